//! Lowering: CLIF instructions to `MInst`s on virtual registers, through the ISLE
//! rules in `isle/` (`lower.isle` and the per-concept files beside it).
//!
//! Each block is lowered bottom-up, so that when an instruction is reached we know
//! whether any later instruction still needs its result: a pure instruction whose
//! results nobody asked for (because every user folded it, say an `iconst` into an
//! `addiu`) is skipped. Values used in other blocks are needed from the start;
//! constants defined in another block are rematerialised where they are used,
//! except those hoisted out of a loop (`crate::loops`), which stay in a register.

mod calls;
pub(crate) mod cmp64;
mod consts;
mod div_small;
mod fcmp_call;
mod float_key;
pub(crate) mod isle;
pub(crate) mod late_args;
mod nonzero;
pub mod order;
mod param_facts;
pub mod runtime;
mod select_consts;
mod slot_addr;
mod spare;
mod wide;
mod zext;

use crate::abi::{self, AbiSig, WordLoc};
use crate::inst::{AMode, AsmOp, MInst, MachLabel};
use crate::regs::{self, Reg, ValueRegs, Writable};
use crate::settings::Flags;
use crate::vcode::{VBlock, VCode};
use crate::CompileError;
use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::flowgraph::ControlFlowGraph;
use cranelift_codegen::ir::{self, Function, InstructionData, Value};
use order::{BlockOrder, LBlock};
use std::collections::{HashMap, HashSet};

/// Up to how many readers a constant of the block being lowered is rebuilt at
/// each of them (`LowerCtx::remat_in_block`).
const MAX_REMAT_USES: u32 = 2;

/// A per-entity table sized for `n` entities up front: growing it one index at a
/// time shows in the profile of every function compiled.
pub(crate) fn dense_map<K: cranelift_codegen::entity::EntityRef, V: Clone + Default>(
    n: usize,
) -> SecondaryMap<K, V> {
    let mut map = SecondaryMap::with_capacity(n);
    map.resize(n);
    map
}

/// What the passes before lowering found for the function's `br_table`s.
pub(crate) struct Switches<'a> {
    /// The add each may run in its `jr` delay slot (`crate::switch_slot`).
    pub(crate) slots: &'a HashMap<ir::Inst, Value>,
    /// The values holding the jump tables' address (`crate::jump_table_base`).
    pub(crate) table_bases: &'a crate::jump_table_base::TableBases,
}

/// State of the lowering of one function.
pub struct LowerCtx<'a> {
    pub(crate) func: &'a Function,
    pub(crate) flags: &'a Flags,
    pub(crate) order: &'a BlockOrder,
    /// Constants hoisted out of loops: kept in a register, not rebuilt at each use.
    hoisted: &'a HashSet<Value>,
    /// `br_table`s whose `jr` delay slot may run the add of this value
    /// (`crate::switch_slot`).
    pub(crate) switch_slots: &'a HashMap<ir::Inst, Value>,
    /// `br_table`s with the value holding their jump tables' address, and the
    /// global value whose `symbol_value` builds it (`crate::jump_table_base`).
    pub(crate) table_bases: &'a crate::jump_table_base::TableBases,
    /// Narrow block parameters known to be zero-extended in their register.
    pub(crate) zext_params: HashSet<Value>,
    /// Integer block parameters known to be nonzero (`nonzero.rs`).
    pub(crate) nonzero_params: HashSet<Value>,
    next_vreg: u32,
    /// The registers of each CLIF value, given on first reference.
    value_regs: SecondaryMap<Value, Option<ValueRegs>>,
    /// Values some lowered instruction reads.
    needed: SecondaryMap<Value, bool>,
    /// How many times each value is read (operands and branch arguments).
    uses: SecondaryMap<Value, u32>,
    /// Renames, indexed by virtual register number: the register the value's
    /// lowering produced (or the register itself).
    alias: Vec<Reg>,
    /// The instructions of the CLIF instruction being lowered.
    pub(crate) cur: Vec<MInst>,
    /// The CLIF block being lowered.
    pub(crate) cur_block: Option<ir::Block>,
    /// Successor labels of the terminator being lowered.
    pub(crate) targets: Vec<MachLabel>,
    /// A block's code as it is lowered, last instruction first: the buffer is
    /// kept from block to block.
    rev: Vec<MInst>,
    /// Emptied instruction lists for the blocks (see `vcode::take_block_lists`).
    block_lists: Vec<Vec<MInst>>,
    /// Offsets of the CLIF stack slots in the slot area, and its size.
    pub(crate) slot_offsets: HashMap<ir::StackSlot, u32>,
    pub(crate) slots_size: u32,
    /// The largest outgoing-argument area of any call.
    pub(crate) outgoing_size: u32,
    pub(crate) makes_calls: bool,
    /// A register holding `$lr` as it was on entry, if `get_return_address` asked.
    pub(crate) entry_lr: Option<Reg>,
    /// The address of this function's return area (the hidden first argument),
    /// when its results go there.
    pub(crate) return_area: Option<Reg>,
    /// Where the return areas of this function's calls start in the slot area
    /// (after the CLIF stack slots), and the largest of them.
    pub(crate) call_return_area_base: u32,
    pub(crate) call_return_area_size: u32,
    pub(crate) abi: AbiSig,
    /// The first error met inside an ISLE callback (which cannot return one).
    pub(crate) error: Option<CompileError>,
    /// An instruction above the current one that its lowering already covered
    /// (the call of a sibling call), to be skipped when reached.
    pub(crate) lowered_early: Option<ir::Inst>,
    /// Stack parameters loaded at their first use, not at entry (`late_args`).
    late: Vec<late_args::LateArg>,
    /// The values passed to block parameters, once `slot_addr` asked.
    pub(crate) branch_args: Option<rustc_hash::FxHashSet<Value>>,
    /// Per CLIF block, whether its `fcmp`s call the runtime (`fcmp_call`), once
    /// an `fcmp` asked.
    fcmp_calls: Option<Vec<bool>>,
}

