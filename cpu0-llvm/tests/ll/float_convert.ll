; Conversions: fptosi, fptoui (an out-of-range value is poison in LLVM: any
; result, never a trap), sitofp, uitofp (rounded to nearest, ties to even),
; fpext, fptrunc, and bitcast between floats and integers. Expected values by
; hand: 2^24 + 1 and 2^53 + 1 are ties, 4294967295 needs 32 bits of mantissa.
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"

define i32 @d_to_i32(double %a) {
  %r = fptosi double %a to i32
  ret i32 %r
}
; run: @d_to_i32(2.9) == 2
; run: @d_to_i32(-2.9) == -2
; run: @d_to_i32(2147483647.0) == 2147483647
; run: @d_to_i32(-2147483648.0) == -2147483648
; run: @d_to_i32(-0.0) == 0
; run: @d_to_i32(1e10)
; run: @d_to_i32(-1e10)
; run: @d_to_i32(nan)
; run: @d_to_i32(inf)

define i32 @d_to_u32(double %a) {
  %r = fptoui double %a to i32
  ret i32 %r
}
; run: @d_to_u32(4294967295.0) == 0xFFFFFFFF
; run: @d_to_u32(3.99) == 3
; run: @d_to_u32(2147483648.0) == 0x80000000
; run: @d_to_u32(-1.0)
; run: @d_to_u32(1e20)

define i64 @d_to_i64(double %a) {
  %r = fptosi double %a to i64
  ret i64 %r
}
; run: @d_to_i64(-9223372036854775808.0) == 0x8000000000000000
; run: @d_to_i64(1000000000000000.5) == 1000000000000000
; run: @d_to_i64(-4503599627370495.5) == -4503599627370495
; run: @d_to_i64(1e19)

define i64 @d_to_u64(double %a) {
  %r = fptoui double %a to i64
  ret i64 %r
}
; 2^64 - 2048, the largest double below 2^64
; run: @d_to_u64(18446744073709549568.0) == 0xFFFFFFFFFFFFF800
; run: @d_to_u64(9223372036854775808.0) == 0x8000000000000000
; run: @d_to_u64(-5.0)

define i32 @f_to_i32(float %a) {
  %r = fptosi float %a to i32
  ret i32 %r
}
; run: @f_to_i32(-16777216.0) == -16777216
; run: @f_to_i32(0.99999994) == 0
; run: @f_to_i32(3e9)

define i64 @f_to_u64(float %a) {
  %r = fptoui float %a to i64
  ret i64 %r
}
; run: @f_to_u64(18446742974197923840.0) == 0xFFFFFF0000000000

; Narrow and odd widths go through i32; in range, exact.
define i8 @d_to_i8(double %a) {
  %r = fptosi double %a to i8
  ret i8 %r
}
; run: @d_to_i8(-128.0) == -128
; run: @d_to_i8(127.9) == 127
; run: @d_to_i8(300.0)

define i8 @f_to_u8(float %a) {
  %r = fptoui float %a to i8
  ret i8 %r
}
; run: @f_to_u8(255.5) == 255

define i16 @d_to_i16(double %a) {
  %r = fptosi double %a to i16
  ret i16 %r
}
; run: @d_to_i16(-32768.0) == -32768

define i1 @d_to_i1_signed(double %a) {
  %r = fptosi double %a to i1
  ret i1 %r
}
; run: @d_to_i1_signed(-1.0) == 1
; run: @d_to_i1_signed(0.5) == 0

define i1 @d_to_i1_unsigned(double %a) {
  %r = fptoui double %a to i1
  ret i1 %r
}
; run: @d_to_i1_unsigned(1.0) == 1

; i24: the upper 8 bits of the i32 stay zero.
define i32 @d_to_i24(double %a) {
  %r = fptosi double %a to i24
  %w = zext i24 %r to i32
  ret i32 %w
}
; run: @d_to_i24(-8388608.0) == 0x800000
; run: @d_to_i24(-1.0) == 0xFFFFFF

define i64 @d_to_i40(double %a) {
  %r = fptoui double %a to i40
  %w = zext i40 %r to i64
  ret i64 %w
}
; run: @d_to_i40(1099511627775.0) == 0xFFFFFFFFFF

define float @i32_to_f(i32 %a) {
  %r = sitofp i32 %a to float
  ret float %r
}
; run: @i32_to_f(16777217) == 16777216.0
; run: @i32_to_f(16777219) == 16777220.0
; run: @i32_to_f(-1) == -1.0
; run: @i32_to_f(0) == 0x0
; run: @i32_to_f(-2147483648) == 0xCF000000

define double @i32_to_d(i32 %a) {
  %r = sitofp i32 %a to double
  ret double %r
}
; run: @i32_to_d(-2147483648) == 0xC1E0000000000000
; run: @i32_to_d(123456789) == 123456789.0

define double @u32_to_d(i32 %a) {
  %r = uitofp i32 %a to double
  ret double %r
}
; run: @u32_to_d(0xFFFFFFFF) == 0x41EFFFFFFFE00000

define float @u32_to_f(i32 %a) {
  %r = uitofp i32 %a to float
  ret float %r
}
; run: @u32_to_f(0xFFFFFFFF) == 0x4F800000
; run: @u32_to_f(0x80000080) == 0x4F000000
; run: @u32_to_f(0x80000181) == 0x4F000002

