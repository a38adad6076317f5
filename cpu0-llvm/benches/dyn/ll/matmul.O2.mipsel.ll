; ModuleID = 'matmul.c'
source_filename = "matmul.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@a = internal global [32 x [32 x i32]] zeroinitializer, align 4
@b = internal unnamed_addr global [32 x [32 x i32]] zeroinitializer, align 4
@c = internal global [32 x [32 x i32]] zeroinitializer, align 4
@t = internal unnamed_addr global [32 x [32 x i32]] zeroinitializer, align 4
@rng_state = internal unnamed_addr global i32 12345, align 4
@.str.2 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: nofree norecurse nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @rng_state, align 4, !tbaa !1
  br label %2

2:                                                ; preds = %0, %68
  %3 = phi i32 [ 0, %0 ], [ %69, %68 ]
  %4 = phi i32 [ %1, %0 ], [ %81, %68 ]
  br label %71

5:                                                ; preds = %68
  store i32 %81, i32* @rng_state, align 4, !tbaa !1
  tail call fastcc void @matmul()
  tail call fastcc void @transpose()
  tail call fastcc void @stencil()
  tail call fastcc void @matmul()
  tail call fastcc void @transpose()
  tail call fastcc void @stencil()
  tail call fastcc void @matmul()
  tail call fastcc void @transpose()
  tail call fastcc void @stencil()
  tail call fastcc void @matmul()
  tail call fastcc void @transpose()
  tail call fastcc void @stencil()
  %6 = tail call fastcc i32 @checksum([32 x i32]* noundef getelementptr inbounds ([32 x [32 x i32]], [32 x [32 x i32]]* @c, i32 0, i32 0))
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %7 = lshr i32 %6, 28
  %8 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %7
  %9 = load i8, i8* %8, align 1, !tbaa !5
  store volatile i8 %9, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %10 = lshr i32 %6, 24
  %11 = and i32 %10, 15
  %12 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %11
  %13 = load i8, i8* %12, align 1, !tbaa !5
  store volatile i8 %13, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %14 = lshr i32 %6, 20
  %15 = and i32 %14, 15
  %16 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %15
  %17 = load i8, i8* %16, align 1, !tbaa !5
  store volatile i8 %17, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %18 = lshr i32 %6, 16
  %19 = and i32 %18, 15
  %20 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %19
  %21 = load i8, i8* %20, align 1, !tbaa !5
  store volatile i8 %21, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %22 = lshr i32 %6, 12
  %23 = and i32 %22, 15
  %24 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %23
  %25 = load i8, i8* %24, align 1, !tbaa !5
  store volatile i8 %25, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %26 = lshr i32 %6, 8
  %27 = and i32 %26, 15
  %28 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %27
  %29 = load i8, i8* %28, align 1, !tbaa !5
  store volatile i8 %29, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %30 = lshr i32 %6, 4
  %31 = and i32 %30, 15
  %32 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %31
  %33 = load i8, i8* %32, align 1, !tbaa !5
  store volatile i8 %33, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %34 = and i32 %6, 15
  %35 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %34
  %36 = load i8, i8* %35, align 1, !tbaa !5
  store volatile i8 %36, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %37 = tail call fastcc i32 @checksum([32 x i32]* noundef getelementptr inbounds ([32 x [32 x i32]], [32 x [32 x i32]]* @a, i32 0, i32 0))
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %38 = lshr i32 %37, 28
  %39 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %38
  %40 = load i8, i8* %39, align 1, !tbaa !5
  store volatile i8 %40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %41 = lshr i32 %37, 24
  %42 = and i32 %41, 15
  %43 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %42
  %44 = load i8, i8* %43, align 1, !tbaa !5
  store volatile i8 %44, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %45 = lshr i32 %37, 20
  %46 = and i32 %45, 15
  %47 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %46
  %48 = load i8, i8* %47, align 1, !tbaa !5
  store volatile i8 %48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %49 = lshr i32 %37, 16
  %50 = and i32 %49, 15
  %51 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %50
  %52 = load i8, i8* %51, align 1, !tbaa !5
  store volatile i8 %52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %53 = lshr i32 %37, 12
  %54 = and i32 %53, 15
  %55 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %54
  %56 = load i8, i8* %55, align 1, !tbaa !5
  store volatile i8 %56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %57 = lshr i32 %37, 8
  %58 = and i32 %57, 15
  %59 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %58
  %60 = load i8, i8* %59, align 1, !tbaa !5
  store volatile i8 %60, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %61 = lshr i32 %37, 4
  %62 = and i32 %61, 15
  %63 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %62
  %64 = load i8, i8* %63, align 1, !tbaa !5
  store volatile i8 %64, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %65 = and i32 %37, 15
  %66 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %65
  %67 = load i8, i8* %66, align 1, !tbaa !5
  store volatile i8 %67, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  ret i32 0

