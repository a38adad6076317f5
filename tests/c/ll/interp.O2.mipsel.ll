; ModuleID = 'interp.c'
source_filename = "interp.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"1 + 2 * 3\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"(1 + 2) * 3\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"a = 7 * 6\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"b = a / 5 - -3\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"a % b + b * (a - 40)\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"c = (a + b) * (a - b) / 3\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"c / (b - 11)\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"2 * (3 + \00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"-(-(-5)) * 2\00", align 1
@primes = internal unnamed_addr constant [57 x i32] [i32 0, i32 2, i32 2, i32 0, i32 1, i32 0, i32 0, i32 60, i32 7, i32 8, i32 56, i32 0, i32 2, i32 2, i32 1, i32 1, i32 1, i32 1, i32 1, i32 5, i32 1, i32 0, i32 0, i32 1, i32 3, i32 7, i32 8, i32 44, i32 1, i32 0, i32 1, i32 1, i32 6, i32 8, i32 47, i32 1, i32 1, i32 0, i32 1, i32 3, i32 2, i32 1, i32 9, i32 15, i32 1, i32 0, i32 10, i32 1, i32 0, i32 0, i32 1, i32 3, i32 2, i32 0, i32 9, i32 4, i32 11], align 4
@vars = internal unnamed_addr global [26 x i32] zeroinitializer, align 4
@src = internal unnamed_addr global i8* null, align 4
@error = internal unnamed_addr global i32 0, align 4
@.str.11 = private unnamed_addr constant [17 x i8] c"division by zero\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c"syntax error\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = alloca [10 x i8], align 1
  %5 = alloca [16 x i32], align 4
  %6 = alloca [4 x i32], align 4
  tail call fastcc void @statement(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0))
  tail call fastcc void @statement(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i32 0, i32 0))
  tail call fastcc void @statement(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0))
  tail call fastcc void @statement(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0))
  tail call fastcc void @statement(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.4, i32 0, i32 0))
  tail call fastcc void @statement(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.5, i32 0, i32 0))
  tail call fastcc void @statement(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0))
  tail call fastcc void @statement(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i32 0, i32 0))
  tail call fastcc void @statement(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.8, i32 0, i32 0))
  %7 = bitcast [4 x i32]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %7) #4
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(16) %7, i8 0, i32 16, i1 false)
  %8 = bitcast [16 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %8) #4
  %9 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  %10 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  br label %11

11:                                               ; preds = %142, %0
  %12 = phi i32 [ 0, %0 ], [ %143, %142 ]
  %13 = phi i32 [ 0, %0 ], [ %144, %142 ]
  %14 = phi i32 [ 0, %0 ], [ %15, %142 ]
  %15 = add nuw nsw i32 %14, 1
  %16 = add nsw i32 %13, 1
  %17 = getelementptr inbounds [57 x i32], [57 x i32]* @primes, i32 0, i32 %13
  %18 = load i32, i32* %17, align 4, !tbaa !1
  switch i32 %18, label %145 [
    i32 0, label %19
    i32 1, label %25
    i32 2, label %33
    i32 3, label %41
    i32 4, label %49
    i32 5, label %57
    i32 6, label %65
    i32 7, label %73
    i32 8, label %82
    i32 9, label %92
    i32 10, label %95
    i32 11, label %146
  ]

19:                                               ; preds = %11
  %20 = add nsw i32 %13, 2
  %21 = getelementptr inbounds [57 x i32], [57 x i32]* @primes, i32 0, i32 %16
  %22 = load i32, i32* %21, align 4, !tbaa !1
  %23 = add nsw i32 %12, 1
  %24 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i32 0, i32 %12
  store i32 %22, i32* %24, align 4, !tbaa !1
  br label %142

25:                                               ; preds = %11
  %26 = add nsw i32 %13, 2
  %27 = getelementptr inbounds [57 x i32], [57 x i32]* @primes, i32 0, i32 %16
  %28 = load i32, i32* %27, align 4, !tbaa !1
  %29 = getelementptr inbounds [4 x i32], [4 x i32]* %6, i32 0, i32 %28
  %30 = load i32, i32* %29, align 4, !tbaa !1
  %31 = add nsw i32 %12, 1
  %32 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i32 0, i32 %12
  store i32 %30, i32* %32, align 4, !tbaa !1
  br label %142

