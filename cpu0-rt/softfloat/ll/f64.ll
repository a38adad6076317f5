; ModuleID = 'f64.c'
source_filename = "f64.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_add_f64(i64 noundef zeroext %0, i64 noundef zeroext %1) local_unnamed_addr #0 {
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
  %95 = tail call i32 @llvm.ctlz.i32(i32 %93, i1 true) #4, !range !1
  %96 = trunc i64 %89 to i32
  %97 = tail call i32 @llvm.ctlz.i32(i32 %96, i1 false) #4, !range !1
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
  %210 = tail call i32 @llvm.ctlz.i32(i32 %208, i1 true) #4, !range !1
  %211 = trunc i64 %204 to i32
  %212 = tail call i32 @llvm.ctlz.i32(i32 %211, i1 false) #4, !range !1
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

236:                                              ; preds = %28, %45, %53, %55, %57, %84, %88, %107, %143, %160, %168, %170, %172, %199, %203, %222
  %237 = phi i64 [ %52, %45 ], [ %54, %53 ], [ %0, %55 ], [ %0, %57 ], [ %120, %107 ], [ %87, %84 ], [ 0, %88 ], [ %33, %28 ], [ %167, %160 ], [ %169, %168 ], [ %1, %170 ], [ %1, %172 ], [ %235, %222 ], [ %202, %199 ], [ 0, %203 ], [ %148, %143 ]
  ret i64 %237
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_sub_f64(i64 noundef zeroext %0, i64 noundef zeroext %1) local_unnamed_addr #0 {
  %3 = xor i64 %1, -9223372036854775808
  %4 = shl i64 %0, 1
  %5 = shl i64 %1, 1
  %6 = icmp ult i64 %4, %5
  br i1 %6, label %122, label %7

7:                                                ; preds = %2
  %8 = lshr i64 %0, 32
  %9 = trunc i64 %8 to i32
  %10 = lshr i64 %3, 32
  %11 = lshr i32 %9, 20
  %12 = and i32 %11, 2047
  %13 = lshr i64 %1, 52
  %14 = trunc i64 %13 to i32
  %15 = and i32 %14, 2047
  %16 = and i32 %9, -2147483648
  %17 = xor i64 %10, %8
  %18 = trunc i64 %17 to i32
  %19 = and i32 %18, -2147483648
  %20 = icmp eq i32 %12, 2047
  br i1 %20, label %21, label %35

21:                                               ; preds = %7
  %22 = and i32 %9, 2147483647
  %23 = icmp ugt i32 %22, 2146435072
  br i1 %23, label %29, label %24

24:                                               ; preds = %21
  %25 = icmp eq i32 %22, 2146435072
  br i1 %25, label %26, label %29

26:                                               ; preds = %24
  %27 = trunc i64 %0 to i32
  %28 = icmp ne i32 %27, 0
  br label %29

29:                                               ; preds = %26, %24, %21
  %30 = phi i1 [ true, %21 ], [ false, %24 ], [ %28, %26 ]
  %31 = xor i64 %3, %0
  %32 = icmp eq i64 %31, -9223372036854775808
  %33 = or i1 %32, %30
  %34 = select i1 %33, i64 9221120237041090560, i64 %0
  br label %237

35:                                               ; preds = %7
  %36 = shl i64 %1, 10
  %37 = and i64 %36, 4611686018427386880
  %38 = icmp eq i32 %15, 0
  br i1 %38, label %41, label %39

39:                                               ; preds = %35
  %40 = or i64 %37, 4611686018427387904
  br label %58

41:                                               ; preds = %35
  %42 = icmp eq i32 %12, 0
  %43 = and i64 %1, 9223372036854775807
  br i1 %42, label %44, label %56

44:                                               ; preds = %41
  %45 = icmp eq i32 %19, 0
  br i1 %45, label %54, label %46

46:                                               ; preds = %44
  %47 = and i64 %0, 9223372036854775807
  %48 = sub nsw i64 %47, %43
  %49 = icmp eq i64 %48, 0
  %50 = zext i32 %16 to i64
  %51 = shl nuw i64 %50, 32
  %52 = or i64 %51, %48
  %53 = select i1 %49, i64 0, i64 %52
  br label %237

