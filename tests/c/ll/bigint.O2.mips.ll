; ModuleID = 'bigint.c'
source_filename = "bigint.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.big = type { [12 x i32] }

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.big, align 4
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = alloca [10 x i8], align 1
  %5 = alloca %struct.big, align 4
  %6 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  br label %237

7:                                                ; preds = %330
  %8 = bitcast %struct.big* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %8)
  %9 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 0
  store i32 0, i32* %9, align 4
  %10 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 1
  store i32 -16440000, i32* %10, align 4
  %11 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 2
  store i32 135257700, i32* %11, align 4
  %12 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 3
  store i32 -2067271042, i32* %12, align 4
  %13 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 4
  store i32 -1897207781, i32* %13, align 4
  %14 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 5
  %15 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 11
  %16 = bitcast i32* %14 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(24) %16, i8 0, i64 24, i1 false)
  %17 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 10
  %18 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 9
  %19 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 9
  %20 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 8
  %21 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 8
  %22 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 7
  %23 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 7
  %24 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 6
  %25 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 6
  %26 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 5
  %27 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 5
  %28 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 4
  %29 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 4
  %30 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 3
  %31 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 3
  %32 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 2
  %33 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 2
  %34 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 1
  %35 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 1
  %36 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 0
  %37 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 0
  %38 = load i32, i32* %18, align 4
  %39 = load i32, i32* %20, align 4
  %40 = load i32, i32* %22, align 4
  %41 = load i32, i32* %24, align 4
  %42 = load i32, i32* %26, align 4
  %43 = load i32, i32* %28, align 4
  %44 = load i32, i32* %30, align 4
  %45 = load i32, i32* %32, align 4
  %46 = load i32, i32* %34, align 4
  %47 = load i32, i32* %36, align 4, !tbaa !1
  br label %48

48:                                               ; preds = %95, %7
  %49 = phi i32 [ %47, %7 ], [ %186, %95 ]
  %50 = phi i32 [ %46, %7 ], [ %178, %95 ]
  %51 = phi i32 [ %45, %7 ], [ %170, %95 ]
  %52 = phi i32 [ %44, %7 ], [ %162, %95 ]
  %53 = phi i32 [ %43, %7 ], [ %154, %95 ]
  %54 = phi i32 [ %42, %7 ], [ %146, %95 ]
  %55 = phi i32 [ %41, %7 ], [ %138, %95 ]
  %56 = phi i32 [ %40, %7 ], [ %130, %95 ]
  %57 = phi i32 [ %39, %7 ], [ %122, %95 ]
  %58 = phi i32 [ %38, %7 ], [ %114, %95 ]
  %59 = phi i32 [ 0, %7 ], [ %97, %95 ]
  %60 = phi i32 [ 0, %7 ], [ %106, %95 ]
  %61 = phi i32 [ 0, %7 ], [ %114, %95 ]
  %62 = phi i32 [ 0, %7 ], [ %122, %95 ]
  %63 = phi i32 [ 0, %7 ], [ %130, %95 ]
  %64 = phi i32 [ 0, %7 ], [ %138, %95 ]
  %65 = phi i32 [ 0, %7 ], [ %146, %95 ]
  %66 = phi i32 [ -1897207781, %7 ], [ %154, %95 ]
  %67 = phi i32 [ -2067271042, %7 ], [ %162, %95 ]
  %68 = phi i32 [ 135257700, %7 ], [ %170, %95 ]
  %69 = phi i32 [ -16440000, %7 ], [ %178, %95 ]
  %70 = phi i32 [ 0, %7 ], [ %186, %95 ]
  %71 = phi i32 [ 0, %7 ], [ %190, %95 ]
  %72 = icmp eq i32 %70, 0
  %73 = icmp eq i32 %69, 0
  %74 = select i1 %72, i1 %73, i1 false
  %75 = icmp eq i32 %68, 0
  %76 = select i1 %74, i1 %75, i1 false
  %77 = icmp eq i32 %67, 0
  %78 = select i1 %76, i1 %77, i1 false
  %79 = icmp eq i32 %66, 0
  %80 = select i1 %78, i1 %79, i1 false
  %81 = icmp eq i32 %65, 0
  %82 = select i1 %80, i1 %81, i1 false
  %83 = icmp eq i32 %64, 0
  %84 = select i1 %82, i1 %83, i1 false
  %85 = icmp eq i32 %63, 0
  %86 = select i1 %84, i1 %85, i1 false
  %87 = icmp eq i32 %62, 0
  %88 = select i1 %86, i1 %87, i1 false
  %89 = icmp eq i32 %61, 0
  %90 = select i1 %88, i1 %89, i1 false
  %91 = icmp eq i32 %60, 0
  %92 = select i1 %90, i1 %91, i1 false
  %93 = icmp eq i32 %59, 0
  %94 = select i1 %92, i1 %93, i1 false
  br i1 %94, label %191, label %95

