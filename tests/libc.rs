//! The C library (`cpu0-libc`) against glibc: the programs of `tests/libc/`
//! (printf conversions, strtod round trips, malloc under a random workload, qsort,
//! bsearch, setjmp/longjmp, string.h, math.h), compiled by clang with the
//! library's headers (`tests/libc/ll/`, committed; `tests/libc/regen.sh` makes
//! them and the expected outputs, which are what the same programs print when built
//! natively with gcc and glibc). Each runs on both byte orders, with the JIT
//! (`cpu0c run`) and ahead of time (`cpu0c cc X.ll -o exe`, `cpu0c exec exe`), and
//! must print exactly glibc's output; math results may differ from glibc's by at
//! most one ulp (exact operations: not at all).
mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/libc")
}

fn cpu0c(args: &[&str]) -> Output {
    common::cpu0c(args, &dir())
}

fn expected(name: &str) -> String {
    std::fs::read_to_string(dir().join(format!("expected/{name}.out"))).unwrap()
}

/// The program's output with the JIT and ahead of time, for one byte order.
fn outputs(name: &str, arch: &str) -> Vec<(String, String)> {
    let ll = dir().join(format!("ll/{name}.{arch}.ll"));
    let ll = ll.to_str().unwrap();
    let mut results = Vec::new();
    let jit = cpu0c(&["run", ll]);
    assert!(
        jit.status.success(),
        "{name}.{arch} (JIT): {}",
        String::from_utf8_lossy(&jit.stderr)
    );
    results.push((
        "jit".to_string(),
        String::from_utf8_lossy(&jit.stdout).into_owned(),
    ));
    let exe = tempfile::NamedTempFile::new().unwrap();
    let exe_path = exe.path().to_str().unwrap();
    let built = cpu0c(&["cc", ll, "-o", exe_path]);
    assert!(
        built.status.success(),
        "{name}.{arch} (cc): {}",
        String::from_utf8_lossy(&built.stderr)
    );
    let aot = cpu0c(&["exec", exe_path]);
    assert!(
        aot.status.success(),
        "{name}.{arch} (exec): {}",
        String::from_utf8_lossy(&aot.stderr)
    );
    results.push((
        "aot".to_string(),
        String::from_utf8_lossy(&aot.stdout).into_owned(),
    ));
    results
}

fn same_as_glibc(name: &str) {
    let want = expected(name);
    for arch in ["mips", "mipsel"] {
        for (mode, got) in outputs(name, arch) {
            if got != want {
                let line = got
                    .lines()
                    .zip(want.lines())
                    .position(|(a, b)| a != b)
                    .unwrap_or(got.lines().count().min(want.lines().count()));
                panic!(
                    "{name} on {arch} ({mode}) differs from glibc at line {}: got {:?}, glibc {:?}",
                    line + 1,
                    got.lines().nth(line),
                    want.lines().nth(line)
                );
            }
        }
    }
}

/// `own/heap.c` mallocs until NULL: the heap ends (NULL, `ENOMEM`) below the
/// stack instead of crashing, on the JIT and ahead of time (facts worked out
/// from the C source; not compared with glibc, whose heap is the host's memory).
#[test]
fn malloc_returns_null_when_the_heap_is_used_up() {
    let want = "big blocks: at least 8\nsmall blocks: some\nENOMEM: 1 1\n\
                contents intact: yes\nbelow the stack: yes\nfreed space reused: yes\n";
    for arch in ["mips", "mipsel"] {
        for (mode, got) in outputs("own/heap", arch) {
            assert_eq!(got, want, "heap.{arch} ({mode})");
        }
    }
}

#[test]
fn printf_matches_glibc() {
    same_as_glibc("printf");
}

#[test]
fn strtod_and_strtol_match_glibc() {
    same_as_glibc("strtod");
}

#[test]
fn malloc_qsort_setjmp_strings_match_glibc() {
    same_as_glibc("alloc");
}

/// A double's distance from another in units in the last place (ordered bits).
fn ulps(a: f64, b: f64) -> u64 {
    let key = |x: f64| {
        let i = x.to_bits() as i64;
        if i < 0 {
            i64::MIN.wrapping_sub(i)
        } else {
            i
        }
    };
    key(a).abs_diff(key(b))
}

