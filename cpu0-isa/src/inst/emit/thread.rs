//! Branches to a `jmp` go straight to its target, and a `jmp` left with no way
//! in goes.
//!
//! A block that only returns becomes a lone `jmp` to the function's one
//! epilogue (`Emitter::ret`); the branches that reached it then reach the
//! epilogue directly, so sharing it costs them nothing at run time; so do jump
//! tables' entries. A label counts as entered when a branch or a jump table
//! names it; a `jmp` with no entered label before it is dead when the word
//! before it never falls through (a `jmp`, or a `ret` and its slot).

use super::Piece;
use crate::inst::MachLabel;
use cpu0_asm::Opcode;

/// Most `jmp`s a branch is followed through (a cycle of `jmp`s stops there).
const MAX_HOPS: usize = 8;

/// Returns `pieces` with branches and jump-table entries threaded through lone
/// `jmp`s and the `jmp`s nothing reaches any more removed; `tables` are the jump
/// tables' targets. (A `jmp` kept for a table right after another return's
/// `ret` and slot would also look like a popped frame to the unwinder.)
pub(super) fn thread(
    mut pieces: Vec<Piece>,
    tables: &mut [MachLabel],
    num_labels: usize,
) -> Vec<Piece> {
    // Per label: the target of the `jmp` right after it, if that is what follows.
    let mut forward: Vec<Option<MachLabel>> = vec![None; num_labels];
    let mut any = false;
    for (i, p) in pieces.iter().enumerate() {
        let Piece::Bind(l) = p else { continue };
        let next = pieces[i + 1..]
            .iter()
            .find(|q| !matches!(q, Piece::Bind(_) | Piece::Barrier));
        if let Some(Piece::Branch24 {
            op: Opcode::Jmp,
            label,
            ..
        }) = next
        {
            if label != l {
                forward[l.0 as usize] = Some(*label);
                any = true;
            }
        }
    }
    if !any {
        return pieces;
    }
    let resolve = |mut l: MachLabel| {
        for _ in 0..MAX_HOPS {
            match forward[l.0 as usize] {
                Some(next) => l = next,
                None => break,
            }
        }
        l
    };
    for p in &mut pieces {
        if let Piece::Branch16 { label, .. } | Piece::Branch24 { label, .. } = p {
            *label = resolve(*label);
        }
    }
    for l in tables.iter_mut() {
        *l = resolve(*l);
    }
    let mut entered = vec![false; num_labels];
    for p in &pieces {
        if let Piece::Branch16 { label, .. } | Piece::Branch24 { label, .. } = p {
            entered[label.0 as usize] = true;
        }
    }
    for l in tables.iter() {
        entered[l.0 as usize] = true;
    }
    // Whether control reaches piece `i` from the word before it or a label.
    let reachable = |pieces: &[Piece], i: usize| {
        let mut k = i;
        while k > 0 {
            k -= 1;
            match &pieces[k] {
                Piece::Bind(l) if entered[l.0 as usize] => return true,
                Piece::Bind(_) | Piece::Barrier => {}
                Piece::Branch24 {
                    op: Opcode::Jmp, ..
                } => return false,
                // A `ret` and its delay slot end the path.
                Piece::Word(_) => {
                    let ret = k > 0
                        && matches!(pieces[k - 1], Piece::Word(w)
                            if cpu0_asm::decode(w).is_ok_and(|i| i.op() == Opcode::Ret));
                    return !ret;
                }
                _ => return true,
            }
        }
        true
    };
    let dead: Vec<usize> = (0..pieces.len())
        .filter(|&i| {
            matches!(
                pieces[i],
                Piece::Branch24 {
                    op: Opcode::Jmp,
                    ..
                }
            ) && !reachable(&pieces, i)
        })
        .collect();
    if dead.is_empty() {
        return pieces;
    }
    let mut d = 0;
    let mut i = 0;
    pieces.retain(|_| {
        let keep = dead.get(d) != Some(&i);
        if !keep {
            d += 1;
        }
        i += 1;
        keep
    });
    pieces
}
