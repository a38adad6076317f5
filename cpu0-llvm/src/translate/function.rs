//! Function bodies: LLVM instructions to CLIF.
//!
//! Blocks are translated in reverse postorder from the entry, so every value is
//! translated before its uses (phis aside, which become block parameters: the
//! branches of each predecessor pass the incoming values). Unreachable blocks are
//! skipped. Each LLVM value is a list of CLIF values, one per leaf of its type
//! (see [`Leaf`](super::types::Leaf)); integers whose width is not 8, 16, 32, 64
//! or 128 bits live in the next wider CLIF type with their upper bits zero.
//!
//! This file holds the translator's state, the walk over blocks and the dispatch
//! of each instruction; the instructions themselves are translated, by family,
//! in the sibling modules `arithmetic.rs`, `float.rs`, `memory.rs`, `control_flow.rs`,
//! `calls.rs` (with `intrinsics.rs`) and `aggregates.rs`, over the operand and
//! width helpers of `values.rs` (constant operands: `const_code.rs`).

use super::types::Abi;
use super::{ModuleTranslator, Symbol, TranslateResult};
use crate::ast::{self, InstKind, Instruction, Type, Value as LlValue};
use crate::error::{invalid, module_error, unsupported, TranslateError, TranslateErrorKind};
use crate::TRAP_UNREACHABLE;
use cranelift_codegen::ir::{
    self, types as ct, InstBuilder, MemFlagsData, StackSlotData, StackSlotKind, UserFuncName, Value,
};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_module::{DataId, FuncId, Module};
use std::collections::{HashMap, HashSet};

/// Translates and defines one function.
pub(super) fn translate_function<'a, M: Module>(
    cx: &mut ModuleTranslator<'a, M>,
    f: &'a ast::Function,
) -> Result<(), TranslateError> {
    let err = |pos: Option<ast::Pos>, kind| TranslateError::in_symbol(&f.name, pos, kind);
    let (sym, _) = cx.symbol(&f.name).map_err(|k| err(Some(f.pos), k))?;
    let Symbol::Func(id) = sym else {
        return Err(err(Some(f.pos), invalid("not a function")));
    };
    let attrs: Vec<_> = f.params.iter().map(|p| p.attrs.clone()).collect();
    let abi = cx
        .abi(&f.fn_type(), &attrs, &f.ret_attrs)
        .map_err(|k| err(Some(f.pos), k))?;
    let mut ctx = cx.module.make_context();
    ctx.func.signature = abi.sig.clone();
    ctx.func.name = UserFuncName::user(0, id.as_u32());
    let config = cx.module.target_config();
    let mut fctx = FunctionBuilderContext::new();
    {
        let b = FunctionBuilder::new(&mut ctx.func, &mut fctx);
        let mut t = FunctionTranslator {
            cx,
            b,
            f,
            abi,
            vals: HashMap::new(),
            blocks: HashMap::new(),
            cur: String::new(),
            ret_ptr: None,
            va_ptr: None,
            dyn_area: None,
            frefs: HashMap::new(),
            gvs: HashMap::new(),
            in_memory: super::returns_twice::calls_setjmp(f).then(HashMap::new),
            block_local: HashSet::new(),
        };
        if t.in_memory.is_some() {
            t.block_local = super::returns_twice::block_local_values(f);
        }
        t.run().map_err(|(pos, k)| err(pos, k))?;
        let FunctionTranslator { mut b, .. } = t;
        b.seal_all_blocks();
        b.finalize(config);
    }
    super::merge_stores::merge_stores(&mut ctx.func, cx.endian);
    log::trace!("{}", ctx.func.display());
    cx.module
        .define_function(id, &mut ctx)
        .map_err(|e| err(Some(f.pos), module_error("defining the function", e)))
}

/// One function's translation state.
pub(super) struct FunctionTranslator<'c, 'a, 'f, M: Module> {
    pub(super) cx: &'c mut ModuleTranslator<'a, M>,
    pub(super) b: FunctionBuilder<'f>,
    pub(super) f: &'a ast::Function,
    pub(super) abi: Abi,
    /// Each translated LLVM value: its type and leaves.
    pub(super) vals: HashMap<String, (Type, Vec<Value>)>,
    pub(super) blocks: HashMap<String, ir::Block>,
    /// The LLVM block being translated.
    pub(super) cur: String,
    pub(super) ret_ptr: Option<Value>,
    pub(super) va_ptr: Option<Value>,
    /// The dynamic-alloca area and the slot holding its current top.
    pub(super) dyn_area: Option<(ir::StackSlot, ir::StackSlot)>,
    pub(super) frefs: HashMap<FuncId, ir::FuncRef>,
    pub(super) gvs: HashMap<DataId, ir::GlobalValue>,
    /// In a function that calls `setjmp`, the stack slots that hold each value's
    /// leaves (see `returns_twice.rs`); `None` elsewhere.
    pub(super) in_memory: Option<HashMap<String, Vec<(ir::StackSlot, ir::Type)>>>,
    /// In a function that calls `setjmp`, the values that need no stack slot
    /// (`returns_twice::block_local_values`).
    pub(super) block_local: HashSet<String>,
}

