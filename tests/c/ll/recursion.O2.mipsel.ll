; ModuleID = 'recursion.c'
source_filename = "recursion.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@moves = internal unnamed_addr global i32 0, align 4
@perm = internal unnamed_addr global [5 x i8] zeroinitializer, align 4
@perm_count = internal unnamed_addr global i32 0, align 4
@map = internal unnamed_addr global [6 x [9 x i8]] [[9 x i8] c"..#.....\00", [9 x i8] c".##.###.\00", [9 x i8] c".#...#..\00", [9 x i8] c".####.#.\00", [9 x i8] c"......#.\00", [9 x i8] c"########\00"], align 4

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [20 x i8], align 1
  %2 = alloca [20 x i8], align 1
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
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %19 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 0
  %20 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 0
  br label %196

21:                                               ; preds = %241
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %22 = tail call fastcc i32 @ack(i32 noundef signext 2, i32 noundef signext 3)
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 107, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 44, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %23 = icmp slt i32 %22, 0
  br i1 %23, label %24, label %46

24:                                               ; preds = %21
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %25 = sub i32 0, %22
  %26 = getelementptr inbounds [10 x i8], [10 x i8]* %18, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %26) #4
  br label %27

27:                                               ; preds = %27, %24
  %28 = phi i32 [ %25, %24 ], [ %31, %27 ]
  %29 = phi i32 [ 0, %24 ], [ %36, %27 ]
  %30 = freeze i32 %28
  %31 = udiv i32 %30, 10
  %32 = mul i32 %31, 10
  %33 = sub i32 %30, %32
  %34 = trunc i32 %33 to i8
  %35 = or i8 %34, 48
  %36 = add nuw nsw i32 %29, 1
  %37 = getelementptr inbounds [10 x i8], [10 x i8]* %18, i32 0, i32 %29
  store i8 %35, i8* %37, align 1, !tbaa !1
  %38 = icmp ult i32 %28, 10
  br i1 %38, label %39, label %27, !llvm.loop !4

39:                                               ; preds = %27, %39
  %40 = phi i32 [ %41, %39 ], [ %36, %27 ]
  %41 = add nsw i32 %40, -1
  %42 = getelementptr inbounds [10 x i8], [10 x i8]* %18, i32 0, i32 %41
  %43 = load i8, i8* %42, align 1, !tbaa !1
  store volatile i8 %43, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %44 = icmp eq i32 %41, 0
  br i1 %44, label %45, label %39, !llvm.loop !6

45:                                               ; preds = %39
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %26) #4
  br label %67

46:                                               ; preds = %21
  %47 = getelementptr inbounds [10 x i8], [10 x i8]* %17, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %47) #4
  br label %48

48:                                               ; preds = %48, %46
  %49 = phi i32 [ %22, %46 ], [ %52, %48 ]
  %50 = phi i32 [ 0, %46 ], [ %57, %48 ]
  %51 = freeze i32 %49
  %52 = udiv i32 %51, 10
  %53 = mul i32 %52, 10
  %54 = sub i32 %51, %53
  %55 = trunc i32 %54 to i8
  %56 = or i8 %55, 48
  %57 = add nuw nsw i32 %50, 1
  %58 = getelementptr inbounds [10 x i8], [10 x i8]* %17, i32 0, i32 %50
  store i8 %56, i8* %58, align 1, !tbaa !1
  %59 = icmp ult i32 %49, 10
  br i1 %59, label %60, label %48, !llvm.loop !4

60:                                               ; preds = %48, %60
  %61 = phi i32 [ %62, %60 ], [ %57, %48 ]
  %62 = add nsw i32 %61, -1
  %63 = getelementptr inbounds [10 x i8], [10 x i8]* %17, i32 0, i32 %62
  %64 = load i8, i8* %63, align 1, !tbaa !1
  store volatile i8 %64, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %65 = icmp eq i32 %62, 0
  br i1 %65, label %66, label %60, !llvm.loop !6

66:                                               ; preds = %60
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %47) #4
  br label %67

67:                                               ; preds = %45, %66
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %68 = tail call fastcc i32 @ack(i32 noundef signext 3, i32 noundef signext 3)
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 107, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 44, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %69 = icmp slt i32 %68, 0
  br i1 %69, label %70, label %92

70:                                               ; preds = %67
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %71 = sub i32 0, %68
  %72 = getelementptr inbounds [10 x i8], [10 x i8]* %16, i32 0, i32 0
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
  %83 = getelementptr inbounds [10 x i8], [10 x i8]* %16, i32 0, i32 %75
  store i8 %81, i8* %83, align 1, !tbaa !1
  %84 = icmp ult i32 %74, 10
  br i1 %84, label %85, label %73, !llvm.loop !4

85:                                               ; preds = %73, %85
  %86 = phi i32 [ %87, %85 ], [ %82, %73 ]
  %87 = add nsw i32 %86, -1
  %88 = getelementptr inbounds [10 x i8], [10 x i8]* %16, i32 0, i32 %87
  %89 = load i8, i8* %88, align 1, !tbaa !1
  store volatile i8 %89, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %90 = icmp eq i32 %87, 0
  br i1 %90, label %91, label %85, !llvm.loop !6

91:                                               ; preds = %85
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %72) #4
  br label %113

92:                                               ; preds = %67
  %93 = getelementptr inbounds [10 x i8], [10 x i8]* %15, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %93) #4
  br label %94

