; ModuleID = 'fmt.c'
source_filename = "fmt.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.big_t = type { [200 x i32], i32 }

@values = dso_local local_unnamed_addr global [27 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -1.000000e+00, double 1.000000e-01, double 5.000000e-01, double 1.500000e+00, double 2.500000e+00, double -2.500000e+00, double 1.250000e-01, double 3.750000e-01, double 0x3FD5555555555555, double 0x3FE5555555555555, double 5.000000e-07, double 5.000000e-07, double 0x4023FFFFEF39085F, double 0x412E847FFFFFEF39, double 0x419D6F3454800000, double 0x400921FB54442D18, double 0x4005BF0A8B145769, double 1.000000e+15, double 1.000000e+22, double 0x44B52D02C7E14AF6, double 0x7FEFFFFFFFFFFFFF, double 0x10000000000000, double 4.940660e-324, double 0xBF10000000000000], align 8
@fvalues = dso_local local_unnamed_addr global [7 x float] [float 0x3FB99999A0000000, float 0x3FD5555560000000, float 0x4170000000000000, float 0x47EFFFFFE0000000, float 0x3810000000000000, float 0x36A0000000000000, float -0.000000e+00], align 4
@precisions = dso_local local_unnamed_addr global [6 x i32] [i32 0, i32 1, i32 2, i32 3, i32 6, i32 10], align 4
@zero = dso_local local_unnamed_addr global double 0.000000e+00, align 8
@.str.2 = private unnamed_addr constant [34 x i8] c"inf %f, -inf %e, nan %f and %.2e\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"0.1 ten times: %.17f (%s 1)\0A\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"!=\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"0.1f ten times: %.10f\0A\00", align 1
@.str.7 = private unnamed_addr constant [48 x i8] c"1e16 + 1 - 1e16 = %.1f, 1e16 + 2 - 1e16 = %.1f\0A\00", align 1
@.str.8 = private unnamed_addr constant [28 x i8] c"%d|%s|%.3f|%e|%.0e|%u%%|%c\0A\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"odd\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"even\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i32 [ 0, %0 ], [ %17, %1 ]
  %3 = getelementptr inbounds [27 x double], [27 x double]* @values, i32 0, i32 %2
  %4 = load double, double* %3, align 8, !tbaa !1
  tail call fastcc void @print_f(double noundef %4, i32 noundef signext 6)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  tail call fastcc void @print_e(double noundef %4, i32 noundef signext 6)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %5 = load i32, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @precisions, i32 0, i32 0), align 4, !tbaa !6
  tail call fastcc void @print_f(double noundef %4, i32 noundef signext %5)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %6 = load i32, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @precisions, i32 0, i32 0), align 4, !tbaa !6
  tail call fastcc void @print_e(double noundef %4, i32 noundef signext %6)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %7 = load i32, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @precisions, i32 0, i32 1), align 4, !tbaa !6
  tail call fastcc void @print_f(double noundef %4, i32 noundef signext %7)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %8 = load i32, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @precisions, i32 0, i32 1), align 4, !tbaa !6
  tail call fastcc void @print_e(double noundef %4, i32 noundef signext %8)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %9 = load i32, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @precisions, i32 0, i32 2), align 4, !tbaa !6
  tail call fastcc void @print_f(double noundef %4, i32 noundef signext %9)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %10 = load i32, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @precisions, i32 0, i32 2), align 4, !tbaa !6
  tail call fastcc void @print_e(double noundef %4, i32 noundef signext %10)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %11 = load i32, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @precisions, i32 0, i32 3), align 4, !tbaa !6
  tail call fastcc void @print_f(double noundef %4, i32 noundef signext %11)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %12 = load i32, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @precisions, i32 0, i32 3), align 4, !tbaa !6
  tail call fastcc void @print_e(double noundef %4, i32 noundef signext %12)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %13 = load i32, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @precisions, i32 0, i32 4), align 4, !tbaa !6
  tail call fastcc void @print_f(double noundef %4, i32 noundef signext %13)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %14 = load i32, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @precisions, i32 0, i32 4), align 4, !tbaa !6
  tail call fastcc void @print_e(double noundef %4, i32 noundef signext %14)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %15 = load i32, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @precisions, i32 0, i32 5), align 4, !tbaa !6
  tail call fastcc void @print_f(double noundef %4, i32 noundef signext %15)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %16 = load i32, i32* getelementptr inbounds ([6 x i32], [6 x i32]* @precisions, i32 0, i32 5), align 4, !tbaa !6
  tail call fastcc void @print_e(double noundef %4, i32 noundef signext %16)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %17 = add nuw nsw i32 %2, 1
  %18 = icmp eq i32 %17, 27
  br i1 %18, label %19, label %1, !llvm.loop !8

