//! The path of a function through the backend: mid-end, lowering, register
//! allocation, frame layout, emission.

use crate::abi::FrameLayout;
use crate::inst::emit::Emitter;
use crate::inst::{AMode, AsmOp, MInst, MachLabel, OperandVisitor};
use crate::regs::{self, Reg, Writable, WritableReg};
use crate::settings::{Flags, OptLevel};
use crate::vcode::VCode;
use crate::{lower, CompileError, CompiledFunction};
use cpu0_asm::Reg as HwReg;
use cranelift_codegen::ir::Function;
use cranelift_codegen::settings::{self as cl_settings, Configurable, FlagsOrIsa};
use cranelift_codegen::Context;
use regalloc2::{Allocation, Edit, InstOrEdit, PReg};

/// Checks that a function only uses the types the backend supports (integers up
/// to 128 bits, `f32`, `f64`), so the error names the instruction rather than
/// failing deep in lowering.
fn check_types(func: &Function) -> Result<(), CompileError> {
    // Every value of the function (placed or not) has a supported type in
    // nearly every function: one pass over the value table then shows that no
    // instruction uses another type, cheaper than the walk that names one.
    // Deleted values (and the parser's padding) have no type: no instruction
    // reads them.
    let dfg = &func.dfg;
    if (0..dfg.num_values() as u32).all(|i| {
        let ty = dfg.value_type(cranelift_codegen::ir::Value::from_u32(i));
        ty == cranelift_codegen::ir::types::INVALID || crate::abi::words_of(ty).is_some()
    }) {
        return Ok(());
    }
    for block in func.layout.blocks() {
        for inst in func.layout.block_insts(block) {
            let dfg = &func.dfg;
            let bad = dfg
                .inst_results(inst)
                .iter()
                .chain(dfg.inst_args(inst))
                .map(|v| dfg.value_type(*v))
                .find(|ty| crate::abi::words_of(*ty).is_none());
            if let Some(ty) = bad {
                let what = if ty.is_float() {
                    "this float type (f32 and f64 are supported)"
                } else if ty.is_vector() {
                    "vector types"
                } else {
                    "this type"
                };
                return Err(CompileError::Unsupported(format!(
                    "`{}` in {} uses {ty}: the Cpu0 backend does not support {what}",
                    dfg.display_inst(inst),
                    func.name
                )));
            }
        }
    }
    Ok(())
}

/// Whether the reachable CFG has a cycle, reducible or not: an edge to a block
/// that does not finish before its source in the dominator tree's depth-first
/// postorder (a retreating edge; tree, forward and cross edges all go to blocks
/// that finish first).
fn has_cycle(
    cfg: &cranelift_codegen::flowgraph::ControlFlowGraph,
    domtree: &cranelift_codegen::dominator_tree::DominatorTree,
) -> bool {
    let postorder = domtree.cfg_postorder();
    if postorder.len() < 2 {
        // One block: a cycle is an edge to itself.
        return postorder.iter().any(|&b| cfg.succ_iter(b).any(|s| s == b));
    }
    let mut finish = cranelift_codegen::entity::SecondaryMap::with_default(u32::MAX);
    for (i, &b) in postorder.iter().enumerate() {
        finish[b] = i as u32;
    }
    postorder
        .iter()
        .enumerate()
        .any(|(i, &b)| cfg.succ_iter(b).any(|s| finish[s] >= i as u32))
}

fn uses_frame_registers(func: &Function) -> bool {
    let reads_frame = |data: &cranelift_codegen::ir::InstructionData| {
        matches!(
            data.opcode(),
            cranelift_codegen::ir::Opcode::GetFramePointer
                | cranelift_codegen::ir::Opcode::GetReturnAddress
        )
    };
    // The instruction table (placed or not) in index order first: cheaper than
    // the layout's lists, and nearly every function has no such instruction.
    let dfg = &func.dfg;
    if !(0..dfg.num_insts() as u32)
        .any(|i| reads_frame(&dfg.insts[cranelift_codegen::ir::Inst::from_u32(i)]))
    {
        return false;
    }
    func.layout.blocks().any(|b| {
        func.layout.block_insts(b).any(|i| {
            matches!(
                func.dfg.insts[i].opcode(),
                cranelift_codegen::ir::Opcode::GetFramePointer
                    | cranelift_codegen::ir::Opcode::GetReturnAddress
            )
        })
    })
}

