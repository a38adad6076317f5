//! Floating point: `float` and `double` are CLIF `f32` and `f64` values, which
//! the backend keeps in integer registers and computes with calls of its
//! soft-float runtime. This file chooses the CLIF for `fadd`..`frem`, `fneg`,
//! `fcmp` and the conversions, lane by lane on vectors; what CLIF has no
//! instruction for calls a runtime routine by name (`runtime.rs`).

use super::function::{lane_bits, FunctionTranslator};
use super::runtime::Routine;
use super::types::float_type;
use super::TranslateResult;
use crate::ast::{CastOp, FloatBinOp, FloatPred, Type, TypedValue, Value as LlValue};
use crate::error::invalid;
use cranelift_codegen::ir::{self, condcodes::FloatCC, types as ct, InstBuilder, Value};
use cranelift_module::Module;

/// The CLIF type of the lanes of a `float`, a `double` or a vector of them.
pub(super) fn float_lane_type(t: &Type) -> TranslateResult<Option<ir::Type>> {
    let kind = match t {
        Type::Float(k) => *k,
        Type::Vector(_, e) => match **e {
            Type::Float(k) => k,
            _ => return Ok(None),
        },
        _ => return Ok(None),
    };
    float_type(kind).map(Some)
}

/// The lane type of a floating-point operand of `what`, or an error naming it.
fn float_lanes(t: &Type, what: &str) -> TranslateResult<ir::Type> {
    float_lane_type(t)?.ok_or_else(|| invalid(format!("`{what}` on {t}")))
}

