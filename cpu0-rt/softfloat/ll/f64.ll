; ModuleID = 'f64.c'
source_filename = "f64.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_add_f64_general(i64 noundef zeroext %0, i64 noundef zeroext %1) local_unnamed_addr #0 {
  %3 = shl i64 %0, 1
  %4 = shl i64 %1, 1
  %5 = icmp ult i64 %3, %4
  br i1 %5, label %121, label %6

6:                                                ; preds = %2
  %7 = lshr i64 %0, 32
  %8 = trunc i64 %7 to i32
  %9 = lshr i64 %1, 32
  %10 = lshr i32 %8, 20
  %11 = and i32 %10, 2047
  %12 = lshr i64 %1, 52
  %13 = trunc i64 %12 to i32
  %14 = and i32 %13, 2047
  %15 = and i32 %8, -2147483648
  %16 = xor i64 %9, %7
  %17 = trunc i64 %16 to i32
  %18 = and i32 %17, -2147483648
  %19 = icmp eq i32 %11, 2047
  br i1 %19, label %20, label %34

20:                                               ; preds = %6
  %21 = and i32 %8, 2147483647
  %22 = icmp ugt i32 %21, 2146435072
  br i1 %22, label %28, label %23

23:                                               ; preds = %20
  %24 = icmp eq i32 %21, 2146435072
  br i1 %24, label %25, label %28

25:                                               ; preds = %23
  %26 = trunc i64 %0 to i32
  %27 = icmp ne i32 %26, 0
  br label %28

28:                                               ; preds = %25, %23, %20
  %29 = phi i1 [ true, %20 ], [ false, %23 ], [ %27, %25 ]
  %30 = xor i64 %1, %0
  %31 = icmp eq i64 %30, -9223372036854775808
  %32 = or i1 %31, %29
  %33 = select i1 %32, i64 9221120237041090560, i64 %0
  br label %236

34:                                               ; preds = %6
  %35 = shl i64 %1, 10
  %36 = and i64 %35, 4611686018427386880
  %37 = icmp eq i32 %14, 0
  br i1 %37, label %40, label %38

38:                                               ; preds = %34
  %39 = or i64 %36, 4611686018427387904
  br label %57

40:                                               ; preds = %34
  %41 = icmp eq i32 %11, 0
  %42 = and i64 %1, 9223372036854775807
  br i1 %41, label %43, label %55

43:                                               ; preds = %40
  %44 = icmp eq i32 %18, 0
  br i1 %44, label %53, label %45

45:                                               ; preds = %43
  %46 = and i64 %0, 9223372036854775807
  %47 = sub nsw i64 %46, %42
  %48 = icmp eq i64 %47, 0
  %49 = zext i32 %15 to i64
  %50 = shl nuw i64 %49, 32
  %51 = or i64 %50, %47
  %52 = select i1 %48, i64 0, i64 %51
  br label %236

53:                                               ; preds = %43
  %54 = add i64 %42, %0
  br label %236

55:                                               ; preds = %40
  %56 = icmp eq i64 %42, 0
  br i1 %56, label %236, label %57

57:                                               ; preds = %55, %38
  %58 = phi i64 [ %39, %38 ], [ %36, %55 ]
  %59 = phi i32 [ %14, %38 ], [ 1, %55 ]
  %60 = sub nsw i32 %11, %59
  %61 = icmp ugt i32 %60, 54
  br i1 %61, label %236, label %62

62:                                               ; preds = %57
  %63 = shl i64 %0, 10
  %64 = and i64 %63, 4611686018427386880
  %65 = or i64 %64, 4611686018427387904
  %66 = zext i32 %60 to i64
  %67 = lshr i64 %58, %66
  %68 = shl nsw i64 -1, %66
  %69 = xor i64 %68, -1
  %70 = and i64 %58, %69
  %71 = icmp ne i64 %70, 0
  %72 = zext i1 %71 to i64
  %73 = or i64 %67, %72
  %74 = icmp eq i32 %18, 0
  br i1 %74, label %75, label %88

75:                                               ; preds = %62
  %76 = add i64 %73, %65
  %77 = icmp sgt i64 %76, -1
  br i1 %77, label %107, label %78

78:                                               ; preds = %75
  %79 = lshr i64 %76, 1
  %80 = and i64 %76, 1
  %81 = or i64 %79, %80
  %82 = add nuw nsw i32 %11, 1
  %83 = icmp eq i32 %82, 2047
  br i1 %83, label %84, label %107

84:                                               ; preds = %78
  %85 = or i32 %15, 2146435072
  %86 = zext i32 %85 to i64
  %87 = shl nuw i64 %86, 32
  br label %236

88:                                               ; preds = %62
  %89 = sub i64 %65, %73
  %90 = icmp eq i64 %89, 0
  br i1 %90, label %236, label %91

91:                                               ; preds = %88
  %92 = lshr i64 %89, 32
  %93 = trunc i64 %92 to i32
  %94 = icmp eq i32 %93, 0
  %95 = tail call i32 @llvm.ctlz.i32(i32 %93, i1 true) #6, !range !1
  %96 = trunc i64 %89 to i32
  %97 = tail call i32 @llvm.ctlz.i32(i32 %96, i1 false) #6, !range !1
  %98 = add nuw nsw i32 %97, 32
  %99 = select i1 %94, i32 %98, i32 %95
  %100 = add nsw i32 %99, -1
  %101 = icmp ult i32 %100, %11
  %102 = add nsw i32 %11, -1
  %103 = select i1 %101, i32 %100, i32 %102
  %104 = zext i32 %103 to i64
  %105 = shl i64 %89, %104
  %106 = sub nsw i32 %11, %103
  br label %107

107:                                              ; preds = %91, %78, %75
  %108 = phi i32 [ %106, %91 ], [ %82, %78 ], [ %11, %75 ]
  %109 = phi i64 [ %105, %91 ], [ %81, %78 ], [ %76, %75 ]
  %110 = lshr i64 %109, 10
  %111 = and i64 %110, 1
  %112 = add i64 %109, 511
  %113 = add i64 %112, %111
  %114 = shl i32 %108, 20
  %115 = add i32 %15, -1048576
  %116 = add i32 %115, %114
  %117 = zext i32 %116 to i64
  %118 = shl nuw i64 %117, 32
  %119 = lshr i64 %113, 10
  %120 = add i64 %119, %118
  br label %236

121:                                              ; preds = %2
  %122 = lshr i64 %1, 32
  %123 = trunc i64 %122 to i32
  %124 = lshr i64 %0, 32
  %125 = lshr i32 %123, 20
  %126 = and i32 %125, 2047
  %127 = lshr i64 %0, 52
  %128 = trunc i64 %127 to i32
  %129 = and i32 %128, 2047
  %130 = and i32 %123, -2147483648
  %131 = xor i64 %122, %124
  %132 = trunc i64 %131 to i32
  %133 = and i32 %132, -2147483648
  %134 = icmp eq i32 %126, 2047
  br i1 %134, label %135, label %149

135:                                              ; preds = %121
  %136 = and i32 %123, 2147483647
  %137 = icmp ugt i32 %136, 2146435072
  br i1 %137, label %143, label %138

138:                                              ; preds = %135
  %139 = icmp eq i32 %136, 2146435072
  br i1 %139, label %140, label %143

140:                                              ; preds = %138
  %141 = trunc i64 %1 to i32
  %142 = icmp ne i32 %141, 0
  br label %143

143:                                              ; preds = %140, %138, %135
  %144 = phi i1 [ true, %135 ], [ false, %138 ], [ %142, %140 ]
  %145 = xor i64 %1, %0
  %146 = icmp eq i64 %145, -9223372036854775808
  %147 = or i1 %146, %144
  %148 = select i1 %147, i64 9221120237041090560, i64 %1
  br label %236

149:                                              ; preds = %121
  %150 = shl i64 %0, 10
  %151 = and i64 %150, 4611686018427386880
  %152 = icmp eq i32 %129, 0
  br i1 %152, label %155, label %153

153:                                              ; preds = %149
  %154 = or i64 %151, 4611686018427387904
  br label %172

155:                                              ; preds = %149
  %156 = icmp eq i32 %126, 0
  %157 = and i64 %0, 9223372036854775807
  br i1 %156, label %158, label %170

158:                                              ; preds = %155
  %159 = icmp eq i32 %133, 0
  br i1 %159, label %168, label %160

160:                                              ; preds = %158
  %161 = and i64 %1, 9223372036854775807
  %162 = sub nsw i64 %161, %157
  %163 = icmp eq i64 %162, 0
  %164 = zext i32 %130 to i64
  %165 = shl nuw i64 %164, 32
  %166 = or i64 %165, %162
  %167 = select i1 %163, i64 0, i64 %166
  br label %236

168:                                              ; preds = %158
  %169 = add i64 %157, %1
  br label %236

170:                                              ; preds = %155
  %171 = icmp eq i64 %157, 0
  br i1 %171, label %236, label %172

172:                                              ; preds = %170, %153
  %173 = phi i64 [ %154, %153 ], [ %151, %170 ]
  %174 = phi i32 [ %129, %153 ], [ 1, %170 ]
  %175 = sub nsw i32 %126, %174
  %176 = icmp ugt i32 %175, 54
  br i1 %176, label %236, label %177

177:                                              ; preds = %172
  %178 = shl i64 %1, 10
  %179 = and i64 %178, 4611686018427386880
  %180 = or i64 %179, 4611686018427387904
  %181 = zext i32 %175 to i64
  %182 = lshr i64 %173, %181
  %183 = shl nsw i64 -1, %181
  %184 = xor i64 %183, -1
  %185 = and i64 %173, %184
  %186 = icmp ne i64 %185, 0
  %187 = zext i1 %186 to i64
  %188 = or i64 %182, %187
  %189 = icmp eq i32 %133, 0
  br i1 %189, label %190, label %203

190:                                              ; preds = %177
  %191 = add i64 %188, %180
  %192 = icmp sgt i64 %191, -1
  br i1 %192, label %222, label %193

193:                                              ; preds = %190
  %194 = lshr i64 %191, 1
  %195 = and i64 %191, 1
  %196 = or i64 %194, %195
  %197 = add nuw nsw i32 %126, 1
  %198 = icmp eq i32 %197, 2047
  br i1 %198, label %199, label %222

199:                                              ; preds = %193
  %200 = or i32 %130, 2146435072
  %201 = zext i32 %200 to i64
  %202 = shl nuw i64 %201, 32
  br label %236

203:                                              ; preds = %177
  %204 = sub i64 %180, %188
  %205 = icmp eq i64 %204, 0
  br i1 %205, label %236, label %206

206:                                              ; preds = %203
  %207 = lshr i64 %204, 32
  %208 = trunc i64 %207 to i32
  %209 = icmp eq i32 %208, 0
  %210 = tail call i32 @llvm.ctlz.i32(i32 %208, i1 true) #6, !range !1
  %211 = trunc i64 %204 to i32
  %212 = tail call i32 @llvm.ctlz.i32(i32 %211, i1 false) #6, !range !1
  %213 = add nuw nsw i32 %212, 32
  %214 = select i1 %209, i32 %213, i32 %210
  %215 = add nsw i32 %214, -1
  %216 = icmp ult i32 %215, %126
  %217 = add nsw i32 %126, -1
  %218 = select i1 %216, i32 %215, i32 %217
  %219 = zext i32 %218 to i64
  %220 = shl i64 %204, %219
  %221 = sub nsw i32 %126, %218
  br label %222

222:                                              ; preds = %206, %193, %190
  %223 = phi i32 [ %221, %206 ], [ %197, %193 ], [ %126, %190 ]
  %224 = phi i64 [ %220, %206 ], [ %196, %193 ], [ %191, %190 ]
  %225 = lshr i64 %224, 10
  %226 = and i64 %225, 1
  %227 = add i64 %224, 511
  %228 = add i64 %227, %226
  %229 = shl i32 %223, 20
  %230 = add i32 %130, -1048576
  %231 = add i32 %230, %229
  %232 = zext i32 %231 to i64
  %233 = shl nuw i64 %232, 32
  %234 = lshr i64 %228, 10
  %235 = add i64 %234, %233
  br label %236

236:                                              ; preds = %222, %203, %199, %172, %170, %168, %160, %143, %107, %88, %84, %57, %55, %53, %45, %28
  %237 = phi i64 [ %52, %45 ], [ %54, %53 ], [ %0, %55 ], [ %0, %57 ], [ %120, %107 ], [ %87, %84 ], [ 0, %88 ], [ %33, %28 ], [ %167, %160 ], [ %169, %168 ], [ %1, %170 ], [ %1, %172 ], [ %235, %222 ], [ %202, %199 ], [ 0, %203 ], [ %148, %143 ]
  ret i64 %237
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_add_f64(i64 noundef zeroext %0, i64 noundef zeroext %1) local_unnamed_addr #1 {
  %3 = lshr i64 %0, 32
  %4 = trunc i64 %3 to i32
  %5 = lshr i32 %4, 20
  %6 = and i32 %5, 2047
  %7 = lshr i64 %1, 32
  %8 = trunc i64 %7 to i32
  %9 = lshr i32 %8, 20
  %10 = and i32 %9, 2047
  %11 = icmp ult i32 %6, %10
  br i1 %11, label %172, label %12

