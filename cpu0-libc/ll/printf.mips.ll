; ModuleID = 'c/printf.c'
source_filename = "c/printf.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.spec = type { i32, i32, i32, i8 }
%struct.__cpu0_sink = type { void (i8*, i8*, i32)*, i8*, i32 }

@__const.__cpu0_vformat.sp = private unnamed_addr constant %struct.spec { i32 0, i32 0, i32 -1, i8 0 }, align 4
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"(null)\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"%\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"0123456789ABCDEF\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"+\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"0x\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"0X\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"(nil)\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"NAN\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"INF\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@format_float.body = internal global [1200 x i8] zeroinitializer, align 4
@format_float.d = internal global [800 x i8] zeroinitializer, align 4

; Function Attrs: nounwind
define dso_local i32 @__cpu0_vformat(%struct.__cpu0_sink* noundef %0, i8* noundef %1, i8* noundef %2) local_unnamed_addr #0 {
  %4 = alloca [6 x i8], align 1
  %5 = alloca [6 x i8], align 1
  %6 = alloca [13 x i8], align 1
  %7 = alloca [6 x i8], align 1
  %8 = alloca [4 x i8], align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.spec, align 4
  %11 = alloca i8, align 4
  %12 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %0, i32 0, i32 0
  %13 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %0, i32 0, i32 1
  %14 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %0, i32 0, i32 2
  %15 = bitcast %struct.spec* %10 to i8*
  %16 = getelementptr inbounds %struct.spec, %struct.spec* %10, i32 0, i32 0
  %17 = getelementptr inbounds %struct.spec, %struct.spec* %10, i32 0, i32 1
  %18 = getelementptr inbounds %struct.spec, %struct.spec* %10, i32 0, i32 2
  %19 = getelementptr inbounds %struct.spec, %struct.spec* %10, i32 0, i32 3
  %20 = bitcast i32* %9 to i8*
  %21 = getelementptr inbounds [6 x i8], [6 x i8]* %5, i32 0, i32 0
  %22 = getelementptr inbounds [6 x i8], [6 x i8]* %4, i32 0, i32 0
  %23 = getelementptr inbounds [4 x i8], [4 x i8]* %8, i32 0, i32 0
  %24 = getelementptr inbounds [13 x i8], [13 x i8]* %6, i32 0, i32 0
  %25 = getelementptr inbounds [6 x i8], [6 x i8]* %7, i32 0, i32 0
  br label %26

26:                                               ; preds = %872, %3
  %27 = phi i8* [ %164, %872 ], [ %1, %3 ]
  %28 = phi i8* [ %873, %872 ], [ %2, %3 ]
  br label %29

29:                                               ; preds = %45, %26
  %30 = phi i8* [ %27, %26 ], [ %36, %45 ]
  %31 = load i8, i8* %30, align 1
  switch i8 %31, label %34 [
    i8 0, label %32
    i8 37, label %51
  ]

32:                                               ; preds = %29
  %33 = load i32, i32* %14, align 4
  ret i32 %33

34:                                               ; preds = %29, %37
  %35 = phi i8 [ %39, %37 ], [ %31, %29 ]
  %36 = phi i8* [ %38, %37 ], [ %30, %29 ]
  switch i8 %35, label %37 [
    i8 0, label %40
    i8 37, label %40
  ]

37:                                               ; preds = %34
  %38 = getelementptr inbounds i8, i8* %36, i32 1
  %39 = load i8, i8* %38, align 1
  br label %34, !llvm.loop !1

40:                                               ; preds = %34, %34
  %41 = ptrtoint i8* %36 to i32
  %42 = ptrtoint i8* %30 to i32
  %43 = sub i32 %41, %42
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %45, label %46

45:                                               ; preds = %40, %46
  br label %29

46:                                               ; preds = %40
  %47 = load void (i8*, i8*, i32)*, void (i8*, i8*, i32)** %12, align 4
  %48 = load i8*, i8** %13, align 4
  call void %47(i8* noundef %48, i8* noundef nonnull %30, i32 noundef signext %43) #5
  %49 = load i32, i32* %14, align 4
  %50 = add i32 %49, %43
  store i32 %50, i32* %14, align 4
  br label %45

51:                                               ; preds = %29
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %15) #6
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(16) %15, i8* noundef nonnull align 4 dereferenceable(16) bitcast (%struct.spec* @__const.__cpu0_vformat.sp to i8*), i32 16, i1 false)
  br label %52

52:                                               ; preds = %59, %51
  %53 = phi i32 [ 0, %51 ], [ %60, %59 ]
  %54 = phi i8* [ %30, %51 ], [ %55, %59 ]
  %55 = getelementptr inbounds i8, i8* %54, i32 1
  %56 = load i8, i8* %55, align 1
  switch i8 %56, label %78 [
    i8 45, label %57
    i8 43, label %61
    i8 32, label %63
    i8 35, label %65
    i8 48, label %67
    i8 42, label %69
  ]

57:                                               ; preds = %52
  %58 = or i32 %53, 1
  store i32 %58, i32* %16, align 4
  br label %59

59:                                               ; preds = %57, %63, %67, %65, %61
  %60 = phi i32 [ %58, %57 ], [ %64, %63 ], [ %68, %67 ], [ %66, %65 ], [ %62, %61 ]
  br label %52

61:                                               ; preds = %52
  %62 = or i32 %53, 2
  store i32 %62, i32* %16, align 4
  br label %59

63:                                               ; preds = %52
  %64 = or i32 %53, 4
  store i32 %64, i32* %16, align 4
  br label %59

65:                                               ; preds = %52
  %66 = or i32 %53, 8
  store i32 %66, i32* %16, align 4
  br label %59

67:                                               ; preds = %52
  %68 = or i32 %53, 16
  store i32 %68, i32* %16, align 4
  br label %59

69:                                               ; preds = %52
  %70 = getelementptr inbounds i8, i8* %54, i32 2
  %71 = getelementptr inbounds i8, i8* %28, i32 4
  %72 = bitcast i8* %28 to i32*
  %73 = load i32, i32* %72, align 4
  store i32 %73, i32* %17, align 4
  %74 = icmp slt i32 %73, 0
  br i1 %74, label %75, label %98

75:                                               ; preds = %69
  %76 = or i32 %53, 1
  store i32 %76, i32* %16, align 4
  %77 = sub nsw i32 0, %73
  br label %93

78:                                               ; preds = %52
  %79 = add i8 %56, -48
  %80 = icmp ult i8 %79, 10
  br i1 %80, label %81, label %93

81:                                               ; preds = %78, %81
  %82 = phi i8 [ %90, %81 ], [ %56, %78 ]
  %83 = phi i8* [ %86, %81 ], [ %55, %78 ]
  %84 = phi i32 [ %89, %81 ], [ 0, %78 ]
  %85 = mul nsw i32 %84, 10
  %86 = getelementptr inbounds i8, i8* %83, i32 1
  %87 = zext i8 %82 to i32
  %88 = add i32 %85, -48
  %89 = add i32 %88, %87
  %90 = load i8, i8* %86, align 1
  %91 = add i8 %90, -48
  %92 = icmp ult i8 %91, 10
  br i1 %92, label %81, label %93, !llvm.loop !3

93:                                               ; preds = %81, %78, %75
  %94 = phi i32 [ %77, %75 ], [ 0, %78 ], [ %89, %81 ]
  %95 = phi i32 [ %76, %75 ], [ %53, %78 ], [ %53, %81 ]
  %96 = phi i8* [ %70, %75 ], [ %55, %78 ], [ %86, %81 ]
  %97 = phi i8* [ %71, %75 ], [ %28, %78 ], [ %28, %81 ]
  store i32 %94, i32* %17, align 4
  br label %98

98:                                               ; preds = %93, %69
  %99 = phi i32 [ %53, %69 ], [ %95, %93 ]
  %100 = phi i8* [ %70, %69 ], [ %96, %93 ]
  %101 = phi i8* [ %71, %69 ], [ %97, %93 ]
  %102 = load i8, i8* %100, align 1
  %103 = icmp eq i8 %102, 46
  br i1 %103, label %104, label %134

104:                                              ; preds = %98
  %105 = getelementptr inbounds i8, i8* %100, i32 1
  %106 = load i8, i8* %105, align 1
  %107 = icmp eq i8 %106, 42
  br i1 %107, label %108, label %115

108:                                              ; preds = %104
  %109 = getelementptr inbounds i8, i8* %100, i32 2
  %110 = getelementptr inbounds i8, i8* %101, i32 4
  %111 = bitcast i8* %101 to i32*
  %112 = load i32, i32* %111, align 4
  %113 = icmp sgt i32 %112, -1
  %114 = select i1 %113, i32 %112, i32 -1
  br label %130

115:                                              ; preds = %104
  %116 = add i8 %106, -48
  %117 = icmp ult i8 %116, 10
  br i1 %117, label %118, label %130

118:                                              ; preds = %115, %118
  %119 = phi i8 [ %127, %118 ], [ %106, %115 ]
  %120 = phi i8* [ %123, %118 ], [ %105, %115 ]
  %121 = phi i32 [ %126, %118 ], [ 0, %115 ]
  %122 = mul nsw i32 %121, 10
  %123 = getelementptr inbounds i8, i8* %120, i32 1
  %124 = zext i8 %119 to i32
  %125 = add i32 %122, -48
  %126 = add i32 %125, %124
  %127 = load i8, i8* %123, align 1
  %128 = add i8 %127, -48
  %129 = icmp ult i8 %128, 10
  br i1 %129, label %118, label %130, !llvm.loop !3

130:                                              ; preds = %118, %115, %108
  %131 = phi i32 [ %114, %108 ], [ 0, %115 ], [ %126, %118 ]
  %132 = phi i8* [ %109, %108 ], [ %105, %115 ], [ %123, %118 ]
  %133 = phi i8* [ %110, %108 ], [ %101, %115 ], [ %101, %118 ]
  store i32 %131, i32* %18, align 4
  br label %134

