; ModuleID = 'goto.c'
source_filename = "goto.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@factorial10 = internal constant [13 x i32] [i32 0, i32 1, i32 0, i32 10, i32 5, i32 6, i32 3, i32 5, i32 8, i32 7, i32 4, i32 10, i32 11], align 4
@countdown = internal constant [14 x i32] [i32 0, i32 0, i32 0, i32 12, i32 9, i32 5, i32 6, i32 1, i32 5, i32 8, i32 7, i32 4, i32 10, i32 11], align 4
@pow2 = internal constant [13 x i32] [i32 0, i32 1, i32 0, i32 20, i32 5, i32 4, i32 1, i32 5, i32 8, i32 7, i32 4, i32 10, i32 11], align 4
@subtract = internal constant [6 x i32] [i32 0, i32 100, i32 0, i32 58, i32 2, i32 11], align 4
@.str.4 = private unnamed_addr constant [52 x i8] c"Cpu0 runs 32-bit code, 16 registers; 2 byte orders!\00", align 1
@run.dispatch = internal unnamed_addr constant [12 x i8*] [i8* blockaddress(@run, %8), i8* blockaddress(@run, %18), i8* blockaddress(@run, %27), i8* blockaddress(@run, %36), i8* blockaddress(@run, %45), i8* blockaddress(@run, %52), i8* blockaddress(@run, %60), i8* blockaddress(@run, %67), i8* blockaddress(@run, %79), i8* blockaddress(@run, %85), i8* blockaddress(@run, %133), i8* blockaddress(@run, %136)], align 4
@scan.kinds = internal unnamed_addr constant [3 x i8*] [i8* blockaddress(@scan, %23), i8* blockaddress(@scan, %32), i8* blockaddress(@scan, %34)], align 4

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
  %15 = alloca [3 x i32], align 4
  %16 = tail call fastcc i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @factorial10, i32 0, i32 0))
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %40

18:                                               ; preds = %0
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %19 = sub i32 0, %16
  %20 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %20) #3
  br label %21

21:                                               ; preds = %21, %18
  %22 = phi i32 [ %19, %18 ], [ %25, %21 ]
  %23 = phi i32 [ 0, %18 ], [ %30, %21 ]
  %24 = freeze i32 %22
  %25 = udiv i32 %24, 10
  %26 = mul i32 %25, 10
  %27 = sub i32 %24, %26
  %28 = trunc i32 %27 to i8
  %29 = or i8 %28, 48
  %30 = add nuw nsw i32 %23, 1
  %31 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 %23
  store i8 %29, i8* %31, align 1, !tbaa !1
  %32 = icmp ult i32 %22, 10
  br i1 %32, label %33, label %21, !llvm.loop !4

33:                                               ; preds = %21, %33
  %34 = phi i32 [ %35, %33 ], [ %30, %21 ]
  %35 = add nsw i32 %34, -1
  %36 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 %35
  %37 = load i8, i8* %36, align 1, !tbaa !1
  store volatile i8 %37, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %38 = icmp eq i32 %35, 0
  br i1 %38, label %39, label %33, !llvm.loop !6

39:                                               ; preds = %33
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %20) #3
  br label %61

40:                                               ; preds = %0
  %41 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %41) #3
  br label %42

42:                                               ; preds = %42, %40
  %43 = phi i32 [ %16, %40 ], [ %46, %42 ]
  %44 = phi i32 [ 0, %40 ], [ %51, %42 ]
  %45 = freeze i32 %43
  %46 = udiv i32 %45, 10
  %47 = mul i32 %46, 10
  %48 = sub i32 %45, %47
  %49 = trunc i32 %48 to i8
  %50 = or i8 %49, 48
  %51 = add nuw nsw i32 %44, 1
  %52 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 %44
  store i8 %50, i8* %52, align 1, !tbaa !1
  %53 = icmp ult i32 %43, 10
  br i1 %53, label %54, label %42, !llvm.loop !4

54:                                               ; preds = %42, %54
  %55 = phi i32 [ %56, %54 ], [ %51, %42 ]
  %56 = add nsw i32 %55, -1
  %57 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 %56
  %58 = load i8, i8* %57, align 1, !tbaa !1
  store volatile i8 %58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %59 = icmp eq i32 %56, 0
  br i1 %59, label %60, label %54, !llvm.loop !6

60:                                               ; preds = %54
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %41) #3
  br label %61

