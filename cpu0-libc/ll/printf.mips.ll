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
  %4 = alloca [10 x i8], align 1
  %5 = alloca [10 x i8], align 1
  %6 = alloca [10 x i8], align 1
  %7 = alloca [13 x i8], align 1
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
  %21 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  %22 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 1
  %23 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  %24 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 1
  %25 = getelementptr inbounds [4 x i8], [4 x i8]* %8, i32 0, i32 0
  %26 = getelementptr inbounds [13 x i8], [13 x i8]* %7, i32 0, i32 0
  %27 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 0
  br label %28

28:                                               ; preds = %865, %3
  %29 = phi i8* [ %166, %865 ], [ %1, %3 ]
  %30 = phi i8* [ %866, %865 ], [ %2, %3 ]
  br label %31

31:                                               ; preds = %47, %28
  %32 = phi i8* [ %29, %28 ], [ %38, %47 ]
  %33 = load i8, i8* %32, align 1
  switch i8 %33, label %36 [
    i8 0, label %34
    i8 37, label %53
  ]

34:                                               ; preds = %31
  %35 = load i32, i32* %14, align 4
  ret i32 %35

36:                                               ; preds = %31, %39
  %37 = phi i8 [ %41, %39 ], [ %33, %31 ]
  %38 = phi i8* [ %40, %39 ], [ %32, %31 ]
  switch i8 %37, label %39 [
    i8 0, label %42
    i8 37, label %42
  ]

39:                                               ; preds = %36
  %40 = getelementptr inbounds i8, i8* %38, i32 1
  %41 = load i8, i8* %40, align 1
  br label %36, !llvm.loop !1

42:                                               ; preds = %36, %36
  %43 = ptrtoint i8* %38 to i32
  %44 = ptrtoint i8* %32 to i32
  %45 = sub i32 %43, %44
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %48

47:                                               ; preds = %42, %48
  br label %31

48:                                               ; preds = %42
  %49 = load void (i8*, i8*, i32)*, void (i8*, i8*, i32)** %12, align 4
  %50 = load i8*, i8** %13, align 4
  call void %49(i8* noundef %50, i8* noundef nonnull %32, i32 noundef signext %45) #5
  %51 = load i32, i32* %14, align 4
  %52 = add i32 %51, %45
  store i32 %52, i32* %14, align 4
  br label %47

53:                                               ; preds = %31
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %15) #6
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(16) %15, i8* noundef nonnull align 4 dereferenceable(16) bitcast (%struct.spec* @__const.__cpu0_vformat.sp to i8*), i32 16, i1 false)
  br label %54

54:                                               ; preds = %61, %53
  %55 = phi i32 [ 0, %53 ], [ %62, %61 ]
  %56 = phi i8* [ %32, %53 ], [ %57, %61 ]
  %57 = getelementptr inbounds i8, i8* %56, i32 1
  %58 = load i8, i8* %57, align 1
  switch i8 %58, label %80 [
    i8 45, label %59
    i8 43, label %63
    i8 32, label %65
    i8 35, label %67
    i8 48, label %69
    i8 42, label %71
  ]

59:                                               ; preds = %54
  %60 = or i32 %55, 1
  store i32 %60, i32* %16, align 4
  br label %61

61:                                               ; preds = %59, %65, %69, %67, %63
  %62 = phi i32 [ %60, %59 ], [ %66, %65 ], [ %70, %69 ], [ %68, %67 ], [ %64, %63 ]
  br label %54

63:                                               ; preds = %54
  %64 = or i32 %55, 2
  store i32 %64, i32* %16, align 4
  br label %61

65:                                               ; preds = %54
  %66 = or i32 %55, 4
  store i32 %66, i32* %16, align 4
  br label %61

67:                                               ; preds = %54
  %68 = or i32 %55, 8
  store i32 %68, i32* %16, align 4
  br label %61

69:                                               ; preds = %54
  %70 = or i32 %55, 16
  store i32 %70, i32* %16, align 4
  br label %61

71:                                               ; preds = %54
  %72 = getelementptr inbounds i8, i8* %56, i32 2
  %73 = getelementptr inbounds i8, i8* %30, i32 4
  %74 = bitcast i8* %30 to i32*
  %75 = load i32, i32* %74, align 4
  store i32 %75, i32* %17, align 4
  %76 = icmp slt i32 %75, 0
  br i1 %76, label %77, label %100

77:                                               ; preds = %71
  %78 = or i32 %55, 1
  store i32 %78, i32* %16, align 4
  %79 = sub nsw i32 0, %75
  br label %95

80:                                               ; preds = %54
  %81 = add i8 %58, -48
  %82 = icmp ult i8 %81, 10
  br i1 %82, label %83, label %95

83:                                               ; preds = %80, %83
  %84 = phi i8 [ %92, %83 ], [ %58, %80 ]
  %85 = phi i8* [ %88, %83 ], [ %57, %80 ]
  %86 = phi i32 [ %91, %83 ], [ 0, %80 ]
  %87 = mul nsw i32 %86, 10
  %88 = getelementptr inbounds i8, i8* %85, i32 1
  %89 = zext i8 %84 to i32
  %90 = add i32 %87, -48
  %91 = add i32 %90, %89
  %92 = load i8, i8* %88, align 1
  %93 = add i8 %92, -48
  %94 = icmp ult i8 %93, 10
  br i1 %94, label %83, label %95, !llvm.loop !3

95:                                               ; preds = %83, %80, %77
  %96 = phi i32 [ %79, %77 ], [ 0, %80 ], [ %91, %83 ]
  %97 = phi i32 [ %78, %77 ], [ %55, %80 ], [ %55, %83 ]
  %98 = phi i8* [ %72, %77 ], [ %57, %80 ], [ %88, %83 ]
  %99 = phi i8* [ %73, %77 ], [ %30, %80 ], [ %30, %83 ]
  store i32 %96, i32* %17, align 4
  br label %100

100:                                              ; preds = %95, %71
  %101 = phi i32 [ %55, %71 ], [ %97, %95 ]
  %102 = phi i8* [ %72, %71 ], [ %98, %95 ]
  %103 = phi i8* [ %73, %71 ], [ %99, %95 ]
  %104 = load i8, i8* %102, align 1
  %105 = icmp eq i8 %104, 46
  br i1 %105, label %106, label %136

106:                                              ; preds = %100
  %107 = getelementptr inbounds i8, i8* %102, i32 1
  %108 = load i8, i8* %107, align 1
  %109 = icmp eq i8 %108, 42
  br i1 %109, label %110, label %117

110:                                              ; preds = %106
  %111 = getelementptr inbounds i8, i8* %102, i32 2
  %112 = getelementptr inbounds i8, i8* %103, i32 4
  %113 = bitcast i8* %103 to i32*
  %114 = load i32, i32* %113, align 4
  %115 = icmp sgt i32 %114, -1
  %116 = select i1 %115, i32 %114, i32 -1
  br label %132

117:                                              ; preds = %106
  %118 = add i8 %108, -48
  %119 = icmp ult i8 %118, 10
  br i1 %119, label %120, label %132

