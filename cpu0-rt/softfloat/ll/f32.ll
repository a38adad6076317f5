; ModuleID = 'f32.c'
source_filename = "f32.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_add_f32(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #0 {
  %3 = shl i32 %0, 1
  %4 = shl i32 %1, 1
  %5 = icmp ult i32 %3, %4
  br i1 %5, label %89, label %6

6:                                                ; preds = %2
  %7 = lshr i32 %3, 24
  %8 = lshr i32 %4, 24
  %9 = and i32 %0, -2147483648
  %10 = xor i32 %1, %0
  %11 = and i32 %10, -2147483648
  %12 = icmp eq i32 %7, 255
  br i1 %12, label %13, label %18

13:                                               ; preds = %6
  %14 = icmp ugt i32 %3, -16777216
  %15 = icmp eq i32 %10, -2147483648
  %16 = or i1 %14, %15
  %17 = select i1 %16, i32 2143289344, i32 %0
  br label %172

18:                                               ; preds = %6
  %19 = shl i32 %1, 8
  %20 = lshr exact i32 %19, 1
  %21 = icmp ult i32 %4, 16777216
  br i1 %21, label %24, label %22

22:                                               ; preds = %18
  %23 = or i32 %20, 1073741824
  br label %39

24:                                               ; preds = %18
  %25 = icmp ult i32 %3, 16777216
  br i1 %25, label %26, label %37

26:                                               ; preds = %24
  %27 = and i32 %1, 2147483647
  %28 = icmp eq i32 %11, 0
  br i1 %28, label %35, label %29

29:                                               ; preds = %26
  %30 = and i32 %0, 2147483647
  %31 = sub nsw i32 %30, %27
  %32 = icmp eq i32 %31, 0
  %33 = or i32 %31, %9
  %34 = select i1 %32, i32 0, i32 %33
  br label %172

35:                                               ; preds = %26
  %36 = add i32 %27, %0
  br label %172

37:                                               ; preds = %24
  %38 = icmp eq i32 %4, 0
  br i1 %38, label %172, label %39

39:                                               ; preds = %37, %22
  %40 = phi i32 [ %23, %22 ], [ %20, %37 ]
  %41 = phi i32 [ %8, %22 ], [ 1, %37 ]
  %42 = sub nsw i32 %7, %41
  %43 = icmp ugt i32 %42, 25
  br i1 %43, label %172, label %44

44:                                               ; preds = %39
  %45 = shl i32 %0, 7
  %46 = and i32 %45, 1073741696
  %47 = or i32 %46, 1073741824
  %48 = lshr i32 %40, %42
  %49 = sub nuw nsw i32 31, %42
  %50 = shl i32 %19, %49
  %51 = icmp ne i32 %50, 0
  %52 = zext i1 %51 to i32
  %53 = or i32 %48, %52
  %54 = icmp eq i32 %11, 0
  br i1 %54, label %55, label %66

55:                                               ; preds = %44
  %56 = add i32 %53, %47
  %57 = icmp sgt i32 %56, -1
  br i1 %57, label %77, label %58

58:                                               ; preds = %55
  %59 = lshr i32 %56, 1
  %60 = and i32 %56, 1
  %61 = or i32 %59, %60
  %62 = add nuw nsw i32 %7, 1
  %63 = icmp eq i32 %62, 255
  br i1 %63, label %64, label %77

64:                                               ; preds = %58
  %65 = or i32 %9, 2139095040
  br label %172

66:                                               ; preds = %44
  %67 = sub i32 %47, %53
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %172, label %69

69:                                               ; preds = %66
  %70 = tail call i32 @llvm.ctlz.i32(i32 %67, i1 true) #5, !range !1
  %71 = add nsw i32 %70, -1
  %72 = icmp ult i32 %71, %7
  %73 = add nsw i32 %7, -1
  %74 = select i1 %72, i32 %71, i32 %73
  %75 = shl i32 %67, %74
  %76 = sub nsw i32 %7, %74
  br label %77

77:                                               ; preds = %69, %58, %55
  %78 = phi i32 [ %76, %69 ], [ %62, %58 ], [ %7, %55 ]
  %79 = phi i32 [ %75, %69 ], [ %61, %58 ], [ %56, %55 ]
  %80 = lshr i32 %79, 7
  %81 = and i32 %80, 1
  %82 = add i32 %79, 63
  %83 = add i32 %82, %81
  %84 = shl nsw i32 %78, 23
  %85 = lshr i32 %83, 7
  %86 = add i32 %9, -8388608
  %87 = add i32 %86, %84
  %88 = add i32 %87, %85
  br label %172

89:                                               ; preds = %2
  %90 = lshr i32 %4, 24
  %91 = lshr i32 %3, 24
  %92 = and i32 %1, -2147483648
  %93 = xor i32 %1, %0
  %94 = and i32 %93, -2147483648
  %95 = icmp eq i32 %90, 255
  br i1 %95, label %96, label %101

96:                                               ; preds = %89
  %97 = icmp ugt i32 %4, -16777216
  %98 = icmp eq i32 %93, -2147483648
  %99 = or i1 %97, %98
  %100 = select i1 %99, i32 2143289344, i32 %1
  br label %172

101:                                              ; preds = %89
  %102 = shl i32 %0, 8
  %103 = lshr exact i32 %102, 1
  %104 = icmp ult i32 %3, 16777216
  br i1 %104, label %107, label %105

105:                                              ; preds = %101
  %106 = or i32 %103, 1073741824
  br label %122

107:                                              ; preds = %101
  %108 = icmp ult i32 %4, 16777216
  br i1 %108, label %109, label %120

109:                                              ; preds = %107
  %110 = and i32 %0, 2147483647
  %111 = icmp eq i32 %94, 0
  br i1 %111, label %118, label %112

112:                                              ; preds = %109
  %113 = and i32 %1, 2147483647
  %114 = sub nsw i32 %113, %110
  %115 = icmp eq i32 %114, 0
  %116 = or i32 %114, %92
  %117 = select i1 %115, i32 0, i32 %116
  br label %172

118:                                              ; preds = %109
  %119 = add i32 %110, %1
  br label %172

120:                                              ; preds = %107
  %121 = icmp eq i32 %3, 0
  br i1 %121, label %172, label %122

122:                                              ; preds = %120, %105
  %123 = phi i32 [ %106, %105 ], [ %103, %120 ]
  %124 = phi i32 [ %91, %105 ], [ 1, %120 ]
  %125 = sub nsw i32 %90, %124
  %126 = icmp ugt i32 %125, 25
  br i1 %126, label %172, label %127

127:                                              ; preds = %122
  %128 = shl i32 %1, 7
  %129 = and i32 %128, 1073741696
  %130 = or i32 %129, 1073741824
  %131 = lshr i32 %123, %125
  %132 = sub nuw nsw i32 31, %125
  %133 = shl i32 %102, %132
  %134 = icmp ne i32 %133, 0
  %135 = zext i1 %134 to i32
  %136 = or i32 %131, %135
  %137 = icmp eq i32 %94, 0
  br i1 %137, label %138, label %149

138:                                              ; preds = %127
  %139 = add i32 %136, %130
  %140 = icmp sgt i32 %139, -1
  br i1 %140, label %160, label %141

141:                                              ; preds = %138
  %142 = lshr i32 %139, 1
  %143 = and i32 %139, 1
  %144 = or i32 %142, %143
  %145 = add nuw nsw i32 %90, 1
  %146 = icmp eq i32 %145, 255
  br i1 %146, label %147, label %160

147:                                              ; preds = %141
  %148 = or i32 %92, 2139095040
  br label %172

149:                                              ; preds = %127
  %150 = sub i32 %130, %136
  %151 = icmp eq i32 %150, 0
  br i1 %151, label %172, label %152

152:                                              ; preds = %149
  %153 = tail call i32 @llvm.ctlz.i32(i32 %150, i1 true) #5, !range !1
  %154 = add nsw i32 %153, -1
  %155 = icmp ult i32 %154, %90
  %156 = add nsw i32 %90, -1
  %157 = select i1 %155, i32 %154, i32 %156
  %158 = shl i32 %150, %157
  %159 = sub nsw i32 %90, %157
  br label %160

160:                                              ; preds = %152, %141, %138
  %161 = phi i32 [ %159, %152 ], [ %145, %141 ], [ %90, %138 ]
  %162 = phi i32 [ %158, %152 ], [ %144, %141 ], [ %139, %138 ]
  %163 = lshr i32 %162, 7
  %164 = and i32 %163, 1
  %165 = add i32 %162, 63
  %166 = add i32 %165, %164
  %167 = shl nsw i32 %161, 23
  %168 = lshr i32 %166, 7
  %169 = add i32 %92, -8388608
  %170 = add i32 %169, %167
  %171 = add i32 %170, %168
  br label %172

