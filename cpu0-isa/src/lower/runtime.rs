//! The routines of the runtime (crate `cpu0-rt`) that lowered code calls for what
//! Cpu0 has no instruction for: 64- and 128-bit division, 64-bit high products, and all of
//! floating-point arithmetic (Cpu0 has no FPU: soft-float, as cpu0-isa.md fixes).
//!
//! This module is the one place that names them. The routines follow the Cpu0
//! calling convention; an `f32` travels like an `i32` and an `f64` like an `i64`.

use cranelift_codegen::ir::{types, Type};

/// Integer routines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuntimeFn {
    Udiv64,
    Sdiv64,
    Urem64,
    Srem64,
    Umulhi64,
    Smulhi64,
    /// `(i64, i32) -> i64`: division by a divisor in `2..=0xFFFF`.
    Udiv64Small,
    Udiv128,
    Sdiv128,
    Urem128,
    Srem128,
}

impl RuntimeFn {
    /// The symbol the runtime defines.
    pub fn symbol(self) -> &'static str {
        match self {
            RuntimeFn::Udiv64 => "__cpu0_udiv64",
            RuntimeFn::Sdiv64 => "__cpu0_sdiv64",
            RuntimeFn::Urem64 => "__cpu0_urem64",
            RuntimeFn::Srem64 => "__cpu0_srem64",
            RuntimeFn::Umulhi64 => "__cpu0_umulhi64",
            RuntimeFn::Smulhi64 => "__cpu0_smulhi64",
            RuntimeFn::Udiv64Small => "__cpu0_udiv64_small",
            RuntimeFn::Udiv128 => "__cpu0_udiv128",
            RuntimeFn::Sdiv128 => "__cpu0_sdiv128",
            RuntimeFn::Urem128 => "__cpu0_urem128",
            RuntimeFn::Srem128 => "__cpu0_srem128",
        }
    }
}

/// Floating-point routines that exist for `f32` and for `f64`, taking and
/// returning values of that type. (`fcmp` is lowered inline, or as a call of
/// `__cpu0_cmp_f32`/`__cpu0_cmp_f64` where lower/fcmp_call.rs says: see its
/// section of `isle/float.isle`.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatFn {
    Add,
    Sub,
    Mul,
    Div,
    Sqrt,
    /// `a * b + c` rounded once.
    Fma,
    /// CLIF `fmin`/`fmax`: NaN if either operand is NaN, `-0 < +0`.
    Min,
    Max,
    Ceil,
    Floor,
    Trunc,
    /// Round to the nearest integer, ties to even.
    Nearest,
}

impl FloatFn {
    fn stem(self) -> &'static str {
        match self {
            FloatFn::Add => "add",
            FloatFn::Sub => "sub",
            FloatFn::Mul => "mul",
            FloatFn::Div => "div",
            FloatFn::Sqrt => "sqrt",
            FloatFn::Fma => "fma",
            FloatFn::Min => "min",
            FloatFn::Max => "max",
            FloatFn::Ceil => "ceil",
            FloatFn::Floor => "floor",
            FloatFn::Trunc => "trunc",
            FloatFn::Nearest => "nearest",
        }
    }

    /// The number of operands.
    pub fn arity(self) -> usize {
        match self {
            FloatFn::Sqrt | FloatFn::Ceil | FloatFn::Floor | FloatFn::Trunc | FloatFn::Nearest => 1,
            FloatFn::Fma => 3,
            _ => 2,
        }
    }

    /// The routine for values of type `ty` (`f32` or `f64`): `__cpu0_add_f32`.
    pub fn symbol(self, ty: Type) -> String {
        format!("__cpu0_{}_{}", self.stem(), float_name(ty))
    }
}

fn float_name(ty: Type) -> &'static str {
    match ty {
        types::F32 => "f32",
        types::F64 => "f64",
        _ => unreachable!("only f32 and f64 reach the float routines, not {ty}"),
    }
}

fn int_name(signed: bool, ty: Type) -> &'static str {
    match (signed, ty) {
        (true, types::I32) => "i32",
        (false, types::I32) => "u32",
        (true, types::I64) => "i64",
        (false, types::I64) => "u64",
        (true, types::I128) => "i128",
        (false, types::I128) => "u128",
        _ => unreachable!("conversions go through i32, i64 or i128, not {ty}"),
    }
}

/// Float to integer, truncating: `__cpu0_f64_to_u32`, or with `saturating`
/// `__cpu0_f64_to_u32_sat`. The plain routines trap as CLIF's `fcvt_to_sint` and
/// `fcvt_to_uint` do (`bad_toint` on NaN, `int_ovf` out of range); the saturating
/// ones give 0 for NaN and clamp. `to` is `i32`, `i64` or `i128`.
pub fn float_to_int_symbol(from: Type, signed: bool, to: Type, saturating: bool) -> String {
    let sat = if saturating { "_sat" } else { "" };
    format!(
        "__cpu0_{}_to_{}{sat}",
        float_name(from),
        int_name(signed, to)
    )
}

/// Integer to float, rounding to nearest even: `__cpu0_u64_to_f32`. `from` is
/// `i32`, `i64` or `i128`.
pub fn int_to_float_symbol(signed: bool, from: Type, to: Type) -> String {
    format!("__cpu0_{}_to_{}", int_name(signed, from), float_name(to))
}

/// `fpromote` and `fdemote`: `__cpu0_f32_to_f64`, `__cpu0_f64_to_f32`.
pub fn float_to_float_symbol(from: Type, to: Type) -> String {
    format!("__cpu0_{}_to_{}", float_name(from), float_name(to))
}

/// Every symbol the lowering may call (the test below checks that the runtime
/// defines each).
pub fn all_symbols() -> Vec<String> {
    use FloatFn::*;
    let mut all: Vec<String> = [
        RuntimeFn::Udiv64,
        RuntimeFn::Sdiv64,
        RuntimeFn::Urem64,
        RuntimeFn::Srem64,
        RuntimeFn::Umulhi64,
        RuntimeFn::Smulhi64,
        RuntimeFn::Udiv64Small,
        RuntimeFn::Udiv128,
        RuntimeFn::Sdiv128,
        RuntimeFn::Urem128,
        RuntimeFn::Srem128,
    ]
    .iter()
    .map(|f| f.symbol().to_string())
    .collect();
    for fty in [types::F32, types::F64] {
        for f in [
            Add, Sub, Mul, Div, Sqrt, Fma, Min, Max, Ceil, Floor, Trunc, Nearest,
        ] {
            all.push(f.symbol(fty));
        }
        for ity in [types::I32, types::I64, types::I128] {
            for signed in [true, false] {
                for sat in [true, false] {
                    all.push(float_to_int_symbol(fty, signed, ity, sat));
                }
                all.push(int_to_float_symbol(signed, ity, fty));
            }
        }
    }
    all.push(float_to_float_symbol(types::F32, types::F64));
    all.push(float_to_float_symbol(types::F64, types::F32));
    all
}

#[cfg(test)]
mod tests {
    /// A routine the lowering names but the runtime lacks would only show as an
    /// undefined symbol when a program first uses it.
    #[test]
    fn the_runtime_defines_every_routine_the_lowering_calls() {
        for symbol in super::all_symbols() {
            assert!(
                cpu0_rt::SYMBOLS.contains(&symbol.as_str()),
                "{symbol} is not in cpu0_rt::SYMBOLS"
            );
            assert!(
                cpu0_rt::SOURCES
                    .iter()
                    .any(|s| s.contains(&format!("function %{symbol}("))),
                "no CLIF text of cpu0-rt defines {symbol}"
            );
        }
    }
}