120:                                              ; preds = %117, %120
  %121 = phi i8 [ %129, %120 ], [ %108, %117 ]
  %122 = phi i8* [ %125, %120 ], [ %107, %117 ]
  %123 = phi i32 [ %128, %120 ], [ 0, %117 ]
  %124 = mul nsw i32 %123, 10
  %125 = getelementptr inbounds i8, i8* %122, i32 1
  %126 = zext i8 %121 to i32
  %127 = add i32 %124, -48
  %128 = add i32 %127, %126
  %129 = load i8, i8* %125, align 1
  %130 = add i8 %129, -48
  %131 = icmp ult i8 %130, 10
  br i1 %131, label %120, label %132, !llvm.loop !3

132:                                              ; preds = %120, %117, %110
  %133 = phi i32 [ %116, %110 ], [ 0, %117 ], [ %128, %120 ]
  %134 = phi i8* [ %111, %110 ], [ %107, %117 ], [ %125, %120 ]
  %135 = phi i8* [ %112, %110 ], [ %103, %117 ], [ %103, %120 ]
  store i32 %133, i32* %18, align 4
  br label %136

136:                                              ; preds = %132, %100
  %137 = phi i32 [ -1, %100 ], [ %133, %132 ]
  %138 = phi i8* [ %102, %100 ], [ %134, %132 ]
  %139 = phi i8* [ %103, %100 ], [ %135, %132 ]
  br label %140

140:                                              ; preds = %151, %136
  %141 = phi i8* [ %138, %136 ], [ %153, %151 ]
  %142 = phi i32 [ 0, %136 ], [ %152, %151 ]
  %143 = load i8, i8* %141, align 1
  switch i8 %143, label %154 [
    i8 108, label %144
    i8 104, label %147
    i8 106, label %151
    i8 113, label %151
    i8 122, label %150
    i8 116, label %150
    i8 76, label %150
  ]

144:                                              ; preds = %140
  %145 = icmp eq i32 %142, 1
  %146 = select i1 %145, i32 2, i32 1
  br label %151

147:                                              ; preds = %140
  %148 = icmp eq i32 %142, -1
  %149 = select i1 %148, i32 -2, i32 -1
  br label %151

150:                                              ; preds = %140, %140, %140
  br label %151

151:                                              ; preds = %140, %140, %144, %150, %147
  %152 = phi i32 [ %146, %144 ], [ %149, %147 ], [ %142, %150 ], [ 2, %140 ], [ 2, %140 ]
  %153 = getelementptr inbounds i8, i8* %141, i32 1
  br label %140

154:                                              ; preds = %140
  %155 = and i32 %101, 1
  %156 = icmp eq i32 %155, 0
  br i1 %156, label %160, label %157

157:                                              ; preds = %154
  %158 = and i32 %101, -17
  store i32 %158, i32* %16, align 4
  %159 = load i8, i8* %141, align 1
  br label %160

160:                                              ; preds = %157, %154
  %161 = phi i32 [ %158, %157 ], [ %101, %154 ]
  %162 = phi i8 [ %159, %157 ], [ %143, %154 ]
  store i8 %162, i8* %19, align 4
  %163 = load i8, i8* %141, align 1
  %164 = icmp ne i8 %163, 0
  %165 = zext i1 %164 to i32
  %166 = getelementptr i8, i8* %141, i32 %165
  %167 = sext i8 %162 to i32
  switch i32 %167, label %853 [
    i32 100, label %168
    i32 105, label %168
    i32 117, label %197
    i32 120, label %197
    i32 88, label %197
    i32 111, label %197
    i32 112, label %221
    i32 99, label %227
    i32 115, label %233
    i32 102, label %250
    i32 70, label %250
    i32 101, label %250
    i32 69, label %250
    i32 103, label %250
    i32 71, label %250
    i32 97, label %250
    i32 65, label %250
    i32 110, label %843
    i32 37, label %848
  ]

168:                                              ; preds = %160, %160
  %169 = icmp eq i32 %142, 2
  br i1 %169, label %170, label %178

170:                                              ; preds = %168
  %171 = ptrtoint i8* %139 to i32
  %172 = add i32 %171, 7
  %173 = and i32 %172, -8
  %174 = inttoptr i32 %173 to i8*
  %175 = getelementptr inbounds i8, i8* %174, i32 8
  %176 = inttoptr i32 %173 to i64*
  %177 = load i64, i64* %176, align 8
  br label %183

178:                                              ; preds = %168
  %179 = getelementptr inbounds i8, i8* %139, i32 4
  %180 = bitcast i8* %139 to i32*
  %181 = load i32, i32* %180, align 4
  %182 = sext i32 %181 to i64
  br label %183

183:                                              ; preds = %178, %170
  %184 = phi i8* [ %175, %170 ], [ %179, %178 ]
  %185 = phi i64 [ %177, %170 ], [ %182, %178 ]
  %186 = icmp eq i32 %142, -1
  %187 = shl i64 %185, 48
  %188 = ashr exact i64 %187, 48
  %189 = select i1 %186, i64 %188, i64 %185
  %190 = icmp eq i32 %142, -2
  %191 = shl i64 %189, 56
  %192 = ashr exact i64 %191, 56
  %193 = select i1 %190, i64 %192, i64 %189
  %194 = call i64 @llvm.abs.i64(i64 %193, i1 false)
  %195 = lshr i64 %193, 63
  %196 = trunc i64 %195 to i32
  call fastcc void @format_int(%struct.__cpu0_sink* noundef %0, %struct.spec* noundef nonnull %10, i64 noundef zeroext %194, i32 noundef signext %196) #7
  br label %865

197:                                              ; preds = %160, %160, %160, %160
  %198 = icmp eq i32 %142, 2
  br i1 %198, label %199, label %207

199:                                              ; preds = %197
  %200 = ptrtoint i8* %139 to i32
  %201 = add i32 %200, 7
  %202 = and i32 %201, -8
  %203 = inttoptr i32 %202 to i8*
  %204 = getelementptr inbounds i8, i8* %203, i32 8
  %205 = inttoptr i32 %202 to i64*
  %206 = load i64, i64* %205, align 8
  br label %212

207:                                              ; preds = %197
  %208 = getelementptr inbounds i8, i8* %139, i32 4
  %209 = bitcast i8* %139 to i32*
  %210 = load i32, i32* %209, align 4
  %211 = zext i32 %210 to i64
  br label %212

212:                                              ; preds = %207, %199
  %213 = phi i8* [ %204, %199 ], [ %208, %207 ]
  %214 = phi i64 [ %206, %199 ], [ %211, %207 ]
  %215 = icmp eq i32 %142, -1
  %216 = and i64 %214, 65535
  %217 = select i1 %215, i64 %216, i64 %214
  %218 = icmp eq i32 %142, -2
  %219 = and i64 %217, 255
  %220 = select i1 %218, i64 %219, i64 %217
  call fastcc void @format_int(%struct.__cpu0_sink* noundef %0, %struct.spec* noundef nonnull %10, i64 noundef zeroext %220, i32 noundef signext 0) #7
  br label %865

221:                                              ; preds = %160
  %222 = getelementptr inbounds i8, i8* %139, i32 4
  %223 = bitcast i8* %139 to i8**
  %224 = load i8*, i8** %223, align 4
  %225 = ptrtoint i8* %224 to i32
  %226 = zext i32 %225 to i64
  call fastcc void @format_int(%struct.__cpu0_sink* noundef %0, %struct.spec* noundef nonnull %10, i64 noundef zeroext %226, i32 noundef signext 0) #7
  br label %865

