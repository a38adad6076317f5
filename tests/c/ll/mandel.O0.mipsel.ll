; ModuleID = 'mandel.c'
source_filename = "mandel.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.complex = type { double, double }
%struct.big_t = type { [200 x i32], i32 }
%union.anon = type { double }

@x_min = dso_local global double -2.250000e+00, align 8
@x_max = dso_local global double 7.500000e-01, align 8
@y_min = dso_local global double -1.250000e+00, align 8
@y_max = dso_local global double 1.250000e+00, align 8
@zoom_x = dso_local global float 0xBFE7D97F60000000, align 4
@zoom_y = dso_local global float 0x3FBCD9E840000000, align 4
@zoom_r = dso_local global float 0x3F7A9FBE80000000, align 4
@probes = dso_local global [6 x [2 x double]] [[2 x double] [double 2.500000e-01, double 0.000000e+00], [2 x double] [double -7.500000e-01, double 1.000000e-01], [2 x double] [double -1.250000e+00, double 0.000000e+00], [2 x double] [double 3.000000e-01, double 5.000000e-01], [2 x double] [double -1.000000e-01, double 6.510000e-01], [2 x double] [double 0.000000e+00, double 1.000000e+00]], align 8
@.str = private unnamed_addr constant [11 x i8] c"iterations\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"float iterations\00", align 1
@shades = internal constant [11 x i8] c" .:-=+*#%@\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"inf\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca %struct.complex, align 8
  %18 = alloca i32, align 4
  %19 = alloca %struct.complex, align 8
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  %20 = load double, double* @x_max, align 8
  %21 = load double, double* @x_min, align 8
  %22 = fsub double %20, %21
  %23 = fdiv double %22, 7.200000e+01
  store double %23, double* %3, align 8
  %24 = load double, double* @y_max, align 8
  %25 = load double, double* @y_min, align 8
  %26 = fsub double %24, %25
  %27 = fdiv double %26, 2.800000e+01
  store double %27, double* %4, align 8
  store i32 0, i32* %5, align 4
  br label %28

28:                                               ; preds = %61, %0
  %29 = load i32, i32* %5, align 4
  %30 = icmp slt i32 %29, 28
  br i1 %30, label %31, label %64

31:                                               ; preds = %28
  %32 = load double, double* @y_max, align 8
  %33 = load i32, i32* %5, align 4
  %34 = sitofp i32 %33 to double
  %35 = fadd double %34, 5.000000e-01
  %36 = load double, double* %4, align 8
  %37 = fneg double %35
  %38 = call double @llvm.fmuladd.f64(double %37, double %36, double %32)
  store double %38, double* %6, align 8
  store i32 0, i32* %7, align 4
  br label %39

39:                                               ; preds = %57, %31
  %40 = load i32, i32* %7, align 4
  %41 = icmp slt i32 %40, 72
  br i1 %41, label %42, label %60

42:                                               ; preds = %39
  %43 = load double, double* @x_min, align 8
  %44 = load i32, i32* %7, align 4
  %45 = sitofp i32 %44 to double
  %46 = fadd double %45, 5.000000e-01
  %47 = load double, double* %3, align 8
  %48 = call double @llvm.fmuladd.f64(double %46, double %47, double %43)
  store double %48, double* %8, align 8
  %49 = load double, double* %8, align 8
  %50 = load double, double* %6, align 8
  %51 = call i32 @escape_double(double noundef %49, double noundef %50, i32 noundef signext 40)
  store i32 %51, i32* %9, align 4
  %52 = load i32, i32* %9, align 4
  %53 = load i32, i32* %2, align 4
  %54 = add i32 %53, %52
  store i32 %54, i32* %2, align 4
  %55 = load i32, i32* %9, align 4
  %56 = call signext i8 @shade(i32 noundef signext %55, i32 noundef signext 40)
  store volatile i8 %56, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %57

57:                                               ; preds = %42
  %58 = load i32, i32* %7, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, i32* %7, align 4
  br label %39, !llvm.loop !2

