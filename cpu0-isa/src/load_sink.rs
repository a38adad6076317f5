//! Loads moved to where their values are read, on CLIF after the mid-end.
//!
//! LLVM loads words early (a global's at function entry, before a branch) and
//! the mid-end keeps loads where they are. When a block loads many words that
//! way, Cpu0's few registers cannot hold them all across the float routines and
//! the blocks that read them: each is loaded, stored to a spill slot at once and
//! reloaded at its readers, three instructions where one would do. So in a
//! block whose plain `load`s load at least [`MIN_WORDS`] words:
//!
//! - each load moves to just before its first reader in the block, when no
//!   instruction in between may write the memory it reads, nor (for a load that
//!   may trap) may raise another trap: only loads with the same trap code
//!   (the default memory flags' code) do not count, as either raises the
//!   same trap;
//! - a load from a symbol's address plus a small constant (a global) whose
//!   value later blocks read gets a copy of its own in each of them, before the
//!   first reader there, when no path from the load to that reader may write a
//!   global and crosses no loop header (so no copy runs more often than the
//!   load did). Without a reader in its own block the load then goes.
//!
//! What may write: every store, call and instruction with other side effects,
//! except that for a global's load a store into a stack slot at a constant
//! offset within the slot cannot reach the global. A symbol's address plus a
//! constant in `0..=MAX_OFFSET` is taken as a readable word (the source
//! languages make a load beyond the object undefined), so a global's load
//! does not trap and moves past traps and stores that may trap.
//!
//! "No path may write": each point of the function gets a memory version, one
//! walk in reverse postorder. A write starts a new version; a block starts a
//! new one unless all its predecessors are walked already and end with the
//! same version. Two points with the same version, the first dominating the
//! second, have no write on any path between them that does not pass the first
//! again: the version's start dominates both, so a path that left the version
//! and came back through its start would give a way to the second point around
//! the first. A loop header always starts a version (its back edge is not
//! walked yet), so a copy never lands in a loop the load is not in.

use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::dominator_tree::DominatorTree;
use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::flowgraph::ControlFlowGraph;
use cranelift_codegen::ir::{
    types, Block, Function, GlobalValueData, Inst, InstructionData, MemFlagsData, Opcode, Value,
    ValueDef,
};
use rustc_hash::FxHashMap;

/// How many words a block needs to load before its loads move: with fewer,
/// the allocator keeps their values in registers.
pub(crate) const MIN_WORDS: u32 = 8;

/// The largest constant offset from a symbol taken as within its object.
const MAX_OFFSET: i64 = 0x7fff;

/// Words a plain `load` in `func` reads, 0 for any other instruction.
pub(crate) fn load_words(func: &Function, inst: Inst) -> u32 {
    match func.dfg.insts[inst] {
        InstructionData::Load {
            opcode: Opcode::Load,
            ..
        } => func
            .dfg
            .value_type(func.dfg.first_result(inst))
            .bytes()
            .div_ceil(4),
        _ => 0,
    }
}

/// The constant offset of `addr` from a (non-thread-local) symbol's address,
/// if it is one: `symbol_value` or its `iadd` with an `iconst`.
fn symbol_offset(func: &Function, addr: Value) -> Option<i64> {
    let is_symbol = |v: Value| match func.dfg.value_def(v) {
        ValueDef::Result(i, _) => match func.dfg.insts[i] {
            InstructionData::UnaryGlobalValue {
                opcode: Opcode::SymbolValue,
                global_value,
            } => matches!(
                func.global_values[global_value],
                GlobalValueData::Symbol { tls: false, .. }
            ),
            _ => false,
        },
        _ => false,
    };
    if is_symbol(addr) {
        return Some(0);
    }
    let (base, k) = iadd_constant(func, addr)?;
    is_symbol(base).then_some(k)
}

