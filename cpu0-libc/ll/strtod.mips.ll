; ModuleID = 'c/strtod.c'
source_filename = "c/strtod.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.big = type { [140 x i32], i32 }

@errno = external dso_local local_unnamed_addr global i32, align 4
@strtod.digits = internal unnamed_addr global [801 x i8] zeroinitializer, align 1
@decimal.num = internal unnamed_addr global %struct.big zeroinitializer, align 4
@decimal.den = internal global %struct.big zeroinitializer, align 4

; Function Attrs: nofree norecurse nosync nounwind writeonly
define dso_local double @__cpu0_make_double(i64 noundef zeroext %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3) local_unnamed_addr #0 {
  %5 = icmp sgt i64 %0, -1
  br i1 %5, label %6, label %12

6:                                                ; preds = %4, %6
  %7 = phi i64 [ %9, %6 ], [ %0, %4 ]
  %8 = phi i32 [ %10, %6 ], [ %1, %4 ]
  %9 = shl nuw i64 %7, 1
  %10 = add nsw i32 %8, -1
  %11 = icmp sgt i64 %9, -1
  br i1 %11, label %6, label %12, !llvm.loop !1

12:                                               ; preds = %6, %4
  %13 = phi i32 [ %1, %4 ], [ %10, %6 ]
  %14 = phi i64 [ %0, %4 ], [ %9, %6 ]
  %15 = icmp sgt i32 %13, -1086
  %16 = add nsw i32 %13, 1138
  %17 = select i1 %15, i32 53, i32 %16
  %18 = icmp slt i32 %17, 1
  br i1 %18, label %19, label %26

19:                                               ; preds = %12
  %20 = icmp eq i32 %17, 0
  %21 = icmp ugt i64 %14, -9223372036854775808
  %22 = icmp ne i32 %2, 0
  %23 = or i1 %22, %21
  %24 = select i1 %20, i1 %23, i1 false
  %25 = zext i1 %24 to i64
  store i32 34, i32* @errno, align 4
  br label %69

26:                                               ; preds = %12
  %27 = sub nuw nsw i32 64, %17
  %28 = zext i32 %27 to i64
  %29 = lshr i64 %14, %28
  %30 = shl nsw i64 -1, %28
  %31 = xor i64 %30, -1
  %32 = and i64 %14, %31
  %33 = sub nuw nsw i32 63, %17
  %34 = zext i32 %33 to i64
  %35 = shl nuw nsw i64 1, %34
  %36 = icmp ugt i64 %32, %35
  br i1 %36, label %44, label %37

37:                                               ; preds = %26
  %38 = icmp eq i64 %32, %35
  br i1 %38, label %39, label %46

39:                                               ; preds = %37
  %40 = icmp eq i32 %2, 0
  %41 = and i64 %29, 1
  %42 = icmp eq i64 %41, 0
  %43 = select i1 %40, i1 %42, i1 false
  br i1 %43, label %46, label %44

44:                                               ; preds = %39, %26
  %45 = add nuw nsw i64 %29, 1
  br label %46

46:                                               ; preds = %39, %44, %37
  %47 = phi i64 [ %45, %44 ], [ %29, %37 ], [ %29, %39 ]
  %48 = icmp ult i32 %17, 53
  br i1 %48, label %49, label %54

49:                                               ; preds = %46
  %50 = icmp ne i64 %32, 0
  %51 = icmp ne i32 %2, 0
  %52 = or i1 %51, %50
  br i1 %52, label %53, label %69

53:                                               ; preds = %49
  store i32 34, i32* @errno, align 4
  br label %69

54:                                               ; preds = %46
  %55 = icmp ult i64 %47, 9007199254740992
  %56 = select i1 %55, i32 63, i32 64
  %57 = add nsw i32 %56, %13
  %58 = icmp sgt i32 %57, 1023
  br i1 %58, label %59, label %60

59:                                               ; preds = %54
  store i32 34, i32* @errno, align 4
  br label %69

60:                                               ; preds = %54
  %61 = xor i1 %55, true
  %62 = zext i1 %61 to i64
  %63 = lshr i64 %47, %62
  %64 = add nsw i32 %57, 1023
  %65 = zext i32 %64 to i64
  %66 = shl i64 %65, 52
  %67 = and i64 %63, 4503599627370495
  %68 = or i64 %66, %67
  br label %69

69:                                               ; preds = %49, %53, %60, %59, %19
  %70 = phi i64 [ %25, %19 ], [ %47, %53 ], [ %47, %49 ], [ 9218868437227405312, %59 ], [ %68, %60 ]
  %71 = zext i32 %3 to i64
  %72 = shl i64 %71, 63
  %73 = or i64 %70, %72
  %74 = bitcast i64 %73 to double
  ret double %74
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
define dso_local double @strtod(i8* noundef %0, i8** noundef writeonly %1) local_unnamed_addr #2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #6
  store i8* %0, i8** %3, align 4
  br label %6

6:                                                ; preds = %6, %2
  %7 = phi i8* [ %0, %2 ], [ %12, %6 ]
  %8 = load i8, i8* %7, align 1
  %9 = zext i8 %8 to i32
  %10 = tail call i32 @isspace(i32 noundef signext %9) #7
  %11 = icmp eq i32 %10, 0
  %12 = getelementptr inbounds i8, i8* %7, i32 1
  br i1 %11, label %13, label %6, !llvm.loop !3

13:                                               ; preds = %6
  %14 = load i8, i8* %7, align 1
  switch i8 %14, label %19 [
    i8 43, label %15
    i8 45, label %15
  ]

15:                                               ; preds = %13, %13
  %16 = icmp eq i8 %14, 45
  %17 = zext i1 %16 to i32
  %18 = load i8, i8* %12, align 1
  br label %19

19:                                               ; preds = %13, %15
  %20 = phi i8 [ %18, %15 ], [ %14, %13 ]
  %21 = phi i32 [ %17, %15 ], [ 0, %13 ]
  %22 = phi i8* [ %12, %15 ], [ %7, %13 ]
  %23 = zext i8 %20 to i32
  %24 = tail call i32 @tolower(i32 noundef signext %23) #7
  %25 = icmp eq i32 %24, 105
  br i1 %25, label %31, label %26

26:                                               ; preds = %67, %61, %55, %49, %43, %37, %31, %19
  %27 = load i8, i8* %22, align 1
  %28 = zext i8 %27 to i32
  %29 = tail call i32 @tolower(i32 noundef signext %28) #7
  %30 = icmp eq i32 %29, 105
  br i1 %30, label %78, label %73

31:                                               ; preds = %19
  %32 = getelementptr inbounds i8, i8* %22, i32 1
  %33 = load i8, i8* %32, align 1
  %34 = zext i8 %33 to i32
  %35 = tail call i32 @tolower(i32 noundef signext %34) #7
  %36 = icmp eq i32 %35, 110
  br i1 %36, label %37, label %26

37:                                               ; preds = %31
  %38 = getelementptr inbounds i8, i8* %22, i32 2
  %39 = load i8, i8* %38, align 1
  %40 = zext i8 %39 to i32
  %41 = tail call i32 @tolower(i32 noundef signext %40) #7
  %42 = icmp eq i32 %41, 102
  br i1 %42, label %43, label %26

43:                                               ; preds = %37
  %44 = getelementptr inbounds i8, i8* %22, i32 3
  %45 = load i8, i8* %44, align 1
  %46 = zext i8 %45 to i32
  %47 = tail call i32 @tolower(i32 noundef signext %46) #7
  %48 = icmp eq i32 %47, 105
  br i1 %48, label %49, label %26

49:                                               ; preds = %43
  %50 = getelementptr inbounds i8, i8* %22, i32 4
  %51 = load i8, i8* %50, align 1
  %52 = zext i8 %51 to i32
  %53 = tail call i32 @tolower(i32 noundef signext %52) #7
  %54 = icmp eq i32 %53, 110
  br i1 %54, label %55, label %26

55:                                               ; preds = %49
  %56 = getelementptr inbounds i8, i8* %22, i32 5
  %57 = load i8, i8* %56, align 1
  %58 = zext i8 %57 to i32
  %59 = tail call i32 @tolower(i32 noundef signext %58) #7
  %60 = icmp eq i32 %59, 105
  br i1 %60, label %61, label %26

