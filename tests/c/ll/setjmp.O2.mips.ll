; ModuleID = 'setjmp.c'
source_filename = "setjmp.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.handler = type { %struct.handler*, [6 x i32], i32 }

@depth_reached = internal unnamed_addr global i32 0, align 4
@opaque_calls = internal unnamed_addr global i32 0, align 4
@current = internal unnamed_addr global %struct.handler* null, align 4
@top = internal global [6 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = alloca [10 x i8], align 1
  %5 = alloca [10 x i8], align 1
  %6 = alloca [10 x i8], align 1
  %7 = alloca [10 x i8], align 1
  %8 = alloca [10 x i8], align 1
  %9 = alloca [10 x i8], align 1
  %10 = alloca [10 x i8], align 1
  %11 = alloca [10 x i8], align 1
  %12 = alloca [10 x i8], align 1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %13 = tail call fastcc i32 @first_and_second()
  %14 = icmp slt i32 %13, 0
  br i1 %14, label %15, label %37

15:                                               ; preds = %0
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %16 = sub i32 0, %13
  %17 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %17) #7
  br label %18

18:                                               ; preds = %18, %15
  %19 = phi i32 [ %16, %15 ], [ %22, %18 ]
  %20 = phi i32 [ 0, %15 ], [ %27, %18 ]
  %21 = freeze i32 %19
  %22 = udiv i32 %21, 10
  %23 = mul i32 %22, 10
  %24 = sub i32 %21, %23
  %25 = trunc i32 %24 to i8
  %26 = or i8 %25, 48
  %27 = add nuw nsw i32 %20, 1
  %28 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %20
  store i8 %26, i8* %28, align 1, !tbaa !1
  %29 = icmp ult i32 %19, 10
  br i1 %29, label %30, label %18, !llvm.loop !4

30:                                               ; preds = %18, %30
  %31 = phi i32 [ %32, %30 ], [ %27, %18 ]
  %32 = add nsw i32 %31, -1
  %33 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %32
  %34 = load i8, i8* %33, align 1, !tbaa !1
  store volatile i8 %34, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %35 = icmp eq i32 %32, 0
  br i1 %35, label %36, label %30, !llvm.loop !6

36:                                               ; preds = %30
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %17) #7
  br label %58

37:                                               ; preds = %0
  %38 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %38) #7
  br label %39

39:                                               ; preds = %39, %37
  %40 = phi i32 [ %13, %37 ], [ %43, %39 ]
  %41 = phi i32 [ 0, %37 ], [ %48, %39 ]
  %42 = freeze i32 %40
  %43 = udiv i32 %42, 10
  %44 = mul i32 %43, 10
  %45 = sub i32 %42, %44
  %46 = trunc i32 %45 to i8
  %47 = or i8 %46, 48
  %48 = add nuw nsw i32 %41, 1
  %49 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %41
  store i8 %47, i8* %49, align 1, !tbaa !1
  %50 = icmp ult i32 %40, 10
  br i1 %50, label %51, label %39, !llvm.loop !4

51:                                               ; preds = %39, %51
  %52 = phi i32 [ %53, %51 ], [ %48, %39 ]
  %53 = add nsw i32 %52, -1
  %54 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %53
  %55 = load i8, i8* %54, align 1, !tbaa !1
  store volatile i8 %55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %56 = icmp eq i32 %53, 0
  br i1 %56, label %57, label %51, !llvm.loop !6

57:                                               ; preds = %51
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %38) #7
  br label %58

58:                                               ; preds = %36, %57
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %59 = load i32, i32* @depth_reached, align 4, !tbaa !7
  %60 = icmp slt i32 %59, 0
  br i1 %60, label %61, label %83

61:                                               ; preds = %58
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %62 = sub i32 0, %59
  %63 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %63) #7
  br label %64

64:                                               ; preds = %64, %61
  %65 = phi i32 [ %62, %61 ], [ %68, %64 ]
  %66 = phi i32 [ 0, %61 ], [ %73, %64 ]
  %67 = freeze i32 %65
  %68 = udiv i32 %67, 10
  %69 = mul i32 %68, 10
  %70 = sub i32 %67, %69
  %71 = trunc i32 %70 to i8
  %72 = or i8 %71, 48
  %73 = add nuw nsw i32 %66, 1
  %74 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %66
  store i8 %72, i8* %74, align 1, !tbaa !1
  %75 = icmp ult i32 %65, 10
  br i1 %75, label %76, label %64, !llvm.loop !4

