//! Loop clean-ups on CLIF after the mid-end, for what the egraph leaves costly on
//! Cpu0.
//!
//! [`fold_counter_compares`]: the egraph rewrites `icmp eq (iadd x, 1), 32` into
//! `icmp eq x, 31`. In a counted loop that keeps the old counter alive next to the
//! new one, so the allocator copies the incremented counter back on every
//! iteration. Comparing the incremented value instead (`eq`/`ne` only, where
//! wrapping changes nothing) ends the old counter's life at the increment.
//!
//! [`hoist_loop_constants`]: the egraph places each constant in the block that uses it,
//! and the lowering rebuilds a constant from another block where it is used. A constant
//! a loop needs in a register (a branch bound, a multiplier, a stored value) then costs
//! an instruction per iteration. Constants of a loop move to the block before its
//! header; the lowering keeps the ones it puts in a register live across the loop
//! instead of rebuilding them, as long as the loop does not already hold so many values
//! that they would be spilled and makes no call. Symbol addresses (`lui`+`ori`, which
//! the egraph leaves in an outer loop) move too, out of outer loops whose inner loops
//! hold few values. An outer loop gives up values read in its own blocks, and takes
//! over the constants its inner loops hoisted (merging equal ones: a divide-by-10
//! multiplier of two digit loops is built once, not twice per outer iteration) when
//! neither it nor its busiest inner loop then holds too many values. A constant
//! taking a `lui` that the egraph left before the loop (`exact_digits`'s
//! divide-by-10000 multiplier, also read after the loop) is copied before the
//! loop for the loop's own reads, within the same budget. Before that,
//! [`hoist_invariant_imm_ops`] undoes the egraph's rematerialisation of an ALU
//! operation with an immediate on a value from outside the loop (a bound `n & -4` or
//! `n - 1` recomputed on every iteration).

use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::dominator_tree::DominatorTree;
use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{
    Block, Function, GlobalValue, Inst, InstBuilder, InstructionData, Opcode, Value, ValueDef,
};
use cranelift_codegen::loop_analysis::{Loop, LoopAnalysis};
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::HashSet;

/// How many values may be live through a loop, counting the hoisted constants,
/// before hoisting stops: 11 registers are allocatable, the rest is left for the
/// values the loop body computes.
pub(crate) const LOOP_VALUE_BUDGET: usize = 7;

/// The same for a symbol's address: rebuilding it costs two instructions
/// (`lui`, `ori`), more than reloading it if it is spilled.
const SYMBOL_BUDGET: usize = 9;

/// How many values an inner loop may hold for a symbol to be hoisted out of the
/// loop around it.
const INNER_SYMBOL_BUDGET: usize = 5;

/// The constant of `v`, if an `iconst` defines it.
pub(crate) fn iconst_of(func: &Function, v: Value) -> Option<i64> {
    let ValueDef::Result(inst, _) = func.dfg.value_def(v) else {
        return None;
    };
    match func.dfg.insts[inst] {
        InstructionData::UnaryImm {
            opcode: Opcode::Iconst,
            imm,
        } => Some(imm.bits()),
        _ => None,
    }
}

/// The blocks of loop `lp`, in layout order.
pub(crate) fn loop_blocks(func: &Function, loops: &LoopAnalysis, lp: Loop) -> Vec<Block> {
    func.layout
        .blocks()
        .filter(|b| loops.is_in_loop(*b, lp))
        .collect()
}

/// The blocks of every loop (its inner loops' included), in layout order, from
/// one walk of the layout. For a pass that visits every loop: asking each block
/// of the function about each loop ([`loop_blocks`]) made a function with many
/// loops quadratic. Valid while the pass changes no block.
pub(crate) struct LoopBodies(SecondaryMap<Loop, Vec<Block>>);

impl LoopBodies {
    pub(crate) fn new(func: &Function, loops: &LoopAnalysis) -> Self {
        let mut bodies: SecondaryMap<Loop, Vec<Block>> = SecondaryMap::new();
        for b in func.layout.blocks() {
            let mut lp = loops.innermost_loop(b);
            while let Some(l) = lp {
                bodies[l].push(b);
                lp = loops.loop_parent(l);
            }
        }
        Self(bodies)
    }