/// `(base, k)` when `v` is the 32-bit `iadd base, k` with `k` an `iconst`
/// (either side); `k` as the add reads it, sign-extended (sums wrap at 32 bits
/// as addresses do).
fn iadd_constant(func: &Function, v: Value) -> Option<(Value, i64)> {
    let ValueDef::Result(add, _) = func.dfg.value_def(v) else {
        return None;
    };
    if func.dfg.value_type(v) != types::I32 {
        return None;
    }
    let InstructionData::Binary {
        opcode: Opcode::Iadd,
        args,
    } = func.dfg.insts[add]
    else {
        return None;
    };
    match (
        crate::loops::iconst_of(func, args[0]),
        crate::loops::iconst_of(func, args[1]),
    ) {
        (None, Some(k)) => Some((args[0], i64::from(k as i32))),
        (Some(k), None) => Some((args[1], i64::from(k as i32))),
        _ => None,
    }
}

/// Whether `load` reads a global: a symbol's address plus a constant in
/// `0..=MAX_OFFSET`, the load's own offset included.
fn is_global_load(func: &Function, load: Inst) -> bool {
    let InstructionData::Load { arg, offset, .. } = func.dfg.insts[load] else {
        return false;
    };
    symbol_offset(func, arg)
        .and_then(|k| k.checked_add(i64::from(i32::from(offset))))
        .is_some_and(|total| (0..=MAX_OFFSET).contains(&total))
}

/// Whether `inst` may write memory: a store, a call or other side effects.
fn may_write(func: &Function, inst: Inst) -> bool {
    let op = func.dfg.insts[inst].opcode();
    op.can_store() || op.is_call() || op.other_side_effects()
}

/// Whether `inst` may trap: by its opcode, or (loads, stores, atomics) by its
/// memory flags.
fn may_trap(func: &Function, inst: Inst) -> bool {
    let data = &func.dfg.insts[inst];
    data.opcode().can_trap() || data.memflags_trap_code(&func.dfg).is_some()
}

/// Whether `inst` is a plain `load` that may trap with the default memory
/// flags' trap code (the LLVM importer's loads).
fn usual_load_trap(func: &Function, inst: Inst) -> bool {
    let data = &func.dfg.insts[inst];
    data.opcode() == Opcode::Load
        && data.memflags_trap_code(&func.dfg).is_some()
        && data.memflags_trap_code(&func.dfg) == MemFlagsData::new().trap_code()
}

/// Whether `inst` writes nothing but bytes within one stack slot: a store
/// whose address is the slot's plus a constant, the bytes inside the slot.
fn writes_stack_slot_only(func: &Function, inst: Inst) -> bool {
    let InstructionData::Store {
        opcode,
        args,
        offset,
        ..
    } = func.dfg.insts[inst]
    else {
        return false;
    };
    let len = match opcode {
        Opcode::Store => i64::from(func.dfg.value_type(args[0]).bytes()),
        Opcode::Istore8 => 1,
        Opcode::Istore16 => 2,
        Opcode::Istore32 => 4,
        _ => return false,
    };
    let (addr, k) = iadd_constant(func, args[1]).unwrap_or((args[1], 0));
    let ValueDef::Result(def, _) = func.dfg.value_def(addr) else {
        return false;
    };
    let InstructionData::StackAddr {
        opcode: Opcode::StackAddr,
        stack_slot,
        offset: slot_offset,
    } = func.dfg.insts[def]
    else {
        return false;
    };
    let start = i64::from(i32::from(slot_offset))
        .checked_add(k)
        .and_then(|s| s.checked_add(i64::from(i32::from(offset))));
    let size = i64::from(func.sized_stack_slots[stack_slot].size);
    start.is_some_and(|s| s >= 0 && s.checked_add(len).is_some_and(|end| end <= size))
}