/// Whether a block other than the entry has parameters: without,
/// `remove_constant_phis` (which only removes such parameters) changes nothing.
fn has_branch_params(func: &Function) -> bool {
    func.layout
        .blocks()
        .skip(1)
        .any(|b| func.dfg.num_block_params(b) != 0)
}

/// Whether some value is an alias of another: without, `resolve_all_aliases`
/// changes nothing. The deleted values it (and the parser) leave behind are
/// aliases of no type, not of a value.
fn has_aliases(dfg: &cranelift_codegen::ir::DataFlowGraph) -> bool {
    (0..dfg.num_values() as u32)
        .map(cranelift_codegen::ir::Value::from_u32)
        .any(|v| {
            dfg.value_is_alias(v) && dfg.value_type(v) != cranelift_codegen::ir::types::INVALID
        })
}

/// Whether `func` calls [`crate::RETURNS_TWICE_SYMBOL`] (`setjmp` as the importer calls it).
fn calls_returns_twice(func: &Function) -> bool {
    func.dfg
        .ext_funcs
        .values()
        .any(|f| crate::returns_twice(&f.name))
}

/// Cranelift's shared flags for the mid-end, built once per opt level (building
/// them shows in the profile of small functions).
fn cranelift_flags(flags: &Flags) -> cl_settings::Flags {
    static BUILT: [std::sync::OnceLock<cl_settings::Flags>; 2] =
        [std::sync::OnceLock::new(), std::sync::OnceLock::new()];
    let index = match flags.opt_level {
        OptLevel::None => 0,
        OptLevel::Speed => 1,
    };
    BUILT[index]
        .get_or_init(|| build_cranelift_flags(flags))
        .clone()
}

fn build_cranelift_flags(flags: &Flags) -> cl_settings::Flags {
    let mut b = cl_settings::builder();
    let level = match flags.opt_level {
        OptLevel::None => "none",
        OptLevel::Speed => "speed",
    };
    b.set("opt_level", level).expect("known setting");
    // `optimize` verifies the input itself; the re-verification Cranelift's passes
    // do after themselves checks Cranelift's own code, a debugging aid that costs
    // about a tenth of the compile time, so release builds skip it.
    let reverify = if cfg!(debug_assertions) {
        "true"
    } else {
        "false"
    };
    b.set("enable_verifier", reverify).expect("known setting");
    cl_settings::Flags::new(b)
}

/// What Cranelift's verifier (and the passes that run it) check a function
/// against. The verifier accepts get_frame_pointer and get_return_address only
/// with an ISA that preserves frame pointers; this backend always can, so such
/// functions are checked against a stand-in ISA, the others against flags.
struct VerifierTarget {
    flags: cl_settings::Flags,
    isa: Option<std::sync::Arc<dyn cranelift_codegen::isa::TargetIsa>>,
}

impl VerifierTarget {
    fn new(func: &Function, flags: &Flags) -> Result<Self, CompileError> {
        let isa = if uses_frame_registers(func) {
            Some(crate::verifier_isa(flags.endian)?)
        } else {
            None
        };
        Ok(VerifierTarget {
            flags: cranelift_flags(flags),
            isa,
        })
    }

    fn get(&self) -> FlagsOrIsa<'_> {
        match &self.isa {
            Some(isa) => (&**isa).into(),
            None => (&self.flags).into(),
        }
    }
}

