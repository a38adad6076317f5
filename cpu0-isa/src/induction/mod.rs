//! Induction-variable strength reduction on CLIF, after the mid-end.
//!
//! In a loop whose header parameter `i` steps by a loop-invariant amount (`i' =
//! i + k` on every back edge), an address such as `base + (i << 2)` costs a shift
//! and an add on every iteration. Such a value is `inv + s*i + c` for
//! loop-invariant `inv` and constants `s`, `c`: this pass gives the loop a new
//! header parameter `q = inv + s*i + c0` (set before the loop, stepped by `s*k`
//! next to `i`'s increment) and rewrites each such value as `q + (c - c0)`, which
//! the lowering folds into a load's or store's offset. Values that differ only in
//! their constant share one `q` (`x[i-1]`, `x[i]`, `x[i+1]`).
//!
//! Values are seen as [`Linear`] forms: sums of scaled "atoms" (values the
//! analysis does not look into) plus a constant, modulo 2^32, built through
//! `iadd`, `isub`, and `ishl`/`imul` by constants. Loops are visited innermost
//! first, so the starting value of an inner loop's `q`, computed in the outer
//! loop's body, can itself become a stepped pointer of the outer loop.
//!
//! A new `q` takes a register through the whole loop (and its inner loops), so a
//! group is only reduced when it saves at least two instructions per iteration
//! and the loop keeps few enough values live.

mod exit;
mod linear;
mod users;

use crate::loops::LoopBodies;
use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::dominator_tree::DominatorTree;
use cranelift_codegen::flowgraph::ControlFlowGraph;
use cranelift_codegen::ir::{
    types, Block, BlockArg, Function, Inst, InstBuilder, InstructionData, Opcode, Value, ValueDef,
};
use cranelift_codegen::loop_analysis::{Loop, LoopAnalysis};
use linear::{iconst_of, is_linear_op, Forms, Linear};
use rustc_hash::{FxHashMap, FxHashSet};
use users::{remove_dead, Users};

/// How many values may be live through a loop (its block parameters and the
/// values it reads from outside) once the new pointers are added: 11 registers
/// are allocatable and the loop body needs some for its own temporaries.
const LIVE_BUDGET: usize = 8;

/// A header parameter stepped by a loop-invariant amount on every back edge.
struct BasicIv {
    param: Value,
    /// The value the entry edge passes.
    init: Value,
    /// `param + step`, passed on every back edge, and its instruction.
    next_inst: Inst,
    step: Value,
}

/// A loop the pass can add header parameters to: one entry edge and back edges
/// that are `jump`s or `brif`s naming the header once.
struct LoopShape {
    header: Block,
    body: Vec<Block>,
    entry: Inst,
    back_edges: Vec<Inst>,
}

fn header_calls(func: &Function, branch: Inst, header: Block) -> usize {
    func.dfg.insts[branch]
        .branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables)
        .iter()
        .filter(|c| c.block(&func.dfg.value_lists) == header)
        .count()
}

fn loop_shape(
    func: &Function,
    cfg: &ControlFlowGraph,
    loops: &LoopAnalysis,
    bodies: &LoopBodies,
    lp: Loop,
) -> Option<LoopShape> {
    let header = loops.loop_header(lp);
    let mut entry = None;
    let mut back_edges = Vec::new();
    for pred in cfg.pred_iter(header) {
        let simple = matches!(
            func.dfg.insts[pred.inst].opcode(),
            Opcode::Jump | Opcode::Brif
        );
        if !simple || header_calls(func, pred.inst, header) != 1 {
            return None;
        }
        if loops.is_in_loop(pred.block, lp) {
            back_edges.push(pred.inst);
        } else if entry.replace(pred.inst).is_some() {
            return None;
        }
    }
    let body = bodies.of(lp).to_vec();
    if crate::loops::has_call(func, &body) || back_edges.is_empty() {
        return None;
    }
    Some(LoopShape {
        header,
        body,
        entry: entry?,
        back_edges,
    })
}

/// The argument `branch` passes to the header's parameter `index`.
fn header_arg(func: &Function, branch: Inst, header: Block, index: usize) -> Option<Value> {
    let call = func.dfg.insts[branch]
        .branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables)
        .iter()
        .find(|c| c.block(&func.dfg.value_lists) == header)?;
    match call.args(&func.dfg.value_lists).nth(index)? {
        BlockArg::Value(v) => Some(v),
        _ => None,
    }
}

