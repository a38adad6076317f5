; ModuleID = 'recursion.c'
source_filename = "recursion.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@perm = internal unnamed_addr global [10 x i32] zeroinitializer, align 4
@.str.5 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1
@cols = internal unnamed_addr global [16 x i32] zeroinitializer, align 4

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @fib(i32 noundef signext 22)
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %2 = lshr i32 %1, 28
  %3 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %2
  %4 = load i8, i8* %3, align 1, !tbaa !1
  store volatile i8 %4, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %5 = lshr i32 %1, 24
  %6 = and i32 %5, 15
  %7 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %6
  %8 = load i8, i8* %7, align 1, !tbaa !1
  store volatile i8 %8, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %9 = lshr i32 %1, 20
  %10 = and i32 %9, 15
  %11 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %10
  %12 = load i8, i8* %11, align 1, !tbaa !1
  store volatile i8 %12, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %13 = lshr i32 %1, 16
  %14 = and i32 %13, 15
  %15 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %14
  %16 = load i8, i8* %15, align 1, !tbaa !1
  store volatile i8 %16, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %17 = lshr i32 %1, 12
  %18 = and i32 %17, 15
  %19 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %18
  %20 = load i8, i8* %19, align 1, !tbaa !1
  store volatile i8 %20, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %21 = lshr i32 %1, 8
  %22 = and i32 %21, 15
  %23 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %22
  %24 = load i8, i8* %23, align 1, !tbaa !1
  store volatile i8 %24, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %25 = lshr i32 %1, 4
  %26 = and i32 %25, 15
  %27 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %26
  %28 = load i8, i8* %27, align 1, !tbaa !1
  store volatile i8 %28, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %29 = and i32 %1, 15
  %30 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %29
  %31 = load i8, i8* %30, align 1, !tbaa !1
  store volatile i8 %31, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %32 = tail call fastcc i32 @ack(i32 noundef signext 2, i32 noundef signext 300)
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 107, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %33 = lshr i32 %32, 28
  %34 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %33
  %35 = load i8, i8* %34, align 1, !tbaa !1
  store volatile i8 %35, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %36 = lshr i32 %32, 24
  %37 = and i32 %36, 15
  %38 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %37
  %39 = load i8, i8* %38, align 1, !tbaa !1
  store volatile i8 %39, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %40 = lshr i32 %32, 20
  %41 = and i32 %40, 15
  %42 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %41
  %43 = load i8, i8* %42, align 1, !tbaa !1
  store volatile i8 %43, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %44 = lshr i32 %32, 16
  %45 = and i32 %44, 15
  %46 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %45
  %47 = load i8, i8* %46, align 1, !tbaa !1
  store volatile i8 %47, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %48 = lshr i32 %32, 12
  %49 = and i32 %48, 15
  %50 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %49
  %51 = load i8, i8* %50, align 1, !tbaa !1
  store volatile i8 %51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %52 = lshr i32 %32, 8
  %53 = and i32 %52, 15
  %54 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %53
  %55 = load i8, i8* %54, align 1, !tbaa !1
  store volatile i8 %55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %56 = lshr i32 %32, 4
  %57 = and i32 %56, 15
  %58 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %57
  %59 = load i8, i8* %58, align 1, !tbaa !1
  store volatile i8 %59, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %60 = and i32 %32, 15
  %61 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %60
  %62 = load i8, i8* %61, align 1, !tbaa !1
  store volatile i8 %62, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %63 = tail call fastcc i32 @hanoi(i32 noundef signext 13, i32 noundef signext 0, i32 noundef signext 2, i32 noundef signext 1)
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %64 = lshr i32 %63, 28
  %65 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %64
  %66 = load i8, i8* %65, align 1, !tbaa !1
  store volatile i8 %66, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %67 = lshr i32 %63, 24
  %68 = and i32 %67, 15
  %69 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %68
  %70 = load i8, i8* %69, align 1, !tbaa !1
  store volatile i8 %70, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %71 = lshr i32 %63, 20
  %72 = and i32 %71, 15
  %73 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %72
  %74 = load i8, i8* %73, align 1, !tbaa !1
  store volatile i8 %74, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %75 = lshr i32 %63, 16
  %76 = and i32 %75, 15
  %77 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %76
  %78 = load i8, i8* %77, align 1, !tbaa !1
  store volatile i8 %78, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %79 = lshr i32 %63, 12
  %80 = and i32 %79, 15
  %81 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %80
  %82 = load i8, i8* %81, align 1, !tbaa !1
  store volatile i8 %82, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %83 = lshr i32 %63, 8
  %84 = and i32 %83, 15
  %85 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %84
  %86 = load i8, i8* %85, align 1, !tbaa !1
  store volatile i8 %86, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %87 = lshr i32 %63, 4
  %88 = and i32 %87, 15
  %89 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %88
  %90 = load i8, i8* %89, align 1, !tbaa !1
  store volatile i8 %90, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %91 = and i32 %63, 15
  %92 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %91
  %93 = load i8, i8* %92, align 1, !tbaa !1
  store volatile i8 %93, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %94 = tail call fastcc i32 @queens(i32 noundef signext 0)
  store volatile i8 113, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %95 = lshr i32 %94, 28
  %96 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %95
  %97 = load i8, i8* %96, align 1, !tbaa !1
  store volatile i8 %97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %98 = lshr i32 %94, 24
  %99 = and i32 %98, 15
  %100 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %99
  %101 = load i8, i8* %100, align 1, !tbaa !1
  store volatile i8 %101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %102 = lshr i32 %94, 20
  %103 = and i32 %102, 15
  %104 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %103
  %105 = load i8, i8* %104, align 1, !tbaa !1
  store volatile i8 %105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %106 = lshr i32 %94, 16
  %107 = and i32 %106, 15
  %108 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %107
  %109 = load i8, i8* %108, align 1, !tbaa !1
  store volatile i8 %109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %110 = lshr i32 %94, 12
  %111 = and i32 %110, 15
  %112 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %111
  %113 = load i8, i8* %112, align 1, !tbaa !1
  store volatile i8 %113, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %114 = lshr i32 %94, 8
  %115 = and i32 %114, 15
  %116 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %115
  %117 = load i8, i8* %116, align 1, !tbaa !1
  store volatile i8 %117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %118 = lshr i32 %94, 4
  %119 = and i32 %118, 15
  %120 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %119
  %121 = load i8, i8* %120, align 1, !tbaa !1
  store volatile i8 %121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %122 = and i32 %94, 15
  %123 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %122
  %124 = load i8, i8* %123, align 1, !tbaa !1
  store volatile i8 %124, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store i32 0, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @perm, i32 0, i32 0), align 4, !tbaa !4
  store i32 1, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @perm, i32 0, i32 1), align 4, !tbaa !4
  store i32 2, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @perm, i32 0, i32 2), align 4, !tbaa !4
  store i32 3, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @perm, i32 0, i32 3), align 4, !tbaa !4
  store i32 4, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @perm, i32 0, i32 4), align 4, !tbaa !4
  store i32 5, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @perm, i32 0, i32 5), align 4, !tbaa !4
  store i32 6, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @perm, i32 0, i32 6), align 4, !tbaa !4
  %125 = tail call fastcc i32 @permute(i32 noundef signext 0)
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %126 = lshr i32 %125, 28
  %127 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %126
  %128 = load i8, i8* %127, align 1, !tbaa !1
  store volatile i8 %128, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %129 = lshr i32 %125, 24
  %130 = and i32 %129, 15
  %131 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %130
  %132 = load i8, i8* %131, align 1, !tbaa !1
  store volatile i8 %132, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %133 = lshr i32 %125, 20
  %134 = and i32 %133, 15
  %135 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %134
  %136 = load i8, i8* %135, align 1, !tbaa !1
  store volatile i8 %136, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %137 = lshr i32 %125, 16
  %138 = and i32 %137, 15
  %139 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %138
  %140 = load i8, i8* %139, align 1, !tbaa !1
  store volatile i8 %140, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %141 = lshr i32 %125, 12
  %142 = and i32 %141, 15
  %143 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %142
  %144 = load i8, i8* %143, align 1, !tbaa !1
  store volatile i8 %144, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %145 = lshr i32 %125, 8
  %146 = and i32 %145, 15
  %147 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %146
  %148 = load i8, i8* %147, align 1, !tbaa !1
  store volatile i8 %148, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %149 = lshr i32 %125, 4
  %150 = and i32 %149, 15
  %151 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %150
  %152 = load i8, i8* %151, align 1, !tbaa !1
  store volatile i8 %152, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %153 = and i32 %125, 15
  %154 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %153
  %155 = load i8, i8* %154, align 1, !tbaa !1
  store volatile i8 %155, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
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
define internal fastcc i32 @ack(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #1 {
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
  %17 = tail call fastcc i32 @ack(i32 noundef signext %9, i32 noundef signext %16)
  br label %11
}

