//! VCode: the lowered function as regalloc2 sees it.
//!
//! Instructions are numbered across blocks in emission order. Each block lists its
//! successors, its parameters (virtual registers defined on entry) and, for each
//! successor, the registers its terminator passes. The entry block has no
//! parameters: the ABI arguments are defined by an `Args` instruction.

use crate::inst::{MInst, OperandVisitor};
use crate::regs::{Reg, WritableReg};
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
    /// Instruction range of each block.
    ranges: Vec<(u32, u32)>,
    // The per-block lists below are each kept in one buffer, a range per block
    // (per block and successor for `succ_args`): fewer allocations per function.
    succs: Flat<Block>,
    preds: Flat<Block>,
    params: Flat<VReg>,
    succ_args: Flat<VReg>,
    /// The index in `succ_args` of each block's first successor.
    first_succ_arg: Vec<u32>,
    operands: Vec<Operand>,
    operand_ranges: Vec<(u32, u32)>,
    clobbers: Vec<PRegSet>,
    num_vregs: usize,
    pub frame: FrameNeeds,
}

/// Lists stored end to end in one buffer, each found by its range.
struct Flat<T> {
    items: Vec<T>,
    ranges: Vec<(u32, u32)>,
}

impl<T> Flat<T> {
    fn with_capacity(lists: usize, items: usize) -> Self {
        Flat {
            items: Vec::with_capacity(items),
            ranges: Vec::with_capacity(lists),
        }
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

impl VCode {
    pub fn new(blocks: Vec<crate::vcode::VBlock>, num_vregs: usize, frame: FrameNeeds) -> VCode {
        let num_insts: usize = blocks.iter().map(|b| b.insts.len()).sum();
        let num_succs: usize = blocks.iter().map(|b| b.succ_args.len()).sum();
        // Every buffer sized once (growing them showed in the profile).
        let total = |len: fn(&VBlock) -> usize| blocks.iter().map(len).sum::<usize>();
        let mut vcode = VCode {
            insts: Vec::with_capacity(num_insts),
            ranges: Vec::with_capacity(blocks.len()),
            succs: Flat::with_capacity(blocks.len(), total(|b| b.succs.len())),
            preds: Flat::with_capacity(blocks.len(), total(|b| b.preds.len())),
            params: Flat::with_capacity(blocks.len(), total(|b| b.params.len())),
            succ_args: Flat::with_capacity(
                num_succs,
                total(|b| b.succ_args.iter().map(Vec::len).sum()),
            ),
            first_succ_arg: Vec::with_capacity(blocks.len()),
            operands: Vec::with_capacity(num_insts * 2),
            operand_ranges: Vec::with_capacity(num_insts),
            clobbers: Vec::with_capacity(num_insts),
            num_vregs,
            frame,
        };
        for b in blocks {
            let start = vcode.insts.len() as u32;
            for mut inst in b.insts {
                let op_start = vcode.operands.len() as u32;
                inst.visit_operands(&mut Collector(&mut vcode.operands));
                vcode
                    .operand_ranges
                    .push((op_start, vcode.operands.len() as u32));
                vcode.clobbers.push(inst.clobbers());
                vcode.insts.push(inst);
            }
            vcode.ranges.push((start, vcode.insts.len() as u32));
            let blocks_of = |list: Vec<u32>| list.into_iter().map(|s| Block::new(s as usize));
            vcode.succs.push(blocks_of(b.succs));
            vcode.preds.push(blocks_of(b.preds));
            vcode.params.push(b.params.iter().map(|r| r.to_vreg()));
            vcode
                .first_succ_arg
                .push(vcode.succ_args.ranges.len() as u32);
            for args in &b.succ_args {
                vcode.succ_args.push(args.iter().map(|r| r.to_vreg()));
            }
        }
        vcode
    }

    pub fn num_blocks(&self) -> usize {
        self.ranges.len()
    }

    pub fn block_range(&self, block: usize) -> std::ops::Range<usize> {
        let (s, e) = self.ranges[block];
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

impl regalloc2::Function for VCode {
    fn num_insts(&self) -> usize {
        self.insts.len()
    }
    fn num_blocks(&self) -> usize {
        self.ranges.len()
    }
    fn entry_block(&self) -> Block {
        Block::new(0)
    }
    fn block_insns(&self, block: Block) -> InstRange {
        let (s, e) = self.ranges[block.index()];
        InstRange::new(Inst::new(s as usize), Inst::new(e as usize))
    }
    fn block_succs(&self, block: Block) -> &[Block] {
        self.succs.get(block.index())
    }
    fn block_preds(&self, block: Block) -> &[Block] {
        self.preds.get(block.index())
    }
    fn block_params(&self, block: Block) -> &[VReg] {
        self.params.get(block.index())
    }
    fn is_ret(&self, insn: Inst) -> bool {
        self.insts[insn.index()].is_ret()
    }
    fn is_branch(&self, insn: Inst) -> bool {
        self.insts[insn.index()].is_branch()
    }
    fn branch_blockparams(&self, block: Block, _insn: Inst, succ_idx: usize) -> &[VReg] {
        self.succ_args
            .get(self.first_succ_arg[block.index()] as usize + succ_idx)
    }
    fn inst_operands(&self, insn: Inst) -> &[Operand] {
        let (s, e) = self.operand_ranges[insn.index()];
        &self.operands[s as usize..e as usize]
    }
    fn inst_clobbers(&self, insn: Inst) -> PRegSet {
        self.clobbers[insn.index()]
    }
    fn num_vregs(&self) -> usize {
        self.num_vregs
    }
    fn spillslot_size(&self, _regclass: RegClass) -> usize {
        1
    }
}
