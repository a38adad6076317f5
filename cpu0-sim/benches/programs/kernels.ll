; ModuleID = 'kernels.c'
source_filename = "kernels.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@a = internal unnamed_addr global [4096 x i32] zeroinitializer, align 4
@b = internal unnamed_addr global [4096 x i32] zeroinitializer, align 4
@c = internal unnamed_addr global [4096 x i32] zeroinitializer, align 4
@text = internal unnamed_addr global [8192 x i8] zeroinitializer, align 4
@keys = internal unnamed_addr global [4096 x i32] zeroinitializer, align 4

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = alloca [10 x i8], align 1
  %5 = alloca [10 x i8], align 1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %6 = tail call fastcc i32 @fib(i32 noundef signext 24)
  %7 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %7) #5
  br label %8

8:                                                ; preds = %8, %0
  %9 = phi i32 [ %6, %0 ], [ %12, %8 ]
  %10 = phi i32 [ 0, %0 ], [ %17, %8 ]
  %11 = freeze i32 %9
  %12 = udiv i32 %11, 10
  %13 = mul i32 %12, 10
  %14 = sub i32 %11, %13
  %15 = trunc i32 %14 to i8
  %16 = or i8 %15, 48
  %17 = add nuw nsw i32 %10, 1
  %18 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %10
  store i8 %16, i8* %18, align 1, !tbaa !1
  %19 = icmp ult i32 %9, 10
  br i1 %19, label %20, label %8, !llvm.loop !4

20:                                               ; preds = %8, %20
  %21 = phi i32 [ %22, %20 ], [ %17, %8 ]
  %22 = add nsw i32 %21, -1
  %23 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %22
  %24 = load i8, i8* %23, align 1, !tbaa !1
  store volatile i8 %24, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %25 = icmp eq i32 %22, 0
  br i1 %25, label %26, label %20, !llvm.loop !6

26:                                               ; preds = %20
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %7) #5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 107, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %27 = tail call fastcc i32 @ackermann(i32 noundef signext 2, i32 noundef signext 300)
  %28 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %28) #5
  br label %29

29:                                               ; preds = %29, %26
  %30 = phi i32 [ %27, %26 ], [ %33, %29 ]
  %31 = phi i32 [ 0, %26 ], [ %38, %29 ]
  %32 = freeze i32 %30
  %33 = udiv i32 %32, 10
  %34 = mul i32 %33, 10
  %35 = sub i32 %32, %34
  %36 = trunc i32 %35 to i8
  %37 = or i8 %36, 48
  %38 = add nuw nsw i32 %31, 1
  %39 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %31
  store i8 %37, i8* %39, align 1, !tbaa !1
  %40 = icmp ult i32 %30, 10
  br i1 %40, label %41, label %29, !llvm.loop !4

41:                                               ; preds = %29, %41
  %42 = phi i32 [ %43, %41 ], [ %38, %29 ]
  %43 = add nsw i32 %42, -1
  %44 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %43
  %45 = load i8, i8* %44, align 1, !tbaa !1
  store volatile i8 %45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %46 = icmp eq i32 %43, 0
  br i1 %46, label %47, label %41, !llvm.loop !6

47:                                               ; preds = %41
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %28) #5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %48 = tail call fastcc i32 @arrays()
  %49 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %49) #5
  br label %50

50:                                               ; preds = %50, %47
  %51 = phi i32 [ %48, %47 ], [ %54, %50 ]
  %52 = phi i32 [ 0, %47 ], [ %59, %50 ]
  %53 = freeze i32 %51
  %54 = udiv i32 %53, 10
  %55 = mul i32 %54, 10
  %56 = sub i32 %53, %55
  %57 = trunc i32 %56 to i8
  %58 = or i8 %57, 48
  %59 = add nuw nsw i32 %52, 1
  %60 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %52
  store i8 %58, i8* %60, align 1, !tbaa !1
  %61 = icmp ult i32 %51, 10
  br i1 %61, label %62, label %50, !llvm.loop !4

62:                                               ; preds = %50, %62
  %63 = phi i32 [ %64, %62 ], [ %59, %50 ]
  %64 = add nsw i32 %63, -1
  %65 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %64
  %66 = load i8, i8* %65, align 1, !tbaa !1
  store volatile i8 %66, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %67 = icmp eq i32 %64, 0
  br i1 %67, label %68, label %62, !llvm.loop !6

