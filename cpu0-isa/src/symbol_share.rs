//! One address build per symbol and loop level, on CLIF after the mid-end.
//!
//! A symbol's address costs two instructions (`lui`, `ori`). The egraph builds it
//! once per block that needs it unless an earlier build dominates that block, so
//! blocks side by side (the error paths of a parser, each setting the same error
//! globals) each build their own. Here the builds of one symbol in blocks of the
//! same loop (or of no loop) become one, in the nearest block dominating them all
//! (it may also run on paths that reach none of them: block frequencies are not
//! weighed, which the corpus measured as a net gain). When that block lies in a loop the
//! builds are not in (they follow its exits), the build goes before that loop
//! instead, where it runs once for all the iterations. Kept in a register (or
//! reloaded from a spill slot, one instruction) the address is cheaper at each
//! later use than a rebuild.
//!
//! Measured on the C corpus (large_lang's error paths above all), sharing two
//! builds already pays, and moving builds out of loops they follow saves more.

use cranelift_codegen::dominator_tree::DominatorTree;
use cranelift_codegen::ir::{
    types, Block, ExternalName, Function, GlobalValueData, Inst, InstructionData, Opcode, Value,
};
use cranelift_codegen::loop_analysis::{Loop, LoopAnalysis};
use std::collections::HashMap;

/// How many builds of one address in one loop level make sharing them pay.
pub(crate) const MIN_BUILDS: usize = 2;

/// What an address build computes: the symbol and its offset.
#[derive(PartialEq, Eq, Hash)]
struct Key {
    name: ExternalName,
    offset: i64,
    level: Option<Loop>,
}

/// The symbol and offset whose address `inst` builds as one `i32`, if it builds one.
fn address_of(func: &Function, inst: Inst) -> Option<(ExternalName, i64)> {
    let (name, offset) = match func.dfg.insts[inst] {
        InstructionData::UnaryGlobalValue {
            opcode: Opcode::SymbolValue,
            global_value,
        } => match &func.global_values[global_value] {
            GlobalValueData::Symbol {
                name,
                offset,
                tls: false,
                ..
            } => (name.clone(), offset.bits()),
            _ => return None,
        },
        InstructionData::FuncAddr {
            opcode: Opcode::FuncAddr,
            func_ref,
        } => (func.dfg.ext_funcs[func_ref].name.clone(), 0),
        _ => return None,
    };
    (func.dfg.value_type(func.dfg.first_result(inst)) == types::I32).then_some((name, offset))
}

/// The nearest block dominating both `a` and `b` (both reachable).
fn common_dominator(domtree: &DominatorTree, mut a: Block, b: Block) -> Option<Block> {
    while !domtree.block_dominates(a, b) {
        a = domtree.idom(a)?;
    }
    Some(a)
}

