//! Float constants in `fcmp`: whether a constant is a NaN or a zero, and its
//! "key" (float.isle, `fcmp`): the bits of a non-negative float, the negated
//! magnitude of a negative one, so that keys compare as signed integers like the
//! values they encode. With a constant operand these are known at compile time.

use cranelift_codegen::ir::{Function, InstructionData, Opcode, Value, ValueDef};

/// Whether float `v`'s sign bit is known clear, so that its bits are its key:
/// an `fabs`, a constant without the sign, or a `select` of two such (looking
/// `depth` selects deep).
pub(crate) fn sign_clear(func: &Function, v: Value, depth: u32) -> bool {
    let v = func.dfg.resolve_aliases(v);
    let ValueDef::Result(inst, _) = func.dfg.value_def(v) else {
        return false;
    };
    match func.dfg.insts[inst] {
        InstructionData::Unary {
            opcode: Opcode::Fabs,
            ..
        } => true,
        InstructionData::UnaryIeee32 {
            opcode: Opcode::F32const,
            imm,
        } => imm.bits() >> 31 == 0,
        InstructionData::UnaryIeee64 {
            opcode: Opcode::F64const,
            imm,
        } => imm.bits() >> 63 == 0,
        InstructionData::Ternary {
            opcode: Opcode::Select,
            args: [_, a, b],
        } if depth > 0 => sign_clear(func, a, depth - 1) && sign_clear(func, b, depth - 1),
        _ => false,
    }
}

/// Whether f32 bits `k` encode a NaN.
pub(crate) fn is_nan32(k: u32) -> bool {
    k & 0x7fff_ffff > 0x7f80_0000
}

/// Whether f64 bits (`lo`, `hi`) encode a NaN.
pub(crate) fn is_nan64(lo: u32, hi: u32) -> bool {
    bits64(lo, hi) & !(1 << 63) > 0x7ff0_0000_0000_0000
}

/// Whether f32 bits `k` encode +0 or -0.
pub(crate) fn is_zero32(k: u32) -> bool {
    k & 0x7fff_ffff == 0
}

/// Whether f64 bits (`lo`, `hi`) encode +0 or -0.
pub(crate) fn is_zero64(lo: u32, hi: u32) -> bool {
    bits64(lo, hi) & !(1 << 63) == 0
}

/// The key of f32 bits `k`.
pub(crate) fn key32(k: u32) -> u32 {
    let magnitude = k & 0x7fff_ffff;
    if k >> 31 == 1 {
        magnitude.wrapping_neg()
    } else {
        magnitude
    }
}

/// The key of f64 bits (`lo`, `hi`), as (low word, high word).
pub(crate) fn key64(lo: u32, hi: u32) -> (u32, u32) {
    let bits = bits64(lo, hi);
    let magnitude = bits & !(1 << 63);
    let key = if bits >> 63 == 1 {
        magnitude.wrapping_neg()
    } else {
        magnitude
    };
    (key as u32, (key >> 32) as u32)
}

/// The flipped key of f64 bits (`lo`, `hi`) (float.isle, orderings of f64):
/// every bit but the sign flipped when the sign is set, as (low word, high word).
pub(crate) fn flipped64(lo: u32, hi: u32) -> (u32, u32) {
    let s = ((hi as i32) >> 31) as u32;
    (lo ^ s, hi ^ (s >> 1))
}

fn bits64(lo: u32, hi: u32) -> u64 {
    (u64::from(hi) << 32) | u64::from(lo)
}

#[cfg(test)]
mod tests {
    use super::*;

    // Keys must order like the floats they encode (host comparisons decide).
    #[test]
    fn keys_order_like_values() {
        let values = [
            f64::NEG_INFINITY,
            -1.0e300,
            -2.5,
            -f64::MIN_POSITIVE,
            -5e-324,
            -0.0,
            0.0,
            5e-324,
            1.0,
            1.5,
            f64::MAX,
            f64::INFINITY,
        ];
        for a in values {
            for b in values {
                let (ka, kb) = (split(a), split(b));
                let ka = i64::from(ka.1 as i32) << 32 | i64::from(ka.0);
                let kb = i64::from(kb.1 as i32) << 32 | i64::from(kb.0);
                assert_eq!(ka < kb, a < b, "{a} < {b}");
                assert_eq!(ka == kb, a == b, "{a} == {b}");
                let (fa, fb) = (a as f32, b as f32);
                let (ka, kb) = (key32(fa.to_bits()) as i32, key32(fb.to_bits()) as i32);
                assert_eq!(ka < kb, fa < fb, "{fa} < {fb}");
                assert_eq!(ka == kb, fa == fb, "{fa} == {fb}");
            }
        }
    }

    // Flipped keys order like the floats except -0 below +0 (host comparisons).
    #[test]
    fn flipped_keys_order_like_values_but_zeros() {
        let values = [
            f64::NEG_INFINITY,
            -1.0e300,
            -2.5,
            -5e-324,
            -0.0,
            0.0,
            5e-324,
            1.0,
            f64::INFINITY,
        ];
        let flipped = |x: f64| {
            let b = x.to_bits();
            let (lo, hi) = flipped64(b as u32, (b >> 32) as u32);
            i64::from(hi as i32) << 32 | i64::from(lo)
        };
        for a in values {
            for b in values {
                if a == 0.0 && b == 0.0 {
                    continue;
                }
                assert_eq!(flipped(a) < flipped(b), a < b, "{a} < {b}");
                assert_eq!(flipped(a) == flipped(b), a == b, "{a} == {b}");
            }
        }
        assert!(flipped(-0.0) < flipped(0.0));
    }

    fn split(x: f64) -> (u32, u32) {
        let b = x.to_bits();
        key64(b as u32, (b >> 32) as u32)
    }

    #[test]
    fn nan_and_zero() {
        let nan = f64::NAN.to_bits();
        assert!(is_nan64(nan as u32, (nan >> 32) as u32));
        assert!(is_nan64(1, 0xfff0_0000));
        assert!(!is_nan64(0, 0xfff0_0000));
        assert!(is_nan32(f32::NAN.to_bits()));
        assert!(!is_nan32(f32::NEG_INFINITY.to_bits()));
        assert!(is_zero64(0, 0x8000_0000));
        assert!(!is_zero64(1, 0x8000_0000));
        assert!(is_zero32((-0.0f32).to_bits()));
        assert!(!is_zero32(1));
    }
}
