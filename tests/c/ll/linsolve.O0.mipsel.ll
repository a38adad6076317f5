; ModuleID = 'linsolve.c'
source_filename = "linsolve.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.big_t = type { [200 x i32], i32 }
%union.anon = type { double }

@a_in = dso_local global [6 x [6 x double]] [[6 x double] [double 4.000000e+00, double -2.000000e+00, double 1.000000e+00, double 3.000000e+00, double 5.000000e-01, double -1.000000e+00], [6 x double] [double -2.000000e+00, double 5.000000e+00, double -3.000000e+00, double 0.000000e+00, double 1.000000e+00, double 2.000000e+00], [6 x double] [double 1.000000e+00, double -3.000000e+00, double 6.000000e+00, double -2.000000e+00, double 0.000000e+00, double 2.500000e-01], [6 x double] [double 3.000000e+00, double 0.000000e+00, double -2.000000e+00, double 7.000000e+00, double -1.000000e+00, double 1.000000e+00], [6 x double] [double 5.000000e-01, double 1.000000e+00, double 0.000000e+00, double -1.000000e+00, double 3.000000e+00, double -2.000000e+00], [6 x double] [double -1.000000e+00, double 2.000000e+00, double 2.500000e-01, double 1.000000e+00, double -2.000000e+00, double 8.000000e+00]], align 8
@x_true = dso_local global [6 x double] [double 1.000000e+00, double -2.000000e+00, double 3.000000e+00, double 5.000000e-01, double -1.250000e+00, double 2.000000e+00], align 8
@hilbert_n = dso_local global i32 5, align 4
@.str = private unnamed_addr constant [4 x i8] c"b: \00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"det\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"perm:\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"x: \00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"max error\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"inverse:\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"identity error\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"hilbert \00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c": \00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"  identity error\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"float x: \00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c"singular\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [6 x [6 x double]], align 8
  %4 = alloca [6 x double], align 8
  %5 = alloca [6 x double], align 8
  %6 = alloca [6 x i32], align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca [6 x [6 x double]], align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca [6 x [6 x double]], align 8
  %20 = alloca [6 x [6 x double]], align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca [6 x [6 x float]], align 4
  %24 = alloca [6 x float], align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 6, i32* %2, align 4
  store i32 0, i32* %7, align 4
  br label %28

28:                                               ; preds = %56, %0
  %29 = load i32, i32* %7, align 4
  %30 = load i32, i32* %2, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %59

32:                                               ; preds = %28
  %33 = load i32, i32* %7, align 4
  %34 = getelementptr inbounds [6 x double], [6 x double]* %4, i32 0, i32 %33
  store double 0.000000e+00, double* %34, align 8
  store i32 0, i32* %8, align 4
  br label %35

35:                                               ; preds = %52, %32
  %36 = load i32, i32* %8, align 4
  %37 = load i32, i32* %2, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %55

39:                                               ; preds = %35
  %40 = load i32, i32* %7, align 4
  %41 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 %40
  %42 = load i32, i32* %8, align 4
  %43 = getelementptr inbounds [6 x double], [6 x double]* %41, i32 0, i32 %42
  %44 = load double, double* %43, align 8
  %45 = load i32, i32* %8, align 4
  %46 = getelementptr inbounds [6 x double], [6 x double]* @x_true, i32 0, i32 %45
  %47 = load double, double* %46, align 8
  %48 = load i32, i32* %7, align 4
  %49 = getelementptr inbounds [6 x double], [6 x double]* %4, i32 0, i32 %48
  %50 = load double, double* %49, align 8
  %51 = call double @llvm.fmuladd.f64(double %44, double %47, double %50)
  store double %51, double* %49, align 8
  br label %52

52:                                               ; preds = %39
  %53 = load i32, i32* %8, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, i32* %8, align 4
  br label %35, !llvm.loop !2

55:                                               ; preds = %35
  br label %56

56:                                               ; preds = %55
  %57 = load i32, i32* %7, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, i32* %7, align 4
  br label %28, !llvm.loop !4

59:                                               ; preds = %28
  call void @print_str(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0))
  %60 = load i32, i32* %2, align 4
  %61 = getelementptr inbounds [6 x double], [6 x double]* %4, i32 0, i32 0
  call void @print_row(i32 noundef signext %60, double* noundef %61, i32 noundef signext 6)
  %62 = load i32, i32* %2, align 4
  %63 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %3, i32 0, i32 0
  call void @copy(i32 noundef signext %62, [6 x double]* noundef %63, [6 x double]* noundef getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 0))
  %64 = load i32, i32* %2, align 4
  %65 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %3, i32 0, i32 0
  %66 = getelementptr inbounds [6 x i32], [6 x i32]* %6, i32 0, i32 0
  %67 = call i32 @lu_decompose(i32 noundef signext %64, [6 x double]* noundef %65, i32* noundef %66)
  store i32 %67, i32* %9, align 4
  %68 = load i32, i32* %9, align 4
  %69 = sitofp i32 %68 to double
  store double %69, double* %10, align 8
  store i32 0, i32* %11, align 4
  br label %70

70:                                               ; preds = %82, %59
  %71 = load i32, i32* %11, align 4
  %72 = load i32, i32* %2, align 4
  %73 = icmp slt i32 %71, %72
  br i1 %73, label %74, label %85

74:                                               ; preds = %70
  %75 = load i32, i32* %11, align 4
  %76 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %3, i32 0, i32 %75
  %77 = load i32, i32* %11, align 4
  %78 = getelementptr inbounds [6 x double], [6 x double]* %76, i32 0, i32 %77
  %79 = load double, double* %78, align 8
  %80 = load double, double* %10, align 8
  %81 = fmul double %80, %79
  store double %81, double* %10, align 8
  br label %82

82:                                               ; preds = %74
  %83 = load i32, i32* %11, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, i32* %11, align 4
  br label %70, !llvm.loop !5

85:                                               ; preds = %70
  %86 = load double, double* %10, align 8
  call void @print_fv(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), double noundef %86)
  call void @print_str(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0))
  store i32 0, i32* %12, align 4
  br label %87

87:                                               ; preds = %95, %85
  %88 = load i32, i32* %12, align 4
  %89 = load i32, i32* %2, align 4
  %90 = icmp slt i32 %88, %89
  br i1 %90, label %91, label %98

91:                                               ; preds = %87
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %92 = load i32, i32* %12, align 4
  %93 = getelementptr inbounds [6 x i32], [6 x i32]* %6, i32 0, i32 %92
  %94 = load i32, i32* %93, align 4
  call void @print_int(i32 noundef signext %94)
  br label %95

95:                                               ; preds = %91
  %96 = load i32, i32* %12, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, i32* %12, align 4
  br label %87, !llvm.loop !6

98:                                               ; preds = %87
  call void @print_nl()
  %99 = load i32, i32* %2, align 4
  %100 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %3, i32 0, i32 0
  %101 = getelementptr inbounds [6 x i32], [6 x i32]* %6, i32 0, i32 0
  %102 = getelementptr inbounds [6 x double], [6 x double]* %4, i32 0, i32 0
  %103 = getelementptr inbounds [6 x double], [6 x double]* %5, i32 0, i32 0
  call void @lu_solve(i32 noundef signext %99, [6 x double]* noundef %100, i32* noundef %101, double* noundef %102, double* noundef %103)
  call void @print_str(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0))
  %104 = load i32, i32* %2, align 4
  %105 = getelementptr inbounds [6 x double], [6 x double]* %5, i32 0, i32 0
  call void @print_row(i32 noundef signext %104, double* noundef %105, i32 noundef signext 6)
  store double 0.000000e+00, double* %13, align 8
  store i32 0, i32* %14, align 4
  br label %106

106:                                              ; preds = %128, %98
  %107 = load i32, i32* %14, align 4
  %108 = load i32, i32* %2, align 4
  %109 = icmp slt i32 %107, %108
  br i1 %109, label %110, label %131

110:                                              ; preds = %106
  %111 = load i32, i32* %14, align 4
  %112 = getelementptr inbounds [6 x double], [6 x double]* %5, i32 0, i32 %111
  %113 = load double, double* %112, align 8
  %114 = load i32, i32* %14, align 4
  %115 = getelementptr inbounds [6 x double], [6 x double]* @x_true, i32 0, i32 %114
  %116 = load double, double* %115, align 8
  %117 = fsub double %113, %116
  %118 = call double @llvm.fabs.f64(double %117)
  store double %118, double* %15, align 8
  %119 = load double, double* %15, align 8
  %120 = load double, double* %13, align 8
  %121 = fcmp ogt double %119, %120
  br i1 %121, label %122, label %124

122:                                              ; preds = %110
  %123 = load double, double* %15, align 8
  br label %126

124:                                              ; preds = %110
  %125 = load double, double* %13, align 8
  br label %126

126:                                              ; preds = %124, %122
  %127 = phi double [ %123, %122 ], [ %125, %124 ]
  store double %127, double* %13, align 8
  br label %128

128:                                              ; preds = %126
  %129 = load i32, i32* %14, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, i32* %14, align 4
  br label %106, !llvm.loop !7

131:                                              ; preds = %106
  %132 = load double, double* %13, align 8
  call void @print_ev(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), double noundef %132)
  %133 = load i32, i32* %2, align 4
  %134 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %16, i32 0, i32 0
  call void @invert(i32 noundef signext %133, [6 x double]* noundef getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 0), [6 x double]* noundef %134)
  call void @print_str(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0))
  store i32 0, i32* %17, align 4
  br label %135

135:                                              ; preds = %144, %131
  %136 = load i32, i32* %17, align 4
  %137 = load i32, i32* %2, align 4
  %138 = icmp slt i32 %136, %137
  br i1 %138, label %139, label %147

139:                                              ; preds = %135
  %140 = load i32, i32* %2, align 4
  %141 = load i32, i32* %17, align 4
  %142 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %16, i32 0, i32 %141
  %143 = getelementptr inbounds [6 x double], [6 x double]* %142, i32 0, i32 0
  call void @print_row(i32 noundef signext %140, double* noundef %143, i32 noundef signext 6)
  br label %144

144:                                              ; preds = %139
  %145 = load i32, i32* %17, align 4
  %146 = add nsw i32 %145, 1
  store i32 %146, i32* %17, align 4
  br label %135, !llvm.loop !8

147:                                              ; preds = %135
  %148 = load i32, i32* %2, align 4
  %149 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %16, i32 0, i32 0
  %150 = call double @identity_error(i32 noundef signext %148, [6 x double]* noundef getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 0), [6 x double]* noundef %149)
  call void @print_ev(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i32 0, i32 0), double noundef %150)
  store i32 3, i32* %18, align 4
  br label %151

151:                                              ; preds = %195, %147
  %152 = load i32, i32* %18, align 4
  %153 = load i32, i32* @hilbert_n, align 4
  %154 = icmp sle i32 %152, %153
  br i1 %154, label %155, label %198

155:                                              ; preds = %151
  store i32 0, i32* %21, align 4
  br label %156

156:                                              ; preds = %180, %155
  %157 = load i32, i32* %21, align 4
  %158 = load i32, i32* %18, align 4
  %159 = icmp slt i32 %157, %158
  br i1 %159, label %160, label %183