/// The names under which the result area's and the variadic area's addresses
/// are kept in memory (not LLVM names: those never start with a space).
pub(super) const RET_PTR: &str = " ret_ptr";
pub(super) const VA_PTR: &str = " va_ptr";

/// The memory flags of the accesses the importer emits: none set (may trap, native
/// byte order, no alignment promised).
pub(super) fn memory_flags() -> MemFlagsData {
    MemFlagsData::new()
}

fn is_terminator(k: &InstKind) -> bool {
    matches!(
        k,
        InstKind::Br { .. }
            | InstKind::CondBr { .. }
            | InstKind::Switch { .. }
            | InstKind::IndirectBr { .. }
            | InstKind::Ret(_)
            | InstKind::Unreachable
    )
}

fn successors(k: &InstKind) -> Vec<&str> {
    match k {
        InstKind::Br { target } => vec![target],
        InstKind::CondBr { then_, else_, .. } => vec![then_, else_],
        InstKind::Switch { default, cases, .. } => std::iter::once(default.as_str())
            .chain(cases.iter().map(|(_, l)| l.as_str()))
            .collect(),
        InstKind::IndirectBr { dests, .. } => dests.iter().map(|s| s.as_str()).collect(),
        _ => vec![],
    }
}

/// Width in bits of an integer or pointer type.
pub(super) fn scalar_bits(t: &Type) -> Option<u32> {
    match t {
        Type::Int(n) => Some(*n),
        Type::Ptr => Some(32),
        _ => None,
    }
}

/// A result whose error knows where in the function it is.
type PosResult<T> = Result<T, (Option<ast::Pos>, TranslateErrorKind)>;

impl<'a, M: Module> FunctionTranslator<'_, 'a, '_, M> {
    fn run(&mut self) -> PosResult<()> {
        let f = self.f;
        let order = self.block_order().map_err(|k| (Some(f.pos), k))?;
        // Blocks, with parameters for phis.
        for (i, &bi) in order.iter().enumerate() {
            let blk = self.b.create_block();
            let block = &f.blocks[bi];
            if i == 0 {
                self.b.append_block_params_for_function_params(blk);
            }
            for inst in &block.insts {
                if let InstKind::Phi { ty, .. } = &inst.kind {
                    if i == 0 {
                        return Err((Some(inst.pos), invalid("a phi in the entry block")));
                    }
                    let leaves = self.cx.leaves(ty).map_err(|k| (Some(inst.pos), k))?;
                    for l in leaves {
                        self.b.append_block_param(blk, l.ty);
                    }
                }
            }
            self.blocks.insert(block.name.clone(), blk);
        }
        for (i, &bi) in order.iter().enumerate() {
            let block = &f.blocks[bi];
            let blk = self.blocks[&block.name];
            self.b.switch_to_block(blk);
            self.cur = block.name.clone();
            if i == 0 {
                self.entry(blk).map_err(|k| (Some(f.pos), k))?;
            } else {
                self.bind_phis(block, blk).map_err(|(p, k)| (Some(p), k))?;
            }
            for inst in &block.insts {
                if matches!(inst.kind, InstKind::Phi { .. }) {
                    continue;
                }
                self.instruction(inst).map_err(|k| (Some(inst.pos), k))?;
            }
        }
        Ok(())
    }

    /// Reachable blocks in reverse postorder, after checking terminators and labels.
    fn block_order(&self) -> TranslateResult<Vec<usize>> {
        let f = self.f;
        let index: HashMap<&str, usize> = f
            .blocks
            .iter()
            .enumerate()
            .map(|(i, b)| (b.name.as_str(), i))
            .collect();
        let mut succ = Vec::with_capacity(f.blocks.len());
        for b in &f.blocks {
            let Some(last) = b.insts.last() else {
                return Err(invalid(format!("block %{} is empty", b.name)));
            };
            if !is_terminator(&last.kind) {
                return Err(invalid(format!(
                    "block %{} does not end with a terminator (line {})",
                    b.name, last.pos.line
                )));
            }
            if let Some(i) = b.insts[..b.insts.len() - 1]
                .iter()
                .find(|i| is_terminator(&i.kind))
            {
                return Err(invalid(format!(
                    "a terminator in the middle of block %{} (line {})",
                    b.name, i.pos.line
                )));
            }
            let mut s = Vec::new();
            for l in successors(&last.kind) {
                let &i = index.get(l).ok_or_else(|| {
                    invalid(format!("undefined block %{l} (line {})", last.pos.line))
                })?;
                if i == 0 {
                    return Err(invalid(format!(
                        "the entry block is the target of a branch (line {})",
                        last.pos.line
                    )));
                }
                s.push(i);
            }
            succ.push(s);
        }
        // Iterative depth-first search for the postorder.
        let mut seen = vec![false; f.blocks.len()];
        let mut post = Vec::new();
        let mut stack = vec![(0usize, 0usize)];
        seen[0] = true;
        while let Some((n, k)) = stack.pop() {
            if k < succ[n].len() {
                stack.push((n, k + 1));
                let s = succ[n][k];
                if !seen[s] {
                    seen[s] = true;
                    stack.push((s, 0));
                }
            } else {
                post.push(n);
            }
        }
        post.reverse();
        Ok(post)
    }

