; ModuleID = 'dp.c'
source_filename = "dp.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@s1 = internal unnamed_addr global [300 x i8] zeroinitializer, align 1
@s2 = internal unnamed_addr global [300 x i8] zeroinitializer, align 1
@rng_state = internal unnamed_addr global i32 12345, align 4
@.str.3 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1
@prev = internal unnamed_addr global [301 x i16] zeroinitializer, align 4
@row = internal unnamed_addr global [301 x i16] zeroinitializer, align 4
@best = internal unnamed_addr global [2001 x i32] zeroinitializer, align 4

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [60 x i32], align 4
  %2 = alloca [60 x i32], align 4
  %3 = load i32, i32* @rng_state, align 4, !tbaa !1
  br label %70

4:                                                ; preds = %70
  store i32 %81, i32* @rng_state, align 4, !tbaa !1
  %5 = tail call fastcc i32 @lcs()
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %6 = lshr i32 %5, 28
  %7 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %6
  %8 = load i8, i8* %7, align 1, !tbaa !5
  store volatile i8 %8, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %9 = lshr i32 %5, 24
  %10 = and i32 %9, 15
  %11 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %10
  %12 = load i8, i8* %11, align 1, !tbaa !5
  store volatile i8 %12, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %13 = lshr i32 %5, 20
  %14 = and i32 %13, 15
  %15 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %14
  %16 = load i8, i8* %15, align 1, !tbaa !5
  store volatile i8 %16, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %17 = lshr i32 %5, 16
  %18 = and i32 %17, 15
  %19 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %18
  %20 = load i8, i8* %19, align 1, !tbaa !5
  store volatile i8 %20, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %21 = lshr i32 %5, 12
  %22 = and i32 %21, 15
  %23 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %22
  %24 = load i8, i8* %23, align 1, !tbaa !5
  store volatile i8 %24, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %25 = lshr i32 %5, 8
  %26 = and i32 %25, 15
  %27 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %26
  %28 = load i8, i8* %27, align 1, !tbaa !5
  store volatile i8 %28, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %29 = lshr i32 %5, 4
  %30 = and i32 %29, 15
  %31 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %30
  %32 = load i8, i8* %31, align 1, !tbaa !5
  store volatile i8 %32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %33 = and i32 %5, 15
  %34 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %33
  %35 = load i8, i8* %34, align 1, !tbaa !5
  store volatile i8 %35, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %36 = tail call fastcc i32 @edit()
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %37 = lshr i32 %36, 28
  %38 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %37
  %39 = load i8, i8* %38, align 1, !tbaa !5
  store volatile i8 %39, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %40 = lshr i32 %36, 24
  %41 = and i32 %40, 15
  %42 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %41
  %43 = load i8, i8* %42, align 1, !tbaa !5
  store volatile i8 %43, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %44 = lshr i32 %36, 20
  %45 = and i32 %44, 15
  %46 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %45
  %47 = load i8, i8* %46, align 1, !tbaa !5
  store volatile i8 %47, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %48 = lshr i32 %36, 16
  %49 = and i32 %48, 15
  %50 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %49
  %51 = load i8, i8* %50, align 1, !tbaa !5
  store volatile i8 %51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %52 = lshr i32 %36, 12
  %53 = and i32 %52, 15
  %54 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %53
  %55 = load i8, i8* %54, align 1, !tbaa !5
  store volatile i8 %55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %56 = lshr i32 %36, 8
  %57 = and i32 %56, 15
  %58 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %57
  %59 = load i8, i8* %58, align 1, !tbaa !5
  store volatile i8 %59, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %60 = lshr i32 %36, 4
  %61 = and i32 %60, 15
  %62 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %61
  %63 = load i8, i8* %62, align 1, !tbaa !5
  store volatile i8 %63, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %64 = and i32 %36, 15
  %65 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %64
  %66 = load i8, i8* %65, align 1, !tbaa !5
  store volatile i8 %66, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %67 = bitcast [60 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 240, i8* nonnull %67) #5
  %68 = bitcast [60 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 240, i8* nonnull %68) #5
  %69 = load i32, i32* @rng_state, align 4, !tbaa !1
  br label %123

