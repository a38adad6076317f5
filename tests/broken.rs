//! Bad input to the backend: every function in tests/broken/ must fail to compile
//! with a clear error (no panic) that contains the text of its `; error:` line, at
//! both ISA levels and in both byte orders.

use cpu0_asm::{Endian, IsaLevel};
use cpu0_isa::{compile_clif_text, Flags, OptLevel};
use std::path::Path;

#[test]
fn broken_functions_give_clear_errors() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/broken");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "clif"))
        .collect();
    files.sort();
    assert!(files.len() >= 10);
    let mut problems = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let expected = text
            .lines()
            .find_map(|l| l.strip_prefix("; error: "))
            .expect("a `; error:` line");
        for endian in [Endian::Big, Endian::Little] {
            for level in [IsaLevel::Cpu032I, IsaLevel::Cpu032II] {
                for opt_level in [OptLevel::None, OptLevel::Speed] {
                    let flags = Flags {
                        endian,
                        level,
                        opt_level,
                        ..Flags::default()
                    };
                    let result = std::panic::catch_unwind(|| compile_clif_text(&text, &flags));
                    match result {
                        Err(_) => problems.push(format!("{}: panicked", path.display())),
                        Ok(Ok(_)) => problems.push(format!("{}: compiled", path.display())),
                        Ok(Err(e)) if !e.to_string().contains(expected) => problems.push(format!(
                            "{}: error `{e}` does not mention `{expected}`",
                            path.display()
                        )),
                        Ok(Err(_)) => {}
                    }
                }
            }
        }
    }
    problems.dedup();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
