; ModuleID = 'hash.c'
source_filename = "hash.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.slot = type { i8*, i32 }

@.str = private unnamed_addr constant [2 x i8] c"\22\00", align 1
@inputs = internal constant [6 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([44 x i8], [44 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.13, i32 0, i32 0)], align 4
@.str.1 = private unnamed_addr constant [8 x i8] c"\22: crc \00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c" fnv \00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c" fnv64 \00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c" adler \00", align 1
@.str.5 = private unnamed_addr constant [65 x i8] c"the cat and the dog and the bird saw the cat run and the dog sit\00", align 1
@table = internal global [64 x %struct.slot] zeroinitializer, align 4
@.str.6 = private unnamed_addr constant [9 x i8] c"distinct\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"probes\00", align 1
@probes = internal global i32 0, align 4
@crc_table = internal global [256 x i32] zeroinitializer, align 4
@.str.8 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.11 = private unnamed_addr constant [15 x i8] c"message digest\00", align 1
@.str.12 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"Cpu0\00", align 1
@.str.14 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i8*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i8*, align 4
  %13 = alloca i8*, align 4
  %14 = alloca i8, align 1
  %15 = alloca i8, align 1
  %16 = alloca i8*, align 4
  store i32 0, i32* %1, align 4
  call void @crc_init()
  store i32 0, i32* %2, align 4
  br label %17

17:                                               ; preds = %40, %0
  %18 = load i32, i32* %2, align 4
  %19 = icmp slt i32 %18, 6
  br i1 %19, label %20, label %43

20:                                               ; preds = %17
  call void @print_str(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0))
  %21 = load i32, i32* %2, align 4
  %22 = getelementptr inbounds [6 x i8*], [6 x i8*]* @inputs, i32 0, i32 %21
  %23 = load i8*, i8** %22, align 4
  call void @print_str(i8* noundef %23)
  call void @print_str(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0))
  %24 = load i32, i32* %2, align 4
  %25 = getelementptr inbounds [6 x i8*], [6 x i8*]* @inputs, i32 0, i32 %24
  %26 = load i8*, i8** %25, align 4
  %27 = call i32 @crc32(i8* noundef %26)
  call void @print_hex(i32 noundef signext %27)
  call void @print_str(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0))
  %28 = load i32, i32* %2, align 4
  %29 = getelementptr inbounds [6 x i8*], [6 x i8*]* @inputs, i32 0, i32 %28
  %30 = load i8*, i8** %29, align 4
  %31 = call i32 @fnv32(i8* noundef %30)
  call void @print_hex(i32 noundef signext %31)
  call void @print_str(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0))
  %32 = load i32, i32* %2, align 4
  %33 = getelementptr inbounds [6 x i8*], [6 x i8*]* @inputs, i32 0, i32 %32
  %34 = load i8*, i8** %33, align 4
  %35 = call i64 @fnv64(i8* noundef %34)
  call void @print_hex64(i64 noundef zeroext %35)
  call void @print_str(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0))
  %36 = load i32, i32* %2, align 4
  %37 = getelementptr inbounds [6 x i8*], [6 x i8*]* @inputs, i32 0, i32 %36
  %38 = load i8*, i8** %37, align 4
  %39 = call i32 @adler32(i8* noundef %38)
  call void @print_hex(i32 noundef signext %39)
  call void @print_nl()
  br label %40

40:                                               ; preds = %20
  %41 = load i32, i32* %2, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, i32* %2, align 4
  br label %17, !llvm.loop !2

43:                                               ; preds = %17
  store i64 1, i64* %3, align 8
  br label %44

44:                                               ; preds = %50, %43
  %45 = load i64, i64* %3, align 8
  %46 = icmp ult i64 %45, 1000000
  br i1 %46, label %47, label %54

47:                                               ; preds = %44
  %48 = load i64, i64* %3, align 8
  %49 = call i64 @fmix64(i64 noundef zeroext %48)
  call void @print_hex64(i64 noundef zeroext %49)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %50

50:                                               ; preds = %47
  %51 = load i64, i64* %3, align 8
  %52 = mul i64 %51, 37
  %53 = add i64 %52, 11
  store i64 %53, i64* %3, align 8
  br label %44, !llvm.loop !4

54:                                               ; preds = %44
  call void @print_nl()
  store i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.str.5, i32 0, i32 0), i8** %4, align 4
  %55 = load i8*, i8** %4, align 4
  store i8* %55, i8** %5, align 4
  br label %56

