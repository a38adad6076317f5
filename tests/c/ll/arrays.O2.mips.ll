; ModuleID = 'arrays.c'
source_filename = "arrays.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@grid = dso_local local_unnamed_addr global [8 x [8 x i32]] zeroinitializer, align 4
@prefix = internal unnamed_addr global [65 x i32] zeroinitializer, align 4
@sieve = internal unnamed_addr global [200 x i8] zeroinitializer, align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = alloca [10 x i8], align 1
  %5 = alloca [10 x i8], align 1
  %6 = alloca [10 x i8], align 1
  %7 = alloca [10 x i8], align 1
  %8 = alloca [10 x i8], align 1
  %9 = alloca [10 x i8], align 1
  %10 = alloca [10 x i8], align 1
  %11 = alloca [10 x i8], align 1
  %12 = alloca [10 x i8], align 1
  %13 = alloca [10 x i8], align 1
  %14 = alloca [10 x i8], align 1
  %15 = alloca [10 x i8], align 1
  %16 = alloca [10 x i8], align 1
  %17 = alloca [10 x i8], align 1
  %18 = alloca [10 x i8], align 1
  %19 = alloca [10 x i8], align 1
  %20 = alloca [10 x i8], align 1
  %21 = alloca [10 x i8], align 1
  %22 = alloca [4 x [4 x i32]], align 4
  %23 = alloca [4 x [4 x i32]], align 4
  %24 = alloca [10 x i32], align 4
  store i32 -5, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 0), align 4, !tbaa !1
  store i32 -2, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 1), align 4, !tbaa !1
  store i32 1, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 2), align 4, !tbaa !1
  store i32 4, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 3), align 4, !tbaa !1
  store i32 -4, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 4), align 4, !tbaa !1
  store i32 -1, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 5), align 4, !tbaa !1
  store i32 2, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 6), align 4, !tbaa !1
  store i32 5, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 7), align 4, !tbaa !1
  store i32 2, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 0), align 4, !tbaa !1
  store i32 5, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 1), align 4, !tbaa !1
  store i32 -3, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 2), align 4, !tbaa !1
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 3), align 4, !tbaa !1
  store i32 3, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 4), align 4, !tbaa !1
  store i32 -5, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 5), align 4, !tbaa !1
  store i32 -2, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 6), align 4, !tbaa !1
  store i32 1, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 7), align 4, !tbaa !1
  store i32 -2, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 0), align 4, !tbaa !1
  store i32 1, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 1), align 4, !tbaa !1
  store i32 4, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 2), align 4, !tbaa !1
  store i32 -4, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 3), align 4, !tbaa !1
  store i32 -1, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 4), align 4, !tbaa !1
  store i32 2, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 5), align 4, !tbaa !1
  store i32 5, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 6), align 4, !tbaa !1
  store i32 -3, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 7), align 4, !tbaa !1
  store i32 5, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 0), align 4, !tbaa !1
  store i32 -3, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 1), align 4, !tbaa !1
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 2), align 4, !tbaa !1
  store i32 3, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 3), align 4, !tbaa !1
  store i32 -5, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 4), align 4, !tbaa !1
  store i32 -2, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 5), align 4, !tbaa !1
  store i32 1, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 6), align 4, !tbaa !1
  store i32 4, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 7), align 4, !tbaa !1
  store i32 1, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 0), align 4, !tbaa !1
  store i32 4, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 1), align 4, !tbaa !1
  store i32 -4, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 2), align 4, !tbaa !1
  store i32 -1, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 3), align 4, !tbaa !1
  store i32 2, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 4), align 4, !tbaa !1
  store i32 5, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 5), align 4, !tbaa !1
  store i32 -3, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 6), align 4, !tbaa !1
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 7), align 4, !tbaa !1
  store i32 -3, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 0), align 4, !tbaa !1
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 1), align 4, !tbaa !1
  store i32 3, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 2), align 4, !tbaa !1
  store i32 -5, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 3), align 4, !tbaa !1
  store i32 -2, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 4), align 4, !tbaa !1
  store i32 1, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 5), align 4, !tbaa !1
  store i32 4, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 6), align 4, !tbaa !1
  store i32 -4, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 7), align 4, !tbaa !1
  store i32 4, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 0), align 4, !tbaa !1
  store i32 -4, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 1), align 4, !tbaa !1
  store i32 -1, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 2), align 4, !tbaa !1
  store i32 2, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 3), align 4, !tbaa !1
  store i32 5, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 4), align 4, !tbaa !1
  store i32 -3, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 5), align 4, !tbaa !1
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 6), align 4, !tbaa !1
  store i32 3, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 7), align 4, !tbaa !1
  store i32 0, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 0), align 4, !tbaa !1
  store i32 3, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 1), align 4, !tbaa !1
  store i32 -5, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 2), align 4, !tbaa !1
  store i32 -2, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 3), align 4, !tbaa !1
  store i32 1, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 4), align 4, !tbaa !1
  store i32 4, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 5), align 4, !tbaa !1
  store i32 -4, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 6), align 4, !tbaa !1
  store i32 -1, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 7), align 4, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %25 = getelementptr inbounds [10 x i8], [10 x i8]* %20, i32 0, i32 0
  %26 = getelementptr inbounds [10 x i8], [10 x i8]* %21, i32 0, i32 0
  br label %27

27:                                               ; preds = %0, %126
  %28 = phi i32 [ 0, %0 ], [ %127, %126 ]
  %29 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 %28, i32 0
  %30 = load i32, i32* %29, align 4, !tbaa !1
  %31 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 %28, i32 1
  %32 = load i32, i32* %31, align 4, !tbaa !1
  %33 = add nsw i32 %32, %30
  %34 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 %28, i32 2
  %35 = load i32, i32* %34, align 4, !tbaa !1
  %36 = add nsw i32 %35, %33
  %37 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 %28, i32 3
  %38 = load i32, i32* %37, align 4, !tbaa !1
  %39 = add nsw i32 %38, %36
  %40 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 %28, i32 4
  %41 = load i32, i32* %40, align 4, !tbaa !1
  %42 = add nsw i32 %41, %39
  %43 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 %28, i32 5
  %44 = load i32, i32* %43, align 4, !tbaa !1
  %45 = add nsw i32 %44, %42
  %46 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 %28, i32 6
  %47 = load i32, i32* %46, align 4, !tbaa !1
  %48 = add nsw i32 %47, %45
  %49 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 %28, i32 7
  %50 = load i32, i32* %49, align 4, !tbaa !1
  %51 = add nsw i32 %50, %48
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %52 = icmp slt i32 %51, 0
  br i1 %52, label %85, label %106

53:                                               ; preds = %126
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %54 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 0), align 4, !tbaa !1
  %55 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 7), align 4, !tbaa !1
  %56 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 1), align 4, !tbaa !1
  %57 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 6), align 4, !tbaa !1
  %58 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 2), align 4, !tbaa !1
  %59 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 5), align 4, !tbaa !1
  %60 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 3), align 4, !tbaa !1
  %61 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 4), align 4, !tbaa !1
  %62 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 4), align 4, !tbaa !1
  %63 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 3), align 4, !tbaa !1
  %64 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 5), align 4, !tbaa !1
  %65 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 2), align 4, !tbaa !1
  %66 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 6), align 4, !tbaa !1
  %67 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 1), align 4, !tbaa !1
  %68 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 7), align 4, !tbaa !1
  %69 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 0), align 4, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %70 = add nsw i32 %56, %54
  %71 = add nsw i32 %57, %55
  %72 = add nsw i32 %58, %70
  %73 = add nsw i32 %59, %71
  %74 = add nsw i32 %60, %72
  %75 = add nsw i32 %61, %73
  %76 = add nsw i32 %62, %74
  %77 = add nsw i32 %63, %75
  %78 = add nsw i32 %64, %76
  %79 = add nsw i32 %65, %77
  %80 = add nsw i32 %66, %78
  %81 = add nsw i32 %67, %79
  %82 = add nsw i32 %68, %80
  %83 = add nsw i32 %69, %81
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %84 = icmp slt i32 %82, 0
  br i1 %84, label %129, label %151

