; ModuleID = 'arrays.c'
source_filename = "arrays.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@a = internal unnamed_addr global [4096 x i32] zeroinitializer, align 4
@b = internal unnamed_addr global [4096 x i32] zeroinitializer, align 4
@h16 = internal unnamed_addr global [4096 x i16] zeroinitializer, align 2
@bytes = internal unnamed_addr global [4096 x i8] zeroinitializer, align 1
@c = internal unnamed_addr global [4096 x i32] zeroinitializer, align 4
@hist = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@rng_state = internal unnamed_addr global i32 12345, align 4
@.str.1 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: nofree norecurse nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @rng_state, align 4, !tbaa !1
  br label %21

2:                                                ; preds = %21
  store i32 %41, i32* @rng_state, align 4, !tbaa !1
  tail call fastcc void @blur()
  tail call fastcc void @saxpy()
  tail call fastcc void @prefix()
  tail call fastcc void @reverse()
  %3 = tail call fastcc i32 @maxval()
  %4 = tail call fastcc i32 @sum16()
  %5 = add i32 %3, %4
  tail call fastcc void @histogram()
  tail call fastcc void @blur()
  tail call fastcc void @saxpy()
  tail call fastcc void @prefix()
  tail call fastcc void @reverse()
  %6 = mul i32 %5, 31
  %7 = tail call fastcc i32 @maxval()
  %8 = add i32 %7, %6
  %9 = tail call fastcc i32 @sum16()
  %10 = add i32 %8, %9
  tail call fastcc void @histogram()
  tail call fastcc void @blur()
  tail call fastcc void @saxpy()
  tail call fastcc void @prefix()
  tail call fastcc void @reverse()
  %11 = mul i32 %10, 31
  %12 = tail call fastcc i32 @maxval()
  %13 = add i32 %12, %11
  %14 = tail call fastcc i32 @sum16()
  %15 = add i32 %13, %14
  tail call fastcc void @histogram()
  tail call fastcc void @blur()
  tail call fastcc void @saxpy()
  tail call fastcc void @prefix()
  tail call fastcc void @reverse()
  %16 = mul i32 %15, 31
  %17 = tail call fastcc i32 @maxval()
  %18 = add i32 %17, %16
  %19 = tail call fastcc i32 @sum16()
  %20 = add i32 %18, %19
  tail call fastcc void @histogram()
  br label %78

21:                                               ; preds = %0, %21
  %22 = phi i32 [ 0, %0 ], [ %45, %21 ]
  %23 = phi i32 [ %1, %0 ], [ %41, %21 ]
  %24 = mul i32 %23, 1664525
  %25 = add i32 %24, 1013904223
  %26 = lshr i32 %25, 8
  %27 = urem i32 %26, 1000
  %28 = add nsw i32 %27, -500
  %29 = getelementptr inbounds [4096 x i32], [4096 x i32]* @a, i32 0, i32 %22
  store i32 %28, i32* %29, align 4, !tbaa !1
  %30 = mul i32 %25, 1664525
  %31 = add i32 %30, 1013904223
  %32 = lshr i32 %31, 8
  %33 = urem i32 %32, 100
  %34 = getelementptr inbounds [4096 x i32], [4096 x i32]* @b, i32 0, i32 %22
  store i32 %33, i32* %34, align 4, !tbaa !1
  %35 = mul i32 %31, 1664525
  %36 = add i32 %35, 1013904223
  %37 = lshr i32 %36, 8
  %38 = trunc i32 %37 to i16
  %39 = getelementptr inbounds [4096 x i16], [4096 x i16]* @h16, i32 0, i32 %22
  store i16 %38, i16* %39, align 2, !tbaa !5
  %40 = mul i32 %36, 1664525
  %41 = add i32 %40, 1013904223
  %42 = lshr i32 %41, 11
  %43 = trunc i32 %42 to i8
  %44 = getelementptr inbounds [4096 x i8], [4096 x i8]* @bytes, i32 0, i32 %22
  store i8 %43, i8* %44, align 1, !tbaa !7
  %45 = add nuw nsw i32 %22, 1
  %46 = icmp eq i32 %45, 4096
  br i1 %46, label %2, label %21, !llvm.loop !8

