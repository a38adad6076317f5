//! Which kinds of instruction a function holds, from one walk over its
//! instruction table after the mid-end.
//!
//! Each CLIF pass after the mid-end (`crate::compile`) looks for a few kinds of
//! instruction (a `br_table`, a 64-bit add, two address builds) and most
//! functions have none of them: one shared walk lets the driver skip those
//! passes rather than each walking the function to find nothing.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, Function, Inst, InstructionData, Opcode, ValueDef};

/// What [`Inventory::of`] found. The instruction table holds removed
/// instructions too, so each fact is an upper bound: a pass skipped on it
/// would have found nothing to change.
#[derive(Default)]
pub(crate) struct Inventory {
    /// Some `iadd` of a block parameter, or some `iadd` and some `icmp eq|ne`:
    /// what `crate::loops::fold_counter_compares` rewrites.
    pub counter: bool,
    /// Some `br_table` (`crate::switch_slot`, `crate::jump_table_base`).
    pub br_table: bool,
    /// Some `iadd` or `imul` on `i64` (`crate::low_word`).
    pub wide_add_mul: bool,
    /// How many `symbol_value` and `func_addr` there are (`crate::symbol_share`
    /// merges two or more of one symbol).
    pub address_builds: u32,
    /// How many words the plain `load`s read (`crate::load_sink` needs
    /// [`crate::load_sink::MIN_WORDS`] in one block).
    pub load_words: u32,
}

impl Inventory {
    /// The inventory of `func`: the instruction table in index order, cheaper
    /// than the layout's lists.
    pub(crate) fn of(func: &Function) -> Inventory {
        let dfg = &func.dfg;
        let mut inv = Inventory::default();
        let (mut iadd, mut icmp_eq) = (false, false);
        for i in 0..dfg.num_insts() as u32 {
            match dfg.insts[Inst::from_u32(i)] {
                InstructionData::Binary {
                    opcode: op @ (Opcode::Iadd | Opcode::Imul),
                    args: [a, _],
                } => {
                    if op == Opcode::Iadd {
                        iadd = true;
                        inv.counter |= matches!(dfg.value_def(a), ValueDef::Param(..));
                    }
                    // The operands' type is the instruction's (the verifier
                    // checked the placed ones).
                    inv.wide_add_mul |= dfg.value_type(a) == types::I64;
                }
                InstructionData::IntCompare {
                    opcode: Opcode::Icmp,
                    cond: IntCC::Equal | IntCC::NotEqual,
                    ..
                } => icmp_eq = true,
                InstructionData::BranchTable { .. } => inv.br_table = true,
                InstructionData::UnaryGlobalValue {
                    opcode: Opcode::SymbolValue,
                    ..
                }
                | InstructionData::FuncAddr {
                    opcode: Opcode::FuncAddr,
                    ..
                } => inv.address_builds += 1,
                InstructionData::Load {
                    opcode: Opcode::Load,
                    ..
                } => {
                    inv.load_words = inv
                        .load_words
                        .saturating_add(crate::load_sink::load_words(func, Inst::from_u32(i)));
                }
                _ => {}
            }
        }
        inv.counter |= iadd && icmp_eq;
        inv
    }
}

#[cfg(test)]
mod tests {
    use super::Inventory;

    fn inventory(text: &str) -> Inventory {
        Inventory::of(&cranelift_reader::parse_functions(text).unwrap()[0])
    }

    /// A straight-line function with none of the kinds: every pass is skipped.
    #[test]
    fn plain_function_has_nothing() {
        let inv = inventory(
            "function %f(i32, i32) -> i32 {
            block0(v0: i32, v1: i32):
                v2 = isub v0, v1
                v3 = imul v2, v2
                return v3
            }",
        );
        assert!(!inv.counter && !inv.br_table && !inv.wide_add_mul);
        assert_eq!(inv.address_builds, 0);
    }

    /// An `iadd` of a block parameter, a 64-bit multiply, a `br_table` and two
    /// address builds (a symbol and a function's).
    #[test]
    fn each_kind_is_seen() {
        let inv = inventory(
            "function %f(i32, i64) -> i64 {
                gv0 = symbol %g
                fn0 = %h()
            block0(v0: i32, v1: i64):
                v2 = iconst.i32 1
                v3 = iadd v0, v2
                v4 = imul v1, v1
                v5 = symbol_value.i32 gv0
                v6 = func_addr.i32 fn0
                br_table v3, block1, [block1, block1]
            block1:
                return v4
            }",
        );
        assert!(inv.counter && inv.br_table && inv.wide_add_mul);
        assert_eq!(inv.address_builds, 2);
    }

    /// An `iadd` of a computed value counts only with an `icmp eq|ne` somewhere.
    #[test]
    fn counter_needs_a_compare_unless_a_parameter_is_added_to() {
        let add_only = "function %f(i32) -> i32 {
            block0(v0: i32):
                v1 = imul v0, v0
                v2 = iconst.i32 1
                v3 = iadd v1, v2
                return v3
            }";
        assert!(!inventory(add_only).counter);
        let with_compare = "function %f(i32) -> i8 {
            block0(v0: i32):
                v1 = imul v0, v0
                v2 = iconst.i32 1
                v3 = iadd v1, v2
                v4 = icmp ne v1, v2
                return v4
            }";
        assert!(inventory(with_compare).counter);
    }
}
