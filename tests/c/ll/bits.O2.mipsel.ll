; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@words = dso_local local_unnamed_addr global [8 x i32] [i32 0, i32 1, i32 -2147483648, i32 -559038737, i32 305419896, i32 -1, i32 15728880, i32 96], align 4
@dwords = dso_local local_unnamed_addr global [5 x i64] [i64 0, i64 1, i64 -9223372036854775808, i64 81985529216486895, i64 -4294967296], align 8
@__const.main.pairs = private unnamed_addr constant [4 x [2 x i32]] [[2 x i32] [i32 3, i32 9], [2 x i32] [i32 -5, i32 2], [2 x i32] [i32 7, i32 -7], [2 x i32] [i32 -2147483647, i32 5]], align 4
@.str.14 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

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
  %13 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 0
  %14 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 0
  %15 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 0
  %16 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 0
  br label %21

17:                                               ; preds = %143
  %18 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 0
  %19 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 0
  %20 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 0
  br label %553

21:                                               ; preds = %0, %143
  %22 = phi i32 [ 0, %0 ], [ %379, %143 ]
  %23 = getelementptr inbounds [8 x i32], [8 x i32]* @words, i32 0, i32 %22
  %24 = load i32, i32* %23, align 4, !tbaa !1
  %25 = lshr i32 %24, 28
  %26 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %25
  %27 = load i8, i8* %26, align 1, !tbaa !5
  store volatile i8 %27, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %28 = lshr i32 %24, 24
  %29 = and i32 %28, 15
  %30 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %29
  %31 = load i8, i8* %30, align 1, !tbaa !5
  store volatile i8 %31, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %32 = lshr i32 %24, 20
  %33 = and i32 %32, 15
  %34 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %33
  %35 = load i8, i8* %34, align 1, !tbaa !5
  store volatile i8 %35, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %36 = lshr i32 %24, 16
  %37 = and i32 %36, 15
  %38 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %37
  %39 = load i8, i8* %38, align 1, !tbaa !5
  store volatile i8 %39, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %40 = lshr i32 %24, 12
  %41 = and i32 %40, 15
  %42 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %41
  %43 = load i8, i8* %42, align 1, !tbaa !5
  store volatile i8 %43, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %44 = lshr i32 %24, 8
  %45 = and i32 %44, 15
  %46 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %45
  %47 = load i8, i8* %46, align 1, !tbaa !5
  store volatile i8 %47, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %48 = lshr i32 %24, 4
  %49 = and i32 %48, 15
  %50 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %49
  %51 = load i8, i8* %50, align 1, !tbaa !5
  store volatile i8 %51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %52 = and i32 %24, 15
  %53 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %52
  %54 = load i8, i8* %53, align 1, !tbaa !5
  store volatile i8 %54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %55 = tail call i32 @llvm.ctpop.i32(i32 %24), !range !6
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %13) #4
  br label %56

56:                                               ; preds = %56, %21
  %57 = phi i32 [ %55, %21 ], [ %60, %56 ]
  %58 = phi i32 [ 0, %21 ], [ %65, %56 ]
  %59 = freeze i32 %57
  %60 = udiv i32 %59, 10
  %61 = mul i32 %60, 10
  %62 = sub i32 %59, %61
  %63 = trunc i32 %62 to i8
  %64 = or i8 %63, 48
  %65 = add nuw nsw i32 %58, 1
  %66 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %58
  store i8 %64, i8* %66, align 1, !tbaa !5
  %67 = icmp ult i32 %57, 10
  br i1 %67, label %68, label %56, !llvm.loop !7

68:                                               ; preds = %56, %68
  %69 = phi i32 [ %70, %68 ], [ %65, %56 ]
  %70 = add nsw i32 %69, -1
  %71 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %70
  %72 = load i8, i8* %71, align 1, !tbaa !5
  store volatile i8 %72, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %73 = icmp eq i32 %70, 0
  br i1 %73, label %74, label %68, !llvm.loop !9

74:                                               ; preds = %68
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %13) #4
  store volatile i8 47, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %75 = icmp eq i32 %24, 0
  br i1 %75, label %83, label %76

76:                                               ; preds = %74, %76
  %77 = phi i32 [ %81, %76 ], [ 0, %74 ]
  %78 = phi i32 [ %80, %76 ], [ %24, %74 ]
  %79 = add i32 %78, -1
  %80 = and i32 %79, %78
  %81 = add nuw nsw i32 %77, 1
  %82 = icmp eq i32 %80, 0
  br i1 %82, label %83, label %76, !llvm.loop !10

83:                                               ; preds = %76, %74
  %84 = phi i32 [ 0, %74 ], [ %81, %76 ]
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %14) #4
  br label %85

85:                                               ; preds = %85, %83
  %86 = phi i32 [ %84, %83 ], [ %89, %85 ]
  %87 = phi i32 [ 0, %83 ], [ %94, %85 ]
  %88 = freeze i32 %86
  %89 = udiv i32 %88, 10
  %90 = mul i32 %89, 10
  %91 = sub i32 %88, %90
  %92 = trunc i32 %91 to i8
  %93 = or i8 %92, 48
  %94 = add nuw nsw i32 %87, 1
  %95 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %87
  store i8 %93, i8* %95, align 1, !tbaa !5
  %96 = icmp ult i32 %86, 10
  br i1 %96, label %97, label %85, !llvm.loop !7

97:                                               ; preds = %85, %97
  %98 = phi i32 [ %99, %97 ], [ %94, %85 ]
  %99 = add nsw i32 %98, -1
  %100 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %99
  %101 = load i8, i8* %100, align 1, !tbaa !5
  store volatile i8 %101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %102 = icmp eq i32 %99, 0
  br i1 %102, label %103, label %97, !llvm.loop !9

103:                                              ; preds = %97
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %14) #4
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 122, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %104 = tail call i32 @llvm.ctlz.i32(i32 %24, i1 false), !range !6
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %15) #4
  br label %105