227:                                              ; preds = %160
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %11) #6
  %228 = getelementptr inbounds i8, i8* %139, i32 4
  %229 = bitcast i8* %139 to i32*
  %230 = load i32, i32* %229, align 4
  %231 = trunc i32 %230 to i8
  store i8 %231, i8* %11, align 4
  %232 = and i32 %161, -17
  store i32 %232, i32* %16, align 4
  call fastcc void @emit(%struct.__cpu0_sink* noundef %0, %struct.spec* noundef nonnull %10, i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i32 noundef signext 0, i8* noundef nonnull %11, i32 noundef signext 1) #7
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %11) #6
  br label %865

233:                                              ; preds = %160
  %234 = getelementptr inbounds i8, i8* %139, i32 4
  %235 = bitcast i8* %139 to i8**
  %236 = load i8*, i8** %235, align 4
  %237 = icmp eq i8* %236, null
  %238 = icmp ugt i32 %137, 5
  %239 = select i1 %238, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0)
  %240 = select i1 %237, i8* %239, i8* %236
  %241 = icmp sgt i32 %137, -1
  br i1 %241, label %242, label %244

242:                                              ; preds = %233
  %243 = call i32 @strnlen(i8* noundef %240, i32 noundef signext %137) #5
  br label %246

244:                                              ; preds = %233
  %245 = call i32 @strlen(i8* noundef %240) #5
  br label %246

246:                                              ; preds = %244, %242
  %247 = phi i32 [ %243, %242 ], [ %245, %244 ]
  %248 = load i32, i32* %16, align 4
  %249 = and i32 %248, -17
  store i32 %249, i32* %16, align 4
  call fastcc void @emit(%struct.__cpu0_sink* noundef %0, %struct.spec* noundef nonnull %10, i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i32 noundef signext 0, i8* noundef %240, i32 noundef signext %247) #7
  br label %865

250:                                              ; preds = %160, %160, %160, %160, %160, %160, %160, %160
  %251 = ptrtoint i8* %139 to i32
  %252 = add i32 %251, 7
  %253 = and i32 %252, -8
  %254 = inttoptr i32 %253 to i8*
  %255 = getelementptr inbounds i8, i8* %254, i32 8
  %256 = inttoptr i32 %253 to double*
  %257 = load double, double* %256, align 8
  %258 = bitcast double %257 to i64
  %259 = add i8 %162, -65
  %260 = icmp ult i8 %259, 26
  %261 = icmp sgt i64 %258, -1
  br i1 %261, label %262, label %269

262:                                              ; preds = %250
  %263 = and i32 %161, 2
  %264 = icmp eq i32 %263, 0
  br i1 %264, label %265, label %269

265:                                              ; preds = %262
  %266 = and i32 %161, 4
  %267 = icmp eq i32 %266, 0
  %268 = select i1 %267, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i32 0, i32 0)
  br label %269

269:                                              ; preds = %265, %262, %250
  %270 = phi i8* [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i32 0, i32 0), %250 ], [ %268, %265 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i32 0, i32 0), %262 ]
  %271 = and i64 %258, 9218868437227405312
  %272 = icmp eq i64 %271, 9218868437227405312
  br i1 %272, label %273, label %280

273:                                              ; preds = %269
  %274 = and i64 %258, 4503599627370495
  %275 = icmp eq i64 %274, 0
  %276 = select i1 %260, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0)
  %277 = select i1 %260, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0)
  %278 = select i1 %275, i8* %277, i8* %276
  %279 = and i32 %161, -17
  store i32 %279, i32* %16, align 4
  call fastcc void @emit(%struct.__cpu0_sink* noundef %0, %struct.spec* noundef nonnull %10, i8* noundef %270, i32 noundef signext 0, i8* noundef %278, i32 noundef signext 3) #5
  br label %865

280:                                              ; preds = %269
  %281 = or i8 %162, 32
  %282 = icmp eq i8 %281, 97
  br i1 %282, label %283, label %436

283:                                              ; preds = %280
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %25) #6
  %284 = load i8, i8* %270, align 1
  %285 = icmp eq i8 %284, 0
  br i1 %285, label %287, label %286

286:                                              ; preds = %283
  store i8 %284, i8* %25, align 4
  br label %287

287:                                              ; preds = %286, %283
  %288 = phi i32 [ 1, %286 ], [ 0, %283 ]
  %289 = add nuw nsw i32 %288, 1
  %290 = getelementptr inbounds [4 x i8], [4 x i8]* %8, i32 0, i32 %288
  store i8 48, i8* %290, align 1
  %291 = select i1 %260, i8 88, i8 120
  %292 = or i32 %288, 2
  %293 = getelementptr inbounds [4 x i8], [4 x i8]* %8, i32 0, i32 %289
  store i8 %291, i8* %293, align 1
  %294 = getelementptr inbounds [4 x i8], [4 x i8]* %8, i32 0, i32 %292
  store i8 0, i8* %294, align 1
  %295 = and i32 %161, 8
  %296 = icmp slt i32 %137, 800
  %297 = select i1 %296, i32 %137, i32 800
  %298 = select i1 %260, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i32 0, i32 0)
  %299 = lshr i64 %258, 52
  %300 = trunc i64 %299 to i32
  %301 = and i32 %300, 2047
  %302 = and i64 %258, 4503599627370495
  %303 = icmp ne i32 %301, 0
  %304 = zext i1 %303 to i32
  %305 = icmp eq i32 %301, 0
  %306 = icmp eq i64 %302, 0
  %307 = select i1 %306, i32 0, i32 -1022
  %308 = add nsw i32 %301, -1023
  %309 = select i1 %305, i32 %307, i32 %308
  %310 = icmp ult i32 %297, 13
  br i1 %310, label %314, label %311

311:                                              ; preds = %287
  %312 = getelementptr inbounds i8, i8* %298, i32 %304
  %313 = load i8, i8* %312, align 1
  store i8 %313, i8* getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 0), align 4
  call void @llvm.lifetime.start.p0i8(i64 13, i8* nonnull %26) #6
  br label %351

314:                                              ; preds = %287
  %315 = mul nsw i32 %297, -4
  %316 = add nsw i32 %315, 52
  %317 = zext i32 %316 to i64
  %318 = shl nsw i64 -1, %317
  %319 = xor i64 %318, -1
  %320 = and i64 %302, %319
  %321 = add nsw i32 %315, 51
  %322 = zext i32 %321 to i64
  %323 = shl nuw nsw i64 1, %322
  %324 = lshr i64 %302, %317
  %325 = icmp ugt i64 %320, %323
  br i1 %325, label %334, label %326

326:                                              ; preds = %314
  %327 = icmp eq i32 %297, 0
  %328 = trunc i64 %324 to i32
  %329 = select i1 %327, i32 %304, i32 %328
  %330 = and i32 %329, 1
  %331 = icmp eq i64 %320, %323
  %332 = icmp ne i32 %330, 0
  %333 = select i1 %331, i1 %332, i1 false
  br i1 %333, label %334, label %345

