; ModuleID = 'fconv.c'
source_filename = "fconv.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.big_t = type { [200 x i32], i32 }

@halves = dso_local local_unnamed_addr global [12 x double] [double 5.000000e-01, double -5.000000e-01, double 1.500000e+00, double -1.500000e+00, double 2.500000e+00, double -2.500000e+00, double 0x3FDFFFFFFFFFFFFF, double 0xBFDFFFFFFFFFFFFF, double 0x432FFFFFFFFFFFFF, double 0xC330000000000001, double 1.000000e+16, double -0.000000e+00], align 8
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
@.str.20 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1
@.str.43 = private unnamed_addr constant [13 x i8] c"roundf(2.5f)\00", align 1
@.str.44 = private unnamed_addr constant [12 x i8] c"rintf(2.5f)\00", align 1
@.str.45 = private unnamed_addr constant [14 x i8] c"floorf(-2.5f)\00", align 1
@.str.46 = private unnamed_addr constant [13 x i8] c"ceilf(-2.5f)\00", align 1
@.str.47 = private unnamed_addr constant [14 x i8] c"truncf(-2.5f)\00", align 1
@.str.49 = private unnamed_addr constant [5 x i8] c"-0.0\00", align 1
@.str.52 = private unnamed_addr constant [9 x i8] c"1 / -0.0\00", align 1
@.str.53 = private unnamed_addr constant [11 x i8] c"-0.0 + 0.0\00", align 1
@.str.54 = private unnamed_addr constant [11 x i8] c"-0.0 - 0.0\00", align 1
@.str.55 = private unnamed_addr constant [9 x i8] c"-0.0 * 5\00", align 1
@.str.56 = private unnamed_addr constant [18 x i8] c"copysign(1, -0.0)\00", align 1
@.str.57 = private unnamed_addr constant [11 x i8] c"fabs(-0.0)\00", align 1
@.str.58 = private unnamed_addr constant [11 x i8] c"sqrt(-0.0)\00", align 1
@.str.59 = private unnamed_addr constant [11 x i8] c"1e308 * 10\00", align 1
@.str.62 = private unnamed_addr constant [8 x i8] c"1 / inf\00", align 1
@.str.63 = private unnamed_addr constant [9 x i8] c"-1 / inf\00", align 1
@.str.64 = private unnamed_addr constant [12 x i8] c"(float)1e39\00", align 1
@.str.65 = private unnamed_addr constant [20 x i8] c"FLT_MAX * 2 (float)\00", align 1
@.str.66 = private unnamed_addr constant [15 x i8] c"DBL_MIN / 2^52\00", align 1
@.str.67 = private unnamed_addr constant [15 x i8] c"DBL_MIN / 2^53\00", align 1
@.str.68 = private unnamed_addr constant [35 x i8] c"DBL_MIN * 0.75 (rounded subnormal)\00", align 1
@.str.80 = private unnamed_addr constant [13 x i8] c"fmin(nan, 1)\00", align 1
@.str.81 = private unnamed_addr constant [13 x i8] c"fmax(1, nan)\00", align 1
@.str.82 = private unnamed_addr constant [17 x i8] c"fminf(-1.5, inf)\00", align 1
@.str.83 = private unnamed_addr constant [12 x i8] c"fmax(-3, 2)\00", align 1
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

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = alloca [10 x i8], align 1
  %5 = alloca [20 x i8], align 1
  %6 = alloca [20 x i8], align 1
  %7 = alloca [20 x i8], align 1
  %8 = alloca [20 x i8], align 1
  %9 = alloca [20 x i8], align 1
  %10 = alloca [20 x i8], align 1
  %11 = alloca [20 x i8], align 1
  %12 = alloca [20 x i8], align 1
  %13 = alloca [20 x i8], align 1
  %14 = alloca [20 x i8], align 1
  %15 = alloca [20 x i8], align 1
  %16 = alloca [20 x i8], align 1
  %17 = alloca [20 x i8], align 1
  %18 = alloca [20 x i8], align 1
  %19 = alloca [20 x i8], align 1
  %20 = alloca [20 x i8], align 1
  %21 = alloca [20 x i8], align 1
  %22 = alloca [20 x i8], align 1
  %23 = alloca [20 x i8], align 1
  %24 = alloca [20 x i8], align 1
  %25 = alloca [20 x i8], align 1
  %26 = alloca [20 x i8], align 1
  %27 = alloca [20 x i8], align 1
  %28 = alloca [20 x i8], align 1
  %29 = alloca [20 x i8], align 1
  %30 = alloca [20 x i8], align 1
  %31 = alloca [20 x i8], align 1
  %32 = alloca [20 x i8], align 1
  %33 = alloca [20 x i8], align 1
  %34 = alloca [20 x i8], align 1
  %35 = alloca [20 x i8], align 1
  %36 = alloca [20 x i8], align 1
  %37 = alloca [20 x i8], align 1
  %38 = alloca [20 x i8], align 1
  %39 = alloca [20 x i8], align 1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %40 = tail call fastcc double @opaque(double noundef 0x41DFFFFFFFC00000) #9
  %41 = fptosi double %40 to i32
  %42 = sitofp i32 %41 to float
  %43 = fpext float %42 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), double noundef %43) #9
  %44 = tail call fastcc double @opaque(double noundef 0x4170000010000000) #9
  %45 = fptosi double %44 to i32
  %46 = sitofp i32 %45 to float
  %47 = fpext float %46 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), double noundef %47) #9
  %48 = tail call fastcc double @opaque(double noundef 0xC170000010000000) #9
  %49 = fptosi double %48 to i32
  %50 = sitofp i32 %49 to float
  %51 = fpext float %50 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), double noundef %51) #9
  %52 = tail call fastcc double @opaque(double noundef 0x4170000030000000) #9
  %53 = fptosi double %52 to i32
  %54 = sitofp i32 %53 to float
  %55 = fpext float %54 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i32 0, i32 0), double noundef %55) #9
  %56 = tail call fastcc double @opaque(double noundef 0x41EFFFFFFFE00000) #9
  %57 = fptoui double %56 to i32
  %58 = uitofp i32 %57 to float
  %59 = fpext float %58 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i32 0, i32 0), double noundef %59) #9
  %60 = tail call fastcc double @opaque(double noundef 0x41EFFFFFFFE00000) #9
  %61 = fptoui double %60 to i32
  %62 = uitofp i32 %61 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), double noundef %62) #9
  %63 = tail call fastcc double @opaque(double noundef 0xC1E0000000000000) #9
  %64 = fptosi double %63 to i32
  %65 = sitofp i32 %64 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.7, i32 0, i32 0), double noundef %65) #9
  %66 = tail call fastcc double @opaque(double noundef 0x4340000000000000) #9
  %67 = fptosi double %66 to i64
  %68 = add nsw i64 %67, 1
  %69 = sitofp i64 %68 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.8, i32 0, i32 0), double noundef %69) #9
  %70 = add nsw i64 %67, 3
  %71 = sitofp i64 %70 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.9, i32 0, i32 0), double noundef %71) #9
  %72 = shl i64 %67, 10
  %73 = add i64 %72, -1
  %74 = sitofp i64 %73 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.10, i32 0, i32 0), double noundef %74) #9
  %75 = mul i64 %67, -1024
  %76 = sitofp i64 %75 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), double noundef %76) #9
  %77 = tail call fastcc double @opaque(double noundef 0.000000e+00) #9
  %78 = fptosi double %77 to i64
  %79 = xor i64 %78, -1
  %80 = uitofp i64 %79 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.12, i32 0, i32 0), double noundef %80) #9
  %81 = uitofp i64 %79 to float
  %82 = fpext float %81 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.13, i32 0, i32 0), double noundef %82) #9
  %83 = add i64 %72, 1025
  %84 = uitofp i64 %83 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.14, i32 0, i32 0), double noundef %84) #9
  %85 = tail call fastcc double @opaque(double noundef 0x41E0000000000000) #9
  %86 = fptoui double %85 to i32
  %87 = add i32 %86, 129
  %88 = uitofp i32 %87 to float
  %89 = fpext float %88 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.15, i32 0, i32 0), double noundef %89) #9
  %90 = tail call fastcc double @opaque(double noundef -1.280000e+02) #9
  %91 = fptosi double %90 to i32
  %92 = trunc i32 %91 to i8
  %93 = sitofp i8 %92 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.16, i32 0, i32 0), double noundef %93) #9
  %94 = tail call fastcc double @opaque(double noundef 6.553500e+04) #9
  %95 = fptosi double %94 to i32
  %96 = trunc i32 %95 to i16
  %97 = uitofp i16 %96 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.17, i32 0, i32 0), double noundef %97) #9
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %98 = tail call fastcc float @opaquef(float noundef 0x41DFFFFFE0000000) #9
  %99 = fptosi float %98 to i32
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %100 = sext i32 %99 to i64
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %101 = icmp slt i32 %99, 0
  br i1 %101, label %102, label %124

102:                                              ; preds = %0
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %103 = sub nsw i64 0, %100
  %104 = getelementptr inbounds [20 x i8], [20 x i8]* %39, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %104) #9
  br label %105

105:                                              ; preds = %105, %102
  %106 = phi i64 [ %103, %102 ], [ %109, %105 ]
  %107 = phi i32 [ 0, %102 ], [ %114, %105 ]
  %108 = freeze i64 %106
  %109 = udiv i64 %108, 10
  %110 = mul i64 %109, 10
  %111 = sub i64 %108, %110
  %112 = trunc i64 %111 to i8
  %113 = or i8 %112, 48
  %114 = add nuw nsw i32 %107, 1
  %115 = getelementptr inbounds [20 x i8], [20 x i8]* %39, i32 0, i32 %107
  store i8 %113, i8* %115, align 1, !tbaa !1
  %116 = icmp ult i64 %106, 10
  br i1 %116, label %117, label %105, !llvm.loop !4

117:                                              ; preds = %105, %117
  %118 = phi i32 [ %119, %117 ], [ %114, %105 ]
  %119 = add nsw i32 %118, -1
  %120 = getelementptr inbounds [20 x i8], [20 x i8]* %39, i32 0, i32 %119
  %121 = load i8, i8* %120, align 1, !tbaa !1
  store volatile i8 %121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %122 = icmp eq i32 %119, 0
  br i1 %122, label %123, label %117, !llvm.loop !6

123:                                              ; preds = %117
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %104) #9
  br label %145

124:                                              ; preds = %0
  %125 = getelementptr inbounds [20 x i8], [20 x i8]* %38, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %125) #9
  br label %126

126:                                              ; preds = %126, %124
  %127 = phi i64 [ %100, %124 ], [ %130, %126 ]
  %128 = phi i32 [ 0, %124 ], [ %135, %126 ]
  %129 = freeze i64 %127
  %130 = udiv i64 %129, 10
  %131 = mul i64 %130, 10
  %132 = sub i64 %129, %131
  %133 = trunc i64 %132 to i8
  %134 = or i8 %133, 48
  %135 = add nuw nsw i32 %128, 1
  %136 = getelementptr inbounds [20 x i8], [20 x i8]* %38, i32 0, i32 %128
  store i8 %134, i8* %136, align 1, !tbaa !1
  %137 = icmp ult i64 %127, 10
  br i1 %137, label %138, label %126, !llvm.loop !4

138:                                              ; preds = %126, %138
  %139 = phi i32 [ %140, %138 ], [ %135, %126 ]
  %140 = add nsw i32 %139, -1
  %141 = getelementptr inbounds [20 x i8], [20 x i8]* %38, i32 0, i32 %140
  %142 = load i8, i8* %141, align 1, !tbaa !1
  store volatile i8 %142, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %143 = icmp eq i32 %140, 0
  br i1 %143, label %144, label %138, !llvm.loop !6

144:                                              ; preds = %138
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %125) #9
  br label %145

145:                                              ; preds = %144, %123
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %146 = tail call fastcc float @opaquef(float noundef 0xC1E0000000000000) #9
  %147 = fptosi float %146 to i32
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %148 = sext i32 %147 to i64
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %149 = icmp slt i32 %147, 0
  br i1 %149, label %150, label %172

150:                                              ; preds = %145
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %151 = sub nsw i64 0, %148
  %152 = getelementptr inbounds [20 x i8], [20 x i8]* %37, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %152) #9
  br label %153

153:                                              ; preds = %153, %150
  %154 = phi i64 [ %151, %150 ], [ %157, %153 ]
  %155 = phi i32 [ 0, %150 ], [ %162, %153 ]
  %156 = freeze i64 %154
  %157 = udiv i64 %156, 10
  %158 = mul i64 %157, 10
  %159 = sub i64 %156, %158
  %160 = trunc i64 %159 to i8
  %161 = or i8 %160, 48
  %162 = add nuw nsw i32 %155, 1
  %163 = getelementptr inbounds [20 x i8], [20 x i8]* %37, i32 0, i32 %155
  store i8 %161, i8* %163, align 1, !tbaa !1
  %164 = icmp ult i64 %154, 10
  br i1 %164, label %165, label %153, !llvm.loop !4

165:                                              ; preds = %153, %165
  %166 = phi i32 [ %167, %165 ], [ %162, %153 ]
  %167 = add nsw i32 %166, -1
  %168 = getelementptr inbounds [20 x i8], [20 x i8]* %37, i32 0, i32 %167
  %169 = load i8, i8* %168, align 1, !tbaa !1
  store volatile i8 %169, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %170 = icmp eq i32 %167, 0
  br i1 %170, label %171, label %165, !llvm.loop !6

171:                                              ; preds = %165
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %152) #9
  br label %193

172:                                              ; preds = %145
  %173 = getelementptr inbounds [20 x i8], [20 x i8]* %36, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %173) #9
  br label %174

174:                                              ; preds = %174, %172
  %175 = phi i64 [ %148, %172 ], [ %178, %174 ]
  %176 = phi i32 [ 0, %172 ], [ %183, %174 ]
  %177 = freeze i64 %175
  %178 = udiv i64 %177, 10
  %179 = mul i64 %178, 10
  %180 = sub i64 %177, %179
  %181 = trunc i64 %180 to i8
  %182 = or i8 %181, 48
  %183 = add nuw nsw i32 %176, 1
  %184 = getelementptr inbounds [20 x i8], [20 x i8]* %36, i32 0, i32 %176
  store i8 %182, i8* %184, align 1, !tbaa !1
  %185 = icmp ult i64 %175, 10
  br i1 %185, label %186, label %174, !llvm.loop !4

186:                                              ; preds = %174, %186
  %187 = phi i32 [ %188, %186 ], [ %183, %174 ]
  %188 = add nsw i32 %187, -1
  %189 = getelementptr inbounds [20 x i8], [20 x i8]* %36, i32 0, i32 %188
  %190 = load i8, i8* %189, align 1, !tbaa !1
  store volatile i8 %190, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %191 = icmp eq i32 %188, 0
  br i1 %191, label %192, label %186, !llvm.loop !6

192:                                              ; preds = %186
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %173) #9
  br label %193

193:                                              ; preds = %192, %171
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %194 = tail call fastcc float @opaquef(float noundef 0x41EFFFFFE0000000) #9
  %195 = fptoui float %194 to i32
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %196 = zext i32 %195 to i64
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %197 = getelementptr inbounds [20 x i8], [20 x i8]* %35, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %197) #9
  br label %198

198:                                              ; preds = %198, %193
  %199 = phi i64 [ %196, %193 ], [ %202, %198 ]
  %200 = phi i32 [ 0, %193 ], [ %207, %198 ]
  %201 = freeze i64 %199
  %202 = udiv i64 %201, 10
  %203 = mul i64 %202, 10
  %204 = sub i64 %201, %203
  %205 = trunc i64 %204 to i8
  %206 = or i8 %205, 48
  %207 = add nuw nsw i32 %200, 1
  %208 = getelementptr inbounds [20 x i8], [20 x i8]* %35, i32 0, i32 %200
  store i8 %206, i8* %208, align 1, !tbaa !1
  %209 = icmp ult i64 %199, 10
  br i1 %209, label %210, label %198, !llvm.loop !4

210:                                              ; preds = %198, %210
  %211 = phi i32 [ %212, %210 ], [ %207, %198 ]
  %212 = add nsw i32 %211, -1
  %213 = getelementptr inbounds [20 x i8], [20 x i8]* %35, i32 0, i32 %212
  %214 = load i8, i8* %213, align 1, !tbaa !1
  store volatile i8 %214, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %215 = icmp eq i32 %212, 0
  br i1 %215, label %216, label %210, !llvm.loop !6

216:                                              ; preds = %210
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %197) #9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %217 = tail call fastcc double @opaque(double noundef 0x41DFFFFFFFF9999A) #9
  %218 = fptosi double %217 to i32
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %219 = sext i32 %218 to i64
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %220 = icmp slt i32 %218, 0
  br i1 %220, label %221, label %243

221:                                              ; preds = %216
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %222 = sub nsw i64 0, %219
  %223 = getelementptr inbounds [20 x i8], [20 x i8]* %34, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %223) #9
  br label %224