61:                                               ; preds = %39, %60
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %62 = tail call fastcc i32 @run(i32* noundef getelementptr inbounds ([14 x i32], [14 x i32]* @countdown, i32 0, i32 0))
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %63 = icmp slt i32 %62, 0
  br i1 %63, label %64, label %86

64:                                               ; preds = %61
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %65 = sub i32 0, %62
  %66 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %66) #3
  br label %67

67:                                               ; preds = %67, %64
  %68 = phi i32 [ %65, %64 ], [ %71, %67 ]
  %69 = phi i32 [ 0, %64 ], [ %76, %67 ]
  %70 = freeze i32 %68
  %71 = udiv i32 %70, 10
  %72 = mul i32 %71, 10
  %73 = sub i32 %70, %72
  %74 = trunc i32 %73 to i8
  %75 = or i8 %74, 48
  %76 = add nuw nsw i32 %69, 1
  %77 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %69
  store i8 %75, i8* %77, align 1, !tbaa !1
  %78 = icmp ult i32 %68, 10
  br i1 %78, label %79, label %67, !llvm.loop !4

79:                                               ; preds = %67, %79
  %80 = phi i32 [ %81, %79 ], [ %76, %67 ]
  %81 = add nsw i32 %80, -1
  %82 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %81
  %83 = load i8, i8* %82, align 1, !tbaa !1
  store volatile i8 %83, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %84 = icmp eq i32 %81, 0
  br i1 %84, label %85, label %79, !llvm.loop !6

85:                                               ; preds = %79
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %66) #3
  br label %107

86:                                               ; preds = %61
  %87 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %87) #3
  br label %88

88:                                               ; preds = %88, %86
  %89 = phi i32 [ %62, %86 ], [ %92, %88 ]
  %90 = phi i32 [ 0, %86 ], [ %97, %88 ]
  %91 = freeze i32 %89
  %92 = udiv i32 %91, 10
  %93 = mul i32 %92, 10
  %94 = sub i32 %91, %93
  %95 = trunc i32 %94 to i8
  %96 = or i8 %95, 48
  %97 = add nuw nsw i32 %90, 1
  %98 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %90
  store i8 %96, i8* %98, align 1, !tbaa !1
  %99 = icmp ult i32 %89, 10
  br i1 %99, label %100, label %88, !llvm.loop !4

100:                                              ; preds = %88, %100
  %101 = phi i32 [ %102, %100 ], [ %97, %88 ]
  %102 = add nsw i32 %101, -1
  %103 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %102
  %104 = load i8, i8* %103, align 1, !tbaa !1
  store volatile i8 %104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %105 = icmp eq i32 %102, 0
  br i1 %105, label %106, label %100, !llvm.loop !6

106:                                              ; preds = %100
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %87) #3
  br label %107

107:                                              ; preds = %85, %106
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %108 = tail call fastcc i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @pow2, i32 0, i32 0))
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %109 = icmp slt i32 %108, 0
  br i1 %109, label %110, label %132

110:                                              ; preds = %107
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %111 = sub i32 0, %108
  %112 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %112) #3
  br label %113

113:                                              ; preds = %113, %110
  %114 = phi i32 [ %111, %110 ], [ %117, %113 ]
  %115 = phi i32 [ 0, %110 ], [ %122, %113 ]
  %116 = freeze i32 %114
  %117 = udiv i32 %116, 10
  %118 = mul i32 %117, 10
  %119 = sub i32 %116, %118
  %120 = trunc i32 %119 to i8
  %121 = or i8 %120, 48
  %122 = add nuw nsw i32 %115, 1
  %123 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %115
  store i8 %121, i8* %123, align 1, !tbaa !1
  %124 = icmp ult i32 %114, 10
  br i1 %124, label %125, label %113, !llvm.loop !4

125:                                              ; preds = %113, %125
  %126 = phi i32 [ %127, %125 ], [ %122, %113 ]
  %127 = add nsw i32 %126, -1
  %128 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %127
  %129 = load i8, i8* %128, align 1, !tbaa !1
  store volatile i8 %129, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %130 = icmp eq i32 %127, 0
  br i1 %130, label %131, label %125, !llvm.loop !6

131:                                              ; preds = %125
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %112) #3
  br label %153

132:                                              ; preds = %107
  %133 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %133) #3
  br label %134

