//! What the benchmarks comparing against LLVM share: how they run `llc`.

use std::path::Path;
use std::process::Command;

/// The `llc` to compare against: `LLC`, or `llc-14`.
pub fn llc_name() -> String {
    std::env::var("LLC").unwrap_or_else(|_| "llc-14".to_string())
}

/// Runs `llc -O2 -march=mipsel -mcpu=mips32 -filetype=obj -o OUT INPUT`, the
/// yardstick of both benchmarks. `None` when `llc` cannot be started; an error
/// when it ran and failed.
pub fn llc_object(llc: &str, input: &Path, out: &Path) -> Option<Result<(), String>> {
    let status = Command::new(llc)
        .args([
            "-O2",
            "-march=mipsel",
            "-mcpu=mips32",
            "-filetype=obj",
            "-o",
        ])
        .arg(out)
        .arg(input)
        .status()
        .ok()?;
    Some(if status.success() {
        Ok(())
    } else {
        Err(format!("{llc} failed on {}: {status}", input.display()))
    })
}
