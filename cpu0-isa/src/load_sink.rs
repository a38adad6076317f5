//! Loads from a global moved to where their values are read, on CLIF after the
//! mid-end.
//!
//! LLVM loads a global's words early (at function entry, before a loop) and the
//! mid-end keeps loads where they are. When a block loads many words that way,
//! Cpu0's few registers cannot hold them all across the float routines and the
//! loops that read them: each is loaded, stored to a spill slot at once and
//! reloaded at its readers, three instructions where one would do. So in a
//! block loading at least [`MIN_WORDS`] words from symbol addresses, each such
//! load moves to just before its first reader in the block, and blocks further
//! on that read it get a load of their own before their first reader, when
//! nothing between the original load and the new one may write memory a
//! global lives in (stores through stack-slot addresses cannot). The address is
//! a symbol's, so a moved load cannot trap.

use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::ir::{
    Block, Function, Inst, InstructionData, Opcode, TrapCode, Value, ValueDef,
};
use rustc_hash::FxHashMap;

/// How many words a block needs to load from symbol addresses before its loads
/// move: with fewer, the allocator keeps their values in registers.
const MIN_WORDS: u32 = 8;

/// Whether `addr` is a symbol's address (plus a constant), which no store
/// through a stack slot's address can reach and a load cannot trap on.
fn symbol_address(func: &Function, addr: Value) -> bool {
    let def_opcode = |v: Value| match func.dfg.value_def(v) {
        ValueDef::Result(i, _) => Some(func.dfg.insts[i].opcode()),
        _ => None,
    };
    match func.dfg.value_def(addr) {
        ValueDef::Result(i, _) => match func.dfg.insts[i] {
            InstructionData::UnaryGlobalValue {
                opcode: Opcode::SymbolValue,
                global_value,
            } => matches!(
                func.global_values[global_value],
                cranelift_codegen::ir::GlobalValueData::Symbol { tls: false, .. }
            ),
            InstructionData::Binary {
                opcode: Opcode::Iadd,
                args,
            } => {
                (def_opcode(args[0]) == Some(Opcode::SymbolValue)
                    && def_opcode(args[1]) == Some(Opcode::Iconst))
                    || (def_opcode(args[1]) == Some(Opcode::SymbolValue)
                        && def_opcode(args[0]) == Some(Opcode::Iconst))
            }
            _ => false,
        },
        _ => false,
    }
}

/// Whether `inst` may write memory a global lives in: calls, stores (except
/// through a stack slot's address) and other side effects.
fn may_write(func: &Function, inst: Inst) -> bool {
    let op = func.dfg.insts[inst].opcode();
    if !(op.can_store() || op.is_call() || op.other_side_effects()) {
        return false;
    }
    match func.dfg.insts[inst] {
        InstructionData::Store { args, .. } if op != Opcode::AtomicStore => {
            !stack_derived(func, args[1], 4)
        }
        _ => true,
    }
}

/// Whether `addr` is a stack slot's address plus offsets (`depth` more `iadd`s
/// looked through at most): C pointer arithmetic stays within its object.
fn stack_derived(func: &Function, addr: Value, depth: u32) -> bool {
    let ValueDef::Result(i, _) = func.dfg.value_def(addr) else {
        return false;
    };
    match func.dfg.insts[i] {
        InstructionData::StackAddr {
            opcode: Opcode::StackAddr,
            ..
        } => true,
        InstructionData::Binary {
            opcode: Opcode::Iadd,
            args,
        } if depth > 0 => {
            stack_derived(func, args[0], depth - 1) || stack_derived(func, args[1], depth - 1)
        }
        _ => false,
    }
}

/// A candidate load: its block and its readers' blocks with their first reader.
struct Cand {
    load: Inst,
    block: Block,
    /// Whether it loads from a symbol's address (readers in later blocks may
    /// get their own load).
    global: bool,
    /// The trap it may raise: it does not move past an instruction that may
    /// raise another (which trap comes first would change).
    trap: Option<TrapCode>,
    /// Blocks reading the value, in the order first met, with the first reader.
    readers: Vec<(Block, Inst)>,
}