68:                                               ; preds = %62
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %49) #5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %69 = tail call fastcc i32 @hashing()
  %70 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %70) #5
  br label %71

71:                                               ; preds = %71, %68
  %72 = phi i32 [ %69, %68 ], [ %75, %71 ]
  %73 = phi i32 [ 0, %68 ], [ %80, %71 ]
  %74 = freeze i32 %72
  %75 = udiv i32 %74, 10
  %76 = mul i32 %75, 10
  %77 = sub i32 %74, %76
  %78 = trunc i32 %77 to i8
  %79 = or i8 %78, 48
  %80 = add nuw nsw i32 %73, 1
  %81 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %73
  store i8 %79, i8* %81, align 1, !tbaa !1
  %82 = icmp ult i32 %72, 10
  br i1 %82, label %83, label %71, !llvm.loop !4

83:                                               ; preds = %71, %83
  %84 = phi i32 [ %85, %83 ], [ %80, %71 ]
  %85 = add nsw i32 %84, -1
  %86 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %85
  %87 = load i8, i8* %86, align 1, !tbaa !1
  store volatile i8 %87, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %88 = icmp eq i32 %85, 0
  br i1 %88, label %89, label %83, !llvm.loop !6

89:                                               ; preds = %83
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %70) #5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %90 = tail call fastcc i32 @sorting()
  %91 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %91) #5
  br label %92

92:                                               ; preds = %92, %89
  %93 = phi i32 [ %90, %89 ], [ %96, %92 ]
  %94 = phi i32 [ 0, %89 ], [ %101, %92 ]
  %95 = freeze i32 %93
  %96 = udiv i32 %95, 10
  %97 = mul i32 %96, 10
  %98 = sub i32 %95, %97
  %99 = trunc i32 %98 to i8
  %100 = or i8 %99, 48
  %101 = add nuw nsw i32 %94, 1
  %102 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %94
  store i8 %100, i8* %102, align 1, !tbaa !1
  %103 = icmp ult i32 %93, 10
  br i1 %103, label %104, label %92, !llvm.loop !4

104:                                              ; preds = %92, %104
  %105 = phi i32 [ %106, %104 ], [ %101, %92 ]
  %106 = add nsw i32 %105, -1
  %107 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %106
  %108 = load i8, i8* %107, align 1, !tbaa !1
  store volatile i8 %108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %109 = icmp eq i32 %106, 0
  br i1 %109, label %110, label %104, !llvm.loop !6

110:                                              ; preds = %104
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %91) #5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  ret i32 0
}

; Function Attrs: nofree noinline nosync nounwind readnone
define internal fastcc i32 @fib(i32 noundef signext %0) unnamed_addr #1 {
  %2 = icmp ult i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add i32 %4, -1
  %7 = tail call fastcc i32 @fib(i32 noundef signext %6)
  %8 = add i32 %4, -2
  %9 = add i32 %7, %5
  %10 = icmp ult i32 %8, 2
  br i1 %10, label %11, label %3

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add i32 %13, %12
  ret i32 %14
}