94:                                               ; preds = %94, %92
  %95 = phi i32 [ %68, %92 ], [ %98, %94 ]
  %96 = phi i32 [ 0, %92 ], [ %103, %94 ]
  %97 = freeze i32 %95
  %98 = udiv i32 %97, 10
  %99 = mul i32 %98, 10
  %100 = sub i32 %97, %99
  %101 = trunc i32 %100 to i8
  %102 = or i8 %101, 48
  %103 = add nuw nsw i32 %96, 1
  %104 = getelementptr inbounds [10 x i8], [10 x i8]* %15, i32 0, i32 %96
  store i8 %102, i8* %104, align 1, !tbaa !1
  %105 = icmp ult i32 %95, 10
  br i1 %105, label %106, label %94, !llvm.loop !4

106:                                              ; preds = %94, %106
  %107 = phi i32 [ %108, %106 ], [ %103, %94 ]
  %108 = add nsw i32 %107, -1
  %109 = getelementptr inbounds [10 x i8], [10 x i8]* %15, i32 0, i32 %108
  %110 = load i8, i8* %109, align 1, !tbaa !1
  store volatile i8 %110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %111 = icmp eq i32 %108, 0
  br i1 %111, label %112, label %106, !llvm.loop !6

112:                                              ; preds = %106
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %93) #4
  br label %113

113:                                              ; preds = %91, %112
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  tail call fastcc void @hanoi(i32 noundef signext 5, i8 noundef signext 65, i8 noundef signext 67, i8 noundef signext 66)
  %114 = load i32, i32* @moves, align 4, !tbaa !7
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %115 = icmp slt i32 %114, 0
  br i1 %115, label %116, label %138

116:                                              ; preds = %113
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %117 = sub i32 0, %114
  %118 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %118) #4
  br label %119

119:                                              ; preds = %119, %116
  %120 = phi i32 [ %117, %116 ], [ %123, %119 ]
  %121 = phi i32 [ 0, %116 ], [ %128, %119 ]
  %122 = freeze i32 %120
  %123 = udiv i32 %122, 10
  %124 = mul i32 %123, 10
  %125 = sub i32 %122, %124
  %126 = trunc i32 %125 to i8
  %127 = or i8 %126, 48
  %128 = add nuw nsw i32 %121, 1
  %129 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 %121
  store i8 %127, i8* %129, align 1, !tbaa !1
  %130 = icmp ult i32 %120, 10
  br i1 %130, label %131, label %119, !llvm.loop !4

131:                                              ; preds = %119, %131
  %132 = phi i32 [ %133, %131 ], [ %128, %119 ]
  %133 = add nsw i32 %132, -1
  %134 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 %133
  %135 = load i8, i8* %134, align 1, !tbaa !1
  store volatile i8 %135, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %136 = icmp eq i32 %133, 0
  br i1 %136, label %137, label %131, !llvm.loop !6

137:                                              ; preds = %131
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %118) #4
  br label %159

138:                                              ; preds = %113
  %139 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %139) #4
  br label %140

140:                                              ; preds = %140, %138
  %141 = phi i32 [ %114, %138 ], [ %144, %140 ]
  %142 = phi i32 [ 0, %138 ], [ %149, %140 ]
  %143 = freeze i32 %141
  %144 = udiv i32 %143, 10
  %145 = mul i32 %144, 10
  %146 = sub i32 %143, %145
  %147 = trunc i32 %146 to i8
  %148 = or i8 %147, 48
  %149 = add nuw nsw i32 %142, 1
  %150 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 %142
  store i8 %148, i8* %150, align 1, !tbaa !1
  %151 = icmp ult i32 %141, 10
  br i1 %151, label %152, label %140, !llvm.loop !4

152:                                              ; preds = %140, %152
  %153 = phi i32 [ %154, %152 ], [ %149, %140 ]
  %154 = add nsw i32 %153, -1
  %155 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 %154
  %156 = load i8, i8* %155, align 1, !tbaa !1
  store volatile i8 %156, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %157 = icmp eq i32 %154, 0
  br i1 %157, label %158, label %152, !llvm.loop !6

158:                                              ; preds = %152
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %139) #4
  br label %159

159:                                              ; preds = %137, %158
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %160

160:                                              ; preds = %162, %159
  %161 = phi i32 [ 77, %159 ], [ %163, %162 ]
  switch i32 %161, label %162 [
    i32 0, label %164
    i32 1, label %165
  ]

162:                                              ; preds = %160
  %163 = add i32 %161, -2
  br label %160

164:                                              ; preds = %160
  br label %165

165:                                              ; preds = %160, %164
  %166 = phi i8 [ 49, %164 ], [ 48, %160 ]
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %166, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %167

167:                                              ; preds = %167, %165
  %168 = phi i32 [ %170, %167 ], [ 7854, %165 ]
  %169 = phi i32 [ %168, %167 ], [ 18207, %165 ]
  %170 = urem i32 %169, %168
  %171 = icmp eq i32 %170, 0
  br i1 %171, label %172, label %167

172:                                              ; preds = %167
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %173 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %173) #4
  br label %174

174:                                              ; preds = %174, %172
  %175 = phi i32 [ %168, %172 ], [ %178, %174 ]
  %176 = phi i32 [ 0, %172 ], [ %183, %174 ]
  %177 = freeze i32 %175
  %178 = udiv i32 %177, 10
  %179 = mul i32 %178, 10
  %180 = sub i32 %177, %179
  %181 = trunc i32 %180 to i8
  %182 = or i8 %181, 48
  %183 = add nuw nsw i32 %176, 1
  %184 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %176
  store i8 %182, i8* %184, align 1, !tbaa !1
  %185 = icmp ult i32 %175, 10
  br i1 %185, label %186, label %174, !llvm.loop !4