19:                                               ; preds = %1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %20 = load double, double* getelementptr inbounds ([27 x double], [27 x double]* @values, i32 0, i32 25), align 8, !tbaa !1
  tail call fastcc void @print_e(double noundef %20, i32 noundef signext 760)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 94, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 120, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  tail call fastcc void @print_f(double noundef 0x3EB0000000000000, i32 noundef signext 26)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %21 = load float, float* getelementptr inbounds ([7 x float], [7 x float]* @fvalues, i32 0, i32 0), align 4, !tbaa !10
  %22 = fpext float %21 to double
  tail call fastcc void @print_f(double noundef %22, i32 noundef signext 20)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  tail call fastcc void @print_e(double noundef %22, i32 noundef signext 10)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %23 = load float, float* getelementptr inbounds ([7 x float], [7 x float]* @fvalues, i32 0, i32 1), align 4, !tbaa !10
  %24 = fpext float %23 to double
  tail call fastcc void @print_f(double noundef %24, i32 noundef signext 20)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  tail call fastcc void @print_e(double noundef %24, i32 noundef signext 10)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %25 = load float, float* getelementptr inbounds ([7 x float], [7 x float]* @fvalues, i32 0, i32 2), align 4, !tbaa !10
  %26 = fpext float %25 to double
  tail call fastcc void @print_f(double noundef %26, i32 noundef signext 20)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  tail call fastcc void @print_e(double noundef %26, i32 noundef signext 10)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %27 = load float, float* getelementptr inbounds ([7 x float], [7 x float]* @fvalues, i32 0, i32 3), align 4, !tbaa !10
  %28 = fpext float %27 to double
  tail call fastcc void @print_f(double noundef %28, i32 noundef signext 20)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  tail call fastcc void @print_e(double noundef %28, i32 noundef signext 10)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %29 = load float, float* getelementptr inbounds ([7 x float], [7 x float]* @fvalues, i32 0, i32 4), align 4, !tbaa !10
  %30 = fpext float %29 to double
  tail call fastcc void @print_f(double noundef %30, i32 noundef signext 20)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  tail call fastcc void @print_e(double noundef %30, i32 noundef signext 10)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %31 = load float, float* getelementptr inbounds ([7 x float], [7 x float]* @fvalues, i32 0, i32 5), align 4, !tbaa !10
  %32 = fpext float %31 to double
  tail call fastcc void @print_f(double noundef %32, i32 noundef signext 20)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  tail call fastcc void @print_e(double noundef %32, i32 noundef signext 10)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %33 = load float, float* getelementptr inbounds ([7 x float], [7 x float]* @fvalues, i32 0, i32 6), align 4, !tbaa !10
  %34 = fpext float %33 to double
  tail call fastcc void @print_f(double noundef %34, i32 noundef signext 20)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  tail call fastcc void @print_e(double noundef %34, i32 noundef signext 10)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %35 = load double, double* @zero, align 8, !tbaa !1
  %36 = fdiv double 1.000000e+00, %35
  %37 = fdiv double %35, %35
  %38 = fneg double %36
  %39 = fneg double %37
  tail call void (i8*, ...) @mini_printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.2, i32 0, i32 0), double noundef %36, double noundef %38, double noundef %37, double noundef %39)
  tail call void (i8*, ...) @mini_printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i32 0, i32 0), double noundef 0x3FEFFFFFFFFFFFFF, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.5, i32 0, i32 0))
  tail call void (i8*, ...) @mini_printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.6, i32 0, i32 0), double noundef 0x3FF0000020000000)
  tail call void (i8*, ...) @mini_printf(i8* noundef getelementptr inbounds ([48 x i8], [48 x i8]* @.str.7, i32 0, i32 0), double noundef 0.000000e+00, double noundef 2.000000e+00)
  tail call void (i8*, ...) @mini_printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.8, i32 0, i32 0), i32 noundef signext 1, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), double noundef -6.250000e-01, double noundef 0xBFCF400000000000, double noundef -6.250000e+02, i32 noundef signext 12, i32 noundef signext 98)
  tail call void (i8*, ...) @mini_printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.8, i32 0, i32 0), i32 noundef signext 2, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), double noundef -2.500000e-01, double noundef -1.562500e-02, double noundef -2.500000e+02, i32 noundef signext 24, i32 noundef signext 99)
  tail call void (i8*, ...) @mini_printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.8, i32 0, i32 0), i32 noundef signext 3, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), double noundef 1.250000e-01, double noundef 0x3F60000000000000, double noundef 1.250000e+02, i32 noundef signext 36, i32 noundef signext 100)
  tail call void (i8*, ...) @mini_printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.8, i32 0, i32 0), i32 noundef signext 4, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), double noundef 5.000000e-01, double noundef 1.250000e-01, double noundef 5.000000e+02, i32 noundef signext 48, i32 noundef signext 101)
  tail call void (i8*, ...) @mini_printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.8, i32 0, i32 0), i32 noundef signext 5, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), double noundef 8.750000e-01, double noundef 0x3FE5700000000000, double noundef 8.750000e+02, i32 noundef signext 60, i32 noundef signext 102)
  tail call void (i8*, ...) @mini_printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.8, i32 0, i32 0), i32 noundef signext 6, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), double noundef 1.250000e+00, double noundef 0x3FFF400000000000, double noundef 1.250000e+03, i32 noundef signext 72, i32 noundef signext 103)
  tail call void (i8*, ...) @mini_printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.8, i32 0, i32 0), i32 noundef signext 7, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), double noundef 1.625000e+00, double noundef 0x40112A0000000000, double noundef 1.625000e+03, i32 noundef signext 84, i32 noundef signext 104)
  tail call void (i8*, ...) @mini_printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.8, i32 0, i32 0), i32 noundef signext 8, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), double noundef 2.000000e+00, double noundef 8.000000e+00, double noundef 2.000000e+03, i32 noundef signext 96, i32 noundef signext 105)
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inlinehint nofree nounwind
define internal fastcc void @print_f(double noundef %0, i32 noundef signext %1) unnamed_addr #2 {
  %3 = alloca [800 x i8], align 1
  %4 = alloca [802 x i8], align 4
  %5 = alloca i32, align 4
  %6 = icmp sgt i32 %1, 0
  %7 = select i1 %6, i32 %1, i32 0
  %8 = fcmp uno double %0, 0.000000e+00
  br i1 %8, label %17, label %9

9:                                                ; preds = %2
  %10 = bitcast double %0 to i64
  %11 = icmp sgt i64 %10, -1
  br i1 %11, label %13, label %12

12:                                               ; preds = %9
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
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
  store volatile i8 %18, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 %19, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 %20, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  br label %123

21:                                               ; preds = %13
  %22 = getelementptr inbounds [800 x i8], [800 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 800, i8* nonnull %22) #7
  %23 = getelementptr inbounds [802 x i8], [802 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 802, i8* nonnull %23) #7
  %24 = fcmp une double %0, 0.000000e+00
  br i1 %24, label %25, label %99

25:                                               ; preds = %21
  %26 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %26) #7
  %27 = call fastcc i32 @exact_digits(double noundef %0, i8* noundef nonnull %22, i32* noundef nonnull %5)
  %28 = load i32, i32* %5, align 4, !tbaa !6
  %29 = add nsw i32 %28, %7
  %30 = icmp sgt i32 %29, 0
  %31 = select i1 %30, i32 %29, i32 0
  br i1 %30, label %34, label %32

32:                                               ; preds = %40, %25
  %33 = icmp slt i32 %29, 0
  br i1 %33, label %97, label %45

34:                                               ; preds = %25, %40
  %35 = phi i32 [ %43, %40 ], [ 0, %25 ]
  %36 = icmp slt i32 %35, %27
  br i1 %36, label %37, label %40

37:                                               ; preds = %34
  %38 = getelementptr inbounds [800 x i8], [800 x i8]* %3, i32 0, i32 %35
  %39 = load i8, i8* %38, align 1, !tbaa !5
  br label %40

40:                                               ; preds = %37, %34
  %41 = phi i8 [ %39, %37 ], [ 48, %34 ]
  %42 = getelementptr inbounds [802 x i8], [802 x i8]* %4, i32 0, i32 %35
  store i8 %41, i8* %42, align 1, !tbaa !5
  %43 = add nuw nsw i32 %35, 1
  %44 = icmp eq i32 %43, %31
  br i1 %44, label %32, label %34, !llvm.loop !12