134:                                              ; preds = %130, %98
  %135 = phi i32 [ -1, %98 ], [ %131, %130 ]
  %136 = phi i8* [ %100, %98 ], [ %132, %130 ]
  %137 = phi i8* [ %101, %98 ], [ %133, %130 ]
  br label %138

138:                                              ; preds = %149, %134
  %139 = phi i8* [ %136, %134 ], [ %151, %149 ]
  %140 = phi i32 [ 0, %134 ], [ %150, %149 ]
  %141 = load i8, i8* %139, align 1
  switch i8 %141, label %152 [
    i8 108, label %142
    i8 104, label %145
    i8 106, label %149
    i8 113, label %149
    i8 122, label %148
    i8 116, label %148
    i8 76, label %148
  ]

142:                                              ; preds = %138
  %143 = icmp eq i32 %140, 1
  %144 = select i1 %143, i32 2, i32 1
  br label %149

145:                                              ; preds = %138
  %146 = icmp eq i32 %140, -1
  %147 = select i1 %146, i32 -2, i32 -1
  br label %149

148:                                              ; preds = %138, %138, %138
  br label %149

149:                                              ; preds = %138, %138, %142, %148, %145
  %150 = phi i32 [ %144, %142 ], [ %147, %145 ], [ %140, %148 ], [ 2, %138 ], [ 2, %138 ]
  %151 = getelementptr inbounds i8, i8* %139, i32 1
  br label %138

152:                                              ; preds = %138
  %153 = and i32 %99, 1
  %154 = icmp eq i32 %153, 0
  br i1 %154, label %158, label %155

155:                                              ; preds = %152
  %156 = and i32 %99, -17
  store i32 %156, i32* %16, align 4
  %157 = load i8, i8* %139, align 1
  br label %158

158:                                              ; preds = %155, %152
  %159 = phi i32 [ %156, %155 ], [ %99, %152 ]
  %160 = phi i8 [ %157, %155 ], [ %141, %152 ]
  store i8 %160, i8* %19, align 4
  %161 = load i8, i8* %139, align 1
  %162 = icmp ne i8 %161, 0
  %163 = zext i1 %162 to i32
  %164 = getelementptr i8, i8* %139, i32 %163
  %165 = sext i8 %160 to i32
  switch i32 %165, label %860 [
    i32 100, label %166
    i32 105, label %166
    i32 117, label %195
    i32 120, label %195
    i32 88, label %195
    i32 111, label %195
    i32 112, label %219
    i32 99, label %225
    i32 115, label %231
    i32 102, label %248
    i32 70, label %248
    i32 101, label %248
    i32 69, label %248
    i32 103, label %248
    i32 71, label %248
    i32 97, label %248
    i32 65, label %248
    i32 110, label %850
    i32 37, label %855
  ]

166:                                              ; preds = %158, %158
  %167 = icmp eq i32 %140, 2
  br i1 %167, label %168, label %176

168:                                              ; preds = %166
  %169 = ptrtoint i8* %137 to i32
  %170 = add i32 %169, 7
  %171 = and i32 %170, -8
  %172 = inttoptr i32 %171 to i8*
  %173 = getelementptr inbounds i8, i8* %172, i32 8
  %174 = inttoptr i32 %171 to i64*
  %175 = load i64, i64* %174, align 8
  br label %181

176:                                              ; preds = %166
  %177 = getelementptr inbounds i8, i8* %137, i32 4
  %178 = bitcast i8* %137 to i32*
  %179 = load i32, i32* %178, align 4
  %180 = sext i32 %179 to i64
  br label %181

181:                                              ; preds = %176, %168
  %182 = phi i8* [ %173, %168 ], [ %177, %176 ]
  %183 = phi i64 [ %175, %168 ], [ %180, %176 ]
  %184 = icmp eq i32 %140, -1
  %185 = shl i64 %183, 48
  %186 = ashr exact i64 %185, 48
  %187 = select i1 %184, i64 %186, i64 %183
  %188 = icmp eq i32 %140, -2
  %189 = shl i64 %187, 56
  %190 = ashr exact i64 %189, 56
  %191 = select i1 %188, i64 %190, i64 %187
  %192 = call i64 @llvm.abs.i64(i64 %191, i1 false)
  %193 = lshr i64 %191, 63
  %194 = trunc i64 %193 to i32
  call fastcc void @format_int(%struct.__cpu0_sink* noundef %0, %struct.spec* noundef nonnull %10, i64 noundef zeroext %192, i32 noundef signext %194) #7
  br label %872

195:                                              ; preds = %158, %158, %158, %158
  %196 = icmp eq i32 %140, 2
  br i1 %196, label %197, label %205

197:                                              ; preds = %195
  %198 = ptrtoint i8* %137 to i32
  %199 = add i32 %198, 7
  %200 = and i32 %199, -8
  %201 = inttoptr i32 %200 to i8*
  %202 = getelementptr inbounds i8, i8* %201, i32 8
  %203 = inttoptr i32 %200 to i64*
  %204 = load i64, i64* %203, align 8
  br label %210

205:                                              ; preds = %195
  %206 = getelementptr inbounds i8, i8* %137, i32 4
  %207 = bitcast i8* %137 to i32*
  %208 = load i32, i32* %207, align 4
  %209 = zext i32 %208 to i64
  br label %210

210:                                              ; preds = %205, %197
  %211 = phi i8* [ %202, %197 ], [ %206, %205 ]
  %212 = phi i64 [ %204, %197 ], [ %209, %205 ]
  %213 = icmp eq i32 %140, -1
  %214 = and i64 %212, 65535
  %215 = select i1 %213, i64 %214, i64 %212
  %216 = icmp eq i32 %140, -2
  %217 = and i64 %215, 255
  %218 = select i1 %216, i64 %217, i64 %215
  call fastcc void @format_int(%struct.__cpu0_sink* noundef %0, %struct.spec* noundef nonnull %10, i64 noundef zeroext %218, i32 noundef signext 0) #7
  br label %872

219:                                              ; preds = %158
  %220 = getelementptr inbounds i8, i8* %137, i32 4
  %221 = bitcast i8* %137 to i8**
  %222 = load i8*, i8** %221, align 4
  %223 = ptrtoint i8* %222 to i32
  %224 = zext i32 %223 to i64
  call fastcc void @format_int(%struct.__cpu0_sink* noundef %0, %struct.spec* noundef nonnull %10, i64 noundef zeroext %224, i32 noundef signext 0) #7
  br label %872

225:                                              ; preds = %158
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %11) #6
  %226 = getelementptr inbounds i8, i8* %137, i32 4
  %227 = bitcast i8* %137 to i32*
  %228 = load i32, i32* %227, align 4
  %229 = trunc i32 %228 to i8
  store i8 %229, i8* %11, align 4
  %230 = and i32 %159, -17
  store i32 %230, i32* %16, align 4
  call fastcc void @emit(%struct.__cpu0_sink* noundef %0, %struct.spec* noundef nonnull %10, i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i32 noundef signext 0, i8* noundef nonnull %11, i32 noundef signext 1) #7
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %11) #6
  br label %872

231:                                              ; preds = %158
  %232 = getelementptr inbounds i8, i8* %137, i32 4
  %233 = bitcast i8* %137 to i8**
  %234 = load i8*, i8** %233, align 4
  %235 = icmp eq i8* %234, null
  %236 = icmp ugt i32 %135, 5
  %237 = select i1 %236, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0)
  %238 = select i1 %235, i8* %237, i8* %234
  %239 = icmp sgt i32 %135, -1
  br i1 %239, label %240, label %242

240:                                              ; preds = %231
  %241 = call i32 @strnlen(i8* noundef %238, i32 noundef signext %135) #5
  br label %244

242:                                              ; preds = %231
  %243 = call i32 @strlen(i8* noundef %238) #5
  br label %244

244:                                              ; preds = %242, %240
  %245 = phi i32 [ %241, %240 ], [ %243, %242 ]
  %246 = load i32, i32* %16, align 4
  %247 = and i32 %246, -17
  store i32 %247, i32* %16, align 4
  call fastcc void @emit(%struct.__cpu0_sink* noundef %0, %struct.spec* noundef nonnull %10, i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i32 noundef signext 0, i8* noundef %238, i32 noundef signext %245) #7
  br label %872

248:                                              ; preds = %158, %158, %158, %158, %158, %158, %158, %158
  %249 = ptrtoint i8* %137 to i32
  %250 = add i32 %249, 7
  %251 = and i32 %250, -8
  %252 = inttoptr i32 %251 to i8*
  %253 = getelementptr inbounds i8, i8* %252, i32 8
  %254 = inttoptr i32 %251 to double*
  %255 = load double, double* %254, align 8
  %256 = bitcast double %255 to i64
  %257 = add i8 %160, -65
  %258 = icmp ult i8 %257, 26
  %259 = icmp sgt i64 %256, -1
  br i1 %259, label %260, label %267

260:                                              ; preds = %248
  %261 = and i32 %159, 2
  %262 = icmp eq i32 %261, 0
  br i1 %262, label %263, label %267

263:                                              ; preds = %260
  %264 = and i32 %159, 4
  %265 = icmp eq i32 %264, 0
  %266 = select i1 %265, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i32 0, i32 0)
  br label %267

267:                                              ; preds = %263, %260, %248
  %268 = phi i8* [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i32 0, i32 0), %248 ], [ %266, %263 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i32 0, i32 0), %260 ]
  %269 = and i64 %256, 9218868437227405312
  %270 = icmp eq i64 %269, 9218868437227405312
  br i1 %270, label %271, label %278

