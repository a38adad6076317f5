; ModuleID = 'linked.c'
source_filename = "linked.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.node = type { i32, %struct.node* }
%struct.tree = type { i32, %struct.tree*, %struct.tree* }

@pool = internal global [4000 x %struct.node] zeroinitializer, align 4
@tpool = internal global [3000 x %struct.tree] zeroinitializer, align 4
@rng_state = internal unnamed_addr global i32 12345, align 4
@.str.3 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1
@tused = internal unnamed_addr global i32 0, align 4

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @rng_state, align 4, !tbaa !1
  br label %6

2:                                                ; preds = %6
  store i32 %11, i32* @rng_state, align 4, !tbaa !1
  %3 = tail call fastcc %struct.node* @reverse(%struct.node* noundef nonnull %14)
  %4 = tail call fastcc %struct.node* @msort(%struct.node* noundef %3)
  %5 = icmp eq %struct.node* %4, null
  br i1 %5, label %19, label %51

6:                                                ; preds = %0, %6
  %7 = phi i32 [ 0, %0 ], [ %17, %6 ]
  %8 = phi %struct.node* [ null, %0 ], [ %14, %6 ]
  %9 = phi i32 [ %1, %0 ], [ %11, %6 ]
  %10 = mul i32 %9, 1664525
  %11 = add i32 %10, 1013904223
  %12 = lshr i32 %11, 8
  %13 = urem i32 %12, 10000
  %14 = getelementptr inbounds [4000 x %struct.node], [4000 x %struct.node]* @pool, i32 0, i32 %7
  %15 = getelementptr inbounds %struct.node, %struct.node* %14, i32 0, i32 0
  store i32 %13, i32* %15, align 4, !tbaa !5
  %16 = getelementptr inbounds [4000 x %struct.node], [4000 x %struct.node]* @pool, i32 0, i32 %7, i32 1
  store %struct.node* %8, %struct.node** %16, align 4, !tbaa !8
  %17 = add nuw nsw i32 %7, 1
  %18 = icmp eq i32 %17, 4000
  br i1 %18, label %2, label %6, !llvm.loop !9

19:                                               ; preds = %51, %2
  %20 = phi i32 [ 0, %2 ], [ %57, %51 ]
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %21 = lshr i32 %20, 28
  %22 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %21
  %23 = load i8, i8* %22, align 1, !tbaa !11
  store volatile i8 %23, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %24 = lshr i32 %20, 24
  %25 = and i32 %24, 15
  %26 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %25
  %27 = load i8, i8* %26, align 1, !tbaa !11
  store volatile i8 %27, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %28 = lshr i32 %20, 20
  %29 = and i32 %28, 15
  %30 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %29
  %31 = load i8, i8* %30, align 1, !tbaa !11
  store volatile i8 %31, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %32 = lshr i32 %20, 16
  %33 = and i32 %32, 15
  %34 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %33
  %35 = load i8, i8* %34, align 1, !tbaa !11
  store volatile i8 %35, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %36 = lshr i32 %20, 12
  %37 = and i32 %36, 15
  %38 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %37
  %39 = load i8, i8* %38, align 1, !tbaa !11
  store volatile i8 %39, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %40 = lshr i32 %20, 8
  %41 = and i32 %40, 15
  %42 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %41
  %43 = load i8, i8* %42, align 1, !tbaa !11
  store volatile i8 %43, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %44 = lshr i32 %20, 4
  %45 = and i32 %44, 15
  %46 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %45
  %47 = load i8, i8* %46, align 1, !tbaa !11
  store volatile i8 %47, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %48 = and i32 %20, 15
  %49 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %48
  %50 = load i8, i8* %49, align 1, !tbaa !11
  store volatile i8 %50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  br label %61

51:                                               ; preds = %2, %51
  %52 = phi %struct.node* [ %59, %51 ], [ %4, %2 ]
  %53 = phi i32 [ %57, %51 ], [ 0, %2 ]
  %54 = mul i32 %53, 17
  %55 = getelementptr inbounds %struct.node, %struct.node* %52, i32 0, i32 0
  %56 = load i32, i32* %55, align 4, !tbaa !5
  %57 = add i32 %56, %54
  %58 = getelementptr inbounds %struct.node, %struct.node* %52, i32 0, i32 1
  %59 = load %struct.node*, %struct.node** %58, align 4, !tbaa !8
  %60 = icmp eq %struct.node* %59, null
  br i1 %60, label %19, label %51, !llvm.loop !12