60:                                               ; preds = %39
  call void @print_nl()
  br label %61

61:                                               ; preds = %60
  %62 = load i32, i32* %5, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, i32* %5, align 4
  br label %28, !llvm.loop !4

64:                                               ; preds = %28
  %65 = load i32, i32* %2, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef signext %65)
  store i32 0, i32* %2, align 4
  %66 = load float, float* @zoom_r, align 4
  %67 = fmul float 2.000000e+00, %66
  %68 = fdiv float %67, 4.000000e+01
  store float %68, float* %10, align 4
  store i32 0, i32* %11, align 4
  br label %69

69:                                               ; preds = %105, %64
  %70 = load i32, i32* %11, align 4
  %71 = icmp slt i32 %70, 12
  br i1 %71, label %72, label %108

72:                                               ; preds = %69
  %73 = load float, float* @zoom_y, align 4
  %74 = load float, float* @zoom_r, align 4
  %75 = fadd float %73, %74
  %76 = load i32, i32* %11, align 4
  %77 = sitofp i32 %76 to float
  %78 = load float, float* %10, align 4
  %79 = fmul float %77, %78
  %80 = fneg float %79
  %81 = call float @llvm.fmuladd.f32(float %80, float 3.250000e+00, float %75)
  store float %81, float* %12, align 4
  store i32 0, i32* %13, align 4
  br label %82

82:                                               ; preds = %101, %72
  %83 = load i32, i32* %13, align 4
  %84 = icmp slt i32 %83, 40
  br i1 %84, label %85, label %104

85:                                               ; preds = %82
  %86 = load float, float* @zoom_x, align 4
  %87 = load float, float* @zoom_r, align 4
  %88 = fsub float %86, %87
  %89 = load i32, i32* %13, align 4
  %90 = sitofp i32 %89 to float
  %91 = load float, float* %10, align 4
  %92 = call float @llvm.fmuladd.f32(float %90, float %91, float %88)
  store float %92, float* %14, align 4
  %93 = load float, float* %14, align 4
  %94 = load float, float* %12, align 4
  %95 = call i32 @escape_float(float noundef %93, float noundef %94, i32 noundef signext 64)
  store i32 %95, i32* %15, align 4
  %96 = load i32, i32* %15, align 4
  %97 = load i32, i32* %2, align 4
  %98 = add i32 %97, %96
  store i32 %98, i32* %2, align 4
  %99 = load i32, i32* %15, align 4
  %100 = call signext i8 @shade(i32 noundef signext %99, i32 noundef signext 64)
  store volatile i8 %100, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %101

101:                                              ; preds = %85
  %102 = load i32, i32* %13, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, i32* %13, align 4
  br label %82, !llvm.loop !5

104:                                              ; preds = %82
  call void @print_nl()
  br label %105

105:                                              ; preds = %104
  %106 = load i32, i32* %11, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, i32* %11, align 4
  br label %69, !llvm.loop !6

108:                                              ; preds = %69
  %109 = load i32, i32* %2, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext %109)
  store i32 0, i32* %16, align 4
  br label %110

110:                                              ; preds = %138, %108
  %111 = load i32, i32* %16, align 4
  %112 = icmp ult i32 %111, 6
  br i1 %112, label %113, label %141