271:                                              ; preds = %267
  %272 = and i64 %256, 4503599627370495
  %273 = icmp eq i64 %272, 0
  %274 = select i1 %258, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0)
  %275 = select i1 %258, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0)
  %276 = select i1 %273, i8* %275, i8* %274
  %277 = and i32 %159, -17
  store i32 %277, i32* %16, align 4
  call fastcc void @emit(%struct.__cpu0_sink* noundef %0, %struct.spec* noundef nonnull %10, i8* noundef %268, i32 noundef signext 0, i8* noundef %276, i32 noundef signext 3) #5
  br label %872

278:                                              ; preds = %267
  %279 = or i8 %160, 32
  %280 = icmp eq i8 %279, 97
  br i1 %280, label %281, label %437

281:                                              ; preds = %278
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %23) #6
  %282 = load i8, i8* %268, align 1
  %283 = icmp eq i8 %282, 0
  br i1 %283, label %285, label %284

284:                                              ; preds = %281
  store i8 %282, i8* %23, align 4
  br label %285

285:                                              ; preds = %284, %281
  %286 = phi i32 [ 1, %284 ], [ 0, %281 ]
  %287 = add nuw nsw i32 %286, 1
  %288 = getelementptr inbounds [4 x i8], [4 x i8]* %8, i32 0, i32 %286
  store i8 48, i8* %288, align 1
  %289 = select i1 %258, i8 88, i8 120
  %290 = or i32 %286, 2
  %291 = getelementptr inbounds [4 x i8], [4 x i8]* %8, i32 0, i32 %287
  store i8 %289, i8* %291, align 1
  %292 = getelementptr inbounds [4 x i8], [4 x i8]* %8, i32 0, i32 %290
  store i8 0, i8* %292, align 1
  %293 = and i32 %159, 8
  %294 = icmp slt i32 %135, 800
  %295 = select i1 %294, i32 %135, i32 800
  %296 = select i1 %258, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0)
  %297 = lshr i64 %256, 52
  %298 = trunc i64 %297 to i32
  %299 = and i32 %298, 2047
  %300 = and i64 %256, 4503599627370495
  %301 = icmp ne i32 %299, 0
  %302 = zext i1 %301 to i32
  %303 = icmp eq i32 %299, 0
  %304 = icmp eq i64 %300, 0
  %305 = select i1 %304, i32 0, i32 -1022
  %306 = add nsw i32 %299, -1023
  %307 = select i1 %303, i32 %305, i32 %306
  %308 = icmp ult i32 %295, 13
  br i1 %308, label %312, label %309

309:                                              ; preds = %285
  %310 = getelementptr inbounds i8, i8* %296, i32 %302
  %311 = load i8, i8* %310, align 1
  store i8 %311, i8* getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 0), align 4
  call void @llvm.lifetime.start.p0i8(i64 13, i8* nonnull %24) #6
  br label %349

312:                                              ; preds = %285
  %313 = mul nsw i32 %295, -4
  %314 = add nsw i32 %313, 52
  %315 = zext i32 %314 to i64
  %316 = shl nsw i64 -1, %315
  %317 = xor i64 %316, -1
  %318 = and i64 %300, %317
  %319 = add nsw i32 %313, 51
  %320 = zext i32 %319 to i64
  %321 = shl nuw nsw i64 1, %320
  %322 = lshr i64 %300, %315
  %323 = icmp ugt i64 %318, %321
  br i1 %323, label %332, label %324

324:                                              ; preds = %312
  %325 = icmp eq i32 %295, 0
  %326 = trunc i64 %322 to i32
  %327 = select i1 %325, i32 %302, i32 %326
  %328 = and i32 %327, 1
  %329 = icmp eq i64 %318, %321
  %330 = icmp ne i32 %328, 0
  %331 = select i1 %329, i1 %330, i1 false
  br i1 %331, label %332, label %343

332:                                              ; preds = %324, %312
  %333 = add nuw nsw i64 %322, 1
  %334 = shl nuw nsw i32 %295, 2
  %335 = zext i32 %334 to i64
  %336 = lshr i64 %333, %335
  %337 = icmp eq i64 %336, 0
  br i1 %337, label %343, label %338

338:                                              ; preds = %332
  %339 = shl nsw i64 -1, %335
  %340 = xor i64 %339, -1
  %341 = and i64 %333, %340
  %342 = select i1 %301, i32 2, i32 1
  br label %343

343:                                              ; preds = %338, %332, %324
  %344 = phi i32 [ %302, %332 ], [ %342, %338 ], [ %302, %324 ]
  %345 = phi i64 [ %333, %332 ], [ %341, %338 ], [ %322, %324 ]
  %346 = getelementptr inbounds i8, i8* %296, i32 %344
  %347 = load i8, i8* %346, align 1
  store i8 %347, i8* getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 0), align 4
  call void @llvm.lifetime.start.p0i8(i64 13, i8* nonnull %24) #6
  %348 = icmp sgt i32 %135, 0
  br i1 %348, label %349, label %373

349:                                              ; preds = %343, %309
  %350 = phi i64 [ %300, %309 ], [ %345, %343 ]
  %351 = phi i32 [ 13, %309 ], [ %135, %343 ]
  br label %354

352:                                              ; preds = %354
  %353 = icmp slt i32 %295, 0
  br i1 %353, label %365, label %373

354:                                              ; preds = %354, %349
  %355 = phi i32 [ %357, %354 ], [ %351, %349 ]
  %356 = phi i64 [ %363, %354 ], [ %350, %349 ]
  %357 = add nsw i32 %355, -1
  %358 = trunc i64 %356 to i32
  %359 = and i32 %358, 15
  %360 = getelementptr inbounds i8, i8* %296, i32 %359
  %361 = load i8, i8* %360, align 1
  %362 = getelementptr inbounds [13 x i8], [13 x i8]* %6, i32 0, i32 %357
  store i8 %361, i8* %362, align 1
  %363 = lshr i64 %356, 4
  %364 = icmp ugt i32 %355, 1
  br i1 %364, label %354, label %352, !llvm.loop !4

365:                                              ; preds = %352, %371
  %366 = phi i32 [ %367, %371 ], [ %351, %352 ]
  %367 = add nsw i32 %366, -1
  %368 = getelementptr inbounds [13 x i8], [13 x i8]* %6, i32 0, i32 %367
  %369 = load i8, i8* %368, align 1
  %370 = icmp eq i8 %369, 48
  br i1 %370, label %371, label %378

371:                                              ; preds = %365
  %372 = icmp ugt i32 %366, 1
  br i1 %372, label %365, label %373

373:                                              ; preds = %371, %352, %343
  %374 = phi i32 [ %351, %352 ], [ %135, %343 ], [ 0, %371 ]
  %375 = icmp sgt i32 %374, 0
  %376 = icmp ne i32 %293, 0
  %377 = or i1 %376, %375
  br i1 %377, label %378, label %381

378:                                              ; preds = %365, %373
  %379 = phi i32 [ %374, %373 ], [ %366, %365 ]
  store i8 46, i8* getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 1), align 1
  %380 = icmp sgt i32 %379, 0
  br i1 %380, label %388, label %381

381:                                              ; preds = %388, %378, %373
  %382 = phi i32 [ %379, %378 ], [ %374, %373 ], [ %379, %388 ]
  %383 = phi i32 [ 2, %378 ], [ 1, %373 ], [ %393, %388 ]
  %384 = icmp sgt i32 %295, %382
  br i1 %384, label %385, label %397

385:                                              ; preds = %381
  %386 = sub i32 %295, %382
  %387 = add i32 %386, %383
  br label %407

388:                                              ; preds = %378, %388
  %389 = phi i32 [ %395, %388 ], [ 0, %378 ]
  %390 = phi i32 [ %393, %388 ], [ 2, %378 ]
  %391 = getelementptr inbounds [13 x i8], [13 x i8]* %6, i32 0, i32 %389
  %392 = load i8, i8* %391, align 1
  %393 = add nuw nsw i32 %390, 1
  %394 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %390
  store i8 %392, i8* %394, align 1
  %395 = add nuw nsw i32 %389, 1
  %396 = icmp eq i32 %395, %379
  br i1 %396, label %381, label %388, !llvm.loop !5

397:                                              ; preds = %407, %381
  %398 = phi i32 [ %383, %381 ], [ %387, %407 ]
  %399 = select i1 %258, i8 80, i8 112
  %400 = add nuw nsw i32 %398, 1
  %401 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %398
  store i8 %399, i8* %401, align 1
  %402 = icmp slt i32 %307, 0
  %403 = select i1 %402, i8 45, i8 43
  %404 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %400
  store i8 %403, i8* %404, align 1
  %405 = sub nsw i32 0, %307
  %406 = select i1 %402, i32 %405, i32 %307
  call void @llvm.lifetime.start.p0i8(i64 6, i8* nonnull %25) #6
  br label %412

407:                                              ; preds = %407, %385
  %408 = phi i32 [ %409, %407 ], [ %383, %385 ]
  %409 = add i32 %408, 1
  %410 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %408
  store i8 48, i8* %410, align 1
  %411 = icmp eq i32 %409, %387
  br i1 %411, label %397, label %407, !llvm.loop !6

412:                                              ; preds = %412, %397
  %413 = phi i32 [ %406, %397 ], [ %416, %412 ]
  %414 = phi i32 [ 0, %397 ], [ %421, %412 ]
  %415 = freeze i32 %413
  %416 = sdiv i32 %415, 10
  %417 = mul i32 %416, 10
  %418 = sub i32 %415, %417
  %419 = trunc i32 %418 to i8
  %420 = add nsw i8 %419, 48
  %421 = add nuw nsw i32 %414, 1
  %422 = getelementptr inbounds [6 x i8], [6 x i8]* %7, i32 0, i32 %414
  store i8 %420, i8* %422, align 1
  %423 = add nsw i32 %413, 9
  %424 = icmp ult i32 %423, 19
  br i1 %424, label %425, label %412, !llvm.loop !7

