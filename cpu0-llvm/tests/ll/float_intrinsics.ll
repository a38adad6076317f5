; The floating-point intrinsics clang emits for C, f32 and f64 forms: fabs,
; sqrt, fma, fmuladd, copysign, floor, ceil, trunc, round, roundeven, rint,
; nearbyint, minnum, maxnum, minimum, maximum, lround, llround, lrint, llrint.
; Expected values by hand, and sqrt(2) printed by the host.
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"

declare double @llvm.fabs.f64(double)
declare float @llvm.fabs.f32(float)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>)
declare double @llvm.sqrt.f64(double)
declare float @llvm.sqrt.f32(float)
declare double @llvm.fma.f64(double, double, double)
declare float @llvm.fma.f32(float, float, float)
declare double @llvm.fmuladd.f64(double, double, double)
declare float @llvm.fmuladd.f32(float, float, float)
declare double @llvm.copysign.f64(double, double)
declare float @llvm.copysign.f32(float, float)
declare double @llvm.floor.f64(double)
declare float @llvm.floor.f32(float)
declare double @llvm.ceil.f64(double)
declare float @llvm.ceil.f32(float)
declare double @llvm.trunc.f64(double)
declare float @llvm.trunc.f32(float)
declare double @llvm.round.f64(double)
declare float @llvm.round.f32(float)
declare double @llvm.roundeven.f64(double)
declare double @llvm.rint.f64(double)
declare float @llvm.rint.f32(float)
declare double @llvm.nearbyint.f64(double)
declare float @llvm.nearbyint.f32(float)
declare double @llvm.minnum.f64(double, double)
declare float @llvm.minnum.f32(float, float)
declare double @llvm.maxnum.f64(double, double)
declare float @llvm.maxnum.f32(float, float)
declare double @llvm.minimum.f64(double, double)
declare float @llvm.maximum.f32(float, float)
declare double @llvm.maximum.f64(double, double)
declare i32 @llvm.lround.i32.f64(double)
declare i32 @llvm.lround.i32.f32(float)
declare i64 @llvm.llround.i64.f64(double)
declare i32 @llvm.lrint.i32.f64(double)
declare i64 @llvm.llrint.i64.f64(double)
declare i64 @llvm.llrint.i64.f32(float)

define double @fabs64(double %a) {
  %r = call double @llvm.fabs.f64(double %a)
  ret double %r
}
; run: @fabs64(-2.5) == 2.5
; run: @fabs64(-0.0) == 0x0
; run: @fabs64(-inf) == inf
; run: @fabs64(0xFFF8000000000001) == 0x7FF8000000000001

define float @fabs32(float %a) {
  %r = call fast float @llvm.fabs.f32(float %a)
  ret float %r
}
; run: @fabs32(0xFFC00000) == 0x7FC00000
; run: @fabs32(-1e-45) == 0x00000001

define double @fabs_vec(double %a, double %b) {
  %v0 = insertelement <2 x double> undef, double %a, i32 0
  %v = insertelement <2 x double> %v0, double %b, i32 1
  %w = call <2 x double> @llvm.fabs.v2f64(<2 x double> %v)
  %x = extractelement <2 x double> %w, i32 0
  %y = extractelement <2 x double> %w, i32 1
  %r = fsub double %x, %y
  ret double %r
}
; run: @fabs_vec(-3.0, -1.0) == 2.0

define double @sqrt64(double %a) {
  %r = call double @llvm.sqrt.f64(double %a)
  ret double %r
}
; run: @sqrt64(2.0) == 0x3FF6A09E667F3BCD
; run: @sqrt64(6.25) == 2.5
; run: @sqrt64(-0.0) == 0x8000000000000000
; run: @sqrt64(-1.0) == nan
; run: @sqrt64(inf) == inf

define float @sqrt32(float %a) {
  %r = call float @llvm.sqrt.f32(float %a)
  ret float %r
}
; run: @sqrt32(2.0) == 0x3FB504F3
; run: @sqrt32(0.25) == 0.5