105:                                              ; preds = %105, %103
  %106 = phi i32 [ %104, %103 ], [ %109, %105 ]
  %107 = phi i32 [ 0, %103 ], [ %114, %105 ]
  %108 = freeze i32 %106
  %109 = udiv i32 %108, 10
  %110 = mul i32 %109, 10
  %111 = sub i32 %108, %110
  %112 = trunc i32 %111 to i8
  %113 = or i8 %112, 48
  %114 = add nuw nsw i32 %107, 1
  %115 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %107
  store i8 %113, i8* %115, align 1, !tbaa !5
  %116 = icmp ult i32 %106, 10
  br i1 %116, label %117, label %105, !llvm.loop !7

117:                                              ; preds = %105, %117
  %118 = phi i32 [ %119, %117 ], [ %114, %105 ]
  %119 = add nsw i32 %118, -1
  %120 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %119
  %121 = load i8, i8* %120, align 1, !tbaa !5
  store volatile i8 %121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %122 = icmp eq i32 %119, 0
  br i1 %122, label %123, label %117, !llvm.loop !9

123:                                              ; preds = %117
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %15) #4
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 122, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %124 = tail call i32 @llvm.cttz.i32(i32 %24, i1 false), !range !6
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %16) #4
  br label %125

125:                                              ; preds = %125, %123
  %126 = phi i32 [ %124, %123 ], [ %129, %125 ]
  %127 = phi i32 [ 0, %123 ], [ %134, %125 ]
  %128 = freeze i32 %126
  %129 = udiv i32 %128, 10
  %130 = mul i32 %129, 10
  %131 = sub i32 %128, %130
  %132 = trunc i32 %131 to i8
  %133 = or i8 %132, 48
  %134 = add nuw nsw i32 %127, 1
  %135 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %127
  store i8 %133, i8* %135, align 1, !tbaa !5
  %136 = icmp ult i32 %126, 10
  br i1 %136, label %137, label %125, !llvm.loop !7

137:                                              ; preds = %125, %137
  %138 = phi i32 [ %139, %137 ], [ %134, %125 ]
  %139 = add nsw i32 %138, -1
  %140 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %139
  %141 = load i8, i8* %140, align 1, !tbaa !5
  store volatile i8 %141, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %142 = icmp eq i32 %139, 0
  br i1 %142, label %143, label %137, !llvm.loop !9

