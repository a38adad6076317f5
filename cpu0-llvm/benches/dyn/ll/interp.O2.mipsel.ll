; ModuleID = 'interp.c'
source_filename = "interp.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@sum_squares = internal constant [36 x i32] [i32 0, i32 0, i32 2, i32 1, i32 0, i32 0, i32 2, i32 2, i32 1, i32 2, i32 1, i32 0, i32 6, i32 7, i32 33, i32 1, i32 1, i32 1, i32 2, i32 9, i32 5, i32 3, i32 2, i32 1, i32 1, i32 2, i32 0, i32 1, i32 3, i32 2, i32 2, i32 8, i32 8, i32 1, i32 1, i32 14], align 4
@.str.2 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x i32], align 4
  %2 = alloca [64 x i32], align 4
  %3 = bitcast [4 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %3) #4
  %4 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 0, i32 1
  %5 = bitcast i32* %4 to i8*
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(16) %5, i8 0, i32 12, i1 false)
  %6 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i32 0, i32 0
  store i32 100, i32* %6, align 4, !tbaa !1
  %7 = call fastcc i32 @run(i32* noundef getelementptr inbounds ([36 x i32], [36 x i32]* @sum_squares, i32 0, i32 0), i32* noundef nonnull %6)
  store i32 200, i32* %6, align 4, !tbaa !1
  %8 = call fastcc i32 @run(i32* noundef getelementptr inbounds ([36 x i32], [36 x i32]* @sum_squares, i32 0, i32 0), i32* noundef nonnull %6)
  store i32 300, i32* %6, align 4, !tbaa !1
  %9 = call fastcc i32 @run(i32* noundef getelementptr inbounds ([36 x i32], [36 x i32]* @sum_squares, i32 0, i32 0), i32* noundef nonnull %6)
  store i32 400, i32* %6, align 4, !tbaa !1
  %10 = call fastcc i32 @run(i32* noundef getelementptr inbounds ([36 x i32], [36 x i32]* @sum_squares, i32 0, i32 0), i32* noundef nonnull %6)
  store i32 500, i32* %6, align 4, !tbaa !1
  %11 = call fastcc i32 @run(i32* noundef getelementptr inbounds ([36 x i32], [36 x i32]* @sum_squares, i32 0, i32 0), i32* noundef nonnull %6)
  store i32 600, i32* %6, align 4, !tbaa !1
  %12 = call fastcc i32 @run(i32* noundef getelementptr inbounds ([36 x i32], [36 x i32]* @sum_squares, i32 0, i32 0), i32* noundef nonnull %6)
  store i32 700, i32* %6, align 4, !tbaa !1
  %13 = call fastcc i32 @run(i32* noundef getelementptr inbounds ([36 x i32], [36 x i32]* @sum_squares, i32 0, i32 0), i32* noundef nonnull %6)
  store i32 800, i32* %6, align 4, !tbaa !1
  %14 = call fastcc i32 @run(i32* noundef getelementptr inbounds ([36 x i32], [36 x i32]* @sum_squares, i32 0, i32 0), i32* noundef nonnull %6)
  store i32 900, i32* %6, align 4, !tbaa !1
  %15 = call fastcc i32 @run(i32* noundef getelementptr inbounds ([36 x i32], [36 x i32]* @sum_squares, i32 0, i32 0), i32* noundef nonnull %6)
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 113, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %16 = add i32 %8, %7
  %17 = add i32 %9, %16
  %18 = add i32 %10, %17
  %19 = add i32 %11, %18
  %20 = add i32 %12, %19
  %21 = add i32 %13, %20
  %22 = add i32 %14, %21
  %23 = add i32 %15, %22
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %24 = lshr i32 %23, 28
  %25 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %24
  %26 = load i8, i8* %25, align 1, !tbaa !5
  store volatile i8 %26, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %27 = lshr i32 %23, 24
  %28 = and i32 %27, 15
  %29 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %28
  %30 = load i8, i8* %29, align 1, !tbaa !5
  store volatile i8 %30, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %31 = lshr i32 %23, 20
  %32 = and i32 %31, 15
  %33 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %32
  %34 = load i8, i8* %33, align 1, !tbaa !5
  store volatile i8 %34, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %35 = lshr i32 %23, 16
  %36 = and i32 %35, 15
  %37 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %36
  %38 = load i8, i8* %37, align 1, !tbaa !5
  store volatile i8 %38, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %39 = lshr i32 %23, 12
  %40 = and i32 %39, 15
  %41 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %40
  %42 = load i8, i8* %41, align 1, !tbaa !5
  store volatile i8 %42, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %43 = lshr i32 %23, 8
  %44 = and i32 %43, 15
  %45 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %44
  %46 = load i8, i8* %45, align 1, !tbaa !5
  store volatile i8 %46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %47 = lshr i32 %23, 4
  %48 = and i32 %47, 15
  %49 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %48
  %50 = load i8, i8* %49, align 1, !tbaa !5
  store volatile i8 %50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %51 = and i32 %23, 15
  %52 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %51
  %53 = load i8, i8* %52, align 1, !tbaa !5
  store volatile i8 %53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %54 = bitcast [64 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %54) #4
  %55 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 0
  store i32 0, i32* %55, align 4, !tbaa !1
  %56 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 1
  store i32 0, i32* %56, align 4, !tbaa !1
  %57 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 2
  store i32 2, i32* %57, align 4, !tbaa !1
  %58 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 3
  store i32 1, i32* %58, align 4, !tbaa !1
  %59 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 4
  store i32 0, i32* %59, align 4, !tbaa !1
  %60 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 5
  store i32 1, i32* %60, align 4, !tbaa !1
  %61 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 6
  store i32 1, i32* %61, align 4, !tbaa !1
  %62 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 7
  store i32 0, i32* %62, align 4, !tbaa !1
  %63 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 8
  store i32 6, i32* %63, align 4, !tbaa !1
  %64 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 9
  store i32 7, i32* %64, align 4, !tbaa !1
  %65 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 11
  store i32 1, i32* %65, align 4, !tbaa !1
  %66 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 12
  store i32 0, i32* %66, align 4, !tbaa !1
  %67 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 13
  store i32 0, i32* %67, align 4, !tbaa !1
  %68 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 14
  store i32 1, i32* %68, align 4, !tbaa !1
  %69 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 15
  store i32 12, i32* %69, align 4, !tbaa !1
  %70 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 16
  store i32 7, i32* %70, align 4, !tbaa !1
  %71 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 18
  store i32 1, i32* %71, align 4, !tbaa !1
  %72 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 19
  store i32 0, i32* %72, align 4, !tbaa !1
  %73 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 20
  store i32 0, i32* %73, align 4, !tbaa !1
  %74 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 21
  store i32 3, i32* %74, align 4, !tbaa !1
  %75 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 22
  store i32 5, i32* %75, align 4, !tbaa !1
  %76 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 23
  store i32 0, i32* %76, align 4, !tbaa !1
  %77 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 24
  store i32 1, i32* %77, align 4, !tbaa !1
  %78 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 25
  store i32 3, i32* %78, align 4, !tbaa !1
  %79 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 26
  store i32 2, i32* %79, align 4, !tbaa !1
  %80 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 27
  store i32 0, i32* %80, align 4, !tbaa !1
  %81 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 28
  store i32 8, i32* %81, align 4, !tbaa !1
  %82 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 17
  store i32 30, i32* %82, align 4, !tbaa !1
  %83 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 30
  store i32 1, i32* %83, align 4, !tbaa !1
  %84 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 31
  store i32 0, i32* %84, align 4, !tbaa !1
  %85 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 32
  store i32 0, i32* %85, align 4, !tbaa !1
  %86 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 33
  store i32 1, i32* %86, align 4, !tbaa !1
  %87 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 34
  store i32 13, i32* %87, align 4, !tbaa !1
  %88 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 35
  store i32 2, i32* %88, align 4, !tbaa !1
  %89 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 36
  store i32 0, i32* %89, align 4, !tbaa !1
  %90 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 29
  store i32 37, i32* %90, align 4, !tbaa !1
  %91 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 37
  store i32 1, i32* %91, align 4, !tbaa !1
  %92 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 38
  store i32 1, i32* %92, align 4, !tbaa !1
  %93 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 39
  store i32 0, i32* %93, align 4, !tbaa !1
  %94 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 40
  store i32 1, i32* %94, align 4, !tbaa !1
  %95 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 41
  store i32 3, i32* %95, align 4, !tbaa !1
  %96 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 42
  store i32 2, i32* %96, align 4, !tbaa !1
  %97 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 43
  store i32 1, i32* %97, align 4, !tbaa !1
  %98 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 44
  store i32 8, i32* %98, align 4, !tbaa !1
  %99 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 45
  store i32 4, i32* %99, align 4, !tbaa !1
  %100 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 10
  store i32 46, i32* %100, align 4, !tbaa !1
  %101 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 46
  store i32 1, i32* %101, align 4, !tbaa !1
  %102 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 47
  store i32 1, i32* %102, align 4, !tbaa !1
  %103 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 48
  store i32 14, i32* %103, align 4, !tbaa !1
  br label %135