; (1 + 2^-52) * (1 - 2^-53) - 1 is 2^-53 - 2^-105 = 2^-54 * (2 - 2^-51), exact
; in a double (0x3C9FFFFFFFFFFFFE); with the product rounded first (to 1.0), 0.
define double @fma64(double %a, double %b, double %c) {
  %r = call double @llvm.fma.f64(double %a, double %b, double %c)
  ret double %r
}
; run: @fma64(2.0, 3.0, 1.0) == 7.0
; run: @fma64(0x3FF0000000000001, 0x3FEFFFFFFFFFFFFF, -1.0) == 0x3C9FFFFFFFFFFFFE
; run: @fma64(inf, 0.0, 1.0) == nan

define float @fma32(float %a, float %b, float %c) {
  %r = call float @llvm.fma.f32(float %a, float %b, float %c)
  ret float %r
}
; (1 + 2^-23) * (1 + 2^-22) - 1 = 3 * 2^-23 + 2^-45, exact in a float
; run: @fma32(0x3F800001, 0x3F800002, -1.0) == 0x34C00001

; fmuladd may fuse or not: unfused, as hosts without an FMA unit compute a*b+c.
define double @fmuladd64(double %a, double %b, double %c) {
  %r = call double @llvm.fmuladd.f64(double %a, double %b, double %c)
  ret double %r
}
; run: @fmuladd64(2.0, 3.0, 1.0) == 7.0
; run: @fmuladd64(0x3FF0000000000001, 0x3FEFFFFFFFFFFFFF, -1.0) == 0x0

define float @fmuladd32(float %a, float %b, float %c) {
  %r = call float @llvm.fmuladd.f32(float %a, float %b, float %c)
  ret float %r
}
; the product rounds to 1 + 3 * 2^-23, so 3 * 2^-23 remains
; run: @fmuladd32(0x3F800001, 0x3F800002, -1.0) == 0x34C00000

define double @copysign64(double %a, double %b) {
  %r = call double @llvm.copysign.f64(double %a, double %b)
  ret double %r
}
; run: @copysign64(3.0, -0.0) == -3.0
; run: @copysign64(-2.0, 1.0) == 2.0
; run: @copysign64(nan, -1.0) == 0xFFF8000000000000

define float @copysign32(float %a, float %b) {
  %r = call float @llvm.copysign.f32(float %a, float %b)
  ret float %r
}
; run: @copysign32(1.5, -inf) == -1.5

define double @floor64(double %a) {
  %r = call double @llvm.floor.f64(double %a)
  ret double %r
}
; run: @floor64(-2.5) == -3.0
; run: @floor64(2.9999999999999996) == 2.0
; run: @floor64(-0.0) == 0x8000000000000000
; run: @floor64(1e300) == 1e300

define float @floor32(float %a) {
  %r = call float @llvm.floor.f32(float %a)
  ret float %r
}
; run: @floor32(-0.5) == -1.0

define double @ceil64(double %a) {
  %r = call double @llvm.ceil.f64(double %a)
  ret double %r
}
; run: @ceil64(-2.5) == -2.0
; run: @ceil64(-0.5) == 0x8000000000000000
; run: @ceil64(1e-300) == 1.0

define float @ceil32(float %a) {
  %r = call float @llvm.ceil.f32(float %a)
  ret float %r
}
; run: @ceil32(8388607.5) == 8388608.0

define double @trunc64(double %a) {
  %r = call double @llvm.trunc.f64(double %a)
  ret double %r
}
; run: @trunc64(-2.7) == -2.0
; run: @trunc64(0.9) == 0x0

define float @trunc32(float %a) {
  %r = call float @llvm.trunc.f32(float %a)
  ret float %r
}
; run: @trunc32(-0.9) == 0x80000000

; round: halves away from zero (a runtime routine).
define double @round64(double %a) {
  %r = call double @llvm.round.f64(double %a)
  ret double %r
}
; run: @round64(2.5) == 3.0
; run: @round64(-2.5) == -3.0
; run: @round64(0.49999999999999994) == 0x0
; run: @round64(-0.4) == 0x8000000000000000
; run: @round64(4503599627370495.5) == 4503599627370496.0

define float @round32(float %a) {
  %r = call float @llvm.round.f32(float %a)
  ret float %r
}
; run: @round32(0.5) == 1.0
; run: @round32(-1.5) == -2.0

; roundeven, rint, nearbyint: ties to even (the default rounding mode).
define double @roundeven64(double %a) {
  %r = call double @llvm.roundeven.f64(double %a)
  ret double %r
}
; run: @roundeven64(2.5) == 2.0
; run: @roundeven64(3.5) == 4.0

