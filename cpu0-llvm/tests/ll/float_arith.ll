; float and double arithmetic: fadd, fsub, fmul, fdiv, frem (C's fmod, a runtime
; routine), fneg, with fast-math flags, on scalars and vectors. Expected values
; worked out by hand (rounding to nearest, ties to even) or printed by the host.
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

define double @add64(double %a, double %b) {
  %r = fadd double %a, %b
  ret double %r
}
; run: @add64(1.25, 2.5) == 3.75
; run: @add64(1e308, 1e308) == inf
; run: @add64(inf, -inf) == nan
; run: @add64(-0.0, -0.0) == 0x8000000000000000
; run: @add64(-0.0, 0.0) == 0x0
; 1 + 2^-53 is a tie: to even, 1.0; 1 + 2^-52 + 2^-53 ties up to 1 + 2^-51
; run: @add64(0x3FF0000000000000, 0x3CA0000000000000) == 0x3FF0000000000000
; run: @add64(0x3FF0000000000001, 0x3CA0000000000000) == 0x3FF0000000000002

define float @add32(float %a, float %b) {
  %r = fadd fast float %a, %b
  ret float %r
}
; run: @add32(1.5, 2.25) == 3.75
; 2^24 + 1 ties to 2^24; 2^24 + 2 + 1 ties to 2^24 + 4
; run: @add32(16777216.0, 1.0) == 16777216.0
; run: @add32(16777218.0, 1.0) == 16777220.0
; run: @add32(3e38, 3e38) == inf

define double @sub64(double %a, double %b) {
  %r = fsub double %a, %b
  ret double %r
}
; run: @sub64(5.5, 8.0) == -2.5
; run: @sub64(0.0, 0.0) == 0x0
; run: @sub64(-0.0, 0.0) == 0x8000000000000000
; run: @sub64(inf, inf) == nan

define float @sub32(float %a, float %b) {
  %r = fsub nnan float %a, %b
  ret float %r
}
; run: @sub32(1.0, 0.75) == 0.25
; run: @sub32(-0.0, 0.0) == 0x80000000

define double @mul64(double %a, double %b) {
  %r = fmul double %a, %b
  ret double %r
}
; run: @mul64(1.5, -4.0) == -6.0
; run: @mul64(1e308, 10.0) == inf
; 2^-1022 * 0.5 is the subnormal 2^-1023
; run: @mul64(0x0010000000000000, 0.5) == 0x0008000000000000
; run: @mul64(0.0, inf) == nan
; run: @mul64(-0.0, 3.0) == 0x8000000000000000

define float @mul32(float %a, float %b) {
  %r = fmul float %a, %b
  ret float %r
}
; run: @mul32(3.0, 0.5) == 1.5
; run: @mul32(1e-45, 0.5) == 0x0
; run: @mul32(3e-45, 0.5) == 0x00000001

define double @div64(double %a, double %b) {
  %r = fdiv double %a, %b
  ret double %r
}
; run: @div64(1.0, 3.0) == 0x3FD5555555555555
; run: @div64(1.0, 0.0) == inf
; run: @div64(-1.0, 0.0) == -inf
; run: @div64(1.0, -0.0) == -inf
; run: @div64(0.0, 0.0) == nan
; run: @div64(7.0, 2.0) == 3.5

define float @div32(float %a, float %b) {
  %r = fdiv arcp float %a, %b
  ret float %r
}
; run: @div32(1.0, 3.0) == 0x3EAAAAAB
; run: @div32(-6.0, 4.0) == -1.5

define double @rem64(double %a, double %b) {
  %r = frem double %a, %b
  ret double %r
}
; run: @rem64(7.5, 2.0) == 1.5
; run: @rem64(-7.5, 2.0) == -1.5
; run: @rem64(7.5, -2.0) == 1.5
; run: @rem64(5.0, inf) == 5.0
; run: @rem64(1.0, 0.0) == nan
; run: @rem64(inf, 2.0) == nan
; run: @rem64(-4.0, 2.0) == 0x8000000000000000
; exact even for far apart operands (the host's math.fmod prints the same)
; run: @rem64(1e300, 7.0) == 1.0
; run: @rem64(1e300, 0.1) == 0.00011215964963492975

define float @rem32(float %a, float %b) {
  %r = frem float %a, %b
  ret float %r
}
; run: @rem32(10.25, 3.0) == 1.25
; run: @rem32(-1.0, 0.0) == nan

define double @neg64(double %a) {
  %r = fneg double %a
  ret double %r
}
; run: @neg64(2.5) == -2.5
; run: @neg64(0.0) == 0x8000000000000000
; fneg flips the sign of a NaN too
; run: @neg64(0x7FF8000000000001) == 0xFFF8000000000001

define float @neg32(float %a) {
  %r = fneg fast float %a
  ret float %r
}
; run: @neg32(-0.0) == 0x0
; run: @neg32(0x7FC00000) == 0xFFC00000

; The older spelling of negation: -0.0 - x.
define double @neg_by_sub(double %a) {
  %r = fsub double -0.000000e+00, %a
  ret double %r
}
; run: @neg_by_sub(0.0) == 0x8000000000000000
; run: @neg_by_sub(-3.0) == 3.0

; Lane by lane: (a * 2) - (b * 3) from <2 x float>.
define float @vec32(float %a, float %b) {
  %v0 = insertelement <2 x float> undef, float %a, i32 0
  %v = insertelement <2 x float> %v0, float %b, i32 1
  %w = fmul <2 x float> %v, <float 2.000000e+00, float 3.000000e+00>
  %n = fneg <2 x float> %w
  %x = extractelement <2 x float> %n, i32 0
  %y = extractelement <2 x float> %n, i32 1
  %r = fsub float %y, %x
  ret float %r
}
; run: @vec32(5.0, 1.0) == 7.0

; <2 x double> division and remainder with a splat.
define double @vec64(double %a, double %b) {
  %v0 = insertelement <2 x double> poison, double %a, i32 0
  %v = insertelement <2 x double> %v0, double %b, i32 1
  %q = fdiv <2 x double> %v, <double 2.000000e+00, double 2.000000e+00>
  %m = frem <2 x double> %v, splat (double 4.000000e+00)
  %s = fadd <2 x double> %q, %m
  %x = extractelement <2 x double> %s, i32 0
  %y = extractelement <2 x double> %s, i32 1
  %r = fmul double %x, %y
  ret double %r
}
; (9/2 + 9 mod 4) * (6/2 + 6 mod 4) = 5.5 * 5
; run: @vec64(9.0, 6.0) == 27.5