160:                                              ; preds = %156
  store i32 0, i32* %22, align 4
  br label %161

161:                                              ; preds = %176, %160
  %162 = load i32, i32* %22, align 4
  %163 = load i32, i32* %18, align 4
  %164 = icmp slt i32 %162, %163
  br i1 %164, label %165, label %179

165:                                              ; preds = %161
  %166 = load i32, i32* %21, align 4
  %167 = load i32, i32* %22, align 4
  %168 = add nsw i32 %166, %167
  %169 = add nsw i32 %168, 1
  %170 = sitofp i32 %169 to double
  %171 = fdiv double 1.000000e+00, %170
  %172 = load i32, i32* %21, align 4
  %173 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %19, i32 0, i32 %172
  %174 = load i32, i32* %22, align 4
  %175 = getelementptr inbounds [6 x double], [6 x double]* %173, i32 0, i32 %174
  store double %171, double* %175, align 8
  br label %176

176:                                              ; preds = %165
  %177 = load i32, i32* %22, align 4
  %178 = add nsw i32 %177, 1
  store i32 %178, i32* %22, align 4
  br label %161, !llvm.loop !9

179:                                              ; preds = %161
  br label %180

180:                                              ; preds = %179
  %181 = load i32, i32* %21, align 4
  %182 = add nsw i32 %181, 1
  store i32 %182, i32* %21, align 4
  br label %156, !llvm.loop !10

183:                                              ; preds = %156
  %184 = load i32, i32* %18, align 4
  %185 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %19, i32 0, i32 0
  %186 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %20, i32 0, i32 0
  call void @invert(i32 noundef signext %184, [6 x double]* noundef %185, [6 x double]* noundef %186)
  call void @print_str(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i32 0, i32 0))
  %187 = load i32, i32* %18, align 4
  call void @print_int(i32 noundef signext %187)
  call void @print_str(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.8, i32 0, i32 0))
  %188 = load i32, i32* %18, align 4
  %189 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %20, i32 0, i32 0
  %190 = getelementptr inbounds [6 x double], [6 x double]* %189, i32 0, i32 0
  call void @print_row(i32 noundef signext %188, double* noundef %190, i32 noundef signext 3)
  %191 = load i32, i32* %18, align 4
  %192 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %19, i32 0, i32 0
  %193 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %20, i32 0, i32 0
  %194 = call double @identity_error(i32 noundef signext %191, [6 x double]* noundef %192, [6 x double]* noundef %193)
  call void @print_ev(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i32 0, i32 0), double noundef %194)
  br label %195

195:                                              ; preds = %183
  %196 = load i32, i32* %18, align 4
  %197 = add nsw i32 %196, 1
  store i32 %197, i32* %18, align 4
  br label %151, !llvm.loop !11

198:                                              ; preds = %151
  store i32 0, i32* %25, align 4
  br label %199

199:                                              ; preds = %229, %198
  %200 = load i32, i32* %25, align 4
  %201 = load i32, i32* %2, align 4
  %202 = icmp slt i32 %200, %201
  br i1 %202, label %203, label %232

203:                                              ; preds = %199
  %204 = load i32, i32* %25, align 4
  %205 = getelementptr inbounds [6 x double], [6 x double]* %4, i32 0, i32 %204
  %206 = load double, double* %205, align 8
  %207 = fptrunc double %206 to float
  %208 = load i32, i32* %25, align 4
  %209 = getelementptr inbounds [6 x float], [6 x float]* %24, i32 0, i32 %208
  store float %207, float* %209, align 4
  store i32 0, i32* %26, align 4
  br label %210

210:                                              ; preds = %225, %203
  %211 = load i32, i32* %26, align 4
  %212 = load i32, i32* %2, align 4
  %213 = icmp slt i32 %211, %212
  br i1 %213, label %214, label %228

214:                                              ; preds = %210
  %215 = load i32, i32* %25, align 4
  %216 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* @a_in, i32 0, i32 %215
  %217 = load i32, i32* %26, align 4
  %218 = getelementptr inbounds [6 x double], [6 x double]* %216, i32 0, i32 %217
  %219 = load double, double* %218, align 8
  %220 = fptrunc double %219 to float
  %221 = load i32, i32* %25, align 4
  %222 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %23, i32 0, i32 %221
  %223 = load i32, i32* %26, align 4
  %224 = getelementptr inbounds [6 x float], [6 x float]* %222, i32 0, i32 %223
  store float %220, float* %224, align 4
  br label %225

225:                                              ; preds = %214
  %226 = load i32, i32* %26, align 4
  %227 = add nsw i32 %226, 1
  store i32 %227, i32* %26, align 4
  br label %210, !llvm.loop !12

228:                                              ; preds = %210
  br label %229

229:                                              ; preds = %228
  %230 = load i32, i32* %25, align 4
  %231 = add nsw i32 %230, 1
  store i32 %231, i32* %25, align 4
  br label %199, !llvm.loop !13

232:                                              ; preds = %199
  %233 = load i32, i32* %2, align 4
  %234 = getelementptr inbounds [6 x [6 x float]], [6 x [6 x float]]* %23, i32 0, i32 0
  %235 = getelementptr inbounds [6 x float], [6 x float]* %24, i32 0, i32 0
  call void @solve_float(i32 noundef signext %233, [6 x float]* noundef %234, float* noundef %235)
  call void @print_str(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.10, i32 0, i32 0))
  store i32 0, i32* %27, align 4
  br label %236

236:                                              ; preds = %245, %232
  %237 = load i32, i32* %27, align 4
  %238 = load i32, i32* %2, align 4
  %239 = icmp slt i32 %237, %238
  br i1 %239, label %240, label %248

240:                                              ; preds = %236
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %241 = load i32, i32* %27, align 4
  %242 = getelementptr inbounds [6 x float], [6 x float]* %24, i32 0, i32 %241
  %243 = load float, float* %242, align 4
  %244 = fpext float %243 to double
  call void @print_e(double noundef %244, i32 noundef signext 8)
  br label %245

245:                                              ; preds = %240
  %246 = load i32, i32* %27, align 4
  %247 = add nsw i32 %246, 1
  store i32 %247, i32* %27, align 4
  br label %236, !llvm.loop !14

