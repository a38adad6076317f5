//! The address of a function's jump tables, built once before the loop a
//! `br_table` runs in rather than at every dispatch.
//!
//! A `br_table` reads its case's address from the function's jump tables in
//! read-only data (`inst/emit/jump_table.rs`); their address takes a `lui`/`ori`
//! pair. In a bytecode interpreter's dispatch loop that pair would run for every
//! bytecode, so this pass puts a `symbol_value` of a global value of its own in
//! the block before the loop and reports that global value ([`TableBases`]): the
//! lowering builds the function's own tables' address for it (whatever its name
//! says), and hands the register to each `br_table` of the loop, which then only
//! adds the index and loads. Only loops whose header is the switch, and without
//! calls (across a call the address would need a callee-saved register, saved
//! on every call of the function).

use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::dominator_tree::DominatorTree;
use cranelift_codegen::ir::types::I32;
use cranelift_codegen::ir::{
    Block, ExternalName, Function, GlobalValue, GlobalValueData, Inst, InstBuilder,
    InstructionData, Value,
};
use cranelift_codegen::loop_analysis::LoopAnalysis;
use std::collections::HashMap;

/// What [`hoist_table_bases`] added.
#[derive(Default)]
pub(crate) struct TableBases {
    /// The global value whose `symbol_value`s are the function's jump tables'
    /// address (created by the pass, so no user symbol can be it).
    pub global: Option<GlobalValue>,
    /// Each `br_table` with the value holding that address before its loop.
    pub by_switch: HashMap<Inst, Value>,
}

/// Adds the tables' address before each call-free loop whose header ends in a
/// `br_table`;
/// returns the global value it made and each such `br_table` with its value.
/// `loops` and `domtree` must be current for `func` (this pass adds
/// instructions only).
pub(crate) fn hoist_table_bases(
    func: &mut Function,
    domtree: &DominatorTree,
    loops: &LoopAnalysis,
) -> TableBases {
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
                        // Never relocated against: the lowering knows this
                        // global value by its identity (`TableBases::global`).
                        name: ExternalName::testcase("jump_tables"),
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
    TableBases {
        global: gv,
        by_switch: bases,
    }
}

#[cfg(test)]
mod tests {
    use crate::{CompiledFunction, RelocKind};
    use cranelift_codegen::ir::ExternalName;

    fn compile(text: &str) -> CompiledFunction {
        let func = cranelift_reader::parse_functions(text).unwrap().remove(0);
        let mut ctx = cranelift_codegen::Context::for_function(func);
        crate::compile(&mut ctx, &crate::Flags::default()).unwrap()
    }

    /// The kinds of `out`'s relocations, checking they are all against `name`.
    fn relocs_against(out: &CompiledFunction, name: &str) -> Vec<RelocKind> {
        out.relocs
            .iter()
            .inspect(|r| assert_eq!(r.name, ExternalName::testcase(name)))
            .map(|r| r.kind)
            .collect()
    }

    /// A user symbol that happens to carry the tables' old reserved names is an
    /// ordinary symbol: its address is relocated against it, never against the
    /// function's jump tables, also beside a hoisted tables' address.
    #[test]
    fn user_symbols_named_like_the_tables_are_ordinary_symbols() {
        for name in ["__cpu0_jump_tables", "jump_tables"] {
            let symbol = format!(
                "function %f() -> i32 {{
                gv0 = symbol %{name}
            block0:
                v0 = symbol_value.i32 gv0
                return v0
            }}"
            );
            let callee = format!(
                "function %f() -> i32 {{
                fn0 = %{name}() -> i32
            block0:
                v0 = func_addr.i32 fn0
                return v0
            }}"
            );
            for text in [symbol, callee] {
                let out = compile(&text);
                assert!(out.jump_tables.is_empty() && out.jump_table_refs.is_empty());
                let kinds = relocs_against(&out, name);
                assert_eq!(kinds, [RelocKind::Hi16, RelocKind::Lo16], "{text}");
            }
            // A call-free dispatch loop (its tables' address hoisted) that also
            // returns the user symbol's address.
            let out = compile(&format!(
                "function %f(i32) -> i32 {{
                gv0 = symbol %{name}
            block0(v0: i32):
                jump block1(v0)
            block1(v1: i32):
                br_table v1, block3, [block3, block2, block2]
            block2:
                v2 = iconst.i32 1
                v3 = isub v1, v2
                jump block1(v3)
            block3:
                v4 = symbol_value.i32 gv0
                return v4
            }}"
            ));
            // One table of three cases; its address built once (one lui/ori pair).
            assert_eq!(out.jump_tables.len(), 3);
            assert_eq!(out.jump_table_refs.len(), 2);
            let kinds = relocs_against(&out, name);
            assert_eq!(kinds, [RelocKind::Hi16, RelocKind::Lo16]);
        }
    }
}