224:                                              ; preds = %224, %221
  %225 = phi i64 [ %222, %221 ], [ %228, %224 ]
  %226 = phi i32 [ 0, %221 ], [ %233, %224 ]
  %227 = freeze i64 %225
  %228 = udiv i64 %227, 10
  %229 = mul i64 %228, 10
  %230 = sub i64 %227, %229
  %231 = trunc i64 %230 to i8
  %232 = or i8 %231, 48
  %233 = add nuw nsw i32 %226, 1
  %234 = getelementptr inbounds [20 x i8], [20 x i8]* %34, i32 0, i32 %226
  store i8 %232, i8* %234, align 1, !tbaa !1
  %235 = icmp ult i64 %225, 10
  br i1 %235, label %236, label %224, !llvm.loop !4

236:                                              ; preds = %224, %236
  %237 = phi i32 [ %238, %236 ], [ %233, %224 ]
  %238 = add nsw i32 %237, -1
  %239 = getelementptr inbounds [20 x i8], [20 x i8]* %34, i32 0, i32 %238
  %240 = load i8, i8* %239, align 1, !tbaa !1
  store volatile i8 %240, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %241 = icmp eq i32 %238, 0
  br i1 %241, label %242, label %236, !llvm.loop !6

242:                                              ; preds = %236
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %223) #9
  br label %264

243:                                              ; preds = %216
  %244 = getelementptr inbounds [20 x i8], [20 x i8]* %33, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %244) #9
  br label %245

245:                                              ; preds = %245, %243
  %246 = phi i64 [ %219, %243 ], [ %249, %245 ]
  %247 = phi i32 [ 0, %243 ], [ %254, %245 ]
  %248 = freeze i64 %246
  %249 = udiv i64 %248, 10
  %250 = mul i64 %249, 10
  %251 = sub i64 %248, %250
  %252 = trunc i64 %251 to i8
  %253 = or i8 %252, 48
  %254 = add nuw nsw i32 %247, 1
  %255 = getelementptr inbounds [20 x i8], [20 x i8]* %33, i32 0, i32 %247
  store i8 %253, i8* %255, align 1, !tbaa !1
  %256 = icmp ult i64 %246, 10
  br i1 %256, label %257, label %245, !llvm.loop !4

257:                                              ; preds = %245, %257
  %258 = phi i32 [ %259, %257 ], [ %254, %245 ]
  %259 = add nsw i32 %258, -1
  %260 = getelementptr inbounds [20 x i8], [20 x i8]* %33, i32 0, i32 %259
  %261 = load i8, i8* %260, align 1, !tbaa !1
  store volatile i8 %261, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %262 = icmp eq i32 %259, 0
  br i1 %262, label %263, label %257, !llvm.loop !6

263:                                              ; preds = %257
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %244) #9
  br label %264

264:                                              ; preds = %263, %242
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %265 = tail call fastcc double @opaque(double noundef 0xC1E00000001CCCCD) #9
  %266 = fptosi double %265 to i32
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %267 = sext i32 %266 to i64
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %268 = icmp slt i32 %266, 0
  br i1 %268, label %269, label %291

269:                                              ; preds = %264
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %270 = sub nsw i64 0, %267
  %271 = getelementptr inbounds [20 x i8], [20 x i8]* %32, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %271) #9
  br label %272

272:                                              ; preds = %272, %269
  %273 = phi i64 [ %270, %269 ], [ %276, %272 ]
  %274 = phi i32 [ 0, %269 ], [ %281, %272 ]
  %275 = freeze i64 %273
  %276 = udiv i64 %275, 10
  %277 = mul i64 %276, 10
  %278 = sub i64 %275, %277
  %279 = trunc i64 %278 to i8
  %280 = or i8 %279, 48
  %281 = add nuw nsw i32 %274, 1
  %282 = getelementptr inbounds [20 x i8], [20 x i8]* %32, i32 0, i32 %274
  store i8 %280, i8* %282, align 1, !tbaa !1
  %283 = icmp ult i64 %273, 10
  br i1 %283, label %284, label %272, !llvm.loop !4

284:                                              ; preds = %272, %284
  %285 = phi i32 [ %286, %284 ], [ %281, %272 ]
  %286 = add nsw i32 %285, -1
  %287 = getelementptr inbounds [20 x i8], [20 x i8]* %32, i32 0, i32 %286
  %288 = load i8, i8* %287, align 1, !tbaa !1
  store volatile i8 %288, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %289 = icmp eq i32 %286, 0
  br i1 %289, label %290, label %284, !llvm.loop !6

290:                                              ; preds = %284
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %271) #9
  br label %312

291:                                              ; preds = %264
  %292 = getelementptr inbounds [20 x i8], [20 x i8]* %31, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %292) #9
  br label %293

293:                                              ; preds = %293, %291
  %294 = phi i64 [ %267, %291 ], [ %297, %293 ]
  %295 = phi i32 [ 0, %291 ], [ %302, %293 ]
  %296 = freeze i64 %294
  %297 = udiv i64 %296, 10
  %298 = mul i64 %297, 10
  %299 = sub i64 %296, %298
  %300 = trunc i64 %299 to i8
  %301 = or i8 %300, 48
  %302 = add nuw nsw i32 %295, 1
  %303 = getelementptr inbounds [20 x i8], [20 x i8]* %31, i32 0, i32 %295
  store i8 %301, i8* %303, align 1, !tbaa !1
  %304 = icmp ult i64 %294, 10
  br i1 %304, label %305, label %293, !llvm.loop !4

305:                                              ; preds = %293, %305
  %306 = phi i32 [ %307, %305 ], [ %302, %293 ]
  %307 = add nsw i32 %306, -1
  %308 = getelementptr inbounds [20 x i8], [20 x i8]* %31, i32 0, i32 %307
  %309 = load i8, i8* %308, align 1, !tbaa !1
  store volatile i8 %309, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %310 = icmp eq i32 %307, 0
  br i1 %310, label %311, label %305, !llvm.loop !6

311:                                              ; preds = %305
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %292) #9
  br label %312

312:                                              ; preds = %311, %290
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %313 = tail call fastcc double @opaque(double noundef 0x41EFFFFFFFFCCCCD) #9
  %314 = fptoui double %313 to i32
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %315 = zext i32 %314 to i64
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %316 = getelementptr inbounds [20 x i8], [20 x i8]* %30, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %316) #9
  br label %317

317:                                              ; preds = %317, %312
  %318 = phi i64 [ %315, %312 ], [ %321, %317 ]
  %319 = phi i32 [ 0, %312 ], [ %326, %317 ]
  %320 = freeze i64 %318
  %321 = udiv i64 %320, 10
  %322 = mul i64 %321, 10
  %323 = sub i64 %320, %322
  %324 = trunc i64 %323 to i8
  %325 = or i8 %324, 48
  %326 = add nuw nsw i32 %319, 1
  %327 = getelementptr inbounds [20 x i8], [20 x i8]* %30, i32 0, i32 %319
  store i8 %325, i8* %327, align 1, !tbaa !1
  %328 = icmp ult i64 %318, 10
  br i1 %328, label %329, label %317, !llvm.loop !4

329:                                              ; preds = %317, %329
  %330 = phi i32 [ %331, %329 ], [ %326, %317 ]
  %331 = add nsw i32 %330, -1
  %332 = getelementptr inbounds [20 x i8], [20 x i8]* %30, i32 0, i32 %331
  %333 = load i8, i8* %332, align 1, !tbaa !1
  store volatile i8 %333, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %334 = icmp eq i32 %331, 0
  br i1 %334, label %335, label %329, !llvm.loop !6

335:                                              ; preds = %329
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %316) #9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %336 = tail call fastcc float @opaquef(float noundef 0x43DFFFFFE0000000) #9
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %337 = fptosi float %336 to i64
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %338 = icmp slt i64 %337, 0
  br i1 %338, label %339, label %361

339:                                              ; preds = %335
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %340 = sub i64 0, %337
  %341 = getelementptr inbounds [20 x i8], [20 x i8]* %29, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %341) #9
  br label %342

342:                                              ; preds = %342, %339
  %343 = phi i64 [ %340, %339 ], [ %346, %342 ]
  %344 = phi i32 [ 0, %339 ], [ %351, %342 ]
  %345 = freeze i64 %343
  %346 = udiv i64 %345, 10
  %347 = mul i64 %346, 10
  %348 = sub i64 %345, %347
  %349 = trunc i64 %348 to i8
  %350 = or i8 %349, 48
  %351 = add nuw nsw i32 %344, 1
  %352 = getelementptr inbounds [20 x i8], [20 x i8]* %29, i32 0, i32 %344
  store i8 %350, i8* %352, align 1, !tbaa !1
  %353 = icmp ult i64 %343, 10
  br i1 %353, label %354, label %342, !llvm.loop !4

354:                                              ; preds = %342, %354
  %355 = phi i32 [ %356, %354 ], [ %351, %342 ]
  %356 = add nsw i32 %355, -1
  %357 = getelementptr inbounds [20 x i8], [20 x i8]* %29, i32 0, i32 %356
  %358 = load i8, i8* %357, align 1, !tbaa !1
  store volatile i8 %358, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %359 = icmp eq i32 %356, 0
  br i1 %359, label %360, label %354, !llvm.loop !6

360:                                              ; preds = %354
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %341) #9
  br label %382

361:                                              ; preds = %335
  %362 = getelementptr inbounds [20 x i8], [20 x i8]* %28, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %362) #9
  br label %363

363:                                              ; preds = %363, %361
  %364 = phi i64 [ %337, %361 ], [ %367, %363 ]
  %365 = phi i32 [ 0, %361 ], [ %372, %363 ]
  %366 = freeze i64 %364
  %367 = udiv i64 %366, 10
  %368 = mul i64 %367, 10
  %369 = sub i64 %366, %368
  %370 = trunc i64 %369 to i8
  %371 = or i8 %370, 48
  %372 = add nuw nsw i32 %365, 1
  %373 = getelementptr inbounds [20 x i8], [20 x i8]* %28, i32 0, i32 %365
  store i8 %371, i8* %373, align 1, !tbaa !1
  %374 = icmp ult i64 %364, 10
  br i1 %374, label %375, label %363, !llvm.loop !4

375:                                              ; preds = %363, %375
  %376 = phi i32 [ %377, %375 ], [ %372, %363 ]
  %377 = add nsw i32 %376, -1
  %378 = getelementptr inbounds [20 x i8], [20 x i8]* %28, i32 0, i32 %377
  %379 = load i8, i8* %378, align 1, !tbaa !1
  store volatile i8 %379, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %380 = icmp eq i32 %377, 0
  br i1 %380, label %381, label %375, !llvm.loop !6

381:                                              ; preds = %375
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %362) #9
  br label %382

382:                                              ; preds = %381, %360
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %383 = tail call fastcc double @opaque(double noundef 0xC3E0000000000000) #9
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %384 = fptosi double %383 to i64
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %385 = icmp slt i64 %384, 0
  br i1 %385, label %386, label %408

386:                                              ; preds = %382
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %387 = sub i64 0, %384
  %388 = getelementptr inbounds [20 x i8], [20 x i8]* %27, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %388) #9
  br label %389

389:                                              ; preds = %389, %386
  %390 = phi i64 [ %387, %386 ], [ %393, %389 ]
  %391 = phi i32 [ 0, %386 ], [ %398, %389 ]
  %392 = freeze i64 %390
  %393 = udiv i64 %392, 10
  %394 = mul i64 %393, 10
  %395 = sub i64 %392, %394
  %396 = trunc i64 %395 to i8
  %397 = or i8 %396, 48
  %398 = add nuw nsw i32 %391, 1
  %399 = getelementptr inbounds [20 x i8], [20 x i8]* %27, i32 0, i32 %391
  store i8 %397, i8* %399, align 1, !tbaa !1
  %400 = icmp ult i64 %390, 10
  br i1 %400, label %401, label %389, !llvm.loop !4

401:                                              ; preds = %389, %401
  %402 = phi i32 [ %403, %401 ], [ %398, %389 ]
  %403 = add nsw i32 %402, -1
  %404 = getelementptr inbounds [20 x i8], [20 x i8]* %27, i32 0, i32 %403
  %405 = load i8, i8* %404, align 1, !tbaa !1
  store volatile i8 %405, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %406 = icmp eq i32 %403, 0
  br i1 %406, label %407, label %401, !llvm.loop !6

407:                                              ; preds = %401
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %388) #9
  br label %429

408:                                              ; preds = %382
  %409 = getelementptr inbounds [20 x i8], [20 x i8]* %26, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %409) #9
  br label %410

410:                                              ; preds = %410, %408
  %411 = phi i64 [ %384, %408 ], [ %414, %410 ]
  %412 = phi i32 [ 0, %408 ], [ %419, %410 ]
  %413 = freeze i64 %411
  %414 = udiv i64 %413, 10
  %415 = mul i64 %414, 10
  %416 = sub i64 %413, %415
  %417 = trunc i64 %416 to i8
  %418 = or i8 %417, 48
  %419 = add nuw nsw i32 %412, 1
  %420 = getelementptr inbounds [20 x i8], [20 x i8]* %26, i32 0, i32 %412
  store i8 %418, i8* %420, align 1, !tbaa !1
  %421 = icmp ult i64 %411, 10
  br i1 %421, label %422, label %410, !llvm.loop !4

422:                                              ; preds = %410, %422
  %423 = phi i32 [ %424, %422 ], [ %419, %410 ]
  %424 = add nsw i32 %423, -1
  %425 = getelementptr inbounds [20 x i8], [20 x i8]* %26, i32 0, i32 %424
  %426 = load i8, i8* %425, align 1, !tbaa !1
  store volatile i8 %426, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %427 = icmp eq i32 %424, 0
  br i1 %427, label %428, label %422, !llvm.loop !6

428:                                              ; preds = %422
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %409) #9
  br label %429

429:                                              ; preds = %428, %407
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %430 = tail call fastcc double @opaque(double noundef 0x43DFFFFFFFFFFFFF) #9
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %431 = fptosi double %430 to i64
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %432 = icmp slt i64 %431, 0
  br i1 %432, label %433, label %455

433:                                              ; preds = %429
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %434 = sub i64 0, %431
  %435 = getelementptr inbounds [20 x i8], [20 x i8]* %25, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %435) #9
  br label %436

436:                                              ; preds = %436, %433
  %437 = phi i64 [ %434, %433 ], [ %440, %436 ]
  %438 = phi i32 [ 0, %433 ], [ %445, %436 ]
  %439 = freeze i64 %437
  %440 = udiv i64 %439, 10
  %441 = mul i64 %440, 10
  %442 = sub i64 %439, %441
  %443 = trunc i64 %442 to i8
  %444 = or i8 %443, 48
  %445 = add nuw nsw i32 %438, 1
  %446 = getelementptr inbounds [20 x i8], [20 x i8]* %25, i32 0, i32 %438
  store i8 %444, i8* %446, align 1, !tbaa !1
  %447 = icmp ult i64 %437, 10
  br i1 %447, label %448, label %436, !llvm.loop !4

448:                                              ; preds = %436, %448
  %449 = phi i32 [ %450, %448 ], [ %445, %436 ]
  %450 = add nsw i32 %449, -1
  %451 = getelementptr inbounds [20 x i8], [20 x i8]* %25, i32 0, i32 %450
  %452 = load i8, i8* %451, align 1, !tbaa !1
  store volatile i8 %452, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %453 = icmp eq i32 %450, 0
  br i1 %453, label %454, label %448, !llvm.loop !6

454:                                              ; preds = %448
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %435) #9
  br label %476

455:                                              ; preds = %429
  %456 = getelementptr inbounds [20 x i8], [20 x i8]* %24, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %456) #9
  br label %457

457:                                              ; preds = %457, %455
  %458 = phi i64 [ %431, %455 ], [ %461, %457 ]
  %459 = phi i32 [ 0, %455 ], [ %466, %457 ]
  %460 = freeze i64 %458
  %461 = udiv i64 %460, 10
  %462 = mul i64 %461, 10
  %463 = sub i64 %460, %462
  %464 = trunc i64 %463 to i8
  %465 = or i8 %464, 48
  %466 = add nuw nsw i32 %459, 1
  %467 = getelementptr inbounds [20 x i8], [20 x i8]* %24, i32 0, i32 %459
  store i8 %465, i8* %467, align 1, !tbaa !1
  %468 = icmp ult i64 %458, 10
  br i1 %468, label %469, label %457, !llvm.loop !4

469:                                              ; preds = %457, %469
  %470 = phi i32 [ %471, %469 ], [ %466, %457 ]
  %471 = add nsw i32 %470, -1
  %472 = getelementptr inbounds [20 x i8], [20 x i8]* %24, i32 0, i32 %471
  %473 = load i8, i8* %472, align 1, !tbaa !1
  store volatile i8 %473, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %474 = icmp eq i32 %471, 0
  br i1 %474, label %475, label %469, !llvm.loop !6

475:                                              ; preds = %469
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %456) #9
  br label %476

476:                                              ; preds = %475, %454
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %477 = tail call fastcc float @opaquef(float noundef 0x43EFFFFFE0000000) #9
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %478 = fptoui float %477 to i64
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %479 = getelementptr inbounds [20 x i8], [20 x i8]* %23, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %479) #9
  br label %480