70:                                               ; preds = %0, %70
  %71 = phi i32 [ 0, %0 ], [ %87, %70 ]
  %72 = phi i32 [ %3, %0 ], [ %81, %70 ]
  %73 = mul i32 %72, 1664525
  %74 = add i32 %73, 1013904223
  %75 = lshr i32 %74, 8
  %76 = trunc i32 %75 to i8
  %77 = and i8 %76, 3
  %78 = add nuw nsw i8 %77, 97
  %79 = getelementptr inbounds [300 x i8], [300 x i8]* @s1, i32 0, i32 %71
  store i8 %78, i8* %79, align 1, !tbaa !5
  %80 = mul i32 %74, 1664525
  %81 = add i32 %80, 1013904223
  %82 = lshr i32 %81, 8
  %83 = trunc i32 %82 to i8
  %84 = and i8 %83, 3
  %85 = add nuw nsw i8 %84, 97
  %86 = getelementptr inbounds [300 x i8], [300 x i8]* @s2, i32 0, i32 %71
  store i8 %85, i8* %86, align 1, !tbaa !5
  %87 = add nuw nsw i32 %71, 1
  %88 = icmp eq i32 %87, 300
  br i1 %88, label %4, label %70, !llvm.loop !6

89:                                               ; preds = %123
  store i32 %133, i32* @rng_state, align 4, !tbaa !1
  %90 = getelementptr inbounds [60 x i32], [60 x i32]* %1, i32 0, i32 0
  %91 = getelementptr inbounds [60 x i32], [60 x i32]* %2, i32 0, i32 0
  %92 = call fastcc i32 @knapsack(i32* noundef nonnull %90, i32* noundef nonnull %91)
  store volatile i8 107, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 107, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %93 = lshr i32 %92, 28
  %94 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %93
  %95 = load i8, i8* %94, align 1, !tbaa !5
  store volatile i8 %95, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %96 = lshr i32 %92, 24
  %97 = and i32 %96, 15
  %98 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %97
  %99 = load i8, i8* %98, align 1, !tbaa !5
  store volatile i8 %99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %100 = lshr i32 %92, 20
  %101 = and i32 %100, 15
  %102 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %101
  %103 = load i8, i8* %102, align 1, !tbaa !5
  store volatile i8 %103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %104 = lshr i32 %92, 16
  %105 = and i32 %104, 15
  %106 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %105
  %107 = load i8, i8* %106, align 1, !tbaa !5
  store volatile i8 %107, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %108 = lshr i32 %92, 12
  %109 = and i32 %108, 15
  %110 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %109
  %111 = load i8, i8* %110, align 1, !tbaa !5
  store volatile i8 %111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %112 = lshr i32 %92, 8
  %113 = and i32 %112, 15
  %114 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %113
  %115 = load i8, i8* %114, align 1, !tbaa !5
  store volatile i8 %115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %116 = lshr i32 %92, 4
  %117 = and i32 %116, 15
  %118 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %117
  %119 = load i8, i8* %118, align 1, !tbaa !5
  store volatile i8 %119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %120 = and i32 %92, 15
  %121 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %120
  %122 = load i8, i8* %121, align 1, !tbaa !5
  store volatile i8 %122, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 240, i8* nonnull %68) #5
  call void @llvm.lifetime.end.p0i8(i64 240, i8* nonnull %67) #5
  ret i32 0

123:                                              ; preds = %4, %123
  %124 = phi i32 [ 0, %4 ], [ %138, %123 ]
  %125 = phi i32 [ %69, %4 ], [ %133, %123 ]
  %126 = mul i32 %125, 1664525
  %127 = add i32 %126, 1013904223
  %128 = lshr i32 %127, 8
  %129 = urem i32 %128, 60
  %130 = add nuw nsw i32 %129, 5
  %131 = getelementptr inbounds [60 x i32], [60 x i32]* %1, i32 0, i32 %124
  store i32 %130, i32* %131, align 4, !tbaa !1
  %132 = mul i32 %127, 1664525
  %133 = add i32 %132, 1013904223
  %134 = lshr i32 %133, 8
  %135 = urem i32 %134, 100
  %136 = add nuw nsw i32 %135, 1
  %137 = getelementptr inbounds [60 x i32], [60 x i32]* %2, i32 0, i32 %124
  store i32 %136, i32* %137, align 4, !tbaa !1
  %138 = add nuw nsw i32 %124, 1
  %139 = icmp eq i32 %138, 60
  br i1 %139, label %89, label %123, !llvm.loop !8
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc i32 @lcs() unnamed_addr #2 {
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(602) bitcast ([301 x i16]* @prev to i8*), i8 0, i32 602, i1 false), !tbaa !9
  br label %4

