# fib.s: iterative Fibonacci through jsub/ret, printed in decimal with sb.
# Expected output:
#   fib(20) = 6765
#   fib(47) = 2971215073
# Starts at address 0 from reset ($lr = 0xffffffff, so the final `ret $lr` halts).

main:   lui   $sp, 0x10             # stack at 1 MiB (reset leaves $sp = 0)
        addiu $sp, $sp, -8
        st    $lr, 4($sp)
        st    $s0, 0($sp)

        addiu $s0, $zero, 20
        jsub  show
        nop
        addiu $s0, $zero, 47
        jsub  show
        nop

        ld    $s0, 0($sp)
        ld    $lr, 4($sp)
        ret   $lr
        addiu $sp, $sp, 8           # delay slot: pop the frame

# show: prints "fib(N) = F\n" for N = $s0.
show:   addiu $sp, $sp, -8
        st    $lr, 4($sp)
        lui   $a0, %hi(fib_open)
        ori   $a0, $a0, %lo(fib_open)
        jsub  print_str
        nop
        addu  $a0, $s0, $zero
        jsub  print_dec
        nop
        lui   $a0, %hi(fib_close)
        ori   $a0, $a0, %lo(fib_close)
        jsub  print_str
        nop
        addu  $a0, $s0, $zero
        jsub  fib
        nop
        addu  $a0, $v0, $zero
        jsub  print_dec
        nop
        lui   $t1, 0xff00           # the I/O port
        addiu $t0, $zero, 10        # '\n'
        sb    $t0, 0($t1)
        ld    $lr, 4($sp)
        ret   $lr
        addiu $sp, $sp, 8

# fib(n) in $v0: a, b = 0, 1; n times: a, b = b, a + b.
fib:    addiu $v0, $zero, 0
        beq   $a0, $zero, fib_done
        addiu $v1, $zero, 1         # delay slot
fib_loop:
        addu  $t0, $v0, $v1
        addu  $v0, $v1, $zero
        addiu $a0, $a0, -1
        bne   $a0, $zero, fib_loop
        addu  $v1, $t0, $zero       # delay slot
fib_done:
        ret   $lr
        nop

# print_dec($a0): prints $a0 as an unsigned decimal number.
print_dec:
        addiu $sp, $sp, -16         # digits are built backwards in 16($sp) down
        addiu $t0, $sp, 16
        addiu $t1, $zero, 10
pd_digit:
        divu  $a0, $t1
        mfhi  $t9                   # the lowest digit
        mflo  $a0                   # the rest
        addiu $t9, $t9, 48          # '0'
        addiu $t0, $t0, -1
        bne   $a0, $zero, pd_digit
        sb    $t9, 0($t0)           # delay slot: store the digit
        lui   $t1, 0xff00
        addiu $t9, $sp, 16
pd_out: lbu   $a0, 0($t0)
        addiu $t0, $t0, 1
        bne   $t0, $t9, pd_out
        sb    $a0, 0($t1)           # delay slot: print it
        ret   $lr
        addiu $sp, $sp, 16

# print_str($a0): prints the NUL-terminated string at $a0.
print_str:
        lui   $t1, 0xff00
ps_loop:
        lbu   $t0, 0($a0)
        beq   $t0, $zero, ps_done
        addiu $a0, $a0, 1           # delay slot
        sb    $t0, 0($t1)
        jmp   ps_loop               # no delay slot
ps_done:
        ret   $lr
        nop

fib_open:  .asciz "fib("
fib_close: .asciz ") = "
