//! LLVM intrinsics (`call @llvm.*`).
//!
//! Integer intrinsics work lane by lane on vectors. Hints without a meaning for
//! code generation (`lifetime`, `dbg`, `assume`, `expect`, `noalias.scope.decl`,
//! ...) are dropped without evaluating their operands.

use super::function::{lane_bits, memory_flags, FunctionTranslator};
use super::helpers::Helper;
use super::TranslateResult;
use crate::ast::{Arg, BinOp, FnType, IntPred, Type};
use crate::TRAP_LLVM_TRAP;
use cranelift_codegen::ir::{condcodes::IntCC, types as ct, InstBuilder, Value};
use cranelift_module::Module;

/// Intrinsic names without the `llvm.` prefix and type suffixes.
const KNOWN: &[&str] = &[
    "memcpy",
    "memcpy.inline",
    "memmove",
    "memset",
    "memset.inline",
    "smax",
    "smin",
    "umax",
    "umin",
    "abs",
    "ctlz",
    "cttz",
    "ctpop",
    "bswap",
    "bitreverse",
    "fshl",
    "fshr",
    "sadd.with.overflow",
    "uadd.with.overflow",
    "ssub.with.overflow",
    "usub.with.overflow",
    "smul.with.overflow",
    "umul.with.overflow",
    "sadd.sat",
    "uadd.sat",
    "ssub.sat",
    "usub.sat",
    "expect",
    "expect.with.probability",
    "assume",
    "lifetime.start",
    "lifetime.end",
    "dbg.declare",
    "dbg.value",
    "dbg.label",
    "dbg.assign",
    "experimental.noalias.scope.decl",
    "sideeffect",
    "donothing",
    "prefetch",
    "invariant.start",
    "invariant.end",
    "var.annotation",
    "ptr.annotation",
    "annotation",
    "codeview.annotation",
    "launder.invariant.group",
    "strip.invariant.group",
    "threadlocal.address",
    "is.constant",
    "objectsize",
    "stacksave",
    "stackrestore",
    "va_start",
    "va_end",
    "va_copy",
    "trap",
    "debugtrap",
    "ubsantrap",
    "vector.reduce.add",
    "vector.reduce.mul",
    "vector.reduce.and",
    "vector.reduce.or",
    "vector.reduce.xor",
    "vector.reduce.smax",
    "vector.reduce.smin",
    "vector.reduce.umax",
    "vector.reduce.umin",
];

/// The base name of an intrinsic: the longest known name `name` starts with.
fn base_name(name: &str) -> Option<&'static str> {
    KNOWN
        .iter()
        .filter(|k| name == **k || name.starts_with(&format!("{k}.")))
        .max_by_key(|k| k.len())
        .copied()
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ov {
    SAdd,
    UAdd,
    SSub,
    USub,
    SMul,
    UMul,
}

