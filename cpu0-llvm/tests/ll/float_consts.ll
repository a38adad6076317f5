; Float constants in the forms clang prints (decimal, the 16 hex digits of a
; double, also for a float), in globals (scalars, arrays, structs, vectors, zero)
; and in code; constant expressions with float casts folded. Expected bits by
; hand or printed by the host (Python's struct.pack).
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"

%struct.M = type { float, double, i32 }

@d = global double 1.500000e+00, align 8
@f = global float 0x3FB99999A0000000, align 4
@nz = global double -0.000000e+00, align 8
@big = global double 0x7FEFFFFFFFFFFFFF, align 8
@tiny = global [2 x double] [double 0x10000000000000, double 4.940656e-324], align 8
@arr = global [3 x float] [float 1.000000e+00, float 2.500000e+00, float -0.000000e+00], align 4
@m = global %struct.M { float 0x3FD5555560000000, double 0x3FD5555555555555, i32 7 }, align 8
@vec = global <2 x double> <double 1.000000e+00, double 0x7FF0000000000000>, align 16
@zero = global [2 x double] zeroinitializer, align 8
@ci = global i32 fptosi (double 2.750000e+00 to i32), align 4
@cf = global float fptrunc (double 1.000000e-01 to float), align 4
@cb = global i32 bitcast (float 1.000000e+00 to i32), align 4
@cu = global double uitofp (i32 -1 to double), align 8
@cs = global float sitofp (i8 -3 to float), align 4

define i64 @load_d() {
  %v = load double, ptr @d, align 8
  %b = bitcast double %v to i64
  ret i64 %b
}
; run: @load_d() == 0x3FF8000000000000

define float @load_f() {
  %v = load float, ptr @f, align 4
  ret float %v
}
; 0.1f
; run: @load_f() == 0x3DCCCCCD

define double @load_nz_big() {
  %a = load double, ptr @nz, align 8
  %b = load double, ptr @big, align 8
  %c = fmul double %a, %b
  ret double %c
}
; -0.0 * max = -0.0
; run: @load_nz_big() == 0x8000000000000000

; Hex without its leading zeros (2^-1022), and the smallest subnormal in decimal.
define i64 @load_tiny() {
  %a = load i64, ptr @tiny, align 8
  %p = getelementptr [2 x double], ptr @tiny, i32 0, i32 1
  %b = load i64, ptr %p, align 8
  %r = add i64 %a, %b
  ret i64 %r
}
; run: @load_tiny() == 0x0010000000000001

define float @sum_arr() {
  %a = load float, ptr @arr, align 4
  %pb = getelementptr [3 x float], ptr @arr, i32 0, i32 1
  %b = load float, ptr %pb, align 4
  %pc = getelementptr [3 x float], ptr @arr, i32 0, i32 2
  %c = load float, ptr %pc, align 4
  %s = fadd float %a, %b
  %t = fadd float %s, %c
  ret float %t
}
; run: @sum_arr() == 3.5

define i32 @arr_last_bits() {
  %pc = getelementptr [3 x float], ptr @arr, i32 0, i32 2
  %c = load i32, ptr %pc, align 4
  ret i32 %c
}
; run: @arr_last_bits() == 0x80000000

; The struct's double is at offset 8 (doubles are 8-byte aligned).
define i64 @struct_double_bits() {
  %p = getelementptr inbounds i8, ptr @m, i32 8
  %v = load i64, ptr %p, align 8
  ret i64 %v
}
; run: @struct_double_bits() == 0x3FD5555555555555

define double @struct_fields() {
  %v = load %struct.M, ptr @m, align 8
  %a = extractvalue %struct.M %v, 0
  %b = extractvalue %struct.M %v, 1
  %n = extractvalue %struct.M %v, 2
  %ad = fpext float %a to double
  %nd = sitofp i32 %n to double
  %d = fsub double %ad, %b
  %r = fadd double %d, %nd
  ret double %r
}
; (1/3 as a float, widened) - (1/3 as a double) + 7, printed by the host
; run: @struct_fields() == 0x401C000000AAAAAB

define double @vec_lane() {
  %v = load <2 x double>, ptr @vec, align 16
  %a = extractelement <2 x double> %v, i32 0
  %b = extractelement <2 x double> %v, i32 1
  %r = fdiv double %a, %b
  ret double %r
}
; run: @vec_lane() == 0x0

define double @zeros() {
  %p = getelementptr [2 x double], ptr @zero, i32 0, i32 1
  %v = load double, ptr %p, align 8
  ret double %v
}
; run: @zeros() == 0x0

define i32 @folded_casts() {
  %i = load i32, ptr @ci, align 4
  %f = load i32, ptr @cf, align 4
  %b = load i32, ptr @cb, align 4
  %x = xor i32 %f, %b
  %r = add i32 %x, %i
  ret i32 %r
}
; 2 + (0x3DCCCCCD ^ 0x3F800000)
; run: @folded_casts() == 0x024CCCCF

define double @folded_int_to_float() {
  %u = load double, ptr @cu, align 8
  %s = load float, ptr @cs, align 4
  %sd = fpext float %s to double
  %r = fadd double %u, %sd
  ret double %r
}
; 4294967295 - 3
; run: @folded_int_to_float() == 4294967292.0

; Constants in code, in both forms, and a float signalling NaN written as a double.
define double @code_consts(double %a) {
  %x = fmul double %a, 0x3FE0000000000000
  %y = fadd double %x, 2.500000e-01
  ret double %y
}
; run: @code_consts(3.0) == 1.75

define float @code_float_consts(float %a) {
  %x = fadd float %a, 0x3FF8000000000000
  %c = fcmp uno float %x, 0.000000e+00
  %r = select i1 %c, float 0x7FF4000000000000, float %x
  ret float %r
}
; run: @code_float_consts(1.0) == 2.5
; run: @code_float_consts(nan) == 0x7FA00000

; Aggregates of float constants in code, with undef and zero lanes.
define float @const_vector(i32 %i) {
  %v = insertelement <4 x float> <float 1.000000e+00, float 2.000000e+00, float undef, float 4.000000e+00>, float 3.000000e+00, i32 2
  %x = extractelement <4 x float> %v, i32 %i
  ret float %x
}
; run: @const_vector(0) == 1.0
; run: @const_vector(2) == 3.0
; run: @const_vector(3) == 4.0

define float @shuffle() {
  %s = shufflevector <2 x float> <float 1.000000e+00, float 2.000000e+00>, <2 x float> zeroinitializer, <2 x i32> <i32 1, i32 2>
  %a = extractelement <2 x float> %s, i32 0
  %b = extractelement <2 x float> %s, i32 1
  %r = fadd float %a, %b
  ret float %r
}
; run: @shuffle() == 2.0

; A constant expression with a float cast computed in code.
define double @const_expr_in_code() {
  %r = fadd double sitofp (i32 7 to double), 5.000000e-01
  ret double %r
}
; run: @const_expr_in_code() == 7.5