95:                                               ; preds = %48
  %96 = freeze i32 %59
  %97 = udiv i32 %96, 10
  store i32 %97, i32* %15, align 4, !tbaa !1
  %98 = mul i32 %97, 10
  %99 = sub i32 %96, %98
  %100 = zext i32 %99 to i64
  %101 = shl nuw nsw i64 %100, 32
  %102 = zext i32 %60 to i64
  %103 = or i64 %101, %102
  %104 = freeze i64 %103
  %105 = udiv i64 %104, 10
  %106 = trunc i64 %105 to i32
  store i32 %106, i32* %17, align 4, !tbaa !1
  %107 = mul i64 %105, 10
  %108 = sub i64 %104, %107
  %109 = shl nuw nsw i64 %108, 32
  %110 = zext i32 %58 to i64
  %111 = or i64 %109, %110
  %112 = freeze i64 %111
  %113 = udiv i64 %112, 10
  %114 = trunc i64 %113 to i32
  store i32 %114, i32* %19, align 4, !tbaa !1
  %115 = mul i64 %113, 10
  %116 = sub i64 %112, %115
  %117 = shl nuw nsw i64 %116, 32
  %118 = zext i32 %57 to i64
  %119 = or i64 %117, %118
  %120 = freeze i64 %119
  %121 = udiv i64 %120, 10
  %122 = trunc i64 %121 to i32
  store i32 %122, i32* %21, align 4, !tbaa !1
  %123 = mul i64 %121, 10
  %124 = sub i64 %120, %123
  %125 = shl nuw nsw i64 %124, 32
  %126 = zext i32 %56 to i64
  %127 = or i64 %125, %126
  %128 = freeze i64 %127
  %129 = udiv i64 %128, 10
  %130 = trunc i64 %129 to i32
  store i32 %130, i32* %23, align 4, !tbaa !1
  %131 = mul i64 %129, 10
  %132 = sub i64 %128, %131
  %133 = shl nuw nsw i64 %132, 32
  %134 = zext i32 %55 to i64
  %135 = or i64 %133, %134
  %136 = freeze i64 %135
  %137 = udiv i64 %136, 10
  %138 = trunc i64 %137 to i32
  store i32 %138, i32* %25, align 4, !tbaa !1
  %139 = mul i64 %137, 10
  %140 = sub i64 %136, %139
  %141 = shl nuw nsw i64 %140, 32
  %142 = zext i32 %54 to i64
  %143 = or i64 %141, %142
  %144 = freeze i64 %143
  %145 = udiv i64 %144, 10
  %146 = trunc i64 %145 to i32
  store i32 %146, i32* %27, align 4, !tbaa !1
  %147 = mul i64 %145, 10
  %148 = sub i64 %144, %147
  %149 = shl nuw nsw i64 %148, 32
  %150 = zext i32 %53 to i64
  %151 = or i64 %149, %150
  %152 = freeze i64 %151
  %153 = udiv i64 %152, 10
  %154 = trunc i64 %153 to i32
  store i32 %154, i32* %29, align 4, !tbaa !1
  %155 = mul i64 %153, 10
  %156 = sub i64 %152, %155
  %157 = shl nuw nsw i64 %156, 32
  %158 = zext i32 %52 to i64
  %159 = or i64 %157, %158
  %160 = freeze i64 %159
  %161 = udiv i64 %160, 10
  %162 = trunc i64 %161 to i32
  store i32 %162, i32* %31, align 4, !tbaa !1
  %163 = mul i64 %161, 10
  %164 = sub i64 %160, %163
  %165 = shl nuw nsw i64 %164, 32
  %166 = zext i32 %51 to i64
  %167 = or i64 %165, %166
  %168 = freeze i64 %167
  %169 = udiv i64 %168, 10
  %170 = trunc i64 %169 to i32
  store i32 %170, i32* %33, align 4, !tbaa !1
  %171 = mul i64 %169, 10
  %172 = sub i64 %168, %171
  %173 = shl nuw nsw i64 %172, 32
  %174 = zext i32 %50 to i64
  %175 = or i64 %173, %174
  %176 = freeze i64 %175
  %177 = udiv i64 %176, 10
  %178 = trunc i64 %177 to i32
  store i32 %178, i32* %35, align 4, !tbaa !1
  %179 = mul i64 %177, 10
  %180 = sub i64 %176, %179
  %181 = shl nuw nsw i64 %180, 32
  %182 = zext i32 %49 to i64
  %183 = or i64 %181, %182
  %184 = freeze i64 %183
  %185 = udiv i64 %184, 10
  %186 = trunc i64 %185 to i32
  store i32 %186, i32* %37, align 4, !tbaa !1
  %187 = mul i64 %185, 10
  %188 = sub i64 %184, %187
  %189 = trunc i64 %188 to i32
  %190 = add i32 %71, %189
  br label %48, !llvm.loop !5

191:                                              ; preds = %48
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %8)
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 33, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %192 = icmp slt i32 %71, 0
  br i1 %192, label %193, label %215

193:                                              ; preds = %191
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %194 = sub i32 0, %71
  %195 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %195) #4
  br label %196

196:                                              ; preds = %196, %193
  %197 = phi i32 [ %194, %193 ], [ %200, %196 ]
  %198 = phi i32 [ 0, %193 ], [ %205, %196 ]
  %199 = freeze i32 %197
  %200 = udiv i32 %199, 10
  %201 = mul i32 %200, 10
  %202 = sub i32 %199, %201
  %203 = trunc i32 %202 to i8
  %204 = or i8 %203, 48
  %205 = add nuw nsw i32 %198, 1
  %206 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %198
  store i8 %204, i8* %206, align 1, !tbaa !7
  %207 = icmp ult i32 %197, 10
  br i1 %207, label %208, label %196, !llvm.loop !8

208:                                              ; preds = %196, %208
  %209 = phi i32 [ %210, %208 ], [ %205, %196 ]
  %210 = add nsw i32 %209, -1
  %211 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %210
  %212 = load i8, i8* %211, align 1, !tbaa !7
  store volatile i8 %212, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %213 = icmp eq i32 %210, 0
  br i1 %213, label %214, label %208, !llvm.loop !9

214:                                              ; preds = %208
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %195) #4
  br label %236

215:                                              ; preds = %191
  %216 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %216) #4
  br label %217