85:                                               ; preds = %27
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %86 = sub i32 0, %51
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %26) #3
  br label %87

87:                                               ; preds = %87, %85
  %88 = phi i32 [ %86, %85 ], [ %91, %87 ]
  %89 = phi i32 [ 0, %85 ], [ %96, %87 ]
  %90 = freeze i32 %88
  %91 = udiv i32 %90, 10
  %92 = mul i32 %91, 10
  %93 = sub i32 %90, %92
  %94 = trunc i32 %93 to i8
  %95 = or i8 %94, 48
  %96 = add nuw nsw i32 %89, 1
  %97 = getelementptr inbounds [10 x i8], [10 x i8]* %21, i32 0, i32 %89
  store i8 %95, i8* %97, align 1, !tbaa !5
  %98 = icmp ult i32 %88, 10
  br i1 %98, label %99, label %87, !llvm.loop !6

99:                                               ; preds = %87, %99
  %100 = phi i32 [ %101, %99 ], [ %96, %87 ]
  %101 = add nsw i32 %100, -1
  %102 = getelementptr inbounds [10 x i8], [10 x i8]* %21, i32 0, i32 %101
  %103 = load i8, i8* %102, align 1, !tbaa !5
  store volatile i8 %103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %104 = icmp eq i32 %101, 0
  br i1 %104, label %105, label %99, !llvm.loop !8

105:                                              ; preds = %99
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %26) #3
  br label %126

106:                                              ; preds = %27
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %25) #3
  br label %107

107:                                              ; preds = %107, %106
  %108 = phi i32 [ %51, %106 ], [ %111, %107 ]
  %109 = phi i32 [ 0, %106 ], [ %116, %107 ]
  %110 = freeze i32 %108
  %111 = udiv i32 %110, 10
  %112 = mul i32 %111, 10
  %113 = sub i32 %110, %112
  %114 = trunc i32 %113 to i8
  %115 = or i8 %114, 48
  %116 = add nuw nsw i32 %109, 1
  %117 = getelementptr inbounds [10 x i8], [10 x i8]* %20, i32 0, i32 %109
  store i8 %115, i8* %117, align 1, !tbaa !5
  %118 = icmp ult i32 %108, 10
  br i1 %118, label %119, label %107, !llvm.loop !6

119:                                              ; preds = %107, %119
  %120 = phi i32 [ %121, %119 ], [ %116, %107 ]
  %121 = add nsw i32 %120, -1
  %122 = getelementptr inbounds [10 x i8], [10 x i8]* %20, i32 0, i32 %121
  %123 = load i8, i8* %122, align 1, !tbaa !5
  store volatile i8 %123, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %124 = icmp eq i32 %121, 0
  br i1 %124, label %125, label %119, !llvm.loop !8

125:                                              ; preds = %119
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %25) #3
  br label %126

126:                                              ; preds = %105, %125
  %127 = add nuw nsw i32 %28, 1
  %128 = icmp eq i32 %127, 8
  br i1 %128, label %53, label %27, !llvm.loop !9

129:                                              ; preds = %53
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %130 = sub i32 0, %82
  %131 = getelementptr inbounds [10 x i8], [10 x i8]* %19, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %131) #3
  br label %132

132:                                              ; preds = %132, %129
  %133 = phi i32 [ %130, %129 ], [ %136, %132 ]
  %134 = phi i32 [ 0, %129 ], [ %141, %132 ]
  %135 = freeze i32 %133
  %136 = udiv i32 %135, 10
  %137 = mul i32 %136, 10
  %138 = sub i32 %135, %137
  %139 = trunc i32 %138 to i8
  %140 = or i8 %139, 48
  %141 = add nuw nsw i32 %134, 1
  %142 = getelementptr inbounds [10 x i8], [10 x i8]* %19, i32 0, i32 %134
  store i8 %140, i8* %142, align 1, !tbaa !5
  %143 = icmp ult i32 %133, 10
  br i1 %143, label %144, label %132, !llvm.loop !6

144:                                              ; preds = %132, %144
  %145 = phi i32 [ %146, %144 ], [ %141, %132 ]
  %146 = add nsw i32 %145, -1
  %147 = getelementptr inbounds [10 x i8], [10 x i8]* %19, i32 0, i32 %146
  %148 = load i8, i8* %147, align 1, !tbaa !5
  store volatile i8 %148, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %149 = icmp eq i32 %146, 0
  br i1 %149, label %150, label %144, !llvm.loop !8

150:                                              ; preds = %144
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %131) #3
  br label %172

151:                                              ; preds = %53
  %152 = getelementptr inbounds [10 x i8], [10 x i8]* %18, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %152) #3
  br label %153

153:                                              ; preds = %153, %151
  %154 = phi i32 [ %82, %151 ], [ %157, %153 ]
  %155 = phi i32 [ 0, %151 ], [ %162, %153 ]
  %156 = freeze i32 %154
  %157 = udiv i32 %156, 10
  %158 = mul i32 %157, 10
  %159 = sub i32 %156, %158
  %160 = trunc i32 %159 to i8
  %161 = or i8 %160, 48
  %162 = add nuw nsw i32 %155, 1
  %163 = getelementptr inbounds [10 x i8], [10 x i8]* %18, i32 0, i32 %155
  store i8 %161, i8* %163, align 1, !tbaa !5
  %164 = icmp ult i32 %154, 10
  br i1 %164, label %165, label %153, !llvm.loop !6

165:                                              ; preds = %153, %165
  %166 = phi i32 [ %167, %165 ], [ %162, %153 ]
  %167 = add nsw i32 %166, -1
  %168 = getelementptr inbounds [10 x i8], [10 x i8]* %18, i32 0, i32 %167
  %169 = load i8, i8* %168, align 1, !tbaa !5
  store volatile i8 %169, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %170 = icmp eq i32 %167, 0
  br i1 %170, label %171, label %165, !llvm.loop !8

171:                                              ; preds = %165
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %152) #3
  br label %172

172:                                              ; preds = %150, %171
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %173 = icmp slt i32 %83, 0
  br i1 %173, label %174, label %196

174:                                              ; preds = %172
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %175 = sub i32 0, %83
  %176 = getelementptr inbounds [10 x i8], [10 x i8]* %17, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %176) #3
  br label %177

177:                                              ; preds = %177, %174
  %178 = phi i32 [ %175, %174 ], [ %181, %177 ]
  %179 = phi i32 [ 0, %174 ], [ %186, %177 ]
  %180 = freeze i32 %178
  %181 = udiv i32 %180, 10
  %182 = mul i32 %181, 10
  %183 = sub i32 %180, %182
  %184 = trunc i32 %183 to i8
  %185 = or i8 %184, 48
  %186 = add nuw nsw i32 %179, 1
  %187 = getelementptr inbounds [10 x i8], [10 x i8]* %17, i32 0, i32 %179
  store i8 %185, i8* %187, align 1, !tbaa !5
  %188 = icmp ult i32 %178, 10
  br i1 %188, label %189, label %177, !llvm.loop !6