12:                                               ; preds = %2
  %13 = trunc i64 %0 to i32
  %14 = trunc i64 %1 to i32
  %15 = add nsw i32 %6, -1
  %16 = icmp ugt i32 %15, 2045
  br i1 %16, label %17, label %19, !prof !2

17:                                               ; preds = %12
  %18 = tail call i64 @__cpu0_add_f64_general(i64 noundef zeroext %0, i64 noundef zeroext %1) #7
  br label %332

19:                                               ; preds = %12
  %20 = sub nsw i32 %6, %10
  %21 = icmp ugt i32 %20, 54
  br i1 %21, label %332, label %22

22:                                               ; preds = %19
  %23 = icmp eq i32 %10, 0
  br i1 %23, label %24, label %26, !prof !2

24:                                               ; preds = %22
  %25 = tail call i64 @__cpu0_add_f64_general(i64 noundef zeroext %0, i64 noundef zeroext %1) #7
  br label %332

26:                                               ; preds = %22
  %27 = and i32 %4, 1048575
  %28 = or i32 %27, 1048576
  %29 = and i32 %8, 1048575
  %30 = or i32 %29, 1048576
  %31 = icmp ult i32 %20, 32
  br i1 %31, label %32, label %41

32:                                               ; preds = %26
  %33 = shl i32 %14, 1
  %34 = sub nuw nsw i32 31, %20
  %35 = shl i32 %33, %34
  %36 = lshr i32 %14, %20
  %37 = shl nuw nsw i32 %30, 1
  %38 = shl i32 %37, %34
  %39 = or i32 %38, %36
  %40 = lshr i32 %30, %20
  br label %54

41:                                               ; preds = %26
  %42 = add nsw i32 %20, -32
  %43 = lshr i32 %14, %42
  %44 = shl nuw nsw i32 %30, 1
  %45 = sub nuw nsw i32 63, %20
  %46 = shl i32 %44, %45
  %47 = or i32 %43, %46
  %48 = shl i32 %14, 1
  %49 = shl i32 %48, %45
  %50 = icmp ne i32 %49, 0
  %51 = zext i1 %50 to i32
  %52 = or i32 %47, %51
  %53 = lshr i32 %30, %42
  br label %54

54:                                               ; preds = %41, %32
  %55 = phi i32 [ %35, %32 ], [ %52, %41 ]
  %56 = phi i32 [ %39, %32 ], [ %53, %41 ]
  %57 = phi i32 [ %40, %32 ], [ 0, %41 ]
  %58 = and i32 %4, -2147483648
  %59 = xor i64 %7, %3
  %60 = and i64 %59, 2147483648
  %61 = icmp eq i64 %60, 0
  br i1 %61, label %62, label %83

62:                                               ; preds = %54
  %63 = add i32 %56, %13
  %64 = add i32 %57, %28
  %65 = icmp ult i32 %63, %13
  %66 = zext i1 %65 to i32
  %67 = add i32 %64, %66
  %68 = icmp ult i32 %67, 2097152
  br i1 %68, label %150, label %69

69:                                               ; preds = %62
  %70 = lshr i32 %55, 1
  %71 = and i32 %55, 1
  %72 = or i32 %70, %71
  %73 = shl i32 %63, 31
  %74 = or i32 %73, %72
  %75 = tail call i32 @llvm.fshl.i32(i32 %67, i32 %63, i32 31) #6
  %76 = lshr i32 %67, 1
  %77 = add nuw nsw i32 %6, 1
  %78 = icmp eq i32 %77, 2047
  br i1 %78, label %79, label %150

79:                                               ; preds = %69
  %80 = or i32 %58, 2146435072
  %81 = zext i32 %80 to i64
  %82 = shl nuw i64 %81, 32
  br label %332

83:                                               ; preds = %54
  %84 = icmp ne i32 %55, 0
  %85 = zext i1 %84 to i32
  %86 = sub i32 0, %55
  %87 = sub i32 %13, %56
  %88 = icmp ugt i32 %56, %13
  %89 = icmp ult i32 %87, %85
  %90 = or i1 %88, %89
  %91 = sext i1 %90 to i32
  %92 = sub i32 %87, %85
  %93 = sub i32 %28, %57
  %94 = add i32 %93, %91
  %95 = icmp slt i32 %94, 0
  br i1 %95, label %96, label %102

96:                                               ; preds = %83
  %97 = sub i32 0, %92
  %98 = icmp ne i32 %92, 0
  %99 = sext i1 %98 to i32
  %100 = sub i32 %99, %94
  %101 = xor i32 %58, -2147483648
  br label %102

102:                                              ; preds = %96, %83
  %103 = phi i32 [ %101, %96 ], [ %58, %83 ]
  %104 = phi i32 [ %100, %96 ], [ %94, %83 ]
  %105 = phi i32 [ %97, %96 ], [ %92, %83 ]
  %106 = icmp ult i32 %104, 1048576
  br i1 %106, label %107, label %150

107:                                              ; preds = %102
  %108 = or i32 %104, %86
  %109 = or i32 %108, %105
  %110 = icmp eq i32 %109, 0
  br i1 %110, label %332, label %111

111:                                              ; preds = %107
  %112 = icmp ugt i32 %104, 524287
  %113 = icmp ugt i32 %6, 1
  %114 = and i1 %113, %112
  br i1 %114, label %115, label %119

115:                                              ; preds = %111
  %116 = tail call i32 @llvm.fshl.i32(i32 %104, i32 %105, i32 1) #6
  %117 = tail call i32 @llvm.fshl.i32(i32 %105, i32 %86, i32 1) #6
  %118 = shl i32 %86, 1
  br label %150

119:                                              ; preds = %111
  %120 = icmp eq i32 %104, 0
  %121 = tail call i32 @llvm.ctlz.i32(i32 %104, i1 true) #6, !range !1
  %122 = tail call i32 @llvm.ctlz.i32(i32 %105, i1 false) #6, !range !1
  %123 = add nuw nsw i32 %122, 32
  %124 = select i1 %120, i32 %123, i32 %121
  %125 = add nsw i32 %124, -11
  %126 = icmp ult i32 %125, %6
  %127 = select i1 %126, i32 %125, i32 %15
  %128 = icmp eq i32 %127, 0
  br i1 %128, label %145, label %129

129:                                              ; preds = %119
  %130 = zext i32 %104 to i64
  %131 = shl nuw nsw i64 %130, 32
  %132 = zext i32 %105 to i64
  %133 = or i64 %131, %132
  %134 = zext i32 %127 to i64
  %135 = shl i64 %133, %134
  %136 = lshr i32 %86, 31
  %137 = zext i32 %136 to i64
  %138 = add nsw i32 %127, -1
  %139 = zext i32 %138 to i64
  %140 = shl nuw i64 %137, %139
  %141 = or i64 %140, %135
  %142 = trunc i64 %141 to i32
  %143 = lshr i64 %141, 32
  %144 = trunc i64 %143 to i32
  br label %145

145:                                              ; preds = %129, %119
  %146 = phi i32 [ 0, %129 ], [ %86, %119 ]
  %147 = phi i32 [ %142, %129 ], [ %105, %119 ]
  %148 = phi i32 [ %144, %129 ], [ %104, %119 ]
  %149 = sub nsw i32 %6, %127
  br label %150

150:                                              ; preds = %145, %115, %102, %69, %62
  %151 = phi i32 [ %74, %69 ], [ %55, %62 ], [ %86, %102 ], [ %146, %145 ], [ %118, %115 ]
  %152 = phi i32 [ %58, %69 ], [ %58, %62 ], [ %103, %102 ], [ %103, %145 ], [ %103, %115 ]
  %153 = phi i32 [ %76, %69 ], [ %67, %62 ], [ %104, %102 ], [ %148, %145 ], [ %116, %115 ]
  %154 = phi i32 [ %75, %69 ], [ %63, %62 ], [ %105, %102 ], [ %147, %145 ], [ %117, %115 ]
  %155 = phi i32 [ %77, %69 ], [ %6, %62 ], [ %6, %102 ], [ %149, %145 ], [ %15, %115 ]
  %156 = and i32 %154, 1
  %157 = sub nuw i32 -2147483648, %156
  %158 = icmp ugt i32 %151, %157
  %159 = zext i1 %158 to i32
  %160 = add i32 %154, %159
  %161 = icmp ult i32 %160, %159
  %162 = zext i1 %161 to i32
  %163 = shl i32 %155, 20
  %164 = add i32 %152, -1048576
  %165 = add i32 %164, %153
  %166 = add i32 %165, %163
  %167 = add i32 %166, %162
  %168 = zext i32 %167 to i64
  %169 = shl nuw i64 %168, 32
  %170 = zext i32 %160 to i64
  %171 = or i64 %169, %170
  br label %332

172:                                              ; preds = %2
  %173 = trunc i64 %1 to i32
  %174 = trunc i64 %0 to i32
  %175 = add nsw i32 %10, -1
  %176 = icmp ugt i32 %175, 2045
  br i1 %176, label %177, label %179, !prof !2

177:                                              ; preds = %172
  %178 = tail call i64 @__cpu0_add_f64_general(i64 noundef zeroext %1, i64 noundef zeroext %0) #7
  br label %332

179:                                              ; preds = %172
  %180 = sub nsw i32 %10, %6
  %181 = icmp ugt i32 %180, 54
  br i1 %181, label %332, label %182

182:                                              ; preds = %179
  %183 = icmp eq i32 %6, 0
  br i1 %183, label %184, label %186, !prof !2

184:                                              ; preds = %182
  %185 = tail call i64 @__cpu0_add_f64_general(i64 noundef zeroext %1, i64 noundef zeroext %0) #7
  br label %332

186:                                              ; preds = %182
  %187 = and i32 %8, 1048575
  %188 = or i32 %187, 1048576
  %189 = and i32 %4, 1048575
  %190 = or i32 %189, 1048576
  %191 = icmp ult i32 %180, 32
  br i1 %191, label %192, label %201

192:                                              ; preds = %186
  %193 = shl i32 %174, 1
  %194 = sub nuw nsw i32 31, %180
  %195 = shl i32 %193, %194
  %196 = lshr i32 %174, %180
  %197 = shl nuw nsw i32 %190, 1
  %198 = shl i32 %197, %194
  %199 = or i32 %198, %196
  %200 = lshr i32 %190, %180
  br label %214

201:                                              ; preds = %186
  %202 = add nsw i32 %180, -32
  %203 = lshr i32 %174, %202
  %204 = shl nuw nsw i32 %190, 1
  %205 = sub nuw nsw i32 63, %180
  %206 = shl i32 %204, %205
  %207 = or i32 %203, %206
  %208 = shl i32 %174, 1
  %209 = shl i32 %208, %205
  %210 = icmp ne i32 %209, 0
  %211 = zext i1 %210 to i32
  %212 = or i32 %207, %211
  %213 = lshr i32 %190, %202
  br label %214

214:                                              ; preds = %201, %192
  %215 = phi i32 [ %195, %192 ], [ %212, %201 ]
  %216 = phi i32 [ %199, %192 ], [ %213, %201 ]
  %217 = phi i32 [ %200, %192 ], [ 0, %201 ]
  %218 = and i32 %8, -2147483648
  %219 = xor i64 %7, %3
  %220 = and i64 %219, 2147483648
  %221 = icmp eq i64 %220, 0
  br i1 %221, label %222, label %243

222:                                              ; preds = %214
  %223 = add i32 %216, %173
  %224 = add i32 %217, %188
  %225 = icmp ult i32 %223, %173
  %226 = zext i1 %225 to i32
  %227 = add i32 %224, %226
  %228 = icmp ult i32 %227, 2097152
  br i1 %228, label %310, label %229

229:                                              ; preds = %222
  %230 = lshr i32 %215, 1
  %231 = and i32 %215, 1
  %232 = or i32 %230, %231
  %233 = shl i32 %223, 31
  %234 = or i32 %233, %232
  %235 = tail call i32 @llvm.fshl.i32(i32 %227, i32 %223, i32 31) #6
  %236 = lshr i32 %227, 1
  %237 = add nuw nsw i32 %10, 1
  %238 = icmp eq i32 %237, 2047
  br i1 %238, label %239, label %310

239:                                              ; preds = %229
  %240 = or i32 %218, 2146435072
  %241 = zext i32 %240 to i64
  %242 = shl nuw i64 %241, 32
  br label %332