    /// The blocks of `lp`.
    pub(crate) fn of(&self, lp: Loop) -> &[Block] {
        &self.0[lp]
    }
}

/// Whether any of `blocks` makes a call.
pub(crate) fn has_call(func: &Function, blocks: &[Block]) -> bool {
    blocks.iter().any(|b| {
        func.layout
            .block_insts(*b)
            .any(|i| func.dfg.insts[i].opcode().is_call())
    })
}

/// Rewrites `icmp eq|ne x, c` as `icmp eq|ne y, c + k` when `y = iadd x, k` is in
/// the same block. When `y` comes after the compare (the egraph places a branch's
/// condition before its arguments), the compare moves down to the terminator,
/// its only user, and the increment down to the compare when nothing in between
/// reads it. Returns whether anything changed.
pub fn fold_counter_compares(func: &mut Function) -> bool {
    let mut uses = StartUses::default();
    let mut changed = false;
    // x -> (y, k) for each `y = iadd x, k` of the block, and its position; this
    // and the instruction list are reused from block to block (the list also
    // from function to function).
    let mut increments: FxHashMap<Value, (Value, i64, usize)> = FxHashMap::default();
    let mut insts: Vec<Inst> = crate::thread_spare::take(&INSTS);
    // The pass moves instructions but never blocks, so the layout's block list can
    // be walked as it goes.
    let mut next_block = func.layout.entry_block();
    while let Some(block) = next_block {
        next_block = func.layout.next_block(block);
        increments.clear();
        let mut moved = false;
        insts.clear();
        insts.extend(func.layout.block_insts(block));
        for (pos, &inst) in insts.iter().enumerate() {
            if let InstructionData::Binary {
                opcode: Opcode::Iadd,
                args: [x, k],
            } = func.dfg.insts[inst]
            {
                let y = func.dfg.first_result(inst);
                if func.dfg.value_type(y).bits() <= 32 {
                    if let Some(k) = iconst_of(func, k) {
                        increments.entry(x).or_insert((y, k, pos));
                    }
                }
            }
        }
        let Some(&term) = insts.last() else {
            continue;
        };
        for (pos, &inst) in insts.iter().enumerate() {
            let InstructionData::IntCompare {
                opcode: Opcode::Icmp,
                cond: IntCC::Equal | IntCC::NotEqual,
                args: [x, c_value],
            } = func.dfg.insts[inst]
            else {
                continue;
            };
            let (Some(&(y, k, y_pos)), Some(c)) = (increments.get(&x), iconst_of(func, c_value))
            else {
                continue;
            };
            // One compare per increment: the positions below are those before any move.
            increments.remove(&x);
            let result = func.dfg.first_result(inst);
            if y_pos > pos {
                let only_the_terminator =
                    uses.get(func, result) == 1 && func.dfg.inst_values(term).any(|v| v == result);
                if !only_the_terminator {
                    continue;
                }
                func.layout.remove_inst(inst);
                func.layout.insert_inst(inst, term);
            }
            moved = true;
            let ty = func.dfg.value_type(x);
            let mask = if ty.bits() >= 64 {
                u64::MAX
            } else {
                (1u64 << ty.bits()) - 1
            };
            let new_c = (c.wrapping_add(k) as u64 & mask) as i64;
            let new_c = FuncCursor::new(func).at_inst(inst).ins().iconst(ty, new_c);
            uses.replaced(func, [x, c_value], [y, new_c]);
            if let InstructionData::IntCompare { args, .. } = &mut func.dfg.insts[inst] {
                *args = [y, new_c];
            }
            // The increment goes down to the compare, after the other reads of the
            // old counter, so the two need not be live together.
            let increment = insts[y_pos];
            let read_between = insts[y_pos + 1..]
                .iter()
                .filter(|i| **i != inst && **i != term)
                .any(|i| func.dfg.inst_values(*i).any(|v| v == y));
            if !read_between {
                func.layout.remove_inst(increment);
                let before = new_c_inst(func, new_c);
                func.layout.insert_inst(increment, before);
            }
            changed = true;
        }
        if moved {
            // The new iconsts and moved instructions: list the block again.
            insts.clear();
            insts.extend(func.layout.block_insts(block));
        }
        changed |= sink_increments(func, block, &insts);
    }
    crate::thread_spare::give_back(&INSTS, insts);
    changed
}

