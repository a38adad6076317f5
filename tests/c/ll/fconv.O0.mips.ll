; ModuleID = 'fconv.c'
source_filename = "fconv.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%union.anon = type { double }
%struct.big_t = type { [200 x i32], i32 }

@halves = dso_local global [12 x double] [double 5.000000e-01, double -5.000000e-01, double 1.500000e+00, double -1.500000e+00, double 2.500000e+00, double -2.500000e+00, double 0x3FDFFFFFFFFFFFFF, double 0xBFDFFFFFFFFFFFFF, double 0x432FFFFFFFFFFFFF, double 0xC330000000000001, double 1.000000e+16, double -0.000000e+00], align 8
@.str = private unnamed_addr constant [21 x i8] c"-- integer to float\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"(float)INT_MAX\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"(float)16777217\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"(float)-16777217\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"(float)16777219\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"(float)UINT_MAX\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"(double)UINT_MAX\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"(double)INT_MIN\00", align 1
@.str.8 = private unnamed_addr constant [19 x i8] c"(double)(2^53 + 1)\00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"(double)(2^53 + 3)\00", align 1
@.str.10 = private unnamed_addr constant [18 x i8] c"(double)INT64_MAX\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"(double)INT64_MIN\00", align 1
@.str.12 = private unnamed_addr constant [19 x i8] c"(double)UINT64_MAX\00", align 1
@.str.13 = private unnamed_addr constant [18 x i8] c"(float)UINT64_MAX\00", align 1
@.str.14 = private unnamed_addr constant [22 x i8] c"(double)(2^63 + 1025)\00", align 1
@.str.15 = private unnamed_addr constant [20 x i8] c"(float)(2^31 + 129)\00", align 1
@.str.16 = private unnamed_addr constant [17 x i8] c"(double)(i8)-128\00", align 1
@.str.17 = private unnamed_addr constant [18 x i8] c"(float)(u16)65535\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.20 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1
@.str.21 = private unnamed_addr constant [34 x i8] c"-- float to integer (truncating)\0A\00", align 1
@.str.22 = private unnamed_addr constant [19 x i8] c"(i32)2147483520.0f\00", align 1
@.str.23 = private unnamed_addr constant [20 x i8] c"(i32)-2147483648.0f\00", align 1
@.str.24 = private unnamed_addr constant [19 x i8] c"(u32)4294967040.0f\00", align 1
@.str.25 = private unnamed_addr constant [18 x i8] c"(i32)2147483647.9\00", align 1
@.str.26 = private unnamed_addr constant [19 x i8] c"(i32)-2147483648.9\00", align 1
@.str.27 = private unnamed_addr constant [18 x i8] c"(u32)4294967295.9\00", align 1
@.str.28 = private unnamed_addr constant [28 x i8] c"(i64)9223371487098961920.0f\00", align 1
@.str.29 = private unnamed_addr constant [28 x i8] c"(i64)-9223372036854775808.0\00", align 1
@.str.30 = private unnamed_addr constant [27 x i8] c"(i64)9223372036854774784.0\00", align 1
@.str.31 = private unnamed_addr constant [29 x i8] c"(u64)18446742974197923840.0f\00", align 1
@.str.32 = private unnamed_addr constant [28 x i8] c"(u64)18446744073709549568.0\00", align 1
@.str.33 = private unnamed_addr constant [27 x i8] c"(u64)9223372036854775808.0\00", align 1
@.str.34 = private unnamed_addr constant [10 x i8] c"(i32)-0.9\00", align 1
@.str.35 = private unnamed_addr constant [10 x i8] c"(i32)-1.9\00", align 1
@.str.36 = private unnamed_addr constant [24 x i8] c"(i32)2.9999999999999996\00", align 1
@.str.37 = private unnamed_addr constant [11 x i8] c"(i8)-128.7\00", align 1
@.str.38 = private unnamed_addr constant [10 x i8] c"(u8)255.9\00", align 1
@.str.39 = private unnamed_addr constant [14 x i8] c"(i16)-32768.5\00", align 1
@.str.40 = private unnamed_addr constant [13 x i8] c"(u16)65535.5\00", align 1
@.str.41 = private unnamed_addr constant [62 x i8] c"-- rounding of halves: round rint nearbyint trunc floor ceil\0A\00", align 1
@.str.42 = private unnamed_addr constant [3 x i8] c": \00", align 1
@.str.43 = private unnamed_addr constant [13 x i8] c"roundf(2.5f)\00", align 1
@.str.44 = private unnamed_addr constant [12 x i8] c"rintf(2.5f)\00", align 1
@.str.45 = private unnamed_addr constant [14 x i8] c"floorf(-2.5f)\00", align 1
@.str.46 = private unnamed_addr constant [13 x i8] c"ceilf(-2.5f)\00", align 1
@.str.47 = private unnamed_addr constant [14 x i8] c"truncf(-2.5f)\00", align 1
@.str.48 = private unnamed_addr constant [32 x i8] c"-- signed zeros and infinities\0A\00", align 1
@.str.49 = private unnamed_addr constant [5 x i8] c"-0.0\00", align 1
@.str.50 = private unnamed_addr constant [12 x i8] c"-0.0 == 0.0\00", align 1
@.str.51 = private unnamed_addr constant [11 x i8] c"-0.0 < 0.0\00", align 1
@.str.52 = private unnamed_addr constant [9 x i8] c"1 / -0.0\00", align 1
@.str.53 = private unnamed_addr constant [11 x i8] c"-0.0 + 0.0\00", align 1
@.str.54 = private unnamed_addr constant [11 x i8] c"-0.0 - 0.0\00", align 1
@.str.55 = private unnamed_addr constant [9 x i8] c"-0.0 * 5\00", align 1
@.str.56 = private unnamed_addr constant [18 x i8] c"copysign(1, -0.0)\00", align 1
@.str.57 = private unnamed_addr constant [11 x i8] c"fabs(-0.0)\00", align 1
@.str.58 = private unnamed_addr constant [11 x i8] c"sqrt(-0.0)\00", align 1
@.str.59 = private unnamed_addr constant [11 x i8] c"1e308 * 10\00", align 1
@.str.60 = private unnamed_addr constant [14 x i8] c"inf > DBL_MAX\00", align 1
@.str.61 = private unnamed_addr constant [16 x i8] c"-inf < -DBL_MAX\00", align 1
@.str.62 = private unnamed_addr constant [8 x i8] c"1 / inf\00", align 1
@.str.63 = private unnamed_addr constant [9 x i8] c"-1 / inf\00", align 1
@.str.64 = private unnamed_addr constant [12 x i8] c"(float)1e39\00", align 1
@.str.65 = private unnamed_addr constant [20 x i8] c"FLT_MAX * 2 (float)\00", align 1
@.str.66 = private unnamed_addr constant [15 x i8] c"DBL_MIN / 2^52\00", align 1
@.str.67 = private unnamed_addr constant [15 x i8] c"DBL_MIN / 2^53\00", align 1
@.str.68 = private unnamed_addr constant [35 x i8] c"DBL_MIN * 0.75 (rounded subnormal)\00", align 1
@.str.69 = private unnamed_addr constant [29 x i8] c"-- NaN, through comparisons\0A\00", align 1
@.str.70 = private unnamed_addr constant [6 x i8] c"nan 1\00", align 1
@.str.71 = private unnamed_addr constant [6 x i8] c"1 nan\00", align 1
@.str.72 = private unnamed_addr constant [8 x i8] c"nan nan\00", align 1
@.str.73 = private unnamed_addr constant [10 x i8] c"inf-inf 0\00", align 1
@.str.74 = private unnamed_addr constant [11 x i8] c"sqrt(-1) 0\00", align 1
@.str.75 = private unnamed_addr constant [4 x i8] c"1 2\00", align 1
@.str.76 = private unnamed_addr constant [5 x i8] c"-0 0\00", align 1
@.str.77 = private unnamed_addr constant [8 x i8] c"inf inf\00", align 1
@.str.78 = private unnamed_addr constant [18 x i8] c"(float)nan is nan\00", align 1
@.str.79 = private unnamed_addr constant [26 x i8] c"(double)(float)nan is nan\00", align 1
@.str.80 = private unnamed_addr constant [13 x i8] c"fmin(nan, 1)\00", align 1
@.str.81 = private unnamed_addr constant [13 x i8] c"fmax(1, nan)\00", align 1
@.str.82 = private unnamed_addr constant [17 x i8] c"fminf(-1.5, inf)\00", align 1
@.str.83 = private unnamed_addr constant [12 x i8] c"fmax(-3, 2)\00", align 1
@.str.84 = private unnamed_addr constant [20 x i8] c"fmod(nan, 1) is nan\00", align 1
@.str.85 = private unnamed_addr constant [18 x i8] c"fmod(1, 0) is nan\00", align 1
@.str.86 = private unnamed_addr constant [15 x i8] c"nan * 0 is nan\00", align 1
@.str.87 = private unnamed_addr constant [21 x i8] c"-- float <-> double\0A\00", align 1
@.str.88 = private unnamed_addr constant [13 x i8] c"(double)0.1f\00", align 1
@.str.89 = private unnamed_addr constant [22 x i8] c"(double)(float)(1/3.)\00", align 1
@.str.90 = private unnamed_addr constant [19 x i8] c"(float)(1 + 2^-24)\00", align 1
@.str.91 = private unnamed_addr constant [23 x i8] c"(float)(1 + 3 * 2^-24)\00", align 1
@.str.92 = private unnamed_addr constant [27 x i8] c"(float)(1 + 2^-24 + 2^-50)\00", align 1
@.str.93 = private unnamed_addr constant [13 x i8] c"(float)1e-40\00", align 1
@.str.94 = private unnamed_addr constant [13 x i8] c"(float)1e-46\00", align 1
@.str.95 = private unnamed_addr constant [14 x i8] c"(float)-7e-46\00", align 1
@.str.96 = private unnamed_addr constant [16 x i8] c"(float)-7.1e-46\00", align 1
@.str.97 = private unnamed_addr constant [15 x i8] c"(float)DBL_MIN\00", align 1
@.str.98 = private unnamed_addr constant [29 x i8] c"(float)3.4028235677973362e38\00", align 1
@.str.99 = private unnamed_addr constant [29 x i8] c"(float)3.4028235677973366e38\00", align 1
@.str.100 = private unnamed_addr constant [29 x i8] c"(float)3.4028235677973367e38\00", align 1
@.str.101 = private unnamed_addr constant [9 x i8] c"1.0f / 3\00", align 1
@.str.102 = private unnamed_addr constant [22 x i8] c"third * 3 - 1 (float)\00", align 1
@.str.103 = private unnamed_addr constant [23 x i8] c"third * 3 - 1 (double)\00", align 1
@.str.104 = private unnamed_addr constant [20 x i8] c"float harmonic(100)\00", align 1
@.str.105 = private unnamed_addr constant [21 x i8] c"double harmonic(100)\00", align 1
@.str.106 = private unnamed_addr constant [25 x i8] c"-- fmod, fabs, copysign\0A\00", align 1
@.str.107 = private unnamed_addr constant [13 x i8] c"fmod(7.5, 2)\00", align 1
@.str.108 = private unnamed_addr constant [14 x i8] c"fmod(-7.5, 2)\00", align 1
@.str.109 = private unnamed_addr constant [14 x i8] c"fmod(7.5, -2)\00", align 1
@.str.110 = private unnamed_addr constant [15 x i8] c"fmod(1e300, 7)\00", align 1
@.str.111 = private unnamed_addr constant [21 x i8] c"fmod(1e-300, 3e-310)\00", align 1
@.str.112 = private unnamed_addr constant [13 x i8] c"fmod(5, inf)\00", align 1
@.str.113 = private unnamed_addr constant [12 x i8] c"fmod(-4, 2)\00", align 1
@.str.114 = private unnamed_addr constant [16 x i8] c"fmodf(10.25, 3)\00", align 1
@.str.115 = private unnamed_addr constant [22 x i8] c"fmodf(16777215, 0.75)\00", align 1
@.str.116 = private unnamed_addr constant [11 x i8] c"fabs(-inf)\00", align 1
@.str.117 = private unnamed_addr constant [18 x i8] c"copysign(2, -inf)\00", align 1
@.str.118 = private unnamed_addr constant [17 x i8] c"copysignf(-3, 0)\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @int_to_float()
  call void @float_to_int()
  call void @rounding()
  call void @zeros_and_infinities()
  call void @nans()
  call void @float_double()
  call void @remainders()
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @int_to_float() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  call void @print_str(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i32 0, i32 0))
  %3 = call double @opaque(double noundef 0x41DFFFFFFFC00000)
  %4 = fptosi double %3 to i32
  %5 = sitofp i32 %4 to float
  %6 = fpext float %5 to double
  call void @show(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), double noundef %6)
  %7 = call double @opaque(double noundef 0x4170000010000000)
  %8 = fptosi double %7 to i32
  %9 = sitofp i32 %8 to float
  %10 = fpext float %9 to double
  call void @show(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), double noundef %10)
  %11 = call double @opaque(double noundef 0xC170000010000000)
  %12 = fptosi double %11 to i32
  %13 = sitofp i32 %12 to float
  %14 = fpext float %13 to double
  call void @show(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), double noundef %14)
  %15 = call double @opaque(double noundef 0x4170000030000000)
  %16 = fptosi double %15 to i32
  %17 = sitofp i32 %16 to float
  %18 = fpext float %17 to double
  call void @show(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i32 0, i32 0), double noundef %18)
  %19 = call double @opaque(double noundef 0x41EFFFFFFFE00000)
  %20 = fptoui double %19 to i32
  %21 = uitofp i32 %20 to float
  %22 = fpext float %21 to double
  call void @show(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i32 0, i32 0), double noundef %22)
  %23 = call double @opaque(double noundef 0x41EFFFFFFFE00000)
  %24 = fptoui double %23 to i32
  %25 = uitofp i32 %24 to double
  call void @show(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), double noundef %25)
  %26 = call double @opaque(double noundef 0xC1E0000000000000)
  %27 = fptosi double %26 to i32
  %28 = sitofp i32 %27 to double
  call void @show(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.7, i32 0, i32 0), double noundef %28)
  %29 = call double @opaque(double noundef 0x4340000000000000)
  %30 = fptosi double %29 to i64
  store i64 %30, i64* %1, align 8
  %31 = load i64, i64* %1, align 8
  %32 = add nsw i64 %31, 1
  %33 = sitofp i64 %32 to double
  call void @show(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.8, i32 0, i32 0), double noundef %33)
  %34 = load i64, i64* %1, align 8
  %35 = add nsw i64 %34, 3
  %36 = sitofp i64 %35 to double
  call void @show(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.9, i32 0, i32 0), double noundef %36)
  %37 = load i64, i64* %1, align 8
  %38 = sub nsw i64 %37, 1
  %39 = mul nsw i64 %38, 1024
  %40 = add nsw i64 %39, 1023
  %41 = sitofp i64 %40 to double
  call void @show(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.10, i32 0, i32 0), double noundef %41)
  %42 = load i64, i64* %1, align 8
  %43 = sub nsw i64 0, %42
  %44 = mul nsw i64 %43, 1024
  %45 = sitofp i64 %44 to double
  call void @show(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), double noundef %45)
  %46 = call double @opaque(double noundef 0.000000e+00)
  %47 = fptosi double %46 to i64
  %48 = xor i64 %47, -1
  store i64 %48, i64* %2, align 8
  %49 = load i64, i64* %2, align 8
  %50 = uitofp i64 %49 to double
  call void @show(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.12, i32 0, i32 0), double noundef %50)
  %51 = load i64, i64* %2, align 8
  %52 = uitofp i64 %51 to float
  %53 = fpext float %52 to double
  call void @show(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.13, i32 0, i32 0), double noundef %53)
  %54 = load i64, i64* %1, align 8
  %55 = mul i64 %54, 1024
  %56 = add i64 %55, 1025
  %57 = uitofp i64 %56 to double
  call void @show(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.14, i32 0, i32 0), double noundef %57)
  %58 = call double @opaque(double noundef 0x41E0000000000000)
  %59 = fptoui double %58 to i32
  %60 = add i32 %59, 129
  %61 = uitofp i32 %60 to float
  %62 = fpext float %61 to double
  call void @show(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.15, i32 0, i32 0), double noundef %62)
  %63 = call double @opaque(double noundef -1.280000e+02)
  %64 = fptosi double %63 to i32
  %65 = trunc i32 %64 to i8
  %66 = sitofp i8 %65 to double
  call void @show(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.16, i32 0, i32 0), double noundef %66)
  %67 = call double @opaque(double noundef 6.553500e+04)
  %68 = fptosi double %67 to i32
  %69 = trunc i32 %68 to i16
  %70 = uitofp i16 %69 to float
  %71 = fpext float %70 to double
  call void @show(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i32 0, i32 0), double noundef %71)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @float_to_int() #0 {
  call void @print_str(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.21, i32 0, i32 0))
  %1 = call float @opaquef(float noundef 0x41DFFFFFE0000000)
  %2 = fptosi float %1 to i32
  %3 = sext i32 %2 to i64
  call void @show_int(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.22, i32 0, i32 0), i64 noundef signext %3)
  %4 = call float @opaquef(float noundef 0xC1E0000000000000)
  %5 = fptosi float %4 to i32
  %6 = sext i32 %5 to i64
  call void @show_int(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.23, i32 0, i32 0), i64 noundef signext %6)
  %7 = call float @opaquef(float noundef 0x41EFFFFFE0000000)
  %8 = fptoui float %7 to i32
  %9 = zext i32 %8 to i64
  call void @show_u64(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.24, i32 0, i32 0), i64 noundef zeroext %9)
  %10 = call double @opaque(double noundef 0x41DFFFFFFFF9999A)
  %11 = fptosi double %10 to i32
  %12 = sext i32 %11 to i64
  call void @show_int(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.25, i32 0, i32 0), i64 noundef signext %12)
  %13 = call double @opaque(double noundef 0xC1E00000001CCCCD)
  %14 = fptosi double %13 to i32
  %15 = sext i32 %14 to i64
  call void @show_int(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.26, i32 0, i32 0), i64 noundef signext %15)
  %16 = call double @opaque(double noundef 0x41EFFFFFFFFCCCCD)
  %17 = fptoui double %16 to i32
  %18 = zext i32 %17 to i64
  call void @show_u64(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.27, i32 0, i32 0), i64 noundef zeroext %18)
  %19 = call float @opaquef(float noundef 0x43DFFFFFE0000000)
  %20 = fptosi float %19 to i64
  call void @show_int(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.28, i32 0, i32 0), i64 noundef signext %20)
  %21 = call double @opaque(double noundef 0xC3E0000000000000)
  %22 = fptosi double %21 to i64
  call void @show_int(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.29, i32 0, i32 0), i64 noundef signext %22)
  %23 = call double @opaque(double noundef 0x43DFFFFFFFFFFFFF)
  %24 = fptosi double %23 to i64
  call void @show_int(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.30, i32 0, i32 0), i64 noundef signext %24)
  %25 = call float @opaquef(float noundef 0x43EFFFFFE0000000)
  %26 = fptoui float %25 to i64
  call void @show_u64(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.31, i32 0, i32 0), i64 noundef zeroext %26)
  %27 = call double @opaque(double noundef 0x43EFFFFFFFFFFFFF)
  %28 = fptoui double %27 to i64
  call void @show_u64(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.32, i32 0, i32 0), i64 noundef zeroext %28)
  %29 = call double @opaque(double noundef 0x43E0000000000000)
  %30 = fptoui double %29 to i64
  call void @show_u64(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.33, i32 0, i32 0), i64 noundef zeroext %30)
  %31 = call double @opaque(double noundef -9.000000e-01)
  %32 = fptosi double %31 to i32
  %33 = sext i32 %32 to i64
  call void @show_int(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.34, i32 0, i32 0), i64 noundef signext %33)
  %34 = call double @opaque(double noundef -1.900000e+00)
  %35 = fptosi double %34 to i32
  %36 = sext i32 %35 to i64
  call void @show_int(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.35, i32 0, i32 0), i64 noundef signext %36)
  %37 = call double @opaque(double noundef 0x4007FFFFFFFFFFFF)
  %38 = fptosi double %37 to i32
  %39 = sext i32 %38 to i64
  call void @show_int(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.36, i32 0, i32 0), i64 noundef signext %39)
  %40 = call double @opaque(double noundef -1.287000e+02)
  %41 = fptosi double %40 to i8
  %42 = sext i8 %41 to i64
  call void @show_int(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.37, i32 0, i32 0), i64 noundef signext %42)
  %43 = call double @opaque(double noundef 2.559000e+02)
  %44 = fptoui double %43 to i8
  %45 = zext i8 %44 to i64
  call void @show_int(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i32 0, i32 0), i64 noundef signext %45)
  %46 = call float @opaquef(float noundef -3.276850e+04)
  %47 = fptosi float %46 to i16
  %48 = sext i16 %47 to i64
  call void @show_int(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.39, i32 0, i32 0), i64 noundef signext %48)
  %49 = call float @opaquef(float noundef 6.553550e+04)
  %50 = fptoui float %49 to i16
  %51 = zext i16 %50 to i64
  call void @show_int(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.40, i32 0, i32 0), i64 noundef signext %51)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @rounding() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca float, align 4
  call void @print_str(i8* noundef getelementptr inbounds ([62 x i8], [62 x i8]* @.str.41, i32 0, i32 0))
  store i32 0, i32* %1, align 4
  br label %4

