//! Floating-point instructions: `f32`/`f64` constants, arithmetic, `fma`,
//! `sqrt`, min/max, rounding, sign operations, `fcmp` with every condition,
//! conversions to and from every integer width (trapping and saturating), and
//! `fpromote`/`fdemote`, `bitcast`.
//!
//! CLIF leaves the bits of a NaN result unspecified (the interpreter gives the
//! host's NaN, the Cpu0 runtime the canonical one), so every result that may be
//! such a NaN is canonicalised as it is made, as upstream's fuzzer does with
//! `enable_nan_canonicalization`: `fcmp uno r, r` selects the canonical NaN.
//! Values that only move bits (`fneg`, `fabs`, `fcopysign`, loads, `bitcast`,
//! `select`) keep whatever NaN they carry, payloads included; the interpreter
//! and Cpu0 must agree on those bit for bit.

use super::function::FunctionGenerator;
use super::{INT_TYPES, INT_TYPES_TO_64};
use arbitrary::{Result, Unstructured};
use cranelift_codegen::ir::condcodes::FloatCC;
use cranelift_codegen::ir::types::{F32, F64, I32, I64, I8};
use cranelift_codegen::ir::{InstBuilder, MemFlagsData, Opcode, Type, Value};

/// The float types the backend supports.
pub(super) const FLOAT_TYPES: [Type; 2] = [F32, F64];

impl FunctionGenerator<'_, '_, '_> {
    pub(super) fn float_type(&mut self) -> Result<Type> {
        Ok(*self.u.choose(&FLOAT_TYPES)?)
    }

    /// `r` with a NaN replaced by the canonical quiet NaN.
    fn canonical(&mut self, r: Value, ty: Type) -> Value {
        let canonical = if ty == F32 {
            self.builder.ins().f32const(f32::from_bits(0x7fc0_0000))
        } else {
            self.builder
                .ins()
                .f64const(f64::from_bits(0x7ff8_0000_0000_0000))
        };
        let is_nan = self.builder.ins().fcmp(FloatCC::Unordered, r, r);
        self.builder.ins().select(is_nan, canonical, r)
    }

    /// An arithmetic or rounding operation (its NaN canonicalised).
    pub(super) fn float_arith(&mut self, opcode: Opcode) -> Result<()> {
        let ty = self.float_type()?;
        let x = self.value(ty)?;
        let r = match opcode {
            Opcode::Sqrt => self.builder.ins().sqrt(x),
            Opcode::Ceil => self.builder.ins().ceil(x),
            Opcode::Floor => self.builder.ins().floor(x),
            Opcode::Trunc => self.builder.ins().trunc(x),
            Opcode::Nearest => self.builder.ins().nearest(x),
            _ => {
                let y = self.value(ty)?;
                let ins = self.builder.ins();
                match opcode {
                    Opcode::Fadd => ins.fadd(x, y),
                    Opcode::Fsub => ins.fsub(x, y),
                    Opcode::Fmul => ins.fmul(x, y),
                    Opcode::Fdiv => ins.fdiv(x, y),
                    Opcode::Fmin => ins.fmin(x, y),
                    Opcode::Fmax => ins.fmax(x, y),
                    _ => {
                        let z = self.value(ty)?;
                        self.builder.ins().fma(x, y, z)
                    }
                }
            }
        };
        let r = self.canonical(r, ty);
        self.pool.push((r, ty));
        Ok(())
    }

    /// `fneg`, `fabs`, `fcopysign`: exact on every input, NaNs included.
    pub(super) fn float_sign(&mut self, opcode: Opcode) -> Result<()> {
        let ty = self.float_type()?;
        let x = self.value(ty)?;
        let r = match opcode {
            Opcode::Fneg => self.builder.ins().fneg(x),
            Opcode::Fabs => self.builder.ins().fabs(x),
            _ => {
                let y = self.value(ty)?;
                self.builder.ins().fcopysign(x, y)
            }
        };
        self.pool.push((r, ty));
        Ok(())
    }

    pub(super) fn fcmp(&mut self) -> Result<Value> {
        let cc = *self.u.choose(FloatCC::all())?;
        let ty = self.float_type()?;
        let x = self.value(ty)?;
        let y = self.value(ty)?;
        let r = self.builder.ins().fcmp(cc, x, y);
        self.pool.push((r, I8));
        Ok(r)
    }

    /// `fcvt_to_sint`, `fcvt_to_uint` (which trap) and their `_sat` forms, to
    /// any integer type up to `i64`, and `fcvt_to_sint_sat` also to `i128`: the
    /// interpreter 0.135 truncates through a saturating cast to `i128`, so its
    /// other conversions to `i128` neither trap out of range nor reach 2^127.
    pub(super) fn float_to_int(&mut self, opcode: Opcode) -> Result<()> {
        let from = self.float_type()?;
        let to = if opcode == Opcode::FcvtToSintSat {
            *self.u.choose(&INT_TYPES)?
        } else {
            *self.u.choose(&INT_TYPES_TO_64)?
        };
        let x = self.value(from)?;
        let ins = self.builder.ins();
        let r = match opcode {
            Opcode::FcvtToSint => ins.fcvt_to_sint(to, x),
            Opcode::FcvtToUint => ins.fcvt_to_uint(to, x),
            Opcode::FcvtToSintSat => ins.fcvt_to_sint_sat(to, x),
            _ => ins.fcvt_to_uint_sat(to, x),
        };
        self.pool.push((r, to));
        Ok(())
    }

    /// `fcvt_from_sint`, `fcvt_from_uint` from any integer type.
    pub(super) fn int_to_float(&mut self, opcode: Opcode) -> Result<()> {
        let from = *self.u.choose(&INT_TYPES)?;
        let to = self.float_type()?;
        let x = self.value(from)?;
        let r = if opcode == Opcode::FcvtFromSint {
            self.builder.ins().fcvt_from_sint(to, x)
        } else {
            self.builder.ins().fcvt_from_uint(to, x)
        };
        self.pool.push((r, to));
        Ok(())
    }

    pub(super) fn promote_demote(&mut self, opcode: Opcode) -> Result<()> {
        let (from, to) = if opcode == Opcode::Fpromote {
            (F32, F64)
        } else {
            (F64, F32)
        };
        let x = self.value(from)?;
        let r = if opcode == Opcode::Fpromote {
            self.builder.ins().fpromote(to, x)
        } else {
            self.builder.ins().fdemote(to, x)
        };
        let r = self.canonical(r, to);
        self.pool.push((r, to));
        Ok(())
    }

    /// `bitcast` between a float and the integer of its size, either way.
    pub(super) fn float_bitcast(&mut self) -> Result<()> {
        let float = self.float_type()?;
        let int = if float == F32 { I32 } else { I64 };
        let (from, to) = if self.u.arbitrary()? {
            (float, int)
        } else {
            (int, float)
        };
        let x = self.value(from)?;
        let r = self.builder.ins().bitcast(to, MemFlagsData::new(), x);
        self.pool.push((r, to));
        Ok(())
    }

    /// A float constant (as `f32const`/`f64const`).
    pub(super) fn float_constant(&mut self, ty: Type) -> Result<Value> {
        let bits = interesting_float_bits(self.u, ty)?;
        let v = if ty == F32 {
            self.builder.ins().f32const(f32::from_bits(bits as u32))
        } else {
            self.builder.ins().f64const(f64::from_bits(bits))
        };
        Ok(v)
    }
}

