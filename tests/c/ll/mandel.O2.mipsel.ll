; ModuleID = 'mandel.c'
source_filename = "mandel.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.big_t = type { [200 x i32], i32 }

@x_min = dso_local local_unnamed_addr global double -2.250000e+00, align 8
@x_max = dso_local local_unnamed_addr global double 7.500000e-01, align 8
@y_min = dso_local local_unnamed_addr global double -1.250000e+00, align 8
@y_max = dso_local local_unnamed_addr global double 1.250000e+00, align 8
@zoom_x = dso_local local_unnamed_addr global float 0xBFE7D97F60000000, align 4
@zoom_y = dso_local local_unnamed_addr global float 0x3FBCD9E840000000, align 4
@zoom_r = dso_local local_unnamed_addr global float 0x3F7A9FBE80000000, align 4
@probes = dso_local local_unnamed_addr global [6 x [2 x double]] [[2 x double] [double 2.500000e-01, double 0.000000e+00], [2 x double] [double -7.500000e-01, double 1.000000e-01], [2 x double] [double -1.250000e+00, double 0.000000e+00], [2 x double] [double 3.000000e-01, double 5.000000e-01], [2 x double] [double -1.000000e-01, double 6.510000e-01], [2 x double] [double 0.000000e+00, double 1.000000e+00]], align 8
@shades = internal unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = alloca [10 x i8], align 1
  %5 = alloca [10 x i8], align 1
  %6 = load double, double* @x_max, align 8, !tbaa !1
  %7 = load double, double* @x_min, align 8, !tbaa !1
  %8 = fsub double %6, %7
  %9 = fdiv double %8, 7.200000e+01
  %10 = load double, double* @y_max, align 8, !tbaa !1
  %11 = load double, double* @y_min, align 8, !tbaa !1
  %12 = fsub double %10, %11
  %13 = fdiv double %12, 2.800000e+01
  br label %64

14:                                               ; preds = %72
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %15 = icmp slt i32 %110, 0
  br i1 %15, label %16, label %38

16:                                               ; preds = %14
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %17 = sub i32 0, %110
  %18 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %18) #6
  br label %19

19:                                               ; preds = %19, %16
  %20 = phi i32 [ %17, %16 ], [ %23, %19 ]
  %21 = phi i32 [ 0, %16 ], [ %28, %19 ]
  %22 = freeze i32 %20
  %23 = udiv i32 %22, 10
  %24 = mul i32 %23, 10
  %25 = sub i32 %22, %24
  %26 = trunc i32 %25 to i8
  %27 = or i8 %26, 48
  %28 = add nuw nsw i32 %21, 1
  %29 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %21
  store i8 %27, i8* %29, align 1, !tbaa !5
  %30 = icmp ult i32 %20, 10
  br i1 %30, label %31, label %19, !llvm.loop !6

31:                                               ; preds = %19, %31
  %32 = phi i32 [ %33, %31 ], [ %28, %19 ]
  %33 = add nsw i32 %32, -1
  %34 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %33
  %35 = load i8, i8* %34, align 1, !tbaa !5
  store volatile i8 %35, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %36 = icmp eq i32 %33, 0
  br i1 %36, label %37, label %31, !llvm.loop !8

37:                                               ; preds = %31
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %18) #6
  br label %59

38:                                               ; preds = %14
  %39 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %39) #6
  br label %40

40:                                               ; preds = %40, %38
  %41 = phi i32 [ %110, %38 ], [ %44, %40 ]
  %42 = phi i32 [ 0, %38 ], [ %49, %40 ]
  %43 = freeze i32 %41
  %44 = udiv i32 %43, 10
  %45 = mul i32 %44, 10
  %46 = sub i32 %43, %45
  %47 = trunc i32 %46 to i8
  %48 = or i8 %47, 48
  %49 = add nuw nsw i32 %42, 1
  %50 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %42
  store i8 %48, i8* %50, align 1, !tbaa !5
  %51 = icmp ult i32 %41, 10
  br i1 %51, label %52, label %40, !llvm.loop !6

52:                                               ; preds = %40, %52
  %53 = phi i32 [ %54, %52 ], [ %49, %40 ]
  %54 = add nsw i32 %53, -1
  %55 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %54
  %56 = load i8, i8* %55, align 1, !tbaa !5
  store volatile i8 %56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %57 = icmp eq i32 %54, 0
  br i1 %57, label %58, label %52, !llvm.loop !8

58:                                               ; preds = %52
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %39) #6
  br label %59

59:                                               ; preds = %37, %58
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %60 = load float, float* @zoom_r, align 4, !tbaa !9
  %61 = fmul float %60, 2.000000e+00
  %62 = fdiv float %61, 4.000000e+01
  %63 = fneg float %62
  br label %160

64:                                               ; preds = %75, %0
  %65 = phi double [ %10, %0 ], [ %76, %75 ]
  %66 = phi i32 [ 0, %0 ], [ %110, %75 ]
  %67 = phi i32 [ 0, %0 ], [ %73, %75 ]
  %68 = sitofp i32 %67 to double
  %69 = fadd double %68, 5.000000e-01
  %70 = fneg double %69
  %71 = tail call double @llvm.fmuladd.f64(double %70, double %13, double %65)
  br label %77

72:                                               ; preds = %107
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %73 = add nuw nsw i32 %67, 1
  %74 = icmp eq i32 %73, 28
  br i1 %74, label %14, label %75, !llvm.loop !11

75:                                               ; preds = %72
  %76 = load double, double* @y_max, align 8, !tbaa !1
  br label %64

77:                                               ; preds = %64, %107
  %78 = phi i32 [ %66, %64 ], [ %110, %107 ]
  %79 = phi i32 [ 0, %64 ], [ %111, %107 ]
  %80 = load double, double* @x_min, align 8, !tbaa !1
  %81 = sitofp i32 %79 to double
  %82 = fadd double %81, 5.000000e-01
  %83 = tail call double @llvm.fmuladd.f64(double %82, double %9, double %80)
  br label %84

84:                                               ; preds = %91, %77
  %85 = phi double [ 0.000000e+00, %77 ], [ %94, %91 ]
  %86 = phi i32 [ 0, %77 ], [ %97, %91 ]
  %87 = phi double [ 0.000000e+00, %77 ], [ %96, %91 ]
  %88 = fmul double %87, %87
  %89 = tail call double @llvm.fmuladd.f64(double %85, double %85, double %88) #6
  %90 = fcmp ugt double %89, 4.000000e+00
  br i1 %90, label %99, label %91

