# f64 multiplication, the fast path (cpu032II): a * b when both are normal and
# the product's exponent is safely inside the normal range; everything else
# jumps to __cpu0_mul_f64_general, the C routine, with the operands unchanged.
#
# a is in registers ({a_hi}, {a_lo}), b on the stack ({b_hi}, {b_lo}), the
# product goes to ({r_hi}, {r_lo}): the runtime names a pair's words by the
# target's byte order. Significands have their leading 1 at bit 31 of the high
# word: (a1, a0) and (b1, b0); their 128-bit product is (w3, w2, w1, w0).
__cpu0_mul_f64:
        ld    $t0, {b_hi}
        ld    $t1, {b_lo}
        shl   $v0, {a_hi}, 1
        shr   $v0, $v0, 21           # ea
        shl   $v1, $t0, 1
        shr   $v1, $v1, 21           # eb
        addiu $t9, $v0, -1
        sltiu $t9, $t9, 2046
        beq   $t9, $zero, general    # a is zero, subnormal, infinite or NaN
        addiu $t9, $v1, -1           # (delay slot)
        sltiu $t9, $t9, 2046
        beq   $t9, $zero, general    # b is
        addu  $v0, $v0, $v1          # (delay slot) ea + eb
        addiu $v1, $v0, -1024        # the product's exponent field, less 1, is
        sltiu $v1, $v1, 2045         # ea + eb - 1023 or ea + eb - 1024: both in
        beq   $v1, $zero, general    # 0..2044, or the general path decides
        lui   $at, 0x8000            # (delay slot) the leading 1, the sign bit
        addiu $v0, $v0, -1023
        shl   $v0, $v0, 20
        xor   $v1, {a_hi}, $t0
        and   $v1, $v1, $at
        addu  $v0, $v0, $v1          # sign and exponent field, if w3 >= 2^31
        shl   $t9, {a_hi}, 11
        shr   $v1, {a_lo}, 21
        or    $t9, $t9, $v1
        or    {a_hi}, $t9, $at       # a1
        shl   {a_lo}, {a_lo}, 11     # a0
        shl   $t9, $t0, 11
        shr   $v1, $t1, 21
        or    $t9, $t9, $v1
        or    $t0, $t9, $at          # b1
        shl   $t1, $t1, 11           # b0
        multu {a_lo}, $t1            # a0 b0
        mflo  $at                    # w0: only its being 0 matters
        mfhi  $t9
        multu {a_lo}, $t0            # a0 b1
        mflo  $v1
        addu  $t9, $t9, $v1
        sltu  $v1, $t9, $v1
        mfhi  {a_lo}
        addu  {a_lo}, {a_lo}, $v1    # (no overflow: a high word is < 2^32 - 1)
        multu {a_hi}, $t1            # a1 b0
        mflo  $v1
        addu  $t9, $t9, $v1          # w1: only its being 0 matters too
        sltu  $v1, $t9, $v1
        or    $at, $at, $t9
        mfhi  $t1
        addu  $t1, $t1, $v1
        addu  {a_lo}, {a_lo}, $t1
        sltu  $t1, {a_lo}, $t1       # carries into w3
        multu {a_hi}, $t0            # a1 b1
        mflo  $v1
        addu  {a_lo}, {a_lo}, $v1    # w2
        sltu  $v1, {a_lo}, $v1
        addu  $t1, $t1, $v1
        mfhi  $t9
        addu  $t9, $t9, $t1          # w3
        sltu  $at, $zero, $at        # sticky: w1 or w0 not 0
        slt   $v1, $t9, $zero
        bne   $v1, $zero, normal     # w3 >= 2^31: the product is in [2, 4)
        shr   {a_hi}, $t9, 11        # (delay slot)
        shl   $t9, $t9, 1            # in [1, 2): one bit left, one exponent less
        shr   $v1, {a_lo}, 31
        or    $t9, $t9, $v1
        shl   {a_lo}, {a_lo}, 1
        lui   $v1, 0x10
        subu  $v0, $v0, $v1
        shr   {a_hi}, $t9, 11
normal:                              # the 53 bits kept: ({a_hi}, $t0)
        shl   $t0, $t9, 21
        shr   $v1, {a_lo}, 11
        or    $t0, $t0, $v1
        andi  {a_lo}, {a_lo}, 0x7ff  # the 11 bits below, and sticky
        or    {a_lo}, {a_lo}, $at
        andi  $v1, $t0, 1
        addu  {a_lo}, {a_lo}, $v1
        addiu {a_lo}, {a_lo}, 0x3ff
        shr   {a_lo}, {a_lo}, 11     # up by more than half, or half and odd
        addu  $t0, $t0, {a_lo}
        sltu  {a_lo}, $t0, {a_lo}
        addu  {a_hi}, {a_hi}, {a_lo} # (a carry raises the exponent)
        addu  {r_hi}, $v0, {a_hi}    # the leading 1 adds 1 to the field
        ret   $lr
        addu  {r_lo}, $t0, $zero     # (delay slot)
general:                             # a unchanged, b still on the stack
        jmp   __cpu0_mul_f64_general
