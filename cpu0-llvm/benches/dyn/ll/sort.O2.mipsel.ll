; ModuleID = 'sort.c'
source_filename = "sort.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@data = internal unnamed_addr global [3000 x i32] zeroinitializer, align 4
@copy = internal global [3000 x i32] zeroinitializer, align 4
@tmp = internal unnamed_addr global [3000 x i32] zeroinitializer, align 4
@rng_state = internal unnamed_addr global i32 12345, align 4
@.str.4 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @rng_state, align 4, !tbaa !1
  br label %4

2:                                                ; preds = %4
  store i32 %8, i32* @rng_state, align 4, !tbaa !1
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(12000) bitcast ([3000 x i32]* @copy to i8*), i8* noundef nonnull align 4 dereferenceable(12000) bitcast ([3000 x i32]* @data to i8*), i32 12000, i1 false), !tbaa !1
  tail call fastcc void @quick(i32 noundef signext 0, i32 noundef signext 2999)
  %3 = load i32, i32* getelementptr inbounds ([3000 x i32], [3000 x i32]* @copy, i32 0, i32 0), align 4
  br label %15

4:                                                ; preds = %0, %4
  %5 = phi i32 [ 0, %0 ], [ %13, %4 ]
  %6 = phi i32 [ %1, %0 ], [ %8, %4 ]
  %7 = mul i32 %6, 1664525
  %8 = add i32 %7, 1013904223
  %9 = lshr i32 %8, 8
  %10 = urem i32 %9, 100000
  %11 = add nsw i32 %10, -50000
  %12 = getelementptr inbounds [3000 x i32], [3000 x i32]* @data, i32 0, i32 %5
  store i32 %11, i32* %12, align 4, !tbaa !1
  %13 = add nuw nsw i32 %5, 1
  %14 = icmp eq i32 %13, 3000
  br i1 %14, label %2, label %4, !llvm.loop !5

15:                                               ; preds = %26, %2
  %16 = phi i32 [ %30, %26 ], [ 0, %2 ]
  %17 = phi i32 [ %29, %26 ], [ 0, %2 ]
  %18 = icmp eq i32 %16, 0
  br i1 %18, label %26, label %19

19:                                               ; preds = %15
  %20 = add nsw i32 %16, -1
  %21 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %20
  %22 = load i32, i32* %21, align 4, !tbaa !1
  %23 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %16
  %24 = load i32, i32* %23, align 4, !tbaa !1
  %25 = icmp sgt i32 %22, %24
  br i1 %25, label %32, label %26

26:                                               ; preds = %19, %15
  %27 = phi i32 [ %24, %19 ], [ %3, %15 ]
  %28 = mul i32 %17, 33
  %29 = add i32 %27, %28
  %30 = add nuw nsw i32 %16, 1
  %31 = icmp eq i32 %30, 3000
  br i1 %31, label %32, label %15, !llvm.loop !7

32:                                               ; preds = %19, %26
  %33 = phi i32 [ 57005, %19 ], [ %29, %26 ]
  store volatile i8 113, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 107, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %34 = lshr i32 %33, 28
  %35 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %34
  %36 = load i8, i8* %35, align 1, !tbaa !8
  store volatile i8 %36, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %37 = lshr i32 %33, 24
  %38 = and i32 %37, 15
  %39 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %38
  %40 = load i8, i8* %39, align 1, !tbaa !8
  store volatile i8 %40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %41 = lshr i32 %33, 20
  %42 = and i32 %41, 15
  %43 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %42
  %44 = load i8, i8* %43, align 1, !tbaa !8
  store volatile i8 %44, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %45 = lshr i32 %33, 16
  %46 = and i32 %45, 15
  %47 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %46
  %48 = load i8, i8* %47, align 1, !tbaa !8
  store volatile i8 %48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %49 = lshr i32 %33, 12
  %50 = and i32 %49, 15
  %51 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %50
  %52 = load i8, i8* %51, align 1, !tbaa !8
  store volatile i8 %52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %53 = lshr i32 %33, 8
  %54 = and i32 %53, 15
  %55 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %54
  %56 = load i8, i8* %55, align 1, !tbaa !8
  store volatile i8 %56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %57 = lshr i32 %33, 4
  %58 = and i32 %57, 15
  %59 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %58
  %60 = load i8, i8* %59, align 1, !tbaa !8
  store volatile i8 %60, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %61 = and i32 %33, 15
  %62 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %61
  %63 = load i8, i8* %62, align 1, !tbaa !8
  store volatile i8 %63, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(12000) bitcast ([3000 x i32]* @copy to i8*), i8* noundef nonnull align 4 dereferenceable(12000) bitcast ([3000 x i32]* @data to i8*), i32 12000, i1 false), !tbaa !1
  tail call fastcc void @heapsort()
  %64 = load i32, i32* getelementptr inbounds ([3000 x i32], [3000 x i32]* @copy, i32 0, i32 0), align 4
  br label %65