1:                                                ; preds = %30
  %2 = load i16, i16* getelementptr inbounds ([301 x i16], [301 x i16]* @prev, i32 0, i32 300), align 4, !tbaa !9
  %3 = zext i16 %2 to i32
  ret i32 %3

4:                                                ; preds = %0, %30
  %5 = phi i32 [ %31, %30 ], [ 1, %0 ]
  store i16 0, i16* getelementptr inbounds ([301 x i16], [301 x i16]* @row, i32 0, i32 0), align 4, !tbaa !9
  %6 = add nsw i32 %5, -1
  %7 = getelementptr inbounds [300 x i8], [300 x i8]* @s1, i32 0, i32 %6
  %8 = load i8, i8* %7, align 1, !tbaa !5
  br label %9

9:                                                ; preds = %4, %25
  %10 = phi i16 [ 0, %4 ], [ %26, %25 ]
  %11 = phi i32 [ 1, %4 ], [ %28, %25 ]
  %12 = add nsw i32 %11, -1
  %13 = getelementptr inbounds [300 x i8], [300 x i8]* @s2, i32 0, i32 %12
  %14 = load i8, i8* %13, align 1, !tbaa !5
  %15 = icmp eq i8 %8, %14
  br i1 %15, label %16, label %20

16:                                               ; preds = %9
  %17 = getelementptr inbounds [301 x i16], [301 x i16]* @prev, i32 0, i32 %12
  %18 = load i16, i16* %17, align 2, !tbaa !9
  %19 = add i16 %18, 1
  br label %25

20:                                               ; preds = %9
  %21 = getelementptr inbounds [301 x i16], [301 x i16]* @prev, i32 0, i32 %11
  %22 = load i16, i16* %21, align 2, !tbaa !9
  %23 = icmp ugt i16 %10, %22
  %24 = select i1 %23, i16 %10, i16 %22
  br label %25

25:                                               ; preds = %16, %20
  %26 = phi i16 [ %19, %16 ], [ %24, %20 ]
  %27 = getelementptr inbounds [301 x i16], [301 x i16]* @row, i32 0, i32 %11
  store i16 %26, i16* %27, align 2
  %28 = add nuw nsw i32 %11, 1
  %29 = icmp eq i32 %28, 301
  br i1 %29, label %30, label %9, !llvm.loop !11

30:                                               ; preds = %25
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(602) bitcast ([301 x i16]* @prev to i8*), i8* noundef nonnull align 4 dereferenceable(602) bitcast ([301 x i16]* @row to i8*), i32 602, i1 false), !tbaa !9
  %31 = add nuw nsw i32 %5, 1
  %32 = icmp eq i32 %31, 301
  br i1 %32, label %1, label %4, !llvm.loop !12
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc i32 @edit() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i32 [ 0, %0 ], [ %5, %1 ]
  %3 = trunc i32 %2 to i16
  %4 = getelementptr inbounds [301 x i16], [301 x i16]* @prev, i32 0, i32 %2
  store i16 %3, i16* %4, align 2, !tbaa !9
  %5 = add nuw nsw i32 %2, 1
  %6 = icmp eq i32 %5, 301
  br i1 %6, label %10, label %1, !llvm.loop !13

7:                                                ; preds = %42
  %8 = load i16, i16* getelementptr inbounds ([301 x i16], [301 x i16]* @prev, i32 0, i32 300), align 4, !tbaa !9
  %9 = zext i16 %8 to i32
  ret i32 %9

10:                                               ; preds = %1, %42
  %11 = phi i32 [ %43, %42 ], [ 1, %1 ]
  %12 = trunc i32 %11 to i16
  store i16 %12, i16* getelementptr inbounds ([301 x i16], [301 x i16]* @row, i32 0, i32 0), align 4, !tbaa !9
  %13 = add nsw i32 %11, -1
  %14 = getelementptr inbounds [300 x i8], [300 x i8]* @s1, i32 0, i32 %13
  %15 = load i8, i8* %14, align 1, !tbaa !5
  %16 = load i16, i16* getelementptr inbounds ([301 x i16], [301 x i16]* @prev, i32 0, i32 0), align 4, !tbaa !9
  br label %17