thread_local! {
    /// The instruction list of [`fold_counter_compares`], kept across functions.
    static INSTS: crate::thread_spare::Slot<Vec<Inst>> = const { crate::thread_spare::Slot::new(None) };
}

/// How many times each value was read when [`fold_counter_compares`] started
/// (aliases resolved). Few functions ever ask, so the table is built on the first
/// question, from the function as it is then with the pass's own operand changes
/// undone: the same counts as a table built at the start.
#[derive(Default)]
struct StartUses {
    table: Option<SecondaryMap<Value, u32>>,
    /// Operands the pass replaced before the table was built: (removed, added).
    replaced: Vec<([Value; 2], [Value; 2])>,
}

impl StartUses {
    fn get(&mut self, func: &Function, v: Value) -> u32 {
        let replaced = &self.replaced;
        let table = self.table.get_or_insert_with(|| {
            let mut t: SecondaryMap<Value, u32> = crate::lower::dense_map(func.dfg.num_values());
            for block in func.layout.blocks() {
                for inst in func.layout.block_insts(block) {
                    for v in func.dfg.inst_values(inst) {
                        t[func.dfg.resolve_aliases(v)] += 1;
                    }
                }
            }
            for (removed, added) in replaced {
                for v in removed {
                    t[func.dfg.resolve_aliases(*v)] += 1;
                }
                for v in added {
                    t[func.dfg.resolve_aliases(*v)] -= 1;
                }
            }
            t
        });
        table[v]
    }

    /// Notes that an instruction's operands `removed` became `added`.
    fn replaced(&mut self, func: &Function, removed: [Value; 2], added: [Value; 2]) {
        if self.table.is_none() {
            let resolve = |vs: [Value; 2]| vs.map(|v| func.dfg.resolve_aliases(v));
            self.replaced.push((resolve(removed), resolve(added)));
        }
    }
}

/// Moves each `y = iadd x, k` of a loop-carried `x` (a parameter of `block`) that
/// only the terminator reads down to the terminator, after the other reads of
/// `x`, so `x` and `y` can share a register.
fn sink_increments(func: &mut Function, block: Block, insts: &[Inst]) -> bool {
    let Some((&term, body)) = insts.split_last() else {
        return false;
    };
    let mut changed = false;
    for (pos, &inst) in body.iter().enumerate() {
        let InstructionData::Binary {
            opcode: Opcode::Iadd,
            args: [x, k],
        } = func.dfg.insts[inst]
        else {
            continue;
        };
        let is_param = matches!(func.dfg.value_def(x), ValueDef::Param(b, _) if b == block);
        if !is_param || iconst_of(func, k).is_none() {
            continue;
        }
        let y = func.dfg.first_result(inst);
        let read_later = body[pos + 1..]
            .iter()
            .any(|i| func.dfg.inst_values(*i).any(|v| v == y));
        if !read_later && func.dfg.inst_values(term).any(|v| v == y) {
            func.layout.remove_inst(inst);
            func.layout.insert_inst(inst, term);
            changed = true;
        }
    }
    changed
}

/// The instruction defining `v` (an iconst just inserted).
fn new_c_inst(func: &Function, v: Value) -> Inst {
    match func.dfg.value_def(v) {
        ValueDef::Result(inst, _) => inst,
        _ => unreachable!("an iconst result"),
    }
}

/// Whether `user` needs the constant `v` in a register (approximately: a use the
/// lowering folds into an immediate only wastes a little of the budget).
fn needs_register(func: &Function, user: Inst, v: Value) -> bool {
    let fits16 = iconst_of(func, v).is_some_and(|c| (-0x8000..0x8000).contains(&(c as i32)));
    match func.dfg.insts[user] {
        InstructionData::Binary { opcode, args } if args[1] == v && args[0] != v => {
            let immediate = matches!(
                opcode,
                Opcode::Iadd | Opcode::Isub | Opcode::Band | Opcode::Bor | Opcode::Bxor
            ) && fits16;
            let shift = matches!(
                opcode,
                Opcode::Ishl | Opcode::Ushr | Opcode::Sshr | Opcode::Rotl | Opcode::Rotr
            );
            !(immediate || shift)
        }
        InstructionData::IntCompare {
            cond: IntCC::SignedLessThan | IntCC::UnsignedLessThan,
            args,
            ..
        } if args[1] == v => !fits16,
        _ => true,
    }
}

