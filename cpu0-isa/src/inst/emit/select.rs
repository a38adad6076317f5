//! The compares and selects that branch over their own moves.

use super::{cmp_and_jump, fits16, hw, Emitter, Piece};
use crate::inst::MInst;
use cpu0_asm::{Inst, Opcode, Reg as HwReg};

impl Emitter<'_> {
    /// `rd = rs + imm` in one word (a `Select` arm): a move when `imm` is zero.
    fn move_plus(&mut self, rd: HwReg, rs: HwReg, imm: i32) {
        if imm == 0 {
            self.rrr(Opcode::Addu, rd, rs, HwReg::ZERO);
        } else {
            debug_assert!(fits16(imm as i64), "a Select immediate of 16 bits");
            self.rri(Opcode::Addiu, rd, rs, imm as i64);
        }
    }

    /// `rd = rs + imm` outside a select's branch: nothing when that is `rd = rd`.
    fn plain_move_plus(&mut self, rd: HwReg, rs: HwReg, imm: i32) {
        if rd != rs || imm != 0 {
            self.move_plus(rd, rs, imm);
        }
    }

    /// `rd = c != 0 ? t : f` on word pairs: `rd = f` (nothing when allocated in
    /// `f`'s registers), then a branch on `c == 0` over the moves of `t`. The
    /// moves are ordered so that neither overwrites the other's source (through
    /// `$at` when the words cross).
    fn select64(&mut self, c: HwReg, rd: [HwReg; 2], t: [HwReg; 2], f: [HwReg; 2]) {
        for k in 0..2 {
            if rd[k] != f[k] {
                self.rrr(Opcode::Addu, rd[k], f[k], HwReg::ZERO);
            }
        }
        let mut moves: Vec<(HwReg, HwReg)> = (0..2)
            .filter(|&k| rd[k] != t[k])
            .map(|k| (rd[k], t[k]))
            .collect();
        if moves.len() == 2 && moves[0].0 == moves[1].1 {
            if moves[1].0 == moves[0].1 {
                // rd_lo = t_hi and rd_hi = t_lo: a swap.
                moves = vec![(HwReg::AT, t[0]), (rd[1], t[1]), (rd[0], HwReg::AT)];
            } else {
                moves.swap(0, 1);
            }
        }
        self.rri(Opcode::Beq, c, HwReg::ZERO, 4 * (moves.len() as i64 + 1));
        self.delay_slot();
        for (d, s) in moves {
            self.rrr(Opcode::Addu, d, s, HwReg::ZERO);
        }
        self.pieces.push(Piece::Barrier);
    }

    /// Emits the compares and selects that branch over their own moves.
    pub(super) fn compare_or_select(&mut self, inst: &MInst) {
        match inst {
            MInst::CmpSet { cc, rd, rs, rt } => {
                // cmp; j<cc> over the "rd = 0"; the delay slot sets rd = 1 either way.
                let rd = hw(rd.to_reg());
                let (cmp, jcc) = cmp_and_jump(*cc);
                self.rrr(cmp, HwReg::SW, hw(*rs), hw(*rt));
                self.word(Inst::i(jcc, 8));
                self.rri(Opcode::Addiu, rd, HwReg::ZERO, 1);
                self.rri(Opcode::Addiu, rd, HwReg::ZERO, 0);
                self.pieces.push(Piece::Barrier);
            }
            MInst::Select {
                cc,
                rd,
                rs,
                rt,
                if_true,
                if_false,
                true_imm,
                false_imm,
            } => {
                let rd = hw(rd.to_reg());
                // Both arms the same (allocation gave them one register): no branch.
                if if_true == if_false && true_imm == false_imm {
                    self.plain_move_plus(rd, hw(*if_true), *true_imm);
                    return;
                }
                // Branch (if cc) over "rd = if_false"; the delay slot sets rd = if_true.
                self.branch_over(*cc, hw(*rs), hw(*rt), 2);
                self.move_plus(rd, hw(*if_true), *true_imm);
                self.move_plus(rd, hw(*if_false), *false_imm);
                self.pieces.push(Piece::Barrier);
            }
            MInst::Cmp64 {
                signed,
                rd,
                xl,
                xh,
                yl,
                yh,
            } => {
                // The slot's compare of the high words stands when they differ;
                // otherwise the low words' unsigned compare replaces it.
                let rd = hw(rd.to_reg());
                let hi_op = if *signed { Opcode::Slt } else { Opcode::Sltu };
                self.rri(Opcode::Bne, hw(*xh), hw(*yh), 8);
                self.rrr(hi_op, rd, hw(*xh), hw(*yh));
                self.rrr(Opcode::Sltu, rd, hw(*xl), hw(*yl));
                self.pieces.push(Piece::Barrier);
            }
            MInst::Select32 {
                c,
                rd,
                t,
                f,
                t_imm,
                t_on_zero,
            } => {
                let (rd, t, f) = (hw(rd.to_reg()), hw(*t), hw(*f));
                // The branch taken when `t` is picked, and its negation.
                let (to_t, to_f) = if *t_on_zero {
                    (Opcode::Beq, Opcode::Bne)
                } else {
                    (Opcode::Bne, Opcode::Beq)
                };
                if t == f && *t_imm == 0 {
                    // Both arms the same register: no branch.
                    self.plain_move_plus(rd, t, 0);
                    return;
                }
                if rd != f {
                    // Not tied (`f` is `$zero`): rd is an early def, so `Select`'s
                    // sequence with `t` in the delay slot is safe.
                    self.rri(to_t, hw(*c), HwReg::ZERO, 8);
                    self.move_plus(rd, t, *t_imm);
                    self.rrr(Opcode::Addu, rd, f, HwReg::ZERO);
                } else if rd != t || *t_imm != 0 {
                    self.rri(to_f, hw(*c), HwReg::ZERO, 8);
                    self.delay_slot();
                    self.move_plus(rd, t, *t_imm);
                }
                self.pieces.push(Piece::Barrier);
            }
            MInst::Select64 {
                c,
                rd_lo,
                rd_hi,
                t_lo,
                t_hi,
                f_lo,
                f_hi,
            } => {
                let rd = [hw(rd_lo.to_reg()), hw(rd_hi.to_reg())];
                self.select64(hw(*c), rd, [hw(*t_lo), hw(*t_hi)], [hw(*f_lo), hw(*f_hi)]);
            }
            _ => unreachable!("not a compare or select: {inst:?}"),
        }
    }
}