33:                                               ; preds = %11
  %34 = add nsw i32 %12, -1
  %35 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i32 0, i32 %34
  %36 = load i32, i32* %35, align 4, !tbaa !1
  %37 = add nsw i32 %13, 2
  %38 = getelementptr inbounds [57 x i32], [57 x i32]* @primes, i32 0, i32 %16
  %39 = load i32, i32* %38, align 4, !tbaa !1
  %40 = getelementptr inbounds [4 x i32], [4 x i32]* %6, i32 0, i32 %39
  store i32 %36, i32* %40, align 4, !tbaa !1
  br label %142

41:                                               ; preds = %11
  %42 = add nsw i32 %12, -1
  %43 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i32 0, i32 %42
  %44 = load i32, i32* %43, align 4, !tbaa !1
  %45 = add nsw i32 %12, -2
  %46 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i32 0, i32 %45
  %47 = load i32, i32* %46, align 4, !tbaa !1
  %48 = add nsw i32 %47, %44
  store i32 %48, i32* %46, align 4, !tbaa !1
  br label %142

49:                                               ; preds = %11
  %50 = add nsw i32 %12, -1
  %51 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i32 0, i32 %50
  %52 = load i32, i32* %51, align 4, !tbaa !1
  %53 = add nsw i32 %12, -2
  %54 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i32 0, i32 %53
  %55 = load i32, i32* %54, align 4, !tbaa !1
  %56 = sub nsw i32 %55, %52
  store i32 %56, i32* %54, align 4, !tbaa !1
  br label %142

57:                                               ; preds = %11
  %58 = add nsw i32 %12, -1
  %59 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i32 0, i32 %58
  %60 = load i32, i32* %59, align 4, !tbaa !1
  %61 = add nsw i32 %12, -2
  %62 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i32 0, i32 %61
  %63 = load i32, i32* %62, align 4, !tbaa !1
  %64 = mul nsw i32 %63, %60
  store i32 %64, i32* %62, align 4, !tbaa !1
  br label %142

65:                                               ; preds = %11
  %66 = add nsw i32 %12, -1
  %67 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i32 0, i32 %66
  %68 = load i32, i32* %67, align 4, !tbaa !1
  %69 = add nsw i32 %12, -2
  %70 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i32 0, i32 %69
  %71 = load i32, i32* %70, align 4, !tbaa !1
  %72 = srem i32 %71, %68
  store i32 %72, i32* %70, align 4, !tbaa !1
  br label %142

73:                                               ; preds = %11
  %74 = add nsw i32 %12, -1
  %75 = add nsw i32 %12, -2
  %76 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i32 0, i32 %75
  %77 = load i32, i32* %76, align 4, !tbaa !1
  %78 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i32 0, i32 %74
  %79 = load i32, i32* %78, align 4, !tbaa !1
  %80 = icmp slt i32 %77, %79
  %81 = zext i1 %80 to i32
  store i32 %81, i32* %76, align 4, !tbaa !1
  br label %142

82:                                               ; preds = %11
  %83 = add nsw i32 %12, -1
  %84 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i32 0, i32 %83
  %85 = load i32, i32* %84, align 4, !tbaa !1
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %87, label %90

87:                                               ; preds = %82
  %88 = getelementptr inbounds [57 x i32], [57 x i32]* @primes, i32 0, i32 %16
  %89 = load i32, i32* %88, align 4, !tbaa !1
  br label %142

90:                                               ; preds = %82
  %91 = add nsw i32 %13, 2
  br label %142

92:                                               ; preds = %11
  %93 = getelementptr inbounds [57 x i32], [57 x i32]* @primes, i32 0, i32 %16
  %94 = load i32, i32* %93, align 4, !tbaa !1
  br label %142

95:                                               ; preds = %11
  %96 = add nsw i32 %12, -1
  %97 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i32 0, i32 %96
  %98 = load i32, i32* %97, align 4, !tbaa !1
  %99 = icmp slt i32 %98, 0
  br i1 %99, label %100, label %121

100:                                              ; preds = %95
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %101 = sub i32 0, %98
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %10) #4
  br label %102

102:                                              ; preds = %102, %100
  %103 = phi i32 [ %101, %100 ], [ %106, %102 ]
  %104 = phi i32 [ 0, %100 ], [ %111, %102 ]
  %105 = freeze i32 %103
  %106 = udiv i32 %105, 10
  %107 = mul i32 %106, 10
  %108 = sub i32 %105, %107
  %109 = trunc i32 %108 to i8
  %110 = or i8 %109, 48
  %111 = add nuw nsw i32 %104, 1
  %112 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %104
  store i8 %110, i8* %112, align 1, !tbaa !5
  %113 = icmp ult i32 %103, 10
  br i1 %113, label %114, label %102, !llvm.loop !6