61:                                               ; preds = %19, %61
  %62 = phi i32 [ 0, %19 ], [ %70, %61 ]
  %63 = phi %struct.tree* [ null, %19 ], [ %69, %61 ]
  %64 = load i32, i32* @rng_state, align 4, !tbaa !1
  %65 = mul i32 %64, 1664525
  %66 = add i32 %65, 1013904223
  store i32 %66, i32* @rng_state, align 4, !tbaa !1
  %67 = lshr i32 %66, 8
  %68 = urem i32 %67, 50000
  %69 = tail call fastcc %struct.tree* @insert(%struct.tree* noundef %63, i32 noundef signext %68)
  %70 = add nuw nsw i32 %62, 1
  %71 = icmp eq i32 %70, 3000
  br i1 %71, label %134, label %61, !llvm.loop !13

72:                                               ; preds = %134
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %73 = lshr i32 %144, 28
  %74 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %73
  %75 = load i8, i8* %74, align 1, !tbaa !11
  store volatile i8 %75, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %76 = lshr i32 %144, 24
  %77 = and i32 %76, 15
  %78 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %77
  %79 = load i8, i8* %78, align 1, !tbaa !11
  store volatile i8 %79, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %80 = lshr i32 %144, 20
  %81 = and i32 %80, 15
  %82 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %81
  %83 = load i8, i8* %82, align 1, !tbaa !11
  store volatile i8 %83, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %84 = lshr i32 %144, 16
  %85 = and i32 %84, 15
  %86 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %85
  %87 = load i8, i8* %86, align 1, !tbaa !11
  store volatile i8 %87, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %88 = lshr i32 %144, 12
  %89 = and i32 %88, 15
  %90 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %89
  %91 = load i8, i8* %90, align 1, !tbaa !11
  store volatile i8 %91, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %92 = lshr i32 %144, 8
  %93 = and i32 %92, 15
  %94 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %93
  %95 = load i8, i8* %94, align 1, !tbaa !11
  store volatile i8 %95, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %96 = lshr i32 %144, 4
  %97 = and i32 %96, 15
  %98 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %97
  %99 = load i8, i8* %98, align 1, !tbaa !11
  store volatile i8 %99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %100 = and i32 %144, 15
  %101 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %100
  %102 = load i8, i8* %101, align 1, !tbaa !11
  store volatile i8 %102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %103 = tail call fastcc i32 @inorder(%struct.tree* noundef %69, i32 noundef signext 0)
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %104 = lshr i32 %103, 28
  %105 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %104
  %106 = load i8, i8* %105, align 1, !tbaa !11
  store volatile i8 %106, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %107 = lshr i32 %103, 24
  %108 = and i32 %107, 15
  %109 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %108
  %110 = load i8, i8* %109, align 1, !tbaa !11
  store volatile i8 %110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %111 = lshr i32 %103, 20
  %112 = and i32 %111, 15
  %113 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %112
  %114 = load i8, i8* %113, align 1, !tbaa !11
  store volatile i8 %114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %115 = lshr i32 %103, 16
  %116 = and i32 %115, 15
  %117 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %116
  %118 = load i8, i8* %117, align 1, !tbaa !11
  store volatile i8 %118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %119 = lshr i32 %103, 12
  %120 = and i32 %119, 15
  %121 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %120
  %122 = load i8, i8* %121, align 1, !tbaa !11
  store volatile i8 %122, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %123 = lshr i32 %103, 8
  %124 = and i32 %123, 15
  %125 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %124
  %126 = load i8, i8* %125, align 1, !tbaa !11
  store volatile i8 %126, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %127 = lshr i32 %103, 4
  %128 = and i32 %127, 15
  %129 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %128
  %130 = load i8, i8* %129, align 1, !tbaa !11
  store volatile i8 %130, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %131 = and i32 %103, 15
  %132 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %131
  %133 = load i8, i8* %132, align 1, !tbaa !11
  store volatile i8 %133, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  ret i32 0