134:                                              ; preds = %134, %132
  %135 = phi i32 [ %108, %132 ], [ %138, %134 ]
  %136 = phi i32 [ 0, %132 ], [ %143, %134 ]
  %137 = freeze i32 %135
  %138 = udiv i32 %137, 10
  %139 = mul i32 %138, 10
  %140 = sub i32 %137, %139
  %141 = trunc i32 %140 to i8
  %142 = or i8 %141, 48
  %143 = add nuw nsw i32 %136, 1
  %144 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %136
  store i8 %142, i8* %144, align 1, !tbaa !1
  %145 = icmp ult i32 %135, 10
  br i1 %145, label %146, label %134, !llvm.loop !4

146:                                              ; preds = %134, %146
  %147 = phi i32 [ %148, %146 ], [ %143, %134 ]
  %148 = add nsw i32 %147, -1
  %149 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %148
  %150 = load i8, i8* %149, align 1, !tbaa !1
  store volatile i8 %150, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %151 = icmp eq i32 %148, 0
  br i1 %151, label %152, label %146, !llvm.loop !6

152:                                              ; preds = %146
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %133) #3
  br label %153

153:                                              ; preds = %131, %152
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %154 = tail call fastcc i32 @run(i32* noundef getelementptr inbounds ([6 x i32], [6 x i32]* @subtract, i32 0, i32 0))
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %155 = icmp slt i32 %154, 0
  br i1 %155, label %156, label %178

156:                                              ; preds = %153
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %157 = sub i32 0, %154
  %158 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %158) #3
  br label %159

159:                                              ; preds = %159, %156
  %160 = phi i32 [ %157, %156 ], [ %163, %159 ]
  %161 = phi i32 [ 0, %156 ], [ %168, %159 ]
  %162 = freeze i32 %160
  %163 = udiv i32 %162, 10
  %164 = mul i32 %163, 10
  %165 = sub i32 %162, %164
  %166 = trunc i32 %165 to i8
  %167 = or i8 %166, 48
  %168 = add nuw nsw i32 %161, 1
  %169 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %161
  store i8 %167, i8* %169, align 1, !tbaa !1
  %170 = icmp ult i32 %160, 10
  br i1 %170, label %171, label %159, !llvm.loop !4

171:                                              ; preds = %159, %171
  %172 = phi i32 [ %173, %171 ], [ %168, %159 ]
  %173 = add nsw i32 %172, -1
  %174 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %173
  %175 = load i8, i8* %174, align 1, !tbaa !1
  store volatile i8 %175, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %176 = icmp eq i32 %173, 0
  br i1 %176, label %177, label %171, !llvm.loop !6

177:                                              ; preds = %171
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %158) #3
  br label %199

178:                                              ; preds = %153
  %179 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %179) #3
  br label %180

180:                                              ; preds = %180, %178
  %181 = phi i32 [ %154, %178 ], [ %184, %180 ]
  %182 = phi i32 [ 0, %178 ], [ %189, %180 ]
  %183 = freeze i32 %181
  %184 = udiv i32 %183, 10
  %185 = mul i32 %184, 10
  %186 = sub i32 %183, %185
  %187 = trunc i32 %186 to i8
  %188 = or i8 %187, 48
  %189 = add nuw nsw i32 %182, 1
  %190 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %182
  store i8 %188, i8* %190, align 1, !tbaa !1
  %191 = icmp ult i32 %181, 10
  br i1 %191, label %192, label %180, !llvm.loop !4

192:                                              ; preds = %180, %192
  %193 = phi i32 [ %194, %192 ], [ %189, %180 ]
  %194 = add nsw i32 %193, -1
  %195 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %194
  %196 = load i8, i8* %195, align 1, !tbaa !1
  store volatile i8 %196, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %197 = icmp eq i32 %194, 0
  br i1 %197, label %198, label %192, !llvm.loop !6

198:                                              ; preds = %192
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %179) #3
  br label %199

199:                                              ; preds = %177, %198
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %200 = bitcast [3 x i32]* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %200) #3
  %201 = getelementptr inbounds [3 x i32], [3 x i32]* %15, i32 0, i32 0
  call fastcc void @scan(i8* noundef getelementptr inbounds ([52 x i8], [52 x i8]* @.str.4, i32 0, i32 0), i32* noundef nonnull %201)
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %202 = load i32, i32* %201, align 4, !tbaa !7
  %203 = icmp slt i32 %202, 0
  br i1 %203, label %204, label %226

204:                                              ; preds = %199
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %205 = sub i32 0, %202
  %206 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %206) #3
  br label %207