243:                                              ; preds = %214
  %244 = icmp ne i32 %215, 0
  %245 = zext i1 %244 to i32
  %246 = sub i32 0, %215
  %247 = sub i32 %173, %216
  %248 = icmp ugt i32 %216, %173
  %249 = icmp ult i32 %247, %245
  %250 = or i1 %248, %249
  %251 = sext i1 %250 to i32
  %252 = sub i32 %247, %245
  %253 = sub i32 %188, %217
  %254 = add i32 %253, %251
  %255 = icmp slt i32 %254, 0
  br i1 %255, label %256, label %262

256:                                              ; preds = %243
  %257 = sub i32 0, %252
  %258 = icmp ne i32 %252, 0
  %259 = sext i1 %258 to i32
  %260 = sub i32 %259, %254
  %261 = xor i32 %218, -2147483648
  br label %262

262:                                              ; preds = %256, %243
  %263 = phi i32 [ %261, %256 ], [ %218, %243 ]
  %264 = phi i32 [ %260, %256 ], [ %254, %243 ]
  %265 = phi i32 [ %257, %256 ], [ %252, %243 ]
  %266 = icmp ult i32 %264, 1048576
  br i1 %266, label %267, label %310

267:                                              ; preds = %262
  %268 = or i32 %264, %246
  %269 = or i32 %268, %265
  %270 = icmp eq i32 %269, 0
  br i1 %270, label %332, label %271

271:                                              ; preds = %267
  %272 = icmp ugt i32 %264, 524287
  %273 = icmp ugt i32 %10, 1
  %274 = and i1 %273, %272
  br i1 %274, label %275, label %279

275:                                              ; preds = %271
  %276 = tail call i32 @llvm.fshl.i32(i32 %264, i32 %265, i32 1) #6
  %277 = tail call i32 @llvm.fshl.i32(i32 %265, i32 %246, i32 1) #6
  %278 = shl i32 %246, 1
  br label %310

279:                                              ; preds = %271
  %280 = icmp eq i32 %264, 0
  %281 = tail call i32 @llvm.ctlz.i32(i32 %264, i1 true) #6, !range !1
  %282 = tail call i32 @llvm.ctlz.i32(i32 %265, i1 false) #6, !range !1
  %283 = add nuw nsw i32 %282, 32
  %284 = select i1 %280, i32 %283, i32 %281
  %285 = add nsw i32 %284, -11
  %286 = icmp ult i32 %285, %10
  %287 = select i1 %286, i32 %285, i32 %175
  %288 = icmp eq i32 %287, 0
  br i1 %288, label %305, label %289

289:                                              ; preds = %279
  %290 = zext i32 %264 to i64
  %291 = shl nuw nsw i64 %290, 32
  %292 = zext i32 %265 to i64
  %293 = or i64 %291, %292
  %294 = zext i32 %287 to i64
  %295 = shl i64 %293, %294
  %296 = lshr i32 %246, 31
  %297 = zext i32 %296 to i64
  %298 = add nsw i32 %287, -1
  %299 = zext i32 %298 to i64
  %300 = shl nuw i64 %297, %299
  %301 = or i64 %300, %295
  %302 = trunc i64 %301 to i32
  %303 = lshr i64 %301, 32
  %304 = trunc i64 %303 to i32
  br label %305

305:                                              ; preds = %289, %279
  %306 = phi i32 [ 0, %289 ], [ %246, %279 ]
  %307 = phi i32 [ %302, %289 ], [ %265, %279 ]
  %308 = phi i32 [ %304, %289 ], [ %264, %279 ]
  %309 = sub nsw i32 %10, %287
  br label %310

310:                                              ; preds = %305, %275, %262, %229, %222
  %311 = phi i32 [ %234, %229 ], [ %215, %222 ], [ %246, %262 ], [ %306, %305 ], [ %278, %275 ]
  %312 = phi i32 [ %218, %229 ], [ %218, %222 ], [ %263, %262 ], [ %263, %305 ], [ %263, %275 ]
  %313 = phi i32 [ %236, %229 ], [ %227, %222 ], [ %264, %262 ], [ %308, %305 ], [ %276, %275 ]
  %314 = phi i32 [ %235, %229 ], [ %223, %222 ], [ %265, %262 ], [ %307, %305 ], [ %277, %275 ]
  %315 = phi i32 [ %237, %229 ], [ %10, %222 ], [ %10, %262 ], [ %309, %305 ], [ %175, %275 ]
  %316 = and i32 %314, 1
  %317 = sub nuw i32 -2147483648, %316
  %318 = icmp ugt i32 %311, %317
  %319 = zext i1 %318 to i32
  %320 = add i32 %314, %319
  %321 = icmp ult i32 %320, %319
  %322 = zext i1 %321 to i32
  %323 = shl i32 %315, 20
  %324 = add i32 %312, -1048576
  %325 = add i32 %324, %313
  %326 = add i32 %325, %323
  %327 = add i32 %326, %322
  %328 = zext i32 %327 to i64
  %329 = shl nuw i64 %328, 32
  %330 = zext i32 %320 to i64
  %331 = or i64 %329, %330
  br label %332

332:                                              ; preds = %17, %19, %24, %79, %107, %150, %177, %179, %184, %239, %267, %310
  %333 = phi i64 [ %18, %17 ], [ %25, %24 ], [ %0, %19 ], [ %82, %79 ], [ %171, %150 ], [ 0, %107 ], [ %178, %177 ], [ %185, %184 ], [ %1, %179 ], [ %242, %239 ], [ %331, %310 ], [ 0, %267 ]
  ret i64 %333
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_sub_f64(i64 noundef zeroext %0, i64 noundef zeroext %1) local_unnamed_addr #1 {
  %3 = xor i64 %1, -9223372036854775808
  %4 = lshr i64 %0, 32
  %5 = trunc i64 %4 to i32
  %6 = lshr i32 %5, 20
  %7 = and i32 %6, 2047
  %8 = lshr i64 %3, 32
  %9 = trunc i64 %8 to i32
  %10 = lshr i32 %9, 20
  %11 = and i32 %10, 2047
  %12 = icmp ult i32 %7, %11
  br i1 %12, label %173, label %13

13:                                               ; preds = %2
  %14 = trunc i64 %0 to i32
  %15 = trunc i64 %1 to i32
  %16 = add nsw i32 %7, -1
  %17 = icmp ugt i32 %16, 2045
  br i1 %17, label %18, label %20, !prof !2

18:                                               ; preds = %13
  %19 = tail call i64 @__cpu0_add_f64_general(i64 noundef zeroext %0, i64 noundef zeroext %3) #7
  br label %333

20:                                               ; preds = %13
  %21 = sub nsw i32 %7, %11
  %22 = icmp ugt i32 %21, 54
  br i1 %22, label %333, label %23

23:                                               ; preds = %20
  %24 = icmp eq i32 %11, 0
  br i1 %24, label %25, label %27, !prof !2

25:                                               ; preds = %23
  %26 = tail call i64 @__cpu0_add_f64_general(i64 noundef zeroext %0, i64 noundef zeroext %3) #7
  br label %333

27:                                               ; preds = %23
  %28 = and i32 %5, 1048575
  %29 = or i32 %28, 1048576
  %30 = and i32 %9, 1048575
  %31 = or i32 %30, 1048576
  %32 = icmp ult i32 %21, 32
  br i1 %32, label %33, label %42

33:                                               ; preds = %27
  %34 = shl i32 %15, 1
  %35 = sub nuw nsw i32 31, %21
  %36 = shl i32 %34, %35
  %37 = lshr i32 %15, %21
  %38 = shl nuw nsw i32 %31, 1
  %39 = shl i32 %38, %35
  %40 = or i32 %39, %37
  %41 = lshr i32 %31, %21
  br label %55

42:                                               ; preds = %27
  %43 = add nsw i32 %21, -32
  %44 = lshr i32 %15, %43
  %45 = shl nuw nsw i32 %31, 1
  %46 = sub nuw nsw i32 63, %21
  %47 = shl i32 %45, %46
  %48 = or i32 %44, %47
  %49 = shl i32 %15, 1
  %50 = shl i32 %49, %46
  %51 = icmp ne i32 %50, 0
  %52 = zext i1 %51 to i32
  %53 = or i32 %48, %52
  %54 = lshr i32 %31, %43
  br label %55

55:                                               ; preds = %42, %33
  %56 = phi i32 [ %36, %33 ], [ %53, %42 ]
  %57 = phi i32 [ %40, %33 ], [ %54, %42 ]
  %58 = phi i32 [ %41, %33 ], [ 0, %42 ]
  %59 = and i32 %5, -2147483648
  %60 = xor i64 %8, %4
  %61 = and i64 %60, 2147483648
  %62 = icmp eq i64 %61, 0
  br i1 %62, label %63, label %84

63:                                               ; preds = %55
  %64 = add i32 %57, %14
  %65 = add i32 %58, %29
  %66 = icmp ult i32 %64, %14
  %67 = zext i1 %66 to i32
  %68 = add i32 %65, %67
  %69 = icmp ult i32 %68, 2097152
  br i1 %69, label %151, label %70

70:                                               ; preds = %63
  %71 = lshr i32 %56, 1
  %72 = and i32 %56, 1
  %73 = or i32 %71, %72
  %74 = shl i32 %64, 31
  %75 = or i32 %74, %73
  %76 = tail call i32 @llvm.fshl.i32(i32 %68, i32 %64, i32 31) #6
  %77 = lshr i32 %68, 1
  %78 = add nuw nsw i32 %7, 1
  %79 = icmp eq i32 %78, 2047
  br i1 %79, label %80, label %151

80:                                               ; preds = %70
  %81 = or i32 %59, 2146435072
  %82 = zext i32 %81 to i64
  %83 = shl nuw i64 %82, 32
  br label %333

84:                                               ; preds = %55
  %85 = icmp ne i32 %56, 0
  %86 = zext i1 %85 to i32
  %87 = sub i32 0, %56
  %88 = sub i32 %14, %57
  %89 = icmp ugt i32 %57, %14
  %90 = icmp ult i32 %88, %86
  %91 = or i1 %89, %90
  %92 = sext i1 %91 to i32
  %93 = sub i32 %88, %86
  %94 = sub i32 %29, %58
  %95 = add i32 %94, %92
  %96 = icmp slt i32 %95, 0
  br i1 %96, label %97, label %103

97:                                               ; preds = %84
  %98 = sub i32 0, %93
  %99 = icmp ne i32 %93, 0
  %100 = sext i1 %99 to i32
  %101 = sub i32 %100, %95
  %102 = xor i32 %59, -2147483648
  br label %103

103:                                              ; preds = %97, %84
  %104 = phi i32 [ %102, %97 ], [ %59, %84 ]
  %105 = phi i32 [ %101, %97 ], [ %95, %84 ]
  %106 = phi i32 [ %98, %97 ], [ %93, %84 ]
  %107 = icmp ult i32 %105, 1048576
  br i1 %107, label %108, label %151

108:                                              ; preds = %103
  %109 = or i32 %105, %87
  %110 = or i32 %109, %106
  %111 = icmp eq i32 %110, 0
  br i1 %111, label %333, label %112

112:                                              ; preds = %108
  %113 = icmp ugt i32 %105, 524287
  %114 = icmp ugt i32 %7, 1
  %115 = and i1 %114, %113
  br i1 %115, label %116, label %120

116:                                              ; preds = %112
  %117 = tail call i32 @llvm.fshl.i32(i32 %105, i32 %106, i32 1) #6
  %118 = tail call i32 @llvm.fshl.i32(i32 %106, i32 %87, i32 1) #6
  %119 = shl i32 %87, 1
  br label %151

120:                                              ; preds = %112
  %121 = icmp eq i32 %105, 0
  %122 = tail call i32 @llvm.ctlz.i32(i32 %105, i1 true) #6, !range !1
  %123 = tail call i32 @llvm.ctlz.i32(i32 %106, i1 false) #6, !range !1
  %124 = add nuw nsw i32 %123, 32
  %125 = select i1 %121, i32 %124, i32 %122
  %126 = add nsw i32 %125, -11
  %127 = icmp ult i32 %126, %7
  %128 = select i1 %127, i32 %126, i32 %16
  %129 = icmp eq i32 %128, 0
  br i1 %129, label %146, label %130

130:                                              ; preds = %120
  %131 = zext i32 %105 to i64
  %132 = shl nuw nsw i64 %131, 32
  %133 = zext i32 %106 to i64
  %134 = or i64 %132, %133
  %135 = zext i32 %128 to i64
  %136 = shl i64 %134, %135
  %137 = lshr i32 %87, 31
  %138 = zext i32 %137 to i64
  %139 = add nsw i32 %128, -1
  %140 = zext i32 %139 to i64
  %141 = shl nuw i64 %138, %140
  %142 = or i64 %141, %136
  %143 = trunc i64 %142 to i32
  %144 = lshr i64 %142, 32
  %145 = trunc i64 %144 to i32
  br label %146