65:                                               ; preds = %76, %32
  %66 = phi i32 [ %80, %76 ], [ 0, %32 ]
  %67 = phi i32 [ %79, %76 ], [ 0, %32 ]
  %68 = icmp eq i32 %66, 0
  br i1 %68, label %76, label %69

69:                                               ; preds = %65
  %70 = add nsw i32 %66, -1
  %71 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %70
  %72 = load i32, i32* %71, align 4, !tbaa !1
  %73 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %66
  %74 = load i32, i32* %73, align 4, !tbaa !1
  %75 = icmp sgt i32 %72, %74
  br i1 %75, label %82, label %76

76:                                               ; preds = %69, %65
  %77 = phi i32 [ %74, %69 ], [ %64, %65 ]
  %78 = mul i32 %67, 33
  %79 = add i32 %77, %78
  %80 = add nuw nsw i32 %66, 1
  %81 = icmp eq i32 %80, 3000
  br i1 %81, label %82, label %65, !llvm.loop !7

82:                                               ; preds = %69, %76
  %83 = phi i32 [ 57005, %69 ], [ %79, %76 ]
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %84 = lshr i32 %83, 28
  %85 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %84
  %86 = load i8, i8* %85, align 1, !tbaa !8
  store volatile i8 %86, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %87 = lshr i32 %83, 24
  %88 = and i32 %87, 15
  %89 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %88
  %90 = load i8, i8* %89, align 1, !tbaa !8
  store volatile i8 %90, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %91 = lshr i32 %83, 20
  %92 = and i32 %91, 15
  %93 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %92
  %94 = load i8, i8* %93, align 1, !tbaa !8
  store volatile i8 %94, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %95 = lshr i32 %83, 16
  %96 = and i32 %95, 15
  %97 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %96
  %98 = load i8, i8* %97, align 1, !tbaa !8
  store volatile i8 %98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %99 = lshr i32 %83, 12
  %100 = and i32 %99, 15
  %101 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %100
  %102 = load i8, i8* %101, align 1, !tbaa !8
  store volatile i8 %102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %103 = lshr i32 %83, 8
  %104 = and i32 %103, 15
  %105 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %104
  %106 = load i8, i8* %105, align 1, !tbaa !8
  store volatile i8 %106, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %107 = lshr i32 %83, 4
  %108 = and i32 %107, 15
  %109 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %108
  %110 = load i8, i8* %109, align 1, !tbaa !8
  store volatile i8 %110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %111 = and i32 %83, 15
  %112 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %111
  %113 = load i8, i8* %112, align 1, !tbaa !8
  store volatile i8 %113, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(12000) bitcast ([3000 x i32]* @copy to i8*), i8* noundef nonnull align 4 dereferenceable(12000) bitcast ([3000 x i32]* @data to i8*), i32 12000, i1 false), !tbaa !1
  tail call fastcc void @mergesort()
  %114 = load i32, i32* getelementptr inbounds ([3000 x i32], [3000 x i32]* @copy, i32 0, i32 0), align 4
  br label %115

115:                                              ; preds = %126, %82
  %116 = phi i32 [ %130, %126 ], [ 0, %82 ]
  %117 = phi i32 [ %129, %126 ], [ 0, %82 ]
  %118 = icmp eq i32 %116, 0
  br i1 %118, label %126, label %119

