//! What the float tests share: the batch harness, operand strategies, and the
//! check that compares the simulator's results with the host's, bit for bit.
//!
//! Every operand set is drawn from proptest strategies with a seed: the variable
//! `CPU0_RT_SEED` fixes it, otherwise it changes every run. A failure names the
//! seed, the routine and the first mismatching operands.

#![allow(dead_code)]

pub mod harness;
pub mod operands;

use cpu0_asm::{Endian, IsaLevel};
use cpu0_isa::{Flags, OptLevel};
pub use harness::Harness;
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use std::sync::OnceLock;

/// Calls per routine on the default target (see [`targets`] for the others).
pub const OPERANDS: usize = 1_000_000;

/// The canonical NaN results.
pub const F32_NAN: u64 = 0x7fc0_0000;
pub const F64_NAN: u64 = 0x7ff8_0000_0000_0000;

/// The result an `f32` routine must return for the host's `x`.
pub fn canon32(x: f32) -> u64 {
    if x.is_nan() {
        F32_NAN
    } else {
        u64::from(x.to_bits())
    }
}

/// The result an `f64` routine must return for the host's `x`.
pub fn canon64(x: f64) -> u64 {
    if x.is_nan() {
        F64_NAN
    } else {
        x.to_bits()
    }
}

pub fn f32_of(bits: u64) -> f32 {
    f32::from_bits(bits as u32)
}

pub fn f64_of(bits: u64) -> f64 {
    f64::from_bits(bits)
}

/// The run's seed.
pub fn seed() -> u64 {
    static SEED: OnceLock<u64> = OnceLock::new();
    *SEED.get_or_init(|| match std::env::var("CPU0_RT_SEED") {
        Ok(s) => s.parse().expect("CPU0_RT_SEED is a number"),
        Err(_) => std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(1),
    })
}

/// `n` values of `strategy`, drawn with the run's seed mixed with `salt`.
pub fn sample<S: Strategy>(strategy: &S, n: usize, salt: &str) -> Vec<S::Value> {
    let mut key = [0u8; 32];
    key[..8].copy_from_slice(&seed().to_le_bytes());
    for (i, b) in salt.bytes().enumerate() {
        key[8 + i % 24] ^= b;
    }
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &key);
    let mut runner = TestRunner::new_with_rng(Config::default(), rng);
    (0..n)
        .map(|_| strategy.new_tree(&mut runner).expect("a value").current())
        .collect()
}

/// The targets the routines run on, with the number of calls each gets: the
/// default (`cpu0`, cpu032II, `opt_level=speed`) all of them, the other byte
/// order a sixteenth, and the other ISA level (compares into `$sw`) and
/// optimisation level a sixty-fourth each (the JIT compiles the runtime with the
/// program's settings).
pub fn targets() -> [(Flags, usize); 4] {
    let base = Flags::default();
    [
        (base, OPERANDS),
        (
            Flags {
                endian: Endian::Little,
                ..base
            },
            OPERANDS / 16,
        ),
        (
            Flags {
                level: IsaLevel::Cpu032I,
                ..base
            },
            OPERANDS / 64,
        ),
        (
            Flags {
                endian: Endian::Little,
                opt_level: OptLevel::None,
                ..base
            },
            OPERANDS / 64,
        ),
    ]
}

/// Runs `routine` on every row of `args` and compares each result with
/// `expected(row)`; panics with the first mismatches.
pub fn check<const N: usize>(
    h: &mut Harness,
    routine: &str,
    args: &[[u64; N]],
    expected: impl Fn(&[u64; N]) -> u64,
) {
    let got = h.run(routine, args);
    let mut bad = Vec::new();
    let mut count = 0;
    for (row, g) in args.iter().zip(&got) {
        let want = expected(row);
        if *g != want {
            count += 1;
            if bad.len() < 12 {
                let row: Vec<String> = row.iter().map(|v| format!("{v:#x}")).collect();
                bad.push(format!(
                    "  {routine}({}) = {g:#x}, expected {want:#x}",
                    row.join(", ")
                ));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "{count} of {} results wrong on {} (CPU0_RT_SEED={}):\n{}",
        args.len(),
        h.flags().target_name(),
        seed(),
        bad.join("\n")
    );
}

/// Runs the two-operand `routine` on every ordered pair of `values`, in full, on
/// every target, against `expected(a, b)`.
pub fn check_all_pairs(routine: &str, values: &[u64], expected: impl Fn(u64, u64) -> u64) {
    let args: Vec<[u64; 2]> = values
        .iter()
        .flat_map(|&a| values.iter().map(move |&b| [a, b]))
        .collect();
    for (flags, _) in targets() {
        let mut h = Harness::new(flags, "");
        check(&mut h, routine, &args, |[a, b]| expected(*a, *b));
    }
}

/// Calls the trapping conversion `routine` one operand at a time on every
/// target, on the first `limit` operands that do not fit its integer type, and
/// requires the trap of CLIF's `fcvt_to_sint`/`fcvt_to_uint`: `bad_toint` for
/// a NaN (`is_nan`), `int_ovf` for the others. Operands of 64 bits or fewer
/// and 128-bit ones alike (`Harness::call_wide` takes both).
pub fn check_traps<T: Copy + Into<u128> + std::fmt::LowerHex>(
    hs: &mut [(Harness, usize)],
    routine: &str,
    unfit: &[[T; 1]],
    limit: usize,
    is_nan: impl Fn(T) -> bool,
) {
    use cranelift_codegen::ir::TrapCode;
    for (h, _) in hs {
        for [a] in unfit.iter().take(limit) {
            let want = if is_nan(*a) {
                TrapCode::BAD_CONVERSION_TO_INTEGER
            } else {
                TrapCode::INTEGER_OVERFLOW
            };
            match h.call_wide(routine, &[(*a).into()]) {
                Err(t) if t.code == Some(want) => {}
                other => panic!(
                    "{routine}({a:#x}) on {}: expected the trap {want}, got {other:?} (CPU0_RT_SEED={})",
                    h.flags().target_name(),
                    seed()
                ),
            }
        }
    }
}