56:                                               ; preds = %92, %54
  %57 = load i8*, i8** %5, align 4
  %58 = load i8, i8* %57, align 1
  %59 = icmp ne i8 %58, 0
  br i1 %59, label %60, label %93

60:                                               ; preds = %56
  %61 = load i8*, i8** %5, align 4
  store i8* %61, i8** %6, align 4
  br label %62

62:                                               ; preds = %74, %60
  %63 = load i8*, i8** %5, align 4
  %64 = load i8, i8* %63, align 1
  %65 = sext i8 %64 to i32
  %66 = icmp ne i32 %65, 0
  br i1 %66, label %67, label %72

67:                                               ; preds = %62
  %68 = load i8*, i8** %5, align 4
  %69 = load i8, i8* %68, align 1
  %70 = sext i8 %69 to i32
  %71 = icmp ne i32 %70, 32
  br label %72

72:                                               ; preds = %67, %62
  %73 = phi i1 [ false, %62 ], [ %71, %67 ]
  br i1 %73, label %74, label %77

74:                                               ; preds = %72
  %75 = load i8*, i8** %5, align 4
  %76 = getelementptr inbounds i8, i8* %75, i32 1
  store i8* %76, i8** %5, align 4
  br label %62, !llvm.loop !5

77:                                               ; preds = %72
  %78 = load i8*, i8** %6, align 4
  %79 = load i8*, i8** %5, align 4
  %80 = load i8*, i8** %6, align 4
  %81 = ptrtoint i8* %79 to i32
  %82 = ptrtoint i8* %80 to i32
  %83 = sub i32 %81, %82
  call void @count_word(i8* noundef %78, i32 noundef signext %83)
  br label %84

84:                                               ; preds = %89, %77
  %85 = load i8*, i8** %5, align 4
  %86 = load i8, i8* %85, align 1
  %87 = sext i8 %86 to i32
  %88 = icmp eq i32 %87, 32
  br i1 %88, label %89, label %92

89:                                               ; preds = %84
  %90 = load i8*, i8** %5, align 4
  %91 = getelementptr inbounds i8, i8* %90, i32 1
  store i8* %91, i8** %5, align 4
  br label %84, !llvm.loop !6

92:                                               ; preds = %84
  br label %56, !llvm.loop !7

93:                                               ; preds = %56
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %94

94:                                               ; preds = %107, %93
  %95 = load i32, i32* %8, align 4
  %96 = icmp slt i32 %95, 64
  br i1 %96, label %97, label %110

97:                                               ; preds = %94
  %98 = load i32, i32* %8, align 4
  %99 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %98
  %100 = getelementptr inbounds %struct.slot, %struct.slot* %99, i32 0, i32 0
  %101 = load i8*, i8** %100, align 4
  %102 = icmp ne i8* %101, null
  br i1 %102, label %103, label %106

103:                                              ; preds = %97
  %104 = load i32, i32* %7, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, i32* %7, align 4
  br label %106

106:                                              ; preds = %103, %97
  br label %107

107:                                              ; preds = %106
  %108 = load i32, i32* %8, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, i32* %8, align 4
  br label %94, !llvm.loop !8

110:                                              ; preds = %94
  %111 = load i32, i32* %7, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i32 0, i32 0), i32 noundef signext %111)
  store i32 0, i32* %9, align 4
  br label %112

112:                                              ; preds = %268, %110
  %113 = load i32, i32* %9, align 4
  %114 = load i32, i32* %7, align 4
  %115 = icmp slt i32 %113, %114
  br i1 %115, label %116, label %271

116:                                              ; preds = %112
  store i32 -1, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %117

117:                                              ; preds = %227, %116
  %118 = load i32, i32* %11, align 4
  %119 = icmp slt i32 %118, 64
  br i1 %119, label %120, label %230

120:                                              ; preds = %117
  %121 = load i32, i32* %11, align 4
  %122 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %121
  %123 = getelementptr inbounds %struct.slot, %struct.slot* %122, i32 0, i32 0
  %124 = load i8*, i8** %123, align 4
  %125 = icmp ne i8* %124, null
  br i1 %125, label %126, label %132

126:                                              ; preds = %120
  %127 = load i32, i32* %11, align 4
  %128 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %127
  %129 = getelementptr inbounds %struct.slot, %struct.slot* %128, i32 0, i32 1
  %130 = load i32, i32* %129, align 4
  %131 = icmp slt i32 %130, 0
  br i1 %131, label %132, label %133

