; ModuleID = 'f64_more.c'
source_filename = "f64_more.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local i64 @__cpu0_fma_f64(i64 noundef zeroext %0, i64 noundef zeroext %1, i64 noundef zeroext %2) local_unnamed_addr #0 {
  %4 = lshr i64 %0, 32
  %5 = trunc i64 %4 to i32
  %6 = lshr i64 %1, 32
  %7 = trunc i64 %6 to i32
  %8 = xor i64 %6, %4
  %9 = trunc i64 %8 to i32
  %10 = and i32 %9, -2147483648
  %11 = and i32 %5, 2147483647
  %12 = icmp ugt i32 %11, 2146435072
  br i1 %12, label %462, label %13

13:                                               ; preds = %3
  %14 = icmp ne i32 %11, 2146435072
  %15 = trunc i64 %0 to i32
  %16 = icmp eq i32 %15, 0
  %17 = or i1 %16, %14
  br i1 %17, label %18, label %462

18:                                               ; preds = %13
  %19 = and i32 %7, 2147483647
  %20 = icmp ugt i32 %19, 2146435072
  br i1 %20, label %462, label %21

21:                                               ; preds = %18
  %22 = icmp ne i32 %19, 2146435072
  %23 = trunc i64 %1 to i32
  %24 = icmp eq i32 %23, 0
  %25 = or i1 %24, %22
  br i1 %25, label %26, label %462

26:                                               ; preds = %21
  %27 = lshr i64 %2, 32
  %28 = trunc i64 %27 to i32
  %29 = and i32 %28, 2147483647
  %30 = icmp ugt i32 %29, 2146435072
  br i1 %30, label %462, label %31

31:                                               ; preds = %26
  %32 = icmp ne i32 %29, 2146435072
  %33 = trunc i64 %2 to i32
  %34 = icmp eq i32 %33, 0
  %35 = or i1 %34, %32
  br i1 %35, label %36, label %462

36:                                               ; preds = %31
  %37 = and i64 %0, 9223372036854775807
  %38 = icmp eq i64 %37, 0
  %39 = and i64 %1, 9223372036854775807
  %40 = icmp eq i64 %39, 0
  %41 = and i64 %2, 9223372036854775807
  %42 = icmp eq i64 %41, 0
  %43 = icmp eq i64 %37, 9218868437227405312
  %44 = icmp eq i64 %39, 9218868437227405312
  %45 = or i1 %43, %44
  br i1 %45, label %46, label %57

46:                                               ; preds = %36
  %47 = or i1 %38, %40
  br i1 %47, label %462, label %48

48:                                               ; preds = %46
  %49 = icmp ne i64 %41, 9218868437227405312
  %50 = and i32 %28, -2147483648
  %51 = icmp eq i32 %50, %10
  %52 = or i1 %49, %51
  br i1 %52, label %53, label %462

53:                                               ; preds = %48
  %54 = zext i32 %10 to i64
  %55 = shl nuw i64 %54, 32
  %56 = or i64 %55, 9218868437227405312
  br label %462

57:                                               ; preds = %36
  %58 = icmp eq i64 %41, 9218868437227405312
  br i1 %58, label %462, label %59

59:                                               ; preds = %57
  %60 = or i1 %38, %40
  br i1 %60, label %61, label %66

61:                                               ; preds = %59
  br i1 %42, label %62, label %462

62:                                               ; preds = %61
  %63 = zext i32 %10 to i64
  %64 = shl nuw i64 %63, 32
  %65 = and i64 %64, %2
  br label %462

66:                                               ; preds = %59
  %67 = lshr i64 %0, 52
  %68 = trunc i64 %67 to i32
  %69 = and i32 %68, 2047
  %70 = and i64 %0, 4503599627370495
  %71 = icmp eq i32 %69, 0
  br i1 %71, label %74, label %72

72:                                               ; preds = %66
  %73 = or i64 %70, 4503599627370496
  br label %86

74:                                               ; preds = %66
  %75 = lshr i64 %70, 32
  %76 = trunc i64 %75 to i32
  %77 = icmp eq i32 %76, 0
  %78 = tail call i32 @llvm.ctlz.i32(i32 %76, i1 true) #5, !range !1
  %79 = tail call i32 @llvm.ctlz.i32(i32 %15, i1 false) #5, !range !1
  %80 = add nuw nsw i32 %79, 32
  %81 = select i1 %77, i32 %80, i32 %78
  %82 = add nsw i32 %81, -11
  %83 = sub nsw i32 12, %81
  %84 = zext i32 %82 to i64
  %85 = shl i64 %70, %84
  br label %86

86:                                               ; preds = %72, %74
  %87 = phi i32 [ %83, %74 ], [ %69, %72 ]
  %88 = phi i64 [ %85, %74 ], [ %73, %72 ]
  %89 = lshr i64 %1, 52
  %90 = trunc i64 %89 to i32
  %91 = and i32 %90, 2047
  %92 = and i64 %1, 4503599627370495
  %93 = icmp eq i32 %91, 0
  br i1 %93, label %96, label %94

94:                                               ; preds = %86
  %95 = or i64 %92, 4503599627370496
  br label %108

96:                                               ; preds = %86
  %97 = lshr i64 %92, 32
  %98 = trunc i64 %97 to i32
  %99 = icmp eq i32 %98, 0
  %100 = tail call i32 @llvm.ctlz.i32(i32 %98, i1 true) #5, !range !1
  %101 = tail call i32 @llvm.ctlz.i32(i32 %23, i1 false) #5, !range !1
  %102 = add nuw nsw i32 %101, 32
  %103 = select i1 %99, i32 %102, i32 %100
  %104 = add nsw i32 %103, -11
  %105 = sub nsw i32 12, %103
  %106 = zext i32 %104 to i64
  %107 = shl i64 %92, %106
  br label %108

108:                                              ; preds = %94, %96
  %109 = phi i32 [ %105, %96 ], [ %91, %94 ]
  %110 = phi i64 [ %107, %96 ], [ %95, %94 ]
  %111 = and i64 %88, 4294967295
  %112 = and i64 %110, 4294967295
  %113 = mul nuw i64 %112, %111
  %114 = lshr i64 %110, 32
  %115 = mul nuw i64 %114, %111
  %116 = lshr i64 %88, 32
  %117 = mul nuw i64 %112, %116
  %118 = mul nuw i64 %114, %116
  %119 = lshr i64 %113, 32
  %120 = and i64 %115, 4294967295
  %121 = add nuw nsw i64 %119, %120
  %122 = and i64 %117, 4294967295
  %123 = add nuw nsw i64 %121, %122
  %124 = lshr i64 %115, 32
  %125 = add nuw i64 %124, %118
  %126 = lshr i64 %117, 32
  %127 = add nuw i64 %125, %126
  %128 = lshr i64 %123, 32
  %129 = add nuw i64 %127, %128
  %130 = and i64 %113, 4294967295
  %131 = shl i64 %123, 32
  %132 = or i64 %131, %130
  %133 = tail call i64 @llvm.fshl.i64(i64 %129, i64 %131, i64 20)
  %134 = shl i64 %132, 20
  %135 = trunc i64 %133 to i32
  %136 = lshr i64 %133, 32
  %137 = trunc i64 %136 to i32
  %138 = add nsw i32 %87, -1023
  %139 = add nsw i32 %138, %109
  br i1 %42, label %140, label %146