91:                                               ; preds = %84
  %92 = fneg double %88
  %93 = tail call double @llvm.fmuladd.f64(double %85, double %85, double %92) #6
  %94 = fadd double %83, %93
  %95 = fmul double %85, 2.000000e+00
  %96 = tail call double @llvm.fmuladd.f64(double %95, double %87, double %71) #6
  %97 = add nuw nsw i32 %86, 1
  %98 = icmp eq i32 %97, 40
  br i1 %98, label %107, label %84, !llvm.loop !12

99:                                               ; preds = %84
  %100 = icmp ult i32 %86, 40
  br i1 %100, label %101, label %107

101:                                              ; preds = %99
  %102 = trunc i32 %86 to i8
  %103 = urem i8 %102, 9
  %104 = zext i8 %103 to i32
  %105 = getelementptr inbounds [11 x i8], [11 x i8]* @shades, i32 0, i32 %104
  %106 = load i8, i8* %105, align 1, !tbaa !5
  br label %107

107:                                              ; preds = %91, %99, %101
  %108 = phi i32 [ %86, %101 ], [ %86, %99 ], [ 40, %91 ]
  %109 = phi i8 [ %106, %101 ], [ 64, %99 ], [ 64, %91 ]
  %110 = add i32 %108, %78
  store volatile i8 %109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %111 = add nuw nsw i32 %79, 1
  %112 = icmp eq i32 %111, 72
  br i1 %112, label %72, label %77, !llvm.loop !13

113:                                              ; preds = %169
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %114 = icmp slt i32 %208, 0
  br i1 %114, label %115, label %137

115:                                              ; preds = %113
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %116 = sub i32 0, %208
  %117 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %117) #6
  br label %118

118:                                              ; preds = %118, %115
  %119 = phi i32 [ %116, %115 ], [ %122, %118 ]
  %120 = phi i32 [ 0, %115 ], [ %127, %118 ]
  %121 = freeze i32 %119
  %122 = udiv i32 %121, 10
  %123 = mul i32 %122, 10
  %124 = sub i32 %121, %123
  %125 = trunc i32 %124 to i8
  %126 = or i8 %125, 48
  %127 = add nuw nsw i32 %120, 1
  %128 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %120
  store i8 %126, i8* %128, align 1, !tbaa !5
  %129 = icmp ult i32 %119, 10
  br i1 %129, label %130, label %118, !llvm.loop !6

130:                                              ; preds = %118, %130
  %131 = phi i32 [ %132, %130 ], [ %127, %118 ]
  %132 = add nsw i32 %131, -1
  %133 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %132
  %134 = load i8, i8* %133, align 1, !tbaa !5
  store volatile i8 %134, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %135 = icmp eq i32 %132, 0
  br i1 %135, label %136, label %130, !llvm.loop !8

136:                                              ; preds = %130
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %117) #6
  br label %158

137:                                              ; preds = %113
  %138 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %138) #6
  br label %139

139:                                              ; preds = %139, %137
  %140 = phi i32 [ %208, %137 ], [ %143, %139 ]
  %141 = phi i32 [ 0, %137 ], [ %148, %139 ]
  %142 = freeze i32 %140
  %143 = udiv i32 %142, 10
  %144 = mul i32 %143, 10
  %145 = sub i32 %142, %144
  %146 = trunc i32 %145 to i8
  %147 = or i8 %146, 48
  %148 = add nuw nsw i32 %141, 1
  %149 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %141
  store i8 %147, i8* %149, align 1, !tbaa !5
  %150 = icmp ult i32 %140, 10
  br i1 %150, label %151, label %139, !llvm.loop !6

151:                                              ; preds = %139, %151
  %152 = phi i32 [ %153, %151 ], [ %148, %139 ]
  %153 = add nsw i32 %152, -1
  %154 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %153
  %155 = load i8, i8* %154, align 1, !tbaa !5
  store volatile i8 %155, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %156 = icmp eq i32 %153, 0
  br i1 %156, label %157, label %151, !llvm.loop !8

157:                                              ; preds = %151
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %138) #6
  br label %158

158:                                              ; preds = %136, %157
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %159 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  br label %214

160:                                              ; preds = %172, %59
  %161 = phi float [ %60, %59 ], [ %173, %172 ]
  %162 = phi i32 [ 0, %59 ], [ %208, %172 ]
  %163 = phi i32 [ 0, %59 ], [ %170, %172 ]
  %164 = load float, float* @zoom_y, align 4, !tbaa !9
  %165 = fadd float %164, %161
  %166 = sitofp i32 %163 to float
  %167 = fmul float %63, %166
  %168 = tail call float @llvm.fmuladd.f32(float %167, float 3.250000e+00, float %165)
  br label %174

169:                                              ; preds = %205
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %170 = add nuw nsw i32 %163, 1
  %171 = icmp eq i32 %170, 12
  br i1 %171, label %113, label %172, !llvm.loop !14

172:                                              ; preds = %169
  %173 = load float, float* @zoom_r, align 4, !tbaa !9
  br label %160

174:                                              ; preds = %211, %160
  %175 = phi float [ %161, %160 ], [ %212, %211 ]
  %176 = phi i32 [ %162, %160 ], [ %208, %211 ]
  %177 = phi i32 [ 0, %160 ], [ %209, %211 ]
  %178 = load float, float* @zoom_x, align 4, !tbaa !9
  %179 = fsub float %178, %175
  %180 = sitofp i32 %177 to float
  %181 = tail call float @llvm.fmuladd.f32(float %180, float %62, float %179)
  br label %182

182:                                              ; preds = %190, %174
  %183 = phi float [ 0.000000e+00, %174 ], [ %194, %190 ]
  %184 = phi float [ 0.000000e+00, %174 ], [ %192, %190 ]
  %185 = phi i32 [ 0, %174 ], [ %195, %190 ]
  %186 = fmul float %183, %183
  %187 = fmul float %184, %184
  %188 = fadd float %186, %187
  %189 = fcmp ogt float %188, 4.000000e+00
  br i1 %189, label %197, label %190

190:                                              ; preds = %182
  %191 = fmul float %183, 2.000000e+00
  %192 = tail call float @llvm.fmuladd.f32(float %191, float %184, float %168) #6
  %193 = fsub float %186, %187
  %194 = fadd float %181, %193
  %195 = add nuw nsw i32 %185, 1
  %196 = icmp eq i32 %195, 64
  br i1 %196, label %205, label %182

197:                                              ; preds = %182
  %198 = icmp ult i32 %185, 64
  br i1 %198, label %199, label %205

199:                                              ; preds = %197
  %200 = trunc i32 %185 to i8
  %201 = urem i8 %200, 9
  %202 = zext i8 %201 to i32
  %203 = getelementptr inbounds [11 x i8], [11 x i8]* @shades, i32 0, i32 %202
  %204 = load i8, i8* %203, align 1, !tbaa !5
  br label %205