/// What a hoisted value holds: one register per distinct constant or symbol.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Hoistable {
    /// A constant's bits and width.
    Const(i64, u32),
    Symbol(GlobalValue),
}

/// The hoistable value `inst` defines: a non-zero constant of at most 32 bits or a
/// symbol's address.
fn hoistable(func: &Function, inst: Inst) -> Option<(Value, Hoistable)> {
    match func.dfg.insts[inst] {
        InstructionData::UnaryImm {
            opcode: Opcode::Iconst,
            imm,
        } => {
            let v = func.dfg.first_result(inst);
            let bits = func.dfg.value_type(v).bits();
            (imm.bits() != 0 && bits <= 32).then_some((v, Hoistable::Const(imm.bits(), bits)))
        }
        InstructionData::UnaryGlobalValue {
            opcode: Opcode::SymbolValue,
            global_value,
        } => Some((func.dfg.first_result(inst), Hoistable::Symbol(global_value))),
        _ => None,
    }
}

/// Moves the constants and symbol addresses of loops that some user needs in a
/// register to the block before the loop header, and returns the constants: the
/// lowering keeps those in registers. Inner loops go first, so a value can leave
/// a loop nest one level at a time; a loop's own blocks (not those of its inner
/// loops) give the candidates, and the budget counts what its inner loops hold.
/// `loops` must be current for `func`'s CFG (this pass changes no block or edge).
pub fn hoist_loop_constants(
    func: &mut Function,
    domtree: &DominatorTree,
    loops: &LoopAnalysis,
) -> HashSet<Value> {
    let mut hoisted = HashSet::new();
    let mut users_of = Users::default();
    let mut order: Vec<Loop> = loops.loops().collect();
    order.sort_by_key(|lp| std::cmp::Reverse(loops.loop_level(loops.loop_header(*lp)).level()));
    let bodies = LoopBodies::new(func, loops);
    for lp in order {
        let header = loops.loop_header(lp);
        let Some(pre) = domtree.idom(header) else {
            continue;
        };
        let Some(pre_term) = func.layout.last_inst(pre) else {
            continue;
        };
        let body = bodies.of(lp);
        // Across a call a constant would need a callee-saved register, saved and
        // restored on every call of this function: rebuilding it is cheaper.
        if has_call(func, body) {
            continue;
        }
        let Survey {
            mut live,
            candidates,
            from_outside,
            own_blocks,
            merge_params,
            inner_params,
        } = survey(func, loops, lp, body, &hoisted);
        // Only single-block loops: in a larger loop (a `switch` state machine, say)
        // the extra live value costs spills on the paths that do not use it.
        if body.len() == 1 {
            let ops =
                hoist_invariant_imm_ops(func, loops, lp, body, pre, live.len(), &mut users_of);
            live.extend(ops);
        }
        // A symbol leaving an outer loop stays in a register through the inner
        // ones: only when they hold few values (their constants included).
        let innermost = !loops.loops().any(|l| loops.loop_parent(l) == Some(lp));
        let has_symbol = candidates
            .iter()
            .any(|c| matches!(c.2, Hoistable::Symbol(_)));
        let inner_busy = !innermost
            && has_symbol
            && loops
                .loops()
                .filter(|l| *l != lp && loops.is_child_loop(*l, lp))
                .any(|l| inner_live(func, loops, &bodies, l) > INNER_SYMBOL_BUDGET);
        let users = candidate_users(func, body, &candidates);
        let mut first_of: FxHashMap<Hoistable, Value> = FxHashMap::default();
        // Copied before the loop ahead of its own candidates, so an equal
        // constant an inner loop hoisted joins the copy. The budget leaves out
        // merge blocks' parameters, as for symbols: they live briefly.
        let carried = live.len() - merge_params;
        for v in from_outside {
            let copy =
                copy_outside_constant(func, &own_blocks, pre_term, v, carried, &mut first_of);
            hoisted.extend(copy);
        }
        // The values live through each inner loop, on first need.
        let mut inner_counts: Option<Vec<(Loop, usize)>> = None;
        for (inst, v, key) in candidates {
            let uses = users.get(&v).map(Vec::as_slice).unwrap_or(&[]);
            let symbol = matches!(key, Hoistable::Symbol(_));
            // A value an inner loop reads is kept there in a register only if that
            // loop hoisted it; then it may leave this loop too (the inner loops'
            // pressure is unchanged, the budget below counts this loop's), else it
            // stays rebuilt where it is read.
            let in_inner = |u: &Inst| {
                func.layout
                    .inst_block(*u)
                    .is_some_and(|b| loops.innermost_loop(b) != Some(lp))
            };
            let taken_over = !innermost && uses.iter().any(in_inner);
            if taken_over && !hoisted.contains(&v) {
                continue;
            }
            // Innermost loops keep the egraph's placement of symbols (measured:
            // no gain). One read after the loop too would cross later loops in a
            // register.
            if symbol && (innermost || inner_busy || users_of.outside(func, loops, lp, v)) {
                continue;
            }
            if !symbol && !uses.iter().any(|u| needs_register(func, *u, v)) {
                continue;
            }
            let (carried, budget) = if symbol {
                (live.len() - merge_params, SYMBOL_BUDGET)
            } else if taken_over {
                // Live through this loop's own blocks (its header's parameters
                // and what it reads from outside) and through its busiest inner
                // loop.
                let children = inner_counts.get_or_insert_with(|| {
                    loops
                        .loops()
                        .filter(|l| *l != lp && loops.is_child_loop(*l, lp))
                        .map(|l| (l, inner_live(func, loops, &bodies, l)))
                        .collect()
                });
                let own = live.len() - merge_params - inner_params;
                let busiest = busiest_inner(func, loops, children, uses);
                (own.max(busiest), LOOP_VALUE_BUDGET)
            } else {
                // A constant of two instructions counts a loop's values as the
                // symbols do (measured: the merge blocks' parameters counted
                // kept `exact_digits`'s digit loop rebuilding its multipliers;
                // small constants so counted spilled in `switch` loops).
                let wide = matches!(key, Hoistable::Const(c, _) if takes_lui(c));
                (
                    live.len() - if wide { merge_params } else { 0 },
                    LOOP_VALUE_BUDGET,
                )
            };
            // A constant taken over from inner loops joins one already hoisted
            // only within the budget too: the shared register then crosses those
            // loops, which the allocator handles worse (measured: hash's inner
            // loop got a reload).
            let first = first_of.get(&key).copied();
            let others = first_of.len() - usize::from(first.is_some());
            if (first.is_none() || taken_over) && carried + others >= budget {
                continue;
            }
            if let Some(first) = first {
                func.layout.remove_inst(inst);
                func.dfg.clear_results(inst);
                func.dfg.change_to_alias(v, first);
                users_of.merge(v, first);
                hoisted.remove(&v);
                continue;
            }
            func.layout.remove_inst(inst);
            func.layout.insert_inst(inst, pre_term);
            first_of.insert(key, v);
            if !symbol {
                hoisted.insert(v);
            }
        }
    }
    hoisted
}