132:                                              ; preds = %126, %120
  br label %227

133:                                              ; preds = %126
  %134 = load i32, i32* %10, align 4
  %135 = icmp slt i32 %134, 0
  br i1 %135, label %146, label %136

136:                                              ; preds = %133
  %137 = load i32, i32* %11, align 4
  %138 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %137
  %139 = getelementptr inbounds %struct.slot, %struct.slot* %138, i32 0, i32 1
  %140 = load i32, i32* %139, align 4
  %141 = load i32, i32* %10, align 4
  %142 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %141
  %143 = getelementptr inbounds %struct.slot, %struct.slot* %142, i32 0, i32 1
  %144 = load i32, i32* %143, align 4
  %145 = icmp sgt i32 %140, %144
  br i1 %145, label %146, label %148

146:                                              ; preds = %136, %133
  %147 = load i32, i32* %11, align 4
  store i32 %147, i32* %10, align 4
  br label %226

148:                                              ; preds = %136
  %149 = load i32, i32* %11, align 4
  %150 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %149
  %151 = getelementptr inbounds %struct.slot, %struct.slot* %150, i32 0, i32 1
  %152 = load i32, i32* %151, align 4
  %153 = load i32, i32* %10, align 4
  %154 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %153
  %155 = getelementptr inbounds %struct.slot, %struct.slot* %154, i32 0, i32 1
  %156 = load i32, i32* %155, align 4
  %157 = icmp eq i32 %152, %156
  br i1 %157, label %158, label %225

158:                                              ; preds = %148
  %159 = load i32, i32* %11, align 4
  %160 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %159
  %161 = getelementptr inbounds %struct.slot, %struct.slot* %160, i32 0, i32 0
  %162 = load i8*, i8** %161, align 4
  store i8* %162, i8** %12, align 4
  %163 = load i32, i32* %10, align 4
  %164 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %163
  %165 = getelementptr inbounds %struct.slot, %struct.slot* %164, i32 0, i32 0
  %166 = load i8*, i8** %165, align 4
  store i8* %166, i8** %13, align 4
  br label %167

167:                                              ; preds = %187, %158
  %168 = load i8*, i8** %12, align 4
  %169 = load i8, i8* %168, align 1
  %170 = sext i8 %169 to i32
  %171 = load i8*, i8** %13, align 4
  %172 = load i8, i8* %171, align 1
  %173 = sext i8 %172 to i32
  %174 = icmp eq i32 %170, %173
  br i1 %174, label %175, label %185

175:                                              ; preds = %167
  %176 = load i8*, i8** %12, align 4
  %177 = load i8, i8* %176, align 1
  %178 = sext i8 %177 to i32
  %179 = icmp ne i32 %178, 32
  br i1 %179, label %180, label %185

180:                                              ; preds = %175
  %181 = load i8*, i8** %12, align 4
  %182 = load i8, i8* %181, align 1
  %183 = sext i8 %182 to i32
  %184 = icmp ne i32 %183, 0
  br label %185

185:                                              ; preds = %180, %175, %167
  %186 = phi i1 [ false, %175 ], [ false, %167 ], [ %184, %180 ]
  br i1 %186, label %187, label %192

187:                                              ; preds = %185
  %188 = load i8*, i8** %12, align 4
  %189 = getelementptr inbounds i8, i8* %188, i32 1
  store i8* %189, i8** %12, align 4
  %190 = load i8*, i8** %13, align 4
  %191 = getelementptr inbounds i8, i8* %190, i32 1
  store i8* %191, i8** %13, align 4
  br label %167, !llvm.loop !9

192:                                              ; preds = %185
  %193 = load i8*, i8** %12, align 4
  %194 = load i8, i8* %193, align 1
  %195 = sext i8 %194 to i32
  %196 = icmp eq i32 %195, 32
  br i1 %196, label %197, label %198

197:                                              ; preds = %192
  br label %202

198:                                              ; preds = %192
  %199 = load i8*, i8** %12, align 4
  %200 = load i8, i8* %199, align 1
  %201 = sext i8 %200 to i32
  br label %202