impl Drop for LowerCtx<'_> {
    fn drop(&mut self) {
        spare::Spare {
            value_regs: std::mem::take(&mut self.value_regs),
            needed: std::mem::take(&mut self.needed),
            uses: std::mem::take(&mut self.uses),
            alias: std::mem::take(&mut self.alias),
            cur: std::mem::take(&mut self.cur),
            targets: std::mem::take(&mut self.targets),
            rev: std::mem::take(&mut self.rev),
        }
        .give_back();
    }
}

impl<'a> LowerCtx<'a> {
    fn new(
        func: &'a Function,
        flags: &'a Flags,
        order: &'a BlockOrder,
        hoisted: &'a HashSet<Value>,
        switches: &Switches<'a>,
    ) -> Result<Self, CompileError> {
        let abi = abi::compute(&func.signature, flags.endian)?;
        let mut slot_offsets = HashMap::new();
        let mut offset = 0u32;
        for (slot, data) in func.sized_stack_slots.iter() {
            let align = 1u32 << data.align_shift;
            if align > 8 {
                return Err(CompileError::Unsupported(format!(
                    "{slot} asks for {align}-byte alignment; the Cpu0 stack is 8-byte aligned"
                )));
            }
            offset = offset.next_multiple_of(align.max(1));
            slot_offsets.insert(slot, offset);
            offset = offset
                .checked_add(data.size)
                .ok_or_else(|| CompileError::Unsupported("stack slots larger than 4 GiB".into()))?;
        }
        let call_return_area_base = offset.next_multiple_of(8);
        let spare = spare::Spare::take(func.dfg.num_values());
        Ok(LowerCtx {
            func,
            flags,
            order,
            hoisted,
            switch_slots: switches.slots,
            table_bases: switches.table_bases,
            zext_params: zext::zext_params(func),
            nonzero_params: nonzero::nonzero_params(func),
            next_vreg: 0,
            value_regs: spare.value_regs,
            needed: spare.needed,
            uses: spare.uses,
            alias: spare.alias,
            cur: spare.cur,
            cur_block: None,
            targets: spare.targets,
            rev: spare.rev,
            block_lists: crate::vcode::take_block_lists(),
            slot_offsets,
            slots_size: offset,
            outgoing_size: 0,
            makes_calls: false,
            entry_lr: None,
            return_area: None,
            call_return_area_base,
            call_return_area_size: 0,
            late: Vec::new(),
            branch_args: None,
            abi,
            error: None,
            lowered_early: None,
            fcmp_calls: None,
        })
    }

