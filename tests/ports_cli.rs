//! The I/O ports and program arguments in the CLI: `cpu0c sim`, `exec` and `run`
//! feed their standard input to the input port, exit with the program's status
//! (the exit port's word or main's result, low 8 bits), and pass argc/argv to
//! main. Expected outputs are worked out by hand from the programs below.

mod common;

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

fn cpu0c_with_input(args: &[&str], dir: &Path, input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cpu0c"))
        .args(common::checked_run_args(args))
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Reads its input to the end, prints it backwards, then exits through the exit
/// port with status 0x103 (the process sees 3).
const REVERSE_S: &str = "
        lui   $sp, 0x10
        lui   $t9, 0xff00
        addiu $s0, $zero, 0x1000
        addiu $s1, $zero, 0x1000
read:   ld    $t0, 4($t9)
        addiu $t1, $zero, -1
        beq   $t0, $t1, back
        nop
        sb    $t0, 0($s1)
        addiu $s1, $s1, 1
        jmp   read
back:   beq   $s1, $s0, done
        nop
        addiu $s1, $s1, -1
        lbu   $t0, 0($s1)
        sb    $t0, 0($t9)
        jmp   back
done:   addiu $t0, $zero, 0x103
        st    $t0, 8($t9)
        jmp   done
";

#[test]
fn sim_reads_stdin_and_exits_with_the_port_status() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("rev.s"), REVERSE_S).unwrap();
    for endian in ["big", "little"] {
        let o = cpu0c_with_input(
            &["sim", "rev.s", "--endian", endian],
            dir.path(),
            b"stressed\n",
        );
        assert_eq!(stdout(&o), "\ndesserts", "{}", stderr(&o));
        assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
        assert!(
            stderr(&o).contains("exited with status 259"),
            "{}",
            stderr(&o)
        );
    }
    // Empty input: nothing printed, same status.
    let o = cpu0c_with_input(&["sim", "rev.s"], dir.path(), b"");
    assert_eq!(stdout(&o), "");
    assert_eq!(o.status.code(), Some(3));
}

const LAYOUTS: [&str; 2] = [
    "target datalayout = \"E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64\"\n",
    "target datalayout = \"e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64\"\n",
];

/// `main` prints each of argv[0..argc] on a line ("NULL?" if argv[argc] is not
/// NULL), then its input backwards (up to 256 bytes); with no input it returns
/// argc, otherwise it exits through the exit port with the input's length.
const ARGS_LL: &str = r#"
@notnull = private unnamed_addr constant [6 x i8] c"NULL?\00", align 1

define internal void @putc(i32 %c) {
  %b = trunc i32 %c to i8
  store volatile i8 %b, ptr inttoptr (i32 -16777216 to ptr)
  ret void
}

define internal void @puts(ptr %s) {
entry:
  br label %loop
loop:
  %p = phi ptr [ %s, %entry ], [ %next, %body ]
  %c = load i8, ptr %p
  %z = icmp eq i8 %c, 0
  br i1 %z, label %done, label %body
body:
  %cz = zext i8 %c to i32
  call void @putc(i32 %cz)
  %next = getelementptr i8, ptr %p, i32 1
  br label %loop
done:
  call void @putc(i32 10)
  ret void
}

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %buf = alloca [256 x i8], align 1
  br label %args
args:
  %i = phi i32 [ 0, %entry ], [ %i1, %arg ]
  %more = icmp slt i32 %i, %argc
  br i1 %more, label %arg, label %last
arg:
  %pp = getelementptr ptr, ptr %argv, i32 %i
  %s = load ptr, ptr %pp
  call void @puts(ptr %s)
  %i1 = add i32 %i, 1
  br label %args
last:
  %lp = getelementptr ptr, ptr %argv, i32 %argc
  %l = load ptr, ptr %lp
  %isnull = icmp eq ptr %l, null
  br i1 %isnull, label %read, label %bad
bad:
  call void @puts(ptr @notnull)
  br label %read
read:
  %n = phi i32 [ 0, %last ], [ 0, %bad ], [ %n1, %store ]
  %c = load volatile i32, ptr inttoptr (i32 -16777212 to ptr)
  %end = icmp eq i32 %c, -1
  %full = icmp eq i32 %n, 256
  %stop = or i1 %end, %full
  br i1 %stop, label %back, label %store
store:
  %b = trunc i32 %c to i8
  %bp = getelementptr i8, ptr %buf, i32 %n
  store i8 %b, ptr %bp
  %n1 = add i32 %n, 1
  br label %read
back:
  %k = phi i32 [ %n, %read ], [ %k1, %put ]
  %left = icmp sgt i32 %k, 0
  br i1 %left, label %put, label %done
put:
  %k1 = sub i32 %k, 1
  %kp = getelementptr i8, ptr %buf, i32 %k1
  %kb = load i8, ptr %kp
  %kz = zext i8 %kb to i32
  call void @putc(i32 %kz)
  br label %back
done:
  %none = icmp eq i32 %n, 0
  br i1 %none, label %ret, label %exit
ret:
  ret i32 %argc
exit:
  store volatile i32 %n, ptr inttoptr (i32 -16777208 to ptr)
  unreachable
}
"#;

#[test]
fn exec_and_run_pass_argv_and_stdin_and_exit_with_the_status() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    for (i, layout) in LAYOUTS.iter().enumerate() {
        let ll = format!("args{i}.ll");
        let exe = format!("args{i}");
        std::fs::write(d.join(&ll), format!("{layout}{ARGS_LL}")).unwrap();
        let o = cpu0c_with_input(&["compile", &ll, "-o", "args.o"], d, b"");
        assert!(o.status.success(), "{}", stderr(&o));
        let o = cpu0c_with_input(&["link", "args.o", "-o", &exe], d, b"");
        assert!(o.status.success(), "{}", stderr(&o));

        // exec: argv[0] is the file as given; no input: main returns argc.
        let o = cpu0c_with_input(&["exec", &exe, "one", "two words", "--", "-x"], d, b"");
        assert_eq!(
            stdout(&o),
            format!("{exe}\none\ntwo words\n-x\n"),
            "{}",
            stderr(&o)
        );
        assert_eq!(o.status.code(), Some(4), "{}", stderr(&o));
        // With input: printed backwards, exit through the port with its length.
        let o = cpu0c_with_input(&["exec", &exe], d, b"abcde");
        assert_eq!(stdout(&o), format!("{exe}\nedcba"), "{}", stderr(&o));
        assert_eq!(o.status.code(), Some(5), "{}", stderr(&o));
        // 300 bytes of input: 256 are kept, and the status is 256 & 0xff = 0.
        let o = cpu0c_with_input(&["exec", &exe], d, &[b'z'; 300]);
        assert_eq!(stdout(&o), format!("{exe}\n{}", "z".repeat(256)));
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));

        // run: the same through the JIT, the arguments after `--`.
        let o = cpu0c_with_input(&["run", &ll, "--", "a", "-b"], d, b"");
        assert_eq!(stdout(&o), format!("{ll}\na\n-b\n"), "{}", stderr(&o));
        assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
        let o = cpu0c_with_input(&["run", &ll], d, b"xy\n");
        assert_eq!(stdout(&o), format!("{ll}\n\nyx"), "{}", stderr(&o));
        assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    }
}
