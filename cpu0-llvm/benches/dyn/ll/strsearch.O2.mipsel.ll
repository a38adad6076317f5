; ModuleID = 'strsearch.c'
source_filename = "strsearch.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@text = internal unnamed_addr global [20001 x i8] zeroinitializer, align 1
@main.pats = internal unnamed_addr constant [6 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0)], align 4
@.str = private unnamed_addr constant [5 x i8] c"abca\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"dd\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"abcdabcd\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"aaab\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"cab\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"bbbbc\00", align 1
@rng_state = internal unnamed_addr global i32 12345, align 4
@fail = internal unnamed_addr global [64 x i32] zeroinitializer, align 4
@skip = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: nofree norecurse nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @rng_state, align 4, !tbaa !1
  br label %3

2:                                                ; preds = %3
  store i32 %7, i32* @rng_state, align 4, !tbaa !1
  store i8 0, i8* getelementptr inbounds ([20001 x i8], [20001 x i8]* @text, i32 0, i32 20000), align 1, !tbaa !5
  br label %46

3:                                                ; preds = %0, %3
  %4 = phi i32 [ 0, %0 ], [ %13, %3 ]
  %5 = phi i32 [ %1, %0 ], [ %7, %3 ]
  %6 = mul i32 %5, 1664525
  %7 = add i32 %6, 1013904223
  %8 = lshr i32 %7, 8
  %9 = trunc i32 %8 to i8
  %10 = and i8 %9, 3
  %11 = add nuw nsw i8 %10, 97
  %12 = getelementptr inbounds [20001 x i8], [20001 x i8]* @text, i32 0, i32 %4
  store i8 %11, i8* %12, align 1, !tbaa !5
  %13 = add nuw nsw i32 %4, 1
  %14 = icmp eq i32 %13, 20000
  br i1 %14, label %2, label %3, !llvm.loop !6

15:                                               ; preds = %57
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %16 = lshr i32 %67, 28
  %17 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.7, i32 0, i32 %16
  %18 = load i8, i8* %17, align 1, !tbaa !5
  store volatile i8 %18, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %19 = lshr i32 %67, 24
  %20 = and i32 %19, 15
  %21 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.7, i32 0, i32 %20
  %22 = load i8, i8* %21, align 1, !tbaa !5
  store volatile i8 %22, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %23 = lshr i32 %67, 20
  %24 = and i32 %23, 15
  %25 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.7, i32 0, i32 %24
  %26 = load i8, i8* %25, align 1, !tbaa !5
  store volatile i8 %26, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %27 = lshr i32 %67, 16
  %28 = and i32 %27, 15
  %29 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.7, i32 0, i32 %28
  %30 = load i8, i8* %29, align 1, !tbaa !5
  store volatile i8 %30, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %31 = lshr i32 %67, 12
  %32 = and i32 %31, 15
  %33 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.7, i32 0, i32 %32
  %34 = load i8, i8* %33, align 1, !tbaa !5
  store volatile i8 %34, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %35 = lshr i32 %67, 8
  %36 = and i32 %35, 15
  %37 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.7, i32 0, i32 %36
  %38 = load i8, i8* %37, align 1, !tbaa !5
  store volatile i8 %38, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %39 = lshr i32 %67, 4
  %40 = and i32 %39, 15
  %41 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.7, i32 0, i32 %40
  %42 = load i8, i8* %41, align 1, !tbaa !5
  store volatile i8 %42, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %43 = and i32 %67, 15
  %44 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.7, i32 0, i32 %43
  %45 = load i8, i8* %44, align 1, !tbaa !5
  store volatile i8 %45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  ret i32 0

46:                                               ; preds = %2, %57
  %47 = phi i32 [ 0, %2 ], [ %67, %57 ]
  %48 = phi i32 [ 0, %2 ], [ %68, %57 ]
  %49 = getelementptr inbounds [6 x i8*], [6 x i8*]* @main.pats, i32 0, i32 %48
  %50 = load i8*, i8** %49, align 4, !tbaa !8
  br label %51

