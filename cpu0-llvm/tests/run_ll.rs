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
//! Arguments take the types of the function's parameters (integers and pointers);
//! results are compared at the width of the return type. Each file runs in both
//! byte orders (the data layout's `E`/`e` is flipped for the other one) and at
//! both optimisation levels.

mod common;

use common::{build, Int};
use cpu0_asm::Endian;
use cpu0_isa::OptLevel;
use cpu0_llvm::ast::Type;
use std::path::Path;

struct RunLine {
    line: usize,
    only: Option<Endian>,
    func: String,
    args: Vec<i128>,
    expect: Expect,
}

enum Expect {
    Value(i128),
    Trap,
    Returns,
}

fn parse_int(s: &str) -> Option<i128> {
    let s = s.trim();
    let (neg, s) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s),
    };
    let v = if let Some(h) = s.strip_prefix("0x") {
        i128::from_str_radix(h, 16).ok()?
    } else if s == "true" {
        1
    } else if s == "false" {
        0
    } else {
        s.parse().ok()?
    };
    Some(if neg { -v } else { v })
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
            args_s
                .split(',')
                .map(|a| parse_int(a).ok_or_else(bad))
                .collect::<Result<_, _>>()?
        };
        let tail = rest[close + 1..].trim();
        let expect = if tail.is_empty() {
            Expect::Returns
        } else if tail == "trap" {
            Expect::Trap
        } else {
            let v = tail.strip_prefix("==").ok_or_else(bad)?;
            Expect::Value(parse_int(v).ok_or_else(bad)?)
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
        Type::Void => 0,
        t => panic!("run lines support integers and pointers, not {t}"),
    }
}

fn mask(v: u64, bits: u32) -> u64 {
    if bits >= 64 {
        v
    } else {
        v & ((1u64 << bits) - 1)
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
                let args: Vec<Int> = f
                    .params
                    .iter()
                    .zip(&rl.args)
                    .map(|(p, a)| Int {
                        bits: bits_of(&p.ty),
                        value: *a as u64,
                    })
                    .collect();
                let rbits = bits_of(&f.ret);
                runs += 1;
                let r = linked.call(&rl.func, &args);
                let here = format!("{tag}:{}: @{}{:?}", rl.line, rl.func, rl.args);
                match (&rl.expect, r) {
                    (Expect::Trap, Err(_)) | (Expect::Returns, Ok(_)) => {}
                    (Expect::Trap, Ok(w)) => failures.push(format!(
                        "{here}: returned {:#x}, expected a trap",
                        linked.result(rbits, w)
                    )),
                    (_, Err(t)) => failures.push(format!("{here}: {t}")),
                    (Expect::Value(v), Ok(w)) => {
                        let got = mask(linked.result(rbits, w), rbits);
                        let want = mask(*v as u64, rbits);
                        if got != want {
                            failures.push(format!("{here}: got {got:#x}, expected {want:#x}"));
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
