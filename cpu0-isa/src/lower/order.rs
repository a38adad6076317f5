//! The order in which blocks are lowered and emitted, with critical edges split.
//!
//! regalloc2 places the moves for block arguments on an edge at the end of the
//! predecessor or the start of the successor, so an edge from a block with several
//! successors to a block with several predecessors (a critical edge) gets a block of
//! its own, holding only a jump. Edge blocks follow their predecessor; empty ones
//! cost nothing after emission (their label is redirected to the target).

use cranelift_codegen::flowgraph::ControlFlowGraph;
use cranelift_codegen::ir::{self, Function};
use std::collections::HashMap;

/// A block of the lowered function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LBlock {
    /// A CLIF block.
    Orig(ir::Block),
    /// The split edge from `from`'s successor number `succ` to `to`.
    Edge {
        from: ir::Block,
        succ: usize,
        to: ir::Block,
    },
}

/// The lowered blocks in emission order, with their CFG.
#[derive(Debug, Default)]
pub struct BlockOrder {
    pub blocks: Vec<LBlock>,
    /// For each lowered block, its successors (indices into `blocks`).
    pub succs: Vec<Vec<u32>>,
    pub preds: Vec<Vec<u32>>,
    /// Index of each CLIF block.
    pub index_of: HashMap<ir::Block, u32>,
}

/// The successors of a block's terminator, in order.
pub fn clif_succs(func: &Function, block: ir::Block) -> Vec<ir::Block> {
    let Some(term) = func.layout.last_inst(block) else {
        return Vec::new();
    };
    func.dfg.insts[term]
        .branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables)
        .iter()
        .map(|call| call.block(&func.dfg.value_lists))
        .collect()
}

impl BlockOrder {
    pub fn new(func: &Function, cfg: &ControlFlowGraph) -> BlockOrder {
        // Reachable blocks in layout order.
        let entry = func.layout.entry_block();
        let mut reachable = std::collections::HashSet::new();
        let mut stack: Vec<ir::Block> = entry.into_iter().collect();
        while let Some(b) = stack.pop() {
            if reachable.insert(b) {
                stack.extend(cfg.succ_iter(b));
            }
        }
        // Incoming edge counts, with multiplicity (brif to the same block twice).
        let mut in_edges: HashMap<ir::Block, usize> = HashMap::new();
        for b in func.layout.blocks().filter(|b| reachable.contains(b)) {
            for s in clif_succs(func, b) {
                *in_edges.entry(s).or_default() += 1;
            }
        }

        let mut order = BlockOrder::default();
        for b in func.layout.blocks().filter(|b| reachable.contains(b)) {
            order.index_of.insert(b, order.blocks.len() as u32);
            order.blocks.push(LBlock::Orig(b));
            let succs = clif_succs(func, b);
            if succs.len() > 1 {
                for (i, s) in succs.iter().enumerate() {
                    if in_edges.get(s).copied().unwrap_or(0) > 1 {
                        order.blocks.push(LBlock::Edge {
                            from: b,
                            succ: i,
                            to: *s,
                        });
                    }
                }
            }
        }
        // Successor lists.
        let mut edge_index: HashMap<(ir::Block, usize), u32> = HashMap::new();
        for (i, lb) in order.blocks.iter().enumerate() {
            if let LBlock::Edge { from, succ, .. } = lb {
                edge_index.insert((*from, *succ), i as u32);
            }
        }
        order.succs = order
            .blocks
            .iter()
            .map(|lb| match lb {
                LBlock::Orig(b) => clif_succs(func, *b)
                    .iter()
                    .enumerate()
                    .map(|(i, s)| {
                        edge_index
                            .get(&(*b, i))
                            .copied()
                            .unwrap_or_else(|| order.index_of[s])
                    })
                    .collect(),
                LBlock::Edge { to, .. } => vec![order.index_of[to]],
            })
            .collect();
        order.preds = vec![Vec::new(); order.blocks.len()];
        for (i, succs) in order.succs.iter().enumerate() {
            for s in succs {
                order.preds[*s as usize].push(i as u32);
            }
        }
        order
    }
}
