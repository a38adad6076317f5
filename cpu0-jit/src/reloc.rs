//! Patching `R_CPU0_*` relocations (their meaning is in `cpu0-isa.md`, "Object files").

use cpu0_asm::Endian;
use cpu0_isa::{RelocError, RelocKind};

/// Patches the word at `offset` of `bytes` (whose first byte is placed at address
/// `base`) so that it refers to `value` (the symbol's address plus the addend).
/// Errors say what does not fit.
pub fn apply_reloc(
    bytes: &mut [u8],
    offset: u32,
    kind: RelocKind,
    base: u32,
    value: i64,
    endian: Endian,
) -> Result<(), RelocError> {
    let off = offset as usize;
    let Some(slot) = bytes
        .get_mut(off..off.saturating_add(4))
        .filter(|s| s.len() == 4)
    else {
        return Err(RelocError::OutsideCode {
            offset,
            len: bytes.len(),
        });
    };
    let word = endian.read_word([slot[0], slot[1], slot[2], slot[3]]);
    let place = base.wrapping_add(offset);
    let new = kind.apply(word, place, value)?;
    slot.copy_from_slice(&endian.word_bytes(new));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relocations_are_patched_and_checked() {
        let mut code = vec![0u8; 12];
        code[0..4].copy_from_slice(&Endian::Big.word_bytes(0x3b00_0000)); // jsub
        code[4..8].copy_from_slice(&Endian::Big.word_bytes(0x0f60_0000)); // lui $t9
        code[8..12].copy_from_slice(&Endian::Big.word_bytes(0x0d66_0000)); // ori $t9, $t9
        let e = Endian::Big;
        apply_reloc(&mut code, 0, RelocKind::Pc24, 0x1000, 0x2000, e).unwrap();
        apply_reloc(&mut code, 4, RelocKind::Hi16, 0x1000, 0x12_3456, e).unwrap();
        apply_reloc(&mut code, 8, RelocKind::Lo16, 0x1000, 0x12_3456, e).unwrap();
        let w = |i: usize| e.read_word(code[i..i + 4].try_into().unwrap());
        assert_eq!(w(0), 0x3b00_0ffc);
        assert_eq!(w(4), 0x0f60_0012);
        assert_eq!(w(8), 0x0d66_3456);
        assert!(apply_reloc(&mut code, 0, RelocKind::Pc24, 0, 0x100_0000, e).is_err());
        assert!(apply_reloc(&mut code, 0, RelocKind::Pc16, 0, 0x1_0000, e).is_err());
        assert!(apply_reloc(&mut code, 10, RelocKind::Abs32, 0, 0, e).is_err());
        assert!(apply_reloc(&mut code, 0, RelocKind::Abs32, 0, -1, e).is_err());
    }
}