205:                                              ; preds = %190, %197, %199
  %206 = phi i32 [ %185, %199 ], [ %185, %197 ], [ 64, %190 ]
  %207 = phi i8 [ %204, %199 ], [ 64, %197 ], [ 64, %190 ]
  %208 = add i32 %206, %176
  store volatile i8 %207, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %209 = add nuw nsw i32 %177, 1
  %210 = icmp eq i32 %209, 40
  br i1 %210, label %169, label %211, !llvm.loop !15

211:                                              ; preds = %205
  %212 = load float, float* @zoom_r, align 4, !tbaa !9
  br label %174

213:                                              ; preds = %281
  ret i32 0

214:                                              ; preds = %158, %281
  %215 = phi i32 [ 0, %158 ], [ %282, %281 ]
  %216 = getelementptr inbounds [6 x [2 x double]], [6 x [2 x double]]* @probes, i32 0, i32 %215, i32 0
  %217 = load double, double* %216, align 8, !tbaa !1
  %218 = getelementptr inbounds [6 x [2 x double]], [6 x [2 x double]]* @probes, i32 0, i32 %215, i32 1
  %219 = load double, double* %218, align 8, !tbaa !1
  br label %220

220:                                              ; preds = %241, %214
  %221 = phi double [ 0.000000e+00, %214 ], [ %247, %241 ]
  %222 = phi double [ 0.000000e+00, %214 ], [ %248, %241 ]
  %223 = phi i32 [ 0, %214 ], [ %258, %241 ]
  %224 = phi i32 [ 0, %214 ], [ %256, %241 ]
  %225 = phi i32 [ 0, %214 ], [ %254, %241 ]
  %226 = phi i32 [ 0, %214 ], [ %252, %241 ]
  %227 = phi i32 [ 0, %214 ], [ %249, %241 ]
  %228 = zext i32 %226 to i64
  %229 = zext i32 %225 to i64
  %230 = shl nuw i64 %229, 32
  %231 = or i64 %230, %228
  %232 = bitcast i64 %231 to double
  %233 = zext i32 %224 to i64
  %234 = zext i32 %223 to i64
  %235 = shl nuw i64 %234, 32
  %236 = or i64 %235, %233
  %237 = bitcast i64 %236 to double
  %238 = fmul double %237, %237
  %239 = tail call double @llvm.fmuladd.f64(double %232, double %232, double %238) #6
  %240 = fcmp ugt double %239, 4.000000e+00
  br i1 %240, label %259, label %241

241:                                              ; preds = %220
  %242 = fneg double %237
  %243 = fmul double %242, %237
  %244 = tail call double @llvm.fmuladd.f64(double %232, double %232, double %243) #6
  %245 = fmul double %237, %232
  %246 = tail call double @llvm.fmuladd.f64(double %232, double %237, double %245) #6
  %247 = fadd double %217, %244
  %248 = fadd double %219, %246
  %249 = add nuw nsw i32 %227, 1
  %250 = icmp eq i32 %249, 50
  %251 = bitcast double %247 to i64
  %252 = trunc i64 %251 to i32
  %253 = lshr i64 %251, 32
  %254 = trunc i64 %253 to i32
  %255 = bitcast double %248 to i64
  %256 = trunc i64 %255 to i32
  %257 = lshr i64 %255, 32
  %258 = trunc i64 %257 to i32
  br i1 %250, label %259, label %220, !llvm.loop !16

259:                                              ; preds = %241, %220
  %260 = phi double [ %221, %220 ], [ %247, %241 ]
  %261 = phi double [ %222, %220 ], [ %248, %241 ]
  %262 = phi i32 [ %227, %220 ], [ 50, %241 ]
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %159) #6
  br label %263

263:                                              ; preds = %263, %259
  %264 = phi i32 [ %262, %259 ], [ %267, %263 ]
  %265 = phi i32 [ 0, %259 ], [ %272, %263 ]
  %266 = freeze i32 %264
  %267 = udiv i32 %266, 10
  %268 = mul i32 %267, 10
  %269 = sub i32 %266, %268
  %270 = trunc i32 %269 to i8
  %271 = or i8 %270, 48
  %272 = add nuw nsw i32 %265, 1
  %273 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %265
  store i8 %271, i8* %273, align 1, !tbaa !5
  %274 = icmp ult i32 %264, 10
  br i1 %274, label %275, label %263, !llvm.loop !6

275:                                              ; preds = %263, %275
  %276 = phi i32 [ %277, %275 ], [ %272, %263 ]
  %277 = add nsw i32 %276, -1
  %278 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %277
  %279 = load i8, i8* %278, align 1, !tbaa !5
  store volatile i8 %279, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %280 = icmp eq i32 %277, 0
  br i1 %280, label %281, label %275, !llvm.loop !8

281:                                              ; preds = %275
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %159) #6
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  tail call fastcc void @print_e(double noundef %260)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  tail call fastcc void @print_e(double noundef %261)
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %282 = add nuw nsw i32 %215, 1
  %283 = icmp eq i32 %282, 6
  br i1 %283, label %213, label %214, !llvm.loop !17
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: inlinehint nofree nounwind
define internal fastcc void @print_e(double noundef %0) unnamed_addr #3 {
  %2 = alloca [10 x i8], align 1
  %3 = alloca %struct.big_t, align 4
  %4 = alloca [800 x i8], align 4
  %5 = alloca [12 x i8], align 4
  %6 = fcmp uno double %0, 0.000000e+00
  br i1 %6, label %15, label %7

7:                                                ; preds = %1
  %8 = bitcast double %0 to i64
  %9 = icmp sgt i64 %8, -1
  br i1 %9, label %11, label %10

10:                                               ; preds = %7
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  br label %11

11:                                               ; preds = %10, %7
  %12 = fcmp oeq double %0, 0x7FF0000000000000
  %13 = fcmp oeq double %0, 0xFFF0000000000000
  %14 = or i1 %12, %13
  br i1 %14, label %15, label %19

15:                                               ; preds = %1, %11
  %16 = phi i8 [ 110, %1 ], [ 105, %11 ]
  %17 = phi i8 [ 97, %1 ], [ 110, %11 ]
  %18 = phi i8 [ 110, %1 ], [ 102, %11 ]
  store volatile i8 %16, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 %17, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 %18, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  br label %492

19:                                               ; preds = %11
  %20 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 800, i8* nonnull %20) #6
  %21 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %21)
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(12) %21, i8 0, i32 12, i1 false)
  %22 = fcmp oeq double %0, 0.000000e+00
  br i1 %22, label %23, label %24

23:                                               ; preds = %19
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(11) %21, i8 48, i32 11, i1 false), !tbaa !5
  br label %442