; Function Attrs: nofree noinline nosync nounwind readnone
define internal fastcc i32 @ackermann(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #1 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add i32 %5, 1
  ret i32 %6

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
  %10 = icmp eq i32 %8, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add i32 %9, -1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %4, label %7

15:                                               ; preds = %7
  %16 = add i32 %8, -1
  %17 = tail call fastcc i32 @ackermann(i32 noundef signext %9, i32 noundef signext %16)
  br label %11
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc i32 @arrays() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i32 [ 0, %0 ], [ %7, %1 ]
  %3 = mul i32 %2, -1640531535
  %4 = getelementptr inbounds [4096 x i32], [4096 x i32]* @a, i32 0, i32 %2
  store i32 %3, i32* %4, align 4, !tbaa !7
  %5 = xor i32 %2, 1540483477
  %6 = getelementptr inbounds [4096 x i32], [4096 x i32]* @b, i32 0, i32 %2
  store i32 %5, i32* %6, align 4, !tbaa !7
  %7 = add nuw nsw i32 %2, 1
  %8 = icmp eq i32 %7, 4096
  br i1 %8, label %9, label %1, !llvm.loop !9

9:                                                ; preds = %1, %36
  %10 = phi i32 [ %37, %36 ], [ 0, %1 ]
  %11 = phi i32 [ %44, %36 ], [ 0, %1 ]
  %12 = and i32 %10, 7
  br label %14

13:                                               ; preds = %36
  ret i32 %44

14:                                               ; preds = %9, %14
  %15 = phi i32 [ 0, %9 ], [ %23, %14 ]
  %16 = getelementptr inbounds [4096 x i32], [4096 x i32]* @a, i32 0, i32 %15
  %17 = load i32, i32* %16, align 4, !tbaa !7
  %18 = getelementptr inbounds [4096 x i32], [4096 x i32]* @b, i32 0, i32 %15
  %19 = load i32, i32* %18, align 4, !tbaa !7
  %20 = lshr i32 %19, %12
  %21 = add i32 %20, %17
  %22 = getelementptr inbounds [4096 x i32], [4096 x i32]* @c, i32 0, i32 %15
  store i32 %21, i32* %22, align 4, !tbaa !7
  %23 = add nuw nsw i32 %15, 1
  %24 = icmp eq i32 %23, 4096
  br i1 %24, label %25, label %14, !llvm.loop !10

25:                                               ; preds = %14, %25
  %26 = phi i32 [ %34, %25 ], [ 1, %14 ]
  %27 = add nsw i32 %26, -1
  %28 = getelementptr inbounds [4096 x i32], [4096 x i32]* @c, i32 0, i32 %27
  %29 = load i32, i32* %28, align 4, !tbaa !7
  %30 = mul i32 %29, 3
  %31 = getelementptr inbounds [4096 x i32], [4096 x i32]* @a, i32 0, i32 %26
  %32 = load i32, i32* %31, align 4, !tbaa !7
  %33 = xor i32 %32, %30
  store i32 %33, i32* %31, align 4, !tbaa !7
  %34 = add nuw nsw i32 %26, 1
  %35 = icmp eq i32 %34, 4096
  br i1 %35, label %39, label %25, !llvm.loop !11

36:                                               ; preds = %39
  %37 = add nuw nsw i32 %10, 1
  %38 = icmp eq i32 %37, 40
  br i1 %38, label %13, label %9, !llvm.loop !12

39:                                               ; preds = %25, %39
  %40 = phi i32 [ %45, %39 ], [ 0, %25 ]
  %41 = phi i32 [ %44, %39 ], [ %11, %25 ]
  %42 = getelementptr inbounds [4096 x i32], [4096 x i32]* @c, i32 0, i32 %40
  %43 = load i32, i32* %42, align 4, !tbaa !7
  %44 = add i32 %43, %41
  %45 = add nuw nsw i32 %40, 1
  %46 = icmp eq i32 %45, 4096
  br i1 %46, label %36, label %39, !llvm.loop !13
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc i32 @hashing() unnamed_addr #2 {
  br label %4

1:                                                ; preds = %4
  %2 = load i8, i8* getelementptr inbounds ([8192 x i8], [8192 x i8]* @text, i32 0, i32 0), align 4, !tbaa !1
  %3 = icmp eq i8 %2, 0
  br label %18

4:                                                ; preds = %0, %4
  %5 = phi i32 [ 0, %0 ], [ %15, %4 ]
  %6 = phi i32 [ 12345, %0 ], [ %8, %4 ]
  %7 = mul i32 %6, 1103515245
  %8 = add i32 %7, 12345
  %9 = lshr i32 %8, 16
  %10 = trunc i32 %9 to i16
  %11 = urem i16 %10, 26
  %12 = trunc i16 %11 to i8
  %13 = add nuw nsw i8 %12, 97
  %14 = getelementptr inbounds [8192 x i8], [8192 x i8]* @text, i32 0, i32 %5
  store i8 %13, i8* %14, align 1, !tbaa !1
  %15 = add nuw nsw i32 %5, 1
  %16 = icmp eq i32 %15, 8191
  br i1 %16, label %1, label %4, !llvm.loop !14

17:                                               ; preds = %33
  ret i32 %37

18:                                               ; preds = %1, %33
  %19 = phi i32 [ 0, %1 ], [ %38, %33 ]
  %20 = phi i32 [ 0, %1 ], [ %37, %33 ]
  %21 = xor i32 %20, -2128831035
  br i1 %3, label %33, label %23

22:                                               ; preds = %23
  br i1 %3, label %33, label %40

23:                                               ; preds = %18, %23
  %24 = phi i8 [ %31, %23 ], [ %2, %18 ]
  %25 = phi i8* [ %30, %23 ], [ getelementptr inbounds ([8192 x i8], [8192 x i8]* @text, i32 0, i32 0), %18 ]
  %26 = phi i32 [ %29, %23 ], [ %21, %18 ]
  %27 = zext i8 %24 to i32
  %28 = xor i32 %26, %27
  %29 = mul i32 %28, 16777619
  %30 = getelementptr inbounds i8, i8* %25, i32 1
  %31 = load i8, i8* %30, align 1, !tbaa !1
  %32 = icmp eq i8 %31, 0
  br i1 %32, label %22, label %23, !llvm.loop !15

33:                                               ; preds = %40, %18, %22
  %34 = phi i32 [ %29, %22 ], [ %21, %18 ], [ %29, %40 ]
  %35 = phi i32 [ 5381, %22 ], [ 5381, %18 ], [ %46, %40 ]
  %36 = xor i32 %35, %34
  %37 = add i32 %36, %20
  %38 = add nuw nsw i32 %19, 1
  %39 = icmp eq i32 %38, 40
  br i1 %39, label %17, label %18, !llvm.loop !16

40:                                               ; preds = %22, %40
  %41 = phi i8 [ %48, %40 ], [ %2, %22 ]
  %42 = phi i8* [ %47, %40 ], [ getelementptr inbounds ([8192 x i8], [8192 x i8]* @text, i32 0, i32 0), %22 ]
  %43 = phi i32 [ %46, %40 ], [ 5381, %22 ]
  %44 = mul i32 %43, 33
  %45 = zext i8 %41 to i32
  %46 = add i32 %44, %45
  %47 = getelementptr inbounds i8, i8* %42, i32 1
  %48 = load i8, i8* %47, align 1, !tbaa !1
  %49 = icmp eq i8 %48, 0
  br i1 %49, label %33, label %40, !llvm.loop !17
}