76:                                               ; preds = %64, %76
  %77 = phi i32 [ %78, %76 ], [ %73, %64 ]
  %78 = add nsw i32 %77, -1
  %79 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %78
  %80 = load i8, i8* %79, align 1, !tbaa !1
  store volatile i8 %80, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %81 = icmp eq i32 %78, 0
  br i1 %81, label %82, label %76, !llvm.loop !6

82:                                               ; preds = %76
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %63) #7
  br label %104

83:                                               ; preds = %58
  %84 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %84) #7
  br label %85

85:                                               ; preds = %85, %83
  %86 = phi i32 [ %59, %83 ], [ %89, %85 ]
  %87 = phi i32 [ 0, %83 ], [ %94, %85 ]
  %88 = freeze i32 %86
  %89 = udiv i32 %88, 10
  %90 = mul i32 %89, 10
  %91 = sub i32 %88, %90
  %92 = trunc i32 %91 to i8
  %93 = or i8 %92, 48
  %94 = add nuw nsw i32 %87, 1
  %95 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %87
  store i8 %93, i8* %95, align 1, !tbaa !1
  %96 = icmp ult i32 %86, 10
  br i1 %96, label %97, label %85, !llvm.loop !4

97:                                               ; preds = %85, %97
  %98 = phi i32 [ %99, %97 ], [ %94, %85 ]
  %99 = add nsw i32 %98, -1
  %100 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %99
  %101 = load i8, i8* %100, align 1, !tbaa !1
  store volatile i8 %101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %102 = icmp eq i32 %99, 0
  br i1 %102, label %103, label %97, !llvm.loop !6

103:                                              ; preds = %97
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %84) #7
  br label %104

104:                                              ; preds = %82, %103
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 106, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %105 = tail call fastcc i32 @zero_val()
  %106 = icmp slt i32 %105, 0
  br i1 %106, label %107, label %129

107:                                              ; preds = %104
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %108 = sub i32 0, %105
  %109 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %109) #7
  br label %110

110:                                              ; preds = %110, %107
  %111 = phi i32 [ %108, %107 ], [ %114, %110 ]
  %112 = phi i32 [ 0, %107 ], [ %119, %110 ]
  %113 = freeze i32 %111
  %114 = udiv i32 %113, 10
  %115 = mul i32 %114, 10
  %116 = sub i32 %113, %115
  %117 = trunc i32 %116 to i8
  %118 = or i8 %117, 48
  %119 = add nuw nsw i32 %112, 1
  %120 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %112
  store i8 %118, i8* %120, align 1, !tbaa !1
  %121 = icmp ult i32 %111, 10
  br i1 %121, label %122, label %110, !llvm.loop !4

122:                                              ; preds = %110, %122
  %123 = phi i32 [ %124, %122 ], [ %119, %110 ]
  %124 = add nsw i32 %123, -1
  %125 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %124
  %126 = load i8, i8* %125, align 1, !tbaa !1
  store volatile i8 %126, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %127 = icmp eq i32 %124, 0
  br i1 %127, label %128, label %122, !llvm.loop !6

128:                                              ; preds = %122
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %109) #7
  br label %150

129:                                              ; preds = %104
  %130 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %130) #7
  br label %131

131:                                              ; preds = %131, %129
  %132 = phi i32 [ %105, %129 ], [ %135, %131 ]
  %133 = phi i32 [ 0, %129 ], [ %140, %131 ]
  %134 = freeze i32 %132
  %135 = udiv i32 %134, 10
  %136 = mul i32 %135, 10
  %137 = sub i32 %134, %136
  %138 = trunc i32 %137 to i8
  %139 = or i8 %138, 48
  %140 = add nuw nsw i32 %133, 1
  %141 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %133
  store i8 %139, i8* %141, align 1, !tbaa !1
  %142 = icmp ult i32 %132, 10
  br i1 %142, label %143, label %131, !llvm.loop !4

143:                                              ; preds = %131, %143
  %144 = phi i32 [ %145, %143 ], [ %140, %131 ]
  %145 = add nsw i32 %144, -1
  %146 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %145
  %147 = load i8, i8* %146, align 1, !tbaa !1
  store volatile i8 %147, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %148 = icmp eq i32 %145, 0
  br i1 %148, label %149, label %143, !llvm.loop !6

149:                                              ; preds = %143
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %130) #7
  br label %150

150:                                              ; preds = %128, %149
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %151 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 0
  br label %152

152:                                              ; preds = %150, %177
  %153 = phi i32 [ 1, %150 ], [ %178, %177 ]
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %154 = mul nuw nsw i32 %153, 12345
  %155 = tail call fastcc i32 @many_values(i32 noundef signext %154)
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %151) #7
  br label %159