143:                                              ; preds = %137
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %16) #4
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %144 = tail call i32 @llvm.bswap.i32(i32 %24)
  %145 = lshr i32 %144, 28
  %146 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %145
  %147 = load i8, i8* %146, align 1, !tbaa !5
  store volatile i8 %147, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %148 = lshr i32 %144, 24
  %149 = and i32 %148, 15
  %150 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %149
  %151 = load i8, i8* %150, align 1, !tbaa !5
  store volatile i8 %151, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %152 = lshr i32 %144, 20
  %153 = and i32 %152, 15
  %154 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %153
  %155 = load i8, i8* %154, align 1, !tbaa !5
  store volatile i8 %155, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %156 = lshr i32 %144, 16
  %157 = and i32 %156, 15
  %158 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %157
  %159 = load i8, i8* %158, align 1, !tbaa !5
  store volatile i8 %159, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %160 = lshr i32 %144, 12
  %161 = and i32 %160, 15
  %162 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %161
  %163 = load i8, i8* %162, align 1, !tbaa !5
  store volatile i8 %163, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %164 = lshr i32 %144, 8
  %165 = and i32 %164, 15
  %166 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %165
  %167 = load i8, i8* %166, align 1, !tbaa !5
  store volatile i8 %167, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %168 = lshr i32 %144, 4
  %169 = and i32 %168, 15
  %170 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %169
  %171 = load i8, i8* %170, align 1, !tbaa !5
  store volatile i8 %171, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %172 = and i32 %144, 15
  %173 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %172
  %174 = load i8, i8* %173, align 1, !tbaa !5
  store volatile i8 %174, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %175 = tail call i32 @llvm.bitreverse.i32(i32 %24) #4
  %176 = lshr i32 %175, 28
  %177 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %176
  %178 = load i8, i8* %177, align 1, !tbaa !5
  store volatile i8 %178, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %179 = lshr i32 %175, 24
  %180 = and i32 %179, 15
  %181 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %180
  %182 = load i8, i8* %181, align 1, !tbaa !5
  store volatile i8 %182, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %183 = lshr i32 %175, 20
  %184 = and i32 %183, 15
  %185 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %184
  %186 = load i8, i8* %185, align 1, !tbaa !5
  store volatile i8 %186, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %187 = lshr i32 %175, 16
  %188 = and i32 %187, 15
  %189 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %188
  %190 = load i8, i8* %189, align 1, !tbaa !5
  store volatile i8 %190, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %191 = lshr i32 %175, 12
  %192 = and i32 %191, 15
  %193 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %192
  %194 = load i8, i8* %193, align 1, !tbaa !5
  store volatile i8 %194, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %195 = lshr i32 %175, 8
  %196 = and i32 %195, 15
  %197 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %196
  %198 = load i8, i8* %197, align 1, !tbaa !5
  store volatile i8 %198, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %199 = lshr i32 %175, 4
  %200 = and i32 %199, 15
  %201 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %200
  %202 = load i8, i8* %201, align 1, !tbaa !5
  store volatile i8 %202, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %203 = and i32 %175, 15
  %204 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %203
  %205 = load i8, i8* %204, align 1, !tbaa !5
  store volatile i8 %205, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %206 = mul nuw nsw i32 %22, 5
  %207 = tail call i32 @llvm.fshl.i32(i32 %24, i32 %24, i32 %206) #4
  %208 = lshr i32 %207, 28
  %209 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %208
  %210 = load i8, i8* %209, align 1, !tbaa !5
  store volatile i8 %210, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %211 = lshr i32 %207, 24
  %212 = and i32 %211, 15
  %213 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %212
  %214 = load i8, i8* %213, align 1, !tbaa !5
  store volatile i8 %214, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %215 = lshr i32 %207, 20
  %216 = and i32 %215, 15
  %217 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %216
  %218 = load i8, i8* %217, align 1, !tbaa !5
  store volatile i8 %218, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %219 = lshr i32 %207, 16
  %220 = and i32 %219, 15
  %221 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %220
  %222 = load i8, i8* %221, align 1, !tbaa !5
  store volatile i8 %222, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %223 = lshr i32 %207, 12
  %224 = and i32 %223, 15
  %225 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %224
  %226 = load i8, i8* %225, align 1, !tbaa !5
  store volatile i8 %226, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %227 = lshr i32 %207, 8
  %228 = and i32 %227, 15
  %229 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %228
  %230 = load i8, i8* %229, align 1, !tbaa !5
  store volatile i8 %230, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %231 = lshr i32 %207, 4
  %232 = and i32 %231, 15
  %233 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %232
  %234 = load i8, i8* %233, align 1, !tbaa !5
  store volatile i8 %234, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %235 = and i32 %207, 15
  %236 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %235
  %237 = load i8, i8* %236, align 1, !tbaa !5
  store volatile i8 %237, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %238 = mul nuw nsw i32 %22, 9
  %239 = tail call i32 @llvm.fshr.i32(i32 %24, i32 %24, i32 %238) #4
  %240 = lshr i32 %239, 28
  %241 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %240
  %242 = load i8, i8* %241, align 1, !tbaa !5
  store volatile i8 %242, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %243 = lshr i32 %239, 24
  %244 = and i32 %243, 15
  %245 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %244
  %246 = load i8, i8* %245, align 1, !tbaa !5
  store volatile i8 %246, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %247 = lshr i32 %239, 20
  %248 = and i32 %247, 15
  %249 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %248
  %250 = load i8, i8* %249, align 1, !tbaa !5
  store volatile i8 %250, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %251 = lshr i32 %239, 16
  %252 = and i32 %251, 15
  %253 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %252
  %254 = load i8, i8* %253, align 1, !tbaa !5
  store volatile i8 %254, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %255 = lshr i32 %239, 12
  %256 = and i32 %255, 15
  %257 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %256
  %258 = load i8, i8* %257, align 1, !tbaa !5
  store volatile i8 %258, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %259 = lshr i32 %239, 8
  %260 = and i32 %259, 15
  %261 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %260
  %262 = load i8, i8* %261, align 1, !tbaa !5
  store volatile i8 %262, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %263 = lshr i32 %239, 4
  %264 = and i32 %263, 15
  %265 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %264
  %266 = load i8, i8* %265, align 1, !tbaa !5
  store volatile i8 %266, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %267 = and i32 %239, 15
  %268 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %267
  %269 = load i8, i8* %268, align 1, !tbaa !5
  store volatile i8 %269, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %270 = trunc i32 %55 to i8
  %271 = and i8 %270, 1
  %272 = or i8 %271, 48
  store volatile i8 %272, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %273 = lshr i32 %24, 1
  %274 = xor i32 %273, %24
  %275 = lshr i32 %274, 28
  %276 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %275
  %277 = load i8, i8* %276, align 1, !tbaa !5
  store volatile i8 %277, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %278 = lshr i32 %274, 24
  %279 = and i32 %278, 15
  %280 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %279
  %281 = load i8, i8* %280, align 1, !tbaa !5
  store volatile i8 %281, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %282 = lshr i32 %274, 20
  %283 = and i32 %282, 15
  %284 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %283
  %285 = load i8, i8* %284, align 1, !tbaa !5
  store volatile i8 %285, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %286 = lshr i32 %274, 16
  %287 = and i32 %286, 15
  %288 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %287
  %289 = load i8, i8* %288, align 1, !tbaa !5
  store volatile i8 %289, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %290 = lshr i32 %274, 12
  %291 = and i32 %290, 15
  %292 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %291
  %293 = load i8, i8* %292, align 1, !tbaa !5
  store volatile i8 %293, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %294 = lshr i32 %274, 8
  %295 = and i32 %294, 15
  %296 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %295
  %297 = load i8, i8* %296, align 1, !tbaa !5
  store volatile i8 %297, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %298 = lshr i32 %274, 4
  %299 = and i32 %298, 15
  %300 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %299
  %301 = load i8, i8* %300, align 1, !tbaa !5
  store volatile i8 %301, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %302 = and i32 %274, 15
  %303 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %302
  %304 = load i8, i8* %303, align 1, !tbaa !5
  store volatile i8 %304, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %305 = sub i32 0, %24
  %306 = and i32 %24, %305
  %307 = lshr i32 %306, 28
  %308 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %307
  %309 = load i8, i8* %308, align 1, !tbaa !5
  store volatile i8 %309, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %310 = lshr i32 %306, 24
  %311 = and i32 %310, 15
  %312 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %311
  %313 = load i8, i8* %312, align 1, !tbaa !5
  store volatile i8 %313, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %314 = lshr i32 %306, 20
  %315 = and i32 %314, 15
  %316 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %315
  %317 = load i8, i8* %316, align 1, !tbaa !5
  store volatile i8 %317, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %318 = lshr i32 %306, 16
  %319 = and i32 %318, 15
  %320 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %319
  %321 = load i8, i8* %320, align 1, !tbaa !5
  store volatile i8 %321, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %322 = lshr i32 %306, 12
  %323 = and i32 %322, 15
  %324 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %323
  %325 = load i8, i8* %324, align 1, !tbaa !5
  store volatile i8 %325, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %326 = lshr i32 %306, 8
  %327 = and i32 %326, 15
  %328 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %327
  %329 = load i8, i8* %328, align 1, !tbaa !5
  store volatile i8 %329, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %330 = lshr i32 %306, 4
  %331 = and i32 %330, 15
  %332 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %331
  %333 = load i8, i8* %332, align 1, !tbaa !5
  store volatile i8 %333, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %334 = and i32 %306, 15
  %335 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %334
  %336 = load i8, i8* %335, align 1, !tbaa !5
  store volatile i8 %336, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %337 = add i32 %24, -1
  %338 = lshr i32 %337, 1
  %339 = or i32 %338, %337
  %340 = lshr i32 %339, 2
  %341 = or i32 %340, %339
  %342 = lshr i32 %341, 4
  %343 = or i32 %342, %341
  %344 = lshr i32 %343, 8
  %345 = or i32 %344, %343
  %346 = lshr i32 %345, 16
  %347 = or i32 %346, %345
  %348 = add i32 %347, 1
  %349 = lshr i32 %348, 28
  %350 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %349
  %351 = load i8, i8* %350, align 1, !tbaa !5
  store volatile i8 %351, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %352 = lshr i32 %348, 24
  %353 = and i32 %352, 15
  %354 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %353
  %355 = load i8, i8* %354, align 1, !tbaa !5
  store volatile i8 %355, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %356 = lshr i32 %348, 20
  %357 = and i32 %356, 15
  %358 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %357
  %359 = load i8, i8* %358, align 1, !tbaa !5
  store volatile i8 %359, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %360 = lshr i32 %348, 16
  %361 = and i32 %360, 15
  %362 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %361
  %363 = load i8, i8* %362, align 1, !tbaa !5
  store volatile i8 %363, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %364 = lshr i32 %348, 12
  %365 = and i32 %364, 15
  %366 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %365
  %367 = load i8, i8* %366, align 1, !tbaa !5
  store volatile i8 %367, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %368 = lshr i32 %348, 8
  %369 = and i32 %368, 15
  %370 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %369
  %371 = load i8, i8* %370, align 1, !tbaa !5
  store volatile i8 %371, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %372 = lshr i32 %348, 4
  %373 = and i32 %372, 15
  %374 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %373
  %375 = load i8, i8* %374, align 1, !tbaa !5
  store volatile i8 %375, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %376 = and i32 %348, 15
  %377 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %376
  %378 = load i8, i8* %377, align 1, !tbaa !5
  store volatile i8 %378, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %379 = add nuw nsw i32 %22, 1
  %380 = icmp eq i32 %379, 8
  br i1 %380, label %17, label %21, !llvm.loop !11