/// Moves loads (see the module comment). Returns whether anything changed; adds
/// no block or edge.
pub fn sink_global_loads(func: &mut Function) -> bool {
    // Candidates per block, counted first: most functions have no such block.
    let mut per_block: FxHashMap<Block, u32> = FxHashMap::default();
    let mut any = false;
    for block in func.layout.blocks() {
        for inst in func.layout.block_insts(block) {
            if let InstructionData::Load {
                opcode: Opcode::Load,
                ..
            } = func.dfg.insts[inst]
            {
                let n = per_block.entry(block).or_insert(0);
                *n += func
                    .dfg
                    .value_type(func.dfg.first_result(inst))
                    .bytes()
                    .div_ceil(4);
                any |= *n >= MIN_WORDS;
            }
        }
    }
    if !any {
        return false;
    }
    // The loads to move and their readers.
    let mut cand_of: FxHashMap<Value, usize> = FxHashMap::default();
    let mut cands: Vec<Cand> = Vec::new();
    // Blocks holding an instruction that may write a global's memory.
    let mut writes: SecondaryMap<Block, bool> = SecondaryMap::new();
    for block in func.layout.blocks() {
        let many = per_block.get(&block).is_some_and(|&n| n >= MIN_WORDS);
        for inst in func.layout.block_insts(block) {
            writes[block] |= may_write(func, inst);
            for v in func.dfg.inst_values(inst) {
                let v = func.dfg.resolve_aliases(v);
                if let Some(&c) = cand_of.get(&v) {
                    let readers = &mut cands[c].readers;
                    if !readers.iter().any(|&(b, _)| b == block) {
                        readers.push((block, inst));
                    }
                }
            }
            if many {
                if let InstructionData::Load {
                    opcode: Opcode::Load,
                    arg,
                    flags,
                    ..
                } = func.dfg.insts[inst]
                {
                    let global = symbol_address(func, arg);
                    cand_of.insert(func.dfg.first_result(inst), cands.len());
                    cands.push(Cand {
                        load: inst,
                        block,
                        global,
                        trap: if global {
                            None
                        } else {
                            func.dfg.mem_flags[flags].trap_code()
                        },
                        readers: Vec::new(),
                    });
                }
            }
        }
    }
    let mut changed = false;
    let mut paths = Paths::new(func);
    for cand in &cands {
        changed |= sink_one(func, cand, &writes, &mut paths);
    }
    changed
}

/// Whether `inst` may raise a trap other than `code`.
fn other_trap(func: &Function, inst: Inst, code: TrapCode) -> bool {
    match func.dfg.insts[inst] {
        InstructionData::Load { flags, .. } => func.dfg.mem_flags[flags]
            .trap_code()
            .is_some_and(|c| c != code),
        data => data.opcode().can_trap(),
    }
}

/// Whether no instruction strictly between `from` and `to` (both in one block,
/// `from` first) may write (or raise a trap other than `trap`, for a load that
/// may raise `trap`); `None` for `from` means the block's start.
fn clear_between(func: &Function, from: Option<Inst>, to: Inst, trap: Option<TrapCode>) -> bool {
    let mut at = match from {
        Some(i) => func.layout.next_inst(i),
        None => {
            let block = func.layout.inst_block(to).expect("in the layout");
            func.layout.first_inst(block)
        }
    };
    while let Some(i) = at {
        if i == to {
            return true;
        }
        if may_write(func, i) || trap.is_some_and(|code| other_trap(func, i, code)) {
            return false;
        }
        at = func.layout.next_inst(i);
    }
    false
}

/// Whether no path from `load` (in `from`) to the first reader `to` in block
/// `into` passes an instruction that may write.
fn clear_path(
    func: &Function,
    load: Inst,
    from: Block,
    into: Block,
    to: Inst,
    writes: &SecondaryMap<Block, bool>,
    paths: &mut Paths,
) -> bool {
    if !clear_between(func, None, to, None) {
        return false;
    }
    if func
        .layout
        .last_inst(from)
        .is_some_and(|last| !clear_between(func, Some(load), last, None) || may_write(func, last))
    {
        return false;
    }
    // Blocks on some path from `from` to `into` (each one edge away at least):
    // reachable from `from`'s successors and reaching `into`'s predecessors.
    let forward = paths
        .forward
        .entry(from)
        .or_insert_with(|| reach(func, from, None));
    let mut mid: Vec<Block> = func.layout.blocks().filter(|&b| forward[b]).collect();
    let backward = paths
        .backward
        .entry(into)
        .or_insert_with(|| reach(func, into, Some(&paths.preds)));
    mid.retain(|&b| backward[b]);
    mid.iter().all(|&b| !writes[b])
}

/// The reachability sets `clear_path` asks for, kept per block: the loads of one
/// block share their start, the readers in one block their end.
struct Paths {
    preds: FxHashMap<Block, Vec<Block>>,
    forward: FxHashMap<Block, SecondaryMap<Block, bool>>,
    backward: FxHashMap<Block, SecondaryMap<Block, bool>>,
}