202:                                              ; preds = %198, %197
  %203 = phi i32 [ 0, %197 ], [ %201, %198 ]
  %204 = trunc i32 %203 to i8
  store i8 %204, i8* %14, align 1
  %205 = load i8*, i8** %13, align 4
  %206 = load i8, i8* %205, align 1
  %207 = sext i8 %206 to i32
  %208 = icmp eq i32 %207, 32
  br i1 %208, label %209, label %210

209:                                              ; preds = %202
  br label %214

210:                                              ; preds = %202
  %211 = load i8*, i8** %13, align 4
  %212 = load i8, i8* %211, align 1
  %213 = sext i8 %212 to i32
  br label %214

214:                                              ; preds = %210, %209
  %215 = phi i32 [ 0, %209 ], [ %213, %210 ]
  %216 = trunc i32 %215 to i8
  store i8 %216, i8* %15, align 1
  %217 = load i8, i8* %14, align 1
  %218 = zext i8 %217 to i32
  %219 = load i8, i8* %15, align 1
  %220 = zext i8 %219 to i32
  %221 = icmp slt i32 %218, %220
  br i1 %221, label %222, label %224

222:                                              ; preds = %214
  %223 = load i32, i32* %11, align 4
  store i32 %223, i32* %10, align 4
  br label %224

224:                                              ; preds = %222, %214
  br label %225

225:                                              ; preds = %224, %148
  br label %226

226:                                              ; preds = %225, %146
  br label %227

227:                                              ; preds = %226, %132
  %228 = load i32, i32* %11, align 4
  %229 = add nsw i32 %228, 1
  store i32 %229, i32* %11, align 4
  br label %117, !llvm.loop !10

230:                                              ; preds = %117
  %231 = load i32, i32* %10, align 4
  %232 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %231
  %233 = getelementptr inbounds %struct.slot, %struct.slot* %232, i32 0, i32 0
  %234 = load i8*, i8** %233, align 4
  store i8* %234, i8** %16, align 4
  br label %235

235:                                              ; preds = %250, %230
  %236 = load i8*, i8** %16, align 4
  %237 = load i8, i8* %236, align 1
  %238 = sext i8 %237 to i32
  %239 = icmp ne i32 %238, 0
  br i1 %239, label %240, label %245

240:                                              ; preds = %235
  %241 = load i8*, i8** %16, align 4
  %242 = load i8, i8* %241, align 1
  %243 = sext i8 %242 to i32
  %244 = icmp ne i32 %243, 32
  br label %245

245:                                              ; preds = %240, %235
  %246 = phi i1 [ false, %235 ], [ %244, %240 ]
  br i1 %246, label %247, label %253

247:                                              ; preds = %245
  %248 = load i8*, i8** %16, align 4
  %249 = load i8, i8* %248, align 1
  store volatile i8 %249, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %250

250:                                              ; preds = %247
  %251 = load i8*, i8** %16, align 4
  %252 = getelementptr inbounds i8, i8* %251, i32 1
  store i8* %252, i8** %16, align 4
  br label %235, !llvm.loop !11

253:                                              ; preds = %245
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 1
  %254 = load i32, i32* %10, align 4
  %255 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %254
  %256 = getelementptr inbounds %struct.slot, %struct.slot* %255, i32 0, i32 1
  %257 = load i32, i32* %256, align 4
  call void @print_int(i32 noundef signext %257)
  %258 = load i32, i32* %9, align 4
  %259 = add nsw i32 %258, 1
  %260 = load i32, i32* %7, align 4
  %261 = icmp slt i32 %259, %260
  %262 = zext i1 %261 to i64
  %263 = select i1 %261, i32 32, i32 10
  %264 = trunc i32 %263 to i8
  store volatile i8 %264, i8* inttoptr (i32 -16777216 to i8*), align 1
  %265 = load i32, i32* %10, align 4
  %266 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %265
  %267 = getelementptr inbounds %struct.slot, %struct.slot* %266, i32 0, i32 1
  store i32 -1, i32* %267, align 4
  br label %268

268:                                              ; preds = %253
  %269 = load i32, i32* %9, align 4
  %270 = add nsw i32 %269, 1
  store i32 %270, i32* %9, align 4
  br label %112, !llvm.loop !12

271:                                              ; preds = %112
  %272 = load i32, i32* @probes, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), i32 noundef signext %272)
  %273 = load i32, i32* %7, align 4
  ret i32 %273
}

; Function Attrs: noinline nounwind optnone
define internal void @crc_init() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %4

