//! `cpu0c compile`: CLIF or LLVM IR (`.ll`) to Cpu0 assembly text, CLIF text
//! (`--emit clif`) or an ELF object (`-o`).

use super::{parse_isa, read_file, CliError};
use cpu0_asm::{Endian, IsaLevel};
use cpu0_isa::{Flags, OptLevel};
use cpu0c::filetest::{split_preamble, Target};
use cranelift_codegen::ir::Function;
use cranelift_codegen::Context;
use cranelift_reader::{parse_test, ParseOptions};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct CompileArgs {
    /// A `.clif` file (filetests too: their `target` and `set` lines are read), or
    /// LLVM IR text (`.ll`, imported with `cpu0-llvm`).
    file: PathBuf,
    /// `cpu0` (big-endian) or `cpu0el`; default: the file's first Cpu0 target, else cpu0
    /// (`.ll`: the data layout's byte order, which must agree).
    #[arg(long, value_parser = Flags::parse_target)]
    target: Option<Endian>,
    /// Default: the file's target line, else cpu032II.
    #[arg(long, value_parser = parse_isa)]
    isa: Option<IsaLevel>,
    /// `none` or `speed`; default: the file's `set opt_level`, else none (`.ll`: speed).
    #[arg(long, value_parser = parse_opt)]
    opt: Option<OptLevel>,
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

fn parse_opt(s: &str) -> Result<OptLevel, String> {
    s.parse()
}

pub fn run(args: CompileArgs) -> Result<ExitCode, CliError> {
    if super::ll::is_ll(&args.file) {
        return compile_ll(args);
    }
    let bytes = read_file(&args.file)?;
    let name = args.file.display();
    let text =
        String::from_utf8(bytes).map_err(|_| CliError::Msg(format!("{name}: not UTF-8 text")))?;
    let (clean, preamble) = split_preamble(&text);
    if let Some((line, msg)) = preamble.errors.first() {
        return Err(CliError::Msg(format!("{name}:{line}: {msg}")));
    }
    let file = parse_test(&clean, ParseOptions::default())
        .map_err(|e| CliError::Msg(format!("{name}:{}: {}", e.location.line_number, e.message)))?;
    let target = preamble
        .targets
        .first()
        .map_or(Target::DEFAULT, |(_, t)| *t);
    let flags = Flags {
        endian: args.target.unwrap_or(target.endian),
        level: args.isa.unwrap_or(target.level),
        has_cmov: target.has_cmov,
        opt_level: args.opt.or(preamble.opt_level).unwrap_or(OptLevel::None),
        disassembly: true,
        ..Flags::default()
    };
    let funcs: Vec<_> = file.functions.into_iter().map(|(f, _)| f).collect();
    if let Some(output) = &args.output {
        return super::aot::write_object(&args.file, funcs, &flags, output);
    }
    if args.emit == "clif" {
        for (i, func) in funcs.iter().enumerate() {
            if i > 0 {
                println!();
            }
            print!("{}", func.display());
        }
        return Ok(ExitCode::SUCCESS);
    }
    print_asm(&args.file, funcs, &flags)
}

/// Prints each function's assembly; a function that does not compile is reported
/// on stderr and the exit code is 1.
fn print_asm(file: &Path, funcs: Vec<Function>, flags: &Flags) -> Result<ExitCode, CliError> {
    let name = file.display();
    let mut failed = false;
    for (i, func) in funcs.into_iter().enumerate() {
        if i > 0 {
            println!();
        }
        let fname = func.name.to_string();
        println!("function {fname}:");
        match cpu0_isa::compile(&mut Context::for_function(func), flags) {
            Ok(code) => print!("{}", code.disasm.unwrap_or_default()),
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
    let ll = super::ll::load(&args.file, args.target)?;
    let flags = Flags {
        endian: ll.endian,
        level: args.isa.unwrap_or(Flags::default().level),
        opt_level: args.opt.unwrap_or(OptLevel::Speed),
        disassembly: true,
        ..Flags::default()
    };
    if let Some(output) = &args.output {
        return ll.write_object(&flags, output);
    }
    let imported = ll.clif()?;
    if args.emit == "clif" {
        for d in &imported.data {
            print!("{d}");
        }
        for func in &imported.functions {
            println!();
            print!("{}", func.display());
        }
        return Ok(ExitCode::SUCCESS);
    }
    print_asm(&args.file, imported.functions, &flags)
}