425:                                              ; preds = %412
  %426 = add nuw nsw i32 %398, 2
  br label %427

427:                                              ; preds = %427, %425
  %428 = phi i32 [ %421, %425 ], [ %430, %427 ]
  %429 = phi i32 [ %426, %425 ], [ %433, %427 ]
  %430 = add nsw i32 %428, -1
  %431 = getelementptr inbounds [6 x i8], [6 x i8]* %7, i32 0, i32 %430
  %432 = load i8, i8* %431, align 1
  %433 = add nuw nsw i32 %429, 1
  %434 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %429
  store i8 %432, i8* %434, align 1
  %435 = icmp eq i32 %430, 0
  br i1 %435, label %436, label %427, !llvm.loop !8

436:                                              ; preds = %427
  call void @llvm.lifetime.end.p0i8(i64 6, i8* nonnull %25) #6
  call void @llvm.lifetime.end.p0i8(i64 13, i8* nonnull %24) #6
  call fastcc void @emit(%struct.__cpu0_sink* noundef %0, %struct.spec* noundef nonnull %10, i8* noundef nonnull %23, i32 noundef signext 0, i8* noundef getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 0), i32 noundef signext %433) #5
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %23) #6
  br label %872

437:                                              ; preds = %278
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %20) #6
  store i32 0, i32* %9, align 4
  %438 = and i64 %256, 9223372036854775807
  %439 = icmp eq i64 %438, 0
  br i1 %439, label %444, label %440

440:                                              ; preds = %437
  %441 = call i32 @__cpu0_decimal(double noundef %255, i8* noundef getelementptr inbounds ([800 x i8], [800 x i8]* @format_float.d, i32 0, i32 0), i32* noundef nonnull %9) #5
  %442 = load i32, i32* %18, align 4
  %443 = load i32, i32* %16, align 4
  br label %444

444:                                              ; preds = %440, %437
  %445 = phi i32 [ %443, %440 ], [ %159, %437 ]
  %446 = phi i32 [ %442, %440 ], [ %135, %437 ]
  %447 = phi i32 [ %441, %440 ], [ 0, %437 ]
  %448 = icmp slt i32 %446, 0
  %449 = icmp slt i32 %446, 800
  %450 = select i1 %449, i32 %446, i32 800
  %451 = select i1 %448, i32 6, i32 %450
  %452 = and i32 %445, 8
  switch i8 %279, label %653 [
    i8 102, label %453
    i8 101, label %542
  ]

453:                                              ; preds = %444
  %454 = load i32, i32* %9, align 4
  %455 = add nsw i32 %454, %451
  %456 = icmp slt i32 %455, %447
  br i1 %456, label %457, label %500

457:                                              ; preds = %453
  %458 = icmp slt i32 %455, 0
  br i1 %458, label %500, label %459

459:                                              ; preds = %457
  %460 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %455
  %461 = load i8, i8* %460, align 1
  %462 = icmp sgt i8 %461, 53
  br i1 %462, label %476, label %463

463:                                              ; preds = %459
  %464 = icmp eq i8 %461, 53
  br i1 %464, label %465, label %489

465:                                              ; preds = %463
  %466 = add nuw nsw i32 %455, 1
  %467 = icmp slt i32 %466, %447
  br i1 %467, label %476, label %468

468:                                              ; preds = %465
  %469 = icmp eq i32 %455, 0
  br i1 %469, label %489, label %470

470:                                              ; preds = %468
  %471 = add nsw i32 %455, -1
  %472 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %471
  %473 = load i8, i8* %472, align 1
  %474 = and i8 %473, 1
  %475 = icmp eq i8 %474, 0
  br i1 %475, label %489, label %476

476:                                              ; preds = %470, %465, %459
  br label %477

477:                                              ; preds = %476, %481
  %478 = phi i32 [ %479, %481 ], [ %455, %476 ]
  %479 = add nsw i32 %478, -1
  %480 = icmp eq i32 %478, 0
  br i1 %480, label %485, label %481

481:                                              ; preds = %477
  %482 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %479
  %483 = load i8, i8* %482, align 1
  %484 = icmp eq i8 %483, 57
  br i1 %484, label %477, label %487, !llvm.loop !9

485:                                              ; preds = %477
  store i8 49, i8* getelementptr inbounds ([800 x i8], [800 x i8]* @format_float.d, i32 0, i32 0), align 4
  %486 = add nsw i32 %454, 1
  store i32 %486, i32* %9, align 4
  br label %489

487:                                              ; preds = %481
  %488 = add i8 %483, 1
  store i8 %488, i8* %482, align 1
  br label %489

489:                                              ; preds = %487, %485, %470, %468, %463
  %490 = phi i32 [ %454, %470 ], [ %486, %485 ], [ %454, %487 ], [ %454, %463 ], [ %454, %468 ]
  %491 = phi i32 [ %455, %470 ], [ 1, %485 ], [ %478, %487 ], [ %455, %463 ], [ 0, %468 ]
  br label %492

492:                                              ; preds = %495, %489
  %493 = phi i32 [ %491, %489 ], [ %496, %495 ]
  %494 = icmp eq i32 %493, 0
  br i1 %494, label %500, label %495

495:                                              ; preds = %492
  %496 = add nsw i32 %493, -1
  %497 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %496
  %498 = load i8, i8* %497, align 1
  %499 = icmp eq i8 %498, 48
  br i1 %499, label %492, label %500, !llvm.loop !10

500:                                              ; preds = %495, %492, %457, %453
  %501 = phi i32 [ %454, %453 ], [ %454, %457 ], [ %490, %492 ], [ %490, %495 ]
  %502 = phi i32 [ %447, %453 ], [ 0, %457 ], [ %493, %495 ], [ 0, %492 ]
  %503 = icmp slt i32 %501, 1
  br i1 %503, label %504, label %510

504:                                              ; preds = %500
  store i8 48, i8* getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 0), align 4
  br label %505

505:                                              ; preds = %516, %504
  %506 = phi i32 [ 1, %504 ], [ %501, %516 ]
  %507 = icmp sgt i32 %451, 0
  %508 = icmp ne i32 %452, 0
  %509 = or i1 %508, %507
  br i1 %509, label %521, label %524

510:                                              ; preds = %500, %516
  %511 = phi i32 [ %518, %516 ], [ 0, %500 ]
  %512 = icmp slt i32 %511, %502
  br i1 %512, label %513, label %516

513:                                              ; preds = %510
  %514 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %511
  %515 = load i8, i8* %514, align 1
  br label %516

516:                                              ; preds = %513, %510
  %517 = phi i8 [ %515, %513 ], [ 48, %510 ]
  %518 = add nuw nsw i32 %511, 1
  %519 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %511
  store i8 %517, i8* %519, align 1
  %520 = icmp eq i32 %518, %501
  br i1 %520, label %505, label %510, !llvm.loop !11

521:                                              ; preds = %505
  %522 = add nuw nsw i32 %506, 1
  %523 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %506
  store i8 46, i8* %523, align 1
  br label %524

524:                                              ; preds = %521, %505
  %525 = phi i32 [ %522, %521 ], [ %506, %505 ]
  br i1 %507, label %526, label %848

526:                                              ; preds = %524, %536
  %527 = phi i32 [ %538, %536 ], [ %525, %524 ]
  %528 = phi i32 [ %540, %536 ], [ 0, %524 ]
  %529 = add nsw i32 %528, %501
  %530 = icmp sgt i32 %529, -1
  %531 = icmp slt i32 %529, %502
  %532 = and i1 %530, %531
  br i1 %532, label %533, label %536

533:                                              ; preds = %526
  %534 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %529
  %535 = load i8, i8* %534, align 1
  br label %536

536:                                              ; preds = %533, %526
  %537 = phi i8 [ %535, %533 ], [ 48, %526 ]
  %538 = add nuw nsw i32 %527, 1
  %539 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %527
  store i8 %537, i8* %539, align 1
  %540 = add nuw nsw i32 %528, 1
  %541 = icmp eq i32 %540, %451
  br i1 %541, label %848, label %526, !llvm.loop !12

542:                                              ; preds = %444
  %543 = add nsw i32 %451, 1
  %544 = icmp slt i32 %543, %447
  br i1 %544, label %545, label %587

545:                                              ; preds = %542
  %546 = icmp slt i32 %451, -1
  br i1 %546, label %587, label %547

547:                                              ; preds = %545
  %548 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %543
  %549 = load i8, i8* %548, align 1
  %550 = icmp sgt i8 %549, 53
  br i1 %550, label %563, label %551

551:                                              ; preds = %547
  %552 = icmp eq i8 %549, 53
  br i1 %552, label %553, label %577

553:                                              ; preds = %551
  %554 = add nsw i32 %451, 2
  %555 = icmp slt i32 %554, %447
  br i1 %555, label %563, label %556

556:                                              ; preds = %553
  %557 = icmp eq i32 %543, 0
  br i1 %557, label %577, label %558

558:                                              ; preds = %556
  %559 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %451
  %560 = load i8, i8* %559, align 1
  %561 = and i8 %560, 1
  %562 = icmp eq i8 %561, 0
  br i1 %562, label %577, label %563

563:                                              ; preds = %558, %553, %547
  br label %564

564:                                              ; preds = %563, %568
  %565 = phi i32 [ %566, %568 ], [ %543, %563 ]
  %566 = add nsw i32 %565, -1
  %567 = icmp eq i32 %565, 0
  br i1 %567, label %572, label %568

568:                                              ; preds = %564
  %569 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %566
  %570 = load i8, i8* %569, align 1
  %571 = icmp eq i8 %570, 57
  br i1 %571, label %564, label %575, !llvm.loop !9