    fn entry(&mut self, blk: ir::Block) -> TranslateResult<()> {
        let params = self.b.block_params(blk).to_vec();
        let mut i = 0;
        if self.abi.ret_in_memory {
            self.ret_ptr = Some(params[0]);
            self.keep_in_memory(RET_PTR, &params[..1]);
            i = 1;
        }
        let f = self.f;
        for (p, leaves) in f.params.iter().zip(self.abi.params.clone()) {
            let mut vals = Vec::with_capacity(leaves.len());
            for l in &leaves {
                let v = self.normalize(params[i], l.bits);
                vals.push(v);
                i += 1;
            }
            self.keep_in_memory(&p.name, &vals);
            if self
                .vals
                .insert(p.name.clone(), (p.ty.clone(), vals))
                .is_some()
            {
                return Err(invalid(format!("parameter %{} is named twice", p.name)));
            }
        }
        if self.abi.varargs {
            self.va_ptr = Some(params[i]);
            self.keep_in_memory(VA_PTR, &params[i..i + 1]);
        }
        // The dynamic-alloca area, when the function has dynamic allocas.
        let dynamic = f.blocks.iter().flat_map(|b| &b.insts).any(|i| {
            matches!(&i.kind, InstKind::Alloca { count: Some(c), .. } if !matches!(c.value, LlValue::Const(_)))
        });
        if dynamic {
            let size = self.cx.opts.dynamic_stack_size;
            let area = self.b.create_sized_stack_slot(StackSlotData::new(
                StackSlotKind::ExplicitSlot,
                size,
                3,
            ));
            let cell = self.b.create_sized_stack_slot(StackSlotData::new(
                StackSlotKind::ExplicitSlot,
                4,
                2,
            ));
            let base = self.b.ins().stack_addr(ct::I32, area, 0);
            let cell_addr = self.b.ins().stack_addr(ct::I32, cell, 0);
            self.b.ins().store(memory_flags(), base, cell_addr, 0);
            self.dyn_area = Some((area, cell));
        }
        Ok(())
    }

    fn bind_phis(
        &mut self,
        block: &ast::Block,
        blk: ir::Block,
    ) -> Result<(), (ast::Pos, TranslateErrorKind)> {
        let params = self.b.block_params(blk).to_vec();
        let mut i = 0;
        for inst in &block.insts {
            if let InstKind::Phi { ty, .. } = &inst.kind {
                let n = self.cx.leaves(ty).map_err(|k| (inst.pos, k))?.len();
                let name = inst.result.clone().unwrap_or_default();
                self.define(&name, ty.clone(), params[i..i + n].to_vec())
                    .map_err(|k| (inst.pos, k))?;
                i += n;
            } else {
                break;
            }
        }
        if block
            .insts
            .iter()
            .skip_while(|i| matches!(i.kind, InstKind::Phi { .. }))
            .any(|i| matches!(i.kind, InstKind::Phi { .. }))
        {
            return Err((
                block.pos,
                invalid(format!(
                    "phis of block %{} are not all at its start",
                    block.name
                )),
            ));
        }
        Ok(())
    }

    fn define(&mut self, name: &str, ty: Type, vals: Vec<Value>) -> TranslateResult<()> {
        self.keep_in_memory(name, &vals);
        if self.vals.insert(name.to_string(), (ty, vals)).is_some() {
            return Err(invalid(format!("%{name} is defined twice")));
        }
        Ok(())
    }

    fn instruction(&mut self, inst: &Instruction) -> TranslateResult<()> {
        let result = self
            .inst_value(inst)
            .map_err(|k| name_the_instruction(k, inst.kind.opcode()))?;
        if let Some((ty, vals)) = result {
            let name = inst
                .result
                .as_deref()
                .ok_or_else(|| invalid("an unnamed value"))?;
            self.define(name, ty, vals)?;
        }
        Ok(())
    }

