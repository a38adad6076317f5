//! An i64 division by a small constant, which the mid-end has turned into a
//! high product by a magic constant and a shift, `umulhi(x, m) >> s`: the
//! lowering calls `__cpu0_udiv64_small(x, d)` instead, which passes the divisor
//! in one stack word where the magic constant takes two (and four instructions
//! to build) and needs no shift after the call.
//!
//! The divisor is recovered from `m` and `s` and the pair checked with the
//! Granlund-Montgomery bound, so the rewrite does not rely on how the mid-end
//! chose the constant: if `2^(64+s) <= m*d <= 2^(64+s) + 2^s`, then
//! `floor(m*x / 2^(64+s)) == floor(x / d)` for every `x < 2^64`.

use super::runtime::RuntimeFn;
use super::LowerCtx;
use crate::inst::MInst;
use crate::regs::{ValueRegs, Writable};
use cranelift_codegen::ir::types::{I32, I64};

/// The divisor `d` in `2..=0xFFFF` for which `umulhi(x, m) >> s == x / d` for
/// every 64-bit `x`, if there is one.
pub(crate) fn small_divisor(m: u64, s: u32) -> Option<u32> {
    if m == 0 || s > 63 {
        return None;
    }
    let p = 1u128 << (64 + s);
    // The least d with m*d >= 2^(64+s) is the only candidate: a larger d adds m
    // to the excess m*d - 2^(64+s), which must stay at most 2^s (< m).
    let d = p.div_ceil(u128::from(m));
    if !(2..=0xFFFF).contains(&d) {
        return None;
    }
    let excess = u128::from(m) * d - p;
    (excess <= 1u128 << s).then_some(d as u32)
}

impl LowerCtx<'_> {
    /// `x / d` for a divisor in `2..=0xFFFF`, by the runtime.
    pub(super) fn call_udiv64_small(&mut self, x: ValueRegs, d: u32) -> ValueRegs {
        let rd = self.fresh_reg();
        self.cur.push(MInst::LoadConst {
            rd: Writable::new(rd),
            imm: d,
        });
        self.call_runtime(
            RuntimeFn::Udiv64Small.symbol(),
            &[I64, I32],
            I64,
            &[x, ValueRegs::one(rd)],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::small_divisor;

    /// Magic constants `(m, s)` for `x / d`, `m = ceil(2^(64+s) / d)` worked
    /// out by hand (for 10: 2^67 = 10 * 0xCCCC_CCCC_CCCC_CCCC.C...).
    #[test]
    fn recovers_the_divisor_of_known_magic_constants() {
        assert_eq!(small_divisor(0xCCCC_CCCC_CCCC_CCCD, 3), Some(10));
        assert_eq!(small_divisor(0xAAAA_AAAA_AAAA_AAAB, 1), Some(3));
        assert_eq!(small_divisor(0xCCCC_CCCC_CCCC_CCCD, 2), Some(5));
        // 10000: ceil(2^77 / 10000) = 0xD1B7_1758_E219_652C.
        assert_eq!(small_divisor(0xD1B7_1758_E219_652C, 13), Some(10000));
    }

    /// Constants that only approximate a division are refused.
    #[test]
    fn refuses_inexact_and_large_divisors() {
        // One less than the magic for 10 is too small for large x.
        assert_eq!(small_divisor(0xCCCC_CCCC_CCCC_CCCC, 3), None);
        // 7 needs the 65-bit constant (the mid-end's add form).
        assert_eq!(small_divisor(0x2492_4924_9249_2492, 0), None);
        // 1_000_000_007 is above the 16-bit range.
        assert_eq!(small_divisor(0x8970_5F31_12A2_8FE5, 29), None);
        assert_eq!(small_divisor(0, 3), None);
        assert_eq!(small_divisor(u64::MAX, 64), None);
    }

    /// Brute force against host division for the accepted pairs.
    #[test]
    fn accepted_pairs_divide_exactly() {
        let xs = [
            0u64,
            1,
            9,
            10,
            99,
            0xFFFF,
            0x1_0000_0000,
            u64::MAX,
            u64::MAX - 1,
            1 << 63,
        ];
        for d in 2u64..=300 {
            for s in 0..64 {
                let Ok(m) = u64::try_from((1u128 << (64 + s)).div_ceil(u128::from(d))) else {
                    continue;
                };
                if let Some(found) = small_divisor(m, s) {
                    assert_eq!(u64::from(found), d);
                    for &x in &xs {
                        let q = ((u128::from(x) * u128::from(m)) >> 64) as u64 >> s;
                        assert_eq!(q, x / d, "x={x} d={d} m={m:#x} s={s}");
                    }
                }
            }
        }
    }
}
