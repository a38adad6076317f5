; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str.5 = private unnamed_addr constant [6 x i8] c"ilcis\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"clli\00", align 1
@.str.8 = private unnamed_addr constant [36 x i8] c"%d + %d = %d, %u%%, %x, [%s], %c%c\0A\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.10 = private unnamed_addr constant [19 x i8] c"%lld %llu %llx|%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [13 x i8] c"<%d,%lld,%s>\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"five\00", align 1
@.str.15 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = alloca [10 x i8], align 1
  %5 = alloca [20 x i8], align 1
  %6 = alloca [20 x i8], align 1
  %7 = alloca [20 x i8], align 1
  %8 = alloca [20 x i8], align 1
  %9 = alloca [20 x i8], align 1
  %10 = alloca [20 x i8], align 1
  %11 = alloca [10 x i8], align 1
  %12 = alloca [10 x i8], align 1
  %13 = alloca [10 x i8], align 1
  %14 = alloca [10 x i8], align 1
  %15 = alloca [10 x i8], align 1
  %16 = alloca [10 x i8], align 1
  %17 = tail call i32 (i32, ...) @sum_ints(i32 noundef signext 0)
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %18 = icmp slt i32 %17, 0
  br i1 %18, label %19, label %41

19:                                               ; preds = %0
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %20 = sub i32 0, %17
  %21 = getelementptr inbounds [10 x i8], [10 x i8]* %16, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %21) #4
  br label %22

22:                                               ; preds = %22, %19
  %23 = phi i32 [ %20, %19 ], [ %26, %22 ]
  %24 = phi i32 [ 0, %19 ], [ %31, %22 ]
  %25 = freeze i32 %23
  %26 = udiv i32 %25, 10
  %27 = mul i32 %26, 10
  %28 = sub i32 %25, %27
  %29 = trunc i32 %28 to i8
  %30 = or i8 %29, 48
  %31 = add nuw nsw i32 %24, 1
  %32 = getelementptr inbounds [10 x i8], [10 x i8]* %16, i32 0, i32 %24
  store i8 %30, i8* %32, align 1, !tbaa !1
  %33 = icmp ult i32 %23, 10
  br i1 %33, label %34, label %22, !llvm.loop !4

34:                                               ; preds = %22, %34
  %35 = phi i32 [ %36, %34 ], [ %31, %22 ]
  %36 = add nsw i32 %35, -1
  %37 = getelementptr inbounds [10 x i8], [10 x i8]* %16, i32 0, i32 %36
  %38 = load i8, i8* %37, align 1, !tbaa !1
  store volatile i8 %38, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %39 = icmp eq i32 %36, 0
  br i1 %39, label %40, label %34, !llvm.loop !6

40:                                               ; preds = %34
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %21) #4
  br label %62

41:                                               ; preds = %0
  %42 = getelementptr inbounds [10 x i8], [10 x i8]* %15, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %42) #4
  br label %43

43:                                               ; preds = %43, %41
  %44 = phi i32 [ %17, %41 ], [ %47, %43 ]
  %45 = phi i32 [ 0, %41 ], [ %52, %43 ]
  %46 = freeze i32 %44
  %47 = udiv i32 %46, 10
  %48 = mul i32 %47, 10
  %49 = sub i32 %46, %48
  %50 = trunc i32 %49 to i8
  %51 = or i8 %50, 48
  %52 = add nuw nsw i32 %45, 1
  %53 = getelementptr inbounds [10 x i8], [10 x i8]* %15, i32 0, i32 %45
  store i8 %51, i8* %53, align 1, !tbaa !1
  %54 = icmp ult i32 %44, 10
  br i1 %54, label %55, label %43, !llvm.loop !4

55:                                               ; preds = %43, %55
  %56 = phi i32 [ %57, %55 ], [ %52, %43 ]
  %57 = add nsw i32 %56, -1
  %58 = getelementptr inbounds [10 x i8], [10 x i8]* %15, i32 0, i32 %57
  %59 = load i8, i8* %58, align 1, !tbaa !1
  store volatile i8 %59, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %60 = icmp eq i32 %57, 0
  br i1 %60, label %61, label %55, !llvm.loop !6

61:                                               ; preds = %55
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %42) #4
  br label %62

62:                                               ; preds = %40, %61
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %63 = tail call i32 (i32, ...) @sum_ints(i32 noundef signext 5, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5)
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %64 = icmp slt i32 %63, 0
  br i1 %64, label %65, label %87

65:                                               ; preds = %62
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %66 = sub i32 0, %63
  %67 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %67) #4
  br label %68

68:                                               ; preds = %68, %65
  %69 = phi i32 [ %66, %65 ], [ %72, %68 ]
  %70 = phi i32 [ 0, %65 ], [ %77, %68 ]
  %71 = freeze i32 %69
  %72 = udiv i32 %71, 10
  %73 = mul i32 %72, 10
  %74 = sub i32 %71, %73
  %75 = trunc i32 %74 to i8
  %76 = or i8 %75, 48
  %77 = add nuw nsw i32 %70, 1
  %78 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 %70
  store i8 %76, i8* %78, align 1, !tbaa !1
  %79 = icmp ult i32 %69, 10
  br i1 %79, label %80, label %68, !llvm.loop !4

80:                                               ; preds = %68, %80
  %81 = phi i32 [ %82, %80 ], [ %77, %68 ]
  %82 = add nsw i32 %81, -1
  %83 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 %82
  %84 = load i8, i8* %83, align 1, !tbaa !1
  store volatile i8 %84, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %85 = icmp eq i32 %82, 0
  br i1 %85, label %86, label %80, !llvm.loop !6

86:                                               ; preds = %80
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %67) #4
  br label %108

87:                                               ; preds = %62
  %88 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %88) #4
  br label %89

89:                                               ; preds = %89, %87
  %90 = phi i32 [ %63, %87 ], [ %93, %89 ]
  %91 = phi i32 [ 0, %87 ], [ %98, %89 ]
  %92 = freeze i32 %90
  %93 = udiv i32 %92, 10
  %94 = mul i32 %93, 10
  %95 = sub i32 %92, %94
  %96 = trunc i32 %95 to i8
  %97 = or i8 %96, 48
  %98 = add nuw nsw i32 %91, 1
  %99 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 %91
  store i8 %97, i8* %99, align 1, !tbaa !1
  %100 = icmp ult i32 %90, 10
  br i1 %100, label %101, label %89, !llvm.loop !4

101:                                              ; preds = %89, %101
  %102 = phi i32 [ %103, %101 ], [ %98, %89 ]
  %103 = add nsw i32 %102, -1
  %104 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 %103
  %105 = load i8, i8* %104, align 1, !tbaa !1
  store volatile i8 %105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %106 = icmp eq i32 %103, 0
  br i1 %106, label %107, label %101, !llvm.loop !6

107:                                              ; preds = %101
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %88) #4
  br label %108

108:                                              ; preds = %86, %107
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %109 = tail call i32 (i32, ...) @sum_ints(i32 noundef signext 10, i32 noundef signext 10, i32 noundef signext -20, i32 noundef signext 30, i32 noundef signext -40, i32 noundef signext 50, i32 noundef signext -60, i32 noundef signext 70, i32 noundef signext -80, i32 noundef signext 90, i32 noundef signext 1000)
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %110 = icmp slt i32 %109, 0
  br i1 %110, label %111, label %133

111:                                              ; preds = %108
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %112 = sub i32 0, %109
  %113 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %113) #4
  br label %114

114:                                              ; preds = %114, %111
  %115 = phi i32 [ %112, %111 ], [ %118, %114 ]
  %116 = phi i32 [ 0, %111 ], [ %123, %114 ]
  %117 = freeze i32 %115
  %118 = udiv i32 %117, 10
  %119 = mul i32 %118, 10
  %120 = sub i32 %117, %119
  %121 = trunc i32 %120 to i8
  %122 = or i8 %121, 48
  %123 = add nuw nsw i32 %116, 1
  %124 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %116
  store i8 %122, i8* %124, align 1, !tbaa !1
  %125 = icmp ult i32 %115, 10
  br i1 %125, label %126, label %114, !llvm.loop !4

126:                                              ; preds = %114, %126
  %127 = phi i32 [ %128, %126 ], [ %123, %114 ]
  %128 = add nsw i32 %127, -1
  %129 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %128
  %130 = load i8, i8* %129, align 1, !tbaa !1
  store volatile i8 %130, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %131 = icmp eq i32 %128, 0
  br i1 %131, label %132, label %126, !llvm.loop !6

132:                                              ; preds = %126
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %113) #4
  br label %154

133:                                              ; preds = %108
  %134 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %134) #4
  br label %135

135:                                              ; preds = %135, %133
  %136 = phi i32 [ %109, %133 ], [ %139, %135 ]
  %137 = phi i32 [ 0, %133 ], [ %144, %135 ]
  %138 = freeze i32 %136
  %139 = udiv i32 %138, 10
  %140 = mul i32 %139, 10
  %141 = sub i32 %138, %140
  %142 = trunc i32 %141 to i8
  %143 = or i8 %142, 48
  %144 = add nuw nsw i32 %137, 1
  %145 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %137
  store i8 %143, i8* %145, align 1, !tbaa !1
  %146 = icmp ult i32 %136, 10
  br i1 %146, label %147, label %135, !llvm.loop !4

147:                                              ; preds = %135, %147
  %148 = phi i32 [ %149, %147 ], [ %144, %135 ]
  %149 = add nsw i32 %148, -1
  %150 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %149
  %151 = load i8, i8* %150, align 1, !tbaa !1
  store volatile i8 %151, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %152 = icmp eq i32 %149, 0
  br i1 %152, label %153, label %147, !llvm.loop !6

153:                                              ; preds = %147
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %134) #4
  br label %154

154:                                              ; preds = %132, %153
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 95, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %155 = tail call i64 (i32, ...) @sum_i64(i32 signext undef, i64 noundef signext 1099511627776, i64 noundef signext -5, i64 noundef signext 2147483647)
  %156 = icmp slt i64 %155, 0
  br i1 %156, label %157, label %179

157:                                              ; preds = %154
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %158 = sub i64 0, %155
  %159 = getelementptr inbounds [20 x i8], [20 x i8]* %10, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %159) #4
  br label %160

160:                                              ; preds = %160, %157
  %161 = phi i64 [ %158, %157 ], [ %164, %160 ]
  %162 = phi i32 [ 0, %157 ], [ %169, %160 ]
  %163 = freeze i64 %161
  %164 = udiv i64 %163, 10
  %165 = mul i64 %164, 10
  %166 = sub i64 %163, %165
  %167 = trunc i64 %166 to i8
  %168 = or i8 %167, 48
  %169 = add nuw nsw i32 %162, 1
  %170 = getelementptr inbounds [20 x i8], [20 x i8]* %10, i32 0, i32 %162
  store i8 %168, i8* %170, align 1, !tbaa !1
  %171 = icmp ult i64 %161, 10
  br i1 %171, label %172, label %160, !llvm.loop !7

172:                                              ; preds = %160, %172
  %173 = phi i32 [ %174, %172 ], [ %169, %160 ]
  %174 = add nsw i32 %173, -1
  %175 = getelementptr inbounds [20 x i8], [20 x i8]* %10, i32 0, i32 %174
  %176 = load i8, i8* %175, align 1, !tbaa !1
  store volatile i8 %176, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %177 = icmp eq i32 %174, 0
  br i1 %177, label %178, label %172, !llvm.loop !8

178:                                              ; preds = %172
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %159) #4
  br label %200

179:                                              ; preds = %154
  %180 = getelementptr inbounds [20 x i8], [20 x i8]* %9, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %180) #4
  br label %181

181:                                              ; preds = %181, %179
  %182 = phi i64 [ %155, %179 ], [ %185, %181 ]
  %183 = phi i32 [ 0, %179 ], [ %190, %181 ]
  %184 = freeze i64 %182
  %185 = udiv i64 %184, 10
  %186 = mul i64 %185, 10
  %187 = sub i64 %184, %186
  %188 = trunc i64 %187 to i8
  %189 = or i8 %188, 48
  %190 = add nuw nsw i32 %183, 1
  %191 = getelementptr inbounds [20 x i8], [20 x i8]* %9, i32 0, i32 %183
  store i8 %189, i8* %191, align 1, !tbaa !1
  %192 = icmp ult i64 %182, 10
  br i1 %192, label %193, label %181, !llvm.loop !7

193:                                              ; preds = %181, %193
  %194 = phi i32 [ %195, %193 ], [ %190, %181 ]
  %195 = add nsw i32 %194, -1
  %196 = getelementptr inbounds [20 x i8], [20 x i8]* %9, i32 0, i32 %195
  %197 = load i8, i8* %196, align 1, !tbaa !1
  store volatile i8 %197, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %198 = icmp eq i32 %195, 0
  br i1 %198, label %199, label %193, !llvm.loop !8

199:                                              ; preds = %193
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %180) #4
  br label %200

200:                                              ; preds = %178, %199
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 120, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %201 = tail call i64 (i8*, ...) @mixed(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0), i32 noundef signext 1, i64 noundef signext 17179869184, i32 noundef signext 120, i32 noundef signext -4, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.6, i32 0, i32 0))
  %202 = icmp slt i64 %201, 0
  br i1 %202, label %203, label %225

203:                                              ; preds = %200
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %204 = sub i64 0, %201
  %205 = getelementptr inbounds [20 x i8], [20 x i8]* %8, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %205) #4
  br label %206

206:                                              ; preds = %206, %203
  %207 = phi i64 [ %204, %203 ], [ %210, %206 ]
  %208 = phi i32 [ 0, %203 ], [ %215, %206 ]
  %209 = freeze i64 %207
  %210 = udiv i64 %209, 10
  %211 = mul i64 %210, 10
  %212 = sub i64 %209, %211
  %213 = trunc i64 %212 to i8
  %214 = or i8 %213, 48
  %215 = add nuw nsw i32 %208, 1
  %216 = getelementptr inbounds [20 x i8], [20 x i8]* %8, i32 0, i32 %208
  store i8 %214, i8* %216, align 1, !tbaa !1
  %217 = icmp ult i64 %207, 10
  br i1 %217, label %218, label %206, !llvm.loop !7

218:                                              ; preds = %206, %218
  %219 = phi i32 [ %220, %218 ], [ %215, %206 ]
  %220 = add nsw i32 %219, -1
  %221 = getelementptr inbounds [20 x i8], [20 x i8]* %8, i32 0, i32 %220
  %222 = load i8, i8* %221, align 1, !tbaa !1
  store volatile i8 %222, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %223 = icmp eq i32 %220, 0
  br i1 %223, label %224, label %218, !llvm.loop !8

224:                                              ; preds = %218
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %205) #4
  br label %246

225:                                              ; preds = %200
  %226 = getelementptr inbounds [20 x i8], [20 x i8]* %7, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %226) #4
  br label %227

227:                                              ; preds = %227, %225
  %228 = phi i64 [ %201, %225 ], [ %231, %227 ]
  %229 = phi i32 [ 0, %225 ], [ %236, %227 ]
  %230 = freeze i64 %228
  %231 = udiv i64 %230, 10
  %232 = mul i64 %231, 10
  %233 = sub i64 %230, %232
  %234 = trunc i64 %233 to i8
  %235 = or i8 %234, 48
  %236 = add nuw nsw i32 %229, 1
  %237 = getelementptr inbounds [20 x i8], [20 x i8]* %7, i32 0, i32 %229
  store i8 %235, i8* %237, align 1, !tbaa !1
  %238 = icmp ult i64 %228, 10
  br i1 %238, label %239, label %227, !llvm.loop !7

239:                                              ; preds = %227, %239
  %240 = phi i32 [ %241, %239 ], [ %236, %227 ]
  %241 = add nsw i32 %240, -1
  %242 = getelementptr inbounds [20 x i8], [20 x i8]* %7, i32 0, i32 %241
  %243 = load i8, i8* %242, align 1, !tbaa !1
  store volatile i8 %243, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %244 = icmp eq i32 %241, 0
  br i1 %244, label %245, label %239, !llvm.loop !8

245:                                              ; preds = %239
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %226) #4
  br label %246

246:                                              ; preds = %224, %245
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %247 = tail call i64 (i8*, ...) @mixed(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0), i32 noundef signext 65, i64 noundef signext -1, i64 noundef signext 1000000000000, i32 noundef signext 9)
  %248 = icmp slt i64 %247, 0
  br i1 %248, label %249, label %271

249:                                              ; preds = %246
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %250 = sub i64 0, %247
  %251 = getelementptr inbounds [20 x i8], [20 x i8]* %6, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %251) #4
  br label %252

252:                                              ; preds = %252, %249
  %253 = phi i64 [ %250, %249 ], [ %256, %252 ]
  %254 = phi i32 [ 0, %249 ], [ %261, %252 ]
  %255 = freeze i64 %253
  %256 = udiv i64 %255, 10
  %257 = mul i64 %256, 10
  %258 = sub i64 %255, %257
  %259 = trunc i64 %258 to i8
  %260 = or i8 %259, 48
  %261 = add nuw nsw i32 %254, 1
  %262 = getelementptr inbounds [20 x i8], [20 x i8]* %6, i32 0, i32 %254
  store i8 %260, i8* %262, align 1, !tbaa !1
  %263 = icmp ult i64 %253, 10
  br i1 %263, label %264, label %252, !llvm.loop !7

264:                                              ; preds = %252, %264
  %265 = phi i32 [ %266, %264 ], [ %261, %252 ]
  %266 = add nsw i32 %265, -1
  %267 = getelementptr inbounds [20 x i8], [20 x i8]* %6, i32 0, i32 %266
  %268 = load i8, i8* %267, align 1, !tbaa !1
  store volatile i8 %268, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %269 = icmp eq i32 %266, 0
  br i1 %269, label %270, label %264, !llvm.loop !8

270:                                              ; preds = %264
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %251) #4
  br label %292

271:                                              ; preds = %246
  %272 = getelementptr inbounds [20 x i8], [20 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %272) #4
  br label %273

273:                                              ; preds = %273, %271
  %274 = phi i64 [ %247, %271 ], [ %277, %273 ]
  %275 = phi i32 [ 0, %271 ], [ %282, %273 ]
  %276 = freeze i64 %274
  %277 = udiv i64 %276, 10
  %278 = mul i64 %277, 10
  %279 = sub i64 %276, %278
  %280 = trunc i64 %279 to i8
  %281 = or i8 %280, 48
  %282 = add nuw nsw i32 %275, 1
  %283 = getelementptr inbounds [20 x i8], [20 x i8]* %5, i32 0, i32 %275
  store i8 %281, i8* %283, align 1, !tbaa !1
  %284 = icmp ult i64 %274, 10
  br i1 %284, label %285, label %273, !llvm.loop !7

285:                                              ; preds = %273, %285
  %286 = phi i32 [ %287, %285 ], [ %282, %273 ]
  %287 = add nsw i32 %286, -1
  %288 = getelementptr inbounds [20 x i8], [20 x i8]* %5, i32 0, i32 %287
  %289 = load i8, i8* %288, align 1, !tbaa !1
  store volatile i8 %289, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %290 = icmp eq i32 %287, 0
  br i1 %290, label %291, label %285, !llvm.loop !8

291:                                              ; preds = %285
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %272) #4
  br label %292

292:                                              ; preds = %270, %291
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  tail call void (i8*, ...) @printf_(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.8, i32 0, i32 0), i32 noundef signext -12, i32 noundef signext 30, i32 noundef signext 18, i32 noundef signext -294967296, i32 noundef signext 51966, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i32 noundef signext 111, i32 noundef signext 107)
  tail call void (i8*, ...) @printf_(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i32 0, i32 0), i64 noundef signext -1234567890123, i64 noundef zeroext -1, i64 noundef zeroext -81985529216486896, i32 noundef signext 7)
  tail call void (i8*, ...) @twice(i8* undef, i32 noundef signext 3, i64 noundef signext 4, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.12, i32 0, i32 0))
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %293 = tail call i32 (i32, ...) @max_of(i32 noundef signext 6, i32 noundef signext 3, i32 noundef signext 99, i32 noundef signext -4, i32 noundef signext 12, i32 noundef signext 99, i32 noundef signext 42)
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 120, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %294 = icmp slt i32 %293, 0
  br i1 %294, label %295, label %317

295:                                              ; preds = %292
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %296 = sub i32 0, %293
  %297 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %297) #4
  br label %298

298:                                              ; preds = %298, %295
  %299 = phi i32 [ %296, %295 ], [ %302, %298 ]
  %300 = phi i32 [ 0, %295 ], [ %307, %298 ]
  %301 = freeze i32 %299
  %302 = udiv i32 %301, 10
  %303 = mul i32 %302, 10
  %304 = sub i32 %301, %303
  %305 = trunc i32 %304 to i8
  %306 = or i8 %305, 48
  %307 = add nuw nsw i32 %300, 1
  %308 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %300
  store i8 %306, i8* %308, align 1, !tbaa !1
  %309 = icmp ult i32 %299, 10
  br i1 %309, label %310, label %298, !llvm.loop !4

310:                                              ; preds = %298, %310
  %311 = phi i32 [ %312, %310 ], [ %307, %298 ]
  %312 = add nsw i32 %311, -1
  %313 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %312
  %314 = load i8, i8* %313, align 1, !tbaa !1
  store volatile i8 %314, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %315 = icmp eq i32 %312, 0
  br i1 %315, label %316, label %310, !llvm.loop !6

316:                                              ; preds = %310
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %297) #4
  br label %338

317:                                              ; preds = %292
  %318 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %318) #4
  br label %319

319:                                              ; preds = %319, %317
  %320 = phi i32 [ %293, %317 ], [ %323, %319 ]
  %321 = phi i32 [ 0, %317 ], [ %328, %319 ]
  %322 = freeze i32 %320
  %323 = udiv i32 %322, 10
  %324 = mul i32 %323, 10
  %325 = sub i32 %322, %324
  %326 = trunc i32 %325 to i8
  %327 = or i8 %326, 48
  %328 = add nuw nsw i32 %321, 1
  %329 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %321
  store i8 %327, i8* %329, align 1, !tbaa !1
  %330 = icmp ult i32 %320, 10
  br i1 %330, label %331, label %319, !llvm.loop !4

331:                                              ; preds = %319, %331
  %332 = phi i32 [ %333, %331 ], [ %328, %319 ]
  %333 = add nsw i32 %332, -1
  %334 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %333
  %335 = load i8, i8* %334, align 1, !tbaa !1
  store volatile i8 %335, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %336 = icmp eq i32 %333, 0
  br i1 %336, label %337, label %331, !llvm.loop !6

337:                                              ; preds = %331
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %318) #4
  br label %338

338:                                              ; preds = %316, %337
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %339 = tail call i32 (i32, ...) @max_of(i32 noundef signext 1, i32 noundef signext -77)
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 120, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %340 = icmp slt i32 %339, 0
  br i1 %340, label %341, label %363

341:                                              ; preds = %338
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %342 = sub i32 0, %339
  %343 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %343) #4
  br label %344

344:                                              ; preds = %344, %341
  %345 = phi i32 [ %342, %341 ], [ %348, %344 ]
  %346 = phi i32 [ 0, %341 ], [ %353, %344 ]
  %347 = freeze i32 %345
  %348 = udiv i32 %347, 10
  %349 = mul i32 %348, 10
  %350 = sub i32 %347, %349
  %351 = trunc i32 %350 to i8
  %352 = or i8 %351, 48
  %353 = add nuw nsw i32 %346, 1
  %354 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %346
  store i8 %352, i8* %354, align 1, !tbaa !1
  %355 = icmp ult i32 %345, 10
  br i1 %355, label %356, label %344, !llvm.loop !4

356:                                              ; preds = %344, %356
  %357 = phi i32 [ %358, %356 ], [ %353, %344 ]
  %358 = add nsw i32 %357, -1
  %359 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %358
  %360 = load i8, i8* %359, align 1, !tbaa !1
  store volatile i8 %360, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %361 = icmp eq i32 %358, 0
  br i1 %361, label %362, label %356, !llvm.loop !6

362:                                              ; preds = %356
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %343) #4
  br label %384

363:                                              ; preds = %338
  %364 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %364) #4
  br label %365

365:                                              ; preds = %365, %363
  %366 = phi i32 [ %339, %363 ], [ %369, %365 ]
  %367 = phi i32 [ 0, %363 ], [ %374, %365 ]
  %368 = freeze i32 %366
  %369 = udiv i32 %368, 10
  %370 = mul i32 %369, 10
  %371 = sub i32 %368, %370
  %372 = trunc i32 %371 to i8
  %373 = or i8 %372, 48
  %374 = add nuw nsw i32 %367, 1
  %375 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %367
  store i8 %373, i8* %375, align 1, !tbaa !1
  %376 = icmp ult i32 %366, 10
  br i1 %376, label %377, label %365, !llvm.loop !4

377:                                              ; preds = %365, %377
  %378 = phi i32 [ %379, %377 ], [ %374, %365 ]
  %379 = add nsw i32 %378, -1
  %380 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %379
  %381 = load i8, i8* %380, align 1, !tbaa !1
  store volatile i8 %381, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %382 = icmp eq i32 %379, 0
  br i1 %382, label %383, label %377, !llvm.loop !6

383:                                              ; preds = %377
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %364) #4
  br label %384

384:                                              ; preds = %362, %383
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %385 = tail call i32 (i32, ...) @sum_ints(i32 noundef signext 3, i32 noundef signext 40, i32 noundef signext 1, i32 noundef signext 1)
  ret i32 %385
}

; Function Attrs: nofree nosync nounwind
define internal i32 @sum_ints(i32 noundef signext %0, ...) unnamed_addr #1 {
  %2 = alloca i8*, align 4
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #4
  call void @llvm.va_start(i8* nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i8*, i8** %2, align 4
  br label %9

7:                                                ; preds = %9, %1
  %8 = phi i32 [ 0, %1 ], [ %16, %9 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #4
  ret i32 %8

9:                                                ; preds = %5, %9
  %10 = phi i8* [ %13, %9 ], [ %6, %5 ]
  %11 = phi i32 [ %17, %9 ], [ 0, %5 ]
  %12 = phi i32 [ %16, %9 ], [ 0, %5 ]
  %13 = getelementptr inbounds i8, i8* %10, i32 4
  store i8* %13, i8** %2, align 4
  %14 = bitcast i8* %10 to i32*
  %15 = load i32, i32* %14, align 4
  %16 = add nsw i32 %15, %12
  %17 = add nuw nsw i32 %11, 1
  %18 = icmp eq i32 %17, %0
  br i1 %18, label %7, label %9, !llvm.loop !9
}

; Function Attrs: nofree nosync nounwind
define internal i64 @sum_i64(i32 signext %0, ...) unnamed_addr #1 {
  %2 = alloca i8*, align 4
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #4
  call void @llvm.va_start(i8* nonnull %3)
  %4 = load i8*, i8** %2, align 4
  %5 = ptrtoint i8* %4 to i32
  %6 = add i32 %5, 7
  %7 = and i32 %6, -8
  %8 = inttoptr i32 %7 to i8*
  %9 = getelementptr inbounds i8, i8* %8, i32 8
  %10 = inttoptr i32 %7 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = getelementptr inbounds i8, i8* %8, i32 16
  %13 = bitcast i8* %9 to i64*
  %14 = load i64, i64* %13, align 8
  %15 = add nsw i64 %14, %11
  %16 = getelementptr inbounds i8, i8* %8, i32 24
  %17 = bitcast i8* %12 to i64*
  %18 = load i64, i64* %17, align 8
  %19 = add nsw i64 %18, %15
  store i8* %16, i8** %2, align 4
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #4
  ret i64 %19
}

; Function Attrs: nofree nosync nounwind
define internal i64 @mixed(i8* nocapture noundef readonly %0, ...) unnamed_addr #1 {
  %2 = alloca i8*, align 4
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #4
  call void @llvm.va_start(i8* nonnull %3)
  %4 = load i8, i8* %0, align 1, !tbaa !1
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %61, label %6

6:                                                ; preds = %1, %56
  %7 = phi i8 [ %59, %56 ], [ %4, %1 ]
  %8 = phi i64 [ %57, %56 ], [ 0, %1 ]
  %9 = phi i8* [ %58, %56 ], [ %0, %1 ]
  %10 = sext i8 %7 to i32
  switch i32 %10, label %56 [
    i32 105, label %11
    i32 108, label %19
    i32 99, label %30
    i32 115, label %39
  ]

11:                                               ; preds = %6
  %12 = mul nsw i64 %8, 3
  %13 = load i8*, i8** %2, align 4
  %14 = getelementptr inbounds i8, i8* %13, i32 4
  store i8* %14, i8** %2, align 4
  %15 = bitcast i8* %13 to i32*
  %16 = load i32, i32* %15, align 4
  %17 = sext i32 %16 to i64
  %18 = add nsw i64 %12, %17
  br label %56

19:                                               ; preds = %6
  %20 = mul nsw i64 %8, 5
  %21 = load i8*, i8** %2, align 4
  %22 = ptrtoint i8* %21 to i32
  %23 = add i32 %22, 7
  %24 = and i32 %23, -8
  %25 = inttoptr i32 %24 to i8*
  %26 = getelementptr inbounds i8, i8* %25, i32 8
  store i8* %26, i8** %2, align 4
  %27 = inttoptr i32 %24 to i64*
  %28 = load i64, i64* %27, align 8
  %29 = add nsw i64 %28, %20
  br label %56

30:                                               ; preds = %6
  %31 = mul nsw i64 %8, 7
  %32 = load i8*, i8** %2, align 4
  %33 = getelementptr inbounds i8, i8* %32, i32 4
  store i8* %33, i8** %2, align 4
  %34 = bitcast i8* %32 to i32*
  %35 = load i32, i32* %34, align 4
  %36 = trunc i32 %35 to i8
  %37 = sext i8 %36 to i64
  %38 = add nsw i64 %31, %37
  br label %56

39:                                               ; preds = %6
  %40 = load i8*, i8** %2, align 4
  %41 = getelementptr inbounds i8, i8* %40, i32 4
  store i8* %41, i8** %2, align 4
  %42 = bitcast i8* %40 to i8**
  %43 = load i8*, i8** %42, align 4
  %44 = load i8, i8* %43, align 1, !tbaa !1
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %56, label %46

46:                                               ; preds = %39, %46
  %47 = phi i8 [ %54, %46 ], [ %44, %39 ]
  %48 = phi i8* [ %51, %46 ], [ %43, %39 ]
  %49 = phi i64 [ %53, %46 ], [ %8, %39 ]
  %50 = shl nsw i64 %49, 1
  %51 = getelementptr inbounds i8, i8* %48, i32 1
  %52 = sext i8 %47 to i64
  %53 = add nsw i64 %50, %52
  %54 = load i8, i8* %51, align 1, !tbaa !1
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %56, label %46, !llvm.loop !10

56:                                               ; preds = %46, %39, %11, %19, %30, %6
  %57 = phi i64 [ %8, %6 ], [ %38, %30 ], [ %29, %19 ], [ %18, %11 ], [ %8, %39 ], [ %53, %46 ]
  %58 = getelementptr inbounds i8, i8* %9, i32 1
  %59 = load i8, i8* %58, align 1, !tbaa !1
  %60 = icmp eq i8 %59, 0
  br i1 %60, label %61, label %6, !llvm.loop !11

61:                                               ; preds = %56, %1
  %62 = phi i64 [ 0, %1 ], [ %57, %56 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #4
  ret i64 %62
}

; Function Attrs: nofree nounwind
define internal void @printf_(i8* nocapture noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca i8*, align 4
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #4
  call void @llvm.va_start(i8* nonnull %3)
  %4 = load i8*, i8** %2, align 4, !tbaa !12
  call fastcc void @vprint(i8* noundef %0, i8* noundef %4)
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #4
  ret void
}

; Function Attrs: nofree nounwind
define internal void @twice(i8* nocapture readnone %0, ...) unnamed_addr #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #4
  %5 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #4
  call void @llvm.va_start(i8* nonnull %4)
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4)
  %6 = load i8*, i8** %3, align 4, !tbaa !12
  call fastcc void @vprint(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.11, i32 0, i32 0), i8* noundef %6)
  call void @llvm.va_end(i8* nonnull %5)
  %7 = load i8*, i8** %2, align 4, !tbaa !12
  call fastcc void @vprint(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.11, i32 0, i32 0), i8* noundef %7)
  call void @llvm.va_end(i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #4
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #4
  ret void
}

; Function Attrs: nofree nosync nounwind
define internal i32 @max_of(i32 noundef signext %0, ...) unnamed_addr #1 {
  %2 = alloca i8*, align 4
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #4
  call void @llvm.va_start(i8* nonnull %3)
  %4 = load i8*, i8** %2, align 4
  %5 = getelementptr inbounds i8, i8* %4, i32 4
  store i8* %5, i8** %2, align 4
  %6 = bitcast i8* %4 to i32*
  %7 = load i32, i32* %6, align 4
  %8 = icmp sgt i32 %0, 1
  br i1 %8, label %11, label %9

9:                                                ; preds = %11, %1
  %10 = phi i32 [ %7, %1 ], [ %19, %11 ]
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #4
  ret i32 %10

11:                                               ; preds = %1, %11
  %12 = phi i8* [ %15, %11 ], [ %5, %1 ]
  %13 = phi i32 [ %19, %11 ], [ %7, %1 ]
  %14 = phi i32 [ %20, %11 ], [ 1, %1 ]
  %15 = getelementptr inbounds i8, i8* %12, i32 4
  store i8* %15, i8** %2, align 4
  %16 = bitcast i8* %12 to i32*
  %17 = load i32, i32* %16, align 4
  %18 = icmp sgt i32 %17, %13
  %19 = select i1 %18, i32 %17, i32 %13
  %20 = add nuw nsw i32 %14, 1
  %21 = icmp eq i32 %20, %0
  br i1 %21, label %9, label %11, !llvm.loop !14
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #3

; Function Attrs: nofree nounwind
define internal fastcc void @vprint(i8* nocapture noundef readonly %0, i8* noundef %1) unnamed_addr #0 {
  %3 = alloca [10 x i8], align 1
  %4 = alloca [20 x i8], align 1
  %5 = alloca [10 x i8], align 1
  %6 = alloca [10 x i8], align 1
  %7 = alloca [20 x i8], align 1
  %8 = alloca [20 x i8], align 1
  %9 = getelementptr inbounds [20 x i8], [20 x i8]* %4, i32 0, i32 0
  %10 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  %11 = getelementptr inbounds [20 x i8], [20 x i8]* %7, i32 0, i32 0
  %12 = getelementptr inbounds [20 x i8], [20 x i8]* %8, i32 0, i32 0
  %13 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  %14 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 0
  br label %15

15:                                               ; preds = %310, %2
  %16 = phi i8* [ %0, %2 ], [ %313, %310 ]
  %17 = phi i8* [ %1, %2 ], [ %312, %310 ]
  %18 = load i8, i8* %16, align 1, !tbaa !1
  switch i8 %18, label %19 [
    i8 0, label %314
    i8 37, label %20
  ]

19:                                               ; preds = %15
  store volatile i8 %18, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %310

20:                                               ; preds = %15
  %21 = getelementptr inbounds i8, i8* %16, i32 1
  %22 = load i8, i8* %21, align 1, !tbaa !1
  %23 = icmp eq i8 %22, 108
  br i1 %23, label %24, label %32

24:                                               ; preds = %20
  %25 = getelementptr inbounds i8, i8* %16, i32 2
  %26 = load i8, i8* %25, align 1, !tbaa !1
  %27 = icmp eq i8 %26, 108
  %28 = getelementptr inbounds i8, i8* %16, i32 3
  %29 = select i1 %27, i8* %28, i8* %21
  %30 = xor i1 %27, true
  %31 = load i8, i8* %29, align 1, !tbaa !1
  br label %32

32:                                               ; preds = %24, %20
  %33 = phi i8 [ %22, %20 ], [ %31, %24 ]
  %34 = phi i8* [ %21, %20 ], [ %29, %24 ]
  %35 = phi i1 [ true, %20 ], [ %30, %24 ]
  %36 = sext i8 %33 to i32
  switch i32 %36, label %309 [
    i32 100, label %37
    i32 117, label %134
    i32 120, label %185
    i32 115, label %291
    i32 99, label %303
    i32 37, label %308
  ]

37:                                               ; preds = %32
  br i1 %35, label %88, label %38

38:                                               ; preds = %37
  %39 = ptrtoint i8* %17 to i32
  %40 = add i32 %39, 7
  %41 = and i32 %40, -8
  %42 = inttoptr i32 %41 to i8*
  %43 = getelementptr inbounds i8, i8* %42, i32 8
  %44 = inttoptr i32 %41 to i64*
  %45 = load i64, i64* %44, align 8
  %46 = icmp slt i64 %45, 0
  br i1 %46, label %47, label %68

47:                                               ; preds = %38
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %48 = sub i64 0, %45
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %12) #4
  br label %49

49:                                               ; preds = %49, %47
  %50 = phi i64 [ %48, %47 ], [ %53, %49 ]
  %51 = phi i32 [ 0, %47 ], [ %58, %49 ]
  %52 = freeze i64 %50
  %53 = udiv i64 %52, 10
  %54 = mul i64 %53, 10
  %55 = sub i64 %52, %54
  %56 = trunc i64 %55 to i8
  %57 = or i8 %56, 48
  %58 = add nuw nsw i32 %51, 1
  %59 = getelementptr inbounds [20 x i8], [20 x i8]* %8, i32 0, i32 %51
  store i8 %57, i8* %59, align 1, !tbaa !1
  %60 = icmp ult i64 %50, 10
  br i1 %60, label %61, label %49, !llvm.loop !7

61:                                               ; preds = %49, %61
  %62 = phi i32 [ %63, %61 ], [ %58, %49 ]
  %63 = add nsw i32 %62, -1
  %64 = getelementptr inbounds [20 x i8], [20 x i8]* %8, i32 0, i32 %63
  %65 = load i8, i8* %64, align 1, !tbaa !1
  store volatile i8 %65, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %66 = icmp eq i32 %63, 0
  br i1 %66, label %67, label %61, !llvm.loop !8

67:                                               ; preds = %61
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %12) #4
  br label %310

68:                                               ; preds = %38
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %11) #4
  br label %69

69:                                               ; preds = %69, %68
  %70 = phi i64 [ %45, %68 ], [ %73, %69 ]
  %71 = phi i32 [ 0, %68 ], [ %78, %69 ]
  %72 = freeze i64 %70
  %73 = udiv i64 %72, 10
  %74 = mul i64 %73, 10
  %75 = sub i64 %72, %74
  %76 = trunc i64 %75 to i8
  %77 = or i8 %76, 48
  %78 = add nuw nsw i32 %71, 1
  %79 = getelementptr inbounds [20 x i8], [20 x i8]* %7, i32 0, i32 %71
  store i8 %77, i8* %79, align 1, !tbaa !1
  %80 = icmp ult i64 %70, 10
  br i1 %80, label %81, label %69, !llvm.loop !7

81:                                               ; preds = %69, %81
  %82 = phi i32 [ %83, %81 ], [ %78, %69 ]
  %83 = add nsw i32 %82, -1
  %84 = getelementptr inbounds [20 x i8], [20 x i8]* %7, i32 0, i32 %83
  %85 = load i8, i8* %84, align 1, !tbaa !1
  store volatile i8 %85, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %86 = icmp eq i32 %83, 0
  br i1 %86, label %87, label %81, !llvm.loop !8

87:                                               ; preds = %81
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %11) #4
  br label %310

88:                                               ; preds = %37
  %89 = getelementptr inbounds i8, i8* %17, i32 4
  %90 = bitcast i8* %17 to i32*
  %91 = load i32, i32* %90, align 4
  %92 = icmp slt i32 %91, 0
  br i1 %92, label %93, label %114

93:                                               ; preds = %88
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %94 = sub i32 0, %91
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %14) #4
  br label %95

95:                                               ; preds = %95, %93
  %96 = phi i32 [ %94, %93 ], [ %99, %95 ]
  %97 = phi i32 [ 0, %93 ], [ %104, %95 ]
  %98 = freeze i32 %96
  %99 = udiv i32 %98, 10
  %100 = mul i32 %99, 10
  %101 = sub i32 %98, %100
  %102 = trunc i32 %101 to i8
  %103 = or i8 %102, 48
  %104 = add nuw nsw i32 %97, 1
  %105 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %97
  store i8 %103, i8* %105, align 1, !tbaa !1
  %106 = icmp ult i32 %96, 10
  br i1 %106, label %107, label %95, !llvm.loop !4

107:                                              ; preds = %95, %107
  %108 = phi i32 [ %109, %107 ], [ %104, %95 ]
  %109 = add nsw i32 %108, -1
  %110 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %109
  %111 = load i8, i8* %110, align 1, !tbaa !1
  store volatile i8 %111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %112 = icmp eq i32 %109, 0
  br i1 %112, label %113, label %107, !llvm.loop !6

113:                                              ; preds = %107
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %14) #4
  br label %310

114:                                              ; preds = %88
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %13) #4
  br label %115

115:                                              ; preds = %115, %114
  %116 = phi i32 [ %91, %114 ], [ %119, %115 ]
  %117 = phi i32 [ 0, %114 ], [ %124, %115 ]
  %118 = freeze i32 %116
  %119 = udiv i32 %118, 10
  %120 = mul i32 %119, 10
  %121 = sub i32 %118, %120
  %122 = trunc i32 %121 to i8
  %123 = or i8 %122, 48
  %124 = add nuw nsw i32 %117, 1
  %125 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %117
  store i8 %123, i8* %125, align 1, !tbaa !1
  %126 = icmp ult i32 %116, 10
  br i1 %126, label %127, label %115, !llvm.loop !4

127:                                              ; preds = %115, %127
  %128 = phi i32 [ %129, %127 ], [ %124, %115 ]
  %129 = add nsw i32 %128, -1
  %130 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %129
  %131 = load i8, i8* %130, align 1, !tbaa !1
  store volatile i8 %131, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %132 = icmp eq i32 %129, 0
  br i1 %132, label %133, label %127, !llvm.loop !6

133:                                              ; preds = %127
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %13) #4
  br label %310

134:                                              ; preds = %32
  br i1 %35, label %162, label %135

135:                                              ; preds = %134
  %136 = ptrtoint i8* %17 to i32
  %137 = add i32 %136, 7
  %138 = and i32 %137, -8
  %139 = inttoptr i32 %138 to i8*
  %140 = inttoptr i32 %138 to i64*
  %141 = load i64, i64* %140, align 8
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %9) #4
  br label %142

142:                                              ; preds = %142, %135
  %143 = phi i64 [ %141, %135 ], [ %146, %142 ]
  %144 = phi i32 [ 0, %135 ], [ %151, %142 ]
  %145 = freeze i64 %143
  %146 = udiv i64 %145, 10
  %147 = mul i64 %146, 10
  %148 = sub i64 %145, %147
  %149 = trunc i64 %148 to i8
  %150 = or i8 %149, 48
  %151 = add nuw nsw i32 %144, 1
  %152 = getelementptr inbounds [20 x i8], [20 x i8]* %4, i32 0, i32 %144
  store i8 %150, i8* %152, align 1, !tbaa !1
  %153 = icmp ult i64 %143, 10
  br i1 %153, label %154, label %142, !llvm.loop !7

154:                                              ; preds = %142, %154
  %155 = phi i32 [ %156, %154 ], [ %151, %142 ]
  %156 = add nsw i32 %155, -1
  %157 = getelementptr inbounds [20 x i8], [20 x i8]* %4, i32 0, i32 %156
  %158 = load i8, i8* %157, align 1, !tbaa !1
  store volatile i8 %158, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %159 = icmp eq i32 %156, 0
  br i1 %159, label %160, label %154, !llvm.loop !8

160:                                              ; preds = %154
  %161 = getelementptr inbounds i8, i8* %139, i32 8
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %9) #4
  br label %310

162:                                              ; preds = %134
  %163 = bitcast i8* %17 to i32*
  %164 = load i32, i32* %163, align 4
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %10) #4
  br label %165

165:                                              ; preds = %165, %162
  %166 = phi i32 [ %164, %162 ], [ %169, %165 ]
  %167 = phi i32 [ 0, %162 ], [ %174, %165 ]
  %168 = freeze i32 %166
  %169 = udiv i32 %168, 10
  %170 = mul i32 %169, 10
  %171 = sub i32 %168, %170
  %172 = trunc i32 %171 to i8
  %173 = or i8 %172, 48
  %174 = add nuw nsw i32 %167, 1
  %175 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %167
  store i8 %173, i8* %175, align 1, !tbaa !1
  %176 = icmp ult i32 %166, 10
  br i1 %176, label %177, label %165, !llvm.loop !4

177:                                              ; preds = %165, %177
  %178 = phi i32 [ %179, %177 ], [ %174, %165 ]
  %179 = add nsw i32 %178, -1
  %180 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %179
  %181 = load i8, i8* %180, align 1, !tbaa !1
  store volatile i8 %181, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %182 = icmp eq i32 %179, 0
  br i1 %182, label %183, label %177, !llvm.loop !6

183:                                              ; preds = %177
  %184 = getelementptr inbounds i8, i8* %17, i32 4
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %10) #4
  br label %310

185:                                              ; preds = %32
  br i1 %35, label %257, label %186

