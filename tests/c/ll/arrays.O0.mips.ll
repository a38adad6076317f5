; ModuleID = 'arrays.c'
source_filename = "arrays.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@grid = dso_local global [8 x [8 x i32]] zeroinitializer, align 4
@.str = private unnamed_addr constant [10 x i8] c"row sums:\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"diag\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"anti\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"row 2 after transpose: \00", align 1
@prefix = internal global [65 x i32] zeroinitializer, align 4
@.str.4 = private unnamed_addr constant [12 x i8] c"sum[10..40)\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"total\00", align 1
@weights = internal constant [10 x i16] [i16 3, i16 -1, i16 4, i16 -1, i16 5, i16 -9, i16 2, i16 -6, i16 5, i16 3], align 2
@.str.6 = private unnamed_addr constant [9 x i8] c"weighted\00", align 1
@sieve = internal global [200 x i8] zeroinitializer, align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"primes below 200\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"largest\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"trace\00", align 1
@__const.main.data = private unnamed_addr constant [10 x i32] [i32 12, i32 -7, i32 33, i32 0, i32 19, i32 -42, i32 8, i32 27, i32 27, i32 -1], align 4
@.str.10 = private unnamed_addr constant [7 x i8] c"argmax\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"argmin\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca [4 x [4 x i32]], align 4
  %23 = alloca [4 x [4 x i32]], align 4
  %24 = alloca [4 x [4 x i32]], align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca [10 x i32], align 4
  %31 = alloca i32, align 4
  %32 = alloca [10 x i32], align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %36

36:                                               ; preds = %59, %0
  %37 = load i32, i32* %2, align 4
  %38 = icmp slt i32 %37, 8
  br i1 %38, label %39, label %62

39:                                               ; preds = %36
  store i32 0, i32* %3, align 4
  br label %40

40:                                               ; preds = %55, %39
  %41 = load i32, i32* %3, align 4
  %42 = icmp slt i32 %41, 8
  br i1 %42, label %43, label %58

43:                                               ; preds = %40
  %44 = load i32, i32* %2, align 4
  %45 = mul nsw i32 %44, 7
  %46 = load i32, i32* %3, align 4
  %47 = mul nsw i32 %46, 3
  %48 = add nsw i32 %45, %47
  %49 = srem i32 %48, 11
  %50 = sub nsw i32 %49, 5
  %51 = load i32, i32* %2, align 4
  %52 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 %51
  %53 = load i32, i32* %3, align 4
  %54 = getelementptr inbounds [8 x i32], [8 x i32]* %52, i32 0, i32 %53
  store i32 %50, i32* %54, align 4
  br label %55

55:                                               ; preds = %43
  %56 = load i32, i32* %3, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* %3, align 4
  br label %40, !llvm.loop !2

58:                                               ; preds = %40
  br label %59

59:                                               ; preds = %58
  %60 = load i32, i32* %2, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, i32* %2, align 4
  br label %36, !llvm.loop !4

62:                                               ; preds = %36
  call void @print_str(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0))
  store i32 0, i32* %4, align 4
  br label %63

63:                                               ; preds = %83, %62
  %64 = load i32, i32* %4, align 4
  %65 = icmp slt i32 %64, 8
  br i1 %65, label %66, label %86

66:                                               ; preds = %63
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %67

67:                                               ; preds = %78, %66
  %68 = load i32, i32* %6, align 4
  %69 = icmp slt i32 %68, 8
  br i1 %69, label %70, label %81

70:                                               ; preds = %67
  %71 = load i32, i32* %4, align 4
  %72 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 %71
  %73 = load i32, i32* %6, align 4
  %74 = getelementptr inbounds [8 x i32], [8 x i32]* %72, i32 0, i32 %73
  %75 = load i32, i32* %74, align 4
  %76 = load i32, i32* %5, align 4
  %77 = add nsw i32 %76, %75
  store i32 %77, i32* %5, align 4
  br label %78

78:                                               ; preds = %70
  %79 = load i32, i32* %6, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, i32* %6, align 4
  br label %67, !llvm.loop !5

81:                                               ; preds = %67
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %82 = load i32, i32* %5, align 4
  call void @print_int(i32 noundef signext %82)
  br label %83

83:                                               ; preds = %81
  %84 = load i32, i32* %4, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, i32* %4, align 4
  br label %63, !llvm.loop !6