24:                                               ; preds = %19
  %25 = lshr i64 %8, 52
  %26 = trunc i64 %25 to i32
  %27 = and i32 %26, 2047
  %28 = and i64 %8, 4503599627370495
  %29 = icmp eq i32 %27, 0
  %30 = add nsw i32 %27, -1075
  %31 = select i1 %29, i32 -1074, i32 %30
  %32 = or i64 %28, 4503599627370496
  %33 = select i1 %29, i64 %28, i64 %32
  %34 = and i64 %33, 1
  %35 = icmp eq i64 %34, 0
  %36 = icmp slt i32 %31, 0
  %37 = select i1 %35, i1 %36, i1 false
  br i1 %37, label %38, label %47

38:                                               ; preds = %24, %38
  %39 = phi i64 [ %41, %38 ], [ %33, %24 ]
  %40 = phi i32 [ %42, %38 ], [ %31, %24 ]
  %41 = lshr i64 %39, 1
  %42 = add nsw i32 %40, 1
  %43 = and i64 %39, 2
  %44 = icmp eq i64 %43, 0
  %45 = icmp ne i32 %40, -1
  %46 = select i1 %44, i1 %45, i1 false
  br i1 %46, label %38, label %47, !llvm.loop !18

47:                                               ; preds = %38, %24
  %48 = phi i32 [ %31, %24 ], [ %42, %38 ]
  %49 = phi i64 [ %33, %24 ], [ %41, %38 ]
  %50 = bitcast %struct.big_t* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 804, i8* nonnull %50) #6
  %51 = getelementptr inbounds %struct.big_t, %struct.big_t* %3, i32 0, i32 1
  %52 = freeze i64 %49
  %53 = udiv i64 %52, 10000
  %54 = mul i64 %53, 10000
  %55 = sub i64 %52, %54
  %56 = trunc i64 %55 to i32
  store i32 1, i32* %51, align 4, !tbaa !19
  %57 = getelementptr inbounds %struct.big_t, %struct.big_t* %3, i32 0, i32 0, i32 0
  store i32 %56, i32* %57, align 4, !tbaa !22
  %58 = icmp ult i64 %49, 10000
  br i1 %58, label %79, label %59, !llvm.loop !23

59:                                               ; preds = %47
  %60 = urem i64 %53, 10000
  %61 = trunc i64 %60 to i32
  store i32 2, i32* %51, align 4, !tbaa !19
  %62 = getelementptr inbounds %struct.big_t, %struct.big_t* %3, i32 0, i32 0, i32 1
  store i32 %61, i32* %62, align 4, !tbaa !22
  %63 = icmp ult i64 %49, 100000000
  br i1 %63, label %79, label %64, !llvm.loop !23

64:                                               ; preds = %59
  %65 = udiv i64 %49, 100000000
  %66 = urem i64 %65, 10000
  %67 = trunc i64 %66 to i32
  store i32 3, i32* %51, align 4, !tbaa !19
  %68 = getelementptr inbounds %struct.big_t, %struct.big_t* %3, i32 0, i32 0, i32 2
  store i32 %67, i32* %68, align 4, !tbaa !22
  %69 = icmp ult i64 %49, 1000000000000
  br i1 %69, label %79, label %70, !llvm.loop !23

70:                                               ; preds = %64, %70
  %71 = phi i64 [ %73, %70 ], [ %65, %64 ]
  %72 = load i32, i32* %51, align 4, !tbaa !19
  %73 = udiv i64 %71, 10000
  %74 = urem i64 %73, 10000
  %75 = trunc i64 %74 to i32
  %76 = add nsw i32 %72, 1
  store i32 %76, i32* %51, align 4, !tbaa !19
  %77 = getelementptr inbounds %struct.big_t, %struct.big_t* %3, i32 0, i32 0, i32 %72
  store i32 %75, i32* %77, align 4, !tbaa !22
  %78 = icmp ult i64 %71, 100000000
  br i1 %78, label %79, label %70, !llvm.loop !23

79:                                               ; preds = %70, %64, %59, %47
  %80 = icmp sgt i32 %48, -1
  br i1 %80, label %81, label %141

81:                                               ; preds = %79
  %82 = icmp ugt i32 %48, 17
  br i1 %82, label %83, label %116

83:                                               ; preds = %81, %113
  %84 = phi i32 [ %114, %113 ], [ %48, %81 ]
  %85 = load i32, i32* %51, align 4, !tbaa !19
  %86 = icmp sgt i32 %85, 0
  br i1 %86, label %99, label %113

87:                                               ; preds = %99
  %88 = icmp ult i32 %105, 10000
  br i1 %88, label %113, label %89

89:                                               ; preds = %87
  %90 = urem i32 %107, 10000
  %91 = add nsw i32 %111, 1
  store i32 %91, i32* %51, align 4, !tbaa !19
  %92 = getelementptr inbounds %struct.big_t, %struct.big_t* %3, i32 0, i32 0, i32 %111
  store i32 %90, i32* %92, align 4, !tbaa !22
  %93 = icmp ult i32 %105, 100000000
  br i1 %93, label %113, label %94, !llvm.loop !24

94:                                               ; preds = %89
  %95 = udiv i32 %105, 100000000
  %96 = load i32, i32* %51, align 4, !tbaa !19
  %97 = add nsw i32 %96, 1
  store i32 %97, i32* %51, align 4, !tbaa !19
  %98 = getelementptr inbounds %struct.big_t, %struct.big_t* %3, i32 0, i32 0, i32 %96
  store i32 %95, i32* %98, align 4, !tbaa !22
  br label %113

99:                                               ; preds = %83, %99
  %100 = phi i32 [ %107, %99 ], [ 0, %83 ]
  %101 = phi i32 [ %110, %99 ], [ 0, %83 ]
  %102 = getelementptr inbounds %struct.big_t, %struct.big_t* %3, i32 0, i32 0, i32 %101
  %103 = load i32, i32* %102, align 4, !tbaa !22
  %104 = shl i32 %103, 18
  %105 = add i32 %104, %100
  %106 = freeze i32 %105
  %107 = udiv i32 %106, 10000
  %108 = mul i32 %107, 10000
  %109 = sub i32 %106, %108
  store i32 %109, i32* %102, align 4, !tbaa !22
  %110 = add nuw nsw i32 %101, 1
  %111 = load i32, i32* %51, align 4, !tbaa !19
  %112 = icmp slt i32 %110, %111
  br i1 %112, label %99, label %87, !llvm.loop !25

113:                                              ; preds = %94, %89, %87, %83
  %114 = add nsw i32 %84, -18
  %115 = icmp sgt i32 %84, 35
  br i1 %115, label %83, label %116, !llvm.loop !26

116:                                              ; preds = %113, %81
  %117 = phi i32 [ %48, %81 ], [ %114, %113 ]
  %118 = load i32, i32* %51, align 4, !tbaa !19
  %119 = icmp sgt i32 %118, 0
  br i1 %119, label %127, label %288