217:                                              ; preds = %217, %215
  %218 = phi i32 [ %71, %215 ], [ %221, %217 ]
  %219 = phi i32 [ 0, %215 ], [ %226, %217 ]
  %220 = freeze i32 %218
  %221 = udiv i32 %220, 10
  %222 = mul i32 %221, 10
  %223 = sub i32 %220, %222
  %224 = trunc i32 %223 to i8
  %225 = or i8 %224, 48
  %226 = add nuw nsw i32 %219, 1
  %227 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %219
  store i8 %225, i8* %227, align 1, !tbaa !7
  %228 = icmp ult i32 %218, 10
  br i1 %228, label %229, label %217, !llvm.loop !8

229:                                              ; preds = %217, %229
  %230 = phi i32 [ %231, %229 ], [ %226, %217 ]
  %231 = add nsw i32 %230, -1
  %232 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %231
  %233 = load i8, i8* %232, align 1, !tbaa !7
  store volatile i8 %233, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %234 = icmp eq i32 %231, 0
  br i1 %234, label %235, label %229, !llvm.loop !9

235:                                              ; preds = %229
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %216) #4
  br label %236

236:                                              ; preds = %214, %235
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  br label %334

237:                                              ; preds = %0, %330
  %238 = phi i32 [ 2, %0 ], [ %331, %330 ]
  %239 = phi i32 [ 0, %0 ], [ %259, %330 ]
  %240 = phi i32 [ 0, %0 ], [ %264, %330 ]
  %241 = phi i32 [ 0, %0 ], [ %269, %330 ]
  %242 = phi i32 [ 0, %0 ], [ %274, %330 ]
  %243 = phi i32 [ 0, %0 ], [ %279, %330 ]
  %244 = phi i32 [ 0, %0 ], [ %284, %330 ]
  %245 = phi i32 [ 0, %0 ], [ %289, %330 ]
  %246 = phi i32 [ 0, %0 ], [ %294, %330 ]
  %247 = phi i32 [ 0, %0 ], [ %299, %330 ]
  %248 = phi i32 [ 0, %0 ], [ %304, %330 ]
  %249 = phi i32 [ 0, %0 ], [ %309, %330 ]
  %250 = phi i32 [ 1, %0 ], [ %254, %330 ]
  %251 = zext i32 %238 to i64
  %252 = zext i32 %250 to i64
  %253 = mul nuw nsw i64 %251, %252
  %254 = trunc i64 %253 to i32
  %255 = lshr i64 %253, 32
  %256 = zext i32 %239 to i64
  %257 = mul nuw nsw i64 %251, %256
  %258 = add nuw nsw i64 %255, %257
  %259 = trunc i64 %258 to i32
  %260 = lshr i64 %258, 32
  %261 = zext i32 %240 to i64
  %262 = mul nuw nsw i64 %251, %261
  %263 = add nuw nsw i64 %260, %262
  %264 = trunc i64 %263 to i32
  %265 = lshr i64 %263, 32
  %266 = zext i32 %241 to i64
  %267 = mul nuw nsw i64 %251, %266
  %268 = add nuw nsw i64 %265, %267
  %269 = trunc i64 %268 to i32
  %270 = lshr i64 %268, 32
  %271 = zext i32 %242 to i64
  %272 = mul nuw nsw i64 %251, %271
  %273 = add nuw nsw i64 %270, %272
  %274 = trunc i64 %273 to i32
  %275 = lshr i64 %273, 32
  %276 = zext i32 %243 to i64
  %277 = mul nuw nsw i64 %251, %276
  %278 = add nuw nsw i64 %275, %277
  %279 = trunc i64 %278 to i32
  %280 = lshr i64 %278, 32
  %281 = zext i32 %244 to i64
  %282 = mul nuw nsw i64 %251, %281
  %283 = add nuw nsw i64 %280, %282
  %284 = trunc i64 %283 to i32
  %285 = lshr i64 %283, 32
  %286 = zext i32 %245 to i64
  %287 = mul nuw nsw i64 %251, %286
  %288 = add nuw nsw i64 %285, %287
  %289 = trunc i64 %288 to i32
  %290 = lshr i64 %288, 32
  %291 = zext i32 %246 to i64
  %292 = mul nuw nsw i64 %251, %291
  %293 = add nuw nsw i64 %290, %292
  %294 = trunc i64 %293 to i32
  %295 = lshr i64 %293, 32
  %296 = zext i32 %247 to i64
  %297 = mul nuw nsw i64 %251, %296
  %298 = add nuw nsw i64 %295, %297
  %299 = trunc i64 %298 to i32
  %300 = lshr i64 %298, 32
  %301 = zext i32 %248 to i64
  %302 = mul nuw nsw i64 %251, %301
  %303 = add nuw nsw i64 %300, %302
  %304 = trunc i64 %303 to i32
  %305 = lshr i64 %303, 32
  %306 = zext i32 %249 to i64
  %307 = mul nuw nsw i64 %251, %306
  %308 = add nuw nsw i64 %305, %307
  %309 = trunc i64 %308 to i32
  switch i32 %238, label %330 [
    i32 40, label %310
    i32 30, label %310
    i32 25, label %310
    i32 20, label %310
  ]

310:                                              ; preds = %237, %237, %237, %237
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %6) #4
  br label %311

311:                                              ; preds = %311, %310
  %312 = phi i32 [ %238, %310 ], [ %315, %311 ]
  %313 = phi i32 [ 0, %310 ], [ %320, %311 ]
  %314 = freeze i32 %312
  %315 = udiv i32 %314, 10
  %316 = mul i32 %315, 10
  %317 = sub i32 %314, %316
  %318 = trunc i32 %317 to i8
  %319 = or i8 %318, 48
  %320 = add nuw nsw i32 %313, 1
  %321 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %313
  store i8 %319, i8* %321, align 1, !tbaa !7
  %322 = icmp ult i32 %312, 10
  br i1 %322, label %323, label %311, !llvm.loop !8

