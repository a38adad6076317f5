; ModuleID = 'fparticles.c'
source_filename = "fparticles.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@px = internal unnamed_addr global [64 x float] zeroinitializer, align 4
@py = internal unnamed_addr global [64 x float] zeroinitializer, align 4
@vx = internal unnamed_addr global [64 x float] zeroinitializer, align 4
@vy = internal unnamed_addr global [64 x float] zeroinitializer, align 4
@rng_state = internal unnamed_addr global i32 12345, align 4
@.str.3 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: nofree norecurse nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @rng_state, align 4, !tbaa !1
  br label %3

2:                                                ; preds = %3
  store i32 %29, i32* @rng_state, align 4, !tbaa !1
  br label %38

3:                                                ; preds = %0, %3
  %4 = phi i32 [ 0, %0 ], [ %36, %3 ]
  %5 = phi i32 [ %1, %0 ], [ %29, %3 ]
  %6 = mul i32 %5, 1664525
  %7 = add i32 %6, 1013904223
  %8 = lshr i32 %7, 8
  %9 = urem i32 %8, 1000
  %10 = uitofp i32 %9 to float
  %11 = fdiv float %10, 1.000000e+02
  %12 = getelementptr inbounds [64 x float], [64 x float]* @px, i32 0, i32 %4
  store float %11, float* %12, align 4, !tbaa !5
  %13 = mul i32 %7, 1664525
  %14 = add i32 %13, 1013904223
  %15 = lshr i32 %14, 8
  %16 = urem i32 %15, 1000
  %17 = uitofp i32 %16 to float
  %18 = fdiv float %17, 1.000000e+02
  %19 = getelementptr inbounds [64 x float], [64 x float]* @py, i32 0, i32 %4
  store float %18, float* %19, align 4, !tbaa !5
  %20 = mul i32 %14, 1664525
  %21 = add i32 %20, 1013904223
  %22 = lshr i32 %21, 8
  %23 = urem i32 %22, 2001
  %24 = add nsw i32 %23, -1000
  %25 = sitofp i32 %24 to float
  %26 = fdiv float %25, 5.000000e+01
  %27 = getelementptr inbounds [64 x float], [64 x float]* @vx, i32 0, i32 %4
  store float %26, float* %27, align 4, !tbaa !5
  %28 = mul i32 %21, 1664525
  %29 = add i32 %28, 1013904223
  %30 = lshr i32 %29, 8
  %31 = urem i32 %30, 2001
  %32 = add nsw i32 %31, -1000
  %33 = sitofp i32 %32 to float
  %34 = fdiv float %33, 5.000000e+01
  %35 = getelementptr inbounds [64 x float], [64 x float]* @vy, i32 0, i32 %4
  store float %34, float* %35, align 4, !tbaa !5
  %36 = add nuw nsw i32 %4, 1
  %37 = icmp eq i32 %36, 64
  br i1 %37, label %2, label %3, !llvm.loop !7

38:                                               ; preds = %2, %51
  %39 = phi i32 [ 0, %2 ], [ %53, %51 ]
  %40 = phi i32 [ 0, %2 ], [ %52, %51 ]
  %41 = phi i32 [ 0, %2 ], [ %43, %51 ]
  %42 = tail call fastcc i32 @step()
  %43 = add i32 %42, %41
  %44 = trunc i32 %39 to i8
  %45 = urem i8 %44, 10
  %46 = icmp eq i8 %45, 0
  br i1 %46, label %47, label %51

47:                                               ; preds = %38
  %48 = mul i32 %40, 31
  %49 = tail call fastcc i32 @close_pairs()
  %50 = add i32 %49, %48
  br label %51

51:                                               ; preds = %38, %47
  %52 = phi i32 [ %50, %47 ], [ %40, %38 ]
  %53 = add nuw nsw i32 %39, 1
  %54 = icmp eq i32 %53, 200
  br i1 %54, label %146, label %38, !llvm.loop !9

