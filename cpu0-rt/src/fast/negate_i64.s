# The prologue of the i64 conversions: the magnitude of a negative argument,
# and in $t9 the result's sign with the exponent field of 2^63 ({pos}
# or {neg}, the upper halves the routine names), then its body.
# {a_hi} and {a_lo} are the argument's words (a pair's registers follow the
# target's byte order; the runtime names them when it assembles a routine).
        slt   $t0, {a_hi}, $zero
        beq   $t0, $zero, convert    # not negative
        lui   $t9, {pos}             # (delay slot)
        sltu  $t0, $zero, {a_lo}
        subu  {a_lo}, $zero, {a_lo}
        subu  {a_hi}, $zero, {a_hi}
        subu  {a_hi}, {a_hi}, $t0
        lui   $t9, {neg}