54:                                               ; preds = %44
  %55 = add i64 %43, %0
  br label %237

56:                                               ; preds = %41
  %57 = icmp eq i64 %43, 0
  br i1 %57, label %237, label %58

58:                                               ; preds = %56, %39
  %59 = phi i64 [ %40, %39 ], [ %37, %56 ]
  %60 = phi i32 [ %15, %39 ], [ 1, %56 ]
  %61 = sub nsw i32 %12, %60
  %62 = icmp ugt i32 %61, 54
  br i1 %62, label %237, label %63

63:                                               ; preds = %58
  %64 = shl i64 %0, 10
  %65 = and i64 %64, 4611686018427386880
  %66 = or i64 %65, 4611686018427387904
  %67 = zext i32 %61 to i64
  %68 = lshr i64 %59, %67
  %69 = shl nsw i64 -1, %67
  %70 = xor i64 %69, -1
  %71 = and i64 %59, %70
  %72 = icmp ne i64 %71, 0
  %73 = zext i1 %72 to i64
  %74 = or i64 %68, %73
  %75 = icmp eq i32 %19, 0
  br i1 %75, label %76, label %89

76:                                               ; preds = %63
  %77 = add i64 %74, %66
  %78 = icmp sgt i64 %77, -1
  br i1 %78, label %108, label %79

79:                                               ; preds = %76
  %80 = lshr i64 %77, 1
  %81 = and i64 %77, 1
  %82 = or i64 %80, %81
  %83 = add nuw nsw i32 %12, 1
  %84 = icmp eq i32 %83, 2047
  br i1 %84, label %85, label %108

85:                                               ; preds = %79
  %86 = or i32 %16, 2146435072
  %87 = zext i32 %86 to i64
  %88 = shl nuw i64 %87, 32
  br label %237

89:                                               ; preds = %63
  %90 = sub i64 %66, %74
  %91 = icmp eq i64 %90, 0
  br i1 %91, label %237, label %92

92:                                               ; preds = %89
  %93 = lshr i64 %90, 32
  %94 = trunc i64 %93 to i32
  %95 = icmp eq i32 %94, 0
  %96 = tail call i32 @llvm.ctlz.i32(i32 %94, i1 true) #4, !range !1
  %97 = trunc i64 %90 to i32
  %98 = tail call i32 @llvm.ctlz.i32(i32 %97, i1 false) #4, !range !1
  %99 = add nuw nsw i32 %98, 32
  %100 = select i1 %95, i32 %99, i32 %96
  %101 = add nsw i32 %100, -1
  %102 = icmp ult i32 %101, %12
  %103 = add nsw i32 %12, -1
  %104 = select i1 %102, i32 %101, i32 %103
  %105 = zext i32 %104 to i64
  %106 = shl i64 %90, %105
  %107 = sub nsw i32 %12, %104
  br label %108

108:                                              ; preds = %92, %79, %76
  %109 = phi i32 [ %107, %92 ], [ %83, %79 ], [ %12, %76 ]
  %110 = phi i64 [ %106, %92 ], [ %82, %79 ], [ %77, %76 ]
  %111 = lshr i64 %110, 10
  %112 = and i64 %111, 1
  %113 = add i64 %110, 511
  %114 = add i64 %113, %112
  %115 = shl i32 %109, 20
  %116 = add i32 %16, -1048576
  %117 = add i32 %116, %115
  %118 = zext i32 %117 to i64
  %119 = shl nuw i64 %118, 32
  %120 = lshr i64 %114, 10
  %121 = add i64 %120, %119
  br label %237

122:                                              ; preds = %2
  %123 = lshr i64 %3, 32
  %124 = trunc i64 %123 to i32
  %125 = lshr i64 %0, 32
  %126 = lshr i32 %124, 20
  %127 = and i32 %126, 2047
  %128 = lshr i64 %0, 52
  %129 = trunc i64 %128 to i32
  %130 = and i32 %129, 2047
  %131 = and i32 %124, -2147483648
  %132 = xor i64 %123, %125
  %133 = trunc i64 %132 to i32
  %134 = and i32 %133, -2147483648
  %135 = icmp eq i32 %127, 2047
  br i1 %135, label %136, label %150