/// What [`hoist_loop_constants`] finds in a loop's blocks.
struct Survey {
    /// Values live through the loop: those it reads from outside and the
    /// parameters of its blocks (the values it carries), inner loops included.
    live: FxHashSet<Value>,
    /// The hoistable values its own blocks define, with their instructions.
    candidates: Vec<(Inst, Value, Hoistable)>,
    /// Constants defined before the loop that its own blocks read (the egraph
    /// leaves some in a block before it: one also read after the loop, or one
    /// of another path's loop it merged with); see [`outside_constants`].
    from_outside: Vec<Value>,
    /// The loop's own blocks (not its inner loops'), in layout order.
    own_blocks: Vec<Block>,
    /// Parameters of merge blocks: the carried values are those of loop
    /// headers, a merge block's parameters live only briefly.
    merge_params: usize,
    /// The parameters of inner loops' headers, live only in those loops.
    inner_params: usize,
}

/// Walks the blocks `body` of loop `lp` once for its [`Survey`].
fn survey(
    func: &Function,
    loops: &LoopAnalysis,
    lp: Loop,
    body: &[Block],
    hoisted: &HashSet<Value>,
) -> Survey {
    let mut s = Survey {
        live: FxHashSet::default(),
        candidates: Vec::new(),
        from_outside: Vec::new(),
        own_blocks: Vec::new(),
        merge_params: 0,
        inner_params: 0,
    };
    for &b in body {
        s.live.extend(func.dfg.block_params(b).iter().copied());
        match loops.is_loop_header(b) {
            None => s.merge_params += func.dfg.num_block_params(b),
            Some(l) if l != lp => s.inner_params += func.dfg.num_block_params(b),
            Some(_) => {}
        }
        let own = loops.innermost_loop(b) == Some(lp);
        if own {
            s.own_blocks.push(b);
        }
        for inst in func.layout.block_insts(b) {
            for v in func.dfg.inst_values(inst) {
                let v = func.dfg.resolve_aliases(v);
                if defined_outside(func, loops, lp, v) && iconst_of(func, v).is_none() {
                    s.live.insert(v);
                }
            }
            if own {
                s.candidates
                    .extend(hoistable(func, inst).map(|(v, h)| (inst, v, h)));
                outside_constants(func, loops, lp, inst, hoisted, &mut s.from_outside);
            }
        }
    }
    s
}