480:                                              ; preds = %480, %476
  %481 = phi i64 [ %478, %476 ], [ %484, %480 ]
  %482 = phi i32 [ 0, %476 ], [ %489, %480 ]
  %483 = freeze i64 %481
  %484 = udiv i64 %483, 10
  %485 = mul i64 %484, 10
  %486 = sub i64 %483, %485
  %487 = trunc i64 %486 to i8
  %488 = or i8 %487, 48
  %489 = add nuw nsw i32 %482, 1
  %490 = getelementptr inbounds [20 x i8], [20 x i8]* %23, i32 0, i32 %482
  store i8 %488, i8* %490, align 1, !tbaa !1
  %491 = icmp ult i64 %481, 10
  br i1 %491, label %492, label %480, !llvm.loop !4

492:                                              ; preds = %480, %492
  %493 = phi i32 [ %494, %492 ], [ %489, %480 ]
  %494 = add nsw i32 %493, -1
  %495 = getelementptr inbounds [20 x i8], [20 x i8]* %23, i32 0, i32 %494
  %496 = load i8, i8* %495, align 1, !tbaa !1
  store volatile i8 %496, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %497 = icmp eq i32 %494, 0
  br i1 %497, label %498, label %492, !llvm.loop !6

498:                                              ; preds = %492
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %479) #9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %499 = tail call fastcc double @opaque(double noundef 0x43EFFFFFFFFFFFFF) #9
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %500 = fptoui double %499 to i64
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %501 = getelementptr inbounds [20 x i8], [20 x i8]* %22, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %501) #9
  br label %502

502:                                              ; preds = %502, %498
  %503 = phi i64 [ %500, %498 ], [ %506, %502 ]
  %504 = phi i32 [ 0, %498 ], [ %511, %502 ]
  %505 = freeze i64 %503
  %506 = udiv i64 %505, 10
  %507 = mul i64 %506, 10
  %508 = sub i64 %505, %507
  %509 = trunc i64 %508 to i8
  %510 = or i8 %509, 48
  %511 = add nuw nsw i32 %504, 1
  %512 = getelementptr inbounds [20 x i8], [20 x i8]* %22, i32 0, i32 %504
  store i8 %510, i8* %512, align 1, !tbaa !1
  %513 = icmp ult i64 %503, 10
  br i1 %513, label %514, label %502, !llvm.loop !4

514:                                              ; preds = %502, %514
  %515 = phi i32 [ %516, %514 ], [ %511, %502 ]
  %516 = add nsw i32 %515, -1
  %517 = getelementptr inbounds [20 x i8], [20 x i8]* %22, i32 0, i32 %516
  %518 = load i8, i8* %517, align 1, !tbaa !1
  store volatile i8 %518, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %519 = icmp eq i32 %516, 0
  br i1 %519, label %520, label %514, !llvm.loop !6

520:                                              ; preds = %514
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %501) #9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %521 = tail call fastcc double @opaque(double noundef 0x43E0000000000000) #9
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %522 = fptoui double %521 to i64
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %523 = getelementptr inbounds [20 x i8], [20 x i8]* %21, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %523) #9
  br label %524

524:                                              ; preds = %524, %520
  %525 = phi i64 [ %522, %520 ], [ %528, %524 ]
  %526 = phi i32 [ 0, %520 ], [ %533, %524 ]
  %527 = freeze i64 %525
  %528 = udiv i64 %527, 10
  %529 = mul i64 %528, 10
  %530 = sub i64 %527, %529
  %531 = trunc i64 %530 to i8
  %532 = or i8 %531, 48
  %533 = add nuw nsw i32 %526, 1
  %534 = getelementptr inbounds [20 x i8], [20 x i8]* %21, i32 0, i32 %526
  store i8 %532, i8* %534, align 1, !tbaa !1
  %535 = icmp ult i64 %525, 10
  br i1 %535, label %536, label %524, !llvm.loop !4

536:                                              ; preds = %524, %536
  %537 = phi i32 [ %538, %536 ], [ %533, %524 ]
  %538 = add nsw i32 %537, -1
  %539 = getelementptr inbounds [20 x i8], [20 x i8]* %21, i32 0, i32 %538
  %540 = load i8, i8* %539, align 1, !tbaa !1
  store volatile i8 %540, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %541 = icmp eq i32 %538, 0
  br i1 %541, label %542, label %536, !llvm.loop !6

542:                                              ; preds = %536
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %523) #9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %543 = tail call fastcc double @opaque(double noundef -9.000000e-01) #9
  %544 = fptosi double %543 to i32
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %545 = sext i32 %544 to i64
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %546 = icmp slt i32 %544, 0
  br i1 %546, label %547, label %569

547:                                              ; preds = %542
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %548 = sub nsw i64 0, %545
  %549 = getelementptr inbounds [20 x i8], [20 x i8]* %20, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %549) #9
  br label %550

550:                                              ; preds = %550, %547
  %551 = phi i64 [ %548, %547 ], [ %554, %550 ]
  %552 = phi i32 [ 0, %547 ], [ %559, %550 ]
  %553 = freeze i64 %551
  %554 = udiv i64 %553, 10
  %555 = mul i64 %554, 10
  %556 = sub i64 %553, %555
  %557 = trunc i64 %556 to i8
  %558 = or i8 %557, 48
  %559 = add nuw nsw i32 %552, 1
  %560 = getelementptr inbounds [20 x i8], [20 x i8]* %20, i32 0, i32 %552
  store i8 %558, i8* %560, align 1, !tbaa !1
  %561 = icmp ult i64 %551, 10
  br i1 %561, label %562, label %550, !llvm.loop !4

562:                                              ; preds = %550, %562
  %563 = phi i32 [ %564, %562 ], [ %559, %550 ]
  %564 = add nsw i32 %563, -1
  %565 = getelementptr inbounds [20 x i8], [20 x i8]* %20, i32 0, i32 %564
  %566 = load i8, i8* %565, align 1, !tbaa !1
  store volatile i8 %566, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %567 = icmp eq i32 %564, 0
  br i1 %567, label %568, label %562, !llvm.loop !6

568:                                              ; preds = %562
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %549) #9
  br label %590

569:                                              ; preds = %542
  %570 = getelementptr inbounds [20 x i8], [20 x i8]* %19, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %570) #9
  br label %571

571:                                              ; preds = %571, %569
  %572 = phi i64 [ %545, %569 ], [ %575, %571 ]
  %573 = phi i32 [ 0, %569 ], [ %580, %571 ]
  %574 = freeze i64 %572
  %575 = udiv i64 %574, 10
  %576 = mul i64 %575, 10
  %577 = sub i64 %574, %576
  %578 = trunc i64 %577 to i8
  %579 = or i8 %578, 48
  %580 = add nuw nsw i32 %573, 1
  %581 = getelementptr inbounds [20 x i8], [20 x i8]* %19, i32 0, i32 %573
  store i8 %579, i8* %581, align 1, !tbaa !1
  %582 = icmp ult i64 %572, 10
  br i1 %582, label %583, label %571, !llvm.loop !4

583:                                              ; preds = %571, %583
  %584 = phi i32 [ %585, %583 ], [ %580, %571 ]
  %585 = add nsw i32 %584, -1
  %586 = getelementptr inbounds [20 x i8], [20 x i8]* %19, i32 0, i32 %585
  %587 = load i8, i8* %586, align 1, !tbaa !1
  store volatile i8 %587, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %588 = icmp eq i32 %585, 0
  br i1 %588, label %589, label %583, !llvm.loop !6

589:                                              ; preds = %583
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %570) #9
  br label %590

590:                                              ; preds = %589, %568
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %591 = tail call fastcc double @opaque(double noundef -1.900000e+00) #9
  %592 = fptosi double %591 to i32
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %593 = sext i32 %592 to i64
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %594 = icmp slt i32 %592, 0
  br i1 %594, label %595, label %617

595:                                              ; preds = %590
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %596 = sub nsw i64 0, %593
  %597 = getelementptr inbounds [20 x i8], [20 x i8]* %18, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %597) #9
  br label %598

598:                                              ; preds = %598, %595
  %599 = phi i64 [ %596, %595 ], [ %602, %598 ]
  %600 = phi i32 [ 0, %595 ], [ %607, %598 ]
  %601 = freeze i64 %599
  %602 = udiv i64 %601, 10
  %603 = mul i64 %602, 10
  %604 = sub i64 %601, %603
  %605 = trunc i64 %604 to i8
  %606 = or i8 %605, 48
  %607 = add nuw nsw i32 %600, 1
  %608 = getelementptr inbounds [20 x i8], [20 x i8]* %18, i32 0, i32 %600
  store i8 %606, i8* %608, align 1, !tbaa !1
  %609 = icmp ult i64 %599, 10
  br i1 %609, label %610, label %598, !llvm.loop !4

610:                                              ; preds = %598, %610
  %611 = phi i32 [ %612, %610 ], [ %607, %598 ]
  %612 = add nsw i32 %611, -1
  %613 = getelementptr inbounds [20 x i8], [20 x i8]* %18, i32 0, i32 %612
  %614 = load i8, i8* %613, align 1, !tbaa !1
  store volatile i8 %614, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %615 = icmp eq i32 %612, 0
  br i1 %615, label %616, label %610, !llvm.loop !6

616:                                              ; preds = %610
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %597) #9
  br label %638

617:                                              ; preds = %590
  %618 = getelementptr inbounds [20 x i8], [20 x i8]* %17, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %618) #9
  br label %619

619:                                              ; preds = %619, %617
  %620 = phi i64 [ %593, %617 ], [ %623, %619 ]
  %621 = phi i32 [ 0, %617 ], [ %628, %619 ]
  %622 = freeze i64 %620
  %623 = udiv i64 %622, 10
  %624 = mul i64 %623, 10
  %625 = sub i64 %622, %624
  %626 = trunc i64 %625 to i8
  %627 = or i8 %626, 48
  %628 = add nuw nsw i32 %621, 1
  %629 = getelementptr inbounds [20 x i8], [20 x i8]* %17, i32 0, i32 %621
  store i8 %627, i8* %629, align 1, !tbaa !1
  %630 = icmp ult i64 %620, 10
  br i1 %630, label %631, label %619, !llvm.loop !4

631:                                              ; preds = %619, %631
  %632 = phi i32 [ %633, %631 ], [ %628, %619 ]
  %633 = add nsw i32 %632, -1
  %634 = getelementptr inbounds [20 x i8], [20 x i8]* %17, i32 0, i32 %633
  %635 = load i8, i8* %634, align 1, !tbaa !1
  store volatile i8 %635, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %636 = icmp eq i32 %633, 0
  br i1 %636, label %637, label %631, !llvm.loop !6

637:                                              ; preds = %631
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %618) #9
  br label %638

638:                                              ; preds = %637, %616
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %639 = tail call fastcc double @opaque(double noundef 0x4007FFFFFFFFFFFF) #9
  %640 = fptosi double %639 to i32
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %641 = sext i32 %640 to i64
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %642 = icmp slt i32 %640, 0
  br i1 %642, label %643, label %665

643:                                              ; preds = %638
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %644 = sub nsw i64 0, %641
  %645 = getelementptr inbounds [20 x i8], [20 x i8]* %16, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %645) #9
  br label %646

646:                                              ; preds = %646, %643
  %647 = phi i64 [ %644, %643 ], [ %650, %646 ]
  %648 = phi i32 [ 0, %643 ], [ %655, %646 ]
  %649 = freeze i64 %647
  %650 = udiv i64 %649, 10
  %651 = mul i64 %650, 10
  %652 = sub i64 %649, %651
  %653 = trunc i64 %652 to i8
  %654 = or i8 %653, 48
  %655 = add nuw nsw i32 %648, 1
  %656 = getelementptr inbounds [20 x i8], [20 x i8]* %16, i32 0, i32 %648
  store i8 %654, i8* %656, align 1, !tbaa !1
  %657 = icmp ult i64 %647, 10
  br i1 %657, label %658, label %646, !llvm.loop !4

658:                                              ; preds = %646, %658
  %659 = phi i32 [ %660, %658 ], [ %655, %646 ]
  %660 = add nsw i32 %659, -1
  %661 = getelementptr inbounds [20 x i8], [20 x i8]* %16, i32 0, i32 %660
  %662 = load i8, i8* %661, align 1, !tbaa !1
  store volatile i8 %662, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %663 = icmp eq i32 %660, 0
  br i1 %663, label %664, label %658, !llvm.loop !6

664:                                              ; preds = %658
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %645) #9
  br label %686

665:                                              ; preds = %638
  %666 = getelementptr inbounds [20 x i8], [20 x i8]* %15, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %666) #9
  br label %667

667:                                              ; preds = %667, %665
  %668 = phi i64 [ %641, %665 ], [ %671, %667 ]
  %669 = phi i32 [ 0, %665 ], [ %676, %667 ]
  %670 = freeze i64 %668
  %671 = udiv i64 %670, 10
  %672 = mul i64 %671, 10
  %673 = sub i64 %670, %672
  %674 = trunc i64 %673 to i8
  %675 = or i8 %674, 48
  %676 = add nuw nsw i32 %669, 1
  %677 = getelementptr inbounds [20 x i8], [20 x i8]* %15, i32 0, i32 %669
  store i8 %675, i8* %677, align 1, !tbaa !1
  %678 = icmp ult i64 %668, 10
  br i1 %678, label %679, label %667, !llvm.loop !4

679:                                              ; preds = %667, %679
  %680 = phi i32 [ %681, %679 ], [ %676, %667 ]
  %681 = add nsw i32 %680, -1
  %682 = getelementptr inbounds [20 x i8], [20 x i8]* %15, i32 0, i32 %681
  %683 = load i8, i8* %682, align 1, !tbaa !1
  store volatile i8 %683, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %684 = icmp eq i32 %681, 0
  br i1 %684, label %685, label %679, !llvm.loop !6

685:                                              ; preds = %679
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %666) #9
  br label %686

686:                                              ; preds = %685, %664
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %687 = tail call fastcc double @opaque(double noundef -1.287000e+02) #9
  %688 = fptosi double %687 to i8
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %689 = sext i8 %688 to i64
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %690 = icmp slt i8 %688, 0
  br i1 %690, label %691, label %713

691:                                              ; preds = %686
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %692 = sub nsw i64 0, %689
  %693 = getelementptr inbounds [20 x i8], [20 x i8]* %14, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %693) #9
  br label %694

694:                                              ; preds = %694, %691
  %695 = phi i64 [ %692, %691 ], [ %698, %694 ]
  %696 = phi i32 [ 0, %691 ], [ %703, %694 ]
  %697 = freeze i64 %695
  %698 = udiv i64 %697, 10
  %699 = mul i64 %698, 10
  %700 = sub i64 %697, %699
  %701 = trunc i64 %700 to i8
  %702 = or i8 %701, 48
  %703 = add nuw nsw i32 %696, 1
  %704 = getelementptr inbounds [20 x i8], [20 x i8]* %14, i32 0, i32 %696
  store i8 %702, i8* %704, align 1, !tbaa !1
  %705 = icmp ult i64 %695, 10
  br i1 %705, label %706, label %694, !llvm.loop !4

706:                                              ; preds = %694, %706
  %707 = phi i32 [ %708, %706 ], [ %703, %694 ]
  %708 = add nsw i32 %707, -1
  %709 = getelementptr inbounds [20 x i8], [20 x i8]* %14, i32 0, i32 %708
  %710 = load i8, i8* %709, align 1, !tbaa !1
  store volatile i8 %710, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %711 = icmp eq i32 %708, 0
  br i1 %711, label %712, label %706, !llvm.loop !6

712:                                              ; preds = %706
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %693) #9
  br label %734

713:                                              ; preds = %686
  %714 = getelementptr inbounds [20 x i8], [20 x i8]* %13, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %714) #9
  br label %715

715:                                              ; preds = %715, %713
  %716 = phi i64 [ %689, %713 ], [ %719, %715 ]
  %717 = phi i32 [ 0, %713 ], [ %724, %715 ]
  %718 = freeze i64 %716
  %719 = udiv i64 %718, 10
  %720 = mul i64 %719, 10
  %721 = sub i64 %718, %720
  %722 = trunc i64 %721 to i8
  %723 = or i8 %722, 48
  %724 = add nuw nsw i32 %717, 1
  %725 = getelementptr inbounds [20 x i8], [20 x i8]* %13, i32 0, i32 %717
  store i8 %723, i8* %725, align 1, !tbaa !1
  %726 = icmp ult i64 %716, 10
  br i1 %726, label %727, label %715, !llvm.loop !4

727:                                              ; preds = %715, %727
  %728 = phi i32 [ %729, %727 ], [ %724, %715 ]
  %729 = add nsw i32 %728, -1
  %730 = getelementptr inbounds [20 x i8], [20 x i8]* %13, i32 0, i32 %729
  %731 = load i8, i8* %730, align 1, !tbaa !1
  store volatile i8 %731, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %732 = icmp eq i32 %729, 0
  br i1 %732, label %733, label %727, !llvm.loop !6

733:                                              ; preds = %727
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %714) #9
  br label %734