146:                                              ; preds = %130, %120
  %147 = phi i32 [ 0, %130 ], [ %87, %120 ]
  %148 = phi i32 [ %143, %130 ], [ %106, %120 ]
  %149 = phi i32 [ %145, %130 ], [ %105, %120 ]
  %150 = sub nsw i32 %7, %128
  br label %151

151:                                              ; preds = %146, %116, %103, %70, %63
  %152 = phi i32 [ %75, %70 ], [ %56, %63 ], [ %87, %103 ], [ %147, %146 ], [ %119, %116 ]
  %153 = phi i32 [ %59, %70 ], [ %59, %63 ], [ %104, %103 ], [ %104, %146 ], [ %104, %116 ]
  %154 = phi i32 [ %77, %70 ], [ %68, %63 ], [ %105, %103 ], [ %149, %146 ], [ %117, %116 ]
  %155 = phi i32 [ %76, %70 ], [ %64, %63 ], [ %106, %103 ], [ %148, %146 ], [ %118, %116 ]
  %156 = phi i32 [ %78, %70 ], [ %7, %63 ], [ %7, %103 ], [ %150, %146 ], [ %16, %116 ]
  %157 = and i32 %155, 1
  %158 = sub nuw i32 -2147483648, %157
  %159 = icmp ugt i32 %152, %158
  %160 = zext i1 %159 to i32
  %161 = add i32 %155, %160
  %162 = icmp ult i32 %161, %160
  %163 = zext i1 %162 to i32
  %164 = shl i32 %156, 20
  %165 = add i32 %153, -1048576
  %166 = add i32 %165, %154
  %167 = add i32 %166, %164
  %168 = add i32 %167, %163
  %169 = zext i32 %168 to i64
  %170 = shl nuw i64 %169, 32
  %171 = zext i32 %161 to i64
  %172 = or i64 %170, %171
  br label %333

173:                                              ; preds = %2
  %174 = trunc i64 %1 to i32
  %175 = trunc i64 %0 to i32
  %176 = add nsw i32 %11, -1
  %177 = icmp ugt i32 %176, 2045
  br i1 %177, label %178, label %180, !prof !2

178:                                              ; preds = %173
  %179 = tail call i64 @__cpu0_add_f64_general(i64 noundef zeroext %3, i64 noundef zeroext %0) #7
  br label %333

180:                                              ; preds = %173
  %181 = sub nsw i32 %11, %7
  %182 = icmp ugt i32 %181, 54
  br i1 %182, label %333, label %183

183:                                              ; preds = %180
  %184 = icmp eq i32 %7, 0
  br i1 %184, label %185, label %187, !prof !2

185:                                              ; preds = %183
  %186 = tail call i64 @__cpu0_add_f64_general(i64 noundef zeroext %3, i64 noundef zeroext %0) #7
  br label %333

187:                                              ; preds = %183
  %188 = and i32 %9, 1048575
  %189 = or i32 %188, 1048576
  %190 = and i32 %5, 1048575
  %191 = or i32 %190, 1048576
  %192 = icmp ult i32 %181, 32
  br i1 %192, label %193, label %202

193:                                              ; preds = %187
  %194 = shl i32 %175, 1
  %195 = sub nuw nsw i32 31, %181
  %196 = shl i32 %194, %195
  %197 = lshr i32 %175, %181
  %198 = shl nuw nsw i32 %191, 1
  %199 = shl i32 %198, %195
  %200 = or i32 %199, %197
  %201 = lshr i32 %191, %181
  br label %215

202:                                              ; preds = %187
  %203 = add nsw i32 %181, -32
  %204 = lshr i32 %175, %203
  %205 = shl nuw nsw i32 %191, 1
  %206 = sub nuw nsw i32 63, %181
  %207 = shl i32 %205, %206
  %208 = or i32 %204, %207
  %209 = shl i32 %175, 1
  %210 = shl i32 %209, %206
  %211 = icmp ne i32 %210, 0
  %212 = zext i1 %211 to i32
  %213 = or i32 %208, %212
  %214 = lshr i32 %191, %203
  br label %215

215:                                              ; preds = %202, %193
  %216 = phi i32 [ %196, %193 ], [ %213, %202 ]
  %217 = phi i32 [ %200, %193 ], [ %214, %202 ]
  %218 = phi i32 [ %201, %193 ], [ 0, %202 ]
  %219 = and i32 %9, -2147483648
  %220 = xor i64 %8, %4
  %221 = and i64 %220, 2147483648
  %222 = icmp eq i64 %221, 0
  br i1 %222, label %223, label %244

223:                                              ; preds = %215
  %224 = add i32 %217, %174
  %225 = add i32 %218, %189
  %226 = icmp ult i32 %224, %174
  %227 = zext i1 %226 to i32
  %228 = add i32 %225, %227
  %229 = icmp ult i32 %228, 2097152
  br i1 %229, label %311, label %230

230:                                              ; preds = %223
  %231 = lshr i32 %216, 1
  %232 = and i32 %216, 1
  %233 = or i32 %231, %232
  %234 = shl i32 %224, 31
  %235 = or i32 %234, %233
  %236 = tail call i32 @llvm.fshl.i32(i32 %228, i32 %224, i32 31) #6
  %237 = lshr i32 %228, 1
  %238 = add nuw nsw i32 %11, 1
  %239 = icmp eq i32 %238, 2047
  br i1 %239, label %240, label %311

240:                                              ; preds = %230
  %241 = or i32 %219, 2146435072
  %242 = zext i32 %241 to i64
  %243 = shl nuw i64 %242, 32
  br label %333

244:                                              ; preds = %215
  %245 = icmp ne i32 %216, 0
  %246 = zext i1 %245 to i32
  %247 = sub i32 0, %216
  %248 = sub i32 %174, %217
  %249 = icmp ugt i32 %217, %174
  %250 = icmp ult i32 %248, %246
  %251 = or i1 %249, %250
  %252 = sext i1 %251 to i32
  %253 = sub i32 %248, %246
  %254 = sub i32 %189, %218
  %255 = add i32 %254, %252
  %256 = icmp slt i32 %255, 0
  br i1 %256, label %257, label %263

257:                                              ; preds = %244
  %258 = sub i32 0, %253
  %259 = icmp ne i32 %253, 0
  %260 = sext i1 %259 to i32
  %261 = sub i32 %260, %255
  %262 = xor i32 %219, -2147483648
  br label %263

263:                                              ; preds = %257, %244
  %264 = phi i32 [ %262, %257 ], [ %219, %244 ]
  %265 = phi i32 [ %261, %257 ], [ %255, %244 ]
  %266 = phi i32 [ %258, %257 ], [ %253, %244 ]
  %267 = icmp ult i32 %265, 1048576
  br i1 %267, label %268, label %311

268:                                              ; preds = %263
  %269 = or i32 %265, %247
  %270 = or i32 %269, %266
  %271 = icmp eq i32 %270, 0
  br i1 %271, label %333, label %272

272:                                              ; preds = %268
  %273 = icmp ugt i32 %265, 524287
  %274 = icmp ugt i32 %11, 1
  %275 = and i1 %274, %273
  br i1 %275, label %276, label %280

276:                                              ; preds = %272
  %277 = tail call i32 @llvm.fshl.i32(i32 %265, i32 %266, i32 1) #6
  %278 = tail call i32 @llvm.fshl.i32(i32 %266, i32 %247, i32 1) #6
  %279 = shl i32 %247, 1
  br label %311

280:                                              ; preds = %272
  %281 = icmp eq i32 %265, 0
  %282 = tail call i32 @llvm.ctlz.i32(i32 %265, i1 true) #6, !range !1
  %283 = tail call i32 @llvm.ctlz.i32(i32 %266, i1 false) #6, !range !1
  %284 = add nuw nsw i32 %283, 32
  %285 = select i1 %281, i32 %284, i32 %282
  %286 = add nsw i32 %285, -11
  %287 = icmp ult i32 %286, %11
  %288 = select i1 %287, i32 %286, i32 %176
  %289 = icmp eq i32 %288, 0
  br i1 %289, label %306, label %290

290:                                              ; preds = %280
  %291 = zext i32 %265 to i64
  %292 = shl nuw nsw i64 %291, 32
  %293 = zext i32 %266 to i64
  %294 = or i64 %292, %293
  %295 = zext i32 %288 to i64
  %296 = shl i64 %294, %295
  %297 = lshr i32 %247, 31
  %298 = zext i32 %297 to i64
  %299 = add nsw i32 %288, -1
  %300 = zext i32 %299 to i64
  %301 = shl nuw i64 %298, %300
  %302 = or i64 %301, %296
  %303 = trunc i64 %302 to i32
  %304 = lshr i64 %302, 32
  %305 = trunc i64 %304 to i32
  br label %306

306:                                              ; preds = %290, %280
  %307 = phi i32 [ 0, %290 ], [ %247, %280 ]
  %308 = phi i32 [ %303, %290 ], [ %266, %280 ]
  %309 = phi i32 [ %305, %290 ], [ %265, %280 ]
  %310 = sub nsw i32 %11, %288
  br label %311

311:                                              ; preds = %306, %276, %263, %230, %223
  %312 = phi i32 [ %235, %230 ], [ %216, %223 ], [ %247, %263 ], [ %307, %306 ], [ %279, %276 ]
  %313 = phi i32 [ %219, %230 ], [ %219, %223 ], [ %264, %263 ], [ %264, %306 ], [ %264, %276 ]
  %314 = phi i32 [ %237, %230 ], [ %228, %223 ], [ %265, %263 ], [ %309, %306 ], [ %277, %276 ]
  %315 = phi i32 [ %236, %230 ], [ %224, %223 ], [ %266, %263 ], [ %308, %306 ], [ %278, %276 ]
  %316 = phi i32 [ %238, %230 ], [ %11, %223 ], [ %11, %263 ], [ %310, %306 ], [ %176, %276 ]
  %317 = and i32 %315, 1
  %318 = sub nuw i32 -2147483648, %317
  %319 = icmp ugt i32 %312, %318
  %320 = zext i1 %319 to i32
  %321 = add i32 %315, %320
  %322 = icmp ult i32 %321, %320
  %323 = zext i1 %322 to i32
  %324 = shl i32 %316, 20
  %325 = add i32 %313, -1048576
  %326 = add i32 %325, %314
  %327 = add i32 %326, %324
  %328 = add i32 %327, %323
  %329 = zext i32 %328 to i64
  %330 = shl nuw i64 %329, 32
  %331 = zext i32 %321 to i64
  %332 = or i64 %330, %331
  br label %333

333:                                              ; preds = %18, %20, %25, %80, %108, %151, %178, %180, %185, %240, %268, %311
  %334 = phi i64 [ %19, %18 ], [ %26, %25 ], [ %0, %20 ], [ %83, %80 ], [ %172, %151 ], [ 0, %108 ], [ %179, %178 ], [ %186, %185 ], [ %3, %180 ], [ %243, %240 ], [ %332, %311 ], [ 0, %268 ]
  ret i64 %334
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_sub_f64_general(i64 noundef zeroext %0, i64 noundef zeroext %1) local_unnamed_addr #0 {
  %3 = xor i64 %1, -9223372036854775808
  %4 = tail call i64 @__cpu0_add_f64_general(i64 noundef zeroext %0, i64 noundef zeroext %3) #8
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_mul_f64_general(i64 noundef zeroext %0, i64 noundef zeroext %1) local_unnamed_addr #0 {
  %3 = lshr i64 %0, 32
  %4 = trunc i64 %3 to i32
  %5 = lshr i64 %1, 32
  %6 = trunc i64 %5 to i32
  %7 = xor i64 %5, %3
  %8 = trunc i64 %7 to i32
  %9 = and i32 %8, -2147483648
  %10 = and i64 %0, 9218868437227405312
  %11 = icmp eq i64 %10, 9218868437227405312
  %12 = and i64 %0, 9223372036854775807
  %13 = icmp eq i64 %12, 0
  %14 = or i1 %11, %13
  br i1 %14, label %21, label %15

15:                                               ; preds = %2
  %16 = and i64 %1, 9218868437227405312
  %17 = icmp eq i64 %16, 9218868437227405312
  %18 = and i64 %1, 9223372036854775807
  %19 = icmp eq i64 %18, 0
  %20 = or i1 %17, %19
  br i1 %20, label %21, label %54

21:                                               ; preds = %15, %2
  %22 = and i32 %4, 2147483647
  %23 = icmp ugt i32 %22, 2146435072
  br i1 %23, label %208, label %24

24:                                               ; preds = %21
  %25 = icmp ne i32 %22, 2146435072
  %26 = trunc i64 %0 to i32
  %27 = icmp eq i32 %26, 0
  %28 = or i1 %27, %25
  br i1 %28, label %29, label %208

29:                                               ; preds = %24
  %30 = and i32 %6, 2147483647
  %31 = icmp ugt i32 %30, 2146435072
  br i1 %31, label %208, label %32

32:                                               ; preds = %29
  %33 = icmp ne i32 %30, 2146435072
  %34 = trunc i64 %1 to i32
  %35 = icmp eq i32 %34, 0
  %36 = or i1 %35, %33
  br i1 %36, label %37, label %208