86:                                               ; preds = %63
  call void @print_nl()
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %87

87:                                               ; preds = %106, %86
  %88 = load i32, i32* %9, align 4
  %89 = icmp slt i32 %88, 8
  br i1 %89, label %90, label %109

90:                                               ; preds = %87
  %91 = load i32, i32* %9, align 4
  %92 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 %91
  %93 = load i32, i32* %9, align 4
  %94 = getelementptr inbounds [8 x i32], [8 x i32]* %92, i32 0, i32 %93
  %95 = load i32, i32* %94, align 4
  %96 = load i32, i32* %7, align 4
  %97 = add nsw i32 %96, %95
  store i32 %97, i32* %7, align 4
  %98 = load i32, i32* %9, align 4
  %99 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 %98
  %100 = load i32, i32* %9, align 4
  %101 = sub nsw i32 7, %100
  %102 = getelementptr inbounds [8 x i32], [8 x i32]* %99, i32 0, i32 %101
  %103 = load i32, i32* %102, align 4
  %104 = load i32, i32* %8, align 4
  %105 = add nsw i32 %104, %103
  store i32 %105, i32* %8, align 4
  br label %106

106:                                              ; preds = %90
  %107 = load i32, i32* %9, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, i32* %9, align 4
  br label %87, !llvm.loop !7

109:                                              ; preds = %87
  %110 = load i32, i32* %7, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext %110)
  %111 = load i32, i32* %8, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i32 noundef signext %111)
  store i32 0, i32* %10, align 4
  br label %112

112:                                              ; preds = %145, %109
  %113 = load i32, i32* %10, align 4
  %114 = icmp slt i32 %113, 8
  br i1 %114, label %115, label %148

115:                                              ; preds = %112
  %116 = load i32, i32* %10, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, i32* %11, align 4
  br label %118

118:                                              ; preds = %141, %115
  %119 = load i32, i32* %11, align 4
  %120 = icmp slt i32 %119, 8
  br i1 %120, label %121, label %144

121:                                              ; preds = %118
  %122 = load i32, i32* %10, align 4
  %123 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 %122
  %124 = load i32, i32* %11, align 4
  %125 = getelementptr inbounds [8 x i32], [8 x i32]* %123, i32 0, i32 %124
  %126 = load i32, i32* %125, align 4
  store i32 %126, i32* %12, align 4
  %127 = load i32, i32* %11, align 4
  %128 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 %127
  %129 = load i32, i32* %10, align 4
  %130 = getelementptr inbounds [8 x i32], [8 x i32]* %128, i32 0, i32 %129
  %131 = load i32, i32* %130, align 4
  %132 = load i32, i32* %10, align 4
  %133 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 %132
  %134 = load i32, i32* %11, align 4
  %135 = getelementptr inbounds [8 x i32], [8 x i32]* %133, i32 0, i32 %134
  store i32 %131, i32* %135, align 4
  %136 = load i32, i32* %12, align 4
  %137 = load i32, i32* %11, align 4
  %138 = getelementptr inbounds [8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 %137
  %139 = load i32, i32* %10, align 4
  %140 = getelementptr inbounds [8 x i32], [8 x i32]* %138, i32 0, i32 %139
  store i32 %136, i32* %140, align 4
  br label %141

141:                                              ; preds = %121
  %142 = load i32, i32* %11, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, i32* %11, align 4
  br label %118, !llvm.loop !8

144:                                              ; preds = %118
  br label %145

145:                                              ; preds = %144
  %146 = load i32, i32* %10, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, i32* %10, align 4
  br label %112, !llvm.loop !9

148:                                              ; preds = %112
  call void @print_str(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.3, i32 0, i32 0))
  call void @print_row(i32* noundef getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 2, i32 0), i32 noundef signext 8)
  store i32 0, i32* getelementptr inbounds ([65 x i32], [65 x i32]* @prefix, i32 0, i32 0), align 4
  store i32 0, i32* %13, align 4
  br label %149

149:                                              ; preds = %163, %148
  %150 = load i32, i32* %13, align 4
  %151 = icmp slt i32 %150, 64
  br i1 %151, label %152, label %166

