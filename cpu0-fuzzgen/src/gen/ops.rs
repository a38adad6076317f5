//! The instructions the generator picks from, with their weights, and the
//! value-producing ones (arithmetic, bits, compares, selects, conversions, the
//! frame registers).

use super::function::FunctionGenerator;
use super::{weighted, INT_TYPES, INT_TYPES_TO_64};
use arbitrary::Result;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I128, I16, I32, I64, I8};
use cranelift_codegen::ir::{AtomicRmwOp, InstBuilder, Opcode, Type, Value};

/// What one generated instruction is. The opcode says which member of a group.
#[derive(Clone, Copy, Debug)]
pub(super) enum Op {
    Const,
    /// `x op y -> T` on one type.
    Binary(Opcode),
    /// `op x -> T`.
    Unary(Opcode),
    /// Shifts and rotates: the amount has any type.
    Shift(Opcode),
    Icmp,
    /// `select`, `select_spectre_guard`, `bitselect`.
    Select(Opcode),
    Bmask,
    /// `uextend`/`sextend` to a wider type.
    Extend(Opcode),
    Ireduce,
    Iconcat,
    Isplit,
    /// The `*_overflow` ops: `(T, i8)`.
    Overflow(Opcode),
    /// The `*_overflow_cin`/`*_overflow_bin` ops: `(x, y, c_in: i8) -> (T, i8)`.
    OverflowCarry(Opcode),
    UaddOverflowTrap,
    /// `trapz`/`trapnz` with a user code.
    CondTrap(Opcode),
    Load(Opcode),
    Store(Opcode),
    AtomicLoad,
    AtomicStore,
    AtomicRmw(AtomicRmwOp),
    AtomicCas,
    Fence,
    /// `get_frame_pointer`, `get_stack_pointer`, `get_return_address`, checked
    /// only for what holds on every machine.
    FrameRegisters,
    Call,
    CallIndirect,
    /// Float arithmetic and rounding, NaN results canonicalised (see `float`).
    FloatArith(Opcode),
    /// `fneg`, `fabs`, `fcopysign`.
    FloatSign(Opcode),
    Fcmp,
    /// `fcvt_to_sint`, `fcvt_to_uint` and their `_sat` forms.
    FloatToInt(Opcode),
    /// `fcvt_from_sint`, `fcvt_from_uint`.
    IntToFloat(Opcode),
    /// `fpromote`, `fdemote`.
    PromoteDemote(Opcode),
    FloatBitcast,
}