114:                                              ; preds = %102, %114
  %115 = phi i32 [ %116, %114 ], [ %111, %102 ]
  %116 = add nsw i32 %115, -1
  %117 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %116
  %118 = load i8, i8* %117, align 1, !tbaa !5
  store volatile i8 %118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %119 = icmp eq i32 %116, 0
  br i1 %119, label %120, label %114, !llvm.loop !8

120:                                              ; preds = %114
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %10) #4
  br label %141

121:                                              ; preds = %95
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %9) #4
  br label %122

122:                                              ; preds = %122, %121
  %123 = phi i32 [ %98, %121 ], [ %126, %122 ]
  %124 = phi i32 [ 0, %121 ], [ %131, %122 ]
  %125 = freeze i32 %123
  %126 = udiv i32 %125, 10
  %127 = mul i32 %126, 10
  %128 = sub i32 %125, %127
  %129 = trunc i32 %128 to i8
  %130 = or i8 %129, 48
  %131 = add nuw nsw i32 %124, 1
  %132 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %124
  store i8 %130, i8* %132, align 1, !tbaa !5
  %133 = icmp ult i32 %123, 10
  br i1 %133, label %134, label %122, !llvm.loop !6

134:                                              ; preds = %122, %134
  %135 = phi i32 [ %136, %134 ], [ %131, %122 ]
  %136 = add nsw i32 %135, -1
  %137 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %136
  %138 = load i8, i8* %137, align 1, !tbaa !5
  store volatile i8 %138, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %139 = icmp eq i32 %136, 0
  br i1 %139, label %140, label %134, !llvm.loop !8

140:                                              ; preds = %134
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %9) #4
  br label %141

141:                                              ; preds = %140, %120
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  br label %142

142:                                              ; preds = %141, %92, %90, %87, %73, %65, %57, %49, %41, %33, %25, %19
  %143 = phi i32 [ %96, %141 ], [ %12, %92 ], [ %83, %87 ], [ %83, %90 ], [ %74, %73 ], [ %66, %65 ], [ %58, %57 ], [ %50, %49 ], [ %42, %41 ], [ %34, %33 ], [ %31, %25 ], [ %23, %19 ]
  %144 = phi i32 [ %16, %141 ], [ %94, %92 ], [ %89, %87 ], [ %91, %90 ], [ %16, %73 ], [ %16, %65 ], [ %16, %57 ], [ %16, %49 ], [ %16, %41 ], [ %37, %33 ], [ %26, %25 ], [ %20, %19 ]
  br label %11

145:                                              ; preds = %11
  br label %146

146:                                              ; preds = %11, %145
  %147 = phi i32 [ -1, %145 ], [ %15, %11 ]
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %8) #4
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %148 = icmp slt i32 %147, 0
  br i1 %148, label %149, label %171

149:                                              ; preds = %146
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %150 = sub i32 0, %147
  %151 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %151) #4
  br label %152

152:                                              ; preds = %152, %149
  %153 = phi i32 [ %150, %149 ], [ %156, %152 ]
  %154 = phi i32 [ 0, %149 ], [ %161, %152 ]
  %155 = freeze i32 %153
  %156 = udiv i32 %155, 10
  %157 = mul i32 %156, 10
  %158 = sub i32 %155, %157
  %159 = trunc i32 %158 to i8
  %160 = or i8 %159, 48
  %161 = add nuw nsw i32 %154, 1
  %162 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %154
  store i8 %160, i8* %162, align 1, !tbaa !5
  %163 = icmp ult i32 %153, 10
  br i1 %163, label %164, label %152, !llvm.loop !6

164:                                              ; preds = %152, %164
  %165 = phi i32 [ %166, %164 ], [ %161, %152 ]
  %166 = add nsw i32 %165, -1
  %167 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %166
  %168 = load i8, i8* %167, align 1, !tbaa !5
  store volatile i8 %168, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %169 = icmp eq i32 %166, 0
  br i1 %169, label %170, label %164, !llvm.loop !8

170:                                              ; preds = %164
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %151) #4
  br label %192

171:                                              ; preds = %146
  %172 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %172) #4
  br label %173

