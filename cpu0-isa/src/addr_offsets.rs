//! Constant address offsets folded into the accesses that use them, across
//! blocks.
//!
//! The egraph merges equal `iadd p, 4` and places the one value where it
//! dominates all its users, often out of a loop. The lowering folds an offset
//! into a load or store only when the `iadd` is in the access's own block, so
//! such a value is built in a register and kept live (an interpreter that
//! writes an error message through `p+4`, `p+8`, ... `p+20` kept five of them,
//! each spilled and reloaded at every store). When two or more such values
//! `v = iadd p, c` of one base `p` are read only by loads and stores, as their
//! address, those accesses read `p` with `c` added to their offsets instead:
//! one value (`p`) crosses the blocks instead of several, and no `addiu` is
//! left. A lone one is left alone: trading its value for `p`'s changes nothing
//! but the allocation (measured: the dyn-count's `hash` lost a hoisted
//! constant).

use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::ir::{types, Function, Inst, InstructionData, Opcode, Value};

/// The largest displacement kept: a 16-bit one, with room for the words after
/// the first of a two- or four-word access.
const MAX_OFFSET: i64 = 0x7ff0;

/// `(p, c)` when `inst` is `iadd.i32 p, c` of a constant `c`.
fn offset_add(func: &Function, inst: Inst) -> Option<(Value, i64)> {
    let InstructionData::Binary {
        opcode: Opcode::Iadd,
        args: [a, b],
    } = func.dfg.insts[inst]
    else {
        return None;
    };
    if func.dfg.value_type(func.dfg.first_result(inst)) != types::I32 {
        return None;
    }
    let (a, b) = (func.dfg.resolve_aliases(a), func.dfg.resolve_aliases(b));
    match (
        crate::loops::iconst_of(func, a),
        crate::loops::iconst_of(func, b),
    ) {
        (None, Some(c)) => Some((a, i64::from(c as i32))),
        (Some(c), None) => Some((b, i64::from(c as i32))),
        _ => None,
    }
}

/// The address operand and offset of a load or store `inst`.
fn access(func: &Function, inst: Inst) -> Option<(Value, i64)> {
    match func.dfg.insts[inst] {
        InstructionData::Load { arg, offset, .. } => Some((arg, i64::from(i32::from(offset)))),
        InstructionData::Store { args, offset, .. } => {
            Some((args[1], i64::from(i32::from(offset))))
        }
        _ => None,
    }
}

/// What the walk knows of a value.
#[derive(Clone, Copy, Default, PartialEq)]
enum State {
    /// Not an offset add.
    #[default]
    Other,
    /// An offset add every reader so far takes as an address that still fits.
    Foldable,
    /// An offset add something reads otherwise.
    Kept,
}

/// Folds each `v = iadd.i32 p, c` that only loads and stores read, as their
/// address, into those accesses, and removes it, when `p` has two or more of
/// them. No block or edge changes.
pub(crate) fn fold_address_offsets(func: &mut Function) {
    let mut adds: Vec<(Inst, Value, Value, i64)> = Vec::new();
    // How many adds each base has: only a base with two or more can gain,
    // and most functions have none (their readers are then not walked).
    let mut per_base: SecondaryMap<Value, u32> = crate::lower::dense_map(func.dfg.num_values());
    let mut shared = false;
    for block in func.layout.blocks() {
        for inst in func.layout.block_insts(block) {
            if let Some((p, c)) = offset_add(func, inst) {
                adds.push((inst, func.dfg.first_result(inst), p, c));
                per_base[p] += 1;
                shared |= per_base[p] >= 2;
            }
        }
    }
    if !shared {
        return;
    }
    let mut state: SecondaryMap<Value, State> = crate::lower::dense_map(func.dfg.num_values());
    for &(_, v, p, _) in &adds {
        if per_base[p] >= 2 {
            state[v] = State::Foldable;
        }
    }
    let add_of = |func: &Function, v: Value| -> Option<i64> {
        let inst = func.dfg.value_def(v).inst()?;
        offset_add(func, inst).map(|(_, c)| c)
    };
    for block in func.layout.blocks() {
        for inst in func.layout.block_insts(block) {
            let address = access(func, inst).map(|(a, off)| (func.dfg.resolve_aliases(a), off));
            for v in func.dfg.inst_values(inst) {
                let v = func.dfg.resolve_aliases(v);
                if state[v] != State::Foldable {
                    continue;
                }
                // Read as the address only (a store of the value itself keeps
                // it), and the sum fits a displacement.
                let as_address = match address {
                    Some((a, off)) if a == v => add_of(func, v)
                        .is_some_and(|c| (-MAX_OFFSET..=MAX_OFFSET).contains(&(off + c))),
                    _ => false,
                };
                let stored = matches!(func.dfg.insts[inst], InstructionData::Store { args, .. }
                    if func.dfg.resolve_aliases(args[0]) == v);
                if !as_address || stored {
                    state[v] = State::Kept;
                }
            }
        }
    }
    // A base `p` is never folded away itself: its `iadd` reads it otherwise
    // than as an address.
    rewrite(func, &state, &adds);
}

