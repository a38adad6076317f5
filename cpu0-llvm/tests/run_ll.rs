//! Runs the `.ll` files in `tests/ll/` on the simulator.
//!
//! Each file holds run lines:
//!
//! ```text
//! ; run: @f(1, -2) == 3      ; both byte orders
//! ; run.be: @g(0) == 0x12    ; big-endian (cpu0) only
//! ; run.le: @g(0) == 0x78    ; little-endian (cpu0el) only
//! ; run: @h(0) trap          ; the call must trap
//! ; run: @k(5)               ; the call must return (any result)
//! ```
//!
//! Arguments take the types of the function's parameters, results the return
//! type's. Integers and pointers are decimal or `0x` hex; a `float` or `double` is
//! a decimal number (`1.5`, `-0.0`, `1e-40`), `inf`, `-inf`, its IEEE 754 bits in
//! `0x` hex (`0x7FC00000`), or `nan`: the quiet NaN as an argument, any NaN as a
//! result. The ABI passes a
//! `float` as an `i32` and a `double` as an `i64`, so they travel as those bits.
//! Results are compared at the width of the return type. Each file runs in both
//! byte orders (the data layout's `E`/`e` is flipped for the other one) and at
//! both optimisation levels.

mod common;

use common::{build, Int};
use cpu0_asm::Endian;
use cpu0_isa::OptLevel;
use cpu0_jit::JitError;
use cpu0_llvm::ast::{FloatKind, Type};
use std::path::Path;

struct RunLine {
    line: usize,
    only: Option<Endian>,
    func: String,
    /// The arguments as written, read by the parameters' types.
    args: Vec<String>,
    expect: Expect,
}

enum Expect {
    /// The result as written, read by the return type.
    Value(String),
    Trap,
    Returns,
}

/// A value of a run line: its bits, or any NaN.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Bits {
    Exact(u128),
    AnyNan,
}

fn parse_int(s: &str) -> Option<i128> {
    let s = s.trim();
    let (neg, s) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s),
    };
    let v = if let Some(h) = s.strip_prefix("0x") {
        u128::from_str_radix(h, 16).ok()? as i128
    } else if s == "true" {
        1
    } else if s == "false" {
        0
    } else {
        s.parse().ok()?
    };
    Some(if neg { -v } else { v })
}

/// A floating-point value of a run line in the type `kind`.
fn parse_float(s: &str, kind: FloatKind) -> Option<Bits> {
    let s = s.trim();
    if s == "nan" {
        return Some(Bits::AnyNan);
    }
    if let Some(h) = s.strip_prefix("0x") {
        return u128::from_str_radix(h, 16).ok().map(Bits::Exact);
    }
    let s = match s {
        "inf" => "infinity",
        "-inf" => "-infinity",
        s => s,
    };
    match kind {
        FloatKind::Float => s
            .parse::<f32>()
            .ok()
            .map(|v| Bits::Exact(u128::from(v.to_bits()))),
        FloatKind::Double => s
            .parse::<f64>()
            .ok()
            .map(|v| Bits::Exact(u128::from(v.to_bits()))),
        _ => None,
    }
}

/// A value of a run line in type `t`.
fn parse_value(s: &str, t: &Type) -> Option<Bits> {
    match t {
        Type::Float(k) => parse_float(s, *k),
        _ => parse_int(s).map(|v| Bits::Exact(v as u128)),
    }
}

fn run_lines(text: &str) -> Result<Vec<RunLine>, String> {
    let mut out = Vec::new();
    for (i, l) in text.lines().enumerate() {
        let l = l.trim();
        let (only, rest) = if let Some(r) = l.strip_prefix("; run:") {
            (None, r)
        } else if let Some(r) = l.strip_prefix("; run.be:") {
            (Some(Endian::Big), r)
        } else if let Some(r) = l.strip_prefix("; run.le:") {
            (Some(Endian::Little), r)
        } else {
            continue;
        };
        let bad = || format!("line {}: bad run line `{l}`", i + 1);
        let rest = rest.trim().strip_prefix('@').ok_or_else(bad)?;
        let open = rest.find('(').ok_or_else(bad)?;
        let close = rest.find(')').ok_or_else(bad)?;
        let func = rest[..open].to_string();
        let args_s = &rest[open + 1..close];
        let args = if args_s.trim().is_empty() {
            vec![]
        } else {
            args_s.split(',').map(|a| a.trim().to_string()).collect()
        };
        let tail = rest[close + 1..].trim();
        let expect = if tail.is_empty() {
            Expect::Returns
        } else if tail == "trap" {
            Expect::Trap
        } else {
            let v = tail.strip_prefix("==").ok_or_else(bad)?;
            Expect::Value(v.trim().to_string())
        };
        out.push(RunLine {
            line: i + 1,
            only,
            func,
            args,
            expect,
        });
    }
    Ok(out)
}