189:                                              ; preds = %177, %189
  %190 = phi i32 [ %191, %189 ], [ %186, %177 ]
  %191 = add nsw i32 %190, -1
  %192 = getelementptr inbounds [10 x i8], [10 x i8]* %17, i32 0, i32 %191
  %193 = load i8, i8* %192, align 1, !tbaa !5
  store volatile i8 %193, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %194 = icmp eq i32 %191, 0
  br i1 %194, label %195, label %189, !llvm.loop !8

195:                                              ; preds = %189
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %176) #3
  br label %217

196:                                              ; preds = %172
  %197 = getelementptr inbounds [10 x i8], [10 x i8]* %16, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %197) #3
  br label %198

198:                                              ; preds = %198, %196
  %199 = phi i32 [ %83, %196 ], [ %202, %198 ]
  %200 = phi i32 [ 0, %196 ], [ %207, %198 ]
  %201 = freeze i32 %199
  %202 = udiv i32 %201, 10
  %203 = mul i32 %202, 10
  %204 = sub i32 %201, %203
  %205 = trunc i32 %204 to i8
  %206 = or i8 %205, 48
  %207 = add nuw nsw i32 %200, 1
  %208 = getelementptr inbounds [10 x i8], [10 x i8]* %16, i32 0, i32 %200
  store i8 %206, i8* %208, align 1, !tbaa !5
  %209 = icmp ult i32 %199, 10
  br i1 %209, label %210, label %198, !llvm.loop !6

210:                                              ; preds = %198, %210
  %211 = phi i32 [ %212, %210 ], [ %207, %198 ]
  %212 = add nsw i32 %211, -1
  %213 = getelementptr inbounds [10 x i8], [10 x i8]* %16, i32 0, i32 %212
  %214 = load i8, i8* %213, align 1, !tbaa !5
  store volatile i8 %214, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %215 = icmp eq i32 %212, 0
  br i1 %215, label %216, label %210, !llvm.loop !8

216:                                              ; preds = %210
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %197) #3
  br label %217

217:                                              ; preds = %195, %216
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %218 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 1), align 4, !tbaa !1
  %219 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 0), align 4, !tbaa !1
  store i32 %219, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 1), align 4, !tbaa !1
  store i32 %218, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 0), align 4, !tbaa !1
  %220 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 2), align 4, !tbaa !1
  %221 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 0), align 4, !tbaa !1
  store i32 %221, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 2), align 4, !tbaa !1
  store i32 %220, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 0), align 4, !tbaa !1
  %222 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 3), align 4, !tbaa !1
  %223 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 0), align 4, !tbaa !1
  store i32 %223, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 3), align 4, !tbaa !1
  store i32 %222, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 0), align 4, !tbaa !1
  %224 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 4), align 4, !tbaa !1
  %225 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 0), align 4, !tbaa !1
  store i32 %225, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 4), align 4, !tbaa !1
  store i32 %224, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 0), align 4, !tbaa !1
  %226 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 5), align 4, !tbaa !1
  %227 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 0), align 4, !tbaa !1
  store i32 %227, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 5), align 4, !tbaa !1
  store i32 %226, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 0), align 4, !tbaa !1
  %228 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 6), align 4, !tbaa !1
  %229 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 0), align 4, !tbaa !1
  store i32 %229, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 6), align 4, !tbaa !1
  store i32 %228, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 0), align 4, !tbaa !1
  %230 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 7), align 4, !tbaa !1
  %231 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 0), align 4, !tbaa !1
  store i32 %231, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 7), align 4, !tbaa !1
  store i32 %230, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 0), align 4, !tbaa !1
  %232 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 2), align 4, !tbaa !1
  %233 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 1), align 4, !tbaa !1
  store i32 %233, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 2), align 4, !tbaa !1
  store i32 %232, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 1), align 4, !tbaa !1
  %234 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 3), align 4, !tbaa !1
  %235 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 1), align 4, !tbaa !1
  store i32 %235, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 3), align 4, !tbaa !1
  store i32 %234, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 1), align 4, !tbaa !1
  %236 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 4), align 4, !tbaa !1
  %237 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 1), align 4, !tbaa !1
  store i32 %237, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 4), align 4, !tbaa !1
  store i32 %236, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 1), align 4, !tbaa !1
  %238 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 5), align 4, !tbaa !1
  %239 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 1), align 4, !tbaa !1
  store i32 %239, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 5), align 4, !tbaa !1
  store i32 %238, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 1), align 4, !tbaa !1
  %240 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 6), align 4, !tbaa !1
  %241 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 1), align 4, !tbaa !1
  store i32 %241, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 6), align 4, !tbaa !1
  store i32 %240, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 1), align 4, !tbaa !1
  %242 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 7), align 4, !tbaa !1
  %243 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 1), align 4, !tbaa !1
  store i32 %243, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 1, i32 7), align 4, !tbaa !1
  store i32 %242, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 1), align 4, !tbaa !1
  %244 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 3), align 4, !tbaa !1
  %245 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 2), align 4, !tbaa !1
  store i32 %245, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 3), align 4, !tbaa !1
  store i32 %244, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 2), align 4, !tbaa !1
  %246 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 4), align 4, !tbaa !1
  %247 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 2), align 4, !tbaa !1
  store i32 %247, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 4), align 4, !tbaa !1
  store i32 %246, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 2), align 4, !tbaa !1
  %248 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 5), align 4, !tbaa !1
  %249 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 2), align 4, !tbaa !1
  store i32 %249, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 5), align 4, !tbaa !1
  store i32 %248, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 2), align 4, !tbaa !1
  %250 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 6), align 4, !tbaa !1
  %251 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 2), align 4, !tbaa !1
  store i32 %251, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 6), align 4, !tbaa !1
  store i32 %250, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 2), align 4, !tbaa !1
  %252 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 7), align 4, !tbaa !1
  %253 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 2), align 4, !tbaa !1
  store i32 %253, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 7), align 4, !tbaa !1
  store i32 %252, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 2), align 4, !tbaa !1
  %254 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 4), align 4, !tbaa !1
  %255 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 3), align 4, !tbaa !1
  store i32 %255, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 4), align 4, !tbaa !1
  store i32 %254, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 3), align 4, !tbaa !1
  %256 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 5), align 4, !tbaa !1
  %257 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 3), align 4, !tbaa !1
  store i32 %257, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 5), align 4, !tbaa !1
  store i32 %256, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 3), align 4, !tbaa !1
  %258 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 6), align 4, !tbaa !1
  %259 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 3), align 4, !tbaa !1
  store i32 %259, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 6), align 4, !tbaa !1
  store i32 %258, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 3), align 4, !tbaa !1
  %260 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 7), align 4, !tbaa !1
  %261 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 3), align 4, !tbaa !1
  store i32 %261, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 3, i32 7), align 4, !tbaa !1
  store i32 %260, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 3), align 4, !tbaa !1
  %262 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 5), align 4, !tbaa !1
  %263 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 4), align 4, !tbaa !1
  store i32 %263, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 5), align 4, !tbaa !1
  store i32 %262, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 4), align 4, !tbaa !1
  %264 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 6), align 4, !tbaa !1
  %265 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 4), align 4, !tbaa !1
  store i32 %265, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 6), align 4, !tbaa !1
  store i32 %264, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 4), align 4, !tbaa !1
  %266 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 7), align 4, !tbaa !1
  %267 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 4), align 4, !tbaa !1
  store i32 %267, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 4, i32 7), align 4, !tbaa !1
  store i32 %266, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 4), align 4, !tbaa !1
  %268 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 6), align 4, !tbaa !1
  %269 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 5), align 4, !tbaa !1
  store i32 %269, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 6), align 4, !tbaa !1
  store i32 %268, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 5), align 4, !tbaa !1
  %270 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 7), align 4, !tbaa !1
  %271 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 5), align 4, !tbaa !1
  store i32 %271, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 5, i32 7), align 4, !tbaa !1
  store i32 %270, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 5), align 4, !tbaa !1
  %272 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 7), align 4, !tbaa !1
  %273 = load i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 6), align 4, !tbaa !1
  store i32 %273, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 6, i32 7), align 4, !tbaa !1
  store i32 %272, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 7, i32 6), align 4, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %274 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 0
  %275 = getelementptr inbounds [10 x i8], [10 x i8]* %15, i32 0, i32 0
  br label %276