173:                                              ; preds = %173, %171
  %174 = phi i32 [ %147, %171 ], [ %177, %173 ]
  %175 = phi i32 [ 0, %171 ], [ %182, %173 ]
  %176 = freeze i32 %174
  %177 = udiv i32 %176, 10
  %178 = mul i32 %177, 10
  %179 = sub i32 %176, %178
  %180 = trunc i32 %179 to i8
  %181 = or i8 %180, 48
  %182 = add nuw nsw i32 %175, 1
  %183 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %175
  store i8 %181, i8* %183, align 1, !tbaa !5
  %184 = icmp ult i32 %174, 10
  br i1 %184, label %185, label %173, !llvm.loop !6

185:                                              ; preds = %173, %185
  %186 = phi i32 [ %187, %185 ], [ %182, %173 ]
  %187 = add nsw i32 %186, -1
  %188 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %187
  %189 = load i8, i8* %188, align 1, !tbaa !5
  store volatile i8 %189, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %190 = icmp eq i32 %187, 0
  br i1 %190, label %191, label %185, !llvm.loop !8

191:                                              ; preds = %185
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %172) #4
  br label %192

192:                                              ; preds = %170, %191
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %193 = load i32, i32* getelementptr inbounds ([26 x i32], [26 x i32]* @vars, i32 0, i32 2), align 4, !tbaa !1
  %194 = and i32 %193, 127
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %7) #4
  ret i32 %194
}

; Function Attrs: nofree nounwind
define internal fastcc void @statement(i8* noundef %0) unnamed_addr #0 {
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  store i8* %0, i8** @src, align 4, !tbaa !9
  store i32 0, i32* @error, align 4, !tbaa !1
  %4 = load i8, i8* %0, align 1, !tbaa !5
  %5 = icmp eq i8 %4, 32
  br i1 %5, label %6, label %12

6:                                                ; preds = %1, %6
  %7 = phi i8* [ %8, %6 ], [ %0, %1 ]
  %8 = getelementptr inbounds i8, i8* %7, i32 1
  %9 = load i8, i8* %8, align 1, !tbaa !5
  %10 = icmp eq i8 %9, 32
  br i1 %10, label %6, label %11, !llvm.loop !11

11:                                               ; preds = %6
  store i8* %8, i8** @src, align 4, !tbaa !9
  br label %12

12:                                               ; preds = %1, %11
  %13 = phi i8 [ %4, %1 ], [ %9, %11 ]
  %14 = phi i8* [ %0, %1 ], [ %8, %11 ]
  %15 = sext i8 %13 to i32
  %16 = add i8 %13, -97
  %17 = icmp ult i8 %16, 26
  br i1 %17, label %18, label %29

18:                                               ; preds = %12
  %19 = getelementptr inbounds i8, i8* %14, i32 1
  %20 = load i8, i8* %19, align 1, !tbaa !5
  %21 = icmp eq i8 %20, 32
  br i1 %21, label %22, label %29

22:                                               ; preds = %18
  %23 = getelementptr inbounds i8, i8* %14, i32 2
  %24 = load i8, i8* %23, align 1, !tbaa !5
  %25 = icmp eq i8 %24, 61
  br i1 %25, label %26, label %29

26:                                               ; preds = %22
  %27 = add nsw i32 %15, -97
  %28 = getelementptr inbounds i8, i8* %14, i32 3
  store i8* %28, i8** @src, align 4, !tbaa !9
  br label %29

29:                                               ; preds = %26, %22, %18, %12
  %30 = phi i32 [ %27, %26 ], [ -1, %22 ], [ -1, %18 ], [ -1, %12 ]
  %31 = tail call fastcc i32 @expr()
  %32 = load i8*, i8** @src, align 4, !tbaa !9
  %33 = load i8, i8* %32, align 1, !tbaa !5
  %34 = icmp eq i8 %33, 32
  br i1 %34, label %35, label %41

35:                                               ; preds = %29, %35
  %36 = phi i8* [ %37, %35 ], [ %32, %29 ]
  %37 = getelementptr inbounds i8, i8* %36, i32 1
  %38 = load i8, i8* %37, align 1, !tbaa !5
  %39 = icmp eq i8 %38, 32
  br i1 %39, label %35, label %40, !llvm.loop !11

40:                                               ; preds = %35
  store i8* %37, i8** @src, align 4, !tbaa !9
  br label %41

41:                                               ; preds = %29, %40
  %42 = phi i8 [ %33, %29 ], [ %38, %40 ]
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %45, label %44

44:                                               ; preds = %41
  store i32 1, i32* @error, align 4, !tbaa !1
  br label %45

45:                                               ; preds = %44, %41
  %46 = load i8, i8* %0, align 1, !tbaa !5
  %47 = icmp eq i8 %46, 0
  br i1 %47, label %54, label %48