/// Points each access through a foldable add at its base, with the constant
/// added to the offset, and removes the add.
fn rewrite(
    func: &mut Function,
    state: &SecondaryMap<Value, State>,
    adds: &[(Inst, Value, Value, i64)],
) {
    let mut any = false;
    // How many foldable adds each base has (see the module comment).
    let mut per_base: SecondaryMap<Value, u32> = crate::lower::dense_map(func.dfg.num_values());
    for &(_, v, p, _) in adds {
        if state[v] == State::Foldable {
            per_base[p] += 1;
        }
    }
    let mut folded: SecondaryMap<Value, Option<(Value, i64)>> =
        crate::lower::dense_map(func.dfg.num_values());
    for &(inst, v, p, c) in adds {
        if state[v] == State::Foldable && per_base[p] >= 2 {
            folded[v] = Some((p, c));
            func.layout.remove_inst(inst);
            any = true;
        }
    }
    if !any {
        return;
    }
    let mut next_block = func.layout.entry_block();
    while let Some(block) = next_block {
        next_block = func.layout.next_block(block);
        let mut next_inst = func.layout.first_inst(block);
        while let Some(inst) = next_inst {
            next_inst = func.layout.next_inst(inst);
            let Some((a, _)) = access(func, inst) else {
                continue;
            };
            let Some((p, c)) = folded[func.dfg.resolve_aliases(a)] else {
                continue;
            };
            match &mut func.dfg.insts[inst] {
                InstructionData::Load { arg, offset, .. } => {
                    *arg = p;
                    *offset = (i32::from(*offset) + c as i32).into();
                }
                InstructionData::Store { args, offset, .. } => {
                    args[1] = p;
                    *offset = (i32::from(*offset) + c as i32).into();
                }
                _ => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::fold_address_offsets;
    use cranelift_codegen::ir::{Function, InstructionData};

    fn parse(text: &str) -> Function {
        cranelift_reader::parse_functions(text).unwrap().remove(0)
    }

    /// The (address, offset) of each load and store, in layout order.
    fn accesses(func: &Function) -> Vec<(String, i32)> {
        let mut out = Vec::new();
        for block in func.layout.blocks() {
            for inst in func.layout.block_insts(block) {
                match func.dfg.insts[inst] {
                    InstructionData::Load { arg, offset, .. } => {
                        out.push((arg.to_string(), offset.into()))
                    }
                    InstructionData::Store { args, offset, .. } => {
                        out.push((args[1].to_string(), offset.into()))
                    }
                    _ => {}
                }
            }
        }
        out
    }

    /// Two adds of `v0` read only as addresses fold (offsets 4 + 8 and 8 + 0);
    /// `v0 + 12`, also stored as a value, and the lone add of `v1` stay.
    #[test]
    fn adds_of_one_base_fold_into_accesses() {
        let mut func = parse(
            "function %f(i32, i32) -> i32 {
            block0(v0: i32, v1: i32):
                v2 = iconst.i32 4
                v3 = iadd v0, v2
                v4 = iconst.i32 8
                v5 = iadd v0, v4
                v6 = iconst.i32 12
                v7 = iadd v0, v6
                v8 = iadd v1, v2
                brif v1, block1, block2
            block1:
                v9 = load.i32 v3+8
                store v9, v5
                store v7, v7
                v10 = load.i32 v8
                return v10
            block2:
                v11 = load.i32 v5
                return v11
            }",
        );
        fold_address_offsets(&mut func);
        let want: Vec<(String, i32)> = [("v0", 12), ("v0", 8), ("v7", 0), ("v8", 0), ("v0", 8)]
            .iter()
            .map(|(v, o)| (v.to_string(), *o))
            .collect();
        assert_eq!(accesses(&func), want);
        // The folded adds left the layout; the kept ones are still there.
        let text = func.display().to_string();
        assert!(!text.contains("v3 = iadd") && !text.contains("v5 = iadd"));
        assert!(text.contains("v7 = iadd") && text.contains("v8 = iadd"));
    }
}
