//! Delay slots the filler of `delay.rs` left empty, filled from one of the
//! branch's two paths instead of from before it.
//!
//! - **Fall-through:** the word just after the branch (no label anyone jumps to in
//!   between) moves into the slot. It still runs on the fall-through path, now
//!   before the branch completes; on the taken path it runs in addition, so what
//!   it writes must be dead at the target.
//! - **Target:** the slot gets a copy of the target's first word and the branch
//!   goes to the word after it. The copy runs in addition on the fall-through
//!   path, so what it writes must be dead there.
//!
//! Either way the word runs on a path where it did not before, so only words that
//! cannot fault or be seen are taken: register arithmetic, and loads from the
//! frame (`$sp`-based), writing allocatable registers only. Liveness is the
//! allocated code's (one register set per block label); a label without one (or
//! a fall-through that is not a block start) is treated as everything live.

use super::delay::Effects;
use super::Piece;
use crate::inst::MachLabel;
use crate::regs;
use cpu0_asm::{Opcode, Reg as HwReg};

/// The registers a speculated word may write: the ones the allocator hands out,
/// except `$lr` (which calls and returns read implicitly).
fn speculable_writes() -> u16 {
    regs::CALLER_SAVED
        .iter()
        .chain(&regs::CALLEE_SAVED)
        .filter(|r| **r != HwReg::LR)
        .fold(0, |m, r| m | 1 << r.index())
}

/// The registers `w` writes, if it may run on a path it was not on.
fn speculable(w: u32) -> Option<u16> {
    let eff = Effects::of(w)?;
    let inst = cpu0_asm::decode(w).ok()?;
    if eff.store || (eff.load && inst.rb() != HwReg::SP) || eff.reads & 1 << HwReg::LR.index() != 0
    {
        return None;
    }
    let writes = eff.writes;
    (writes != 0 && writes & !speculable_writes() == 0).then_some(writes)
}

/// Whether the piece is a conditional branch whose delay slot holds `nop`.
fn empty_slot(p: &Piece) -> Option<MachLabel> {
    match p {
        Piece::Branch16 { label, slot: 0, .. } => Some(*label),
        Piece::Branch24 { op, label, slot: 0 } if *op != Opcode::Jmp => Some(*label),
        _ => None,
    }
}

fn set_slot(p: &mut Piece, word: u32, target: MachLabel) {
    match p {
        Piece::Branch16 { label, slot, .. } | Piece::Branch24 { label, slot, .. } => {
            *slot = word;
            *label = target;
        }
        _ => unreachable!("only branches have slots"),
    }
}

/// Returns `pieces` with empty conditional-branch slots filled from the paths;
/// `live_in[l]` is the registers live at label `l`, `tables` the targets of the
/// jump tables (labels jumped to from outside the pieces), and `num_labels`
/// grows by the labels made for "the word after a target's first".
pub(super) fn fill(
    mut pieces: Vec<Piece>,
    live_in: &[u16],
    tables: &[MachLabel],
    num_labels: &mut usize,
) -> Vec<Piece> {
    // Most functions have no empty conditional slot: nothing to fill, nothing to copy.
    if !pieces.iter().any(|p| empty_slot(p).is_some()) {
        return pieces;
    }
    // Per label: whether a branch targets it, the index of the piece binding it,
    // and the label bound after its first word (made once, when used as a target).
    // One table rather than three: this runs for most functions compiled.
    let mut labels = vec![
        LabelInfo {
            referenced: false,
            bound_at: usize::MAX,
            second: None,
        };
        *num_labels
    ];
    for (i, p) in pieces.iter().enumerate() {
        match p {
            Piece::Branch16 { label, .. } | Piece::Branch24 { label, .. } => {
                labels[label.0 as usize].referenced = true
            }
            Piece::Bind(l) => labels[l.0 as usize].bound_at = i,
            _ => {}
        }
    }
    for l in tables {
        labels[l.0 as usize].referenced = true;
    }
    let live = |l: MachLabel| live_in.get(l.0 as usize).copied().unwrap_or(u16::MAX);
    // Indices of the words moved into a slot: each is left in place as a
    // `Barrier` (no pattern below matches one, as none matched the removed word
    // before) and dropped at the end, rather than every piece being wrapped in an
    // `Option` and copied twice.
    let mut moved: Vec<usize> = Vec::new();
    // Labels to bind after the piece at an index.
    let mut bind_after: Vec<(usize, MachLabel)> = Vec::new();
    for i in 0..pieces.len() {
        let Some(target) = empty_slot(&pieces[i]) else {
            continue;
        };
        // The fall-through: skip labels nobody jumps to; note the first label.
        let mut k = i + 1;
        let mut fall_label = None;
        while let Some(Piece::Bind(l)) = pieces.get(k) {
            fall_label.get_or_insert(*l);
            if labels[l.0 as usize].referenced {
                break;
            }
            k += 1;
        }
        if let Some(Piece::Word(w)) = pieces.get(k) {
            let w = *w;
            if speculable(w).is_some_and(|writes| writes & live(target) == 0) {
                pieces[k] = Piece::Barrier;
                moved.push(k);
                set_slot(&mut pieces[i], w, target);
                continue;
            }
        }
        // The fall-through's live registers: at its label, or the `jmp` after a
        // two-way branch.
        let fall_live = match (fall_label, pieces.get(i + 1)) {
            (Some(l), _) => live(l),
            (None, Some(Piece::Branch24 { op, label, .. })) if *op == Opcode::Jmp => live(*label),
            _ => continue,
        };
        let mut k = labels[target.0 as usize].bound_at;
        while let Some(Piece::Bind(_)) = pieces.get(k) {
            k += 1;
        }
        let Some(Piece::Word(w)) = pieces.get(k) else {
            continue;
        };
        let w = *w;
        if speculable(w).is_none_or(|writes| writes & fall_live != 0) {
            continue;
        }
        let after = *labels[target.0 as usize].second.get_or_insert_with(|| {
            let l = MachLabel(*num_labels as u32);
            *num_labels += 1;
            bind_after.push((k, l));
            l
        });
        set_slot(&mut pieces[i], w, after);
    }
    if moved.is_empty() && bind_after.is_empty() {
        return pieces;
    }
    moved.sort_unstable();
    bind_after.sort_by_key(|(k, _)| *k);
    let mut moved = moved.into_iter().peekable();
    let mut binds = bind_after.into_iter().peekable();
    let mut out = Vec::with_capacity(pieces.len() + binds.len());
    for (i, p) in pieces.into_iter().enumerate() {
        if moved.next_if_eq(&i).is_none() {
            out.push(p);
        }
        while let Some((_, l)) = binds.next_if(|(k, _)| *k == i) {
            out.push(Piece::Bind(l));
        }
    }
    out
}

/// What [`fill`] knows of a label.
#[derive(Clone, Copy)]
struct LabelInfo {
    referenced: bool,
    bound_at: usize,
    second: Option<MachLabel>,
}