/// The block defining `v`.
fn def_block(func: &Function, v: Value) -> Option<Block> {
    match func.dfg.value_def(v) {
        ValueDef::Result(i, _) => func.layout.inst_block(i),
        ValueDef::Param(b, _) => Some(b),
        _ => None,
    }
}

/// Whether `v` is the same on every iteration of `lp`.
fn invariant(func: &Function, loops: &LoopAnalysis, lp: Loop, v: Value) -> bool {
    iconst_of(func, v).is_some() || def_block(func, v).is_some_and(|b| !loops.is_in_loop(b, lp))
}

fn basic_ivs(func: &Function, loops: &LoopAnalysis, lp: Loop, shape: &LoopShape) -> Vec<BasicIv> {
    let mut ivs = Vec::new();
    for (index, &param) in func.dfg.block_params(shape.header).iter().enumerate() {
        if func.dfg.value_type(param) != types::I32 {
            continue;
        }
        let Some(init) = header_arg(func, shape.entry, shape.header, index) else {
            continue;
        };
        let nexts: Vec<Option<Value>> = shape
            .back_edges
            .iter()
            .map(|b| header_arg(func, *b, shape.header, index))
            .collect();
        let Some(Some(next)) = nexts.first().copied() else {
            continue;
        };
        if nexts.iter().any(|n| *n != Some(next)) {
            continue;
        }
        let ValueDef::Result(next_inst, _) = func.dfg.value_def(next) else {
            continue;
        };
        let InstructionData::Binary {
            opcode: Opcode::Iadd,
            args: [a, b],
        } = func.dfg.insts[next_inst]
        else {
            continue;
        };
        let step = if a == param { b } else { a };
        if (a == param || b == param) && step != param && invariant(func, loops, lp, step) {
            ivs.push(BasicIv {
                param,
                init,
                next_inst,
                step,
            });
        }
    }
    ivs
}

/// Values live through `lp`: its block parameters and the non-constant values
/// it reads from outside.
fn live_through(func: &Function, loops: &LoopAnalysis, bodies: &LoopBodies, lp: Loop) -> usize {
    let mut live = FxHashSet::default();
    for &b in bodies.of(lp) {
        live.extend(func.dfg.block_params(b).iter().copied());
        for inst in func.layout.block_insts(b) {
            for v in func.dfg.inst_values(inst) {
                if !live.contains(&v)
                    && iconst_of(func, v).is_none()
                    && def_block(func, v).is_some_and(|d| !loops.is_in_loop(d, lp))
                {
                    live.insert(v);
                }
            }
        }
    }
    live.len()
}

/// Values of a loop that are `inv + s*iv + c` (s != 0) for one basic induction
/// variable, grouped by `(iv, s, inv)`.
struct Group {
    iv: usize,
    scale: u32,
    rest: Vec<(Value, u32)>,
    /// The values to rewrite, with their constants.
    roots: Vec<(Value, u32)>,
    /// The loop instructions computing the roots (which die with them).
    work: FxHashSet<Inst>,
}

/// A value `rest + scale * iv + constant`: (iv, scale, rest, constant).
type Candidate = (usize, u32, Vec<(Value, u32)>, u32);

