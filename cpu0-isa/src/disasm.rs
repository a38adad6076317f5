//! Text of compiled code: one instruction per line, relocations and trap codes noted.

use crate::Reloc;
use std::fmt::Write;

/// Disassembles emitted words (the format of `test compile precise-output`).
pub fn disassemble(words: &[u32], relocs: &[Reloc]) -> String {
    let mut out = String::new();
    for (i, w) in words.iter().enumerate() {
        let offset = 4 * i as u32;
        match cpu0_asm::decode(*w) {
            Ok(inst) => write!(out, "  {inst}").unwrap(),
            Err(_) => write!(out, "  .word {w:#010x}").unwrap(),
        }
        for r in relocs.iter().filter(|r| r.offset == offset) {
            write!(out, "  ; {:?} {}", r.kind, r.name.display(None)).unwrap();
            if r.addend != 0 {
                write!(out, "{:+}", r.addend).unwrap();
            }
        }
        out.push('\n');
    }
    out
}