136:                                              ; preds = %122
  %137 = and i32 %124, 2147483647
  %138 = icmp ugt i32 %137, 2146435072
  br i1 %138, label %144, label %139

139:                                              ; preds = %136
  %140 = icmp eq i32 %137, 2146435072
  br i1 %140, label %141, label %144

141:                                              ; preds = %139
  %142 = trunc i64 %1 to i32
  %143 = icmp ne i32 %142, 0
  br label %144

144:                                              ; preds = %141, %139, %136
  %145 = phi i1 [ true, %136 ], [ false, %139 ], [ %143, %141 ]
  %146 = xor i64 %3, %0
  %147 = icmp eq i64 %146, -9223372036854775808
  %148 = or i1 %147, %145
  %149 = select i1 %148, i64 9221120237041090560, i64 %3
  br label %237

150:                                              ; preds = %122
  %151 = shl i64 %0, 10
  %152 = and i64 %151, 4611686018427386880
  %153 = icmp eq i32 %130, 0
  br i1 %153, label %156, label %154

154:                                              ; preds = %150
  %155 = or i64 %152, 4611686018427387904
  br label %173

156:                                              ; preds = %150
  %157 = icmp eq i32 %127, 0
  %158 = and i64 %0, 9223372036854775807
  br i1 %157, label %159, label %171

159:                                              ; preds = %156
  %160 = icmp eq i32 %134, 0
  br i1 %160, label %169, label %161

161:                                              ; preds = %159
  %162 = and i64 %1, 9223372036854775807
  %163 = sub nsw i64 %162, %158
  %164 = icmp eq i64 %163, 0
  %165 = zext i32 %131 to i64
  %166 = shl nuw i64 %165, 32
  %167 = or i64 %166, %163
  %168 = select i1 %164, i64 0, i64 %167
  br label %237

169:                                              ; preds = %159
  %170 = add i64 %3, %158
  br label %237

171:                                              ; preds = %156
  %172 = icmp eq i64 %158, 0
  br i1 %172, label %237, label %173

173:                                              ; preds = %171, %154
  %174 = phi i64 [ %155, %154 ], [ %152, %171 ]
  %175 = phi i32 [ %130, %154 ], [ 1, %171 ]
  %176 = sub nsw i32 %127, %175
  %177 = icmp ugt i32 %176, 54
  br i1 %177, label %237, label %178

178:                                              ; preds = %173
  %179 = shl i64 %1, 10
  %180 = and i64 %179, 4611686018427386880
  %181 = or i64 %180, 4611686018427387904
  %182 = zext i32 %176 to i64
  %183 = lshr i64 %174, %182
  %184 = shl nsw i64 -1, %182
  %185 = xor i64 %184, -1
  %186 = and i64 %174, %185
  %187 = icmp ne i64 %186, 0
  %188 = zext i1 %187 to i64
  %189 = or i64 %183, %188
  %190 = icmp eq i32 %134, 0
  br i1 %190, label %191, label %204

191:                                              ; preds = %178
  %192 = add i64 %189, %181
  %193 = icmp sgt i64 %192, -1
  br i1 %193, label %223, label %194

194:                                              ; preds = %191
  %195 = lshr i64 %192, 1
  %196 = and i64 %192, 1
  %197 = or i64 %195, %196
  %198 = add nuw nsw i32 %127, 1
  %199 = icmp eq i32 %198, 2047
  br i1 %199, label %200, label %223

200:                                              ; preds = %194
  %201 = or i32 %131, 2146435072
  %202 = zext i32 %201 to i64
  %203 = shl nuw i64 %202, 32
  br label %237

204:                                              ; preds = %178
  %205 = sub i64 %181, %189
  %206 = icmp eq i64 %205, 0
  br i1 %206, label %237, label %207

207:                                              ; preds = %204
  %208 = lshr i64 %205, 32
  %209 = trunc i64 %208 to i32
  %210 = icmp eq i32 %209, 0
  %211 = tail call i32 @llvm.ctlz.i32(i32 %209, i1 true) #4, !range !1
  %212 = trunc i64 %205 to i32
  %213 = tail call i32 @llvm.ctlz.i32(i32 %212, i1 false) #4, !range !1
  %214 = add nuw nsw i32 %213, 32
  %215 = select i1 %210, i32 %214, i32 %211
  %216 = add nsw i32 %215, -1
  %217 = icmp ult i32 %216, %127
  %218 = add nsw i32 %127, -1
  %219 = select i1 %217, i32 %216, i32 %218
  %220 = zext i32 %219 to i64
  %221 = shl i64 %205, %220
  %222 = sub nsw i32 %127, %219
  br label %223

