//! `.ll` files (LLVM IR text) in the CLI: `cpu0c run`, `cpu0c compile` (assembly,
//! `--emit clif`, `-o`), then `link` and `exec` on the objects.

mod common;

use common::cpu0c;

use std::path::Path;
use std::process::Output;

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// An error exit (2) with one `error:` line and no panic.
fn clean_error(o: &Output) -> String {
    let err = stderr(o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.starts_with("error: "), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    err
}

const BE: &str = "target datalayout = \"E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64\"\n";

/// `main(int argc, char **argv)` prints "hi" and returns 40 + argc (+1 if argv
/// is null); `add` and `div64` are for `--invoke`.
const PROG: &str = r#"
@msg = private unnamed_addr constant [4 x i8] c"hi\0A\00", align 1
@table = global [2 x ptr] [ptr @add, ptr @msg], align 4

define internal void @puts(ptr %s) {
entry:
  br label %loop
loop:
  %p = phi ptr [ %s, %entry ], [ %next, %body ]
  %c = load i8, ptr %p, align 1
  %z = icmp eq i8 %c, 0
  br i1 %z, label %done, label %body
body:
  store volatile i8 %c, ptr inttoptr (i32 -16777216 to ptr), align 1
  %next = getelementptr inbounds i8, ptr %p, i32 1
  br label %loop
done:
  ret void
}

define i32 @add(i32 %a, i32 %b) {
  %s = add i32 %a, %b
  ret i32 %s
}

define i64 @div64(i64 %a, i64 %b) {
  %q = sdiv i64 %a, %b
  ret i64 %q
}

define i32 @crash(i32 %x) {
  unreachable
}

define i32 @main(i32 %argc, ptr %argv) {
  call void @puts(ptr @msg)
  %f = load ptr, ptr @table, align 4
  %r = call i32 %f(i32 40, i32 %argc)
  %null = icmp eq ptr %argv, null
  %one = zext i1 %null to i32
  %res = add i32 %r, %one
  ret i32 %res
}
"#;

fn write_prog(dir: &Path, name: &str, layout: &str) {
    std::fs::write(dir.join(name), format!("{layout}{PROG}")).unwrap();
}

#[test]
fn run_calls_main_like_a_c_program() {
    let dir = tempfile::tempdir().unwrap();
    write_prog(dir.path(), "prog.ll", BE);
    write_prog(dir.path(), "progel.ll", &BE.replace("\"E-", "\"e-"));
    for file in ["prog.ll", "progel.ll"] {
        for opt in ["none", "speed"] {
            let o = cpu0c(&["run", file, "--opt", opt], dir.path());
            // argc = 0, argv = NULL; only the program's output.
            assert_eq!(stdout(&o), "hi\n", "{}", stderr(&o));
            assert_eq!(o.status.code(), Some(41), "{}", stderr(&o));
        }
    }
    // Arguments given to main are passed.
    let o = cpu0c(&["run", "prog.ll", "2", "0x100"], dir.path());
    assert_eq!(o.status.code(), Some(42), "{}", stderr(&o));
}

#[test]
fn invoke_prints_the_result() {
    let dir = tempfile::tempdir().unwrap();
    write_prog(dir.path(), "prog.ll", BE);
    let o = cpu0c(
        &["run", "prog.ll", "--invoke", "add", "2", "-5"],
        dir.path(),
    );
    assert_eq!(stdout(&o), "add(2, -5) = -3\n");
    assert_eq!(o.status.code(), Some(253));
    let o = cpu0c(
        &[
            "run",
            "prog.ll",
            "--invoke",
            "@div64",
            "-1099511627776",
            "3",
        ],
        dir.path(),
    );
    assert_eq!(stdout(&o), "div64(-1099511627776, 3) = -366503875925\n");
    let o = cpu0c(
        &["run", "prog.ll", "--invoke", "main", "1", "0"],
        dir.path(),
    );
    assert_eq!(stdout(&o), "hi\nmain(1, 0) = 42\n");
    // A trap: its report on stderr, exit 1.
    let o = cpu0c(&["run", "prog.ll", "--invoke", "crash", "1"], dir.path());
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("crash"), "{}", stderr(&o));
    // Not defined here.
    let err = clean_error(&cpu0c(&["run", "prog.ll", "--invoke", "puts2"], dir.path()));
    assert!(err.contains("no function `@puts2`"), "{err}");
    assert!(err.contains("main"), "{err}");
    let err = clean_error(&cpu0c(
        &["run", "prog.ll", "--invoke", "add", "1"],
        dir.path(),
    ));
    assert!(
        err.contains("1 arguments given, the function takes 2"),
        "{err}"
    );
}

