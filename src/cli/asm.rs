//! `cpu0c asm` and `cpu0c objdump`.

use super::{read_file, write_file, CliError};
use cpu0_asm::{assemble, disassemble, Endian};
use std::io::Write;
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

pub fn objdump(file: &PathBuf, endian: Endian, base: u32) -> Result<ExitCode, CliError> {
    let bytes = read_file(file)?;
    let mut out = std::io::stdout().lock();
    for line in disassemble(&bytes, endian, base) {
        // A closed pipe (`| head`) ends the listing quietly.
        if writeln!(out, "{line}").is_err() {
            break;
        }
    }
    Ok(ExitCode::SUCCESS)
}