; Function Attrs: nofree noinline nosync nounwind
define internal fastcc i32 @sorting() unnamed_addr #3 {
  br label %3

1:                                                ; preds = %3
  tail call fastcc void @quicksort(i32 noundef signext 0, i32 noundef signext 4095)
  %2 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @keys, i32 0, i32 0), align 4, !tbaa !7
  br label %14

3:                                                ; preds = %0, %3
  %4 = phi i32 [ 0, %0 ], [ %9, %3 ]
  %5 = phi i32 [ 99, %0 ], [ %7, %3 ]
  %6 = mul i32 %5, 1664525
  %7 = add i32 %6, 1013904223
  %8 = getelementptr inbounds [4096 x i32], [4096 x i32]* @keys, i32 0, i32 %4
  store i32 %7, i32* %8, align 4, !tbaa !7
  %9 = add nuw nsw i32 %4, 1
  %10 = icmp eq i32 %9, 4096
  br i1 %10, label %1, label %3, !llvm.loop !18

11:                                               ; preds = %14
  %12 = add nuw nsw i32 %16, 1
  %13 = icmp eq i32 %12, 4096
  br i1 %13, label %20, label %14, !llvm.loop !19

14:                                               ; preds = %1, %11
  %15 = phi i32 [ %2, %1 ], [ %18, %11 ]
  %16 = phi i32 [ 1, %1 ], [ %12, %11 ]
  %17 = getelementptr inbounds [4096 x i32], [4096 x i32]* @keys, i32 0, i32 %16
  %18 = load i32, i32* %17, align 4, !tbaa !7
  %19 = icmp ugt i32 %15, %18
  br i1 %19, label %132, label %11