323:                                              ; preds = %311, %323
  %324 = phi i32 [ %325, %323 ], [ %320, %311 ]
  %325 = add nsw i32 %324, -1
  %326 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %325
  %327 = load i8, i8* %326, align 1, !tbaa !7
  store volatile i8 %327, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %328 = icmp eq i32 %325, 0
  br i1 %328, label %329, label %323, !llvm.loop !9

329:                                              ; preds = %323
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %6) #4
  store volatile i8 33, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  tail call fastcc void @print_big(i32 inreg %254, i32 inreg %259, i32 inreg %264, i32 inreg %269, i32 inreg %274, i32 inreg %279, i32 inreg %284, i32 inreg %289, i32 inreg %294, i32 inreg %299, i32 inreg %304, i32 inreg %309)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  br label %330

330:                                              ; preds = %237, %329
  %331 = add nuw nsw i32 %238, 1
  %332 = icmp eq i32 %331, 41
  br i1 %332, label %7, label %237, !llvm.loop !10

333:                                              ; preds = %334
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 94, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  tail call fastcc void @print_big(i32 inreg %348, i32 inreg %349, i32 inreg %350, i32 inreg %351, i32 inreg %352, i32 inreg %353, i32 inreg %354, i32 inreg %355, i32 inreg %356, i32 inreg %357, i32 inreg %358, i32 inreg %359)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  br label %552

334:                                              ; preds = %236, %334
  %335 = phi i32 [ 0, %236 ], [ %360, %334 ]
  %336 = phi i32 [ 1, %236 ], [ %348, %334 ]
  %337 = phi i32 [ 0, %236 ], [ %359, %334 ]
  %338 = phi i32 [ 0, %236 ], [ %358, %334 ]
  %339 = phi i32 [ 0, %236 ], [ %357, %334 ]
  %340 = phi i32 [ 0, %236 ], [ %356, %334 ]
  %341 = phi i32 [ 0, %236 ], [ %355, %334 ]
  %342 = phi i32 [ 0, %236 ], [ %354, %334 ]
  %343 = phi i32 [ 0, %236 ], [ %353, %334 ]
  %344 = phi i32 [ 0, %236 ], [ %352, %334 ]
  %345 = phi i32 [ 0, %236 ], [ %351, %334 ]
  %346 = phi i32 [ 0, %236 ], [ %350, %334 ]
  %347 = phi i32 [ 0, %236 ], [ %349, %334 ]
  %348 = shl i32 %336, 1
  %349 = tail call i32 @llvm.fshl.i32(i32 %347, i32 %336, i32 1)
  %350 = tail call i32 @llvm.fshl.i32(i32 %346, i32 %347, i32 1)
  %351 = tail call i32 @llvm.fshl.i32(i32 %345, i32 %346, i32 1)
  %352 = tail call i32 @llvm.fshl.i32(i32 %344, i32 %345, i32 1)
  %353 = tail call i32 @llvm.fshl.i32(i32 %343, i32 %344, i32 1)
  %354 = tail call i32 @llvm.fshl.i32(i32 %342, i32 %343, i32 1)
  %355 = tail call i32 @llvm.fshl.i32(i32 %341, i32 %342, i32 1)
  %356 = tail call i32 @llvm.fshl.i32(i32 %340, i32 %341, i32 1)
  %357 = tail call i32 @llvm.fshl.i32(i32 %339, i32 %340, i32 1)
  %358 = tail call i32 @llvm.fshl.i32(i32 %338, i32 %339, i32 1)
  %359 = tail call i32 @llvm.fshl.i32(i32 %337, i32 %338, i32 1)
  %360 = add nuw nsw i32 %335, 1
  %361 = icmp eq i32 %360, 200
  br i1 %361, label %333, label %334, !llvm.loop !11

362:                                              ; preds = %552
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  tail call fastcc void @print_big(i32 inreg %554, i32 inreg %565, i32 inreg %564, i32 inreg %563, i32 inreg %562, i32 inreg %561, i32 inreg %560, i32 inreg %559, i32 inreg %558, i32 inreg %557, i32 inreg %556, i32 inreg %555)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 47, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %363 = bitcast %struct.big* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %363)
  %364 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 0
  store i32 %554, i32* %364, align 4
  %365 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 1
  store i32 %565, i32* %365, align 4
  %366 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 2
  store i32 %564, i32* %366, align 4
  %367 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 3
  store i32 %563, i32* %367, align 4
  %368 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 4
  store i32 %562, i32* %368, align 4
  %369 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 5
  store i32 %561, i32* %369, align 4
  %370 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 6
  store i32 %560, i32* %370, align 4
  %371 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 7
  store i32 %559, i32* %371, align 4
  %372 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 8
  store i32 %558, i32* %372, align 4
  %373 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 9
  store i32 %557, i32* %373, align 4
  %374 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 10
  store i32 %556, i32* %374, align 4
  %375 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 11
  %376 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 10
  %377 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 9
  %378 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 9
  %379 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 8
  %380 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 8
  %381 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 7
  %382 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 7
  %383 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 6
  %384 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 6
  %385 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 5
  %386 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 5
  %387 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 4
  %388 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 4
  %389 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 3
  %390 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 3
  %391 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 2
  %392 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 2
  %393 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 1
  %394 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 1
  %395 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 0
  %396 = getelementptr inbounds %struct.big, %struct.big* %1, i32 0, i32 0, i32 0
  %397 = load i32, i32* %377, align 4
  %398 = load i32, i32* %379, align 4
  %399 = load i32, i32* %381, align 4
  %400 = load i32, i32* %383, align 4
  %401 = load i32, i32* %385, align 4
  %402 = load i32, i32* %387, align 4
  %403 = load i32, i32* %389, align 4
  %404 = load i32, i32* %391, align 4
  %405 = load i32, i32* %393, align 4
  %406 = load i32, i32* %395, align 4, !tbaa !1
  br label %407

