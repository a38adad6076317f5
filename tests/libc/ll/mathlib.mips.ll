; ModuleID = 'mathlib.c'
source_filename = "mathlib.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.anon = type { i8*, double (double)*, double, double }
%struct.anon.0 = type { i8*, double (double, double)*, double, double, double, double }

@.str = private unnamed_addr constant [4 x i8] c"exp\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"exp2\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"log\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"log2\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"log10\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"sin\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"cos\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"tan\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"asin\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"acos\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"atan\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"sinh\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"cosh\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"tanh\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"cbrt\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"sqrt\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"floor\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"ceil\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"trunc\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"round\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"fabs\00", align 1
@__const.main.one = private unnamed_addr constant [23 x %struct.anon] [%struct.anon { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), double (double)* @exp, double -7.000000e+02, double 7.000000e+02 }, %struct.anon { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), double (double)* @exp2, double -1.000000e+03, double 1.000000e+03 }, %struct.anon { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), double (double)* @log, double 1.000000e-300, double 1.000000e+300 }, %struct.anon { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), double (double)* @log, double 5.000000e-01, double 2.000000e+00 }, %struct.anon { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), double (double)* @log2, double 1.000000e-10, double 1.000000e+10 }, %struct.anon { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), double (double)* @log10, double 1.000000e-10, double 1.000000e+10 }, %struct.anon { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), double (double)* @sin, double -1.000000e+01, double 1.000000e+01 }, %struct.anon { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), double (double)* @cos, double -1.000000e+01, double 1.000000e+01 }, %struct.anon { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i32 0, i32 0), double (double)* @tan, double -1.500000e+00, double 1.500000e+00 }, %struct.anon { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), double (double)* @sin, double -1.000000e+05, double 1.000000e+05 }, %struct.anon { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), double (double)* @asin, double -1.000000e+00, double 1.000000e+00 }, %struct.anon { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i32 0, i32 0), double (double)* @acos, double -1.000000e+00, double 1.000000e+00 }, %struct.anon { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), double (double)* @atan, double -2.000000e+01, double 2.000000e+01 }, %struct.anon { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i32 0, i32 0), double (double)* @sinh, double -5.000000e+00, double 5.000000e+00 }, %struct.anon { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.12, i32 0, i32 0), double (double)* @cosh, double -5.000000e+00, double 5.000000e+00 }, %struct.anon { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.13, i32 0, i32 0), double (double)* @tanh, double -5.000000e+00, double 5.000000e+00 }, %struct.anon { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), double (double)* @cbrt, double -1.000000e+06, double 1.000000e+06 }, %struct.anon { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i32 0, i32 0), double (double)* @sqrt, double 0.000000e+00, double 1.000000e+06 }, %struct.anon { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i32 0, i32 0), double (double)* @floor, double -1.000000e+06, double 1.000000e+06 }, %struct.anon { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), double (double)* @ceil, double -1.000000e+06, double 1.000000e+06 }, %struct.anon { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i32 0, i32 0), double (double)* @trunc, double -1.000000e+06, double 1.000000e+06 }, %struct.anon { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), double (double)* @round, double -1.000000e+06, double 1.000000e+06 }, %struct.anon { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.20, i32 0, i32 0), double (double)* @fabs, double -1.000000e+06, double 1.000000e+06 }], align 8
@.str.21 = private unnamed_addr constant [10 x i8] c"%s %a %a\0A\00", align 1
@.str.22 = private unnamed_addr constant [4 x i8] c"pow\00", align 1
@.str.23 = private unnamed_addr constant [6 x i8] c"atan2\00", align 1
@.str.24 = private unnamed_addr constant [6 x i8] c"hypot\00", align 1
@.str.25 = private unnamed_addr constant [5 x i8] c"fmod\00", align 1
@__const.main.two = private unnamed_addr constant [5 x %struct.anon.0] [%struct.anon.0 { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i32 0, i32 0), double (double, double)* @pow, double 0.000000e+00, double 1.000000e+01, double -3.000000e+01, double 3.000000e+01 }, %struct.anon.0 { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i32 0, i32 0), double (double, double)* @pow, double 5.000000e-01, double 2.000000e+00, double -1.000000e+03, double 1.000000e+03 }, %struct.anon.0 { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.23, i32 0, i32 0), double (double, double)* @atan2, double -1.000000e+01, double 1.000000e+01, double -1.000000e+01, double 1.000000e+01 }, %struct.anon.0 { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.24, i32 0, i32 0), double (double, double)* @hypot, double -1.000000e+10, double 1.000000e+10, double -1.000000e+05, double 1.000000e+05 }, %struct.anon.0 { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.25, i32 0, i32 0), double (double, double)* @fmod, double -1.000000e+02, double 1.000000e+02, double -7.000000e+00, double 7.000000e+00 }], align 8
@.str.26 = private unnamed_addr constant [13 x i8] c"%s %a %a %a\0A\00", align 1
@.str.27 = private unnamed_addr constant [36 x i8] c"frexp %a %d ldexp %a %a modf %a %a\0A\00", align 1
@.str.28 = private unnamed_addr constant [27 x i8] c"special %a %a %a %a %a %a\0A\00", align 1
@.str.29 = private unnamed_addr constant [16 x i8] c"float %a %a %a\0A\00", align 1
@state = internal unnamed_addr global i64 -8846114313915602277, align 8

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  br label %3

