# f32 addition, the fast path (cpu032II): a + b when both are normal and so is
# the sum; everything else (zeros, subnormals, infinities, NaNs, overflow, a
# subnormal or zero result of cancellation) jumps to __cpu0_add_f32_general,
# the C routine, with the operands unchanged (or swapped: a + b = b + a).
# The code for |b| > |a| mirrors the one for |a| >= |b| (a swap would cost five
# instructions on half the calls); the rarer paths below are shared, with
# $a0 the larger operand and $t9 its exponent.
#
# $a0 = a, $a1 = b, their IEEE bits; the sum's bits in $v0; $at = 0x80000000
# on entry (set by the one-instruction prologue of __cpu0_add_f32, or by
# __cpu0_sub_f32's, which also flips b's sign). Inside, a significand has its
# leading 1 at bit 30 and 7 bits below the last bit an f32 keeps, bit 0 sticky;
# `s0` is such a significand less its leading 1.
add_f32:
        shl   $t0, $a0, 1            # |a| << 1
        shl   $t1, $a1, 1            # |b| << 1
        sltu  $v0, $t0, $t1
        bne   $v0, $zero, b_larger
        shr   $t9, $t0, 24           # (delay slot) ea
        # |a| >= |b|, so ea >= eb
        shr   $v1, $t1, 24           # eb
        addiu $v0, $t9, -1
        sltiu $v0, $v0, 254
        beq   $v0, $zero, general    # a is zero, subnormal, infinite or NaN
        shl   $v0, $a1, 8            # (delay slot)
        beq   $v1, $zero, general    # b is zero or subnormal
        subu  $v1, $t9, $v1          # (delay slot) d = ea - eb
        or    $v0, $v0, $at
        shr   $v0, $v0, 1            # b's significand
        shrv  $t1, $v0, $v1          # aligned with a's (0 when d >= 32)
        shlv  $t0, $t1, $v1
        sltu  $t0, $t0, $v0          # bits were shifted out:
        or    $t1, $t1, $t0          # the sticky bit
        xor   $t0, $a0, $a1
        sra   $t0, $t0, 31           # all ones when the signs differ,
        xor   $t1, $t1, $t0
        subu  $t1, $t1, $t0          # and then b's significand is subtracted
        shl   $v0, $a0, 9
        shr   $v0, $v0, 2            # a's significand less its leading 1
        addu  $v0, $v0, $t1          # s0 of the exact sum (sticky aside)
        shr   $t0, $v0, 30
        bne   $t0, $zero, renormalise  # s >= 2^31 (a carry) or s < 2^30 (cancellation)
        shr   $t0, $v0, 7            # (delay slot)
        # The sum has a's exponent: it is a plus b's significand rounded at a's
        # last place (a's own bits below it are 0, so they round nothing).
        andi  $t0, $t0, 1            # the last kept bit: a tie goes to even
        addu  $t1, $t1, $t0
        addiu $t1, $t1, 0x3f
        sra   $t1, $t1, 7            # rounded (down for a negative part too)
        ret   $lr                    # a carry out of the fraction raises the
        addu  $v0, $a0, $t1          # (delay slot) exponent, up to infinity

b_larger:                            # |b| > |a|: the same with a and b exchanged
        shr   $v1, $t1, 24           # eb (and $t9 = ea)
        addiu $v0, $v1, -1
        sltiu $v0, $v0, 254
        beq   $v0, $zero, general
        shl   $v0, $a0, 8            # (delay slot)
        beq   $t9, $zero, general
        subu  $t9, $v1, $t9          # (delay slot) d = eb - ea
        or    $v0, $v0, $at
        shr   $v0, $v0, 1
        shrv  $t1, $v0, $t9
        shlv  $t0, $t1, $t9
        sltu  $t0, $t0, $v0
        or    $t1, $t1, $t0
        xor   $t0, $a0, $a1
        sra   $t0, $t0, 31
        xor   $t1, $t1, $t0
        subu  $t1, $t1, $t0
        shl   $v0, $a1, 9
        shr   $v0, $v0, 2
        addu  $v0, $v0, $t1
        shr   $t0, $v0, 30
        bne   $t0, $zero, b_renormalise
        shr   $t0, $v0, 7            # (delay slot)
        andi  $t0, $t0, 1
        addu  $t1, $t1, $t0
        addiu $t1, $t1, 0x3f
        sra   $t1, $t1, 7
        ret   $lr
        addu  $v0, $a1, $t1          # (delay slot)
b_renormalise:                       # swap, for the code below
        addu  $t9, $v1, $zero        # the larger exponent
        xor   $a0, $a0, $a1
        xor   $a1, $a1, $a0
        xor   $a0, $a0, $a1
renormalise:
        shr   $v1, $a0, 23
        slt   $t0, $v0, $zero
        bne   $t0, $zero, cancel
        shl   $v1, $v1, 23           # (delay slot) a's sign and exponent field
        addiu $t0, $t9, -254         # a carry: s in [2^31, 2^32)
        beq   $t0, $zero, general    # ea = 254: the sum overflows
        andi  $t0, $v0, 1            # (delay slot)
        shr   $v0, $v0, 1            # halve s, keeping the sticky bit,
        lui   $t1, 0x2000
        subu  $v0, $v0, $t1
        or    $v0, $v0, $t0
        lui   $t0, 0x80              # and raise the exponent
        addu  $v1, $v1, $t0
round:                               # $v0 = s0, $v1 = sign and exponent field
        shr   $t0, $v0, 7
        andi  $t0, $t0, 1            # the last kept bit: a tie goes to even
        addu  $v0, $v0, $t0
        addiu $v0, $v0, 0x3f
        shr   $v0, $v0, 7            # rounded; a carry out raises the exponent
        ret   $lr
        addu  $v0, $v1, $v0          # (delay slot)
cancel:                              # s < 2^30: only when the signs differ
        lui   $t0, 0x4000
        addu  $t1, $v0, $t0          # s
        beq   $t1, $zero, zero
        clz   $t0, $t1               # (delay slot)
        addiu $t0, $t0, -1           # n: the shift that brings the leading 1 to bit 30
        sltu  $v0, $t0, $t9
        beq   $v0, $zero, general    # n >= ea: the result is subnormal
        shlv  $t1, $t1, $t0          # (delay slot) exact: n > 1 only when d <= 1
        lui   $v0, 0x4000
        subu  $v0, $t1, $v0
        shl   $t0, $t0, 23
        subu  $v1, $v1, $t0          # the exponent, n lower
        jmp   round
zero:                                # x + -x is +0 when rounding to nearest
        ret   $lr
        addu  $v0, $zero, $zero      # (delay slot)
general:
        jmp   __cpu0_add_f32_general
