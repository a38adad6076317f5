; ModuleID = 'printf.c'
source_filename = "printf.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@ffmt = internal unnamed_addr constant [29 x i8*] [i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.33, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.34, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.35, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.36, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.37, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.38, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.39, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.40, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.41, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.30, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.42, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.43, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.44, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.45, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.47, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.48, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.49, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.50, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.51, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.52, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.53, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.54, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.55, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.56, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.57, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.58, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.59, i32 0, i32 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.60, i32 0, i32 0)], align 4
@fval = internal unnamed_addr constant [41 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -1.000000e+00, double 5.000000e-01, double 1.500000e+00, double 2.500000e+00, double -2.500000e+00, double 1.250000e-01, double 3.750000e-01, double 1.000000e-300, double 4.940660e-324, double 0x10000000000000, double 0xFFFFFFFFFFFFF, double 0x7FEFFFFFFFFFFFFF, double 0x419D6F3454000000, double 1.000000e-01, double 2.000000e-01, double 3.000000e-01, double 1.000000e+21, double 1.000000e+22, double 0x44B52D02C7E14AF6, double 9.500000e+00, double 5.000000e-02, double 1.500000e-01, double 2.500000e-01, double 3.500000e-01, double 1.000000e+15, double 1.000000e+16, double 1.000000e+17, double 1.000000e-05, double 1.000000e-04, double 1.234560e+02, double 0x3FD5555555555555, double 0x3FE5555555555555, double 0x412E847F00000000, double 0x416312CF60000000, double 1.234560e-04, double 0x3FF0000000000001, double 0x4330000000000002, double 0x3FEFFFFFFFFFFFFF], align 8
@main.ifmt = internal unnamed_addr constant [19 x i8*] [i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.17, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.18, i32 0, i32 0)], align 4
@.str = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"%5d|\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"%-5d|\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"%05d\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%+d\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"% d\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"%.3d\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"%x\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"%X\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"%#x\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"%#o\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"%o\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"%u\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"%.0d|\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"%hhd\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"%hd\00", align 1
@.str.16 = private unnamed_addr constant [7 x i8] c"%8.3x|\00", align 1
@.str.17 = private unnamed_addr constant [7 x i8] c"%-#8x|\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"%i\00", align 1
@.str.19 = private unnamed_addr constant [26 x i8] c"%lld %llx %llu %lli %llo\0A\00", align 1
@.str.20 = private unnamed_addr constant [21 x i8] c"%ld %lu %lx %zu %jd\0A\00", align 1
@.str.21 = private unnamed_addr constant [48 x i8] c"[%s] [%10s] [%-10s] [%.3s] [%*d] [%-*d] [%.*f]\0A\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.23 = private unnamed_addr constant [3 x i8] c"hi\00", align 1
@.str.24 = private unnamed_addr constant [30 x i8] c"[%c] [%3c] [%-3c] [%%] [%5%]\0A\00", align 1
@.str.25 = private unnamed_addr constant [8 x i8] c"abc%n|\0A\00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"n=%d\0A\00", align 1
@.str.27 = private unnamed_addr constant [11 x i8] c"%s-%d-%.2f\00", align 1
@.str.28 = private unnamed_addr constant [17 x i8] c"truncated output\00", align 1
@.str.29 = private unnamed_addr constant [9 x i8] c"%d [%s]\0A\00", align 1
@.str.30 = private unnamed_addr constant [3 x i8] c"%g\00", align 1
@.str.31 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@.str.32 = private unnamed_addr constant [7 x i8] c"%05.1f\00", align 1
@.str.33 = private unnamed_addr constant [3 x i8] c"%f\00", align 1
@.str.34 = private unnamed_addr constant [5 x i8] c"%.0f\00", align 1
@.str.35 = private unnamed_addr constant [5 x i8] c"%.1f\00", align 1
@.str.36 = private unnamed_addr constant [5 x i8] c"%.3f\00", align 1
@.str.37 = private unnamed_addr constant [6 x i8] c"%.17f\00", align 1
@.str.38 = private unnamed_addr constant [3 x i8] c"%e\00", align 1
@.str.39 = private unnamed_addr constant [5 x i8] c"%.0e\00", align 1
@.str.40 = private unnamed_addr constant [5 x i8] c"%.3e\00", align 1
@.str.41 = private unnamed_addr constant [6 x i8] c"%.16e\00", align 1
@.str.42 = private unnamed_addr constant [6 x i8] c"%.14g\00", align 1
@.str.43 = private unnamed_addr constant [6 x i8] c"%.17g\00", align 1
@.str.44 = private unnamed_addr constant [5 x i8] c"%.3g\00", align 1
@.str.45 = private unnamed_addr constant [6 x i8] c"%#.3g\00", align 1
@.str.46 = private unnamed_addr constant [3 x i8] c"%a\00", align 1
@.str.47 = private unnamed_addr constant [5 x i8] c"%.0a\00", align 1
@.str.48 = private unnamed_addr constant [5 x i8] c"%.3a\00", align 1
@.str.49 = private unnamed_addr constant [3 x i8] c"%A\00", align 1
@.str.50 = private unnamed_addr constant [8 x i8] c"%12.4f|\00", align 1
@.str.51 = private unnamed_addr constant [9 x i8] c"%-12.3e|\00", align 1
@.str.52 = private unnamed_addr constant [4 x i8] c"%+g\00", align 1
@.str.53 = private unnamed_addr constant [4 x i8] c"% g\00", align 1
@.str.54 = private unnamed_addr constant [8 x i8] c"%010.3f\00", align 1
@.str.55 = private unnamed_addr constant [6 x i8] c"%#.0f\00", align 1
@.str.56 = private unnamed_addr constant [6 x i8] c"%#.0e\00", align 1
@.str.57 = private unnamed_addr constant [3 x i8] c"%G\00", align 1
@.str.58 = private unnamed_addr constant [3 x i8] c"%E\00", align 1
@.str.59 = private unnamed_addr constant [3 x i8] c"%F\00", align 1
@.str.60 = private unnamed_addr constant [10 x i8] c"%-+15.6a|\00", align 1
@state = internal unnamed_addr global i64 -7046029254386353131, align 8

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca [16 x i8], align 1
  %5 = bitcast i64* %1 to i8*
  %6 = bitcast double* %2 to i8*
  br label %7