3:                                                ; preds = %0, %14
  %4 = phi i32 [ 0, %0 ], [ %15, %14 ]
  %5 = getelementptr inbounds [23 x %struct.anon], [23 x %struct.anon]* @__const.main.one, i32 0, i32 %4, i32 2
  %6 = load double, double* %5, align 8, !tbaa !1
  %7 = getelementptr inbounds [23 x %struct.anon], [23 x %struct.anon]* @__const.main.one, i32 0, i32 %4, i32 3
  %8 = load double, double* %7, align 8, !tbaa !7
  %9 = fsub double %8, %6
  %10 = getelementptr inbounds [23 x %struct.anon], [23 x %struct.anon]* @__const.main.one, i32 0, i32 %4, i32 0
  %11 = load i8*, i8** %10, align 8, !tbaa !8
  %12 = getelementptr inbounds [23 x %struct.anon], [23 x %struct.anon]* @__const.main.one, i32 0, i32 %4, i32 1
  %13 = load double (double)*, double (double)** %12, align 4, !tbaa !9
  br label %17

14:                                               ; preds = %17
  %15 = add nuw nsw i32 %4, 1
  %16 = icmp eq i32 %15, 23
  br i1 %16, label %35, label %3, !llvm.loop !10

17:                                               ; preds = %3, %17
  %18 = phi i32 [ 0, %3 ], [ %33, %17 ]
  %19 = load i64, i64* @state, align 8, !tbaa !12
  %20 = shl i64 %19, 13
  %21 = xor i64 %20, %19
  %22 = lshr i64 %21, 7
  %23 = xor i64 %22, %21
  %24 = shl i64 %23, 17
  %25 = xor i64 %24, %23
  store i64 %25, i64* @state, align 8, !tbaa !12
  %26 = lshr i64 %25, 11
  %27 = uitofp i64 %26 to double
  %28 = fmul double %9, %27
  %29 = fmul double %28, 0x3CA0000000000000
  %30 = fadd double %6, %29
  %31 = tail call double %13(double noundef %30) #3
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.21, i32 0, i32 0), i8* noundef %11, double noundef %30, double noundef %31) #3
  %33 = add nuw nsw i32 %18, 1
  %34 = icmp eq i32 %33, 60
  br i1 %34, label %14, label %17, !llvm.loop !14

