; ModuleID = 'arith.c'
source_filename = "arith.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@in32 = dso_local local_unnamed_addr global [11 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 100, i32 -100, i32 2147483647, i32 -2147483648, i32 123456789, i32 -98765], align 4
@nz32 = dso_local local_unnamed_addr global [10 x i32] [i32 1, i32 2, i32 3, i32 7, i32 10, i32 255, i32 65536, i32 2147483647, i32 -2147483648, i32 -1], align 4
@in64 = dso_local local_unnamed_addr global [12 x i64] [i64 0, i64 1, i64 -1, i64 1000000007, i64 -1000000007, i64 81985529216486895, i64 -81985529216486895, i64 9223372036854775807, i64 -9223372036854775808, i64 4294967296, i64 -4294967296, i64 99999999999], align 8
@div64 = dso_local local_unnamed_addr global [10 x i64] [i64 1, i64 -1, i64 3, i64 -3, i64 10, i64 1000000007, i64 -4294967296, i64 4294967297, i64 7, i64 9223372036854775807], align 8
@in8 = dso_local local_unnamed_addr global [6 x i8] c"\00\01\7F\80\C8\FF", align 1
@in16 = dso_local local_unnamed_addr global [7 x i16] [i16 0, i16 1, i16 -1, i16 32767, i16 -32768, i16 12345, i16 -4321], align 2
@hash32 = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = alloca [10 x i8], align 1
  %5 = alloca [10 x i8], align 1
  %6 = alloca [20 x i8], align 1
  %7 = alloca [20 x i8], align 1
  %8 = alloca [20 x i8], align 1
  %9 = alloca [20 x i8], align 1
  %10 = alloca [20 x i8], align 1
  %11 = alloca [20 x i8], align 1
  %12 = alloca [20 x i8], align 1
  %13 = alloca [20 x i8], align 1
  %14 = alloca [20 x i8], align 1
  %15 = alloca [20 x i8], align 1
  %16 = alloca [20 x i8], align 1
  %17 = alloca [20 x i8], align 1
  %18 = alloca [20 x i8], align 1
  %19 = alloca [20 x i8], align 1
  %20 = alloca [20 x i8], align 1
  %21 = alloca [20 x i8], align 1
  %22 = alloca [20 x i8], align 1
  %23 = alloca [20 x i8], align 1
  %24 = alloca [20 x i8], align 1
  %25 = alloca [10 x i8], align 1
  %26 = alloca [10 x i8], align 1
  %27 = alloca [10 x i8], align 1
  %28 = alloca [10 x i8], align 1
  %29 = alloca [10 x i8], align 1
  %30 = alloca [10 x i8], align 1
  %31 = alloca [10 x i8], align 1
  %32 = alloca [10 x i8], align 1
  %33 = alloca [10 x i8], align 1
  %34 = alloca [10 x i8], align 1
  %35 = alloca [10 x i8], align 1
  %36 = alloca [10 x i8], align 1
  %37 = alloca [10 x i8], align 1
  %38 = alloca [10 x i8], align 1
  %39 = alloca [10 x i8], align 1
  %40 = alloca [10 x i8], align 1
  %41 = alloca [10 x i8], align 1
  %42 = alloca [10 x i8], align 1
  %43 = alloca [10 x i8], align 1
  %44 = alloca [10 x i8], align 1
  %45 = alloca [10 x i8], align 1
  %46 = alloca [10 x i8], align 1
  %47 = alloca [10 x i8], align 1
  %48 = alloca [10 x i8], align 1
  %49 = getelementptr inbounds [10 x i8], [10 x i8]* %48, i32 0, i32 0
  %50 = getelementptr inbounds [10 x i8], [10 x i8]* %47, i32 0, i32 0
  %51 = getelementptr inbounds [10 x i8], [10 x i8]* %45, i32 0, i32 0
  %52 = getelementptr inbounds [10 x i8], [10 x i8]* %46, i32 0, i32 0
  %53 = getelementptr inbounds [10 x i8], [10 x i8]* %43, i32 0, i32 0
  %54 = getelementptr inbounds [10 x i8], [10 x i8]* %44, i32 0, i32 0
  %55 = getelementptr inbounds [10 x i8], [10 x i8]* %42, i32 0, i32 0
  %56 = getelementptr inbounds [10 x i8], [10 x i8]* %40, i32 0, i32 0
  %57 = getelementptr inbounds [10 x i8], [10 x i8]* %41, i32 0, i32 0
  br label %68

58:                                               ; preds = %265
  %59 = getelementptr inbounds [10 x i8], [10 x i8]* %38, i32 0, i32 0
  %60 = getelementptr inbounds [10 x i8], [10 x i8]* %39, i32 0, i32 0
  %61 = getelementptr inbounds [10 x i8], [10 x i8]* %37, i32 0, i32 0
  %62 = getelementptr inbounds [10 x i8], [10 x i8]* %36, i32 0, i32 0
  %63 = getelementptr inbounds [10 x i8], [10 x i8]* %34, i32 0, i32 0
  %64 = getelementptr inbounds [10 x i8], [10 x i8]* %35, i32 0, i32 0
  %65 = getelementptr inbounds [10 x i8], [10 x i8]* %32, i32 0, i32 0
  %66 = getelementptr inbounds [10 x i8], [10 x i8]* %33, i32 0, i32 0
  %67 = getelementptr inbounds [10 x i8], [10 x i8]* %31, i32 0, i32 0
  br label %270

68:                                               ; preds = %0, %265
  %69 = phi i32 [ 0, %0 ], [ %268, %265 ]
  %70 = getelementptr inbounds [6 x i8], [6 x i8]* @in8, i32 0, i32 %69
  %71 = load i8, i8* %70, align 1, !tbaa !1
  %72 = add i8 %71, 100
  %73 = zext i8 %72 to i32
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %49) #2
  br label %74

74:                                               ; preds = %74, %68
  %75 = phi i32 [ %73, %68 ], [ %78, %74 ]
  %76 = phi i32 [ 0, %68 ], [ %83, %74 ]
  %77 = freeze i32 %75
  %78 = udiv i32 %77, 10
  %79 = mul i32 %78, 10
  %80 = sub i32 %77, %79
  %81 = trunc i32 %80 to i8
  %82 = or i8 %81, 48
  %83 = add nuw nsw i32 %76, 1
  %84 = getelementptr inbounds [10 x i8], [10 x i8]* %48, i32 0, i32 %76
  store i8 %82, i8* %84, align 1, !tbaa !1
  %85 = icmp ult i32 %75, 10
  br i1 %85, label %86, label %74, !llvm.loop !4

86:                                               ; preds = %74, %86
  %87 = phi i32 [ %88, %86 ], [ %83, %74 ]
  %88 = add nsw i32 %87, -1
  %89 = getelementptr inbounds [10 x i8], [10 x i8]* %48, i32 0, i32 %88
  %90 = load i8, i8* %89, align 1, !tbaa !1
  store volatile i8 %90, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %91 = icmp eq i32 %88, 0
  br i1 %91, label %92, label %86, !llvm.loop !6

92:                                               ; preds = %86
  %93 = mul i8 %71, 3
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %49) #2
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %94 = zext i8 %93 to i32
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %50) #2
  br label %95

95:                                               ; preds = %95, %92
  %96 = phi i32 [ %94, %92 ], [ %99, %95 ]
  %97 = phi i32 [ 0, %92 ], [ %104, %95 ]
  %98 = freeze i32 %96
  %99 = udiv i32 %98, 10
  %100 = mul i32 %99, 10
  %101 = sub i32 %98, %100
  %102 = trunc i32 %101 to i8
  %103 = or i8 %102, 48
  %104 = add nuw nsw i32 %97, 1
  %105 = getelementptr inbounds [10 x i8], [10 x i8]* %47, i32 0, i32 %97
  store i8 %103, i8* %105, align 1, !tbaa !1
  %106 = icmp ult i32 %96, 10
  br i1 %106, label %107, label %95, !llvm.loop !4

107:                                              ; preds = %95, %107
  %108 = phi i32 [ %109, %107 ], [ %104, %95 ]
  %109 = add nsw i32 %108, -1
  %110 = getelementptr inbounds [10 x i8], [10 x i8]* %47, i32 0, i32 %109
  %111 = load i8, i8* %110, align 1, !tbaa !1
  store volatile i8 %111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %112 = icmp eq i32 %109, 0
  br i1 %112, label %113, label %107, !llvm.loop !6

113:                                              ; preds = %107
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %50) #2
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %114 = sext i8 %71 to i32
  %115 = icmp slt i8 %71, 0
  br i1 %115, label %116, label %137

116:                                              ; preds = %113
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %117 = sub nsw i32 0, %114
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %52) #2
  br label %118

118:                                              ; preds = %118, %116
  %119 = phi i32 [ %117, %116 ], [ %122, %118 ]
  %120 = phi i32 [ 0, %116 ], [ %127, %118 ]
  %121 = freeze i32 %119
  %122 = udiv i32 %121, 10
  %123 = mul i32 %122, 10
  %124 = sub i32 %121, %123
  %125 = trunc i32 %124 to i8
  %126 = or i8 %125, 48
  %127 = add nuw nsw i32 %120, 1
  %128 = getelementptr inbounds [10 x i8], [10 x i8]* %46, i32 0, i32 %120
  store i8 %126, i8* %128, align 1, !tbaa !1
  %129 = icmp ult i32 %119, 10
  br i1 %129, label %130, label %118, !llvm.loop !4

130:                                              ; preds = %118, %130
  %131 = phi i32 [ %132, %130 ], [ %127, %118 ]
  %132 = add nsw i32 %131, -1
  %133 = getelementptr inbounds [10 x i8], [10 x i8]* %46, i32 0, i32 %132
  %134 = load i8, i8* %133, align 1, !tbaa !1
  store volatile i8 %134, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %135 = icmp eq i32 %132, 0
  br i1 %135, label %136, label %130, !llvm.loop !6

136:                                              ; preds = %130
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %52) #2
  br label %157

137:                                              ; preds = %113
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %51) #2
  br label %138

138:                                              ; preds = %138, %137
  %139 = phi i32 [ %114, %137 ], [ %142, %138 ]
  %140 = phi i32 [ 0, %137 ], [ %147, %138 ]
  %141 = freeze i32 %139
  %142 = udiv i32 %141, 10
  %143 = mul i32 %142, 10
  %144 = sub i32 %141, %143
  %145 = trunc i32 %144 to i8
  %146 = or i8 %145, 48
  %147 = add nuw nsw i32 %140, 1
  %148 = getelementptr inbounds [10 x i8], [10 x i8]* %45, i32 0, i32 %140
  store i8 %146, i8* %148, align 1, !tbaa !1
  %149 = icmp ult i32 %139, 10
  br i1 %149, label %150, label %138, !llvm.loop !4

150:                                              ; preds = %138, %150
  %151 = phi i32 [ %152, %150 ], [ %147, %138 ]
  %152 = add nsw i32 %151, -1
  %153 = getelementptr inbounds [10 x i8], [10 x i8]* %45, i32 0, i32 %152
  %154 = load i8, i8* %153, align 1, !tbaa !1
  store volatile i8 %154, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %155 = icmp eq i32 %152, 0
  br i1 %155, label %156, label %150, !llvm.loop !6

156:                                              ; preds = %150
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %51) #2
  br label %157

157:                                              ; preds = %136, %156
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %158 = ashr i32 %114, 1
  br i1 %115, label %159, label %180

159:                                              ; preds = %157
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %160 = sub nsw i32 0, %158
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %54) #2
  br label %161

161:                                              ; preds = %161, %159
  %162 = phi i32 [ %160, %159 ], [ %165, %161 ]
  %163 = phi i32 [ 0, %159 ], [ %170, %161 ]
  %164 = freeze i32 %162
  %165 = udiv i32 %164, 10
  %166 = mul i32 %165, 10
  %167 = sub i32 %164, %166
  %168 = trunc i32 %167 to i8
  %169 = or i8 %168, 48
  %170 = add nuw nsw i32 %163, 1
  %171 = getelementptr inbounds [10 x i8], [10 x i8]* %44, i32 0, i32 %163
  store i8 %169, i8* %171, align 1, !tbaa !1
  %172 = icmp ult i32 %162, 10
  br i1 %172, label %173, label %161, !llvm.loop !4

173:                                              ; preds = %161, %173
  %174 = phi i32 [ %175, %173 ], [ %170, %161 ]
  %175 = add nsw i32 %174, -1
  %176 = getelementptr inbounds [10 x i8], [10 x i8]* %44, i32 0, i32 %175
  %177 = load i8, i8* %176, align 1, !tbaa !1
  store volatile i8 %177, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %178 = icmp eq i32 %175, 0
  br i1 %178, label %179, label %173, !llvm.loop !6

179:                                              ; preds = %173
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %54) #2
  br label %200

180:                                              ; preds = %157
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %53) #2
  br label %181