140:                                              ; preds = %108
  %141 = trunc i64 %134 to i32
  %142 = lshr i64 %134, 32
  %143 = trunc i64 %142 to i32
  %144 = and i64 %133, -4294967296
  %145 = and i64 %133, 4294967295
  br label %371

146:                                              ; preds = %108
  %147 = lshr i64 %2, 52
  %148 = trunc i64 %147 to i32
  %149 = and i32 %148, 2047
  %150 = and i64 %2, 4503599627370495
  %151 = icmp eq i32 %149, 0
  br i1 %151, label %154, label %152

152:                                              ; preds = %146
  %153 = or i64 %150, 4503599627370496
  br label %166

154:                                              ; preds = %146
  %155 = lshr i64 %150, 32
  %156 = trunc i64 %155 to i32
  %157 = icmp eq i32 %156, 0
  %158 = tail call i32 @llvm.ctlz.i32(i32 %156, i1 true) #5, !range !1
  %159 = tail call i32 @llvm.ctlz.i32(i32 %33, i1 false) #5, !range !1
  %160 = add nuw nsw i32 %159, 32
  %161 = select i1 %157, i32 %160, i32 %158
  %162 = add nsw i32 %161, -11
  %163 = sub nsw i32 12, %161
  %164 = zext i32 %162 to i64
  %165 = shl i64 %150, %164
  br label %166

166:                                              ; preds = %152, %154
  %167 = phi i32 [ %163, %154 ], [ %149, %152 ]
  %168 = phi i64 [ %165, %154 ], [ %153, %152 ]
  %169 = shl i64 %168, 8
  %170 = trunc i64 %169 to i32
  %171 = lshr i64 %169, 32
  %172 = trunc i64 %171 to i32
  %173 = and i32 %28, -2147483648
  %174 = icmp slt i32 %139, %167
  br i1 %174, label %218, label %175

175:                                              ; preds = %166
  %176 = sub nsw i32 %139, %167
  %177 = icmp eq i32 %176, 0
  br i1 %177, label %210, label %178

178:                                              ; preds = %175
  %179 = icmp ugt i32 %176, 127
  br i1 %179, label %180, label %183

180:                                              ; preds = %178
  %181 = icmp ne i64 %169, 0
  %182 = zext i1 %181 to i32
  br label %210

183:                                              ; preds = %178
  %184 = icmp ugt i32 %176, 63
  br i1 %184, label %185, label %198

185:                                              ; preds = %183
  %186 = add nsw i32 %176, -64
  %187 = zext i32 %186 to i64
  %188 = lshr i64 %169, %187
  %189 = shl nsw i64 -1, %187
  %190 = xor i64 %189, -1
  %191 = and i64 %169, %190
  %192 = icmp ne i64 %191, 0
  %193 = zext i1 %192 to i64
  %194 = or i64 %188, %193
  %195 = trunc i64 %194 to i32
  %196 = lshr i64 %188, 32
  %197 = trunc i64 %196 to i32
  br label %210

198:                                              ; preds = %183
  %199 = zext i32 %176 to i64
  %200 = lshr i64 %169, %199
  %201 = sub nuw nsw i32 64, %176
  %202 = zext i32 %201 to i64
  %203 = shl i64 %169, %202
  %204 = trunc i64 %200 to i32
  %205 = lshr i64 %200, 32
  %206 = trunc i64 %205 to i32
  %207 = trunc i64 %203 to i32
  %208 = lshr i64 %203, 32
  %209 = trunc i64 %208 to i32
  br label %210

210:                                              ; preds = %175, %180, %185, %198
  %211 = phi i32 [ 0, %180 ], [ 0, %185 ], [ %204, %198 ], [ %170, %175 ]
  %212 = phi i32 [ 0, %180 ], [ 0, %185 ], [ %206, %198 ], [ %172, %175 ]
  %213 = phi i32 [ %182, %180 ], [ %195, %185 ], [ %207, %198 ], [ 0, %175 ]
  %214 = phi i32 [ 0, %180 ], [ %197, %185 ], [ %209, %198 ], [ 0, %175 ]
  %215 = trunc i64 %134 to i32
  %216 = lshr i64 %134, 32
  %217 = trunc i64 %216 to i32
  br label %269

218:                                              ; preds = %166
  %219 = sub nsw i32 %167, %139
  %220 = icmp eq i32 %219, 0
  br i1 %220, label %221, label %225

221:                                              ; preds = %218
  %222 = trunc i64 %134 to i32
  %223 = lshr i64 %134, 32
  %224 = trunc i64 %223 to i32
  br label %269

225:                                              ; preds = %218
  %226 = icmp ugt i32 %219, 127
  br i1 %226, label %227, label %231

227:                                              ; preds = %225
  %228 = or i64 %134, %133
  %229 = icmp ne i64 %228, 0
  %230 = zext i1 %229 to i32
  br label %269

231:                                              ; preds = %225
  %232 = icmp ugt i32 %219, 63
  br i1 %232, label %233, label %249

233:                                              ; preds = %231
  %234 = add nsw i32 %219, -64
  %235 = zext i32 %234 to i64
  %236 = lshr i64 %133, %235
  %237 = shl nsw i64 -1, %235
  %238 = xor i64 %237, -1
  %239 = and i64 %133, %238
  %240 = icmp ne i64 %239, 0
  %241 = zext i1 %240 to i64
  %242 = icmp ne i64 %134, 0
  %243 = zext i1 %242 to i64
  %244 = or i64 %236, %243
  %245 = or i64 %244, %241
  %246 = trunc i64 %245 to i32
  %247 = lshr i64 %236, 32
  %248 = trunc i64 %247 to i32
  br label %269

249:                                              ; preds = %231
  %250 = zext i32 %219 to i64
  %251 = lshr i64 %133, %250
  %252 = lshr i64 %134, %250
  %253 = sub nuw nsw i32 64, %219
  %254 = zext i32 %253 to i64
  %255 = shl i64 %133, %254
  %256 = or i64 %255, %252
  %257 = shl nsw i64 -1, %250
  %258 = xor i64 %257, -1
  %259 = and i64 %134, %258
  %260 = icmp ne i64 %259, 0
  %261 = zext i1 %260 to i64
  %262 = or i64 %256, %261
  %263 = trunc i64 %262 to i32
  %264 = lshr i64 %256, 32
  %265 = trunc i64 %264 to i32
  %266 = trunc i64 %251 to i32
  %267 = lshr i64 %251, 32
  %268 = trunc i64 %267 to i32
  br label %269

