//! Unit tests of the filetest runner: run lines, targets, failures and odd files.

use super::*;

fn run(text: &str) -> Report {
    run_source(Path::new("t.clif"), text, &Options::default()).0
}

#[test]
fn run_lines_pass_and_fail_on_every_target() {
    let r = run("test run
function %add(i32, i32) -> i32 {
block0(v0: i32, v1: i32):
    v2 = iadd v0, v1
    return v2
}
; run: %add(1, 2) == 3
; run: %add(1, 2) == 4
");
    // Four targets, each at both optimisation levels.
    assert_eq!(r.passed, 8, "{r}");
    assert_eq!(r.failed(), 8, "{r}");
    assert_eq!(r.failures[0].line, 8);
    assert!(r.failures[0].message.ends_with("got 3"), "{r}");
    assert_eq!(r.failures[1].target.as_deref(), Some("cpu0 cpu032II speed"));
}

#[test]
fn bad_input_is_a_failure_not_a_panic() {
    let r = run("test run\nfunction %f( {\n");
    assert_eq!((r.passed, r.failed()), (0, 1));
    let r = run("test run\ntarget cpu0 cpu099\nfunction %f() {\nblock0:\n    return\n}\n");
    assert_eq!(r.failures[0].line, 2, "{r}");
}

#[test]
fn odd_files_are_reported() {
    for text in [
            "",
            "test run",
            "test run\nfunction %f() -> i32 {\nblock0:\n    v0 = iconst.i32 1\n    return v0\n}\n; run: %f(",
            "test run\nfunction %f() -> i32 {\nblock0:\n    v0 = iconst.i32 1\n    return v0\n}\n; run: %f() == 1 trap",
            "test run\nfunction %f() -> f16 {\nblock0:\n    v0 = f16const 0x1.0\n    return v0\n}\n; run: %f() == 0x1.0",
            "test compile precise-output\ntarget cpu0\ntarget cpu0el\nfunction %f() {\nblock0:\n    return\n}\n",
            "test run\nset opt_level=fast\n",
        ] {
            let r = run(text);
            assert!(r.passed == 0, "{text:?}: {r}");
        }
    let r = run("test run\nfunction %f() -> i32 {\nblock0:\n    v0 = iconst.i32 1\n    return v0\n}\n; run: %g() == 1\n");
    assert!(
        r.failures[0]
            .message
            .contains("calls %g, which this file does not define"),
        "{r}"
    );
    // A run line may call another function of the file, with that function's
    // signature (as upstream's runner does).
    let r = run("test interpret\ntest run\nfunction %f(i8) -> i8 {\nblock0(v0: i8):\n    return v0\n}\nfunction %g(i32, i32) -> i32 {\nblock0(v0: i32, v1: i32):\n    v2 = isub v0, v1\n    return v2\n}\n; run: %f(-1) == -1\n; run: %g(5, 7) == -2\n");
    assert!(r.is_success() && r.passed == 18, "{r}");
    let dup = "function %f() {\nblock0:\n    return\n}\n";
    let r = run(&format!("test run\n{dup}{dup}"));
    assert!(r.failures[0].message.contains("already defined"), "{r}");
    // An unknown test command: the file is skipped.
    let r = run("test verifier\nfunction %f() {\nblock0:\n    return\n}\n");
    assert_eq!((r.passed, r.failed(), r.skipped.len()), (0, 0, 1));
}

#[test]
fn runaway_code_exhausts_the_budget() {
    let opts = Options {
        budget: 10_000,
        ..Options::default()
    };
    let text = "test interpret\ntest run\ntarget cpu0\nfunction %spin() -> i32 {\nblock0:\n    jump block1\nblock1:\n    jump block1\n}\n; run: %spin() == 0\n";
    let (r, _) = run_source(Path::new("t.clif"), text, &opts);
    assert_eq!(r.failed(), 3, "{r}");
    assert!(r.failures[0].message.ends_with("fuel exhausted"), "{r}");
    assert!(r.failures[1].message.contains("budget exhausted"), "{r}");
    assert!(r.failures[2].message.contains("budget exhausted"), "{r}");
}

#[test]
fn traps_and_targets() {
    let r = run("test run
target cpu0el cpu032I
target x86_64
function %div(i32, i32) -> i32 {
block0(v0: i32, v1: i32):
    v2 = udiv v0, v1
    return v2
}
; run: %div(7, 2) == 3
; run: %div(7, 0) trap int_divz
; run: %div(7, 1) trap int_divz
");
    assert_eq!(r.passed, 4, "{r}");
    assert_eq!(r.failed(), 2, "{r}");
    assert_eq!(r.failures[0].target.as_deref(), Some("cpu0el cpu032I"));
    assert!(r.failures[0].message.ends_with("got 7"), "{r}");
}

#[test]
fn interpreter_checks_expectations() {
    let r = run("test interpret
function %f(i8) -> i8 {
block0(v0: i8):
    v1 = iconst.i8 1
    v2 = iadd v0, v1
    return v2
}
; run: %f(127) == -128
; run: %f(0) == 2
");
    assert_eq!((r.passed, r.failed()), (1, 1), "{r}");
    assert_eq!(r.failures[0].target.as_deref(), Some("interpret"));
}

#[test]
fn precise_output_compares_and_blesses() {
    let text = "test compile precise-output
function %add(i32, i32) -> i32 {
block0(v0: i32, v1: i32):
    v2 = iadd v0, v1
    return v2
}
";
    let (r, blessed) = run_source(Path::new("t.clif"), text, &Options::default());
    assert_eq!((r.passed, r.failed()), (0, 1), "{r}");
    assert!(blessed.is_none());
    let opts = Options {
        bless: true,
        ..Options::default()
    };
    let (r, blessed) = run_source(Path::new("t.clif"), text, &opts);
    assert_eq!((r.passed, r.failed()), (1, 0), "{r}");
    let blessed = blessed.unwrap();
    assert!(blessed.contains("\n;   addu $v0, $a0, $a1\n"), "{blessed}");
    let (r, again) = run_source(Path::new("t.clif"), &blessed, &opts);
    assert_eq!((r.passed, r.failed()), (1, 0), "{r}");
    assert!(again.is_none());
}