51:                                               ; preds = %51, %46
  %52 = phi i32 [ 0, %46 ], [ %56, %51 ]
  %53 = getelementptr inbounds i8, i8* %50, i32 %52
  %54 = load i8, i8* %53, align 1, !tbaa !5
  %55 = icmp eq i8 %54, 0
  %56 = add nuw nsw i32 %52, 1
  br i1 %55, label %57, label %51, !llvm.loop !10

57:                                               ; preds = %51
  %58 = tail call fastcc i32 @naive(i8* noundef nonnull %50, i32 noundef signext %52)
  %59 = tail call fastcc i32 @kmp(i8* noundef nonnull %50, i32 noundef signext %52)
  %60 = tail call fastcc i32 @horspool(i8* noundef nonnull %50, i32 noundef signext %52)
  %61 = mul i32 %47, 1000003
  %62 = add i32 %58, %61
  %63 = icmp eq i32 %58, %59
  %64 = icmp eq i32 %59, %60
  %65 = select i1 %63, i1 %64, i1 false
  %66 = xor i32 %62, -2147483648
  %67 = select i1 %65, i32 %62, i32 %66
  %68 = add nuw nsw i32 %48, 1
  %69 = icmp eq i32 %68, 6
  br i1 %69, label %15, label %46, !llvm.loop !11
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @naive(i8* nocapture noundef readonly %0, i32 noundef signext %1) unnamed_addr #1 {
  %3 = icmp slt i32 %1, 20001
  br i1 %3, label %4, label %10

4:                                                ; preds = %2
  %5 = icmp sgt i32 %1, 0
  %6 = sub i32 20001, %1
  br label %7

7:                                                ; preds = %4, %23
  %8 = phi i32 [ 0, %4 ], [ %28, %23 ]
  %9 = phi i32 [ 0, %4 ], [ %27, %23 ]
  br i1 %5, label %12, label %23

10:                                               ; preds = %23, %2
  %11 = phi i32 [ 0, %2 ], [ %27, %23 ]
  ret i32 %11

12:                                               ; preds = %7, %20
  %13 = phi i32 [ %21, %20 ], [ 0, %7 ]
  %14 = add nuw nsw i32 %13, %8
  %15 = getelementptr inbounds [20001 x i8], [20001 x i8]* @text, i32 0, i32 %14
  %16 = load i8, i8* %15, align 1, !tbaa !5
  %17 = getelementptr inbounds i8, i8* %0, i32 %13
  %18 = load i8, i8* %17, align 1, !tbaa !5
  %19 = icmp eq i8 %16, %18
  br i1 %19, label %20, label %23

20:                                               ; preds = %12
  %21 = add nuw nsw i32 %13, 1
  %22 = icmp eq i32 %21, %1
  br i1 %22, label %23, label %12, !llvm.loop !12

23:                                               ; preds = %12, %20, %7
  %24 = phi i32 [ 0, %7 ], [ %1, %20 ], [ %13, %12 ]
  %25 = icmp eq i32 %24, %1
  %26 = zext i1 %25 to i32
  %27 = add nuw nsw i32 %9, %26
  %28 = add nuw nsw i32 %8, 1
  %29 = icmp eq i32 %28, %6
  br i1 %29, label %10, label %7, !llvm.loop !13
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc i32 @kmp(i8* nocapture noundef readonly %0, i32 noundef signext %1) unnamed_addr #2 {
  store i32 -1, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @fail, i32 0, i32 0), align 4, !tbaa !1
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %10

4:                                                ; preds = %2, %23
  %5 = phi i32 [ %29, %23 ], [ -1, %2 ]
  %6 = phi i32 [ %31, %23 ], [ 1, %2 ]
  %7 = icmp sgt i32 %5, -1
  %8 = getelementptr inbounds i8, i8* %0, i32 %6
  %9 = load i8, i8* %8, align 1, !tbaa !5
  br i1 %7, label %13, label %23