223:                                              ; preds = %207, %194, %191
  %224 = phi i32 [ %222, %207 ], [ %198, %194 ], [ %127, %191 ]
  %225 = phi i64 [ %221, %207 ], [ %197, %194 ], [ %192, %191 ]
  %226 = lshr i64 %225, 10
  %227 = and i64 %226, 1
  %228 = add i64 %225, 511
  %229 = add i64 %228, %227
  %230 = shl i32 %224, 20
  %231 = add i32 %131, -1048576
  %232 = add i32 %231, %230
  %233 = zext i32 %232 to i64
  %234 = shl nuw i64 %233, 32
  %235 = lshr i64 %229, 10
  %236 = add i64 %235, %234
  br label %237

237:                                              ; preds = %29, %46, %54, %56, %58, %85, %89, %108, %144, %161, %169, %171, %173, %200, %204, %223
  %238 = phi i64 [ %53, %46 ], [ %55, %54 ], [ %0, %56 ], [ %0, %58 ], [ %121, %108 ], [ %88, %85 ], [ 0, %89 ], [ %34, %29 ], [ %168, %161 ], [ %170, %169 ], [ %3, %171 ], [ %3, %173 ], [ %236, %223 ], [ %203, %200 ], [ 0, %204 ], [ %149, %144 ]
  ret i64 %238
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_mul_f64(i64 noundef zeroext %0, i64 noundef zeroext %1) local_unnamed_addr #0 {
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
  %66 = tail call i32 @llvm.ctlz.i32(i32 %64, i1 true) #4, !range !1
  %67 = trunc i64 %0 to i32
  %68 = tail call i32 @llvm.ctlz.i32(i32 %67, i1 false) #4, !range !1
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
  %89 = tail call i32 @llvm.ctlz.i32(i32 %87, i1 true) #4, !range !1
  %90 = trunc i64 %1 to i32
  %91 = tail call i32 @llvm.ctlz.i32(i32 %90, i1 false) #4, !range !1
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

; Function Attrs: nofree nosync nounwind readnone
define dso_local i64 @__cpu0_div_f64(i64 noundef zeroext %0, i64 noundef zeroext %1) local_unnamed_addr #1 {
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
  br i1 %23, label %241, label %24

24:                                               ; preds = %21
  %25 = icmp ne i32 %22, 2146435072
  %26 = trunc i64 %0 to i32
  %27 = icmp eq i32 %26, 0
  %28 = or i1 %27, %25
  br i1 %28, label %29, label %241

29:                                               ; preds = %24
  %30 = and i32 %6, 2147483647
  %31 = icmp ugt i32 %30, 2146435072
  br i1 %31, label %241, label %32

32:                                               ; preds = %29
  %33 = icmp ne i32 %30, 2146435072
  %34 = trunc i64 %1 to i32
  %35 = icmp eq i32 %34, 0
  %36 = or i1 %35, %33
  br i1 %36, label %37, label %241

37:                                               ; preds = %32
  %38 = shl i64 %0, 1
  %39 = icmp eq i64 %38, -9007199254740992
  %40 = shl i64 %1, 1
  %41 = icmp eq i64 %40, -9007199254740992
  %42 = and i1 %39, %41
  %43 = or i64 %40, %38
  %44 = icmp eq i64 %43, 0
  %45 = or i1 %42, %44
  br i1 %45, label %241, label %46