17:                                               ; preds = %10, %17
  %18 = phi i16 [ %16, %10 ], [ %22, %17 ]
  %19 = phi i32 [ %11, %10 ], [ %37, %17 ]
  %20 = phi i32 [ 1, %10 ], [ %40, %17 ]
  %21 = getelementptr inbounds [301 x i16], [301 x i16]* @prev, i32 0, i32 %20
  %22 = load i16, i16* %21, align 2, !tbaa !9
  %23 = zext i16 %22 to i32
  %24 = add nuw nsw i32 %23, 1
  %25 = add nsw i32 %20, -1
  %26 = and i32 %19, 65535
  %27 = add nuw nsw i32 %26, 1
  %28 = zext i16 %18 to i32
  %29 = getelementptr inbounds [300 x i8], [300 x i8]* @s2, i32 0, i32 %25
  %30 = load i8, i8* %29, align 1, !tbaa !5
  %31 = icmp ne i8 %15, %30
  %32 = zext i1 %31 to i32
  %33 = add nuw nsw i32 %32, %28
  %34 = icmp ult i32 %24, %27
  %35 = select i1 %34, i32 %24, i32 %27
  %36 = icmp ult i32 %35, %33
  %37 = select i1 %36, i32 %35, i32 %33
  %38 = trunc i32 %37 to i16
  %39 = getelementptr inbounds [301 x i16], [301 x i16]* @row, i32 0, i32 %20
  store i16 %38, i16* %39, align 2, !tbaa !9
  %40 = add nuw nsw i32 %20, 1
  %41 = icmp eq i32 %40, 301
  br i1 %41, label %42, label %17, !llvm.loop !14

42:                                               ; preds = %17
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(602) bitcast ([301 x i16]* @prev to i8*), i8* noundef nonnull align 4 dereferenceable(602) bitcast ([301 x i16]* @row to i8*), i32 602, i1 false), !tbaa !9
  %43 = add nuw nsw i32 %11, 1
  %44 = icmp eq i32 %43, 301
  br i1 %44, label %7, label %10, !llvm.loop !15
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc i32 @knapsack(i32* nocapture noundef readonly %0, i32* nocapture noundef readonly %1) unnamed_addr #2 {
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(8004) bitcast ([2001 x i32]* @best to i8*), i8 0, i32 8004, i1 false), !tbaa !1
  br label %3

3:                                                ; preds = %2, %13
  %4 = phi i32 [ %14, %13 ], [ 0, %2 ]
  %5 = getelementptr inbounds i32, i32* %0, i32 %4
  %6 = load i32, i32* %5, align 4, !tbaa !1
  %7 = icmp sgt i32 %6, 2000
  br i1 %7, label %13, label %8

8:                                                ; preds = %3
  %9 = getelementptr inbounds i32, i32* %1, i32 %4
  %10 = load i32, i32* %9, align 4, !tbaa !1
  br label %16

11:                                               ; preds = %13
  %12 = load i32, i32* getelementptr inbounds ([2001 x i32], [2001 x i32]* @best, i32 0, i32 2000), align 4, !tbaa !1
  ret i32 %12

13:                                               ; preds = %26, %3
  %14 = add nuw nsw i32 %4, 1
  %15 = icmp eq i32 %14, 60
  br i1 %15, label %11, label %3, !llvm.loop !16

16:                                               ; preds = %8, %26
  %17 = phi i32 [ 2000, %8 ], [ %27, %26 ]
  %18 = sub nsw i32 %17, %6
  %19 = getelementptr inbounds [2001 x i32], [2001 x i32]* @best, i32 0, i32 %18
  %20 = load i32, i32* %19, align 4, !tbaa !1
  %21 = add nsw i32 %10, %20
  %22 = getelementptr inbounds [2001 x i32], [2001 x i32]* @best, i32 0, i32 %17
  %23 = load i32, i32* %22, align 4, !tbaa !1
  %24 = icmp sgt i32 %21, %23
  br i1 %24, label %25, label %26

25:                                               ; preds = %16
  store i32 %21, i32* %22, align 4, !tbaa !1
  br label %26

26:                                               ; preds = %25, %16
  %27 = add nsw i32 %17, -1
  %28 = icmp sgt i32 %17, %6
  br i1 %28, label %16, label %13, !llvm.loop !17
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #4

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !3, i64 0}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
