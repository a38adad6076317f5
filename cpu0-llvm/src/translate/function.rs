//! Function bodies: LLVM instructions to CLIF.
//!
//! Blocks are translated in reverse postorder from the entry, so every value is
//! translated before its uses (phis aside, which become block parameters: the
//! branches of each predecessor pass the incoming values). Unreachable blocks are
//! skipped. Each LLVM value is a list of CLIF values, one per leaf of its type
//! (see [`Leaf`](super::types::Leaf)); integers whose width is not 8, 16, 32 or
//! 64 bits live in the next wider CLIF type with their upper bits zero.
//!
//! This file holds the translator's state, the walk over blocks and the dispatch
//! of each instruction; the instructions themselves are translated, by family,
//! in the sibling modules `arithmetic.rs`, `memory.rs`, `control_flow.rs`,
//! `calls.rs` (with `intrinsics.rs`) and `aggregates.rs`, over the operand and
//! width helpers of `values.rs` (constant operands: `const_code.rs`).

use super::consts::CVal;
use super::types::{float_refusal, Abi};
use super::{ModuleTranslator, Symbol, TranslateError, TranslateResult};
use crate::ast::{self, InstKind, Instruction, Type, Value as LlValue};
use crate::TRAP_UNREACHABLE;
use cranelift_codegen::ir::{
    self, condcodes::IntCC, types as ct, InstBuilder, MemFlagsData, StackSlotData, StackSlotKind,
    UserFuncName, Value,
};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_module::{DataId, FuncId, Module};
use std::collections::HashMap;

/// Translates and defines one function.
pub(super) fn translate_function<'a, M: Module>(
    cx: &mut ModuleTranslator<'a, M>,
    f: &'a ast::Function,
) -> Result<(), TranslateError> {
    let err = |pos: Option<ast::Pos>, m: String| TranslateError {
        function: Some(f.name.clone()),
        pos,
        message: m,
    };
    let (sym, _) = cx.symbol(&f.name).map_err(|m| err(Some(f.pos), m))?;
    let Symbol::Func(id) = sym else {
        return Err(err(Some(f.pos), "not a function".into()));
    };
    let attrs: Vec<_> = f.params.iter().map(|p| p.attrs.clone()).collect();
    let abi = cx
        .abi(&f.fn_type(), &attrs, &f.ret_attrs)
        .map_err(|m| err(Some(f.pos), m))?;
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
        };
        t.run().map_err(|(pos, m)| err(pos, m))?;
        let FunctionTranslator { mut b, .. } = t;
        b.seal_all_blocks();
        b.finalize(config);
    }
    log::trace!("{}", ctx.func.display());
    cx.module
        .define_function(id, &mut ctx)
        .map_err(|e| err(Some(f.pos), format!("defining the function: {e}")))
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
}

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

type PosResult<T> = Result<T, (Option<ast::Pos>, String)>;