48:                                               ; preds = %45, %48
  %49 = phi i8 [ %52, %48 ], [ %46, %45 ]
  %50 = phi i8* [ %51, %48 ], [ %0, %45 ]
  %51 = getelementptr inbounds i8, i8* %50, i32 1
  store volatile i8 %49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %52 = load i8, i8* %51, align 1, !tbaa !5
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %54, label %48, !llvm.loop !12

54:                                               ; preds = %48, %45
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 62, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %55 = load i32, i32* @error, align 4, !tbaa !1
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %68, label %57

57:                                               ; preds = %54
  %58 = icmp eq i32 %55, 2
  %59 = select i1 %58, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.12, i32 0, i32 0)
  %60 = load i8, i8* %59, align 1, !tbaa !5
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %117, label %62

62:                                               ; preds = %57, %62
  %63 = phi i8 [ %66, %62 ], [ %60, %57 ]
  %64 = phi i8* [ %65, %62 ], [ %59, %57 ]
  %65 = getelementptr inbounds i8, i8* %64, i32 1
  store volatile i8 %63, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %66 = load i8, i8* %65, align 1, !tbaa !5
  %67 = icmp eq i8 %66, 0
  br i1 %67, label %117, label %62, !llvm.loop !12

68:                                               ; preds = %54
  %69 = icmp slt i32 %31, 0
  br i1 %69, label %70, label %92

70:                                               ; preds = %68
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %71 = sub i32 0, %31
  %72 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %72) #4
  br label %73

73:                                               ; preds = %73, %70
  %74 = phi i32 [ %71, %70 ], [ %77, %73 ]
  %75 = phi i32 [ 0, %70 ], [ %82, %73 ]
  %76 = freeze i32 %74
  %77 = udiv i32 %76, 10
  %78 = mul i32 %77, 10
  %79 = sub i32 %76, %78
  %80 = trunc i32 %79 to i8
  %81 = or i8 %80, 48
  %82 = add nuw nsw i32 %75, 1
  %83 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %75
  store i8 %81, i8* %83, align 1, !tbaa !5
  %84 = icmp ult i32 %74, 10
  br i1 %84, label %85, label %73, !llvm.loop !6

85:                                               ; preds = %73, %85
  %86 = phi i32 [ %87, %85 ], [ %82, %73 ]
  %87 = add nsw i32 %86, -1
  %88 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %87
  %89 = load i8, i8* %88, align 1, !tbaa !5
  store volatile i8 %89, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %90 = icmp eq i32 %87, 0
  br i1 %90, label %91, label %85, !llvm.loop !8

91:                                               ; preds = %85
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %72) #4
  br label %113

92:                                               ; preds = %68
  %93 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %93) #4
  br label %94

94:                                               ; preds = %94, %92
  %95 = phi i32 [ %31, %92 ], [ %98, %94 ]
  %96 = phi i32 [ 0, %92 ], [ %103, %94 ]
  %97 = freeze i32 %95
  %98 = udiv i32 %97, 10
  %99 = mul i32 %98, 10
  %100 = sub i32 %97, %99
  %101 = trunc i32 %100 to i8
  %102 = or i8 %101, 48
  %103 = add nuw nsw i32 %96, 1
  %104 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %96
  store i8 %102, i8* %104, align 1, !tbaa !5
  %105 = icmp ult i32 %95, 10
  br i1 %105, label %106, label %94, !llvm.loop !6

106:                                              ; preds = %94, %106
  %107 = phi i32 [ %108, %106 ], [ %103, %94 ]
  %108 = add nsw i32 %107, -1
  %109 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %108
  %110 = load i8, i8* %109, align 1, !tbaa !5
  store volatile i8 %110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %111 = icmp eq i32 %108, 0
  br i1 %111, label %112, label %106, !llvm.loop !8

112:                                              ; preds = %106
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %93) #4
  br label %113

113:                                              ; preds = %91, %112
  %114 = icmp sgt i32 %30, -1
  br i1 %114, label %115, label %117

115:                                              ; preds = %113
  %116 = getelementptr inbounds [26 x i32], [26 x i32]* @vars, i32 0, i32 %30
  store i32 %31, i32* %116, align 4, !tbaa !1
  br label %117

117:                                              ; preds = %62, %57, %113, %115
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind
define internal fastcc i32 @expr() unnamed_addr #3 {
  %1 = tail call fastcc i32 @primary() #4
  %2 = load i8*, i8** @src, align 4, !tbaa !9
  br label %3