120:                                              ; preds = %127
  %121 = icmp ult i32 %133, 10000
  br i1 %121, label %222, label %122

122:                                              ; preds = %120
  %123 = urem i32 %135, 10000
  %124 = add nsw i32 %139, 1
  store i32 %124, i32* %51, align 4, !tbaa !19
  %125 = getelementptr inbounds %struct.big_t, %struct.big_t* %3, i32 0, i32 0, i32 %139
  store i32 %123, i32* %125, align 4, !tbaa !22
  %126 = icmp ult i32 %133, 100000000
  br i1 %126, label %219, label %212, !llvm.loop !24

127:                                              ; preds = %116, %127
  %128 = phi i32 [ %135, %127 ], [ 0, %116 ]
  %129 = phi i32 [ %138, %127 ], [ 0, %116 ]
  %130 = getelementptr inbounds %struct.big_t, %struct.big_t* %3, i32 0, i32 0, i32 %129
  %131 = load i32, i32* %130, align 4, !tbaa !22
  %132 = shl i32 %131, %117
  %133 = add i32 %132, %128
  %134 = freeze i32 %133
  %135 = udiv i32 %134, 10000
  %136 = mul i32 %135, 10000
  %137 = sub i32 %134, %136
  store i32 %137, i32* %130, align 4, !tbaa !22
  %138 = add nuw nsw i32 %129, 1
  %139 = load i32, i32* %51, align 4, !tbaa !19
  %140 = icmp slt i32 %138, %139
  br i1 %140, label %127, label %120, !llvm.loop !25

141:                                              ; preds = %79
  %142 = sub nsw i32 0, %48
  %143 = icmp ult i32 %48, -7
  br i1 %143, label %148, label %144

144:                                              ; preds = %146, %141
  %145 = phi i32 [ %142, %141 ], [ %179, %146 ]
  br label %181

146:                                              ; preds = %178
  %147 = icmp eq i32 %179, 0
  br i1 %147, label %187, label %144

148:                                              ; preds = %141, %178
  %149 = phi i32 [ %179, %178 ], [ %142, %141 ]
  %150 = load i32, i32* %51, align 4, !tbaa !19
  %151 = icmp sgt i32 %150, 0
  br i1 %151, label %164, label %178

152:                                              ; preds = %164
  %153 = icmp ult i32 %170, 10000
  br i1 %153, label %178, label %154

154:                                              ; preds = %152
  %155 = urem i32 %172, 10000
  %156 = add nsw i32 %176, 1
  store i32 %156, i32* %51, align 4, !tbaa !19
  %157 = getelementptr inbounds %struct.big_t, %struct.big_t* %3, i32 0, i32 0, i32 %176
  store i32 %155, i32* %157, align 4, !tbaa !22
  %158 = icmp ult i32 %170, 100000000
  br i1 %158, label %178, label %159, !llvm.loop !24

159:                                              ; preds = %154
  %160 = udiv i32 %170, 100000000
  %161 = load i32, i32* %51, align 4, !tbaa !19
  %162 = add nsw i32 %161, 1
  store i32 %162, i32* %51, align 4, !tbaa !19
  %163 = getelementptr inbounds %struct.big_t, %struct.big_t* %3, i32 0, i32 0, i32 %161
  store i32 %160, i32* %163, align 4, !tbaa !22
  br label %178

164:                                              ; preds = %148, %164
  %165 = phi i32 [ %172, %164 ], [ 0, %148 ]
  %166 = phi i32 [ %175, %164 ], [ 0, %148 ]
  %167 = getelementptr inbounds %struct.big_t, %struct.big_t* %3, i32 0, i32 0, i32 %166
  %168 = load i32, i32* %167, align 4, !tbaa !22
  %169 = mul i32 %168, 390625
  %170 = add i32 %169, %165
  %171 = freeze i32 %170
  %172 = udiv i32 %171, 10000
  %173 = mul i32 %172, 10000
  %174 = sub i32 %171, %173
  store i32 %174, i32* %167, align 4, !tbaa !22
  %175 = add nuw nsw i32 %166, 1
  %176 = load i32, i32* %51, align 4, !tbaa !19
  %177 = icmp slt i32 %175, %176
  br i1 %177, label %164, label %152, !llvm.loop !25

178:                                              ; preds = %159, %154, %152, %148
  %179 = add nsw i32 %149, -8
  %180 = icmp sgt i32 %149, 15
  br i1 %180, label %148, label %146, !llvm.loop !27

181:                                              ; preds = %144, %181
  %182 = phi i32 [ %185, %181 ], [ 1, %144 ]
  %183 = phi i32 [ %184, %181 ], [ %145, %144 ]
  %184 = add nsw i32 %183, -1
  %185 = mul i32 %182, 5
  %186 = icmp eq i32 %184, 0
  br i1 %186, label %187, label %181, !llvm.loop !28

187:                                              ; preds = %181, %146
  %188 = phi i32 [ 1, %146 ], [ %185, %181 ]
  %189 = load i32, i32* %51, align 4, !tbaa !19
  %190 = icmp sgt i32 %189, 0
  br i1 %190, label %198, label %288

191:                                              ; preds = %198
  %192 = icmp ult i32 %204, 10000
  br i1 %192, label %222, label %193

193:                                              ; preds = %191
  %194 = urem i32 %206, 10000
  %195 = add nsw i32 %210, 1
  store i32 %195, i32* %51, align 4, !tbaa !19
  %196 = getelementptr inbounds %struct.big_t, %struct.big_t* %3, i32 0, i32 0, i32 %210
  store i32 %194, i32* %196, align 4, !tbaa !22
  %197 = icmp ult i32 %204, 100000000
  br i1 %197, label %219, label %212, !llvm.loop !24

198:                                              ; preds = %187, %198
  %199 = phi i32 [ %206, %198 ], [ 0, %187 ]
  %200 = phi i32 [ %209, %198 ], [ 0, %187 ]
  %201 = getelementptr inbounds %struct.big_t, %struct.big_t* %3, i32 0, i32 0, i32 %200
  %202 = load i32, i32* %201, align 4, !tbaa !22
  %203 = mul i32 %202, %188
  %204 = add i32 %203, %199
  %205 = freeze i32 %204
  %206 = udiv i32 %205, 10000
  %207 = mul i32 %206, 10000
  %208 = sub i32 %205, %207
  store i32 %208, i32* %201, align 4, !tbaa !22
  %209 = add nuw nsw i32 %200, 1
  %210 = load i32, i32* %51, align 4, !tbaa !19
  %211 = icmp slt i32 %209, %210
  br i1 %211, label %198, label %191, !llvm.loop !25

