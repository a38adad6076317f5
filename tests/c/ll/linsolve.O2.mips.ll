; ModuleID = 'linsolve.c'
source_filename = "linsolve.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.big_t = type { [200 x i32], i32 }

@a_in = dso_local global [6 x [6 x double]] [[6 x double] [double 4.000000e+00, double -2.000000e+00, double 1.000000e+00, double 3.000000e+00, double 5.000000e-01, double -1.000000e+00], [6 x double] [double -2.000000e+00, double 5.000000e+00, double -3.000000e+00, double 0.000000e+00, double 1.000000e+00, double 2.000000e+00], [6 x double] [double 1.000000e+00, double -3.000000e+00, double 6.000000e+00, double -2.000000e+00, double 0.000000e+00, double 2.500000e-01], [6 x double] [double 3.000000e+00, double 0.000000e+00, double -2.000000e+00, double 7.000000e+00, double -1.000000e+00, double 1.000000e+00], [6 x double] [double 5.000000e-01, double 1.000000e+00, double 0.000000e+00, double -1.000000e+00, double 3.000000e+00, double -2.000000e+00], [6 x double] [double -1.000000e+00, double 2.000000e+00, double 2.500000e-01, double 1.000000e+00, double -2.000000e+00, double 8.000000e+00]], align 8
@x_true = dso_local local_unnamed_addr global [6 x double] [double 1.000000e+00, double -2.000000e+00, double 3.000000e+00, double 5.000000e-01, double -1.250000e+00, double 2.000000e+00], align 8
@hilbert_n = dso_local local_unnamed_addr global i32 5, align 4

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = alloca [6 x [6 x double]], align 8
  %5 = bitcast [6 x [6 x double]]* %4 to i8*
  %6 = alloca [6 x double], align 8
  %7 = alloca [6 x double], align 8
  %8 = alloca [6 x i32], align 4
  %9 = alloca [6 x [6 x double]], align 8
  %10 = alloca [6 x [6 x double]], align 8
  %11 = alloca [6 x [6 x double]], align 8
  %12 = alloca [6 x [6 x float]], align 4
  %13 = alloca [6 x float], align 4
  call void @llvm.lifetime.start.p0i8(i64 288, i8* nonnull %5) #9
  %14 = bitcast [6 x double]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %14) #9
  %15 = bitcast [6 x double]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %15) #9
  %16 = bitcast [6 x i32]* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %16) #9
  %17 = load double, double* getelementptr inbounds ([6 x double], [6 x double]* @x_true, i32 0, i32 0), align 8, !tbaa !1
  %18 = load double, double* getelementptr inbounds ([6 x double], [6 x double]* @x_true, i32 0, i32 1), align 8, !tbaa !1
  %19 = load double, double* getelementptr inbounds ([6 x double], [6 x double]* @x_true, i32 0, i32 2), align 8, !tbaa !1
  %20 = load double, double* getelementptr inbounds ([6 x double], [6 x double]* @x_true, i32 0, i32 3), align 8, !tbaa !1
  %21 = load double, double* getelementptr inbounds ([6 x double], [6 x double]* @x_true, i32 0, i32 4), align 8, !tbaa !1
  %22 = load double, double* getelementptr inbounds ([6 x double], [6 x double]* @x_true, i32 0, i32 5), align 8, !tbaa !1
  br label %23

23:                                               ; preds = %0, %23
  %24 = phi i32 [ 0, %0 ], [ %44, %23 ]
  %25 = getelementptr inbounds [6 x double], [6 x double]* %6, i32 0, i32 %24
  %26 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 %24, i32 0
  %27 = load double, double* %26, align 8, !tbaa !1
  %28 = tail call double @llvm.fmuladd.f64(double %27, double %17, double 0.000000e+00)
  %29 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 %24, i32 1
  %30 = load double, double* %29, align 8, !tbaa !1
  %31 = tail call double @llvm.fmuladd.f64(double %30, double %18, double %28)
  %32 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 %24, i32 2
  %33 = load double, double* %32, align 8, !tbaa !1
  %34 = tail call double @llvm.fmuladd.f64(double %33, double %19, double %31)
  %35 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 %24, i32 3
  %36 = load double, double* %35, align 8, !tbaa !1
  %37 = tail call double @llvm.fmuladd.f64(double %36, double %20, double %34)
  %38 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 %24, i32 4
  %39 = load double, double* %38, align 8, !tbaa !1
  %40 = tail call double @llvm.fmuladd.f64(double %39, double %21, double %37)
  %41 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 %24, i32 5
  %42 = load double, double* %41, align 8, !tbaa !1
  %43 = tail call double @llvm.fmuladd.f64(double %42, double %22, double %40)
  store double %43, double* %25, align 8, !tbaa !1
  %44 = add nuw nsw i32 %24, 1
  %45 = icmp eq i32 %44, 6
  br i1 %45, label %46, label %23, !llvm.loop !5

46:                                               ; preds = %23
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %47 = getelementptr inbounds [6 x double], [6 x double]* %6, i32 0, i32 0
  %48 = load double, double* %47, align 8, !tbaa !1
  tail call fastcc void @print_f(double noundef %48, i32 noundef signext 6) #9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %49 = getelementptr inbounds [6 x double], [6 x double]* %6, i32 0, i32 1
  %50 = load double, double* %49, align 8, !tbaa !1
  tail call fastcc void @print_f(double noundef %50, i32 noundef signext 6) #9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %51 = getelementptr inbounds [6 x double], [6 x double]* %6, i32 0, i32 2
  %52 = load double, double* %51, align 8, !tbaa !1
  tail call fastcc void @print_f(double noundef %52, i32 noundef signext 6) #9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %53 = getelementptr inbounds [6 x double], [6 x double]* %6, i32 0, i32 3
  %54 = load double, double* %53, align 8, !tbaa !1
  tail call fastcc void @print_f(double noundef %54, i32 noundef signext 6) #9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %55 = getelementptr inbounds [6 x double], [6 x double]* %6, i32 0, i32 4
  %56 = load double, double* %55, align 8, !tbaa !1
  tail call fastcc void @print_f(double noundef %56, i32 noundef signext 6) #9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %57 = getelementptr inbounds [6 x double], [6 x double]* %6, i32 0, i32 5
  %58 = load double, double* %57, align 8, !tbaa !1
  tail call fastcc void @print_f(double noundef %58, i32 noundef signext 6) #9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(288) %5, i8* noundef nonnull align 8 dereferenceable(288) bitcast ([6 x [6 x double]]* @a_in to i8*), i32 288, i1 false), !tbaa !1
  %59 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %4, i32 0, i32 0
  %60 = getelementptr inbounds [6 x i32], [6 x i32]* %8, i32 0, i32 0
  %61 = call fastcc i32 @lu_decompose(i32 noundef signext 6, [6 x double]* noundef nonnull %59, i32* noundef nonnull %60)
  %62 = sitofp i32 %61 to double
  %63 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %4, i32 0, i32 0, i32 0
  %64 = load double, double* %63, align 8, !tbaa !1
  %65 = fmul double %64, %62
  %66 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %4, i32 0, i32 1, i32 1
  %67 = load double, double* %66, align 8, !tbaa !1
  %68 = fmul double %65, %67
  %69 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %4, i32 0, i32 2, i32 2
  %70 = load double, double* %69, align 8, !tbaa !1
  %71 = fmul double %68, %70
  %72 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %4, i32 0, i32 3, i32 3
  %73 = load double, double* %72, align 8, !tbaa !1
  %74 = fmul double %71, %73
  %75 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %4, i32 0, i32 4, i32 4
  %76 = load double, double* %75, align 8, !tbaa !1
  %77 = fmul double %74, %76
  %78 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %4, i32 0, i32 5, i32 5
  %79 = load double, double* %78, align 8, !tbaa !1
  %80 = fmul double %77, %79
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  tail call fastcc void @print_f(double noundef %80, i32 noundef signext 6) #9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %81 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  %82 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  br label %175

83:                                               ; preds = %221
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  br label %84

84:                                               ; preds = %91, %83
  %85 = phi i32 [ %94, %91 ], [ 0, %83 ]
  %86 = getelementptr inbounds [6 x i32], [6 x i32]* %8, i32 0, i32 %85
  %87 = load i32, i32* %86, align 4, !tbaa !8
  %88 = getelementptr inbounds [6 x double], [6 x double]* %6, i32 0, i32 %87
  %89 = load double, double* %88, align 8, !tbaa !1
  %90 = icmp eq i32 %85, 0
  br i1 %90, label %91, label %96

91:                                               ; preds = %96, %84
  %92 = phi double [ %89, %84 ], [ %104, %96 ]
  %93 = getelementptr inbounds [6 x double], [6 x double]* %7, i32 0, i32 %85
  store double %92, double* %93, align 8, !tbaa !1
  %94 = add nuw nsw i32 %85, 1
  %95 = icmp eq i32 %94, 6
  br i1 %95, label %107, label %84, !llvm.loop !10

96:                                               ; preds = %84, %96
  %97 = phi i32 [ %105, %96 ], [ 0, %84 ]
  %98 = phi double [ %104, %96 ], [ %89, %84 ]
  %99 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %4, i32 0, i32 %85, i32 %97
  %100 = load double, double* %99, align 8, !tbaa !1
  %101 = getelementptr inbounds [6 x double], [6 x double]* %7, i32 0, i32 %97
  %102 = load double, double* %101, align 8, !tbaa !1
  %103 = fneg double %100
  %104 = tail call double @llvm.fmuladd.f64(double %103, double %102, double %98) #9
  %105 = add nuw nsw i32 %97, 1
  %106 = icmp eq i32 %105, %85
  br i1 %106, label %91, label %96, !llvm.loop !11

107:                                              ; preds = %91, %113
  %108 = phi i32 [ %109, %113 ], [ 6, %91 ]
  %109 = add nsw i32 %108, -1
  %110 = getelementptr inbounds [6 x double], [6 x double]* %7, i32 0, i32 %109
  %111 = load double, double* %110, align 8, !tbaa !1
  %112 = icmp ult i32 %108, 6
  br i1 %112, label %164, label %113