/// As [`ulps`], for values that are floats.
fn ulps32(a: f64, b: f64) -> u64 {
    let key = |x: f64| {
        let i = (x as f32).to_bits() as i32 as i64;
        if i < 0 {
            i64::from(i32::MIN) - i
        } else {
            i
        }
    };
    key(a).abs_diff(key(b))
}

fn parse_hex_float(s: &str) -> f64 {
    let (neg, s) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s),
    };
    let s = s
        .strip_prefix("0x")
        .unwrap_or_else(|| panic!("not a hex float: {s}"));
    let (mant, exp) = s.split_once('p').unwrap();
    let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
    let mut m = u64::from_str_radix(int, 16).unwrap() as f64;
    let mut scale = 1.0 / 16.0;
    for c in frac.chars() {
        m += c.to_digit(16).unwrap() as f64 * scale;
        scale /= 16.0;
    }
    let v = m * 2f64.powi(exp.parse::<i32>().unwrap());
    if neg {
        -v
    } else {
        v
    }
}

/// Each result within 1 ulp of glibc's, or (where glibc itself is off by more than
/// that: tanh, cosh, ... are up to 2 ulps from the true value) within 1 ulp of the
/// correctly rounded value (`expected/mathlib.exact`, computed with mpmath).
#[test]
fn math_within_one_ulp_of_glibc() {
    let want = expected("mathlib");
    let exact_text = std::fs::read_to_string(dir().join("expected/mathlib.exact")).unwrap();
    let exact_lines: Vec<&str> = exact_text.lines().collect();
    let exact = [
        "sqrt", "floor", "ceil", "trunc", "round", "fabs", "fmod", "frexp", "special",
    ];
    for arch in ["mips", "mipsel"] {
        for (mode, got) in outputs("mathlib", arch) {
            assert_eq!(got.lines().count(), want.lines().count());
            for (i, (g, w)) in got.lines().zip(want.lines()).enumerate() {
                let x: Vec<&str> = exact_lines[i].split(' ').collect();
                let name = w.split(' ').next().unwrap();
                let (gv, wv): (Vec<&str>, Vec<&str>) =
                    (g.split(' ').collect(), w.split(' ').collect());
                assert_eq!(gv.len(), wv.len(), "{g} / {w}");
                // The arguments are the same; the results within 1 ulp (0 if exact).
                let limit = if exact.contains(&name) { 0 } else { 1 };
                for (k, (a, b)) in gv.iter().zip(&wv).enumerate().skip(1) {
                    if a.starts_with(['-', '0']) && a.contains('p') {
                        let ours = parse_hex_float(a);
                        // sinf, cosf, tanf: floats, in float ulps.
                        let ulps = if name.ends_with('f') { ulps32 } else { ulps };
                        let d = ulps(ours, parse_hex_float(b));
                        let dx = ulps(ours, parse_hex_float(x[k]));
                        assert!(
                            d <= limit || (limit > 0 && dx <= limit),
                            "{arch} {mode}: `{g}` vs glibc `{w}`: {d} ulps ({dx} from the exact value)"
                        );
                    } else {
                        assert_eq!(a, b, "{arch} {mode}: `{g}` vs glibc `{w}`");
                    }
                }
            }
        }
    }
}

/// `main` prints `twice(21)` with printf; `twice` (another file) adds atoi("21").
const CC_MAIN: &str = r#"target datalayout = "DL"
@.str = private unnamed_addr constant [10 x i8] c"sum = %d\0A\00", align 1
declare i32 @printf(i8*, ...)
declare i32 @twice(i32)
define i32 @main() {
  %1 = call i32 @twice(i32 21)
  %2 = call i32 (i8*, ...) @printf(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i32 %1)
  ret i32 0
}
"#;

const CC_TWICE: &str = r#"target datalayout = "DL"
@.s = private unnamed_addr constant [3 x i8] c"21\00", align 1
declare i32 @atoi(i8*)
define i32 @twice(i32 %x) {
  %1 = call i32 @atoi(i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.s, i32 0, i32 0))
  %2 = add i32 %x, %1
  ret i32 %2
}
"#;