/// Per instruction, what [`sink_loads`] asks about the points before it.
#[derive(Clone, Copy, Default)]
struct Before {
    /// The memory version as far as globals go (see the module comment).
    version: u32,
    /// How many instructions before it in its block may write.
    writes: u32,
    /// How many instructions before it in its block may trap.
    traps: u32,
    /// How many of those are not plain loads with the default memory flags'
    /// trap code: a load with that code may move past the others (both raise
    /// the same trap, whichever runs first).
    other_traps: u32,
}

/// Numbers the points of `func` (see the module comment): what holds before
/// each instruction. One walk in reverse postorder.
fn number_points(
    func: &Function,
    cfg: &ControlFlowGraph,
    domtree: &DominatorTree,
) -> SecondaryMap<Inst, Before> {
    let mut before: SecondaryMap<Inst, Before> = SecondaryMap::with_capacity(func.dfg.num_insts());
    // The version each walked block ends with; 0 for one not walked yet.
    let mut end: SecondaryMap<Block, u32> = SecondaryMap::new();
    let mut next = 1u32;
    for &block in domtree.cfg_rpo() {
        let mut preds = cfg.pred_iter(block).map(|p| end[p.block]);
        let mut version = match preds.next() {
            Some(v) if v != 0 && preds.all(|w| w == v) => v,
            _ => {
                next += 1;
                next - 1
            }
        };
        let (mut writes, mut traps, mut other_traps) = (0, 0, 0);
        for inst in func.layout.block_insts(block) {
            before[inst] = Before {
                version,
                writes,
                traps,
                other_traps,
            };
            if may_write(func, inst) {
                writes += 1;
                if !writes_stack_slot_only(func, inst) {
                    version = next;
                    next += 1;
                }
            }
            if may_trap(func, inst) {
                traps += 1;
                other_traps += u32::from(!usual_load_trap(func, inst));
            }
        }
        end[block] = version;
    }
    before
}

/// A load that may move: its block, whether it reads a global and the blocks
/// reading its value, each with its first reader there.
struct Cand {
    load: Inst,
    block: Block,
    global: bool,
    readers: Vec<(Block, Inst)>,
}

/// Moves and copies loads (see the module comment). Adds no block or edge.
pub(crate) fn sink_loads(func: &mut Function, cfg: &ControlFlowGraph, domtree: &DominatorTree) {
    let mut cands = candidates(func);
    if cands.is_empty() {
        return;
    }
    // Readers after all candidates are known: a block reading a value may be
    // laid out before the load's block.
    let mut cand_of: SecondaryMap<Value, u32> = SecondaryMap::new();
    for (k, c) in cands.iter().enumerate() {
        cand_of[func.dfg.first_result(c.load)] = k as u32 + 1;
    }
    for block in func.layout.blocks() {
        for inst in func.layout.block_insts(block) {
            for v in func.dfg.inst_values(inst) {
                let k = cand_of[func.dfg.resolve_aliases(v)];
                if k == 0 {
                    continue;
                }
                let readers = &mut cands[k as usize - 1].readers;
                if readers.last().is_none_or(|&(b, _)| b != block) {
                    readers.push((block, inst));
                }
            }
        }
    }
    let before = number_points(func, cfg, domtree);
    let mut copies = Copies::default();
    for cand in &cands {
        sink_one(func, cand, &before, &mut copies);
    }
    copies.blocks.sort_unstable();
    copies.blocks.dedup();
    for &block in &copies.blocks {
        use_copies(func, block, &copies.of);
    }
}

/// The plain loads in blocks loading at least [`MIN_WORDS`] words.
fn candidates(func: &Function) -> Vec<Cand> {
    let mut cands = Vec::new();
    for block in func.layout.blocks() {
        let words: u32 = func
            .layout
            .block_insts(block)
            .map(|i| load_words(func, i))
            .sum();
        if words < MIN_WORDS {
            continue;
        }
        for inst in func.layout.block_insts(block) {
            if load_words(func, inst) > 0 {
                cands.push(Cand {
                    load: inst,
                    block,
                    global: is_global_load(func, inst),
                    readers: Vec::new(),
                });
            }
        }
    }
    cands
}

