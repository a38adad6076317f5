//! Aggregates and vectors as lists of leaves: the leaves an `extractvalue` /
//! `insertvalue` index selects, and lanes picked or replaced by a variable index.

use super::function::FunctionTranslator;
use super::TranslateResult;
use crate::ast::{Type, TypedValue};
use cranelift_codegen::ir::{condcodes::IntCC, types as ct, InstBuilder, Value};
use cranelift_module::Module;

impl<M: Module> FunctionTranslator<'_, '_, '_, M> {
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
                        return Err(format!("index {i} out of range for {cur}"));
                    }
                    for f in &fields[..i] {
                        start += self.cx.leaves(f)?.len();
                    }
                    cur = fields[i].clone();
                }
                Type::Array(n, e) => {
                    if u64::from(i) >= n {
                        return Err(format!("index {i} out of range for {cur}"));
                    }
                    start += i as usize * self.cx.leaves(&e)?.len();
                    cur = *e;
                }
                t => return Err(format!("extractvalue/insertvalue index into {t}")),
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
                    self.iconst(ty, 0)
                }
            });
        }
        let i = self.index_i32(index)?;
        let mut acc = lanes[0];
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