156:                                              ; preds = %177
  %157 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %158 = tail call fastcc i32 @dead_on_the_way(i32 noundef signext 777)
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %157) #7
  br label %202

159:                                              ; preds = %159, %152
  %160 = phi i32 [ %155, %152 ], [ %163, %159 ]
  %161 = phi i32 [ 0, %152 ], [ %168, %159 ]
  %162 = freeze i32 %160
  %163 = udiv i32 %162, 10
  %164 = mul i32 %163, 10
  %165 = sub i32 %162, %164
  %166 = trunc i32 %165 to i8
  %167 = or i8 %166, 48
  %168 = add nuw nsw i32 %161, 1
  %169 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %161
  store i8 %167, i8* %169, align 1, !tbaa !1
  %170 = icmp ult i32 %160, 10
  br i1 %170, label %171, label %159, !llvm.loop !4

171:                                              ; preds = %159, %171
  %172 = phi i32 [ %173, %171 ], [ %168, %159 ]
  %173 = add nsw i32 %172, -1
  %174 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %173
  %175 = load i8, i8* %174, align 1, !tbaa !1
  store volatile i8 %175, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %176 = icmp eq i32 %173, 0
  br i1 %176, label %177, label %171, !llvm.loop !6

177:                                              ; preds = %171
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %151) #7
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %178 = add nuw nsw i32 %153, 1
  %179 = icmp eq i32 %178, 5
  br i1 %179, label %156, label %152, !llvm.loop !9

180:                                              ; preds = %180, %260
  %181 = phi i32 [ %261, %260 ], [ %184, %180 ]
  %182 = phi i32 [ 0, %260 ], [ %189, %180 ]
  %183 = freeze i32 %181
  %184 = udiv i32 %183, 10
  %185 = mul i32 %184, 10
  %186 = sub i32 %183, %185
  %187 = trunc i32 %186 to i8
  %188 = or i8 %187, 48
  %189 = add nuw nsw i32 %182, 1
  %190 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %182
  store i8 %188, i8* %190, align 1, !tbaa !1
  %191 = icmp ult i32 %181, 10
  br i1 %191, label %192, label %180, !llvm.loop !4

192:                                              ; preds = %180, %192
  %193 = phi i32 [ %194, %192 ], [ %189, %180 ]
  %194 = add nsw i32 %193, -1
  %195 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %194
  %196 = load i8, i8* %195, align 1, !tbaa !1
  store volatile i8 %196, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %197 = icmp eq i32 %194, 0
  br i1 %197, label %198, label %192, !llvm.loop !6

198:                                              ; preds = %192
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %262) #7
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %199 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  %200 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  %201 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  br label %263

202:                                              ; preds = %202, %156
  %203 = phi i32 [ %158, %156 ], [ %206, %202 ]
  %204 = phi i32 [ 0, %156 ], [ %211, %202 ]
  %205 = freeze i32 %203
  %206 = udiv i32 %205, 10
  %207 = mul i32 %206, 10
  %208 = sub i32 %205, %207
  %209 = trunc i32 %208 to i8
  %210 = or i8 %209, 48
  %211 = add nuw nsw i32 %204, 1
  %212 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %204
  store i8 %210, i8* %212, align 1, !tbaa !1
  %213 = icmp ult i32 %203, 10
  br i1 %213, label %214, label %202, !llvm.loop !4

214:                                              ; preds = %202, %214
  %215 = phi i32 [ %216, %214 ], [ %211, %202 ]
  %216 = add nsw i32 %215, -1
  %217 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %216
  %218 = load i8, i8* %217, align 1, !tbaa !1
  store volatile i8 %218, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %219 = icmp eq i32 %216, 0
  br i1 %219, label %220, label %214, !llvm.loop !6

220:                                              ; preds = %214
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %157) #7
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %221 = tail call fastcc i32 @dead_on_the_way(i32 noundef signext 1554)
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %157) #7
  br label %222

222:                                              ; preds = %222, %220
  %223 = phi i32 [ %221, %220 ], [ %226, %222 ]
  %224 = phi i32 [ 0, %220 ], [ %231, %222 ]
  %225 = freeze i32 %223
  %226 = udiv i32 %225, 10
  %227 = mul i32 %226, 10
  %228 = sub i32 %225, %227
  %229 = trunc i32 %228 to i8
  %230 = or i8 %229, 48
  %231 = add nuw nsw i32 %224, 1
  %232 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %224
  store i8 %230, i8* %232, align 1, !tbaa !1
  %233 = icmp ult i32 %223, 10
  br i1 %233, label %234, label %222, !llvm.loop !4