61:                                               ; preds = %55
  %62 = getelementptr inbounds i8, i8* %22, i32 6
  %63 = load i8, i8* %62, align 1
  %64 = zext i8 %63 to i32
  %65 = tail call i32 @tolower(i32 noundef signext %64) #7
  %66 = icmp eq i32 %65, 116
  br i1 %66, label %67, label %26

67:                                               ; preds = %61
  %68 = getelementptr inbounds i8, i8* %22, i32 7
  %69 = load i8, i8* %68, align 1
  %70 = zext i8 %69 to i32
  %71 = tail call i32 @tolower(i32 noundef signext %70) #7
  %72 = icmp eq i32 %71, 121
  br i1 %72, label %90, label %26

73:                                               ; preds = %84, %78, %26
  %74 = load i8, i8* %22, align 1
  %75 = zext i8 %74 to i32
  %76 = tail call i32 @tolower(i32 noundef signext %75) #7
  %77 = icmp eq i32 %76, 110
  br i1 %77, label %95, label %127

78:                                               ; preds = %26
  %79 = getelementptr inbounds i8, i8* %22, i32 1
  %80 = load i8, i8* %79, align 1
  %81 = zext i8 %80 to i32
  %82 = tail call i32 @tolower(i32 noundef signext %81) #7
  %83 = icmp eq i32 %82, 110
  br i1 %83, label %84, label %73

84:                                               ; preds = %78
  %85 = getelementptr inbounds i8, i8* %22, i32 2
  %86 = load i8, i8* %85, align 1
  %87 = zext i8 %86 to i32
  %88 = tail call i32 @tolower(i32 noundef signext %87) #7
  %89 = icmp eq i32 %88, 102
  br i1 %89, label %90, label %73

90:                                               ; preds = %84, %67
  %91 = phi i32 [ 8, %67 ], [ 3, %84 ]
  %92 = icmp eq i32 %21, 0
  %93 = select i1 %92, double 0x7FF0000000000000, double 0xFFF0000000000000
  %94 = getelementptr inbounds i8, i8* %22, i32 %91
  br label %212

95:                                               ; preds = %73
  %96 = getelementptr inbounds i8, i8* %22, i32 1
  %97 = load i8, i8* %96, align 1
  %98 = zext i8 %97 to i32
  %99 = tail call i32 @tolower(i32 noundef signext %98) #7
  %100 = icmp eq i32 %99, 97
  br i1 %100, label %101, label %127

101:                                              ; preds = %95
  %102 = getelementptr inbounds i8, i8* %22, i32 2
  %103 = load i8, i8* %102, align 1
  %104 = zext i8 %103 to i32
  %105 = tail call i32 @tolower(i32 noundef signext %104) #7
  %106 = icmp eq i32 %105, 110
  br i1 %106, label %107, label %127

107:                                              ; preds = %101
  %108 = zext i32 %21 to i64
  %109 = shl nuw i64 %108, 63
  %110 = or i64 %109, 9221120237041090560
  %111 = bitcast i64 %110 to double
  %112 = getelementptr inbounds i8, i8* %22, i32 3
  store i8* %112, i8** %3, align 4
  %113 = load i8, i8* %112, align 1
  %114 = icmp eq i8 %113, 40
  br i1 %114, label %115, label %212

115:                                              ; preds = %107, %124
  %116 = phi i8* [ %117, %124 ], [ %112, %107 ]
  %117 = getelementptr inbounds i8, i8* %116, i32 1
  %118 = load i8, i8* %117, align 1
  %119 = zext i8 %118 to i32
  %120 = tail call i32 @isalnum(i32 noundef signext %119) #7
  %121 = icmp eq i32 %120, 0
  br i1 %121, label %122, label %124

122:                                              ; preds = %115
  %123 = load i8, i8* %117, align 1
  switch i8 %123, label %212 [
    i8 95, label %124
    i8 41, label %125
  ]

124:                                              ; preds = %122, %115
  br label %115, !llvm.loop !4

125:                                              ; preds = %122
  %126 = getelementptr inbounds i8, i8* %116, i32 2
  br label %212

127:                                              ; preds = %101, %95, %73
  %128 = load i8, i8* %22, align 1
  %129 = icmp eq i8 %128, 48
  br i1 %129, label %130, label %143

130:                                              ; preds = %127
  %131 = getelementptr inbounds i8, i8* %22, i32 1
  %132 = load i8, i8* %131, align 1
  %133 = and i8 %132, -33
  %134 = icmp eq i8 %133, 88
  br i1 %134, label %135, label %143

135:                                              ; preds = %130
  store i8* %131, i8** %3, align 4
  %136 = getelementptr inbounds i8, i8* %22, i32 2
  %137 = call fastcc double @hex(i8* noundef nonnull %136, i8** noundef nonnull %3, i32 noundef signext %21) #8
  %138 = load i8*, i8** %3, align 4
  %139 = icmp eq i8* %138, %131
  %140 = icmp ne i32 %21, 0
  %141 = select i1 %139, i1 %140, i1 false
  %142 = select i1 %141, double -0.000000e+00, double %137
  br label %212

143:                                              ; preds = %130, %127
  %144 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %144) #6
  store i32 0, i32* %4, align 4
  br label %145

145:                                              ; preds = %183, %143
  %146 = phi i32 [ 0, %143 ], [ %184, %183 ]
  %147 = phi i8* [ %22, %143 ], [ %189, %183 ]
  %148 = phi i32 [ 0, %143 ], [ %185, %183 ]
  %149 = phi i32 [ 0, %143 ], [ %186, %183 ]
  %150 = phi i32 [ 0, %143 ], [ %187, %183 ]
  %151 = phi i32 [ 0, %143 ], [ %188, %183 ]
  %152 = load i8, i8* %147, align 1
  %153 = icmp ne i8 %152, 46
  %154 = icmp ne i32 %150, 0
  %155 = or i1 %154, %153
  br i1 %155, label %156, label %183

156:                                              ; preds = %145
  %157 = zext i8 %152 to i32
  %158 = tail call i32 @isdigit(i32 noundef signext %157) #7
  %159 = icmp eq i32 %158, 0
  br i1 %159, label %190, label %160

160:                                              ; preds = %156
  %161 = icmp eq i32 %148, 0
  br i1 %161, label %162, label %168

162:                                              ; preds = %160
  %163 = load i8, i8* %147, align 1
  %164 = icmp eq i8 %163, 48
  br i1 %164, label %165, label %171

165:                                              ; preds = %162
  br i1 %154, label %166, label %183

166:                                              ; preds = %165
  %167 = add nsw i32 %146, -1
  store i32 %167, i32* %4, align 4
  br label %183

168:                                              ; preds = %160
  %169 = icmp slt i32 %148, 800
  %170 = load i8, i8* %147, align 1
  br i1 %169, label %171, label %177

171:                                              ; preds = %168, %162
  %172 = phi i8 [ %163, %162 ], [ %170, %168 ]
  %173 = add nsw i32 %148, 1
  %174 = getelementptr inbounds [801 x i8], [801 x i8]* @strtod.digits, i32 0, i32 %148
  store i8 %172, i8* %174, align 1
  br i1 %154, label %175, label %183

175:                                              ; preds = %171
  %176 = add nsw i32 %146, -1
  store i32 %176, i32* %4, align 4
  br label %183

177:                                              ; preds = %168
  %178 = icmp ne i8 %170, 48
  %179 = zext i1 %178 to i32
  %180 = or i32 %151, %179
  br i1 %154, label %183, label %181

181:                                              ; preds = %177
  %182 = add nsw i32 %146, 1
  store i32 %182, i32* %4, align 4
  br label %183

183:                                              ; preds = %145, %175, %171, %181, %177, %165, %166
  %184 = phi i32 [ %167, %166 ], [ %146, %165 ], [ %176, %175 ], [ %146, %171 ], [ %146, %177 ], [ %182, %181 ], [ %146, %145 ]
  %185 = phi i32 [ 0, %166 ], [ 0, %165 ], [ %173, %175 ], [ %173, %171 ], [ %148, %177 ], [ %148, %181 ], [ %148, %145 ]
  %186 = phi i32 [ 1, %166 ], [ 1, %165 ], [ 1, %175 ], [ 1, %171 ], [ 1, %177 ], [ 1, %181 ], [ %149, %145 ]
  %187 = phi i32 [ 1, %166 ], [ 0, %165 ], [ 1, %175 ], [ 0, %171 ], [ 1, %177 ], [ 0, %181 ], [ 1, %145 ]
  %188 = phi i32 [ %151, %166 ], [ %151, %165 ], [ %151, %175 ], [ %151, %171 ], [ %180, %177 ], [ %180, %181 ], [ %151, %145 ]
  %189 = getelementptr inbounds i8, i8* %147, i32 1
  br label %145