113:                                              ; preds = %110
  %114 = getelementptr inbounds %struct.complex, %struct.complex* %17, i32 0, i32 0
  %115 = load i32, i32* %16, align 4
  %116 = getelementptr inbounds [6 x [2 x double]], [6 x [2 x double]]* @probes, i32 0, i32 %115
  %117 = getelementptr inbounds [2 x double], [2 x double]* %116, i32 0, i32 0
  %118 = load double, double* %117, align 8
  store double %118, double* %114, align 8
  %119 = getelementptr inbounds %struct.complex, %struct.complex* %17, i32 0, i32 1
  %120 = load i32, i32* %16, align 4
  %121 = getelementptr inbounds [6 x [2 x double]], [6 x [2 x double]]* @probes, i32 0, i32 %120
  %122 = getelementptr inbounds [2 x double], [2 x double]* %121, i32 0, i32 1
  %123 = load double, double* %122, align 8
  store double %123, double* %119, align 8
  %124 = bitcast %struct.complex* %17 to { i32, i32, i32, i32 }*
  %125 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %124, i32 0, i32 0
  %126 = load i32, i32* %125, align 8
  %127 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %124, i32 0, i32 1
  %128 = load i32, i32* %127, align 4
  %129 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %124, i32 0, i32 2
  %130 = load i32, i32* %129, align 8
  %131 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %124, i32 0, i32 3
  %132 = load i32, i32* %131, align 4
  call void @orbit(%struct.complex* sret(%struct.complex) align 8 %19, i32 undef, i32 inreg %126, i32 inreg %128, i32 inreg %130, i32 inreg %132, i32 noundef signext 50, i32* noundef %18)
  %133 = load i32, i32* %18, align 4
  call void @print_int(i32 noundef signext %133)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %134 = getelementptr inbounds %struct.complex, %struct.complex* %19, i32 0, i32 0
  %135 = load double, double* %134, align 8
  call void @print_e(double noundef %135, i32 noundef signext 10)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %136 = getelementptr inbounds %struct.complex, %struct.complex* %19, i32 0, i32 1
  %137 = load double, double* %136, align 8
  call void @print_e(double noundef %137, i32 noundef signext 10)
  call void @print_nl()
  br label %138

138:                                              ; preds = %113
  %139 = load i32, i32* %16, align 4
  %140 = add i32 %139, 1
  store i32 %140, i32* %16, align 4
  br label %110, !llvm.loop !7

141:                                              ; preds = %110
  ret i32 0
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @escape_double(double noundef %0, double noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  store double %0, double* %4, align 8
  store double %1, double* %5, align 8
  store i32 %2, i32* %6, align 4
  store double 0.000000e+00, double* %7, align 8
  store double 0.000000e+00, double* %8, align 8
  store i32 0, i32* %9, align 4
  br label %11

11:                                               ; preds = %25, %3
  %12 = load i32, i32* %9, align 4
  %13 = load i32, i32* %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %23

15:                                               ; preds = %11
  %16 = load double, double* %7, align 8
  %17 = load double, double* %7, align 8
  %18 = load double, double* %8, align 8
  %19 = load double, double* %8, align 8
  %20 = fmul double %18, %19
  %21 = call double @llvm.fmuladd.f64(double %16, double %17, double %20)
  %22 = fcmp ole double %21, 4.000000e+00
  br label %23

23:                                               ; preds = %15, %11
  %24 = phi i1 [ false, %11 ], [ %22, %15 ]
  br i1 %24, label %25, label %43

25:                                               ; preds = %23
  %26 = load double, double* %7, align 8
  %27 = load double, double* %7, align 8
  %28 = load double, double* %8, align 8
  %29 = load double, double* %8, align 8
  %30 = fmul double %28, %29
  %31 = fneg double %30
  %32 = call double @llvm.fmuladd.f64(double %26, double %27, double %31)
  %33 = load double, double* %4, align 8
  %34 = fadd double %32, %33
  store double %34, double* %10, align 8
  %35 = load double, double* %7, align 8
  %36 = fmul double 2.000000e+00, %35
  %37 = load double, double* %8, align 8
  %38 = load double, double* %5, align 8
  %39 = call double @llvm.fmuladd.f64(double %36, double %37, double %38)
  store double %39, double* %8, align 8
  %40 = load double, double* %10, align 8
  store double %40, double* %7, align 8
  %41 = load i32, i32* %9, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, i32* %9, align 4
  br label %11, !llvm.loop !8

43:                                               ; preds = %23
  %44 = load i32, i32* %9, align 4
  ret i32 %44
}