186:                                              ; preds = %174, %186
  %187 = phi i32 [ %188, %186 ], [ %183, %174 ]
  %188 = add nsw i32 %187, -1
  %189 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %188
  %190 = load i8, i8* %189, align 1, !tbaa !1
  store volatile i8 %190, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %191 = icmp eq i32 %188, 0
  br i1 %191, label %192, label %186, !llvm.loop !6

192:                                              ; preds = %186
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %173) #4
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %193 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  %194 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  %195 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  br label %244

196:                                              ; preds = %0, %241
  %197 = phi i32 [ 0, %0 ], [ %242, %241 ]
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %198 = tail call fastcc i32 @fib(i32 noundef signext %197)
  %199 = icmp slt i32 %198, 0
  br i1 %199, label %200, label %221

200:                                              ; preds = %196
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %201 = sub i32 0, %198
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %20) #4
  br label %202

202:                                              ; preds = %202, %200
  %203 = phi i32 [ %201, %200 ], [ %206, %202 ]
  %204 = phi i32 [ 0, %200 ], [ %211, %202 ]
  %205 = freeze i32 %203
  %206 = udiv i32 %205, 10
  %207 = mul i32 %206, 10
  %208 = sub i32 %205, %207
  %209 = trunc i32 %208 to i8
  %210 = or i8 %209, 48
  %211 = add nuw nsw i32 %204, 1
  %212 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %204
  store i8 %210, i8* %212, align 1, !tbaa !1
  %213 = icmp ult i32 %203, 10
  br i1 %213, label %214, label %202, !llvm.loop !4

214:                                              ; preds = %202, %214
  %215 = phi i32 [ %216, %214 ], [ %211, %202 ]
  %216 = add nsw i32 %215, -1
  %217 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %216
  %218 = load i8, i8* %217, align 1, !tbaa !1
  store volatile i8 %218, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %219 = icmp eq i32 %216, 0
  br i1 %219, label %220, label %214, !llvm.loop !6

220:                                              ; preds = %214
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %20) #4
  br label %241

221:                                              ; preds = %196
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %19) #4
  br label %222

222:                                              ; preds = %222, %221
  %223 = phi i32 [ %198, %221 ], [ %226, %222 ]
  %224 = phi i32 [ 0, %221 ], [ %231, %222 ]
  %225 = freeze i32 %223
  %226 = udiv i32 %225, 10
  %227 = mul i32 %226, 10
  %228 = sub i32 %225, %227
  %229 = trunc i32 %228 to i8
  %230 = or i8 %229, 48
  %231 = add nuw nsw i32 %224, 1
  %232 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %224
  store i8 %230, i8* %232, align 1, !tbaa !1
  %233 = icmp ult i32 %223, 10
  br i1 %233, label %234, label %222, !llvm.loop !4

234:                                              ; preds = %222, %234
  %235 = phi i32 [ %236, %234 ], [ %231, %222 ]
  %236 = add nsw i32 %235, -1
  %237 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %236
  %238 = load i8, i8* %237, align 1, !tbaa !1
  store volatile i8 %238, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %239 = icmp eq i32 %236, 0
  br i1 %239, label %240, label %234, !llvm.loop !6

240:                                              ; preds = %234
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %19) #4
  br label %241

241:                                              ; preds = %220, %240
  %242 = add nuw nsw i32 %197, 4
  %243 = icmp ult i32 %197, 17
  br i1 %243, label %196, label %21, !llvm.loop !9

244:                                              ; preds = %192, %403
  %245 = phi i32 [ 4, %192 ], [ %404, %403 ]
  store volatile i8 113, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %193) #4
  br label %341

246:                                              ; preds = %403
  store i8 97, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @perm, i32 0, i32 0), align 4, !tbaa !1
  store i8 98, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @perm, i32 0, i32 1), align 1, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @perm, i32 0, i32 2), align 2, !tbaa !1
  store i8 100, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @perm, i32 0, i32 3), align 1, !tbaa !1
  tail call fastcc void @permute(i32 noundef signext 0)
  %247 = load i32, i32* @perm_count, align 4, !tbaa !7
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %248 = icmp slt i32 %247, 0
  br i1 %248, label %249, label %271

249:                                              ; preds = %246
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %250 = sub i32 0, %247
  %251 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %251) #4
  br label %252

252:                                              ; preds = %252, %249
  %253 = phi i32 [ %250, %249 ], [ %256, %252 ]
  %254 = phi i32 [ 0, %249 ], [ %261, %252 ]
  %255 = freeze i32 %253
  %256 = udiv i32 %255, 10
  %257 = mul i32 %256, 10
  %258 = sub i32 %255, %257
  %259 = trunc i32 %258 to i8
  %260 = or i8 %259, 48
  %261 = add nuw nsw i32 %254, 1
  %262 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %254
  store i8 %260, i8* %262, align 1, !tbaa !1
  %263 = icmp ult i32 %253, 10
  br i1 %263, label %264, label %252, !llvm.loop !4

264:                                              ; preds = %252, %264
  %265 = phi i32 [ %266, %264 ], [ %261, %252 ]
  %266 = add nsw i32 %265, -1
  %267 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %266
  %268 = load i8, i8* %267, align 1, !tbaa !1
  store volatile i8 %268, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %269 = icmp eq i32 %266, 0
  br i1 %269, label %270, label %264, !llvm.loop !6