381:                                              ; preds = %682
  %382 = load i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @words, i32 0, i32 3), align 4, !tbaa !1
  %383 = zext i32 %382 to i64
  %384 = shl nuw nsw i64 %383, 16
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
  %385 = xor i64 %384, 72624976668147840
  %386 = lshr exact i64 %385, 7
  %387 = xor i64 %386, %385
  %388 = and i64 %387, 730155581440
  %389 = xor i64 %388, %385
  %390 = shl nuw nsw i64 %388, 7
  %391 = xor i64 %389, %390
  %392 = lshr i64 %391, 14
  %393 = xor i64 %392, %391
  %394 = and i64 %393, 225176545447116
  %395 = xor i64 %394, %391
  %396 = shl nuw nsw i64 %394, 14
  %397 = xor i64 %395, %396
  %398 = lshr i64 %397, 28
  %399 = xor i64 %398, %397
  %400 = and i64 %399, 4042322160
  %401 = xor i64 %400, %397
  %402 = shl nuw nsw i64 %400, 28
  %403 = xor i64 %401, %402
  %404 = lshr i64 %403, 32
  %405 = trunc i64 %404 to i32
  %406 = lshr i32 %405, 28
  %407 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %406
  %408 = load i8, i8* %407, align 1, !tbaa !5
  store volatile i8 %408, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %409 = lshr i32 %405, 24
  %410 = and i32 %409, 15
  %411 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %410
  %412 = load i8, i8* %411, align 1, !tbaa !5
  store volatile i8 %412, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %413 = lshr i32 %405, 20
  %414 = and i32 %413, 15
  %415 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %414
  %416 = load i8, i8* %415, align 1, !tbaa !5
  store volatile i8 %416, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %417 = lshr i32 %405, 16
  %418 = and i32 %417, 15
  %419 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %418
  %420 = load i8, i8* %419, align 1, !tbaa !5
  store volatile i8 %420, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %421 = lshr i32 %405, 12
  %422 = and i32 %421, 15
  %423 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %422
  %424 = load i8, i8* %423, align 1, !tbaa !5
  store volatile i8 %424, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %425 = lshr i32 %405, 8
  %426 = and i32 %425, 15
  %427 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %426
  %428 = load i8, i8* %427, align 1, !tbaa !5
  store volatile i8 %428, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %429 = lshr i32 %405, 4
  %430 = and i32 %429, 15
  %431 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %430
  %432 = load i8, i8* %431, align 1, !tbaa !5
  store volatile i8 %432, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %433 = and i32 %405, 15
  %434 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %433
  %435 = load i8, i8* %434, align 1, !tbaa !5
  store volatile i8 %435, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %436 = trunc i64 %401 to i32
  %437 = lshr i32 %436, 28
  %438 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %437
  %439 = load i8, i8* %438, align 1, !tbaa !5
  store volatile i8 %439, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %440 = lshr i32 %436, 24
  %441 = and i32 %440, 15
  %442 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %441
  %443 = load i8, i8* %442, align 1, !tbaa !5
  store volatile i8 %443, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %444 = lshr i32 %436, 20
  %445 = and i32 %444, 15
  %446 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %445
  %447 = load i8, i8* %446, align 1, !tbaa !5
  store volatile i8 %447, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %448 = lshr i32 %436, 16
  %449 = and i32 %448, 15
  %450 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %449
  %451 = load i8, i8* %450, align 1, !tbaa !5
  store volatile i8 %451, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %452 = lshr i32 %436, 12
  %453 = and i32 %452, 15
  %454 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %453
  %455 = load i8, i8* %454, align 1, !tbaa !5
  store volatile i8 %455, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %456 = lshr i32 %436, 8
  %457 = and i32 %456, 15
  %458 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %457
  %459 = load i8, i8* %458, align 1, !tbaa !5
  store volatile i8 %459, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %460 = lshr i32 %436, 4
  %461 = and i32 %460, 15
  %462 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %461
  %463 = load i8, i8* %462, align 1, !tbaa !5
  store volatile i8 %463, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %464 = and i32 %436, 15
  %465 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %464
  %466 = load i8, i8* %465, align 1, !tbaa !5
  store volatile i8 %466, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %467 = lshr i64 %403, 7
  %468 = xor i64 %467, %403
  %469 = and i64 %468, 47851476196393130
  %470 = xor i64 %469, %403
  %471 = shl nuw nsw i64 %469, 7
  %472 = xor i64 %470, %471
  %473 = lshr i64 %472, 14
  %474 = xor i64 %473, %472
  %475 = and i64 %474, 225176545447116
  %476 = xor i64 %475, %472
  %477 = shl nuw nsw i64 %475, 14
  %478 = xor i64 %476, %477
  %479 = lshr i64 %478, 28
  %480 = xor i64 %479, %478
  %481 = and i64 %480, 4042322160
  %482 = xor i64 %481, %478
  %483 = shl nuw nsw i64 %481, 28
  %484 = xor i64 %483, %478
  %485 = lshr i64 %484, 32
  %486 = trunc i64 %485 to i32
  %487 = lshr i32 %486, 28
  %488 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %487
  %489 = load i8, i8* %488, align 1, !tbaa !5
  store volatile i8 %489, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %490 = lshr i32 %486, 24
  %491 = and i32 %490, 15
  %492 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %491
  %493 = load i8, i8* %492, align 1, !tbaa !5
  store volatile i8 %493, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %494 = lshr i32 %486, 20
  %495 = and i32 %494, 15
  %496 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %495
  %497 = load i8, i8* %496, align 1, !tbaa !5
  store volatile i8 %497, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %498 = lshr i32 %486, 16
  %499 = and i32 %498, 15
  %500 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %499
  %501 = load i8, i8* %500, align 1, !tbaa !5
  store volatile i8 %501, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %502 = lshr i32 %486, 12
  %503 = and i32 %502, 15
  %504 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %503
  %505 = load i8, i8* %504, align 1, !tbaa !5
  store volatile i8 %505, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %506 = lshr i32 %486, 8
  %507 = and i32 %506, 15
  %508 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %507
  %509 = load i8, i8* %508, align 1, !tbaa !5
  store volatile i8 %509, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %510 = lshr i32 %486, 4
  %511 = and i32 %510, 15
  %512 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %511
  %513 = load i8, i8* %512, align 1, !tbaa !5
  store volatile i8 %513, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %514 = and i32 %486, 15
  %515 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %514
  %516 = load i8, i8* %515, align 1, !tbaa !5
  store volatile i8 %516, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %517 = trunc i64 %482 to i32
  %518 = lshr i32 %517, 28
  %519 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %518
  %520 = load i8, i8* %519, align 1, !tbaa !5
  store volatile i8 %520, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %521 = lshr i32 %517, 24
  %522 = and i32 %521, 15
  %523 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %522
  %524 = load i8, i8* %523, align 1, !tbaa !5
  store volatile i8 %524, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %525 = lshr i32 %517, 20
  %526 = and i32 %525, 15
  %527 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %526
  %528 = load i8, i8* %527, align 1, !tbaa !5
  store volatile i8 %528, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %529 = lshr i32 %517, 16
  %530 = and i32 %529, 15
  %531 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %530
  %532 = load i8, i8* %531, align 1, !tbaa !5
  store volatile i8 %532, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %533 = lshr i32 %517, 12
  %534 = and i32 %533, 15
  %535 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %534
  %536 = load i8, i8* %535, align 1, !tbaa !5
  store volatile i8 %536, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %537 = lshr i32 %517, 8
  %538 = and i32 %537, 15
  %539 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %538
  %540 = load i8, i8* %539, align 1, !tbaa !5
  store volatile i8 %540, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %541 = lshr i32 %517, 4
  %542 = and i32 %541, 15
  %543 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %542
  %544 = load i8, i8* %543, align 1, !tbaa !5
  store volatile i8 %544, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %545 = and i32 %517, 15
  %546 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %545
  %547 = load i8, i8* %546, align 1, !tbaa !5
  store volatile i8 %547, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %548 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  %549 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  %550 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  %551 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  %552 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  br label %815