; Function Attrs: noinline nounwind optnone
define internal signext i8 @shade(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  %6 = load i32, i32* %4, align 4
  %7 = load i32, i32* %5, align 4
  %8 = icmp sge i32 %6, %7
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store i8 64, i8* %3, align 1
  br label %15

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4
  %12 = srem i32 %11, 9
  %13 = getelementptr inbounds [11 x i8], [11 x i8]* @shades, i32 0, i32 %12
  %14 = load i8, i8* %13, align 1
  store i8 %14, i8* %3, align 1
  br label %15

15:                                               ; preds = %10, %9
  %16 = load i8, i8* %3, align 1
  ret i8 %16
}

; Function Attrs: noinline nounwind optnone
define internal void @print_nl() #0 {
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 1
  ret void
}

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
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @escape_float(float noundef %0, float noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  store float %0, float* %4, align 4
  store float %1, float* %5, align 4
  store i32 %2, i32* %6, align 4
  store float 0.000000e+00, float* %7, align 4
  store float 0.000000e+00, float* %8, align 4
  store i32 0, i32* %9, align 4
  br label %12

12:                                               ; preds = %28, %3
  %13 = load i32, i32* %9, align 4
  %14 = load i32, i32* %6, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %41

16:                                               ; preds = %12
  %17 = load float, float* %7, align 4
  %18 = load float, float* %7, align 4
  %19 = fmul float %17, %18
  store float %19, float* %10, align 4
  %20 = load float, float* %8, align 4
  %21 = load float, float* %8, align 4
  %22 = fmul float %20, %21
  store float %22, float* %11, align 4
  %23 = load float, float* %10, align 4
  %24 = load float, float* %11, align 4
  %25 = fadd float %23, %24
  %26 = fcmp ogt float %25, 4.000000e+00
  br i1 %26, label %27, label %28

27:                                               ; preds = %16
  br label %41

28:                                               ; preds = %16
  %29 = load float, float* %7, align 4
  %30 = fmul float 2.000000e+00, %29
  %31 = load float, float* %8, align 4
  %32 = load float, float* %5, align 4
  %33 = call float @llvm.fmuladd.f32(float %30, float %31, float %32)
  store float %33, float* %8, align 4
  %34 = load float, float* %10, align 4
  %35 = load float, float* %11, align 4
  %36 = fsub float %34, %35
  %37 = load float, float* %4, align 4
  %38 = fadd float %36, %37
  store float %38, float* %7, align 4
  %39 = load i32, i32* %9, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %9, align 4
  br label %12, !llvm.loop !9

41:                                               ; preds = %27, %12
  %42 = load i32, i32* %9, align 4
  ret i32 %42
}

; Function Attrs: noinline nounwind optnone
define internal void @orbit(%struct.complex* noalias sret(%struct.complex) align 8 %0, i32 %1, i32 inreg %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 noundef signext %6, i32* noundef %7) #0 {
  %9 = alloca %struct.complex, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32*, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.complex, align 8
  %14 = alloca %struct.complex, align 8
  %15 = bitcast %struct.complex* %9 to { i32, i32, i32, i32 }*
  %16 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %15, i32 0, i32 0
  store i32 %2, i32* %16, align 8
  %17 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %15, i32 0, i32 1
  store i32 %3, i32* %17, align 4
  %18 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %15, i32 0, i32 2
  store i32 %4, i32* %18, align 8
  %19 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %15, i32 0, i32 3
  store i32 %5, i32* %19, align 4
  store i32 %6, i32* %10, align 4
  store i32* %7, i32** %11, align 4
  %20 = bitcast %struct.complex* %0 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 8 %20, i8 0, i32 16, i1 false)
  store i32 0, i32* %12, align 4
  br label %21

21:                                               ; preds = %78, %8
  %22 = load i32, i32* %12, align 4
  %23 = load i32, i32* %10, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %37