7:                                                ; preds = %0, %26
  %8 = phi i32 [ 0, %0 ], [ %27, %26 ]
  %9 = getelementptr inbounds [29 x i8*], [29 x i8*]* @ffmt, i32 0, i32 %8
  %10 = load i8*, i8** %9, align 4, !tbaa !1
  br label %18

11:                                               ; preds = %18
  %12 = call i32 (i8*, ...) @printf(i8* noundef %10, double noundef 0x7FF0000000000000) #3
  %13 = call i32 @putchar(i32 noundef signext 10) #3
  %14 = call i32 (i8*, ...) @printf(i8* noundef %10, double noundef 0xFFF0000000000000) #3
  %15 = call i32 @putchar(i32 noundef signext 10) #3
  %16 = call i32 (i8*, ...) @printf(i8* noundef %10, double noundef 0x7FF8000000000000) #3
  %17 = call i32 @putchar(i32 noundef signext 10) #3
  br label %29

18:                                               ; preds = %7, %18
  %19 = phi i32 [ 0, %7 ], [ %24, %18 ]
  %20 = getelementptr inbounds [41 x double], [41 x double]* @fval, i32 0, i32 %19
  %21 = load double, double* %20, align 8, !tbaa !5
  %22 = call i32 (i8*, ...) @printf(i8* noundef %10, double noundef %21) #3
  %23 = call i32 @putchar(i32 noundef signext 10) #3
  %24 = add nuw nsw i32 %19, 1
  %25 = icmp eq i32 %24, 41
  br i1 %25, label %11, label %18, !llvm.loop !7

26:                                               ; preds = %56
  %27 = add nuw nsw i32 %8, 1
  %28 = icmp eq i32 %27, 29
  br i1 %28, label %59, label %7, !llvm.loop !9

29:                                               ; preds = %11, %56
  %30 = phi i32 [ 0, %11 ], [ %57, %56 ]
  %31 = load i64, i64* @state, align 8, !tbaa !10
  %32 = shl i64 %31, 13
  %33 = xor i64 %32, %31
  %34 = lshr i64 %33, 7
  %35 = xor i64 %34, %33
  %36 = shl i64 %35, 17
  %37 = xor i64 %36, %35
  store i64 %37, i64* @state, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5)
  store i64 %37, i64* %1, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #4
  %38 = call i8* @memcpy(i8* noundef nonnull %6, i8* noundef nonnull %5, i32 noundef signext 8) #3
  %39 = load double, double* %2, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #4
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5)
  %40 = fcmp uno double %39, 0.000000e+00
  br i1 %40, label %56, label %41

41:                                               ; preds = %29
  %42 = call i32 (i8*, ...) @printf(i8* noundef %10, double noundef %39) #3
  %43 = call i32 @putchar(i32 noundef signext 10) #3
  %44 = load i64, i64* @state, align 8, !tbaa !10
  %45 = shl i64 %44, 13
  %46 = xor i64 %45, %44
  %47 = lshr i64 %46, 7
  %48 = xor i64 %47, %46
  %49 = shl i64 %48, 17
  %50 = xor i64 %49, %48
  store i64 %50, i64* @state, align 8, !tbaa !10
  %51 = urem i64 %50, 1000000
  %52 = uitofp i64 %51 to double
  %53 = fdiv double %52, 1.000000e+03
  %54 = call i32 (i8*, ...) @printf(i8* noundef %10, double noundef %53) #3
  %55 = call i32 @putchar(i32 noundef signext 10) #3
  br label %56

56:                                               ; preds = %29, %41
  %57 = add nuw nsw i32 %30, 1
  %58 = icmp eq i32 %57, 40
  br i1 %58, label %26, label %29, !llvm.loop !12

