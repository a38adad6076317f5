//! One instruction both paths of a conditional branch start with, run once
//! before the branch instead.
//!
//! After allocation both successors of a branch often reload the same spill
//! slot into the same register (the value was spilled across a call before
//! the branch), or build the same constant. When each successor has the
//! branching block as its only predecessor, and neither runs anything before
//! the instruction that touches what it writes or changes what it reads, the
//! branching block runs it once before the branch: one copy fewer, and each
//! path runs as many instructions as before.

use super::{Effects, NO_SLOT};
use crate::inst::{AMode, AsmOp, MInst};
use crate::vcode::VCode;
use regalloc2::{Block, Function as _};

/// How far into a successor the shared instruction is looked for.
const WINDOW: usize = 6;

/// How many instructions one branch's successors give up at most.
const MAX_PER_BRANCH: usize = 4;

/// Whether `a` and `b` are the same instruction of a kind that only computes
/// its result from registers or a spill slot (not memory a store could write,
/// nor `HI`/`LO`).
/// (Runs after `forward_zeros`: the moves and constants it folds into their
/// readers within a block are gone by then, and a copy in the branching block
/// would have kept that from happening.)
fn same_pure(a: &MInst, b: &MInst) -> bool {
    let hi_lo = |op: &AsmOp| matches!(op, AsmOp::Mult | AsmOp::Multu | AsmOp::Div | AsmOp::Divu);
    match (a, b) {
        (
            MInst::Load {
                op: AsmOp::Ld,
                rd: d1,
                addr: a1,
            },
            MInst::Load {
                op: AsmOp::Ld,
                rd: d2,
                addr: a2,
            },
        ) => matches!(a1, AMode::Spill { .. }) && d1.to_reg() == d2.to_reg() && a1 == a2,
        (MInst::LoadConst { rd: d1, imm: i1 }, MInst::LoadConst { rd: d2, imm: i2 }) => {
            d1.to_reg() == d2.to_reg() && i1 == i2
        }
        (MInst::Mov { rd: d1, rs: s1 }, MInst::Mov { rd: d2, rs: s2 }) => {
            d1.to_reg() == d2.to_reg() && s1 == s2
        }
        (
            MInst::AluRRI {
                op: o1,
                rd: d1,
                rs: s1,
                imm: i1,
            },
            MInst::AluRRI {
                op: o2,
                rd: d2,
                rs: s2,
                imm: i2,
            },
        ) => o1 == o2 && d1.to_reg() == d2.to_reg() && s1 == s2 && i1 == i2,
        (
            MInst::AluRRR {
                op: o1,
                rd: d1,
                rs: s1,
                rt: t1,
            },
            MInst::AluRRR {
                op: o2,
                rd: d2,
                rs: s2,
                rt: t2,
            },
        ) => !hi_lo(o1) && o1 == o2 && d1.to_reg() == d2.to_reg() && s1 == s2 && t1 == t2,
        (MInst::LoadAddr { rd: d1, addr: a1 }, MInst::LoadAddr { rd: d2, addr: a2 }) => {
            d1.to_reg() == d2.to_reg() && a1 == a2
        }
        _ => false,
    }
}

/// Whether `insts[i]` could run at the start of its block instead: nothing
/// before it writes what it reads (registers, spill slot) or reads or writes
/// what it writes.
fn movable_to_start(insts: &mut [MInst], i: usize) -> bool {
    let fx = Effects::of(&mut insts[i]);
    let (reads, writes) = (fx.uses, fx.defs);
    insts[..i].iter_mut().all(|inst| {
        let e = Effects::of(inst);
        e.defs & (reads | writes) == 0
            && e.uses & writes == 0
            && (fx.use_slot == NO_SLOT || e.def_slot != fx.use_slot)
    })
}

/// Hoists an instruction both successors of a conditional branch start with
/// into the branching block; see the module documentation. `live_in` (the
/// registers live on entry to each block, a superset) stays one: the hoisted
/// instruction's results become live on entry to both successors.
pub fn hoist_common_heads(blocks: &mut [Vec<MInst>], vcode: &VCode, live_in: &mut [u16]) {
    for p in 0..blocks.len() {
        let Some(&MInst::CondBr {
            rs,
            rt,
            taken,
            not_taken,
            slot,
            ..
        }) = blocks[p].last()
        else {
            continue;
        };
        let (t, f) = (taken.0 as usize, not_taken.0 as usize);
        // The allocator's predecessor lists: a branch `hoist_edge_moves`
        // retargeted past an edge block fails this test (the target's list
        // still names the edge block), so such branches are skipped, safely.
        let only_p = |b: usize| vcode.block_preds(Block::new(b)) == [Block::new(p)];
        if t == f || t == p || f == p || !only_p(t) || !only_p(f) {
            continue;
        }
        // Registers the branch reads, or its delay-slot move reads or writes:
        // the hoisted instruction runs before them.
        let mut fixed = (1u16 << super::loc(rs)) | (1 << super::loc(rt));
        if let Some((rd, src)) = slot {
            fixed |= (1 << super::loc(rd.to_reg())) | (1 << super::loc(src));
        }
        // A few in turn: each hoisted one may free the next.
        for _ in 0..MAX_PER_BRANCH {
            let Some((i, j)) = find_pair(blocks, t, f) else {
                break;
            };
            let fx = Effects::of(&mut blocks[t][i]);
            if (fx.defs | fx.uses) & fixed != 0
                || !movable_to_start(&mut blocks[t], i)
                || !movable_to_start(&mut blocks[f], j)
            {
                break;
            }
            let inst = blocks[t].remove(i);
            blocks[f].remove(j);
            live_in[t] |= fx.defs;
            live_in[f] |= fx.defs;
            let at = blocks[p].len() - 1;
            blocks[p].insert(at, inst);
        }
    }
}

/// The first instruction of block `t` (within [`WINDOW`]) that block `f` has
/// too (within the window): their indices.
fn find_pair(blocks: &[Vec<MInst>], t: usize, f: usize) -> Option<(usize, usize)> {
    let (bt, bf) = (&blocks[t], &blocks[f]);
    for (i, a) in bt.iter().take(WINDOW).enumerate() {
        if let Some(j) = bf.iter().take(WINDOW).position(|b| same_pure(a, b)) {
            return Some((i, j));
        }
    }
    None
}
