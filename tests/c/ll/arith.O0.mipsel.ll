; ModuleID = 'arith.c'
source_filename = "arith.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@in32 = dso_local global [11 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 100, i32 -100, i32 2147483647, i32 -2147483648, i32 123456789, i32 -98765], align 4
@nz32 = dso_local global [10 x i32] [i32 1, i32 2, i32 3, i32 7, i32 10, i32 255, i32 65536, i32 2147483647, i32 -2147483648, i32 -1], align 4
@in64 = dso_local global [12 x i64] [i64 0, i64 1, i64 -1, i64 1000000007, i64 -1000000007, i64 81985529216486895, i64 -81985529216486895, i64 9223372036854775807, i64 -9223372036854775808, i64 4294967296, i64 -4294967296, i64 99999999999], align 8
@div64 = dso_local global [10 x i64] [i64 1, i64 -1, i64 3, i64 -3, i64 10, i64 1000000007, i64 -4294967296, i64 4294967297, i64 7, i64 9223372036854775807], align 8
@in8 = dso_local global [6 x i8] c"\00\01\7F\80\C8\FF", align 1
@in16 = dso_local global [7 x i16] [i16 0, i16 1, i16 -1, i16 32767, i16 -32768, i16 12345, i16 -4321], align 2
@hash32 = internal global i32 0, align 4
@.str = private unnamed_addr constant [14 x i8] c"32-bit hash: \00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"7/-2\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"-7%3\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"-7/2\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"64-bit hash: \00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"lcg: \00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  %9 = alloca i16, align 2
  %10 = alloca i16, align 2
  %11 = alloca i16, align 2
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i64, align 8
  %27 = alloca i64, align 8
  %28 = alloca i32, align 4
  %29 = alloca i64, align 8
  %30 = alloca i64, align 8
  %31 = alloca i16, align 2
  %32 = alloca i8, align 1
  %33 = alloca i64, align 8
  %34 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %35

35:                                               ; preds = %69, %0
  %36 = load i32, i32* %2, align 4
  %37 = icmp slt i32 %36, 6
  br i1 %37, label %38, label %72

38:                                               ; preds = %35
  %39 = load i32, i32* %2, align 4
  %40 = getelementptr inbounds [6 x i8], [6 x i8]* @in8, i32 0, i32 %39
  %41 = load i8, i8* %40, align 1
  store i8 %41, i8* %3, align 1
  %42 = load i8, i8* %3, align 1
  %43 = zext i8 %42 to i32
  %44 = add nsw i32 %43, 100
  %45 = trunc i32 %44 to i8
  store i8 %45, i8* %4, align 1
  %46 = load i8, i8* %3, align 1
  %47 = zext i8 %46 to i32
  %48 = mul nsw i32 %47, 3
  %49 = trunc i32 %48 to i8
  store i8 %49, i8* %5, align 1
  %50 = load i8, i8* %3, align 1
  store i8 %50, i8* %6, align 1
  %51 = load i8, i8* %4, align 1
  %52 = zext i8 %51 to i32
  call void @print_int(i32 noundef signext %52)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %53 = load i8, i8* %5, align 1
  %54 = zext i8 %53 to i32
  call void @print_int(i32 noundef signext %54)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %55 = load i8, i8* %6, align 1
  %56 = sext i8 %55 to i32
  call void @print_int(i32 noundef signext %56)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %57 = load i8, i8* %6, align 1
  %58 = sext i8 %57 to i32
  %59 = ashr i32 %58, 1
  call void @print_int(i32 noundef signext %59)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %60 = load i8, i8* %3, align 1
  %61 = zext i8 %60 to i32
  %62 = ashr i32 %61, 1
  call void @print_int(i32 noundef signext %62)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %63 = load i8, i8* %6, align 1
  %64 = sext i8 %63 to i32
  %65 = sdiv i32 %64, 3
  call void @print_int(i32 noundef signext %65)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %66 = load i8, i8* %3, align 1
  %67 = zext i8 %66 to i32
  %68 = srem i32 %67, 7
  call void @print_int(i32 noundef signext %68)
  call void @print_nl()
  br label %69