; Function Attrs: nofree noinline nosync nounwind readnone
define internal fastcc i32 @hanoi(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3) unnamed_addr #1 {
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %20, label %6

6:                                                ; preds = %4, %6
  %7 = phi i32 [ %8, %6 ], [ %3, %4 ]
  %8 = phi i32 [ %7, %6 ], [ %1, %4 ]
  %9 = phi i32 [ %11, %6 ], [ %0, %4 ]
  %10 = phi i32 [ %18, %6 ], [ 0, %4 ]
  %11 = add nsw i32 %9, -1
  %12 = tail call fastcc i32 @hanoi(i32 noundef signext %11, i32 noundef signext %8, i32 noundef signext %7, i32 noundef signext %2)
  %13 = mul nsw i32 %8, 3
  %14 = add nsw i32 %13, %2
  %15 = urem i32 %14, 5
  %16 = add i32 %10, 1
  %17 = add i32 %16, %15
  %18 = add i32 %17, %12
  %19 = icmp eq i32 %11, 0
  br i1 %19, label %20, label %6

20:                                               ; preds = %6, %4
  %21 = phi i32 [ 0, %4 ], [ %18, %6 ]
  ret i32 %21
}

; Function Attrs: nofree noinline nosync nounwind
define internal fastcc i32 @queens(i32 noundef signext %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 7
  br i1 %2, label %37, label %3

3:                                                ; preds = %1
  %4 = icmp sgt i32 %0, 0
  %5 = getelementptr inbounds [16 x i32], [16 x i32]* @cols, i32 0, i32 %0
  %6 = add nsw i32 %0, 1
  br label %7

7:                                                ; preds = %3, %33
  %8 = phi i32 [ 0, %3 ], [ %35, %33 ]
  %9 = phi i32 [ 0, %3 ], [ %34, %33 ]
  br i1 %4, label %10, label %30

10:                                               ; preds = %7, %10
  %11 = phi i32 [ %24, %10 ], [ 0, %7 ]
  %12 = phi i32 [ %23, %10 ], [ 1, %7 ]
  %13 = getelementptr inbounds [16 x i32], [16 x i32]* @cols, i32 0, i32 %11
  %14 = load i32, i32* %13, align 4, !tbaa !4
  %15 = sub nsw i32 %14, %8
  %16 = icmp eq i32 %15, 0
  %17 = sub nsw i32 %0, %11
  %18 = icmp eq i32 %15, %17
  %19 = select i1 %16, i1 true, i1 %18
  %20 = sub nsw i32 %11, %0
  %21 = icmp eq i32 %15, %20
  %22 = select i1 %19, i1 true, i1 %21
  %23 = select i1 %22, i32 0, i32 %12
  %24 = add nuw nsw i32 %11, 1
  %25 = xor i1 %22, true
  %26 = icmp slt i32 %24, %0
  %27 = select i1 %25, i1 %26, i1 false
  br i1 %27, label %10, label %28, !llvm.loop !6

28:                                               ; preds = %10
  %29 = icmp eq i32 %23, 0
  br i1 %29, label %33, label %30

30:                                               ; preds = %7, %28
  store i32 %8, i32* %5, align 4, !tbaa !4
  %31 = tail call fastcc i32 @queens(i32 noundef signext %6)
  %32 = add nsw i32 %31, %9
  br label %33

33:                                               ; preds = %30, %28
  %34 = phi i32 [ %32, %30 ], [ %9, %28 ]
  %35 = add nuw nsw i32 %8, 1
  %36 = icmp eq i32 %35, 7
  br i1 %36, label %37, label %7, !llvm.loop !8

37:                                               ; preds = %33, %1
  %38 = phi i32 [ 1, %1 ], [ %34, %33 ]
  ret i32 %38
}