impl<'a, M: Module> FunctionTranslator<'_, 'a, '_, M> {
    fn run(&mut self) -> PosResult<()> {
        let f = self.f;
        let order = self.block_order().map_err(|m| (Some(f.pos), m))?;
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
                        return Err((Some(inst.pos), "a phi in the entry block".into()));
                    }
                    let leaves = self.cx.leaves(ty).map_err(|m| (Some(inst.pos), m))?;
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
                self.entry(blk).map_err(|m| (Some(f.pos), m))?;
            } else {
                self.bind_phis(block, blk).map_err(|(p, m)| (Some(p), m))?;
            }
            for inst in &block.insts {
                if matches!(inst.kind, InstKind::Phi { .. }) {
                    continue;
                }
                self.instruction(inst).map_err(|m| (Some(inst.pos), m))?;
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
                return Err(format!("block %{} is empty", b.name));
            };
            if !is_terminator(&last.kind) {
                return Err(format!(
                    "block %{} does not end with a terminator (line {})",
                    b.name, last.pos.line
                ));
            }
            if let Some(i) = b.insts[..b.insts.len() - 1]
                .iter()
                .find(|i| is_terminator(&i.kind))
            {
                return Err(format!(
                    "a terminator in the middle of block %{} (line {})",
                    b.name, i.pos.line
                ));
            }
            let mut s = Vec::new();
            for l in successors(&last.kind) {
                let &i = index
                    .get(l)
                    .ok_or_else(|| format!("undefined block %{l} (line {})", last.pos.line))?;
                if i == 0 {
                    return Err(format!(
                        "the entry block is the target of a branch (line {})",
                        last.pos.line
                    ));
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
            if self
                .vals
                .insert(p.name.clone(), (p.ty.clone(), vals))
                .is_some()
            {
                return Err(format!("parameter %{} is named twice", p.name));
            }
        }
        if self.abi.varargs {
            self.va_ptr = Some(params[i]);
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

    fn bind_phis(&mut self, block: &ast::Block, blk: ir::Block) -> Result<(), (ast::Pos, String)> {
        let params = self.b.block_params(blk).to_vec();
        let mut i = 0;
        for inst in &block.insts {
            if let InstKind::Phi { ty, .. } = &inst.kind {
                let n = self.cx.leaves(ty).map_err(|m| (inst.pos, m))?.len();
                let name = inst.result.clone().unwrap_or_default();
                self.define(&name, ty.clone(), params[i..i + n].to_vec())
                    .map_err(|m| (inst.pos, m))?;
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
                format!("phis of block %{} are not all at its start", block.name),
            ));
        }
        Ok(())
    }

    fn define(&mut self, name: &str, ty: Type, vals: Vec<Value>) -> TranslateResult<()> {
        if self.vals.insert(name.to_string(), (ty, vals)).is_some() {
            return Err(format!("%{name} is defined twice"));
        }
        Ok(())
    }

    fn instruction(&mut self, inst: &Instruction) -> TranslateResult<()> {
        let result = self.inst_value(inst)?;
        if let Some((ty, vals)) = result {
            let name = inst
                .result
                .as_deref()
                .ok_or_else(|| "an unnamed value".to_string())?;
            self.define(name, ty, vals)?;
        }
        Ok(())
    }

    /// Translates an instruction; returns its result's type and leaves.
    pub(super) fn inst_value(
        &mut self,
        inst: &Instruction,
    ) -> TranslateResult<Option<(Type, Vec<Value>)>> {
        Ok(Some(match &inst.kind {
            InstKind::Binary { op, ty, lhs, rhs } => {
                let a = self.operand(ty, lhs)?;
                let b = self.operand(ty, rhs)?;
                let bits = lane_bits(ty).ok_or_else(|| format!("`{op:?}` on {ty}"))?;
                let mut out = Vec::with_capacity(a.len());
                for (x, y) in a.into_iter().zip(b) {
                    out.push(self.binary(*op, bits, x, y));
                }
                (ty.clone(), out)
            }
            InstKind::FloatOp { name, ty } => {
                return Err(format!("`{name}`: {}", float_refusal(ty)));
            }
            InstKind::ICmp { pred, ty, lhs, rhs } => {
                let a = self.operand(ty, lhs)?;
                let b = self.operand(ty, rhs)?;
                let bits = lane_bits(ty).ok_or_else(|| format!("icmp on {ty}"))?;
                let mut out = Vec::with_capacity(a.len());
                for (x, y) in a.into_iter().zip(b) {
                    out.push(self.icmp(*pred, bits, x, y));
                }
                let rty = match ty {
                    Type::Vector(n, _) => Type::Vector(*n, Box::new(Type::Int(1))),
                    _ => Type::Int(1),
                };
                (rty, out)
            }
            InstKind::Select { cond, a, b } => {
                self.cx.check_same(&a.ty, &b.ty)?;
                let c = self.typed(cond)?;
                let x = self.typed(a)?;
                let y = self.typed(b)?;
                let out = match &cond.ty {
                    Type::Int(1) => x
                        .iter()
                        .zip(&y)
                        .map(|(p, q)| self.b.ins().select(c[0], *p, *q))
                        .collect(),
                    Type::Vector(n, e) if **e == Type::Int(1) && *n as usize == x.len() => c
                        .iter()
                        .zip(x.iter().zip(&y))
                        .map(|(k, (p, q))| self.b.ins().select(*k, *p, *q))
                        .collect(),
                    t => return Err(format!("select condition of type {t}")),
                };
                (a.ty.clone(), out)
            }
            InstKind::Phi { .. } => return Ok(None),
            InstKind::Br { target } => {
                let args = self.edge_args(target)?;
                let blk = self.blocks[target];
                self.b.ins().jump(blk, &args);
                return Ok(None);
            }
            InstKind::CondBr { cond, then_, else_ } => {
                if cond.ty != Type::Int(1) {
                    return Err(format!("branch condition of type {}", cond.ty));
                }
                let c = self.typed_scalar(cond)?;
                let ta = self.edge_args(then_)?;
                let ea = self.edge_args(else_)?;
                let (tb, eb) = (self.blocks[then_], self.blocks[else_]);
                if tb == eb {
                    self.b.ins().jump(tb, &ta);
                } else {
                    self.b.ins().brif(c, tb, &ta, eb, &ea);
                }
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
            InstKind::Alloca { ty, count, align } => {
                let p = self.alloca(ty, count.as_ref(), *align)?;
                (Type::Ptr, vec![p])
            }
            InstKind::Load {
                ty, ptr, volatile, ..
            } => {
                if let Type::Float(_) = ty {
                    return Err(format!("`load`: {}", float_refusal(ty)));
                }
                let p = self.pointer(ptr)?;
                self.volatile_fence(*volatile);
                let v = self.load_value(ty, p)?;
                self.volatile_fence(*volatile);
                (ty.clone(), v)
            }
            InstKind::Store {
                value,
                ptr,
                volatile,
                ..
            } => {
                if let Type::Float(_) = value.ty {
                    return Err(format!("`store`: {}", float_refusal(&value.ty)));
                }
                let v = self.typed(value)?;
                let p = self.pointer(ptr)?;
                self.volatile_fence(*volatile);
                self.store_value(&value.ty, &v, p)?;
                self.volatile_fence(*volatile);
                return Ok(None);
            }
            InstKind::Gep {
                source,
                base,
                indices,
            } => (Type::Ptr, vec![self.gep(source, base, indices)?]),
            InstKind::Cast { op, value, to } => (to.clone(), self.cast(*op, value, to)?),
            InstKind::Call {
                fn_ty,
                callee,
                args,
                ret_attrs,
            } => {
                let vals = self.call(fn_ty, callee, args, ret_attrs)?;
                if fn_ty.ret == Type::Void {
                    return Ok(None);
                }
                // An intrinsic declared with the wrong result type gives the wrong
                // number of words; later uses index by the declared type.
                if vals.len() != self.cx.leaves(&fn_ty.ret)?.len() {
                    return Err(format!(
                        "type mismatch: the call is declared to return {}, which does not match what the callee returns",
                        fn_ty.ret
                    ));
                }
                (fn_ty.ret.clone(), vals)
            }
            InstKind::InlineAsm => return Err("inline assembly is not supported".into()),
            InstKind::ExtractValue { agg, indices } => {
                let vals = self.typed(agg)?;
                let (start, n, t) = self.leaf_range(&agg.ty, indices)?;
                (t, vals[start..start + n].to_vec())
            }
            InstKind::InsertValue {
                agg,
                value,
                indices,
            } => {
                let mut vals = self.typed(agg)?;
                let (start, n, t) = self.leaf_range(&agg.ty, indices)?;
                self.cx.check_same(&t, &value.ty)?;
                let v = self.typed(value)?;
                vals.splice(start..start + n, v);
                (agg.ty.clone(), vals)
            }
            InstKind::ExtractElement { vector, index } => {
                let Type::Vector(_, e) = &vector.ty else {
                    return Err(format!("extractelement from {}", vector.ty));
                };
                let lanes = self.typed(vector)?;
                let v = self.pick_lane(&lanes, index, e)?;
                ((**e).clone(), vec![v])
            }
            InstKind::InsertElement {
                vector,
                value,
                index,
            } => {
                let Type::Vector(_, e) = &vector.ty else {
                    return Err(format!("insertelement into {}", vector.ty));
                };
                self.cx.check_same(e, &value.ty)?;
                let mut lanes = self.typed(vector)?;
                let v = self.typed_scalar(value)?;
                self.insert_lane(&mut lanes, index, v)?;
                (vector.ty.clone(), lanes)
            }
            InstKind::ShuffleVector { a, b, mask } => {
                self.cx.check_same(&a.ty, &b.ty)?;
                let Type::Vector(_, e) = &a.ty else {
                    return Err(format!("shufflevector of {}", a.ty));
                };
                let Type::Vector(m, _) = &mask.ty else {
                    return Err(format!("shufflevector mask of type {}", mask.ty));
                };
                let mut lanes = self.typed(a)?;
                lanes.extend(self.typed(b)?);
                let idx = self.cx.flatten_const(&mask.ty, &mask.value)?;
                let lane_ty = self.cx.leaves(e)?[0].ty;
                let mut out = Vec::with_capacity(idx.len());
                for i in idx {
                    let v = match i {
                        CVal::Int(i) if (i as usize) < lanes.len() => lanes[i as usize],
                        CVal::Int(i) if i == u64::from(u32::MAX) => self.iconst(lane_ty, 0),
                        _ => return Err("shufflevector mask index out of range".into()),
                    };
                    out.push(v);
                }
                (Type::Vector(*m, e.clone()), out)
            }
            InstKind::Freeze(v) => (v.ty.clone(), self.typed(v)?),
            InstKind::VaArg { list, ty } => {
                let p = self.pointer(list)?;
                (ty.clone(), self.va_arg(ty, p)?)
            }
            InstKind::AtomicRmw { op, ptr, value } => {
                let bits =
                    scalar_bits(&value.ty).ok_or_else(|| format!("atomicrmw on {}", value.ty))?;
                let p = self.pointer(ptr)?;
                let v = self.typed_scalar(value)?;
                let leaf = self.cx.leaves(&value.ty)?[0];
                let old = self.load_scalar(p, 0, &leaf)?;
                let new = self.rmw(*op, bits, old, v);
                self.store_scalar(p, 0, &leaf, new)?;
                (value.ty.clone(), vec![old])
            }
            InstKind::CmpXchg { ptr, expected, new } => {
                self.cx.check_same(&expected.ty, &new.ty)?;
                let p = self.pointer(ptr)?;
                let e = self.typed_scalar(expected)?;
                let n = self.typed_scalar(new)?;
                let leaf = self.cx.leaves(&expected.ty)?[0];
                let old = self.load_scalar(p, 0, &leaf)?;
                let eq = self.b.ins().icmp(IntCC::Equal, old, e);
                let v = self.b.ins().select(eq, n, old);
                self.store_scalar(p, 0, &leaf, v)?;
                (
                    Type::Struct {
                        fields: vec![expected.ty.clone(), Type::Int(1)],
                        packed: false,
                    },
                    vec![old, eq],
                )
            }
            InstKind::Fence => return Ok(None),
        }))
    }
}

/// The width of the lanes of an integer, pointer or vector type.
pub(super) fn lane_bits(t: &Type) -> Option<u32> {
    match t {
        Type::Vector(_, e) => scalar_bits(e),
        t => scalar_bits(t),
    }
}