    /// Translates an instruction; returns its result's type and leaves (`None`
    /// when it has no value). Each family of instructions has its own module.
    pub(super) fn inst_value(
        &mut self,
        inst: &Instruction,
    ) -> TranslateResult<Option<(Type, Vec<Value>)>> {
        let value = match &inst.kind {
            // Arithmetic, comparisons, casts (`arithmetic.rs`).
            InstKind::Binary { op, ty, lhs, rhs } => self.binary_inst(*op, ty, lhs, rhs)?,
            InstKind::ICmp { pred, ty, lhs, rhs } => self.icmp_inst(*pred, ty, lhs, rhs)?,
            InstKind::Select { cond, a, b } => self.select_inst(cond, a, b)?,
            InstKind::Cast { op, value, to } => (to.clone(), self.cast(*op, value, to)?),
            InstKind::Freeze(v) => (v.ty.clone(), self.typed(v)?),
            // Floating point (`float.rs`).
            InstKind::FloatBinary { op, ty, lhs, rhs } => {
                self.float_binary_inst(*op, ty, lhs, rhs)?
            }
            InstKind::FNeg { ty, value } => self.fneg_inst(ty, value)?,
            InstKind::FCmp { pred, ty, lhs, rhs } => self.fcmp_inst(*pred, ty, lhs, rhs)?,
            // Phis are the block's parameters, bound when the block starts.
            InstKind::Phi { .. } => return Ok(None),
            // Control flow (`control_flow.rs`).
            InstKind::Br { target } => {
                self.br(target)?;
                return Ok(None);
            }
            InstKind::CondBr { cond, then_, else_ } => {
                self.cond_br(cond, then_, else_)?;
                return Ok(None);
            }
            InstKind::Switch {
                value,
                default,
                cases,
            } => {
                self.switch(value, default, cases)?;
                return Ok(None);
            }
            InstKind::IndirectBr { addr, dests } => {
                self.indirectbr(addr, dests)?;
                return Ok(None);
            }
            InstKind::Ret(v) => {
                self.ret(v.as_ref())?;
                return Ok(None);
            }
            InstKind::Unreachable => {
                self.trap(TRAP_UNREACHABLE);
                return Ok(None);
            }
            // Memory (`memory.rs`).
            InstKind::Alloca { ty, count, align } => {
                let p = self.alloca(ty, count.as_ref(), *align)?;
                (Type::Ptr, vec![p])
            }
            InstKind::Load {
                ty, ptr, volatile, ..
            } => self.load_inst(ty, ptr, *volatile)?,
            InstKind::Store {
                value,
                ptr,
                volatile,
                ..
            } => {
                self.store_inst(value, ptr, *volatile)?;
                return Ok(None);
            }
            InstKind::Gep {
                source,
                base,
                indices,
            } => (Type::Ptr, vec![self.gep(source, base, indices)?]),
            InstKind::AtomicRmw { op, ptr, value } => self.atomic_rmw(*op, ptr, value)?,
            InstKind::CmpXchg { ptr, expected, new } => self.cmpxchg(ptr, expected, new)?,
            InstKind::Fence => return Ok(None),
            // Calls (`calls.rs`).
            InstKind::Call {
                fn_ty,
                callee,
                args,
                ret_attrs,
            } => return self.call_inst(fn_ty, callee, args, ret_attrs),
            InstKind::InlineAsm => return Err(unsupported("inline assembly is not supported")),
            InstKind::VaArg { list, ty } => {
                let p = self.pointer(list)?;
                (ty.clone(), self.va_arg(ty, p)?)
            }
            // Aggregates and vectors (`aggregates.rs`).
            InstKind::ExtractValue { agg, indices } => self.extract_value(agg, indices)?,
            InstKind::InsertValue {
                agg,
                value,
                indices,
            } => self.insert_value(agg, value, indices)?,
            InstKind::ExtractElement { vector, index } => self.extract_element(vector, index)?,
            InstKind::InsertElement {
                vector,
                value,
                index,
            } => self.insert_element(vector, value, index)?,
            InstKind::ShuffleVector { a, b, mask } => self.shuffle_vector(a, b, mask)?,
        };
        Ok(Some(value))
    }
}

/// An unsupported feature met by the instruction `opcode`, with the instruction
/// named in front (`fadd`: the floating-point type half is not supported),
/// unless the message names it already.
fn name_the_instruction(k: TranslateErrorKind, opcode: &str) -> TranslateErrorKind {
    match &k {
        TranslateErrorKind::Unsupported(m)
            if !m.starts_with(opcode) && !m.starts_with(&format!("`{opcode}`")) =>
        {
            k.context(format!("`{opcode}`"))
        }
        _ => k,
    }
}

/// The width of the lanes of an integer, pointer or vector type.
pub(super) fn lane_bits(t: &Type) -> Option<u32> {
    match t {
        Type::Vector(_, e) => scalar_bits(e),
        t => scalar_bits(t),
    }
}
