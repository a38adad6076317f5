# longjmp(env, val): restores what setjmp saved in env and returns from that
# setjmp call a second time, with val, or 1 when val is 0 (C11 7.13.2.1).
longjmp: ld   $s0, 0($a0)
        ld    $s1, 4($a0)
        ld    $fp, 8($a0)
        ld    $gp, 12($a0)
        ld    $sp, 16($a0)
        ld    $lr, 20($a0)
        clz   $t9, $a1              # 32 only when val is 0
        shr   $t9, $t9, 5
        ret   $lr
        addu  $v0, $a1, $t9         # delay slot: val, or 1 for 0
