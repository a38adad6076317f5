//! Words made redundant by a filled delay slot: when a conditional branch's slot
//! holds `w` and the fall-through repeats `w` a few words later, the repeat goes.
//!
//! Both paths of a block often start with the same move (`addu $a0, $zero,
//! $zero` before a loop and before its exit); once one copy sits in the slot, the
//! slot's copy already ran on the fall-through. The repeat may go when the words
//! between do not touch what `w` reads or writes, `w` does not read what it
//! writes (running it twice is running it once), and no label between the slot
//! and the repeat is entered (by a branch or a jump table). Raw branch words
//! with fixed offsets (selects, conditional sets) stop the walk: they have no
//! [`Effects`], so no word inside their span is ever removed.

use super::delay::Effects;
use super::Piece;
use crate::inst::MachLabel;
use cpu0_asm::{Opcode, Reg as HwReg};

/// How many words after the slot the repeat may be.
const WINDOW: usize = 3;

/// Returns `pieces` without the fall-through repeats of slot words; `tables`
/// are the jump tables' targets (labels entered from outside the pieces).
pub(super) fn remove(
    mut pieces: Vec<Piece>,
    tables: &[MachLabel],
    num_labels: usize,
) -> Vec<Piece> {
    let mut referenced = vec![false; num_labels];
    for p in &pieces {
        if let Piece::Branch16 { label, .. } | Piece::Branch24 { label, .. } = p {
            referenced[label.0 as usize] = true;
        }
    }
    for l in tables {
        referenced[l.0 as usize] = true;
    }
    let is_referenced = |l: &MachLabel| referenced.get(l.0 as usize).copied().unwrap_or(true);
    let mut dead: Vec<usize> = Vec::new();
    for i in 0..pieces.len() {
        let slot = match &pieces[i] {
            Piece::Branch16 { slot, .. } => *slot,
            Piece::Branch24 { op, slot, .. } if *op != Opcode::Jmp => *slot,
            _ => continue,
        };
        let Some(eff) = idempotent(slot) else {
            continue;
        };
        let mut k = i + 1;
        while matches!(pieces.get(k), Some(Piece::Bind(l)) if !is_referenced(l)) {
            k += 1;
        }
        for _ in 0..WINDOW {
            let Some(Piece::Word(x)) = pieces.get(k) else {
                break;
            };
            if *x == slot {
                dead.push(k);
                break;
            }
            let Some(xe) = Effects::of(*x) else {
                break;
            };
            // `xe.reads` counts every register field: conservative.
            if xe.writes & (eff.reads | eff.writes) != 0 || xe.reads & eff.writes != 0 {
                break;
            }
            k += 1;
        }
    }
    if dead.is_empty() {
        return pieces;
    }
    // `dead` is increasing (one entry per branch, each after its branch).
    let mut dead = dead.into_iter().peekable();
    let mut i = 0;
    pieces.retain(|_| {
        let keep = dead.next_if_eq(&i).is_none();
        i += 1;
        keep
    });
    pieces
}

/// The effects of `w` if it is a register-only word that reads none of the
/// registers it writes, with `reads` narrowed to its `rb`/`rc` fields (an
/// immediate's bits may add a register: only ever more than it reads) and `ra`
/// when `ra` is not written. `movz`/`movn` also read the `ra` they write; they
/// are still safe to run twice: their other inputs are unchanged in between
/// (the window's check), so the second run writes what the first did.
fn idempotent(w: u32) -> Option<Effects> {
    let eff = Effects::of(w)?;
    let inst = cpu0_asm::decode(w).ok()?;
    let special = 1 << HwReg::SP.index() | 1 << HwReg::SW.index() | 1 << HwReg::LR.index();
    if eff.load || eff.store || eff.writes == 0 || eff.writes & special != 0 {
        return None;
    }
    let mut reads = 1u16 << inst.rb().index() | 1 << inst.rc().index();
    if eff.writes & 1 << inst.ra().index() == 0 {
        reads |= 1 << inst.ra().index();
    }
    (reads & eff.writes == 0).then_some(Effects { reads, ..eff })
}