113:                                              ; preds = %164, %107
  %114 = phi double [ %111, %107 ], [ %172, %164 ]
  %115 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %4, i32 0, i32 %109, i32 %109
  %116 = load double, double* %115, align 8, !tbaa !1
  %117 = fdiv double %114, %116
  store double %117, double* %110, align 8, !tbaa !1
  %118 = icmp ugt i32 %108, 1
  br i1 %118, label %107, label %119, !llvm.loop !12

119:                                              ; preds = %113
  store volatile i8 120, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %120 = getelementptr inbounds [6 x double], [6 x double]* %7, i32 0, i32 0
  %121 = load double, double* %120, align 8, !tbaa !1
  tail call fastcc void @print_f(double noundef %121, i32 noundef signext 6) #9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %122 = getelementptr inbounds [6 x double], [6 x double]* %7, i32 0, i32 1
  %123 = load double, double* %122, align 8, !tbaa !1
  tail call fastcc void @print_f(double noundef %123, i32 noundef signext 6) #9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %124 = getelementptr inbounds [6 x double], [6 x double]* %7, i32 0, i32 2
  %125 = load double, double* %124, align 8, !tbaa !1
  tail call fastcc void @print_f(double noundef %125, i32 noundef signext 6) #9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %126 = getelementptr inbounds [6 x double], [6 x double]* %7, i32 0, i32 3
  %127 = load double, double* %126, align 8, !tbaa !1
  tail call fastcc void @print_f(double noundef %127, i32 noundef signext 6) #9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %128 = getelementptr inbounds [6 x double], [6 x double]* %7, i32 0, i32 4
  %129 = load double, double* %128, align 8, !tbaa !1
  tail call fastcc void @print_f(double noundef %129, i32 noundef signext 6) #9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %130 = getelementptr inbounds [6 x double], [6 x double]* %7, i32 0, i32 5
  %131 = load double, double* %130, align 8, !tbaa !1
  tail call fastcc void @print_f(double noundef %131, i32 noundef signext 6) #9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %132 = load double, double* getelementptr inbounds ([6 x double], [6 x double]* @x_true, i32 0, i32 0), align 8, !tbaa !1
  %133 = fsub double %121, %132
  %134 = tail call double @llvm.fabs.f64(double %133)
  %135 = fcmp ogt double %134, 0.000000e+00
  %136 = select i1 %135, double %134, double 0.000000e+00
  %137 = load double, double* getelementptr inbounds ([6 x double], [6 x double]* @x_true, i32 0, i32 1), align 8, !tbaa !1
  %138 = fsub double %123, %137
  %139 = tail call double @llvm.fabs.f64(double %138)
  %140 = fcmp ogt double %139, %136
  %141 = select i1 %140, double %139, double %136
  %142 = load double, double* getelementptr inbounds ([6 x double], [6 x double]* @x_true, i32 0, i32 2), align 8, !tbaa !1
  %143 = fsub double %125, %142
  %144 = tail call double @llvm.fabs.f64(double %143)
  %145 = fcmp ogt double %144, %141
  %146 = select i1 %145, double %144, double %141
  %147 = load double, double* getelementptr inbounds ([6 x double], [6 x double]* @x_true, i32 0, i32 3), align 8, !tbaa !1
  %148 = fsub double %127, %147
  %149 = tail call double @llvm.fabs.f64(double %148)
  %150 = fcmp ogt double %149, %146
  %151 = select i1 %150, double %149, double %146
  %152 = load double, double* getelementptr inbounds ([6 x double], [6 x double]* @x_true, i32 0, i32 4), align 8, !tbaa !1
  %153 = fsub double %129, %152
  %154 = tail call double @llvm.fabs.f64(double %153)
  %155 = fcmp ogt double %154, %151
  %156 = select i1 %155, double %154, double %151
  %157 = load double, double* getelementptr inbounds ([6 x double], [6 x double]* @x_true, i32 0, i32 5), align 8, !tbaa !1
  %158 = fsub double %131, %157
  %159 = tail call double @llvm.fabs.f64(double %158)
  %160 = fcmp ogt double %159, %156
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 120, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %161 = select i1 %160, double %159, double %156
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  tail call fastcc void @print_e(double noundef %161, i32 noundef signext 6) #9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %162 = bitcast [6 x [6 x double]]* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 288, i8* nonnull %162) #9
  %163 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %9, i32 0, i32 0
  call fastcc void @invert(i32 noundef signext 6, [6 x double]* noundef getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 0), [6 x double]* noundef nonnull %163)
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  br label %281

164:                                              ; preds = %107, %164
  %165 = phi i32 [ %173, %164 ], [ %108, %107 ]
  %166 = phi double [ %172, %164 ], [ %111, %107 ]
  %167 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %4, i32 0, i32 %109, i32 %165
  %168 = load double, double* %167, align 8, !tbaa !1
  %169 = getelementptr inbounds [6 x double], [6 x double]* %7, i32 0, i32 %165
  %170 = load double, double* %169, align 8, !tbaa !1
  %171 = fneg double %168
  %172 = tail call double @llvm.fmuladd.f64(double %171, double %170, double %166) #9
  %173 = add nuw nsw i32 %165, 1
  %174 = icmp eq i32 %173, 6
  br i1 %174, label %113, label %164, !llvm.loop !13

175:                                              ; preds = %46, %221
  %176 = phi i32 [ 0, %46 ], [ %222, %221 ]
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %177 = getelementptr inbounds [6 x i32], [6 x i32]* %8, i32 0, i32 %176
  %178 = load i32, i32* %177, align 4, !tbaa !8
  %179 = icmp slt i32 %178, 0
  br i1 %179, label %180, label %201

180:                                              ; preds = %175
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %181 = sub i32 0, %178
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %82) #9
  br label %182

182:                                              ; preds = %182, %180
  %183 = phi i32 [ %181, %180 ], [ %186, %182 ]
  %184 = phi i32 [ 0, %180 ], [ %191, %182 ]
  %185 = freeze i32 %183
  %186 = udiv i32 %185, 10
  %187 = mul i32 %186, 10
  %188 = sub i32 %185, %187
  %189 = trunc i32 %188 to i8
  %190 = or i8 %189, 48
  %191 = add nuw nsw i32 %184, 1
  %192 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %184
  store i8 %190, i8* %192, align 1, !tbaa !7
  %193 = icmp ult i32 %183, 10
  br i1 %193, label %194, label %182, !llvm.loop !14

194:                                              ; preds = %182, %194
  %195 = phi i32 [ %196, %194 ], [ %191, %182 ]
  %196 = add nsw i32 %195, -1
  %197 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %196
  %198 = load i8, i8* %197, align 1, !tbaa !7
  store volatile i8 %198, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %199 = icmp eq i32 %196, 0
  br i1 %199, label %200, label %194, !llvm.loop !15

200:                                              ; preds = %194
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %82) #9
  br label %221

201:                                              ; preds = %175
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %81) #9
  br label %202

202:                                              ; preds = %202, %201
  %203 = phi i32 [ %178, %201 ], [ %206, %202 ]
  %204 = phi i32 [ 0, %201 ], [ %211, %202 ]
  %205 = freeze i32 %203
  %206 = udiv i32 %205, 10
  %207 = mul i32 %206, 10
  %208 = sub i32 %205, %207
  %209 = trunc i32 %208 to i8
  %210 = or i8 %209, 48
  %211 = add nuw nsw i32 %204, 1
  %212 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %204
  store i8 %210, i8* %212, align 1, !tbaa !7
  %213 = icmp ult i32 %203, 10
  br i1 %213, label %214, label %202, !llvm.loop !14

214:                                              ; preds = %202, %214
  %215 = phi i32 [ %216, %214 ], [ %211, %202 ]
  %216 = add nsw i32 %215, -1
  %217 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %216
  %218 = load i8, i8* %217, align 1, !tbaa !7
  store volatile i8 %218, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %219 = icmp eq i32 %216, 0
  br i1 %219, label %220, label %214, !llvm.loop !15

220:                                              ; preds = %214
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %81) #9
  br label %221

221:                                              ; preds = %200, %220
  %222 = add nuw nsw i32 %176, 1
  %223 = icmp eq i32 %222, 6
  br i1 %223, label %83, label %175, !llvm.loop !16

224:                                              ; preds = %281, %268
  %225 = phi double [ %265, %268 ], [ 0.000000e+00, %281 ]
  %226 = phi i32 [ %269, %268 ], [ 0, %281 ]
  %227 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 %226, i32 0
  %228 = load double, double* %227, align 8, !tbaa !1
  %229 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 %226, i32 1
  %230 = load double, double* %229, align 8, !tbaa !1
  %231 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 %226, i32 2
  %232 = load double, double* %231, align 8, !tbaa !1
  %233 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 %226, i32 3
  %234 = load double, double* %233, align 8, !tbaa !1
  %235 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 %226, i32 4
  %236 = load double, double* %235, align 8, !tbaa !1
  %237 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 %226, i32 5
  %238 = load double, double* %237, align 8, !tbaa !1
  br label %239

