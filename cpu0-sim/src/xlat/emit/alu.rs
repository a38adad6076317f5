//! Arithmetic, logic, shifts and rotates, and HI/LO: the instructions that
//! only compute (a few leave by a side exit: an overflowing `add`, a division
//! the ISA leaves undefined, a strict-mode rotate).

use super::{Emitter, HI, LO, SW, SW_V};
use crate::predecode::{Decoded, Op};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, InstBuilder, Value};

impl Emitter<'_, '_> {
    /// ALU operations with an immediate or two registers, conditional moves.
    pub(super) fn arithmetic(&mut self, d: Decoded, i: usize, pc: u32) {
        use Op::*;
        if let Some(value) = self.folded(d) {
            self.set(d.ra, value);
            return;
        }
        match d.op {
            Addiu => self.imm(d, |e, b, imm| e.b.ins().iadd_imm_s(b, imm)),
            Andi => self.imm(d, |e, b, imm| e.b.ins().band_imm_s(b, imm)),
            Ori => self.imm(d, |e, b, imm| e.b.ins().bor_imm_s(b, imm)),
            Xori => self.imm(d, |e, b, imm| e.b.ins().bxor_imm_s(b, imm)),
            Lui => self.imm(d, |e, _, imm| e.iconst((imm as u32) << 16)),
            Slti => self.imm(d, |e, b, imm| {
                let f =
                    e.b.ins()
                        .icmp_imm_s(IntCC::SignedLessThan, b, imm as u32 as i32 as i64);
                e.bool_to_word(f)
            }),
            Sltiu => self.imm(d, |e, b, imm| {
                let imm = e.iconst(imm as u32);
                let f = e.b.ins().icmp(IntCC::UnsignedLessThan, b, imm);
                e.bool_to_word(f)
            }),

            Movz | Movn => {
                let (b, c, old) = (self.reg(d.rb), self.reg(d.rc), self.reg(d.ra));
                let cc = if d.op == Movz {
                    IntCC::Equal
                } else {
                    IntCC::NotEqual
                };
                let cond = self.b.ins().icmp_imm_s(cc, c, 0);
                let value = self.b.ins().select(cond, b, old);
                self.set(d.ra, value);
            }
            Addu => self.regs(d, |e, b, c| e.b.ins().iadd(b, c)),
            Subu => self.regs(d, |e, b, c| e.b.ins().isub(b, c)),
            Add | Sub => {
                let (b, c) = (self.reg(d.rb), self.reg(d.rc));
                let (value, sign_bits) = if d.op == Add {
                    let sum = self.b.ins().iadd(b, c);
                    let x = self.b.ins().bxor(b, sum);
                    let y = self.b.ins().bxor(c, sum);
                    (sum, self.b.ins().band(x, y))
                } else {
                    let diff = self.b.ins().isub(b, c);
                    let x = self.b.ins().bxor(b, c);
                    let y = self.b.ins().bxor(b, diff);
                    (diff, self.b.ins().band(x, y))
                };
                // Overflow traps (the interpreter raises it); otherwise V is cleared.
                let overflow = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, sign_bits, 0);
                self.side_exit_if(overflow, i, pc);
                let sw = self.reg(SW);
                let sw = self.b.ins().band_imm_s(sw, !SW_V);
                self.set(SW, sw);
                self.set(d.ra, value);
            }
            Clz => self.regs(d, |e, b, _| e.b.ins().clz(b)),
            Clo => self.regs(d, |e, b, _| {
                let inverted = e.b.ins().bnot(b);
                e.b.ins().clz(inverted)
            }),
            Mul => self.regs(d, |e, b, c| e.b.ins().imul(b, c)),
            And => self.regs(d, |e, b, c| e.b.ins().band(b, c)),
            Or => self.regs(d, |e, b, c| e.b.ins().bor(b, c)),
            Xor => self.regs(d, |e, b, c| e.b.ins().bxor(b, c)),
            Nor => self.regs(d, |e, b, c| {
                let or = e.b.ins().bor(b, c);
                e.b.ins().bnot(or)
            }),
            Slt | Sltu => {
                let cc = if d.op == Slt {
                    IntCC::SignedLessThan
                } else {
                    IntCC::UnsignedLessThan
                };
                self.regs(d, |e, b, c| {
                    let f = e.b.ins().icmp(cc, b, c);
                    e.bool_to_word(f)
                })
            }
            _ => unreachable!("{:?} is not arithmetic", d.op),
        }
    }

    /// The value of an operation with `$zero` or a zero immediate as an
    /// operand, when that is a constant or a plain register (the common
    /// `li` and `move` forms): no instruction to compile for it.
    fn folded(&mut self, d: Decoded) -> Option<Value> {
        use Op::*;
        let zero = |r: u8| r & 31 == 0;
        Some(match d.op {
            Addiu | Ori | Xori if zero(d.rb) => self.iconst(d.imm),
            Addiu | Ori | Xori if d.imm == 0 => self.reg(d.rb),
            Addu | Subu | Or | Xor if zero(d.rc) => self.reg(d.rb),
            Addu | Or | Xor if zero(d.rb) => self.reg(d.rc),
            _ => return None,
        })
    }

    /// Shifts and rotates, by an immediate or a register.
    pub(super) fn shift(&mut self, d: Decoded, i: usize, pc: u32) {
        use Op::*;
        match d.op {
            Rol => self.imm(d, |e, b, n| e.b.ins().rotl_imm_s(b, n & 31)),
            Ror => self.imm(d, |e, b, n| e.b.ins().rotr_imm_s(b, n & 31)),
            Shl => self.imm(d, |e, b, n| e.b.ins().ishl_imm_s(b, n & 31)),
            Shr => self.imm(d, |e, b, n| e.b.ins().ushr_imm_s(b, n & 31)),
            Sra => self.imm(d, |e, b, n| e.b.ins().sshr_imm_s(b, n & 31)),
            Srav => self.regs(d, |e, b, n| {
                let max = e.iconst(31);
                let n = e.b.ins().umin(n, max);
                e.b.ins().sshr(b, n)
            }),
            Shlv | Shrv => self.regs(d, |e, b, n| {
                let shifted = if d.op == Shlv {
                    e.b.ins().ishl(b, n)
                } else {
                    e.b.ins().ushr(b, n)
                };
                // 32 or more shifts everything out.
                let out =
                    e.b.ins()
                        .icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, n, 32);
                let zero = e.iconst(0);
                e.b.ins().select(out, zero, shifted)
            }),
            Rolv | Rorv => {
                if self.env.strict {
                    let c = self.reg(d.rc);
                    let undefined = self.b.ins().icmp_imm_s(IntCC::UnsignedGreaterThan, c, 32);
                    self.side_exit_if(undefined, i, pc);
                }
                self.regs(d, |e, b, n| {
                    if d.op == Rolv {
                        e.b.ins().rotl(b, n)
                    } else {
                        e.b.ins().rotr(b, n)
                    }
                })
            }
            _ => unreachable!("{:?} is not a shift", d.op),
        }
    }

    /// Multiplication and division into HI/LO, and moves from and to them.
    pub(super) fn hi_lo(&mut self, d: Decoded, i: usize, pc: u32) {
        use Op::*;
        match d.op {
            Mult | Multu => {
                let (a, b) = (self.reg(d.ra), self.reg(d.rb));
                let (a, b) = if d.op == Mult {
                    (
                        self.b.ins().sextend(types::I64, a),
                        self.b.ins().sextend(types::I64, b),
                    )
                } else {
                    (
                        self.b.ins().uextend(types::I64, a),
                        self.b.ins().uextend(types::I64, b),
                    )
                };
                let product = self.b.ins().imul(a, b);
                let lo = self.b.ins().ireduce(types::I32, product);
                let high = self.b.ins().ushr_imm_s(product, 32);
                let hi = self.b.ins().ireduce(types::I32, high);
                self.set_slot(HI, hi);
                self.set_slot(LO, lo);
            }
            Div | Divu => {
                let (x, y) = (self.reg(d.ra), self.reg(d.rb));
                // Division by zero and INT_MIN / -1 are the interpreter's to decide.
                let by_zero = self.b.ins().icmp_imm_s(IntCC::Equal, y, 0);
                self.side_exit_if(by_zero, i, pc);
                let (quotient, remainder) = if d.op == Div {
                    let min = self
                        .b
                        .ins()
                        .icmp_imm_s(IntCC::Equal, x, i64::from(i32::MIN));
                    let minus_one = self.b.ins().icmp_imm_s(IntCC::Equal, y, -1);
                    let overflow = self.b.ins().band(min, minus_one);
                    self.side_exit_if(overflow, i, pc);
                    (self.b.ins().sdiv(x, y), self.b.ins().srem(x, y))
                } else {
                    (self.b.ins().udiv(x, y), self.b.ins().urem(x, y))
                };
                self.set_slot(HI, remainder);
                self.set_slot(LO, quotient);
            }
            Mfhi => {
                let hi = self.slot(HI);
                self.set(d.ra, hi);
            }
            Mflo => {
                let lo = self.slot(LO);
                self.set(d.ra, lo);
            }
            Mthi => {
                let a = self.reg(d.ra);
                self.set_slot(HI, a);
            }
            Mtlo => {
                let a = self.reg(d.ra);
                self.set_slot(LO, a);
            }
            _ => unreachable!("{:?} does not use HI/LO", d.op),
        }
    }
}