248:                                              ; preds = %236
  call void @print_nl()
  ret i32 0
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone
define internal void @print_str(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  br label %3

3:                                                ; preds = %7, %1
  %4 = load i8*, i8** %2, align 4
  %5 = load i8, i8* %4, align 1
  %6 = icmp ne i8 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %3
  %8 = load i8*, i8** %2, align 4
  %9 = getelementptr inbounds i8, i8* %8, i32 1
  store i8* %9, i8** %2, align 4
  %10 = load i8, i8* %8, align 1
  store volatile i8 %10, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %3, !llvm.loop !15

11:                                               ; preds = %3
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_row(i32 noundef signext %0, double* noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca double*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store double* %1, double** %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %22, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %25

12:                                               ; preds = %8
  %13 = load i32, i32* %7, align 4
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %12
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %16

16:                                               ; preds = %15, %12
  %17 = load double*, double** %5, align 4
  %18 = load i32, i32* %7, align 4
  %19 = getelementptr inbounds double, double* %17, i32 %18
  %20 = load double, double* %19, align 8
  %21 = load i32, i32* %6, align 4
  call void @print_f(double noundef %20, i32 noundef signext %21)
  br label %22

22:                                               ; preds = %16
  %23 = load i32, i32* %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %7, align 4
  br label %8, !llvm.loop !16

25:                                               ; preds = %8
  call void @print_nl()
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @copy(i32 noundef signext %0, [6 x double]* noundef %1, [6 x double]* noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca [6 x double]*, align 4
  %6 = alloca [6 x double]*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store [6 x double]* %1, [6 x double]** %5, align 4
  store [6 x double]* %2, [6 x double]** %6, align 4
  store i32 0, i32* %7, align 4
  br label %9

9:                                                ; preds = %34, %3
  %10 = load i32, i32* %7, align 4
  %11 = load i32, i32* %4, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %37

13:                                               ; preds = %9
  store i32 0, i32* %8, align 4
  br label %14

14:                                               ; preds = %30, %13
  %15 = load i32, i32* %8, align 4
  %16 = load i32, i32* %4, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %33

18:                                               ; preds = %14
  %19 = load [6 x double]*, [6 x double]** %6, align 4
  %20 = load i32, i32* %7, align 4
  %21 = getelementptr inbounds [6 x double], [6 x double]* %19, i32 %20
  %22 = load i32, i32* %8, align 4
  %23 = getelementptr inbounds [6 x double], [6 x double]* %21, i32 0, i32 %22
  %24 = load double, double* %23, align 8
  %25 = load [6 x double]*, [6 x double]** %5, align 4
  %26 = load i32, i32* %7, align 4
  %27 = getelementptr inbounds [6 x double], [6 x double]* %25, i32 %26
  %28 = load i32, i32* %8, align 4
  %29 = getelementptr inbounds [6 x double], [6 x double]* %27, i32 0, i32 %28
  store double %24, double* %29, align 8
  br label %30

30:                                               ; preds = %18
  %31 = load i32, i32* %8, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* %8, align 4
  br label %14, !llvm.loop !17

33:                                               ; preds = %14
  br label %34

34:                                               ; preds = %33
  %35 = load i32, i32* %7, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %7, align 4
  br label %9, !llvm.loop !18

37:                                               ; preds = %9
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @lu_decompose(i32 noundef signext %0, [6 x double]* noundef %1, i32* noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [6 x double]*, align 4
  %7 = alloca i32*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store [6 x double]* %1, [6 x double]** %6, align 4
  store i32* %2, i32** %7, align 4
  store i32 1, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %21

21:                                               ; preds = %30, %3
  %22 = load i32, i32* %9, align 4
  %23 = load i32, i32* %5, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %33

25:                                               ; preds = %21
  %26 = load i32, i32* %9, align 4
  %27 = load i32*, i32** %7, align 4
  %28 = load i32, i32* %9, align 4
  %29 = getelementptr inbounds i32, i32* %27, i32 %28
  store i32 %26, i32* %29, align 4
  br label %30

30:                                               ; preds = %25
  %31 = load i32, i32* %9, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* %9, align 4
  br label %21, !llvm.loop !19

33:                                               ; preds = %21
  store i32 0, i32* %10, align 4
  br label %34

34:                                               ; preds = %186, %33
  %35 = load i32, i32* %10, align 4
  %36 = load i32, i32* %5, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %189

38:                                               ; preds = %34
  %39 = load i32, i32* %10, align 4
  store i32 %39, i32* %11, align 4
  %40 = load [6 x double]*, [6 x double]** %6, align 4
  %41 = load i32, i32* %10, align 4
  %42 = getelementptr inbounds [6 x double], [6 x double]* %40, i32 %41
  %43 = load i32, i32* %10, align 4
  %44 = getelementptr inbounds [6 x double], [6 x double]* %42, i32 0, i32 %43
  %45 = load double, double* %44, align 8
  %46 = call double @llvm.fabs.f64(double %45)
  store double %46, double* %12, align 8
  %47 = load i32, i32* %10, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, i32* %13, align 4
  br label %49

49:                                               ; preds = %68, %38
  %50 = load i32, i32* %13, align 4
  %51 = load i32, i32* %5, align 4
  %52 = icmp slt i32 %50, %51
  br i1 %52, label %53, label %71

53:                                               ; preds = %49
  %54 = load [6 x double]*, [6 x double]** %6, align 4
  %55 = load i32, i32* %13, align 4
  %56 = getelementptr inbounds [6 x double], [6 x double]* %54, i32 %55
  %57 = load i32, i32* %10, align 4
  %58 = getelementptr inbounds [6 x double], [6 x double]* %56, i32 0, i32 %57
  %59 = load double, double* %58, align 8
  %60 = call double @llvm.fabs.f64(double %59)
  store double %60, double* %14, align 8
  %61 = load double, double* %14, align 8
  %62 = load double, double* %12, align 8
  %63 = fcmp ogt double %61, %62
  br i1 %63, label %64, label %67

64:                                               ; preds = %53
  %65 = load double, double* %14, align 8
  store double %65, double* %12, align 8
  %66 = load i32, i32* %13, align 4
  store i32 %66, i32* %11, align 4
  br label %67

67:                                               ; preds = %64, %53
  br label %68

68:                                               ; preds = %67
  %69 = load i32, i32* %13, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, i32* %13, align 4
  br label %49, !llvm.loop !20

71:                                               ; preds = %49
  %72 = load double, double* %12, align 8
  %73 = fcmp oeq double %72, 0.000000e+00
  br i1 %73, label %74, label %75

74:                                               ; preds = %71
  store i32 0, i32* %4, align 4
  br label %191

75:                                               ; preds = %71
  %76 = load i32, i32* %11, align 4
  %77 = load i32, i32* %10, align 4
  %78 = icmp ne i32 %76, %77
  br i1 %78, label %79, label %129

79:                                               ; preds = %75
  store i32 0, i32* %15, align 4
  br label %80

80:                                               ; preds = %108, %79
  %81 = load i32, i32* %15, align 4
  %82 = load i32, i32* %5, align 4
  %83 = icmp slt i32 %81, %82
  br i1 %83, label %84, label %111

84:                                               ; preds = %80
  %85 = load [6 x double]*, [6 x double]** %6, align 4
  %86 = load i32, i32* %10, align 4
  %87 = getelementptr inbounds [6 x double], [6 x double]* %85, i32 %86
  %88 = load i32, i32* %15, align 4
  %89 = getelementptr inbounds [6 x double], [6 x double]* %87, i32 0, i32 %88
  %90 = load double, double* %89, align 8
  store double %90, double* %16, align 8
  %91 = load [6 x double]*, [6 x double]** %6, align 4
  %92 = load i32, i32* %11, align 4
  %93 = getelementptr inbounds [6 x double], [6 x double]* %91, i32 %92
  %94 = load i32, i32* %15, align 4
  %95 = getelementptr inbounds [6 x double], [6 x double]* %93, i32 0, i32 %94
  %96 = load double, double* %95, align 8
  %97 = load [6 x double]*, [6 x double]** %6, align 4
  %98 = load i32, i32* %10, align 4
  %99 = getelementptr inbounds [6 x double], [6 x double]* %97, i32 %98
  %100 = load i32, i32* %15, align 4
  %101 = getelementptr inbounds [6 x double], [6 x double]* %99, i32 0, i32 %100
  store double %96, double* %101, align 8
  %102 = load double, double* %16, align 8
  %103 = load [6 x double]*, [6 x double]** %6, align 4
  %104 = load i32, i32* %11, align 4
  %105 = getelementptr inbounds [6 x double], [6 x double]* %103, i32 %104
  %106 = load i32, i32* %15, align 4
  %107 = getelementptr inbounds [6 x double], [6 x double]* %105, i32 0, i32 %106
  store double %102, double* %107, align 8
  br label %108

108:                                              ; preds = %84
  %109 = load i32, i32* %15, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, i32* %15, align 4
  br label %80, !llvm.loop !21

111:                                              ; preds = %80
  %112 = load i32*, i32** %7, align 4
  %113 = load i32, i32* %10, align 4
  %114 = getelementptr inbounds i32, i32* %112, i32 %113
  %115 = load i32, i32* %114, align 4
  store i32 %115, i32* %17, align 4
  %116 = load i32*, i32** %7, align 4
  %117 = load i32, i32* %11, align 4
  %118 = getelementptr inbounds i32, i32* %116, i32 %117
  %119 = load i32, i32* %118, align 4
  %120 = load i32*, i32** %7, align 4
  %121 = load i32, i32* %10, align 4
  %122 = getelementptr inbounds i32, i32* %120, i32 %121
  store i32 %119, i32* %122, align 4
  %123 = load i32, i32* %17, align 4
  %124 = load i32*, i32** %7, align 4
  %125 = load i32, i32* %11, align 4
  %126 = getelementptr inbounds i32, i32* %124, i32 %125
  store i32 %123, i32* %126, align 4
  %127 = load i32, i32* %8, align 4
  %128 = sub nsw i32 0, %127
  store i32 %128, i32* %8, align 4
  br label %129

129:                                              ; preds = %111, %75
  %130 = load i32, i32* %10, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, i32* %18, align 4
  br label %132

132:                                              ; preds = %182, %129
  %133 = load i32, i32* %18, align 4
  %134 = load i32, i32* %5, align 4
  %135 = icmp slt i32 %133, %134
  br i1 %135, label %136, label %185

136:                                              ; preds = %132
  %137 = load [6 x double]*, [6 x double]** %6, align 4
  %138 = load i32, i32* %18, align 4
  %139 = getelementptr inbounds [6 x double], [6 x double]* %137, i32 %138
  %140 = load i32, i32* %10, align 4
  %141 = getelementptr inbounds [6 x double], [6 x double]* %139, i32 0, i32 %140
  %142 = load double, double* %141, align 8
  %143 = load [6 x double]*, [6 x double]** %6, align 4
  %144 = load i32, i32* %10, align 4
  %145 = getelementptr inbounds [6 x double], [6 x double]* %143, i32 %144
  %146 = load i32, i32* %10, align 4
  %147 = getelementptr inbounds [6 x double], [6 x double]* %145, i32 0, i32 %146
  %148 = load double, double* %147, align 8
  %149 = fdiv double %142, %148
  store double %149, double* %19, align 8
  %150 = load double, double* %19, align 8
  %151 = load [6 x double]*, [6 x double]** %6, align 4
  %152 = load i32, i32* %18, align 4
  %153 = getelementptr inbounds [6 x double], [6 x double]* %151, i32 %152
  %154 = load i32, i32* %10, align 4
  %155 = getelementptr inbounds [6 x double], [6 x double]* %153, i32 0, i32 %154
  store double %150, double* %155, align 8
  %156 = load i32, i32* %10, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, i32* %20, align 4
  br label %158

158:                                              ; preds = %178, %136
  %159 = load i32, i32* %20, align 4
  %160 = load i32, i32* %5, align 4
  %161 = icmp slt i32 %159, %160
  br i1 %161, label %162, label %181

162:                                              ; preds = %158
  %163 = load double, double* %19, align 8
  %164 = load [6 x double]*, [6 x double]** %6, align 4
  %165 = load i32, i32* %10, align 4
  %166 = getelementptr inbounds [6 x double], [6 x double]* %164, i32 %165
  %167 = load i32, i32* %20, align 4
  %168 = getelementptr inbounds [6 x double], [6 x double]* %166, i32 0, i32 %167
  %169 = load double, double* %168, align 8
  %170 = load [6 x double]*, [6 x double]** %6, align 4
  %171 = load i32, i32* %18, align 4
  %172 = getelementptr inbounds [6 x double], [6 x double]* %170, i32 %171
  %173 = load i32, i32* %20, align 4
  %174 = getelementptr inbounds [6 x double], [6 x double]* %172, i32 0, i32 %173
  %175 = load double, double* %174, align 8
  %176 = fneg double %163
  %177 = call double @llvm.fmuladd.f64(double %176, double %169, double %175)
  store double %177, double* %174, align 8
  br label %178

178:                                              ; preds = %162
  %179 = load i32, i32* %20, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, i32* %20, align 4
  br label %158, !llvm.loop !22

181:                                              ; preds = %158
  br label %182

182:                                              ; preds = %181
  %183 = load i32, i32* %18, align 4
  %184 = add nsw i32 %183, 1
  store i32 %184, i32* %18, align 4
  br label %132, !llvm.loop !23

185:                                              ; preds = %132
  br label %186

186:                                              ; preds = %185
  %187 = load i32, i32* %10, align 4
  %188 = add nsw i32 %187, 1
  store i32 %188, i32* %10, align 4
  br label %34, !llvm.loop !24

189:                                              ; preds = %34
  %190 = load i32, i32* %8, align 4
  store i32 %190, i32* %4, align 4
  br label %191

191:                                              ; preds = %189, %74
  %192 = load i32, i32* %4, align 4
  ret i32 %192
}

; Function Attrs: noinline nounwind optnone
define internal void @print_fv(i8* noundef %0, double noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca double, align 8
  store i8* %0, i8** %3, align 4
  store double %1, double* %4, align 8
  %5 = load i8*, i8** %3, align 4
  call void @print_str(i8* noundef %5)
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 1
  %6 = load double, double* %4, align 8
  call void @print_f(double noundef %6, i32 noundef signext 6)
  call void @print_nl()
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_int(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 1
  %6 = load i32, i32* %2, align 4
  %7 = sub i32 0, %6
  call void @print_u32(i32 noundef signext %7)
  br label %10

8:                                                ; preds = %1
  %9 = load i32, i32* %2, align 4
  call void @print_u32(i32 noundef signext %9)
  br label %10

10:                                               ; preds = %8, %5
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_nl() #0 {
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @lu_solve(i32 noundef signext %0, [6 x double]* noundef %1, i32* noundef %2, double* noundef %3, double* noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca [6 x double]*, align 4
  %8 = alloca i32*, align 4
  %9 = alloca double*, align 4
  %10 = alloca double*, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  store [6 x double]* %1, [6 x double]** %7, align 4
  store i32* %2, i32** %8, align 4
  store double* %3, double** %9, align 4
  store double* %4, double** %10, align 4
  store i32 0, i32* %11, align 4
  br label %17

17:                                               ; preds = %55, %5
  %18 = load i32, i32* %11, align 4
  %19 = load i32, i32* %6, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %58

21:                                               ; preds = %17
  %22 = load double*, double** %9, align 4
  %23 = load i32*, i32** %8, align 4
  %24 = load i32, i32* %11, align 4
  %25 = getelementptr inbounds i32, i32* %23, i32 %24
  %26 = load i32, i32* %25, align 4
  %27 = getelementptr inbounds double, double* %22, i32 %26
  %28 = load double, double* %27, align 8
  store double %28, double* %12, align 8
  store i32 0, i32* %13, align 4
  br label %29

29:                                               ; preds = %47, %21
  %30 = load i32, i32* %13, align 4
  %31 = load i32, i32* %11, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %50

33:                                               ; preds = %29
  %34 = load [6 x double]*, [6 x double]** %7, align 4
  %35 = load i32, i32* %11, align 4
  %36 = getelementptr inbounds [6 x double], [6 x double]* %34, i32 %35
  %37 = load i32, i32* %13, align 4
  %38 = getelementptr inbounds [6 x double], [6 x double]* %36, i32 0, i32 %37
  %39 = load double, double* %38, align 8
  %40 = load double*, double** %10, align 4
  %41 = load i32, i32* %13, align 4
  %42 = getelementptr inbounds double, double* %40, i32 %41
  %43 = load double, double* %42, align 8
  %44 = load double, double* %12, align 8
  %45 = fneg double %39
  %46 = call double @llvm.fmuladd.f64(double %45, double %43, double %44)
  store double %46, double* %12, align 8
  br label %47

47:                                               ; preds = %33
  %48 = load i32, i32* %13, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, i32* %13, align 4
  br label %29, !llvm.loop !25

50:                                               ; preds = %29
  %51 = load double, double* %12, align 8
  %52 = load double*, double** %10, align 4
  %53 = load i32, i32* %11, align 4
  %54 = getelementptr inbounds double, double* %52, i32 %53
  store double %51, double* %54, align 8
  br label %55

55:                                               ; preds = %50
  %56 = load i32, i32* %11, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* %11, align 4
  br label %17, !llvm.loop !26

58:                                               ; preds = %17
  %59 = load i32, i32* %6, align 4
  %60 = sub nsw i32 %59, 1
  store i32 %60, i32* %14, align 4
  br label %61

61:                                               ; preds = %104, %58
  %62 = load i32, i32* %14, align 4
  %63 = icmp sge i32 %62, 0
  br i1 %63, label %64, label %107

64:                                               ; preds = %61
  %65 = load double*, double** %10, align 4
  %66 = load i32, i32* %14, align 4
  %67 = getelementptr inbounds double, double* %65, i32 %66
  %68 = load double, double* %67, align 8
  store double %68, double* %15, align 8
  %69 = load i32, i32* %14, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, i32* %16, align 4
  br label %71

71:                                               ; preds = %89, %64
  %72 = load i32, i32* %16, align 4
  %73 = load i32, i32* %6, align 4
  %74 = icmp slt i32 %72, %73
  br i1 %74, label %75, label %92

75:                                               ; preds = %71
  %76 = load [6 x double]*, [6 x double]** %7, align 4
  %77 = load i32, i32* %14, align 4
  %78 = getelementptr inbounds [6 x double], [6 x double]* %76, i32 %77
  %79 = load i32, i32* %16, align 4
  %80 = getelementptr inbounds [6 x double], [6 x double]* %78, i32 0, i32 %79
  %81 = load double, double* %80, align 8
  %82 = load double*, double** %10, align 4
  %83 = load i32, i32* %16, align 4
  %84 = getelementptr inbounds double, double* %82, i32 %83
  %85 = load double, double* %84, align 8
  %86 = load double, double* %15, align 8
  %87 = fneg double %81
  %88 = call double @llvm.fmuladd.f64(double %87, double %85, double %86)
  store double %88, double* %15, align 8
  br label %89

89:                                               ; preds = %75
  %90 = load i32, i32* %16, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, i32* %16, align 4
  br label %71, !llvm.loop !27

92:                                               ; preds = %71
  %93 = load double, double* %15, align 8
  %94 = load [6 x double]*, [6 x double]** %7, align 4
  %95 = load i32, i32* %14, align 4
  %96 = getelementptr inbounds [6 x double], [6 x double]* %94, i32 %95
  %97 = load i32, i32* %14, align 4
  %98 = getelementptr inbounds [6 x double], [6 x double]* %96, i32 0, i32 %97
  %99 = load double, double* %98, align 8
  %100 = fdiv double %93, %99
  %101 = load double*, double** %10, align 4
  %102 = load i32, i32* %14, align 4
  %103 = getelementptr inbounds double, double* %101, i32 %102
  store double %100, double* %103, align 8
  br label %104

104:                                              ; preds = %92
  %105 = load i32, i32* %14, align 4
  %106 = add nsw i32 %105, -1
  store i32 %106, i32* %14, align 4
  br label %61, !llvm.loop !28

107:                                              ; preds = %61
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

; Function Attrs: noinline nounwind optnone
define internal void @print_ev(i8* noundef %0, double noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca double, align 8
  store i8* %0, i8** %3, align 4
  store double %1, double* %4, align 8
  %5 = load i8*, i8** %3, align 4
  call void @print_str(i8* noundef %5)
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 1
  %6 = load double, double* %4, align 8
  call void @print_e(double noundef %6, i32 noundef signext 6)
  call void @print_nl()
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @invert(i32 noundef signext %0, [6 x double]* noundef %1, [6 x double]* noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca [6 x double]*, align 4
  %6 = alloca [6 x double]*, align 4
  %7 = alloca [6 x [6 x double]], align 8
  %8 = alloca [6 x double], align 8
  %9 = alloca [6 x double], align 8
  %10 = alloca [6 x i32], align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store [6 x double]* %1, [6 x double]** %5, align 4
  store [6 x double]* %2, [6 x double]** %6, align 4
  %14 = load i32, i32* %4, align 4
  %15 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %7, i32 0, i32 0
  %16 = load [6 x double]*, [6 x double]** %5, align 4
  call void @copy(i32 noundef signext %14, [6 x double]* noundef %15, [6 x double]* noundef %16)
  %17 = load i32, i32* %4, align 4
  %18 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %7, i32 0, i32 0
  %19 = getelementptr inbounds [6 x i32], [6 x i32]* %10, i32 0, i32 0
  %20 = call i32 @lu_decompose(i32 noundef signext %17, [6 x double]* noundef %18, i32* noundef %19)
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %23, label %22

22:                                               ; preds = %3
  call void @print_str(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.13, i32 0, i32 0))
  br label %71

23:                                               ; preds = %3
  store i32 0, i32* %11, align 4
  br label %24

24:                                               ; preds = %68, %23
  %25 = load i32, i32* %11, align 4
  %26 = load i32, i32* %4, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %71

28:                                               ; preds = %24
  store i32 0, i32* %12, align 4
  br label %29

29:                                               ; preds = %42, %28
  %30 = load i32, i32* %12, align 4
  %31 = load i32, i32* %4, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %45

33:                                               ; preds = %29
  %34 = load i32, i32* %12, align 4
  %35 = load i32, i32* %11, align 4
  %36 = icmp eq i32 %34, %35
  %37 = zext i1 %36 to i64
  %38 = select i1 %36, i32 1, i32 0
  %39 = sitofp i32 %38 to double
  %40 = load i32, i32* %12, align 4
  %41 = getelementptr inbounds [6 x double], [6 x double]* %9, i32 0, i32 %40
  store double %39, double* %41, align 8
  br label %42

42:                                               ; preds = %33
  %43 = load i32, i32* %12, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, i32* %12, align 4
  br label %29, !llvm.loop !29

45:                                               ; preds = %29
  %46 = load i32, i32* %4, align 4
  %47 = getelementptr inbounds [6 x [6 x double]], [6 x [6 x double]]* %7, i32 0, i32 0
  %48 = getelementptr inbounds [6 x i32], [6 x i32]* %10, i32 0, i32 0
  %49 = getelementptr inbounds [6 x double], [6 x double]* %9, i32 0, i32 0
  %50 = getelementptr inbounds [6 x double], [6 x double]* %8, i32 0, i32 0
  call void @lu_solve(i32 noundef signext %46, [6 x double]* noundef %47, i32* noundef %48, double* noundef %49, double* noundef %50)
  store i32 0, i32* %13, align 4
  br label %51

51:                                               ; preds = %64, %45
  %52 = load i32, i32* %13, align 4
  %53 = load i32, i32* %4, align 4
  %54 = icmp slt i32 %52, %53
  br i1 %54, label %55, label %67

55:                                               ; preds = %51
  %56 = load i32, i32* %13, align 4
  %57 = getelementptr inbounds [6 x double], [6 x double]* %8, i32 0, i32 %56
  %58 = load double, double* %57, align 8
  %59 = load [6 x double]*, [6 x double]** %6, align 4
  %60 = load i32, i32* %13, align 4
  %61 = getelementptr inbounds [6 x double], [6 x double]* %59, i32 %60
  %62 = load i32, i32* %11, align 4
  %63 = getelementptr inbounds [6 x double], [6 x double]* %61, i32 0, i32 %62
  store double %58, double* %63, align 8
  br label %64

64:                                               ; preds = %55
  %65 = load i32, i32* %13, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, i32* %13, align 4
  br label %51, !llvm.loop !30

67:                                               ; preds = %51
  br label %68

68:                                               ; preds = %67
  %69 = load i32, i32* %11, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, i32* %11, align 4
  br label %24, !llvm.loop !31

71:                                               ; preds = %22, %24
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal double @identity_error(i32 noundef signext %0, [6 x double]* noundef %1, [6 x double]* noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca [6 x double]*, align 4
  %6 = alloca [6 x double]*, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  store i32 %0, i32* %4, align 4
  store [6 x double]* %1, [6 x double]** %5, align 4
  store [6 x double]* %2, [6 x double]** %6, align 4
  store double 0.000000e+00, double* %7, align 8
  store i32 0, i32* %8, align 4
  br label %13

13:                                               ; preds = %64, %3
  %14 = load i32, i32* %8, align 4
  %15 = load i32, i32* %4, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %67

17:                                               ; preds = %13
  store i32 0, i32* %9, align 4
  br label %18

18:                                               ; preds = %60, %17
  %19 = load i32, i32* %9, align 4
  %20 = load i32, i32* %4, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %63

22:                                               ; preds = %18
  store double 0.000000e+00, double* %10, align 8
  store i32 0, i32* %11, align 4
  br label %23

23:                                               ; preds = %42, %22
  %24 = load i32, i32* %11, align 4
  %25 = load i32, i32* %4, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %45

27:                                               ; preds = %23
  %28 = load [6 x double]*, [6 x double]** %5, align 4
  %29 = load i32, i32* %8, align 4
  %30 = getelementptr inbounds [6 x double], [6 x double]* %28, i32 %29
  %31 = load i32, i32* %11, align 4
  %32 = getelementptr inbounds [6 x double], [6 x double]* %30, i32 0, i32 %31
  %33 = load double, double* %32, align 8
  %34 = load [6 x double]*, [6 x double]** %6, align 4
  %35 = load i32, i32* %11, align 4
  %36 = getelementptr inbounds [6 x double], [6 x double]* %34, i32 %35
  %37 = load i32, i32* %9, align 4
  %38 = getelementptr inbounds [6 x double], [6 x double]* %36, i32 0, i32 %37
  %39 = load double, double* %38, align 8
  %40 = load double, double* %10, align 8
  %41 = call double @llvm.fmuladd.f64(double %33, double %39, double %40)
  store double %41, double* %10, align 8
  br label %42

42:                                               ; preds = %27
  %43 = load i32, i32* %11, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, i32* %11, align 4
  br label %23, !llvm.loop !32

45:                                               ; preds = %23
  %46 = load double, double* %10, align 8
  %47 = load i32, i32* %8, align 4
  %48 = load i32, i32* %9, align 4
  %49 = icmp eq i32 %47, %48
  %50 = zext i1 %49 to i64
  %51 = select i1 %49, double 1.000000e+00, double 0.000000e+00
  %52 = fsub double %46, %51
  %53 = call double @llvm.fabs.f64(double %52)
  store double %53, double* %12, align 8
  %54 = load double, double* %12, align 8
  %55 = load double, double* %7, align 8
  %56 = fcmp ogt double %54, %55
  br i1 %56, label %57, label %59

57:                                               ; preds = %45
  %58 = load double, double* %12, align 8
  store double %58, double* %7, align 8
  br label %59

59:                                               ; preds = %57, %45
  br label %60

60:                                               ; preds = %59
  %61 = load i32, i32* %9, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, i32* %9, align 4
  br label %18, !llvm.loop !33

63:                                               ; preds = %18
  br label %64

64:                                               ; preds = %63
  %65 = load i32, i32* %8, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, i32* %8, align 4
  br label %13, !llvm.loop !34

67:                                               ; preds = %13
  %68 = load double, double* %7, align 8
  ret double %68
}

; Function Attrs: noinline nounwind optnone
define internal void @solve_float(i32 noundef signext %0, [6 x float]* noundef %1, float* noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca [6 x float]*, align 4
  %6 = alloca float*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store [6 x float]* %1, [6 x float]** %5, align 4
  store float* %2, float** %6, align 4
  store i32 0, i32* %7, align 4
  br label %13

13:                                               ; preds = %78, %3
  %14 = load i32, i32* %7, align 4
  %15 = load i32, i32* %4, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %81

17:                                               ; preds = %13
  %18 = load i32, i32* %7, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %8, align 4
  br label %20

20:                                               ; preds = %74, %17
  %21 = load i32, i32* %8, align 4
  %22 = load i32, i32* %4, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %77

24:                                               ; preds = %20
  %25 = load [6 x float]*, [6 x float]** %5, align 4
  %26 = load i32, i32* %8, align 4
  %27 = getelementptr inbounds [6 x float], [6 x float]* %25, i32 %26
  %28 = load i32, i32* %7, align 4
  %29 = getelementptr inbounds [6 x float], [6 x float]* %27, i32 0, i32 %28
  %30 = load float, float* %29, align 4
  %31 = load [6 x float]*, [6 x float]** %5, align 4
  %32 = load i32, i32* %7, align 4
  %33 = getelementptr inbounds [6 x float], [6 x float]* %31, i32 %32
  %34 = load i32, i32* %7, align 4
  %35 = getelementptr inbounds [6 x float], [6 x float]* %33, i32 0, i32 %34
  %36 = load float, float* %35, align 4
  %37 = fdiv float %30, %36
  store float %37, float* %9, align 4
  %38 = load i32, i32* %7, align 4
  store i32 %38, i32* %10, align 4
  br label %39

39:                                               ; preds = %59, %24
  %40 = load i32, i32* %10, align 4
  %41 = load i32, i32* %4, align 4
  %42 = icmp slt i32 %40, %41
  br i1 %42, label %43, label %62

43:                                               ; preds = %39
  %44 = load float, float* %9, align 4
  %45 = load [6 x float]*, [6 x float]** %5, align 4
  %46 = load i32, i32* %7, align 4
  %47 = getelementptr inbounds [6 x float], [6 x float]* %45, i32 %46
  %48 = load i32, i32* %10, align 4
  %49 = getelementptr inbounds [6 x float], [6 x float]* %47, i32 0, i32 %48
  %50 = load float, float* %49, align 4
  %51 = load [6 x float]*, [6 x float]** %5, align 4
  %52 = load i32, i32* %8, align 4
  %53 = getelementptr inbounds [6 x float], [6 x float]* %51, i32 %52
  %54 = load i32, i32* %10, align 4
  %55 = getelementptr inbounds [6 x float], [6 x float]* %53, i32 0, i32 %54
  %56 = load float, float* %55, align 4
  %57 = fneg float %44
  %58 = call float @llvm.fmuladd.f32(float %57, float %50, float %56)
  store float %58, float* %55, align 4
  br label %59

59:                                               ; preds = %43
  %60 = load i32, i32* %10, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, i32* %10, align 4
  br label %39, !llvm.loop !35

62:                                               ; preds = %39
  %63 = load float, float* %9, align 4
  %64 = load float*, float** %6, align 4
  %65 = load i32, i32* %7, align 4
  %66 = getelementptr inbounds float, float* %64, i32 %65
  %67 = load float, float* %66, align 4
  %68 = load float*, float** %6, align 4
  %69 = load i32, i32* %8, align 4
  %70 = getelementptr inbounds float, float* %68, i32 %69
  %71 = load float, float* %70, align 4
  %72 = fneg float %63
  %73 = call float @llvm.fmuladd.f32(float %72, float %67, float %71)
  store float %73, float* %70, align 4
  br label %74

74:                                               ; preds = %62
  %75 = load i32, i32* %8, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, i32* %8, align 4
  br label %20, !llvm.loop !36

77:                                               ; preds = %20
  br label %78

78:                                               ; preds = %77
  %79 = load i32, i32* %7, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, i32* %7, align 4
  br label %13, !llvm.loop !37

81:                                               ; preds = %13
  %82 = load i32, i32* %4, align 4
  %83 = sub nsw i32 %82, 1
  store i32 %83, i32* %11, align 4
  br label %84

84:                                               ; preds = %126, %81
  %85 = load i32, i32* %11, align 4
  %86 = icmp sge i32 %85, 0
  br i1 %86, label %87, label %129

87:                                               ; preds = %84
  %88 = load i32, i32* %11, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, i32* %12, align 4
  br label %90

90:                                               ; preds = %111, %87
  %91 = load i32, i32* %12, align 4
  %92 = load i32, i32* %4, align 4
  %93 = icmp slt i32 %91, %92
  br i1 %93, label %94, label %114

94:                                               ; preds = %90
  %95 = load [6 x float]*, [6 x float]** %5, align 4
  %96 = load i32, i32* %11, align 4
  %97 = getelementptr inbounds [6 x float], [6 x float]* %95, i32 %96
  %98 = load i32, i32* %12, align 4
  %99 = getelementptr inbounds [6 x float], [6 x float]* %97, i32 0, i32 %98
  %100 = load float, float* %99, align 4
  %101 = load float*, float** %6, align 4
  %102 = load i32, i32* %12, align 4
  %103 = getelementptr inbounds float, float* %101, i32 %102
  %104 = load float, float* %103, align 4
  %105 = load float*, float** %6, align 4
  %106 = load i32, i32* %11, align 4
  %107 = getelementptr inbounds float, float* %105, i32 %106
  %108 = load float, float* %107, align 4
  %109 = fneg float %100
  %110 = call float @llvm.fmuladd.f32(float %109, float %104, float %108)
  store float %110, float* %107, align 4
  br label %111

111:                                              ; preds = %94
  %112 = load i32, i32* %12, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, i32* %12, align 4
  br label %90, !llvm.loop !38

114:                                              ; preds = %90
  %115 = load [6 x float]*, [6 x float]** %5, align 4
  %116 = load i32, i32* %11, align 4
  %117 = getelementptr inbounds [6 x float], [6 x float]* %115, i32 %116
  %118 = load i32, i32* %11, align 4
  %119 = getelementptr inbounds [6 x float], [6 x float]* %117, i32 0, i32 %118
  %120 = load float, float* %119, align 4
  %121 = load float*, float** %6, align 4
  %122 = load i32, i32* %11, align 4
  %123 = getelementptr inbounds float, float* %121, i32 %122
  %124 = load float, float* %123, align 4
  %125 = fdiv float %124, %120
  store float %125, float* %123, align 4
  br label %126

126:                                              ; preds = %114
  %127 = load i32, i32* %11, align 4
  %128 = add nsw i32 %127, -1
  store i32 %128, i32* %11, align 4
  br label %84, !llvm.loop !39

129:                                              ; preds = %84
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_e(double noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca [800 x i8], align 1
  %6 = alloca [802 x i8], align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store double %0, double* %3, align 8
  store i32 %1, i32* %4, align 4
  %13 = load i32, i32* %4, align 4
  %14 = icmp slt i32 %13, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %2
  store i32 0, i32* %4, align 4
  br label %16

16:                                               ; preds = %15, %2
  %17 = load double, double* %3, align 8
  %18 = call i32 @print_special(double noundef %17)
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %20, label %21

20:                                               ; preds = %16
  br label %96

21:                                               ; preds = %16
  %22 = bitcast [802 x i8]* %6 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 1 %22, i8 0, i32 802, i1 false)
  %23 = bitcast i8* %22 to <{ i8, [801 x i8] }>*
  %24 = getelementptr inbounds <{ i8, [801 x i8] }>, <{ i8, [801 x i8] }>* %23, i32 0, i32 0
  store i8 48, i8* %24, align 1
  store i32 0, i32* %7, align 4
  %25 = load double, double* %3, align 8
  %26 = fcmp oeq double %25, 0.000000e+00
  br i1 %26, label %27, label %39

27:                                               ; preds = %21
  store i32 0, i32* %8, align 4
  br label %28

28:                                               ; preds = %35, %27
  %29 = load i32, i32* %8, align 4
  %30 = load i32, i32* %4, align 4
  %31 = icmp sle i32 %29, %30
  br i1 %31, label %32, label %38

32:                                               ; preds = %28
  %33 = load i32, i32* %8, align 4
  %34 = getelementptr inbounds [802 x i8], [802 x i8]* %6, i32 0, i32 %33
  store i8 48, i8* %34, align 1
  br label %35

35:                                               ; preds = %32
  %36 = load i32, i32* %8, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %8, align 4
  br label %28, !llvm.loop !40

38:                                               ; preds = %28
  br label %58

39:                                               ; preds = %21
  %40 = load double, double* %3, align 8
  %41 = getelementptr inbounds [800 x i8], [800 x i8]* %5, i32 0, i32 0
  %42 = call i32 @exact_digits(double noundef %40, i8* noundef %41, i32* noundef %9)
  store i32 %42, i32* %10, align 4
  %43 = load i32, i32* %9, align 4
  %44 = sub nsw i32 %43, 1
  store i32 %44, i32* %7, align 4
  %45 = getelementptr inbounds [800 x i8], [800 x i8]* %5, i32 0, i32 0
  %46 = load i32, i32* %10, align 4
  %47 = load i32, i32* %4, align 4
  %48 = add nsw i32 %47, 1
  %49 = getelementptr inbounds [802 x i8], [802 x i8]* %6, i32 0, i32 0
  %50 = call i32 @round_digits(i8* noundef %45, i32 noundef signext %46, i32 noundef signext %48, i8* noundef %49)
  %51 = load i32, i32* %4, align 4
  %52 = add nsw i32 %51, 1
  %53 = icmp sgt i32 %50, %52
  br i1 %53, label %54, label %57

54:                                               ; preds = %39
  %55 = load i32, i32* %7, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, i32* %7, align 4
  br label %57

57:                                               ; preds = %54, %39
  br label %58

58:                                               ; preds = %57, %38
  %59 = getelementptr inbounds [802 x i8], [802 x i8]* %6, i32 0, i32 0
  %60 = load i8, i8* %59, align 1
  store volatile i8 %60, i8* inttoptr (i32 -16777216 to i8*), align 1
  %61 = load i32, i32* %4, align 4
  %62 = icmp sgt i32 %61, 0
  br i1 %62, label %63, label %64

63:                                               ; preds = %58
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %64

64:                                               ; preds = %63, %58
  store i32 1, i32* %11, align 4
  br label %65

65:                                               ; preds = %73, %64
  %66 = load i32, i32* %11, align 4
  %67 = load i32, i32* %4, align 4
  %68 = icmp sle i32 %66, %67
  br i1 %68, label %69, label %76

69:                                               ; preds = %65
  %70 = load i32, i32* %11, align 4
  %71 = getelementptr inbounds [802 x i8], [802 x i8]* %6, i32 0, i32 %70
  %72 = load i8, i8* %71, align 1
  store volatile i8 %72, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %73

73:                                               ; preds = %69
  %74 = load i32, i32* %11, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, i32* %11, align 4
  br label %65, !llvm.loop !41

76:                                               ; preds = %65
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 1
  %77 = load i32, i32* %7, align 4
  %78 = icmp slt i32 %77, 0
  %79 = zext i1 %78 to i64
  %80 = select i1 %78, i32 45, i32 43
  %81 = trunc i32 %80 to i8
  store volatile i8 %81, i8* inttoptr (i32 -16777216 to i8*), align 1
  %82 = load i32, i32* %7, align 4
  %83 = icmp slt i32 %82, 0
  br i1 %83, label %84, label %87

84:                                               ; preds = %76
  %85 = load i32, i32* %7, align 4
  %86 = sub nsw i32 0, %85
  br label %89

87:                                               ; preds = %76
  %88 = load i32, i32* %7, align 4
  br label %89

89:                                               ; preds = %87, %84
  %90 = phi i32 [ %86, %84 ], [ %88, %87 ]
  store i32 %90, i32* %12, align 4
  %91 = load i32, i32* %12, align 4
  %92 = icmp ult i32 %91, 10
  br i1 %92, label %93, label %94

93:                                               ; preds = %89
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %94

94:                                               ; preds = %93, %89
  %95 = load i32, i32* %12, align 4
  call void @print_u32(i32 noundef signext %95)
  br label %96

96:                                               ; preds = %94, %20
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_f(double noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca [800 x i8], align 1
  %6 = alloca [802 x i8], align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store double %0, double* %3, align 8
  store i32 %1, i32* %4, align 4
  %13 = load i32, i32* %4, align 4
  %14 = icmp slt i32 %13, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %2
  store i32 0, i32* %4, align 4
  br label %16

16:                                               ; preds = %15, %2
  %17 = load double, double* %3, align 8
  %18 = call i32 @print_special(double noundef %17)
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %20, label %21

20:                                               ; preds = %16
  br label %77

21:                                               ; preds = %16
  store i32 0, i32* %7, align 4
  %22 = load double, double* %3, align 8
  %23 = fcmp une double %22, 0.000000e+00
  br i1 %23, label %24, label %35

24:                                               ; preds = %21
  %25 = load double, double* %3, align 8
  %26 = getelementptr inbounds [800 x i8], [800 x i8]* %5, i32 0, i32 0
  %27 = call i32 @exact_digits(double noundef %25, i8* noundef %26, i32* noundef %8)
  store i32 %27, i32* %9, align 4
  %28 = getelementptr inbounds [800 x i8], [800 x i8]* %5, i32 0, i32 0
  %29 = load i32, i32* %9, align 4
  %30 = load i32, i32* %8, align 4
  %31 = load i32, i32* %4, align 4
  %32 = add nsw i32 %30, %31
  %33 = getelementptr inbounds [802 x i8], [802 x i8]* %6, i32 0, i32 0
  %34 = call i32 @round_digits(i8* noundef %28, i32 noundef signext %29, i32 noundef signext %32, i8* noundef %33)
  store i32 %34, i32* %7, align 4
  br label %35

35:                                               ; preds = %24, %21
  %36 = load i32, i32* %7, align 4
  %37 = load i32, i32* %4, align 4
  %38 = icmp sgt i32 %36, %37
  br i1 %38, label %39, label %41

39:                                               ; preds = %35
  %40 = load i32, i32* %7, align 4
  br label %44

41:                                               ; preds = %35
  %42 = load i32, i32* %4, align 4
  %43 = add nsw i32 %42, 1
  br label %44

44:                                               ; preds = %41, %39
  %45 = phi i32 [ %40, %39 ], [ %43, %41 ]
  store i32 %45, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %46

46:                                               ; preds = %74, %44
  %47 = load i32, i32* %11, align 4
  %48 = load i32, i32* %10, align 4
  %49 = icmp slt i32 %47, %48
  br i1 %49, label %50, label %77

50:                                               ; preds = %46
  %51 = load i32, i32* %11, align 4
  %52 = load i32, i32* %10, align 4
  %53 = load i32, i32* %4, align 4
  %54 = sub nsw i32 %52, %53
  %55 = icmp eq i32 %51, %54
  br i1 %55, label %56, label %57

56:                                               ; preds = %50
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %57

57:                                               ; preds = %56, %50
  %58 = load i32, i32* %11, align 4
  %59 = load i32, i32* %10, align 4
  %60 = load i32, i32* %7, align 4
  %61 = sub nsw i32 %59, %60
  %62 = sub nsw i32 %58, %61
  store i32 %62, i32* %12, align 4
  %63 = load i32, i32* %12, align 4
  %64 = icmp sge i32 %63, 0
  br i1 %64, label %65, label %70

65:                                               ; preds = %57
  %66 = load i32, i32* %12, align 4
  %67 = getelementptr inbounds [802 x i8], [802 x i8]* %6, i32 0, i32 %66
  %68 = load i8, i8* %67, align 1
  %69 = sext i8 %68 to i32
  br label %71

70:                                               ; preds = %57
  br label %71

71:                                               ; preds = %70, %65
  %72 = phi i32 [ %69, %65 ], [ 48, %70 ]
  %73 = trunc i32 %72 to i8
  store volatile i8 %73, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %74

74:                                               ; preds = %71
  %75 = load i32, i32* %11, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, i32* %11, align 4
  br label %46, !llvm.loop !42

77:                                               ; preds = %20, %46
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @print_special(double noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  store double %0, double* %3, align 8
  %4 = load double, double* %3, align 8
  %5 = load double, double* %3, align 8
  %6 = fcmp une double %4, %5
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  call void @print_str(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i32 0, i32 0))
  store i32 1, i32* %2, align 4
  br label %22

8:                                                ; preds = %1
  %9 = load double, double* %3, align 8
  %10 = call i64 @double_bits(double noundef %9)
  %11 = lshr i64 %10, 63
  %12 = icmp ne i64 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %8
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %14

14:                                               ; preds = %13, %8
  %15 = load double, double* %3, align 8
  %16 = fcmp oeq double %15, 0x7FF0000000000000
  br i1 %16, label %20, label %17

17:                                               ; preds = %14
  %18 = load double, double* %3, align 8
  %19 = fcmp oeq double %18, 0xFFF0000000000000
  br i1 %19, label %20, label %21

20:                                               ; preds = %17, %14
  call void @print_str(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0))
  store i32 1, i32* %2, align 4
  br label %22

21:                                               ; preds = %17
  store i32 0, i32* %2, align 4
  br label %22

22:                                               ; preds = %21, %20, %7
  %23 = load i32, i32* %2, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone
define internal i32 @exact_digits(double noundef %0, i8* noundef %1, i32* noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca i8*, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.big_t, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store double %0, double* %4, align 8
  store i8* %1, i8** %5, align 4
  store i32* %2, i32** %6, align 4
  %16 = load double, double* %4, align 8
  %17 = call i64 @double_bits(double noundef %16)
  store i64 %17, i64* %7, align 8
  %18 = load i64, i64* %7, align 8
  %19 = lshr i64 %18, 52
  %20 = and i64 %19, 2047
  %21 = trunc i64 %20 to i32
  store i32 %21, i32* %8, align 4
  %22 = load i64, i64* %7, align 8
  %23 = and i64 %22, 4503599627370495
  store i64 %23, i64* %9, align 8
  %24 = load i32, i32* %8, align 4
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %27

26:                                               ; preds = %3
  br label %30

27:                                               ; preds = %3
  %28 = load i32, i32* %8, align 4
  %29 = sub nsw i32 %28, 1075
  br label %30

30:                                               ; preds = %27, %26
  %31 = phi i32 [ -1074, %26 ], [ %29, %27 ]
  store i32 %31, i32* %10, align 4
  %32 = load i32, i32* %8, align 4
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %34, label %37

34:                                               ; preds = %30
  %35 = load i64, i64* %9, align 8
  %36 = or i64 %35, 4503599627370496
  store i64 %36, i64* %9, align 8
  br label %37

37:                                               ; preds = %34, %30
  br label %38

38:                                               ; preds = %47, %37
  %39 = load i64, i64* %9, align 8
  %40 = and i64 %39, 1
  %41 = icmp eq i64 %40, 0
  br i1 %41, label %42, label %45

42:                                               ; preds = %38
  %43 = load i32, i32* %10, align 4
  %44 = icmp slt i32 %43, 0
  br label %45

45:                                               ; preds = %42, %38
  %46 = phi i1 [ false, %38 ], [ %44, %42 ]
  br i1 %46, label %47, label %52

47:                                               ; preds = %45
  %48 = load i64, i64* %9, align 8
  %49 = lshr i64 %48, 1
  store i64 %49, i64* %9, align 8
  %50 = load i32, i32* %10, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, i32* %10, align 4
  br label %38, !llvm.loop !43

52:                                               ; preds = %45
  %53 = load i64, i64* %9, align 8
  call void @big_set(%struct.big_t* noundef %11, i64 noundef zeroext %53)
  store i32 0, i32* %12, align 4
  %54 = load i32, i32* %10, align 4
  %55 = icmp sge i32 %54, 0
  br i1 %55, label %56, label %67

56:                                               ; preds = %52
  br label %57

57:                                               ; preds = %61, %56
  %58 = load i32, i32* %10, align 4
  %59 = icmp sge i32 %58, 18
  br i1 %59, label %60, label %64

60:                                               ; preds = %57
  call void @big_mul(%struct.big_t* noundef %11, i32 noundef signext 262144)
  br label %61

61:                                               ; preds = %60
  %62 = load i32, i32* %10, align 4
  %63 = sub nsw i32 %62, 18
  store i32 %63, i32* %10, align 4
  br label %57, !llvm.loop !44

64:                                               ; preds = %57
  %65 = load i32, i32* %10, align 4
  %66 = shl i32 1, %65
  call void @big_mul(%struct.big_t* noundef %11, i32 noundef signext %66)
  br label %88

67:                                               ; preds = %52
  %68 = load i32, i32* %10, align 4
  %69 = sub nsw i32 0, %68
  store i32 %69, i32* %12, align 4
  %70 = load i32, i32* %12, align 4
  store i32 %70, i32* %13, align 4
  br label %71

71:                                               ; preds = %75, %67
  %72 = load i32, i32* %13, align 4
  %73 = icmp sge i32 %72, 8
  br i1 %73, label %74, label %78

74:                                               ; preds = %71
  call void @big_mul(%struct.big_t* noundef %11, i32 noundef signext 390625)
  br label %75

75:                                               ; preds = %74
  %76 = load i32, i32* %13, align 4
  %77 = sub nsw i32 %76, 8
  store i32 %77, i32* %13, align 4
  br label %71, !llvm.loop !45

78:                                               ; preds = %71
  store i32 1, i32* %14, align 4
  br label %79

79:                                               ; preds = %83, %78
  %80 = load i32, i32* %13, align 4
  %81 = add nsw i32 %80, -1
  store i32 %81, i32* %13, align 4
  %82 = icmp ne i32 %80, 0
  br i1 %82, label %83, label %86

83:                                               ; preds = %79
  %84 = load i32, i32* %14, align 4
  %85 = mul i32 %84, 5
  store i32 %85, i32* %14, align 4
  br label %79, !llvm.loop !46

86:                                               ; preds = %79
  %87 = load i32, i32* %14, align 4
  call void @big_mul(%struct.big_t* noundef %11, i32 noundef signext %87)
  br label %88

88:                                               ; preds = %86, %64
  %89 = load i8*, i8** %5, align 4
  %90 = call i32 @big_digits(%struct.big_t* noundef %11, i8* noundef %89)
  store i32 %90, i32* %15, align 4
  %91 = load i32, i32* %15, align 4
  %92 = load i32, i32* %12, align 4
  %93 = sub nsw i32 %91, %92
  %94 = load i32*, i32** %6, align 4
  store i32 %93, i32* %94, align 4
  %95 = load i32, i32* %15, align 4
  ret i32 %95
}

; Function Attrs: noinline nounwind optnone
define internal i32 @round_digits(i8* noundef %0, i32 noundef signext %1, i32 noundef signext %2, i8* noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8*, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store i8* %0, i8** %6, align 4
  store i32 %1, i32* %7, align 4
  store i32 %2, i32* %8, align 4
  store i8* %3, i8** %9, align 4
  %18 = load i32, i32* %8, align 4
  %19 = icmp sgt i32 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %4
  %21 = load i32, i32* %8, align 4
  br label %23

22:                                               ; preds = %4
  br label %23

23:                                               ; preds = %22, %20
  %24 = phi i32 [ %21, %20 ], [ 0, %22 ]
  store i32 %24, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %25

25:                                               ; preds = %46, %23
  %26 = load i32, i32* %11, align 4
  %27 = load i32, i32* %10, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %49

29:                                               ; preds = %25
  %30 = load i32, i32* %11, align 4
  %31 = load i32, i32* %7, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %39

33:                                               ; preds = %29
  %34 = load i8*, i8** %6, align 4
  %35 = load i32, i32* %11, align 4
  %36 = getelementptr inbounds i8, i8* %34, i32 %35
  %37 = load i8, i8* %36, align 1
  %38 = sext i8 %37 to i32
  br label %40

39:                                               ; preds = %29
  br label %40

40:                                               ; preds = %39, %33
  %41 = phi i32 [ %38, %33 ], [ 48, %39 ]
  %42 = trunc i32 %41 to i8
  %43 = load i8*, i8** %9, align 4
  %44 = load i32, i32* %11, align 4
  %45 = getelementptr inbounds i8, i8* %43, i32 %44
  store i8 %42, i8* %45, align 1
  br label %46

46:                                               ; preds = %40
  %47 = load i32, i32* %11, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, i32* %11, align 4
  br label %25, !llvm.loop !47

49:                                               ; preds = %25
  %50 = load i32, i32* %8, align 4
  %51 = icmp slt i32 %50, 0
  br i1 %51, label %52, label %53

52:                                               ; preds = %49
  store i32 0, i32* %5, align 4
  br label %167

53:                                               ; preds = %49
  %54 = load i32, i32* %8, align 4
  %55 = load i32, i32* %7, align 4
  %56 = icmp slt i32 %54, %55
  br i1 %56, label %57, label %64

57:                                               ; preds = %53
  %58 = load i8*, i8** %6, align 4
  %59 = load i32, i32* %8, align 4
  %60 = getelementptr inbounds i8, i8* %58, i32 %59
  %61 = load i8, i8* %60, align 1
  %62 = sext i8 %61 to i32
  %63 = sub nsw i32 %62, 48
  br label %65

64:                                               ; preds = %53
  br label %65

65:                                               ; preds = %64, %57
  %66 = phi i32 [ %63, %57 ], [ 0, %64 ]
  store i32 %66, i32* %12, align 4
  store i32 0, i32* %13, align 4
  %67 = load i32, i32* %8, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, i32* %14, align 4
  br label %69

69:                                               ; preds = %83, %65
  %70 = load i32, i32* %14, align 4
  %71 = load i32, i32* %7, align 4
  %72 = icmp slt i32 %70, %71
  br i1 %72, label %73, label %86

73:                                               ; preds = %69
  %74 = load i8*, i8** %6, align 4
  %75 = load i32, i32* %14, align 4
  %76 = getelementptr inbounds i8, i8* %74, i32 %75
  %77 = load i8, i8* %76, align 1
  %78 = sext i8 %77 to i32
  %79 = icmp ne i32 %78, 48
  %80 = zext i1 %79 to i32
  %81 = load i32, i32* %13, align 4
  %82 = or i32 %81, %80
  store i32 %82, i32* %13, align 4
  br label %83

83:                                               ; preds = %73
  %84 = load i32, i32* %14, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, i32* %14, align 4
  br label %69, !llvm.loop !48

86:                                               ; preds = %69
  %87 = load i32, i32* %10, align 4
  %88 = icmp sgt i32 %87, 0
  br i1 %88, label %89, label %99

89:                                               ; preds = %86
  %90 = load i8*, i8** %9, align 4
  %91 = load i32, i32* %10, align 4
  %92 = sub nsw i32 %91, 1
  %93 = getelementptr inbounds i8, i8* %90, i32 %92
  %94 = load i8, i8* %93, align 1
  %95 = sext i8 %94 to i32
  %96 = sub nsw i32 %95, 48
  %97 = and i32 %96, 1
  %98 = icmp ne i32 %97, 0
  br label %99

99:                                               ; preds = %89, %86
  %100 = phi i1 [ false, %86 ], [ %98, %89 ]
  %101 = zext i1 %100 to i32
  store i32 %101, i32* %15, align 4
  %102 = load i32, i32* %12, align 4
  %103 = icmp sgt i32 %102, 5
  br i1 %103, label %113, label %104

104:                                              ; preds = %99
  %105 = load i32, i32* %12, align 4
  %106 = icmp eq i32 %105, 5
  br i1 %106, label %107, label %165

107:                                              ; preds = %104
  %108 = load i32, i32* %13, align 4
  %109 = icmp ne i32 %108, 0
  br i1 %109, label %113, label %110

110:                                              ; preds = %107
  %111 = load i32, i32* %15, align 4
  %112 = icmp ne i32 %111, 0
  br i1 %112, label %113, label %165

113:                                              ; preds = %110, %107, %99
  %114 = load i32, i32* %10, align 4
  %115 = sub nsw i32 %114, 1
  store i32 %115, i32* %16, align 4
  br label %116

116:                                              ; preds = %128, %113
  %117 = load i32, i32* %16, align 4
  %118 = icmp sge i32 %117, 0
  br i1 %118, label %119, label %126

119:                                              ; preds = %116
  %120 = load i8*, i8** %9, align 4
  %121 = load i32, i32* %16, align 4
  %122 = getelementptr inbounds i8, i8* %120, i32 %121
  %123 = load i8, i8* %122, align 1
  %124 = sext i8 %123 to i32
  %125 = icmp eq i32 %124, 57
  br label %126

126:                                              ; preds = %119, %116
  %127 = phi i1 [ false, %116 ], [ %125, %119 ]
  br i1 %127, label %128, label %133

128:                                              ; preds = %126
  %129 = load i8*, i8** %9, align 4
  %130 = load i32, i32* %16, align 4
  %131 = add nsw i32 %130, -1
  store i32 %131, i32* %16, align 4
  %132 = getelementptr inbounds i8, i8* %129, i32 %130
  store i8 48, i8* %132, align 1
  br label %116, !llvm.loop !49

133:                                              ; preds = %126
  %134 = load i32, i32* %16, align 4
  %135 = icmp sge i32 %134, 0
  br i1 %135, label %136, label %142

136:                                              ; preds = %133
  %137 = load i8*, i8** %9, align 4
  %138 = load i32, i32* %16, align 4
  %139 = getelementptr inbounds i8, i8* %137, i32 %138
  %140 = load i8, i8* %139, align 1
  %141 = add i8 %140, 1
  store i8 %141, i8* %139, align 1
  br label %164

142:                                              ; preds = %133
  %143 = load i32, i32* %10, align 4
  store i32 %143, i32* %17, align 4
  br label %144

144:                                              ; preds = %156, %142
  %145 = load i32, i32* %17, align 4
  %146 = icmp sgt i32 %145, 0
  br i1 %146, label %147, label %159

147:                                              ; preds = %144
  %148 = load i8*, i8** %9, align 4
  %149 = load i32, i32* %17, align 4
  %150 = sub nsw i32 %149, 1
  %151 = getelementptr inbounds i8, i8* %148, i32 %150
  %152 = load i8, i8* %151, align 1
  %153 = load i8*, i8** %9, align 4
  %154 = load i32, i32* %17, align 4
  %155 = getelementptr inbounds i8, i8* %153, i32 %154
  store i8 %152, i8* %155, align 1
  br label %156

156:                                              ; preds = %147
  %157 = load i32, i32* %17, align 4
  %158 = add nsw i32 %157, -1
  store i32 %158, i32* %17, align 4
  br label %144, !llvm.loop !50

159:                                              ; preds = %144
  %160 = load i8*, i8** %9, align 4
  %161 = getelementptr inbounds i8, i8* %160, i32 0
  store i8 49, i8* %161, align 1
  %162 = load i32, i32* %10, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, i32* %10, align 4
  br label %164

164:                                              ; preds = %159, %136
  br label %165

165:                                              ; preds = %164, %110, %104
  %166 = load i32, i32* %10, align 4
  store i32 %166, i32* %5, align 4
  br label %167

167:                                              ; preds = %165, %52
  %168 = load i32, i32* %5, align 4
  ret i32 %168
}

; Function Attrs: noinline nounwind optnone
define internal i64 @double_bits(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca %union.anon, align 8
  store double %0, double* %2, align 8
  %4 = load double, double* %2, align 8
  %5 = bitcast %union.anon* %3 to double*
  store double %4, double* %5, align 8
  %6 = bitcast %union.anon* %3 to i64*
  %7 = load i64, i64* %6, align 8
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone
define internal void @big_set(%struct.big_t* noundef %0, i64 noundef zeroext %1) #0 {
  %3 = alloca %struct.big_t*, align 4
  %4 = alloca i64, align 8
  store %struct.big_t* %0, %struct.big_t** %3, align 4
  store i64 %1, i64* %4, align 8
  %5 = load %struct.big_t*, %struct.big_t** %3, align 4
  %6 = getelementptr inbounds %struct.big_t, %struct.big_t* %5, i32 0, i32 1
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %20, %2
  %8 = load i64, i64* %4, align 8
  %9 = urem i64 %8, 10000
  %10 = trunc i64 %9 to i32
  %11 = load %struct.big_t*, %struct.big_t** %3, align 4
  %12 = getelementptr inbounds %struct.big_t, %struct.big_t* %11, i32 0, i32 0
  %13 = load %struct.big_t*, %struct.big_t** %3, align 4
  %14 = getelementptr inbounds %struct.big_t, %struct.big_t* %13, i32 0, i32 1
  %15 = load i32, i32* %14, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* %14, align 4
  %17 = getelementptr inbounds [200 x i32], [200 x i32]* %12, i32 0, i32 %15
  store i32 %10, i32* %17, align 4
  %18 = load i64, i64* %4, align 8
  %19 = udiv i64 %18, 10000
  store i64 %19, i64* %4, align 8
  br label %20

20:                                               ; preds = %7
  %21 = load i64, i64* %4, align 8
  %22 = icmp ne i64 %21, 0
  br i1 %22, label %7, label %23, !llvm.loop !51

23:                                               ; preds = %20
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @big_mul(%struct.big_t* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca %struct.big_t*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store %struct.big_t* %0, %struct.big_t** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %8

8:                                                ; preds = %32, %2
  %9 = load i32, i32* %6, align 4
  %10 = load %struct.big_t*, %struct.big_t** %3, align 4
  %11 = getelementptr inbounds %struct.big_t, %struct.big_t* %10, i32 0, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = icmp slt i32 %9, %12
  br i1 %13, label %14, label %35

14:                                               ; preds = %8
  %15 = load %struct.big_t*, %struct.big_t** %3, align 4
  %16 = getelementptr inbounds %struct.big_t, %struct.big_t* %15, i32 0, i32 0
  %17 = load i32, i32* %6, align 4
  %18 = getelementptr inbounds [200 x i32], [200 x i32]* %16, i32 0, i32 %17
  %19 = load i32, i32* %18, align 4
  %20 = load i32, i32* %4, align 4
  %21 = mul i32 %19, %20
  %22 = load i32, i32* %5, align 4
  %23 = add i32 %21, %22
  store i32 %23, i32* %7, align 4
  %24 = load i32, i32* %7, align 4
  %25 = urem i32 %24, 10000
  %26 = load %struct.big_t*, %struct.big_t** %3, align 4
  %27 = getelementptr inbounds %struct.big_t, %struct.big_t* %26, i32 0, i32 0
  %28 = load i32, i32* %6, align 4
  %29 = getelementptr inbounds [200 x i32], [200 x i32]* %27, i32 0, i32 %28
  store i32 %25, i32* %29, align 4
  %30 = load i32, i32* %7, align 4
  %31 = udiv i32 %30, 10000
  store i32 %31, i32* %5, align 4
  br label %32

32:                                               ; preds = %14
  %33 = load i32, i32* %6, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* %6, align 4
  br label %8, !llvm.loop !52

35:                                               ; preds = %8
  br label %36

36:                                               ; preds = %39, %35
  %37 = load i32, i32* %5, align 4
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %39, label %51

39:                                               ; preds = %36
  %40 = load i32, i32* %5, align 4
  %41 = urem i32 %40, 10000
  %42 = load %struct.big_t*, %struct.big_t** %3, align 4
  %43 = getelementptr inbounds %struct.big_t, %struct.big_t* %42, i32 0, i32 0
  %44 = load %struct.big_t*, %struct.big_t** %3, align 4
  %45 = getelementptr inbounds %struct.big_t, %struct.big_t* %44, i32 0, i32 1
  %46 = load i32, i32* %45, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* %45, align 4
  %48 = getelementptr inbounds [200 x i32], [200 x i32]* %43, i32 0, i32 %46
  store i32 %41, i32* %48, align 4
  %49 = load i32, i32* %5, align 4
  %50 = udiv i32 %49, 10000
  store i32 %50, i32* %5, align 4
  br label %36, !llvm.loop !53

51:                                               ; preds = %36
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @big_digits(%struct.big_t* noundef %0, i8* noundef %1) #0 {
  %3 = alloca %struct.big_t*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [4 x i8], align 1
  %9 = alloca i32, align 4
  store %struct.big_t* %0, %struct.big_t** %3, align 4
  store i8* %1, i8** %4, align 4
  store i32 0, i32* %5, align 4
  %10 = load %struct.big_t*, %struct.big_t** %3, align 4
  %11 = getelementptr inbounds %struct.big_t, %struct.big_t* %10, i32 0, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = sub nsw i32 %12, 1
  store i32 %13, i32* %6, align 4
  br label %14

14:                                               ; preds = %76, %2
  %15 = load i32, i32* %6, align 4
  %16 = icmp sge i32 %15, 0
  br i1 %16, label %17, label %79

17:                                               ; preds = %14
  %18 = load %struct.big_t*, %struct.big_t** %3, align 4
  %19 = getelementptr inbounds %struct.big_t, %struct.big_t* %18, i32 0, i32 0
  %20 = load i32, i32* %6, align 4
  %21 = getelementptr inbounds [200 x i32], [200 x i32]* %19, i32 0, i32 %20
  %22 = load i32, i32* %21, align 4
  store i32 %22, i32* %7, align 4
  %23 = getelementptr inbounds [4 x i8], [4 x i8]* %8, i32 0, i32 0
  %24 = load i32, i32* %7, align 4
  %25 = udiv i32 %24, 1000
  %26 = add i32 48, %25
  %27 = trunc i32 %26 to i8
  store i8 %27, i8* %23, align 1
  %28 = getelementptr inbounds i8, i8* %23, i32 1
  %29 = load i32, i32* %7, align 4
  %30 = udiv i32 %29, 100
  %31 = urem i32 %30, 10
  %32 = add i32 48, %31
  %33 = trunc i32 %32 to i8
  store i8 %33, i8* %28, align 1
  %34 = getelementptr inbounds i8, i8* %28, i32 1
  %35 = load i32, i32* %7, align 4
  %36 = udiv i32 %35, 10
  %37 = urem i32 %36, 10
  %38 = add i32 48, %37
  %39 = trunc i32 %38 to i8
  store i8 %39, i8* %34, align 1
  %40 = getelementptr inbounds i8, i8* %34, i32 1
  %41 = load i32, i32* %7, align 4
  %42 = urem i32 %41, 10
  %43 = add i32 48, %42
  %44 = trunc i32 %43 to i8
  store i8 %44, i8* %40, align 1
  store i32 0, i32* %9, align 4
  br label %45

45:                                               ; preds = %72, %17
  %46 = load i32, i32* %9, align 4
  %47 = icmp slt i32 %46, 4
  br i1 %47, label %48, label %75

48:                                               ; preds = %45
  %49 = load i32, i32* %5, align 4
  %50 = icmp sgt i32 %49, 0
  br i1 %50, label %63, label %51

51:                                               ; preds = %48
  %52 = load i32, i32* %9, align 4
  %53 = getelementptr inbounds [4 x i8], [4 x i8]* %8, i32 0, i32 %52
  %54 = load i8, i8* %53, align 1
  %55 = sext i8 %54 to i32
  %56 = icmp ne i32 %55, 48
  br i1 %56, label %63, label %57

57:                                               ; preds = %51
  %58 = load i32, i32* %6, align 4
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %60, label %71

60:                                               ; preds = %57
  %61 = load i32, i32* %9, align 4
  %62 = icmp eq i32 %61, 3
  br i1 %62, label %63, label %71

63:                                               ; preds = %60, %51, %48
  %64 = load i32, i32* %9, align 4
  %65 = getelementptr inbounds [4 x i8], [4 x i8]* %8, i32 0, i32 %64
  %66 = load i8, i8* %65, align 1
  %67 = load i8*, i8** %4, align 4
  %68 = load i32, i32* %5, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, i32* %5, align 4
  %70 = getelementptr inbounds i8, i8* %67, i32 %68
  store i8 %66, i8* %70, align 1
  br label %71

71:                                               ; preds = %63, %60, %57
  br label %72

72:                                               ; preds = %71
  %73 = load i32, i32* %9, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* %9, align 4
  br label %45, !llvm.loop !54

75:                                               ; preds = %45
  br label %76

76:                                               ; preds = %75
  %77 = load i32, i32* %6, align 4
  %78 = add nsw i32 %77, -1
  store i32 %78, i32* %6, align 4
  br label %14, !llvm.loop !55

79:                                               ; preds = %14
  %80 = load i32, i32* %5, align 4
  ret i32 %80
}

; Function Attrs: noinline nounwind optnone
define internal void @print_u32(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [10 x i8], align 1
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %15, %1
  %6 = load i32, i32* %2, align 4
  %7 = urem i32 %6, 10
  %8 = add i32 48, %7
  %9 = trunc i32 %8 to i8
  %10 = load i32, i32* %4, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %4, align 4
  %12 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %10
  store i8 %9, i8* %12, align 1
  %13 = load i32, i32* %2, align 4
  %14 = udiv i32 %13, 10
  store i32 %14, i32* %2, align 4
  br label %15

15:                                               ; preds = %5
  %16 = load i32, i32* %2, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %5, label %18, !llvm.loop !56

18:                                               ; preds = %15
  br label %19

19:                                               ; preds = %22, %18
  %20 = load i32, i32* %4, align 4
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %19
  %23 = load i32, i32* %4, align 4
  %24 = add nsw i32 %23, -1
  store i32 %24, i32* %4, align 4
  %25 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %24
  %26 = load i8, i8* %25, align 1
  store volatile i8 %26, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %19, !llvm.loop !57

27:                                               ; preds = %19
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
!9 = distinct !{!9, !3}
!10 = distinct !{!10, !3}
!11 = distinct !{!11, !3}
!12 = distinct !{!12, !3}
!13 = distinct !{!13, !3}
!14 = distinct !{!14, !3}
!15 = distinct !{!15, !3}
!16 = distinct !{!16, !3}
!17 = distinct !{!17, !3}
!18 = distinct !{!18, !3}
!19 = distinct !{!19, !3}
!20 = distinct !{!20, !3}
!21 = distinct !{!21, !3}
!22 = distinct !{!22, !3}
!23 = distinct !{!23, !3}
!24 = distinct !{!24, !3}
!25 = distinct !{!25, !3}
!26 = distinct !{!26, !3}
!27 = distinct !{!27, !3}
!28 = distinct !{!28, !3}
!29 = distinct !{!29, !3}
!30 = distinct !{!30, !3}
!31 = distinct !{!31, !3}
!32 = distinct !{!32, !3}
!33 = distinct !{!33, !3}
!34 = distinct !{!34, !3}
!35 = distinct !{!35, !3}
!36 = distinct !{!36, !3}
!37 = distinct !{!37, !3}
!38 = distinct !{!38, !3}
!39 = distinct !{!39, !3}
!40 = distinct !{!40, !3}
!41 = distinct !{!41, !3}
!42 = distinct !{!42, !3}
!43 = distinct !{!43, !3}
!44 = distinct !{!44, !3}
!45 = distinct !{!45, !3}
!46 = distinct !{!46, !3}
!47 = distinct !{!47, !3}
!48 = distinct !{!48, !3}
!49 = distinct !{!49, !3}
!50 = distinct !{!50, !3}
!51 = distinct !{!51, !3}
!52 = distinct !{!52, !3}
!53 = distinct !{!53, !3}
!54 = distinct !{!54, !3}
!55 = distinct !{!55, !3}
!56 = distinct !{!56, !3}
!57 = distinct !{!57, !3}