207:                                              ; preds = %207, %204
  %208 = phi i32 [ %205, %204 ], [ %211, %207 ]
  %209 = phi i32 [ 0, %204 ], [ %216, %207 ]
  %210 = freeze i32 %208
  %211 = udiv i32 %210, 10
  %212 = mul i32 %211, 10
  %213 = sub i32 %210, %212
  %214 = trunc i32 %213 to i8
  %215 = or i8 %214, 48
  %216 = add nuw nsw i32 %209, 1
  %217 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %209
  store i8 %215, i8* %217, align 1, !tbaa !1
  %218 = icmp ult i32 %208, 10
  br i1 %218, label %219, label %207, !llvm.loop !4

219:                                              ; preds = %207, %219
  %220 = phi i32 [ %221, %219 ], [ %216, %207 ]
  %221 = add nsw i32 %220, -1
  %222 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %221
  %223 = load i8, i8* %222, align 1, !tbaa !1
  store volatile i8 %223, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %224 = icmp eq i32 %221, 0
  br i1 %224, label %225, label %219, !llvm.loop !6

225:                                              ; preds = %219
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %206) #3
  br label %247

226:                                              ; preds = %199
  %227 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %227) #3
  br label %228

228:                                              ; preds = %228, %226
  %229 = phi i32 [ %202, %226 ], [ %232, %228 ]
  %230 = phi i32 [ 0, %226 ], [ %237, %228 ]
  %231 = freeze i32 %229
  %232 = udiv i32 %231, 10
  %233 = mul i32 %232, 10
  %234 = sub i32 %231, %233
  %235 = trunc i32 %234 to i8
  %236 = or i8 %235, 48
  %237 = add nuw nsw i32 %230, 1
  %238 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %230
  store i8 %236, i8* %238, align 1, !tbaa !1
  %239 = icmp ult i32 %229, 10
  br i1 %239, label %240, label %228, !llvm.loop !4

240:                                              ; preds = %228, %240
  %241 = phi i32 [ %242, %240 ], [ %237, %228 ]
  %242 = add nsw i32 %241, -1
  %243 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %242
  %244 = load i8, i8* %243, align 1, !tbaa !1
  store volatile i8 %244, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %245 = icmp eq i32 %242, 0
  br i1 %245, label %246, label %240, !llvm.loop !6

246:                                              ; preds = %240
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %227) #3
  br label %247

247:                                              ; preds = %225, %246
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %248 = getelementptr inbounds [3 x i32], [3 x i32]* %15, i32 0, i32 1
  %249 = load i32, i32* %248, align 4, !tbaa !7
  %250 = icmp slt i32 %249, 0
  br i1 %250, label %251, label %273

251:                                              ; preds = %247
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %252 = sub i32 0, %249
  %253 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %253) #3
  br label %254

254:                                              ; preds = %254, %251
  %255 = phi i32 [ %252, %251 ], [ %258, %254 ]
  %256 = phi i32 [ 0, %251 ], [ %263, %254 ]
  %257 = freeze i32 %255
  %258 = udiv i32 %257, 10
  %259 = mul i32 %258, 10
  %260 = sub i32 %257, %259
  %261 = trunc i32 %260 to i8
  %262 = or i8 %261, 48
  %263 = add nuw nsw i32 %256, 1
  %264 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %256
  store i8 %262, i8* %264, align 1, !tbaa !1
  %265 = icmp ult i32 %255, 10
  br i1 %265, label %266, label %254, !llvm.loop !4

266:                                              ; preds = %254, %266
  %267 = phi i32 [ %268, %266 ], [ %263, %254 ]
  %268 = add nsw i32 %267, -1
  %269 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %268
  %270 = load i8, i8* %269, align 1, !tbaa !1
  store volatile i8 %270, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %271 = icmp eq i32 %268, 0
  br i1 %271, label %272, label %266, !llvm.loop !6

272:                                              ; preds = %266
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %253) #3
  br label %294

273:                                              ; preds = %247
  %274 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %274) #3
  br label %275

275:                                              ; preds = %275, %273
  %276 = phi i32 [ %249, %273 ], [ %279, %275 ]
  %277 = phi i32 [ 0, %273 ], [ %284, %275 ]
  %278 = freeze i32 %276
  %279 = udiv i32 %278, 10
  %280 = mul i32 %279, 10
  %281 = sub i32 %278, %280
  %282 = trunc i32 %281 to i8
  %283 = or i8 %282, 48
  %284 = add nuw nsw i32 %277, 1
  %285 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %277
  store i8 %283, i8* %285, align 1, !tbaa !1
  %286 = icmp ult i32 %276, 10
  br i1 %286, label %287, label %275, !llvm.loop !4