334:                                              ; preds = %326, %314
  %335 = add nuw nsw i64 %324, 1
  %336 = shl nuw nsw i32 %297, 2
  %337 = zext i32 %336 to i64
  %338 = lshr i64 %335, %337
  %339 = icmp eq i64 %338, 0
  br i1 %339, label %345, label %340

340:                                              ; preds = %334
  %341 = shl nsw i64 -1, %337
  %342 = xor i64 %341, -1
  %343 = and i64 %335, %342
  %344 = select i1 %303, i32 2, i32 1
  br label %345

345:                                              ; preds = %340, %334, %326
  %346 = phi i32 [ %304, %334 ], [ %344, %340 ], [ %304, %326 ]
  %347 = phi i64 [ %335, %334 ], [ %343, %340 ], [ %324, %326 ]
  %348 = getelementptr inbounds i8, i8* %298, i32 %346
  %349 = load i8, i8* %348, align 1
  store i8 %349, i8* getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 0), align 4
  call void @llvm.lifetime.start.p0i8(i64 13, i8* nonnull %26) #6
  %350 = icmp sgt i32 %137, 0
  br i1 %350, label %351, label %375

351:                                              ; preds = %345, %311
  %352 = phi i64 [ %302, %311 ], [ %347, %345 ]
  %353 = phi i32 [ 13, %311 ], [ %137, %345 ]
  br label %356

354:                                              ; preds = %356
  %355 = icmp slt i32 %297, 0
  br i1 %355, label %367, label %375

356:                                              ; preds = %356, %351
  %357 = phi i32 [ %359, %356 ], [ %353, %351 ]
  %358 = phi i64 [ %365, %356 ], [ %352, %351 ]
  %359 = add nsw i32 %357, -1
  %360 = trunc i64 %358 to i32
  %361 = and i32 %360, 15
  %362 = getelementptr inbounds i8, i8* %298, i32 %361
  %363 = load i8, i8* %362, align 1
  %364 = getelementptr inbounds [13 x i8], [13 x i8]* %7, i32 0, i32 %359
  store i8 %363, i8* %364, align 1
  %365 = lshr i64 %358, 4
  %366 = icmp ugt i32 %357, 1
  br i1 %366, label %356, label %354, !llvm.loop !4

367:                                              ; preds = %354, %373
  %368 = phi i32 [ %369, %373 ], [ %353, %354 ]
  %369 = add nsw i32 %368, -1
  %370 = getelementptr inbounds [13 x i8], [13 x i8]* %7, i32 0, i32 %369
  %371 = load i8, i8* %370, align 1
  %372 = icmp eq i8 %371, 48
  br i1 %372, label %373, label %380

373:                                              ; preds = %367
  %374 = icmp ugt i32 %368, 1
  br i1 %374, label %367, label %375

375:                                              ; preds = %373, %354, %345
  %376 = phi i32 [ %353, %354 ], [ %137, %345 ], [ 0, %373 ]
  %377 = icmp sgt i32 %376, 0
  %378 = icmp ne i32 %295, 0
  %379 = or i1 %378, %377
  br i1 %379, label %380, label %383

380:                                              ; preds = %367, %375
  %381 = phi i32 [ %376, %375 ], [ %368, %367 ]
  store i8 46, i8* getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 1), align 1
  %382 = icmp sgt i32 %381, 0
  br i1 %382, label %390, label %383

383:                                              ; preds = %390, %380, %375
  %384 = phi i32 [ %381, %380 ], [ %376, %375 ], [ %381, %390 ]
  %385 = phi i32 [ 2, %380 ], [ 1, %375 ], [ %395, %390 ]
  %386 = icmp sgt i32 %297, %384
  br i1 %386, label %387, label %399

387:                                              ; preds = %383
  %388 = sub i32 %297, %384
  %389 = add i32 %388, %385
  br label %429

390:                                              ; preds = %380, %390
  %391 = phi i32 [ %397, %390 ], [ 0, %380 ]
  %392 = phi i32 [ %395, %390 ], [ 2, %380 ]
  %393 = getelementptr inbounds [13 x i8], [13 x i8]* %7, i32 0, i32 %391
  %394 = load i8, i8* %393, align 1
  %395 = add nuw nsw i32 %392, 1
  %396 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %392
  store i8 %394, i8* %396, align 1
  %397 = add nuw nsw i32 %391, 1
  %398 = icmp eq i32 %397, %381
  br i1 %398, label %383, label %390, !llvm.loop !5

399:                                              ; preds = %429, %383
  %400 = phi i32 [ %385, %383 ], [ %389, %429 ]
  %401 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %400
  %402 = select i1 %260, i8 80, i8 112
  store i8 %402, i8* %401, align 1
  %403 = icmp slt i32 %309, 0
  %404 = select i1 %403, i8 45, i8 43
  %405 = getelementptr inbounds i8, i8* %401, i32 1
  store i8 %404, i8* %405, align 1
  %406 = sub nsw i32 0, %309
  %407 = select i1 %403, i32 %406, i32 %309
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %27) #6
  br label %408

408:                                              ; preds = %408, %399
  %409 = phi i32 [ %407, %399 ], [ %412, %408 ]
  %410 = phi i32 [ 0, %399 ], [ %417, %408 ]
  %411 = freeze i32 %409
  %412 = udiv i32 %411, 10
  %413 = mul i32 %412, 10
  %414 = sub i32 %411, %413
  %415 = trunc i32 %414 to i8
  %416 = or i8 %415, 48
  %417 = add nuw nsw i32 %410, 1
  %418 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %410
  store i8 %416, i8* %418, align 1
  %419 = icmp ult i32 %409, 10
  br i1 %419, label %420, label %408, !llvm.loop !6

420:                                              ; preds = %408, %420
  %421 = phi i32 [ %423, %420 ], [ %417, %408 ]
  %422 = phi i32 [ %426, %420 ], [ 2, %408 ]
  %423 = add nsw i32 %421, -1
  %424 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %423
  %425 = load i8, i8* %424, align 1
  %426 = add nuw nsw i32 %422, 1
  %427 = getelementptr inbounds i8, i8* %401, i32 %422
  store i8 %425, i8* %427, align 1
  %428 = icmp eq i32 %423, 0
  br i1 %428, label %434, label %420, !llvm.loop !7

429:                                              ; preds = %429, %387
  %430 = phi i32 [ %431, %429 ], [ %385, %387 ]
  %431 = add i32 %430, 1
  %432 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %430
  store i8 48, i8* %432, align 1
  %433 = icmp eq i32 %431, %389
  br i1 %433, label %399, label %429, !llvm.loop !8

434:                                              ; preds = %420
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %27) #6
  %435 = add nuw nsw i32 %426, %400
  call void @llvm.lifetime.end.p0i8(i64 13, i8* nonnull %26) #6
  call fastcc void @emit(%struct.__cpu0_sink* noundef %0, %struct.spec* noundef nonnull %10, i8* noundef nonnull %25, i32 noundef signext 0, i8* noundef getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 0), i32 noundef signext %435) #5
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %25) #6
  br label %865