45:                                               ; preds = %32
  %46 = icmp slt i32 %29, %27
  br i1 %46, label %47, label %52

47:                                               ; preds = %45
  %48 = getelementptr inbounds [800 x i8], [800 x i8]* %3, i32 0, i32 %29
  %49 = load i8, i8* %48, align 1, !tbaa !5
  %50 = sext i8 %49 to i32
  %51 = add nsw i32 %50, -48
  br label %52

52:                                               ; preds = %47, %45
  %53 = phi i32 [ %51, %47 ], [ 0, %45 ]
  %54 = add nuw nsw i32 %29, 1
  %55 = icmp slt i32 %54, %27
  br i1 %55, label %58, label %56

56:                                               ; preds = %58, %52
  %57 = phi i32 [ 0, %52 ], [ %65, %58 ]
  br i1 %30, label %68, label %74

58:                                               ; preds = %52, %58
  %59 = phi i32 [ %66, %58 ], [ %54, %52 ]
  %60 = phi i32 [ %65, %58 ], [ 0, %52 ]
  %61 = getelementptr inbounds [800 x i8], [800 x i8]* %3, i32 0, i32 %59
  %62 = load i8, i8* %61, align 1, !tbaa !5
  %63 = icmp ne i8 %62, 48
  %64 = zext i1 %63 to i32
  %65 = or i32 %60, %64
  %66 = add nsw i32 %59, 1
  %67 = icmp eq i32 %66, %27
  br i1 %67, label %56, label %58, !llvm.loop !13

68:                                               ; preds = %56
  %69 = add nsw i32 %31, -1
  %70 = getelementptr inbounds [802 x i8], [802 x i8]* %4, i32 0, i32 %69
  %71 = load i8, i8* %70, align 1, !tbaa !5
  %72 = and i8 %71, 1
  %73 = icmp ne i8 %72, 0
  br label %74

74:                                               ; preds = %68, %56
  %75 = phi i1 [ false, %56 ], [ %73, %68 ]
  %76 = icmp sgt i32 %53, 5
  br i1 %76, label %82, label %77

77:                                               ; preds = %74
  %78 = icmp eq i32 %53, 5
  br i1 %78, label %79, label %97

79:                                               ; preds = %77
  %80 = icmp ne i32 %57, 0
  %81 = select i1 %80, i1 true, i1 %75
  br i1 %81, label %82, label %97

82:                                               ; preds = %79, %74
  br i1 %30, label %85, label %95

83:                                               ; preds = %91
  %84 = getelementptr inbounds [802 x i8], [802 x i8]* %4, i32 0, i32 1
  call void @llvm.memmove.p0i8.p0i8.i32(i8* nonnull align 1 %84, i8* nonnull align 4 %23, i32 %31, i1 false) #7, !tbaa !5
  br label %95

85:                                               ; preds = %82, %91
  %86 = phi i32 [ %87, %91 ], [ %29, %82 ]
  %87 = add nsw i32 %86, -1
  %88 = getelementptr inbounds [802 x i8], [802 x i8]* %4, i32 0, i32 %87
  %89 = load i8, i8* %88, align 1, !tbaa !5
  %90 = icmp eq i8 %89, 57
  br i1 %90, label %91, label %93

91:                                               ; preds = %85
  store i8 48, i8* %88, align 1, !tbaa !5
  %92 = icmp ugt i32 %86, 1
  br i1 %92, label %85, label %83, !llvm.loop !14

93:                                               ; preds = %85
  %94 = add i8 %89, 1
  store i8 %94, i8* %88, align 1, !tbaa !5
  br label %97

95:                                               ; preds = %83, %82
  store i8 49, i8* %23, align 4, !tbaa !5
  %96 = add nuw nsw i32 %31, 1
  br label %97

97:                                               ; preds = %32, %77, %79, %93, %95
  %98 = phi i32 [ 0, %32 ], [ %31, %79 ], [ %31, %77 ], [ %31, %93 ], [ %96, %95 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %26) #7
  br label %99

99:                                               ; preds = %97, %21
  %100 = phi i32 [ %98, %97 ], [ 0, %21 ]
  %101 = icmp sgt i32 %100, %7
  %102 = add nuw nsw i32 %7, 1
  %103 = select i1 %101, i32 %100, i32 %102
  %104 = icmp sgt i32 %103, 0
  br i1 %104, label %105, label %108

105:                                              ; preds = %99
  %106 = sub nsw i32 %103, %7
  %107 = sub i32 %100, %103
  br label %109

108:                                              ; preds = %119, %99
  call void @llvm.lifetime.end.p0i8(i64 802, i8* nonnull %23) #7
  call void @llvm.lifetime.end.p0i8(i64 800, i8* nonnull %22) #7
  br label %123

109:                                              ; preds = %105, %119
  %110 = phi i32 [ 0, %105 ], [ %121, %119 ]
  %111 = icmp eq i32 %110, %106
  br i1 %111, label %112, label %113

112:                                              ; preds = %109
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  br label %113

113:                                              ; preds = %112, %109
  %114 = add i32 %110, %107
  %115 = icmp sgt i32 %114, -1
  br i1 %115, label %116, label %119

116:                                              ; preds = %113
  %117 = getelementptr inbounds [802 x i8], [802 x i8]* %4, i32 0, i32 %114
  %118 = load i8, i8* %117, align 1, !tbaa !5
  br label %119

119:                                              ; preds = %113, %116
  %120 = phi i8 [ %118, %116 ], [ 48, %113 ]
  store volatile i8 %120, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %121 = add nuw nsw i32 %110, 1
  %122 = icmp eq i32 %121, %103
  br i1 %122, label %108, label %109, !llvm.loop !15

123:                                              ; preds = %17, %108
  ret void
}

; Function Attrs: inlinehint nofree nounwind
define internal fastcc void @print_e(double noundef %0, i32 noundef signext %1) unnamed_addr #2 {
  %3 = alloca [10 x i8], align 1
  %4 = alloca [800 x i8], align 1
  %5 = alloca [802 x i8], align 4
  %6 = getelementptr inbounds [802 x i8], [802 x i8]* %5, i32 0, i32 0
  %7 = alloca i32, align 4
  %8 = icmp sgt i32 %1, 0
  %9 = select i1 %8, i32 %1, i32 0
  %10 = fcmp uno double %0, 0.000000e+00
  br i1 %10, label %19, label %11

