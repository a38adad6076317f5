; ModuleID = 'nbody.c'
source_filename = "nbody.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.body = type { double, double, double, double, double, double, double }
%struct.big_t = type { [200 x i32], i32 }

@bodies = dso_local local_unnamed_addr global [5 x %struct.body] [%struct.body { double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0x4043BD3CC9BE45DE }, %struct.body { double 0x40135DA0343CD92C, double 0xBFF290ABC01FDB7C, double 0xBFBA86F96C25EBF0, double 0x3FE367069B93CCBC, double 0x40067EF2F57D949B, double 0xBF99D2D79A5A0715, double 0x3FA34C95D9AB33D8 }, %struct.body { double 0x4020AFCDC332CA67, double 0x40107FCB31DE01B0, double 0xBFD9D353E1EB467C, double 0xBFF02C21B8879442, double 0x3FFD35E9BF1F8F13, double 0x3F813C485F1123B4, double 0x3F871D490D07C637 }, %struct.body { double 0x4029C9EACEA7D9CF, double 0xC02E38E8D626667E, double 0xBFCC9557BE257DA0, double 0x3FF1531CA9911BEF, double 0x3FEBCC7F3E54BBC5, double 0xBF862F6BFAF23E7C, double 0x3F5C3DD29CF41EB3 }, %struct.body { double 0x402EC267A905572A, double 0xC039EB5833C8A220, double 0x3FC6F1F393ABE540, double 0x3FEF54B61659BC4A, double 0x3FE307C631C4FBA3, double 0xBFA1CB88587665F6, double 0x3F60A8F3531799AC }], align 8
@steps = dso_local local_unnamed_addr global i32 1000, align 4
@dt = dso_local local_unnamed_addr global double 1.000000e-02, align 8
@.str.4 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = load double, double* getelementptr inbounds ([5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 0, i32 3), align 8, !tbaa !1
  %3 = load double, double* getelementptr inbounds ([5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 0, i32 6), align 8, !tbaa !6
  %4 = tail call double @llvm.fmuladd.f64(double %2, double %3, double 0.000000e+00) #8
  %5 = load double, double* getelementptr inbounds ([5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 0, i32 4), align 8, !tbaa !7
  %6 = tail call double @llvm.fmuladd.f64(double %5, double %3, double 0.000000e+00) #8
  %7 = load double, double* getelementptr inbounds ([5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 0, i32 5), align 8, !tbaa !8
  %8 = tail call double @llvm.fmuladd.f64(double %7, double %3, double 0.000000e+00) #8
  %9 = load double, double* getelementptr inbounds ([5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 1, i32 3), align 8, !tbaa !1
  %10 = load double, double* getelementptr inbounds ([5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 1, i32 6), align 8, !tbaa !6
  %11 = tail call double @llvm.fmuladd.f64(double %9, double %10, double %4) #8
  %12 = load double, double* getelementptr inbounds ([5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 1, i32 4), align 8, !tbaa !7
  %13 = tail call double @llvm.fmuladd.f64(double %12, double %10, double %6) #8
  %14 = load double, double* getelementptr inbounds ([5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 1, i32 5), align 8, !tbaa !8
  %15 = tail call double @llvm.fmuladd.f64(double %14, double %10, double %8) #8
  %16 = load double, double* getelementptr inbounds ([5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 2, i32 3), align 8, !tbaa !1
  %17 = load double, double* getelementptr inbounds ([5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 2, i32 6), align 8, !tbaa !6
  %18 = tail call double @llvm.fmuladd.f64(double %16, double %17, double %11) #8
  %19 = load double, double* getelementptr inbounds ([5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 2, i32 4), align 8, !tbaa !7
  %20 = tail call double @llvm.fmuladd.f64(double %19, double %17, double %13) #8
  %21 = load double, double* getelementptr inbounds ([5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 2, i32 5), align 8, !tbaa !8
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %17, double %15) #8
  %23 = load double, double* getelementptr inbounds ([5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 3, i32 3), align 8, !tbaa !1
  %24 = load double, double* getelementptr inbounds ([5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 3, i32 6), align 8, !tbaa !6
  %25 = tail call double @llvm.fmuladd.f64(double %23, double %24, double %18) #8
  %26 = load double, double* getelementptr inbounds ([5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 3, i32 4), align 8, !tbaa !7
  %27 = tail call double @llvm.fmuladd.f64(double %26, double %24, double %20) #8
  %28 = load double, double* getelementptr inbounds ([5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 3, i32 5), align 8, !tbaa !8
  %29 = tail call double @llvm.fmuladd.f64(double %28, double %24, double %22) #8
  %30 = load double, double* getelementptr inbounds ([5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 4, i32 3), align 8, !tbaa !1
  %31 = load double, double* getelementptr inbounds ([5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 4, i32 6), align 8, !tbaa !6
  %32 = tail call double @llvm.fmuladd.f64(double %30, double %31, double %25) #8
  %33 = load double, double* getelementptr inbounds ([5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 4, i32 4), align 8, !tbaa !7
  %34 = tail call double @llvm.fmuladd.f64(double %33, double %31, double %27) #8
  %35 = load double, double* getelementptr inbounds ([5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 4, i32 5), align 8, !tbaa !8
  %36 = tail call double @llvm.fmuladd.f64(double %35, double %31, double %29) #8
  %37 = fdiv double %32, 0xC043BD3CC9BE45DE
  store double %37, double* getelementptr inbounds ([5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 0, i32 3), align 8, !tbaa !1
  %38 = fdiv double %34, 0xC043BD3CC9BE45DE
  store double %38, double* getelementptr inbounds ([5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 0, i32 4), align 8, !tbaa !7
  %39 = fdiv double %36, 0xC043BD3CC9BE45DE
  store double %39, double* getelementptr inbounds ([5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 0, i32 5), align 8, !tbaa !8
  %40 = tail call fastcc double @energy()
  tail call fastcc void @print_f(double noundef %40)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %41 = load i32, i32* @steps, align 4, !tbaa !10
  %42 = icmp sgt i32 %41, 0
  br i1 %42, label %43, label %45

43:                                               ; preds = %0
  %44 = load double, double* @dt, align 8, !tbaa !12
  br label %49

45:                                               ; preds = %129, %0
  %46 = tail call fastcc double @energy()
  tail call fastcc void @print_f(double noundef %46)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %47 = fsub double %46, %40
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  tail call fastcc void @print_e(double noundef %47, i32 noundef signext 6) #8
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %48 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  br label %132

49:                                               ; preds = %43, %129
  %50 = phi i32 [ 0, %43 ], [ %130, %129 ]
  br label %53

51:                                               ; preds = %69, %53
  %52 = icmp eq i32 %55, 5
  br i1 %52, label %110, label %53, !llvm.loop !13

53:                                               ; preds = %51, %49
  %54 = phi i32 [ 0, %49 ], [ %55, %51 ]
  %55 = add nuw nsw i32 %54, 1
  %56 = icmp ult i32 %54, 4
  br i1 %56, label %57, label %51

57:                                               ; preds = %53
  %58 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %54, i32 0
  %59 = load double, double* %58, align 8, !tbaa !15
  %60 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %54, i32 1
  %61 = load double, double* %60, align 8, !tbaa !16
  %62 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %54, i32 2
  %63 = load double, double* %62, align 8, !tbaa !17
  %64 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %54, i32 6
  %65 = load double, double* %64, align 8, !tbaa !6
  %66 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %54, i32 3
  %67 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %54, i32 4
  %68 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %54, i32 5
  br label %69

69:                                               ; preds = %69, %57
  %70 = phi i32 [ %55, %57 ], [ %108, %69 ]
  %71 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %70, i32 0
  %72 = load double, double* %71, align 8, !tbaa !15
  %73 = fsub double %59, %72
  %74 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %70, i32 1
  %75 = load double, double* %74, align 8, !tbaa !16
  %76 = fsub double %61, %75
  %77 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %70, i32 2
  %78 = load double, double* %77, align 8, !tbaa !17
  %79 = fsub double %63, %78
  %80 = fmul double %76, %76
  %81 = tail call double @llvm.fmuladd.f64(double %73, double %73, double %80) #8
  %82 = tail call double @llvm.fmuladd.f64(double %79, double %79, double %81) #8
  %83 = tail call double @llvm.sqrt.f64(double %82) #8
  %84 = fmul double %82, %83
  %85 = fdiv double %44, %84
  %86 = fmul double %65, %85
  %87 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %70, i32 6
  %88 = load double, double* %87, align 8, !tbaa !6
  %89 = fmul double %88, %85
  %90 = load double, double* %66, align 8, !tbaa !1
  %91 = fneg double %73
  %92 = tail call double @llvm.fmuladd.f64(double %91, double %89, double %90) #8
  store double %92, double* %66, align 8, !tbaa !1
  %93 = load double, double* %67, align 8, !tbaa !7
  %94 = fneg double %76
  %95 = tail call double @llvm.fmuladd.f64(double %94, double %89, double %93) #8
  store double %95, double* %67, align 8, !tbaa !7
  %96 = load double, double* %68, align 8, !tbaa !8
  %97 = fneg double %79
  %98 = tail call double @llvm.fmuladd.f64(double %97, double %89, double %96) #8
  store double %98, double* %68, align 8, !tbaa !8
  %99 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %70, i32 3
  %100 = load double, double* %99, align 8, !tbaa !1
  %101 = tail call double @llvm.fmuladd.f64(double %73, double %86, double %100) #8
  store double %101, double* %99, align 8, !tbaa !1
  %102 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %70, i32 4
  %103 = load double, double* %102, align 8, !tbaa !7
  %104 = tail call double @llvm.fmuladd.f64(double %76, double %86, double %103) #8
  store double %104, double* %102, align 8, !tbaa !7
  %105 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %70, i32 5
  %106 = load double, double* %105, align 8, !tbaa !8
  %107 = tail call double @llvm.fmuladd.f64(double %79, double %86, double %106) #8
  store double %107, double* %105, align 8, !tbaa !8
  %108 = add nuw nsw i32 %70, 1
  %109 = icmp eq i32 %108, 5
  br i1 %109, label %51, label %69, !llvm.loop !18

110:                                              ; preds = %51, %110
  %111 = phi i32 [ %127, %110 ], [ 0, %51 ]
  %112 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %111, i32 3
  %113 = load double, double* %112, align 8, !tbaa !1
  %114 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %111, i32 0
  %115 = load double, double* %114, align 8, !tbaa !15
  %116 = tail call double @llvm.fmuladd.f64(double %44, double %113, double %115) #8
  store double %116, double* %114, align 8, !tbaa !15
  %117 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %111, i32 4
  %118 = load double, double* %117, align 8, !tbaa !7
  %119 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %111, i32 1
  %120 = load double, double* %119, align 8, !tbaa !16
  %121 = tail call double @llvm.fmuladd.f64(double %44, double %118, double %120) #8
  store double %121, double* %119, align 8, !tbaa !16
  %122 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %111, i32 5
  %123 = load double, double* %122, align 8, !tbaa !8
  %124 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %111, i32 2
  %125 = load double, double* %124, align 8, !tbaa !17
  %126 = tail call double @llvm.fmuladd.f64(double %44, double %123, double %125) #8
  store double %126, double* %124, align 8, !tbaa !17
  %127 = add nuw nsw i32 %111, 1
  %128 = icmp eq i32 %127, 5
  br i1 %128, label %129, label %110, !llvm.loop !19

129:                                              ; preds = %110
  %130 = add nuw nsw i32 %50, 1
  %131 = icmp eq i32 %130, %41
  br i1 %131, label %45, label %49, !llvm.loop !20

132:                                              ; preds = %45, %152
  %133 = phi i32 [ 0, %45 ], [ %159, %152 ]
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %48) #8
  br label %134

134:                                              ; preds = %134, %132
  %135 = phi i32 [ %133, %132 ], [ %138, %134 ]
  %136 = phi i32 [ 0, %132 ], [ %143, %134 ]
  %137 = freeze i32 %135
  %138 = udiv i32 %137, 10
  %139 = mul i32 %138, 10
  %140 = sub i32 %137, %139
  %141 = trunc i32 %140 to i8
  %142 = or i8 %141, 48
  %143 = add nuw nsw i32 %136, 1
  %144 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %136
  store i8 %142, i8* %144, align 1, !tbaa !9
  %145 = icmp ult i32 %135, 10
  br i1 %145, label %146, label %134, !llvm.loop !21

146:                                              ; preds = %134, %146
  %147 = phi i32 [ %148, %146 ], [ %143, %134 ]
  %148 = add nsw i32 %147, -1
  %149 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %148
  %150 = load i8, i8* %149, align 1, !tbaa !9
  store volatile i8 %150, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %151 = icmp eq i32 %148, 0
  br i1 %151, label %152, label %146, !llvm.loop !22

152:                                              ; preds = %146
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %48) #8
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %153 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %133, i32 0
  %154 = load double, double* %153, align 8, !tbaa !15
  tail call fastcc void @print_e(double noundef %154, i32 noundef signext 15)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %155 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %133, i32 1
  %156 = load double, double* %155, align 8, !tbaa !16
  tail call fastcc void @print_e(double noundef %156, i32 noundef signext 15)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %157 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %133, i32 2
  %158 = load double, double* %157, align 8, !tbaa !17
  tail call fastcc void @print_e(double noundef %158, i32 noundef signext 15)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %159 = add nuw nsw i32 %133, 1
  %160 = icmp eq i32 %159, 5
  br i1 %160, label %161, label %132, !llvm.loop !23

161:                                              ; preds = %152
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %162 = bitcast double %46 to i64
  %163 = lshr i64 %162, 32
  %164 = trunc i64 %163 to i32
  %165 = lshr i32 %164, 28
  %166 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %165
  %167 = load i8, i8* %166, align 1, !tbaa !9
  store volatile i8 %167, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %168 = lshr i32 %164, 24
  %169 = and i32 %168, 15
  %170 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %169
  %171 = load i8, i8* %170, align 1, !tbaa !9
  store volatile i8 %171, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %172 = lshr i32 %164, 20
  %173 = and i32 %172, 15
  %174 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %173
  %175 = load i8, i8* %174, align 1, !tbaa !9
  store volatile i8 %175, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %176 = lshr i32 %164, 16
  %177 = and i32 %176, 15
  %178 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %177
  %179 = load i8, i8* %178, align 1, !tbaa !9
  store volatile i8 %179, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %180 = lshr i32 %164, 12
  %181 = and i32 %180, 15
  %182 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %181
  %183 = load i8, i8* %182, align 1, !tbaa !9
  store volatile i8 %183, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %184 = lshr i32 %164, 8
  %185 = and i32 %184, 15
  %186 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %185
  %187 = load i8, i8* %186, align 1, !tbaa !9
  store volatile i8 %187, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %188 = lshr i32 %164, 4
  %189 = and i32 %188, 15
  %190 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %189
  %191 = load i8, i8* %190, align 1, !tbaa !9
  store volatile i8 %191, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %192 = and i32 %164, 15
  %193 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %192
  %194 = load i8, i8* %193, align 1, !tbaa !9
  store volatile i8 %194, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %195 = trunc i64 %162 to i32
  %196 = lshr i32 %195, 28
  %197 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %196
  %198 = load i8, i8* %197, align 1, !tbaa !9
  store volatile i8 %198, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %199 = lshr i32 %195, 24
  %200 = and i32 %199, 15
  %201 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %200
  %202 = load i8, i8* %201, align 1, !tbaa !9
  store volatile i8 %202, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %203 = lshr i32 %195, 20
  %204 = and i32 %203, 15
  %205 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %204
  %206 = load i8, i8* %205, align 1, !tbaa !9
  store volatile i8 %206, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %207 = lshr i32 %195, 16
  %208 = and i32 %207, 15
  %209 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %208
  %210 = load i8, i8* %209, align 1, !tbaa !9
  store volatile i8 %210, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %211 = lshr i32 %195, 12
  %212 = and i32 %211, 15
  %213 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %212
  %214 = load i8, i8* %213, align 1, !tbaa !9
  store volatile i8 %214, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %215 = lshr i32 %195, 8
  %216 = and i32 %215, 15
  %217 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %216
  %218 = load i8, i8* %217, align 1, !tbaa !9
  store volatile i8 %218, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %219 = lshr i32 %195, 4
  %220 = and i32 %219, 15
  %221 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %220
  %222 = load i8, i8* %221, align 1, !tbaa !9
  store volatile i8 %222, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %223 = and i32 %195, 15
  %224 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %223
  %225 = load i8, i8* %224, align 1, !tbaa !9
  store volatile i8 %225, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readonly
define internal fastcc double @energy() unnamed_addr #2 {
  br label %5

1:                                                ; preds = %30, %5
  %2 = phi double [ %20, %5 ], [ %50, %30 ]
  %3 = icmp eq i32 %21, 5
  br i1 %3, label %4, label %5, !llvm.loop !24

4:                                                ; preds = %1
  ret double %2

5:                                                ; preds = %0, %1
  %6 = phi double [ 0.000000e+00, %0 ], [ %2, %1 ]
  %7 = phi i32 [ 0, %0 ], [ %21, %1 ]
  %8 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %7, i32 6
  %9 = load double, double* %8, align 8, !tbaa !6
  %10 = fmul double %9, 5.000000e-01
  %11 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %7, i32 3
  %12 = load double, double* %11, align 8, !tbaa !1
  %13 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %7, i32 4
  %14 = load double, double* %13, align 8, !tbaa !7
  %15 = fmul double %14, %14
  %16 = tail call double @llvm.fmuladd.f64(double %12, double %12, double %15)
  %17 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %7, i32 5
  %18 = load double, double* %17, align 8, !tbaa !8
  %19 = tail call double @llvm.fmuladd.f64(double %18, double %18, double %16)
  %20 = tail call double @llvm.fmuladd.f64(double %10, double %19, double %6)
  %21 = add nuw nsw i32 %7, 1
  %22 = icmp ult i32 %7, 4
  br i1 %22, label %23, label %1

23:                                               ; preds = %5
  %24 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %7, i32 0
  %25 = load double, double* %24, align 8, !tbaa !15
  %26 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %7, i32 1
  %27 = load double, double* %26, align 8, !tbaa !16
  %28 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %7, i32 2
  %29 = load double, double* %28, align 8, !tbaa !17
  br label %30

30:                                               ; preds = %23, %30
  %31 = phi double [ %20, %23 ], [ %50, %30 ]
  %32 = phi i32 [ %21, %23 ], [ %51, %30 ]
  %33 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %32, i32 0
  %34 = load double, double* %33, align 8, !tbaa !15
  %35 = fsub double %25, %34
  %36 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %32, i32 1
  %37 = load double, double* %36, align 8, !tbaa !16
  %38 = fsub double %27, %37
  %39 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %32, i32 2
  %40 = load double, double* %39, align 8, !tbaa !17
  %41 = fsub double %29, %40
  %42 = getelementptr inbounds [5 x %struct.body], [5 x %struct.body]* @bodies, i32 0, i32 %32, i32 6
  %43 = load double, double* %42, align 8, !tbaa !6
  %44 = fmul double %9, %43
  %45 = fmul double %38, %38
  %46 = tail call double @llvm.fmuladd.f64(double %35, double %35, double %45)
  %47 = tail call double @llvm.fmuladd.f64(double %41, double %41, double %46)
  %48 = tail call double @llvm.sqrt.f64(double %47)
  %49 = fdiv double %44, %48
  %50 = fsub double %31, %49
  %51 = add nuw nsw i32 %32, 1
  %52 = icmp eq i32 %51, 5
  br i1 %52, label %1, label %30, !llvm.loop !25
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
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
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
  store volatile i8 %15, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 %16, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 %17, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  br label %119

18:                                               ; preds = %10
  %19 = getelementptr inbounds [800 x i8], [800 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 800, i8* nonnull %19) #8
  %20 = getelementptr inbounds [802 x i8], [802 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 802, i8* nonnull %20) #8
  %21 = fcmp une double %0, 0.000000e+00
  br i1 %21, label %22, label %99

22:                                               ; preds = %18
  %23 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %23) #8
  %24 = call fastcc i32 @exact_digits(double noundef %0, i8* noundef nonnull %19, i32* noundef nonnull %4)
  %25 = load i32, i32* %4, align 4, !tbaa !10
  %26 = add nsw i32 %25, 9
  %27 = icmp sgt i32 %25, -9
  %28 = select i1 %27, i32 %26, i32 0
  br i1 %27, label %32, label %29

29:                                               ; preds = %38, %22
  %30 = icmp slt i32 %25, -9
  br i1 %30, label %31, label %43

31:                                               ; preds = %29
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %23) #8
  br label %99

32:                                               ; preds = %22, %38
  %33 = phi i32 [ %41, %38 ], [ 0, %22 ]
  %34 = icmp slt i32 %33, %24
  br i1 %34, label %35, label %38

35:                                               ; preds = %32
  %36 = getelementptr inbounds [800 x i8], [800 x i8]* %2, i32 0, i32 %33
  %37 = load i8, i8* %36, align 1, !tbaa !9
  br label %38

38:                                               ; preds = %35, %32
  %39 = phi i8 [ %37, %35 ], [ 48, %32 ]
  %40 = getelementptr inbounds [802 x i8], [802 x i8]* %3, i32 0, i32 %33
  store i8 %39, i8* %40, align 1, !tbaa !9
  %41 = add nuw nsw i32 %33, 1
  %42 = icmp eq i32 %41, %28
  br i1 %42, label %29, label %32, !llvm.loop !26

43:                                               ; preds = %29
  %44 = icmp slt i32 %26, %24
  br i1 %44, label %45, label %50

45:                                               ; preds = %43
  %46 = getelementptr inbounds [800 x i8], [800 x i8]* %2, i32 0, i32 %26
  %47 = load i8, i8* %46, align 1, !tbaa !9
  %48 = sext i8 %47 to i32
  %49 = add nsw i32 %48, -48
  br label %50

50:                                               ; preds = %45, %43
  %51 = phi i32 [ %49, %45 ], [ 0, %43 ]
  %52 = add nsw i32 %25, 10
  %53 = icmp slt i32 %52, %24
  br i1 %53, label %56, label %54

54:                                               ; preds = %56, %50
  %55 = phi i32 [ 0, %50 ], [ %63, %56 ]
  br i1 %27, label %66, label %72

56:                                               ; preds = %50, %56
  %57 = phi i32 [ %64, %56 ], [ %52, %50 ]
  %58 = phi i32 [ %63, %56 ], [ 0, %50 ]
  %59 = getelementptr inbounds [800 x i8], [800 x i8]* %2, i32 0, i32 %57
  %60 = load i8, i8* %59, align 1, !tbaa !9
  %61 = icmp ne i8 %60, 48
  %62 = zext i1 %61 to i32
  %63 = or i32 %58, %62
  %64 = add nsw i32 %57, 1
  %65 = icmp eq i32 %64, %24
  br i1 %65, label %54, label %56, !llvm.loop !27

66:                                               ; preds = %54
  %67 = add nsw i32 %28, -1
  %68 = getelementptr inbounds [802 x i8], [802 x i8]* %3, i32 0, i32 %67
  %69 = load i8, i8* %68, align 1, !tbaa !9
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
  call void @llvm.memmove.p0i8.p0i8.i32(i8* nonnull align 1 %82, i8* nonnull align 4 %20, i32 %28, i1 false) #8, !tbaa !9
  br label %93

83:                                               ; preds = %80, %89
  %84 = phi i32 [ %85, %89 ], [ %26, %80 ]
  %85 = add nsw i32 %84, -1
  %86 = getelementptr inbounds [802 x i8], [802 x i8]* %3, i32 0, i32 %85
  %87 = load i8, i8* %86, align 1, !tbaa !9
  %88 = icmp eq i8 %87, 57
  br i1 %88, label %89, label %91

89:                                               ; preds = %83
  store i8 48, i8* %86, align 1, !tbaa !9
  %90 = icmp ugt i32 %84, 1
  br i1 %90, label %83, label %81, !llvm.loop !28

91:                                               ; preds = %83
  %92 = add i8 %87, 1
  store i8 %92, i8* %86, align 1, !tbaa !9
  br label %95

93:                                               ; preds = %81, %80
  store i8 49, i8* %20, align 4, !tbaa !9
  %94 = add nuw nsw i32 %28, 1
  br label %95

95:                                               ; preds = %93, %91, %77, %75
  %96 = phi i32 [ %28, %77 ], [ %28, %75 ], [ %28, %91 ], [ %94, %93 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %23) #8
  %97 = icmp sgt i32 %96, 10
  %98 = select i1 %97, i32 %96, i32 10
  br label %99

99:                                               ; preds = %95, %18, %31
  %100 = phi i32 [ 0, %31 ], [ 0, %18 ], [ %96, %95 ]
  %101 = phi i32 [ 10, %31 ], [ 10, %18 ], [ %98, %95 ]
  %102 = add nsw i32 %101, -9
  %103 = sub i32 %100, %101
  br label %105

104:                                              ; preds = %115
  call void @llvm.lifetime.end.p0i8(i64 802, i8* nonnull %20) #8
  call void @llvm.lifetime.end.p0i8(i64 800, i8* nonnull %19) #8
  br label %119

105:                                              ; preds = %99, %115
  %106 = phi i32 [ 0, %99 ], [ %117, %115 ]
  %107 = icmp eq i32 %106, %102
  br i1 %107, label %108, label %109

108:                                              ; preds = %105
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  br label %109

109:                                              ; preds = %108, %105
  %110 = add i32 %106, %103
  %111 = icmp sgt i32 %110, -1
  br i1 %111, label %112, label %115

112:                                              ; preds = %109
  %113 = getelementptr inbounds [802 x i8], [802 x i8]* %3, i32 0, i32 %110
  %114 = load i8, i8* %113, align 1, !tbaa !9
  br label %115

115:                                              ; preds = %109, %112
  %116 = phi i8 [ %114, %112 ], [ 48, %109 ]
  store volatile i8 %116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %117 = add nuw nsw i32 %106, 1
  %118 = icmp eq i32 %117, %101
  br i1 %118, label %104, label %105, !llvm.loop !29

119:                                              ; preds = %14, %104
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

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
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
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
  store volatile i8 %18, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 %19, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 %20, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  br label %147

21:                                               ; preds = %13
  %22 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 800, i8* nonnull %22) #8
  %23 = getelementptr inbounds [802 x i8], [802 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 802, i8* nonnull %23) #8
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(802) %23, i8 0, i32 802, i1 false)
  store i8 48, i8* %23, align 4
  %24 = fcmp oeq double %0, 0.000000e+00
  br i1 %24, label %25, label %31

25:                                               ; preds = %21
  %26 = icmp slt i32 %1, 0
  br i1 %26, label %27, label %29

27:                                               ; preds = %25
  %28 = load i8, i8* %23, align 4, !tbaa !9
  store volatile i8 %28, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  br label %112

29:                                               ; preds = %25
  %30 = add nuw i32 %1, 1
  call void @llvm.memset.p0i8.i32(i8* nonnull align 4 %6, i8 48, i32 %30, i1 false), !tbaa !9
  br label %108

31:                                               ; preds = %21
  %32 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %32) #8
  %33 = call fastcc i32 @exact_digits(double noundef %0, i8* noundef nonnull %22, i32* noundef nonnull %7)
  %34 = load i32, i32* %7, align 4, !tbaa !10
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
  %45 = load i8, i8* %44, align 1, !tbaa !9
  br label %46

46:                                               ; preds = %43, %40
  %47 = phi i8 [ %45, %43 ], [ 48, %40 ]
  %48 = getelementptr inbounds [802 x i8], [802 x i8]* %5, i32 0, i32 %41
  store i8 %47, i8* %48, align 1, !tbaa !9
  %49 = add nuw nsw i32 %41, 1
  %50 = icmp eq i32 %49, %37
  br i1 %50, label %38, label %40, !llvm.loop !26

51:                                               ; preds = %38
  %52 = icmp slt i32 %35, %33
  br i1 %52, label %53, label %58

53:                                               ; preds = %51
  %54 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 %35
  %55 = load i8, i8* %54, align 1, !tbaa !9
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
  %68 = load i8, i8* %67, align 1, !tbaa !9
  %69 = icmp ne i8 %68, 48
  %70 = zext i1 %69 to i32
  %71 = or i32 %66, %70
  %72 = add nsw i32 %65, 1
  %73 = icmp eq i32 %72, %33
  br i1 %73, label %62, label %64, !llvm.loop !27

74:                                               ; preds = %62
  %75 = add nsw i32 %37, -1
  %76 = getelementptr inbounds [802 x i8], [802 x i8]* %5, i32 0, i32 %75
  %77 = load i8, i8* %76, align 1, !tbaa !9
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
  call void @llvm.memmove.p0i8.p0i8.i32(i8* nonnull align 1 %90, i8* nonnull align 4 %23, i32 %37, i1 false) #8, !tbaa !9
  br label %101

91:                                               ; preds = %88, %97
  %92 = phi i32 [ %93, %97 ], [ %35, %88 ]
  %93 = add nsw i32 %92, -1
  %94 = getelementptr inbounds [802 x i8], [802 x i8]* %5, i32 0, i32 %93
  %95 = load i8, i8* %94, align 1, !tbaa !9
  %96 = icmp eq i8 %95, 57
  br i1 %96, label %97, label %99

97:                                               ; preds = %91
  store i8 48, i8* %94, align 1, !tbaa !9
  %98 = icmp ugt i32 %92, 1
  br i1 %98, label %91, label %89, !llvm.loop !28

99:                                               ; preds = %91
  %100 = add i8 %95, 1
  store i8 %100, i8* %94, align 1, !tbaa !9
  br label %103

101:                                              ; preds = %89, %88
  store i8 49, i8* %23, align 4, !tbaa !9
  %102 = add nuw nsw i32 %37, 1
  br label %103

103:                                              ; preds = %38, %83, %85, %99, %101
  %104 = phi i32 [ 0, %38 ], [ %37, %85 ], [ %37, %83 ], [ %37, %99 ], [ %102, %101 ]
  %105 = icmp sle i32 %104, %35
  %106 = sext i1 %105 to i32
  %107 = add nsw i32 %34, %106
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %32) #8
  br label %108

108:                                              ; preds = %29, %103
  %109 = phi i32 [ %107, %103 ], [ 0, %29 ]
  %110 = load i8, i8* %23, align 4, !tbaa !9
  store volatile i8 %110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %111 = icmp slt i32 %1, 1
  br i1 %111, label %112, label %119

112:                                              ; preds = %119, %27, %108
  %113 = phi i32 [ 0, %27 ], [ %109, %108 ], [ %109, %119 ]
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %114 = icmp slt i32 %113, 0
  %115 = select i1 %114, i8 45, i8 43
  store volatile i8 %115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %116 = sub nsw i32 0, %113
  %117 = select i1 %114, i32 %116, i32 %113
  %118 = icmp ult i32 %117, 10
  br i1 %118, label %125, label %126

119:                                              ; preds = %108, %119
  %120 = phi i32 [ %123, %119 ], [ 1, %108 ]
  %121 = getelementptr inbounds [802 x i8], [802 x i8]* %5, i32 0, i32 %120
  %122 = load i8, i8* %121, align 1, !tbaa !9
  store volatile i8 %122, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %123 = add nuw i32 %120, 1
  %124 = icmp eq i32 %120, %1
  br i1 %124, label %112, label %119, !llvm.loop !30

125:                                              ; preds = %112
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  br label %126

126:                                              ; preds = %125, %112
  %127 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %127) #8
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
  store i8 %136, i8* %138, align 1, !tbaa !9
  %139 = icmp ult i32 %129, 10
  br i1 %139, label %140, label %128, !llvm.loop !21

140:                                              ; preds = %128, %140
  %141 = phi i32 [ %142, %140 ], [ %137, %128 ]
  %142 = add nsw i32 %141, -1
  %143 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %142
  %144 = load i8, i8* %143, align 1, !tbaa !9
  store volatile i8 %144, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %145 = icmp eq i32 %142, 0
  br i1 %145, label %146, label %140, !llvm.loop !22

146:                                              ; preds = %140
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %127) #8
  call void @llvm.lifetime.end.p0i8(i64 802, i8* nonnull %23) #8
  call void @llvm.lifetime.end.p0i8(i64 800, i8* nonnull %22) #8
  br label %147

147:                                              ; preds = %17, %146
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sqrt.f64(double) #4

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
  br i1 %27, label %19, label %28, !llvm.loop !31

28:                                               ; preds = %19, %3
  %29 = phi i32 [ %12, %3 ], [ %23, %19 ]
  %30 = phi i64 [ %14, %3 ], [ %22, %19 ]
  %31 = bitcast %struct.big_t* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 804, i8* nonnull %31) #8
  %32 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 1
  %33 = freeze i64 %30
  %34 = udiv i64 %33, 10000
  %35 = mul i64 %34, 10000
  %36 = sub i64 %33, %35
  %37 = trunc i64 %36 to i32
  store i32 1, i32* %32, align 4, !tbaa !32
  %38 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 0
  store i32 %37, i32* %38, align 4, !tbaa !10
  %39 = icmp ult i64 %30, 10000
  br i1 %39, label %54, label %40, !llvm.loop !34

40:                                               ; preds = %28
  %41 = urem i64 %34, 10000
  %42 = trunc i64 %41 to i32
  store i32 2, i32* %32, align 4, !tbaa !32
  %43 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 1
  store i32 %42, i32* %43, align 4, !tbaa !10
  %44 = icmp ult i64 %30, 100000000
  br i1 %44, label %54, label %45, !llvm.loop !34

45:                                               ; preds = %40, %45
  %46 = phi i64 [ %48, %45 ], [ %34, %40 ]
  %47 = load i32, i32* %32, align 4, !tbaa !32
  %48 = udiv i64 %46, 10000
  %49 = urem i64 %48, 10000
  %50 = trunc i64 %49 to i32
  %51 = add nsw i32 %47, 1
  store i32 %51, i32* %32, align 4, !tbaa !32
  %52 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %47
  store i32 %50, i32* %52, align 4, !tbaa !10
  %53 = icmp ult i64 %46, 100000000
  br i1 %53, label %54, label %45, !llvm.loop !34

54:                                               ; preds = %45, %40, %28
  %55 = icmp sgt i32 %29, -1
  br i1 %55, label %56, label %116

56:                                               ; preds = %54
  %57 = icmp ugt i32 %29, 17
  br i1 %57, label %58, label %91

58:                                               ; preds = %56, %88
  %59 = phi i32 [ %89, %88 ], [ %29, %56 ]
  %60 = load i32, i32* %32, align 4, !tbaa !32
  %61 = icmp sgt i32 %60, 0
  br i1 %61, label %74, label %88

62:                                               ; preds = %74
  %63 = icmp ult i32 %80, 10000
  br i1 %63, label %88, label %64

64:                                               ; preds = %62
  %65 = urem i32 %82, 10000
  %66 = add nsw i32 %86, 1
  store i32 %66, i32* %32, align 4, !tbaa !32
  %67 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %86
  store i32 %65, i32* %67, align 4, !tbaa !10
  %68 = icmp ult i32 %80, 100000000
  br i1 %68, label %88, label %69, !llvm.loop !35

69:                                               ; preds = %64
  %70 = udiv i32 %80, 100000000
  %71 = load i32, i32* %32, align 4, !tbaa !32
  %72 = add nsw i32 %71, 1
  store i32 %72, i32* %32, align 4, !tbaa !32
  %73 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %71
  store i32 %70, i32* %73, align 4, !tbaa !10
  br label %88

74:                                               ; preds = %58, %74
  %75 = phi i32 [ %82, %74 ], [ 0, %58 ]
  %76 = phi i32 [ %85, %74 ], [ 0, %58 ]
  %77 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %76
  %78 = load i32, i32* %77, align 4, !tbaa !10
  %79 = shl i32 %78, 18
  %80 = add i32 %79, %75
  %81 = freeze i32 %80
  %82 = udiv i32 %81, 10000
  %83 = mul i32 %82, 10000
  %84 = sub i32 %81, %83
  store i32 %84, i32* %77, align 4, !tbaa !10
  %85 = add nuw nsw i32 %76, 1
  %86 = load i32, i32* %32, align 4, !tbaa !32
  %87 = icmp slt i32 %85, %86
  br i1 %87, label %74, label %62, !llvm.loop !36

88:                                               ; preds = %69, %64, %58, %62
  %89 = add nsw i32 %59, -18
  %90 = icmp sgt i32 %59, 35
  br i1 %90, label %58, label %91, !llvm.loop !37

91:                                               ; preds = %88, %56
  %92 = phi i32 [ %29, %56 ], [ %89, %88 ]
  %93 = load i32, i32* %32, align 4, !tbaa !32
  %94 = icmp sgt i32 %93, 0
  br i1 %94, label %102, label %263

95:                                               ; preds = %102
  %96 = icmp ult i32 %108, 10000
  br i1 %96, label %197, label %97

97:                                               ; preds = %95
  %98 = urem i32 %110, 10000
  %99 = add nsw i32 %114, 1
  store i32 %99, i32* %32, align 4, !tbaa !32
  %100 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %114
  store i32 %98, i32* %100, align 4, !tbaa !10
  %101 = icmp ult i32 %108, 100000000
  br i1 %101, label %194, label %187, !llvm.loop !35

102:                                              ; preds = %91, %102
  %103 = phi i32 [ %110, %102 ], [ 0, %91 ]
  %104 = phi i32 [ %113, %102 ], [ 0, %91 ]
  %105 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %104
  %106 = load i32, i32* %105, align 4, !tbaa !10
  %107 = shl i32 %106, %92
  %108 = add i32 %107, %103
  %109 = freeze i32 %108
  %110 = udiv i32 %109, 10000
  %111 = mul i32 %110, 10000
  %112 = sub i32 %109, %111
  store i32 %112, i32* %105, align 4, !tbaa !10
  %113 = add nuw nsw i32 %104, 1
  %114 = load i32, i32* %32, align 4, !tbaa !32
  %115 = icmp slt i32 %113, %114
  br i1 %115, label %102, label %95, !llvm.loop !36

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
  %125 = load i32, i32* %32, align 4, !tbaa !32
  %126 = icmp sgt i32 %125, 0
  br i1 %126, label %139, label %153

127:                                              ; preds = %139
  %128 = icmp ult i32 %145, 10000
  br i1 %128, label %153, label %129

129:                                              ; preds = %127
  %130 = urem i32 %147, 10000
  %131 = add nsw i32 %151, 1
  store i32 %131, i32* %32, align 4, !tbaa !32
  %132 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %151
  store i32 %130, i32* %132, align 4, !tbaa !10
  %133 = icmp ult i32 %145, 100000000
  br i1 %133, label %153, label %134, !llvm.loop !35

134:                                              ; preds = %129
  %135 = udiv i32 %145, 100000000
  %136 = load i32, i32* %32, align 4, !tbaa !32
  %137 = add nsw i32 %136, 1
  store i32 %137, i32* %32, align 4, !tbaa !32
  %138 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %136
  store i32 %135, i32* %138, align 4, !tbaa !10
  br label %153

139:                                              ; preds = %123, %139
  %140 = phi i32 [ %147, %139 ], [ 0, %123 ]
  %141 = phi i32 [ %150, %139 ], [ 0, %123 ]
  %142 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %141
  %143 = load i32, i32* %142, align 4, !tbaa !10
  %144 = mul i32 %143, 390625
  %145 = add i32 %144, %140
  %146 = freeze i32 %145
  %147 = udiv i32 %146, 10000
  %148 = mul i32 %147, 10000
  %149 = sub i32 %146, %148
  store i32 %149, i32* %142, align 4, !tbaa !10
  %150 = add nuw nsw i32 %141, 1
  %151 = load i32, i32* %32, align 4, !tbaa !32
  %152 = icmp slt i32 %150, %151
  br i1 %152, label %139, label %127, !llvm.loop !36

153:                                              ; preds = %134, %129, %123, %127
  %154 = add nsw i32 %124, -8
  %155 = icmp sgt i32 %124, 15
  br i1 %155, label %123, label %119, !llvm.loop !38

156:                                              ; preds = %121, %156
  %157 = phi i32 [ %160, %156 ], [ 1, %121 ]
  %158 = phi i32 [ %159, %156 ], [ %122, %121 ]
  %159 = add nsw i32 %158, -1
  %160 = mul i32 %157, 5
  %161 = icmp eq i32 %159, 0
  br i1 %161, label %162, label %156, !llvm.loop !39

162:                                              ; preds = %156, %119
  %163 = phi i32 [ 1, %119 ], [ %160, %156 ]
  %164 = load i32, i32* %32, align 4, !tbaa !32
  %165 = icmp sgt i32 %164, 0
  br i1 %165, label %173, label %263

166:                                              ; preds = %173
  %167 = icmp ult i32 %179, 10000
  br i1 %167, label %197, label %168

168:                                              ; preds = %166
  %169 = urem i32 %181, 10000
  %170 = add nsw i32 %185, 1
  store i32 %170, i32* %32, align 4, !tbaa !32
  %171 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %185
  store i32 %169, i32* %171, align 4, !tbaa !10
  %172 = icmp ult i32 %179, 100000000
  br i1 %172, label %194, label %187, !llvm.loop !35

173:                                              ; preds = %162, %173
  %174 = phi i32 [ %181, %173 ], [ 0, %162 ]
  %175 = phi i32 [ %184, %173 ], [ 0, %162 ]
  %176 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %175
  %177 = load i32, i32* %176, align 4, !tbaa !10
  %178 = mul i32 %177, %163
  %179 = add i32 %178, %174
  %180 = freeze i32 %179
  %181 = udiv i32 %180, 10000
  %182 = mul i32 %181, 10000
  %183 = sub i32 %180, %182
  store i32 %183, i32* %176, align 4, !tbaa !10
  %184 = add nuw nsw i32 %175, 1
  %185 = load i32, i32* %32, align 4, !tbaa !32
  %186 = icmp slt i32 %184, %185
  br i1 %186, label %173, label %166, !llvm.loop !36

187:                                              ; preds = %168, %97
  %188 = phi i32 [ %108, %97 ], [ %179, %168 ]
  %189 = phi i32 [ 0, %97 ], [ %29, %168 ]
  %190 = udiv i32 %188, 100000000
  %191 = load i32, i32* %32, align 4, !tbaa !32
  %192 = add nsw i32 %191, 1
  store i32 %192, i32* %32, align 4, !tbaa !32
  %193 = getelementptr inbounds %struct.big_t, %struct.big_t* %4, i32 0, i32 0, i32 %191
  store i32 %190, i32* %193, align 4, !tbaa !10
  br label %194

194:                                              ; preds = %187, %168, %97
  %195 = phi i32 [ 0, %97 ], [ %29, %168 ], [ %189, %187 ]
  %196 = load i32, i32* %32, align 4, !tbaa !32
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
  %206 = load i32, i32* %205, align 4, !tbaa !10
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
  store i8 %227, i8* %229, align 1, !tbaa !9
  %230 = icmp sgt i32 %203, -1
  br i1 %230, label %231, label %234

231:                                              ; preds = %226
  %232 = add nuw nsw i32 %203, 2
  %233 = getelementptr inbounds i8, i8* %1, i32 %228
  store i8 %212, i8* %233, align 1, !tbaa !9
  br label %244

234:                                              ; preds = %226, %201
  %235 = phi i32 [ %228, %226 ], [ %203, %201 ]
  %236 = icmp eq i8 %212, 48
  br i1 %236, label %241, label %237

237:                                              ; preds = %234
  %238 = add nsw i32 %235, 1
  %239 = getelementptr inbounds i8, i8* %1, i32 %235
  store i8 %212, i8* %239, align 1, !tbaa !9
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
  store i8 %217, i8* %247, align 1, !tbaa !9
  br label %256

248:                                              ; preds = %241
  %249 = add nsw i32 %242, 1
  %250 = getelementptr inbounds i8, i8* %1, i32 %242
  store i8 %217, i8* %250, align 1, !tbaa !9
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
  store i8 %221, i8* %259, align 1, !tbaa !9
  br label %260

260:                                              ; preds = %256, %252
  %261 = phi i32 [ %258, %256 ], [ %253, %252 ]
  %262 = icmp ugt i32 %202, 1
  br i1 %262, label %201, label %263, !llvm.loop !40

263:                                              ; preds = %260, %91, %162, %197
  %264 = phi i32 [ %199, %197 ], [ %29, %162 ], [ 0, %91 ], [ %199, %260 ]
  %265 = phi i32 [ 0, %197 ], [ 0, %162 ], [ 0, %91 ], [ %261, %260 ]
  %266 = add i32 %265, %264
  store i32 %266, i32* %2, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0i8(i64 804, i8* nonnull %31) #8
  ret i32 %265
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #6

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i32(i8* nocapture writeonly, i8* nocapture readonly, i32, i1 immarg) #7

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { inlinehint nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { inlinehint nofree nosync nounwind writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #7 = { argmemonly nofree nounwind willreturn }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !3, i64 24}
!2 = !{!"body", !3, i64 0, !3, i64 8, !3, i64 16, !3, i64 24, !3, i64 32, !3, i64 40, !3, i64 48}
!3 = !{!"double", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!2, !3, i64 48}
!7 = !{!2, !3, i64 32}
!8 = !{!2, !3, i64 40}
!9 = !{!4, !4, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !4, i64 0}
!12 = !{!3, !3, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!2, !3, i64 0}
!16 = !{!2, !3, i64 8}
!17 = !{!2, !3, i64 16}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !14}
!32 = !{!33, !11, i64 800}
!33 = !{!"", !4, i64 0, !11, i64 800}
!34 = distinct !{!34, !14}
!35 = distinct !{!35, !14}
!36 = distinct !{!36, !14}
!37 = distinct !{!37, !14}
!38 = distinct !{!38, !14}
!39 = distinct !{!39, !14}
!40 = distinct !{!40, !14}