69:                                               ; preds = %38
  %70 = load i32, i32* %2, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, i32* %2, align 4
  br label %35, !llvm.loop !2

72:                                               ; preds = %35
  store i32 0, i32* %7, align 4
  br label %73

73:                                               ; preds = %104, %72
  %74 = load i32, i32* %7, align 4
  %75 = icmp slt i32 %74, 7
  br i1 %75, label %76, label %107

76:                                               ; preds = %73
  %77 = load i32, i32* %7, align 4
  %78 = getelementptr inbounds [7 x i16], [7 x i16]* @in16, i32 0, i32 %77
  %79 = load i16, i16* %78, align 2
  store i16 %79, i16* %8, align 2
  %80 = load i16, i16* %8, align 2
  store i16 %80, i16* %9, align 2
  %81 = load i16, i16* %9, align 2
  %82 = zext i16 %81 to i32
  %83 = mul i32 %82, 3
  %84 = add i32 %83, 1
  %85 = trunc i32 %84 to i16
  store i16 %85, i16* %10, align 2
  %86 = load i16, i16* %9, align 2
  %87 = zext i16 %86 to i32
  %88 = shl i32 %87, 3
  %89 = trunc i32 %88 to i16
  store i16 %89, i16* %11, align 2
  %90 = load i16, i16* %8, align 2
  %91 = sext i16 %90 to i32
  call void @print_int(i32 noundef signext %91)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %92 = load i16, i16* %9, align 2
  %93 = zext i16 %92 to i32
  call void @print_int(i32 noundef signext %93)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %94 = load i16, i16* %10, align 2
  %95 = zext i16 %94 to i32
  call void @print_int(i32 noundef signext %95)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %96 = load i16, i16* %11, align 2
  %97 = sext i16 %96 to i32
  call void @print_int(i32 noundef signext %97)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %98 = load i16, i16* %8, align 2
  %99 = sext i16 %98 to i32
  %100 = sdiv i32 %99, 10
  call void @print_int(i32 noundef signext %100)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %101 = load i16, i16* %9, align 2
  %102 = zext i16 %101 to i32
  %103 = srem i32 %102, 1000
  call void @print_int(i32 noundef signext %103)
  call void @print_nl()
  br label %104

104:                                              ; preds = %76
  %105 = load i32, i32* %7, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, i32* %7, align 4
  br label %73, !llvm.loop !4

107:                                              ; preds = %73
  store i32 -2128831035, i32* @hash32, align 4
  store i32 0, i32* %12, align 4
  br label %108

108:                                              ; preds = %182, %107
  %109 = load i32, i32* %12, align 4
  %110 = icmp slt i32 %109, 11
  br i1 %110, label %111, label %185

111:                                              ; preds = %108
  store i32 0, i32* %13, align 4
  br label %112

112:                                              ; preds = %178, %111
  %113 = load i32, i32* %13, align 4
  %114 = icmp slt i32 %113, 10
  br i1 %114, label %115, label %181

115:                                              ; preds = %112
  %116 = load i32, i32* %12, align 4
  %117 = getelementptr inbounds [11 x i32], [11 x i32]* @in32, i32 0, i32 %116
  %118 = load i32, i32* %117, align 4
  store i32 %118, i32* %14, align 4
  %119 = load i32, i32* %13, align 4
  %120 = getelementptr inbounds [10 x i32], [10 x i32]* @nz32, i32 0, i32 %119
  %121 = load i32, i32* %120, align 4
  store i32 %121, i32* %15, align 4
  %122 = load i32, i32* %14, align 4
  %123 = load i32, i32* %15, align 4
  %124 = udiv i32 %122, %123
  call void @mix(i32 noundef signext %124)
  %125 = load i32, i32* %14, align 4
  %126 = load i32, i32* %15, align 4
  %127 = urem i32 %125, %126
  call void @mix(i32 noundef signext %127)
  %128 = load i32, i32* %15, align 4
  store i32 %128, i32* %16, align 4
  %129 = load i32, i32* %12, align 4
  %130 = getelementptr inbounds [11 x i32], [11 x i32]* @in32, i32 0, i32 %129
  %131 = load i32, i32* %130, align 4
  %132 = icmp eq i32 %131, -2147483648
  br i1 %132, label %133, label %136