239:                                              ; preds = %239, %224
  %240 = phi double [ %265, %239 ], [ %225, %224 ]
  %241 = phi i32 [ %266, %239 ], [ 0, %224 ]
  %242 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %9, i32 0, i32 0, i32 %241
  %243 = load double, double* %242, align 8, !tbaa !1
  %244 = tail call double @llvm.fmuladd.f64(double %228, double %243, double 0.000000e+00) #9
  %245 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %9, i32 0, i32 1, i32 %241
  %246 = load double, double* %245, align 8, !tbaa !1
  %247 = tail call double @llvm.fmuladd.f64(double %230, double %246, double %244) #9
  %248 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %9, i32 0, i32 2, i32 %241
  %249 = load double, double* %248, align 8, !tbaa !1
  %250 = tail call double @llvm.fmuladd.f64(double %232, double %249, double %247) #9
  %251 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %9, i32 0, i32 3, i32 %241
  %252 = load double, double* %251, align 8, !tbaa !1
  %253 = tail call double @llvm.fmuladd.f64(double %234, double %252, double %250) #9
  %254 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %9, i32 0, i32 4, i32 %241
  %255 = load double, double* %254, align 8, !tbaa !1
  %256 = tail call double @llvm.fmuladd.f64(double %236, double %255, double %253) #9
  %257 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %9, i32 0, i32 5, i32 %241
  %258 = load double, double* %257, align 8, !tbaa !1
  %259 = tail call double @llvm.fmuladd.f64(double %238, double %258, double %256) #9
  %260 = icmp eq i32 %226, %241
  %261 = select i1 %260, double 1.000000e+00, double 0.000000e+00
  %262 = fsub double %259, %261
  %263 = tail call double @llvm.fabs.f64(double %262) #9
  %264 = fcmp ogt double %263, %240
  %265 = select i1 %264, double %263, double %240
  %266 = add nuw nsw i32 %241, 1
  %267 = icmp eq i32 %266, 6
  br i1 %267, label %268, label %239, !llvm.loop !17

268:                                              ; preds = %239
  %269 = add nuw nsw i32 %226, 1
  %270 = icmp eq i32 %269, 6
  br i1 %270, label %271, label %224, !llvm.loop !18

271:                                              ; preds = %268
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  tail call fastcc void @print_e(double noundef %265, i32 noundef signext 6) #9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %272 = load i32, i32* @hilbert_n, align 4, !tbaa !8
  %273 = icmp slt i32 %272, 3
  br i1 %273, label %297, label %274

274:                                              ; preds = %271
  %275 = bitcast [6 x [6 x double]]* %10 to i8*
  %276 = bitcast [6 x [6 x double]]* %11 to i8*
  %277 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %10, i32 0, i32 0
  %278 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %11, i32 0, i32 0
  %279 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  %280 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %11, i32 0, i32 0, i32 0
  br label %300

281:                                              ; preds = %119, %281
  %282 = phi i32 [ %295, %281 ], [ 0, %119 ]
  %283 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %9, i32 0, i32 %282, i32 0
  %284 = load double, double* %283, align 8, !tbaa !1
  tail call fastcc void @print_f(double noundef %284, i32 noundef signext 6) #9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %285 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %9, i32 0, i32 %282, i32 1
  %286 = load double, double* %285, align 8, !tbaa !1
  tail call fastcc void @print_f(double noundef %286, i32 noundef signext 6) #9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %287 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %9, i32 0, i32 %282, i32 2
  %288 = load double, double* %287, align 8, !tbaa !1
  tail call fastcc void @print_f(double noundef %288, i32 noundef signext 6) #9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %289 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %9, i32 0, i32 %282, i32 3
  %290 = load double, double* %289, align 8, !tbaa !1
  tail call fastcc void @print_f(double noundef %290, i32 noundef signext 6) #9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %291 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %9, i32 0, i32 %282, i32 4
  %292 = load double, double* %291, align 8, !tbaa !1
  tail call fastcc void @print_f(double noundef %292, i32 noundef signext 6) #9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %293 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %9, i32 0, i32 %282, i32 5
  %294 = load double, double* %293, align 8, !tbaa !1
  tail call fastcc void @print_f(double noundef %294, i32 noundef signext 6) #9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %295 = add nuw nsw i32 %282, 1
  %296 = icmp eq i32 %295, 6
  br i1 %296, label %224, label %281, !llvm.loop !19

297:                                              ; preds = %342, %271
  %298 = bitcast [6 x [6 x float]]* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 144, i8* nonnull %298) #9
  %299 = bitcast [6 x float]* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %299) #9
  br label %505

300:                                              ; preds = %274, %342
  %301 = phi i32 [ 3, %274 ], [ %343, %342 ]
  call void @llvm.lifetime.start.p0i8(i64 288, i8* nonnull %275) #9
  call void @llvm.lifetime.start.p0i8(i64 288, i8* nonnull %276) #9
  br label %302

302:                                              ; preds = %300, %365
  %303 = phi i32 [ 0, %300 ], [ %304, %365 ]
  %304 = add nuw nsw i32 %303, 1
  br label %367

305:                                              ; preds = %365
  call fastcc void @invert(i32 noundef signext %301, [6 x double]* noundef nonnull %277, [6 x double]* noundef nonnull %278)
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %279) #9
  br label %306

306:                                              ; preds = %306, %305
  %307 = phi i32 [ %301, %305 ], [ %310, %306 ]
  %308 = phi i32 [ 0, %305 ], [ %315, %306 ]
  %309 = freeze i32 %307
  %310 = udiv i32 %309, 10
  %311 = mul i32 %310, 10
  %312 = sub i32 %309, %311
  %313 = trunc i32 %312 to i8
  %314 = or i8 %313, 48
  %315 = add nuw nsw i32 %308, 1
  %316 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %308
  store i8 %314, i8* %316, align 1, !tbaa !7
  %317 = icmp ult i32 %307, 10
  br i1 %317, label %318, label %306, !llvm.loop !14

318:                                              ; preds = %306, %318
  %319 = phi i32 [ %320, %318 ], [ %315, %306 ]
  %320 = add nsw i32 %319, -1
  %321 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %320
  %322 = load i8, i8* %321, align 1, !tbaa !7
  store volatile i8 %322, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %323 = icmp eq i32 %320, 0
  br i1 %323, label %324, label %318, !llvm.loop !15

324:                                              ; preds = %318
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %279) #9
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %325 = load double, double* %280, align 8, !tbaa !1
  tail call fastcc void @print_f(double noundef %325, i32 noundef signext 3) #9
  br label %326

326:                                              ; preds = %326, %324
  %327 = phi i32 [ %330, %326 ], [ 1, %324 ]
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %328 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %11, i32 0, i32 0, i32 %327
  %329 = load double, double* %328, align 8, !tbaa !1
  tail call fastcc void @print_f(double noundef %329, i32 noundef signext 3) #9
  %330 = add nuw nsw i32 %327, 1
  %331 = icmp eq i32 %330, %301
  br i1 %331, label %332, label %326, !llvm.loop !20

332:                                              ; preds = %326
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  br label %333

333:                                              ; preds = %339, %332
  %334 = phi double [ %352, %339 ], [ 0.000000e+00, %332 ]
  %335 = phi i32 [ %340, %339 ], [ 0, %332 ]
  br label %336

336:                                              ; preds = %346, %333
  %337 = phi double [ %352, %346 ], [ %334, %333 ]
  %338 = phi i32 [ %353, %346 ], [ 0, %333 ]
  br label %355

339:                                              ; preds = %346
  %340 = add nuw nsw i32 %335, 1
  %341 = icmp eq i32 %340, %301
  br i1 %341, label %342, label %333, !llvm.loop !18

342:                                              ; preds = %339
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  tail call fastcc void @print_e(double noundef %352, i32 noundef signext 6) #9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  call void @llvm.lifetime.end.p0i8(i64 288, i8* nonnull %276) #9
  call void @llvm.lifetime.end.p0i8(i64 288, i8* nonnull %275) #9
  %343 = add nuw nsw i32 %301, 1
  %344 = load i32, i32* @hilbert_n, align 4, !tbaa !8
  %345 = icmp slt i32 %301, %344
  br i1 %345, label %300, label %297, !llvm.loop !22

346:                                              ; preds = %355
  %347 = icmp eq i32 %335, %338
  %348 = select i1 %347, double 1.000000e+00, double 0.000000e+00
  %349 = fsub double %362, %348
  %350 = tail call double @llvm.fabs.f64(double %349) #9
  %351 = fcmp ogt double %350, %337
  %352 = select i1 %351, double %350, double %337
  %353 = add nuw nsw i32 %338, 1
  %354 = icmp eq i32 %353, %301
  br i1 %354, label %339, label %336, !llvm.loop !17

355:                                              ; preds = %355, %336
  %356 = phi i32 [ %363, %355 ], [ 0, %336 ]
  %357 = phi double [ %362, %355 ], [ 0.000000e+00, %336 ]
  %358 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %10, i32 0, i32 %335, i32 %356
  %359 = load double, double* %358, align 8, !tbaa !1
  %360 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %11, i32 0, i32 %356, i32 %338
  %361 = load double, double* %360, align 8, !tbaa !1
  %362 = tail call double @llvm.fmuladd.f64(double %359, double %361, double %357) #9
  %363 = add nuw nsw i32 %356, 1
  %364 = icmp eq i32 %363, %301
  br i1 %364, label %346, label %355, !llvm.loop !23

365:                                              ; preds = %367
  %366 = icmp eq i32 %304, %301
  br i1 %366, label %305, label %302, !llvm.loop !24

367:                                              ; preds = %302, %367
  %368 = phi i32 [ 0, %302 ], [ %373, %367 ]
  %369 = add nuw i32 %304, %368
  %370 = sitofp i32 %369 to double
  %371 = fdiv double 1.000000e+00, %370
  %372 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %10, i32 0, i32 %303, i32 %368
  store double %371, double* %372, align 8, !tbaa !1
  %373 = add nuw nsw i32 %368, 1
  %374 = icmp eq i32 %373, %301
  br i1 %374, label %365, label %367, !llvm.loop !25

375:                                              ; preds = %392, %377
  %376 = icmp eq i32 %379, 6
  br i1 %376, label %408, label %377, !llvm.loop !26

377:                                              ; preds = %505, %375
  %378 = phi i32 [ %379, %375 ], [ 0, %505 ]
  %379 = add nuw nsw i32 %378, 1
  %380 = icmp ult i32 %378, 5
  br i1 %380, label %381, label %375

381:                                              ; preds = %377
  %382 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 %378, i32 %378
  %383 = getelementptr inbounds [6 x float], [6 x float]* %13, i32 0, i32 %378
  br label %384