47:                                               ; preds = %78
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %48 = lshr i32 %84, 28
  %49 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.1, i32 0, i32 %48
  %50 = load i8, i8* %49, align 1, !tbaa !7
  store volatile i8 %50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %51 = lshr i32 %84, 24
  %52 = and i32 %51, 15
  %53 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.1, i32 0, i32 %52
  %54 = load i8, i8* %53, align 1, !tbaa !7
  store volatile i8 %54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %55 = lshr i32 %84, 20
  %56 = and i32 %55, 15
  %57 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.1, i32 0, i32 %56
  %58 = load i8, i8* %57, align 1, !tbaa !7
  store volatile i8 %58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %59 = lshr i32 %84, 16
  %60 = and i32 %59, 15
  %61 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.1, i32 0, i32 %60
  %62 = load i8, i8* %61, align 1, !tbaa !7
  store volatile i8 %62, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %63 = lshr i32 %84, 12
  %64 = and i32 %63, 15
  %65 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.1, i32 0, i32 %64
  %66 = load i8, i8* %65, align 1, !tbaa !7
  store volatile i8 %66, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %67 = lshr i32 %84, 8
  %68 = and i32 %67, 15
  %69 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.1, i32 0, i32 %68
  %70 = load i8, i8* %69, align 1, !tbaa !7
  store volatile i8 %70, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %71 = lshr i32 %84, 4
  %72 = and i32 %71, 15
  %73 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.1, i32 0, i32 %72
  %74 = load i8, i8* %73, align 1, !tbaa !7
  store volatile i8 %74, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %75 = and i32 %84, 15
  %76 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.1, i32 0, i32 %75
  %77 = load i8, i8* %76, align 1, !tbaa !7
  store volatile i8 %77, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  ret i32 0

78:                                               ; preds = %2, %78
  %79 = phi i32 [ %85, %78 ], [ 0, %2 ]
  %80 = phi i32 [ %84, %78 ], [ %20, %2 ]
  %81 = mul i32 %80, 7
  %82 = getelementptr inbounds [256 x i32], [256 x i32]* @hist, i32 0, i32 %79
  %83 = load i32, i32* %82, align 4, !tbaa !1
  %84 = add i32 %83, %81
  %85 = add nuw nsw i32 %79, 1
  %86 = icmp eq i32 %85, 256
  br i1 %86, label %47, label %78, !llvm.loop !10
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @blur() unnamed_addr #1 {
  %1 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @a, i32 0, i32 0), align 4, !tbaa !1
  %2 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @a, i32 0, i32 1), align 4, !tbaa !1
  br label %4

3:                                                ; preds = %4
  ret void

4:                                                ; preds = %0, %4
  %5 = phi i32 [ %2, %0 ], [ %12, %4 ]
  %6 = phi i32 [ %1, %0 ], [ %5, %4 ]
  %7 = phi i32 [ 1, %0 ], [ %10, %4 ]
  %8 = shl nsw i32 %5, 1
  %9 = add nsw i32 %8, %6
  %10 = add nuw nsw i32 %7, 1
  %11 = getelementptr inbounds [4096 x i32], [4096 x i32]* @a, i32 0, i32 %10
  %12 = load i32, i32* %11, align 4, !tbaa !1
  %13 = add nsw i32 %9, %12
  %14 = ashr i32 %13, 2
  %15 = getelementptr inbounds [4096 x i32], [4096 x i32]* @c, i32 0, i32 %7
  store i32 %14, i32* %15, align 4, !tbaa !1
  %16 = icmp eq i32 %10, 4095
  br i1 %16, label %3, label %4, !llvm.loop !11
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @saxpy() unnamed_addr #1 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %10, %2 ]
  %4 = getelementptr inbounds [4096 x i32], [4096 x i32]* @c, i32 0, i32 %3
  %5 = load i32, i32* %4, align 4, !tbaa !1
  %6 = mul nsw i32 %5, 3
  %7 = getelementptr inbounds [4096 x i32], [4096 x i32]* @b, i32 0, i32 %3
  %8 = load i32, i32* %7, align 4, !tbaa !1
  %9 = add nsw i32 %6, %8
  store i32 %9, i32* %7, align 4, !tbaa !1
  %10 = add nuw nsw i32 %3, 1
  %11 = icmp eq i32 %10, 4096
  br i1 %11, label %1, label %2, !llvm.loop !12
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @prefix() unnamed_addr #1 {
  %1 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @b, i32 0, i32 0), align 4, !tbaa !1
  br label %3