553:                                              ; preds = %17, %682
  %554 = phi i32 [ 0, %17 ], [ %813, %682 ]
  %555 = getelementptr inbounds [5 x i64], [5 x i64]* @dwords, i32 0, i32 %554
  %556 = load i64, i64* %555, align 8, !tbaa !12
  %557 = lshr i64 %556, 32
  %558 = trunc i64 %557 to i32
  %559 = lshr i32 %558, 28
  %560 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %559
  %561 = load i8, i8* %560, align 1, !tbaa !5
  store volatile i8 %561, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %562 = lshr i32 %558, 24
  %563 = and i32 %562, 15
  %564 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %563
  %565 = load i8, i8* %564, align 1, !tbaa !5
  store volatile i8 %565, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %566 = lshr i32 %558, 20
  %567 = and i32 %566, 15
  %568 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %567
  %569 = load i8, i8* %568, align 1, !tbaa !5
  store volatile i8 %569, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %570 = lshr i32 %558, 16
  %571 = and i32 %570, 15
  %572 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %571
  %573 = load i8, i8* %572, align 1, !tbaa !5
  store volatile i8 %573, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %574 = lshr i32 %558, 12
  %575 = and i32 %574, 15
  %576 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %575
  %577 = load i8, i8* %576, align 1, !tbaa !5
  store volatile i8 %577, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %578 = lshr i32 %558, 8
  %579 = and i32 %578, 15
  %580 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %579
  %581 = load i8, i8* %580, align 1, !tbaa !5
  store volatile i8 %581, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %582 = lshr i32 %558, 4
  %583 = and i32 %582, 15
  %584 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %583
  %585 = load i8, i8* %584, align 1, !tbaa !5
  store volatile i8 %585, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %586 = and i32 %558, 15
  %587 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %586
  %588 = load i8, i8* %587, align 1, !tbaa !5
  store volatile i8 %588, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %589 = trunc i64 %556 to i32
  %590 = lshr i32 %589, 28
  %591 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %590
  %592 = load i8, i8* %591, align 1, !tbaa !5
  store volatile i8 %592, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %593 = lshr i32 %589, 24
  %594 = and i32 %593, 15
  %595 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %594
  %596 = load i8, i8* %595, align 1, !tbaa !5
  store volatile i8 %596, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %597 = lshr i32 %589, 20
  %598 = and i32 %597, 15
  %599 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %598
  %600 = load i8, i8* %599, align 1, !tbaa !5
  store volatile i8 %600, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %601 = lshr i32 %589, 16
  %602 = and i32 %601, 15
  %603 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %602
  %604 = load i8, i8* %603, align 1, !tbaa !5
  store volatile i8 %604, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %605 = lshr i32 %589, 12
  %606 = and i32 %605, 15
  %607 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %606
  %608 = load i8, i8* %607, align 1, !tbaa !5
  store volatile i8 %608, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %609 = lshr i32 %589, 8
  %610 = and i32 %609, 15
  %611 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %610
  %612 = load i8, i8* %611, align 1, !tbaa !5
  store volatile i8 %612, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %613 = lshr i32 %589, 4
  %614 = and i32 %613, 15
  %615 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %614
  %616 = load i8, i8* %615, align 1, !tbaa !5
  store volatile i8 %616, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %617 = and i32 %589, 15
  %618 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %617
  %619 = load i8, i8* %618, align 1, !tbaa !5
  store volatile i8 %619, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %620 = tail call i64 @llvm.ctpop.i64(i64 %556), !range !14
  %621 = trunc i64 %620 to i32
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %18) #4
  br label %622