37:                                               ; preds = %32
  %38 = shl i64 %0, 1
  %39 = icmp eq i64 %38, -9007199254740992
  %40 = shl i64 %1, 1
  %41 = icmp eq i64 %40, -9007199254740992
  %42 = or i1 %39, %41
  br i1 %42, label %43, label %51

43:                                               ; preds = %37
  %44 = icmp eq i64 %38, 0
  %45 = icmp eq i64 %40, 0
  %46 = or i1 %44, %45
  %47 = zext i32 %9 to i64
  %48 = shl nuw i64 %47, 32
  %49 = or i64 %48, 9218868437227405312
  %50 = select i1 %46, i64 9221120237041090560, i64 %49
  br label %208

51:                                               ; preds = %37
  %52 = zext i32 %9 to i64
  %53 = shl nuw i64 %52, 32
  br label %208

54:                                               ; preds = %15
  %55 = lshr i64 %0, 52
  %56 = trunc i64 %55 to i32
  %57 = and i32 %56, 2047
  %58 = and i64 %0, 4503599627370495
  %59 = icmp eq i32 %57, 0
  br i1 %59, label %62, label %60

60:                                               ; preds = %54
  %61 = or i64 %58, 4503599627370496
  br label %75

62:                                               ; preds = %54
  %63 = lshr i64 %58, 32
  %64 = trunc i64 %63 to i32
  %65 = icmp eq i32 %64, 0
  %66 = tail call i32 @llvm.ctlz.i32(i32 %64, i1 true) #6, !range !1
  %67 = trunc i64 %0 to i32
  %68 = tail call i32 @llvm.ctlz.i32(i32 %67, i1 false) #6, !range !1
  %69 = add nuw nsw i32 %68, 32
  %70 = select i1 %65, i32 %69, i32 %66
  %71 = add nsw i32 %70, -11
  %72 = sub nsw i32 12, %70
  %73 = zext i32 %71 to i64
  %74 = shl i64 %58, %73
  br label %75

75:                                               ; preds = %60, %62
  %76 = phi i32 [ %72, %62 ], [ %57, %60 ]
  %77 = phi i64 [ %74, %62 ], [ %61, %60 ]
  %78 = lshr i64 %1, 52
  %79 = trunc i64 %78 to i32
  %80 = and i32 %79, 2047
  %81 = and i64 %1, 4503599627370495
  %82 = icmp eq i32 %80, 0
  br i1 %82, label %85, label %83

83:                                               ; preds = %75
  %84 = or i64 %81, 4503599627370496
  br label %98

85:                                               ; preds = %75
  %86 = lshr i64 %81, 32
  %87 = trunc i64 %86 to i32
  %88 = icmp eq i32 %87, 0
  %89 = tail call i32 @llvm.ctlz.i32(i32 %87, i1 true) #6, !range !1
  %90 = trunc i64 %1 to i32
  %91 = tail call i32 @llvm.ctlz.i32(i32 %90, i1 false) #6, !range !1
  %92 = add nuw nsw i32 %91, 32
  %93 = select i1 %88, i32 %92, i32 %89
  %94 = add nsw i32 %93, -11
  %95 = sub nsw i32 12, %93
  %96 = zext i32 %94 to i64
  %97 = shl i64 %81, %96
  br label %98

98:                                               ; preds = %83, %85
  %99 = phi i32 [ %95, %85 ], [ %80, %83 ]
  %100 = phi i64 [ %97, %85 ], [ %84, %83 ]
  %101 = shl i64 %77, 11
  %102 = shl i64 %100, 11
  %103 = and i64 %101, 4294965248
  %104 = and i64 %102, 4294965248
  %105 = mul nuw i64 %104, %103
  %106 = lshr i64 %102, 32
  %107 = mul nuw i64 %106, %103
  %108 = lshr i64 %101, 32
  %109 = mul nuw i64 %104, %108
  %110 = mul nuw i64 %106, %108
  %111 = lshr i64 %105, 32
  %112 = and i64 %107, 4294965248
  %113 = add nuw nsw i64 %111, %112
  %114 = and i64 %109, 4294965248
  %115 = add nuw nsw i64 %113, %114
  %116 = shl i64 %115, 32
  %117 = and i64 %105, 4290772992
  %118 = or i64 %116, %117
  %119 = lshr i64 %107, 32
  %120 = add nuw i64 %119, %110
  %121 = lshr i64 %109, 32
  %122 = add nuw i64 %120, %121
  %123 = lshr i64 %115, 32
  %124 = add nuw i64 %122, %123
  %125 = icmp ne i64 %118, 0
  %126 = zext i1 %125 to i64
  %127 = or i64 %124, %126
  %128 = icmp sgt i64 %124, -1
  %129 = add nsw i32 %99, %76
  br i1 %128, label %169, label %130

130:                                              ; preds = %98
  %131 = add nsw i32 %129, -1022
  %132 = lshr i64 %124, 1
  %133 = and i64 %127, 1
  %134 = or i64 %133, %132
  %135 = add nsw i32 %129, -3069
  %136 = icmp ult i32 %135, -2046
  br i1 %136, label %137, label %155

137:                                              ; preds = %130
  %138 = icmp sgt i32 %129, 1022
  br i1 %138, label %139, label %143

139:                                              ; preds = %137
  %140 = or i32 %9, 2146435072
  %141 = zext i32 %140 to i64
  %142 = shl nuw i64 %141, 32
  br label %208

143:                                              ; preds = %137
  %144 = sub nsw i32 1023, %129
  %145 = icmp ugt i32 %144, 63
  br i1 %145, label %155, label %146

146:                                              ; preds = %143
  %147 = zext i32 %144 to i64
  %148 = lshr i64 %134, %147
  %149 = shl nsw i64 -1, %147
  %150 = xor i64 %149, -1
  %151 = and i64 %134, %150
  %152 = icmp ne i64 %151, 0
  %153 = zext i1 %152 to i64
  %154 = or i64 %148, %153
  br label %155

155:                                              ; preds = %143, %146, %130
  %156 = phi i32 [ %131, %130 ], [ 1, %146 ], [ 1, %143 ]
  %157 = phi i64 [ %134, %130 ], [ %154, %146 ], [ 1, %143 ]
  %158 = lshr i64 %157, 10
  %159 = and i64 %158, 1
  %160 = add i64 %157, 511
  %161 = add i64 %160, %159
  %162 = shl nuw nsw i32 %156, 20
  %163 = add i32 %9, -1048576
  %164 = add i32 %163, %162
  %165 = zext i32 %164 to i64
  %166 = shl nuw i64 %165, 32
  %167 = lshr i64 %161, 10
  %168 = add i64 %167, %166
  br label %208

169:                                              ; preds = %98
  %170 = add nsw i32 %129, -1023
  %171 = add nsw i32 %129, -3070
  %172 = icmp ult i32 %171, -2046
  br i1 %172, label %173, label %194

173:                                              ; preds = %169
  %174 = icmp sgt i32 %129, 1023
  br i1 %174, label %175, label %179

175:                                              ; preds = %173
  %176 = or i32 %9, 2146435072
  %177 = zext i32 %176 to i64
  %178 = shl nuw i64 %177, 32
  br label %208

179:                                              ; preds = %173
  %180 = sub nsw i32 1024, %129
  %181 = icmp ugt i32 %180, 63
  br i1 %181, label %182, label %185

182:                                              ; preds = %179
  %183 = icmp ne i64 %127, 0
  %184 = zext i1 %183 to i64
  br label %194

185:                                              ; preds = %179
  %186 = zext i32 %180 to i64
  %187 = lshr i64 %127, %186
  %188 = shl nsw i64 -1, %186
  %189 = xor i64 %188, -1
  %190 = and i64 %127, %189
  %191 = icmp ne i64 %190, 0
  %192 = zext i1 %191 to i64
  %193 = or i64 %187, %192
  br label %194

194:                                              ; preds = %185, %182, %169
  %195 = phi i32 [ %170, %169 ], [ 1, %182 ], [ 1, %185 ]
  %196 = phi i64 [ %127, %169 ], [ %184, %182 ], [ %193, %185 ]
  %197 = lshr i64 %196, 10
  %198 = and i64 %197, 1
  %199 = add i64 %196, 511
  %200 = add i64 %199, %198
  %201 = shl nuw nsw i32 %195, 20
  %202 = add i32 %9, -1048576
  %203 = add i32 %202, %201
  %204 = zext i32 %203 to i64
  %205 = shl nuw i64 %204, 32
  %206 = lshr i64 %200, 10
  %207 = add i64 %206, %205
  br label %208

208:                                              ; preds = %32, %24, %29, %21, %139, %155, %175, %194, %43, %51
  %209 = phi i64 [ %50, %43 ], [ %53, %51 ], [ %142, %139 ], [ %168, %155 ], [ %178, %175 ], [ %207, %194 ], [ 9221120237041090560, %21 ], [ 9221120237041090560, %29 ], [ 9221120237041090560, %24 ], [ 9221120237041090560, %32 ]
  ret i64 %209
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_mul_f64(i64 noundef zeroext %0, i64 noundef zeroext %1) local_unnamed_addr #1 {
  %3 = lshr i64 %0, 32
  %4 = trunc i64 %3 to i32
  %5 = trunc i64 %0 to i32
  %6 = lshr i64 %1, 32
  %7 = trunc i64 %6 to i32
  %8 = trunc i64 %1 to i32
  %9 = lshr i32 %4, 20
  %10 = and i32 %9, 2047
  %11 = lshr i32 %7, 20
  %12 = and i32 %11, 2047
  %13 = add nsw i32 %10, -1
  %14 = icmp ult i32 %13, 2046
  %15 = add nsw i32 %12, -1
  %16 = icmp ult i32 %15, 2046
  %17 = and i1 %14, %16
  br i1 %17, label %18, label %112, !prof !3

18:                                               ; preds = %2
  %19 = add nuw nsw i32 %12, %10
  %20 = add nsw i32 %19, -1023
  %21 = xor i64 %6, %3
  %22 = trunc i64 %21 to i32
  %23 = and i32 %22, -2147483648
  %24 = tail call i32 @llvm.fshl.i32(i32 %4, i32 %5, i32 11)
  %25 = or i32 %24, -2147483648
  %26 = shl i32 %5, 11
  %27 = tail call i32 @llvm.fshl.i32(i32 %7, i32 %8, i32 11)
  %28 = or i32 %27, -2147483648
  %29 = shl i32 %8, 11
  %30 = zext i32 %26 to i64
  %31 = zext i32 %29 to i64
  %32 = mul nuw i64 %31, %30
  %33 = trunc i64 %32 to i32
  %34 = lshr i64 %32, 32
  %35 = trunc i64 %34 to i32
  %36 = zext i32 %28 to i64
  %37 = mul nuw i64 %36, %30
  %38 = trunc i64 %37 to i32
  %39 = add i32 %38, %35
  %40 = lshr i64 %37, 32
  %41 = trunc i64 %40 to i32
  %42 = icmp ult i32 %39, %38
  %43 = zext i1 %42 to i32
  %44 = zext i32 %25 to i64
  %45 = mul nuw i64 %44, %31
  %46 = trunc i64 %45 to i32
  %47 = add i32 %39, %46
  %48 = icmp ult i32 %47, %46
  %49 = zext i1 %48 to i32
  %50 = lshr i64 %45, 32
  %51 = trunc i64 %50 to i32
  %52 = add i32 %41, %51
  %53 = add i32 %52, %43
  %54 = add i32 %53, %49
  %55 = icmp ult i32 %54, %51
  %56 = zext i1 %55 to i32
  %57 = mul nuw i64 %36, %44
  %58 = trunc i64 %57 to i32
  %59 = add i32 %54, %58
  %60 = lshr i64 %57, 32
  %61 = trunc i64 %60 to i32
  %62 = icmp ult i32 %59, %58
  %63 = zext i1 %62 to i32
  %64 = add nuw i32 %56, %61
  %65 = add i32 %64, %63
  %66 = icmp sgt i32 %65, -1
  br i1 %66, label %67, label %72

67:                                               ; preds = %18
  %68 = tail call i32 @llvm.fshl.i32(i32 %65, i32 %59, i32 1)
  %69 = tail call i32 @llvm.fshl.i32(i32 %59, i32 %47, i32 1)
  %70 = shl i32 %47, 1
  %71 = add nsw i32 %19, -1024
  br label %72

72:                                               ; preds = %67, %18
  %73 = phi i32 [ %65, %18 ], [ %68, %67 ]
  %74 = phi i32 [ %59, %18 ], [ %69, %67 ]
  %75 = phi i32 [ %47, %18 ], [ %70, %67 ]
  %76 = phi i32 [ %20, %18 ], [ %71, %67 ]
  %77 = icmp ult i32 %76, 2046
  br i1 %77, label %78, label %101, !prof !3

