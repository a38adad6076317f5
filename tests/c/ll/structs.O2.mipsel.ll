; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.point = type { i32, i32 }
%struct.person = type { i8*, i8, i16 }
%struct.rect = type { %struct.point, %struct.point }
%struct.big = type { [10 x i32], i64, i8 }
%struct.mixed = type { i8, i64, i16, i8, i32 }

@__const.main.pts = private unnamed_addr constant [6 x %struct.point] [%struct.point { i32 1, i32 2 }, %struct.point { i32 -3, i32 7 }, %struct.point { i32 4, i32 -1 }, %struct.point zeroinitializer, %struct.point { i32 9, i32 3 }, %struct.point { i32 2, i32 11 }], align 4
@people = internal unnamed_addr global [4 x %struct.person] [%struct.person { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i32 0, i32 0), i8 36, i16 930 }, %struct.person { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i32 0, i32 0), i8 71, i16 880 }, %struct.person { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0), i8 85, i16 990 }, %struct.person { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i8 80, i16 905 }], align 8
@.str.9 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"ada\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"brian\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"grace\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"ken\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = alloca [20 x i8], align 1
  %5 = alloca [20 x i8], align 1
  %6 = alloca [10 x i8], align 1
  %7 = alloca [10 x i8], align 1
  %8 = alloca [10 x i8], align 1
  %9 = alloca [10 x i8], align 1
  %10 = alloca [20 x i8], align 1
  %11 = alloca [20 x i8], align 1
  %12 = alloca [20 x i8], align 1
  %13 = alloca [20 x i8], align 1
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
  %28 = alloca %struct.point, align 4
  %29 = alloca [6 x %struct.point], align 4
  %30 = alloca %struct.rect, align 4
  %31 = alloca %struct.big, align 8
  %32 = alloca %struct.mixed, align 8
  call fastcc void @scale(%struct.point* nonnull sret(%struct.point) align 4 %28)
  %33 = getelementptr inbounds %struct.point, %struct.point* %28, i32 0, i32 0
  %34 = load i32, i32* %33, align 4
  %35 = getelementptr inbounds %struct.point, %struct.point* %28, i32 0, i32 1
  %36 = load i32, i32* %35, align 4
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %37 = add nsw i32 %36, -4
  %38 = icmp slt i32 %34, -3
  br i1 %38, label %39, label %61

39:                                               ; preds = %0
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %40 = sub nuw nsw i32 -3, %34
  %41 = getelementptr inbounds [10 x i8], [10 x i8]* %27, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %41) #6
  br label %42

42:                                               ; preds = %42, %39
  %43 = phi i32 [ %40, %39 ], [ %46, %42 ]
  %44 = phi i32 [ 0, %39 ], [ %51, %42 ]
  %45 = freeze i32 %43
  %46 = udiv i32 %45, 10
  %47 = mul i32 %46, 10
  %48 = sub i32 %45, %47
  %49 = trunc i32 %48 to i8
  %50 = or i8 %49, 48
  %51 = add nuw nsw i32 %44, 1
  %52 = getelementptr inbounds [10 x i8], [10 x i8]* %27, i32 0, i32 %44
  store i8 %50, i8* %52, align 1, !tbaa !1
  %53 = icmp ult i32 %43, 10
  br i1 %53, label %54, label %42, !llvm.loop !4

54:                                               ; preds = %42, %54
  %55 = phi i32 [ %56, %54 ], [ %51, %42 ]
  %56 = add nsw i32 %55, -1
  %57 = getelementptr inbounds [10 x i8], [10 x i8]* %27, i32 0, i32 %56
  %58 = load i8, i8* %57, align 1, !tbaa !1
  store volatile i8 %58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %59 = icmp eq i32 %56, 0
  br i1 %59, label %60, label %54, !llvm.loop !6

60:                                               ; preds = %54
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %41) #6
  br label %83

61:                                               ; preds = %0
  %62 = add nsw i32 %34, 3
  %63 = getelementptr inbounds [10 x i8], [10 x i8]* %26, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %63) #6
  br label %64

64:                                               ; preds = %64, %61
  %65 = phi i32 [ %62, %61 ], [ %68, %64 ]
  %66 = phi i32 [ 0, %61 ], [ %73, %64 ]
  %67 = freeze i32 %65
  %68 = udiv i32 %67, 10
  %69 = mul i32 %68, 10
  %70 = sub i32 %67, %69
  %71 = trunc i32 %70 to i8
  %72 = or i8 %71, 48
  %73 = add nuw nsw i32 %66, 1
  %74 = getelementptr inbounds [10 x i8], [10 x i8]* %26, i32 0, i32 %66
  store i8 %72, i8* %74, align 1, !tbaa !1
  %75 = icmp ult i32 %65, 10
  br i1 %75, label %76, label %64, !llvm.loop !4

76:                                               ; preds = %64, %76
  %77 = phi i32 [ %78, %76 ], [ %73, %64 ]
  %78 = add nsw i32 %77, -1
  %79 = getelementptr inbounds [10 x i8], [10 x i8]* %26, i32 0, i32 %78
  %80 = load i8, i8* %79, align 1, !tbaa !1
  store volatile i8 %80, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %81 = icmp eq i32 %78, 0
  br i1 %81, label %82, label %76, !llvm.loop !6

82:                                               ; preds = %76
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %63) #6
  br label %83

83:                                               ; preds = %60, %82
  store volatile i8 44, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %84 = icmp slt i32 %36, 4
  br i1 %84, label %85, label %107

85:                                               ; preds = %83
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %86 = sub i32 4, %36
  %87 = getelementptr inbounds [10 x i8], [10 x i8]* %25, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %87) #6
  br label %88

88:                                               ; preds = %88, %85
  %89 = phi i32 [ %86, %85 ], [ %92, %88 ]
  %90 = phi i32 [ 0, %85 ], [ %97, %88 ]
  %91 = freeze i32 %89
  %92 = udiv i32 %91, 10
  %93 = mul i32 %92, 10
  %94 = sub i32 %91, %93
  %95 = trunc i32 %94 to i8
  %96 = or i8 %95, 48
  %97 = add nuw nsw i32 %90, 1
  %98 = getelementptr inbounds [10 x i8], [10 x i8]* %25, i32 0, i32 %90
  store i8 %96, i8* %98, align 1, !tbaa !1
  %99 = icmp ult i32 %89, 10
  br i1 %99, label %100, label %88, !llvm.loop !4

100:                                              ; preds = %88, %100
  %101 = phi i32 [ %102, %100 ], [ %97, %88 ]
  %102 = add nsw i32 %101, -1
  %103 = getelementptr inbounds [10 x i8], [10 x i8]* %25, i32 0, i32 %102
  %104 = load i8, i8* %103, align 1, !tbaa !1
  store volatile i8 %104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %105 = icmp eq i32 %102, 0
  br i1 %105, label %106, label %100, !llvm.loop !6

106:                                              ; preds = %100
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %87) #6
  br label %128

107:                                              ; preds = %83
  %108 = getelementptr inbounds [10 x i8], [10 x i8]* %24, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %108) #6
  br label %109

109:                                              ; preds = %109, %107
  %110 = phi i32 [ %37, %107 ], [ %113, %109 ]
  %111 = phi i32 [ 0, %107 ], [ %118, %109 ]
  %112 = freeze i32 %110
  %113 = udiv i32 %112, 10
  %114 = mul i32 %113, 10
  %115 = sub i32 %112, %114
  %116 = trunc i32 %115 to i8
  %117 = or i8 %116, 48
  %118 = add nuw nsw i32 %111, 1
  %119 = getelementptr inbounds [10 x i8], [10 x i8]* %24, i32 0, i32 %111
  store i8 %117, i8* %119, align 1, !tbaa !1
  %120 = icmp ult i32 %110, 10
  br i1 %120, label %121, label %109, !llvm.loop !4

121:                                              ; preds = %109, %121
  %122 = phi i32 [ %123, %121 ], [ %118, %109 ]
  %123 = add nsw i32 %122, -1
  %124 = getelementptr inbounds [10 x i8], [10 x i8]* %24, i32 0, i32 %123
  %125 = load i8, i8* %124, align 1, !tbaa !1
  store volatile i8 %125, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %126 = icmp eq i32 %123, 0
  br i1 %126, label %127, label %121, !llvm.loop !6

127:                                              ; preds = %121
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %108) #6
  br label %128

128:                                              ; preds = %106, %127
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %129 = bitcast [6 x %struct.point]* %29 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %129) #6
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(48) %129, i8* noundef nonnull align 4 dereferenceable(48) bitcast ([6 x %struct.point]* @__const.main.pts to i8*), i32 48, i1 false)
  %130 = bitcast %struct.rect* %30 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %130) #6
  %131 = getelementptr inbounds [6 x %struct.point], [6 x %struct.point]* %29, i32 0, i32 0
  call fastcc void @bounding(%struct.rect* nonnull sret(%struct.rect) align 4 %30, %struct.point* noundef nonnull %131)
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %132 = getelementptr inbounds %struct.rect, %struct.rect* %30, i32 0, i32 0, i32 0
  %133 = load i32, i32* %132, align 4, !tbaa !7
  %134 = icmp slt i32 %133, 0
  br i1 %134, label %135, label %157