104:                                              ; preds = %135
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 122, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %105 = lshr i32 %139, 28
  %106 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %105
  %107 = load i8, i8* %106, align 1, !tbaa !5
  store volatile i8 %107, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %108 = lshr i32 %139, 24
  %109 = and i32 %108, 15
  %110 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %109
  %111 = load i8, i8* %110, align 1, !tbaa !5
  store volatile i8 %111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %112 = lshr i32 %139, 20
  %113 = and i32 %112, 15
  %114 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %113
  %115 = load i8, i8* %114, align 1, !tbaa !5
  store volatile i8 %115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %116 = lshr i32 %139, 16
  %117 = and i32 %116, 15
  %118 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %117
  %119 = load i8, i8* %118, align 1, !tbaa !5
  store volatile i8 %119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %120 = lshr i32 %139, 12
  %121 = and i32 %120, 15
  %122 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %121
  %123 = load i8, i8* %122, align 1, !tbaa !5
  store volatile i8 %123, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %124 = lshr i32 %139, 8
  %125 = and i32 %124, 15
  %126 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %125
  %127 = load i8, i8* %126, align 1, !tbaa !5
  store volatile i8 %127, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %128 = lshr i32 %139, 4
  %129 = and i32 %128, 15
  %130 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %129
  %131 = load i8, i8* %130, align 1, !tbaa !5
  store volatile i8 %131, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %132 = and i32 %139, 15
  %133 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %132
  %134 = load i8, i8* %133, align 1, !tbaa !5
  store volatile i8 %134, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %54) #4
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %3) #4
  ret i32 0

