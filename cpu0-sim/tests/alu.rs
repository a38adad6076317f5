//! Arithmetic, logic, shifts, compares and HI/LO: one test (or more) per opcode.
//! Every expected value was worked out by hand from cpu0-isa.md.

mod common;

use common::*;
use cpu0_asm::IsaLevel;
use cpu0_sim::{Config, Reg, Trap};

#[test]
fn addiu_sign_extends() {
    let m = run("
        addiu $a0, $zero, -5
        addiu $a1, $a0, 0x7fff
        addiu $v0, $zero, -32768
        addiu $v1, $v0, -1
        .word 0x0970ffff          # addiu $t0, $zero, cx = 0xffff
    ");
    assert_eq!(m.reg(Reg::A0), 0xFFFF_FFFB);
    assert_eq!(m.reg(Reg::A1), 0x0000_7FFA); // -5 + 32767
    assert_eq!(m.reg(Reg::V0), 0xFFFF_8000);
    assert_eq!(m.reg(Reg::V1), 0xFFFF_7FFF);
    assert_eq!(m.reg(Reg::T0), 0xFFFF_FFFF);
}

#[test]
fn andi_ori_xori_zero_extend() {
    let m = run("
        addiu $a0, $zero, -1
        andi  $a1, $a0, 0xffff
        andi  $v0, $a0, 0x8000
        ori   $v1, $zero, 0x8001
        lui   $t0, 0xffff
        ori   $t0, $t0, 0x1234
        xori  $t1, $a0, 0xffff
        xori  $t9, $zero, 0x8000
        .word 0x0c94ffff          # andi $s0, $a0, cx = 0xffff
    ");
    assert_eq!(m.reg(Reg::A1), 0x0000_FFFF);
    assert_eq!(m.reg(Reg::V0), 0x0000_8000);
    assert_eq!(m.reg(Reg::V1), 0x0000_8001);
    assert_eq!(m.reg(Reg::T0), 0xFFFF_1234);
    assert_eq!(m.reg(Reg::T1), 0xFFFF_0000);
    assert_eq!(m.reg(Reg::T9), 0x0000_8000);
    assert_eq!(m.reg(Reg::S0), 0x0000_FFFF);
}

#[test]
fn lui_shifts_the_unsigned_immediate() {
    let m = run("
        addiu $a1, $zero, -1
        lui   $a0, 0xffff
        lui   $a1, 0x8001
        lui   $v0, 1
        lui   $v1, 0
    ");
    assert_eq!(m.reg(Reg::A0), 0xFFFF_0000);
    assert_eq!(m.reg(Reg::A1), 0x8001_0000); // the low half is cleared, not kept
    assert_eq!(m.reg(Reg::V0), 0x0001_0000);
    assert_eq!(m.reg(Reg::V1), 0);
}

#[test]
fn addu_subu_wrap() {
    let m = run("
        addiu $a0, $zero, -1
        addiu $a1, $zero, 2
        addu  $v0, $a0, $a1
        subu  $v1, $zero, $a1
        subu  $t0, $a1, $a0
        lui   $t1, 0x7fff
        ori   $t1, $t1, 0xffff
        addu  $t9, $t1, $a1       # 0x7fffffff + 2 wraps, no trap
    ");
    assert_eq!(m.reg(Reg::V0), 1);
    assert_eq!(m.reg(Reg::V1), 0xFFFF_FFFE);
    assert_eq!(m.reg(Reg::T0), 3);
    assert_eq!(m.reg(Reg::T9), 0x8000_0001);
    assert_eq!(m.sw(), 0x1C40); // addu never touches SW.V
}

#[test]
fn add_without_overflow_writes_and_clears_v() {
    let m = run("
        ori   $sw, $sw, 8         # set V beforehand
        addiu $a0, $zero, 5
        addiu $a1, $zero, -3
        add   $v0, $a0, $a1
        addu  $t0, $sw, $zero     # V after the add
        addiu $a0, $zero, -1
        addiu $a1, $zero, 1
        add   $v1, $a0, $a1
    ");
    assert_eq!(m.reg(Reg::V0), 2);
    assert_eq!(m.reg(Reg::T0), 0x1C40);
    assert_eq!(m.reg(Reg::V1), 0);
    assert_eq!(m.sw(), 0x1C40);
}

#[test]
fn add_overflow_traps_sets_v_and_keeps_the_destination() {
    // 0x7fffffff + 1
    let (m, t) = trap(
        "
        lui   $a0, 0x7fff
        ori   $a0, $a0, 0xffff
        addiu $a1, $zero, 1
        addiu $v0, $zero, 7
        add   $v0, $a0, $a1
    ",
    );
    assert_eq!(t, Trap::IntegerOverflow { pc: 0x10 });
    assert_eq!(m.reg(Reg::V0), 7);
    assert_eq!(m.sw(), 0x1C48);
    assert_eq!(m.epc(), 0x10);
    assert_eq!(m.pc(), 0x10);

    // 0x80000000 + (-1)
    let (m, t) = trap(
        "
        lui   $a0, 0x8000
        addiu $a1, $zero, -1
        add   $v0, $a0, $a1
    ",
    );
    assert_eq!(t, Trap::IntegerOverflow { pc: 8 });
    assert_eq!(m.reg(Reg::V0), 0);
    assert_eq!(m.sw(), 0x1C48);
}

#[test]
fn sub_overflow_rules() {
    // INT_MIN - 1
    let (m, t) = trap(
        "
        lui   $a0, 0x8000
        addiu $a1, $zero, 1
        sub   $v0, $a0, $a1
    ",
    );
    assert_eq!(t, Trap::IntegerOverflow { pc: 8 });
    assert_eq!(m.sw(), 0x1C48);
    // 0x7fffffff - (-1)
    let (_, t) = trap(
        "
        lui   $a0, 0x7fff
        ori   $a0, $a0, 0xffff
        addiu $a1, $zero, -1
        sub   $v0, $a0, $a1
    ",
    );
    assert_eq!(t, Trap::IntegerOverflow { pc: 12 });
    // 0 - INT_MIN
    let (_, t) = trap(
        "
        lui   $a1, 0x8000
        sub   $v0, $zero, $a1
    ",
    );
    assert_eq!(t, Trap::IntegerOverflow { pc: 4 });
    // -5 - 3 = -8, and -1 - INT_MAX = INT_MIN exactly: no overflow.
    let m = run("
        addiu $a0, $zero, -5
        addiu $a1, $zero, 3
        sub   $v0, $a0, $a1
        lui   $t0, 0x7fff
        ori   $t0, $t0, 0xffff
        addiu $t1, $zero, -1
        sub   $v1, $t1, $t0
    ");
    assert_eq!(m.reg(Reg::V0), 0xFFFF_FFF8);
    assert_eq!(m.reg(Reg::V1), 0x8000_0000);
    assert_eq!(m.sw(), 0x1C40);
}

#[test]
fn clz_and_clo() {
    let m = run("
        clz   $a0, $zero
        addiu $t0, $zero, 1
        clz   $a1, $t0
        lui   $t1, 0x8000
        clz   $v0, $t1
        lui   $t9, 1
        clz   $v1, $t9
        addiu $s1, $zero, -1
        clo   $s0, $s1
        clo   $gp, $zero
        lui   $t0, 0xf000
        clo   $fp, $t0
        lui   $t1, 0xffff
        clo   $t1, $t1
        lui   $t9, 0x7fff
        clo   $t9, $t9
    ");
    assert_eq!(m.reg(Reg::A0), 32);
    assert_eq!(m.reg(Reg::A1), 31);
    assert_eq!(m.reg(Reg::V0), 0);
    assert_eq!(m.reg(Reg::V1), 15);
    assert_eq!(m.reg(Reg::S0), 32);
    assert_eq!(m.reg(Reg::GP), 0);
    assert_eq!(m.reg(Reg::FP), 4);
    assert_eq!(m.reg(Reg::T1), 16);
    assert_eq!(m.reg(Reg::T9), 0);
}

#[test]
fn mul_keeps_the_low_word() {
    let m = run("
        lui   $a0, 1
        ori   $a0, $a0, 1         # 0x10001
        mul   $v0, $a0, $a0       # 0x1_0002_0001
        addiu $a1, $zero, -3
        addiu $t0, $zero, 7
        mul   $v1, $a1, $t0
    ");
    assert_eq!(m.reg(Reg::V0), 0x0002_0001);
    assert_eq!(m.reg(Reg::V1), 0xFFFF_FFEB); // -21
}

#[test]
fn and_or_xor_nor() {
    let m = run("
        lui   $a0, 0xff00
        ori   $a0, $a0, 0xff00
        lui   $a1, 0x0ff0
        ori   $a1, $a1, 0x0ff0
        and   $v0, $a0, $a1
        or    $v1, $a0, $a1
        xor   $t0, $a0, $a1
        nor   $t1, $a0, $a1
        nor   $t9, $zero, $zero
    ");
    assert_eq!(m.reg(Reg::V0), 0x0F00_0F00);
    assert_eq!(m.reg(Reg::V1), 0xFFF0_FFF0);
    assert_eq!(m.reg(Reg::T0), 0xF0F0_F0F0);
    assert_eq!(m.reg(Reg::T1), 0x000F_000F);
    assert_eq!(m.reg(Reg::T9), 0xFFFF_FFFF);
}

#[test]
fn immediate_shifts_and_rotates() {
    let m = run("
        lui   $a0, 0x8000
        ori   $a0, $a0, 1          # 0x80000001
        rol   $v0, $a0, 1
        ror   $v1, $a0, 1
        rol   $t0, $a0, 0
        ror   $t1, $a0, 31
        shl   $t9, $a0, 1
        shl   $s0, $a0, 31
        shr   $s1, $a0, 1
        shr   $gp, $a0, 31
        sra   $fp, $a0, 1
        sra   $a1, $a0, 31
    ");
    assert_eq!(m.reg(Reg::V0), 0x0000_0003);
    assert_eq!(m.reg(Reg::V1), 0xC000_0000);
    assert_eq!(m.reg(Reg::T0), 0x8000_0001);
    assert_eq!(m.reg(Reg::T1), 0x0000_0003);
    assert_eq!(m.reg(Reg::T9), 0x0000_0002);
    assert_eq!(m.reg(Reg::S0), 0x8000_0000);
    assert_eq!(m.reg(Reg::S1), 0x4000_0000);
    assert_eq!(m.reg(Reg::GP), 1);
    assert_eq!(m.reg(Reg::FP), 0xC000_0000);
    assert_eq!(m.reg(Reg::A1), 0xFFFF_FFFF);
}

#[test]
fn immediate_shift_amount_is_cx_bits_4_to_0() {
    let m = run("
        addiu $a0, $zero, 3
        .word 0x1e5403e1          # shl $a1, $a0, cx = 0x3e1: amount 1
        .word 0x202403e0          # sra $v0, $a0, cx = 0x3e0: amount 0
        lui   $t0, 0x4000
        sra   $v1, $t0, 30
        shl   $t1, $t0, 0
        shr   $t9, $t0, 0
        ror   $s0, $t0, 0
    ");
    assert_eq!(m.reg(Reg::A1), 6);
    assert_eq!(m.reg(Reg::V0), 3);
    assert_eq!(m.reg(Reg::V1), 1);
    assert_eq!(m.reg(Reg::T1), 0x4000_0000);
    assert_eq!(m.reg(Reg::T9), 0x4000_0000);
    assert_eq!(m.reg(Reg::S0), 0x4000_0000);
}

/// `$a0` = 0x80000011 and `$a1` = the amount, then `op $v0, $a0, $a1`.
fn by_register(op: &str, amount: i32) -> u32 {
    let m = run(&format!(
        "
        lui   $a0, 0x8000
        ori   $a0, $a0, 0x11
        lui   $a1, %hi({amount})
        ori   $a1, $a1, %lo({amount})
        {op}  $v0, $a0, $a1
    "
    ));
    m.reg(Reg::V0)
}

#[test]
fn shlv_uses_the_whole_register() {
    assert_eq!(by_register("shlv", 0), 0x8000_0011);
    assert_eq!(by_register("shlv", 4), 0x0000_0110);
    assert_eq!(by_register("shlv", 31), 0x8000_0000);
    assert_eq!(by_register("shlv", 32), 0);
    assert_eq!(by_register("shlv", 33), 0);
    assert_eq!(by_register("shlv", -1), 0);
}

#[test]
fn shrv_uses_the_whole_register() {
    assert_eq!(by_register("shrv", 0), 0x8000_0011);
    assert_eq!(by_register("shrv", 4), 0x0800_0001);
    assert_eq!(by_register("shrv", 31), 1);
    assert_eq!(by_register("shrv", 32), 0);
    assert_eq!(by_register("shrv", 33), 0);
    assert_eq!(by_register("shrv", -1), 0);
}

#[test]
fn srav_uses_the_whole_register() {
    assert_eq!(by_register("srav", 0), 0x8000_0011);
    assert_eq!(by_register("srav", 4), 0xF800_0001);
    assert_eq!(by_register("srav", 31), 0xFFFF_FFFF);
    assert_eq!(by_register("srav", 32), 0xFFFF_FFFF);
    assert_eq!(by_register("srav", 33), 0xFFFF_FFFF);
    // A positive value shifted by 32 or more is 0.
    let m = run("
        lui   $a0, 0x4000
        addiu $a1, $zero, 32
        srav  $v0, $a0, $a1
        addiu $a1, $zero, 30
        srav  $v1, $a0, $a1
        addiu $a1, $zero, -1
        srav  $t0, $a0, $a1
    ");
    assert_eq!(m.reg(Reg::V0), 0);
    assert_eq!(m.reg(Reg::V1), 1);
    assert_eq!(m.reg(Reg::T0), 0);
}

#[test]
fn rolv_and_rorv() {
    assert_eq!(by_register("rolv", 0), 0x8000_0011);
    assert_eq!(by_register("rolv", 1), 0x0000_0023);
    assert_eq!(by_register("rolv", 4), 0x0000_0118);
    assert_eq!(by_register("rolv", 32), 0x8000_0011);
    assert_eq!(by_register("rorv", 0), 0x8000_0011);
    assert_eq!(by_register("rorv", 1), 0xC000_0008);
    assert_eq!(by_register("rorv", 4), 0x1800_0001);
    assert_eq!(by_register("rorv", 32), 0x8000_0011);
    // Project rule above 32: the amount mod 32.
    assert_eq!(by_register("rolv", 33), 0x0000_0023);
    assert_eq!(by_register("rorv", 33), 0xC000_0008);
}

#[test]
fn rotate_above_32_traps_in_strict_mode() {
    for op in ["rolv", "rorv"] {
        let body = format!(
            "
            addiu $a0, $zero, 5
            addiu $a1, $zero, 33
            {op}  $v0, $a0, $a1
        "
        );
        let (m, t) = trap_with(&body, strict());
        assert_eq!(
            t,
            Trap::Strict {
                pc: 8,
                what: "rotate amount above 32"
            }
        );
        assert_eq!(m.reg(Reg::V0), 0);
        // 32 is defined: no trap.
        let ok = format!(
            "
            addiu $a0, $zero, 5
            addiu $a1, $zero, 32
            {op}  $v0, $a0, $a1
        "
        );
        assert_eq!(run_with(&ok, strict()).reg(Reg::V0), 5);
    }
}

#[test]
fn slti_is_signed() {
    let m = run("
        addiu $a0, $zero, -5
        slti  $v0, $a0, -4
        slti  $v1, $a0, -5
        slti  $a1, $zero, -1
        slti  $t0, $a0, 0x7fff
        addiu $t1, $zero, 9
        slti  $t1, $t1, 10
    ");
    assert_eq!(m.reg(Reg::V0), 1);
    assert_eq!(m.reg(Reg::V1), 0);
    assert_eq!(m.reg(Reg::A1), 0);
    assert_eq!(m.reg(Reg::T0), 1);
    assert_eq!(m.reg(Reg::T1), 1);
}

#[test]
fn sltiu_zero_extends() {
    let m = run("
        addiu $a0, $zero, -5
        sltiu $v0, $a0, 0x7fff    # 0xfffffffb <u 0x7fff: no
        sltiu $v1, $zero, 0x7fff
        addiu $a1, $zero, 0x7ffe
        sltiu $t0, $a1, 0x7fff
        addiu $a1, $zero, 0x7fff
        sltiu $t1, $a1, 0x7fff
        lui   $s0, 1
        sltiu $t9, $s0, 0xffff    # zero-extended: 0x10000 <u 0xffff is false
        sltiu $s1, $zero, 0x8000
    ");
    assert_eq!(m.reg(Reg::V0), 0);
    assert_eq!(m.reg(Reg::V1), 1);
    assert_eq!(m.reg(Reg::T0), 1);
    assert_eq!(m.reg(Reg::T1), 0);
    assert_eq!(m.reg(Reg::T9), 0);
    assert_eq!(m.reg(Reg::S1), 1);
}

#[test]
fn sltiu_above_0x7fff_traps_in_strict_mode() {
    let m = run_with("sltiu $v0, $zero, 0x7fff", strict());
    assert_eq!(m.reg(Reg::V0), 1);
    let (_, t) = trap_with("nop\n sltiu $v0, $zero, 0x8000", strict());
    assert_eq!(
        t,
        Trap::Strict {
            pc: 4,
            what: "sltiu immediate above 0x7fff"
        }
    );
}

#[test]
fn slt_and_sltu() {
    let m = run("
        addiu $a0, $zero, -1
        addiu $a1, $zero, 1
        slt   $v0, $a0, $a1
        sltu  $v1, $a0, $a1
        slt   $t0, $a1, $a0
        sltu  $t1, $a1, $a0
        slt   $t9, $a0, $a0
        sltu  $s0, $a1, $a1
    ");
    assert_eq!(m.reg(Reg::V0), 1);
    assert_eq!(m.reg(Reg::V1), 0);
    assert_eq!(m.reg(Reg::T0), 0);
    assert_eq!(m.reg(Reg::T1), 1);
    assert_eq!(m.reg(Reg::T9), 0);
    assert_eq!(m.reg(Reg::S0), 0);
}

#[test]
fn cmp_sets_only_n_and_z() {
    // C and V (bits 2, 3) are set beforehand and must survive.
    let m = run("
        ori   $sw, $sw, 0xc
        addiu $a0, $zero, -1
        addiu $a1, $zero, 1
        cmp   $sw, $a0, $a0
        addu  $v0, $sw, $zero     # equal
        cmp   $sw, $a0, $a1
        addu  $v1, $sw, $zero     # less (signed)
        cmp   $sw, $a1, $a0
        addu  $t0, $sw, $zero     # greater (signed)
        ori   $sw, $sw, 3         # N and Z set: cmp must clear them
        cmp   $sw, $a1, $zero
        addu  $t1, $sw, $zero
    ");
    assert_eq!(m.reg(Reg::V0), 0x1C4E);
    assert_eq!(m.reg(Reg::V1), 0x1C4D);
    assert_eq!(m.reg(Reg::T0), 0x1C4C);
    assert_eq!(m.reg(Reg::T1), 0x1C4C);
}

#[test]
fn cmpu_compares_unsigned() {
    let m = run("
        ori   $sw, $sw, 0xc
        addiu $a0, $zero, -1
        addiu $a1, $zero, 1
        cmpu  $sw, $a1, $a1
        addu  $v0, $sw, $zero     # equal
        cmpu  $sw, $a1, $a0
        addu  $v1, $sw, $zero     # 1 <u 0xffffffff: less
        cmpu  $sw, $a0, $a1
        addu  $t0, $sw, $zero     # greater
    ");
    assert_eq!(m.reg(Reg::V0), 0x1C4E);
    assert_eq!(m.reg(Reg::V1), 0x1C4D);
    assert_eq!(m.reg(Reg::T0), 0x1C4C);
}

#[test]
fn mult_and_multu_give_64_bit_products() {
    let m = run("
        addiu $a0, $zero, -2
        addiu $a1, $zero, 3
        mult  $a0, $a1
        mfhi  $v0
        mflo  $v1
        multu $a0, $a1
        mfhi  $t0
        mflo  $t1
        addiu $a1, $zero, -3
        mult  $a0, $a1
        mfhi  $t9
        mflo  $s0
    ");
    assert_eq!((m.reg(Reg::V0), m.reg(Reg::V1)), (0xFFFF_FFFF, 0xFFFF_FFFA)); // -6
    assert_eq!((m.reg(Reg::T0), m.reg(Reg::T1)), (2, 0xFFFF_FFFA)); // 0x2_ffff_fffa
    assert_eq!((m.reg(Reg::T9), m.reg(Reg::S0)), (0, 6));

    let m = run("
        addiu $a0, $zero, -1
        multu $a0, $a0
        lui   $a1, 0x8000
        mfhi  $v0
        mflo  $v1
        mult  $a1, $a1           # INT_MIN squared = 2^62
    ");
    assert_eq!((m.reg(Reg::V0), m.reg(Reg::V1)), (0xFFFF_FFFE, 1));
    assert_eq!((m.hi(), m.lo()), (0x4000_0000, 0));
}

#[test]
fn div_truncates_toward_zero() {
    let case = |x: i32, y: i32| {
        let m = run(&format!(
            "
            lui   $a0, %hi({x})
            ori   $a0, $a0, %lo({x})
            lui   $a1, %hi({y})
            ori   $a1, $a1, %lo({y})
            div   $a0, $a1
        "
        ));
        (m.lo(), m.hi())
    };
    assert_eq!(case(7, 2), (3, 1));
    assert_eq!(case(7, -2), (0xFFFF_FFFD, 1)); // -3 rem 1
    assert_eq!(case(-7, 2), (0xFFFF_FFFD, 0xFFFF_FFFF)); // -3 rem -1
    assert_eq!(case(-7, -2), (3, 0xFFFF_FFFF)); // 3 rem -1
    assert_eq!(case(5, 0), (0xFFFF_FFFF, 5));
    assert_eq!(case(i32::MIN, -1), (0x8000_0000, 0));
    assert_eq!(case(i32::MIN, 1), (0x8000_0000, 0));
}

#[test]
fn divu_is_unsigned() {
    let m = run("
        addiu $a0, $zero, -7
        addiu $a1, $zero, 2
        divu  $a0, $a1
        mflo  $v0
        mfhi  $v1
        divu  $a0, $zero
        mflo  $t0
        mfhi  $t1
        lui   $s0, 0x8000
        addiu $s1, $zero, -1
        divu  $s0, $s1
    ");
    assert_eq!((m.reg(Reg::V0), m.reg(Reg::V1)), (0x7FFF_FFFC, 1));
    assert_eq!((m.reg(Reg::T0), m.reg(Reg::T1)), (0xFFFF_FFFF, 0xFFFF_FFF9));
    assert_eq!((m.lo(), m.hi()), (0, 0x8000_0000));
}

#[test]
fn undefined_divisions_trap_in_strict_mode() {
    let (m, t) = trap_with("addiu $a0, $zero, 5\n div $a0, $zero", strict());
    assert_eq!(
        t,
        Trap::Strict {
            pc: 4,
            what: "division by zero"
        }
    );
    assert_eq!((m.lo(), m.hi()), (0, 0)); // untouched
    assert_eq!(m.epc(), 4);
    let (_, t) = trap_with("addiu $a0, $zero, 5\n divu $a0, $zero", strict());
    assert_eq!(
        t,
        Trap::Strict {
            pc: 4,
            what: "division by zero"
        }
    );
    let (_, t) = trap_with(
        "lui $a0, 0x8000\n addiu $a1, $zero, -1\n div $a0, $a1",
        strict(),
    );
    assert_eq!(
        t,
        Trap::Strict {
            pc: 8,
            what: "signed division overflow (INT_MIN / -1)"
        }
    );
    // Defined divisions are unaffected.
    let m = run_with(
        "addiu $a0, $zero, -7\n addiu $a1, $zero, 2\n div $a0, $a1",
        strict(),
    );
    assert_eq!((m.lo(), m.hi()), (0xFFFF_FFFD, 0xFFFF_FFFF));
}

#[test]
fn mfhi_mflo_mthi_mtlo() {
    let m = run("
        addiu $a0, $zero, 0x123
        addiu $a1, $zero, -2
        mthi  $a0
        mtlo  $a1
        mfhi  $v0
        mflo  $v1
    ");
    assert_eq!(m.hi(), 0x123);
    assert_eq!(m.lo(), 0xFFFF_FFFE);
    assert_eq!(m.reg(Reg::V0), 0x123);
    assert_eq!(m.reg(Reg::V1), 0xFFFF_FFFE);
}

#[test]
fn movz_movn_with_has_cmov() {
    let cmov = Config {
        has_cmov: true,
        ..config()
    };
    let m = run_with(
        "
        addiu $a0, $zero, 11
        addiu $a1, $zero, 1
        addiu $v0, $zero, 5
        addiu $v1, $zero, 5
        addiu $t0, $zero, 5
        addiu $t1, $zero, 5
        movz  $v0, $a0, $zero     # condition 0: moves
        movz  $v1, $a0, $a1       # condition 1: stays
        movn  $t0, $a0, $a1       # condition 1: moves
        movn  $t1, $a0, $zero     # condition 0: stays
    ",
        cmov,
    );
    assert_eq!(m.reg(Reg::V0), 11);
    assert_eq!(m.reg(Reg::V1), 5);
    assert_eq!(m.reg(Reg::T0), 11);
    assert_eq!(m.reg(Reg::T1), 5);
}

#[test]
fn movz_movn_without_has_cmov_are_illegal() {
    // movz $v0, $a0, $zero = 0x0a 2 4 0 000; movn $t0, $a0, $a1 = 0x0b 7 4 5 000
    let (m, t) = trap("nop\n movz $v0, $a0, $zero");
    assert_eq!(
        t,
        Trap::IllegalInstruction {
            pc: 4,
            word: 0x0A24_0000,
            code: None
        }
    );
    assert_eq!(m.epc(), 4);
    let (_, t) = trap("movn $t0, $a0, $a1");
    assert_eq!(
        t,
        Trap::IllegalInstruction {
            pc: 0,
            word: 0x0B74_5000,
            code: None
        }
    );
}

#[test]
fn cpu032i_rejects_the_cpu032ii_instructions() {
    let level_i = Config {
        isa: IsaLevel::Cpu032I,
        ..config()
    };
    // (source, encoded word)
    let cases = [
        ("slt $v0, $a0, $a1", 0x2824_5000),
        ("sltu $v0, $a0, $a1", 0x2924_5000),
        ("slti $v0, $a0, 1", 0x2624_0001),
        ("sltiu $v0, $a0, 1", 0x2724_0001),
        ("beq $a0, $a1, 8", 0x3745_0008),
        ("bne $a0, $a1, 8", 0x3845_0008),
    ];
    for (src, word) in cases {
        let (_, t) = trap_with(&format!("nop\n {src}"), level_i.clone());
        assert_eq!(
            t,
            Trap::IllegalInstruction {
                pc: 4,
                word,
                code: None
            },
            "{src}"
        );
    }
    // The cpu032I way of comparing still works.
    let m = run_with(
        "
        addiu $a0, $zero, 1
        cmp   $sw, $a0, $zero
        jgt   $sw, 8
        nop
        addiu $v0, $zero, 1       # skipped
        addiu $v1, $zero, 2
    ",
        level_i,
    );
    assert_eq!((m.reg(Reg::V0), m.reg(Reg::V1)), (0, 2));
}

#[test]
fn writes_to_zero_are_ignored() {
    let cmov = Config {
        has_cmov: true,
        ..config()
    };
    let m = run_with(
        "
        addiu $t0, $zero, 0x100
        addiu $t1, $zero, -1
        st    $t1, 0($t0)
        addiu $zero, $zero, 5
        lui   $zero, 0x1234
        ld    $zero, 0($t0)
        lb    $zero, 0($t0)
        lhu   $zero, 0($t0)
        addu  $zero, $t1, $t1
        ori   $zero, $t1, 1
        slt   $zero, $t1, $t0
        sltiu $zero, $zero, 1
        clo   $zero, $t1
        mthi  $t1
        mfhi  $zero
        movn  $zero, $t1, $t1
        mfc0  $zero, $pc
        addu  $v0, $zero, $zero
        addiu $v1, $zero, 0
    ",
        cmov,
    );
    assert_eq!(m.reg(Reg::ZERO), 0);
    assert_eq!(m.reg(Reg::V0), 0);
    assert_eq!(m.reg(Reg::V1), 0);
}

#[test]
fn nop_changes_nothing_but_the_pc() {
    let mut m = load("nop\n nop\n", config());
    let before = m.regs();
    assert_eq!(m.step(), Ok(None));
    assert_eq!(m.pc(), 4);
    assert_eq!(m.regs(), before);
}
