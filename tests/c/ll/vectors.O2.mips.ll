; ModuleID = 'vectors.c'
source_filename = "vectors.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@seeds = dso_local local_unnamed_addr global [4 x <4 x i32>] [<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 -5, i32 6, i32 -7, i32 8>, <4 x i32> <i32 100, i32 200, i32 300, i32 400>, <4 x i32> <i32 2147483647, i32 -1, i32 0, i32 65536>], align 16

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [20 x i8], align 4
  %3 = alloca [10 x i8], align 1
  %4 = alloca [10 x i8], align 1
  %5 = alloca [10 x i8], align 1
  %6 = alloca [10 x i8], align 1
  %7 = alloca [10 x i8], align 1
  %8 = alloca [10 x i8], align 1
  %9 = alloca [10 x i8], align 1
  %10 = alloca [10 x i8], align 4
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
  %22 = alloca [10 x i8], align 1
  %23 = alloca [10 x i8], align 1
  %24 = alloca [10 x i8], align 1
  %25 = alloca [10 x i8], align 1
  %26 = alloca [10 x i8], align 1
  %27 = alloca [10 x i8], align 1
  %28 = alloca [10 x i8], align 1
  %29 = alloca [10 x i8], align 1
  %30 = alloca [10 x i8], align 1
  %31 = alloca [10 x i8], align 1
  %32 = alloca [10 x i8], align 1
  %33 = load <4 x i32>, <4 x i32>* getelementptr inbounds ([4 x <4 x i32>], [4 x <4 x i32>]* @seeds, i32 0, i32 0), align 16, !tbaa !1
  %34 = load <4 x i32>, <4 x i32>* getelementptr inbounds ([4 x <4 x i32>], [4 x <4 x i32>]* @seeds, i32 0, i32 1), align 16, !tbaa !1
  %35 = load <4 x i32>, <4 x i32>* getelementptr inbounds ([4 x <4 x i32>], [4 x <4 x i32>]* @seeds, i32 0, i32 2), align 16, !tbaa !1
  %36 = load <4 x i32>, <4 x i32>* getelementptr inbounds ([4 x <4 x i32>], [4 x <4 x i32>]* @seeds, i32 0, i32 3), align 16, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 43, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %37 = add <4 x i32> %34, %33
  %38 = getelementptr inbounds [10 x i8], [10 x i8]* %31, i32 0, i32 0
  %39 = getelementptr inbounds [10 x i8], [10 x i8]* %32, i32 0, i32 0
  br label %40

40:                                               ; preds = %85, %0
  %41 = phi i32 [ 0, %0 ], [ %86, %85 ]
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %42 = extractelement <4 x i32> %37, i32 %41
  %43 = icmp slt i32 %42, 0
  br i1 %43, label %44, label %65

44:                                               ; preds = %40
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %45 = sub i32 0, %42
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %39) #3
  br label %46

46:                                               ; preds = %46, %44
  %47 = phi i32 [ %45, %44 ], [ %50, %46 ]
  %48 = phi i32 [ 0, %44 ], [ %55, %46 ]
  %49 = freeze i32 %47
  %50 = udiv i32 %49, 10
  %51 = mul i32 %50, 10
  %52 = sub i32 %49, %51
  %53 = trunc i32 %52 to i8
  %54 = or i8 %53, 48
  %55 = add nuw nsw i32 %48, 1
  %56 = getelementptr inbounds [10 x i8], [10 x i8]* %32, i32 0, i32 %48
  store i8 %54, i8* %56, align 1, !tbaa !1
  %57 = icmp ult i32 %47, 10
  br i1 %57, label %58, label %46, !llvm.loop !4

58:                                               ; preds = %46, %58
  %59 = phi i32 [ %60, %58 ], [ %55, %46 ]
  %60 = add nsw i32 %59, -1
  %61 = getelementptr inbounds [10 x i8], [10 x i8]* %32, i32 0, i32 %60
  %62 = load i8, i8* %61, align 1, !tbaa !1
  store volatile i8 %62, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %63 = icmp eq i32 %60, 0
  br i1 %63, label %64, label %58, !llvm.loop !6

64:                                               ; preds = %58
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %39) #3
  br label %85

65:                                               ; preds = %40
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %38) #3
  br label %66

66:                                               ; preds = %66, %65
  %67 = phi i32 [ %42, %65 ], [ %70, %66 ]
  %68 = phi i32 [ 0, %65 ], [ %75, %66 ]
  %69 = freeze i32 %67
  %70 = udiv i32 %69, 10
  %71 = mul i32 %70, 10
  %72 = sub i32 %69, %71
  %73 = trunc i32 %72 to i8
  %74 = or i8 %73, 48
  %75 = add nuw nsw i32 %68, 1
  %76 = getelementptr inbounds [10 x i8], [10 x i8]* %31, i32 0, i32 %68
  store i8 %74, i8* %76, align 1, !tbaa !1
  %77 = icmp ult i32 %67, 10
  br i1 %77, label %78, label %66, !llvm.loop !4

78:                                               ; preds = %66, %78
  %79 = phi i32 [ %80, %78 ], [ %75, %66 ]
  %80 = add nsw i32 %79, -1
  %81 = getelementptr inbounds [10 x i8], [10 x i8]* %31, i32 0, i32 %80
  %82 = load i8, i8* %81, align 1, !tbaa !1
  store volatile i8 %82, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %83 = icmp eq i32 %80, 0
  br i1 %83, label %84, label %78, !llvm.loop !6

84:                                               ; preds = %78
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %38) #3
  br label %85

85:                                               ; preds = %84, %64
  %86 = add nuw nsw i32 %41, 1
  %87 = icmp eq i32 %86, 4
  br i1 %87, label %88, label %40, !llvm.loop !7

88:                                               ; preds = %85
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %89 = mul <4 x i32> %34, %33
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 42, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %90 = sub <4 x i32> %89, %35
  %91 = getelementptr inbounds [10 x i8], [10 x i8]* %29, i32 0, i32 0
  %92 = getelementptr inbounds [10 x i8], [10 x i8]* %30, i32 0, i32 0
  br label %93

93:                                               ; preds = %138, %88
  %94 = phi i32 [ 0, %88 ], [ %139, %138 ]
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %95 = extractelement <4 x i32> %90, i32 %94
  %96 = icmp slt i32 %95, 0
  br i1 %96, label %97, label %118

97:                                               ; preds = %93
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %98 = sub i32 0, %95
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %92) #3
  br label %99

99:                                               ; preds = %99, %97
  %100 = phi i32 [ %98, %97 ], [ %103, %99 ]
  %101 = phi i32 [ 0, %97 ], [ %108, %99 ]
  %102 = freeze i32 %100
  %103 = udiv i32 %102, 10
  %104 = mul i32 %103, 10
  %105 = sub i32 %102, %104
  %106 = trunc i32 %105 to i8
  %107 = or i8 %106, 48
  %108 = add nuw nsw i32 %101, 1
  %109 = getelementptr inbounds [10 x i8], [10 x i8]* %30, i32 0, i32 %101
  store i8 %107, i8* %109, align 1, !tbaa !1
  %110 = icmp ult i32 %100, 10
  br i1 %110, label %111, label %99, !llvm.loop !4

111:                                              ; preds = %99, %111
  %112 = phi i32 [ %113, %111 ], [ %108, %99 ]
  %113 = add nsw i32 %112, -1
  %114 = getelementptr inbounds [10 x i8], [10 x i8]* %30, i32 0, i32 %113
  %115 = load i8, i8* %114, align 1, !tbaa !1
  store volatile i8 %115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %116 = icmp eq i32 %113, 0
  br i1 %116, label %117, label %111, !llvm.loop !6

117:                                              ; preds = %111
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %92) #3
  br label %138

118:                                              ; preds = %93
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %91) #3
  br label %119

119:                                              ; preds = %119, %118
  %120 = phi i32 [ %95, %118 ], [ %123, %119 ]
  %121 = phi i32 [ 0, %118 ], [ %128, %119 ]
  %122 = freeze i32 %120
  %123 = udiv i32 %122, 10
  %124 = mul i32 %123, 10
  %125 = sub i32 %122, %124
  %126 = trunc i32 %125 to i8
  %127 = or i8 %126, 48
  %128 = add nuw nsw i32 %121, 1
  %129 = getelementptr inbounds [10 x i8], [10 x i8]* %29, i32 0, i32 %121
  store i8 %127, i8* %129, align 1, !tbaa !1
  %130 = icmp ult i32 %120, 10
  br i1 %130, label %131, label %119, !llvm.loop !4

