//! Text of compiled code: one instruction per line, relocations and trap codes noted.

use crate::{Reloc, TableRef};
use std::fmt::Write;

/// Disassembles emitted words (the format of `test compile precise-output`),
/// then lists the jump tables (`jump_tables:`, one `.word code+OFFSET` per case;
/// references to them read `jump_tables+BYTE`).
pub fn disassemble(
    words: &[u32],
    relocs: &[Reloc],
    table_refs: &[TableRef],
    jump_tables: &[u32],
) -> String {
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
        for r in table_refs.iter().filter(|r| r.offset == offset) {
            write!(out, "  ; {:?} jump_tables+{}", r.kind, r.addend).unwrap();
        }
        out.push('\n');
    }
    if !jump_tables.is_empty() {
        out.push_str("jump_tables:\n");
        for target in jump_tables {
            writeln!(out, "  .word code+{target:#x}").unwrap();
        }
    }
    out
}