4:                                                ; preds = %32, %0
  %5 = load i32, i32* %1, align 4
  %6 = icmp ult i32 %5, 256
  br i1 %6, label %7, label %35

7:                                                ; preds = %4
  %8 = load i32, i32* %1, align 4
  store i32 %8, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %9

9:                                                ; preds = %25, %7
  %10 = load i32, i32* %3, align 4
  %11 = icmp slt i32 %10, 8
  br i1 %11, label %12, label %28

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4
  %14 = and i32 %13, 1
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %12
  %17 = load i32, i32* %2, align 4
  %18 = lshr i32 %17, 1
  %19 = xor i32 -306674912, %18
  br label %23

20:                                               ; preds = %12
  %21 = load i32, i32* %2, align 4
  %22 = lshr i32 %21, 1
  br label %23

23:                                               ; preds = %20, %16
  %24 = phi i32 [ %19, %16 ], [ %22, %20 ]
  store i32 %24, i32* %2, align 4
  br label %25

25:                                               ; preds = %23
  %26 = load i32, i32* %3, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %3, align 4
  br label %9, !llvm.loop !13

28:                                               ; preds = %9
  %29 = load i32, i32* %2, align 4
  %30 = load i32, i32* %1, align 4
  %31 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %30
  store i32 %29, i32* %31, align 4
  br label %32

32:                                               ; preds = %28
  %33 = load i32, i32* %1, align 4
  %34 = add i32 %33, 1
  store i32 %34, i32* %1, align 4
  br label %4, !llvm.loop !14

35:                                               ; preds = %4
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
  br label %3, !llvm.loop !15

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
  %12 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %11
  %13 = load i8, i8* %12, align 1
  store volatile i8 %13, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %14

14:                                               ; preds = %7
  %15 = load i32, i32* %3, align 4
  %16 = sub nsw i32 %15, 4
  store i32 %16, i32* %3, align 4
  br label %4, !llvm.loop !16

17:                                               ; preds = %4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @crc32(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  store i32 -1, i32* %3, align 4
  br label %4

4:                                                ; preds = %20, %1
  %5 = load i8*, i8** %2, align 4
  %6 = load i8, i8* %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %23

8:                                                ; preds = %4
  %9 = load i32, i32* %3, align 4
  %10 = load i8*, i8** %2, align 4
  %11 = load i8, i8* %10, align 1
  %12 = zext i8 %11 to i32
  %13 = xor i32 %9, %12
  %14 = and i32 %13, 255
  %15 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %14
  %16 = load i32, i32* %15, align 4
  %17 = load i32, i32* %3, align 4
  %18 = lshr i32 %17, 8
  %19 = xor i32 %16, %18
  store i32 %19, i32* %3, align 4
  br label %20

20:                                               ; preds = %8
  %21 = load i8*, i8** %2, align 4
  %22 = getelementptr inbounds i8, i8* %21, i32 1
  store i8* %22, i8** %2, align 4
  br label %4, !llvm.loop !17

23:                                               ; preds = %4
  %24 = load i32, i32* %3, align 4
  %25 = xor i32 %24, -1
  ret i32 %25
}