436:                                              ; preds = %280
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %20) #6
  store i32 0, i32* %9, align 4
  %437 = and i64 %258, 9223372036854775807
  %438 = icmp eq i64 %437, 0
  br i1 %438, label %443, label %439

439:                                              ; preds = %436
  %440 = call i32 @__cpu0_decimal(double noundef %257, i8* noundef getelementptr inbounds ([800 x i8], [800 x i8]* @format_float.d, i32 0, i32 0), i32* noundef nonnull %9) #5
  %441 = load i32, i32* %18, align 4
  %442 = load i32, i32* %16, align 4
  br label %443

443:                                              ; preds = %439, %436
  %444 = phi i32 [ %442, %439 ], [ %161, %436 ]
  %445 = phi i32 [ %441, %439 ], [ %137, %436 ]
  %446 = phi i32 [ %440, %439 ], [ 0, %436 ]
  %447 = icmp slt i32 %445, 0
  %448 = icmp slt i32 %445, 800
  %449 = select i1 %448, i32 %445, i32 800
  %450 = select i1 %447, i32 6, i32 %449
  %451 = and i32 %444, 8
  switch i8 %281, label %649 [
    i8 102, label %452
    i8 101, label %541
  ]

452:                                              ; preds = %443
  %453 = load i32, i32* %9, align 4
  %454 = add nsw i32 %453, %450
  %455 = icmp slt i32 %454, %446
  br i1 %455, label %456, label %499

456:                                              ; preds = %452
  %457 = icmp slt i32 %454, 0
  br i1 %457, label %499, label %458

458:                                              ; preds = %456
  %459 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %454
  %460 = load i8, i8* %459, align 1
  %461 = icmp sgt i8 %460, 53
  br i1 %461, label %475, label %462

462:                                              ; preds = %458
  %463 = icmp eq i8 %460, 53
  br i1 %463, label %464, label %488

464:                                              ; preds = %462
  %465 = add nuw nsw i32 %454, 1
  %466 = icmp slt i32 %465, %446
  br i1 %466, label %475, label %467

467:                                              ; preds = %464
  %468 = icmp eq i32 %454, 0
  br i1 %468, label %488, label %469

469:                                              ; preds = %467
  %470 = add nsw i32 %454, -1
  %471 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %470
  %472 = load i8, i8* %471, align 1
  %473 = and i8 %472, 1
  %474 = icmp eq i8 %473, 0
  br i1 %474, label %488, label %475

475:                                              ; preds = %469, %464, %458
  br label %476

476:                                              ; preds = %475, %480
  %477 = phi i32 [ %478, %480 ], [ %454, %475 ]
  %478 = add nsw i32 %477, -1
  %479 = icmp eq i32 %477, 0
  br i1 %479, label %484, label %480

480:                                              ; preds = %476
  %481 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %478
  %482 = load i8, i8* %481, align 1
  %483 = icmp eq i8 %482, 57
  br i1 %483, label %476, label %486, !llvm.loop !9

484:                                              ; preds = %476
  store i8 49, i8* getelementptr inbounds ([800 x i8], [800 x i8]* @format_float.d, i32 0, i32 0), align 4
  %485 = add nsw i32 %453, 1
  store i32 %485, i32* %9, align 4
  br label %488

486:                                              ; preds = %480
  %487 = add i8 %482, 1
  store i8 %487, i8* %481, align 1
  br label %488

488:                                              ; preds = %486, %484, %469, %467, %462
  %489 = phi i32 [ %453, %469 ], [ %485, %484 ], [ %453, %486 ], [ %453, %462 ], [ %453, %467 ]
  %490 = phi i32 [ %454, %469 ], [ 1, %484 ], [ %477, %486 ], [ %454, %462 ], [ 0, %467 ]
  br label %491

491:                                              ; preds = %494, %488
  %492 = phi i32 [ %490, %488 ], [ %495, %494 ]
  %493 = icmp eq i32 %492, 0
  br i1 %493, label %499, label %494

494:                                              ; preds = %491
  %495 = add nsw i32 %492, -1
  %496 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %495
  %497 = load i8, i8* %496, align 1
  %498 = icmp eq i8 %497, 48
  br i1 %498, label %491, label %499, !llvm.loop !10

499:                                              ; preds = %494, %491, %456, %452
  %500 = phi i32 [ %453, %452 ], [ %453, %456 ], [ %489, %491 ], [ %489, %494 ]
  %501 = phi i32 [ %446, %452 ], [ 0, %456 ], [ %492, %494 ], [ 0, %491 ]
  %502 = icmp slt i32 %500, 1
  br i1 %502, label %503, label %509

503:                                              ; preds = %499
  store i8 48, i8* getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 0), align 4
  br label %504

504:                                              ; preds = %515, %503
  %505 = phi i32 [ 1, %503 ], [ %500, %515 ]
  %506 = icmp sgt i32 %450, 0
  %507 = icmp ne i32 %451, 0
  %508 = or i1 %507, %506
  br i1 %508, label %520, label %523

509:                                              ; preds = %499, %515
  %510 = phi i32 [ %517, %515 ], [ 0, %499 ]
  %511 = icmp slt i32 %510, %501
  br i1 %511, label %512, label %515

512:                                              ; preds = %509
  %513 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %510
  %514 = load i8, i8* %513, align 1
  br label %515

515:                                              ; preds = %512, %509
  %516 = phi i8 [ %514, %512 ], [ 48, %509 ]
  %517 = add nuw nsw i32 %510, 1
  %518 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %510
  store i8 %516, i8* %518, align 1
  %519 = icmp eq i32 %517, %500
  br i1 %519, label %504, label %509, !llvm.loop !11

520:                                              ; preds = %504
  %521 = add nuw nsw i32 %505, 1
  %522 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %505
  store i8 46, i8* %522, align 1
  br label %523

523:                                              ; preds = %520, %504
  %524 = phi i32 [ %521, %520 ], [ %505, %504 ]
  br i1 %506, label %525, label %841

525:                                              ; preds = %523, %535
  %526 = phi i32 [ %537, %535 ], [ %524, %523 ]
  %527 = phi i32 [ %539, %535 ], [ 0, %523 ]
  %528 = add nsw i32 %527, %500
  %529 = icmp sgt i32 %528, -1
  %530 = icmp slt i32 %528, %501
  %531 = and i1 %529, %530
  br i1 %531, label %532, label %535

532:                                              ; preds = %525
  %533 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %528
  %534 = load i8, i8* %533, align 1
  br label %535

535:                                              ; preds = %532, %525
  %536 = phi i8 [ %534, %532 ], [ 48, %525 ]
  %537 = add nuw nsw i32 %526, 1
  %538 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %526
  store i8 %536, i8* %538, align 1
  %539 = add nuw nsw i32 %527, 1
  %540 = icmp eq i32 %539, %450
  br i1 %540, label %841, label %525, !llvm.loop !12

541:                                              ; preds = %443
  %542 = add nsw i32 %450, 1
  %543 = icmp slt i32 %542, %446
  br i1 %543, label %544, label %586

544:                                              ; preds = %541
  %545 = icmp slt i32 %450, -1
  br i1 %545, label %586, label %546

546:                                              ; preds = %544
  %547 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %542
  %548 = load i8, i8* %547, align 1
  %549 = icmp sgt i8 %548, 53
  br i1 %549, label %562, label %550