131:                                              ; preds = %119, %131
  %132 = phi i32 [ %133, %131 ], [ %128, %119 ]
  %133 = add nsw i32 %132, -1
  %134 = getelementptr inbounds [10 x i8], [10 x i8]* %29, i32 0, i32 %133
  %135 = load i8, i8* %134, align 1, !tbaa !1
  store volatile i8 %135, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %136 = icmp eq i32 %133, 0
  br i1 %136, label %137, label %131, !llvm.loop !6

137:                                              ; preds = %131
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %91) #3
  br label %138

138:                                              ; preds = %137, %117
  %139 = add nuw nsw i32 %94, 1
  %140 = icmp eq i32 %139, 4
  br i1 %140, label %141, label %93, !llvm.loop !7

141:                                              ; preds = %138
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %142 = extractelement <4 x i32> %33, i64 0
  %143 = extractelement <4 x i32> %33, i64 1
  %144 = extractelement <4 x i32> %33, i64 2
  %145 = extractelement <4 x i32> %33, i64 3
  %146 = extractelement <4 x i32> %34, i64 0
  %147 = extractelement <4 x i32> %34, i64 1
  %148 = extractelement <4 x i32> %34, i64 2
  %149 = extractelement <4 x i32> %34, i64 3
  %150 = extractelement <4 x i32> %35, i64 0
  %151 = extractelement <4 x i32> %35, i64 1
  %152 = extractelement <4 x i32> %35, i64 2
  %153 = extractelement <4 x i32> %35, i64 3
  %154 = tail call fastcc inreg { i32, i32, i32, i32 } @madd(i32 inreg noundef %142, i32 inreg noundef %143, i32 inreg noundef %144, i32 inreg noundef %145, i32 inreg noundef %146, i32 inreg noundef %147, i32 inreg noundef %148, i32 inreg noundef %149, i32 inreg noundef %150, i32 inreg noundef %151, i32 inreg noundef %152, i32 inreg noundef %153)
  %155 = extractvalue { i32, i32, i32, i32 } %154, 0
  %156 = extractvalue { i32, i32, i32, i32 } %154, 1
  %157 = extractvalue { i32, i32, i32, i32 } %154, 2
  %158 = insertelement <4 x i32> undef, i32 %155, i64 0
  %159 = insertelement <4 x i32> %158, i32 %156, i64 1
  %160 = insertelement <4 x i32> %159, i32 %157, i64 2
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %161 = extractvalue { i32, i32, i32, i32 } %154, 3
  %162 = insertelement <4 x i32> %160, i32 %161, i64 3
  %163 = getelementptr inbounds [10 x i8], [10 x i8]* %27, i32 0, i32 0
  %164 = getelementptr inbounds [10 x i8], [10 x i8]* %28, i32 0, i32 0
  br label %165

165:                                              ; preds = %210, %141
  %166 = phi i32 [ 0, %141 ], [ %211, %210 ]
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %167 = extractelement <4 x i32> %162, i32 %166
  %168 = icmp slt i32 %167, 0
  br i1 %168, label %169, label %190

169:                                              ; preds = %165
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %170 = sub i32 0, %167
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %164) #3
  br label %171

171:                                              ; preds = %171, %169
  %172 = phi i32 [ %170, %169 ], [ %175, %171 ]
  %173 = phi i32 [ 0, %169 ], [ %180, %171 ]
  %174 = freeze i32 %172
  %175 = udiv i32 %174, 10
  %176 = mul i32 %175, 10
  %177 = sub i32 %174, %176
  %178 = trunc i32 %177 to i8
  %179 = or i8 %178, 48
  %180 = add nuw nsw i32 %173, 1
  %181 = getelementptr inbounds [10 x i8], [10 x i8]* %28, i32 0, i32 %173
  store i8 %179, i8* %181, align 1, !tbaa !1
  %182 = icmp ult i32 %172, 10
  br i1 %182, label %183, label %171, !llvm.loop !4

183:                                              ; preds = %171, %183
  %184 = phi i32 [ %185, %183 ], [ %180, %171 ]
  %185 = add nsw i32 %184, -1
  %186 = getelementptr inbounds [10 x i8], [10 x i8]* %28, i32 0, i32 %185
  %187 = load i8, i8* %186, align 1, !tbaa !1
  store volatile i8 %187, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %188 = icmp eq i32 %185, 0
  br i1 %188, label %189, label %183, !llvm.loop !6

189:                                              ; preds = %183
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %164) #3
  br label %210

190:                                              ; preds = %165
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %163) #3
  br label %191

191:                                              ; preds = %191, %190
  %192 = phi i32 [ %167, %190 ], [ %195, %191 ]
  %193 = phi i32 [ 0, %190 ], [ %200, %191 ]
  %194 = freeze i32 %192
  %195 = udiv i32 %194, 10
  %196 = mul i32 %195, 10
  %197 = sub i32 %194, %196
  %198 = trunc i32 %197 to i8
  %199 = or i8 %198, 48
  %200 = add nuw nsw i32 %193, 1
  %201 = getelementptr inbounds [10 x i8], [10 x i8]* %27, i32 0, i32 %193
  store i8 %199, i8* %201, align 1, !tbaa !1
  %202 = icmp ult i32 %192, 10
  br i1 %202, label %203, label %191, !llvm.loop !4

203:                                              ; preds = %191, %203
  %204 = phi i32 [ %205, %203 ], [ %200, %191 ]
  %205 = add nsw i32 %204, -1
  %206 = getelementptr inbounds [10 x i8], [10 x i8]* %27, i32 0, i32 %205
  %207 = load i8, i8* %206, align 1, !tbaa !1
  store volatile i8 %207, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %208 = icmp eq i32 %205, 0
  br i1 %208, label %209, label %203, !llvm.loop !6

209:                                              ; preds = %203
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %163) #3
  br label %210

210:                                              ; preds = %209, %189
  %211 = add nuw nsw i32 %166, 1
  %212 = icmp eq i32 %211, 4
  br i1 %212, label %213, label %165, !llvm.loop !7

213:                                              ; preds = %210
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %214 = tail call fastcc inreg { i32, i32, i32, i32 } @vmax(i32 inreg noundef %146, i32 inreg noundef %147, i32 inreg noundef %148, i32 inreg noundef %149, i32 inreg noundef %142, i32 inreg noundef %143, i32 inreg noundef %144, i32 inreg noundef %145)
  %215 = extractvalue { i32, i32, i32, i32 } %214, 0
  %216 = extractvalue { i32, i32, i32, i32 } %214, 1
  %217 = extractvalue { i32, i32, i32, i32 } %214, 2
  %218 = insertelement <4 x i32> undef, i32 %215, i64 0
  %219 = insertelement <4 x i32> %218, i32 %216, i64 1
  %220 = insertelement <4 x i32> %219, i32 %217, i64 2
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 120, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %221 = extractvalue { i32, i32, i32, i32 } %214, 3
  %222 = insertelement <4 x i32> %220, i32 %221, i64 3
  %223 = getelementptr inbounds [10 x i8], [10 x i8]* %25, i32 0, i32 0
  %224 = getelementptr inbounds [10 x i8], [10 x i8]* %26, i32 0, i32 0
  br label %225

225:                                              ; preds = %270, %213
  %226 = phi i32 [ 0, %213 ], [ %271, %270 ]
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %227 = extractelement <4 x i32> %222, i32 %226
  %228 = icmp slt i32 %227, 0
  br i1 %228, label %229, label %250

229:                                              ; preds = %225
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %230 = sub i32 0, %227
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %224) #3
  br label %231

231:                                              ; preds = %231, %229
  %232 = phi i32 [ %230, %229 ], [ %235, %231 ]
  %233 = phi i32 [ 0, %229 ], [ %240, %231 ]
  %234 = freeze i32 %232
  %235 = udiv i32 %234, 10
  %236 = mul i32 %235, 10
  %237 = sub i32 %234, %236
  %238 = trunc i32 %237 to i8
  %239 = or i8 %238, 48
  %240 = add nuw nsw i32 %233, 1
  %241 = getelementptr inbounds [10 x i8], [10 x i8]* %26, i32 0, i32 %233
  store i8 %239, i8* %241, align 1, !tbaa !1
  %242 = icmp ult i32 %232, 10
  br i1 %242, label %243, label %231, !llvm.loop !4