78:                                               ; preds = %72
  %79 = and i32 %74, 2047
  %80 = tail call i32 @llvm.fshl.i32(i32 %73, i32 %74, i32 21)
  %81 = lshr i32 %73, 11
  %82 = and i32 %80, 1
  %83 = or i32 %75, %33
  %84 = icmp ne i32 %83, 0
  %85 = zext i1 %84 to i32
  %86 = or i32 %82, %85
  %87 = add nuw nsw i32 %86, %79
  %88 = icmp ugt i32 %87, 1024
  %89 = zext i1 %88 to i32
  %90 = add i32 %80, %89
  %91 = icmp ult i32 %90, %89
  %92 = zext i1 %91 to i32
  %93 = shl nuw nsw i32 %76, 20
  %94 = or i32 %81, %23
  %95 = add i32 %94, %93
  %96 = add i32 %95, %92
  %97 = zext i32 %96 to i64
  %98 = shl nuw i64 %97, 32
  %99 = zext i32 %90 to i64
  %100 = or i64 %98, %99
  br label %114

101:                                              ; preds = %72
  %102 = icmp sgt i32 %76, 0
  br i1 %102, label %103, label %107

103:                                              ; preds = %101
  %104 = or i32 %23, 2146435072
  %105 = zext i32 %104 to i64
  %106 = shl nuw i64 %105, 32
  br label %114

107:                                              ; preds = %101
  %108 = icmp slt i32 %76, -54
  br i1 %108, label %109, label %112

109:                                              ; preds = %107
  %110 = zext i32 %23 to i64
  %111 = shl nuw i64 %110, 32
  br label %114

112:                                              ; preds = %107, %2
  %113 = tail call i64 @__cpu0_mul_f64_general(i64 noundef zeroext %0, i64 noundef zeroext %1) #8
  br label %114

114:                                              ; preds = %109, %103, %78, %112
  %115 = phi i64 [ %113, %112 ], [ %111, %109 ], [ %106, %103 ], [ %100, %78 ]
  ret i64 %115
}

; Function Attrs: nofree noinline nosync nounwind readnone
define dso_local i64 @__cpu0_div_f64_general(i64 noundef zeroext %0, i64 noundef zeroext %1) local_unnamed_addr #2 {
  %3 = lshr i64 %0, 32
  %4 = trunc i64 %3 to i32
  %5 = lshr i64 %1, 32
  %6 = trunc i64 %5 to i32
  %7 = xor i64 %5, %3
  %8 = trunc i64 %7 to i32
  %9 = and i32 %8, -2147483648
  %10 = and i64 %0, 9218868437227405312
  %11 = icmp eq i64 %10, 9218868437227405312
  %12 = and i64 %0, 9223372036854775807
  %13 = icmp eq i64 %12, 0
  %14 = or i1 %11, %13
  br i1 %14, label %21, label %15

15:                                               ; preds = %2
  %16 = and i64 %1, 9218868437227405312
  %17 = icmp eq i64 %16, 9218868437227405312
  %18 = and i64 %1, 9223372036854775807
  %19 = icmp eq i64 %18, 0
  %20 = or i1 %17, %19
  br i1 %20, label %21, label %53

21:                                               ; preds = %15, %2
  %22 = and i32 %4, 2147483647
  %23 = icmp ugt i32 %22, 2146435072
  br i1 %23, label %302, label %24

24:                                               ; preds = %21
  %25 = icmp ne i32 %22, 2146435072
  %26 = trunc i64 %0 to i32
  %27 = icmp eq i32 %26, 0
  %28 = or i1 %27, %25
  br i1 %28, label %29, label %302

29:                                               ; preds = %24
  %30 = and i32 %6, 2147483647
  %31 = icmp ugt i32 %30, 2146435072
  br i1 %31, label %302, label %32

32:                                               ; preds = %29
  %33 = icmp ne i32 %30, 2146435072
  %34 = trunc i64 %1 to i32
  %35 = icmp eq i32 %34, 0
  %36 = or i1 %35, %33
  br i1 %36, label %37, label %302

37:                                               ; preds = %32
  %38 = shl i64 %0, 1
  %39 = icmp eq i64 %38, -9007199254740992
  %40 = shl i64 %1, 1
  %41 = icmp eq i64 %40, -9007199254740992
  %42 = and i1 %39, %41
  %43 = or i64 %40, %38
  %44 = icmp eq i64 %43, 0
  %45 = or i1 %42, %44
  br i1 %45, label %302, label %46

46:                                               ; preds = %37
  %47 = icmp eq i64 %40, 0
  %48 = or i1 %39, %47
  %49 = zext i32 %9 to i64
  %50 = shl nuw i64 %49, 32
  %51 = or i64 %50, 9218868437227405312
  %52 = select i1 %48, i64 %51, i64 %50
  br label %302

53:                                               ; preds = %15
  %54 = lshr i64 %0, 52
  %55 = trunc i64 %54 to i32
  %56 = and i32 %55, 2047
  %57 = and i64 %0, 4503599627370495
  %58 = icmp eq i32 %56, 0
  br i1 %58, label %61, label %59

59:                                               ; preds = %53
  %60 = or i64 %57, 4503599627370496
  br label %74

61:                                               ; preds = %53
  %62 = lshr i64 %57, 32
  %63 = trunc i64 %62 to i32
  %64 = icmp eq i32 %63, 0
  %65 = tail call i32 @llvm.ctlz.i32(i32 %63, i1 true) #6, !range !1
  %66 = trunc i64 %0 to i32
  %67 = tail call i32 @llvm.ctlz.i32(i32 %66, i1 false) #6, !range !1
  %68 = add nuw nsw i32 %67, 32
  %69 = select i1 %64, i32 %68, i32 %65
  %70 = add nsw i32 %69, -11
  %71 = sub nsw i32 12, %69
  %72 = zext i32 %70 to i64
  %73 = shl i64 %57, %72
  br label %74

74:                                               ; preds = %59, %61
  %75 = phi i32 [ %71, %61 ], [ %56, %59 ]
  %76 = phi i64 [ %73, %61 ], [ %60, %59 ]
  %77 = lshr i64 %1, 52
  %78 = trunc i64 %77 to i32
  %79 = and i32 %78, 2047
  %80 = and i64 %1, 4503599627370495
  %81 = icmp eq i32 %79, 0
  br i1 %81, label %84, label %82

82:                                               ; preds = %74
  %83 = or i64 %80, 4503599627370496
  br label %97

84:                                               ; preds = %74
  %85 = lshr i64 %80, 32
  %86 = trunc i64 %85 to i32
  %87 = icmp eq i32 %86, 0
  %88 = tail call i32 @llvm.ctlz.i32(i32 %86, i1 true) #6, !range !1
  %89 = trunc i64 %1 to i32
  %90 = tail call i32 @llvm.ctlz.i32(i32 %89, i1 false) #6, !range !1
  %91 = add nuw nsw i32 %90, 32
  %92 = select i1 %87, i32 %91, i32 %88
  %93 = add nsw i32 %92, -11
  %94 = sub nsw i32 12, %92
  %95 = zext i32 %93 to i64
  %96 = shl i64 %80, %95
  br label %97

97:                                               ; preds = %82, %84
  %98 = phi i32 [ %94, %84 ], [ %79, %82 ]
  %99 = phi i64 [ %96, %84 ], [ %83, %82 ]
  %100 = sub nsw i32 %75, %98
  %101 = icmp ult i64 %76, %99
  %102 = zext i1 %101 to i64
  %103 = shl i64 %76, %102
  %104 = select i1 %101, i32 1022, i32 1023
  %105 = add nsw i32 %104, %100
  %106 = lshr i64 %99, 21
  %107 = trunc i64 %106 to i32
  %108 = lshr i32 %107, 16
  %109 = udiv i32 -1, %108
  %110 = shl i32 %109, 15
  %111 = and i64 %106, 4294967295
  %112 = zext i32 %110 to i64
  %113 = mul nuw i64 %111, %112
  %114 = lshr i64 %113, 32
  %115 = trunc i64 %114 to i32
  %116 = mul i32 %110, %107
  %117 = icmp ne i32 %116, 0
  %118 = sext i1 %117 to i32
  %119 = sub i32 %118, %115
  %120 = sub i32 0, %116
  %121 = tail call i32 @llvm.fshl.i32(i32 %119, i32 %120, i32 1) #6
  %122 = zext i32 %121 to i64
  %123 = mul nuw i64 %122, %112
  %124 = lshr i64 %123, 32
  %125 = trunc i64 %124 to i32
  %126 = icmp slt i32 %121, 0
  %127 = select i1 %126, i32 0, i32 %110
  %128 = add i32 %127, %125
  %129 = zext i32 %128 to i64
  %130 = mul nuw i64 %111, %129
  %131 = lshr i64 %130, 32
  %132 = trunc i64 %131 to i32
  %133 = mul i32 %128, %107
  %134 = icmp ne i32 %133, 0
  %135 = sext i1 %134 to i32
  %136 = sub i32 %135, %132
  %137 = sub i32 0, %133
  %138 = tail call i32 @llvm.fshl.i32(i32 %136, i32 %137, i32 1) #6
  %139 = zext i32 %138 to i64
  %140 = mul nuw i64 %139, %129
  %141 = lshr i64 %140, 32
  %142 = trunc i64 %141 to i32
  %143 = icmp slt i32 %138, 0
  %144 = select i1 %143, i32 0, i32 %128
  %145 = add i32 %144, %142
  %146 = lshr i64 %103, 32
  %147 = trunc i64 %146 to i32
  %148 = trunc i64 %103 to i32
  %149 = lshr i64 %99, 32
  %150 = trunc i64 %149 to i32
  %151 = trunc i64 %99 to i32
  %152 = tail call i32 @llvm.fshl.i32(i32 %147, i32 %148, i32 10) #6
  %153 = zext i32 %152 to i64
  %154 = zext i32 %145 to i64
  %155 = mul nuw i64 %154, %153
  %156 = lshr i64 %155, 32
  %157 = trunc i64 %156 to i32
  %158 = mul i32 %157, %151
  %159 = and i64 %99, 4294967295
  %160 = mul nuw i64 %156, %159
  %161 = lshr i64 %160, 32
  %162 = trunc i64 %161 to i32
  %163 = mul i32 %157, %150
  %164 = shl i32 %148, 30
  %165 = tail call i32 @llvm.fshl.i32(i32 %147, i32 %148, i32 30) #6
  %166 = sub i32 %164, %158
  %167 = icmp ult i32 %164, %158
  %168 = sext i1 %167 to i32
  %169 = add i32 %163, %162
  %170 = sub i32 %165, %169
  %171 = add i32 %170, %168
  %172 = icmp slt i32 %171, 0
  br i1 %172, label %173, label %184

173:                                              ; preds = %97, %173
  %174 = phi i32 [ %182, %173 ], [ %171, %97 ]
  %175 = phi i32 [ %178, %173 ], [ %166, %97 ]
  %176 = phi i32 [ %177, %173 ], [ %157, %97 ]
  %177 = add i32 %176, -1
  %178 = add i32 %175, %151
  %179 = icmp ult i32 %178, %151
  %180 = zext i1 %179 to i32
  %181 = add i32 %174, %150
  %182 = add i32 %181, %180
  %183 = icmp slt i32 %182, 0
  br i1 %183, label %173, label %184, !llvm.loop !4

184:                                              ; preds = %173, %97
  %185 = phi i32 [ %157, %97 ], [ %177, %173 ]
  %186 = phi i32 [ %166, %97 ], [ %178, %173 ]
  %187 = phi i32 [ %171, %97 ], [ %182, %173 ]
  br label %188

188:                                              ; preds = %184, %197
  %189 = phi i32 [ %198, %197 ], [ %185, %184 ]
  %190 = phi i32 [ %203, %197 ], [ %186, %184 ]
  %191 = phi i32 [ %202, %197 ], [ %187, %184 ]
  %192 = icmp ugt i32 %191, %150
  br i1 %192, label %197, label %193

193:                                              ; preds = %188
  %194 = icmp eq i32 %191, %150
  %195 = icmp uge i32 %190, %151
  %196 = select i1 %194, i1 %195, i1 false
  br i1 %196, label %197, label %204

197:                                              ; preds = %193, %188
  %198 = add i32 %189, 1
  %199 = icmp ult i32 %190, %151
  %200 = sext i1 %199 to i32
  %201 = sub i32 %191, %150
  %202 = add i32 %201, %200
  %203 = sub i32 %190, %151
  br label %188, !llvm.loop !6