550:                                              ; preds = %546
  %551 = icmp eq i8 %548, 53
  br i1 %551, label %552, label %576

552:                                              ; preds = %550
  %553 = add nsw i32 %450, 2
  %554 = icmp slt i32 %553, %446
  br i1 %554, label %562, label %555

555:                                              ; preds = %552
  %556 = icmp eq i32 %542, 0
  br i1 %556, label %576, label %557

557:                                              ; preds = %555
  %558 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %450
  %559 = load i8, i8* %558, align 1
  %560 = and i8 %559, 1
  %561 = icmp eq i8 %560, 0
  br i1 %561, label %576, label %562

562:                                              ; preds = %557, %552, %546
  br label %563

563:                                              ; preds = %562, %567
  %564 = phi i32 [ %565, %567 ], [ %542, %562 ]
  %565 = add nsw i32 %564, -1
  %566 = icmp eq i32 %564, 0
  br i1 %566, label %571, label %567

567:                                              ; preds = %563
  %568 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %565
  %569 = load i8, i8* %568, align 1
  %570 = icmp eq i8 %569, 57
  br i1 %570, label %563, label %574, !llvm.loop !9

571:                                              ; preds = %563
  store i8 49, i8* getelementptr inbounds ([800 x i8], [800 x i8]* @format_float.d, i32 0, i32 0), align 4
  %572 = load i32, i32* %9, align 4
  %573 = add nsw i32 %572, 1
  store i32 %573, i32* %9, align 4
  br label %576

574:                                              ; preds = %567
  %575 = add i8 %569, 1
  store i8 %575, i8* %568, align 1
  br label %576

576:                                              ; preds = %574, %571, %557, %555, %550
  %577 = phi i32 [ 0, %555 ], [ %542, %550 ], [ %564, %574 ], [ 1, %571 ], [ %542, %557 ]
  br label %578

578:                                              ; preds = %576, %581
  %579 = phi i32 [ %582, %581 ], [ %577, %576 ]
  %580 = icmp eq i32 %579, 0
  br i1 %580, label %586, label %581

581:                                              ; preds = %578
  %582 = add nsw i32 %579, -1
  %583 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %582
  %584 = load i8, i8* %583, align 1
  %585 = icmp eq i8 %584, 48
  br i1 %585, label %578, label %586, !llvm.loop !10

586:                                              ; preds = %581, %578, %544, %541
  %587 = phi i32 [ %446, %541 ], [ 0, %544 ], [ %579, %581 ], [ 0, %578 ]
  %588 = load i32, i32* %9, align 4
  %589 = select i1 %260, i8 69, i8 101
  %590 = icmp sgt i32 %587, 0
  %591 = load i8, i8* getelementptr inbounds ([800 x i8], [800 x i8]* @format_float.d, i32 0, i32 0), align 4
  %592 = select i1 %590, i8 %591, i8 48
  store i8 %592, i8* getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 0), align 4
  %593 = icmp sgt i32 %450, 0
  %594 = icmp ne i32 %451, 0
  %595 = or i1 %594, %593
  br i1 %595, label %596, label %598

596:                                              ; preds = %586
  store i8 46, i8* getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 1), align 1
  %597 = icmp slt i32 %450, 1
  br i1 %597, label %598, label %634

598:                                              ; preds = %641, %596, %586
  %599 = phi i32 [ 2, %596 ], [ 1, %586 ], [ %643, %641 ]
  %600 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %599
  %601 = add nsw i32 %588, -1
  %602 = select i1 %590, i32 %601, i32 0
  store i8 %589, i8* %600, align 1
  %603 = icmp slt i32 %602, 0
  %604 = select i1 %603, i8 45, i8 43
  %605 = getelementptr inbounds i8, i8* %600, i32 1
  store i8 %604, i8* %605, align 1
  %606 = sub i32 0, %602
  %607 = select i1 %603, i32 %606, i32 %602
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %21) #6
  br label %608

608:                                              ; preds = %608, %598
  %609 = phi i32 [ %607, %598 ], [ %612, %608 ]
  %610 = phi i32 [ 0, %598 ], [ %617, %608 ]
  %611 = freeze i32 %609
  %612 = udiv i32 %611, 10
  %613 = mul i32 %612, 10
  %614 = sub i32 %611, %613
  %615 = trunc i32 %614 to i8
  %616 = or i8 %615, 48
  %617 = add nuw nsw i32 %610, 1
  %618 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %610
  store i8 %616, i8* %618, align 1
  %619 = icmp ult i32 %609, 10
  br i1 %619, label %620, label %608, !llvm.loop !6

620:                                              ; preds = %608
  %621 = icmp eq i32 %610, 0
  br i1 %621, label %622, label %623

622:                                              ; preds = %620
  store i8 48, i8* %22, align 1
  br label %623

623:                                              ; preds = %622, %620
  %624 = phi i32 [ 2, %622 ], [ %617, %620 ]
  br label %625

625:                                              ; preds = %623, %625
  %626 = phi i32 [ %628, %625 ], [ %624, %623 ]
  %627 = phi i32 [ %631, %625 ], [ 2, %623 ]
  %628 = add nsw i32 %626, -1
  %629 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %628
  %630 = load i8, i8* %629, align 1
  %631 = add nuw nsw i32 %627, 1
  %632 = getelementptr inbounds i8, i8* %600, i32 %627
  store i8 %630, i8* %632, align 1
  %633 = icmp eq i32 %628, 0
  br i1 %633, label %647, label %625, !llvm.loop !7

634:                                              ; preds = %596, %641
  %635 = phi i32 [ %645, %641 ], [ 1, %596 ]
  %636 = phi i32 [ %643, %641 ], [ 2, %596 ]
  %637 = icmp slt i32 %635, %587
  br i1 %637, label %638, label %641

638:                                              ; preds = %634
  %639 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %635
  %640 = load i8, i8* %639, align 1
  br label %641

641:                                              ; preds = %638, %634
  %642 = phi i8 [ %640, %638 ], [ 48, %634 ]
  %643 = add nuw nsw i32 %636, 1
  %644 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %636
  store i8 %642, i8* %644, align 1
  %645 = add nuw nsw i32 %635, 1
  %646 = icmp eq i32 %635, %450
  br i1 %646, label %598, label %634, !llvm.loop !13

647:                                              ; preds = %625
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %21) #6
  %648 = add nuw nsw i32 %631, %599
  br label %841

649:                                              ; preds = %443
  %650 = icmp eq i32 %450, 0
  %651 = select i1 %650, i32 1, i32 %450
  %652 = icmp slt i32 %651, %446
  br i1 %652, label %653, label %694

653:                                              ; preds = %649
  %654 = icmp slt i32 %651, 0
  br i1 %654, label %694, label %655

655:                                              ; preds = %653
  %656 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %651
  %657 = load i8, i8* %656, align 1
  %658 = icmp sgt i8 %657, 53
  br i1 %658, label %670, label %659

659:                                              ; preds = %655
  %660 = icmp eq i8 %657, 53
  br i1 %660, label %661, label %684

661:                                              ; preds = %659
  %662 = add nuw nsw i32 %651, 1
  %663 = icmp slt i32 %662, %446
  br i1 %663, label %670, label %664