152:                                              ; preds = %149
  %153 = load i32, i32* %13, align 4
  %154 = getelementptr inbounds [65 x i32], [65 x i32]* @prefix, i32 0, i32 %153
  %155 = load i32, i32* %154, align 4
  %156 = load i32, i32* %13, align 4
  %157 = getelementptr inbounds i32, i32* getelementptr inbounds ([8 x [8 x i32]], [8 x [8 x i32]]* @grid, i32 0, i32 0, i32 0), i32 %156
  %158 = load i32, i32* %157, align 4
  %159 = add nsw i32 %155, %158
  %160 = load i32, i32* %13, align 4
  %161 = add nsw i32 %160, 1
  %162 = getelementptr inbounds [65 x i32], [65 x i32]* @prefix, i32 0, i32 %161
  store i32 %159, i32* %162, align 4
  br label %163

163:                                              ; preds = %152
  %164 = load i32, i32* %13, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, i32* %13, align 4
  br label %149, !llvm.loop !10

166:                                              ; preds = %149
  %167 = load i32, i32* getelementptr inbounds ([65 x i32], [65 x i32]* @prefix, i32 0, i32 40), align 4
  %168 = load i32, i32* getelementptr inbounds ([65 x i32], [65 x i32]* @prefix, i32 0, i32 10), align 4
  %169 = sub nsw i32 %167, %168
  call void @print_kv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i32 noundef signext %169)
  %170 = load i32, i32* getelementptr inbounds ([65 x i32], [65 x i32]* @prefix, i32 0, i32 64), align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0), i32 noundef signext %170)
  store i32 0, i32* %14, align 4
  store i32 0, i32* %15, align 4
  br label %171

171:                                              ; preds = %184, %166
  %172 = load i32, i32* %15, align 4
  %173 = icmp slt i32 %172, 10
  br i1 %173, label %174, label %187

174:                                              ; preds = %171
  %175 = load i32, i32* %15, align 4
  %176 = getelementptr inbounds [10 x i16], [10 x i16]* @weights, i32 0, i32 %175
  %177 = load i16, i16* %176, align 2
  %178 = sext i16 %177 to i32
  %179 = load i32, i32* %15, align 4
  %180 = add nsw i32 %179, 1
  %181 = mul nsw i32 %178, %180
  %182 = load i32, i32* %14, align 4
  %183 = add nsw i32 %182, %181
  store i32 %183, i32* %14, align 4
  br label %184

184:                                              ; preds = %174
  %185 = load i32, i32* %15, align 4
  %186 = add nsw i32 %185, 1
  store i32 %186, i32* %15, align 4
  br label %171, !llvm.loop !11

187:                                              ; preds = %171
  %188 = load i32, i32* %14, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i32 0, i32 0), i32 noundef signext %188)
  store i32 2, i32* %16, align 4
  br label %189

189:                                              ; preds = %195, %187
  %190 = load i32, i32* %16, align 4
  %191 = icmp slt i32 %190, 200
  br i1 %191, label %192, label %198

192:                                              ; preds = %189
  %193 = load i32, i32* %16, align 4
  %194 = getelementptr inbounds [200 x i8], [200 x i8]* @sieve, i32 0, i32 %193
  store i8 1, i8* %194, align 1
  br label %195

195:                                              ; preds = %192
  %196 = load i32, i32* %16, align 4
  %197 = add nsw i32 %196, 1
  store i32 %197, i32* %16, align 4
  br label %189, !llvm.loop !12

198:                                              ; preds = %189
  store i32 2, i32* %17, align 4
  br label %199

199:                                              ; preds = %225, %198
  %200 = load i32, i32* %17, align 4
  %201 = load i32, i32* %17, align 4
  %202 = mul nsw i32 %200, %201
  %203 = icmp slt i32 %202, 200
  br i1 %203, label %204, label %228

204:                                              ; preds = %199
  %205 = load i32, i32* %17, align 4
  %206 = getelementptr inbounds [200 x i8], [200 x i8]* @sieve, i32 0, i32 %205
  %207 = load i8, i8* %206, align 1
  %208 = icmp ne i8 %207, 0
  br i1 %208, label %209, label %224

209:                                              ; preds = %204
  %210 = load i32, i32* %17, align 4
  %211 = load i32, i32* %17, align 4
  %212 = mul nsw i32 %210, %211
  store i32 %212, i32* %18, align 4
  br label %213

213:                                              ; preds = %219, %209
  %214 = load i32, i32* %18, align 4
  %215 = icmp slt i32 %214, 200
  br i1 %215, label %216, label %223