3:                                                ; preds = %44, %0
  %4 = phi i8* [ %2, %0 ], [ %41, %44 ]
  %5 = phi i32 [ %1, %0 ], [ %42, %44 ]
  %6 = phi i32 [ undef, %0 ], [ %43, %44 ]
  br label %7

7:                                                ; preds = %29, %3
  %8 = phi i8* [ %4, %3 ], [ %26, %29 ]
  %9 = phi i32 [ %5, %3 ], [ %30, %29 ]
  %10 = load i8, i8* %8, align 1, !tbaa !5
  %11 = icmp eq i8 %10, 32
  br i1 %11, label %12, label %19

12:                                               ; preds = %7, %12
  %13 = phi i8* [ %14, %12 ], [ %8, %7 ]
  %14 = getelementptr inbounds i8, i8* %13, i32 1
  %15 = load i8, i8* %14, align 1, !tbaa !5
  %16 = icmp eq i8 %15, 32
  br i1 %16, label %12, label %17, !llvm.loop !11

17:                                               ; preds = %12
  store i8* %14, i8** @src, align 4, !tbaa !9
  %18 = load i8, i8* %14, align 1, !tbaa !5
  br label %19

19:                                               ; preds = %7, %17
  %20 = phi i8 [ %10, %7 ], [ %18, %17 ]
  %21 = phi i8* [ %8, %7 ], [ %14, %17 ]
  switch i8 %20, label %40 [
    i8 47, label %22
    i8 42, label %22
    i8 37, label %22
  ]

22:                                               ; preds = %19, %19, %19
  %23 = getelementptr inbounds i8, i8* %21, i32 1
  store i8* %23, i8** @src, align 4, !tbaa !9
  %24 = tail call fastcc i32 @primary() #4
  %25 = icmp eq i8 %20, 42
  %26 = load i8*, i8** @src, align 4, !tbaa !9
  br i1 %25, label %27, label %31

27:                                               ; preds = %22
  %28 = mul nsw i32 %24, %9
  br label %29

29:                                               ; preds = %27, %36
  %30 = phi i32 [ %37, %36 ], [ %28, %27 ]
  br label %7

31:                                               ; preds = %22
  %32 = icmp eq i32 %24, 0
  br i1 %32, label %33, label %34

33:                                               ; preds = %31
  store i32 2, i32* @error, align 4, !tbaa !1
  br label %40

34:                                               ; preds = %31
  %35 = icmp eq i8 %20, 47
  br i1 %35, label %36, label %38

36:                                               ; preds = %34
  %37 = sdiv i32 %9, %24
  br label %29

38:                                               ; preds = %34
  %39 = srem i32 %9, %24
  br label %40

40:                                               ; preds = %19, %38, %33
  %41 = phi i8* [ %26, %33 ], [ %26, %38 ], [ %21, %19 ]
  %42 = phi i32 [ %9, %33 ], [ %39, %38 ], [ %9, %19 ]
  %43 = phi i32 [ %6, %33 ], [ %6, %38 ], [ %9, %19 ]
  switch i8 %20, label %45 [
    i8 47, label %44
    i8 42, label %44
    i8 37, label %44
  ]

44:                                               ; preds = %40, %40, %40
  br label %3

45:                                               ; preds = %40, %116
  %46 = phi i8* [ %113, %116 ], [ %41, %40 ]
  %47 = phi i32 [ %114, %116 ], [ %43, %40 ]
  %48 = phi i32 [ %115, %116 ], [ undef, %40 ]
  %49 = load i8, i8* %46, align 1, !tbaa !5
  %50 = icmp eq i8 %49, 32
  br i1 %50, label %51, label %58

51:                                               ; preds = %45, %51
  %52 = phi i8* [ %53, %51 ], [ %46, %45 ]
  %53 = getelementptr inbounds i8, i8* %52, i32 1
  %54 = load i8, i8* %53, align 1, !tbaa !5
  %55 = icmp eq i8 %54, 32
  br i1 %55, label %51, label %56, !llvm.loop !11

56:                                               ; preds = %51
  store i8* %53, i8** @src, align 4, !tbaa !9
  %57 = load i8, i8* %53, align 1, !tbaa !5
  br label %58

58:                                               ; preds = %45, %56
  %59 = phi i8* [ %46, %45 ], [ %53, %56 ]
  %60 = phi i8 [ %49, %45 ], [ %57, %56 ]
  switch i8 %60, label %112 [
    i8 45, label %61
    i8 43, label %61
  ]