190:                                              ; preds = %156
  %191 = icmp eq i32 %149, 0
  br i1 %191, label %209, label %192

192:                                              ; preds = %190
  %193 = call fastcc i8* @parse_exponent(i8* noundef nonnull %147, i8 noundef signext 101, i32* noundef nonnull %4) #8
  store i8* %193, i8** %3, align 4
  %194 = icmp eq i32 %151, 0
  br i1 %194, label %200, label %195

195:                                              ; preds = %192
  %196 = add nsw i32 %148, 1
  %197 = getelementptr inbounds [801 x i8], [801 x i8]* @strtod.digits, i32 0, i32 %148
  store i8 49, i8* %197, align 1
  %198 = load i32, i32* %4, align 4
  %199 = add nsw i32 %198, -1
  store i32 %199, i32* %4, align 4
  br label %200

200:                                              ; preds = %195, %192
  %201 = phi i32 [ %196, %195 ], [ %148, %192 ]
  %202 = icmp eq i32 %201, 0
  br i1 %202, label %203, label %206

203:                                              ; preds = %200
  %204 = icmp eq i32 %21, 0
  %205 = select i1 %204, double 0.000000e+00, double -0.000000e+00
  br label %209

206:                                              ; preds = %200
  %207 = load i32, i32* %4, align 4
  %208 = tail call fastcc double @decimal(i32 noundef signext %201, i32 noundef signext %207, i32 noundef signext %21) #8
  br label %209

209:                                              ; preds = %203, %206, %190
  %210 = phi i8* [ %0, %190 ], [ %193, %203 ], [ %193, %206 ]
  %211 = phi double [ 0.000000e+00, %190 ], [ %205, %203 ], [ %208, %206 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %144) #6
  br label %212

212:                                              ; preds = %122, %107, %125, %135, %209, %90
  %213 = phi i8* [ %94, %90 ], [ %138, %135 ], [ %210, %209 ], [ %126, %125 ], [ %112, %107 ], [ %112, %122 ]
  %214 = phi double [ %93, %90 ], [ %142, %135 ], [ %211, %209 ], [ %111, %125 ], [ %111, %107 ], [ %111, %122 ]
  %215 = icmp eq i8** %1, null
  br i1 %215, label %217, label %216

216:                                              ; preds = %212
  store i8* %213, i8** %1, align 4
  br label %217

217:                                              ; preds = %216, %212
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #6
  ret double %214
}

declare dso_local i32 @isspace(i32 noundef signext) local_unnamed_addr #3

declare dso_local i32 @isalnum(i32 noundef signext) local_unnamed_addr #3

; Function Attrs: nounwind
define internal fastcc double @hex(i8* noundef %0, i8** nocapture noundef writeonly %1, i32 noundef signext %2) unnamed_addr #2 {
  %4 = alloca i32, align 4
  %5 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #6
  br label %6

6:                                                ; preds = %41, %3
  %7 = phi i32 [ 0, %3 ], [ %42, %41 ]
  %8 = phi i8* [ %0, %3 ], [ %47, %41 ]
  %9 = phi i64 [ 0, %3 ], [ %43, %41 ]
  %10 = phi i32 [ 0, %3 ], [ %44, %41 ]
  %11 = phi i32 [ 0, %3 ], [ %45, %41 ]
  %12 = phi i32 [ 0, %3 ], [ %46, %41 ]
  %13 = load i8, i8* %8, align 1
  %14 = icmp ne i8 %13, 46
  %15 = icmp ne i32 %12, 0
  %16 = select i1 %14, i1 true, i1 %15
  br i1 %16, label %17, label %41

17:                                               ; preds = %6
  %18 = sext i8 %13 to i32
  %19 = add nsw i32 %18, -48
  %20 = icmp ult i32 %19, 10
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = or i32 %18, 32
  %23 = add nsw i32 %22, -87
  %24 = add nsw i32 %22, -103
  %25 = icmp ult i32 %24, -6
  br i1 %25, label %48, label %26

26:                                               ; preds = %21, %17
  %27 = phi i32 [ %19, %17 ], [ %23, %21 ]
  %28 = icmp ult i64 %9, 1152921504606846976
  br i1 %28, label %35, label %29

29:                                               ; preds = %26
  %30 = icmp ne i32 %27, 0
  %31 = zext i1 %30 to i32
  %32 = or i32 %10, %31
  %33 = add nsw i32 %7, 4
  %34 = select i1 %15, i32 %7, i32 %33
  br label %41

35:                                               ; preds = %26
  %36 = shl nuw i64 %9, 4
  %37 = zext i32 %27 to i64
  %38 = or i64 %36, %37
  %39 = add nsw i32 %7, -4
  %40 = select i1 %15, i32 %39, i32 %7
  br label %41

41:                                               ; preds = %35, %29, %6
  %42 = phi i32 [ %7, %6 ], [ %34, %29 ], [ %40, %35 ]
  %43 = phi i64 [ %9, %6 ], [ %9, %29 ], [ %38, %35 ]
  %44 = phi i32 [ %10, %6 ], [ %32, %29 ], [ %10, %35 ]
  %45 = phi i32 [ %11, %6 ], [ 1, %29 ], [ 1, %35 ]
  %46 = phi i32 [ 1, %6 ], [ %12, %29 ], [ %12, %35 ]
  %47 = getelementptr inbounds i8, i8* %8, i32 1
  br label %6

48:                                               ; preds = %21
  store i32 %7, i32* %4, align 4
  %49 = icmp eq i32 %11, 0
  br i1 %49, label %59, label %50

50:                                               ; preds = %48
  %51 = call fastcc i8* @parse_exponent(i8* noundef nonnull %8, i8 noundef signext 112, i32* noundef nonnull %4) #8
  store i8* %51, i8** %1, align 4
  %52 = icmp eq i64 %9, 0
  br i1 %52, label %53, label %56

53:                                               ; preds = %50
  %54 = icmp eq i32 %2, 0
  %55 = select i1 %54, double 0.000000e+00, double -0.000000e+00
  br label %59

56:                                               ; preds = %50
  %57 = load i32, i32* %4, align 4
  %58 = tail call double @__cpu0_make_double(i64 noundef zeroext %9, i32 noundef signext %57, i32 noundef signext %10, i32 noundef signext %2) #8
  br label %59

59:                                               ; preds = %48, %56, %53
  %60 = phi double [ %55, %53 ], [ %58, %56 ], [ 0.000000e+00, %48 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #6
  ret double %60
}

declare dso_local i32 @isdigit(i32 noundef signext) local_unnamed_addr #3

; Function Attrs: nounwind
define internal fastcc i8* @parse_exponent(i8* noundef readonly %0, i8 noundef signext %1, i32* nocapture noundef %2) unnamed_addr #2 {
  %4 = load i8, i8* %0, align 1
  %5 = or i8 %4, 32
  %6 = sext i8 %5 to i32
  %7 = zext i8 %1 to i32
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %54

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, i8* %0, i32 1
  %11 = load i8, i8* %10, align 1
  switch i8 %11, label %17 [
    i8 43, label %12
    i8 45, label %12
  ]

12:                                               ; preds = %9, %9
  %13 = getelementptr inbounds i8, i8* %0, i32 2
  %14 = icmp eq i8 %11, 45
  %15 = zext i1 %14 to i32
  %16 = load i8, i8* %13, align 1
  br label %17

17:                                               ; preds = %9, %12
  %18 = phi i8 [ %16, %12 ], [ %11, %9 ]
  %19 = phi i8* [ %13, %12 ], [ %10, %9 ]
  %20 = phi i32 [ %15, %12 ], [ 0, %9 ]
  %21 = zext i8 %18 to i32
  %22 = tail call i32 @isdigit(i32 noundef signext %21) #7
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %54, label %24

