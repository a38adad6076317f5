//! `cpu0c compile`: CLIF or LLVM IR (`.ll`) to Cpu0 assembly text, CLIF text
//! (`--emit clif`) or an ELF object (`-o`).

use super::target::TargetArgs;
use super::{out, CliError};
use cpu0_isa::Flags;
use cranelift_codegen::ir::Function;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct CompileArgs {
    /// A `.clif` file (filetests too: their `target` and `set` lines are read), or
    /// LLVM IR text (`.ll`, imported with `cpu0-llvm`).
    file: PathBuf,
    #[command(flatten)]
    target: TargetArgs,
    /// What to print: `asm` (the Cpu0 assembly of each function) or `clif` (the
    /// functions as CLIF before compilation: for `.ll`, the importer's output, with
    /// the data objects as comments).
    #[arg(long, default_value = "asm", value_parser = ["asm", "clif"])]
    emit: String,
    /// Write an ELF relocatable object holding every function (each a global symbol)
    /// instead of printing assembly.
    #[arg(short, long)]
    output: Option<PathBuf>,
}

pub fn run(args: CompileArgs) -> Result<ExitCode, CliError> {
    if super::ll::is_ll(&args.file) {
        return compile_ll(args);
    }
    let (funcs, flags) = args.target.read_clif(&args.file)?;
    if let Some(output) = &args.output {
        return super::aot::write_object(&args.file, funcs, &flags, output);
    }
    // Only printed assembly needs the disassembly text.
    let flags = Flags {
        disassembly: true,
        ..flags
    };
    if args.emit == "clif" {
        for (i, func) in funcs.iter().enumerate() {
            if i > 0 {
                out(format_args!("\n"))?;
            }
            out(format_args!("{}", func.display()))?;
        }
        return Ok(ExitCode::SUCCESS);
    }
    print_asm(&args.file, funcs, &flags)
}

/// Prints each function's assembly; a function that does not compile is reported
/// on stderr and the exit code is 1. The functions compile in parallel (rayon) and
/// print in their order.
fn print_asm(file: &Path, funcs: Vec<Function>, flags: &Flags) -> Result<ExitCode, CliError> {
    let name = file.display();
    let mut failed = false;
    let named = funcs.into_iter().map(|f| (f.name.to_string(), f)).collect();
    let compiled = cpu0_isa::compile_all(named, flags);
    for (i, (fname, _, code)) in compiled.into_iter().enumerate() {
        if i > 0 {
            out(format_args!("\n"))?;
        }
        out(format_args!("function {fname}:\n"))?;
        match code {
            Ok(code) => out(format_args!("{}", code.disasm.unwrap_or_default()))?,
            Err(e) => {
                eprintln!("error: {name}: {fname}: {e}");
                failed = true;
            }
        }
    }
    Ok(if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// `compile FILE.ll`: the LLVM IR imported with `cpu0-llvm`, optimised (`--opt
/// speed`) unless told otherwise; the byte order is the data layout's.
fn compile_ll(args: CompileArgs) -> Result<ExitCode, CliError> {
    let ll = super::ll::load(&args.file, args.target.endian())?;
    let flags = args.target.ll_flags(ll.endian);
    if let Some(output) = &args.output {
        return ll.write_object(&flags, output);
    }
    let flags = Flags {
        disassembly: true,
        ..flags
    };
    let imported = ll.clif()?;
    if args.emit == "clif" {
        for d in &imported.data {
            out(format_args!("{d}"))?;
        }
        for func in &imported.functions {
            out(format_args!("\n"))?;
            out(format_args!("{}", func.display()))?;
        }
        return Ok(ExitCode::SUCCESS);
    }
    print_asm(&args.file, imported.functions, &flags)
}