/// The copies [`sink_one`] made: the blocks holding some (repeated), and per block and
/// loaded value the copy's value, which the block's uses read instead.
#[derive(Default)]
struct Copies {
    blocks: Vec<Block>,
    of: FxHashMap<(Block, Value), Value>,
}

/// Moves one load to its first reader in its block and copies it into later
/// reader blocks where it may (see the module comment); records the copies'
/// values in `copies`.
fn sink_one(
    func: &mut Function,
    cand: &Cand,
    before: &SecondaryMap<Inst, Before>,
    copies: &mut Copies,
) {
    let load = cand.load;
    let at = before[load];
    // Version 0: a block the walk did not reach (unreachable code, which the
    // mid-end removes); nothing is known there.
    if at.version == 0 {
        return;
    }
    // A load nothing reads stays: it may be a volatile read (C counts it as a
    // side effect), and removing dead code is not this pass's job.
    if cand.readers.is_empty() {
        return;
    }
    let here = cand
        .readers
        .iter()
        .find(|&&(b, _)| b == cand.block)
        .map(|&(_, i)| i);
    if let Some(first) = here {
        let to = before[first];
        let clear = if cand.global {
            to.version == at.version
        } else if !may_trap(func, load) {
            to.writes == at.writes
        } else if usual_load_trap(func, load) {
            to.writes == at.writes && to.other_traps == at.other_traps
        } else {
            // The load counts itself among the traps before its reader.
            to.writes == at.writes && to.traps == at.traps + 1
        };
        if !clear {
            return;
        }
    }
    let copy_all = cand.global
        && cand
            .readers
            .iter()
            .all(|&(b, first)| b == cand.block || before[first].version == at.version);
    if !copy_all && here.is_none() {
        return;
    }
    if copy_all {
        let value = func.dfg.first_result(load);
        for &(block, first) in cand.readers.iter().filter(|&&(b, _)| b != cand.block) {
            let copy = func.dfg.clone_inst(load);
            fold_offset(func, copy);
            FuncCursor::new(func).at_inst(first).insert_inst(copy);
            let new = func.dfg.first_result(copy);
            copies.blocks.push(block);
            copies.of.insert((block, value), new);
        }
    }
    match here {
        Some(first) if func.layout.next_inst(load) != Some(first) => {
            func.layout.remove_inst(load);
            func.layout.insert_inst(load, first);
        }
        Some(_) => {}
        // Every reader has its own load now.
        None => func.layout.remove_inst(load),
    }
}

/// Rewrites the uses in `block` of the values with a copy there (`of`).
fn use_copies(func: &mut Function, block: Block, of: &FxHashMap<(Block, Value), Value>) {
    let mut at = func.layout.first_inst(block);
    while let Some(inst) = at {
        let dfg = &mut func.dfg;
        let new: Vec<Option<Value>> = dfg
            .inst_values(inst)
            .map(|v| of.get(&(block, dfg.resolve_aliases(v))).copied())
            .collect();
        if new.iter().any(Option::is_some) {
            let mut k = 0;
            dfg.map_inst_values(inst, |v| {
                k += 1;
                new[k - 1].unwrap_or(v)
            });
        }
        at = func.layout.next_inst(inst);
    }
}

/// A load from `symbol + k` (an `iadd` of a constant) loads from the symbol
/// with `k` in its offset instead, so no register holds the sum across blocks.
fn fold_offset(func: &mut Function, load: Inst) {
    let InstructionData::Load { arg, offset, .. } = func.dfg.insts[load] else {
        return;
    };
    let Some((base, k)) = iadd_constant(func, arg) else {
        return;
    };
    // `is_global_load` bounds the sum; the offset field is 32 bits.
    let Some(total) = i64::from(i32::from(offset))
        .checked_add(k)
        .and_then(|t| i32::try_from(t).ok())
    else {
        return;
    };
    if let InstructionData::Load { arg, offset, .. } = &mut func.dfg.insts[load] {
        *arg = base;
        *offset = total.into();
    }
}

