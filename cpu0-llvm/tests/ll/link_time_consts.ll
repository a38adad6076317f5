; Constant expressions on addresses that cannot be folded before linking (clang
; emits them for csmith's `&g_1[1] == &g_2`): computed at run time. Where the value
; depends on the layout, the test compares it with the same value computed from
; addresses loaded from data (relocations), so the expected answer holds for any
; layout. Distinct objects never share an address; @a16 is 16-byte aligned.
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"

@a = global [2 x i32] [i32 1, i32 2], align 4
@b = global i32 3, align 4
@a16 = global [4 x i8] c"wxyz", align 16
@pa = global ptr @a, align 4
@pb = global ptr @b, align 4
; An address plus a constant is a relocation in data, folded or not.
@pa_plus = global i32 add (i32 ptrtoint (ptr @a to i32), i32 sub (i32 12, i32 8)), align 4

; Two distinct objects compare unequal, one past the end of @a or not.
define i32 @eq_distinct() {
  %c = icmp eq ptr getelementptr inbounds ([2 x i32], ptr @a, i32 0, i32 1), @b
  %r = zext i1 %c to i32
  ret i32 %r
}
; run: @eq_distinct() == 0

; The comparison as clang writes it: a constant expression operand of a branch.
define i32 @branch_on_compare() {
entry:
  br i1 icmp ne (ptr getelementptr inbounds ([2 x i32], ptr @a, i32 0, i32 1), ptr @b), label %yes, label %no
yes:
  ret i32 7
no:
  ret i32 9
}
; run: @branch_on_compare() == 7

; select, zext and or around comparisons.
define i32 @select_zext() {
  %s = select i1 icmp eq (ptr @a, ptr @b), i32 10, i32 20
  %z = add i32 %s, zext (i1 icmp ne (ptr @a, ptr @b) to i32)
  %o = or i32 %z, zext (i1 icmp eq (ptr getelementptr (i8, ptr @b, i32 1), ptr @a16) to i32)
  ret i32 %o
}
; run: @select_zext() == 21

; Arithmetic on ptrtoint of globals: the low bits of an aligned address, and a
; difference of two addresses checked against the difference of the loaded ones.
define i32 @low_bits() {
  %r = and i32 ptrtoint (ptr @a16 to i32), 15
  ret i32 %r
}
; run: @low_bits() == 0

define i32 @low_byte() {
  %r = trunc i32 and (i32 ptrtoint (ptr @a16 to i32), i32 15) to i8
  %z = zext i8 %r to i32
  %t = zext i8 trunc (i32 ptrtoint (ptr @a16 to i32) to i8) to i32
  %m = and i32 %t, 15
  %s = add i32 %z, %m
  ret i32 %s
}
; run: @low_byte() == 0

define i32 @difference() {
  %x = load ptr, ptr @pa
  %y = load ptr, ptr @pb
  %xi = ptrtoint ptr %x to i32
  %yi = ptrtoint ptr %y to i32
  %d = sub i32 %yi, %xi
  %c = icmp eq i32 %d, sub (i32 ptrtoint (ptr @b to i32), i32 ptrtoint (ptr @a to i32))
  %r = zext i1 %c to i32
  ret i32 %r
}
; run: @difference() == 1

; An unsigned order of two objects, also against the loaded addresses.
define i32 @order() {
  %x = load ptr, ptr @pa
  %y = load ptr, ptr @pb
  %c1 = icmp ult ptr %x, %y
  %c2 = xor i1 %c1, icmp ult (ptr @a, ptr @b)
  %r = zext i1 %c2 to i32
  ret i32 %r
}
; run: @order() == 0

; A getelementptr whose index is the difference: @a + (@b - @a) is @b, which holds 3.
define i32 @gep_by_difference() {
  %p = getelementptr i8, ptr @a, i32 sub (i32 ptrtoint (ptr @b to i32), i32 ptrtoint (ptr @a to i32))
  %v = load i32, ptr %p
  ret i32 %v
}
; run: @gep_by_difference() == 3

; The same, the whole address one constant expression, through inttoptr.
define i32 @inttoptr_of_sum() {
  %v = load i32, ptr inttoptr (i32 add (i32 ptrtoint (ptr @a to i32), i32 sub (i32 ptrtoint (ptr @b to i32), i32 ptrtoint (ptr @a to i32))) to ptr)
  ret i32 %v
}
; run: @inttoptr_of_sum() == 3

; In a 64-bit integer: zext of the comparison, and of an address difference.
define i64 @wide() {
  %a = zext i1 icmp ne (ptr @a, ptr @b) to i64
  %d = zext i32 sub (i32 ptrtoint (ptr getelementptr (i8, ptr @a16, i32 3) to i32), i32 ptrtoint (ptr @a16 to i32)) to i64
  %s = shl i64 %a, 32
  %r = or i64 %s, %d
  ret i64 %r
}
; run: @wide() == 0x100000003

; A vector and a struct constant with such an element.
define i32 @aggregates() {
  %v = extractelement <2 x i1> <i1 icmp eq (ptr @a, ptr @b), i1 true>, i32 0
  %w = extractelement <2 x i1> <i1 icmp eq (ptr @a, ptr @b), i1 true>, i32 1
  %s = extractvalue { i32, i32 } { i32 7, i32 and (i32 ptrtoint (ptr @a16 to i32), i32 15) }, 1
  %v32 = zext i1 %v to i32
  %w32 = zext i1 %w to i32
  %t = shl i32 %w32, 4
  %u = or i32 %t, %v32
  %r = add i32 %u, %s
  ret i32 %r
}
; run: @aggregates() == 16

; Stored and read back a byte at a time: the byte order of a computed constant.
define i32 @stored_byte() {
  %slot = alloca i32, align 4
  store i32 zext (i1 icmp ne (ptr @a, ptr @b) to i32), ptr %slot
  %b0 = load i8, ptr %slot
  %r = zext i8 %b0 to i32
  ret i32 %r
}
; run.be: @stored_byte() == 0
; run.le: @stored_byte() == 1

; The relocation of @pa_plus: @a + 4, which holds 2.
define i32 @relocated() {
  %p = load i32, ptr @pa_plus
  %q = inttoptr i32 %p to ptr
  %v = load i32, ptr %q
  ret i32 %v
}
; run: @relocated() == 2