24:                                               ; preds = %17
  %25 = load i8, i8* %19, align 1
  %26 = zext i8 %25 to i32
  %27 = tail call i32 @isdigit(i32 noundef signext %26) #7
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %46, label %29

29:                                               ; preds = %24, %39
  %30 = phi i32 [ %40, %39 ], [ 0, %24 ]
  %31 = phi i8* [ %41, %39 ], [ %19, %24 ]
  %32 = icmp slt i32 %30, 100000
  br i1 %32, label %33, label %39

33:                                               ; preds = %29
  %34 = mul nsw i32 %30, 10
  %35 = load i8, i8* %31, align 1
  %36 = sext i8 %35 to i32
  %37 = add i32 %34, -48
  %38 = add i32 %37, %36
  br label %39

39:                                               ; preds = %33, %29
  %40 = phi i32 [ %38, %33 ], [ %30, %29 ]
  %41 = getelementptr inbounds i8, i8* %31, i32 1
  %42 = load i8, i8* %41, align 1
  %43 = zext i8 %42 to i32
  %44 = tail call i32 @isdigit(i32 noundef signext %43) #7
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %46, label %29, !llvm.loop !5

46:                                               ; preds = %39, %24
  %47 = phi i8* [ %19, %24 ], [ %41, %39 ]
  %48 = phi i32 [ 0, %24 ], [ %40, %39 ]
  %49 = icmp eq i32 %20, 0
  %50 = sub nsw i32 0, %48
  %51 = select i1 %49, i32 %48, i32 %50
  %52 = load i32, i32* %2, align 4
  %53 = add nsw i32 %52, %51
  store i32 %53, i32* %2, align 4
  br label %54

54:                                               ; preds = %46, %17, %3
  %55 = phi i8* [ %0, %3 ], [ %47, %46 ], [ %0, %17 ]
  ret i8* %55
}

; Function Attrs: nofree nosync nounwind
define internal fastcc double @decimal(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2) unnamed_addr #4 {
  %4 = add nsw i32 %1, %0
  %5 = icmp sgt i32 %4, 310
  br i1 %5, label %6, label %9

6:                                                ; preds = %3
  store i32 34, i32* @errno, align 4
  %7 = icmp eq i32 %2, 0
  %8 = select i1 %7, double 0x7FF0000000000000, double 0xFFF0000000000000
  br label %510

9:                                                ; preds = %3
  %10 = icmp slt i32 %4, -330
  br i1 %10, label %11, label %14

11:                                               ; preds = %9
  store i32 34, i32* @errno, align 4
  %12 = icmp eq i32 %2, 0
  %13 = select i1 %12, double 0.000000e+00, double -0.000000e+00
  br label %510

14:                                               ; preds = %9
  store i32 0, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.num, i32 0, i32 1), align 4
  %15 = icmp sgt i32 %0, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %59, %14
  %17 = phi i32 [ 0, %14 ], [ %60, %59 ]
  %18 = icmp sgt i32 %1, -1
  br i1 %18, label %64, label %204

19:                                               ; preds = %14, %59
  %20 = phi i32 [ %60, %59 ], [ 0, %14 ]
  %21 = phi i32 [ %61, %59 ], [ 0, %14 ]
  %22 = phi i32 [ %62, %59 ], [ 0, %14 ]
  %23 = icmp eq i32 %21, 0
  %24 = getelementptr inbounds [801 x i8], [801 x i8]* @strtod.digits, i32 0, i32 %22
  %25 = load i8, i8* %24, align 1
  br i1 %23, label %26, label %31

26:                                               ; preds = %19
  %27 = icmp eq i8 %25, 48
  br i1 %27, label %59, label %28

28:                                               ; preds = %26
  %29 = sext i8 %25 to i32
  %30 = add nsw i32 %29, -48
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.num, i32 0, i32 1), align 4
  store i32 %30, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.num, i32 0, i32 0, i32 0), align 4
  br label %59

31:                                               ; preds = %19
  %32 = sext i8 %25 to i32
  %33 = add nsw i32 %32, -48
  %34 = zext i32 %33 to i64
  %35 = icmp sgt i32 %21, 0
  br i1 %35, label %41, label %36

36:                                               ; preds = %41, %31
  %37 = phi i32 [ %20, %31 ], [ %52, %41 ]
  %38 = phi i32 [ %21, %31 ], [ %52, %41 ]
  %39 = phi i64 [ %34, %31 ], [ %50, %41 ]
  %40 = icmp eq i64 %39, 0
  br i1 %40, label %59, label %54

41:                                               ; preds = %31, %41
  %42 = phi i64 [ %50, %41 ], [ %34, %31 ]
  %43 = phi i32 [ %51, %41 ], [ 0, %31 ]
  %44 = getelementptr inbounds %struct.big, %struct.big* @decimal.num, i32 0, i32 0, i32 %43
  %45 = load i32, i32* %44, align 4
  %46 = zext i32 %45 to i64
  %47 = mul nuw nsw i64 %46, 10
  %48 = add nuw nsw i64 %47, %42
  %49 = trunc i64 %48 to i32
  store i32 %49, i32* %44, align 4
  %50 = lshr i64 %48, 32
  %51 = add nuw nsw i32 %43, 1
  %52 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.num, i32 0, i32 1), align 4
  %53 = icmp slt i32 %51, %52
  br i1 %53, label %41, label %36, !llvm.loop !6

54:                                               ; preds = %36
  %55 = trunc i64 %39 to i32
  %56 = add nsw i32 %38, 1
  store i32 %56, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.num, i32 0, i32 1), align 4
  %57 = getelementptr inbounds %struct.big, %struct.big* @decimal.num, i32 0, i32 0, i32 %38
  store i32 %55, i32* %57, align 4
  %58 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.num, i32 0, i32 1), align 4
  br label %59

59:                                               ; preds = %54, %36, %28, %26
  %60 = phi i32 [ %58, %54 ], [ %37, %36 ], [ 1, %28 ], [ %20, %26 ]
  %61 = phi i32 [ %58, %54 ], [ %38, %36 ], [ 1, %28 ], [ 0, %26 ]
  %62 = add nuw nsw i32 %22, 1
  %63 = icmp eq i32 %62, %0
  br i1 %63, label %16, label %19, !llvm.loop !7

64:                                               ; preds = %16
  %65 = icmp ugt i32 %1, 8
  br i1 %65, label %70, label %66

66:                                               ; preds = %94, %64
  %67 = phi i32 [ %17, %64 ], [ %95, %94 ]
  %68 = phi i32 [ %1, %64 ], [ %96, %94 ]
  %69 = icmp sgt i32 %68, 0
  br i1 %69, label %98, label %104

70:                                               ; preds = %64, %94
  %71 = phi i32 [ %95, %94 ], [ %17, %64 ]
  %72 = phi i32 [ %96, %94 ], [ %1, %64 ]
  %73 = icmp sgt i32 %71, 0
  br i1 %73, label %76, label %94

74:                                               ; preds = %76
  %75 = icmp ult i64 %83, 4294967296
  br i1 %75, label %94, label %89

76:                                               ; preds = %70, %76
  %77 = phi i64 [ %85, %76 ], [ 0, %70 ]
  %78 = phi i32 [ %86, %76 ], [ 0, %70 ]
  %79 = getelementptr inbounds %struct.big, %struct.big* @decimal.num, i32 0, i32 0, i32 %78
  %80 = load i32, i32* %79, align 4
  %81 = zext i32 %80 to i64
  %82 = mul nuw nsw i64 %81, 1000000000
  %83 = add nuw nsw i64 %82, %77
  %84 = trunc i64 %83 to i32
  store i32 %84, i32* %79, align 4
  %85 = lshr i64 %83, 32
  %86 = add nuw nsw i32 %78, 1
  %87 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.num, i32 0, i32 1), align 4
  %88 = icmp slt i32 %86, %87
  br i1 %88, label %76, label %74, !llvm.loop !6

89:                                               ; preds = %74
  %90 = trunc i64 %85 to i32
  %91 = add nsw i32 %87, 1
  store i32 %91, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.num, i32 0, i32 1), align 4
  %92 = getelementptr inbounds %struct.big, %struct.big* @decimal.num, i32 0, i32 0, i32 %87
  store i32 %90, i32* %92, align 4
  %93 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.num, i32 0, i32 1), align 4
  br label %94

