//! Functions that call `setjmp`: a call that may return twice.
//!
//! `longjmp` comes back to the instruction after the `setjmp` call with the
//! callee-saved registers and `$sp` of that moment, and everything else as the
//! code between left it. A value the compiler kept across the call in a
//! caller-saved register, or in a spill slot it reused on the way to `longjmp`,
//! would then be wrong. So in a function that calls `setjmp`, every LLVM value
//! lives in its own stack slot (stored where it is defined, loaded where it is
//! used: C's locals stay in memory, as at `-O0`), and the call goes to
//! [`SETJMP_SYMBOL`], which the backend recognises: it compiles such a function
//! without the mid-end, whose value numbering could still keep one value in a
//! register across the call. Explicit stack slots are never shared.

use super::function::FunctionTranslator;
use super::TranslateResult;
use crate::ast::{self, Const, InstKind, Value as LlValue};
use cranelift_codegen::ir::{
    self, types as ct, AbiParam, ExtFuncData, ExternalName, InstBuilder, StackSlot, StackSlotData,
    StackSlotKind, Value,
};
use cranelift_module::Module;

/// The functions that return twice (clang gives them the `returns_twice`
/// attribute): the `setjmp` family. `sigsetjmp`'s signal mask is ignored (Cpu0
/// has no signals).
const SETJMP_NAMES: &[&str] = &["setjmp", "_setjmp", "sigsetjmp", "__sigsetjmp"];

/// The runtime's `setjmp` under the name the backend recognises
/// (`cpu0_isa::RETURNS_TWICE_SYMBOL`).
pub const SETJMP_SYMBOL: &str = "__cpu0_setjmp";

/// Whether `callee` is a function of the `setjmp` family.
pub(super) fn is_setjmp(callee: &LlValue) -> bool {
    matches!(callee, LlValue::Const(Const::Global(name)) if SETJMP_NAMES.contains(&name.as_str()))
}

/// Whether `f` calls a function of the `setjmp` family.
pub(super) fn calls_setjmp(f: &ast::Function) -> bool {
    f.blocks
        .iter()
        .flat_map(|b| &b.insts)
        .any(|i| matches!(&i.kind, InstKind::Call { callee, .. } if is_setjmp(callee)))
}

impl<M: Module> FunctionTranslator<'_, '_, '_, M> {
    /// In a function that calls `setjmp`: stores the leaves of the value `name`
    /// in stack slots of their own, from which [`Self::kept_value`] loads them.
    pub(super) fn keep_in_memory(&mut self, name: &str, vals: &[Value]) {
        let Some(kept) = self.in_memory.as_mut() else {
            return;
        };
        let mut slots = Vec::with_capacity(vals.len());
        for &v in vals {
            let ty = self.b.func.dfg.value_type(v);
            let slot = self.b.create_sized_stack_slot(StackSlotData::new(
                StackSlotKind::ExplicitSlot,
                ty.bytes(),
                ty.bytes().trailing_zeros() as u8,
            ));
            self.b.ins().stack_store(ct::I32, v, slot, 0);
            slots.push((slot, ty));
        }
        kept.insert(name.to_string(), slots);
    }

    /// The leaves of the value `name` loaded afresh from its slots, when it is
    /// kept in memory.
    pub(super) fn kept_value(&mut self, name: &str) -> Option<Vec<Value>> {
        let slots: Vec<(StackSlot, ir::Type)> = self.in_memory.as_ref()?.get(name)?.clone();
        Some(
            slots
                .into_iter()
                .map(|(slot, ty)| self.b.ins().stack_load(ct::I32, ty, slot, 0))
                .collect(),
        )
    }

    /// A function-level value (the result area's or the variadic area's
    /// address) where it is used: loaded from its slot in a function that calls
    /// `setjmp`.
    pub(super) fn function_value(&mut self, name: &str, v: Value) -> Value {
        self.kept_value(name).map_or(v, |vals| vals[0])
    }

    /// A call of a `setjmp`-family function: the runtime's `setjmp` under the
    /// name the backend recognises, with the buffer (the first argument).
    pub(super) fn call_setjmp(&mut self, args: &[ast::Arg]) -> TranslateResult<Vec<Value>> {
        let first = args
            .first()
            .ok_or_else(|| crate::error::invalid("setjmp without its buffer argument"))?;
        let env = self.scalar(&ast::Type::Ptr, &first.value)?;
        let mut sig = self.cx.module.make_signature();
        sig.params = vec![AbiParam::new(ct::I32)];
        sig.returns = vec![AbiParam::new(ct::I32)];
        let signature = self.b.import_signature(sig);
        let fref = self.b.import_function(ExtFuncData {
            name: ExternalName::testcase(SETJMP_SYMBOL),
            signature,
            colocated: false,
            patchable: false,
        });
        let call = self.b.ins().call(fref, &[env]);
        Ok(self.b.inst_results(call).to_vec())
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_backend_knows_the_setjmp_symbol() {
        assert_eq!(super::SETJMP_SYMBOL, cpu0_isa::RETURNS_TWICE_SYMBOL);
    }
}