impl<M: Module> FunctionTranslator<'_, '_, '_, M> {
    /// `fadd`, `fsub`, `fmul`, `fdiv`, `frem`, lane by lane.
    pub(super) fn float_binary_inst(
        &mut self,
        op: FloatBinOp,
        ty: &Type,
        lhs: &LlValue,
        rhs: &LlValue,
    ) -> TranslateResult<(Type, Vec<Value>)> {
        float_lanes(ty, op.name())?;
        let a = self.operand(ty, lhs)?;
        let b = self.operand(ty, rhs)?;
        let mut out = Vec::with_capacity(a.len());
        for (x, y) in a.into_iter().zip(b) {
            out.push(self.float_binary(op, x, y)?);
        }
        Ok((ty.clone(), out))
    }

    pub fn float_binary(&mut self, op: FloatBinOp, x: Value, y: Value) -> TranslateResult<Value> {
        Ok(match op {
            FloatBinOp::Add => self.b.ins().fadd(x, y),
            FloatBinOp::Sub => self.b.ins().fsub(x, y),
            FloatBinOp::Mul => self.b.ins().fmul(x, y),
            FloatBinOp::Div => self.b.ins().fdiv(x, y),
            FloatBinOp::Rem => self.call_routine(Routine::Rem, &[x, y])?,
        })
    }

    /// `fneg`, lane by lane (a sign flip, also of NaNs).
    pub(super) fn fneg_inst(
        &mut self,
        ty: &Type,
        value: &LlValue,
    ) -> TranslateResult<(Type, Vec<Value>)> {
        float_lanes(ty, "fneg")?;
        let out = self
            .operand(ty, value)?
            .into_iter()
            .map(|x| self.b.ins().fneg(x))
            .collect();
        Ok((ty.clone(), out))
    }

    /// `fcmp`, lane by lane, giving `i1` (or a vector of `i1`).
    pub(super) fn fcmp_inst(
        &mut self,
        pred: FloatPred,
        ty: &Type,
        lhs: &LlValue,
        rhs: &LlValue,
    ) -> TranslateResult<(Type, Vec<Value>)> {
        float_lanes(ty, "fcmp")?;
        let a = self.operand(ty, lhs)?;
        let b = self.operand(ty, rhs)?;
        let out = a
            .into_iter()
            .zip(b)
            .map(|(x, y)| self.fcmp(pred, x, y))
            .collect();
        let rty = match ty {
            Type::Vector(n, _) => Type::Vector(*n, Box::new(Type::Int(1))),
            _ => Type::Int(1),
        };
        Ok((rty, out))
    }

    /// One comparison: an `i8` that is 0 or 1, as the translation keeps `i1`.
    pub fn fcmp(&mut self, pred: FloatPred, x: Value, y: Value) -> Value {
        let cc = match pred {
            FloatPred::False => return self.iconst(ct::I8, 0),
            FloatPred::True => return self.iconst(ct::I8, 1),
            FloatPred::Oeq => FloatCC::Equal,
            FloatPred::Ogt => FloatCC::GreaterThan,
            FloatPred::Oge => FloatCC::GreaterThanOrEqual,
            FloatPred::Olt => FloatCC::LessThan,
            FloatPred::Ole => FloatCC::LessThanOrEqual,
            FloatPred::One => FloatCC::OrderedNotEqual,
            FloatPred::Ord => FloatCC::Ordered,
            FloatPred::Ueq => FloatCC::UnorderedOrEqual,
            FloatPred::Ugt => FloatCC::UnorderedOrGreaterThan,
            FloatPred::Uge => FloatCC::UnorderedOrGreaterThanOrEqual,
            FloatPred::Ult => FloatCC::UnorderedOrLessThan,
            FloatPred::Ule => FloatCC::UnorderedOrLessThanOrEqual,
            FloatPred::Une => FloatCC::NotEqual,
            FloatPred::Uno => FloatCC::Unordered,
        };
        self.b.ins().fcmp(cc, x, y)
    }

    /// `fptrunc`, `fpext`, `fptoui`, `fptosi`, `uitofp`, `sitofp`, lane by lane.
    pub(super) fn float_cast(
        &mut self,
        op: CastOp,
        value: &TypedValue,
        to: &Type,
    ) -> TranslateResult<Vec<Value>> {
        let name = op.name();
        let bad = || invalid(format!("`{name}` from {} to {to}", value.ty));
        let lanes = |t: &Type| match t {
            Type::Vector(n, _) => Some(*n),
            _ => None,
        };
        if lanes(&value.ty) != lanes(to) {
            return Err(bad());
        }
        let vals = self.typed(value)?;
        let mut out = Vec::with_capacity(vals.len());
        match op {
            CastOp::FpExt | CastOp::FpTrunc => {
                let from = float_lanes(&value.ty, name)?;
                let into = float_lanes(to, name)?;
                for v in vals {
                    out.push(match (op, from, into) {
                        (CastOp::FpExt, ct::F32, ct::F64) => self.b.ins().fpromote(ct::F64, v),
                        (CastOp::FpTrunc, ct::F64, ct::F32) => self.b.ins().fdemote(ct::F32, v),
                        _ => return Err(bad()),
                    });
                }
            }
            CastOp::FpToSi | CastOp::FpToUi => {
                float_lanes(&value.ty, name)?;
                let bits = lane_bits(to).ok_or_else(bad)?;
                for v in vals {
                    out.push(self.float_to_int(v, bits, op == CastOp::FpToSi, false)?);
                }
            }
            CastOp::SiToFp | CastOp::UiToFp => {
                let bits = lane_bits(&value.ty).ok_or_else(bad)?;
                let into = float_lanes(to, name)?;
                for v in vals {
                    out.push(self.int_to_float(v, bits, into, op == CastOp::SiToFp)?);
                }
            }
            _ => return Err(bad()),
        }
        Ok(out)
    }

    /// A float truncated to an integer of `bits` (upper bits kept zero). LLVM
    /// makes an out-of-range value poison (any value will do), so the
    /// saturating conversions serve, and nothing traps. Narrow integers go
    /// through `i32`, where an in-range value is exact; with `clamp` (for
    /// `llvm.fpto*i.sat`) the result is also clamped to the range of `bits`.
    pub fn float_to_int(
        &mut self,
        v: Value,
        bits: u32,
        signed: bool,
        clamp: bool,
    ) -> TranslateResult<Value> {
        let target = super::types::container(bits)?;
        let wide = conversion_type(bits);
        let mut r = if signed {
            self.b.ins().fcvt_to_sint_sat(wide, v)
        } else {
            self.b.ins().fcvt_to_uint_sat(wide, v)
        };
        if clamp && bits < wide.bits() {
            let m = super::consts::mask(bits);
            if signed {
                let max = self.iconst_wide(wide, m >> 1);
                let min = self.iconst_wide(wide, !(m >> 1));
                r = self.b.ins().smin(r, max);
                r = self.b.ins().smax(r, min);
            } else {
                let max = self.iconst_wide(wide, m);
                r = self.b.ins().umin(r, max);
            }
        }
        if target.bits() < wide.bits() {
            r = self.b.ins().ireduce(target, r);
        }
        Ok(self.normalize(r, bits))
    }

    /// An integer of `bits` (upper bits zero) converted to the float type `to`,
    /// rounded to nearest even. Narrow integers are first extended to `i32`.
    pub fn int_to_float(
        &mut self,
        v: Value,
        bits: u32,
        to: ir::Type,
        signed: bool,
    ) -> TranslateResult<Value> {
        super::types::container(bits)?;
        let wide = conversion_type(bits);
        let w = self.resize(v, bits, wide, signed);
        Ok(if signed {
            self.b.ins().fcvt_from_sint(to, w)
        } else {
            self.b.ins().fcvt_from_uint(to, w)
        })
    }

    /// Calls a runtime routine for the float type of `args[0]`; its result.
    pub fn call_routine(&mut self, routine: Routine, args: &[Value]) -> TranslateResult<Value> {
        let ty = self.b.func.dfg.value_type(args[0]);
        let id = self.cx.runtime_routine(routine, ty)?;
        let fref = self.fref(id);
        let call = self.b.ins().call(fref, args);
        Ok(self.b.inst_results(call)[0])
    }
}

/// The integer type a conversion between floats and an integer of `bits` goes
/// through: what the runtime converts (`i32`, `i64`, `i128`), the narrowest that
/// holds `bits` (which `container` has checked).
fn conversion_type(bits: u32) -> ir::Type {
    match bits {
        0..=32 => ct::I32,
        33..=64 => ct::I64,
        _ => ct::I128,
    }
}