181:                                              ; preds = %181, %180
  %182 = phi i32 [ %158, %180 ], [ %185, %181 ]
  %183 = phi i32 [ 0, %180 ], [ %190, %181 ]
  %184 = freeze i32 %182
  %185 = udiv i32 %184, 10
  %186 = mul i32 %185, 10
  %187 = sub i32 %184, %186
  %188 = trunc i32 %187 to i8
  %189 = or i8 %188, 48
  %190 = add nuw nsw i32 %183, 1
  %191 = getelementptr inbounds [10 x i8], [10 x i8]* %43, i32 0, i32 %183
  store i8 %189, i8* %191, align 1, !tbaa !1
  %192 = icmp ult i32 %182, 10
  br i1 %192, label %193, label %181, !llvm.loop !4

193:                                              ; preds = %181, %193
  %194 = phi i32 [ %195, %193 ], [ %190, %181 ]
  %195 = add nsw i32 %194, -1
  %196 = getelementptr inbounds [10 x i8], [10 x i8]* %43, i32 0, i32 %195
  %197 = load i8, i8* %196, align 1, !tbaa !1
  store volatile i8 %197, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %198 = icmp eq i32 %195, 0
  br i1 %198, label %199, label %193, !llvm.loop !6

199:                                              ; preds = %193
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %53) #2
  br label %200

200:                                              ; preds = %179, %199
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %201 = lshr i8 %71, 1
  %202 = zext i8 %201 to i32
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %55) #2
  br label %203

203:                                              ; preds = %203, %200
  %204 = phi i32 [ %202, %200 ], [ %207, %203 ]
  %205 = phi i32 [ 0, %200 ], [ %212, %203 ]
  %206 = freeze i32 %204
  %207 = udiv i32 %206, 10
  %208 = mul i32 %207, 10
  %209 = sub i32 %206, %208
  %210 = trunc i32 %209 to i8
  %211 = or i8 %210, 48
  %212 = add nuw nsw i32 %205, 1
  %213 = getelementptr inbounds [10 x i8], [10 x i8]* %42, i32 0, i32 %205
  store i8 %211, i8* %213, align 1, !tbaa !1
  %214 = icmp ult i32 %204, 10
  br i1 %214, label %215, label %203, !llvm.loop !4

215:                                              ; preds = %203, %215
  %216 = phi i32 [ %217, %215 ], [ %212, %203 ]
  %217 = add nsw i32 %216, -1
  %218 = getelementptr inbounds [10 x i8], [10 x i8]* %42, i32 0, i32 %217
  %219 = load i8, i8* %218, align 1, !tbaa !1
  store volatile i8 %219, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %220 = icmp eq i32 %217, 0
  br i1 %220, label %221, label %215, !llvm.loop !6

221:                                              ; preds = %215
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %55) #2
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %222 = sdiv i32 %114, 3
  %223 = icmp slt i8 %71, -2
  br i1 %223, label %224, label %245

224:                                              ; preds = %221
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %225 = sub nsw i32 0, %222
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %57) #2
  br label %226

226:                                              ; preds = %226, %224
  %227 = phi i32 [ %225, %224 ], [ %230, %226 ]
  %228 = phi i32 [ 0, %224 ], [ %235, %226 ]
  %229 = freeze i32 %227
  %230 = udiv i32 %229, 10
  %231 = mul i32 %230, 10
  %232 = sub i32 %229, %231
  %233 = trunc i32 %232 to i8
  %234 = or i8 %233, 48
  %235 = add nuw nsw i32 %228, 1
  %236 = getelementptr inbounds [10 x i8], [10 x i8]* %41, i32 0, i32 %228
  store i8 %234, i8* %236, align 1, !tbaa !1
  %237 = icmp ult i32 %227, 10
  br i1 %237, label %238, label %226, !llvm.loop !4

238:                                              ; preds = %226, %238
  %239 = phi i32 [ %240, %238 ], [ %235, %226 ]
  %240 = add nsw i32 %239, -1
  %241 = getelementptr inbounds [10 x i8], [10 x i8]* %41, i32 0, i32 %240
  %242 = load i8, i8* %241, align 1, !tbaa !1
  store volatile i8 %242, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %243 = icmp eq i32 %240, 0
  br i1 %243, label %244, label %238, !llvm.loop !6

244:                                              ; preds = %238
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %57) #2
  br label %265

245:                                              ; preds = %221
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %56) #2
  br label %246

246:                                              ; preds = %246, %245
  %247 = phi i32 [ %222, %245 ], [ %250, %246 ]
  %248 = phi i32 [ 0, %245 ], [ %255, %246 ]
  %249 = freeze i32 %247
  %250 = udiv i32 %249, 10
  %251 = mul i32 %250, 10
  %252 = sub i32 %249, %251
  %253 = trunc i32 %252 to i8
  %254 = or i8 %253, 48
  %255 = add nuw nsw i32 %248, 1
  %256 = getelementptr inbounds [10 x i8], [10 x i8]* %40, i32 0, i32 %248
  store i8 %254, i8* %256, align 1, !tbaa !1
  %257 = icmp ult i32 %247, 10
  br i1 %257, label %258, label %246, !llvm.loop !4

258:                                              ; preds = %246, %258
  %259 = phi i32 [ %260, %258 ], [ %255, %246 ]
  %260 = add nsw i32 %259, -1
  %261 = getelementptr inbounds [10 x i8], [10 x i8]* %40, i32 0, i32 %260
  %262 = load i8, i8* %261, align 1, !tbaa !1
  store volatile i8 %262, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %263 = icmp eq i32 %260, 0
  br i1 %263, label %264, label %258, !llvm.loop !6

264:                                              ; preds = %258
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %56) #2
  br label %265

265:                                              ; preds = %244, %264
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %266 = urem i8 %71, 7
  %267 = or i8 %266, 48
  store volatile i8 %267, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %268 = add nuw nsw i32 %69, 1
  %269 = icmp eq i32 %268, 6
  br i1 %269, label %58, label %68, !llvm.loop !7

270:                                              ; preds = %58, %468
  %271 = phi i32 [ 0, %58 ], [ %469, %468 ]
  %272 = getelementptr inbounds [7 x i16], [7 x i16]* @in16, i32 0, i32 %271
  %273 = load i16, i16* %272, align 2, !tbaa !8
  %274 = zext i16 %273 to i32
  %275 = mul i16 %273, 3
  %276 = add i16 %275, 1
  %277 = shl i16 %273, 3
  %278 = sext i16 %273 to i32
  %279 = icmp slt i16 %273, 0
  br i1 %279, label %280, label %301

280:                                              ; preds = %270
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %281 = sub nsw i32 0, %278
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %60) #2
  br label %282

282:                                              ; preds = %282, %280
  %283 = phi i32 [ %281, %280 ], [ %286, %282 ]
  %284 = phi i32 [ 0, %280 ], [ %291, %282 ]
  %285 = freeze i32 %283
  %286 = udiv i32 %285, 10
  %287 = mul i32 %286, 10
  %288 = sub i32 %285, %287
  %289 = trunc i32 %288 to i8
  %290 = or i8 %289, 48
  %291 = add nuw nsw i32 %284, 1
  %292 = getelementptr inbounds [10 x i8], [10 x i8]* %39, i32 0, i32 %284
  store i8 %290, i8* %292, align 1, !tbaa !1
  %293 = icmp ult i32 %283, 10
  br i1 %293, label %294, label %282, !llvm.loop !4

294:                                              ; preds = %282, %294
  %295 = phi i32 [ %296, %294 ], [ %291, %282 ]
  %296 = add nsw i32 %295, -1
  %297 = getelementptr inbounds [10 x i8], [10 x i8]* %39, i32 0, i32 %296
  %298 = load i8, i8* %297, align 1, !tbaa !1
  store volatile i8 %298, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %299 = icmp eq i32 %296, 0
  br i1 %299, label %300, label %294, !llvm.loop !6

300:                                              ; preds = %294
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %60) #2
  br label %321

301:                                              ; preds = %270
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %59) #2
  br label %302

302:                                              ; preds = %302, %301
  %303 = phi i32 [ %278, %301 ], [ %306, %302 ]
  %304 = phi i32 [ 0, %301 ], [ %311, %302 ]
  %305 = freeze i32 %303
  %306 = udiv i32 %305, 10
  %307 = mul i32 %306, 10
  %308 = sub i32 %305, %307
  %309 = trunc i32 %308 to i8
  %310 = or i8 %309, 48
  %311 = add nuw nsw i32 %304, 1
  %312 = getelementptr inbounds [10 x i8], [10 x i8]* %38, i32 0, i32 %304
  store i8 %310, i8* %312, align 1, !tbaa !1
  %313 = icmp ult i32 %303, 10
  br i1 %313, label %314, label %302, !llvm.loop !4

314:                                              ; preds = %302, %314
  %315 = phi i32 [ %316, %314 ], [ %311, %302 ]
  %316 = add nsw i32 %315, -1
  %317 = getelementptr inbounds [10 x i8], [10 x i8]* %38, i32 0, i32 %316
  %318 = load i8, i8* %317, align 1, !tbaa !1
  store volatile i8 %318, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %319 = icmp eq i32 %316, 0
  br i1 %319, label %320, label %314, !llvm.loop !6

320:                                              ; preds = %314
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %59) #2
  br label %321

321:                                              ; preds = %300, %320
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %61) #2
  br label %322

322:                                              ; preds = %322, %321
  %323 = phi i32 [ %274, %321 ], [ %326, %322 ]
  %324 = phi i32 [ 0, %321 ], [ %331, %322 ]
  %325 = freeze i32 %323
  %326 = udiv i32 %325, 10
  %327 = mul i32 %326, 10
  %328 = sub i32 %325, %327
  %329 = trunc i32 %328 to i8
  %330 = or i8 %329, 48
  %331 = add nuw nsw i32 %324, 1
  %332 = getelementptr inbounds [10 x i8], [10 x i8]* %37, i32 0, i32 %324
  store i8 %330, i8* %332, align 1, !tbaa !1
  %333 = icmp ult i32 %323, 10
  br i1 %333, label %334, label %322, !llvm.loop !4

334:                                              ; preds = %322, %334
  %335 = phi i32 [ %336, %334 ], [ %331, %322 ]
  %336 = add nsw i32 %335, -1
  %337 = getelementptr inbounds [10 x i8], [10 x i8]* %37, i32 0, i32 %336
  %338 = load i8, i8* %337, align 1, !tbaa !1
  store volatile i8 %338, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %339 = icmp eq i32 %336, 0
  br i1 %339, label %340, label %334, !llvm.loop !6

340:                                              ; preds = %334
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %61) #2
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %341 = zext i16 %276 to i32
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %62) #2
  br label %342

342:                                              ; preds = %342, %340
  %343 = phi i32 [ %341, %340 ], [ %346, %342 ]
  %344 = phi i32 [ 0, %340 ], [ %351, %342 ]
  %345 = freeze i32 %343
  %346 = udiv i32 %345, 10
  %347 = mul i32 %346, 10
  %348 = sub i32 %345, %347
  %349 = trunc i32 %348 to i8
  %350 = or i8 %349, 48
  %351 = add nuw nsw i32 %344, 1
  %352 = getelementptr inbounds [10 x i8], [10 x i8]* %36, i32 0, i32 %344
  store i8 %350, i8* %352, align 1, !tbaa !1
  %353 = icmp ult i32 %343, 10
  br i1 %353, label %354, label %342, !llvm.loop !4

354:                                              ; preds = %342, %354
  %355 = phi i32 [ %356, %354 ], [ %351, %342 ]
  %356 = add nsw i32 %355, -1
  %357 = getelementptr inbounds [10 x i8], [10 x i8]* %36, i32 0, i32 %356
  %358 = load i8, i8* %357, align 1, !tbaa !1
  store volatile i8 %358, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %359 = icmp eq i32 %356, 0
  br i1 %359, label %360, label %354, !llvm.loop !6

360:                                              ; preds = %354
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %62) #2
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %361 = sext i16 %277 to i32
  %362 = icmp slt i16 %277, 0
  br i1 %362, label %363, label %384

363:                                              ; preds = %360
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %364 = sub nsw i32 0, %361
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %64) #2
  br label %365

365:                                              ; preds = %365, %363
  %366 = phi i32 [ %364, %363 ], [ %369, %365 ]
  %367 = phi i32 [ 0, %363 ], [ %374, %365 ]
  %368 = freeze i32 %366
  %369 = udiv i32 %368, 10
  %370 = mul i32 %369, 10
  %371 = sub i32 %368, %370
  %372 = trunc i32 %371 to i8
  %373 = or i8 %372, 48
  %374 = add nuw nsw i32 %367, 1
  %375 = getelementptr inbounds [10 x i8], [10 x i8]* %35, i32 0, i32 %367
  store i8 %373, i8* %375, align 1, !tbaa !1
  %376 = icmp ult i32 %366, 10
  br i1 %376, label %377, label %365, !llvm.loop !4