133:                                              ; preds = %115
  %134 = load i32, i32* %16, align 4
  %135 = icmp eq i32 %134, -1
  br i1 %135, label %147, label %136

136:                                              ; preds = %133, %115
  %137 = load i32, i32* %12, align 4
  %138 = getelementptr inbounds [11 x i32], [11 x i32]* @in32, i32 0, i32 %137
  %139 = load i32, i32* %138, align 4
  %140 = load i32, i32* %16, align 4
  %141 = sdiv i32 %139, %140
  call void @mix(i32 noundef signext %141)
  %142 = load i32, i32* %12, align 4
  %143 = getelementptr inbounds [11 x i32], [11 x i32]* @in32, i32 0, i32 %142
  %144 = load i32, i32* %143, align 4
  %145 = load i32, i32* %16, align 4
  %146 = srem i32 %144, %145
  call void @mix(i32 noundef signext %146)
  br label %147

147:                                              ; preds = %136, %133
  %148 = load i32, i32* %14, align 4
  %149 = load i32, i32* %15, align 4
  %150 = mul i32 %148, %149
  call void @mix(i32 noundef signext %150)
  %151 = load i32, i32* %14, align 4
  %152 = load i32, i32* %13, align 4
  %153 = mul nsw i32 %152, 3
  %154 = srem i32 %153, 32
  %155 = lshr i32 %151, %154
  call void @mix(i32 noundef signext %155)
  %156 = load i32, i32* %12, align 4
  %157 = getelementptr inbounds [11 x i32], [11 x i32]* @in32, i32 0, i32 %156
  %158 = load i32, i32* %157, align 4
  %159 = load i32, i32* %13, align 4
  %160 = mul nsw i32 %159, 5
  %161 = srem i32 %160, 32
  %162 = ashr i32 %158, %161
  call void @mix(i32 noundef signext %162)
  %163 = load i32, i32* %14, align 4
  %164 = load i32, i32* %13, align 4
  %165 = mul nsw i32 %164, 7
  %166 = srem i32 %165, 32
  %167 = shl i32 %163, %166
  call void @mix(i32 noundef signext %167)
  %168 = load i32, i32* %12, align 4
  %169 = getelementptr inbounds [11 x i32], [11 x i32]* @in32, i32 0, i32 %168
  %170 = load i32, i32* %169, align 4
  %171 = load i32, i32* %16, align 4
  %172 = icmp slt i32 %170, %171
  %173 = zext i1 %172 to i32
  call void @mix(i32 noundef signext %173)
  %174 = load i32, i32* %14, align 4
  %175 = load i32, i32* %15, align 4
  %176 = icmp ult i32 %174, %175
  %177 = zext i1 %176 to i32
  call void @mix(i32 noundef signext %177)
  br label %178

178:                                              ; preds = %147
  %179 = load i32, i32* %13, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, i32* %13, align 4
  br label %112, !llvm.loop !5

181:                                              ; preds = %112
  br label %182

182:                                              ; preds = %181
  %183 = load i32, i32* %12, align 4
  %184 = add nsw i32 %183, 1
  store i32 %184, i32* %12, align 4
  br label %108, !llvm.loop !6

