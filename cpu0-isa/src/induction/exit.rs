//! Counters that only serve addresses: the exit test moves to a stepped pointer
//! and the counter goes.
//!
//! After strength reduction, `i` of `for (i = 0; i != 32; i++) s += a[i]` is
//! read only by its increment and the exit compare. The compare `i + 1 == 32`
//! becomes `q + 4 == a + 128` (the pointer's value at the exit) and `i` is
//! removed, saving its increment and its register. Only for a constant start,
//! step and bound, when the pointer cannot come back to its end value before the
//! counter reaches the bound (`s * step * j` is not 0 mod 2^32 for any
//! `0 < j <= trip count`).

use super::linear::{iconst_of, Forms, Linear};
use super::{materialize, BasicIv, LoopShape, Users};
use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::dominator_tree::DominatorTree;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, Function, Inst, InstBuilder, InstructionData, Opcode, Value};
use rustc_hash::FxHashMap;

/// What strength reduction made of one group: the header parameter `q`, its
/// stepped value on each back edge, and `q - scale * iv` (loop-invariant).
pub(super) struct Reduced {
    pub q: Value,
    pub nexts: Vec<(Inst, Value)>,
    pub rest: Linear,
    pub scale: u32,
}

/// `icmp eq|ne x, c` or `icmp eq|ne c, x` with an `iconst` c: the constant.
fn exit_compare(func: &Function, inst: Inst, x: Value) -> Option<u32> {
    let InstructionData::IntCompare {
        opcode: Opcode::Icmp,
        cond: IntCC::Equal | IntCC::NotEqual,
        args: [a, b],
    } = func.dfg.insts[inst]
    else {
        return None;
    };
    match (a == x, b == x) {
        (true, false) => iconst_of(func, b),
        (false, true) => iconst_of(func, a),
        _ => None,
    }
}

/// The exit compare `u` makes of `x`, directly or as `x + c` read by nothing
/// else: the compare and the bound for `x`.
fn exit_compare_through(func: &Function, users: &Users, u: Inst, x: Value) -> Option<(Inst, u32)> {
    if let Some(bound) = exit_compare(func, u, x) {
        return Some((u, bound));
    }
    let InstructionData::Binary {
        opcode: Opcode::Iadd,
        args: [a, b],
    } = func.dfg.insts[u]
    else {
        return None;
    };
    let c = match (a == x, b == x) {
        (true, false) => iconst_of(func, b)?,
        (false, true) => iconst_of(func, a)?,
        _ => return None,
    };
    let y = func.dfg.first_result(u);
    let [cmp] = users.of(y) else {
        return None;
    };
    let bound = exit_compare(func, *cmp, y)?;
    Some((*cmp, bound.wrapping_sub(c)))
}