269:                                              ; preds = %249, %233, %227, %221, %210
  %270 = phi i32 [ %215, %210 ], [ %222, %221 ], [ %230, %227 ], [ %246, %233 ], [ %263, %249 ]
  %271 = phi i32 [ %217, %210 ], [ %224, %221 ], [ 0, %227 ], [ %248, %233 ], [ %265, %249 ]
  %272 = phi i32 [ %135, %210 ], [ %135, %221 ], [ 0, %227 ], [ 0, %233 ], [ %266, %249 ]
  %273 = phi i32 [ %137, %210 ], [ %137, %221 ], [ 0, %227 ], [ 0, %233 ], [ %268, %249 ]
  %274 = phi i32 [ %139, %210 ], [ %167, %221 ], [ %167, %227 ], [ %167, %233 ], [ %167, %249 ]
  %275 = phi i32 [ %212, %210 ], [ %172, %221 ], [ %172, %227 ], [ %172, %233 ], [ %172, %249 ]
  %276 = phi i32 [ %211, %210 ], [ %170, %221 ], [ %170, %227 ], [ %170, %233 ], [ %170, %249 ]
  %277 = phi i32 [ %213, %210 ], [ 0, %221 ], [ 0, %227 ], [ 0, %233 ], [ 0, %249 ]
  %278 = phi i32 [ %214, %210 ], [ 0, %221 ], [ 0, %227 ], [ 0, %233 ], [ 0, %249 ]
  %279 = icmp eq i32 %10, %173
  %280 = zext i32 %273 to i64
  %281 = shl nuw i64 %280, 32
  %282 = zext i32 %272 to i64
  br i1 %279, label %283, label %305

283:                                              ; preds = %269
  %284 = zext i32 %275 to i64
  %285 = shl nuw i64 %284, 32
  %286 = zext i32 %276 to i64
  %287 = or i64 %281, %282
  %288 = add i64 %287, %286
  %289 = add i64 %288, %285
  %290 = zext i32 %271 to i64
  %291 = shl nuw i64 %290, 32
  %292 = zext i32 %270 to i64
  %293 = or i64 %291, %292
  %294 = zext i32 %278 to i64
  %295 = shl nuw i64 %294, 32
  %296 = zext i32 %277 to i64
  %297 = add i64 %293, %296
  %298 = add i64 %297, %295
  %299 = icmp ult i64 %298, %293
  %300 = zext i1 %299 to i64
  %301 = add i64 %289, %300
  %302 = trunc i64 %301 to i32
  %303 = lshr i64 %301, 32
  %304 = trunc i64 %303 to i32
  br label %357

305:                                              ; preds = %269
  %306 = or i64 %281, %282
  %307 = zext i32 %275 to i64
  %308 = shl nuw i64 %307, 32
  %309 = zext i32 %276 to i64
  %310 = or i64 %308, %309
  %311 = icmp ult i64 %306, %310
  br i1 %311, label %312, label %321

312:                                              ; preds = %305
  %313 = zext i32 %278 to i64
  %314 = shl nuw i64 %313, 32
  %315 = zext i32 %277 to i64
  %316 = or i64 %314, %315
  %317 = zext i32 %271 to i64
  %318 = shl nuw i64 %317, 32
  %319 = zext i32 %270 to i64
  %320 = or i64 %318, %319
  br label %344

321:                                              ; preds = %305
  %322 = icmp eq i64 %306, %310
  %323 = zext i32 %271 to i64
  %324 = shl nuw i64 %323, 32
  %325 = zext i32 %270 to i64
  %326 = or i64 %324, %325
  %327 = zext i32 %278 to i64
  %328 = shl nuw i64 %327, 32
  %329 = zext i32 %277 to i64
  %330 = or i64 %328, %329
  %331 = icmp ult i64 %326, %330
  %332 = select i1 %322, i1 %331, i1 false
  br i1 %332, label %344, label %333

333:                                              ; preds = %321
  %334 = mul i64 %307, -4294967296
  %335 = icmp ult i64 %326, %330
  %336 = sext i1 %335 to i64
  %337 = sub i64 %306, %309
  %338 = add i64 %337, %334
  %339 = add i64 %338, %336
  %340 = sub i64 %326, %330
  %341 = trunc i64 %339 to i32
  %342 = lshr i64 %339, 32
  %343 = trunc i64 %342 to i32
  br label %357

344:                                              ; preds = %321, %312
  %345 = phi i64 [ %320, %312 ], [ %326, %321 ]
  %346 = phi i64 [ %316, %312 ], [ %330, %321 ]
  %347 = mul i64 %280, -4294967296
  %348 = icmp ult i64 %346, %345
  %349 = sext i1 %348 to i64
  %350 = sub i64 %347, %282
  %351 = add i64 %350, %310
  %352 = add i64 %351, %349
  %353 = sub i64 %346, %345
  %354 = trunc i64 %352 to i32
  %355 = lshr i64 %352, 32
  %356 = trunc i64 %355 to i32
  br label %357

357:                                              ; preds = %333, %344, %283
  %358 = phi i32 [ %341, %333 ], [ %354, %344 ], [ %302, %283 ]
  %359 = phi i32 [ %343, %333 ], [ %356, %344 ], [ %304, %283 ]
  %360 = phi i64 [ %340, %333 ], [ %353, %344 ], [ %298, %283 ]
  %361 = phi i32 [ %10, %333 ], [ %173, %344 ], [ %10, %283 ]
  %362 = zext i32 %359 to i64
  %363 = shl nuw i64 %362, 32
  %364 = zext i32 %358 to i64
  %365 = or i64 %363, %364
  %366 = or i64 %365, %360
  %367 = icmp eq i64 %366, 0
  %368 = trunc i64 %360 to i32
  %369 = lshr i64 %360, 32
  %370 = trunc i64 %369 to i32
  br i1 %367, label %462, label %371

371:                                              ; preds = %357, %140
  %372 = phi i64 [ %364, %357 ], [ %145, %140 ]
  %373 = phi i64 [ %363, %357 ], [ %144, %140 ]
  %374 = phi i32 [ %274, %357 ], [ %139, %140 ]
  %375 = phi i32 [ %359, %357 ], [ %137, %140 ]
  %376 = phi i32 [ %358, %357 ], [ %135, %140 ]
  %377 = phi i32 [ %368, %357 ], [ %141, %140 ]
  %378 = phi i32 [ %370, %357 ], [ %143, %140 ]
  %379 = phi i32 [ %361, %357 ], [ %10, %140 ]
  %380 = or i64 %373, %372
  %381 = icmp eq i64 %380, 0
  br i1 %381, label %388, label %382

382:                                              ; preds = %371
  %383 = icmp eq i32 %375, 0
  %384 = tail call i32 @llvm.ctlz.i32(i32 %375, i1 true) #5, !range !1
  %385 = tail call i32 @llvm.ctlz.i32(i32 %376, i1 false) #5, !range !1
  %386 = add nuw nsw i32 %385, 32
  %387 = select i1 %383, i32 %386, i32 %384
  br label %395

388:                                              ; preds = %371
  %389 = icmp eq i32 %378, 0
  %390 = tail call i32 @llvm.ctlz.i32(i32 %378, i1 true) #5, !range !1
  %391 = tail call i32 @llvm.ctlz.i32(i32 %377, i1 false) #5, !range !1
  %392 = add nuw nsw i32 %391, 32
  %393 = select i1 %389, i32 %392, i32 %390
  %394 = add nuw nsw i32 %393, 64
  br label %395

395:                                              ; preds = %388, %382
  %396 = phi i32 [ %387, %382 ], [ %394, %388 ]
  %397 = add nsw i32 %396, -1
  %398 = zext i32 %377 to i64
  %399 = zext i32 %378 to i64
  %400 = shl nuw i64 %399, 32
  %401 = or i64 %400, %398
  %402 = icmp ugt i32 %397, 63
  br i1 %402, label %403, label %407