    /// Whether an `fcmp` of the block being lowered calls the runtime (`fcmp_call`).
    pub(crate) fn fcmp_by_call(&mut self) -> bool {
        if self.flags.opt_level != crate::settings::OptLevel::Speed {
            return false;
        }
        let Some(block) = self.cur_block else {
            return false;
        };
        let (func, order) = (self.func, self.order);
        self.fcmp_calls
            .get_or_insert_with(|| fcmp_call::calling_blocks(func, order))
            .get(cranelift_codegen::entity::EntityRef::index(block))
            .copied()
            .unwrap_or(false)
    }

    pub(crate) fn fresh_reg(&mut self) -> Reg {
        let r = Reg::virt(self.next_vreg);
        self.next_vreg += 1;
        self.alias.push(r);
        r
    }

    /// The registers of a value, allocated on first reference.
    pub(crate) fn regs_of(&mut self, v: Value) -> ValueRegs {
        let v = self.func.dfg.resolve_aliases(v);
        self.regs_of_resolved(v)
    }

    /// `regs_of` for a value that is not an alias.
    fn regs_of_resolved(&mut self, v: Value) -> ValueRegs {
        if let Some(r) = self.value_regs[v] {
            return r;
        }
        // On the stack: this runs for every value lowered.
        let n = self.words_of_value(v);
        let mut words = [regs::ZERO; ValueRegs::MAX_WORDS];
        for w in words.iter_mut().take(n) {
            *w = self.fresh_reg();
        }
        let regs = ValueRegs::words(&words[..n]);
        self.value_regs[v] = Some(regs);
        regs
    }

    /// The registers of a value that an instruction reads. A zero constant is
    /// `$zero` itself (callers that need a virtual register use `virtual_reg`).
    pub(crate) fn use_value(&mut self, v: Value) -> ValueRegs {
        let v = self.func.dfg.resolve_aliases(v);
        // The `iconst` defining `v`, if one does: looked up once for the two
        // uses below (this runs for every operand lowered).
        let iconst = match self.func.dfg.value_def(v) {
            ir::ValueDef::Result(inst, _) => match self.func.dfg.insts[inst] {
                InstructionData::UnaryImm {
                    opcode: ir::Opcode::Iconst,
                    imm,
                } => Some((inst, imm.bits() as u64)),
                _ => None,
            },
            _ => None,
        };
        if iconst.is_some_and(|(_, bits)| bits == 0) {
            return ValueRegs::words(&[regs::ZERO; ValueRegs::MAX_WORDS][..self.words_of_value(v)]);
        }
        // A constant from another block is rebuilt here rather than kept live.
        if self.hoisted.contains(&v) {
            self.needed[v] = true;
            return self.regs_of_resolved(v);
        }
        if let Some((inst, bits)) = iconst {
            if self.func.layout.inst_block(inst) != self.cur_block || self.remat_in_block(v, bits) {
                let lo = self.fresh_reg();
                self.cur.push(MInst::LoadConst {
                    rd: Writable::new(lo),
                    imm: bits as u32,
                });
                if abi::words_of(self.func.dfg.value_type(v)) == Some(2) {
                    let hi = self.fresh_reg();
                    self.cur.push(MInst::LoadConst {
                        rd: Writable::new(hi),
                        imm: (bits >> 32) as u32,
                    });
                    return ValueRegs::two(lo, hi);
                }
                return ValueRegs::one(lo);
            }
        }
        self.needed[v] = true;
        self.regs_of_resolved(v)
    }

    /// Whether a constant of this block is rebuilt at each use too (at
    /// `opt_level=speed`, when each word takes one instruction and the value
    /// has few readers): kept in one register it lives across calls and is
    /// spilled, a store plus a load per later use, where a rebuild is one
    /// instruction. `consts::share_constants` then merges the rebuilds close
    /// together. A constant read often is left to the allocator, which keeps it
    /// in a callee-saved register when that pays.
    fn remat_in_block(&self, v: Value, bits: u64) -> bool {
        let words = self.words_of_value(v);
        use crate::inst::emit::const_is_one_instruction as one_instruction;
        self.flags.opt_level == crate::settings::OptLevel::Speed
            && self.uses[v] <= MAX_REMAT_USES
            && one_instruction(bits as u32)
            && (words == 1 || one_instruction((bits >> 32) as u32))
    }

    /// The number of registers of a value (one for a type `check_types` let
    /// through by mistake: the lowering of its users reports it).
    fn words_of_value(&self, v: Value) -> usize {
        abi::words_of(self.func.dfg.value_type(v)).unwrap_or(1)
    }