55:                                               ; preds = %146
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %56 = lshr i32 %43, 28
  %57 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %56
  %58 = load i8, i8* %57, align 1, !tbaa !10
  store volatile i8 %58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %59 = lshr i32 %43, 24
  %60 = and i32 %59, 15
  %61 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %60
  %62 = load i8, i8* %61, align 1, !tbaa !10
  store volatile i8 %62, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %63 = lshr i32 %43, 20
  %64 = and i32 %63, 15
  %65 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %64
  %66 = load i8, i8* %65, align 1, !tbaa !10
  store volatile i8 %66, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %67 = lshr i32 %43, 16
  %68 = and i32 %67, 15
  %69 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %68
  %70 = load i8, i8* %69, align 1, !tbaa !10
  store volatile i8 %70, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %71 = lshr i32 %43, 12
  %72 = and i32 %71, 15
  %73 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %72
  %74 = load i8, i8* %73, align 1, !tbaa !10
  store volatile i8 %74, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %75 = lshr i32 %43, 8
  %76 = and i32 %75, 15
  %77 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %76
  %78 = load i8, i8* %77, align 1, !tbaa !10
  store volatile i8 %78, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %79 = lshr i32 %43, 4
  %80 = and i32 %79, 15
  %81 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %80
  %82 = load i8, i8* %81, align 1, !tbaa !10
  store volatile i8 %82, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %83 = and i32 %43, 15
  %84 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %83
  %85 = load i8, i8* %84, align 1, !tbaa !10
  store volatile i8 %85, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %86 = lshr i32 %52, 28
  %87 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %86
  %88 = load i8, i8* %87, align 1, !tbaa !10
  store volatile i8 %88, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %89 = lshr i32 %52, 24
  %90 = and i32 %89, 15
  %91 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %90
  %92 = load i8, i8* %91, align 1, !tbaa !10
  store volatile i8 %92, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %93 = lshr i32 %52, 20
  %94 = and i32 %93, 15
  %95 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %94
  %96 = load i8, i8* %95, align 1, !tbaa !10
  store volatile i8 %96, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %97 = lshr i32 %52, 16
  %98 = and i32 %97, 15
  %99 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %98
  %100 = load i8, i8* %99, align 1, !tbaa !10
  store volatile i8 %100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %101 = lshr i32 %52, 12
  %102 = and i32 %101, 15
  %103 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %102
  %104 = load i8, i8* %103, align 1, !tbaa !10
  store volatile i8 %104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %105 = lshr i32 %52, 8
  %106 = and i32 %105, 15
  %107 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %106
  %108 = load i8, i8* %107, align 1, !tbaa !10
  store volatile i8 %108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %109 = lshr i32 %52, 4
  %110 = and i32 %109, 15
  %111 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %110
  %112 = load i8, i8* %111, align 1, !tbaa !10
  store volatile i8 %112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %113 = and i32 %52, 15
  %114 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %113
  %115 = load i8, i8* %114, align 1, !tbaa !10
  store volatile i8 %115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %116 = lshr i32 %157, 28
  %117 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %116
  %118 = load i8, i8* %117, align 1, !tbaa !10
  store volatile i8 %118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %119 = lshr i32 %157, 24
  %120 = and i32 %119, 15
  %121 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %120
  %122 = load i8, i8* %121, align 1, !tbaa !10
  store volatile i8 %122, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %123 = lshr i32 %157, 20
  %124 = and i32 %123, 15
  %125 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %124
  %126 = load i8, i8* %125, align 1, !tbaa !10
  store volatile i8 %126, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %127 = lshr i32 %157, 16
  %128 = and i32 %127, 15
  %129 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %128
  %130 = load i8, i8* %129, align 1, !tbaa !10
  store volatile i8 %130, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %131 = lshr i32 %157, 12
  %132 = and i32 %131, 15
  %133 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %132
  %134 = load i8, i8* %133, align 1, !tbaa !10
  store volatile i8 %134, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %135 = lshr i32 %157, 8
  %136 = and i32 %135, 15
  %137 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %136
  %138 = load i8, i8* %137, align 1, !tbaa !10
  store volatile i8 %138, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %139 = lshr i32 %157, 4
  %140 = and i32 %139, 15
  %141 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %140
  %142 = load i8, i8* %141, align 1, !tbaa !10
  store volatile i8 %142, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  %143 = and i32 %157, 15
  %144 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %143
  %145 = load i8, i8* %144, align 1, !tbaa !10
  store volatile i8 %145, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !10
  ret i32 0