2:                                                ; preds = %3
  ret void

3:                                                ; preds = %0, %3
  %4 = phi i32 [ %1, %0 ], [ %8, %3 ]
  %5 = phi i32 [ 1, %0 ], [ %9, %3 ]
  %6 = getelementptr inbounds [4096 x i32], [4096 x i32]* @b, i32 0, i32 %5
  %7 = load i32, i32* %6, align 4, !tbaa !1
  %8 = add nsw i32 %7, %4
  store i32 %8, i32* %6, align 4, !tbaa !1
  %9 = add nuw nsw i32 %5, 1
  %10 = icmp eq i32 %9, 4096
  br i1 %10, label %2, label %3, !llvm.loop !13
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @reverse() unnamed_addr #1 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
  %4 = phi i32 [ 4095, %0 ], [ %10, %2 ]
  %5 = getelementptr inbounds [4096 x i32], [4096 x i32]* @b, i32 0, i32 %3
  %6 = load i32, i32* %5, align 4, !tbaa !1
  %7 = getelementptr inbounds [4096 x i32], [4096 x i32]* @b, i32 0, i32 %4
  %8 = load i32, i32* %7, align 4, !tbaa !1
  store i32 %8, i32* %5, align 4, !tbaa !1
  store i32 %6, i32* %7, align 4, !tbaa !1
  %9 = add nuw nsw i32 %3, 1
  %10 = add nsw i32 %4, -1
  %11 = icmp ult i32 %9, %10
  br i1 %11, label %2, label %1, !llvm.loop !14
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @maxval() unnamed_addr #2 {
  %1 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @b, i32 0, i32 0), align 4, !tbaa !1
  br label %3

2:                                                ; preds = %3
  ret i32 %9

3:                                                ; preds = %0, %3
  %4 = phi i32 [ 1, %0 ], [ %10, %3 ]
  %5 = phi i32 [ %1, %0 ], [ %9, %3 ]
  %6 = getelementptr inbounds [4096 x i32], [4096 x i32]* @b, i32 0, i32 %4
  %7 = load i32, i32* %6, align 4, !tbaa !1
  %8 = icmp sgt i32 %7, %5
  %9 = select i1 %8, i32 %7, i32 %5
  %10 = add nuw nsw i32 %4, 1
  %11 = icmp eq i32 %10, 4096
  br i1 %11, label %2, label %3, !llvm.loop !15
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @sum16() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %2
  ret i32 %8

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %9, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %8, %2 ]
  %5 = getelementptr inbounds [4096 x i16], [4096 x i16]* @h16, i32 0, i32 %3
  %6 = load i16, i16* %5, align 2, !tbaa !5
  %7 = zext i16 %6 to i32
  %8 = add i32 %4, %7
  %9 = add nuw nsw i32 %3, 1
  %10 = icmp eq i32 %9, 4096
  br i1 %10, label %1, label %2, !llvm.loop !16
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @histogram() unnamed_addr #1 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %10, %2 ]
  %4 = getelementptr inbounds [4096 x i8], [4096 x i8]* @bytes, i32 0, i32 %3
  %5 = load i8, i8* %4, align 1, !tbaa !7
  %6 = zext i8 %5 to i32
  %7 = getelementptr inbounds [256 x i32], [256 x i32]* @hist, i32 0, i32 %6
  %8 = load i32, i32* %7, align 4, !tbaa !1
  %9 = add i32 %8, 1
  store i32 %9, i32* %7, align 4, !tbaa !1
  %10 = add nuw nsw i32 %3, 1
  %11 = icmp eq i32 %10, 4096
  br i1 %11, label %1, label %2, !llvm.loop !17
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
!6 = !{!"short", !3, i64 0}
!7 = !{!3, !3, i64 0}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
