//! The ahead-of-time commands end to end: `cpu0c compile -o`, `cpu0c link`,
//! `cpu0c exec`.

mod common;

use common::cpu0c;

use std::path::{Path, PathBuf};
use std::process::Output;

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn ok(o: Output) -> Output {
    assert!(o.status.success(), "{}", stderr(&o));
    o
}

/// An error exit (2) with one `error:` line and no panic.
fn clean_error(o: &Output) -> String {
    let err = stderr(o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.starts_with("error: "), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    err
}

const MAIN: &str = "
function %main() -> i32 {
    fn0 = %say(i32) -> i32
    fn1 = %add64(i64, i64) -> i64
block0:
    v0 = iconst.i32 104
    v1 = call fn0(v0)
    v2 = iconst.i64 0x1_0000_0002
    v3 = iconst.i64 -3
    v4 = call fn1(v2, v3)
    v5 = ireduce.i32 v4
    v6 = iadd v1, v5
    return v6
}";

const LIB: &str = "
function %say(i32) -> i32 {
block0(v0: i32):
    v1 = iconst.i32 0xff000000
    istore8 v0, v1
    v2 = iconst.i32 105
    istore8 v2, v1
    v3 = iconst.i32 10
    istore8 v3, v1
    v4 = iconst.i32 300
    return v4
}
function %add64(i64, i64) -> i64 {
block0(v0: i64, v1: i64):
    v2 = iadd v0, v1
    v3 = sdiv v2, v1
    return v3
}
function %crash(i32) -> i32 {
block0(v0: i32):
    v1 = iconst.i32 0
    v2 = udiv v0, v1
    return v2
}
function %main2() -> i32 {
    fn0 = %crash(i32) -> i32
block0:
    v0 = iconst.i32 1
    v1 = call fn0(v0)
    return v1
}";

struct Dir(tempfile::TempDir);

impl Dir {
    fn new() -> Dir {
        let d = Dir(tempfile::tempdir().unwrap());
        std::fs::write(d.path().join("main.clif"), MAIN).unwrap();
        std::fs::write(d.path().join("lib.clif"), LIB).unwrap();
        d
    }
    fn path(&self) -> &Path {
        self.0.path()
    }
    fn file(&self, name: &str) -> PathBuf {
        self.0.path().join(name)
    }
}

/// main's result: 300 + low word of (0x1_0000_0002 - 3) / -3.
fn expected_exit() -> u8 {
    let q = (0x1_0000_0002i64 - 3) / -3;
    (300i64 + i64::from(q as i32)) as u8
}

#[test]
fn compile_link_exec_on_every_target() {
    for target in ["cpu0", "cpu0el"] {
        for isa in ["cpu032I", "cpu032II"] {
            let d = Dir::new();
            for f in ["main", "lib"] {
                ok(cpu0c(
                    &[
                        "compile",
                        &format!("{f}.clif"),
                        "-o",
                        &format!("{f}.o"),
                        "--target",
                        target,
                        "--isa",
                        isa,
                    ],
                    d.path(),
                ));
            }
            let obj = std::fs::read(d.file("main.o")).unwrap();
            assert_eq!(obj[5], if target == "cpu0" { 2 } else { 1 });
            ok(cpu0c(&["link", "main.o", "lib.o", "-o", "prog"], d.path()));
            let run = cpu0c(&["exec", "prog", "--isa", isa], d.path());
            assert_eq!(
                run.status.code(),
                Some(i32::from(expected_exit())),
                "{}",
                stderr(&run)
            );
            assert_eq!(stdout(&run), "hi\n");
            assert_eq!(stderr(&run), "");
        }
    }
}

/// `link --isa cpu032II` compiles the runtime routines for that level: the
/// program runs on it, and `__cpu0_sdiv64` now uses cpu032II instructions,
/// which a cpu032I processor refuses though the program's own code (compiled
/// for cpu032I here) runs there (the default runtime runs on both, as
/// `compile_link_exec_on_every_target` shows).
#[test]
fn link_isa_compiles_the_runtime_for_that_level() {
    let d = Dir::new();
    for f in ["main", "lib"] {
        let (clif, o) = (format!("{f}.clif"), format!("{f}.o"));
        ok(cpu0c(
            &["compile", &clif, "-o", &o, "--isa", "cpu032I"],
            d.path(),
        ));
    }
    let link = ["link", "main.o", "lib.o", "-o", "prog", "--isa", "cpu032II"];
    ok(cpu0c(&link, d.path()));
    let run = cpu0c(&["exec", "prog", "--isa", "cpu032II"], d.path());
    assert_eq!(run.status.code(), Some(i32::from(expected_exit())));
    assert_eq!(stdout(&run), "hi\n");
    let run = cpu0c(&["exec", "prog", "--isa", "cpu032I"], d.path());
    assert_eq!(run.status.code(), Some(134));
    let err = stderr(&run);
    assert!(
        err.contains("illegal instruction") && err.contains("in __cpu0_sdiv64"),
        "{err}"
    );
    let e = clean_error(&cpu0c(
        &["link", "main.o", "-o", "p", "--isa", "cpu099"],
        d.path(),
    ));
    assert!(e.contains("cpu099"), "{e}");
}

#[test]
fn exec_stats_end_with_the_instruction_count() {
    let d = Dir::new();
    ok(cpu0c(&["compile", "main.clif", "-o", "main.o"], d.path()));
    ok(cpu0c(&["compile", "lib.clif", "-o", "lib.o"], d.path()));
    ok(cpu0c(&["link", "main.o", "lib.o", "-o", "prog"], d.path()));
    let run = cpu0c(&["exec", "prog", "--stats"], d.path());
    let err = stderr(&run);
    let last = err.lines().last().unwrap();
    assert!(last.starts_with("instructions: "), "{err}");
    let n: u64 = last["instructions: ".len()..].parse().unwrap();
    assert!(n > 20, "{err}");
    assert!(err.contains("jsub"), "{err}");
    // --budget stops a run as a trap.
    let run = cpu0c(&["exec", "prog", "--budget", "5"], d.path());
    assert_eq!(run.status.code(), Some(134));
    assert!(
        stderr(&run).contains("budget exhausted"),
        "{}",
        stderr(&run)
    );
    // --trace writes one line per instruction.
    let run = cpu0c(&["exec", "prog", "--trace"], d.path());
    assert!(stderr(&run).lines().count() as u64 >= n);
}

#[test]
fn a_trap_prints_a_backtrace() {
    let d = Dir::new();
    ok(cpu0c(&["compile", "lib.clif", "-o", "lib.o"], d.path()));
    ok(cpu0c(
        &["link", "lib.o", "-o", "crash", "--entry", "main2"],
        d.path(),
    ));
    let run = cpu0c(&["exec", "crash"], d.path());
    assert_eq!(run.status.code(), Some(134));
    let err = stderr(&run);
    let lines: Vec<&str> = err.lines().collect();
    assert!(lines[0].contains("trap int_divz at pc"), "{err}");
    assert!(lines[0].contains("(in crash +0x"), "{err}");
    assert!(lines[1].starts_with("#0 crash (0x"), "{err}");
    assert!(lines[2].starts_with("#1 main2 (0x"), "{err}");
    assert_eq!(lines.len(), 3, "{err}");
}

#[test]
fn verilog_hex_output() {
    let d = Dir::new();
    ok(cpu0c(&["compile", "main.clif", "-o", "main.o"], d.path()));
    ok(cpu0c(&["compile", "lib.clif", "-o", "lib.o"], d.path()));
    ok(cpu0c(
        &[
            "link",
            "main.o",
            "lib.o",
            "-o",
            "cpu0.hex",
            "--format",
            "verilog-hex",
        ],
        d.path(),
    ));
    let hex = std::fs::read_to_string(d.file("cpu0.hex")).unwrap();
    assert!(hex
        .lines()
        .all(|l| l.len() == 2 && u8::from_str_radix(l, 16).is_ok()));
    assert!(hex.starts_with("0f\nd0\n01\n00\n"), "lui $sp, 0x100 first");
}

#[test]
fn bad_input_gives_one_clear_error() {
    let d = Dir::new();
    ok(cpu0c(&["compile", "main.clif", "-o", "main.o"], d.path()));
    ok(cpu0c(&["compile", "lib.clif", "-o", "lib.o"], d.path()));
    let e = clean_error(&cpu0c(&["link", "main.o", "-o", "p"], d.path()));
    assert!(
        e.contains("undefined symbol `say` (referenced by main.o)"),
        "{e}"
    );
    let e = clean_error(&cpu0c(
        &["link", "main.o", "lib.o", "lib.o", "-o", "p"],
        d.path(),
    ));
    assert!(e.contains("duplicate symbol"), "{e}");
    assert!(!d.file("p").exists());
    if Path::new("/bin/true").exists() {
        let e = clean_error(&cpu0c(&["exec", "/bin/true"], d.path()));
        assert!(e.contains("not a Cpu0 ELF file"), "{e}");
        let e = clean_error(&cpu0c(&["link", "/bin/true", "-o", "p"], d.path()));
        assert!(e.contains("/bin/true: not a Cpu0 ELF file"), "{e}");
    }
    // A corrupt object and a corrupt executable.
    let mut obj = std::fs::read(d.file("main.o")).unwrap();
    obj.truncate(obj.len() / 2);
    std::fs::write(d.file("cut.o"), &obj).unwrap();
    let e = clean_error(&cpu0c(&["link", "cut.o", "-o", "p"], d.path()));
    assert!(e.contains("cut.o: malformed ELF file"), "{e}");
    ok(cpu0c(&["link", "main.o", "lib.o", "-o", "prog"], d.path()));
    let mut exe = std::fs::read(d.file("prog")).unwrap();
    exe.truncate(60);
    std::fs::write(d.file("cut"), &exe).unwrap();
    let e = clean_error(&cpu0c(&["exec", "cut"], d.path()));
    assert!(e.contains("cut: malformed ELF file"), "{e}");
    let e = clean_error(&cpu0c(&["exec", "main.o"], d.path()));
    assert!(e.contains("expected executable"), "{e}");
    let e = clean_error(&cpu0c(&["exec", "missing"], d.path()));
    assert!(e.contains("missing"), "{e}");
}
