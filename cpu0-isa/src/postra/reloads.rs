//! Spill slots whose value a register still holds.
//!
//! regalloc2 reloads a spilled value at each use that needs it in a register,
//! even when an earlier reload (or the spill store itself) left it in a register
//! nothing has written since, and it may store a value back to the slot it was
//! loaded from. Such a reload becomes a move from that register (which
//! [`super::forward_zeros`] then forwards and usually deletes), and such a
//! store is dropped (it becomes a `Nop`, which emits nothing).
//!
//! The facts flow from a block into a successor it is the only predecessor of,
//! when it comes first in the block order (blocks are walked in order once):
//! such a block starts with the pairs that hold at the end of its predecessor
//! ([`BlockEnds`]).

use super::loc;
use crate::inst::{AMode, AsmOp, MInst};
use crate::thread_spare;
use crate::vcode::VCode;
use regalloc2::{Block, Function as _};

/// Pairs (spill slot, register) holding the same value at the current point.
pub(super) struct SpillCopies {
    pairs: Vec<(u32, u8)>,
    /// Bit `r`: register `r` was read since it was last written, so the
    /// instruction that wrote it stays whatever a join does with it.
    read: u16,
}

impl SpillCopies {
    /// Nothing known (the start of a block).
    pub fn new() -> SpillCopies {
        SpillCopies {
            pairs: Vec::new(),
            read: 0,
        }
    }

    fn holder(&self, slot: u32) -> Option<u8> {
        self.pairs.iter().find(|p| p.0 == slot).map(|p| p.1)
    }

    /// Rewrites `inst` when it reloads a value a register holds, or stores a
    /// value back to where it already is.
    pub fn forward(&self, inst: &mut MInst) {
        if self.pairs.is_empty() {
            return;
        }
        // Spill slots are whole words, reloaded by `ld` and stored by `st`.
        match inst {
            MInst::Load {
                op: AsmOp::Ld,
                rd,
                addr: AMode::Spill { slot },
            } => {
                // The destination itself, when it holds the value, makes a
                // self-move, which goes.
                let d = loc(rd.to_reg()) as u8;
                let holder = if self.pairs.contains(&(*slot, d)) {
                    Some(d)
                } else {
                    self.holder(*slot)
                };
                if let Some(q) = holder {
                    let rs = crate::regs::Reg::phys(cpu0_asm::Reg::new(q).expect("a register"));
                    *inst = MInst::Mov { rd: *rd, rs };
                }
            }
            MInst::Store {
                op: AsmOp::St,
                src,
                addr: AMode::Spill { slot },
            } => {
                let (slot, src) = (*slot, loc(*src) as u8);
                if self.pairs.contains(&(slot, src)) {
                    *inst = MInst::Nop;
                }
            }
            _ => {}
        }
    }

    /// The pairs after `inst`, which reads the registers `uses` and writes
    /// `defs`. (Inlined into the one loop that calls it: out of line it cost
    /// 0.2 M per round.)
    #[inline]
    pub fn update(&mut self, inst: &MInst, uses: u16, defs: u16) {
        // A self-move (a forwarded reload, say) changes nothing.
        if let MInst::Mov { rd, rs } = inst {
            if rd.to_reg() == *rs {
                return;
            }
        }
        self.read = (self.read | uses) & !defs;
        if defs != 0 && !self.pairs.is_empty() {
            self.pairs.retain(|p| defs & (1 << p.1) == 0);
        }
        match inst {
            MInst::Load {
                op: AsmOp::Ld,
                rd,
                addr: AMode::Spill { slot },
            } => self.pairs.push((*slot, loc(rd.to_reg()) as u8)),
            MInst::Store {
                op,
                src,
                addr: AMode::Spill { slot },
            } => {
                let slot = *slot;
                self.pairs.retain(|p| p.0 != slot);
                // A narrower store leaves the slot holding no register's value.
                if *op == AsmOp::St && *src != crate::regs::ZERO {
                    self.pairs.push((slot, loc(*src) as u8));
                }
            }
            MInst::Mov { rd, rs } => {
                // The destination holds what the source holds.
                let (d, s) = (loc(rd.to_reg()) as u8, loc(*rs) as u8);
                let n = self.pairs.len();
                for i in 0..n {
                    if self.pairs[i].1 == s && s != d {
                        self.pairs.push((self.pairs[i].0, d));
                    }
                }
            }
            _ => {}
        }
    }
}