384:                                              ; preds = %381, %392
  %385 = phi i32 [ %379, %381 ], [ %397, %392 ]
  %386 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 %385, i32 %378
  %387 = load float, float* %386, align 4, !tbaa !27
  %388 = load float, float* %382, align 4, !tbaa !27
  %389 = fneg float %387
  %390 = fdiv float %389, %388
  %391 = tail call float @llvm.fmuladd.f32(float %390, float %388, float %387) #9
  store float %391, float* %386, align 4, !tbaa !27
  br label %399

392:                                              ; preds = %399
  %393 = load float, float* %383, align 4, !tbaa !27
  %394 = getelementptr inbounds [6 x float], [6 x float]* %13, i32 0, i32 %385
  %395 = load float, float* %394, align 4, !tbaa !27
  %396 = tail call float @llvm.fmuladd.f32(float %390, float %393, float %395) #9
  store float %396, float* %394, align 4, !tbaa !27
  %397 = add nuw nsw i32 %385, 1
  %398 = icmp eq i32 %397, 6
  br i1 %398, label %375, label %384, !llvm.loop !29

399:                                              ; preds = %384, %399
  %400 = phi i32 [ %406, %399 ], [ %379, %384 ]
  %401 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 %378, i32 %400
  %402 = load float, float* %401, align 4, !tbaa !27
  %403 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 %385, i32 %400
  %404 = load float, float* %403, align 4, !tbaa !27
  %405 = tail call float @llvm.fmuladd.f32(float %390, float %402, float %404) #9
  store float %405, float* %403, align 4, !tbaa !27
  %406 = add nuw nsw i32 %400, 1
  %407 = icmp eq i32 %406, 6
  br i1 %407, label %392, label %399, !llvm.loop !30

408:                                              ; preds = %375
  %409 = getelementptr inbounds [6 x float], [6 x float]* %13, i32 0, i32 5
  %410 = load float, float* %409, align 4, !tbaa !27
  %411 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 5, i32 5
  %412 = load float, float* %411, align 4, !tbaa !27
  %413 = fdiv float %410, %412
  %414 = getelementptr inbounds [6 x float], [6 x float]* %13, i32 0, i32 4
  %415 = load float, float* %414, align 4, !tbaa !27
  %416 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 4, i32 5
  %417 = load float, float* %416, align 4, !tbaa !27
  %418 = fneg float %417
  %419 = tail call float @llvm.fmuladd.f32(float %418, float %413, float %415) #9
  %420 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 4, i32 4
  %421 = load float, float* %420, align 4, !tbaa !27
  %422 = fdiv float %419, %421
  %423 = getelementptr inbounds [6 x float], [6 x float]* %13, i32 0, i32 3
  %424 = load float, float* %423, align 4, !tbaa !27
  %425 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 3, i32 4
  %426 = load float, float* %425, align 4, !tbaa !27
  %427 = fneg float %426
  %428 = tail call float @llvm.fmuladd.f32(float %427, float %422, float %424) #9
  %429 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 3, i32 5
  %430 = load float, float* %429, align 4, !tbaa !27
  %431 = fneg float %430
  %432 = tail call float @llvm.fmuladd.f32(float %431, float %413, float %428) #9
  %433 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 3, i32 3
  %434 = load float, float* %433, align 4, !tbaa !27
  %435 = fdiv float %432, %434
  %436 = getelementptr inbounds [6 x float], [6 x float]* %13, i32 0, i32 2
  %437 = load float, float* %436, align 4, !tbaa !27
  %438 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 2, i32 3
  %439 = load float, float* %438, align 4, !tbaa !27
  %440 = fneg float %439
  %441 = tail call float @llvm.fmuladd.f32(float %440, float %435, float %437) #9
  %442 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 2, i32 4
  %443 = load float, float* %442, align 4, !tbaa !27
  %444 = fneg float %443
  %445 = tail call float @llvm.fmuladd.f32(float %444, float %422, float %441) #9
  %446 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 2, i32 5
  %447 = load float, float* %446, align 4, !tbaa !27
  %448 = fneg float %447
  %449 = tail call float @llvm.fmuladd.f32(float %448, float %413, float %445) #9
  %450 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 2, i32 2
  %451 = load float, float* %450, align 4, !tbaa !27
  %452 = fdiv float %449, %451
  %453 = getelementptr inbounds [6 x float], [6 x float]* %13, i32 0, i32 1
  %454 = load float, float* %453, align 4, !tbaa !27
  %455 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 1, i32 2
  %456 = load float, float* %455, align 4, !tbaa !27
  %457 = fneg float %456
  %458 = tail call float @llvm.fmuladd.f32(float %457, float %452, float %454) #9
  %459 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 1, i32 3
  %460 = load float, float* %459, align 4, !tbaa !27
  %461 = fneg float %460
  %462 = tail call float @llvm.fmuladd.f32(float %461, float %435, float %458) #9
  %463 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 1, i32 4
  %464 = load float, float* %463, align 4, !tbaa !27
  %465 = fneg float %464
  %466 = tail call float @llvm.fmuladd.f32(float %465, float %422, float %462) #9
  %467 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 1, i32 5
  %468 = load float, float* %467, align 4, !tbaa !27
  %469 = fneg float %468
  %470 = tail call float @llvm.fmuladd.f32(float %469, float %413, float %466) #9
  %471 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 1, i32 1
  %472 = load float, float* %471, align 4, !tbaa !27
  %473 = fdiv float %470, %472
  %474 = getelementptr inbounds [6 x float], [6 x float]* %13, i32 0, i32 0
  %475 = load float, float* %474, align 4, !tbaa !27
  %476 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 0, i32 1
  %477 = load float, float* %476, align 4, !tbaa !27
  %478 = fneg float %477
  %479 = tail call float @llvm.fmuladd.f32(float %478, float %473, float %475) #9
  %480 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 0, i32 2
  %481 = load float, float* %480, align 4, !tbaa !27
  %482 = fneg float %481
  %483 = tail call float @llvm.fmuladd.f32(float %482, float %452, float %479) #9
  %484 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 0, i32 3
  %485 = load float, float* %484, align 4, !tbaa !27
  %486 = fneg float %485
  %487 = tail call float @llvm.fmuladd.f32(float %486, float %435, float %483) #9
  %488 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 0, i32 4
  %489 = load float, float* %488, align 4, !tbaa !27
  %490 = fneg float %489
  %491 = tail call float @llvm.fmuladd.f32(float %490, float %422, float %487) #9
  %492 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 0, i32 5
  %493 = load float, float* %492, align 4, !tbaa !27
  %494 = fneg float %493
  %495 = tail call float @llvm.fmuladd.f32(float %494, float %413, float %491) #9
  %496 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 0, i32 0
  %497 = load float, float* %496, align 4, !tbaa !27
  %498 = fdiv float %495, %497
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 120, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %499 = fpext float %498 to double
  tail call fastcc void @print_e(double noundef %499, i32 noundef signext 8)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %500 = fpext float %473 to double
  tail call fastcc void @print_e(double noundef %500, i32 noundef signext 8)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %501 = fpext float %452 to double
  tail call fastcc void @print_e(double noundef %501, i32 noundef signext 8)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %502 = fpext float %435 to double
  tail call fastcc void @print_e(double noundef %502, i32 noundef signext 8)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %503 = fpext float %422 to double
  tail call fastcc void @print_e(double noundef %503, i32 noundef signext 8)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %504 = fpext float %413 to double
  tail call fastcc void @print_e(double noundef %504, i32 noundef signext 8)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %299) #9
  call void @llvm.lifetime.end.p0i8(i64 144, i8* nonnull %298) #9
  call void @llvm.lifetime.end.p0i8(i64 288, i8* nonnull %162) #9
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %16) #9
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %15) #9
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %14) #9
  call void @llvm.lifetime.end.p0i8(i64 288, i8* nonnull %5) #9
  ret i32 0

505:                                              ; preds = %536, %297
  %506 = phi double [ %48, %297 ], [ %538, %536 ]
  %507 = phi i32 [ 0, %297 ], [ %534, %536 ]
  %508 = fptrunc double %506 to float
  %509 = getelementptr inbounds [6 x float], [6 x float]* %13, i32 0, i32 %507
  store float %508, float* %509, align 4, !tbaa !27
  %510 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 %507, i32 0
  %511 = load double, double* %510, align 8, !tbaa !1
  %512 = fptrunc double %511 to float
  %513 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 %507, i32 0
  store float %512, float* %513, align 4, !tbaa !27
  %514 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 %507, i32 1
  %515 = load double, double* %514, align 8, !tbaa !1
  %516 = fptrunc double %515 to float
  %517 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 %507, i32 1
  store float %516, float* %517, align 4, !tbaa !27
  %518 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 %507, i32 2
  %519 = load double, double* %518, align 8, !tbaa !1
  %520 = fptrunc double %519 to float
  %521 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 %507, i32 2
  store float %520, float* %521, align 4, !tbaa !27
  %522 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 %507, i32 3
  %523 = load double, double* %522, align 8, !tbaa !1
  %524 = fptrunc double %523 to float
  %525 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 %507, i32 3
  store float %524, float* %525, align 4, !tbaa !27
  %526 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 %507, i32 4
  %527 = load double, double* %526, align 8, !tbaa !1
  %528 = fptrunc double %527 to float
  %529 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 %507, i32 4
  store float %528, float* %529, align 4, !tbaa !27
  %530 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 %507, i32 5
  %531 = load double, double* %530, align 8, !tbaa !1
  %532 = fptrunc double %531 to float
  %533 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %12, i32 0, i32 %507, i32 5
  store float %532, float* %533, align 4, !tbaa !27
  %534 = add nuw nsw i32 %507, 1
  %535 = icmp eq i32 %534, 6
  br i1 %535, label %377, label %536, !llvm.loop !31

536:                                              ; preds = %505
  %537 = getelementptr inbounds [6 x double], [6 x double]* %6, i32 0, i32 %534
  %538 = load double, double* %537, align 8, !tbaa !1
  br label %505
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind
define internal fastcc i32 @lu_decompose(i32 noundef signext %0, [6 x double]* nocapture noundef %1, i32* nocapture noundef %2) unnamed_addr #3 {
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %8, label %5

