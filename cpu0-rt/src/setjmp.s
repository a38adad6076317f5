# setjmp and longjmp: what CLIF cannot say, in Cpu0 assembly (cpu032I, either
# byte order). A jmp_buf holds, in words: $s0, $s1, $fp, $gp, $sp, $lr, the
# registers the calling convention preserves plus the return address. Every
# other register is dead across a call, so nothing more is needed.
#
# setjmp(env): saves them and returns 0. The caller treats the call as one that
# may return twice (the LLVM importer keeps every value live across it in memory).
setjmp: st    $s0, 0($a0)
        st    $s1, 4($a0)
        st    $fp, 8($a0)
        st    $gp, 12($a0)
        st    $sp, 16($a0)
        st    $lr, 20($a0)
        ret   $lr
        addu  $v0, $zero, $zero     # delay slot: the first return gives 0