185:                                              ; preds = %108
  call void @print_str(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i32 0, i32 0))
  %186 = load i32, i32* @hash32, align 4
  call void @print_hex(i32 noundef signext %186)
  call void @print_nl()
  %187 = load i32, i32* getelementptr inbounds ([11 x i32], [11 x i32]* @in32, i32 0, i32 3), align 4
  %188 = sdiv i32 %187, -2
  call void @print_kv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext %188)
  %189 = load i32, i32* getelementptr inbounds ([11 x i32], [11 x i32]* @in32, i32 0, i32 4), align 4
  %190 = srem i32 %189, 3
  call void @print_kv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i32 noundef signext %190)
  %191 = load i32, i32* getelementptr inbounds ([11 x i32], [11 x i32]* @in32, i32 0, i32 4), align 4
  %192 = sdiv i32 %191, 2
  call void @print_kv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i32 noundef signext %192)
  store i32 -2128831035, i32* @hash32, align 4
  store i32 0, i32* %17, align 4
  br label %193

193:                                              ; preds = %271, %185
  %194 = load i32, i32* %17, align 4
  %195 = icmp slt i32 %194, 12
  br i1 %195, label %196, label %274

196:                                              ; preds = %193
  store i32 0, i32* %18, align 4
  br label %197

197:                                              ; preds = %267, %196
  %198 = load i32, i32* %18, align 4
  %199 = icmp slt i32 %198, 10
  br i1 %199, label %200, label %270

200:                                              ; preds = %197
  %201 = load i32, i32* %17, align 4
  %202 = getelementptr inbounds [12 x i64], [12 x i64]* @in64, i32 0, i32 %201
  %203 = load i64, i64* %202, align 8
  store i64 %203, i64* %19, align 8
  %204 = load i32, i32* %18, align 4
  %205 = getelementptr inbounds [10 x i64], [10 x i64]* @div64, i32 0, i32 %204
  %206 = load i64, i64* %205, align 8
  store i64 %206, i64* %20, align 8
  %207 = load i64, i64* %19, align 8
  store i64 %207, i64* %21, align 8
  %208 = load i64, i64* %20, align 8
  store i64 %208, i64* %22, align 8
  %209 = load i64, i64* %21, align 8
  %210 = load i64, i64* %22, align 8
  %211 = add i64 %209, %210
  call void @mix64(i64 noundef zeroext %211)
  %212 = load i64, i64* %21, align 8
  %213 = load i64, i64* %22, align 8
  %214 = sub i64 %212, %213
  call void @mix64(i64 noundef zeroext %214)
  %215 = load i64, i64* %21, align 8
  %216 = load i64, i64* %22, align 8
  %217 = mul i64 %215, %216
  call void @mix64(i64 noundef zeroext %217)
  %218 = load i64, i64* %21, align 8
  %219 = load i64, i64* %22, align 8
  %220 = udiv i64 %218, %219
  call void @mix64(i64 noundef zeroext %220)
  %221 = load i64, i64* %21, align 8
  %222 = load i64, i64* %22, align 8
  %223 = urem i64 %221, %222
  call void @mix64(i64 noundef zeroext %223)
  %224 = load i64, i64* %19, align 8
  %225 = icmp eq i64 %224, -9223372036854775808
  br i1 %225, label %226, label %229

226:                                              ; preds = %200
  %227 = load i64, i64* %20, align 8
  %228 = icmp eq i64 %227, -1
  br i1 %228, label %236, label %229

229:                                              ; preds = %226, %200
  %230 = load i64, i64* %19, align 8
  %231 = load i64, i64* %20, align 8
  %232 = sdiv i64 %230, %231
  call void @mix64(i64 noundef zeroext %232)
  %233 = load i64, i64* %19, align 8
  %234 = load i64, i64* %20, align 8
  %235 = srem i64 %233, %234
  call void @mix64(i64 noundef zeroext %235)
  br label %236