/// Whether the 32-bit constant `c` takes a `lui` (two instructions) to build.
fn takes_lui(c: i64) -> bool {
    !(-0x8000..0x10000).contains(&(c as i32))
}

/// Adds to `out` the constants `inst` (in a block of loop `lp` itself) reads
/// that are defined outside the loop, take a `lui`, and are not kept in a
/// register already: the lowering rebuilds those at each use, in every
/// iteration. (Measured: copying one-instruction constants too, even for
/// one-block loops only, cost more spills than the rebuilds it saved.)
fn outside_constants(
    func: &Function,
    loops: &LoopAnalysis,
    lp: Loop,
    inst: Inst,
    hoisted: &HashSet<Value>,
    out: &mut Vec<Value>,
) {
    for v in func.dfg.inst_values(inst) {
        let v = func.dfg.resolve_aliases(v);
        let Some(c) = iconst_of(func, v) else {
            continue;
        };
        let small = func.dfg.value_type(v).bits() <= 32;
        if small
            && takes_lui(c)
            && defined_outside(func, loops, lp, v)
            && !hoisted.contains(&v)
            && !out.contains(&v)
        {
            out.push(v);
        }
    }
}

/// Makes the `own_blocks` of a loop read the outside constant `v` from a copy
/// built before the loop (at `pre_term`), or from the equal constant already
/// hoisted there (`first_of`), when a reader needs it in a register and the
/// loop holds fewer than [`LOOP_VALUE_BUDGET`] values (`carried` and the hoisted
/// ones). Reads after the loop and in inner loops keep `v` (rebuilt there, as
/// before): only the loop's own iterations pay for the rebuild saved. Returns the
/// new copy, for the lowering to keep in a register.
fn copy_outside_constant(
    func: &mut Function,
    own_blocks: &[Block],
    pre_term: Inst,
    v: Value,
    carried: usize,
    first_of: &mut FxHashMap<Hoistable, Value>,
) -> Option<Value> {
    let c = iconst_of(func, v)?;
    let ty = func.dfg.value_type(v);
    let key = Hoistable::Const(c, ty.bits());
    let readers: Vec<Inst> = own_blocks
        .iter()
        .flat_map(|b| func.layout.block_insts(*b))
        .filter(|i| {
            func.dfg
                .inst_values(*i)
                .any(|a| func.dfg.resolve_aliases(a) == v)
        })
        .collect();
    if !readers.iter().any(|u| needs_register(func, *u, v)) {
        return None;
    }
    let first = first_of.get(&key).copied();
    if first.is_none() && carried + first_of.len() >= LOOP_VALUE_BUDGET {
        return None;
    }
    let (k, new) = match first {
        Some(k) => (k, None),
        None => {
            let k = FuncCursor::new(func).at_inst(pre_term).ins().iconst(ty, c);
            first_of.insert(key, k);
            (k, Some(k))
        }
    };
    for u in readers {
        // The operands that are `v` or an alias of it.
        let names: Vec<Value> = func
            .dfg
            .inst_values(u)
            .filter(|a| func.dfg.resolve_aliases(*a) == v)
            .collect();
        func.dfg
            .map_inst_values(u, |a| if names.contains(&a) { k } else { a });
    }
    new
}

