# u64 (or the magnitude of an i64) to f64, rounded to nearest, ties to even
# (cpu032II). {a_hi}/{a_lo} are the argument's words, {r_hi}/{r_lo} the
# result's. On entry $t9 holds the result's sign and the exponent field it
# would have if the leading 1 were at bit 63.
convert:
        beq   {a_hi}, $zero, small
        clz   $t0, {a_hi}            # (delay slot) n
        shlv  $t1, {a_hi}, $t0       # the value shifted left by n: ($t1, a_lo)
        shr   $at, {a_lo}, 1
        xori  {a_hi}, $t0, 31
        shrv  $at, $at, {a_hi}       # a_lo >> (32 - n), 0 for n = 0
        or    $t1, $t1, $at
        shlv  {a_lo}, {a_lo}, $t0
        shr   {r_lo}, {a_lo}, 11     # the fraction's low word
        shl   $at, $t1, 21
        or    {r_lo}, {r_lo}, $at
        shr   $t1, $t1, 11           # and high word, leading 1 at bit 20
        andi  {a_lo}, {a_lo}, 0x7ff  # the 11 bits below round:
        andi  $at, {r_lo}, 1
        addu  {a_lo}, {a_lo}, $at
        addiu {a_lo}, {a_lo}, 0x3ff
        shr   {a_lo}, {a_lo}, 11     # up by more than half, or half and odd
        addu  {r_lo}, {r_lo}, {a_lo}
        sltu  $at, {r_lo}, {a_lo}
        addu  $t1, $t1, $at          # (a carry to bit 21 raises the exponent)
        shl   $t0, $t0, 20
        subu  $t9, $t9, $t0          # the exponent, n lower
        ret   $lr
        addu  {r_hi}, $t9, $t1       # (delay slot) the leading 1 adds 1 to it
small:                               # below 2^32: exact
        beq   {a_lo}, $zero, zero
        clz   $t0, {a_lo}            # (delay slot)
        shlv  $t1, {a_lo}, $t0       # leading 1 at bit 31
        shl   {r_lo}, $t1, 21
        shr   $t1, $t1, 11
        addiu $t0, $t0, 32
        shl   $t0, $t0, 20
        subu  $t9, $t9, $t0
        ret   $lr
        addu  {r_hi}, $t9, $t1       # (delay slot)
zero:
        addu  {r_lo}, $zero, $zero
        ret   $lr
        addu  {r_hi}, $zero, $zero   # (delay slot)