46:                                               ; preds = %37
  %47 = icmp eq i64 %40, 0
  %48 = or i1 %39, %47
  %49 = zext i32 %9 to i64
  %50 = shl nuw i64 %49, 32
  %51 = or i64 %50, 9218868437227405312
  %52 = select i1 %48, i64 %51, i64 %50
  br label %241

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
  %65 = tail call i32 @llvm.ctlz.i32(i32 %63, i1 true) #4, !range !1
  %66 = trunc i64 %0 to i32
  %67 = tail call i32 @llvm.ctlz.i32(i32 %66, i1 false) #4, !range !1
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
  %88 = tail call i32 @llvm.ctlz.i32(i32 %86, i1 true) #4, !range !1
  %89 = trunc i64 %1 to i32
  %90 = tail call i32 @llvm.ctlz.i32(i32 %89, i1 false) #4, !range !1
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
  %114 = sub i64 -9223372036854775808, %113
  %115 = ashr i64 %114, 31
  %116 = mul nsw i64 %115, %112
  %117 = lshr i64 %116, 32
  %118 = trunc i64 %117 to i32
  %119 = add i32 %110, %118
  %120 = zext i32 %119 to i64
  %121 = mul nuw i64 %111, %120
  %122 = sub i64 -9223372036854775808, %121
  %123 = ashr i64 %122, 31
  %124 = mul nsw i64 %123, %120
  %125 = lshr i64 %124, 32
  %126 = trunc i64 %125 to i32
  %127 = add i32 %119, %126
  %128 = lshr i64 %103, 22
  %129 = and i64 %128, 4294967295
  %130 = zext i32 %127 to i64
  %131 = mul nuw i64 %129, %130
  %132 = lshr i64 %131, 32
  %133 = trunc i64 %132 to i32
  %134 = shl i64 %103, 30
  %135 = and i64 %99, 4294967295
  %136 = mul nuw i64 %132, %135
  %137 = lshr i64 %99, 32
  %138 = trunc i64 %137 to i32
  %139 = mul i32 %133, %138
  %140 = zext i32 %139 to i64
  %141 = mul i64 %140, -4294967296
  %142 = sub i64 %134, %136
  %143 = add i64 %141, %142
  %144 = icmp slt i64 %143, 0
  br i1 %144, label %149, label %145

145:                                              ; preds = %149, %97
  %146 = phi i32 [ %133, %97 ], [ %152, %149 ]
  %147 = phi i64 [ %143, %97 ], [ %153, %149 ]
  %148 = icmp ult i64 %147, %99
  br i1 %148, label %161, label %155

149:                                              ; preds = %97, %149
  %150 = phi i64 [ %153, %149 ], [ %143, %97 ]
  %151 = phi i32 [ %152, %149 ], [ %133, %97 ]
  %152 = add i32 %151, -1
  %153 = add nsw i64 %150, %99
  %154 = icmp slt i64 %153, 0
  br i1 %154, label %149, label %145, !llvm.loop !2

155:                                              ; preds = %145, %155
  %156 = phi i64 [ %159, %155 ], [ %147, %145 ]
  %157 = phi i32 [ %158, %155 ], [ %146, %145 ]
  %158 = add i32 %157, 1
  %159 = sub nsw i64 %156, %99
  %160 = icmp ult i64 %159, %99
  br i1 %160, label %161, label %155, !llvm.loop !4

161:                                              ; preds = %155, %145
  %162 = phi i32 [ %146, %145 ], [ %158, %155 ]
  %163 = phi i64 [ %147, %145 ], [ %159, %155 ]
  %164 = lshr i64 %163, 22
  %165 = and i64 %164, 4294967295
  %166 = mul nuw i64 %165, %130
  %167 = lshr i64 %166, 32
  %168 = trunc i64 %167 to i32
  %169 = shl i64 %163, 30
  %170 = mul nuw i64 %167, %135
  %171 = mul i32 %168, %138
  %172 = zext i32 %171 to i64
  %173 = mul i64 %172, -4294967296
  %174 = sub i64 %169, %170
  %175 = add i64 %173, %174
  %176 = icmp slt i64 %175, 0
  br i1 %176, label %181, label %177

177:                                              ; preds = %181, %161
  %178 = phi i32 [ %168, %161 ], [ %184, %181 ]
  %179 = phi i64 [ %175, %161 ], [ %185, %181 ]
  %180 = icmp ult i64 %179, %99
  br i1 %180, label %193, label %187

181:                                              ; preds = %161, %181
  %182 = phi i64 [ %185, %181 ], [ %175, %161 ]
  %183 = phi i32 [ %184, %181 ], [ %168, %161 ]
  %184 = add i32 %183, -1
  %185 = add nsw i64 %182, %99
  %186 = icmp slt i64 %185, 0
  br i1 %186, label %181, label %177, !llvm.loop !2

