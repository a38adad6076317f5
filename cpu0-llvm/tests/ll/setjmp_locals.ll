; A function that calls `setjmp`: values used only in their own block with no
; `setjmp` between definition and use stay SSA values; the others (%a, %x, %b
; read in another block) live in stack slots. Expected values by hand: x = 5:
; a = 15; setjmp returns 0, 1, 2, 3 (each longjmp passes r + 1); b = 15 + r;
; t = b + 5 = 20, 21, 22 accumulate to 63; at r = 3: b + a + acc = 18 + 15 + 63.
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"

@acc = internal global i32 0, align 4

declare i32 @setjmp(ptr) returns_twice
declare void @longjmp(ptr, i32) noreturn

define internal void @jump(ptr %env, i32 %v) noinline {
  call void @longjmp(ptr %env, i32 %v)
  unreachable
}

; run: @f(5) == 96
; run: @f(0) == 6
define i32 @f(i32 %x) {
entry:
  %env = alloca [6 x i32], align 4
  store i32 0, ptr @acc, align 4
  %a = mul i32 %x, 3
  %r = call i32 @setjmp(ptr %env)
  %b = add i32 %a, %r
  %c = icmp slt i32 %r, 3
  br i1 %c, label %again, label %done

again:
  %t = add i32 %b, %x
  %n = add i32 %r, 1
  %old = load i32, ptr @acc, align 4
  %new = add i32 %old, %t
  store i32 %new, ptr @acc, align 4
  call void @jump(ptr %env, i32 %n)
  unreachable

done:
  %g = load i32, ptr @acc, align 4
  %s = add i32 %b, %a
  %s2 = add i32 %s, %g
  ret i32 %s2
}

; A value defined before `setjmp` and read after it in the same block keeps
; its slot: %k is 7 * y, and the longjmp clobbers every caller-saved register.
; y = 3: k = 21; r = 0 then 9; result 21 + 9 = 30.
; run: @g(3) == 30
define i32 @g(i32 %y) {
entry:
  %env = alloca [6 x i32], align 4
  %k = mul i32 %y, 7
  %r = call i32 @setjmp(ptr %env)
  %z = icmp eq i32 %r, 0
  %sum = add i32 %k, %r
  br i1 %z, label %go, label %out

go:
  call void @jump(ptr %env, i32 9)
  unreachable

out:
  ret i32 %sum
}
