//! `time.h` of the C library: `clock()` and `time()` from the simulator's
//! instruction count (the `__cpu0_instret` system service), and gmtime, mktime
//! and strftime against glibc. The programs are `tests/libc/timefmt.c` (output
//! compared with glibc's, `tests/libc/expected/timefmt.out`) and
//! `tests/libc/own/clock.c` (readings checked against the per-instruction trace
//! of the interpreter), compiled by `tests/libc/regen.sh`.
mod common;

use std::path::{Path, PathBuf};
use std::process::Output;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/libc")
}

fn cpu0c(args: &[&str]) -> Output {
    common::cpu0c(args, &dir())
}

fn stdout(o: &Output, what: &str) -> String {
    assert!(
        o.status.success(),
        "{what}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// `cpu0c cc -O2 LL -o EXE` (the optimisation `cpu0c run` applies to `.ll`).
fn build(ll: &Path, exe: &Path) {
    let o = cpu0c(&[
        "cc",
        "-O2",
        ll.to_str().unwrap(),
        "-o",
        exe.to_str().unwrap(),
    ]);
    stdout(&o, "cc");
}

#[test]
fn gmtime_mktime_and_strftime_match_glibc() {
    let want = std::fs::read_to_string(dir().join("expected/timefmt.out")).unwrap();
    let tmp = tempfile::tempdir().unwrap();
    for arch in ["mips", "mipsel"] {
        let ll = dir().join(format!("ll/timefmt.{arch}.ll"));
        let jit = stdout(&cpu0c(&["run", ll.to_str().unwrap()]), "run");
        assert_eq!(jit, want, "timefmt.{arch} (JIT)");
        let exe = tmp.path().join(format!("timefmt.{arch}"));
        build(&ll, &exe);
        let aot = stdout(&cpu0c(&["exec", exe.to_str().unwrap()]), "exec");
        assert_eq!(aot, want, "timefmt.{arch} (AOT)");
    }
}

/// The first five numbers `own/clock.c` prints, each with the words before it.
fn readings(out: &str) -> Vec<(String, i64)> {
    out.lines()
        .take(5)
        .map(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            let at = words
                .iter()
                .position(|w| w.parse::<i64>().is_ok())
                .unwrap_or(0);
            (words[..at].join(" "), words[at].parse().unwrap_or(-1))
        })
        .collect()
}

/// The instruction counts at each call of the service, from the trace of the
/// interpreter (a line per executed instruction): the number of lines up to and
/// including each execution of the stub's last instruction (its delay slot),
/// after which the machine halts at the service.
fn counts_from_trace(exe: &Path) -> Vec<u64> {
    let exe = exe.to_str().unwrap();
    let dump = stdout(&cpu0c(&["objdump", exe]), "objdump");
    let stub = dump
        .lines()
        .find(|l| l.ends_with(" __cpu0_instret") && l.contains(" F .text"))
        .and_then(|l| u32::from_str_radix(&l[..8], 16).ok())
        .expect("the symbol table lists the service's stub");
    let last = format!("{:08x}:", stub + 12);
    let traced = cpu0c(&["exec", exe, "--trace", "--engine", "interp"]);
    stdout(&traced, "exec --trace");
    let trace = String::from_utf8_lossy(&traced.stderr);
    let mut counts = Vec::new();
    for (i, line) in trace.lines().enumerate() {
        if line.starts_with(&last) {
            counts.push(i as u64 + 1);
        }
    }
    counts
}

#[test]
fn clock_reads_the_instruction_count_exactly_on_every_engine() {
    let tmp = tempfile::tempdir().unwrap();
    for arch in ["mips", "mipsel"] {
        let ll = dir().join(format!("ll/own/clock.{arch}.ll"));
        let ll = ll.to_str().unwrap();
        let exe = tmp.path().join(format!("clock.{arch}"));
        build(Path::new(ll), &exe);
        let exe_s = exe.to_str().unwrap();
        let aot = stdout(&cpu0c(&["exec", exe_s]), "exec");
        for engine in ["interp", "translate"] {
            let again = stdout(&cpu0c(&["exec", exe_s, "--engine", engine]), "exec");
            assert_eq!(again, aot, "clock.{arch} AOT on {engine}");
        }
        let translated = ["--engine", "translate", "--translate-after", "0"];
        let jit = stdout(&cpu0c(&["run", ll]), "run");
        for engine in [&["--engine", "interp"][..], &translated] {
            let mut args = vec!["run", ll];
            args.extend(engine);
            let again = stdout(&cpu0c(&args), "run");
            assert_eq!(again, jit, "clock.{arch} JIT with {engine:?}");
        }

        // The readings against the trace: clock() is the count at the service.
        let c = counts_from_trace(&exe);
        // a, b, c, d, the one before the loop, 3000 in the loop, then time().
        assert_eq!(c.len(), 4 + 1 + 3000 + 1, "clock.{arch}");
        let step = c[6] - c[5];
        assert!(c[5..5 + 3000].windows(2).all(|w| w[1] - w[0] == step));
        let want = [
            ("a", c[0]),
            ("b-a", c[1] - c[0]),
            ("c-b", c[2] - c[1]),
            ("d-c", c[3] - c[2]),
            ("loop step", step),
        ];
        let want: Vec<(String, i64)> = want
            .iter()
            .map(|(l, v)| (l.to_string(), *v as i64))
            .collect();
        let got = readings(&aot);
        assert_eq!(got, want, "clock.{arch} AOT:\n{aot}");
        assert!(
            aot.contains("loop step") && aot.contains(" same 1\n"),
            "{aot}"
        );
        assert!(aot.contains("time 0 (clock/1e6 0)\n"), "{aot}");

        // The JIT runs the same code; it calls main directly, without the
        // executable's start-up stub (lui ori subu jsub nop: 5 instructions).
        let mut jit_want = want.clone();
        jit_want[0].1 -= 5;
        assert_eq!(readings(&jit), jit_want, "clock.{arch} JIT:\n{jit}");

        // Past a simulated second (1,000,000 instructions): time() is 1.
        let later = "later: time 1 clock/1e6 1\n";
        assert!(stdout(&cpu0c(&["run", ll, "--", "x"]), "run").ends_with(later));
        assert!(stdout(&cpu0c(&["exec", exe_s, "x"]), "exec").ends_with(later));
    }
}