234:                                              ; preds = %222, %234
  %235 = phi i32 [ %236, %234 ], [ %231, %222 ]
  %236 = add nsw i32 %235, -1
  %237 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %236
  %238 = load i8, i8* %237, align 1, !tbaa !1
  store volatile i8 %238, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %239 = icmp eq i32 %236, 0
  br i1 %239, label %240, label %234, !llvm.loop !6

240:                                              ; preds = %234
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %157) #7
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %241 = tail call fastcc i32 @dead_on_the_way(i32 noundef signext 2331)
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %157) #7
  br label %242

242:                                              ; preds = %242, %240
  %243 = phi i32 [ %241, %240 ], [ %246, %242 ]
  %244 = phi i32 [ 0, %240 ], [ %251, %242 ]
  %245 = freeze i32 %243
  %246 = udiv i32 %245, 10
  %247 = mul i32 %246, 10
  %248 = sub i32 %245, %247
  %249 = trunc i32 %248 to i8
  %250 = or i8 %249, 48
  %251 = add nuw nsw i32 %244, 1
  %252 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %244
  store i8 %250, i8* %252, align 1, !tbaa !1
  %253 = icmp ult i32 %243, 10
  br i1 %253, label %254, label %242, !llvm.loop !4

254:                                              ; preds = %242, %254
  %255 = phi i32 [ %256, %254 ], [ %251, %242 ]
  %256 = add nsw i32 %255, -1
  %257 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %256
  %258 = load i8, i8* %257, align 1, !tbaa !1
  store volatile i8 %258, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %259 = icmp eq i32 %256, 0
  br i1 %259, label %260, label %254, !llvm.loop !6

260:                                              ; preds = %254
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %157) #7
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 113, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %261 = load i32, i32* @opaque_calls, align 4, !tbaa !7
  %262 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %262) #7
  br label %180

263:                                              ; preds = %198, %327
  %264 = phi i32 [ 0, %198 ], [ %328, %327 ]
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %199) #7
  br label %265

265:                                              ; preds = %265, %263
  %266 = phi i32 [ %264, %263 ], [ %269, %265 ]
  %267 = phi i32 [ 0, %263 ], [ %274, %265 ]
  %268 = freeze i32 %266
  %269 = udiv i32 %268, 10
  %270 = mul i32 %269, 10
  %271 = sub i32 %268, %270
  %272 = trunc i32 %271 to i8
  %273 = or i8 %272, 48
  %274 = add nuw nsw i32 %267, 1
  %275 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %267
  store i8 %273, i8* %275, align 1, !tbaa !1
  %276 = icmp ult i32 %266, 10
  br i1 %276, label %277, label %265, !llvm.loop !4

277:                                              ; preds = %265, %277
  %278 = phi i32 [ %279, %277 ], [ %274, %265 ]
  %279 = add nsw i32 %278, -1
  %280 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %279
  %281 = load i8, i8* %280, align 1, !tbaa !1
  store volatile i8 %281, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %282 = icmp eq i32 %279, 0
  br i1 %282, label %283, label %277, !llvm.loop !6

283:                                              ; preds = %277
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %199) #7
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %284 = tail call fastcc i32 @protected_call(void (i32)* noundef nonnull @nested_body, i32 noundef signext %264)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %285 = icmp slt i32 %284, 0
  br i1 %285, label %286, label %307

286:                                              ; preds = %283
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %287 = sub i32 0, %284
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %201) #7
  br label %288

288:                                              ; preds = %288, %286
  %289 = phi i32 [ %287, %286 ], [ %292, %288 ]
  %290 = phi i32 [ 0, %286 ], [ %297, %288 ]
  %291 = freeze i32 %289
  %292 = udiv i32 %291, 10
  %293 = mul i32 %292, 10
  %294 = sub i32 %291, %293
  %295 = trunc i32 %294 to i8
  %296 = or i8 %295, 48
  %297 = add nuw nsw i32 %290, 1
  %298 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %290
  store i8 %296, i8* %298, align 1, !tbaa !1
  %299 = icmp ult i32 %289, 10
  br i1 %299, label %300, label %288, !llvm.loop !4

300:                                              ; preds = %288, %300
  %301 = phi i32 [ %302, %300 ], [ %297, %288 ]
  %302 = add nsw i32 %301, -1
  %303 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %302
  %304 = load i8, i8* %303, align 1, !tbaa !1
  store volatile i8 %304, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %305 = icmp eq i32 %302, 0
  br i1 %305, label %306, label %300, !llvm.loop !6

306:                                              ; preds = %300
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %201) #7
  br label %327