134:                                              ; preds = %61, %134
  %135 = phi i32 [ %145, %134 ], [ 0, %61 ]
  %136 = phi i32 [ %144, %134 ], [ 0, %61 ]
  %137 = trunc i32 %135 to i16
  %138 = mul i16 %137, 7
  %139 = urem i16 %138, 3000
  %140 = zext i16 %139 to i32
  %141 = getelementptr inbounds [3000 x %struct.tree], [3000 x %struct.tree]* @tpool, i32 0, i32 %140, i32 0
  %142 = load i32, i32* %141, align 4, !tbaa !14
  %143 = tail call fastcc i32 @search(%struct.tree* noundef %69, i32 noundef signext %142)
  %144 = add i32 %143, %136
  %145 = add nuw nsw i32 %135, 1
  %146 = icmp eq i32 %145, 3000
  br i1 %146, label %72, label %134, !llvm.loop !16
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc %struct.node* @reverse(%struct.node* noundef %0) unnamed_addr #2 {
  %2 = icmp eq %struct.node* %0, null
  br i1 %2, label %9, label %3

3:                                                ; preds = %1, %3
  %4 = phi %struct.node* [ %7, %3 ], [ %0, %1 ]
  %5 = phi %struct.node* [ %4, %3 ], [ null, %1 ]
  %6 = getelementptr inbounds %struct.node, %struct.node* %4, i32 0, i32 1
  %7 = load %struct.node*, %struct.node** %6, align 4, !tbaa !8
  store %struct.node* %5, %struct.node** %6, align 4, !tbaa !8
  %8 = icmp eq %struct.node* %7, null
  br i1 %8, label %9, label %3, !llvm.loop !17

9:                                                ; preds = %3, %1
  %10 = phi %struct.node* [ null, %1 ], [ %4, %3 ]
  ret %struct.node* %10
}

; Function Attrs: nofree noinline nosync nounwind
define internal fastcc %struct.node* @msort(%struct.node* noundef %0) unnamed_addr #3 {
  %2 = alloca %struct.node, align 4
  %3 = icmp eq %struct.node* %0, null
  br i1 %3, label %62, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.node, %struct.node* %0, i32 0, i32 1
  %6 = load %struct.node*, %struct.node** %5, align 4, !tbaa !8
  %7 = icmp eq %struct.node* %6, null
  br i1 %7, label %62, label %8

8:                                                ; preds = %4, %14
  %9 = phi %struct.node* [ %18, %14 ], [ %6, %4 ]
  %10 = phi %struct.node* [ %16, %14 ], [ %0, %4 ]
  %11 = getelementptr inbounds %struct.node, %struct.node* %9, i32 0, i32 1
  %12 = load %struct.node*, %struct.node** %11, align 4, !tbaa !8
  %13 = icmp eq %struct.node* %12, null
  br i1 %13, label %20, label %14

14:                                               ; preds = %8
  %15 = getelementptr inbounds %struct.node, %struct.node* %10, i32 0, i32 1
  %16 = load %struct.node*, %struct.node** %15, align 4, !tbaa !8
  %17 = getelementptr inbounds %struct.node, %struct.node* %12, i32 0, i32 1
  %18 = load %struct.node*, %struct.node** %17, align 4, !tbaa !8
  %19 = icmp eq %struct.node* %18, null
  br i1 %19, label %20, label %8, !llvm.loop !18

20:                                               ; preds = %8, %14
  %21 = phi %struct.node* [ %16, %14 ], [ %10, %8 ]
  %22 = getelementptr inbounds %struct.node, %struct.node* %21, i32 0, i32 1
  %23 = load %struct.node*, %struct.node** %22, align 4, !tbaa !8
  store %struct.node* null, %struct.node** %22, align 4, !tbaa !8
  %24 = tail call fastcc %struct.node* @msort(%struct.node* noundef nonnull %0)
  %25 = tail call fastcc %struct.node* @msort(%struct.node* noundef %23)
  %26 = bitcast %struct.node* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %26) #6
  %27 = icmp ne %struct.node* %24, null
  %28 = icmp ne %struct.node* %25, null
  %29 = and i1 %27, %28
  br i1 %29, label %30, label %53