270:                                              ; preds = %264
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %251) #4
  br label %292

271:                                              ; preds = %246
  %272 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %272) #4
  br label %273

273:                                              ; preds = %273, %271
  %274 = phi i32 [ %247, %271 ], [ %277, %273 ]
  %275 = phi i32 [ 0, %271 ], [ %282, %273 ]
  %276 = freeze i32 %274
  %277 = udiv i32 %276, 10
  %278 = mul i32 %277, 10
  %279 = sub i32 %276, %278
  %280 = trunc i32 %279 to i8
  %281 = or i8 %280, 48
  %282 = add nuw nsw i32 %275, 1
  %283 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %275
  store i8 %281, i8* %283, align 1, !tbaa !1
  %284 = icmp ult i32 %274, 10
  br i1 %284, label %285, label %273, !llvm.loop !4

285:                                              ; preds = %273, %285
  %286 = phi i32 [ %287, %285 ], [ %282, %273 ]
  %287 = add nsw i32 %286, -1
  %288 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %287
  %289 = load i8, i8* %288, align 1, !tbaa !1
  store volatile i8 %289, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %290 = icmp eq i32 %287, 0
  br i1 %290, label %291, label %285, !llvm.loop !6

291:                                              ; preds = %285
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %272) #4
  br label %292

292:                                              ; preds = %270, %291
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %293 = tail call fastcc i32 @fill(i32 noundef signext 0, i32 noundef signext 0)
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %294 = icmp slt i32 %293, 0
  br i1 %294, label %295, label %317

295:                                              ; preds = %292
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %296 = sub i32 0, %293
  %297 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %297) #4
  br label %298

298:                                              ; preds = %298, %295
  %299 = phi i32 [ %296, %295 ], [ %302, %298 ]
  %300 = phi i32 [ 0, %295 ], [ %307, %298 ]
  %301 = freeze i32 %299
  %302 = udiv i32 %301, 10
  %303 = mul i32 %302, 10
  %304 = sub i32 %301, %303
  %305 = trunc i32 %304 to i8
  %306 = or i8 %305, 48
  %307 = add nuw nsw i32 %300, 1
  %308 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %300
  store i8 %306, i8* %308, align 1, !tbaa !1
  %309 = icmp ult i32 %299, 10
  br i1 %309, label %310, label %298, !llvm.loop !4

310:                                              ; preds = %298, %310
  %311 = phi i32 [ %312, %310 ], [ %307, %298 ]
  %312 = add nsw i32 %311, -1
  %313 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %312
  %314 = load i8, i8* %313, align 1, !tbaa !1
  store volatile i8 %314, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %315 = icmp eq i32 %312, 0
  br i1 %315, label %316, label %310, !llvm.loop !6

316:                                              ; preds = %310
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %297) #4
  br label %338

317:                                              ; preds = %292
  %318 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %318) #4
  br label %319

319:                                              ; preds = %319, %317
  %320 = phi i32 [ %293, %317 ], [ %323, %319 ]
  %321 = phi i32 [ 0, %317 ], [ %328, %319 ]
  %322 = freeze i32 %320
  %323 = udiv i32 %322, 10
  %324 = mul i32 %323, 10
  %325 = sub i32 %322, %324
  %326 = trunc i32 %325 to i8
  %327 = or i8 %326, 48
  %328 = add nuw nsw i32 %321, 1
  %329 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %321
  store i8 %327, i8* %329, align 1, !tbaa !1
  %330 = icmp ult i32 %320, 10
  br i1 %330, label %331, label %319, !llvm.loop !4

331:                                              ; preds = %319, %331
  %332 = phi i32 [ %333, %331 ], [ %328, %319 ]
  %333 = add nsw i32 %332, -1
  %334 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %333
  %335 = load i8, i8* %334, align 1, !tbaa !1
  store volatile i8 %335, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %336 = icmp eq i32 %333, 0
  br i1 %336, label %337, label %331, !llvm.loop !6

337:                                              ; preds = %331
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %318) #4
  br label %338

338:                                              ; preds = %316, %337
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %339 = load i8, i8* getelementptr inbounds ([6 x [9 x i8]], [6 x [9 x i8]]* @map, i32 0, i32 0, i32 0), align 4, !tbaa !1
  %340 = icmp eq i8 %339, 0
  br i1 %340, label %457, label %451

341:                                              ; preds = %341, %244
  %342 = phi i32 [ %245, %244 ], [ %345, %341 ]
  %343 = phi i32 [ 0, %244 ], [ %350, %341 ]
  %344 = freeze i32 %342
  %345 = udiv i32 %344, 10
  %346 = mul i32 %345, 10
  %347 = sub i32 %344, %346
  %348 = trunc i32 %347 to i8
  %349 = or i8 %348, 48
  %350 = add nuw nsw i32 %343, 1
  %351 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %343
  store i8 %349, i8* %351, align 1, !tbaa !1
  %352 = icmp ult i32 %342, 10
  br i1 %352, label %353, label %341, !llvm.loop !4

353:                                              ; preds = %341, %353
  %354 = phi i32 [ %355, %353 ], [ %350, %341 ]
  %355 = add nsw i32 %354, -1
  %356 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %355
  %357 = load i8, i8* %356, align 1, !tbaa !1
  store volatile i8 %357, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %358 = icmp eq i32 %355, 0
  br i1 %358, label %359, label %353, !llvm.loop !6

