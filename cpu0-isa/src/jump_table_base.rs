//! The address of a function's jump tables, built once before the loop a
//! `br_table` runs in rather than at every dispatch.
//!
//! A `br_table` reads its case's address from the function's jump tables in
//! read-only data (`inst/emit/jump_table.rs`); their address takes a `lui`/`ori`
//! pair. In a bytecode interpreter's dispatch loop that pair would run for every
//! bytecode, so this pass puts a `symbol_value` of [`JUMP_TABLES_SYMBOL`] (the
//! function's own tables; emission relocates it against them, never against a
//! symbol of that name) in the block before the loop, and reports it per
//! `br_table`: the lowering hands its register to the `BrTable`, which then only
//! adds the index and loads. Only loops whose header is the switch, and without
//! calls (across a call the address would need a callee-saved register, saved
//! on every call of the function).

use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::dominator_tree::DominatorTree;
use cranelift_codegen::ir::types::I32;
use cranelift_codegen::ir::{
    Block, ExternalName, Function, GlobalValueData, Inst, InstBuilder, InstructionData, Value,
};
use cranelift_codegen::loop_analysis::LoopAnalysis;
use std::collections::HashMap;

/// The name a `symbol_value` of the function's own jump tables carries.
pub(crate) const JUMP_TABLES_SYMBOL: &str = "__cpu0_jump_tables";

/// Whether `name` is [`JUMP_TABLES_SYMBOL`].
pub(crate) fn is_jump_tables(name: &ExternalName) -> bool {
    matches!(name, ExternalName::TestCase(t) if t.raw() == JUMP_TABLES_SYMBOL.as_bytes())
}

/// Refuses a function whose own symbols or called functions use
/// [`JUMP_TABLES_SYMBOL`]: emission would relocate them against the function's
/// tables instead.
pub(crate) fn check_reserved_name(func: &Function) -> Result<(), crate::CompileError> {
    let symbols = func.global_values.values().filter_map(|gv| match gv {
        GlobalValueData::Symbol { name, .. } => Some(name),
        _ => None,
    });
    let callees = func.dfg.ext_funcs.values().map(|f| &f.name);
    for name in symbols.chain(callees) {
        if is_jump_tables(name) {
            return Err(crate::CompileError::Unsupported(format!(
                "the symbol name %{JUMP_TABLES_SYMBOL} is reserved for the backend's jump tables"
            )));
        }
    }
    Ok(())
}

/// Adds the tables' address before each call-free loop whose header ends in a
/// `br_table`;
/// returns each such `br_table` with that value. `loops` and `domtree` must be
/// current for `func` (this pass adds instructions only).
pub(crate) fn hoist_table_bases(
    func: &mut Function,
    domtree: &DominatorTree,
    loops: &LoopAnalysis,
) -> HashMap<Inst, Value> {
    let mut bases = HashMap::new();
    let mut base_before: HashMap<Block, Value> = HashMap::new();
    let mut gv = None;
    let mut next = func.layout.entry_block();
    while let Some(block) = next {
        next = func.layout.next_block(block);
        let Some(term) = func.layout.last_inst(block) else {
            continue;
        };
        if !matches!(func.dfg.insts[term], InstructionData::BranchTable { .. }) {
            continue;
        }
        let Some(lp) = loops.innermost_loop(block) else {
            continue;
        };
        // Only a dispatch loop, whose header is the switch: deeper in a larger
        // loop (a state machine's) the extra live value cost more in moves and
        // spills than the pair it saves (measured on the dyn-count's fsm).
        let header = loops.loop_header(lp);
        if header != block {
            continue;
        }
        let Some(pre) = domtree.idom(header) else {
            continue;
        };
        let Some(pre_term) = func.layout.last_inst(pre) else {
            continue;
        };
        if crate::loops::has_call(func, &crate::loops::loop_blocks(func, loops, lp)) {
            continue;
        }
        let v = match base_before.get(&pre) {
            Some(v) => *v,
            None => {
                let gv = *gv.get_or_insert_with(|| {
                    func.create_global_value(GlobalValueData::Symbol {
                        name: ExternalName::testcase(JUMP_TABLES_SYMBOL),
                        offset: 0.into(),
                        colocated: true,
                        tls: false,
                    })
                });
                let v = FuncCursor::new(func)
                    .at_inst(pre_term)
                    .ins()
                    .symbol_value(I32, gv);
                base_before.insert(pre, v);
                v
            }
        };
        bases.insert(term, v);
    }
    bases
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_tables_symbol_name_is_refused_in_user_code() {
        let symbol = "function %f() -> i32 {
            gv0 = symbol %__cpu0_jump_tables
        block0:
            v0 = symbol_value.i32 gv0
            return v0
        }";
        let callee = "function %f() -> i32 {
            fn0 = %__cpu0_jump_tables() -> i32
        block0:
            v0 = func_addr.i32 fn0
            return v0
        }";
        for text in [symbol, callee] {
            let func = cranelift_reader::parse_functions(text).unwrap().remove(0);
            let mut ctx = cranelift_codegen::Context::for_function(func);
            let err = crate::compile(&mut ctx, &crate::Flags::default()).unwrap_err();
            assert!(matches!(err, crate::CompileError::Unsupported(_)), "{err}");
        }
    }
}
