; ModuleID = 'sieve.c'
source_filename = "sieve.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str.4 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1
@composite = internal unnamed_addr global [30000 x i8] zeroinitializer, align 1

; Function Attrs: nofree norecurse nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @sieve()
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %2 = lshr i32 %1, 28
  %3 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %2
  %4 = load i8, i8* %3, align 1, !tbaa !1
  store volatile i8 %4, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %5 = lshr i32 %1, 24
  %6 = and i32 %5, 15
  %7 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %6
  %8 = load i8, i8* %7, align 1, !tbaa !1
  store volatile i8 %8, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %9 = lshr i32 %1, 20
  %10 = and i32 %9, 15
  %11 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %10
  %12 = load i8, i8* %11, align 1, !tbaa !1
  store volatile i8 %12, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %13 = lshr i32 %1, 16
  %14 = and i32 %13, 15
  %15 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %14
  %16 = load i8, i8* %15, align 1, !tbaa !1
  store volatile i8 %16, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %17 = lshr i32 %1, 12
  %18 = and i32 %17, 15
  %19 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %18
  %20 = load i8, i8* %19, align 1, !tbaa !1
  store volatile i8 %20, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %21 = lshr i32 %1, 8
  %22 = and i32 %21, 15
  %23 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %22
  %24 = load i8, i8* %23, align 1, !tbaa !1
  store volatile i8 %24, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %25 = lshr i32 %1, 4
  %26 = and i32 %25, 15
  %27 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %26
  %28 = load i8, i8* %27, align 1, !tbaa !1
  store volatile i8 %28, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %29 = and i32 %1, 15
  %30 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %29
  %31 = load i8, i8* %30, align 1, !tbaa !1
  store volatile i8 %31, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %32

32:                                               ; preds = %0, %67
  %33 = phi i32 [ 1, %0 ], [ %68, %67 ]
  %34 = phi i32 [ 0, %0 ], [ %75, %67 ]
  %35 = mul nuw nsw i32 %33, 7919
  br label %70

36:                                               ; preds = %67
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %37 = lshr i32 %75, 28
  %38 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %37
  %39 = load i8, i8* %38, align 1, !tbaa !1
  store volatile i8 %39, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %40 = lshr i32 %75, 24
  %41 = and i32 %40, 15
  %42 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %41
  %43 = load i8, i8* %42, align 1, !tbaa !1
  store volatile i8 %43, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %44 = lshr i32 %75, 20
  %45 = and i32 %44, 15
  %46 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %45
  %47 = load i8, i8* %46, align 1, !tbaa !1
  store volatile i8 %47, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %48 = lshr i32 %75, 16
  %49 = and i32 %48, 15
  %50 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %49
  %51 = load i8, i8* %50, align 1, !tbaa !1
  store volatile i8 %51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %52 = lshr i32 %75, 12
  %53 = and i32 %52, 15
  %54 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %53
  %55 = load i8, i8* %54, align 1, !tbaa !1
  store volatile i8 %55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %56 = lshr i32 %75, 8
  %57 = and i32 %56, 15
  %58 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %57
  %59 = load i8, i8* %58, align 1, !tbaa !1
  store volatile i8 %59, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %60 = lshr i32 %75, 4
  %61 = and i32 %60, 15
  %62 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %61
  %63 = load i8, i8* %62, align 1, !tbaa !1
  store volatile i8 %63, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %64 = and i32 %75, 15
  %65 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %64
  %66 = load i8, i8* %65, align 1, !tbaa !1
  store volatile i8 %66, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %109

67:                                               ; preds = %70
  %68 = add nuw nsw i32 %33, 1
  %69 = icmp eq i32 %68, 300
  br i1 %69, label %36, label %32, !llvm.loop !4

70:                                               ; preds = %32, %70
  %71 = phi i32 [ 1, %32 ], [ %76, %70 ]
  %72 = phi i32 [ %34, %32 ], [ %75, %70 ]
  %73 = mul nuw nsw i32 %71, 104729
  %74 = tail call fastcc i32 @gcd(i32 noundef signext %35, i32 noundef signext %73)
  %75 = add i32 %74, %72
  %76 = add nuw nsw i32 %71, 1
  %77 = icmp eq i32 %76, 40
  br i1 %77, label %67, label %70, !llvm.loop !6