572:                                              ; preds = %564
  store i8 49, i8* getelementptr inbounds ([800 x i8], [800 x i8]* @format_float.d, i32 0, i32 0), align 4
  %573 = load i32, i32* %9, align 4
  %574 = add nsw i32 %573, 1
  store i32 %574, i32* %9, align 4
  br label %577

575:                                              ; preds = %568
  %576 = add i8 %570, 1
  store i8 %576, i8* %569, align 1
  br label %577

577:                                              ; preds = %575, %572, %558, %556, %551
  %578 = phi i32 [ 0, %556 ], [ %543, %551 ], [ %565, %575 ], [ 1, %572 ], [ %543, %558 ]
  br label %579

579:                                              ; preds = %577, %582
  %580 = phi i32 [ %583, %582 ], [ %578, %577 ]
  %581 = icmp eq i32 %580, 0
  br i1 %581, label %587, label %582

582:                                              ; preds = %579
  %583 = add nsw i32 %580, -1
  %584 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %583
  %585 = load i8, i8* %584, align 1
  %586 = icmp eq i8 %585, 48
  br i1 %586, label %579, label %587, !llvm.loop !10

587:                                              ; preds = %582, %579, %545, %542
  %588 = phi i32 [ %447, %542 ], [ 0, %545 ], [ %580, %582 ], [ 0, %579 ]
  %589 = load i32, i32* %9, align 4
  %590 = select i1 %258, i8 69, i8 101
  %591 = icmp sgt i32 %588, 0
  %592 = load i8, i8* getelementptr inbounds ([800 x i8], [800 x i8]* @format_float.d, i32 0, i32 0), align 4
  %593 = select i1 %591, i8 %592, i8 48
  store i8 %593, i8* getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 0), align 4
  %594 = icmp sgt i32 %451, 0
  %595 = icmp ne i32 %452, 0
  %596 = or i1 %595, %594
  br i1 %596, label %597, label %599

597:                                              ; preds = %587
  store i8 46, i8* getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 1), align 1
  %598 = icmp slt i32 %451, 1
  br i1 %598, label %599, label %610

599:                                              ; preds = %617, %597, %587
  %600 = phi i32 [ 2, %597 ], [ 1, %587 ], [ %619, %617 ]
  %601 = add nsw i32 %589, -1
  %602 = select i1 %591, i32 %601, i32 0
  %603 = add nuw nsw i32 %600, 1
  %604 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %600
  store i8 %590, i8* %604, align 1
  %605 = icmp slt i32 %602, 0
  %606 = select i1 %605, i8 45, i8 43
  %607 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %603
  store i8 %606, i8* %607, align 1
  %608 = sub nsw i32 0, %602
  %609 = select i1 %605, i32 %608, i32 %602
  call void @llvm.lifetime.start.p0i8(i64 6, i8* nonnull %21) #6
  br label %623

610:                                              ; preds = %597, %617
  %611 = phi i32 [ %621, %617 ], [ 1, %597 ]
  %612 = phi i32 [ %619, %617 ], [ 2, %597 ]
  %613 = icmp slt i32 %611, %588
  br i1 %613, label %614, label %617

614:                                              ; preds = %610
  %615 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %611
  %616 = load i8, i8* %615, align 1
  br label %617

617:                                              ; preds = %614, %610
  %618 = phi i8 [ %616, %614 ], [ 48, %610 ]
  %619 = add nuw nsw i32 %612, 1
  %620 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %612
  store i8 %618, i8* %620, align 1
  %621 = add nuw nsw i32 %611, 1
  %622 = icmp eq i32 %611, %451
  br i1 %622, label %599, label %610, !llvm.loop !13

623:                                              ; preds = %623, %599
  %624 = phi i32 [ %609, %599 ], [ %627, %623 ]
  %625 = phi i32 [ 0, %599 ], [ %632, %623 ]
  %626 = freeze i32 %624
  %627 = sdiv i32 %626, 10
  %628 = mul i32 %627, 10
  %629 = sub i32 %626, %628
  %630 = trunc i32 %629 to i8
  %631 = add nsw i8 %630, 48
  %632 = add nuw nsw i32 %625, 1
  %633 = getelementptr inbounds [6 x i8], [6 x i8]* %5, i32 0, i32 %625
  store i8 %631, i8* %633, align 1
  %634 = add i32 %624, 9
  %635 = icmp ult i32 %634, 19
  br i1 %635, label %636, label %623, !llvm.loop !14

636:                                              ; preds = %623
  %637 = add nuw nsw i32 %600, 2
  %638 = icmp eq i32 %625, 0
  br i1 %638, label %639, label %641

639:                                              ; preds = %636
  %640 = getelementptr inbounds [6 x i8], [6 x i8]* %5, i32 0, i32 %632
  store i8 48, i8* %640, align 1
  br label %641

641:                                              ; preds = %639, %636
  %642 = phi i32 [ %632, %636 ], [ 2, %639 ]
  br label %643

643:                                              ; preds = %641, %643
  %644 = phi i32 [ %646, %643 ], [ %642, %641 ]
  %645 = phi i32 [ %649, %643 ], [ %637, %641 ]
  %646 = add nsw i32 %644, -1
  %647 = getelementptr inbounds [6 x i8], [6 x i8]* %5, i32 0, i32 %646
  %648 = load i8, i8* %647, align 1
  %649 = add nuw nsw i32 %645, 1
  %650 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %645
  store i8 %648, i8* %650, align 1
  %651 = icmp eq i32 %646, 0
  br i1 %651, label %652, label %643, !llvm.loop !15

652:                                              ; preds = %643
  call void @llvm.lifetime.end.p0i8(i64 6, i8* nonnull %21) #6
  br label %848

653:                                              ; preds = %444
  %654 = icmp eq i32 %451, 0
  %655 = select i1 %654, i32 1, i32 %451
  %656 = icmp slt i32 %655, %447
  br i1 %656, label %657, label %698

657:                                              ; preds = %653
  %658 = icmp slt i32 %655, 0
  br i1 %658, label %698, label %659

659:                                              ; preds = %657
  %660 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %655
  %661 = load i8, i8* %660, align 1
  %662 = icmp sgt i8 %661, 53
  br i1 %662, label %674, label %663

663:                                              ; preds = %659
  %664 = icmp eq i8 %661, 53
  br i1 %664, label %665, label %688

665:                                              ; preds = %663
  %666 = add nuw nsw i32 %655, 1
  %667 = icmp slt i32 %666, %447
  br i1 %667, label %674, label %668

668:                                              ; preds = %665
  %669 = add nsw i32 %655, -1
  %670 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %669
  %671 = load i8, i8* %670, align 1
  %672 = and i8 %671, 1
  %673 = icmp eq i8 %672, 0
  br i1 %673, label %688, label %674

674:                                              ; preds = %668, %665, %659
  br label %675

675:                                              ; preds = %674, %679
  %676 = phi i32 [ %677, %679 ], [ %655, %674 ]
  %677 = add nsw i32 %676, -1
  %678 = icmp eq i32 %676, 0
  br i1 %678, label %683, label %679

679:                                              ; preds = %675
  %680 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %677
  %681 = load i8, i8* %680, align 1
  %682 = icmp eq i8 %681, 57
  br i1 %682, label %675, label %686, !llvm.loop !9

683:                                              ; preds = %675
  store i8 49, i8* getelementptr inbounds ([800 x i8], [800 x i8]* @format_float.d, i32 0, i32 0), align 4
  %684 = load i32, i32* %9, align 4
  %685 = add nsw i32 %684, 1
  store i32 %685, i32* %9, align 4
  br label %688

686:                                              ; preds = %679
  %687 = add i8 %681, 1
  store i8 %687, i8* %680, align 1
  br label %688

688:                                              ; preds = %686, %683, %668, %663
  %689 = phi i32 [ %655, %663 ], [ %676, %686 ], [ 1, %683 ], [ %655, %668 ]
  br label %690

690:                                              ; preds = %688, %693
  %691 = phi i32 [ %694, %693 ], [ %689, %688 ]
  %692 = icmp eq i32 %691, 0
  br i1 %692, label %698, label %693

693:                                              ; preds = %690
  %694 = add nsw i32 %691, -1
  %695 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %694
  %696 = load i8, i8* %695, align 1
  %697 = icmp eq i8 %696, 48
  br i1 %697, label %690, label %698, !llvm.loop !10

698:                                              ; preds = %693, %690, %657, %653
  %699 = phi i32 [ %447, %653 ], [ 0, %657 ], [ %691, %693 ], [ 0, %690 ]
  %700 = icmp sgt i32 %699, 0
  %701 = load i32, i32* %9, align 4
  %702 = add nsw i32 %701, -1
  %703 = select i1 %700, i32 %702, i32 0
  %704 = icmp slt i32 %703, %655
  %705 = icmp sgt i32 %703, -5
  %706 = and i1 %704, %705
  br i1 %706, label %707, label %749

707:                                              ; preds = %698
  %708 = xor i32 %703, -1
  %709 = add i32 %655, %708
  %710 = icmp slt i32 %701, 1
  br i1 %710, label %711, label %717

711:                                              ; preds = %707
  store i8 48, i8* getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 0), align 4
  br label %712

712:                                              ; preds = %723, %711
  %713 = phi i32 [ 1, %711 ], [ %701, %723 ]
  %714 = icmp sgt i32 %709, 0
  %715 = icmp ne i32 %452, 0
  %716 = or i1 %715, %714
  br i1 %716, label %728, label %731

717:                                              ; preds = %707, %723
  %718 = phi i32 [ %725, %723 ], [ 0, %707 ]
  %719 = icmp slt i32 %718, %699
  br i1 %719, label %720, label %723