    /// `r` itself if it is virtual, else a copy in a new virtual register (for
    /// operands that the allocator must place: block and call arguments, results).
    pub(crate) fn virtual_reg(&mut self, r: Reg) -> Reg {
        if r.is_virtual() {
            return r;
        }
        let v = self.fresh_reg();
        self.cur.push(MInst::Mov {
            rd: Writable::new(v),
            rs: r,
        });
        v
    }

    /// The slot area: the CLIF stack slots, then room for the largest return area
    /// of a call.
    fn slots_size_with_call_return_areas(&self) -> u32 {
        if self.call_return_area_size == 0 {
            self.slots_size
        } else {
            self.call_return_area_base + self.call_return_area_size
        }
    }

    pub(crate) fn set_error(&mut self, e: CompileError) {
        if self.error.is_none() {
            self.error = Some(e);
        }
    }

    fn resolve(&self, mut r: Reg) -> Reg {
        while r.is_virtual() {
            let next = self.alias[r.index() - regs::FIRST_VIRTUAL as usize];
            if next == r {
                break;
            }
            r = next;
        }
        r
    }

    /// Counts a use of `v` in `block` and marks `v` needed if it is defined in
    /// another block and is not a constant (constants are rebuilt where used).
    /// Returns `v` with aliases resolved.
    fn note_use(&mut self, v: Value, block: ir::Block) -> Value {
        let func = self.func;
        let v = func.dfg.resolve_aliases(v);
        self.uses[v] += 1;
        let elsewhere = match func.dfg.value_def(v) {
            ir::ValueDef::Result(i, _) => {
                func.layout.inst_block(i) != Some(block)
                    && func.dfg.insts[i].opcode() != ir::Opcode::Iconst
            }
            ir::ValueDef::Param(b, _) => b != block,
            _ => true,
        };
        if elsewhere {
            self.needed[v] = true;
        }
        v
    }

    /// The incoming arguments: register words from an `Args` pseudo-instruction,
    /// stack words loaded from the caller's frame.
    fn lower_entry_args(&mut self, block: ir::Block) -> Vec<MInst> {
        let mut insts = Vec::new();
        let mut args = Vec::new();
        if let Some(r) = self.return_area {
            args.push((Writable::new(r), regs::preg(abi::RETURN_AREA_REG)));
        }
        let params: Vec<Value> = self.func.dfg.block_params(block).to_vec();
        // Taken out rather than cloned (a list per parameter) while `regs_of`
        // borrows the context; put back below.
        let locs = std::mem::take(&mut self.abi.params);
        for (v, loc) in params.iter().zip(&locs) {
            let regs = self.regs_of(*v);
            for (r, word) in regs.regs().iter().zip(&loc.words) {
                match word {
                    WordLoc::Reg(hw) => args.push((Writable::new(*r), regs::preg(*hw))),
                    // Stack arguments nobody reads are not loaded; those
                    // loaded at their use are not loaded here.
                    WordLoc::Stack(_) if !self.needed[*v] => {}
                    WordLoc::Stack(_) if self.late.iter().any(|l| l.value == *v) => {}
                    WordLoc::Stack(off) => insts.push(MInst::Load {
                        op: AsmOp::Ld,
                        rd: Writable::new(*r),
                        addr: AMode::Incoming {
                            offset: *off as i32,
                        },
                    }),
                    WordLoc::ReturnArea(_) => unreachable!("parameters are not results"),
                }
            }
        }
        self.abi.params = locs;
        // `$lr` is allocatable, so its entry value is a fixed def like the arguments.
        if let Some(r) = self.entry_lr {
            args.push((Writable::new(r), crate::regs::preg(cpu0_asm::Reg::LR)));
        }
        insts.insert(0, MInst::Args { args });
        insts
    }

    /// For the `br_table` ending the current block: the register holding the
    /// jump tables' address, when `crate::jump_table_base` built it earlier.
    pub(crate) fn switch_table_base(&mut self) -> Option<Reg> {
        let term = self.func.layout.last_inst(self.cur_block?)?;
        let v = *self.table_bases.by_switch.get(&term)?;
        let r = self.use_value(v).lo();
        Some(self.virtual_reg(r))
    }