135:                                              ; preds = %128
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %136 = sub i32 0, %133
  %137 = getelementptr inbounds [10 x i8], [10 x i8]* %23, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %137) #6
  br label %138

138:                                              ; preds = %138, %135
  %139 = phi i32 [ %136, %135 ], [ %142, %138 ]
  %140 = phi i32 [ 0, %135 ], [ %147, %138 ]
  %141 = freeze i32 %139
  %142 = udiv i32 %141, 10
  %143 = mul i32 %142, 10
  %144 = sub i32 %141, %143
  %145 = trunc i32 %144 to i8
  %146 = or i8 %145, 48
  %147 = add nuw nsw i32 %140, 1
  %148 = getelementptr inbounds [10 x i8], [10 x i8]* %23, i32 0, i32 %140
  store i8 %146, i8* %148, align 1, !tbaa !1
  %149 = icmp ult i32 %139, 10
  br i1 %149, label %150, label %138, !llvm.loop !4

150:                                              ; preds = %138, %150
  %151 = phi i32 [ %152, %150 ], [ %147, %138 ]
  %152 = add nsw i32 %151, -1
  %153 = getelementptr inbounds [10 x i8], [10 x i8]* %23, i32 0, i32 %152
  %154 = load i8, i8* %153, align 1, !tbaa !1
  store volatile i8 %154, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %155 = icmp eq i32 %152, 0
  br i1 %155, label %156, label %150, !llvm.loop !6

156:                                              ; preds = %150
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %137) #6
  br label %178

157:                                              ; preds = %128
  %158 = getelementptr inbounds [10 x i8], [10 x i8]* %22, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %158) #6
  br label %159

159:                                              ; preds = %159, %157
  %160 = phi i32 [ %133, %157 ], [ %163, %159 ]
  %161 = phi i32 [ 0, %157 ], [ %168, %159 ]
  %162 = freeze i32 %160
  %163 = udiv i32 %162, 10
  %164 = mul i32 %163, 10
  %165 = sub i32 %162, %164
  %166 = trunc i32 %165 to i8
  %167 = or i8 %166, 48
  %168 = add nuw nsw i32 %161, 1
  %169 = getelementptr inbounds [10 x i8], [10 x i8]* %22, i32 0, i32 %161
  store i8 %167, i8* %169, align 1, !tbaa !1
  %170 = icmp ult i32 %160, 10
  br i1 %170, label %171, label %159, !llvm.loop !4

171:                                              ; preds = %159, %171
  %172 = phi i32 [ %173, %171 ], [ %168, %159 ]
  %173 = add nsw i32 %172, -1
  %174 = getelementptr inbounds [10 x i8], [10 x i8]* %22, i32 0, i32 %173
  %175 = load i8, i8* %174, align 1, !tbaa !1
  store volatile i8 %175, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %176 = icmp eq i32 %173, 0
  br i1 %176, label %177, label %171, !llvm.loop !6

177:                                              ; preds = %171
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %158) #6
  br label %178

178:                                              ; preds = %156, %177
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %179 = getelementptr inbounds %struct.rect, %struct.rect* %30, i32 0, i32 0, i32 1
  %180 = load i32, i32* %179, align 4, !tbaa !11
  %181 = icmp slt i32 %180, 0
  br i1 %181, label %182, label %204

182:                                              ; preds = %178
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %183 = sub i32 0, %180
  %184 = getelementptr inbounds [10 x i8], [10 x i8]* %21, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %184) #6
  br label %185

185:                                              ; preds = %185, %182
  %186 = phi i32 [ %183, %182 ], [ %189, %185 ]
  %187 = phi i32 [ 0, %182 ], [ %194, %185 ]
  %188 = freeze i32 %186
  %189 = udiv i32 %188, 10
  %190 = mul i32 %189, 10
  %191 = sub i32 %188, %190
  %192 = trunc i32 %191 to i8
  %193 = or i8 %192, 48
  %194 = add nuw nsw i32 %187, 1
  %195 = getelementptr inbounds [10 x i8], [10 x i8]* %21, i32 0, i32 %187
  store i8 %193, i8* %195, align 1, !tbaa !1
  %196 = icmp ult i32 %186, 10
  br i1 %196, label %197, label %185, !llvm.loop !4

197:                                              ; preds = %185, %197
  %198 = phi i32 [ %199, %197 ], [ %194, %185 ]
  %199 = add nsw i32 %198, -1
  %200 = getelementptr inbounds [10 x i8], [10 x i8]* %21, i32 0, i32 %199
  %201 = load i8, i8* %200, align 1, !tbaa !1
  store volatile i8 %201, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %202 = icmp eq i32 %199, 0
  br i1 %202, label %203, label %197, !llvm.loop !6

203:                                              ; preds = %197
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %184) #6
  br label %225

204:                                              ; preds = %178
  %205 = getelementptr inbounds [10 x i8], [10 x i8]* %20, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %205) #6
  br label %206

206:                                              ; preds = %206, %204
  %207 = phi i32 [ %180, %204 ], [ %210, %206 ]
  %208 = phi i32 [ 0, %204 ], [ %215, %206 ]
  %209 = freeze i32 %207
  %210 = udiv i32 %209, 10
  %211 = mul i32 %210, 10
  %212 = sub i32 %209, %211
  %213 = trunc i32 %212 to i8
  %214 = or i8 %213, 48
  %215 = add nuw nsw i32 %208, 1
  %216 = getelementptr inbounds [10 x i8], [10 x i8]* %20, i32 0, i32 %208
  store i8 %214, i8* %216, align 1, !tbaa !1
  %217 = icmp ult i32 %207, 10
  br i1 %217, label %218, label %206, !llvm.loop !4

218:                                              ; preds = %206, %218
  %219 = phi i32 [ %220, %218 ], [ %215, %206 ]
  %220 = add nsw i32 %219, -1
  %221 = getelementptr inbounds [10 x i8], [10 x i8]* %20, i32 0, i32 %220
  %222 = load i8, i8* %221, align 1, !tbaa !1
  store volatile i8 %222, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %223 = icmp eq i32 %220, 0
  br i1 %223, label %224, label %218, !llvm.loop !6

224:                                              ; preds = %218
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %205) #6
  br label %225

225:                                              ; preds = %203, %224
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %226 = getelementptr inbounds %struct.rect, %struct.rect* %30, i32 0, i32 1, i32 0
  %227 = load i32, i32* %226, align 4, !tbaa !12
  %228 = icmp slt i32 %227, 0
  br i1 %228, label %229, label %251

229:                                              ; preds = %225
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %230 = sub i32 0, %227
  %231 = getelementptr inbounds [10 x i8], [10 x i8]* %19, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %231) #6
  br label %232

232:                                              ; preds = %232, %229
  %233 = phi i32 [ %230, %229 ], [ %236, %232 ]
  %234 = phi i32 [ 0, %229 ], [ %241, %232 ]
  %235 = freeze i32 %233
  %236 = udiv i32 %235, 10
  %237 = mul i32 %236, 10
  %238 = sub i32 %235, %237
  %239 = trunc i32 %238 to i8
  %240 = or i8 %239, 48
  %241 = add nuw nsw i32 %234, 1
  %242 = getelementptr inbounds [10 x i8], [10 x i8]* %19, i32 0, i32 %234
  store i8 %240, i8* %242, align 1, !tbaa !1
  %243 = icmp ult i32 %233, 10
  br i1 %243, label %244, label %232, !llvm.loop !4

244:                                              ; preds = %232, %244
  %245 = phi i32 [ %246, %244 ], [ %241, %232 ]
  %246 = add nsw i32 %245, -1
  %247 = getelementptr inbounds [10 x i8], [10 x i8]* %19, i32 0, i32 %246
  %248 = load i8, i8* %247, align 1, !tbaa !1
  store volatile i8 %248, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %249 = icmp eq i32 %246, 0
  br i1 %249, label %250, label %244, !llvm.loop !6

250:                                              ; preds = %244
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %231) #6
  br label %272

251:                                              ; preds = %225
  %252 = getelementptr inbounds [10 x i8], [10 x i8]* %18, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %252) #6
  br label %253

253:                                              ; preds = %253, %251
  %254 = phi i32 [ %227, %251 ], [ %257, %253 ]
  %255 = phi i32 [ 0, %251 ], [ %262, %253 ]
  %256 = freeze i32 %254
  %257 = udiv i32 %256, 10
  %258 = mul i32 %257, 10
  %259 = sub i32 %256, %258
  %260 = trunc i32 %259 to i8
  %261 = or i8 %260, 48
  %262 = add nuw nsw i32 %255, 1
  %263 = getelementptr inbounds [10 x i8], [10 x i8]* %18, i32 0, i32 %255
  store i8 %261, i8* %263, align 1, !tbaa !1
  %264 = icmp ult i32 %254, 10
  br i1 %264, label %265, label %253, !llvm.loop !4