407:                                              ; preds = %454, %362
  %408 = phi i32 [ %406, %362 ], [ %545, %454 ]
  %409 = phi i32 [ %405, %362 ], [ %537, %454 ]
  %410 = phi i32 [ %404, %362 ], [ %529, %454 ]
  %411 = phi i32 [ %403, %362 ], [ %521, %454 ]
  %412 = phi i32 [ %402, %362 ], [ %513, %454 ]
  %413 = phi i32 [ %401, %362 ], [ %505, %454 ]
  %414 = phi i32 [ %400, %362 ], [ %497, %454 ]
  %415 = phi i32 [ %399, %362 ], [ %489, %454 ]
  %416 = phi i32 [ %398, %362 ], [ %481, %454 ]
  %417 = phi i32 [ %397, %362 ], [ %473, %454 ]
  %418 = phi i32 [ %555, %362 ], [ %456, %454 ]
  %419 = phi i32 [ %556, %362 ], [ %465, %454 ]
  %420 = phi i32 [ %557, %362 ], [ %473, %454 ]
  %421 = phi i32 [ %558, %362 ], [ %481, %454 ]
  %422 = phi i32 [ %559, %362 ], [ %489, %454 ]
  %423 = phi i32 [ %560, %362 ], [ %497, %454 ]
  %424 = phi i32 [ %561, %362 ], [ %505, %454 ]
  %425 = phi i32 [ %562, %362 ], [ %513, %454 ]
  %426 = phi i32 [ %563, %362 ], [ %521, %454 ]
  %427 = phi i32 [ %564, %362 ], [ %529, %454 ]
  %428 = phi i32 [ %565, %362 ], [ %537, %454 ]
  %429 = phi i32 [ %554, %362 ], [ %545, %454 ]
  %430 = phi i32 [ 0, %362 ], [ %549, %454 ]
  %431 = icmp eq i32 %429, 0
  %432 = icmp eq i32 %428, 0
  %433 = select i1 %431, i1 %432, i1 false
  %434 = icmp eq i32 %427, 0
  %435 = select i1 %433, i1 %434, i1 false
  %436 = icmp eq i32 %426, 0
  %437 = select i1 %435, i1 %436, i1 false
  %438 = icmp eq i32 %425, 0
  %439 = select i1 %437, i1 %438, i1 false
  %440 = icmp eq i32 %424, 0
  %441 = select i1 %439, i1 %440, i1 false
  %442 = icmp eq i32 %423, 0
  %443 = select i1 %441, i1 %442, i1 false
  %444 = icmp eq i32 %422, 0
  %445 = select i1 %443, i1 %444, i1 false
  %446 = icmp eq i32 %421, 0
  %447 = select i1 %445, i1 %446, i1 false
  %448 = icmp eq i32 %420, 0
  %449 = select i1 %447, i1 %448, i1 false
  %450 = icmp eq i32 %419, 0
  %451 = select i1 %449, i1 %450, i1 false
  %452 = icmp eq i32 %418, 0
  %453 = select i1 %451, i1 %452, i1 false
  br i1 %453, label %550, label %454