; Function Attrs: noinline nounwind optnone
define internal i32 @fnv32(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  store i32 -2128831035, i32* %3, align 4
  br label %4

4:                                                ; preds = %15, %1
  %5 = load i8*, i8** %2, align 4
  %6 = load i8, i8* %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %18

8:                                                ; preds = %4
  %9 = load i32, i32* %3, align 4
  %10 = load i8*, i8** %2, align 4
  %11 = load i8, i8* %10, align 1
  %12 = zext i8 %11 to i32
  %13 = xor i32 %9, %12
  %14 = mul i32 %13, 16777619
  store i32 %14, i32* %3, align 4
  br label %15

15:                                               ; preds = %8
  %16 = load i8*, i8** %2, align 4
  %17 = getelementptr inbounds i8, i8* %16, i32 1
  store i8* %17, i8** %2, align 4
  br label %4, !llvm.loop !18

18:                                               ; preds = %4
  %19 = load i32, i32* %3, align 4
  ret i32 %19
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
define internal i64 @fnv64(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i64, align 8
  store i8* %0, i8** %2, align 4
  store i64 -3750763034362895579, i64* %3, align 8
  br label %4

4:                                                ; preds = %15, %1
  %5 = load i8*, i8** %2, align 4
  %6 = load i8, i8* %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %18

8:                                                ; preds = %4
  %9 = load i64, i64* %3, align 8
  %10 = load i8*, i8** %2, align 4
  %11 = load i8, i8* %10, align 1
  %12 = zext i8 %11 to i64
  %13 = xor i64 %9, %12
  %14 = mul i64 %13, 1099511628211
  store i64 %14, i64* %3, align 8
  br label %15

15:                                               ; preds = %8
  %16 = load i8*, i8** %2, align 4
  %17 = getelementptr inbounds i8, i8* %16, i32 1
  store i8* %17, i8** %2, align 4
  br label %4, !llvm.loop !19

18:                                               ; preds = %4
  %19 = load i64, i64* %3, align 8
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone
define internal i32 @adler32(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  store i32 1, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %20, %1
  %6 = load i8*, i8** %2, align 4
  %7 = load i8, i8* %6, align 1
  %8 = icmp ne i8 %7, 0
  br i1 %8, label %9, label %23

9:                                                ; preds = %5
  %10 = load i32, i32* %3, align 4
  %11 = load i8*, i8** %2, align 4
  %12 = load i8, i8* %11, align 1
  %13 = zext i8 %12 to i32
  %14 = add i32 %10, %13
  %15 = urem i32 %14, 65521
  store i32 %15, i32* %3, align 4
  %16 = load i32, i32* %4, align 4
  %17 = load i32, i32* %3, align 4
  %18 = add i32 %16, %17
  %19 = urem i32 %18, 65521
  store i32 %19, i32* %4, align 4
  br label %20

20:                                               ; preds = %9
  %21 = load i8*, i8** %2, align 4
  %22 = getelementptr inbounds i8, i8* %21, i32 1
  store i8* %22, i8** %2, align 4
  br label %5, !llvm.loop !20

23:                                               ; preds = %5
  %24 = load i32, i32* %4, align 4
  %25 = shl i32 %24, 16
  %26 = load i32, i32* %3, align 4
  %27 = or i32 %25, %26
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone
define internal void @print_nl() #0 {
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i64 @fmix64(i64 noundef zeroext %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = lshr i64 %3, 33
  %5 = load i64, i64* %2, align 8
  %6 = xor i64 %5, %4
  store i64 %6, i64* %2, align 8
  %7 = load i64, i64* %2, align 8
  %8 = mul i64 %7, -49064778989728563
  store i64 %8, i64* %2, align 8
  %9 = load i64, i64* %2, align 8
  %10 = lshr i64 %9, 33
  %11 = load i64, i64* %2, align 8
  %12 = xor i64 %11, %10
  store i64 %12, i64* %2, align 8
  %13 = load i64, i64* %2, align 8
  %14 = mul i64 %13, -4265267296055464877
  store i64 %14, i64* %2, align 8
  %15 = load i64, i64* %2, align 8
  %16 = lshr i64 %15, 33
  %17 = load i64, i64* %2, align 8
  %18 = xor i64 %17, %16
  store i64 %18, i64* %2, align 8
  %19 = load i64, i64* %2, align 8
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone
define internal void @count_word(i8* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 -2128831035, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %11

11:                                               ; preds = %24, %2
  %12 = load i32, i32* %6, align 4
  %13 = load i32, i32* %4, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %27

15:                                               ; preds = %11
  %16 = load i32, i32* %5, align 4
  %17 = load i8*, i8** %3, align 4
  %18 = load i32, i32* %6, align 4
  %19 = getelementptr inbounds i8, i8* %17, i32 %18
  %20 = load i8, i8* %19, align 1
  %21 = zext i8 %20 to i32
  %22 = xor i32 %16, %21
  %23 = mul i32 %22, 16777619
  store i32 %23, i32* %5, align 4
  br label %24

24:                                               ; preds = %15
  %25 = load i32, i32* %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %6, align 4
  br label %11, !llvm.loop !21

27:                                               ; preds = %11
  %28 = load i32, i32* %5, align 4
  %29 = urem i32 %28, 64
  store i32 %29, i32* %7, align 4
  br label %30

30:                                               ; preds = %108, %27
  %31 = load i32, i32* @probes, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* @probes, align 4
  %33 = load i32, i32* %7, align 4
  %34 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %33
  %35 = getelementptr inbounds %struct.slot, %struct.slot* %34, i32 0, i32 0
  %36 = load i8*, i8** %35, align 4
  %37 = icmp ne i8* %36, null
  br i1 %37, label %46, label %38

38:                                               ; preds = %30
  %39 = load i8*, i8** %3, align 4
  %40 = load i32, i32* %7, align 4
  %41 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %40
  %42 = getelementptr inbounds %struct.slot, %struct.slot* %41, i32 0, i32 0
  store i8* %39, i8** %42, align 4
  %43 = load i32, i32* %7, align 4
  %44 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %43
  %45 = getelementptr inbounds %struct.slot, %struct.slot* %44, i32 0, i32 1
  store i32 1, i32* %45, align 4
  br label %112

46:                                               ; preds = %30
  %47 = load i32, i32* %7, align 4
  %48 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %47
  %49 = getelementptr inbounds %struct.slot, %struct.slot* %48, i32 0, i32 0
  %50 = load i8*, i8** %49, align 4
  store i8* %50, i8** %8, align 4
  store i32 0, i32* %9, align 4
  br label %51

51:                                               ; preds = %67, %46
  %52 = load i8*, i8** %8, align 4
  %53 = load i32, i32* %9, align 4
  %54 = getelementptr inbounds i8, i8* %52, i32 %53
  %55 = load i8, i8* %54, align 1
  %56 = sext i8 %55 to i32
  %57 = icmp ne i32 %56, 32
  br i1 %57, label %58, label %65

58:                                               ; preds = %51
  %59 = load i8*, i8** %8, align 4
  %60 = load i32, i32* %9, align 4
  %61 = getelementptr inbounds i8, i8* %59, i32 %60
  %62 = load i8, i8* %61, align 1
  %63 = sext i8 %62 to i32
  %64 = icmp ne i32 %63, 0
  br label %65

65:                                               ; preds = %58, %51
  %66 = phi i1 [ false, %51 ], [ %64, %58 ]
  br i1 %66, label %67, label %70

67:                                               ; preds = %65
  %68 = load i32, i32* %9, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, i32* %9, align 4
  br label %51, !llvm.loop !22

70:                                               ; preds = %65
  %71 = load i32, i32* %9, align 4
  %72 = load i32, i32* %4, align 4
  %73 = icmp eq i32 %71, %72
  br i1 %73, label %74, label %107

74:                                               ; preds = %70
  store i32 0, i32* %10, align 4
  br label %75

75:                                               ; preds = %93, %74
  %76 = load i32, i32* %10, align 4
  %77 = load i32, i32* %4, align 4
  %78 = icmp slt i32 %76, %77
  br i1 %78, label %79, label %91

79:                                               ; preds = %75
  %80 = load i8*, i8** %3, align 4
  %81 = load i32, i32* %10, align 4
  %82 = getelementptr inbounds i8, i8* %80, i32 %81
  %83 = load i8, i8* %82, align 1
  %84 = sext i8 %83 to i32
  %85 = load i8*, i8** %8, align 4
  %86 = load i32, i32* %10, align 4
  %87 = getelementptr inbounds i8, i8* %85, i32 %86
  %88 = load i8, i8* %87, align 1
  %89 = sext i8 %88 to i32
  %90 = icmp eq i32 %84, %89
  br label %91

91:                                               ; preds = %79, %75
  %92 = phi i1 [ false, %75 ], [ %90, %79 ]
  br i1 %92, label %93, label %96

93:                                               ; preds = %91
  %94 = load i32, i32* %10, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, i32* %10, align 4
  br label %75, !llvm.loop !23

96:                                               ; preds = %91
  %97 = load i32, i32* %10, align 4
  %98 = load i32, i32* %4, align 4
  %99 = icmp eq i32 %97, %98
  br i1 %99, label %100, label %106

100:                                              ; preds = %96
  %101 = load i32, i32* %7, align 4
  %102 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %101
  %103 = getelementptr inbounds %struct.slot, %struct.slot* %102, i32 0, i32 1
  %104 = load i32, i32* %103, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, i32* %103, align 4
  br label %112

106:                                              ; preds = %96
  br label %107

107:                                              ; preds = %106, %70
  br label %108

108:                                              ; preds = %107
  %109 = load i32, i32* %7, align 4
  %110 = add i32 %109, 1
  %111 = urem i32 %110, 64
  store i32 %111, i32* %7, align 4
  br label %30

112:                                              ; preds = %100, %38
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
  br i1 %17, label %5, label %18, !llvm.loop !24

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
  br label %19, !llvm.loop !25

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
