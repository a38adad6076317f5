//! The soft-float routines' speed: the average number of Cpu0 instructions one
//! call executes, counted by the simulator, for target `cpu0` (cpu032II,
//! `opt_level=speed`, delay slots filled).
//!
//! Each routine runs in a batch driver (see `tests/common/harness.rs`) over
//! random operands; the same driver calling a routine that returns at once runs
//! over the same number of operands, and the difference, plus that routine's own
//! instructions, is the routine's cost: everything from its first instruction to
//! its return (the delay slot included), not the caller's argument moves or call.
//!
//! Two operand sets: "typical", normal numbers between 2^-20 and 2^20 (for the
//! conversions from float: values that fit the integer type, for those from
//! integers: random integers), and "full range", random normal numbers of every
//! exponent (most sums then only round the larger operand, most products
//! overflow or underflow). The goals of issue 12 apply to "typical".

#[path = "../tests/common/harness.rs"]
mod harness;

use cpu0_isa::Flags;
use harness::Harness;

/// Calls per routine and operand set.
const CALLS: usize = 20_000;

/// Routines that return at once, one per shape of the runtime's routines.
const NULL_ROUTINES: &str = "
function %null_1_32(i32) -> i32 {
block0(v0: i32):
    return v0
}
function %null_2_32(i32, i32) -> i32 {
block0(v0: i32, v1: i32):
    return v0
}
function %null_3_32(i32, i32, i32) -> i32 {
block0(v0: i32, v1: i32, v2: i32):
    return v0
}
function %null_1_64(i64) -> i64 {
block0(v0: i64):
    return v0
}
function %null_2_64(i64, i64) -> i64 {
block0(v0: i64, v1: i64):
    return v0
}
function %null_3_64(i64, i64, i64) -> i64 {
block0(v0: i64, v1: i64, v2: i64):
    return v0
}
function %null_2_64_32(i64, i64) -> i32 {
block0(v0: i64, v1: i64):
    v2 = ireduce.i32 v0
    return v2
}
function %null_1_32_64(i32) -> i64 {
block0(v0: i32):
    v1 = uextend.i64 v0
    return v1
}
function %null_1_64_32(i64) -> i32 {
block0(v0: i64):
    v1 = ireduce.i32 v0
    return v1
}
";

/// What a routine's operands are.
#[derive(Clone, Copy)]
enum Operand {
    F32,
    F64,
    /// A float that fits an integer of this many bits (signed or not).
    F32Int(u32, bool),
    F64Int(u32, bool),
    /// Random integer bits of this width.
    Int(u32),
}

/// A routine, its operands and the goal of issue 12 (instructions per call).
struct Case {
    routine: &'static str,
    operands: &'static [Operand],
    goal: Option<u32>,
}

const fn case(routine: &'static str, operands: &'static [Operand], goal: Option<u32>) -> Case {
    Case {
        routine,
        operands,
        goal,
    }
}

use Operand::*;