664:                                              ; preds = %661
  %665 = add nsw i32 %651, -1
  %666 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %665
  %667 = load i8, i8* %666, align 1
  %668 = and i8 %667, 1
  %669 = icmp eq i8 %668, 0
  br i1 %669, label %684, label %670

670:                                              ; preds = %664, %661, %655
  br label %671

671:                                              ; preds = %670, %675
  %672 = phi i32 [ %673, %675 ], [ %651, %670 ]
  %673 = add nsw i32 %672, -1
  %674 = icmp eq i32 %672, 0
  br i1 %674, label %679, label %675

675:                                              ; preds = %671
  %676 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %673
  %677 = load i8, i8* %676, align 1
  %678 = icmp eq i8 %677, 57
  br i1 %678, label %671, label %682, !llvm.loop !9

679:                                              ; preds = %671
  store i8 49, i8* getelementptr inbounds ([800 x i8], [800 x i8]* @format_float.d, i32 0, i32 0), align 4
  %680 = load i32, i32* %9, align 4
  %681 = add nsw i32 %680, 1
  store i32 %681, i32* %9, align 4
  br label %684

682:                                              ; preds = %675
  %683 = add i8 %677, 1
  store i8 %683, i8* %676, align 1
  br label %684

684:                                              ; preds = %682, %679, %664, %659
  %685 = phi i32 [ %651, %659 ], [ %672, %682 ], [ 1, %679 ], [ %651, %664 ]
  br label %686

686:                                              ; preds = %684, %689
  %687 = phi i32 [ %690, %689 ], [ %685, %684 ]
  %688 = icmp eq i32 %687, 0
  br i1 %688, label %694, label %689

689:                                              ; preds = %686
  %690 = add nsw i32 %687, -1
  %691 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %690
  %692 = load i8, i8* %691, align 1
  %693 = icmp eq i8 %692, 48
  br i1 %693, label %686, label %694, !llvm.loop !10

694:                                              ; preds = %689, %686, %653, %649
  %695 = phi i32 [ %446, %649 ], [ 0, %653 ], [ %687, %689 ], [ 0, %686 ]
  %696 = icmp sgt i32 %695, 0
  %697 = load i32, i32* %9, align 4
  %698 = add nsw i32 %697, -1
  %699 = select i1 %696, i32 %698, i32 0
  %700 = icmp slt i32 %699, %651
  %701 = icmp sgt i32 %699, -5
  %702 = and i1 %700, %701
  br i1 %702, label %703, label %745

703:                                              ; preds = %694
  %704 = xor i32 %699, -1
  %705 = add i32 %651, %704
  %706 = icmp slt i32 %697, 1
  br i1 %706, label %707, label %713

707:                                              ; preds = %703
  store i8 48, i8* getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 0), align 4
  br label %708

708:                                              ; preds = %719, %707
  %709 = phi i32 [ 1, %707 ], [ %697, %719 ]
  %710 = icmp sgt i32 %705, 0
  %711 = icmp ne i32 %451, 0
  %712 = or i1 %711, %710
  br i1 %712, label %724, label %727

713:                                              ; preds = %703, %719
  %714 = phi i32 [ %721, %719 ], [ 0, %703 ]
  %715 = icmp slt i32 %714, %695
  br i1 %715, label %716, label %719

716:                                              ; preds = %713
  %717 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %714
  %718 = load i8, i8* %717, align 1
  br label %719

719:                                              ; preds = %716, %713
  %720 = phi i8 [ %718, %716 ], [ 48, %713 ]
  %721 = add nuw nsw i32 %714, 1
  %722 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %714
  store i8 %720, i8* %722, align 1
  %723 = icmp eq i32 %721, %697
  br i1 %723, label %708, label %713, !llvm.loop !11

724:                                              ; preds = %708
  %725 = add nuw nsw i32 %709, 1
  %726 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %709
  store i8 46, i8* %726, align 1
  br label %727

727:                                              ; preds = %724, %708
  %728 = phi i32 [ %725, %724 ], [ %709, %708 ]
  br i1 %710, label %729, label %804

729:                                              ; preds = %727, %739
  %730 = phi i32 [ %741, %739 ], [ %728, %727 ]
  %731 = phi i32 [ %743, %739 ], [ 0, %727 ]
  %732 = add nsw i32 %731, %697
  %733 = icmp sgt i32 %732, -1
  %734 = icmp slt i32 %732, %695
  %735 = and i1 %733, %734
  br i1 %735, label %736, label %739

736:                                              ; preds = %729
  %737 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %732
  %738 = load i8, i8* %737, align 1
  br label %739

739:                                              ; preds = %736, %729
  %740 = phi i8 [ %738, %736 ], [ 48, %729 ]
  %741 = add nsw i32 %730, 1
  %742 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %730
  store i8 %740, i8* %742, align 1
  %743 = add nuw nsw i32 %731, 1
  %744 = icmp eq i32 %743, %705
  br i1 %744, label %804, label %729, !llvm.loop !12

745:                                              ; preds = %694
  %746 = add nsw i32 %651, -1
  %747 = select i1 %260, i8 69, i8 101
  %748 = load i8, i8* getelementptr inbounds ([800 x i8], [800 x i8]* @format_float.d, i32 0, i32 0), align 4
  %749 = select i1 %696, i8 %748, i8 48
  store i8 %749, i8* getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 0), align 4
  %750 = icmp sgt i32 %651, 1
  %751 = icmp ne i32 %451, 0
  %752 = or i1 %751, %750
  br i1 %752, label %753, label %755

753:                                              ; preds = %745
  store i8 46, i8* getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 1), align 1
  %754 = icmp slt i32 %651, 2
  br i1 %754, label %755, label %789

755:                                              ; preds = %796, %753, %745
  %756 = phi i32 [ 2, %753 ], [ 1, %745 ], [ %798, %796 ]
  %757 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %756
  store i8 %747, i8* %757, align 1
  %758 = icmp slt i32 %699, 0
  %759 = select i1 %758, i8 45, i8 43
  %760 = getelementptr inbounds i8, i8* %757, i32 1
  store i8 %759, i8* %760, align 1
  %761 = sub i32 0, %699
  %762 = select i1 %758, i32 %761, i32 %699
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %23) #6
  br label %763

763:                                              ; preds = %763, %755
  %764 = phi i32 [ %762, %755 ], [ %767, %763 ]
  %765 = phi i32 [ 0, %755 ], [ %772, %763 ]
  %766 = freeze i32 %764
  %767 = udiv i32 %766, 10
  %768 = mul i32 %767, 10
  %769 = sub i32 %766, %768
  %770 = trunc i32 %769 to i8
  %771 = or i8 %770, 48
  %772 = add nuw nsw i32 %765, 1
  %773 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %765
  store i8 %771, i8* %773, align 1
  %774 = icmp ult i32 %764, 10
  br i1 %774, label %775, label %763, !llvm.loop !6

775:                                              ; preds = %763
  %776 = icmp eq i32 %765, 0
  br i1 %776, label %777, label %778

777:                                              ; preds = %775
  store i8 48, i8* %24, align 1
  br label %778

778:                                              ; preds = %777, %775
  %779 = phi i32 [ 2, %777 ], [ %772, %775 ]
  br label %780