    /// For the `br_table` ending the current block: the add `crate::switch_slot`
    /// put just before it, to run in the table's `jr` delay slot. The add is then
    /// lowered with the branch, not on its own.
    pub(crate) fn switch_slot_add(&mut self) -> crate::inst::SlotAdd {
        let term = self.func.layout.last_inst(self.cur_block?)?;
        let v = *self.switch_slots.get(&term)?;
        // Only while the add is still the instruction just before the branch.
        let prev = self.func.layout.prev_inst(term)?;
        if self.func.dfg.value_def(v) != ir::ValueDef::Result(prev, 0) {
            return None;
        }
        let InstructionData::Binary {
            opcode: ir::Opcode::Iadd,
            args: [x, k],
        } = self.func.dfg.insts[prev]
        else {
            return None;
        };
        let imm = i16::try_from(crate::loops::iconst_of(self.func, k)? as i32).ok()?;
        let rs = self.use_value(x).lo();
        let rs = self.virtual_reg(rs);
        let rd = self.regs_of(v).lo();
        self.lowered_early = Some(prev);
        Some((Writable::new(rd), rs, imm))
    }
}

fn has_side_effect(func: &Function, inst: ir::Inst) -> bool {
    let op = func.dfg.insts[inst].opcode();
    op.is_terminator()
        || op.is_call()
        || op.can_store()
        || op.can_trap()
        || op.other_side_effects()
        // Loads are kept even if unused: they may fault.
        || op.can_load()
}

/// Lowers a function (already verified and optimised) to VCode.
pub(crate) fn lower(
    func: &Function,
    cfg: &ControlFlowGraph,
    flags: &Flags,
    hoisted: &HashSet<Value>,
    switches: &Switches<'_>,
) -> Result<VCode, CompileError> {
    let order = BlockOrder::new(func, cfg);
    let mut ctx = LowerCtx::new(func, flags, &order, hoisted, switches)?;
    if ctx.abi.return_area_size.is_some() {
        // Defined at entry, read by every `return`.
        ctx.return_area = Some(ctx.fresh_reg());
    }

    // Values used outside their block are needed whatever happens in it
    // (constants excepted: they are rebuilt where used).
    // The same scan finds the stack parameters loaded late (`late_args`).
    let dfg = &func.dfg;
    let mut cands = late_args::candidates(func, &ctx.abi.params);
    for block in func.layout.blocks() {
        for inst in func.layout.block_insts(block) {
            if !cands.is_empty() && late_args::writes_incoming(func, inst) {
                cands.clear();
            }
            // Only terminators read values besides their arguments (those of
            // block calls, exception contexts): `inst_values`, which looks for
            // them, for those only (for every instruction it showed in the
            // profile).
            if dfg.insts[inst].opcode().is_terminator() {
                for v in dfg.inst_values(inst) {
                    let v = ctx.note_use(v, block);
                    if !cands.is_empty() {
                        late_args::note_use(&mut cands, v, block, inst);
                    }
                }
            } else {
                for &v in dfg.inst_args(inst) {
                    let v = ctx.note_use(v, block);
                    if !cands.is_empty() {
                        late_args::note_use(&mut cands, v, block, inst);
                    }
                }
            }
        }
    }
    if !cands.is_empty() {
        ctx.late = late_args::finish(func, cands);
    }

    // A hoisted constant's block may be lowered before the loop that reads it;
    // so may a jump tables' address, which no CLIF instruction reads.
    for &v in hoisted
        .iter()
        .chain(switches.table_bases.by_switch.values())
    {
        ctx.needed[v] = true;
    }

    let mut blocks: Vec<VBlock> = Vec::with_capacity(order.blocks.len());
    // Lower in reverse so most uses are seen before their definitions.
    let mut lowered: Vec<Option<LoweredBlock>> = vec![None; order.blocks.len()];
    for (index, lb) in order.blocks.iter().enumerate().rev() {
        let (insts, params, succ_args) = match *lb {
            LBlock::Orig(block) => lower_block(&mut ctx, index, block)?,
            LBlock::Edge { from, succ, .. } => {
                // The edge's jump carries the branch arguments.
                let term = func
                    .layout
                    .last_inst(from)
                    .expect("blocks end in a terminator");
                let call = func.dfg.insts[term]
                    .branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables)[succ];
                // Constants among the arguments are built in this block.
                ctx.cur_block = None;
                ctx.cur.clear();
                let args = block_call_args(&mut ctx, call)?;
                let mut insts = std::mem::take(&mut ctx.cur);
                insts.push(MInst::Jump {
                    target: MachLabel(order.succs(index)[0]),
                });
                (insts, Vec::new(), vec![args])
            }
        };
        lowered[index] = Some((insts, params, succ_args));
    }

    // The build below empties the blocks' lists into the same spare store.
    crate::vcode::give_back_block_lists(std::mem::take(&mut ctx.block_lists));
    // Resolve renames and build the VCode blocks.
    for entry in lowered {
        let (mut insts, params, succ_args) = entry.expect("every block was lowered");
        let resolve = |r: &mut Reg| *r = ctx.resolve(*r);
        for inst in &mut insts {
            inst.visit_operands(&mut RenameVisitor(&resolve));
        }
        blocks.push(VBlock {
            insts,
            params: params.into_iter().map(|r| ctx.resolve(r)).collect(),
            // `VCode::with_order` reads the edges from `order`.
            succs: Vec::new(),
            preds: Vec::new(),
            succ_args: succ_args
                .into_iter()
                .map(|args| args.into_iter().map(|r| ctx.resolve(r)).collect())
                .collect(),
        });
    }
    if flags.opt_level == crate::settings::OptLevel::Speed {
        consts::share_constants(
            &mut blocks,
            regs::FIRST_VIRTUAL as usize + ctx.next_vreg as usize,
            |i| order.preds(i),
        );
    }
    Ok(VCode::with_order(
        blocks,
        &order,
        ctx.next_vreg as usize,
        crate::vcode::FrameNeeds {
            outgoing_size: ctx.outgoing_size,
            slots_size: ctx.slots_size_with_call_return_areas(),
            makes_calls: ctx.makes_calls,
        },
    ))
}

