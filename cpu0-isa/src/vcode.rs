//! VCode: the lowered function as regalloc2 sees it.
//!
//! Instructions are numbered across blocks in emission order. Each block lists its
//! successors, its parameters (virtual registers defined on entry) and, for each
//! successor, the registers its terminator passes. The entry block has no
//! parameters: the ABI arguments are defined by an `Args` instruction.

use crate::inst::{MInst, OperandVisitor};
use crate::lower::order::BlockOrder;
use crate::regs::{Reg, WritableReg};
use crate::thread_spare;
use crate::CompileError;
use regalloc2::{
    Block, Inst, InstRange, Operand, OperandConstraint, OperandKind, OperandPos, PReg, PRegSet,
    RegClass, VReg,
};

/// One block of lowered code.
#[derive(Clone, Debug)]
pub struct VBlock {
    pub insts: Vec<MInst>,
    pub params: Vec<Reg>,
    /// Successors and predecessors (block indices); left empty by the
    /// lowering, which builds its VCode with [`VCode::with_order`].
    pub succs: Vec<u32>,
    pub preds: Vec<u32>,
    /// For each successor, the registers passed to its parameters.
    pub succ_args: Vec<Vec<Reg>>,
}

/// What the frame must hold, known from lowering.
#[derive(Clone, Copy, Debug, Default)]
pub struct FrameNeeds {
    pub outgoing_size: u32,
    pub slots_size: u32,
    pub makes_calls: bool,
}

/// The lowered function.
pub struct VCode {
    pub insts: Vec<MInst>,
    /// Instruction ranges, successors, predecessors, parameters, branch
    /// arguments, operands and clobbers (see [`Buffers`]). The per-block lists
    /// are each kept in one buffer, a range per block (per block and successor
    /// for `succ_args`): fewer allocations per function.
    bufs: Buffers,
    /// How many virtual registers regalloc2 sees (numbered from 0: [`Reg::to_vreg`]).
    num_vregs: usize,
    pub frame: FrameNeeds,
}

/// Lists stored end to end in one buffer, each found by its range.
struct Flat<T> {
    items: Vec<T>,
    ranges: Vec<(u32, u32)>,
}

impl<T> Flat<T> {
    /// Empties the lists and makes room for `lists` lists of `items` in all,
    /// keeping the buffers.
    fn reset(&mut self, lists: usize, items: usize) {
        self.items.clear();
        self.items.reserve(items);
        self.ranges.clear();
        self.ranges.reserve(lists);
    }

    fn push(&mut self, list: impl IntoIterator<Item = T>) {
        let start = self.items.len() as u32;
        self.items.extend(list);
        self.ranges.push((start, self.items.len() as u32));
    }

    fn get(&self, index: usize) -> &[T] {
        let (s, e) = self.ranges[index];
        &self.items[s as usize..e as usize]
    }
}

impl<T> Default for Flat<T> {
    fn default() -> Self {
        Flat {
            items: Vec::new(),
            ranges: Vec::new(),
        }
    }
}

/// The buffers of a [`VCode`] besides its instructions. A dropped VCode leaves
/// them to the next one built on the thread: allocating them for every function
/// compiled showed in the profile.
#[derive(Default)]
struct Buffers {
    ranges: Vec<(u32, u32)>,
    succs: Flat<Block>,
    preds: Flat<Block>,
    params: Flat<VReg>,
    succ_args: Flat<VReg>,
    /// The index in `succ_args` of each block's first successor.
    first_succ_arg: Vec<u32>,
    operands: Vec<Operand>,
    operand_ranges: Vec<(u32, u32)>,
    clobbers: Vec<PRegSet>,
}

thread_local! {
    static SPARE: thread_spare::Slot<Buffers> = const { thread_spare::Slot::new(None) };
    /// The lowered blocks' instruction lists, emptied by [`VCode::build`], for
    /// the next function's lowering (see [`block_list`]).
    static SPARE_LISTS: thread_spare::Slot<Vec<Vec<MInst>>> =
        const { thread_spare::Slot::new(None) };
    /// The instruction list of the last VCode, emptied (see [`give_back_insts`]).
    static SPARE_INSTS: thread_spare::Slot<Vec<MInst>> = const { thread_spare::Slot::new(None) };
}

/// At most this many spare block lists are kept.
const MAX_SPARE_LISTS: usize = 64;

/// Empty instruction lists for lowered blocks, the ones the last `VCode::build`
/// emptied (allocating a list per block showed in the profile). Taken once per
/// function; [`give_back_block_lists`] returns the rest before the build.
pub fn take_block_lists() -> Vec<Vec<MInst>> {
    thread_spare::take(&SPARE_LISTS)
}

