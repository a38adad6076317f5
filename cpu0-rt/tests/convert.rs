//! The conversions against the host's `as` casts, bit for bit: between f32 and
//! f64, from integers (rounded to nearest even), and to integers, saturating (as
//! `as` does) and trapping (CLIF's fcvt_to_sint/fcvt_to_uint: a NaN traps with
//! `bad_toint`, a truncation that does not fit with `int_ovf`).

mod common;

use common::operands::{self as ops, F32, F64};
use common::*;

/// A harness for each target, with its number of calls.
fn harnesses() -> Vec<(Harness, usize)> {
    targets()
        .into_iter()
        .map(|(flags, n)| (Harness::new(flags, ""), n))
        .collect()
}

/// Runs `routine` on `args` on both targets against `expected`.
fn convert(
    hs: &mut [(Harness, usize)],
    routine: &str,
    args: &[[u64; 1]],
    expected: impl Fn(u64) -> u64,
) {
    for (h, n) in hs {
        check(h, routine, &args[..(*n).min(args.len())], |[a]| {
            expected(*a)
        });
    }
}

#[test]
fn f32_to_f64() {
    let args = sample(&ops::unary(F32), OPERANDS, "f32_to_f64");
    convert(&mut harnesses(), "__cpu0_f32_to_f64", &args, |a| {
        canon64(f64::from(f32_of(a)))
    });
}

#[test]
fn f64_to_f32() {
    let args = sample(&ops::unary(F64), OPERANDS, "f64_to_f32");
    convert(&mut harnesses(), "__cpu0_f64_to_f32", &args, |a| {
        canon32(f64_of(a) as f32)
    });
}

#[test]
fn from_i32() {
    let args = sample(&ops::integer(32), OPERANDS, "from_i32");
    let mut hs = harnesses();
    convert(&mut hs, "__cpu0_i32_to_f32", &args, |a| {
        canon32(a as i32 as f32)
    });
    convert(&mut hs, "__cpu0_i32_to_f64", &args, |a| {
        canon64(f64::from(a as i32))
    });
}

#[test]
fn from_u32() {
    let args = sample(&ops::integer(32), OPERANDS, "from_u32");
    let mut hs = harnesses();
    convert(&mut hs, "__cpu0_u32_to_f32", &args, |a| {
        canon32(a as u32 as f32)
    });
    convert(&mut hs, "__cpu0_u32_to_f64", &args, |a| {
        canon64(f64::from(a as u32))
    });
}

#[test]
fn from_i64() {
    let args = sample(&ops::integer(64), OPERANDS, "from_i64");
    let mut hs = harnesses();
    convert(&mut hs, "__cpu0_i64_to_f32", &args, |a| {
        canon32(a as i64 as f32)
    });
    convert(&mut hs, "__cpu0_i64_to_f64", &args, |a| {
        canon64(a as i64 as f64)
    });
}

#[test]
fn from_u64() {
    let args = sample(&ops::integer(64), OPERANDS, "from_u64");
    let mut hs = harnesses();
    convert(&mut hs, "__cpu0_u64_to_f32", &args, |a| canon32(a as f32));
    convert(&mut hs, "__cpu0_u64_to_f64", &args, |a| canon64(a as f64));
}

/// The integer types, as the routines' names spell them, with the host's
/// conversion of an f64 (f32 values are exact in f64): the saturating result
/// (Rust's `as`), and whether the value truncates into range.
struct Int {
    name: &'static str,
    saturate: fn(f64) -> u64,
    fits: fn(f64) -> bool,
}

const INTS: [Int; 4] = [
    Int {
        name: "i32",
        saturate: |x| u64::from(x as i32 as u32),
        fits: |x| x > -2147483649.0 && x < 2147483648.0,
    },
    Int {
        name: "u32",
        saturate: |x| u64::from(x as u32),
        fits: |x| x > -1.0 && x < 4294967296.0,
    },
    Int {
        name: "i64",
        saturate: |x| x as i64 as u64,
        fits: |x| (-9223372036854775808.0..9223372036854775808.0).contains(&x),
    },
    Int {
        name: "u64",
        saturate: |x| x as u64,
        fits: |x| x > -1.0 && x < 18446744073709551616.0,
    },
];

/// The float-to-integer conversions from `float` ("f32" or "f64"): the saturating
/// ones on every operand, the trapping ones on the operands that do not trap in a
/// batch and on those that do one call at a time.
fn to_integers(float: &str, args: &[[u64; 1]], value: fn(u64) -> f64) {
    let mut hs = harnesses();
    for int in &INTS {
        let sat = format!("__cpu0_{float}_to_{}_sat", int.name);
        convert(&mut hs, &sat, args, |a| (int.saturate)(value(a)));
        let trapping = format!("__cpu0_{float}_to_{}", int.name);
        let (fit, unfit): (Vec<[u64; 1]>, Vec<[u64; 1]>) =
            args.iter().partition(|[a]| (int.fits)(value(*a)));
        convert(&mut hs, &trapping, &fit, |a| (int.saturate)(value(a)));
        assert!(
            unfit.len() > 10_000,
            "{trapping}: too few trapping operands"
        );
        check_traps(&mut hs, &trapping, &unfit, 2000, |a| value(a).is_nan());
    }
}

#[test]
fn f32_to_integers() {
    let args = sample(&ops::unary(F32), OPERANDS, "f32_to_int");
    to_integers("f32", &args, |a| f64::from(f32_of(a)));
}

#[test]
fn f64_to_integers() {
    let args = sample(&ops::unary(F64), OPERANDS, "f64_to_int");
    to_integers("f64", &args, f64_of);
}