307:                                              ; preds = %283
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %200) #7
  br label %308

308:                                              ; preds = %308, %307
  %309 = phi i32 [ %284, %307 ], [ %312, %308 ]
  %310 = phi i32 [ 0, %307 ], [ %317, %308 ]
  %311 = freeze i32 %309
  %312 = udiv i32 %311, 10
  %313 = mul i32 %312, 10
  %314 = sub i32 %311, %313
  %315 = trunc i32 %314 to i8
  %316 = or i8 %315, 48
  %317 = add nuw nsw i32 %310, 1
  %318 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %310
  store i8 %316, i8* %318, align 1, !tbaa !1
  %319 = icmp ult i32 %309, 10
  br i1 %319, label %320, label %308, !llvm.loop !4

320:                                              ; preds = %308, %320
  %321 = phi i32 [ %322, %320 ], [ %317, %308 ]
  %322 = add nsw i32 %321, -1
  %323 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %322
  %324 = load i8, i8* %323, align 1, !tbaa !1
  store volatile i8 %324, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %325 = icmp eq i32 %322, 0
  br i1 %325, label %326, label %320, !llvm.loop !6

326:                                              ; preds = %320
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %200) #7
  br label %327

327:                                              ; preds = %306, %326
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %328 = add nuw nsw i32 %264, 1
  %329 = icmp eq i32 %328, 6
  br i1 %329, label %330, label %263, !llvm.loop !10

330:                                              ; preds = %327
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %331 = load %struct.handler*, %struct.handler** @current, align 4, !tbaa !11
  %332 = icmp eq %struct.handler* %331, null
  %333 = zext i1 %332 to i8
  %334 = or i8 %333, 48
  store volatile i8 %334, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  ret i32 0
}

; Function Attrs: noinline nounwind
define internal fastcc i32 @first_and_second() unnamed_addr #1 {
  %1 = call i32 @setjmp(i32* noundef getelementptr inbounds ([6 x i32], [6 x i32]* @top, i32 0, i32 0)) #8
  %2 = icmp eq i32 %1, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %0
  call fastcc void @dive(i32 noundef signext 12, i32 noundef signext 7)
  br label %4

4:                                                ; preds = %0, %3
  %5 = phi i32 [ -1, %3 ], [ %1, %0 ]
  ret i32 %5
}

; Function Attrs: nounwind
define internal fastcc i32 @zero_val() unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2)
  store volatile i32 0, i32* %1, align 4, !tbaa !7
  %3 = call i32 @setjmp(i32* noundef getelementptr inbounds ([6 x i32], [6 x i32]* @top, i32 0, i32 0)) #8
  %4 = load volatile i32, i32* %1, align 4, !tbaa !7
  %5 = add nsw i32 %4, 1
  store volatile i32 %5, i32* %1, align 4, !tbaa !7
  %6 = icmp eq i32 %4, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %0
  call void @longjmp(i32* noundef getelementptr inbounds ([6 x i32], [6 x i32]* @top, i32 0, i32 0), i32 noundef signext 0) #9
  unreachable

8:                                                ; preds = %0
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2)
  ret i32 %3
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: noinline nounwind
define internal fastcc i32 @many_values(i32 noundef signext %0) unnamed_addr #1 {
  %2 = alloca [6 x i32], align 4
  %3 = alloca i32, align 4
  %4 = mul i32 %0, 3
  %5 = xor i32 %0, 85
  %6 = add i32 %0, 1000
  %7 = mul i32 %0, %0
  %8 = lshr i32 %0, 1
  %9 = bitcast [6 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %9) #7
  %10 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10)
  store volatile i32 0, i32* %3, align 4, !tbaa !7
  %11 = getelementptr inbounds [6 x i32], [6 x i32]* %2, i32 0, i32 0
  %12 = call i32 @setjmp(i32* noundef nonnull %11) #8
  %13 = icmp slt i32 %12, 3
  br i1 %13, label %14, label %96