243:                                              ; preds = %231, %243
  %244 = phi i32 [ %245, %243 ], [ %240, %231 ]
  %245 = add nsw i32 %244, -1
  %246 = getelementptr inbounds [10 x i8], [10 x i8]* %26, i32 0, i32 %245
  %247 = load i8, i8* %246, align 1, !tbaa !1
  store volatile i8 %247, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %248 = icmp eq i32 %245, 0
  br i1 %248, label %249, label %243, !llvm.loop !6

249:                                              ; preds = %243
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %224) #3
  br label %270

250:                                              ; preds = %225
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %223) #3
  br label %251

251:                                              ; preds = %251, %250
  %252 = phi i32 [ %227, %250 ], [ %255, %251 ]
  %253 = phi i32 [ 0, %250 ], [ %260, %251 ]
  %254 = freeze i32 %252
  %255 = udiv i32 %254, 10
  %256 = mul i32 %255, 10
  %257 = sub i32 %254, %256
  %258 = trunc i32 %257 to i8
  %259 = or i8 %258, 48
  %260 = add nuw nsw i32 %253, 1
  %261 = getelementptr inbounds [10 x i8], [10 x i8]* %25, i32 0, i32 %253
  store i8 %259, i8* %261, align 1, !tbaa !1
  %262 = icmp ult i32 %252, 10
  br i1 %262, label %263, label %251, !llvm.loop !4

263:                                              ; preds = %251, %263
  %264 = phi i32 [ %265, %263 ], [ %260, %251 ]
  %265 = add nsw i32 %264, -1
  %266 = getelementptr inbounds [10 x i8], [10 x i8]* %25, i32 0, i32 %265
  %267 = load i8, i8* %266, align 1, !tbaa !1
  store volatile i8 %267, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %268 = icmp eq i32 %265, 0
  br i1 %268, label %269, label %263, !llvm.loop !6

269:                                              ; preds = %263
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %223) #3
  br label %270

270:                                              ; preds = %269, %249
  %271 = add nuw nsw i32 %226, 1
  %272 = icmp eq i32 %271, 4
  br i1 %272, label %273, label %225, !llvm.loop !7

273:                                              ; preds = %270
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 47, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %274 = getelementptr inbounds [10 x i8], [10 x i8]* %23, i32 0, i32 0
  %275 = getelementptr inbounds [10 x i8], [10 x i8]* %24, i32 0, i32 0
  br label %276

276:                                              ; preds = %322, %273
  %277 = phi i32 [ 0, %273 ], [ %323, %322 ]
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %278 = extractelement <4 x i32> %35, i32 %277
  %279 = sdiv i32 %278, 7
  %280 = icmp slt i32 %278, -6
  br i1 %280, label %281, label %302

281:                                              ; preds = %276
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %282 = sub nsw i32 0, %279
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %275) #3
  br label %283

283:                                              ; preds = %283, %281
  %284 = phi i32 [ %282, %281 ], [ %287, %283 ]
  %285 = phi i32 [ 0, %281 ], [ %292, %283 ]
  %286 = freeze i32 %284
  %287 = udiv i32 %286, 10
  %288 = mul i32 %287, 10
  %289 = sub i32 %286, %288
  %290 = trunc i32 %289 to i8
  %291 = or i8 %290, 48
  %292 = add nuw nsw i32 %285, 1
  %293 = getelementptr inbounds [10 x i8], [10 x i8]* %24, i32 0, i32 %285
  store i8 %291, i8* %293, align 1, !tbaa !1
  %294 = icmp ult i32 %284, 10
  br i1 %294, label %295, label %283, !llvm.loop !4

295:                                              ; preds = %283, %295
  %296 = phi i32 [ %297, %295 ], [ %292, %283 ]
  %297 = add nsw i32 %296, -1
  %298 = getelementptr inbounds [10 x i8], [10 x i8]* %24, i32 0, i32 %297
  %299 = load i8, i8* %298, align 1, !tbaa !1
  store volatile i8 %299, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %300 = icmp eq i32 %297, 0
  br i1 %300, label %301, label %295, !llvm.loop !6

301:                                              ; preds = %295
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %275) #3
  br label %322

302:                                              ; preds = %276
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %274) #3
  br label %303

303:                                              ; preds = %303, %302
  %304 = phi i32 [ %279, %302 ], [ %307, %303 ]
  %305 = phi i32 [ 0, %302 ], [ %312, %303 ]
  %306 = freeze i32 %304
  %307 = udiv i32 %306, 10
  %308 = mul i32 %307, 10
  %309 = sub i32 %306, %308
  %310 = trunc i32 %309 to i8
  %311 = or i8 %310, 48
  %312 = add nuw nsw i32 %305, 1
  %313 = getelementptr inbounds [10 x i8], [10 x i8]* %23, i32 0, i32 %305
  store i8 %311, i8* %313, align 1, !tbaa !1
  %314 = icmp ult i32 %304, 10
  br i1 %314, label %315, label %303, !llvm.loop !4

315:                                              ; preds = %303, %315
  %316 = phi i32 [ %317, %315 ], [ %312, %303 ]
  %317 = add nsw i32 %316, -1
  %318 = getelementptr inbounds [10 x i8], [10 x i8]* %23, i32 0, i32 %317
  %319 = load i8, i8* %318, align 1, !tbaa !1
  store volatile i8 %319, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %320 = icmp eq i32 %317, 0
  br i1 %320, label %321, label %315, !llvm.loop !6

321:                                              ; preds = %315
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %274) #3
  br label %322

322:                                              ; preds = %321, %301
  %323 = add nuw nsw i32 %277, 1
  %324 = icmp eq i32 %323, 4
  br i1 %324, label %325, label %276, !llvm.loop !7

325:                                              ; preds = %322
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 37, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %326 = getelementptr inbounds [10 x i8], [10 x i8]* %21, i32 0, i32 0
  %327 = getelementptr inbounds [10 x i8], [10 x i8]* %22, i32 0, i32 0
  br label %328

328:                                              ; preds = %374, %325
  %329 = phi i32 [ 0, %325 ], [ %375, %374 ]
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %330 = extractelement <4 x i32> %35, i32 %329
  %331 = srem i32 %330, 7
  %332 = icmp slt i32 %331, 0
  br i1 %332, label %333, label %354

333:                                              ; preds = %328
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %334 = sub nsw i32 0, %331
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %327) #3
  br label %335

335:                                              ; preds = %335, %333
  %336 = phi i32 [ %334, %333 ], [ %339, %335 ]
  %337 = phi i32 [ 0, %333 ], [ %344, %335 ]
  %338 = freeze i32 %336
  %339 = udiv i32 %338, 10
  %340 = mul i32 %339, 10
  %341 = sub i32 %338, %340
  %342 = trunc i32 %341 to i8
  %343 = or i8 %342, 48
  %344 = add nuw nsw i32 %337, 1
  %345 = getelementptr inbounds [10 x i8], [10 x i8]* %22, i32 0, i32 %337
  store i8 %343, i8* %345, align 1, !tbaa !1
  %346 = icmp ult i32 %336, 10
  br i1 %346, label %347, label %335, !llvm.loop !4

347:                                              ; preds = %335, %347
  %348 = phi i32 [ %349, %347 ], [ %344, %335 ]
  %349 = add nsw i32 %348, -1
  %350 = getelementptr inbounds [10 x i8], [10 x i8]* %22, i32 0, i32 %349
  %351 = load i8, i8* %350, align 1, !tbaa !1
  store volatile i8 %351, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %352 = icmp eq i32 %349, 0
  br i1 %352, label %353, label %347, !llvm.loop !6

353:                                              ; preds = %347
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %327) #3
  br label %374

354:                                              ; preds = %328
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %326) #3
  br label %355

355:                                              ; preds = %355, %354
  %356 = phi i32 [ %331, %354 ], [ %359, %355 ]
  %357 = phi i32 [ 0, %354 ], [ %364, %355 ]
  %358 = freeze i32 %356
  %359 = udiv i32 %358, 10
  %360 = mul i32 %359, 10
  %361 = sub i32 %358, %360
  %362 = trunc i32 %361 to i8
  %363 = or i8 %362, 48
  %364 = add nuw nsw i32 %357, 1
  %365 = getelementptr inbounds [10 x i8], [10 x i8]* %21, i32 0, i32 %357
  store i8 %363, i8* %365, align 1, !tbaa !1
  %366 = icmp ult i32 %356, 10
  br i1 %366, label %367, label %355, !llvm.loop !4