/// Runs the mid-end on `ctx.func`: verify, clean up, and optimise at `speed`.
pub fn optimize(ctx: &mut Context, flags: &Flags) -> Result<(), CompileError> {
    let target = VerifierTarget::new(&ctx.func, flags)?;
    let fisa = target.get();
    let verifier = |e: cranelift_codegen::CodegenError| match e {
        cranelift_codegen::CodegenError::Verifier(errors) => {
            CompileError::Verifier(errors.to_string())
        }
        other => CompileError::Verifier(other.to_string()),
    };
    ctx.verify(fisa)
        .map_err(|e| CompileError::Verifier(e.to_string()))?;
    check_types(&ctx.func)?;
    // Before any pass that reasons about memory (the egraph's alias analysis).
    crate::byte_order::legalize_byte_order(&mut ctx.func, flags.endian)?;
    ctx.compute_cfg();
    ctx.compute_domtree();
    ctx.eliminate_unreachable_code(fisa).map_err(verifier)?;
    // Both passes walk every instruction; most functions give them nothing to do.
    if has_branch_params(&ctx.func) {
        ctx.remove_constant_phis(fisa).map_err(verifier)?;
    }
    if has_aliases(&ctx.func.dfg) {
        ctx.func.dfg.resolve_all_aliases();
    }
    // A function that calls `setjmp` keeps its values in explicit stack slots
    // (the LLVM importer sees to it); the egraph's value numbering could keep one
    // value in a register or spill slot across the call, which `longjmp` breaks.
    if flags.opt_level == OptLevel::Speed && !calls_returns_twice(&ctx.func) {
        let mut control = cranelift_control::ControlPlane::default();
        ctx.egraph_pass(fisa, &mut control).map_err(verifier)?;
    }
    if flags.opt_level == OptLevel::Speed && crate::return_dup::duplicate_returns(&mut ctx.func) {
        ctx.compute_cfg();
        ctx.compute_domtree();
        ctx.eliminate_unreachable_code(fisa).map_err(verifier)?;
    }
    // The CFG and dominator tree are current here: the egraph pass recomputes
    // both, and removing unreachable blocks keeps the CFG up to date (and the
    // tree's reachable part, the only part read, unchanged).
    Ok(())
}

/// Compiles the function in `ctx`.
pub fn compile(ctx: &mut Context, flags: &Flags) -> Result<CompiledFunction, CompileError> {
    optimize(ctx, flags)?;
    let mut switch_slots = Default::default();
    let mut table_bases = crate::jump_table_base::TableBases::default();
    let hoisted = if flags.opt_level == OptLevel::Speed && !calls_returns_twice(&ctx.func) {
        // Most functions have nothing for most passes below: one walk tells.
        let found = crate::inventory::Inventory::of(&ctx.func);
        // Folds `iadd p, c` read only as addresses into the accesses' offsets:
        // removes instructions and changes accesses' operands only.
        crate::addr_offsets::fold_address_offsets(&mut ctx.func);
        // Moves loads within their blocks and copies some into later blocks
        // (no block or edge changes: the CFG and dominator tree from
        // `optimize` stay valid); it adds nothing the inventory looks for.
        if found.load_words >= crate::load_sink::MIN_WORDS {
            crate::load_sink::sink_loads(&mut ctx.func, &ctx.cfg, &ctx.domtree);
        }
        // Moves instructions within their blocks only: the CFG and the
        // dominator tree from `optimize` stay valid.
        if found.counter {
            crate::loops::fold_counter_compares(&mut ctx.func);
        }
        // Adds one instruction before a `br_table` and rewrites uses: the
        // CFG and the dominator tree stay valid.
        if found.br_table {
            switch_slots =
                crate::switch_slot::hoist_case_increments(&mut ctx.func, &ctx.cfg, &ctx.domtree);
        }
        // The egraph pass computed the loops of the function before it
        // simplified branches. Removing edges can turn an irreducible cycle
        // (no loop then) into a natural loop, so a function without a loop in
        // that analysis is checked for any cycle in the current CFG; without
        // one the (empty) analysis holds for the passes below.
        if ctx.loop_analysis.loops().next().is_some() || has_cycle(&ctx.cfg, &ctx.domtree) {
            crate::induction::reduce_induction_variables(
                &mut ctx.func,
                &mut ctx.cfg,
                &mut ctx.domtree,
                &mut ctx.loop_analysis,
            );
        }
        // The pass rewrites the IR: debug builds check its output.
        #[cfg(debug_assertions)]
        ctx.verify(VerifierTarget::new(&ctx.func, flags)?.get())
            .map_err(|e| {
                CompileError::Internal(format!("after induction-variable reduction: {e}"))
            })?;
        // The passes above add no `i64` add or multiply, nor address builds.
        // Rewrites instructions and moves some within their block (no block
        // or edge changes): the analyses stay valid.
        if found.wide_add_mul {
            crate::low_word::share_low_words(&mut ctx.func);
        }
        // Adds no block or edge: the analyses stay valid.
        if found.address_builds as usize >= crate::symbol_share::MIN_BUILDS {
            crate::symbol_share::share_symbol_addresses(
                &mut ctx.func,
                &ctx.domtree,
                &ctx.loop_analysis,
            );
        }
        // The last two work on loops only (the analysis is current: the
        // induction pass computed it, or there was no cycle).
        let any_loop = ctx.loop_analysis.loops().next().is_some();
        let hoisted = if any_loop {
            crate::loops::hoist_loop_constants(&mut ctx.func, &ctx.domtree, &ctx.loop_analysis)
        } else {
            Default::default()
        };
        // Adds instructions only, after the last pass that moves them.
        if any_loop && found.br_table {
            table_bases = crate::jump_table_base::hoist_table_bases(
                &mut ctx.func,
                &ctx.domtree,
                &ctx.loop_analysis,
            );
        }
        hoisted
    } else {
        Default::default()
    };
    let vcode = lower::lower(
        &ctx.func,
        &ctx.cfg,
        flags,
        &hoisted,
        &lower::Switches {
            slots: &switch_slots,
            table_bases: &table_bases,
        },
    )?;
    vcode.allocate(|vcode, output| emit_function(&ctx.func, vcode, output, flags))
}

