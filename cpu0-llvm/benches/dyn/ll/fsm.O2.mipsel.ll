; ModuleID = 'fsm.c'
source_filename = "fsm.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@main.pieces = internal unnamed_addr constant [14 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0)], align 4
@.str = private unnamed_addr constant [4 x i8] c"x1 \00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"foo_bar\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" = \00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"12345\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"+\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"\22str\\\22ing\22\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c" // note\0A\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"(\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c")\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"; \00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"a/b\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"*\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"99 \00", align 1
@src = internal unnamed_addr global [16000 x i8] zeroinitializer, align 1
@rng_state = internal unnamed_addr global i32 12345, align 4
@.str.15 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x i32], align 4
  %2 = load i32, i32* @rng_state, align 4, !tbaa !1
  br label %6

3:                                                ; preds = %17, %6
  %4 = phi i32 [ %7, %6 ], [ %22, %17 ]
  %5 = icmp slt i32 %4, 15900
  br i1 %5, label %6, label %26, !llvm.loop !5

6:                                                ; preds = %0, %3
  %7 = phi i32 [ 0, %0 ], [ %4, %3 ]
  %8 = phi i32 [ %2, %0 ], [ %10, %3 ]
  %9 = mul i32 %8, 1664525
  %10 = add i32 %9, 1013904223
  %11 = lshr i32 %10, 8
  %12 = urem i32 %11, 14
  %13 = getelementptr inbounds [14 x i8*], [14 x i8*]* @main.pieces, i32 0, i32 %12
  %14 = load i8*, i8** %13, align 4, !tbaa !7
  %15 = load i8, i8* %14, align 1, !tbaa !9
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %3, label %17

17:                                               ; preds = %6, %17
  %18 = phi i8 [ %24, %17 ], [ %15, %6 ]
  %19 = phi i8* [ %21, %17 ], [ %14, %6 ]
  %20 = phi i32 [ %22, %17 ], [ %7, %6 ]
  %21 = getelementptr inbounds i8, i8* %19, i32 1
  %22 = add nsw i32 %20, 1
  %23 = getelementptr inbounds [16000 x i8], [16000 x i8]* @src, i32 0, i32 %20
  store i8 %18, i8* %23, align 1, !tbaa !9
  %24 = load i8, i8* %21, align 1, !tbaa !9
  %25 = icmp eq i8 %24, 0
  br i1 %25, label %3, label %17, !llvm.loop !10

26:                                               ; preds = %3
  store i32 %10, i32* @rng_state, align 4, !tbaa !1
  %27 = bitcast [8 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %27) #4
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(32) %27, i8 0, i32 32, i1 false)
  %28 = getelementptr inbounds [8 x i32], [8 x i32]* %1, i32 0, i32 0
  call fastcc void @tokenize(i32 noundef signext %4, i32* noundef nonnull %28)
  call fastcc void @tokenize(i32 noundef signext %4, i32* noundef nonnull %28)
  call fastcc void @tokenize(i32 noundef signext %4, i32* noundef nonnull %28)
  %29 = load i32, i32* %28, align 4, !tbaa !1
  %30 = mul i32 %29, 1000003
  %31 = getelementptr inbounds [8 x i32], [8 x i32]* %1, i32 0, i32 1
  %32 = load i32, i32* %31, align 4, !tbaa !1
  %33 = add i32 %32, %30
  %34 = mul i32 %33, 1000003
  %35 = getelementptr inbounds [8 x i32], [8 x i32]* %1, i32 0, i32 2
  %36 = load i32, i32* %35, align 4, !tbaa !1
  %37 = add i32 %36, %34
  %38 = mul i32 %37, 1000003
  %39 = getelementptr inbounds [8 x i32], [8 x i32]* %1, i32 0, i32 3
  %40 = load i32, i32* %39, align 4, !tbaa !1
  %41 = add i32 %40, %38
  %42 = mul i32 %41, 1000003
  %43 = getelementptr inbounds [8 x i32], [8 x i32]* %1, i32 0, i32 4
  %44 = load i32, i32* %43, align 4, !tbaa !1
  %45 = add i32 %44, %42
  %46 = mul i32 %45, 1000003
  %47 = getelementptr inbounds [8 x i32], [8 x i32]* %1, i32 0, i32 5
  %48 = load i32, i32* %47, align 4, !tbaa !1
  %49 = add i32 %48, %46
  %50 = mul i32 %49, 1000003
  %51 = getelementptr inbounds [8 x i32], [8 x i32]* %1, i32 0, i32 6
  %52 = load i32, i32* %51, align 4, !tbaa !1
  %53 = add i32 %52, %50
  %54 = mul i32 %53, 1000003
  %55 = getelementptr inbounds [8 x i32], [8 x i32]* %1, i32 0, i32 7
  %56 = load i32, i32* %55, align 4, !tbaa !1
  %57 = add i32 %56, %54
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 107, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %58 = lshr i32 %57, 28
  %59 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %58
  %60 = load i8, i8* %59, align 1, !tbaa !9
  store volatile i8 %60, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %61 = lshr i32 %57, 24
  %62 = and i32 %61, 15
  %63 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %62
  %64 = load i8, i8* %63, align 1, !tbaa !9
  store volatile i8 %64, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %65 = lshr i32 %57, 20
  %66 = and i32 %65, 15
  %67 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %66
  %68 = load i8, i8* %67, align 1, !tbaa !9
  store volatile i8 %68, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %69 = lshr i32 %57, 16
  %70 = and i32 %69, 15
  %71 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %70
  %72 = load i8, i8* %71, align 1, !tbaa !9
  store volatile i8 %72, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %73 = lshr i32 %57, 12
  %74 = and i32 %73, 15
  %75 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %74
  %76 = load i8, i8* %75, align 1, !tbaa !9
  store volatile i8 %76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %77 = lshr i32 %57, 8
  %78 = and i32 %77, 15
  %79 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %78
  %80 = load i8, i8* %79, align 1, !tbaa !9
  store volatile i8 %80, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %81 = lshr i32 %57, 4
  %82 = and i32 %81, 15
  %83 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %82
  %84 = load i8, i8* %83, align 1, !tbaa !9
  store volatile i8 %84, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %85 = and i32 %57, 15
  %86 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %85
  %87 = load i8, i8* %86, align 1, !tbaa !9
  store volatile i8 %87, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %27) #4
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #2

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @tokenize(i32 noundef signext %0, i32* nocapture noundef %1) unnamed_addr #3 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %12

