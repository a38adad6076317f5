//! Block parameters of types narrower than a register whose upper register bits
//! are known to be zero: every argument passed to them is, so a branch on such a
//! value or its zero-extension needs no `andi` (a boolean carried by a block
//! parameter, typically an LLVM `i1` phi).

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
    let mut params: HashSet<Value> = HashSet::new();
    // (parameter, argument) for every branch argument to a narrow parameter.
    let mut edges: Vec<(Value, Value)> = Vec::new();
    let mut unknown: Vec<Value> = Vec::new();
    for block in func.layout.blocks() {
        for &p in func.dfg.block_params(block) {
            if func.dfg.value_type(p).bits() < 32 && func.dfg.value_type(p).is_int() {
                params.insert(p);
            }
        }
        let Some(term) = func.layout.last_inst(block) else {
            continue;
        };
        let dests = func.dfg.insts[term]
            .branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables);
        for call in dests {
            let target = call.block(&func.dfg.value_lists);
            let target_params = func.dfg.block_params(target);
            for (i, arg) in call.args(&func.dfg.value_lists).enumerate() {
                let Some(&p) = target_params.get(i) else {
                    continue;
                };
                match arg.as_value() {
                    Some(a) => edges.push((p, a)),
                    // Exception results: not known.
                    None => unknown.push(p),
                }
            }
        }
    }
    if params.is_empty() {
        return params;
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
            if params.contains(&p) && !defined_zext(func, &params, a) {
                params.remove(&p);
                changed = true;
            }
        }
        if !changed {
            return params;
        }
    }
}
