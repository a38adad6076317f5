# f32 comparison (cpu032II): the mask of how a relates to b, 1 less, 2 equal,
# 4 greater, 8 unordered (a NaN), as the backend's fcmp_from_mask reads it.
# $a0 = a, $a1 = b, their IEEE bits. Not NaNs, the bits compare like the values
# as signed integers when a sign is clear, reversed when both are set; -0 and
# +0 are equal.
__cpu0_cmp_f32:
        shl   $t0, $a0, 1            # |a| << 1
        shl   $t1, $a1, 1            # |b| << 1
        lui   $at, 0xff00            # infinity << 1: a NaN is above it
        sltu  $v0, $at, $t0
        sltu  $v1, $at, $t1
        or    $v0, $v0, $v1
        bne   $v0, $zero, unordered
        or    $t0, $t0, $t1          # (delay slot) 0 when both are zeros
        beq   $t0, $zero, equal
        slt   $v0, $a0, $a1          # (delay slot) a < b as integers
        beq   $a0, $a1, equal
        and   $at, $a0, $a1          # (delay slot) its sign: both negative
        shr   $at, $at, 31
        bne   $v0, $at, less         # the integer order, reversed if both negative
        addiu $v0, $zero, 1          # (delay slot)
        ret   $lr
        addiu $v0, $zero, 4          # (delay slot) greater
less:
        ret   $lr
        nop
equal:
        ret   $lr
        addiu $v0, $zero, 2          # (delay slot)
unordered:
        ret   $lr
        addiu $v0, $zero, 8          # (delay slot)