4:                                                ; preds = %2
  %5 = getelementptr inbounds i32, i32* %1, i32 6
  %6 = getelementptr inbounds i32, i32* %1, i32 5
  %7 = getelementptr inbounds i32, i32* %1, i32 7
  %8 = getelementptr inbounds i32, i32* %1, i32 4
  %9 = getelementptr inbounds i32, i32* %1, i32 3
  %10 = getelementptr inbounds i32, i32* %1, i32 1
  %11 = getelementptr inbounds i32, i32* %1, i32 2
  br label %13

12:                                               ; preds = %84, %2
  ret void

13:                                               ; preds = %4, %84
  %14 = phi i32 [ 0, %4 ], [ %86, %84 ]
  %15 = phi i32 [ 0, %4 ], [ %85, %84 ]
  %16 = phi i32 [ 0, %4 ], [ %87, %84 ]
  %17 = getelementptr inbounds [16000 x i8], [16000 x i8]* @src, i32 0, i32 %16
  %18 = load i8, i8* %17, align 1, !tbaa !9
  %19 = add i8 %18, -48
  %20 = icmp ult i8 %19, 10
  br i1 %20, label %32, label %21

21:                                               ; preds = %13
  %22 = add i8 %18, -97
  %23 = icmp ult i8 %22, 26
  %24 = icmp eq i8 %18, 95
  %25 = or i1 %24, %23
  br i1 %25, label %32, label %26

26:                                               ; preds = %21
  switch i8 %18, label %31 [
    i8 34, label %32
    i8 92, label %27
    i8 47, label %28
    i8 10, label %29
    i8 32, label %30
  ]

27:                                               ; preds = %26
  br label %32

28:                                               ; preds = %26
  br label %32

29:                                               ; preds = %26
  br label %32

30:                                               ; preds = %26
  br label %32

31:                                               ; preds = %26
  br label %32

32:                                               ; preds = %13, %21, %26, %27, %28, %29, %30, %31
  %33 = phi i1 [ false, %13 ], [ false, %21 ], [ false, %26 ], [ false, %27 ], [ false, %28 ], [ true, %29 ], [ false, %30 ], [ false, %31 ]
  %34 = phi i1 [ false, %13 ], [ false, %21 ], [ false, %26 ], [ false, %27 ], [ true, %28 ], [ false, %29 ], [ false, %30 ], [ false, %31 ]
  %35 = phi i1 [ true, %13 ], [ true, %21 ], [ false, %26 ], [ false, %27 ], [ false, %28 ], [ false, %29 ], [ false, %30 ], [ false, %31 ]
  %36 = phi i1 [ true, %13 ], [ false, %21 ], [ false, %26 ], [ false, %27 ], [ false, %28 ], [ false, %29 ], [ false, %30 ], [ false, %31 ]
  %37 = phi i32 [ 0, %13 ], [ 1, %21 ], [ 2, %26 ], [ 3, %27 ], [ 4, %28 ], [ 5, %29 ], [ 6, %30 ], [ 7, %31 ]
  switch i32 %14, label %84 [
    i32 0, label %43
    i32 1, label %55
    i32 2, label %61
    i32 3, label %69
    i32 4, label %76
    i32 5, label %79
    i32 6, label %80
    i32 7, label %38
  ]