403:                                              ; preds = %395
  %404 = add nsw i32 %396, -65
  %405 = zext i32 %404 to i64
  %406 = shl i64 %401, %405
  br label %417

407:                                              ; preds = %395
  %408 = icmp eq i32 %397, 0
  br i1 %408, label %417, label %409

409:                                              ; preds = %407
  %410 = zext i32 %397 to i64
  %411 = shl i64 %380, %410
  %412 = sub nuw nsw i32 65, %396
  %413 = zext i32 %412 to i64
  %414 = lshr i64 %401, %413
  %415 = or i64 %414, %411
  %416 = shl i64 %401, %410
  br label %417

417:                                              ; preds = %407, %403, %409
  %418 = phi i64 [ %406, %403 ], [ %415, %409 ], [ %380, %407 ]
  %419 = phi i64 [ 0, %403 ], [ %416, %409 ], [ %401, %407 ]
  %420 = sub nsw i32 %374, %396
  %421 = add nsw i32 %420, 3
  %422 = icmp ne i64 %419, 0
  %423 = zext i1 %422 to i64
  %424 = or i64 %418, %423
  %425 = add nsw i32 %420, -2044
  %426 = icmp ult i32 %425, -2046
  br i1 %426, label %427, label %448

427:                                              ; preds = %417
  %428 = icmp sgt i32 %420, -3
  br i1 %428, label %429, label %433

429:                                              ; preds = %427
  %430 = or i32 %379, 2146435072
  %431 = zext i32 %430 to i64
  %432 = shl nuw i64 %431, 32
  br label %462

433:                                              ; preds = %427
  %434 = icmp ult i32 %420, -65
  br i1 %434, label %435, label %438

435:                                              ; preds = %433
  %436 = icmp ne i64 %424, 0
  %437 = zext i1 %436 to i64
  br label %448

438:                                              ; preds = %433
  %439 = sub nuw nsw i32 -2, %420
  %440 = zext i32 %439 to i64
  %441 = lshr i64 %424, %440
  %442 = shl nsw i64 -1, %440
  %443 = xor i64 %442, -1
  %444 = and i64 %424, %443
  %445 = icmp ne i64 %444, 0
  %446 = zext i1 %445 to i64
  %447 = or i64 %441, %446
  br label %448

448:                                              ; preds = %438, %435, %417
  %449 = phi i32 [ %421, %417 ], [ 1, %435 ], [ 1, %438 ]
  %450 = phi i64 [ %424, %417 ], [ %437, %435 ], [ %447, %438 ]
  %451 = lshr i64 %450, 10
  %452 = and i64 %451, 1
  %453 = add i64 %450, 511
  %454 = add i64 %453, %452
  %455 = shl nuw nsw i32 %449, 20
  %456 = add i32 %379, -1048576
  %457 = add i32 %456, %455
  %458 = zext i32 %457 to i64
  %459 = shl nuw i64 %458, 32
  %460 = lshr i64 %454, 10
  %461 = add i64 %460, %459
  br label %462

462:                                              ; preds = %31, %21, %13, %48, %26, %18, %3, %357, %429, %448, %53, %62, %46, %57, %61
  %463 = phi i64 [ %56, %53 ], [ %65, %62 ], [ 9221120237041090560, %46 ], [ %2, %57 ], [ %2, %61 ], [ 0, %357 ], [ %432, %429 ], [ %461, %448 ], [ 9221120237041090560, %3 ], [ 9221120237041090560, %18 ], [ 9221120237041090560, %26 ], [ 9221120237041090560, %48 ], [ 9221120237041090560, %13 ], [ 9221120237041090560, %21 ], [ 9221120237041090560, %31 ]
  ret i64 %463
}

; Function Attrs: nofree nosync nounwind readnone
define dso_local i64 @__cpu0_rem_f64(i64 noundef zeroext %0, i64 noundef zeroext %1) local_unnamed_addr #1 {
  %3 = and i64 %0, 9223372036854775807
  %4 = and i64 %1, 9223372036854775807
  %5 = lshr i64 %0, 32
  %6 = trunc i64 %5 to i32
  %7 = and i32 %6, -2147483648
  %8 = icmp ugt i64 %3, 9218868437227405311
  %9 = add nsw i64 %4, -9218868437227405313
  %10 = icmp ult i64 %9, -9218868437227405312
  %11 = or i1 %8, %10
  br i1 %11, label %219, label %12

12:                                               ; preds = %2
  %13 = icmp ult i64 %3, %4
  br i1 %13, label %219, label %14

14:                                               ; preds = %12
  %15 = lshr i64 %0, 52
  %16 = trunc i64 %15 to i32
  %17 = and i32 %16, 2047
  %18 = and i64 %0, 4503599627370495
  %19 = icmp eq i32 %17, 0
  br i1 %19, label %22, label %20

20:                                               ; preds = %14
  %21 = or i64 %18, 4503599627370496
  br label %35

22:                                               ; preds = %14
  %23 = lshr i64 %18, 32
  %24 = trunc i64 %23 to i32
  %25 = icmp eq i32 %24, 0
  %26 = tail call i32 @llvm.ctlz.i32(i32 %24, i1 true) #5, !range !1
  %27 = trunc i64 %0 to i32
  %28 = tail call i32 @llvm.ctlz.i32(i32 %27, i1 false) #5, !range !1
  %29 = add nuw nsw i32 %28, 32
  %30 = select i1 %25, i32 %29, i32 %26
  %31 = add nsw i32 %30, -11
  %32 = sub nsw i32 12, %30
  %33 = zext i32 %31 to i64
  %34 = shl i64 %18, %33
  br label %35

35:                                               ; preds = %20, %22
  %36 = phi i32 [ %32, %22 ], [ %17, %20 ]
  %37 = phi i64 [ %34, %22 ], [ %21, %20 ]
  %38 = lshr i64 %1, 52
  %39 = trunc i64 %38 to i32
  %40 = and i32 %39, 2047
  %41 = and i64 %1, 4503599627370495
  %42 = icmp eq i32 %40, 0
  br i1 %42, label %45, label %43

43:                                               ; preds = %35
  %44 = or i64 %41, 4503599627370496
  br label %58

45:                                               ; preds = %35
  %46 = lshr i64 %41, 32
  %47 = trunc i64 %46 to i32
  %48 = icmp eq i32 %47, 0
  %49 = tail call i32 @llvm.ctlz.i32(i32 %47, i1 true) #5, !range !1
  %50 = trunc i64 %1 to i32
  %51 = tail call i32 @llvm.ctlz.i32(i32 %50, i1 false) #5, !range !1
  %52 = add nuw nsw i32 %51, 32
  %53 = select i1 %48, i32 %52, i32 %49
  %54 = add nsw i32 %53, -11
  %55 = sub nsw i32 12, %53
  %56 = zext i32 %54 to i64
  %57 = shl i64 %41, %56
  br label %58