14:                                               ; preds = %1
  %15 = load volatile i32, i32* %3, align 4, !tbaa !7
  %16 = add i32 %15, 1
  store volatile i32 %16, i32* %3, align 4, !tbaa !7
  %17 = mul i32 %4, %5
  %18 = mul i32 %6, %7
  %19 = add i32 %18, %17
  %20 = add i32 %4, 1
  %21 = xor i32 %0, 84
  %22 = mul i32 %20, %21
  %23 = add i32 %0, 999
  %24 = add i32 %7, 1
  %25 = mul i32 %23, %24
  %26 = add i32 %25, %19
  %27 = add i32 %26, %22
  %28 = add i32 %4, 2
  %29 = xor i32 %0, 87
  %30 = mul i32 %28, %29
  %31 = add i32 %0, 998
  %32 = add i32 %7, 2
  %33 = mul i32 %31, %32
  %34 = add i32 %33, %27
  %35 = add i32 %34, %30
  %36 = add i32 %4, 3
  %37 = xor i32 %0, 86
  %38 = mul i32 %36, %37
  %39 = add i32 %0, 997
  %40 = add i32 %7, 3
  %41 = mul i32 %39, %40
  %42 = add i32 %41, %35
  %43 = add i32 %42, %38
  %44 = add i32 %4, 4
  %45 = xor i32 %0, 81
  %46 = mul i32 %44, %45
  %47 = add i32 %0, 996
  %48 = add i32 %7, 4
  %49 = mul i32 %47, %48
  %50 = add i32 %49, %43
  %51 = add i32 %50, %46
  %52 = add i32 %4, 5
  %53 = xor i32 %0, 80
  %54 = mul i32 %52, %53
  %55 = add i32 %0, 995
  %56 = add i32 %7, 5
  %57 = mul i32 %55, %56
  %58 = add i32 %57, %51
  %59 = add i32 %58, %54
  %60 = add i32 %4, 6
  %61 = xor i32 %0, 83
  %62 = mul i32 %60, %61
  %63 = add i32 %0, 994
  %64 = add i32 %7, 6
  %65 = mul i32 %63, %64
  %66 = add i32 %65, %59
  %67 = add i32 %66, %62
  %68 = add i32 %4, 7
  %69 = xor i32 %0, 82
  %70 = mul i32 %68, %69
  %71 = add i32 %0, 993
  %72 = add i32 %7, 7
  %73 = mul i32 %71, %72
  %74 = add i32 %73, %67
  %75 = add i32 %74, %70
  %76 = add i32 %4, 8
  %77 = xor i32 %0, 93
  %78 = mul i32 %76, %77
  %79 = add i32 %0, 992
  %80 = add i32 %7, 8
  %81 = mul i32 %79, %80
  %82 = add i32 %81, %75
  %83 = add i32 %82, %78
  %84 = add i32 %4, 9
  %85 = xor i32 %0, 92
  %86 = mul i32 %84, %85
  %87 = add i32 %0, 991
  %88 = add i32 %7, 9
  %89 = mul i32 %87, %88
  %90 = add i32 %89, %83
  %91 = add i32 %90, %86
  %92 = icmp eq i32 %91, 12345
  br i1 %92, label %93, label %94

93:                                               ; preds = %14
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 107, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %94

94:                                               ; preds = %93, %14
  %95 = load volatile i32, i32* %3, align 4, !tbaa !7
  call void @longjmp(i32* noundef nonnull %11, i32 noundef signext %95) #9
  unreachable

96:                                               ; preds = %1
  %97 = add i32 %4, %5
  %98 = or i32 %5, %8
  %99 = xor i32 %4, %6
  %100 = load volatile i32, i32* %3, align 4, !tbaa !7
  %101 = mul i32 %100, 1000000
  %102 = add i32 %97, %6
  %103 = shl i32 %102, 1
  %104 = shl i32 %8, 3
  %105 = add i32 %104, %99
  %106 = add i32 %105, %98
  %107 = add i32 %106, %101
  %108 = add i32 %107, %103
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %9) #7
  ret i32 %108
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: noinline nounwind
define internal fastcc i32 @dead_on_the_way(i32 noundef signext %0) unnamed_addr #1 {
  %2 = alloca [6 x i32], align 4
  %3 = call fastcc i32 @opaque(i32 noundef signext %0)
  %4 = add i32 %0, 1
  %5 = call fastcc i32 @opaque(i32 noundef signext %4)
  %6 = add i32 %0, 2
  %7 = call fastcc i32 @opaque(i32 noundef signext %6)
  %8 = add i32 %0, 3
  %9 = call fastcc i32 @opaque(i32 noundef signext %8)
  %10 = add i32 %0, 4
  %11 = call fastcc i32 @opaque(i32 noundef signext %10)
  %12 = add i32 %0, 5
  %13 = call fastcc i32 @opaque(i32 noundef signext %12)
  %14 = bitcast [6 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %14) #7
  %15 = getelementptr inbounds [6 x i32], [6 x i32]* %2, i32 0, i32 0
  %16 = call i32 @setjmp(i32* noundef nonnull %15) #8
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %49

