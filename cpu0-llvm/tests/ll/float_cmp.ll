; fcmp with every predicate. Each function sets bit k of its result when the
; k-th predicate holds, in the order of LLVM's list:
;   0 false  1 oeq  2 ogt  3 oge  4 olt  5 ole  6 one  7 ord
;   8 ueq  9 ugt  10 uge  11 ult  12 ule  13 une  14 uno  15 true
; so (worked out by hand) a < b gives 0xB8F0, a > b 0xA6CC, a == b 0x95AA and
; unordered operands (a NaN) 0xFF00.
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"

define i32 @cmp64(double %a, double %b) {
  %c0 = fcmp false double %a, %b
  %z0 = zext i1 %c0 to i32
  %s0 = shl i32 %z0, 0
  %c1 = fcmp oeq double %a, %b
  %z1 = zext i1 %c1 to i32
  %s1 = shl i32 %z1, 1
  %o1 = or i32 %s0, %s1
  %c2 = fcmp ogt double %a, %b
  %z2 = zext i1 %c2 to i32
  %s2 = shl i32 %z2, 2
  %o2 = or i32 %o1, %s2
  %c3 = fcmp oge double %a, %b
  %z3 = zext i1 %c3 to i32
  %s3 = shl i32 %z3, 3
  %o3 = or i32 %o2, %s3
  %c4 = fcmp olt double %a, %b
  %z4 = zext i1 %c4 to i32
  %s4 = shl i32 %z4, 4
  %o4 = or i32 %o3, %s4
  %c5 = fcmp ole double %a, %b
  %z5 = zext i1 %c5 to i32
  %s5 = shl i32 %z5, 5
  %o5 = or i32 %o4, %s5
  %c6 = fcmp one double %a, %b
  %z6 = zext i1 %c6 to i32
  %s6 = shl i32 %z6, 6
  %o6 = or i32 %o5, %s6
  %c7 = fcmp ord double %a, %b
  %z7 = zext i1 %c7 to i32
  %s7 = shl i32 %z7, 7
  %o7 = or i32 %o6, %s7
  %c8 = fcmp ueq double %a, %b
  %z8 = zext i1 %c8 to i32
  %s8 = shl i32 %z8, 8
  %o8 = or i32 %o7, %s8
  %c9 = fcmp ugt double %a, %b
  %z9 = zext i1 %c9 to i32
  %s9 = shl i32 %z9, 9
  %o9 = or i32 %o8, %s9
  %c10 = fcmp uge double %a, %b
  %z10 = zext i1 %c10 to i32
  %s10 = shl i32 %z10, 10
  %o10 = or i32 %o9, %s10
  %c11 = fcmp ult double %a, %b
  %z11 = zext i1 %c11 to i32
  %s11 = shl i32 %z11, 11
  %o11 = or i32 %o10, %s11
  %c12 = fcmp ule double %a, %b
  %z12 = zext i1 %c12 to i32
  %s12 = shl i32 %z12, 12
  %o12 = or i32 %o11, %s12
  %c13 = fcmp une double %a, %b
  %z13 = zext i1 %c13 to i32
  %s13 = shl i32 %z13, 13
  %o13 = or i32 %o12, %s13
  %c14 = fcmp uno double %a, %b
  %z14 = zext i1 %c14 to i32
  %s14 = shl i32 %z14, 14
  %o14 = or i32 %o13, %s14
  %c15 = fcmp true double %a, %b
  %z15 = zext i1 %c15 to i32
  %s15 = shl i32 %z15, 15
  %o15 = or i32 %o14, %s15
  ret i32 %o15
}
; run: @cmp64(1.0, 2.0) == 0xB8F0
; run: @cmp64(2.0, 1.0) == 0xA6CC
; run: @cmp64(1.0, 1.0) == 0x95AA
; run: @cmp64(nan, 1.0) == 0xFF00
; run: @cmp64(0x7FF8000000000000, 1.0) == 0xFF00
; run: @cmp64(1.0, 0x7FF0000000000001) == 0xFF00
; run: @cmp64(0xFFF8000000000000, 0xFFF8000000000000) == 0xFF00
; run: @cmp64(-0.0, 0.0) == 0x95AA
; run: @cmp64(inf, inf) == 0x95AA
; run: @cmp64(-inf, inf) == 0xB8F0
; run: @cmp64(-1e-310, 1e-310) == 0xB8F0
; run: @cmp64(-2.0, -3.0) == 0xA6CC