11:                                               ; preds = %2
  %12 = bitcast double %0 to i64
  %13 = icmp sgt i64 %12, -1
  br i1 %13, label %15, label %14

14:                                               ; preds = %11
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  br label %15

15:                                               ; preds = %14, %11
  %16 = fcmp oeq double %0, 0x7FF0000000000000
  %17 = fcmp oeq double %0, 0xFFF0000000000000
  %18 = or i1 %16, %17
  br i1 %18, label %19, label %23

19:                                               ; preds = %2, %15
  %20 = phi i8 [ 110, %2 ], [ 105, %15 ]
  %21 = phi i8 [ 97, %2 ], [ 110, %15 ]
  %22 = phi i8 [ 110, %2 ], [ 102, %15 ]
  store volatile i8 %20, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 %21, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 %22, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  br label %136

23:                                               ; preds = %15
  %24 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 800, i8* nonnull %24) #7
  %25 = getelementptr inbounds [802 x i8], [802 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 802, i8* nonnull %25) #7
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(802) %25, i8 0, i32 802, i1 false)
  store i8 48, i8* %25, align 4
  %26 = fcmp oeq double %0, 0.000000e+00
  br i1 %26, label %27, label %29

27:                                               ; preds = %23
  %28 = add nuw i32 %9, 1
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 %6, i8 48, i32 %28, i1 false), !tbaa !5
  br label %96

29:                                               ; preds = %23
  %30 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %30) #7
  %31 = call fastcc i32 @exact_digits(double noundef %0, i8* noundef nonnull %24, i32* noundef nonnull %7)
  %32 = load i32, i32* %7, align 4, !tbaa !6
  br label %36

33:                                               ; preds = %42
  %34 = add nuw nsw i32 %9, 1
  %35 = icmp slt i32 %34, %31
  br i1 %35, label %47, label %52

36:                                               ; preds = %42, %29
  %37 = phi i32 [ %45, %42 ], [ 0, %29 ]
  %38 = icmp slt i32 %37, %31
  br i1 %38, label %39, label %42

39:                                               ; preds = %36
  %40 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 %37
  %41 = load i8, i8* %40, align 1, !tbaa !5
  br label %42

42:                                               ; preds = %39, %36
  %43 = phi i8 [ %41, %39 ], [ 48, %36 ]
  %44 = getelementptr inbounds [802 x i8], [802 x i8]* %5, i32 0, i32 %37
  store i8 %43, i8* %44, align 1, !tbaa !5
  %45 = add nuw nsw i32 %37, 1
  %46 = icmp eq i32 %37, %9
  br i1 %46, label %33, label %36, !llvm.loop !12

47:                                               ; preds = %33
  %48 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 %34
  %49 = load i8, i8* %48, align 1, !tbaa !5
  %50 = sext i8 %49 to i32
  %51 = add nsw i32 %50, -48
  br label %52

52:                                               ; preds = %47, %33
  %53 = phi i32 [ %51, %47 ], [ 0, %33 ]
  %54 = add nuw nsw i32 %9, 2
  %55 = icmp slt i32 %54, %31
  br i1 %55, label %64, label %56

56:                                               ; preds = %64, %52
  %57 = phi i32 [ 0, %52 ], [ %71, %64 ]
  %58 = getelementptr inbounds [802 x i8], [802 x i8]* %5, i32 0, i32 %9
  %59 = load i8, i8* %58, align 1, !tbaa !5
  %60 = and i8 %59, 1
  %61 = icmp ne i8 %60, 0
  %62 = icmp sgt i32 %53, 5
  br i1 %62, label %63, label %74

63:                                               ; preds = %76, %56
  br label %81

64:                                               ; preds = %52, %64
  %65 = phi i32 [ %72, %64 ], [ %54, %52 ]
  %66 = phi i32 [ %71, %64 ], [ 0, %52 ]
  %67 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 %65
  %68 = load i8, i8* %67, align 1, !tbaa !5
  %69 = icmp ne i8 %68, 48
  %70 = zext i1 %69 to i32
  %71 = or i32 %66, %70
  %72 = add nuw nsw i32 %65, 1
  %73 = icmp eq i32 %72, %31
  br i1 %73, label %56, label %64, !llvm.loop !13

74:                                               ; preds = %56
  %75 = icmp eq i32 %53, 5
  br i1 %75, label %76, label %91

76:                                               ; preds = %74
  %77 = icmp ne i32 %57, 0
  %78 = select i1 %77, i1 true, i1 %61
  br i1 %78, label %63, label %91

79:                                               ; preds = %87
  %80 = getelementptr inbounds [802 x i8], [802 x i8]* %5, i32 0, i32 1
  call void @llvm.memmove.p0i8.p0i8.i32(i8* noundef nonnull align 1 %80, i8* noundef nonnull align 4 %25, i32 %34, i1 false) #7, !tbaa !5
  store i8 49, i8* %25, align 4, !tbaa !5
  br label %91

81:                                               ; preds = %63, %87
  %82 = phi i32 [ %83, %87 ], [ %34, %63 ]
  %83 = add nsw i32 %82, -1
  %84 = getelementptr inbounds [802 x i8], [802 x i8]* %5, i32 0, i32 %83
  %85 = load i8, i8* %84, align 1, !tbaa !5
  %86 = icmp eq i8 %85, 57
  br i1 %86, label %87, label %89

87:                                               ; preds = %81
  store i8 48, i8* %84, align 1, !tbaa !5
  %88 = icmp sgt i32 %82, 1
  br i1 %88, label %81, label %79, !llvm.loop !14

89:                                               ; preds = %81
  %90 = add i8 %85, 1
  store i8 %90, i8* %84, align 1, !tbaa !5
  br label %91

91:                                               ; preds = %74, %76, %89, %79
  %92 = phi i32 [ %34, %76 ], [ %34, %74 ], [ %34, %89 ], [ %54, %79 ]
  %93 = icmp sle i32 %92, %34
  %94 = sext i1 %93 to i32
  %95 = add nsw i32 %32, %94
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %30) #7
  br label %96

96:                                               ; preds = %27, %91
  %97 = phi i32 [ %95, %91 ], [ 0, %27 ]
  %98 = load i8, i8* %25, align 4, !tbaa !5
  store volatile i8 %98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  br i1 %8, label %99, label %100

99:                                               ; preds = %96
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  br label %100

100:                                              ; preds = %99, %96
  %101 = icmp slt i32 %9, 1
  br i1 %101, label %102, label %108