119:                                              ; preds = %115
  %120 = add nsw i32 %116, -1
  %121 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %120
  %122 = load i32, i32* %121, align 4, !tbaa !1
  %123 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %116
  %124 = load i32, i32* %123, align 4, !tbaa !1
  %125 = icmp sgt i32 %122, %124
  br i1 %125, label %132, label %126

126:                                              ; preds = %119, %115
  %127 = phi i32 [ %124, %119 ], [ %114, %115 ]
  %128 = mul i32 %117, 33
  %129 = add i32 %127, %128
  %130 = add nuw nsw i32 %116, 1
  %131 = icmp eq i32 %130, 3000
  br i1 %131, label %132, label %115, !llvm.loop !7

132:                                              ; preds = %119, %126
  %133 = phi i32 [ 57005, %119 ], [ %129, %126 ]
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %134 = lshr i32 %133, 28
  %135 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %134
  %136 = load i8, i8* %135, align 1, !tbaa !8
  store volatile i8 %136, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %137 = lshr i32 %133, 24
  %138 = and i32 %137, 15
  %139 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %138
  %140 = load i8, i8* %139, align 1, !tbaa !8
  store volatile i8 %140, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %141 = lshr i32 %133, 20
  %142 = and i32 %141, 15
  %143 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %142
  %144 = load i8, i8* %143, align 1, !tbaa !8
  store volatile i8 %144, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %145 = lshr i32 %133, 16
  %146 = and i32 %145, 15
  %147 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %146
  %148 = load i8, i8* %147, align 1, !tbaa !8
  store volatile i8 %148, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %149 = lshr i32 %133, 12
  %150 = and i32 %149, 15
  %151 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %150
  %152 = load i8, i8* %151, align 1, !tbaa !8
  store volatile i8 %152, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %153 = lshr i32 %133, 8
  %154 = and i32 %153, 15
  %155 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %154
  %156 = load i8, i8* %155, align 1, !tbaa !8
  store volatile i8 %156, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %157 = lshr i32 %133, 4
  %158 = and i32 %157, 15
  %159 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %158
  %160 = load i8, i8* %159, align 1, !tbaa !8
  store volatile i8 %160, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %161 = and i32 %133, 15
  %162 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %161
  %163 = load i8, i8* %162, align 1, !tbaa !8
  store volatile i8 %163, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(2400) bitcast ([3000 x i32]* @copy to i8*), i8* noundef nonnull align 4 dereferenceable(2400) bitcast ([3000 x i32]* @data to i8*), i32 2400, i1 false), !tbaa !1
  tail call fastcc void @insertion(i32* noundef getelementptr inbounds ([3000 x i32], [3000 x i32]* @copy, i32 0, i32 0), i32 noundef signext 600)
  %164 = load i32, i32* getelementptr inbounds ([3000 x i32], [3000 x i32]* @copy, i32 0, i32 0), align 4
  br label %165

165:                                              ; preds = %176, %132
  %166 = phi i32 [ %180, %176 ], [ 0, %132 ]
  %167 = phi i32 [ %179, %176 ], [ 0, %132 ]
  %168 = icmp eq i32 %166, 0
  br i1 %168, label %176, label %169

169:                                              ; preds = %165
  %170 = add nsw i32 %166, -1
  %171 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %170
  %172 = load i32, i32* %171, align 4, !tbaa !1
  %173 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %166
  %174 = load i32, i32* %173, align 4, !tbaa !1
  %175 = icmp sgt i32 %172, %174
  br i1 %175, label %182, label %176

176:                                              ; preds = %169, %165
  %177 = phi i32 [ %174, %169 ], [ %164, %165 ]
  %178 = mul i32 %167, 33
  %179 = add i32 %177, %178
  %180 = add nuw nsw i32 %166, 1
  %181 = icmp eq i32 %180, 600
  br i1 %181, label %182, label %165, !llvm.loop !7