10:                                               ; preds = %23, %2
  %11 = add nsw i32 %1, -1
  %12 = getelementptr inbounds [64 x i32], [64 x i32]* @fail, i32 0, i32 %11
  br label %33

13:                                               ; preds = %4, %19
  %14 = phi i32 [ %21, %19 ], [ %5, %4 ]
  %15 = add nuw nsw i32 %14, 1
  %16 = getelementptr inbounds i8, i8* %0, i32 %15
  %17 = load i8, i8* %16, align 1, !tbaa !5
  %18 = icmp eq i8 %17, %9
  br i1 %18, label %23, label %19

19:                                               ; preds = %13
  %20 = getelementptr inbounds [64 x i32], [64 x i32]* @fail, i32 0, i32 %14
  %21 = load i32, i32* %20, align 4, !tbaa !1
  %22 = icmp sgt i32 %21, -1
  br i1 %22, label %13, label %23, !llvm.loop !14

23:                                               ; preds = %13, %19, %4
  %24 = phi i32 [ %5, %4 ], [ %21, %19 ], [ %14, %13 ]
  %25 = add nsw i32 %24, 1
  %26 = getelementptr inbounds i8, i8* %0, i32 %25
  %27 = load i8, i8* %26, align 1, !tbaa !5
  %28 = icmp eq i8 %27, %9
  %29 = select i1 %28, i32 %25, i32 %24
  %30 = getelementptr inbounds [64 x i32], [64 x i32]* @fail, i32 0, i32 %6
  store i32 %29, i32* %30, align 4, !tbaa !1
  %31 = add nuw nsw i32 %6, 1
  %32 = icmp eq i32 %31, %1
  br i1 %32, label %10, label %4, !llvm.loop !15

33:                                               ; preds = %10, %62
  %34 = phi i32 [ -1, %10 ], [ %64, %62 ]
  %35 = phi i32 [ 0, %10 ], [ %65, %62 ]
  %36 = phi i32 [ 0, %10 ], [ %63, %62 ]
  %37 = icmp sgt i32 %34, -1
  %38 = getelementptr inbounds [20001 x i8], [20001 x i8]* @text, i32 0, i32 %35
  %39 = load i8, i8* %38, align 1, !tbaa !5
  br i1 %37, label %41, label %51

40:                                               ; preds = %62
  ret i32 %63

41:                                               ; preds = %33, %47
  %42 = phi i32 [ %49, %47 ], [ %34, %33 ]
  %43 = add nuw nsw i32 %42, 1
  %44 = getelementptr inbounds i8, i8* %0, i32 %43
  %45 = load i8, i8* %44, align 1, !tbaa !5
  %46 = icmp eq i8 %45, %39
  br i1 %46, label %51, label %47

47:                                               ; preds = %41
  %48 = getelementptr inbounds [64 x i32], [64 x i32]* @fail, i32 0, i32 %42
  %49 = load i32, i32* %48, align 4, !tbaa !1
  %50 = icmp sgt i32 %49, -1
  br i1 %50, label %41, label %51, !llvm.loop !16

51:                                               ; preds = %41, %47, %33
  %52 = phi i32 [ %34, %33 ], [ %49, %47 ], [ %42, %41 ]
  %53 = add nsw i32 %52, 1
  %54 = getelementptr inbounds i8, i8* %0, i32 %53
  %55 = load i8, i8* %54, align 1, !tbaa !5
  %56 = icmp eq i8 %55, %39
  %57 = select i1 %56, i32 %53, i32 %52
  %58 = icmp eq i32 %57, %11
  br i1 %58, label %59, label %62

59:                                               ; preds = %51
  %60 = add nsw i32 %36, 1
  %61 = load i32, i32* %12, align 4, !tbaa !1
  br label %62

62:                                               ; preds = %51, %59
  %63 = phi i32 [ %60, %59 ], [ %36, %51 ]
  %64 = phi i32 [ %61, %59 ], [ %57, %51 ]
  %65 = add nuw nsw i32 %35, 1
  %66 = icmp eq i32 %65, 20000
  br i1 %66, label %40, label %33, !llvm.loop !17
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc i32 @horspool(i8* nocapture noundef readonly %0, i32 noundef signext %1) unnamed_addr #2 {
  br label %6

