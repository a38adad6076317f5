//! The sandbox's walls from the command line: infinite recursion, a null call, a
//! null load and a store into code, each a trap that names what happened, with a
//! backtrace, under `cpu0c run` (the JIT) and `cpu0c exec` (compiled and linked).
//! Every run has an instruction budget.

use std::path::Path;
use std::process::{Command, Output};

const WALLS: &str = "
function %deep(i32) -> i32 {
    fn0 = %deep(i32) -> i32
block0(v0: i32):
    v1 = iconst.i32 1
    v2 = iadd v0, v1
    v3 = call fn0(v2)
    v4 = iadd v3, v1
    return v4
}
function %overflow() -> i32 {
    fn0 = %deep(i32) -> i32
block0:
    v0 = iconst.i32 0
    v1 = call fn0(v0)
    return v1
}
function %null_call() -> i32 {
    sig0 = () -> i32
block0:
    v0 = iconst.i32 0
    v1 = call_indirect sig0, v0()
    return v1
}
function %null_load() -> i32 {
block0:
    v0 = iconst.i32 0
    v1 = load.i32 v0+4
    return v1
}
function %code_store() -> i32 {
    fn0 = %deep(i32) -> i32
block0:
    v0 = func_addr.i32 fn0
    v1 = iconst.i32 0
    store v1, v0
    return v1
}
";

/// Each case: the function, what the first line of the report must say, and the
/// functions the backtrace must name (innermost first).
const CASES: [(&str, &str, &[&str]); 4] = [
    (
        "overflow",
        "stack overflow: store to address",
        &["deep", "deep"],
    ),
    (
        "null_call",
        "null pointer: fetch from address 0x0",
        &["null_call"],
    ),
    (
        "null_load",
        "null pointer: load from address 0x4",
        &["null_load"],
    ),
    ("code_store", "write to code memory at", &["code_store"]),
];

fn cpu0c(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cpu0c"))
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn dir() -> tempfile::TempDir {
    let d = tempfile::tempdir().unwrap();
    std::fs::write(d.path().join("walls.clif"), WALLS).unwrap();
    d
}

#[test]
fn run_reports_each_wall_with_a_backtrace() {
    let d = dir();
    for target in ["cpu0", "cpu0el"] {
        for (name, what, frames) in CASES {
            let out = cpu0c(
                &[
                    "run",
                    "walls.clif",
                    "--invoke",
                    name,
                    "--target",
                    target,
                    "--budget",
                    "10000000",
                ],
                d.path(),
            );
            let err = stderr(&out);
            assert_eq!(out.status.code(), Some(1), "{name}: {err}");
            let first = err.lines().next().unwrap_or("");
            assert!(first.contains(what), "{name}: {err}");
            if name == "overflow" {
                assert!(first.starts_with("trap stk_ovf at pc "), "{err}");
            }
            let mut lines = err.lines().skip_while(|l| *l != "backtrace:").skip(1);
            // A null call's frame 0 is the address 0, outside every function.
            let first_frame = usize::from(name == "null_call");
            if first_frame == 1 {
                assert_eq!(lines.next(), Some("  #0 ??? (pc 0x00000000)"), "{err}");
            }
            for (i, f) in frames.iter().enumerate() {
                let line = lines.next().unwrap_or("");
                assert!(
                    line.starts_with(&format!("  #{} {f}+0x", first_frame + i)),
                    "{name}: frame {i} should be {f}: {err}"
                );
            }
        }
    }
}

#[test]
fn exec_reports_each_wall_with_a_backtrace() {
    let d = dir();
    for target in ["cpu0", "cpu0el"] {
        let compiled = cpu0c(
            &["compile", "walls.clif", "-o", "walls.o", "--target", target],
            d.path(),
        );
        assert!(compiled.status.success(), "{}", stderr(&compiled));
        for (name, what, frames) in CASES {
            let linked = cpu0c(
                &["link", "walls.o", "-o", "prog", "--entry", name],
                d.path(),
            );
            assert!(linked.status.success(), "{}", stderr(&linked));
            let out = cpu0c(&["exec", "prog", "--budget", "50000000"], d.path());
            let err = stderr(&out);
            assert_eq!(out.status.code(), Some(134), "{name}: {err}");
            let first = err.lines().next().unwrap_or("");
            assert!(first.starts_with(&format!("prog: {what}")), "{name}: {err}");
            // `#0 deep (0x1050 +0x8)`; a null call's frame 0 is the address 0.
            let mut lines = err.lines().skip(1);
            if name == "null_call" {
                assert_eq!(lines.next(), Some("#0 ?? (0x0)"), "{err}");
            }
            for f in frames {
                let line = lines.next().unwrap_or("");
                assert!(
                    line.starts_with('#') && line.contains(&format!(" {f} (0x")),
                    "{name}: {f} expected in {line:?}: {err}"
                );
            }
        }
    }
}

#[test]
fn a_verilog_image_still_starts_at_address_0() {
    let d = dir();
    let compiled = cpu0c(&["compile", "walls.clif", "-o", "walls.o"], d.path());
    assert!(compiled.status.success(), "{}", stderr(&compiled));
    let linked = cpu0c(
        &[
            "link",
            "walls.o",
            "-o",
            "walls.hex",
            "--entry",
            "null_load",
            "--format",
            "verilog-hex",
        ],
        d.path(),
    );
    assert!(linked.status.success(), "{}", stderr(&linked));
    let hex = std::fs::read_to_string(d.path().join("walls.hex")).unwrap();
    let first: Vec<&str> = hex.lines().take(4).collect();
    // lui $sp, 0x100 (op 0x0f, ra 13): the stub is at the reset PC.
    assert_eq!(first, ["0f", "d0", "01", "00"]);
}