265:                                              ; preds = %253, %265
  %266 = phi i32 [ %267, %265 ], [ %262, %253 ]
  %267 = add nsw i32 %266, -1
  %268 = getelementptr inbounds [10 x i8], [10 x i8]* %18, i32 0, i32 %267
  %269 = load i8, i8* %268, align 1, !tbaa !1
  store volatile i8 %269, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %270 = icmp eq i32 %267, 0
  br i1 %270, label %271, label %265, !llvm.loop !6

271:                                              ; preds = %265
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %252) #6
  br label %272

272:                                              ; preds = %250, %271
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %273 = getelementptr inbounds %struct.rect, %struct.rect* %30, i32 0, i32 1, i32 1
  %274 = load i32, i32* %273, align 4, !tbaa !13
  %275 = icmp slt i32 %274, 0
  br i1 %275, label %276, label %298

276:                                              ; preds = %272
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %277 = sub i32 0, %274
  %278 = getelementptr inbounds [10 x i8], [10 x i8]* %17, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %278) #6
  br label %279

279:                                              ; preds = %279, %276
  %280 = phi i32 [ %277, %276 ], [ %283, %279 ]
  %281 = phi i32 [ 0, %276 ], [ %288, %279 ]
  %282 = freeze i32 %280
  %283 = udiv i32 %282, 10
  %284 = mul i32 %283, 10
  %285 = sub i32 %282, %284
  %286 = trunc i32 %285 to i8
  %287 = or i8 %286, 48
  %288 = add nuw nsw i32 %281, 1
  %289 = getelementptr inbounds [10 x i8], [10 x i8]* %17, i32 0, i32 %281
  store i8 %287, i8* %289, align 1, !tbaa !1
  %290 = icmp ult i32 %280, 10
  br i1 %290, label %291, label %279, !llvm.loop !4

291:                                              ; preds = %279, %291
  %292 = phi i32 [ %293, %291 ], [ %288, %279 ]
  %293 = add nsw i32 %292, -1
  %294 = getelementptr inbounds [10 x i8], [10 x i8]* %17, i32 0, i32 %293
  %295 = load i8, i8* %294, align 1, !tbaa !1
  store volatile i8 %295, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %296 = icmp eq i32 %293, 0
  br i1 %296, label %297, label %291, !llvm.loop !6

297:                                              ; preds = %291
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %278) #6
  br label %319

298:                                              ; preds = %272
  %299 = getelementptr inbounds [10 x i8], [10 x i8]* %16, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %299) #6
  br label %300

300:                                              ; preds = %300, %298
  %301 = phi i32 [ %274, %298 ], [ %304, %300 ]
  %302 = phi i32 [ 0, %298 ], [ %309, %300 ]
  %303 = freeze i32 %301
  %304 = udiv i32 %303, 10
  %305 = mul i32 %304, 10
  %306 = sub i32 %303, %305
  %307 = trunc i32 %306 to i8
  %308 = or i8 %307, 48
  %309 = add nuw nsw i32 %302, 1
  %310 = getelementptr inbounds [10 x i8], [10 x i8]* %16, i32 0, i32 %302
  store i8 %308, i8* %310, align 1, !tbaa !1
  %311 = icmp ult i32 %301, 10
  br i1 %311, label %312, label %300, !llvm.loop !4

312:                                              ; preds = %300, %312
  %313 = phi i32 [ %314, %312 ], [ %309, %300 ]
  %314 = add nsw i32 %313, -1
  %315 = getelementptr inbounds [10 x i8], [10 x i8]* %16, i32 0, i32 %314
  %316 = load i8, i8* %315, align 1, !tbaa !1
  store volatile i8 %316, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %317 = icmp eq i32 %314, 0
  br i1 %317, label %318, label %312, !llvm.loop !6

318:                                              ; preds = %312
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %299) #6
  br label %319

319:                                              ; preds = %297, %318
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %320 = sub nsw i32 %274, %180
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %321 = sub nsw i32 %227, %133
  %322 = mul nsw i32 %320, %321
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %323 = icmp slt i32 %322, 0
  br i1 %323, label %324, label %346

324:                                              ; preds = %319
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %325 = sub i32 0, %322
  %326 = getelementptr inbounds [10 x i8], [10 x i8]* %15, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %326) #6
  br label %327

327:                                              ; preds = %327, %324
  %328 = phi i32 [ %325, %324 ], [ %331, %327 ]
  %329 = phi i32 [ 0, %324 ], [ %336, %327 ]
  %330 = freeze i32 %328
  %331 = udiv i32 %330, 10
  %332 = mul i32 %331, 10
  %333 = sub i32 %330, %332
  %334 = trunc i32 %333 to i8
  %335 = or i8 %334, 48
  %336 = add nuw nsw i32 %329, 1
  %337 = getelementptr inbounds [10 x i8], [10 x i8]* %15, i32 0, i32 %329
  store i8 %335, i8* %337, align 1, !tbaa !1
  %338 = icmp ult i32 %328, 10
  br i1 %338, label %339, label %327, !llvm.loop !4

339:                                              ; preds = %327, %339
  %340 = phi i32 [ %341, %339 ], [ %336, %327 ]
  %341 = add nsw i32 %340, -1
  %342 = getelementptr inbounds [10 x i8], [10 x i8]* %15, i32 0, i32 %341
  %343 = load i8, i8* %342, align 1, !tbaa !1
  store volatile i8 %343, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %344 = icmp eq i32 %341, 0
  br i1 %344, label %345, label %339, !llvm.loop !6

345:                                              ; preds = %339
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %326) #6
  br label %367

346:                                              ; preds = %319
  %347 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %347) #6
  br label %348

348:                                              ; preds = %348, %346
  %349 = phi i32 [ %322, %346 ], [ %352, %348 ]
  %350 = phi i32 [ 0, %346 ], [ %357, %348 ]
  %351 = freeze i32 %349
  %352 = udiv i32 %351, 10
  %353 = mul i32 %352, 10
  %354 = sub i32 %351, %353
  %355 = trunc i32 %354 to i8
  %356 = or i8 %355, 48
  %357 = add nuw nsw i32 %350, 1
  %358 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 %350
  store i8 %356, i8* %358, align 1, !tbaa !1
  %359 = icmp ult i32 %349, 10
  br i1 %359, label %360, label %348, !llvm.loop !4

360:                                              ; preds = %348, %360
  %361 = phi i32 [ %362, %360 ], [ %357, %348 ]
  %362 = add nsw i32 %361, -1
  %363 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 %362
  %364 = load i8, i8* %363, align 1, !tbaa !1
  store volatile i8 %364, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %365 = icmp eq i32 %362, 0
  br i1 %365, label %366, label %360, !llvm.loop !6

366:                                              ; preds = %360
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %347) #6
  br label %367

367:                                              ; preds = %345, %366
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %368 = bitcast %struct.big* %31 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %368) #6
  call fastcc void @make_big(%struct.big* nonnull sret(%struct.big) align 8 %31)
  %369 = getelementptr inbounds %struct.big, %struct.big* %31, i32 0, i32 0, i32 0
  %370 = load i32, i32* %369, align 8, !tbaa.struct !14
  %371 = getelementptr inbounds %struct.big, %struct.big* %31, i32 0, i32 0, i32 1
  %372 = load i32, i32* %371, align 4, !tbaa.struct !17
  %373 = getelementptr inbounds %struct.big, %struct.big* %31, i32 0, i32 0, i32 2
  %374 = load i32, i32* %373, align 8, !tbaa.struct !18
  %375 = getelementptr inbounds %struct.big, %struct.big* %31, i32 0, i32 0, i32 3
  %376 = load i32, i32* %375, align 4, !tbaa.struct !19
  %377 = getelementptr inbounds %struct.big, %struct.big* %31, i32 0, i32 0, i32 4
  %378 = load i32, i32* %377, align 8, !tbaa.struct !20
  %379 = getelementptr inbounds %struct.big, %struct.big* %31, i32 0, i32 0, i32 5
  %380 = load i32, i32* %379, align 4, !tbaa.struct !21
  %381 = getelementptr inbounds %struct.big, %struct.big* %31, i32 0, i32 0, i32 6
  %382 = load i32, i32* %381, align 8, !tbaa.struct !22
  %383 = getelementptr inbounds %struct.big, %struct.big* %31, i32 0, i32 0, i32 7
  %384 = load i32, i32* %383, align 4, !tbaa.struct !23
  %385 = getelementptr inbounds %struct.big, %struct.big* %31, i32 0, i32 0, i32 8
  %386 = load i32, i32* %385, align 8, !tbaa.struct !24
  %387 = getelementptr inbounds %struct.big, %struct.big* %31, i32 0, i32 1
  %388 = bitcast i64* %387 to i32*
  %389 = load i32, i32* %388, align 8, !tbaa.struct !25
  %390 = getelementptr inbounds i8, i8* %368, i32 44
  %391 = bitcast i8* %390 to i32*
  %392 = load i32, i32* %391, align 4
  %393 = getelementptr inbounds %struct.big, %struct.big* %31, i32 0, i32 2
  %394 = bitcast i8* %393 to i32*
  %395 = load i32, i32* %394, align 8, !tbaa.struct !26
  %396 = getelementptr inbounds i8, i8* %368, i32 52
  %397 = bitcast i8* %396 to i32*
  %398 = load i32, i32* %397, align 4
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 95, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %399 = getelementptr inbounds %struct.big, %struct.big* %31, i32 0, i32 0, i32 9
  %400 = load i32, i32* %399, align 4
  %401 = tail call fastcc i64 @sum_big(i32 inreg %370, i32 inreg %372, i32 inreg %374, i32 inreg %376, i32 inreg %378, i32 inreg %380, i32 inreg %382, i32 inreg %384, i32 inreg %386, i32 inreg %400, i32 inreg %389, i32 inreg %392, i32 inreg %395, i32 inreg %398)
  %402 = icmp slt i64 %401, 0
  br i1 %402, label %403, label %425