/// The instructions and their weights.
pub(super) const OPS: &[(u32, Op)] = &[
    (4, Op::Const),
    (3, Op::Binary(Opcode::Iadd)),
    (3, Op::Binary(Opcode::Isub)),
    (3, Op::Binary(Opcode::Imul)),
    (2, Op::Binary(Opcode::Umulhi)),
    (2, Op::Binary(Opcode::Smulhi)),
    (2, Op::Binary(Opcode::Udiv)),
    (2, Op::Binary(Opcode::Sdiv)),
    (2, Op::Binary(Opcode::Urem)),
    (2, Op::Binary(Opcode::Srem)),
    (2, Op::Binary(Opcode::Band)),
    (2, Op::Binary(Opcode::Bor)),
    (2, Op::Binary(Opcode::Bxor)),
    (2, Op::Binary(Opcode::Smin)),
    (2, Op::Binary(Opcode::Smax)),
    (2, Op::Binary(Opcode::Umin)),
    (2, Op::Binary(Opcode::Umax)),
    (2, Op::Unary(Opcode::Ineg)),
    (2, Op::Unary(Opcode::Bnot)),
    (2, Op::Unary(Opcode::Clz)),
    (2, Op::Unary(Opcode::Cls)),
    (2, Op::Unary(Opcode::Ctz)),
    (2, Op::Unary(Opcode::Popcnt)),
    (2, Op::Unary(Opcode::Bitrev)),
    (2, Op::Unary(Opcode::Bswap)),
    (2, Op::Unary(Opcode::Iabs)),
    (2, Op::Shift(Opcode::Ishl)),
    (2, Op::Shift(Opcode::Ushr)),
    (2, Op::Shift(Opcode::Sshr)),
    (2, Op::Shift(Opcode::Rotl)),
    (2, Op::Shift(Opcode::Rotr)),
    (4, Op::Icmp),
    (3, Op::Select(Opcode::Select)),
    (1, Op::Select(Opcode::SelectSpectreGuard)),
    (1, Op::Select(Opcode::Bitselect)),
    (1, Op::Bmask),
    (2, Op::Extend(Opcode::Uextend)),
    (2, Op::Extend(Opcode::Sextend)),
    (2, Op::Ireduce),
    (1, Op::Iconcat),
    (1, Op::Isplit),
    (1, Op::Overflow(Opcode::UaddOverflow)),
    (1, Op::Overflow(Opcode::SaddOverflow)),
    (1, Op::Overflow(Opcode::UsubOverflow)),
    (1, Op::Overflow(Opcode::SsubOverflow)),
    (1, Op::Overflow(Opcode::UmulOverflow)),
    (1, Op::Overflow(Opcode::SmulOverflow)),
    (1, Op::OverflowCarry(Opcode::UaddOverflowCin)),
    (1, Op::OverflowCarry(Opcode::SaddOverflowCin)),
    (1, Op::OverflowCarry(Opcode::UsubOverflowBin)),
    (1, Op::OverflowCarry(Opcode::SsubOverflowBin)),
    (1, Op::UaddOverflowTrap),
    (1, Op::CondTrap(Opcode::Trapz)),
    (1, Op::CondTrap(Opcode::Trapnz)),
    (2, Op::Load(Opcode::Load)),
    (1, Op::Load(Opcode::Uload8)),
    (1, Op::Load(Opcode::Sload8)),
    (1, Op::Load(Opcode::Uload16)),
    (1, Op::Load(Opcode::Sload16)),
    // cranelift-interpreter 0.135 panics on these two; `interp` rewrites them.
    (1, Op::Load(Opcode::Uload32)),
    (1, Op::Load(Opcode::Sload32)),
    (2, Op::Store(Opcode::Store)),
    (1, Op::Store(Opcode::Istore8)),
    (1, Op::Store(Opcode::Istore16)),
    (1, Op::Store(Opcode::Istore32)),
    (1, Op::AtomicLoad),
    (1, Op::AtomicStore),
    (1, Op::AtomicRmw(AtomicRmwOp::Add)),
    (1, Op::AtomicRmw(AtomicRmwOp::Sub)),
    (1, Op::AtomicRmw(AtomicRmwOp::And)),
    (1, Op::AtomicRmw(AtomicRmwOp::Nand)),
    (1, Op::AtomicRmw(AtomicRmwOp::Or)),
    (1, Op::AtomicRmw(AtomicRmwOp::Xor)),
    (1, Op::AtomicRmw(AtomicRmwOp::Xchg)),
    (1, Op::AtomicRmw(AtomicRmwOp::Umin)),
    (1, Op::AtomicRmw(AtomicRmwOp::Umax)),
    (1, Op::AtomicRmw(AtomicRmwOp::Smin)),
    (1, Op::AtomicRmw(AtomicRmwOp::Smax)),
    (1, Op::AtomicCas),
    (1, Op::Fence),
    (1, Op::FrameRegisters),
    (3, Op::Call),
    (2, Op::CallIndirect),
    (2, Op::FloatArith(Opcode::Fadd)),
    (2, Op::FloatArith(Opcode::Fsub)),
    (2, Op::FloatArith(Opcode::Fmul)),
    (2, Op::FloatArith(Opcode::Fdiv)),
    (1, Op::FloatArith(Opcode::Fma)),
    (1, Op::FloatArith(Opcode::Sqrt)),
    (1, Op::FloatArith(Opcode::Fmin)),
    (1, Op::FloatArith(Opcode::Fmax)),
    (1, Op::FloatArith(Opcode::Ceil)),
    (1, Op::FloatArith(Opcode::Floor)),
    (1, Op::FloatArith(Opcode::Trunc)),
    (1, Op::FloatArith(Opcode::Nearest)),
    (1, Op::FloatSign(Opcode::Fneg)),
    (1, Op::FloatSign(Opcode::Fabs)),
    (1, Op::FloatSign(Opcode::Fcopysign)),
    (2, Op::Fcmp),
    (1, Op::FloatToInt(Opcode::FcvtToSint)),
    (1, Op::FloatToInt(Opcode::FcvtToUint)),
    (1, Op::FloatToInt(Opcode::FcvtToSintSat)),
    (1, Op::FloatToInt(Opcode::FcvtToUintSat)),
    (1, Op::IntToFloat(Opcode::FcvtFromSint)),
    (1, Op::IntToFloat(Opcode::FcvtFromUint)),
    (1, Op::PromoteDemote(Opcode::Fpromote)),
    (1, Op::PromoteDemote(Opcode::Fdemote)),
    (2, Op::FloatBitcast),
];

