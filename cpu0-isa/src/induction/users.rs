//! Who reads each value, and dead-code removal, in flat tables indexed by value.
//!
//! The pass rescans the whole function after each loop it rewrites, so these
//! scans run (loops × instructions) times on a large function: they use dense
//! per-value tables, not hash maps, to keep that cheap.

use super::linear::is_linear_op;
use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::ir::{Function, Inst, Opcode, Value, ValueDef};

/// The instructions that read each value (aliases resolved), one entry per
/// operand, in layout order.
pub(super) struct Users {
    /// `readers[range[v].0..range[v].1]` read `v`.
    range: SecondaryMap<Value, (u32, u32)>,
    readers: Vec<Inst>,
}

impl Users {
    pub(super) fn of_function(func: &Function) -> Users {
        // Both tables sized up front: growing them one index at a time showed.
        // The first walk counts each value's readers in `range[v].1`.
        let num_values = func.dfg.num_values();
        let mut range: SecondaryMap<Value, (u32, u32)> = crate::lower::dense_map(num_values);
        let mut operands = 0usize;
        for_each_operand(func, |v, _| {
            range[v].1 += 1;
            operands += 1;
        });
        // Each value's slice starts where the previous one's ends; the second
        // walk fills it, `range[v].1` counting up to its end.
        let mut next = 0u32;
        for r in range.values_mut() {
            let n = r.1;
            *r = (next, next);
            next += n;
        }
        let mut readers = vec![Inst::from_u32(0); operands];
        for_each_operand(func, |v, inst| {
            let slot = &mut range[v].1;
            readers[*slot as usize] = inst;
            *slot += 1;
        });
        Users { range, readers }
    }

    /// The readers of `v` (empty for values made after the table).
    pub(super) fn of(&self, v: Value) -> &[Inst] {
        let (start, end) = self.range[v];
        &self.readers[start as usize..end as usize]
    }
}

fn for_each_operand(func: &Function, mut f: impl FnMut(Value, Inst)) {
    for block in func.layout.blocks() {
        for inst in func.layout.block_insts(block) {
            for v in func.dfg.inst_values(inst) {
                f(func.dfg.resolve_aliases(v), inst);
            }
        }
    }
}

/// Removes pure arithmetic whose result nobody reads (the old address chains).
pub(super) fn remove_dead(func: &mut Function) {
    let mut uses: SecondaryMap<Value, u32> = crate::lower::dense_map(func.dfg.num_values());
    for_each_operand(func, |v, _| uses[v] += 1);
    let dead_at = |func: &Function, uses: &SecondaryMap<Value, u32>, inst: Inst| {
        let pure = is_linear_op(func, inst)
            || matches!(
                func.dfg.insts[inst].opcode(),
                Opcode::Iconst | Opcode::SymbolValue
            );
        let results = func.dfg.inst_results(inst);
        pure && results.len() == 1 && uses[results[0]] == 0
    };
    let mut work: Vec<Inst> = Vec::new();
    for block in func.layout.blocks() {
        work.extend(
            func.layout
                .block_insts(block)
                .filter(|i| dead_at(func, &uses, *i)),
        );
    }
    while let Some(inst) = work.pop() {
        if func.layout.inst_block(inst).is_none() {
            continue;
        }
        let args: Vec<Value> = func.dfg.inst_values(inst).collect();
        func.layout.remove_inst(inst);
        for a in args {
            let a = func.dfg.resolve_aliases(a);
            if uses[a] == 0 {
                continue;
            }
            uses[a] -= 1;
            if uses[a] == 0 {
                if let ValueDef::Result(d, _) = func.dfg.value_def(a) {
                    if func.layout.inst_block(d).is_some() && dead_at(func, &uses, d) {
                        work.push(d);
                    }
                }
            }
        }
    }
}