5:                                                ; preds = %8, %3
  %6 = call i32 @llvm.smax.i32(i32 %0, i32 0)
  %7 = icmp slt i32 %0, 1
  br i1 %7, label %77, label %13

8:                                                ; preds = %3, %8
  %9 = phi i32 [ %11, %8 ], [ 0, %3 ]
  %10 = getelementptr inbounds i32, i32* %2, i32 %9
  store i32 %9, i32* %10, align 4, !tbaa !8
  %11 = add nuw nsw i32 %9, 1
  %12 = icmp eq i32 %11, %0
  br i1 %12, label %5, label %8, !llvm.loop !32

13:                                               ; preds = %5, %75
  %14 = phi i32 [ %55, %75 ], [ 1, %5 ]
  %15 = phi i32 [ %19, %75 ], [ 0, %5 ]
  %16 = getelementptr inbounds [6 x double], [6 x double]* %1, i32 %15, i32 %15
  %17 = load double, double* %16, align 8, !tbaa !1
  %18 = tail call double @llvm.fabs.f64(double %17)
  %19 = add nuw i32 %15, 1
  %20 = icmp slt i32 %19, %0
  br i1 %20, label %25, label %21

21:                                               ; preds = %25, %13
  %22 = phi i32 [ %15, %13 ], [ %33, %25 ]
  %23 = phi double [ %18, %13 ], [ %34, %25 ]
  %24 = fcmp oeq double %23, 0.000000e+00
  br i1 %24, label %77, label %37

25:                                               ; preds = %13, %25
  %26 = phi i32 [ %35, %25 ], [ %19, %13 ]
  %27 = phi double [ %34, %25 ], [ %18, %13 ]
  %28 = phi i32 [ %33, %25 ], [ %15, %13 ]
  %29 = getelementptr inbounds [6 x double], [6 x double]* %1, i32 %26, i32 %15
  %30 = load double, double* %29, align 8, !tbaa !1
  %31 = tail call double @llvm.fabs.f64(double %30)
  %32 = fcmp ogt double %31, %27
  %33 = select i1 %32, i32 %26, i32 %28
  %34 = select i1 %32, double %31, double %27
  %35 = add nuw nsw i32 %26, 1
  %36 = icmp eq i32 %35, %0
  br i1 %36, label %21, label %25, !llvm.loop !33

37:                                               ; preds = %21
  %38 = icmp eq i32 %22, %15
  br i1 %38, label %54, label %39

39:                                               ; preds = %37
  br i1 %4, label %46, label %40

40:                                               ; preds = %46, %39
  %41 = getelementptr inbounds i32, i32* %2, i32 %15
  %42 = load i32, i32* %41, align 4, !tbaa !8
  %43 = getelementptr inbounds i32, i32* %2, i32 %22
  %44 = load i32, i32* %43, align 4, !tbaa !8
  store i32 %44, i32* %41, align 4, !tbaa !8
  store i32 %42, i32* %43, align 4, !tbaa !8
  %45 = sub nsw i32 0, %14
  br label %54

46:                                               ; preds = %39, %46
  %47 = phi i32 [ %52, %46 ], [ 0, %39 ]
  %48 = getelementptr inbounds [6 x double], [6 x double]* %1, i32 %15, i32 %47
  %49 = load double, double* %48, align 8, !tbaa !1
  %50 = getelementptr inbounds [6 x double], [6 x double]* %1, i32 %22, i32 %47
  %51 = load double, double* %50, align 8, !tbaa !1
  store double %51, double* %48, align 8, !tbaa !1
  store double %49, double* %50, align 8, !tbaa !1
  %52 = add nuw nsw i32 %47, 1
  %53 = icmp eq i32 %52, %0
  br i1 %53, label %40, label %46, !llvm.loop !34

54:                                               ; preds = %40, %37
  %55 = phi i32 [ %45, %40 ], [ %14, %37 ]
  br i1 %20, label %56, label %75

56:                                               ; preds = %54, %63
  %57 = phi i32 [ %64, %63 ], [ %19, %54 ]
  %58 = getelementptr inbounds [6 x double], [6 x double]* %1, i32 %57, i32 %15
  %59 = load double, double* %58, align 8, !tbaa !1
  %60 = load double, double* %16, align 8, !tbaa !1
  %61 = fdiv double %59, %60
  store double %61, double* %58, align 8, !tbaa !1
  %62 = fneg double %61
  br label %66

63:                                               ; preds = %66
  %64 = add nuw nsw i32 %57, 1
  %65 = icmp eq i32 %64, %0
  br i1 %65, label %75, label %56, !llvm.loop !35

66:                                               ; preds = %56, %66
  %67 = phi i32 [ %19, %56 ], [ %73, %66 ]
  %68 = getelementptr inbounds [6 x double], [6 x double]* %1, i32 %15, i32 %67
  %69 = load double, double* %68, align 8, !tbaa !1
  %70 = getelementptr inbounds [6 x double], [6 x double]* %1, i32 %57, i32 %67
  %71 = load double, double* %70, align 8, !tbaa !1
  %72 = tail call double @llvm.fmuladd.f64(double %62, double %69, double %71)
  store double %72, double* %70, align 8, !tbaa !1
  %73 = add nuw nsw i32 %67, 1
  %74 = icmp eq i32 %73, %0
  br i1 %74, label %63, label %66, !llvm.loop !36

75:                                               ; preds = %63, %54
  %76 = icmp eq i32 %19, %6
  br i1 %76, label %77, label %13, !llvm.loop !37

77:                                               ; preds = %75, %21, %5
  %78 = phi i32 [ 1, %5 ], [ %55, %75 ], [ 0, %21 ]
  ret i32 %78
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
define internal fastcc void @invert(i32 noundef signext %0, [6 x double]* nocapture noundef readonly %1, [6 x double]* nocapture noundef writeonly %2) unnamed_addr #0 {
  %4 = alloca [6 x [6 x double]], align 8
  %5 = alloca [6 x double], align 8
  %6 = alloca [6 x double], align 8
  %7 = alloca [6 x i32], align 4
  %8 = bitcast [6 x [6 x double]]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 288, i8* nonnull %8) #9
  %9 = bitcast [6 x double]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %9) #9
  %10 = bitcast [6 x double]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %10) #9
  %11 = bitcast [6 x i32]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %11) #9
  %12 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %4, i32 0, i32 0
  %13 = icmp sgt i32 %0, 0
  br i1 %13, label %14, label %28

14:                                               ; preds = %3
  %15 = shl nuw i32 %0, 3
  br label %16

16:                                               ; preds = %14, %16
  %17 = phi i32 [ %22, %16 ], [ 0, %14 ]
  %18 = getelementptr [6 x [6 x double]], [6 x [6 x double]]* %4, i32 0, i32 %17, i32 0
  %19 = bitcast double* %18 to i8*
  %20 = getelementptr [6 x double], [6 x double]* %1, i32 %17, i32 0
  %21 = bitcast double* %20 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %19, i8* align 8 %21, i32 %15, i1 false), !tbaa !1
  %22 = add nuw nsw i32 %17, 1
  %23 = icmp eq i32 %22, %0
  br i1 %23, label %24, label %16, !llvm.loop !38

24:                                               ; preds = %16
  %25 = getelementptr inbounds [6 x i32], [6 x i32]* %7, i32 0, i32 0
  %26 = call fastcc i32 @lu_decompose(i32 noundef signext %0, [6 x double]* noundef nonnull %12, i32* noundef nonnull %25)
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %32, label %33

28:                                               ; preds = %3
  %29 = getelementptr inbounds [6 x i32], [6 x i32]* %7, i32 0, i32 0
  %30 = call fastcc i32 @lu_decompose(i32 noundef signext %0, [6 x double]* noundef nonnull %12, i32* noundef nonnull %29)
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %99

32:                                               ; preds = %28, %24
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  br label %99

33:                                               ; preds = %24
  br i1 %13, label %34, label %99

34:                                               ; preds = %33, %89
  %35 = phi i32 [ %90, %89 ], [ 0, %33 ]
  br label %82

36:                                               ; preds = %82, %43
  %37 = phi i32 [ %46, %43 ], [ 0, %82 ]
  %38 = getelementptr inbounds [6 x i32], [6 x i32]* %7, i32 0, i32 %37
  %39 = load i32, i32* %38, align 4, !tbaa !8
  %40 = getelementptr inbounds [6 x double], [6 x double]* %6, i32 0, i32 %39
  %41 = load double, double* %40, align 8, !tbaa !1
  %42 = icmp eq i32 %37, 0
  br i1 %42, label %43, label %48

43:                                               ; preds = %48, %36
  %44 = phi double [ %41, %36 ], [ %56, %48 ]
  %45 = getelementptr inbounds [6 x double], [6 x double]* %5, i32 0, i32 %37
  store double %44, double* %45, align 8, !tbaa !1
  %46 = add nuw nsw i32 %37, 1
  %47 = icmp eq i32 %46, %0
  br i1 %47, label %59, label %36, !llvm.loop !10

48:                                               ; preds = %36, %48
  %49 = phi i32 [ %57, %48 ], [ 0, %36 ]
  %50 = phi double [ %56, %48 ], [ %41, %36 ]
  %51 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %4, i32 0, i32 %37, i32 %49
  %52 = load double, double* %51, align 8, !tbaa !1
  %53 = getelementptr inbounds [6 x double], [6 x double]* %5, i32 0, i32 %49
  %54 = load double, double* %53, align 8, !tbaa !1
  %55 = fneg double %52
  %56 = tail call double @llvm.fmuladd.f64(double %55, double %54, double %50) #9
  %57 = add nuw nsw i32 %49, 1
  %58 = icmp eq i32 %57, %37
  br i1 %58, label %43, label %48, !llvm.loop !11

59:                                               ; preds = %43, %65
  %60 = phi i32 [ %61, %65 ], [ %0, %43 ]
  %61 = add nsw i32 %60, -1
  %62 = getelementptr inbounds [6 x double], [6 x double]* %5, i32 0, i32 %61
  %63 = load double, double* %62, align 8, !tbaa !1
  %64 = icmp slt i32 %60, %0
  br i1 %64, label %71, label %65

