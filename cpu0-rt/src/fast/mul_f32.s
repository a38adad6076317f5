# f32 multiplication, the fast path (cpu032II): a * b when both are normal and
# so is the product; everything else (zeros, subnormals, infinities, NaNs,
# overflow, underflow) jumps to __cpu0_mul_f32_general, the C routine, with the
# operands unchanged.
#
# $a0 = a, $a1 = b, their IEEE bits; the product's bits in $v0.
__cpu0_mul_f32:
        shl   $t0, $a0, 1
        shr   $t0, $t0, 24           # ea
        shl   $t1, $a1, 1
        shr   $t1, $t1, 24           # eb
        addiu $v0, $t0, -1
        sltiu $v0, $v0, 254
        beq   $v0, $zero, general    # a is zero, subnormal, infinite or NaN
        addiu $v1, $t1, -1           # (delay slot)
        sltiu $v1, $v1, 254
        beq   $v1, $zero, general    # b is
        lui   $at, 0x8000            # (delay slot) the leading 1, and the sign bit
        shl   $v0, $a0, 8
        or    $v0, $v0, $at          # a's significand, leading 1 at bit 31
        shl   $v1, $a1, 8
        or    $v1, $v1, $at          # b's
        multu $v0, $v1               # the exact product, in [2^62, 2^64)
        mfhi  $t9
        mflo  $v1
        clz   $v0, $t9               # n, 0 or 1
        shlv  $t9, $t9, $v0          # the high word, leading 1 at bit 31
        addu  $t0, $t0, $t1
        addiu $t0, $t0, -127
        subu  $t0, $t0, $v0          # the product's exponent field, less 1
        sltiu $v0, $t0, 254
        beq   $v0, $zero, general    # overflow or underflow
        shr   $v0, $t9, 8            # (delay slot) the 24 bits kept
        andi  $t9, $t9, 0xff         # the 8 below,
        sltu  $v1, $zero, $v1
        or    $t9, $t9, $v1          # the low word folded in as sticky
        andi  $v1, $v0, 1
        addu  $t9, $t9, $v1
        addiu $t9, $t9, 0x7f
        shr   $t9, $t9, 8            # up: more than half, or half and odd
        addu  $v0, $v0, $t9          # a carry out raises the exponent
        shl   $t0, $t0, 23
        addu  $v0, $v0, $t0
        xor   $t1, $a0, $a1
        and   $t1, $t1, $at          # the sign
        ret   $lr
        addu  $v0, $v0, $t1          # (delay slot)
general:
        jmp   __cpu0_mul_f32_general