35:                                               ; preds = %14, %77
  %36 = phi i32 [ %78, %77 ], [ 0, %14 ]
  %37 = getelementptr inbounds [5 x %struct.anon.0], [5 x %struct.anon.0]* @__const.main.two, i32 0, i32 %36, i32 2
  %38 = load double, double* %37, align 8, !tbaa !15
  %39 = getelementptr inbounds [5 x %struct.anon.0], [5 x %struct.anon.0]* @__const.main.two, i32 0, i32 %36, i32 3
  %40 = load double, double* %39, align 8, !tbaa !17
  %41 = fsub double %40, %38
  %42 = getelementptr inbounds [5 x %struct.anon.0], [5 x %struct.anon.0]* @__const.main.two, i32 0, i32 %36, i32 4
  %43 = load double, double* %42, align 8, !tbaa !18
  %44 = getelementptr inbounds [5 x %struct.anon.0], [5 x %struct.anon.0]* @__const.main.two, i32 0, i32 %36, i32 5
  %45 = load double, double* %44, align 8, !tbaa !19
  %46 = fsub double %45, %43
  %47 = getelementptr inbounds [5 x %struct.anon.0], [5 x %struct.anon.0]* @__const.main.two, i32 0, i32 %36, i32 0
  %48 = load i8*, i8** %47, align 8, !tbaa !20
  %49 = getelementptr inbounds [5 x %struct.anon.0], [5 x %struct.anon.0]* @__const.main.two, i32 0, i32 %36, i32 1
  %50 = load double (double, double)*, double (double, double)** %49, align 4, !tbaa !21
  br label %80

51:                                               ; preds = %77
  %52 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %52) #4
  %53 = call double @frexp(double noundef -4.800000e+01, i32* noundef nonnull %1) #3
  %54 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %54) #4
  %55 = call double @modf(double noundef -3.750000e+00, double* noundef nonnull %2) #3
  %56 = load i32, i32* %1, align 4, !tbaa !22
  %57 = call double @ldexp(double noundef 1.000000e+00, i32 noundef signext -1074) #3
  %58 = call double @ldexp(double noundef 3.000000e+00, i32 noundef signext 1023) #3
  %59 = load double, double* %2, align 8, !tbaa !24
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.27, i32 0, i32 0), double noundef %53, i32 noundef signext %56, double noundef %57, double noundef %58, double noundef %55, double noundef %59) #3
  %61 = call double @pow(double noundef 2.000000e+00, double noundef 1.000000e+01) #3
  %62 = call double @pow(double noundef -2.000000e+00, double noundef 3.000000e+00) #3
  %63 = call double @pow(double noundef 0.000000e+00, double noundef -1.000000e+00) #3
  %64 = call double @pow(double noundef -8.000000e+00, double noundef 0x3FD5555555555555) #3
  %65 = fcmp uno double %64, 0.000000e+00
  %66 = uitofp i1 %65 to double
  %67 = call double @log10(double noundef 1.000000e+03) #3
  %68 = call double @log2(double noundef 1.024000e+03) #3
  %69 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.28, i32 0, i32 0), double noundef %61, double noundef %62, double noundef %63, double noundef %66, double noundef %67, double noundef %68) #3
  %70 = call float @sinf(float noundef 1.000000e+00) #3
  %71 = fpext float %70 to double
  %72 = call float @powf(float noundef 2.000000e+00, float noundef 5.000000e-01) #3
  %73 = fpext float %72 to double
  %74 = call float @expf(float noundef 1.000000e+00) #3
  %75 = fpext float %74 to double
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.29, i32 0, i32 0), double noundef %71, double noundef %73, double noundef %75) #3
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %54) #4
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %52) #4
  ret i32 0

77:                                               ; preds = %80
  %78 = add nuw nsw i32 %36, 1
  %79 = icmp eq i32 %78, 5
  br i1 %79, label %51, label %35, !llvm.loop !25