30:                                               ; preds = %20, %46
  %31 = phi %struct.node* [ %47, %46 ], [ %2, %20 ]
  %32 = phi %struct.node* [ %49, %46 ], [ %25, %20 ]
  %33 = phi %struct.node* [ %48, %46 ], [ %24, %20 ]
  %34 = getelementptr inbounds %struct.node, %struct.node* %33, i32 0, i32 0
  %35 = load i32, i32* %34, align 4, !tbaa !5
  %36 = getelementptr inbounds %struct.node, %struct.node* %32, i32 0, i32 0
  %37 = load i32, i32* %36, align 4, !tbaa !5
  %38 = icmp sgt i32 %35, %37
  %39 = getelementptr inbounds %struct.node, %struct.node* %31, i32 0, i32 1
  br i1 %38, label %43, label %40

40:                                               ; preds = %30
  store %struct.node* %33, %struct.node** %39, align 4, !tbaa !8
  %41 = getelementptr inbounds %struct.node, %struct.node* %33, i32 0, i32 1
  %42 = load %struct.node*, %struct.node** %41, align 4, !tbaa !8
  br label %46

43:                                               ; preds = %30
  store %struct.node* %32, %struct.node** %39, align 4, !tbaa !8
  %44 = getelementptr inbounds %struct.node, %struct.node* %32, i32 0, i32 1
  %45 = load %struct.node*, %struct.node** %44, align 4, !tbaa !8
  br label %46

46:                                               ; preds = %43, %40
  %47 = phi %struct.node* [ %33, %40 ], [ %32, %43 ]
  %48 = phi %struct.node* [ %42, %40 ], [ %33, %43 ]
  %49 = phi %struct.node* [ %32, %40 ], [ %45, %43 ]
  %50 = icmp ne %struct.node* %48, null
  %51 = icmp ne %struct.node* %49, null
  %52 = select i1 %50, i1 %51, i1 false
  br i1 %52, label %30, label %53, !llvm.loop !19

53:                                               ; preds = %46, %20
  %54 = phi %struct.node* [ %24, %20 ], [ %48, %46 ]
  %55 = phi %struct.node* [ %25, %20 ], [ %49, %46 ]
  %56 = phi %struct.node* [ %2, %20 ], [ %47, %46 ]
  %57 = phi i1 [ %27, %20 ], [ %50, %46 ]
  %58 = select i1 %57, %struct.node* %54, %struct.node* %55
  %59 = getelementptr inbounds %struct.node, %struct.node* %56, i32 0, i32 1
  store %struct.node* %58, %struct.node** %59, align 4, !tbaa !8
  %60 = getelementptr inbounds %struct.node, %struct.node* %2, i32 0, i32 1
  %61 = load %struct.node*, %struct.node** %60, align 4, !tbaa !8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %26) #6
  br label %62

62:                                               ; preds = %1, %4, %53
  %63 = phi %struct.node* [ %61, %53 ], [ %0, %4 ], [ null, %1 ]
  ret %struct.node* %63
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc %struct.tree* @insert(%struct.tree* noundef %0, i32 noundef signext %1) unnamed_addr #2 {
  %3 = alloca %struct.tree*, align 4
  store %struct.tree* %0, %struct.tree** %3, align 4, !tbaa !20
  %4 = icmp eq %struct.tree* %0, null
  br i1 %4, label %15, label %5

5:                                                ; preds = %2, %5
  %6 = phi %struct.tree* [ %13, %5 ], [ %0, %2 ]
  %7 = getelementptr inbounds %struct.tree, %struct.tree* %6, i32 0, i32 0
  %8 = load i32, i32* %7, align 4, !tbaa !14
  %9 = icmp sgt i32 %8, %1
  %10 = getelementptr inbounds %struct.tree, %struct.tree* %6, i32 0, i32 1
  %11 = getelementptr inbounds %struct.tree, %struct.tree* %6, i32 0, i32 2
  %12 = select i1 %9, %struct.tree** %10, %struct.tree** %11
  %13 = load %struct.tree*, %struct.tree** %12, align 4, !tbaa !20
  %14 = icmp eq %struct.tree* %13, null
  br i1 %14, label %15, label %5, !llvm.loop !21