fn find_groups(
    func: &Function,
    loops: &LoopAnalysis,
    lp: Loop,
    shape: &LoopShape,
    ivs: &[BasicIv],
    forms: &mut Forms,
    users: &mut Option<Users>,
) -> Vec<Group> {
    let in_loop = |inst: Inst| {
        func.layout
            .inst_block(inst)
            .is_some_and(|b| loops.is_in_loop(b, lp))
    };
    // Each candidate value: its iv, scale, rest and constant.
    let mut candidates: FxHashMap<Value, Candidate> = FxHashMap::default();
    for &b in &shape.body {
        for inst in func.layout.block_insts(b) {
            if !is_linear_op(func, inst) || ivs.iter().any(|iv| iv.next_inst == inst) {
                continue;
            }
            let r = func.dfg.first_result(inst);
            let form = forms.form(func, r);
            let mut found = None;
            for (index, iv) in ivs.iter().enumerate() {
                let s = form.coef(iv.param);
                if s != 0 {
                    found = if found.is_none() {
                        Some((index, s))
                    } else {
                        None
                    };
                    if found.is_none() {
                        break;
                    }
                }
            }
            let Some((index, s)) = found else {
                continue;
            };
            let rest = form.rest(ivs[index].param);
            if rest.iter().all(|t| invariant(func, loops, lp, t.0)) {
                candidates.insert(r, (index, s, rest, form.constant));
            }
        }
    }
    let mut groups: Vec<Group> = Vec::new();
    for &b in &shape.body {
        for inst in func.layout.block_insts(b) {
            if !is_linear_op(func, inst) {
                continue;
            }
            let r = func.dfg.first_result(inst);
            let Some((iv, scale, rest, c)) = candidates.get(&r) else {
                continue;
            };
            if rest.is_empty() && *scale == 1 {
                continue;
            }
            // Built on the first question: most loops never get here.
            let users = users.get_or_insert_with(|| Users::of_function(func));
            let used_elsewhere = users.of(r).iter().any(|u| {
                !in_loop(*u)
                    || !is_linear_op(func, *u)
                    || !candidates.contains_key(&func.dfg.first_result(*u))
            });
            if !used_elsewhere {
                continue;
            }
            let group = match groups
                .iter_mut()
                .position(|g| g.iv == *iv && g.scale == *scale && g.rest == *rest)
            {
                Some(g) => &mut groups[g],
                None => {
                    groups.push(Group {
                        iv: *iv,
                        scale: *scale,
                        rest: rest.clone(),
                        roots: Vec::new(),
                        work: FxHashSet::default(),
                    });
                    groups.last_mut().expect("just pushed")
                }
            };
            group.roots.push((r, *c));
            // The computation of r inside the loop.
            let mut stack = vec![inst];
            while let Some(i) = stack.pop() {
                if !group.work.insert(i) {
                    continue;
                }
                for &a in func.dfg.inst_args(i) {
                    if let ValueDef::Result(ai, _) = func.dfg.value_def(a) {
                        let stepping = ivs.iter().any(|iv| iv.next_inst == ai);
                        if in_loop(ai) && is_linear_op(func, ai) && !stepping {
                            stack.push(ai);
                        }
                    }
                }
            }
        }
    }
    groups
}

/// Invariant values of a loop by the atoms of their form: (value, constant).
/// Those the loop reads and those its entry edge passes (the start values of
/// pointers already reduced).
fn available_values(
    func: &Function,
    loops: &LoopAnalysis,
    lp: Loop,
    shape: &LoopShape,
    forms: &mut Forms,
) -> FxHashMap<Vec<(Value, u32)>, (Value, u32)> {
    let mut seen = FxHashSet::default();
    let mut stack: Vec<Value> = func
        .dfg
        .inst_values(shape.entry)
        .filter(|v| iconst_of(func, *v).is_none())
        .collect();
    for &b in &shape.body {
        for inst in func.layout.block_insts(b) {
            for &v in func.dfg.inst_args(inst) {
                if iconst_of(func, v).is_none() && !defined_inside(func, loops, lp, v) {
                    stack.push(v);
                }
            }
        }
    }
    let mut avail = FxHashMap::default();
    while let Some(v) = stack.pop() {
        if !seen.insert(v) || func.dfg.value_type(v) != types::I32 {
            continue;
        }
        let form = forms.form(func, v);
        avail.entry(form.terms).or_insert((v, form.constant));
        if let ValueDef::Result(inst, _) = func.dfg.value_def(v) {
            if is_linear_op(func, inst) {
                stack.extend(
                    func.dfg
                        .inst_args(inst)
                        .iter()
                        .filter(|a| iconst_of(func, **a).is_none()),
                );
            }
        }
    }
    avail
}

/// Whether `v` is defined inside `lp` (so not available before it).
fn defined_inside(func: &Function, loops: &LoopAnalysis, lp: Loop, v: Value) -> bool {
    def_block(func, v).is_none_or(|b| loops.is_in_loop(b, lp))
}

/// Builds `form` before `before`, reusing an available value with the same atoms.
fn materialize(
    func: &mut Function,
    form: &Linear,
    before: Inst,
    avail: &FxHashMap<Vec<(Value, u32)>, (Value, u32)>,
) -> Value {
    let mut pos = FuncCursor::new(func).at_inst(before);
    let (mut acc, have) = match avail.get(&form.terms) {
        Some(&(v, c)) => (Some(v), c),
        None => {
            let mut acc: Option<Value> = None;
            for &(atom, coef) in &form.terms {
                let term = if coef == 1 {
                    atom
                } else if coef.is_power_of_two() {
                    let k = pos.ins().iconst(types::I32, coef.trailing_zeros() as i64);
                    pos.ins().ishl(atom, k)
                } else {
                    let k = pos.ins().iconst(types::I32, coef as i32 as i64);
                    pos.ins().imul(atom, k)
                };
                acc = Some(match acc {
                    Some(a) => pos.ins().iadd(a, term),
                    None => term,
                });
            }
            (acc, 0)
        }
    };
    let diff = form.constant.wrapping_sub(have);
    if diff != 0 || acc.is_none() {
        let k = pos.ins().iconst(types::I32, diff as i32 as i64);
        acc = Some(match acc {
            Some(a) => pos.ins().iadd(a, k),
            None => k,
        });
    }
    acc.expect("a value was built")
}

