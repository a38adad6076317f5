//! The order in which blocks are lowered and emitted, with critical edges split.
//!
//! regalloc2 places the moves for block arguments on an edge at the end of the
//! predecessor or the start of the successor, so an edge from a block with several
//! successors to a block with several predecessors (a critical edge) gets a block of
//! its own, holding only a jump. Edge blocks follow their predecessor; empty ones
//! cost nothing after emission (their label is redirected to the target).

use crate::thread_spare;
use cranelift_codegen::entity::EntityRef;
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
#[derive(Debug)]
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
        // The lists of the last order dropped and the working tables of the
        // last call, emptied, when there are some.
        let mut spare = thread_spare::take(&SPARE);
        let Spare {
            lists,
            reachable,
            stack,
            live,
            in_edges,
            index_of,
            edge_blocks,
            count,
            clif,
            clif_at,
        } = &mut spare;
        let num_blocks = func.dfg.num_blocks();
        // Dense per-block tables (this runs for every function compiled, so no
        // hashing): reachability, then incoming edge counts with multiplicity
        // (brif to the same block twice).
        reset(reachable, num_blocks, false);
        stack.clear();
        stack.extend(func.layout.entry_block());
        while let Some(b) = stack.pop() {
            if !reachable[b.index()] {
                reachable[b.index()] = true;
                stack.extend(cfg.succ_iter(b));
            }
        }
        live.clear();
        live.extend(func.layout.blocks().filter(|b| reachable[b.index()]));
        // The successors of each live block, looked up once for the three walks
        // below (each look-up decodes the terminator).
        clif.clear();
        clif_at.clear();
        for b in live.iter() {
            clif_at.push(clif.len() as u32);
            clif.extend(clif_succs(func, *b));
        }
        clif_at.push(clif.len() as u32);
        let succs_of = |i: usize| &clif[clif_at[i] as usize..clif_at[i + 1] as usize];
        reset(in_edges, num_blocks, 0);
        for s in clif.iter() {
            in_edges[s.index()] += 1;
        }

        // Blocks in layout order, each followed by its split critical edges.
        let mut order = BlockOrder {
            blocks: std::mem::take(&mut lists.0),
            succs: std::mem::take(&mut lists.1),
            succ_ranges: std::mem::take(&mut lists.2),
            preds: std::mem::take(&mut lists.3),
            pred_ranges: std::mem::take(&mut lists.4),
        };
        order.blocks.clear();
        order.succs.clear();
        order.succ_ranges.clear();
        order.preds.clear();
        order.pred_ranges.clear();
        reset(index_of, num_blocks, 0);
        // Per CLIF successor edge in order, the index of its edge block (or u32::MAX).
        edge_blocks.clear();
        for (li, b) in live.iter().enumerate() {
            index_of[b.index()] = order.blocks.len() as u32;
            order.blocks.push(LBlock::Orig(*b));
            let several = succs_of(li).len() > 1;
            for (i, &s) in succs_of(li).iter().enumerate() {
                if several && in_edges[s.index()] > 1 {
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
        order.succ_ranges.reserve(n);
        let mut next_edge = 0;
        // The index in `live` of the next `Orig` block (they come in that order).
        let mut next_live = 0;
        for lb in &order.blocks {
            let start = order.succs.len() as u32;
            match lb {
                LBlock::Orig(_) => {
                    let succs = succs_of(next_live);
                    next_live += 1;
                    for s in succs {
                        let e = edge_blocks[next_edge];
                        next_edge += 1;
                        order.succs.push(if e != u32::MAX {
                            e
                        } else {
                            index_of[s.index()]
                        });
                    }
                }
                LBlock::Edge { to, .. } => order.succs.push(index_of[to.index()]),
            }
            order.succ_ranges.push((start, order.succs.len() as u32));
        }
        // Predecessor lists, in the order of their blocks: counted, then placed.
        reset(count, n + 1, 0);
        for s in &order.succs {
            count[*s as usize + 1] += 1;
        }
        for i in 0..n {
            count[i + 1] += count[i];
        }
        order
            .pred_ranges
            .extend((0..n).map(|i| (count[i], count[i])));
        order.preds.resize(order.succs.len(), 0);
        for i in 0..n {
            let (s, e) = order.succ_ranges[i];
            for k in s..e {
                let to = order.succs[k as usize] as usize;
                let slot = &mut order.pred_ranges[to].1;
                order.preds[*slot as usize] = i as u32;
                *slot += 1;
            }
        }
        thread_spare::give_back(&SPARE, spare);
        order
    }
}

/// Empties `v` and fills it with `n` copies of `value`, keeping its buffer.
fn reset<T: Clone>(v: &mut Vec<T>, n: usize, value: T) {
    v.clear();
    v.resize(n, value);
}

/// What [`BlockOrder::new`] allocates, kept for its next call on the thread
/// (allocating it for every function compiled showed in the profile): the lists
/// of the last order dropped, and the working tables.
#[derive(Default)]
struct Spare {
    lists: Lists,
    reachable: Vec<bool>,
    stack: Vec<ir::Block>,
    live: Vec<ir::Block>,
    in_edges: Vec<u32>,
    index_of: Vec<u32>,
    edge_blocks: Vec<u32>,
    count: Vec<u32>,
    /// The CLIF successors of each live block, end to end, and where each
    /// block's start (one more entry at the end).
    clif: Vec<ir::Block>,
    clif_at: Vec<u32>,
}

/// The lists of a [`BlockOrder`], in field order.
type Lists = (
    Vec<LBlock>,
    Vec<u32>,
    Vec<(u32, u32)>,
    Vec<u32>,
    Vec<(u32, u32)>,
);

thread_local! {
    static SPARE: thread_spare::Slot<Spare> = const { thread_spare::Slot::new(None) };
}

impl Drop for BlockOrder {
    fn drop(&mut self) {
        let lists = (
            std::mem::take(&mut self.blocks),
            std::mem::take(&mut self.succs),
            std::mem::take(&mut self.succ_ranges),
            std::mem::take(&mut self.preds),
            std::mem::take(&mut self.pred_ranges),
        );
        // Into the spare tables `new` left (it does after every call).
        thread_spare::update(&SPARE, |spare| spare.lists = lists);
    }
}
