//! Static facts about a unit's instructions that the emitter needs before it
//! writes any code: which register slots are read (so only those are loaded at
//! entry), which register stores no exit can observe, and which branches stay
//! inside the unit.

use super::super::scan::Unit;
use super::{HI, LO, SLOTS, SW};
use crate::predecode::{Decoded, Op};

/// The register slots an instruction reads: exactly those the emitter takes
/// the value of (a unit loads them at entry; the slots it only writes need no
/// load, as every write is stored at once).
fn reads(d: Decoded) -> Vec<usize> {
    use Op::*;
    let (a, b, c) = (
        (d.ra & 31) as usize,
        (d.rb & 31) as usize,
        (d.rc & 31) as usize,
    );
    let sw = SW as usize;
    match d.op {
        Nop | Jmp | Bal | Jsub => vec![],
        St | Sb | Sh | Beq | Bne | Mult | Multu | Div | Divu => vec![a, b],
        Ret | Mthi | Mtlo => vec![a],
        Jeq | Jne | Jlt | Jgt | Jle | Jge => vec![sw],
        Jalr => vec![b],
        Cmp | Cmpu | Add | Sub => vec![b, c, sw],
        Mfhi => vec![HI],
        Mflo => vec![LO],
        Movz | Movn => vec![a, b, c],
        Addiu | Andi | Ori | Xori | Lui | Slti | Sltiu | Rol | Ror | Shl | Shr | Sra | Ld | Lb
        | Lbu | Lh | Lhu => vec![b],
        _ => vec![b, c],
    }
}

/// The register slots the unit reads.
pub(super) fn read_slots(unit: &Unit) -> [bool; SLOTS] {
    let mut read = [false; SLOTS];
    for d in &unit.insts {
        for s in reads(*d) {
            read[s] = true;
        }
    }
    read
}

/// Instructions that cannot leave the unit (no side exit, no transfer): the
/// only ones whose register stores [`dead_stores`] may drop.
fn is_pure(d: Decoded) -> bool {
    use Op::*;
    matches!(
        d.op,
        Nop | Addiu
            | Andi
            | Ori
            | Xori
            | Lui
            | Slti
            | Sltiu
            | Movz
            | Movn
            | Addu
            | Subu
            | Clz
            | Clo
            | Mul
            | And
            | Or
            | Xor
            | Nor
            | Slt
            | Sltu
            | Rol
            | Ror
            | Shl
            | Shr
            | Sra
            | Srav
            | Shlv
            | Shrv
            | Cmp
            | Cmpu
            | Mult
            | Multu
            | Mfhi
            | Mflo
            | Mthi
            | Mtlo
    )
}

/// The register slots a pure instruction writes (as a mask of slots).
fn pure_writes(d: Decoded) -> u64 {
    use Op::*;
    match d.op {
        Nop => 0,
        Cmp | Cmpu => 1 << SW,
        Mult | Multu => 1 << HI | 1 << LO,
        Mthi => 1 << HI,
        Mtlo => 1 << LO,
        _ => 1 << (d.ra & 31),
    }
}

/// For each instruction, the slots whose store to the machine can be left
/// out: a pure instruction's write that a later pure instruction overwrites
/// with only pure instructions between. No exit can come between the two (an
/// exit reads the machine's registers), and the later write stores the final
/// value; code that branches into the run does not pass the first write.
pub(super) fn dead_stores(unit: &Unit) -> Vec<u64> {
    let n = unit.insts.len();
    let mut dead = vec![0u64; n];
    // Slots overwritten before any exit, looking back from the end: reset at
    // every instruction that is not pure or is a delay slot (its branch leaves
    // after it).
    let mut overwritten = 0u64;
    for i in (0..n).rev() {
        let d = unit.insts[i];
        let slot = i > 0 && is_delayed(unit.insts[i - 1]);
        if !is_pure(d) || slot {
            overwritten = 0;
            continue;
        }
        let writes = pure_writes(d);
        dead[i] = writes & overwritten;
        overwritten |= writes;
    }
    dead
}

/// Which instructions a conditional branch of the unit jumps to directly:
/// those inside the unit that are not a delay slot (a slot runs after its
/// branch, so its code depends on the branch's values).
pub(super) fn internal_targets(unit: &Unit) -> Vec<bool> {
    let n = unit.insts.len();
    let mut jumped = vec![false; n];
    for (b, d) in unit.insts.iter().enumerate() {
        if b + 1 < n && is_conditional(*d) {
            if let Some(j) = target_index(unit, b) {
                jumped[j] = true;
            }
        }
    }
    jumped
}

/// The index in the unit of the target of the conditional branch at `b`, if
/// the unit holds it and it is not a delay slot.
fn target_index(unit: &Unit, b: usize) -> Option<usize> {
    let pc = unit.start.wrapping_add(4 * b as u32);
    let offset = static_target(unit.insts[b], pc)?.wrapping_sub(unit.start);
    let j = (offset / 4) as usize;
    let slot = j > 0 && j - 1 < unit.insts.len() && is_delayed(unit.insts[j - 1]);
    (offset.is_multiple_of(4) && j < unit.insts.len() && !slot).then_some(j)
}

fn is_delayed(d: Decoded) -> bool {
    is_conditional(d) || matches!(d.op, Op::Jsub | Op::Jalr | Op::Ret)
}

pub(super) fn is_conditional(d: Decoded) -> bool {
    use Op::*;
    matches!(d.op, Jeq | Jne | Jlt | Jgt | Jle | Jge | Beq | Bne)
}

/// The target of a direct delayed branch or call at `pc`.
pub(super) fn static_target(d: Decoded, pc: u32) -> Option<u32> {
    use Op::*;
    match d.op {
        Jeq | Jne | Jlt | Jgt | Jle | Jge | Beq | Bne | Jsub => {
            Some(pc.wrapping_add(4).wrapping_add(d.imm))
        }
        _ => None,
    }
}