/// Replaces each virtual register operand with its allocation, in the order
/// `visit_operands` reports them (the order regalloc2 received them), and
/// records the callee-saved registers written (as [`CollectDefs`] does, in the
/// same walk over the operands) unless `defs` is `None`.
///
/// The allocations of all instructions are taken in sequence (one walk over
/// `Output::allocs`), each instruction checked to start at its own offset.
struct ApplyAllocs<'a, 'd> {
    all: &'a [Allocation],
    allocs: std::slice::Iter<'a, Allocation>,
    defs: Option<CollectDefs<'d>>,
}

impl ApplyAllocs<'_, '_> {
    /// Whether the next allocation is the first at `offset` (an instruction's).
    fn at(&self, offset: Option<&u32>) -> bool {
        offset.map(|&o| o as usize) == Some(self.all.len() - self.allocs.len())
    }

    fn next(&mut self) -> Reg {
        let alloc = self.allocs.next().expect("one allocation per operand");
        let preg = alloc.as_reg().expect("operands are allocated to registers");
        Reg::phys(regs::hw(preg))
    }
}

impl OperandVisitor for ApplyAllocs<'_, '_> {
    fn reg_use(&mut self, r: &mut Reg) {
        if r.is_virtual() {
            *r = self.next();
        }
    }
    fn reg_def(&mut self, r: &mut WritableReg) {
        if r.to_reg().is_virtual() {
            *r = Writable::new(self.next());
        }
        if let Some(defs) = &mut self.defs {
            defs.note(r.to_reg());
        }
    }
    fn reg_early_def(&mut self, r: &mut WritableReg) {
        self.reg_def(r)
    }
    fn reg_fixed_use(&mut self, r: &mut Reg, _: PReg) {
        *r = self.next();
    }
    fn reg_fixed_def(&mut self, r: &mut WritableReg, _: PReg) {
        *r = Writable::new(self.next());
        if let Some(defs) = &mut self.defs {
            defs.note(r.to_reg());
        }
    }
}

/// The instruction for a move the allocator inserted.
fn edit_to_inst(from: Allocation, to: Allocation) -> MInst {
    match (from.as_reg(), to.as_reg()) {
        (Some(f), Some(t)) => MInst::Mov {
            rd: Writable::new(Reg::phys(regs::hw(t))),
            rs: Reg::phys(regs::hw(f)),
        },
        (None, Some(t)) => MInst::Load {
            op: AsmOp::Ld,
            rd: Writable::new(Reg::phys(regs::hw(t))),
            addr: AMode::Spill {
                slot: from.as_stack().expect("a stack slot").index() as u32,
            },
        },
        (Some(f), None) => MInst::Store {
            op: AsmOp::St,
            src: Reg::phys(regs::hw(f)),
            addr: AMode::Spill {
                slot: to.as_stack().expect("a stack slot").index() as u32,
            },
        },
        (None, None) => unreachable!("regalloc2 never moves stack to stack"),
    }
}