187:                                              ; preds = %177, %187
  %188 = phi i64 [ %191, %187 ], [ %179, %177 ]
  %189 = phi i32 [ %190, %187 ], [ %178, %177 ]
  %190 = add i32 %189, 1
  %191 = sub nsw i64 %188, %99
  %192 = icmp ult i64 %191, %99
  br i1 %192, label %193, label %187, !llvm.loop !4

193:                                              ; preds = %187, %177
  %194 = phi i32 [ %178, %177 ], [ %190, %187 ]
  %195 = phi i64 [ %179, %177 ], [ %191, %187 ]
  %196 = icmp ne i64 %195, 0
  %197 = zext i32 %162 to i64
  %198 = zext i32 %194 to i64
  %199 = shl nuw i64 %197, 32
  %200 = shl nuw nsw i64 %198, 2
  %201 = or i64 %200, %199
  %202 = zext i1 %196 to i64
  %203 = or i64 %201, %202
  %204 = add i32 %105, -2047
  %205 = icmp ult i32 %204, -2046
  br i1 %205, label %206, label %227

206:                                              ; preds = %193
  %207 = icmp sgt i32 %105, 0
  br i1 %207, label %208, label %212

208:                                              ; preds = %206
  %209 = or i32 %9, 2146435072
  %210 = zext i32 %209 to i64
  %211 = shl nuw i64 %210, 32
  br label %241

212:                                              ; preds = %206
  %213 = sub nsw i32 1, %105
  %214 = icmp ugt i32 %213, 63
  br i1 %214, label %215, label %218

215:                                              ; preds = %212
  %216 = icmp ne i64 %203, 0
  %217 = zext i1 %216 to i64
  br label %227

218:                                              ; preds = %212
  %219 = zext i32 %213 to i64
  %220 = lshr i64 %203, %219
  %221 = shl nsw i64 -1, %219
  %222 = xor i64 %221, -1
  %223 = and i64 %203, %222
  %224 = icmp ne i64 %223, 0
  %225 = zext i1 %224 to i64
  %226 = or i64 %220, %225
  br label %227

227:                                              ; preds = %218, %215, %193
  %228 = phi i32 [ %105, %193 ], [ 1, %215 ], [ 1, %218 ]
  %229 = phi i64 [ %203, %193 ], [ %217, %215 ], [ %226, %218 ]
  %230 = lshr i64 %229, 10
  %231 = and i64 %230, 1
  %232 = add i64 %229, 511
  %233 = add i64 %232, %231
  %234 = shl nuw nsw i32 %228, 20
  %235 = add i32 %9, -1048576
  %236 = add i32 %235, %234
  %237 = zext i32 %236 to i64
  %238 = shl nuw i64 %237, 32
  %239 = lshr i64 %233, 10
  %240 = add i64 %239, %238
  br label %241

241:                                              ; preds = %46, %32, %24, %29, %21, %227, %208, %37
  %242 = phi i64 [ 9221120237041090560, %37 ], [ %211, %208 ], [ %240, %227 ], [ 9221120237041090560, %21 ], [ 9221120237041090560, %29 ], [ 9221120237041090560, %24 ], [ 9221120237041090560, %32 ], [ %52, %46 ]
  ret i64 %242
}

; Function Attrs: nofree nosync nounwind readnone
define dso_local i64 @__cpu0_sqrt_f64(i64 noundef zeroext %0) local_unnamed_addr #1 {
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
    i64 -9223372036854775808, label %142
    i64 9218868437227405312, label %142
    i64 0, label %142
  ]