65:                                               ; preds = %71, %59
  %66 = phi double [ %63, %59 ], [ %79, %71 ]
  %67 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %4, i32 0, i32 %61, i32 %61
  %68 = load double, double* %67, align 8, !tbaa !1
  %69 = fdiv double %66, %68
  store double %69, double* %62, align 8, !tbaa !1
  %70 = icmp sgt i32 %60, 1
  br i1 %70, label %59, label %92, !llvm.loop !12

71:                                               ; preds = %59, %71
  %72 = phi i32 [ %80, %71 ], [ %60, %59 ]
  %73 = phi double [ %79, %71 ], [ %63, %59 ]
  %74 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %4, i32 0, i32 %61, i32 %72
  %75 = load double, double* %74, align 8, !tbaa !1
  %76 = getelementptr inbounds [6 x double], [6 x double]* %5, i32 0, i32 %72
  %77 = load double, double* %76, align 8, !tbaa !1
  %78 = fneg double %75
  %79 = tail call double @llvm.fmuladd.f64(double %78, double %77, double %73) #9
  %80 = add nsw i32 %72, 1
  %81 = icmp eq i32 %80, %0
  br i1 %81, label %65, label %71, !llvm.loop !13

82:                                               ; preds = %34, %82
  %83 = phi i32 [ %87, %82 ], [ 0, %34 ]
  %84 = icmp eq i32 %83, %35
  %85 = uitofp i1 %84 to double
  %86 = getelementptr inbounds [6 x double], [6 x double]* %6, i32 0, i32 %83
  store double %85, double* %86, align 8, !tbaa !1
  %87 = add nuw nsw i32 %83, 1
  %88 = icmp eq i32 %87, %0
  br i1 %88, label %36, label %82, !llvm.loop !39

89:                                               ; preds = %92
  %90 = add nuw nsw i32 %35, 1
  %91 = icmp eq i32 %90, %0
  br i1 %91, label %99, label %34, !llvm.loop !40

92:                                               ; preds = %65, %92
  %93 = phi i32 [ %97, %92 ], [ 0, %65 ]
  %94 = getelementptr inbounds [6 x double], [6 x double]* %5, i32 0, i32 %93
  %95 = load double, double* %94, align 8, !tbaa !1
  %96 = getelementptr inbounds [6 x double], [6 x double]* %2, i32 %93, i32 %35
  store double %95, double* %96, align 8, !tbaa !1
  %97 = add nuw nsw i32 %93, 1
  %98 = icmp eq i32 %97, %0
  br i1 %98, label %89, label %92, !llvm.loop !41

99:                                               ; preds = %89, %28, %32, %33
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %11) #9
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %10) #9
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %9) #9
  call void @llvm.lifetime.end.p0i8(i64 288, i8* nonnull %8) #9
  ret void
}

; Function Attrs: inlinehint nofree nounwind
define internal fastcc void @print_e(double noundef %0, i32 noundef signext %1) unnamed_addr #4 {
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
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
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
  store volatile i8 %18, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 %19, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 %20, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
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
  %28 = load i8, i8* %23, align 4, !tbaa !7
  store volatile i8 %28, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  br label %112

29:                                               ; preds = %25
  %30 = add nuw i32 %1, 1
  call void @llvm.memset.p0i8.i32(i8* nonnull align 4 %6, i8 48, i32 %30, i1 false), !tbaa !7
  br label %108

31:                                               ; preds = %21
  %32 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %32) #9
  %33 = call fastcc i32 @exact_digits(double noundef %0, i8* noundef nonnull %22, i32* noundef nonnull %7)
  %34 = load i32, i32* %7, align 4, !tbaa !8
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
  %45 = load i8, i8* %44, align 1, !tbaa !7
  br label %46

46:                                               ; preds = %43, %40
  %47 = phi i8 [ %45, %43 ], [ 48, %40 ]
  %48 = getelementptr inbounds [802 x i8], [802 x i8]* %5, i32 0, i32 %41
  store i8 %47, i8* %48, align 1, !tbaa !7
  %49 = add nuw nsw i32 %41, 1
  %50 = icmp eq i32 %49, %37
  br i1 %50, label %38, label %40, !llvm.loop !42

51:                                               ; preds = %38
  %52 = icmp slt i32 %35, %33
  br i1 %52, label %53, label %58

53:                                               ; preds = %51
  %54 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 %35
  %55 = load i8, i8* %54, align 1, !tbaa !7
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
  %68 = load i8, i8* %67, align 1, !tbaa !7
  %69 = icmp ne i8 %68, 48
  %70 = zext i1 %69 to i32
  %71 = or i32 %66, %70
  %72 = add nsw i32 %65, 1
  %73 = icmp eq i32 %72, %33
  br i1 %73, label %62, label %64, !llvm.loop !43

74:                                               ; preds = %62
  %75 = add nsw i32 %37, -1
  %76 = getelementptr inbounds [802 x i8], [802 x i8]* %5, i32 0, i32 %75
  %77 = load i8, i8* %76, align 1, !tbaa !7
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
  call void @llvm.memmove.p0i8.p0i8.i32(i8* nonnull align 1 %90, i8* nonnull align 4 %23, i32 %37, i1 false) #9, !tbaa !7
  br label %101

91:                                               ; preds = %88, %97
  %92 = phi i32 [ %93, %97 ], [ %35, %88 ]
  %93 = add nsw i32 %92, -1
  %94 = getelementptr inbounds [802 x i8], [802 x i8]* %5, i32 0, i32 %93
  %95 = load i8, i8* %94, align 1, !tbaa !7
  %96 = icmp eq i8 %95, 57
  br i1 %96, label %97, label %99

97:                                               ; preds = %91
  store i8 48, i8* %94, align 1, !tbaa !7
  %98 = icmp ugt i32 %92, 1
  br i1 %98, label %91, label %89, !llvm.loop !44

99:                                               ; preds = %91
  %100 = add i8 %95, 1
  store i8 %100, i8* %94, align 1, !tbaa !7
  br label %103

101:                                              ; preds = %89, %88
  store i8 49, i8* %23, align 4, !tbaa !7
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
  %110 = load i8, i8* %23, align 4, !tbaa !7
  store volatile i8 %110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %111 = icmp slt i32 %1, 1
  br i1 %111, label %112, label %119

112:                                              ; preds = %119, %27, %108
  %113 = phi i32 [ 0, %27 ], [ %109, %108 ], [ %109, %119 ]
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %114 = icmp slt i32 %113, 0
  %115 = select i1 %114, i8 45, i8 43
  store volatile i8 %115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %116 = sub nsw i32 0, %113
  %117 = select i1 %114, i32 %116, i32 %113
  %118 = icmp ult i32 %117, 10
  br i1 %118, label %125, label %126

119:                                              ; preds = %108, %119
  %120 = phi i32 [ %123, %119 ], [ 1, %108 ]
  %121 = getelementptr inbounds [802 x i8], [802 x i8]* %5, i32 0, i32 %120
  %122 = load i8, i8* %121, align 1, !tbaa !7
  store volatile i8 %122, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %123 = add nuw i32 %120, 1
  %124 = icmp eq i32 %120, %1
  br i1 %124, label %112, label %119, !llvm.loop !45

125:                                              ; preds = %112
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
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
  store i8 %136, i8* %138, align 1, !tbaa !7
  %139 = icmp ult i32 %129, 10
  br i1 %139, label %140, label %128, !llvm.loop !14

140:                                              ; preds = %128, %140
  %141 = phi i32 [ %142, %140 ], [ %137, %128 ]
  %142 = add nsw i32 %141, -1
  %143 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %142
  %144 = load i8, i8* %143, align 1, !tbaa !7
  store volatile i8 %144, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %145 = icmp eq i32 %142, 0
  br i1 %145, label %146, label %140, !llvm.loop !15

146:                                              ; preds = %140
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %127) #9
  call void @llvm.lifetime.end.p0i8(i64 802, i8* nonnull %23) #9
  call void @llvm.lifetime.end.p0i8(i64 800, i8* nonnull %22) #9
  br label %147

147:                                              ; preds = %17, %146
  ret void
}

; Function Attrs: inlinehint nofree nounwind
define internal fastcc void @print_f(double noundef %0, i32 noundef signext %1) unnamed_addr #4 {
  %3 = alloca [800 x i8], align 1
  %4 = alloca [802 x i8], align 4
  %5 = alloca i32, align 4
  %6 = fcmp uno double %0, 0.000000e+00
  br i1 %6, label %15, label %7

7:                                                ; preds = %2
  %8 = bitcast double %0 to i64
  %9 = icmp sgt i64 %8, -1
  br i1 %9, label %11, label %10

10:                                               ; preds = %7
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  br label %11

11:                                               ; preds = %10, %7
  %12 = fcmp oeq double %0, 0x7FF0000000000000
  %13 = fcmp oeq double %0, 0xFFF0000000000000
  %14 = or i1 %12, %13
  br i1 %14, label %15, label %19

15:                                               ; preds = %2, %11
  %16 = phi i8 [ 110, %2 ], [ 105, %11 ]
  %17 = phi i8 [ 97, %2 ], [ 110, %11 ]
  %18 = phi i8 [ 110, %2 ], [ 102, %11 ]
  store volatile i8 %16, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 %17, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 %18, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  br label %121

19:                                               ; preds = %11
  %20 = getelementptr inbounds [800 x i8], [800 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 800, i8* nonnull %20) #9
  %21 = getelementptr inbounds [802 x i8], [802 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 802, i8* nonnull %21) #9
  %22 = fcmp une double %0, 0.000000e+00
  br i1 %22, label %23, label %97

23:                                               ; preds = %19
  %24 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %24) #9
  %25 = call fastcc i32 @exact_digits(double noundef %0, i8* noundef nonnull %20, i32* noundef nonnull %5)
  %26 = load i32, i32* %5, align 4, !tbaa !8
  %27 = add nsw i32 %26, %1
  %28 = icmp sgt i32 %27, 0
  %29 = select i1 %28, i32 %27, i32 0
  br i1 %28, label %32, label %30