thread_local! {
    /// The per-block instruction lists of the last function emitted, for the
    /// next one: allocating a list per block for every function showed in the
    /// profile.
    static SPARE_BLOCKS: crate::thread_spare::Slot<Vec<Vec<MInst>>> =
        const { crate::thread_spare::Slot::new(None) };
    /// The label forwarding table and the list of emitted blocks, likewise.
    static SPARE_LABELS: crate::thread_spare::Slot<(Vec<u32>, Vec<usize>)> =
        const { crate::thread_spare::Slot::new(None) };
}

/// Fills `blocks` (empty) with the final instructions: the lowered ones with
/// their allocations applied and the allocator's moves, in order; `defs`, when
/// given, records the callee-saved registers they write.
fn apply_allocations(
    blocks: &mut [Vec<MInst>],
    vcode: &mut VCode,
    output: &regalloc2::Output,
    defs: Option<CollectDefs<'_>>,
) -> Result<(), CompileError> {
    // Each instruction is moved out once: blocks come in order, and each lists
    // its instructions in order, so they come as numbered.
    let mut lowered_list = std::mem::take(&mut vcode.insts);
    let mut lowered = lowered_list.drain(..).enumerate();
    let vcode = &*vcode;
    let mut apply = ApplyAllocs {
        all: &output.allocs,
        allocs: output.allocs.iter(),
        defs,
    };
    for (b, insts) in blocks.iter_mut().enumerate() {
        insts.reserve(vcode.block_range(b).len() + 2);
        for item in output.block_insts_and_edits(vcode, regalloc2::Block::new(b)) {
            match item {
                InstOrEdit::Inst(i) => {
                    let mut inst = match lowered.next() {
                        Some((n, inst)) if n == i.index() => inst,
                        _ => {
                            return Err(CompileError::Internal("instructions out of order".into()))
                        }
                    };
                    if !apply.at(output.inst_alloc_offsets.get(i.index())) {
                        return Err(CompileError::Internal("allocations out of step".into()));
                    }
                    inst.visit_operands(&mut apply);
                    insts.push(inst);
                }
                InstOrEdit::Edit(Edit::Move { from, to }) => {
                    let mut inst = edit_to_inst(*from, *to);
                    if let Some(defs) = &mut apply.defs {
                        inst.visit_operands(defs);
                    }
                    insts.push(inst);
                }
            }
        }
    }
    drop(lowered);
    crate::vcode::give_back_insts(lowered_list);
    if !apply.allocs.as_slice().is_empty() {
        return Err(CompileError::Internal("allocations left over".into()));
    }
    Ok(())
}

