//! The conversions between floats and 128-bit integers against the host's `as`
//! casts, bit for bit: from `i128`/`u128` (rounded to nearest even), and to them,
//! saturating (as `as` does) and trapping (CLIF's fcvt_to_sint/fcvt_to_uint: a
//! NaN traps with `bad_toint`, a truncation that does not fit with `int_ovf`).

mod common;

use common::operands::{self as ops, Draw, Format, F32, F64};
use common::*;
use proptest::strategy::Strategy;

/// Calls per routine on the default target (the other targets get the share
/// [`targets`] gives them): these routines cost a few times the 64-bit ones.
const CALLS: usize = OPERANDS / 4;

/// A harness for each target, with its number of calls.
fn harnesses() -> Vec<(Harness, usize)> {
    targets()
        .into_iter()
        .map(|(flags, n)| (Harness::new(flags, ""), n * CALLS / OPERANDS))
        .collect()
}

/// Runs `routine` on `args` on every target against `expected`.
fn convert(
    hs: &mut [(Harness, usize)],
    routine: &str,
    args: &[[u128; 1]],
    expected: impl Fn(u128) -> u128,
) {
    for (h, n) in hs {
        let args = &args[..(*n).min(args.len())];
        let got = h.run_wide(routine, args);
        let bad: Vec<String> = args
            .iter()
            .zip(&got)
            .filter(|([a], g)| expected(*a) != **g)
            .take(12)
            .map(|([a], g)| format!("  {routine}({a:#x}) = {g:#x}, expected {:#x}", expected(*a)))
            .collect();
        assert!(
            bad.is_empty(),
            "wrong results on {} (CPU0_RT_SEED={}):\n{}",
            h.flags().target_name(),
            seed(),
            bad.join("\n")
        );
    }
}

/// 128-bit integers (as their bits): random of every size, powers of two and
/// their neighbours, few bits set or clear, and values at and beside halfway
/// between two floats (ties when rounded to 24 or 53 bits), with bits far
/// below the halfway bit that decide a near-tie; any sign.
fn integer128() -> impl Strategy<Value = [u128; 1]> {
    ops::drawn(|d| {
        let word = |d: &mut Draw| (u128::from(d.word()) << 64) | u128::from(d.word());
        let v = match d.below(5) {
            0 => word(d),
            1 => word(d) >> d.below(128),
            2 => (1u128 << d.below(128)).wrapping_add(d.between(-3, 3) as u128),
            3 => {
                let mut v = 0;
                for _ in 0..d.below(4) {
                    v |= 1 << d.below(128);
                }
                if d.flip() {
                    !v
                } else {
                    v
                }
            }
            _ => {
                let precision: u32 = if d.flip() { 24 } else { 53 };
                let top = precision + d.below(u64::from(128 - precision)) as u32; // the leading one
                let kept = (word(d) | 1 << 127) >> (127 - top) >> (top - precision + 1);
                let half = 1u128 << (top - precision);
                let mut v = (kept << (top - precision + 1)) | half;
                match d.below(3) {
                    0 => v = v.wrapping_add(d.between(-1, 1) as u128),
                    1 if top > precision => v ^= 1 << d.below(u64::from(top - precision)),
                    _ => {}
                }
                v
            }
        };
        [if d.below(4) == 0 { v.wrapping_neg() } else { v }]
    })
}

#[test]
fn from_i128() {
    let args = sample(&integer128(), OPERANDS, "from_i128");
    let mut hs = harnesses();
    convert(&mut hs, "__cpu0_i128_to_f32", &args, |a| {
        u128::from(canon32(a as i128 as f32))
    });
    convert(&mut hs, "__cpu0_i128_to_f64", &args, |a| {
        u128::from(canon64(a as i128 as f64))
    });
}

#[test]
fn from_u128() {
    let args = sample(&integer128(), OPERANDS, "from_u128");
    let mut hs = harnesses();
    convert(&mut hs, "__cpu0_u128_to_f32", &args, |a| {
        u128::from(canon32(a as f32))
    });
    convert(&mut hs, "__cpu0_u128_to_f64", &args, |a| {
        u128::from(canon64(a as f64))
    });
}

/// Floats for the conversions to 128-bit integers: any float, values near
/// integers, values of every magnitude from 1/4 to beyond 2^128, and the
/// neighbours of 2^k for the limits (k = 63, 64, 126, 127, 128, 129).
fn float_for_128(f: Format) -> impl Strategy<Value = [u128; 1]> {
    ops::drawn(move |d| {
        let bias = f.bias();
        let s = d.flip();
        let bits = match d.below(4) {
            0 => ops::any_float(f, d),
            1 => ops::near_integer(f, d),
            2 => {
                let e = (bias - 2 + d.below(134)).min(f.max_exp());
                f.make(s, e, ops::fraction(f, d))
            }
            _ => {
                let limits = [63, 64, 126, 127, 128, 129];
                let k = limits[d.below(limits.len() as u64) as usize];
                let p = f.make(s, (bias + k).min(f.max_exp()), 0) as i64;
                (p + d.between(-3, 3)) as u64 & f.mask()
            }
        };
        [u128::from(bits)]
    })
}

