; Sign extension from odd widths: a boolean is negated, other widths are shifted
; in the wider of the two CLIF types.

define i32 @sext_bool(i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  %s = sext i1 %c to i32
  ret i32 %s
}
; run: @sext_bool(1, 2) == -1
; run: @sext_bool(2, 1) == 0

define i8 @sext_bool8(i8 %a) {
  %c = icmp eq i8 %a, 7
  %s = sext i1 %c to i8
  ret i8 %s
}
; run: @sext_bool8(7) == -1
; run: @sext_bool8(6) == 0

define i64 @sext_bool64(i32 %a) {
  %c = icmp ne i32 %a, 0
  %s = sext i1 %c to i64
  ret i64 %s
}
; run: @sext_bool64(5) == -1
; run: @sext_bool64(0) == 0

define <2 x i32> @sext_bools(i32 %a) {
  %v = insertelement <2 x i32> <i32 0, i32 3>, i32 %a, i32 0
  %c = icmp sgt <2 x i32> %v, <i32 1, i32 1>
  %s = sext <2 x i1> %c to <2 x i32>
  ret <2 x i32> %s
}

define i32 @sext_bools_sum(i32 %a) {
  %v = call <2 x i32> @sext_bools(i32 %a)
  %x = extractelement <2 x i32> %v, i32 0
  %y = extractelement <2 x i32> %v, i32 1
  %s = add i32 %x, %y
  ret i32 %s
}
; run: @sext_bools_sum(5) == -2
; run: @sext_bools_sum(0) == -1

define i32 @sext24(i32 %a) {
  %t = trunc i32 %a to i24
  %s = sext i24 %t to i32
  ret i32 %s
}
; run: @sext24(0x00800000) == -8388608
; run: @sext24(0x127fffff) == 8388607

define i64 @sext33(i64 %a) {
  %t = trunc i64 %a to i33
  %s = sext i33 %t to i64
  ret i64 %s
}
; run: @sext33(0x100000000) == -4294967296
; run: @sext33(0xffff0000ffffffff) == 4294967295

define i16 @sext12(i16 %a) {
  %t = trunc i16 %a to i12
  %s = sext i12 %t to i16
  ret i16 %s
}
; run: @sext12(0x0800) == -2048
; run: @sext12(0x77ff) == 2047

define i32 @sext12_to_32(i16 %a) {
  %t = trunc i16 %a to i12
  %s = sext i12 %t to i32
  ret i32 %s
}
; run: @sext12_to_32(0xf800) == -2048

define ptr @gep_bool(ptr %p, i1 %c) {
  %q = getelementptr i8, ptr %p, i1 %c
  ret ptr %q
}
; run: @gep_bool(100, 1) == 99
; run: @gep_bool(100, 0) == 100