68:                                               ; preds = %71
  %69 = add nuw nsw i32 %3, 1
  %70 = icmp eq i32 %69, 32
  br i1 %70, label %5, label %2, !llvm.loop !6

71:                                               ; preds = %2, %71
  %72 = phi i32 [ 0, %2 ], [ %86, %71 ]
  %73 = phi i32 [ %4, %2 ], [ %81, %71 ]
  %74 = mul i32 %73, 1664525
  %75 = add i32 %74, 1013904223
  %76 = lshr i32 %75, 8
  %77 = urem i32 %76, 19
  %78 = add nsw i32 %77, -9
  %79 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @a, i32 0, i32 %3, i32 %72
  store i32 %78, i32* %79, align 4, !tbaa !1
  %80 = mul i32 %75, 1664525
  %81 = add i32 %80, 1013904223
  %82 = lshr i32 %81, 8
  %83 = urem i32 %82, 23
  %84 = add nsw i32 %83, -11
  %85 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @b, i32 0, i32 %3, i32 %72
  store i32 %84, i32* %85, align 4, !tbaa !1
  %86 = add nuw nsw i32 %72, 1
  %87 = icmp eq i32 %86, 32
  br i1 %87, label %68, label %71, !llvm.loop !8
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @matmul() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %0, %6
  %2 = phi i32 [ 0, %0 ], [ %7, %6 ]
  br label %4

3:                                                ; preds = %6
  ret void

4:                                                ; preds = %1, %9
  %5 = phi i32 [ 0, %1 ], [ %11, %9 ]
  br label %13

6:                                                ; preds = %9
  %7 = add nuw nsw i32 %2, 1
  %8 = icmp eq i32 %7, 32
  br i1 %8, label %3, label %1, !llvm.loop !9

9:                                                ; preds = %13
  %10 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @c, i32 0, i32 %2, i32 %5
  store i32 %21, i32* %10, align 4, !tbaa !1
  %11 = add nuw nsw i32 %5, 1
  %12 = icmp eq i32 %11, 32
  br i1 %12, label %6, label %4, !llvm.loop !10

13:                                               ; preds = %4, %13
  %14 = phi i32 [ 0, %4 ], [ %22, %13 ]
  %15 = phi i32 [ 0, %4 ], [ %21, %13 ]
  %16 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @a, i32 0, i32 %2, i32 %14
  %17 = load i32, i32* %16, align 4, !tbaa !1
  %18 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @b, i32 0, i32 %14, i32 %5
  %19 = load i32, i32* %18, align 4, !tbaa !1
  %20 = mul nsw i32 %19, %17
  %21 = add nsw i32 %20, %15
  %22 = add nuw nsw i32 %14, 1
  %23 = icmp eq i32 %22, 32
  br i1 %23, label %9, label %13, !llvm.loop !11
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @transpose() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %0, %4
  %2 = phi i32 [ 0, %0 ], [ %5, %4 ]
  br label %7