102:                                              ; preds = %108, %100
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %103 = icmp slt i32 %97, 0
  %104 = select i1 %103, i8 45, i8 43
  store volatile i8 %104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %105 = sub nsw i32 0, %97
  %106 = select i1 %103, i32 %105, i32 %97
  %107 = icmp ult i32 %106, 10
  br i1 %107, label %114, label %115

108:                                              ; preds = %100, %108
  %109 = phi i32 [ %112, %108 ], [ 1, %100 ]
  %110 = getelementptr inbounds [802 x i8], [802 x i8]* %5, i32 0, i32 %109
  %111 = load i8, i8* %110, align 1, !tbaa !5
  store volatile i8 %111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %112 = add nuw i32 %109, 1
  %113 = icmp eq i32 %109, %9
  br i1 %113, label %102, label %108, !llvm.loop !16

114:                                              ; preds = %102
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  br label %115

115:                                              ; preds = %114, %102
  %116 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %116) #7
  br label %117

117:                                              ; preds = %117, %115
  %118 = phi i32 [ %106, %115 ], [ %121, %117 ]
  %119 = phi i32 [ 0, %115 ], [ %126, %117 ]
  %120 = freeze i32 %118
  %121 = udiv i32 %120, 10
  %122 = mul i32 %121, 10
  %123 = sub i32 %120, %122
  %124 = trunc i32 %123 to i8
  %125 = or i8 %124, 48
  %126 = add nuw nsw i32 %119, 1
  %127 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %119
  store i8 %125, i8* %127, align 1, !tbaa !5
  %128 = icmp ult i32 %118, 10
  br i1 %128, label %129, label %117, !llvm.loop !17

129:                                              ; preds = %117, %129
  %130 = phi i32 [ %131, %129 ], [ %126, %117 ]
  %131 = add nsw i32 %130, -1
  %132 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %131
  %133 = load i8, i8* %132, align 1, !tbaa !5
  store volatile i8 %133, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %134 = icmp eq i32 %131, 0
  br i1 %134, label %135, label %129, !llvm.loop !18

135:                                              ; preds = %129
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %116) #7
  call void @llvm.lifetime.end.p0i8(i64 802, i8* nonnull %25) #7
  call void @llvm.lifetime.end.p0i8(i64 800, i8* nonnull %24) #7
  br label %136

136:                                              ; preds = %19, %135
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
define internal void @mini_printf(i8* nocapture noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = alloca [10 x i8], align 1
  %5 = alloca i8*, align 4
  %6 = bitcast i8** %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %6) #7
  call void @llvm.va_start(i8* nonnull %6)
  %7 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  %8 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  %9 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  br label %10

10:                                               ; preds = %150, %1
  %11 = phi i8* [ %0, %1 ], [ %152, %150 ]
  %12 = load i8, i8* %11, align 1, !tbaa !5
  switch i8 %12, label %13 [
    i8 0, label %153
    i8 37, label %14
  ]

13:                                               ; preds = %10
  store volatile i8 %12, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  br label %150

14:                                               ; preds = %10
  %15 = getelementptr inbounds i8, i8* %11, i32 1
  %16 = load i8, i8* %15, align 1, !tbaa !5
  %17 = icmp eq i8 %16, 46
  br i1 %17, label %18, label %35

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, i8* %11, i32 2
  %20 = load i8, i8* %19, align 1, !tbaa !5
  %21 = add i8 %20, -48
  %22 = icmp ult i8 %21, 10
  br i1 %22, label %23, label %35

23:                                               ; preds = %18, %23
  %24 = phi i8 [ %32, %23 ], [ %20, %18 ]
  %25 = phi i32 [ %30, %23 ], [ 0, %18 ]
  %26 = phi i8* [ %31, %23 ], [ %19, %18 ]
  %27 = zext i8 %24 to i32
  %28 = mul nsw i32 %25, 10
  %29 = add i32 %28, -48
  %30 = add i32 %29, %27
  %31 = getelementptr inbounds i8, i8* %26, i32 1
  %32 = load i8, i8* %31, align 1, !tbaa !5
  %33 = add i8 %32, -48
  %34 = icmp ult i8 %33, 10
  br i1 %34, label %23, label %35, !llvm.loop !19

35:                                               ; preds = %23, %18, %14
  %36 = phi i8 [ %16, %14 ], [ %20, %18 ], [ %32, %23 ]
  %37 = phi i8* [ %15, %14 ], [ %19, %18 ], [ %31, %23 ]
  %38 = phi i32 [ 6, %14 ], [ 0, %18 ], [ %30, %23 ]
  %39 = sext i8 %36 to i32
  switch i32 %39, label %149 [
    i32 100, label %40
    i32 117, label %87
    i32 115, label %111
    i32 99, label %124
    i32 102, label %130
    i32 101, label %139
    i32 37, label %148
  ]

40:                                               ; preds = %35
  %41 = load i8*, i8** %5, align 4
  %42 = getelementptr inbounds i8, i8* %41, i32 4
  store i8* %42, i8** %5, align 4
  %43 = bitcast i8* %41 to i32*
  %44 = load i32, i32* %43, align 4
  %45 = icmp slt i32 %44, 0
  br i1 %45, label %46, label %67

46:                                               ; preds = %40
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %47 = sub i32 0, %44
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %9) #7
  br label %48

48:                                               ; preds = %48, %46
  %49 = phi i32 [ %47, %46 ], [ %52, %48 ]
  %50 = phi i32 [ 0, %46 ], [ %57, %48 ]
  %51 = freeze i32 %49
  %52 = udiv i32 %51, 10
  %53 = mul i32 %52, 10
  %54 = sub i32 %51, %53
  %55 = trunc i32 %54 to i8
  %56 = or i8 %55, 48
  %57 = add nuw nsw i32 %50, 1
  %58 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %50
  store i8 %56, i8* %58, align 1, !tbaa !5
  %59 = icmp ult i32 %49, 10
  br i1 %59, label %60, label %48, !llvm.loop !17

60:                                               ; preds = %48, %60
  %61 = phi i32 [ %62, %60 ], [ %57, %48 ]
  %62 = add nsw i32 %61, -1
  %63 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %62
  %64 = load i8, i8* %63, align 1, !tbaa !5
  store volatile i8 %64, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %65 = icmp eq i32 %62, 0
  br i1 %65, label %66, label %60, !llvm.loop !18

66:                                               ; preds = %60
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %9) #7
  br label %150

67:                                               ; preds = %40
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %8) #7
  br label %68

