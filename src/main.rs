//! `cpu0c`: the command-line driver of the Cpu0 toolchain.

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    cli::main()
}