734:                                              ; preds = %733, %712
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %735 = tail call fastcc double @opaque(double noundef 2.559000e+02) #9
  %736 = fptoui double %735 to i8
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %737 = zext i8 %736 to i64
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %738 = getelementptr inbounds [20 x i8], [20 x i8]* %12, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %738) #9
  br label %739

739:                                              ; preds = %739, %734
  %740 = phi i64 [ %737, %734 ], [ %743, %739 ]
  %741 = phi i32 [ 0, %734 ], [ %748, %739 ]
  %742 = freeze i64 %740
  %743 = udiv i64 %742, 10
  %744 = mul i64 %743, 10
  %745 = sub i64 %742, %744
  %746 = trunc i64 %745 to i8
  %747 = or i8 %746, 48
  %748 = add nuw nsw i32 %741, 1
  %749 = getelementptr inbounds [20 x i8], [20 x i8]* %12, i32 0, i32 %741
  store i8 %747, i8* %749, align 1, !tbaa !1
  %750 = icmp ult i64 %740, 10
  br i1 %750, label %751, label %739, !llvm.loop !4

751:                                              ; preds = %739, %751
  %752 = phi i32 [ %753, %751 ], [ %748, %739 ]
  %753 = add nsw i32 %752, -1
  %754 = getelementptr inbounds [20 x i8], [20 x i8]* %12, i32 0, i32 %753
  %755 = load i8, i8* %754, align 1, !tbaa !1
  store volatile i8 %755, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %756 = icmp eq i32 %753, 0
  br i1 %756, label %757, label %751, !llvm.loop !6

757:                                              ; preds = %751
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %738) #9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %758 = tail call fastcc float @opaquef(float noundef -3.276850e+04) #9
  %759 = fptosi float %758 to i16
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %760 = sext i16 %759 to i64
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %761 = icmp slt i16 %759, 0
  br i1 %761, label %762, label %784

762:                                              ; preds = %757
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %763 = sub nsw i64 0, %760
  %764 = getelementptr inbounds [20 x i8], [20 x i8]* %11, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %764) #9
  br label %765

765:                                              ; preds = %765, %762
  %766 = phi i64 [ %763, %762 ], [ %769, %765 ]
  %767 = phi i32 [ 0, %762 ], [ %774, %765 ]
  %768 = freeze i64 %766
  %769 = udiv i64 %768, 10
  %770 = mul i64 %769, 10
  %771 = sub i64 %768, %770
  %772 = trunc i64 %771 to i8
  %773 = or i8 %772, 48
  %774 = add nuw nsw i32 %767, 1
  %775 = getelementptr inbounds [20 x i8], [20 x i8]* %11, i32 0, i32 %767
  store i8 %773, i8* %775, align 1, !tbaa !1
  %776 = icmp ult i64 %766, 10
  br i1 %776, label %777, label %765, !llvm.loop !4

777:                                              ; preds = %765, %777
  %778 = phi i32 [ %779, %777 ], [ %774, %765 ]
  %779 = add nsw i32 %778, -1
  %780 = getelementptr inbounds [20 x i8], [20 x i8]* %11, i32 0, i32 %779
  %781 = load i8, i8* %780, align 1, !tbaa !1
  store volatile i8 %781, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %782 = icmp eq i32 %779, 0
  br i1 %782, label %783, label %777, !llvm.loop !6

783:                                              ; preds = %777
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %764) #9
  br label %805

784:                                              ; preds = %757
  %785 = getelementptr inbounds [20 x i8], [20 x i8]* %10, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %785) #9
  br label %786

786:                                              ; preds = %786, %784
  %787 = phi i64 [ %760, %784 ], [ %790, %786 ]
  %788 = phi i32 [ 0, %784 ], [ %795, %786 ]
  %789 = freeze i64 %787
  %790 = udiv i64 %789, 10
  %791 = mul i64 %790, 10
  %792 = sub i64 %789, %791
  %793 = trunc i64 %792 to i8
  %794 = or i8 %793, 48
  %795 = add nuw nsw i32 %788, 1
  %796 = getelementptr inbounds [20 x i8], [20 x i8]* %10, i32 0, i32 %788
  store i8 %794, i8* %796, align 1, !tbaa !1
  %797 = icmp ult i64 %787, 10
  br i1 %797, label %798, label %786, !llvm.loop !4

798:                                              ; preds = %786, %798
  %799 = phi i32 [ %800, %798 ], [ %795, %786 ]
  %800 = add nsw i32 %799, -1
  %801 = getelementptr inbounds [20 x i8], [20 x i8]* %10, i32 0, i32 %800
  %802 = load i8, i8* %801, align 1, !tbaa !1
  store volatile i8 %802, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %803 = icmp eq i32 %800, 0
  br i1 %803, label %804, label %798, !llvm.loop !6

804:                                              ; preds = %798
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %785) #9
  br label %805

805:                                              ; preds = %804, %783
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %806 = tail call fastcc float @opaquef(float noundef 6.553550e+04) #9
  %807 = fptoui float %806 to i16
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %808 = zext i16 %807 to i64
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %809 = getelementptr inbounds [20 x i8], [20 x i8]* %9, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %809) #9
  br label %810

810:                                              ; preds = %810, %805
  %811 = phi i64 [ %808, %805 ], [ %814, %810 ]
  %812 = phi i32 [ 0, %805 ], [ %819, %810 ]
  %813 = freeze i64 %811
  %814 = udiv i64 %813, 10
  %815 = mul i64 %814, 10
  %816 = sub i64 %813, %815
  %817 = trunc i64 %816 to i8
  %818 = or i8 %817, 48
  %819 = add nuw nsw i32 %812, 1
  %820 = getelementptr inbounds [20 x i8], [20 x i8]* %9, i32 0, i32 %812
  store i8 %818, i8* %820, align 1, !tbaa !1
  %821 = icmp ult i64 %811, 10
  br i1 %821, label %822, label %810, !llvm.loop !4

822:                                              ; preds = %810, %822
  %823 = phi i32 [ %824, %822 ], [ %819, %810 ]
  %824 = add nsw i32 %823, -1
  %825 = getelementptr inbounds [20 x i8], [20 x i8]* %9, i32 0, i32 %824
  %826 = load i8, i8* %825, align 1, !tbaa !1
  store volatile i8 %826, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %827 = icmp eq i32 %824, 0
  br i1 %827, label %828, label %822, !llvm.loop !6

828:                                              ; preds = %822
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %809) #9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %829 = getelementptr inbounds [20 x i8], [20 x i8]* %7, i32 0, i32 0
  %830 = getelementptr inbounds [20 x i8], [20 x i8]* %8, i32 0, i32 0
  %831 = getelementptr inbounds [20 x i8], [20 x i8]* %5, i32 0, i32 0
  %832 = getelementptr inbounds [20 x i8], [20 x i8]* %6, i32 0, i32 0
  %833 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  %834 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  %835 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  %836 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  br label %837

837:                                              ; preds = %1028, %828
  %838 = phi i32 [ 0, %828 ], [ %1029, %1028 ]
  %839 = getelementptr inbounds [12 x double], [12 x double]* @halves, i32 0, i32 %838
  %840 = load double, double* %839, align 8, !tbaa !7
  %841 = tail call fastcc double @opaque(double noundef %840) #9
  tail call fastcc void @print_e(double noundef %841, i32 noundef signext 17) #9
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %842 = tail call double @llvm.round.f64(double %841) #9
  tail call fastcc void @print_f(double noundef %842) #9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %843 = tail call double @llvm.rint.f64(double %841) #9
  tail call fastcc void @print_f(double noundef %843) #9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %844 = tail call double @llvm.nearbyint.f64(double %841) #9
  tail call fastcc void @print_f(double noundef %844) #9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %845 = tail call double @llvm.trunc.f64(double %841) #9
  tail call fastcc void @print_f(double noundef %845) #9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %846 = tail call double @llvm.floor.f64(double %841) #9
  tail call fastcc void @print_f(double noundef %846) #9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %847 = tail call double @llvm.ceil.f64(double %841) #9
  tail call fastcc void @print_f(double noundef %847) #9
  %848 = tail call double @llvm.fabs.f64(double %841) #9
  %849 = fcmp olt double %848, 1.000000e+18
  br i1 %849, label %850, label %938

850:                                              ; preds = %837
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %851 = tail call i64 @llvm.llround.i64.f64(double %841) #9
  %852 = icmp slt i64 %851, 0
  br i1 %852, label %853, label %874

853:                                              ; preds = %850
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %854 = sub i64 0, %851
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %830) #9
  br label %855

855:                                              ; preds = %855, %853
  %856 = phi i64 [ %854, %853 ], [ %859, %855 ]
  %857 = phi i32 [ 0, %853 ], [ %864, %855 ]
  %858 = freeze i64 %856
  %859 = udiv i64 %858, 10
  %860 = mul i64 %859, 10
  %861 = sub i64 %858, %860
  %862 = trunc i64 %861 to i8
  %863 = or i8 %862, 48
  %864 = add nuw nsw i32 %857, 1
  %865 = getelementptr inbounds [20 x i8], [20 x i8]* %8, i32 0, i32 %857
  store i8 %863, i8* %865, align 1, !tbaa !1
  %866 = icmp ult i64 %856, 10
  br i1 %866, label %867, label %855, !llvm.loop !4

867:                                              ; preds = %855, %867
  %868 = phi i32 [ %869, %867 ], [ %864, %855 ]
  %869 = add nsw i32 %868, -1
  %870 = getelementptr inbounds [20 x i8], [20 x i8]* %8, i32 0, i32 %869
  %871 = load i8, i8* %870, align 1, !tbaa !1
  store volatile i8 %871, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %872 = icmp eq i32 %869, 0
  br i1 %872, label %873, label %867, !llvm.loop !6

873:                                              ; preds = %867
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %830) #9
  br label %894

874:                                              ; preds = %850
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %829) #9
  br label %875

875:                                              ; preds = %875, %874
  %876 = phi i64 [ %851, %874 ], [ %879, %875 ]
  %877 = phi i32 [ 0, %874 ], [ %884, %875 ]
  %878 = freeze i64 %876
  %879 = udiv i64 %878, 10
  %880 = mul i64 %879, 10
  %881 = sub i64 %878, %880
  %882 = trunc i64 %881 to i8
  %883 = or i8 %882, 48
  %884 = add nuw nsw i32 %877, 1
  %885 = getelementptr inbounds [20 x i8], [20 x i8]* %7, i32 0, i32 %877
  store i8 %883, i8* %885, align 1, !tbaa !1
  %886 = icmp ult i64 %876, 10
  br i1 %886, label %887, label %875, !llvm.loop !4

887:                                              ; preds = %875, %887
  %888 = phi i32 [ %889, %887 ], [ %884, %875 ]
  %889 = add nsw i32 %888, -1
  %890 = getelementptr inbounds [20 x i8], [20 x i8]* %7, i32 0, i32 %889
  %891 = load i8, i8* %890, align 1, !tbaa !1
  store volatile i8 %891, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %892 = icmp eq i32 %889, 0
  br i1 %892, label %893, label %887, !llvm.loop !6

893:                                              ; preds = %887
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %829) #9
  br label %894

894:                                              ; preds = %893, %873
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %895 = tail call i64 @llvm.llrint.i64.f64(double %841) #9
  %896 = icmp slt i64 %895, 0
  br i1 %896, label %897, label %918

897:                                              ; preds = %894
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %898 = sub i64 0, %895
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %832) #9
  br label %899

899:                                              ; preds = %899, %897
  %900 = phi i64 [ %898, %897 ], [ %903, %899 ]
  %901 = phi i32 [ 0, %897 ], [ %908, %899 ]
  %902 = freeze i64 %900
  %903 = udiv i64 %902, 10
  %904 = mul i64 %903, 10
  %905 = sub i64 %902, %904
  %906 = trunc i64 %905 to i8
  %907 = or i8 %906, 48
  %908 = add nuw nsw i32 %901, 1
  %909 = getelementptr inbounds [20 x i8], [20 x i8]* %6, i32 0, i32 %901
  store i8 %907, i8* %909, align 1, !tbaa !1
  %910 = icmp ult i64 %900, 10
  br i1 %910, label %911, label %899, !llvm.loop !4

911:                                              ; preds = %899, %911
  %912 = phi i32 [ %913, %911 ], [ %908, %899 ]
  %913 = add nsw i32 %912, -1
  %914 = getelementptr inbounds [20 x i8], [20 x i8]* %6, i32 0, i32 %913
  %915 = load i8, i8* %914, align 1, !tbaa !1
  store volatile i8 %915, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %916 = icmp eq i32 %913, 0
  br i1 %916, label %917, label %911, !llvm.loop !6

917:                                              ; preds = %911
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %832) #9
  br label %938

918:                                              ; preds = %894
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %831) #9
  br label %919

919:                                              ; preds = %919, %918
  %920 = phi i64 [ %895, %918 ], [ %923, %919 ]
  %921 = phi i32 [ 0, %918 ], [ %928, %919 ]
  %922 = freeze i64 %920
  %923 = udiv i64 %922, 10
  %924 = mul i64 %923, 10
  %925 = sub i64 %922, %924
  %926 = trunc i64 %925 to i8
  %927 = or i8 %926, 48
  %928 = add nuw nsw i32 %921, 1
  %929 = getelementptr inbounds [20 x i8], [20 x i8]* %5, i32 0, i32 %921
  store i8 %927, i8* %929, align 1, !tbaa !1
  %930 = icmp ult i64 %920, 10
  br i1 %930, label %931, label %919, !llvm.loop !4

931:                                              ; preds = %919, %931
  %932 = phi i32 [ %933, %931 ], [ %928, %919 ]
  %933 = add nsw i32 %932, -1
  %934 = getelementptr inbounds [20 x i8], [20 x i8]* %5, i32 0, i32 %933
  %935 = load i8, i8* %934, align 1, !tbaa !1
  store volatile i8 %935, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %936 = icmp eq i32 %933, 0
  br i1 %936, label %937, label %931, !llvm.loop !6

937:                                              ; preds = %931
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %831) #9
  br label %938

938:                                              ; preds = %937, %917, %837
  %939 = fcmp olt double %848, 1.000000e+09
  br i1 %939, label %940, label %1028

940:                                              ; preds = %938
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %941 = tail call i32 @llvm.lround.i32.f64(double %841) #9
  %942 = icmp slt i32 %941, 0
  br i1 %942, label %943, label %964

943:                                              ; preds = %940
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %944 = sub i32 0, %941
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %834) #9
  br label %945

945:                                              ; preds = %945, %943
  %946 = phi i32 [ %944, %943 ], [ %949, %945 ]
  %947 = phi i32 [ 0, %943 ], [ %954, %945 ]
  %948 = freeze i32 %946
  %949 = udiv i32 %948, 10
  %950 = mul i32 %949, 10
  %951 = sub i32 %948, %950
  %952 = trunc i32 %951 to i8
  %953 = or i8 %952, 48
  %954 = add nuw nsw i32 %947, 1
  %955 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %947
  store i8 %953, i8* %955, align 1, !tbaa !1
  %956 = icmp ult i32 %946, 10
  br i1 %956, label %957, label %945, !llvm.loop !9

957:                                              ; preds = %945, %957
  %958 = phi i32 [ %959, %957 ], [ %954, %945 ]
  %959 = add nsw i32 %958, -1
  %960 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %959
  %961 = load i8, i8* %960, align 1, !tbaa !1
  store volatile i8 %961, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %962 = icmp eq i32 %959, 0
  br i1 %962, label %963, label %957, !llvm.loop !10

963:                                              ; preds = %957
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %834) #9
  br label %984

964:                                              ; preds = %940
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %833) #9
  br label %965

965:                                              ; preds = %965, %964
  %966 = phi i32 [ %941, %964 ], [ %969, %965 ]
  %967 = phi i32 [ 0, %964 ], [ %974, %965 ]
  %968 = freeze i32 %966
  %969 = udiv i32 %968, 10
  %970 = mul i32 %969, 10
  %971 = sub i32 %968, %970
  %972 = trunc i32 %971 to i8
  %973 = or i8 %972, 48
  %974 = add nuw nsw i32 %967, 1
  %975 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %967
  store i8 %973, i8* %975, align 1, !tbaa !1
  %976 = icmp ult i32 %966, 10
  br i1 %976, label %977, label %965, !llvm.loop !9

977:                                              ; preds = %965, %977
  %978 = phi i32 [ %979, %977 ], [ %974, %965 ]
  %979 = add nsw i32 %978, -1
  %980 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %979
  %981 = load i8, i8* %980, align 1, !tbaa !1
  store volatile i8 %981, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %982 = icmp eq i32 %979, 0
  br i1 %982, label %983, label %977, !llvm.loop !10

983:                                              ; preds = %977
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %833) #9
  br label %984

984:                                              ; preds = %983, %963
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %985 = tail call i32 @llvm.lrint.i32.f64(double %841) #9
  %986 = icmp slt i32 %985, 0
  br i1 %986, label %987, label %1008

987:                                              ; preds = %984
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %988 = sub i32 0, %985
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %836) #9
  br label %989

