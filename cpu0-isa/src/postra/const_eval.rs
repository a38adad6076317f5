//! The value an ALU instruction computes from constant operands, by the ISA
//! document's definitions: `small_consts.rs` replaces an instruction whose
//! operands are all known by the build of its result (`addiu`/`ori`/`lui`, one
//! instruction), so that the builds of the operands may go.
//!
//! Such instructions come from the lowering of operations on the words of
//! constants (the high word of a small `i64`, a soft-float test of a constant's
//! exponent) and from constants shared or passed along edges, which the
//! mid-end could not fold because they only appear in the machine code.

use crate::inst::AsmOp;

/// `rd = rs op imm` for an `AluRRI` whose `rs` holds `a`; `None` for an
/// operation not evaluated here or an immediate outside its field's range.
pub(super) fn eval_rri(op: AsmOp, a: i32, imm: i32) -> Option<i32> {
    let sext16 = i16::try_from(imm).ok().map(i32::from);
    let zext16 = (0..=0xffff).contains(&imm).then_some(imm);
    let amount = (0..32).contains(&imm).then_some(imm as u32);
    Some(match op {
        AsmOp::Addiu => a.wrapping_add(sext16?),
        AsmOp::Slti => (a < sext16?) as i32,
        AsmOp::Andi => a & zext16?,
        AsmOp::Ori => a | zext16?,
        AsmOp::Xori => a ^ zext16?,
        // Both readings of `sltiu` agree on the range the backend emits.
        AsmOp::Sltiu => {
            let k = (0..=0x7fff).contains(&imm).then_some(imm)?;
            ((a as u32) < k as u32) as i32
        }
        AsmOp::Shl => ((a as u32) << amount?) as i32,
        AsmOp::Shr => ((a as u32) >> amount?) as i32,
        AsmOp::Sra => a >> amount?,
        _ => return None,
    })
}

/// `rd = rs op rt` for an `AluRRR` whose `rs` and `rt` hold `a` and `b`.
pub(super) fn eval_rrr(op: AsmOp, a: i32, b: i32) -> Option<i32> {
    let (ua, ub) = (a as u32, b as u32);
    Some(match op {
        AsmOp::Addu => a.wrapping_add(b),
        AsmOp::Subu => a.wrapping_sub(b),
        AsmOp::Mul => a.wrapping_mul(b),
        AsmOp::And => a & b,
        AsmOp::Or => a | b,
        AsmOp::Xor => a ^ b,
        AsmOp::Nor => !(a | b),
        AsmOp::Slt => (a < b) as i32,
        AsmOp::Sltu => (ua < ub) as i32,
        // The whole value of `rt`: 32 or more gives 0 (or all sign bits).
        AsmOp::Shlv => ua.checked_shl(ub).unwrap_or(0) as i32,
        AsmOp::Shrv => ua.checked_shr(ub).unwrap_or(0) as i32,
        AsmOp::Srav => a >> ub.min(31),
        _ => return None,
    })
}

/// Whether `LoadConst` builds `k` in one instruction (`addiu`, `ori` or `lui`).
pub(super) fn one_instruction(k: i32) -> bool {
    i16::try_from(k).is_ok() || (0..=0xffff).contains(&k) || k & 0xffff == 0
}

/// Whether `x op 0` is `x` (immediate or register form).
pub(super) fn keeps_on_zero(op: AsmOp) -> bool {
    matches!(
        op,
        AsmOp::Addiu
            | AsmOp::Ori
            | AsmOp::Xori
            | AsmOp::Shl
            | AsmOp::Shr
            | AsmOp::Sra
            | AsmOp::Addu
            | AsmOp::Subu
            | AsmOp::Or
            | AsmOp::Xor
            | AsmOp::Shlv
            | AsmOp::Shrv
            | AsmOp::Srav
    )
}

/// Whether the register form gives the same with its operands swapped.
pub(super) fn commutes(op: AsmOp) -> bool {
    matches!(op, AsmOp::Addu | AsmOp::Or | AsmOp::Xor)
}

#[cfg(test)]
mod tests {
    //! Values from the ISA document's definitions, worked by hand.
    use super::*;

    #[test]
    fn immediate_forms() {
        assert_eq!(eval_rri(AsmOp::Addiu, 5, -7), Some(-2));
        assert_eq!(eval_rri(AsmOp::Addiu, 5, 0x8000), None);
        assert_eq!(eval_rri(AsmOp::Andi, -1, 0xff00), Some(0xff00));
        assert_eq!(eval_rri(AsmOp::Ori, 0x10000, 0x8001), Some(0x18001));
        assert_eq!(eval_rri(AsmOp::Xori, -1, 0xffff), Some(-65536));
        assert_eq!(eval_rri(AsmOp::Slti, -3, -2), Some(1));
        assert_eq!(eval_rri(AsmOp::Slti, -2, -2), Some(0));
        assert_eq!(eval_rri(AsmOp::Sltiu, -1, 5), Some(0));
        assert_eq!(eval_rri(AsmOp::Sltiu, 4, 5), Some(1));
        assert_eq!(eval_rri(AsmOp::Sltiu, 4, 0x8000), None);
        assert_eq!(eval_rri(AsmOp::Shl, 3, 31), Some(i32::MIN));
        assert_eq!(eval_rri(AsmOp::Shr, -16, 2), Some(0x3fff_fffc));
        assert_eq!(eval_rri(AsmOp::Sra, -16, 2), Some(-4));
        assert_eq!(eval_rri(AsmOp::Shl, 1, 32), None);
    }

    #[test]
    fn register_forms() {
        assert_eq!(eval_rrr(AsmOp::Subu, 0, 1), Some(-1));
        assert_eq!(eval_rrr(AsmOp::Addu, i32::MAX, 1), Some(i32::MIN));
        assert_eq!(eval_rrr(AsmOp::Mul, 0x10000, 0x10000), Some(0));
        assert_eq!(eval_rrr(AsmOp::Nor, 0, 0), Some(-1));
        assert_eq!(eval_rrr(AsmOp::Slt, -1, 0), Some(1));
        assert_eq!(eval_rrr(AsmOp::Sltu, -1, 0), Some(0));
        assert_eq!(eval_rrr(AsmOp::Shlv, 1, 32), Some(0));
        assert_eq!(eval_rrr(AsmOp::Shrv, -1, 31), Some(1));
        assert_eq!(eval_rrr(AsmOp::Srav, -8, 40), Some(-1));
        assert_eq!(eval_rrr(AsmOp::Srav, 8, 1), Some(4));
    }

    #[test]
    fn builds() {
        assert!(one_instruction(-32768));
        assert!(one_instruction(0xffff));
        assert!(one_instruction(0x7ff0_0000));
        assert!(!one_instruction(0x1_0001));
    }
}