276:                                              ; preds = %325, %217
  %277 = phi i32 [ 0, %217 ], [ %326, %325 ]
  %278 = icmp eq i32 %277, 0
  br i1 %278, label %280, label %279

279:                                              ; preds = %276
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  br label %280

280:                                              ; preds = %279, %276
  %281 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 %277
  %282 = load i32, i32* %281, align 4, !tbaa !1
  %283 = icmp slt i32 %282, 0
  br i1 %283, label %284, label %305

284:                                              ; preds = %280
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %285 = sub i32 0, %282
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %275) #3
  br label %286

286:                                              ; preds = %286, %284
  %287 = phi i32 [ %285, %284 ], [ %290, %286 ]
  %288 = phi i32 [ 0, %284 ], [ %295, %286 ]
  %289 = freeze i32 %287
  %290 = udiv i32 %289, 10
  %291 = mul i32 %290, 10
  %292 = sub i32 %289, %291
  %293 = trunc i32 %292 to i8
  %294 = or i8 %293, 48
  %295 = add nuw nsw i32 %288, 1
  %296 = getelementptr inbounds [10 x i8], [10 x i8]* %15, i32 0, i32 %288
  store i8 %294, i8* %296, align 1, !tbaa !5
  %297 = icmp ult i32 %287, 10
  br i1 %297, label %298, label %286, !llvm.loop !6

298:                                              ; preds = %286, %298
  %299 = phi i32 [ %300, %298 ], [ %295, %286 ]
  %300 = add nsw i32 %299, -1
  %301 = getelementptr inbounds [10 x i8], [10 x i8]* %15, i32 0, i32 %300
  %302 = load i8, i8* %301, align 1, !tbaa !5
  store volatile i8 %302, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %303 = icmp eq i32 %300, 0
  br i1 %303, label %304, label %298, !llvm.loop !8

304:                                              ; preds = %298
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %275) #3
  br label %325

305:                                              ; preds = %280
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %274) #3
  br label %306

306:                                              ; preds = %306, %305
  %307 = phi i32 [ %282, %305 ], [ %310, %306 ]
  %308 = phi i32 [ 0, %305 ], [ %315, %306 ]
  %309 = freeze i32 %307
  %310 = udiv i32 %309, 10
  %311 = mul i32 %310, 10
  %312 = sub i32 %309, %311
  %313 = trunc i32 %312 to i8
  %314 = or i8 %313, 48
  %315 = add nuw nsw i32 %308, 1
  %316 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 %308
  store i8 %314, i8* %316, align 1, !tbaa !5
  %317 = icmp ult i32 %307, 10
  br i1 %317, label %318, label %306, !llvm.loop !6

318:                                              ; preds = %306, %318
  %319 = phi i32 [ %320, %318 ], [ %315, %306 ]
  %320 = add nsw i32 %319, -1
  %321 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 %320
  %322 = load i8, i8* %321, align 1, !tbaa !5
  store volatile i8 %322, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %323 = icmp eq i32 %320, 0
  br i1 %323, label %324, label %318, !llvm.loop !8

324:                                              ; preds = %318
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %274) #3
  br label %325

325:                                              ; preds = %324, %304
  %326 = add nuw nsw i32 %277, 1
  %327 = icmp eq i32 %326, 8
  br i1 %327, label %328, label %276, !llvm.loop !10

328:                                              ; preds = %325
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store i32 0, i32* getelementptr inbounds ([65 x i32], [65 x i32]* @prefix, i32 0, i32 0), align 4, !tbaa !1
  br label %423

329:                                              ; preds = %423
  %330 = load i32, i32* getelementptr inbounds ([65 x i32], [65 x i32]* @prefix, i32 0, i32 40), align 4, !tbaa !1
  %331 = load i32, i32* getelementptr inbounds ([65 x i32], [65 x i32]* @prefix, i32 0, i32 10), align 4, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 91, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %332 = sub nsw i32 %330, %331
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %333 = icmp slt i32 %332, 0
  br i1 %333, label %334, label %356

334:                                              ; preds = %329
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %335 = sub i32 0, %332
  %336 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %336) #3
  br label %337

337:                                              ; preds = %337, %334
  %338 = phi i32 [ %335, %334 ], [ %341, %337 ]
  %339 = phi i32 [ 0, %334 ], [ %346, %337 ]
  %340 = freeze i32 %338
  %341 = udiv i32 %340, 10
  %342 = mul i32 %341, 10
  %343 = sub i32 %340, %342
  %344 = trunc i32 %343 to i8
  %345 = or i8 %344, 48
  %346 = add nuw nsw i32 %339, 1
  %347 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 %339
  store i8 %345, i8* %347, align 1, !tbaa !5
  %348 = icmp ult i32 %338, 10
  br i1 %348, label %349, label %337, !llvm.loop !6

349:                                              ; preds = %337, %349
  %350 = phi i32 [ %351, %349 ], [ %346, %337 ]
  %351 = add nsw i32 %350, -1
  %352 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 %351
  %353 = load i8, i8* %352, align 1, !tbaa !5
  store volatile i8 %353, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %354 = icmp eq i32 %351, 0
  br i1 %354, label %355, label %349, !llvm.loop !8

355:                                              ; preds = %349
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %336) #3
  br label %377

356:                                              ; preds = %329
  %357 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %357) #3
  br label %358

358:                                              ; preds = %358, %356
  %359 = phi i32 [ %332, %356 ], [ %362, %358 ]
  %360 = phi i32 [ 0, %356 ], [ %367, %358 ]
  %361 = freeze i32 %359
  %362 = udiv i32 %361, 10
  %363 = mul i32 %362, 10
  %364 = sub i32 %361, %363
  %365 = trunc i32 %364 to i8
  %366 = or i8 %365, 48
  %367 = add nuw nsw i32 %360, 1
  %368 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %360
  store i8 %366, i8* %368, align 1, !tbaa !5
  %369 = icmp ult i32 %359, 10
  br i1 %369, label %370, label %358, !llvm.loop !6

370:                                              ; preds = %358, %370
  %371 = phi i32 [ %372, %370 ], [ %367, %358 ]
  %372 = add nsw i32 %371, -1
  %373 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %372
  %374 = load i8, i8* %373, align 1, !tbaa !5
  store volatile i8 %374, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %375 = icmp eq i32 %372, 0
  br i1 %375, label %376, label %370, !llvm.loop !8

376:                                              ; preds = %370
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %357) #3
  br label %377

377:                                              ; preds = %355, %376
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %378 = load i32, i32* getelementptr inbounds ([65 x i32], [65 x i32]* @prefix, i32 0, i32 64), align 4, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %379 = icmp slt i32 %378, 0
  br i1 %379, label %380, label %402

380:                                              ; preds = %377
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %381 = sub i32 0, %378
  %382 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %382) #3
  br label %383