377:                                              ; preds = %365, %377
  %378 = phi i32 [ %379, %377 ], [ %374, %365 ]
  %379 = add nsw i32 %378, -1
  %380 = getelementptr inbounds [10 x i8], [10 x i8]* %35, i32 0, i32 %379
  %381 = load i8, i8* %380, align 1, !tbaa !1
  store volatile i8 %381, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %382 = icmp eq i32 %379, 0
  br i1 %382, label %383, label %377, !llvm.loop !6

383:                                              ; preds = %377
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %64) #2
  br label %404

384:                                              ; preds = %360
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %63) #2
  br label %385

385:                                              ; preds = %385, %384
  %386 = phi i32 [ %361, %384 ], [ %389, %385 ]
  %387 = phi i32 [ 0, %384 ], [ %394, %385 ]
  %388 = freeze i32 %386
  %389 = udiv i32 %388, 10
  %390 = mul i32 %389, 10
  %391 = sub i32 %388, %390
  %392 = trunc i32 %391 to i8
  %393 = or i8 %392, 48
  %394 = add nuw nsw i32 %387, 1
  %395 = getelementptr inbounds [10 x i8], [10 x i8]* %34, i32 0, i32 %387
  store i8 %393, i8* %395, align 1, !tbaa !1
  %396 = icmp ult i32 %386, 10
  br i1 %396, label %397, label %385, !llvm.loop !4

397:                                              ; preds = %385, %397
  %398 = phi i32 [ %399, %397 ], [ %394, %385 ]
  %399 = add nsw i32 %398, -1
  %400 = getelementptr inbounds [10 x i8], [10 x i8]* %34, i32 0, i32 %399
  %401 = load i8, i8* %400, align 1, !tbaa !1
  store volatile i8 %401, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %402 = icmp eq i32 %399, 0
  br i1 %402, label %403, label %397, !llvm.loop !6

403:                                              ; preds = %397
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %63) #2
  br label %404

404:                                              ; preds = %383, %403
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %405 = sdiv i32 %278, 10
  %406 = icmp slt i16 %273, -9
  br i1 %406, label %407, label %428

407:                                              ; preds = %404
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %408 = sub nsw i32 0, %405
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %66) #2
  br label %409

409:                                              ; preds = %409, %407
  %410 = phi i32 [ %408, %407 ], [ %413, %409 ]
  %411 = phi i32 [ 0, %407 ], [ %418, %409 ]
  %412 = freeze i32 %410
  %413 = udiv i32 %412, 10
  %414 = mul i32 %413, 10
  %415 = sub i32 %412, %414
  %416 = trunc i32 %415 to i8
  %417 = or i8 %416, 48
  %418 = add nuw nsw i32 %411, 1
  %419 = getelementptr inbounds [10 x i8], [10 x i8]* %33, i32 0, i32 %411
  store i8 %417, i8* %419, align 1, !tbaa !1
  %420 = icmp ult i32 %410, 10
  br i1 %420, label %421, label %409, !llvm.loop !4

421:                                              ; preds = %409, %421
  %422 = phi i32 [ %423, %421 ], [ %418, %409 ]
  %423 = add nsw i32 %422, -1
  %424 = getelementptr inbounds [10 x i8], [10 x i8]* %33, i32 0, i32 %423
  %425 = load i8, i8* %424, align 1, !tbaa !1
  store volatile i8 %425, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %426 = icmp eq i32 %423, 0
  br i1 %426, label %427, label %421, !llvm.loop !6

427:                                              ; preds = %421
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %66) #2
  br label %448

428:                                              ; preds = %404
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %65) #2
  br label %429

429:                                              ; preds = %429, %428
  %430 = phi i32 [ %405, %428 ], [ %433, %429 ]
  %431 = phi i32 [ 0, %428 ], [ %438, %429 ]
  %432 = freeze i32 %430
  %433 = udiv i32 %432, 10
  %434 = mul i32 %433, 10
  %435 = sub i32 %432, %434
  %436 = trunc i32 %435 to i8
  %437 = or i8 %436, 48
  %438 = add nuw nsw i32 %431, 1
  %439 = getelementptr inbounds [10 x i8], [10 x i8]* %32, i32 0, i32 %431
  store i8 %437, i8* %439, align 1, !tbaa !1
  %440 = icmp ult i32 %430, 10
  br i1 %440, label %441, label %429, !llvm.loop !4

441:                                              ; preds = %429, %441
  %442 = phi i32 [ %443, %441 ], [ %438, %429 ]
  %443 = add nsw i32 %442, -1
  %444 = getelementptr inbounds [10 x i8], [10 x i8]* %32, i32 0, i32 %443
  %445 = load i8, i8* %444, align 1, !tbaa !1
  store volatile i8 %445, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %446 = icmp eq i32 %443, 0
  br i1 %446, label %447, label %441, !llvm.loop !6

447:                                              ; preds = %441
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %65) #2
  br label %448

448:                                              ; preds = %427, %447
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %449 = urem i32 %274, 1000
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %67) #2
  br label %450

450:                                              ; preds = %450, %448
  %451 = phi i32 [ %449, %448 ], [ %454, %450 ]
  %452 = phi i32 [ 0, %448 ], [ %459, %450 ]
  %453 = freeze i32 %451
  %454 = udiv i32 %453, 10
  %455 = mul i32 %454, 10
  %456 = sub i32 %453, %455
  %457 = trunc i32 %456 to i8
  %458 = or i8 %457, 48
  %459 = add nuw nsw i32 %452, 1
  %460 = getelementptr inbounds [10 x i8], [10 x i8]* %31, i32 0, i32 %452
  store i8 %458, i8* %460, align 1, !tbaa !1
  %461 = icmp ult i32 %451, 10
  br i1 %461, label %462, label %450, !llvm.loop !4

462:                                              ; preds = %450, %462
  %463 = phi i32 [ %464, %462 ], [ %459, %450 ]
  %464 = add nsw i32 %463, -1
  %465 = getelementptr inbounds [10 x i8], [10 x i8]* %31, i32 0, i32 %464
  %466 = load i8, i8* %465, align 1, !tbaa !1
  store volatile i8 %466, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %467 = icmp eq i32 %464, 0
  br i1 %467, label %468, label %462, !llvm.loop !6

468:                                              ; preds = %462
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %67) #2
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %469 = add nuw nsw i32 %271, 1
  %470 = icmp eq i32 %469, 7
  br i1 %470, label %471, label %270, !llvm.loop !10

471:                                              ; preds = %468, %650
  %472 = phi i32 [ %651, %650 ], [ 0, %468 ]
  %473 = phi i32 [ %705, %650 ], [ -2128831035, %468 ]
  %474 = getelementptr inbounds [11 x i32], [11 x i32]* @in32, i32 0, i32 %472
  %475 = load i32, i32* %474, align 4, !tbaa !11
  %476 = icmp eq i32 %475, -2147483648
  br label %653

477:                                              ; preds = %650
  store i32 %705, i32* @hash32, align 4, !tbaa !11
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %478 = load i32, i32* @hash32, align 4, !tbaa !11
  %479 = lshr i32 %478, 28
  %480 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %479
  %481 = load i8, i8* %480, align 1, !tbaa !1
  store volatile i8 %481, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %482 = lshr i32 %478, 24
  %483 = and i32 %482, 15
  %484 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %483
  %485 = load i8, i8* %484, align 1, !tbaa !1
  store volatile i8 %485, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %486 = lshr i32 %478, 20
  %487 = and i32 %486, 15
  %488 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %487
  %489 = load i8, i8* %488, align 1, !tbaa !1
  store volatile i8 %489, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %490 = lshr i32 %478, 16
  %491 = and i32 %490, 15
  %492 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %491
  %493 = load i8, i8* %492, align 1, !tbaa !1
  store volatile i8 %493, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %494 = lshr i32 %478, 12
  %495 = and i32 %494, 15
  %496 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %495
  %497 = load i8, i8* %496, align 1, !tbaa !1
  store volatile i8 %497, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %498 = lshr i32 %478, 8
  %499 = and i32 %498, 15
  %500 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %499
  %501 = load i8, i8* %500, align 1, !tbaa !1
  store volatile i8 %501, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %502 = lshr i32 %478, 4
  %503 = and i32 %502, 15
  %504 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %503
  %505 = load i8, i8* %504, align 1, !tbaa !1
  store volatile i8 %505, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %506 = and i32 %478, 15
  %507 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %506
  %508 = load i8, i8* %507, align 1, !tbaa !1
  store volatile i8 %508, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %509 = load i32, i32* getelementptr inbounds ([11 x i32], [11 x i32]* @in32, i32 0, i32 3), align 4, !tbaa !11
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 47, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %510 = sdiv i32 %509, -2
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %511 = icmp sgt i32 %509, 1
  br i1 %511, label %512, label %534

512:                                              ; preds = %477
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %513 = sub nsw i32 0, %510
  %514 = getelementptr inbounds [10 x i8], [10 x i8]* %30, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %514) #2
  br label %515

515:                                              ; preds = %515, %512
  %516 = phi i32 [ %513, %512 ], [ %519, %515 ]
  %517 = phi i32 [ 0, %512 ], [ %524, %515 ]
  %518 = freeze i32 %516
  %519 = udiv i32 %518, 10
  %520 = mul i32 %519, 10
  %521 = sub i32 %518, %520
  %522 = trunc i32 %521 to i8
  %523 = or i8 %522, 48
  %524 = add nuw nsw i32 %517, 1
  %525 = getelementptr inbounds [10 x i8], [10 x i8]* %30, i32 0, i32 %517
  store i8 %523, i8* %525, align 1, !tbaa !1
  %526 = icmp ult i32 %516, 10
  br i1 %526, label %527, label %515, !llvm.loop !4

527:                                              ; preds = %515, %527
  %528 = phi i32 [ %529, %527 ], [ %524, %515 ]
  %529 = add nsw i32 %528, -1
  %530 = getelementptr inbounds [10 x i8], [10 x i8]* %30, i32 0, i32 %529
  %531 = load i8, i8* %530, align 1, !tbaa !1
  store volatile i8 %531, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %532 = icmp eq i32 %529, 0
  br i1 %532, label %533, label %527, !llvm.loop !6

533:                                              ; preds = %527
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %514) #2
  br label %555

534:                                              ; preds = %477
  %535 = getelementptr inbounds [10 x i8], [10 x i8]* %29, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %535) #2
  br label %536

536:                                              ; preds = %536, %534
  %537 = phi i32 [ %510, %534 ], [ %540, %536 ]
  %538 = phi i32 [ 0, %534 ], [ %545, %536 ]
  %539 = freeze i32 %537
  %540 = udiv i32 %539, 10
  %541 = mul i32 %540, 10
  %542 = sub i32 %539, %541
  %543 = trunc i32 %542 to i8
  %544 = or i8 %543, 48
  %545 = add nuw nsw i32 %538, 1
  %546 = getelementptr inbounds [10 x i8], [10 x i8]* %29, i32 0, i32 %538
  store i8 %544, i8* %546, align 1, !tbaa !1
  %547 = icmp ult i32 %537, 10
  br i1 %547, label %548, label %536, !llvm.loop !4

548:                                              ; preds = %536, %548
  %549 = phi i32 [ %550, %548 ], [ %545, %536 ]
  %550 = add nsw i32 %549, -1
  %551 = getelementptr inbounds [10 x i8], [10 x i8]* %29, i32 0, i32 %550
  %552 = load i8, i8* %551, align 1, !tbaa !1
  store volatile i8 %552, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %553 = icmp eq i32 %550, 0
  br i1 %553, label %554, label %548, !llvm.loop !6

554:                                              ; preds = %548
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %535) #2
  br label %555

555:                                              ; preds = %533, %554
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %556 = load i32, i32* getelementptr inbounds ([11 x i32], [11 x i32]* @in32, i32 0, i32 4), align 4, !tbaa !11
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 37, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %557 = srem i32 %556, 3
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %558 = icmp slt i32 %557, 0
  br i1 %558, label %559, label %581

559:                                              ; preds = %555
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %560 = sub nsw i32 0, %557
  %561 = getelementptr inbounds [10 x i8], [10 x i8]* %28, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %561) #2
  br label %562

562:                                              ; preds = %562, %559
  %563 = phi i32 [ %560, %559 ], [ %566, %562 ]
  %564 = phi i32 [ 0, %559 ], [ %571, %562 ]
  %565 = freeze i32 %563
  %566 = udiv i32 %565, 10
  %567 = mul i32 %566, 10
  %568 = sub i32 %565, %567
  %569 = trunc i32 %568 to i8
  %570 = or i8 %569, 48
  %571 = add nuw nsw i32 %564, 1
  %572 = getelementptr inbounds [10 x i8], [10 x i8]* %28, i32 0, i32 %564
  store i8 %570, i8* %572, align 1, !tbaa !1
  %573 = icmp ult i32 %563, 10
  br i1 %573, label %574, label %562, !llvm.loop !4