212:                                              ; preds = %193, %122
  %213 = phi i32 [ %133, %122 ], [ %204, %193 ]
  %214 = phi i32 [ 0, %122 ], [ %48, %193 ]
  %215 = udiv i32 %213, 100000000
  %216 = load i32, i32* %51, align 4, !tbaa !19
  %217 = add nsw i32 %216, 1
  store i32 %217, i32* %51, align 4, !tbaa !19
  %218 = getelementptr inbounds %struct.big_t, %struct.big_t* %3, i32 0, i32 0, i32 %216
  store i32 %215, i32* %218, align 4, !tbaa !22
  br label %219

219:                                              ; preds = %212, %193, %122
  %220 = phi i32 [ 0, %122 ], [ %48, %193 ], [ %214, %212 ]
  %221 = load i32, i32* %51, align 4, !tbaa !19
  br label %222

222:                                              ; preds = %219, %191, %120
  %223 = phi i32 [ %221, %219 ], [ %210, %191 ], [ %139, %120 ]
  %224 = phi i32 [ %220, %219 ], [ %48, %191 ], [ 0, %120 ]
  %225 = icmp sgt i32 %223, 0
  br i1 %225, label %226, label %288

226:                                              ; preds = %222, %285
  %227 = phi i32 [ %229, %285 ], [ %223, %222 ]
  %228 = phi i32 [ %286, %285 ], [ 0, %222 ]
  %229 = add nsw i32 %227, -1
  %230 = getelementptr inbounds %struct.big_t, %struct.big_t* %3, i32 0, i32 0, i32 %229
  %231 = load i32, i32* %230, align 4, !tbaa !22
  %232 = udiv i32 %231, 1000
  %233 = trunc i32 %232 to i8
  %234 = udiv i32 %231, 100
  %235 = urem i32 %234, 10
  %236 = trunc i32 %235 to i8
  %237 = or i8 %236, 48
  %238 = freeze i32 %231
  %239 = udiv i32 %238, 10
  %240 = urem i32 %239, 10
  %241 = trunc i32 %240 to i8
  %242 = or i8 %241, 48
  %243 = mul i32 %239, 10
  %244 = sub i32 %238, %243
  %245 = trunc i32 %244 to i8
  %246 = or i8 %245, 48
  %247 = icmp eq i32 %229, 0
  %248 = icmp slt i32 %228, 1
  %249 = icmp eq i8 %233, 0
  %250 = select i1 %248, i1 %249, i1 false
  br i1 %250, label %259, label %251

251:                                              ; preds = %226
  %252 = add i8 %233, 48
  %253 = add nsw i32 %228, 1
  %254 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 %228
  store i8 %252, i8* %254, align 1, !tbaa !5
  %255 = icmp sgt i32 %228, -1
  br i1 %255, label %256, label %259

256:                                              ; preds = %251
  %257 = add nuw nsw i32 %228, 2
  %258 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 %253
  store i8 %237, i8* %258, align 1, !tbaa !5
  br label %269

259:                                              ; preds = %251, %226
  %260 = phi i32 [ %253, %251 ], [ %228, %226 ]
  %261 = icmp eq i8 %237, 48
  br i1 %261, label %266, label %262

262:                                              ; preds = %259
  %263 = add nsw i32 %260, 1
  %264 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 %260
  store i8 %237, i8* %264, align 1, !tbaa !5
  %265 = icmp sgt i32 %260, -1
  br i1 %265, label %269, label %266

266:                                              ; preds = %262, %259
  %267 = phi i32 [ %263, %262 ], [ %260, %259 ]
  %268 = icmp eq i8 %242, 48
  br i1 %268, label %277, label %273

269:                                              ; preds = %262, %256
  %270 = phi i32 [ %257, %256 ], [ 1, %262 ]
  %271 = add nuw nsw i32 %270, 1
  %272 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 %270
  store i8 %242, i8* %272, align 1, !tbaa !5
  br label %281

273:                                              ; preds = %266
  %274 = add nsw i32 %267, 1
  %275 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 %267
  store i8 %242, i8* %275, align 1, !tbaa !5
  %276 = icmp sgt i32 %267, -1
  br i1 %276, label %281, label %277

277:                                              ; preds = %273, %266
  %278 = phi i32 [ %274, %273 ], [ %267, %266 ]
  %279 = icmp ne i8 %246, 48
  %280 = select i1 %279, i1 true, i1 %247
  br i1 %280, label %281, label %285

281:                                              ; preds = %277, %273, %269
  %282 = phi i32 [ %278, %277 ], [ 1, %273 ], [ %271, %269 ]
  %283 = add nsw i32 %282, 1
  %284 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 %282
  store i8 %246, i8* %284, align 1, !tbaa !5
  br label %285

285:                                              ; preds = %281, %277
  %286 = phi i32 [ %283, %281 ], [ %278, %277 ]
  %287 = icmp ugt i32 %227, 1
  br i1 %287, label %226, label %291, !llvm.loop !29

288:                                              ; preds = %222, %187, %116
  %289 = phi i32 [ 0, %116 ], [ %48, %187 ], [ %224, %222 ]
  call void @llvm.lifetime.end.p0i8(i64 804, i8* nonnull %50) #6
  %290 = add nsw i32 %289, -1
  br label %295

291:                                              ; preds = %285
  %292 = add i32 %286, %224
  call void @llvm.lifetime.end.p0i8(i64 804, i8* nonnull %50) #6
  %293 = add nsw i32 %292, -1
  %294 = icmp sgt i32 %286, 0
  br i1 %294, label %297, label %295

295:                                              ; preds = %288, %291
  %296 = phi i32 [ %290, %288 ], [ %293, %291 ]
  store i8 48, i8* %21, align 4, !tbaa !5
  br label %300

297:                                              ; preds = %291
  %298 = load i8, i8* %20, align 4, !tbaa !5
  store i8 %298, i8* %21, align 4, !tbaa !5
  %299 = icmp eq i32 %286, 1
  br i1 %299, label %300, label %304

300:                                              ; preds = %297, %295
  %301 = phi i8 [ %298, %297 ], [ 48, %295 ]
  %302 = phi i32 [ %293, %297 ], [ %296, %295 ]
  %303 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 1
  store i8 48, i8* %303, align 1, !tbaa !5
  br label %309

304:                                              ; preds = %297
  %305 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 1
  %306 = load i8, i8* %305, align 1, !tbaa !5
  %307 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 1
  store i8 %306, i8* %307, align 1, !tbaa !5
  %308 = icmp ugt i32 %286, 2
  br i1 %308, label %313, label %309

309:                                              ; preds = %304, %300
  %310 = phi i8 [ %298, %304 ], [ %301, %300 ]
  %311 = phi i32 [ %293, %304 ], [ %302, %300 ]
  %312 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 2
  store i8 48, i8* %312, align 2, !tbaa !5
  br label %318