3:                                                ; preds = %4
  ret void

4:                                                ; preds = %7
  %5 = add nuw nsw i32 %2, 1
  %6 = icmp eq i32 %5, 32
  br i1 %6, label %3, label %1, !llvm.loop !12

7:                                                ; preds = %1, %7
  %8 = phi i32 [ 0, %1 ], [ %12, %7 ]
  %9 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @c, i32 0, i32 %2, i32 %8
  %10 = load i32, i32* %9, align 4, !tbaa !1
  %11 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @t, i32 0, i32 %8, i32 %2
  store i32 %10, i32* %11, align 4, !tbaa !1
  %12 = add nuw nsw i32 %8, 1
  %13 = icmp eq i32 %12, 32
  br i1 %13, label %4, label %7, !llvm.loop !13
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @stencil() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %0, %10
  %2 = phi i32 [ 1, %0 ], [ %4, %10 ]
  %3 = add nsw i32 %2, -1
  %4 = add nuw nsw i32 %2, 1
  %5 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @t, i32 0, i32 %2, i32 0
  %6 = load i32, i32* %5, align 4, !tbaa !1
  %7 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @t, i32 0, i32 %2, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !1
  br label %12

9:                                                ; preds = %10
  ret void

10:                                               ; preds = %12
  %11 = icmp eq i32 %4, 31
  br i1 %11, label %9, label %1, !llvm.loop !14

12:                                               ; preds = %1, %12
  %13 = phi i32 [ %8, %1 ], [ %24, %12 ]
  %14 = phi i32 [ %6, %1 ], [ %13, %12 ]
  %15 = phi i32 [ 1, %1 ], [ %22, %12 ]
  %16 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @t, i32 0, i32 %3, i32 %15
  %17 = load i32, i32* %16, align 4, !tbaa !1
  %18 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @t, i32 0, i32 %4, i32 %15
  %19 = load i32, i32* %18, align 4, !tbaa !1
  %20 = add nsw i32 %19, %17
  %21 = add nsw i32 %20, %14
  %22 = add nuw nsw i32 %15, 1
  %23 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @t, i32 0, i32 %2, i32 %22
  %24 = load i32, i32* %23, align 4, !tbaa !1
  %25 = add nsw i32 %21, %24
  %26 = mul i32 %13, -4
  %27 = add i32 %25, %26
  %28 = ashr i32 %27, 1
  %29 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @a, i32 0, i32 %2, i32 %15
  store i32 %28, i32* %29, align 4, !tbaa !1
  %30 = icmp eq i32 %22, 31
  br i1 %30, label %10, label %12, !llvm.loop !15
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @checksum([32 x i32]* nocapture noundef readonly %0) unnamed_addr #2 {
  br label %2

2:                                                ; preds = %1, %6
  %3 = phi i32 [ 0, %1 ], [ %7, %6 ]
  %4 = phi i32 [ 0, %1 ], [ %15, %6 ]
  br label %9

5:                                                ; preds = %6
  ret i32 %15

6:                                                ; preds = %9
  %7 = add nuw nsw i32 %3, 1
  %8 = icmp eq i32 %7, 32
  br i1 %8, label %5, label %2, !llvm.loop !16

9:                                                ; preds = %2, %9
  %10 = phi i32 [ 0, %2 ], [ %16, %9 ]
  %11 = phi i32 [ %4, %2 ], [ %15, %9 ]
  %12 = mul i32 %11, 31
  %13 = getelementptr inbounds [32 x i32], [32 x i32]* %0, i32 %3, i32 %10
  %14 = load i32, i32* %13, align 4, !tbaa !1
  %15 = add i32 %14, %12
  %16 = add nuw nsw i32 %10, 1
  %17 = icmp eq i32 %16, 32
  br i1 %17, label %6, label %9, !llvm.loop !17
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
!5 = !{!3, !3, i64 0}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
