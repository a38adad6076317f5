//! Divisors known to be nonzero, which need no division-by-zero check: block
//! parameters every incoming edge passes a nonzero value, either a nonzero
//! constant or a value the branch has just tested against zero. That is the
//! divisor of a remainder loop such as gcd's `while (b) { t = a % b; a = b; b = t; }`:
//! the loop is entered and continued only when the next divisor is nonzero.

use super::param_facts::params_with_fact;
use crate::loops::iconst_of;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{Function, Inst, InstructionData, Opcode, Value, ValueDef};
use std::collections::HashSet;

/// Whether `a` is a nonzero constant or a parameter believed nonzero.
pub(crate) fn known_nonzero(func: &Function, params: &HashSet<Value>, a: Value) -> bool {
    let a = func.dfg.resolve_aliases(a);
    params.contains(&a) || iconst_of(func, a).is_some_and(|c| c != 0)
}

/// Whether the edge of `branch` to its destination `index` (0: taken when the
/// condition is nonzero, 1: when it is zero) is only taken when `a != 0`.
fn edge_tests_nonzero(func: &Function, branch: Inst, index: usize, a: Value) -> bool {
    let InstructionData::Brif { arg, .. } = func.dfg.insts[branch] else {
        return false;
    };
    let (arg, a) = (func.dfg.resolve_aliases(arg), func.dfg.resolve_aliases(a));
    if arg == a {
        return index == 0;
    }
    let ValueDef::Result(cmp, _) = func.dfg.value_def(arg) else {
        return false;
    };
    let InstructionData::IntCompare {
        opcode: Opcode::Icmp,
        cond,
        args: [x, y],
    } = func.dfg.insts[cmp]
    else {
        return false;
    };
    let (x, y) = (func.dfg.resolve_aliases(x), func.dfg.resolve_aliases(y));
    let against_zero =
        (x == a && iconst_of(func, y) == Some(0)) || (y == a && iconst_of(func, x) == Some(0));
    match cond {
        IntCC::Equal => against_zero && index == 1,
        IntCC::NotEqual => against_zero && index == 0,
        _ => false,
    }
}

/// The integer block parameters that are nonzero on every path: the greatest
/// fixed point (a loop-carried divisor stays one).
pub(crate) fn nonzero_params(func: &Function) -> HashSet<Value> {
    let has_div = func.layout.blocks().any(|b| {
        func.layout.block_insts(b).any(|i| {
            matches!(
                func.dfg.insts[i].opcode(),
                Opcode::Udiv | Opcode::Urem | Opcode::Sdiv | Opcode::Srem
            )
        })
    });
    if !has_div {
        return HashSet::new();
    }
    params_with_fact(
        func,
        |p| func.dfg.value_type(p).is_int(),
        |branch, index, a| edge_tests_nonzero(func, branch, index, a),
        |params, a| known_nonzero(func, params, a),
    )
}