720:                                              ; preds = %717
  %721 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %718
  %722 = load i8, i8* %721, align 1
  br label %723

723:                                              ; preds = %720, %717
  %724 = phi i8 [ %722, %720 ], [ 48, %717 ]
  %725 = add nuw nsw i32 %718, 1
  %726 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %718
  store i8 %724, i8* %726, align 1
  %727 = icmp eq i32 %725, %701
  br i1 %727, label %712, label %717, !llvm.loop !11

728:                                              ; preds = %712
  %729 = add nuw nsw i32 %713, 1
  %730 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %713
  store i8 46, i8* %730, align 1
  br label %731

731:                                              ; preds = %728, %712
  %732 = phi i32 [ %729, %728 ], [ %713, %712 ]
  br i1 %714, label %733, label %811

733:                                              ; preds = %731, %743
  %734 = phi i32 [ %745, %743 ], [ %732, %731 ]
  %735 = phi i32 [ %747, %743 ], [ 0, %731 ]
  %736 = add nsw i32 %735, %701
  %737 = icmp sgt i32 %736, -1
  %738 = icmp slt i32 %736, %699
  %739 = and i1 %737, %738
  br i1 %739, label %740, label %743

740:                                              ; preds = %733
  %741 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %736
  %742 = load i8, i8* %741, align 1
  br label %743

743:                                              ; preds = %740, %733
  %744 = phi i8 [ %742, %740 ], [ 48, %733 ]
  %745 = add nsw i32 %734, 1
  %746 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %734
  store i8 %744, i8* %746, align 1
  %747 = add nuw nsw i32 %735, 1
  %748 = icmp eq i32 %747, %709
  br i1 %748, label %811, label %733, !llvm.loop !12

749:                                              ; preds = %698
  %750 = add nsw i32 %655, -1
  %751 = select i1 %258, i8 69, i8 101
  %752 = load i8, i8* getelementptr inbounds ([800 x i8], [800 x i8]* @format_float.d, i32 0, i32 0), align 4
  %753 = select i1 %700, i8 %752, i8 48
  store i8 %753, i8* getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 0), align 4
  %754 = icmp sgt i32 %655, 1
  %755 = icmp ne i32 %452, 0
  %756 = or i1 %755, %754
  br i1 %756, label %757, label %759

757:                                              ; preds = %749
  store i8 46, i8* getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 1), align 1
  %758 = icmp slt i32 %655, 2
  br i1 %758, label %759, label %768

759:                                              ; preds = %775, %757, %749
  %760 = phi i32 [ 2, %757 ], [ 1, %749 ], [ %777, %775 ]
  %761 = add nuw nsw i32 %760, 1
  %762 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %760
  store i8 %751, i8* %762, align 1
  %763 = icmp slt i32 %703, 0
  %764 = select i1 %763, i8 45, i8 43
  %765 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %761
  store i8 %764, i8* %765, align 1
  %766 = sub nsw i32 0, %703
  %767 = select i1 %763, i32 %766, i32 %703
  call void @llvm.lifetime.start.p0i8(i64 6, i8* nonnull %22) #6
  br label %781

768:                                              ; preds = %757, %775
  %769 = phi i32 [ %779, %775 ], [ 1, %757 ]
  %770 = phi i32 [ %777, %775 ], [ 2, %757 ]
  %771 = icmp slt i32 %769, %699
  br i1 %771, label %772, label %775

772:                                              ; preds = %768
  %773 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %769
  %774 = load i8, i8* %773, align 1
  br label %775

775:                                              ; preds = %772, %768
  %776 = phi i8 [ %774, %772 ], [ 48, %768 ]
  %777 = add nuw nsw i32 %770, 1
  %778 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %770
  store i8 %776, i8* %778, align 1
  %779 = add nuw nsw i32 %769, 1
  %780 = icmp eq i32 %769, %750
  br i1 %780, label %759, label %768, !llvm.loop !13

781:                                              ; preds = %781, %759
  %782 = phi i32 [ %767, %759 ], [ %785, %781 ]
  %783 = phi i32 [ 0, %759 ], [ %790, %781 ]
  %784 = freeze i32 %782
  %785 = sdiv i32 %784, 10
  %786 = mul i32 %785, 10
  %787 = sub i32 %784, %786
  %788 = trunc i32 %787 to i8
  %789 = add nsw i8 %788, 48
  %790 = add nuw nsw i32 %783, 1
  %791 = getelementptr inbounds [6 x i8], [6 x i8]* %4, i32 0, i32 %783
  store i8 %789, i8* %791, align 1
  %792 = add i32 %782, 9
  %793 = icmp ult i32 %792, 19
  br i1 %793, label %794, label %781, !llvm.loop !14

794:                                              ; preds = %781
  %795 = add nuw nsw i32 %760, 2
  %796 = icmp eq i32 %783, 0
  br i1 %796, label %797, label %799

797:                                              ; preds = %794
  %798 = getelementptr inbounds [6 x i8], [6 x i8]* %4, i32 0, i32 %790
  store i8 48, i8* %798, align 1
  br label %799

799:                                              ; preds = %797, %794
  %800 = phi i32 [ %790, %794 ], [ 2, %797 ]
  br label %801

801:                                              ; preds = %799, %801
  %802 = phi i32 [ %804, %801 ], [ %800, %799 ]
  %803 = phi i32 [ %807, %801 ], [ %795, %799 ]
  %804 = add nsw i32 %802, -1
  %805 = getelementptr inbounds [6 x i8], [6 x i8]* %4, i32 0, i32 %804
  %806 = load i8, i8* %805, align 1
  %807 = add nuw nsw i32 %803, 1
  %808 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %803
  store i8 %806, i8* %808, align 1
  %809 = icmp eq i32 %804, 0
  br i1 %809, label %810, label %801, !llvm.loop !15

810:                                              ; preds = %801
  call void @llvm.lifetime.end.p0i8(i64 6, i8* nonnull %22) #6
  br label %811

811:                                              ; preds = %743, %810, %731
  %812 = phi i32 [ %807, %810 ], [ %732, %731 ], [ %745, %743 ]
  %813 = icmp eq i32 %452, 0
  br i1 %813, label %814, label %848

814:                                              ; preds = %811
  %815 = call i8* @memchr(i8* noundef getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 0), i32 noundef signext 46, i32 noundef signext %812) #5
  %816 = icmp eq i8* %815, null
  br i1 %816, label %848, label %817

817:                                              ; preds = %814
  %818 = select i1 %258, i32 69, i32 101
  %819 = call i8* @memchr(i8* noundef getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 0), i32 noundef signext %818, i32 noundef signext %812) #5
  %820 = icmp eq i8* %819, null
  %821 = ptrtoint i8* %819 to i32
  %822 = sub i32 %821, ptrtoint ([1200 x i8]* @format_float.body to i32)
  %823 = select i1 %820, i32 %812, i32 %822
  %824 = call i32 @llvm.smin.i32(i32 %823, i32 0) #6
  br label %825

825:                                              ; preds = %832, %817
  %826 = phi i32 [ %823, %817 ], [ %833, %832 ]
  %827 = icmp sgt i32 %826, 0
  br i1 %827, label %832, label %828

828:                                              ; preds = %825
  %829 = add nsw i32 %824, -1
  %830 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %829
  %831 = load i8, i8* %830, align 1
  br label %837

832:                                              ; preds = %825
  %833 = add nsw i32 %826, -1
  %834 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %833
  %835 = load i8, i8* %834, align 1
  %836 = icmp eq i8 %835, 48
  br i1 %836, label %825, label %837, !llvm.loop !16

837:                                              ; preds = %832, %828
  %838 = phi i8 [ %831, %828 ], [ %835, %832 ]
  %839 = phi i32 [ %829, %828 ], [ %833, %832 ]
  %840 = phi i32 [ %824, %828 ], [ %826, %832 ]
  %841 = icmp eq i8 %838, 46
  %842 = select i1 %841, i32 %839, i32 %840
  %843 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %842
  %844 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %823
  %845 = sub i32 %812, %823
  %846 = call i8* @memmove(i8* noundef nonnull %843, i8* noundef nonnull %844, i32 noundef signext %845) #5
  %847 = add i32 %842, %845
  br label %848

848:                                              ; preds = %536, %837, %814, %811, %652, %524
  %849 = phi i32 [ %649, %652 ], [ %812, %811 ], [ %847, %837 ], [ %812, %814 ], [ %525, %524 ], [ %538, %536 ]
  call fastcc void @emit(%struct.__cpu0_sink* noundef %0, %struct.spec* noundef nonnull %10, i8* noundef %268, i32 noundef signext 0, i8* noundef getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 0), i32 noundef signext %849) #5
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %20) #6
  br label %872

850:                                              ; preds = %158
  %851 = load i32, i32* %14, align 4
  %852 = getelementptr inbounds i8, i8* %137, i32 4
  %853 = bitcast i8* %137 to i32**
  %854 = load i32*, i32** %853, align 4
  store i32 %851, i32* %854, align 4
  br label %872

855:                                              ; preds = %158
  %856 = load void (i8*, i8*, i32)*, void (i8*, i8*, i32)** %12, align 4
  %857 = load i8*, i8** %13, align 4
  call void %856(i8* noundef %857, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0), i32 noundef signext 1) #5
  %858 = load i32, i32* %14, align 4
  %859 = add i32 %858, 1
  store i32 %859, i32* %14, align 4
  br label %872

860:                                              ; preds = %158
  %861 = load void (i8*, i8*, i32)*, void (i8*, i8*, i32)** %12, align 4
  %862 = load i8*, i8** %13, align 4
  call void %861(i8* noundef %862, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0), i32 noundef signext 1) #5
  %863 = load i32, i32* %14, align 4
  %864 = add i32 %863, 1
  store i32 %864, i32* %14, align 4
  %865 = load i8, i8* %19, align 4
  %866 = icmp eq i8 %865, 0
  br i1 %866, label %872, label %867