182:                                              ; preds = %169, %176
  %183 = phi i32 [ 57005, %169 ], [ %179, %176 ]
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %184 = lshr i32 %183, 28
  %185 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %184
  %186 = load i8, i8* %185, align 1, !tbaa !8
  store volatile i8 %186, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %187 = lshr i32 %183, 24
  %188 = and i32 %187, 15
  %189 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %188
  %190 = load i8, i8* %189, align 1, !tbaa !8
  store volatile i8 %190, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %191 = lshr i32 %183, 20
  %192 = and i32 %191, 15
  %193 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %192
  %194 = load i8, i8* %193, align 1, !tbaa !8
  store volatile i8 %194, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %195 = lshr i32 %183, 16
  %196 = and i32 %195, 15
  %197 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %196
  %198 = load i8, i8* %197, align 1, !tbaa !8
  store volatile i8 %198, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %199 = lshr i32 %183, 12
  %200 = and i32 %199, 15
  %201 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %200
  %202 = load i8, i8* %201, align 1, !tbaa !8
  store volatile i8 %202, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %203 = lshr i32 %183, 8
  %204 = and i32 %203, 15
  %205 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %204
  %206 = load i8, i8* %205, align 1, !tbaa !8
  store volatile i8 %206, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %207 = lshr i32 %183, 4
  %208 = and i32 %207, 15
  %209 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %208
  %210 = load i8, i8* %209, align 1, !tbaa !8
  store volatile i8 %210, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %211 = and i32 %183, 15
  %212 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.4, i32 0, i32 %211
  %213 = load i8, i8* %212, align 1, !tbaa !8
  store volatile i8 %213, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  ret i32 0
}

