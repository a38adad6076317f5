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
    let frames = backtrace_frames(&err);
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
/// The frame lines (`#N ...`) of a backtrace on standard error.
fn backtrace_frames(err: &str) -> Vec<&str> {
    err.lines()
        .filter(|l| l.trim_start().starts_with('#'))
        .collect()
}

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
        let frames = backtrace_frames(&err);
        assert!(
            frames.last().is_some_and(|f| f.contains("main+")),
            "budget {b}: {err}"
        );
        stops += 1;
    }
    assert!(stops > 20, "{stops}");
}

/// Returns reached through a jump table share the epilogue too (emit/thread.rs
/// threads table entries): a lone `jmp` left for a table entry, right after
/// another return's `ret` and its slot, looked like a popped frame to the
/// unwinder, which then lost `mid` and `main` at a budget stop on it.
#[test]
fn a_budget_stop_beside_a_table_entered_return_keeps_the_backtrace() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("table.clif");
    std::fs::write(&file, TABLE_RETURNS).unwrap();
    let path = file.to_str().unwrap();
    // %sw(1, 5): the ten products, their sum's low two bits pick the table's
    // entry 0 (block1, which returns v19); %mid adds 1, %main 1.
    let v0: u32 = 1;
    let products: Vec<u32> = [
        (1000, 1037),
        (1074, 1111),
        (1148, 1185),
        (1222, 1259),
        (1296, 1333),
    ]
    .iter()
    .flat_map(|&(a, b)| [v0 * a, v0 * a * b])
    .collect();
    let sum: u32 = products.iter().sum();
    assert_eq!(sum & 3, 0);
    let expected = products[9] + v0 + 1;
    let mut stops = 0;
    for budget in 1..200 {
        let b = budget.to_string();
        let out = cpu0c(&["run", path, "--budget", &b]);
        let err = text(&out.stderr);
        if !err.contains("budget exhausted") {
            assert_eq!(text(&out.stdout), format!("main() = {expected}\n"), "{err}");
            break;
        }
        let frames = backtrace_frames(&err);
        assert!(
            frames.last().is_some_and(|f| f.contains("main+"))
                && !frames.iter().any(|f| f.contains("???")),
            "budget {b}: {err}"
        );
        stops += 1;
    }
    assert!(stops > 40, "{stops}");
}

const TABLE_RETURNS: &str = "set opt_level=speed
target cpu0

function %sw(i32, i32) -> i32 {
block0(v0: i32, v1: i32):
    v100 = iconst.i32 1000
    v10 = imul v0, v100
    v101 = iconst.i32 1037
    v11 = imul v10, v101
    v102 = iconst.i32 1074
    v12 = imul v0, v102
    v103 = iconst.i32 1111
    v13 = imul v12, v103
    v104 = iconst.i32 1148
    v14 = imul v0, v104
    v105 = iconst.i32 1185
    v15 = imul v14, v105
    v106 = iconst.i32 1222
    v16 = imul v0, v106
    v107 = iconst.i32 1259
    v17 = imul v16, v107
    v108 = iconst.i32 1296
    v18 = imul v0, v108
    v109 = iconst.i32 1333
    v19 = imul v18, v109
    v401 = iadd v10, v11
    v402 = iadd v401, v12
    v403 = iadd v402, v13
    v404 = iadd v403, v14
    v405 = iadd v404, v15
    v406 = iadd v405, v16
    v407 = iadd v406, v17
    v408 = iadd v407, v18
    v409 = iadd v408, v19
    v499 = iconst.i32 3
    v498 = band v409, v499
    br_table v498, block3, [block1, block1, block2, block1]
block2:
    v201 = bxor v10, v11
    v202 = bxor v201, v12
    v203 = bxor v202, v13
    v204 = bxor v203, v14
    v205 = bxor v204, v15
    v206 = bxor v205, v16
    v207 = bxor v206, v17
    v208 = bxor v207, v18
    v209 = bxor v208, v19
    return v209
block3:
    v300 = iadd v11, v10
    v301 = iadd v300, v11
    v302 = iadd v301, v12
    v303 = iadd v302, v13
    v304 = iadd v303, v14
    v305 = iadd v304, v15
    v306 = iadd v305, v16
    v307 = iadd v306, v17
    v308 = iadd v307, v18
    v309 = iadd v308, v19
    return v309
block1:
    return v19
}

function %mid(i32) -> i32 {
    fn0 = %sw(i32, i32) -> i32
block0(v0: i32):
    v1 = iconst.i32 5
    v2 = call fn0(v0, v1)
    v3 = iadd v2, v0
    return v3
}

function %main() -> i32 {
    fn0 = %mid(i32) -> i32
block0:
    v0 = iconst.i32 1
    v2 = call fn0(v0)
    v3 = iconst.i32 1
    v4 = iadd v2, v3
    return v4
}
";

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