216:                                              ; preds = %213
  %217 = load i32, i32* %18, align 4
  %218 = getelementptr inbounds [200 x i8], [200 x i8]* @sieve, i32 0, i32 %217
  store i8 0, i8* %218, align 1
  br label %219

219:                                              ; preds = %216
  %220 = load i32, i32* %17, align 4
  %221 = load i32, i32* %18, align 4
  %222 = add nsw i32 %221, %220
  store i32 %222, i32* %18, align 4
  br label %213, !llvm.loop !13

223:                                              ; preds = %213
  br label %224

224:                                              ; preds = %223, %204
  br label %225

225:                                              ; preds = %224
  %226 = load i32, i32* %17, align 4
  %227 = add nsw i32 %226, 1
  store i32 %227, i32* %17, align 4
  br label %199, !llvm.loop !14

228:                                              ; preds = %199
  store i32 0, i32* %19, align 4
  store i32 0, i32* %20, align 4
  store i32 0, i32* %21, align 4
  br label %229

229:                                              ; preds = %242, %228
  %230 = load i32, i32* %21, align 4
  %231 = icmp slt i32 %230, 200
  br i1 %231, label %232, label %245

232:                                              ; preds = %229
  %233 = load i32, i32* %21, align 4
  %234 = getelementptr inbounds [200 x i8], [200 x i8]* @sieve, i32 0, i32 %233
  %235 = load i8, i8* %234, align 1
  %236 = icmp ne i8 %235, 0
  br i1 %236, label %237, label %241

237:                                              ; preds = %232
  %238 = load i32, i32* %19, align 4
  %239 = add nsw i32 %238, 1
  store i32 %239, i32* %19, align 4
  %240 = load i32, i32* %21, align 4
  store i32 %240, i32* %20, align 4
  br label %241

241:                                              ; preds = %237, %232
  br label %242

242:                                              ; preds = %241
  %243 = load i32, i32* %21, align 4
  %244 = add nsw i32 %243, 1
  store i32 %244, i32* %21, align 4
  br label %229, !llvm.loop !15

245:                                              ; preds = %229
  %246 = load i32, i32* %19, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.7, i32 0, i32 0), i32 noundef signext %246)
  %247 = load i32, i32* %20, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i32 0, i32 0), i32 noundef signext %247)
  store i32 0, i32* %25, align 4
  br label %248

248:                                              ; preds = %281, %245
  %249 = load i32, i32* %25, align 4
  %250 = icmp slt i32 %249, 4
  br i1 %250, label %251, label %284

251:                                              ; preds = %248
  store i32 0, i32* %26, align 4
  br label %252

252:                                              ; preds = %277, %251
  %253 = load i32, i32* %26, align 4
  %254 = icmp slt i32 %253, 4
  br i1 %254, label %255, label %280

255:                                              ; preds = %252
  %256 = load i32, i32* %25, align 4
  %257 = load i32, i32* %26, align 4
  %258 = add nsw i32 %256, %257
  %259 = load i32, i32* %25, align 4
  %260 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 %259
  %261 = load i32, i32* %26, align 4
  %262 = getelementptr inbounds [4 x i32], [4 x i32]* %260, i32 0, i32 %261
  store i32 %258, i32* %262, align 4
  %263 = load i32, i32* %25, align 4
  %264 = load i32, i32* %26, align 4
  %265 = icmp eq i32 %263, %264
  br i1 %265, label %266, label %267

266:                                              ; preds = %255
  br label %271

267:                                              ; preds = %255
  %268 = load i32, i32* %25, align 4
  %269 = load i32, i32* %26, align 4
  %270 = sub nsw i32 %268, %269
  br label %271

271:                                              ; preds = %267, %266
  %272 = phi i32 [ 2, %266 ], [ %270, %267 ]
  %273 = load i32, i32* %25, align 4
  %274 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %23, i32 0, i32 %273
  %275 = load i32, i32* %26, align 4
  %276 = getelementptr inbounds [4 x i32], [4 x i32]* %274, i32 0, i32 %275
  store i32 %272, i32* %276, align 4
  br label %277

277:                                              ; preds = %271
  %278 = load i32, i32* %26, align 4
  %279 = add nsw i32 %278, 1
  store i32 %279, i32* %26, align 4
  br label %252, !llvm.loop !16

280:                                              ; preds = %252
  br label %281

281:                                              ; preds = %280
  %282 = load i32, i32* %25, align 4
  %283 = add nsw i32 %282, 1
  store i32 %283, i32* %25, align 4
  br label %248, !llvm.loop !17

