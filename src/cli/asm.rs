//! `cpu0c asm`.

use super::{read_file, write_file, CliError};
use cpu0_asm::{assemble, Endian};
use std::path::PathBuf;
use std::process::ExitCode;

pub fn assemble_file(
    file: &PathBuf,
    output: &PathBuf,
    endian: Endian,
) -> Result<ExitCode, CliError> {
    let bytes = read_file(file)?;
    let source = String::from_utf8(bytes)
        .map_err(|_| CliError::Msg(format!("{}: not UTF-8 text", file.display())))?;
    let program =
        assemble(&source, endian).map_err(|e| CliError::Msg(format!("{}:{e}", file.display())))?;
    write_file(output, &program.bytes)?;
    Ok(ExitCode::SUCCESS)
}