/// Rewrites the exit compare of `iv` onto the reduced pointer `r` and removes
/// `iv`, when `iv` is only read by its increment and that compare. Returns
/// whether it did.
pub(super) fn replace_counter(
    func: &mut Function,
    shape: &LoopShape,
    iv: &BasicIv,
    r: &Reduced,
    forms: &mut Forms,
    avail: &FxHashMap<Vec<(Value, u32)>, (Value, u32)>,
    domtree: &DominatorTree,
) -> bool {
    let (Some(c0), Some(k)) = (iconst_of(func, iv.init), iconst_of(func, iv.step)) else {
        return false;
    };
    let next = func.dfg.first_result(iv.next_inst);
    let users = Users::of_function(func);
    // The compare, and whether it reads the incremented counter.
    let mut compare: Option<(Inst, bool, u32)> = None;
    for (value, on_next) in [(iv.param, false), (next, true)] {
        for &u in users.of(value) {
            if (!on_next && u == iv.next_inst) || (on_next && shape.back_edges.contains(&u)) {
                continue;
            }
            match exit_compare_through(func, &users, u, value) {
                Some((cmp, bound)) if compare.is_none() => compare = Some((cmp, on_next, bound)),
                _ => return false,
            }
        }
    }
    // Each back edge passes the incremented counter once: as the counter.
    let passes = users
        .of(next)
        .iter()
        .filter(|u| shape.back_edges.contains(u))
        .count();
    let Some((cmp, on_next, bound)) = compare else {
        return false;
    };
    if !exits_when_equal(func, domtree, shape, cmp, &users) {
        return false;
    }
    if passes != shape.back_edges.len() {
        return false;
    }
    // A compare just before a back edge reads the stepped pointer (so the
    // pointer and its step share a register): `i == b` is `i + k == b + k`.
    let cmp_result = func.dfg.first_result(cmp);
    let block = func.layout.inst_block(cmp);
    let latch = r
        .nexts
        .iter()
        .find(|(b, _)| func.layout.inst_block(*b) == block)
        .filter(|(b, _)| users.of(cmp_result) == [*b])
        .copied();
    let (on_next, bound) = match latch {
        Some(_) if !on_next => (true, bound.wrapping_add(k)),
        _ => (on_next, bound),
    };
    // The trip count, without wrapping (start and bound as i32).
    let (d, k_signed) = (bound as i32 as i64 - c0 as i32 as i64, k as i32 as i64);
    if k_signed == 0 || d % k_signed != 0 || d / k_signed < i64::from(on_next) {
        return false;
    }
    let trips = (d / k_signed) as u64;
    let sk = r.scale.wrapping_mul(k);
    if sk == 0 || trips >> (32 - sk.trailing_zeros()) != 0 {
        return false;
    }
    let x = match (on_next, latch) {
        (false, _) => r.q,
        (true, Some((branch, q_next))) => {
            // The compare moves down to its branch, after the pointer's step.
            func.layout.remove_inst(cmp);
            func.layout.insert_inst(cmp, branch);
            q_next
        }
        (true, None) => return false,
    };
    let end = r.rest.add(&Linear::constant(bound).scale(r.scale));
    let end = if end.terms.is_empty() {
        // Built in the loop, where the lowering folds or hoists it.
        FuncCursor::new(func)
            .at_inst(cmp)
            .ins()
            .iconst(types::I32, end.constant as i32 as i64)
    } else {
        materialize(func, &end, shape.entry, avail)
    };
    if let InstructionData::IntCompare { args, .. } = &mut func.dfg.insts[cmp] {
        *args = [x, end];
    }
    remove_counter(func, shape, iv.param);
    forms.cache.clear();
    true
}

/// Whether the compare `cmp` is the loop's exit test, run on every iteration:
/// its only reader is the `brif` after it, which leaves the loop when the
/// operands are equal, in a block that dominates every back edge. Then the loop
/// cannot run past the iteration where the counter meets its bound, and the
/// stepped pointer, which meets its end value exactly there within that range
/// (see `replace_counter`), may stand in for the counter. Any other compare
/// (one inside an `if`, or one that keeps looping on equality) could see the
/// pointer wrap around to the end value at a later iteration.
fn exits_when_equal(
    func: &Function,
    domtree: &DominatorTree,
    shape: &LoopShape,
    cmp: Inst,
    users: &Users,
) -> bool {
    let InstructionData::IntCompare { cond, .. } = func.dfg.insts[cmp] else {
        return false;
    };
    let Some(block) = func.layout.inst_block(cmp) else {
        return false;
    };
    let result = func.dfg.first_result(cmp);
    let [branch] = users.of(result) else {
        return false;
    };
    let InstructionData::Brif {
        arg,
        blocks: [then_dest, else_dest],
        ..
    } = func.dfg.insts[*branch]
    else {
        return false;
    };
    let on_equal = match cond {
        IntCC::Equal => then_dest,
        _ => else_dest,
    };
    let leaves = !shape.body.contains(&on_equal.block(&func.dfg.value_lists));
    arg == result
        && func.layout.inst_block(*branch) == Some(block)
        && leaves
        && shape.back_edges.iter().all(|b| {
            func.layout
                .inst_block(*b)
                .is_some_and(|latch| domtree.block_dominates(block, latch))
        })
}

/// Removes the header parameter `param` and the arguments passed to it.
fn remove_counter(func: &mut Function, shape: &LoopShape, param: Value) {
    let index = func
        .dfg
        .block_params(shape.header)
        .iter()
        .position(|p| *p == param)
        .expect("a parameter of the header");
    for &branch in shape.back_edges.iter().chain([&shape.entry]) {
        let dfg = &mut func.dfg;
        for call in dfg.insts[branch]
            .branch_destination_mut(&mut dfg.jump_tables, &mut dfg.exception_tables)
        {
            if call.block(&dfg.value_lists) == shape.header {
                call.remove(index, &mut dfg.value_lists);
            }
        }
    }
    func.dfg.remove_block_param(param);
}