146:                                              ; preds = %51, %146
  %147 = phi i32 [ %158, %146 ], [ 0, %51 ]
  %148 = phi i32 [ %157, %146 ], [ 0, %51 ]
  %149 = mul i32 %148, 31
  %150 = getelementptr inbounds [64 x float], [64 x float]* @px, i32 0, i32 %147
  %151 = bitcast float* %150 to i32*
  %152 = load i32, i32* %151, align 4, !tbaa !5
  %153 = getelementptr inbounds [64 x float], [64 x float]* @vy, i32 0, i32 %147
  %154 = bitcast float* %153 to i32*
  %155 = load i32, i32* %154, align 4, !tbaa !5
  %156 = xor i32 %155, %152
  %157 = add i32 %156, %149
  %158 = add nuw nsw i32 %147, 1
  %159 = icmp eq i32 %158, 64
  br i1 %159, label %55, label %146, !llvm.loop !11
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc i32 @step() unnamed_addr #1 {
  br label %2

1:                                                ; preds = %58
  ret i32 %59

2:                                                ; preds = %0, %58
  %3 = phi i32 [ 0, %0 ], [ %59, %58 ]
  %4 = phi i32 [ 0, %0 ], [ %60, %58 ]
  %5 = getelementptr inbounds [64 x float], [64 x float]* @vy, i32 0, i32 %4
  %6 = load float, float* %5, align 4, !tbaa !5
  %7 = fadd float %6, 0xBFB9168720000000
  store float %7, float* %5, align 4, !tbaa !5
  %8 = getelementptr inbounds [64 x float], [64 x float]* @vx, i32 0, i32 %4
  %9 = load float, float* %8, align 4, !tbaa !5
  %10 = fmul float %9, %9
  %11 = fmul float %7, %7
  %12 = fadd float %11, %10
  %13 = fcmp ogt float %12, 4.000000e+02
  br i1 %13, label %14, label %17

14:                                               ; preds = %2
  %15 = fmul float %9, 0x3FECCCCCC0000000
  store float %15, float* %8, align 4, !tbaa !5
  %16 = fmul float %7, 0x3FECCCCCC0000000
  store float %16, float* %5, align 4, !tbaa !5
  br label %17

17:                                               ; preds = %14, %2
  %18 = phi float [ %16, %14 ], [ %7, %2 ]
  %19 = phi float [ %15, %14 ], [ %9, %2 ]
  %20 = fmul float %19, 0x3F847AE140000000
  %21 = getelementptr inbounds [64 x float], [64 x float]* @px, i32 0, i32 %4
  %22 = load float, float* %21, align 4, !tbaa !5
  %23 = fadd float %22, %20
  store float %23, float* %21, align 4, !tbaa !5
  %24 = fmul float %18, 0x3F847AE140000000
  %25 = getelementptr inbounds [64 x float], [64 x float]* @py, i32 0, i32 %4
  %26 = load float, float* %25, align 4, !tbaa !5
  %27 = fadd float %26, %24
  store float %27, float* %25, align 4, !tbaa !5
  %28 = fcmp olt float %23, 0.000000e+00
  br i1 %28, label %29, label %33

29:                                               ; preds = %17
  %30 = fneg float %23
  store float %30, float* %21, align 4, !tbaa !5
  %31 = fmul float %19, 0xBFE99999A0000000
  store float %31, float* %8, align 4, !tbaa !5
  %32 = add nsw i32 %3, 1
  br label %33

33:                                               ; preds = %17, %29
  %34 = phi float [ %31, %29 ], [ %19, %17 ]
  %35 = phi float [ %30, %29 ], [ %23, %17 ]
  %36 = phi i32 [ %32, %29 ], [ %3, %17 ]
  %37 = fcmp ogt float %35, 1.000000e+01
  br i1 %37, label %38, label %42

38:                                               ; preds = %33
  %39 = fsub float 2.000000e+01, %35
  store float %39, float* %21, align 4, !tbaa !5
  %40 = fmul float %34, 0xBFE99999A0000000
  store float %40, float* %8, align 4, !tbaa !5
  %41 = add nsw i32 %36, 1
  br label %42

42:                                               ; preds = %38, %33
  %43 = phi i32 [ %41, %38 ], [ %36, %33 ]
  %44 = fcmp olt float %27, 0.000000e+00
  br i1 %44, label %45, label %49