define double @rint64(double %a) {
  %r = call double @llvm.rint.f64(double %a)
  ret double %r
}
; run: @rint64(2.5) == 2.0
; run: @rint64(-0.5) == 0x8000000000000000
; run: @rint64(2.6) == 3.0

define float @rint32(float %a) {
  %r = call float @llvm.rint.f32(float %a)
  ret float %r
}
; run: @rint32(3.5) == 4.0

define double @nearbyint64(double %a) {
  %r = call double @llvm.nearbyint.f64(double %a)
  ret double %r
}
; run: @nearbyint64(-1.5) == -2.0

define float @nearbyint32(float %a) {
  %r = call float @llvm.nearbyint.f32(float %a)
  ret float %r
}
; run: @nearbyint32(0.5) == 0x0

; minnum/maxnum: a NaN gives way to a number (runtime routines).
define double @minnum64(double %a, double %b) {
  %r = call double @llvm.minnum.f64(double %a, double %b)
  ret double %r
}
; run: @minnum64(nan, 1.0) == 1.0
; run: @minnum64(1.0, nan) == 1.0
; run: @minnum64(2.0, 1.0) == 1.0
; run: @minnum64(nan, nan) == nan

define float @minnum32(float %a, float %b) {
  %r = call float @llvm.minnum.f32(float %a, float %b)
  ret float %r
}
; run: @minnum32(-inf, nan) == -inf

define double @maxnum64(double %a, double %b) {
  %r = call double @llvm.maxnum.f64(double %a, double %b)
  ret double %r
}
; run: @maxnum64(nan, 1.0) == 1.0
; run: @maxnum64(-3.0, 2.0) == 2.0

define float @maxnum32(float %a, float %b) {
  %r = call float @llvm.maxnum.f32(float %a, float %b)
  ret float %r
}
; run: @maxnum32(0.5, nan) == 0.5

; minimum/maximum: NaN wins, and -0 < +0.
define double @minimum64(double %a, double %b) {
  %r = call double @llvm.minimum.f64(double %a, double %b)
  ret double %r
}
; run: @minimum64(nan, 1.0) == nan
; run: @minimum64(0.0, -0.0) == 0x8000000000000000
; run: @minimum64(3.0, 2.0) == 2.0

define double @maximum64(double %a, double %b) {
  %r = call double @llvm.maximum.f64(double %a, double %b)
  ret double %r
}
; run: @maximum64(-0.0, 0.0) == 0x0
; run: @maximum64(1.0, nan) == nan

define float @maximum32(float %a, float %b) {
  %r = call float @llvm.maximum.f32(float %a, float %b)
  ret float %r
}
; run: @maximum32(1.0, 2.0) == 2.0

define i32 @lround64(double %a) {
  %r = call i32 @llvm.lround.i32.f64(double %a)
  ret i32 %r
}
; run: @lround64(2.5) == 3
; run: @lround64(-2.5) == -3
; run: @lround64(-2147483648.4) == -2147483648
; run: @lround64(1e12)

define i32 @lround32(float %a) {
  %r = call i32 @llvm.lround.i32.f32(float %a)
  ret i32 %r
}
; run: @lround32(-0.5) == -1

define i64 @llround64(double %a) {
  %r = call i64 @llvm.llround.i64.f64(double %a)
  ret i64 %r
}
; run: @llround64(1000000000000000.5) == 1000000000000001
; run: @llround64(-4503599627370495.5) == -4503599627370496

define i32 @lrint64(double %a) {
  %r = call i32 @llvm.lrint.i32.f64(double %a)
  ret i32 %r
}
; run: @lrint64(2.5) == 2
; run: @lrint64(-3.5) == -4

define i64 @llrint64(double %a) {
  %r = call i64 @llvm.llrint.i64.f64(double %a)
  ret i64 %r
}
; run: @llrint64(4503599627370497.0) == 4503599627370497
; run: @llrint64(-0.5) == 0

define i64 @llrint32(float %a) {
  %r = call i64 @llvm.llrint.i64.f32(float %a)
  ret i64 %r
}
; run: @llrint32(1e18) == 999999984306749440

declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare double @llvm.vector.reduce.fmul.v2f64(double, <2 x double>)
declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>)
declare double @llvm.vector.reduce.fmin.v2f64(<2 x double>)