fn emit_function(
    func: &Function,
    mut vcode: VCode,
    output: &regalloc2::Output,
    flags: &Flags,
) -> Result<CompiledFunction, CompileError> {
    // Final instructions of each block, with allocations applied and moves
    // inserted, in the block lists the last function left (emptied).
    let mut spare = crate::thread_spare::take(&SPARE_BLOCKS);
    if spare.len() < vcode.num_blocks() {
        spare.resize_with(vcode.num_blocks(), Vec::new);
    }
    let blocks = &mut spare[..vcode.num_blocks()];
    blocks.iter_mut().for_each(Vec::clear);
    let mut used_callee_saved = Vec::new();
    // With the post-allocation clean-ups, which may delete every write of a
    // callee-saved register (then neither saved nor restored), the registers
    // are collected after them; without, in the walk that applies allocations.
    let cleanups = flags.opt_level == OptLevel::Speed;
    let num_insts = vcode.insts.len();
    apply_allocations(
        blocks,
        &mut vcode,
        output,
        (!cleanups).then_some(CollectDefs(&mut used_callee_saved)),
    )?;
    let vcode = &vcode;

    let mut live_in = None;
    if cleanups {
        crate::postra::hoist_edge_moves(
            blocks,
            vcode,
            output.num_spillslots,
            flags.fill_delay_slots,
        );
        crate::postra::remat_spilled_values(blocks, vcode, output.num_spillslots);
        crate::postra::rename_short_values(blocks, vcode, output.num_spillslots);
        let (mut live, written) =
            crate::postra::forward_zeros(blocks, vcode, output.num_spillslots);
        crate::postra::hoist_common_heads(blocks, vcode, &mut live);
        live_in = Some(live);
        used_callee_saved.extend(
            regs::CALLEE_SAVED
                .into_iter()
                .filter(|r| written & (1 << r.index()) != 0),
        );
    }
    let frame = FrameLayout::new(
        vcode.frame.outgoing_size,
        vcode.frame.slots_size,
        output.num_spillslots as u32,
        vcode.frame.makes_calls,
        &used_callee_saved,
    );

    // Blocks that only jump elsewhere get no code; their label means the target.
    let n = blocks.len();
    let (mut forward, mut emitted) = crate::thread_spare::take(&SPARE_LABELS);
    forward.clear();
    forward.extend(0..n as u32);
    // Most functions skip no block: their branches then need no redirection.
    let mut any_forward = false;
    for (b, insts) in blocks.iter().enumerate() {
        if b != 0 {
            if let [MInst::Jump { target }] = insts.as_slice() {
                forward[b] = target.0;
                any_forward = true;
            }
        }
    }
    if any_forward {
        // A cycle of jump-only blocks (a loop that does nothing, forever) has
        // no block to end at: the block each chain stops at keeps its code.
        for b in 0..n as u32 {
            let end = follow_forwards(&forward, b);
            forward[end as usize] = end;
        }
    }
    let resolve = |l: u32| follow_forwards(&forward, l);
    emitted.clear();
    emitted.extend((0..n).filter(|b| resolve(*b as u32) == *b as u32));

    let mut e = Emitter::new(&frame, flags.level, n);
    e.fill_slots = flags.fill_delay_slots;
    e.live_in = live_in;
    // Below two restores besides `$sp`'s, `Emitter::ret` shares nothing.
    let host = if flags.opt_level == OptLevel::Speed && frame.saves.len() >= 2 {
        let share_costly = vcode.frame.makes_calls && num_insts >= SHARE_COSTLY_FROM;
        epilogue_host(blocks, &emitted, resolve, share_costly)
    } else {
        None
    };
    e.share_epilogue = host.is_some();
    e.reserve(num_insts + 16);
    e.prologue();
    for (i, &b) in emitted.iter().enumerate() {
        if let Some((host, sharing)) = &host {
            e.hosts_epilogue = *host == b;
            e.jumps_to_epilogue = sharing[b];
        }
        e.bind(MachLabel(b as u32));
        let next = emitted.get(i + 1).map(|nb| MachLabel(*nb as u32));
        for inst in &mut blocks[b] {
            if any_forward {
                retarget(inst, &resolve);
            }
            e.emit(inst, next);
        }
    }
    let result = e.finish()?;
    crate::thread_spare::give_back(&SPARE_BLOCKS, spare);
    crate::thread_spare::give_back(&SPARE_LABELS, (forward, emitted));

    let mut code = Vec::with_capacity(result.words.len() * 4);
    for w in &result.words {
        code.extend_from_slice(&flags.endian.word_bytes(*w));
    }
    let disasm = flags.disassembly.then(|| {
        crate::disasm::disassemble(
            &result.words,
            &result.relocs,
            &result.table_refs,
            &result.jump_tables,
        )
    });
    log::debug!("compiled {}: {} bytes", func.name, code.len());
    Ok(CompiledFunction {
        code,
        relocs: result.relocs,
        traps: result.traps,
        frame_size: frame.size,
        saves: frame.saves.iter().map(|(r, off)| (*r, *off)).collect(),
        unwind: result.unwind,
        disasm,
        jump_tables: result.jump_tables,
        jump_table_refs: result.table_refs,
    })
}

/// The block a chain of jump-only blocks from `l` leads to: the first that
/// forwards to itself, or, on a cycle, the block reached after `forward.len()`
/// steps.
fn follow_forwards(forward: &[u32], mut l: u32) -> u32 {
    for _ in 0..forward.len() {
        if forward[l as usize] == l {
            break;
        }
        l = forward[l as usize];
    }
    l
}

