; ModuleID = 'mathlib.c'
source_filename = "mathlib.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

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
@__const.main.trigf = private unnamed_addr constant [3 x float (float)*] [float (float)* @sinf, float (float)* @cosf, float (float)* @tanf], align 4
@.str.27 = private unnamed_addr constant [5 x i8] c"sinf\00", align 1
@.str.28 = private unnamed_addr constant [5 x i8] c"cosf\00", align 1
@.str.29 = private unnamed_addr constant [5 x i8] c"tanf\00", align 1
@__const.main.trigf_name = private unnamed_addr constant [3 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.27, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.28, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.29, i32 0, i32 0)], align 4
@.str.30 = private unnamed_addr constant [36 x i8] c"frexp %a %d ldexp %a %a modf %a %a\0A\00", align 1
@.str.31 = private unnamed_addr constant [27 x i8] c"special %a %a %a %a %a %a\0A\00", align 1
@.str.32 = private unnamed_addr constant [16 x i8] c"float %a %a %a\0A\00", align 1
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

35:                                               ; preds = %14, %51
  %36 = phi i32 [ %52, %51 ], [ 0, %14 ]
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
  br label %54

51:                                               ; preds = %54
  %52 = add nuw nsw i32 %36, 1
  %53 = icmp eq i32 %52, 5
  br i1 %53, label %145, label %35, !llvm.loop !22

54:                                               ; preds = %35, %54
  %55 = phi i32 [ 0, %35 ], [ %81, %54 ]
  %56 = load i64, i64* @state, align 8, !tbaa !12
  %57 = shl i64 %56, 13
  %58 = xor i64 %57, %56
  %59 = lshr i64 %58, 7
  %60 = xor i64 %59, %58
  %61 = shl i64 %60, 17
  %62 = xor i64 %61, %60
  %63 = lshr i64 %62, 11
  %64 = uitofp i64 %63 to double
  %65 = fmul double %41, %64
  %66 = fmul double %65, 0x3CA0000000000000
  %67 = fadd double %38, %66
  %68 = shl i64 %62, 13
  %69 = xor i64 %68, %62
  %70 = lshr i64 %69, 7
  %71 = xor i64 %70, %69
  %72 = shl i64 %71, 17
  %73 = xor i64 %72, %71
  store i64 %73, i64* @state, align 8, !tbaa !12
  %74 = lshr i64 %73, 11
  %75 = uitofp i64 %74 to double
  %76 = fmul double %46, %75
  %77 = fmul double %76, 0x3CA0000000000000
  %78 = fadd double %43, %77
  %79 = tail call double %50(double noundef %67, double noundef %78) #3
  %80 = tail call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.26, i32 0, i32 0), i8* noundef %48, double noundef %67, double noundef %78, double noundef %79) #3
  %81 = add nuw nsw i32 %55, 1
  %82 = icmp eq i32 %81, 60
  br i1 %82, label %51, label %54, !llvm.loop !23

83:                                               ; preds = %145, %83
  %84 = phi i32 [ %112, %83 ], [ 0, %145 ]
  %85 = load i64, i64* @state, align 8, !tbaa !12
  %86 = shl i64 %85, 13
  %87 = xor i64 %86, %85
  %88 = lshr i64 %87, 7
  %89 = xor i64 %88, %87
  %90 = shl i64 %89, 17
  %91 = xor i64 %90, %89
  %92 = lshr i64 %91, 11
  %93 = uitofp i64 %92 to double
  %94 = fmul double %93, 4.000000e+00
  %95 = fmul double %94, 0x3CA0000000000000
  %96 = fadd double %95, -2.000000e+00
  %97 = shl i64 %91, 13
  %98 = xor i64 %97, %91
  %99 = lshr i64 %98, 7
  %100 = xor i64 %99, %98
  %101 = shl i64 %100, 17
  %102 = xor i64 %101, %100
  store i64 %102, i64* @state, align 8, !tbaa !12
  %103 = lshr i64 %102, 11
  %104 = uitofp i64 %103 to double
  %105 = fmul double %104, 9.770000e+02
  %106 = fmul double %105, 0x3CA0000000000000
  %107 = fadd double %106, 2.000000e+01
  %108 = fptosi double %107 to i32
  %109 = tail call double @ldexp(double noundef %96, i32 noundef signext %108) #3
  %110 = tail call double @cos(double noundef %109) #3
  %111 = tail call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.21, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), double noundef %109, double noundef %110) #3
  %112 = add nuw nsw i32 %84, 1
  %113 = icmp eq i32 %112, 60
  br i1 %113, label %114, label %83, !llvm.loop !24