284:                                              ; preds = %248
  %285 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %22, i32 0, i32 0
  %286 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %23, i32 0, i32 0
  %287 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %24, i32 0, i32 0
  call void @matmul([4 x i32]* noundef %285, [4 x i32]* noundef %286, [4 x i32]* noundef %287)
  store i32 0, i32* %27, align 4
  br label %288

288:                                              ; preds = %295, %284
  %289 = load i32, i32* %27, align 4
  %290 = icmp slt i32 %289, 4
  br i1 %290, label %291, label %298

291:                                              ; preds = %288
  %292 = load i32, i32* %27, align 4
  %293 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %24, i32 0, i32 %292
  %294 = getelementptr inbounds [4 x i32], [4 x i32]* %293, i32 0, i32 0
  call void @print_row(i32* noundef %294, i32 noundef signext 4)
  br label %295

295:                                              ; preds = %291
  %296 = load i32, i32* %27, align 4
  %297 = add nsw i32 %296, 1
  store i32 %297, i32* %27, align 4
  br label %288, !llvm.loop !18

298:                                              ; preds = %288
  store i32 0, i32* %28, align 4
  store i32 0, i32* %29, align 4
  br label %299

299:                                              ; preds = %310, %298
  %300 = load i32, i32* %29, align 4
  %301 = icmp slt i32 %300, 4
  br i1 %301, label %302, label %313

302:                                              ; preds = %299
  %303 = load i32, i32* %29, align 4
  %304 = getelementptr inbounds [4 x [4 x i32]], [4 x [4 x i32]]* %24, i32 0, i32 %303
  %305 = load i32, i32* %29, align 4
  %306 = getelementptr inbounds [4 x i32], [4 x i32]* %304, i32 0, i32 %305
  %307 = load i32, i32* %306, align 4
  %308 = load i32, i32* %28, align 4
  %309 = add nsw i32 %308, %307
  store i32 %309, i32* %28, align 4
  br label %310

310:                                              ; preds = %302
  %311 = load i32, i32* %29, align 4
  %312 = add nsw i32 %311, 1
  store i32 %312, i32* %29, align 4
  br label %299, !llvm.loop !19

313:                                              ; preds = %299
  %314 = load i32, i32* %28, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i32 noundef signext %314)
  store i32 0, i32* %31, align 4
  br label %315

315:                                              ; preds = %324, %313
  %316 = load i32, i32* %31, align 4
  %317 = icmp slt i32 %316, 10
  br i1 %317, label %318, label %327

318:                                              ; preds = %315
  %319 = load i32, i32* %31, align 4
  %320 = load i32, i32* %31, align 4
  %321 = mul nsw i32 %319, %320
  %322 = load i32, i32* %31, align 4
  %323 = getelementptr inbounds [10 x i32], [10 x i32]* %30, i32 0, i32 %322
  store i32 %321, i32* %323, align 4
  br label %324

324:                                              ; preds = %318
  %325 = load i32, i32* %31, align 4
  %326 = add nsw i32 %325, 1
  store i32 %326, i32* %31, align 4
  br label %315, !llvm.loop !20

327:                                              ; preds = %315
  %328 = getelementptr inbounds [10 x i32], [10 x i32]* %30, i32 0, i32 0
  call void @rotate_left(i32* noundef %328, i32 noundef signext 10, i32 noundef signext 3)
  %329 = getelementptr inbounds [10 x i32], [10 x i32]* %30, i32 0, i32 0
  call void @print_row(i32* noundef %329, i32 noundef signext 10)
  %330 = bitcast [10 x i32]* %32 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %330, i8* align 4 bitcast ([10 x i32]* @__const.main.data to i8*), i32 40, i1 false)
  store i32 0, i32* %33, align 4
  store i32 0, i32* %34, align 4
  store i32 1, i32* %35, align 4
  br label %331

331:                                              ; preds = %355, %327
  %332 = load i32, i32* %35, align 4
  %333 = icmp slt i32 %332, 10
  br i1 %333, label %334, label %358

334:                                              ; preds = %331
  %335 = load i32, i32* %35, align 4
  %336 = getelementptr inbounds [10 x i32], [10 x i32]* %32, i32 0, i32 %335
  %337 = load i32, i32* %336, align 4
  %338 = load i32, i32* %33, align 4
  %339 = getelementptr inbounds [10 x i32], [10 x i32]* %32, i32 0, i32 %338
  %340 = load i32, i32* %339, align 4
  %341 = icmp sgt i32 %337, %340
  br i1 %341, label %342, label %344