/// The 128-bit integer types, as the routines' names spell them, with the host's
/// conversion of an f64 (f32 values are exact in f64): the saturating result
/// (Rust's `as`), and whether the value truncates into range.
struct Int {
    name: &'static str,
    saturate: fn(f64) -> u128,
    fits: fn(f64) -> bool,
}

const INTS: [Int; 2] = [
    Int {
        name: "i128",
        saturate: |x| x as i128 as u128,
        // -2^127 - 1 < x < 2^127: below 2^127, no double lies in (-2^127 - 1, -2^127)
        fits: |x| (-(2f64.powi(127))..2f64.powi(127)).contains(&x),
    },
    Int {
        name: "u128",
        saturate: |x| x as u128,
        fits: |x| x > -1.0 && x < 2f64.powi(128),
    },
];

/// The conversions from `float` ("f32" or "f64") to the 128-bit integers: the
/// saturating ones on every operand, the trapping ones on the operands that do
/// not trap in a batch and on those that do one call at a time.
fn to_integers(float: &str, args: &[[u128; 1]], value: fn(u128) -> f64) {
    let mut hs = harnesses();
    for int in &INTS {
        let sat = format!("__cpu0_{float}_to_{}_sat", int.name);
        convert(&mut hs, &sat, args, |a| (int.saturate)(value(a)));
        let trapping = format!("__cpu0_{float}_to_{}", int.name);
        let (fit, unfit): (Vec<[u128; 1]>, Vec<[u128; 1]>) =
            args.iter().partition(|[a]| (int.fits)(value(*a)));
        convert(&mut hs, &trapping, &fit, |a| (int.saturate)(value(a)));
        assert!(unfit.len() > 1000, "{trapping}: too few trapping operands");
        check_traps(&mut hs, &trapping, &unfit, 500, |a| value(a).is_nan());
    }
}

#[test]
fn f32_to_128() {
    let args = sample(&float_for_128(F32), OPERANDS, "f32_to_128");
    to_integers("f32", &args, |a| f64::from(f32_of(a as u64)));
}

#[test]
fn f64_to_128() {
    let args = sample(&float_for_128(F64), OPERANDS, "f64_to_128");
    to_integers("f64", &args, |a| f64_of(a as u64));
}

/// The edges, one by one on the default target: the values around the limits,
/// and the smallest i128 (whose magnitude is only representable unsigned).
#[test]
fn edges() {
    let mut h = Harness::new(targets()[0].0, "");
    let mut call = |routine: &str, a: u128| h.call_wide(routine, &[a]).expect("no trap");
    let min = i128::MIN as u128;
    for v in [
        0,
        1,
        u128::MAX,
        min,
        min + 1,
        min - 1,
        u128::MAX << 104,
        u128::MAX << 103,
    ] {
        assert_eq!(
            call("__cpu0_i128_to_f32", v),
            u128::from(canon32(v as i128 as f32))
        );
        assert_eq!(
            call("__cpu0_i128_to_f64", v),
            u128::from(canon64(v as i128 as f64))
        );
        assert_eq!(call("__cpu0_u128_to_f32", v), u128::from(canon32(v as f32)));
        assert_eq!(call("__cpu0_u128_to_f64", v), u128::from(canon64(v as f64)));
    }
    // u128::MAX rounds to 2^128, beyond the largest f32: infinity
    assert_eq!(call("__cpu0_u128_to_f32", u128::MAX), 0x7f80_0000);
    // -2^127 fits an i128; the f32s and f64s just inside the limits
    let neg_2_127 = u128::from((-(2f64.powi(127))).to_bits());
    assert_eq!(call("__cpu0_f64_to_i128", neg_2_127), min);
    let below_2_127 = 2f64.powi(127).to_bits() - 1;
    assert_eq!(
        call("__cpu0_f64_to_i128", u128::from(below_2_127)),
        f64::from_bits(below_2_127) as u128
    );
    let f32_max = u128::from(f32::MAX.to_bits());
    assert_eq!(call("__cpu0_f32_to_u128", f32_max), f32::MAX as u128);
    assert_eq!(call("__cpu0_f32_to_i128_sat", f32_max), i128::MAX as u128);
}
