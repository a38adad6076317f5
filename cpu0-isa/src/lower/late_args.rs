//! Stack arguments loaded where they are used rather than at function entry.
//!
//! A parameter passed on the stack, loaded at entry, lives in a register across
//! the whole function: a callee-saved one (saved and restored) or a spill slot
//! (stored, then reloaded). When every use of it is in one block, loading it just
//! before its first use there costs one load, like a reload, and frees that
//! register for the rest of the function. The incoming area must then not be
//! written before the load: functions that take its address
//! (`get_frame_pointer`, `get_stack_pointer`, varargs) or make tail calls (which store their own
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

/// A stack parameter that may be loaded late, with what the use scan found.
pub(crate) struct Candidate {
    value: Value,
    /// The first use seen (in layout order) and its block.
    first: Option<(ir::Block, ir::Inst)>,
    /// Whether another block uses it too.
    spread: bool,
}

/// The entry block's parameters passed wholly on the stack. The uses are noted
/// by the lowering's own scan of the function (`note_use`), then `finish`.
pub(crate) fn candidates(func: &Function, params: &[ValueLoc]) -> Vec<Candidate> {
    let Some(entry) = func.layout.entry_block() else {
        return Vec::new();
    };
    func.dfg
        .block_params(entry)
        .iter()
        .zip(params)
        .filter(|(_, loc)| loc.words.iter().all(|w| matches!(w, WordLoc::Stack(_))))
        .map(|(v, _)| Candidate {
            value: *v,
            first: None,
            spread: false,
        })
        .collect()
}

/// Notes that `inst` in `block` reads `v` (aliases resolved).
pub(crate) fn note_use(cands: &mut [Candidate], v: Value, block: ir::Block, inst: ir::Inst) {
    let Some(c) = cands.iter_mut().find(|c| c.value == v) else {
        return;
    };
    match c.first {
        None => c.first = Some((block, inst)),
        Some((b, _)) if b != block => c.spread = true,
        Some(_) => {}
    }
}

/// Whether `inst` can write the incoming argument area (or lets code do so):
/// then nothing is loaded late.
pub(crate) fn writes_incoming(func: &Function, inst: ir::Inst) -> bool {
    matches!(
        func.dfg.insts[inst].opcode(),
        Opcode::GetFramePointer
            | Opcode::GetStackPointer
            | Opcode::ReturnCall
            | Opcode::ReturnCallIndirect
    )
}

/// The candidates used in one block only, outside any loop.
pub(crate) fn finish(func: &Function, cands: Vec<Candidate>) -> Vec<LateArg> {
    let entry = func.layout.entry_block();
    let mut late = Vec::new();
    for c in cands {
        let Some((block, first_use)) = c.first else {
            continue;
        };
        if c.spread || (Some(block) != entry && in_cycle(func, block)) {
            continue;
        }
        late.push(LateArg {
            block,
            first_use,
            value: c.value,
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