867:                                              ; preds = %860
  %868 = load void (i8*, i8*, i32)*, void (i8*, i8*, i32)** %12, align 4
  %869 = load i8*, i8** %13, align 4
  call void %868(i8* noundef %869, i8* noundef nonnull %19, i32 noundef signext 1) #5
  %870 = load i32, i32* %14, align 4
  %871 = add i32 %870, 1
  store i32 %871, i32* %14, align 4
  br label %872

872:                                              ; preds = %848, %436, %271, %860, %867, %855, %850, %244, %225, %219, %210, %181
  %873 = phi i8* [ %137, %867 ], [ %137, %860 ], [ %137, %855 ], [ %852, %850 ], [ %232, %244 ], [ %226, %225 ], [ %220, %219 ], [ %211, %210 ], [ %182, %181 ], [ %253, %271 ], [ %253, %436 ], [ %253, %848 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %15) #6
  br label %26, !llvm.loop !17
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: nounwind
define internal fastcc void @format_int(%struct.__cpu0_sink* nocapture noundef %0, %struct.spec* nocapture noundef %1, i64 noundef zeroext %2, i32 noundef signext %3) unnamed_addr #0 {
  %5 = alloca [24 x i8], align 1
  %6 = getelementptr inbounds [24 x i8], [24 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %6) #6
  %7 = getelementptr inbounds %struct.spec, %struct.spec* %1, i32 0, i32 3
  %8 = load i8, i8* %7, align 4
  switch i8 %8, label %11 [
    i8 120, label %12
    i8 112, label %12
    i8 88, label %9
    i8 111, label %10
  ]

9:                                                ; preds = %4
  br label %12

10:                                               ; preds = %4
  br label %12

11:                                               ; preds = %4
  br label %12

12:                                               ; preds = %4, %4, %11, %9, %10
  %13 = phi i32 [ 16, %9 ], [ 8, %10 ], [ 16, %4 ], [ 16, %4 ], [ 10, %11 ]
  %14 = phi i8* [ getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), %9 ], [ getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), %10 ], [ getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), %4 ], [ getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), %4 ], [ getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0), %11 ]
  %15 = icmp ult i64 %2, 4294967296
  br i1 %15, label %18, label %16

16:                                               ; preds = %12
  %17 = zext i32 %13 to i64
  br label %34

18:                                               ; preds = %12
  %19 = trunc i64 %2 to i32
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %48, label %21

21:                                               ; preds = %18, %21
  %22 = phi i32 [ %25, %21 ], [ %19, %18 ]
  %23 = phi i32 [ %30, %21 ], [ 0, %18 ]
  %24 = freeze i32 %22
  %25 = udiv i32 %24, %13
  %26 = mul i32 %25, %13
  %27 = sub i32 %24, %26
  %28 = getelementptr inbounds i8, i8* %14, i32 %27
  %29 = load i8, i8* %28, align 1
  %30 = add nuw nsw i32 %23, 1
  %31 = sub nsw i32 23, %23
  %32 = getelementptr inbounds [24 x i8], [24 x i8]* %5, i32 0, i32 %31
  store i8 %29, i8* %32, align 1
  %33 = icmp ugt i32 %13, %22
  br i1 %33, label %48, label %21, !llvm.loop !18

34:                                               ; preds = %16, %34
  %35 = phi i64 [ %2, %16 ], [ %38, %34 ]
  %36 = phi i32 [ 0, %16 ], [ %44, %34 ]
  %37 = freeze i64 %35
  %38 = udiv i64 %37, %17
  %39 = mul i64 %38, %17
  %40 = sub i64 %37, %39
  %41 = trunc i64 %40 to i32
  %42 = getelementptr inbounds i8, i8* %14, i32 %41
  %43 = load i8, i8* %42, align 1
  %44 = add nuw nsw i32 %36, 1
  %45 = sub nsw i32 23, %36
  %46 = getelementptr inbounds [24 x i8], [24 x i8]* %5, i32 0, i32 %45
  store i8 %43, i8* %46, align 1
  %47 = icmp ult i64 %35, %17
  br i1 %47, label %48, label %34, !llvm.loop !19

48:                                               ; preds = %34, %21, %18
  %49 = phi i32 [ 0, %18 ], [ %30, %21 ], [ %44, %34 ]
  %50 = getelementptr inbounds %struct.spec, %struct.spec* %1, i32 0, i32 2
  %51 = load i32, i32* %50, align 4
  %52 = icmp sgt i32 %51, %49
  %53 = sub nsw i32 %51, %49
  %54 = select i1 %52, i32 %53, i32 0
  %55 = icmp eq i32 %51, 0
  %56 = icmp eq i64 %2, 0
  %57 = and i1 %56, %55
  br i1 %57, label %67, label %58

58:                                               ; preds = %48
  %59 = icmp slt i32 %51, 0
  %60 = and i1 %56, %59
  br i1 %60, label %61, label %67

61:                                               ; preds = %58
  %62 = icmp eq i8 %8, 112
  br i1 %62, label %80, label %63

63:                                               ; preds = %61
  %64 = add nuw nsw i32 %49, 1
  %65 = sub nsw i32 23, %49
  %66 = getelementptr inbounds [24 x i8], [24 x i8]* %5, i32 0, i32 %65
  store i8 48, i8* %66, align 1
  br label %67

67:                                               ; preds = %48, %58, %63
  %68 = phi i32 [ %64, %63 ], [ %49, %58 ], [ 0, %48 ]
  switch i8 %8, label %80 [
    i8 100, label %69
    i8 105, label %69
  ]

69:                                               ; preds = %67, %67
  %70 = icmp eq i32 %3, 0
  br i1 %70, label %71, label %116

71:                                               ; preds = %69
  %72 = getelementptr inbounds %struct.spec, %struct.spec* %1, i32 0, i32 0
  %73 = load i32, i32* %72, align 4
  %74 = and i32 %73, 2
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %76, label %116

76:                                               ; preds = %71
  %77 = and i32 %73, 4
  %78 = icmp eq i32 %77, 0
  %79 = select i1 %78, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i32 0, i32 0)
  br label %116

80:                                               ; preds = %61, %67
  %81 = phi i32 [ %68, %67 ], [ %49, %61 ]
  %82 = getelementptr inbounds %struct.spec, %struct.spec* %1, i32 0, i32 0
  %83 = load i32, i32* %82, align 4
  %84 = and i32 %83, 8
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %108, label %86

86:                                               ; preds = %80
  %87 = icmp eq i8 %8, 111
  %88 = icmp eq i32 %54, 0
  %89 = select i1 %87, i1 %88, i1 false
  br i1 %89, label %90, label %99

90:                                               ; preds = %86
  %91 = icmp eq i32 %81, 0
  br i1 %91, label %116, label %92

92:                                               ; preds = %90
  %93 = sub i32 24, %81
  %94 = getelementptr inbounds [24 x i8], [24 x i8]* %5, i32 0, i32 %93
  %95 = load i8, i8* %94, align 1
  %96 = icmp eq i8 %95, 48
  br i1 %96, label %97, label %116

97:                                               ; preds = %92
  %98 = icmp ne i64 %2, 0
  br label %103

99:                                               ; preds = %86
  %100 = icmp eq i8 %8, 120
  %101 = icmp ne i64 %2, 0
  %102 = and i1 %101, %100
  br i1 %102, label %116, label %103

103:                                              ; preds = %97, %99
  %104 = phi i1 [ %98, %97 ], [ %101, %99 ]
  %105 = icmp eq i8 %8, 88
  %106 = and i1 %105, %104
  %107 = select i1 %106, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0)
  br label %108

108:                                              ; preds = %103, %80
  %109 = phi i8* [ getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), %80 ], [ %107, %103 ]
  %110 = icmp ne i8 %8, 112
  %111 = xor i1 %56, true
  %112 = or i1 %110, %111
  %113 = select i1 %110, i8* %109, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.8, i32 0, i32 0)
  br i1 %112, label %116, label %114

114:                                              ; preds = %108
  %115 = and i32 %83, -17
  store i32 %115, i32* %82, align 4
  tail call fastcc void @emit(%struct.__cpu0_sink* noundef %0, %struct.spec* noundef nonnull %1, i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i32 noundef signext 0, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0), i32 noundef signext 5) #7
  br label %129

116:                                              ; preds = %76, %71, %69, %92, %90, %99, %108
  %117 = phi i8* [ %113, %108 ], [ getelementptr inbounds ([3 x i8], [3 x i8]* @.str.8, i32 0, i32 0), %99 ], [ getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), %90 ], [ getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), %92 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i32 0, i32 0), %69 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i32 0, i32 0), %71 ], [ %79, %76 ]
  %118 = phi i32 [ %54, %108 ], [ %54, %99 ], [ 1, %90 ], [ 1, %92 ], [ %54, %69 ], [ %54, %71 ], [ %54, %76 ]
  %119 = phi i32 [ %81, %108 ], [ %81, %99 ], [ 0, %90 ], [ %81, %92 ], [ %68, %69 ], [ %68, %71 ], [ %68, %76 ]
  %120 = icmp sgt i32 %51, -1
  br i1 %120, label %121, label %125

121:                                              ; preds = %116
  %122 = getelementptr inbounds %struct.spec, %struct.spec* %1, i32 0, i32 0
  %123 = load i32, i32* %122, align 4
  %124 = and i32 %123, -17
  store i32 %124, i32* %122, align 4
  br label %125

125:                                              ; preds = %121, %116
  %126 = getelementptr inbounds [24 x i8], [24 x i8]* %5, i32 0, i32 24
  %127 = sub i32 0, %119
  %128 = getelementptr inbounds i8, i8* %126, i32 %127
  call fastcc void @emit(%struct.__cpu0_sink* noundef %0, %struct.spec* noundef nonnull %1, i8* noundef %117, i32 noundef signext %118, i8* noundef nonnull %128, i32 noundef signext %119) #7
  br label %129