342:                                              ; preds = %334
  %343 = load i32, i32* %35, align 4
  store i32 %343, i32* %33, align 4
  br label %344

344:                                              ; preds = %342, %334
  %345 = load i32, i32* %35, align 4
  %346 = getelementptr inbounds [10 x i32], [10 x i32]* %32, i32 0, i32 %345
  %347 = load i32, i32* %346, align 4
  %348 = load i32, i32* %34, align 4
  %349 = getelementptr inbounds [10 x i32], [10 x i32]* %32, i32 0, i32 %348
  %350 = load i32, i32* %349, align 4
  %351 = icmp slt i32 %347, %350
  br i1 %351, label %352, label %354

352:                                              ; preds = %344
  %353 = load i32, i32* %35, align 4
  store i32 %353, i32* %34, align 4
  br label %354

354:                                              ; preds = %352, %344
  br label %355

355:                                              ; preds = %354
  %356 = load i32, i32* %35, align 4
  %357 = add nsw i32 %356, 1
  store i32 %357, i32* %35, align 4
  br label %331, !llvm.loop !21

358:                                              ; preds = %331
  %359 = load i32, i32* %33, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i32 0, i32 0), i32 noundef signext %359)
  %360 = load i32, i32* %34, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0), i32 noundef signext %360)
  %361 = load i32, i32* getelementptr inbounds ([65 x i32], [65 x i32]* @prefix, i32 0, i32 64), align 4
  %362 = load i32, i32* %28, align 4
  %363 = add nsw i32 %361, %362
  %364 = and i32 %363, 127
  ret i32 %364
}

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
  br label %3, !llvm.loop !22