; Function Attrs: nofree noinline nosync nounwind
define internal fastcc void @quick(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #1 {
  %3 = sub nsw i32 %1, %0
  %4 = icmp sgt i32 %3, 16
  br i1 %4, label %5, label %48

5:                                                ; preds = %2, %43
  %6 = phi i32 [ %46, %43 ], [ %0, %2 ]
  %7 = phi i32 [ %45, %43 ], [ %1, %2 ]
  %8 = add nsw i32 %6, %7
  %9 = sdiv i32 %8, 2
  %10 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %9
  %11 = load i32, i32* %10, align 4, !tbaa !1
  %12 = icmp sgt i32 %6, %7
  br i1 %12, label %35, label %13

13:                                               ; preds = %5, %31
  %14 = phi i32 [ %33, %31 ], [ %7, %5 ]
  %15 = phi i32 [ %32, %31 ], [ %6, %5 ]
  br label %16

16:                                               ; preds = %16, %13
  %17 = phi i32 [ %21, %16 ], [ %15, %13 ]
  %18 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %17
  %19 = load i32, i32* %18, align 4, !tbaa !1
  %20 = icmp slt i32 %19, %11
  %21 = add nsw i32 %17, 1
  br i1 %20, label %16, label %22, !llvm.loop !9

22:                                               ; preds = %16, %22
  %23 = phi i32 [ %27, %22 ], [ %14, %16 ]
  %24 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %23
  %25 = load i32, i32* %24, align 4, !tbaa !1
  %26 = icmp sgt i32 %25, %11
  %27 = add nsw i32 %23, -1
  br i1 %26, label %22, label %28, !llvm.loop !10

28:                                               ; preds = %22
  %29 = icmp sgt i32 %17, %23
  br i1 %29, label %31, label %30

30:                                               ; preds = %28
  store i32 %25, i32* %18, align 4, !tbaa !1
  store i32 %19, i32* %24, align 4, !tbaa !1
  br label %31

31:                                               ; preds = %30, %28
  %32 = phi i32 [ %21, %30 ], [ %17, %28 ]
  %33 = phi i32 [ %27, %30 ], [ %23, %28 ]
  %34 = icmp sgt i32 %32, %33
  br i1 %34, label %35, label %13, !llvm.loop !11

35:                                               ; preds = %31, %5
  %36 = phi i32 [ %6, %5 ], [ %32, %31 ]
  %37 = phi i32 [ %7, %5 ], [ %33, %31 ]
  %38 = sub nsw i32 %37, %6
  %39 = sub nsw i32 %7, %36
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %41, label %42

41:                                               ; preds = %35
  tail call fastcc void @quick(i32 noundef signext %6, i32 noundef signext %37)
  br label %43

42:                                               ; preds = %35
  tail call fastcc void @quick(i32 noundef signext %36, i32 noundef signext %7)
  br label %43

43:                                               ; preds = %42, %41
  %44 = phi i32 [ %38, %42 ], [ %39, %41 ]
  %45 = phi i32 [ %37, %42 ], [ %7, %41 ]
  %46 = phi i32 [ %6, %42 ], [ %36, %41 ]
  %47 = icmp sgt i32 %44, 16
  br i1 %47, label %5, label %48, !llvm.loop !12

48:                                               ; preds = %43, %2
  %49 = phi i32 [ %0, %2 ], [ %46, %43 ]
  %50 = phi i32 [ %3, %2 ], [ %44, %43 ]
  %51 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %49
  %52 = add nsw i32 %50, 1
  tail call fastcc void @insertion(i32* noundef nonnull %51, i32 noundef signext %52)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @heapsort() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %0, %34
  %2 = phi i32 [ 1499, %0 ], [ %35, %34 ]
  br label %3

3:                                                ; preds = %1, %29
  %4 = phi i32 [ %27, %29 ], [ %2, %1 ]
  %5 = shl nsw i32 %4, 1
  %6 = or i32 %5, 1
  %7 = icmp slt i32 %6, 3000
  br i1 %7, label %8, label %15

8:                                                ; preds = %3
  %9 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %6
  %10 = load i32, i32* %9, align 4, !tbaa !1
  %11 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %4
  %12 = load i32, i32* %11, align 4, !tbaa !1
  %13 = icmp sgt i32 %10, %12
  %14 = select i1 %13, i32 %6, i32 %4
  br label %15

15:                                               ; preds = %8, %3
  %16 = phi i32 [ %4, %3 ], [ %14, %8 ]
  %17 = add i32 %5, 2
  %18 = icmp slt i32 %17, 3000
  br i1 %18, label %19, label %26

19:                                               ; preds = %15
  %20 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %17
  %21 = load i32, i32* %20, align 4, !tbaa !1
  %22 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %16
  %23 = load i32, i32* %22, align 4, !tbaa !1
  %24 = icmp sgt i32 %21, %23
  %25 = select i1 %24, i32 %17, i32 %16
  br label %26

26:                                               ; preds = %19, %15
  %27 = phi i32 [ %16, %15 ], [ %25, %19 ]
  %28 = icmp eq i32 %27, %4
  br i1 %28, label %34, label %29

29:                                               ; preds = %26
  %30 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %4
  %31 = load i32, i32* %30, align 4, !tbaa !1
  %32 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %27
  %33 = load i32, i32* %32, align 4, !tbaa !1
  store i32 %33, i32* %30, align 4, !tbaa !1
  store i32 %31, i32* %32, align 4, !tbaa !1
  br label %3

34:                                               ; preds = %26
  %35 = add nsw i32 %2, -1
  %36 = icmp eq i32 %2, 0
  br i1 %36, label %38, label %1, !llvm.loop !13

37:                                               ; preds = %74
  ret void

38:                                               ; preds = %34, %74
  %39 = phi i32 [ %75, %74 ], [ 2999, %34 ]
  %40 = load i32, i32* getelementptr inbounds ([3000 x i32], [3000 x i32]* @copy, i32 0, i32 0), align 4, !tbaa !1
  %41 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %39
  %42 = load i32, i32* %41, align 4, !tbaa !1
  store i32 %42, i32* getelementptr inbounds ([3000 x i32], [3000 x i32]* @copy, i32 0, i32 0), align 4, !tbaa !1
  store i32 %40, i32* %41, align 4, !tbaa !1
  br label %43

43:                                               ; preds = %69, %38
  %44 = phi i32 [ 0, %38 ], [ %67, %69 ]
  %45 = shl nsw i32 %44, 1
  %46 = or i32 %45, 1
  %47 = icmp slt i32 %46, %39
  br i1 %47, label %48, label %55

48:                                               ; preds = %43
  %49 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %46
  %50 = load i32, i32* %49, align 4, !tbaa !1
  %51 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %44
  %52 = load i32, i32* %51, align 4, !tbaa !1
  %53 = icmp sgt i32 %50, %52
  %54 = select i1 %53, i32 %46, i32 %44
  br label %55

55:                                               ; preds = %48, %43
  %56 = phi i32 [ %44, %43 ], [ %54, %48 ]
  %57 = add i32 %45, 2
  %58 = icmp slt i32 %57, %39
  br i1 %58, label %59, label %66

59:                                               ; preds = %55
  %60 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %57
  %61 = load i32, i32* %60, align 4, !tbaa !1
  %62 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %56
  %63 = load i32, i32* %62, align 4, !tbaa !1
  %64 = icmp sgt i32 %61, %63
  %65 = select i1 %64, i32 %57, i32 %56
  br label %66

66:                                               ; preds = %59, %55
  %67 = phi i32 [ %56, %55 ], [ %65, %59 ]
  %68 = icmp eq i32 %67, %44
  br i1 %68, label %74, label %69

69:                                               ; preds = %66
  %70 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %44
  %71 = load i32, i32* %70, align 4, !tbaa !1
  %72 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %67
  %73 = load i32, i32* %72, align 4, !tbaa !1
  store i32 %73, i32* %70, align 4, !tbaa !1
  store i32 %71, i32* %72, align 4, !tbaa !1
  br label %43

74:                                               ; preds = %66
  %75 = add nsw i32 %39, -1
  %76 = icmp ugt i32 %39, 1
  br i1 %76, label %38, label %37, !llvm.loop !14
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @mergesort() unnamed_addr #2 {
  br label %1

1:                                                ; preds = %0, %8
  %2 = phi i32 [ 1, %0 ], [ %3, %8 ]
  %3 = shl nuw nsw i32 %2, 1
  br label %10

4:                                                ; preds = %8
  ret void

5:                                                ; preds = %62, %59
  %6 = icmp ult i32 %13, 3000
  %7 = add i32 %11, %3
  br i1 %6, label %10, label %8, !llvm.loop !15

8:                                                ; preds = %5
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(12000) bitcast ([3000 x i32]* @copy to i8*), i8* noundef nonnull align 4 dereferenceable(12000) bitcast ([3000 x i32]* @tmp to i8*), i32 12000, i1 false), !tbaa !1
  %9 = icmp ult i32 %2, 1500
  br i1 %9, label %1, label %4, !llvm.loop !16