114:                                              ; preds = %83, %114
  %115 = phi i32 [ %143, %114 ], [ 0, %83 ]
  %116 = load i64, i64* @state, align 8, !tbaa !12
  %117 = shl i64 %116, 13
  %118 = xor i64 %117, %116
  %119 = lshr i64 %118, 7
  %120 = xor i64 %119, %118
  %121 = shl i64 %120, 17
  %122 = xor i64 %121, %120
  %123 = lshr i64 %122, 11
  %124 = uitofp i64 %123 to double
  %125 = fmul double %124, 4.000000e+00
  %126 = fmul double %125, 0x3CA0000000000000
  %127 = fadd double %126, -2.000000e+00
  %128 = shl i64 %122, 13
  %129 = xor i64 %128, %122
  %130 = lshr i64 %129, 7
  %131 = xor i64 %130, %129
  %132 = shl i64 %131, 17
  %133 = xor i64 %132, %131
  store i64 %133, i64* @state, align 8, !tbaa !12
  %134 = lshr i64 %133, 11
  %135 = uitofp i64 %134 to double
  %136 = fmul double %135, 9.770000e+02
  %137 = fmul double %136, 0x3CA0000000000000
  %138 = fadd double %137, 2.000000e+01
  %139 = fptosi double %138 to i32
  %140 = tail call double @ldexp(double noundef %127, i32 noundef signext %139) #3
  %141 = tail call double @tan(double noundef %140) #3
  %142 = tail call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.21, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i32 0, i32 0), double noundef %140, double noundef %141) #3
  %143 = add nuw nsw i32 %115, 1
  %144 = icmp eq i32 %143, 60
  br i1 %144, label %176, label %114, !llvm.loop !24

145:                                              ; preds = %51, %145
  %146 = phi i32 [ %174, %145 ], [ 0, %51 ]
  %147 = load i64, i64* @state, align 8, !tbaa !12
  %148 = shl i64 %147, 13
  %149 = xor i64 %148, %147
  %150 = lshr i64 %149, 7
  %151 = xor i64 %150, %149
  %152 = shl i64 %151, 17
  %153 = xor i64 %152, %151
  %154 = lshr i64 %153, 11
  %155 = uitofp i64 %154 to double
  %156 = fmul double %155, 4.000000e+00
  %157 = fmul double %156, 0x3CA0000000000000
  %158 = fadd double %157, -2.000000e+00
  %159 = shl i64 %153, 13
  %160 = xor i64 %159, %153
  %161 = lshr i64 %160, 7
  %162 = xor i64 %161, %160
  %163 = shl i64 %162, 17
  %164 = xor i64 %163, %162
  store i64 %164, i64* @state, align 8, !tbaa !12
  %165 = lshr i64 %164, 11
  %166 = uitofp i64 %165 to double
  %167 = fmul double %166, 9.770000e+02
  %168 = fmul double %167, 0x3CA0000000000000
  %169 = fadd double %168, 2.000000e+01
  %170 = fptosi double %169 to i32
  %171 = tail call double @ldexp(double noundef %158, i32 noundef signext %170) #3
  %172 = tail call double @sin(double noundef %171) #3
  %173 = tail call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.21, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), double noundef %171, double noundef %172) #3
  %174 = add nuw nsw i32 %146, 1
  %175 = icmp eq i32 %174, 60
  br i1 %175, label %83, label %145, !llvm.loop !24

176:                                              ; preds = %114, %206
  %177 = phi i32 [ %207, %206 ], [ 0, %114 ]
  %178 = getelementptr inbounds [3 x i8*], [3 x i8*]* @__const.main.trigf_name, i32 0, i32 %177
  %179 = getelementptr inbounds [3 x float (float)*], [3 x float (float)*]* @__const.main.trigf, i32 0, i32 %177
  br label %209