367:                                              ; preds = %355, %367
  %368 = phi i32 [ %369, %367 ], [ %364, %355 ]
  %369 = add nsw i32 %368, -1
  %370 = getelementptr inbounds [10 x i8], [10 x i8]* %21, i32 0, i32 %369
  %371 = load i8, i8* %370, align 1, !tbaa !1
  store volatile i8 %371, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %372 = icmp eq i32 %369, 0
  br i1 %372, label %373, label %367, !llvm.loop !6

373:                                              ; preds = %367
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %326) #3
  br label %374

374:                                              ; preds = %373, %353
  %375 = add nuw nsw i32 %329, 1
  %376 = icmp eq i32 %375, 4
  br i1 %376, label %377, label %328, !llvm.loop !7

377:                                              ; preds = %374
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 62, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 62, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %378 = getelementptr inbounds [10 x i8], [10 x i8]* %19, i32 0, i32 0
  %379 = getelementptr inbounds [10 x i8], [10 x i8]* %20, i32 0, i32 0
  br label %380

380:                                              ; preds = %426, %377
  %381 = phi i32 [ 0, %377 ], [ %427, %426 ]
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %382 = extractelement <4 x i32> %34, i32 %381
  %383 = ashr i32 %382, 1
  %384 = icmp slt i32 %382, 0
  br i1 %384, label %385, label %406

385:                                              ; preds = %380
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %386 = sub nsw i32 0, %383
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %379) #3
  br label %387

387:                                              ; preds = %387, %385
  %388 = phi i32 [ %386, %385 ], [ %391, %387 ]
  %389 = phi i32 [ 0, %385 ], [ %396, %387 ]
  %390 = freeze i32 %388
  %391 = udiv i32 %390, 10
  %392 = mul i32 %391, 10
  %393 = sub i32 %390, %392
  %394 = trunc i32 %393 to i8
  %395 = or i8 %394, 48
  %396 = add nuw nsw i32 %389, 1
  %397 = getelementptr inbounds [10 x i8], [10 x i8]* %20, i32 0, i32 %389
  store i8 %395, i8* %397, align 1, !tbaa !1
  %398 = icmp ult i32 %388, 10
  br i1 %398, label %399, label %387, !llvm.loop !4

399:                                              ; preds = %387, %399
  %400 = phi i32 [ %401, %399 ], [ %396, %387 ]
  %401 = add nsw i32 %400, -1
  %402 = getelementptr inbounds [10 x i8], [10 x i8]* %20, i32 0, i32 %401
  %403 = load i8, i8* %402, align 1, !tbaa !1
  store volatile i8 %403, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %404 = icmp eq i32 %401, 0
  br i1 %404, label %405, label %399, !llvm.loop !6

405:                                              ; preds = %399
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %379) #3
  br label %426

406:                                              ; preds = %380
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %378) #3
  br label %407

407:                                              ; preds = %407, %406
  %408 = phi i32 [ %383, %406 ], [ %411, %407 ]
  %409 = phi i32 [ 0, %406 ], [ %416, %407 ]
  %410 = freeze i32 %408
  %411 = udiv i32 %410, 10
  %412 = mul i32 %411, 10
  %413 = sub i32 %410, %412
  %414 = trunc i32 %413 to i8
  %415 = or i8 %414, 48
  %416 = add nuw nsw i32 %409, 1
  %417 = getelementptr inbounds [10 x i8], [10 x i8]* %19, i32 0, i32 %409
  store i8 %415, i8* %417, align 1, !tbaa !1
  %418 = icmp ult i32 %408, 10
  br i1 %418, label %419, label %407, !llvm.loop !4

419:                                              ; preds = %407, %419
  %420 = phi i32 [ %421, %419 ], [ %416, %407 ]
  %421 = add nsw i32 %420, -1
  %422 = getelementptr inbounds [10 x i8], [10 x i8]* %19, i32 0, i32 %421
  %423 = load i8, i8* %422, align 1, !tbaa !1
  store volatile i8 %423, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %424 = icmp eq i32 %421, 0
  br i1 %424, label %425, label %419, !llvm.loop !6

425:                                              ; preds = %419
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %378) #3
  br label %426

426:                                              ; preds = %425, %405
  %427 = add nuw nsw i32 %381, 1
  %428 = icmp eq i32 %427, 4
  br i1 %428, label %429, label %380, !llvm.loop !7

429:                                              ; preds = %426
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 60, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 60, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %430 = getelementptr inbounds [10 x i8], [10 x i8]* %17, i32 0, i32 0
  %431 = getelementptr inbounds [10 x i8], [10 x i8]* %18, i32 0, i32 0
  br label %432

432:                                              ; preds = %478, %429
  %433 = phi i32 [ 0, %429 ], [ %479, %478 ]
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %434 = extractelement <4 x i32> %33, i32 %433
  %435 = shl i32 %434, 3
  %436 = icmp slt i32 %435, 0
  br i1 %436, label %437, label %458

437:                                              ; preds = %432
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %438 = sub i32 0, %435
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %431) #3
  br label %439

439:                                              ; preds = %439, %437
  %440 = phi i32 [ %438, %437 ], [ %443, %439 ]
  %441 = phi i32 [ 0, %437 ], [ %448, %439 ]
  %442 = freeze i32 %440
  %443 = udiv i32 %442, 10
  %444 = mul i32 %443, 10
  %445 = sub i32 %442, %444
  %446 = trunc i32 %445 to i8
  %447 = or i8 %446, 48
  %448 = add nuw nsw i32 %441, 1
  %449 = getelementptr inbounds [10 x i8], [10 x i8]* %18, i32 0, i32 %441
  store i8 %447, i8* %449, align 1, !tbaa !1
  %450 = icmp ult i32 %440, 10
  br i1 %450, label %451, label %439, !llvm.loop !4

451:                                              ; preds = %439, %451
  %452 = phi i32 [ %453, %451 ], [ %448, %439 ]
  %453 = add nsw i32 %452, -1
  %454 = getelementptr inbounds [10 x i8], [10 x i8]* %18, i32 0, i32 %453
  %455 = load i8, i8* %454, align 1, !tbaa !1
  store volatile i8 %455, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %456 = icmp eq i32 %453, 0
  br i1 %456, label %457, label %451, !llvm.loop !6

457:                                              ; preds = %451
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %431) #3
  br label %478

458:                                              ; preds = %432
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %430) #3
  br label %459

459:                                              ; preds = %459, %458
  %460 = phi i32 [ %435, %458 ], [ %463, %459 ]
  %461 = phi i32 [ 0, %458 ], [ %468, %459 ]
  %462 = freeze i32 %460
  %463 = udiv i32 %462, 10
  %464 = mul i32 %463, 10
  %465 = sub i32 %462, %464
  %466 = trunc i32 %465 to i8
  %467 = or i8 %466, 48
  %468 = add nuw nsw i32 %461, 1
  %469 = getelementptr inbounds [10 x i8], [10 x i8]* %17, i32 0, i32 %461
  store i8 %467, i8* %469, align 1, !tbaa !1
  %470 = icmp ult i32 %460, 10
  br i1 %470, label %471, label %459, !llvm.loop !4

471:                                              ; preds = %459, %471
  %472 = phi i32 [ %473, %471 ], [ %468, %459 ]
  %473 = add nsw i32 %472, -1
  %474 = getelementptr inbounds [10 x i8], [10 x i8]* %17, i32 0, i32 %473
  %475 = load i8, i8* %474, align 1, !tbaa !1
  store volatile i8 %475, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %476 = icmp eq i32 %473, 0
  br i1 %476, label %477, label %471, !llvm.loop !6

477:                                              ; preds = %471
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %430) #3
  br label %478

478:                                              ; preds = %477, %457
  %479 = add nuw nsw i32 %433, 1
  %480 = icmp eq i32 %479, 4
  br i1 %480, label %481, label %432, !llvm.loop !7

481:                                              ; preds = %478
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 94, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %482 = xor <4 x i32> %35, %34
  %483 = getelementptr inbounds [10 x i8], [10 x i8]* %15, i32 0, i32 0
  %484 = getelementptr inbounds [10 x i8], [10 x i8]* %16, i32 0, i32 0
  br label %485

