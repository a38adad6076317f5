; ModuleID = 'hash.c'
source_filename = "hash.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@words = internal global [2000 x [12 x i8]] zeroinitializer, align 1
@vals = internal unnamed_addr global [4096 x i32] zeroinitializer, align 4
@rng_state = internal unnamed_addr global i32 12345, align 4
@keys = internal unnamed_addr global [4096 x i32] zeroinitializer, align 4
@.str.3 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: nofree norecurse nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @rng_state, align 4, !tbaa !1
  br label %3

2:                                                ; preds = %11
  store i32 %19, i32* @rng_state, align 4, !tbaa !1
  br label %27

3:                                                ; preds = %0, %11
  %4 = phi i32 [ 0, %0 ], [ %13, %11 ]
  %5 = phi i32 [ %1, %0 ], [ %19, %11 ]
  %6 = mul i32 %5, 1664525
  %7 = add i32 %6, 1013904223
  %8 = lshr i32 %7, 8
  %9 = and i32 %8, 7
  %10 = add nuw nsw i32 %9, 3
  br label %15

11:                                               ; preds = %15
  %12 = getelementptr inbounds [2000 x [12 x i8]], [2000 x [12 x i8]]* @words, i32 0, i32 %4, i32 %10
  store i8 0, i8* %12, align 1, !tbaa !5
  %13 = add nuw nsw i32 %4, 1
  %14 = icmp eq i32 %13, 2000
  br i1 %14, label %2, label %3, !llvm.loop !6

15:                                               ; preds = %3, %15
  %16 = phi i32 [ 0, %3 ], [ %25, %15 ]
  %17 = phi i32 [ %7, %3 ], [ %19, %15 ]
  %18 = mul i32 %17, 1664525
  %19 = add i32 %18, 1013904223
  %20 = lshr i32 %19, 8
  %21 = urem i32 %20, 6
  %22 = trunc i32 %21 to i8
  %23 = add nuw nsw i8 %22, 97
  %24 = getelementptr inbounds [2000 x [12 x i8]], [2000 x [12 x i8]]* @words, i32 0, i32 %4, i32 %16
  store i8 %23, i8* %24, align 1, !tbaa !5
  %25 = add nuw nsw i32 %16, 1
  %26 = icmp eq i32 %25, %10
  br i1 %26, label %11, label %15, !llvm.loop !8

27:                                               ; preds = %2, %27
  %28 = phi i32 [ 0, %2 ], [ %35, %27 ]
  %29 = phi i32 [ 0, %2 ], [ %34, %27 ]
  %30 = getelementptr inbounds [2000 x [12 x i8]], [2000 x [12 x i8]]* @words, i32 0, i32 %28, i32 0
  %31 = tail call fastcc i32 @fnv1a(i8* noundef nonnull %30)
  %32 = or i32 %31, 1
  tail call fastcc void @insert(i32 noundef signext %32, i32 noundef signext %28)
  %33 = tail call fastcc i32 @djb2(i8* noundef nonnull %30)
  %34 = add i32 %33, %29
  %35 = add nuw nsw i32 %28, 1
  %36 = icmp eq i32 %35, 2000
  br i1 %36, label %129, label %27, !llvm.loop !9