204:                                              ; preds = %193
  %205 = tail call i32 @llvm.fshl.i32(i32 %191, i32 %190, i32 10) #6
  %206 = zext i32 %205 to i64
  %207 = mul nuw i64 %206, %154
  %208 = lshr i64 %207, 32
  %209 = trunc i64 %208 to i32
  %210 = mul i32 %209, %151
  %211 = mul nuw i64 %208, %159
  %212 = lshr i64 %211, 32
  %213 = trunc i64 %212 to i32
  %214 = mul i32 %209, %150
  %215 = shl i32 %190, 30
  %216 = tail call i32 @llvm.fshl.i32(i32 %191, i32 %190, i32 30) #6
  %217 = sub i32 %215, %210
  %218 = icmp ult i32 %215, %210
  %219 = sext i1 %218 to i32
  %220 = add i32 %214, %213
  %221 = sub i32 %216, %220
  %222 = add i32 %221, %219
  %223 = icmp slt i32 %222, 0
  br i1 %223, label %224, label %235

224:                                              ; preds = %204, %224
  %225 = phi i32 [ %233, %224 ], [ %222, %204 ]
  %226 = phi i32 [ %229, %224 ], [ %217, %204 ]
  %227 = phi i32 [ %228, %224 ], [ %209, %204 ]
  %228 = add i32 %227, -1
  %229 = add i32 %226, %151
  %230 = icmp ult i32 %229, %151
  %231 = zext i1 %230 to i32
  %232 = add i32 %225, %150
  %233 = add i32 %232, %231
  %234 = icmp slt i32 %233, 0
  br i1 %234, label %224, label %235, !llvm.loop !4

235:                                              ; preds = %224, %204
  %236 = phi i32 [ %209, %204 ], [ %228, %224 ]
  %237 = phi i32 [ %217, %204 ], [ %229, %224 ]
  %238 = phi i32 [ %222, %204 ], [ %233, %224 ]
  br label %239

239:                                              ; preds = %235, %248
  %240 = phi i32 [ %249, %248 ], [ %236, %235 ]
  %241 = phi i32 [ %254, %248 ], [ %237, %235 ]
  %242 = phi i32 [ %253, %248 ], [ %238, %235 ]
  %243 = icmp ugt i32 %242, %150
  br i1 %243, label %248, label %244

244:                                              ; preds = %239
  %245 = icmp eq i32 %242, %150
  %246 = icmp uge i32 %241, %151
  %247 = select i1 %245, i1 %246, i1 false
  br i1 %247, label %248, label %255

248:                                              ; preds = %244, %239
  %249 = add i32 %240, 1
  %250 = icmp ult i32 %241, %151
  %251 = sext i1 %250 to i32
  %252 = sub i32 %242, %150
  %253 = add i32 %252, %251
  %254 = sub i32 %241, %151
  br label %239, !llvm.loop !6

255:                                              ; preds = %244
  %256 = or i32 %242, %241
  %257 = icmp ne i32 %256, 0
  %258 = zext i32 %189 to i64
  %259 = zext i32 %240 to i64
  %260 = shl nuw i64 %258, 32
  %261 = shl nuw nsw i64 %259, 2
  %262 = or i64 %261, %260
  %263 = zext i1 %257 to i64
  %264 = or i64 %262, %263
  %265 = add i32 %105, -2047
  %266 = icmp ult i32 %265, -2046
  br i1 %266, label %267, label %288

267:                                              ; preds = %255
  %268 = icmp sgt i32 %105, 0
  br i1 %268, label %269, label %273

269:                                              ; preds = %267
  %270 = or i32 %9, 2146435072
  %271 = zext i32 %270 to i64
  %272 = shl nuw i64 %271, 32
  br label %302

273:                                              ; preds = %267
  %274 = sub nsw i32 1, %105
  %275 = icmp ugt i32 %274, 63
  br i1 %275, label %276, label %279

276:                                              ; preds = %273
  %277 = icmp ne i64 %264, 0
  %278 = zext i1 %277 to i64
  br label %288

279:                                              ; preds = %273
  %280 = zext i32 %274 to i64
  %281 = lshr i64 %264, %280
  %282 = shl nsw i64 -1, %280
  %283 = xor i64 %282, -1
  %284 = and i64 %264, %283
  %285 = icmp ne i64 %284, 0
  %286 = zext i1 %285 to i64
  %287 = or i64 %281, %286
  br label %288

288:                                              ; preds = %279, %276, %255
  %289 = phi i32 [ %105, %255 ], [ 1, %276 ], [ 1, %279 ]
  %290 = phi i64 [ %264, %255 ], [ %278, %276 ], [ %287, %279 ]
  %291 = lshr i64 %290, 10
  %292 = and i64 %291, 1
  %293 = add i64 %290, 511
  %294 = add i64 %293, %292
  %295 = shl nuw nsw i32 %289, 20
  %296 = add i32 %9, -1048576
  %297 = add i32 %296, %295
  %298 = zext i32 %297 to i64
  %299 = shl nuw i64 %298, 32
  %300 = lshr i64 %294, 10
  %301 = add i64 %300, %299
  br label %302

302:                                              ; preds = %46, %32, %24, %29, %21, %288, %269, %37
  %303 = phi i64 [ 9221120237041090560, %37 ], [ %272, %269 ], [ %301, %288 ], [ 9221120237041090560, %21 ], [ 9221120237041090560, %29 ], [ 9221120237041090560, %24 ], [ 9221120237041090560, %32 ], [ %52, %46 ]
  ret i64 %303
}

; Function Attrs: nofree nosync nounwind readnone
define dso_local i64 @__cpu0_div_f64(i64 noundef zeroext %0, i64 noundef zeroext %1) local_unnamed_addr #3 {
  %3 = lshr i64 %0, 32
  %4 = trunc i64 %3 to i32
  %5 = trunc i64 %0 to i32
  %6 = lshr i64 %1, 32
  %7 = trunc i64 %6 to i32
  %8 = trunc i64 %1 to i32
  %9 = lshr i32 %4, 20
  %10 = and i32 %9, 2047
  %11 = lshr i32 %7, 20
  %12 = and i32 %11, 2047
  %13 = add nsw i32 %10, -1
  %14 = icmp ult i32 %13, 2046
  %15 = add nsw i32 %12, -1
  %16 = icmp ult i32 %15, 2046
  %17 = and i1 %14, %16
  br i1 %17, label %18, label %225, !prof !3

18:                                               ; preds = %2
  %19 = sub nsw i32 %10, %12
  %20 = and i32 %4, 1048575
  %21 = or i32 %20, 1048576
  %22 = and i32 %7, 1048575
  %23 = or i32 %22, 1048576
  %24 = icmp ult i32 %21, %23
  br i1 %24, label %30, label %25

25:                                               ; preds = %18
  %26 = add nsw i32 %19, 1022
  %27 = icmp eq i32 %21, %23
  %28 = icmp ult i32 %5, %8
  %29 = and i1 %28, %27
  br i1 %29, label %30, label %34

30:                                               ; preds = %25, %18
  %31 = tail call i32 @llvm.fshl.i32(i32 %21, i32 %5, i32 1)
  %32 = shl i32 %5, 1
  %33 = add nsw i32 %19, 1021
  br label %34

34:                                               ; preds = %30, %25
  %35 = phi i32 [ %32, %30 ], [ %5, %25 ]
  %36 = phi i32 [ %31, %30 ], [ %21, %25 ]
  %37 = phi i32 [ %33, %30 ], [ %26, %25 ]
  %38 = icmp ult i32 %37, 2046
  br i1 %38, label %39, label %210, !prof !3

39:                                               ; preds = %34
  %40 = tail call i32 @llvm.fshl.i32(i32 %23, i32 %8, i32 11)
  %41 = lshr i32 %40, 16
  %42 = udiv i32 -1, %41
  %43 = shl nuw i32 %42, 15
  %44 = zext i32 %40 to i64
  %45 = zext i32 %43 to i64
  %46 = mul nuw i64 %45, %44
  %47 = lshr i64 %46, 32
  %48 = trunc i64 %47 to i32
  %49 = mul i32 %43, %40
  %50 = icmp ne i32 %49, 0
  %51 = sext i1 %50 to i32
  %52 = sub i32 %51, %48
  %53 = sub i32 0, %49
  %54 = tail call i32 @llvm.fshl.i32(i32 %52, i32 %53, i32 1) #6
  %55 = zext i32 %54 to i64
  %56 = mul nuw i64 %55, %45
  %57 = lshr i64 %56, 32
  %58 = trunc i64 %57 to i32
  %59 = icmp slt i32 %54, 0
  %60 = select i1 %59, i32 0, i32 %43
  %61 = add i32 %60, %58
  %62 = zext i32 %61 to i64
  %63 = mul nuw i64 %62, %44
  %64 = lshr i64 %63, 32
  %65 = trunc i64 %64 to i32
  %66 = mul i32 %61, %40
  %67 = icmp ne i32 %66, 0
  %68 = sext i1 %67 to i32
  %69 = sub i32 %68, %65
  %70 = sub i32 0, %66
  %71 = tail call i32 @llvm.fshl.i32(i32 %69, i32 %70, i32 1) #6
  %72 = zext i32 %71 to i64
  %73 = mul nuw i64 %72, %62
  %74 = lshr i64 %73, 32
  %75 = trunc i64 %74 to i32
  %76 = icmp slt i32 %71, 0
  %77 = select i1 %76, i32 0, i32 %61
  %78 = add i32 %77, %75
  %79 = tail call i32 @llvm.fshl.i32(i32 %36, i32 %35, i32 10) #6
  %80 = zext i32 %79 to i64
  %81 = zext i32 %78 to i64
  %82 = mul nuw i64 %81, %80
  %83 = lshr i64 %82, 32
  %84 = trunc i64 %83 to i32
  %85 = mul i32 %84, %8
  %86 = and i64 %1, 4294967295
  %87 = mul nuw i64 %83, %86
  %88 = lshr i64 %87, 32
  %89 = trunc i64 %88 to i32
  %90 = mul i32 %23, %84
  %91 = shl i32 %35, 30
  %92 = tail call i32 @llvm.fshl.i32(i32 %36, i32 %35, i32 30) #6
  %93 = sub i32 %91, %85
  %94 = icmp ult i32 %91, %85
  %95 = sext i1 %94 to i32
  %96 = add i32 %90, %89
  %97 = sub i32 %92, %96
  %98 = add i32 %97, %95
  %99 = icmp slt i32 %98, 0
  br i1 %99, label %100, label %111

100:                                              ; preds = %39, %100
  %101 = phi i32 [ %109, %100 ], [ %98, %39 ]
  %102 = phi i32 [ %105, %100 ], [ %93, %39 ]
  %103 = phi i32 [ %104, %100 ], [ %84, %39 ]
  %104 = add i32 %103, -1
  %105 = add i32 %102, %8
  %106 = icmp ult i32 %105, %8
  %107 = zext i1 %106 to i32
  %108 = add i32 %101, %23
  %109 = add i32 %108, %107
  %110 = icmp slt i32 %109, 0
  br i1 %110, label %100, label %111, !llvm.loop !4

111:                                              ; preds = %100, %39
  %112 = phi i32 [ %84, %39 ], [ %104, %100 ]
  %113 = phi i32 [ %93, %39 ], [ %105, %100 ]
  %114 = phi i32 [ %98, %39 ], [ %109, %100 ]
  br label %115

115:                                              ; preds = %111, %124
  %116 = phi i32 [ %125, %124 ], [ %112, %111 ]
  %117 = phi i32 [ %130, %124 ], [ %113, %111 ]
  %118 = phi i32 [ %129, %124 ], [ %114, %111 ]
  %119 = icmp ugt i32 %118, %23
  br i1 %119, label %124, label %120

120:                                              ; preds = %115
  %121 = icmp eq i32 %118, %23
  %122 = icmp uge i32 %117, %8
  %123 = select i1 %121, i1 %122, i1 false
  br i1 %123, label %124, label %131

124:                                              ; preds = %120, %115
  %125 = add i32 %116, 1
  %126 = icmp ult i32 %117, %8
  %127 = sext i1 %126 to i32
  %128 = sub i32 %118, %23
  %129 = add i32 %128, %127
  %130 = sub i32 %117, %8
  br label %115, !llvm.loop !6

131:                                              ; preds = %120
  %132 = tail call i32 @llvm.fshl.i32(i32 %118, i32 %117, i32 10) #6
  %133 = zext i32 %132 to i64
  %134 = mul nuw i64 %133, %81
  %135 = lshr i64 %134, 32
  %136 = trunc i64 %135 to i32
  %137 = mul i32 %136, %8
  %138 = mul nuw i64 %135, %86
  %139 = lshr i64 %138, 32
  %140 = trunc i64 %139 to i32
  %141 = mul i32 %23, %136
  %142 = shl i32 %117, 30
  %143 = tail call i32 @llvm.fshl.i32(i32 %118, i32 %117, i32 30) #6
  %144 = sub i32 %142, %137
  %145 = icmp ult i32 %142, %137
  %146 = sext i1 %145 to i32
  %147 = add i32 %141, %140
  %148 = sub i32 %143, %147
  %149 = add i32 %148, %146
  %150 = icmp slt i32 %149, 0
  br i1 %150, label %151, label %162