59:                                               ; preds = %26, %59
  %60 = phi i32 [ %83, %59 ], [ 0, %26 ]
  %61 = getelementptr inbounds [19 x i8*], [19 x i8*]* @main.ifmt, i32 0, i32 %60
  %62 = load i8*, i8** %61, align 4, !tbaa !1
  %63 = call i32 (i8*, ...) @printf(i8* noundef %62, i32 noundef signext 0) #3
  %64 = call i32 @putchar(i32 noundef signext 10) #3
  %65 = call i32 (i8*, ...) @printf(i8* noundef %62, i32 noundef signext 1) #3
  %66 = call i32 @putchar(i32 noundef signext 10) #3
  %67 = call i32 (i8*, ...) @printf(i8* noundef %62, i32 noundef signext -1) #3
  %68 = call i32 @putchar(i32 noundef signext 10) #3
  %69 = call i32 (i8*, ...) @printf(i8* noundef %62, i32 noundef signext 42) #3
  %70 = call i32 @putchar(i32 noundef signext 10) #3
  %71 = call i32 (i8*, ...) @printf(i8* noundef %62, i32 noundef signext -42) #3
  %72 = call i32 @putchar(i32 noundef signext 10) #3
  %73 = call i32 (i8*, ...) @printf(i8* noundef %62, i32 noundef signext 2147483647) #3
  %74 = call i32 @putchar(i32 noundef signext 10) #3
  %75 = call i32 (i8*, ...) @printf(i8* noundef %62, i32 noundef signext -2147483648) #3
  %76 = call i32 @putchar(i32 noundef signext 10) #3
  %77 = call i32 (i8*, ...) @printf(i8* noundef %62, i32 noundef signext 255) #3
  %78 = call i32 @putchar(i32 noundef signext 10) #3
  %79 = call i32 (i8*, ...) @printf(i8* noundef %62, i32 noundef signext 65535) #3
  %80 = call i32 @putchar(i32 noundef signext 10) #3
  %81 = call i32 (i8*, ...) @printf(i8* noundef %62, i32 noundef signext 100000) #3
  %82 = call i32 @putchar(i32 noundef signext 10) #3
  %83 = add nuw nsw i32 %60, 1
  %84 = icmp eq i32 %83, 19
  br i1 %84, label %85, label %59, !llvm.loop !13

85:                                               ; preds = %59
  %86 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.19, i32 0, i32 0), i64 noundef signext -1234567890123456789, i64 noundef zeroext -81985529216486896, i64 noundef zeroext -1, i64 noundef signext 9223372036854775807, i64 noundef zeroext 23528931761549395) #3
  %87 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.20, i32 0, i32 0), i32 noundef signext -7, i32 noundef signext -294967296, i32 noundef signext -559038737, i32 noundef signext 12, i64 noundef signext -3) #3
  %88 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([48 x i8], [48 x i8]* @.str.21, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.23, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.23, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i32 0, i32 0), i32 noundef signext 6, i32 noundef signext 42, i32 noundef signext 6, i32 noundef signext 42, i32 noundef signext 2, double noundef 3.141590e+00) #3
  %89 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.24, i32 0, i32 0), i32 noundef signext 120, i32 noundef signext 121, i32 noundef signext 122) #3
  %90 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %90) #4
  store i32 0, i32* %3, align 4, !tbaa !14
  %91 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.25, i32 0, i32 0), i32* noundef nonnull %3) #3
  %92 = load i32, i32* %3, align 4, !tbaa !14
  %93 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.26, i32 0, i32 0), i32 noundef signext %92) #3
  %94 = getelementptr inbounds [16 x i8], [16 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %94) #4
  %95 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %94, i32 noundef signext 16, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.27, i32 0, i32 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.28, i32 0, i32 0), i32 noundef signext 12345, double noundef 2.500000e+00) #3
  %96 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.29, i32 0, i32 0), i32 noundef signext %95, i8* noundef nonnull %94) #3
  %97 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef null, i32 noundef signext 0, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.30, i32 0, i32 0), double noundef 1.000000e+100) #3
  %98 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.31, i32 0, i32 0), i32 noundef signext %97) #3
  %99 = call i32 (i8*, i8*, ...) @sprintf(i8* noundef nonnull %94, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.32, i32 0, i32 0), double noundef -2.250000e+00) #3
  %100 = call i32 @puts(i8* noundef nonnull %94) #3
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %94) #4
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %90) #4
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local i32 @printf(i8* noundef, ...) local_unnamed_addr #2

declare dso_local i32 @putchar(i32 noundef signext) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local i32 @snprintf(i8* noundef, i32 noundef signext, i8* noundef, ...) local_unnamed_addr #2

declare dso_local i32 @sprintf(i8* noundef, i8* noundef, ...) local_unnamed_addr #2

declare dso_local i32 @puts(i8* noundef) local_unnamed_addr #2

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef signext) local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"any pointer", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !3, i64 0}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !3, i64 0}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !3, i64 0}