172:                                              ; preds = %13, %29, %35, %37, %39, %64, %66, %77, %96, %112, %118, %120, %122, %147, %149, %160
  %173 = phi i32 [ %34, %29 ], [ %36, %35 ], [ %0, %37 ], [ %0, %39 ], [ %88, %77 ], [ %65, %64 ], [ 0, %66 ], [ %17, %13 ], [ %117, %112 ], [ %119, %118 ], [ %1, %120 ], [ %1, %122 ], [ %171, %160 ], [ %148, %147 ], [ 0, %149 ], [ %100, %96 ]
  ret i32 %173
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_add_f32_general(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #0 {
  %3 = shl i32 %0, 1
  %4 = shl i32 %1, 1
  %5 = icmp ult i32 %3, %4
  br i1 %5, label %89, label %6

6:                                                ; preds = %2
  %7 = lshr i32 %3, 24
  %8 = lshr i32 %4, 24
  %9 = and i32 %0, -2147483648
  %10 = xor i32 %1, %0
  %11 = and i32 %10, -2147483648
  %12 = icmp eq i32 %7, 255
  br i1 %12, label %13, label %18

13:                                               ; preds = %6
  %14 = icmp ugt i32 %3, -16777216
  %15 = icmp eq i32 %10, -2147483648
  %16 = or i1 %14, %15
  %17 = select i1 %16, i32 2143289344, i32 %0
  br label %172

18:                                               ; preds = %6
  %19 = shl i32 %1, 8
  %20 = lshr exact i32 %19, 1
  %21 = icmp ult i32 %4, 16777216
  br i1 %21, label %24, label %22

22:                                               ; preds = %18
  %23 = or i32 %20, 1073741824
  br label %39

24:                                               ; preds = %18
  %25 = icmp ult i32 %3, 16777216
  br i1 %25, label %26, label %37

26:                                               ; preds = %24
  %27 = and i32 %1, 2147483647
  %28 = icmp eq i32 %11, 0
  br i1 %28, label %35, label %29

29:                                               ; preds = %26
  %30 = and i32 %0, 2147483647
  %31 = sub nsw i32 %30, %27
  %32 = icmp eq i32 %31, 0
  %33 = or i32 %31, %9
  %34 = select i1 %32, i32 0, i32 %33
  br label %172

35:                                               ; preds = %26
  %36 = add i32 %27, %0
  br label %172

37:                                               ; preds = %24
  %38 = icmp eq i32 %4, 0
  br i1 %38, label %172, label %39

39:                                               ; preds = %37, %22
  %40 = phi i32 [ %23, %22 ], [ %20, %37 ]
  %41 = phi i32 [ %8, %22 ], [ 1, %37 ]
  %42 = sub nsw i32 %7, %41
  %43 = icmp ugt i32 %42, 25
  br i1 %43, label %172, label %44

44:                                               ; preds = %39
  %45 = shl i32 %0, 7
  %46 = and i32 %45, 1073741696
  %47 = or i32 %46, 1073741824
  %48 = lshr i32 %40, %42
  %49 = sub nuw nsw i32 31, %42
  %50 = shl i32 %19, %49
  %51 = icmp ne i32 %50, 0
  %52 = zext i1 %51 to i32
  %53 = or i32 %48, %52
  %54 = icmp eq i32 %11, 0
  br i1 %54, label %55, label %66

55:                                               ; preds = %44
  %56 = add i32 %53, %47
  %57 = icmp sgt i32 %56, -1
  br i1 %57, label %77, label %58

58:                                               ; preds = %55
  %59 = lshr i32 %56, 1
  %60 = and i32 %56, 1
  %61 = or i32 %59, %60
  %62 = add nuw nsw i32 %7, 1
  %63 = icmp eq i32 %62, 255
  br i1 %63, label %64, label %77

64:                                               ; preds = %58
  %65 = or i32 %9, 2139095040
  br label %172

66:                                               ; preds = %44
  %67 = sub i32 %47, %53
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %172, label %69

69:                                               ; preds = %66
  %70 = tail call i32 @llvm.ctlz.i32(i32 %67, i1 true) #5, !range !1
  %71 = add nsw i32 %70, -1
  %72 = icmp ult i32 %71, %7
  %73 = add nsw i32 %7, -1
  %74 = select i1 %72, i32 %71, i32 %73
  %75 = shl i32 %67, %74
  %76 = sub nsw i32 %7, %74
  br label %77

77:                                               ; preds = %69, %58, %55
  %78 = phi i32 [ %76, %69 ], [ %62, %58 ], [ %7, %55 ]
  %79 = phi i32 [ %75, %69 ], [ %61, %58 ], [ %56, %55 ]
  %80 = lshr i32 %79, 7
  %81 = and i32 %80, 1
  %82 = add i32 %79, 63
  %83 = add i32 %82, %81
  %84 = shl nsw i32 %78, 23
  %85 = lshr i32 %83, 7
  %86 = add i32 %9, -8388608
  %87 = add i32 %86, %84
  %88 = add i32 %87, %85
  br label %172

89:                                               ; preds = %2
  %90 = lshr i32 %4, 24
  %91 = lshr i32 %3, 24
  %92 = and i32 %1, -2147483648
  %93 = xor i32 %1, %0
  %94 = and i32 %93, -2147483648
  %95 = icmp eq i32 %90, 255
  br i1 %95, label %96, label %101

96:                                               ; preds = %89
  %97 = icmp ugt i32 %4, -16777216
  %98 = icmp eq i32 %93, -2147483648
  %99 = or i1 %97, %98
  %100 = select i1 %99, i32 2143289344, i32 %1
  br label %172

101:                                              ; preds = %89
  %102 = shl i32 %0, 8
  %103 = lshr exact i32 %102, 1
  %104 = icmp ult i32 %3, 16777216
  br i1 %104, label %107, label %105

105:                                              ; preds = %101
  %106 = or i32 %103, 1073741824
  br label %122

107:                                              ; preds = %101
  %108 = icmp ult i32 %4, 16777216
  br i1 %108, label %109, label %120

109:                                              ; preds = %107
  %110 = and i32 %0, 2147483647
  %111 = icmp eq i32 %94, 0
  br i1 %111, label %118, label %112

112:                                              ; preds = %109
  %113 = and i32 %1, 2147483647
  %114 = sub nsw i32 %113, %110
  %115 = icmp eq i32 %114, 0
  %116 = or i32 %114, %92
  %117 = select i1 %115, i32 0, i32 %116
  br label %172

118:                                              ; preds = %109
  %119 = add i32 %110, %1
  br label %172

120:                                              ; preds = %107
  %121 = icmp eq i32 %3, 0
  br i1 %121, label %172, label %122

122:                                              ; preds = %120, %105
  %123 = phi i32 [ %106, %105 ], [ %103, %120 ]
  %124 = phi i32 [ %91, %105 ], [ 1, %120 ]
  %125 = sub nsw i32 %90, %124
  %126 = icmp ugt i32 %125, 25
  br i1 %126, label %172, label %127

127:                                              ; preds = %122
  %128 = shl i32 %1, 7
  %129 = and i32 %128, 1073741696
  %130 = or i32 %129, 1073741824
  %131 = lshr i32 %123, %125
  %132 = sub nuw nsw i32 31, %125
  %133 = shl i32 %102, %132
  %134 = icmp ne i32 %133, 0
  %135 = zext i1 %134 to i32
  %136 = or i32 %131, %135
  %137 = icmp eq i32 %94, 0
  br i1 %137, label %138, label %149

138:                                              ; preds = %127
  %139 = add i32 %136, %130
  %140 = icmp sgt i32 %139, -1
  br i1 %140, label %160, label %141

141:                                              ; preds = %138
  %142 = lshr i32 %139, 1
  %143 = and i32 %139, 1
  %144 = or i32 %142, %143
  %145 = add nuw nsw i32 %90, 1
  %146 = icmp eq i32 %145, 255
  br i1 %146, label %147, label %160

147:                                              ; preds = %141
  %148 = or i32 %92, 2139095040
  br label %172

149:                                              ; preds = %127
  %150 = sub i32 %130, %136
  %151 = icmp eq i32 %150, 0
  br i1 %151, label %172, label %152

152:                                              ; preds = %149
  %153 = tail call i32 @llvm.ctlz.i32(i32 %150, i1 true) #5, !range !1
  %154 = add nsw i32 %153, -1
  %155 = icmp ult i32 %154, %90
  %156 = add nsw i32 %90, -1
  %157 = select i1 %155, i32 %154, i32 %156
  %158 = shl i32 %150, %157
  %159 = sub nsw i32 %90, %157
  br label %160

160:                                              ; preds = %152, %141, %138
  %161 = phi i32 [ %159, %152 ], [ %145, %141 ], [ %90, %138 ]
  %162 = phi i32 [ %158, %152 ], [ %144, %141 ], [ %139, %138 ]
  %163 = lshr i32 %162, 7
  %164 = and i32 %163, 1
  %165 = add i32 %162, 63
  %166 = add i32 %165, %164
  %167 = shl nsw i32 %161, 23
  %168 = lshr i32 %166, 7
  %169 = add i32 %92, -8388608
  %170 = add i32 %169, %167
  %171 = add i32 %170, %168
  br label %172

172:                                              ; preds = %13, %29, %35, %37, %39, %64, %66, %77, %96, %112, %118, %120, %122, %147, %149, %160
  %173 = phi i32 [ %34, %29 ], [ %36, %35 ], [ %0, %37 ], [ %0, %39 ], [ %88, %77 ], [ %65, %64 ], [ 0, %66 ], [ %17, %13 ], [ %117, %112 ], [ %119, %118 ], [ %1, %120 ], [ %1, %122 ], [ %171, %160 ], [ %148, %147 ], [ 0, %149 ], [ %100, %96 ]
  ret i32 %173
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_sub_f32(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #0 {
  %3 = xor i32 %1, -2147483648
  %4 = shl i32 %0, 1
  %5 = shl i32 %1, 1
  %6 = icmp ult i32 %4, %5
  br i1 %6, label %90, label %7

7:                                                ; preds = %2
  %8 = lshr i32 %4, 24
  %9 = lshr i32 %5, 24
  %10 = and i32 %0, -2147483648
  %11 = xor i32 %3, %0
  %12 = and i32 %11, -2147483648
  %13 = icmp eq i32 %8, 255
  br i1 %13, label %14, label %19

14:                                               ; preds = %7
  %15 = icmp ugt i32 %4, -16777216
  %16 = icmp eq i32 %11, -2147483648
  %17 = or i1 %15, %16
  %18 = select i1 %17, i32 2143289344, i32 %0
  br label %173

19:                                               ; preds = %7
  %20 = shl i32 %1, 8
  %21 = lshr exact i32 %20, 1
  %22 = icmp ult i32 %5, 16777216
  br i1 %22, label %25, label %23

23:                                               ; preds = %19
  %24 = or i32 %21, 1073741824
  br label %40

25:                                               ; preds = %19
  %26 = icmp ult i32 %4, 16777216
  br i1 %26, label %27, label %38

27:                                               ; preds = %25
  %28 = and i32 %1, 2147483647
  %29 = icmp eq i32 %12, 0
  br i1 %29, label %36, label %30

30:                                               ; preds = %27
  %31 = and i32 %0, 2147483647
  %32 = sub nsw i32 %31, %28
  %33 = icmp eq i32 %32, 0
  %34 = or i32 %32, %10
  %35 = select i1 %33, i32 0, i32 %34
  br label %173

36:                                               ; preds = %27
  %37 = add i32 %28, %0
  br label %173

38:                                               ; preds = %25
  %39 = icmp eq i32 %5, 0
  br i1 %39, label %173, label %40

40:                                               ; preds = %38, %23
  %41 = phi i32 [ %24, %23 ], [ %21, %38 ]
  %42 = phi i32 [ %9, %23 ], [ 1, %38 ]
  %43 = sub nsw i32 %8, %42
  %44 = icmp ugt i32 %43, 25
  br i1 %44, label %173, label %45

45:                                               ; preds = %40
  %46 = shl i32 %0, 7
  %47 = and i32 %46, 1073741696
  %48 = or i32 %47, 1073741824
  %49 = lshr i32 %41, %43
  %50 = sub nuw nsw i32 31, %43
  %51 = shl i32 %20, %50
  %52 = icmp ne i32 %51, 0
  %53 = zext i1 %52 to i32
  %54 = or i32 %49, %53
  %55 = icmp eq i32 %12, 0
  br i1 %55, label %56, label %67

56:                                               ; preds = %45
  %57 = add i32 %54, %48
  %58 = icmp sgt i32 %57, -1
  br i1 %58, label %78, label %59

59:                                               ; preds = %56
  %60 = lshr i32 %57, 1
  %61 = and i32 %57, 1
  %62 = or i32 %60, %61
  %63 = add nuw nsw i32 %8, 1
  %64 = icmp eq i32 %63, 255
  br i1 %64, label %65, label %78

65:                                               ; preds = %59
  %66 = or i32 %10, 2139095040
  br label %173

67:                                               ; preds = %45
  %68 = sub i32 %48, %54
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %173, label %70

70:                                               ; preds = %67
  %71 = tail call i32 @llvm.ctlz.i32(i32 %68, i1 true) #5, !range !1
  %72 = add nsw i32 %71, -1
  %73 = icmp ult i32 %72, %8
  %74 = add nsw i32 %8, -1
  %75 = select i1 %73, i32 %72, i32 %74
  %76 = shl i32 %68, %75
  %77 = sub nsw i32 %8, %75
  br label %78

78:                                               ; preds = %70, %59, %56
  %79 = phi i32 [ %77, %70 ], [ %63, %59 ], [ %8, %56 ]
  %80 = phi i32 [ %76, %70 ], [ %62, %59 ], [ %57, %56 ]
  %81 = lshr i32 %80, 7
  %82 = and i32 %81, 1
  %83 = add i32 %80, 63
  %84 = add i32 %83, %82
  %85 = shl nsw i32 %79, 23
  %86 = lshr i32 %84, 7
  %87 = add i32 %10, -8388608
  %88 = add i32 %87, %85
  %89 = add i32 %88, %86
  br label %173

90:                                               ; preds = %2
  %91 = lshr i32 %5, 24
  %92 = lshr i32 %4, 24
  %93 = and i32 %3, -2147483648
  %94 = xor i32 %3, %0
  %95 = and i32 %94, -2147483648
  %96 = icmp eq i32 %91, 255
  br i1 %96, label %97, label %102

97:                                               ; preds = %90
  %98 = icmp ugt i32 %5, -16777216
  %99 = icmp eq i32 %94, -2147483648
  %100 = or i1 %98, %99
  %101 = select i1 %100, i32 2143289344, i32 %3
  br label %173

102:                                              ; preds = %90
  %103 = shl i32 %0, 8
  %104 = lshr exact i32 %103, 1
  %105 = icmp ult i32 %4, 16777216
  br i1 %105, label %108, label %106

106:                                              ; preds = %102
  %107 = or i32 %104, 1073741824
  br label %123

108:                                              ; preds = %102
  %109 = icmp ult i32 %5, 16777216
  br i1 %109, label %110, label %121

110:                                              ; preds = %108
  %111 = and i32 %0, 2147483647
  %112 = icmp eq i32 %95, 0
  br i1 %112, label %119, label %113

113:                                              ; preds = %110
  %114 = and i32 %1, 2147483647
  %115 = sub nsw i32 %114, %111
  %116 = icmp eq i32 %115, 0
  %117 = or i32 %115, %93
  %118 = select i1 %116, i32 0, i32 %117
  br label %173

119:                                              ; preds = %110
  %120 = add i32 %3, %111
  br label %173

121:                                              ; preds = %108
  %122 = icmp eq i32 %4, 0
  br i1 %122, label %173, label %123

123:                                              ; preds = %121, %106
  %124 = phi i32 [ %107, %106 ], [ %104, %121 ]
  %125 = phi i32 [ %92, %106 ], [ 1, %121 ]
  %126 = sub nsw i32 %91, %125
  %127 = icmp ugt i32 %126, 25
  br i1 %127, label %173, label %128

128:                                              ; preds = %123
  %129 = shl i32 %1, 7
  %130 = and i32 %129, 1073741696
  %131 = or i32 %130, 1073741824
  %132 = lshr i32 %124, %126
  %133 = sub nuw nsw i32 31, %126
  %134 = shl i32 %103, %133
  %135 = icmp ne i32 %134, 0
  %136 = zext i1 %135 to i32
  %137 = or i32 %132, %136
  %138 = icmp eq i32 %95, 0
  br i1 %138, label %139, label %150

139:                                              ; preds = %128
  %140 = add i32 %137, %131
  %141 = icmp sgt i32 %140, -1
  br i1 %141, label %161, label %142

142:                                              ; preds = %139
  %143 = lshr i32 %140, 1
  %144 = and i32 %140, 1
  %145 = or i32 %143, %144
  %146 = add nuw nsw i32 %91, 1
  %147 = icmp eq i32 %146, 255
  br i1 %147, label %148, label %161

148:                                              ; preds = %142
  %149 = or i32 %93, 2139095040
  br label %173

150:                                              ; preds = %128
  %151 = sub i32 %131, %137
  %152 = icmp eq i32 %151, 0
  br i1 %152, label %173, label %153

153:                                              ; preds = %150
  %154 = tail call i32 @llvm.ctlz.i32(i32 %151, i1 true) #5, !range !1
  %155 = add nsw i32 %154, -1
  %156 = icmp ult i32 %155, %91
  %157 = add nsw i32 %91, -1
  %158 = select i1 %156, i32 %155, i32 %157
  %159 = shl i32 %151, %158
  %160 = sub nsw i32 %91, %158
  br label %161

161:                                              ; preds = %153, %142, %139
  %162 = phi i32 [ %160, %153 ], [ %146, %142 ], [ %91, %139 ]
  %163 = phi i32 [ %159, %153 ], [ %145, %142 ], [ %140, %139 ]
  %164 = lshr i32 %163, 7
  %165 = and i32 %164, 1
  %166 = add i32 %163, 63
  %167 = add i32 %166, %165
  %168 = shl nsw i32 %162, 23
  %169 = lshr i32 %167, 7
  %170 = add i32 %93, -8388608
  %171 = add i32 %170, %168
  %172 = add i32 %171, %169
  br label %173

173:                                              ; preds = %14, %30, %36, %38, %40, %65, %67, %78, %97, %113, %119, %121, %123, %148, %150, %161
  %174 = phi i32 [ %35, %30 ], [ %37, %36 ], [ %0, %38 ], [ %0, %40 ], [ %89, %78 ], [ %66, %65 ], [ 0, %67 ], [ %18, %14 ], [ %118, %113 ], [ %120, %119 ], [ %3, %121 ], [ %3, %123 ], [ %172, %161 ], [ %149, %148 ], [ 0, %150 ], [ %101, %97 ]
  ret i32 %174
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_mul_f32_general(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #1 {
  %3 = xor i32 %1, %0
  %4 = and i32 %3, -2147483648
  %5 = shl i32 %0, 1
  %6 = lshr i32 %5, 24
  %7 = shl i32 %1, 1
  %8 = lshr i32 %7, 24
  %9 = add nsw i32 %6, -255
  %10 = icmp ult i32 %9, -254
  %11 = add nsw i32 %8, -255
  %12 = icmp ult i32 %11, -254
  %13 = select i1 %10, i1 true, i1 %12
  br i1 %13, label %14, label %32

14:                                               ; preds = %2
  %15 = icmp ult i32 %5, -16777215
  %16 = icmp ult i32 %7, -16777215
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %109

18:                                               ; preds = %14
  %19 = icmp eq i32 %6, 255
  %20 = icmp eq i32 %8, 255
  %21 = or i1 %19, %20
  br i1 %21, label %22, label %28

22:                                               ; preds = %18
  %23 = icmp eq i32 %5, 0
  %24 = icmp eq i32 %7, 0
  %25 = or i1 %23, %24
  %26 = or i32 %4, 2139095040
  %27 = select i1 %25, i32 2143289344, i32 %26
  br label %109

28:                                               ; preds = %18
  %29 = icmp ne i32 %5, 0
  %30 = icmp ne i32 %7, 0
  %31 = and i1 %29, %30
  br i1 %31, label %37, label %109

32:                                               ; preds = %2
  %33 = shl i32 %0, 8
  %34 = or i32 %33, -2147483648
  %35 = shl i32 %1, 8
  %36 = or i32 %35, -2147483648
  br label %54

37:                                               ; preds = %28
  %38 = icmp ult i32 %5, 16777216
  %39 = shl i32 %0, 8
  %40 = tail call i32 @llvm.ctlz.i32(i32 %39, i1 false) #5, !range !1
  %41 = sub nsw i32 1, %40
  %42 = shl i32 %39, %40
  %43 = or i32 %39, -2147483648
  %44 = select i1 %38, i32 %41, i32 %6
  %45 = select i1 %38, i32 %42, i32 %43
  %46 = icmp ult i32 %7, 16777216
  %47 = shl i32 %1, 8
  br i1 %46, label %50, label %48

48:                                               ; preds = %37
  %49 = or i32 %47, -2147483648
  br label %54

50:                                               ; preds = %37
  %51 = tail call i32 @llvm.ctlz.i32(i32 %47, i1 false) #5, !range !1
  %52 = sub nsw i32 1, %51
  %53 = shl i32 %47, %51
  br label %54

54:                                               ; preds = %32, %48, %50
  %55 = phi i32 [ %52, %50 ], [ %8, %48 ], [ %8, %32 ]
  %56 = phi i32 [ %45, %50 ], [ %45, %48 ], [ %34, %32 ]
  %57 = phi i32 [ %44, %50 ], [ %44, %48 ], [ %6, %32 ]
  %58 = phi i32 [ %53, %50 ], [ %49, %48 ], [ %36, %32 ]
  %59 = zext i32 %56 to i64
  %60 = zext i32 %58 to i64
  %61 = mul nuw i64 %60, %59
  %62 = lshr i64 %61, 32
  %63 = trunc i64 %62 to i32
  %64 = lshr i32 %63, 1
  %65 = trunc i64 %61 to i32
  %66 = icmp ne i32 %65, 0
  %67 = zext i1 %66 to i32
  %68 = or i32 %64, %67
  %69 = and i32 %63, 1
  %70 = or i32 %68, %69
  %71 = add nsw i32 %57, %55
  %72 = icmp sgt i64 %61, -1
  %73 = or i32 %67, %63
  %74 = select i1 %72, i32 %73, i32 %70
  %75 = select i1 %72, i32 -127, i32 -126
  %76 = add nsw i32 %71, %75
  %77 = add nsw i32 %76, -255
  %78 = icmp ult i32 %77, -254
  br i1 %78, label %79, label %97

79:                                               ; preds = %54
  %80 = icmp sgt i32 %76, 0
  br i1 %80, label %81, label %83

81:                                               ; preds = %79
  %82 = or i32 %4, 2139095040
  br label %109

83:                                               ; preds = %79
  %84 = sub nsw i32 1, %76
  %85 = icmp ugt i32 %84, 31
  br i1 %85, label %86, label %89

86:                                               ; preds = %83
  %87 = icmp ne i32 %74, 0
  %88 = zext i1 %87 to i32
  br label %97

89:                                               ; preds = %83
  %90 = lshr i32 %74, %84
  %91 = shl nsw i32 -1, %84
  %92 = xor i32 %91, -1
  %93 = and i32 %74, %92
  %94 = icmp ne i32 %93, 0
  %95 = zext i1 %94 to i32
  %96 = or i32 %90, %95
  br label %97

97:                                               ; preds = %89, %86, %54
  %98 = phi i32 [ %76, %54 ], [ 1, %86 ], [ 1, %89 ]
  %99 = phi i32 [ %74, %54 ], [ %88, %86 ], [ %96, %89 ]
  %100 = lshr i32 %99, 7
  %101 = and i32 %100, 1
  %102 = add i32 %99, 63
  %103 = add i32 %102, %101
  %104 = shl nuw nsw i32 %98, 23
  %105 = lshr i32 %103, 7
  %106 = add i32 %4, -8388608
  %107 = add i32 %106, %104
  %108 = add i32 %107, %105
  br label %109

109:                                              ; preds = %14, %22, %97, %81, %28
  %110 = phi i32 [ %4, %28 ], [ %82, %81 ], [ %108, %97 ], [ 2143289344, %14 ], [ %27, %22 ]
  ret i32 %110
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_mul_f32(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #0 {
  %3 = lshr i32 %0, 23
  %4 = and i32 %3, 255
  %5 = lshr i32 %1, 23
  %6 = and i32 %5, 255
  %7 = add nsw i32 %4, -1
  %8 = icmp ult i32 %7, 254
  %9 = add nsw i32 %6, -1
  %10 = icmp ult i32 %9, 254
  %11 = and i1 %8, %10
  br i1 %11, label %12, label %56, !prof !2

12:                                               ; preds = %2
  %13 = shl i32 %0, 8
  %14 = or i32 %13, -2147483648
  %15 = shl i32 %1, 8
  %16 = or i32 %15, -2147483648
  %17 = zext i32 %14 to i64
  %18 = zext i32 %16 to i64
  %19 = mul nuw i64 %18, %17
  %20 = lshr i64 %19, 32
  %21 = trunc i64 %20 to i32
  %22 = tail call i32 @llvm.ctlz.i32(i32 %21, i1 false) #5, !range !1
  %23 = shl i32 %21, %22
  %24 = add nsw i32 %4, -127
  %25 = add nsw i32 %24, %6
  %26 = sub nsw i32 %25, %22
  %27 = icmp ult i32 %26, 254
  br i1 %27, label %28, label %45, !prof !2

28:                                               ; preds = %12
  %29 = lshr i32 %23, 8
  %30 = and i32 %23, 255
  %31 = mul i32 %16, %14
  %32 = icmp ne i32 %31, 0
  %33 = zext i1 %32 to i32
  %34 = or i32 %30, %33
  %35 = xor i32 %1, %0
  %36 = and i32 %35, -2147483648
  %37 = shl nuw nsw i32 %26, 23
  %38 = add nuw i32 %37, %36
  %39 = add nuw i32 %38, %29
  %40 = and i32 %29, 1
  %41 = add nuw nsw i32 %34, %40
  %42 = icmp ugt i32 %41, 128
  %43 = zext i1 %42 to i32
  %44 = add nuw i32 %39, %43
  br label %58

45:                                               ; preds = %12
  %46 = icmp sgt i32 %26, 0
  br i1 %46, label %47, label %51

47:                                               ; preds = %45
  %48 = xor i32 %1, %0
  %49 = and i32 %48, -2147483648
  %50 = or i32 %49, 2139095040
  br label %58

51:                                               ; preds = %45
  %52 = icmp slt i32 %26, -25
  br i1 %52, label %53, label %56

53:                                               ; preds = %51
  %54 = xor i32 %1, %0
  %55 = and i32 %54, -2147483648
  br label %58

56:                                               ; preds = %51, %2
  %57 = tail call i32 @__cpu0_mul_f32_general(i32 noundef signext %0, i32 noundef signext %1) #6
  br label %58

58:                                               ; preds = %53, %47, %28, %56
  %59 = phi i32 [ %57, %56 ], [ %55, %53 ], [ %50, %47 ], [ %44, %28 ]
  ret i32 %59
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_div_f32(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #0 {
  %3 = xor i32 %1, %0
  %4 = and i32 %3, -2147483648
  %5 = shl i32 %0, 1
  %6 = lshr i32 %5, 24
  %7 = shl i32 %1, 1
  %8 = lshr i32 %7, 24
  %9 = add nsw i32 %6, -255
  %10 = icmp ult i32 %9, -254
  %11 = add nsw i32 %8, -255
  %12 = icmp ult i32 %11, -254
  %13 = select i1 %10, i1 true, i1 %12
  br i1 %13, label %14, label %32

14:                                               ; preds = %2
  %15 = icmp ult i32 %5, -16777215
  %16 = icmp ult i32 %7, -16777215
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %124

18:                                               ; preds = %14
  %19 = icmp eq i32 %6, 255
  %20 = icmp eq i32 %8, 255
  br i1 %19, label %21, label %24

21:                                               ; preds = %18
  %22 = or i32 %4, 2139095040
  %23 = select i1 %20, i32 2143289344, i32 %22
  br label %124

24:                                               ; preds = %18
  br i1 %20, label %124, label %25

25:                                               ; preds = %24
  %26 = icmp eq i32 %7, 0
  %27 = icmp eq i32 %5, 0
  br i1 %26, label %28, label %31

28:                                               ; preds = %25
  %29 = or i32 %4, 2139095040
  %30 = select i1 %27, i32 2143289344, i32 %29
  br label %124

31:                                               ; preds = %25
  br i1 %27, label %124, label %37

32:                                               ; preds = %2
  %33 = shl i32 %0, 8
  %34 = or i32 %33, -2147483648
  %35 = shl i32 %1, 8
  %36 = or i32 %35, -2147483648
  br label %54

37:                                               ; preds = %31
  %38 = icmp ult i32 %5, 16777216
  %39 = shl i32 %0, 8
  %40 = tail call i32 @llvm.ctlz.i32(i32 %39, i1 false) #5, !range !1
  %41 = sub nsw i32 1, %40
  %42 = shl i32 %39, %40
  %43 = or i32 %39, -2147483648
  %44 = select i1 %38, i32 %41, i32 %6
  %45 = select i1 %38, i32 %42, i32 %43
  %46 = icmp ult i32 %7, 16777216
  %47 = shl i32 %1, 8
  br i1 %46, label %50, label %48

48:                                               ; preds = %37
  %49 = or i32 %47, -2147483648
  br label %54

50:                                               ; preds = %37
  %51 = tail call i32 @llvm.ctlz.i32(i32 %47, i1 false) #5, !range !1
  %52 = sub nsw i32 1, %51
  %53 = shl i32 %47, %51
  br label %54

54:                                               ; preds = %32, %48, %50
  %55 = phi i32 [ %44, %50 ], [ %44, %48 ], [ %6, %32 ]
  %56 = phi i32 [ %52, %50 ], [ %8, %48 ], [ %8, %32 ]
  %57 = phi i32 [ %45, %50 ], [ %45, %48 ], [ %34, %32 ]
  %58 = phi i32 [ %53, %50 ], [ %49, %48 ], [ %36, %32 ]
  %59 = lshr i32 %57, 8
  %60 = lshr i32 %58, 8
  %61 = sub nsw i32 %55, %56
  %62 = icmp ult i32 %59, %60
  %63 = zext i1 %62 to i32
  %64 = shl nuw nsw i32 %59, %63
  %65 = select i1 %62, i32 126, i32 127
  %66 = add nsw i32 %65, %61
  %67 = sub nsw i32 %64, %60
  %68 = shl i32 %67, 8
  %69 = freeze i32 %68
  %70 = freeze i32 %60
  %71 = udiv i32 %69, %70
  %72 = mul i32 %71, %70
  %73 = sub i32 %69, %72
  %74 = shl nuw i32 %73, 8
  %75 = freeze i32 %74
  %76 = freeze i32 %60
  %77 = udiv i32 %75, %76
  %78 = mul i32 %77, %76
  %79 = sub i32 %75, %78
  %80 = shl nuw i32 %79, 8
  %81 = freeze i32 %80
  %82 = freeze i32 %60
  %83 = udiv i32 %81, %82
  %84 = mul i32 %83, %82
  %85 = sub i32 %81, %84
  %86 = shl i32 %71, 22
  %87 = shl i32 %77, 14
  %88 = shl i32 %83, 6
  %89 = icmp ne i32 %85, 0
  %90 = zext i1 %89 to i32
  %91 = or i32 %86, %87
  %92 = or i32 %91, %88
  %93 = or i32 %92, %90
  %94 = or i32 %93, 1073741824
  %95 = add nsw i32 %66, -255
  %96 = icmp ult i32 %95, -254
  br i1 %96, label %97, label %112

97:                                               ; preds = %54
  %98 = icmp sgt i32 %66, 0
  br i1 %98, label %99, label %101

99:                                               ; preds = %97
  %100 = or i32 %4, 2139095040
  br label %124

101:                                              ; preds = %97
  %102 = sub nsw i32 1, %66
  %103 = icmp ugt i32 %102, 31
  br i1 %103, label %112, label %104

104:                                              ; preds = %101
  %105 = lshr i32 %94, %102
  %106 = shl nsw i32 -1, %102
  %107 = xor i32 %106, -1
  %108 = and i32 %94, %107
  %109 = icmp ne i32 %108, 0
  %110 = zext i1 %109 to i32
  %111 = or i32 %105, %110
  br label %112

112:                                              ; preds = %101, %104, %54
  %113 = phi i32 [ %66, %54 ], [ 1, %104 ], [ 1, %101 ]
  %114 = phi i32 [ %94, %54 ], [ %111, %104 ], [ 1, %101 ]
  %115 = lshr i32 %114, 7
  %116 = and i32 %115, 1
  %117 = add i32 %114, 63
  %118 = add i32 %117, %116
  %119 = shl nuw nsw i32 %113, 23
  %120 = lshr i32 %118, 7
  %121 = add i32 %4, -8388608
  %122 = add i32 %121, %119
  %123 = add i32 %122, %120
  br label %124

124:                                              ; preds = %112, %99, %31, %24, %14, %28, %21
  %125 = phi i32 [ %23, %21 ], [ %30, %28 ], [ 2143289344, %14 ], [ %4, %24 ], [ %4, %31 ], [ %100, %99 ], [ %123, %112 ]
  ret i32 %125
}

; Function Attrs: nofree nosync nounwind readnone
define dso_local i32 @__cpu0_sqrt_f32(i32 noundef signext %0) local_unnamed_addr #2 {
  %2 = lshr i32 %0, 23
  %3 = add nsw i32 %2, -1
  %4 = icmp ult i32 %3, 254
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = shl i32 %0, 8
  %7 = or i32 %6, -2147483648
  br label %22

8:                                                ; preds = %1
  %9 = shl i32 %0, 1
  %10 = icmp eq i32 %9, 0
  %11 = icmp eq i32 %0, 2139095040
  %12 = or i1 %11, %10
  br i1 %12, label %97, label %13

13:                                               ; preds = %8
  %14 = icmp slt i32 %0, 0
  %15 = icmp ugt i32 %9, -16777216
  %16 = or i1 %14, %15
  br i1 %16, label %97, label %17

17:                                               ; preds = %13
  %18 = shl i32 %0, 8
  %19 = tail call i32 @llvm.ctlz.i32(i32 %18, i1 false) #5, !range !1
  %20 = sub nsw i32 1, %19
  %21 = shl i32 %18, %19
  br label %22

22:                                               ; preds = %17, %5
  %23 = phi i32 [ %2, %5 ], [ %20, %17 ]
  %24 = phi i32 [ %7, %5 ], [ %21, %17 ]
  %25 = add nsw i32 %23, -127
  %26 = and i32 %25, 1
  %27 = xor i32 %26, 1
  %28 = lshr i32 %24, %27
  %29 = lshr i32 %28, 16
  %30 = mul nuw i32 %29, 43691
  %31 = lshr i32 %30, 16
  %32 = add nuw nsw i32 %31, 23200
  %33 = udiv i32 %28, %32
  %34 = add nuw nsw i32 %32, %33
  %35 = lshr i32 %34, 1
  %36 = udiv i32 %28, %35
  %37 = add nuw nsw i32 %35, %36
  %38 = lshr i32 %37, 1
  %39 = mul i32 %38, %38
  %40 = sub i32 %28, %39
  %41 = shl nuw nsw i32 %38, 9
  %42 = shl i32 %40, 8
  %43 = sdiv i32 %42, %38
  %44 = add nsw i32 %41, %43
  %45 = zext i32 %28 to i64
  %46 = shl nuw nsw i64 %45, 18
  %47 = zext i32 %44 to i64
  %48 = mul nuw nsw i64 %47, %47
  %49 = sub nsw i64 %46, %48
  %50 = icmp slt i64 %49, 0
  br i1 %50, label %59, label %51

51:                                               ; preds = %22
  %52 = zext i32 %44 to i64
  %53 = shl nuw nsw i64 %52, 1
  br label %54

54:                                               ; preds = %59, %51
  %55 = phi i64 [ %53, %51 ], [ %64, %59 ]
  %56 = phi i32 [ %44, %51 ], [ %62, %59 ]
  %57 = phi i64 [ %49, %51 ], [ %66, %59 ]
  %58 = icmp sgt i64 %57, %55
  br i1 %58, label %68, label %78

59:                                               ; preds = %22, %59
  %60 = phi i64 [ %66, %59 ], [ %49, %22 ]
  %61 = phi i32 [ %62, %59 ], [ %44, %22 ]
  %62 = add nsw i32 %61, -1
  %63 = sext i32 %62 to i64
  %64 = shl nsw i64 %63, 1
  %65 = add nsw i64 %60, 1
  %66 = add i64 %65, %64
  %67 = icmp slt i64 %66, 0
  br i1 %67, label %59, label %54, !llvm.loop !3

68:                                               ; preds = %54, %68
  %69 = phi i64 [ %76, %68 ], [ %55, %54 ]
  %70 = phi i64 [ %73, %68 ], [ %57, %54 ]
  %71 = phi i32 [ %74, %68 ], [ %56, %54 ]
  %72 = xor i64 %69, -1
  %73 = add i64 %70, %72
  %74 = add nsw i32 %71, 1
  %75 = sext i32 %74 to i64
  %76 = shl nsw i64 %75, 1
  %77 = icmp sgt i64 %73, %76
  br i1 %77, label %68, label %78, !llvm.loop !5

78:                                               ; preds = %68, %54
  %79 = phi i32 [ %56, %54 ], [ %74, %68 ]
  %80 = phi i64 [ %57, %54 ], [ %73, %68 ]
  %81 = shl i32 %79, 6
  %82 = lshr i64 %80, 32
  %83 = or i64 %82, %80
  %84 = trunc i64 %83 to i32
  %85 = icmp ne i32 %84, 0
  %86 = zext i1 %85 to i32
  %87 = lshr i32 %81, 7
  %88 = and i32 %87, 1
  %89 = or i32 %81, 63
  %90 = add i32 %89, %88
  %91 = add i32 %90, %86
  %92 = shl i32 %25, 22
  %93 = lshr i32 %91, 7
  %94 = add i32 %92, 1056964608
  %95 = and i32 %94, -8388608
  %96 = add i32 %93, %95
  br label %97

97:                                               ; preds = %13, %8, %78
  %98 = phi i32 [ %96, %78 ], [ %0, %8 ], [ 2143289344, %13 ]
  ret i32 %98
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_fma_f32(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2) local_unnamed_addr #0 {
  %4 = shl i32 %0, 1
  %5 = shl i32 %1, 1
  %6 = shl i32 %2, 1
  %7 = xor i32 %1, %0
  %8 = and i32 %7, -2147483648
  %9 = icmp ugt i32 %4, -16777216
  %10 = icmp ugt i32 %5, -16777216
  %11 = or i1 %9, %10
  %12 = icmp ugt i32 %6, -16777216
  %13 = or i1 %11, %12
  br i1 %13, label %242, label %14

14:                                               ; preds = %3
  %15 = icmp eq i32 %4, -16777216
  %16 = icmp eq i32 %5, -16777216
  %17 = or i1 %15, %16
  br i1 %17, label %18, label %29

18:                                               ; preds = %14
  %19 = icmp eq i32 %4, 0
  %20 = icmp eq i32 %5, 0
  %21 = or i1 %19, %20
  br i1 %21, label %242, label %22

22:                                               ; preds = %18
  %23 = icmp ne i32 %6, -16777216
  %24 = and i32 %2, -2147483648
  %25 = icmp eq i32 %24, %8
  %26 = or i1 %23, %25
  %27 = or i32 %8, 2139095040
  %28 = select i1 %26, i32 %27, i32 2143289344
  br label %242

29:                                               ; preds = %14
  %30 = icmp eq i32 %6, -16777216
  br i1 %30, label %242, label %31

31:                                               ; preds = %29
  %32 = icmp eq i32 %4, 0
  %33 = icmp eq i32 %5, 0
  %34 = or i1 %32, %33
  br i1 %34, label %35, label %39

35:                                               ; preds = %31
  %36 = icmp eq i32 %6, 0
  %37 = select i1 %36, i32 %8, i32 -1
  %38 = and i32 %37, %2
  br label %242

39:                                               ; preds = %31
  %40 = lshr i32 %0, 23
  %41 = and i32 %40, 255
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %39
  %44 = and i32 %0, 8388607
  %45 = or i32 %44, 8388608
  br label %52

46:                                               ; preds = %39
  %47 = shl i32 %0, 8
  %48 = tail call i32 @llvm.ctlz.i32(i32 %47, i1 false) #5, !range !1
  %49 = sub nsw i32 1, %48
  %50 = shl i32 %47, %48
  %51 = lshr i32 %50, 8
  br label %52

52:                                               ; preds = %43, %46
  %53 = phi i32 [ %49, %46 ], [ %41, %43 ]
  %54 = phi i32 [ %51, %46 ], [ %45, %43 ]
  %55 = lshr i32 %1, 23
  %56 = and i32 %55, 255
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %61, label %58

58:                                               ; preds = %52
  %59 = and i32 %1, 8388607
  %60 = or i32 %59, 8388608
  br label %67

61:                                               ; preds = %52
  %62 = shl i32 %1, 8
  %63 = tail call i32 @llvm.ctlz.i32(i32 %62, i1 false) #5, !range !1
  %64 = sub nsw i32 1, %63
  %65 = shl i32 %62, %63
  %66 = lshr i32 %65, 8
  br label %67

67:                                               ; preds = %58, %61
  %68 = phi i32 [ %64, %61 ], [ %56, %58 ]
  %69 = phi i32 [ %66, %61 ], [ %60, %58 ]
  %70 = zext i32 %54 to i64
  %71 = zext i32 %69 to i64
  %72 = shl nuw nsw i64 %70, 14
  %73 = mul i64 %72, %71
  %74 = add nsw i32 %68, %53
  %75 = add nsw i32 %74, -127
  %76 = icmp eq i32 %6, 0
  br i1 %76, label %77, label %123

77:                                               ; preds = %67
  %78 = icmp ult i64 %73, 2305843009213693952
  %79 = add nsw i32 %74, -126
  %80 = select i1 %78, i32 %75, i32 %79
  %81 = xor i1 %78, true
  %82 = zext i1 %81 to i64
  %83 = lshr exact i64 %73, %82
  %84 = shl i64 %83, 2
  %85 = lshr i64 %84, 32
  %86 = trunc i64 %85 to i32
  %87 = trunc i64 %84 to i32
  %88 = icmp ne i32 %87, 0
  %89 = zext i1 %88 to i32
  %90 = or i32 %89, %86
  %91 = add nsw i32 %80, -255
  %92 = icmp ult i32 %91, -254
  br i1 %92, label %93, label %111

93:                                               ; preds = %77
  %94 = icmp sgt i32 %80, 0
  br i1 %94, label %95, label %97

95:                                               ; preds = %93
  %96 = or i32 %8, 2139095040
  br label %242

97:                                               ; preds = %93
  %98 = sub nsw i32 1, %80
  %99 = icmp ugt i32 %98, 31
  br i1 %99, label %100, label %103

100:                                              ; preds = %97
  %101 = icmp ne i32 %90, 0
  %102 = zext i1 %101 to i32
  br label %111

103:                                              ; preds = %97
  %104 = lshr i32 %90, %98
  %105 = shl nsw i32 -1, %98
  %106 = xor i32 %105, -1
  %107 = and i32 %90, %106
  %108 = icmp ne i32 %107, 0
  %109 = zext i1 %108 to i32
  %110 = or i32 %104, %109
  br label %111

111:                                              ; preds = %103, %100, %77
  %112 = phi i32 [ %80, %77 ], [ 1, %100 ], [ 1, %103 ]
  %113 = phi i32 [ %90, %77 ], [ %102, %100 ], [ %110, %103 ]
  %114 = lshr i32 %113, 7
  %115 = and i32 %114, 1
  %116 = add i32 %113, 63
  %117 = add i32 %116, %115
  %118 = shl nuw nsw i32 %112, 23
  %119 = lshr i32 %117, 7
  %120 = add i32 %8, -8388608
  %121 = add i32 %120, %118
  %122 = add i32 %121, %119
  br label %242

123:                                              ; preds = %67
  %124 = lshr i32 %2, 23
  %125 = and i32 %124, 255
  %126 = icmp eq i32 %125, 0
  br i1 %126, label %130, label %127

127:                                              ; preds = %123
  %128 = and i32 %2, 8388607
  %129 = or i32 %128, 8388608
  br label %136

130:                                              ; preds = %123
  %131 = shl i32 %2, 8
  %132 = tail call i32 @llvm.ctlz.i32(i32 %131, i1 false) #5, !range !1
  %133 = sub nsw i32 1, %132
  %134 = shl i32 %131, %132
  %135 = lshr i32 %134, 8
  br label %136

136:                                              ; preds = %127, %130
  %137 = phi i32 [ %133, %130 ], [ %125, %127 ]
  %138 = phi i32 [ %135, %130 ], [ %129, %127 ]
  %139 = zext i32 %138 to i64
  %140 = shl i64 %139, 37
  %141 = and i32 %2, -2147483648
  %142 = icmp slt i32 %75, %137
  br i1 %142, label %158, label %143

143:                                              ; preds = %136
  %144 = sub nsw i32 %75, %137
  %145 = icmp ugt i32 %144, 63
  br i1 %145, label %146, label %149

146:                                              ; preds = %143
  %147 = icmp ne i64 %140, 0
  %148 = zext i1 %147 to i64
  br label %173

149:                                              ; preds = %143
  %150 = zext i32 %144 to i64
  %151 = lshr i64 %140, %150
  %152 = shl nsw i64 -1, %150
  %153 = xor i64 %152, -1
  %154 = and i64 %140, %153
  %155 = icmp ne i64 %154, 0
  %156 = zext i1 %155 to i64
  %157 = or i64 %151, %156
  br label %173

158:                                              ; preds = %136
  %159 = sub nsw i32 %137, %75
  %160 = icmp ugt i32 %159, 63
  br i1 %160, label %161, label %164

161:                                              ; preds = %158
  %162 = icmp ne i64 %73, 0
  %163 = zext i1 %162 to i64
  br label %173

164:                                              ; preds = %158
  %165 = zext i32 %159 to i64
  %166 = lshr i64 %73, %165
  %167 = shl nsw i64 -1, %165
  %168 = xor i64 %167, -1
  %169 = and i64 %73, %168
  %170 = icmp ne i64 %169, 0
  %171 = zext i1 %170 to i64
  %172 = or i64 %166, %171
  br label %173

173:                                              ; preds = %164, %161, %149, %146
  %174 = phi i64 [ %73, %146 ], [ %73, %149 ], [ %163, %161 ], [ %172, %164 ]
  %175 = phi i64 [ %148, %146 ], [ %157, %149 ], [ %140, %161 ], [ %140, %164 ]
  %176 = phi i32 [ %75, %146 ], [ %75, %149 ], [ %137, %161 ], [ %137, %164 ]
  %177 = icmp eq i32 %8, %141
  br i1 %177, label %178, label %180

178:                                              ; preds = %173
  %179 = add i64 %175, %174
  br label %186

180:                                              ; preds = %173
  %181 = icmp ult i64 %174, %175
  br i1 %181, label %184, label %182

182:                                              ; preds = %180
  %183 = sub i64 %174, %175
  br label %186

184:                                              ; preds = %180
  %185 = sub i64 %175, %174
  br label %186

186:                                              ; preds = %182, %184, %178
  %187 = phi i32 [ %8, %178 ], [ %8, %182 ], [ %141, %184 ]
  %188 = phi i64 [ %179, %178 ], [ %183, %182 ], [ %185, %184 ]
  %189 = icmp eq i64 %188, 0
  br i1 %189, label %242, label %190

190:                                              ; preds = %186
  %191 = lshr i64 %188, 32
  %192 = trunc i64 %191 to i32
  %193 = icmp eq i32 %192, 0
  %194 = tail call i32 @llvm.ctlz.i32(i32 %192, i1 true) #5, !range !1
  %195 = trunc i64 %188 to i32
  %196 = tail call i32 @llvm.ctlz.i32(i32 %195, i1 false) #5, !range !1
  %197 = add nuw nsw i32 %196, 32
  %198 = select i1 %193, i32 %197, i32 %194
  %199 = add nsw i32 %198, -1
  %200 = zext i32 %199 to i64
  %201 = shl i64 %188, %200
  %202 = sub nsw i32 3, %198
  %203 = add nsw i32 %202, %176
  %204 = lshr i64 %201, 32
  %205 = trunc i64 %204 to i32
  %206 = trunc i64 %201 to i32
  %207 = icmp ne i32 %206, 0
  %208 = zext i1 %207 to i32
  %209 = or i32 %208, %205
  %210 = add nsw i32 %203, -255
  %211 = icmp ult i32 %210, -254
  br i1 %211, label %212, label %230

212:                                              ; preds = %190
  %213 = icmp sgt i32 %203, 0
  br i1 %213, label %214, label %216

214:                                              ; preds = %212
  %215 = or i32 %187, 2139095040
  br label %242

216:                                              ; preds = %212
  %217 = sub nsw i32 1, %203
  %218 = icmp ugt i32 %217, 31
  br i1 %218, label %219, label %222

219:                                              ; preds = %216
  %220 = icmp ne i32 %209, 0
  %221 = zext i1 %220 to i32
  br label %230

222:                                              ; preds = %216
  %223 = lshr i32 %209, %217
  %224 = shl nsw i32 -1, %217
  %225 = xor i32 %224, -1
  %226 = and i32 %209, %225
  %227 = icmp ne i32 %226, 0
  %228 = zext i1 %227 to i32
  %229 = or i32 %223, %228
  br label %230

230:                                              ; preds = %222, %219, %190
  %231 = phi i32 [ %203, %190 ], [ 1, %219 ], [ 1, %222 ]
  %232 = phi i32 [ %209, %190 ], [ %221, %219 ], [ %229, %222 ]
  %233 = lshr i32 %232, 7
  %234 = and i32 %233, 1
  %235 = add i32 %232, 63
  %236 = add i32 %235, %234
  %237 = shl nuw nsw i32 %231, 23
  %238 = lshr i32 %236, 7
  %239 = add i32 %187, -8388608
  %240 = add i32 %239, %237
  %241 = add i32 %240, %238
  br label %242

242:                                              ; preds = %186, %95, %111, %214, %230, %35, %22, %29, %18, %3
  %243 = phi i32 [ 2143289344, %3 ], [ 2143289344, %18 ], [ %2, %29 ], [ %28, %22 ], [ %38, %35 ], [ 0, %186 ], [ %96, %95 ], [ %122, %111 ], [ %215, %214 ], [ %241, %230 ]
  ret i32 %243
}

; Function Attrs: nofree nosync nounwind readnone
define dso_local i32 @__cpu0_rem_f32(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #2 {
  %3 = shl i32 %0, 1
  %4 = shl i32 %1, 1
  %5 = and i32 %0, -2147483648
  %6 = icmp ugt i32 %3, -16777217
  %7 = add i32 %4, 16777215
  %8 = icmp ult i32 %7, 16777216
  %9 = or i1 %6, %8
  br i1 %9, label %97, label %10

10:                                               ; preds = %2
  %11 = icmp ult i32 %3, %4
  br i1 %11, label %97, label %12

12:                                               ; preds = %10
  %13 = lshr i32 %0, 23
  %14 = and i32 %13, 255
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = and i32 %0, 8388607
  %18 = or i32 %17, 8388608
  br label %25

19:                                               ; preds = %12
  %20 = shl i32 %0, 8
  %21 = tail call i32 @llvm.ctlz.i32(i32 %20, i1 false) #5, !range !1
  %22 = sub nsw i32 1, %21
  %23 = shl i32 %20, %21
  %24 = lshr i32 %23, 8
  br label %25

25:                                               ; preds = %16, %19
  %26 = phi i32 [ %22, %19 ], [ %14, %16 ]
  %27 = phi i32 [ %24, %19 ], [ %18, %16 ]
  %28 = lshr i32 %1, 23
  %29 = and i32 %28, 255
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %34, label %31

31:                                               ; preds = %25
  %32 = and i32 %1, 8388607
  %33 = or i32 %32, 8388608
  br label %40

34:                                               ; preds = %25
  %35 = shl i32 %1, 8
  %36 = tail call i32 @llvm.ctlz.i32(i32 %35, i1 false) #5, !range !1
  %37 = sub nsw i32 1, %36
  %38 = shl i32 %35, %36
  %39 = lshr i32 %38, 8
  br label %40

40:                                               ; preds = %31, %34
  %41 = phi i32 [ %37, %34 ], [ %29, %31 ]
  %42 = phi i32 [ %39, %34 ], [ %33, %31 ]
  %43 = sub nsw i32 %26, %41
  %44 = urem i32 %27, %42
  %45 = icmp ugt i32 %43, 7
  br i1 %45, label %46, label %53

46:                                               ; preds = %40, %46
  %47 = phi i32 [ %51, %46 ], [ %44, %40 ]
  %48 = phi i32 [ %50, %46 ], [ %43, %40 ]
  %49 = shl i32 %47, 8
  %50 = add i32 %48, -8
  %51 = urem i32 %49, %42
  %52 = icmp ugt i32 %50, 7
  br i1 %52, label %46, label %53, !llvm.loop !6

53:                                               ; preds = %46, %40
  %54 = phi i32 [ %43, %40 ], [ %50, %46 ]
  %55 = phi i32 [ %44, %40 ], [ %51, %46 ]
  %56 = shl i32 %55, %54
  %57 = urem i32 %56, %42
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %97, label %59

59:                                               ; preds = %53
  %60 = tail call i32 @llvm.ctlz.i32(i32 %57, i1 true) #5, !range !1
  %61 = add nsw i32 %60, -1
  %62 = sub nsw i32 %41, %60
  %63 = add nsw i32 %62, 8
  %64 = shl i32 %57, %61
  %65 = add nsw i32 %62, -247
  %66 = icmp ult i32 %65, -254
  br i1 %66, label %67, label %85

67:                                               ; preds = %59
  %68 = icmp sgt i32 %62, -8
  br i1 %68, label %69, label %71

69:                                               ; preds = %67
  %70 = or i32 %5, 2139095040
  br label %97

71:                                               ; preds = %67
  %72 = sub nuw nsw i32 -7, %62
  %73 = icmp ult i32 %62, -38
  br i1 %73, label %74, label %77

74:                                               ; preds = %71
  %75 = icmp ne i32 %64, 0
  %76 = zext i1 %75 to i32
  br label %85

77:                                               ; preds = %71
  %78 = lshr i32 %64, %72
  %79 = shl nsw i32 -1, %72
  %80 = xor i32 %79, -1
  %81 = and i32 %64, %80
  %82 = icmp ne i32 %81, 0
  %83 = zext i1 %82 to i32
  %84 = or i32 %78, %83
  br label %85

85:                                               ; preds = %77, %74, %59
  %86 = phi i32 [ %63, %59 ], [ 1, %74 ], [ 1, %77 ]
  %87 = phi i32 [ %64, %59 ], [ %76, %74 ], [ %84, %77 ]
  %88 = lshr i32 %87, 7
  %89 = and i32 %88, 1
  %90 = add i32 %87, 63
  %91 = add i32 %90, %89
  %92 = shl nuw nsw i32 %86, 23
  %93 = lshr i32 %91, 7
  %94 = add i32 %5, -8388608
  %95 = add i32 %94, %92
  %96 = add i32 %95, %93
  br label %97

97:                                               ; preds = %53, %69, %85, %10, %2
  %98 = phi i32 [ 2143289344, %2 ], [ %0, %10 ], [ %5, %53 ], [ %70, %69 ], [ %96, %85 ]
  ret i32 %98
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_trunc_f32(i32 noundef signext %0) local_unnamed_addr #3 {
  %2 = shl i32 %0, 1
  %3 = lshr i32 %2, 24
  %4 = icmp ugt i32 %2, -1778384897
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = icmp ugt i32 %2, -16777216
  %7 = select i1 %6, i32 2143289344, i32 %0
  br label %20

8:                                                ; preds = %1
  %9 = and i32 %0, -2147483648
  %10 = icmp ult i32 %2, 2130706432
  br i1 %10, label %20, label %11

11:                                               ; preds = %8
  %12 = sub nsw i32 150, %3
  %13 = shl nuw i32 1, %12
  %14 = add i32 %13, -1
  %15 = and i32 %14, %0
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %11
  %18 = sub i32 0, %13
  %19 = and i32 %18, %0
  br label %20

20:                                               ; preds = %8, %5, %11, %17
  %21 = phi i32 [ %7, %5 ], [ %0, %11 ], [ %19, %17 ], [ %9, %8 ]
  ret i32 %21
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_floor_f32(i32 noundef signext %0) local_unnamed_addr #3 {
  %2 = shl i32 %0, 1
  %3 = lshr i32 %2, 24
  %4 = and i32 %0, -2147483648
  %5 = icmp ugt i32 %2, -1778384897
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = icmp ugt i32 %2, -16777216
  %8 = select i1 %7, i32 2143289344, i32 %0
  br label %29

9:                                                ; preds = %1
  %10 = icmp ult i32 %2, 2130706432
  br i1 %10, label %11, label %17

11:                                               ; preds = %9
  %12 = icmp ne i32 %2, 0
  %13 = icmp slt i32 %0, 0
  %14 = and i1 %13, %12
  %15 = or i32 %4, 1065353216
  %16 = select i1 %14, i32 %15, i32 %4
  br label %29

17:                                               ; preds = %9
  %18 = sub nsw i32 150, %3
  %19 = shl nuw i32 1, %18
  %20 = add i32 %19, -1
  %21 = and i32 %20, %0
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %29, label %23

23:                                               ; preds = %17
  %24 = sub i32 0, %19
  %25 = and i32 %24, %0
  %26 = icmp slt i32 %0, 0
  %27 = select i1 %26, i32 %19, i32 0
  %28 = add i32 %25, %27
  br label %29

29:                                               ; preds = %11, %6, %17, %23
  %30 = phi i32 [ %8, %6 ], [ %0, %17 ], [ %28, %23 ], [ %16, %11 ]
  ret i32 %30
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_ceil_f32(i32 noundef signext %0) local_unnamed_addr #3 {
  %2 = shl i32 %0, 1
  %3 = lshr i32 %2, 24
  %4 = and i32 %0, -2147483648
  %5 = icmp ugt i32 %2, -1778384897
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = icmp ugt i32 %2, -16777216
  %8 = select i1 %7, i32 2143289344, i32 %0
  br label %29

9:                                                ; preds = %1
  %10 = icmp ult i32 %2, 2130706432
  br i1 %10, label %11, label %17

11:                                               ; preds = %9
  %12 = icmp ne i32 %2, 0
  %13 = icmp sgt i32 %0, -1
  %14 = and i1 %13, %12
  %15 = or i32 %4, 1065353216
  %16 = select i1 %14, i32 %15, i32 %4
  br label %29

17:                                               ; preds = %9
  %18 = sub nsw i32 150, %3
  %19 = shl nuw i32 1, %18
  %20 = add i32 %19, -1
  %21 = and i32 %20, %0
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %29, label %23

23:                                               ; preds = %17
  %24 = sub i32 0, %19
  %25 = and i32 %24, %0
  %26 = icmp slt i32 %0, 0
  %27 = select i1 %26, i32 0, i32 %19
  %28 = add i32 %25, %27
  br label %29

29:                                               ; preds = %11, %6, %17, %23
  %30 = phi i32 [ %8, %6 ], [ %0, %17 ], [ %28, %23 ], [ %16, %11 ]
  ret i32 %30
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_nearest_f32(i32 noundef signext %0) local_unnamed_addr #3 {
  %2 = shl i32 %0, 1
  %3 = lshr i32 %2, 24
  %4 = and i32 %0, -2147483648
  %5 = icmp ugt i32 %2, -1778384897
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = icmp ugt i32 %2, -16777216
  %8 = select i1 %7, i32 2143289344, i32 %0
  br label %30

9:                                                ; preds = %1
  %10 = icmp ult i32 %2, 2130706432
  br i1 %10, label %11, label %15

11:                                               ; preds = %9
  %12 = icmp ugt i32 %2, 2113929216
  %13 = or i32 %4, 1065353216
  %14 = select i1 %12, i32 %13, i32 %4
  br label %30

15:                                               ; preds = %9
  %16 = sub nsw i32 150, %3
  %17 = shl nuw i32 1, %16
  %18 = add i32 %17, -1
  %19 = and i32 %18, %0
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %30, label %21

21:                                               ; preds = %15
  %22 = sub i32 0, %17
  %23 = lshr i32 %17, 1
  %24 = lshr i32 %0, %16
  %25 = and i32 %24, 1
  %26 = add i32 %0, -1
  %27 = add i32 %26, %23
  %28 = add i32 %27, %25
  %29 = and i32 %28, %22
  br label %30

30:                                               ; preds = %11, %6, %15, %21
  %31 = phi i32 [ %8, %6 ], [ %0, %15 ], [ %29, %21 ], [ %14, %11 ]
  ret i32 %31
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_round_f32(i32 noundef signext %0) local_unnamed_addr #3 {
  %2 = shl i32 %0, 1
  %3 = lshr i32 %2, 24
  %4 = and i32 %0, -2147483648
  %5 = icmp ugt i32 %2, -1778384897
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = icmp ugt i32 %2, -16777216
  %8 = select i1 %7, i32 2143289344, i32 %0
  br label %26

9:                                                ; preds = %1
  %10 = icmp ult i32 %2, 2130706432
  br i1 %10, label %11, label %15

11:                                               ; preds = %9
  %12 = icmp eq i32 %3, 126
  %13 = or i32 %4, 1065353216
  %14 = select i1 %12, i32 %13, i32 %4
  br label %26

15:                                               ; preds = %9
  %16 = sub nsw i32 150, %3
  %17 = shl nuw i32 1, %16
  %18 = add i32 %17, -1
  %19 = and i32 %18, %0
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %26, label %21

21:                                               ; preds = %15
  %22 = sub i32 0, %17
  %23 = lshr i32 %17, 1
  %24 = add i32 %23, %0
  %25 = and i32 %24, %22
  br label %26

26:                                               ; preds = %11, %6, %15, %21
  %27 = phi i32 [ %8, %6 ], [ %0, %15 ], [ %25, %21 ], [ %14, %11 ]
  ret i32 %27
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_cmp_f32(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #3 {
  %3 = shl i32 %0, 1
  %4 = icmp ult i32 %3, -16777215
  %5 = shl i32 %1, 1
  %6 = icmp ult i32 %5, -16777215
  %7 = and i1 %4, %6
  br i1 %7, label %8, label %21

8:                                                ; preds = %2
  %9 = icmp eq i32 %0, %1
  br i1 %9, label %21, label %10

10:                                               ; preds = %8
  %11 = or i32 %1, %0
  %12 = and i32 %11, 2147483647
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %10
  %15 = and i32 %1, %0
  %16 = icmp slt i32 %15, 0
  %17 = icmp ule i32 %0, %1
  %18 = icmp sge i32 %0, %1
  %19 = select i1 %16, i1 %17, i1 %18
  %20 = select i1 %19, i32 4, i32 1
  br label %21

21:                                               ; preds = %8, %10, %2, %14
  %22 = phi i32 [ %20, %14 ], [ 8, %2 ], [ 2, %10 ], [ 2, %8 ]
  ret i32 %22
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_min_f32(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #3 {
  %3 = shl i32 %0, 1
  %4 = icmp ult i32 %3, -16777215
  %5 = shl i32 %1, 1
  %6 = icmp ult i32 %5, -16777215
  %7 = and i1 %4, %6
  br i1 %7, label %8, label %15

8:                                                ; preds = %2
  %9 = and i32 %1, %0
  %10 = icmp slt i32 %9, 0
  %11 = icmp ule i32 %1, %0
  %12 = icmp sge i32 %1, %0
  %13 = select i1 %10, i1 %11, i1 %12
  %14 = select i1 %13, i32 %0, i32 %1
  br label %15

15:                                               ; preds = %2, %8
  %16 = phi i32 [ %14, %8 ], [ 2143289344, %2 ]
  ret i32 %16
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_max_f32(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #3 {
  %3 = shl i32 %0, 1
  %4 = icmp ult i32 %3, -16777215
  %5 = shl i32 %1, 1
  %6 = icmp ult i32 %5, -16777215
  %7 = and i1 %4, %6
  br i1 %7, label %8, label %15

8:                                                ; preds = %2
  %9 = and i32 %1, %0
  %10 = icmp slt i32 %9, 0
  %11 = icmp ule i32 %0, %1
  %12 = icmp sge i32 %0, %1
  %13 = select i1 %10, i1 %11, i1 %12
  %14 = select i1 %13, i32 %0, i32 %1
  br label %15

15:                                               ; preds = %2, %8
  %16 = phi i32 [ %14, %8 ], [ 2143289344, %2 ]
  ret i32 %16
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_minnum_f32(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #3 {
  %3 = shl i32 %0, 1
  %4 = icmp ult i32 %3, -16777215
  %5 = shl i32 %1, 1
  %6 = icmp ult i32 %5, -16777215
  br i1 %4, label %9, label %7

7:                                                ; preds = %2
  %8 = select i1 %6, i32 %1, i32 2143289344
  br label %17

9:                                                ; preds = %2
  br i1 %6, label %10, label %17

10:                                               ; preds = %9
  %11 = and i32 %1, %0
  %12 = icmp slt i32 %11, 0
  %13 = icmp ule i32 %1, %0
  %14 = icmp sge i32 %1, %0
  %15 = select i1 %12, i1 %13, i1 %14
  %16 = select i1 %15, i32 %0, i32 %1
  br label %17

17:                                               ; preds = %9, %10, %7
  %18 = phi i32 [ %8, %7 ], [ %16, %10 ], [ %0, %9 ]
  ret i32 %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_maxnum_f32(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #3 {
  %3 = shl i32 %0, 1
  %4 = icmp ult i32 %3, -16777215
  %5 = shl i32 %1, 1
  %6 = icmp ult i32 %5, -16777215
  br i1 %4, label %9, label %7

7:                                                ; preds = %2
  %8 = select i1 %6, i32 %1, i32 2143289344
  br label %17

9:                                                ; preds = %2
  br i1 %6, label %10, label %17

10:                                               ; preds = %9
  %11 = and i32 %1, %0
  %12 = icmp slt i32 %11, 0
  %13 = icmp ule i32 %0, %1
  %14 = icmp sge i32 %0, %1
  %15 = select i1 %12, i1 %13, i1 %14
  %16 = select i1 %15, i32 %0, i32 %1
  br label %17

17:                                               ; preds = %9, %10, %7
  %18 = phi i32 [ %8, %7 ], [ %16, %10 ], [ %0, %9 ]
  ret i32 %18
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #4

attributes #0 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { mustprogress nofree noinline nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { nofree nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }
attributes #6 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 0, i32 33}
!2 = !{!"branch_weights", i32 2000, i32 1}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.mustprogress"}
!5 = distinct !{!5, !4}
!6 = distinct !{!6, !4}
