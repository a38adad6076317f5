; ModuleID = 'c/dtoa.c'
source_filename = "c/dtoa.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.big = type { [200 x i32], i32 }

; Function Attrs: nofree nosync nounwind
define dso_local i32 @__cpu0_decimal(double noundef %0, i8* nocapture noundef %1, i32* nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = alloca %struct.big, align 4
  %5 = alloca [4 x i8], align 1
  %6 = bitcast double %0 to i64
  %7 = lshr i64 %6, 52
  %8 = trunc i64 %7 to i32
  %9 = and i32 %8, 2047
  %10 = and i64 %6, 4503599627370495
  %11 = icmp eq i32 %9, 0
  %12 = or i64 %10, 4503599627370496
  %13 = add nsw i32 %9, -1075
  %14 = select i1 %11, i32 -1074, i32 %13
  %15 = select i1 %11, i64 %10, i64 %12
  %16 = and i64 %15, 1
  %17 = icmp eq i64 %16, 0
  %18 = icmp ne i64 %15, 0
  %19 = and i1 %18, %17
  br i1 %19, label %20, label %29

20:                                               ; preds = %3, %20
  %21 = phi i64 [ %23, %20 ], [ %15, %3 ]
  %22 = phi i32 [ %24, %20 ], [ %14, %3 ]
  %23 = lshr i64 %21, 1
  %24 = add nsw i32 %22, 1
  %25 = and i64 %21, 2
  %26 = icmp eq i64 %25, 0
  %27 = icmp ugt i64 %21, 1
  %28 = and i1 %27, %26
  br i1 %28, label %20, label %29, !llvm.loop !1

29:                                               ; preds = %20, %3
  %30 = phi i32 [ %14, %3 ], [ %24, %20 ]
  %31 = phi i64 [ %15, %3 ], [ %23, %20 ]
  %32 = bitcast %struct.big* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 804, i8* nonnull %32) #3
  %33 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 1
  store i32 0, i32* %33, align 4
  %34 = icmp eq i64 %31, 0
  br i1 %34, label %49, label %35

35:                                               ; preds = %29
  %36 = urem i64 %31, 10000
  %37 = trunc i64 %36 to i32
  store i32 1, i32* %33, align 4
  %38 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 0
  store i32 %37, i32* %38, align 4
  %39 = icmp ult i64 %31, 10000
  br i1 %39, label %49, label %40, !llvm.loop !3

40:                                               ; preds = %35, %40
  %41 = phi i64 [ %42, %40 ], [ %31, %35 ]
  %42 = udiv i64 %41, 10000
  %43 = load i32, i32* %33, align 4
  %44 = urem i64 %42, 10000
  %45 = trunc i64 %44 to i32
  %46 = add nsw i32 %43, 1
  store i32 %46, i32* %33, align 4
  %47 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %43
  store i32 %45, i32* %47, align 4
  %48 = icmp ult i64 %41, 100000000
  br i1 %48, label %49, label %40, !llvm.loop !3

49:                                               ; preds = %40, %35, %29
  %50 = icmp sgt i32 %30, -1
  br i1 %50, label %53, label %51

51:                                               ; preds = %49
  %52 = icmp ult i32 %30, -7
  br i1 %52, label %119, label %117

53:                                               ; preds = %49
  %54 = icmp ugt i32 %30, 15
  br i1 %54, label %55, label %88

55:                                               ; preds = %53, %85
  %56 = phi i32 [ %86, %85 ], [ %30, %53 ]
  %57 = load i32, i32* %33, align 4
  %58 = icmp sgt i32 %57, 0
  br i1 %58, label %71, label %85

59:                                               ; preds = %71
  %60 = icmp ult i32 %77, 10000
  br i1 %60, label %85, label %61

61:                                               ; preds = %59
  %62 = urem i32 %79, 10000
  %63 = add nsw i32 %83, 1
  store i32 %63, i32* %33, align 4
  %64 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %83
  store i32 %62, i32* %64, align 4
  %65 = icmp ult i32 %77, 100000000
  br i1 %65, label %85, label %66, !llvm.loop !4

66:                                               ; preds = %61
  %67 = udiv i32 %77, 100000000
  %68 = load i32, i32* %33, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, i32* %33, align 4
  %70 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %68
  store i32 %67, i32* %70, align 4
  br label %85