61:                                               ; preds = %58, %58
  %62 = getelementptr inbounds i8, i8* %59, i32 1
  store i8* %62, i8** @src, align 4, !tbaa !9
  %63 = tail call fastcc i32 @primary() #4
  %64 = load i8*, i8** @src, align 4, !tbaa !9
  br label %65

65:                                               ; preds = %106, %61
  %66 = phi i8* [ %64, %61 ], [ %103, %106 ]
  %67 = phi i32 [ %63, %61 ], [ %104, %106 ]
  %68 = phi i32 [ undef, %61 ], [ %105, %106 ]
  br label %69

69:                                               ; preds = %91, %65
  %70 = phi i8* [ %66, %65 ], [ %88, %91 ]
  %71 = phi i32 [ %67, %65 ], [ %92, %91 ]
  %72 = load i8, i8* %70, align 1, !tbaa !5
  %73 = icmp eq i8 %72, 32
  br i1 %73, label %74, label %81

74:                                               ; preds = %69, %74
  %75 = phi i8* [ %76, %74 ], [ %70, %69 ]
  %76 = getelementptr inbounds i8, i8* %75, i32 1
  %77 = load i8, i8* %76, align 1, !tbaa !5
  %78 = icmp eq i8 %77, 32
  br i1 %78, label %74, label %79, !llvm.loop !11

79:                                               ; preds = %74
  store i8* %76, i8** @src, align 4, !tbaa !9
  %80 = load i8, i8* %76, align 1, !tbaa !5
  br label %81

81:                                               ; preds = %69, %79
  %82 = phi i8 [ %72, %69 ], [ %80, %79 ]
  %83 = phi i8* [ %70, %69 ], [ %76, %79 ]
  switch i8 %82, label %102 [
    i8 47, label %84
    i8 42, label %84
    i8 37, label %84
  ]

84:                                               ; preds = %81, %81, %81
  %85 = getelementptr inbounds i8, i8* %83, i32 1
  store i8* %85, i8** @src, align 4, !tbaa !9
  %86 = tail call fastcc i32 @primary() #4
  %87 = icmp eq i8 %82, 42
  %88 = load i8*, i8** @src, align 4, !tbaa !9
  br i1 %87, label %89, label %93

89:                                               ; preds = %84
  %90 = mul nsw i32 %86, %71
  br label %91

91:                                               ; preds = %89, %98
  %92 = phi i32 [ %99, %98 ], [ %90, %89 ]
  br label %69

93:                                               ; preds = %84
  %94 = icmp eq i32 %86, 0
  br i1 %94, label %95, label %96

95:                                               ; preds = %93
  store i32 2, i32* @error, align 4, !tbaa !1
  br label %102

96:                                               ; preds = %93
  %97 = icmp eq i8 %82, 47
  br i1 %97, label %98, label %100

98:                                               ; preds = %96
  %99 = sdiv i32 %71, %86
  br label %91

100:                                              ; preds = %96
  %101 = srem i32 %71, %86
  br label %102

102:                                              ; preds = %81, %100, %95
  %103 = phi i8* [ %88, %95 ], [ %88, %100 ], [ %83, %81 ]
  %104 = phi i32 [ %71, %95 ], [ %101, %100 ], [ %71, %81 ]
  %105 = phi i32 [ %68, %95 ], [ %68, %100 ], [ %71, %81 ]
  switch i8 %82, label %107 [
    i8 47, label %106
    i8 42, label %106
    i8 37, label %106
  ]

106:                                              ; preds = %102, %102, %102
  br label %65

107:                                              ; preds = %102
  %108 = icmp eq i8 %60, 43
  %109 = sub i32 0, %105
  %110 = select i1 %108, i32 %105, i32 %109
  %111 = add i32 %110, %47
  br label %112

112:                                              ; preds = %58, %107
  %113 = phi i8* [ %103, %107 ], [ %59, %58 ]
  %114 = phi i32 [ %111, %107 ], [ %47, %58 ]
  %115 = phi i32 [ %48, %107 ], [ %47, %58 ]
  switch i8 %60, label %117 [
    i8 45, label %116
    i8 43, label %116
  ]

116:                                              ; preds = %112, %112
  br label %45

117:                                              ; preds = %112
  ret i32 %115
}

; Function Attrs: nofree nosync nounwind
define internal fastcc i32 @primary() unnamed_addr #3 {
  %1 = load i8*, i8** @src, align 4, !tbaa !9
  %2 = load i8, i8* %1, align 1, !tbaa !5
  %3 = icmp eq i8 %2, 32
  br i1 %3, label %4, label %10