135:                                              ; preds = %0, %135
  %136 = phi i32 [ 2, %0 ], [ %140, %135 ]
  %137 = phi i32 [ 0, %0 ], [ %139, %135 ]
  store i32 %136, i32* %6, align 4, !tbaa !1
  %138 = call fastcc i32 @run(i32* noundef nonnull %55, i32* noundef nonnull %6)
  %139 = add i32 %138, %137
  %140 = add nuw nsw i32 %136, 1
  %141 = icmp eq i32 %140, 400
  br i1 %141, label %104, label %135, !llvm.loop !6
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #2

; Function Attrs: nofree nosync nounwind
define internal fastcc i32 @run(i32* nocapture noundef readonly %0, i32* nocapture noundef %1) unnamed_addr #3 {
  %3 = alloca [32 x i32], align 4
  %4 = bitcast [32 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %4) #4
  br label %5

5:                                                ; preds = %17, %2
  %6 = phi i32 [ 0, %2 ], [ %18, %17 ]
  %7 = phi i32 [ 0, %2 ], [ %19, %17 ]
  %8 = add nsw i32 %6, 1
  %9 = getelementptr inbounds i32, i32* %0, i32 %6
  %10 = load i32, i32* %9, align 4, !tbaa !1
  switch i32 %10, label %119 [
    i32 0, label %11
    i32 1, label %20
    i32 2, label %28
    i32 3, label %36
    i32 4, label %44
    i32 5, label %52
    i32 6, label %60
    i32 7, label %69
    i32 8, label %79
    i32 9, label %82
    i32 10, label %88
    i32 11, label %90
    i32 12, label %97
    i32 13, label %105
    i32 14, label %113
  ]

