; Integers of odd widths (kept zero-extended in the next wider CLIF type).
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"

define i24 @add24(i24 %a, i24 %b) {
  %r = add i24 %a, %b
  ret i24 %r
}
; run: @add24(0xFFFFFF, 2) == 1

define i32 @cmp24(i24 %a, i24 %b) {
  %s = icmp slt i24 %a, %b
  %u = icmp ult i24 %a, %b
  %s32 = zext i1 %s to i32
  %u32 = zext i1 %u to i32
  %t = shl i32 %s32, 1
  %r = or i32 %t, %u32
  ret i32 %r
}
; run: @cmp24(0x800000, 1) == 2
; run: @cmp24(1, 0x800000) == 1

define i32 @sext24(i24 %a) {
  %r = sext i24 %a to i32
  ret i32 %r
}
; run: @sext24(0x800001) == 0xFF800001

define i32 @div24(i24 %a, i24 %b) {
  %q = sdiv i24 %a, %b
  %r = ashr i24 %q, 1
  %z = zext i24 %r to i32
  ret i32 %z
}
; run: @div24(0xFFFFF6, 2) == 0xFFFFFD

define i1 @trunc1(i32 %a) {
  %t = trunc i32 %a to i1
  ret i1 %t
}
; run: @trunc1(6) == 0
; run: @trunc1(7) == 1

define i32 @sext1(i32 %a) {
  %t = trunc i32 %a to i1
  %s = sext i1 %t to i32
  %n = xor i1 %t, true
  %z = zext i1 %n to i32
  %r = add i32 %s, %z
  ret i32 %r
}
; run: @sext1(3) == -1
; run: @sext1(2) == 1

define i64 @i40(i64 %a) {
  %t = trunc i64 %a to i40
  %m = mul i40 %t, 3
  %s = sext i40 %m to i64
  ret i64 %s
}
; run: @i40(0xFFFFFFFFFF) == -3

define i32 @mem24(i32 %v) {
  %p = alloca [2 x i32], align 4
  store i32 -1, ptr %p, align 4
  %q = getelementptr i8, ptr %p, i32 4
  store i32 0, ptr %q, align 4
  %t = trunc i32 %v to i24
  store i24 %t, ptr %p, align 4
  %w = load i32, ptr %p, align 4
  ret i32 %w
}
; run.be: @mem24(0x123456) == 0x123456FF
; run.le: @mem24(0x123456) == 0xFF123456

define i32 @load24(i32 %v) {
  %p = alloca i32, align 4
  store i32 %v, ptr %p, align 4
  %l = load i24, ptr %p, align 4
  %z = zext i24 %l to i32
  ret i32 %z
}
; run.be: @load24(0x11223344) == 0x112233
; run.le: @load24(0x11223344) == 0x223344

define i33 @i33(i33 %a, i33 %b) {
  %r = lshr i33 %a, %b
  ret i33 %r
}
; run: @i33(0x1FFFFFFFF, 1) == 0xFFFFFFFF

define i32 @switch_i3(i3 %x) {
  switch i3 %x, label %d [ i3 -1, label %a
                           i3 2, label %b ]
a:
  ret i32 7
b:
  ret i32 2
d:
  ret i32 0
}
; run: @switch_i3(7) == 7
; run: @switch_i3(2) == 2
; run: @switch_i3(3) == 0