403:                                              ; preds = %367
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %404 = sub i64 0, %401
  %405 = getelementptr inbounds [20 x i8], [20 x i8]* %13, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %405) #6
  br label %406

406:                                              ; preds = %406, %403
  %407 = phi i64 [ %404, %403 ], [ %410, %406 ]
  %408 = phi i32 [ 0, %403 ], [ %415, %406 ]
  %409 = freeze i64 %407
  %410 = udiv i64 %409, 10
  %411 = mul i64 %410, 10
  %412 = sub i64 %409, %411
  %413 = trunc i64 %412 to i8
  %414 = or i8 %413, 48
  %415 = add nuw nsw i32 %408, 1
  %416 = getelementptr inbounds [20 x i8], [20 x i8]* %13, i32 0, i32 %408
  store i8 %414, i8* %416, align 1, !tbaa !1
  %417 = icmp ult i64 %407, 10
  br i1 %417, label %418, label %406, !llvm.loop !27

418:                                              ; preds = %406, %418
  %419 = phi i32 [ %420, %418 ], [ %415, %406 ]
  %420 = add nsw i32 %419, -1
  %421 = getelementptr inbounds [20 x i8], [20 x i8]* %13, i32 0, i32 %420
  %422 = load i8, i8* %421, align 1, !tbaa !1
  store volatile i8 %422, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %423 = icmp eq i32 %420, 0
  br i1 %423, label %424, label %418, !llvm.loop !28

424:                                              ; preds = %418
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %405) #6
  br label %446

425:                                              ; preds = %367
  %426 = getelementptr inbounds [20 x i8], [20 x i8]* %12, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %426) #6
  br label %427

427:                                              ; preds = %427, %425
  %428 = phi i64 [ %401, %425 ], [ %431, %427 ]
  %429 = phi i32 [ 0, %425 ], [ %436, %427 ]
  %430 = freeze i64 %428
  %431 = udiv i64 %430, 10
  %432 = mul i64 %431, 10
  %433 = sub i64 %430, %432
  %434 = trunc i64 %433 to i8
  %435 = or i8 %434, 48
  %436 = add nuw nsw i32 %429, 1
  %437 = getelementptr inbounds [20 x i8], [20 x i8]* %12, i32 0, i32 %429
  store i8 %435, i8* %437, align 1, !tbaa !1
  %438 = icmp ult i64 %428, 10
  br i1 %438, label %439, label %427, !llvm.loop !27

439:                                              ; preds = %427, %439
  %440 = phi i32 [ %441, %439 ], [ %436, %427 ]
  %441 = add nsw i32 %440, -1
  %442 = getelementptr inbounds [20 x i8], [20 x i8]* %12, i32 0, i32 %441
  %443 = load i8, i8* %442, align 1, !tbaa !1
  store volatile i8 %443, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %444 = icmp eq i32 %441, 0
  br i1 %444, label %445, label %439, !llvm.loop !28

445:                                              ; preds = %439
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %426) #6
  br label %446

446:                                              ; preds = %424, %445
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %447 = tail call fastcc i64 @sum_big(i32 inreg %370, i32 inreg %372, i32 inreg %374, i32 inreg %376, i32 inreg %378, i32 inreg %380, i32 inreg %382, i32 inreg %384, i32 inreg %386, i32 inreg -1, i32 inreg %389, i32 inreg %392, i32 inreg %395, i32 inreg %398)
  %448 = icmp slt i64 %447, 0
  br i1 %448, label %449, label %471

449:                                              ; preds = %446
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %450 = sub i64 0, %447
  %451 = getelementptr inbounds [20 x i8], [20 x i8]* %11, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %451) #6
  br label %452

452:                                              ; preds = %452, %449
  %453 = phi i64 [ %450, %449 ], [ %456, %452 ]
  %454 = phi i32 [ 0, %449 ], [ %461, %452 ]
  %455 = freeze i64 %453
  %456 = udiv i64 %455, 10
  %457 = mul i64 %456, 10
  %458 = sub i64 %455, %457
  %459 = trunc i64 %458 to i8
  %460 = or i8 %459, 48
  %461 = add nuw nsw i32 %454, 1
  %462 = getelementptr inbounds [20 x i8], [20 x i8]* %11, i32 0, i32 %454
  store i8 %460, i8* %462, align 1, !tbaa !1
  %463 = icmp ult i64 %453, 10
  br i1 %463, label %464, label %452, !llvm.loop !27

464:                                              ; preds = %452, %464
  %465 = phi i32 [ %466, %464 ], [ %461, %452 ]
  %466 = add nsw i32 %465, -1
  %467 = getelementptr inbounds [20 x i8], [20 x i8]* %11, i32 0, i32 %466
  %468 = load i8, i8* %467, align 1, !tbaa !1
  store volatile i8 %468, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %469 = icmp eq i32 %466, 0
  br i1 %469, label %470, label %464, !llvm.loop !28

470:                                              ; preds = %464
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %451) #6
  br label %492

471:                                              ; preds = %446
  %472 = getelementptr inbounds [20 x i8], [20 x i8]* %10, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %472) #6
  br label %473

473:                                              ; preds = %473, %471
  %474 = phi i64 [ %447, %471 ], [ %477, %473 ]
  %475 = phi i32 [ 0, %471 ], [ %482, %473 ]
  %476 = freeze i64 %474
  %477 = udiv i64 %476, 10
  %478 = mul i64 %477, 10
  %479 = sub i64 %476, %478
  %480 = trunc i64 %479 to i8
  %481 = or i8 %480, 48
  %482 = add nuw nsw i32 %475, 1
  %483 = getelementptr inbounds [20 x i8], [20 x i8]* %10, i32 0, i32 %475
  store i8 %481, i8* %483, align 1, !tbaa !1
  %484 = icmp ult i64 %474, 10
  br i1 %484, label %485, label %473, !llvm.loop !27

485:                                              ; preds = %473, %485
  %486 = phi i32 [ %487, %485 ], [ %482, %473 ]
  %487 = add nsw i32 %486, -1
  %488 = getelementptr inbounds [20 x i8], [20 x i8]* %10, i32 0, i32 %487
  %489 = load i8, i8* %488, align 1, !tbaa !1
  store volatile i8 %489, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %490 = icmp eq i32 %487, 0
  br i1 %490, label %491, label %485, !llvm.loop !28

491:                                              ; preds = %485
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %472) #6
  br label %492

492:                                              ; preds = %470, %491
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 91, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 93, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %493 = icmp slt i32 %370, 0
  br i1 %493, label %494, label %516

494:                                              ; preds = %492
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %495 = sub i32 0, %370
  %496 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %496) #6
  br label %497

497:                                              ; preds = %497, %494
  %498 = phi i32 [ %495, %494 ], [ %501, %497 ]
  %499 = phi i32 [ 0, %494 ], [ %506, %497 ]
  %500 = freeze i32 %498
  %501 = udiv i32 %500, 10
  %502 = mul i32 %501, 10
  %503 = sub i32 %500, %502
  %504 = trunc i32 %503 to i8
  %505 = or i8 %504, 48
  %506 = add nuw nsw i32 %499, 1
  %507 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %499
  store i8 %505, i8* %507, align 1, !tbaa !1
  %508 = icmp ult i32 %498, 10
  br i1 %508, label %509, label %497, !llvm.loop !4

509:                                              ; preds = %497, %509
  %510 = phi i32 [ %511, %509 ], [ %506, %497 ]
  %511 = add nsw i32 %510, -1
  %512 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %511
  %513 = load i8, i8* %512, align 1, !tbaa !1
  store volatile i8 %513, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %514 = icmp eq i32 %511, 0
  br i1 %514, label %515, label %509, !llvm.loop !6

515:                                              ; preds = %509
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %496) #6
  br label %537

516:                                              ; preds = %492
  %517 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %517) #6
  br label %518

