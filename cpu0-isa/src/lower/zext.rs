//! Block parameters of types narrower than a register whose upper register bits
//! are known to be zero: every argument passed to them is, so a branch on such a
//! value or its zero-extension needs no `andi` (a boolean carried by a block
//! parameter, typically an LLVM `i1` phi).

use super::param_facts::params_with_fact;
use cranelift_codegen::ir::{Function, Opcode, Value, ValueDef};
use std::collections::HashSet;

/// Whether the lowering of `v`'s definition leaves the upper register bits zero,
/// given the parameters currently believed to be zero-extended.
pub(crate) fn defined_zext(func: &Function, params: &HashSet<Value>, v: Value) -> bool {
    let v = func.dfg.resolve_aliases(v);
    match func.dfg.value_def(v) {
        ValueDef::Param(..) => params.contains(&v),
        ValueDef::Result(inst, 0) => {
            let data = &func.dfg.insts[inst];
            let ty = func.dfg.value_type(v);
            match data.opcode() {
                Opcode::Icmp | Opcode::Fcmp | Opcode::Iconst | Opcode::Uextend => true,
                Opcode::Uload8 | Opcode::Uload16 => true,
                Opcode::Load => ty.bits() < 32,
                _ => false,
            }
        }
        _ => false,
    }
}

/// The narrow block parameters whose every incoming argument is zero-extended: the
/// greatest fixed point (a loop-carried boolean stays one).
pub(crate) fn zext_params(func: &Function) -> HashSet<Value> {
    params_with_fact(
        func,
        |p| func.dfg.value_type(p).bits() < 32 && func.dfg.value_type(p).is_int(),
        |_, _, _| false,
        |params, a| defined_zext(func, params, a),
    )
}