236:                                              ; preds = %229, %226
  %237 = load i32, i32* %17, align 4
  %238 = mul nsw i32 %237, 13
  %239 = load i32, i32* %18, align 4
  %240 = mul nsw i32 %239, 7
  %241 = add nsw i32 %238, %240
  %242 = srem i32 %241, 64
  store i32 %242, i32* %23, align 4
  %243 = load i64, i64* %21, align 8
  %244 = load i32, i32* %23, align 4
  %245 = zext i32 %244 to i64
  %246 = shl i64 %243, %245
  call void @mix64(i64 noundef zeroext %246)
  %247 = load i64, i64* %21, align 8
  %248 = load i32, i32* %23, align 4
  %249 = zext i32 %248 to i64
  %250 = lshr i64 %247, %249
  call void @mix64(i64 noundef zeroext %250)
  %251 = load i64, i64* %19, align 8
  %252 = load i32, i32* %23, align 4
  %253 = zext i32 %252 to i64
  %254 = ashr i64 %251, %253
  call void @mix64(i64 noundef zeroext %254)
  %255 = load i64, i64* %19, align 8
  %256 = load i64, i64* %20, align 8
  %257 = icmp slt i64 %255, %256
  %258 = zext i1 %257 to i32
  call void @mix(i32 noundef signext %258)
  %259 = load i64, i64* %21, align 8
  %260 = load i64, i64* %22, align 8
  %261 = icmp ult i64 %259, %260
  %262 = zext i1 %261 to i32
  call void @mix(i32 noundef signext %262)
  %263 = load i64, i64* %19, align 8
  %264 = load i64, i64* %20, align 8
  %265 = icmp eq i64 %263, %264
  %266 = zext i1 %265 to i32
  call void @mix(i32 noundef signext %266)
  br label %267

267:                                              ; preds = %236
  %268 = load i32, i32* %18, align 4
  %269 = add nsw i32 %268, 1
  store i32 %269, i32* %18, align 4
  br label %197, !llvm.loop !7

270:                                              ; preds = %197
  br label %271

271:                                              ; preds = %270
  %272 = load i32, i32* %17, align 4
  %273 = add nsw i32 %272, 1
  store i32 %273, i32* %17, align 4
  br label %193, !llvm.loop !8

