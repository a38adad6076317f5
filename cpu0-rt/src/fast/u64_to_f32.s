# u64 (or the magnitude of an i64) to f32, rounded to nearest, ties to even
# (cpu032II). {a_hi}/{a_lo} are the argument's words; the result is in $v0.
# On entry $t9 holds the result's sign and the exponent field it would have if
# the leading 1 were at bit 63.
convert:
        beq   {a_hi}, $zero, small
        clz   $t0, {a_hi}            # (delay slot) n
        shlv  $t1, {a_hi}, $t0
        shr   $at, {a_lo}, 1
        xori  {a_hi}, $t0, 31
        shrv  $at, $at, {a_hi}       # a_lo >> (32 - n), 0 for n = 0
        or    $t1, $t1, $at          # the top 32 bits, leading 1 at bit 31
        shlv  {a_lo}, {a_lo}, $t0
        sltu  {a_lo}, $zero, {a_lo}  # the rest, as a sticky bit
        andi  $at, $t1, 0xff
        or    $at, $at, {a_lo}       # the 8 bits below the 24 kept, and sticky
        shr   $t1, $t1, 8
round:
        andi  $v0, $t1, 1
        addu  $at, $at, $v0
        addiu $at, $at, 0x7f
        shr   $at, $at, 8            # up by more than half, or half and odd
        addu  $t1, $t1, $at          # (a carry raises the exponent)
        shl   $t0, $t0, 23
        subu  $t9, $t9, $t0          # the exponent, n lower
        ret   $lr
        addu  $v0, $t9, $t1          # (delay slot) the leading 1 adds 1 to it
small:                               # below 2^32
        beq   {a_lo}, $zero, zero
        clz   $t0, {a_lo}            # (delay slot)
        shlv  $t1, {a_lo}, $t0       # leading 1 at bit 31
        andi  $at, $t1, 0xff
        shr   $t1, $t1, 8
        addiu $t0, $t0, 32
        jmp   round
zero:
        ret   $lr
        addu  $v0, $zero, $zero      # (delay slot)
