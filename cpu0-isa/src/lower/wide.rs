//! Integers wider than a register: the multi-word sequences behind the `i128`
//! rules of `isle/lower.isle`, on values given least significant word first
//! (any number of words; the rules use four). Carry chains for addition and
//! subtraction, products from 32x32-bit multiplies summed by columns, shifts that
//! combine every word with every other without branches, and word-by-word
//! comparisons. The `i64` rules keep their own shorter sequences in ISLE.
//!
//! A word that is `$zero` (an extended value's upper words) costs nothing: the
//! sequences skip the products and carries it cannot contribute.

use super::isle::{constructor_icmp_reg, MInst};
use super::LowerCtx;
use crate::inst::AsmOp;
use crate::regs::{Reg, Writable, ZERO};
use cranelift_codegen::ir::condcodes::IntCC;

impl LowerCtx<'_> {
    /// `rd = rs op rt` into a fresh register.
    pub(super) fn alu(&mut self, op: AsmOp, rs: Reg, rt: Reg) -> Reg {
        let rd = self.fresh_reg();
        self.cur.push(MInst::AluRRR {
            op,
            rd: Writable::new(rd),
            rs,
            rt,
        });
        rd
    }

    /// `rd = rs op imm` into a fresh register.
    pub(super) fn alu_imm(&mut self, op: AsmOp, rs: Reg, imm: i32) -> Reg {
        let rd = self.fresh_reg();
        self.cur.push(MInst::AluRRI {
            op,
            rd: Writable::new(rd),
            rs,
            imm,
        });
        rd
    }

    /// `a + b`, without an instruction when either is `$zero`.
    fn add(&mut self, a: Reg, b: Reg) -> Reg {
        match (a, b) {
            (ZERO, r) | (r, ZERO) => r,
            _ => self.alu(AsmOp::Addu, a, b),
        }
    }

    fn or(&mut self, a: Reg, b: Reg) -> Reg {
        match (a, b) {
            (ZERO, r) | (r, ZERO) => r,
            _ => self.alu(AsmOp::Or, a, b),
        }
    }

    /// 1 if `a cc b`, else 0 (the ISLE `icmp_reg`, which knows both ISA levels).
    fn compare(&mut self, cc: IntCC, a: Reg, b: Reg) -> Reg {
        constructor_icmp_reg(self, &cc, a, b)
    }

    /// The sum of `a`, `b` and `carry_in` (0 or 1, or `$zero`), and the carry out
    /// of the top word when `want_carry_out`.
    pub(crate) fn add_words(
        &mut self,
        a: &[Reg],
        b: &[Reg],
        carry_in: Reg,
        want_carry_out: bool,
    ) -> (Vec<Reg>, Reg) {
        let mut carry = carry_in;
        let mut sum = Vec::with_capacity(a.len());
        for (i, (&x, &y)) in a.iter().zip(b).enumerate() {
            let t = self.add(x, y);
            let s = self.add(t, carry);
            if i + 1 == a.len() && !want_carry_out {
                sum.push(s);
                break;
            }
            // x + y wrapped if the sum is below x; adding the carry (0 or 1) wrapped
            // if the result is below it. At most one of the two happens.
            let wrapped = if x == ZERO || y == ZERO {
                ZERO
            } else {
                self.compare(IntCC::UnsignedLessThan, t, x)
            };
            let carried = if carry == ZERO {
                ZERO
            } else {
                self.compare(IntCC::UnsignedLessThan, s, carry)
            };
            carry = self.or(wrapped, carried);
            sum.push(s);
        }
        (sum, carry)
    }

    /// `a - b - borrow_in` (0 or 1, or `$zero`), and the borrow out of the top
    /// word when `want_borrow_out`.
    pub(crate) fn sub_words(
        &mut self,
        a: &[Reg],
        b: &[Reg],
        borrow_in: Reg,
        want_borrow_out: bool,
    ) -> (Vec<Reg>, Reg) {
        let mut borrow = borrow_in;
        let mut diff = Vec::with_capacity(a.len());
        for (i, (&x, &y)) in a.iter().zip(b).enumerate() {
            let t = if y == ZERO {
                x
            } else {
                self.alu(AsmOp::Subu, x, y)
            };
            let d = if borrow == ZERO {
                t
            } else {
                self.alu(AsmOp::Subu, t, borrow)
            };
            if i + 1 == a.len() && !want_borrow_out {
                diff.push(d);
                break;
            }
            // x - y borrowed if x < y; taking the borrow (0 or 1) away borrowed if
            // what was left is below it. At most one of the two happens.
            let below = if y == ZERO {
                ZERO
            } else {
                self.compare(IntCC::UnsignedLessThan, x, y)
            };
            let taken = if borrow == ZERO {
                ZERO
            } else {
                self.compare(IntCC::UnsignedLessThan, t, borrow)
            };
            borrow = self.or(below, taken);
            diff.push(d);
        }
        (diff, borrow)
    }

    /// The words `0..out` of the unsigned product of `a` and `b` (`a.len()` words
    /// each): the 32x32-bit partial products summed column by column, each
    /// column's carries counted into the next. Partial products whose high half
    /// lands beyond `out` words are a plain `mul`.
    pub(crate) fn mul_words(&mut self, a: &[Reg], b: &[Reg], out: usize) -> Vec<Reg> {
        let mut columns: Vec<Vec<Reg>> = vec![Vec::new(); out];
        for (i, &x) in a.iter().enumerate() {
            for (j, &y) in b.iter().enumerate() {
                let k = i + j;
                if k >= out || x == ZERO || y == ZERO {
                    continue;
                }
                if k + 1 < out {
                    let hi = self.fresh_reg();
                    let lo = self.fresh_reg();
                    self.cur.push(MInst::MulWide {
                        op: AsmOp::Multu,
                        hi: Writable::new(hi),
                        lo: Writable::new(lo),
                        rs: x,
                        rt: y,
                    });
                    columns[k].push(lo);
                    columns[k + 1].push(hi);
                } else {
                    columns[k].push(self.alu(AsmOp::Mul, x, y));
                }
            }
        }
        let mut product = Vec::with_capacity(out);
        for k in 0..out {
            let terms = std::mem::take(&mut columns[k]);
            let mut sum = ZERO;
            let mut carries = ZERO;
            for t in terms {
                let s = self.add(sum, t);
                if k + 1 < out && sum != ZERO {
                    let c = self.compare(IntCC::UnsignedLessThan, s, t);
                    carries = self.add(carries, c);
                }
                sum = s;
            }
            if carries != ZERO {
                columns[k + 1].push(carries);
            }
            product.push(sum);
        }
        product
    }

    /// `x << n` for a register amount `n` in `0..32 * x.len()`. Word `i` of the
    /// result gathers word `i - d` of `x` shifted left by `n - 32d` and right by
    /// `32d - n`: Cpu0's register shifts give 0 for any amount of 32 or more
    /// (a negative amount is a large unsigned one), so every term that does not
    /// apply vanishes and no branch is needed.
    pub(crate) fn shl_words(&mut self, x: &[Reg], n: Reg) -> Vec<Reg> {
        let (left, right) = self.word_shift_amounts(n, x.len());
        (0..x.len())
            .map(|i| {
                let mut word = ZERO;
                for d in 0..=i {
                    let src = x[i - d];
                    if src == ZERO {
                        continue;
                    }
                    let l = self.alu(AsmOp::Shlv, src, left[d]);
                    word = self.or(word, l);
                    if d > 0 {
                        let r = self.alu(AsmOp::Shrv, src, right[d]);
                        word = self.or(word, r);
                    }
                }
                word
            })
            .collect()
    }

    /// `x >> n` (logical) for a register amount `n` in `0..32 * x.len()`; the
    /// mirror image of [`LowerCtx::shl_words`].
    pub(crate) fn ushr_words(&mut self, x: &[Reg], n: Reg) -> Vec<Reg> {
        let (right, left) = self.word_shift_amounts(n, x.len());
        (0..x.len())
            .map(|i| {
                let mut word = ZERO;
                for d in 0..x.len() - i {
                    let src = x[i + d];
                    if src == ZERO {
                        continue;
                    }
                    let r = self.alu(AsmOp::Shrv, src, right[d]);
                    word = self.or(word, r);
                    if d > 0 {
                        let l = self.alu(AsmOp::Shlv, src, left[d]);
                        word = self.or(word, l);
                    }
                }
                word
            })
            .collect()
    }

    /// For `d` in `0..words`: `n - 32d`, and `32d - n` (unused for `d = 0`).
    fn word_shift_amounts(&mut self, n: Reg, words: usize) -> (Vec<Reg>, Vec<Reg>) {
        let mut down = vec![n];
        let mut up = vec![ZERO];
        for d in 1..words {
            let m = self.alu_imm(AsmOp::Addiu, n, -32 * d as i32);
            down.push(m);
            up.push(self.alu(AsmOp::Subu, ZERO, m));
        }
        (down, up)
    }

    /// `x << k` for a constant `k` in `0..32 * x.len()`: whole words move, the
    /// rest is two shifts and an `or` per word.
    pub(crate) fn shl_words_imm(&mut self, x: &[Reg], k: u32) -> Vec<Reg> {
        let (q, s) = ((k / 32) as usize, (k % 32) as i32);
        (0..x.len())
            .map(|i| {
                if i < q {
                    return ZERO;
                }
                let src = x[i - q];
                if s == 0 {
                    return src;
                }
                let high = self.shift_imm(AsmOp::Shl, src, s);
                let low = match i.checked_sub(q + 1) {
                    Some(j) => self.shift_imm(AsmOp::Shr, x[j], 32 - s),
                    None => ZERO,
                };
                self.or(high, low)
            })
            .collect()
    }

    /// `x >> k` for a constant `k` in `0..32 * x.len()`, logical or (`signed`)
    /// arithmetic.
    pub(crate) fn shr_words_imm(&mut self, x: &[Reg], k: u32, signed: bool) -> Vec<Reg> {
        let (q, s) = ((k / 32) as usize, (k % 32) as i32);
        let top = x.len() - 1;
        let fill = if signed {
            self.shift_imm(AsmOp::Sra, x[top], 31)
        } else {
            ZERO
        };
        (0..x.len())
            .map(|i| {
                let j = i + q;
                if j > top {
                    return fill;
                }
                if s == 0 {
                    return x[j];
                }
                if j == top {
                    let op = if signed { AsmOp::Sra } else { AsmOp::Shr };
                    return self.shift_imm(op, x[j], s);
                }
                let low = self.shift_imm(AsmOp::Shr, x[j], s);
                let high = self.shift_imm(AsmOp::Shl, x[j + 1], 32 - s);
                self.or(low, high)
            })
            .collect()
    }

    fn shift_imm(&mut self, op: AsmOp, x: Reg, n: i32) -> Reg {
        if x == ZERO {
            ZERO
        } else {
            self.alu_imm(op, x, n)
        }
    }

    /// 1 if `a cc b`, else 0, on values of several words: equality on every
    /// word; an order on the most significant word that differs (signed there
    /// for a signed condition, unsigned below).
    pub(crate) fn compare_words(&mut self, cc: IntCC, a: &[Reg], b: &[Reg]) -> Reg {
        if matches!(cc, IntCC::Equal | IntCC::NotEqual) {
            let differ = self.differing_bits(a, b);
            return self.compare(cc, differ, ZERO);
        }
        let top = a.len() - 1;
        let mut below = self.compare(cc.unsigned(), a[0], b[0]);
        for k in 1..=top {
            let strict = if k == top {
                cc.without_equal()
            } else {
                cc.unsigned().without_equal()
            };
            let decided = self.compare(strict, a[k], b[k]);
            let same = self.compare(IntCC::Equal, a[k], b[k]);
            let inherited = self.alu(AsmOp::And, same, below);
            below = self.alu(AsmOp::Or, decided, inherited);
        }
        below
    }

    /// A register that is non-zero exactly when `a` and `b` differ.
    pub(crate) fn differing_bits(&mut self, a: &[Reg], b: &[Reg]) -> Reg {
        let mut acc = ZERO;
        for (&x, &y) in a.iter().zip(b) {
            let d = match (x, y) {
                (ZERO, r) | (r, ZERO) => r,
                _ => self.alu(AsmOp::Xor, x, y),
            };
            acc = self.or(acc, d);
        }
        acc
    }

    /// `op` applied to each pair of words.
    pub(crate) fn map_words(&mut self, op: AsmOp, a: &[Reg], b: &[Reg]) -> Vec<Reg> {
        a.iter().zip(b).map(|(&x, &y)| self.alu(op, x, y)).collect()
    }
}