25:                                               ; preds = %21
  %26 = bitcast %struct.complex* %0 to { i32, i32, i32, i32 }*
  %27 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %26, i32 0, i32 0
  %28 = load i32, i32* %27, align 8
  %29 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %26, i32 0, i32 1
  %30 = load i32, i32* %29, align 4
  %31 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %26, i32 0, i32 2
  %32 = load i32, i32* %31, align 8
  %33 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %26, i32 0, i32 3
  %34 = load i32, i32* %33, align 4
  %35 = call double @c_abs2(i32 inreg %28, i32 inreg %30, i32 inreg %32, i32 inreg %34)
  %36 = fcmp ole double %35, 4.000000e+00
  br label %37

37:                                               ; preds = %25, %21
  %38 = phi i1 [ false, %21 ], [ %36, %25 ]
  br i1 %38, label %39, label %81

39:                                               ; preds = %37
  %40 = bitcast %struct.complex* %0 to { i32, i32, i32, i32 }*
  %41 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %40, i32 0, i32 0
  %42 = load i32, i32* %41, align 8
  %43 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %40, i32 0, i32 1
  %44 = load i32, i32* %43, align 4
  %45 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %40, i32 0, i32 2
  %46 = load i32, i32* %45, align 8
  %47 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %40, i32 0, i32 3
  %48 = load i32, i32* %47, align 4
  %49 = bitcast %struct.complex* %0 to { i32, i32, i32, i32 }*
  %50 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %49, i32 0, i32 0
  %51 = load i32, i32* %50, align 8
  %52 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %49, i32 0, i32 1
  %53 = load i32, i32* %52, align 4
  %54 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %49, i32 0, i32 2
  %55 = load i32, i32* %54, align 8
  %56 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %49, i32 0, i32 3
  %57 = load i32, i32* %56, align 4
  call void @c_mul(%struct.complex* sret(%struct.complex) align 8 %14, i32 undef, i32 inreg %42, i32 inreg %44, i32 inreg %46, i32 inreg %48, i32 inreg %51, i32 inreg %53, i32 inreg %55, i32 inreg %57)
  %58 = bitcast %struct.complex* %14 to { i32, i32, i32, i32 }*
  %59 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %58, i32 0, i32 0
  %60 = load i32, i32* %59, align 8
  %61 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %58, i32 0, i32 1
  %62 = load i32, i32* %61, align 4
  %63 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %58, i32 0, i32 2
  %64 = load i32, i32* %63, align 8
  %65 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %58, i32 0, i32 3
  %66 = load i32, i32* %65, align 4
  %67 = bitcast %struct.complex* %9 to { i32, i32, i32, i32 }*
  %68 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %67, i32 0, i32 0
  %69 = load i32, i32* %68, align 8
  %70 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %67, i32 0, i32 1
  %71 = load i32, i32* %70, align 4
  %72 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %67, i32 0, i32 2
  %73 = load i32, i32* %72, align 8
  %74 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %67, i32 0, i32 3
  %75 = load i32, i32* %74, align 4
  call void @c_add(%struct.complex* sret(%struct.complex) align 8 %13, i32 undef, i32 inreg %60, i32 inreg %62, i32 inreg %64, i32 inreg %66, i32 inreg %69, i32 inreg %71, i32 inreg %73, i32 inreg %75)
  %76 = bitcast %struct.complex* %0 to i8*
  %77 = bitcast %struct.complex* %13 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %76, i8* align 8 %77, i32 16, i1 false)
  br label %78

78:                                               ; preds = %39
  %79 = load i32, i32* %12, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, i32* %12, align 4
  br label %21, !llvm.loop !10

81:                                               ; preds = %37
  %82 = load i32, i32* %12, align 4
  %83 = load i32*, i32** %11, align 4
  store i32 %82, i32* %83, align 4
  ret void
}

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
  br label %28, !llvm.loop !11

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
  br label %65, !llvm.loop !12

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
  br label %3, !llvm.loop !13