129:                                              ; preds = %125, %114
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %6) #6
  ret void
}

; Function Attrs: nounwind
define internal fastcc void @emit(%struct.__cpu0_sink* nocapture noundef %0, %struct.spec* nocapture noundef readonly %1, i8* noundef %2, i32 noundef signext %3, i8* noundef %4, i32 noundef signext %5) unnamed_addr #0 {
  %7 = alloca [32 x i8], align 1
  %8 = alloca [32 x i8], align 1
  %9 = alloca [32 x i8], align 1
  %10 = alloca [32 x i8], align 1
  %11 = tail call i32 @strlen(i8* noundef %2) #5
  %12 = add i32 %5, %3
  %13 = add i32 %12, %11
  %14 = getelementptr inbounds %struct.spec, %struct.spec* %1, i32 0, i32 1
  %15 = load i32, i32* %14, align 4
  %16 = icmp sgt i32 %15, %13
  %17 = sub nsw i32 %15, %13
  %18 = select i1 %16, i32 %17, i32 0
  %19 = getelementptr inbounds %struct.spec, %struct.spec* %1, i32 0, i32 0
  %20 = load i32, i32* %19, align 4
  %21 = and i32 %20, 17
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %42

23:                                               ; preds = %6
  %24 = getelementptr inbounds [32 x i8], [32 x i8]* %10, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %24) #6
  %25 = call i8* @memset(i8* noundef nonnull %24, i32 noundef signext 32, i32 noundef signext 32) #5
  %26 = icmp eq i32 %18, 0
  br i1 %26, label %41, label %27

27:                                               ; preds = %23
  %28 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %0, i32 0, i32 0
  %29 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %0, i32 0, i32 1
  %30 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %0, i32 0, i32 2
  br label %31

31:                                               ; preds = %31, %27
  %32 = phi i32 [ %17, %27 ], [ %39, %31 ]
  %33 = icmp ult i32 %32, 32
  %34 = select i1 %33, i32 %32, i32 32
  %35 = load void (i8*, i8*, i32)*, void (i8*, i8*, i32)** %28, align 4
  %36 = load i8*, i8** %29, align 4
  call void %35(i8* noundef %36, i8* noundef nonnull %24, i32 noundef signext %34) #5
  %37 = load i32, i32* %30, align 4
  %38 = add i32 %37, %34
  store i32 %38, i32* %30, align 4
  %39 = add nsw i32 %32, -32
  %40 = icmp ugt i32 %32, 32
  br i1 %40, label %31, label %41, !llvm.loop !20

41:                                               ; preds = %31, %23
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %24) #6
  br label %42

42:                                               ; preds = %41, %6
  %43 = icmp eq i32 %11, 0
  br i1 %43, label %52, label %44

44:                                               ; preds = %42
  %45 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %0, i32 0, i32 0
  %46 = load void (i8*, i8*, i32)*, void (i8*, i8*, i32)** %45, align 4
  %47 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %0, i32 0, i32 1
  %48 = load i8*, i8** %47, align 4
  call void %46(i8* noundef %48, i8* noundef %2, i32 noundef signext %11) #5
  %49 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %0, i32 0, i32 2
  %50 = load i32, i32* %49, align 4
  %51 = add i32 %50, %11
  store i32 %51, i32* %49, align 4
  br label %52

52:                                               ; preds = %42, %44
  %53 = load i32, i32* %19, align 4
  %54 = and i32 %53, 17
  %55 = icmp eq i32 %54, 16
  br i1 %55, label %56, label %75

56:                                               ; preds = %52
  %57 = getelementptr inbounds [32 x i8], [32 x i8]* %9, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %57) #6
  %58 = call i8* @memset(i8* noundef nonnull %57, i32 noundef signext 48, i32 noundef signext 32) #5
  %59 = icmp sgt i32 %18, 0
  br i1 %59, label %60, label %74

60:                                               ; preds = %56
  %61 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %0, i32 0, i32 0
  %62 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %0, i32 0, i32 1
  %63 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %0, i32 0, i32 2
  br label %64

64:                                               ; preds = %64, %60
  %65 = phi i32 [ %17, %60 ], [ %72, %64 ]
  %66 = icmp ult i32 %65, 32
  %67 = select i1 %66, i32 %65, i32 32
  %68 = load void (i8*, i8*, i32)*, void (i8*, i8*, i32)** %61, align 4
  %69 = load i8*, i8** %62, align 4
  call void %68(i8* noundef %69, i8* noundef nonnull %57, i32 noundef signext %67) #5
  %70 = load i32, i32* %63, align 4
  %71 = add i32 %70, %67
  store i32 %71, i32* %63, align 4
  %72 = add nsw i32 %65, -32
  %73 = icmp ugt i32 %65, 32
  br i1 %73, label %64, label %74, !llvm.loop !20

74:                                               ; preds = %64, %56
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %57) #6
  br label %75

75:                                               ; preds = %74, %52
  %76 = getelementptr inbounds [32 x i8], [32 x i8]* %8, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %76) #6
  %77 = call i8* @memset(i8* noundef nonnull %76, i32 noundef signext 48, i32 noundef signext 32) #5
  %78 = icmp sgt i32 %3, 0
  br i1 %78, label %79, label %93

79:                                               ; preds = %75
  %80 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %0, i32 0, i32 0
  %81 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %0, i32 0, i32 1
  %82 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %0, i32 0, i32 2
  br label %83

83:                                               ; preds = %83, %79
  %84 = phi i32 [ %3, %79 ], [ %91, %83 ]
  %85 = icmp ult i32 %84, 32
  %86 = select i1 %85, i32 %84, i32 32
  %87 = load void (i8*, i8*, i32)*, void (i8*, i8*, i32)** %80, align 4
  %88 = load i8*, i8** %81, align 4
  call void %87(i8* noundef %88, i8* noundef nonnull %76, i32 noundef signext %86) #5
  %89 = load i32, i32* %82, align 4
  %90 = add i32 %89, %86
  store i32 %90, i32* %82, align 4
  %91 = add nsw i32 %84, -32
  %92 = icmp ugt i32 %84, 32
  br i1 %92, label %83, label %93, !llvm.loop !20

93:                                               ; preds = %83, %75
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %76) #6
  %94 = icmp eq i32 %5, 0
  br i1 %94, label %103, label %95

95:                                               ; preds = %93
  %96 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %0, i32 0, i32 0
  %97 = load void (i8*, i8*, i32)*, void (i8*, i8*, i32)** %96, align 4
  %98 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %0, i32 0, i32 1
  %99 = load i8*, i8** %98, align 4
  call void %97(i8* noundef %99, i8* noundef %4, i32 noundef signext %5) #5
  %100 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %0, i32 0, i32 2
  %101 = load i32, i32* %100, align 4
  %102 = add i32 %101, %5
  store i32 %102, i32* %100, align 4
  br label %103

103:                                              ; preds = %93, %95
  %104 = load i32, i32* %19, align 4
  %105 = and i32 %104, 1
  %106 = icmp eq i32 %105, 0
  br i1 %106, label %126, label %107

107:                                              ; preds = %103
  %108 = getelementptr inbounds [32 x i8], [32 x i8]* %7, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %108) #6
  %109 = call i8* @memset(i8* noundef nonnull %108, i32 noundef signext 32, i32 noundef signext 32) #5
  %110 = icmp sgt i32 %18, 0
  br i1 %110, label %111, label %125

111:                                              ; preds = %107
  %112 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %0, i32 0, i32 0
  %113 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %0, i32 0, i32 1
  %114 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %0, i32 0, i32 2
  br label %115

115:                                              ; preds = %115, %111
  %116 = phi i32 [ %17, %111 ], [ %123, %115 ]
  %117 = icmp ult i32 %116, 32
  %118 = select i1 %117, i32 %116, i32 32
  %119 = load void (i8*, i8*, i32)*, void (i8*, i8*, i32)** %112, align 4
  %120 = load i8*, i8** %113, align 4
  call void %119(i8* noundef %120, i8* noundef nonnull %108, i32 noundef signext %118) #5
  %121 = load i32, i32* %114, align 4
  %122 = add i32 %121, %118
  store i32 %122, i32* %114, align 4
  %123 = add nsw i32 %116, -32
  %124 = icmp ugt i32 %116, 32
  br i1 %124, label %115, label %125, !llvm.loop !20

125:                                              ; preds = %115, %107
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %108) #6
  br label %126

126:                                              ; preds = %125, %103
  ret void
}

declare dso_local i32 @strnlen(i8* noundef, i32 noundef signext) local_unnamed_addr #3

declare dso_local i32 @strlen(i8* noundef) local_unnamed_addr #3

declare dso_local i8* @memset(i8* noundef, i32 noundef signext, i32 noundef signext) local_unnamed_addr #3

declare dso_local i32 @__cpu0_decimal(double noundef, i8* noundef, i32* noundef) local_unnamed_addr #3

declare dso_local i8* @memchr(i8* noundef, i32 noundef signext, i32 noundef signext) local_unnamed_addr #3

declare dso_local i8* @memmove(i8* noundef, i8* noundef, i32 noundef signext) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.abs.i64(i64, i1 immarg) #4

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nounwind }
attributes #7 = { nobuiltin "no-builtins" }

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
!13 = distinct !{!13, !2}
!14 = distinct !{!14, !2}
!15 = distinct !{!15, !2}
!16 = distinct !{!16, !2}
!17 = distinct !{!17, !2}
!18 = distinct !{!18, !2}
!19 = distinct !{!19, !2}
!20 = distinct !{!20, !2}