11:                                               ; preds = %3
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
define internal void @print_kv(i8* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i8*, i8** %3, align 4
  call void @print_str(i8* noundef %5)
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 1
  %6 = load i32, i32* %4, align 4
  call void @print_int(i32 noundef signext %6)
  call void @print_nl()
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_row(i32* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %6

6:                                                ; preds = %19, %2
  %7 = load i32, i32* %5, align 4
  %8 = load i32, i32* %4, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %22

10:                                               ; preds = %6
  %11 = load i32, i32* %5, align 4
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %10
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %14

14:                                               ; preds = %13, %10
  %15 = load i32*, i32** %3, align 4
  %16 = load i32, i32* %5, align 4
  %17 = getelementptr inbounds i32, i32* %15, i32 %16
  %18 = load i32, i32* %17, align 4
  call void @print_int(i32 noundef signext %18)
  br label %19

19:                                               ; preds = %14
  %20 = load i32, i32* %5, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %5, align 4
  br label %6, !llvm.loop !23

22:                                               ; preds = %6
  call void @print_nl()
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @matmul([4 x i32]* noundef %0, [4 x i32]* noundef %1, [4 x i32]* noundef %2) #0 {
  %4 = alloca [4 x i32]*, align 4
  %5 = alloca [4 x i32]*, align 4
  %6 = alloca [4 x i32]*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store [4 x i32]* %0, [4 x i32]** %4, align 4
  store [4 x i32]* %1, [4 x i32]** %5, align 4
  store [4 x i32]* %2, [4 x i32]** %6, align 4
  store i32 0, i32* %7, align 4
  br label %11

11:                                               ; preds = %52, %3
  %12 = load i32, i32* %7, align 4
  %13 = icmp slt i32 %12, 4
  br i1 %13, label %14, label %55

14:                                               ; preds = %11
  store i32 0, i32* %8, align 4
  br label %15

15:                                               ; preds = %48, %14
  %16 = load i32, i32* %8, align 4
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %18, label %51

18:                                               ; preds = %15
  store i32 0, i32* %9, align 4
  store i32 0, i32* %10, align 4
  br label %19

19:                                               ; preds = %38, %18
  %20 = load i32, i32* %10, align 4
  %21 = icmp slt i32 %20, 4
  br i1 %21, label %22, label %41

22:                                               ; preds = %19
  %23 = load [4 x i32]*, [4 x i32]** %4, align 4
  %24 = load i32, i32* %7, align 4
  %25 = getelementptr inbounds [4 x i32], [4 x i32]* %23, i32 %24
  %26 = load i32, i32* %10, align 4
  %27 = getelementptr inbounds [4 x i32], [4 x i32]* %25, i32 0, i32 %26
  %28 = load i32, i32* %27, align 4
  %29 = load [4 x i32]*, [4 x i32]** %5, align 4
  %30 = load i32, i32* %10, align 4
  %31 = getelementptr inbounds [4 x i32], [4 x i32]* %29, i32 %30
  %32 = load i32, i32* %8, align 4
  %33 = getelementptr inbounds [4 x i32], [4 x i32]* %31, i32 0, i32 %32
  %34 = load i32, i32* %33, align 4
  %35 = mul nsw i32 %28, %34
  %36 = load i32, i32* %9, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, i32* %9, align 4
  br label %38

38:                                               ; preds = %22
  %39 = load i32, i32* %10, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %10, align 4
  br label %19, !llvm.loop !24

41:                                               ; preds = %19
  %42 = load i32, i32* %9, align 4
  %43 = load [4 x i32]*, [4 x i32]** %6, align 4
  %44 = load i32, i32* %7, align 4
  %45 = getelementptr inbounds [4 x i32], [4 x i32]* %43, i32 %44
  %46 = load i32, i32* %8, align 4
  %47 = getelementptr inbounds [4 x i32], [4 x i32]* %45, i32 0, i32 %46
  store i32 %42, i32* %47, align 4
  br label %48

48:                                               ; preds = %41
  %49 = load i32, i32* %8, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %8, align 4
  br label %15, !llvm.loop !25

51:                                               ; preds = %15
  br label %52

52:                                               ; preds = %51
  %53 = load i32, i32* %7, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, i32* %7, align 4
  br label %11, !llvm.loop !26

55:                                               ; preds = %11
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @rotate_left(i32* noundef %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32*, i32** %4, align 4
  %8 = load i32, i32* %6, align 4
  call void @reverse(i32* noundef %7, i32 noundef signext %8)
  %9 = load i32*, i32** %4, align 4
  %10 = load i32, i32* %6, align 4
  %11 = getelementptr inbounds i32, i32* %9, i32 %10
  %12 = load i32, i32* %5, align 4
  %13 = load i32, i32* %6, align 4
  %14 = sub nsw i32 %12, %13
  call void @reverse(i32* noundef %11, i32 noundef signext %14)
  %15 = load i32*, i32** %4, align 4
  %16 = load i32, i32* %5, align 4
  call void @reverse(i32* noundef %15, i32 noundef signext %16)
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

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
  br i1 %17, label %5, label %18, !llvm.loop !27

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
  br label %19, !llvm.loop !28

27:                                               ; preds = %19
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @reverse(i32* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  %8 = load i32, i32* %4, align 4
  %9 = sub nsw i32 %8, 1
  store i32 %9, i32* %6, align 4
  br label %10

10:                                               ; preds = %30, %2
  %11 = load i32, i32* %5, align 4
  %12 = load i32, i32* %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %35

14:                                               ; preds = %10
  %15 = load i32*, i32** %3, align 4
  %16 = load i32, i32* %5, align 4
  %17 = getelementptr inbounds i32, i32* %15, i32 %16
  %18 = load i32, i32* %17, align 4
  store i32 %18, i32* %7, align 4
  %19 = load i32*, i32** %3, align 4
  %20 = load i32, i32* %6, align 4
  %21 = getelementptr inbounds i32, i32* %19, i32 %20
  %22 = load i32, i32* %21, align 4
  %23 = load i32*, i32** %3, align 4
  %24 = load i32, i32* %5, align 4
  %25 = getelementptr inbounds i32, i32* %23, i32 %24
  store i32 %22, i32* %25, align 4
  %26 = load i32, i32* %7, align 4
  %27 = load i32*, i32** %3, align 4
  %28 = load i32, i32* %6, align 4
  %29 = getelementptr inbounds i32, i32* %27, i32 %28
  store i32 %26, i32* %29, align 4
  br label %30

30:                                               ; preds = %14
  %31 = load i32, i32* %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* %5, align 4
  %33 = load i32, i32* %6, align 4
  %34 = add nsw i32 %33, -1
  store i32 %34, i32* %6, align 4
  br label %10, !llvm.loop !29

35:                                               ; preds = %10
  ret void
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly nofree nounwind willreturn }

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