const CASES: &[Case] = &[
    case("__cpu0_add_f32", &[F32, F32], Some(40)),
    case("__cpu0_sub_f32", &[F32, F32], Some(40)),
    case("__cpu0_mul_f32", &[F32, F32], Some(40)),
    case("__cpu0_div_f32", &[F32, F32], None),
    case("__cpu0_sqrt_f32", &[F32], None),
    case("__cpu0_fma_f32", &[F32, F32, F32], None),
    case("__cpu0_rem_f32", &[F32, F32], None),
    case("__cpu0_trunc_f32", &[F32], None),
    case("__cpu0_floor_f32", &[F32], None),
    case("__cpu0_ceil_f32", &[F32], None),
    case("__cpu0_nearest_f32", &[F32], None),
    case("__cpu0_round_f32", &[F32], None),
    case("__cpu0_cmp_f32", &[F32, F32], None),
    case("__cpu0_min_f32", &[F32, F32], None),
    case("__cpu0_max_f32", &[F32, F32], None),
    case("__cpu0_minnum_f32", &[F32, F32], None),
    case("__cpu0_maxnum_f32", &[F32, F32], None),
    case("__cpu0_add_f64", &[F64, F64], Some(60)),
    case("__cpu0_sub_f64", &[F64, F64], Some(60)),
    case("__cpu0_mul_f64", &[F64, F64], Some(80)),
    case("__cpu0_div_f64", &[F64, F64], Some(300)),
    case("__cpu0_sqrt_f64", &[F64], Some(400)),
    case("__cpu0_fma_f64", &[F64, F64, F64], None),
    case("__cpu0_rem_f64", &[F64, F64], None),
    case("__cpu0_trunc_f64", &[F64], None),
    case("__cpu0_floor_f64", &[F64], None),
    case("__cpu0_ceil_f64", &[F64], None),
    case("__cpu0_nearest_f64", &[F64], None),
    case("__cpu0_round_f64", &[F64], None),
    case("__cpu0_cmp_f64", &[F64, F64], None),
    case("__cpu0_min_f64", &[F64, F64], None),
    case("__cpu0_max_f64", &[F64, F64], None),
    case("__cpu0_minnum_f64", &[F64, F64], None),
    case("__cpu0_maxnum_f64", &[F64, F64], None),
    case("__cpu0_f32_to_f64", &[F32], Some(30)),
    case("__cpu0_f64_to_f32", &[F64], Some(30)),
    case("__cpu0_i32_to_f32", &[Int(32)], Some(30)),
    case("__cpu0_u32_to_f32", &[Int(32)], Some(30)),
    case("__cpu0_i64_to_f32", &[Int(64)], Some(30)),
    case("__cpu0_u64_to_f32", &[Int(64)], Some(30)),
    case("__cpu0_i32_to_f64", &[Int(32)], Some(30)),
    case("__cpu0_u32_to_f64", &[Int(32)], Some(30)),
    case("__cpu0_i64_to_f64", &[Int(64)], Some(30)),
    case("__cpu0_u64_to_f64", &[Int(64)], Some(30)),
    case("__cpu0_f32_to_i32", &[F32Int(32, true)], Some(30)),
    case("__cpu0_f32_to_u32", &[F32Int(32, false)], Some(30)),
    case("__cpu0_f32_to_i64", &[F32Int(64, true)], Some(30)),
    case("__cpu0_f32_to_u64", &[F32Int(64, false)], Some(30)),
    case("__cpu0_f64_to_i32", &[F64Int(32, true)], Some(30)),
    case("__cpu0_f64_to_u32", &[F64Int(32, false)], Some(30)),
    case("__cpu0_f64_to_i64", &[F64Int(64, true)], Some(30)),
    case("__cpu0_f64_to_u64", &[F64Int(64, false)], Some(30)),
    case("__cpu0_f32_to_i32_sat", &[F32Int(32, true)], Some(30)),
    case("__cpu0_f32_to_u32_sat", &[F32Int(32, false)], Some(30)),
    case("__cpu0_f32_to_i64_sat", &[F32Int(64, true)], Some(30)),
    case("__cpu0_f32_to_u64_sat", &[F32Int(64, false)], Some(30)),
    case("__cpu0_f64_to_i32_sat", &[F64Int(32, true)], Some(30)),
    case("__cpu0_f64_to_u32_sat", &[F64Int(32, false)], Some(30)),
    case("__cpu0_f64_to_i64_sat", &[F64Int(64, true)], Some(30)),
    case("__cpu0_f64_to_u64_sat", &[F64Int(64, false)], Some(30)),
];

/// A small generator, so the benchmark needs no crate for random numbers.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in lo..=hi.
    fn between(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next() % (hi - lo + 1)
    }
}

/// A normal float's bits: a random sign and fraction, the exponent (unbiased)
/// from `exps`; `frac` and `bias` describe the format.
fn float(rng: &mut SplitMix, frac: u32, bias: u64, exps: (i64, i64)) -> u64 {
    let e = (bias as i64 + rng.between(0, (exps.1 - exps.0) as u64) as i64 + exps.0) as u64;
    let sign = rng.next() & 1;
    let width = if frac == 23 { 31 } else { 63 };
    (sign << width) | (e << frac) | (rng.next() & ((1 << frac) - 1))
}

