//! The order in which blocks are lowered and emitted, with critical edges split.
//!
//! regalloc2 places the moves for block arguments on an edge at the end of the
//! predecessor or the start of the successor, so an edge from a block with several
//! successors to a block with several predecessors (a critical edge) gets a block of
//! its own, holding only a jump. Edge blocks follow their predecessor; empty ones
//! cost nothing after emission (their label is redirected to the target).

use super::dense_map;
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
    // Successors and predecessors (indices into `blocks`) of each lowered block,
    // end to end in one buffer each, a range per block: no list per block.
    succs: Vec<u32>,
    succ_ranges: Vec<(u32, u32)>,
    preds: Vec<u32>,
    pred_ranges: Vec<(u32, u32)>,
}

/// The successors of a block's terminator, in order.
fn clif_succs(func: &Function, block: ir::Block) -> impl Iterator<Item = ir::Block> + '_ {
    let calls = match func.layout.last_inst(block) {
        Some(term) => func.dfg.insts[term]
            .branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables),
        None => &[],
    };
    calls.iter().map(|call| call.block(&func.dfg.value_lists))
}

impl BlockOrder {
    /// The successors of lowered block `index`.
    pub fn succs(&self, index: usize) -> &[u32] {
        let (s, e) = self.succ_ranges[index];
        &self.succs[s as usize..e as usize]
    }

    /// The predecessors of lowered block `index`.
    pub fn preds(&self, index: usize) -> &[u32] {
        let (s, e) = self.pred_ranges[index];
        &self.preds[s as usize..e as usize]
    }

    pub fn new(func: &Function, cfg: &ControlFlowGraph) -> BlockOrder {
        // Dense per-block tables (this runs for every function compiled, so no
        // hashing): reachability, then incoming edge counts with multiplicity
        // (brif to the same block twice).
        let mut reachable: SecondaryMap<ir::Block, bool> = dense_map(func.dfg.num_blocks());
        let mut stack: Vec<ir::Block> = func.layout.entry_block().into_iter().collect();
        while let Some(b) = stack.pop() {
            if !reachable[b] {
                reachable[b] = true;
                stack.extend(cfg.succ_iter(b));
            }
        }
        let live: Vec<ir::Block> = func.layout.blocks().filter(|b| reachable[*b]).collect();
        let mut in_edges: SecondaryMap<ir::Block, u32> = dense_map(func.dfg.num_blocks());
        for b in &live {
            for s in clif_succs(func, *b) {
                in_edges[s] += 1;
            }
        }

        // Blocks in layout order, each followed by its split critical edges.
        let mut order = BlockOrder::default();
        let mut index_of: SecondaryMap<ir::Block, u32> = dense_map(func.dfg.num_blocks());
        // Per CLIF successor edge in order, the index of its edge block (or u32::MAX).
        let mut edge_blocks: Vec<u32> = Vec::new();
        for b in &live {
            index_of[*b] = order.blocks.len() as u32;
            order.blocks.push(LBlock::Orig(*b));
            let several = clif_succs(func, *b).nth(1).is_some();
            for (i, s) in clif_succs(func, *b).enumerate() {
                if several && in_edges[s] > 1 {
                    edge_blocks.push(order.blocks.len() as u32);
                    order.blocks.push(LBlock::Edge {
                        from: *b,
                        succ: i,
                        to: s,
                    });
                } else {
                    edge_blocks.push(u32::MAX);
                }
            }
        }
        // Successor lists, in block order.
        let n = order.blocks.len();
        order.succ_ranges = Vec::with_capacity(n);
        let mut next_edge = 0;
        for lb in &order.blocks {
            let start = order.succs.len() as u32;
            match lb {
                LBlock::Orig(b) => {
                    for s in clif_succs(func, *b) {
                        let e = edge_blocks[next_edge];
                        next_edge += 1;
                        order
                            .succs
                            .push(if e != u32::MAX { e } else { index_of[s] });
                    }
                }
                LBlock::Edge { to, .. } => order.succs.push(index_of[*to]),
            }
            order.succ_ranges.push((start, order.succs.len() as u32));
        }
        // Predecessor lists, in the order of their blocks: counted, then placed.
        let mut count = vec![0u32; n + 1];
        for s in &order.succs {
            count[*s as usize + 1] += 1;
        }
        for i in 0..n {
            count[i + 1] += count[i];
        }
        order.pred_ranges = (0..n).map(|i| (count[i], count[i])).collect();
        order.preds = vec![0; order.succs.len()];
        for i in 0..n {
            let (s, e) = order.succ_ranges[i];
            for k in s..e {
                let to = order.succs[k as usize] as usize;
                let slot = &mut order.pred_ranges[to].1;
                order.preds[*slot as usize] = i as u32;
                *slot += 1;
            }
        }
        order
    }
}