10:                                               ; preds = %1, %5
  %11 = phi i32 [ %2, %1 ], [ %7, %5 ]
  %12 = phi i32 [ 0, %1 ], [ %13, %5 ]
  %13 = add nsw i32 %3, %12
  %14 = call i32 @llvm.smin.i32(i32 %13, i32 3000)
  %15 = call i32 @llvm.smin.i32(i32 %11, i32 3000)
  %16 = add i32 %2, %12
  %17 = call i32 @llvm.smin.i32(i32 %16, i32 3000)
  %18 = icmp slt i32 %16, 3000
  %19 = select i1 %18, i32 %16, i32 3000
  %20 = icmp slt i32 %13, 3000
  %21 = select i1 %20, i32 %13, i32 3000
  %22 = icmp slt i32 %12, %19
  %23 = icmp slt i32 %19, %21
  %24 = select i1 %22, i1 %23, i1 false
  br i1 %24, label %39, label %25

25:                                               ; preds = %39, %10
  %26 = phi i32 [ %12, %10 ], [ %50, %39 ]
  %27 = phi i32 [ %19, %10 ], [ %52, %39 ]
  %28 = phi i32 [ %12, %10 ], [ %54, %39 ]
  %29 = icmp slt i32 %26, %19
  br i1 %29, label %30, label %59