/// The pairs holding at the end of each block walked so far, stored end to end
/// (one buffer per function rather than one per block).
pub(super) struct BlockEnds {
    pairs: Vec<(u32, u8)>,
    /// Per block: its pairs' range in `pairs` and its `read` registers.
    ranges: Vec<(u32, u32, u16)>,
}

/// The buffers of a dropped [`BlockEnds`] (a type without `Drop`, so that the
/// thread's storage drops it plainly), kept for the next function on the
/// thread: allocating them showed in the profile.
type EndBufs = (Vec<(u32, u8)>, Vec<(u32, u32, u16)>);

thread_local! {
    static SPARE: thread_spare::Slot<EndBufs> = const { thread_spare::Slot::new(None) };
}

impl Drop for BlockEnds {
    fn drop(&mut self) {
        let bufs = (
            std::mem::take(&mut self.pairs),
            std::mem::take(&mut self.ranges),
        );
        thread_spare::give_back(&SPARE, bufs);
    }
}

impl BlockEnds {
    /// Room for `num_blocks` blocks.
    pub fn new(num_blocks: usize) -> BlockEnds {
        let (mut pairs, mut ranges) = thread_spare::take(&SPARE);
        pairs.clear();
        ranges.clear();
        ranges.reserve(num_blocks);
        BlockEnds { pairs, ranges }
    }

    /// Records the pairs at the end of the next block in order, `b`: none
    /// unless a later block has `b` as a predecessor.
    pub fn record(&mut self, b: usize, vcode: &VCode, copies: &SpillCopies) {
        let start = self.pairs.len() as u32;
        let later = vcode
            .block_succs(Block::new(b))
            .iter()
            .any(|s| s.index() > b);
        if later {
            self.pairs.extend_from_slice(&copies.pairs);
        }
        self.ranges
            .push((start, self.pairs.len() as u32, copies.read));
    }

    fn of(&self, b: usize) -> &[(u32, u8)] {
        let (s, e, _) = self.ranges[b];
        &self.pairs[s as usize..e as usize]
    }

    /// The pairs at the start of block `b` (the next to record): those at the
    /// end of its predecessor, when it has one and it was walked before (an
    /// extended basic block). Joins start empty: taking the pairs common to all
    /// predecessors made a reload in the join a move, which kept a load live in
    /// a predecessor also on its other paths (in a loop of `sort`, more
    /// instructions run). So a join, when all its predecessors were walked
    /// before it, starts with the pairs common to all of them whose register
    /// was read in each after being written: the write stays anyway.
    /// `copies` (the last block's, reused) is set to them.
    pub fn start(&self, b: usize, vcode: &VCode, copies: &mut SpillCopies) {
        copies.pairs.clear();
        copies.read = 0;
        // The entry block is also reached by the call (no predecessor listed).
        if b == 0 {
            return;
        }
        match vcode.block_preds(Block::new(b)) {
            [] => {}
            [p] => {
                if p.index() < b {
                    copies.pairs.extend_from_slice(self.of(p.index()));
                    copies.read = self.ranges[p.index()].2;
                }
            }
            preds => {
                if preds.iter().any(|p| p.index() >= b) {
                    return;
                }
                let read = preds
                    .iter()
                    .fold(u16::MAX, |m, p| m & self.ranges[p.index()].2);
                let (first, rest) = (preds[0].index(), &preds[1..]);
                for &(slot, r) in self.of(first) {
                    if read & (1 << r) != 0
                        && rest.iter().all(|p| self.of(p.index()).contains(&(slot, r)))
                    {
                        copies.pairs.push((slot, r));
                    }
                }
                copies.read = read;
            }
        }
    }
}
