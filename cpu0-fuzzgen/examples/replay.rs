//! Replays fuzz inputs (crash artifacts, corpus files) through the body of a
//! fuzz target, outside libFuzzer:
//!
//!     cargo run --release -p cpu0-fuzzgen --example replay -- TARGET FILE_OR_DIR...
//!
//! TARGET is one of `differential`, `compile`, `isa`, `sim`, `llvm`. Prints each
//! finding (for `differential`, the whole report: settings, CLIF, both
//! behaviours, the Cpu0 assembly) and exits with 1 if there was one; a panic in
//! the code under test shows with its backtrace (`RUST_BACKTRACE=1`).

use cpu0_fuzzgen::targets::{run, TARGETS};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

fn files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(path)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
            .map(|e| e.expect("a directory entry").path())
            .collect();
        entries.sort();
        for e in entries {
            files(&e, out);
        }
    } else {
        out.push(path.to_path_buf());
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((target, paths)) = args.split_first().filter(|(_, p)| !p.is_empty()) else {
        eprintln!(
            "usage: replay TARGET FILE_OR_DIR...   (TARGET: {})",
            TARGETS.join(", ")
        );
        return ExitCode::from(2);
    };
    let mut inputs = Vec::new();
    for p in paths {
        files(Path::new(p), &mut inputs);
    }
    let mut findings = 0;
    for path in &inputs {
        let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        match run(target, &bytes) {
            None => {
                eprintln!("no target `{target}` (one of {})", TARGETS.join(", "));
                return ExitCode::from(2);
            }
            Some(Ok(())) => println!("{}: ok", path.display()),
            Some(Err(finding)) => {
                findings += 1;
                println!("{}: FINDING\n{finding}", path.display());
            }
        }
    }
    println!("{} inputs, {findings} findings", inputs.len());
    if findings == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