383:                                              ; preds = %383, %380
  %384 = phi i32 [ %381, %380 ], [ %387, %383 ]
  %385 = phi i32 [ 0, %380 ], [ %392, %383 ]
  %386 = freeze i32 %384
  %387 = udiv i32 %386, 10
  %388 = mul i32 %387, 10
  %389 = sub i32 %386, %388
  %390 = trunc i32 %389 to i8
  %391 = or i8 %390, 48
  %392 = add nuw nsw i32 %385, 1
  %393 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %385
  store i8 %391, i8* %393, align 1, !tbaa !5
  %394 = icmp ult i32 %384, 10
  br i1 %394, label %395, label %383, !llvm.loop !6

395:                                              ; preds = %383, %395
  %396 = phi i32 [ %397, %395 ], [ %392, %383 ]
  %397 = add nsw i32 %396, -1
  %398 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %397
  %399 = load i8, i8* %398, align 1, !tbaa !5
  store volatile i8 %399, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %400 = icmp eq i32 %397, 0
  br i1 %400, label %401, label %395, !llvm.loop !8

401:                                              ; preds = %395
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %382) #3
  br label %432

402:                                              ; preds = %377
  %403 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %403) #3
  br label %404

404:                                              ; preds = %404, %402
  %405 = phi i32 [ %378, %402 ], [ %408, %404 ]
  %406 = phi i32 [ 0, %402 ], [ %413, %404 ]
  %407 = freeze i32 %405
  %408 = udiv i32 %407, 10
  %409 = mul i32 %408, 10
  %410 = sub i32 %407, %409
  %411 = trunc i32 %410 to i8
  %412 = or i8 %411, 48
  %413 = add nuw nsw i32 %406, 1
  %414 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %406
  store i8 %412, i8* %414, align 1, !tbaa !5
  %415 = icmp ult i32 %405, 10
  br i1 %415, label %416, label %404, !llvm.loop !6

416:                                              ; preds = %404, %416
  %417 = phi i32 [ %418, %416 ], [ %413, %404 ]
  %418 = add nsw i32 %417, -1
  %419 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %418
  %420 = load i8, i8* %419, align 1, !tbaa !5
  store volatile i8 %420, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %421 = icmp eq i32 %418, 0
  br i1 %421, label %422, label %416, !llvm.loop !8

422:                                              ; preds = %416
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %403) #3
  br label %432

423:                                              ; preds = %328, %423
  %424 = phi i32 [ 0, %328 ], [ %428, %423 ]
  %425 = phi i32 [ 0, %328 ], [ %429, %423 ]
  %426 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 %425
  %427 = load i32, i32* %426, align 4, !tbaa !1
  %428 = add nsw i32 %427, %424
  %429 = add nuw nsw i32 %425, 1
  %430 = getelementptr inbounds [65 x i32], [65 x i32]* @prefix, i32 0, i32 %429
  store i32 %428, i32* %430, align 4, !tbaa !1
  %431 = icmp eq i32 %429, 64
  br i1 %431, label %329, label %423, !llvm.loop !11

432:                                              ; preds = %401, %422
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(198) getelementptr inbounds ([200 x i8], [200 x i8]* @sieve, i32 0, i32 2), i8 1, i32 198, i1 false), !tbaa !5
  br label %433

433:                                              ; preds = %448, %432
  %434 = phi i8 [ %451, %448 ], [ 1, %432 ]
  %435 = phi i32 [ %449, %448 ], [ 4, %432 ]
  %436 = phi i32 [ %446, %448 ], [ 2, %432 ]
  %437 = icmp ne i8 %434, 0
  %438 = icmp ult i32 %435, 200
  %439 = select i1 %437, i1 %438, i1 false
  br i1 %439, label %440, label %445

440:                                              ; preds = %433, %440
  %441 = phi i32 [ %443, %440 ], [ %435, %433 ]
  %442 = getelementptr inbounds [200 x i8], [200 x i8]* @sieve, i32 0, i32 %441
  store i8 0, i8* %442, align 1, !tbaa !5
  %443 = add nuw nsw i32 %441, %436
  %444 = icmp ult i32 %443, 200
  br i1 %444, label %440, label %445, !llvm.loop !12

445:                                              ; preds = %440, %433
  %446 = add nuw nsw i32 %436, 1
  %447 = icmp eq i32 %446, 15
  br i1 %447, label %638, label %448, !llvm.loop !13

448:                                              ; preds = %445
  %449 = mul nsw i32 %446, %446
  %450 = getelementptr inbounds [200 x i8], [200 x i8]* @sieve, i32 0, i32 %446
  %451 = load i8, i8* %450, align 1, !tbaa !5
  br label %433

452:                                              ; preds = %638
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %453 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %453) #3
  br label %454

454:                                              ; preds = %454, %452
  %455 = phi i32 [ %647, %452 ], [ %458, %454 ]
  %456 = phi i32 [ 0, %452 ], [ %463, %454 ]
  %457 = freeze i32 %455
  %458 = udiv i32 %457, 10
  %459 = mul i32 %458, 10
  %460 = sub i32 %457, %459
  %461 = trunc i32 %460 to i8
  %462 = or i8 %461, 48
  %463 = add nuw nsw i32 %456, 1
  %464 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %456
  store i8 %462, i8* %464, align 1, !tbaa !5
  %465 = icmp ult i32 %455, 10
  br i1 %465, label %466, label %454, !llvm.loop !6

466:                                              ; preds = %454, %466
  %467 = phi i32 [ %468, %466 ], [ %463, %454 ]
  %468 = add nsw i32 %467, -1
  %469 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %468
  %470 = load i8, i8* %469, align 1, !tbaa !5
  store volatile i8 %470, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %471 = icmp eq i32 %468, 0
  br i1 %471, label %472, label %466, !llvm.loop !8

472:                                              ; preds = %466
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %453) #3
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %473 = icmp slt i32 %648, 0
  br i1 %473, label %474, label %496

474:                                              ; preds = %472
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %475 = sub i32 0, %648
  %476 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %476) #3
  br label %477

477:                                              ; preds = %477, %474
  %478 = phi i32 [ %475, %474 ], [ %481, %477 ]
  %479 = phi i32 [ 0, %474 ], [ %486, %477 ]
  %480 = freeze i32 %478
  %481 = udiv i32 %480, 10
  %482 = mul i32 %481, 10
  %483 = sub i32 %480, %482
  %484 = trunc i32 %483 to i8
  %485 = or i8 %484, 48
  %486 = add nuw nsw i32 %479, 1
  %487 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %479
  store i8 %485, i8* %487, align 1, !tbaa !5
  %488 = icmp ult i32 %478, 10
  br i1 %488, label %489, label %477, !llvm.loop !6

489:                                              ; preds = %477, %489
  %490 = phi i32 [ %491, %489 ], [ %486, %477 ]
  %491 = add nsw i32 %490, -1
  %492 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %491
  %493 = load i8, i8* %492, align 1, !tbaa !5
  store volatile i8 %493, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %494 = icmp eq i32 %491, 0
  br i1 %494, label %495, label %489, !llvm.loop !8

495:                                              ; preds = %489
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %476) #3
  br label %517

496:                                              ; preds = %472
  %497 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %497) #3
  br label %498

498:                                              ; preds = %498, %496
  %499 = phi i32 [ %648, %496 ], [ %502, %498 ]
  %500 = phi i32 [ 0, %496 ], [ %507, %498 ]
  %501 = freeze i32 %499
  %502 = udiv i32 %501, 10
  %503 = mul i32 %502, 10
  %504 = sub i32 %501, %503
  %505 = trunc i32 %504 to i8
  %506 = or i8 %505, 48
  %507 = add nuw nsw i32 %500, 1
  %508 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %500
  store i8 %506, i8* %508, align 1, !tbaa !5
  %509 = icmp ult i32 %499, 10
  br i1 %509, label %510, label %498, !llvm.loop !6