780:                                              ; preds = %778, %780
  %781 = phi i32 [ %783, %780 ], [ %779, %778 ]
  %782 = phi i32 [ %786, %780 ], [ 2, %778 ]
  %783 = add nsw i32 %781, -1
  %784 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %783
  %785 = load i8, i8* %784, align 1
  %786 = add nuw nsw i32 %782, 1
  %787 = getelementptr inbounds i8, i8* %757, i32 %782
  store i8 %785, i8* %787, align 1
  %788 = icmp eq i32 %783, 0
  br i1 %788, label %802, label %780, !llvm.loop !7

789:                                              ; preds = %753, %796
  %790 = phi i32 [ %800, %796 ], [ 1, %753 ]
  %791 = phi i32 [ %798, %796 ], [ 2, %753 ]
  %792 = icmp slt i32 %790, %695
  br i1 %792, label %793, label %796

793:                                              ; preds = %789
  %794 = getelementptr inbounds [800 x i8], [800 x i8]* @format_float.d, i32 0, i32 %790
  %795 = load i8, i8* %794, align 1
  br label %796

796:                                              ; preds = %793, %789
  %797 = phi i8 [ %795, %793 ], [ 48, %789 ]
  %798 = add nuw nsw i32 %791, 1
  %799 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %791
  store i8 %797, i8* %799, align 1
  %800 = add nuw nsw i32 %790, 1
  %801 = icmp eq i32 %790, %746
  br i1 %801, label %755, label %789, !llvm.loop !13

802:                                              ; preds = %780
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %23) #6
  %803 = add nuw nsw i32 %786, %756
  br label %804

804:                                              ; preds = %739, %802, %727
  %805 = phi i32 [ %803, %802 ], [ %728, %727 ], [ %741, %739 ]
  %806 = icmp eq i32 %451, 0
  br i1 %806, label %807, label %841

807:                                              ; preds = %804
  %808 = call i8* @memchr(i8* noundef getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 0), i32 noundef signext 46, i32 noundef signext %805) #5
  %809 = icmp eq i8* %808, null
  br i1 %809, label %841, label %810

810:                                              ; preds = %807
  %811 = select i1 %260, i32 69, i32 101
  %812 = call i8* @memchr(i8* noundef getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 0), i32 noundef signext %811, i32 noundef signext %805) #5
  %813 = icmp eq i8* %812, null
  %814 = ptrtoint i8* %812 to i32
  %815 = sub i32 %814, ptrtoint ([1200 x i8]* @format_float.body to i32)
  %816 = select i1 %813, i32 %805, i32 %815
  %817 = call i32 @llvm.smin.i32(i32 %816, i32 0) #6
  br label %818

818:                                              ; preds = %825, %810
  %819 = phi i32 [ %816, %810 ], [ %826, %825 ]
  %820 = icmp sgt i32 %819, 0
  br i1 %820, label %825, label %821

821:                                              ; preds = %818
  %822 = add nsw i32 %817, -1
  %823 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %822
  %824 = load i8, i8* %823, align 1
  br label %830

825:                                              ; preds = %818
  %826 = add nsw i32 %819, -1
  %827 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %826
  %828 = load i8, i8* %827, align 1
  %829 = icmp eq i8 %828, 48
  br i1 %829, label %818, label %830, !llvm.loop !14

830:                                              ; preds = %825, %821
  %831 = phi i8 [ %824, %821 ], [ %828, %825 ]
  %832 = phi i32 [ %822, %821 ], [ %826, %825 ]
  %833 = phi i32 [ %817, %821 ], [ %819, %825 ]
  %834 = icmp eq i8 %831, 46
  %835 = select i1 %834, i32 %832, i32 %833
  %836 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %835
  %837 = getelementptr inbounds [1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 %816
  %838 = sub i32 %805, %816
  %839 = call i8* @memmove(i8* noundef nonnull %836, i8* noundef nonnull %837, i32 noundef signext %838) #5
  %840 = add i32 %835, %838
  br label %841

841:                                              ; preds = %535, %830, %807, %804, %647, %523
  %842 = phi i32 [ %648, %647 ], [ %805, %804 ], [ %840, %830 ], [ %805, %807 ], [ %524, %523 ], [ %537, %535 ]
  call fastcc void @emit(%struct.__cpu0_sink* noundef %0, %struct.spec* noundef nonnull %10, i8* noundef %270, i32 noundef signext 0, i8* noundef getelementptr inbounds ([1200 x i8], [1200 x i8]* @format_float.body, i32 0, i32 0), i32 noundef signext %842) #5
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %20) #6
  br label %865

843:                                              ; preds = %160
  %844 = load i32, i32* %14, align 4
  %845 = getelementptr inbounds i8, i8* %139, i32 4
  %846 = bitcast i8* %139 to i32**
  %847 = load i32*, i32** %846, align 4
  store i32 %844, i32* %847, align 4
  br label %865

848:                                              ; preds = %160
  %849 = load void (i8*, i8*, i32)*, void (i8*, i8*, i32)** %12, align 4
  %850 = load i8*, i8** %13, align 4
  call void %849(i8* noundef %850, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0), i32 noundef signext 1) #5
  %851 = load i32, i32* %14, align 4
  %852 = add i32 %851, 1
  store i32 %852, i32* %14, align 4
  br label %865

853:                                              ; preds = %160
  %854 = load void (i8*, i8*, i32)*, void (i8*, i8*, i32)** %12, align 4
  %855 = load i8*, i8** %13, align 4
  call void %854(i8* noundef %855, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0), i32 noundef signext 1) #5
  %856 = load i32, i32* %14, align 4
  %857 = add i32 %856, 1
  store i32 %857, i32* %14, align 4
  %858 = load i8, i8* %19, align 4
  %859 = icmp eq i8 %858, 0
  br i1 %859, label %865, label %860

860:                                              ; preds = %853
  %861 = load void (i8*, i8*, i32)*, void (i8*, i8*, i32)** %12, align 4
  %862 = load i8*, i8** %13, align 4
  call void %861(i8* noundef %862, i8* noundef nonnull %19, i32 noundef signext 1) #5
  %863 = load i32, i32* %14, align 4
  %864 = add i32 %863, 1
  store i32 %864, i32* %14, align 4
  br label %865

865:                                              ; preds = %841, %434, %273, %853, %860, %848, %843, %246, %227, %221, %212, %183
  %866 = phi i8* [ %139, %860 ], [ %139, %853 ], [ %139, %848 ], [ %845, %843 ], [ %234, %246 ], [ %228, %227 ], [ %222, %221 ], [ %213, %212 ], [ %184, %183 ], [ %255, %273 ], [ %255, %434 ], [ %255, %841 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %15) #6
  br label %28, !llvm.loop !15
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
  br i1 %33, label %48, label %21, !llvm.loop !16

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
  br i1 %47, label %48, label %34, !llvm.loop !17

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
  br i1 %40, label %31, label %41, !llvm.loop !18

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
  br i1 %73, label %64, label %74, !llvm.loop !18

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
  br i1 %92, label %83, label %93, !llvm.loop !18

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
  br i1 %124, label %115, label %125, !llvm.loop !18

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