impl Paths {
    fn new(func: &Function) -> Paths {
        let mut preds: FxHashMap<Block, Vec<Block>> = FxHashMap::default();
        for b in func.layout.blocks() {
            for s in successors(func, b) {
                preds.entry(s).or_default().push(b);
            }
        }
        Paths {
            preds,
            forward: FxHashMap::default(),
            backward: FxHashMap::default(),
        }
    }
}

/// Blocks reachable from `start` by one edge or more, or with `preds` (the
/// predecessors of each block) those from which `start` is reachable so.
fn reach(
    func: &Function,
    start: Block,
    preds: Option<&FxHashMap<Block, Vec<Block>>>,
) -> SecondaryMap<Block, bool> {
    let mut seen: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut stack = vec![start];
    while let Some(b) = stack.pop() {
        let next = match preds {
            None => successors(func, b),
            Some(preds) => preds.get(&b).cloned().unwrap_or_default(),
        };
        for n in next {
            if !seen[n] {
                seen[n] = true;
                stack.push(n);
            }
        }
    }
    seen
}

fn successors(func: &Function, b: Block) -> Vec<Block> {
    let Some(last) = func.layout.last_inst(b) else {
        return Vec::new();
    };
    func.dfg.insts[last]
        .branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables)
        .iter()
        .map(|call| call.block(&func.dfg.value_lists))
        .collect()
}

/// A load from `symbol + k` (an `iadd` of a constant) loads from the symbol
/// with `k` in its offset instead, so no register holds the sum across blocks.
fn fold_offset(func: &mut Function, load: Inst) {
    let InstructionData::Load { arg, offset, .. } = func.dfg.insts[load] else {
        return;
    };
    let ValueDef::Result(add, _) = func.dfg.value_def(arg) else {
        return;
    };
    let InstructionData::Binary {
        opcode: Opcode::Iadd,
        args,
    } = func.dfg.insts[add]
    else {
        return;
    };
    let (base, k) = match (
        crate::loops::iconst_of(func, args[0]),
        crate::loops::iconst_of(func, args[1]),
    ) {
        (None, Some(k)) => (args[0], k),
        (Some(k), None) => (args[1], k),
        _ => return,
    };
    // The sum as the `iadd` computes it: 32-bit, wrapping.
    let Some(total) = i32::try_from(i64::from(offset))
        .ok()
        .and_then(|o| o.checked_add(k as i32))
    else {
        return;
    };
    if let InstructionData::Load { arg, offset, .. } = &mut func.dfg.insts[load] {
        *arg = base;
        *offset = total.into();
    }
}

/// Moves one load and gives later blocks their own (see the module comment).
fn sink_one(
    func: &mut Function,
    cand: &Cand,
    writes: &SecondaryMap<Block, bool>,
    paths: &mut Paths,
) -> bool {
    let load = cand.load;
    let value = func.dfg.first_result(load);
    let here = cand
        .readers
        .iter()
        .find(|&&(b, _)| b == cand.block)
        .map(|&(_, i)| i);
    if let Some(first) = here {
        if !clear_between(func, Some(load), first, cand.trap) {
            return false;
        }
    }
    let remote: Vec<(Block, Inst)> = cand
        .readers
        .iter()
        .copied()
        .filter(|&(b, _)| b != cand.block)
        .collect();
    let all_clear = cand.global
        && remote
            .iter()
            .all(|&(b, to)| clear_path(func, load, cand.block, b, to, writes, paths));
    if !all_clear && here.is_none() {
        return false;
    }
    let mut changed = false;
    if all_clear {
        for &(_, first) in &remote {
            let copy = func.dfg.clone_inst(load);
            fold_offset(func, copy);
            let mut pos = FuncCursor::new(func).at_inst(first);
            pos.insert_inst(copy);
            let new = pos.func.dfg.first_result(copy);
            let mut at = Some(first);
            while let Some(i) = at {
                let dfg = &mut pos.func.dfg;
                let resolved: Vec<Value> =
                    dfg.inst_values(i).map(|v| dfg.resolve_aliases(v)).collect();
                if resolved.contains(&value) {
                    let mut k = 0;
                    dfg.map_inst_values(i, |v| {
                        k += 1;
                        if resolved[k - 1] == value {
                            new
                        } else {
                            v
                        }
                    });
                }
                at = pos.func.layout.next_inst(i);
            }
            changed = true;
        }
    }
    match here {
        Some(first) if func.layout.next_inst(load) != Some(first) => {
            func.layout.remove_inst(load);
            func.layout.insert_inst(load, first);
            changed = true;
        }
        Some(_) => {}
        None => {
            // Every reader has its own load now.
            func.layout.remove_inst(load);
            changed = true;
        }
    }
    changed
}