622:                                              ; preds = %622, %553
  %623 = phi i32 [ %621, %553 ], [ %626, %622 ]
  %624 = phi i32 [ 0, %553 ], [ %631, %622 ]
  %625 = freeze i32 %623
  %626 = udiv i32 %625, 10
  %627 = mul i32 %626, 10
  %628 = sub i32 %625, %627
  %629 = trunc i32 %628 to i8
  %630 = or i8 %629, 48
  %631 = add nuw nsw i32 %624, 1
  %632 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %624
  store i8 %630, i8* %632, align 1, !tbaa !5
  %633 = icmp ult i32 %623, 10
  br i1 %633, label %634, label %622, !llvm.loop !7

634:                                              ; preds = %622, %634
  %635 = phi i32 [ %636, %634 ], [ %631, %622 ]
  %636 = add nsw i32 %635, -1
  %637 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %636
  %638 = load i8, i8* %637, align 1, !tbaa !5
  store volatile i8 %638, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %639 = icmp eq i32 %636, 0
  br i1 %639, label %640, label %634, !llvm.loop !9

640:                                              ; preds = %634
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %18) #4
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 122, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %641 = tail call i64 @llvm.ctlz.i64(i64 %556, i1 false), !range !14
  %642 = trunc i64 %641 to i32
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %19) #4
  br label %643

643:                                              ; preds = %643, %640
  %644 = phi i32 [ %642, %640 ], [ %647, %643 ]
  %645 = phi i32 [ 0, %640 ], [ %652, %643 ]
  %646 = freeze i32 %644
  %647 = udiv i32 %646, 10
  %648 = mul i32 %647, 10
  %649 = sub i32 %646, %648
  %650 = trunc i32 %649 to i8
  %651 = or i8 %650, 48
  %652 = add nuw nsw i32 %645, 1
  %653 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %645
  store i8 %651, i8* %653, align 1, !tbaa !5
  %654 = icmp ult i32 %644, 10
  br i1 %654, label %655, label %643, !llvm.loop !7

655:                                              ; preds = %643, %655
  %656 = phi i32 [ %657, %655 ], [ %652, %643 ]
  %657 = add nsw i32 %656, -1
  %658 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %657
  %659 = load i8, i8* %658, align 1, !tbaa !5
  store volatile i8 %659, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %660 = icmp eq i32 %657, 0
  br i1 %660, label %661, label %655, !llvm.loop !9

661:                                              ; preds = %655
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %19) #4
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 122, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %662 = tail call i64 @llvm.cttz.i64(i64 %556, i1 false), !range !14
  %663 = trunc i64 %662 to i32
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %20) #4
  br label %664

664:                                              ; preds = %664, %661
  %665 = phi i32 [ %663, %661 ], [ %668, %664 ]
  %666 = phi i32 [ 0, %661 ], [ %673, %664 ]
  %667 = freeze i32 %665
  %668 = udiv i32 %667, 10
  %669 = mul i32 %668, 10
  %670 = sub i32 %667, %669
  %671 = trunc i32 %670 to i8
  %672 = or i8 %671, 48
  %673 = add nuw nsw i32 %666, 1
  %674 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %666
  store i8 %672, i8* %674, align 1, !tbaa !5
  %675 = icmp ult i32 %665, 10
  br i1 %675, label %676, label %664, !llvm.loop !7

676:                                              ; preds = %664, %676
  %677 = phi i32 [ %678, %676 ], [ %673, %664 ]
  %678 = add nsw i32 %677, -1
  %679 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %678
  %680 = load i8, i8* %679, align 1, !tbaa !5
  store volatile i8 %680, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %681 = icmp eq i32 %678, 0
  br i1 %681, label %682, label %676, !llvm.loop !9