78:                                               ; preds = %109
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %79 = lshr i32 %114, 28
  %80 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %79
  %81 = load i8, i8* %80, align 1, !tbaa !1
  store volatile i8 %81, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %82 = lshr i32 %114, 24
  %83 = and i32 %82, 15
  %84 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %83
  %85 = load i8, i8* %84, align 1, !tbaa !1
  store volatile i8 %85, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %86 = lshr i32 %114, 20
  %87 = and i32 %86, 15
  %88 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %87
  %89 = load i8, i8* %88, align 1, !tbaa !1
  store volatile i8 %89, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %90 = lshr i32 %114, 16
  %91 = and i32 %90, 15
  %92 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %91
  %93 = load i8, i8* %92, align 1, !tbaa !1
  store volatile i8 %93, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %94 = lshr i32 %114, 12
  %95 = and i32 %94, 15
  %96 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %95
  %97 = load i8, i8* %96, align 1, !tbaa !1
  store volatile i8 %97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %98 = lshr i32 %114, 8
  %99 = and i32 %98, 15
  %100 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %99
  %101 = load i8, i8* %100, align 1, !tbaa !1
  store volatile i8 %101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %102 = lshr i32 %114, 4
  %103 = and i32 %102, 15
  %104 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %103
  %105 = load i8, i8* %104, align 1, !tbaa !1
  store volatile i8 %105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %106 = and i32 %114, 15
  %107 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %106
  %108 = load i8, i8* %107, align 1, !tbaa !1
  store volatile i8 %108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %148

109:                                              ; preds = %36, %109
  %110 = phi i32 [ 2, %36 ], [ %115, %109 ]
  %111 = phi i32 [ 0, %36 ], [ %114, %109 ]
  %112 = add nuw nsw i32 %110, 1000
  %113 = tail call fastcc i32 @powmod(i32 noundef signext %110, i32 noundef signext %112)
  %114 = add i32 %113, %111
  %115 = add nuw nsw i32 %110, 1
  %116 = icmp eq i32 %115, 500
  br i1 %116, label %78, label %109, !llvm.loop !7

117:                                              ; preds = %148
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %118 = lshr i32 %152, 28
  %119 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %118
  %120 = load i8, i8* %119, align 1, !tbaa !1
  store volatile i8 %120, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %121 = lshr i32 %152, 24
  %122 = and i32 %121, 15
  %123 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %122
  %124 = load i8, i8* %123, align 1, !tbaa !1
  store volatile i8 %124, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %125 = lshr i32 %152, 20
  %126 = and i32 %125, 15
  %127 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %126
  %128 = load i8, i8* %127, align 1, !tbaa !1
  store volatile i8 %128, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %129 = lshr i32 %152, 16
  %130 = and i32 %129, 15
  %131 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %130
  %132 = load i8, i8* %131, align 1, !tbaa !1
  store volatile i8 %132, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %133 = lshr i32 %152, 12
  %134 = and i32 %133, 15
  %135 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %134
  %136 = load i8, i8* %135, align 1, !tbaa !1
  store volatile i8 %136, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %137 = lshr i32 %152, 8
  %138 = and i32 %137, 15
  %139 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %138
  %140 = load i8, i8* %139, align 1, !tbaa !1
  store volatile i8 %140, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %141 = lshr i32 %152, 4
  %142 = and i32 %141, 15
  %143 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %142
  %144 = load i8, i8* %143, align 1, !tbaa !1
  store volatile i8 %144, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %145 = and i32 %152, 15
  %146 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %145
  %147 = load i8, i8* %146, align 1, !tbaa !1
  store volatile i8 %147, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  ret i32 0

148:                                              ; preds = %78, %148
  %149 = phi i32 [ 1000, %78 ], [ %153, %148 ]
  %150 = phi i32 [ 0, %78 ], [ %152, %148 ]
  %151 = tail call fastcc i32 @divisors(i32 noundef signext %149)
  %152 = add i32 %151, %150
  %153 = add nuw nsw i32 %149, 1
  %154 = icmp eq i32 %153, 1400
  br i1 %154, label %117, label %148, !llvm.loop !8
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc i32 @sieve() unnamed_addr #1 {
  br label %2

1:                                                ; preds = %17
  ret i32 %18