510:                                              ; preds = %498, %510
  %511 = phi i32 [ %512, %510 ], [ %507, %498 ]
  %512 = add nsw i32 %511, -1
  %513 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %512
  %514 = load i8, i8* %513, align 1, !tbaa !5
  store volatile i8 %514, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %515 = icmp eq i32 %512, 0
  br i1 %515, label %516, label %510, !llvm.loop !8

516:                                              ; preds = %510
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %497) #3
  br label %517

517:                                              ; preds = %495, %516
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %518 = bitcast [4 x [4 x i32]]* %22 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %518) #3
  %519 = bitcast [4 x [4 x i32]]* %23 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %519) #3
  %520 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 0, i32 0
  store i32 0, i32* %520, align 4, !tbaa !1
  %521 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 0, i32 1
  store i32 1, i32* %521, align 4, !tbaa !1
  %522 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 0, i32 2
  store i32 2, i32* %522, align 4, !tbaa !1
  %523 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 0, i32 3
  store i32 3, i32* %523, align 4, !tbaa !1
  %524 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 1, i32 0
  store i32 1, i32* %524, align 4, !tbaa !1
  %525 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 1, i32 1
  store i32 2, i32* %525, align 4, !tbaa !1
  %526 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 1, i32 2
  store i32 3, i32* %526, align 4, !tbaa !1
  %527 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 1, i32 3
  store i32 4, i32* %527, align 4, !tbaa !1
  %528 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 2, i32 0
  store i32 2, i32* %528, align 4, !tbaa !1
  %529 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 2, i32 1
  store i32 3, i32* %529, align 4, !tbaa !1
  %530 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 2, i32 2
  store i32 4, i32* %530, align 4, !tbaa !1
  %531 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 2, i32 3
  store i32 5, i32* %531, align 4, !tbaa !1
  %532 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 3, i32 0
  store i32 3, i32* %532, align 4, !tbaa !1
  %533 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 3, i32 1
  store i32 4, i32* %533, align 4, !tbaa !1
  %534 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 3, i32 2
  store i32 5, i32* %534, align 4, !tbaa !1
  %535 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 3, i32 3
  store i32 6, i32* %535, align 4, !tbaa !1
  %536 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %23, i32 0, i32 0, i32 0
  store i32 14, i32* %536, align 4, !tbaa !1
  %537 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %23, i32 0, i32 0, i32 1
  store i32 10, i32* %537, align 4, !tbaa !1
  %538 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %23, i32 0, i32 0, i32 2
  store i32 6, i32* %538, align 4, !tbaa !1
  %539 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %23, i32 0, i32 0, i32 3
  store i32 2, i32* %539, align 4, !tbaa !1
  %540 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 1, i32 0
  %541 = load i32, i32* %540, align 4, !tbaa !1
  %542 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 1, i32 1
  %543 = load i32, i32* %542, align 4, !tbaa !1
  %544 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 1, i32 2
  %545 = load i32, i32* %544, align 4, !tbaa !1
  %546 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 1, i32 3
  %547 = load i32, i32* %546, align 4, !tbaa !1
  %548 = shl nsw i32 %541, 1
  %549 = add nsw i32 %543, %548
  %550 = shl nsw i32 %545, 1
  %551 = add nsw i32 %549, %550
  %552 = mul nsw i32 %547, 3
  %553 = add nsw i32 %551, %552
  %554 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %23, i32 0, i32 1, i32 0
  store i32 %553, i32* %554, align 4, !tbaa !1
  %555 = shl nsw i32 %543, 1
  %556 = sub i32 %555, %541
  %557 = add nsw i32 %556, %545
  %558 = shl nsw i32 %547, 1
  %559 = add nsw i32 %557, %558
  %560 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %23, i32 0, i32 1, i32 1
  store i32 %559, i32* %560, align 4, !tbaa !1
  %561 = mul nsw i32 %541, -2
  %562 = sub i32 %561, %543
  %563 = add nsw i32 %562, %550
  %564 = add nsw i32 %563, %547
  %565 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %23, i32 0, i32 1, i32 2
  store i32 %564, i32* %565, align 4, !tbaa !1
  %566 = mul nsw i32 %541, -3
  %567 = mul nsw i32 %543, -2
  %568 = add nsw i32 %567, %566
  %569 = sub i32 %568, %545
  %570 = add nsw i32 %569, %558
  %571 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %23, i32 0, i32 1, i32 3
  store i32 %570, i32* %571, align 4, !tbaa !1
  %572 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 2, i32 0
  %573 = load i32, i32* %572, align 4, !tbaa !1
  %574 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 2, i32 1
  %575 = load i32, i32* %574, align 4, !tbaa !1
  %576 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 2, i32 2
  %577 = load i32, i32* %576, align 4, !tbaa !1
  %578 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 2, i32 3
  %579 = load i32, i32* %578, align 4, !tbaa !1
  %580 = shl nsw i32 %573, 1
  %581 = add nsw i32 %575, %580
  %582 = shl nsw i32 %577, 1
  %583 = add nsw i32 %581, %582
  %584 = mul nsw i32 %579, 3
  %585 = add nsw i32 %583, %584
  %586 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %23, i32 0, i32 2, i32 0
  store i32 %585, i32* %586, align 4, !tbaa !1
  %587 = shl nsw i32 %575, 1
  %588 = sub i32 %587, %573
  %589 = add nsw i32 %588, %577
  %590 = shl nsw i32 %579, 1
  %591 = add nsw i32 %589, %590
  %592 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %23, i32 0, i32 2, i32 1
  store i32 %591, i32* %592, align 4, !tbaa !1
  %593 = mul nsw i32 %573, -2
  %594 = sub i32 %593, %575
  %595 = add nsw i32 %594, %582
  %596 = add nsw i32 %595, %579
  %597 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %23, i32 0, i32 2, i32 2
  store i32 %596, i32* %597, align 4, !tbaa !1
  %598 = mul nsw i32 %573, -3
  %599 = mul nsw i32 %575, -2
  %600 = add nsw i32 %599, %598
  %601 = sub i32 %600, %577
  %602 = add nsw i32 %601, %590
  %603 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %23, i32 0, i32 2, i32 3
  store i32 %602, i32* %603, align 4, !tbaa !1
  %604 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 3, i32 0
  %605 = load i32, i32* %604, align 4, !tbaa !1
  %606 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 3, i32 1
  %607 = load i32, i32* %606, align 4, !tbaa !1
  %608 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 3, i32 2
  %609 = load i32, i32* %608, align 4, !tbaa !1
  %610 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 3, i32 3
  %611 = load i32, i32* %610, align 4, !tbaa !1
  %612 = shl nsw i32 %605, 1
  %613 = add nsw i32 %607, %612
  %614 = shl nsw i32 %609, 1
  %615 = add nsw i32 %613, %614
  %616 = mul nsw i32 %611, 3
  %617 = add nsw i32 %615, %616
  %618 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %23, i32 0, i32 3, i32 0
  store i32 %617, i32* %618, align 4, !tbaa !1
  %619 = shl nsw i32 %607, 1
  %620 = sub i32 %619, %605
  %621 = add nsw i32 %620, %609
  %622 = shl nsw i32 %611, 1
  %623 = add nsw i32 %621, %622
  %624 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %23, i32 0, i32 3, i32 1
  store i32 %623, i32* %624, align 4, !tbaa !1
  %625 = mul nsw i32 %605, -2
  %626 = sub i32 %625, %607
  %627 = add nsw i32 %626, %614
  %628 = add nsw i32 %627, %611
  %629 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %23, i32 0, i32 3, i32 2
  store i32 %628, i32* %629, align 4, !tbaa !1
  %630 = mul nsw i32 %605, -3
  %631 = mul nsw i32 %607, -2
  %632 = add nsw i32 %631, %630
  %633 = sub i32 %632, %609
  %634 = add nsw i32 %633, %622
  %635 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %23, i32 0, i32 3, i32 3
  store i32 %634, i32* %635, align 4, !tbaa !1
  %636 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  %637 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 0
  br label %651

