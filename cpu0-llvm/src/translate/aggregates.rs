//! Aggregates and vectors as lists of leaves: the leaves an `extractvalue` /
//! `insertvalue` index selects, and lanes picked or replaced by a variable index.

use super::consts::CVal;
use super::function::FunctionTranslator;
use super::TranslateResult;
use crate::ast::{Type, TypedConst, TypedValue};
use crate::error::invalid;
use cranelift_codegen::ir::{condcodes::IntCC, types as ct, InstBuilder, Value};
use cranelift_module::Module;

impl<M: Module> FunctionTranslator<'_, '_, '_, M> {
    /// `extractvalue`: a range of the aggregate's leaves.
    pub(super) fn extract_value(
        &mut self,
        agg: &TypedValue,
        indices: &[u32],
    ) -> TranslateResult<(Type, Vec<Value>)> {
        let vals = self.typed(agg)?;
        let (start, n, t) = self.leaf_range(&agg.ty, indices)?;
        Ok((t, vals[start..start + n].to_vec()))
    }

    /// `insertvalue`: the aggregate's leaves with a range replaced.
    pub(super) fn insert_value(
        &mut self,
        agg: &TypedValue,
        value: &TypedValue,
        indices: &[u32],
    ) -> TranslateResult<(Type, Vec<Value>)> {
        let mut vals = self.typed(agg)?;
        let (start, n, t) = self.leaf_range(&agg.ty, indices)?;
        self.cx.check_same(&t, &value.ty)?;
        let v = self.typed(value)?;
        vals.splice(start..start + n, v);
        Ok((agg.ty.clone(), vals))
    }

    /// `extractelement`.
    pub(super) fn extract_element(
        &mut self,
        vector: &TypedValue,
        index: &TypedValue,
    ) -> TranslateResult<(Type, Vec<Value>)> {
        let Type::Vector(_, e) = &vector.ty else {
            return Err(invalid(format!("extractelement from {}", vector.ty)));
        };
        let lanes = self.typed(vector)?;
        let v = self.pick_lane(&lanes, index, e)?;
        Ok(((**e).clone(), vec![v]))
    }

    /// `insertelement`.
    pub(super) fn insert_element(
        &mut self,
        vector: &TypedValue,
        value: &TypedValue,
        index: &TypedValue,
    ) -> TranslateResult<(Type, Vec<Value>)> {
        let Type::Vector(_, e) = &vector.ty else {
            return Err(invalid(format!("insertelement into {}", vector.ty)));
        };
        self.cx.check_same(e, &value.ty)?;
        let mut lanes = self.typed(vector)?;
        let v = self.typed_scalar(value)?;
        self.insert_lane(&mut lanes, index, v)?;
        Ok((vector.ty.clone(), lanes))
    }

    /// `shufflevector`: lanes of the two vectors picked by a constant mask (an
    /// `undef` index gives zero).
    pub(super) fn shuffle_vector(
        &mut self,
        a: &TypedValue,
        b: &TypedValue,
        mask: &TypedConst,
    ) -> TranslateResult<(Type, Vec<Value>)> {
        self.cx.check_same(&a.ty, &b.ty)?;
        let Type::Vector(_, e) = &a.ty else {
            return Err(invalid(format!("shufflevector of {}", a.ty)));
        };
        let Type::Vector(m, _) = &mask.ty else {
            return Err(invalid(format!("shufflevector mask of type {}", mask.ty)));
        };
        let mut lanes = self.typed(a)?;
        lanes.extend(self.typed(b)?);
        let idx = self.cx.flatten_const(&mask.ty, &mask.value)?;
        let lane_ty = self.cx.leaves(e)?[0].ty;
        let mut out = Vec::with_capacity(idx.len());
        for i in idx {
            let v = match i {
                CVal::Int(i) if (i as usize) < lanes.len() => lanes[i as usize],
                CVal::Int(i) if i == u128::from(u32::MAX) => self.const_bits(lane_ty, 0),
                _ => return Err(invalid("shufflevector mask index out of range")),
            };
            out.push(v);
        }
        Ok((Type::Vector(*m, e.clone()), out))
    }

    /// The range of leaves `indices` select in a value of type `ty`, and its type.
    pub(super) fn leaf_range(
        &mut self,
        ty: &Type,
        indices: &[u32],
    ) -> TranslateResult<(usize, usize, Type)> {
        let mut start = 0;
        let mut cur = ty.clone();
        for &i in indices {
            let def = self.cx.types.resolve(&cur)?.clone();
            match def {
                Type::Struct { fields, .. } => {
                    let i = i as usize;
                    if i >= fields.len() {
                        return Err(invalid(format!("index {i} out of range for {cur}")));
                    }
                    for f in &fields[..i] {
                        start += self.cx.leaves(f)?.len();
                    }
                    cur = fields[i].clone();
                }
                Type::Array(n, e) => {
                    if u64::from(i) >= n {
                        return Err(invalid(format!("index {i} out of range for {cur}")));
                    }
                    start += i as usize * self.cx.leaves(&e)?.len();
                    cur = *e;
                }
                t => return Err(invalid(format!("extractvalue/insertvalue index into {t}"))),
            }
        }
        let n = self.cx.leaves(&cur)?.len();
        Ok((start, n, cur))
    }

    pub(super) fn pick_lane(
        &mut self,
        lanes: &[Value],
        index: &TypedValue,
        e: &Type,
    ) -> TranslateResult<Value> {
        if let Some(i) = self.const_int(index) {
            return Ok(match lanes.get(i as usize) {
                Some(v) => *v,
                None => {
                    let ty = self.cx.leaves(e)?[0].ty;
                    self.const_bits(ty, 0)
                }
            });
        }
        let i = self.index_i32(index)?;
        let Some(&first) = lanes.first() else {
            // No lanes: every index is out of range, as above.
            let ty = self.cx.leaves(e)?[0].ty;
            return Ok(self.const_bits(ty, 0));
        };
        let mut acc = first;
        for (k, lane) in lanes.iter().enumerate().skip(1) {
            let kv = self.iconst(ct::I32, k as u64);
            let is = self.b.ins().icmp(IntCC::Equal, i, kv);
            acc = self.b.ins().select(is, *lane, acc);
        }
        Ok(acc)
    }

    pub(super) fn insert_lane(
        &mut self,
        lanes: &mut [Value],
        index: &TypedValue,
        v: Value,
    ) -> TranslateResult<()> {
        if let Some(i) = self.const_int(index) {
            if let Some(slot) = lanes.get_mut(i as usize) {
                *slot = v;
            }
            return Ok(());
        }
        let i = self.index_i32(index)?;
        for (k, lane) in lanes.iter_mut().enumerate() {
            let kv = self.iconst(ct::I32, k as u64);
            let is = self.b.ins().icmp(IntCC::Equal, i, kv);
            *lane = self.b.ins().select(is, v, *lane);
        }
        Ok(())
    }
}
