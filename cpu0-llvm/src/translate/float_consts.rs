//! Floating-point constants: the literals LLVM prints, and casts folded before
//! code generation. A constant is its IEEE 754 bits (`CVal::Int`), zero-extended.
//!
//! LLVM prints a `float` or `double` in decimal (`1.500000e+00`) when that reads
//! back exactly, else as the bits of a double in hexadecimal, leading zeros
//! dropped (`0x3FB99999A0000000`, `0x10000000000000` for 2^-1022), for a `float`
//! too: the double of the same value, which must then be exactly representable
//! as a float. The other hexadecimal forms
//! belong to the types Cpu0 does not have: `0xK` x86_fp80, `0xL` fp128, `0xM`
//! ppc_fp128, `0xH` half, `0xR` bfloat.

use super::TranslateResult;
use crate::ast::{CastOp, FloatKind, Type};
use crate::error::{invalid, unsupported};

/// The bits of the literal `s` in a constant of type `kind` (`float` or `double`).
pub fn float_bits(kind: FloatKind, s: &str) -> TranslateResult<u64> {
    let bad = || invalid(format!("bad floating-point constant `{s}`"));
    let double = match s.strip_prefix("0x") {
        Some(hex) => {
            if let Some(other) = hex.chars().next().and_then(other_hex_type) {
                return Err(invalid(format!(
                    "`{s}` is a constant of type {other}, not {}",
                    kind.name()
                )));
            }
            if hex.is_empty() || hex.len() > 16 {
                return Err(bad());
            }
            u64::from_str_radix(hex, 16).map_err(|_| bad())?
        }
        None => s.parse::<f64>().map_err(|_| bad())?.to_bits(),
    };
    match kind {
        FloatKind::Double => Ok(double),
        FloatKind::Float => double_to_float_exact(double)
            .map(u64::from)
            .ok_or_else(|| invalid(format!("`{s}` is not exactly representable as a float"))),
        k => Err(unsupported(format!(
            "constants of type {} are not supported",
            k.name()
        ))),
    }
}

/// The type of a hexadecimal literal with the letter `c` after `0x`.
fn other_hex_type(c: char) -> Option<&'static str> {
    Some(match c {
        'K' => "x86_fp80",
        'L' => "fp128",
        'M' => "ppc_fp128",
        'H' => "half",
        'R' => "bfloat",
        _ => return None,
    })
}

/// The `float` with exactly the value of the double `d`, if there is one. A NaN
/// keeps its sign and the top 23 bits of its payload (so a signalling NaN stays
/// one), and is exact when the 29 bits below are zero.
pub fn double_to_float_exact(d: u64) -> Option<u32> {
    let v = f64::from_bits(d);
    if v.is_nan() {
        let payload = d & ((1 << 52) - 1);
        if payload & ((1 << 29) - 1) != 0 {
            return None;
        }
        let sign = ((d >> 63) as u32) << 31;
        return Some(sign | 0x7F80_0000 | (payload >> 29) as u32);
    }
    let f = v as f32;
    (f64::from(f).to_bits() == d).then_some(f.to_bits())
}

/// The value of the float bits `v` of type `t` as a double (exact: every float
/// is a double), or `None` when `t` is not `float` or `double`.
fn value_of(t: &Type, v: u64) -> Option<f64> {
    match t {
        Type::Float(FloatKind::Float) => Some(f64::from(f32::from_bits(v as u32))),
        Type::Float(FloatKind::Double) => Some(f64::from_bits(v)),
        _ => None,
    }
}

/// The bits of `x` in the float type `t`, correctly rounded.
fn bits_of(t: &Type, x: f64) -> Option<u64> {
    match t {
        Type::Float(FloatKind::Float) => Some(u64::from((x as f32).to_bits())),
        Type::Float(FloatKind::Double) => Some(x.to_bits()),
        _ => None,
    }
}

