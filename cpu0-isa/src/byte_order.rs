//! Memory accesses in the byte order that is not the target's.
//!
//! CLIF lets every load, store and atomic name its byte order (`big`, `little`);
//! Cpu0 accesses memory only in the target's own order. Before the mid-end sees a
//! function, this pass rewrites every access in the other ("foreign") order into a
//! native access plus `bswap`, so that:
//! - the lowering rules never see a foreign order (they ignore the flag), and
//! - Cranelift 0.135's alias analysis cannot forward a value between accesses of
//!   different orders (it compares addresses and types, not byte orders; fixed
//!   upstream after 0.135).
//!
//! One-byte accesses only get the native flag. A foreign-order `atomic_rmw` becomes
//! an atomic load, the operation and an atomic store: the backend lowers every
//! `atomic_rmw` to that same load/operate/store sequence (Cpu0 is single-core and
//! has no interrupts), so nothing is lost.

use crate::CompileError;
use cpu0_asm::Endian;
use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::ir::{
    types, AtomicRmwOp, Endianness, Function, Inst, InstBuilder, InstructionData, MemFlags,
    MemFlagsData, Opcode, Type, Value,
};

/// Rewrites every foreign-order memory access of `func` (see the module docs).
pub fn legalize_byte_order(func: &mut Function, endian: Endian) -> Result<(), CompileError> {
    let native = match endian {
        Endian::Big => Endianness::Big,
        Endian::Little => Endianness::Little,
    };
    // The flags are kept in a deduplicated table: when none of its entries names
    // the foreign order, no access does, and the walk over every instruction
    // below is skipped (it showed in the profile of every function compiled).
    let foreign = (0..)
        .map_while(MemFlags::with_number)
        .take_while(|mf| func.dfg.mem_flags.is_valid(*mf))
        .any(|mf| {
            func.dfg.mem_flags[mf]
                .explicit_endianness()
                .is_some_and(|e| e != native)
        });
    if !foreign {
        return Ok(());
    }
    let mut pos = FuncCursor::new(func);
    while pos.next_block().is_some() {
        while let Some(inst) = pos.next_inst() {
            let Some(handle) = pos.func.dfg.insts[inst].memflags() else {
                continue;
            };
            let flags = pos.func.dfg.mem_flags[handle];
            if flags.explicit_endianness().is_none_or(|e| e == native) {
                continue;
            }
            let native_flags = with_byte_order(flags, native);
            rewrite(&mut pos, inst, native_flags)?;
        }
    }
    Ok(())
}

/// `flags` with its byte order replaced by `order` (`with_endianness` can only add
/// one, and both at once is invalid), every other property kept.
fn with_byte_order(flags: MemFlagsData, order: Endianness) -> MemFlagsData {
    let mut copy = MemFlagsData::new()
        .with_trap_code(flags.trap_code())
        .with_alias_region(flags.alias_region())
        .with_endianness(order);
    if flags.aligned() {
        copy.set_aligned();
    }
    if flags.readonly() {
        copy.set_readonly();
    }
    if flags.can_move() {
        copy.set_can_move();
    }
    copy
}

/// The bit width of the memory access `inst` performs.
fn access_type(func: &Function, inst: Inst) -> Type {
    let dfg = &func.dfg;
    match dfg.insts[inst].opcode() {
        Opcode::Uload8 | Opcode::Sload8 | Opcode::Istore8 => types::I8,
        Opcode::Uload16 | Opcode::Sload16 | Opcode::Istore16 => types::I16,
        Opcode::Uload32 | Opcode::Sload32 | Opcode::Istore32 => types::I32,
        Opcode::Store | Opcode::AtomicStore => dfg.value_type(dfg.inst_args(inst)[0]),
        _ => dfg.ctrl_typevar(inst),
    }
}

