//! Stack slot addresses seen through block boundaries, for addressing modes.
//!
//! `def_inst` folds only definitions of the block being lowered, so an access
//! through `v = stack_addr ss` (or `v + 36`) defined in an earlier block — the
//! mid-end hoists such addresses out of loops — built `v` in a register and
//! read `0(v)`. A stack slot address reads nothing but `$sp`, so folding it
//! anywhere costs no register and no longer live range: the access becomes
//! `$sp`-relative, and `v` dies when every user folded it.

use cranelift_codegen::ir::{types::I32, Function, InstructionData, Opcode, StackSlot, Value};
use rustc_hash::FxHashSet;

/// How many `iadd`s of constants the walk looks through.
const MAX_ADDS: usize = 4;

/// How many reads (operands) make a slot address passed to a block parameter fold
/// anyway ([`branch_arguments`]). Measured on the C corpus and the dyn-count
/// programs: 4 to 8 give the same code; `linked`'s address has 3 readers, the
/// array addresses of `exact_digits` over 15.
const MANY_READERS: usize = 6;

/// `(slot, offset)` when `v` is `stack_addr slot + offset`, built by a
/// `stack_addr` and up to `MAX_ADDS` additions of 32-bit constants, in any
/// blocks; `None` otherwise, or when the offset overflows `i32`.
/// `branch_args` caches [`branch_arguments`] for the function: made on the
/// first `stack_addr` met, so functions without one never scan for it.
pub(crate) fn slot_address(
    func: &Function,
    branch_args: &mut Option<FxHashSet<Value>>,
    v: Value,
) -> Option<(StackSlot, i32)> {
    let mut v = func.dfg.resolve_aliases(v);
    let mut offset = 0i32;
    for _ in 0..=MAX_ADDS {
        if func.dfg.value_type(v) != I32 {
            return None;
        }
        let inst = func.dfg.value_def(v).inst()?;
        match func.dfg.insts[inst] {
            InstructionData::StackAddr {
                opcode: Opcode::StackAddr,
                stack_slot,
                offset: slot_offset,
            } => {
                let passed = branch_args.get_or_insert_with(|| branch_arguments(func));
                if passed.contains(&v) {
                    return None;
                }
                return Some((stack_slot, offset.checked_add(slot_offset.into())?));
            }
            InstructionData::Binary {
                opcode: Opcode::Iadd,
                args: [a, b],
            } => {
                let (base, c) = match (iconst_i32(func, a), iconst_i32(func, b)) {
                    (_, Some(c)) => (a, c),
                    (Some(c), None) => (b, c),
                    (None, None) => return None,
                };
                offset = offset.checked_add(c)?;
                v = func.dfg.resolve_aliases(base);
            }
            _ => return None,
        }
    }
    None
}

/// The slot addresses passed to block parameters and read fewer than
/// [`MANY_READERS`] times (operand reads: `store v, v` counts twice). Such an address stays live to that branch
/// anyway, and folding its few other accesses only shortened its range and
/// reshuffled the allocation of the loop it entered (a move cycle in the merge
/// loop of the dyn-count's `linked`), so those are left alone. An address read
/// all over the function (a local array's, whose pointer also starts a loop)
/// folds: otherwise each block rebuilds it for its accesses (`exact_digits`:
/// 15 `addiu`s saved). One scan of the terminators per function (a scan per
/// access was quadratic), and of all instructions only when a slot address is
/// passed.
fn branch_arguments(func: &Function) -> FxHashSet<Value> {
    let mut passed = FxHashSet::default();
    for block in func.layout.blocks() {
        let Some(term) = func.layout.last_inst(block) else {
            continue;
        };
        let data = &func.dfg.insts[term];
        if !data.opcode().is_branch() {
            continue;
        }
        for call in data.branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables) {
            passed.extend(
                call.args(&func.dfg.value_lists)
                    .filter_map(|arg| arg.as_value())
                    .map(|a| func.dfg.resolve_aliases(a)),
            );
        }
    }
    // Only slot addresses are asked about: the others need no count.
    passed.retain(|v| is_stack_addr(func, *v));
    if !passed.is_empty() {
        let mut readers: rustc_hash::FxHashMap<Value, usize> =
            passed.iter().map(|v| (*v, 0)).collect();
        for block in func.layout.blocks() {
            for inst in func.layout.block_insts(block) {
                for a in func.dfg.inst_values(inst) {
                    if let Some(n) = readers.get_mut(&func.dfg.resolve_aliases(a)) {
                        *n += 1;
                    }
                }
            }
        }
        passed.retain(|v| readers[v] < MANY_READERS);
    }
    passed
}

/// Whether a `stack_addr` defines `v`.
fn is_stack_addr(func: &Function, v: Value) -> bool {
    func.dfg.value_def(v).inst().is_some_and(|i| {
        matches!(
            func.dfg.insts[i],
            InstructionData::StackAddr {
                opcode: Opcode::StackAddr,
                ..
            }
        )
    })
}

/// The value of an `i32` constant.
fn iconst_i32(func: &Function, v: Value) -> Option<i32> {
    let inst = func.dfg.value_def(v).inst()?;
    match func.dfg.insts[inst] {
        InstructionData::UnaryImm {
            opcode: Opcode::Iconst,
            imm,
        } => Some(imm.bits() as i32),
        _ => None,
    }
}
