//! Spill slots whose value a register still holds, within a block.
//!
//! regalloc2 reloads a spilled value at each use that needs it in a register,
//! even when an earlier reload (or the spill store itself) left it in a register
//! nothing has written since, and it may store a value back to the slot it was
//! loaded from. Such a reload becomes a move from that register (which
//! [`super::forward_zeros`] then forwards and usually deletes), and such a
//! store is dropped (it becomes a `Nop`, which emits nothing).

use super::loc;
use crate::inst::{AMode, AsmOp, MInst};

/// Pairs (spill slot, register) holding the same value at the current point.
pub(super) struct SpillCopies {
    pairs: Vec<(u32, u8)>,
}

impl SpillCopies {
    /// Nothing known (the start of a block).
    pub fn new() -> SpillCopies {
        SpillCopies { pairs: Vec::new() }
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
                if let Some(q) = self.holder(*slot) {
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

    /// The pairs after `inst`, which writes the registers `defs`. (Inlined
    /// into the one loop that calls it: out of line it cost 0.2 M per round.)
    #[inline]
    pub fn update(&mut self, inst: &MInst, defs: u16) {
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
