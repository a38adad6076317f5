# f64 addition and subtraction, the fast path (cpu032II): a + b when both are
# normal and the sum is normal and needs at most one bit of normalisation;
# everything else (zeros and subnormals but a + 0, infinities, NaNs, overflow,
# a cancellation of more than one bit) jumps to {general}, the C routine, with
# the operands unchanged: a in registers ({a_hi}, {a_lo}), b on the stack
# ({b_hi}, {b_lo}); the sum goes to ({r_hi}, {r_lo}). The prologue before this
# code loads b's high word into $t0 (and for a - b flips its sign there).
#
# Let L be the operand of the larger magnitude, with exponent e, and y the
# other one's significand (leading 1 included) shifted right by d, the
# difference of their exponents, so that it lines up with L's; g is the word of
# bits shifted out (the first 32, the rest ORed into its bit 0). Then
# S = L's bits + y (or - y - (g != 0), with g negated, when the signs differ)
# is already the sum's bit pattern, but for rounding, when S has L's sign and
# exponent field. Rounding to nearest, ties to even, adds 1 when g > 2^31, or
# g = 2^31 and S is odd: when g > 2^31 - (S & 1). A carry from the rounding
# into the exponent field gives the right result, infinity included. When the
# exponent field of S moved, the sum has one bit more (a carry) or fewer
# (cancellation) than L: S is shifted by one, or the general path decides.
#
# The code for |b| > |a| mirrors the one for |a| >= |b|, without swapping a and
# b: the general path needs them where they were. Shared below, from `round`
# on: S in ($t9, $t1), g in $at, L's sign and exponent (L's high word >> 20)
# in $v1.
        ld    $t1, {b_lo}
        shl   $v0, {a_hi}, 1
        shl   $v1, $t0, 1
        sltu  $t9, $v0, $v1          # |a| < |b| (in the high words)
        bne   $t9, $zero, b_larger
        shr   $v0, $v0, 21           # (delay slot) ea
        shr   $v1, $v1, 21           # eb
        addiu $t9, $v0, -1
        sltiu $t9, $t9, 2046
        beq   $t9, $zero, general    # a is zero, subnormal, infinite or NaN
        subu  $v0, $v0, $v1          # (delay slot) d = ea - eb
        beq   $v1, $zero, b_tiny     # b is zero or subnormal
        sltiu $t9, $v0, 32           # (delay slot)
        xor   $v1, {a_hi}, $t0       # bit 31: the signs differ
        lui   $at, 0x8000
        shl   $t0, $t0, 11
        or    $t0, $t0, $at
        beq   $t9, $zero, a_far      # d >= 32
        shr   $t0, $t0, 11           # (delay slot) b's significand, high word
        subu  $t9, $zero, $v0
        addiu $t9, $t9, 32           # 32 - d
        shlv  $at, $t1, $t9          # g (0 for d = 0: a shift by 32 gives 0)
        shlv  $t9, $t0, $t9
        shrv  $t1, $t1, $v0
        or    $t1, $t1, $t9          # y, low word
        shrv  $t0, $t0, $v0          # and high word
a_join:                              # y in ($t0, $t1), g in $at
        slt   $v1, $v1, $zero
        bne   $v1, $zero, a_sub
        shr   $v1, {a_hi}, 20        # (delay slot) a's sign and exponent
        addu  $t1, {a_lo}, $t1
        sltu  $t9, $t1, {a_lo}
        addu  $t9, $t9, $t0
        addu  $t9, {a_hi}, $t9       # S = a + y
        shr   $v0, $t9, 20
        bne   $v0, $v1, carry
        andi  $t0, $t1, 1            # (delay slot) the last kept bit
round:                               # S in ($t9, $t1), g in $at, S & 1 in $t0
        lui   $v0, 0x8000
        subu  $t0, $v0, $t0
        sltu  $t0, $t0, $at          # 1 to round up
        addu  {r_lo}, $t1, $t0
        sltu  $t0, {r_lo}, $t0
        ret   $lr
        addu  {r_hi}, $t9, $t0       # (delay slot)

a_sub:                               # the signs differ: S = a - y - g / 2^32
        sltu  $t9, {a_lo}, $t1
        subu  $t1, {a_lo}, $t1
        addu  $t0, $t0, $t9
        subu  $t9, {a_hi}, $t0       # a - y
        sltu  $v0, $zero, $at
        subu  $at, $zero, $at        # g's borrow, and g negated
        sltu  $t0, $t1, $v0
        subu  $t1, $t1, $v0
        subu  $t9, $t9, $t0          # S
        shr   $v0, $t9, 20
        beq   $v0, $v1, round
        andi  $t0, $t1, 1            # (delay slot)
sub_norm:                            # S lost its leading 1: shift left by one,
        shl   $v1, $v1, 1            # when that makes it whole again (S's bit
        shr   $v0, $t9, 19           # 51 is set) and the exponent e - 1 is
        addiu $v0, $v0, 1            # still normal (e >= 2)
        bne   $v0, $v1, general
        andi  $v0, $v1, 0xffc        # (delay slot)
        beq   $v0, $zero, general
        shl   $v1, $v1, 19           # (delay slot) L's sign and exponent field
        shr   $v0, $t1, 31
        shl   $t9, $t9, 1
        or    $t9, $t9, $v0
        subu  $t9, $t9, $v1          # 2 S less L's sign and exponent field
        shr   $v0, $at, 31           # is the result's sign, exponent and
        shl   $t1, $t1, 1            # fraction (mod 2^64)
        or    $t1, $t1, $v0
        shl   $at, $at, 1
        beq   $zero, $zero, round
        andi  $t0, $t1, 1            # (delay slot)