37:                                               ; preds = %129
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 106, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %38 = lshr i32 %34, 28
  %39 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %38
  %40 = load i8, i8* %39, align 1, !tbaa !5
  store volatile i8 %40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %41 = lshr i32 %34, 24
  %42 = and i32 %41, 15
  %43 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %42
  %44 = load i8, i8* %43, align 1, !tbaa !5
  store volatile i8 %44, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %45 = lshr i32 %34, 20
  %46 = and i32 %45, 15
  %47 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %46
  %48 = load i8, i8* %47, align 1, !tbaa !5
  store volatile i8 %48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %49 = lshr i32 %34, 16
  %50 = and i32 %49, 15
  %51 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %50
  %52 = load i8, i8* %51, align 1, !tbaa !5
  store volatile i8 %52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %53 = lshr i32 %34, 12
  %54 = and i32 %53, 15
  %55 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %54
  %56 = load i8, i8* %55, align 1, !tbaa !5
  store volatile i8 %56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %57 = lshr i32 %34, 8
  %58 = and i32 %57, 15
  %59 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %58
  %60 = load i8, i8* %59, align 1, !tbaa !5
  store volatile i8 %60, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %61 = lshr i32 %34, 4
  %62 = and i32 %61, 15
  %63 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %62
  %64 = load i8, i8* %63, align 1, !tbaa !5
  store volatile i8 %64, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %65 = and i32 %34, 15
  %66 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %65
  %67 = load i8, i8* %66, align 1, !tbaa !5
  store volatile i8 %67, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %68 = lshr i32 %136, 28
  %69 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %68
  %70 = load i8, i8* %69, align 1, !tbaa !5
  store volatile i8 %70, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %71 = lshr i32 %136, 24
  %72 = and i32 %71, 15
  %73 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %72
  %74 = load i8, i8* %73, align 1, !tbaa !5
  store volatile i8 %74, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %75 = lshr i32 %136, 20
  %76 = and i32 %75, 15
  %77 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %76
  %78 = load i8, i8* %77, align 1, !tbaa !5
  store volatile i8 %78, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %79 = lshr i32 %136, 16
  %80 = and i32 %79, 15
  %81 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %80
  %82 = load i8, i8* %81, align 1, !tbaa !5
  store volatile i8 %82, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %83 = lshr i32 %136, 12
  %84 = and i32 %83, 15
  %85 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %84
  %86 = load i8, i8* %85, align 1, !tbaa !5
  store volatile i8 %86, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %87 = lshr i32 %136, 8
  %88 = and i32 %87, 15
  %89 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %88
  %90 = load i8, i8* %89, align 1, !tbaa !5
  store volatile i8 %90, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %91 = lshr i32 %136, 4
  %92 = and i32 %91, 15
  %93 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %92
  %94 = load i8, i8* %93, align 1, !tbaa !5
  store volatile i8 %94, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %95 = and i32 %136, 15
  %96 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %95
  %97 = load i8, i8* %96, align 1, !tbaa !5
  store volatile i8 %97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %98 = tail call fastcc i32 @mix()
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 120, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %99 = lshr i32 %98, 28
  %100 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %99
  %101 = load i8, i8* %100, align 1, !tbaa !5
  store volatile i8 %101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %102 = lshr i32 %98, 24
  %103 = and i32 %102, 15
  %104 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %103
  %105 = load i8, i8* %104, align 1, !tbaa !5
  store volatile i8 %105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %106 = lshr i32 %98, 20
  %107 = and i32 %106, 15
  %108 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %107
  %109 = load i8, i8* %108, align 1, !tbaa !5
  store volatile i8 %109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %110 = lshr i32 %98, 16
  %111 = and i32 %110, 15
  %112 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %111
  %113 = load i8, i8* %112, align 1, !tbaa !5
  store volatile i8 %113, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %114 = lshr i32 %98, 12
  %115 = and i32 %114, 15
  %116 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %115
  %117 = load i8, i8* %116, align 1, !tbaa !5
  store volatile i8 %117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %118 = lshr i32 %98, 8
  %119 = and i32 %118, 15
  %120 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %119
  %121 = load i8, i8* %120, align 1, !tbaa !5
  store volatile i8 %121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %122 = lshr i32 %98, 4
  %123 = and i32 %122, 15
  %124 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %123
  %125 = load i8, i8* %124, align 1, !tbaa !5
  store volatile i8 %125, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %126 = and i32 %98, 15
  %127 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.3, i32 0, i32 %126
  %128 = load i8, i8* %127, align 1, !tbaa !5
  store volatile i8 %128, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  ret i32 0

129:                                              ; preds = %27, %129
  %130 = phi i32 [ %137, %129 ], [ 0, %27 ]
  %131 = phi i32 [ %136, %129 ], [ 0, %27 ]
  %132 = getelementptr inbounds [2000 x [12 x i8]], [2000 x [12 x i8]]* @words, i32 0, i32 %130, i32 0
  %133 = tail call fastcc i32 @fnv1a(i8* noundef nonnull %132)
  %134 = or i32 %133, 1
  %135 = tail call fastcc i32 @lookup(i32 noundef signext %134)
  %136 = add i32 %135, %131
  %137 = add nuw nsw i32 %130, 1
  %138 = icmp eq i32 %137, 2000
  br i1 %138, label %37, label %129, !llvm.loop !10
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @fnv1a(i8* nocapture noundef readonly %0) unnamed_addr #1 {
  %2 = load i8, i8* %0, align 1, !tbaa !5
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %14, label %4

4:                                                ; preds = %1, %4
  %5 = phi i8 [ %12, %4 ], [ %2, %1 ]
  %6 = phi i32 [ %11, %4 ], [ -2128831035, %1 ]
  %7 = phi i8* [ %8, %4 ], [ %0, %1 ]
  %8 = getelementptr inbounds i8, i8* %7, i32 1
  %9 = zext i8 %5 to i32
  %10 = xor i32 %6, %9
  %11 = mul i32 %10, 16777619
  %12 = load i8, i8* %8, align 1, !tbaa !5
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %14, label %4, !llvm.loop !11

