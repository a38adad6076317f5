; Integer arithmetic, bitwise operations, shifts and their flags (opaque pointers).
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

define i32 @add(i32 %a, i32 %b) {
  %r = add nsw i32 %a, %b
  ret i32 %r
}
; run: @add(1, 2) == 3
; run: @add(2147483647, 1) == -2147483648

define i32 @sub(i32 %a, i32 %b) {
  %r = sub nuw nsw i32 %a, %b
  ret i32 %r
}
; run: @sub(10, 3) == 7
; run: @sub(0, 1) == -1

define i32 @mul(i32 %a, i32 %b) {
  %r = mul nsw i32 %a, %b
  ret i32 %r
}
; run: @mul(-7, 6) == -42

define i32 @divs(i32 %a, i32 %b) {
  %q = sdiv i32 %a, %b
  %r = srem i32 %a, %b
  %s = mul i32 %q, 1000
  %t = add i32 %s, %r
  ret i32 %t
}
; run: @divs(-17, 5) == -3002
; run: @divs(17, 5) == 3002

define i32 @divu(i32 %a, i32 %b) {
  %q = udiv exact i32 %a, %b
  %r = urem i32 %a, %b
  %t = xor i32 %q, %r
  ret i32 %t
}
; run: @divu(-1, 16) == 0x0FFFFFF0

define i8 @i8ops(i8 %a, i8 %b) {
  %s = add i8 %a, %b
  %d = sdiv i8 %s, 3
  ret i8 %d
}
; run: @i8ops(100, 100) == -18

define i16 @i16ops(i16 %a, i16 %b) {
  %s = mul i16 %a, %b
  %d = lshr i16 %s, 4
  ret i16 %d
}
; run: @i16ops(300, 300) == 0x5F9

define i32 @bits(i32 %a, i32 %b) {
  %x = and i32 %a, %b
  %y = or disjoint i32 %x, 256
  %z = xor i32 %y, -1
  ret i32 %z
}
; run: @bits(0xFF, 0x0F) == -272

define i32 @shifts(i32 %a, i32 %n) {
  %l = shl nuw i32 %a, %n
  %r = lshr exact i32 %l, 1
  %s = ashr i32 %a, %n
  %t = add i32 %r, %s
  ret i32 %t
}
; run: @shifts(-16, 2) == 0x7FFFFFDC

define i64 @i64ops(i64 %a, i64 %b) {
  %s = add i64 %a, %b
  %m = mul i64 %s, 3
  %d = sdiv i64 %m, 7
  %r = urem i64 %m, 1000000007
  %x = xor i64 %d, %r
  ret i64 %x
}
; run: @i64ops(0x100000000, 5) == 0x59085cd4

define i64 @i64shift(i64 %a, i64 %n) {
  %l = shl i64 %a, %n
  %r = ashr i64 %l, 3
  ret i64 %r
}
; run: @i64shift(1, 63) == -1152921504606846976

define i32 @constexpr_operand() {
  %r = add i32 ptrtoint (ptr getelementptr (i32, ptr null, i32 5) to i32), 1
  ret i32 %r
}
; run: @constexpr_operand() == 21

define i32 @div_by_zero(i32 %a) {
  %r = udiv i32 %a, 0
  ret i32 %r
}
; run: @div_by_zero(1) trap
