//! Selects of small constants: `rd = c ? 49 : 48` built the two constants in
//! registers for the select's two moves. After allocation, an operand known
//! (within the block) to hold a 16-bit constant becomes `$zero` plus the
//! constant, so the move is an `addiu rd, $zero, k`, and
//! [`super::forward_zeros`] deletes the build if nothing else reads it.

use super::{loc, NUM_REGS};
use crate::inst::MInst;
use crate::regs;

/// For each register, the sign-extended 16-bit constant it holds, if known.
pub(super) struct SmallConsts([Option<i32>; NUM_REGS]);

impl SmallConsts {
    /// Only `$zero` is known (the start of a block).
    pub fn new() -> SmallConsts {
        let mut known = [None; NUM_REGS];
        known[loc(regs::ZERO)] = Some(0);
        SmallConsts(known)
    }

    /// Rewrites the operands of a `Select` that hold known constants.
    pub fn fold_into_select(&self, inst: &mut MInst) {
        if let MInst::Select {
            if_true,
            if_false,
            true_imm,
            false_imm,
            ..
        } = inst
        {
            for (r, imm) in [(if_true, true_imm), (if_false, false_imm)] {
                if *imm == 0 {
                    if let Some(k) = self.0[loc(*r)] {
                        *r = regs::ZERO;
                        *imm = k;
                    }
                }
            }
        }
    }

    /// The facts after `inst`, which writes the registers `defs`.
    pub fn update(&mut self, inst: &MInst, defs: u16) {
        let built = match inst {
            MInst::LoadConst { rd, imm } => {
                let k = *imm as i32;
                (i16::try_from(k).is_ok()).then_some((loc(rd.to_reg()), Some(k)))
            }
            MInst::Mov { rd, rs } => Some((loc(rd.to_reg()), self.0[loc(*rs)])),
            _ => None,
        };
        for (r, k) in self.0.iter_mut().enumerate() {
            if defs & (1 << r) != 0 {
                *k = None;
            }
        }
        if let Some((r, k)) = built {
            self.0[r] = k;
        }
        self.0[loc(regs::ZERO)] = Some(0);
    }
}