/// Rewrites one group: a new header parameter stepped next to its induction
/// variable, the roots as that parameter plus constants.
fn reduce_group(
    func: &mut Function,
    shape: &LoopShape,
    iv: &BasicIv,
    group: &Group,
    forms: &mut Forms,
    avail: &FxHashMap<Vec<(Value, u32)>, (Value, u32)>,
) -> exit::Reduced {
    let base = group.roots[0].1;
    let rest = Linear {
        terms: group.rest.clone(),
        constant: base,
    };
    let init = rest.add(&forms.form(func, iv.init).scale(group.scale));
    let q_init = materialize(func, &init, shape.entry, avail);
    let step = forms.form(func, iv.step).scale(group.scale);
    // A constant step is built next to its use, where the lowering folds it.
    let step = if step.terms.is_empty() {
        None
    } else {
        Some(materialize(func, &step, shape.entry, avail))
    };
    let q = func.dfg.append_block_param(shape.header, types::I32);
    add_header_arg(func, shape.entry, shape.header, q_init);
    let mut nexts = Vec::new();
    // Stepped just before each back edge, after the last read of `q`, so the
    // two share a register.
    for &b in &shape.back_edges {
        let mut pos = FuncCursor::new(func).at_inst(b);
        let step = match step {
            Some(v) => v,
            None => {
                let c = forms.form(pos.func, iv.step).scale(group.scale).constant;
                pos.ins().iconst(types::I32, c as i32 as i64)
            }
        };
        let q_next = pos.ins().iadd(q, step);
        add_header_arg(func, b, shape.header, q_next);
        nexts.push((b, q_next));
    }
    for &(r, c) in &group.roots {
        let ValueDef::Result(inst, _) = func.dfg.value_def(r) else {
            continue;
        };
        let d = c.wrapping_sub(base);
        if d == 0 {
            func.layout.remove_inst(inst);
            func.dfg.clear_results(inst);
            func.dfg.change_to_alias(r, q);
        } else {
            let k = FuncCursor::new(func)
                .at_inst(inst)
                .ins()
                .iconst(types::I32, d as i32 as i64);
            func.replace(inst).iadd(q, k);
        }
        forms.cache.remove(&r);
    }
    exit::Reduced {
        q,
        nexts,
        rest,
        scale: group.scale,
    }
}

fn add_header_arg(func: &mut Function, branch: Inst, header: Block, v: Value) {
    let dfg = &mut func.dfg;
    for call in
        dfg.insts[branch].branch_destination_mut(&mut dfg.jump_tables, &mut dfg.exception_tables)
    {
        if call.block(&dfg.value_lists) == header {
            call.append_argument(v, &mut dfg.value_lists);
        }
    }
}

/// Gives a preheader to each loop entered from inside another loop that does not
/// contain it (the exit branch of an earlier loop): what this pass and the
/// constant hoisting of `crate::loops` build before a loop must run once per
/// entry, not on every iteration of the earlier loop. Returns whether it split
/// an edge (the caller recomputes the CFG and dominator tree).
fn split_loop_entries(func: &mut Function, cfg: &ControlFlowGraph, loops: &LoopAnalysis) -> bool {
    let mut split = false;
    for lp in loops.loops() {
        let header = loops.loop_header(lp);
        let entries: Vec<_> = cfg
            .pred_iter(header)
            .filter(|p| !loops.is_in_loop(p.block, lp))
            .collect();
        let [entry] = entries.as_slice() else {
            continue;
        };
        let inside_other = loops
            .innermost_loop(entry.block)
            .is_some_and(|outer| !loops.is_in_loop(header, outer));
        let simple = matches!(
            func.dfg.insts[entry.inst].opcode(),
            Opcode::Jump | Opcode::Brif
        );
        if !inside_other || !simple || header_calls(func, entry.inst, header) != 1 {
            continue;
        }
        let pre = func.dfg.make_block();
        func.layout.insert_block(pre, header);
        let dfg = &mut func.dfg;
        let mut args = Vec::new();
        for call in dfg.insts[entry.inst]
            .branch_destination_mut(&mut dfg.jump_tables, &mut dfg.exception_tables)
        {
            if call.block(&dfg.value_lists) == header {
                args.extend(call.args(&dfg.value_lists));
                call.clear(&mut dfg.value_lists);
                call.set_block(pre, &mut dfg.value_lists);
            }
        }
        FuncCursor::new(func)
            .at_bottom(pre)
            .ins()
            .jump(header, &args);
        split = true;
    }
    split
}