4:                                                ; preds = %43, %0
  %5 = load i32, i32* %1, align 4
  %6 = icmp ult i32 %5, 12
  br i1 %6, label %7, label %46

7:                                                ; preds = %4
  %8 = load i32, i32* %1, align 4
  %9 = getelementptr inbounds [12 x double], [12 x double]* @halves, i32 0, i32 %8
  %10 = load double, double* %9, align 8
  %11 = call double @opaque(double noundef %10)
  store double %11, double* %2, align 8
  %12 = load double, double* %2, align 8
  call void @print_e(double noundef %12, i32 noundef signext 17)
  call void @print_str(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i32 0, i32 0))
  %13 = load double, double* %2, align 8
  %14 = call double @llvm.round.f64(double %13)
  call void @print_f(double noundef %14, i32 noundef signext 1)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %15 = load double, double* %2, align 8
  %16 = call double @llvm.rint.f64(double %15)
  call void @print_f(double noundef %16, i32 noundef signext 1)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %17 = load double, double* %2, align 8
  %18 = call double @llvm.nearbyint.f64(double %17)
  call void @print_f(double noundef %18, i32 noundef signext 1)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %19 = load double, double* %2, align 8
  %20 = call double @llvm.trunc.f64(double %19)
  call void @print_f(double noundef %20, i32 noundef signext 1)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %21 = load double, double* %2, align 8
  %22 = call double @llvm.floor.f64(double %21)
  call void @print_f(double noundef %22, i32 noundef signext 1)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %23 = load double, double* %2, align 8
  %24 = call double @llvm.ceil.f64(double %23)
  call void @print_f(double noundef %24, i32 noundef signext 1)
  %25 = load double, double* %2, align 8
  %26 = call double @llvm.fabs.f64(double %25)
  %27 = fcmp olt double %26, 1.000000e+18
  br i1 %27, label %28, label %33