989:                                              ; preds = %989, %987
  %990 = phi i32 [ %988, %987 ], [ %993, %989 ]
  %991 = phi i32 [ 0, %987 ], [ %998, %989 ]
  %992 = freeze i32 %990
  %993 = udiv i32 %992, 10
  %994 = mul i32 %993, 10
  %995 = sub i32 %992, %994
  %996 = trunc i32 %995 to i8
  %997 = or i8 %996, 48
  %998 = add nuw nsw i32 %991, 1
  %999 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %991
  store i8 %997, i8* %999, align 1, !tbaa !1
  %1000 = icmp ult i32 %990, 10
  br i1 %1000, label %1001, label %989, !llvm.loop !9

1001:                                             ; preds = %989, %1001
  %1002 = phi i32 [ %1003, %1001 ], [ %998, %989 ]
  %1003 = add nsw i32 %1002, -1
  %1004 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %1003
  %1005 = load i8, i8* %1004, align 1, !tbaa !1
  store volatile i8 %1005, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1006 = icmp eq i32 %1003, 0
  br i1 %1006, label %1007, label %1001, !llvm.loop !10

1007:                                             ; preds = %1001
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %836) #9
  br label %1028

1008:                                             ; preds = %984
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %835) #9
  br label %1009

1009:                                             ; preds = %1009, %1008
  %1010 = phi i32 [ %985, %1008 ], [ %1013, %1009 ]
  %1011 = phi i32 [ 0, %1008 ], [ %1018, %1009 ]
  %1012 = freeze i32 %1010
  %1013 = udiv i32 %1012, 10
  %1014 = mul i32 %1013, 10
  %1015 = sub i32 %1012, %1014
  %1016 = trunc i32 %1015 to i8
  %1017 = or i8 %1016, 48
  %1018 = add nuw nsw i32 %1011, 1
  %1019 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %1011
  store i8 %1017, i8* %1019, align 1, !tbaa !1
  %1020 = icmp ult i32 %1010, 10
  br i1 %1020, label %1021, label %1009, !llvm.loop !9

1021:                                             ; preds = %1009, %1021
  %1022 = phi i32 [ %1023, %1021 ], [ %1018, %1009 ]
  %1023 = add nsw i32 %1022, -1
  %1024 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %1023
  %1025 = load i8, i8* %1024, align 1, !tbaa !1
  store volatile i8 %1025, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1026 = icmp eq i32 %1023, 0
  br i1 %1026, label %1027, label %1021, !llvm.loop !10

1027:                                             ; preds = %1021
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %835) #9
  br label %1028

1028:                                             ; preds = %1027, %1007, %938
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1029 = add nuw nsw i32 %838, 1
  %1030 = icmp eq i32 %1029, 12
  br i1 %1030, label %1031, label %837, !llvm.loop !11

1031:                                             ; preds = %1028
  %1032 = tail call fastcc float @opaquef(float noundef 2.500000e+00) #9
  %1033 = tail call float @llvm.round.f32(float %1032) #9
  %1034 = fpext float %1033 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.43, i32 0, i32 0), double noundef %1034) #9
  %1035 = tail call float @llvm.rint.f32(float %1032) #9
  %1036 = fpext float %1035 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.44, i32 0, i32 0), double noundef %1036) #9
  %1037 = fneg float %1032
  %1038 = tail call float @llvm.floor.f32(float %1037) #9
  %1039 = fpext float %1038 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.45, i32 0, i32 0), double noundef %1039) #9
  %1040 = tail call float @llvm.ceil.f32(float %1037) #9
  %1041 = fpext float %1040 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.46, i32 0, i32 0), double noundef %1041) #9
  %1042 = tail call float @llvm.trunc.f32(float %1037) #9
  %1043 = fpext float %1042 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.47, i32 0, i32 0), double noundef %1043) #9
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 122, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1044 = tail call fastcc double @opaque(double noundef -0.000000e+00) #9
  %1045 = tail call fastcc double @opaque(double noundef 0.000000e+00) #9
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.49, i32 0, i32 0), double noundef %1044) #9
  %1046 = fcmp oeq double %1044, %1045
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1047 = zext i1 %1046 to i8
  %1048 = or i8 %1047, 48
  store volatile i8 %1048, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1049 = fcmp olt double %1044, %1045
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 60, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1050 = zext i1 %1049 to i8
  %1051 = or i8 %1050, 48
  store volatile i8 %1051, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1052 = fdiv double 1.000000e+00, %1044
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.52, i32 0, i32 0), double noundef %1052) #9
  %1053 = fadd double %1044, %1045
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.53, i32 0, i32 0), double noundef %1053) #9
  %1054 = fsub double %1044, %1045
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.54, i32 0, i32 0), double noundef %1054) #9
  %1055 = fmul double %1044, 5.000000e+00
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.55, i32 0, i32 0), double noundef %1055) #9
  %1056 = tail call double @llvm.copysign.f64(double 1.000000e+00, double %1044) #9
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.56, i32 0, i32 0), double noundef %1056) #9
  %1057 = tail call double @llvm.fabs.f64(double %1044) #9
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.57, i32 0, i32 0), double noundef %1057) #9
  %1058 = tail call double @llvm.sqrt.f64(double %1044) #9
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.58, i32 0, i32 0), double noundef %1058) #9
  %1059 = tail call fastcc double @opaque(double noundef 1.000000e+308) #9
  %1060 = fmul double %1059, 1.000000e+01
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.59, i32 0, i32 0), double noundef %1060) #9
  %1061 = fcmp ogt double %1060, 0x7FEFFFFFFFFFFFFF
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 62, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 68, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 66, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 95, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 77, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 65, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 88, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1062 = zext i1 %1061 to i8
  %1063 = or i8 %1062, 48
  store volatile i8 %1063, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 60, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 68, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 66, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 95, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 77, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 65, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 88, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1063, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1064 = fdiv double 1.000000e+00, %1060
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.62, i32 0, i32 0), double noundef %1064) #9
  %1065 = fdiv double -1.000000e+00, %1060
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.63, i32 0, i32 0), double noundef %1065) #9
  %1066 = tail call fastcc double @opaque(double noundef 0x48078287F49C4A1D) #9
  %1067 = fptrunc double %1066 to float
  %1068 = fpext float %1067 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.64, i32 0, i32 0), double noundef %1068) #9
  %1069 = tail call fastcc float @opaquef(float noundef 0x47EFFFFFE0000000) #9
  %1070 = fmul float %1069, 2.000000e+00
  %1071 = fpext float %1070 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.65, i32 0, i32 0), double noundef %1071) #9
  %1072 = tail call fastcc double @opaque(double noundef 0x10000000000000) #9
  %1073 = fmul double %1072, 0x3CB0000000000000
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.66, i32 0, i32 0), double noundef %1073) #9
  %1074 = tail call fastcc double @opaque(double noundef 0x10000000000000) #9
  %1075 = fmul double %1074, 0x3CA0000000000000
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.67, i32 0, i32 0), double noundef %1075) #9
  %1076 = tail call fastcc double @opaque(double noundef 0x10000000000000) #9
  %1077 = fmul double %1076, 7.500000e-01
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.68, i32 0, i32 0), double noundef %1077) #9
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 78, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 78, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 44, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1078 = tail call fastcc double @opaque(double noundef 0.000000e+00) #9
  %1079 = tail call fastcc double @opaque(double noundef 1.000000e+00) #9
  %1080 = fdiv double %1078, %1078
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1081 = fcmp oeq double %1080, %1079
  %1082 = fcmp une double %1080, %1079
  %1083 = fcmp olt double %1080, %1079
  %1084 = fcmp ole double %1080, %1079
  %1085 = fcmp ogt double %1080, %1079
  %1086 = fcmp oge double %1080, %1079
  %1087 = fcmp uno double %1080, %1079
  %1088 = fcmp one double %1080, %1079
  %1089 = fcmp ord double %1080, 0.000000e+00
  %1090 = fcmp uno double %1079, 0.000000e+00
  %1091 = select i1 %1081, i8 49, i8 48
  store volatile i8 %1091, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1092 = select i1 %1082, i8 49, i8 48
  store volatile i8 %1092, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1093 = select i1 %1083, i8 49, i8 48
  store volatile i8 %1093, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1094 = select i1 %1084, i8 49, i8 48
  store volatile i8 %1094, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1095 = select i1 %1085, i8 49, i8 48
  store volatile i8 %1095, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1096 = select i1 %1086, i8 49, i8 48
  store volatile i8 %1096, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1097 = select i1 %1083, i8 48, i8 49
  store volatile i8 %1097, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1098 = select i1 %1086, i8 48, i8 49
  store volatile i8 %1098, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1099 = select i1 %1087, i8 49, i8 48
  store volatile i8 %1099, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1093, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1094, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1095, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1096, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1100 = select i1 %1088, i8 49, i8 48
  store volatile i8 %1100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1101 = select i1 %1089, i8 49, i8 48
  store volatile i8 %1101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1102 = select i1 %1090, i8 49, i8 48
  store volatile i8 %1102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1103 = fcmp ord double %1079, 0.000000e+00
  %1104 = fcmp uno double %1080, 0.000000e+00
  store volatile i8 %1091, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1092, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1095, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1096, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1093, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1094, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1105 = select i1 %1085, i8 48, i8 49
  store volatile i8 %1105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1106 = select i1 %1084, i8 48, i8 49
  store volatile i8 %1106, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1099, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1095, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1096, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1093, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1094, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1107 = select i1 %1103, i8 49, i8 48
  store volatile i8 %1107, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1108 = select i1 %1104, i8 49, i8 48
  store volatile i8 %1108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1109 = fdiv double %1079, %1078
  %1110 = fsub double %1109, %1109
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1111 = fcmp oeq double %1110, %1078
  %1112 = fcmp une double %1110, %1078
  %1113 = fcmp olt double %1110, %1078
  %1114 = fcmp ole double %1110, %1078
  %1115 = fcmp ogt double %1110, %1078
  %1116 = fcmp oge double %1110, %1078
  %1117 = fcmp uno double %1110, %1078
  %1118 = fcmp one double %1110, %1078
  %1119 = fcmp ord double %1110, 0.000000e+00
  %1120 = fcmp uno double %1078, 0.000000e+00
  %1121 = select i1 %1111, i8 49, i8 48
  store volatile i8 %1121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1122 = select i1 %1112, i8 49, i8 48
  store volatile i8 %1122, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1123 = select i1 %1113, i8 49, i8 48
  store volatile i8 %1123, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1124 = select i1 %1114, i8 49, i8 48
  store volatile i8 %1124, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1125 = select i1 %1115, i8 49, i8 48
  store volatile i8 %1125, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1126 = select i1 %1116, i8 49, i8 48
  store volatile i8 %1126, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1127 = select i1 %1113, i8 48, i8 49
  store volatile i8 %1127, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1128 = select i1 %1116, i8 48, i8 49
  store volatile i8 %1128, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1129 = select i1 %1117, i8 49, i8 48
  store volatile i8 %1129, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1123, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1124, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1125, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1126, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1130 = select i1 %1118, i8 49, i8 48
  store volatile i8 %1130, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1131 = select i1 %1119, i8 49, i8 48
  store volatile i8 %1131, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1132 = select i1 %1120, i8 49, i8 48
  store volatile i8 %1132, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1133 = fneg double %1079
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 113, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1134 = tail call double @llvm.sqrt.f64(double %1133) #9
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1135 = fcmp oeq double %1134, %1078
  %1136 = fcmp une double %1134, %1078
  %1137 = fcmp olt double %1134, %1078
  %1138 = fcmp ole double %1134, %1078
  %1139 = fcmp ogt double %1134, %1078
  %1140 = fcmp oge double %1134, %1078
  %1141 = fcmp uno double %1134, %1078
  %1142 = fcmp one double %1134, %1078
  %1143 = fcmp ord double %1134, 0.000000e+00
  %1144 = select i1 %1135, i8 49, i8 48
  store volatile i8 %1144, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1145 = select i1 %1136, i8 49, i8 48
  store volatile i8 %1145, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1146 = select i1 %1137, i8 49, i8 48
  store volatile i8 %1146, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1147 = select i1 %1138, i8 49, i8 48
  store volatile i8 %1147, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1148 = select i1 %1139, i8 49, i8 48
  store volatile i8 %1148, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1149 = select i1 %1140, i8 49, i8 48
  store volatile i8 %1149, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1150 = select i1 %1137, i8 48, i8 49
  store volatile i8 %1150, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1151 = select i1 %1140, i8 48, i8 49
  store volatile i8 %1151, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1152 = select i1 %1141, i8 49, i8 48
  store volatile i8 %1152, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1146, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1147, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1148, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1149, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1153 = select i1 %1142, i8 49, i8 48
  store volatile i8 %1153, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1154 = select i1 %1143, i8 49, i8 48
  store volatile i8 %1154, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1132, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1155 = fmul double %1079, 2.000000e+00
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1156 = fcmp oeq double %1079, %1155
  %1157 = fcmp une double %1079, %1155
  %1158 = fcmp olt double %1079, %1155
  %1159 = fcmp ole double %1079, %1155
  %1160 = fcmp ogt double %1079, %1155
  %1161 = fcmp oge double %1079, %1155
  %1162 = fcmp uno double %1079, %1155
  %1163 = fcmp one double %1079, %1155
  %1164 = fcmp uno double %1155, 0.000000e+00
  %1165 = select i1 %1156, i8 49, i8 48
  store volatile i8 %1165, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1166 = select i1 %1157, i8 49, i8 48
  store volatile i8 %1166, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1167 = select i1 %1158, i8 49, i8 48
  store volatile i8 %1167, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1168 = select i1 %1159, i8 49, i8 48
  store volatile i8 %1168, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1169 = select i1 %1160, i8 49, i8 48
  store volatile i8 %1169, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1170 = select i1 %1161, i8 49, i8 48
  store volatile i8 %1170, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1171 = select i1 %1158, i8 48, i8 49
  store volatile i8 %1171, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1172 = select i1 %1161, i8 48, i8 49
  store volatile i8 %1172, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1173 = select i1 %1162, i8 49, i8 48
  store volatile i8 %1173, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1167, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1168, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1169, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1170, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1174 = select i1 %1163, i8 49, i8 48
  store volatile i8 %1174, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1107, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1175 = select i1 %1164, i8 49, i8 48
  store volatile i8 %1175, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1176 = fneg double %1078
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1177 = fcmp oeq double %1078, %1176
  %1178 = fcmp une double %1078, %1176
  %1179 = fcmp ogt double %1078, %1176
  %1180 = fcmp oge double %1078, %1176
  %1181 = fcmp olt double %1078, %1176
  %1182 = fcmp ole double %1078, %1176
  %1183 = fcmp uno double %1078, %1176
  %1184 = fcmp one double %1078, %1176
  %1185 = fcmp ord double %1078, 0.000000e+00
  %1186 = select i1 %1177, i8 49, i8 48
  store volatile i8 %1186, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1187 = select i1 %1178, i8 49, i8 48
  store volatile i8 %1187, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1188 = select i1 %1179, i8 49, i8 48
  store volatile i8 %1188, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1189 = select i1 %1180, i8 49, i8 48
  store volatile i8 %1189, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1190 = select i1 %1181, i8 49, i8 48
  store volatile i8 %1190, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1191 = select i1 %1182, i8 49, i8 48
  store volatile i8 %1191, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1192 = select i1 %1179, i8 48, i8 49
  store volatile i8 %1192, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1193 = select i1 %1182, i8 48, i8 49
  store volatile i8 %1193, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1194 = select i1 %1183, i8 49, i8 48
  store volatile i8 %1194, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1188, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1189, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1190, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1191, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1195 = select i1 %1184, i8 49, i8 48
  store volatile i8 %1195, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1196 = select i1 %1185, i8 49, i8 48
  store volatile i8 %1196, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1132, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1197 = fcmp ord double %1109, 0.000000e+00
  %1198 = fcmp uno double %1109, 0.000000e+00
  %1199 = select i1 %1197, i8 49, i8 48
  store volatile i8 %1199, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1200 = select i1 %1198, i8 49, i8 48
  store volatile i8 %1200, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1199, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1199, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1200, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1200, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1199, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1199, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1199, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1200, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1201 = fptrunc double %1080 to float
  %1202 = fcmp uno float %1201, 0.000000e+00
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1203 = zext i1 %1202 to i8
  %1204 = or i8 %1203, 48
  store volatile i8 %1204, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1204, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1205 = tail call double @llvm.minnum.f64(double %1080, double %1079) #9
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.80, i32 0, i32 0), double noundef %1205) #9
  %1206 = tail call double @llvm.maxnum.f64(double %1079, double %1080) #9
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.81, i32 0, i32 0), double noundef %1206) #9
  %1207 = tail call fastcc float @opaquef(float noundef -1.500000e+00) #9
  %1208 = tail call fastcc float @opaquef(float noundef 0.000000e+00) #9
  %1209 = fdiv float 1.000000e+00, %1208
  %1210 = tail call float @llvm.minnum.f32(float %1207, float %1209) #9
  %1211 = fpext float %1210 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.82, i32 0, i32 0), double noundef %1211) #9
  %1212 = fmul double %1079, -3.000000e+00
  %1213 = tail call double @llvm.maxnum.f64(double %1212, double %1155) #9
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.83, i32 0, i32 0), double noundef %1213) #9
  %1214 = frem double %1080, %1079
  %1215 = fcmp uno double %1214, 0.000000e+00
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 44, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1216 = zext i1 %1215 to i8
  %1217 = or i8 %1216, 48
  store volatile i8 %1217, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1218 = frem double %1079, %1078
  %1219 = fcmp uno double %1218, 0.000000e+00
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 44, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1220 = zext i1 %1219 to i8
  %1221 = or i8 %1220, 48
  store volatile i8 %1221, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1222 = fmul double %1080, 0.000000e+00
  %1223 = fcmp uno double %1222, 0.000000e+00
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 42, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1224 = zext i1 %1223 to i8
  %1225 = or i8 %1224, 48
  store volatile i8 %1225, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 60, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 62, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1226 = tail call fastcc float @opaquef(float noundef 0x3FB99999A0000000) #9
  %1227 = fpext float %1226 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.88, i32 0, i32 0), double noundef %1227) #9
  %1228 = tail call fastcc double @opaque(double noundef 0x3FD5555555555555) #9
  %1229 = fptrunc double %1228 to float
  %1230 = fpext float %1229 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.89, i32 0, i32 0), double noundef %1230) #9
  %1231 = tail call fastcc double @opaque(double noundef 0x3FF0000010000000) #9
  %1232 = fptrunc double %1231 to float
  %1233 = fpext float %1232 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.90, i32 0, i32 0), double noundef %1233) #9
  %1234 = tail call fastcc double @opaque(double noundef 0x3FF0000030000000) #9
  %1235 = fptrunc double %1234 to float
  %1236 = fpext float %1235 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.91, i32 0, i32 0), double noundef %1236) #9
  %1237 = tail call fastcc double @opaque(double noundef 0x3FF0000010000004) #9
  %1238 = fptrunc double %1237 to float
  %1239 = fpext float %1238 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.92, i32 0, i32 0), double noundef %1239) #9
  %1240 = tail call fastcc double @opaque(double noundef 0x37A16C262777579C) #9
  %1241 = fptrunc double %1240 to float
  %1242 = fpext float %1241 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.93, i32 0, i32 0), double noundef %1242) #9
  %1243 = tail call fastcc double @opaque(double noundef 1.000000e-46) #9
  %1244 = fptrunc double %1243 to float
  %1245 = fpext float %1244 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.94, i32 0, i32 0), double noundef %1245) #9
  %1246 = tail call fastcc double @opaque(double noundef 0xB690000000000000) #9
  %1247 = fptrunc double %1246 to float
  %1248 = fpext float %1247 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.95, i32 0, i32 0), double noundef %1248) #9
  %1249 = tail call fastcc double @opaque(double noundef 0xB69036AA2680F22C) #9
  %1250 = fptrunc double %1249 to float
  %1251 = fpext float %1250 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.96, i32 0, i32 0), double noundef %1251) #9
  %1252 = tail call fastcc double @opaque(double noundef 0x10000000000000) #9
  %1253 = fptrunc double %1252 to float
  %1254 = fpext float %1253 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.97, i32 0, i32 0), double noundef %1254) #9
  %1255 = tail call fastcc double @opaque(double noundef 0x47EFFFFFEFFFFFFF) #9
  %1256 = fptrunc double %1255 to float
  %1257 = fpext float %1256 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.98, i32 0, i32 0), double noundef %1257) #9
  %1258 = tail call fastcc double @opaque(double noundef 0x47EFFFFFF0000000) #9
  %1259 = fptrunc double %1258 to float
  %1260 = fpext float %1259 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.99, i32 0, i32 0), double noundef %1260) #9
  %1261 = tail call fastcc double @opaque(double noundef 0x47EFFFFFF0000000) #9
  %1262 = fptrunc double %1261 to float
  %1263 = fpext float %1262 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.100, i32 0, i32 0), double noundef %1263) #9
  %1264 = tail call fastcc float @opaquef(float noundef 1.000000e+00) #9
  %1265 = fdiv float %1264, 3.000000e+00
  %1266 = fpext float %1265 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.101, i32 0, i32 0), double noundef %1266) #9
  %1267 = tail call float @llvm.fmuladd.f32(float %1265, float 3.000000e+00, float -1.000000e+00) #9
  %1268 = fpext float %1267 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.102, i32 0, i32 0), double noundef %1268) #9
  %1269 = tail call double @llvm.fmuladd.f64(double %1266, double 3.000000e+00, double -1.000000e+00) #9
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.103, i32 0, i32 0), double noundef %1269) #9
  br label %1272

