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
//! then deletes the build if nothing else reads it. An operation whose operands
//! are all known becomes the build of its result (`const_eval.rs`).

use super::{const_eval, loc, NUM_REGS};
use crate::inst::{AsmOp, MInst};
use crate::regs::{self, Reg, WritableReg};

/// The register an instruction writes and the constant it computes, passed
/// from [`SmallConsts::fold_constant`] to [`SmallConsts::update`].
pub(super) struct Computed(Option<(WritableReg, i32)>);

/// For each register, the constant it holds, if known; and the registers
/// besides `$zero` known (bit `r` for register `r`): with none, the folds into
/// readers have nothing to fold, and most instructions skip them.
pub(super) struct SmallConsts {
    known: [Option<i32>; NUM_REGS],
    others: u16,
}

/// `k` if it fits a sign-extended 16-bit immediate.
fn sext16(k: i32) -> Option<i32> {
    i16::try_from(k).is_ok().then_some(k)
}

impl SmallConsts {
    /// Only `$zero` is known (the start of a block).
    pub fn new() -> SmallConsts {
        let mut known = [None; NUM_REGS];
        known[loc(regs::ZERO)] = Some(0);
        SmallConsts { known, others: 0 }
    }

    /// Rewrites the operands of a `Select` that hold known constants, and the
    /// moved arm of a `Select32` (its other arm is `rd` itself, or `$zero`).
    pub fn fold_into_select(&self, inst: &mut MInst) {
        // `$zero` alone would fold into `$zero` plus 0: no change.
        if self.others == 0 {
            return;
        }
        let fold = |r: &mut Reg, imm: &mut i32| {
            if *imm == 0 {
                if let Some(k) = self.known[loc(*r)].and_then(sext16) {
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
        // `$zero` is never folded (below): nothing to do without others.
        if self.others == 0 {
            return;
        }
        let MInst::AluRRR { op, rd, rs, rt } = *inst else {
            return;
        };
        let known = |r: Reg| {
            if r == regs::ZERO {
                None
            } else {
                self.known[loc(r)]
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
            AsmOp::Addu => commutative(AsmOp::Addiu, &sext16),
            AsmOp::And => commutative(AsmOp::Andi, &zext16),
            AsmOp::Or => commutative(AsmOp::Ori, &zext16),
            AsmOp::Xor => commutative(AsmOp::Xori, &zext16),
            AsmOp::Subu => {
                // `k` may be any constant now (i32::MIN has no negation).
                known(rt)
                    .and_then(|k| k.checked_neg())
                    .filter(|n| i16::try_from(*n).is_ok())
                    .map(|n| (AsmOp::Addiu, rs, n))
            }
            AsmOp::Slt => known(rt).and_then(sext16).map(|k| (AsmOp::Slti, rs, k)),
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

    /// The register an ALU instruction writes and the constant it computes,
    /// when its operands are known (`const_eval.rs`).
    fn computed(&self, inst: &MInst) -> Option<(WritableReg, i32)> {
        match *inst {
            MInst::AluRRI { op, rd, rs, imm } => {
                Some((rd, const_eval::eval_rri(op, self.known[loc(rs)]?, imm)?))
            }
            MInst::AluRRR { op, rd, rs, rt } => {
                let (a, b) = (self.known[loc(rs)], self.known[loc(rt)]);
                match (a, b) {
                    (Some(a), Some(b)) => Some((rd, const_eval::eval_rrr(op, a, b)?)),
                    // `x & 0`, `x * 0`, `x <u 0`: zero whatever `x` is.
                    (_, Some(0)) if matches!(op, AsmOp::And | AsmOp::Mul | AsmOp::Sltu) => {
                        Some((rd, 0))
                    }
                    (Some(0), _) if matches!(op, AsmOp::And | AsmOp::Mul) => Some((rd, 0)),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// Replaces an ALU instruction whose operands are all known by the build
    /// of its result, when that takes one instruction.
    /// An operation that leaves an operand unchanged (adding zero, ...)
    /// becomes a copy, which `copies.rs` reads through.
    /// Returns what [`Self::update`] needs: the register and constant an
    /// instruction left as it was computes (computing it twice showed in the
    /// profile).
    pub fn fold_constant(&self, inst: &mut MInst) -> Computed {
        if let Some((rd, k)) = self.computed(inst) {
            if rd.to_reg() != regs::ZERO && const_eval::one_instruction(k) {
                *inst = MInst::LoadConst { rd, imm: k as u32 };
                return Computed(None);
            }
            return Computed(Some((rd, k)));
        }
        let is_zero = |r: Reg| self.known[loc(r)] == Some(0);
        let copied = match *inst {
            MInst::AluRRI { op, rd, rs, imm: 0 } if const_eval::keeps_on_zero(op) => Some((rd, rs)),
            MInst::AluRRR { op, rd, rs, rt } if const_eval::keeps_on_zero(op) => {
                if is_zero(rt) {
                    Some((rd, rs))
                } else if is_zero(rs) && const_eval::commutes(op) {
                    Some((rd, rt))
                } else {
                    None
                }
            }
            _ => None,
        };
        if let Some((rd, rs)) = copied {
            *inst = MInst::Mov { rd, rs };
        }
        Computed(None)
    }

    /// The facts after `inst`, which writes the registers `defs`. `computed`
    /// is what [`Self::fold_constant`] returned for it: nothing between the
    /// two changes an ALU instruction (`reloads.rs` rewrites only spill loads
    /// and stores), and nothing else computes a constant.
    ///
    /// Returns the register `inst` sets to zero from `$zero` or an immediate 0
    /// (`li rd, 0`, `move rd, $zero`; bit `r` for register `r`), for
    /// `forward_zeros`' own zero tracking: telling it here saves a second
    /// match per instruction.
    pub fn update(&mut self, inst: &MInst, defs: u16, computed: Computed) -> u16 {
        let mut zeroed = 0;
        let built = match inst {
            MInst::LoadConst { rd, imm } => {
                if *imm == 0 {
                    zeroed = 1 << loc(rd.to_reg());
                }
                Some((loc(rd.to_reg()), Some(*imm as i32)))
            }
            MInst::Mov { rd, rs } => {
                if *rs == regs::ZERO {
                    zeroed = 1 << loc(rd.to_reg());
                }
                Some((loc(rd.to_reg()), self.known[loc(*rs)]))
            }
            _ => computed.0.map(|(rd, k)| (loc(rd.to_reg()), Some(k))),
        };
        // Only the written registers change: visit their bits, not all sixteen.
        let mut written = defs;
        while written != 0 {
            self.known[written.trailing_zeros() as usize] = None;
            written &= written - 1;
        }
        self.others &= !defs;
        if let Some((r, k)) = built {
            self.known[r] = k;
            if k.is_some() {
                self.others |= 1 << r;
            } else {
                self.others &= !(1 << r);
            }
        }
        let zero = loc(regs::ZERO);
        self.known[zero] = Some(0);
        self.others &= !(1 << zero);
        zeroed
    }
}