#[test]
fn the_target_must_agree_with_the_data_layout() {
    let dir = tempfile::tempdir().unwrap();
    write_prog(dir.path(), "prog.ll", BE);
    let o = cpu0c(&["run", "prog.ll", "--target", "cpu0"], dir.path());
    assert_eq!(o.status.code(), Some(41), "{}", stderr(&o));
    for cmd in [
        &["run", "prog.ll", "--target", "cpu0el"][..],
        &["compile", "prog.ll", "--target", "cpu0el"],
    ] {
        let err = clean_error(&cpu0c(cmd, dir.path()));
        assert!(err.contains("prog.ll"), "{err}");
        assert!(err.contains("data layout is cpu0 (big-endian)"), "{err}");
    }
    // Without a data layout, --target decides.
    write_prog(dir.path(), "nolayout.ll", "");
    let o = cpu0c(
        &["compile", "nolayout.ll", "--target", "cpu0el", "-o", "n.o"],
        dir.path(),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let obj = std::fs::read(dir.path().join("n.o")).unwrap();
    assert_eq!(obj[5], 1, "EI_DATA: little-endian");
}

#[test]
fn compile_prints_assembly_or_clif() {
    let dir = tempfile::tempdir().unwrap();
    write_prog(dir.path(), "prog.ll", BE);
    let o = cpu0c(&["compile", "prog.ll"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let asm = stdout(&o);
    for f in ["function %puts:", "function %add:", "function %main:"] {
        assert!(asm.contains(f), "{asm}");
    }
    assert!(asm.contains("jsub"), "{asm}");
    let o = cpu0c(&["compile", "prog.ll", "--emit", "clif"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let clif = stdout(&o);
    assert!(clif.contains("; data %msg: 4 bytes"), "{clif}");
    assert!(clif.contains(";   0000: 68 69 0a 00"), "{clif}");
    assert!(clif.contains("; data %table: 8 bytes"), "{clif}");
    assert!(clif.contains("+0: &%add"), "{clif}");
    assert!(clif.contains("+4: &%msg"), "{clif}");
    assert!(clif.contains("function %main(i32, i32) -> i32"), "{clif}");
    assert!(clif.contains("= colocated %puts"), "{clif}");
    assert!(clif.contains("sequence_point"), "{clif}");
    // The functions are CLIF that the reader takes back (data symbols aside).
    let funcs: String = clif
        .lines()
        .filter(|l| !l.starts_with(';'))
        .collect::<Vec<_>>()
        .join("\n");
    let parsed = cranelift_reader::parse_functions(&funcs).expect("the CLIF parses");
    assert_eq!(parsed.len(), 5);
}

#[test]
fn objects_from_ll_files_link_and_run() {
    let dir = tempfile::tempdir().unwrap();
    let lib = format!(
        "{BE}@counter = global i32 5, align 4\n\
         define internal i32 @helper(i32 %x) {{\n  %y = mul i32 %x, 3\n  ret i32 %y\n}}\n\
         define i32 @bump(i32 %x) {{\n  %c = load i32, ptr @counter\n  %h = call i32 @helper(i32 %x)\n  \
         %n = add i32 %c, %h\n  store i32 %n, ptr @counter\n  ret i32 %n\n}}\n"
    );
    let main = format!(
        "{BE}@counter = external global i32\n\
         declare i32 @bump(i32)\n\
         define internal i32 @helper() {{\n  ret i32 1000\n}}\n\
         define i32 @main() {{\n  %a = call i32 @bump(i32 1)\n  %b = call i32 @bump(i32 2)\n  \
         %c = load i32, ptr @counter\n  %h = call i32 @helper()\n  %s = add i32 %b, %c\n  \
         %t = sub i32 %h, 1000\n  %r = add i32 %s, %t\n  \
         store volatile i8 79, ptr inttoptr (i32 -16777216 to ptr)\n  \
         store volatile i8 75, ptr inttoptr (i32 -16777216 to ptr)\n  ret i32 %r\n}}\n"
    );
    std::fs::write(dir.path().join("lib.ll"), lib).unwrap();
    std::fs::write(dir.path().join("main.ll"), main).unwrap();
    for (src, obj) in [("lib.ll", "lib.o"), ("main.ll", "main.o")] {
        let o = cpu0c(&["compile", src, "-o", obj], dir.path());
        assert!(o.status.success(), "{}", stderr(&o));
    }
    let o = cpu0c(&["link", "main.o", "lib.o", "-o", "prog"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let o = cpu0c(&["exec", "prog"], dir.path());
    // counter: 5 -> 8 -> 14; main returns 14 + 14.
    assert_eq!(stdout(&o), "OK");
    assert_eq!(o.status.code(), Some(28), "{}", stderr(&o));

    // A trap in an executable built from IR: a backtrace, exit 134.
    write_prog(dir.path(), "prog.ll", BE);
    let o = cpu0c(&["compile", "prog.ll", "-o", "prog.o"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let o = cpu0c(
        &["link", "prog.o", "-o", "crash", "--entry", "crash"],
        dir.path(),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let o = cpu0c(&["exec", "crash"], dir.path());
    assert_eq!(o.status.code(), Some(134));
    assert!(stderr(&o).contains("#0 crash"), "{}", stderr(&o));
}

#[test]
fn bad_ll_files_are_errors_with_positions() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("syntax.ll"),
        "define i32 @f() {\n  %x = add i32 1,\n}\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("float.ll"),
        "define half @f(half %x) {\n  %y = fadd half %x, %x\n  ret half %y\n}\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("wide.ll"),
        "target datalayout = \"e-m:e-i64:64-n32:64-S128\"\ndefine i32 @main() {\n  ret i32 0\n}\n",
    )
    .unwrap();
    for cmd in ["run", "compile"] {
        let err = clean_error(&cpu0c(&[cmd, "syntax.ll"], dir.path()));
        assert!(err.starts_with("error: syntax.ll:3:"), "{err}");
        let err = clean_error(&cpu0c(&[cmd, "float.ll"], dir.path()));
        assert!(err.starts_with("error: float.ll:"), "{err}");
        assert!(err.contains("in @f"), "{err}");
        let err = clean_error(&cpu0c(&[cmd, "wide.ll"], dir.path()));
        assert!(err.contains("64-bit pointers"), "{err}");
        let err = clean_error(&cpu0c(&[cmd, "missing.ll"], dir.path()));
        assert!(err.contains("missing.ll"), "{err}");
    }
}
