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
    zext_within(func, params, v, 3)
}

/// `defined_zext`, looking through at most `depth` bitwise operations and
/// selects, which the lowering does on whole registers: an `and` with one
/// zero-extended operand, an `or`, `xor` or select of two, is zero-extended too
/// (an `i1` from LLVM masked with `andi 1`, or chosen between two booleans).
fn zext_within(func: &Function, params: &HashSet<Value>, v: Value, depth: u32) -> bool {
    let v = func.dfg.resolve_aliases(v);
    match func.dfg.value_def(v) {
        ValueDef::Param(..) => params.contains(&v),
        ValueDef::Result(inst, 0) => {
            let data = &func.dfg.insts[inst];
            let ty = func.dfg.value_type(v);
            let operand = |i: usize| {
                depth > 0
                    && zext_within(
                        func,
                        params,
                        data.arguments(&func.dfg.value_lists)[i],
                        depth - 1,
                    )
            };
            match data.opcode() {
                Opcode::Icmp | Opcode::Fcmp | Opcode::Iconst | Opcode::Uextend => true,
                Opcode::Uload8 | Opcode::Uload16 => true,
                Opcode::Load => ty.bits() < 32,
                // The narrow forms shift the zero-extended operand.
                Opcode::Ushr => ty.bits() < 32,
                Opcode::Band => operand(0) || operand(1),
                Opcode::Bor | Opcode::Bxor => operand(0) && operand(1),
                Opcode::Select => operand(1) && operand(2),
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