58:                                               ; preds = %43, %45
  %59 = phi i32 [ %55, %45 ], [ %40, %43 ]
  %60 = phi i64 [ %57, %45 ], [ %44, %43 ]
  %61 = sub nsw i32 %36, %59
  %62 = lshr i64 %60, 21
  %63 = trunc i64 %62 to i32
  %64 = lshr i32 %63, 16
  %65 = udiv i32 -1, %64
  %66 = shl i32 %65, 15
  %67 = and i64 %62, 4294967295
  %68 = zext i32 %66 to i64
  %69 = mul nuw i64 %67, %68
  %70 = lshr i64 %69, 32
  %71 = trunc i64 %70 to i32
  %72 = mul i32 %66, %63
  %73 = icmp ne i32 %72, 0
  %74 = sext i1 %73 to i32
  %75 = sub i32 %74, %71
  %76 = sub i32 0, %72
  %77 = tail call i32 @llvm.fshl.i32(i32 %75, i32 %76, i32 1) #5
  %78 = zext i32 %77 to i64
  %79 = mul nuw i64 %78, %68
  %80 = lshr i64 %79, 32
  %81 = trunc i64 %80 to i32
  %82 = icmp slt i32 %77, 0
  %83 = select i1 %82, i32 0, i32 %66
  %84 = add i32 %83, %81
  %85 = zext i32 %84 to i64
  %86 = mul nuw i64 %67, %85
  %87 = lshr i64 %86, 32
  %88 = trunc i64 %87 to i32
  %89 = mul i32 %84, %63
  %90 = icmp ne i32 %89, 0
  %91 = sext i1 %90 to i32
  %92 = sub i32 %91, %88
  %93 = sub i32 0, %89
  %94 = tail call i32 @llvm.fshl.i32(i32 %92, i32 %93, i32 1) #5
  %95 = zext i32 %94 to i64
  %96 = mul nuw i64 %95, %85
  %97 = lshr i64 %96, 32
  %98 = trunc i64 %97 to i32
  %99 = icmp slt i32 %94, 0
  %100 = select i1 %99, i32 0, i32 %84
  %101 = add i32 %100, %98
  %102 = icmp ult i64 %37, %60
  %103 = select i1 %102, i64 0, i64 %60
  %104 = sub i64 %37, %103
  %105 = icmp ugt i32 %61, 29
  %106 = zext i32 %101 to i64
  %107 = and i64 %60, 4294967295
  %108 = lshr i64 %60, 32
  %109 = trunc i64 %108 to i32
  br i1 %105, label %110, label %136

110:                                              ; preds = %58, %133
  %111 = phi i64 [ %130, %133 ], [ %104, %58 ]
  %112 = phi i32 [ %134, %133 ], [ %61, %58 ]
  %113 = lshr i64 %111, 22
  %114 = and i64 %113, 4294967295
  %115 = mul nuw i64 %114, %106
  %116 = lshr i64 %115, 32
  %117 = trunc i64 %116 to i32
  %118 = shl i64 %111, 30
  %119 = mul nuw i64 %116, %107
  %120 = mul i32 %117, %109
  %121 = zext i32 %120 to i64
  %122 = mul i64 %121, -4294967296
  %123 = sub i64 %118, %119
  %124 = add i64 %123, %122
  br label %125

125:                                              ; preds = %125, %110
  %126 = phi i64 [ %124, %110 ], [ %128, %125 ]
  %127 = icmp slt i64 %126, 0
  %128 = add nsw i64 %126, %60
  br i1 %127, label %125, label %129, !llvm.loop !2

129:                                              ; preds = %125, %129
  %130 = phi i64 [ %132, %129 ], [ %126, %125 ]
  %131 = icmp ult i64 %130, %60
  %132 = sub nsw i64 %130, %60
  br i1 %131, label %133, label %129, !llvm.loop !4

133:                                              ; preds = %129
  %134 = add i32 %112, -30
  %135 = icmp ugt i32 %134, 29
  br i1 %135, label %110, label %136, !llvm.loop !5

136:                                              ; preds = %133, %58
  %137 = phi i32 [ %61, %58 ], [ %134, %133 ]
  %138 = phi i64 [ %104, %58 ], [ %130, %133 ]
  %139 = lshr i64 %138, 22
  %140 = and i64 %139, 4294967295
  %141 = mul nuw i64 %140, %106
  %142 = lshr i64 %141, 32
  %143 = trunc i64 %142 to i32
  %144 = sub nuw nsw i32 30, %137
  %145 = lshr i32 %143, %144
  %146 = zext i32 %137 to i64
  %147 = shl i64 %138, %146
  %148 = zext i32 %145 to i64
  %149 = mul nuw nsw i64 %107, %148
  %150 = mul i32 %145, %109
  %151 = zext i32 %150 to i64
  %152 = mul i64 %151, -4294967296
  %153 = sub i64 %147, %149
  %154 = add i64 %153, %152
  br label %155

155:                                              ; preds = %155, %136
  %156 = phi i64 [ %154, %136 ], [ %158, %155 ]
  %157 = icmp slt i64 %156, 0
  %158 = add nsw i64 %156, %60
  br i1 %157, label %155, label %159, !llvm.loop !2

159:                                              ; preds = %155, %159
  %160 = phi i64 [ %162, %159 ], [ %156, %155 ]
  %161 = icmp ult i64 %160, %60
  %162 = sub nsw i64 %160, %60
  br i1 %161, label %163, label %159, !llvm.loop !4

163:                                              ; preds = %159
  %164 = icmp eq i64 %160, 0
  br i1 %164, label %165, label %168

165:                                              ; preds = %163
  %166 = zext i32 %7 to i64
  %167 = shl nuw i64 %166, 32
  br label %219

168:                                              ; preds = %163
  %169 = lshr i64 %160, 32
  %170 = trunc i64 %169 to i32
  %171 = icmp eq i32 %170, 0
  %172 = tail call i32 @llvm.ctlz.i32(i32 %170, i1 true) #5, !range !1
  %173 = trunc i64 %160 to i32
  %174 = tail call i32 @llvm.ctlz.i32(i32 %173, i1 false) #5, !range !1
  %175 = add nuw nsw i32 %174, 32
  %176 = select i1 %171, i32 %175, i32 %172
  %177 = add nsw i32 %176, -1
  %178 = sub nsw i32 %59, %176
  %179 = add nsw i32 %178, 11
  %180 = zext i32 %177 to i64
  %181 = shl i64 %160, %180
  %182 = add nsw i32 %178, -2036
  %183 = icmp ult i32 %182, -2046
  br i1 %183, label %184, label %205

184:                                              ; preds = %168
  %185 = icmp sgt i32 %178, -11
  br i1 %185, label %186, label %190

186:                                              ; preds = %184
  %187 = or i32 %7, 2146435072
  %188 = zext i32 %187 to i64
  %189 = shl nuw i64 %188, 32
  br label %219

190:                                              ; preds = %184
  %191 = icmp ult i32 %178, -73
  br i1 %191, label %192, label %195

192:                                              ; preds = %190
  %193 = icmp ne i64 %181, 0
  %194 = zext i1 %193 to i64
  br label %205

195:                                              ; preds = %190
  %196 = sub nuw nsw i32 -10, %178
  %197 = zext i32 %196 to i64
  %198 = lshr i64 %181, %197
  %199 = shl nsw i64 -1, %197
  %200 = xor i64 %199, -1
  %201 = and i64 %181, %200
  %202 = icmp ne i64 %201, 0
  %203 = zext i1 %202 to i64
  %204 = or i64 %198, %203
  br label %205