; Reductions: fadd and fmul in lane order from a start value, fmax/fmin as
; maxnum/minnum.
define float @reduce_fadd(float %s, float %a, float %b) {
  %v0 = insertelement <4 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>, float %a, i32 0
  %v = insertelement <4 x float> %v0, float %b, i32 2
  %r = call float @llvm.vector.reduce.fadd.v4f32(float %s, <4 x float> %v)
  ret float %r
}
; in lane order, 1e8 + -1e8 comes first; in a float, 1e8 + 0.5 would be 1e8
; run: @reduce_fadd(1e8, 0.5, -1e8) == 1.0
; run: @reduce_fadd(1e8, -1e8, 0.5) == 1.5

define double @reduce_fmul(double %a, double %b) {
  %v0 = insertelement <2 x double> undef, double %a, i32 0
  %v = insertelement <2 x double> %v0, double %b, i32 1
  %r = call double @llvm.vector.reduce.fmul.v2f64(double -2.000000e+00, <2 x double> %v)
  ret double %r
}
; run: @reduce_fmul(1.5, 4.0) == -12.0

define float @reduce_fmax(float %a, float %b) {
  %v0 = insertelement <4 x float> <float -1.000000e+00, float 0x7FF8000000000000, float -3.000000e+00, float -4.000000e+00>, float %a, i32 0
  %v = insertelement <4 x float> %v0, float %b, i32 3
  %r = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %v)
  ret float %r
}
; the NaN lanes give way: max(-5, NaN, -3, -0.5), max(NaN, NaN, -3, -7)
; run: @reduce_fmax(-5.0, -0.5) == -0.5
; run: @reduce_fmax(nan, -7.0) == -3.0

define double @reduce_fmin(double %a, double %b) {
  %v0 = insertelement <2 x double> undef, double %a, i32 0
  %v = insertelement <2 x double> %v0, double %b, i32 1
  %r = call double @llvm.vector.reduce.fmin.v2f64(<2 x double> %v)
  ret double %r
}
; run: @reduce_fmin(3.0, -inf) == -inf

; The intrinsics that are C library functions become calls of those functions
; (`llvm.pow.f64` calls `pow`, `llvm.sin.f32` calls `sinf`); here the module
; itself defines stand-ins that show which function ran and with what operands.
define double @pow(double %x, double %y) {
  %a = fmul double %x, 1000.0
  %r = fadd double %a, %y
  ret double %r
}
define float @sinf(float %x) {
  %r = fadd float %x, 0.5
  ret float %r
}
define double @ldexp(double %x, i32 %n) {
  %f = sitofp i32 %n to double
  %r = fsub double %x, %f
  ret double %r
}
declare double @llvm.pow.f64(double, double)
declare double @llvm.powi.f64.i32(double, i32)
declare float @llvm.sin.f32(float)
declare <2 x float> @llvm.sin.v2f32(<2 x float>)
declare double @llvm.ldexp.f64.i32(double, i32)

define double @libm_pow(double %x, double %y) {
  %r = call double @llvm.pow.f64(double %x, double %y)
  ret double %r
}
; run: @libm_pow(2.0, 3.0) == 2003.0

define double @libm_powi(double %x, i32 %n) {
  %r = call double @llvm.powi.f64.i32(double %x, i32 %n)
  ret double %r
}
; run: @libm_powi(1.5, -2) == 1498.0

define float @libm_sin(float %x) {
  %r = call float @llvm.sin.f32(float %x)
  ret float %r
}
; run: @libm_sin(1.0) == 1.5

define float @libm_sin_lanes(float %x, float %y) {
  %v0 = insertelement <2 x float> undef, float %x, i32 0
  %v = insertelement <2 x float> %v0, float %y, i32 1
  %s = call <2 x float> @llvm.sin.v2f32(<2 x float> %v)
  %a = extractelement <2 x float> %s, i32 0
  %b = extractelement <2 x float> %s, i32 1
  %r = fmul float %a, %b
  ret float %r
}
; (1 + 0.5) * (2.5 + 0.5)
; run: @libm_sin_lanes(1.0, 2.5) == 4.5

define double @libm_ldexp(double %x, i32 %n) {
  %r = call double @llvm.ldexp.f64.i32(double %x, i32 %n)
  ret double %r
}
; run: @libm_ldexp(10.0, 3) == 7.0