; Function Attrs: nofree noinline nosync nounwind
define internal fastcc i32 @permute(i32 noundef signext %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 7
  br i1 %2, label %3, label %24

3:                                                ; preds = %1
  %4 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @perm, i32 0, i32 0), align 4, !tbaa !4
  %5 = mul i32 %4, 7
  %6 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @perm, i32 0, i32 1), align 4, !tbaa !4
  %7 = add i32 %6, %5
  %8 = mul i32 %7, 7
  %9 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @perm, i32 0, i32 2), align 4, !tbaa !4
  %10 = add i32 %9, %8
  %11 = mul i32 %10, 7
  %12 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @perm, i32 0, i32 3), align 4, !tbaa !4
  %13 = add i32 %12, %11
  %14 = mul i32 %13, 7
  %15 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @perm, i32 0, i32 4), align 4, !tbaa !4
  %16 = add i32 %15, %14
  %17 = mul i32 %16, 7
  %18 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @perm, i32 0, i32 5), align 4, !tbaa !4
  %19 = add i32 %18, %17
  %20 = mul i32 %19, 7
  %21 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @perm, i32 0, i32 6), align 4, !tbaa !4
  %22 = add i32 %21, %20
  %23 = and i32 %22, 255
  br label %41

24:                                               ; preds = %1
  %25 = icmp slt i32 %0, 7
  br i1 %25, label %26, label %41