180:                                              ; preds = %206
  %181 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %181) #4
  %182 = call double @frexp(double noundef -4.800000e+01, i32* noundef nonnull %1) #3
  %183 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %183) #4
  %184 = call double @modf(double noundef -3.750000e+00, double* noundef nonnull %2) #3
  %185 = load i32, i32* %1, align 4, !tbaa !25
  %186 = call double @ldexp(double noundef 1.000000e+00, i32 noundef signext -1074) #3
  %187 = call double @ldexp(double noundef 3.000000e+00, i32 noundef signext 1023) #3
  %188 = load double, double* %2, align 8, !tbaa !27
  %189 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.30, i32 0, i32 0), double noundef %182, i32 noundef signext %185, double noundef %186, double noundef %187, double noundef %184, double noundef %188) #3
  %190 = call double @pow(double noundef 2.000000e+00, double noundef 1.000000e+01) #3
  %191 = call double @pow(double noundef -2.000000e+00, double noundef 3.000000e+00) #3
  %192 = call double @pow(double noundef 0.000000e+00, double noundef -1.000000e+00) #3
  %193 = call double @pow(double noundef -8.000000e+00, double noundef 0x3FD5555555555555) #3
  %194 = fcmp uno double %193, 0.000000e+00
  %195 = uitofp i1 %194 to double
  %196 = call double @log10(double noundef 1.000000e+03) #3
  %197 = call double @log2(double noundef 1.024000e+03) #3
  %198 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.31, i32 0, i32 0), double noundef %190, double noundef %191, double noundef %192, double noundef %195, double noundef %196, double noundef %197) #3
  %199 = call float @sinf(float noundef 1.000000e+00) #3
  %200 = fpext float %199 to double
  %201 = call float @powf(float noundef 2.000000e+00, float noundef 5.000000e-01) #3
  %202 = fpext float %201 to double
  %203 = call float @expf(float noundef 1.000000e+00) #3
  %204 = fpext float %203 to double
  %205 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.32, i32 0, i32 0), double noundef %200, double noundef %202, double noundef %204) #3
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %183) #4
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %181) #4
  ret i32 0

206:                                              ; preds = %209
  %207 = add nuw nsw i32 %177, 1
  %208 = icmp eq i32 %207, 3
  br i1 %208, label %180, label %176, !llvm.loop !28

209:                                              ; preds = %176, %209
  %210 = phi i32 [ 0, %176 ], [ %243, %209 ]
  %211 = load i64, i64* @state, align 8, !tbaa !12
  %212 = shl i64 %211, 13
  %213 = xor i64 %212, %211
  %214 = lshr i64 %213, 7
  %215 = xor i64 %214, %213
  %216 = shl i64 %215, 17
  %217 = xor i64 %216, %215
  %218 = lshr i64 %217, 11
  %219 = uitofp i64 %218 to double
  %220 = fmul double %219, 4.000000e+00
  %221 = fmul double %220, 0x3CA0000000000000
  %222 = fadd double %221, -2.000000e+00
  %223 = shl i64 %217, 13
  %224 = xor i64 %223, %217
  %225 = lshr i64 %224, 7
  %226 = xor i64 %225, %224
  %227 = shl i64 %226, 17
  %228 = xor i64 %227, %226
  store i64 %228, i64* @state, align 8, !tbaa !12
  %229 = lshr i64 %228, 11
  %230 = uitofp i64 %229 to double
  %231 = fmul double %230, 1.270000e+02
  %232 = fmul double %231, 0x3CA0000000000000
  %233 = fadd double %232, 0.000000e+00
  %234 = fptosi double %233 to i32
  %235 = tail call double @ldexp(double noundef %222, i32 noundef signext %234) #3
  %236 = fptrunc double %235 to float
  %237 = load i8*, i8** %178, align 4, !tbaa !29
  %238 = fpext float %236 to double
  %239 = load float (float)*, float (float)** %179, align 4, !tbaa !29
  %240 = tail call float %239(float noundef %236) #3
  %241 = fpext float %240 to double
  %242 = tail call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.21, i32 0, i32 0), i8* noundef %237, double noundef %238, double noundef %241) #3
  %243 = add nuw nsw i32 %210, 1
  %244 = icmp eq i32 %243, 60
  br i1 %244, label %206, label %209, !llvm.loop !30
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

declare dso_local double @ldexp(double noundef, i32 noundef signext) local_unnamed_addr #2

declare dso_local float @sinf(float noundef) #2

declare dso_local float @cosf(float noundef) #2

declare dso_local float @tanf(float noundef) #2

declare dso_local double @frexp(double noundef, i32* noundef) local_unnamed_addr #2

declare dso_local double @modf(double noundef, double* noundef) local_unnamed_addr #2

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
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !4, i64 0}
!27 = !{!6, !6, i64 0}
!28 = distinct !{!28, !11}
!29 = !{!3, !3, i64 0}
!30 = distinct !{!30, !11}
