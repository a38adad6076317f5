//! The f64 routines against the host's f64 arithmetic, bit for bit.

mod common;

use common::operands::{self as ops, F64};
use common::*;
use std::cmp::Ordering;

fn binary(routine: &str, op: impl Fn(f64, f64) -> u64) {
    let args = sample(&ops::pair(F64), OPERANDS, routine);
    for (flags, n) in targets() {
        let mut h = Harness::new(flags, "");
        check(&mut h, routine, &args[..n], |[a, b]| {
            op(f64_of(*a), f64_of(*b))
        });
    }
}

fn unary(routine: &str, op: impl Fn(f64) -> f64) {
    let args = sample(&ops::unary(F64), OPERANDS, routine);
    for (flags, n) in targets() {
        let mut h = Harness::new(flags, "");
        check(&mut h, routine, &args[..n], |[a]| canon64(op(f64_of(*a))));
    }
}

#[test]
fn add() {
    binary("__cpu0_add_f64", |a, b| canon64(a + b));
}

#[test]
fn sub() {
    binary("__cpu0_sub_f64", |a, b| canon64(a - b));
}

/// `routine` (addition or subtraction, `op` on the host) on the operands of
/// its fast path, and on hand-picked sums that hit each of its cases, with
/// every sign and in both orders.
fn sums(routine: &str, op: impl Fn(f64, f64) -> f64) {
    let mut args = sample(&ops::sum_pair(F64), OPERANDS, &format!("{routine} sums"));
    let p = |e: i32| 2f64.powi(e);
    let edges = [
        (1.5, 1.25),                                        // equal exponents
        (1.75, 0.5),                                        // a carry into the next exponent
        (1.0, p(-53)),                                      // a tie, to even: down
        (1.0 + p(-52), p(-53)),                             // a tie, to even: up
        (1.0, p(-53) + p(-105)),                            // just above half
        (1.0, p(-54)),                                      // a quarter of the last place
        (1.0, p(-54) + p(-106)),                            // just above
        (1.0, p(-55)),                                      // below a quarter
        (1.0, 1.5 * p(-32)),                                // b shifted by 32 bits
        (1.0 + p(-52), (1.0 + p(-52)) * p(-40)),            // by 40, sticky bits
        (1.5, 0.75),                                        // a - b cancels one bit
        (1.0, 1.0 - p(-53)),                                // a - b cancels 53 bits
        (1.0 + p(-52), 1.0),                                // a - b cancels 52 bits
        (1.0, 1.0),                                         // a - b is 0
        (3.0, 0.0),                                         // a zero
        (3.0, p(-1074)),                                    // a subnormal
        (1.0, p(-1000)),                                    // a gap too large to matter
        (f64::MAX, f64::MAX),                               // overflow
        (f64::MAX, p(970)),                                 // a tie that overflows
        (f64::MAX, p(969)),                                 // half of that: no overflow
        (1.5 * f64::MIN_POSITIVE, f64::MIN_POSITIVE),       // a subnormal difference
        (2.5 * f64::MIN_POSITIVE, 2.0 * f64::MIN_POSITIVE), // the smallest exponent
        (4.0 * f64::MIN_POSITIVE, 1.5 * f64::MIN_POSITIVE), // e = 2 to e = 1
    ];
    for (x, y) in edges {
        for (x, y) in [(x, y), (y, x)] {
            for (sx, sy) in [(1.0, 1.0), (1.0, -1.0), (-1.0, 1.0), (-1.0, -1.0)] {
                args.push([(sx * x).to_bits(), (sy * y).to_bits()]);
            }
        }
    }
    for (flags, n) in targets() {
        let mut h = Harness::new(flags, "");
        let edges = &args[args.len() - edges.len() * 8..];
        let args = [&args[..n], edges].concat();
        check(&mut h, routine, &args, |[a, b]| {
            canon64(op(f64_of(*a), f64_of(*b)))
        });
    }
}

#[test]
fn add_fast_path() {
    sums("__cpu0_add_f64", |a, b| a + b);
}

#[test]
fn sub_fast_path() {
    sums("__cpu0_sub_f64", |a, b| a - b);
}

#[test]
fn mul() {
    binary("__cpu0_mul_f64", |a, b| canon64(a * b));
}

#[test]
fn div() {
    binary("__cpu0_div_f64", |a, b| canon64(a / b));
}

#[test]
fn rem() {
    binary("__cpu0_rem_f64", |a, b| canon64(a % b));
}

#[test]
fn sqrt() {
    unary("__cpu0_sqrt_f64", f64::sqrt);
}

#[test]
fn fma() {
    let routine = "__cpu0_fma_f64";
    let product = |a, b| (f64_of(a) * f64_of(b)).to_bits();
    let args = sample(&ops::triple(F64, product), OPERANDS, routine);
    for (flags, n) in targets() {
        let mut h = Harness::new(flags, "");
        check(&mut h, routine, &args[..n], |[a, b, c]| {
            canon64(f64_of(*a).mul_add(f64_of(*b), f64_of(*c)))
        });
    }
}

#[test]
fn trunc() {
    unary("__cpu0_trunc_f64", f64::trunc);
}

#[test]
fn floor() {
    unary("__cpu0_floor_f64", f64::floor);
}

#[test]
fn ceil() {
    unary("__cpu0_ceil_f64", f64::ceil);
}

#[test]
fn nearest() {
    unary("__cpu0_nearest_f64", f64::round_ties_even);
}

#[test]
fn round() {
    unary("__cpu0_round_f64", f64::round);
}

/// The order the comparison and min/max routines use: -0 below +0.
fn below(a: f64, b: f64) -> bool {
    a < b || (a == 0.0 && b == 0.0 && a.is_sign_negative() && b.is_sign_positive())
}

/// The comparison's mask as the backend reads it, from the host's compare.
fn cmp_mask(a: f64, b: f64) -> u64 {
    match a.partial_cmp(&b) {
        Some(Ordering::Less) => 1,
        Some(Ordering::Equal) => 2,
        Some(Ordering::Greater) => 4,
        None => 8,
    }
}

#[test]
fn cmp() {
    binary("__cpu0_cmp_f64", cmp_mask);
}

/// Every pair of the special values (zeros, subnormals, extremes, infinities,
/// NaNs, both signs; the fast assembly routine's side paths) in full, on every
/// target.
#[test]
fn cmp_specials() {
    check_all_pairs("__cpu0_cmp_f64", &F64.specials(), |a, b| {
        cmp_mask(f64_of(a), f64_of(b))
    });
}

#[test]
fn min() {
    binary("__cpu0_min_f64", |a, b| {
        if a.is_nan() || b.is_nan() {
            F64_NAN
        } else {
            canon64(if below(b, a) { b } else { a })
        }
    });
}

#[test]
fn max() {
    binary("__cpu0_max_f64", |a, b| {
        if a.is_nan() || b.is_nan() {
            F64_NAN
        } else {
            canon64(if below(a, b) { b } else { a })
        }
    });
}

#[test]
fn minnum() {
    binary("__cpu0_minnum_f64", |a, b| match (a.is_nan(), b.is_nan()) {
        (true, true) => F64_NAN,
        (true, false) => canon64(b),
        (false, true) => canon64(a),
        _ => canon64(if below(b, a) { b } else { a }),
    });
}

#[test]
fn maxnum() {
    binary("__cpu0_maxnum_f64", |a, b| match (a.is_nan(), b.is_nan()) {
        (true, true) => F64_NAN,
        (true, false) => canon64(b),
        (false, true) => canon64(a),
        _ => canon64(if below(a, b) { b } else { a }),
    });
}