94:                                               ; preds = %89, %74, %70
  %95 = phi i32 [ %93, %89 ], [ %87, %74 ], [ %71, %70 ]
  %96 = add nsw i32 %72, -9
  %97 = icmp sgt i32 %72, 17
  br i1 %97, label %70, label %66, !llvm.loop !8

98:                                               ; preds = %66, %98
  %99 = phi i32 [ %102, %98 ], [ 1, %66 ]
  %100 = phi i32 [ %101, %98 ], [ %68, %66 ]
  %101 = add nsw i32 %100, -1
  %102 = mul i32 %99, 10
  %103 = icmp ugt i32 %100, 1
  br i1 %103, label %98, label %104, !llvm.loop !9

104:                                              ; preds = %98, %66
  %105 = phi i32 [ 1, %66 ], [ %102, %98 ]
  %106 = icmp sgt i32 %67, 0
  br i1 %106, label %107, label %129

107:                                              ; preds = %104
  %108 = zext i32 %105 to i64
  br label %111

109:                                              ; preds = %111
  %110 = icmp ult i64 %118, 4294967296
  br i1 %110, label %129, label %124

111:                                              ; preds = %111, %107
  %112 = phi i64 [ 0, %107 ], [ %120, %111 ]
  %113 = phi i32 [ 0, %107 ], [ %121, %111 ]
  %114 = getelementptr inbounds %struct.big, %struct.big* @decimal.num, i32 0, i32 0, i32 %113
  %115 = load i32, i32* %114, align 4
  %116 = zext i32 %115 to i64
  %117 = mul nuw i64 %116, %108
  %118 = add i64 %117, %112
  %119 = trunc i64 %118 to i32
  store i32 %119, i32* %114, align 4
  %120 = lshr i64 %118, 32
  %121 = add nuw nsw i32 %113, 1
  %122 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.num, i32 0, i32 1), align 4
  %123 = icmp slt i32 %121, %122
  br i1 %123, label %111, label %109, !llvm.loop !6

124:                                              ; preds = %109
  %125 = trunc i64 %120 to i32
  %126 = add nsw i32 %122, 1
  store i32 %126, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.num, i32 0, i32 1), align 4
  %127 = getelementptr inbounds %struct.big, %struct.big* @decimal.num, i32 0, i32 0, i32 %122
  store i32 %125, i32* %127, align 4
  %128 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.num, i32 0, i32 1), align 4
  br label %129

129:                                              ; preds = %104, %109, %124
  %130 = phi i32 [ %67, %104 ], [ %122, %109 ], [ %128, %124 ]
  %131 = icmp eq i32 %130, 0
  br i1 %131, label %153, label %132

132:                                              ; preds = %129
  %133 = add nsw i32 %130, -1
  %134 = getelementptr inbounds %struct.big, %struct.big* @decimal.num, i32 0, i32 0, i32 %133
  %135 = load i32, i32* %134, align 4
  %136 = shl nsw i32 %133, 5
  %137 = icmp eq i32 %135, 0
  br i1 %137, label %146, label %138

138:                                              ; preds = %132, %138
  %139 = phi i32 [ %141, %138 ], [ %136, %132 ]
  %140 = phi i32 [ %142, %138 ], [ %135, %132 ]
  %141 = add nsw i32 %139, 1
  %142 = lshr i32 %140, 1
  %143 = icmp ult i32 %140, 2
  br i1 %143, label %144, label %138, !llvm.loop !10

144:                                              ; preds = %138
  %145 = icmp slt i32 %139, 64
  br i1 %145, label %148, label %160

146:                                              ; preds = %132
  %147 = icmp slt i32 %130, 4
  br i1 %147, label %148, label %167

148:                                              ; preds = %146, %144
  %149 = icmp eq i32 %130, 1
  br i1 %149, label %150, label %153

150:                                              ; preds = %148
  %151 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.num, i32 0, i32 0, i32 0), align 4
  %152 = zext i32 %151 to i64
  br label %199

153:                                              ; preds = %129, %148
  %154 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.num, i32 0, i32 0, i32 1), align 4
  %155 = zext i32 %154 to i64
  %156 = shl nuw i64 %155, 32
  %157 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.num, i32 0, i32 0, i32 0), align 4
  %158 = zext i32 %157 to i64
  %159 = or i64 %156, %158
  br label %199

160:                                              ; preds = %144
  br i1 %137, label %167, label %161

161:                                              ; preds = %160, %161
  %162 = phi i32 [ %164, %161 ], [ %136, %160 ]
  %163 = phi i32 [ %165, %161 ], [ %135, %160 ]
  %164 = add nsw i32 %162, 1
  %165 = lshr i32 %163, 1
  %166 = icmp ult i32 %163, 2
  br i1 %166, label %167, label %161, !llvm.loop !10

167:                                              ; preds = %161, %146, %160
  %168 = phi i32 [ %136, %160 ], [ %136, %146 ], [ %164, %161 ]
  %169 = add nsw i32 %168, -64
  br label %172

170:                                              ; preds = %172
  %171 = icmp sgt i32 %168, 64
  br i1 %171, label %187, label %199

172:                                              ; preds = %172, %167
  %173 = phi i64 [ 0, %167 ], [ %184, %172 ]
  %174 = phi i32 [ 63, %167 ], [ %185, %172 ]
  %175 = add nsw i32 %174, %169
  %176 = shl i64 %173, 1
  %177 = sdiv i32 %175, 32
  %178 = getelementptr inbounds %struct.big, %struct.big* @decimal.num, i32 0, i32 0, i32 %177
  %179 = load i32, i32* %178, align 4
  %180 = and i32 %175, 31
  %181 = lshr i32 %179, %180
  %182 = and i32 %181, 1
  %183 = zext i32 %182 to i64
  %184 = or i64 %176, %183
  %185 = add nsw i32 %174, -1
  %186 = icmp eq i32 %174, 0
  br i1 %186, label %170, label %172, !llvm.loop !11

187:                                              ; preds = %170, %187
  %188 = phi i32 [ %195, %187 ], [ 0, %170 ]
  %189 = lshr i32 %188, 5
  %190 = getelementptr inbounds %struct.big, %struct.big* @decimal.num, i32 0, i32 0, i32 %189
  %191 = load i32, i32* %190, align 4
  %192 = and i32 %188, 31
  %193 = lshr i32 %191, %192
  %194 = and i32 %193, 1
  %195 = add nuw nsw i32 %188, 1
  %196 = icmp slt i32 %195, %169
  %197 = icmp eq i32 %194, 0
  %198 = select i1 %196, i1 %197, i1 false
  br i1 %198, label %187, label %199, !llvm.loop !12

199:                                              ; preds = %187, %170, %150, %153
  %200 = phi i32 [ 0, %150 ], [ 0, %153 ], [ %169, %170 ], [ %169, %187 ]
  %201 = phi i32 [ 0, %150 ], [ 0, %153 ], [ 0, %170 ], [ %194, %187 ]
  %202 = phi i64 [ %152, %150 ], [ %159, %153 ], [ %184, %170 ], [ %184, %187 ]
  %203 = tail call double @__cpu0_make_double(i64 noundef zeroext %202, i32 noundef signext %200, i32 noundef signext %201, i32 noundef signext %2) #8
  br label %510

204:                                              ; preds = %16
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.den, i32 0, i32 1), align 4
  store i32 1, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.den, i32 0, i32 0, i32 0), align 4
  %205 = sub nsw i32 0, %1
  %206 = icmp ugt i32 %205, 8
  br i1 %206, label %213, label %209

207:                                              ; preds = %236
  %208 = icmp sgt i32 %215, 9
  br i1 %208, label %209, label %245

209:                                              ; preds = %204, %207
  %210 = phi i32 [ %237, %207 ], [ %205, %204 ]
  br label %239

211:                                              ; preds = %236
  %212 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.den, i32 0, i32 1), align 4
  br label %213

213:                                              ; preds = %204, %211
  %214 = phi i32 [ %212, %211 ], [ 1, %204 ]
  %215 = phi i32 [ %237, %211 ], [ %205, %204 ]
  %216 = icmp sgt i32 %214, 0
  br i1 %216, label %219, label %236

217:                                              ; preds = %219
  %218 = icmp ult i64 %226, 4294967296
  br i1 %218, label %236, label %232