4:                                                ; preds = %0, %4
  %5 = phi i8* [ %6, %4 ], [ %1, %0 ]
  %6 = getelementptr inbounds i8, i8* %5, i32 1
  %7 = load i8, i8* %6, align 1, !tbaa !5
  %8 = icmp eq i8 %7, 32
  br i1 %8, label %4, label %9, !llvm.loop !11

9:                                                ; preds = %4
  store i8* %6, i8** @src, align 4, !tbaa !9
  br label %10

10:                                               ; preds = %0, %9
  %11 = phi i8 [ %2, %0 ], [ %7, %9 ]
  %12 = phi i8* [ %1, %0 ], [ %6, %9 ]
  switch i8 %11, label %39 [
    i8 40, label %13
    i8 45, label %35
  ]

13:                                               ; preds = %10
  %14 = getelementptr inbounds i8, i8* %12, i32 1
  store i8* %14, i8** @src, align 4, !tbaa !9
  %15 = tail call fastcc i32 @expr()
  %16 = load i8*, i8** @src, align 4, !tbaa !9
  %17 = load i8, i8* %16, align 1, !tbaa !5
  %18 = icmp eq i8 %17, 32
  br i1 %18, label %19, label %25

19:                                               ; preds = %13, %19
  %20 = phi i8* [ %21, %19 ], [ %16, %13 ]
  %21 = getelementptr inbounds i8, i8* %20, i32 1
  %22 = load i8, i8* %21, align 1, !tbaa !5
  %23 = icmp eq i8 %22, 32
  br i1 %23, label %19, label %24, !llvm.loop !11

24:                                               ; preds = %19
  store i8* %21, i8** @src, align 4, !tbaa !9
  br label %25

25:                                               ; preds = %13, %24
  %26 = phi i8 [ %17, %13 ], [ %22, %24 ]
  %27 = phi i8* [ %16, %13 ], [ %21, %24 ]
  %28 = icmp eq i8 %26, 41
  br i1 %28, label %29, label %31

29:                                               ; preds = %25
  %30 = getelementptr inbounds i8, i8* %27, i32 1
  store i8* %30, i8** @src, align 4, !tbaa !9
  br label %33

31:                                               ; preds = %25
  store i32 1, i32* @error, align 4, !tbaa !1
  br label %33

32:                                               ; preds = %51
  store i8* %56, i8** @src, align 4, !tbaa !9
  br label %33

33:                                               ; preds = %29, %31, %63, %42, %32, %35
  %34 = phi i32 [ %38, %35 ], [ %47, %42 ], [ 0, %63 ], [ %15, %31 ], [ %15, %29 ], [ %59, %32 ]
  ret i32 %34

35:                                               ; preds = %10
  %36 = getelementptr inbounds i8, i8* %12, i32 1
  store i8* %36, i8** @src, align 4, !tbaa !9
  %37 = tail call fastcc i32 @primary()
  %38 = sub nsw i32 0, %37
  br label %33

39:                                               ; preds = %10
  %40 = add i8 %11, -97
  %41 = icmp ult i8 %40, 26
  br i1 %41, label %42, label %48

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, i8* %12, i32 1
  store i8* %43, i8** @src, align 4, !tbaa !9
  %44 = zext i8 %11 to i32
  %45 = add nsw i32 %44, -97
  %46 = getelementptr inbounds [26 x i32], [26 x i32]* @vars, i32 0, i32 %45
  %47 = load i32, i32* %46, align 4, !tbaa !1
  br label %33

48:                                               ; preds = %39
  %49 = add i8 %11, -48
  %50 = icmp ult i8 %49, 10
  br i1 %50, label %51, label %63

51:                                               ; preds = %48, %51
  %52 = phi i8 [ %60, %51 ], [ %11, %48 ]
  %53 = phi i32 [ %59, %51 ], [ 0, %48 ]
  %54 = phi i8* [ %56, %51 ], [ %12, %48 ]
  %55 = mul nsw i32 %53, 10
  %56 = getelementptr inbounds i8, i8* %54, i32 1
  %57 = zext i8 %52 to i32
  %58 = add nsw i32 %57, -48
  %59 = add i32 %58, %55
  %60 = load i8, i8* %56, align 1, !tbaa !5
  %61 = add i8 %60, -48
  %62 = icmp ult i8 %61, 10
  br i1 %62, label %51, label %32, !llvm.loop !13

63:                                               ; preds = %48
  store i32 1, i32* @error, align 4, !tbaa !1
  br label %33
}

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
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
!8 = distinct !{!8, !7}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !3, i64 0}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