454:                                              ; preds = %407
  %455 = freeze i32 %418
  %456 = udiv i32 %455, 10
  store i32 %456, i32* %375, align 4, !tbaa !1
  %457 = mul i32 %456, 10
  %458 = sub i32 %455, %457
  %459 = zext i32 %458 to i64
  %460 = shl nuw nsw i64 %459, 32
  %461 = zext i32 %419 to i64
  %462 = or i64 %460, %461
  %463 = freeze i64 %462
  %464 = udiv i64 %463, 10
  %465 = trunc i64 %464 to i32
  store i32 %465, i32* %376, align 4, !tbaa !1
  %466 = mul i64 %464, 10
  %467 = sub i64 %463, %466
  %468 = shl nuw nsw i64 %467, 32
  %469 = zext i32 %417 to i64
  %470 = or i64 %468, %469
  %471 = freeze i64 %470
  %472 = udiv i64 %471, 10
  %473 = trunc i64 %472 to i32
  store i32 %473, i32* %378, align 4, !tbaa !1
  %474 = mul i64 %472, 10
  %475 = sub i64 %471, %474
  %476 = shl nuw nsw i64 %475, 32
  %477 = zext i32 %416 to i64
  %478 = or i64 %476, %477
  %479 = freeze i64 %478
  %480 = udiv i64 %479, 10
  %481 = trunc i64 %480 to i32
  store i32 %481, i32* %380, align 4, !tbaa !1
  %482 = mul i64 %480, 10
  %483 = sub i64 %479, %482
  %484 = shl nuw nsw i64 %483, 32
  %485 = zext i32 %415 to i64
  %486 = or i64 %484, %485
  %487 = freeze i64 %486
  %488 = udiv i64 %487, 10
  %489 = trunc i64 %488 to i32
  store i32 %489, i32* %382, align 4, !tbaa !1
  %490 = mul i64 %488, 10
  %491 = sub i64 %487, %490
  %492 = shl nuw nsw i64 %491, 32
  %493 = zext i32 %414 to i64
  %494 = or i64 %492, %493
  %495 = freeze i64 %494
  %496 = udiv i64 %495, 10
  %497 = trunc i64 %496 to i32
  store i32 %497, i32* %384, align 4, !tbaa !1
  %498 = mul i64 %496, 10
  %499 = sub i64 %495, %498
  %500 = shl nuw nsw i64 %499, 32
  %501 = zext i32 %413 to i64
  %502 = or i64 %500, %501
  %503 = freeze i64 %502
  %504 = udiv i64 %503, 10
  %505 = trunc i64 %504 to i32
  store i32 %505, i32* %386, align 4, !tbaa !1
  %506 = mul i64 %504, 10
  %507 = sub i64 %503, %506
  %508 = shl nuw nsw i64 %507, 32
  %509 = zext i32 %412 to i64
  %510 = or i64 %508, %509
  %511 = freeze i64 %510
  %512 = udiv i64 %511, 10
  %513 = trunc i64 %512 to i32
  store i32 %513, i32* %388, align 4, !tbaa !1
  %514 = mul i64 %512, 10
  %515 = sub i64 %511, %514
  %516 = shl nuw nsw i64 %515, 32
  %517 = zext i32 %411 to i64
  %518 = or i64 %516, %517
  %519 = freeze i64 %518
  %520 = udiv i64 %519, 10
  %521 = trunc i64 %520 to i32
  store i32 %521, i32* %390, align 4, !tbaa !1
  %522 = mul i64 %520, 10
  %523 = sub i64 %519, %522
  %524 = shl nuw nsw i64 %523, 32
  %525 = zext i32 %410 to i64
  %526 = or i64 %524, %525
  %527 = freeze i64 %526
  %528 = udiv i64 %527, 10
  %529 = trunc i64 %528 to i32
  store i32 %529, i32* %392, align 4, !tbaa !1
  %530 = mul i64 %528, 10
  %531 = sub i64 %527, %530
  %532 = shl nuw nsw i64 %531, 32
  %533 = zext i32 %409 to i64
  %534 = or i64 %532, %533
  %535 = freeze i64 %534
  %536 = udiv i64 %535, 10
  %537 = trunc i64 %536 to i32
  store i32 %537, i32* %394, align 4, !tbaa !1
  %538 = mul i64 %536, 10
  %539 = sub i64 %535, %538
  %540 = shl nuw nsw i64 %539, 32
  %541 = zext i32 %408 to i64
  %542 = or i64 %540, %541
  %543 = freeze i64 %542
  %544 = udiv i64 %543, 10
  %545 = trunc i64 %544 to i32
  store i32 %545, i32* %396, align 4, !tbaa !1
  %546 = mul i64 %544, 10
  %547 = sub i64 %543, %546
  %548 = trunc i64 %547 to i32
  %549 = add i32 %430, %548
  br label %407, !llvm.loop !5

550:                                              ; preds = %407
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %363)
  %551 = and i32 %430, 127
  ret i32 %551