682:                                              ; preds = %676
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %20) #4
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %683 = tail call i64 @llvm.bswap.i64(i64 %556)
  %684 = lshr i64 %683, 32
  %685 = trunc i64 %684 to i32
  %686 = lshr i32 %685, 28
  %687 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %686
  %688 = load i8, i8* %687, align 1, !tbaa !5
  store volatile i8 %688, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %689 = lshr i32 %685, 24
  %690 = and i32 %689, 15
  %691 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %690
  %692 = load i8, i8* %691, align 1, !tbaa !5
  store volatile i8 %692, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %693 = lshr i32 %685, 20
  %694 = and i32 %693, 15
  %695 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %694
  %696 = load i8, i8* %695, align 1, !tbaa !5
  store volatile i8 %696, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %697 = lshr i32 %685, 16
  %698 = and i32 %697, 15
  %699 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %698
  %700 = load i8, i8* %699, align 1, !tbaa !5
  store volatile i8 %700, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %701 = lshr i32 %685, 12
  %702 = and i32 %701, 15
  %703 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %702
  %704 = load i8, i8* %703, align 1, !tbaa !5
  store volatile i8 %704, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %705 = lshr i32 %685, 8
  %706 = and i32 %705, 15
  %707 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %706
  %708 = load i8, i8* %707, align 1, !tbaa !5
  store volatile i8 %708, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %709 = lshr i32 %685, 4
  %710 = and i32 %709, 15
  %711 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %710
  %712 = load i8, i8* %711, align 1, !tbaa !5
  store volatile i8 %712, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %713 = and i32 %685, 15
  %714 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %713
  %715 = load i8, i8* %714, align 1, !tbaa !5
  store volatile i8 %715, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %716 = trunc i64 %683 to i32
  %717 = lshr i32 %716, 28
  %718 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %717
  %719 = load i8, i8* %718, align 1, !tbaa !5
  store volatile i8 %719, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %720 = lshr i32 %716, 24
  %721 = and i32 %720, 15
  %722 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %721
  %723 = load i8, i8* %722, align 1, !tbaa !5
  store volatile i8 %723, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %724 = lshr i32 %716, 20
  %725 = and i32 %724, 15
  %726 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %725
  %727 = load i8, i8* %726, align 1, !tbaa !5
  store volatile i8 %727, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %728 = lshr i32 %716, 16
  %729 = and i32 %728, 15
  %730 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %729
  %731 = load i8, i8* %730, align 1, !tbaa !5
  store volatile i8 %731, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %732 = lshr i32 %716, 12
  %733 = and i32 %732, 15
  %734 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %733
  %735 = load i8, i8* %734, align 1, !tbaa !5
  store volatile i8 %735, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %736 = lshr i32 %716, 8
  %737 = and i32 %736, 15
  %738 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %737
  %739 = load i8, i8* %738, align 1, !tbaa !5
  store volatile i8 %739, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %740 = lshr i32 %716, 4
  %741 = and i32 %740, 15
  %742 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %741
  %743 = load i8, i8* %742, align 1, !tbaa !5
  store volatile i8 %743, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %744 = and i32 %716, 15
  %745 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %744
  %746 = load i8, i8* %745, align 1, !tbaa !5
  store volatile i8 %746, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %747 = mul nuw nsw i32 %554, 13
  %748 = zext i32 %747 to i64
  %749 = tail call i64 @llvm.fshl.i64(i64 %556, i64 %556, i64 %748) #4
  %750 = lshr i64 %749, 32
  %751 = trunc i64 %750 to i32
  %752 = lshr i32 %751, 28
  %753 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %752
  %754 = load i8, i8* %753, align 1, !tbaa !5
  store volatile i8 %754, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %755 = lshr i32 %751, 24
  %756 = and i32 %755, 15
  %757 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %756
  %758 = load i8, i8* %757, align 1, !tbaa !5
  store volatile i8 %758, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %759 = lshr i32 %751, 20
  %760 = and i32 %759, 15
  %761 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %760
  %762 = load i8, i8* %761, align 1, !tbaa !5
  store volatile i8 %762, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %763 = lshr i32 %751, 16
  %764 = and i32 %763, 15
  %765 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %764
  %766 = load i8, i8* %765, align 1, !tbaa !5
  store volatile i8 %766, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %767 = lshr i32 %751, 12
  %768 = and i32 %767, 15
  %769 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %768
  %770 = load i8, i8* %769, align 1, !tbaa !5
  store volatile i8 %770, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %771 = lshr i32 %751, 8
  %772 = and i32 %771, 15
  %773 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %772
  %774 = load i8, i8* %773, align 1, !tbaa !5
  store volatile i8 %774, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %775 = lshr i32 %751, 4
  %776 = and i32 %775, 15
  %777 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %776
  %778 = load i8, i8* %777, align 1, !tbaa !5
  store volatile i8 %778, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %779 = and i32 %751, 15
  %780 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %779
  %781 = load i8, i8* %780, align 1, !tbaa !5
  store volatile i8 %781, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %782 = trunc i64 %749 to i32
  %783 = lshr i32 %782, 28
  %784 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %783
  %785 = load i8, i8* %784, align 1, !tbaa !5
  store volatile i8 %785, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %786 = lshr i32 %782, 24
  %787 = and i32 %786, 15
  %788 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %787
  %789 = load i8, i8* %788, align 1, !tbaa !5
  store volatile i8 %789, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %790 = lshr i32 %782, 20
  %791 = and i32 %790, 15
  %792 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %791
  %793 = load i8, i8* %792, align 1, !tbaa !5
  store volatile i8 %793, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %794 = lshr i32 %782, 16
  %795 = and i32 %794, 15
  %796 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %795
  %797 = load i8, i8* %796, align 1, !tbaa !5
  store volatile i8 %797, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %798 = lshr i32 %782, 12
  %799 = and i32 %798, 15
  %800 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %799
  %801 = load i8, i8* %800, align 1, !tbaa !5
  store volatile i8 %801, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %802 = lshr i32 %782, 8
  %803 = and i32 %802, 15
  %804 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %803
  %805 = load i8, i8* %804, align 1, !tbaa !5
  store volatile i8 %805, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %806 = lshr i32 %782, 4
  %807 = and i32 %806, 15
  %808 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %807
  %809 = load i8, i8* %808, align 1, !tbaa !5
  store volatile i8 %809, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %810 = and i32 %782, 15
  %811 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %810
  %812 = load i8, i8* %811, align 1, !tbaa !5
  store volatile i8 %812, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %813 = add nuw nsw i32 %554, 1
  %814 = icmp eq i32 %813, 5
  br i1 %814, label %381, label %553, !llvm.loop !15

815:                                              ; preds = %381, %929
  %816 = phi i32 [ 0, %381 ], [ %930, %929 ]
  %817 = getelementptr inbounds [4 x [2 x i32]], [4 x [2 x i32]]* @__const.main.pairs, i32 0, i32 %816, i32 0
  %818 = load i32, i32* %817, align 4, !tbaa !1
  %819 = getelementptr inbounds [4 x [2 x i32]], [4 x [2 x i32]]* @__const.main.pairs, i32 0, i32 %816, i32 1
  %820 = load i32, i32* %819, align 4, !tbaa !1
  %821 = icmp slt i32 %818, %820
  %822 = select i1 %821, i32 %818, i32 %820
  %823 = icmp slt i32 %822, 0
  br i1 %823, label %824, label %845

824:                                              ; preds = %815
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %825 = sub i32 0, %822
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %549) #4
  br label %826

826:                                              ; preds = %826, %824
  %827 = phi i32 [ %825, %824 ], [ %830, %826 ]
  %828 = phi i32 [ 0, %824 ], [ %835, %826 ]
  %829 = freeze i32 %827
  %830 = udiv i32 %829, 10
  %831 = mul i32 %830, 10
  %832 = sub i32 %829, %831
  %833 = trunc i32 %832 to i8
  %834 = or i8 %833, 48
  %835 = add nuw nsw i32 %828, 1
  %836 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %828
  store i8 %834, i8* %836, align 1, !tbaa !5
  %837 = icmp ult i32 %827, 10
  br i1 %837, label %838, label %826, !llvm.loop !7