30:                                               ; preds = %25
  %31 = getelementptr [3000 x i32], [3000 x i32]* @tmp, i32 0, i32 %28
  %32 = bitcast i32* %31 to i8*
  %33 = getelementptr [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %26
  %34 = bitcast i32* %33 to i8*
  %35 = sub i32 %17, %26
  %36 = shl i32 %35, 2
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %32, i8* align 4 %34, i32 %36, i1 false), !tbaa !1
  %37 = add i32 %28, %15
  %38 = sub i32 %37, %26
  br label %59

39:                                               ; preds = %10, %39
  %40 = phi i32 [ %54, %39 ], [ %12, %10 ]
  %41 = phi i32 [ %52, %39 ], [ %19, %10 ]
  %42 = phi i32 [ %50, %39 ], [ %12, %10 ]
  %43 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %42
  %44 = load i32, i32* %43, align 4, !tbaa !1
  %45 = getelementptr inbounds [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %41
  %46 = load i32, i32* %45, align 4, !tbaa !1
  %47 = icmp sgt i32 %44, %46
  %48 = xor i1 %47, true
  %49 = zext i1 %48 to i32
  %50 = add nsw i32 %42, %49
  %51 = zext i1 %47 to i32
  %52 = add nsw i32 %41, %51
  %53 = select i1 %47, i32 %46, i32 %44
  %54 = add nsw i32 %40, 1
  %55 = getelementptr inbounds [3000 x i32], [3000 x i32]* @tmp, i32 0, i32 %40
  store i32 %53, i32* %55, align 4, !tbaa !1
  %56 = icmp slt i32 %50, %19
  %57 = icmp slt i32 %52, %21
  %58 = select i1 %56, i1 %57, i1 false
  br i1 %58, label %39, label %25, !llvm.loop !17

59:                                               ; preds = %30, %25
  %60 = phi i32 [ %28, %25 ], [ %38, %30 ]
  %61 = icmp slt i32 %27, %21
  br i1 %61, label %62, label %5

62:                                               ; preds = %59
  %63 = getelementptr [3000 x i32], [3000 x i32]* @tmp, i32 0, i32 %60
  %64 = bitcast i32* %63 to i8*
  %65 = getelementptr [3000 x i32], [3000 x i32]* @copy, i32 0, i32 %27
  %66 = bitcast i32* %65 to i8*
  %67 = sub i32 %14, %27
  %68 = shl i32 %67, 2
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %64, i8* align 4 %66, i32 %68, i1 false), !tbaa !1
  br label %5
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @insertion(i32* nocapture noundef %0, i32 noundef signext %1) unnamed_addr #2 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %5, label %4

4:                                                ; preds = %18, %2
  ret void

5:                                                ; preds = %2, %18
  %6 = phi i32 [ %21, %18 ], [ 1, %2 ]
  %7 = getelementptr inbounds i32, i32* %0, i32 %6
  %8 = load i32, i32* %7, align 4, !tbaa !1
  br label %9

9:                                                ; preds = %5, %15
  %10 = phi i32 [ %6, %5 ], [ %11, %15 ]
  %11 = add nsw i32 %10, -1
  %12 = getelementptr inbounds i32, i32* %0, i32 %11
  %13 = load i32, i32* %12, align 4, !tbaa !1
  %14 = icmp sgt i32 %13, %8
  br i1 %14, label %15, label %18

15:                                               ; preds = %9
  %16 = getelementptr inbounds i32, i32* %0, i32 %10
  store i32 %13, i32* %16, align 4, !tbaa !1
  %17 = icmp sgt i32 %10, 1
  br i1 %17, label %9, label %18, !llvm.loop !18

18:                                               ; preds = %15, %9
  %19 = phi i32 [ 0, %15 ], [ %10, %9 ]
  %20 = getelementptr inbounds i32, i32* %0, i32 %19
  store i32 %8, i32* %20, align 4, !tbaa !1
  %21 = add nuw nsw i32 %6, 1
  %22 = icmp eq i32 %21, %1
  br i1 %22, label %4, label %5, !llvm.loop !19
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #4

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { nofree noinline nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { nofree noinline norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = !{!3, !3, i64 0}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
