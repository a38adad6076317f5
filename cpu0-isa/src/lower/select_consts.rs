//! A `select` between two small constants on a 0-or-1 condition `c`, computed
//! without a branch (lower.isle): `k + c` when the constants differ by one,
//! `k + (c << s)` when they differ by `1 << s`. Both constants stay in 0..=127,
//! so the sum never leaves the narrowest type's range (and stays zero- and
//! sign-extended, as lower/zext.rs assumes of a select of such constants).
//! Constants that differ in one bit `1 << s`, in either order, are
//! `k2 ^ (c << s)`: exactly one of them, so up to 0xffff (an `xori` immediate).

/// The largest constant taken.
const MAX: u32 = 127;

/// `k` as an `addiu` immediate when it is in 0..=127.
pub(crate) fn small(k: u32) -> Option<i32> {
    (k <= MAX).then_some(k as i32)
}

/// `k2` when `k1 == k2 + 1` and both are small: `select c, k1, k2` is `k2 + c`.
pub(crate) fn plus_one(k1: u32, k2: u32) -> Option<i32> {
    (k1 <= MAX && k2.checked_add(1) == Some(k1)).then_some(k2 as i32)
}

/// `s` when `k1 == k2 + (1 << s)`, `s >= 1`, both small: `select c, k1, k2` is
/// `k2 + (c << s)`.
pub(crate) fn pow2_step(k1: u32, k2: u32) -> Option<i32> {
    if k1 > MAX || k2 >= k1 {
        return None;
    }
    let d = k1 - k2;
    (d.is_power_of_two() && d > 1).then_some(d.trailing_zeros() as i32)
}

/// The largest constant the one-bit form takes: `xori` zero-extends 16 bits.
const MAX_XOR: u32 = 0xffff;

/// `s` when `k1 ^ k2 == 1 << s` and both fit `xori`: `select c, k1, k2` is
/// `k2 ^ (c << s)`.
pub(crate) fn one_bit(k1: u32, k2: u32) -> Option<i32> {
    let d = k1 ^ k2;
    (k1 <= MAX_XOR && k2 <= MAX_XOR && d.is_power_of_two()).then_some(d.trailing_zeros() as i32)
}

/// `k` as an `xori` immediate when it fits (0..=0xffff).
pub(crate) fn xor_base(k: u32) -> Option<i32> {
    (k <= MAX_XOR).then_some(k as i32)
}

#[cfg(test)]
mod tests {
    use super::*;

    // Every pair the rules take gives the select's value for c = 0 and 1.
    #[test]
    fn plans_match_select() {
        for k1 in 0..=200u32 {
            for k2 in 0..=200u32 {
                for c in 0..=1u32 {
                    let want = if c == 1 { k1 } else { k2 };
                    if let Some(base) = plus_one(k1, k2) {
                        assert_eq!(base as u32 + c, want);
                    }
                    if let Some(base) = plus_one(k2, k1) {
                        assert_eq!(base as u32 + (c ^ 1), want);
                    }
                    if let (Some(s), Some(base)) = (pow2_step(k1, k2), small(k2)) {
                        assert_eq!(base as u32 + (c << s), want);
                    }
                    if let (Some(s), Some(base)) = (one_bit(k1, k2), xor_base(k2)) {
                        assert_eq!(base as u32 ^ (c << s), want);
                    }
                }
            }
        }
        assert_eq!(plus_one(49, 48), Some(48));
        assert_eq!(plus_one(128, 127), None);
        assert_eq!(pow2_step(45, 43), Some(1));
        assert_eq!(pow2_step(44, 43), None);
        // Either order, and constants beyond 127 up to 0xffff.
        assert_eq!(one_bit(6, 7), Some(0));
        assert_eq!(one_bit(32, 48), Some(4));
        assert_eq!(one_bit(0x1000, 0x1400), Some(10));
        assert_eq!(one_bit(0x8000, 0x18000), None);
        assert_eq!(one_bit(3, 5), None);
        assert_eq!(one_bit(5, 5), None);
        // Pairs far apart and above 200, checked on the formula.
        for (k1, k2) in [(0xfffe, 0xffff), (0x7fff, 0xffff), (300, 296)] {
            let s = one_bit(k1, k2).unwrap();
            assert_eq!(k2 ^ (1 << s), k1);
        }
    }
}