274:                                              ; preds = %193
  call void @print_str(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i32 0, i32 0))
  %275 = load i32, i32* @hash32, align 4
  call void @print_hex(i32 noundef signext %275)
  call void @print_nl()
  %276 = load i64, i64* getelementptr inbounds ([12 x i64], [12 x i64]* @in64, i32 0, i32 5), align 8
  %277 = sdiv i64 %276, 1000
  call void @print_i64(i64 noundef signext %277)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %278 = load i64, i64* getelementptr inbounds ([12 x i64], [12 x i64]* @in64, i32 0, i32 6), align 8
  %279 = srem i64 %278, 1000
  call void @print_i64(i64 noundef signext %279)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %280 = load i64, i64* getelementptr inbounds ([12 x i64], [12 x i64]* @in64, i32 0, i32 6), align 8
  %281 = sdiv i64 %280, 1000
  call void @print_i64(i64 noundef signext %281)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %282 = load i64, i64* getelementptr inbounds ([12 x i64], [12 x i64]* @in64, i32 0, i32 2), align 8
  %283 = udiv i64 %282, 3
  call void @print_u64(i64 noundef zeroext %283)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %284 = load i64, i64* getelementptr inbounds ([12 x i64], [12 x i64]* @in64, i32 0, i32 2), align 8
  %285 = urem i64 %284, 1000000007
  call void @print_u64(i64 noundef zeroext %285)
  call void @print_nl()
  %286 = load i64, i64* getelementptr inbounds ([12 x i64], [12 x i64]* @in64, i32 0, i32 7), align 8
  call void @print_i64(i64 noundef signext %286)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %287 = load i64, i64* getelementptr inbounds ([12 x i64], [12 x i64]* @in64, i32 0, i32 8), align 8
  call void @print_i64(i64 noundef signext %287)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %288 = load i64, i64* getelementptr inbounds ([12 x i64], [12 x i64]* @in64, i32 0, i32 11), align 8
  %289 = mul nsw i64 %288, 1000
  call void @print_i64(i64 noundef signext %289)
  call void @print_nl()
  %290 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @nz32, i32 0, i32 7), align 4
  store i32 %290, i32* %24, align 4
  %291 = load i32, i32* getelementptr inbounds ([10 x i32], [10 x i32]* @nz32, i32 0, i32 9), align 4
  store i32 %291, i32* %25, align 4
  %292 = load i32, i32* %24, align 4
  %293 = zext i32 %292 to i64
  %294 = load i32, i32* %25, align 4
  %295 = zext i32 %294 to i64
  %296 = mul i64 %293, %295
  store i64 %296, i64* %26, align 8
  %297 = load i32, i32* getelementptr inbounds ([11 x i32], [11 x i32]* @in32, i32 0, i32 8), align 4
  %298 = sext i32 %297 to i64
  %299 = load i32, i32* getelementptr inbounds ([11 x i32], [11 x i32]* @in32, i32 0, i32 7), align 4
  %300 = sext i32 %299 to i64
  %301 = mul nsw i64 %298, %300
  store i64 %301, i64* %27, align 8
  %302 = load i64, i64* %26, align 8
  call void @print_hex64(i64 noundef zeroext %302)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %303 = load i64, i64* %26, align 8
  %304 = lshr i64 %303, 32
  %305 = trunc i64 %304 to i32
  call void @print_hex(i32 noundef signext %305)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %306 = load i64, i64* %27, align 8
  call void @print_i64(i64 noundef signext %306)
  call void @print_nl()
  %307 = load i32, i32* getelementptr inbounds ([11 x i32], [11 x i32]* @in32, i32 0, i32 6), align 4
  store i32 %307, i32* %28, align 4
  %308 = load i32, i32* %28, align 4
  %309 = sext i32 %308 to i64
  store i64 %309, i64* %29, align 8
  %310 = load i32, i32* %28, align 4
  %311 = zext i32 %310 to i64
  store i64 %311, i64* %30, align 8
  %312 = load i32, i32* getelementptr inbounds ([11 x i32], [11 x i32]* @in32, i32 0, i32 7), align 4
  %313 = trunc i32 %312 to i16
  store i16 %313, i16* %31, align 2
  %314 = load i32, i32* getelementptr inbounds ([11 x i32], [11 x i32]* @in32, i32 0, i32 5), align 4
  %315 = trunc i32 %314 to i8
  store i8 %315, i8* %32, align 1
  %316 = load i64, i64* %29, align 8
  call void @print_i64(i64 noundef signext %316)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %317 = load i64, i64* %30, align 8
  call void @print_u64(i64 noundef zeroext %317)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %318 = load i16, i16* %31, align 2
  %319 = sext i16 %318 to i32
  call void @print_int(i32 noundef signext %319)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %320 = load i8, i8* %32, align 1
  %321 = sext i8 %320 to i32
  call void @print_int(i32 noundef signext %321)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %322 = load i32, i32* getelementptr inbounds ([11 x i32], [11 x i32]* @in32, i32 0, i32 6), align 4
  %323 = trunc i32 %322 to i8
  %324 = zext i8 %323 to i32
  call void @print_int(i32 noundef signext %324)
  call void @print_nl()
  %325 = load i64, i64* getelementptr inbounds ([12 x i64], [12 x i64]* @in64, i32 0, i32 3), align 8
  store i64 %325, i64* %33, align 8
  store i32 0, i32* %34, align 4
  br label %326

326:                                              ; preds = %333, %274
  %327 = load i32, i32* %34, align 4
  %328 = icmp slt i32 %327, 100
  br i1 %328, label %329, label %336

329:                                              ; preds = %326
  %330 = load i64, i64* %33, align 8
  %331 = mul i64 %330, 6364136223846793005
  %332 = add i64 %331, 1442695040888963407
  store i64 %332, i64* %33, align 8
  br label %333