11:                                               ; preds = %5
  %12 = add nsw i32 %6, 2
  %13 = getelementptr inbounds i32, i32* %0, i32 %8
  %14 = load i32, i32* %13, align 4, !tbaa !1
  %15 = add nsw i32 %7, 1
  %16 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %7
  store i32 %14, i32* %16, align 4, !tbaa !1
  br label %17

17:                                               ; preds = %11, %20, %28, %36, %44, %52, %60, %79, %82, %88, %90, %97, %105, %77, %74
  %18 = phi i32 [ %8, %105 ], [ %8, %97 ], [ %8, %90 ], [ %8, %88 ], [ %8, %82 ], [ %81, %79 ], [ %76, %74 ], [ %78, %77 ], [ %8, %60 ], [ %8, %52 ], [ %8, %44 ], [ %8, %36 ], [ %32, %28 ], [ %21, %20 ], [ %12, %11 ]
  %19 = phi i32 [ %106, %105 ], [ %98, %97 ], [ %7, %90 ], [ %89, %88 ], [ %87, %82 ], [ %7, %79 ], [ %70, %74 ], [ %70, %77 ], [ %61, %60 ], [ %53, %52 ], [ %45, %44 ], [ %37, %36 ], [ %29, %28 ], [ %26, %20 ], [ %15, %11 ]
  br label %5

20:                                               ; preds = %5
  %21 = add nsw i32 %6, 2
  %22 = getelementptr inbounds i32, i32* %0, i32 %8
  %23 = load i32, i32* %22, align 4, !tbaa !1
  %24 = getelementptr inbounds i32, i32* %1, i32 %23
  %25 = load i32, i32* %24, align 4, !tbaa !1
  %26 = add nsw i32 %7, 1
  %27 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %7
  store i32 %25, i32* %27, align 4, !tbaa !1
  br label %17

28:                                               ; preds = %5
  %29 = add nsw i32 %7, -1
  %30 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %29
  %31 = load i32, i32* %30, align 4, !tbaa !1
  %32 = add nsw i32 %6, 2
  %33 = getelementptr inbounds i32, i32* %0, i32 %8
  %34 = load i32, i32* %33, align 4, !tbaa !1
  %35 = getelementptr inbounds i32, i32* %1, i32 %34
  store i32 %31, i32* %35, align 4, !tbaa !1
  br label %17

36:                                               ; preds = %5
  %37 = add nsw i32 %7, -1
  %38 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %37
  %39 = load i32, i32* %38, align 4, !tbaa !1
  %40 = add nsw i32 %7, -2
  %41 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %40
  %42 = load i32, i32* %41, align 4, !tbaa !1
  %43 = add nsw i32 %42, %39
  store i32 %43, i32* %41, align 4, !tbaa !1
  br label %17

44:                                               ; preds = %5
  %45 = add nsw i32 %7, -1
  %46 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %45
  %47 = load i32, i32* %46, align 4, !tbaa !1
  %48 = add nsw i32 %7, -2
  %49 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %48
  %50 = load i32, i32* %49, align 4, !tbaa !1
  %51 = sub nsw i32 %50, %47
  store i32 %51, i32* %49, align 4, !tbaa !1
  br label %17