518:                                              ; preds = %518, %516
  %519 = phi i32 [ %370, %516 ], [ %522, %518 ]
  %520 = phi i32 [ 0, %516 ], [ %527, %518 ]
  %521 = freeze i32 %519
  %522 = udiv i32 %521, 10
  %523 = mul i32 %522, 10
  %524 = sub i32 %521, %523
  %525 = trunc i32 %524 to i8
  %526 = or i8 %525, 48
  %527 = add nuw nsw i32 %520, 1
  %528 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %520
  store i8 %526, i8* %528, align 1, !tbaa !1
  %529 = icmp ult i32 %519, 10
  br i1 %529, label %530, label %518, !llvm.loop !4

530:                                              ; preds = %518, %530
  %531 = phi i32 [ %532, %530 ], [ %527, %518 ]
  %532 = add nsw i32 %531, -1
  %533 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %532
  %534 = load i8, i8* %533, align 1, !tbaa !1
  store volatile i8 %534, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %535 = icmp eq i32 %532, 0
  br i1 %535, label %536, label %530, !llvm.loop !6

536:                                              ; preds = %530
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %517) #6
  br label %537

537:                                              ; preds = %515, %536
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %538 = getelementptr inbounds %struct.mixed, %struct.mixed* %32, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %538) #6
  call fastcc void @mix(%struct.mixed* nonnull sret(%struct.mixed) align 8 %32)
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 120, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %539 = load i8, i8* %538, align 8, !tbaa !29
  %540 = sext i8 %539 to i32
  %541 = icmp slt i8 %539, 0
  br i1 %541, label %542, label %564

542:                                              ; preds = %537
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %543 = sub nsw i32 0, %540
  %544 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %544) #6
  br label %545

545:                                              ; preds = %545, %542
  %546 = phi i32 [ %543, %542 ], [ %549, %545 ]
  %547 = phi i32 [ 0, %542 ], [ %554, %545 ]
  %548 = freeze i32 %546
  %549 = udiv i32 %548, 10
  %550 = mul i32 %549, 10
  %551 = sub i32 %548, %550
  %552 = trunc i32 %551 to i8
  %553 = or i8 %552, 48
  %554 = add nuw nsw i32 %547, 1
  %555 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %547
  store i8 %553, i8* %555, align 1, !tbaa !1
  %556 = icmp ult i32 %546, 10
  br i1 %556, label %557, label %545, !llvm.loop !4

557:                                              ; preds = %545, %557
  %558 = phi i32 [ %559, %557 ], [ %554, %545 ]
  %559 = add nsw i32 %558, -1
  %560 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %559
  %561 = load i8, i8* %560, align 1, !tbaa !1
  store volatile i8 %561, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %562 = icmp eq i32 %559, 0
  br i1 %562, label %563, label %557, !llvm.loop !6

563:                                              ; preds = %557
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %544) #6
  br label %585

564:                                              ; preds = %537
  %565 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %565) #6
  br label %566

566:                                              ; preds = %566, %564
  %567 = phi i32 [ %540, %564 ], [ %570, %566 ]
  %568 = phi i32 [ 0, %564 ], [ %575, %566 ]
  %569 = freeze i32 %567
  %570 = udiv i32 %569, 10
  %571 = mul i32 %570, 10
  %572 = sub i32 %569, %571
  %573 = trunc i32 %572 to i8
  %574 = or i8 %573, 48
  %575 = add nuw nsw i32 %568, 1
  %576 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %568
  store i8 %574, i8* %576, align 1, !tbaa !1
  %577 = icmp ult i32 %567, 10
  br i1 %577, label %578, label %566, !llvm.loop !4

578:                                              ; preds = %566, %578
  %579 = phi i32 [ %580, %578 ], [ %575, %566 ]
  %580 = add nsw i32 %579, -1
  %581 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %580
  %582 = load i8, i8* %581, align 1, !tbaa !1
  store volatile i8 %582, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %583 = icmp eq i32 %580, 0
  br i1 %583, label %584, label %578, !llvm.loop !6

584:                                              ; preds = %578
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %565) #6
  br label %585

585:                                              ; preds = %563, %584
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %586 = getelementptr inbounds %struct.mixed, %struct.mixed* %32, i32 0, i32 1
  %587 = load i64, i64* %586, align 8, !tbaa !32
  %588 = icmp slt i64 %587, 0
  br i1 %588, label %589, label %611

589:                                              ; preds = %585
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %590 = sub i64 0, %587
  %591 = getelementptr inbounds [20 x i8], [20 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %591) #6
  br label %592

592:                                              ; preds = %592, %589
  %593 = phi i64 [ %590, %589 ], [ %596, %592 ]
  %594 = phi i32 [ 0, %589 ], [ %601, %592 ]
  %595 = freeze i64 %593
  %596 = udiv i64 %595, 10
  %597 = mul i64 %596, 10
  %598 = sub i64 %595, %597
  %599 = trunc i64 %598 to i8
  %600 = or i8 %599, 48
  %601 = add nuw nsw i32 %594, 1
  %602 = getelementptr inbounds [20 x i8], [20 x i8]* %5, i32 0, i32 %594
  store i8 %600, i8* %602, align 1, !tbaa !1
  %603 = icmp ult i64 %593, 10
  br i1 %603, label %604, label %592, !llvm.loop !27

604:                                              ; preds = %592, %604
  %605 = phi i32 [ %606, %604 ], [ %601, %592 ]
  %606 = add nsw i32 %605, -1
  %607 = getelementptr inbounds [20 x i8], [20 x i8]* %5, i32 0, i32 %606
  %608 = load i8, i8* %607, align 1, !tbaa !1
  store volatile i8 %608, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %609 = icmp eq i32 %606, 0
  br i1 %609, label %610, label %604, !llvm.loop !28

610:                                              ; preds = %604
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %591) #6
  br label %632

611:                                              ; preds = %585
  %612 = getelementptr inbounds [20 x i8], [20 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %612) #6
  br label %613

613:                                              ; preds = %613, %611
  %614 = phi i64 [ %587, %611 ], [ %617, %613 ]
  %615 = phi i32 [ 0, %611 ], [ %622, %613 ]
  %616 = freeze i64 %614
  %617 = udiv i64 %616, 10
  %618 = mul i64 %617, 10
  %619 = sub i64 %616, %618
  %620 = trunc i64 %619 to i8
  %621 = or i8 %620, 48
  %622 = add nuw nsw i32 %615, 1
  %623 = getelementptr inbounds [20 x i8], [20 x i8]* %4, i32 0, i32 %615
  store i8 %621, i8* %623, align 1, !tbaa !1
  %624 = icmp ult i64 %614, 10
  br i1 %624, label %625, label %613, !llvm.loop !27

625:                                              ; preds = %613, %625
  %626 = phi i32 [ %627, %625 ], [ %622, %613 ]
  %627 = add nsw i32 %626, -1
  %628 = getelementptr inbounds [20 x i8], [20 x i8]* %4, i32 0, i32 %627
  %629 = load i8, i8* %628, align 1, !tbaa !1
  store volatile i8 %629, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %630 = icmp eq i32 %627, 0
  br i1 %630, label %631, label %625, !llvm.loop !28

631:                                              ; preds = %625
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %612) #6
  br label %632

632:                                              ; preds = %610, %631
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %633 = getelementptr inbounds %struct.mixed, %struct.mixed* %32, i32 0, i32 2
  %634 = load i16, i16* %633, align 8, !tbaa !33
  %635 = sext i16 %634 to i32
  %636 = icmp slt i16 %634, 0
  br i1 %636, label %637, label %659

637:                                              ; preds = %632
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %638 = sub nsw i32 0, %635
  %639 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %639) #6
  br label %640

640:                                              ; preds = %640, %637
  %641 = phi i32 [ %638, %637 ], [ %644, %640 ]
  %642 = phi i32 [ 0, %637 ], [ %649, %640 ]
  %643 = freeze i32 %641
  %644 = udiv i32 %643, 10
  %645 = mul i32 %644, 10
  %646 = sub i32 %643, %645
  %647 = trunc i32 %646 to i8
  %648 = or i8 %647, 48
  %649 = add nuw nsw i32 %642, 1
  %650 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %642
  store i8 %648, i8* %650, align 1, !tbaa !1
  %651 = icmp ult i32 %641, 10
  br i1 %651, label %652, label %640, !llvm.loop !4

652:                                              ; preds = %640, %652
  %653 = phi i32 [ %654, %652 ], [ %649, %640 ]
  %654 = add nsw i32 %653, -1
  %655 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %654
  %656 = load i8, i8* %655, align 1, !tbaa !1
  store volatile i8 %656, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %657 = icmp eq i32 %654, 0
  br i1 %657, label %658, label %652, !llvm.loop !6

658:                                              ; preds = %652
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %639) #6
  br label %680

659:                                              ; preds = %632
  %660 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %660) #6
  br label %661