333:                                              ; preds = %329
  %334 = load i32, i32* %34, align 4
  %335 = add nsw i32 %334, 1
  store i32 %335, i32* %34, align 4
  br label %326, !llvm.loop !9

336:                                              ; preds = %326
  call void @print_str(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0))
  %337 = load i64, i64* %33, align 8
  call void @print_hex64(i64 noundef zeroext %337)
  call void @print_nl()
  %338 = load i32, i32* @hash32, align 4
  %339 = and i32 %338, 127
  ret i32 %339
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
define internal void @mix(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @hash32, align 4
  %4 = load i32, i32* %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, i32* @hash32, align 4
  ret void
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
  br label %3, !llvm.loop !10

11:                                               ; preds = %3
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_hex(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 28, i32* %3, align 4
  br label %4

4:                                                ; preds = %14, %1
  %5 = load i32, i32* %3, align 4
  %6 = icmp sge i32 %5, 0
  br i1 %6, label %7, label %17

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4
  %9 = load i32, i32* %3, align 4
  %10 = lshr i32 %8, %9
  %11 = and i32 %10, 15
  %12 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %11
  %13 = load i8, i8* %12, align 1
  store volatile i8 %13, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %14

14:                                               ; preds = %7
  %15 = load i32, i32* %3, align 4
  %16 = sub nsw i32 %15, 4
  store i32 %16, i32* %3, align 4
  br label %4, !llvm.loop !11

17:                                               ; preds = %4
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
define internal void @mix64(i64 noundef zeroext %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = trunc i64 %3 to i32
  call void @mix(i32 noundef signext %4)
  %5 = load i64, i64* %2, align 8
  %6 = lshr i64 %5, 32
  %7 = trunc i64 %6 to i32
  call void @mix(i32 noundef signext %7)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_i64(i64 noundef signext %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = icmp slt i64 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 1
  %6 = load i64, i64* %2, align 8
  %7 = sub i64 0, %6
  call void @print_u64(i64 noundef zeroext %7)
  br label %10

8:                                                ; preds = %1
  %9 = load i64, i64* %2, align 8
  call void @print_u64(i64 noundef zeroext %9)
  br label %10

10:                                               ; preds = %8, %5
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_u64(i64 noundef zeroext %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca [20 x i8], align 1
  %4 = alloca i32, align 4
  store i64 %0, i64* %2, align 8
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %15, %1
  %6 = load i64, i64* %2, align 8
  %7 = urem i64 %6, 10
  %8 = add i64 48, %7
  %9 = trunc i64 %8 to i8
  %10 = load i32, i32* %4, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %4, align 4
  %12 = getelementptr inbounds [20 x i8], [20 x i8]* %3, i32 0, i32 %10
  store i8 %9, i8* %12, align 1
  %13 = load i64, i64* %2, align 8
  %14 = udiv i64 %13, 10
  store i64 %14, i64* %2, align 8
  br label %15

15:                                               ; preds = %5
  %16 = load i64, i64* %2, align 8
  %17 = icmp ne i64 %16, 0
  br i1 %17, label %5, label %18, !llvm.loop !12

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
  %25 = getelementptr inbounds [20 x i8], [20 x i8]* %3, i32 0, i32 %24
  %26 = load i8, i8* %25, align 1
  store volatile i8 %26, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %19, !llvm.loop !13

27:                                               ; preds = %19
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_hex64(i64 noundef zeroext %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = lshr i64 %3, 32
  %5 = trunc i64 %4 to i32
  call void @print_hex(i32 noundef signext %5)
  %6 = load i64, i64* %2, align 8
  %7 = trunc i64 %6 to i32
  call void @print_hex(i32 noundef signext %7)
  ret void
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
  br i1 %17, label %5, label %18, !llvm.loop !14

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
  br label %19, !llvm.loop !15

27:                                               ; preds = %19
  ret void
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }

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
