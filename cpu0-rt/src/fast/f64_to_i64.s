# f64 to i64, truncating toward zero (cpu032II), for |x| < 2^63; the rest (NaN,
# infinities, out of range, -2^63 itself) jumps to {general}, the CLIF routine
# that traps or saturates as its name says, with the operand unchanged.
# {a_hi}/{a_lo} are the argument's words, {r_hi}/{r_lo} the result's.
        shl   $t0, {a_hi}, 1
        shr   $t0, $t0, 21           # e
        addiu $t1, $t0, -1023        # k: |x| in [2^k, 2^(k+1))
        sltiu $t9, $t1, 63
        beq   $t9, $zero, outside
        sra   $at, {a_hi}, 31        # (delay slot) all ones for a negative x
        shl   $t9, {a_hi}, 11
        shr   $t0, {a_lo}, 21
        or    $t9, $t9, $t0
        lui   $t0, 0x8000
        or    $t9, $t9, $t0          # H: the significand's high word, leading 1 at bit 31
        sltiu $t0, $t1, 32
        beq   $t0, $zero, wide
        xori  $t1, $t1, 31           # (delay slot) 31 - k for k < 32
        shrv  $t9, $t9, $t1          # |x| truncated, below 2^32
        xor   $t9, $t9, $at          # negated when x is negative:
        subu  {r_lo}, $t9, $at       # (w ^ m) - m
        ret   $lr
        addu  {r_hi}, $at, $zero     # (delay slot) |x| >= 1, so all ones then
wide:                                # 2^32 <= |x| < 2^63
        andi  $t1, $t1, 31           # s = 63 - k, in 1..31: |x| is (H, L) >> s
        shl   $t0, {a_lo}, 11        # L
        shrv  $t0, $t0, $t1
        xori  $v0, $t1, 31
        shl   $v1, $t9, 1
        shlv  $v1, $v1, $v0          # H << (32 - s)
        or    $t0, $t0, $v1          # the low word
        shrv  $t9, $t9, $t1          # the high word
        xor   $t0, $t0, $at          # negated when x is negative, on 64 bits
        xor   $t9, $t9, $at
        sltu  $t1, $t0, $at          # the borrow out of the low word
        subu  {r_lo}, $t0, $at
        subu  $t9, $t9, $at
        ret   $lr
        subu  {r_hi}, $t9, $t1       # (delay slot)
outside:                             # k < 0: |x| < 1 truncates to 0
        slt   $t9, $t1, $zero
        beq   $t9, $zero, general
        addu  {r_lo}, $zero, $zero   # (delay slot)
        ret   $lr
        addu  {r_hi}, $zero, $zero   # (delay slot)
general:
        jmp   {general}