38:                                               ; preds = %32, %79, %55, %66
  %39 = phi i32* [ %11, %66 ], [ %1, %55 ], [ %7, %79 ], [ %5, %32 ]
  %40 = phi i32 [ 1, %66 ], [ %15, %55 ], [ 47, %79 ], [ 1, %32 ]
  %41 = load i32, i32* %39, align 4, !tbaa !1
  %42 = add i32 %41, %40
  store i32 %42, i32* %39, align 4, !tbaa !1
  br label %43

43:                                               ; preds = %38, %32
  switch i32 %37, label %51 [
    i32 0, label %44
    i32 1, label %47
    i32 2, label %49
    i32 4, label %50
    i32 5, label %84
    i32 6, label %84
  ]

44:                                               ; preds = %43
  %45 = sext i8 %18 to i32
  %46 = add nsw i32 %45, -48
  br label %84

47:                                               ; preds = %43
  %48 = zext i8 %18 to i32
  br label %84

49:                                               ; preds = %43
  br label %84

50:                                               ; preds = %43
  br label %84

51:                                               ; preds = %43
  %52 = zext i8 %18 to i32
  %53 = load i32, i32* %7, align 4, !tbaa !1
  %54 = add i32 %53, %52
  store i32 %54, i32* %7, align 4, !tbaa !1
  br label %84

55:                                               ; preds = %32
  br i1 %36, label %56, label %38

56:                                               ; preds = %55
  %57 = mul i32 %15, 10
  %58 = sext i8 %18 to i32
  %59 = add i32 %57, -48
  %60 = add i32 %59, %58
  br label %84

61:                                               ; preds = %32
  br i1 %35, label %62, label %66

62:                                               ; preds = %61
  %63 = mul i32 %15, 31
  %64 = zext i8 %18 to i32
  %65 = add i32 %63, %64
  br label %84

66:                                               ; preds = %61
  %67 = load i32, i32* %10, align 4, !tbaa !1
  %68 = xor i32 %67, %15
  store i32 %68, i32* %10, align 4, !tbaa !1
  br label %38

69:                                               ; preds = %32
  switch i32 %37, label %73 [
    i32 2, label %70
    i32 3, label %84
  ]

70:                                               ; preds = %69
  %71 = load i32, i32* %9, align 4, !tbaa !1
  %72 = add i32 %71, 1
  store i32 %72, i32* %9, align 4, !tbaa !1
  br label %84

73:                                               ; preds = %69
  %74 = load i32, i32* %8, align 4, !tbaa !1
  %75 = add i32 %74, 1
  store i32 %75, i32* %8, align 4, !tbaa !1
  br label %84

76:                                               ; preds = %32
  %77 = load i32, i32* %8, align 4, !tbaa !1
  %78 = add i32 %77, 2
  store i32 %78, i32* %8, align 4, !tbaa !1
  br label %84

79:                                               ; preds = %32
  br i1 %34, label %84, label %38

80:                                               ; preds = %32
  br i1 %33, label %81, label %84

81:                                               ; preds = %80
  %82 = load i32, i32* %6, align 4, !tbaa !1
  %83 = add i32 %82, 1
  store i32 %83, i32* %6, align 4, !tbaa !1
  br label %84

84:                                               ; preds = %79, %69, %80, %81, %70, %73, %44, %47, %49, %50, %51, %43, %43, %32, %76, %62, %56
  %85 = phi i32 [ %15, %32 ], [ %15, %51 ], [ %15, %43 ], [ %15, %43 ], [ %15, %50 ], [ %15, %49 ], [ %48, %47 ], [ %46, %44 ], [ %15, %81 ], [ %15, %80 ], [ %15, %76 ], [ %15, %70 ], [ %15, %73 ], [ %65, %62 ], [ %60, %56 ], [ %15, %69 ], [ %15, %79 ]
  %86 = phi i32 [ %14, %32 ], [ 7, %51 ], [ 0, %43 ], [ 0, %43 ], [ 5, %50 ], [ 3, %49 ], [ 2, %47 ], [ 1, %44 ], [ 0, %81 ], [ 6, %80 ], [ 3, %76 ], [ 0, %70 ], [ 3, %73 ], [ 2, %62 ], [ 1, %56 ], [ 4, %69 ], [ 6, %79 ]
  %87 = add nuw nsw i32 %16, 1
  %88 = icmp eq i32 %87, %0
  br i1 %88, label %12, label %13, !llvm.loop !11
}

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { nofree noinline norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"any pointer", !3, i64 0}
!9 = !{!3, !3, i64 0}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