20:                                               ; preds = %11
  %21 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @keys, i32 0, i32 2048), align 4, !tbaa !7
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi i32 [ 0, %20 ], [ %28, %22 ]
  %24 = phi i32 [ %7, %20 ], [ %26, %22 ]
  %25 = mul i32 %24, 1664525
  %26 = add i32 %25, 1013904223
  %27 = getelementptr inbounds [4096 x i32], [4096 x i32]* @keys, i32 0, i32 %23
  store i32 %26, i32* %27, align 4, !tbaa !7
  %28 = add nuw nsw i32 %23, 1
  %29 = icmp eq i32 %28, 4096
  br i1 %29, label %30, label %22, !llvm.loop !18

30:                                               ; preds = %22
  tail call fastcc void @quicksort(i32 noundef signext 0, i32 noundef signext 4095)
  %31 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @keys, i32 0, i32 0), align 4, !tbaa !7
  br label %32

32:                                               ; preds = %38, %30
  %33 = phi i32 [ %31, %30 ], [ %36, %38 ]
  %34 = phi i32 [ 1, %30 ], [ %39, %38 ]
  %35 = getelementptr inbounds [4096 x i32], [4096 x i32]* @keys, i32 0, i32 %34
  %36 = load i32, i32* %35, align 4, !tbaa !7
  %37 = icmp ugt i32 %33, %36
  br i1 %37, label %132, label %38

38:                                               ; preds = %32
  %39 = add nuw nsw i32 %34, 1
  %40 = icmp eq i32 %39, 4096
  br i1 %40, label %41, label %32, !llvm.loop !19

41:                                               ; preds = %38
  %42 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @keys, i32 0, i32 2048), align 4, !tbaa !7
  %43 = add i32 %42, %21
  br label %44

44:                                               ; preds = %44, %41
  %45 = phi i32 [ 0, %41 ], [ %50, %44 ]
  %46 = phi i32 [ %26, %41 ], [ %48, %44 ]
  %47 = mul i32 %46, 1664525
  %48 = add i32 %47, 1013904223
  %49 = getelementptr inbounds [4096 x i32], [4096 x i32]* @keys, i32 0, i32 %45
  store i32 %48, i32* %49, align 4, !tbaa !7
  %50 = add nuw nsw i32 %45, 1
  %51 = icmp eq i32 %50, 4096
  br i1 %51, label %52, label %44, !llvm.loop !18

52:                                               ; preds = %44
  tail call fastcc void @quicksort(i32 noundef signext 0, i32 noundef signext 4095)
  %53 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @keys, i32 0, i32 0), align 4, !tbaa !7
  br label %54

54:                                               ; preds = %60, %52
  %55 = phi i32 [ %53, %52 ], [ %58, %60 ]
  %56 = phi i32 [ 1, %52 ], [ %61, %60 ]
  %57 = getelementptr inbounds [4096 x i32], [4096 x i32]* @keys, i32 0, i32 %56
  %58 = load i32, i32* %57, align 4, !tbaa !7
  %59 = icmp ugt i32 %55, %58
  br i1 %59, label %132, label %60

60:                                               ; preds = %54
  %61 = add nuw nsw i32 %56, 1
  %62 = icmp eq i32 %61, 4096
  br i1 %62, label %63, label %54, !llvm.loop !19

63:                                               ; preds = %60
  %64 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @keys, i32 0, i32 2048), align 4, !tbaa !7
  %65 = add i32 %64, %43
  br label %66

66:                                               ; preds = %66, %63
  %67 = phi i32 [ 0, %63 ], [ %72, %66 ]
  %68 = phi i32 [ %48, %63 ], [ %70, %66 ]
  %69 = mul i32 %68, 1664525
  %70 = add i32 %69, 1013904223
  %71 = getelementptr inbounds [4096 x i32], [4096 x i32]* @keys, i32 0, i32 %67
  store i32 %70, i32* %71, align 4, !tbaa !7
  %72 = add nuw nsw i32 %67, 1
  %73 = icmp eq i32 %72, 4096
  br i1 %73, label %74, label %66, !llvm.loop !18

74:                                               ; preds = %66
  tail call fastcc void @quicksort(i32 noundef signext 0, i32 noundef signext 4095)
  %75 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @keys, i32 0, i32 0), align 4, !tbaa !7
  br label %76