151:                                              ; preds = %131, %151
  %152 = phi i32 [ %160, %151 ], [ %149, %131 ]
  %153 = phi i32 [ %156, %151 ], [ %144, %131 ]
  %154 = phi i32 [ %155, %151 ], [ %136, %131 ]
  %155 = add i32 %154, -1
  %156 = add i32 %153, %8
  %157 = icmp ult i32 %156, %8
  %158 = zext i1 %157 to i32
  %159 = add i32 %152, %23
  %160 = add i32 %159, %158
  %161 = icmp slt i32 %160, 0
  br i1 %161, label %151, label %162, !llvm.loop !4

162:                                              ; preds = %151, %131
  %163 = phi i32 [ %136, %131 ], [ %155, %151 ]
  %164 = phi i32 [ %144, %131 ], [ %156, %151 ]
  %165 = phi i32 [ %149, %131 ], [ %160, %151 ]
  br label %166

166:                                              ; preds = %162, %175
  %167 = phi i32 [ %176, %175 ], [ %163, %162 ]
  %168 = phi i32 [ %181, %175 ], [ %164, %162 ]
  %169 = phi i32 [ %180, %175 ], [ %165, %162 ]
  %170 = icmp ugt i32 %169, %23
  br i1 %170, label %175, label %171

171:                                              ; preds = %166
  %172 = icmp eq i32 %169, %23
  %173 = icmp uge i32 %168, %8
  %174 = select i1 %172, i1 %173, i1 false
  br i1 %174, label %175, label %182

175:                                              ; preds = %171, %166
  %176 = add i32 %167, 1
  %177 = icmp ult i32 %168, %8
  %178 = sext i1 %177 to i32
  %179 = sub i32 %169, %23
  %180 = add i32 %179, %178
  %181 = sub i32 %168, %8
  br label %166, !llvm.loop !6

182:                                              ; preds = %171
  %183 = lshr i32 %167, 8
  %184 = shl i32 %116, 22
  %185 = or i32 %183, %184
  %186 = lshr i32 %116, 10
  %187 = and i32 %167, 255
  %188 = and i32 %183, 1
  %189 = or i32 %169, %168
  %190 = icmp ne i32 %189, 0
  %191 = zext i1 %190 to i32
  %192 = or i32 %188, %191
  %193 = add nuw nsw i32 %192, %187
  %194 = icmp ugt i32 %193, 128
  %195 = zext i1 %194 to i32
  %196 = add i32 %185, %195
  %197 = icmp ult i32 %196, %195
  %198 = zext i1 %197 to i32
  %199 = xor i64 %6, %3
  %200 = trunc i64 %199 to i32
  %201 = and i32 %200, -2147483648
  %202 = shl i32 %37, 20
  %203 = add i32 %202, %201
  %204 = add i32 %203, %186
  %205 = add i32 %204, %198
  %206 = zext i32 %205 to i64
  %207 = shl nuw i64 %206, 32
  %208 = zext i32 %196 to i64
  %209 = or i64 %207, %208
  br label %227

210:                                              ; preds = %34
  %211 = icmp sgt i32 %37, 0
  br i1 %211, label %212, label %219

212:                                              ; preds = %210
  %213 = xor i64 %6, %3
  %214 = trunc i64 %213 to i32
  %215 = and i32 %214, -2147483648
  %216 = or i32 %215, 2146435072
  %217 = zext i32 %216 to i64
  %218 = shl nuw i64 %217, 32
  br label %227

219:                                              ; preds = %210
  %220 = icmp slt i32 %37, -54
  br i1 %220, label %221, label %225

221:                                              ; preds = %219
  %222 = xor i64 %6, %3
  %223 = shl nuw i64 %222, 32
  %224 = and i64 %223, -9223372036854775808
  br label %227

225:                                              ; preds = %219, %2
  %226 = tail call i64 @__cpu0_div_f64_general(i64 noundef zeroext %0, i64 noundef zeroext %1) #8
  br label %227

227:                                              ; preds = %221, %212, %182, %225
  %228 = phi i64 [ %226, %225 ], [ %224, %221 ], [ %218, %212 ], [ %209, %182 ]
  ret i64 %228
}

; Function Attrs: nofree nosync nounwind readnone
define dso_local i64 @__cpu0_sqrt_f64(i64 noundef zeroext %0) local_unnamed_addr #3 {
  %2 = and i64 %0, 9218868437227405312
  %3 = icmp ne i64 %2, 9218868437227405312
  %4 = and i64 %0, 9223372036854775807
  %5 = icmp ne i64 %4, 0
  %6 = and i1 %3, %5
  %7 = icmp sgt i64 %0, -1
  %8 = and i1 %7, %6
  br i1 %8, label %11, label %9

9:                                                ; preds = %1
  switch i64 %0, label %10 [
    i64 -9223372036854775808, label %160
    i64 9218868437227405312, label %160
    i64 0, label %160
  ]

10:                                               ; preds = %9
  br label %160

11:                                               ; preds = %1
  %12 = lshr i64 %0, 52
  %13 = trunc i64 %12 to i32
  %14 = and i64 %0, 4503599627370495
  %15 = icmp eq i32 %13, 0
  br i1 %15, label %18, label %16

16:                                               ; preds = %11
  %17 = or i64 %14, 4503599627370496
  br label %31

18:                                               ; preds = %11
  %19 = lshr i64 %14, 32
  %20 = trunc i64 %19 to i32
  %21 = icmp eq i32 %20, 0
  %22 = tail call i32 @llvm.ctlz.i32(i32 %20, i1 true) #6, !range !1
  %23 = trunc i64 %0 to i32
  %24 = tail call i32 @llvm.ctlz.i32(i32 %23, i1 false) #6, !range !1
  %25 = add nuw nsw i32 %24, 32
  %26 = select i1 %21, i32 %25, i32 %22
  %27 = add nsw i32 %26, -11
  %28 = sub nsw i32 12, %26
  %29 = zext i32 %27 to i64
  %30 = shl i64 %14, %29
  br label %31

31:                                               ; preds = %16, %18
  %32 = phi i32 [ %28, %18 ], [ %13, %16 ]
  %33 = phi i64 [ %30, %18 ], [ %17, %16 ]
  %34 = add nsw i32 %32, -1023
  %35 = and i32 %34, 1
  %36 = zext i32 %35 to i64
  %37 = shl i64 %33, %36
  %38 = lshr i64 %37, 22
  %39 = trunc i64 %38 to i32
  %40 = lshr i32 %39, 16
  %41 = mul nuw i32 %40, 43691
  %42 = lshr i32 %41, 16
  %43 = add nuw nsw i32 %42, 23200
  %44 = udiv i32 %39, %43
  %45 = add nuw nsw i32 %43, %44
  %46 = lshr i32 %45, 1
  %47 = udiv i32 %39, %46
  %48 = add nuw nsw i32 %46, %47
  %49 = lshr i32 %48, 1
  %50 = mul i32 %49, %49
  %51 = sub i32 %39, %50
  %52 = icmp slt i32 %51, 0
  %53 = add nsw i32 %49, -1
  %54 = shl nuw nsw i32 %53, 1
  %55 = or i32 %54, 1
  %56 = select i1 %52, i32 %55, i32 0
  %57 = add i32 %56, %51
  %58 = select i1 %52, i32 %53, i32 %49
  %59 = shl i32 %57, 14
  %60 = udiv i32 %59, %58
  %61 = shl nuw nsw i32 %60, 1
  %62 = shl i32 %58, 16
  %63 = tail call i32 @llvm.uadd.sat.i32(i32 %61, i32 %62) #6
  %64 = shl i64 %37, 10
  %65 = zext i32 %63 to i64
  %66 = mul nuw i64 %65, %65
  %67 = sub i64 %64, %66
  %68 = lshr i32 %63, 16
  %69 = udiv i32 -1, %68
  %70 = shl i32 %69, 15
  %71 = zext i32 %70 to i64
  %72 = mul nuw i64 %65, %71
  %73 = lshr i64 %72, 32
  %74 = trunc i64 %73 to i32
  %75 = mul i32 %63, %70
  %76 = icmp ne i32 %75, 0
  %77 = sext i1 %76 to i32
  %78 = sub i32 %77, %74
  %79 = sub i32 0, %75
  %80 = tail call i32 @llvm.fshl.i32(i32 %78, i32 %79, i32 1) #6
  %81 = zext i32 %80 to i64
  %82 = mul nuw i64 %81, %71
  %83 = lshr i64 %82, 32
  %84 = trunc i64 %83 to i32
  %85 = icmp slt i32 %80, 0
  %86 = select i1 %85, i32 0, i32 %70
  %87 = add i32 %86, %84
  %88 = zext i32 %87 to i64
  %89 = mul nuw i64 %88, %65
  %90 = lshr i64 %89, 32
  %91 = trunc i64 %90 to i32
  %92 = mul i32 %87, %63
  %93 = icmp ne i32 %92, 0
  %94 = sext i1 %93 to i32
  %95 = sub i32 %94, %91
  %96 = sub i32 0, %92
  %97 = tail call i32 @llvm.fshl.i32(i32 %95, i32 %96, i32 1) #6
  %98 = zext i32 %97 to i64
  %99 = mul nuw i64 %98, %88
  %100 = lshr i64 %99, 32
  %101 = trunc i64 %100 to i32
  %102 = icmp slt i32 %97, 0
  %103 = select i1 %102, i32 0, i32 %87
  %104 = add i32 %103, %101
  %105 = ashr i64 %67, 32
  %106 = zext i32 %104 to i64
  %107 = mul nsw i64 %105, %106
  %108 = and i64 %67, 4294967295
  %109 = mul nuw i64 %108, %106
  %110 = lshr i64 %109, 32
  %111 = add nsw i64 %110, %107
  %112 = ashr i64 %111, 5
  %113 = shl nuw nsw i64 %65, 27
  %114 = add nsw i64 %112, %113
  %115 = mul i64 %114, %114
  %116 = sub i64 0, %115
  %117 = icmp slt i64 %116, 0
  br i1 %117, label %125, label %118

118:                                              ; preds = %31
  %119 = shl nsw i64 %114, 1
  br label %120

120:                                              ; preds = %125, %118
  %121 = phi i64 [ %119, %118 ], [ %129, %125 ]
  %122 = phi i64 [ %114, %118 ], [ %128, %125 ]
  %123 = phi i64 [ %116, %118 ], [ %131, %125 ]
  %124 = icmp ugt i64 %123, %121
  br i1 %124, label %133, label %142

125:                                              ; preds = %31, %125
  %126 = phi i64 [ %131, %125 ], [ %116, %31 ]
  %127 = phi i64 [ %128, %125 ], [ %114, %31 ]
  %128 = add i64 %127, -1
  %129 = shl i64 %128, 1
  %130 = add nsw i64 %126, 1
  %131 = add i64 %130, %129
  %132 = icmp slt i64 %131, 0
  br i1 %132, label %125, label %120, !llvm.loop !7

133:                                              ; preds = %120, %133
  %134 = phi i64 [ %140, %133 ], [ %121, %120 ]
  %135 = phi i64 [ %138, %133 ], [ %123, %120 ]
  %136 = phi i64 [ %139, %133 ], [ %122, %120 ]
  %137 = xor i64 %134, -1
  %138 = add i64 %135, %137
  %139 = add i64 %136, 1
  %140 = shl i64 %139, 1
  %141 = icmp ugt i64 %138, %140
  br i1 %141, label %133, label %142, !llvm.loop !8

142:                                              ; preds = %133, %120
  %143 = phi i64 [ %122, %120 ], [ %139, %133 ]
  %144 = phi i64 [ %123, %120 ], [ %138, %133 ]
  %145 = icmp ne i64 %144, 0
  %146 = shl i64 %143, 4
  %147 = zext i1 %145 to i64
  %148 = lshr i64 %146, 10
  %149 = and i64 %148, 1
  %150 = add i64 %146, 511
  %151 = add i64 %150, %147
  %152 = add i64 %151, %149
  %153 = shl nsw i32 %34, 19
  %154 = add i32 %153, 1071644672
  %155 = and i32 %154, -1048576
  %156 = zext i32 %155 to i64
  %157 = shl nuw i64 %156, 32
  %158 = lshr i64 %152, 10
  %159 = add i64 %158, %157
  br label %160

160:                                              ; preds = %9, %9, %9, %142, %10
  %161 = phi i64 [ 9221120237041090560, %10 ], [ %159, %142 ], [ %0, %9 ], [ %0, %9 ], [ %0, %9 ]
  ret i64 %161
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.uadd.sat.i32(i32, i32) #5

attributes #0 = { mustprogress nofree noinline nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { nofree noinline nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { nofree nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }
attributes #7 = { nobuiltin nounwind "no-builtins" }
attributes #8 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 0, i32 33}
!2 = !{!"branch_weights", i32 1, i32 2000}
!3 = !{!"branch_weights", i32 2000, i32 1}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !5}