impl<M: Module> FunctionTranslator<'_, '_, '_, M> {
    pub(super) fn intrinsic(
        &mut self,
        name: &str,
        fn_ty: &FnType,
        args: &[Arg],
    ) -> TranslateResult<Vec<Value>> {
        let Some(base) = base_name(name) else {
            return Err(format!("unsupported intrinsic @llvm.{name}"));
        };
        let arg = |i: usize| {
            args.get(i)
                .ok_or_else(|| format!("@llvm.{name}: missing argument {}", i + 1))
        };
        let lanes = |s: &mut Self, i: usize| -> TranslateResult<Vec<Value>> {
            let a = arg(i)?;
            if matches!(a.ty, Type::Float(_))
                || matches!(&a.ty, Type::Vector(_, e) if matches!(**e, Type::Float(_)))
            {
                return Err(format!(
                    "@llvm.{name}: {}",
                    super::types::float_refusal(&a.ty)
                ));
            }
            s.operand(&a.ty, &a.value)
        };
        let bits_of = |i: usize| -> TranslateResult<u32> {
            let a = arg(i)?;
            lane_bits(&a.ty).ok_or_else(|| format!("@llvm.{name} on {}", a.ty))
        };
        Ok(match base {
            // Hints.
            "assume"
            | "lifetime.start"
            | "lifetime.end"
            | "dbg.declare"
            | "dbg.value"
            | "dbg.label"
            | "dbg.assign"
            | "experimental.noalias.scope.decl"
            | "sideeffect"
            | "donothing"
            | "prefetch"
            | "invariant.end"
            | "var.annotation"
            | "codeview.annotation"
            | "va_end" => vec![],
            "expect"
            | "expect.with.probability"
            | "annotation"
            | "ptr.annotation"
            | "launder.invariant.group"
            | "strip.invariant.group"
            | "threadlocal.address" => lanes(self, 0)?,
            "invariant.start" => vec![self.iconst(ct::I32, 0)],
            "is.constant" => vec![self.iconst(ct::I8, 0)],
            "objectsize" => {
                let min = self.const_int(&arg_tv(arg(1)?)).unwrap_or(0) & 1 == 1;
                let ty = self.cx.leaves(&fn_ty.ret)?.first().map(|l| l.ty);
                let ty = ty.ok_or_else(|| format!("@llvm.{name} must return an integer"))?;
                vec![self.iconst(ty, if min { 0 } else { u64::MAX })]
            }
            "trap" | "debugtrap" | "ubsantrap" => {
                self.trap(TRAP_LLVM_TRAP);
                // Code after the trap goes to a block nothing reaches.
                let next = self.b.create_block();
                self.b.switch_to_block(next);
                vec![]
            }
            "memcpy" | "memcpy.inline" | "memmove" => {
                let d = self.pointer(&arg_tv(arg(0)?))?;
                let s = self.pointer(&arg_tv(arg(1)?))?;
                let len = arg_tv(arg(2)?);
                match self.const_int(&len) {
                    Some(n) if n <= 64 => self.copy_bytes(d, s, n)?,
                    _ => {
                        let n = self.index_u32(&len)?;
                        let h = if base == "memmove" {
                            Helper::Memmove
                        } else {
                            Helper::Memcpy
                        };
                        self.call_helper(h, &[d, s, n])?;
                    }
                }
                vec![]
            }
            "memset" | "memset.inline" => {
                let d = self.pointer(&arg_tv(arg(0)?))?;
                let v = lanes(self, 1)?[0];
                let v = self.resize(v, 8, ct::I32, false);
                let len = arg_tv(arg(2)?);
                match self.const_int(&len) {
                    Some(n) if n <= 64 => {
                        let rep = self.iconst(ct::I32, 0x0101_0101);
                        let word = self.b.ins().imul(v, rep);
                        let mut off = 0u64;
                        while off < n {
                            if n - off >= 4 {
                                self.b.ins().store(memory_flags(), word, d, off as i32);
                                off += 4;
                            } else {
                                self.b.ins().istore8(memory_flags(), v, d, off as i32);
                                off += 1;
                            }
                        }
                    }
                    _ => {
                        let n = self.index_u32(&len)?;
                        self.call_helper(Helper::Memset, &[d, v, n])?;
                    }
                }
                vec![]
            }
            "stacksave" => match self.dyn_area {
                Some((_, cell)) => {
                    let a = self.b.ins().stack_addr(ct::I32, cell, 0);
                    vec![self.b.ins().load(ct::I32, memory_flags(), a, 0)]
                }
                None => vec![self.iconst(ct::I32, 0)],
            },
            "stackrestore" => {
                let p = self.pointer(&arg_tv(arg(0)?))?;
                if let Some((_, cell)) = self.dyn_area {
                    let a = self.b.ins().stack_addr(ct::I32, cell, 0);
                    self.b.ins().store(memory_flags(), p, a, 0);
                }
                vec![]
            }
            "va_start" => {
                let ap = self.pointer(&arg_tv(arg(0)?))?;
                let area = self
                    .va_ptr
                    .ok_or("llvm.va_start in a function that is not variadic")?;
                self.b.ins().store(memory_flags(), area, ap, 0);
                vec![]
            }
            "va_copy" => {
                let d = self.pointer(&arg_tv(arg(0)?))?;
                let s = self.pointer(&arg_tv(arg(1)?))?;
                let v = self.b.ins().load(ct::I32, memory_flags(), s, 0);
                self.b.ins().store(memory_flags(), v, d, 0);
                vec![]
            }
            "smax" | "smin" | "umax" | "umin" => {
                let bits = bits_of(0)?;
                let (a, b) = (lanes(self, 0)?, lanes(self, 1)?);
                let pred = match base {
                    "smax" => IntPred::Sgt,
                    "smin" => IntPred::Slt,
                    "umax" => IntPred::Ugt,
                    _ => IntPred::Ult,
                };
                a.into_iter()
                    .zip(b)
                    .map(|(x, y)| {
                        let c = self.icmp(pred, bits, x, y);
                        self.b.ins().select(c, x, y)
                    })
                    .collect()
            }
            "abs" => {
                let bits = bits_of(0)?;
                lanes(self, 0)?
                    .into_iter()
                    .map(|x| {
                        let s = self.sext_in(x, bits);
                        let a = self.b.ins().iabs(s);
                        self.normalize(a, bits)
                    })
                    .collect()
            }
            "ctlz" | "cttz" | "ctpop" | "bswap" | "bitreverse" => {
                let bits = bits_of(0)?;
                if base == "bswap" && bits % 16 != 0 {
                    return Err(format!("@llvm.{name}: bswap of i{bits}"));
                }
                lanes(self, 0)?
                    .into_iter()
                    .map(|x| self.bit_op(base, bits, x))
                    .collect()
            }
            "fshl" | "fshr" => {
                let bits = bits_of(0)?;
                let (a, b, s) = (lanes(self, 0)?, lanes(self, 1)?, lanes(self, 2)?);
                let mut out = Vec::with_capacity(a.len());
                for ((x, y), z) in a.into_iter().zip(b).zip(s) {
                    out.push(self.funnel(base == "fshl", bits, x, y, z));
                }
                out
            }
            "sadd.with.overflow" | "uadd.with.overflow" | "ssub.with.overflow"
            | "usub.with.overflow" | "smul.with.overflow" | "umul.with.overflow" => {
                let bits = bits_of(0)?;
                let kind = ov_kind(base);
                let (a, b) = (lanes(self, 0)?, lanes(self, 1)?);
                let mut res = Vec::with_capacity(a.len());
                let mut ovf = Vec::with_capacity(a.len());
                for (x, y) in a.into_iter().zip(b) {
                    let (r, o) = self.overflow(kind, bits, x, y);
                    res.push(r);
                    ovf.push(o);
                }
                res.extend(ovf);
                res
            }
            "sadd.sat" | "uadd.sat" | "ssub.sat" | "usub.sat" => {
                let bits = bits_of(0)?;
                let kind = ov_kind(base);
                let (a, b) = (lanes(self, 0)?, lanes(self, 1)?);
                let mut out = Vec::with_capacity(a.len());
                for (x, y) in a.into_iter().zip(b) {
                    out.push(self.saturating(kind, bits, x, y));
                }
                out
            }
            _ if base.starts_with("vector.reduce.") => {
                let bits = bits_of(0)?;
                let v = lanes(self, 0)?;
                let op = &base["vector.reduce.".len()..];
                let mut acc = *v.first().ok_or("reduction of an empty vector")?;
                for x in &v[1..] {
                    acc = match op {
                        "add" => self.binary(BinOp::Add, bits, acc, *x),
                        "mul" => self.binary(BinOp::Mul, bits, acc, *x),
                        "and" => self.b.ins().band(acc, *x),
                        "or" => self.b.ins().bor(acc, *x),
                        "xor" => self.b.ins().bxor(acc, *x),
                        _ => {
                            let pred = match op {
                                "smax" => IntPred::Sgt,
                                "smin" => IntPred::Slt,
                                "umax" => IntPred::Ugt,
                                _ => IntPred::Ult,
                            };
                            let c = self.icmp(pred, bits, acc, *x);
                            self.b.ins().select(c, acc, *x)
                        }
                    };
                }
                vec![acc]
            }
            _ => return Err(format!("unsupported intrinsic @llvm.{name}")),
        })
    }

    /// A length operand as an `i32`.
    fn index_u32(&mut self, tv: &crate::ast::TypedValue) -> TranslateResult<Value> {
        let bits = super::function::scalar_bits(&tv.ty).ok_or("length of a non-integer type")?;
        let v = self.typed_scalar(tv)?;
        Ok(self.resize(v, bits, ct::I32, false))
    }

    fn bit_op(&mut self, op: &str, bits: u32, x: Value) -> Value {
        let ty = self.b.func.dfg.value_type(x);
        let extra = u64::from(ty.bits() - bits);
        match op {
            "ctlz" => {
                let r = self.b.ins().clz(x);
                if extra == 0 {
                    r
                } else {
                    let e = self.iconst(ty, extra);
                    self.b.ins().isub(r, e)
                }
            }
            "cttz" => {
                let r = self.b.ins().ctz(x);
                if extra == 0 {
                    r
                } else {
                    let n = self.iconst(ty, u64::from(bits));
                    self.b.ins().umin(r, n)
                }
            }
            "ctpop" => self.b.ins().popcnt(x),
            _ => {
                let r = if op == "bswap" {
                    self.b.ins().bswap(x)
                } else {
                    self.b.ins().bitrev(x)
                };
                if extra == 0 {
                    r
                } else {
                    let e = self.iconst(ty, extra);
                    self.b.ins().ushr(r, e)
                }
            }
        }
    }

    /// `fshl(a, b, s)`: the high half of `(a:b) << (s % bits)`; `fshr`: the low
    /// half of `(a:b) >> (s % bits)`.
    fn funnel(&mut self, left: bool, bits: u32, a: Value, b: Value, s: Value) -> Value {
        let ty = self.b.func.dfg.value_type(a);
        let n = self.iconst(ty, u64::from(bits));
        let s = if bits.is_power_of_two() {
            let m = self.iconst(ty, u64::from(bits - 1));
            self.b.ins().band(s, m)
        } else {
            self.b.ins().urem(s, n)
        };
        let zero = self.iconst(ty, 0);
        let is_zero = self.b.ins().icmp(IntCC::Equal, s, zero);
        let inv = self.b.ins().isub(n, s);
        let (hi_shift, lo_shift) = if left { (s, inv) } else { (inv, s) };
        let hi = self.b.ins().ishl(a, hi_shift);
        let hi = self.normalize(hi, bits);
        let lo = self.b.ins().ushr(b, lo_shift);
        let r = self.b.ins().bor(hi, lo);
        self.b.ins().select(is_zero, if left { a } else { b }, r)
    }

    /// The wrapped result of an operation and whether it overflowed.
    fn overflow(&mut self, kind: Ov, bits: u32, a: Value, b: Value) -> (Value, Value) {
        let ty = self.b.func.dfg.value_type(a);
        if bits == ty.bits() {
            let (r, o) = match kind {
                Ov::SAdd => self.b.ins().sadd_overflow(a, b),
                Ov::UAdd => self.b.ins().uadd_overflow(a, b),
                Ov::SSub => self.b.ins().ssub_overflow(a, b),
                Ov::USub => self.b.ins().usub_overflow(a, b),
                Ov::SMul => self.b.ins().smul_overflow(a, b),
                Ov::UMul => self.b.ins().umul_overflow(a, b),
            };
            return (r, o);
        }
        // An odd width in a wider CLIF type: compute there and check the range.
        let signed = matches!(kind, Ov::SAdd | Ov::SSub | Ov::SMul);
        let (x, y) = if signed {
            (self.sext_in(a, bits), self.sext_in(b, bits))
        } else {
            (a, b)
        };
        let (wide, wide_ovf) = match kind {
            Ov::SAdd | Ov::UAdd => (self.b.ins().iadd(x, y), None),
            Ov::SSub | Ov::USub => (self.b.ins().isub(x, y), None),
            Ov::SMul => {
                let (r, o) = self.b.ins().smul_overflow(x, y);
                (r, Some(o))
            }
            Ov::UMul => {
                let (r, o) = self.b.ins().umul_overflow(x, y);
                (r, Some(o))
            }
        };
        let out_of_range = if kind == Ov::USub {
            self.b.ins().icmp(IntCC::UnsignedLessThan, a, b)
        } else if signed {
            let s = self.sext_in(wide, bits);
            self.b.ins().icmp(IntCC::NotEqual, s, wide)
        } else {
            let m = self.iconst(ty, super::consts::mask(bits));
            self.b.ins().icmp(IntCC::UnsignedGreaterThan, wide, m)
        };
        let ovf = match wide_ovf {
            Some(o) => self.b.ins().bor(o, out_of_range),
            None => out_of_range,
        };
        (self.normalize(wide, bits), ovf)
    }

    fn saturating(&mut self, kind: Ov, bits: u32, a: Value, b: Value) -> Value {
        let ty = self.b.func.dfg.value_type(a);
        let (r, o) = self.overflow(kind, bits, a, b);
        let limit = match kind {
            Ov::UAdd => self.iconst(ty, super::consts::mask(bits)),
            Ov::USub => self.iconst(ty, 0),
            _ => {
                // Signed: MAX when `a` is non-negative, else MIN.
                let max = self.iconst(ty, super::consts::mask(bits - 1));
                let min = self.iconst(ty, 1u64 << (bits - 1));
                let sa = self.sext_in(a, bits);
                let zero = self.iconst(ty, 0);
                let neg = self.b.ins().icmp(IntCC::SignedLessThan, sa, zero);
                self.b.ins().select(neg, min, max)
            }
        };
        self.b.ins().select(o, limit, r)
    }
}

fn ov_kind(base: &str) -> Ov {
    match &base[..4] {
        "sadd" => Ov::SAdd,
        "uadd" => Ov::UAdd,
        "ssub" => Ov::SSub,
        "usub" => Ov::USub,
        "smul" => Ov::SMul,
        _ => Ov::UMul,
    }
}

fn arg_tv(a: &Arg) -> crate::ast::TypedValue {
    crate::ast::TypedValue {
        ty: a.ty.clone(),
        value: a.value.clone(),
    }
}
