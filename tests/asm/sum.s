# sum.s: sums a table of words in memory and prints the total in decimal with sb.
# Expected output:
#   sum = 901242
# Starts at address 0 from reset ($lr = 0xffffffff, so the final `ret $lr` halts).

main:   lui   $sp, 0x10             # stack at 1 MiB (reset leaves $sp = 0)
        addiu $sp, $sp, -8
        st    $lr, 4($sp)

        lui   $a0, %hi(label)
        ori   $a0, $a0, %lo(label)
        jsub  print_str
        nop
        lui   $a0, %hi(table)
        ori   $a0, $a0, %lo(table)
        lui   $a1, %hi(table_end)
        ori   $a1, $a1, %lo(table_end)
        jsub  sum
        nop
        addu  $a0, $v0, $zero
        jsub  print_dec
        nop
        lui   $t1, 0xff00           # the I/O port
        addiu $t0, $zero, 10        # '\n'
        sb    $t0, 0($t1)

        ld    $lr, 4($sp)
        ret   $lr
        addiu $sp, $sp, 8           # delay slot: pop the frame

# sum($a0 = first word, $a1 = end of the words) in $v0 (wrapping).
sum:    beq   $a0, $a1, sum_done
        addiu $v0, $zero, 0         # delay slot
sum_loop:
        ld    $t0, 0($a0)
        addiu $a0, $a0, 4
        bne   $a0, $a1, sum_loop
        addu  $v0, $v0, $t0         # delay slot: add the word
sum_done:
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

label:  .asciz "sum = "
        .align 2
table:  .word 100000, 20000, 3000, 400, 50, 6
        .word 123456, 654321, -7, 0x10
table_end:
