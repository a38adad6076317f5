; ModuleID = 'fnptr.c'
source_filename = "fnptr.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.command = type { i8*, i32 (i32)* }
%struct.shape_ops = type { i32 (i32*)*, i32 (i32*)* }

@.str = private unnamed_addr constant [6 x i8] c"twice\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"negate\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"inc\00", align 1
@commands = dso_local local_unnamed_addr global [4 x %struct.command] [%struct.command { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i32 (i32)* @twice }, %struct.command { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i32 (i32)* @square }, %struct.command { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i32 (i32)* @negate }, %struct.command { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i32 (i32)* @inc }], align 4
@op_names = internal unnamed_addr constant [7 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i32 0, i32 0)], align 4
@ops = internal unnamed_addr constant [7 x i32 (i32, i32)*] [i32 (i32, i32)* @op_add, i32 (i32, i32)* @op_sub, i32 (i32, i32)* @op_mul, i32 (i32, i32)* @op_div, i32 (i32, i32)* @op_mod, i32 (i32, i32)* @op_min, i32 (i32, i32)* @op_max], align 4
@__const.main.a = private unnamed_addr constant [8 x i32] [i32 5, i32 -3, i32 12, i32 7, i32 -8, i32 0, i32 4, i32 9], align 4
@main.script = internal unnamed_addr constant [5 x i8*] [i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0)], align 4
@.str.7 = private unnamed_addr constant [8 x i8] c"nothing\00", align 1
@__const.main.b = private unnamed_addr constant [8 x i32] [i32 3, i32 -10, i32 7, i32 -1, i32 0, i32 10, i32 -7, i32 2], align 4
@__const.main.dims = private unnamed_addr constant [2 x [3 x i32]] [[3 x i32] [i32 4, i32 6, i32 0], [3 x i32] [i32 3, i32 4, i32 5]], align 4
@.str.10 = private unnamed_addr constant [10 x i8] c"triangle \00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"rectangle \00", align 1
@shapes = internal unnamed_addr constant [2 x %struct.shape_ops] [%struct.shape_ops { i32 (i32*)* @rect_area, i32 (i32*)* @rect_perim }, %struct.shape_ops { i32 (i32*)* @tri_area2, i32 (i32*)* @tri_perim }], align 4
@.str.12 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"div\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"mod\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"min\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"max\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @twice(i32 noundef signext %0) #0 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @square(i32 noundef signext %0) #0 {
  %2 = mul nsw i32 %0, %0
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @negate(i32 noundef signext %0) #0 {
  %2 = sub nsw i32 0, %0
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @inc(i32 noundef signext %0) #0 {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #1 {
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
  %13 = alloca [10 x i8], align 1
  %14 = alloca [10 x i8], align 1
  %15 = alloca [8 x i32], align 4
  %16 = alloca [8 x i32], align 4
  %17 = alloca [2 x [3 x i32]], align 4
  %18 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 0
  %19 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 0
  br label %32

20:                                               ; preds = %90
  %21 = bitcast [8 x i32]* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %21) #6
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(32) %21, i8* noundef nonnull align 4 dereferenceable(32) bitcast ([8 x i32]* @__const.main.a to i8*), i32 32, i1 false)
  %22 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i32 0, i32 0
  %23 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i32 0, i32 1
  %24 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i32 0, i32 2
  %25 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i32 0, i32 3
  %26 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i32 0, i32 4
  %27 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i32 0, i32 5
  %28 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i32 0, i32 6
  %29 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i32 0, i32 7
  %30 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 0
  %31 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 0
  br label %93

32:                                               ; preds = %0, %90
  %33 = phi i32 [ 0, %0 ], [ %91, %90 ]
  %34 = getelementptr inbounds [7 x i8*], [7 x i8*]* @op_names, i32 0, i32 %33
  %35 = load i8*, i8** %34, align 4, !tbaa !1
  %36 = load i8, i8* %35, align 1, !tbaa !5
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %44, label %38

38:                                               ; preds = %32, %38
  %39 = phi i8 [ %42, %38 ], [ %36, %32 ]
  %40 = phi i8* [ %41, %38 ], [ %35, %32 ]
  %41 = getelementptr inbounds i8, i8* %40, i32 1
  store volatile i8 %39, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %42 = load i8, i8* %41, align 1, !tbaa !5
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %44, label %38, !llvm.loop !6

44:                                               ; preds = %38, %32
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 44, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %45 = getelementptr inbounds [7 x i32 (i32, i32)*], [7 x i32 (i32, i32)*]* @ops, i32 0, i32 %33
  %46 = load i32 (i32, i32)*, i32 (i32, i32)** %45, align 4, !tbaa !1
  %47 = tail call i32 %46(i32 noundef signext -17, i32 noundef signext 5) #6
  %48 = icmp slt i32 %47, 0
  br i1 %48, label %49, label %70

49:                                               ; preds = %44
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %50 = sub i32 0, %47
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %19) #6
  br label %51

51:                                               ; preds = %51, %49
  %52 = phi i32 [ %50, %49 ], [ %55, %51 ]
  %53 = phi i32 [ 0, %49 ], [ %60, %51 ]
  %54 = freeze i32 %52
  %55 = udiv i32 %54, 10
  %56 = mul i32 %55, 10
  %57 = sub i32 %54, %56
  %58 = trunc i32 %57 to i8
  %59 = or i8 %58, 48
  %60 = add nuw nsw i32 %53, 1
  %61 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 %53
  store i8 %59, i8* %61, align 1, !tbaa !5
  %62 = icmp ult i32 %52, 10
  br i1 %62, label %63, label %51, !llvm.loop !8

63:                                               ; preds = %51, %63
  %64 = phi i32 [ %65, %63 ], [ %60, %51 ]
  %65 = add nsw i32 %64, -1
  %66 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 %65
  %67 = load i8, i8* %66, align 1, !tbaa !5
  store volatile i8 %67, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %68 = icmp eq i32 %65, 0
  br i1 %68, label %69, label %63, !llvm.loop !9

69:                                               ; preds = %63
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %19) #6
  br label %90

70:                                               ; preds = %44
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %18) #6
  br label %71

71:                                               ; preds = %71, %70
  %72 = phi i32 [ %47, %70 ], [ %75, %71 ]
  %73 = phi i32 [ 0, %70 ], [ %80, %71 ]
  %74 = freeze i32 %72
  %75 = udiv i32 %74, 10
  %76 = mul i32 %75, 10
  %77 = sub i32 %74, %76
  %78 = trunc i32 %77 to i8
  %79 = or i8 %78, 48
  %80 = add nuw nsw i32 %73, 1
  %81 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 %73
  store i8 %79, i8* %81, align 1, !tbaa !5
  %82 = icmp ult i32 %72, 10
  br i1 %82, label %83, label %71, !llvm.loop !8

83:                                               ; preds = %71, %83
  %84 = phi i32 [ %85, %83 ], [ %80, %71 ]
  %85 = add nsw i32 %84, -1
  %86 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 %85
  %87 = load i8, i8* %86, align 1, !tbaa !5
  store volatile i8 %87, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %88 = icmp eq i32 %85, 0
  br i1 %88, label %89, label %83, !llvm.loop !9

89:                                               ; preds = %83
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %18) #6
  br label %90

90:                                               ; preds = %69, %89
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %91 = add nuw nsw i32 %33, 1
  %92 = icmp eq i32 %91, 7
  br i1 %92, label %20, label %32, !llvm.loop !10

93:                                               ; preds = %20, %163
  %94 = phi i32 [ 0, %20 ], [ %164, %163 ]
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %95 = getelementptr inbounds [7 x i8*], [7 x i8*]* @op_names, i32 0, i32 %94
  %96 = load i8*, i8** %95, align 4, !tbaa !1
  %97 = load i8, i8* %96, align 1, !tbaa !5
  %98 = icmp eq i8 %97, 0
  br i1 %98, label %108, label %102

99:                                               ; preds = %163
  %100 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  %101 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 0
  br label %786

102:                                              ; preds = %93, %102
  %103 = phi i8 [ %106, %102 ], [ %97, %93 ]
  %104 = phi i8* [ %105, %102 ], [ %96, %93 ]
  %105 = getelementptr inbounds i8, i8* %104, i32 1
  store volatile i8 %103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %106 = load i8, i8* %105, align 1, !tbaa !5
  %107 = icmp eq i8 %106, 0
  br i1 %107, label %108, label %102, !llvm.loop !6

108:                                              ; preds = %102, %93
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %109 = icmp eq i32 %94, 2
  %110 = zext i1 %109 to i32
  %111 = getelementptr inbounds [7 x i32 (i32, i32)*], [7 x i32 (i32, i32)*]* @ops, i32 0, i32 %94
  %112 = load i32 (i32, i32)*, i32 (i32, i32)** %111, align 4, !tbaa !1
  %113 = tail call i32 %112(i32 noundef signext %110, i32 noundef signext 5) #6
  %114 = tail call i32 %112(i32 noundef signext %113, i32 noundef signext -3) #6
  %115 = tail call i32 %112(i32 noundef signext %114, i32 noundef signext 12) #6
  %116 = tail call i32 %112(i32 noundef signext %115, i32 noundef signext 7) #6
  %117 = tail call i32 %112(i32 noundef signext %116, i32 noundef signext -8) #6
  %118 = tail call i32 %112(i32 noundef signext %117, i32 noundef signext 0) #6
  %119 = tail call i32 %112(i32 noundef signext %118, i32 noundef signext 4) #6
  %120 = tail call i32 %112(i32 noundef signext %119, i32 noundef signext 9) #6
  %121 = icmp slt i32 %120, 0
  br i1 %121, label %122, label %143

122:                                              ; preds = %108
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %123 = sub i32 0, %120
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %31) #6
  br label %124

124:                                              ; preds = %124, %122
  %125 = phi i32 [ %123, %122 ], [ %128, %124 ]
  %126 = phi i32 [ 0, %122 ], [ %133, %124 ]
  %127 = freeze i32 %125
  %128 = udiv i32 %127, 10
  %129 = mul i32 %128, 10
  %130 = sub i32 %127, %129
  %131 = trunc i32 %130 to i8
  %132 = or i8 %131, 48
  %133 = add nuw nsw i32 %126, 1
  %134 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %126
  store i8 %132, i8* %134, align 1, !tbaa !5
  %135 = icmp ult i32 %125, 10
  br i1 %135, label %136, label %124, !llvm.loop !8

136:                                              ; preds = %124, %136
  %137 = phi i32 [ %138, %136 ], [ %133, %124 ]
  %138 = add nsw i32 %137, -1
  %139 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %138
  %140 = load i8, i8* %139, align 1, !tbaa !5
  store volatile i8 %140, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %141 = icmp eq i32 %138, 0
  br i1 %141, label %142, label %136, !llvm.loop !9

142:                                              ; preds = %136
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %31) #6
  br label %163

143:                                              ; preds = %108
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %30) #6
  br label %144

144:                                              ; preds = %144, %143
  %145 = phi i32 [ %120, %143 ], [ %148, %144 ]
  %146 = phi i32 [ 0, %143 ], [ %153, %144 ]
  %147 = freeze i32 %145
  %148 = udiv i32 %147, 10
  %149 = mul i32 %148, 10
  %150 = sub i32 %147, %149
  %151 = trunc i32 %150 to i8
  %152 = or i8 %151, 48
  %153 = add nuw nsw i32 %146, 1
  %154 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %146
  store i8 %152, i8* %154, align 1, !tbaa !5
  %155 = icmp ult i32 %145, 10
  br i1 %155, label %156, label %144, !llvm.loop !8

156:                                              ; preds = %144, %156
  %157 = phi i32 [ %158, %156 ], [ %153, %144 ]
  %158 = add nsw i32 %157, -1
  %159 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %158
  %160 = load i8, i8* %159, align 1, !tbaa !5
  store volatile i8 %160, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %161 = icmp eq i32 %158, 0
  br i1 %161, label %162, label %156, !llvm.loop !9

162:                                              ; preds = %156
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %30) #6
  br label %163

163:                                              ; preds = %142, %162
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %164 = add nuw nsw i32 %94, 1
  %165 = icmp eq i32 %164, 7
  br i1 %165, label %99, label %93, !llvm.loop !11

166:                                              ; preds = %956
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 42, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 41, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 43, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %167 = icmp sgt i32 %964, %963
  %168 = zext i1 %167 to i32
  %169 = icmp slt i32 %964, %963
  %170 = sext i1 %169 to i32
  %171 = add nsw i32 %170, %168
  %172 = icmp sgt i32 %171, 0
  br i1 %172, label %173, label %174

173:                                              ; preds = %166
  store i32 %964, i32* %23, align 4, !tbaa !12
  br label %174

174:                                              ; preds = %173, %166
  %175 = phi i32 [ 0, %173 ], [ 1, %166 ]
  %176 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i32 0, i32 %175
  store i32 %963, i32* %176, align 4, !tbaa !12
  %177 = load i32, i32* %23, align 4, !tbaa !12
  %178 = icmp sgt i32 %177, %962
  %179 = zext i1 %178 to i32
  %180 = icmp slt i32 %177, %962
  %181 = sext i1 %180 to i32
  %182 = add nsw i32 %181, %179
  %183 = icmp sgt i32 %182, 0
  br i1 %183, label %184, label %193

184:                                              ; preds = %174
  store i32 %177, i32* %24, align 4, !tbaa !12
  %185 = load i32, i32* %22, align 4, !tbaa !12
  %186 = icmp sgt i32 %185, %962
  %187 = zext i1 %186 to i32
  %188 = icmp slt i32 %185, %962
  %189 = sext i1 %188 to i32
  %190 = add nsw i32 %189, %187
  %191 = icmp sgt i32 %190, 0
  br i1 %191, label %192, label %193

192:                                              ; preds = %184
  store i32 %185, i32* %23, align 4, !tbaa !12
  br label %193

193:                                              ; preds = %192, %184, %174
  %194 = phi i32 [ 2, %174 ], [ 1, %184 ], [ 0, %192 ]
  %195 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i32 0, i32 %194
  store i32 %962, i32* %195, align 4, !tbaa !12
  %196 = load i32, i32* %25, align 4, !tbaa !12
  %197 = load i32, i32* %24, align 4, !tbaa !12
  %198 = icmp sgt i32 %197, %196
  %199 = zext i1 %198 to i32
  %200 = icmp slt i32 %197, %196
  %201 = sext i1 %200 to i32
  %202 = add nsw i32 %201, %199
  %203 = icmp sgt i32 %202, 0
  br i1 %203, label %204, label %221

204:                                              ; preds = %193
  store i32 %197, i32* %25, align 4, !tbaa !12
  %205 = load i32, i32* %23, align 4, !tbaa !12
  %206 = icmp sgt i32 %205, %196
  %207 = zext i1 %206 to i32
  %208 = icmp slt i32 %205, %196
  %209 = sext i1 %208 to i32
  %210 = add nsw i32 %209, %207
  %211 = icmp sgt i32 %210, 0
  br i1 %211, label %212, label %221

212:                                              ; preds = %204
  store i32 %205, i32* %24, align 4, !tbaa !12
  %213 = load i32, i32* %22, align 4, !tbaa !12
  %214 = icmp sgt i32 %213, %196
  %215 = zext i1 %214 to i32
  %216 = icmp slt i32 %213, %196
  %217 = sext i1 %216 to i32
  %218 = add nsw i32 %217, %215
  %219 = icmp sgt i32 %218, 0
  br i1 %219, label %220, label %221

220:                                              ; preds = %212
  store i32 %213, i32* %23, align 4, !tbaa !12
  br label %221

221:                                              ; preds = %220, %212, %204, %193
  %222 = phi i32 [ 3, %193 ], [ 2, %204 ], [ 1, %212 ], [ 0, %220 ]
  %223 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i32 0, i32 %222
  store i32 %196, i32* %223, align 4, !tbaa !12
  %224 = load i32, i32* %25, align 4, !tbaa !12
  %225 = icmp sgt i32 %224, %960
  %226 = zext i1 %225 to i32
  %227 = icmp slt i32 %224, %960
  %228 = sext i1 %227 to i32
  %229 = add nsw i32 %228, %226
  %230 = icmp sgt i32 %229, 0
  br i1 %230, label %231, label %256

231:                                              ; preds = %221
  store i32 %224, i32* %26, align 4, !tbaa !12
  %232 = load i32, i32* %24, align 4, !tbaa !12
  %233 = icmp sgt i32 %232, %960
  %234 = zext i1 %233 to i32
  %235 = icmp slt i32 %232, %960
  %236 = sext i1 %235 to i32
  %237 = add nsw i32 %236, %234
  %238 = icmp sgt i32 %237, 0
  br i1 %238, label %239, label %256

239:                                              ; preds = %231
  store i32 %232, i32* %25, align 4, !tbaa !12
  %240 = load i32, i32* %23, align 4, !tbaa !12
  %241 = icmp sgt i32 %240, %960
  %242 = zext i1 %241 to i32
  %243 = icmp slt i32 %240, %960
  %244 = sext i1 %243 to i32
  %245 = add nsw i32 %244, %242
  %246 = icmp sgt i32 %245, 0
  br i1 %246, label %247, label %256

247:                                              ; preds = %239
  store i32 %240, i32* %24, align 4, !tbaa !12
  %248 = load i32, i32* %22, align 4, !tbaa !12
  %249 = icmp sgt i32 %248, %960
  %250 = zext i1 %249 to i32
  %251 = icmp slt i32 %248, %960
  %252 = sext i1 %251 to i32
  %253 = add nsw i32 %252, %250
  %254 = icmp sgt i32 %253, 0
  br i1 %254, label %255, label %256

255:                                              ; preds = %247
  store i32 %248, i32* %23, align 4, !tbaa !12
  br label %256

256:                                              ; preds = %255, %247, %239, %231, %221
  %257 = phi i32 [ 4, %221 ], [ 3, %231 ], [ 2, %239 ], [ 1, %247 ], [ 0, %255 ]
  %258 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i32 0, i32 %257
  store i32 %960, i32* %258, align 4, !tbaa !12
  %259 = load i32, i32* %27, align 4, !tbaa !12
  %260 = load i32, i32* %26, align 4, !tbaa !12
  %261 = icmp sgt i32 %260, %259
  %262 = zext i1 %261 to i32
  %263 = icmp slt i32 %260, %259
  %264 = sext i1 %263 to i32
  %265 = add nsw i32 %264, %262
  %266 = icmp sgt i32 %265, 0
  br i1 %266, label %267, label %300

267:                                              ; preds = %256
  store i32 %260, i32* %27, align 4, !tbaa !12
  %268 = load i32, i32* %25, align 4, !tbaa !12
  %269 = icmp sgt i32 %268, %259
  %270 = zext i1 %269 to i32
  %271 = icmp slt i32 %268, %259
  %272 = sext i1 %271 to i32
  %273 = add nsw i32 %272, %270
  %274 = icmp sgt i32 %273, 0
  br i1 %274, label %275, label %300

275:                                              ; preds = %267
  store i32 %268, i32* %26, align 4, !tbaa !12
  %276 = load i32, i32* %24, align 4, !tbaa !12
  %277 = icmp sgt i32 %276, %259
  %278 = zext i1 %277 to i32
  %279 = icmp slt i32 %276, %259
  %280 = sext i1 %279 to i32
  %281 = add nsw i32 %280, %278
  %282 = icmp sgt i32 %281, 0
  br i1 %282, label %283, label %300

283:                                              ; preds = %275
  store i32 %276, i32* %25, align 4, !tbaa !12
  %284 = load i32, i32* %23, align 4, !tbaa !12
  %285 = icmp sgt i32 %284, %259
  %286 = zext i1 %285 to i32
  %287 = icmp slt i32 %284, %259
  %288 = sext i1 %287 to i32
  %289 = add nsw i32 %288, %286
  %290 = icmp sgt i32 %289, 0
  br i1 %290, label %291, label %300

291:                                              ; preds = %283
  store i32 %284, i32* %24, align 4, !tbaa !12
  %292 = load i32, i32* %22, align 4, !tbaa !12
  %293 = icmp sgt i32 %292, %259
  %294 = zext i1 %293 to i32
  %295 = icmp slt i32 %292, %259
  %296 = sext i1 %295 to i32
  %297 = add nsw i32 %296, %294
  %298 = icmp sgt i32 %297, 0
  br i1 %298, label %299, label %300

299:                                              ; preds = %291
  store i32 %292, i32* %23, align 4, !tbaa !12
  br label %300

300:                                              ; preds = %299, %291, %283, %275, %267, %256
  %301 = phi i32 [ 5, %256 ], [ 4, %267 ], [ 3, %275 ], [ 2, %283 ], [ 1, %291 ], [ 0, %299 ]
  %302 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i32 0, i32 %301
  store i32 %259, i32* %302, align 4, !tbaa !12
  %303 = load i32, i32* %28, align 4, !tbaa !12
  %304 = load i32, i32* %27, align 4, !tbaa !12
  %305 = icmp sgt i32 %304, %303
  %306 = zext i1 %305 to i32
  %307 = icmp slt i32 %304, %303
  %308 = sext i1 %307 to i32
  %309 = add nsw i32 %308, %306
  %310 = icmp sgt i32 %309, 0
  br i1 %310, label %311, label %352

311:                                              ; preds = %300
  store i32 %304, i32* %28, align 4, !tbaa !12
  %312 = load i32, i32* %26, align 4, !tbaa !12
  %313 = icmp sgt i32 %312, %303
  %314 = zext i1 %313 to i32
  %315 = icmp slt i32 %312, %303
  %316 = sext i1 %315 to i32
  %317 = add nsw i32 %316, %314
  %318 = icmp sgt i32 %317, 0
  br i1 %318, label %319, label %352

319:                                              ; preds = %311
  store i32 %312, i32* %27, align 4, !tbaa !12
  %320 = load i32, i32* %25, align 4, !tbaa !12
  %321 = icmp sgt i32 %320, %303
  %322 = zext i1 %321 to i32
  %323 = icmp slt i32 %320, %303
  %324 = sext i1 %323 to i32
  %325 = add nsw i32 %324, %322
  %326 = icmp sgt i32 %325, 0
  br i1 %326, label %327, label %352

327:                                              ; preds = %319
  store i32 %320, i32* %26, align 4, !tbaa !12
  %328 = load i32, i32* %24, align 4, !tbaa !12
  %329 = icmp sgt i32 %328, %303
  %330 = zext i1 %329 to i32
  %331 = icmp slt i32 %328, %303
  %332 = sext i1 %331 to i32
  %333 = add nsw i32 %332, %330
  %334 = icmp sgt i32 %333, 0
  br i1 %334, label %335, label %352

335:                                              ; preds = %327
  store i32 %328, i32* %25, align 4, !tbaa !12
  %336 = load i32, i32* %23, align 4, !tbaa !12
  %337 = icmp sgt i32 %336, %303
  %338 = zext i1 %337 to i32
  %339 = icmp slt i32 %336, %303
  %340 = sext i1 %339 to i32
  %341 = add nsw i32 %340, %338
  %342 = icmp sgt i32 %341, 0
  br i1 %342, label %343, label %352

343:                                              ; preds = %335
  store i32 %336, i32* %24, align 4, !tbaa !12
  %344 = load i32, i32* %22, align 4, !tbaa !12
  %345 = icmp sgt i32 %344, %303
  %346 = zext i1 %345 to i32
  %347 = icmp slt i32 %344, %303
  %348 = sext i1 %347 to i32
  %349 = add nsw i32 %348, %346
  %350 = icmp sgt i32 %349, 0
  br i1 %350, label %351, label %352

351:                                              ; preds = %343
  store i32 %344, i32* %23, align 4, !tbaa !12
  br label %352

352:                                              ; preds = %351, %343, %335, %327, %319, %311, %300
  %353 = phi i32 [ 6, %300 ], [ 5, %311 ], [ 4, %319 ], [ 3, %327 ], [ 2, %335 ], [ 1, %343 ], [ 0, %351 ]
  %354 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i32 0, i32 %353
  store i32 %303, i32* %354, align 4, !tbaa !12
  %355 = load i32, i32* %29, align 4, !tbaa !12
  %356 = load i32, i32* %28, align 4, !tbaa !12
  %357 = icmp sgt i32 %356, %355
  %358 = zext i1 %357 to i32
  %359 = icmp slt i32 %356, %355
  %360 = sext i1 %359 to i32
  %361 = add nsw i32 %360, %358
  %362 = icmp sgt i32 %361, 0
  br i1 %362, label %363, label %412

363:                                              ; preds = %352
  store i32 %356, i32* %29, align 4, !tbaa !12
  %364 = load i32, i32* %27, align 4, !tbaa !12
  %365 = icmp sgt i32 %364, %355
  %366 = zext i1 %365 to i32
  %367 = icmp slt i32 %364, %355
  %368 = sext i1 %367 to i32
  %369 = add nsw i32 %368, %366
  %370 = icmp sgt i32 %369, 0
  br i1 %370, label %371, label %412

371:                                              ; preds = %363
  store i32 %364, i32* %28, align 4, !tbaa !12
  %372 = load i32, i32* %26, align 4, !tbaa !12
  %373 = icmp sgt i32 %372, %355
  %374 = zext i1 %373 to i32
  %375 = icmp slt i32 %372, %355
  %376 = sext i1 %375 to i32
  %377 = add nsw i32 %376, %374
  %378 = icmp sgt i32 %377, 0
  br i1 %378, label %379, label %412

379:                                              ; preds = %371
  store i32 %372, i32* %27, align 4, !tbaa !12
  %380 = load i32, i32* %25, align 4, !tbaa !12
  %381 = icmp sgt i32 %380, %355
  %382 = zext i1 %381 to i32
  %383 = icmp slt i32 %380, %355
  %384 = sext i1 %383 to i32
  %385 = add nsw i32 %384, %382
  %386 = icmp sgt i32 %385, 0
  br i1 %386, label %387, label %412

387:                                              ; preds = %379
  store i32 %380, i32* %26, align 4, !tbaa !12
  %388 = load i32, i32* %24, align 4, !tbaa !12
  %389 = icmp sgt i32 %388, %355
  %390 = zext i1 %389 to i32
  %391 = icmp slt i32 %388, %355
  %392 = sext i1 %391 to i32
  %393 = add nsw i32 %392, %390
  %394 = icmp sgt i32 %393, 0
  br i1 %394, label %395, label %412

395:                                              ; preds = %387
  store i32 %388, i32* %25, align 4, !tbaa !12
  %396 = load i32, i32* %23, align 4, !tbaa !12
  %397 = icmp sgt i32 %396, %355
  %398 = zext i1 %397 to i32
  %399 = icmp slt i32 %396, %355
  %400 = sext i1 %399 to i32
  %401 = add nsw i32 %400, %398
  %402 = icmp sgt i32 %401, 0
  br i1 %402, label %403, label %412

403:                                              ; preds = %395
  store i32 %396, i32* %24, align 4, !tbaa !12
  %404 = load i32, i32* %22, align 4, !tbaa !12
  %405 = icmp sgt i32 %404, %355
  %406 = zext i1 %405 to i32
  %407 = icmp slt i32 %404, %355
  %408 = sext i1 %407 to i32
  %409 = add nsw i32 %408, %406
  %410 = icmp sgt i32 %409, 0
  br i1 %410, label %411, label %412

411:                                              ; preds = %403
  store i32 %404, i32* %23, align 4, !tbaa !12
  br label %412

412:                                              ; preds = %352, %363, %371, %379, %387, %395, %403, %411
  %413 = phi i32 [ 7, %352 ], [ 6, %363 ], [ 5, %371 ], [ 4, %379 ], [ 3, %387 ], [ 2, %395 ], [ 1, %403 ], [ 0, %411 ]
  %414 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i32 0, i32 %413
  store i32 %355, i32* %414, align 4, !tbaa !12
  %415 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 0
  %416 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 0
  br label %417

417:                                              ; preds = %463, %412
  %418 = phi i32 [ 0, %412 ], [ %464, %463 ]
  %419 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i32 0, i32 %418
  %420 = load i32, i32* %419, align 4, !tbaa !12
  %421 = icmp slt i32 %420, 0
  br i1 %421, label %422, label %443

422:                                              ; preds = %417
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %423 = sub i32 0, %420
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %416) #6
  br label %424

424:                                              ; preds = %424, %422
  %425 = phi i32 [ %423, %422 ], [ %428, %424 ]
  %426 = phi i32 [ 0, %422 ], [ %433, %424 ]
  %427 = freeze i32 %425
  %428 = udiv i32 %427, 10
  %429 = mul i32 %428, 10
  %430 = sub i32 %427, %429
  %431 = trunc i32 %430 to i8
  %432 = or i8 %431, 48
  %433 = add nuw nsw i32 %426, 1
  %434 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %426
  store i8 %432, i8* %434, align 1, !tbaa !5
  %435 = icmp ult i32 %425, 10
  br i1 %435, label %436, label %424, !llvm.loop !8

436:                                              ; preds = %424, %436
  %437 = phi i32 [ %438, %436 ], [ %433, %424 ]
  %438 = add nsw i32 %437, -1
  %439 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %438
  %440 = load i8, i8* %439, align 1, !tbaa !5
  store volatile i8 %440, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %441 = icmp eq i32 %438, 0
  br i1 %441, label %442, label %436, !llvm.loop !9

442:                                              ; preds = %436
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %416) #6
  br label %463

443:                                              ; preds = %417
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %415) #6
  br label %444

444:                                              ; preds = %444, %443
  %445 = phi i32 [ %420, %443 ], [ %448, %444 ]
  %446 = phi i32 [ 0, %443 ], [ %453, %444 ]
  %447 = freeze i32 %445
  %448 = udiv i32 %447, 10
  %449 = mul i32 %448, 10
  %450 = sub i32 %447, %449
  %451 = trunc i32 %450 to i8
  %452 = or i8 %451, 48
  %453 = add nuw nsw i32 %446, 1
  %454 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %446
  store i8 %452, i8* %454, align 1, !tbaa !5
  %455 = icmp ult i32 %445, 10
  br i1 %455, label %456, label %444, !llvm.loop !8

456:                                              ; preds = %444, %456
  %457 = phi i32 [ %458, %456 ], [ %453, %444 ]
  %458 = add nsw i32 %457, -1
  %459 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %458
  %460 = load i8, i8* %459, align 1, !tbaa !5
  store volatile i8 %460, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %461 = icmp eq i32 %458, 0
  br i1 %461, label %462, label %456, !llvm.loop !9

462:                                              ; preds = %456
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %415) #6
  br label %463

463:                                              ; preds = %462, %442
  %464 = add nuw nsw i32 %418, 1
  %465 = icmp eq i32 %418, 7
  %466 = select i1 %465, i8 10, i8 32
  store volatile i8 %466, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %467 = icmp eq i32 %464, 8
  br i1 %467, label %468, label %417, !llvm.loop !14

468:                                              ; preds = %463
  %469 = bitcast [8 x i32]* %16 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %469) #6
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(32) %469, i8* noundef nonnull align 4 dereferenceable(32) bitcast ([8 x i32]* @__const.main.b to i8*), i32 32, i1 false)
  %470 = getelementptr inbounds [8 x i32], [8 x i32]* %16, i32 0, i32 0
  %471 = getelementptr inbounds [8 x i32], [8 x i32]* %16, i32 0, i32 1
  store i32 -10, i32* %470, align 4, !tbaa !12
  %472 = getelementptr inbounds [8 x i32], [8 x i32]* %16, i32 0, i32 2
  store i32 3, i32* %472, align 4, !tbaa !12
  %473 = getelementptr inbounds [8 x i32], [8 x i32]* %16, i32 0, i32 1
  store i32 7, i32* %473, align 4, !tbaa !12
  %474 = getelementptr inbounds [8 x i32], [8 x i32]* %16, i32 0, i32 3
  %475 = load i32, i32* %474, align 4, !tbaa !12
  %476 = tail call i32 @llvm.abs.i32(i32 %475, i1 true) #6
  %477 = icmp ugt i32 %476, 3
  %478 = zext i1 %477 to i32
  %479 = icmp ult i32 %476, 3
  %480 = sext i1 %479 to i32
  %481 = add nsw i32 %480, %478
  %482 = icmp sgt i32 %481, 0
  br i1 %482, label %483, label %502

483:                                              ; preds = %468
  store i32 3, i32* %474, align 4, !tbaa !12
  %484 = load i32, i32* %471, align 4, !tbaa !12
  %485 = tail call i32 @llvm.abs.i32(i32 %484, i1 true) #6
  %486 = icmp ult i32 %485, %476
  %487 = zext i1 %486 to i32
  %488 = icmp ugt i32 %485, %476
  %489 = sext i1 %488 to i32
  %490 = add nsw i32 %489, %487
  %491 = icmp sgt i32 %490, 0
  br i1 %491, label %492, label %502

492:                                              ; preds = %483
  store i32 %484, i32* %472, align 4, !tbaa !12
  %493 = load i32, i32* %470, align 4, !tbaa !12
  %494 = tail call i32 @llvm.abs.i32(i32 %493, i1 true) #6
  %495 = icmp ult i32 %494, %476
  %496 = zext i1 %495 to i32
  %497 = icmp ugt i32 %494, %476
  %498 = sext i1 %497 to i32
  %499 = add nsw i32 %498, %496
  %500 = icmp sgt i32 %499, 0
  br i1 %500, label %501, label %502

501:                                              ; preds = %492
  store i32 %493, i32* %471, align 4, !tbaa !12
  br label %502

502:                                              ; preds = %501, %492, %483, %468
  %503 = phi i32 [ 3, %468 ], [ 2, %483 ], [ 1, %492 ], [ 0, %501 ]
  %504 = getelementptr inbounds [8 x i32], [8 x i32]* %16, i32 0, i32 %503
  store i32 %475, i32* %504, align 4, !tbaa !12
  %505 = getelementptr inbounds [8 x i32], [8 x i32]* %16, i32 0, i32 4
  %506 = load i32, i32* %505, align 4, !tbaa !12
  %507 = load i32, i32* %474, align 4, !tbaa !12
  %508 = tail call i32 @llvm.abs.i32(i32 %507, i1 true) #6
  %509 = tail call i32 @llvm.abs.i32(i32 %506, i1 true) #6
  %510 = icmp ult i32 %508, %509
  %511 = zext i1 %510 to i32
  %512 = icmp ugt i32 %508, %509
  %513 = sext i1 %512 to i32
  %514 = add nsw i32 %513, %511
  %515 = icmp sgt i32 %514, 0
  br i1 %515, label %516, label %544

516:                                              ; preds = %502
  store i32 %507, i32* %505, align 4, !tbaa !12
  %517 = load i32, i32* %472, align 4, !tbaa !12
  %518 = tail call i32 @llvm.abs.i32(i32 %517, i1 true) #6
  %519 = icmp ult i32 %518, %509
  %520 = zext i1 %519 to i32
  %521 = icmp ugt i32 %518, %509
  %522 = sext i1 %521 to i32
  %523 = add nsw i32 %522, %520
  %524 = icmp sgt i32 %523, 0
  br i1 %524, label %525, label %544

525:                                              ; preds = %516
  store i32 %517, i32* %474, align 4, !tbaa !12
  %526 = load i32, i32* %471, align 4, !tbaa !12
  %527 = tail call i32 @llvm.abs.i32(i32 %526, i1 true) #6
  %528 = icmp ult i32 %527, %509
  %529 = zext i1 %528 to i32
  %530 = icmp ugt i32 %527, %509
  %531 = sext i1 %530 to i32
  %532 = add nsw i32 %531, %529
  %533 = icmp sgt i32 %532, 0
  br i1 %533, label %534, label %544

534:                                              ; preds = %525
  store i32 %526, i32* %472, align 4, !tbaa !12
  %535 = load i32, i32* %470, align 4, !tbaa !12
  %536 = tail call i32 @llvm.abs.i32(i32 %535, i1 true) #6
  %537 = icmp ult i32 %536, %509
  %538 = zext i1 %537 to i32
  %539 = icmp ugt i32 %536, %509
  %540 = sext i1 %539 to i32
  %541 = add nsw i32 %540, %538
  %542 = icmp sgt i32 %541, 0
  br i1 %542, label %543, label %544

543:                                              ; preds = %534
  store i32 %535, i32* %471, align 4, !tbaa !12
  br label %544

544:                                              ; preds = %543, %534, %525, %516, %502
  %545 = phi i32 [ 4, %502 ], [ 3, %516 ], [ 2, %525 ], [ 1, %534 ], [ 0, %543 ]
  %546 = getelementptr inbounds [8 x i32], [8 x i32]* %16, i32 0, i32 %545
  store i32 %506, i32* %546, align 4, !tbaa !12
  %547 = getelementptr inbounds [8 x i32], [8 x i32]* %16, i32 0, i32 5
  %548 = load i32, i32* %547, align 4, !tbaa !12
  %549 = load i32, i32* %505, align 4, !tbaa !12
  %550 = tail call i32 @llvm.abs.i32(i32 %549, i1 true) #6
  %551 = tail call i32 @llvm.abs.i32(i32 %548, i1 true) #6
  %552 = icmp ult i32 %550, %551
  %553 = zext i1 %552 to i32
  %554 = icmp ugt i32 %550, %551
  %555 = sext i1 %554 to i32
  %556 = add nsw i32 %555, %553
  %557 = icmp sgt i32 %556, 0
  br i1 %557, label %558, label %595

558:                                              ; preds = %544
  store i32 %549, i32* %547, align 4, !tbaa !12
  %559 = load i32, i32* %474, align 4, !tbaa !12
  %560 = tail call i32 @llvm.abs.i32(i32 %559, i1 true) #6
  %561 = icmp ult i32 %560, %551
  %562 = zext i1 %561 to i32
  %563 = icmp ugt i32 %560, %551
  %564 = sext i1 %563 to i32
  %565 = add nsw i32 %564, %562
  %566 = icmp sgt i32 %565, 0
  br i1 %566, label %567, label %595

567:                                              ; preds = %558
  store i32 %559, i32* %505, align 4, !tbaa !12
  %568 = load i32, i32* %472, align 4, !tbaa !12
  %569 = tail call i32 @llvm.abs.i32(i32 %568, i1 true) #6
  %570 = icmp ult i32 %569, %551
  %571 = zext i1 %570 to i32
  %572 = icmp ugt i32 %569, %551
  %573 = sext i1 %572 to i32
  %574 = add nsw i32 %573, %571
  %575 = icmp sgt i32 %574, 0
  br i1 %575, label %576, label %595

576:                                              ; preds = %567
  store i32 %568, i32* %474, align 4, !tbaa !12
  %577 = load i32, i32* %471, align 4, !tbaa !12
  %578 = tail call i32 @llvm.abs.i32(i32 %577, i1 true) #6
  %579 = icmp ult i32 %578, %551
  %580 = zext i1 %579 to i32
  %581 = icmp ugt i32 %578, %551
  %582 = sext i1 %581 to i32
  %583 = add nsw i32 %582, %580
  %584 = icmp sgt i32 %583, 0
  br i1 %584, label %585, label %595

585:                                              ; preds = %576
  store i32 %577, i32* %472, align 4, !tbaa !12
  %586 = load i32, i32* %470, align 4, !tbaa !12
  %587 = tail call i32 @llvm.abs.i32(i32 %586, i1 true) #6
  %588 = icmp ult i32 %587, %551
  %589 = zext i1 %588 to i32
  %590 = icmp ugt i32 %587, %551
  %591 = sext i1 %590 to i32
  %592 = add nsw i32 %591, %589
  %593 = icmp sgt i32 %592, 0
  br i1 %593, label %594, label %595

594:                                              ; preds = %585
  store i32 %586, i32* %471, align 4, !tbaa !12
  br label %595

595:                                              ; preds = %594, %585, %576, %567, %558, %544
  %596 = phi i32 [ 5, %544 ], [ 4, %558 ], [ 3, %567 ], [ 2, %576 ], [ 1, %585 ], [ 0, %594 ]
  %597 = getelementptr inbounds [8 x i32], [8 x i32]* %16, i32 0, i32 %596
  store i32 %548, i32* %597, align 4, !tbaa !12
  %598 = getelementptr inbounds [8 x i32], [8 x i32]* %16, i32 0, i32 6
  %599 = load i32, i32* %598, align 4, !tbaa !12
  %600 = load i32, i32* %547, align 4, !tbaa !12
  %601 = tail call i32 @llvm.abs.i32(i32 %600, i1 true) #6
  %602 = tail call i32 @llvm.abs.i32(i32 %599, i1 true) #6
  %603 = icmp ult i32 %601, %602
  %604 = zext i1 %603 to i32
  %605 = icmp ugt i32 %601, %602
  %606 = sext i1 %605 to i32
  %607 = add nsw i32 %606, %604
  %608 = icmp sgt i32 %607, 0
  br i1 %608, label %609, label %655

609:                                              ; preds = %595
  store i32 %600, i32* %598, align 4, !tbaa !12
  %610 = load i32, i32* %505, align 4, !tbaa !12
  %611 = tail call i32 @llvm.abs.i32(i32 %610, i1 true) #6
  %612 = icmp ult i32 %611, %602
  %613 = zext i1 %612 to i32
  %614 = icmp ugt i32 %611, %602
  %615 = sext i1 %614 to i32
  %616 = add nsw i32 %615, %613
  %617 = icmp sgt i32 %616, 0
  br i1 %617, label %618, label %655

618:                                              ; preds = %609
  store i32 %610, i32* %547, align 4, !tbaa !12
  %619 = load i32, i32* %474, align 4, !tbaa !12
  %620 = tail call i32 @llvm.abs.i32(i32 %619, i1 true) #6
  %621 = icmp ult i32 %620, %602
  %622 = zext i1 %621 to i32
  %623 = icmp ugt i32 %620, %602
  %624 = sext i1 %623 to i32
  %625 = add nsw i32 %624, %622
  %626 = icmp sgt i32 %625, 0
  br i1 %626, label %627, label %655

627:                                              ; preds = %618
  store i32 %619, i32* %505, align 4, !tbaa !12
  %628 = load i32, i32* %472, align 4, !tbaa !12
  %629 = tail call i32 @llvm.abs.i32(i32 %628, i1 true) #6
  %630 = icmp ult i32 %629, %602
  %631 = zext i1 %630 to i32
  %632 = icmp ugt i32 %629, %602
  %633 = sext i1 %632 to i32
  %634 = add nsw i32 %633, %631
  %635 = icmp sgt i32 %634, 0
  br i1 %635, label %636, label %655

636:                                              ; preds = %627
  store i32 %628, i32* %474, align 4, !tbaa !12
  %637 = load i32, i32* %471, align 4, !tbaa !12
  %638 = tail call i32 @llvm.abs.i32(i32 %637, i1 true) #6
  %639 = icmp ult i32 %638, %602
  %640 = zext i1 %639 to i32
  %641 = icmp ugt i32 %638, %602
  %642 = sext i1 %641 to i32
  %643 = add nsw i32 %642, %640
  %644 = icmp sgt i32 %643, 0
  br i1 %644, label %645, label %655

645:                                              ; preds = %636
  store i32 %637, i32* %472, align 4, !tbaa !12
  %646 = load i32, i32* %470, align 4, !tbaa !12
  %647 = tail call i32 @llvm.abs.i32(i32 %646, i1 true) #6
  %648 = icmp ult i32 %647, %602
  %649 = zext i1 %648 to i32
  %650 = icmp ugt i32 %647, %602
  %651 = sext i1 %650 to i32
  %652 = add nsw i32 %651, %649
  %653 = icmp sgt i32 %652, 0
  br i1 %653, label %654, label %655

654:                                              ; preds = %645
  store i32 %646, i32* %471, align 4, !tbaa !12
  br label %655

655:                                              ; preds = %654, %645, %636, %627, %618, %609, %595
  %656 = phi i32 [ 6, %595 ], [ 5, %609 ], [ 4, %618 ], [ 3, %627 ], [ 2, %636 ], [ 1, %645 ], [ 0, %654 ]
  %657 = getelementptr inbounds [8 x i32], [8 x i32]* %16, i32 0, i32 %656
  store i32 %599, i32* %657, align 4, !tbaa !12
  %658 = getelementptr inbounds [8 x i32], [8 x i32]* %16, i32 0, i32 7
  %659 = load i32, i32* %658, align 4, !tbaa !12
  %660 = load i32, i32* %598, align 4, !tbaa !12
  %661 = tail call i32 @llvm.abs.i32(i32 %660, i1 true) #6
  %662 = tail call i32 @llvm.abs.i32(i32 %659, i1 true) #6
  %663 = icmp ult i32 %661, %662
  %664 = zext i1 %663 to i32
  %665 = icmp ugt i32 %661, %662
  %666 = sext i1 %665 to i32
  %667 = add nsw i32 %666, %664
  %668 = icmp sgt i32 %667, 0
  br i1 %668, label %669, label %724

669:                                              ; preds = %655
  store i32 %660, i32* %658, align 4, !tbaa !12
  %670 = load i32, i32* %547, align 4, !tbaa !12
  %671 = tail call i32 @llvm.abs.i32(i32 %670, i1 true) #6
  %672 = icmp ult i32 %671, %662
  %673 = zext i1 %672 to i32
  %674 = icmp ugt i32 %671, %662
  %675 = sext i1 %674 to i32
  %676 = add nsw i32 %675, %673
  %677 = icmp sgt i32 %676, 0
  br i1 %677, label %678, label %724

678:                                              ; preds = %669
  store i32 %670, i32* %598, align 4, !tbaa !12
  %679 = load i32, i32* %505, align 4, !tbaa !12
  %680 = tail call i32 @llvm.abs.i32(i32 %679, i1 true) #6
  %681 = icmp ult i32 %680, %662
  %682 = zext i1 %681 to i32
  %683 = icmp ugt i32 %680, %662
  %684 = sext i1 %683 to i32
  %685 = add nsw i32 %684, %682
  %686 = icmp sgt i32 %685, 0
  br i1 %686, label %687, label %724

687:                                              ; preds = %678
  store i32 %679, i32* %547, align 4, !tbaa !12
  %688 = load i32, i32* %474, align 4, !tbaa !12
  %689 = tail call i32 @llvm.abs.i32(i32 %688, i1 true) #6
  %690 = icmp ult i32 %689, %662
  %691 = zext i1 %690 to i32
  %692 = icmp ugt i32 %689, %662
  %693 = sext i1 %692 to i32
  %694 = add nsw i32 %693, %691
  %695 = icmp sgt i32 %694, 0
  br i1 %695, label %696, label %724

696:                                              ; preds = %687
  store i32 %688, i32* %505, align 4, !tbaa !12
  %697 = load i32, i32* %472, align 4, !tbaa !12
  %698 = tail call i32 @llvm.abs.i32(i32 %697, i1 true) #6
  %699 = icmp ult i32 %698, %662
  %700 = zext i1 %699 to i32
  %701 = icmp ugt i32 %698, %662
  %702 = sext i1 %701 to i32
  %703 = add nsw i32 %702, %700
  %704 = icmp sgt i32 %703, 0
  br i1 %704, label %705, label %724

705:                                              ; preds = %696
  store i32 %697, i32* %474, align 4, !tbaa !12
  %706 = load i32, i32* %471, align 4, !tbaa !12
  %707 = tail call i32 @llvm.abs.i32(i32 %706, i1 true) #6
  %708 = icmp ult i32 %707, %662
  %709 = zext i1 %708 to i32
  %710 = icmp ugt i32 %707, %662
  %711 = sext i1 %710 to i32
  %712 = add nsw i32 %711, %709
  %713 = icmp sgt i32 %712, 0
  br i1 %713, label %714, label %724

714:                                              ; preds = %705
  store i32 %706, i32* %472, align 4, !tbaa !12
  %715 = load i32, i32* %470, align 4, !tbaa !12
  %716 = tail call i32 @llvm.abs.i32(i32 %715, i1 true) #6
  %717 = icmp ult i32 %716, %662
  %718 = zext i1 %717 to i32
  %719 = icmp ugt i32 %716, %662
  %720 = sext i1 %719 to i32
  %721 = add nsw i32 %720, %718
  %722 = icmp sgt i32 %721, 0
  br i1 %722, label %723, label %724

723:                                              ; preds = %714
  store i32 %715, i32* %471, align 4, !tbaa !12
  br label %724

724:                                              ; preds = %655, %669, %678, %687, %696, %705, %714, %723
  %725 = phi i32 [ 7, %655 ], [ 6, %669 ], [ 5, %678 ], [ 4, %687 ], [ 3, %696 ], [ 2, %705 ], [ 1, %714 ], [ 0, %723 ]
  %726 = getelementptr inbounds [8 x i32], [8 x i32]* %16, i32 0, i32 %725
  store i32 %659, i32* %726, align 4, !tbaa !12
  %727 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 0
  %728 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 0
  br label %729

729:                                              ; preds = %775, %724
  %730 = phi i32 [ 0, %724 ], [ %776, %775 ]
  %731 = getelementptr inbounds [8 x i32], [8 x i32]* %16, i32 0, i32 %730
  %732 = load i32, i32* %731, align 4, !tbaa !12
  %733 = icmp slt i32 %732, 0
  br i1 %733, label %734, label %755

734:                                              ; preds = %729
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %735 = sub i32 0, %732
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %728) #6
  br label %736

736:                                              ; preds = %736, %734
  %737 = phi i32 [ %735, %734 ], [ %740, %736 ]
  %738 = phi i32 [ 0, %734 ], [ %745, %736 ]
  %739 = freeze i32 %737
  %740 = udiv i32 %739, 10
  %741 = mul i32 %740, 10
  %742 = sub i32 %739, %741
  %743 = trunc i32 %742 to i8
  %744 = or i8 %743, 48
  %745 = add nuw nsw i32 %738, 1
  %746 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %738
  store i8 %744, i8* %746, align 1, !tbaa !5
  %747 = icmp ult i32 %737, 10
  br i1 %747, label %748, label %736, !llvm.loop !8

748:                                              ; preds = %736, %748
  %749 = phi i32 [ %750, %748 ], [ %745, %736 ]
  %750 = add nsw i32 %749, -1
  %751 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %750
  %752 = load i8, i8* %751, align 1, !tbaa !5
  store volatile i8 %752, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %753 = icmp eq i32 %750, 0
  br i1 %753, label %754, label %748, !llvm.loop !9

754:                                              ; preds = %748
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %728) #6
  br label %775

755:                                              ; preds = %729
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %727) #6
  br label %756

756:                                              ; preds = %756, %755
  %757 = phi i32 [ %732, %755 ], [ %760, %756 ]
  %758 = phi i32 [ 0, %755 ], [ %765, %756 ]
  %759 = freeze i32 %757
  %760 = udiv i32 %759, 10
  %761 = mul i32 %760, 10
  %762 = sub i32 %759, %761
  %763 = trunc i32 %762 to i8
  %764 = or i8 %763, 48
  %765 = add nuw nsw i32 %758, 1
  %766 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %758
  store i8 %764, i8* %766, align 1, !tbaa !5
  %767 = icmp ult i32 %757, 10
  br i1 %767, label %768, label %756, !llvm.loop !8

768:                                              ; preds = %756, %768
  %769 = phi i32 [ %770, %768 ], [ %765, %756 ]
  %770 = add nsw i32 %769, -1
  %771 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %770
  %772 = load i8, i8* %771, align 1, !tbaa !5
  store volatile i8 %772, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %773 = icmp eq i32 %770, 0
  br i1 %773, label %774, label %768, !llvm.loop !9

774:                                              ; preds = %768
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %727) #6
  br label %775

775:                                              ; preds = %774, %754
  %776 = add nuw nsw i32 %730, 1
  %777 = icmp eq i32 %730, 7
  %778 = select i1 %777, i8 10, i8 32
  store volatile i8 %778, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %779 = icmp eq i32 %776, 8
  br i1 %779, label %780, label %729, !llvm.loop !14

780:                                              ; preds = %775
  %781 = bitcast [2 x [3 x i32]]* %17 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %781) #6
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(24) %781, i8* noundef nonnull align 4 dereferenceable(24) bitcast ([2 x [3 x i32]]* @__const.main.dims to i8*), i32 24, i1 false)
  %782 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  %783 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  %784 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  %785 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  br label %968

786:                                              ; preds = %99, %956
  %787 = phi i32 [ 9, %99 ], [ %957, %956 ]
  %788 = phi i32 [ 4, %99 ], [ %958, %956 ]
  %789 = phi i32 [ 0, %99 ], [ %959, %956 ]
  %790 = phi i32 [ -8, %99 ], [ %960, %956 ]
  %791 = phi i32 [ 7, %99 ], [ %961, %956 ]
  %792 = phi i32 [ 12, %99 ], [ %962, %956 ]
  %793 = phi i32 [ -3, %99 ], [ %963, %956 ]
  %794 = phi i32 [ 5, %99 ], [ %964, %956 ]
  %795 = phi i32 [ 0, %99 ], [ %965, %956 ]
  %796 = getelementptr inbounds [5 x i8*], [5 x i8*]* @main.script, i32 0, i32 %795
  %797 = load i8*, i8** %796, align 4, !tbaa !1
  %798 = load i8*, i8** getelementptr inbounds ([4 x %struct.command], [4 x %struct.command]* @commands, i32 0, i32 0, i32 0), align 4, !tbaa !15
  %799 = load i8, i8* %798, align 1, !tbaa !5
  %800 = icmp eq i8 %799, 0
  br i1 %800, label %812, label %801

801:                                              ; preds = %786, %807
  %802 = phi i8 [ %810, %807 ], [ %799, %786 ]
  %803 = phi i8* [ %809, %807 ], [ %797, %786 ]
  %804 = phi i8* [ %808, %807 ], [ %798, %786 ]
  %805 = load i8, i8* %803, align 1, !tbaa !5
  %806 = icmp eq i8 %802, %805
  br i1 %806, label %807, label %812

807:                                              ; preds = %801
  %808 = getelementptr inbounds i8, i8* %804, i32 1
  %809 = getelementptr inbounds i8, i8* %803, i32 1
  %810 = load i8, i8* %808, align 1, !tbaa !5
  %811 = icmp eq i8 %810, 0
  br i1 %811, label %812, label %801, !llvm.loop !17

812:                                              ; preds = %807, %801, %786
  %813 = phi i8* [ %797, %786 ], [ %803, %801 ], [ %809, %807 ]
  %814 = phi i8 [ 0, %786 ], [ %802, %801 ], [ 0, %807 ]
  %815 = load i8, i8* %813, align 1, !tbaa !5
  %816 = icmp eq i8 %814, %815
  br i1 %816, label %817, label %821

817:                                              ; preds = %876, %856, %836, %812
  %818 = phi i32 [ 0, %812 ], [ 1, %836 ], [ 2, %856 ], [ 3, %876 ]
  %819 = getelementptr inbounds [4 x %struct.command], [4 x %struct.command]* @commands, i32 0, i32 %818, i32 1
  %820 = load i32 (i32)*, i32 (i32)** %819, align 4, !tbaa !18
  br label %881

821:                                              ; preds = %812
  %822 = load i8*, i8** getelementptr inbounds ([4 x %struct.command], [4 x %struct.command]* @commands, i32 0, i32 1, i32 0), align 4, !tbaa !15
  %823 = load i8, i8* %822, align 1, !tbaa !5
  %824 = icmp eq i8 %823, 0
  br i1 %824, label %836, label %825

825:                                              ; preds = %821, %831
  %826 = phi i8 [ %834, %831 ], [ %823, %821 ]
  %827 = phi i8* [ %833, %831 ], [ %797, %821 ]
  %828 = phi i8* [ %832, %831 ], [ %822, %821 ]
  %829 = load i8, i8* %827, align 1, !tbaa !5
  %830 = icmp eq i8 %826, %829
  br i1 %830, label %831, label %836

831:                                              ; preds = %825
  %832 = getelementptr inbounds i8, i8* %828, i32 1
  %833 = getelementptr inbounds i8, i8* %827, i32 1
  %834 = load i8, i8* %832, align 1, !tbaa !5
  %835 = icmp eq i8 %834, 0
  br i1 %835, label %836, label %825, !llvm.loop !17

836:                                              ; preds = %831, %825, %821
  %837 = phi i8* [ %797, %821 ], [ %827, %825 ], [ %833, %831 ]
  %838 = phi i8 [ 0, %821 ], [ %826, %825 ], [ 0, %831 ]
  %839 = load i8, i8* %837, align 1, !tbaa !5
  %840 = icmp eq i8 %838, %839
  br i1 %840, label %817, label %841

841:                                              ; preds = %836
  %842 = load i8*, i8** getelementptr inbounds ([4 x %struct.command], [4 x %struct.command]* @commands, i32 0, i32 2, i32 0), align 4, !tbaa !15
  %843 = load i8, i8* %842, align 1, !tbaa !5
  %844 = icmp eq i8 %843, 0
  br i1 %844, label %856, label %845

845:                                              ; preds = %841, %851
  %846 = phi i8 [ %854, %851 ], [ %843, %841 ]
  %847 = phi i8* [ %853, %851 ], [ %797, %841 ]
  %848 = phi i8* [ %852, %851 ], [ %842, %841 ]
  %849 = load i8, i8* %847, align 1, !tbaa !5
  %850 = icmp eq i8 %846, %849
  br i1 %850, label %851, label %856

851:                                              ; preds = %845
  %852 = getelementptr inbounds i8, i8* %848, i32 1
  %853 = getelementptr inbounds i8, i8* %847, i32 1
  %854 = load i8, i8* %852, align 1, !tbaa !5
  %855 = icmp eq i8 %854, 0
  br i1 %855, label %856, label %845, !llvm.loop !17

856:                                              ; preds = %851, %845, %841
  %857 = phi i8* [ %797, %841 ], [ %847, %845 ], [ %853, %851 ]
  %858 = phi i8 [ 0, %841 ], [ %846, %845 ], [ 0, %851 ]
  %859 = load i8, i8* %857, align 1, !tbaa !5
  %860 = icmp eq i8 %858, %859
  br i1 %860, label %817, label %861

861:                                              ; preds = %856
  %862 = load i8*, i8** getelementptr inbounds ([4 x %struct.command], [4 x %struct.command]* @commands, i32 0, i32 3, i32 0), align 4, !tbaa !15
  %863 = load i8, i8* %862, align 1, !tbaa !5
  %864 = icmp eq i8 %863, 0
  br i1 %864, label %876, label %865

865:                                              ; preds = %861, %871
  %866 = phi i8 [ %874, %871 ], [ %863, %861 ]
  %867 = phi i8* [ %873, %871 ], [ %797, %861 ]
  %868 = phi i8* [ %872, %871 ], [ %862, %861 ]
  %869 = load i8, i8* %867, align 1, !tbaa !5
  %870 = icmp eq i8 %866, %869
  br i1 %870, label %871, label %876

871:                                              ; preds = %865
  %872 = getelementptr inbounds i8, i8* %868, i32 1
  %873 = getelementptr inbounds i8, i8* %867, i32 1
  %874 = load i8, i8* %872, align 1, !tbaa !5
  %875 = icmp eq i8 %874, 0
  br i1 %875, label %876, label %865, !llvm.loop !17

876:                                              ; preds = %871, %865, %861
  %877 = phi i8* [ %797, %861 ], [ %867, %865 ], [ %873, %871 ]
  %878 = phi i8 [ 0, %861 ], [ %866, %865 ], [ 0, %871 ]
  %879 = load i8, i8* %877, align 1, !tbaa !5
  %880 = icmp eq i8 %878, %879
  br i1 %880, label %817, label %881

881:                                              ; preds = %817, %876
  %882 = phi i32 (i32)* [ %820, %817 ], [ null, %876 ]
  %883 = load i8, i8* %797, align 1, !tbaa !5
  %884 = icmp eq i8 %883, 0
  br i1 %884, label %891, label %885

885:                                              ; preds = %881, %885
  %886 = phi i8 [ %889, %885 ], [ %883, %881 ]
  %887 = phi i8* [ %888, %885 ], [ %797, %881 ]
  %888 = getelementptr inbounds i8, i8* %887, i32 1
  store volatile i8 %886, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %889 = load i8, i8* %888, align 1, !tbaa !5
  %890 = icmp eq i8 %889, 0
  br i1 %890, label %891, label %885, !llvm.loop !6

891:                                              ; preds = %885, %881
  %892 = icmp eq i32 (i32)* %882, null
  br i1 %892, label %893, label %894

893:                                              ; preds = %891
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 107, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  br label %956

894:                                              ; preds = %891
  %895 = tail call i32 %882(i32 noundef signext %794) #6
  store i32 %895, i32* %22, align 4, !tbaa !12
  %896 = tail call i32 %882(i32 noundef signext %793) #6
  store i32 %896, i32* %23, align 4, !tbaa !12
  %897 = tail call i32 %882(i32 noundef signext %792) #6
  store i32 %897, i32* %24, align 4, !tbaa !12
  %898 = tail call i32 %882(i32 noundef signext %791) #6
  store i32 %898, i32* %25, align 4, !tbaa !12
  %899 = tail call i32 %882(i32 noundef signext %790) #6
  store i32 %899, i32* %26, align 4, !tbaa !12
  %900 = tail call i32 %882(i32 noundef signext %789) #6
  store i32 %900, i32* %27, align 4, !tbaa !12
  %901 = tail call i32 %882(i32 noundef signext %788) #6
  store i32 %901, i32* %28, align 4, !tbaa !12
  %902 = tail call i32 %882(i32 noundef signext %787) #6
  store i32 %902, i32* %29, align 4, !tbaa !12
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  br label %903

903:                                              ; preds = %953, %894
  %904 = phi i32 [ %955, %953 ], [ %895, %894 ]
  %905 = phi i32 [ %949, %953 ], [ 0, %894 ]
  %906 = icmp slt i32 %904, 0
  br i1 %906, label %907, label %928

907:                                              ; preds = %903
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %908 = sub i32 0, %904
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %101) #6
  br label %909

909:                                              ; preds = %909, %907
  %910 = phi i32 [ %908, %907 ], [ %913, %909 ]
  %911 = phi i32 [ 0, %907 ], [ %918, %909 ]
  %912 = freeze i32 %910
  %913 = udiv i32 %912, 10
  %914 = mul i32 %913, 10
  %915 = sub i32 %912, %914
  %916 = trunc i32 %915 to i8
  %917 = or i8 %916, 48
  %918 = add nuw nsw i32 %911, 1
  %919 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %911
  store i8 %917, i8* %919, align 1, !tbaa !5
  %920 = icmp ult i32 %910, 10
  br i1 %920, label %921, label %909, !llvm.loop !8

921:                                              ; preds = %909, %921
  %922 = phi i32 [ %923, %921 ], [ %918, %909 ]
  %923 = add nsw i32 %922, -1
  %924 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %923
  %925 = load i8, i8* %924, align 1, !tbaa !5
  store volatile i8 %925, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %926 = icmp eq i32 %923, 0
  br i1 %926, label %927, label %921, !llvm.loop !9

927:                                              ; preds = %921
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %101) #6
  br label %948

928:                                              ; preds = %903
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %100) #6
  br label %929

929:                                              ; preds = %929, %928
  %930 = phi i32 [ %904, %928 ], [ %933, %929 ]
  %931 = phi i32 [ 0, %928 ], [ %938, %929 ]
  %932 = freeze i32 %930
  %933 = udiv i32 %932, 10
  %934 = mul i32 %933, 10
  %935 = sub i32 %932, %934
  %936 = trunc i32 %935 to i8
  %937 = or i8 %936, 48
  %938 = add nuw nsw i32 %931, 1
  %939 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %931
  store i8 %937, i8* %939, align 1, !tbaa !5
  %940 = icmp ult i32 %930, 10
  br i1 %940, label %941, label %929, !llvm.loop !8

941:                                              ; preds = %929, %941
  %942 = phi i32 [ %943, %941 ], [ %938, %929 ]
  %943 = add nsw i32 %942, -1
  %944 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %943
  %945 = load i8, i8* %944, align 1, !tbaa !5
  store volatile i8 %945, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %946 = icmp eq i32 %943, 0
  br i1 %946, label %947, label %941, !llvm.loop !9

947:                                              ; preds = %941
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %100) #6
  br label %948

948:                                              ; preds = %947, %927
  %949 = add nuw nsw i32 %905, 1
  %950 = icmp eq i32 %905, 7
  %951 = select i1 %950, i8 10, i8 32
  store volatile i8 %951, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %952 = icmp eq i32 %949, 8
  br i1 %952, label %956, label %953, !llvm.loop !14

953:                                              ; preds = %948
  %954 = getelementptr inbounds [8 x i32], [8 x i32]* %15, i32 0, i32 %949
  %955 = load i32, i32* %954, align 4, !tbaa !12
  br label %903

956:                                              ; preds = %948, %893
  %957 = phi i32 [ %787, %893 ], [ %902, %948 ]
  %958 = phi i32 [ %788, %893 ], [ %901, %948 ]
  %959 = phi i32 [ %789, %893 ], [ %900, %948 ]
  %960 = phi i32 [ %790, %893 ], [ %899, %948 ]
  %961 = phi i32 [ %791, %893 ], [ %898, %948 ]
  %962 = phi i32 [ %792, %893 ], [ %897, %948 ]
  %963 = phi i32 [ %793, %893 ], [ %896, %948 ]
  %964 = phi i32 [ %794, %893 ], [ %895, %948 ]
  %965 = add nuw nsw i32 %795, 1
  %966 = icmp eq i32 %965, 5
  br i1 %966, label %166, label %786, !llvm.loop !19

967:                                              ; preds = %1073
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %781) #6
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %469) #6
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %21) #6
  ret i32 10

968:                                              ; preds = %780, %1073
  %969 = phi i1 [ true, %780 ], [ false, %1073 ]
  %970 = phi i32 [ 0, %780 ], [ 1, %1073 ]
  %971 = select i1 %969, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.10, i32 0, i32 0)
  %972 = load i8, i8* %971, align 1, !tbaa !5
  %973 = icmp eq i8 %972, 0
  br i1 %973, label %980, label %974

