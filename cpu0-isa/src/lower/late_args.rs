//! Stack arguments loaded where they are used rather than at function entry.
//!
//! A parameter passed on the stack, loaded at entry, lives in a register across
//! the whole function: a callee-saved one (saved and restored) or a spill slot
//! (stored, then reloaded). When every use of it is in one block, loading it just
//! before its first use there costs one load, like a reload, and frees that
//! register for the rest of the function. The incoming area must then not be
//! written before the load: functions that take its address
//! (`get_frame_pointer`, varargs) or make tail calls (which store their own
//! arguments there) keep the entry loads. Blocks inside a loop keep them too, so
//! that the load is not repeated at each iteration.

use crate::abi::{ValueLoc, WordLoc};
use cranelift_codegen::ir::{self, Function, Opcode, Value};

/// A stack parameter loaded late: the block of all its uses and the first of
/// those uses in that block, the load going just before it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct LateArg {
    pub block: ir::Block,
    pub first_use: ir::Inst,
    pub value: Value,
}

/// The entry block's stack parameters whose uses all lie in one block outside
/// any loop.
pub(crate) fn late_args(func: &Function, params: &[ValueLoc]) -> Vec<LateArg> {
    let Some(entry) = func.layout.entry_block() else {
        return Vec::new();
    };
    let candidates: Vec<Value> = func
        .dfg
        .block_params(entry)
        .iter()
        .zip(params)
        .filter(|(_, loc)| loc.words.iter().all(|w| matches!(w, WordLoc::Stack(_))))
        .map(|(v, _)| *v)
        .collect();
    if candidates.is_empty() {
        return Vec::new();
    }
    // Per candidate: the first use found (in layout order) and whether another
    // block uses it too.
    let mut found: Vec<Option<(ir::Block, ir::Inst)>> = vec![None; candidates.len()];
    let mut spread = vec![false; candidates.len()];
    for block in func.layout.blocks() {
        for inst in func.layout.block_insts(block) {
            let op = func.dfg.insts[inst].opcode();
            if matches!(
                op,
                Opcode::GetFramePointer | Opcode::ReturnCall | Opcode::ReturnCallIndirect
            ) {
                return Vec::new();
            }
            for arg in func.dfg.inst_values(inst) {
                let arg = func.dfg.resolve_aliases(arg);
                let Some(i) = candidates.iter().position(|c| *c == arg) else {
                    continue;
                };
                match found[i] {
                    None => found[i] = Some((block, inst)),
                    Some((b, _)) if b != block => spread[i] = true,
                    Some(_) => {}
                }
            }
        }
    }
    let mut late = Vec::new();
    for (i, value) in candidates.into_iter().enumerate() {
        let Some((block, first_use)) = found[i] else {
            continue;
        };
        if spread[i] || (block != entry && in_cycle(func, block)) {
            continue;
        }
        late.push(LateArg {
            block,
            first_use,
            value,
        });
    }
    late
}

/// Whether `block` can reach itself again (it is inside a loop).
fn in_cycle(func: &Function, block: ir::Block) -> bool {
    let mut seen = std::collections::HashSet::new();
    let mut stack = successors(func, block);
    while let Some(b) = stack.pop() {
        if b == block {
            return true;
        }
        if seen.insert(b) {
            stack.extend(successors(func, b));
        }
    }
    false
}

fn successors(func: &Function, block: ir::Block) -> Vec<ir::Block> {
    let Some(term) = func.layout.last_inst(block) else {
        return Vec::new();
    };
    func.dfg.insts[term]
        .branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables)
        .iter()
        .map(|call| call.block(&func.dfg.value_lists))
        .collect()
}
