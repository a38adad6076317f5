; Constant expressions on addresses as clang 14 writes them for csmith programs
; (typed pointers, reduced from csmith seed 7 at -O0): a comparison with null of an
; address plus an offset, and a comparison of addresses in two objects, both as
; operands of calls and compares. They are computed at run time.
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"

%union.U3 = type { i32 }

@g_149 = global [7 x i64] zeroinitializer, align 8
@g_193 = global [2 x [10 x { i32, [4 x i8] }]] zeroinitializer, align 4
@g_2 = global i32 5, align 4

define internal signext i8 @add8(i8 signext %a, i8 signext %b) {
  %s = add i8 %a, %b
  ret i8 %s
}

; &g_193[1][4] == NULL is false: add8(7, 0) == 7.
define i32 @null_compare_as_argument() {
  %r = call signext i8 @add8(i8 signext 7, i8 signext zext (i1 icmp eq (%union.U3* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x [10 x { i32, [4 x i8] }]]* @g_193 to i8*), i64 112) to %union.U3*), %union.U3* null) to i8))
  %w = sext i8 %r to i32
  ret i32 %w
}
; run: @null_compare_as_argument() == 7

; &g_149[1] != (i64 *)&g_2 is true (distinct objects): 1 <= %x for %x >= 1.
define i32 @distinct_compare(i32 %x) {
  %c = icmp sle i32 zext (i1 icmp ne (i64* getelementptr inbounds ([7 x i64], [7 x i64]* @g_149, i32 0, i32 1), i64* bitcast (i32* @g_2 to i64*)) to i32), %x
  %r = zext i1 %c to i32
  ret i32 %r
}
; run: @distinct_compare(1) == 1
; run: @distinct_compare(0) == 0
; run: @distinct_compare(-1) == 0