28:                                               ; preds = %7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %29 = load double, double* %2, align 8
  %30 = call i64 @llvm.llround.i64.f64(double %29)
  call void @print_i64(i64 noundef signext %30)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %31 = load double, double* %2, align 8
  %32 = call i64 @llvm.llrint.i64.f64(double %31)
  call void @print_i64(i64 noundef signext %32)
  br label %33

33:                                               ; preds = %28, %7
  %34 = load double, double* %2, align 8
  %35 = call double @llvm.fabs.f64(double %34)
  %36 = fcmp olt double %35, 1.000000e+09
  br i1 %36, label %37, label %42

37:                                               ; preds = %33
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %38 = load double, double* %2, align 8
  %39 = call i32 @llvm.lround.i32.f64(double %38)
  call void @print_int(i32 noundef signext %39)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %40 = load double, double* %2, align 8
  %41 = call i32 @llvm.lrint.i32.f64(double %40)
  call void @print_int(i32 noundef signext %41)
  br label %42

42:                                               ; preds = %37, %33
  call void @print_nl()
  br label %43

43:                                               ; preds = %42
  %44 = load i32, i32* %1, align 4
  %45 = add i32 %44, 1
  store i32 %45, i32* %1, align 4
  br label %4, !llvm.loop !2

46:                                               ; preds = %4
  %47 = call float @opaquef(float noundef 2.500000e+00)
  store float %47, float* %3, align 4
  %48 = load float, float* %3, align 4
  %49 = call float @llvm.round.f32(float %48)
  %50 = fpext float %49 to double
  call void @show(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.43, i32 0, i32 0), double noundef %50)
  %51 = load float, float* %3, align 4
  %52 = call float @llvm.rint.f32(float %51)
  %53 = fpext float %52 to double
  call void @show(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.44, i32 0, i32 0), double noundef %53)
  %54 = load float, float* %3, align 4
  %55 = fneg float %54
  %56 = call float @llvm.floor.f32(float %55)
  %57 = fpext float %56 to double
  call void @show(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.45, i32 0, i32 0), double noundef %57)
  %58 = load float, float* %3, align 4
  %59 = fneg float %58
  %60 = call float @llvm.ceil.f32(float %59)
  %61 = fpext float %60 to double
  call void @show(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.46, i32 0, i32 0), double noundef %61)
  %62 = load float, float* %3, align 4
  %63 = fneg float %62
  %64 = call float @llvm.trunc.f32(float %63)
  %65 = fpext float %64 to double
  call void @show(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.47, i32 0, i32 0), double noundef %65)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @zeros_and_infinities() #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  call void @print_str(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.48, i32 0, i32 0))
  %5 = call double @opaque(double noundef -0.000000e+00)
  store double %5, double* %1, align 8
  %6 = call double @opaque(double noundef 0.000000e+00)
  store double %6, double* %2, align 8
  %7 = load double, double* %1, align 8
  call void @show(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.49, i32 0, i32 0), double noundef %7)
  %8 = load double, double* %1, align 8
  %9 = load double, double* %2, align 8
  %10 = fcmp oeq double %8, %9
  %11 = zext i1 %10 to i32
  call void @print_kv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.50, i32 0, i32 0), i32 noundef signext %11)
  %12 = load double, double* %1, align 8
  %13 = load double, double* %2, align 8
  %14 = fcmp olt double %12, %13
  %15 = zext i1 %14 to i32
  call void @print_kv(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.51, i32 0, i32 0), i32 noundef signext %15)
  %16 = load double, double* %1, align 8
  %17 = fdiv double 1.000000e+00, %16
  call void @show(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i32 0, i32 0), double noundef %17)
  %18 = load double, double* %1, align 8
  %19 = load double, double* %2, align 8
  %20 = fadd double %18, %19
  call void @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.53, i32 0, i32 0), double noundef %20)
  %21 = load double, double* %1, align 8
  %22 = load double, double* %2, align 8
  %23 = fsub double %21, %22
  call void @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.54, i32 0, i32 0), double noundef %23)
  %24 = load double, double* %1, align 8
  %25 = fmul double %24, 5.000000e+00
  call void @show(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.55, i32 0, i32 0), double noundef %25)
  %26 = load double, double* %1, align 8
  %27 = call double @llvm.copysign.f64(double 1.000000e+00, double %26)
  call void @show(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.56, i32 0, i32 0), double noundef %27)
  %28 = load double, double* %1, align 8
  %29 = call double @llvm.fabs.f64(double %28)
  call void @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.57, i32 0, i32 0), double noundef %29)
  %30 = load double, double* %1, align 8
  %31 = call double @llvm.sqrt.f64(double %30)
  call void @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.58, i32 0, i32 0), double noundef %31)
  %32 = call double @opaque(double noundef 1.000000e+308)
  store double %32, double* %3, align 8
  %33 = load double, double* %3, align 8
  %34 = fmul double %33, 1.000000e+01
  store double %34, double* %4, align 8
  %35 = load double, double* %4, align 8
  call void @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.59, i32 0, i32 0), double noundef %35)
  %36 = load double, double* %4, align 8
  %37 = fcmp ogt double %36, 0x7FEFFFFFFFFFFFFF
  %38 = zext i1 %37 to i32
  call void @print_kv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.60, i32 0, i32 0), i32 noundef signext %38)
  %39 = load double, double* %4, align 8
  %40 = fneg double %39
  %41 = fcmp olt double %40, 0xFFEFFFFFFFFFFFFF
  %42 = zext i1 %41 to i32
  call void @print_kv(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.61, i32 0, i32 0), i32 noundef signext %42)
  %43 = load double, double* %4, align 8
  %44 = fdiv double 1.000000e+00, %43
  call void @show(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.62, i32 0, i32 0), double noundef %44)
  %45 = load double, double* %4, align 8
  %46 = fdiv double -1.000000e+00, %45
  call void @show(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.63, i32 0, i32 0), double noundef %46)
  %47 = call double @opaque(double noundef 0x48078287F49C4A1D)
  %48 = fptrunc double %47 to float
  %49 = fpext float %48 to double
  call void @show(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.64, i32 0, i32 0), double noundef %49)
  %50 = call float @opaquef(float noundef 0x47EFFFFFE0000000)
  %51 = fmul float %50, 2.000000e+00
  %52 = fpext float %51 to double
  call void @show(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.65, i32 0, i32 0), double noundef %52)
  %53 = call double @opaque(double noundef 0x10000000000000)
  %54 = fdiv double %53, 0x4330000000000000
  call void @show(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.66, i32 0, i32 0), double noundef %54)
  %55 = call double @opaque(double noundef 0x10000000000000)
  %56 = fdiv double %55, 0x4340000000000000
  call void @show(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.67, i32 0, i32 0), double noundef %56)
  %57 = call double @opaque(double noundef 0x10000000000000)
  %58 = fmul double %57, 7.500000e-01
  call void @show(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.68, i32 0, i32 0), double noundef %58)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @nans() #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca float, align 4
  call void @print_str(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.69, i32 0, i32 0))
  %6 = call double @opaque(double noundef 0.000000e+00)
  store double %6, double* %1, align 8
  %7 = call double @opaque(double noundef 1.000000e+00)
  store double %7, double* %2, align 8
  %8 = load double, double* %1, align 8
  %9 = load double, double* %1, align 8
  %10 = fdiv double %8, %9
  store double %10, double* %3, align 8
  %11 = load double, double* %2, align 8
  %12 = load double, double* %1, align 8
  %13 = fdiv double %11, %12
  store double %13, double* %4, align 8
  %14 = load double, double* %3, align 8
  %15 = load double, double* %2, align 8
  call void @comparisons(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.70, i32 0, i32 0), double noundef %14, double noundef %15)
  %16 = load double, double* %2, align 8
  %17 = load double, double* %3, align 8
  call void @comparisons(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.71, i32 0, i32 0), double noundef %16, double noundef %17)
  %18 = load double, double* %3, align 8
  %19 = load double, double* %3, align 8
  call void @comparisons(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.72, i32 0, i32 0), double noundef %18, double noundef %19)
  %20 = load double, double* %4, align 8
  %21 = load double, double* %4, align 8
  %22 = fsub double %20, %21
  %23 = load double, double* %1, align 8
  call void @comparisons(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.73, i32 0, i32 0), double noundef %22, double noundef %23)
  %24 = load double, double* %2, align 8
  %25 = fneg double %24
  %26 = call double @llvm.sqrt.f64(double %25)
  %27 = load double, double* %1, align 8
  call void @comparisons(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.74, i32 0, i32 0), double noundef %26, double noundef %27)
  %28 = load double, double* %2, align 8
  %29 = load double, double* %2, align 8
  %30 = fmul double 2.000000e+00, %29
  call void @comparisons(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.75, i32 0, i32 0), double noundef %28, double noundef %30)
  %31 = load double, double* %1, align 8
  %32 = fneg double %31
  %33 = load double, double* %1, align 8
  call void @comparisons(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.76, i32 0, i32 0), double noundef %32, double noundef %33)
  %34 = load double, double* %4, align 8
  %35 = load double, double* %4, align 8
  call void @comparisons(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.77, i32 0, i32 0), double noundef %34, double noundef %35)
  %36 = load double, double* %3, align 8
  %37 = fptrunc double %36 to float
  store float %37, float* %5, align 4
  %38 = load float, float* %5, align 4
  %39 = load float, float* %5, align 4
  %40 = fcmp une float %38, %39
  %41 = zext i1 %40 to i32
  call void @print_kv(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.78, i32 0, i32 0), i32 noundef signext %41)
  %42 = load float, float* %5, align 4
  %43 = fpext float %42 to double
  %44 = load float, float* %5, align 4
  %45 = fpext float %44 to double
  %46 = fcmp une double %43, %45
  %47 = zext i1 %46 to i32
  call void @print_kv(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.79, i32 0, i32 0), i32 noundef signext %47)
  %48 = load double, double* %3, align 8
  %49 = load double, double* %2, align 8
  %50 = call double @llvm.minnum.f64(double %48, double %49)
  call void @show(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.80, i32 0, i32 0), double noundef %50)
  %51 = load double, double* %2, align 8
  %52 = load double, double* %3, align 8
  %53 = call double @llvm.maxnum.f64(double %51, double %52)
  call void @show(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.81, i32 0, i32 0), double noundef %53)
  %54 = call float @opaquef(float noundef -1.500000e+00)
  %55 = call float @opaquef(float noundef 0.000000e+00)
  %56 = fdiv float 1.000000e+00, %55
  %57 = call float @llvm.minnum.f32(float %54, float %56)
  %58 = fpext float %57 to double
  call void @show(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.82, i32 0, i32 0), double noundef %58)
  %59 = load double, double* %2, align 8
  %60 = fmul double -3.000000e+00, %59
  %61 = load double, double* %2, align 8
  %62 = fmul double 2.000000e+00, %61
  %63 = call double @llvm.maxnum.f64(double %60, double %62)
  call void @show(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.83, i32 0, i32 0), double noundef %63)
  %64 = load double, double* %3, align 8
  %65 = load double, double* %2, align 8
  %66 = frem double %64, %65
  %67 = load double, double* %3, align 8
  %68 = load double, double* %2, align 8
  %69 = frem double %67, %68
  %70 = fcmp une double %66, %69
  %71 = zext i1 %70 to i32
  call void @print_kv(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.84, i32 0, i32 0), i32 noundef signext %71)
  %72 = load double, double* %2, align 8
  %73 = load double, double* %1, align 8
  %74 = frem double %72, %73
  %75 = fcmp uno double %74, 0.000000e+00
  %76 = zext i1 %75 to i32
  call void @print_kv(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.85, i32 0, i32 0), i32 noundef signext %76)
  %77 = load double, double* %3, align 8
  %78 = fmul double %77, 0.000000e+00
  %79 = fcmp uno double %78, 0.000000e+00
  %80 = zext i1 %79 to i32
  call void @print_kv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.86, i32 0, i32 0), i32 noundef signext %80)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @float_double() #0 {
  %1 = alloca float, align 4
  %2 = alloca float, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  call void @print_str(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.87, i32 0, i32 0))
  %6 = call float @opaquef(float noundef 0x3FB99999A0000000)
  %7 = fpext float %6 to double
  call void @show(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.88, i32 0, i32 0), double noundef %7)
  %8 = call double @opaque(double noundef 0x3FD5555555555555)
  %9 = fptrunc double %8 to float
  %10 = fpext float %9 to double
  call void @show(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.89, i32 0, i32 0), double noundef %10)
  %11 = call double @opaque(double noundef 0x3FF0000010000000)
  %12 = fptrunc double %11 to float
  %13 = fpext float %12 to double
  call void @show(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.90, i32 0, i32 0), double noundef %13)
  %14 = call double @opaque(double noundef 0x3FF0000030000000)
  %15 = fptrunc double %14 to float
  %16 = fpext float %15 to double
  call void @show(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.91, i32 0, i32 0), double noundef %16)
  %17 = call double @opaque(double noundef 0x3FF0000010000004)
  %18 = fptrunc double %17 to float
  %19 = fpext float %18 to double
  call void @show(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.92, i32 0, i32 0), double noundef %19)
  %20 = call double @opaque(double noundef 0x37A16C262777579C)
  %21 = fptrunc double %20 to float
  %22 = fpext float %21 to double
  call void @show(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.93, i32 0, i32 0), double noundef %22)
  %23 = call double @opaque(double noundef 1.000000e-46)
  %24 = fptrunc double %23 to float
  %25 = fpext float %24 to double
  call void @show(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.94, i32 0, i32 0), double noundef %25)
  %26 = call double @opaque(double noundef 0xB690000000000000)
  %27 = fptrunc double %26 to float
  %28 = fpext float %27 to double
  call void @show(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.95, i32 0, i32 0), double noundef %28)
  %29 = call double @opaque(double noundef 0xB69036AA2680F22C)
  %30 = fptrunc double %29 to float
  %31 = fpext float %30 to double
  call void @show(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.96, i32 0, i32 0), double noundef %31)
  %32 = call double @opaque(double noundef 0x10000000000000)
  %33 = fptrunc double %32 to float
  %34 = fpext float %33 to double
  call void @show(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.97, i32 0, i32 0), double noundef %34)
  %35 = call double @opaque(double noundef 0x47EFFFFFEFFFFFFF)
  %36 = fptrunc double %35 to float
  %37 = fpext float %36 to double
  call void @show(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.98, i32 0, i32 0), double noundef %37)
  %38 = call double @opaque(double noundef 0x47EFFFFFF0000000)
  %39 = fptrunc double %38 to float
  %40 = fpext float %39 to double
  call void @show(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.99, i32 0, i32 0), double noundef %40)
  %41 = call double @opaque(double noundef 0x47EFFFFFF0000000)
  %42 = fptrunc double %41 to float
  %43 = fpext float %42 to double
  call void @show(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.100, i32 0, i32 0), double noundef %43)
  %44 = call float @opaquef(float noundef 1.000000e+00)
  %45 = fdiv float %44, 3.000000e+00
  store float %45, float* %1, align 4
  %46 = load float, float* %1, align 4
  %47 = fpext float %46 to double
  call void @show(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.101, i32 0, i32 0), double noundef %47)
  %48 = load float, float* %1, align 4
  %49 = call float @llvm.fmuladd.f32(float %48, float 3.000000e+00, float -1.000000e+00)
  %50 = fpext float %49 to double
  call void @show(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.102, i32 0, i32 0), double noundef %50)
  %51 = load float, float* %1, align 4
  %52 = fpext float %51 to double
  %53 = call double @llvm.fmuladd.f64(double %52, double 3.000000e+00, double -1.000000e+00)
  call void @show(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.103, i32 0, i32 0), double noundef %53)
  store float 0.000000e+00, float* %2, align 4
  store i32 1, i32* %3, align 4
  br label %54

