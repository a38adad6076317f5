; ModuleID = 'i64.c'
source_filename = "i64.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@xs = internal unnamed_addr global [512 x i64] zeroinitializer, align 8
@ys = internal unnamed_addr global [512 x i64] zeroinitializer, align 8
@.str.2 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2) #6
  store i64 81985529216486895, i64* %1, align 8, !tbaa !1
  br label %115

3:                                                ; preds = %115
  %4 = tail call fastcc i64 @dot()
  %5 = tail call fastcc i64 @maxdiff()
  %6 = tail call i64 @llvm.fshl.i64(i64 %4, i64 %4, i64 7)
  %7 = add i64 %6, %5
  %8 = tail call fastcc i64 @fib64(i32 noundef signext 300)
  %9 = xor i64 %7, %8
  %10 = add i64 %4, 1
  %11 = xor i64 %10, %9
  %12 = tail call i64 @llvm.fshl.i64(i64 %11, i64 %11, i64 7)
  %13 = add i64 %12, %5
  %14 = tail call fastcc i64 @fib64(i32 noundef signext 301)
  %15 = xor i64 %13, %14
  %16 = add i64 %4, 2
  %17 = xor i64 %16, %15
  %18 = tail call i64 @llvm.fshl.i64(i64 %17, i64 %17, i64 7)
  %19 = add i64 %18, %5
  %20 = tail call fastcc i64 @fib64(i32 noundef signext 302)
  %21 = xor i64 %19, %20
  %22 = add i64 %4, 3
  %23 = xor i64 %22, %21
  %24 = tail call i64 @llvm.fshl.i64(i64 %23, i64 %23, i64 7)
  %25 = add i64 %24, %5
  %26 = tail call fastcc i64 @fib64(i32 noundef signext 303)
  %27 = xor i64 %25, %26
  %28 = add i64 %4, 4
  %29 = xor i64 %28, %27
  %30 = tail call i64 @llvm.fshl.i64(i64 %29, i64 %29, i64 7)
  %31 = add i64 %30, %5
  %32 = tail call fastcc i64 @fib64(i32 noundef signext 304)
  %33 = xor i64 %31, %32
  %34 = add i64 %4, 5
  %35 = xor i64 %34, %33
  %36 = tail call i64 @llvm.fshl.i64(i64 %35, i64 %35, i64 7)
  %37 = add i64 %36, %5
  %38 = tail call fastcc i64 @fib64(i32 noundef signext 305)
  %39 = xor i64 %37, %38
  %40 = add i64 %4, 6
  %41 = xor i64 %40, %39
  %42 = tail call i64 @llvm.fshl.i64(i64 %41, i64 %41, i64 7)
  %43 = add i64 %42, %5
  %44 = tail call fastcc i64 @fib64(i32 noundef signext 306)
  %45 = xor i64 %43, %44
  %46 = add i64 %4, 7
  %47 = xor i64 %46, %45
  %48 = tail call i64 @llvm.fshl.i64(i64 %47, i64 %47, i64 7)
  %49 = add i64 %48, %5
  %50 = tail call fastcc i64 @fib64(i32 noundef signext 307)
  %51 = xor i64 %49, %50
  %52 = lshr i64 %51, 32
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %53 = trunc i64 %52 to i32
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %54 = lshr i32 %53, 28
  %55 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %54
  %56 = load i8, i8* %55, align 1, !tbaa !5
  store volatile i8 %56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %57 = lshr i32 %53, 24
  %58 = and i32 %57, 15
  %59 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %58
  %60 = load i8, i8* %59, align 1, !tbaa !5
  store volatile i8 %60, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %61 = lshr i32 %53, 20
  %62 = and i32 %61, 15
  %63 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %62
  %64 = load i8, i8* %63, align 1, !tbaa !5
  store volatile i8 %64, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %65 = lshr i32 %53, 16
  %66 = and i32 %65, 15
  %67 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %66
  %68 = load i8, i8* %67, align 1, !tbaa !5
  store volatile i8 %68, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %69 = lshr i32 %53, 12
  %70 = and i32 %69, 15
  %71 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %70
  %72 = load i8, i8* %71, align 1, !tbaa !5
  store volatile i8 %72, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %73 = lshr i32 %53, 8
  %74 = and i32 %73, 15
  %75 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %74
  %76 = load i8, i8* %75, align 1, !tbaa !5
  store volatile i8 %76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %77 = lshr i32 %53, 4
  %78 = and i32 %77, 15
  %79 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %78
  %80 = load i8, i8* %79, align 1, !tbaa !5
  store volatile i8 %80, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %81 = and i32 %53, 15
  %82 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %81
  %83 = load i8, i8* %82, align 1, !tbaa !5
  store volatile i8 %83, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %84 = trunc i64 %51 to i32
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %85 = lshr i32 %84, 28
  %86 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %85
  %87 = load i8, i8* %86, align 1, !tbaa !5
  store volatile i8 %87, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %88 = lshr i32 %84, 24
  %89 = and i32 %88, 15
  %90 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %89
  %91 = load i8, i8* %90, align 1, !tbaa !5
  store volatile i8 %91, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %92 = lshr i32 %84, 20
  %93 = and i32 %92, 15
  %94 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %93
  %95 = load i8, i8* %94, align 1, !tbaa !5
  store volatile i8 %95, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %96 = lshr i32 %84, 16
  %97 = and i32 %96, 15
  %98 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %97
  %99 = load i8, i8* %98, align 1, !tbaa !5
  store volatile i8 %99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %100 = lshr i32 %84, 12
  %101 = and i32 %100, 15
  %102 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %101
  %103 = load i8, i8* %102, align 1, !tbaa !5
  store volatile i8 %103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %104 = lshr i32 %84, 8
  %105 = and i32 %104, 15
  %106 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %105
  %107 = load i8, i8* %106, align 1, !tbaa !5
  store volatile i8 %107, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %108 = lshr i32 %84, 4
  %109 = and i32 %108, 15
  %110 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %109
  %111 = load i8, i8* %110, align 1, !tbaa !5
  store volatile i8 %111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %112 = and i32 %84, 15
  %113 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.2, i32 0, i32 %112
  %114 = load i8, i8* %113, align 1, !tbaa !5
  store volatile i8 %114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2) #6
  ret i32 0