80:                                               ; preds = %35, %80
  %81 = phi i32 [ 0, %35 ], [ %107, %80 ]
  %82 = load i64, i64* @state, align 8, !tbaa !12
  %83 = shl i64 %82, 13
  %84 = xor i64 %83, %82
  %85 = lshr i64 %84, 7
  %86 = xor i64 %85, %84
  %87 = shl i64 %86, 17
  %88 = xor i64 %87, %86
  %89 = lshr i64 %88, 11
  %90 = uitofp i64 %89 to double
  %91 = fmul double %41, %90
  %92 = fmul double %91, 0x3CA0000000000000
  %93 = fadd double %38, %92
  %94 = shl i64 %88, 13
  %95 = xor i64 %94, %88
  %96 = lshr i64 %95, 7
  %97 = xor i64 %96, %95
  %98 = shl i64 %97, 17
  %99 = xor i64 %98, %97
  store i64 %99, i64* @state, align 8, !tbaa !12
  %100 = lshr i64 %99, 11
  %101 = uitofp i64 %100 to double
  %102 = fmul double %46, %101
  %103 = fmul double %102, 0x3CA0000000000000
  %104 = fadd double %43, %103
  %105 = tail call double %50(double noundef %93, double noundef %104) #3
  %106 = tail call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.26, i32 0, i32 0), i8* noundef %48, double noundef %93, double noundef %104, double noundef %105) #3
  %107 = add nuw nsw i32 %81, 1
  %108 = icmp eq i32 %107, 60
  br i1 %108, label %77, label %80, !llvm.loop !26
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local double @exp(double noundef) #2

declare dso_local double @exp2(double noundef) #2

declare dso_local double @log(double noundef) #2

declare dso_local double @log2(double noundef) #2

declare dso_local double @log10(double noundef) #2

declare dso_local double @sin(double noundef) #2

declare dso_local double @cos(double noundef) #2

declare dso_local double @tan(double noundef) #2

declare dso_local double @asin(double noundef) #2

declare dso_local double @acos(double noundef) #2

declare dso_local double @atan(double noundef) #2

declare dso_local double @sinh(double noundef) #2

declare dso_local double @cosh(double noundef) #2

declare dso_local double @tanh(double noundef) #2

declare dso_local double @cbrt(double noundef) #2

declare dso_local double @sqrt(double noundef) #2

declare dso_local double @floor(double noundef) #2

declare dso_local double @ceil(double noundef) #2

declare dso_local double @trunc(double noundef) #2

declare dso_local double @round(double noundef) #2

declare dso_local double @fabs(double noundef) #2

declare dso_local i32 @printf(i8* noundef, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local double @pow(double noundef, double noundef) #2

declare dso_local double @atan2(double noundef, double noundef) #2

declare dso_local double @hypot(double noundef, double noundef) #2

declare dso_local double @fmod(double noundef, double noundef) #2

declare dso_local double @frexp(double noundef, i32* noundef) local_unnamed_addr #2

declare dso_local double @modf(double noundef, double* noundef) local_unnamed_addr #2

declare dso_local double @ldexp(double noundef, i32 noundef signext) local_unnamed_addr #2

declare dso_local float @sinf(float noundef) local_unnamed_addr #2

declare dso_local float @powf(float noundef, float noundef) local_unnamed_addr #2

declare dso_local float @expf(float noundef) local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !6, i64 8}
!2 = !{!"", !3, i64 0, !3, i64 4, !6, i64 8, !6, i64 16}
!3 = !{!"any pointer", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!"double", !4, i64 0}
!7 = !{!2, !6, i64 16}
!8 = !{!2, !3, i64 0}
!9 = !{!2, !3, i64 4}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !4, i64 0}
!14 = distinct !{!14, !11}
!15 = !{!16, !6, i64 8}
!16 = !{!"", !3, i64 0, !3, i64 4, !6, i64 8, !6, i64 16, !6, i64 24, !6, i64 32}
!17 = !{!16, !6, i64 16}
!18 = !{!16, !6, i64 24}
!19 = !{!16, !6, i64 32}
!20 = !{!16, !3, i64 0}
!21 = !{!16, !3, i64 4}
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !4, i64 0}
!24 = !{!6, !6, i64 0}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
