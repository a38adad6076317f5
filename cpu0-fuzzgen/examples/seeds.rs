//! Writes seed corpora for the fuzz targets of `fuzz/` from the project's tests:
//!
//!     cargo run --release -p cpu0-fuzzgen --example seeds -- fuzz/corpus
//!
//! - `compile/`: every `tests/filetests/**/*.clif` (CLIF text), plus generator
//!   inputs;
//! - `differential/`: generator inputs (`case_bytes(seed, i)`, as in
//!   `tests/differential.rs`);
//! - `llvm/`: every `cpu0-llvm/tests/**/*.ll` and `tests/c/**/*.ll`;
//! - `isa/`: the assembled `tests/asm/*.s` programs (instruction words);
//! - `sim/`: the same programs behind the `sim` target's 17-byte header
//!   (settings, then `$a0`, `$a1`, `$t9`, `$gp`); `translate/`: the same.
//!
//! Existing files are overwritten; nothing else in the directories is touched.

use cpu0_asm::{assemble, Endian};
use std::path::{Path, PathBuf};

fn walk(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries {
        let p = e.expect("a directory entry").path();
        if p.is_dir() {
            walk(&p, ext, out);
        } else if p.extension().is_some_and(|e| e == ext) {
            out.push(p);
        }
    }
}

fn flat_name(root: &Path, p: &Path) -> String {
    p.strip_prefix(root)
        .unwrap_or(p)
        .to_string_lossy()
        .replace(['/', '\\'], "_")
}

fn main() {
    let out = PathBuf::from(std::env::args().nth(1).unwrap_or("fuzz/corpus".into()));
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf();
    let dir = |t: &str| {
        let d = out.join(t);
        std::fs::create_dir_all(&d).expect("can create the corpus directory");
        d
    };
    let write = |d: &Path, name: &str, bytes: &[u8]| {
        std::fs::write(d.join(name), bytes).expect("can write a seed");
    };
    let mut counts = Vec::new();

    let mut clif = Vec::new();
    walk(&root.join("tests/filetests"), "clif", &mut clif);
    let d = dir("compile");
    for p in &clif {
        write(&d, &flat_name(&root, p), &std::fs::read(p).unwrap());
    }
    for i in 0..50 {
        write(&d, &format!("case-{i}"), &cpu0_fuzzgen::case_bytes(1, i));
    }
    counts.push(("compile", clif.len() + 50));

    let d = dir("differential");
    for i in 0..200 {
        write(
            &d,
            &format!("case-{i}"),
            &cpu0_fuzzgen::case_bytes(0xC0FF_EE00_5EED, i),
        );
    }
    counts.push(("differential", 200));

    let mut ll = Vec::new();
    walk(&root.join("cpu0-llvm/tests"), "ll", &mut ll);
    walk(&root.join("tests/c"), "ll", &mut ll);
    let d = dir("llvm");
    for p in &ll {
        write(&d, &flat_name(&root, p), &std::fs::read(p).unwrap());
    }
    counts.push(("llvm", ll.len()));

    let mut asm = Vec::new();
    walk(&root.join("tests/asm"), "s", &mut asm);
    let (di, ds, dt) = (dir("isa"), dir("sim"), dir("translate"));
    let mut n = 0;
    for p in &asm {
        let text = std::fs::read_to_string(p).unwrap();
        for (endian, tag) in [(Endian::Big, "be"), (Endian::Little, "le")] {
            let Ok(program) = assemble(&text, endian) else {
                continue;
            };
            let name = format!("{}-{tag}", flat_name(&root, p));
            write(&di, &name, &program.bytes);
            let mut input = vec![if endian == Endian::Big { 0x10 } else { 0x11 }];
            input.extend_from_slice(&[0; 16]);
            input.extend_from_slice(&program.bytes);
            write(&ds, &name, &input);
            write(&dt, &name, &input);
            n += 1;
        }
    }
    counts.push(("isa, sim, translate", n));
    for (t, n) in counts {
        println!("{t}: {n} seeds in {}", out.display());
    }
}