45:                                               ; preds = %42
  %46 = fneg float %27
  store float %46, float* %25, align 4, !tbaa !5
  %47 = fmul float %18, 0xBFE99999A0000000
  store float %47, float* %5, align 4, !tbaa !5
  %48 = add nsw i32 %43, 1
  br label %49

49:                                               ; preds = %42, %45
  %50 = phi float [ %47, %45 ], [ %18, %42 ]
  %51 = phi float [ %46, %45 ], [ %27, %42 ]
  %52 = phi i32 [ %48, %45 ], [ %43, %42 ]
  %53 = fcmp ogt float %51, 1.000000e+01
  br i1 %53, label %54, label %58

54:                                               ; preds = %49
  %55 = fsub float 2.000000e+01, %51
  store float %55, float* %25, align 4, !tbaa !5
  %56 = fmul float %50, 0xBFE99999A0000000
  store float %56, float* %5, align 4, !tbaa !5
  %57 = add nsw i32 %52, 1
  br label %58

58:                                               ; preds = %54, %49
  %59 = phi i32 [ %57, %54 ], [ %52, %49 ]
  %60 = add nuw nsw i32 %4, 1
  %61 = icmp eq i32 %60, 64
  br i1 %61, label %1, label %2, !llvm.loop !12
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @close_pairs() unnamed_addr #2 {
  br label %5

1:                                                ; preds = %38, %5
  %2 = phi i32 [ %6, %5 ], [ %39, %38 ]
  %3 = icmp eq i32 %8, 64
  br i1 %3, label %4, label %5, !llvm.loop !13

4:                                                ; preds = %1
  ret i32 %2

5:                                                ; preds = %0, %1
  %6 = phi i32 [ 0, %0 ], [ %2, %1 ]
  %7 = phi i32 [ 0, %0 ], [ %8, %1 ]
  %8 = add nuw nsw i32 %7, 1
  %9 = icmp ult i32 %7, 63
  br i1 %9, label %10, label %1

10:                                               ; preds = %5
  %11 = getelementptr inbounds [64 x float], [64 x float]* @px, i32 0, i32 %7
  %12 = load float, float* %11, align 4, !tbaa !5
  %13 = getelementptr inbounds [64 x float], [64 x float]* @py, i32 0, i32 %7
  br label %14

14:                                               ; preds = %10, %38
  %15 = phi i32 [ %6, %10 ], [ %39, %38 ]
  %16 = phi i32 [ %8, %10 ], [ %40, %38 ]
  %17 = getelementptr inbounds [64 x float], [64 x float]* @px, i32 0, i32 %16
  %18 = load float, float* %17, align 4, !tbaa !5
  %19 = fsub float %12, %18
  %20 = fcmp ogt float %19, 5.000000e-01
  %21 = fcmp olt float %19, -5.000000e-01
  %22 = or i1 %20, %21
  br i1 %22, label %38, label %23

23:                                               ; preds = %14
  %24 = load float, float* %13, align 4, !tbaa !5
  %25 = getelementptr inbounds [64 x float], [64 x float]* @py, i32 0, i32 %16
  %26 = load float, float* %25, align 4, !tbaa !5
  %27 = fsub float %24, %26
  %28 = fcmp ogt float %27, 5.000000e-01
  %29 = fcmp olt float %27, -5.000000e-01
  %30 = or i1 %28, %29
  br i1 %30, label %38, label %31

31:                                               ; preds = %23
  %32 = fmul float %19, %19
  %33 = fmul float %27, %27
  %34 = fadd float %32, %33
  %35 = fcmp ole float %34, 2.500000e-01
  %36 = zext i1 %35 to i32
  %37 = add nsw i32 %15, %36
  br label %38

38:                                               ; preds = %31, %23, %14
  %39 = phi i32 [ %15, %14 ], [ %37, %31 ], [ %15, %23 ]
  %40 = add nuw nsw i32 %16, 1
  %41 = icmp eq i32 %40, 64
  br i1 %41, label %1, label %14, !llvm.loop !14
}

attributes #0 = { nofree norecurse nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { nofree noinline norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { nofree noinline norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !3, i64 0}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = !{!3, !3, i64 0}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