68:                                               ; preds = %68, %67
  %69 = phi i32 [ %44, %67 ], [ %72, %68 ]
  %70 = phi i32 [ 0, %67 ], [ %77, %68 ]
  %71 = freeze i32 %69
  %72 = udiv i32 %71, 10
  %73 = mul i32 %72, 10
  %74 = sub i32 %71, %73
  %75 = trunc i32 %74 to i8
  %76 = or i8 %75, 48
  %77 = add nuw nsw i32 %70, 1
  %78 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %70
  store i8 %76, i8* %78, align 1, !tbaa !5
  %79 = icmp ult i32 %69, 10
  br i1 %79, label %80, label %68, !llvm.loop !17

80:                                               ; preds = %68, %80
  %81 = phi i32 [ %82, %80 ], [ %77, %68 ]
  %82 = add nsw i32 %81, -1
  %83 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %82
  %84 = load i8, i8* %83, align 1, !tbaa !5
  store volatile i8 %84, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %85 = icmp eq i32 %82, 0
  br i1 %85, label %86, label %80, !llvm.loop !18

86:                                               ; preds = %80
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %8) #7
  br label %150

87:                                               ; preds = %35
  %88 = load i8*, i8** %5, align 4
  %89 = getelementptr inbounds i8, i8* %88, i32 4
  store i8* %89, i8** %5, align 4
  %90 = bitcast i8* %88 to i32*
  %91 = load i32, i32* %90, align 4
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %7) #7
  br label %92

92:                                               ; preds = %92, %87
  %93 = phi i32 [ %91, %87 ], [ %96, %92 ]
  %94 = phi i32 [ 0, %87 ], [ %101, %92 ]
  %95 = freeze i32 %93
  %96 = udiv i32 %95, 10
  %97 = mul i32 %96, 10
  %98 = sub i32 %95, %97
  %99 = trunc i32 %98 to i8
  %100 = or i8 %99, 48
  %101 = add nuw nsw i32 %94, 1
  %102 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %94
  store i8 %100, i8* %102, align 1, !tbaa !5
  %103 = icmp ult i32 %93, 10
  br i1 %103, label %104, label %92, !llvm.loop !17

104:                                              ; preds = %92, %104
  %105 = phi i32 [ %106, %104 ], [ %101, %92 ]
  %106 = add nsw i32 %105, -1
  %107 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %106
  %108 = load i8, i8* %107, align 1, !tbaa !5
  store volatile i8 %108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %109 = icmp eq i32 %106, 0
  br i1 %109, label %110, label %104, !llvm.loop !18

110:                                              ; preds = %104
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %7) #7
  br label %150

111:                                              ; preds = %35
  %112 = load i8*, i8** %5, align 4
  %113 = getelementptr inbounds i8, i8* %112, i32 4
  store i8* %113, i8** %5, align 4
  %114 = bitcast i8* %112 to i8**
  %115 = load i8*, i8** %114, align 4
  %116 = load i8, i8* %115, align 1, !tbaa !5
  %117 = icmp eq i8 %116, 0
  br i1 %117, label %150, label %118

118:                                              ; preds = %111, %118
  %119 = phi i8 [ %122, %118 ], [ %116, %111 ]
  %120 = phi i8* [ %121, %118 ], [ %115, %111 ]
  %121 = getelementptr inbounds i8, i8* %120, i32 1
  store volatile i8 %119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %122 = load i8, i8* %121, align 1, !tbaa !5
  %123 = icmp eq i8 %122, 0
  br i1 %123, label %150, label %118, !llvm.loop !20

124:                                              ; preds = %35
  %125 = load i8*, i8** %5, align 4
  %126 = getelementptr inbounds i8, i8* %125, i32 4
  store i8* %126, i8** %5, align 4
  %127 = bitcast i8* %125 to i32*
  %128 = load i32, i32* %127, align 4
  %129 = trunc i32 %128 to i8
  store volatile i8 %129, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  br label %150

130:                                              ; preds = %35
  %131 = load i8*, i8** %5, align 4
  %132 = ptrtoint i8* %131 to i32
  %133 = add i32 %132, 7
  %134 = and i32 %133, -8
  %135 = inttoptr i32 %134 to i8*
  %136 = getelementptr inbounds i8, i8* %135, i32 8
  store i8* %136, i8** %5, align 4
  %137 = inttoptr i32 %134 to double*
  %138 = load double, double* %137, align 8
  call fastcc void @print_f(double noundef %138, i32 noundef signext %38)
  br label %150

139:                                              ; preds = %35
  %140 = load i8*, i8** %5, align 4
  %141 = ptrtoint i8* %140 to i32
  %142 = add i32 %141, 7
  %143 = and i32 %142, -8
  %144 = inttoptr i32 %143 to i8*
  %145 = getelementptr inbounds i8, i8* %144, i32 8
  store i8* %145, i8** %5, align 4
  %146 = inttoptr i32 %143 to double*
  %147 = load double, double* %146, align 8
  call fastcc void @print_e(double noundef %147, i32 noundef signext %38)
  br label %150

148:                                              ; preds = %35
  store volatile i8 37, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  br label %150

149:                                              ; preds = %35
  store volatile i8 63, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  br label %150

150:                                              ; preds = %118, %111, %86, %66, %110, %124, %130, %139, %148, %149, %13
  %151 = phi i8* [ %11, %13 ], [ %37, %149 ], [ %37, %148 ], [ %37, %139 ], [ %37, %130 ], [ %37, %124 ], [ %37, %110 ], [ %37, %66 ], [ %37, %86 ], [ %37, %111 ], [ %37, %118 ]
  %152 = getelementptr inbounds i8, i8* %151, i32 1
  br label %10, !llvm.loop !21

153:                                              ; preds = %10
  call void @llvm.va_end(i8* nonnull %6)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %6) #7
  ret void
}

; Function Attrs: inlinehint nofree nosync nounwind writeonly
define internal fastcc i32 @exact_digits(double noundef %0, i8* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2) unnamed_addr #3 {
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
  br i1 %27, label %19, label %28, !llvm.loop !22

28:                                               ; preds = %19, %3
  %29 = phi i32 [ %12, %3 ], [ %23, %19 ]
  %30 = phi i64 [ %14, %3 ], [ %22, %19 ]
  %31 = bitcast %struct.big_t* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 804, i8* nonnull %31) #7
  %32 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 1
  %33 = freeze i64 %30
  %34 = udiv i64 %33, 10000
  %35 = mul i64 %34, 10000
  %36 = sub i64 %33, %35
  %37 = trunc i64 %36 to i32
  store i32 1, i32* %32, align 4, !tbaa !23
  %38 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 0
  store i32 %37, i32* %38, align 4, !tbaa !6
  %39 = icmp ult i64 %30, 10000
  br i1 %39, label %54, label %40, !llvm.loop !25

