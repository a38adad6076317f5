//! Returns copied into the jumps that reach them (at `opt_level=speed`).
//!
//! Frontends often end a function in one block that only returns its
//! parameters, reached by `jump`s from every exit (clang's `ret` of a `phi`, for
//! one). A `jump` to such a block becomes that `return` itself: one branch less
//! on every exit, and a call whose results are jumped there is then right before
//! its `return`, where lowering makes it a sibling call (`lower/calls.rs`). The
//! block left without predecessors is removed by the caller.

use cranelift_codegen::ir::{BlockArg, Function, InstBuilder, InstructionData, Opcode, Value};
use rustc_hash::FxHashMap;

/// Rewrites each `jump` to a block that only returns (some of) its parameters
/// into that `return`; reports whether it changed anything.
pub fn duplicate_returns(func: &mut Function) -> bool {
    // Each such block: for each returned value, the index of the parameter.
    let mut returning = FxHashMap::default();
    for block in func.layout.blocks() {
        let (Some(first), Some(last)) =
            (func.layout.first_inst(block), func.layout.last_inst(block))
        else {
            continue;
        };
        if first != last || func.dfg.insts[first].opcode() != Opcode::Return {
            continue;
        }
        let params = func.dfg.block_params(block);
        let positions: Option<Vec<usize>> = func
            .dfg
            .inst_args(first)
            .iter()
            .map(|v| params.iter().position(|p| p == v))
            .collect();
        if let Some(positions) = positions {
            returning.insert(block, positions);
        }
    }
    if returning.is_empty() {
        return false;
    }
    let mut rewrites = Vec::new();
    for block in func.layout.blocks() {
        let Some(inst) = func.layout.last_inst(block) else {
            continue;
        };
        let InstructionData::Jump { destination, .. } = func.dfg.insts[inst] else {
            continue;
        };
        let target = destination.block(&func.dfg.value_lists);
        let Some(positions) = returning.get(&target) else {
            continue;
        };
        let args: Option<Vec<Value>> = destination
            .args(&func.dfg.value_lists)
            .map(|a| match a {
                BlockArg::Value(v) => Some(v),
                _ => None,
            })
            .collect();
        if let Some(args) = args {
            let returned: Vec<Value> = positions.iter().map(|&i| args[i]).collect();
            rewrites.push((inst, returned));
        }
    }
    let changed = !rewrites.is_empty();
    for (inst, returned) in rewrites {
        func.replace(inst).return_(&returned);
    }
    changed
}