/// Merges the address builds of each symbol within each loop level (see the module
/// comment). Returns whether anything changed; the results of the removed builds
/// are aliases of the kept one, resolved before returning. Changes no block or edge.
pub fn share_symbol_addresses(
    func: &mut Function,
    domtree: &DominatorTree,
    loops: &LoopAnalysis,
) -> bool {
    // The instruction table in index order: most functions build no address
    // several times, and this is cheaper than walking the layout.
    // Groups in the order first met, so the output never depends on hashing.
    let mut group_of: HashMap<Key, usize> = HashMap::new();
    let mut builds: Vec<(Option<Loop>, Vec<Inst>)> = Vec::new();
    for i in 0..func.dfg.num_insts() as u32 {
        let inst = Inst::from_u32(i);
        let Some((name, offset)) = address_of(func, inst) else {
            continue;
        };
        let Some(block) = func.layout.inst_block(inst) else {
            continue;
        };
        if !domtree.is_reachable(block) {
            continue;
        }
        let level = loops.innermost_loop(block);
        let next = builds.len();
        let g = *group_of
            .entry(Key {
                name,
                offset,
                level,
            })
            .or_insert(next);
        if g == next {
            builds.push((level, Vec::new()));
        }
        builds[g].1.push(inst);
    }
    let mut changed = false;
    for (level, insts) in builds {
        if insts.len() < MIN_BUILDS {
            continue;
        }
        let blocks: Vec<Block> = insts
            .iter()
            .map(|&i| func.layout.inst_block(i).expect("placed above"))
            .collect();
        let Some(home) = blocks[1..]
            .iter()
            .try_fold(blocks[0], |a, &b| common_dominator(domtree, a, b))
        else {
            continue;
        };
        // Not into a loop the builds are not in: before it instead, where the
        // build runs once for all its iterations.
        let mut home = home;
        while let Some(lp) = loops.innermost_loop(home) {
            if level.is_some_and(|k| lp == k || !loops.is_child_loop(lp, k)) {
                break;
            }
            let Some(pre) = domtree.idom(loops.loop_header(lp)) else {
                break;
            };
            home = pre;
        }
        // Nor out of the builds' own loop (`crate::loops` weighs that).
        if loops.innermost_loop(home) != level {
            continue;
        }
        // The build kept: the first one in `home` if it has any, else any one,
        // moved to the end of `home`.
        let in_home = insts
            .iter()
            .filter(|&&i| func.layout.inst_block(i) == Some(home))
            .min_by(|&&a, &&b| func.layout.pp_cmp(a, b));
        let kept = match in_home {
            Some(&i) => i,
            None => {
                let i = insts[0];
                let term = func
                    .layout
                    .last_inst(home)
                    .expect("blocks end in a terminator");
                // A `br_table` keeps the instruction before it (the add
                // `crate::switch_slot` put there for its delay slot).
                let at = match func.dfg.insts[term].opcode() {
                    Opcode::BrTable => func.layout.prev_inst(term).unwrap_or(term),
                    _ => term,
                };
                func.layout.remove_inst(i);
                func.layout.insert_inst(i, at);
                i
            }
        };
        let kept_value: Value = func.dfg.first_result(kept);
        for &i in insts.iter().filter(|&&i| i != kept) {
            let old = func.dfg.first_result(i);
            func.layout.remove_inst(i);
            func.dfg.clear_results(i);
            func.dfg.change_to_alias(old, kept_value);
        }
        changed = true;
    }
    if changed {
        func.dfg.resolve_all_aliases();
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use cranelift_codegen::flowgraph::ControlFlowGraph;
    use cranelift_reader::parse_functions;

    fn run(text: &str) -> (bool, String) {
        let mut func = parse_functions(text).unwrap().remove(0);
        let cfg = ControlFlowGraph::with_function(&func);
        let domtree = DominatorTree::with_function(&func, &cfg);
        let mut loops = LoopAnalysis::new();
        loops.compute(&func, &cfg, &domtree);
        let changed = share_symbol_addresses(&mut func, &domtree, &loops);
        (changed, func.display().to_string())
    }

    /// Three sibling blocks storing to one global: one build, in the block that
    /// branches to them.
    #[test]
    fn siblings_share_one_build() {
        let (changed, text) = run("function %f(i32, i32) {
                gv0 = symbol %g
            block0(v0: i32, v1: i32):
                brif v0, block1, block4
            block4:
                brif v1, block2, block3
            block1:
                v2 = symbol_value.i32 gv0
                store v0, v2
                return
            block2:
                v3 = symbol_value.i32 gv0
                store v1, v3
                return
            block3:
                v4 = symbol_value.i32 gv0
                store v0, v4
                return
            }");
        assert!(changed);
        assert_eq!(text.matches("symbol_value").count(), 1, "{text}");
        let build = text.find("symbol_value").unwrap();
        let first_branch = text.find("brif").unwrap();
        assert!(build < first_branch, "{text}");
    }

    /// Three exits of a loop, each building the address: the block dominating
    /// them is the loop header, run on every iteration, so the one build goes
    /// before the loop.
    #[test]
    fn before_the_loop_they_follow() {
        let (changed, text) = run("function %f(i32) {
                gv0 = symbol %g
            block0(v0: i32):
                jump block1(v0)
            block1(v1: i32):
                brif v1, block5, block2
            block5:
                v2 = iadd v1, v0
                brif v2, block6, block3
            block6:
                v3 = iadd v2, v0
                brif v3, block1(v3), block4
            block2:
                v4 = symbol_value.i32 gv0
                store v0, v4
                return
            block3:
                v5 = symbol_value.i32 gv0
                store v0, v5
                return
            block4:
                v6 = symbol_value.i32 gv0
                store v0, v6
                return
            }");
        assert!(changed);
        assert_eq!(text.matches("symbol_value").count(), 1, "{text}");
        let build = text.find("symbol_value").unwrap();
        let jump = text.find("jump block1").unwrap();
        assert!(build < jump, "{text}");
    }

    /// Builds inside a loop stay in it: `crate::loops` decides about hoisting.
    #[test]
    fn not_out_of_their_loop() {
        let (changed, text) = run("function %f(i32) {
                gv0 = symbol %g
            block0(v0: i32):
                jump block1(v0)
            block1(v1: i32):
                brif v1, block2, block3
            block2:
                v2 = symbol_value.i32 gv0
                store v1, v2
                jump block4
            block3:
                v3 = symbol_value.i32 gv0
                store v0, v3
                jump block4
            block4:
                v4 = iadd v1, v0
                brif v4, block1(v4), block5
            block5:
                return
            }");
        assert!(changed);
        assert_eq!(text.matches("symbol_value").count(), 1, "{text}");
        let build = text.find("symbol_value").unwrap();
        let header = text.find("block1(v1: i32):").unwrap();
        assert!(build > header, "{text}");
    }
}
