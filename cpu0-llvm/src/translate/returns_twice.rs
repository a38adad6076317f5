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
//!
//! A value used only in the block that defines it, with no `setjmp` call
//! between its definition and its last use, is never live where `setjmp`
//! returns, so it stays a plain SSA value ([`block_local_values`]).

use super::function::FunctionTranslator;
use super::TranslateResult;
use crate::ast::{self, Const, InstKind, Value as LlValue};
use cranelift_codegen::ir::{
    self, types as ct, AbiParam, ExtFuncData, ExternalName, InstBuilder, StackSlot, StackSlotData,
    StackSlotKind, Value,
};
use cranelift_module::Module;
use std::collections::{HashMap, HashSet};

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

/// Calls `use_` with each value operand of `k` (an exhaustive match: a new
/// instruction kind must say what it reads).
fn for_each_operand<'a>(k: &'a InstKind, mut use_: impl FnMut(&'a LlValue)) {
    match k {
        InstKind::Binary { lhs, rhs, .. }
        | InstKind::FloatBinary { lhs, rhs, .. }
        | InstKind::FCmp { lhs, rhs, .. }
        | InstKind::ICmp { lhs, rhs, .. } => {
            use_(lhs);
            use_(rhs);
        }
        InstKind::FNeg { value, .. } => use_(value),
        InstKind::Select { cond, a, b } => {
            use_(&cond.value);
            use_(&a.value);
            use_(&b.value);
        }
        InstKind::Phi { incoming, .. } => incoming.iter().for_each(|(v, _)| use_(v)),
        InstKind::Br { .. } | InstKind::Unreachable | InstKind::InlineAsm | InstKind::Fence => {}
        InstKind::CondBr { cond: v, .. }
        | InstKind::Switch { value: v, .. }
        | InstKind::IndirectBr { addr: v, .. }
        | InstKind::Load { ptr: v, .. }
        | InstKind::Cast { value: v, .. }
        | InstKind::ExtractValue { agg: v, .. }
        | InstKind::Freeze(v)
        | InstKind::VaArg { list: v, .. } => use_(&v.value),
        InstKind::Ret(v) | InstKind::Alloca { count: v, .. } => {
            if let Some(v) = v {
                use_(&v.value);
            }
        }
        InstKind::Store { value, ptr, .. } => {
            use_(&value.value);
            use_(&ptr.value);
        }
        InstKind::Gep { base, indices, .. } => {
            use_(&base.value);
            indices.iter().for_each(|i| use_(&i.value));
        }
        InstKind::Call { callee, args, .. } => {
            use_(callee);
            args.iter().for_each(|a| use_(&a.value));
        }
        InstKind::InsertValue { agg, value, .. } => {
            use_(&agg.value);
            use_(&value.value);
        }
        InstKind::ExtractElement { vector, index } => {
            use_(&vector.value);
            use_(&index.value);
        }
        InstKind::InsertElement {
            vector,
            value,
            index,
        } => {
            use_(&vector.value);
            use_(&value.value);
            use_(&index.value);
        }
        InstKind::ShuffleVector { a, b, .. } => {
            use_(&a.value);
            use_(&b.value);
        }
        InstKind::AtomicRmw { ptr, value, .. } => {
            use_(&ptr.value);
            use_(&value.value);
        }
        InstKind::CmpXchg { ptr, expected, new } => {
            use_(&ptr.value);
            use_(&expected.value);
            use_(&new.value);
        }
    }
}

/// The values of `f` (parameters and instruction results) that need no stack
/// slot: every use is in the defining block, after the definition, not in a
/// phi, and no `setjmp` call lies between the definition and the last use.
/// Parameters count as defined before the entry block's first instruction.
pub(super) fn block_local_values(f: &ast::Function) -> HashSet<String> {
    // Where each value is defined: (block, instruction index + 1; 0 for parameters).
    let mut def: HashMap<&str, (usize, usize)> = HashMap::new();
    for p in &f.params {
        def.insert(&p.name, (0, 0));
    }
    for (b, block) in f.blocks.iter().enumerate() {
        for (i, inst) in block.insts.iter().enumerate() {
            if let Some(r) = &inst.result {
                def.insert(r, (b, i + 1));
            }
        }
    }
    // Per value: the position of its last use, or `None` once it escapes.
    let mut last_use: HashMap<&str, Option<usize>> = def.keys().map(|&n| (n, Some(0))).collect();
    for (b, block) in f.blocks.iter().enumerate() {
        for (i, inst) in block.insts.iter().enumerate() {
            let phi = matches!(inst.kind, InstKind::Phi { .. });
            for_each_operand(&inst.kind, |v| {
                let LlValue::Local(name) = v else { return };
                let Some(slot) = last_use.get_mut(name.as_str()) else {
                    return;
                };
                let (db, dpos) = def[name.as_str()];
                let here = i + 1;
                *slot = match *slot {
                    Some(last) if !phi && db == b && dpos < here => Some(last.max(here)),
                    _ => None,
                };
            });
        }
    }
    let setjmp_at = |b: usize, pos: usize| matches!(&f.blocks[b].insts[pos - 1].kind, InstKind::Call { callee, .. } if is_setjmp(callee));
    last_use
        .into_iter()
        .filter_map(|(name, last)| {
            let last = last?;
            let (b, dpos) = def[name];
            // A use at the `setjmp` call itself reads the value before it returns.
            let crosses = (dpos + 1..last).any(|pos| setjmp_at(b, pos));
            (!crosses).then(|| name.to_string())
        })
        .collect()
}

impl<M: Module> FunctionTranslator<'_, '_, '_, M> {
    /// In a function that calls `setjmp`: stores the leaves of the value `name`
    /// in stack slots of their own, from which [`Self::kept_value`] loads them
    /// (unless the value never lives where `setjmp` returns).
    pub(super) fn keep_in_memory(&mut self, name: &str, vals: &[Value]) {
        let Some(kept) = self.in_memory.as_mut() else {
            return;
        };
        if self.block_local.contains(name) {
            return;
        }
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

    /// By hand: %a and %q are read after `setjmp` but defined before it; %x is
    /// read only before it, %env by the call itself; %m is read in another block,
    /// %k by a phi; the rest only after it in their own block.
    #[test]
    fn values_live_across_setjmp_or_blocks_keep_their_slots() {
        let text = "declare i32 @setjmp(ptr)
define i32 @f(i32 %x) {
entry:
  %env = alloca [6 x i32], align 4
  %a = mul i32 %x, 3
  %p = add i32 %x, 1
  %q = add i32 %p, 2
  %m = add i32 %x, 4
  %r = call i32 @setjmp(ptr %env)
  %b = add i32 %a, %r
  %c = add i32 %b, %q
  %k = add i32 %c, 1
  br label %next
next:
  %h = phi i32 [ %k, %entry ]
  %d = add i32 %h, %m
  ret i32 %d
}
";
        let module = crate::parse(text).expect("parses");
        let mut local: Vec<String> = super::block_local_values(&module.functions[1])
            .into_iter()
            .collect();
        local.sort();
        assert_eq!(local, ["b", "c", "d", "env", "h", "p", "r", "x"]);
    }
}