11:                                               ; preds = %3
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal double @c_abs2(i32 inreg %0, i32 inreg %1, i32 inreg %2, i32 inreg %3) #0 {
  %5 = alloca %struct.complex, align 8
  %6 = bitcast %struct.complex* %5 to { i32, i32, i32, i32 }*
  %7 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %6, i32 0, i32 0
  store i32 %0, i32* %7, align 8
  %8 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %6, i32 0, i32 1
  store i32 %1, i32* %8, align 4
  %9 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %6, i32 0, i32 2
  store i32 %2, i32* %9, align 8
  %10 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %6, i32 0, i32 3
  store i32 %3, i32* %10, align 4
  %11 = getelementptr inbounds %struct.complex, %struct.complex* %5, i32 0, i32 0
  %12 = load double, double* %11, align 8
  %13 = getelementptr inbounds %struct.complex, %struct.complex* %5, i32 0, i32 0
  %14 = load double, double* %13, align 8
  %15 = getelementptr inbounds %struct.complex, %struct.complex* %5, i32 0, i32 1
  %16 = load double, double* %15, align 8
  %17 = getelementptr inbounds %struct.complex, %struct.complex* %5, i32 0, i32 1
  %18 = load double, double* %17, align 8
  %19 = fmul double %16, %18
  %20 = call double @llvm.fmuladd.f64(double %12, double %14, double %19)
  ret double %20
}

; Function Attrs: noinline nounwind optnone
define internal void @c_add(%struct.complex* noalias sret(%struct.complex) align 8 %0, i32 %1, i32 inreg %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, i32 inreg %9) #0 {
  %11 = alloca %struct.complex, align 8
  %12 = alloca %struct.complex, align 8
  %13 = bitcast %struct.complex* %11 to { i32, i32, i32, i32 }*
  %14 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %13, i32 0, i32 0
  store i32 %2, i32* %14, align 8
  %15 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %13, i32 0, i32 1
  store i32 %3, i32* %15, align 4
  %16 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %13, i32 0, i32 2
  store i32 %4, i32* %16, align 8
  %17 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %13, i32 0, i32 3
  store i32 %5, i32* %17, align 4
  %18 = bitcast %struct.complex* %12 to { i32, i32, i32, i32 }*
  %19 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %18, i32 0, i32 0
  store i32 %6, i32* %19, align 8
  %20 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %18, i32 0, i32 1
  store i32 %7, i32* %20, align 4
  %21 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %18, i32 0, i32 2
  store i32 %8, i32* %21, align 8
  %22 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %18, i32 0, i32 3
  store i32 %9, i32* %22, align 4
  %23 = getelementptr inbounds %struct.complex, %struct.complex* %0, i32 0, i32 0
  %24 = getelementptr inbounds %struct.complex, %struct.complex* %11, i32 0, i32 0
  %25 = load double, double* %24, align 8
  %26 = getelementptr inbounds %struct.complex, %struct.complex* %12, i32 0, i32 0
  %27 = load double, double* %26, align 8
  %28 = fadd double %25, %27
  store double %28, double* %23, align 8
  %29 = getelementptr inbounds %struct.complex, %struct.complex* %0, i32 0, i32 1
  %30 = getelementptr inbounds %struct.complex, %struct.complex* %11, i32 0, i32 1
  %31 = load double, double* %30, align 8
  %32 = getelementptr inbounds %struct.complex, %struct.complex* %12, i32 0, i32 1
  %33 = load double, double* %32, align 8
  %34 = fadd double %31, %33
  store double %34, double* %29, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @c_mul(%struct.complex* noalias sret(%struct.complex) align 8 %0, i32 %1, i32 inreg %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, i32 inreg %9) #0 {
  %11 = alloca %struct.complex, align 8
  %12 = alloca %struct.complex, align 8
  %13 = bitcast %struct.complex* %11 to { i32, i32, i32, i32 }*
  %14 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %13, i32 0, i32 0
  store i32 %2, i32* %14, align 8
  %15 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %13, i32 0, i32 1
  store i32 %3, i32* %15, align 4
  %16 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %13, i32 0, i32 2
  store i32 %4, i32* %16, align 8
  %17 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %13, i32 0, i32 3
  store i32 %5, i32* %17, align 4
  %18 = bitcast %struct.complex* %12 to { i32, i32, i32, i32 }*
  %19 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %18, i32 0, i32 0
  store i32 %6, i32* %19, align 8
  %20 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %18, i32 0, i32 1
  store i32 %7, i32* %20, align 4
  %21 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %18, i32 0, i32 2
  store i32 %8, i32* %21, align 8
  %22 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %18, i32 0, i32 3
  store i32 %9, i32* %22, align 4
  %23 = getelementptr inbounds %struct.complex, %struct.complex* %0, i32 0, i32 0
  %24 = getelementptr inbounds %struct.complex, %struct.complex* %11, i32 0, i32 0
  %25 = load double, double* %24, align 8
  %26 = getelementptr inbounds %struct.complex, %struct.complex* %12, i32 0, i32 0
  %27 = load double, double* %26, align 8
  %28 = getelementptr inbounds %struct.complex, %struct.complex* %11, i32 0, i32 1
  %29 = load double, double* %28, align 8
  %30 = getelementptr inbounds %struct.complex, %struct.complex* %12, i32 0, i32 1
  %31 = load double, double* %30, align 8
  %32 = fmul double %29, %31
  %33 = fneg double %32
  %34 = call double @llvm.fmuladd.f64(double %25, double %27, double %33)
  store double %34, double* %23, align 8
  %35 = getelementptr inbounds %struct.complex, %struct.complex* %0, i32 0, i32 1
  %36 = getelementptr inbounds %struct.complex, %struct.complex* %11, i32 0, i32 0
  %37 = load double, double* %36, align 8
  %38 = getelementptr inbounds %struct.complex, %struct.complex* %12, i32 0, i32 1
  %39 = load double, double* %38, align 8
  %40 = getelementptr inbounds %struct.complex, %struct.complex* %11, i32 0, i32 1
  %41 = load double, double* %40, align 8
  %42 = getelementptr inbounds %struct.complex, %struct.complex* %12, i32 0, i32 0
  %43 = load double, double* %42, align 8
  %44 = fmul double %41, %43
  %45 = call double @llvm.fmuladd.f64(double %37, double %39, double %44)
  store double %45, double* %35, align 8
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #3

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
  br i1 %17, label %5, label %18, !llvm.loop !14

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
  br label %19, !llvm.loop !15

