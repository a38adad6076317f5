//! Memory: loads and stores of scalars and whole values in the target's byte
//! order, volatile accesses, stack slots, fixed and dynamic `alloca`, byte copies
//! and `getelementptr`.

use super::consts::sext;
use super::function::{memory_flags, scalar_bits, FunctionTranslator};
use super::types::Leaf;
use super::TranslateResult;
use crate::ast::{FloatKind, RmwOp, Type, TypedValue};
use crate::error::{invalid, unsupported};
use crate::TRAP_DYNAMIC_ALLOCA;
use cranelift_codegen::ir::{
    self, condcodes::IntCC, types as ct, InstBuilder, StackSlotData, StackSlotKind, TrapCode, Value,
};
use cranelift_module::Module;

impl<M: Module> FunctionTranslator<'_, '_, '_, M> {
    /// `load`.
    pub(super) fn load_inst(
        &mut self,
        ty: &Type,
        ptr: &TypedValue,
        volatile: bool,
    ) -> TranslateResult<(Type, Vec<Value>)> {
        let p = self.pointer(ptr)?;
        self.volatile_fence(volatile);
        let v = self.load_value(ty, p)?;
        self.volatile_fence(volatile);
        Ok((ty.clone(), v))
    }

    /// `store`.
    pub(super) fn store_inst(
        &mut self,
        value: &TypedValue,
        ptr: &TypedValue,
        volatile: bool,
    ) -> TranslateResult<()> {
        let v = self.typed(value)?;
        let p = self.pointer(ptr)?;
        self.volatile_fence(volatile);
        self.store_value(&value.ty, &v, p)?;
        self.volatile_fence(volatile);
        Ok(())
    }

    /// `atomicrmw`: a plain load, the operation and a store (one thread). The
    /// float operations (`fadd`, `fsub`, `fmax`, `fmin`) take a float, the rest an
    /// integer or a pointer.
    pub(super) fn atomic_rmw(
        &mut self,
        op: RmwOp,
        ptr: &TypedValue,
        value: &TypedValue,
    ) -> TranslateResult<(Type, Vec<Value>)> {
        let is_float_op = matches!(op, RmwOp::FAdd | RmwOp::FSub | RmwOp::FMax | RmwOp::FMin);
        let bits = match (&value.ty, is_float_op) {
            (Type::Float(FloatKind::Float | FloatKind::Double), true) => Some(0),
            (ty, false) => scalar_bits(ty),
            _ => None,
        }
        .ok_or_else(|| invalid(format!("atomicrmw {op:?} on {}", value.ty)))?;
        let p = self.pointer(ptr)?;
        let v = self.typed_scalar(value)?;
        let leaf = self.cx.leaves(&value.ty)?[0];
        let old = self.load_scalar(p, 0, &leaf)?;
        let new = self.rmw(op, bits, old, v)?;
        self.store_scalar(p, 0, &leaf, new)?;
        Ok((value.ty.clone(), vec![old]))
    }

    /// `cmpxchg`: a plain load, a compare and a store of the chosen value; the
    /// result is `{ old, equal }`.
    pub(super) fn cmpxchg(
        &mut self,
        ptr: &TypedValue,
        expected: &TypedValue,
        new: &TypedValue,
    ) -> TranslateResult<(Type, Vec<Value>)> {
        self.cx.check_same(&expected.ty, &new.ty)?;
        if scalar_bits(&expected.ty).is_none() {
            return Err(invalid(format!("cmpxchg on {}", expected.ty)));
        }
        let p = self.pointer(ptr)?;
        let e = self.typed_scalar(expected)?;
        let n = self.typed_scalar(new)?;
        let leaf = self.cx.leaves(&expected.ty)?[0];
        let old = self.load_scalar(p, 0, &leaf)?;
        let eq = self.b.ins().icmp(IntCC::Equal, old, e);
        let v = self.b.ins().select(eq, n, old);
        self.store_scalar(p, 0, &leaf, v)?;
        let ty = Type::Struct {
            fields: vec![expected.ty.clone(), Type::Int(1)],
            packed: false,
        };
        Ok((ty, vec![old, eq]))
    }

    /// Around a volatile access: a `sequence_point`, which Cranelift's alias
    /// analysis treats as a memory fence, so that the access is neither removed
    /// (dead-store, redundant-load or idempotent-store elimination) nor merged with
    /// another access. It emits no code.
    pub(super) fn volatile_fence(&mut self, volatile: bool) {
        if volatile {
            self.b.ins().sequence_point();
        }
    }

    /// `ptr + off` as a base and an immediate offset.
    pub(super) fn address(&mut self, ptr: Value, off: u64) -> (Value, i32) {
        match i32::try_from(off) {
            Ok(o) => (ptr, o),
            Err(_) => (self.add_offset(ptr, off as i64), 0),
        }
    }

    pub fn load_scalar(&mut self, ptr: Value, off: u64, l: &Leaf) -> TranslateResult<Value> {
        if l.ty.is_float() {
            let (p, o) = self.address(ptr, off);
            return Ok(self.b.ins().load(l.ty, memory_flags(), p, o));
        }
        let size = l.store_size();
        let v = match size {
            1 | 2 | 4 | 8 | 16 => {
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
                // An odd size (3, 5..7, 9..15 bytes): exactly its bytes, read in
                // word, half-word and byte pieces placed by the target's order.
                let mut acc = None;
                for (at, n) in pieces(size) {
                    let (p, o) = self.address(ptr, off + at);
                    let part = match n {
                        1 => self.b.ins().uload8(ct::I32, memory_flags(), p, o),
                        2 => self.b.ins().uload16(ct::I32, memory_flags(), p, o),
                        _ => self.b.ins().load(ct::I32, memory_flags(), p, o),
                    };
                    let part = if l.ty.bits() > 32 {
                        self.b.ins().uextend(l.ty, part)
                    } else {
                        part
                    };
                    let shift = self.piece_shift(size, at, n);
                    let part = if shift == 0 {
                        part
                    } else {
                        let s = self.iconst(ct::I32, shift);
                        self.b.ins().ishl(part, s)
                    };
                    acc = Some(match acc {
                        None => part,
                        Some(a) => self.b.ins().bor(a, part),
                    });
                }
                acc.expect("an odd size has pieces")
            }
        };
        Ok(self.normalize(v, l.bits))
    }

    /// Where the piece of `n` bytes at byte `at` of a `size`-byte integer sits
    /// in its value: the shift that places it, by the target's byte order.
    fn piece_shift(&self, size: u64, at: u64, n: u64) -> u64 {
        match self.cx.endian {
            cpu0_asm::Endian::Big => 8 * (size - at - n),
            cpu0_asm::Endian::Little => 8 * at,
        }
    }

    pub fn store_scalar(
        &mut self,
        ptr: Value,
        off: u64,
        l: &Leaf,
        v: Value,
    ) -> TranslateResult<()> {
        let size = l.store_size();
        if matches!(size, 1 | 2 | 4 | 8 | 16) && (size * 8) as u32 == l.ty.bits() {
            let (p, o) = self.address(ptr, off);
            self.b.ins().store(memory_flags(), v, p, o);
            return Ok(());
        }
        // Exactly the value's bytes, written in word, half-word and byte pieces.
        for (at, n) in pieces(size) {
            let shift = self.piece_shift(size, at, n);
            let part = if shift == 0 {
                v
            } else {
                let s = self.iconst(ct::I32, shift);
                self.b.ins().ushr(v, s)
            };
            let part = if l.ty.bits() > 32 {
                self.b.ins().ireduce(ct::I32, part)
            } else {
                part
            };
            let (p, o) = self.address(ptr, off + at);
            match n {
                1 => self.b.ins().istore8(memory_flags(), part, p, o),
                2 => self.b.ins().istore16(memory_flags(), part, p, o),
                _ => self.b.ins().store(memory_flags(), part, p, o),
            };
        }
        Ok(())
    }

    pub fn load_value(&mut self, ty: &Type, ptr: Value) -> TranslateResult<Vec<Value>> {
        let leaves = self.cx.leaves(ty)?;
        let mut out = Vec::with_capacity(leaves.len());
        for l in &leaves {
            let off = l.offset.ok_or_else(|| {
                unsupported(format!(
                    "vectors of i{} cannot be loaded from memory",
                    l.bits
                ))
            })?;
            out.push(self.load_scalar(ptr, off, l)?);
        }
        Ok(out)
    }

    pub fn store_value(&mut self, ty: &Type, vals: &[Value], ptr: Value) -> TranslateResult<()> {
        let leaves = self.cx.leaves(ty)?;
        for (l, v) in leaves.iter().zip(vals) {
            let off = l.offset.ok_or_else(|| {
                unsupported(format!("vectors of i{} cannot be stored to memory", l.bits))
            })?;
            self.store_scalar(ptr, off, l, *v)?;
        }
        Ok(())
    }

    /// A new stack slot of `size` bytes (alignment up to 8).
    pub fn slot(&mut self, size: u64, align: u64) -> TranslateResult<Value> {
        let size = u32::try_from(size).map_err(|_| invalid("a stack object larger than 4 GiB"))?;
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

    pub(super) fn alloca(
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
                scalar_bits(&c.ty)
                    .ok_or_else(|| invalid(format!("alloca count of type {}", c.ty)))?;
                self.const_int(c)
            }
        };
        if let Some(n) = n {
            let size = u64::try_from(n)
                .ok()
                .and_then(|n| l.alloc_size.checked_mul(n))
                .ok_or_else(|| invalid("alloca too large"))?;
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

    pub(super) fn dynamic_alloc(&mut self, size: Value, align: u64) -> TranslateResult<Value> {
        let (area, cell) = self.dyn_area.ok_or_else(|| invalid("no dynamic area"))?;
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

    pub(super) fn gep(
        &mut self,
        source: &Type,
        base: &TypedValue,
        indices: &[TypedValue],
    ) -> TranslateResult<Value> {
        if base.ty != Type::Ptr {
            return Err(unsupported(format!(
                "getelementptr on {} (vector getelementptr is not supported)",
                base.ty
            )));
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
                            .ok_or_else(|| invalid("a struct field index must be a constant"))?;
                        let offs = self.cx.types.field_offsets(&cur)?;
                        let i = i as usize;
                        if i >= fields.len() {
                            return Err(invalid(format!("field index {i} out of range for {cur}")));
                        }
                        off = off.wrapping_add(offs[i] as i64);
                        cur = fields[i].clone();
                        continue;
                    }
                    Type::Array(_, e) | Type::Vector(_, e) => {
                        cur = *e;
                        self.cx.types.layout(&cur)?.alloc_size
                    }
                    t => return Err(invalid(format!("getelementptr cannot index into {t}"))),
                }
            };
            if let (Some(c), Type::Int(bits)) = (self.const_int(idx), &idx.ty) {
                off = off.wrapping_add((sext(c, *bits) as i64).wrapping_mul(stride as i64));
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
}

/// The pieces an access of `size` bytes is split into, as (byte offset, bytes):
/// words while four bytes remain, then a half-word, then a byte.
fn pieces(size: u64) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    let mut at = 0;
    while at < size {
        let n = match size - at {
            4.. => 4,
            2 | 3 => 2,
            _ => 1,
        };
        out.push((at, n));
        at += n;
    }
    out
}