359:                                              ; preds = %353
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %193) #4
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %360 = tail call fastcc i32 @queens(i32 noundef signext %245, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 0)
  %361 = icmp slt i32 %360, 0
  br i1 %361, label %362, label %383

362:                                              ; preds = %359
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %363 = sub i32 0, %360
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %195) #4
  br label %364

364:                                              ; preds = %364, %362
  %365 = phi i32 [ %363, %362 ], [ %368, %364 ]
  %366 = phi i32 [ 0, %362 ], [ %373, %364 ]
  %367 = freeze i32 %365
  %368 = udiv i32 %367, 10
  %369 = mul i32 %368, 10
  %370 = sub i32 %367, %369
  %371 = trunc i32 %370 to i8
  %372 = or i8 %371, 48
  %373 = add nuw nsw i32 %366, 1
  %374 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %366
  store i8 %372, i8* %374, align 1, !tbaa !1
  %375 = icmp ult i32 %365, 10
  br i1 %375, label %376, label %364, !llvm.loop !4

376:                                              ; preds = %364, %376
  %377 = phi i32 [ %378, %376 ], [ %373, %364 ]
  %378 = add nsw i32 %377, -1
  %379 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %378
  %380 = load i8, i8* %379, align 1, !tbaa !1
  store volatile i8 %380, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %381 = icmp eq i32 %378, 0
  br i1 %381, label %382, label %376, !llvm.loop !6

382:                                              ; preds = %376
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %195) #4
  br label %403

383:                                              ; preds = %359
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %194) #4
  br label %384

384:                                              ; preds = %384, %383
  %385 = phi i32 [ %360, %383 ], [ %388, %384 ]
  %386 = phi i32 [ 0, %383 ], [ %393, %384 ]
  %387 = freeze i32 %385
  %388 = udiv i32 %387, 10
  %389 = mul i32 %388, 10
  %390 = sub i32 %387, %389
  %391 = trunc i32 %390 to i8
  %392 = or i8 %391, 48
  %393 = add nuw nsw i32 %386, 1
  %394 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %386
  store i8 %392, i8* %394, align 1, !tbaa !1
  %395 = icmp ult i32 %385, 10
  br i1 %395, label %396, label %384, !llvm.loop !4

396:                                              ; preds = %384, %396
  %397 = phi i32 [ %398, %396 ], [ %393, %384 ]
  %398 = add nsw i32 %397, -1
  %399 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %398
  %400 = load i8, i8* %399, align 1, !tbaa !1
  store volatile i8 %400, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %401 = icmp eq i32 %398, 0
  br i1 %401, label %402, label %396, !llvm.loop !6

402:                                              ; preds = %396
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %194) #4
  br label %403

403:                                              ; preds = %382, %402
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %404 = add nuw nsw i32 %245, 1
  %405 = icmp eq i32 %404, 8
  br i1 %405, label %246, label %244, !llvm.loop !10

406:                                              ; preds = %502
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %407 = sub i64 0, %503
  %408 = getelementptr inbounds [20 x i8], [20 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %408) #4
  br label %409

409:                                              ; preds = %409, %406
  %410 = phi i64 [ %407, %406 ], [ %413, %409 ]
  %411 = phi i32 [ 0, %406 ], [ %418, %409 ]
  %412 = freeze i64 %410
  %413 = udiv i64 %412, 10
  %414 = mul i64 %413, 10
  %415 = sub i64 %412, %414
  %416 = trunc i64 %415 to i8
  %417 = or i8 %416, 48
  %418 = add nuw nsw i32 %411, 1
  %419 = getelementptr inbounds [20 x i8], [20 x i8]* %2, i32 0, i32 %411
  store i8 %417, i8* %419, align 1, !tbaa !1
  %420 = icmp ult i64 %410, 10
  br i1 %420, label %421, label %409, !llvm.loop !11

421:                                              ; preds = %409, %421
  %422 = phi i32 [ %423, %421 ], [ %418, %409 ]
  %423 = add nsw i32 %422, -1
  %424 = getelementptr inbounds [20 x i8], [20 x i8]* %2, i32 0, i32 %423
  %425 = load i8, i8* %424, align 1, !tbaa !1
  store volatile i8 %425, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %426 = icmp eq i32 %423, 0
  br i1 %426, label %427, label %421, !llvm.loop !12

427:                                              ; preds = %421
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %408) #4
  br label %449

428:                                              ; preds = %502
  %429 = getelementptr inbounds [20 x i8], [20 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %429) #4
  br label %430

430:                                              ; preds = %430, %428
  %431 = phi i64 [ %503, %428 ], [ %434, %430 ]
  %432 = phi i32 [ 0, %428 ], [ %439, %430 ]
  %433 = freeze i64 %431
  %434 = udiv i64 %433, 10
  %435 = mul i64 %434, 10
  %436 = sub i64 %433, %435
  %437 = trunc i64 %436 to i8
  %438 = or i8 %437, 48
  %439 = add nuw nsw i32 %432, 1
  %440 = getelementptr inbounds [20 x i8], [20 x i8]* %1, i32 0, i32 %432
  store i8 %438, i8* %440, align 1, !tbaa !1
  %441 = icmp ult i64 %431, 10
  br i1 %441, label %442, label %430, !llvm.loop !11

442:                                              ; preds = %430, %442
  %443 = phi i32 [ %444, %442 ], [ %439, %430 ]
  %444 = add nsw i32 %443, -1
  %445 = getelementptr inbounds [20 x i8], [20 x i8]* %1, i32 0, i32 %444
  %446 = load i8, i8* %445, align 1, !tbaa !1
  store volatile i8 %446, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %447 = icmp eq i32 %444, 0
  br i1 %447, label %448, label %442, !llvm.loop !12