carry:                               # S = (L's sign, exponent e - 1) + the
        addiu $v1, $v1, 1            # significands' sum Z, which reached 2^53;
        andi  $v0, $v1, 0x7ff        # the sum is (sign, e) + Z / 2, which is
        addiu $v0, $v0, -2047        # S / 2 + (sign, e + 1) / 2
        beq   $v0, $zero, general    # e = 2046: the sum overflows
        shl   $v1, $v1, 19           # (delay slot) (sign, e + 1) / 2, high word
        andi  $v0, $at, 1
        shr   $at, $at, 1
        or    $at, $at, $v0
        shl   $v0, $t1, 31
        or    $at, $at, $v0          # g: S's last bit above, sticky below
        shr   $t1, $t1, 1
        shl   $v0, $t9, 31
        or    $t1, $t1, $v0
        shr   $t9, $t9, 1
        addu  $t9, $t9, $v1
        beq   $zero, $zero, round
        andi  $t0, $t1, 1            # (delay slot)

a_far:                               # d >= 32: y has no high word
        sltiu $t9, $v0, 55
        beq   $t9, $zero, a_only     # d > 54: |b| is below a quarter of a's
        subu  $t9, $zero, $v0        # (delay slot) last place
        addiu $t9, $t9, 64           # 64 - d
        shlv  $at, $t1, $t9          # the bits below g:
        sltu  $at, $zero, $at        # sticky
        addiu $v0, $v0, -32
        shrv  $t1, $t1, $v0
        or    $at, $at, $t1
        shlv  $t1, $t0, $t9
        or    $at, $at, $t1          # g
        shrv  $t1, $t0, $v0          # y, low word
        beq   $zero, $zero, a_join
        addu  $t0, $zero, $zero      # (delay slot) and high word
b_tiny:                              # a normal, b zero or subnormal
        shl   $t9, $t0, 1
        or    $t9, $t9, $t1
        bne   $t9, $zero, general
        nop
a_only:                              # the sum is a
        addu  {r_hi}, {a_hi}, $zero
        ret   $lr
        addu  {r_lo}, {a_lo}, $zero  # (delay slot)

b_larger:                            # |b| > |a|: the same with a and b exchanged
        shr   $v1, $v1, 21           # eb (and $v0 = ea)
        addiu $t9, $v1, -1
        sltiu $t9, $t9, 2046
        beq   $t9, $zero, general    # b is infinite or NaN (not zero: |b| > |a|)
        subu  $v1, $v1, $v0          # (delay slot) d = eb - ea
        beq   $v0, $zero, a_tiny     # a is zero or subnormal
        sltiu $t9, $v1, 32           # (delay slot)
        beq   $t9, $zero, b_far
        lui   $at, 0x8000            # (delay slot)
        shl   $t9, {a_hi}, 11
        or    $t9, $t9, $at
        shr   $t9, $t9, 11           # a's significand, high word
        subu  $v0, $zero, $v1
        addiu $v0, $v0, 32           # 32 - d
        shlv  $at, {a_lo}, $v0       # g
        shlv  $v0, $t9, $v0
        shrv  $t9, $t9, $v1          # y, high word
        shrv  $v1, {a_lo}, $v1
        or    $v0, $v0, $v1          # and low word
b_join:                              # b in ($t0, $t1), y in ($t9, $v0), g in $at
        xor   $v1, {a_hi}, $t0
        slt   $v1, $v1, $zero
        bne   $v1, $zero, b_sub
        shr   $v1, $t0, 20           # (delay slot) b's sign and exponent
        addu  $t1, $t1, $v0
        sltu  $v0, $t1, $v0
        addu  $t9, $t9, $v0
        addu  $t9, $t0, $t9          # S = b + y
        shr   $v0, $t9, 20
        beq   $v0, $v1, round
        andi  $t0, $t1, 1            # (delay slot)
        jmp   carry
b_sub:                               # S = b - y - g / 2^32
        subu  $t0, $t0, $t9
        sltu  $t9, $t1, $v0
        subu  $t1, $t1, $v0
        subu  $t0, $t0, $t9          # b - y
        sltu  $v0, $zero, $at
        subu  $at, $zero, $at        # g's borrow, and g negated
        sltu  $t9, $t1, $v0
        subu  $t1, $t1, $v0
        subu  $t9, $t0, $t9          # S
        shr   $v0, $t9, 20
        beq   $v0, $v1, round
        andi  $t0, $t1, 1            # (delay slot)
        jmp   sub_norm

b_far:                               # d >= 32
        sltiu $t9, $v1, 55
        beq   $t9, $zero, b_only     # d > 54: the sum is b
        shl   $t9, {a_hi}, 11        # (delay slot)
        or    $t9, $t9, $at
        shr   $t9, $t9, 11           # a's significand, high word
        subu  $v0, $zero, $v1
        addiu $v0, $v0, 64           # 64 - d
        addiu $v1, $v1, -32
        shlv  $at, {a_lo}, $v0       # the bits below g:
        sltu  $at, $zero, $at        # sticky
        shlv  $v0, $t9, $v0
        or    $at, $at, $v0
        shrv  $v0, {a_lo}, $v1
        or    $at, $at, $v0          # g
        shrv  $v0, $t9, $v1          # y, low word
        beq   $zero, $zero, b_join
        addu  $t9, $zero, $zero      # (delay slot) and high word
a_tiny:                              # b normal, a zero or subnormal
        shl   $t9, {a_hi}, 1
        or    $t9, $t9, {a_lo}
        bne   $t9, $zero, general
        nop
b_only:                              # the sum is b
        addu  {r_hi}, $t0, $zero
        ret   $lr
        addu  {r_lo}, $t1, $zero     # (delay slot)
general:                             # a unchanged, b still on the stack
        jmp   {general}
