//! The order in which blocks are lowered and emitted, with critical edges split.
//!
//! regalloc2 places the moves for block arguments on an edge at the end of the
//! predecessor or the start of the successor, so an edge from a block with several
//! successors to a block with several predecessors (a critical edge) gets a block of
//! its own, holding only a jump. Edge blocks follow their predecessor; empty ones
//! cost nothing after emission (their label is redirected to the target).

use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::flowgraph::ControlFlowGraph;
use cranelift_codegen::ir::{self, Function};

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
        // Dense per-block tables (this runs for every function compiled, so no
        // hashing): reachability, then incoming edge counts with multiplicity
        // (brif to the same block twice).
        let mut reachable: SecondaryMap<ir::Block, bool> = SecondaryMap::new();
        let mut stack: Vec<ir::Block> = func.layout.entry_block().into_iter().collect();
        while let Some(b) = stack.pop() {
            if !reachable[b] {
                reachable[b] = true;
                stack.extend(cfg.succ_iter(b));
            }
        }
        let live: Vec<ir::Block> = func.layout.blocks().filter(|b| reachable[*b]).collect();
        let succs_of: Vec<Vec<ir::Block>> = live.iter().map(|b| clif_succs(func, *b)).collect();
        let mut in_edges: SecondaryMap<ir::Block, u32> = SecondaryMap::new();
        for s in succs_of.iter().flatten() {
            in_edges[*s] += 1;
        }

        // Blocks in layout order, each followed by its split critical edges.
        let mut order = BlockOrder::default();
        let mut index_of: SecondaryMap<ir::Block, u32> = SecondaryMap::new();
        // Per CLIF successor edge, the index of its edge block (or u32::MAX).
        let mut edge_blocks: Vec<Vec<u32>> = Vec::with_capacity(live.len());
        for (b, succs) in live.iter().zip(&succs_of) {
            index_of[*b] = order.blocks.len() as u32;
            order.blocks.push(LBlock::Orig(*b));
            let mut edges = vec![u32::MAX; succs.len()];
            if succs.len() > 1 {
                for (i, s) in succs.iter().enumerate() {
                    if in_edges[*s] > 1 {
                        edges[i] = order.blocks.len() as u32;
                        order.blocks.push(LBlock::Edge {
                            from: *b,
                            succ: i,
                            to: *s,
                        });
                    }
                }
            }
            edge_blocks.push(edges);
        }
        // Successor lists, in block order.
        order.succs = Vec::with_capacity(order.blocks.len());
        let mut next_orig = 0;
        for lb in &order.blocks {
            let succs = match lb {
                LBlock::Orig(_) => {
                    let list = succs_of[next_orig]
                        .iter()
                        .zip(&edge_blocks[next_orig])
                        .map(|(s, e)| if *e != u32::MAX { *e } else { index_of[*s] })
                        .collect();
                    next_orig += 1;
                    list
                }
                LBlock::Edge { to, .. } => vec![index_of[*to]],
            };
            order.succs.push(succs);
        }
        order.preds = vec![Vec::new(); order.blocks.len()];
        for (i, succs) in order.succs.iter().enumerate() {
            for s in succs {
                order.preds[*s as usize].push(i as u32);
            }
        }
        order
    }
}
