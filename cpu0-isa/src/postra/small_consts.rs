//! Registers known (within a block) to hold a 16-bit constant after
//! allocation: the constant is folded into the instructions that read them.
//!
//! The lowering folds a constant operand it sees, but some reach the allocated
//! code in registers: a `select` of two constants (`rd = c ? 49 : 48`) builds
//! both for its two moves (`Select32`, the tied form, builds its moved arm),
//! and constants shared within a block
//! (`lower::consts`), rebuilt instead of reloaded (`remat.rs`) or passed along
//! an edge are read by `addu`, `and`, ... After allocation a `Select` arm
//! becomes `$zero` plus the constant (an `addiu rd, $zero, k` move), and a
//! register-register operation its immediate form. [`super::forward_zeros`]
//! then deletes the build if nothing else reads it.

use super::{loc, NUM_REGS};
use crate::inst::{AsmOp, MInst};
use crate::regs::{self, Reg};

/// For each register, the sign-extended 16-bit constant it holds, if known.
pub(super) struct SmallConsts([Option<i32>; NUM_REGS]);

impl SmallConsts {
    /// Only `$zero` is known (the start of a block).
    pub fn new() -> SmallConsts {
        let mut known = [None; NUM_REGS];
        known[loc(regs::ZERO)] = Some(0);
        SmallConsts(known)
    }

    /// Rewrites the operands of a `Select` that hold known constants, and the
    /// moved arm of a `Select32` (its other arm is `rd` itself, or `$zero`).
    pub fn fold_into_select(&self, inst: &mut MInst) {
        let fold = |r: &mut Reg, imm: &mut i32| {
            if *imm == 0 {
                if let Some(k) = self.0[loc(*r)] {
                    *r = regs::ZERO;
                    *imm = k;
                }
            }
        };
        match inst {
            MInst::Select {
                if_true,
                if_false,
                true_imm,
                false_imm,
                ..
            } => {
                fold(if_true, true_imm);
                fold(if_false, false_imm);
            }
            MInst::Select32 { t, t_imm, .. } => fold(t, t_imm),
            _ => {}
        }
    }

    /// Rewrites a register-register operation with an operand known to hold a
    /// constant to its immediate form, where one exists for that constant.
    pub fn fold_into_alu(&self, inst: &mut MInst) {
        let MInst::AluRRR { op, rd, rs, rt } = *inst else {
            return;
        };
        let known = |r: Reg| {
            if r == regs::ZERO {
                None
            } else {
                self.0[loc(r)]
            }
        };
        let zext16 = |k: i32| (0..=0xffff).contains(&k).then_some(k);
        let commutative = |imm_op: AsmOp, fits: &dyn Fn(i32) -> Option<i32>| match (
            known(rt).and_then(fits),
            known(rs).and_then(fits),
        ) {
            (Some(k), _) => Some((imm_op, rs, k)),
            (None, Some(k)) => Some((imm_op, rt, k)),
            _ => None,
        };
        let folded = match op {
            AsmOp::Addu => commutative(AsmOp::Addiu, &Some),
            AsmOp::And => commutative(AsmOp::Andi, &zext16),
            AsmOp::Or => commutative(AsmOp::Ori, &zext16),
            AsmOp::Xor => commutative(AsmOp::Xori, &zext16),
            AsmOp::Subu => {
                known(rt).and_then(|k| i16::try_from(-k).is_ok().then_some((AsmOp::Addiu, rs, -k)))
            }
            AsmOp::Slt => known(rt).map(|k| (AsmOp::Slti, rs, k)),
            // `sltiu` only with 0..=0x7fff (the ISA document's project rule).
            AsmOp::Sltu => known(rt)
                .filter(|k| (0..=0x7fff).contains(k))
                .map(|k| (AsmOp::Sltiu, rs, k)),
            _ => None,
        };
        if let Some((op, rs, imm)) = folded {
            *inst = MInst::AluRRI { op, rd, rs, imm };
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