448:                                              ; preds = %442
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %429) #4
  br label %449

449:                                              ; preds = %427, %448
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %450 = tail call fastcc i32 @fib(i32 noundef signext 10)
  ret i32 %450

451:                                              ; preds = %338, %451
  %452 = phi i8 [ %455, %451 ], [ %339, %338 ]
  %453 = phi i8* [ %454, %451 ], [ getelementptr inbounds ([6 x [9 x i8]], [6 x [9 x i8]]* @map, i32 0, i32 0, i32 0), %338 ]
  %454 = getelementptr inbounds i8, i8* %453, i32 1
  store volatile i8 %452, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %455 = load i8, i8* %454, align 1, !tbaa !1
  %456 = icmp eq i8 %455, 0
  br i1 %456, label %457, label %451, !llvm.loop !13

457:                                              ; preds = %451, %338
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %458 = load i8, i8* getelementptr inbounds ([6 x [9 x i8]], [6 x [9 x i8]]* @map, i32 0, i32 1, i32 0), align 1, !tbaa !1
  %459 = icmp eq i8 %458, 0
  br i1 %459, label %466, label %460

460:                                              ; preds = %457, %460
  %461 = phi i8 [ %464, %460 ], [ %458, %457 ]
  %462 = phi i8* [ %463, %460 ], [ getelementptr inbounds ([6 x [9 x i8]], [6 x [9 x i8]]* @map, i32 0, i32 1, i32 0), %457 ]
  %463 = getelementptr inbounds i8, i8* %462, i32 1
  store volatile i8 %461, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %464 = load i8, i8* %463, align 1, !tbaa !1
  %465 = icmp eq i8 %464, 0
  br i1 %465, label %466, label %460, !llvm.loop !13

466:                                              ; preds = %460, %457
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %467 = load i8, i8* getelementptr inbounds ([6 x [9 x i8]], [6 x [9 x i8]]* @map, i32 0, i32 2, i32 0), align 2, !tbaa !1
  %468 = icmp eq i8 %467, 0
  br i1 %468, label %475, label %469

469:                                              ; preds = %466, %469
  %470 = phi i8 [ %473, %469 ], [ %467, %466 ]
  %471 = phi i8* [ %472, %469 ], [ getelementptr inbounds ([6 x [9 x i8]], [6 x [9 x i8]]* @map, i32 0, i32 2, i32 0), %466 ]
  %472 = getelementptr inbounds i8, i8* %471, i32 1
  store volatile i8 %470, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %473 = load i8, i8* %472, align 1, !tbaa !1
  %474 = icmp eq i8 %473, 0
  br i1 %474, label %475, label %469, !llvm.loop !13

475:                                              ; preds = %469, %466
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %476 = load i8, i8* getelementptr inbounds ([6 x [9 x i8]], [6 x [9 x i8]]* @map, i32 0, i32 3, i32 0), align 1, !tbaa !1
  %477 = icmp eq i8 %476, 0
  br i1 %477, label %484, label %478

478:                                              ; preds = %475, %478
  %479 = phi i8 [ %482, %478 ], [ %476, %475 ]
  %480 = phi i8* [ %481, %478 ], [ getelementptr inbounds ([6 x [9 x i8]], [6 x [9 x i8]]* @map, i32 0, i32 3, i32 0), %475 ]
  %481 = getelementptr inbounds i8, i8* %480, i32 1
  store volatile i8 %479, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %482 = load i8, i8* %481, align 1, !tbaa !1
  %483 = icmp eq i8 %482, 0
  br i1 %483, label %484, label %478, !llvm.loop !13

484:                                              ; preds = %478, %475
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %485 = load i8, i8* getelementptr inbounds ([6 x [9 x i8]], [6 x [9 x i8]]* @map, i32 0, i32 4, i32 0), align 4, !tbaa !1
  %486 = icmp eq i8 %485, 0
  br i1 %486, label %493, label %487

487:                                              ; preds = %484, %487
  %488 = phi i8 [ %491, %487 ], [ %485, %484 ]
  %489 = phi i8* [ %490, %487 ], [ getelementptr inbounds ([6 x [9 x i8]], [6 x [9 x i8]]* @map, i32 0, i32 4, i32 0), %484 ]
  %490 = getelementptr inbounds i8, i8* %489, i32 1
  store volatile i8 %488, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %491 = load i8, i8* %490, align 1, !tbaa !1
  %492 = icmp eq i8 %491, 0
  br i1 %492, label %493, label %487, !llvm.loop !13

493:                                              ; preds = %487, %484
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %494 = load i8, i8* getelementptr inbounds ([6 x [9 x i8]], [6 x [9 x i8]]* @map, i32 0, i32 5, i32 0), align 1, !tbaa !1
  %495 = icmp eq i8 %494, 0
  br i1 %495, label %502, label %496

496:                                              ; preds = %493, %496
  %497 = phi i8 [ %500, %496 ], [ %494, %493 ]
  %498 = phi i8* [ %499, %496 ], [ getelementptr inbounds ([6 x [9 x i8]], [6 x [9 x i8]]* @map, i32 0, i32 5, i32 0), %493 ]
  %499 = getelementptr inbounds i8, i8* %498, i32 1
  store volatile i8 %497, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %500 = load i8, i8* %499, align 1, !tbaa !1
  %501 = icmp eq i8 %500, 0
  br i1 %501, label %502, label %496, !llvm.loop !13