fn operand(rng: &mut SplitMix, op: Operand, full_range: bool) -> u64 {
    let exps = |bias: i64| {
        if full_range {
            (1 - bias, bias)
        } else {
            (-20, 20)
        }
    };
    match op {
        F32 => float(rng, 23, 127, exps(127)),
        F64 => float(rng, 52, 1023, exps(1023)),
        F32Int(bits, signed) | F64Int(bits, signed) => {
            let (frac, bias) = if matches!(op, F32Int(..)) {
                (23, 127)
            } else {
                (52, 1023)
            };
            let top = if signed {
                bits as i64 - 2
            } else {
                bits as i64 - 1
            };
            let v = float(rng, frac, bias, (0, top));
            let sign = 1 << (frac + if frac == 23 { 8 } else { 11 });
            if signed {
                v
            } else {
                v & !sign
            }
        }
        Int(bits) => rng.next() & (u64::MAX >> (64 - bits)),
    }
}

/// The routine with the same shape that returns at once.
fn null_for(h: &Harness, routine: &str) -> String {
    let shape = h.shape(routine);
    let w = |t: cranelift_codegen::ir::Type| t.bits();
    let p = w(shape.params[0]);
    let r = w(shape.result);
    let n = shape.params.len();
    if p == r {
        format!("null_{n}_{p}")
    } else if n == 2 {
        format!("null_2_{p}_{r}")
    } else {
        format!("null_1_{p}_{r}")
    }
}

/// Instructions per call of `routine` over `args`, the driver's own cost removed.
fn cost(h: &mut Harness, routine: &str, args: &[[u64; 3]]) -> f64 {
    let null = null_for(h, routine);
    let before = h.instructions();
    h.call(&null, &[0, 0, 0]).expect("the null routine returns");
    let null_body = h.instructions() - before;
    let before = h.instructions();
    h.run(&null, args);
    let driver = h.instructions() - before;
    let before = h.instructions();
    h.run(routine, args);
    let total = h.instructions() - before;
    (total as f64 - driver as f64) / args.len() as f64 + null_body as f64
}

fn main() {
    // `cargo bench` passes --bench; `cargo test --benches` runs this too (quickly).
    let quick = !std::env::args().any(|a| a == "--bench");
    // `cargo bench -p cpu0-rt -- mul_f` measures the routines whose names contain
    // one of the words given.
    let words: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let calls = if quick { 500 } else { CALLS };
    let mut h = Harness::new(Flags::default(), NULL_ROUTINES);
    let mut rng = SplitMix(0x5EED);
    println!(
        "{:<24} {:>9} {:>11} {:>6}",
        "routine", "typical", "full range", "goal"
    );
    let mut missed = Vec::new();
    for c in CASES {
        if !words.is_empty() && !words.iter().any(|w| c.routine.contains(w.as_str())) {
            continue;
        }
        let mut row = |full: bool| -> Vec<[u64; 3]> {
            (0..calls)
                .map(|_| {
                    let mut args = [0; 3];
                    for (a, op) in args.iter_mut().zip(c.operands) {
                        *a = operand(&mut rng, *op, full);
                    }
                    args
                })
                .collect()
        };
        let (typical, full) = (row(false), row(true));
        let typical = cost(&mut h, c.routine, &typical);
        let full = cost(&mut h, c.routine, &full);
        let goal = c.goal.map(|g| g.to_string()).unwrap_or_default();
        println!("{:<24} {typical:>9.1} {full:>11.1} {goal:>6}", c.routine);
        if c.goal.is_some_and(|g| typical > f64::from(g)) {
            missed.push(c.routine);
        }
    }
    if missed.is_empty() {
        println!("every goal met");
    } else {
        println!("goals missed: {}", missed.join(", "));
    }
}
