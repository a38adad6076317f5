# f64 comparison (cpu032II): the mask of how a relates to b, 1 less, 2 equal,
# 4 greater, 8 unordered (a NaN), as the backend's fcmp_from_mask reads it.
# {a_hi}/{a_lo} are a's words, {b_hi}/{b_lo} b's (on the stack). Not NaNs, the
# words compare like the values (high words as signed integers, equal high
# words by their low words, unsigned) when a sign is clear, reversed when both
# are set; -0 and +0 are equal. Infinities and NaNs (an exponent of all ones)
# take a side path that tells them apart.
__cpu0_cmp_f64:
        ld    $t9, {b_hi}
        lui   $at, 0xffe0            # infinity's high word << 1
        shl   $t0, {a_hi}, 1
        shl   $t1, $t9, 1
        sltu  $v0, $t0, $at          # a is finite
        sltu  $v1, $t1, $at          # b is finite
        and   $v0, $v0, $v1
        beq   $v0, $zero, nonfinite
        ld    $v1, {b_lo}            # (delay slot)
ordered:                             # no NaN; b is $t9:$v1
        bne   {a_hi}, $t9, high
        and   $at, {a_hi}, $t9       # (delay slot) its sign: both negative
        beq   {a_lo}, $v1, equal
        sltu  $v0, {a_lo}, $v1       # (delay slot) same sign: the low words decide
order:                               # $v0 = a < b as integers
        shr   $at, $at, 31
        bne   $v0, $at, less         # reversed if both negative
        addiu $v0, $zero, 1          # (delay slot)
        ret   $lr
        addiu $v0, $zero, 4          # (delay slot) greater
less:
        ret   $lr
        nop
high:                                # the high words differ
        or    $t0, $t0, $t1          # 0 when they are +0's and -0's:
        bne   $t0, $zero, order
        slt   $v0, {a_hi}, $t9       # (delay slot)
        or    $t0, {a_lo}, $v1       # then zeros are equal, the rest ordered
        bne   $t0, $zero, order
        nop
equal:
        ret   $lr
        addiu $v0, $zero, 2          # (delay slot)
nonfinite:                           # a or b is an infinity or a NaN
        sltu  $v0, $zero, {a_lo}     # NaN: (hi << 1 | lo != 0) > infinity's
        or    $v0, $v0, $t0
        sltu  $v0, $at, $v0
        bne   $v0, $zero, unordered
        sltu  $v0, $zero, $v1        # (delay slot)
        or    $v0, $v0, $t1
        sltu  $v0, $at, $v0
        beq   $v0, $zero, ordered    # infinities order like the rest
        nop
unordered:
        ret   $lr
        addiu $v0, $zero, 8          # (delay slot)