/// The bits of a float of type `ty`: mostly the values where soft-float goes
/// wrong (zeros, subnormals, the ends of the normal range, infinities, NaNs with
/// payloads, values near integer and rounding boundaries), else random bits.
pub fn interesting_float_bits(u: &mut Unstructured, ty: Type) -> Result<u64> {
    let (exp_bits, frac_bits) = if ty == F32 { (8u32, 23u32) } else { (11, 52) };
    let sign = 1u64 << (exp_bits + frac_bits);
    let inf = ((1u64 << exp_bits) - 1) << frac_bits;
    let bias = (1u64 << (exp_bits - 1)) - 1;
    let frac_mask = (1u64 << frac_bits) - 1;
    let negative = if u.arbitrary()? { sign } else { 0 };
    let magnitude = match u.int_in_range(0..=13)? {
        0 => 0,
        1 => 1,                                    // smallest subnormal
        2 => frac_mask,                            // largest subnormal
        3 => 1 << frac_bits,                       // smallest normal
        4 => inf - 1,                              // largest finite
        5 => inf,                                  // infinity
        6 => inf | (1 << (frac_bits - 1)),         // the canonical NaN
        7 => inf | u.int_in_range(1..=frac_mask)?, // any NaN, signalling or quiet
        // Near 1: small integers, halves, one ulp off.
        8 => {
            (bias + u.int_in_range(0..=8)?) << frac_bits
                | (u.int_in_range(0..=3)? << (frac_bits - 2))
        }
        9 => {
            ((bias + u.int_in_range(0..=8)?) << frac_bits) + u.int_in_range(0..=1)?
                - u.int_in_range(0..=1)?
        }
        // Near the limits of the integer types (2^7 .. 2^64).
        10 => {
            let e = *u.choose(&[7u64, 8, 15, 16, 31, 32, 63, 64])?;
            ((bias + e) << frac_bits)
                .wrapping_add(u.int_in_range(0..=2)?)
                .wrapping_sub(1)
        }
        // A moderate exponent and random fraction: ordinary arithmetic.
        11 => {
            ((bias + u.int_in_range(0..=40)?) - 20) << frac_bits
                | (u.arbitrary::<u64>()? & frac_mask)
        }
        _ => u.arbitrary::<u64>()? & (sign - 1),
    };
    Ok(negative | (magnitude & (sign - 1)))
}
