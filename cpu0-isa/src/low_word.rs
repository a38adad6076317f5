//! The low word of a 64-bit sum or product shared with its 32-bit twin, on CLIF
//! after the mid-end.
//!
//! The mid-end narrows `ireduce.i32 (iadd.i64 a b)` to `iadd.i32 (ireduce a)
//! (ireduce b)` (and products alike), which pays when the 64-bit value dies.
//! When the 64-bit value is still needed — a carry chain, `t = x * m + carry`
//! whose high word is the next carry — both are lowered: the sum's low word
//! twice, the product's low word as `mul` and again as `mflo`. Here an `i32`
//! add or multiply whose result is, operand for operand, the low word of an
//! `i64` add or multiply in the same block becomes `ireduce` of that value,
//! which lowers to no instruction (it names the value's low register). When the
//! `i64` one comes later, its pure operands (adds, multiplies, extends) are
//! moved up above the `i32` one first.
//!
//! The low 32 bits of a sum or product depend only on the low 32 bits of its
//! operands, so the match compares the operands' low words: a value seen through
//! `uextend`/`sextend` from `i32` and `ireduce` to `i32`, and sums and products
//! of such, nested a few levels.

use cranelift_codegen::ir::{
    types, Block, Function, Inst, InstBuilder, InstructionData, Opcode, Value,
};
use rustc_hash::FxHashMap as WordMap;

/// How deep sums and products nest in one compared expression.
const MAX_DEPTH: u32 = 3;

/// The low word of a value, up to equality: an opaque value's own (an `i32`
/// value, or the low word of an `i64` one), or a sum or product of two such
/// (numbered in `Words::ids`, operands in increasing order: both commute).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Word {
    Of(Value),
    Add(u32, u32),
    Mul(u32, u32),
}

/// Numbers the words seen in one function.
#[derive(Default)]
struct Words {
    ids: WordMap<Word, u32>,
}

impl Words {
    fn id(&mut self, w: Word) -> u32 {
        let next = self.ids.len() as u32;
        *self.ids.entry(w).or_insert(next)
    }

    /// The low word of `v` (an `i32` or `i64` value).
    fn of(&mut self, func: &Function, v: Value, depth: u32) -> u32 {
        let w = self.word(func, v, depth).unwrap_or(Word::Of(v));
        self.id(w)
    }

    /// The low word of `v` when its definition shows it, `None` if opaque.
    fn word(&mut self, func: &Function, v: Value, depth: u32) -> Option<Word> {
        let inst = func.dfg.value_def(v).inst()?;
        match func.dfg.insts[inst] {
            InstructionData::Unary {
                opcode: Opcode::Uextend | Opcode::Sextend | Opcode::Ireduce,
                arg,
            } => {
                // Between `i32` and `i64` the low word passes unchanged.
                let (from, to) = (func.dfg.value_type(arg), func.dfg.value_type(v));
                if !matches!(
                    (from, to),
                    (types::I32, types::I64) | (types::I64, types::I32)
                ) {
                    return None;
                }
                Some(self.word(func, arg, depth).unwrap_or(Word::Of(arg)))
            }
            InstructionData::Binary {
                opcode: op @ (Opcode::Iadd | Opcode::Imul),
                args: [a, b],
            } if depth > 0 => {
                let (x, y) = (self.of(func, a, depth - 1), self.of(func, b, depth - 1));
                let (x, y) = (x.min(y), x.max(y));
                Some(if op == Opcode::Iadd {
                    Word::Add(x, y)
                } else {
                    Word::Mul(x, y)
                })
            }
            _ => None,
        }
    }
}

/// Whether `inst` is an `iadd` or `imul`, and of which type.
fn add_or_mul(func: &Function, inst: Inst) -> Option<types::Type> {
    match func.dfg.insts[inst] {
        InstructionData::Binary {
            opcode: Opcode::Iadd | Opcode::Imul,
            ..
        } => Some(func.dfg.ctrl_typevar(inst)),
        _ => None,
    }
}

/// Rewrites each `i32` add or multiply that recomputes the low word of an `i64`
/// one in its block as `ireduce` of it. The mid-end often places the `i64` one
/// later: its pure operands are then moved up, before the `i32` one.
pub(crate) fn share_low_words(func: &mut Function) {
    let mut words = Words::default();
    // The first `i64` value of each low word in the current block.
    let mut wide: WordMap<u32, Value> = WordMap::default();
    let mut narrow: Vec<Inst> = Vec::new();
    let mut next = func.layout.entry_block();
    while let Some(block) = next {
        next = func.layout.next_block(block);
        // Most blocks have no `i64` sum or product: they cost one scan.
        wide.clear();
        narrow.clear();
        for inst in func.layout.block_insts(block) {
            match add_or_mul(func, inst) {
                Some(types::I64) => {
                    let result = func.dfg.first_result(inst);
                    let id = words.of(func, result, MAX_DEPTH);
                    wide.entry(id).or_insert(result);
                }
                Some(types::I32) => narrow.push(inst),
                _ => {}
            }
        }
        if wide.is_empty() {
            continue;
        }
        for &inst in &narrow {
            let result = func.dfg.first_result(inst);
            let id = words.of(func, result, MAX_DEPTH);
            let Some(&w) = wide.get(&id) else {
                continue;
            };
            let mut budget = MAX_MOVES;
            if available_before(func, block, w, inst, &mut budget) {
                func.replace(inst).ireduce(types::I32, w);
            }
        }
    }
}

/// How many instructions one rewrite may move.
const MAX_MOVES: u32 = 16;

/// Makes `v` available before `at` (in `block`), moving its definition and those
/// of its operands up when they are pure and in `block` after `at`; false when
/// that would take a side-effecting instruction or more than `budget` moves.
/// Operands already moved when it fails stay moved: they are pure and still
/// precede their readers, so the function means the same.
fn available_before(
    func: &mut Function,
    block: Block,
    v: Value,
    at: Inst,
    budget: &mut u32,
) -> bool {
    let Some(def) = func.dfg.value_def(v).inst() else {
        return true; // A block parameter: defined on entry.
    };
    if func.layout.inst_block(def) != Some(block)
        || func.layout.pp_cmp(def, at) == std::cmp::Ordering::Less
    {
        return true;
    }
    let op = func.dfg.insts[def].opcode();
    let pure = !op.can_load()
        && !op.can_store()
        && !op.can_trap()
        && !op.is_call()
        && !op.is_branch()
        && !op.other_side_effects();
    if !pure || *budget == 0 {
        return false;
    }
    *budget -= 1;
    let args: smallvec::SmallVec<[Value; 4]> = func.dfg.inst_args(def).iter().copied().collect();
    for arg in args {
        if !available_before(func, block, arg, at, budget) {
            return false;
        }
    }
    func.layout.remove_inst(def);
    func.layout.insert_inst(def, at);
    true
}