76:                                               ; preds = %82, %74
  %77 = phi i32 [ %75, %74 ], [ %80, %82 ]
  %78 = phi i32 [ 1, %74 ], [ %83, %82 ]
  %79 = getelementptr inbounds [4096 x i32], [4096 x i32]* @keys, i32 0, i32 %78
  %80 = load i32, i32* %79, align 4, !tbaa !7
  %81 = icmp ugt i32 %77, %80
  br i1 %81, label %132, label %82

82:                                               ; preds = %76
  %83 = add nuw nsw i32 %78, 1
  %84 = icmp eq i32 %83, 4096
  br i1 %84, label %85, label %76, !llvm.loop !19

85:                                               ; preds = %82
  %86 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @keys, i32 0, i32 2048), align 4, !tbaa !7
  %87 = add i32 %86, %65
  br label %88

88:                                               ; preds = %88, %85
  %89 = phi i32 [ 0, %85 ], [ %94, %88 ]
  %90 = phi i32 [ %70, %85 ], [ %92, %88 ]
  %91 = mul i32 %90, 1664525
  %92 = add i32 %91, 1013904223
  %93 = getelementptr inbounds [4096 x i32], [4096 x i32]* @keys, i32 0, i32 %89
  store i32 %92, i32* %93, align 4, !tbaa !7
  %94 = add nuw nsw i32 %89, 1
  %95 = icmp eq i32 %94, 4096
  br i1 %95, label %96, label %88, !llvm.loop !18

96:                                               ; preds = %88
  tail call fastcc void @quicksort(i32 noundef signext 0, i32 noundef signext 4095)
  %97 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @keys, i32 0, i32 0), align 4, !tbaa !7
  br label %98

98:                                               ; preds = %104, %96
  %99 = phi i32 [ %97, %96 ], [ %102, %104 ]
  %100 = phi i32 [ 1, %96 ], [ %105, %104 ]
  %101 = getelementptr inbounds [4096 x i32], [4096 x i32]* @keys, i32 0, i32 %100
  %102 = load i32, i32* %101, align 4, !tbaa !7
  %103 = icmp ugt i32 %99, %102
  br i1 %103, label %132, label %104

104:                                              ; preds = %98
  %105 = add nuw nsw i32 %100, 1
  %106 = icmp eq i32 %105, 4096
  br i1 %106, label %107, label %98, !llvm.loop !19

107:                                              ; preds = %104
  %108 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @keys, i32 0, i32 2048), align 4, !tbaa !7
  %109 = add i32 %108, %87
  br label %110

110:                                              ; preds = %110, %107
  %111 = phi i32 [ 0, %107 ], [ %116, %110 ]
  %112 = phi i32 [ %92, %107 ], [ %114, %110 ]
  %113 = mul i32 %112, 1664525
  %114 = add i32 %113, 1013904223
  %115 = getelementptr inbounds [4096 x i32], [4096 x i32]* @keys, i32 0, i32 %111
  store i32 %114, i32* %115, align 4, !tbaa !7
  %116 = add nuw nsw i32 %111, 1
  %117 = icmp eq i32 %116, 4096
  br i1 %117, label %118, label %110, !llvm.loop !18

118:                                              ; preds = %110
  tail call fastcc void @quicksort(i32 noundef signext 0, i32 noundef signext 4095)
  %119 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @keys, i32 0, i32 0), align 4, !tbaa !7
  br label %120

120:                                              ; preds = %126, %118
  %121 = phi i32 [ %119, %118 ], [ %124, %126 ]
  %122 = phi i32 [ 1, %118 ], [ %127, %126 ]
  %123 = getelementptr inbounds [4096 x i32], [4096 x i32]* @keys, i32 0, i32 %122
  %124 = load i32, i32* %123, align 4, !tbaa !7
  %125 = icmp ugt i32 %121, %124
  br i1 %125, label %132, label %126

126:                                              ; preds = %120
  %127 = add nuw nsw i32 %122, 1
  %128 = icmp eq i32 %127, 4096
  br i1 %128, label %129, label %120, !llvm.loop !19

129:                                              ; preds = %126
  %130 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @keys, i32 0, i32 2048), align 4, !tbaa !7
  %131 = add i32 %130, %109
  br label %132