define i32 @cmp32(float %a, float %b) {
  %c0 = fcmp false float %a, %b
  %z0 = zext i1 %c0 to i32
  %s0 = shl i32 %z0, 0
  %c1 = fcmp oeq float %a, %b
  %z1 = zext i1 %c1 to i32
  %s1 = shl i32 %z1, 1
  %o1 = or i32 %s0, %s1
  %c2 = fcmp ogt float %a, %b
  %z2 = zext i1 %c2 to i32
  %s2 = shl i32 %z2, 2
  %o2 = or i32 %o1, %s2
  %c3 = fcmp oge float %a, %b
  %z3 = zext i1 %c3 to i32
  %s3 = shl i32 %z3, 3
  %o3 = or i32 %o2, %s3
  %c4 = fcmp olt float %a, %b
  %z4 = zext i1 %c4 to i32
  %s4 = shl i32 %z4, 4
  %o4 = or i32 %o3, %s4
  %c5 = fcmp ole float %a, %b
  %z5 = zext i1 %c5 to i32
  %s5 = shl i32 %z5, 5
  %o5 = or i32 %o4, %s5
  %c6 = fcmp one float %a, %b
  %z6 = zext i1 %c6 to i32
  %s6 = shl i32 %z6, 6
  %o6 = or i32 %o5, %s6
  %c7 = fcmp ord float %a, %b
  %z7 = zext i1 %c7 to i32
  %s7 = shl i32 %z7, 7
  %o7 = or i32 %o6, %s7
  %c8 = fcmp ueq float %a, %b
  %z8 = zext i1 %c8 to i32
  %s8 = shl i32 %z8, 8
  %o8 = or i32 %o7, %s8
  %c9 = fcmp ugt float %a, %b
  %z9 = zext i1 %c9 to i32
  %s9 = shl i32 %z9, 9
  %o9 = or i32 %o8, %s9
  %c10 = fcmp uge float %a, %b
  %z10 = zext i1 %c10 to i32
  %s10 = shl i32 %z10, 10
  %o10 = or i32 %o9, %s10
  %c11 = fcmp ult float %a, %b
  %z11 = zext i1 %c11 to i32
  %s11 = shl i32 %z11, 11
  %o11 = or i32 %o10, %s11
  %c12 = fcmp ule float %a, %b
  %z12 = zext i1 %c12 to i32
  %s12 = shl i32 %z12, 12
  %o12 = or i32 %o11, %s12
  %c13 = fcmp une float %a, %b
  %z13 = zext i1 %c13 to i32
  %s13 = shl i32 %z13, 13
  %o13 = or i32 %o12, %s13
  %c14 = fcmp uno float %a, %b
  %z14 = zext i1 %c14 to i32
  %s14 = shl i32 %z14, 14
  %o14 = or i32 %o13, %s14
  %c15 = fcmp true float %a, %b
  %z15 = zext i1 %c15 to i32
  %s15 = shl i32 %z15, 15
  %o15 = or i32 %o14, %s15
  ret i32 %o15
}
; run: @cmp32(1.0, 2.0) == 0xB8F0
; run: @cmp32(2.0, 1.0) == 0xA6CC
; run: @cmp32(1.0, 1.0) == 0x95AA
; run: @cmp32(nan, nan) == 0xFF00
; run: @cmp32(0x7F800001, 0.0) == 0xFF00
; run: @cmp32(0.0, -0.0) == 0x95AA
; run: @cmp32(-inf, -3e38) == 0xB8F0
; run: @cmp32(1e-45, 0.0) == 0xA6CC

; A constant operand, and `fast` flags.
define i1 @is_negative(double %a) {
  %c = fcmp fast olt double %a, 0.000000e+00
  ret i1 %c
}
; run: @is_negative(-1e-300) == 1
; run: @is_negative(-0.0) == 0
; run: @is_negative(nan) == 0

; The NaN test clang emits for isnan(x): fcmp uno x, 0.0.
define i1 @is_nan(float %a) {
  %c = fcmp uno float %a, 0.000000e+00
  ret i1 %c
}
; run: @is_nan(nan) == 1
; run: @is_nan(inf) == 0

; Lane by lane: <2 x i1> from <2 x double>, then a select of floats per lane.
define double @vec_min(double %a, double %b, double %c, double %d) {
  %x0 = insertelement <2 x double> undef, double %a, i32 0
  %x = insertelement <2 x double> %x0, double %b, i32 1
  %y0 = insertelement <2 x double> undef, double %c, i32 0
  %y = insertelement <2 x double> %y0, double %d, i32 1
  %lt = fcmp olt <2 x double> %x, %y
  %m = select <2 x i1> %lt, <2 x double> %x, <2 x double> %y
  %m0 = extractelement <2 x double> %m, i32 0
  %m1 = extractelement <2 x double> %m, i32 1
  %r = fsub double %m0, %m1
  ret double %r
}
; min(1, 5) - min(7, 2) = -1
; run: @vec_min(1.0, 7.0, 5.0, 2.0) == -1.0

; select and phi of floats.
define float @select32(i1 %c, float %a, float %b) {
  %r = select i1 %c, float %a, float %b
  ret float %r
}
; run: @select32(1, 1.5, 2.5) == 1.5
; run: @select32(0, 1.5, -0.0) == 0x80000000

define double @clamp(double %x, double %lo, double %hi) {
entry:
  %below = fcmp olt double %x, %lo
  br i1 %below, label %done, label %check_hi
check_hi:
  %above = fcmp ogt double %x, %hi
  br i1 %above, label %done, label %inside
inside:
  br label %done
done:
  %r = phi double [ %lo, %entry ], [ %hi, %check_hi ], [ %x, %inside ]
  ret double %r
}
; run: @clamp(-5.0, 0.0, 1.0) == 0.0
; run: @clamp(5.0, 0.0, 1.0) == 1.0
; run: @clamp(0.25, 0.0, 1.0) == 0.25
; NaN is neither below nor above
; run: @clamp(nan, 0.0, 1.0) == nan