54:                                               ; preds = %64, %0
  %55 = load i32, i32* %3, align 4
  %56 = icmp sle i32 %55, 100
  br i1 %56, label %57, label %67

57:                                               ; preds = %54
  %58 = call float @opaquef(float noundef 1.000000e+00)
  %59 = load i32, i32* %3, align 4
  %60 = sitofp i32 %59 to float
  %61 = fdiv float %58, %60
  %62 = load float, float* %2, align 4
  %63 = fadd float %62, %61
  store float %63, float* %2, align 4
  br label %64

64:                                               ; preds = %57
  %65 = load i32, i32* %3, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, i32* %3, align 4
  br label %54, !llvm.loop !4

67:                                               ; preds = %54
  %68 = load float, float* %2, align 4
  %69 = fpext float %68 to double
  call void @show(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.104, i32 0, i32 0), double noundef %69)
  store double 0.000000e+00, double* %4, align 8
  store i32 1, i32* %5, align 4
  br label %70

70:                                               ; preds = %80, %67
  %71 = load i32, i32* %5, align 4
  %72 = icmp sle i32 %71, 100
  br i1 %72, label %73, label %83

73:                                               ; preds = %70
  %74 = call double @opaque(double noundef 1.000000e+00)
  %75 = load i32, i32* %5, align 4
  %76 = sitofp i32 %75 to double
  %77 = fdiv double %74, %76
  %78 = load double, double* %4, align 8
  %79 = fadd double %78, %77
  store double %79, double* %4, align 8
  br label %80

80:                                               ; preds = %73
  %81 = load i32, i32* %5, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, i32* %5, align 4
  br label %70, !llvm.loop !5

