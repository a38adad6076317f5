//! The f32 routines against the host's f32 arithmetic, bit for bit.

mod common;

use common::operands::{self as ops, F32};
use common::*;
use std::cmp::Ordering;

fn binary(routine: &str, op: impl Fn(f32, f32) -> u64) {
    let args = sample(&ops::pair(F32), OPERANDS, routine);
    for (flags, n) in targets() {
        let mut h = Harness::new(flags, "");
        check(&mut h, routine, &args[..n], |[a, b]| {
            op(f32_of(*a), f32_of(*b))
        });
    }
}

fn unary(routine: &str, op: impl Fn(f32) -> f32) {
    let args = sample(&ops::unary(F32), OPERANDS, routine);
    for (flags, n) in targets() {
        let mut h = Harness::new(flags, "");
        check(&mut h, routine, &args[..n], |[a]| canon32(op(f32_of(*a))));
    }
}

#[test]
fn add() {
    binary("__cpu0_add_f32", |a, b| canon32(a + b));
}

#[test]
fn sub() {
    binary("__cpu0_sub_f32", |a, b| canon32(a - b));
}

#[test]
fn mul() {
    binary("__cpu0_mul_f32", |a, b| canon32(a * b));
}

#[test]
fn div() {
    binary("__cpu0_div_f32", |a, b| canon32(a / b));
}

#[test]
fn rem() {
    binary("__cpu0_rem_f32", |a, b| canon32(a % b));
}

#[test]
fn sqrt() {
    unary("__cpu0_sqrt_f32", f32::sqrt);
}

#[test]
fn fma() {
    let routine = "__cpu0_fma_f32";
    let product = |a, b| u64::from((f32_of(a) * f32_of(b)).to_bits());
    let args = sample(&ops::triple(F32, product), OPERANDS, routine);
    for (flags, n) in targets() {
        let mut h = Harness::new(flags, "");
        check(&mut h, routine, &args[..n], |[a, b, c]| {
            canon32(f32_of(*a).mul_add(f32_of(*b), f32_of(*c)))
        });
    }
}

#[test]
fn trunc() {
    unary("__cpu0_trunc_f32", f32::trunc);
}

#[test]
fn floor() {
    unary("__cpu0_floor_f32", f32::floor);
}

#[test]
fn ceil() {
    unary("__cpu0_ceil_f32", f32::ceil);
}

#[test]
fn nearest() {
    unary("__cpu0_nearest_f32", f32::round_ties_even);
}

#[test]
fn round() {
    unary("__cpu0_round_f32", f32::round);
}

/// The order the comparison and min/max routines use: -0 below +0.
fn below(a: f32, b: f32) -> bool {
    a < b || (a == 0.0 && b == 0.0 && a.is_sign_negative() && b.is_sign_positive())
}

/// The comparison's mask as the backend reads it, from the host's compare.
fn cmp_mask(a: f32, b: f32) -> u64 {
    match a.partial_cmp(&b) {
        Some(Ordering::Less) => 1,
        Some(Ordering::Equal) => 2,
        Some(Ordering::Greater) => 4,
        None => 8,
    }
}

#[test]
fn cmp() {
    binary("__cpu0_cmp_f32", cmp_mask);
}

/// Every pair of the special values (zeros, subnormals, extremes, infinities,
/// NaNs, both signs; the fast assembly routine's side paths) in full, on every
/// target.
#[test]
fn cmp_specials() {
    check_all_pairs("__cpu0_cmp_f32", &F32.specials(), |a, b| {
        cmp_mask(f32_of(a), f32_of(b))
    });
}

#[test]
fn min() {
    binary("__cpu0_min_f32", |a, b| {
        if a.is_nan() || b.is_nan() {
            F32_NAN
        } else {
            canon32(if below(b, a) { b } else { a })
        }
    });
}

#[test]
fn max() {
    binary("__cpu0_max_f32", |a, b| {
        if a.is_nan() || b.is_nan() {
            F32_NAN
        } else {
            canon32(if below(a, b) { b } else { a })
        }
    });
}

#[test]
fn minnum() {
    binary("__cpu0_minnum_f32", |a, b| match (a.is_nan(), b.is_nan()) {
        (true, true) => F32_NAN,
        (true, false) => canon32(b),
        (false, true) => canon32(a),
        _ => canon32(if below(b, a) { b } else { a }),
    });
}

#[test]
fn maxnum() {
    binary("__cpu0_maxnum_f32", |a, b| match (a.is_nan(), b.is_nan()) {
        (true, true) => F32_NAN,
        (true, false) => canon32(b),
        (false, true) => canon32(a),
        _ => canon32(if below(a, b) { b } else { a }),
    });
}