/// Returns the lists [`take_block_lists`] gave that the lowering did not use.
pub fn give_back_block_lists(lists: Vec<Vec<MInst>>) {
    thread_spare::give_back(&SPARE_LISTS, lists);
}

/// Leaves a VCode's instruction list, once its instructions are moved out, to
/// the next `VCode::build` on this thread.
pub fn give_back_insts(mut insts: Vec<MInst>) {
    insts.clear();
    thread_spare::give_back(&SPARE_INSTS, insts);
}

/// Collects regalloc2 operands, skipping physical registers (`$zero`, `$sp`),
/// which are never allocated.
struct Collector<'a>(&'a mut Vec<Operand>);

impl OperandVisitor for Collector<'_> {
    fn reg_use(&mut self, r: &mut Reg) {
        if r.is_virtual() {
            self.0.push(Operand::reg_use(r.to_vreg()));
        }
    }
    fn reg_def(&mut self, r: &mut WritableReg) {
        if r.to_reg().is_virtual() {
            self.0.push(Operand::reg_def(r.to_reg().to_vreg()));
        }
    }
    fn reg_early_def(&mut self, r: &mut WritableReg) {
        if r.to_reg().is_virtual() {
            self.0.push(Operand::new(
                r.to_reg().to_vreg(),
                OperandConstraint::Reg,
                OperandKind::Def,
                OperandPos::Early,
            ));
        }
    }
    fn reg_fixed_use(&mut self, r: &mut Reg, preg: PReg) {
        self.0.push(Operand::reg_fixed_use(r.to_vreg(), preg));
    }
    fn reg_fixed_def(&mut self, r: &mut WritableReg, preg: PReg) {
        self.0
            .push(Operand::reg_fixed_def(r.to_reg().to_vreg(), preg));
    }
    fn reg_reuse_def(&mut self, r: &mut WritableReg, idx: usize) {
        if r.to_reg().is_virtual() {
            self.0
                .push(Operand::reg_reuse_def(r.to_reg().to_vreg(), idx));
        }
    }
}

/// The successors and predecessors of block `i`: from `order` when given, else
/// those the block lists.
#[inline]
fn edges_of<'a>(order: Option<&'a BlockOrder>, i: usize, b: &'a VBlock) -> (&'a [u32], &'a [u32]) {
    match order {
        Some(o) => (o.succs(i), o.preds(i)),
        None => (&b.succs, &b.preds),
    }
}

impl VCode {
    /// The VCode of `blocks`, with the edges each block lists.
    pub fn new(blocks: Vec<VBlock>, num_vregs: usize, frame: FrameNeeds) -> VCode {
        VCode::build(blocks, None, num_vregs, frame)
    }

    /// The VCode of `blocks`, with the edges of `order` (the blocks' own
    /// `succs` and `preds` are not read: the lowering leaves them empty rather
    /// than copy them out of `order`).
    pub fn with_order(
        blocks: Vec<VBlock>,
        order: &BlockOrder,
        num_vregs: usize,
        frame: FrameNeeds,
    ) -> VCode {
        VCode::build(blocks, Some(order), num_vregs, frame)
    }

    fn build(
        blocks: Vec<VBlock>,
        order: Option<&BlockOrder>,
        num_vregs: usize,
        frame: FrameNeeds,
    ) -> VCode {
        let num_insts: usize = blocks.iter().map(|b| b.insts.len()).sum();
        let num_succs: usize = blocks.iter().map(|b| b.succ_args.len()).sum();
        let num_edges: usize = (0..blocks.len())
            .map(|i| edges_of(order, i, &blocks[i]).0.len())
            .sum();
        let num_params: usize = blocks.iter().map(|b| b.params.len()).sum();
        let num_args: usize = blocks
            .iter()
            .map(|b| b.succ_args.iter().map(Vec::len).sum::<usize>())
            .sum();
        // Every buffer sized once (growing them showed in the profile), and
        // taken from the last VCode dropped when there is one.
        let mut bufs = thread_spare::take(&SPARE);
        let n = blocks.len();
        bufs.ranges.clear();
        bufs.ranges.reserve(n);
        bufs.succs.reset(n, num_edges);
        bufs.preds.reset(n, num_edges);
        bufs.params.reset(n, num_params);
        bufs.succ_args.reset(num_succs, num_args);
        bufs.first_succ_arg.clear();
        bufs.first_succ_arg.reserve(n);
        bufs.operands.clear();
        bufs.operands.reserve(num_insts * 2);
        bufs.operand_ranges.clear();
        bufs.operand_ranges.reserve(num_insts);
        bufs.clobbers.clear();
        bufs.clobbers.reserve(num_insts);
        let mut insts = thread_spare::take(&SPARE_INSTS);
        insts.reserve(num_insts);
        let mut spare_lists = thread_spare::take(&SPARE_LISTS);
        for (i, mut b) in blocks.into_iter().enumerate() {
            let (succs, preds) = edges_of(order, i, &b);
            bufs.succs
                .push(succs.iter().map(|s| Block::new(*s as usize)));
            bufs.preds
                .push(preds.iter().map(|p| Block::new(*p as usize)));
            bufs.params.push(b.params.iter().map(|r| r.to_vreg()));
            bufs.first_succ_arg.push(bufs.succ_args.ranges.len() as u32);
            for args in &b.succ_args {
                bufs.succ_args.push(args.iter().map(|r| r.to_vreg()));
            }
            let start = insts.len();
            // Moved in one copy, then read in place (moving them one at a time
            // showed in the profile).
            insts.append(&mut b.insts);
            for inst in &mut insts[start..] {
                let op_start = bufs.operands.len() as u32;
                inst.visit_operands(&mut Collector(&mut bufs.operands));
                bufs.operand_ranges
                    .push((op_start, bufs.operands.len() as u32));
                bufs.clobbers.push(inst.clobbers());
            }
            bufs.ranges.push((start as u32, insts.len() as u32));
            if spare_lists.len() < MAX_SPARE_LISTS {
                spare_lists.push(b.insts);
            }
        }
        thread_spare::give_back(&SPARE_LISTS, spare_lists);
        VCode {
            insts,
            bufs,
            num_vregs,
            frame,
        }
    }