71:                                               ; preds = %55, %71
  %72 = phi i32 [ %79, %71 ], [ 0, %55 ]
  %73 = phi i32 [ %82, %71 ], [ 0, %55 ]
  %74 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %73
  %75 = load i32, i32* %74, align 4
  %76 = shl i32 %75, 16
  %77 = add i32 %76, %72
  %78 = freeze i32 %77
  %79 = udiv i32 %78, 10000
  %80 = mul i32 %79, 10000
  %81 = sub i32 %78, %80
  store i32 %81, i32* %74, align 4
  %82 = add nuw nsw i32 %73, 1
  %83 = load i32, i32* %33, align 4
  %84 = icmp slt i32 %82, %83
  br i1 %84, label %71, label %59, !llvm.loop !5

85:                                               ; preds = %66, %61, %55, %59
  %86 = add nsw i32 %56, -16
  %87 = icmp sgt i32 %56, 31
  br i1 %87, label %55, label %88, !llvm.loop !6

88:                                               ; preds = %85, %53
  %89 = phi i32 [ %30, %53 ], [ %86, %85 ]
  %90 = icmp ne i32 %89, 0
  %91 = load i32, i32* %33, align 4
  %92 = icmp sgt i32 %91, 0
  %93 = select i1 %90, i1 %92, i1 false
  br i1 %93, label %101, label %191

94:                                               ; preds = %101
  %95 = icmp ult i32 %107, 10000
  br i1 %95, label %191, label %96

96:                                               ; preds = %94
  %97 = urem i32 %109, 10000
  %98 = add nsw i32 %113, 1
  store i32 %98, i32* %33, align 4
  %99 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %113
  store i32 %97, i32* %99, align 4
  %100 = icmp ult i32 %107, 100000000
  br i1 %100, label %189, label %183, !llvm.loop !4

101:                                              ; preds = %88, %101
  %102 = phi i32 [ %109, %101 ], [ 0, %88 ]
  %103 = phi i32 [ %112, %101 ], [ 0, %88 ]
  %104 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %103
  %105 = load i32, i32* %104, align 4
  %106 = shl i32 %105, %89
  %107 = add i32 %106, %102
  %108 = freeze i32 %107
  %109 = udiv i32 %108, 10000
  %110 = mul i32 %109, 10000
  %111 = sub i32 %108, %110
  store i32 %111, i32* %104, align 4
  %112 = add nuw nsw i32 %103, 1
  %113 = load i32, i32* %33, align 4
  %114 = icmp slt i32 %112, %113
  br i1 %114, label %101, label %94, !llvm.loop !5

115:                                              ; preds = %149
  %116 = icmp slt i32 %120, -8
  br i1 %116, label %117, label %158

117:                                              ; preds = %51, %115
  %118 = phi i32 [ %150, %115 ], [ %30, %51 ]
  br label %152

119:                                              ; preds = %51, %149
  %120 = phi i32 [ %150, %149 ], [ %30, %51 ]
  %121 = load i32, i32* %33, align 4
  %122 = icmp sgt i32 %121, 0
  br i1 %122, label %135, label %149

123:                                              ; preds = %135
  %124 = icmp ult i32 %141, 10000
  br i1 %124, label %149, label %125

125:                                              ; preds = %123
  %126 = urem i32 %143, 10000
  %127 = add nsw i32 %147, 1
  store i32 %127, i32* %33, align 4
  %128 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %147
  store i32 %126, i32* %128, align 4
  %129 = icmp ult i32 %141, 100000000
  br i1 %129, label %149, label %130, !llvm.loop !4

130:                                              ; preds = %125
  %131 = udiv i32 %141, 100000000
  %132 = load i32, i32* %33, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, i32* %33, align 4
  %134 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %132
  store i32 %131, i32* %134, align 4
  br label %149

135:                                              ; preds = %119, %135
  %136 = phi i32 [ %143, %135 ], [ 0, %119 ]
  %137 = phi i32 [ %146, %135 ], [ 0, %119 ]
  %138 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %137
  %139 = load i32, i32* %138, align 4
  %140 = mul i32 %139, 390625
  %141 = add i32 %140, %136
  %142 = freeze i32 %141
  %143 = udiv i32 %142, 10000
  %144 = mul i32 %143, 10000
  %145 = sub i32 %142, %144
  store i32 %145, i32* %138, align 4
  %146 = add nuw nsw i32 %137, 1
  %147 = load i32, i32* %33, align 4
  %148 = icmp slt i32 %146, %147
  br i1 %148, label %135, label %123, !llvm.loop !5

