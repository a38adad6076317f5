//! Integer arithmetic, comparisons and casts, on integers of any width up to 128
//! bits held in the next wider CLIF type (see `values.rs` for the width helpers),
//! `select`, and `bitcast` (floating-point operations and casts: `float.rs`).

use super::function::{lane_bits, FunctionTranslator};
use super::runtime::Routine;
use super::values::iconst_of;
use super::wide::wide_bits;
use super::TranslateResult;
use crate::ast::{self, BinOp, CastOp, IntPred, Type, TypedValue, Value as LlValue};
use crate::error::{invalid, unsupported};
use cranelift_codegen::ir::{condcodes::IntCC, InstBuilder, MemFlagsData, Value};
use cranelift_module::Module;

impl<M: Module> FunctionTranslator<'_, '_, '_, M> {
    /// `add`, `sub`, ...: lane by lane.
    pub(super) fn binary_inst(
        &mut self,
        op: BinOp,
        ty: &Type,
        lhs: &LlValue,
        rhs: &LlValue,
    ) -> TranslateResult<(Type, Vec<Value>)> {
        if let Some(bits) = wide_bits(ty) {
            let a = self.operand(ty, lhs)?;
            let b = self.operand(ty, rhs)?;
            return Ok((ty.clone(), self.wide_binary(op, bits, &a, &b)?));
        }
        let (bits, pairs) = self.lane_pairs(ty, lhs, rhs, || format!("`{op:?}` on {ty}"))?;
        let out = pairs
            .into_iter()
            .map(|(x, y)| self.binary(op, bits, x, y))
            .collect();
        Ok((ty.clone(), out))
    }

    /// The leaves of two operands of type `ty`, paired lane by lane, and the
    /// lanes' width (`what` describes the instruction when `ty` has no lanes).
    fn lane_pairs(
        &mut self,
        ty: &Type,
        lhs: &LlValue,
        rhs: &LlValue,
        what: impl Fn() -> String,
    ) -> TranslateResult<(u32, Vec<(Value, Value)>)> {
        let a = self.operand(ty, lhs)?;
        let b = self.operand(ty, rhs)?;
        let bits = lane_bits(ty).ok_or_else(|| invalid(what()))?;
        Ok((bits, a.into_iter().zip(b).collect()))
    }

    /// `icmp`: lane by lane, giving `i1` (or a vector of `i1`).
    pub(super) fn icmp_inst(
        &mut self,
        pred: IntPred,
        ty: &Type,
        lhs: &LlValue,
        rhs: &LlValue,
    ) -> TranslateResult<(Type, Vec<Value>)> {
        if let Some(bits) = wide_bits(ty) {
            let a = self.operand(ty, lhs)?;
            let b = self.operand(ty, rhs)?;
            return Ok((Type::Int(1), vec![self.wide_icmp(pred, bits, &a, &b)?]));
        }
        let (bits, pairs) = self.lane_pairs(ty, lhs, rhs, || format!("icmp on {ty}"))?;
        let out = pairs
            .into_iter()
            .map(|(x, y)| self.icmp(pred, bits, x, y))
            .collect();
        let rty = match ty {
            Type::Vector(n, _) => Type::Vector(*n, Box::new(Type::Int(1))),
            _ => Type::Int(1),
        };
        Ok((rty, out))
    }

    /// `select`: one `i1` chooses between whole values, or a vector of `i1`
    /// chooses lane by lane.
    pub(super) fn select_inst(
        &mut self,
        cond: &TypedValue,
        a: &TypedValue,
        b: &TypedValue,
    ) -> TranslateResult<(Type, Vec<Value>)> {
        self.cx.check_same(&a.ty, &b.ty)?;
        let c = self.typed(cond)?;
        let x = self.typed(a)?;
        let y = self.typed(b)?;
        let out = match &cond.ty {
            // Clang writes `a && b` as `select a, b, false` and `a || b` as
            // `select a, true, b`; `i1` values are 0 or 1 here (upper bits zero),
            // so `and`/`or` give the same value without a branch.
            Type::Int(1) if a.ty == Type::Int(1) && iconst_of(self.b.func, y[0]) == Some(0) => {
                vec![self.b.ins().band(c[0], x[0])]
            }
            Type::Int(1) if a.ty == Type::Int(1) && iconst_of(self.b.func, x[0]) == Some(1) => {
                vec![self.b.ins().bor(c[0], y[0])]
            }
            Type::Int(1) => x
                .iter()
                .zip(&y)
                .map(|(p, q)| self.b.ins().select(c[0], *p, *q))
                .collect(),
            Type::Vector(n, e) if **e == Type::Int(1) && *n as usize == x.len() => c
                .iter()
                .zip(x.iter().zip(&y))
                .map(|(k, (p, q))| self.b.ins().select(*k, *p, *q))
                .collect(),
            t => return Err(invalid(format!("select condition of type {t}"))),
        };
        Ok((a.ty.clone(), out))
    }

    pub fn binary(&mut self, op: BinOp, bits: u32, x: Value, y: Value) -> Value {
        match op {
            BinOp::Add => {
                let v = self.b.ins().iadd(x, y);
                self.normalize(v, bits)
            }
            BinOp::Sub => {
                let v = self.b.ins().isub(x, y);
                self.normalize(v, bits)
            }
            BinOp::Mul => {
                let v = self.b.ins().imul(x, y);
                self.normalize(v, bits)
            }
            BinOp::And => self.b.ins().band(x, y),
            BinOp::Or => self.b.ins().bor(x, y),
            BinOp::Xor => self.b.ins().bxor(x, y),
            BinOp::UDiv => self.b.ins().udiv(x, y),
            BinOp::URem => self.b.ins().urem(x, y),
            BinOp::SDiv | BinOp::SRem => {
                let a = self.sext_in(x, bits);
                let b = self.sext_in(y, bits);
                let v = if op == BinOp::SDiv {
                    self.b.ins().sdiv(a, b)
                } else {
                    self.b.ins().srem(a, b)
                };
                self.normalize(v, bits)
            }
            BinOp::Shl => {
                let v = self.b.ins().ishl(x, y);
                self.normalize(v, bits)
            }
            BinOp::LShr => self.b.ins().ushr(x, y),
            BinOp::AShr => {
                let a = self.sext_in(x, bits);
                let v = self.b.ins().sshr(a, y);
                self.normalize(v, bits)
            }
        }
    }

    pub fn icmp(&mut self, pred: IntPred, bits: u32, x: Value, y: Value) -> Value {
        let (x, y) = if pred.is_signed() {
            (self.sext_in(x, bits), self.sext_in(y, bits))
        } else {
            (x, y)
        };
        let cc = match pred {
            IntPred::Eq => IntCC::Equal,
            IntPred::Ne => IntCC::NotEqual,
            IntPred::Ugt => IntCC::UnsignedGreaterThan,
            IntPred::Uge => IntCC::UnsignedGreaterThanOrEqual,
            IntPred::Ult => IntCC::UnsignedLessThan,
            IntPred::Ule => IntCC::UnsignedLessThanOrEqual,
            IntPred::Sgt => IntCC::SignedGreaterThan,
            IntPred::Sge => IntCC::SignedGreaterThanOrEqual,
            IntPred::Slt => IntCC::SignedLessThan,
            IntPred::Sle => IntCC::SignedLessThanOrEqual,
        };
        self.b.ins().icmp(cc, x, y)
    }

    /// The value `atomicrmw` stores: `op` applied to the `old` value in memory and
    /// the operand `v` (`bits` wide when they are integers).
    pub(super) fn rmw(
        &mut self,
        op: ast::RmwOp,
        bits: u32,
        old: Value,
        v: Value,
    ) -> TranslateResult<Value> {
        use ast::RmwOp::*;
        let ty = self.b.func.dfg.value_type(old);
        Ok(match op {
            Xchg => v,
            Add => self.binary(BinOp::Add, bits, old, v),
            Sub => self.binary(BinOp::Sub, bits, old, v),
            And => self.b.ins().band(old, v),
            Or => self.b.ins().bor(old, v),
            Xor => self.b.ins().bxor(old, v),
            Nand => {
                let a = self.b.ins().band(old, v);
                let n = self.b.ins().bnot(a);
                self.normalize(n, bits)
            }
            Max | Min | UMax | UMin => {
                let pred = match op {
                    Max => IntPred::Sgt,
                    Min => IntPred::Slt,
                    UMax => IntPred::Ugt,
                    _ => IntPred::Ult,
                };
                let c = self.icmp(pred, bits, old, v);
                self.b.ins().select(c, old, v)
            }
            UIncWrap => {
                let at_limit = self.icmp(IntPred::Uge, bits, old, v);
                let one = self.b.ins().iconst(ty, 1);
                let next = self.binary(BinOp::Add, bits, old, one);
                let zero = self.b.ins().iconst(ty, 0);
                self.b.ins().select(at_limit, zero, next)
            }
            UDecWrap => {
                let zero = self.b.ins().iconst(ty, 0);
                let is_zero = self.icmp(IntPred::Eq, bits, old, zero);
                let above = self.icmp(IntPred::Ugt, bits, old, v);
                let wrap = self.b.ins().bor(is_zero, above);
                let one = self.b.ins().iconst(ty, 1);
                let prev = self.binary(BinOp::Sub, bits, old, one);
                self.b.ins().select(wrap, v, prev)
            }
            FAdd => self.float_binary(ast::FloatBinOp::Add, old, v)?,
            FSub => self.float_binary(ast::FloatBinOp::Sub, old, v)?,
            FMax => self.call_routine(Routine::MaxNum, &[old, v])?,
            FMin => self.call_routine(Routine::MinNum, &[old, v])?,
        })
    }

    pub(super) fn cast(
        &mut self,
        op: CastOp,
        value: &TypedValue,
        to: &Type,
    ) -> TranslateResult<Vec<Value>> {
        match op {
            CastOp::FpTrunc
            | CastOp::FpExt
            | CastOp::FpToUi
            | CastOp::FpToSi
            | CastOp::UiToFp
            | CastOp::SiToFp => return self.float_cast(op, value, to),
            CastOp::BitCast | CastOp::AddrSpaceCast => return self.bitcast(value, to),
            _ => {}
        }
        if lane_bits(&value.ty).is_none() || lane_bits(to).is_none() {
            return Err(invalid(format!(
                "`{}` from {} to {to}",
                op.name(),
                value.ty
            )));
        }
        let vals = self.typed(value)?;
        if let (Some(from), Some(to_bits), true) = (
            lane_bits(&value.ty),
            lane_bits(to),
            wide_bits(&value.ty).is_some() || wide_bits(to).is_some(),
        ) {
            if !matches!(value.ty, Type::Int(_)) || !matches!(to, Type::Int(_)) {
                return Err(unsupported(format!(
                    "`{}` from {} to {to}",
                    op.name(),
                    value.ty
                )));
            }
            return self.wide_cast(op, from, to_bits, &vals);
        }
        let from_leaves = self.cx.leaves(&value.ty)?;
        let to_leaves = self.cx.leaves(to)?;
        if from_leaves.len() != to_leaves.len() {
            return Err(invalid(format!(
                "`{}` from {} to {to}: lane counts differ",
                op.name(),
                value.ty
            )));
        }
        let mut out = Vec::with_capacity(vals.len());
        for ((v, f), t) in vals.iter().zip(&from_leaves).zip(&to_leaves) {
            let r = match op {
                CastOp::Trunc => {
                    if t.bits > f.bits {
                        return Err(invalid(format!(
                            "trunc from {} to the wider {to}",
                            value.ty
                        )));
                    }
                    let r = self.resize(*v, f.bits, t.ty, false);
                    self.normalize(r, t.bits)
                }
                CastOp::ZExt | CastOp::PtrToInt | CastOp::IntToPtr => {
                    if op == CastOp::ZExt && t.bits < f.bits {
                        return Err(invalid(format!(
                            "zext from {} to the narrower {to}",
                            value.ty
                        )));
                    }
                    let r = self.resize(*v, f.bits, t.ty, false);
                    self.normalize(r, t.bits)
                }
                CastOp::SExt => {
                    if t.bits < f.bits {
                        return Err(invalid(format!(
                            "sext from {} to the narrower {to}",
                            value.ty
                        )));
                    }
                    let r = self.resize(*v, f.bits, t.ty, true);
                    self.normalize(r, t.bits)
                }
                _ => unreachable!("handled above"),
            };
            out.push(r);
        }
        Ok(out)
    }

    /// `bitcast` (and `addrspacecast`): the same bits as another type. Leaves of
    /// the same widths are kept, or reinterpreted between integer and float;
    /// other shapes go through memory, stored as one type and loaded as the other.
    fn bitcast(&mut self, value: &TypedValue, to: &Type) -> TranslateResult<Vec<Value>> {
        let vals = self.typed(value)?;
        let from_leaves = self.cx.leaves(&value.ty)?;
        let to_leaves = self.cx.leaves(to)?;
        let same_shape = from_leaves.len() == to_leaves.len()
            && from_leaves.iter().zip(&to_leaves).all(|(a, b)| {
                // The same bytes too: a big-endian iN's limbs sit in the
                // opposite order to a vector's lanes.
                a.bits == b.bits && a.ty.bits() == b.ty.bits() && a.offset == b.offset
            });
        if same_shape {
            let mut out = Vec::with_capacity(vals.len());
            for (v, t) in vals.into_iter().zip(&to_leaves) {
                out.push(if self.b.func.dfg.value_type(v) == t.ty {
                    v
                } else {
                    self.b.ins().bitcast(t.ty, MemFlagsData::new(), v)
                });
            }
            return Ok(out);
        }
        let sa = self.cx.types.layout(&value.ty)?;
        let sb = self.cx.types.layout(to)?;
        if sa.store_size != sb.store_size {
            return Err(invalid(format!(
                "bitcast from {} to {to}: the sizes differ",
                value.ty
            )));
        }
        let p = self.slot(sa.alloc_size.max(sb.alloc_size), 8)?;
        self.store_value(&value.ty, &vals, p)?;
        self.load_value(to, p)
    }
}