fn bits_of(t: &Type) -> u32 {
    match t {
        Type::Int(n) => *n,
        Type::Ptr => 32,
        Type::Float(FloatKind::Float) => 32,
        Type::Float(FloatKind::Double) => 64,
        Type::Void => 0,
        t => panic!("run lines support integers, pointers, float and double, not {t}"),
    }
}

fn mask(v: u128, bits: u32) -> u128 {
    if bits >= 128 {
        v
    } else {
        v & ((1u128 << bits) - 1)
    }
}

/// Whether the bits of a `float` (`bits` 32) or `double` (64) are a NaN.
fn is_nan(v: u128, bits: u32) -> bool {
    match bits {
        32 => f32::from_bits(v as u32).is_nan(),
        64 => f64::from_bits(v as u64).is_nan(),
        _ => false,
    }
}

/// The text for `endian`: the data layout's byte order flipped if needed.
fn for_endian(text: &str, endian: Endian) -> String {
    let (from, to) = match endian {
        Endian::Big => ("datalayout = \"e", "datalayout = \"E"),
        Endian::Little => ("datalayout = \"E", "datalayout = \"e"),
    };
    text.replace(from, to)
}

/// Runs one file; returns (runs, failures).
fn run_file(path: &Path) -> (usize, Vec<String>) {
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    let text = std::fs::read_to_string(path).unwrap();
    let lines = match run_lines(&text) {
        Ok(l) => l,
        Err(e) => return (0, vec![format!("{name}: {e}")]),
    };
    let ast = match cpu0_llvm::parse(&text) {
        Ok(a) => a,
        Err(e) => return (0, vec![format!("{name}: {e}")]),
    };
    let mut runs = 0;
    let mut failures = Vec::new();
    for endian in [Endian::Big, Endian::Little] {
        for opt in [OptLevel::None, OptLevel::Speed] {
            let tag = format!("{name} [{endian:?}, {opt:?}]");
            let mut linked = match build(&for_endian(&text, endian), endian, opt) {
                Ok(l) => l,
                Err(e) => {
                    failures.push(format!("{tag}: {e}"));
                    continue;
                }
            };
            for rl in lines.iter().filter(|l| l.only.is_none_or(|e| e == endian)) {
                let Some(f) = ast.function(&rl.func) else {
                    failures.push(format!("{tag}:{}: no function @{}", rl.line, rl.func));
                    continue;
                };
                if f.params.len() != rl.args.len() {
                    failures.push(format!("{tag}:{}: wrong argument count", rl.line));
                    continue;
                }
                let mut args = Vec::with_capacity(rl.args.len());
                for (p, a) in f.params.iter().zip(&rl.args) {
                    let bits = bits_of(&p.ty);
                    match parse_value(a, &p.ty) {
                        Some(Bits::Exact(value)) => args.push(Int { bits, value }),
                        Some(Bits::AnyNan) => args.push(Int {
                            bits,
                            value: if bits == 32 {
                                0x7FC0_0000
                            } else {
                                0x7FF8_0000_0000_0000
                            },
                        }),
                        None => failures.push(format!("{tag}:{}: bad argument `{a}`", rl.line)),
                    }
                }
                if args.len() != rl.args.len() {
                    continue;
                }
                let rbits = bits_of(&f.ret);
                runs += 1;
                let r = linked.call(&rl.func, &args);
                let here = format!("{tag}:{}: @{}({})", rl.line, rl.func, rl.args.join(", "));
                match (&rl.expect, r) {
                    (Expect::Trap, Err(JitError::Trap(_))) | (Expect::Returns, Ok(_)) => {}
                    (Expect::Trap, Ok(got)) => {
                        failures.push(format!("{here}: returned {got:#x}, expected a trap"))
                    }
                    (_, Err(e)) => failures.push(format!("{here}: {e}")),
                    (Expect::Value(v), Ok(got)) => {
                        let got = mask(got, rbits);
                        match parse_value(v, &f.ret) {
                            Some(Bits::Exact(want)) => {
                                let want = mask(want, rbits);
                                if got != want {
                                    failures
                                        .push(format!("{here}: got {got:#x}, expected {want:#x}"));
                                }
                            }
                            Some(Bits::AnyNan) => {
                                if !is_nan(got, rbits) {
                                    failures.push(format!("{here}: got {got:#x}, expected a NaN"));
                                }
                            }
                            None => failures.push(format!("{here}: bad result `{v}`")),
                        }
                    }
                }
            }
        }
    }
    (runs, failures)
}

#[test]
fn ll_files_run_on_the_simulator() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ll");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    let only = std::env::var("LL_FILTER").ok();
    let mut total = 0;
    let mut failures = Vec::new();
    for f in &files {
        if let Some(o) = &only {
            if !f.to_string_lossy().contains(o.as_str()) {
                continue;
            }
        }
        let (runs, fails) = run_file(f);
        total += runs;
        failures.extend(fails);
    }
    eprintln!(
        "{} files, {total} runs, {} failures",
        files.len(),
        failures.len()
    );
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
    assert!(total > 0);
}