149:                                              ; preds = %130, %125, %119, %123
  %150 = add nsw i32 %120, 8
  %151 = icmp slt i32 %120, -15
  br i1 %151, label %119, label %115, !llvm.loop !7

152:                                              ; preds = %117, %152
  %153 = phi i32 [ %155, %152 ], [ 1, %117 ]
  %154 = phi i32 [ %156, %152 ], [ %118, %117 ]
  %155 = mul i32 %153, 5
  %156 = add i32 %154, 1
  %157 = icmp eq i32 %156, 0
  br i1 %157, label %158, label %152, !llvm.loop !8

158:                                              ; preds = %152, %115
  %159 = phi i32 [ 1, %115 ], [ %155, %152 ]
  %160 = load i32, i32* %33, align 4
  %161 = icmp sgt i32 %160, 0
  br i1 %161, label %169, label %191

162:                                              ; preds = %169
  %163 = icmp ult i32 %175, 10000
  br i1 %163, label %191, label %164

164:                                              ; preds = %162
  %165 = urem i32 %177, 10000
  %166 = add nsw i32 %181, 1
  store i32 %166, i32* %33, align 4
  %167 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %181
  store i32 %165, i32* %167, align 4
  %168 = icmp ult i32 %175, 100000000
  br i1 %168, label %189, label %183, !llvm.loop !4

169:                                              ; preds = %158, %169
  %170 = phi i32 [ %177, %169 ], [ 0, %158 ]
  %171 = phi i32 [ %180, %169 ], [ 0, %158 ]
  %172 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %171
  %173 = load i32, i32* %172, align 4
  %174 = mul i32 %173, %159
  %175 = add i32 %174, %170
  %176 = freeze i32 %175
  %177 = udiv i32 %176, 10000
  %178 = mul i32 %177, 10000
  %179 = sub i32 %176, %178
  store i32 %179, i32* %172, align 4
  %180 = add nuw nsw i32 %171, 1
  %181 = load i32, i32* %33, align 4
  %182 = icmp slt i32 %180, %181
  br i1 %182, label %169, label %162, !llvm.loop !5

183:                                              ; preds = %164, %96
  %184 = phi i32 [ %107, %96 ], [ %175, %164 ]
  %185 = udiv i32 %184, 100000000
  %186 = load i32, i32* %33, align 4
  %187 = add nsw i32 %186, 1
  store i32 %187, i32* %33, align 4
  %188 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %186
  store i32 %185, i32* %188, align 4
  br label %189

189:                                              ; preds = %183, %96, %164
  %190 = load i32, i32* %33, align 4
  br label %191

191:                                              ; preds = %189, %162, %158, %94, %88
  %192 = phi i32 [ %190, %189 ], [ %181, %162 ], [ %160, %158 ], [ %113, %94 ], [ %91, %88 ]
  %193 = add nsw i32 %192, -1
  %194 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %193
  %195 = load i32, i32* %194, align 4
  %196 = getelementptr inbounds [4 x i8], [4 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %196) #3
  %197 = icmp eq i32 %195, 0
  br i1 %197, label %219, label %198

198:                                              ; preds = %191, %198
  %199 = phi i32 [ %207, %198 ], [ 0, %191 ]
  %200 = phi i32 [ %202, %198 ], [ %195, %191 ]
  %201 = freeze i32 %200
  %202 = udiv i32 %201, 10
  %203 = mul i32 %202, 10
  %204 = sub i32 %201, %203
  %205 = trunc i32 %204 to i8
  %206 = or i8 %205, 48
  %207 = add nuw nsw i32 %199, 1
  %208 = getelementptr inbounds [4 x i8], [4 x i8]* %5, i32 0, i32 %199
  store i8 %206, i8* %208, align 1
  %209 = icmp ult i32 %200, 10
  br i1 %209, label %210, label %198, !llvm.loop !9

