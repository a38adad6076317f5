//! Integers wider than 128 bits: clang loads and stores the bit-fields of a packed
//! struct as one `iN` of the struct's size (`i152`), and `_ExtInt(N)` is any width.
//! Such a value is a list of `i32` limbs, lowest first, each holding 32 bits (the
//! last what is left, its upper bits zero as for every odd width); see
//! `types::limb_widths`. Memory, `phi`, `select` and calls handle the limbs as they
//! handle any leaves; here are the operations bit-field code uses: the bitwise
//! ones, `add`/`sub`, shifts, comparisons, and the casts to and from narrower
//! integers. The rest (multiplication, division, intrinsics) is refused as
//! unsupported.

use super::function::{memory_flags, FunctionTranslator};
use super::types::{limb_widths, MAX_WIDE_BITS};
use super::values::iconst_of;
use super::TranslateResult;
use crate::ast::{BinOp, CastOp, IntPred, Type};
use crate::error::{invalid, unsupported};
use cranelift_codegen::ir::{
    condcodes::IntCC, types as ct, InstBuilder, StackSlotData, StackSlotKind, Value,
};
use cranelift_module::Module;

/// An integer type wider than 128 bits: its width.
pub fn wide_bits(t: &Type) -> Option<u32> {
    match t {
        Type::Int(n) if *n > 128 => Some(*n),
        _ => None,
    }
}

/// Whether a type is, or holds, an integer wider than 128 bits.
pub fn has_wide(t: &Type) -> bool {
    match t {
        Type::Int(n) => *n > 128,
        Type::Array(_, e) | Type::Vector(_, e) => has_wide(e),
        Type::Struct { fields, .. } => fields.iter().any(has_wide),
        _ => false,
    }
}

/// Refuses integers wider than the limbs hold (as `types` does for their leaves).
fn check_width(bits: u32) -> TranslateResult<()> {
    if bits > MAX_WIDE_BITS {
        return Err(unsupported(format!(
            "i{bits} is not supported (integers up to {MAX_WIDE_BITS} bits are)"
        )));
    }
    Ok(())
}

/// The width of the last limb of an `iN`.
fn top_bits(bits: u32) -> u32 {
    limb_widths(bits).last().unwrap_or(32)
}