552:                                              ; preds = %333, %552
  %553 = phi i32 [ 0, %333 ], [ %646, %552 ]
  %554 = phi i32 [ 1, %333 ], [ %581, %552 ]
  %555 = phi i32 [ 0, %333 ], [ %645, %552 ]
  %556 = phi i32 [ 0, %333 ], [ %641, %552 ]
  %557 = phi i32 [ 0, %333 ], [ %635, %552 ]
  %558 = phi i32 [ 0, %333 ], [ %629, %552 ]
  %559 = phi i32 [ 0, %333 ], [ %623, %552 ]
  %560 = phi i32 [ 0, %333 ], [ %617, %552 ]
  %561 = phi i32 [ 0, %333 ], [ %611, %552 ]
  %562 = phi i32 [ 0, %333 ], [ %605, %552 ]
  %563 = phi i32 [ 0, %333 ], [ %599, %552 ]
  %564 = phi i32 [ 0, %333 ], [ %593, %552 ]
  %565 = phi i32 [ 0, %333 ], [ %587, %552 ]
  %566 = phi i32 [ 0, %333 ], [ %554, %552 ]
  %567 = phi i32 [ 0, %333 ], [ %555, %552 ]
  %568 = phi i32 [ 0, %333 ], [ %556, %552 ]
  %569 = phi i32 [ 0, %333 ], [ %557, %552 ]
  %570 = phi i32 [ 0, %333 ], [ %558, %552 ]
  %571 = phi i32 [ 0, %333 ], [ %559, %552 ]
  %572 = phi i32 [ 0, %333 ], [ %560, %552 ]
  %573 = phi i32 [ 0, %333 ], [ %561, %552 ]
  %574 = phi i32 [ 0, %333 ], [ %562, %552 ]
  %575 = phi i32 [ 0, %333 ], [ %563, %552 ]
  %576 = phi i32 [ 0, %333 ], [ %564, %552 ]
  %577 = phi i32 [ 0, %333 ], [ %565, %552 ]
  %578 = zext i32 %566 to i64
  %579 = zext i32 %554 to i64
  %580 = add nuw nsw i64 %579, %578
  %581 = trunc i64 %580 to i32
  %582 = lshr i64 %580, 32
  %583 = zext i32 %577 to i64
  %584 = zext i32 %565 to i64
  %585 = add nuw nsw i64 %584, %583
  %586 = add nuw nsw i64 %585, %582
  %587 = trunc i64 %586 to i32
  %588 = lshr i64 %586, 32
  %589 = zext i32 %576 to i64
  %590 = zext i32 %564 to i64
  %591 = add nuw nsw i64 %590, %589
  %592 = add nuw nsw i64 %591, %588
  %593 = trunc i64 %592 to i32
  %594 = lshr i64 %592, 32
  %595 = zext i32 %575 to i64
  %596 = zext i32 %563 to i64
  %597 = add nuw nsw i64 %596, %595
  %598 = add nuw nsw i64 %597, %594
  %599 = trunc i64 %598 to i32
  %600 = lshr i64 %598, 32
  %601 = zext i32 %574 to i64
  %602 = zext i32 %562 to i64
  %603 = add nuw nsw i64 %602, %601
  %604 = add nuw nsw i64 %603, %600
  %605 = trunc i64 %604 to i32
  %606 = lshr i64 %604, 32
  %607 = zext i32 %573 to i64
  %608 = zext i32 %561 to i64
  %609 = add nuw nsw i64 %608, %607
  %610 = add nuw nsw i64 %609, %606
  %611 = trunc i64 %610 to i32
  %612 = lshr i64 %610, 32
  %613 = zext i32 %572 to i64
  %614 = zext i32 %560 to i64
  %615 = add nuw nsw i64 %614, %613
  %616 = add nuw nsw i64 %615, %612
  %617 = trunc i64 %616 to i32
  %618 = lshr i64 %616, 32
  %619 = zext i32 %571 to i64
  %620 = zext i32 %559 to i64
  %621 = add nuw nsw i64 %620, %619
  %622 = add nuw nsw i64 %621, %618
  %623 = trunc i64 %622 to i32
  %624 = lshr i64 %622, 32
  %625 = zext i32 %570 to i64
  %626 = zext i32 %558 to i64
  %627 = add nuw nsw i64 %626, %625
  %628 = add nuw nsw i64 %627, %624
  %629 = trunc i64 %628 to i32
  %630 = lshr i64 %628, 32
  %631 = zext i32 %569 to i64
  %632 = zext i32 %557 to i64
  %633 = add nuw nsw i64 %632, %631
  %634 = add nuw nsw i64 %633, %630
  %635 = trunc i64 %634 to i32
  %636 = lshr i64 %634, 32
  %637 = zext i32 %568 to i64
  %638 = zext i32 %556 to i64
  %639 = add nuw nsw i64 %638, %637
  %640 = add nuw nsw i64 %639, %636
  %641 = trunc i64 %640 to i32
  %642 = lshr i64 %640, 32
  %643 = trunc i64 %642 to i32
  %644 = add i32 %555, %567
  %645 = add i32 %644, %643
  %646 = add nuw nsw i32 %553, 1
  %647 = icmp eq i32 %646, 150
  br i1 %647, label %362, label %552, !llvm.loop !12
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
define internal fastcc void @print_big(i32 inreg %0, i32 inreg %1, i32 inreg %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, i32 inreg %9, i32 inreg %10, i32 inreg %11) unnamed_addr #0 {
  %13 = alloca [10 x i8], align 1
  %14 = alloca %struct.big, align 4
  %15 = alloca [16 x i32], align 4
  %16 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 0, i32 0
  store i32 %0, i32* %16, align 4
  %17 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 0, i32 1
  store i32 %1, i32* %17, align 4
  %18 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 0, i32 2
  store i32 %2, i32* %18, align 4
  %19 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 0, i32 3
  store i32 %3, i32* %19, align 4
  %20 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 0, i32 4
  store i32 %4, i32* %20, align 4
  %21 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 0, i32 5
  store i32 %5, i32* %21, align 4
  %22 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 0, i32 6
  store i32 %6, i32* %22, align 4
  %23 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 0, i32 7
  store i32 %7, i32* %23, align 4
  %24 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 0, i32 8
  store i32 %8, i32* %24, align 4
  %25 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 0, i32 9
  store i32 %9, i32* %25, align 4
  %26 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 0, i32 10
  store i32 %10, i32* %26, align 4
  %27 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 0, i32 11
  store i32 %11, i32* %27, align 4
  %28 = bitcast [16 x i32]* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %28) #4
  %29 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 0, i32 11
  br label %30

30:                                               ; preds = %54, %12
  %31 = phi i32 [ %11, %12 ], [ %90, %54 ]
  %32 = phi i32 [ 0, %12 ], [ %56, %54 ]
  %33 = freeze i32 %31
  %34 = udiv i32 %33, 1000000000
  store i32 %34, i32* %29, align 4, !tbaa !1
  %35 = mul i32 %34, 1000000000
  %36 = sub i32 %33, %35
  %37 = zext i32 %36 to i64
  br label %38

38:                                               ; preds = %30, %38
  %39 = phi i32 [ 10, %30 ], [ %52, %38 ]
  %40 = phi i64 [ %37, %30 ], [ %51, %38 ]
  %41 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 0, i32 %39
  %42 = load i32, i32* %41, align 4, !tbaa !1
  %43 = shl nuw nsw i64 %40, 32
  %44 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 0, i32 %39
  %45 = zext i32 %42 to i64
  %46 = or i64 %43, %45
  %47 = freeze i64 %46
  %48 = udiv i64 %47, 1000000000
  %49 = trunc i64 %48 to i32
  store i32 %49, i32* %44, align 4, !tbaa !1
  %50 = mul i64 %48, 1000000000
  %51 = sub i64 %47, %50
  %52 = add nsw i32 %39, -1
  %53 = icmp eq i32 %39, 0
  br i1 %53, label %54, label %38, !llvm.loop !13