205:                                              ; preds = %195, %192, %168
  %206 = phi i32 [ %179, %168 ], [ 1, %192 ], [ 1, %195 ]
  %207 = phi i64 [ %181, %168 ], [ %194, %192 ], [ %204, %195 ]
  %208 = lshr i64 %207, 10
  %209 = and i64 %208, 1
  %210 = add i64 %207, 511
  %211 = add i64 %210, %209
  %212 = shl nuw nsw i32 %206, 20
  %213 = add i32 %7, -1048576
  %214 = add i32 %213, %212
  %215 = zext i32 %214 to i64
  %216 = shl nuw i64 %215, 32
  %217 = lshr i64 %211, 10
  %218 = add i64 %217, %216
  br label %219

219:                                              ; preds = %165, %186, %205, %12, %2
  %220 = phi i64 [ 9221120237041090560, %2 ], [ %0, %12 ], [ %167, %165 ], [ %189, %186 ], [ %218, %205 ]
  ret i64 %220
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_trunc_f64(i64 noundef zeroext %0) local_unnamed_addr #2 {
  %2 = lshr i64 %0, 32
  %3 = trunc i64 %2 to i32
  %4 = lshr i32 %3, 20
  %5 = and i32 %4, 2047
  %6 = icmp ugt i32 %5, 1074
  br i1 %6, label %7, label %16

7:                                                ; preds = %1
  %8 = and i32 %3, 2147483647
  %9 = icmp ugt i32 %8, 2146435072
  br i1 %9, label %29, label %10

10:                                               ; preds = %7
  %11 = icmp ne i32 %8, 2146435072
  %12 = trunc i64 %0 to i32
  %13 = icmp eq i32 %12, 0
  %14 = or i1 %13, %11
  %15 = select i1 %14, i64 %0, i64 9221120237041090560
  br label %29

16:                                               ; preds = %1
  %17 = and i64 %0, -9223372036854775808
  %18 = icmp ult i32 %5, 1023
  br i1 %18, label %29, label %19

19:                                               ; preds = %16
  %20 = sub nuw nsw i32 1075, %5
  %21 = zext i32 %20 to i64
  %22 = shl nuw nsw i64 1, %21
  %23 = add nsw i64 %22, -1
  %24 = and i64 %23, %0
  %25 = icmp eq i64 %24, 0
  br i1 %25, label %29, label %26

26:                                               ; preds = %19
  %27 = sub nsw i64 0, %22
  %28 = and i64 %27, %0
  br label %29

29:                                               ; preds = %16, %7, %10, %19, %26
  %30 = phi i64 [ %0, %19 ], [ %28, %26 ], [ 9221120237041090560, %7 ], [ %15, %10 ], [ %17, %16 ]
  ret i64 %30
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_floor_f64(i64 noundef zeroext %0) local_unnamed_addr #2 {
  %2 = lshr i64 %0, 32
  %3 = trunc i64 %2 to i32
  %4 = lshr i32 %3, 20
  %5 = and i32 %4, 2047
  %6 = and i64 %0, -9223372036854775808
  %7 = icmp ugt i32 %5, 1074
  br i1 %7, label %8, label %17

8:                                                ; preds = %1
  %9 = and i32 %3, 2147483647
  %10 = icmp ugt i32 %9, 2146435072
  br i1 %10, label %39, label %11

11:                                               ; preds = %8
  %12 = icmp ne i32 %9, 2146435072
  %13 = trunc i64 %0 to i32
  %14 = icmp eq i32 %13, 0
  %15 = or i1 %14, %12
  %16 = select i1 %15, i64 %0, i64 9221120237041090560
  br label %39

17:                                               ; preds = %1
  %18 = icmp ult i32 %5, 1023
  br i1 %18, label %19, label %26

19:                                               ; preds = %17
  %20 = and i64 %0, 9223372036854775807
  %21 = icmp ne i64 %20, 0
  %22 = icmp slt i64 %0, 0
  %23 = and i1 %22, %21
  %24 = or i64 %6, 4607182418800017408
  %25 = select i1 %23, i64 %24, i64 %6
  br label %39

26:                                               ; preds = %17
  %27 = sub nuw nsw i32 1075, %5
  %28 = zext i32 %27 to i64
  %29 = shl nuw nsw i64 1, %28
  %30 = add nsw i64 %29, -1
  %31 = and i64 %30, %0
  %32 = icmp eq i64 %31, 0
  br i1 %32, label %39, label %33

33:                                               ; preds = %26
  %34 = sub nsw i64 0, %29
  %35 = and i64 %34, %0
  %36 = icmp slt i64 %0, 0
  %37 = select i1 %36, i64 %29, i64 0
  %38 = add i64 %35, %37
  br label %39

39:                                               ; preds = %19, %8, %11, %26, %33
  %40 = phi i64 [ %0, %26 ], [ %38, %33 ], [ 9221120237041090560, %8 ], [ %16, %11 ], [ %25, %19 ]
  ret i64 %40
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_ceil_f64(i64 noundef zeroext %0) local_unnamed_addr #2 {
  %2 = lshr i64 %0, 32
  %3 = trunc i64 %2 to i32
  %4 = lshr i32 %3, 20
  %5 = and i32 %4, 2047
  %6 = and i64 %0, -9223372036854775808
  %7 = icmp ugt i32 %5, 1074
  br i1 %7, label %8, label %17

8:                                                ; preds = %1
  %9 = and i32 %3, 2147483647
  %10 = icmp ugt i32 %9, 2146435072
  br i1 %10, label %39, label %11

11:                                               ; preds = %8
  %12 = icmp ne i32 %9, 2146435072
  %13 = trunc i64 %0 to i32
  %14 = icmp eq i32 %13, 0
  %15 = or i1 %14, %12
  %16 = select i1 %15, i64 %0, i64 9221120237041090560
  br label %39

17:                                               ; preds = %1
  %18 = icmp ult i32 %5, 1023
  br i1 %18, label %19, label %26

19:                                               ; preds = %17
  %20 = and i64 %0, 9223372036854775807
  %21 = icmp ne i64 %20, 0
  %22 = icmp sgt i64 %0, -1
  %23 = and i1 %22, %21
  %24 = or i64 %6, 4607182418800017408
  %25 = select i1 %23, i64 %24, i64 %6
  br label %39

26:                                               ; preds = %17
  %27 = sub nuw nsw i32 1075, %5
  %28 = zext i32 %27 to i64
  %29 = shl nuw nsw i64 1, %28
  %30 = add nsw i64 %29, -1
  %31 = and i64 %30, %0
  %32 = icmp eq i64 %31, 0
  br i1 %32, label %39, label %33

33:                                               ; preds = %26
  %34 = sub nsw i64 0, %29
  %35 = and i64 %34, %0
  %36 = icmp slt i64 %0, 0
  %37 = select i1 %36, i64 0, i64 %29
  %38 = add i64 %35, %37
  br label %39

39:                                               ; preds = %19, %8, %11, %26, %33
  %40 = phi i64 [ %0, %26 ], [ %38, %33 ], [ 9221120237041090560, %8 ], [ %16, %11 ], [ %25, %19 ]
  ret i64 %40
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_nearest_f64(i64 noundef zeroext %0) local_unnamed_addr #2 {
  %2 = lshr i64 %0, 32
  %3 = trunc i64 %2 to i32
  %4 = lshr i32 %3, 20
  %5 = and i32 %4, 2047
  %6 = and i64 %0, -9223372036854775808
  %7 = icmp ugt i32 %5, 1074
  br i1 %7, label %8, label %17