219:                                              ; preds = %213, %219
  %220 = phi i64 [ %228, %219 ], [ 0, %213 ]
  %221 = phi i32 [ %229, %219 ], [ 0, %213 ]
  %222 = getelementptr inbounds %struct.big, %struct.big* @decimal.den, i32 0, i32 0, i32 %221
  %223 = load i32, i32* %222, align 4
  %224 = zext i32 %223 to i64
  %225 = mul nuw nsw i64 %224, 1000000000
  %226 = add nuw nsw i64 %225, %220
  %227 = trunc i64 %226 to i32
  store i32 %227, i32* %222, align 4
  %228 = lshr i64 %226, 32
  %229 = add nuw nsw i32 %221, 1
  %230 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.den, i32 0, i32 1), align 4
  %231 = icmp slt i32 %229, %230
  br i1 %231, label %219, label %217, !llvm.loop !6

232:                                              ; preds = %217
  %233 = trunc i64 %228 to i32
  %234 = add nsw i32 %230, 1
  store i32 %234, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.den, i32 0, i32 1), align 4
  %235 = getelementptr inbounds %struct.big, %struct.big* @decimal.den, i32 0, i32 0, i32 %230
  store i32 %233, i32* %235, align 4
  br label %236

236:                                              ; preds = %232, %217, %213
  %237 = add nsw i32 %215, -9
  %238 = icmp sgt i32 %215, 17
  br i1 %238, label %211, label %207, !llvm.loop !8

239:                                              ; preds = %209, %239
  %240 = phi i32 [ %243, %239 ], [ 1, %209 ]
  %241 = phi i32 [ %242, %239 ], [ %210, %209 ]
  %242 = add nsw i32 %241, -1
  %243 = mul i32 %240, 10
  %244 = icmp ugt i32 %241, 1
  br i1 %244, label %239, label %245, !llvm.loop !9

245:                                              ; preds = %239, %207
  %246 = phi i32 [ 1, %207 ], [ %243, %239 ]
  %247 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.den, i32 0, i32 1), align 4
  %248 = icmp sgt i32 %247, 0
  br i1 %248, label %249, label %271

249:                                              ; preds = %245
  %250 = zext i32 %246 to i64
  br label %253

251:                                              ; preds = %253
  %252 = icmp ult i64 %260, 4294967296
  br i1 %252, label %271, label %266

253:                                              ; preds = %253, %249
  %254 = phi i64 [ 0, %249 ], [ %262, %253 ]
  %255 = phi i32 [ 0, %249 ], [ %263, %253 ]
  %256 = getelementptr inbounds %struct.big, %struct.big* @decimal.den, i32 0, i32 0, i32 %255
  %257 = load i32, i32* %256, align 4
  %258 = zext i32 %257 to i64
  %259 = mul nuw i64 %258, %250
  %260 = add i64 %259, %254
  %261 = trunc i64 %260 to i32
  store i32 %261, i32* %256, align 4
  %262 = lshr i64 %260, 32
  %263 = add nuw nsw i32 %255, 1
  %264 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.den, i32 0, i32 1), align 4
  %265 = icmp slt i32 %263, %264
  br i1 %265, label %253, label %251, !llvm.loop !6

266:                                              ; preds = %251
  %267 = trunc i64 %262 to i32
  %268 = add nsw i32 %264, 1
  store i32 %268, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.den, i32 0, i32 1), align 4
  %269 = getelementptr inbounds %struct.big, %struct.big* @decimal.den, i32 0, i32 0, i32 %264
  store i32 %267, i32* %269, align 4
  %270 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.den, i32 0, i32 1), align 4
  br label %271

271:                                              ; preds = %245, %251, %266
  %272 = phi i32 [ %247, %245 ], [ %264, %251 ], [ %270, %266 ]
  %273 = icmp eq i32 %272, 0
  br i1 %273, label %290, label %274

274:                                              ; preds = %271
  %275 = add nsw i32 %272, -1
  %276 = getelementptr inbounds %struct.big, %struct.big* @decimal.den, i32 0, i32 0, i32 %275
  %277 = load i32, i32* %276, align 4
  %278 = shl nsw i32 %275, 5
  %279 = icmp eq i32 %277, 0
  br i1 %279, label %286, label %280

280:                                              ; preds = %274, %280
  %281 = phi i32 [ %283, %280 ], [ %278, %274 ]
  %282 = phi i32 [ %284, %280 ], [ %277, %274 ]
  %283 = add nsw i32 %281, 1
  %284 = lshr i32 %282, 1
  %285 = icmp ult i32 %282, 2
  br i1 %285, label %286, label %280, !llvm.loop !10

286:                                              ; preds = %280, %274
  %287 = phi i32 [ %278, %274 ], [ %283, %280 ]
  %288 = add nsw i32 %287, 63
  %289 = icmp eq i32 %17, 0
  br i1 %289, label %308, label %292

290:                                              ; preds = %271
  %291 = icmp eq i32 %17, 0
  br i1 %291, label %407, label %292

292:                                              ; preds = %290, %286
  %293 = phi i32 [ 63, %290 ], [ %288, %286 ]
  %294 = add nsw i32 %17, -1
  %295 = getelementptr inbounds %struct.big, %struct.big* @decimal.num, i32 0, i32 0, i32 %294
  %296 = load i32, i32* %295, align 4
  %297 = shl nsw i32 %294, 5
  %298 = icmp eq i32 %296, 0
  br i1 %298, label %310, label %299

299:                                              ; preds = %292, %299
  %300 = phi i32 [ %302, %299 ], [ %297, %292 ]
  %301 = phi i32 [ %303, %299 ], [ %296, %292 ]
  %302 = add nsw i32 %300, 1
  %303 = lshr i32 %301, 1
  %304 = icmp ult i32 %301, 2
  br i1 %304, label %305, label %299, !llvm.loop !10

305:                                              ; preds = %299
  %306 = sub nsw i32 %293, %302
  %307 = icmp sgt i32 %306, 0
  br i1 %307, label %313, label %360

308:                                              ; preds = %286
  %309 = icmp sgt i32 %287, -63
  br i1 %309, label %366, label %360

310:                                              ; preds = %292
  %311 = sub nsw i32 %293, %297
  %312 = icmp sgt i32 %311, 0
  br i1 %312, label %313, label %360

313:                                              ; preds = %305, %310
  %314 = phi i32 [ %311, %310 ], [ %306, %305 ]
  %315 = and i32 %314, 31
  %316 = lshr i32 %314, 5
  %317 = getelementptr inbounds %struct.big, %struct.big* @decimal.num, i32 0, i32 0, i32 %17
  store i32 0, i32* %317, align 4
  %318 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.num, i32 0, i32 1), align 4
  %319 = icmp sgt i32 %318, -1
  br i1 %319, label %320, label %323

320:                                              ; preds = %313
  %321 = icmp ne i32 %315, 0
  %322 = sub nuw nsw i32 32, %315
  br label %325

323:                                              ; preds = %338, %313
  %324 = icmp sgt i32 %314, 31
  br i1 %324, label %347, label %343

325:                                              ; preds = %338, %320
  %326 = phi i32 [ %318, %320 ], [ %332, %338 ]
  %327 = getelementptr inbounds %struct.big, %struct.big* @decimal.num, i32 0, i32 0, i32 %326
  %328 = load i32, i32* %327, align 4
  %329 = shl i32 %328, %315
  %330 = icmp ne i32 %326, 0
  %331 = select i1 %321, i1 %330, i1 false
  %332 = add nsw i32 %326, -1
  br i1 %331, label %333, label %338

333:                                              ; preds = %325
  %334 = getelementptr inbounds %struct.big, %struct.big* @decimal.num, i32 0, i32 0, i32 %332
  %335 = load i32, i32* %334, align 4
  %336 = lshr i32 %335, %322
  %337 = or i32 %336, %329
  br label %338

338:                                              ; preds = %333, %325
  %339 = phi i32 [ %337, %333 ], [ %329, %325 ]
  %340 = add nsw i32 %326, %316
  %341 = getelementptr inbounds %struct.big, %struct.big* @decimal.num, i32 0, i32 0, i32 %340
  store i32 %339, i32* %341, align 4
  %342 = icmp eq i32 %326, 0
  br i1 %342, label %323, label %325, !llvm.loop !13