574:                                              ; preds = %562, %574
  %575 = phi i32 [ %576, %574 ], [ %571, %562 ]
  %576 = add nsw i32 %575, -1
  %577 = getelementptr inbounds [10 x i8], [10 x i8]* %28, i32 0, i32 %576
  %578 = load i8, i8* %577, align 1, !tbaa !1
  store volatile i8 %578, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %579 = icmp eq i32 %576, 0
  br i1 %579, label %580, label %574, !llvm.loop !6

580:                                              ; preds = %574
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %561) #2
  br label %602

581:                                              ; preds = %555
  %582 = getelementptr inbounds [10 x i8], [10 x i8]* %27, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %582) #2
  br label %583

583:                                              ; preds = %583, %581
  %584 = phi i32 [ %557, %581 ], [ %587, %583 ]
  %585 = phi i32 [ 0, %581 ], [ %592, %583 ]
  %586 = freeze i32 %584
  %587 = udiv i32 %586, 10
  %588 = mul i32 %587, 10
  %589 = sub i32 %586, %588
  %590 = trunc i32 %589 to i8
  %591 = or i8 %590, 48
  %592 = add nuw nsw i32 %585, 1
  %593 = getelementptr inbounds [10 x i8], [10 x i8]* %27, i32 0, i32 %585
  store i8 %591, i8* %593, align 1, !tbaa !1
  %594 = icmp ult i32 %584, 10
  br i1 %594, label %595, label %583, !llvm.loop !4

595:                                              ; preds = %583, %595
  %596 = phi i32 [ %597, %595 ], [ %592, %583 ]
  %597 = add nsw i32 %596, -1
  %598 = getelementptr inbounds [10 x i8], [10 x i8]* %27, i32 0, i32 %597
  %599 = load i8, i8* %598, align 1, !tbaa !1
  store volatile i8 %599, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %600 = icmp eq i32 %597, 0
  br i1 %600, label %601, label %595, !llvm.loop !6

601:                                              ; preds = %595
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %582) #2
  br label %602

602:                                              ; preds = %580, %601
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %603 = load i32, i32* getelementptr inbounds ([11 x i32], [11 x i32]* @in32, i32 0, i32 4), align 4, !tbaa !11
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 47, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %604 = sdiv i32 %603, 2
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %605 = icmp slt i32 %603, -1
  br i1 %605, label %606, label %628

606:                                              ; preds = %602
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %607 = sub nsw i32 0, %604
  %608 = getelementptr inbounds [10 x i8], [10 x i8]* %26, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %608) #2
  br label %609

609:                                              ; preds = %609, %606
  %610 = phi i32 [ %607, %606 ], [ %613, %609 ]
  %611 = phi i32 [ 0, %606 ], [ %618, %609 ]
  %612 = freeze i32 %610
  %613 = udiv i32 %612, 10
  %614 = mul i32 %613, 10
  %615 = sub i32 %612, %614
  %616 = trunc i32 %615 to i8
  %617 = or i8 %616, 48
  %618 = add nuw nsw i32 %611, 1
  %619 = getelementptr inbounds [10 x i8], [10 x i8]* %26, i32 0, i32 %611
  store i8 %617, i8* %619, align 1, !tbaa !1
  %620 = icmp ult i32 %610, 10
  br i1 %620, label %621, label %609, !llvm.loop !4

621:                                              ; preds = %609, %621
  %622 = phi i32 [ %623, %621 ], [ %618, %609 ]
  %623 = add nsw i32 %622, -1
  %624 = getelementptr inbounds [10 x i8], [10 x i8]* %26, i32 0, i32 %623
  %625 = load i8, i8* %624, align 1, !tbaa !1
  store volatile i8 %625, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %626 = icmp eq i32 %623, 0
  br i1 %626, label %627, label %621, !llvm.loop !6

627:                                              ; preds = %621
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %608) #2
  br label %649

628:                                              ; preds = %602
  %629 = getelementptr inbounds [10 x i8], [10 x i8]* %25, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %629) #2
  br label %630

630:                                              ; preds = %630, %628
  %631 = phi i32 [ %604, %628 ], [ %634, %630 ]
  %632 = phi i32 [ 0, %628 ], [ %639, %630 ]
  %633 = freeze i32 %631
  %634 = udiv i32 %633, 10
  %635 = mul i32 %634, 10
  %636 = sub i32 %633, %635
  %637 = trunc i32 %636 to i8
  %638 = or i8 %637, 48
  %639 = add nuw nsw i32 %632, 1
  %640 = getelementptr inbounds [10 x i8], [10 x i8]* %25, i32 0, i32 %632
  store i8 %638, i8* %640, align 1, !tbaa !1
  %641 = icmp ult i32 %631, 10
  br i1 %641, label %642, label %630, !llvm.loop !4

642:                                              ; preds = %630, %642
  %643 = phi i32 [ %644, %642 ], [ %639, %630 ]
  %644 = add nsw i32 %643, -1
  %645 = getelementptr inbounds [10 x i8], [10 x i8]* %25, i32 0, i32 %644
  %646 = load i8, i8* %645, align 1, !tbaa !1
  store volatile i8 %646, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %647 = icmp eq i32 %644, 0
  br i1 %647, label %648, label %642, !llvm.loop !6

648:                                              ; preds = %642
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %629) #2
  br label %649

649:                                              ; preds = %627, %648
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %708

650:                                              ; preds = %679
  %651 = add nuw nsw i32 %472, 1
  %652 = icmp eq i32 %651, 11
  br i1 %652, label %477, label %471, !llvm.loop !13

653:                                              ; preds = %471, %679
  %654 = phi i32 [ 0, %471 ], [ %706, %679 ]
  %655 = phi i32 [ %473, %471 ], [ %705, %679 ]
  %656 = getelementptr inbounds [10 x i32], [10 x i32]* @nz32, i32 0, i32 %654
  %657 = load i32, i32* %656, align 4, !tbaa !11
  %658 = freeze i32 %475
  %659 = freeze i32 %657
  %660 = udiv i32 %658, %659
  %661 = xor i32 %655, %660
  %662 = mul i32 %661, 16777619
  %663 = mul i32 %660, %659
  %664 = sub i32 %658, %663
  %665 = xor i32 %662, %664
  %666 = mul i32 %665, 16777619
  %667 = icmp eq i32 %657, -1
  %668 = select i1 %476, i1 %667, i1 false
  br i1 %668, label %679, label %669

669:                                              ; preds = %653
  %670 = freeze i32 %475
  %671 = freeze i32 %657
  %672 = sdiv i32 %670, %671
  %673 = xor i32 %672, %666
  %674 = mul i32 %673, 16777619
  %675 = mul i32 %672, %671
  %676 = sub i32 %670, %675
  %677 = xor i32 %674, %676
  %678 = mul i32 %677, 16777619
  br label %679

679:                                              ; preds = %653, %669
  %680 = phi i32 [ %678, %669 ], [ %666, %653 ]
  %681 = mul i32 %657, %475
  %682 = xor i32 %680, %681
  %683 = mul i32 %682, 16777619
  %684 = mul nuw nsw i32 %654, 3
  %685 = lshr i32 %475, %684
  %686 = xor i32 %683, %685
  %687 = mul i32 %686, 16777619
  %688 = mul nuw nsw i32 %654, 5
  %689 = and i32 %688, 31
  %690 = ashr i32 %475, %689
  %691 = xor i32 %687, %690
  %692 = mul i32 %691, 16777619
  %693 = mul nuw nsw i32 %654, 7
  %694 = and i32 %693, 31
  %695 = shl i32 %475, %694
  %696 = xor i32 %692, %695
  %697 = mul i32 %696, 16777619
  %698 = icmp slt i32 %475, %657
  %699 = zext i1 %698 to i32
  %700 = xor i32 %697, %699
  %701 = mul i32 %700, 16777619
  %702 = icmp ult i32 %475, %657
  %703 = zext i1 %702 to i32
  %704 = xor i32 %701, %703
  %705 = mul i32 %704, 16777619
  %706 = add nuw nsw i32 %654, 1
  %707 = icmp eq i32 %706, 10
  br i1 %707, label %650, label %653, !llvm.loop !14

708:                                              ; preds = %649, %1376
  %709 = phi i32 [ 0, %649 ], [ %1377, %1376 ]
  %710 = phi i32 [ -2128831035, %649 ], [ %1490, %1376 ]
  %711 = getelementptr inbounds [12 x i64], [12 x i64]* @in64, i32 0, i32 %709
  %712 = load i64, i64* %711, align 8, !tbaa !15
  %713 = icmp eq i64 %712, -9223372036854775808
  %714 = mul nuw nsw i32 %709, 13
  br label %1379

715:                                              ; preds = %1376
  store i32 %1490, i32* @hash32, align 4, !tbaa !11
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %716 = load i32, i32* @hash32, align 4, !tbaa !11
  %717 = lshr i32 %716, 28
  %718 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %717
  %719 = load i8, i8* %718, align 1, !tbaa !1
  store volatile i8 %719, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %720 = lshr i32 %716, 24
  %721 = and i32 %720, 15
  %722 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %721
  %723 = load i8, i8* %722, align 1, !tbaa !1
  store volatile i8 %723, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %724 = lshr i32 %716, 20
  %725 = and i32 %724, 15
  %726 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %725
  %727 = load i8, i8* %726, align 1, !tbaa !1
  store volatile i8 %727, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %728 = lshr i32 %716, 16
  %729 = and i32 %728, 15
  %730 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %729
  %731 = load i8, i8* %730, align 1, !tbaa !1
  store volatile i8 %731, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %732 = lshr i32 %716, 12
  %733 = and i32 %732, 15
  %734 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %733
  %735 = load i8, i8* %734, align 1, !tbaa !1
  store volatile i8 %735, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %736 = lshr i32 %716, 8
  %737 = and i32 %736, 15
  %738 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %737
  %739 = load i8, i8* %738, align 1, !tbaa !1
  store volatile i8 %739, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %740 = lshr i32 %716, 4
  %741 = and i32 %740, 15
  %742 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %741
  %743 = load i8, i8* %742, align 1, !tbaa !1
  store volatile i8 %743, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %744 = and i32 %716, 15
  %745 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %744
  %746 = load i8, i8* %745, align 1, !tbaa !1
  store volatile i8 %746, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %747 = load i64, i64* getelementptr inbounds ([12 x i64], [12 x i64]* @in64, i32 0, i32 5), align 8, !tbaa !15
  %748 = sdiv i64 %747, 1000
  %749 = icmp slt i64 %747, -999
  br i1 %749, label %750, label %772

750:                                              ; preds = %715
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %751 = sub nsw i64 0, %748
  %752 = getelementptr inbounds [20 x i8], [20 x i8]* %24, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %752) #2
  br label %753

753:                                              ; preds = %753, %750
  %754 = phi i64 [ %751, %750 ], [ %757, %753 ]
  %755 = phi i32 [ 0, %750 ], [ %762, %753 ]
  %756 = freeze i64 %754
  %757 = udiv i64 %756, 10
  %758 = mul i64 %757, 10
  %759 = sub i64 %756, %758
  %760 = trunc i64 %759 to i8
  %761 = or i8 %760, 48
  %762 = add nuw nsw i32 %755, 1
  %763 = getelementptr inbounds [20 x i8], [20 x i8]* %24, i32 0, i32 %755
  store i8 %761, i8* %763, align 1, !tbaa !1
  %764 = icmp ult i64 %754, 10
  br i1 %764, label %765, label %753, !llvm.loop !17

765:                                              ; preds = %753, %765
  %766 = phi i32 [ %767, %765 ], [ %762, %753 ]
  %767 = add nsw i32 %766, -1
  %768 = getelementptr inbounds [20 x i8], [20 x i8]* %24, i32 0, i32 %767
  %769 = load i8, i8* %768, align 1, !tbaa !1
  store volatile i8 %769, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %770 = icmp eq i32 %767, 0
  br i1 %770, label %771, label %765, !llvm.loop !18

771:                                              ; preds = %765
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %752) #2
  br label %793

772:                                              ; preds = %715
  %773 = getelementptr inbounds [20 x i8], [20 x i8]* %23, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %773) #2
  br label %774

774:                                              ; preds = %774, %772
  %775 = phi i64 [ %748, %772 ], [ %778, %774 ]
  %776 = phi i32 [ 0, %772 ], [ %783, %774 ]
  %777 = freeze i64 %775
  %778 = udiv i64 %777, 10
  %779 = mul i64 %778, 10
  %780 = sub i64 %777, %779
  %781 = trunc i64 %780 to i8
  %782 = or i8 %781, 48
  %783 = add nuw nsw i32 %776, 1
  %784 = getelementptr inbounds [20 x i8], [20 x i8]* %23, i32 0, i32 %776
  store i8 %782, i8* %784, align 1, !tbaa !1
  %785 = icmp ult i64 %775, 10
  br i1 %785, label %786, label %774, !llvm.loop !17