661:                                              ; preds = %661, %659
  %662 = phi i32 [ %635, %659 ], [ %665, %661 ]
  %663 = phi i32 [ 0, %659 ], [ %670, %661 ]
  %664 = freeze i32 %662
  %665 = udiv i32 %664, 10
  %666 = mul i32 %665, 10
  %667 = sub i32 %664, %666
  %668 = trunc i32 %667 to i8
  %669 = or i8 %668, 48
  %670 = add nuw nsw i32 %663, 1
  %671 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %663
  store i8 %669, i8* %671, align 1, !tbaa !1
  %672 = icmp ult i32 %662, 10
  br i1 %672, label %673, label %661, !llvm.loop !4

673:                                              ; preds = %661, %673
  %674 = phi i32 [ %675, %673 ], [ %670, %661 ]
  %675 = add nsw i32 %674, -1
  %676 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %675
  %677 = load i8, i8* %676, align 1, !tbaa !1
  store volatile i8 %677, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %678 = icmp eq i32 %675, 0
  br i1 %678, label %679, label %673, !llvm.loop !6

679:                                              ; preds = %673
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %660) #6
  br label %680

680:                                              ; preds = %658, %679
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %681 = getelementptr inbounds %struct.mixed, %struct.mixed* %32, i32 0, i32 3
  %682 = load i8, i8* %681, align 2, !tbaa !34
  %683 = zext i8 %682 to i32
  %684 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %684) #6
  br label %685

685:                                              ; preds = %685, %680
  %686 = phi i32 [ %683, %680 ], [ %689, %685 ]
  %687 = phi i32 [ 0, %680 ], [ %694, %685 ]
  %688 = freeze i32 %686
  %689 = udiv i32 %688, 10
  %690 = mul i32 %689, 10
  %691 = sub i32 %688, %690
  %692 = trunc i32 %691 to i8
  %693 = or i8 %692, 48
  %694 = add nuw nsw i32 %687, 1
  %695 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %687
  store i8 %693, i8* %695, align 1, !tbaa !1
  %696 = icmp ult i32 %686, 10
  br i1 %696, label %697, label %685, !llvm.loop !4

697:                                              ; preds = %685, %697
  %698 = phi i32 [ %699, %697 ], [ %694, %685 ]
  %699 = add nsw i32 %698, -1
  %700 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %699
  %701 = load i8, i8* %700, align 1, !tbaa !1
  store volatile i8 %701, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %702 = icmp eq i32 %699, 0
  br i1 %702, label %703, label %697, !llvm.loop !6