8:                                                ; preds = %1
  %9 = and i32 %3, 2147483647
  %10 = icmp ugt i32 %9, 2146435072
  br i1 %10, label %40, label %11

11:                                               ; preds = %8
  %12 = icmp ne i32 %9, 2146435072
  %13 = trunc i64 %0 to i32
  %14 = icmp eq i32 %13, 0
  %15 = or i1 %14, %12
  %16 = select i1 %15, i64 %0, i64 9221120237041090560
  br label %40

17:                                               ; preds = %1
  %18 = icmp ult i32 %5, 1023
  br i1 %18, label %19, label %24

19:                                               ; preds = %17
  %20 = shl i64 %0, 1
  %21 = icmp ugt i64 %20, 9205357638345293824
  %22 = or i64 %6, 4607182418800017408
  %23 = select i1 %21, i64 %22, i64 %6
  br label %40

24:                                               ; preds = %17
  %25 = sub nuw nsw i32 1075, %5
  %26 = zext i32 %25 to i64
  %27 = shl nuw nsw i64 1, %26
  %28 = add nsw i64 %27, -1
  %29 = and i64 %28, %0
  %30 = icmp eq i64 %29, 0
  br i1 %30, label %40, label %31

31:                                               ; preds = %24
  %32 = sub nsw i64 0, %27
  %33 = lshr i64 %27, 1
  %34 = lshr i64 %0, %26
  %35 = and i64 %34, 1
  %36 = add i64 %0, -1
  %37 = add i64 %36, %33
  %38 = add i64 %37, %35
  %39 = and i64 %38, %32
  br label %40

40:                                               ; preds = %19, %8, %11, %24, %31
  %41 = phi i64 [ %0, %24 ], [ %39, %31 ], [ 9221120237041090560, %8 ], [ %16, %11 ], [ %23, %19 ]
  ret i64 %41
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_round_f64(i64 noundef zeroext %0) local_unnamed_addr #2 {
  %2 = lshr i64 %0, 32
  %3 = trunc i64 %2 to i32
  %4 = lshr i32 %3, 20
  %5 = and i32 %4, 2047
  %6 = and i64 %0, -9223372036854775808
  %7 = icmp ugt i32 %5, 1074
  br i1 %7, label %8, label %17

8:                                                ; preds = %1
  %9 = and i32 %3, 2147483647
  %10 = icmp ugt i32 %9, 2146435072
  br i1 %10, label %35, label %11

11:                                               ; preds = %8
  %12 = icmp ne i32 %9, 2146435072
  %13 = trunc i64 %0 to i32
  %14 = icmp eq i32 %13, 0
  %15 = or i1 %14, %12
  %16 = select i1 %15, i64 %0, i64 9221120237041090560
  br label %35

17:                                               ; preds = %1
  %18 = icmp ult i32 %5, 1023
  br i1 %18, label %19, label %23

19:                                               ; preds = %17
  %20 = icmp eq i32 %5, 1022
  %21 = or i64 %6, 4607182418800017408
  %22 = select i1 %20, i64 %21, i64 %6
  br label %35

23:                                               ; preds = %17
  %24 = sub nuw nsw i32 1075, %5
  %25 = zext i32 %24 to i64
  %26 = shl nuw nsw i64 1, %25
  %27 = add nsw i64 %26, -1
  %28 = and i64 %27, %0
  %29 = icmp eq i64 %28, 0
  br i1 %29, label %35, label %30

30:                                               ; preds = %23
  %31 = sub nsw i64 0, %26
  %32 = lshr i64 %26, 1
  %33 = add i64 %32, %0
  %34 = and i64 %33, %31
  br label %35

35:                                               ; preds = %19, %8, %11, %23, %30
  %36 = phi i64 [ %0, %23 ], [ %34, %30 ], [ 9221120237041090560, %8 ], [ %16, %11 ], [ %22, %19 ]
  ret i64 %36
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_cmp_f64(i64 noundef zeroext %0, i64 noundef zeroext %1) local_unnamed_addr #2 {
  %3 = lshr i64 %0, 32
  %4 = trunc i64 %3 to i32
  %5 = trunc i64 %0 to i32
  %6 = lshr i64 %1, 32
  %7 = trunc i64 %6 to i32
  %8 = trunc i64 %1 to i32
  %9 = shl i32 %4, 1
  %10 = icmp ne i32 %5, 0
  %11 = zext i1 %10 to i32
  %12 = or i32 %9, %11
  %13 = icmp ult i32 %12, -2097151
  br i1 %13, label %14, label %45

14:                                               ; preds = %2
  %15 = shl i32 %7, 1
  %16 = icmp ne i32 %8, 0
  %17 = zext i1 %16 to i32
  %18 = or i32 %15, %17
  %19 = icmp ult i32 %18, -2097151
  br i1 %19, label %20, label %45

20:                                               ; preds = %14
  %21 = icmp eq i32 %4, %7
  %22 = icmp eq i32 %5, %8
  %23 = and i1 %22, %21
  br i1 %23, label %45, label %24

24:                                               ; preds = %20
  %25 = or i64 %6, %3
  %26 = trunc i64 %25 to i32
  %27 = shl i32 %26, 1
  %28 = or i64 %1, %0
  %29 = trunc i64 %28 to i32
  %30 = or i32 %27, %29
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %45, label %32

32:                                               ; preds = %24
  %33 = and i64 %3, 2147483648
  %34 = and i64 %33, %6
  %35 = icmp eq i64 %34, 0
  %36 = icmp ugt i32 %4, %7
  %37 = icmp ugt i32 %5, %8
  %38 = icmp slt i32 %4, %7
  %39 = icmp ult i32 %5, %8
  %40 = select i1 %35, i1 %39, i1 %37
  %41 = select i1 %35, i1 %38, i1 %36
  %42 = and i1 %40, %21
  %43 = or i1 %41, %42
  %44 = select i1 %43, i32 1, i32 4
  br label %45

45:                                               ; preds = %24, %20, %2, %14, %32
  %46 = phi i32 [ %44, %32 ], [ 8, %14 ], [ 8, %2 ], [ 2, %20 ], [ 2, %24 ]
  ret i32 %46
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_min_f64(i64 noundef zeroext %0, i64 noundef zeroext %1) local_unnamed_addr #2 {
  %3 = lshr i64 %0, 32
  %4 = trunc i64 %3 to i32
  %5 = trunc i64 %0 to i32
  %6 = lshr i64 %1, 32
  %7 = trunc i64 %6 to i32
  %8 = trunc i64 %1 to i32
  %9 = shl i32 %4, 1
  %10 = icmp ne i32 %5, 0
  %11 = zext i1 %10 to i32
  %12 = or i32 %9, %11
  %13 = icmp ult i32 %12, -2097151
  br i1 %13, label %14, label %39

14:                                               ; preds = %2
  %15 = shl i32 %7, 1
  %16 = icmp ne i32 %8, 0
  %17 = zext i1 %16 to i32
  %18 = or i32 %15, %17
  %19 = icmp ult i32 %18, -2097151
  br i1 %19, label %20, label %39

20:                                               ; preds = %14
  %21 = and i64 %3, 2147483648
  %22 = and i64 %21, %6
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %30, label %24

