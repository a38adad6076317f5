//! `i64` comparisons on cpu032II, behind the rules of `isle/cmp64.isle`. Two
//! variables: one `Cmp64` (three words; `test64_pair`), tested directly by
//! branches and selects (`Select64`, `select64_test`). Against a constant: the
//! pair compare (cpu032I's `icmp64` in `isle/lower.isle` takes six instructions)
//! would also need the constant's two words; a known constant allows much
//! shorter exact forms:
//!
//! - `>` and `<=` become `>=` and `<` of `k + 1`, and `>=` is the negation of
//!   `<`, so only `<` is built;
//! - `x < k` with `k_lo == 0` is `x_hi < k_hi` (the low word cannot make it
//!   true): one `slt`/`slti`/`sltu`/`sltiu` (`x < 0` is the sign of `x_hi`);
//! - otherwise, with `b = x_lo <u k_lo` (0 or 1), `x < k` is exactly
//!   `x_hi < k_hi + b`, as long as `k_hi + b` cannot wrap: `b = 0` leaves
//!   `x_hi < k_hi`, `b = 1` gives `x_hi <= k_hi`. With `k_hi == 0` (the common
//!   unsigned bound) that is two instructions, `sltiu` and `sltu`;
//! - equality ORs the words' differences, each an `xori`, a `nor` (with `-1`)
//!   or nothing (with 0).
//!
//! A comparison is built as a `Test`: a register and whether the condition holds
//! when it is nonzero, so that a branch tests it directly and only a value that
//! must be 0 or 1 pays for the negation.

use super::isle::MInst;
use super::LowerCtx;
use crate::inst::AsmOp;
use crate::regs::{Reg, ValueRegs, Writable, ZERO};
use crate::CompileError;
use cranelift_codegen::ir::condcodes::IntCC;

/// What `x cc k` is built as: `x == k` (negated: `!=`), or `x < k` (negated:
/// `>=`) with `k` already adjusted for `>` and `<=`.
enum Shape {
    Equal { negated: bool },
    Less { signed: bool, negated: bool, k: u64 },
}

/// The short form of `x cc k`, `None` where the general sequence is as good or
/// the condition is constant (the mid-end folds those before us).
fn shape(cc: IntCC, k: u64) -> Option<Shape> {
    use IntCC::*;
    let signed = matches!(
        cc,
        SignedLessThan | SignedGreaterThanOrEqual | SignedGreaterThan | SignedLessThanOrEqual
    );
    let max = if signed { i64::MAX as u64 } else { u64::MAX };
    // `>` and `<=` as `>=` and `<` of `k + 1`.
    let (negated, k) = match cc {
        Equal => return Some(Shape::Equal { negated: false }),
        NotEqual => return Some(Shape::Equal { negated: true }),
        SignedLessThan | UnsignedLessThan => (false, k),
        SignedGreaterThanOrEqual | UnsignedGreaterThanOrEqual => (true, k),
        SignedLessThanOrEqual | UnsignedLessThanOrEqual if k != max => (false, k.wrapping_add(1)),
        SignedGreaterThan | UnsignedGreaterThan if k != max => (true, k.wrapping_add(1)),
        _ => return None,
    };
    // `x_hi < k_hi + (x_lo <u k_lo)` needs `k_hi + 1` not to wrap.
    let top = if signed { i32::MAX as u32 } else { u32::MAX };
    if k as u32 != 0 && (k >> 32) as u32 == top {
        return None;
    }
    Some(Shape::Less { signed, negated, k })
}

/// Whether `x cc k` has a short form (`test64_const` builds it).
pub(crate) fn has_short_form(cc: IntCC, k: u64) -> bool {
    shape(cc, k).is_some()
}

/// The condition holds when `reg` is nonzero (`when_nonzero`) or zero; `boolean`
/// says whether `reg` is 0 or 1.
#[derive(Clone, Copy)]
pub struct Test {
    pub(crate) reg: Reg,
    when_nonzero: bool,
    boolean: bool,
}

impl Test {
    /// The branch condition of `reg` against `$zero`.
    pub(crate) fn cc(&self) -> IntCC {
        if self.when_nonzero {
            IntCC::NotEqual
        } else {
            IntCC::Equal
        }
    }
}