638:                                              ; preds = %445, %638
  %639 = phi i32 [ %649, %638 ], [ 0, %445 ]
  %640 = phi i32 [ %648, %638 ], [ 0, %445 ]
  %641 = phi i32 [ %647, %638 ], [ 0, %445 ]
  %642 = getelementptr inbounds [200 x i8], [200 x i8]* @sieve, i32 0, i32 %639
  %643 = load i8, i8* %642, align 1, !tbaa !5
  %644 = icmp eq i8 %643, 0
  %645 = xor i1 %644, true
  %646 = zext i1 %645 to i32
  %647 = add nuw nsw i32 %641, %646
  %648 = select i1 %644, i32 %640, i32 %639
  %649 = add nuw nsw i32 %639, 1
  %650 = icmp eq i32 %649, 200
  br i1 %650, label %452, label %638, !llvm.loop !14

651:                                              ; preds = %517, %705
  %652 = phi i32 [ 0, %517 ], [ %706, %705 ]
  br label %653

653:                                              ; preds = %702, %651
  %654 = phi i32 [ 0, %651 ], [ %703, %702 ]
  %655 = icmp eq i32 %654, 0
  br i1 %655, label %657, label %656

656:                                              ; preds = %653
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  br label %657

657:                                              ; preds = %656, %653
  %658 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %23, i32 0, i32 %652, i32 %654
  %659 = load i32, i32* %658, align 4, !tbaa !1
  %660 = icmp slt i32 %659, 0
  br i1 %660, label %661, label %682

661:                                              ; preds = %657
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %662 = sub i32 0, %659
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %637) #3
  br label %663

663:                                              ; preds = %663, %661
  %664 = phi i32 [ %662, %661 ], [ %667, %663 ]
  %665 = phi i32 [ 0, %661 ], [ %672, %663 ]
  %666 = freeze i32 %664
  %667 = udiv i32 %666, 10
  %668 = mul i32 %667, 10
  %669 = sub i32 %666, %668
  %670 = trunc i32 %669 to i8
  %671 = or i8 %670, 48
  %672 = add nuw nsw i32 %665, 1
  %673 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %665
  store i8 %671, i8* %673, align 1, !tbaa !5
  %674 = icmp ult i32 %664, 10
  br i1 %674, label %675, label %663, !llvm.loop !6

675:                                              ; preds = %663, %675
  %676 = phi i32 [ %677, %675 ], [ %672, %663 ]
  %677 = add nsw i32 %676, -1
  %678 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %677
  %679 = load i8, i8* %678, align 1, !tbaa !5
  store volatile i8 %679, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %680 = icmp eq i32 %677, 0
  br i1 %680, label %681, label %675, !llvm.loop !8

681:                                              ; preds = %675
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %637) #3
  br label %702

682:                                              ; preds = %657
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %636) #3
  br label %683

683:                                              ; preds = %683, %682
  %684 = phi i32 [ %659, %682 ], [ %687, %683 ]
  %685 = phi i32 [ 0, %682 ], [ %692, %683 ]
  %686 = freeze i32 %684
  %687 = udiv i32 %686, 10
  %688 = mul i32 %687, 10
  %689 = sub i32 %686, %688
  %690 = trunc i32 %689 to i8
  %691 = or i8 %690, 48
  %692 = add nuw nsw i32 %685, 1
  %693 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %685
  store i8 %691, i8* %693, align 1, !tbaa !5
  %694 = icmp ult i32 %684, 10
  br i1 %694, label %695, label %683, !llvm.loop !6

695:                                              ; preds = %683, %695
  %696 = phi i32 [ %697, %695 ], [ %692, %683 ]
  %697 = add nsw i32 %696, -1
  %698 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %697
  %699 = load i8, i8* %698, align 1, !tbaa !5
  store volatile i8 %699, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %700 = icmp eq i32 %697, 0
  br i1 %700, label %701, label %695, !llvm.loop !8

701:                                              ; preds = %695
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %636) #3
  br label %702

702:                                              ; preds = %701, %681
  %703 = add nuw nsw i32 %654, 1
  %704 = icmp eq i32 %703, 4
  br i1 %704, label %705, label %653, !llvm.loop !10

705:                                              ; preds = %702
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %706 = add nuw nsw i32 %652, 1
  %707 = icmp eq i32 %706, 4
  br i1 %707, label %708, label %651, !llvm.loop !15

708:                                              ; preds = %705
  %709 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %23, i32 0, i32 0, i32 0
  %710 = load i32, i32* %709, align 4, !tbaa !1
  %711 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %23, i32 0, i32 1, i32 1
  %712 = load i32, i32* %711, align 4, !tbaa !1
  %713 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %23, i32 0, i32 2, i32 2
  %714 = load i32, i32* %713, align 4, !tbaa !1
  %715 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %23, i32 0, i32 3, i32 3
  %716 = load i32, i32* %715, align 4, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %717 = add nsw i32 %712, %710
  %718 = add nsw i32 %714, %717
  %719 = add nsw i32 %716, %718
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %720 = icmp slt i32 %719, 0
  br i1 %720, label %721, label %743

721:                                              ; preds = %708
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %722 = sub i32 0, %719
  %723 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %723) #3
  br label %724

724:                                              ; preds = %724, %721
  %725 = phi i32 [ %722, %721 ], [ %728, %724 ]
  %726 = phi i32 [ 0, %721 ], [ %733, %724 ]
  %727 = freeze i32 %725
  %728 = udiv i32 %727, 10
  %729 = mul i32 %728, 10
  %730 = sub i32 %727, %729
  %731 = trunc i32 %730 to i8
  %732 = or i8 %731, 48
  %733 = add nuw nsw i32 %726, 1
  %734 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %726
  store i8 %732, i8* %734, align 1, !tbaa !5
  %735 = icmp ult i32 %725, 10
  br i1 %735, label %736, label %724, !llvm.loop !6

736:                                              ; preds = %724, %736
  %737 = phi i32 [ %738, %736 ], [ %733, %724 ]
  %738 = add nsw i32 %737, -1
  %739 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %738
  %740 = load i8, i8* %739, align 1, !tbaa !5
  store volatile i8 %740, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %741 = icmp eq i32 %738, 0
  br i1 %741, label %742, label %736, !llvm.loop !8

742:                                              ; preds = %736
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %723) #3
  br label %764

743:                                              ; preds = %708
  %744 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %744) #3
  br label %745

745:                                              ; preds = %745, %743
  %746 = phi i32 [ %719, %743 ], [ %749, %745 ]
  %747 = phi i32 [ 0, %743 ], [ %754, %745 ]
  %748 = freeze i32 %746
  %749 = udiv i32 %748, 10
  %750 = mul i32 %749, 10
  %751 = sub i32 %748, %750
  %752 = trunc i32 %751 to i8
  %753 = or i8 %752, 48
  %754 = add nuw nsw i32 %747, 1
  %755 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %747
  store i8 %753, i8* %755, align 1, !tbaa !5
  %756 = icmp ult i32 %746, 10
  br i1 %756, label %757, label %745, !llvm.loop !6

757:                                              ; preds = %745, %757
  %758 = phi i32 [ %759, %757 ], [ %754, %745 ]
  %759 = add nsw i32 %758, -1
  %760 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %759
  %761 = load i8, i8* %760, align 1, !tbaa !5
  store volatile i8 %761, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %762 = icmp eq i32 %759, 0
  br i1 %762, label %763, label %757, !llvm.loop !8