24:                                               ; preds = %20
  %25 = icmp ugt i32 %7, %4
  %26 = icmp eq i32 %7, %4
  %27 = icmp ugt i32 %8, %5
  %28 = and i1 %27, %26
  %29 = or i1 %25, %28
  br label %36

30:                                               ; preds = %20
  %31 = icmp slt i32 %7, %4
  %32 = icmp eq i32 %7, %4
  %33 = icmp ult i32 %8, %5
  %34 = and i1 %33, %32
  %35 = or i1 %31, %34
  br label %36

36:                                               ; preds = %24, %30
  %37 = phi i1 [ %29, %24 ], [ %35, %30 ]
  %38 = select i1 %37, i64 %1, i64 %0
  br label %39

39:                                               ; preds = %2, %14, %36
  %40 = phi i64 [ %38, %36 ], [ 9221120237041090560, %14 ], [ 9221120237041090560, %2 ]
  ret i64 %40
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_max_f64(i64 noundef zeroext %0, i64 noundef zeroext %1) local_unnamed_addr #2 {
  %3 = lshr i64 %0, 32
  %4 = trunc i64 %3 to i32
  %5 = trunc i64 %0 to i32
  %6 = lshr i64 %1, 32
  %7 = trunc i64 %6 to i32
  %8 = trunc i64 %1 to i32
  %9 = shl i32 %4, 1
  %10 = icmp ne i32 %5, 0
  %11 = zext i1 %10 to i32
  %12 = or i32 %9, %11
  %13 = icmp ult i32 %12, -2097151
  br i1 %13, label %14, label %39

14:                                               ; preds = %2
  %15 = shl i32 %7, 1
  %16 = icmp ne i32 %8, 0
  %17 = zext i1 %16 to i32
  %18 = or i32 %15, %17
  %19 = icmp ult i32 %18, -2097151
  br i1 %19, label %20, label %39

20:                                               ; preds = %14
  %21 = and i64 %3, 2147483648
  %22 = and i64 %21, %6
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %30, label %24

24:                                               ; preds = %20
  %25 = icmp ugt i32 %4, %7
  %26 = icmp eq i32 %4, %7
  %27 = icmp ugt i32 %5, %8
  %28 = and i1 %27, %26
  %29 = or i1 %25, %28
  br label %36

30:                                               ; preds = %20
  %31 = icmp slt i32 %4, %7
  %32 = icmp eq i32 %4, %7
  %33 = icmp ult i32 %5, %8
  %34 = and i1 %33, %32
  %35 = or i1 %31, %34
  br label %36

36:                                               ; preds = %24, %30
  %37 = phi i1 [ %29, %24 ], [ %35, %30 ]
  %38 = select i1 %37, i64 %1, i64 %0
  br label %39

39:                                               ; preds = %2, %14, %36
  %40 = phi i64 [ %38, %36 ], [ 9221120237041090560, %14 ], [ 9221120237041090560, %2 ]
  ret i64 %40
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_minnum_f64(i64 noundef zeroext %0, i64 noundef zeroext %1) local_unnamed_addr #2 {
  %3 = lshr i64 %0, 32
  %4 = trunc i64 %3 to i32
  %5 = trunc i64 %0 to i32
  %6 = lshr i64 %1, 32
  %7 = trunc i64 %6 to i32
  %8 = trunc i64 %1 to i32
  %9 = shl i32 %4, 1
  %10 = icmp ne i32 %5, 0
  %11 = zext i1 %10 to i32
  %12 = or i32 %9, %11
  %13 = icmp ult i32 %12, -2097151
  %14 = shl i32 %7, 1
  %15 = icmp ne i32 %8, 0
  %16 = zext i1 %15 to i32
  %17 = or i32 %14, %16
  %18 = icmp ult i32 %17, -2097151
  br i1 %13, label %21, label %19

19:                                               ; preds = %2
  %20 = select i1 %18, i64 %1, i64 9221120237041090560
  br label %41

21:                                               ; preds = %2
  br i1 %18, label %22, label %41

22:                                               ; preds = %21
  %23 = and i64 %3, 2147483648
  %24 = and i64 %23, %6
  %25 = icmp eq i64 %24, 0
  br i1 %25, label %32, label %26

26:                                               ; preds = %22
  %27 = icmp ugt i32 %7, %4
  %28 = icmp eq i32 %7, %4
  %29 = icmp ugt i32 %8, %5
  %30 = and i1 %29, %28
  %31 = or i1 %27, %30
  br label %38

32:                                               ; preds = %22
  %33 = icmp slt i32 %7, %4
  %34 = icmp eq i32 %7, %4
  %35 = icmp ult i32 %8, %5
  %36 = and i1 %35, %34
  %37 = or i1 %33, %36
  br label %38

38:                                               ; preds = %26, %32
  %39 = phi i1 [ %31, %26 ], [ %37, %32 ]
  %40 = select i1 %39, i64 %1, i64 %0
  br label %41

41:                                               ; preds = %21, %38, %19
  %42 = phi i64 [ %20, %19 ], [ %40, %38 ], [ %0, %21 ]
  ret i64 %42
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_maxnum_f64(i64 noundef zeroext %0, i64 noundef zeroext %1) local_unnamed_addr #2 {
  %3 = lshr i64 %0, 32
  %4 = trunc i64 %3 to i32
  %5 = trunc i64 %0 to i32
  %6 = lshr i64 %1, 32
  %7 = trunc i64 %6 to i32
  %8 = trunc i64 %1 to i32
  %9 = shl i32 %4, 1
  %10 = icmp ne i32 %5, 0
  %11 = zext i1 %10 to i32
  %12 = or i32 %9, %11
  %13 = icmp ult i32 %12, -2097151
  %14 = shl i32 %7, 1
  %15 = icmp ne i32 %8, 0
  %16 = zext i1 %15 to i32
  %17 = or i32 %14, %16
  %18 = icmp ult i32 %17, -2097151
  br i1 %13, label %21, label %19

19:                                               ; preds = %2
  %20 = select i1 %18, i64 %1, i64 9221120237041090560
  br label %41

21:                                               ; preds = %2
  br i1 %18, label %22, label %41

22:                                               ; preds = %21
  %23 = and i64 %3, 2147483648
  %24 = and i64 %23, %6
  %25 = icmp eq i64 %24, 0
  br i1 %25, label %32, label %26

26:                                               ; preds = %22
  %27 = icmp ugt i32 %4, %7
  %28 = icmp eq i32 %4, %7
  %29 = icmp ugt i32 %5, %8
  %30 = and i1 %29, %28
  %31 = or i1 %27, %30
  br label %38

32:                                               ; preds = %22
  %33 = icmp slt i32 %4, %7
  %34 = icmp eq i32 %4, %7
  %35 = icmp ult i32 %5, %8
  %36 = and i1 %35, %34
  %37 = or i1 %33, %36
  br label %38

38:                                               ; preds = %26, %32
  %39 = phi i1 [ %31, %26 ], [ %37, %32 ]
  %40 = select i1 %39, i64 %1, i64 %0
  br label %41

41:                                               ; preds = %21, %38, %19
  %42 = phi i64 [ %20, %19 ], [ %40, %38 ], [ %0, %21 ]
  ret i64 %42
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

attributes #0 = { mustprogress nofree nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 0, i32 33}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