287:                                              ; preds = %275, %287
  %288 = phi i32 [ %289, %287 ], [ %284, %275 ]
  %289 = add nsw i32 %288, -1
  %290 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %289
  %291 = load i8, i8* %290, align 1, !tbaa !1
  store volatile i8 %291, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %292 = icmp eq i32 %289, 0
  br i1 %292, label %293, label %287, !llvm.loop !6

293:                                              ; preds = %287
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %274) #3
  br label %294

294:                                              ; preds = %272, %293
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %295 = getelementptr inbounds [3 x i32], [3 x i32]* %15, i32 0, i32 2
  %296 = load i32, i32* %295, align 4, !tbaa !7
  %297 = icmp slt i32 %296, 0
  br i1 %297, label %298, label %320

298:                                              ; preds = %294
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %299 = sub i32 0, %296
  %300 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %300) #3
  br label %301

301:                                              ; preds = %301, %298
  %302 = phi i32 [ %299, %298 ], [ %305, %301 ]
  %303 = phi i32 [ 0, %298 ], [ %310, %301 ]
  %304 = freeze i32 %302
  %305 = udiv i32 %304, 10
  %306 = mul i32 %305, 10
  %307 = sub i32 %304, %306
  %308 = trunc i32 %307 to i8
  %309 = or i8 %308, 48
  %310 = add nuw nsw i32 %303, 1
  %311 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %303
  store i8 %309, i8* %311, align 1, !tbaa !1
  %312 = icmp ult i32 %302, 10
  br i1 %312, label %313, label %301, !llvm.loop !4

313:                                              ; preds = %301, %313
  %314 = phi i32 [ %315, %313 ], [ %310, %301 ]
  %315 = add nsw i32 %314, -1
  %316 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %315
  %317 = load i8, i8* %316, align 1, !tbaa !1
  store volatile i8 %317, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %318 = icmp eq i32 %315, 0
  br i1 %318, label %319, label %313, !llvm.loop !6

319:                                              ; preds = %313
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %300) #3
  br label %341

320:                                              ; preds = %294
  %321 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %321) #3
  br label %322

322:                                              ; preds = %322, %320
  %323 = phi i32 [ %296, %320 ], [ %326, %322 ]
  %324 = phi i32 [ 0, %320 ], [ %331, %322 ]
  %325 = freeze i32 %323
  %326 = udiv i32 %325, 10
  %327 = mul i32 %326, 10
  %328 = sub i32 %325, %327
  %329 = trunc i32 %328 to i8
  %330 = or i8 %329, 48
  %331 = add nuw nsw i32 %324, 1
  %332 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %324
  store i8 %330, i8* %332, align 1, !tbaa !1
  %333 = icmp ult i32 %323, 10
  br i1 %333, label %334, label %322, !llvm.loop !4

334:                                              ; preds = %322, %334
  %335 = phi i32 [ %336, %334 ], [ %331, %322 ]
  %336 = add nsw i32 %335, -1
  %337 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %336
  %338 = load i8, i8* %337, align 1, !tbaa !1
  store volatile i8 %338, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %339 = icmp eq i32 %336, 0
  br i1 %339, label %340, label %334, !llvm.loop !6

340:                                              ; preds = %334
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %321) #3
  br label %341

341:                                              ; preds = %319, %340
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %200) #3
  ret i32 %62
}

; Function Attrs: nofree nounwind
define internal fastcc i32 @run(i32* noundef readonly %0) #0 {
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = alloca [32 x i32], align 4
  %5 = getelementptr inbounds i32, i32* %0, i32 1
  %6 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  %7 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  br label %144

8:                                                ; preds = %144
  %9 = getelementptr inbounds i32, i32* %145, i32 1
  %10 = load i32, i32* %145, align 4, !tbaa !7
  %11 = add nsw i32 %146, 1
  %12 = getelementptr inbounds [32 x i32], [32 x i32]* %4, i32 0, i32 %146
  store i32 %10, i32* %12, align 4, !tbaa !7
  %13 = getelementptr inbounds i32, i32* %145, i32 2
  br label %14