/// The most values live through one of the inner loops `children` (each with
/// its count from [`inner_live`]) once a constant read by `uses` stays in a
/// register through all of them: those that read it count it already.
fn busiest_inner(
    func: &Function,
    loops: &LoopAnalysis,
    children: &[(Loop, usize)],
    uses: &[Inst],
) -> usize {
    let reads = |l: Loop| {
        uses.iter().any(|u| {
            func.layout
                .inst_block(*u)
                .is_some_and(|b| loops.is_in_loop(b, l))
        })
    };
    children
        .iter()
        .map(|&(l, n)| n + usize::from(!reads(l)))
        .max()
        .unwrap_or(0)
}

/// The instructions of the loop `body` that read each candidate's value
/// (aliases resolved): only those are asked for, so no other value gets a list.
fn candidate_users(
    func: &Function,
    body: &[Block],
    candidates: &[(Inst, Value, Hoistable)],
) -> FxHashMap<Value, Vec<Inst>> {
    let mut users: FxHashMap<Value, Vec<Inst>> = FxHashMap::default();
    if candidates.is_empty() {
        return users;
    }
    users.extend(candidates.iter().map(|c| (c.1, Vec::new())));
    for &b in body {
        for inst in func.layout.block_insts(b) {
            for v in func.dfg.inst_values(inst) {
                if let Some(u) = users.get_mut(&func.dfg.resolve_aliases(v)) {
                    u.push(inst);
                }
            }
        }
    }
    users
}

/// The instructions that read each value (aliases resolved), built once per
/// function on first need: scanning the whole function per symbol candidate made
/// [`hoist_loop_constants`] quadratic on large functions. It stays exact because
/// the passes here only add readers by merging a value into another
/// ([`Users::merge`] follows each `change_to_alias`); readers removed from the
/// layout or moved are judged by where they are when asked.
#[derive(Default)]
struct Users {
    of: Option<SecondaryMap<Value, Vec<Inst>>>,
}

impl Users {
    /// Whether an instruction outside loop `lp` reads `v`.
    fn outside(&mut self, func: &Function, loops: &LoopAnalysis, lp: Loop, v: Value) -> bool {
        let of = self.of.get_or_insert_with(|| {
            let mut of: SecondaryMap<Value, Vec<Inst>> =
                crate::lower::dense_map(func.dfg.num_values());
            for b in func.layout.blocks() {
                for i in func.layout.block_insts(b) {
                    for a in func.dfg.inst_values(i) {
                        of[func.dfg.resolve_aliases(a)].push(i);
                    }
                }
            }
            of
        });
        of[v].iter().any(|&u| {
            func.layout
                .inst_block(u)
                .is_some_and(|b| !loops.is_in_loop(b, lp))
        })
    }

    /// Records that `v` became an alias of `to`: `v`'s readers now read `to`.
    fn merge(&mut self, v: Value, to: Value) {
        if let Some(of) = &mut self.of {
            let moved = std::mem::take(&mut of[v]);
            of[to].extend(moved);
        }
    }
}

