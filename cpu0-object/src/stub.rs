//! The start-up stub the linker puts first in `.text`: it sets `$sp` to the top of
//! memory less `$t9`, calls the entry with `jsub`, then returns to 0xFFFFFFFF,
//! where the simulator halts with the entry's result in `$v0`.
//!
//! The contract with a loader that passes `main(int argc, char **argv)` its
//! arguments ([`Executable::set_args`](crate::Executable::set_args)): it puts the
//! strings and the `argv` array at the top of memory, `$t9` = the bytes they take
//! (a multiple of 8), `$a0` = argc, `$a1` = argv; the stub leaves `$a0`/`$a1` alone
//! for the entry. From reset (every register 0, as on the reference model) the
//! stack starts at the top of memory and `main` gets argc = 0, argv = NULL.

use cpu0_asm::{assemble, Endian};

use crate::link::{LinkError, RelocationError};

/// The stub's size in bytes.
pub(crate) const STUB_LEN: u32 = 32;
/// Offset of the `jsub` in the stub.
const STUB_CALL: u32 = 12;

/// Where the stub goes in an ELF executable: at the first page above the null
/// page, which stays unmapped (the ELF entry points here).
pub(crate) const ELF_STUB_ADDR: u32 = 0x1000;

/// The stub placed at `at`, for an entry function at `entry`.
pub(crate) fn start_stub(
    at: u32,
    mem_size: u32,
    entry: u32,
    endian: Endian,
) -> Result<Vec<u8>, LinkError> {
    let jsub = i64::from(entry) - i64::from(at) - i64::from(STUB_CALL + 4);
    if !(-(1 << 23)..(1 << 23)).contains(&jsub) {
        return Err(LinkError::Relocation(Box::new(RelocationError {
            object: "_start".into(),
            section: ".text".into(),
            offset: STUB_CALL,
            kind: "R_CPU0_PC24".into(),
            symbol: "entry".into(),
            problem: format!("the entry at {entry:#x} is out of reach of jsub"),
        })));
    }
    let src = format!(
        "lui   $sp, {hi}
         ori   $sp, $sp, {lo}
         subu  $sp, $sp, $t9    # below the loader's arguments (0 from reset)
         jsub  {jsub}
         nop
         addiu $lr, $zero, -1   # halt: return to 0xffffffff with $v0 as left by the entry
         ret   $lr
         nop",
        hi = mem_size >> 16,
        lo = mem_size & 0xffff,
    );
    let program = assemble(&src, endian).map_err(LinkError::Stub)?;
    debug_assert_eq!(program.bytes.len(), STUB_LEN as usize);
    Ok(program.bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(at: u32, entry: u32) -> String {
        let stub = start_stub(at, 16 << 20, entry, Endian::Big).unwrap();
        cpu0_asm::disassemble(&stub, Endian::Big, at)
            .iter()
            .map(|l| l.to_string())
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn the_stub_sets_up_and_calls_the_entry() {
        let text = text(0, 0x40);
        assert!(text.contains("lui $sp, 0x100"), "{text}");
        assert!(text.contains("subu $sp, $sp, $t9"), "{text}");
        assert!(text.contains("addiu $lr, $zero, -1"), "{text}");
        assert!(text.contains("ret $lr"), "{text}");
        // jsub at 12: offset 0x40 - (12 + 4) = 0x30.
        let jsub = start_stub(0, 16 << 20, 0x40, Endian::Big).unwrap()[12..16].to_vec();
        assert_eq!(jsub, [0x3b, 0x00, 0x00, 0x30]);
        // At 0x1000 with the entry at 0x1040: the same offset.
        let jsub = start_stub(0x1000, 16 << 20, 0x1040, Endian::Big).unwrap()[12..16].to_vec();
        assert_eq!(jsub, [0x3b, 0x00, 0x00, 0x30]);
        assert!(text.contains("jsub"), "{text}");
        // jsub reaches entry - (at + 16) in -2^23..2^23.
        assert!(start_stub(0, 16 << 20, 0x80_0010, Endian::Big).is_err());
        assert!(start_stub(0x1000, 16 << 20, 0x80_0010, Endian::Big).is_ok());
    }
}
