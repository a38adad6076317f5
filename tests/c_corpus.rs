//! The C corpus (`tests/c/`): programs written for this project, compiled by clang 14
//! at -O0 and -O2 for both byte orders (`tests/c/ll/NAME.{O0,O2}.{mips,mipsel}.ll`,
//! committed; `tests/c/regen.sh` makes them again), each run on Cpu0
//!
//! - through the JIT: `cpu0c run NAME.ll`;
//! - ahead of time: `cpu0c compile NAME.ll -o`, `cpu0c link`, `cpu0c exec`;
//!
//! and required to print exactly what the same C program prints when built natively
//! with gcc (`-DHOST`: the I/O port becomes `putchar`) and to exit with the same
//! status. Without gcc the committed `tests/c/expected/NAME.out` stands in (and
//! `regen.sh` writes it from gcc). Where `lli-14` is installed, the little-endian IR
//! also runs on the host with lli (see [`lli_runs_the_little_endian_ir_alike`]).
//!
//! Environment: `C_FILTER=name` runs the programs whose name contains `name`;
//! `CC` names the native compiler (default gcc), `LLI` the interpreter (lli-14).
mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

/// The four `.ll` files of each program: optimisation level and byte order.
const VARIANTS: [&str; 4] = ["O0.mips", "O0.mipsel", "O2.mips", "O2.mipsel"];

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/c")
}

fn ll_path(name: &str, variant: &str) -> PathBuf {
    corpus_dir().join("ll").join(format!("{name}.{variant}.ll"))
}

/// Every program (the stem of each `tests/c/*.c`), filtered by `C_FILTER`.
fn programs() -> Vec<String> {
    let filter = std::env::var("C_FILTER").unwrap_or_default();
    let mut names: Vec<String> = std::fs::read_dir(corpus_dir())
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .filter(|n| n.contains(&filter))
        .collect();
    names.sort();
    names
}