#[cfg(test)]
mod tests {
    use super::sink_loads;
    use cranelift_codegen::dominator_tree::DominatorTree;
    use cranelift_codegen::flowgraph::ControlFlowGraph;
    use cranelift_codegen::ir::{Block, Function, Opcode};
    use cranelift_codegen::settings;

    /// Eight words of `%x` loaded in block0 and summed in block3, reached
    /// through block1 (which runs `middle`) or block2.
    fn diamond(middle: &str) -> Function {
        let text = format!(
            "function %f(i32) -> i32 {{
                gv0 = symbol %x
                fn0 = %g(i32)
                ss0 = explicit_slot 8
            block0(v0: i32):
                v1 = symbol_value.i32 gv0
                v10 = load.i32 v1
                v11 = load.i32 v1+4
                v12 = load.i32 v1+8
                v13 = load.i32 v1+12
                v14 = load.i32 v1+16
                v15 = load.i32 v1+20
                v16 = load.i32 v1+24
                v17 = load.i32 v1+28
                brif v0, block1, block2
            block1:
                {middle}
                jump block3
            block2:
                jump block3
            block3:
                v20 = iadd v10, v11
                v21 = iadd v20, v12
                v22 = iadd v21, v13
                v23 = iadd v22, v14
                v24 = iadd v23, v15
                v25 = iadd v24, v16
                v26 = iadd v25, v17
                return v26
            }}"
        );
        let mut func = cranelift_reader::parse_functions(&text).unwrap().remove(0);
        let cfg = ControlFlowGraph::with_function(&func);
        let domtree = DominatorTree::with_function(&func, &cfg);
        sink_loads(&mut func, &cfg, &domtree);
        let flags = settings::Flags::new(settings::builder());
        cranelift_codegen::verify_function(&func, &flags).unwrap_or_else(|e| panic!("{e}\n{func}"));
        func
    }

    fn loads_in(func: &Function, block: u32) -> usize {
        func.layout
            .block_insts(Block::from_u32(block))
            .filter(|&i| func.dfg.insts[i].opcode() == Opcode::Load)
            .count()
    }

    /// Neither arm writes: block3 gets the eight loads, block0 keeps none.
    #[test]
    fn clean_paths_get_copies() {
        let func = diamond("v30 = iconst.i32 1");
        assert_eq!((loads_in(&func, 0), loads_in(&func, 3)), (0, 8), "{func}");
    }

    /// A call, or a store through a pointer, on one path only: no copy.
    #[test]
    fn a_write_on_one_path_keeps_the_loads() {
        for middle in ["call fn0(v0)", "store v0, v0"] {
            let func = diamond(middle);
            assert_eq!((loads_in(&func, 0), loads_in(&func, 3)), (8, 0), "{func}");
        }
    }

    /// A store into a stack slot (8 bytes) within its bounds cannot write
    /// `%x`; one past the slot's end or at a computed offset may.
    #[test]
    fn only_stores_inside_a_slot_are_exempt() {
        let copied = |store: &str| {
            let func = diamond(&format!("v30 = stack_addr.i32 ss0\n{store}"));
            match (loads_in(&func, 0), loads_in(&func, 3)) {
                (0, 8) => true,
                (8, 0) => false,
                _ => panic!("{func}"),
            }
        };
        assert!(copied("store v0, v30+4"));
        assert!(copied("istore8 v0, v30+7"));
        assert!(!copied("store v0, v30+8"));
        assert!(!copied("store v0, v30-4"));
        assert!(!copied("v31 = iadd v30, v0\nstore v0, v31"));
    }
}