40:                                               ; preds = %28
  %41 = urem i64 %34, 10000
  %42 = trunc i64 %41 to i32
  store i32 2, i32* %32, align 4, !tbaa !23
  %43 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 1
  store i32 %42, i32* %43, align 4, !tbaa !6
  %44 = icmp ult i64 %30, 100000000
  br i1 %44, label %54, label %45, !llvm.loop !25

45:                                               ; preds = %40, %45
  %46 = phi i64 [ %48, %45 ], [ %34, %40 ]
  %47 = load i32, i32* %32, align 4, !tbaa !23
  %48 = udiv i64 %46, 10000
  %49 = urem i64 %48, 10000
  %50 = trunc i64 %49 to i32
  %51 = add nsw i32 %47, 1
  store i32 %51, i32* %32, align 4, !tbaa !23
  %52 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %47
  store i32 %50, i32* %52, align 4, !tbaa !6
  %53 = icmp ult i64 %46, 100000000
  br i1 %53, label %54, label %45, !llvm.loop !25

54:                                               ; preds = %45, %40, %28
  %55 = icmp sgt i32 %29, -1
  br i1 %55, label %56, label %116

56:                                               ; preds = %54
  %57 = icmp ugt i32 %29, 17
  br i1 %57, label %58, label %91

58:                                               ; preds = %56, %88
  %59 = phi i32 [ %89, %88 ], [ %29, %56 ]
  %60 = load i32, i32* %32, align 4, !tbaa !23
  %61 = icmp sgt i32 %60, 0
  br i1 %61, label %74, label %88

62:                                               ; preds = %74
  %63 = icmp ult i32 %80, 10000
  br i1 %63, label %88, label %64

64:                                               ; preds = %62
  %65 = urem i32 %82, 10000
  %66 = add nsw i32 %86, 1
  store i32 %66, i32* %32, align 4, !tbaa !23
  %67 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %86
  store i32 %65, i32* %67, align 4, !tbaa !6
  %68 = icmp ult i32 %80, 100000000
  br i1 %68, label %88, label %69, !llvm.loop !26

69:                                               ; preds = %64
  %70 = udiv i32 %80, 100000000
  %71 = load i32, i32* %32, align 4, !tbaa !23
  %72 = add nsw i32 %71, 1
  store i32 %72, i32* %32, align 4, !tbaa !23
  %73 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %71
  store i32 %70, i32* %73, align 4, !tbaa !6
  br label %88

74:                                               ; preds = %58, %74
  %75 = phi i32 [ %82, %74 ], [ 0, %58 ]
  %76 = phi i32 [ %85, %74 ], [ 0, %58 ]
  %77 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %76
  %78 = load i32, i32* %77, align 4, !tbaa !6
  %79 = shl i32 %78, 18
  %80 = add i32 %79, %75
  %81 = freeze i32 %80
  %82 = udiv i32 %81, 10000
  %83 = mul i32 %82, 10000
  %84 = sub i32 %81, %83
  store i32 %84, i32* %77, align 4, !tbaa !6
  %85 = add nuw nsw i32 %76, 1
  %86 = load i32, i32* %32, align 4, !tbaa !23
  %87 = icmp slt i32 %85, %86
  br i1 %87, label %74, label %62, !llvm.loop !27

88:                                               ; preds = %69, %64, %58, %62
  %89 = add nsw i32 %59, -18
  %90 = icmp sgt i32 %59, 35
  br i1 %90, label %58, label %91, !llvm.loop !28

91:                                               ; preds = %88, %56
  %92 = phi i32 [ %29, %56 ], [ %89, %88 ]
  %93 = load i32, i32* %32, align 4, !tbaa !23
  %94 = icmp sgt i32 %93, 0
  br i1 %94, label %102, label %263

95:                                               ; preds = %102
  %96 = icmp ult i32 %108, 10000
  br i1 %96, label %197, label %97

97:                                               ; preds = %95
  %98 = urem i32 %110, 10000
  %99 = add nsw i32 %114, 1
  store i32 %99, i32* %32, align 4, !tbaa !23
  %100 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %114
  store i32 %98, i32* %100, align 4, !tbaa !6
  %101 = icmp ult i32 %108, 100000000
  br i1 %101, label %194, label %187, !llvm.loop !26

102:                                              ; preds = %91, %102
  %103 = phi i32 [ %110, %102 ], [ 0, %91 ]
  %104 = phi i32 [ %113, %102 ], [ 0, %91 ]
  %105 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %104
  %106 = load i32, i32* %105, align 4, !tbaa !6
  %107 = shl i32 %106, %92
  %108 = add i32 %107, %103
  %109 = freeze i32 %108
  %110 = udiv i32 %109, 10000
  %111 = mul i32 %110, 10000
  %112 = sub i32 %109, %111
  store i32 %112, i32* %105, align 4, !tbaa !6
  %113 = add nuw nsw i32 %104, 1
  %114 = load i32, i32* %32, align 4, !tbaa !23
  %115 = icmp slt i32 %113, %114
  br i1 %115, label %102, label %95, !llvm.loop !27

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
  %125 = load i32, i32* %32, align 4, !tbaa !23
  %126 = icmp sgt i32 %125, 0
  br i1 %126, label %139, label %153

127:                                              ; preds = %139
  %128 = icmp ult i32 %145, 10000
  br i1 %128, label %153, label %129

129:                                              ; preds = %127
  %130 = urem i32 %147, 10000
  %131 = add nsw i32 %151, 1
  store i32 %131, i32* %32, align 4, !tbaa !23
  %132 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %151
  store i32 %130, i32* %132, align 4, !tbaa !6
  %133 = icmp ult i32 %145, 100000000
  br i1 %133, label %153, label %134, !llvm.loop !26

134:                                              ; preds = %129
  %135 = udiv i32 %145, 100000000
  %136 = load i32, i32* %32, align 4, !tbaa !23
  %137 = add nsw i32 %136, 1
  store i32 %137, i32* %32, align 4, !tbaa !23
  %138 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %136
  store i32 %135, i32* %138, align 4, !tbaa !6
  br label %153