10:                                               ; preds = %9
  br label %142

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
  %22 = tail call i32 @llvm.ctlz.i32(i32 %20, i1 true) #4, !range !1
  %23 = trunc i64 %0 to i32
  %24 = tail call i32 @llvm.ctlz.i32(i32 %23, i1 false) #4, !range !1
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
  %63 = tail call i32 @llvm.uadd.sat.i32(i32 %61, i32 %62) #4
  %64 = shl i64 %37, 10
  %65 = zext i32 %63 to i64
  %66 = mul nuw i64 %65, %65
  %67 = sub i64 %64, %66
  %68 = lshr i32 %63, 16
  %69 = udiv i32 -1, %68
  %70 = shl i32 %69, 15
  %71 = zext i32 %70 to i64
  %72 = mul nuw i64 %65, %71
  %73 = sub i64 -9223372036854775808, %72
  %74 = ashr i64 %73, 31
  %75 = mul nsw i64 %74, %71
  %76 = lshr i64 %75, 32
  %77 = trunc i64 %76 to i32
  %78 = add i32 %70, %77
  %79 = zext i32 %78 to i64
  %80 = mul nuw i64 %79, %65
  %81 = sub i64 -9223372036854775808, %80
  %82 = ashr i64 %81, 31
  %83 = mul nsw i64 %82, %79
  %84 = lshr i64 %83, 32
  %85 = trunc i64 %84 to i32
  %86 = add i32 %78, %85
  %87 = ashr i64 %67, 32
  %88 = zext i32 %86 to i64
  %89 = mul nsw i64 %87, %88
  %90 = and i64 %67, 4294967295
  %91 = mul nuw i64 %90, %88
  %92 = lshr i64 %91, 32
  %93 = add nsw i64 %92, %89
  %94 = ashr i64 %93, 5
  %95 = shl nuw nsw i64 %65, 27
  %96 = add nsw i64 %94, %95
  %97 = mul i64 %96, %96
  %98 = sub i64 0, %97
  %99 = icmp slt i64 %98, 0
  br i1 %99, label %107, label %100

100:                                              ; preds = %31
  %101 = shl nsw i64 %96, 1
  br label %102

102:                                              ; preds = %107, %100
  %103 = phi i64 [ %101, %100 ], [ %111, %107 ]
  %104 = phi i64 [ %96, %100 ], [ %110, %107 ]
  %105 = phi i64 [ %98, %100 ], [ %113, %107 ]
  %106 = icmp ugt i64 %105, %103
  br i1 %106, label %115, label %124

107:                                              ; preds = %31, %107
  %108 = phi i64 [ %113, %107 ], [ %98, %31 ]
  %109 = phi i64 [ %110, %107 ], [ %96, %31 ]
  %110 = add i64 %109, -1
  %111 = shl i64 %110, 1
  %112 = add nsw i64 %108, 1
  %113 = add i64 %112, %111
  %114 = icmp slt i64 %113, 0
  br i1 %114, label %107, label %102, !llvm.loop !5

115:                                              ; preds = %102, %115
  %116 = phi i64 [ %122, %115 ], [ %103, %102 ]
  %117 = phi i64 [ %120, %115 ], [ %105, %102 ]
  %118 = phi i64 [ %121, %115 ], [ %104, %102 ]
  %119 = xor i64 %116, -1
  %120 = add i64 %117, %119
  %121 = add i64 %118, 1
  %122 = shl i64 %121, 1
  %123 = icmp ugt i64 %120, %122
  br i1 %123, label %115, label %124, !llvm.loop !6

124:                                              ; preds = %115, %102
  %125 = phi i64 [ %104, %102 ], [ %121, %115 ]
  %126 = phi i64 [ %105, %102 ], [ %120, %115 ]
  %127 = icmp ne i64 %126, 0
  %128 = shl i64 %125, 4
  %129 = zext i1 %127 to i64
  %130 = lshr i64 %128, 10
  %131 = and i64 %130, 1
  %132 = add i64 %128, 511
  %133 = add i64 %132, %129
  %134 = add i64 %133, %131
  %135 = shl nsw i32 %34, 19
  %136 = add i32 %135, 1071644672
  %137 = and i32 %136, -1048576
  %138 = zext i32 %137 to i64
  %139 = shl nuw i64 %138, 32
  %140 = lshr i64 %134, 10
  %141 = add i64 %140, %139
  br label %142

142:                                              ; preds = %9, %9, %9, %124, %10
  %143 = phi i64 [ 9221120237041090560, %10 ], [ %141, %124 ], [ %0, %9 ], [ %0, %9 ], [ %0, %9 ]
  ret i64 %143
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.uadd.sat.i32(i32, i32) #3

attributes #0 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 0, i32 33}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
