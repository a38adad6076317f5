//! Facts about block parameters that hold when they hold of every argument
//! passed to them: the greatest fixed point over the function's edges, so a
//! loop-carried value keeps its fact. `zext` (upper bits known zero) and
//! `nonzero` (a divisor that needs no check) are two such facts.

use cranelift_codegen::ir::{Function, Inst, Value};
use std::collections::HashSet;

/// The parameters `candidate` selects whose every incoming argument has the
/// fact: the branch passing it proves it (`edge_proves(branch, destination
/// index, argument)`), or `holds(believed, argument)` given the parameters
/// still believed to have it. Entry-block parameters (they come from the
/// caller) and exception results passed by an edge never have it.
pub(crate) fn params_with_fact(
    func: &Function,
    candidate: impl Fn(Value) -> bool,
    edge_proves: impl Fn(Inst, usize, Value) -> bool,
    holds: impl Fn(&HashSet<Value>, Value) -> bool,
) -> HashSet<Value> {
    let mut params: HashSet<Value> = HashSet::new();
    // Entry-block parameters never have the fact (removed below in any case).
    for block in func.layout.blocks().skip(1) {
        params.extend(
            func.dfg
                .block_params(block)
                .iter()
                .copied()
                .filter(|&p| candidate(p)),
        );
    }
    // Most functions have no candidate: their edges need no walk.
    if params.is_empty() {
        return params;
    }
    // (parameter, argument) for the arguments no edge proves the fact of.
    let mut edges: Vec<(Value, Value)> = Vec::new();
    let mut unknown: Vec<Value> = Vec::new();
    for block in func.layout.blocks() {
        let Some(term) = func.layout.last_inst(block) else {
            continue;
        };
        let dests = func.dfg.insts[term]
            .branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables);
        for (index, call) in dests.iter().enumerate() {
            let target_params = func.dfg.block_params(call.block(&func.dfg.value_lists));
            for (i, arg) in call.args(&func.dfg.value_lists).enumerate() {
                let Some(&p) = target_params.get(i) else {
                    continue;
                };
                match arg.as_value() {
                    Some(a) if edge_proves(term, index, a) => {}
                    Some(a) => edges.push((p, a)),
                    None => unknown.push(p),
                }
            }
        }
    }
    if let Some(entry) = func.layout.entry_block() {
        unknown.extend(func.dfg.block_params(entry));
    }
    for p in unknown {
        params.remove(&p);
    }
    loop {
        let mut changed = false;
        for &(p, a) in &edges {
            if params.contains(&p) && !holds(&params, a) {
                params.remove(&p);
                changed = true;
            }
        }
        if !changed {
            return params;
        }
    }
}