132:                                              ; preds = %14, %32, %54, %76, %98, %120, %129
  %133 = phi i32 [ %131, %129 ], [ 0, %120 ], [ 0, %98 ], [ 0, %76 ], [ 0, %54 ], [ 0, %32 ], [ 0, %14 ]
  ret i32 %133
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: nofree noinline nosync nounwind
define internal fastcc void @quicksort(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #3 {
  %3 = icmp slt i32 %0, %1
  br i1 %3, label %4, label %46

4:                                                ; preds = %2, %42
  %5 = phi i32 [ %44, %42 ], [ %0, %2 ]
  %6 = phi i32 [ %43, %42 ], [ %1, %2 ]
  %7 = add nsw i32 %5, %6
  %8 = sdiv i32 %7, 2
  %9 = getelementptr inbounds [4096 x i32], [4096 x i32]* @keys, i32 0, i32 %8
  %10 = load i32, i32* %9, align 4, !tbaa !7
  %11 = icmp sgt i32 %5, %6
  br i1 %11, label %34, label %12

12:                                               ; preds = %4, %30
  %13 = phi i32 [ %32, %30 ], [ %6, %4 ]
  %14 = phi i32 [ %31, %30 ], [ %5, %4 ]
  br label %15

15:                                               ; preds = %15, %12
  %16 = phi i32 [ %20, %15 ], [ %14, %12 ]
  %17 = getelementptr inbounds [4096 x i32], [4096 x i32]* @keys, i32 0, i32 %16
  %18 = load i32, i32* %17, align 4, !tbaa !7
  %19 = icmp ult i32 %18, %10
  %20 = add nsw i32 %16, 1
  br i1 %19, label %15, label %21, !llvm.loop !20

21:                                               ; preds = %15, %21
  %22 = phi i32 [ %26, %21 ], [ %13, %15 ]
  %23 = getelementptr inbounds [4096 x i32], [4096 x i32]* @keys, i32 0, i32 %22
  %24 = load i32, i32* %23, align 4, !tbaa !7
  %25 = icmp ugt i32 %24, %10
  %26 = add nsw i32 %22, -1
  br i1 %25, label %21, label %27, !llvm.loop !21

27:                                               ; preds = %21
  %28 = icmp sgt i32 %16, %22
  br i1 %28, label %30, label %29

29:                                               ; preds = %27
  store i32 %24, i32* %17, align 4, !tbaa !7
  store i32 %18, i32* %23, align 4, !tbaa !7
  br label %30

30:                                               ; preds = %29, %27
  %31 = phi i32 [ %20, %29 ], [ %16, %27 ]
  %32 = phi i32 [ %26, %29 ], [ %22, %27 ]
  %33 = icmp sgt i32 %31, %32
  br i1 %33, label %34, label %12, !llvm.loop !22

34:                                               ; preds = %30, %4
  %35 = phi i32 [ %5, %4 ], [ %31, %30 ]
  %36 = phi i32 [ %6, %4 ], [ %32, %30 ]
  %37 = sub nsw i32 %36, %5
  %38 = sub nsw i32 %6, %35
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %41

40:                                               ; preds = %34
  tail call fastcc void @quicksort(i32 noundef signext %5, i32 noundef signext %36)
  br label %42

41:                                               ; preds = %34
  tail call fastcc void @quicksort(i32 noundef signext %35, i32 noundef signext %6)
  br label %42

42:                                               ; preds = %41, %40
  %43 = phi i32 [ %6, %40 ], [ %36, %41 ]
  %44 = phi i32 [ %35, %40 ], [ %5, %41 ]
  %45 = icmp slt i32 %44, %43
  br i1 %45, label %4, label %46, !llvm.loop !23

46:                                               ; preds = %42, %2
  ret void
}

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { nofree noinline nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { nofree noinline norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { nofree noinline nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !2, i64 0}
!9 = distinct !{!9, !5}
!10 = distinct !{!10, !5}
!11 = distinct !{!11, !5}
!12 = distinct !{!12, !5}
!13 = distinct !{!13, !5}
!14 = distinct !{!14, !5}
!15 = distinct !{!15, !5}
!16 = distinct !{!16, !5}
!17 = distinct !{!17, !5}
!18 = distinct !{!18, !5}
!19 = distinct !{!19, !5}
!20 = distinct !{!20, !5}
!21 = distinct !{!21, !5}
!22 = distinct !{!22, !5}
!23 = distinct !{!23, !5}