786:                                              ; preds = %774, %786
  %787 = phi i32 [ %788, %786 ], [ %783, %774 ]
  %788 = add nsw i32 %787, -1
  %789 = getelementptr inbounds [20 x i8], [20 x i8]* %23, i32 0, i32 %788
  %790 = load i8, i8* %789, align 1, !tbaa !1
  store volatile i8 %790, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %791 = icmp eq i32 %788, 0
  br i1 %791, label %792, label %786, !llvm.loop !18

792:                                              ; preds = %786
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %773) #2
  br label %793

793:                                              ; preds = %771, %792
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %794 = load i64, i64* getelementptr inbounds ([12 x i64], [12 x i64]* @in64, i32 0, i32 6), align 8, !tbaa !15
  %795 = srem i64 %794, 1000
  %796 = icmp slt i64 %795, 0
  br i1 %796, label %797, label %819

797:                                              ; preds = %793
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %798 = sub nsw i64 0, %795
  %799 = getelementptr inbounds [20 x i8], [20 x i8]* %22, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %799) #2
  br label %800

800:                                              ; preds = %800, %797
  %801 = phi i64 [ %798, %797 ], [ %804, %800 ]
  %802 = phi i32 [ 0, %797 ], [ %809, %800 ]
  %803 = freeze i64 %801
  %804 = udiv i64 %803, 10
  %805 = mul i64 %804, 10
  %806 = sub i64 %803, %805
  %807 = trunc i64 %806 to i8
  %808 = or i8 %807, 48
  %809 = add nuw nsw i32 %802, 1
  %810 = getelementptr inbounds [20 x i8], [20 x i8]* %22, i32 0, i32 %802
  store i8 %808, i8* %810, align 1, !tbaa !1
  %811 = icmp ult i64 %801, 10
  br i1 %811, label %812, label %800, !llvm.loop !17

812:                                              ; preds = %800, %812
  %813 = phi i32 [ %814, %812 ], [ %809, %800 ]
  %814 = add nsw i32 %813, -1
  %815 = getelementptr inbounds [20 x i8], [20 x i8]* %22, i32 0, i32 %814
  %816 = load i8, i8* %815, align 1, !tbaa !1
  store volatile i8 %816, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %817 = icmp eq i32 %814, 0
  br i1 %817, label %818, label %812, !llvm.loop !18

818:                                              ; preds = %812
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %799) #2
  br label %840

819:                                              ; preds = %793
  %820 = getelementptr inbounds [20 x i8], [20 x i8]* %21, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %820) #2
  br label %821

821:                                              ; preds = %821, %819
  %822 = phi i64 [ %795, %819 ], [ %825, %821 ]
  %823 = phi i32 [ 0, %819 ], [ %830, %821 ]
  %824 = freeze i64 %822
  %825 = udiv i64 %824, 10
  %826 = mul i64 %825, 10
  %827 = sub i64 %824, %826
  %828 = trunc i64 %827 to i8
  %829 = or i8 %828, 48
  %830 = add nuw nsw i32 %823, 1
  %831 = getelementptr inbounds [20 x i8], [20 x i8]* %21, i32 0, i32 %823
  store i8 %829, i8* %831, align 1, !tbaa !1
  %832 = icmp ult i64 %822, 10
  br i1 %832, label %833, label %821, !llvm.loop !17

833:                                              ; preds = %821, %833
  %834 = phi i32 [ %835, %833 ], [ %830, %821 ]
  %835 = add nsw i32 %834, -1
  %836 = getelementptr inbounds [20 x i8], [20 x i8]* %21, i32 0, i32 %835
  %837 = load i8, i8* %836, align 1, !tbaa !1
  store volatile i8 %837, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %838 = icmp eq i32 %835, 0
  br i1 %838, label %839, label %833, !llvm.loop !18

839:                                              ; preds = %833
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %820) #2
  br label %840

840:                                              ; preds = %818, %839
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %841 = load i64, i64* getelementptr inbounds ([12 x i64], [12 x i64]* @in64, i32 0, i32 6), align 8, !tbaa !15
  %842 = sdiv i64 %841, 1000
  %843 = icmp slt i64 %841, -999
  br i1 %843, label %844, label %866

844:                                              ; preds = %840
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %845 = sub nsw i64 0, %842
  %846 = getelementptr inbounds [20 x i8], [20 x i8]* %20, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %846) #2
  br label %847

847:                                              ; preds = %847, %844
  %848 = phi i64 [ %845, %844 ], [ %851, %847 ]
  %849 = phi i32 [ 0, %844 ], [ %856, %847 ]
  %850 = freeze i64 %848
  %851 = udiv i64 %850, 10
  %852 = mul i64 %851, 10
  %853 = sub i64 %850, %852
  %854 = trunc i64 %853 to i8
  %855 = or i8 %854, 48
  %856 = add nuw nsw i32 %849, 1
  %857 = getelementptr inbounds [20 x i8], [20 x i8]* %20, i32 0, i32 %849
  store i8 %855, i8* %857, align 1, !tbaa !1
  %858 = icmp ult i64 %848, 10
  br i1 %858, label %859, label %847, !llvm.loop !17

859:                                              ; preds = %847, %859
  %860 = phi i32 [ %861, %859 ], [ %856, %847 ]
  %861 = add nsw i32 %860, -1
  %862 = getelementptr inbounds [20 x i8], [20 x i8]* %20, i32 0, i32 %861
  %863 = load i8, i8* %862, align 1, !tbaa !1
  store volatile i8 %863, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %864 = icmp eq i32 %861, 0
  br i1 %864, label %865, label %859, !llvm.loop !18

865:                                              ; preds = %859
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %846) #2
  br label %887

866:                                              ; preds = %840
  %867 = getelementptr inbounds [20 x i8], [20 x i8]* %19, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %867) #2
  br label %868

868:                                              ; preds = %868, %866
  %869 = phi i64 [ %842, %866 ], [ %872, %868 ]
  %870 = phi i32 [ 0, %866 ], [ %877, %868 ]
  %871 = freeze i64 %869
  %872 = udiv i64 %871, 10
  %873 = mul i64 %872, 10
  %874 = sub i64 %871, %873
  %875 = trunc i64 %874 to i8
  %876 = or i8 %875, 48
  %877 = add nuw nsw i32 %870, 1
  %878 = getelementptr inbounds [20 x i8], [20 x i8]* %19, i32 0, i32 %870
  store i8 %876, i8* %878, align 1, !tbaa !1
  %879 = icmp ult i64 %869, 10
  br i1 %879, label %880, label %868, !llvm.loop !17

880:                                              ; preds = %868, %880
  %881 = phi i32 [ %882, %880 ], [ %877, %868 ]
  %882 = add nsw i32 %881, -1
  %883 = getelementptr inbounds [20 x i8], [20 x i8]* %19, i32 0, i32 %882
  %884 = load i8, i8* %883, align 1, !tbaa !1
  store volatile i8 %884, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %885 = icmp eq i32 %882, 0
  br i1 %885, label %886, label %880, !llvm.loop !18

886:                                              ; preds = %880
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %867) #2
  br label %887

887:                                              ; preds = %865, %886
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %888 = load i64, i64* getelementptr inbounds ([12 x i64], [12 x i64]* @in64, i32 0, i32 2), align 8, !tbaa !15
  %889 = udiv i64 %888, 3
  %890 = getelementptr inbounds [20 x i8], [20 x i8]* %18, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %890) #2
  br label %891

891:                                              ; preds = %891, %887
  %892 = phi i64 [ %889, %887 ], [ %895, %891 ]
  %893 = phi i32 [ 0, %887 ], [ %900, %891 ]
  %894 = freeze i64 %892
  %895 = udiv i64 %894, 10
  %896 = mul i64 %895, 10
  %897 = sub i64 %894, %896
  %898 = trunc i64 %897 to i8
  %899 = or i8 %898, 48
  %900 = add nuw nsw i32 %893, 1
  %901 = getelementptr inbounds [20 x i8], [20 x i8]* %18, i32 0, i32 %893
  store i8 %899, i8* %901, align 1, !tbaa !1
  %902 = icmp ult i64 %892, 10
  br i1 %902, label %903, label %891, !llvm.loop !17

903:                                              ; preds = %891, %903
  %904 = phi i32 [ %905, %903 ], [ %900, %891 ]
  %905 = add nsw i32 %904, -1
  %906 = getelementptr inbounds [20 x i8], [20 x i8]* %18, i32 0, i32 %905
  %907 = load i8, i8* %906, align 1, !tbaa !1
  store volatile i8 %907, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %908 = icmp eq i32 %905, 0
  br i1 %908, label %909, label %903, !llvm.loop !18

909:                                              ; preds = %903
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %890) #2
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %910 = load i64, i64* getelementptr inbounds ([12 x i64], [12 x i64]* @in64, i32 0, i32 2), align 8, !tbaa !15
  %911 = urem i64 %910, 1000000007
  %912 = getelementptr inbounds [20 x i8], [20 x i8]* %17, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %912) #2
  br label %913

913:                                              ; preds = %913, %909
  %914 = phi i64 [ %911, %909 ], [ %917, %913 ]
  %915 = phi i32 [ 0, %909 ], [ %922, %913 ]
  %916 = freeze i64 %914
  %917 = udiv i64 %916, 10
  %918 = mul i64 %917, 10
  %919 = sub i64 %916, %918
  %920 = trunc i64 %919 to i8
  %921 = or i8 %920, 48
  %922 = add nuw nsw i32 %915, 1
  %923 = getelementptr inbounds [20 x i8], [20 x i8]* %17, i32 0, i32 %915
  store i8 %921, i8* %923, align 1, !tbaa !1
  %924 = icmp ult i64 %914, 10
  br i1 %924, label %925, label %913, !llvm.loop !17

925:                                              ; preds = %913, %925
  %926 = phi i32 [ %927, %925 ], [ %922, %913 ]
  %927 = add nsw i32 %926, -1
  %928 = getelementptr inbounds [20 x i8], [20 x i8]* %17, i32 0, i32 %927
  %929 = load i8, i8* %928, align 1, !tbaa !1
  store volatile i8 %929, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %930 = icmp eq i32 %927, 0
  br i1 %930, label %931, label %925, !llvm.loop !18

931:                                              ; preds = %925
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %912) #2
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %932 = load i64, i64* getelementptr inbounds ([12 x i64], [12 x i64]* @in64, i32 0, i32 7), align 8, !tbaa !15
  %933 = icmp slt i64 %932, 0
  br i1 %933, label %934, label %956

934:                                              ; preds = %931
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %935 = sub i64 0, %932
  %936 = getelementptr inbounds [20 x i8], [20 x i8]* %16, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %936) #2
  br label %937

937:                                              ; preds = %937, %934
  %938 = phi i64 [ %935, %934 ], [ %941, %937 ]
  %939 = phi i32 [ 0, %934 ], [ %946, %937 ]
  %940 = freeze i64 %938
  %941 = udiv i64 %940, 10
  %942 = mul i64 %941, 10
  %943 = sub i64 %940, %942
  %944 = trunc i64 %943 to i8
  %945 = or i8 %944, 48
  %946 = add nuw nsw i32 %939, 1
  %947 = getelementptr inbounds [20 x i8], [20 x i8]* %16, i32 0, i32 %939
  store i8 %945, i8* %947, align 1, !tbaa !1
  %948 = icmp ult i64 %938, 10
  br i1 %948, label %949, label %937, !llvm.loop !17

949:                                              ; preds = %937, %949
  %950 = phi i32 [ %951, %949 ], [ %946, %937 ]
  %951 = add nsw i32 %950, -1
  %952 = getelementptr inbounds [20 x i8], [20 x i8]* %16, i32 0, i32 %951
  %953 = load i8, i8* %952, align 1, !tbaa !1
  store volatile i8 %953, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %954 = icmp eq i32 %951, 0
  br i1 %954, label %955, label %949, !llvm.loop !18

955:                                              ; preds = %949
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %936) #2
  br label %977

956:                                              ; preds = %931
  %957 = getelementptr inbounds [20 x i8], [20 x i8]* %15, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %957) #2
  br label %958

958:                                              ; preds = %958, %956
  %959 = phi i64 [ %932, %956 ], [ %962, %958 ]
  %960 = phi i32 [ 0, %956 ], [ %967, %958 ]
  %961 = freeze i64 %959
  %962 = udiv i64 %961, 10
  %963 = mul i64 %962, 10
  %964 = sub i64 %961, %963
  %965 = trunc i64 %964 to i8
  %966 = or i8 %965, 48
  %967 = add nuw nsw i32 %960, 1
  %968 = getelementptr inbounds [20 x i8], [20 x i8]* %15, i32 0, i32 %960
  store i8 %966, i8* %968, align 1, !tbaa !1
  %969 = icmp ult i64 %959, 10
  br i1 %969, label %970, label %958, !llvm.loop !17