54:                                               ; preds = %38
  %55 = trunc i64 %51 to i32
  %56 = add nuw nsw i32 %32, 1
  %57 = getelementptr inbounds [16 x i32], [16 x i32]* %15, i32 0, i32 %32
  store i32 %55, i32* %57, align 4, !tbaa !1
  %58 = load i32, i32* %16, align 4, !tbaa !1
  %59 = icmp ne i32 %58, 0
  %60 = load i32, i32* %17, align 4
  %61 = icmp ne i32 %60, 0
  %62 = select i1 %59, i1 true, i1 %61
  %63 = load i32, i32* %18, align 4
  %64 = icmp ne i32 %63, 0
  %65 = select i1 %62, i1 true, i1 %64
  %66 = load i32, i32* %19, align 4
  %67 = icmp ne i32 %66, 0
  %68 = select i1 %65, i1 true, i1 %67
  %69 = load i32, i32* %20, align 4
  %70 = icmp ne i32 %69, 0
  %71 = select i1 %68, i1 true, i1 %70
  %72 = load i32, i32* %21, align 4
  %73 = icmp ne i32 %72, 0
  %74 = select i1 %71, i1 true, i1 %73
  %75 = load i32, i32* %22, align 4
  %76 = icmp ne i32 %75, 0
  %77 = select i1 %74, i1 true, i1 %76
  %78 = load i32, i32* %23, align 4
  %79 = icmp ne i32 %78, 0
  %80 = select i1 %77, i1 true, i1 %79
  %81 = load i32, i32* %24, align 4
  %82 = icmp ne i32 %81, 0
  %83 = select i1 %80, i1 true, i1 %82
  %84 = load i32, i32* %25, align 4
  %85 = icmp ne i32 %84, 0
  %86 = select i1 %83, i1 true, i1 %85
  %87 = load i32, i32* %26, align 4
  %88 = icmp ne i32 %87, 0
  %89 = select i1 %86, i1 true, i1 %88
  %90 = load i32, i32* %27, align 4
  %91 = icmp ne i32 %90, 0
  %92 = select i1 %89, i1 true, i1 %91
  br i1 %92, label %30, label %93, !llvm.loop !14

93:                                               ; preds = %54
  %94 = trunc i64 %51 to i32
  %95 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %95) #4
  br label %96

96:                                               ; preds = %96, %93
  %97 = phi i32 [ %94, %93 ], [ %100, %96 ]
  %98 = phi i32 [ 0, %93 ], [ %105, %96 ]
  %99 = freeze i32 %97
  %100 = udiv i32 %99, 10
  %101 = mul i32 %100, 10
  %102 = sub i32 %99, %101
  %103 = trunc i32 %102 to i8
  %104 = or i8 %103, 48
  %105 = add nuw nsw i32 %98, 1
  %106 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 %98
  store i8 %104, i8* %106, align 1, !tbaa !7
  %107 = icmp ult i32 %97, 10
  br i1 %107, label %108, label %96, !llvm.loop !8

108:                                              ; preds = %96, %108
  %109 = phi i32 [ %110, %108 ], [ %105, %96 ]
  %110 = add nsw i32 %109, -1
  %111 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 %110
  %112 = load i8, i8* %111, align 1, !tbaa !7
  store volatile i8 %112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %113 = icmp eq i32 %110, 0
  br i1 %113, label %114, label %108, !llvm.loop !9

114:                                              ; preds = %108
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %95) #4
  %115 = icmp eq i32 %32, 0
  br i1 %115, label %162, label %116

116:                                              ; preds = %114, %116
  %117 = phi i32 [ %118, %116 ], [ %32, %114 ]
  %118 = add nsw i32 %117, -1
  %119 = getelementptr inbounds [16 x i32], [16 x i32]* %15, i32 0, i32 %118
  %120 = load i32, i32* %119, align 4, !tbaa !1
  %121 = freeze i32 %120
  %122 = udiv i32 %121, 10
  %123 = mul i32 %122, 10
  %124 = sub i32 %121, %123
  %125 = trunc i32 %124 to i8
  %126 = or i8 %125, 48
  %127 = urem i32 %122, 10
  %128 = trunc i32 %127 to i8
  %129 = or i8 %128, 48
  %130 = udiv i32 %120, 100
  %131 = urem i32 %130, 10
  %132 = trunc i32 %131 to i8
  %133 = or i8 %132, 48
  %134 = udiv i32 %120, 1000
  %135 = urem i32 %134, 10
  %136 = trunc i32 %135 to i8
  %137 = or i8 %136, 48
  %138 = udiv i32 %120, 10000
  %139 = urem i32 %138, 10
  %140 = trunc i32 %139 to i8
  %141 = or i8 %140, 48
  %142 = udiv i32 %120, 100000
  %143 = trunc i32 %142 to i16
  %144 = urem i16 %143, 10
  %145 = trunc i16 %144 to i8
  %146 = or i8 %145, 48
  %147 = udiv i32 %120, 1000000
  %148 = trunc i32 %147 to i16
  %149 = urem i16 %148, 10
  %150 = trunc i16 %149 to i8
  %151 = or i8 %150, 48
  %152 = udiv i32 %120, 10000000
  %153 = trunc i32 %152 to i16
  %154 = urem i16 %153, 10
  %155 = trunc i16 %154 to i8
  %156 = or i8 %155, 48
  %157 = udiv i32 %120, 100000000
  %158 = trunc i32 %157 to i8
  %159 = urem i8 %158, 10
  %160 = or i8 %159, 48
  store volatile i8 %160, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 %156, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 %151, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 %146, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 %141, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 %137, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 %133, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 %129, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 %126, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %161 = icmp eq i32 %118, 0
  br i1 %161, label %162, label %116, !llvm.loop !15

162:                                              ; preds = %116, %114
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %28) #4
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!3, !3, i64 0}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