343:                                              ; preds = %347, %323
  %344 = add nuw nsw i32 %316, 1
  %345 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.num, i32 0, i32 1), align 4
  %346 = add nsw i32 %344, %345
  br label %352

347:                                              ; preds = %323, %347
  %348 = phi i32 [ %350, %347 ], [ 0, %323 ]
  %349 = getelementptr inbounds %struct.big, %struct.big* @decimal.num, i32 0, i32 0, i32 %348
  store i32 0, i32* %349, align 4
  %350 = add nuw nsw i32 %348, 1
  %351 = icmp eq i32 %350, %316
  br i1 %351, label %343, label %347, !llvm.loop !14

352:                                              ; preds = %355, %343
  %353 = phi i32 [ %346, %343 ], [ %356, %355 ]
  store i32 %353, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.num, i32 0, i32 1), align 4
  %354 = icmp sgt i32 %353, 0
  br i1 %354, label %355, label %366

355:                                              ; preds = %352
  %356 = add nsw i32 %353, -1
  %357 = getelementptr inbounds %struct.big, %struct.big* @decimal.num, i32 0, i32 0, i32 %356
  %358 = load i32, i32* %357, align 4
  %359 = icmp eq i32 %358, 0
  br i1 %359, label %352, label %366, !llvm.loop !15

360:                                              ; preds = %308, %310, %305
  %361 = phi i32 [ %311, %310 ], [ %306, %305 ], [ %288, %308 ]
  %362 = icmp slt i32 %361, 0
  br i1 %362, label %363, label %366

363:                                              ; preds = %360
  %364 = sub nsw i32 0, %361
  tail call fastcc void @big_shl(%struct.big* noundef nonnull @decimal.den, i32 noundef signext %364) #8
  %365 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.den, i32 0, i32 1), align 4
  br label %366

366:                                              ; preds = %355, %352, %308, %360, %363
  %367 = phi i32 [ %272, %360 ], [ %365, %363 ], [ %272, %308 ], [ %272, %352 ], [ %272, %355 ]
  %368 = phi i32 [ 0, %360 ], [ %361, %363 ], [ %288, %308 ], [ %314, %352 ], [ %314, %355 ]
  %369 = icmp eq i32 %367, 0
  br i1 %369, label %407, label %370

370:                                              ; preds = %366
  %371 = getelementptr inbounds %struct.big, %struct.big* @decimal.den, i32 0, i32 0, i32 %367
  store i32 0, i32* %371, align 4
  %372 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.den, i32 0, i32 1), align 4
  %373 = icmp sgt i32 %372, -1
  br i1 %373, label %374, label %379

374:                                              ; preds = %370
  %375 = getelementptr inbounds %struct.big, %struct.big* @decimal.den, i32 0, i32 0, i32 %372
  %376 = load i32, i32* %375, align 4
  %377 = shl i32 %376, 31
  %378 = icmp eq i32 %372, 0
  br i1 %378, label %384, label %387

379:                                              ; preds = %384, %370
  %380 = phi i32 [ %385, %384 ], [ %372, %370 ]
  store i32 0, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.den, i32 0, i32 0, i32 0), align 4
  %381 = add nsw i32 %380, 2
  br label %399

382:                                              ; preds = %387
  %383 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.den, i32 0, i32 1), align 4
  br label %384

384:                                              ; preds = %382, %374
  %385 = phi i32 [ 0, %374 ], [ %383, %382 ]
  %386 = phi i32 [ %377, %374 ], [ %397, %382 ]
  store i32 %386, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.den, i32 0, i32 0, i32 1), align 4
  br label %379

387:                                              ; preds = %374, %387
  %388 = phi i32 [ %397, %387 ], [ %377, %374 ]
  %389 = phi i32 [ %390, %387 ], [ %372, %374 ]
  %390 = add nsw i32 %389, -1
  %391 = getelementptr inbounds %struct.big, %struct.big* @decimal.den, i32 0, i32 0, i32 %390
  %392 = load i32, i32* %391, align 4
  %393 = lshr i32 %392, 1
  %394 = or i32 %393, %388
  %395 = add nuw nsw i32 %389, 1
  %396 = getelementptr inbounds %struct.big, %struct.big* @decimal.den, i32 0, i32 0, i32 %395
  store i32 %394, i32* %396, align 4
  %397 = shl i32 %392, 31
  %398 = icmp eq i32 %390, 0
  br i1 %398, label %382, label %387

399:                                              ; preds = %402, %379
  %400 = phi i32 [ %381, %379 ], [ %403, %402 ]
  store i32 %400, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.den, i32 0, i32 1), align 4
  %401 = icmp sgt i32 %400, 0
  br i1 %401, label %402, label %407

402:                                              ; preds = %399
  %403 = add nsw i32 %400, -1
  %404 = getelementptr inbounds %struct.big, %struct.big* @decimal.den, i32 0, i32 0, i32 %403
  %405 = load i32, i32* %404, align 4
  %406 = icmp eq i32 %405, 0
  br i1 %406, label %399, label %407, !llvm.loop !15

407:                                              ; preds = %399, %402, %290, %366
  %408 = phi i32 [ %368, %366 ], [ 63, %290 ], [ %368, %402 ], [ %368, %399 ]
  %409 = phi i32 [ 0, %366 ], [ 0, %290 ], [ %400, %402 ], [ %400, %399 ]
  %410 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.num, i32 0, i32 1), align 4
  br label %416

411:                                              ; preds = %506
  %412 = sub nsw i32 0, %408
  %413 = icmp ne i32 %476, 0
  %414 = zext i1 %413 to i32
  %415 = tail call double @__cpu0_make_double(i64 noundef zeroext %477, i32 noundef signext %412, i32 noundef signext %414, i32 noundef signext %2) #8
  br label %510

416:                                              ; preds = %407, %506
  %417 = phi i32 [ %409, %407 ], [ %507, %506 ]
  %418 = phi i32 [ %410, %407 ], [ %476, %506 ]
  %419 = phi i32 [ 63, %407 ], [ %508, %506 ]
  %420 = phi i64 [ 0, %407 ], [ %477, %506 ]
  %421 = icmp eq i32 %418, %417
  br i1 %421, label %424, label %422

422:                                              ; preds = %416
  %423 = icmp slt i32 %418, %417
  br i1 %423, label %475, label %436

424:                                              ; preds = %416, %428
  %425 = phi i32 [ %426, %428 ], [ %417, %416 ]
  %426 = add nsw i32 %425, -1
  %427 = icmp sgt i32 %425, 0
  br i1 %427, label %428, label %436

428:                                              ; preds = %424
  %429 = getelementptr inbounds %struct.big, %struct.big* @decimal.num, i32 0, i32 0, i32 %426
  %430 = load i32, i32* %429, align 4
  %431 = getelementptr inbounds %struct.big, %struct.big* @decimal.den, i32 0, i32 0, i32 %426
  %432 = load i32, i32* %431, align 4
  %433 = icmp eq i32 %430, %432
  br i1 %433, label %424, label %434, !llvm.loop !16

434:                                              ; preds = %428
  %435 = icmp ult i32 %430, %432
  br i1 %435, label %475, label %436

436:                                              ; preds = %424, %422, %434
  %437 = icmp sgt i32 %418, 0
  br i1 %437, label %440, label %470

438:                                              ; preds = %447
  %439 = icmp sgt i32 %460, 0
  br i1 %439, label %462, label %470

440:                                              ; preds = %436, %447
  %441 = phi i32 [ %458, %447 ], [ 0, %436 ]
  %442 = phi i32 [ %459, %447 ], [ 0, %436 ]
  %443 = icmp slt i32 %442, %417
  br i1 %443, label %444, label %447

444:                                              ; preds = %440
  %445 = getelementptr inbounds %struct.big, %struct.big* @decimal.den, i32 0, i32 0, i32 %442
  %446 = load i32, i32* %445, align 4
  br label %447