    pub fn num_blocks(&self) -> usize {
        self.bufs.ranges.len()
    }

    pub fn block_range(&self, block: usize) -> std::ops::Range<usize> {
        let (s, e) = self.bufs.ranges[block];
        s as usize..e as usize
    }

    /// Runs regalloc2, reusing its working memory between functions, and passes
    /// the function and the output to `then` (the output's buffers stay in that
    /// memory too; the function is handed over so its instructions can be moved).
    pub fn allocate<R>(
        self,
        then: impl FnOnce(VCode, &regalloc2::Output) -> Result<R, CompileError>,
    ) -> Result<R, CompileError> {
        thread_local! {
            static CTX: std::cell::RefCell<regalloc2::Ctx> = Default::default();
            static ENV: regalloc2::MachineEnv = crate::regs::machine_env();
        }
        let options = regalloc2::RegallocOptions {
            verbose_log: false,
            validate_ssa: cfg!(debug_assertions),
            algorithm: regalloc2::Algorithm::Ion,
        };
        ENV.with(|env| {
            CTX.with(|ctx| {
                let mut ctx = ctx.borrow_mut();
                regalloc2::run_with_ctx(&self, env, &options, &mut ctx).map_err(|e| {
                    CompileError::Internal(format!("register allocation failed: {e:?}"))
                })?;
                then(self, &ctx.output)
            })
        })
    }
}

impl Drop for VCode {
    fn drop(&mut self) {
        thread_spare::give_back(&SPARE, std::mem::take(&mut self.bufs));
    }
}

impl regalloc2::Function for VCode {
    fn num_insts(&self) -> usize {
        self.insts.len()
    }
    fn num_blocks(&self) -> usize {
        self.bufs.ranges.len()
    }
    fn entry_block(&self) -> Block {
        Block::new(0)
    }
    fn block_insns(&self, block: Block) -> InstRange {
        let (s, e) = self.bufs.ranges[block.index()];
        InstRange::new(Inst::new(s as usize), Inst::new(e as usize))
    }
    fn block_succs(&self, block: Block) -> &[Block] {
        self.bufs.succs.get(block.index())
    }
    fn block_preds(&self, block: Block) -> &[Block] {
        self.bufs.preds.get(block.index())
    }
    fn block_params(&self, block: Block) -> &[VReg] {
        self.bufs.params.get(block.index())
    }
    fn is_ret(&self, insn: Inst) -> bool {
        self.insts[insn.index()].is_ret()
    }
    fn is_branch(&self, insn: Inst) -> bool {
        self.insts[insn.index()].is_branch()
    }
    fn branch_blockparams(&self, block: Block, _insn: Inst, succ_idx: usize) -> &[VReg] {
        self.bufs
            .succ_args
            .get(self.bufs.first_succ_arg[block.index()] as usize + succ_idx)
    }
    fn inst_operands(&self, insn: Inst) -> &[Operand] {
        let (s, e) = self.bufs.operand_ranges[insn.index()];
        &self.bufs.operands[s as usize..e as usize]
    }
    fn inst_clobbers(&self, insn: Inst) -> PRegSet {
        self.bufs.clobbers[insn.index()]
    }
    fn num_vregs(&self) -> usize {
        self.num_vregs
    }
    fn spillslot_size(&self, _regclass: RegClass) -> usize {
        1
    }
}