fn cpu0c(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cpu0c"))
        .args(common::checked_run_args(args))
        .output()
        .expect("cpu0c runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// What a program should print, and its exit status when known.
struct Expected {
    stdout: Vec<u8>,
    /// The native program's exit status (gcc); `None` without gcc.
    status: Option<i32>,
}

/// Whether `program --version` runs.
fn have(program: &str) -> bool {
    Command::new(program)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

fn native_cc() -> String {
    std::env::var("CC").unwrap_or_else(|_| "gcc".to_string())
}

/// Builds and runs each program natively (once per test binary).
fn expected() -> &'static BTreeMap<String, Expected> {
    static EXPECTED: OnceLock<BTreeMap<String, Expected>> = OnceLock::new();
    EXPECTED.get_or_init(|| {
        let cc = native_cc();
        let native = have(&cc);
        if !native {
            eprintln!("{cc} not found: comparing with the committed tests/c/expected/*.out");
        }
        let dir = tempfile::tempdir().unwrap();
        let mut out = BTreeMap::new();
        for name in programs() {
            let e = if native {
                let exe = dir.path().join(&name);
                // As regen.sh builds them: no errno, libm for the float programs.
                let build = Command::new(&cc)
                    .args(["-DHOST", "-O2", "-fno-math-errno", "-w", "-o"])
                    .arg(&exe)
                    .arg(corpus_dir().join(format!("{name}.c")))
                    .arg("-lm")
                    .output()
                    .unwrap();
                assert!(
                    build.status.success(),
                    "{cc} {name}.c: {}",
                    text(&build.stderr)
                );
                let run = Command::new(&exe).output().unwrap();
                Expected {
                    stdout: run.stdout,
                    status: run.status.code(),
                }
            } else {
                let path = corpus_dir().join("expected").join(format!("{name}.out"));
                Expected {
                    stdout: std::fs::read(&path)
                        .unwrap_or_else(|e| panic!("{}: {e}", path.display())),
                    status: None,
                }
            };
            out.insert(name, e);
        }
        out
    })
}

/// Checks one run against the expectation; the first status seen stands in for
/// the native one when that is unknown. Returns a description of a mismatch.
fn check(
    what: &str,
    out: &Output,
    expected: &Expected,
    seen_status: &mut Option<i32>,
) -> Option<String> {
    if out.stdout != expected.stdout {
        return Some(format!(
            "{what}: the output differs\n--- expected\n{}--- got\n{}--- stderr\n{}",
            text(&expected.stdout),
            text(&out.stdout),
            text(&out.stderr)
        ));
    }
    let want = expected.status.or(*seen_status);
    let got = out.status.code();
    if want.is_some() && got != want {
        return Some(format!(
            "{what}: exit status {got:?}, expected {want:?}\n{}",
            text(&out.stderr)
        ));
    }
    seen_status.get_or_insert(got.unwrap_or(-1));
    None
}

fn report(failures: Vec<String>, runs: usize) {
    assert!(
        failures.is_empty(),
        "{} of {runs} runs failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_corpus_is_complete() {
    if !std::env::var("C_FILTER").unwrap_or_default().is_empty() {
        return;
    }
    let names = programs();
    assert!(
        (12..=24).contains(&names.len()),
        "{} programs: {names:?}",
        names.len()
    );
    for name in &names {
        for v in VARIANTS {
            assert!(
                ll_path(name, v).is_file(),
                "{} is missing: run tests/c/regen.sh",
                ll_path(name, v).display()
            );
        }
        let out = corpus_dir().join("expected").join(format!("{name}.out"));
        assert!(
            out.is_file(),
            "{} is missing: run tests/c/regen.sh",
            out.display()
        );
    }
    assert!(corpus_dir().join("regen.sh").is_file());
}

#[test]
fn the_committed_expectations_are_what_gcc_prints() {
    if !have(&native_cc()) {
        eprintln!("skipped: {} not found", native_cc());
        return;
    }
    for (name, e) in expected() {
        let path = corpus_dir().join("expected").join(format!("{name}.out"));
        let committed = std::fs::read(&path).unwrap();
        assert!(
            committed == e.stdout,
            "{}: differs from the native output; run tests/c/regen.sh",
            path.display()
        );
    }
}

#[test]
fn runs_in_the_jit_as_natively() {
    let mut failures = Vec::new();
    let mut runs = 0;
    for (name, e) in expected() {
        let mut status = None;
        // Every file as the CLI runs it (`--opt speed`), the -O0 files also
        // unoptimised, the -O2 files also for cpu032I, there with every unit
        // translated at first sight (the objects test covers cpu032II so).
        let mut cases: Vec<(&str, Vec<&str>)> = VARIANTS.iter().map(|v| (*v, vec![])).collect();
        cases.push(("O0.mips", vec!["--opt", "none"]));
        cases.push(("O0.mipsel", vec!["--opt", "none"]));
        let translated = ["--engine", "translate", "--translate-after", "0"];
        for variant in ["O2.mips", "O2.mipsel"] {
            let mut args = vec!["--isa", "cpu032I"];
            args.extend(translated);
            cases.push((variant, args));
        }
        for (variant, extra) in cases {
            let path = ll_path(name, variant);
            let path = path.to_str().unwrap();
            let mut args = vec!["run", path];
            args.extend(&extra);
            runs += 1;
            let out = cpu0c(&args);
            if let Some(f) = check(&format!("cpu0c {}", args.join(" ")), &out, e, &mut status) {
                failures.push(f);
            }
        }
    }
    report(failures, runs);
}

#[test]
fn runs_through_objects_as_natively() {
    let dir = tempfile::tempdir().unwrap();
    let mut failures = Vec::new();
    let mut runs = 0;
    for (name, e) in expected() {
        let mut status = None;
        for variant in VARIANTS {
            runs += 1;
            let ll = ll_path(name, variant);
            let obj = dir.path().join(format!("{name}.{variant}.o"));
            let exe = dir.path().join(format!("{name}.{variant}"));
            let (ll, obj, exe) = (
                ll.to_str().unwrap(),
                obj.to_str().unwrap(),
                exe.to_str().unwrap(),
            );
            let steps: [&[&str]; 2] = [&["compile", ll, "-o", obj], &["link", obj, "-o", exe]];
            let mut ok = true;
            for args in steps {
                let out = cpu0c(args);
                let stderr = text(&out.stderr);
                if !out.status.success() {
                    failures.push(format!("cpu0c {}: {stderr}", args.join(" ")));
                    ok = false;
                    break;
                }
            }
            if !ok {
                continue;
            }
            // Both engines; the translator compiles every unit at first sight.
            let engines: [&[&str]; 2] = [
                &["--engine", "interp"],
                &["--engine", "translate", "--translate-after", "0"],
            ];
            for engine in engines {
                let mut args = vec!["exec", exe];
                args.extend(engine);
                let out = cpu0c(&args);
                if let Some(f) = check(
                    &format!("{name}.{variant}: cpu0c {}", args.join(" ")),
                    &out,
                    e,
                    &mut status,
                ) {
                    failures.push(f);
                }
            }
        }
    }
    report(failures, runs);
}

/// Programs whose IR cannot run on a 64-bit host, and why: clang has already
/// applied the MIPS O32 ABI and 4-byte pointers to the IR.
const LLI_UNSUITABLE: &[(&str, &str)] = &[
    (
        "varargs",
        "va_arg is lowered to MIPS pointer arithmetic, which does not match the host's va_list",
    ),
    (
        "sort",
        "a local array of pointers is initialised by a memcpy of 8 * 4 bytes",
    ),
    (
        "structs",
        "copies of a struct holding a pointer are memcpys of the 32-bit size",
    ),
    (
        "fmt",
        "va_arg is lowered to MIPS pointer arithmetic, which does not match the host's va_list",
    ),
    (
        "setjmp",
        "the jmp_buf is the 6 words of the Cpu0 runtime, smaller than the host's setjmp writes",
    ),
];

/// The IR retargeted to the host for lli: no data layout or triple (lli takes the
/// host's), no MIPS `target-cpu`/`target-features` and no `use-soft-float` (the
/// host computes floats in hardware, with the same IEEE results), and each byte
/// stored to the
/// I/O port a call of `cpu0_putc`, which the extra module defines with `putchar`.
fn retarget_for_host(ll: &str) -> String {
    let mut out = String::with_capacity(ll.len());
    for line in ll.lines() {
        let t = line.trim_start();
        if t.starts_with("target datalayout") || t.starts_with("target triple") {
            continue;
        }
        if let Some(rest) = t.strip_prefix("store volatile i8 ") {
            if let Some((value, ptr)) = rest.split_once(", ") {
                if ptr.contains("inttoptr (i32 -16777216 to") {
                    out.push_str(&line[..line.len() - t.len()]);
                    out.push_str(&format!("call void @cpu0_putc(i8 {value})\n"));
                    continue;
                }
            }
        }
        let mut l = line.to_string();
        l = l.replace("\"use-soft-float\"=\"true\"", "");
        for attr in ["\"target-cpu\"=\"", "\"target-features\"=\""] {
            while let Some(start) = l.find(attr) {
                let end = l[start + attr.len()..]
                    .find('"')
                    .map_or(l.len(), |e| start + attr.len() + e + 1);
                l.replace_range(start..end, "");
            }
        }
        out.push_str(&l);
        out.push('\n');
    }
    out.push_str("\ndeclare void @cpu0_putc(i8)\n");
    out
}

const LLI_SHIM: &str = "declare i32 @putchar(i32)\n\
    define void @cpu0_putc(i8 %c) {\n\
      %w = zext i8 %c to i32\n\
      %r = call i32 @putchar(i32 %w)\n\
      ret void\n\
    }\n";

/// lli cannot execute MIPS code, so it runs the little-endian IR retargeted to the
/// host (see [`retarget_for_host`]): the same instructions and constants, with the
/// host's pointer size. That is exact for IR whose meaning does not depend on the
/// MIPS ABI or the size of a pointer, which the programs of [`LLI_UNSUITABLE`] do.
/// The big-endian files would also need their byte order changed (bit-field
/// layouts and folded constants depend on it), so they are left out.
#[test]
fn lli_runs_the_little_endian_ir_alike() {
    let lli = std::env::var("LLI").unwrap_or_else(|_| "lli-14".to_string());
    if !have(&lli) {
        eprintln!("skipped: {lli} not found");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let shim = dir.path().join("shim.ll");
    std::fs::write(&shim, LLI_SHIM).unwrap();
    let mut failures = Vec::new();
    let mut runs = 0;
    for (name, e) in expected() {
        if LLI_UNSUITABLE.iter().any(|(n, _)| n == name) {
            continue;
        }
        let mut status = None;
        for variant in ["O0.mipsel", "O2.mipsel"] {
            runs += 1;
            let ll = std::fs::read_to_string(ll_path(name, variant)).unwrap();
            let host = dir.path().join(format!("{name}.{variant}.ll"));
            std::fs::write(&host, retarget_for_host(&ll)).unwrap();
            // lli compiles for the host CPU: without FMA, so that llvm.fmuladd is
            // a product and a sum rounded apart, as on Cpu0 and in gcc's x86-64.
            let out = Command::new(&lli)
                .arg("-mattr=-fma")
                .arg("-extra-module")
                .arg(&shim)
                .arg(&host)
                .output()
                .unwrap();
            if let Some(f) = check(&format!("{lli} {name}.{variant}.ll"), &out, e, &mut status) {
                failures.push(f);
            }
        }
    }
    report(failures, runs);
}