impl LowerCtx<'_> {
    fn cmp_const(&mut self, n: u32) -> Reg {
        if n == 0 {
            return ZERO;
        }
        let rd = self.fresh_reg();
        self.cur.push(MInst::LoadConst {
            rd: Writable::new(rd),
            imm: n,
        });
        rd
    }

    /// 1 if `r < k` (signed or unsigned), else 0, with `k` as an immediate when
    /// it fits (`sltiu` only with 0..=0x7fff, where both readings agree).
    fn less_than_const(&mut self, signed: bool, r: Reg, k: u32) -> Reg {
        let fits = if signed {
            (k as i32) >= -0x8000 && (k as i32) <= 0x7fff
        } else {
            k <= 0x7fff
        };
        match (signed, fits) {
            (true, true) => self.alu_imm(AsmOp::Slti, r, k as i32),
            (false, true) => self.alu_imm(AsmOp::Sltiu, r, k as i32),
            (true, false) => {
                let c = self.cmp_const(k);
                self.alu(AsmOp::Slt, r, c)
            }
            (false, false) => {
                let c = self.cmp_const(k);
                self.alu(AsmOp::Sltu, r, c)
            }
        }
    }

    /// A register that is zero exactly when `r == k`.
    fn differ_const(&mut self, r: Reg, k: u32) -> Reg {
        match k {
            0 => r,
            0xffff_ffff => self.alu(AsmOp::Nor, r, ZERO),
            1..=0xffff => self.alu_imm(AsmOp::Xori, r, k as i32),
            _ => {
                let c = self.cmp_const(k);
                self.alu(AsmOp::Xor, r, c)
            }
        }
    }

    /// `x < k` on an i64 pair; `k_hi` is not the largest high word unless
    /// `k_lo` is 0 (`shape` checks).
    fn less_than64(&mut self, signed: bool, x: ValueRegs, k: u64) -> Reg {
        let (lo, hi) = (k as u32, (k >> 32) as u32);
        if lo == 0 {
            return self.less_than_const(signed, x.hi(), hi);
        }
        let below = self.less_than_const(false, x.lo(), lo);
        // `hi + below` as an immediate or a register, never wrapping.
        let bound = match hi {
            0 => below,
            _ if (hi as i32) >= -0x8000 && (hi as i32) <= 0x7fff => {
                self.alu_imm(AsmOp::Addiu, below, hi as i32)
            }
            _ => {
                let c = self.cmp_const(hi);
                self.alu(AsmOp::Addu, below, c)
            }
        };
        let op = if signed { AsmOp::Slt } else { AsmOp::Sltu };
        self.alu(op, x.hi(), bound)
    }

    /// `x cc k` as a `Test`, for a `cc` and `k` that `shape` accepts.
    pub(crate) fn test64_const(&mut self, cc: IntCC, x: ValueRegs, k: u64) -> Test {
        match shape(cc, k) {
            Some(Shape::Equal { negated }) => {
                let d_lo = self.differ_const(x.lo(), k as u32);
                let d_hi = self.differ_const(x.hi(), (k >> 32) as u32);
                let reg = match (d_lo, d_hi) {
                    (ZERO, r) | (r, ZERO) => r,
                    _ => self.alu(AsmOp::Or, d_lo, d_hi),
                };
                Test {
                    reg,
                    when_nonzero: negated,
                    boolean: false,
                }
            }
            Some(Shape::Less { signed, negated, k }) => Test {
                reg: self.less_than64(signed, x, k),
                when_nonzero: !negated,
                boolean: true,
            },
            None => {
                self.set_error(CompileError::Internal(format!(
                    "no short i64 compare for {cc} {k:#x}"
                )));
                Test {
                    reg: ZERO,
                    when_nonzero: true,
                    boolean: true,
                }
            }
        }
    }

    /// `x cc y` on two i64 pairs as a `Test` (cpu032II): equality ORs the
    /// words' differences; an order is one `Cmp64` (three words), `>` and `<=`
    /// with the operands swapped and `>=`, `<=` negated.
    pub(crate) fn test64_pair(&mut self, cc: IntCC, x: ValueRegs, y: ValueRegs) -> Test {
        use IntCC::*;
        let (signed, swap, negated) = match cc {
            Equal | NotEqual => {
                let d_lo = self.alu(AsmOp::Xor, x.lo(), y.lo());
                let d_hi = self.alu(AsmOp::Xor, x.hi(), y.hi());
                return Test {
                    reg: self.alu(AsmOp::Or, d_lo, d_hi),
                    when_nonzero: cc == NotEqual,
                    boolean: false,
                };
            }
            SignedLessThan => (true, false, false),
            SignedGreaterThan => (true, true, false),
            SignedGreaterThanOrEqual => (true, false, true),
            SignedLessThanOrEqual => (true, true, true),
            UnsignedLessThan => (false, false, false),
            UnsignedGreaterThan => (false, true, false),
            UnsignedGreaterThanOrEqual => (false, false, true),
            UnsignedLessThanOrEqual => (false, true, true),
        };
        let (a, b) = if swap { (y, x) } else { (x, y) };
        let rd = self.fresh_reg();
        self.cur.push(MInst::Cmp64 {
            signed,
            rd: Writable::new(rd),
            xl: a.lo(),
            xh: a.hi(),
            yl: b.lo(),
            yh: b.hi(),
        });
        Test {
            reg: rd,
            when_nonzero: !negated,
            boolean: true,
        }
    }

    /// `t ? x : y` on i64 pairs (cpu032II), the result in `y`'s registers
    /// when the allocator can (a loop's running minimum needs no copy).
    pub(crate) fn select64_test(&mut self, t: Test, x: ValueRegs, y: ValueRegs) -> ValueRegs {
        let (x, y) = if t.when_nonzero { (x, y) } else { (y, x) };
        let (lo, hi) = (self.fresh_reg(), self.fresh_reg());
        self.cur.push(MInst::Select64 {
            c: t.reg,
            rd_lo: Writable::new(lo),
            rd_hi: Writable::new(hi),
            t_lo: x.lo(),
            t_hi: x.hi(),
            f_lo: y.lo(),
            f_hi: y.hi(),
        });
        ValueRegs::two(lo, hi)
    }

    /// A `Test` as the 0/1 value of an `icmp`.
    pub(crate) fn test_value(&mut self, t: Test) -> Reg {
        match (t.boolean, t.when_nonzero) {
            (true, true) => t.reg,
            (true, false) => self.alu_imm(AsmOp::Xori, t.reg, 1),
            (false, true) => self.alu(AsmOp::Sltu, ZERO, t.reg),
            (false, false) => self.alu_imm(AsmOp::Sltiu, t.reg, 1),
        }
    }
}