/// Strength-reduces the induction variables of every loop (innermost first).
/// Returns whether anything changed; the CFG, dominator tree and `loops` (computed
/// here) are kept up to date, so later passes can read them.
pub fn reduce_induction_variables(
    func: &mut Function,
    cfg: &mut ControlFlowGraph,
    domtree: &mut DominatorTree,
    loops: &mut LoopAnalysis,
) -> bool {
    loops.compute(func, cfg, domtree);
    let mut changed = split_loop_entries(func, cfg, loops);
    if changed {
        cfg.compute(func);
        domtree.compute(func, cfg);
        loops.compute(func, cfg, domtree);
    }
    // Only the instructions change below, never the blocks or edges.
    let (cfg, domtree, loops) = (&*cfg, &*domtree, &*loops);
    let mut order: Vec<Loop> = loops.loops().collect();
    order.sort_by_key(|lp| std::cmp::Reverse(loops.loop_level(loops.loop_header(*lp)).level()));
    let mut forms = Forms::default();
    // Who reads each value: computed when first needed, again after a change.
    let mut users_cache: Option<Users> = None;
    let bodies = LoopBodies::new(func, loops);
    for lp in order {
        let Some(shape) = loop_shape(func, cfg, loops, &bodies, lp) else {
            continue;
        };
        let ivs = basic_ivs(func, loops, lp, &shape);
        if ivs.is_empty() {
            continue;
        }
        let mut groups = find_groups(func, loops, lp, &shape, &ivs, &mut forms, &mut users_cache);
        // Two instructions saved (a shift and an add) for one added (the step).
        groups.retain(|g| g.work.len() >= 2);
        if groups.is_empty() {
            continue;
        }
        // The register pressure of the loop and of the loops inside it.
        let inner_live = loops
            .loops()
            .filter(|l| *l != lp && loops.is_child_loop(*l, lp))
            .map(|l| live_through(func, loops, &bodies, l))
            .max()
            .unwrap_or(0);
        let live = live_through(func, loops, &bodies, lp);
        let users = users_cache.get_or_insert_with(|| Users::of_function(func));
        let freed = freed_values(func, loops, lp, &shape, &groups, users);
        let room_outer = LIVE_BUDGET.saturating_sub(inner_live);
        let room = (LIVE_BUDGET + freed).saturating_sub(live);
        let keep = if inner_live > 0 {
            room.min(room_outer)
        } else {
            room
        };
        groups.truncate(keep);
        if groups.is_empty() {
            continue;
        }
        let avail = available_values(func, loops, lp, &shape, &mut forms);
        let mut reduced: Vec<(usize, exit::Reduced)> = Vec::new();
        for g in &groups {
            let r = reduce_group(func, &shape, &ivs[g.iv], g, &mut forms, &avail);
            reduced.push((g.iv, r));
        }
        remove_dead(func);
        // The old address chains are gone: values they read may be too.
        let avail = available_values(func, loops, lp, &shape, &mut forms);
        for (index, iv) in ivs.iter().enumerate() {
            if let Some((_, r)) = reduced.iter().find(|(i, _)| *i == index) {
                exit::replace_counter(func, &shape, iv, r, &mut forms, &avail, domtree);
            }
        }
        remove_dead(func);
        users_cache = None;
        changed = true;
    }
    changed
}

/// How many values read from outside the loop are only read by the computations
/// the groups replace.
fn freed_values(
    func: &Function,
    loops: &LoopAnalysis,
    lp: Loop,
    shape: &LoopShape,
    groups: &[Group],
    users: &Users,
) -> usize {
    let work: FxHashSet<Inst> = groups.iter().flat_map(|g| g.work.iter().copied()).collect();
    let mut freed = FxHashSet::default();
    for &i in &work {
        for &a in func.dfg.inst_args(i) {
            let outside = def_block(func, a).is_some_and(|b| !loops.is_in_loop(b, lp));
            if !outside || iconst_of(func, a).is_some() {
                continue;
            }
            let us = users.of(a);
            let only_work = !us.is_empty()
                && us.iter().all(|u| {
                    work.contains(u)
                        || func
                            .layout
                            .inst_block(*u)
                            .is_some_and(|b| !shape.body.contains(&b))
                });
            if only_work {
                freed.insert(a);
            }
        }
    }
    freed.len()
}