define double @i64_to_d(i64 %a) {
  %r = sitofp i64 %a to double
  ret double %r
}
; run: @i64_to_d(9007199254740993) == 9007199254740992.0
; run: @i64_to_d(9007199254740995) == 9007199254740996.0
; run: @i64_to_d(-9223372036854775808) == 0xC3E0000000000000

define float @i64_to_f(i64 %a) {
  %r = sitofp i64 %a to float
  ret float %r
}
; run: @i64_to_f(0x7FFFFFFFFFFFFFFF) == 0x5F000000
; run: @i64_to_f(-1) == -1.0

define double @u64_to_d(i64 %a) {
  %r = uitofp i64 %a to double
  ret double %r
}
; run: @u64_to_d(0xFFFFFFFFFFFFFFFF) == 0x43F0000000000000
; run: @u64_to_d(0x8000000000000400) == 0x43E0000000000000
; run: @u64_to_d(0x8000000000000401) == 0x43E0000000000001

define float @u64_to_f(i64 %a) {
  %r = uitofp i64 %a to float
  ret float %r
}
; run: @u64_to_f(0xFFFFFFFFFFFFFFFF) == 0x5F800000

define float @i8_to_f(i8 %a) {
  %r = sitofp i8 %a to float
  ret float %r
}
; run: @i8_to_f(-128) == 0xC3000000

define float @u8_to_f(i8 %a) {
  %r = uitofp i8 %a to float
  ret float %r
}
; run: @u8_to_f(255) == 0x437F0000

define double @i1_to_d(i1 %a) {
  %s = sitofp i1 %a to double
  %u = uitofp i1 %a to double
  %r = fmul double %s, 1.000000e+01
  %t = fadd double %r, %u
  ret double %t
}
; true: -1 * 10 + 1
; run: @i1_to_d(1) == -9.0
; run: @i1_to_d(0) == 0.0

define float @i24_to_f(i32 %a) {
  %n = trunc i32 %a to i24
  %r = sitofp i24 %n to float
  ret float %r
}
; run: @i24_to_f(0x800000) == 0xCB000000
; run: @i24_to_f(0x7FFFFF) == 8388607.0

define double @fpext(float %a) {
  %r = fpext float %a to double
  ret double %r
}
; run: @fpext(0.1) == 0x3FB99999A0000000
; run: @fpext(-inf) == -inf
; run: @fpext(1e-45) == 0x36A0000000000000
; run: @fpext(nan) == nan

define float @fptrunc(double %a) {
  %r = fptrunc double %a to float
  ret float %r
}
; run: @fptrunc(0.1) == 0x3DCCCCCD
; run: @fptrunc(1e40) == inf
; run: @fptrunc(-1e40) == -inf
; run: @fptrunc(1e-46) == 0x0
; run: @fptrunc(3e-45) == 0x00000002
; run: @fptrunc(-0.0) == 0x80000000
; 1 + 2^-24 is a tie between 1 and 1 + 2^-23: to even, 1
; run: @fptrunc(0x3FF0000010000000) == 1.0
; run: @fptrunc(0x3FF0000030000000) == 0x3F800002

define i32 @f_bits(float %a) {
  %r = bitcast float %a to i32
  ret i32 %r
}
; run: @f_bits(1.0) == 0x3F800000
; run: @f_bits(-0.0) == 0x80000000

define float @bits_f(i32 %a) {
  %r = bitcast i32 %a to float
  %s = fadd float %r, 1.000000e+00
  ret float %s
}
; run: @bits_f(0x40000000) == 3.0

define i64 @d_bits(double %a) {
  %r = bitcast double %a to i64
  ret i64 %r
}
; run: @d_bits(-2.0) == 0xC000000000000000

define double @bits_d(i64 %a) {
  %r = bitcast i64 %a to double
  ret double %r
}
; run: @bits_d(0x3FF8000000000000) == 1.5

; Shapes that differ go through memory, in the target's byte order.
define i64 @pair_bits(float %a, float %b) {
  %v0 = insertelement <2 x float> undef, float %a, i32 0
  %v = insertelement <2 x float> %v0, float %b, i32 1
  %r = bitcast <2 x float> %v to i64
  ret i64 %r
}
; run.be: @pair_bits(1.0, -2.0) == 0x3F800000C0000000
; run.le: @pair_bits(1.0, -2.0) == 0xC00000003F800000

define float @double_halves(double %a) {
  %v = bitcast double %a to <2 x i32>
  %w = bitcast <2 x i32> %v to <2 x float>
  %x = extractelement <2 x float> %w, i32 0
  ret float %x
}
; run.be: @double_halves(0x4000000000000001) == 2.0
; run.le: @double_halves(0x3F80000040400000) == 3.0

; Vectors of conversions.
define double @vec_convert(i32 %a, i32 %b) {
  %v0 = insertelement <2 x i32> undef, i32 %a, i32 0
  %v = insertelement <2 x i32> %v0, i32 %b, i32 1
  %f = sitofp <2 x i32> %v to <2 x float>
  %d = fpext <2 x float> %f to <2 x double>
  %x = extractelement <2 x double> %d, i32 0
  %y = extractelement <2 x double> %d, i32 1
  %r = fdiv double %x, %y
  ret double %r
}
; run: @vec_convert(-3, 4) == -0.75