/// Values live through inner loop `lp`: its header parameters and the values
/// (constants too) it reads from outside.
fn inner_live(func: &Function, loops: &LoopAnalysis, bodies: &LoopBodies, lp: Loop) -> usize {
    let mut live: FxHashSet<Value> = FxHashSet::default();
    for &b in bodies.of(lp) {
        if loops.is_loop_header(b).is_some() {
            live.extend(func.dfg.block_params(b).iter().copied());
        }
        for inst in func.layout.block_insts(b) {
            for v in func.dfg.inst_values(inst) {
                let v = func.dfg.resolve_aliases(v);
                let zero = iconst_of(func, v) == Some(0);
                if !zero && defined_outside(func, loops, lp, v) {
                    live.insert(v);
                }
            }
        }
    }
    live.len()
}

/// Moves each `op x, c` (`iadd`, `isub`, `band`, `bor`, `bxor` of an `iconst`)
/// of the call-free innermost loop `lp` (one block) whose `x` comes from outside the loop to
/// the end of `pre`, or reuses the same operation there, while the loop holds
/// fewer than [`LOOP_VALUE_BUDGET`] values (`live` of them already). The egraph
/// rematerialises these in every block that uses them; in a loop that costs an
/// instruction per iteration. Returns the hoisted values.
fn hoist_invariant_imm_ops(
    func: &mut Function,
    loops: &LoopAnalysis,
    lp: Loop,
    body: &[Block],
    pre: Block,
    live: usize,
    users_of: &mut Users,
) -> Vec<Value> {
    let outside = |func: &Function, v: Value| defined_outside(func, loops, lp, v);
    // (opcode, x, c) of each candidate, and its instruction.
    let key_of = |func: &Function, inst: Inst| {
        let InstructionData::Binary { opcode, args } = func.dfg.insts[inst] else {
            return None;
        };
        let alu = matches!(
            opcode,
            Opcode::Iadd | Opcode::Isub | Opcode::Band | Opcode::Bor | Opcode::Bxor
        );
        let ty = func.dfg.value_type(func.dfg.first_result(inst));
        if !alu || ty.bits() > 32 {
            return None;
        }
        let [x, c] = args.map(|a| func.dfg.resolve_aliases(a));
        Some((opcode, x, iconst_of(func, c)?))
    };
    let Some(pre_term) = func.layout.last_inst(pre) else {
        return Vec::new();
    };
    // What `pre` computes already, then what moved there.
    let mut in_pre: Vec<(Opcode, Value, i64, Value)> = func
        .layout
        .block_insts(pre)
        .filter_map(|i| key_of(func, i).map(|(op, x, c)| (op, x, c, func.dfg.first_result(i))))
        .collect();
    let mut hoisted = Vec::new();
    for &b in body {
        let insts: Vec<Inst> = func.layout.block_insts(b).collect();
        for inst in insts {
            let Some((opcode, x, c)) = key_of(func, inst) else {
                continue;
            };
            if !outside(func, x) || iconst_of(func, x).is_some() {
                continue;
            }
            let v = func.dfg.first_result(inst);
            let same = in_pre
                .iter()
                .find(|(o, y, k, _)| (*o, *y, *k) == (opcode, x, c))
                .map(|e| e.3);
            if let Some(first) = same {
                func.layout.remove_inst(inst);
                func.dfg.clear_results(inst);
                func.dfg.change_to_alias(v, first);
                users_of.merge(v, first);
                continue;
            }
            if live + hoisted.len() >= LOOP_VALUE_BUDGET {
                continue;
            }
            let ty = func.dfg.value_type(v);
            func.layout.remove_inst(inst);
            let k = FuncCursor::new(func).at_inst(pre_term).ins().iconst(ty, c);
            if let InstructionData::Binary { args, .. } = &mut func.dfg.insts[inst] {
                *args = [x, k];
            }
            func.layout.insert_inst(inst, pre_term);
            in_pre.push((opcode, x, c, v));
            hoisted.push(v);
        }
    }
    hoisted
}

/// Whether `v` is defined outside `lp` (by an instruction or a block parameter).
fn defined_outside(func: &Function, loops: &LoopAnalysis, lp: Loop, v: Value) -> bool {
    match func.dfg.value_def(v) {
        ValueDef::Result(i, _) => func
            .layout
            .inst_block(i)
            .is_some_and(|d| !loops.is_in_loop(d, lp)),
        ValueDef::Param(d, _) => !loops.is_in_loop(d, lp),
        _ => false,
    }
}
