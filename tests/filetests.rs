//! Runs every Cranelift filetest under `tests/filetests/` (except `pending/`, which
//! holds tests of known backend bugs) on the Cpu0 backend and simulator.
//!
//! `CPU0_BLESS=1 cargo test --test filetests` rewrites `precise-output` expectations.

use cpu0c::filetest::{run_paths, Options};
use std::path::Path;

#[test]
fn filetests() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filetests");
    let report = run_paths(&[dir], &Options::from_env());
    println!("{report}");
    assert!(report.files > 0, "no filetests found");
    assert!(
        report.is_success(),
        "{} filetests failed:\n{report}",
        report.failed()
    );
}