502:                                              ; preds = %496, %493
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 94, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %503 = tail call fastcc i64 @power(i32 noundef signext 39)
  %504 = icmp slt i64 %503, 0
  br i1 %504, label %406, label %428
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @fib(i32 noundef signext %0) unnamed_addr #2 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add nsw i32 %4, -1
  %7 = tail call fastcc i32 @fib(i32 noundef signext %6)
  %8 = add nsw i32 %4, -2
  %9 = add nsw i32 %7, %5
  %10 = icmp ult i32 %4, 4
  br i1 %10, label %11, label %3

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @ack(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #2 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add nsw i32 %5, 1
  ret i32 %6

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
  %10 = icmp eq i32 %8, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i32 %9, -1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %4, label %7

15:                                               ; preds = %7
  %16 = add nsw i32 %8, -1
  %17 = tail call fastcc i32 @ack(i32 noundef signext %9, i32 noundef signext %16)
  br label %11
}

; Function Attrs: nofree nounwind
define internal fastcc void @hanoi(i32 noundef signext %0, i8 noundef signext %1, i8 noundef signext %2, i8 noundef signext %3) unnamed_addr #0 {
  %5 = alloca [10 x i8], align 1
  %6 = icmp eq i32 %0, 0
  br i1 %6, label %39, label %7

7:                                                ; preds = %4
  %8 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  br label %9

9:                                                ; preds = %7, %37
  %10 = phi i8 [ %3, %7 ], [ %11, %37 ]
  %11 = phi i8 [ %1, %7 ], [ %10, %37 ]
  %12 = phi i32 [ %0, %7 ], [ %13, %37 ]
  %13 = add nsw i32 %12, -1
  tail call fastcc void @hanoi(i32 noundef signext %13, i8 noundef signext %11, i8 noundef signext %10, i8 noundef signext %2)
  %14 = load i32, i32* @moves, align 4, !tbaa !7
  %15 = add nsw i32 %14, 1
  store i32 %15, i32* @moves, align 4, !tbaa !7
  %16 = icmp sgt i32 %12, 2
  br i1 %16, label %17, label %37

17:                                               ; preds = %9
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %8) #4
  br label %18

18:                                               ; preds = %18, %17
  %19 = phi i32 [ %12, %17 ], [ %22, %18 ]
  %20 = phi i32 [ 0, %17 ], [ %27, %18 ]
  %21 = freeze i32 %19
  %22 = udiv i32 %21, 10
  %23 = mul i32 %22, 10
  %24 = sub i32 %21, %23
  %25 = trunc i32 %24 to i8
  %26 = or i8 %25, 48
  %27 = add nuw nsw i32 %20, 1
  %28 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %20
  store i8 %26, i8* %28, align 1, !tbaa !1
  %29 = icmp ult i32 %19, 10
  br i1 %29, label %30, label %18, !llvm.loop !4

30:                                               ; preds = %18, %30
  %31 = phi i32 [ %32, %30 ], [ %27, %18 ]
  %32 = add nsw i32 %31, -1
  %33 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %32
  %34 = load i8, i8* %33, align 1, !tbaa !1
  store volatile i8 %34, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %35 = icmp eq i32 %32, 0
  br i1 %35, label %36, label %30, !llvm.loop !6

36:                                               ; preds = %30
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %8) #4
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %11, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 62, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %2, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %37

37:                                               ; preds = %36, %9
  %38 = icmp eq i32 %13, 0
  br i1 %38, label %39, label %9

39:                                               ; preds = %37, %4
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @queens(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4) unnamed_addr #2 {
  %6 = icmp eq i32 %1, %0
  br i1 %6, label %38, label %7

7:                                                ; preds = %5
  %8 = icmp sgt i32 %0, 0
  br i1 %8, label %9, label %38

9:                                                ; preds = %7
  %10 = add i32 %1, %0
  %11 = add nsw i32 %1, 1
  br label %12

12:                                               ; preds = %9, %34
  %13 = phi i32 [ 0, %9 ], [ %35, %34 ]
  %14 = phi i32 [ 0, %9 ], [ %36, %34 ]
  %15 = shl nuw i32 1, %14
  %16 = add nsw i32 %14, %1
  %17 = shl nuw i32 1, %16
  %18 = sub i32 %10, %14
  %19 = shl nuw i32 1, %18
  %20 = and i32 %15, %2
  %21 = icmp eq i32 %20, 0
  %22 = and i32 %17, %3
  %23 = icmp eq i32 %22, 0
  %24 = select i1 %21, i1 %23, i1 false
  %25 = and i32 %19, %4
  %26 = icmp eq i32 %25, 0
  %27 = select i1 %24, i1 %26, i1 false
  br i1 %27, label %28, label %34

28:                                               ; preds = %12
  %29 = or i32 %15, %2
  %30 = or i32 %17, %3
  %31 = or i32 %19, %4
  %32 = tail call fastcc i32 @queens(i32 noundef signext %0, i32 noundef signext %11, i32 noundef signext %29, i32 noundef signext %30, i32 noundef signext %31)
  %33 = add nsw i32 %32, %13
  br label %34

34:                                               ; preds = %12, %28
  %35 = phi i32 [ %33, %28 ], [ %13, %12 ]
  %36 = add nuw nsw i32 %14, 1
  %37 = icmp eq i32 %36, %0
  br i1 %37, label %38, label %12, !llvm.loop !14