1270:                                             ; preds = %1272
  %1271 = fpext float %1278 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.104, i32 0, i32 0), double noundef %1271) #9
  br label %1281

1272:                                             ; preds = %1272, %1031
  %1273 = phi i32 [ 1, %1031 ], [ %1279, %1272 ]
  %1274 = phi float [ 0.000000e+00, %1031 ], [ %1278, %1272 ]
  %1275 = tail call fastcc float @opaquef(float noundef 1.000000e+00) #9
  %1276 = sitofp i32 %1273 to float
  %1277 = fdiv float %1275, %1276
  %1278 = fadd float %1274, %1277
  %1279 = add nuw nsw i32 %1273, 1
  %1280 = icmp eq i32 %1279, 101
  br i1 %1280, label %1270, label %1272, !llvm.loop !12

1281:                                             ; preds = %1281, %1270
  %1282 = phi i32 [ 1, %1270 ], [ %1288, %1281 ]
  %1283 = phi double [ 0.000000e+00, %1270 ], [ %1287, %1281 ]
  %1284 = tail call fastcc double @opaque(double noundef 1.000000e+00) #9
  %1285 = sitofp i32 %1282 to double
  %1286 = fdiv double %1284, %1285
  %1287 = fadd double %1283, %1286
  %1288 = add nuw nsw i32 %1282, 1
  %1289 = icmp eq i32 %1288, 101
  br i1 %1289, label %1290, label %1281, !llvm.loop !13

1290:                                             ; preds = %1281
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.105, i32 0, i32 0), double noundef %1287) #9
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 44, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 44, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1291 = tail call fastcc double @opaque(double noundef 7.500000e+00) #9
  %1292 = frem double %1291, 2.000000e+00
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.107, i32 0, i32 0), double noundef %1292) #9
  %1293 = tail call fastcc double @opaque(double noundef -7.500000e+00) #9
  %1294 = frem double %1293, 2.000000e+00
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.108, i32 0, i32 0), double noundef %1294) #9
  %1295 = tail call fastcc double @opaque(double noundef 7.500000e+00) #9
  %1296 = frem double %1295, -2.000000e+00
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.109, i32 0, i32 0), double noundef %1296) #9
  %1297 = tail call fastcc double @opaque(double noundef 1.000000e+300) #9
  %1298 = frem double %1297, 7.000000e+00
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.110, i32 0, i32 0), double noundef %1298) #9
  %1299 = tail call fastcc double @opaque(double noundef 1.000000e-300) #9
  %1300 = frem double %1299, 3.000000e-310
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.111, i32 0, i32 0), double noundef %1300) #9
  %1301 = tail call fastcc double @opaque(double noundef 5.000000e+00) #9
  %1302 = tail call fastcc double @opaque(double noundef 0.000000e+00) #9
  %1303 = fdiv double 1.000000e+00, %1302
  %1304 = frem double %1301, %1303
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.112, i32 0, i32 0), double noundef %1304) #9
  %1305 = tail call fastcc double @opaque(double noundef -4.000000e+00) #9
  %1306 = frem double %1305, 2.000000e+00
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.113, i32 0, i32 0), double noundef %1306) #9
  %1307 = tail call fastcc float @opaquef(float noundef 1.025000e+01) #9
  %1308 = frem float %1307, 3.000000e+00
  %1309 = fpext float %1308 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.114, i32 0, i32 0), double noundef %1309) #9
  %1310 = tail call fastcc float @opaquef(float noundef 0x416FFFFFE0000000) #9
  %1311 = frem float %1310, 7.500000e-01
  %1312 = fpext float %1311 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.115, i32 0, i32 0), double noundef %1312) #9
  %1313 = tail call fastcc double @opaque(double noundef 0.000000e+00) #9
  %1314 = fdiv double -1.000000e+00, %1313
  %1315 = tail call double @llvm.fabs.f64(double %1314) #9
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.116, i32 0, i32 0), double noundef %1315) #9
  %1316 = tail call fastcc double @opaque(double noundef 0.000000e+00) #9
  %1317 = fdiv double -1.000000e+00, %1316
  %1318 = tail call double @llvm.copysign.f64(double 2.000000e+00, double %1317) #9
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.117, i32 0, i32 0), double noundef %1318) #9
  %1319 = tail call fastcc float @opaquef(float noundef -3.000000e+00) #9
  %1320 = tail call float @llvm.fabs.f32(float %1319) #9
  %1321 = fpext float %1320 to double
  tail call fastcc void @show(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.118, i32 0, i32 0), double noundef %1321) #9
  ret i32 0
}

; Function Attrs: nofree nounwind
define internal fastcc void @show(i8* nocapture noundef readonly %0, double noundef %1) unnamed_addr #0 {
  %3 = load i8, i8* %0, align 1, !tbaa !1
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %11, label %5

5:                                                ; preds = %2, %5
  %6 = phi i8 [ %9, %5 ], [ %3, %2 ]
  %7 = phi i8* [ %8, %5 ], [ %0, %2 ]
  %8 = getelementptr inbounds i8, i8* %7, i32 1
  store volatile i8 %6, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %9 = load i8, i8* %8, align 1, !tbaa !1
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %11, label %5, !llvm.loop !14

11:                                               ; preds = %5, %2
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  tail call fastcc void @print_e(double noundef %1, i32 noundef signext 16)
  %12 = fcmp ord double %1, 0.000000e+00
  br i1 %12, label %13, label %78

13:                                               ; preds = %11
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %14 = bitcast double %1 to i64
  %15 = lshr i64 %14, 32
  %16 = trunc i64 %15 to i32
  %17 = lshr i32 %16, 28
  %18 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.20, i32 0, i32 %17
  %19 = load i8, i8* %18, align 1, !tbaa !1
  store volatile i8 %19, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %20 = lshr i32 %16, 24
  %21 = and i32 %20, 15
  %22 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.20, i32 0, i32 %21
  %23 = load i8, i8* %22, align 1, !tbaa !1
  store volatile i8 %23, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %24 = lshr i32 %16, 20
  %25 = and i32 %24, 15
  %26 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.20, i32 0, i32 %25
  %27 = load i8, i8* %26, align 1, !tbaa !1
  store volatile i8 %27, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %28 = lshr i32 %16, 16
  %29 = and i32 %28, 15
  %30 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.20, i32 0, i32 %29
  %31 = load i8, i8* %30, align 1, !tbaa !1
  store volatile i8 %31, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %32 = lshr i32 %16, 12
  %33 = and i32 %32, 15
  %34 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.20, i32 0, i32 %33
  %35 = load i8, i8* %34, align 1, !tbaa !1
  store volatile i8 %35, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %36 = lshr i32 %16, 8
  %37 = and i32 %36, 15
  %38 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.20, i32 0, i32 %37
  %39 = load i8, i8* %38, align 1, !tbaa !1
  store volatile i8 %39, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %40 = lshr i32 %16, 4
  %41 = and i32 %40, 15
  %42 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.20, i32 0, i32 %41
  %43 = load i8, i8* %42, align 1, !tbaa !1
  store volatile i8 %43, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %44 = and i32 %16, 15
  %45 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.20, i32 0, i32 %44
  %46 = load i8, i8* %45, align 1, !tbaa !1
  store volatile i8 %46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %47 = trunc i64 %14 to i32
  %48 = lshr i32 %47, 28
  %49 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.20, i32 0, i32 %48
  %50 = load i8, i8* %49, align 1, !tbaa !1
  store volatile i8 %50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %51 = lshr i32 %47, 24
  %52 = and i32 %51, 15
  %53 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.20, i32 0, i32 %52
  %54 = load i8, i8* %53, align 1, !tbaa !1
  store volatile i8 %54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %55 = lshr i32 %47, 20
  %56 = and i32 %55, 15
  %57 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.20, i32 0, i32 %56
  %58 = load i8, i8* %57, align 1, !tbaa !1
  store volatile i8 %58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %59 = lshr i32 %47, 16
  %60 = and i32 %59, 15
  %61 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.20, i32 0, i32 %60
  %62 = load i8, i8* %61, align 1, !tbaa !1
  store volatile i8 %62, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %63 = lshr i32 %47, 12
  %64 = and i32 %63, 15
  %65 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.20, i32 0, i32 %64
  %66 = load i8, i8* %65, align 1, !tbaa !1
  store volatile i8 %66, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %67 = lshr i32 %47, 8
  %68 = and i32 %67, 15
  %69 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.20, i32 0, i32 %68
  %70 = load i8, i8* %69, align 1, !tbaa !1
  store volatile i8 %70, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %71 = lshr i32 %47, 4
  %72 = and i32 %71, 15
  %73 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.20, i32 0, i32 %72
  %74 = load i8, i8* %73, align 1, !tbaa !1
  store volatile i8 %74, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %75 = and i32 %47, 15
  %76 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.20, i32 0, i32 %75
  %77 = load i8, i8* %76, align 1, !tbaa !1
  store volatile i8 %77, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %78

78:                                               ; preds = %13, %11
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  ret void
}

; Function Attrs: nofree noinline nounwind
define internal fastcc double @opaque(double noundef %0) unnamed_addr #1 {
  %2 = alloca double, align 8
  %3 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3)
  store volatile double %0, double* %2, align 8, !tbaa !7
  %4 = load volatile double, double* %2, align 8, !tbaa !7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3)
  ret double %4
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inlinehint nofree nounwind
define internal fastcc void @print_e(double noundef %0, i32 noundef signext %1) unnamed_addr #3 {
  %3 = alloca [10 x i8], align 1
  %4 = alloca [800 x i8], align 1
  %5 = alloca [802 x i8], align 4
  %6 = getelementptr inbounds [802 x i8], [802 x i8]* %5, i32 0, i32 0
  %7 = alloca i32, align 4
  %8 = fcmp uno double %0, 0.000000e+00
  br i1 %8, label %17, label %9

9:                                                ; preds = %2
  %10 = bitcast double %0 to i64
  %11 = icmp sgt i64 %10, -1
  br i1 %11, label %13, label %12

12:                                               ; preds = %9
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %13

13:                                               ; preds = %12, %9
  %14 = fcmp oeq double %0, 0x7FF0000000000000
  %15 = fcmp oeq double %0, 0xFFF0000000000000
  %16 = or i1 %14, %15
  br i1 %16, label %17, label %21

17:                                               ; preds = %2, %13
  %18 = phi i8 [ 110, %2 ], [ 105, %13 ]
  %19 = phi i8 [ 97, %2 ], [ 110, %13 ]
  %20 = phi i8 [ 110, %2 ], [ 102, %13 ]
  store volatile i8 %18, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %19, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %20, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %147

21:                                               ; preds = %13
  %22 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 800, i8* nonnull %22) #9
  %23 = getelementptr inbounds [802 x i8], [802 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 802, i8* nonnull %23) #9
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(802) %23, i8 0, i32 802, i1 false)
  store i8 48, i8* %23, align 4
  %24 = fcmp oeq double %0, 0.000000e+00
  br i1 %24, label %25, label %31

25:                                               ; preds = %21
  %26 = icmp slt i32 %1, 0
  br i1 %26, label %27, label %29

27:                                               ; preds = %25
  %28 = load i8, i8* %23, align 4, !tbaa !1
  store volatile i8 %28, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %112

29:                                               ; preds = %25
  %30 = add nuw i32 %1, 1
  call void @llvm.memset.p0i8.i32(i8* nonnull align 4 %6, i8 48, i32 %30, i1 false), !tbaa !1
  br label %108

31:                                               ; preds = %21
  %32 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %32) #9
  %33 = call fastcc i32 @exact_digits(double noundef %0, i8* noundef nonnull %22, i32* noundef nonnull %7)
  %34 = load i32, i32* %7, align 4, !tbaa !15
  %35 = add nsw i32 %1, 1
  %36 = icmp sgt i32 %1, -1
  %37 = select i1 %36, i32 %35, i32 0
  br i1 %36, label %40, label %38

38:                                               ; preds = %46, %31
  %39 = icmp slt i32 %1, -1
  br i1 %39, label %103, label %51

40:                                               ; preds = %31, %46
  %41 = phi i32 [ %49, %46 ], [ 0, %31 ]
  %42 = icmp slt i32 %41, %33
  br i1 %42, label %43, label %46

43:                                               ; preds = %40
  %44 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 %41
  %45 = load i8, i8* %44, align 1, !tbaa !1
  br label %46

46:                                               ; preds = %43, %40
  %47 = phi i8 [ %45, %43 ], [ 48, %40 ]
  %48 = getelementptr inbounds [802 x i8], [802 x i8]* %5, i32 0, i32 %41
  store i8 %47, i8* %48, align 1, !tbaa !1
  %49 = add nuw nsw i32 %41, 1
  %50 = icmp eq i32 %49, %37
  br i1 %50, label %38, label %40, !llvm.loop !17