970:                                              ; preds = %958, %970
  %971 = phi i32 [ %972, %970 ], [ %967, %958 ]
  %972 = add nsw i32 %971, -1
  %973 = getelementptr inbounds [20 x i8], [20 x i8]* %15, i32 0, i32 %972
  %974 = load i8, i8* %973, align 1, !tbaa !1
  store volatile i8 %974, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %975 = icmp eq i32 %972, 0
  br i1 %975, label %976, label %970, !llvm.loop !18

976:                                              ; preds = %970
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %957) #2
  br label %977

977:                                              ; preds = %955, %976
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %978 = load i64, i64* getelementptr inbounds ([12 x i64], [12 x i64]* @in64, i32 0, i32 8), align 8, !tbaa !15
  %979 = icmp slt i64 %978, 0
  br i1 %979, label %980, label %1002

980:                                              ; preds = %977
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %981 = sub i64 0, %978
  %982 = getelementptr inbounds [20 x i8], [20 x i8]* %14, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %982) #2
  br label %983

983:                                              ; preds = %983, %980
  %984 = phi i64 [ %981, %980 ], [ %987, %983 ]
  %985 = phi i32 [ 0, %980 ], [ %992, %983 ]
  %986 = freeze i64 %984
  %987 = udiv i64 %986, 10
  %988 = mul i64 %987, 10
  %989 = sub i64 %986, %988
  %990 = trunc i64 %989 to i8
  %991 = or i8 %990, 48
  %992 = add nuw nsw i32 %985, 1
  %993 = getelementptr inbounds [20 x i8], [20 x i8]* %14, i32 0, i32 %985
  store i8 %991, i8* %993, align 1, !tbaa !1
  %994 = icmp ult i64 %984, 10
  br i1 %994, label %995, label %983, !llvm.loop !17

995:                                              ; preds = %983, %995
  %996 = phi i32 [ %997, %995 ], [ %992, %983 ]
  %997 = add nsw i32 %996, -1
  %998 = getelementptr inbounds [20 x i8], [20 x i8]* %14, i32 0, i32 %997
  %999 = load i8, i8* %998, align 1, !tbaa !1
  store volatile i8 %999, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1000 = icmp eq i32 %997, 0
  br i1 %1000, label %1001, label %995, !llvm.loop !18

1001:                                             ; preds = %995
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %982) #2
  br label %1023

1002:                                             ; preds = %977
  %1003 = getelementptr inbounds [20 x i8], [20 x i8]* %13, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %1003) #2
  br label %1004

1004:                                             ; preds = %1004, %1002
  %1005 = phi i64 [ %978, %1002 ], [ %1008, %1004 ]
  %1006 = phi i32 [ 0, %1002 ], [ %1013, %1004 ]
  %1007 = freeze i64 %1005
  %1008 = udiv i64 %1007, 10
  %1009 = mul i64 %1008, 10
  %1010 = sub i64 %1007, %1009
  %1011 = trunc i64 %1010 to i8
  %1012 = or i8 %1011, 48
  %1013 = add nuw nsw i32 %1006, 1
  %1014 = getelementptr inbounds [20 x i8], [20 x i8]* %13, i32 0, i32 %1006
  store i8 %1012, i8* %1014, align 1, !tbaa !1
  %1015 = icmp ult i64 %1005, 10
  br i1 %1015, label %1016, label %1004, !llvm.loop !17

1016:                                             ; preds = %1004, %1016
  %1017 = phi i32 [ %1018, %1016 ], [ %1013, %1004 ]
  %1018 = add nsw i32 %1017, -1
  %1019 = getelementptr inbounds [20 x i8], [20 x i8]* %13, i32 0, i32 %1018
  %1020 = load i8, i8* %1019, align 1, !tbaa !1
  store volatile i8 %1020, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1021 = icmp eq i32 %1018, 0
  br i1 %1021, label %1022, label %1016, !llvm.loop !18

1022:                                             ; preds = %1016
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %1003) #2
  br label %1023

1023:                                             ; preds = %1001, %1022
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1024 = load i64, i64* getelementptr inbounds ([12 x i64], [12 x i64]* @in64, i32 0, i32 11), align 8, !tbaa !15
  %1025 = mul nsw i64 %1024, 1000
  %1026 = icmp slt i64 %1024, 0
  br i1 %1026, label %1027, label %1049

1027:                                             ; preds = %1023
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1028 = sub i64 0, %1025
  %1029 = getelementptr inbounds [20 x i8], [20 x i8]* %12, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %1029) #2
  br label %1030

1030:                                             ; preds = %1030, %1027
  %1031 = phi i64 [ %1028, %1027 ], [ %1034, %1030 ]
  %1032 = phi i32 [ 0, %1027 ], [ %1039, %1030 ]
  %1033 = freeze i64 %1031
  %1034 = udiv i64 %1033, 10
  %1035 = mul i64 %1034, 10
  %1036 = sub i64 %1033, %1035
  %1037 = trunc i64 %1036 to i8
  %1038 = or i8 %1037, 48
  %1039 = add nuw nsw i32 %1032, 1
  %1040 = getelementptr inbounds [20 x i8], [20 x i8]* %12, i32 0, i32 %1032
  store i8 %1038, i8* %1040, align 1, !tbaa !1
  %1041 = icmp ult i64 %1031, 10
  br i1 %1041, label %1042, label %1030, !llvm.loop !17

1042:                                             ; preds = %1030, %1042
  %1043 = phi i32 [ %1044, %1042 ], [ %1039, %1030 ]
  %1044 = add nsw i32 %1043, -1
  %1045 = getelementptr inbounds [20 x i8], [20 x i8]* %12, i32 0, i32 %1044
  %1046 = load i8, i8* %1045, align 1, !tbaa !1
  store volatile i8 %1046, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1047 = icmp eq i32 %1044, 0
  br i1 %1047, label %1048, label %1042, !llvm.loop !18

1048:                                             ; preds = %1042
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %1029) #2
  br label %1070

1049:                                             ; preds = %1023
  %1050 = getelementptr inbounds [20 x i8], [20 x i8]* %11, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %1050) #2
  br label %1051

1051:                                             ; preds = %1051, %1049
  %1052 = phi i64 [ %1025, %1049 ], [ %1055, %1051 ]
  %1053 = phi i32 [ 0, %1049 ], [ %1060, %1051 ]
  %1054 = freeze i64 %1052
  %1055 = udiv i64 %1054, 10
  %1056 = mul i64 %1055, 10
  %1057 = sub i64 %1054, %1056
  %1058 = trunc i64 %1057 to i8
  %1059 = or i8 %1058, 48
  %1060 = add nuw nsw i32 %1053, 1
  %1061 = getelementptr inbounds [20 x i8], [20 x i8]* %11, i32 0, i32 %1053
  store i8 %1059, i8* %1061, align 1, !tbaa !1
  %1062 = icmp ult i64 %1052, 10
  br i1 %1062, label %1063, label %1051, !llvm.loop !17

1063:                                             ; preds = %1051, %1063
  %1064 = phi i32 [ %1065, %1063 ], [ %1060, %1051 ]
  %1065 = add nsw i32 %1064, -1
  %1066 = getelementptr inbounds [20 x i8], [20 x i8]* %11, i32 0, i32 %1065
  %1067 = load i8, i8* %1066, align 1, !tbaa !1
  store volatile i8 %1067, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1068 = icmp eq i32 %1065, 0
  br i1 %1068, label %1069, label %1063, !llvm.loop !18

1069:                                             ; preds = %1063
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %1050) #2
  br label %1070

1070:                                             ; preds = %1048, %1069
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1071 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @nz32, i32 0, i32 7), align 4, !tbaa !11
  %1072 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @nz32, i32 0, i32 9), align 4, !tbaa !11
  %1073 = zext i32 %1071 to i64
  %1074 = zext i32 %1072 to i64
  %1075 = mul nuw i64 %1074, %1073
  %1076 = load i32, i32* getelementptr inbounds ([11 x i32], [11 x i32]* @in32, i32 0, i32 8), align 4, !tbaa !11
  %1077 = sext i32 %1076 to i64
  %1078 = load i32, i32* getelementptr inbounds ([11 x i32], [11 x i32]* @in32, i32 0, i32 7), align 4, !tbaa !11
  %1079 = sext i32 %1078 to i64
  %1080 = mul nsw i64 %1079, %1077
  %1081 = lshr i64 %1075, 32
  %1082 = trunc i64 %1081 to i32
  %1083 = lshr i32 %1082, 28
  %1084 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1083
  %1085 = load i8, i8* %1084, align 1, !tbaa !1
  store volatile i8 %1085, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1086 = lshr i32 %1082, 24
  %1087 = and i32 %1086, 15
  %1088 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1087
  %1089 = load i8, i8* %1088, align 1, !tbaa !1
  store volatile i8 %1089, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1090 = lshr i32 %1082, 20
  %1091 = and i32 %1090, 15
  %1092 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1091
  %1093 = load i8, i8* %1092, align 1, !tbaa !1
  store volatile i8 %1093, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1094 = lshr i32 %1082, 16
  %1095 = and i32 %1094, 15
  %1096 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1095
  %1097 = load i8, i8* %1096, align 1, !tbaa !1
  store volatile i8 %1097, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1098 = lshr i32 %1082, 12
  %1099 = and i32 %1098, 15
  %1100 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1099
  %1101 = load i8, i8* %1100, align 1, !tbaa !1
  store volatile i8 %1101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1102 = lshr i32 %1082, 8
  %1103 = and i32 %1102, 15
  %1104 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1103
  %1105 = load i8, i8* %1104, align 1, !tbaa !1
  store volatile i8 %1105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1106 = lshr i32 %1082, 4
  %1107 = and i32 %1106, 15
  %1108 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1107
  %1109 = load i8, i8* %1108, align 1, !tbaa !1
  store volatile i8 %1109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1110 = and i32 %1082, 15
  %1111 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1110
  %1112 = load i8, i8* %1111, align 1, !tbaa !1
  store volatile i8 %1112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1113 = trunc i64 %1075 to i32
  %1114 = lshr i32 %1113, 28
  %1115 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1114
  %1116 = load i8, i8* %1115, align 1, !tbaa !1
  store volatile i8 %1116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1117 = lshr i32 %1113, 24
  %1118 = and i32 %1117, 15
  %1119 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1118
  %1120 = load i8, i8* %1119, align 1, !tbaa !1
  store volatile i8 %1120, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1121 = lshr i32 %1113, 20
  %1122 = and i32 %1121, 15
  %1123 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1122
  %1124 = load i8, i8* %1123, align 1, !tbaa !1
  store volatile i8 %1124, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1125 = lshr i32 %1113, 16
  %1126 = and i32 %1125, 15
  %1127 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1126
  %1128 = load i8, i8* %1127, align 1, !tbaa !1
  store volatile i8 %1128, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1129 = lshr i32 %1113, 12
  %1130 = and i32 %1129, 15
  %1131 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1130
  %1132 = load i8, i8* %1131, align 1, !tbaa !1
  store volatile i8 %1132, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1133 = lshr i32 %1113, 8
  %1134 = and i32 %1133, 15
  %1135 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1134
  %1136 = load i8, i8* %1135, align 1, !tbaa !1
  store volatile i8 %1136, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1137 = lshr i32 %1113, 4
  %1138 = and i32 %1137, 15
  %1139 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1138
  %1140 = load i8, i8* %1139, align 1, !tbaa !1
  store volatile i8 %1140, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1141 = and i32 %1113, 15
  %1142 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1141
  %1143 = load i8, i8* %1142, align 1, !tbaa !1
  store volatile i8 %1143, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1085, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1089, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1093, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1097, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 %1112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1144 = icmp slt i64 %1080, 0
  br i1 %1144, label %1145, label %1167

1145:                                             ; preds = %1070
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1146 = sub nsw i64 0, %1080
  %1147 = getelementptr inbounds [20 x i8], [20 x i8]* %10, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %1147) #2
  br label %1148

1148:                                             ; preds = %1148, %1145
  %1149 = phi i64 [ %1146, %1145 ], [ %1152, %1148 ]
  %1150 = phi i32 [ 0, %1145 ], [ %1157, %1148 ]
  %1151 = freeze i64 %1149
  %1152 = udiv i64 %1151, 10
  %1153 = mul i64 %1152, 10
  %1154 = sub i64 %1151, %1153
  %1155 = trunc i64 %1154 to i8
  %1156 = or i8 %1155, 48
  %1157 = add nuw nsw i32 %1150, 1
  %1158 = getelementptr inbounds [20 x i8], [20 x i8]* %10, i32 0, i32 %1150
  store i8 %1156, i8* %1158, align 1, !tbaa !1
  %1159 = icmp ult i64 %1149, 10
  br i1 %1159, label %1160, label %1148, !llvm.loop !17