14:                                               ; preds = %4, %1
  %15 = phi i32 [ -2128831035, %1 ], [ %11, %4 ]
  ret i32 %15
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @insert(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #2 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi i32 [ %0, %2 ], [ %11, %3 ]
  %5 = and i32 %4, 4095
  %6 = getelementptr inbounds [4096 x i32], [4096 x i32]* @keys, i32 0, i32 %5
  %7 = load i32, i32* %6, align 4, !tbaa !1
  %8 = icmp eq i32 %7, 0
  %9 = icmp eq i32 %7, %0
  %10 = or i1 %8, %9
  %11 = add nuw nsw i32 %5, 1
  br i1 %10, label %12, label %3, !llvm.loop !12

12:                                               ; preds = %3
  store i32 %0, i32* %6, align 4, !tbaa !1
  %13 = getelementptr inbounds [4096 x i32], [4096 x i32]* @vals, i32 0, i32 %5
  %14 = load i32, i32* %13, align 4, !tbaa !1
  %15 = add i32 %14, %1
  store i32 %15, i32* %13, align 4, !tbaa !1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @djb2(i8* nocapture noundef readonly %0) unnamed_addr #1 {
  %2 = load i8, i8* %0, align 1, !tbaa !5
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %14, label %4

4:                                                ; preds = %1, %4
  %5 = phi i8 [ %12, %4 ], [ %2, %1 ]
  %6 = phi i32 [ %11, %4 ], [ 5381, %1 ]
  %7 = phi i8* [ %9, %4 ], [ %0, %1 ]
  %8 = mul i32 %6, 33
  %9 = getelementptr inbounds i8, i8* %7, i32 1
  %10 = zext i8 %5 to i32
  %11 = add i32 %8, %10
  %12 = load i8, i8* %9, align 1, !tbaa !5
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %14, label %4, !llvm.loop !13

14:                                               ; preds = %4, %1
  %15 = phi i32 [ 5381, %1 ], [ %11, %4 ]
  ret i32 %15
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @lookup(i32 noundef signext %0) unnamed_addr #1 {
  %2 = and i32 %0, 4095
  %3 = getelementptr inbounds [4096 x i32], [4096 x i32]* @keys, i32 0, i32 %2
  %4 = load i32, i32* %3, align 4, !tbaa !1
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %19, label %6

6:                                                ; preds = %1, %13
  %7 = phi i32 [ %17, %13 ], [ %4, %1 ]
  %8 = phi i32 [ %15, %13 ], [ %2, %1 ]
  %9 = icmp eq i32 %7, %0
  br i1 %9, label %10, label %13

10:                                               ; preds = %6
  %11 = getelementptr inbounds [4096 x i32], [4096 x i32]* @vals, i32 0, i32 %8
  %12 = load i32, i32* %11, align 4, !tbaa !1
  br label %19

13:                                               ; preds = %6
  %14 = add nuw nsw i32 %8, 1
  %15 = and i32 %14, 4095
  %16 = getelementptr inbounds [4096 x i32], [4096 x i32]* @keys, i32 0, i32 %15
  %17 = load i32, i32* %16, align 4, !tbaa !1
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %6, !llvm.loop !14

19:                                               ; preds = %13, %1, %10
  %20 = phi i32 [ %12, %10 ], [ 0, %1 ], [ 0, %13 ]
  ret i32 %20
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @mix() unnamed_addr #1 {
  br label %7

1:                                                ; preds = %7
  %2 = lshr i32 %20, 16
  %3 = xor i32 %2, %20
  %4 = mul i32 %3, -2048144789
  %5 = lshr i32 %4, 13
  %6 = xor i32 %5, %4
  ret i32 %6

7:                                                ; preds = %0, %7
  %8 = phi i32 [ -1756908916, %0 ], [ %20, %7 ]
  %9 = phi i32 [ 0, %0 ], [ %21, %7 ]
  %10 = getelementptr inbounds [4096 x i32], [4096 x i32]* @vals, i32 0, i32 %9
  %11 = load i32, i32* %10, align 4, !tbaa !1
  %12 = mul i32 %11, -862048943
  %13 = mul i32 %11, 380141568
  %14 = lshr i32 %12, 17
  %15 = or i32 %14, %13
  %16 = mul i32 %15, 461845907
  %17 = xor i32 %16, %8
  %18 = tail call i32 @llvm.fshl.i32(i32 %17, i32 %17, i32 13)
  %19 = mul i32 %18, 5
  %20 = add i32 %19, -430675100
  %21 = add nuw nsw i32 %9, 1
  %22 = icmp eq i32 %21, 4096
  br i1 %22, label %1, label %7, !llvm.loop !15
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #3

attributes #0 = { nofree norecurse nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { nofree noinline norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { nofree noinline norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

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