447:                                              ; preds = %444, %440
  %448 = phi i32 [ %446, %444 ], [ 0, %440 ]
  %449 = getelementptr inbounds %struct.big, %struct.big* @decimal.num, i32 0, i32 0, i32 %442
  %450 = load i32, i32* %449, align 4
  %451 = zext i32 %450 to i64
  %452 = zext i32 %448 to i64
  %453 = zext i32 %441 to i64
  %454 = add nuw nsw i64 %452, %453
  %455 = sub nsw i64 %451, %454
  %456 = trunc i64 %455 to i32
  store i32 %456, i32* %449, align 4
  %457 = lshr i64 %455, 63
  %458 = trunc i64 %457 to i32
  %459 = add nuw nsw i32 %442, 1
  %460 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.num, i32 0, i32 1), align 4
  %461 = icmp slt i32 %459, %460
  br i1 %461, label %440, label %438, !llvm.loop !17

462:                                              ; preds = %438, %468
  %463 = phi i32 [ %464, %468 ], [ %460, %438 ]
  %464 = add nsw i32 %463, -1
  %465 = getelementptr inbounds %struct.big, %struct.big* @decimal.num, i32 0, i32 0, i32 %464
  %466 = load i32, i32* %465, align 4
  %467 = icmp eq i32 %466, 0
  br i1 %467, label %468, label %470

468:                                              ; preds = %462
  store i32 %464, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.num, i32 0, i32 1), align 4
  %469 = icmp ugt i32 %463, 1
  br i1 %469, label %462, label %470, !llvm.loop !18

470:                                              ; preds = %462, %468, %436, %438
  %471 = phi i32 [ %418, %436 ], [ %460, %438 ], [ %463, %462 ], [ %464, %468 ]
  %472 = zext i32 %419 to i64
  %473 = shl nuw i64 1, %472
  %474 = or i64 %473, %420
  br label %475

475:                                              ; preds = %434, %422, %470
  %476 = phi i32 [ %471, %470 ], [ %418, %422 ], [ %417, %434 ]
  %477 = phi i64 [ %474, %470 ], [ %420, %422 ], [ %420, %434 ]
  %478 = icmp sgt i32 %417, 0
  br i1 %478, label %481, label %506

479:                                              ; preds = %493
  %480 = icmp sgt i32 %496, 0
  br i1 %480, label %498, label %506

481:                                              ; preds = %475, %493
  %482 = phi i32 [ %496, %493 ], [ %417, %475 ]
  %483 = phi i32 [ %487, %493 ], [ 0, %475 ]
  %484 = getelementptr inbounds %struct.big, %struct.big* @decimal.den, i32 0, i32 0, i32 %483
  %485 = load i32, i32* %484, align 4
  %486 = lshr i32 %485, 1
  %487 = add nuw nsw i32 %483, 1
  %488 = icmp slt i32 %487, %482
  br i1 %488, label %489, label %493

489:                                              ; preds = %481
  %490 = getelementptr inbounds %struct.big, %struct.big* @decimal.den, i32 0, i32 0, i32 %487
  %491 = load i32, i32* %490, align 4
  %492 = shl i32 %491, 31
  br label %493

493:                                              ; preds = %489, %481
  %494 = phi i32 [ %492, %489 ], [ 0, %481 ]
  %495 = or i32 %494, %486
  store i32 %495, i32* %484, align 4
  %496 = load i32, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.den, i32 0, i32 1), align 4
  %497 = icmp slt i32 %487, %496
  br i1 %497, label %481, label %479, !llvm.loop !19

498:                                              ; preds = %479, %504
  %499 = phi i32 [ %500, %504 ], [ %496, %479 ]
  %500 = add nsw i32 %499, -1
  %501 = getelementptr inbounds %struct.big, %struct.big* @decimal.den, i32 0, i32 0, i32 %500
  %502 = load i32, i32* %501, align 4
  %503 = icmp eq i32 %502, 0
  br i1 %503, label %504, label %506

504:                                              ; preds = %498
  store i32 %500, i32* getelementptr inbounds (%struct.big, %struct.big* @decimal.den, i32 0, i32 1), align 4
  %505 = icmp ugt i32 %499, 1
  br i1 %505, label %498, label %506, !llvm.loop !20

506:                                              ; preds = %498, %504, %475, %479
  %507 = phi i32 [ %417, %475 ], [ %496, %479 ], [ %499, %498 ], [ %500, %504 ]
  %508 = add nsw i32 %419, -1
  %509 = icmp eq i32 %419, 0
  br i1 %509, label %411, label %416, !llvm.loop !21

510:                                              ; preds = %199, %411, %11, %6
  %511 = phi double [ %8, %6 ], [ %13, %11 ], [ %203, %199 ], [ %415, %411 ]
  ret double %511
}

; Function Attrs: nounwind
define dso_local float @strtof(i8* noundef %0, i8** noundef %1) local_unnamed_addr #2 {
  %3 = tail call double @strtod(i8* noundef %0, i8** noundef %1) #8
  %4 = fptrunc double %3 to float
  ret float %4
}

; Function Attrs: nounwind
define dso_local double @strtold(i8* noundef %0, i8** noundef %1) local_unnamed_addr #2 {
  %3 = tail call double @strtod(i8* noundef %0, i8** noundef %1) #8
  ret double %3
}

; Function Attrs: nounwind
define dso_local double @atof(i8* noundef %0) local_unnamed_addr #2 {
  %2 = tail call double @strtod(i8* noundef %0, i8** noundef null) #8
  ret double %2
}

declare dso_local i32 @tolower(i32 noundef signext) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind
define internal fastcc void @big_shl(%struct.big* nocapture noundef %0, i32 noundef signext %1) unnamed_addr #5 {
  %3 = sdiv i32 %1, 32
  %4 = mul i32 %3, 32
  %5 = sub i32 %1, %4
  %6 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 1
  %7 = load i32, i32* %6, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %53, label %9

9:                                                ; preds = %2
  %10 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 %7
  store i32 0, i32* %10, align 4
  %11 = load i32, i32* %6, align 4
  %12 = icmp sgt i32 %11, -1
  br i1 %12, label %13, label %16

13:                                               ; preds = %9
  %14 = icmp ne i32 %5, 0
  %15 = sub nsw i32 32, %5
  br label %18

16:                                               ; preds = %31, %9
  %17 = icmp sgt i32 %1, 31
  br i1 %17, label %40, label %36

18:                                               ; preds = %13, %31
  %19 = phi i32 [ %11, %13 ], [ %25, %31 ]
  %20 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 %19
  %21 = load i32, i32* %20, align 4
  %22 = shl i32 %21, %5
  %23 = icmp ne i32 %19, 0
  %24 = select i1 %14, i1 %23, i1 false
  %25 = add nsw i32 %19, -1
  br i1 %24, label %26, label %31

26:                                               ; preds = %18
  %27 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 %25
  %28 = load i32, i32* %27, align 4
  %29 = lshr i32 %28, %15
  %30 = or i32 %29, %22
  br label %31

31:                                               ; preds = %18, %26
  %32 = phi i32 [ %30, %26 ], [ %22, %18 ]
  %33 = add nsw i32 %19, %3
  %34 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 %33
  store i32 %32, i32* %34, align 4
  %35 = icmp sgt i32 %19, 0
  br i1 %35, label %18, label %16, !llvm.loop !13

36:                                               ; preds = %40, %16
  %37 = add nsw i32 %3, 1
  %38 = load i32, i32* %6, align 4
  %39 = add nsw i32 %37, %38
  br label %45

40:                                               ; preds = %16, %40
  %41 = phi i32 [ %43, %40 ], [ 0, %16 ]
  %42 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 %41
  store i32 0, i32* %42, align 4
  %43 = add nuw nsw i32 %41, 1
  %44 = icmp eq i32 %43, %3
  br i1 %44, label %36, label %40, !llvm.loop !14

45:                                               ; preds = %48, %36
  %46 = phi i32 [ %39, %36 ], [ %49, %48 ]
  store i32 %46, i32* %6, align 4
  %47 = icmp sgt i32 %46, 0
  br i1 %47, label %48, label %53

48:                                               ; preds = %45
  %49 = add nsw i32 %46, -1
  %50 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, i32 %49
  %51 = load i32, i32* %50, align 4
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %45, label %53, !llvm.loop !15

53:                                               ; preds = %48, %45, %2
  ret void
}

attributes #0 = { nofree norecurse nosync nounwind writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #5 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #6 = { nounwind }
attributes #7 = { nobuiltin nounwind "no-builtins" }
attributes #8 = { nobuiltin "no-builtins" }

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
!21 = distinct !{!21, !2}