1160:                                             ; preds = %1148, %1160
  %1161 = phi i32 [ %1162, %1160 ], [ %1157, %1148 ]
  %1162 = add nsw i32 %1161, -1
  %1163 = getelementptr inbounds [20 x i8], [20 x i8]* %10, i32 0, i32 %1162
  %1164 = load i8, i8* %1163, align 1, !tbaa !1
  store volatile i8 %1164, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1165 = icmp eq i32 %1162, 0
  br i1 %1165, label %1166, label %1160, !llvm.loop !18

1166:                                             ; preds = %1160
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %1147) #2
  br label %1188

1167:                                             ; preds = %1070
  %1168 = getelementptr inbounds [20 x i8], [20 x i8]* %9, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %1168) #2
  br label %1169

1169:                                             ; preds = %1169, %1167
  %1170 = phi i64 [ %1080, %1167 ], [ %1173, %1169 ]
  %1171 = phi i32 [ 0, %1167 ], [ %1178, %1169 ]
  %1172 = freeze i64 %1170
  %1173 = udiv i64 %1172, 10
  %1174 = mul i64 %1173, 10
  %1175 = sub i64 %1172, %1174
  %1176 = trunc i64 %1175 to i8
  %1177 = or i8 %1176, 48
  %1178 = add nuw nsw i32 %1171, 1
  %1179 = getelementptr inbounds [20 x i8], [20 x i8]* %9, i32 0, i32 %1171
  store i8 %1177, i8* %1179, align 1, !tbaa !1
  %1180 = icmp ult i64 %1170, 10
  br i1 %1180, label %1181, label %1169, !llvm.loop !17

1181:                                             ; preds = %1169, %1181
  %1182 = phi i32 [ %1183, %1181 ], [ %1178, %1169 ]
  %1183 = add nsw i32 %1182, -1
  %1184 = getelementptr inbounds [20 x i8], [20 x i8]* %9, i32 0, i32 %1183
  %1185 = load i8, i8* %1184, align 1, !tbaa !1
  store volatile i8 %1185, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1186 = icmp eq i32 %1183, 0
  br i1 %1186, label %1187, label %1181, !llvm.loop !18

1187:                                             ; preds = %1181
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %1168) #2
  br label %1188

1188:                                             ; preds = %1166, %1187
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1189 = load i32, i32* getelementptr inbounds ([11 x i32], [11 x i32]* @in32, i32 0, i32 6), align 4, !tbaa !11
  %1190 = sext i32 %1189 to i64
  %1191 = zext i32 %1189 to i64
  %1192 = load i32, i32* getelementptr inbounds ([11 x i32], [11 x i32]* @in32, i32 0, i32 7), align 4, !tbaa !11
  %1193 = load i32, i32* getelementptr inbounds ([11 x i32], [11 x i32]* @in32, i32 0, i32 5), align 4, !tbaa !11
  %1194 = icmp slt i32 %1189, 0
  br i1 %1194, label %1195, label %1217

1195:                                             ; preds = %1188
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1196 = sub nsw i64 0, %1190
  %1197 = getelementptr inbounds [20 x i8], [20 x i8]* %8, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %1197) #2
  br label %1198

1198:                                             ; preds = %1198, %1195
  %1199 = phi i64 [ %1196, %1195 ], [ %1202, %1198 ]
  %1200 = phi i32 [ 0, %1195 ], [ %1207, %1198 ]
  %1201 = freeze i64 %1199
  %1202 = udiv i64 %1201, 10
  %1203 = mul i64 %1202, 10
  %1204 = sub i64 %1201, %1203
  %1205 = trunc i64 %1204 to i8
  %1206 = or i8 %1205, 48
  %1207 = add nuw nsw i32 %1200, 1
  %1208 = getelementptr inbounds [20 x i8], [20 x i8]* %8, i32 0, i32 %1200
  store i8 %1206, i8* %1208, align 1, !tbaa !1
  %1209 = icmp ult i64 %1199, 10
  br i1 %1209, label %1210, label %1198, !llvm.loop !17

1210:                                             ; preds = %1198, %1210
  %1211 = phi i32 [ %1212, %1210 ], [ %1207, %1198 ]
  %1212 = add nsw i32 %1211, -1
  %1213 = getelementptr inbounds [20 x i8], [20 x i8]* %8, i32 0, i32 %1212
  %1214 = load i8, i8* %1213, align 1, !tbaa !1
  store volatile i8 %1214, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1215 = icmp eq i32 %1212, 0
  br i1 %1215, label %1216, label %1210, !llvm.loop !18

1216:                                             ; preds = %1210
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %1197) #2
  br label %1238

1217:                                             ; preds = %1188
  %1218 = getelementptr inbounds [20 x i8], [20 x i8]* %7, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %1218) #2
  br label %1219

1219:                                             ; preds = %1219, %1217
  %1220 = phi i64 [ %1190, %1217 ], [ %1223, %1219 ]
  %1221 = phi i32 [ 0, %1217 ], [ %1228, %1219 ]
  %1222 = freeze i64 %1220
  %1223 = udiv i64 %1222, 10
  %1224 = mul i64 %1223, 10
  %1225 = sub i64 %1222, %1224
  %1226 = trunc i64 %1225 to i8
  %1227 = or i8 %1226, 48
  %1228 = add nuw nsw i32 %1221, 1
  %1229 = getelementptr inbounds [20 x i8], [20 x i8]* %7, i32 0, i32 %1221
  store i8 %1227, i8* %1229, align 1, !tbaa !1
  %1230 = icmp ult i64 %1220, 10
  br i1 %1230, label %1231, label %1219, !llvm.loop !17

1231:                                             ; preds = %1219, %1231
  %1232 = phi i32 [ %1233, %1231 ], [ %1228, %1219 ]
  %1233 = add nsw i32 %1232, -1
  %1234 = getelementptr inbounds [20 x i8], [20 x i8]* %7, i32 0, i32 %1233
  %1235 = load i8, i8* %1234, align 1, !tbaa !1
  store volatile i8 %1235, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1236 = icmp eq i32 %1233, 0
  br i1 %1236, label %1237, label %1231, !llvm.loop !18

1237:                                             ; preds = %1231
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %1218) #2
  br label %1238

1238:                                             ; preds = %1216, %1237
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1239 = getelementptr inbounds [20 x i8], [20 x i8]* %6, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %1239) #2
  br label %1240

1240:                                             ; preds = %1240, %1238
  %1241 = phi i64 [ %1191, %1238 ], [ %1244, %1240 ]
  %1242 = phi i32 [ 0, %1238 ], [ %1249, %1240 ]
  %1243 = freeze i64 %1241
  %1244 = udiv i64 %1243, 10
  %1245 = mul i64 %1244, 10
  %1246 = sub i64 %1243, %1245
  %1247 = trunc i64 %1246 to i8
  %1248 = or i8 %1247, 48
  %1249 = add nuw nsw i32 %1242, 1
  %1250 = getelementptr inbounds [20 x i8], [20 x i8]* %6, i32 0, i32 %1242
  store i8 %1248, i8* %1250, align 1, !tbaa !1
  %1251 = icmp ult i64 %1241, 10
  br i1 %1251, label %1252, label %1240, !llvm.loop !17

1252:                                             ; preds = %1240, %1252
  %1253 = phi i32 [ %1254, %1252 ], [ %1249, %1240 ]
  %1254 = add nsw i32 %1253, -1
  %1255 = getelementptr inbounds [20 x i8], [20 x i8]* %6, i32 0, i32 %1254
  %1256 = load i8, i8* %1255, align 1, !tbaa !1
  store volatile i8 %1256, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1257 = icmp eq i32 %1254, 0
  br i1 %1257, label %1258, label %1252, !llvm.loop !18

1258:                                             ; preds = %1252
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %1239) #2
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1259 = shl i32 %1192, 16
  %1260 = ashr exact i32 %1259, 16
  %1261 = icmp slt i32 %1259, 0
  br i1 %1261, label %1262, label %1284

1262:                                             ; preds = %1258
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1263 = sub nsw i32 0, %1260
  %1264 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %1264) #2
  br label %1265

1265:                                             ; preds = %1265, %1262
  %1266 = phi i32 [ %1263, %1262 ], [ %1269, %1265 ]
  %1267 = phi i32 [ 0, %1262 ], [ %1274, %1265 ]
  %1268 = freeze i32 %1266
  %1269 = udiv i32 %1268, 10
  %1270 = mul i32 %1269, 10
  %1271 = sub i32 %1268, %1270
  %1272 = trunc i32 %1271 to i8
  %1273 = or i8 %1272, 48
  %1274 = add nuw nsw i32 %1267, 1
  %1275 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %1267
  store i8 %1273, i8* %1275, align 1, !tbaa !1
  %1276 = icmp ult i32 %1266, 10
  br i1 %1276, label %1277, label %1265, !llvm.loop !4

1277:                                             ; preds = %1265, %1277
  %1278 = phi i32 [ %1279, %1277 ], [ %1274, %1265 ]
  %1279 = add nsw i32 %1278, -1
  %1280 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %1279
  %1281 = load i8, i8* %1280, align 1, !tbaa !1
  store volatile i8 %1281, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1282 = icmp eq i32 %1279, 0
  br i1 %1282, label %1283, label %1277, !llvm.loop !6

1283:                                             ; preds = %1277
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %1264) #2
  br label %1305

1284:                                             ; preds = %1258
  %1285 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %1285) #2
  br label %1286

1286:                                             ; preds = %1286, %1284
  %1287 = phi i32 [ %1260, %1284 ], [ %1290, %1286 ]
  %1288 = phi i32 [ 0, %1284 ], [ %1295, %1286 ]
  %1289 = freeze i32 %1287
  %1290 = udiv i32 %1289, 10
  %1291 = mul i32 %1290, 10
  %1292 = sub i32 %1289, %1291
  %1293 = trunc i32 %1292 to i8
  %1294 = or i8 %1293, 48
  %1295 = add nuw nsw i32 %1288, 1
  %1296 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %1288
  store i8 %1294, i8* %1296, align 1, !tbaa !1
  %1297 = icmp ult i32 %1287, 10
  br i1 %1297, label %1298, label %1286, !llvm.loop !4

1298:                                             ; preds = %1286, %1298
  %1299 = phi i32 [ %1300, %1298 ], [ %1295, %1286 ]
  %1300 = add nsw i32 %1299, -1
  %1301 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %1300
  %1302 = load i8, i8* %1301, align 1, !tbaa !1
  store volatile i8 %1302, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1303 = icmp eq i32 %1300, 0
  br i1 %1303, label %1304, label %1298, !llvm.loop !6

1304:                                             ; preds = %1298
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %1285) #2
  br label %1305

1305:                                             ; preds = %1283, %1304
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1306 = shl i32 %1193, 24
  %1307 = ashr exact i32 %1306, 24
  %1308 = icmp slt i32 %1306, 0
  br i1 %1308, label %1309, label %1331

1309:                                             ; preds = %1305
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1310 = sub nsw i32 0, %1307
  %1311 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %1311) #2
  br label %1312

1312:                                             ; preds = %1312, %1309
  %1313 = phi i32 [ %1310, %1309 ], [ %1316, %1312 ]
  %1314 = phi i32 [ 0, %1309 ], [ %1321, %1312 ]
  %1315 = freeze i32 %1313
  %1316 = udiv i32 %1315, 10
  %1317 = mul i32 %1316, 10
  %1318 = sub i32 %1315, %1317
  %1319 = trunc i32 %1318 to i8
  %1320 = or i8 %1319, 48
  %1321 = add nuw nsw i32 %1314, 1
  %1322 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %1314
  store i8 %1320, i8* %1322, align 1, !tbaa !1
  %1323 = icmp ult i32 %1313, 10
  br i1 %1323, label %1324, label %1312, !llvm.loop !4

1324:                                             ; preds = %1312, %1324
  %1325 = phi i32 [ %1326, %1324 ], [ %1321, %1312 ]
  %1326 = add nsw i32 %1325, -1
  %1327 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %1326
  %1328 = load i8, i8* %1327, align 1, !tbaa !1
  store volatile i8 %1328, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1329 = icmp eq i32 %1326, 0
  br i1 %1329, label %1330, label %1324, !llvm.loop !6

1330:                                             ; preds = %1324
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %1311) #2
  br label %1352

1331:                                             ; preds = %1305
  %1332 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %1332) #2
  br label %1333

1333:                                             ; preds = %1333, %1331
  %1334 = phi i32 [ %1307, %1331 ], [ %1337, %1333 ]
  %1335 = phi i32 [ 0, %1331 ], [ %1342, %1333 ]
  %1336 = freeze i32 %1334
  %1337 = udiv i32 %1336, 10
  %1338 = mul i32 %1337, 10
  %1339 = sub i32 %1336, %1338
  %1340 = trunc i32 %1339 to i8
  %1341 = or i8 %1340, 48
  %1342 = add nuw nsw i32 %1335, 1
  %1343 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %1335
  store i8 %1341, i8* %1343, align 1, !tbaa !1
  %1344 = icmp ult i32 %1334, 10
  br i1 %1344, label %1345, label %1333, !llvm.loop !4