/// A lowered block: its instructions, its parameters, and the arguments its
/// terminator passes to each successor.
type LoweredBlock = (Vec<MInst>, Vec<Reg>, Vec<Vec<Reg>>);

fn lower_block(
    ctx: &mut LowerCtx,
    index: usize,
    block: ir::Block,
) -> Result<LoweredBlock, CompileError> {
    let func = ctx.func;
    ctx.cur_block = Some(block);
    let is_entry = func.layout.entry_block() == Some(block);
    // Each instruction's code, pushed reversed and the whole turned round at the
    // end: one buffer rather than one per instruction (taken out of the context
    // while the rules borrow it).
    let mut rev = std::mem::take(&mut ctx.rev);
    rev.clear();
    let mut succ_args = Vec::new();

    // Stack parameters loaded in this block, each just above its first use.
    let late: Vec<late_args::LateArg> = ctx
        .late
        .iter()
        .filter(|l| l.block == block)
        .copied()
        .collect();
    let mut below = None;
    for inst in func.layout.block_insts(block).rev() {
        if !late.is_empty() {
            load_late_args(ctx, &late, below, &mut rev);
            below = Some(inst);
        }
        if ctx.lowered_early.take() == Some(inst) {
            continue;
        }
        let data = &func.dfg.insts[inst];
        ctx.cur.clear();
        if data.opcode().is_branch() {
            // Branch arguments of edges that are not split travel with this branch.
            let calls = data.branch_destination(&func.dfg.jump_tables, &func.dfg.exception_tables);
            for (i, call) in calls.iter().enumerate() {
                let split = matches!(
                    ctx.order.blocks[ctx.order.succs(index)[i] as usize],
                    LBlock::Edge { .. }
                );
                succ_args.push(if split {
                    Vec::new()
                } else {
                    block_call_args(ctx, *call)?
                });
            }
            // The buffer is reused from branch to branch (taken out while the
            // rules borrow the context).
            let mut targets = std::mem::take(&mut ctx.targets);
            targets.clear();
            targets.extend(ctx.order.succs(index).iter().map(|s| MachLabel(*s)));
            let ok = isle::lower_branch(ctx, inst, &targets);
            ctx.targets = targets;
            check(ctx, ok.is_some(), inst)?;
            rev.extend(ctx.cur.drain(..).rev());
            continue;
        }
        let results = func.dfg.inst_results(inst);
        let used = results.iter().any(|r| ctx.needed[*r]);
        if !used && !has_side_effect(func, inst) {
            continue;
        }
        let outputs = isle::lower(ctx, inst);
        check(ctx, outputs.is_some(), inst)?;
        let outputs = outputs.unwrap();
        if outputs.len() != results.len() {
            return Err(CompileError::Internal(format!(
                "lowering of `{}` gave {} results, expected {}",
                func.dfg.display_inst(inst),
                outputs.len(),
                results.len()
            )));
        }
        for (&result, out) in results.iter().zip(&outputs) {
            let regs = ctx.regs_of(result);
            for (dst, src) in regs.regs().iter().zip(out.regs()) {
                if src.is_virtual() {
                    if dst != src {
                        ctx.alias[dst.index() - regs::FIRST_VIRTUAL as usize] = *src;
                    }
                } else {
                    ctx.cur.push(MInst::Mov {
                        rd: Writable::new(*dst),
                        rs: *src,
                    });
                }
            }
        }
        rev.extend(ctx.cur.drain(..).rev());
    }

    if !late.is_empty() {
        load_late_args(ctx, &late, below, &mut rev);
    }
    let mut insts = ctx.block_lists.pop().unwrap_or_default();
    if is_entry {
        insts.extend(ctx.lower_entry_args(block));
    }
    insts.extend(rev.drain(..).rev());
    ctx.rev = rev;
    let mut params = Vec::new();
    if !is_entry {
        for p in func.dfg.block_params(block) {
            let regs = ctx.regs_of(*p);
            params.extend_from_slice(regs.regs());
        }
    }
    Ok((insts, params, succ_args))
}

