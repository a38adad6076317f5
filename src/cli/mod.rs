//! Command-line parsing and the subcommands.
//!
//! Every subcommand returns `Result<ExitCode, CliError>`; errors are printed as one
//! message, without a backtrace.

mod aot;
mod asm;
mod cc;
mod compile;
mod ll;
mod objdump;
mod run;
mod sim;
mod target;
mod test;

use clap::{Parser, Subcommand};
use cpu0_asm::{Endian, IsaLevel};
use std::path::PathBuf;
use std::process::ExitCode;

/// A Cranelift-style toolchain for the Cpu0 ISA.
#[derive(Parser)]
#[command(name = "cpu0c", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Assemble a Cpu0 assembly file into a raw image loaded at address 0.
    Asm {
        file: PathBuf,
        /// Output file.
        #[arg(short, long)]
        output: PathBuf,
        #[arg(long, default_value = "big", value_parser = parse_endian)]
        endian: Endian,
    },
    /// Print a Cpu0 ELF object or executable (symbol table, disassembly with
    /// labels, branch targets and relocations, data as words), or disassemble a
    /// raw code image.
    Objdump {
        file: PathBuf,
        /// Byte order of a raw image (default big).
        #[arg(long, value_parser = parse_endian)]
        endian: Option<Endian>,
        /// Address of a raw image's first byte (default 0).
        #[arg(long, value_parser = parse_u32)]
        base: Option<u32>,
    },
    /// Run a raw image on the simulator: load at address 0, start at 0. Standard
    /// input feeds the input port; exits with the exit port's status (0 on a halt,
    /// 1 on a trap).
    Sim(sim::SimArgs),
    /// Compile CLIF functions (a `.clif` file) or LLVM IR (`.ll`) and print their Cpu0
    /// assembly (or the CLIF with `--emit clif`), or write an object with `-o`.
    Compile(compile::CompileArgs),
    /// Run Cranelift filetests (`test run`, `test interpret`, `test compile [precise-output]`).
    Test(test::TestArgs),
    /// Compile a CLIF or `.ll` file with the JIT and run `main` (or `--invoke NAME
    /// ARGS...`) on the simulator; a `.ll` program's `main` gets FILE and the
    /// arguments after `--` as argc/argv. Exits with its result or its exit status
    /// (low 8 bits), 1 on a trap.
    Run(run::RunArgs),
    /// Link Cpu0 objects into an executable (or a Verilog `$readmemh` image).
    Link(aot::LinkArgs),
    /// Run a Cpu0 executable with ARGS (main gets FILE ARGS... as argc/argv);
    /// exits with main's result or its exit status (a trap: 134, with a backtrace).
    Exec(aot::ExecArgs),
    /// Compile C (with clang 14), `.ll` and `.o` files and link them with the C
    /// library and the runtime into an executable (gcc-like: -O -c -S -o -I -D -std=).
    Cc(cc::CcArgs),
}

/// An error a subcommand reports to the user.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{0}")]
    Msg(String),
    /// Writing to stdout failed (a closed pipe ends the command quietly).
    #[error("stdout: {0}")]
    Stdout(std::io::Error),
}

/// Writes `text` to stdout; an error (the reader went away, say) is returned, not a
/// panic as with `print!`.
pub fn out(text: std::fmt::Arguments) -> Result<(), CliError> {
    use std::io::Write;
    std::io::stdout()
        .lock()
        .write_fmt(text)
        .map_err(CliError::Stdout)
}

pub fn read_file(path: &PathBuf) -> Result<Vec<u8>, CliError> {
    std::fs::read(path).map_err(|source| CliError::Io {
        path: path.clone(),
        source,
    })
}

pub fn write_file(path: &PathBuf, bytes: &[u8]) -> Result<(), CliError> {
    std::fs::write(path, bytes).map_err(|source| CliError::Io {
        path: path.clone(),
        source,
    })
}

pub fn parse_endian(s: &str) -> Result<Endian, String> {
    s.parse()
}

pub fn parse_isa(s: &str) -> Result<IsaLevel, String> {
    s.parse()
}

/// A number in decimal or `0x` hex.
pub fn parse_u32(s: &str) -> Result<u32, String> {
    let t = s.replace('_', "");
    let parsed = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(hex) => u32::from_str_radix(hex, 16),
        None => t.parse(),
    };
    parsed.map_err(|_| format!("`{s}` is not a 32-bit number"))
}

pub fn main() -> ExitCode {
    // gcc spells the standard `-std=c99`; clap wants a long option `--std=c99`.
    let args = std::env::args_os().map(|a| match a.to_str() {
        Some(s) if s.starts_with("-std=") => format!("-{s}").into(),
        _ => a,
    });
    let cli = Cli::parse_from(args);
    let result = match cli.command {
        Command::Asm {
            file,
            output,
            endian,
        } => asm::assemble_file(&file, &output, endian),
        Command::Objdump { file, endian, base } => objdump::objdump(&file, endian, base),
        Command::Sim(args) => sim::run(args),
        Command::Compile(args) => compile::run(args),
        Command::Test(args) => test::run(args),
        Command::Run(args) => run::run(args),
        Command::Link(args) => aot::run_link(args),
        Command::Exec(args) => aot::run_exec(args),
        Command::Cc(args) => cc::run(args),
    };
    match result {
        Ok(code) => code,
        // `cpu0c compile f.clif | head`: stop quietly, as when SIGPIPE ends a C tool.
        Err(CliError::Stdout(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

/// The simulator's execution engine, for the commands that run code (`sim`,
/// `exec`, `run`).
#[derive(clap::Args, Debug, Clone, Copy)]
pub struct EngineArgs {
    /// The execution engine: `translate` (guest code compiled to host code with
    /// Cranelift; the default where Cranelift supports the host) or `interp`.
    /// `--trace` and `--stats` run on the interpreter.
    #[arg(long, value_name = "interp|translate")]
    engine: Option<cpu0_sim::Engine>,
    /// How often a unit of guest code runs in the interpreter before the
    /// translator compiles it (tests use 0 to exercise translated code).
    #[arg(long, hide = true, value_name = "N")]
    translate_after: Option<u32>,
}

impl EngineArgs {
    pub fn configure_machine(&self, machine: &mut cpu0_sim::Machine) {
        if let Some(engine) = self.engine {
            machine.set_engine(engine);
        }
        if let Some(entries) = self.translate_after {
            machine.set_translate_after(entries);
        }
    }

    pub fn configure_builder(&self, builder: &mut cpu0_jit::Cpu0JitBuilder) {
        if let Some(engine) = self.engine {
            builder.engine(engine);
        }
        if let Some(entries) = self.translate_after {
            builder.translate_after(entries);
        }
    }
}