impl<M: Module> FunctionTranslator<'_, '_, '_, M> {
    /// A binary operation on two `iN` values given as limbs.
    pub(super) fn wide_binary(
        &mut self,
        op: BinOp,
        bits: u32,
        a: &[Value],
        b: &[Value],
    ) -> TranslateResult<Vec<Value>> {
        check_width(bits)?;
        let mut out: Vec<Value> = match op {
            BinOp::And => self.limbwise(a, b, |s, x, y| s.b.ins().band(x, y)),
            BinOp::Or => self.limbwise(a, b, |s, x, y| s.b.ins().bor(x, y)),
            BinOp::Xor => self.limbwise(a, b, |s, x, y| s.b.ins().bxor(x, y)),
            BinOp::Add => self.wide_add_sub(a, b, false),
            BinOp::Sub => self.wide_add_sub(a, b, true),
            BinOp::Shl | BinOp::LShr | BinOp::AShr => match self.const_amount(b) {
                // Poison in LLVM: any value will do.
                Some(amount) if amount >= u128::from(bits) => {
                    let z = self.iconst(ct::I32, 0);
                    vec![z; a.len()]
                }
                Some(amount) => self.wide_shift(op, bits, a, amount as u32),
                None => self.wide_variable_shift(op, bits, a, b[0]),
            },
            _ => {
                return Err(unsupported(format!(
                    "`{}` on i{bits} (integers wider than 128 bits support bitwise operations, add, sub, shifts, comparisons and casts)",
                    format!("{op:?}").to_lowercase()
                )))
            }
        };
        self.normalize_top(&mut out, bits);
        Ok(out)
    }

    fn limbwise(
        &mut self,
        a: &[Value],
        b: &[Value],
        f: impl Fn(&mut Self, Value, Value) -> Value,
    ) -> Vec<Value> {
        a.iter().zip(b).map(|(x, y)| f(self, *x, *y)).collect()
    }

    /// The limbs' sum (or difference) with the carry (or borrow) rippling up.
    fn wide_add_sub(&mut self, a: &[Value], b: &[Value], subtract: bool) -> Vec<Value> {
        let mut carry: Option<Value> = None;
        let mut out = Vec::with_capacity(a.len());
        for (x, y) in a.iter().zip(b) {
            // t = x +- y, carried out when the sum wrapped below x, borrowed when x < y.
            let (t, c1) = if subtract {
                let t = self.b.ins().isub(*x, *y);
                (t, self.b.ins().icmp(IntCC::UnsignedLessThan, *x, *y))
            } else {
                let t = self.b.ins().iadd(*x, *y);
                (t, self.b.ins().icmp(IntCC::UnsignedLessThan, t, *x))
            };
            let (r, c) = match carry {
                None => (t, c1),
                Some(c) => {
                    let cw = self.b.ins().uextend(ct::I32, c);
                    let (r, c2) = if subtract {
                        let r = self.b.ins().isub(t, cw);
                        (r, self.b.ins().icmp(IntCC::UnsignedLessThan, t, cw))
                    } else {
                        let r = self.b.ins().iadd(t, cw);
                        (r, self.b.ins().icmp(IntCC::UnsignedLessThan, r, t))
                    };
                    (r, self.b.ins().bor(c1, c2))
                }
            };
            out.push(r);
            carry = Some(c);
        }
        out
    }

    /// The shift amount when every limb of it is a constant.
    fn const_amount(&self, b: &[Value]) -> Option<u128> {
        let mut v: u128 = 0;
        for (i, l) in b.iter().enumerate() {
            let x = iconst_of(self.b.func, *l)? as u32;
            if x != 0 {
                if i >= 4 {
                    return Some(u128::MAX); // past any width held here
                }
                v |= u128::from(x) << (32 * i);
            }
        }
        Some(v)
    }

    /// The limbs a shift reads and the limb that shifts in beyond them: zeros,
    /// or copies of the sign for `ashr` (whose top limb is sign-extended from
    /// the width first).
    fn shift_source(&mut self, op: BinOp, bits: u32, a: &[Value]) -> (Vec<Value>, Value) {
        let mut src = a.to_vec();
        let n = a.len();
        if op != BinOp::AShr {
            return (src, self.iconst(ct::I32, 0));
        }
        let top = self.sext_in(a[n - 1], top_bits(bits));
        src[n - 1] = top;
        let s31 = self.iconst(ct::I32, 31);
        (src, self.b.ins().sshr(top, s31))
    }

    /// A shift by a constant `amount` below the width: each result limb takes bits
    /// from the two source limbs it straddles.
    fn wide_shift(&mut self, op: BinOp, bits: u32, a: &[Value], amount: u32) -> Vec<Value> {
        let n = a.len();
        let (words, rest) = ((amount / 32) as usize, amount % 32);
        let zero = self.iconst(ct::I32, 0);
        let (src, beyond) = self.shift_source(op, bits, a);
        let at = |i: isize| -> Value {
            if i < 0 {
                zero
            } else {
                src.get(i as usize).copied().unwrap_or(beyond)
            }
        };
        let mut out = Vec::with_capacity(n);
        for i in 0..n as isize {
            let (near, far) = if op == BinOp::Shl {
                (at(i - words as isize), at(i - words as isize - 1))
            } else {
                (at(i + words as isize), at(i + words as isize + 1))
            };
            if rest == 0 {
                out.push(near);
                continue;
            }
            let r = self.iconst(ct::I32, u64::from(rest));
            let l = self.iconst(ct::I32, u64::from(32 - rest));
            let v = if op == BinOp::Shl {
                let hi = self.b.ins().ishl(near, r);
                let lo = self.b.ins().ushr(far, l);
                self.b.ins().bor(hi, lo)
            } else {
                let lo = self.b.ins().ushr(near, r);
                let hi = self.b.ins().ishl(far, l);
                self.b.ins().bor(lo, hi)
            };
            out.push(v);
        }
        out
    }

    /// A shift by a variable amount `amount` (the low limb of it: an amount of
    /// `bits` or more is poison in LLVM, any result will do). The limbs go to a
    /// stack buffer beside `n + 1` limbs of what shifts in (zeros, or copies of the
    /// sign for `ashr`); one pointer into it, moved by the whole limbs of the
    /// amount, reads each result limb and its neighbour at fixed offsets, and the
    /// rest of the amount (0..31) shifts across each pair. Linear in the width: a
    /// select per limb per bit of the amount made an i4096 shift ~9,000
    /// instructions, and a function with 20 of them took 20 s to compile.
    fn wide_variable_shift(
        &mut self,
        op: BinOp,
        bits: u32,
        a: &[Value],
        amount: Value,
    ) -> Vec<Value> {
        let n = a.len();
        let (src, fill) = self.shift_source(op, bits, a);
        // `shl`: fill below the limbs (buffer = fill x (n+1), limbs); right
        // shifts: above them (limbs, fill x (n+1)).
        let size = 4 * (2 * n as u32 + 1);
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            size,
            2,
        ));
        let limbs_at = if op == BinOp::Shl { n + 1 } else { 0 };
        let fill_at = if op == BinOp::Shl { 0 } else { n };
        let base = self.b.ins().stack_addr(ct::I32, slot, 0);
        for (i, v) in src.iter().enumerate() {
            let at = (4 * (limbs_at + i)) as i32;
            self.b.ins().store(memory_flags(), *v, base, at);
        }
        for i in 0..=n {
            let at = (4 * (fill_at + i)) as i32;
            self.b.ins().store(memory_flags(), fill, base, at);
        }
        // Whole limbs of the amount, at most `n` (a poison amount must not
        // read outside the buffer), as a byte offset.
        let five = self.iconst(ct::I32, 5);
        let words = self.b.ins().ushr(amount, five);
        let most = self.iconst(ct::I32, n as u64);
        let words = self.b.ins().umin(words, most);
        let two = self.iconst(ct::I32, 2);
        let bytes = self.b.ins().ishl(words, two);
        let p = if op == BinOp::Shl {
            self.b.ins().isub(base, bytes)
        } else {
            self.b.ins().iadd(base, bytes)
        };
        // Result limb i takes `near` (source limb i -+ words) and `far` (the
        // next one the shift brings in): `shl` reads below, right shifts above.
        let first = if op == BinOp::Shl { n } else { 0 };
        let read: Vec<Value> = (0..=n)
            .map(|j| {
                let at = (4 * (first + j)) as i32;
                self.b.ins().load(ct::I32, memory_flags(), p, at)
            })
            .collect();
        let rest = self.b.ins().band_imm_u(amount, 31);
        let back = self.b.ins().bxor_imm_u(rest, 31); // 31 - rest
        let one = self.iconst(ct::I32, 1);
        (0..n)
            .map(|i| {
                // `far` moves by 32 - rest in two steps: by 32 when rest is 0.
                if op == BinOp::Shl {
                    let (near, far) = (read[i + 1], read[i]);
                    let hi = self.b.ins().ishl(near, rest);
                    let f1 = self.b.ins().ushr(far, one);
                    let lo = self.b.ins().ushr(f1, back);
                    self.b.ins().bor(hi, lo)
                } else {
                    let (near, far) = (read[i], read[i + 1]);
                    let lo = self.b.ins().ushr(near, rest);
                    let f1 = self.b.ins().ishl(far, one);
                    let hi = self.b.ins().ishl(f1, back);
                    self.b.ins().bor(lo, hi)
                }
            })
            .collect()
    }

    /// Zeroes the bits above the width in the last limb.
    fn normalize_top(&mut self, limbs: &mut [Value], bits: u32) {
        if let Some(top) = limbs.last_mut() {
            *top = self.normalize(*top, top_bits(bits));
        }
    }

    /// `icmp` on two `iN` values: an `i8` 0 or 1.
    pub(super) fn wide_icmp(
        &mut self,
        pred: IntPred,
        bits: u32,
        a: &[Value],
        b: &[Value],
    ) -> TranslateResult<Value> {
        check_width(bits)?;
        Ok(match pred {
            IntPred::Eq | IntPred::Ne => {
                let mut diff = None;
                for (x, y) in a.iter().zip(b) {
                    let d = self.b.ins().bxor(*x, *y);
                    diff = Some(match diff {
                        None => d,
                        Some(acc) => self.b.ins().bor(acc, d),
                    });
                }
                let diff = diff.expect("a wide integer has limbs");
                let cc = if pred == IntPred::Eq {
                    IntCC::Equal
                } else {
                    IntCC::NotEqual
                };
                self.b.ins().icmp_imm_u(cc, diff, 0)
            }
            _ => {
                let signed = pred.is_signed();
                // x < y for `lt`/`ge`, y < x for `gt`/`le`; `ge` and `le` negated.
                let (x, y, negate) = match pred {
                    IntPred::Ult | IntPred::Slt => (a, b, false),
                    IntPred::Uge | IntPred::Sge => (a, b, true),
                    IntPred::Ugt | IntPred::Sgt => (b, a, false),
                    _ => (b, a, true),
                };
                let less = self.wide_less(bits, x, y, signed);
                if negate {
                    self.b.ins().bxor_imm_u(less, 1)
                } else {
                    less
                }
            }
        })
    }

    /// x < y, deciding from the top limb down: the top limb compares signed for a
    /// signed comparison, the others unsigned.
    fn wide_less(&mut self, bits: u32, x: &[Value], y: &[Value], signed: bool) -> Value {
        let n = x.len();
        let mut less = None;
        for i in 0..n {
            let (p, q, cc) = if i == n - 1 && signed {
                let p = self.sext_in(x[i], top_bits(bits));
                let q = self.sext_in(y[i], top_bits(bits));
                (p, q, IntCC::SignedLessThan)
            } else {
                (x[i], y[i], IntCC::UnsignedLessThan)
            };
            let lt = self.b.ins().icmp(cc, p, q);
            less = Some(match less {
                None => lt,
                Some(below) => {
                    // Less here, or equal here and less below.
                    let eq = self.b.ins().icmp(IntCC::Equal, p, q);
                    let eq_below = self.b.ins().band(eq, below);
                    self.b.ins().bor(lt, eq_below)
                }
            });
        }
        less.expect("a wide integer has limbs")
    }

    /// `trunc`, `zext` and `sext` where either side is wider than 128 bits.
    pub(super) fn wide_cast(
        &mut self,
        op: CastOp,
        from: u32,
        to: u32,
        vals: &[Value],
    ) -> TranslateResult<Vec<Value>> {
        check_width(from.max(to))?;
        let bad = |what: &str| invalid(format!("`{}` from i{from} to {what} i{to}", op.name()));
        match op {
            CastOp::Trunc if to > from => return Err(bad("the wider")),
            CastOp::ZExt | CastOp::SExt if to < from => return Err(bad("the narrower")),
            CastOp::Trunc | CastOp::ZExt | CastOp::SExt => {}
            _ => {
                return Err(unsupported(format!(
                    "`{}` from i{from} to i{to} (integers wider than 128 bits cast only with trunc, zext and sext)",
                    op.name()
                )))
            }
        }
        // The source as 32-bit limbs, the top one sign-extended for `sext`.
        let signed = op == CastOp::SExt;
        let mut limbs = if from > 128 {
            vals.to_vec()
        } else {
            self.split_words(vals[0], from, signed)
        };
        if signed && from > 128 {
            let last = limbs.len() - 1;
            limbs[last] = self.sext_in(limbs[last], top_bits(from));
        }
        let fill = if signed {
            let s31 = self.iconst(ct::I32, 31);
            let top = *limbs.last().expect("limbs");
            self.b.ins().sshr(top, s31)
        } else {
            self.iconst(ct::I32, 0)
        };
        // The result's limbs, or the words of the CLIF type holding it (4 for
        // i65..i128: join_words concatenates whole words).
        let count = match to {
            0..=32 => 1,
            33..=64 => 2,
            65..=128 => 4,
            _ => to.div_ceil(32) as usize,
        };
        limbs.resize(count, fill);
        if to > 128 {
            self.normalize_top(&mut limbs, to);
            return Ok(limbs);
        }
        Ok(vec![self.join_words(&limbs, to)?])
    }

    /// A value of up to 128 bits (upper bits zero) as its 32-bit words, lowest
    /// first, sign-extended from `bits` when `signed`.
    fn split_words(&mut self, v: Value, bits: u32, signed: bool) -> Vec<Value> {
        let ty = match bits {
            0..=32 => ct::I32,
            33..=64 => ct::I64,
            _ => ct::I128,
        };
        let v = self.resize(v, bits, ty, signed);
        match ty {
            ct::I32 => vec![v],
            ct::I64 => {
                let (lo, hi) = self.b.ins().isplit(v);
                vec![lo, hi]
            }
            _ => {
                let (lo, hi) = self.b.ins().isplit(v);
                let (w0, w1) = self.b.ins().isplit(lo);
                let (w2, w3) = self.b.ins().isplit(hi);
                vec![w0, w1, w2, w3]
            }
        }
    }

    /// The low `bits` (at most 128) of the words, as the CLIF type holding them.
    fn join_words(&mut self, words: &[Value], bits: u32) -> TranslateResult<Value> {
        let ty = super::types::container(bits)?;
        let v = match bits {
            0..=32 => words[0],
            33..=64 => self.b.ins().iconcat(words[0], words[1]),
            _ => {
                let lo = self.b.ins().iconcat(words[0], words[1]);
                let hi = self.b.ins().iconcat(words[2], words[3]);
                self.b.ins().iconcat(lo, hi)
            }
        };
        let v = if ty.bits() < self.b.func.dfg.value_type(v).bits() {
            self.b.ins().ireduce(ty, v)
        } else {
            v
        };
        Ok(self.normalize(v, bits))
    }
}