2:                                                ; preds = %0, %17
  %3 = phi i32 [ 2, %0 ], [ %19, %17 ]
  %4 = phi i32 [ 0, %0 ], [ %18, %17 ]
  %5 = getelementptr inbounds [30000 x i8], [30000 x i8]* @composite, i32 0, i32 %3
  %6 = load i8, i8* %5, align 1, !tbaa !1
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %8, label %17

8:                                                ; preds = %2
  %9 = add i32 %4, 1
  %10 = mul nuw nsw i32 %3, %3
  %11 = icmp ult i32 %10, 30000
  br i1 %11, label %12, label %17

12:                                               ; preds = %8, %12
  %13 = phi i32 [ %15, %12 ], [ %10, %8 ]
  %14 = getelementptr inbounds [30000 x i8], [30000 x i8]* @composite, i32 0, i32 %13
  store i8 1, i8* %14, align 1, !tbaa !1
  %15 = add i32 %13, %3
  %16 = icmp ult i32 %15, 30000
  br i1 %16, label %12, label %17, !llvm.loop !9

17:                                               ; preds = %12, %8, %2
  %18 = phi i32 [ %4, %2 ], [ %9, %8 ], [ %9, %12 ]
  %19 = add nuw nsw i32 %3, 1
  %20 = icmp eq i32 %19, 30000
  br i1 %20, label %1, label %2, !llvm.loop !10
}

; Function Attrs: nofree noinline norecurse nosync nounwind readnone
define internal fastcc i32 @gcd(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %9, label %4

4:                                                ; preds = %2, %4
  %5 = phi i32 [ %6, %4 ], [ %0, %2 ]
  %6 = phi i32 [ %7, %4 ], [ %1, %2 ]
  %7 = urem i32 %5, %6
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %4, !llvm.loop !11

9:                                                ; preds = %4, %2
  %10 = phi i32 [ %0, %2 ], [ %6, %4 ]
  ret i32 %10
}

; Function Attrs: nofree noinline norecurse nosync nounwind readnone
define internal fastcc i32 @powmod(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %19, label %4

4:                                                ; preds = %2, %14
  %5 = phi i32 [ %16, %14 ], [ %0, %2 ]
  %6 = phi i32 [ %15, %14 ], [ 1, %2 ]
  %7 = phi i32 [ %17, %14 ], [ %1, %2 ]
  %8 = urem i32 %5, 65521
  %9 = and i32 %7, 1
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %4
  %12 = mul i32 %6, %8
  %13 = urem i32 %12, 65521
  br label %14

14:                                               ; preds = %11, %4
  %15 = phi i32 [ %13, %11 ], [ %6, %4 ]
  %16 = mul nuw i32 %8, %8
  %17 = lshr i32 %7, 1
  %18 = icmp ult i32 %7, 2
  br i1 %18, label %19, label %4, !llvm.loop !12

19:                                               ; preds = %14, %2
  %20 = phi i32 [ 1, %2 ], [ %15, %14 ]
  ret i32 %20
}

; Function Attrs: nofree noinline norecurse nosync nounwind readnone
define internal fastcc i32 @divisors(i32 noundef signext %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %5, %1
  %4 = phi i32 [ 0, %1 ], [ %14, %5 ]
  ret i32 %4

5:                                                ; preds = %1, %5
  %6 = phi i32 [ %16, %5 ], [ 1, %1 ]
  %7 = phi i32 [ %15, %5 ], [ 1, %1 ]
  %8 = phi i32 [ %14, %5 ], [ 0, %1 ]
  %9 = urem i32 %0, %7
  %10 = icmp eq i32 %9, 0
  %11 = icmp eq i32 %6, %0
  %12 = select i1 %11, i32 1, i32 2
  %13 = select i1 %10, i32 %12, i32 0
  %14 = add i32 %13, %8
  %15 = add i32 %7, 1
  %16 = mul i32 %15, %15
  %17 = icmp ugt i32 %16, %0
  br i1 %17, label %3, label %5, !llvm.loop !13
}

attributes #0 = { nofree norecurse nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { nofree noinline norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { nofree noinline norecurse nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !5}
!9 = distinct !{!9, !5}
!10 = distinct !{!10, !5}
!11 = distinct !{!11, !5}
!12 = distinct !{!12, !5}
!13 = distinct !{!13, !5}