15:                                               ; preds = %5, %2
  %16 = phi %struct.tree** [ %3, %2 ], [ %12, %5 ]
  %17 = load i32, i32* @tused, align 4, !tbaa !1
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* @tused, align 4, !tbaa !1
  %19 = getelementptr inbounds [3000 x %struct.tree], [3000 x %struct.tree]* @tpool, i32 0, i32 %17
  %20 = getelementptr inbounds %struct.tree, %struct.tree* %19, i32 0, i32 0
  store i32 %1, i32* %20, align 4, !tbaa !14
  %21 = getelementptr inbounds [3000 x %struct.tree], [3000 x %struct.tree]* @tpool, i32 0, i32 %17, i32 2
  store %struct.tree* null, %struct.tree** %21, align 4, !tbaa !22
  %22 = getelementptr inbounds [3000 x %struct.tree], [3000 x %struct.tree]* @tpool, i32 0, i32 %17, i32 1
  store %struct.tree* null, %struct.tree** %22, align 4, !tbaa !23
  store %struct.tree* %19, %struct.tree** %16, align 4, !tbaa !20
  %23 = load %struct.tree*, %struct.tree** %3, align 4, !tbaa !20
  ret %struct.tree* %23
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @search(%struct.tree* noundef readonly %0, i32 noundef signext %1) unnamed_addr #4 {
  %3 = icmp eq %struct.tree* %0, null
  br i1 %3, label %18, label %4

4:                                                ; preds = %2, %10
  %5 = phi i32 [ %16, %10 ], [ 0, %2 ]
  %6 = phi %struct.tree* [ %15, %10 ], [ %0, %2 ]
  %7 = getelementptr inbounds %struct.tree, %struct.tree* %6, i32 0, i32 0
  %8 = load i32, i32* %7, align 4, !tbaa !14
  %9 = icmp eq i32 %8, %1
  br i1 %9, label %18, label %10

10:                                               ; preds = %4
  %11 = icmp sgt i32 %8, %1
  %12 = getelementptr inbounds %struct.tree, %struct.tree* %6, i32 0, i32 1
  %13 = getelementptr inbounds %struct.tree, %struct.tree* %6, i32 0, i32 2
  %14 = select i1 %11, %struct.tree** %12, %struct.tree** %13
  %15 = load %struct.tree*, %struct.tree** %14, align 4, !tbaa !20
  %16 = add nuw nsw i32 %5, 1
  %17 = icmp eq %struct.tree* %15, null
  br i1 %17, label %18, label %4, !llvm.loop !24

18:                                               ; preds = %4, %10, %2
  %19 = phi i32 [ -1, %2 ], [ -1, %10 ], [ %5, %4 ]
  ret i32 %19
}

; Function Attrs: nofree nosync nounwind readonly
define internal fastcc i32 @inorder(%struct.tree* noundef readonly %0, i32 noundef signext %1) unnamed_addr #5 {
  %3 = icmp eq %struct.tree* %0, null
  br i1 %3, label %17, label %4

4:                                                ; preds = %2, %4
  %5 = phi i32 [ %13, %4 ], [ %1, %2 ]
  %6 = phi %struct.tree* [ %15, %4 ], [ %0, %2 ]
  %7 = getelementptr inbounds %struct.tree, %struct.tree* %6, i32 0, i32 1
  %8 = load %struct.tree*, %struct.tree** %7, align 4, !tbaa !23
  %9 = tail call fastcc i32 @inorder(%struct.tree* noundef %8, i32 noundef signext %5)
  %10 = mul i32 %9, 31
  %11 = getelementptr inbounds %struct.tree, %struct.tree* %6, i32 0, i32 0
  %12 = load i32, i32* %11, align 4, !tbaa !14
  %13 = add i32 %10, %12
  %14 = getelementptr inbounds %struct.tree, %struct.tree* %6, i32 0, i32 2
  %15 = load %struct.tree*, %struct.tree** %14, align 4, !tbaa !22
  %16 = icmp eq %struct.tree* %15, null
  br i1 %16, label %17, label %4, !llvm.loop !25

17:                                               ; preds = %4, %2
  %18 = phi i32 [ %1, %2 ], [ %13, %4 ]
  ret i32 %18
}

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { nofree noinline nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { nofree noinline norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #5 = { nofree nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!6, !2, i64 0}
!6 = !{!"node", !2, i64 0, !7, i64 4}
!7 = !{!"any pointer", !3, i64 0}
!8 = !{!6, !7, i64 4}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!3, !3, i64 0}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = !{!15, !2, i64 0}
!15 = !{!"tree", !2, i64 0, !7, i64 4, !7, i64 8}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = !{!7, !7, i64 0}
!21 = distinct !{!21, !10}
!22 = !{!15, !7, i64 8}
!23 = !{!15, !7, i64 4}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