18:                                               ; preds = %1
  %19 = xor i32 %0, 1
  %20 = call fastcc i32 @opaque(i32 noundef signext %19)
  %21 = xor i32 %0, 2
  %22 = call fastcc i32 @opaque(i32 noundef signext %21)
  %23 = xor i32 %0, 3
  %24 = call fastcc i32 @opaque(i32 noundef signext %23)
  %25 = xor i32 %0, 4
  %26 = call fastcc i32 @opaque(i32 noundef signext %25)
  %27 = xor i32 %0, 5
  %28 = call fastcc i32 @opaque(i32 noundef signext %27)
  %29 = xor i32 %0, 6
  %30 = call fastcc i32 @opaque(i32 noundef signext %29)
  %31 = add i32 %22, %20
  %32 = add i32 %31, %24
  %33 = add i32 %32, %26
  %34 = add i32 %33, %28
  %35 = add i32 %34, %30
  %36 = call fastcc i32 @opaque(i32 noundef signext %35)
  %37 = xor i32 %30, %20
  %38 = call fastcc i32 @opaque(i32 noundef signext %37)
  %39 = xor i32 %28, %22
  %40 = call fastcc i32 @opaque(i32 noundef signext %39)
  %41 = xor i32 %26, %24
  %42 = call fastcc i32 @opaque(i32 noundef signext %41)
  %43 = add i32 %38, %36
  %44 = add i32 %43, %40
  %45 = add i32 %44, %42
  %46 = icmp eq i32 %45, 7
  br i1 %46, label %47, label %48

47:                                               ; preds = %18
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 107, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %48

48:                                               ; preds = %47, %18
  call void @longjmp(i32* noundef nonnull %15, i32 noundef signext 1) #9
  unreachable

49:                                               ; preds = %1
  %50 = xor i32 %7, %5
  %51 = add i32 %50, %3
  %52 = mul i32 %9, 3
  %53 = add i32 %51, %52
  %54 = or i32 %13, %11
  %55 = add i32 %53, %54
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %14) #7
  ret i32 %55
}

; Function Attrs: noinline nounwind
define internal fastcc i32 @protected_call(void (i32)* nocapture noundef readonly %0, i32 noundef signext %1) unnamed_addr #1 {
  %3 = alloca %struct.handler, align 4
  %4 = bitcast %struct.handler* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %4) #7
  %5 = getelementptr inbounds %struct.handler, %struct.handler* %3, i32 0, i32 2
  store i32 0, i32* %5, align 4, !tbaa !13
  %6 = load %struct.handler*, %struct.handler** @current, align 4, !tbaa !11
  %7 = getelementptr inbounds %struct.handler, %struct.handler* %3, i32 0, i32 0
  store %struct.handler* %6, %struct.handler** %7, align 4, !tbaa !15
  store %struct.handler* %3, %struct.handler** @current, align 4, !tbaa !11
  %8 = getelementptr inbounds %struct.handler, %struct.handler* %3, i32 0, i32 1, i32 0
  %9 = call i32 @setjmp(i32* noundef nonnull %8) #8
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %2
  call void %0(i32 noundef signext %1) #7, !callees !16
  br label %12

12:                                               ; preds = %11, %2
  %13 = load %struct.handler*, %struct.handler** %7, align 4, !tbaa !15
  store %struct.handler* %13, %struct.handler** @current, align 4, !tbaa !11
  %14 = load i32, i32* %5, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %4) #7
  ret i32 %14
}

; Function Attrs: noinline nounwind
define internal void @nested_body(i32 noundef signext %0) #1 {
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = tail call fastcc i32 @protected_call(void (i32)* noundef nonnull @leaf_body, i32 noundef signext %0)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %5 = icmp slt i32 %4, 0
  br i1 %5, label %6, label %28

6:                                                ; preds = %1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %7 = sub i32 0, %4
  %8 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %8) #7
  br label %9

9:                                                ; preds = %9, %6
  %10 = phi i32 [ %7, %6 ], [ %13, %9 ]
  %11 = phi i32 [ 0, %6 ], [ %18, %9 ]
  %12 = freeze i32 %10
  %13 = udiv i32 %12, 10
  %14 = mul i32 %13, 10
  %15 = sub i32 %12, %14
  %16 = trunc i32 %15 to i8
  %17 = or i8 %16, 48
  %18 = add nuw nsw i32 %11, 1
  %19 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %11
  store i8 %17, i8* %19, align 1, !tbaa !1
  %20 = icmp ult i32 %10, 10
  br i1 %20, label %21, label %9, !llvm.loop !4