38:                                               ; preds = %34, %7, %5
  %39 = phi i32 [ 1, %5 ], [ 0, %7 ], [ %35, %34 ]
  ret i32 %39
}

; Function Attrs: nofree nounwind
define internal fastcc void @permute(i32 noundef signext %0) unnamed_addr #0 {
  %2 = icmp eq i32 %0, 4
  br i1 %2, label %8, label %3

3:                                                ; preds = %1
  %4 = icmp slt i32 %0, 4
  br i1 %4, label %5, label %33

5:                                                ; preds = %3
  %6 = getelementptr inbounds [5 x i8], [5 x i8]* @perm, i32 0, i32 %0
  %7 = add nsw i32 %0, 1
  br label %24

8:                                                ; preds = %1
  %9 = load i32, i32* @perm_count, align 4, !tbaa !7
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* @perm_count, align 4, !tbaa !7
  %11 = icmp slt i32 %9, 6
  %12 = icmp eq i32 %10, 24
  %13 = select i1 %11, i1 true, i1 %12
  br i1 %13, label %14, label %33

14:                                               ; preds = %8
  %15 = load i8, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @perm, i32 0, i32 0), align 4, !tbaa !1
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %23, label %17

17:                                               ; preds = %14, %17
  %18 = phi i8 [ %21, %17 ], [ %15, %14 ]
  %19 = phi i8* [ %20, %17 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @perm, i32 0, i32 0), %14 ]
  %20 = getelementptr inbounds i8, i8* %19, i32 1
  store volatile i8 %18, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %21 = load i8, i8* %20, align 1, !tbaa !1
  %22 = icmp eq i8 %21, 0
  br i1 %22, label %23, label %17, !llvm.loop !13

23:                                               ; preds = %17, %14
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %33

24:                                               ; preds = %5, %24
  %25 = phi i32 [ %0, %5 ], [ %31, %24 ]
  %26 = load i8, i8* %6, align 1, !tbaa !1
  %27 = getelementptr inbounds [5 x i8], [5 x i8]* @perm, i32 0, i32 %25
  %28 = load i8, i8* %27, align 1, !tbaa !1
  store i8 %28, i8* %6, align 1, !tbaa !1
  store i8 %26, i8* %27, align 1, !tbaa !1
  tail call fastcc void @permute(i32 noundef signext %7)
  %29 = load i8, i8* %6, align 1, !tbaa !1
  %30 = load i8, i8* %27, align 1, !tbaa !1
  store i8 %30, i8* %6, align 1, !tbaa !1
  store i8 %29, i8* %27, align 1, !tbaa !1
  %31 = add i32 %25, 1
  %32 = icmp eq i32 %31, 4
  br i1 %32, label %33, label %24, !llvm.loop !15

33:                                               ; preds = %24, %3, %23, %8
  ret void
}

; Function Attrs: nofree nosync nounwind
define internal fastcc i32 @fill(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #3 {
  %3 = icmp ugt i32 %0, 5
  %4 = icmp ugt i32 %1, 7
  %5 = or i1 %3, %4
  br i1 %5, label %26, label %6

6:                                                ; preds = %2
  %7 = add nuw nsw i32 %0, 1
  %8 = add nsw i32 %0, -1
  br label %9

9:                                                ; preds = %6, %15
  %10 = phi i32 [ %1, %6 ], [ %20, %15 ]
  %11 = phi i32 [ 0, %6 ], [ %24, %15 ]
  %12 = getelementptr inbounds [6 x [9 x i8]], [6 x [9 x i8]]* @map, i32 0, i32 %0, i32 %10
  %13 = load i8, i8* %12, align 1, !tbaa !1
  %14 = icmp eq i8 %13, 46
  br i1 %14, label %15, label %26

15:                                               ; preds = %9
  store i8 111, i8* %12, align 1, !tbaa !1
  %16 = tail call fastcc i32 @fill(i32 noundef signext %7, i32 noundef signext %10)
  %17 = tail call fastcc i32 @fill(i32 noundef signext %8, i32 noundef signext %10)
  %18 = add nuw nsw i32 %10, 1
  %19 = tail call fastcc i32 @fill(i32 noundef signext %0, i32 noundef signext %18)
  %20 = add nsw i32 %10, -1
  %21 = add i32 %11, 1
  %22 = add i32 %21, %16
  %23 = add i32 %22, %17
  %24 = add i32 %23, %19
  %25 = icmp ugt i32 %20, 7
  br i1 %25, label %26, label %9

26:                                               ; preds = %9, %15, %2
  %27 = phi i32 [ 0, %2 ], [ %24, %15 ], [ %11, %9 ]
  ret i32 %27
}

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i64 @power(i32 noundef signext %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi i64 [ %12, %5 ], [ 1, %1 ]
  ret i64 %4

5:                                                ; preds = %1
  %6 = lshr i32 %0, 1
  %7 = tail call fastcc i64 @power(i32 noundef signext %6)
  %8 = and i32 %0, 1
  %9 = icmp eq i32 %8, 0
  %10 = mul nsw i64 %7, %7
  %11 = mul nsw i64 %10, 3
  %12 = select i1 %9, i64 %10, i64 %11
  br label %3
}

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !2, i64 0}
!9 = distinct !{!9, !5}
!10 = distinct !{!10, !5}
!11 = distinct !{!11, !5}
!12 = distinct !{!12, !5}
!13 = distinct !{!13, !5}
!14 = distinct !{!14, !5}
!15 = distinct !{!15, !5}