30:                                               ; preds = %38, %23
  %31 = icmp slt i32 %27, 0
  br i1 %31, label %95, label %43

32:                                               ; preds = %23, %38
  %33 = phi i32 [ %41, %38 ], [ 0, %23 ]
  %34 = icmp slt i32 %33, %25
  br i1 %34, label %35, label %38

35:                                               ; preds = %32
  %36 = getelementptr inbounds [800 x i8], [800 x i8]* %3, i32 0, i32 %33
  %37 = load i8, i8* %36, align 1, !tbaa !7
  br label %38

38:                                               ; preds = %35, %32
  %39 = phi i8 [ %37, %35 ], [ 48, %32 ]
  %40 = getelementptr inbounds [802 x i8], [802 x i8]* %4, i32 0, i32 %33
  store i8 %39, i8* %40, align 1, !tbaa !7
  %41 = add nuw nsw i32 %33, 1
  %42 = icmp eq i32 %41, %29
  br i1 %42, label %30, label %32, !llvm.loop !42

43:                                               ; preds = %30
  %44 = icmp slt i32 %27, %25
  br i1 %44, label %45, label %50

45:                                               ; preds = %43
  %46 = getelementptr inbounds [800 x i8], [800 x i8]* %3, i32 0, i32 %27
  %47 = load i8, i8* %46, align 1, !tbaa !7
  %48 = sext i8 %47 to i32
  %49 = add nsw i32 %48, -48
  br label %50

50:                                               ; preds = %45, %43
  %51 = phi i32 [ %49, %45 ], [ 0, %43 ]
  %52 = add nuw nsw i32 %27, 1
  %53 = icmp slt i32 %52, %25
  br i1 %53, label %56, label %54

54:                                               ; preds = %56, %50
  %55 = phi i32 [ 0, %50 ], [ %63, %56 ]
  br i1 %28, label %66, label %72

56:                                               ; preds = %50, %56
  %57 = phi i32 [ %64, %56 ], [ %52, %50 ]
  %58 = phi i32 [ %63, %56 ], [ 0, %50 ]
  %59 = getelementptr inbounds [800 x i8], [800 x i8]* %3, i32 0, i32 %57
  %60 = load i8, i8* %59, align 1, !tbaa !7
  %61 = icmp ne i8 %60, 48
  %62 = zext i1 %61 to i32
  %63 = or i32 %58, %62
  %64 = add nsw i32 %57, 1
  %65 = icmp eq i32 %64, %25
  br i1 %65, label %54, label %56, !llvm.loop !43

66:                                               ; preds = %54
  %67 = add nsw i32 %29, -1
  %68 = getelementptr inbounds [802 x i8], [802 x i8]* %4, i32 0, i32 %67
  %69 = load i8, i8* %68, align 1, !tbaa !7
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
  br i1 %28, label %83, label %93

81:                                               ; preds = %89
  %82 = getelementptr inbounds [802 x i8], [802 x i8]* %4, i32 0, i32 1
  call void @llvm.memmove.p0i8.p0i8.i32(i8* nonnull align 1 %82, i8* nonnull align 4 %21, i32 %29, i1 false) #9, !tbaa !7
  br label %93

83:                                               ; preds = %80, %89
  %84 = phi i32 [ %85, %89 ], [ %27, %80 ]
  %85 = add nsw i32 %84, -1
  %86 = getelementptr inbounds [802 x i8], [802 x i8]* %4, i32 0, i32 %85
  %87 = load i8, i8* %86, align 1, !tbaa !7
  %88 = icmp eq i8 %87, 57
  br i1 %88, label %89, label %91

89:                                               ; preds = %83
  store i8 48, i8* %86, align 1, !tbaa !7
  %90 = icmp ugt i32 %84, 1
  br i1 %90, label %83, label %81, !llvm.loop !44

91:                                               ; preds = %83
  %92 = add i8 %87, 1
  store i8 %92, i8* %86, align 1, !tbaa !7
  br label %95

93:                                               ; preds = %81, %80
  store i8 49, i8* %21, align 4, !tbaa !7
  %94 = add nuw nsw i32 %29, 1
  br label %95

95:                                               ; preds = %30, %75, %77, %91, %93
  %96 = phi i32 [ 0, %30 ], [ %29, %77 ], [ %29, %75 ], [ %29, %91 ], [ %94, %93 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %24) #9
  br label %97

97:                                               ; preds = %95, %19
  %98 = phi i32 [ %96, %95 ], [ 0, %19 ]
  %99 = icmp sgt i32 %98, %1
  %100 = add nsw i32 %1, 1
  %101 = select i1 %99, i32 %98, i32 %100
  %102 = icmp sgt i32 %101, 0
  br i1 %102, label %103, label %106

103:                                              ; preds = %97
  %104 = sub nsw i32 %101, %1
  %105 = sub i32 %98, %101
  br label %107

106:                                              ; preds = %117, %97
  call void @llvm.lifetime.end.p0i8(i64 802, i8* nonnull %21) #9
  call void @llvm.lifetime.end.p0i8(i64 800, i8* nonnull %20) #9
  br label %121

107:                                              ; preds = %103, %117
  %108 = phi i32 [ 0, %103 ], [ %119, %117 ]
  %109 = icmp eq i32 %108, %104
  br i1 %109, label %110, label %111

110:                                              ; preds = %107
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  br label %111

111:                                              ; preds = %110, %107
  %112 = add i32 %108, %105
  %113 = icmp sgt i32 %112, -1
  br i1 %113, label %114, label %117

114:                                              ; preds = %111
  %115 = getelementptr inbounds [802 x i8], [802 x i8]* %4, i32 0, i32 %112
  %116 = load i8, i8* %115, align 1, !tbaa !7
  br label %117

117:                                              ; preds = %111, %114
  %118 = phi i8 [ %116, %114 ], [ 48, %111 ]
  store volatile i8 %118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %119 = add nuw nsw i32 %108, 1
  %120 = icmp eq i32 %119, %101
  br i1 %120, label %106, label %107, !llvm.loop !46

121:                                              ; preds = %15, %106
  ret void
}

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
  br i1 %27, label %19, label %28, !llvm.loop !47

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
  store i32 1, i32* %32, align 4, !tbaa !48
  %38 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 0
  store i32 %37, i32* %38, align 4, !tbaa !8
  %39 = icmp ult i64 %30, 10000
  br i1 %39, label %54, label %40, !llvm.loop !50

40:                                               ; preds = %28
  %41 = urem i64 %34, 10000
  %42 = trunc i64 %41 to i32
  store i32 2, i32* %32, align 4, !tbaa !48
  %43 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 1
  store i32 %42, i32* %43, align 4, !tbaa !8
  %44 = icmp ult i64 %30, 100000000
  br i1 %44, label %54, label %45, !llvm.loop !50

45:                                               ; preds = %40, %45
  %46 = phi i64 [ %48, %45 ], [ %34, %40 ]
  %47 = load i32, i32* %32, align 4, !tbaa !48
  %48 = udiv i64 %46, 10000
  %49 = urem i64 %48, 10000
  %50 = trunc i64 %49 to i32
  %51 = add nsw i32 %47, 1
  store i32 %51, i32* %32, align 4, !tbaa !48
  %52 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %47
  store i32 %50, i32* %52, align 4, !tbaa !8
  %53 = icmp ult i64 %46, 100000000
  br i1 %53, label %54, label %45, !llvm.loop !50

54:                                               ; preds = %45, %40, %28
  %55 = icmp sgt i32 %29, -1
  br i1 %55, label %56, label %116

56:                                               ; preds = %54
  %57 = icmp ugt i32 %29, 17
  br i1 %57, label %58, label %91

58:                                               ; preds = %56, %88
  %59 = phi i32 [ %89, %88 ], [ %29, %56 ]
  %60 = load i32, i32* %32, align 4, !tbaa !48
  %61 = icmp sgt i32 %60, 0
  br i1 %61, label %74, label %88

62:                                               ; preds = %74
  %63 = icmp ult i32 %80, 10000
  br i1 %63, label %88, label %64

64:                                               ; preds = %62
  %65 = urem i32 %82, 10000
  %66 = add nsw i32 %86, 1
  store i32 %66, i32* %32, align 4, !tbaa !48
  %67 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %86
  store i32 %65, i32* %67, align 4, !tbaa !8
  %68 = icmp ult i32 %80, 100000000
  br i1 %68, label %88, label %69, !llvm.loop !51

69:                                               ; preds = %64
  %70 = udiv i32 %80, 100000000
  %71 = load i32, i32* %32, align 4, !tbaa !48
  %72 = add nsw i32 %71, 1
  store i32 %72, i32* %32, align 4, !tbaa !48
  %73 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %71
  store i32 %70, i32* %73, align 4, !tbaa !8
  br label %88

74:                                               ; preds = %58, %74
  %75 = phi i32 [ %82, %74 ], [ 0, %58 ]
  %76 = phi i32 [ %85, %74 ], [ 0, %58 ]
  %77 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %76
  %78 = load i32, i32* %77, align 4, !tbaa !8
  %79 = shl i32 %78, 18
  %80 = add i32 %79, %75
  %81 = freeze i32 %80
  %82 = udiv i32 %81, 10000
  %83 = mul i32 %82, 10000
  %84 = sub i32 %81, %83
  store i32 %84, i32* %77, align 4, !tbaa !8
  %85 = add nuw nsw i32 %76, 1
  %86 = load i32, i32* %32, align 4, !tbaa !48
  %87 = icmp slt i32 %85, %86
  br i1 %87, label %74, label %62, !llvm.loop !52

88:                                               ; preds = %69, %64, %58, %62
  %89 = add nsw i32 %59, -18
  %90 = icmp sgt i32 %59, 35
  br i1 %90, label %58, label %91, !llvm.loop !53