838:                                              ; preds = %826, %838
  %839 = phi i32 [ %840, %838 ], [ %835, %826 ]
  %840 = add nsw i32 %839, -1
  %841 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %840
  %842 = load i8, i8* %841, align 1, !tbaa !5
  store volatile i8 %842, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %843 = icmp eq i32 %840, 0
  br i1 %843, label %844, label %838, !llvm.loop !9

844:                                              ; preds = %838
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %549) #4
  br label %865

845:                                              ; preds = %815
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %548) #4
  br label %846

846:                                              ; preds = %846, %845
  %847 = phi i32 [ %822, %845 ], [ %850, %846 ]
  %848 = phi i32 [ 0, %845 ], [ %855, %846 ]
  %849 = freeze i32 %847
  %850 = udiv i32 %849, 10
  %851 = mul i32 %850, 10
  %852 = sub i32 %849, %851
  %853 = trunc i32 %852 to i8
  %854 = or i8 %853, 48
  %855 = add nuw nsw i32 %848, 1
  %856 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %848
  store i8 %854, i8* %856, align 1, !tbaa !5
  %857 = icmp ult i32 %847, 10
  br i1 %857, label %858, label %846, !llvm.loop !7

858:                                              ; preds = %846, %858
  %859 = phi i32 [ %860, %858 ], [ %855, %846 ]
  %860 = add nsw i32 %859, -1
  %861 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %860
  %862 = load i8, i8* %861, align 1, !tbaa !5
  store volatile i8 %862, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %863 = icmp eq i32 %860, 0
  br i1 %863, label %864, label %858, !llvm.loop !9

864:                                              ; preds = %858
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %548) #4
  br label %865

865:                                              ; preds = %844, %864
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %866 = select i1 %821, i32 %820, i32 %818
  %867 = icmp slt i32 %866, 0
  br i1 %867, label %868, label %889

868:                                              ; preds = %865
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %869 = sub i32 0, %866
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %551) #4
  br label %870

870:                                              ; preds = %870, %868
  %871 = phi i32 [ %869, %868 ], [ %874, %870 ]
  %872 = phi i32 [ 0, %868 ], [ %879, %870 ]
  %873 = freeze i32 %871
  %874 = udiv i32 %873, 10
  %875 = mul i32 %874, 10
  %876 = sub i32 %873, %875
  %877 = trunc i32 %876 to i8
  %878 = or i8 %877, 48
  %879 = add nuw nsw i32 %872, 1
  %880 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %872
  store i8 %878, i8* %880, align 1, !tbaa !5
  %881 = icmp ult i32 %871, 10
  br i1 %881, label %882, label %870, !llvm.loop !7

882:                                              ; preds = %870, %882
  %883 = phi i32 [ %884, %882 ], [ %879, %870 ]
  %884 = add nsw i32 %883, -1
  %885 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %884
  %886 = load i8, i8* %885, align 1, !tbaa !5
  store volatile i8 %886, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %887 = icmp eq i32 %884, 0
  br i1 %887, label %888, label %882, !llvm.loop !9

888:                                              ; preds = %882
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %551) #4
  br label %909

889:                                              ; preds = %865
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %550) #4
  br label %890

890:                                              ; preds = %890, %889
  %891 = phi i32 [ %866, %889 ], [ %894, %890 ]
  %892 = phi i32 [ 0, %889 ], [ %899, %890 ]
  %893 = freeze i32 %891
  %894 = udiv i32 %893, 10
  %895 = mul i32 %894, 10
  %896 = sub i32 %893, %895
  %897 = trunc i32 %896 to i8
  %898 = or i8 %897, 48
  %899 = add nuw nsw i32 %892, 1
  %900 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %892
  store i8 %898, i8* %900, align 1, !tbaa !5
  %901 = icmp ult i32 %891, 10
  br i1 %901, label %902, label %890, !llvm.loop !7

902:                                              ; preds = %890, %902
  %903 = phi i32 [ %904, %902 ], [ %899, %890 ]
  %904 = add nsw i32 %903, -1
  %905 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %904
  %906 = load i8, i8* %905, align 1, !tbaa !5
  store volatile i8 %906, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %907 = icmp eq i32 %904, 0
  br i1 %907, label %908, label %902, !llvm.loop !9

908:                                              ; preds = %902
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %550) #4
  br label %909

909:                                              ; preds = %888, %908
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %910 = tail call i32 @llvm.abs.i32(i32 %818, i1 true) #4
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %552) #4
  br label %911

911:                                              ; preds = %911, %909
  %912 = phi i32 [ %910, %909 ], [ %915, %911 ]
  %913 = phi i32 [ 0, %909 ], [ %920, %911 ]
  %914 = freeze i32 %912
  %915 = udiv i32 %914, 10
  %916 = mul i32 %915, 10
  %917 = sub i32 %914, %916
  %918 = trunc i32 %917 to i8
  %919 = or i8 %918, 48
  %920 = add nuw nsw i32 %913, 1
  %921 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %913
  store i8 %919, i8* %921, align 1, !tbaa !5
  %922 = icmp ult i32 %912, 10
  br i1 %922, label %923, label %911, !llvm.loop !7

923:                                              ; preds = %911, %923
  %924 = phi i32 [ %925, %923 ], [ %920, %911 ]
  %925 = add nsw i32 %924, -1
  %926 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %925
  %927 = load i8, i8* %926, align 1, !tbaa !5
  store volatile i8 %927, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %928 = icmp eq i32 %925, 0
  br i1 %928, label %929, label %923, !llvm.loop !9

929:                                              ; preds = %923
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %552) #4
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %930 = add nuw nsw i32 %816, 1
  %931 = icmp eq i32 %930, 4
  br i1 %931, label %932, label %815, !llvm.loop !16

932:                                              ; preds = %929
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  ret i32 83
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bswap.i64(i64) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bitreverse.i32(i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshr.i32(i32, i32, i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #3

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!3, !3, i64 0}
!6 = !{i32 0, i32 33}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !3, i64 0}
!14 = !{i64 0, i64 65}
!15 = distinct !{!15, !8}
!16 = distinct !{!16, !8}