/// Pushes (onto the reversed list) the loads of the late stack parameters whose
/// first use is `first_use`, so that they come just before its code.
fn load_late_args(
    ctx: &mut LowerCtx,
    late: &[late_args::LateArg],
    first_use: Option<ir::Inst>,
    rev: &mut Vec<MInst>,
) {
    let Some(first_use) = first_use else {
        return;
    };
    for l in late.iter().filter(|l| l.first_use == first_use) {
        let Some(index) = ctx
            .func
            .dfg
            .block_params(ctx.func.layout.entry_block().unwrap())
            .iter()
            .position(|p| *p == l.value)
        else {
            continue;
        };
        let words = ctx.abi.params[index].words;
        let regs = ctx.regs_of(l.value);
        for (r, word) in regs.regs().iter().zip(&words) {
            if let WordLoc::Stack(off) = word {
                rev.push(MInst::Load {
                    op: AsmOp::Ld,
                    rd: Writable::new(*r),
                    addr: AMode::Incoming {
                        offset: *off as i32,
                    },
                });
            }
        }
    }
}

/// Turns "no rule matched" and errors raised inside callbacks into a
/// `CompileError` naming the instruction.
fn check(ctx: &mut LowerCtx, matched: bool, inst: ir::Inst) -> Result<(), CompileError> {
    if let Some(e) = ctx.error.take() {
        return Err(e);
    }
    if !matched {
        return Err(CompileError::Unsupported(format!(
            "no lowering for `{}`",
            ctx.func.dfg.display_inst(inst)
        )));
    }
    Ok(())
}

/// The registers of a block call's arguments, in order.
fn block_call_args(ctx: &mut LowerCtx, call: ir::BlockCall) -> Result<Vec<Reg>, CompileError> {
    let func = ctx.func;
    let mut regs = Vec::new();
    for arg in call.args(&func.dfg.value_lists) {
        let v = arg.as_value().ok_or_else(|| {
            CompileError::Unsupported("exception-handling block arguments".into())
        })?;
        let value_regs = ctx.use_value(v);
        for r in value_regs.regs() {
            let r = ctx.virtual_reg(*r);
            regs.push(r);
        }
    }
    Ok(regs)
}

/// Applies register renames to every operand.
struct RenameVisitor<'f, F: Fn(&mut Reg)>(&'f F);

impl<F: Fn(&mut Reg)> crate::inst::OperandVisitor for RenameVisitor<'_, F> {
    fn reg_use(&mut self, r: &mut Reg) {
        (self.0)(r)
    }
    fn reg_def(&mut self, r: &mut crate::regs::WritableReg) {
        (self.0)(r.reg_mut())
    }
    fn reg_early_def(&mut self, r: &mut crate::regs::WritableReg) {
        (self.0)(r.reg_mut())
    }
    fn reg_fixed_use(&mut self, r: &mut Reg, _: regalloc2::PReg) {
        (self.0)(r)
    }
    fn reg_fixed_def(&mut self, r: &mut crate::regs::WritableReg, _: regalloc2::PReg) {
        (self.0)(r.reg_mut())
    }
}