14:                                               ; preds = %8, %18, %27, %36, %45, %52, %60, %76, %79, %131, %133
  %15 = phi i32* [ %13, %8 ], [ %26, %18 ], [ %35, %27 ], [ %44, %36 ], [ %51, %45 ], [ %59, %52 ], [ %66, %60 ], [ %78, %76 ], [ %84, %79 ], [ %132, %131 ], [ %135, %133 ]
  %16 = phi i32 [ %11, %8 ], [ %19, %18 ], [ %28, %27 ], [ %37, %36 ], [ %50, %45 ], [ %146, %52 ], [ %65, %60 ], [ %146, %76 ], [ %146, %79 ], [ %146, %131 ], [ %134, %133 ]
  %17 = phi i32* [ %9, %8 ], [ %145, %18 ], [ %145, %27 ], [ %145, %36 ], [ %145, %45 ], [ %145, %52 ], [ %145, %60 ], [ %77, %76 ], [ %145, %79 ], [ %145, %131 ], [ %145, %133 ]
  br label %144

18:                                               ; preds = %144
  %19 = add nsw i32 %146, -1
  %20 = getelementptr inbounds [32 x i32], [32 x i32]* %4, i32 0, i32 %19
  %21 = load i32, i32* %20, align 4, !tbaa !7
  %22 = add nsw i32 %146, -2
  %23 = getelementptr inbounds [32 x i32], [32 x i32]* %4, i32 0, i32 %22
  %24 = load i32, i32* %23, align 4, !tbaa !7
  %25 = add nsw i32 %24, %21
  store i32 %25, i32* %23, align 4, !tbaa !7
  %26 = getelementptr inbounds i32, i32* %145, i32 1
  br label %14

27:                                               ; preds = %144
  %28 = add nsw i32 %146, -1
  %29 = getelementptr inbounds [32 x i32], [32 x i32]* %4, i32 0, i32 %28
  %30 = load i32, i32* %29, align 4, !tbaa !7
  %31 = add nsw i32 %146, -2
  %32 = getelementptr inbounds [32 x i32], [32 x i32]* %4, i32 0, i32 %31
  %33 = load i32, i32* %32, align 4, !tbaa !7
  %34 = sub nsw i32 %33, %30
  store i32 %34, i32* %32, align 4, !tbaa !7
  %35 = getelementptr inbounds i32, i32* %145, i32 1
  br label %14

36:                                               ; preds = %144
  %37 = add nsw i32 %146, -1
  %38 = getelementptr inbounds [32 x i32], [32 x i32]* %4, i32 0, i32 %37
  %39 = load i32, i32* %38, align 4, !tbaa !7
  %40 = add nsw i32 %146, -2
  %41 = getelementptr inbounds [32 x i32], [32 x i32]* %4, i32 0, i32 %40
  %42 = load i32, i32* %41, align 4, !tbaa !7
  %43 = mul nsw i32 %42, %39
  store i32 %43, i32* %41, align 4, !tbaa !7
  %44 = getelementptr inbounds i32, i32* %145, i32 1
  br label %14

45:                                               ; preds = %144
  %46 = add nsw i32 %146, -1
  %47 = getelementptr inbounds [32 x i32], [32 x i32]* %4, i32 0, i32 %46
  %48 = load i32, i32* %47, align 4, !tbaa !7
  %49 = getelementptr inbounds [32 x i32], [32 x i32]* %4, i32 0, i32 %146
  store i32 %48, i32* %49, align 4, !tbaa !7
  %50 = add nsw i32 %146, 1
  %51 = getelementptr inbounds i32, i32* %145, i32 1
  br label %14

52:                                               ; preds = %144
  %53 = add nsw i32 %146, -1
  %54 = getelementptr inbounds [32 x i32], [32 x i32]* %4, i32 0, i32 %53
  %55 = load i32, i32* %54, align 4, !tbaa !7
  %56 = add nsw i32 %146, -2
  %57 = getelementptr inbounds [32 x i32], [32 x i32]* %4, i32 0, i32 %56
  %58 = load i32, i32* %57, align 4, !tbaa !7
  store i32 %58, i32* %54, align 4, !tbaa !7
  store i32 %55, i32* %57, align 4, !tbaa !7
  %59 = getelementptr inbounds i32, i32* %145, i32 1
  br label %14