1345:                                             ; preds = %1333, %1345
  %1346 = phi i32 [ %1347, %1345 ], [ %1342, %1333 ]
  %1347 = add nsw i32 %1346, -1
  %1348 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %1347
  %1349 = load i8, i8* %1348, align 1, !tbaa !1
  store volatile i8 %1349, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1350 = icmp eq i32 %1347, 0
  br i1 %1350, label %1351, label %1345, !llvm.loop !6

1351:                                             ; preds = %1345
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %1332) #2
  br label %1352

1352:                                             ; preds = %1330, %1351
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1353 = load i32, i32* getelementptr inbounds ([11 x i32], [11 x i32]* @in32, i32 0, i32 6), align 4, !tbaa !11
  %1354 = and i32 %1353, 255
  %1355 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %1355) #2
  br label %1356

1356:                                             ; preds = %1356, %1352
  %1357 = phi i32 [ %1354, %1352 ], [ %1360, %1356 ]
  %1358 = phi i32 [ 0, %1352 ], [ %1365, %1356 ]
  %1359 = freeze i32 %1357
  %1360 = udiv i32 %1359, 10
  %1361 = mul i32 %1360, 10
  %1362 = sub i32 %1359, %1361
  %1363 = trunc i32 %1362 to i8
  %1364 = or i8 %1363, 48
  %1365 = add nuw nsw i32 %1358, 1
  %1366 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %1358
  store i8 %1364, i8* %1366, align 1, !tbaa !1
  %1367 = icmp ult i32 %1357, 10
  br i1 %1367, label %1368, label %1356, !llvm.loop !4

1368:                                             ; preds = %1356, %1368
  %1369 = phi i32 [ %1370, %1368 ], [ %1365, %1356 ]
  %1370 = add nsw i32 %1369, -1
  %1371 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %1370
  %1372 = load i8, i8* %1371, align 1, !tbaa !1
  store volatile i8 %1372, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1373 = icmp eq i32 %1370, 0
  br i1 %1373, label %1374, label %1368, !llvm.loop !6

1374:                                             ; preds = %1368
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %1355) #2
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1375 = load i64, i64* getelementptr inbounds ([12 x i64], [12 x i64]* @in64, i32 0, i32 3), align 8, !tbaa !15
  br label %1559

1376:                                             ; preds = %1449
  %1377 = add nuw nsw i32 %709, 1
  %1378 = icmp eq i32 %1377, 12
  br i1 %1378, label %715, label %708, !llvm.loop !19

1379:                                             ; preds = %708, %1449
  %1380 = phi i32 [ 0, %708 ], [ %1491, %1449 ]
  %1381 = phi i32 [ %710, %708 ], [ %1490, %1449 ]
  %1382 = getelementptr inbounds [10 x i64], [10 x i64]* @div64, i32 0, i32 %1380
  %1383 = load i64, i64* %1382, align 8, !tbaa !15
  %1384 = add i64 %1383, %712
  %1385 = trunc i64 %1384 to i32
  %1386 = xor i32 %1381, %1385
  %1387 = mul i32 %1386, 16777619
  %1388 = lshr i64 %1384, 32
  %1389 = trunc i64 %1388 to i32
  %1390 = xor i32 %1387, %1389
  %1391 = mul i32 %1390, 16777619
  %1392 = sub i64 %712, %1383
  %1393 = trunc i64 %1392 to i32
  %1394 = xor i32 %1391, %1393
  %1395 = mul i32 %1394, 16777619
  %1396 = lshr i64 %1392, 32
  %1397 = trunc i64 %1396 to i32
  %1398 = xor i32 %1395, %1397
  %1399 = mul i32 %1398, 16777619
  %1400 = mul i64 %1383, %712
  %1401 = trunc i64 %1400 to i32
  %1402 = xor i32 %1399, %1401
  %1403 = mul i32 %1402, 16777619
  %1404 = lshr i64 %1400, 32
  %1405 = trunc i64 %1404 to i32
  %1406 = xor i32 %1403, %1405
  %1407 = mul i32 %1406, 16777619
  %1408 = freeze i64 %712
  %1409 = freeze i64 %1383
  %1410 = udiv i64 %1408, %1409
  %1411 = trunc i64 %1410 to i32
  %1412 = xor i32 %1407, %1411
  %1413 = mul i32 %1412, 16777619
  %1414 = lshr i64 %1410, 32
  %1415 = trunc i64 %1414 to i32
  %1416 = xor i32 %1413, %1415
  %1417 = mul i32 %1416, 16777619
  %1418 = mul i64 %1410, %1409
  %1419 = sub i64 %1408, %1418
  %1420 = trunc i64 %1419 to i32
  %1421 = xor i32 %1417, %1420
  %1422 = mul i32 %1421, 16777619
  %1423 = lshr i64 %1419, 32
  %1424 = trunc i64 %1423 to i32
  %1425 = xor i32 %1422, %1424
  %1426 = mul i32 %1425, 16777619
  %1427 = icmp eq i64 %1383, -1
  %1428 = select i1 %713, i1 %1427, i1 false
  br i1 %1428, label %1449, label %1429

1429:                                             ; preds = %1379
  %1430 = freeze i64 %712
  %1431 = freeze i64 %1383
  %1432 = sdiv i64 %1430, %1431
  %1433 = trunc i64 %1432 to i32
  %1434 = xor i32 %1426, %1433
  %1435 = mul i32 %1434, 16777619
  %1436 = lshr i64 %1432, 32
  %1437 = trunc i64 %1436 to i32
  %1438 = xor i32 %1435, %1437
  %1439 = mul i32 %1438, 16777619
  %1440 = mul i64 %1432, %1431
  %1441 = sub i64 %1430, %1440
  %1442 = trunc i64 %1441 to i32
  %1443 = xor i32 %1439, %1442
  %1444 = mul i32 %1443, 16777619
  %1445 = lshr i64 %1441, 32
  %1446 = trunc i64 %1445 to i32
  %1447 = xor i32 %1444, %1446
  %1448 = mul i32 %1447, 16777619
  br label %1449

1449:                                             ; preds = %1379, %1429
  %1450 = phi i32 [ %1448, %1429 ], [ %1426, %1379 ]
  %1451 = mul nuw nsw i32 %1380, 7
  %1452 = add nuw nsw i32 %1451, %714
  %1453 = and i32 %1452, 63
  %1454 = zext i32 %1453 to i64
  %1455 = shl i64 %712, %1454
  %1456 = trunc i64 %1455 to i32
  %1457 = xor i32 %1450, %1456
  %1458 = mul i32 %1457, 16777619
  %1459 = lshr i64 %1455, 32
  %1460 = trunc i64 %1459 to i32
  %1461 = xor i32 %1458, %1460
  %1462 = mul i32 %1461, 16777619
  %1463 = lshr i64 %712, %1454
  %1464 = trunc i64 %1463 to i32
  %1465 = xor i32 %1462, %1464
  %1466 = mul i32 %1465, 16777619
  %1467 = lshr i64 %1463, 32
  %1468 = trunc i64 %1467 to i32
  %1469 = xor i32 %1466, %1468
  %1470 = mul i32 %1469, 16777619
  %1471 = ashr i64 %712, %1454
  %1472 = trunc i64 %1471 to i32
  %1473 = xor i32 %1470, %1472
  %1474 = mul i32 %1473, 16777619
  %1475 = lshr i64 %1471, 32
  %1476 = trunc i64 %1475 to i32
  %1477 = xor i32 %1474, %1476
  %1478 = mul i32 %1477, 16777619
  %1479 = icmp slt i64 %712, %1383
  %1480 = zext i1 %1479 to i32
  %1481 = xor i32 %1478, %1480
  %1482 = mul i32 %1481, 16777619
  %1483 = icmp ult i64 %712, %1383
  %1484 = zext i1 %1483 to i32
  %1485 = xor i32 %1482, %1484
  %1486 = mul i32 %1485, 16777619
  %1487 = icmp eq i64 %712, %1383
  %1488 = zext i1 %1487 to i32
  %1489 = xor i32 %1486, %1488
  %1490 = mul i32 %1489, 16777619
  %1491 = add nuw nsw i32 %1380, 1
  %1492 = icmp eq i32 %1491, 10
  br i1 %1492, label %1376, label %1379, !llvm.loop !20

1493:                                             ; preds = %1559
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1494 = lshr i64 %1563, 32
  %1495 = trunc i64 %1494 to i32
  %1496 = lshr i32 %1495, 28
  %1497 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1496
  %1498 = load i8, i8* %1497, align 1, !tbaa !1
  store volatile i8 %1498, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1499 = lshr i32 %1495, 24
  %1500 = and i32 %1499, 15
  %1501 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1500
  %1502 = load i8, i8* %1501, align 1, !tbaa !1
  store volatile i8 %1502, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1503 = lshr i32 %1495, 20
  %1504 = and i32 %1503, 15
  %1505 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1504
  %1506 = load i8, i8* %1505, align 1, !tbaa !1
  store volatile i8 %1506, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1507 = lshr i32 %1495, 16
  %1508 = and i32 %1507, 15
  %1509 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1508
  %1510 = load i8, i8* %1509, align 1, !tbaa !1
  store volatile i8 %1510, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1511 = lshr i32 %1495, 12
  %1512 = and i32 %1511, 15
  %1513 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1512
  %1514 = load i8, i8* %1513, align 1, !tbaa !1
  store volatile i8 %1514, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1515 = lshr i32 %1495, 8
  %1516 = and i32 %1515, 15
  %1517 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1516
  %1518 = load i8, i8* %1517, align 1, !tbaa !1
  store volatile i8 %1518, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1519 = lshr i32 %1495, 4
  %1520 = and i32 %1519, 15
  %1521 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1520
  %1522 = load i8, i8* %1521, align 1, !tbaa !1
  store volatile i8 %1522, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1523 = and i32 %1495, 15
  %1524 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1523
  %1525 = load i8, i8* %1524, align 1, !tbaa !1
  store volatile i8 %1525, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1526 = trunc i64 %1563 to i32
  %1527 = lshr i32 %1526, 28
  %1528 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1527
  %1529 = load i8, i8* %1528, align 1, !tbaa !1
  store volatile i8 %1529, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1530 = lshr i32 %1526, 24
  %1531 = and i32 %1530, 15
  %1532 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1531
  %1533 = load i8, i8* %1532, align 1, !tbaa !1
  store volatile i8 %1533, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1534 = lshr i32 %1526, 20
  %1535 = and i32 %1534, 15
  %1536 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1535
  %1537 = load i8, i8* %1536, align 1, !tbaa !1
  store volatile i8 %1537, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1538 = lshr i32 %1526, 16
  %1539 = and i32 %1538, 15
  %1540 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1539
  %1541 = load i8, i8* %1540, align 1, !tbaa !1
  store volatile i8 %1541, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1542 = lshr i32 %1526, 12
  %1543 = and i32 %1542, 15
  %1544 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1543
  %1545 = load i8, i8* %1544, align 1, !tbaa !1
  store volatile i8 %1545, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1546 = lshr i32 %1526, 8
  %1547 = and i32 %1546, 15
  %1548 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1547
  %1549 = load i8, i8* %1548, align 1, !tbaa !1
  store volatile i8 %1549, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1550 = lshr i32 %1526, 4
  %1551 = and i32 %1550, 15
  %1552 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1551
  %1553 = load i8, i8* %1552, align 1, !tbaa !1
  store volatile i8 %1553, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1554 = and i32 %1526, 15
  %1555 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %1554
  %1556 = load i8, i8* %1555, align 1, !tbaa !1
  store volatile i8 %1556, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %1557 = load i32, i32* @hash32, align 4, !tbaa !11
  %1558 = and i32 %1557, 127
  ret i32 %1558

1559:                                             ; preds = %1374, %1559
  %1560 = phi i32 [ 0, %1374 ], [ %1564, %1559 ]
  %1561 = phi i64 [ %1375, %1374 ], [ %1563, %1559 ]
  %1562 = mul i64 %1561, 6364136223846793005
  %1563 = add i64 %1562, 1442695040888963407
  %1564 = add nuw nsw i32 %1560, 1
  %1565 = icmp eq i32 %1564, 100
  br i1 %1565, label %1493, label %1559, !llvm.loop !21
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
!8 = !{!9, !9, i64 0}
!9 = !{!"short", !2, i64 0}
!10 = distinct !{!10, !5}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !2, i64 0}
!13 = distinct !{!13, !5}
!14 = distinct !{!14, !5}
!15 = !{!16, !16, i64 0}
!16 = !{!"long long", !2, i64 0}
!17 = distinct !{!17, !5}
!18 = distinct !{!18, !5}
!19 = distinct !{!19, !5}
!20 = distinct !{!20, !5}
!21 = distinct !{!21, !5}
