//! `cpu0c test`: run Cranelift filetests on the Cpu0 backend and simulator.

use super::{out, CliError};
use cpu0c::filetest::{self, Options};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct TestArgs {
    /// `.clif` files, or directories searched for them (except `pending/` below them).
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// The most instructions one run line may execute.
    #[arg(long, default_value_t = Options::default().budget)]
    budget: u64,
    /// Rewrite the expected output of `precise-output` tests (also `CPU0_BLESS=1`).
    #[arg(long)]
    bless: bool,
}

pub fn run(args: TestArgs) -> Result<ExitCode, CliError> {
    let defaults = Options::from_env();
    let opts = Options {
        budget: args.budget,
        bless: args.bless || defaults.bless,
    };
    let report = filetest::run_paths(&args.paths, &opts);
    out(format_args!("{report}\n"))?;
    Ok(if report.is_success() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