60:                                               ; preds = %144
  %61 = add nsw i32 %146, -2
  %62 = getelementptr inbounds [32 x i32], [32 x i32]* %4, i32 0, i32 %61
  %63 = load i32, i32* %62, align 4, !tbaa !7
  %64 = getelementptr inbounds [32 x i32], [32 x i32]* %4, i32 0, i32 %146
  store i32 %63, i32* %64, align 4, !tbaa !7
  %65 = add nsw i32 %146, 1
  %66 = getelementptr inbounds i32, i32* %145, i32 1
  br label %14

67:                                               ; preds = %144
  %68 = getelementptr inbounds i32, i32* %145, i32 1
  %69 = add nsw i32 %146, -1
  %70 = getelementptr inbounds [32 x i32], [32 x i32]* %4, i32 0, i32 %69
  %71 = load i32, i32* %70, align 4, !tbaa !7
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %76, label %73

73:                                               ; preds = %67
  %74 = load i32, i32* %145, align 4, !tbaa !7
  %75 = getelementptr inbounds i32, i32* %0, i32 %74
  br label %76

76:                                               ; preds = %73, %67
  %77 = phi i32* [ %75, %73 ], [ %68, %67 ]
  %78 = getelementptr inbounds i32, i32* %77, i32 1
  br label %14

79:                                               ; preds = %144
  %80 = add nsw i32 %146, -1
  %81 = getelementptr inbounds [32 x i32], [32 x i32]* %4, i32 0, i32 %80
  %82 = load i32, i32* %81, align 4, !tbaa !7
  %83 = add nsw i32 %82, -1
  store i32 %83, i32* %81, align 4, !tbaa !7
  %84 = getelementptr inbounds i32, i32* %145, i32 1
  br label %14

85:                                               ; preds = %144
  %86 = add nsw i32 %146, -1
  %87 = getelementptr inbounds [32 x i32], [32 x i32]* %4, i32 0, i32 %86
  %88 = load i32, i32* %87, align 4, !tbaa !7
  %89 = icmp slt i32 %88, 0
  br i1 %89, label %90, label %111

90:                                               ; preds = %85
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %91 = sub i32 0, %88
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %7) #3
  br label %92

92:                                               ; preds = %92, %90
  %93 = phi i32 [ %91, %90 ], [ %96, %92 ]
  %94 = phi i32 [ 0, %90 ], [ %101, %92 ]
  %95 = freeze i32 %93
  %96 = udiv i32 %95, 10
  %97 = mul i32 %96, 10
  %98 = sub i32 %95, %97
  %99 = trunc i32 %98 to i8
  %100 = or i8 %99, 48
  %101 = add nuw nsw i32 %94, 1
  %102 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %94
  store i8 %100, i8* %102, align 1, !tbaa !1
  %103 = icmp ult i32 %93, 10
  br i1 %103, label %104, label %92, !llvm.loop !4

104:                                              ; preds = %92, %104
  %105 = phi i32 [ %106, %104 ], [ %101, %92 ]
  %106 = add nsw i32 %105, -1
  %107 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %106
  %108 = load i8, i8* %107, align 1, !tbaa !1
  store volatile i8 %108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %109 = icmp eq i32 %106, 0
  br i1 %109, label %110, label %104, !llvm.loop !6

110:                                              ; preds = %104
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %7) #3
  br label %131

111:                                              ; preds = %85
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %6) #3
  br label %112

112:                                              ; preds = %112, %111
  %113 = phi i32 [ %88, %111 ], [ %116, %112 ]
  %114 = phi i32 [ 0, %111 ], [ %121, %112 ]
  %115 = freeze i32 %113
  %116 = udiv i32 %115, 10
  %117 = mul i32 %116, 10
  %118 = sub i32 %115, %117
  %119 = trunc i32 %118 to i8
  %120 = or i8 %119, 48
  %121 = add nuw nsw i32 %114, 1
  %122 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %114
  store i8 %120, i8* %122, align 1, !tbaa !1
  %123 = icmp ult i32 %113, 10
  br i1 %123, label %124, label %112, !llvm.loop !4

124:                                              ; preds = %112, %124
  %125 = phi i32 [ %126, %124 ], [ %121, %112 ]
  %126 = add nsw i32 %125, -1
  %127 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %126
  %128 = load i8, i8* %127, align 1, !tbaa !1
  store volatile i8 %128, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %129 = icmp eq i32 %126, 0
  br i1 %129, label %130, label %124, !llvm.loop !6

130:                                              ; preds = %124
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %6) #3
  br label %131

131:                                              ; preds = %110, %130
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %132 = getelementptr inbounds i32, i32* %145, i32 1
  br label %14

