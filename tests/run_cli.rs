//! `cpu0c run`: CLIF files compiled by the JIT and run on the simulator.

mod common;

use std::process::{Command, Output};

fn cpu0c(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cpu0c"))
        .args(common::checked_run_args(args))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cpu0c runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

const DEMO_OUTPUT: &str =
    "fib(0..=20): 0 1 1 2 3 5 8 13 21 34 55 89 144 233 377 610 987 1597 2584 4181 6765
fib(90) = 2880067194370816120
";

#[test]
fn the_demo_prints_through_the_console_on_every_target() {
    for target in ["cpu0", "cpu0el"] {
        for isa in ["cpu032I", "cpu032II"] {
            for opt in ["none", "speed"] {
                let args = [
                    "run",
                    "examples/fib.clif",
                    "--target",
                    target,
                    "--isa",
                    isa,
                    "--opt",
                    opt,
                ];
                let out = cpu0c(&args);
                assert_eq!(text(&out.stdout), DEMO_OUTPUT, "{args:?}");
                assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
            }
        }
    }
}

#[test]
fn invoke_passes_arguments_and_exits_with_the_result() {
    let out = cpu0c(&["run", "examples/fib.clif", "--invoke", "fib", "12"]);
    assert_eq!(text(&out.stdout), "fib(12) = 144\n");
    assert_eq!(out.status.code(), Some(144));
    let out = cpu0c(&["run", "examples/fib.clif", "--invoke", "%fib64", "0x40"]);
    assert_eq!(text(&out.stdout), "fib64(64) = 10610209857723\n");
    let out = cpu0c(&[
        "run",
        "examples/fib.clif",
        "--invoke",
        "fib",
        "15",
        "--stats",
    ]);
    let err = text(&out.stderr);
    assert!(err.contains("jsub"), "{err}");
    assert!(err
        .trim_end()
        .lines()
        .last()
        .unwrap()
        .starts_with("instructions: "));
}

#[test]
fn a_trap_prints_the_trap_and_backtrace_and_exits_with_1() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("trap.clif");
    std::fs::write(
        &file,
        "function %inner(i32) -> i32 {
         block0(v0: i32):
             v1 = iconst.i32 100
             v2 = sdiv v1, v0
             return v2
         }
         function %middle(i32) -> i32 {
             fn0 = %inner(i32) -> i32
         block0(v0: i32):
             v1 = call fn0(v0)
             v2 = iadd v1, v0
             return v2
         }
         function %main(i32) -> i32 {
             fn0 = %middle(i32) -> i32
         block0(v0: i32):
             v1 = call fn0(v0)
             return v1
         }",
    )
    .unwrap();
    let path = file.to_str().unwrap();
    let out = cpu0c(&["run", path, "4"]);
    assert_eq!(text(&out.stdout), "main(4) = 29\n");
    assert_eq!(out.status.code(), Some(29));
    let out = cpu0c(&["run", path, "0"]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.starts_with("trap int_divz at pc "), "{err}");
    let frames: Vec<&str> = err
        .lines()
        .filter(|l| l.trim_start().starts_with('#'))
        .collect();
    assert_eq!(frames.len(), 3, "{err}");
    for (frame, name) in frames.iter().zip(["inner+", "middle+", "main+"]) {
        assert!(frame.contains(name), "{err}");
    }
    let out = cpu0c(&["run", path, "1", "--budget", "5"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("budget exhausted"));
}

/// Stopped by the budget at every instruction of a call chain, the backtrace
/// always reaches `main`. `%g` is a leaf with a frame and a select just before
/// its return: the epilogue's `$sp` restore must not move into the select's
/// delay slot, where the unwinder would not see the frame as popped (it dropped
/// `main` at three budgets).
#[test]
fn a_budget_stop_anywhere_keeps_the_whole_backtrace() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("chain.clif");
    std::fs::write(
        &file,
        "         set opt_level=none
         target cpu0

         function %g(i32, i32) -> i32 {
           ss0 = explicit_slot 8
         block0(v0: i32, v1: i32):
           v5 = stack_addr.i32 ss0
           store v0, v5
           v6 = load.i32 v5
           v3 = icmp slt v6, v1
           v4 = select v3, v1, v6
           return v4
         }

         function %mid(i32, i32) -> i32 {
           fn0 = %g(i32, i32) -> i32
           ss0 = explicit_slot 16
         block0(v0: i32, v1: i32):
           v5 = stack_addr.i32 ss0
           store v1, v5
           v2 = call fn0(v0, v1)
           v6 = load.i32 v5
           v3 = iadd v2, v6
           return v3
         }

         function %main() -> i32 {
           fn0 = %mid(i32, i32) -> i32
         block0:
           v0 = iconst.i32 -3
           v1 = iconst.i32 9
           v2 = call fn0(v0, v1)
           v4 = iconst.i32 1
           v3 = iadd v2, v4
           return v3
         }",
    )
    .unwrap();
    let path = file.to_str().unwrap();
    let out = cpu0c(&["run", path, "--isa", "cpu032II"]);
    assert_eq!(text(&out.stdout), "main() = 19\n");
    let mut stops = 0;
    for budget in 1..60 {
        let b = budget.to_string();
        let out = cpu0c(&["run", path, "--isa", "cpu032II", "--budget", &b]);
        if out.status.code() == Some(19) {
            break;
        }
        let err = text(&out.stderr);
        assert!(err.contains("budget exhausted"), "{err}");
        let frames: Vec<&str> = err
            .lines()
            .filter(|l| l.trim_start().starts_with('#'))
            .collect();
        assert!(
            frames.last().is_some_and(|f| f.contains("main+")),
            "budget {b}: {err}"
        );
        stops += 1;
    }
    assert!(stops > 20, "{stops}");
}

#[test]
fn bad_input_is_an_error_message() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["run", "examples/fib.clif", "--invoke", "nope"],
            "no function `nope`",
        ),
        (
            &["run", "examples/fib.clif", "--invoke", "fib"],
            "0 arguments given",
        ),
        (
            &["run", "examples/fib.clif", "--invoke", "fib", "1x"],
            "`1x` is not an integer",
        ),
        (
            &["run", "examples/fib.clif", "--invoke", "fib", "0x100000000"],
            "does not fit in i32",
        ),
        (&["run", "no/such/file.clif"], "no/such/file.clif"),
    ];
    for (args, message) in cases {
        let out = cpu0c(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = text(&out.stderr);
        assert!(
            err.starts_with("error: ") && err.contains(message),
            "{args:?}: {err}"
        );
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("undefined.clif");
    std::fs::write(
        &file,
        "function %main() -> i32 {
             fn0 = %elsewhere() -> i32
         block0:
             v0 = call fn0()
             return v0
         }",
    )
    .unwrap();
    let out = cpu0c(&["run", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("undefined symbol elsewhere (referenced by main)"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn a_closed_stdout_ends_the_command_quietly() {
    // As in `cpu0c compile big.ll | head -1`: the reader is gone before the output.
    for args in [
        &["compile", "tests/c/ll/arith.O2.mipsel.ll"][..],
        &["compile", "--emit", "clif", "tests/c/ll/arith.O2.mipsel.ll"][..],
        &["run", "examples/fib.clif"][..],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_cpu0c"))
            .args(args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("cpu0c runs");
        drop(child.stdout.take());
        let out = child.wait_with_output().expect("cpu0c ends");
        let stderr = text(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert_eq!(out.status.code(), Some(0), "{args:?}: {stderr}");
    }
}