51:                                               ; preds = %38
  %52 = icmp slt i32 %35, %33
  br i1 %52, label %53, label %58

53:                                               ; preds = %51
  %54 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 %35
  %55 = load i8, i8* %54, align 1, !tbaa !1
  %56 = sext i8 %55 to i32
  %57 = add nsw i32 %56, -48
  br label %58

58:                                               ; preds = %53, %51
  %59 = phi i32 [ %57, %53 ], [ 0, %51 ]
  %60 = add nsw i32 %1, 2
  %61 = icmp slt i32 %60, %33
  br i1 %61, label %64, label %62

62:                                               ; preds = %64, %58
  %63 = phi i32 [ 0, %58 ], [ %71, %64 ]
  br i1 %36, label %74, label %80

64:                                               ; preds = %58, %64
  %65 = phi i32 [ %72, %64 ], [ %60, %58 ]
  %66 = phi i32 [ %71, %64 ], [ 0, %58 ]
  %67 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 %65
  %68 = load i8, i8* %67, align 1, !tbaa !1
  %69 = icmp ne i8 %68, 48
  %70 = zext i1 %69 to i32
  %71 = or i32 %66, %70
  %72 = add nsw i32 %65, 1
  %73 = icmp eq i32 %72, %33
  br i1 %73, label %62, label %64, !llvm.loop !18

74:                                               ; preds = %62
  %75 = add nsw i32 %37, -1
  %76 = getelementptr inbounds [802 x i8], [802 x i8]* %5, i32 0, i32 %75
  %77 = load i8, i8* %76, align 1, !tbaa !1
  %78 = and i8 %77, 1
  %79 = icmp ne i8 %78, 0
  br label %80

80:                                               ; preds = %74, %62
  %81 = phi i1 [ false, %62 ], [ %79, %74 ]
  %82 = icmp sgt i32 %59, 5
  br i1 %82, label %88, label %83

83:                                               ; preds = %80
  %84 = icmp eq i32 %59, 5
  br i1 %84, label %85, label %103

85:                                               ; preds = %83
  %86 = icmp ne i32 %63, 0
  %87 = select i1 %86, i1 true, i1 %81
  br i1 %87, label %88, label %103

88:                                               ; preds = %85, %80
  br i1 %36, label %91, label %101

89:                                               ; preds = %97
  %90 = getelementptr inbounds [802 x i8], [802 x i8]* %5, i32 0, i32 1
  call void @llvm.memmove.p0i8.p0i8.i32(i8* nonnull align 1 %90, i8* nonnull align 4 %23, i32 %37, i1 false) #9, !tbaa !1
  br label %101

91:                                               ; preds = %88, %97
  %92 = phi i32 [ %93, %97 ], [ %35, %88 ]
  %93 = add nsw i32 %92, -1
  %94 = getelementptr inbounds [802 x i8], [802 x i8]* %5, i32 0, i32 %93
  %95 = load i8, i8* %94, align 1, !tbaa !1
  %96 = icmp eq i8 %95, 57
  br i1 %96, label %97, label %99

97:                                               ; preds = %91
  store i8 48, i8* %94, align 1, !tbaa !1
  %98 = icmp ugt i32 %92, 1
  br i1 %98, label %91, label %89, !llvm.loop !19

99:                                               ; preds = %91
  %100 = add i8 %95, 1
  store i8 %100, i8* %94, align 1, !tbaa !1
  br label %103

101:                                              ; preds = %89, %88
  store i8 49, i8* %23, align 4, !tbaa !1
  %102 = add nuw nsw i32 %37, 1
  br label %103

103:                                              ; preds = %38, %83, %85, %99, %101
  %104 = phi i32 [ 0, %38 ], [ %37, %85 ], [ %37, %83 ], [ %37, %99 ], [ %102, %101 ]
  %105 = icmp sle i32 %104, %35
  %106 = sext i1 %105 to i32
  %107 = add nsw i32 %34, %106
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %32) #9
  br label %108

108:                                              ; preds = %29, %103
  %109 = phi i32 [ %107, %103 ], [ 0, %29 ]
  %110 = load i8, i8* %23, align 4, !tbaa !1
  store volatile i8 %110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %111 = icmp slt i32 %1, 1
  br i1 %111, label %112, label %119

112:                                              ; preds = %119, %27, %108
  %113 = phi i32 [ 0, %27 ], [ %109, %108 ], [ %109, %119 ]
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %114 = icmp slt i32 %113, 0
  %115 = select i1 %114, i8 45, i8 43
  store volatile i8 %115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %116 = sub nsw i32 0, %113
  %117 = select i1 %114, i32 %116, i32 %113
  %118 = icmp ult i32 %117, 10
  br i1 %118, label %125, label %126

119:                                              ; preds = %108, %119
  %120 = phi i32 [ %123, %119 ], [ 1, %108 ]
  %121 = getelementptr inbounds [802 x i8], [802 x i8]* %5, i32 0, i32 %120
  %122 = load i8, i8* %121, align 1, !tbaa !1
  store volatile i8 %122, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %123 = add nuw i32 %120, 1
  %124 = icmp eq i32 %120, %1
  br i1 %124, label %112, label %119, !llvm.loop !20

125:                                              ; preds = %112
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %126

126:                                              ; preds = %125, %112
  %127 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %127) #9
  br label %128

128:                                              ; preds = %128, %126
  %129 = phi i32 [ %117, %126 ], [ %132, %128 ]
  %130 = phi i32 [ 0, %126 ], [ %137, %128 ]
  %131 = freeze i32 %129
  %132 = udiv i32 %131, 10
  %133 = mul i32 %132, 10
  %134 = sub i32 %131, %133
  %135 = trunc i32 %134 to i8
  %136 = or i8 %135, 48
  %137 = add nuw nsw i32 %130, 1
  %138 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %130
  store i8 %136, i8* %138, align 1, !tbaa !1
  %139 = icmp ult i32 %129, 10
  br i1 %139, label %140, label %128, !llvm.loop !9

140:                                              ; preds = %128, %140
  %141 = phi i32 [ %142, %140 ], [ %137, %128 ]
  %142 = add nsw i32 %141, -1
  %143 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %142
  %144 = load i8, i8* %143, align 1, !tbaa !1
  store volatile i8 %144, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %145 = icmp eq i32 %142, 0
  br i1 %145, label %146, label %140, !llvm.loop !10

146:                                              ; preds = %140
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %127) #9
  call void @llvm.lifetime.end.p0i8(i64 802, i8* nonnull %23) #9
  call void @llvm.lifetime.end.p0i8(i64 800, i8* nonnull %22) #9
  br label %147

147:                                              ; preds = %17, %146
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #4

; Function Attrs: inlinehint nofree nosync nounwind writeonly
define internal fastcc i32 @exact_digits(double noundef %0, i8* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2) unnamed_addr #5 {
  %4 = alloca %struct.big_t, align 4
  %5 = bitcast double %0 to i64
  %6 = lshr i64 %5, 52
  %7 = trunc i64 %6 to i32
  %8 = and i32 %7, 2047
  %9 = and i64 %5, 4503599627370495
  %10 = icmp eq i32 %8, 0
  %11 = add nsw i32 %8, -1075
  %12 = select i1 %10, i32 -1074, i32 %11
  %13 = or i64 %9, 4503599627370496
  %14 = select i1 %10, i64 %9, i64 %13
  %15 = and i64 %14, 1
  %16 = icmp eq i64 %15, 0
  %17 = icmp slt i32 %12, 0
  %18 = select i1 %16, i1 %17, i1 false
  br i1 %18, label %19, label %28

19:                                               ; preds = %3, %19
  %20 = phi i64 [ %22, %19 ], [ %14, %3 ]
  %21 = phi i32 [ %23, %19 ], [ %12, %3 ]
  %22 = lshr i64 %20, 1
  %23 = add nsw i32 %21, 1
  %24 = and i64 %20, 2
  %25 = icmp eq i64 %24, 0
  %26 = icmp ne i32 %21, -1
  %27 = select i1 %25, i1 %26, i1 false
  br i1 %27, label %19, label %28, !llvm.loop !21

28:                                               ; preds = %19, %3
  %29 = phi i32 [ %12, %3 ], [ %23, %19 ]
  %30 = phi i64 [ %14, %3 ], [ %22, %19 ]
  %31 = bitcast %struct.big_t* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 804, i8* nonnull %31) #9
  %32 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 1
  %33 = freeze i64 %30
  %34 = udiv i64 %33, 10000
  %35 = mul i64 %34, 10000
  %36 = sub i64 %33, %35
  %37 = trunc i64 %36 to i32
  store i32 1, i32* %32, align 4, !tbaa !22
  %38 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 0
  store i32 %37, i32* %38, align 4, !tbaa !15
  %39 = icmp ult i64 %30, 10000
  br i1 %39, label %54, label %40, !llvm.loop !24

40:                                               ; preds = %28
  %41 = urem i64 %34, 10000
  %42 = trunc i64 %41 to i32
  store i32 2, i32* %32, align 4, !tbaa !22
  %43 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 1
  store i32 %42, i32* %43, align 4, !tbaa !15
  %44 = icmp ult i64 %30, 100000000
  br i1 %44, label %54, label %45, !llvm.loop !24

45:                                               ; preds = %40, %45
  %46 = phi i64 [ %48, %45 ], [ %34, %40 ]
  %47 = load i32, i32* %32, align 4, !tbaa !22
  %48 = udiv i64 %46, 10000
  %49 = urem i64 %48, 10000
  %50 = trunc i64 %49 to i32
  %51 = add nsw i32 %47, 1
  store i32 %51, i32* %32, align 4, !tbaa !22
  %52 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %47
  store i32 %50, i32* %52, align 4, !tbaa !15
  %53 = icmp ult i64 %46, 100000000
  br i1 %53, label %54, label %45, !llvm.loop !24

54:                                               ; preds = %45, %40, %28
  %55 = icmp sgt i32 %29, -1
  br i1 %55, label %56, label %116

56:                                               ; preds = %54
  %57 = icmp ugt i32 %29, 17
  br i1 %57, label %58, label %91

58:                                               ; preds = %56, %88
  %59 = phi i32 [ %89, %88 ], [ %29, %56 ]
  %60 = load i32, i32* %32, align 4, !tbaa !22
  %61 = icmp sgt i32 %60, 0
  br i1 %61, label %74, label %88

62:                                               ; preds = %74
  %63 = icmp ult i32 %80, 10000
  br i1 %63, label %88, label %64

64:                                               ; preds = %62
  %65 = urem i32 %82, 10000
  %66 = add nsw i32 %86, 1
  store i32 %66, i32* %32, align 4, !tbaa !22
  %67 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %86
  store i32 %65, i32* %67, align 4, !tbaa !15
  %68 = icmp ult i32 %80, 100000000
  br i1 %68, label %88, label %69, !llvm.loop !25

69:                                               ; preds = %64
  %70 = udiv i32 %80, 100000000
  %71 = load i32, i32* %32, align 4, !tbaa !22
  %72 = add nsw i32 %71, 1
  store i32 %72, i32* %32, align 4, !tbaa !22
  %73 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %71
  store i32 %70, i32* %73, align 4, !tbaa !15
  br label %88

74:                                               ; preds = %58, %74
  %75 = phi i32 [ %82, %74 ], [ 0, %58 ]
  %76 = phi i32 [ %85, %74 ], [ 0, %58 ]
  %77 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %76
  %78 = load i32, i32* %77, align 4, !tbaa !15
  %79 = shl i32 %78, 18
  %80 = add i32 %79, %75
  %81 = freeze i32 %80
  %82 = udiv i32 %81, 10000
  %83 = mul i32 %82, 10000
  %84 = sub i32 %81, %83
  store i32 %84, i32* %77, align 4, !tbaa !15
  %85 = add nuw nsw i32 %76, 1
  %86 = load i32, i32* %32, align 4, !tbaa !22
  %87 = icmp slt i32 %85, %86
  br i1 %87, label %74, label %62, !llvm.loop !26

88:                                               ; preds = %69, %64, %58, %62
  %89 = add nsw i32 %59, -18
  %90 = icmp sgt i32 %59, 35
  br i1 %90, label %58, label %91, !llvm.loop !27

91:                                               ; preds = %88, %56
  %92 = phi i32 [ %29, %56 ], [ %89, %88 ]
  %93 = load i32, i32* %32, align 4, !tbaa !22
  %94 = icmp sgt i32 %93, 0
  br i1 %94, label %102, label %263

95:                                               ; preds = %102
  %96 = icmp ult i32 %108, 10000
  br i1 %96, label %197, label %97

97:                                               ; preds = %95
  %98 = urem i32 %110, 10000
  %99 = add nsw i32 %114, 1
  store i32 %99, i32* %32, align 4, !tbaa !22
  %100 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %114
  store i32 %98, i32* %100, align 4, !tbaa !15
  %101 = icmp ult i32 %108, 100000000
  br i1 %101, label %194, label %187, !llvm.loop !25

102:                                              ; preds = %91, %102
  %103 = phi i32 [ %110, %102 ], [ 0, %91 ]
  %104 = phi i32 [ %113, %102 ], [ 0, %91 ]
  %105 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %104
  %106 = load i32, i32* %105, align 4, !tbaa !15
  %107 = shl i32 %106, %92
  %108 = add i32 %107, %103
  %109 = freeze i32 %108
  %110 = udiv i32 %109, 10000
  %111 = mul i32 %110, 10000
  %112 = sub i32 %109, %111
  store i32 %112, i32* %105, align 4, !tbaa !15
  %113 = add nuw nsw i32 %104, 1
  %114 = load i32, i32* %32, align 4, !tbaa !22
  %115 = icmp slt i32 %113, %114
  br i1 %115, label %102, label %95, !llvm.loop !26

116:                                              ; preds = %54
  %117 = sub nsw i32 0, %29
  %118 = icmp ult i32 %29, -7
  br i1 %118, label %123, label %121

119:                                              ; preds = %153
  %120 = icmp eq i32 %154, 0
  br i1 %120, label %162, label %121

121:                                              ; preds = %116, %119
  %122 = phi i32 [ %154, %119 ], [ %117, %116 ]
  br label %156

123:                                              ; preds = %116, %153
  %124 = phi i32 [ %154, %153 ], [ %117, %116 ]
  %125 = load i32, i32* %32, align 4, !tbaa !22
  %126 = icmp sgt i32 %125, 0
  br i1 %126, label %139, label %153

127:                                              ; preds = %139
  %128 = icmp ult i32 %145, 10000
  br i1 %128, label %153, label %129

129:                                              ; preds = %127
  %130 = urem i32 %147, 10000
  %131 = add nsw i32 %151, 1
  store i32 %131, i32* %32, align 4, !tbaa !22
  %132 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %151
  store i32 %130, i32* %132, align 4, !tbaa !15
  %133 = icmp ult i32 %145, 100000000
  br i1 %133, label %153, label %134, !llvm.loop !25

134:                                              ; preds = %129
  %135 = udiv i32 %145, 100000000
  %136 = load i32, i32* %32, align 4, !tbaa !22
  %137 = add nsw i32 %136, 1
  store i32 %137, i32* %32, align 4, !tbaa !22
  %138 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %136
  store i32 %135, i32* %138, align 4, !tbaa !15
  br label %153

139:                                              ; preds = %123, %139
  %140 = phi i32 [ %147, %139 ], [ 0, %123 ]
  %141 = phi i32 [ %150, %139 ], [ 0, %123 ]
  %142 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %141
  %143 = load i32, i32* %142, align 4, !tbaa !15
  %144 = mul i32 %143, 390625
  %145 = add i32 %144, %140
  %146 = freeze i32 %145
  %147 = udiv i32 %146, 10000
  %148 = mul i32 %147, 10000
  %149 = sub i32 %146, %148
  store i32 %149, i32* %142, align 4, !tbaa !15
  %150 = add nuw nsw i32 %141, 1
  %151 = load i32, i32* %32, align 4, !tbaa !22
  %152 = icmp slt i32 %150, %151
  br i1 %152, label %139, label %127, !llvm.loop !26

153:                                              ; preds = %134, %129, %123, %127
  %154 = add nsw i32 %124, -8
  %155 = icmp sgt i32 %124, 15
  br i1 %155, label %123, label %119, !llvm.loop !28

156:                                              ; preds = %121, %156
  %157 = phi i32 [ %160, %156 ], [ 1, %121 ]
  %158 = phi i32 [ %159, %156 ], [ %122, %121 ]
  %159 = add nsw i32 %158, -1
  %160 = mul i32 %157, 5
  %161 = icmp eq i32 %159, 0
  br i1 %161, label %162, label %156, !llvm.loop !29

162:                                              ; preds = %156, %119
  %163 = phi i32 [ 1, %119 ], [ %160, %156 ]
  %164 = load i32, i32* %32, align 4, !tbaa !22
  %165 = icmp sgt i32 %164, 0
  br i1 %165, label %173, label %263

166:                                              ; preds = %173
  %167 = icmp ult i32 %179, 10000
  br i1 %167, label %197, label %168

