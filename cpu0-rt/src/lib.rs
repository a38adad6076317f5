//! The Cpu0 runtime.
//!
//! Cpu0 has no instruction for some CLIF operations: 64-bit division and
//! remainder, the high half of a 64-bit product, and all of floating point (it has
//! no FPU). The backend lowers them to calls of the functions here, which are
//! CLIF compiled by the Cpu0 backend itself, like any other code. The test
//! runner, the JIT and the linker include them on demand, by name.
//!
//! Calling convention: the Cpu0 ABI (`i64` arguments and results as register
//! pairs). Traps are CLIF traps: `int_divz` for a zero divisor, `int_ovf` for
//! `MIN / -1` and for a float converted to an integer it does not fit,
//! `bad_toint` for a NaN converted to an integer.
//!
//! # Soft float
//!
//! The float routines (`__cpu0_*_f32`, `__cpu0_*_f64` and the conversions) take
//! and return floats as their IEEE 754 bits, an `f32` as an `i32` and an `f64` as
//! an `i64`, which the ABI passes exactly as it passes the floats. They are
//! correctly rounded (to nearest, ties to even), keep subnormals, and return the
//! canonical quiet NaN (`0x7FC00000`, `0x7FF8000000000000`) for every NaN result.
//! They are written in C (`softfloat/*.c`), compiled once by clang to LLVM IR and
//! by the project's LLVM importer to the CLIF held here (`softfloat/regen.sh`), so
//! building needs no C compiler. The trapping float-to-integer conversions are
//! hand-written CLIF ([`FLOAT_TRAPS`]) around the saturating ones.

/// The runtime's integer routines, in CLIF.
pub const SOURCE: &str = include_str!("runtime.clif");

/// `f32` arithmetic, rounding, comparison, minimum and maximum (generated from
/// `softfloat/f32.c`).
pub const F32: &str = include_str!("softfloat/f32.clif");

/// `f64` addition, subtraction, multiplication, division and square root
/// (generated from `softfloat/f64.c`).
pub const F64: &str = include_str!("softfloat/f64.clif");

/// `f64` fused multiply-add, remainder, rounding, comparison, minimum and maximum
/// (generated from `softfloat/f64_more.c`).
pub const F64_MORE: &str = include_str!("softfloat/f64_more.clif");

/// Conversions between `f32` and `f64`, from integers, and saturating ones to
/// integers (generated from `softfloat/convert.c`).
pub const CONVERT: &str = include_str!("softfloat/convert.clif");

/// The trapping float-to-integer conversions, hand-written CLIF.
pub const FLOAT_TRAPS: &str = include_str!("float_traps.clif");

/// 128-bit division and remainder, hand-written CLIF.
pub const I128: &str = include_str!("i128.clif");

/// Every CLIF text of the runtime. A program may call any function of any of them
/// (by its `%name`), and they may call each other.
pub const SOURCES: &[&str] = &[SOURCE, F32, F64, F64_MORE, CONVERT, FLOAT_TRAPS, I128];

/// The symbols the runtime defines (CLIF `%name`s, testcase names).
pub const SYMBOLS: &[&str] = &[
    "__cpu0_udivmod64",
    "__cpu0_udiv64",
    "__cpu0_urem64",
    "__cpu0_sdiv64",
    "__cpu0_srem64",
    "__cpu0_umulhi64",
    "__cpu0_smulhi64",
    "__cpu0_udivmod128",
    "__cpu0_udiv128",
    "__cpu0_urem128",
    "__cpu0_sdiv128",
    "__cpu0_srem128",
    // f32 (i32 bits)
    "__cpu0_add_f32",
    "__cpu0_sub_f32",
    "__cpu0_mul_f32",
    "__cpu0_div_f32",
    "__cpu0_sqrt_f32",
    "__cpu0_fma_f32",
    "__cpu0_rem_f32",
    "__cpu0_trunc_f32",
    "__cpu0_floor_f32",
    "__cpu0_ceil_f32",
    "__cpu0_nearest_f32",
    "__cpu0_round_f32",
    "__cpu0_cmp_f32",
    "__cpu0_min_f32",
    "__cpu0_max_f32",
    "__cpu0_minnum_f32",
    "__cpu0_maxnum_f32",
    // f64 (i64 bits)
    "__cpu0_add_f64",
    "__cpu0_sub_f64",
    "__cpu0_mul_f64",
    "__cpu0_div_f64",
    "__cpu0_sqrt_f64",
    "__cpu0_fma_f64",
    "__cpu0_rem_f64",
    "__cpu0_trunc_f64",
    "__cpu0_floor_f64",
    "__cpu0_ceil_f64",
    "__cpu0_nearest_f64",
    "__cpu0_round_f64",
    "__cpu0_cmp_f64",
    "__cpu0_min_f64",
    "__cpu0_max_f64",
    "__cpu0_minnum_f64",
    "__cpu0_maxnum_f64",
    // conversions
    "__cpu0_f32_to_f64",
    "__cpu0_f64_to_f32",
    "__cpu0_i32_to_f32",
    "__cpu0_u32_to_f32",
    "__cpu0_i64_to_f32",
    "__cpu0_u64_to_f32",
    "__cpu0_i32_to_f64",
    "__cpu0_u32_to_f64",
    "__cpu0_i64_to_f64",
    "__cpu0_u64_to_f64",
    "__cpu0_f32_to_i32",
    "__cpu0_f32_to_u32",
    "__cpu0_f32_to_i64",
    "__cpu0_f32_to_u64",
    "__cpu0_f64_to_i32",
    "__cpu0_f64_to_u32",
    "__cpu0_f64_to_i64",
    "__cpu0_f64_to_u64",
    "__cpu0_f32_to_i32_sat",
    "__cpu0_f32_to_u32_sat",
    "__cpu0_f32_to_i64_sat",
    "__cpu0_f32_to_u64_sat",
    "__cpu0_f64_to_i32_sat",
    "__cpu0_f64_to_u32_sat",
    "__cpu0_f64_to_i64_sat",
    "__cpu0_f64_to_u64_sat",
];

#[cfg(test)]
mod tests {
    /// The `%name`s of the functions a CLIF text defines.
    fn defined(src: &str) -> impl Iterator<Item = &str> {
        src.lines().filter_map(|l| {
            let rest = l.strip_prefix("function %")?;
            Some(&rest[..rest.find('(')?])
        })
    }

    #[test]
    fn every_symbol_is_defined() {
        for s in super::SYMBOLS {
            assert!(
                super::SOURCES
                    .iter()
                    .any(|src| defined(src).any(|d| d == *s)),
                "{s} is not defined"
            );
        }
    }

    /// The runtime shares the namespace of the programs it is linked with: it
    /// defines nothing but its `__cpu0_` symbols.
    #[test]
    fn every_definition_is_a_symbol() {
        for src in super::SOURCES {
            for d in defined(src) {
                assert!(super::SYMBOLS.contains(&d), "{d} is not in SYMBOLS");
            }
        }
    }
}