313:                                              ; preds = %304
  %314 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 2
  %315 = load i8, i8* %314, align 2, !tbaa !5
  %316 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 2
  store i8 %315, i8* %316, align 2, !tbaa !5
  %317 = icmp eq i32 %286, 3
  br i1 %317, label %318, label %322

318:                                              ; preds = %313, %309
  %319 = phi i8 [ %298, %313 ], [ %310, %309 ]
  %320 = phi i32 [ %293, %313 ], [ %311, %309 ]
  %321 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 3
  store i8 48, i8* %321, align 1, !tbaa !5
  br label %327

322:                                              ; preds = %313
  %323 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 3
  %324 = load i8, i8* %323, align 1, !tbaa !5
  %325 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 3
  store i8 %324, i8* %325, align 1, !tbaa !5
  %326 = icmp ugt i32 %286, 4
  br i1 %326, label %331, label %327

327:                                              ; preds = %322, %318
  %328 = phi i8 [ %298, %322 ], [ %319, %318 ]
  %329 = phi i32 [ %293, %322 ], [ %320, %318 ]
  %330 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 4
  store i8 48, i8* %330, align 4, !tbaa !5
  br label %336

331:                                              ; preds = %322
  %332 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 4
  %333 = load i8, i8* %332, align 4, !tbaa !5
  %334 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 4
  store i8 %333, i8* %334, align 4, !tbaa !5
  %335 = icmp eq i32 %286, 5
  br i1 %335, label %336, label %340

336:                                              ; preds = %331, %327
  %337 = phi i8 [ %298, %331 ], [ %328, %327 ]
  %338 = phi i32 [ %293, %331 ], [ %329, %327 ]
  %339 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 5
  store i8 48, i8* %339, align 1, !tbaa !5
  br label %345

340:                                              ; preds = %331
  %341 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 5
  %342 = load i8, i8* %341, align 1, !tbaa !5
  %343 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 5
  store i8 %342, i8* %343, align 1, !tbaa !5
  %344 = icmp ugt i32 %286, 6
  br i1 %344, label %349, label %345

345:                                              ; preds = %340, %336
  %346 = phi i8 [ %298, %340 ], [ %337, %336 ]
  %347 = phi i32 [ %293, %340 ], [ %338, %336 ]
  %348 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 6
  store i8 48, i8* %348, align 2, !tbaa !5
  br label %354

349:                                              ; preds = %340
  %350 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 6
  %351 = load i8, i8* %350, align 2, !tbaa !5
  %352 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 6
  store i8 %351, i8* %352, align 2, !tbaa !5
  %353 = icmp eq i32 %286, 7
  br i1 %353, label %354, label %358

354:                                              ; preds = %349, %345
  %355 = phi i8 [ %298, %349 ], [ %346, %345 ]
  %356 = phi i32 [ %293, %349 ], [ %347, %345 ]
  %357 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 7
  store i8 48, i8* %357, align 1, !tbaa !5
  br label %363

358:                                              ; preds = %349
  %359 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 7
  %360 = load i8, i8* %359, align 1, !tbaa !5
  %361 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 7
  store i8 %360, i8* %361, align 1, !tbaa !5
  %362 = icmp ugt i32 %286, 8
  br i1 %362, label %367, label %363

363:                                              ; preds = %358, %354
  %364 = phi i8 [ %298, %358 ], [ %355, %354 ]
  %365 = phi i32 [ %293, %358 ], [ %356, %354 ]
  %366 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 8
  store i8 48, i8* %366, align 4, !tbaa !5
  br label %372

367:                                              ; preds = %358
  %368 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 8
  %369 = load i8, i8* %368, align 4, !tbaa !5
  %370 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 8
  store i8 %369, i8* %370, align 4, !tbaa !5
  %371 = icmp eq i32 %286, 9
  br i1 %371, label %372, label %376

372:                                              ; preds = %367, %363
  %373 = phi i8 [ %298, %367 ], [ %364, %363 ]
  %374 = phi i32 [ %293, %367 ], [ %365, %363 ]
  %375 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 9
  store i8 48, i8* %375, align 1, !tbaa !5
  br label %381

376:                                              ; preds = %367
  %377 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 9
  %378 = load i8, i8* %377, align 1, !tbaa !5
  %379 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 9
  store i8 %378, i8* %379, align 1, !tbaa !5
  %380 = icmp ugt i32 %286, 10
  br i1 %380, label %385, label %381

381:                                              ; preds = %376, %372
  %382 = phi i8 [ %298, %376 ], [ %373, %372 ]
  %383 = phi i32 [ %293, %376 ], [ %374, %372 ]
  %384 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 10
  store i8 48, i8* %384, align 2, !tbaa !5
  br label %442

385:                                              ; preds = %376
  %386 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 10
  %387 = load i8, i8* %386, align 2, !tbaa !5
  %388 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 10
  store i8 %387, i8* %388, align 2, !tbaa !5
  %389 = icmp eq i32 %286, 11
  br i1 %389, label %442, label %390

390:                                              ; preds = %385
  %391 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 11
  %392 = load i8, i8* %391, align 1, !tbaa !5
  %393 = icmp ugt i32 %286, 12
  br i1 %393, label %394, label %404

394:                                              ; preds = %390, %394
  %395 = phi i32 [ %402, %394 ], [ 12, %390 ]
  %396 = phi i32 [ %401, %394 ], [ 0, %390 ]
  %397 = getelementptr inbounds [800 x i8], [800 x i8]* %4, i32 0, i32 %395
  %398 = load i8, i8* %397, align 1, !tbaa !5
  %399 = icmp ne i8 %398, 48
  %400 = zext i1 %399 to i32
  %401 = or i32 %396, %400
  %402 = add nuw nsw i32 %395, 1
  %403 = icmp eq i32 %402, %286
  br i1 %403, label %404, label %394, !llvm.loop !30

404:                                              ; preds = %394, %390
  %405 = phi i32 [ 0, %390 ], [ %401, %394 ]
  %406 = and i8 %387, 1
  %407 = icmp ne i8 %406, 0
  %408 = icmp sgt i8 %392, 53
  br i1 %408, label %414, label %409

409:                                              ; preds = %404
  %410 = icmp eq i8 %392, 53
  br i1 %410, label %411, label %442

411:                                              ; preds = %409
  %412 = icmp ne i32 %405, 0
  %413 = select i1 %412, i1 true, i1 %407
  br i1 %413, label %414, label %442

414:                                              ; preds = %411, %404
  %415 = icmp eq i8 %387, 57
  br i1 %415, label %416, label %436

416:                                              ; preds = %414
  store i8 48, i8* %388, align 2, !tbaa !5
  %417 = icmp eq i8 %378, 57
  br i1 %417, label %418, label %436