763:                                              ; preds = %757
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %744) #3
  br label %764

764:                                              ; preds = %742, %763
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %765 = bitcast [10 x i32]* %24 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %765) #3
  %766 = getelementptr inbounds [10 x i32], [10 x i32]* %24, i32 0, i32 0
  %767 = getelementptr inbounds [10 x i32], [10 x i32]* %24, i32 0, i32 1
  store i32 1, i32* %767, align 4, !tbaa !1
  %768 = getelementptr inbounds [10 x i32], [10 x i32]* %24, i32 0, i32 2
  %769 = getelementptr inbounds [10 x i32], [10 x i32]* %24, i32 0, i32 3
  store i32 9, i32* %769, align 4, !tbaa !1
  %770 = getelementptr inbounds [10 x i32], [10 x i32]* %24, i32 0, i32 4
  store i32 16, i32* %770, align 4, !tbaa !1
  %771 = getelementptr inbounds [10 x i32], [10 x i32]* %24, i32 0, i32 5
  store i32 25, i32* %771, align 4, !tbaa !1
  %772 = getelementptr inbounds [10 x i32], [10 x i32]* %24, i32 0, i32 6
  store i32 36, i32* %772, align 4, !tbaa !1
  %773 = getelementptr inbounds [10 x i32], [10 x i32]* %24, i32 0, i32 7
  store i32 49, i32* %773, align 4, !tbaa !1
  %774 = getelementptr inbounds [10 x i32], [10 x i32]* %24, i32 0, i32 8
  store i32 64, i32* %774, align 4, !tbaa !1
  %775 = getelementptr inbounds [10 x i32], [10 x i32]* %24, i32 0, i32 9
  store i32 81, i32* %775, align 4, !tbaa !1
  store i32 4, i32* %766, align 4, !tbaa !1
  store i32 0, i32* %768, align 4, !tbaa !1
  %776 = getelementptr inbounds [10 x i32], [10 x i32]* %24, i32 0, i32 9
  store i32 81, i32* %769, align 4, !tbaa !1
  store i32 9, i32* %776, align 4, !tbaa !1
  br label %777

777:                                              ; preds = %764, %777
  %778 = phi i32 [ 5, %764 ], [ %786, %777 ]
  %779 = phi i32 [ 1, %764 ], [ %785, %777 ]
  %780 = getelementptr inbounds i32, i32* %769, i32 %779
  %781 = load i32, i32* %780, align 4, !tbaa !1
  %782 = getelementptr inbounds i32, i32* %769, i32 %779
  %783 = getelementptr inbounds i32, i32* %769, i32 %778
  %784 = load i32, i32* %783, align 4, !tbaa !1
  store i32 %784, i32* %782, align 4, !tbaa !1
  store i32 %781, i32* %783, align 4, !tbaa !1
  %785 = add nuw nsw i32 %779, 1
  %786 = add nsw i32 %778, -1
  %787 = icmp ult i32 %785, %786
  br i1 %787, label %777, label %788, !llvm.loop !16

788:                                              ; preds = %777, %788
  %789 = phi i32 [ %796, %788 ], [ 9, %777 ]
  %790 = phi i32 [ %795, %788 ], [ 0, %777 ]
  %791 = getelementptr inbounds [10 x i32], [10 x i32]* %24, i32 0, i32 %790
  %792 = load i32, i32* %791, align 4, !tbaa !1
  %793 = getelementptr inbounds [10 x i32], [10 x i32]* %24, i32 0, i32 %789
  %794 = load i32, i32* %793, align 4, !tbaa !1
  store i32 %794, i32* %791, align 4, !tbaa !1
  store i32 %792, i32* %793, align 4, !tbaa !1
  %795 = add nuw nsw i32 %790, 1
  %796 = add nsw i32 %789, -1
  %797 = icmp ult i32 %795, %796
  br i1 %797, label %788, label %798, !llvm.loop !16

798:                                              ; preds = %788
  %799 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  %800 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  br label %801

801:                                              ; preds = %850, %798
  %802 = phi i32 [ 0, %798 ], [ %851, %850 ]
  %803 = icmp eq i32 %802, 0
  br i1 %803, label %805, label %804

804:                                              ; preds = %801
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  br label %805

805:                                              ; preds = %804, %801
  %806 = getelementptr inbounds [10 x i32], [10 x i32]* %24, i32 0, i32 %802
  %807 = load i32, i32* %806, align 4, !tbaa !1
  %808 = icmp slt i32 %807, 0
  br i1 %808, label %809, label %830

809:                                              ; preds = %805
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %810 = sub i32 0, %807
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %800) #3
  br label %811

811:                                              ; preds = %811, %809
  %812 = phi i32 [ %810, %809 ], [ %815, %811 ]
  %813 = phi i32 [ 0, %809 ], [ %820, %811 ]
  %814 = freeze i32 %812
  %815 = udiv i32 %814, 10
  %816 = mul i32 %815, 10
  %817 = sub i32 %814, %816
  %818 = trunc i32 %817 to i8
  %819 = or i8 %818, 48
  %820 = add nuw nsw i32 %813, 1
  %821 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %813
  store i8 %819, i8* %821, align 1, !tbaa !5
  %822 = icmp ult i32 %812, 10
  br i1 %822, label %823, label %811, !llvm.loop !6

823:                                              ; preds = %811, %823
  %824 = phi i32 [ %825, %823 ], [ %820, %811 ]
  %825 = add nsw i32 %824, -1
  %826 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %825
  %827 = load i8, i8* %826, align 1, !tbaa !5
  store volatile i8 %827, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %828 = icmp eq i32 %825, 0
  br i1 %828, label %829, label %823, !llvm.loop !8

829:                                              ; preds = %823
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %800) #3
  br label %850

830:                                              ; preds = %805
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %799) #3
  br label %831

831:                                              ; preds = %831, %830
  %832 = phi i32 [ %807, %830 ], [ %835, %831 ]
  %833 = phi i32 [ 0, %830 ], [ %840, %831 ]
  %834 = freeze i32 %832
  %835 = udiv i32 %834, 10
  %836 = mul i32 %835, 10
  %837 = sub i32 %834, %836
  %838 = trunc i32 %837 to i8
  %839 = or i8 %838, 48
  %840 = add nuw nsw i32 %833, 1
  %841 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %833
  store i8 %839, i8* %841, align 1, !tbaa !5
  %842 = icmp ult i32 %832, 10
  br i1 %842, label %843, label %831, !llvm.loop !6

843:                                              ; preds = %831, %843
  %844 = phi i32 [ %845, %843 ], [ %840, %831 ]
  %845 = add nsw i32 %844, -1
  %846 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %845
  %847 = load i8, i8* %846, align 1, !tbaa !5
  store volatile i8 %847, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %848 = icmp eq i32 %845, 0
  br i1 %848, label %849, label %843, !llvm.loop !8

849:                                              ; preds = %843
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %799) #3
  br label %850

850:                                              ; preds = %849, %829
  %851 = add nuw nsw i32 %802, 1
  %852 = icmp eq i32 %851, 10
  br i1 %852, label %853, label %801, !llvm.loop !10

853:                                              ; preds = %850
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 120, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %854 = load i32, i32* getelementptr inbounds ([65 x i32], [65 x i32]* @prefix, i32 0, i32 64), align 4, !tbaa !1
  %855 = add nsw i32 %854, %719
  %856 = and i32 %855, 127
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %765) #3
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %519) #3
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %518) #3
  ret i32 %856
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #2

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { nounwind }

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