21:                                               ; preds = %9, %21
  %22 = phi i32 [ %23, %21 ], [ %18, %9 ]
  %23 = add nsw i32 %22, -1
  %24 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %23
  %25 = load i8, i8* %24, align 1, !tbaa !1
  store volatile i8 %25, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %26 = icmp eq i32 %23, 0
  br i1 %26, label %27, label %21, !llvm.loop !6

27:                                               ; preds = %21
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %8) #7
  br label %49

28:                                               ; preds = %1
  %29 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %29) #7
  br label %30

30:                                               ; preds = %30, %28
  %31 = phi i32 [ %4, %28 ], [ %34, %30 ]
  %32 = phi i32 [ 0, %28 ], [ %39, %30 ]
  %33 = freeze i32 %31
  %34 = udiv i32 %33, 10
  %35 = mul i32 %34, 10
  %36 = sub i32 %33, %35
  %37 = trunc i32 %36 to i8
  %38 = or i8 %37, 48
  %39 = add nuw nsw i32 %32, 1
  %40 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %32
  store i8 %38, i8* %40, align 1, !tbaa !1
  %41 = icmp ult i32 %31, 10
  br i1 %41, label %42, label %30, !llvm.loop !4

42:                                               ; preds = %30, %42
  %43 = phi i32 [ %44, %42 ], [ %39, %30 ]
  %44 = add nsw i32 %43, -1
  %45 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %44
  %46 = load i8, i8* %45, align 1, !tbaa !1
  store volatile i8 %46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %47 = icmp eq i32 %44, 0
  br i1 %47, label %48, label %42, !llvm.loop !6

48:                                               ; preds = %42
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %29) #7
  br label %49

49:                                               ; preds = %27, %48
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %50 = and i32 %0, 1
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %52, label %54

52:                                               ; preds = %49
  %53 = add nsw i32 %0, 200
  tail call fastcc void @raise_error(i32 noundef signext %53)
  unreachable

54:                                               ; preds = %49
  ret void
}

; Function Attrs: returns_twice
declare dso_local i32 @setjmp(i32* noundef) local_unnamed_addr #3

; Function Attrs: noinline nounwind
define internal fastcc void @dive(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #1 {
  store i32 %0, i32* @depth_reached, align 4, !tbaa !7
  %3 = icmp slt i32 %0, 1
  br i1 %3, label %4, label %5

4:                                                ; preds = %2
  tail call void @longjmp(i32* noundef getelementptr inbounds ([6 x i32], [6 x i32]* @top, i32 0, i32 0), i32 noundef signext %1) #9
  unreachable

5:                                                ; preds = %2
  %6 = add nsw i32 %0, -1
  %7 = add nsw i32 %1, 1
  tail call fastcc void @dive(i32 noundef signext %6, i32 noundef signext %7)
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  ret void
}

; Function Attrs: noreturn
declare dso_local void @longjmp(i32* noundef, i32 noundef signext) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn
define internal fastcc i32 @opaque(i32 noundef signext %0) unnamed_addr #5 {
  %2 = load i32, i32* @opaque_calls, align 4, !tbaa !7
  %3 = add i32 %2, 1
  store i32 %3, i32* @opaque_calls, align 4, !tbaa !7
  %4 = mul i32 %0, -1640531535
  ret i32 %4
}

; Function Attrs: noinline nounwind
define internal void @leaf_body(i32 noundef signext %0) #1 {
  %2 = srem i32 %0, 3
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  %5 = add nsw i32 %0, 100
  tail call fastcc void @raise_error(i32 noundef signext %5)
  unreachable

6:                                                ; preds = %1
  ret void
}

; Function Attrs: noinline noreturn nounwind
define internal fastcc void @raise_error(i32 noundef signext %0) unnamed_addr #6 {
  %2 = load %struct.handler*, %struct.handler** @current, align 4, !tbaa !11
  %3 = getelementptr inbounds %struct.handler, %struct.handler* %2, i32 0, i32 2
  store i32 %0, i32* %3, align 4, !tbaa !13
  %4 = getelementptr inbounds %struct.handler, %struct.handler* %2, i32 0, i32 1, i32 0
  tail call void @longjmp(i32* noundef nonnull %4, i32 noundef signext 1) #9
  unreachable
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { noinline nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { returns_twice "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #6 = { noinline noreturn nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #7 = { nounwind }
attributes #8 = { nounwind returns_twice }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !2, i64 0}
!9 = distinct !{!9, !5}
!10 = distinct !{!10, !5}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !2, i64 0}
!13 = !{!14, !8, i64 28}
!14 = !{!"handler", !12, i64 0, !2, i64 4, !8, i64 28}
!15 = !{!14, !12, i64 0}
!16 = !{void (i32)* @leaf_body, void (i32)* @nested_body}