impl FunctionGenerator<'_, '_, '_> {
    pub(super) fn instruction(&mut self) -> Result<()> {
        match weighted(self.u, OPS)? {
            Op::Const => {
                let ty = self.any_value_type()?;
                self.constant(ty)?;
            }
            Op::Binary(opcode) => self.binary(opcode)?,
            Op::Unary(opcode) => self.unary(opcode)?,
            Op::Shift(opcode) => self.shift(opcode)?,
            Op::Icmp => {
                self.icmp()?;
            }
            Op::Select(opcode) => self.select(opcode)?,
            Op::Bmask => {
                let from = self.any_type()?;
                let x = self.value(from)?;
                let to = self.any_type()?;
                let r = self.builder.ins().bmask(to, x);
                self.pool.push((r, to));
            }
            Op::Extend(opcode) => self.extend(opcode)?,
            Op::Ireduce => {
                let from = *self.u.choose(&[I16, I32, I64, I128])?;
                let to = self.narrower_than(from)?;
                let x = self.value(from)?;
                let r = self.builder.ins().ireduce(to, x);
                self.pool.push((r, to));
            }
            Op::Iconcat => {
                // i32 halves to an i64, or i64 halves to an i128.
                let (half, whole) = *self.u.choose(&[(I32, I64), (I64, I128)])?;
                let lo = self.value(half)?;
                let hi = self.value(half)?;
                let r = self.builder.ins().iconcat(lo, hi);
                self.pool.push((r, whole));
            }
            Op::Isplit => {
                let (half, whole) = *self.u.choose(&[(I32, I64), (I64, I128)])?;
                let x = self.value(whole)?;
                let (lo, hi) = self.builder.ins().isplit(x);
                self.pool.push((lo, half));
                self.pool.push((hi, half));
            }
            Op::Overflow(opcode) => self.overflow(opcode)?,
            Op::OverflowCarry(opcode) => self.overflow_carry(opcode)?,
            Op::UaddOverflowTrap => {
                // CLIF defines it for i32 and i64 only.
                let ty = *self.u.choose(&[I32, I64])?;
                let x = self.value(ty)?;
                let y = self.value(ty)?;
                let code = self.user_trap_code()?;
                let r = self.builder.ins().uadd_overflow_trap(x, y, code);
                self.pool.push((r, ty));
            }
            Op::CondTrap(opcode) => {
                let c = self.condition()?;
                let code = self.user_trap_code()?;
                if opcode == Opcode::Trapz {
                    self.builder.ins().trapz(c, code);
                } else {
                    self.builder.ins().trapnz(c, code);
                }
            }
            Op::Load(opcode) => self.load(opcode)?,
            Op::Store(opcode) => self.store(opcode)?,
            Op::AtomicLoad => self.atomic_load()?,
            Op::AtomicStore => self.atomic_store()?,
            Op::AtomicRmw(op) => self.atomic_rmw(op)?,
            Op::AtomicCas => self.atomic_cas()?,
            Op::Fence => {
                self.builder.ins().fence();
            }
            Op::FrameRegisters => self.frame_registers()?,
            Op::Call => self.call()?,
            Op::CallIndirect => self.call_indirect()?,
            Op::FloatArith(opcode) => self.float_arith(opcode)?,
            Op::FloatSign(opcode) => self.float_sign(opcode)?,
            Op::Fcmp => {
                self.fcmp()?;
            }
            Op::FloatToInt(opcode) => self.float_to_int(opcode)?,
            Op::IntToFloat(opcode) => self.int_to_float(opcode)?,
            Op::PromoteDemote(opcode) => self.promote_demote(opcode)?,
            Op::FloatBitcast => self.float_bitcast()?,
        }
        Ok(())
    }

    /// A type narrower than `ty` (which is wider than `i8`).
    fn narrower_than(&mut self, ty: Type) -> Result<Type> {
        let narrower: Vec<Type> = INT_TYPES
            .into_iter()
            .filter(|t| t.bits() < ty.bits())
            .collect();
        Ok(*self.u.choose(&narrower)?)
    }

    fn binary(&mut self, opcode: Opcode) -> Result<()> {
        let ty = if matches!(opcode, Opcode::Umulhi | Opcode::Smulhi) {
            // The interpreter 0.135 panics on them for i128.
            *self.u.choose(&INT_TYPES_TO_64)?
        } else {
            self.any_type()?
        };
        let x = self.value(ty)?;
        let mut y = self.value(ty)?;
        let divides = matches!(
            opcode,
            Opcode::Udiv | Opcode::Sdiv | Opcode::Urem | Opcode::Srem
        );
        if divides && self.u.ratio(3, 4)? {
            // Mostly a divisor that is not zero (`y ? y : c`), or too many
            // cases would end in the first division.
            let c = self.nonzero_constant(ty)?;
            y = self.builder.ins().select(y, y, c);
        }
        let ins = self.builder.ins();
        let r = match opcode {
            Opcode::Iadd => ins.iadd(x, y),
            Opcode::Isub => ins.isub(x, y),
            Opcode::Imul => ins.imul(x, y),
            Opcode::Umulhi => ins.umulhi(x, y),
            Opcode::Smulhi => ins.smulhi(x, y),
            Opcode::Udiv => ins.udiv(x, y),
            Opcode::Sdiv => ins.sdiv(x, y),
            Opcode::Urem => ins.urem(x, y),
            Opcode::Srem => ins.srem(x, y),
            Opcode::Band => ins.band(x, y),
            Opcode::Bor => ins.bor(x, y),
            Opcode::Bxor => ins.bxor(x, y),
            Opcode::Smin => ins.smin(x, y),
            Opcode::Smax => ins.smax(x, y),
            Opcode::Umin => ins.umin(x, y),
            _ => ins.umax(x, y),
        };
        self.pool.push((r, ty));
        Ok(())
    }

    fn unary(&mut self, opcode: Opcode) -> Result<()> {
        let ty = if opcode == Opcode::Bswap {
            // bswap needs whole bytes to swap.
            *self.u.choose(&[I16, I32, I64, I128])?
        } else {
            self.any_type()?
        };
        let x = self.value(ty)?;
        let ins = self.builder.ins();
        let r = match opcode {
            Opcode::Ineg => ins.ineg(x),
            Opcode::Bnot => ins.bnot(x),
            Opcode::Clz => ins.clz(x),
            Opcode::Cls => ins.cls(x),
            Opcode::Ctz => ins.ctz(x),
            Opcode::Popcnt => ins.popcnt(x),
            Opcode::Bitrev => ins.bitrev(x),
            Opcode::Bswap => ins.bswap(x),
            _ => ins.iabs(x),
        };
        self.pool.push((r, ty));
        Ok(())
    }

    fn shift(&mut self, opcode: Opcode) -> Result<()> {
        let ty = self.any_type()?;
        let x = self.value(ty)?;
        let amount_ty = self.any_type()?;
        let y = self.value(amount_ty)?;
        let ins = self.builder.ins();
        let r = match opcode {
            Opcode::Ishl => ins.ishl(x, y),
            Opcode::Ushr => ins.ushr(x, y),
            Opcode::Sshr => ins.sshr(x, y),
            Opcode::Rotl => ins.rotl(x, y),
            _ => ins.rotr(x, y),
        };
        self.pool.push((r, ty));
        Ok(())
    }

    fn select(&mut self, opcode: Opcode) -> Result<()> {
        let ty = if opcode == Opcode::Bitselect {
            self.any_type()?
        } else {
            self.any_value_type()?
        };
        let c = if opcode == Opcode::Bitselect {
            // Bitwise: the mask has the operands' type.
            self.value(ty)?
        } else {
            self.condition()?
        };
        let x = self.value(ty)?;
        let y = self.value(ty)?;
        let ins = self.builder.ins();
        let r = match opcode {
            Opcode::Select => ins.select(c, x, y),
            Opcode::SelectSpectreGuard => ins.select_spectre_guard(c, x, y),
            _ => ins.bitselect(c, x, y),
        };
        self.pool.push((r, ty));
        Ok(())
    }

    fn extend(&mut self, opcode: Opcode) -> Result<()> {
        let to = *self.u.choose(&[I16, I32, I64, I128])?;
        let from = self.narrower_than(to)?;
        let x = self.value(from)?;
        let r = if opcode == Opcode::Uextend {
            self.builder.ins().uextend(to, x)
        } else {
            self.builder.ins().sextend(to, x)
        };
        self.pool.push((r, to));
        Ok(())
    }

    fn overflow(&mut self, opcode: Opcode) -> Result<()> {
        let ty = if matches!(opcode, Opcode::UmulOverflow | Opcode::SmulOverflow) {
            // CLIF defines them up to i64.
            *self.u.choose(&INT_TYPES_TO_64)?
        } else {
            self.any_type()?
        };
        let x = self.value(ty)?;
        let y = self.value(ty)?;
        let ins = self.builder.ins();
        let (r, of) = match opcode {
            Opcode::UaddOverflow => ins.uadd_overflow(x, y),
            Opcode::SaddOverflow => ins.sadd_overflow(x, y),
            Opcode::UsubOverflow => ins.usub_overflow(x, y),
            Opcode::SsubOverflow => ins.ssub_overflow(x, y),
            Opcode::UmulOverflow => ins.umul_overflow(x, y),
            _ => ins.smul_overflow(x, y),
        };
        self.pool.push((r, ty));
        self.pool.push((of, I8));
        Ok(())
    }

    /// A carry or borrow chain link; the carry in is any `i8` (non-zero is 1).
    fn overflow_carry(&mut self, opcode: Opcode) -> Result<()> {
        let ty = self.any_type()?;
        let x = self.value(ty)?;
        let y = self.value(ty)?;
        let c = self.value(I8)?;
        let ins = self.builder.ins();
        let (r, of) = match opcode {
            Opcode::UaddOverflowCin => ins.uadd_overflow_cin(x, y, c),
            Opcode::SaddOverflowCin => ins.sadd_overflow_cin(x, y, c),
            Opcode::UsubOverflowBin => ins.usub_overflow_bin(x, y, c),
            _ => ins.ssub_overflow_bin(x, y, c),
        };
        self.pool.push((r, ty));
        self.pool.push((of, I8));
        Ok(())
    }

    /// Reads the frame registers and keeps one fact about them that holds on
    /// every machine (their values differ between the interpreter and Cpu0):
    /// each is non-zero, the frame and stack pointers are 8-byte aligned (the
    /// Cpu0 ABI keeps `$sp` so), and `sp <= fp` (the stack grows down).
    fn frame_registers(&mut self) -> Result<()> {
        let which = self.u.int_in_range(0..=3)?;
        let ins = self.builder.ins();
        let fact: Value = match which {
            0 => {
                let fp = ins.get_frame_pointer(I32);
                let sp = self.builder.ins().get_stack_pointer(I32);
                self.builder
                    .ins()
                    .icmp(IntCC::UnsignedLessThanOrEqual, sp, fp)
            }
            1 => {
                let ra = ins.get_return_address(I32);
                self.builder.ins().icmp_imm_s(IntCC::NotEqual, ra, 0)
            }
            _ => {
                let reg = if which == 2 {
                    ins.get_frame_pointer(I32)
                } else {
                    ins.get_stack_pointer(I32)
                };
                let low = self.builder.ins().band_imm_u(reg, 7);
                let aligned = self.builder.ins().icmp_imm_s(IntCC::Equal, low, 0);
                let nonzero = self.builder.ins().icmp_imm_s(IntCC::NotEqual, reg, 0);
                self.builder.ins().band(aligned, nonzero)
            }
        };
        self.pool.push((fact, I8));
        Ok(())
    }
}