210:                                              ; preds = %198, %210
  %211 = phi i32 [ %213, %210 ], [ %207, %198 ]
  %212 = phi i32 [ %216, %210 ], [ 0, %198 ]
  %213 = add nsw i32 %211, -1
  %214 = getelementptr inbounds [4 x i8], [4 x i8]* %5, i32 0, i32 %213
  %215 = load i8, i8* %214, align 1
  %216 = add nuw nsw i32 %212, 1
  %217 = getelementptr inbounds i8, i8* %1, i32 %212
  store i8 %215, i8* %217, align 1
  %218 = icmp eq i32 %213, 0
  br i1 %218, label %219, label %210, !llvm.loop !10

219:                                              ; preds = %210, %191
  %220 = phi i32 [ 0, %191 ], [ %207, %210 ]
  %221 = icmp sgt i32 %192, 1
  br i1 %221, label %222, label %224

222:                                              ; preds = %219
  %223 = add nsw i32 %192, -2
  br label %230

224:                                              ; preds = %230, %219
  %225 = phi i32 [ %220, %219 ], [ %258, %230 ]
  %226 = icmp slt i32 %30, 0
  %227 = select i1 %226, i32 %30, i32 0
  %228 = add nsw i32 %225, %227
  store i32 %228, i32* %2, align 4
  %229 = call i32 @llvm.smin.i32(i32 %225, i32 0)
  br label %261

230:                                              ; preds = %222, %230
  %231 = phi i32 [ %259, %230 ], [ %223, %222 ]
  %232 = phi i32 [ %258, %230 ], [ %220, %222 ]
  %233 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %231
  %234 = load i32, i32* %233, align 4
  %235 = freeze i32 %234
  %236 = udiv i32 %235, 10
  %237 = mul i32 %236, 10
  %238 = sub i32 %235, %237
  %239 = trunc i32 %238 to i8
  %240 = or i8 %239, 48
  %241 = add nuw nsw i32 %232, 3
  %242 = getelementptr inbounds i8, i8* %1, i32 %241
  store i8 %240, i8* %242, align 1
  %243 = urem i32 %236, 10
  %244 = trunc i32 %243 to i8
  %245 = or i8 %244, 48
  %246 = add nuw nsw i32 %232, 2
  %247 = getelementptr inbounds i8, i8* %1, i32 %246
  store i8 %245, i8* %247, align 1
  %248 = udiv i32 %234, 100
  %249 = urem i32 %248, 10
  %250 = trunc i32 %249 to i8
  %251 = or i8 %250, 48
  %252 = add nuw nsw i32 %232, 1
  %253 = getelementptr inbounds i8, i8* %1, i32 %252
  store i8 %251, i8* %253, align 1
  %254 = udiv i32 %234, 1000
  %255 = trunc i32 %254 to i8
  %256 = add i8 %255, 48
  %257 = getelementptr inbounds i8, i8* %1, i32 %232
  store i8 %256, i8* %257, align 1
  %258 = add nuw nsw i32 %232, 4
  %259 = add nsw i32 %231, -1
  %260 = icmp eq i32 %231, 0
  br i1 %260, label %224, label %230, !llvm.loop !11

261:                                              ; preds = %264, %224
  %262 = phi i32 [ %225, %224 ], [ %265, %264 ]
  %263 = icmp sgt i32 %262, 0
  br i1 %263, label %264, label %269

264:                                              ; preds = %261
  %265 = add nsw i32 %262, -1
  %266 = getelementptr inbounds i8, i8* %1, i32 %265
  %267 = load i8, i8* %266, align 1
  %268 = icmp eq i8 %267, 48
  br i1 %268, label %261, label %269, !llvm.loop !12

269:                                              ; preds = %261, %264
  %270 = phi i32 [ %229, %261 ], [ %262, %264 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %196) #3
  call void @llvm.lifetime.end.p0i8(i64 804, i8* nonnull %32) #3
  ret i32 %270
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smin.i32(i32, i32) #2

attributes #0 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.mustprogress"}
!3 = distinct !{!3, !2}
!4 = distinct !{!4, !2}
!5 = distinct !{!5, !2}
!6 = distinct !{!6, !2}
!7 = distinct !{!7, !2}
!8 = distinct !{!8, !2}
!9 = distinct !{!9, !2}
!10 = distinct !{!10, !2}
!11 = distinct !{!11, !2}
!12 = distinct !{!12, !2}