52:                                               ; preds = %5
  %53 = add nsw i32 %7, -1
  %54 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %53
  %55 = load i32, i32* %54, align 4, !tbaa !1
  %56 = add nsw i32 %7, -2
  %57 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %56
  %58 = load i32, i32* %57, align 4, !tbaa !1
  %59 = mul nsw i32 %58, %55
  store i32 %59, i32* %57, align 4, !tbaa !1
  br label %17

60:                                               ; preds = %5
  %61 = add nsw i32 %7, -1
  %62 = add nsw i32 %7, -2
  %63 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %62
  %64 = load i32, i32* %63, align 4, !tbaa !1
  %65 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %61
  %66 = load i32, i32* %65, align 4, !tbaa !1
  %67 = icmp slt i32 %64, %66
  %68 = zext i1 %67 to i32
  store i32 %68, i32* %63, align 4, !tbaa !1
  br label %17

69:                                               ; preds = %5
  %70 = add nsw i32 %7, -1
  %71 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %70
  %72 = load i32, i32* %71, align 4, !tbaa !1
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %74, label %77

74:                                               ; preds = %69
  %75 = getelementptr inbounds i32, i32* %0, i32 %8
  %76 = load i32, i32* %75, align 4, !tbaa !1
  br label %17

77:                                               ; preds = %69
  %78 = add nsw i32 %6, 2
  br label %17

79:                                               ; preds = %5
  %80 = getelementptr inbounds i32, i32* %0, i32 %8
  %81 = load i32, i32* %80, align 4, !tbaa !1
  br label %17

82:                                               ; preds = %5
  %83 = add nsw i32 %7, -1
  %84 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %83
  %85 = load i32, i32* %84, align 4, !tbaa !1
  %86 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %7
  store i32 %85, i32* %86, align 4, !tbaa !1
  %87 = add nsw i32 %7, 1
  br label %17

88:                                               ; preds = %5
  %89 = add nsw i32 %7, -1
  br label %17

90:                                               ; preds = %5
  %91 = add nsw i32 %7, -1
  %92 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %91
  %93 = load i32, i32* %92, align 4, !tbaa !1
  %94 = add nsw i32 %7, -2
  %95 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %94
  %96 = load i32, i32* %95, align 4, !tbaa !1
  store i32 %96, i32* %92, align 4, !tbaa !1
  store i32 %93, i32* %95, align 4, !tbaa !1
  br label %17

97:                                               ; preds = %5
  %98 = add nsw i32 %7, -1
  %99 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %98
  %100 = load i32, i32* %99, align 4, !tbaa !1
  %101 = add nsw i32 %7, -2
  %102 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %101
  %103 = load i32, i32* %102, align 4, !tbaa !1
  %104 = and i32 %103, %100
  store i32 %104, i32* %102, align 4, !tbaa !1
  br label %17

105:                                              ; preds = %5
  %106 = add nsw i32 %7, -1
  %107 = add nsw i32 %7, -2
  %108 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %107
  %109 = load i32, i32* %108, align 4, !tbaa !1
  %110 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %106
  %111 = load i32, i32* %110, align 4, !tbaa !1
  %112 = lshr i32 %109, %111
  store i32 %112, i32* %108, align 4, !tbaa !1
  br label %17

113:                                              ; preds = %5
  %114 = icmp sgt i32 %7, 0
  br i1 %114, label %115, label %119

115:                                              ; preds = %113
  %116 = add nsw i32 %7, -1
  %117 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %116
  %118 = load i32, i32* %117, align 4, !tbaa !1
  br label %119

119:                                              ; preds = %5, %113, %115
  %120 = phi i32 [ 0, %113 ], [ %118, %115 ], [ -1, %5 ]
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %4) #4
  ret i32 %120
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!3, !3, i64 0}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
