//! The increment a `switch`'s cases share, computed once before its jump table.
//!
//! A bytecode interpreter reads `op = code[pc++]` and switches on `op`. The egraph
//! elaborates `pc + 1` separately in each case that reads it (sibling blocks do not
//! see each other's values), so every case spends an instruction on it, while the
//! jump table's `jr` runs a `nop` in its delay slot. This pass adds one
//! `v = iadd x, c` before the `br_table`, where most cases add a constant to `x`,
//! and rewrites those cases' `iadd x, k` into `iadd v, k - c` (or `v` itself).
//!
//! It reports the `br_table` with `v`: the lowering hands `v`'s register to the
//! `BrTable` instruction, whose emission moves the add into the `jr`'s slot
//! (`inst/emit.rs`). The slot does not run on the default path (the bounds check
//! branches away before it), which is why `v` must be dead there: it is read only
//! in case blocks whose one predecessor is the switch, so every path from the
//! default target to a read of `v` runs the switch again first.

use crate::loops::iconst_of;
use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::dominator_tree::DominatorTree;
use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::flowgraph::ControlFlowGraph;
use cranelift_codegen::ir::types::I32;
use cranelift_codegen::ir::{
    Block, Function, Inst, InstBuilder, InstructionData, Opcode, Value, ValueDef,
};
use std::collections::HashMap;

/// Adds the shared increment before each suitable `br_table`; returns each such
/// `br_table` with the value whose add may run in its `jr`'s delay slot.
pub(crate) fn hoist_case_increments(
    func: &mut Function,
    cfg: &ControlFlowGraph,
    domtree: &DominatorTree,
) -> HashMap<Inst, Value> {
    let mut slots = HashMap::new();
    let mut reads = None;
    // The pass adds instructions, never blocks: the next block is known
    // before this one changes.
    let mut next = func.layout.entry_block();
    while let Some(head) = next {
        next = func.layout.next_block(head);
        let Some(term) = func.layout.last_inst(head) else {
            continue;
        };
        let InstructionData::BranchTable { table, .. } = func.dfg.insts[term] else {
            continue;
        };
        let jt = &func.stencil.dfg.jump_tables[table];
        let pool = &func.dfg.value_lists;
        let default = jt.default_block().block(pool);
        let mut cases: Vec<Block> = Vec::new();
        for call in jt.as_slice() {
            let b = call.block(pool);
            let sole_pred = cfg.pred_iter(b).all(|p| p.block == head);
            if b != default && b != head && sole_pred && !cases.contains(&b) {
                cases.push(b);
            }
        }
        let reads = reads.get_or_insert_with(|| register_reads(func));
        // Each case with the blocks it dominates (a case's own branches, as in
        // `if (x == 0) pc = code[pc]; else pc++;`).
        let regions: Vec<Vec<Block>> = cases
            .iter()
            .map(|&c| {
                func.layout
                    .blocks()
                    .filter(|&b| domtree.block_dominates(c, b))
                    .collect()
            })
            .collect();
        let Some((x, c, chosen)) = choose(func, domtree, reads, head, &regions) else {
            continue;
        };
        let mut cur = FuncCursor::new(func).at_inst(term);
        let cst = cur.ins().iconst(I32, c);
        let v = cur.ins().iadd(x, cst);
        for region in chosen {
            for &b in &regions[region] {
                rewrite_block(func, b, x, c, v);
            }
        }
        slots.insert(term, v);
    }
    // Only a rewrite makes aliases (most functions have no switch).
    if !slots.is_empty() {
        func.dfg.resolve_all_aliases();
    }
    slots
}

/// `iadd x, k` on i32 with a constant `k`: `(x, k)`.
fn add_of_const(func: &Function, inst: Inst) -> Option<(Value, i64)> {
    match func.dfg.insts[inst] {
        InstructionData::Binary {
            opcode: Opcode::Iadd,
            args: [x, k],
        } if func.dfg.ctrl_typevar(inst) == I32 => Some((x, iconst_of(func, k)? as i32 as i64)),
        _ => None,
    }
}