/// Redirects branch targets through skipped (jump-only) blocks.
fn retarget(inst: &mut MInst, resolve: &impl Fn(u32) -> u32) {
    let redirect = |label: &mut MachLabel| *label = MachLabel(resolve(label.0));
    match inst {
        MInst::Jump { target } => redirect(target),
        MInst::CondBr {
            taken, not_taken, ..
        } => {
            redirect(taken);
            redirect(not_taken);
        }
        MInst::BrTable {
            default, targets, ..
        } => {
            redirect(default);
            targets.iter_mut().for_each(redirect);
        }
        _ => {}
    }
}

/// Records the callee-saved registers an allocated function writes.
struct CollectDefs<'a>(&'a mut Vec<HwReg>);

impl CollectDefs<'_> {
    fn note(&mut self, r: Reg) {
        if let Some(hw) = r.to_phys() {
            if regs::CALLEE_SAVED.contains(&hw) && !self.0.contains(&hw) {
                self.0.push(hw);
            }
        }
    }
}

impl OperandVisitor for CollectDefs<'_> {
    fn reg_use(&mut self, _: &mut Reg) {}
    fn reg_def(&mut self, r: &mut WritableReg) {
        self.note(r.to_reg())
    }
    fn reg_early_def(&mut self, r: &mut WritableReg) {
        self.note(r.to_reg())
    }
    fn reg_fixed_use(&mut self, _: &mut Reg, _: PReg) {}
    fn reg_fixed_def(&mut self, r: &mut WritableReg, _: PReg) {
        self.note(r.to_reg())
    }
}

/// From this many instructions, the returns of a function that makes calls
/// share its epilogue even where that costs a `jmp`: one instruction per call
/// is then little beside the work of a call and its callees. Leaves keep their
/// returns (the soft-float routines are large leaves that run hot).
const SHARE_COSTLY_FROM: usize = 256;

/// Which returns share the function's epilogue (`Emitter::ret`), if any: the
/// block whose return keeps it and, by block, whether its return jumps there. A
/// return reached only by branches costs nothing to share (`emit/thread.rs`
/// sends the branches to the epilogue); the others pay a `jmp`, so they share
/// only with `share_costly`, and the epilogue stays at the last of them, the
/// likeliest common exit (early returns, errors first, come before it).
fn epilogue_host(
    blocks: &[Vec<MInst>],
    emitted: &[usize],
    resolve: impl Fn(u32) -> u32,
    share_costly: bool,
) -> Option<(usize, Vec<bool>)> {
    let returns = |b: usize| matches!(blocks[b].last(), Some(MInst::Ret { .. }));
    let rets: Vec<usize> = (0..emitted.len())
        .filter(|&i| returns(emitted[i]))
        .collect();
    if rets.len() < 2 {
        return None;
    }
    let works = |b: usize| {
        blocks[b]
            .iter()
            .any(|i| !matches!(i, MInst::Ret { .. } | MInst::Nop | MInst::Args { .. }))
    };
    // Whether the block emitted before `b` may run on into it.
    let falls_into = |prev: usize, b: usize| {
        let to_b = |l: &MachLabel| resolve(l.0) as usize == b;
        match blocks[prev].last() {
            Some(MInst::Jump { target }) => to_b(target),
            Some(MInst::CondBr {
                taken, not_taken, ..
            }) => to_b(taken) || to_b(not_taken),
            Some(
                MInst::Ret { .. }
                | MInst::ReturnCall { .. }
                | MInst::BrTable { .. }
                | MInst::Trap { .. },
            ) => false,
            _ => true,
        }
    };
    // The entry block runs on from the prologue.
    let costly = |i: usize| works(emitted[i]) || i == 0 || falls_into(emitted[i - 1], emitted[i]);
    let host = rets
        .iter()
        .rev()
        .copied()
        .find(|&i| costly(i))
        .unwrap_or(rets[rets.len() - 1]);
    let mut sharing = vec![false; blocks.len()];
    let mut any = false;
    for &i in &rets {
        if i != host && (share_costly || !costly(i)) {
            sharing[emitted[i]] = true;
            any = true;
        }
    }
    if !any {
        return None;
    }
    Some((emitted[host], sharing))
}