83:                                               ; preds = %70
  %84 = load double, double* %4, align 8
  call void @show(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.105, i32 0, i32 0), double noundef %84)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @remainders() #0 {
  call void @print_str(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.106, i32 0, i32 0))
  %1 = call double @opaque(double noundef 7.500000e+00)
  %2 = frem double %1, 2.000000e+00
  call void @show(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.107, i32 0, i32 0), double noundef %2)
  %3 = call double @opaque(double noundef -7.500000e+00)
  %4 = frem double %3, 2.000000e+00
  call void @show(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.108, i32 0, i32 0), double noundef %4)
  %5 = call double @opaque(double noundef 7.500000e+00)
  %6 = frem double %5, -2.000000e+00
  call void @show(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.109, i32 0, i32 0), double noundef %6)
  %7 = call double @opaque(double noundef 1.000000e+300)
  %8 = frem double %7, 7.000000e+00
  call void @show(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.110, i32 0, i32 0), double noundef %8)
  %9 = call double @opaque(double noundef 1.000000e-300)
  %10 = frem double %9, 3.000000e-310
  call void @show(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.111, i32 0, i32 0), double noundef %10)
  %11 = call double @opaque(double noundef 5.000000e+00)
  %12 = call double @opaque(double noundef 0.000000e+00)
  %13 = fdiv double 1.000000e+00, %12
  %14 = frem double %11, %13
  call void @show(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.112, i32 0, i32 0), double noundef %14)
  %15 = call double @opaque(double noundef -4.000000e+00)
  %16 = frem double %15, 2.000000e+00
  call void @show(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.113, i32 0, i32 0), double noundef %16)
  %17 = call float @opaquef(float noundef 1.025000e+01)
  %18 = frem float %17, 3.000000e+00
  %19 = fpext float %18 to double
  call void @show(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.114, i32 0, i32 0), double noundef %19)
  %20 = call float @opaquef(float noundef 0x416FFFFFE0000000)
  %21 = frem float %20, 7.500000e-01
  %22 = fpext float %21 to double
  call void @show(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.115, i32 0, i32 0), double noundef %22)
  %23 = call double @opaque(double noundef 0.000000e+00)
  %24 = fdiv double -1.000000e+00, %23
  %25 = call double @llvm.fabs.f64(double %24)
  call void @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.116, i32 0, i32 0), double noundef %25)
  %26 = call double @opaque(double noundef 0.000000e+00)
  %27 = fdiv double -1.000000e+00, %26
  %28 = call double @llvm.copysign.f64(double 2.000000e+00, double %27)
  call void @show(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.117, i32 0, i32 0), double noundef %28)
  %29 = call float @opaquef(float noundef -3.000000e+00)
  %30 = call float @llvm.copysign.f32(float %29, float 0.000000e+00)
  %31 = fpext float %30 to double
  call void @show(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.118, i32 0, i32 0), double noundef %31)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_str(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  br label %3

3:                                                ; preds = %7, %1
  %4 = load i8*, i8** %2, align 4
  %5 = load i8, i8* %4, align 1
  %6 = icmp ne i8 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %3
  %8 = load i8*, i8** %2, align 4
  %9 = getelementptr inbounds i8, i8* %8, i32 1
  store i8* %9, i8** %2, align 4
  %10 = load i8, i8* %8, align 1
  store volatile i8 %10, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %3, !llvm.loop !6

11:                                               ; preds = %3
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @show(i8* noundef %0, double noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca double, align 8
  store i8* %0, i8** %3, align 4
  store double %1, double* %4, align 8
  %5 = load i8*, i8** %3, align 4
  call void @print_str(i8* noundef %5)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %6 = load double, double* %4, align 8
  call void @print_e(double noundef %6, i32 noundef signext 16)
  %7 = load double, double* %4, align 8
  %8 = load double, double* %4, align 8
  %9 = fcmp oeq double %7, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %11 = load double, double* %4, align 8
  %12 = call i64 @double_bits(double noundef %11)
  call void @print_hex64(i64 noundef zeroext %12)
  br label %13

13:                                               ; preds = %10, %2
  call void @print_nl()
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal double @opaque(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, double* %2, align 8
  %4 = load double, double* %2, align 8
  store volatile double %4, double* %3, align 8
  %5 = load volatile double, double* %3, align 8
  ret double %5
}

; Function Attrs: noinline nounwind optnone
define internal void @print_e(double noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca [800 x i8], align 1
  %6 = alloca [802 x i8], align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store double %0, double* %3, align 8
  store i32 %1, i32* %4, align 4
  %13 = load i32, i32* %4, align 4
  %14 = icmp slt i32 %13, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %2
  store i32 0, i32* %4, align 4
  br label %16

16:                                               ; preds = %15, %2
  %17 = load double, double* %3, align 8
  %18 = call i32 @print_special(double noundef %17)
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %20, label %21

20:                                               ; preds = %16
  br label %96

21:                                               ; preds = %16
  %22 = bitcast [802 x i8]* %6 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 1 %22, i8 0, i32 802, i1 false)
  %23 = bitcast i8* %22 to <{ i8, [801 x i8] }>*
  %24 = getelementptr inbounds <{ i8, [801 x i8] }>, <{ i8, [801 x i8] }>* %23, i32 0, i32 0
  store i8 48, i8* %24, align 1
  store i32 0, i32* %7, align 4
  %25 = load double, double* %3, align 8
  %26 = fcmp oeq double %25, 0.000000e+00
  br i1 %26, label %27, label %39

27:                                               ; preds = %21
  store i32 0, i32* %8, align 4
  br label %28

28:                                               ; preds = %35, %27
  %29 = load i32, i32* %8, align 4
  %30 = load i32, i32* %4, align 4
  %31 = icmp sle i32 %29, %30
  br i1 %31, label %32, label %38

32:                                               ; preds = %28
  %33 = load i32, i32* %8, align 4
  %34 = getelementptr inbounds [802 x i8], [802 x i8]* %6, i32 0, i32 %33
  store i8 48, i8* %34, align 1
  br label %35

35:                                               ; preds = %32
  %36 = load i32, i32* %8, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %8, align 4
  br label %28, !llvm.loop !7

38:                                               ; preds = %28
  br label %58

39:                                               ; preds = %21
  %40 = load double, double* %3, align 8
  %41 = getelementptr inbounds [800 x i8], [800 x i8]* %5, i32 0, i32 0
  %42 = call i32 @exact_digits(double noundef %40, i8* noundef %41, i32* noundef %9)
  store i32 %42, i32* %10, align 4
  %43 = load i32, i32* %9, align 4
  %44 = sub nsw i32 %43, 1
  store i32 %44, i32* %7, align 4
  %45 = getelementptr inbounds [800 x i8], [800 x i8]* %5, i32 0, i32 0
  %46 = load i32, i32* %10, align 4
  %47 = load i32, i32* %4, align 4
  %48 = add nsw i32 %47, 1
  %49 = getelementptr inbounds [802 x i8], [802 x i8]* %6, i32 0, i32 0
  %50 = call i32 @round_digits(i8* noundef %45, i32 noundef signext %46, i32 noundef signext %48, i8* noundef %49)
  %51 = load i32, i32* %4, align 4
  %52 = add nsw i32 %51, 1
  %53 = icmp sgt i32 %50, %52
  br i1 %53, label %54, label %57

54:                                               ; preds = %39
  %55 = load i32, i32* %7, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, i32* %7, align 4
  br label %57

57:                                               ; preds = %54, %39
  br label %58

58:                                               ; preds = %57, %38
  %59 = getelementptr inbounds [802 x i8], [802 x i8]* %6, i32 0, i32 0
  %60 = load i8, i8* %59, align 1
  store volatile i8 %60, i8* inttoptr (i32 -16777216 to i8*), align 1
  %61 = load i32, i32* %4, align 4
  %62 = icmp sgt i32 %61, 0
  br i1 %62, label %63, label %64

63:                                               ; preds = %58
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %64

64:                                               ; preds = %63, %58
  store i32 1, i32* %11, align 4
  br label %65

65:                                               ; preds = %73, %64
  %66 = load i32, i32* %11, align 4
  %67 = load i32, i32* %4, align 4
  %68 = icmp sle i32 %66, %67
  br i1 %68, label %69, label %76

69:                                               ; preds = %65
  %70 = load i32, i32* %11, align 4
  %71 = getelementptr inbounds [802 x i8], [802 x i8]* %6, i32 0, i32 %70
  %72 = load i8, i8* %71, align 1
  store volatile i8 %72, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %73

73:                                               ; preds = %69
  %74 = load i32, i32* %11, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, i32* %11, align 4
  br label %65, !llvm.loop !8

76:                                               ; preds = %65
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 1
  %77 = load i32, i32* %7, align 4
  %78 = icmp slt i32 %77, 0
  %79 = zext i1 %78 to i64
  %80 = select i1 %78, i32 45, i32 43
  %81 = trunc i32 %80 to i8
  store volatile i8 %81, i8* inttoptr (i32 -16777216 to i8*), align 1
  %82 = load i32, i32* %7, align 4
  %83 = icmp slt i32 %82, 0
  br i1 %83, label %84, label %87

84:                                               ; preds = %76
  %85 = load i32, i32* %7, align 4
  %86 = sub nsw i32 0, %85
  br label %89

87:                                               ; preds = %76
  %88 = load i32, i32* %7, align 4
  br label %89

89:                                               ; preds = %87, %84
  %90 = phi i32 [ %86, %84 ], [ %88, %87 ]
  store i32 %90, i32* %12, align 4
  %91 = load i32, i32* %12, align 4
  %92 = icmp ult i32 %91, 10
  br i1 %92, label %93, label %94

93:                                               ; preds = %89
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %94

94:                                               ; preds = %93, %89
  %95 = load i32, i32* %12, align 4
  call void @print_u32(i32 noundef signext %95)
  br label %96

96:                                               ; preds = %94, %20
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_hex64(i64 noundef zeroext %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = lshr i64 %3, 32
  %5 = trunc i64 %4 to i32
  call void @print_hex(i32 noundef signext %5)
  %6 = load i64, i64* %2, align 8
  %7 = trunc i64 %6 to i32
  call void @print_hex(i32 noundef signext %7)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i64 @double_bits(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca %union.anon, align 8
  store double %0, double* %2, align 8
  %4 = load double, double* %2, align 8
  %5 = bitcast %union.anon* %3 to double*
  store double %4, double* %5, align 8
  %6 = bitcast %union.anon* %3 to i64*
  %7 = load i64, i64* %6, align 8
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone
define internal void @print_nl() #0 {
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @print_special(double noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  store double %0, double* %3, align 8
  %4 = load double, double* %3, align 8
  %5 = load double, double* %3, align 8
  %6 = fcmp une double %4, %5
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  call void @print_str(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i32 0, i32 0))
  store i32 1, i32* %2, align 4
  br label %22

8:                                                ; preds = %1
  %9 = load double, double* %3, align 8
  %10 = call i64 @double_bits(double noundef %9)
  %11 = lshr i64 %10, 63
  %12 = icmp ne i64 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %8
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %14

14:                                               ; preds = %13, %8
  %15 = load double, double* %3, align 8
  %16 = fcmp oeq double %15, 0x7FF0000000000000
  br i1 %16, label %20, label %17

17:                                               ; preds = %14
  %18 = load double, double* %3, align 8
  %19 = fcmp oeq double %18, 0xFFF0000000000000
  br i1 %19, label %20, label %21

20:                                               ; preds = %17, %14
  call void @print_str(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i32 0, i32 0))
  store i32 1, i32* %2, align 4
  br label %22

21:                                               ; preds = %17
  store i32 0, i32* %2, align 4
  br label %22

22:                                               ; preds = %21, %20, %7
  %23 = load i32, i32* %2, align 4
  ret i32 %23
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @exact_digits(double noundef %0, i8* noundef %1, i32* noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca i8*, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.big_t, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store double %0, double* %4, align 8
  store i8* %1, i8** %5, align 4
  store i32* %2, i32** %6, align 4
  %16 = load double, double* %4, align 8
  %17 = call i64 @double_bits(double noundef %16)
  store i64 %17, i64* %7, align 8
  %18 = load i64, i64* %7, align 8
  %19 = lshr i64 %18, 52
  %20 = and i64 %19, 2047
  %21 = trunc i64 %20 to i32
  store i32 %21, i32* %8, align 4
  %22 = load i64, i64* %7, align 8
  %23 = and i64 %22, 4503599627370495
  store i64 %23, i64* %9, align 8
  %24 = load i32, i32* %8, align 4
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %27

26:                                               ; preds = %3
  br label %30

27:                                               ; preds = %3
  %28 = load i32, i32* %8, align 4
  %29 = sub nsw i32 %28, 1075
  br label %30

30:                                               ; preds = %27, %26
  %31 = phi i32 [ -1074, %26 ], [ %29, %27 ]
  store i32 %31, i32* %10, align 4
  %32 = load i32, i32* %8, align 4
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %34, label %37

34:                                               ; preds = %30
  %35 = load i64, i64* %9, align 8
  %36 = or i64 %35, 4503599627370496
  store i64 %36, i64* %9, align 8
  br label %37

37:                                               ; preds = %34, %30
  br label %38

38:                                               ; preds = %47, %37
  %39 = load i64, i64* %9, align 8
  %40 = and i64 %39, 1
  %41 = icmp eq i64 %40, 0
  br i1 %41, label %42, label %45

42:                                               ; preds = %38
  %43 = load i32, i32* %10, align 4
  %44 = icmp slt i32 %43, 0
  br label %45

45:                                               ; preds = %42, %38
  %46 = phi i1 [ false, %38 ], [ %44, %42 ]
  br i1 %46, label %47, label %52

47:                                               ; preds = %45
  %48 = load i64, i64* %9, align 8
  %49 = lshr i64 %48, 1
  store i64 %49, i64* %9, align 8
  %50 = load i32, i32* %10, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, i32* %10, align 4
  br label %38, !llvm.loop !9

52:                                               ; preds = %45
  %53 = load i64, i64* %9, align 8
  call void @big_set(%struct.big_t* noundef %11, i64 noundef zeroext %53)
  store i32 0, i32* %12, align 4
  %54 = load i32, i32* %10, align 4
  %55 = icmp sge i32 %54, 0
  br i1 %55, label %56, label %67

56:                                               ; preds = %52
  br label %57

57:                                               ; preds = %61, %56
  %58 = load i32, i32* %10, align 4
  %59 = icmp sge i32 %58, 18
  br i1 %59, label %60, label %64

60:                                               ; preds = %57
  call void @big_mul(%struct.big_t* noundef %11, i32 noundef signext 262144)
  br label %61

61:                                               ; preds = %60
  %62 = load i32, i32* %10, align 4
  %63 = sub nsw i32 %62, 18
  store i32 %63, i32* %10, align 4
  br label %57, !llvm.loop !10

64:                                               ; preds = %57
  %65 = load i32, i32* %10, align 4
  %66 = shl i32 1, %65
  call void @big_mul(%struct.big_t* noundef %11, i32 noundef signext %66)
  br label %88

67:                                               ; preds = %52
  %68 = load i32, i32* %10, align 4
  %69 = sub nsw i32 0, %68
  store i32 %69, i32* %12, align 4
  %70 = load i32, i32* %12, align 4
  store i32 %70, i32* %13, align 4
  br label %71

71:                                               ; preds = %75, %67
  %72 = load i32, i32* %13, align 4
  %73 = icmp sge i32 %72, 8
  br i1 %73, label %74, label %78

74:                                               ; preds = %71
  call void @big_mul(%struct.big_t* noundef %11, i32 noundef signext 390625)
  br label %75

75:                                               ; preds = %74
  %76 = load i32, i32* %13, align 4
  %77 = sub nsw i32 %76, 8
  store i32 %77, i32* %13, align 4
  br label %71, !llvm.loop !11

78:                                               ; preds = %71
  store i32 1, i32* %14, align 4
  br label %79

79:                                               ; preds = %83, %78
  %80 = load i32, i32* %13, align 4
  %81 = add nsw i32 %80, -1
  store i32 %81, i32* %13, align 4
  %82 = icmp ne i32 %80, 0
  br i1 %82, label %83, label %86

83:                                               ; preds = %79
  %84 = load i32, i32* %14, align 4
  %85 = mul i32 %84, 5
  store i32 %85, i32* %14, align 4
  br label %79, !llvm.loop !12

86:                                               ; preds = %79
  %87 = load i32, i32* %14, align 4
  call void @big_mul(%struct.big_t* noundef %11, i32 noundef signext %87)
  br label %88

88:                                               ; preds = %86, %64
  %89 = load i8*, i8** %5, align 4
  %90 = call i32 @big_digits(%struct.big_t* noundef %11, i8* noundef %89)
  store i32 %90, i32* %15, align 4
  %91 = load i32, i32* %15, align 4
  %92 = load i32, i32* %12, align 4
  %93 = sub nsw i32 %91, %92
  %94 = load i32*, i32** %6, align 4
  store i32 %93, i32* %94, align 4
  %95 = load i32, i32* %15, align 4
  ret i32 %95
}

; Function Attrs: noinline nounwind optnone
define internal i32 @round_digits(i8* noundef %0, i32 noundef signext %1, i32 noundef signext %2, i8* noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8*, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store i8* %0, i8** %6, align 4
  store i32 %1, i32* %7, align 4
  store i32 %2, i32* %8, align 4
  store i8* %3, i8** %9, align 4
  %18 = load i32, i32* %8, align 4
  %19 = icmp sgt i32 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %4
  %21 = load i32, i32* %8, align 4
  br label %23

22:                                               ; preds = %4
  br label %23

23:                                               ; preds = %22, %20
  %24 = phi i32 [ %21, %20 ], [ 0, %22 ]
  store i32 %24, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %25

25:                                               ; preds = %46, %23
  %26 = load i32, i32* %11, align 4
  %27 = load i32, i32* %10, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %49

29:                                               ; preds = %25
  %30 = load i32, i32* %11, align 4
  %31 = load i32, i32* %7, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %39

33:                                               ; preds = %29
  %34 = load i8*, i8** %6, align 4
  %35 = load i32, i32* %11, align 4
  %36 = getelementptr inbounds i8, i8* %34, i32 %35
  %37 = load i8, i8* %36, align 1
  %38 = sext i8 %37 to i32
  br label %40

39:                                               ; preds = %29
  br label %40

40:                                               ; preds = %39, %33
  %41 = phi i32 [ %38, %33 ], [ 48, %39 ]
  %42 = trunc i32 %41 to i8
  %43 = load i8*, i8** %9, align 4
  %44 = load i32, i32* %11, align 4
  %45 = getelementptr inbounds i8, i8* %43, i32 %44
  store i8 %42, i8* %45, align 1
  br label %46

46:                                               ; preds = %40
  %47 = load i32, i32* %11, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, i32* %11, align 4
  br label %25, !llvm.loop !13

49:                                               ; preds = %25
  %50 = load i32, i32* %8, align 4
  %51 = icmp slt i32 %50, 0
  br i1 %51, label %52, label %53

52:                                               ; preds = %49
  store i32 0, i32* %5, align 4
  br label %167

53:                                               ; preds = %49
  %54 = load i32, i32* %8, align 4
  %55 = load i32, i32* %7, align 4
  %56 = icmp slt i32 %54, %55
  br i1 %56, label %57, label %64

57:                                               ; preds = %53
  %58 = load i8*, i8** %6, align 4
  %59 = load i32, i32* %8, align 4
  %60 = getelementptr inbounds i8, i8* %58, i32 %59
  %61 = load i8, i8* %60, align 1
  %62 = sext i8 %61 to i32
  %63 = sub nsw i32 %62, 48
  br label %65

64:                                               ; preds = %53
  br label %65

65:                                               ; preds = %64, %57
  %66 = phi i32 [ %63, %57 ], [ 0, %64 ]
  store i32 %66, i32* %12, align 4
  store i32 0, i32* %13, align 4
  %67 = load i32, i32* %8, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, i32* %14, align 4
  br label %69

69:                                               ; preds = %83, %65
  %70 = load i32, i32* %14, align 4
  %71 = load i32, i32* %7, align 4
  %72 = icmp slt i32 %70, %71
  br i1 %72, label %73, label %86

73:                                               ; preds = %69
  %74 = load i8*, i8** %6, align 4
  %75 = load i32, i32* %14, align 4
  %76 = getelementptr inbounds i8, i8* %74, i32 %75
  %77 = load i8, i8* %76, align 1
  %78 = sext i8 %77 to i32
  %79 = icmp ne i32 %78, 48
  %80 = zext i1 %79 to i32
  %81 = load i32, i32* %13, align 4
  %82 = or i32 %81, %80
  store i32 %82, i32* %13, align 4
  br label %83

83:                                               ; preds = %73
  %84 = load i32, i32* %14, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, i32* %14, align 4
  br label %69, !llvm.loop !14

86:                                               ; preds = %69
  %87 = load i32, i32* %10, align 4
  %88 = icmp sgt i32 %87, 0
  br i1 %88, label %89, label %99

89:                                               ; preds = %86
  %90 = load i8*, i8** %9, align 4
  %91 = load i32, i32* %10, align 4
  %92 = sub nsw i32 %91, 1
  %93 = getelementptr inbounds i8, i8* %90, i32 %92
  %94 = load i8, i8* %93, align 1
  %95 = sext i8 %94 to i32
  %96 = sub nsw i32 %95, 48
  %97 = and i32 %96, 1
  %98 = icmp ne i32 %97, 0
  br label %99

99:                                               ; preds = %89, %86
  %100 = phi i1 [ false, %86 ], [ %98, %89 ]
  %101 = zext i1 %100 to i32
  store i32 %101, i32* %15, align 4
  %102 = load i32, i32* %12, align 4
  %103 = icmp sgt i32 %102, 5
  br i1 %103, label %113, label %104

104:                                              ; preds = %99
  %105 = load i32, i32* %12, align 4
  %106 = icmp eq i32 %105, 5
  br i1 %106, label %107, label %165

107:                                              ; preds = %104
  %108 = load i32, i32* %13, align 4
  %109 = icmp ne i32 %108, 0
  br i1 %109, label %113, label %110

110:                                              ; preds = %107
  %111 = load i32, i32* %15, align 4
  %112 = icmp ne i32 %111, 0
  br i1 %112, label %113, label %165

113:                                              ; preds = %110, %107, %99
  %114 = load i32, i32* %10, align 4
  %115 = sub nsw i32 %114, 1
  store i32 %115, i32* %16, align 4
  br label %116

116:                                              ; preds = %128, %113
  %117 = load i32, i32* %16, align 4
  %118 = icmp sge i32 %117, 0
  br i1 %118, label %119, label %126

119:                                              ; preds = %116
  %120 = load i8*, i8** %9, align 4
  %121 = load i32, i32* %16, align 4
  %122 = getelementptr inbounds i8, i8* %120, i32 %121
  %123 = load i8, i8* %122, align 1
  %124 = sext i8 %123 to i32
  %125 = icmp eq i32 %124, 57
  br label %126

126:                                              ; preds = %119, %116
  %127 = phi i1 [ false, %116 ], [ %125, %119 ]
  br i1 %127, label %128, label %133

128:                                              ; preds = %126
  %129 = load i8*, i8** %9, align 4
  %130 = load i32, i32* %16, align 4
  %131 = add nsw i32 %130, -1
  store i32 %131, i32* %16, align 4
  %132 = getelementptr inbounds i8, i8* %129, i32 %130
  store i8 48, i8* %132, align 1
  br label %116, !llvm.loop !15

133:                                              ; preds = %126
  %134 = load i32, i32* %16, align 4
  %135 = icmp sge i32 %134, 0
  br i1 %135, label %136, label %142

136:                                              ; preds = %133
  %137 = load i8*, i8** %9, align 4
  %138 = load i32, i32* %16, align 4
  %139 = getelementptr inbounds i8, i8* %137, i32 %138
  %140 = load i8, i8* %139, align 1
  %141 = add i8 %140, 1
  store i8 %141, i8* %139, align 1
  br label %164

142:                                              ; preds = %133
  %143 = load i32, i32* %10, align 4
  store i32 %143, i32* %17, align 4
  br label %144

144:                                              ; preds = %156, %142
  %145 = load i32, i32* %17, align 4
  %146 = icmp sgt i32 %145, 0
  br i1 %146, label %147, label %159

147:                                              ; preds = %144
  %148 = load i8*, i8** %9, align 4
  %149 = load i32, i32* %17, align 4
  %150 = sub nsw i32 %149, 1
  %151 = getelementptr inbounds i8, i8* %148, i32 %150
  %152 = load i8, i8* %151, align 1
  %153 = load i8*, i8** %9, align 4
  %154 = load i32, i32* %17, align 4
  %155 = getelementptr inbounds i8, i8* %153, i32 %154
  store i8 %152, i8* %155, align 1
  br label %156

156:                                              ; preds = %147
  %157 = load i32, i32* %17, align 4
  %158 = add nsw i32 %157, -1
  store i32 %158, i32* %17, align 4
  br label %144, !llvm.loop !16

159:                                              ; preds = %144
  %160 = load i8*, i8** %9, align 4
  %161 = getelementptr inbounds i8, i8* %160, i32 0
  store i8 49, i8* %161, align 1
  %162 = load i32, i32* %10, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, i32* %10, align 4
  br label %164

164:                                              ; preds = %159, %136
  br label %165

165:                                              ; preds = %164, %110, %104
  %166 = load i32, i32* %10, align 4
  store i32 %166, i32* %5, align 4
  br label %167

167:                                              ; preds = %165, %52
  %168 = load i32, i32* %5, align 4
  ret i32 %168
}

; Function Attrs: noinline nounwind optnone
define internal void @print_u32(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [10 x i8], align 1
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %15, %1
  %6 = load i32, i32* %2, align 4
  %7 = urem i32 %6, 10
  %8 = add i32 48, %7
  %9 = trunc i32 %8 to i8
  %10 = load i32, i32* %4, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %4, align 4
  %12 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %10
  store i8 %9, i8* %12, align 1
  %13 = load i32, i32* %2, align 4
  %14 = udiv i32 %13, 10
  store i32 %14, i32* %2, align 4
  br label %15

15:                                               ; preds = %5
  %16 = load i32, i32* %2, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %5, label %18, !llvm.loop !17

18:                                               ; preds = %15
  br label %19

19:                                               ; preds = %22, %18
  %20 = load i32, i32* %4, align 4
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %19
  %23 = load i32, i32* %4, align 4
  %24 = add nsw i32 %23, -1
  store i32 %24, i32* %4, align 4
  %25 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %24
  %26 = load i8, i8* %25, align 1
  store volatile i8 %26, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %19, !llvm.loop !18

27:                                               ; preds = %19
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @big_set(%struct.big_t* noundef %0, i64 noundef zeroext %1) #0 {
  %3 = alloca %struct.big_t*, align 4
  %4 = alloca i64, align 8
  store %struct.big_t* %0, %struct.big_t** %3, align 4
  store i64 %1, i64* %4, align 8
  %5 = load %struct.big_t*, %struct.big_t** %3, align 4
  %6 = getelementptr inbounds %struct.big_t, %struct.big_t* %5, i32 0, i32 1
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %20, %2
  %8 = load i64, i64* %4, align 8
  %9 = urem i64 %8, 10000
  %10 = trunc i64 %9 to i32
  %11 = load %struct.big_t*, %struct.big_t** %3, align 4
  %12 = getelementptr inbounds %struct.big_t, %struct.big_t* %11, i32 0, i32 0
  %13 = load %struct.big_t*, %struct.big_t** %3, align 4
  %14 = getelementptr inbounds %struct.big_t, %struct.big_t* %13, i32 0, i32 1
  %15 = load i32, i32* %14, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* %14, align 4
  %17 = getelementptr inbounds [200 x i32], [200 x i32]* %12, i32 0, i32 %15
  store i32 %10, i32* %17, align 4
  %18 = load i64, i64* %4, align 8
  %19 = udiv i64 %18, 10000
  store i64 %19, i64* %4, align 8
  br label %20

20:                                               ; preds = %7
  %21 = load i64, i64* %4, align 8
  %22 = icmp ne i64 %21, 0
  br i1 %22, label %7, label %23, !llvm.loop !19

23:                                               ; preds = %20
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @big_mul(%struct.big_t* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca %struct.big_t*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store %struct.big_t* %0, %struct.big_t** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %8

8:                                                ; preds = %32, %2
  %9 = load i32, i32* %6, align 4
  %10 = load %struct.big_t*, %struct.big_t** %3, align 4
  %11 = getelementptr inbounds %struct.big_t, %struct.big_t* %10, i32 0, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = icmp slt i32 %9, %12
  br i1 %13, label %14, label %35

14:                                               ; preds = %8
  %15 = load %struct.big_t*, %struct.big_t** %3, align 4
  %16 = getelementptr inbounds %struct.big_t, %struct.big_t* %15, i32 0, i32 0
  %17 = load i32, i32* %6, align 4
  %18 = getelementptr inbounds [200 x i32], [200 x i32]* %16, i32 0, i32 %17
  %19 = load i32, i32* %18, align 4
  %20 = load i32, i32* %4, align 4
  %21 = mul i32 %19, %20
  %22 = load i32, i32* %5, align 4
  %23 = add i32 %21, %22
  store i32 %23, i32* %7, align 4
  %24 = load i32, i32* %7, align 4
  %25 = urem i32 %24, 10000
  %26 = load %struct.big_t*, %struct.big_t** %3, align 4
  %27 = getelementptr inbounds %struct.big_t, %struct.big_t* %26, i32 0, i32 0
  %28 = load i32, i32* %6, align 4
  %29 = getelementptr inbounds [200 x i32], [200 x i32]* %27, i32 0, i32 %28
  store i32 %25, i32* %29, align 4
  %30 = load i32, i32* %7, align 4
  %31 = udiv i32 %30, 10000
  store i32 %31, i32* %5, align 4
  br label %32

32:                                               ; preds = %14
  %33 = load i32, i32* %6, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* %6, align 4
  br label %8, !llvm.loop !20

35:                                               ; preds = %8
  br label %36

36:                                               ; preds = %39, %35
  %37 = load i32, i32* %5, align 4
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %39, label %51

39:                                               ; preds = %36
  %40 = load i32, i32* %5, align 4
  %41 = urem i32 %40, 10000
  %42 = load %struct.big_t*, %struct.big_t** %3, align 4
  %43 = getelementptr inbounds %struct.big_t, %struct.big_t* %42, i32 0, i32 0
  %44 = load %struct.big_t*, %struct.big_t** %3, align 4
  %45 = getelementptr inbounds %struct.big_t, %struct.big_t* %44, i32 0, i32 1
  %46 = load i32, i32* %45, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* %45, align 4
  %48 = getelementptr inbounds [200 x i32], [200 x i32]* %43, i32 0, i32 %46
  store i32 %41, i32* %48, align 4
  %49 = load i32, i32* %5, align 4
  %50 = udiv i32 %49, 10000
  store i32 %50, i32* %5, align 4
  br label %36, !llvm.loop !21

51:                                               ; preds = %36
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @big_digits(%struct.big_t* noundef %0, i8* noundef %1) #0 {
  %3 = alloca %struct.big_t*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [4 x i8], align 1
  %9 = alloca i32, align 4
  store %struct.big_t* %0, %struct.big_t** %3, align 4
  store i8* %1, i8** %4, align 4
  store i32 0, i32* %5, align 4
  %10 = load %struct.big_t*, %struct.big_t** %3, align 4
  %11 = getelementptr inbounds %struct.big_t, %struct.big_t* %10, i32 0, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = sub nsw i32 %12, 1
  store i32 %13, i32* %6, align 4
  br label %14

14:                                               ; preds = %76, %2
  %15 = load i32, i32* %6, align 4
  %16 = icmp sge i32 %15, 0
  br i1 %16, label %17, label %79

17:                                               ; preds = %14
  %18 = load %struct.big_t*, %struct.big_t** %3, align 4
  %19 = getelementptr inbounds %struct.big_t, %struct.big_t* %18, i32 0, i32 0
  %20 = load i32, i32* %6, align 4
  %21 = getelementptr inbounds [200 x i32], [200 x i32]* %19, i32 0, i32 %20
  %22 = load i32, i32* %21, align 4
  store i32 %22, i32* %7, align 4
  %23 = getelementptr inbounds [4 x i8], [4 x i8]* %8, i32 0, i32 0
  %24 = load i32, i32* %7, align 4
  %25 = udiv i32 %24, 1000
  %26 = add i32 48, %25
  %27 = trunc i32 %26 to i8
  store i8 %27, i8* %23, align 1
  %28 = getelementptr inbounds i8, i8* %23, i32 1
  %29 = load i32, i32* %7, align 4
  %30 = udiv i32 %29, 100
  %31 = urem i32 %30, 10
  %32 = add i32 48, %31
  %33 = trunc i32 %32 to i8
  store i8 %33, i8* %28, align 1
  %34 = getelementptr inbounds i8, i8* %28, i32 1
  %35 = load i32, i32* %7, align 4
  %36 = udiv i32 %35, 10
  %37 = urem i32 %36, 10
  %38 = add i32 48, %37
  %39 = trunc i32 %38 to i8
  store i8 %39, i8* %34, align 1
  %40 = getelementptr inbounds i8, i8* %34, i32 1
  %41 = load i32, i32* %7, align 4
  %42 = urem i32 %41, 10
  %43 = add i32 48, %42
  %44 = trunc i32 %43 to i8
  store i8 %44, i8* %40, align 1
  store i32 0, i32* %9, align 4
  br label %45

45:                                               ; preds = %72, %17
  %46 = load i32, i32* %9, align 4
  %47 = icmp slt i32 %46, 4
  br i1 %47, label %48, label %75

48:                                               ; preds = %45
  %49 = load i32, i32* %5, align 4
  %50 = icmp sgt i32 %49, 0
  br i1 %50, label %63, label %51

51:                                               ; preds = %48
  %52 = load i32, i32* %9, align 4
  %53 = getelementptr inbounds [4 x i8], [4 x i8]* %8, i32 0, i32 %52
  %54 = load i8, i8* %53, align 1
  %55 = sext i8 %54 to i32
  %56 = icmp ne i32 %55, 48
  br i1 %56, label %63, label %57

57:                                               ; preds = %51
  %58 = load i32, i32* %6, align 4
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %60, label %71

60:                                               ; preds = %57
  %61 = load i32, i32* %9, align 4
  %62 = icmp eq i32 %61, 3
  br i1 %62, label %63, label %71

63:                                               ; preds = %60, %51, %48
  %64 = load i32, i32* %9, align 4
  %65 = getelementptr inbounds [4 x i8], [4 x i8]* %8, i32 0, i32 %64
  %66 = load i8, i8* %65, align 1
  %67 = load i8*, i8** %4, align 4
  %68 = load i32, i32* %5, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, i32* %5, align 4
  %70 = getelementptr inbounds i8, i8* %67, i32 %68
  store i8 %66, i8* %70, align 1
  br label %71

71:                                               ; preds = %63, %60, %57
  br label %72

72:                                               ; preds = %71
  %73 = load i32, i32* %9, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* %9, align 4
  br label %45, !llvm.loop !22

75:                                               ; preds = %45
  br label %76

76:                                               ; preds = %75
  %77 = load i32, i32* %6, align 4
  %78 = add nsw i32 %77, -1
  store i32 %78, i32* %6, align 4
  br label %14, !llvm.loop !23

79:                                               ; preds = %14
  %80 = load i32, i32* %5, align 4
  ret i32 %80
}

; Function Attrs: noinline nounwind optnone
define internal void @print_hex(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 28, i32* %3, align 4
  br label %4

4:                                                ; preds = %14, %1
  %5 = load i32, i32* %3, align 4
  %6 = icmp sge i32 %5, 0
  br i1 %6, label %7, label %17

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4
  %9 = load i32, i32* %3, align 4
  %10 = lshr i32 %8, %9
  %11 = and i32 %10, 15
  %12 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.20, i32 0, i32 %11
  %13 = load i8, i8* %12, align 1
  store volatile i8 %13, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %14

14:                                               ; preds = %7
  %15 = load i32, i32* %3, align 4
  %16 = sub nsw i32 %15, 4
  store i32 %16, i32* %3, align 4
  br label %4, !llvm.loop !24

17:                                               ; preds = %4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @show_int(i8* noundef %0, i64 noundef signext %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i64, align 8
  store i8* %0, i8** %3, align 4
  store i64 %1, i64* %4, align 8
  %5 = load i8*, i8** %3, align 4
  call void @print_str(i8* noundef %5)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %6 = load i64, i64* %4, align 8
  call void @print_i64(i64 noundef signext %6)
  call void @print_nl()
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal float @opaquef(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  store float %0, float* %2, align 4
  %4 = load float, float* %2, align 4
  store volatile float %4, float* %3, align 4
  %5 = load volatile float, float* %3, align 4
  ret float %5
}

; Function Attrs: noinline nounwind optnone
define internal void @show_u64(i8* noundef %0, i64 noundef zeroext %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i64, align 8
  store i8* %0, i8** %3, align 4
  store i64 %1, i64* %4, align 8
  %5 = load i8*, i8** %3, align 4
  call void @print_str(i8* noundef %5)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %6 = load i64, i64* %4, align 8
  call void @print_u64(i64 noundef zeroext %6)
  call void @print_nl()
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_i64(i64 noundef signext %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = icmp slt i64 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 1
  %6 = load i64, i64* %2, align 8
  %7 = sub i64 0, %6
  call void @print_u64(i64 noundef zeroext %7)
  br label %10

8:                                                ; preds = %1
  %9 = load i64, i64* %2, align 8
  call void @print_u64(i64 noundef zeroext %9)
  br label %10

10:                                               ; preds = %8, %5
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_u64(i64 noundef zeroext %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca [20 x i8], align 1
  %4 = alloca i32, align 4
  store i64 %0, i64* %2, align 8
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %15, %1
  %6 = load i64, i64* %2, align 8
  %7 = urem i64 %6, 10
  %8 = add i64 48, %7
  %9 = trunc i64 %8 to i8
  %10 = load i32, i32* %4, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %4, align 4
  %12 = getelementptr inbounds [20 x i8], [20 x i8]* %3, i32 0, i32 %10
  store i8 %9, i8* %12, align 1
  %13 = load i64, i64* %2, align 8
  %14 = udiv i64 %13, 10
  store i64 %14, i64* %2, align 8
  br label %15

15:                                               ; preds = %5
  %16 = load i64, i64* %2, align 8
  %17 = icmp ne i64 %16, 0
  br i1 %17, label %5, label %18, !llvm.loop !25

18:                                               ; preds = %15
  br label %19

19:                                               ; preds = %22, %18
  %20 = load i32, i32* %4, align 4
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %19
  %23 = load i32, i32* %4, align 4
  %24 = add nsw i32 %23, -1
  store i32 %24, i32* %4, align 4
  %25 = getelementptr inbounds [20 x i8], [20 x i8]* %3, i32 0, i32 %24
  %26 = load i8, i8* %25, align 1
  store volatile i8 %26, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %19, !llvm.loop !26

27:                                               ; preds = %19
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_f(double noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca [800 x i8], align 1
  %6 = alloca [802 x i8], align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store double %0, double* %3, align 8
  store i32 %1, i32* %4, align 4
  %13 = load i32, i32* %4, align 4
  %14 = icmp slt i32 %13, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %2
  store i32 0, i32* %4, align 4
  br label %16

16:                                               ; preds = %15, %2
  %17 = load double, double* %3, align 8
  %18 = call i32 @print_special(double noundef %17)
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %20, label %21

20:                                               ; preds = %16
  br label %77

21:                                               ; preds = %16
  store i32 0, i32* %7, align 4
  %22 = load double, double* %3, align 8
  %23 = fcmp une double %22, 0.000000e+00
  br i1 %23, label %24, label %35

24:                                               ; preds = %21
  %25 = load double, double* %3, align 8
  %26 = getelementptr inbounds [800 x i8], [800 x i8]* %5, i32 0, i32 0
  %27 = call i32 @exact_digits(double noundef %25, i8* noundef %26, i32* noundef %8)
  store i32 %27, i32* %9, align 4
  %28 = getelementptr inbounds [800 x i8], [800 x i8]* %5, i32 0, i32 0
  %29 = load i32, i32* %9, align 4
  %30 = load i32, i32* %8, align 4
  %31 = load i32, i32* %4, align 4
  %32 = add nsw i32 %30, %31
  %33 = getelementptr inbounds [802 x i8], [802 x i8]* %6, i32 0, i32 0
  %34 = call i32 @round_digits(i8* noundef %28, i32 noundef signext %29, i32 noundef signext %32, i8* noundef %33)
  store i32 %34, i32* %7, align 4
  br label %35

35:                                               ; preds = %24, %21
  %36 = load i32, i32* %7, align 4
  %37 = load i32, i32* %4, align 4
  %38 = icmp sgt i32 %36, %37
  br i1 %38, label %39, label %41

39:                                               ; preds = %35
  %40 = load i32, i32* %7, align 4
  br label %44

41:                                               ; preds = %35
  %42 = load i32, i32* %4, align 4
  %43 = add nsw i32 %42, 1
  br label %44

44:                                               ; preds = %41, %39
  %45 = phi i32 [ %40, %39 ], [ %43, %41 ]
  store i32 %45, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %46

46:                                               ; preds = %74, %44
  %47 = load i32, i32* %11, align 4
  %48 = load i32, i32* %10, align 4
  %49 = icmp slt i32 %47, %48
  br i1 %49, label %50, label %77

50:                                               ; preds = %46
  %51 = load i32, i32* %11, align 4
  %52 = load i32, i32* %10, align 4
  %53 = load i32, i32* %4, align 4
  %54 = sub nsw i32 %52, %53
  %55 = icmp eq i32 %51, %54
  br i1 %55, label %56, label %57

56:                                               ; preds = %50
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %57

57:                                               ; preds = %56, %50
  %58 = load i32, i32* %11, align 4
  %59 = load i32, i32* %10, align 4
  %60 = load i32, i32* %7, align 4
  %61 = sub nsw i32 %59, %60
  %62 = sub nsw i32 %58, %61
  store i32 %62, i32* %12, align 4
  %63 = load i32, i32* %12, align 4
  %64 = icmp sge i32 %63, 0
  br i1 %64, label %65, label %70

65:                                               ; preds = %57
  %66 = load i32, i32* %12, align 4
  %67 = getelementptr inbounds [802 x i8], [802 x i8]* %6, i32 0, i32 %66
  %68 = load i8, i8* %67, align 1
  %69 = sext i8 %68 to i32
  br label %71

70:                                               ; preds = %57
  br label %71

71:                                               ; preds = %70, %65
  %72 = phi i32 [ %69, %65 ], [ 48, %70 ]
  %73 = trunc i32 %72 to i8
  store volatile i8 %73, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %74

74:                                               ; preds = %71
  %75 = load i32, i32* %11, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, i32* %11, align 4
  br label %46, !llvm.loop !27

77:                                               ; preds = %20, %46
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.round.f64(double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.rint.f64(double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nearbyint.f64(double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.trunc.f64(double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.ceil.f64(double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.llround.i64.f64(double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.llrint.i64.f64(double) #2

; Function Attrs: noinline nounwind optnone
define internal void @print_int(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 1
  %6 = load i32, i32* %2, align 4
  %7 = sub i32 0, %6
  call void @print_u32(i32 noundef signext %7)
  br label %10

8:                                                ; preds = %1
  %9 = load i32, i32* %2, align 4
  call void @print_u32(i32 noundef signext %9)
  br label %10

10:                                               ; preds = %8, %5
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.lround.i32.f64(double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.lrint.i32.f64(double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.round.f32(float) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.rint.f32(float) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.floor.f32(float) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.ceil.f32(float) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.trunc.f32(float) #2

; Function Attrs: noinline nounwind optnone
define internal void @print_kv(i8* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i8*, i8** %3, align 4
  call void @print_str(i8* noundef %5)
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 1
  %6 = load i32, i32* %4, align 4
  call void @print_int(i32 noundef signext %6)
  call void @print_nl()
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.copysign.f64(double, double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: noinline nounwind optnone
define internal void @comparisons(i8* noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca [16 x i32], align 4
  %8 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store double %1, double* %5, align 8
  store double %2, double* %6, align 8
  %9 = load i8*, i8** %4, align 4
  call void @print_str(i8* noundef %9)
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 1
  %10 = getelementptr inbounds [16 x i32], [16 x i32]* %7, i32 0, i32 0
  %11 = load double, double* %5, align 8
  %12 = load double, double* %6, align 8
  %13 = fcmp oeq double %11, %12
  %14 = zext i1 %13 to i32
  store i32 %14, i32* %10, align 4
  %15 = getelementptr inbounds i32, i32* %10, i32 1
  %16 = load double, double* %5, align 8
  %17 = load double, double* %6, align 8
  %18 = fcmp une double %16, %17
  %19 = zext i1 %18 to i32
  store i32 %19, i32* %15, align 4
  %20 = getelementptr inbounds i32, i32* %15, i32 1
  %21 = load double, double* %5, align 8
  %22 = load double, double* %6, align 8
  %23 = fcmp olt double %21, %22
  %24 = zext i1 %23 to i32
  store i32 %24, i32* %20, align 4
  %25 = getelementptr inbounds i32, i32* %20, i32 1
  %26 = load double, double* %5, align 8
  %27 = load double, double* %6, align 8
  %28 = fcmp ole double %26, %27
  %29 = zext i1 %28 to i32
  store i32 %29, i32* %25, align 4
  %30 = getelementptr inbounds i32, i32* %25, i32 1
  %31 = load double, double* %5, align 8
  %32 = load double, double* %6, align 8
  %33 = fcmp ogt double %31, %32
  %34 = zext i1 %33 to i32
  store i32 %34, i32* %30, align 4
  %35 = getelementptr inbounds i32, i32* %30, i32 1
  %36 = load double, double* %5, align 8
  %37 = load double, double* %6, align 8
  %38 = fcmp oge double %36, %37
  %39 = zext i1 %38 to i32
  store i32 %39, i32* %35, align 4
  %40 = getelementptr inbounds i32, i32* %35, i32 1
  %41 = load double, double* %5, align 8
  %42 = load double, double* %6, align 8
  %43 = fcmp olt double %41, %42
  %44 = xor i1 %43, true
  %45 = zext i1 %44 to i32
  store i32 %45, i32* %40, align 4
  %46 = getelementptr inbounds i32, i32* %40, i32 1
  %47 = load double, double* %5, align 8
  %48 = load double, double* %6, align 8
  %49 = fcmp oge double %47, %48
  %50 = xor i1 %49, true
  %51 = zext i1 %50 to i32
  store i32 %51, i32* %46, align 4
  %52 = getelementptr inbounds i32, i32* %46, i32 1
  %53 = load double, double* %5, align 8
  %54 = load double, double* %6, align 8
  %55 = fcmp uno double %53, %54
  %56 = zext i1 %55 to i32
  store i32 %56, i32* %52, align 4
  %57 = getelementptr inbounds i32, i32* %52, i32 1
  %58 = load double, double* %5, align 8
  %59 = load double, double* %6, align 8
  %60 = fcmp olt double %58, %59
  %61 = zext i1 %60 to i32
  store i32 %61, i32* %57, align 4
  %62 = getelementptr inbounds i32, i32* %57, i32 1
  %63 = load double, double* %5, align 8
  %64 = load double, double* %6, align 8
  %65 = fcmp ole double %63, %64
  %66 = zext i1 %65 to i32
  store i32 %66, i32* %62, align 4
  %67 = getelementptr inbounds i32, i32* %62, i32 1
  %68 = load double, double* %5, align 8
  %69 = load double, double* %6, align 8
  %70 = fcmp ogt double %68, %69
  %71 = zext i1 %70 to i32
  store i32 %71, i32* %67, align 4
  %72 = getelementptr inbounds i32, i32* %67, i32 1
  %73 = load double, double* %5, align 8
  %74 = load double, double* %6, align 8
  %75 = fcmp oge double %73, %74
  %76 = zext i1 %75 to i32
  store i32 %76, i32* %72, align 4
  %77 = getelementptr inbounds i32, i32* %72, i32 1
  %78 = load double, double* %5, align 8
  %79 = load double, double* %6, align 8
  %80 = fcmp one double %78, %79
  %81 = zext i1 %80 to i32
  store i32 %81, i32* %77, align 4
  %82 = getelementptr inbounds i32, i32* %77, i32 1
  %83 = load double, double* %5, align 8
  %84 = load double, double* %5, align 8
  %85 = fcmp oeq double %83, %84
  %86 = zext i1 %85 to i32
  store i32 %86, i32* %82, align 4
  %87 = getelementptr inbounds i32, i32* %82, i32 1
  %88 = load double, double* %6, align 8
  %89 = load double, double* %6, align 8
  %90 = fcmp une double %88, %89
  %91 = zext i1 %90 to i32
  store i32 %91, i32* %87, align 4
  store i32 0, i32* %8, align 4
  br label %92

92:                                               ; preds = %101, %3
  %93 = load i32, i32* %8, align 4
  %94 = icmp ult i32 %93, 16
  br i1 %94, label %95, label %104

95:                                               ; preds = %92
  %96 = load i32, i32* %8, align 4
  %97 = getelementptr inbounds [16 x i32], [16 x i32]* %7, i32 0, i32 %96
  %98 = load i32, i32* %97, align 4
  %99 = add nsw i32 48, %98
  %100 = trunc i32 %99 to i8
  store volatile i8 %100, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %101

101:                                              ; preds = %95
  %102 = load i32, i32* %8, align 4
  %103 = add i32 %102, 1
  store i32 %103, i32* %8, align 4
  br label %92, !llvm.loop !28

104:                                              ; preds = %92
  call void @print_nl()
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.minnum.f64(double, double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.copysign.f32(float, float) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
!9 = distinct !{!9, !3}
!10 = distinct !{!10, !3}
!11 = distinct !{!11, !3}
!12 = distinct !{!12, !3}
!13 = distinct !{!13, !3}
!14 = distinct !{!14, !3}
!15 = distinct !{!15, !3}
!16 = distinct !{!16, !3}
!17 = distinct !{!17, !3}
!18 = distinct !{!18, !3}
!19 = distinct !{!19, !3}
!20 = distinct !{!20, !3}
!21 = distinct !{!21, !3}
!22 = distinct !{!22, !3}
!23 = distinct !{!23, !3}
!24 = distinct !{!24, !3}
!25 = distinct !{!25, !3}
!26 = distinct !{!26, !3}
!27 = distinct !{!27, !3}
!28 = distinct !{!28, !3}