115:                                              ; preds = %0, %115
  %116 = phi i32 [ 0, %0 ], [ %124, %115 ]
  %117 = call fastcc i64 @xorshift(i64* noundef nonnull %1)
  %118 = ashr i64 %117, 20
  %119 = getelementptr inbounds [512 x i64], [512 x i64]* @xs, i32 0, i32 %116
  store i64 %118, i64* %119, align 8, !tbaa !1
  %120 = call fastcc i64 @xorshift(i64* noundef nonnull %1)
  %121 = and i64 %120, 1048575
  %122 = add nsw i64 %121, -524288
  %123 = getelementptr inbounds [512 x i64], [512 x i64]* @ys, i32 0, i32 %116
  store i64 %122, i64* %123, align 8, !tbaa !1
  %124 = add nuw nsw i32 %116, 1
  %125 = icmp eq i32 %124, 512
  br i1 %125, label %3, label %115, !llvm.loop !6
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn
define internal fastcc i64 @xorshift(i64* nocapture noundef %0) unnamed_addr #2 {
  %2 = load i64, i64* %0, align 8, !tbaa !1
  %3 = lshr i64 %2, 12
  %4 = xor i64 %3, %2
  %5 = shl i64 %4, 25
  %6 = xor i64 %5, %4
  %7 = lshr i64 %6, 27
  %8 = xor i64 %7, %6
  store i64 %8, i64* %0, align 8, !tbaa !1
  %9 = mul i64 %8, 2685821657736338717
  ret i64 %9
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i64 @dot() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i64 %10

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %11, %2 ]
  %4 = phi i64 [ 0, %0 ], [ %10, %2 ]
  %5 = getelementptr inbounds [512 x i64], [512 x i64]* @xs, i32 0, i32 %3
  %6 = load i64, i64* %5, align 8, !tbaa !1
  %7 = getelementptr inbounds [512 x i64], [512 x i64]* @ys, i32 0, i32 %3
  %8 = load i64, i64* %7, align 8, !tbaa !1
  %9 = mul nsw i64 %8, %6
  %10 = add i64 %9, %4
  %11 = add nuw nsw i32 %3, 1
  %12 = icmp eq i32 %11, 512
  br i1 %12, label %1, label %2, !llvm.loop !8
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i64 @maxdiff() unnamed_addr #3 {
  %1 = load i64, i64* getelementptr inbounds ([512 x i64], [512 x i64]* @xs, i32 0, i32 0), align 8, !tbaa !1
  br label %4

2:                                                ; preds = %4
  %3 = sub nsw i64 %13, %11
  ret i64 %3

4:                                                ; preds = %0, %4
  %5 = phi i32 [ 1, %0 ], [ %14, %4 ]
  %6 = phi i64 [ %1, %0 ], [ %13, %4 ]
  %7 = phi i64 [ %1, %0 ], [ %11, %4 ]
  %8 = getelementptr inbounds [512 x i64], [512 x i64]* @xs, i32 0, i32 %5
  %9 = load i64, i64* %8, align 8, !tbaa !1
  %10 = icmp slt i64 %9, %7
  %11 = select i1 %10, i64 %9, i64 %7
  %12 = icmp sgt i64 %9, %6
  %13 = select i1 %12, i64 %9, i64 %6
  %14 = add nuw nsw i32 %5, 1
  %15 = icmp eq i32 %14, 512
  br i1 %15, label %2, label %4, !llvm.loop !9
}

; Function Attrs: nofree noinline norecurse nosync nounwind readnone
define internal fastcc i64 @fib64(i32 noundef signext %0) unnamed_addr #4 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %5, label %3

3:                                                ; preds = %5, %1
  %4 = phi i64 [ 0, %1 ], [ %8, %5 ]
  ret i64 %4

5:                                                ; preds = %1, %5
  %6 = phi i64 [ %8, %5 ], [ 0, %1 ]
  %7 = phi i32 [ %10, %5 ], [ 0, %1 ]
  %8 = phi i64 [ %9, %5 ], [ 1, %1 ]
  %9 = add i64 %6, %8
  %10 = add nuw nsw i32 %7, 1
  %11 = icmp eq i32 %10, %0
  br i1 %11, label %3, label %5, !llvm.loop !10
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #5

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { nofree noinline norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { nofree noinline norecurse nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"long long", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!3, !3, i64 0}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