/// `cc a.o b.o`: objects made by `cc -c` (without the library) get the library
/// members their undefined symbols need, as from a static archive.
#[test]
fn cc_links_the_library_for_objects() {
    for (target, layout) in [
        ("cpu0", "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"),
        ("cpu0el", "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let path = |name: &str| dir.path().join(name).to_str().unwrap().to_string();
        std::fs::write(path("a.ll"), CC_MAIN.replace("DL", layout)).unwrap();
        std::fs::write(path("b.ll"), CC_TWICE.replace("DL", layout)).unwrap();
        for name in ["a", "b"] {
            let o = cpu0c(&[
                "cc",
                "-c",
                &path(&format!("{name}.ll")),
                "-o",
                &path(&format!("{name}.o")),
            ]);
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        }
        // Only objects: the byte order comes from them.
        let built = cpu0c(&["cc", &path("a.o"), &path("b.o"), "-o", &path("prog")]);
        assert!(
            built.status.success(),
            "{target}: {}",
            String::from_utf8_lossy(&built.stderr)
        );
        let run = cpu0c(&["exec", &path("prog")]);
        assert_eq!(
            String::from_utf8_lossy(&run.stdout),
            "sum = 42\n",
            "{target}"
        );
        assert_eq!(run.status.code(), Some(0));
    }
}

/// `own/walls.c`: a wild write (outside memory, into code), a stack overflow, a
/// call of a NULL function pointer and a NULL load each end the program in a
/// trap that names the wall and prints a backtrace (JIT: exit 1, AOT: 134),
/// after the program's earlier output, never a host crash.
#[test]
fn bad_c_programs_trap_with_a_backtrace() {
    let cases = [
        ("w", "address 0x7ff00000 is outside memory"),
        ("x", "write to code memory"),
        ("s", "stack overflow"),
        ("n", "null pointer: fetch from address 0x0"),
        ("d", "null pointer: load from address 0x8"),
    ];
    for arch in ["mips", "mipsel"] {
        let ll = dir().join(format!("ll/own/walls.{arch}.ll"));
        let ll = ll.to_str().unwrap();
        let exe = tempfile::NamedTempFile::new().unwrap();
        let exe_path = exe.path().to_str().unwrap();
        let built = cpu0c(&["cc", ll, "-o", exe_path]);
        assert!(
            built.status.success(),
            "{}",
            String::from_utf8_lossy(&built.stderr)
        );
        for (mode, wall) in cases {
            let jit = cpu0c(&["run", ll, "--", mode]);
            let aot = cpu0c(&["exec", exe_path, mode]);
            for (how, o, code) in [("jit", jit, 1), ("aot", aot, 134)] {
                let err = String::from_utf8_lossy(&o.stderr);
                let what = format!("walls.{arch} {mode} ({how}): {err}");
                assert_eq!(o.status.code(), Some(code), "{what}");
                assert_eq!(
                    String::from_utf8_lossy(&o.stdout),
                    format!("start {mode}\n")
                );
                assert!(err.contains(wall), "{what}");
                // The overflow's backtrace shows its first frames, all `deep`.
                let frame = if mode == "s" { "deep" } else { "main" };
                assert!(err.contains("#0 ") && err.contains(frame), "{what}");
                assert!(!err.contains("panicked"), "{what}");
            }
        }
    }
}

/// `run prog.c -- ARGS` gives main argc/argv (with clang-14 only: skipped without).
#[test]
fn run_of_a_c_file_passes_arguments() {
    if Command::new("clang-14").arg("--version").output().is_err() {
        eprintln!("clang-14 not installed: skipped");
        return;
    }
    let c = dir().join("own/walls.c");
    let o = cpu0c(&["run", c.to_str().unwrap(), "--", "d"]);
    assert_eq!(String::from_utf8_lossy(&o.stdout), "start d\n");
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("null pointer: load from address 0x8"));
}

/// `cc` of `.ll` and `.o` inputs runs no clang (only C files need it): with an
/// empty `PATH`, a committed program still builds, links the library and runs.
#[test]
fn cc_without_c_files_needs_no_clang() {
    let ll = dir().join("ll/alloc.mipsel.ll");
    let ll = ll.to_str().unwrap();
    let tmp = tempfile::tempdir().unwrap();
    let exe = tmp.path().join("prog");
    let exe = exe.to_str().unwrap();
    let built = std::process::Command::new(env!("CARGO_BIN_EXE_cpu0c"))
        .args(["cc", ll, "-o", exe])
        .env("PATH", "")
        .output()
        .unwrap();
    assert!(
        built.status.success(),
        "{}",
        String::from_utf8_lossy(&built.stderr)
    );
    let run = cpu0c(&["exec", exe]);
    assert_eq!(String::from_utf8_lossy(&run.stdout), expected("alloc"));
}