/// The value `x` (available at `head`) that most cases (`regions`: each case's
/// blocks) add a constant to, the constant most often added, and those cases (as
/// indices of `regions`); `None` unless at least two cases and half of them do,
/// and the constant fits an `addiu`.
fn choose(
    func: &Function,
    domtree: &DominatorTree,
    reads: &SecondaryMap<Value, bool>,
    head: Block,
    regions: &[Vec<Block>],
) -> Option<(Value, i64, Vec<usize>)> {
    // Per base value: the cases adding to it, and how many add each constant.
    let mut bases: Vec<(Value, Vec<usize>, HashMap<i64, usize>)> = Vec::new();
    for (case, region) in regions.iter().enumerate() {
        for inst in region.iter().flat_map(|&b| func.layout.block_insts(b)) {
            let Some((x, k)) = add_of_const(func, inst) else {
                continue;
            };
            // An add only addresses memory costs nothing: it folds into the access.
            if !reads[func.dfg.first_result(inst)] {
                continue;
            }
            let def_block = match func.dfg.value_def(x) {
                ValueDef::Result(i, _) => func.layout.inst_block(i),
                ValueDef::Param(pb, _) => Some(pb),
                _ => None,
            };
            if !def_block.is_some_and(|d| domtree.block_dominates(d, head)) {
                continue;
            }
            let entry = match bases.iter().position(|e| e.0 == x) {
                Some(i) => &mut bases[i],
                None => {
                    bases.push((x, Vec::new(), HashMap::new()));
                    bases.last_mut().expect("just pushed")
                }
            };
            if !entry.1.contains(&case) {
                entry.1.push(case);
            }
            *entry.2.entry(k).or_insert(0) += 1;
        }
    }
    // A base the cases still read otherwise stays live beside the new value: prefer
    // one that dies at the switch (`pc` rather than a stack pointer in an interpreter).
    let score = |e: &(Value, Vec<usize>, HashMap<i64, usize>)| {
        let other =
            e.1.iter()
                .filter(|&&case| regions[case].iter().any(|&b| reads_otherwise(func, b, e.0)))
                .count();
        e.1.len() as i64 - other as i64
    };
    let best = bases.into_iter().max_by_key(|e| (score(e), e.1.len()))?;
    if score(&best) < 2 || 2 * best.1.len() < regions.len() {
        return None;
    }
    let (x, chosen, counts) = best;
    // The most frequent constant; the smaller one on a tie, for a stable choice.
    let (&c, _) = counts
        .iter()
        .max_by_key(|&(&k, &n)| (n, std::cmp::Reverse(k)))?;
    // The slot holds one `addiu`.
    i16::try_from(c).ok()?;
    Some((x, c, chosen))
}

/// For each value, whether an instruction reads it other than as the address of
/// a load or store.
fn register_reads(func: &Function) -> SecondaryMap<Value, bool> {
    let mut reads: SecondaryMap<Value, bool> = SecondaryMap::new();
    for block in func.layout.blocks() {
        for inst in func.layout.block_insts(block) {
            // Every operand but an access's address (a stored value is a
            // register read).
            match func.dfg.insts[inst] {
                InstructionData::Load { .. } => {}
                InstructionData::Store {
                    args: [value, _], ..
                } => reads[value] = true,
                _ => {
                    for v in func.dfg.inst_values(inst) {
                        reads[v] = true;
                    }
                }
            }
        }
    }
    reads
}

/// Whether `block` reads `x` other than as `iadd x, k` with a constant `k`.
fn reads_otherwise(func: &Function, block: Block, x: Value) -> bool {
    func.layout.block_insts(block).any(|inst| {
        add_of_const(func, inst).is_none_or(|(base, _)| base != x)
            && func.dfg.inst_values(inst).any(|v| v == x)
    })
}

/// Rewrites the block's `iadd x, k` into `v` (when `k == c`) or `iadd v, k - c`.
fn rewrite_block(func: &mut Function, block: Block, x: Value, c: i64, v: Value) {
    let insts: Vec<Inst> = func.layout.block_insts(block).collect();
    for inst in insts {
        match add_of_const(func, inst) {
            Some((base, k)) if base == x => {
                let r = func.dfg.first_result(inst);
                if k == c {
                    func.layout.remove_inst(inst);
                    func.dfg.detach_inst_results(inst);
                    func.dfg.change_to_alias(r, v);
                } else {
                    let mut cur = FuncCursor::new(func).at_inst(inst);
                    let rest = cur
                        .ins()
                        .iconst(I32, (k as i32).wrapping_sub(c as i32) as i64);
                    func.dfg.inst_args_mut(inst).copy_from_slice(&[v, rest]);
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cranelift_codegen::settings;

    /// The cases compute `x - 1` twice and `x - 2` once, so the shared add
    /// has a negative constant and the third case adds a negative rest: the
    /// pass's output must pass Cranelift's verifier (release builds of the
    /// compiler do not run it after the pass) and keep every case's value.
    #[test]
    fn negative_shared_constants_pass_the_verifier() {
        let text = "function %f(i32, i32) -> i32 {
block0(v0: i32, v1: i32):
    br_table v1, block3, [block1, block2, block4]
block1:
    v10 = iconst.i32 0xffffffff
    v11 = iadd v0, v10
    v12 = imul v11, v11
    return v12
block2:
    v20 = iconst.i32 0xffffffff
    v21 = iadd v0, v20
    v22 = bxor v21, v1
    return v22
block4:
    v30 = iconst.i32 0xfffffffe
    v31 = iadd v0, v30
    v32 = bor v31, v1
    return v32
block3:
    return v0
}";
        let mut func = cranelift_reader::parse_functions(text).unwrap().remove(0);
        let cfg = ControlFlowGraph::with_function(&func);
        let domtree = DominatorTree::with_function(&func, &cfg);
        let slots = hoist_case_increments(&mut func, &cfg, &domtree);
        assert_eq!(slots.len(), 1, "the switch gets its slot add:\n{func}");
        let flags = settings::Flags::new(settings::builder());
        cranelift_codegen::verify_function(&func, &flags).unwrap_or_else(|e| panic!("{e}\n{func}"));
        // block0 adds 0xffffffff; block4 adds 0xffffffff more (its -2).
        let shown = func.display().to_string();
        assert!(shown.contains("iadd v0, v33"), "{shown}");
        assert!(shown.contains("v31 = iadd.i32 v34, v35"), "{shown}");
    }
}