133:                                              ; preds = %144
  %134 = add nsw i32 %146, -1
  %135 = getelementptr inbounds i32, i32* %145, i32 1
  br label %14

136:                                              ; preds = %144
  %137 = icmp eq i32 %146, 0
  br i1 %137, label %142, label %138

138:                                              ; preds = %136
  %139 = add nsw i32 %146, -1
  %140 = getelementptr inbounds [32 x i32], [32 x i32]* %4, i32 0, i32 %139
  %141 = load i32, i32* %140, align 4, !tbaa !7
  br label %142

142:                                              ; preds = %136, %138
  %143 = phi i32 [ %141, %138 ], [ 0, %136 ]
  ret i32 %143

144:                                              ; preds = %14, %1
  %145 = phi i32* [ %5, %1 ], [ %15, %14 ]
  %146 = phi i32 [ 0, %1 ], [ %16, %14 ]
  %147 = phi i32* [ %0, %1 ], [ %17, %14 ]
  %148 = load i32, i32* %147, align 4, !tbaa !7
  %149 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i32 0, i32 %148
  %150 = load i8*, i8** %149, align 4, !tbaa !9
  indirectbr i8* %150, [label %8, label %18, label %27, label %36, label %45, label %52, label %60, label %67, label %79, label %85, label %133, label %136]
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind
define internal fastcc void @scan(i8* nocapture noundef readnone %0, i32* nocapture noundef %1) #2 {
  %3 = getelementptr inbounds i32, i32* %1, i32 2
  store i32 0, i32* %3, align 4, !tbaa !7
  %4 = getelementptr inbounds i32, i32* %1, i32 1
  store i32 0, i32* %4, align 4, !tbaa !7
  store i32 0, i32* %1, align 4, !tbaa !7
  br label %6

5:                                                ; preds = %25
  ret void

6:                                                ; preds = %2, %25
  %7 = phi i32 [ 0, %2 ], [ %26, %25 ]
  %8 = phi i32 [ 0, %2 ], [ %27, %25 ]
  %9 = phi i32 [ 0, %2 ], [ %28, %25 ]
  %10 = phi i8 [ 67, %2 ], [ %30, %25 ]
  %11 = phi i8* [ getelementptr inbounds ([52 x i8], [52 x i8]* @.str.4, i32 0, i32 0), %2 ], [ %13, %25 ]
  %12 = phi i1 [ true, %2 ], [ %29, %25 ]
  %13 = getelementptr inbounds i8, i8* %11, i32 1
  %14 = add i8 %10, -48
  %15 = icmp ult i8 %14, 10
  %16 = and i8 %10, -33
  %17 = add i8 %16, -65
  %18 = icmp ult i8 %17, 26
  %19 = select i1 %18, i32 2, i32 0
  %20 = select i1 %15, i32 1, i32 %19
  %21 = getelementptr inbounds [3 x i8*], [3 x i8*]* @scan.kinds, i32 0, i32 %20
  %22 = load i8*, i8** %21, align 4, !tbaa !9
  indirectbr i8* %22, [label %23, label %32, label %34]

23:                                               ; preds = %6
  %24 = add nsw i32 %7, 1
  store i32 %24, i32* %1, align 4, !tbaa !7
  br label %25

25:                                               ; preds = %34, %35, %23, %32
  %26 = phi i32 [ %7, %32 ], [ %24, %23 ], [ %7, %35 ], [ %7, %34 ]
  %27 = phi i32 [ %33, %32 ], [ %8, %23 ], [ %8, %35 ], [ %8, %34 ]
  %28 = phi i32 [ %9, %32 ], [ %9, %23 ], [ %36, %35 ], [ %9, %34 ]
  %29 = phi i1 [ true, %32 ], [ true, %23 ], [ false, %35 ], [ false, %34 ]
  %30 = load i8, i8* %13, align 1, !tbaa !1
  %31 = icmp eq i8* %13, getelementptr inbounds ([52 x i8], [52 x i8]* @.str.4, i32 0, i32 51)
  br i1 %31, label %5, label %6

32:                                               ; preds = %6
  %33 = add nsw i32 %8, 1
  store i32 %33, i32* %4, align 4, !tbaa !7
  br label %25

34:                                               ; preds = %6
  br i1 %12, label %35, label %25

35:                                               ; preds = %34
  %36 = add nsw i32 %9, 1
  store i32 %36, i32* %3, align 4, !tbaa !7
  br label %25
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !2, i64 0}