3:                                                ; preds = %6
  %4 = add i32 %1, -1
  %5 = icmp sgt i32 %1, 1
  br i1 %5, label %15, label %13

6:                                                ; preds = %2, %6
  %7 = phi i32 [ 0, %2 ], [ %9, %6 ]
  %8 = getelementptr inbounds [256 x i32], [256 x i32]* @skip, i32 0, i32 %7
  store i32 %1, i32* %8, align 4, !tbaa !1
  %9 = add nuw nsw i32 %7, 1
  %10 = icmp eq i32 %9, 256
  br i1 %10, label %3, label %6, !llvm.loop !18

11:                                               ; preds = %15
  %12 = icmp slt i32 %1, 20001
  br i1 %12, label %13, label %28

13:                                               ; preds = %3, %11
  %14 = icmp sgt i32 %1, 0
  br label %24

15:                                               ; preds = %3, %15
  %16 = phi i32 [ %22, %15 ], [ 0, %3 ]
  %17 = sub nsw i32 %4, %16
  %18 = getelementptr inbounds i8, i8* %0, i32 %16
  %19 = load i8, i8* %18, align 1, !tbaa !5
  %20 = zext i8 %19 to i32
  %21 = getelementptr inbounds [256 x i32], [256 x i32]* @skip, i32 0, i32 %20
  store i32 %17, i32* %21, align 4, !tbaa !1
  %22 = add nuw nsw i32 %16, 1
  %23 = icmp eq i32 %22, %4
  br i1 %23, label %11, label %15, !llvm.loop !19

24:                                               ; preds = %13, %41
  %25 = phi i32 [ %1, %13 ], [ %52, %41 ]
  %26 = phi i32 [ 0, %13 ], [ %51, %41 ]
  %27 = phi i32 [ 0, %13 ], [ %44, %41 ]
  br i1 %14, label %30, label %41

28:                                               ; preds = %41, %11
  %29 = phi i32 [ 0, %11 ], [ %44, %41 ]
  ret i32 %29

30:                                               ; preds = %24, %38
  %31 = phi i32 [ %39, %38 ], [ %4, %24 ]
  %32 = add nsw i32 %31, %26
  %33 = getelementptr inbounds [20001 x i8], [20001 x i8]* @text, i32 0, i32 %32
  %34 = load i8, i8* %33, align 1, !tbaa !5
  %35 = getelementptr inbounds i8, i8* %0, i32 %31
  %36 = load i8, i8* %35, align 1, !tbaa !5
  %37 = icmp eq i8 %34, %36
  br i1 %37, label %38, label %41

38:                                               ; preds = %30
  %39 = add nsw i32 %31, -1
  %40 = icmp sgt i32 %31, 0
  br i1 %40, label %30, label %41, !llvm.loop !20

41:                                               ; preds = %30, %38, %24
  %42 = phi i32 [ %4, %24 ], [ -1, %38 ], [ %31, %30 ]
  %43 = lshr i32 %42, 31
  %44 = add nuw nsw i32 %43, %27
  %45 = add nsw i32 %25, -1
  %46 = getelementptr inbounds [20001 x i8], [20001 x i8]* @text, i32 0, i32 %45
  %47 = load i8, i8* %46, align 1, !tbaa !5
  %48 = zext i8 %47 to i32
  %49 = getelementptr inbounds [256 x i32], [256 x i32]* @skip, i32 0, i32 %48
  %50 = load i32, i32* %49, align 4, !tbaa !1
  %51 = add nsw i32 %50, %26
  %52 = add nsw i32 %51, %1
  %53 = icmp slt i32 %52, 20001
  br i1 %53, label %24, label %28, !llvm.loop !21
}

attributes #0 = { nofree norecurse nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { nofree noinline norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { nofree noinline norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!3, !3, i64 0}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !3, i64 0}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