26:                                               ; preds = %24
  %27 = getelementptr inbounds [10 x i32], [10 x i32]* @perm, i32 0, i32 %0
  %28 = add nsw i32 %0, 1
  br label %29

29:                                               ; preds = %26, %29
  %30 = phi i32 [ %0, %26 ], [ %39, %29 ]
  %31 = phi i32 [ 0, %26 ], [ %36, %29 ]
  %32 = load i32, i32* %27, align 4, !tbaa !4
  %33 = getelementptr inbounds [10 x i32], [10 x i32]* @perm, i32 0, i32 %30
  %34 = load i32, i32* %33, align 4, !tbaa !4
  store i32 %34, i32* %27, align 4, !tbaa !4
  store i32 %32, i32* %33, align 4, !tbaa !4
  %35 = tail call fastcc i32 @permute(i32 noundef signext %28)
  %36 = add i32 %35, %31
  %37 = load i32, i32* %27, align 4, !tbaa !4
  %38 = load i32, i32* %33, align 4, !tbaa !4
  store i32 %38, i32* %27, align 4, !tbaa !4
  store i32 %37, i32* %33, align 4, !tbaa !4
  %39 = add i32 %30, 1
  %40 = icmp eq i32 %39, 7
  br i1 %40, label %41, label %29, !llvm.loop !9

41:                                               ; preds = %29, %24, %3
  %42 = phi i32 [ %23, %3 ], [ 0, %24 ], [ %36, %29 ]
  ret i32 %42
}

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { nofree noinline nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { nofree noinline nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !2, i64 0}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
