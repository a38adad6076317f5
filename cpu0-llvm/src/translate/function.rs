//! Function bodies: LLVM instructions to CLIF.
//!
//! Blocks are translated in reverse postorder from the entry, so every value is
//! translated before its uses (phis aside, which become block parameters: the
//! branches of each predecessor pass the incoming values). Unreachable blocks are
//! skipped. Each LLVM value is a list of CLIF values, one per leaf of its type
//! (see [`Leaf`]); integers whose width is not 8, 16, 32 or 64 bits live in the
//! next wider CLIF type with their upper bits zero.

use super::consts::{sext, CVal};
use super::types::{container, float_refusal, Abi, Leaf};
use super::{ModuleTranslator, Symbol, TranslateError, TranslateResult};
use crate::ast::{
    self, BinOp, CastOp, Const, InstKind, Instruction, IntPred, Type, TypedValue, Value as LlValue,
};
use crate::{TRAP_DYNAMIC_ALLOCA, TRAP_UNREACHABLE};
use cranelift_codegen::ir::{
    self, condcodes::IntCC, types as ct, BlockArg, InstBuilder, JumpTableData, MemFlagsData,
    StackSlotData, StackSlotKind, TrapCode, UserFuncName, Value,
};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_module::{DataId, FuncId, Module};
use std::collections::{HashMap, HashSet};

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
    pub cx: &'c mut ModuleTranslator<'a, M>,
    pub b: FunctionBuilder<'f>,
    f: &'a ast::Function,
    abi: Abi,
    /// Each translated LLVM value: its type and leaves.
    vals: HashMap<String, (Type, Vec<Value>)>,
    blocks: HashMap<String, ir::Block>,
    /// The LLVM block being translated.
    cur: String,
    ret_ptr: Option<Value>,
    pub va_ptr: Option<Value>,
    /// The dynamic-alloca area and the slot holding its current top.
    pub dyn_area: Option<(ir::StackSlot, ir::StackSlot)>,
    frefs: HashMap<FuncId, ir::FuncRef>,
    gvs: HashMap<DataId, ir::GlobalValue>,
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
    /// Around a volatile access: a `sequence_point`, which Cranelift's alias
    /// analysis treats as a memory fence, so that the access is neither removed
    /// (dead-store, redundant-load or idempotent-store elimination) nor merged with
    /// another access. It emits no code.
    fn volatile_fence(&mut self, volatile: bool) {
        if volatile {
            self.b.ins().sequence_point();
        }
    }

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

    // ---- values ----

    pub fn iconst(&mut self, ty: ir::Type, v: u64) -> Value {
        let v = v & super::consts::mask(ty.bits());
        self.b.ins().iconst(ty, v as i64)
    }

    /// Zeroes the bits above `bits` (integers of odd widths keep them zero).
    pub fn normalize(&mut self, v: Value, bits: u32) -> Value {
        let ty = self.b.func.dfg.value_type(v);
        if bits >= ty.bits() {
            return v;
        }
        let m = self.iconst(ty, super::consts::mask(bits));
        self.b.ins().band(v, m)
    }

    /// Sign-extends the low `bits` within the value's CLIF type.
    pub fn sext_in(&mut self, v: Value, bits: u32) -> Value {
        let ty = self.b.func.dfg.value_type(v);
        if bits >= ty.bits() {
            return v;
        }
        let s = self.iconst(ty, u64::from(ty.bits() - bits));
        let up = self.b.ins().ishl(v, s);
        self.b.ins().sshr(up, s)
    }

    /// Converts an integer of `bits` (upper bits zero, as the translation keeps
    /// them) to CLIF type `to`, sign- or zero-extending.
    pub fn resize(&mut self, v: Value, bits: u32, to: ir::Type, signed: bool) -> Value {
        let from = self.b.func.dfg.value_type(v);
        if signed && bits < from.bits() {
            // An odd width: sign-extend in the wider of the two types, where the
            // shifts are plain 32- or 64-bit ones (a shift of an `i8` costs
            // extensions on Cpu0), and a boolean is just negated (0 or -1).
            if to.bits() <= bits {
                return self.b.ins().ireduce(to, v);
            }
            let wide = if to.bits() > from.bits() {
                self.b.ins().uextend(to, v)
            } else {
                self.resize(v, bits, to, false)
            };
            return if bits == 1 {
                self.b.ins().ineg(wide)
            } else {
                self.sext_in(wide, bits)
            };
        }
        let v = if signed { self.sext_in(v, bits) } else { v };
        if to.bits() > from.bits() {
            if signed {
                self.b.ins().sextend(to, v)
            } else {
                self.b.ins().uextend(to, v)
            }
        } else if to.bits() < from.bits() {
            self.b.ins().ireduce(to, v)
        } else {
            v
        }
    }

    /// The address of a symbol plus an offset.
    pub fn sym_addr(&mut self, name: &str, addend: i64) -> TranslateResult<Value> {
        let (sym, off) = self.cx.symbol(name)?;
        let base = match sym {
            Symbol::Func(id) => {
                let fref = self.fref(id);
                self.b.ins().func_addr(ct::I32, fref)
            }
            Symbol::Data(id) => {
                let gv = match self.gvs.get(&id) {
                    Some(gv) => *gv,
                    None => {
                        let gv = self.cx.module.declare_data_in_func(id, self.b.func);
                        self.gvs.insert(id, gv);
                        gv
                    }
                };
                self.b.ins().symbol_value(ct::I32, gv)
            }
        };
        Ok(self.add_offset(base, off.wrapping_add(addend)))
    }

    pub fn fref(&mut self, id: FuncId) -> ir::FuncRef {
        if let Some(r) = self.frefs.get(&id) {
            return *r;
        }
        let r = self.cx.module.declare_func_in_func(id, self.b.func);
        self.frefs.insert(id, r);
        r
    }

    pub fn add_offset(&mut self, base: Value, off: i64) -> Value {
        if off == 0 {
            return base;
        }
        let c = self.iconst(ct::I32, off as u64);
        self.b.ins().iadd(base, c)
    }

    pub(super) fn materialize(&mut self, leaf: &Leaf, v: &CVal) -> TranslateResult<Value> {
        match v {
            CVal::Int(x) => Ok(self.iconst(leaf.ty, *x)),
            CVal::Sym { name, addend } => {
                if leaf.bits < 32 {
                    return Err(format!(
                        "the address of @{name} does not fit in i{}",
                        leaf.bits
                    ));
                }
                let a = self.sym_addr(name, *addend)?;
                Ok(if leaf.ty == ct::I64 {
                    self.b.ins().uextend(ct::I64, a)
                } else {
                    a
                })
            }
        }
    }

    /// The leaves of an operand of type `ty`.
    pub fn operand(&mut self, ty: &Type, v: &LlValue) -> TranslateResult<Vec<Value>> {
        match v {
            LlValue::Local(name) => match self.vals.get(name) {
                Some((t, vals)) => {
                    if !super::consts::same_type(ty, t) {
                        return Err(format!("type mismatch: %{name} is {t}, used as {ty}"));
                    }
                    Ok(vals.clone())
                }
                None => {
                    let f = self.f;
                    let defined = f.params.iter().any(|p| &p.name == name)
                        || f.blocks
                            .iter()
                            .flat_map(|b| &b.insts)
                            .any(|i| i.result.as_deref() == Some(name.as_str()));
                    if defined {
                        Err(format!(
                            "%{name} is used where its definition does not dominate"
                        ))
                    } else if f.blocks.iter().any(|b| &b.name == name) {
                        Err(format!("%{name} is a block, not a value"))
                    } else {
                        Err(format!("undefined value %{name}"))
                    }
                }
            },
            LlValue::Const(c) => {
                if let Type::Float(_) = ty {
                    return Err(float_refusal(ty));
                }
                self.constant(ty, c)
            }
        }
    }

    /// A single-leaf operand.
    pub fn scalar(&mut self, ty: &Type, v: &LlValue) -> TranslateResult<Value> {
        let vals = self.operand(ty, v)?;
        match vals.as_slice() {
            [x] => Ok(*x),
            _ => Err(format!("expected a scalar, found a value of type {ty}")),
        }
    }

    pub fn typed(&mut self, tv: &TypedValue) -> TranslateResult<Vec<Value>> {
        self.operand(&tv.ty, &tv.value)
    }

    pub fn typed_scalar(&mut self, tv: &TypedValue) -> TranslateResult<Value> {
        self.scalar(&tv.ty, &tv.value)
    }

    /// A pointer operand.
    pub fn pointer(&mut self, tv: &TypedValue) -> TranslateResult<Value> {
        if tv.ty != Type::Ptr {
            return Err(format!("expected a pointer, found {}", tv.ty));
        }
        self.typed_scalar(tv)
    }

    /// The value of a constant integer operand, if it is one.
    pub fn const_int(&mut self, tv: &TypedValue) -> Option<u64> {
        match &tv.value {
            LlValue::Const(c) => match self.cx.eval_scalar(&tv.ty, c) {
                Ok(CVal::Int(v)) => Some(v),
                _ => None,
            },
            _ => None,
        }
    }

    // ---- memory ----

    /// `ptr + off` as a base and an immediate offset.
    fn address(&mut self, ptr: Value, off: u64) -> (Value, i32) {
        match i32::try_from(off) {
            Ok(o) => (ptr, o),
            Err(_) => (self.add_offset(ptr, off as i64), 0),
        }
    }

    pub fn load_scalar(&mut self, ptr: Value, off: u64, l: &Leaf) -> TranslateResult<Value> {
        let size = l.store_size();
        let v = match size {
            1 | 2 | 4 | 8 => {
                let mem_ty = ir::Type::int((size * 8) as u16).expect("power of two");
                let (p, o) = self.address(ptr, off);
                if mem_ty == l.ty {
                    self.b.ins().load(l.ty, memory_flags(), p, o)
                } else {
                    let v = self.b.ins().load(mem_ty, memory_flags(), p, o);
                    self.b.ins().uextend(l.ty, v)
                }
            }
            _ => {
                // 3, 5, 6 or 7 bytes: assembled from bytes in the target's order.
                let mut acc = self.iconst(l.ty, 0);
                for i in 0..size {
                    let (p, o) = self.address(ptr, off + i);
                    let byte = self.b.ins().uload8(ct::I32, memory_flags(), p, o);
                    let byte = if l.ty == ct::I64 {
                        self.b.ins().uextend(ct::I64, byte)
                    } else {
                        byte
                    };
                    let shift = match self.cx.endian {
                        cpu0_asm::Endian::Big => 8 * (size - 1 - i),
                        cpu0_asm::Endian::Little => 8 * i,
                    };
                    let s = self.iconst(l.ty, shift);
                    let part = self.b.ins().ishl(byte, s);
                    acc = self.b.ins().bor(acc, part);
                }
                acc
            }
        };
        Ok(self.normalize(v, l.bits))
    }

    pub fn store_scalar(
        &mut self,
        ptr: Value,
        off: u64,
        l: &Leaf,
        v: Value,
    ) -> TranslateResult<()> {
        let size = l.store_size();
        match size {
            1 | 2 | 4 | 8 => {
                let (p, o) = self.address(ptr, off);
                let mem_bits = (size * 8) as u32;
                if mem_bits == l.ty.bits() {
                    self.b.ins().store(memory_flags(), v, p, o);
                } else {
                    let v32 = if l.ty == ct::I64 {
                        self.b.ins().ireduce(ct::I32, v)
                    } else {
                        v
                    };
                    match mem_bits {
                        8 => self.b.ins().istore8(memory_flags(), v32, p, o),
                        16 => self.b.ins().istore16(memory_flags(), v32, p, o),
                        _ => self.b.ins().store(memory_flags(), v32, p, o),
                    };
                }
            }
            _ => {
                for i in 0..size {
                    let shift = match self.cx.endian {
                        cpu0_asm::Endian::Big => 8 * (size - 1 - i),
                        cpu0_asm::Endian::Little => 8 * i,
                    };
                    let s = self.iconst(l.ty, shift);
                    let part = self.b.ins().ushr(v, s);
                    let part = if l.ty == ct::I64 {
                        self.b.ins().ireduce(ct::I32, part)
                    } else {
                        part
                    };
                    let (p, o) = self.address(ptr, off + i);
                    self.b.ins().istore8(memory_flags(), part, p, o);
                }
            }
        }
        Ok(())
    }

    pub fn load_value(&mut self, ty: &Type, ptr: Value) -> TranslateResult<Vec<Value>> {
        let leaves = self.cx.leaves(ty)?;
        let mut out = Vec::with_capacity(leaves.len());
        for l in &leaves {
            let off = l
                .offset
                .ok_or_else(|| format!("vectors of i{} cannot be loaded from memory", l.bits))?;
            out.push(self.load_scalar(ptr, off, l)?);
        }
        Ok(out)
    }

    pub fn store_value(&mut self, ty: &Type, vals: &[Value], ptr: Value) -> TranslateResult<()> {
        let leaves = self.cx.leaves(ty)?;
        for (l, v) in leaves.iter().zip(vals) {
            let off = l
                .offset
                .ok_or_else(|| format!("vectors of i{} cannot be stored to memory", l.bits))?;
            self.store_scalar(ptr, off, l, *v)?;
        }
        Ok(())
    }

    /// A new stack slot of `size` bytes (alignment up to 8).
    pub fn slot(&mut self, size: u64, align: u64) -> TranslateResult<Value> {
        let size =
            u32::try_from(size).map_err(|_| "a stack object larger than 4 GiB".to_string())?;
        let shift = align.clamp(1, 8).trailing_zeros() as u8;
        let ss = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            size,
            shift,
        ));
        Ok(self.b.ins().stack_addr(ct::I32, ss, 0))
    }

    /// Copies `size` bytes (known at translation time).
    pub fn copy_bytes(&mut self, dst: Value, src: Value, size: u64) -> TranslateResult<()> {
        if size <= 64 {
            // Load everything first: correct for overlapping ranges too.
            let mut parts = Vec::new();
            let mut off = 0;
            while off < size {
                let (ty, n) = if size - off >= 4 {
                    (ct::I32, 4)
                } else {
                    (ct::I8, 1)
                };
                let (p, o) = self.address(src, off);
                parts.push((self.b.ins().load(ty, memory_flags(), p, o), off));
                off += n;
            }
            for (v, off) in parts {
                let (p, o) = self.address(dst, off);
                self.b.ins().store(memory_flags(), v, p, o);
            }
            return Ok(());
        }
        let n = self.iconst(ct::I32, size);
        self.call_helper(super::helpers::Helper::Memmove, &[dst, src, n])
    }

    pub fn call_helper(
        &mut self,
        h: super::helpers::Helper,
        args: &[Value],
    ) -> TranslateResult<()> {
        let id = self.cx.helper(h)?;
        let fref = self.fref(id);
        self.b.ins().call(fref, args);
        Ok(())
    }

    pub fn trap(&mut self, code: u8) {
        self.b.ins().trap(TrapCode::unwrap_user(code));
    }

    // ---- instructions ----

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

    pub fn binary(&mut self, op: BinOp, bits: u32, x: Value, y: Value) -> Value {
        match op {
            BinOp::Add => {
                let v = self.b.ins().iadd(x, y);
                self.normalize(v, bits)
            }
            BinOp::Sub => {
                let v = self.b.ins().isub(x, y);
                self.normalize(v, bits)
            }
            BinOp::Mul => {
                let v = self.b.ins().imul(x, y);
                self.normalize(v, bits)
            }
            BinOp::And => self.b.ins().band(x, y),
            BinOp::Or => self.b.ins().bor(x, y),
            BinOp::Xor => self.b.ins().bxor(x, y),
            BinOp::UDiv => self.b.ins().udiv(x, y),
            BinOp::URem => self.b.ins().urem(x, y),
            BinOp::SDiv | BinOp::SRem => {
                let a = self.sext_in(x, bits);
                let b = self.sext_in(y, bits);
                let v = if op == BinOp::SDiv {
                    self.b.ins().sdiv(a, b)
                } else {
                    self.b.ins().srem(a, b)
                };
                self.normalize(v, bits)
            }
            BinOp::Shl => {
                let v = self.b.ins().ishl(x, y);
                self.normalize(v, bits)
            }
            BinOp::LShr => self.b.ins().ushr(x, y),
            BinOp::AShr => {
                let a = self.sext_in(x, bits);
                let v = self.b.ins().sshr(a, y);
                self.normalize(v, bits)
            }
        }
    }

    pub fn icmp(&mut self, pred: IntPred, bits: u32, x: Value, y: Value) -> Value {
        let (x, y) = if pred.is_signed() {
            (self.sext_in(x, bits), self.sext_in(y, bits))
        } else {
            (x, y)
        };
        let cc = match pred {
            IntPred::Eq => IntCC::Equal,
            IntPred::Ne => IntCC::NotEqual,
            IntPred::Ugt => IntCC::UnsignedGreaterThan,
            IntPred::Uge => IntCC::UnsignedGreaterThanOrEqual,
            IntPred::Ult => IntCC::UnsignedLessThan,
            IntPred::Ule => IntCC::UnsignedLessThanOrEqual,
            IntPred::Sgt => IntCC::SignedGreaterThan,
            IntPred::Sge => IntCC::SignedGreaterThanOrEqual,
            IntPred::Slt => IntCC::SignedLessThan,
            IntPred::Sle => IntCC::SignedLessThanOrEqual,
        };
        self.b.ins().icmp(cc, x, y)
    }

    fn rmw(&mut self, op: ast::RmwOp, bits: u32, old: Value, v: Value) -> Value {
        use ast::RmwOp::*;
        match op {
            Xchg => v,
            Add => self.binary(BinOp::Add, bits, old, v),
            Sub => self.binary(BinOp::Sub, bits, old, v),
            And => self.b.ins().band(old, v),
            Or => self.b.ins().bor(old, v),
            Xor => self.b.ins().bxor(old, v),
            Nand => {
                let a = self.b.ins().band(old, v);
                let n = self.b.ins().bnot(a);
                self.normalize(n, bits)
            }
            Max | Min | UMax | UMin => {
                let pred = match op {
                    Max => IntPred::Sgt,
                    Min => IntPred::Slt,
                    UMax => IntPred::Ugt,
                    _ => IntPred::Ult,
                };
                let c = self.icmp(pred, bits, old, v);
                self.b.ins().select(c, old, v)
            }
        }
    }

    /// The arguments a branch from the current block passes to `target`'s phis.
    fn edge_args(&mut self, target: &str) -> TranslateResult<Vec<BlockArg>> {
        let f = self.f;
        let block = f
            .blocks
            .iter()
            .find(|b| b.name == target)
            .ok_or_else(|| format!("undefined block %{target}"))?;
        let mut out = Vec::new();
        for inst in &block.insts {
            let InstKind::Phi { ty, incoming } = &inst.kind else {
                break;
            };
            let (v, _) = incoming
                .iter()
                .find(|(_, b)| *b == self.cur)
                .ok_or_else(|| {
                    format!(
                        "the phi %{} (line {}) has no value for the edge from %{}",
                        inst.result.as_deref().unwrap_or("?"),
                        inst.pos.line,
                        self.cur
                    )
                })?;
            for x in self.operand(ty, v)? {
                out.push(BlockArg::Value(x));
            }
        }
        Ok(out)
    }

    /// A block that jumps to `target` with the current block's phi arguments:
    /// `target` itself when it has no phis.
    fn edge_block(
        &mut self,
        target: &str,
        pending: &mut Vec<(ir::Block, ir::Block, Vec<BlockArg>)>,
    ) -> TranslateResult<ir::Block> {
        let args = self.edge_args(target)?;
        let blk = *self
            .blocks
            .get(target)
            .ok_or_else(|| format!("undefined block %{target}"))?;
        if args.is_empty() {
            return Ok(blk);
        }
        let edge = self.b.create_block();
        pending.push((edge, blk, args));
        Ok(edge)
    }

    fn fill_edges(&mut self, pending: Vec<(ir::Block, ir::Block, Vec<BlockArg>)>) {
        for (edge, target, args) in pending {
            self.b.switch_to_block(edge);
            self.b.ins().jump(target, &args);
        }
    }

    /// Branches on `v` (zero-extended, `bits` wide) to `cases`, else to `default`:
    /// a jump table when the cases are dense, else a chain of comparisons.
    fn multiway(&mut self, v: Value, cases: &[(u64, ir::Block)], default: ir::Block) {
        let ty = self.b.func.dfg.value_type(v);
        let mut sorted = cases.to_vec();
        sorted.sort_by_key(|c| c.0);
        if sorted.is_empty() {
            self.b.ins().jump(default, &[]);
            return;
        }
        let lo = sorted[0].0;
        let hi = sorted[sorted.len() - 1].0;
        let span = hi - lo;
        if sorted.len() >= 4 && span < 3 * sorted.len() as u64 + 8 {
            let base = self.iconst(ty, lo);
            let idx = self.b.ins().isub(v, base);
            let limit = self.iconst(ty, span);
            let out = self.b.ins().icmp(IntCC::UnsignedGreaterThan, idx, limit);
            let table_blk = self.b.create_block();
            self.b.ins().brif(out, default, &[], table_blk, &[]);
            self.b.switch_to_block(table_blk);
            let idx = if ty == ct::I64 {
                self.b.ins().ireduce(ct::I32, idx)
            } else if ty.bits() < 32 {
                self.b.ins().uextend(ct::I32, idx)
            } else {
                idx
            };
            let mut targets = Vec::with_capacity(span as usize + 1);
            let mut k = 0;
            for i in 0..=span {
                let blk = if sorted[k].0 - lo == i {
                    k += 1;
                    sorted[k - 1].1
                } else {
                    default
                };
                targets.push(self.b.func.dfg.block_call(blk, &[]));
            }
            let def = self.b.func.dfg.block_call(default, &[]);
            let jt = self.b.create_jump_table(JumpTableData::new(def, &targets));
            self.b.ins().br_table(idx, jt);
            return;
        }
        for (i, (c, blk)) in sorted.iter().enumerate() {
            let k = self.iconst(ty, *c);
            let eq = self.b.ins().icmp(IntCC::Equal, v, k);
            if i + 1 == sorted.len() {
                self.b.ins().brif(eq, *blk, &[], default, &[]);
            } else {
                let next = self.b.create_block();
                self.b.ins().brif(eq, *blk, &[], next, &[]);
                self.b.switch_to_block(next);
            }
        }
    }

    fn switch(
        &mut self,
        value: &TypedValue,
        default: &str,
        cases: &[(ast::TypedConst, String)],
    ) -> TranslateResult<()> {
        let bits = scalar_bits(&value.ty).ok_or_else(|| format!("switch on {}", value.ty))?;
        let v = self.typed_scalar(value)?;
        let mut pending = Vec::new();
        let mut seen = HashSet::new();
        let mut table = Vec::with_capacity(cases.len());
        for (c, label) in cases {
            self.cx.check_same(&value.ty, &c.ty)?;
            let CVal::Int(k) = self.cx.eval_scalar(&c.ty, &c.value)? else {
                return Err("a switch case must be an integer constant".into());
            };
            let k = k & super::consts::mask(bits);
            if !seen.insert(k) {
                return Err(format!("duplicate switch case {}", sext(k, bits)));
            }
            let blk = self.edge_block(label, &mut pending)?;
            table.push((k, blk));
        }
        let def = self.edge_block(default, &mut pending)?;
        self.multiway(v, &table, def);
        self.fill_edges(pending);
        Ok(())
    }

    /// `indirectbr`: a `blockaddress` is the block's index + 1, so this branches
    /// over the listed destinations by number; any other value traps.
    fn indirectbr(&mut self, addr: &TypedValue, dests: &[String]) -> TranslateResult<()> {
        let v = self.pointer(addr)?;
        let mut pending = Vec::new();
        let mut table = Vec::new();
        let mut seen = HashSet::new();
        let fname = self.f.name.clone();
        for d in dests {
            let k = self.cx.block_address(&fname, d)?;
            if seen.insert(k) {
                let blk = self.edge_block(d, &mut pending)?;
                table.push((k, blk));
            }
        }
        let bad = self.b.create_block();
        self.multiway(v, &table, bad);
        self.b.switch_to_block(bad);
        self.trap(TRAP_UNREACHABLE);
        self.fill_edges(pending);
        Ok(())
    }

    fn ret(&mut self, v: Option<&TypedValue>) -> TranslateResult<()> {
        let f = self.f;
        let vals = match v {
            Some(tv) => {
                self.cx.check_same(&f.ret, &tv.ty)?;
                self.typed(tv)?
            }
            None => {
                if f.ret != Type::Void {
                    return Err(format!("`ret void` in a function returning {}", f.ret));
                }
                vec![]
            }
        };
        if let Some(p) = self.ret_ptr {
            let ty = f.ret.clone();
            self.store_value(&ty, &vals, p)?;
            self.b.ins().return_(&[]);
        } else {
            self.b.ins().return_(&vals);
        }
        Ok(())
    }

    fn alloca(
        &mut self,
        ty: &Type,
        count: Option<&TypedValue>,
        align: Option<u64>,
    ) -> TranslateResult<Value> {
        let l = self.cx.types.layout(ty)?;
        let align = align.unwrap_or(1).max(l.align);
        let n = match count {
            None => Some(1),
            Some(c) => {
                scalar_bits(&c.ty).ok_or_else(|| format!("alloca count of type {}", c.ty))?;
                self.const_int(c)
            }
        };
        if let Some(n) = n {
            let size = l
                .alloc_size
                .checked_mul(n)
                .ok_or_else(|| "alloca too large".to_string())?;
            return self.slot(size, align);
        }
        // Dynamic: bump the function's area (see the crate docs).
        let c = count.expect("dynamic allocas have a count");
        let bits = scalar_bits(&c.ty).unwrap_or(32);
        let n = self.typed_scalar(c)?;
        let n = self.resize(n, bits, ct::I32, false);
        let elem = self.iconst(ct::I32, l.alloc_size);
        let size = self.b.ins().imul(n, elem);
        self.dynamic_alloc(size, align)
    }

    fn dynamic_alloc(&mut self, size: Value, align: u64) -> TranslateResult<Value> {
        let (area, cell) = self.dyn_area.ok_or("no dynamic area")?;
        let cell_addr = self.b.ins().stack_addr(ct::I32, cell, 0);
        let cur = self.b.ins().load(ct::I32, memory_flags(), cell_addr, 0);
        let align = align.clamp(1, 1 << 16);
        let a1 = self.iconst(ct::I32, align - 1);
        let up = self.b.ins().iadd(cur, a1);
        let am = self.iconst(ct::I32, !(align - 1));
        let start = self.b.ins().band(up, am);
        let limit = self.cx.opts.dynamic_stack_size;
        let too_big = {
            let l = self.iconst(ct::I32, u64::from(limit));
            self.b.ins().icmp(IntCC::UnsignedGreaterThan, size, l)
        };
        self.b
            .ins()
            .trapnz(too_big, TrapCode::unwrap_user(TRAP_DYNAMIC_ALLOCA));
        let end = self.b.ins().iadd(start, size);
        let base = self.b.ins().stack_addr(ct::I32, area, 0);
        let area_end = self.add_offset(base, i64::from(limit));
        let over = self.b.ins().icmp(IntCC::UnsignedGreaterThan, end, area_end);
        self.b
            .ins()
            .trapnz(over, TrapCode::unwrap_user(TRAP_DYNAMIC_ALLOCA));
        self.b.ins().store(memory_flags(), end, cell_addr, 0);
        Ok(start)
    }

    /// An index operand as an `i32` (sign-extended or truncated).
    pub fn index_i32(&mut self, tv: &TypedValue) -> TranslateResult<Value> {
        let bits = match &tv.ty {
            Type::Int(n) => *n,
            t => return Err(format!("index of type {t}")),
        };
        let v = self.typed_scalar(tv)?;
        Ok(self.resize(v, bits, ct::I32, true))
    }

    fn gep(
        &mut self,
        source: &Type,
        base: &TypedValue,
        indices: &[TypedValue],
    ) -> TranslateResult<Value> {
        if base.ty != Type::Ptr {
            return Err(format!(
                "getelementptr on {} (vector getelementptr is not supported)",
                base.ty
            ));
        }
        let mut p = self.typed_scalar(base)?;
        let mut off: i64 = 0;
        let mut cur = source.clone();
        for (k, idx) in indices.iter().enumerate() {
            let stride = if k == 0 {
                self.cx.types.layout(source)?.alloc_size
            } else {
                let def = self.cx.types.resolve(&cur)?.clone();
                match def {
                    Type::Struct { fields, .. } => {
                        let i = self
                            .const_int(idx)
                            .ok_or("a struct field index must be a constant")?;
                        let offs = self.cx.types.field_offsets(&cur)?;
                        let i = i as usize;
                        if i >= fields.len() {
                            return Err(format!("field index {i} out of range for {cur}"));
                        }
                        off = off.wrapping_add(offs[i] as i64);
                        cur = fields[i].clone();
                        continue;
                    }
                    Type::Array(_, e) | Type::Vector(_, e) => {
                        cur = *e;
                        self.cx.types.layout(&cur)?.alloc_size
                    }
                    t => return Err(format!("getelementptr cannot index into {t}")),
                }
            };
            if let (Some(c), Type::Int(bits)) = (self.const_int(idx), &idx.ty) {
                off = off.wrapping_add(sext(c, *bits).wrapping_mul(stride as i64));
            } else {
                let i = self.index_i32(idx)?;
                let scaled = if stride == 1 {
                    i
                } else {
                    let s = self.iconst(ct::I32, stride);
                    self.b.ins().imul(i, s)
                };
                p = self.b.ins().iadd(p, scaled);
            }
        }
        Ok(self.add_offset(p, off))
    }

    fn cast(&mut self, op: CastOp, value: &TypedValue, to: &Type) -> TranslateResult<Vec<Value>> {
        if let CastOp::Float(name) = op {
            let t = if matches!(value.ty, Type::Float(_)) {
                &value.ty
            } else {
                to
            };
            return Err(format!("`{name}`: {}", float_refusal(t)));
        }
        for t in [&value.ty, to] {
            if matches!(t, Type::Float(_))
                || matches!(t, Type::Vector(_, e) if matches!(**e, Type::Float(_)))
            {
                return Err(format!("`{}`: {}", op.name(), float_refusal(t)));
            }
        }
        let vals = self.typed(value)?;
        let from_leaves = self.cx.leaves(&value.ty)?;
        let to_leaves = self.cx.leaves(to)?;
        if op == CastOp::BitCast || op == CastOp::AddrSpaceCast {
            let same_shape = from_leaves.len() == to_leaves.len()
                && from_leaves
                    .iter()
                    .zip(&to_leaves)
                    .all(|(a, b)| a.bits == b.bits && a.ty == b.ty);
            if same_shape {
                return Ok(vals);
            }
            // Through memory: store as one type, load as the other.
            let sa = self.cx.types.layout(&value.ty)?;
            let sb = self.cx.types.layout(to)?;
            if sa.store_size != sb.store_size {
                return Err(format!(
                    "bitcast from {} to {to}: the sizes differ",
                    value.ty
                ));
            }
            let p = self.slot(sa.alloc_size.max(sb.alloc_size), 8)?;
            self.store_value(&value.ty, &vals, p)?;
            return self.load_value(to, p);
        }
        if from_leaves.len() != to_leaves.len() {
            return Err(format!(
                "`{}` from {} to {to}: lane counts differ",
                op.name(),
                value.ty
            ));
        }
        let mut out = Vec::with_capacity(vals.len());
        for ((v, f), t) in vals.iter().zip(&from_leaves).zip(&to_leaves) {
            let r = match op {
                CastOp::Trunc => {
                    if t.bits > f.bits {
                        return Err(format!("trunc from {} to the wider {to}", value.ty));
                    }
                    let r = self.resize(*v, f.bits, t.ty, false);
                    self.normalize(r, t.bits)
                }
                CastOp::ZExt | CastOp::PtrToInt | CastOp::IntToPtr => {
                    if op == CastOp::ZExt && t.bits < f.bits {
                        return Err(format!("zext from {} to the narrower {to}", value.ty));
                    }
                    let r = self.resize(*v, f.bits, t.ty, false);
                    self.normalize(r, t.bits)
                }
                CastOp::SExt => {
                    if t.bits < f.bits {
                        return Err(format!("sext from {} to the narrower {to}", value.ty));
                    }
                    let r = self.resize(*v, f.bits, t.ty, true);
                    self.normalize(r, t.bits)
                }
                _ => unreachable!("handled above"),
            };
            out.push(r);
        }
        Ok(out)
    }

    /// The range of leaves `indices` select in a value of type `ty`, and its type.
    fn leaf_range(&mut self, ty: &Type, indices: &[u32]) -> TranslateResult<(usize, usize, Type)> {
        let mut start = 0;
        let mut cur = ty.clone();
        for &i in indices {
            let def = self.cx.types.resolve(&cur)?.clone();
            match def {
                Type::Struct { fields, .. } => {
                    let i = i as usize;
                    if i >= fields.len() {
                        return Err(format!("index {i} out of range for {cur}"));
                    }
                    for f in &fields[..i] {
                        start += self.cx.leaves(f)?.len();
                    }
                    cur = fields[i].clone();
                }
                Type::Array(n, e) => {
                    if u64::from(i) >= n {
                        return Err(format!("index {i} out of range for {cur}"));
                    }
                    start += i as usize * self.cx.leaves(&e)?.len();
                    cur = *e;
                }
                t => return Err(format!("extractvalue/insertvalue index into {t}")),
            }
        }
        let n = self.cx.leaves(&cur)?.len();
        Ok((start, n, cur))
    }

    fn pick_lane(
        &mut self,
        lanes: &[Value],
        index: &TypedValue,
        e: &Type,
    ) -> TranslateResult<Value> {
        if let Some(i) = self.const_int(index) {
            return Ok(match lanes.get(i as usize) {
                Some(v) => *v,
                None => {
                    let ty = self.cx.leaves(e)?[0].ty;
                    self.iconst(ty, 0)
                }
            });
        }
        let i = self.index_i32(index)?;
        let mut acc = lanes[0];
        for (k, lane) in lanes.iter().enumerate().skip(1) {
            let kv = self.iconst(ct::I32, k as u64);
            let is = self.b.ins().icmp(IntCC::Equal, i, kv);
            acc = self.b.ins().select(is, *lane, acc);
        }
        Ok(acc)
    }

    fn insert_lane(
        &mut self,
        lanes: &mut [Value],
        index: &TypedValue,
        v: Value,
    ) -> TranslateResult<()> {
        if let Some(i) = self.const_int(index) {
            if let Some(slot) = lanes.get_mut(i as usize) {
                *slot = v;
            }
            return Ok(());
        }
        let i = self.index_i32(index)?;
        for (k, lane) in lanes.iter_mut().enumerate() {
            let kv = self.iconst(ct::I32, k as u64);
            let is = self.b.ins().icmp(IntCC::Equal, i, kv);
            *lane = self.b.ins().select(is, v, *lane);
        }
        Ok(())
    }

    /// `va_arg`: reads the next argument from the list's area (see the crate docs
    /// for the layout) and advances the list.
    fn va_arg(&mut self, ty: &Type, list: Value) -> TranslateResult<Vec<Value>> {
        let l = self.cx.types.layout(ty)?;
        let cur = self.b.ins().load(ct::I32, memory_flags(), list, 0);
        let align = l.align.clamp(4, 8);
        let a1 = self.iconst(ct::I32, align - 1);
        let up = self.b.ins().iadd(cur, a1);
        let m = self.iconst(ct::I32, !(align - 1));
        let at = self.b.ins().band(up, m);
        let size = l.alloc_size.max(4).next_multiple_of(4);
        let next = self.add_offset(at, size as i64);
        self.b.ins().store(memory_flags(), next, list, 0);
        if let (Type::Int(bits), true) = (ty, l.store_size < 4) {
            // Narrow arguments are passed as words.
            let w = self.b.ins().load(ct::I32, memory_flags(), at, 0);
            let t = container(*bits)?;
            let v = self.b.ins().ireduce(t, w);
            return Ok(vec![self.normalize(v, *bits)]);
        }
        self.load_value(ty, at)
    }

    fn call(
        &mut self,
        fn_ty: &ast::FnType,
        callee: &LlValue,
        args: &[ast::Arg],
        ret_attrs: &ast::ParamAttrs,
    ) -> TranslateResult<Vec<Value>> {
        if let LlValue::Const(Const::Global(name)) = callee {
            if let Some(intr) = name.strip_prefix("llvm.") {
                return self.intrinsic(intr, fn_ty, args);
            }
        }
        if !fn_ty.varargs && args.len() != fn_ty.params.len() || args.len() < fn_ty.params.len() {
            return Err(format!(
                "the call passes {} arguments to a function type with {} parameters",
                args.len(),
                fn_ty.params.len()
            ));
        }
        let attrs: Vec<_> = args.iter().map(|a| a.attrs.clone()).collect();
        let abi = self.cx.abi(fn_ty, &attrs, ret_attrs)?;
        let mut cargs = Vec::new();
        let ret_slot = if abi.ret_in_memory {
            let l = self.cx.types.layout(&fn_ty.ret)?;
            let p = self.slot(l.alloc_size, l.align)?;
            cargs.push(p);
            Some(p)
        } else {
            None
        };
        for (a, pty) in args.iter().zip(&fn_ty.params) {
            self.cx.check_same(pty, &a.ty)?;
            cargs.extend(self.argument(a)?);
        }
        if fn_ty.varargs {
            let area = self.varargs_area(&args[fn_ty.params.len()..])?;
            cargs.push(area);
        }
        // A direct call when the callee is a function of exactly this type.
        let direct = match callee {
            LlValue::Const(c) => match self.cx.eval_scalar(&Type::Ptr, c) {
                Ok(CVal::Sym { name, addend: 0 }) => {
                    let ast = self.cx.ast;
                    match (ast.function(&name), self.cx.symbol(&name)?) {
                        (Some(f), (Symbol::Func(id), 0))
                            if super::consts::same_type(
                                &Type::Function(Box::new(f.fn_type())),
                                &Type::Function(Box::new(fn_ty.clone())),
                            ) =>
                        {
                            Some(id)
                        }
                        _ => None,
                    }
                }
                _ => None,
            },
            LlValue::Local(_) => None,
        };
        let inst = if let Some(id) = direct {
            let fref = self.fref(id);
            self.b.ins().call(fref, &cargs)
        } else {
            let addr = self.scalar(&Type::Ptr, callee)?;
            let sig = self.b.import_signature(abi.sig.clone());
            self.b.ins().call_indirect(sig, addr, &cargs)
        };
        if let Some(p) = ret_slot {
            return self.load_value(&fn_ty.ret, p);
        }
        let results = self.b.inst_results(inst).to_vec();
        let mut out = Vec::with_capacity(results.len());
        for (v, l) in results.into_iter().zip(&abi.ret) {
            out.push(self.normalize(v, l.bits));
        }
        Ok(out)
    }

    /// The CLIF values of one argument; `byval` arguments are copied to a new
    /// stack object whose address is passed.
    fn argument(&mut self, a: &ast::Arg) -> TranslateResult<Vec<Value>> {
        if let Some(t) = &a.attrs.byval {
            let src = self.scalar(&a.ty, &a.value)?;
            let l = self.cx.types.layout(t)?;
            let dst = self.slot(l.alloc_size, a.attrs.align.unwrap_or(1).max(l.align))?;
            self.copy_bytes(dst, src, l.alloc_size)?;
            return Ok(vec![dst]);
        }
        self.operand(&a.ty, &a.value)
    }

    /// Lays the variadic arguments out in a stack object (see the crate docs) and
    /// returns its address (0 when there are none).
    fn varargs_area(&mut self, extra: &[ast::Arg]) -> TranslateResult<Value> {
        if extra.is_empty() {
            return Ok(self.iconst(ct::I32, 0));
        }
        let mut placed = Vec::with_capacity(extra.len());
        let mut off = 0u64;
        for a in extra {
            let (ty, vals) = match &a.attrs.byval {
                Some(t) => {
                    let p = self.scalar(&a.ty, &a.value)?;
                    (t.clone(), self.load_value(t, p)?)
                }
                None => {
                    let vals = self.operand(&a.ty, &a.value)?;
                    match &a.ty {
                        Type::Int(bits) if *bits < 32 => {
                            let v = self.resize(vals[0], *bits, ct::I32, a.attrs.signext);
                            (Type::Int(32), vec![v])
                        }
                        t => (t.clone(), vals),
                    }
                }
            };
            let l = self.cx.types.layout(&ty)?;
            off = off.next_multiple_of(l.align.clamp(4, 8));
            placed.push((off, ty, vals));
            off += l.alloc_size.next_multiple_of(4);
        }
        let base = self.slot(off, 8)?;
        for (o, ty, vals) in placed {
            let p = self.add_offset(base, o as i64);
            self.store_value(&ty, &vals, p)?;
        }
        Ok(base)
    }
}

/// The width of the lanes of an integer, pointer or vector type.
pub(super) fn lane_bits(t: &Type) -> Option<u32> {
    match t {
        Type::Vector(_, e) => scalar_bits(e),
        t => scalar_bits(t),
    }
}