485:                                              ; preds = %530, %481
  %486 = phi i32 [ 0, %481 ], [ %531, %530 ]
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %487 = extractelement <4 x i32> %482, i32 %486
  %488 = icmp slt i32 %487, 0
  br i1 %488, label %489, label %510

489:                                              ; preds = %485
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %490 = sub i32 0, %487
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %484) #3
  br label %491

491:                                              ; preds = %491, %489
  %492 = phi i32 [ %490, %489 ], [ %495, %491 ]
  %493 = phi i32 [ 0, %489 ], [ %500, %491 ]
  %494 = freeze i32 %492
  %495 = udiv i32 %494, 10
  %496 = mul i32 %495, 10
  %497 = sub i32 %494, %496
  %498 = trunc i32 %497 to i8
  %499 = or i8 %498, 48
  %500 = add nuw nsw i32 %493, 1
  %501 = getelementptr inbounds [10 x i8], [10 x i8]* %16, i32 0, i32 %493
  store i8 %499, i8* %501, align 1, !tbaa !1
  %502 = icmp ult i32 %492, 10
  br i1 %502, label %503, label %491, !llvm.loop !4

503:                                              ; preds = %491, %503
  %504 = phi i32 [ %505, %503 ], [ %500, %491 ]
  %505 = add nsw i32 %504, -1
  %506 = getelementptr inbounds [10 x i8], [10 x i8]* %16, i32 0, i32 %505
  %507 = load i8, i8* %506, align 1, !tbaa !1
  store volatile i8 %507, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %508 = icmp eq i32 %505, 0
  br i1 %508, label %509, label %503, !llvm.loop !6

509:                                              ; preds = %503
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %484) #3
  br label %530

510:                                              ; preds = %485
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %483) #3
  br label %511

511:                                              ; preds = %511, %510
  %512 = phi i32 [ %487, %510 ], [ %515, %511 ]
  %513 = phi i32 [ 0, %510 ], [ %520, %511 ]
  %514 = freeze i32 %512
  %515 = udiv i32 %514, 10
  %516 = mul i32 %515, 10
  %517 = sub i32 %514, %516
  %518 = trunc i32 %517 to i8
  %519 = or i8 %518, 48
  %520 = add nuw nsw i32 %513, 1
  %521 = getelementptr inbounds [10 x i8], [10 x i8]* %15, i32 0, i32 %513
  store i8 %519, i8* %521, align 1, !tbaa !1
  %522 = icmp ult i32 %512, 10
  br i1 %522, label %523, label %511, !llvm.loop !4

523:                                              ; preds = %511, %523
  %524 = phi i32 [ %525, %523 ], [ %520, %511 ]
  %525 = add nsw i32 %524, -1
  %526 = getelementptr inbounds [10 x i8], [10 x i8]* %15, i32 0, i32 %525
  %527 = load i8, i8* %526, align 1, !tbaa !1
  store volatile i8 %527, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %528 = icmp eq i32 %525, 0
  br i1 %528, label %529, label %523, !llvm.loop !6

529:                                              ; preds = %523
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %483) #3
  br label %530

530:                                              ; preds = %529, %509
  %531 = add nuw nsw i32 %486, 1
  %532 = icmp eq i32 %531, 4
  br i1 %532, label %533, label %485, !llvm.loop !7

533:                                              ; preds = %530
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %534 = icmp eq <4 x i32> %33, <i32 1, i32 6, i32 3, i32 9>
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %535 = extractelement <4 x i1> %534, i64 0
  br i1 %535, label %536, label %537

536:                                              ; preds = %533
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %537

537:                                              ; preds = %533, %536
  %538 = phi i8 [ 49, %536 ], [ 48, %533 ]
  store volatile i8 %538, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %539 = extractelement <4 x i1> %534, i64 1
  br i1 %539, label %540, label %541

540:                                              ; preds = %537
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %541

541:                                              ; preds = %540, %537
  %542 = phi i8 [ 49, %540 ], [ 48, %537 ]
  store volatile i8 %542, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %543 = extractelement <4 x i1> %534, i64 2
  br i1 %543, label %544, label %545

544:                                              ; preds = %541
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %545

545:                                              ; preds = %544, %541
  %546 = phi i8 [ 49, %544 ], [ 48, %541 ]
  store volatile i8 %546, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %547 = extractelement <4 x i1> %534, i64 3
  br i1 %547, label %548, label %549

548:                                              ; preds = %545
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %549

549:                                              ; preds = %548, %545
  %550 = phi i8 [ 49, %548 ], [ 48, %545 ]
  store volatile i8 %550, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %551 = shufflevector <4 x i32> %35, <4 x i32> undef, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %552 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 0
  %553 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 0
  br label %554

554:                                              ; preds = %599, %549
  %555 = phi i32 [ 0, %549 ], [ %600, %599 ]
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %556 = extractelement <4 x i32> %551, i32 %555
  %557 = icmp slt i32 %556, 0
  br i1 %557, label %558, label %579

558:                                              ; preds = %554
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %559 = sub i32 0, %556
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %553) #3
  br label %560

560:                                              ; preds = %560, %558
  %561 = phi i32 [ %559, %558 ], [ %564, %560 ]
  %562 = phi i32 [ 0, %558 ], [ %569, %560 ]
  %563 = freeze i32 %561
  %564 = udiv i32 %563, 10
  %565 = mul i32 %564, 10
  %566 = sub i32 %563, %565
  %567 = trunc i32 %566 to i8
  %568 = or i8 %567, 48
  %569 = add nuw nsw i32 %562, 1
  %570 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 %562
  store i8 %568, i8* %570, align 1, !tbaa !1
  %571 = icmp ult i32 %561, 10
  br i1 %571, label %572, label %560, !llvm.loop !4

572:                                              ; preds = %560, %572
  %573 = phi i32 [ %574, %572 ], [ %569, %560 ]
  %574 = add nsw i32 %573, -1
  %575 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 %574
  %576 = load i8, i8* %575, align 1, !tbaa !1
  store volatile i8 %576, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %577 = icmp eq i32 %574, 0
  br i1 %577, label %578, label %572, !llvm.loop !6

578:                                              ; preds = %572
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %553) #3
  br label %599

579:                                              ; preds = %554
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %552) #3
  br label %580

580:                                              ; preds = %580, %579
  %581 = phi i32 [ %556, %579 ], [ %584, %580 ]
  %582 = phi i32 [ 0, %579 ], [ %589, %580 ]
  %583 = freeze i32 %581
  %584 = udiv i32 %583, 10
  %585 = mul i32 %584, 10
  %586 = sub i32 %583, %585
  %587 = trunc i32 %586 to i8
  %588 = or i8 %587, 48
  %589 = add nuw nsw i32 %582, 1
  %590 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 %582
  store i8 %588, i8* %590, align 1, !tbaa !1
  %591 = icmp ult i32 %581, 10
  br i1 %591, label %592, label %580, !llvm.loop !4

592:                                              ; preds = %580, %592
  %593 = phi i32 [ %594, %592 ], [ %589, %580 ]
  %594 = add nsw i32 %593, -1
  %595 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 %594
  %596 = load i8, i8* %595, align 1, !tbaa !1
  store volatile i8 %596, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %597 = icmp eq i32 %594, 0
  br i1 %597, label %598, label %592, !llvm.loop !6

598:                                              ; preds = %592
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %552) #3
  br label %599

599:                                              ; preds = %598, %578
  %600 = add nuw nsw i32 %555, 1
  %601 = icmp eq i32 %600, 4
  br i1 %601, label %602, label %554, !llvm.loop !7

602:                                              ; preds = %599
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 120, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %603 = shufflevector <4 x i32> %33, <4 x i32> %35, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %604 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 0
  %605 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 0
  br label %606

606:                                              ; preds = %651, %602
  %607 = phi i32 [ 0, %602 ], [ %652, %651 ]
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %608 = extractelement <4 x i32> %603, i32 %607
  %609 = icmp slt i32 %608, 0
  br i1 %609, label %610, label %631

610:                                              ; preds = %606
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %611 = sub i32 0, %608
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %605) #3
  br label %612

612:                                              ; preds = %612, %610
  %613 = phi i32 [ %611, %610 ], [ %616, %612 ]
  %614 = phi i32 [ 0, %610 ], [ %621, %612 ]
  %615 = freeze i32 %613
  %616 = udiv i32 %615, 10
  %617 = mul i32 %616, 10
  %618 = sub i32 %615, %617
  %619 = trunc i32 %618 to i8
  %620 = or i8 %619, 48
  %621 = add nuw nsw i32 %614, 1
  %622 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %614
  store i8 %620, i8* %622, align 1, !tbaa !1
  %623 = icmp ult i32 %613, 10
  br i1 %623, label %624, label %612, !llvm.loop !4