418:                                              ; preds = %416
  store i8 48, i8* %379, align 1, !tbaa !5
  %419 = icmp eq i8 %369, 57
  br i1 %419, label %420, label %436

420:                                              ; preds = %418
  store i8 48, i8* %370, align 4, !tbaa !5
  %421 = icmp eq i8 %360, 57
  br i1 %421, label %422, label %436

422:                                              ; preds = %420
  store i8 48, i8* %361, align 1, !tbaa !5
  %423 = icmp eq i8 %351, 57
  br i1 %423, label %424, label %436

424:                                              ; preds = %422
  store i8 48, i8* %352, align 2, !tbaa !5
  %425 = icmp eq i8 %342, 57
  br i1 %425, label %426, label %436

426:                                              ; preds = %424
  store i8 48, i8* %343, align 1, !tbaa !5
  %427 = icmp eq i8 %333, 57
  br i1 %427, label %428, label %436

428:                                              ; preds = %426
  store i8 48, i8* %334, align 4, !tbaa !5
  %429 = icmp eq i8 %324, 57
  br i1 %429, label %430, label %436

430:                                              ; preds = %428
  store i8 48, i8* %325, align 1, !tbaa !5
  %431 = icmp eq i8 %315, 57
  br i1 %431, label %432, label %436

432:                                              ; preds = %430
  store i8 48, i8* %316, align 2, !tbaa !5
  %433 = icmp eq i8 %306, 57
  br i1 %433, label %434, label %436

434:                                              ; preds = %432
  store i8 48, i8* %307, align 1, !tbaa !5
  %435 = icmp eq i8 %298, 57
  br i1 %435, label %441, label %436

436:                                              ; preds = %434, %432, %430, %428, %426, %424, %422, %420, %418, %416, %414
  %437 = phi i8* [ %388, %414 ], [ %379, %416 ], [ %370, %418 ], [ %361, %420 ], [ %352, %422 ], [ %343, %424 ], [ %334, %426 ], [ %325, %428 ], [ %316, %430 ], [ %307, %432 ], [ %21, %434 ]
  %438 = phi i8 [ %387, %414 ], [ %378, %416 ], [ %369, %418 ], [ %360, %420 ], [ %351, %422 ], [ %342, %424 ], [ %333, %426 ], [ %324, %428 ], [ %315, %430 ], [ %306, %432 ], [ %298, %434 ]
  %439 = add i8 %438, 1
  store i8 %439, i8* %437, align 1, !tbaa !5
  %440 = load i8, i8* %21, align 4, !tbaa !5
  br label %442

441:                                              ; preds = %434
  store i8 48, i8* %21, align 4, !tbaa !5
  call void @llvm.memmove.p0i8.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(11) %307, i8* noundef nonnull align 4 dereferenceable(11) %21, i32 11, i1 false) #6, !tbaa !5
  store i8 49, i8* %21, align 4, !tbaa !5
  br label %442

442:                                              ; preds = %23, %385, %381, %436, %409, %411, %441
  %443 = phi i8 [ 49, %441 ], [ %298, %385 ], [ %382, %381 ], [ %440, %436 ], [ %298, %409 ], [ %298, %411 ], [ 48, %23 ]
  %444 = phi i32 [ %292, %441 ], [ %293, %385 ], [ %383, %381 ], [ %293, %436 ], [ %293, %409 ], [ %293, %411 ], [ 0, %23 ]
  store volatile i8 %443, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %445 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 1
  %446 = load i8, i8* %445, align 1, !tbaa !5
  store volatile i8 %446, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %447 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 2
  %448 = load i8, i8* %447, align 2, !tbaa !5
  store volatile i8 %448, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %449 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 3
  %450 = load i8, i8* %449, align 1, !tbaa !5
  store volatile i8 %450, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %451 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 4
  %452 = load i8, i8* %451, align 4, !tbaa !5
  store volatile i8 %452, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %453 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 5
  %454 = load i8, i8* %453, align 1, !tbaa !5
  store volatile i8 %454, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %455 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 6
  %456 = load i8, i8* %455, align 2, !tbaa !5
  store volatile i8 %456, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %457 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 7
  %458 = load i8, i8* %457, align 1, !tbaa !5
  store volatile i8 %458, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %459 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 8
  %460 = load i8, i8* %459, align 4, !tbaa !5
  store volatile i8 %460, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %461 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 9
  %462 = load i8, i8* %461, align 1, !tbaa !5
  store volatile i8 %462, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %463 = getelementptr inbounds [12 x i8], [12 x i8]* %5, i32 0, i32 10
  %464 = load i8, i8* %463, align 2, !tbaa !5
  store volatile i8 %464, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %465 = icmp slt i32 %444, 0
  %466 = select i1 %465, i8 45, i8 43
  store volatile i8 %466, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %467 = sub nsw i32 0, %444
  %468 = select i1 %465, i32 %467, i32 %444
  %469 = icmp ult i32 %468, 10
  br i1 %469, label %470, label %471

470:                                              ; preds = %442
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  br label %471

471:                                              ; preds = %470, %442
  %472 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %472) #6
  br label %473

473:                                              ; preds = %473, %471
  %474 = phi i32 [ %468, %471 ], [ %477, %473 ]
  %475 = phi i32 [ 0, %471 ], [ %482, %473 ]
  %476 = freeze i32 %474
  %477 = udiv i32 %476, 10
  %478 = mul i32 %477, 10
  %479 = sub i32 %476, %478
  %480 = trunc i32 %479 to i8
  %481 = or i8 %480, 48
  %482 = add nuw nsw i32 %475, 1
  %483 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %475
  store i8 %481, i8* %483, align 1, !tbaa !5
  %484 = icmp ult i32 %474, 10
  br i1 %484, label %485, label %473, !llvm.loop !6

485:                                              ; preds = %473, %485
  %486 = phi i32 [ %487, %485 ], [ %482, %473 ]
  %487 = add nsw i32 %486, -1
  %488 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %487
  %489 = load i8, i8* %488, align 1, !tbaa !5
  store volatile i8 %489, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %490 = icmp eq i32 %487, 0
  br i1 %490, label %491, label %485, !llvm.loop !8

491:                                              ; preds = %485
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %472) #6
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %21)
  call void @llvm.lifetime.end.p0i8(i64 800, i8* nonnull %20) #6
  br label %492

492:                                              ; preds = %15, %491
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #4

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i32(i8* nocapture writeonly, i8* nocapture readonly, i32, i1 immarg) #5

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { inlinehint nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { argmemonly nofree nounwind willreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"double", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!3, !3, i64 0}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !3, i64 0}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = !{!20, !21, i64 800}
!20 = !{!"", !3, i64 0, !21, i64 800}
!21 = !{!"int", !3, i64 0}
!22 = !{!21, !21, i64 0}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