27:                                               ; preds = %19
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
  call void @print_str(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0))
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
  call void @print_str(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0))
  store i32 1, i32* %2, align 4
  br label %22

21:                                               ; preds = %17
  store i32 0, i32* %2, align 4
  br label %22

22:                                               ; preds = %21, %20, %7
  %23 = load i32, i32* %2, align 4
  ret i32 %23
}

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
  br label %38, !llvm.loop !16

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
  br label %57, !llvm.loop !17

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
  br label %71, !llvm.loop !18

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
  br label %79, !llvm.loop !19

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
  br label %25, !llvm.loop !20

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
  br label %69, !llvm.loop !21

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
  br label %116, !llvm.loop !22

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
  br label %144, !llvm.loop !23

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
  br i1 %22, label %7, label %23, !llvm.loop !24

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
  br label %8, !llvm.loop !25

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
  br label %36, !llvm.loop !26

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
  br label %45, !llvm.loop !27

75:                                               ; preds = %45
  br label %76

76:                                               ; preds = %75
  %77 = load i32, i32* %6, align 4
  %78 = add nsw i32 %77, -1
  store i32 %78, i32* %6, align 4
  br label %14, !llvm.loop !28

79:                                               ; preds = %14
  %80 = load i32, i32* %5, align 4
  ret i32 %80
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { argmemonly nofree nounwind willreturn }

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