624:                                              ; preds = %612, %624
  %625 = phi i32 [ %626, %624 ], [ %621, %612 ]
  %626 = add nsw i32 %625, -1
  %627 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %626
  %628 = load i8, i8* %627, align 1, !tbaa !1
  store volatile i8 %628, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %629 = icmp eq i32 %626, 0
  br i1 %629, label %630, label %624, !llvm.loop !6

630:                                              ; preds = %624
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %605) #3
  br label %651

631:                                              ; preds = %606
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %604) #3
  br label %632

632:                                              ; preds = %632, %631
  %633 = phi i32 [ %608, %631 ], [ %636, %632 ]
  %634 = phi i32 [ 0, %631 ], [ %641, %632 ]
  %635 = freeze i32 %633
  %636 = udiv i32 %635, 10
  %637 = mul i32 %636, 10
  %638 = sub i32 %635, %637
  %639 = trunc i32 %638 to i8
  %640 = or i8 %639, 48
  %641 = add nuw nsw i32 %634, 1
  %642 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %634
  store i8 %640, i8* %642, align 1, !tbaa !1
  %643 = icmp ult i32 %633, 10
  br i1 %643, label %644, label %632, !llvm.loop !4

644:                                              ; preds = %632, %644
  %645 = phi i32 [ %646, %644 ], [ %641, %632 ]
  %646 = add nsw i32 %645, -1
  %647 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %646
  %648 = load i8, i8* %647, align 1, !tbaa !1
  store volatile i8 %648, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %649 = icmp eq i32 %646, 0
  br i1 %649, label %650, label %644, !llvm.loop !6

650:                                              ; preds = %644
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %604) #3
  br label %651

651:                                              ; preds = %650, %630
  %652 = add nuw nsw i32 %607, 1
  %653 = icmp eq i32 %652, 4
  br i1 %653, label %654, label %606, !llvm.loop !7

654:                                              ; preds = %651
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %655 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 0
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %656 = extractelement <4 x i32> %36, i64 0
  %657 = and i32 %656, 2147483647
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %655) #3
  br label %658

658:                                              ; preds = %658, %654
  %659 = phi i32 [ %657, %654 ], [ %662, %658 ]
  %660 = phi i32 [ 0, %654 ], [ %667, %658 ]
  %661 = freeze i32 %659
  %662 = udiv i32 %661, 10
  %663 = mul i32 %662, 10
  %664 = sub i32 %661, %663
  %665 = trunc i32 %664 to i8
  %666 = or i8 %665, 48
  %667 = add nuw nsw i32 %660, 1
  %668 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %660
  store i8 %666, i8* %668, align 1, !tbaa !1
  %669 = icmp ult i32 %659, 10
  br i1 %669, label %670, label %658, !llvm.loop !4

670:                                              ; preds = %658, %670
  %671 = phi i32 [ %672, %670 ], [ %667, %658 ]
  %672 = add nsw i32 %671, -1
  %673 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %672
  %674 = load i8, i8* %673, align 1, !tbaa !1
  store volatile i8 %674, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %675 = icmp eq i32 %672, 0
  br i1 %675, label %676, label %670, !llvm.loop !6

676:                                              ; preds = %670
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %655) #3
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %655) #3
  %677 = bitcast <4 x i32> %36 to <16 x i8>
  %678 = extractelement <16 x i8> %677, i64 7
  %679 = and i8 %678, 1
  %680 = or i8 %679, 48
  store i8 %680, i8* %655, align 4, !tbaa !1
  store volatile i8 %680, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %655) #3
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %655) #3
  %681 = bitcast <4 x i32> %36 to <16 x i8>
  %682 = extractelement <16 x i8> %681, i64 11
  %683 = and i8 %682, 2
  %684 = or i8 %683, 48
  store i8 %684, i8* %655, align 4, !tbaa !1
  store volatile i8 %684, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %655) #3
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %655) #3
  %685 = bitcast <4 x i32> %36 to <16 x i8>
  %686 = extractelement <16 x i8> %685, i64 15
  %687 = and i8 %686, 3
  %688 = or i8 %687, 48
  store i8 %688, i8* %655, align 4, !tbaa !1
  store volatile i8 %688, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %655) #3
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %689 = tail call fastcc inreg { i32, i32, i32, i32 } @madd(i32 inreg noundef %150, i32 inreg noundef %151, i32 inreg noundef %152, i32 inreg noundef %153, i32 inreg noundef %146, i32 inreg noundef %147, i32 inreg noundef %148, i32 inreg noundef %149, i32 inreg noundef %142, i32 inreg noundef %143, i32 inreg noundef %144, i32 inreg noundef %145)
  %690 = extractvalue { i32, i32, i32, i32 } %689, 0
  %691 = extractvalue { i32, i32, i32, i32 } %689, 1
  %692 = extractvalue { i32, i32, i32, i32 } %689, 2
  %693 = add nsw i32 %691, %690
  %694 = add nsw i32 %693, %692
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %695 = extractvalue { i32, i32, i32, i32 } %689, 3
  %696 = add nsw i32 %694, %695
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %697 = icmp slt i32 %696, 0
  br i1 %697, label %698, label %720

698:                                              ; preds = %676
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %699 = sub i32 0, %696
  %700 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %700) #3
  br label %701

701:                                              ; preds = %701, %698
  %702 = phi i32 [ %699, %698 ], [ %705, %701 ]
  %703 = phi i32 [ 0, %698 ], [ %710, %701 ]
  %704 = freeze i32 %702
  %705 = udiv i32 %704, 10
  %706 = mul i32 %705, 10
  %707 = sub i32 %704, %706
  %708 = trunc i32 %707 to i8
  %709 = or i8 %708, 48
  %710 = add nuw nsw i32 %703, 1
  %711 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %703
  store i8 %709, i8* %711, align 1, !tbaa !1
  %712 = icmp ult i32 %702, 10
  br i1 %712, label %713, label %701, !llvm.loop !4

713:                                              ; preds = %701, %713
  %714 = phi i32 [ %715, %713 ], [ %710, %701 ]
  %715 = add nsw i32 %714, -1
  %716 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %715
  %717 = load i8, i8* %716, align 1, !tbaa !1
  store volatile i8 %717, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %718 = icmp eq i32 %715, 0
  br i1 %718, label %719, label %713, !llvm.loop !6

719:                                              ; preds = %713
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %700) #3
  br label %741

720:                                              ; preds = %676
  %721 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %721) #3
  br label %722

722:                                              ; preds = %722, %720
  %723 = phi i32 [ %696, %720 ], [ %726, %722 ]
  %724 = phi i32 [ 0, %720 ], [ %731, %722 ]
  %725 = freeze i32 %723
  %726 = udiv i32 %725, 10
  %727 = mul i32 %726, 10
  %728 = sub i32 %725, %727
  %729 = trunc i32 %728 to i8
  %730 = or i8 %729, 48
  %731 = add nuw nsw i32 %724, 1
  %732 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %724
  store i8 %730, i8* %732, align 1, !tbaa !1
  %733 = icmp ult i32 %723, 10
  br i1 %733, label %734, label %722, !llvm.loop !4

734:                                              ; preds = %722, %734
  %735 = phi i32 [ %736, %734 ], [ %731, %722 ]
  %736 = add nsw i32 %735, -1
  %737 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %736
  %738 = load i8, i8* %737, align 1, !tbaa !1
  store volatile i8 %738, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %739 = icmp eq i32 %736, 0
  br i1 %739, label %740, label %734, !llvm.loop !6

740:                                              ; preds = %734
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %721) #3
  br label %741

741:                                              ; preds = %719, %740
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %742 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 0
  %743 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 0
  br label %744

744:                                              ; preds = %789, %741
  %745 = phi i32 [ 0, %741 ], [ %790, %789 ]
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %746 = extractelement <4 x i32> <i32 56, i32 224, i32 -136, i32 56>, i32 %745
  %747 = icmp slt i32 %746, 0
  br i1 %747, label %748, label %769

748:                                              ; preds = %744
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %749 = sub nsw i32 0, %746
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %743) #3
  br label %750

