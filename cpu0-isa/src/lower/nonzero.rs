//! Divisors known to be nonzero, which need no division-by-zero check: block
//! parameters every incoming edge passes a nonzero value, either a nonzero
//! constant or a value the branch has just tested against zero. That is the
//! divisor of a remainder loop such as gcd's `while (b) { t = a % b; a = b; b = t; }`:
//! the loop is entered and continued only when the next divisor is nonzero.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{Function, Inst, InstructionData, Opcode, Value, ValueDef};
use std::collections::HashSet;

/// The constant of `v`, if an `iconst` defines it.
fn iconst_of(func: &Function, v: Value) -> Option<i64> {
    match func.dfg.value_def(func.dfg.resolve_aliases(v)) {
        ValueDef::Result(inst, _) => match func.dfg.insts[inst] {
            InstructionData::UnaryImm {
                opcode: Opcode::Iconst,
                imm,
            } => Some(imm.bits()),
            _ => None,
        },
        _ => None,
    }
}

/// Whether `a` is a nonzero constant or a parameter believed nonzero.
fn nonzero(func: &Function, params: &HashSet<Value>, a: Value) -> bool {
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
    let mut params: HashSet<Value> = HashSet::new();
    // (parameter, argument) for arguments the edge does not itself test.
    let mut edges: Vec<(Value, Value)> = Vec::new();
    let mut unknown: Vec<Value> = Vec::new();
    let has_div = func.layout.blocks().any(|b| {
        func.layout.block_insts(b).any(|i| {
            matches!(
                func.dfg.insts[i].opcode(),
                Opcode::Udiv | Opcode::Urem | Opcode::Sdiv | Opcode::Srem
            )
        })
    });
    if !has_div {
        return params;
    }
    for block in func.layout.blocks() {
        for &p in func.dfg.block_params(block) {
            if func.dfg.value_type(p).is_int() {
                params.insert(p);
            }
        }
        let Some(term) = func.layout.last_inst(block) else {
            continue;
        };
        let dests = func.dfg.insts[term]
            .branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables);
        for (index, call) in dests.iter().enumerate() {
            let target = call.block(&func.dfg.value_lists);
            let target_params = func.dfg.block_params(target);
            for (i, arg) in call.args(&func.dfg.value_lists).enumerate() {
                let Some(&p) = target_params.get(i) else {
                    continue;
                };
                match arg.as_value() {
                    Some(a) if edge_tests_nonzero(func, term, index, a) => {}
                    Some(a) => edges.push((p, a)),
                    None => unknown.push(p),
                }
            }
        }
    }
    // Entry-block parameters come from the caller: not known.
    if let Some(entry) = func.layout.entry_block() {
        unknown.extend(func.dfg.block_params(entry));
    }
    for p in unknown {
        params.remove(&p);
    }
    loop {
        let mut changed = false;
        for &(p, a) in &edges {
            if params.contains(&p) && !nonzero(func, &params, a) {
                params.remove(&p);
                changed = true;
            }
        }
        if !changed {
            return params;
        }
    }
}

/// Whether `v` is nonzero whenever it is computed.
pub(crate) fn known_nonzero(func: &Function, params: &HashSet<Value>, v: Value) -> bool {
    nonzero(func, params, v)
}