139:                                              ; preds = %123, %139
  %140 = phi i32 [ %147, %139 ], [ 0, %123 ]
  %141 = phi i32 [ %150, %139 ], [ 0, %123 ]
  %142 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %141
  %143 = load i32, i32* %142, align 4, !tbaa !6
  %144 = mul i32 %143, 390625
  %145 = add i32 %144, %140
  %146 = freeze i32 %145
  %147 = udiv i32 %146, 10000
  %148 = mul i32 %147, 10000
  %149 = sub i32 %146, %148
  store i32 %149, i32* %142, align 4, !tbaa !6
  %150 = add nuw nsw i32 %141, 1
  %151 = load i32, i32* %32, align 4, !tbaa !23
  %152 = icmp slt i32 %150, %151
  br i1 %152, label %139, label %127, !llvm.loop !27

153:                                              ; preds = %134, %129, %123, %127
  %154 = add nsw i32 %124, -8
  %155 = icmp sgt i32 %124, 15
  br i1 %155, label %123, label %119, !llvm.loop !29

156:                                              ; preds = %121, %156
  %157 = phi i32 [ %160, %156 ], [ 1, %121 ]
  %158 = phi i32 [ %159, %156 ], [ %122, %121 ]
  %159 = add nsw i32 %158, -1
  %160 = mul i32 %157, 5
  %161 = icmp eq i32 %159, 0
  br i1 %161, label %162, label %156, !llvm.loop !30

162:                                              ; preds = %156, %119
  %163 = phi i32 [ 1, %119 ], [ %160, %156 ]
  %164 = load i32, i32* %32, align 4, !tbaa !23
  %165 = icmp sgt i32 %164, 0
  br i1 %165, label %173, label %263

166:                                              ; preds = %173
  %167 = icmp ult i32 %179, 10000
  br i1 %167, label %197, label %168

168:                                              ; preds = %166
  %169 = urem i32 %181, 10000
  %170 = add nsw i32 %185, 1
  store i32 %170, i32* %32, align 4, !tbaa !23
  %171 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %185
  store i32 %169, i32* %171, align 4, !tbaa !6
  %172 = icmp ult i32 %179, 100000000
  br i1 %172, label %194, label %187, !llvm.loop !26

173:                                              ; preds = %162, %173
  %174 = phi i32 [ %181, %173 ], [ 0, %162 ]
  %175 = phi i32 [ %184, %173 ], [ 0, %162 ]
  %176 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %175
  %177 = load i32, i32* %176, align 4, !tbaa !6
  %178 = mul i32 %177, %163
  %179 = add i32 %178, %174
  %180 = freeze i32 %179
  %181 = udiv i32 %180, 10000
  %182 = mul i32 %181, 10000
  %183 = sub i32 %180, %182
  store i32 %183, i32* %176, align 4, !tbaa !6
  %184 = add nuw nsw i32 %175, 1
  %185 = load i32, i32* %32, align 4, !tbaa !23
  %186 = icmp slt i32 %184, %185
  br i1 %186, label %173, label %166, !llvm.loop !27

187:                                              ; preds = %168, %97
  %188 = phi i32 [ %108, %97 ], [ %179, %168 ]
  %189 = phi i32 [ 0, %97 ], [ %29, %168 ]
  %190 = udiv i32 %188, 100000000
  %191 = load i32, i32* %32, align 4, !tbaa !23
  %192 = add nsw i32 %191, 1
  store i32 %192, i32* %32, align 4, !tbaa !23
  %193 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %191
  store i32 %190, i32* %193, align 4, !tbaa !6
  br label %194

194:                                              ; preds = %187, %168, %97
  %195 = phi i32 [ 0, %97 ], [ %29, %168 ], [ %189, %187 ]
  %196 = load i32, i32* %32, align 4, !tbaa !23
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
  %206 = load i32, i32* %205, align 4, !tbaa !6
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
  store i8 %227, i8* %229, align 1, !tbaa !5
  %230 = icmp sgt i32 %203, -1
  br i1 %230, label %231, label %234

231:                                              ; preds = %226
  %232 = add nuw nsw i32 %203, 2
  %233 = getelementptr inbounds i8, i8* %1, i32 %228
  store i8 %212, i8* %233, align 1, !tbaa !5
  br label %244

234:                                              ; preds = %226, %201
  %235 = phi i32 [ %228, %226 ], [ %203, %201 ]
  %236 = icmp eq i8 %212, 48
  br i1 %236, label %241, label %237

237:                                              ; preds = %234
  %238 = add nsw i32 %235, 1
  %239 = getelementptr inbounds i8, i8* %1, i32 %235
  store i8 %212, i8* %239, align 1, !tbaa !5
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
  store i8 %217, i8* %247, align 1, !tbaa !5
  br label %256

248:                                              ; preds = %241
  %249 = add nsw i32 %242, 1
  %250 = getelementptr inbounds i8, i8* %1, i32 %242
  store i8 %217, i8* %250, align 1, !tbaa !5
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
  store i8 %221, i8* %259, align 1, !tbaa !5
  br label %260

260:                                              ; preds = %256, %252
  %261 = phi i32 [ %258, %256 ], [ %253, %252 ]
  %262 = icmp ugt i32 %202, 1
  br i1 %262, label %201, label %263, !llvm.loop !31

263:                                              ; preds = %260, %91, %162, %197
  %264 = phi i32 [ %199, %197 ], [ %29, %162 ], [ 0, %91 ], [ %199, %260 ]
  %265 = phi i32 [ 0, %197 ], [ 0, %162 ], [ 0, %91 ], [ %261, %260 ]
  %266 = add i32 %265, %264
  store i32 %266, i32* %2, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0i8(i64 804, i8* nonnull %31) #7
  ret i32 %265
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #5

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i32(i8* nocapture writeonly, i8* nocapture readonly, i32, i1 immarg) #6

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inlinehint nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { inlinehint nofree nosync nounwind writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { mustprogress nofree nosync nounwind willreturn }
attributes #6 = { argmemonly nofree nounwind willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"double", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!3, !3, i64 0}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !3, i64 0}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !3, i64 0}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !9}
!19 = distinct !{!19, !9}
!20 = distinct !{!20, !9}
!21 = distinct !{!21, !9}
!22 = distinct !{!22, !9}
!23 = !{!24, !7, i64 800}
!24 = !{!"", !3, i64 0, !7, i64 800}
!25 = distinct !{!25, !9}
!26 = distinct !{!26, !9}
!27 = distinct !{!27, !9}
!28 = distinct !{!28, !9}
!29 = distinct !{!29, !9}
!30 = distinct !{!30, !9}
!31 = distinct !{!31, !9}