750:                                              ; preds = %750, %748
  %751 = phi i32 [ %749, %748 ], [ %754, %750 ]
  %752 = phi i32 [ 0, %748 ], [ %759, %750 ]
  %753 = freeze i32 %751
  %754 = udiv i32 %753, 10
  %755 = mul i32 %754, 10
  %756 = sub i32 %753, %755
  %757 = trunc i32 %756 to i8
  %758 = or i8 %757, 48
  %759 = add nuw nsw i32 %752, 1
  %760 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %752
  store i8 %758, i8* %760, align 1, !tbaa !1
  %761 = icmp ult i32 %751, 10
  br i1 %761, label %762, label %750, !llvm.loop !4

762:                                              ; preds = %750, %762
  %763 = phi i32 [ %764, %762 ], [ %759, %750 ]
  %764 = add nsw i32 %763, -1
  %765 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %764
  %766 = load i8, i8* %765, align 1, !tbaa !1
  store volatile i8 %766, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %767 = icmp eq i32 %764, 0
  br i1 %767, label %768, label %762, !llvm.loop !6

768:                                              ; preds = %762
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %743) #3
  br label %789

769:                                              ; preds = %744
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %742) #3
  br label %770

770:                                              ; preds = %770, %769
  %771 = phi i32 [ %746, %769 ], [ %774, %770 ]
  %772 = phi i32 [ 0, %769 ], [ %779, %770 ]
  %773 = freeze i32 %771
  %774 = udiv i32 %773, 10
  %775 = mul i32 %774, 10
  %776 = sub i32 %773, %775
  %777 = trunc i32 %776 to i8
  %778 = or i8 %777, 48
  %779 = add nuw nsw i32 %772, 1
  %780 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %772
  store i8 %778, i8* %780, align 1, !tbaa !1
  %781 = icmp ult i32 %771, 10
  br i1 %781, label %782, label %770, !llvm.loop !4

782:                                              ; preds = %770, %782
  %783 = phi i32 [ %784, %782 ], [ %779, %770 ]
  %784 = add nsw i32 %783, -1
  %785 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %784
  %786 = load i8, i8* %785, align 1, !tbaa !1
  store volatile i8 %786, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %787 = icmp eq i32 %784, 0
  br i1 %787, label %788, label %782, !llvm.loop !6

788:                                              ; preds = %782
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %742) #3
  br label %789

789:                                              ; preds = %788, %768
  %790 = add nuw nsw i32 %745, 1
  %791 = icmp eq i32 %790, 4
  br i1 %791, label %792, label %744, !llvm.loop !7

792:                                              ; preds = %789
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %793 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  br label %796

794:                                              ; preds = %818
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %795 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  br label %914

796:                                              ; preds = %792, %818
  %797 = phi i32 [ 0, %792 ], [ %819, %818 ]
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %798 = extractelement <8 x i16> <i16 4, i16 7, i16 10, i16 -2, i16 -32767, i16 3001, i16 -11071, i16 22>, i32 %797
  %799 = zext i16 %798 to i32
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %793) #3
  br label %800

800:                                              ; preds = %800, %796
  %801 = phi i32 [ %799, %796 ], [ %804, %800 ]
  %802 = phi i32 [ 0, %796 ], [ %809, %800 ]
  %803 = freeze i32 %801
  %804 = udiv i32 %803, 10
  %805 = mul i32 %804, 10
  %806 = sub i32 %803, %805
  %807 = trunc i32 %806 to i8
  %808 = or i8 %807, 48
  %809 = add nuw nsw i32 %802, 1
  %810 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %802
  store i8 %808, i8* %810, align 1, !tbaa !1
  %811 = icmp ult i32 %801, 10
  br i1 %811, label %812, label %800, !llvm.loop !4

812:                                              ; preds = %800, %812
  %813 = phi i32 [ %814, %812 ], [ %809, %800 ]
  %814 = add nsw i32 %813, -1
  %815 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %814
  %816 = load i8, i8* %815, align 1, !tbaa !1
  store volatile i8 %816, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %817 = icmp eq i32 %814, 0
  br i1 %817, label %818, label %812, !llvm.loop !6

818:                                              ; preds = %812
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %793) #3
  %819 = add nuw nsw i32 %797, 1
  %820 = icmp eq i32 %819, 8
  br i1 %820, label %794, label %796, !llvm.loop !8

821:                                              ; preds = %940
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %822 = icmp slt i32 %941, 0
  br i1 %822, label %823, label %845

823:                                              ; preds = %821
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %824 = sub i32 0, %941
  %825 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %825) #3
  br label %826

826:                                              ; preds = %826, %823
  %827 = phi i32 [ %824, %823 ], [ %830, %826 ]
  %828 = phi i32 [ 0, %823 ], [ %835, %826 ]
  %829 = freeze i32 %827
  %830 = udiv i32 %829, 10
  %831 = mul i32 %830, 10
  %832 = sub i32 %829, %831
  %833 = trunc i32 %832 to i8
  %834 = or i8 %833, 48
  %835 = add nuw nsw i32 %828, 1
  %836 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %828
  store i8 %834, i8* %836, align 1, !tbaa !1
  %837 = icmp ult i32 %827, 10
  br i1 %837, label %838, label %826, !llvm.loop !4

838:                                              ; preds = %826, %838
  %839 = phi i32 [ %840, %838 ], [ %835, %826 ]
  %840 = add nsw i32 %839, -1
  %841 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %840
  %842 = load i8, i8* %841, align 1, !tbaa !1
  store volatile i8 %842, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %843 = icmp eq i32 %840, 0
  br i1 %843, label %844, label %838, !llvm.loop !6

844:                                              ; preds = %838
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %825) #3
  br label %866

845:                                              ; preds = %821
  %846 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %846) #3
  br label %847

847:                                              ; preds = %847, %845
  %848 = phi i32 [ %941, %845 ], [ %851, %847 ]
  %849 = phi i32 [ 0, %845 ], [ %856, %847 ]
  %850 = freeze i32 %848
  %851 = udiv i32 %850, 10
  %852 = mul i32 %851, 10
  %853 = sub i32 %850, %852
  %854 = trunc i32 %853 to i8
  %855 = or i8 %854, 48
  %856 = add nuw nsw i32 %849, 1
  %857 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %849
  store i8 %855, i8* %857, align 1, !tbaa !1
  %858 = icmp ult i32 %848, 10
  br i1 %858, label %859, label %847, !llvm.loop !4

859:                                              ; preds = %847, %859
  %860 = phi i32 [ %861, %859 ], [ %856, %847 ]
  %861 = add nsw i32 %860, -1
  %862 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %861
  %863 = load i8, i8* %862, align 1, !tbaa !1
  store volatile i8 %863, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %864 = icmp eq i32 %861, 0
  br i1 %864, label %865, label %859, !llvm.loop !6

865:                                              ; preds = %859
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %846) #3
  br label %866

866:                                              ; preds = %844, %865
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %867 = getelementptr inbounds [20 x i8], [20 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %867) #3
  br label %868

868:                                              ; preds = %868, %866
  %869 = phi i64 [ 72057594574798854, %866 ], [ %872, %868 ]
  %870 = phi i32 [ 0, %866 ], [ %877, %868 ]
  %871 = freeze i64 %869
  %872 = udiv i64 %871, 10
  %873 = mul i64 %872, 10
  %874 = sub i64 %871, %873
  %875 = trunc i64 %874 to i8
  %876 = or i8 %875, 48
  %877 = add nuw nsw i32 %870, 1
  %878 = getelementptr inbounds [20 x i8], [20 x i8]* %2, i32 0, i32 %870
  store i8 %876, i8* %878, align 1, !tbaa !1
  %879 = icmp eq i32 %877, 17
  br i1 %879, label %880, label %868, !llvm.loop !9

