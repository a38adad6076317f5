; Calls: direct, indirect, sret, byval, signext/zeroext, inreg, stack arguments,
; aggregate results, external (host) functions, calls through other types.
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"

%struct.Pair = type { i32, i32 }
%struct.Big = type { [5 x i32] }

declare i32 @host_add(i32, i32)
declare i32 @host_mul(i32, i32)

define i32 @ext_calls(i32 %a) {
  %x = call i32 @host_add(i32 %a, i32 1)
  %y = call i32 @host_mul(i32 %x, i32 3)
  ret i32 %y
}
; run: @ext_calls(4) == 15

define internal i32 @many(i32 %a, i32 %b, i32 %c, i64 %d, i32 %e, i8 signext %f, i16 zeroext %g, i32 inreg %h) {
  %d32 = trunc i64 %d to i32
  %f32 = sext i8 %f to i32
  %g32 = zext i16 %g to i32
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d32
  %s4 = add i32 %s3, %e
  %s5 = add i32 %s4, %f32
  %s6 = add i32 %s5, %g32
  %s7 = add i32 %s6, %h
  ret i32 %s7
}

define i32 @call_many() {
  %r = call i32 @many(i32 1, i32 2, i32 3, i64 4, i32 5, i8 signext -6, i16 zeroext -1, i32 inreg 8)
  ret i32 %r
}
; run: @call_many() == 65552

define internal signext i8 @narrow_ret(i8 signext %x) {
  %r = mul i8 %x, 2
  ret i8 %r
}

define i32 @call_narrow(i32 %x) {
  %t = trunc i32 %x to i8
  %r = call signext i8 @narrow_ret(i8 signext %t)
  %s = sext i8 %r to i32
  ret i32 %s
}
; run: @call_narrow(100) == -56

define internal void @make_pair(ptr noalias sret(%struct.Pair) align 4 %out, i32 %a) {
  store i32 %a, ptr %out
  %p = getelementptr %struct.Pair, ptr %out, i32 0, i32 1
  %b = mul i32 %a, 2
  store i32 %b, ptr %p
  ret void
}

define internal i32 @sum_pair(ptr byval(%struct.Pair) align 4 %p) {
  %a = load i32, ptr %p
  %q = getelementptr %struct.Pair, ptr %p, i32 0, i32 1
  %b = load i32, ptr %q
  ; The callee may change its copy.
  store i32 0, ptr %p
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @sret_byval(i32 %a) {
  %p = alloca %struct.Pair
  call void @make_pair(ptr sret(%struct.Pair) %p, i32 %a)
  %s = call i32 @sum_pair(ptr byval(%struct.Pair) %p)
  %first = load i32, ptr %p
  %r = add i32 %s, %first
  ret i32 %r
}
; run: @sret_byval(5) == 20

define internal { i32, i64 } @two(i32 %a) {
  %w = sext i32 %a to i64
  %r0 = insertvalue { i32, i64 } undef, i32 %a, 0
  %r1 = insertvalue { i32, i64 } %r0, i64 %w, 1
  ret { i32, i64 } %r1
}

define i64 @call_two(i32 %a) {
  %r = call { i32, i64 } @two(i32 %a)
  %x = extractvalue { i32, i64 } %r, 1
  %y = extractvalue { i32, i64 } %r, 0
  %y64 = zext i32 %y to i64
  %s = add i64 %x, %y64
  ret i64 %s
}
; run: @call_two(-1) == 0xFFFFFFFE

define internal %struct.Big @big_result(i32 %k) {
  %a = insertvalue %struct.Big zeroinitializer, i32 %k, 0, 4
  %b = insertvalue %struct.Big %a, i32 1, 0, 0
  ret %struct.Big %b
}

define i32 @call_big(i32 %k) {
  %r = call %struct.Big @big_result(i32 %k)
  %x = extractvalue %struct.Big %r, 0, 4
  %y = extractvalue %struct.Big %r, 0, 0
  %s = add i32 %x, %y
  ret i32 %s
}
; run: @call_big(41) == 42

define internal i32 @inc(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}
define internal i32 @dec(i32 %x) {
  %r = sub i32 %x, 1
  ret i32 %r
}
@ops = internal constant [2 x ptr] [ptr @inc, ptr @dec]

define i32 @indirect(i32 %i, i32 %x) {
  %pp = getelementptr [2 x ptr], ptr @ops, i32 0, i32 %i
  %f = load ptr, ptr %pp
  %r = call i32 %f(i32 %x)
  ret i32 %r
}
; run: @indirect(0, 10) == 11
; run: @indirect(1, 10) == 9

define i32 @fn_as_value(i1 %c) {
  %f = select i1 %c, ptr @inc, ptr @dec
  %r = tail call i32 %f(i32 100)
  ret i32 %r
}
; run: @fn_as_value(1) == 101
; run: @fn_as_value(0) == 99

; A K&R-style call: the callee is declared without a prototype.
define internal i32 @knr(i32 %a, i32 %b) {
  %r = sub i32 %a, %b
  ret i32 %r
}
define i32 @call_knr() {
  %r = call i32 @knr(i32 10, i32 3)
  %s = call i32 (i32, i32) @knr(i32 1, i32 2)
  %t = add i32 %r, %s
  ret i32 %t
}
; run: @call_knr() == 6

define i32 @fact(i32 %n) {
  %c = icmp sle i32 %n, 1
  br i1 %c, label %base, label %rec
base:
  ret i32 1
rec:
  %m = sub i32 %n, 1
  %f = tail call i32 @fact2(i32 %m, i32 %n)
  ret i32 %f
}
define i32 @fact2(i32 %m, i32 %n) {
  %f = call i32 @fact(i32 %m)
  %r = mul i32 %f, %n
  ret i32 %r
}
; run: @fact(10) == 3628800

define void @void_fn(ptr %p) {
  store i32 9, ptr %p
  ret void
}
define i32 @call_void() {
  %p = alloca i32
  call void @void_fn(ptr %p)
  %v = load i32, ptr %p
  ret i32 %v
}
; run: @call_void() == 9