/// Folds a floating-point cast of the constant `v` of type `from` (an integer
/// zero-extended from `from_bits`, up to 128) to `to` (`to_bits` wide when an
/// integer). Rust's conversions round as LLVM's do (to nearest, ties to even); a
/// float out of an integer's range is poison in LLVM, and saturates here.
pub fn fold_float_cast(
    op: CastOp,
    v: u128,
    from: &Type,
    from_bits: Option<u32>,
    to: &Type,
    to_bits: Option<u32>,
) -> TranslateResult<u128> {
    let bad = || invalid(format!("`{}` from {from} to {to}", op.name()));
    let mask = |x: u128, bits: u32| x & super::consts::mask(bits);
    let float = |x| value_of(from, x as u64).ok_or_else(bad);
    Ok(match op {
        CastOp::FpExt | CastOp::FpTrunc => bits_of(to, float(v)?).ok_or_else(bad)?.into(),
        CastOp::FpToSi => mask((float(v)? as i128) as u128, to_bits.ok_or_else(bad)?),
        CastOp::FpToUi => mask(float(v)? as u128, to_bits.ok_or_else(bad)?),
        CastOp::SiToFp => {
            let i = super::consts::sext(v, from_bits.ok_or_else(bad)?);
            match to {
                Type::Float(FloatKind::Float) => (i as f32).to_bits().into(),
                _ => bits_of(to, i as f64).ok_or_else(bad)?.into(),
            }
        }
        CastOp::UiToFp => {
            let u = mask(v, from_bits.ok_or_else(bad)?);
            match to {
                Type::Float(FloatKind::Float) => (u as f32).to_bits().into(),
                _ => bits_of(to, u as f64).ok_or_else(bad)?.into(),
            }
        }
        _ => return Err(bad()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_in_every_form_clang_prints() {
        let d = |s| float_bits(FloatKind::Double, s).unwrap();
        let f = |s| float_bits(FloatKind::Float, s).unwrap();
        assert_eq!(d("1.500000e+00"), 1.5f64.to_bits());
        assert_eq!(d("-0.000000e+00"), (-0.0f64).to_bits());
        assert_eq!(d("0x3FD5555555555555"), (1.0f64 / 3.0).to_bits());
        assert_eq!(d("0x7FF0000000000000"), f64::INFINITY.to_bits());
        // Leading zeros are not printed: 2^-1022 and the smallest subnormal.
        assert_eq!(d("0x10000000000000"), f64::MIN_POSITIVE.to_bits());
        assert_eq!(d("0x1"), 1);
        assert_eq!(f("2.500000e-01"), u64::from(0.25f32.to_bits()));
        // 0.1f is printed as the double of the same value.
        assert_eq!(f("0x3FB99999A0000000"), u64::from(0.1f32.to_bits()));
        assert_eq!(
            f("0xFFF0000000000000"),
            u64::from(f32::NEG_INFINITY.to_bits())
        );
        assert_eq!(f("0x7FF8000000000000"), 0x7FC0_0000);
        // A signalling NaN stays one.
        assert_eq!(f("0x7FF0000020000000"), 0x7F80_0001);
        assert_eq!(
            f("0x36A0000000000000"),
            u64::from(f32::from_bits(1).to_bits())
        );
    }

    #[test]
    fn inexact_and_foreign_literals_are_refused() {
        // 0.1 as a double is not a float.
        assert!(float_bits(FloatKind::Float, "0x3FB999999999999A").is_err());
        assert!(float_bits(FloatKind::Float, "1.000000e-01").is_err());
        assert!(float_bits(FloatKind::Float, "0x7FF0000000000001").is_err());
        let e = float_bits(FloatKind::Double, "0xK3FFF8000000000000000").unwrap_err();
        assert!(e.to_string().contains("x86_fp80"), "{e}");
        assert!(float_bits(FloatKind::Double, "0xH3C00").is_err());
        assert!(float_bits(FloatKind::Double, "0xL00000000000000003FFF000000000000").is_err());
        assert!(float_bits(FloatKind::Double, "0x").is_err());
        assert!(float_bits(FloatKind::Double, "0x10000000000000000").is_err());
        assert!(float_bits(FloatKind::Half, "1.0").is_err());
    }

    #[test]
    fn casts_fold_as_the_host_converts() {
        let f32t = Type::Float(FloatKind::Float);
        let f64t = Type::Float(FloatKind::Double);
        let i32t = Type::Int(32);
        let fold = |op, v: u64, from: &Type, fb, to: &Type, tb| {
            fold_float_cast(op, v.into(), from, fb, to, tb).unwrap() as u64
        };
        let third = (1.0f64 / 3.0).to_bits();
        assert_eq!(
            fold(CastOp::FpTrunc, third, &f64t, None, &f32t, None),
            u64::from((1.0f32 / 3.0).to_bits())
        );
        assert_eq!(
            fold(
                CastOp::FpExt,
                u64::from(0.1f32.to_bits()),
                &f32t,
                None,
                &f64t,
                None
            ),
            f64::from(0.1f32).to_bits()
        );
        assert_eq!(
            fold(
                CastOp::FpToSi,
                (-2.75f64).to_bits(),
                &f64t,
                None,
                &i32t,
                Some(32)
            ),
            0xFFFF_FFFE
        );
        assert_eq!(
            fold(CastOp::SiToFp, 0xFFFF_FFFF, &i32t, Some(32), &f64t, None),
            (-1.0f64).to_bits()
        );
        // 2^24 + 1 rounds to even in a float.
        assert_eq!(
            fold(CastOp::UiToFp, 16_777_217, &i32t, Some(32), &f32t, None),
            u64::from(16_777_216f32.to_bits())
        );
        assert_eq!(
            fold(
                CastOp::UiToFp,
                u64::MAX,
                &Type::Int(64),
                Some(64),
                &f32t,
                None
            ),
            u64::from(18_446_744_073_709_551_616f32.to_bits())
        );
        // 128-bit integers: u128::MAX rounds to 2^128, beyond the largest float.
        let i128t = Type::Int(128);
        let wide = |op, v, from: &Type, fb, to: &Type, tb| {
            fold_float_cast(op, v, from, fb, to, tb).unwrap()
        };
        let top = u128::MAX;
        assert_eq!(
            wide(CastOp::UiToFp, top, &i128t, Some(128), &f32t, None),
            0x7F80_0000
        );
        assert_eq!(
            wide(CastOp::SiToFp, top, &i128t, Some(128), &f64t, None),
            u128::from((-1.0f64).to_bits())
        );
        let d = u128::from(1.5e30f64.to_bits());
        assert_eq!(
            wide(CastOp::FpToSi, d, &f64t, None, &i128t, Some(128)),
            1.5e30f64 as u128
        );
        // i80: the value masked to 80 bits
        let m = u128::from((-2.0f64).to_bits());
        assert_eq!(
            wide(CastOp::FpToSi, m, &f64t, None, &Type::Int(80), Some(80)),
            (1u128 << 80) - 2
        );
    }
}