703:                                              ; preds = %697
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %684) #6
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %704 = getelementptr inbounds %struct.mixed, %struct.mixed* %32, i32 0, i32 4
  %705 = load i32, i32* %704, align 4, !tbaa !35
  %706 = lshr i32 %705, 28
  %707 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.9, i32 0, i32 %706
  %708 = load i8, i8* %707, align 1, !tbaa !1
  store volatile i8 %708, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %709 = lshr i32 %705, 24
  %710 = and i32 %709, 15
  %711 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.9, i32 0, i32 %710
  %712 = load i8, i8* %711, align 1, !tbaa !1
  store volatile i8 %712, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %713 = lshr i32 %705, 20
  %714 = and i32 %713, 15
  %715 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.9, i32 0, i32 %714
  %716 = load i8, i8* %715, align 1, !tbaa !1
  store volatile i8 %716, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %717 = lshr i32 %705, 16
  %718 = and i32 %717, 15
  %719 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.9, i32 0, i32 %718
  %720 = load i8, i8* %719, align 1, !tbaa !1
  store volatile i8 %720, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %721 = lshr i32 %705, 12
  %722 = and i32 %721, 15
  %723 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.9, i32 0, i32 %722
  %724 = load i8, i8* %723, align 1, !tbaa !1
  store volatile i8 %724, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %725 = lshr i32 %705, 8
  %726 = and i32 %725, 15
  %727 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.9, i32 0, i32 %726
  %728 = load i8, i8* %727, align 1, !tbaa !1
  store volatile i8 %728, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %729 = lshr i32 %705, 4
  %730 = and i32 %729, 15
  %731 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.9, i32 0, i32 %730
  %732 = load i8, i8* %731, align 1, !tbaa !1
  store volatile i8 %732, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %733 = and i32 %705, 15
  %734 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.9, i32 0, i32 %733
  %735 = load i8, i8* %734, align 1, !tbaa !1
  store volatile i8 %735, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %736 = load i8, i8* getelementptr inbounds ([4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 1, i32 1), align 4, !tbaa !36
  %737 = load i8, i8* getelementptr inbounds ([4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 0, i32 1), align 4, !tbaa !36
  %738 = icmp ugt i8 %736, %737
  %739 = zext i1 %738 to i32
  %740 = load i16, i16* getelementptr inbounds ([4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 1, i32 2), align 2, !tbaa !39
  %741 = load i16, i16* getelementptr inbounds ([4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 0, i32 2), align 2, !tbaa !39
  %742 = icmp ugt i16 %740, %741
  %743 = zext i1 %742 to i32
  %744 = load i8, i8* getelementptr inbounds ([4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 2, i32 1), align 4, !tbaa !36
  %745 = getelementptr inbounds [4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 %739, i32 1
  %746 = load i8, i8* %745, align 4, !tbaa !36
  %747 = icmp ugt i8 %744, %746
  %748 = select i1 %747, i32 2, i32 %739
  %749 = load i16, i16* getelementptr inbounds ([4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 2, i32 2), align 2, !tbaa !39
  %750 = getelementptr inbounds [4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 %743, i32 2
  %751 = load i16, i16* %750, align 2, !tbaa !39
  %752 = icmp ugt i16 %749, %751
  %753 = select i1 %752, i32 2, i32 %743
  %754 = load i8, i8* getelementptr inbounds ([4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 3, i32 1), align 4, !tbaa !36
  %755 = getelementptr inbounds [4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 %748, i32 1
  %756 = load i8, i8* %755, align 4, !tbaa !36
  %757 = icmp ugt i8 %754, %756
  %758 = load i16, i16* getelementptr inbounds ([4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 3, i32 2), align 2, !tbaa !39
  %759 = getelementptr inbounds [4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 %753, i32 2
  %760 = load i16, i16* %759, align 2, !tbaa !39
  %761 = icmp ugt i16 %758, %760
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %762 = select i1 %757, i32 3, i32 %748
  %763 = select i1 %761, i32 3, i32 %753
  %764 = getelementptr inbounds [4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 %762, i32 0
  %765 = load i8*, i8** %764, align 8, !tbaa !40
  %766 = load i8, i8* %765, align 1, !tbaa !1
  %767 = icmp eq i8 %766, 0
  br i1 %767, label %774, label %768

768:                                              ; preds = %703, %768
  %769 = phi i8 [ %772, %768 ], [ %766, %703 ]
  %770 = phi i8* [ %771, %768 ], [ %765, %703 ]
  %771 = getelementptr inbounds i8, i8* %770, i32 1
  store volatile i8 %769, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %772 = load i8, i8* %771, align 1, !tbaa !1
  %773 = icmp eq i8 %772, 0
  br i1 %773, label %774, label %768, !llvm.loop !41

774:                                              ; preds = %768, %703
  store volatile i8 44, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %775 = getelementptr inbounds [4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 %763, i32 0
  %776 = load i8*, i8** %775, align 8, !tbaa !40
  %777 = load i8, i8* %776, align 1, !tbaa !1
  %778 = icmp eq i8 %777, 0
  br i1 %778, label %785, label %779

779:                                              ; preds = %774, %779
  %780 = phi i8 [ %783, %779 ], [ %777, %774 ]
  %781 = phi i8* [ %782, %779 ], [ %776, %774 ]
  %782 = getelementptr inbounds i8, i8* %781, i32 1
  store volatile i8 %780, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %783 = load i8, i8* %782, align 1, !tbaa !1
  %784 = icmp eq i8 %783, 0
  br i1 %784, label %785, label %779, !llvm.loop !41

785:                                              ; preds = %779, %774
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %786 = load i64, i64* bitcast ([4 x %struct.person]* @people to i64*), align 8
  %787 = load i64, i64* bitcast (%struct.person* getelementptr inbounds ([4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 3) to i64*), align 8
  store i64 %787, i64* bitcast ([4 x %struct.person]* @people to i64*), align 8
  store i64 %786, i64* bitcast (%struct.person* getelementptr inbounds ([4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 3) to i64*), align 8
  %788 = trunc i64 %787 to i32
  %789 = inttoptr i32 %788 to i8*
  %790 = load i8, i8* %789, align 1, !tbaa !1
  %791 = icmp eq i8 %790, 0
  br i1 %791, label %798, label %792

792:                                              ; preds = %785, %792
  %793 = phi i8 [ %796, %792 ], [ %790, %785 ]
  %794 = phi i8* [ %795, %792 ], [ %789, %785 ]
  %795 = getelementptr inbounds i8, i8* %794, i32 1
  store volatile i8 %793, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %796 = load i8, i8* %795, align 1, !tbaa !1
  %797 = icmp eq i8 %796, 0
  br i1 %797, label %798, label %792, !llvm.loop !41

798:                                              ; preds = %792, %785
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %799 = load i8*, i8** getelementptr inbounds ([4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 1, i32 0), align 8, !tbaa !40
  %800 = load i8, i8* %799, align 1, !tbaa !1
  %801 = icmp eq i8 %800, 0
  br i1 %801, label %808, label %802

802:                                              ; preds = %798, %802
  %803 = phi i8 [ %806, %802 ], [ %800, %798 ]
  %804 = phi i8* [ %805, %802 ], [ %799, %798 ]
  %805 = getelementptr inbounds i8, i8* %804, i32 1
  store volatile i8 %803, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %806 = load i8, i8* %805, align 1, !tbaa !1
  %807 = icmp eq i8 %806, 0
  br i1 %807, label %808, label %802, !llvm.loop !41

808:                                              ; preds = %802, %798
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %809 = load i8*, i8** getelementptr inbounds ([4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 2, i32 0), align 8, !tbaa !40
  %810 = load i8, i8* %809, align 1, !tbaa !1
  %811 = icmp eq i8 %810, 0
  br i1 %811, label %818, label %812

812:                                              ; preds = %808, %812
  %813 = phi i8 [ %816, %812 ], [ %810, %808 ]
  %814 = phi i8* [ %815, %812 ], [ %809, %808 ]
  %815 = getelementptr inbounds i8, i8* %814, i32 1
  store volatile i8 %813, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %816 = load i8, i8* %815, align 1, !tbaa !1
  %817 = icmp eq i8 %816, 0
  br i1 %817, label %818, label %812, !llvm.loop !41

818:                                              ; preds = %812, %808
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %819 = load i8*, i8** getelementptr inbounds ([4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 3, i32 0), align 8, !tbaa !40
  %820 = load i8, i8* %819, align 1, !tbaa !1
  %821 = icmp eq i8 %820, 0
  br i1 %821, label %828, label %822

822:                                              ; preds = %818, %822
  %823 = phi i8 [ %826, %822 ], [ %820, %818 ]
  %824 = phi i8* [ %825, %822 ], [ %819, %818 ]
  %825 = getelementptr inbounds i8, i8* %824, i32 1
  store volatile i8 %823, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %826 = load i8, i8* %825, align 1, !tbaa !1
  %827 = icmp eq i8 %826, 0
  br i1 %827, label %828, label %822, !llvm.loop !41

828:                                              ; preds = %822, %818
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %829 = load i32, i32* %132, align 4
  %830 = load i32, i32* %179, align 4
  %831 = load i32, i32* %226, align 4
  %832 = load i32, i32* %273, align 4
  %833 = sub nsw i32 %831, %829
  %834 = sub nsw i32 %832, %830
  %835 = mul nsw i32 %834, %833
  %836 = and i32 %835, 255
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %538) #6
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %368) #6
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %130) #6
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %129) #6
  ret i32 %836
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn writeonly
define internal fastcc void @scale(%struct.point* noalias nocapture writeonly sret(%struct.point) align 4 %0) unnamed_addr #3 {
  %2 = getelementptr inbounds %struct.point, %struct.point* %0, i32 0, i32 0
  store i32 30, i32* %2, align 4, !tbaa.struct !42
  %3 = getelementptr inbounds %struct.point, %struct.point* %0, i32 0, i32 1
  store i32 60, i32* %3, align 4, !tbaa.struct !44
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @bounding(%struct.rect* noalias nocapture sret(%struct.rect) align 4 %0, %struct.point* nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = bitcast %struct.point* %1 to i64*
  %4 = bitcast %struct.rect* %0 to i64*
  %5 = load i64, i64* %3, align 4
  store i64 %5, i64* %4, align 4
  %6 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 1
  %7 = bitcast %struct.point* %6 to i64*
  store i64 %5, i64* %7, align 4
  %8 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 0, i32 0
  %9 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 0, i32 1
  %10 = getelementptr inbounds %struct.point, %struct.point* %6, i32 0, i32 0
  %11 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 1, i32 1
  %12 = trunc i64 %5 to i32
  %13 = lshr i64 %5, 32
  %14 = trunc i64 %13 to i32
  %15 = getelementptr inbounds %struct.point, %struct.point* %1, i32 1, i32 0
  %16 = load i32, i32* %15, align 4, !tbaa !45
  %17 = icmp slt i32 %16, %12
  br i1 %17, label %18, label %19

18:                                               ; preds = %2
  store i32 %16, i32* %8, align 4, !tbaa !7
  br label %19

19:                                               ; preds = %18, %2
  %20 = phi i32 [ %16, %18 ], [ %12, %2 ]
  %21 = getelementptr inbounds %struct.point, %struct.point* %1, i32 1, i32 1
  %22 = load i32, i32* %21, align 4, !tbaa !46
  %23 = icmp slt i32 %22, %14
  br i1 %23, label %24, label %25

24:                                               ; preds = %19
  store i32 %22, i32* %9, align 4, !tbaa !11
  br label %25

25:                                               ; preds = %24, %19
  %26 = phi i32 [ %22, %24 ], [ %14, %19 ]
  %27 = icmp sgt i32 %16, %12
  br i1 %27, label %28, label %29

28:                                               ; preds = %25
  store i32 %16, i32* %10, align 4, !tbaa !12
  br label %29

29:                                               ; preds = %28, %25
  %30 = phi i32 [ %16, %28 ], [ %12, %25 ]
  %31 = icmp sgt i32 %22, %14
  br i1 %31, label %32, label %33

32:                                               ; preds = %29
  store i32 %22, i32* %11, align 4, !tbaa !13
  br label %33

33:                                               ; preds = %29, %32
  %34 = phi i32 [ %14, %29 ], [ %22, %32 ]
  %35 = getelementptr inbounds %struct.point, %struct.point* %1, i32 2, i32 0
  %36 = load i32, i32* %35, align 4, !tbaa !45
  %37 = icmp slt i32 %36, %20
  br i1 %37, label %38, label %39

38:                                               ; preds = %33
  store i32 %36, i32* %8, align 4, !tbaa !7
  br label %39

39:                                               ; preds = %38, %33
  %40 = phi i32 [ %36, %38 ], [ %20, %33 ]
  %41 = getelementptr inbounds %struct.point, %struct.point* %1, i32 2, i32 1
  %42 = load i32, i32* %41, align 4, !tbaa !46
  %43 = icmp slt i32 %42, %26
  br i1 %43, label %44, label %45

44:                                               ; preds = %39
  store i32 %42, i32* %9, align 4, !tbaa !11
  br label %45

45:                                               ; preds = %44, %39
  %46 = phi i32 [ %42, %44 ], [ %26, %39 ]
  %47 = icmp sgt i32 %36, %30
  br i1 %47, label %48, label %49

48:                                               ; preds = %45
  store i32 %36, i32* %10, align 4, !tbaa !12
  br label %49

49:                                               ; preds = %48, %45
  %50 = phi i32 [ %36, %48 ], [ %30, %45 ]
  %51 = icmp sgt i32 %42, %34
  br i1 %51, label %52, label %53

52:                                               ; preds = %49
  store i32 %42, i32* %11, align 4, !tbaa !13
  br label %53

53:                                               ; preds = %52, %49
  %54 = phi i32 [ %34, %49 ], [ %42, %52 ]
  %55 = getelementptr inbounds %struct.point, %struct.point* %1, i32 3, i32 0
  %56 = load i32, i32* %55, align 4, !tbaa !45
  %57 = icmp slt i32 %56, %40
  br i1 %57, label %58, label %59

58:                                               ; preds = %53
  store i32 %56, i32* %8, align 4, !tbaa !7
  br label %59

59:                                               ; preds = %58, %53
  %60 = phi i32 [ %56, %58 ], [ %40, %53 ]
  %61 = getelementptr inbounds %struct.point, %struct.point* %1, i32 3, i32 1
  %62 = load i32, i32* %61, align 4, !tbaa !46
  %63 = icmp slt i32 %62, %46
  br i1 %63, label %64, label %65

64:                                               ; preds = %59
  store i32 %62, i32* %9, align 4, !tbaa !11
  br label %65

65:                                               ; preds = %64, %59
  %66 = phi i32 [ %62, %64 ], [ %46, %59 ]
  %67 = icmp sgt i32 %56, %50
  br i1 %67, label %68, label %69

68:                                               ; preds = %65
  store i32 %56, i32* %10, align 4, !tbaa !12
  br label %69

69:                                               ; preds = %68, %65
  %70 = phi i32 [ %56, %68 ], [ %50, %65 ]
  %71 = icmp sgt i32 %62, %54
  br i1 %71, label %72, label %73

72:                                               ; preds = %69
  store i32 %62, i32* %11, align 4, !tbaa !13
  br label %73

73:                                               ; preds = %72, %69
  %74 = phi i32 [ %54, %69 ], [ %62, %72 ]
  %75 = getelementptr inbounds %struct.point, %struct.point* %1, i32 4, i32 0
  %76 = load i32, i32* %75, align 4, !tbaa !45
  %77 = icmp slt i32 %76, %60
  br i1 %77, label %78, label %79

78:                                               ; preds = %73
  store i32 %76, i32* %8, align 4, !tbaa !7
  br label %79

79:                                               ; preds = %78, %73
  %80 = phi i32 [ %76, %78 ], [ %60, %73 ]
  %81 = getelementptr inbounds %struct.point, %struct.point* %1, i32 4, i32 1
  %82 = load i32, i32* %81, align 4, !tbaa !46
  %83 = icmp slt i32 %82, %66
  br i1 %83, label %84, label %85

84:                                               ; preds = %79
  store i32 %82, i32* %9, align 4, !tbaa !11
  br label %85

85:                                               ; preds = %84, %79
  %86 = phi i32 [ %82, %84 ], [ %66, %79 ]
  %87 = icmp sgt i32 %76, %70
  br i1 %87, label %88, label %89

88:                                               ; preds = %85
  store i32 %76, i32* %10, align 4, !tbaa !12
  br label %89

89:                                               ; preds = %88, %85
  %90 = phi i32 [ %76, %88 ], [ %70, %85 ]
  %91 = icmp sgt i32 %82, %74
  br i1 %91, label %92, label %93

92:                                               ; preds = %89
  store i32 %82, i32* %11, align 4, !tbaa !13
  br label %93

93:                                               ; preds = %92, %89
  %94 = phi i32 [ %74, %89 ], [ %82, %92 ]
  %95 = getelementptr inbounds %struct.point, %struct.point* %1, i32 5, i32 0
  %96 = load i32, i32* %95, align 4, !tbaa !45
  %97 = icmp slt i32 %96, %80
  br i1 %97, label %98, label %99

98:                                               ; preds = %93
  store i32 %96, i32* %8, align 4, !tbaa !7
  br label %99

99:                                               ; preds = %98, %93
  %100 = getelementptr inbounds %struct.point, %struct.point* %1, i32 5, i32 1
  %101 = load i32, i32* %100, align 4, !tbaa !46
  %102 = icmp slt i32 %101, %86
  br i1 %102, label %103, label %104

103:                                              ; preds = %99
  store i32 %101, i32* %9, align 4, !tbaa !11
  br label %104

104:                                              ; preds = %103, %99
  %105 = icmp sgt i32 %96, %90
  br i1 %105, label %106, label %107

106:                                              ; preds = %104
  store i32 %96, i32* %10, align 4, !tbaa !12
  br label %107

107:                                              ; preds = %106, %104
  %108 = icmp sgt i32 %101, %94
  br i1 %108, label %109, label %110

109:                                              ; preds = %107
  store i32 %101, i32* %11, align 4, !tbaa !13
  br label %110

110:                                              ; preds = %109, %107
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @make_big(%struct.big* noalias nocapture sret(%struct.big) align 8 %0) unnamed_addr #4 {
  %2 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 0
  store i32 7, i32* %2, align 8, !tbaa !43
  %3 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 1
  store i32 13, i32* %3, align 4, !tbaa !43
  %4 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 2
  store i32 17, i32* %4, align 8, !tbaa !43
  %5 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 3
  store i32 19, i32* %5, align 4, !tbaa !43
  %6 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 4
  store i32 19, i32* %6, align 8, !tbaa !43
  %7 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 5
  store i32 17, i32* %7, align 4, !tbaa !43
  %8 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 6
  store i32 13, i32* %8, align 8, !tbaa !43
  %9 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 7
  store i32 7, i32* %9, align 4, !tbaa !43
  %10 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 8
  store i32 -1, i32* %10, align 8, !tbaa !43
  %11 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 9
  store i32 -11, i32* %11, align 4, !tbaa !43
  %12 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 1
  store i64 100000300, i64* %12, align 8, !tbaa !47
  %13 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 2
  store i8 119, i8* %13, align 8, !tbaa !49
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind readnone
define internal fastcc i64 @sum_big(i32 inreg %0, i32 inreg %1, i32 inreg %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, i32 inreg %9, i32 inreg %10, i32 inreg %11, i32 inreg %12, i32 inreg %13) unnamed_addr #5 {
  %15 = and i32 %12, 255
  %16 = zext i32 %15 to i64
  %17 = sext i32 %0 to i64
  %18 = add nsw i64 %16, %17
  %19 = sext i32 %1 to i64
  %20 = add nsw i64 %18, %19
  %21 = sext i32 %2 to i64
  %22 = add nsw i64 %20, %21
  %23 = sext i32 %3 to i64
  %24 = add nsw i64 %22, %23
  %25 = sext i32 %4 to i64
  %26 = add nsw i64 %24, %25
  %27 = sext i32 %5 to i64
  %28 = add nsw i64 %26, %27
  %29 = sext i32 %6 to i64
  %30 = add nsw i64 %28, %29
  %31 = sext i32 %7 to i64
  %32 = add nsw i64 %30, %31
  %33 = sext i32 %8 to i64
  %34 = add nsw i64 %32, %33
  %35 = sext i32 %9 to i64
  %36 = add nsw i64 %34, %35
  %37 = zext i32 %11 to i64
  %38 = shl nuw i64 %37, 32
  %39 = zext i32 %10 to i64
  %40 = or i64 %38, %39
  %41 = add nsw i64 %40, %36
  ret i64 %41
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn writeonly
define internal fastcc void @mix(%struct.mixed* noalias nocapture writeonly sret(%struct.mixed) align 8 %0) unnamed_addr #3 {
  %2 = getelementptr inbounds %struct.mixed, %struct.mixed* %0, i32 0, i32 0
  store i8 -5, i8* %2, align 8, !tbaa !29
  %3 = getelementptr inbounds %struct.mixed, %struct.mixed* %0, i32 0, i32 1
  store i64 42949672960, i64* %3, align 8, !tbaa !32
  %4 = getelementptr inbounds %struct.mixed, %struct.mixed* %0, i32 0, i32 2
  store i16 5000, i16* %4, align 8, !tbaa !33
  %5 = getelementptr inbounds %struct.mixed, %struct.mixed* %0, i32 0, i32 3
  store i8 -51, i8* %5, align 2, !tbaa !34
  %6 = getelementptr inbounds %struct.mixed, %struct.mixed* %0, i32 0, i32 4
  store i32 -559038742, i32* %6, align 4, !tbaa !35
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { nofree noinline norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #5 = { nofree noinline norecurse nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = !{!8, !10, i64 0}
!8 = !{!"rect", !9, i64 0, !9, i64 8}
!9 = !{!"point", !10, i64 0, !10, i64 4}
!10 = !{!"int", !2, i64 0}
!11 = !{!8, !10, i64 4}
!12 = !{!8, !10, i64 8}
!13 = !{!8, !10, i64 12}
!14 = !{i64 0, i64 40, !1, i64 40, i64 8, !15, i64 48, i64 1, !1}
!15 = !{!16, !16, i64 0}
!16 = !{!"long long", !2, i64 0}
!17 = !{i64 0, i64 36, !1, i64 36, i64 8, !15, i64 44, i64 1, !1}
!18 = !{i64 0, i64 32, !1, i64 32, i64 8, !15, i64 40, i64 1, !1}
!19 = !{i64 0, i64 28, !1, i64 28, i64 8, !15, i64 36, i64 1, !1}
!20 = !{i64 0, i64 24, !1, i64 24, i64 8, !15, i64 32, i64 1, !1}
!21 = !{i64 0, i64 20, !1, i64 20, i64 8, !15, i64 28, i64 1, !1}
!22 = !{i64 0, i64 16, !1, i64 16, i64 8, !15, i64 24, i64 1, !1}
!23 = !{i64 0, i64 12, !1, i64 12, i64 8, !15, i64 20, i64 1, !1}
!24 = !{i64 0, i64 8, !1, i64 8, i64 8, !15, i64 16, i64 1, !1}
!25 = !{i64 0, i64 8, !15, i64 8, i64 1, !1}
!26 = !{i64 0, i64 1, !1}
!27 = distinct !{!27, !5}
!28 = distinct !{!28, !5}
!29 = !{!30, !2, i64 0}
!30 = !{!"mixed", !2, i64 0, !16, i64 8, !31, i64 16, !2, i64 18, !10, i64 20}
!31 = !{!"short", !2, i64 0}
!32 = !{!30, !16, i64 8}
!33 = !{!30, !31, i64 16}
!34 = !{!30, !2, i64 18}
!35 = !{!30, !10, i64 20}
!36 = !{!37, !2, i64 4}
!37 = !{!"person", !38, i64 0, !2, i64 4, !31, i64 6}
!38 = !{!"any pointer", !2, i64 0}
!39 = !{!37, !31, i64 6}
!40 = !{!37, !38, i64 0}
!41 = distinct !{!41, !5}
!42 = !{i64 0, i64 4, !43, i64 4, i64 4, !43}
!43 = !{!10, !10, i64 0}
!44 = !{i64 0, i64 4, !43}
!45 = !{!9, !10, i64 0}
!46 = !{!9, !10, i64 4}
!47 = !{!48, !16, i64 40}
!48 = !{!"big", !2, i64 0, !16, i64 40, !2, i64 48}
!49 = !{!48, !2, i64 48}