91:                                               ; preds = %88, %56
  %92 = phi i32 [ %29, %56 ], [ %89, %88 ]
  %93 = load i32, i32* %32, align 4, !tbaa !48
  %94 = icmp sgt i32 %93, 0
  br i1 %94, label %102, label %263

95:                                               ; preds = %102
  %96 = icmp ult i32 %108, 10000
  br i1 %96, label %197, label %97

97:                                               ; preds = %95
  %98 = urem i32 %110, 10000
  %99 = add nsw i32 %114, 1
  store i32 %99, i32* %32, align 4, !tbaa !48
  %100 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %114
  store i32 %98, i32* %100, align 4, !tbaa !8
  %101 = icmp ult i32 %108, 100000000
  br i1 %101, label %194, label %187, !llvm.loop !51

102:                                              ; preds = %91, %102
  %103 = phi i32 [ %110, %102 ], [ 0, %91 ]
  %104 = phi i32 [ %113, %102 ], [ 0, %91 ]
  %105 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %104
  %106 = load i32, i32* %105, align 4, !tbaa !8
  %107 = shl i32 %106, %92
  %108 = add i32 %107, %103
  %109 = freeze i32 %108
  %110 = udiv i32 %109, 10000
  %111 = mul i32 %110, 10000
  %112 = sub i32 %109, %111
  store i32 %112, i32* %105, align 4, !tbaa !8
  %113 = add nuw nsw i32 %104, 1
  %114 = load i32, i32* %32, align 4, !tbaa !48
  %115 = icmp slt i32 %113, %114
  br i1 %115, label %102, label %95, !llvm.loop !52

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
  %125 = load i32, i32* %32, align 4, !tbaa !48
  %126 = icmp sgt i32 %125, 0
  br i1 %126, label %139, label %153

127:                                              ; preds = %139
  %128 = icmp ult i32 %145, 10000
  br i1 %128, label %153, label %129

129:                                              ; preds = %127
  %130 = urem i32 %147, 10000
  %131 = add nsw i32 %151, 1
  store i32 %131, i32* %32, align 4, !tbaa !48
  %132 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %151
  store i32 %130, i32* %132, align 4, !tbaa !8
  %133 = icmp ult i32 %145, 100000000
  br i1 %133, label %153, label %134, !llvm.loop !51

134:                                              ; preds = %129
  %135 = udiv i32 %145, 100000000
  %136 = load i32, i32* %32, align 4, !tbaa !48
  %137 = add nsw i32 %136, 1
  store i32 %137, i32* %32, align 4, !tbaa !48
  %138 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %136
  store i32 %135, i32* %138, align 4, !tbaa !8
  br label %153

139:                                              ; preds = %123, %139
  %140 = phi i32 [ %147, %139 ], [ 0, %123 ]
  %141 = phi i32 [ %150, %139 ], [ 0, %123 ]
  %142 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %141
  %143 = load i32, i32* %142, align 4, !tbaa !8
  %144 = mul i32 %143, 390625
  %145 = add i32 %144, %140
  %146 = freeze i32 %145
  %147 = udiv i32 %146, 10000
  %148 = mul i32 %147, 10000
  %149 = sub i32 %146, %148
  store i32 %149, i32* %142, align 4, !tbaa !8
  %150 = add nuw nsw i32 %141, 1
  %151 = load i32, i32* %32, align 4, !tbaa !48
  %152 = icmp slt i32 %150, %151
  br i1 %152, label %139, label %127, !llvm.loop !52

153:                                              ; preds = %134, %129, %123, %127
  %154 = add nsw i32 %124, -8
  %155 = icmp sgt i32 %124, 15
  br i1 %155, label %123, label %119, !llvm.loop !54

156:                                              ; preds = %121, %156
  %157 = phi i32 [ %160, %156 ], [ 1, %121 ]
  %158 = phi i32 [ %159, %156 ], [ %122, %121 ]
  %159 = add nsw i32 %158, -1
  %160 = mul i32 %157, 5
  %161 = icmp eq i32 %159, 0
  br i1 %161, label %162, label %156, !llvm.loop !55

162:                                              ; preds = %156, %119
  %163 = phi i32 [ 1, %119 ], [ %160, %156 ]
  %164 = load i32, i32* %32, align 4, !tbaa !48
  %165 = icmp sgt i32 %164, 0
  br i1 %165, label %173, label %263

166:                                              ; preds = %173
  %167 = icmp ult i32 %179, 10000
  br i1 %167, label %197, label %168

168:                                              ; preds = %166
  %169 = urem i32 %181, 10000
  %170 = add nsw i32 %185, 1
  store i32 %170, i32* %32, align 4, !tbaa !48
  %171 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %185
  store i32 %169, i32* %171, align 4, !tbaa !8
  %172 = icmp ult i32 %179, 100000000
  br i1 %172, label %194, label %187, !llvm.loop !51

173:                                              ; preds = %162, %173
  %174 = phi i32 [ %181, %173 ], [ 0, %162 ]
  %175 = phi i32 [ %184, %173 ], [ 0, %162 ]
  %176 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %175
  %177 = load i32, i32* %176, align 4, !tbaa !8
  %178 = mul i32 %177, %163
  %179 = add i32 %178, %174
  %180 = freeze i32 %179
  %181 = udiv i32 %180, 10000
  %182 = mul i32 %181, 10000
  %183 = sub i32 %180, %182
  store i32 %183, i32* %176, align 4, !tbaa !8
  %184 = add nuw nsw i32 %175, 1
  %185 = load i32, i32* %32, align 4, !tbaa !48
  %186 = icmp slt i32 %184, %185
  br i1 %186, label %173, label %166, !llvm.loop !52

187:                                              ; preds = %168, %97
  %188 = phi i32 [ %108, %97 ], [ %179, %168 ]
  %189 = phi i32 [ 0, %97 ], [ %29, %168 ]
  %190 = udiv i32 %188, 100000000
  %191 = load i32, i32* %32, align 4, !tbaa !48
  %192 = add nsw i32 %191, 1
  store i32 %192, i32* %32, align 4, !tbaa !48
  %193 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %191
  store i32 %190, i32* %193, align 4, !tbaa !8
  br label %194

194:                                              ; preds = %187, %168, %97
  %195 = phi i32 [ 0, %97 ], [ %29, %168 ], [ %189, %187 ]
  %196 = load i32, i32* %32, align 4, !tbaa !48
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
  %206 = load i32, i32* %205, align 4, !tbaa !8
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
  store i8 %227, i8* %229, align 1, !tbaa !7
  %230 = icmp sgt i32 %203, -1
  br i1 %230, label %231, label %234

231:                                              ; preds = %226
  %232 = add nuw nsw i32 %203, 2
  %233 = getelementptr inbounds i8, i8* %1, i32 %228
  store i8 %212, i8* %233, align 1, !tbaa !7
  br label %244

234:                                              ; preds = %226, %201
  %235 = phi i32 [ %228, %226 ], [ %203, %201 ]
  %236 = icmp eq i8 %212, 48
  br i1 %236, label %241, label %237

237:                                              ; preds = %234
  %238 = add nsw i32 %235, 1
  %239 = getelementptr inbounds i8, i8* %1, i32 %235
  store i8 %212, i8* %239, align 1, !tbaa !7
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
  store i8 %217, i8* %247, align 1, !tbaa !7
  br label %256

248:                                              ; preds = %241
  %249 = add nsw i32 %242, 1
  %250 = getelementptr inbounds i8, i8* %1, i32 %242
  store i8 %217, i8* %250, align 1, !tbaa !7
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
  store i8 %221, i8* %259, align 1, !tbaa !7
  br label %260

260:                                              ; preds = %256, %252
  %261 = phi i32 [ %258, %256 ], [ %253, %252 ]
  %262 = icmp ugt i32 %202, 1
  br i1 %262, label %201, label %263, !llvm.loop !56

263:                                              ; preds = %260, %91, %162, %197
  %264 = phi i32 [ %199, %197 ], [ %29, %162 ], [ 0, %91 ], [ %199, %260 ]
  %265 = phi i32 [ 0, %197 ], [ 0, %162 ], [ 0, %91 ], [ %261, %260 ]
  %266 = add i32 %265, %264
  store i32 %266, i32* %2, align 4, !tbaa !8
  call void @llvm.lifetime.end.p0i8(i64 804, i8* nonnull %31) #9
  ret i32 %265
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #6

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i32(i8* nocapture writeonly, i8* nocapture readonly, i32, i1 immarg) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #7

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { inlinehint nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #5 = { inlinehint nofree nosync nounwind writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #7 = { argmemonly nofree nounwind willreturn }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"double", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!3, !3, i64 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !3, i64 0}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6, !21}
!21 = !{!"llvm.loop.peeled.count", i32 1}
!22 = distinct !{!22, !6}
!23 = distinct !{!23, !6}
!24 = distinct !{!24, !6}
!25 = distinct !{!25, !6}
!26 = distinct !{!26, !6}
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !3, i64 0}
!29 = distinct !{!29, !6}
!30 = distinct !{!30, !6}
!31 = distinct !{!31, !6}
!32 = distinct !{!32, !6}
!33 = distinct !{!33, !6}
!34 = distinct !{!34, !6}
!35 = distinct !{!35, !6}
!36 = distinct !{!36, !6}
!37 = distinct !{!37, !6}
!38 = distinct !{!38, !6}
!39 = distinct !{!39, !6}
!40 = distinct !{!40, !6}
!41 = distinct !{!41, !6}
!42 = distinct !{!42, !6}
!43 = distinct !{!43, !6}
!44 = distinct !{!44, !6}
!45 = distinct !{!45, !6}
!46 = distinct !{!46, !6}
!47 = distinct !{!47, !6}
!48 = !{!49, !9, i64 800}
!49 = !{!"", !3, i64 0, !9, i64 800}
!50 = distinct !{!50, !6}
!51 = distinct !{!51, !6}
!52 = distinct !{!52, !6}
!53 = distinct !{!53, !6}
!54 = distinct !{!54, !6}
!55 = distinct !{!55, !6}
!56 = distinct !{!56, !6}
