//! Random mutations of the test `.ll` files never make the parser or the
//! translator panic: every input gives a module or an error.

mod common;

use common::CollectModule;
use cpu0_asm::Endian;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Fragments that make mutations likely to stay near valid syntax.
const PIECES: &[&str] = &[
    " ",
    "%",
    "@",
    "!",
    "#",
    ",",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    "<",
    ">",
    "*",
    "=",
    "\"",
    ":",
    "...",
    "i1",
    "i32",
    "i64",
    "i0",
    "i999999",
    "ptr",
    "void",
    "double",
    "0",
    "-1",
    "99999999999999999999999999999999999999999",
    "0x1",
    "undef",
    "poison",
    "null",
    "zeroinitializer",
    "label",
    "%0",
    "%x",
    "@f",
    "add",
    "load",
    "store",
    "getelementptr",
    "call",
    "br",
    "switch",
    "phi",
    "ret",
    "alloca",
    "x",
    "type",
    "opaque",
    "\n",
    "c\"\\",
    "blockaddress(@f, %0)",
    "splat",
    "<4 x i32>",
    "[4294967295 x i64]",
    "{ i32, i8 }",
    "\\",
];

fn mutate(rng: &mut Rng, text: &str) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..=rng.below(4) {
        let at = rng.below(bytes.len() + 1);
        match rng.below(5) {
            0 if !bytes.is_empty() => {
                let i = at.min(bytes.len() - 1);
                bytes[i] = (rng.next() & 0x7F) as u8;
            }
            1 if !bytes.is_empty() => {
                let end = (at + rng.below(20)).min(bytes.len());
                bytes.drain(at.min(end)..end);
            }
            2 => {
                let p = PIECES[rng.below(PIECES.len())];
                bytes.splice(at..at, p.bytes());
            }
            3 if !bytes.is_empty() => {
                let start = rng.below(bytes.len());
                let end = (start + rng.below(80)).min(bytes.len());
                let chunk = bytes[start..end].to_vec();
                bytes.splice(at..at, chunk);
            }
            _ => {
                // Swap two lines.
                let s = String::from_utf8_lossy(&bytes).into_owned();
                let mut lines: Vec<&str> = s.lines().collect();
                if lines.len() > 2 {
                    let (a, b) = (rng.below(lines.len()), rng.below(lines.len()));
                    lines.swap(a, b);
                }
                bytes = lines.join("\n").into_bytes();
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

fn check(text: &str) -> Result<(), String> {
    let r = catch_unwind(AssertUnwindSafe(|| {
        if let Ok(ast) = cpu0_llvm::parse(text) {
            for endian in [Endian::Big, Endian::Little] {
                let mut m = CollectModule::new(endian);
                let opts = cpu0_llvm::TranslateOptions {
                    target: Some(endian),
                    ..Default::default()
                };
                let _ = cpu0_llvm::translate(&ast, &mut m, &opts);
            }
        }
    }));
    r.map_err(|p| {
        p.downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default()
    })
}

#[test]
fn mutated_inputs_never_panic() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ll");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    let iterations: usize = std::env::var("FUZZ_ITERATIONS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(400);
    std::panic::set_hook(Box::new(|_| {}));
    let mut failures = Vec::new();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        for i in 0..iterations {
            let m = mutate(&mut rng, &text);
            if let Err(p) = check(&m) {
                let out = std::env::temp_dir().join(format!(
                    "cpu0-llvm-fuzz-{}-{i}.ll",
                    f.file_stem().unwrap().to_string_lossy()
                ));
                let _ = std::fs::write(&out, &m);
                failures.push(format!(
                    "{}: panic `{p}` (input in {})",
                    f.display(),
                    out.display()
                ));
                if failures.len() > 10 {
                    break;
                }
            }
        }
    }
    let _ = std::panic::take_hook();
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}
