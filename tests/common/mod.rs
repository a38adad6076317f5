//! Helpers shared by the CLI tests.

/// `args` for `run` and `exec` in strict mode (anything cpu0-isa.md leaves undefined
/// traps) and with an instruction budget unless they give one, so that a
/// miscompiled program that loops fails in a second instead of hanging.
pub fn checked_run_args<'a>(args: &[&'a str]) -> Vec<&'a str> {
    let mut out = args.to_vec();
    if matches!(args.first(), Some(&"run" | &"exec")) {
        out.insert(1, "--strict");
        if !args.contains(&"--budget") {
            out.splice(1..1, ["--budget", "200000000"]);
        }
    }
    out
}

/// Runs `cpu0c` with `args` (checked as above) in `dir`. Not every test binary
/// that includes this module runs the CLI in a directory.
#[allow(dead_code)]
pub fn cpu0c(args: &[&str], dir: &std::path::Path) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_cpu0c"))
        .args(checked_run_args(args))
        .current_dir(dir)
        .output()
        .unwrap()
}