/// Rewrites one foreign-order access; the cursor is at `inst` and stays there or
/// after what the rewrite inserted.
fn rewrite(
    pos: &mut FuncCursor,
    inst: Inst,
    native_flags: MemFlagsData,
) -> Result<(), CompileError> {
    let access = access_type(pos.func, inst);
    if access.is_float() && access.bits() <= 64 {
        return rewrite_float(pos, inst, access, native_flags);
    }
    if !access.is_int() {
        return Err(CompileError::Unsupported(format!(
            "`{}` in {}: a {access} access in the foreign byte order",
            pos.func.dfg.display_inst(inst),
            pos.func.name
        )));
    }
    if access.bits() == 8 {
        // A byte has no order: the native flag is all it needs.
        let handle = pos
            .func
            .dfg
            .mem_flags
            .insert(native_flags)
            .map_err(|_| CompileError::Unsupported("too many distinct memory flags".into()))?;
        if let Some(flags) = pos.func.dfg.insts[inst].memflags_mut() {
            *flags = handle;
        }
        return Ok(());
    }
    let opcode = pos.func.dfg.insts[inst].opcode();
    let args = pos.func.dfg.inst_args(inst).to_vec();
    // Each arm inserts the native access before `inst` and turns `inst` itself into
    // the instruction that yields its result (or into the native store), so every
    // use of the result stays valid.
    match pos.func.dfg.insts[inst] {
        InstructionData::Load { offset, .. } => {
            let result_ty = pos.func.dfg.ctrl_typevar(inst);
            let raw = pos.ins().load(access, native_flags, args[0], offset);
            if opcode == Opcode::Load {
                pos.func.replace(inst).bswap(raw);
            } else {
                let swapped = pos.ins().bswap(raw);
                let replace = pos.func.replace(inst);
                match opcode {
                    Opcode::Sload16 | Opcode::Sload32 => replace.sextend(result_ty, swapped),
                    _ => replace.uextend(result_ty, swapped),
                };
            }
        }
        InstructionData::Store { offset, .. } => {
            let mut x = args[0];
            if pos.func.dfg.value_type(x) != access {
                x = pos.ins().ireduce(access, x);
            }
            let swapped = pos.ins().bswap(x);
            pos.func
                .replace(inst)
                .store(native_flags, swapped, args[1], offset);
        }
        InstructionData::LoadNoOffset { .. } => {
            // atomic_load
            let raw = pos.ins().atomic_load(access, native_flags, args[0]);
            pos.func.replace(inst).bswap(raw);
        }
        InstructionData::StoreNoOffset { .. } => {
            // atomic_store
            let swapped = pos.ins().bswap(args[0]);
            pos.func
                .replace(inst)
                .atomic_store(native_flags, swapped, args[1]);
        }
        InstructionData::AtomicCas { .. } => {
            let expected = pos.ins().bswap(args[1]);
            let replacement = pos.ins().bswap(args[2]);
            let raw = pos
                .ins()
                .atomic_cas(native_flags, args[0], expected, replacement);
            pos.func.replace(inst).bswap(raw);
        }
        InstructionData::AtomicRmw { op, .. } => {
            rewrite_rmw(pos, inst, op, args[0], args[1], native_flags);
        }
        _ => {
            return Err(CompileError::Internal(format!(
                "byte order of `{}` not handled",
                pos.func.dfg.display_inst(inst)
            )))
        }
    }
    Ok(())
}

/// A float load or store in the foreign order: the integer of its size is loaded
/// or stored natively and byte-swapped, and `bitcast` moves the bits between the
/// two types.
fn rewrite_float(
    pos: &mut FuncCursor,
    inst: Inst,
    float_ty: Type,
    native_flags: MemFlagsData,
) -> Result<(), CompileError> {
    let int_ty = Type::int(float_ty.bits() as u16).expect("32 or 64 bits");
    let args = pos.func.dfg.inst_args(inst).to_vec();
    match pos.func.dfg.insts[inst] {
        InstructionData::Load {
            opcode: Opcode::Load,
            offset,
            ..
        } => {
            let raw = pos.ins().load(int_ty, native_flags, args[0], offset);
            let swapped = pos.ins().bswap(raw);
            pos.func
                .replace(inst)
                .bitcast(float_ty, MemFlagsData::new(), swapped);
        }
        InstructionData::Store {
            opcode: Opcode::Store,
            offset,
            ..
        } => {
            let bits = pos.ins().bitcast(int_ty, MemFlagsData::new(), args[0]);
            let swapped = pos.ins().bswap(bits);
            pos.func
                .replace(inst)
                .store(native_flags, swapped, args[1], offset);
        }
        _ => {
            return Err(CompileError::Unsupported(format!(
                "`{}` in {}: a {float_ty} access in the foreign byte order",
                pos.func.dfg.display_inst(inst),
                pos.func.name
            )))
        }
    }
    Ok(())
}

/// `atomic_rmw op` in the foreign order, on more than one byte:
/// `old = bswap(atomic_load p); atomic_store bswap(op(old, x)), p`.
fn rewrite_rmw(
    pos: &mut FuncCursor,
    inst: Inst,
    op: AtomicRmwOp,
    addr: Value,
    x: Value,
    native_flags: MemFlagsData,
) {
    let ty = pos.func.dfg.value_type(x);
    let raw = pos.ins().atomic_load(ty, native_flags, addr);
    pos.func.replace(inst).bswap(raw);
    let old = pos.func.dfg.first_result(inst);
    pos.goto_after_inst(inst);
    let new = match op {
        AtomicRmwOp::Xchg => x,
        AtomicRmwOp::Add => pos.ins().iadd(old, x),
        AtomicRmwOp::Sub => pos.ins().isub(old, x),
        AtomicRmwOp::And => pos.ins().band(old, x),
        AtomicRmwOp::Nand => {
            let and = pos.ins().band(old, x);
            pos.ins().bnot(and)
        }
        AtomicRmwOp::Or => pos.ins().bor(old, x),
        AtomicRmwOp::Xor => pos.ins().bxor(old, x),
        AtomicRmwOp::Umin => pos.ins().umin(old, x),
        AtomicRmwOp::Umax => pos.ins().umax(old, x),
        AtomicRmwOp::Smin => pos.ins().smin(old, x),
        AtomicRmwOp::Smax => pos.ins().smax(old, x),
    };
    let swapped = pos.ins().bswap(new);
    let store = pos.ins().atomic_store(native_flags, swapped, addr);
    // The caller's walk goes on after what was inserted.
    pos.goto_inst(store);
}