880:                                              ; preds = %868
  %881 = getelementptr inbounds [20 x i8], [20 x i8]* %2, i32 0, i32 16
  %882 = load i8, i8* %881, align 4, !tbaa !1
  store volatile i8 %882, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %883 = getelementptr inbounds [20 x i8], [20 x i8]* %2, i32 0, i32 15
  %884 = load i8, i8* %883, align 1, !tbaa !1
  store volatile i8 %884, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %885 = getelementptr inbounds [20 x i8], [20 x i8]* %2, i32 0, i32 14
  %886 = load i8, i8* %885, align 2, !tbaa !1
  store volatile i8 %886, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %887 = getelementptr inbounds [20 x i8], [20 x i8]* %2, i32 0, i32 13
  %888 = load i8, i8* %887, align 1, !tbaa !1
  store volatile i8 %888, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %889 = getelementptr inbounds [20 x i8], [20 x i8]* %2, i32 0, i32 12
  %890 = load i8, i8* %889, align 4, !tbaa !1
  store volatile i8 %890, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %891 = getelementptr inbounds [20 x i8], [20 x i8]* %2, i32 0, i32 11
  %892 = load i8, i8* %891, align 1, !tbaa !1
  store volatile i8 %892, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %893 = getelementptr inbounds [20 x i8], [20 x i8]* %2, i32 0, i32 10
  %894 = load i8, i8* %893, align 2, !tbaa !1
  store volatile i8 %894, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %895 = getelementptr inbounds [20 x i8], [20 x i8]* %2, i32 0, i32 9
  %896 = load i8, i8* %895, align 1, !tbaa !1
  store volatile i8 %896, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %897 = getelementptr inbounds [20 x i8], [20 x i8]* %2, i32 0, i32 8
  %898 = load i8, i8* %897, align 4, !tbaa !1
  store volatile i8 %898, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %899 = getelementptr inbounds [20 x i8], [20 x i8]* %2, i32 0, i32 7
  %900 = load i8, i8* %899, align 1, !tbaa !1
  store volatile i8 %900, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %901 = getelementptr inbounds [20 x i8], [20 x i8]* %2, i32 0, i32 6
  %902 = load i8, i8* %901, align 2, !tbaa !1
  store volatile i8 %902, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %903 = getelementptr inbounds [20 x i8], [20 x i8]* %2, i32 0, i32 5
  %904 = load i8, i8* %903, align 1, !tbaa !1
  store volatile i8 %904, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %905 = getelementptr inbounds [20 x i8], [20 x i8]* %2, i32 0, i32 4
  %906 = load i8, i8* %905, align 4, !tbaa !1
  store volatile i8 %906, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %907 = getelementptr inbounds [20 x i8], [20 x i8]* %2, i32 0, i32 3
  %908 = load i8, i8* %907, align 1, !tbaa !1
  store volatile i8 %908, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %909 = getelementptr inbounds [20 x i8], [20 x i8]* %2, i32 0, i32 2
  %910 = load i8, i8* %909, align 2, !tbaa !1
  store volatile i8 %910, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %911 = getelementptr inbounds [20 x i8], [20 x i8]* %2, i32 0, i32 1
  %912 = load i8, i8* %911, align 1, !tbaa !1
  store volatile i8 %912, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %913 = load i8, i8* %867, align 4, !tbaa !1
  store volatile i8 %913, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %867) #3
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  ret i32 72

914:                                              ; preds = %794, %940
  %915 = phi i32 [ 0, %794 ], [ %942, %940 ]
  %916 = phi i32 [ 0, %794 ], [ %941, %940 ]
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %917 = extractelement <16 x i8> <i8 11, i8 48, i8 85, i8 122, i8 -97, i8 -60, i8 -23, i8 14, i8 51, i8 88, i8 125, i8 -94, i8 -57, i8 -20, i8 17, i8 54>, i32 %915
  %918 = lshr i8 %917, 2
  %919 = extractelement <16 x i8> <i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8>, i32 %915
  %920 = xor i8 %918, %919
  %921 = zext i8 %920 to i32
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %795) #3
  br label %922

922:                                              ; preds = %922, %914
  %923 = phi i32 [ %921, %914 ], [ %926, %922 ]
  %924 = phi i32 [ 0, %914 ], [ %931, %922 ]
  %925 = freeze i32 %923
  %926 = udiv i32 %925, 10
  %927 = mul i32 %926, 10
  %928 = sub i32 %925, %927
  %929 = trunc i32 %928 to i8
  %930 = or i8 %929, 48
  %931 = add nuw nsw i32 %924, 1
  %932 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %924
  store i8 %930, i8* %932, align 1, !tbaa !1
  %933 = icmp ult i32 %923, 10
  br i1 %933, label %934, label %922, !llvm.loop !4

934:                                              ; preds = %922, %934
  %935 = phi i32 [ %936, %934 ], [ %931, %922 ]
  %936 = add nsw i32 %935, -1
  %937 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %936
  %938 = load i8, i8* %937, align 1, !tbaa !1
  store volatile i8 %938, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %939 = icmp eq i32 %936, 0
  br i1 %939, label %940, label %934, !llvm.loop !6

940:                                              ; preds = %934
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %795) #3
  %941 = add i32 %916, %921
  %942 = add nuw nsw i32 %915, 1
  %943 = icmp eq i32 %942, 16
  br i1 %943, label %821, label %914, !llvm.loop !10
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc inreg { i32, i32, i32, i32 } @madd(i32 inreg noundef %0, i32 inreg noundef %1, i32 inreg noundef %2, i32 inreg noundef %3, i32 inreg noundef %4, i32 inreg noundef %5, i32 inreg noundef %6, i32 inreg noundef %7, i32 inreg noundef %8, i32 inreg noundef %9, i32 inreg noundef %10, i32 inreg noundef %11) unnamed_addr #2 {
  %13 = insertelement <4 x i32> undef, i32 %0, i64 0
  %14 = insertelement <4 x i32> %13, i32 %1, i64 1
  %15 = insertelement <4 x i32> %14, i32 %2, i64 2
  %16 = insertelement <4 x i32> %15, i32 %3, i64 3
  %17 = insertelement <4 x i32> undef, i32 %4, i64 0
  %18 = insertelement <4 x i32> %17, i32 %5, i64 1
  %19 = insertelement <4 x i32> %18, i32 %6, i64 2
  %20 = insertelement <4 x i32> %19, i32 %7, i64 3
  %21 = insertelement <4 x i32> undef, i32 %8, i64 0
  %22 = insertelement <4 x i32> %21, i32 %9, i64 1
  %23 = insertelement <4 x i32> %22, i32 %10, i64 2
  %24 = insertelement <4 x i32> %23, i32 %11, i64 3
  %25 = mul <4 x i32> %20, %16
  %26 = add <4 x i32> %24, %25
  %27 = extractelement <4 x i32> %26, i64 0
  %28 = insertvalue { i32, i32, i32, i32 } poison, i32 %27, 0
  %29 = extractelement <4 x i32> %26, i64 1
  %30 = insertvalue { i32, i32, i32, i32 } %28, i32 %29, 1
  %31 = extractelement <4 x i32> %26, i64 2
  %32 = insertvalue { i32, i32, i32, i32 } %30, i32 %31, 2
  %33 = extractelement <4 x i32> %26, i64 3
  %34 = insertvalue { i32, i32, i32, i32 } %32, i32 %33, 3
  ret { i32, i32, i32, i32 } %34
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc inreg { i32, i32, i32, i32 } @vmax(i32 inreg noundef %0, i32 inreg noundef %1, i32 inreg noundef %2, i32 inreg noundef %3, i32 inreg noundef %4, i32 inreg noundef %5, i32 inreg noundef %6, i32 inreg noundef %7) unnamed_addr #2 {
  %9 = insertelement <4 x i32> undef, i32 %0, i64 0
  %10 = insertelement <4 x i32> %9, i32 %1, i64 1
  %11 = insertelement <4 x i32> %10, i32 %2, i64 2
  %12 = insertelement <4 x i32> %11, i32 %3, i64 3
  %13 = insertelement <4 x i32> undef, i32 %4, i64 0
  %14 = insertelement <4 x i32> %13, i32 %5, i64 1
  %15 = insertelement <4 x i32> %14, i32 %6, i64 2
  %16 = insertelement <4 x i32> %15, i32 %7, i64 3
  %17 = icmp sgt <4 x i32> %12, %16
  %18 = select <4 x i1> %17, <4 x i32> %12, <4 x i32> %16
  %19 = extractelement <4 x i32> %18, i64 0
  %20 = insertvalue { i32, i32, i32, i32 } poison, i32 %19, 0
  %21 = extractelement <4 x i32> %18, i64 1
  %22 = insertvalue { i32, i32, i32, i32 } %20, i32 %21, 1
  %23 = extractelement <4 x i32> %18, i64 2
  %24 = insertvalue { i32, i32, i32, i32 } %22, i32 %23, 2
  %25 = extractelement <4 x i32> %18, i64 3
  %26 = insertvalue { i32, i32, i32, i32 } %24, i32 %25, 3
  ret { i32, i32, i32, i32 } %26
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { nounwind }

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