168:                                              ; preds = %166
  %169 = urem i32 %181, 10000
  %170 = add nsw i32 %185, 1
  store i32 %170, i32* %32, align 4, !tbaa !22
  %171 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %185
  store i32 %169, i32* %171, align 4, !tbaa !15
  %172 = icmp ult i32 %179, 100000000
  br i1 %172, label %194, label %187, !llvm.loop !25

173:                                              ; preds = %162, %173
  %174 = phi i32 [ %181, %173 ], [ 0, %162 ]
  %175 = phi i32 [ %184, %173 ], [ 0, %162 ]
  %176 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %175
  %177 = load i32, i32* %176, align 4, !tbaa !15
  %178 = mul i32 %177, %163
  %179 = add i32 %178, %174
  %180 = freeze i32 %179
  %181 = udiv i32 %180, 10000
  %182 = mul i32 %181, 10000
  %183 = sub i32 %180, %182
  store i32 %183, i32* %176, align 4, !tbaa !15
  %184 = add nuw nsw i32 %175, 1
  %185 = load i32, i32* %32, align 4, !tbaa !22
  %186 = icmp slt i32 %184, %185
  br i1 %186, label %173, label %166, !llvm.loop !26

187:                                              ; preds = %168, %97
  %188 = phi i32 [ %108, %97 ], [ %179, %168 ]
  %189 = phi i32 [ 0, %97 ], [ %29, %168 ]
  %190 = udiv i32 %188, 100000000
  %191 = load i32, i32* %32, align 4, !tbaa !22
  %192 = add nsw i32 %191, 1
  store i32 %192, i32* %32, align 4, !tbaa !22
  %193 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %191
  store i32 %190, i32* %193, align 4, !tbaa !15
  br label %194

194:                                              ; preds = %187, %168, %97
  %195 = phi i32 [ 0, %97 ], [ %29, %168 ], [ %189, %187 ]
  %196 = load i32, i32* %32, align 4, !tbaa !22
  br label %197

197:                                              ; preds = %194, %166, %95
  %198 = phi i32 [ %196, %194 ], [ %185, %166 ], [ %114, %95 ]
  %199 = phi i32 [ %195, %194 ], [ %29, %166 ], [ 0, %95 ]
  %200 = icmp sgt i32 %198, 0
  br i1 %200, label %201, label %263

201:                                              ; preds = %197, %260
  %202 = phi i32 [ %204, %260 ], [ %198, %197 ]
  %203 = phi i32 [ %261, %260 ], [ 0, %197 ]
  %204 = add nsw i32 %202, -1
  %205 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %204
  %206 = load i32, i32* %205, align 4, !tbaa !15
  %207 = udiv i32 %206, 1000
  %208 = trunc i32 %207 to i8
  %209 = udiv i32 %206, 100
  %210 = urem i32 %209, 10
  %211 = trunc i32 %210 to i8
  %212 = or i8 %211, 48
  %213 = freeze i32 %206
  %214 = udiv i32 %213, 10
  %215 = urem i32 %214, 10
  %216 = trunc i32 %215 to i8
  %217 = or i8 %216, 48
  %218 = mul i32 %214, 10
  %219 = sub i32 %213, %218
  %220 = trunc i32 %219 to i8
  %221 = or i8 %220, 48
  %222 = icmp eq i32 %204, 0
  %223 = icmp slt i32 %203, 1
  %224 = icmp eq i8 %208, 0
  %225 = select i1 %223, i1 %224, i1 false
  br i1 %225, label %234, label %226

226:                                              ; preds = %201
  %227 = add i8 %208, 48
  %228 = add nsw i32 %203, 1
  %229 = getelementptr inbounds i8, i8* %1, i32 %203
  store i8 %227, i8* %229, align 1, !tbaa !1
  %230 = icmp sgt i32 %203, -1
  br i1 %230, label %231, label %234

231:                                              ; preds = %226
  %232 = add nuw nsw i32 %203, 2
  %233 = getelementptr inbounds i8, i8* %1, i32 %228
  store i8 %212, i8* %233, align 1, !tbaa !1
  br label %244

234:                                              ; preds = %226, %201
  %235 = phi i32 [ %228, %226 ], [ %203, %201 ]
  %236 = icmp eq i8 %212, 48
  br i1 %236, label %241, label %237

237:                                              ; preds = %234
  %238 = add nsw i32 %235, 1
  %239 = getelementptr inbounds i8, i8* %1, i32 %235
  store i8 %212, i8* %239, align 1, !tbaa !1
  %240 = icmp sgt i32 %235, -1
  br i1 %240, label %244, label %241

241:                                              ; preds = %237, %234
  %242 = phi i32 [ %238, %237 ], [ %235, %234 ]
  %243 = icmp eq i8 %217, 48
  br i1 %243, label %252, label %248

244:                                              ; preds = %237, %231
  %245 = phi i32 [ %232, %231 ], [ 1, %237 ]
  %246 = add nuw nsw i32 %245, 1
  %247 = getelementptr inbounds i8, i8* %1, i32 %245
  store i8 %217, i8* %247, align 1, !tbaa !1
  br label %256

248:                                              ; preds = %241
  %249 = add nsw i32 %242, 1
  %250 = getelementptr inbounds i8, i8* %1, i32 %242
  store i8 %217, i8* %250, align 1, !tbaa !1
  %251 = icmp sgt i32 %242, -1
  br i1 %251, label %256, label %252

252:                                              ; preds = %248, %241
  %253 = phi i32 [ %249, %248 ], [ %242, %241 ]
  %254 = icmp ne i8 %221, 48
  %255 = select i1 %254, i1 true, i1 %222
  br i1 %255, label %256, label %260

256:                                              ; preds = %244, %252, %248
  %257 = phi i32 [ %253, %252 ], [ 1, %248 ], [ %246, %244 ]
  %258 = add nsw i32 %257, 1
  %259 = getelementptr inbounds i8, i8* %1, i32 %257
  store i8 %221, i8* %259, align 1, !tbaa !1
  br label %260

260:                                              ; preds = %256, %252
  %261 = phi i32 [ %258, %256 ], [ %253, %252 ]
  %262 = icmp ugt i32 %202, 1
  br i1 %262, label %201, label %263, !llvm.loop !30

263:                                              ; preds = %260, %91, %162, %197
  %264 = phi i32 [ %199, %197 ], [ %29, %162 ], [ 0, %91 ], [ %199, %260 ]
  %265 = phi i32 [ 0, %197 ], [ 0, %162 ], [ 0, %91 ], [ %261, %260 ]
  %266 = add i32 %265, %264
  store i32 %266, i32* %2, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0i8(i64 804, i8* nonnull %31) #9
  ret i32 %265
}

; Function Attrs: nofree noinline nounwind
define internal fastcc float @opaquef(float noundef %0) unnamed_addr #1 {
  %2 = alloca float, align 4
  %3 = bitcast float* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3)
  store volatile float %0, float* %2, align 4, !tbaa !31
  %4 = load volatile float, float* %2, align 4, !tbaa !31
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3)
  ret float %4
}

; Function Attrs: inlinehint nofree nounwind
define internal fastcc void @print_f(double noundef %0) unnamed_addr #3 {
  %2 = alloca [800 x i8], align 1
  %3 = alloca [802 x i8], align 4
  %4 = alloca i32, align 4
  %5 = fcmp uno double %0, 0.000000e+00
  br i1 %5, label %14, label %6

6:                                                ; preds = %1
  %7 = bitcast double %0 to i64
  %8 = icmp sgt i64 %7, -1
  br i1 %8, label %10, label %9

9:                                                ; preds = %6
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %10

10:                                               ; preds = %9, %6
  %11 = fcmp oeq double %0, 0x7FF0000000000000
  %12 = fcmp oeq double %0, 0xFFF0000000000000
  %13 = or i1 %11, %12
  br i1 %13, label %14, label %18

14:                                               ; preds = %1, %10
  %15 = phi i8 [ 110, %1 ], [ 105, %10 ]
  %16 = phi i8 [ 97, %1 ], [ 110, %10 ]
  %17 = phi i8 [ 110, %1 ], [ 102, %10 ]
  store volatile i8 %15, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %16, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %17, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %119

18:                                               ; preds = %10
  %19 = getelementptr inbounds [800 x i8], [800 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 800, i8* nonnull %19) #9
  %20 = getelementptr inbounds [802 x i8], [802 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 802, i8* nonnull %20) #9
  %21 = fcmp une double %0, 0.000000e+00
  br i1 %21, label %22, label %99

22:                                               ; preds = %18
  %23 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %23) #9
  %24 = call fastcc i32 @exact_digits(double noundef %0, i8* noundef nonnull %19, i32* noundef nonnull %4)
  %25 = load i32, i32* %4, align 4, !tbaa !15
  %26 = add nsw i32 %25, 1
  %27 = icmp sgt i32 %25, -1
  %28 = select i1 %27, i32 %26, i32 0
  br i1 %27, label %32, label %29

29:                                               ; preds = %38, %22
  %30 = icmp slt i32 %25, -1
  br i1 %30, label %31, label %43

31:                                               ; preds = %29
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %23) #9
  br label %99

32:                                               ; preds = %22, %38
  %33 = phi i32 [ %41, %38 ], [ 0, %22 ]
  %34 = icmp slt i32 %33, %24
  br i1 %34, label %35, label %38

35:                                               ; preds = %32
  %36 = getelementptr inbounds [800 x i8], [800 x i8]* %2, i32 0, i32 %33
  %37 = load i8, i8* %36, align 1, !tbaa !1
  br label %38

38:                                               ; preds = %35, %32
  %39 = phi i8 [ %37, %35 ], [ 48, %32 ]
  %40 = getelementptr inbounds [802 x i8], [802 x i8]* %3, i32 0, i32 %33
  store i8 %39, i8* %40, align 1, !tbaa !1
  %41 = add nuw nsw i32 %33, 1
  %42 = icmp eq i32 %41, %28
  br i1 %42, label %29, label %32, !llvm.loop !17

43:                                               ; preds = %29
  %44 = icmp slt i32 %26, %24
  br i1 %44, label %45, label %50

45:                                               ; preds = %43
  %46 = getelementptr inbounds [800 x i8], [800 x i8]* %2, i32 0, i32 %26
  %47 = load i8, i8* %46, align 1, !tbaa !1
  %48 = sext i8 %47 to i32
  %49 = add nsw i32 %48, -48
  br label %50

50:                                               ; preds = %45, %43
  %51 = phi i32 [ %49, %45 ], [ 0, %43 ]
  %52 = add nsw i32 %25, 2
  %53 = icmp slt i32 %52, %24
  br i1 %53, label %56, label %54

54:                                               ; preds = %56, %50
  %55 = phi i32 [ 0, %50 ], [ %63, %56 ]
  br i1 %27, label %66, label %72

56:                                               ; preds = %50, %56
  %57 = phi i32 [ %64, %56 ], [ %52, %50 ]
  %58 = phi i32 [ %63, %56 ], [ 0, %50 ]
  %59 = getelementptr inbounds [800 x i8], [800 x i8]* %2, i32 0, i32 %57
  %60 = load i8, i8* %59, align 1, !tbaa !1
  %61 = icmp ne i8 %60, 48
  %62 = zext i1 %61 to i32
  %63 = or i32 %58, %62
  %64 = add nsw i32 %57, 1
  %65 = icmp eq i32 %64, %24
  br i1 %65, label %54, label %56, !llvm.loop !18

66:                                               ; preds = %54
  %67 = add nsw i32 %28, -1
  %68 = getelementptr inbounds [802 x i8], [802 x i8]* %3, i32 0, i32 %67
  %69 = load i8, i8* %68, align 1, !tbaa !1
  %70 = and i8 %69, 1
  %71 = icmp ne i8 %70, 0
  br label %72

72:                                               ; preds = %66, %54
  %73 = phi i1 [ false, %54 ], [ %71, %66 ]
  %74 = icmp sgt i32 %51, 5
  br i1 %74, label %80, label %75

75:                                               ; preds = %72
  %76 = icmp eq i32 %51, 5
  br i1 %76, label %77, label %95

77:                                               ; preds = %75
  %78 = icmp ne i32 %55, 0
  %79 = select i1 %78, i1 true, i1 %73
  br i1 %79, label %80, label %95

80:                                               ; preds = %77, %72
  br i1 %27, label %83, label %93

81:                                               ; preds = %89
  %82 = getelementptr inbounds [802 x i8], [802 x i8]* %3, i32 0, i32 1
  call void @llvm.memmove.p0i8.p0i8.i32(i8* nonnull align 1 %82, i8* nonnull align 4 %20, i32 %28, i1 false) #9, !tbaa !1
  br label %93

83:                                               ; preds = %80, %89
  %84 = phi i32 [ %85, %89 ], [ %26, %80 ]
  %85 = add nsw i32 %84, -1
  %86 = getelementptr inbounds [802 x i8], [802 x i8]* %3, i32 0, i32 %85
  %87 = load i8, i8* %86, align 1, !tbaa !1
  %88 = icmp eq i8 %87, 57
  br i1 %88, label %89, label %91

89:                                               ; preds = %83
  store i8 48, i8* %86, align 1, !tbaa !1
  %90 = icmp ugt i32 %84, 1
  br i1 %90, label %83, label %81, !llvm.loop !19

91:                                               ; preds = %83
  %92 = add i8 %87, 1
  store i8 %92, i8* %86, align 1, !tbaa !1
  br label %95

93:                                               ; preds = %81, %80
  store i8 49, i8* %20, align 4, !tbaa !1
  %94 = add nuw nsw i32 %28, 1
  br label %95

95:                                               ; preds = %93, %91, %77, %75
  %96 = phi i32 [ %28, %77 ], [ %28, %75 ], [ %28, %91 ], [ %94, %93 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %23) #9
  %97 = icmp sgt i32 %96, 2
  %98 = select i1 %97, i32 %96, i32 2
  br label %99

99:                                               ; preds = %95, %18, %31
  %100 = phi i32 [ 0, %31 ], [ 0, %18 ], [ %96, %95 ]
  %101 = phi i32 [ 2, %31 ], [ 2, %18 ], [ %98, %95 ]
  %102 = add nsw i32 %101, -1
  %103 = sub i32 %100, %101
  br label %105

104:                                              ; preds = %115
  call void @llvm.lifetime.end.p0i8(i64 802, i8* nonnull %20) #9
  call void @llvm.lifetime.end.p0i8(i64 800, i8* nonnull %19) #9
  br label %119

105:                                              ; preds = %99, %115
  %106 = phi i32 [ 0, %99 ], [ %117, %115 ]
  %107 = icmp eq i32 %106, %102
  br i1 %107, label %108, label %109

108:                                              ; preds = %105
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %109

109:                                              ; preds = %108, %105
  %110 = add i32 %106, %103
  %111 = icmp sgt i32 %110, -1
  br i1 %111, label %112, label %115

112:                                              ; preds = %109
  %113 = getelementptr inbounds [802 x i8], [802 x i8]* %3, i32 0, i32 %110
  %114 = load i8, i8* %113, align 1, !tbaa !1
  br label %115

115:                                              ; preds = %109, %112
  %116 = phi i8 [ %114, %112 ], [ 48, %109 ]
  store volatile i8 %116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %117 = add nuw nsw i32 %106, 1
  %118 = icmp eq i32 %117, %101
  br i1 %118, label %104, label %105, !llvm.loop !33

119:                                              ; preds = %14, %104
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.round.f64(double) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.rint.f64(double) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nearbyint.f64(double) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.trunc.f64(double) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.ceil.f64(double) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.llround.i64.f64(double) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.llrint.i64.f64(double) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.lround.i32.f64(double) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.lrint.i32.f64(double) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.round.f32(float) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.rint.f32(float) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.floor.f32(float) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.ceil.f32(float) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.trunc.f32(float) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.copysign.f64(double, double) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sqrt.f64(double) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.minnum.f64(double, double) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #7

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i32(i8* nocapture writeonly, i8* nocapture readonly, i32, i1 immarg) #8

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { nofree noinline nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { inlinehint nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { inlinehint nofree nosync nounwind writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #6 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { argmemonly nofree nounwind willreturn }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = !{!8, !8, i64 0}
!8 = !{!"double", !2, i64 0}
!9 = distinct !{!9, !5}
!10 = distinct !{!10, !5}
!11 = distinct !{!11, !5}
!12 = distinct !{!12, !5}
!13 = distinct !{!13, !5}
!14 = distinct !{!14, !5}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !2, i64 0}
!17 = distinct !{!17, !5}
!18 = distinct !{!18, !5}
!19 = distinct !{!19, !5}
!20 = distinct !{!20, !5}
!21 = distinct !{!21, !5}
!22 = !{!23, !16, i64 800}
!23 = !{!"", !2, i64 0, !16, i64 800}
!24 = distinct !{!24, !5}
!25 = distinct !{!25, !5}
!26 = distinct !{!26, !5}
!27 = distinct !{!27, !5}
!28 = distinct !{!28, !5}
!29 = distinct !{!29, !5}
!30 = distinct !{!30, !5}
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !2, i64 0}
!33 = distinct !{!33, !5}