974:                                              ; preds = %968, %974
  %975 = phi i8 [ %978, %974 ], [ %972, %968 ]
  %976 = phi i8* [ %977, %974 ], [ %971, %968 ]
  %977 = getelementptr inbounds i8, i8* %976, i32 1
  store volatile i8 %975, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %978 = load i8, i8* %977, align 1, !tbaa !5
  %979 = icmp eq i8 %978, 0
  br i1 %979, label %980, label %974, !llvm.loop !6

980:                                              ; preds = %974, %968
  %981 = getelementptr inbounds [2 x %struct.shape_ops], [2 x %struct.shape_ops]* @shapes, i32 0, i32 %970, i32 0
  %982 = load i32 (i32*)*, i32 (i32*)** %981, align 4, !tbaa !20
  %983 = getelementptr inbounds [2 x [3 x i32]], [2 x [3 x i32]]* %17, i32 0, i32 %970, i32 0
  %984 = call i32 %982(i32* noundef nonnull %983) #6
  %985 = icmp slt i32 %984, 0
  br i1 %985, label %986, label %1007

986:                                              ; preds = %980
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %987 = sub i32 0, %984
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %783) #6
  br label %988

988:                                              ; preds = %988, %986
  %989 = phi i32 [ %987, %986 ], [ %992, %988 ]
  %990 = phi i32 [ 0, %986 ], [ %997, %988 ]
  %991 = freeze i32 %989
  %992 = udiv i32 %991, 10
  %993 = mul i32 %992, 10
  %994 = sub i32 %991, %993
  %995 = trunc i32 %994 to i8
  %996 = or i8 %995, 48
  %997 = add nuw nsw i32 %990, 1
  %998 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %990
  store i8 %996, i8* %998, align 1, !tbaa !5
  %999 = icmp ult i32 %989, 10
  br i1 %999, label %1000, label %988, !llvm.loop !8

1000:                                             ; preds = %988, %1000
  %1001 = phi i32 [ %1002, %1000 ], [ %997, %988 ]
  %1002 = add nsw i32 %1001, -1
  %1003 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %1002
  %1004 = load i8, i8* %1003, align 1, !tbaa !5
  store volatile i8 %1004, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1005 = icmp eq i32 %1002, 0
  br i1 %1005, label %1006, label %1000, !llvm.loop !9

1006:                                             ; preds = %1000
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %783) #6
  br label %1027

1007:                                             ; preds = %980
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %782) #6
  br label %1008

1008:                                             ; preds = %1008, %1007
  %1009 = phi i32 [ %984, %1007 ], [ %1012, %1008 ]
  %1010 = phi i32 [ 0, %1007 ], [ %1017, %1008 ]
  %1011 = freeze i32 %1009
  %1012 = udiv i32 %1011, 10
  %1013 = mul i32 %1012, 10
  %1014 = sub i32 %1011, %1013
  %1015 = trunc i32 %1014 to i8
  %1016 = or i8 %1015, 48
  %1017 = add nuw nsw i32 %1010, 1
  %1018 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %1010
  store i8 %1016, i8* %1018, align 1, !tbaa !5
  %1019 = icmp ult i32 %1009, 10
  br i1 %1019, label %1020, label %1008, !llvm.loop !8

1020:                                             ; preds = %1008, %1020
  %1021 = phi i32 [ %1022, %1020 ], [ %1017, %1008 ]
  %1022 = add nsw i32 %1021, -1
  %1023 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %1022
  %1024 = load i8, i8* %1023, align 1, !tbaa !5
  store volatile i8 %1024, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1025 = icmp eq i32 %1022, 0
  br i1 %1025, label %1026, label %1020, !llvm.loop !9

1026:                                             ; preds = %1020
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %782) #6
  br label %1027

1027:                                             ; preds = %1006, %1026
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1028 = getelementptr inbounds [2 x %struct.shape_ops], [2 x %struct.shape_ops]* @shapes, i32 0, i32 %970, i32 1
  %1029 = load i32 (i32*)*, i32 (i32*)** %1028, align 4, !tbaa !22
  %1030 = call i32 %1029(i32* noundef nonnull %983) #6
  %1031 = icmp slt i32 %1030, 0
  br i1 %1031, label %1032, label %1053

1032:                                             ; preds = %1027
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1033 = sub i32 0, %1030
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %785) #6
  br label %1034

1034:                                             ; preds = %1034, %1032
  %1035 = phi i32 [ %1033, %1032 ], [ %1038, %1034 ]
  %1036 = phi i32 [ 0, %1032 ], [ %1043, %1034 ]
  %1037 = freeze i32 %1035
  %1038 = udiv i32 %1037, 10
  %1039 = mul i32 %1038, 10
  %1040 = sub i32 %1037, %1039
  %1041 = trunc i32 %1040 to i8
  %1042 = or i8 %1041, 48
  %1043 = add nuw nsw i32 %1036, 1
  %1044 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %1036
  store i8 %1042, i8* %1044, align 1, !tbaa !5
  %1045 = icmp ult i32 %1035, 10
  br i1 %1045, label %1046, label %1034, !llvm.loop !8

1046:                                             ; preds = %1034, %1046
  %1047 = phi i32 [ %1048, %1046 ], [ %1043, %1034 ]
  %1048 = add nsw i32 %1047, -1
  %1049 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %1048
  %1050 = load i8, i8* %1049, align 1, !tbaa !5
  store volatile i8 %1050, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1051 = icmp eq i32 %1048, 0
  br i1 %1051, label %1052, label %1046, !llvm.loop !9

1052:                                             ; preds = %1046
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %785) #6
  br label %1073

1053:                                             ; preds = %1027
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %784) #6
  br label %1054

1054:                                             ; preds = %1054, %1053
  %1055 = phi i32 [ %1030, %1053 ], [ %1058, %1054 ]
  %1056 = phi i32 [ 0, %1053 ], [ %1063, %1054 ]
  %1057 = freeze i32 %1055
  %1058 = udiv i32 %1057, 10
  %1059 = mul i32 %1058, 10
  %1060 = sub i32 %1057, %1059
  %1061 = trunc i32 %1060 to i8
  %1062 = or i8 %1061, 48
  %1063 = add nuw nsw i32 %1056, 1
  %1064 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %1056
  store i8 %1062, i8* %1064, align 1, !tbaa !5
  %1065 = icmp ult i32 %1055, 10
  br i1 %1065, label %1066, label %1054, !llvm.loop !8

1066:                                             ; preds = %1054, %1066
  %1067 = phi i32 [ %1068, %1066 ], [ %1063, %1054 ]
  %1068 = add nsw i32 %1067, -1
  %1069 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %1068
  %1070 = load i8, i8* %1069, align 1, !tbaa !5
  store volatile i8 %1070, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1071 = icmp eq i32 %1068, 0
  br i1 %1071, label %1072, label %1066, !llvm.loop !9

1072:                                             ; preds = %1066
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %784) #6
  br label %1073

1073:                                             ; preds = %1052, %1072
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  br i1 %969, label %968, label %967, !llvm.loop !23
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @op_add(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @op_sub(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @op_mul(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = mul nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @op_div(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = sdiv i32 %0, %1
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ]
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @op_mod(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = srem i32 %0, %1
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ]
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @op_min(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = icmp slt i32 %0, %1
  %4 = select i1 %3, i32 %0, i32 %1
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @op_max(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = icmp sgt i32 %0, %1
  %4 = select i1 %3, i32 %0, i32 %1
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define internal i32 @rect_area(i32* nocapture noundef readonly %0) #4 {
  %2 = load i32, i32* %0, align 4, !tbaa !12
  %3 = getelementptr inbounds i32, i32* %0, i32 1
  %4 = load i32, i32* %3, align 4, !tbaa !12
  %5 = mul nsw i32 %4, %2
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define internal i32 @rect_perim(i32* nocapture noundef readonly %0) #4 {
  %2 = load i32, i32* %0, align 4, !tbaa !12
  %3 = getelementptr inbounds i32, i32* %0, i32 1
  %4 = load i32, i32* %3, align 4, !tbaa !12
  %5 = add nsw i32 %4, %2
  %6 = shl nsw i32 %5, 1
  ret i32 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define internal i32 @tri_area2(i32* nocapture noundef readonly %0) #4 {
  %2 = load i32, i32* %0, align 4, !tbaa !12
  %3 = getelementptr inbounds i32, i32* %0, i32 1
  %4 = load i32, i32* %3, align 4, !tbaa !12
  %5 = mul nsw i32 %4, %2
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define internal i32 @tri_perim(i32* nocapture noundef readonly %0) #4 {
  %2 = load i32, i32* %0, align 4, !tbaa !12
  %3 = getelementptr inbounds i32, i32* %0, i32 1
  %4 = load i32, i32* %3, align 4, !tbaa !12
  %5 = add nsw i32 %4, %2
  %6 = getelementptr inbounds i32, i32* %0, i32 2
  %7 = load i32, i32* %6, align 4, !tbaa !12
  %8 = add nsw i32 %5, %7
  ret i32 %8
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"any pointer", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!3, !3, i64 0}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !3, i64 0}
!14 = distinct !{!14, !7}
!15 = !{!16, !2, i64 0}
!16 = !{!"command", !2, i64 0, !2, i64 4}
!17 = distinct !{!17, !7}
!18 = !{!16, !2, i64 4}
!19 = distinct !{!19, !7}
!20 = !{!21, !2, i64 0}
!21 = !{!"shape_ops", !2, i64 0, !2, i64 4}
!22 = !{!21, !2, i64 4}
!23 = distinct !{!23, !7}