186:                                              ; preds = %185
  %187 = ptrtoint i8* %17 to i32
  %188 = add i32 %187, 7
  %189 = and i32 %188, -8
  %190 = inttoptr i32 %189 to i8*
  %191 = getelementptr inbounds i8, i8* %190, i32 8
  %192 = inttoptr i32 %189 to i64*
  %193 = load i64, i64* %192, align 8
  %194 = lshr i64 %193, 32
  %195 = trunc i64 %194 to i32
  %196 = lshr i32 %195, 28
  %197 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %196
  %198 = load i8, i8* %197, align 1, !tbaa !1
  store volatile i8 %198, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %199 = lshr i32 %195, 24
  %200 = and i32 %199, 15
  %201 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %200
  %202 = load i8, i8* %201, align 1, !tbaa !1
  store volatile i8 %202, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %203 = lshr i32 %195, 20
  %204 = and i32 %203, 15
  %205 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %204
  %206 = load i8, i8* %205, align 1, !tbaa !1
  store volatile i8 %206, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %207 = lshr i32 %195, 16
  %208 = and i32 %207, 15
  %209 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %208
  %210 = load i8, i8* %209, align 1, !tbaa !1
  store volatile i8 %210, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %211 = lshr i32 %195, 12
  %212 = and i32 %211, 15
  %213 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %212
  %214 = load i8, i8* %213, align 1, !tbaa !1
  store volatile i8 %214, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %215 = lshr i32 %195, 8
  %216 = and i32 %215, 15
  %217 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %216
  %218 = load i8, i8* %217, align 1, !tbaa !1
  store volatile i8 %218, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %219 = lshr i32 %195, 4
  %220 = and i32 %219, 15
  %221 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %220
  %222 = load i8, i8* %221, align 1, !tbaa !1
  store volatile i8 %222, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %223 = and i32 %195, 15
  %224 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %223
  %225 = load i8, i8* %224, align 1, !tbaa !1
  store volatile i8 %225, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %226 = trunc i64 %193 to i32
  %227 = lshr i32 %226, 28
  %228 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %227
  %229 = load i8, i8* %228, align 1, !tbaa !1
  store volatile i8 %229, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %230 = lshr i32 %226, 24
  %231 = and i32 %230, 15
  %232 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %231
  %233 = load i8, i8* %232, align 1, !tbaa !1
  store volatile i8 %233, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %234 = lshr i32 %226, 20
  %235 = and i32 %234, 15
  %236 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %235
  %237 = load i8, i8* %236, align 1, !tbaa !1
  store volatile i8 %237, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %238 = lshr i32 %226, 16
  %239 = and i32 %238, 15
  %240 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %239
  %241 = load i8, i8* %240, align 1, !tbaa !1
  store volatile i8 %241, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %242 = lshr i32 %226, 12
  %243 = and i32 %242, 15
  %244 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %243
  %245 = load i8, i8* %244, align 1, !tbaa !1
  store volatile i8 %245, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %246 = lshr i32 %226, 8
  %247 = and i32 %246, 15
  %248 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %247
  %249 = load i8, i8* %248, align 1, !tbaa !1
  store volatile i8 %249, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %250 = lshr i32 %226, 4
  %251 = and i32 %250, 15
  %252 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %251
  %253 = load i8, i8* %252, align 1, !tbaa !1
  store volatile i8 %253, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %254 = and i32 %226, 15
  %255 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %254
  %256 = load i8, i8* %255, align 1, !tbaa !1
  store volatile i8 %256, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %310

257:                                              ; preds = %185
  %258 = getelementptr inbounds i8, i8* %17, i32 4
  %259 = bitcast i8* %17 to i32*
  %260 = load i32, i32* %259, align 4
  %261 = lshr i32 %260, 28
  %262 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %261
  %263 = load i8, i8* %262, align 1, !tbaa !1
  store volatile i8 %263, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %264 = lshr i32 %260, 24
  %265 = and i32 %264, 15
  %266 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %265
  %267 = load i8, i8* %266, align 1, !tbaa !1
  store volatile i8 %267, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %268 = lshr i32 %260, 20
  %269 = and i32 %268, 15
  %270 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %269
  %271 = load i8, i8* %270, align 1, !tbaa !1
  store volatile i8 %271, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %272 = lshr i32 %260, 16
  %273 = and i32 %272, 15
  %274 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %273
  %275 = load i8, i8* %274, align 1, !tbaa !1
  store volatile i8 %275, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %276 = lshr i32 %260, 12
  %277 = and i32 %276, 15
  %278 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %277
  %279 = load i8, i8* %278, align 1, !tbaa !1
  store volatile i8 %279, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %280 = lshr i32 %260, 8
  %281 = and i32 %280, 15
  %282 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %281
  %283 = load i8, i8* %282, align 1, !tbaa !1
  store volatile i8 %283, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %284 = lshr i32 %260, 4
  %285 = and i32 %284, 15
  %286 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %285
  %287 = load i8, i8* %286, align 1, !tbaa !1
  store volatile i8 %287, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %288 = and i32 %260, 15
  %289 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %288
  %290 = load i8, i8* %289, align 1, !tbaa !1
  store volatile i8 %290, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %310

291:                                              ; preds = %32
  %292 = getelementptr inbounds i8, i8* %17, i32 4
  %293 = bitcast i8* %17 to i8**
  %294 = load i8*, i8** %293, align 4
  %295 = load i8, i8* %294, align 1, !tbaa !1
  %296 = icmp eq i8 %295, 0
  br i1 %296, label %310, label %297

297:                                              ; preds = %291, %297
  %298 = phi i8 [ %301, %297 ], [ %295, %291 ]
  %299 = phi i8* [ %300, %297 ], [ %294, %291 ]
  %300 = getelementptr inbounds i8, i8* %299, i32 1
  store volatile i8 %298, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %301 = load i8, i8* %300, align 1, !tbaa !1
  %302 = icmp eq i8 %301, 0
  br i1 %302, label %310, label %297, !llvm.loop !15

303:                                              ; preds = %32
  %304 = getelementptr inbounds i8, i8* %17, i32 4
  %305 = bitcast i8* %17 to i32*
  %306 = load i32, i32* %305, align 4
  %307 = trunc i32 %306 to i8
  store volatile i8 %307, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %310

308:                                              ; preds = %32
  store volatile i8 37, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %310

309:                                              ; preds = %32
  store volatile i8 63, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %310

310:                                              ; preds = %297, %291, %133, %113, %87, %67, %303, %308, %309, %183, %160, %257, %186, %19
  %311 = phi i8* [ %16, %19 ], [ %34, %186 ], [ %34, %257 ], [ %34, %160 ], [ %34, %183 ], [ %34, %309 ], [ %34, %308 ], [ %34, %303 ], [ %34, %67 ], [ %34, %87 ], [ %34, %113 ], [ %34, %133 ], [ %34, %291 ], [ %34, %297 ]
  %312 = phi i8* [ %17, %19 ], [ %191, %186 ], [ %258, %257 ], [ %161, %160 ], [ %184, %183 ], [ %17, %309 ], [ %17, %308 ], [ %304, %303 ], [ %43, %67 ], [ %43, %87 ], [ %89, %113 ], [ %89, %133 ], [ %292, %291 ], [ %292, %297 ]
  %313 = getelementptr inbounds i8, i8* %311, i32 1
  br label %15, !llvm.loop !16

314:                                              ; preds = %15
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #3

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !5}
!9 = distinct !{!9, !5}
!10 = distinct !{!10, !5}
!11 = distinct !{!11, !5}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !2, i64 0}
!14 = distinct !{!14, !5}
!15 = distinct !{!15, !5}
!16 = distinct !{!16, !5}
