; ModuleID = 'switch.c'
source_filename = "switch.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@main.probes = internal unnamed_addr constant [9 x i32] [i32 0, i32 1, i32 10, i32 100, i32 1000, i32 12345, i32 -2147483648, i32 -1, i32 99], align 4
@.str = private unnamed_addr constant [53 x i8] c"the quick brown fox jumps over 13 lazy dogs\09in 2024\0A\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"12+3*4-5\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"100/7*7-2\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"1+-2\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"mon\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"tue\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"wed\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"thu\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"fri\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"???\00", align 1
@switch.table.main = private unnamed_addr constant [7 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0)], align 4

; Function Attrs: nofree nounwind
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
  %13 = alloca [5 x i32], align 4
  %14 = alloca [23 x i8], align 4
  %15 = alloca [23 x i8], align 4
  br label %18

16:                                               ; preds = %34
  %17 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 0
  br label %41

18:                                               ; preds = %0, %34
  %19 = phi i32 [ -1, %0 ], [ %37, %34 ]
  %20 = icmp ult i32 %19, 7
  br i1 %20, label %21, label %24

21:                                               ; preds = %18
  %22 = getelementptr inbounds [7 x i8*], [7 x i8*]* @switch.table.main, i32 0, i32 %19
  %23 = load i8*, i8** %22, align 4
  br label %24

24:                                               ; preds = %18, %21
  %25 = phi i8* [ %23, %21 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0), %18 ]
  %26 = load i8, i8* %25, align 1, !tbaa !1
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %34, label %28

28:                                               ; preds = %24, %28
  %29 = phi i8 [ %32, %28 ], [ %26, %24 ]
  %30 = phi i8* [ %31, %28 ], [ %25, %24 ]
  %31 = getelementptr inbounds i8, i8* %30, i32 1
  store volatile i8 %29, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %32 = load i8, i8* %31, align 1, !tbaa !1
  %33 = icmp eq i8 %32, 0
  br i1 %33, label %34, label %28, !llvm.loop !4

34:                                               ; preds = %28, %24
  %35 = icmp eq i32 %19, 7
  %36 = select i1 %35, i8 10, i8 32
  store volatile i8 %36, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %37 = add nsw i32 %19, 1
  %38 = icmp eq i32 %37, 8
  br i1 %38, label %16, label %18, !llvm.loop !6

39:                                               ; preds = %73
  %40 = bitcast [5 x i32]* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %40) #3
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(20) %40, i8 0, i32 20, i1 false)
  br label %78

41:                                               ; preds = %16, %73
  %42 = phi i32 [ 0, %16 ], [ %76, %73 ]
  %43 = getelementptr inbounds [9 x i32], [9 x i32]* @main.probes, i32 0, i32 %42
  %44 = load i32, i32* %43, align 4, !tbaa !7
  switch i32 %44, label %51 [
    i32 1, label %52
    i32 10, label %45
    i32 100, label %46
    i32 1000, label %47
    i32 12345, label %48
    i32 -2147483648, label %49
    i32 -1, label %50
  ]

45:                                               ; preds = %41
  br label %52

46:                                               ; preds = %41
  br label %52

47:                                               ; preds = %41
  br label %52

48:                                               ; preds = %41
  br label %52

49:                                               ; preds = %41
  br label %52

50:                                               ; preds = %41
  br label %52

51:                                               ; preds = %41
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %73

52:                                               ; preds = %50, %49, %48, %47, %46, %45, %41
  %53 = phi i32 [ 10, %41 ], [ 20, %45 ], [ 30, %46 ], [ 40, %47 ], [ 50, %48 ], [ 60, %49 ], [ 70, %50 ]
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %17) #3
  br label %54

54:                                               ; preds = %54, %52
  %55 = phi i32 [ %53, %52 ], [ %58, %54 ]
  %56 = phi i32 [ 0, %52 ], [ %63, %54 ]
  %57 = freeze i32 %55
  %58 = udiv i32 %57, 10
  %59 = mul i32 %58, 10
  %60 = sub i32 %57, %59
  %61 = trunc i32 %60 to i8
  %62 = or i8 %61, 48
  %63 = add nuw nsw i32 %56, 1
  %64 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %56
  store i8 %62, i8* %64, align 1, !tbaa !1
  %65 = icmp ult i32 %55, 10
  br i1 %65, label %66, label %54, !llvm.loop !9

66:                                               ; preds = %54, %66
  %67 = phi i32 [ %68, %66 ], [ %63, %54 ]
  %68 = add nsw i32 %67, -1
  %69 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %68
  %70 = load i8, i8* %69, align 1, !tbaa !1
  store volatile i8 %70, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %71 = icmp eq i32 %68, 0
  br i1 %71, label %72, label %66, !llvm.loop !10

72:                                               ; preds = %66
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %17) #3
  br label %73

73:                                               ; preds = %51, %72
  %74 = icmp eq i32 %42, 8
  %75 = select i1 %74, i8 10, i8 32
  store volatile i8 %75, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %76 = add nuw nsw i32 %42, 1
  %77 = icmp eq i32 %76, 9
  br i1 %77, label %39, label %41, !llvm.loop !11

78:                                               ; preds = %39, %88
  %79 = phi i8 [ 116, %39 ], [ %94, %88 ]
  %80 = phi i8* [ getelementptr inbounds ([53 x i8], [53 x i8]* @.str, i32 0, i32 0), %39 ], [ %93, %88 ]
  %81 = sext i8 %79 to i32
  switch i32 %81, label %84 [
    i32 97, label %88
    i32 101, label %88
    i32 105, label %88
    i32 111, label %88
    i32 117, label %88
    i32 48, label %82
    i32 49, label %82
    i32 50, label %82
    i32 51, label %82
    i32 52, label %82
    i32 53, label %82
    i32 54, label %82
    i32 55, label %82
    i32 56, label %82
    i32 57, label %82
    i32 32, label %83
    i32 9, label %83
    i32 10, label %83
  ]

82:                                               ; preds = %78, %78, %78, %78, %78, %78, %78, %78, %78, %78
  br label %88

83:                                               ; preds = %78, %78, %78
  br label %88

84:                                               ; preds = %78
  %85 = add i8 %79, -97
  %86 = icmp ult i8 %85, 26
  %87 = select i1 %86, i32 4, i32 0
  br label %88

88:                                               ; preds = %78, %78, %78, %78, %78, %82, %83, %84
  %89 = phi i32 [ %87, %84 ], [ 3, %83 ], [ 2, %82 ], [ 1, %78 ], [ 1, %78 ], [ 1, %78 ], [ 1, %78 ], [ 1, %78 ]
  %90 = getelementptr inbounds [5 x i32], [5 x i32]* %13, i32 0, i32 %89
  %91 = load i32, i32* %90, align 4, !tbaa !7
  %92 = add nsw i32 %91, 1
  store i32 %92, i32* %90, align 4, !tbaa !7
  %93 = getelementptr inbounds i8, i8* %80, i32 1
  %94 = load i8, i8* %93, align 1, !tbaa !1
  %95 = icmp eq i8* %93, getelementptr inbounds ([53 x i8], [53 x i8]* @.str, i32 0, i32 52)
  br i1 %95, label %96, label %78, !llvm.loop !12

96:                                               ; preds = %88
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %97 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 0
  %98 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 0
  br label %101

99:                                               ; preds = %147
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %100 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 0
  br label %150

101:                                              ; preds = %96, %147
  %102 = phi i32 [ 0, %96 ], [ %148, %147 ]
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %103 = getelementptr inbounds [5 x i32], [5 x i32]* %13, i32 0, i32 %102
  %104 = load i32, i32* %103, align 4, !tbaa !7
  %105 = icmp slt i32 %104, 0
  br i1 %105, label %106, label %127

106:                                              ; preds = %101
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %107 = sub i32 0, %104
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %98) #3
  br label %108

108:                                              ; preds = %108, %106
  %109 = phi i32 [ %107, %106 ], [ %112, %108 ]
  %110 = phi i32 [ 0, %106 ], [ %117, %108 ]
  %111 = freeze i32 %109
  %112 = udiv i32 %111, 10
  %113 = mul i32 %112, 10
  %114 = sub i32 %111, %113
  %115 = trunc i32 %114 to i8
  %116 = or i8 %115, 48
  %117 = add nuw nsw i32 %110, 1
  %118 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %110
  store i8 %116, i8* %118, align 1, !tbaa !1
  %119 = icmp ult i32 %109, 10
  br i1 %119, label %120, label %108, !llvm.loop !9

120:                                              ; preds = %108, %120
  %121 = phi i32 [ %122, %120 ], [ %117, %108 ]
  %122 = add nsw i32 %121, -1
  %123 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %122
  %124 = load i8, i8* %123, align 1, !tbaa !1
  store volatile i8 %124, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %125 = icmp eq i32 %122, 0
  br i1 %125, label %126, label %120, !llvm.loop !10

126:                                              ; preds = %120
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %98) #3
  br label %147

127:                                              ; preds = %101
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %97) #3
  br label %128

128:                                              ; preds = %128, %127
  %129 = phi i32 [ %104, %127 ], [ %132, %128 ]
  %130 = phi i32 [ 0, %127 ], [ %137, %128 ]
  %131 = freeze i32 %129
  %132 = udiv i32 %131, 10
  %133 = mul i32 %132, 10
  %134 = sub i32 %131, %133
  %135 = trunc i32 %134 to i8
  %136 = or i8 %135, 48
  %137 = add nuw nsw i32 %130, 1
  %138 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %130
  store i8 %136, i8* %138, align 1, !tbaa !1
  %139 = icmp ult i32 %129, 10
  br i1 %139, label %140, label %128, !llvm.loop !9

140:                                              ; preds = %128, %140
  %141 = phi i32 [ %142, %140 ], [ %137, %128 ]
  %142 = add nsw i32 %141, -1
  %143 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %142
  %144 = load i8, i8* %143, align 1, !tbaa !1
  store volatile i8 %144, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %145 = icmp eq i32 %142, 0
  br i1 %145, label %146, label %140, !llvm.loop !10

146:                                              ; preds = %140
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %97) #3
  br label %147

147:                                              ; preds = %126, %146
  %148 = add nuw nsw i32 %102, 1
  %149 = icmp eq i32 %148, 5
  br i1 %149, label %99, label %101, !llvm.loop !13

150:                                              ; preds = %99, %178
  %151 = phi i32 [ 0, %99 ], [ %179, %178 ]
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  switch i32 %151, label %156 [
    i32 5, label %152
    i32 4, label %153
    i32 3, label %158
    i32 2, label %155
  ]

152:                                              ; preds = %150
  br label %153

153:                                              ; preds = %152, %150
  %154 = phi i32 [ 7, %150 ], [ 12, %152 ]
  br label %158

155:                                              ; preds = %150
  br label %156

156:                                              ; preds = %155, %150
  %157 = phi i32 [ 1, %150 ], [ 201, %155 ]
  br label %158

158:                                              ; preds = %150, %153, %156
  %159 = phi i32 [ %157, %156 ], [ %151, %150 ], [ %154, %153 ]
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %100) #3
  br label %160

160:                                              ; preds = %160, %158
  %161 = phi i32 [ %159, %158 ], [ %164, %160 ]
  %162 = phi i32 [ 0, %158 ], [ %169, %160 ]
  %163 = freeze i32 %161
  %164 = udiv i32 %163, 10
  %165 = mul i32 %164, 10
  %166 = sub i32 %163, %165
  %167 = trunc i32 %166 to i8
  %168 = or i8 %167, 48
  %169 = add nuw nsw i32 %162, 1
  %170 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %162
  store i8 %168, i8* %170, align 1, !tbaa !1
  %171 = icmp ult i32 %161, 10
  br i1 %171, label %172, label %160, !llvm.loop !9

172:                                              ; preds = %160, %172
  %173 = phi i32 [ %174, %172 ], [ %169, %160 ]
  %174 = add nsw i32 %173, -1
  %175 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %174
  %176 = load i8, i8* %175, align 1, !tbaa !1
  store volatile i8 %176, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %177 = icmp eq i32 %174, 0
  br i1 %177, label %178, label %172, !llvm.loop !10

178:                                              ; preds = %172
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %100) #3
  %179 = add nuw nsw i32 %151, 1
  %180 = icmp eq i32 %179, 7
  br i1 %180, label %181, label %150, !llvm.loop !14

181:                                              ; preds = %178
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %182 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 23, i8* nonnull %182) #3
  %183 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 23, i8* nonnull %183) #3
  %184 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 4
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(23) %184, i8 0, i32 19, i1 false), !tbaa !1
  store i8 0, i8* %182, align 4, !tbaa !1
  %185 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 1
  store i8 11, i8* %185, align 1, !tbaa !1
  %186 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 2
  store i8 22, i8* %186, align 2, !tbaa !1
  %187 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 3
  store i8 33, i8* %187, align 1, !tbaa !1
  %188 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 4
  store i8 44, i8* %188, align 4, !tbaa !1
  %189 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 5
  store i8 55, i8* %189, align 1, !tbaa !1
  %190 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 6
  store i8 66, i8* %190, align 2, !tbaa !1
  %191 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 7
  store i8 77, i8* %191, align 1, !tbaa !1
  %192 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 8
  store i8 88, i8* %192, align 4, !tbaa !1
  %193 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 9
  store i8 99, i8* %193, align 1, !tbaa !1
  %194 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 10
  store i8 110, i8* %194, align 2, !tbaa !1
  %195 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 11
  store i8 121, i8* %195, align 1, !tbaa !1
  %196 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 12
  store i8 -124, i8* %196, align 4, !tbaa !1
  %197 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 13
  store i8 -113, i8* %197, align 1, !tbaa !1
  %198 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 14
  store i8 -102, i8* %198, align 2, !tbaa !1
  %199 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 15
  store i8 -91, i8* %199, align 1, !tbaa !1
  %200 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 16
  store i8 -80, i8* %200, align 4, !tbaa !1
  %201 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 17
  store i8 -69, i8* %201, align 1, !tbaa !1
  %202 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 18
  store i8 -58, i8* %202, align 2, !tbaa !1
  %203 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 19
  store i8 -47, i8* %203, align 1, !tbaa !1
  %204 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 20
  store i8 -36, i8* %204, align 4, !tbaa !1
  %205 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 21
  store i8 -25, i8* %205, align 1, !tbaa !1
  %206 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 22
  store i8 -14, i8* %206, align 2, !tbaa !1
  %207 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 1
  %208 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 1
  store i8 0, i8* %183, align 4, !tbaa !1
  %209 = load i8, i8* %207, align 1, !tbaa !1
  %210 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 2
  %211 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 2
  store i8 %209, i8* %208, align 1, !tbaa !1
  %212 = load i8, i8* %210, align 2, !tbaa !1
  %213 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 3
  %214 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 3
  store i8 %212, i8* %211, align 2, !tbaa !1
  %215 = load i8, i8* %213, align 1, !tbaa !1
  %216 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 4
  %217 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 4
  store i8 %215, i8* %214, align 1, !tbaa !1
  %218 = load i8, i8* %216, align 4, !tbaa !1
  store i8 %218, i8* %217, align 4, !tbaa !1
  %219 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 1
  %220 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 1
  store i8 0, i8* %183, align 4, !tbaa !1
  %221 = load i8, i8* %219, align 1, !tbaa !1
  store i8 %221, i8* %220, align 1, !tbaa !1
  %222 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 2
  %223 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 2
  %224 = load i8, i8* %222, align 2, !tbaa !1
  %225 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 3
  %226 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 3
  store i8 %224, i8* %223, align 2, !tbaa !1
  %227 = load i8, i8* %225, align 1, !tbaa !1
  %228 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 4
  %229 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 4
  store i8 %227, i8* %226, align 1, !tbaa !1
  %230 = load i8, i8* %228, align 4, !tbaa !1
  %231 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 5
  %232 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 5
  store i8 %230, i8* %229, align 4, !tbaa !1
  %233 = load i8, i8* %231, align 1, !tbaa !1
  %234 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 6
  %235 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 6
  store i8 %233, i8* %232, align 1, !tbaa !1
  %236 = load i8, i8* %234, align 2, !tbaa !1
  %237 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 7
  %238 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 7
  store i8 %236, i8* %235, align 2, !tbaa !1
  %239 = load i8, i8* %237, align 1, !tbaa !1
  %240 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 8
  %241 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 8
  store i8 %239, i8* %238, align 1, !tbaa !1
  %242 = load i8, i8* %240, align 4, !tbaa !1
  %243 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 9
  %244 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 9
  store i8 %242, i8* %241, align 4, !tbaa !1
  %245 = load i8, i8* %243, align 1, !tbaa !1
  store i8 %245, i8* %244, align 1, !tbaa !1
  %246 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 1
  %247 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 1
  store i8 0, i8* %183, align 4, !tbaa !1
  %248 = load i8, i8* %246, align 1, !tbaa !1
  %249 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 2
  %250 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 2
  store i8 %248, i8* %247, align 1, !tbaa !1
  %251 = load i8, i8* %249, align 2, !tbaa !1
  %252 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 3
  %253 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 3
  store i8 %251, i8* %250, align 2, !tbaa !1
  %254 = load i8, i8* %252, align 1, !tbaa !1
  %255 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 4
  %256 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 4
  store i8 %254, i8* %253, align 1, !tbaa !1
  %257 = load i8, i8* %255, align 4, !tbaa !1
  %258 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 5
  %259 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 5
  store i8 %257, i8* %256, align 4, !tbaa !1
  %260 = load i8, i8* %258, align 1, !tbaa !1
  %261 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 6
  %262 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 6
  store i8 %260, i8* %259, align 1, !tbaa !1
  %263 = load i8, i8* %261, align 2, !tbaa !1
  store i8 %263, i8* %262, align 2, !tbaa !1
  %264 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 7
  %265 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 7
  %266 = load i8, i8* %264, align 1, !tbaa !1
  %267 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 8
  %268 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 8
  store i8 %266, i8* %265, align 1, !tbaa !1
  %269 = load i8, i8* %267, align 4, !tbaa !1
  %270 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 9
  %271 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 9
  store i8 %269, i8* %268, align 4, !tbaa !1
  %272 = load i8, i8* %270, align 1, !tbaa !1
  %273 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 10
  %274 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 10
  store i8 %272, i8* %271, align 1, !tbaa !1
  %275 = load i8, i8* %273, align 2, !tbaa !1
  %276 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 11
  %277 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 11
  store i8 %275, i8* %274, align 2, !tbaa !1
  %278 = load i8, i8* %276, align 1, !tbaa !1
  %279 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 12
  %280 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 12
  store i8 %278, i8* %277, align 1, !tbaa !1
  %281 = load i8, i8* %279, align 4, !tbaa !1
  %282 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 13
  %283 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 13
  store i8 %281, i8* %280, align 4, !tbaa !1
  %284 = load i8, i8* %282, align 1, !tbaa !1
  %285 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 14
  %286 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 14
  store i8 %284, i8* %283, align 1, !tbaa !1
  %287 = load i8, i8* %285, align 2, !tbaa !1
  store i8 %287, i8* %286, align 2, !tbaa !1
  %288 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 1
  %289 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 1
  store i8 0, i8* %183, align 4, !tbaa !1
  %290 = load i8, i8* %288, align 1, !tbaa !1
  %291 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 2
  %292 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 2
  store i8 %290, i8* %289, align 1, !tbaa !1
  %293 = load i8, i8* %291, align 2, !tbaa !1
  %294 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 3
  %295 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 3
  store i8 %293, i8* %292, align 2, !tbaa !1
  %296 = load i8, i8* %294, align 1, !tbaa !1
  store i8 %296, i8* %295, align 1, !tbaa !1
  %297 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 4
  %298 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 4
  %299 = load i8, i8* %297, align 4, !tbaa !1
  %300 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 5
  %301 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 5
  store i8 %299, i8* %298, align 4, !tbaa !1
  %302 = load i8, i8* %300, align 1, !tbaa !1
  %303 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 6
  %304 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 6
  store i8 %302, i8* %301, align 1, !tbaa !1
  %305 = load i8, i8* %303, align 2, !tbaa !1
  %306 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 7
  %307 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 7
  store i8 %305, i8* %304, align 2, !tbaa !1
  %308 = load i8, i8* %306, align 1, !tbaa !1
  %309 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 8
  %310 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 8
  store i8 %308, i8* %307, align 1, !tbaa !1
  %311 = load i8, i8* %309, align 4, !tbaa !1
  %312 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 9
  %313 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 9
  store i8 %311, i8* %310, align 4, !tbaa !1
  %314 = load i8, i8* %312, align 1, !tbaa !1
  %315 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 10
  %316 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 10
  store i8 %314, i8* %313, align 1, !tbaa !1
  %317 = load i8, i8* %315, align 2, !tbaa !1
  %318 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 11
  %319 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 11
  store i8 %317, i8* %316, align 2, !tbaa !1
  %320 = load i8, i8* %318, align 1, !tbaa !1
  store i8 %320, i8* %319, align 1, !tbaa !1
  %321 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 12
  %322 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 12
  %323 = load i8, i8* %321, align 4, !tbaa !1
  %324 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 13
  %325 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 13
  store i8 %323, i8* %322, align 4, !tbaa !1
  %326 = load i8, i8* %324, align 1, !tbaa !1
  %327 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 14
  %328 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 14
  store i8 %326, i8* %325, align 1, !tbaa !1
  %329 = load i8, i8* %327, align 2, !tbaa !1
  %330 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 15
  %331 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 15
  store i8 %329, i8* %328, align 2, !tbaa !1
  %332 = load i8, i8* %330, align 1, !tbaa !1
  %333 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 16
  %334 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 16
  store i8 %332, i8* %331, align 1, !tbaa !1
  %335 = load i8, i8* %333, align 4, !tbaa !1
  %336 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 17
  %337 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 17
  store i8 %335, i8* %334, align 4, !tbaa !1
  %338 = load i8, i8* %336, align 1, !tbaa !1
  %339 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 18
  %340 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 18
  store i8 %338, i8* %337, align 1, !tbaa !1
  %341 = load i8, i8* %339, align 2, !tbaa !1
  %342 = getelementptr inbounds [23 x i8], [23 x i8]* %14, i32 0, i32 19
  %343 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 19
  store i8 %341, i8* %340, align 2, !tbaa !1
  %344 = load i8, i8* %342, align 1, !tbaa !1
  store i8 %344, i8* %343, align 1, !tbaa !1
  %345 = load i8, i8* %183, align 4, !tbaa !1
  %346 = zext i8 %345 to i32
  %347 = mul nuw nsw i32 %346, 3
  %348 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 1
  %349 = load i8, i8* %348, align 1, !tbaa !1
  %350 = zext i8 %349 to i32
  %351 = add nuw nsw i32 %347, %350
  %352 = mul nuw nsw i32 %351, 3
  %353 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 2
  %354 = load i8, i8* %353, align 2, !tbaa !1
  %355 = zext i8 %354 to i32
  %356 = add nuw nsw i32 %352, %355
  %357 = mul nuw nsw i32 %356, 3
  %358 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 3
  %359 = load i8, i8* %358, align 1, !tbaa !1
  %360 = zext i8 %359 to i32
  %361 = add nuw nsw i32 %357, %360
  %362 = mul nuw nsw i32 %361, 3
  %363 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 4
  %364 = load i8, i8* %363, align 4, !tbaa !1
  %365 = zext i8 %364 to i32
  %366 = add nuw nsw i32 %362, %365
  %367 = mul nuw nsw i32 %366, 3
  %368 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 5
  %369 = load i8, i8* %368, align 1, !tbaa !1
  %370 = zext i8 %369 to i32
  %371 = add nuw nsw i32 %367, %370
  %372 = mul nuw nsw i32 %371, 3
  %373 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 6
  %374 = load i8, i8* %373, align 2, !tbaa !1
  %375 = zext i8 %374 to i32
  %376 = add nuw nsw i32 %372, %375
  %377 = mul nuw nsw i32 %376, 3
  %378 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 7
  %379 = load i8, i8* %378, align 1, !tbaa !1
  %380 = zext i8 %379 to i32
  %381 = add nuw nsw i32 %377, %380
  %382 = mul nuw nsw i32 %381, 3
  %383 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 8
  %384 = load i8, i8* %383, align 4, !tbaa !1
  %385 = zext i8 %384 to i32
  %386 = add nuw nsw i32 %382, %385
  %387 = mul nuw nsw i32 %386, 3
  %388 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 9
  %389 = load i8, i8* %388, align 1, !tbaa !1
  %390 = zext i8 %389 to i32
  %391 = add nuw nsw i32 %387, %390
  %392 = mul nuw nsw i32 %391, 3
  %393 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 10
  %394 = load i8, i8* %393, align 2, !tbaa !1
  %395 = zext i8 %394 to i32
  %396 = add nuw nsw i32 %392, %395
  %397 = mul nuw nsw i32 %396, 3
  %398 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 11
  %399 = load i8, i8* %398, align 1, !tbaa !1
  %400 = zext i8 %399 to i32
  %401 = add nuw nsw i32 %397, %400
  %402 = mul nuw nsw i32 %401, 3
  %403 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 12
  %404 = load i8, i8* %403, align 4, !tbaa !1
  %405 = zext i8 %404 to i32
  %406 = add nuw nsw i32 %402, %405
  %407 = mul nuw nsw i32 %406, 3
  %408 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 13
  %409 = load i8, i8* %408, align 1, !tbaa !1
  %410 = zext i8 %409 to i32
  %411 = add nuw nsw i32 %407, %410
  %412 = mul nuw nsw i32 %411, 3
  %413 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 14
  %414 = load i8, i8* %413, align 2, !tbaa !1
  %415 = zext i8 %414 to i32
  %416 = add nuw nsw i32 %412, %415
  %417 = mul i32 %416, 3
  %418 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 15
  %419 = load i8, i8* %418, align 1, !tbaa !1
  %420 = zext i8 %419 to i32
  %421 = add i32 %417, %420
  %422 = mul i32 %421, 3
  %423 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 16
  %424 = load i8, i8* %423, align 4, !tbaa !1
  %425 = zext i8 %424 to i32
  %426 = add i32 %422, %425
  %427 = mul i32 %426, 3
  %428 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 17
  %429 = load i8, i8* %428, align 1, !tbaa !1
  %430 = zext i8 %429 to i32
  %431 = add i32 %427, %430
  %432 = mul i32 %431, 3
  %433 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 18
  %434 = load i8, i8* %433, align 2, !tbaa !1
  %435 = zext i8 %434 to i32
  %436 = add i32 %432, %435
  %437 = mul i32 %436, 3
  %438 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 19
  %439 = load i8, i8* %438, align 1, !tbaa !1
  %440 = zext i8 %439 to i32
  %441 = add i32 %437, %440
  %442 = mul i32 %441, 3
  %443 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 20
  %444 = load i8, i8* %443, align 4, !tbaa !1
  %445 = zext i8 %444 to i32
  %446 = add i32 %442, %445
  %447 = mul i32 %446, 3
  %448 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 21
  %449 = load i8, i8* %448, align 1, !tbaa !1
  %450 = zext i8 %449 to i32
  %451 = add i32 %447, %450
  %452 = getelementptr inbounds [23 x i8], [23 x i8]* %15, i32 0, i32 22
  %453 = load i8, i8* %452, align 2, !tbaa !1
  %454 = zext i8 %453 to i32
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %455 = mul i32 %451, 3
  %456 = add i32 %455, %454
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %457 = icmp slt i32 %456, 0
  br i1 %457, label %458, label %480

458:                                              ; preds = %181
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %459 = sub i32 0, %456
  %460 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %460) #3
  br label %461

461:                                              ; preds = %461, %458
  %462 = phi i32 [ %459, %458 ], [ %465, %461 ]
  %463 = phi i32 [ 0, %458 ], [ %470, %461 ]
  %464 = freeze i32 %462
  %465 = udiv i32 %464, 10
  %466 = mul i32 %465, 10
  %467 = sub i32 %464, %466
  %468 = trunc i32 %467 to i8
  %469 = or i8 %468, 48
  %470 = add nuw nsw i32 %463, 1
  %471 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %463
  store i8 %469, i8* %471, align 1, !tbaa !1
  %472 = icmp ult i32 %462, 10
  br i1 %472, label %473, label %461, !llvm.loop !9

473:                                              ; preds = %461, %473
  %474 = phi i32 [ %475, %473 ], [ %470, %461 ]
  %475 = add nsw i32 %474, -1
  %476 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %475
  %477 = load i8, i8* %476, align 1, !tbaa !1
  store volatile i8 %477, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %478 = icmp eq i32 %475, 0
  br i1 %478, label %479, label %473, !llvm.loop !10

479:                                              ; preds = %473
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %460) #3
  br label %501

480:                                              ; preds = %181
  %481 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %481) #3
  br label %482

482:                                              ; preds = %482, %480
  %483 = phi i32 [ %456, %480 ], [ %486, %482 ]
  %484 = phi i32 [ 0, %480 ], [ %491, %482 ]
  %485 = freeze i32 %483
  %486 = udiv i32 %485, 10
  %487 = mul i32 %486, 10
  %488 = sub i32 %485, %487
  %489 = trunc i32 %488 to i8
  %490 = or i8 %489, 48
  %491 = add nuw nsw i32 %484, 1
  %492 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %484
  store i8 %490, i8* %492, align 1, !tbaa !1
  %493 = icmp ult i32 %483, 10
  br i1 %493, label %494, label %482, !llvm.loop !9

494:                                              ; preds = %482, %494
  %495 = phi i32 [ %496, %494 ], [ %491, %482 ]
  %496 = add nsw i32 %495, -1
  %497 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %496
  %498 = load i8, i8* %497, align 1, !tbaa !1
  store volatile i8 %498, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %499 = icmp eq i32 %496, 0
  br i1 %499, label %500, label %494, !llvm.loop !10

500:                                              ; preds = %494
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %481) #3
  br label %501

501:                                              ; preds = %479, %500
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %502

502:                                              ; preds = %538, %501
  %503 = phi i8* [ getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i32 0, i32 0), %501 ], [ %543, %538 ]
  %504 = phi i32 [ 0, %501 ], [ %539, %538 ]
  %505 = phi i32 [ 0, %501 ], [ %540, %538 ]
  %506 = phi i32 [ 0, %501 ], [ %541, %538 ]
  %507 = phi i8 [ 43, %501 ], [ %542, %538 ]
  %508 = load i8, i8* %503, align 1, !tbaa !1
  switch i32 %504, label %538 [
    i32 0, label %509
    i32 2, label %509
    i32 1, label %515
  ]

509:                                              ; preds = %502, %502
  %510 = add i8 %508, -48
  %511 = icmp ult i8 %510, 10
  br i1 %511, label %512, label %544

512:                                              ; preds = %509
  %513 = zext i8 %508 to i32
  %514 = add nsw i32 %513, -48
  br label %538

515:                                              ; preds = %502
  %516 = add i8 %508, -48
  %517 = icmp ult i8 %516, 10
  br i1 %517, label %518, label %523

518:                                              ; preds = %515
  %519 = zext i8 %508 to i32
  %520 = mul nsw i32 %506, 10
  %521 = add i32 %520, -48
  %522 = add i32 %521, %519
  br label %538

523:                                              ; preds = %515
  %524 = sext i8 %507 to i32
  switch i32 %524, label %535 [
    i32 43, label %525
    i32 45, label %527
    i32 42, label %529
    i32 47, label %531
  ]

525:                                              ; preds = %523
  %526 = add nsw i32 %506, %505
  br label %535

527:                                              ; preds = %523
  %528 = sub nsw i32 %505, %506
  br label %535

529:                                              ; preds = %523
  %530 = mul nsw i32 %506, %505
  br label %535

531:                                              ; preds = %523
  %532 = icmp eq i32 %506, 0
  br i1 %532, label %535, label %533

533:                                              ; preds = %531
  %534 = sdiv i32 %505, %506
  br label %535

535:                                              ; preds = %533, %531, %529, %527, %525, %523
  %536 = phi i32 [ %505, %523 ], [ %530, %529 ], [ %528, %527 ], [ %526, %525 ], [ %534, %533 ], [ 0, %531 ]
  %537 = icmp eq i8 %508, 0
  br i1 %537, label %544, label %538

538:                                              ; preds = %535, %518, %512, %502
  %539 = phi i32 [ %504, %502 ], [ 1, %518 ], [ 1, %512 ], [ 2, %535 ]
  %540 = phi i32 [ %505, %502 ], [ %505, %518 ], [ %505, %512 ], [ %536, %535 ]
  %541 = phi i32 [ %506, %502 ], [ %522, %518 ], [ %514, %512 ], [ %506, %535 ]
  %542 = phi i8 [ %507, %502 ], [ %507, %518 ], [ %507, %512 ], [ %508, %535 ]
  %543 = getelementptr inbounds i8, i8* %503, i32 1
  br label %502

544:                                              ; preds = %509, %535
  %545 = phi i32 [ %536, %535 ], [ -9999, %509 ]
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 43, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 42, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %546 = icmp slt i32 %545, 0
  br i1 %546, label %547, label %569

547:                                              ; preds = %544
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %548 = sub i32 0, %545
  %549 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %549) #3
  br label %550

550:                                              ; preds = %550, %547
  %551 = phi i32 [ %548, %547 ], [ %554, %550 ]
  %552 = phi i32 [ 0, %547 ], [ %559, %550 ]
  %553 = freeze i32 %551
  %554 = udiv i32 %553, 10
  %555 = mul i32 %554, 10
  %556 = sub i32 %553, %555
  %557 = trunc i32 %556 to i8
  %558 = or i8 %557, 48
  %559 = add nuw nsw i32 %552, 1
  %560 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %552
  store i8 %558, i8* %560, align 1, !tbaa !1
  %561 = icmp ult i32 %551, 10
  br i1 %561, label %562, label %550, !llvm.loop !9

562:                                              ; preds = %550, %562
  %563 = phi i32 [ %564, %562 ], [ %559, %550 ]
  %564 = add nsw i32 %563, -1
  %565 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %564
  %566 = load i8, i8* %565, align 1, !tbaa !1
  store volatile i8 %566, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %567 = icmp eq i32 %564, 0
  br i1 %567, label %568, label %562, !llvm.loop !10

568:                                              ; preds = %562
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %549) #3
  br label %590

569:                                              ; preds = %544
  %570 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %570) #3
  br label %571

571:                                              ; preds = %571, %569
  %572 = phi i32 [ %545, %569 ], [ %575, %571 ]
  %573 = phi i32 [ 0, %569 ], [ %580, %571 ]
  %574 = freeze i32 %572
  %575 = udiv i32 %574, 10
  %576 = mul i32 %575, 10
  %577 = sub i32 %574, %576
  %578 = trunc i32 %577 to i8
  %579 = or i8 %578, 48
  %580 = add nuw nsw i32 %573, 1
  %581 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %573
  store i8 %579, i8* %581, align 1, !tbaa !1
  %582 = icmp ult i32 %572, 10
  br i1 %582, label %583, label %571, !llvm.loop !9

583:                                              ; preds = %571, %583
  %584 = phi i32 [ %585, %583 ], [ %580, %571 ]
  %585 = add nsw i32 %584, -1
  %586 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %585
  %587 = load i8, i8* %586, align 1, !tbaa !1
  store volatile i8 %587, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %588 = icmp eq i32 %585, 0
  br i1 %588, label %589, label %583, !llvm.loop !10

589:                                              ; preds = %583
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %570) #3
  br label %590

590:                                              ; preds = %568, %589
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %591

591:                                              ; preds = %627, %590
  %592 = phi i8* [ getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i32 0, i32 0), %590 ], [ %632, %627 ]
  %593 = phi i32 [ 0, %590 ], [ %628, %627 ]
  %594 = phi i32 [ 0, %590 ], [ %629, %627 ]
  %595 = phi i32 [ 0, %590 ], [ %630, %627 ]
  %596 = phi i8 [ 43, %590 ], [ %631, %627 ]
  %597 = load i8, i8* %592, align 1, !tbaa !1
  switch i32 %593, label %627 [
    i32 0, label %598
    i32 2, label %598
    i32 1, label %604
  ]

598:                                              ; preds = %591, %591
  %599 = add i8 %597, -48
  %600 = icmp ult i8 %599, 10
  br i1 %600, label %601, label %633

601:                                              ; preds = %598
  %602 = zext i8 %597 to i32
  %603 = add nsw i32 %602, -48
  br label %627

604:                                              ; preds = %591
  %605 = add i8 %597, -48
  %606 = icmp ult i8 %605, 10
  br i1 %606, label %607, label %612

607:                                              ; preds = %604
  %608 = zext i8 %597 to i32
  %609 = mul nsw i32 %595, 10
  %610 = add i32 %609, -48
  %611 = add i32 %610, %608
  br label %627

612:                                              ; preds = %604
  %613 = sext i8 %596 to i32
  switch i32 %613, label %624 [
    i32 43, label %614
    i32 45, label %616
    i32 42, label %618
    i32 47, label %620
  ]

614:                                              ; preds = %612
  %615 = add nsw i32 %595, %594
  br label %624

616:                                              ; preds = %612
  %617 = sub nsw i32 %594, %595
  br label %624

618:                                              ; preds = %612
  %619 = mul nsw i32 %595, %594
  br label %624

620:                                              ; preds = %612
  %621 = icmp eq i32 %595, 0
  br i1 %621, label %624, label %622

622:                                              ; preds = %620
  %623 = sdiv i32 %594, %595
  br label %624

624:                                              ; preds = %622, %620, %618, %616, %614, %612
  %625 = phi i32 [ %594, %612 ], [ %619, %618 ], [ %617, %616 ], [ %615, %614 ], [ %623, %622 ], [ 0, %620 ]
  %626 = icmp eq i8 %597, 0
  br i1 %626, label %633, label %627

627:                                              ; preds = %624, %607, %601, %591
  %628 = phi i32 [ %593, %591 ], [ 1, %607 ], [ 1, %601 ], [ 2, %624 ]
  %629 = phi i32 [ %594, %591 ], [ %594, %607 ], [ %594, %601 ], [ %625, %624 ]
  %630 = phi i32 [ %595, %591 ], [ %611, %607 ], [ %603, %601 ], [ %595, %624 ]
  %631 = phi i8 [ %596, %591 ], [ %596, %607 ], [ %596, %601 ], [ %597, %624 ]
  %632 = getelementptr inbounds i8, i8* %592, i32 1
  br label %591

633:                                              ; preds = %598, %624
  %634 = phi i32 [ %625, %624 ], [ -9999, %598 ]
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 47, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 42, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %635 = icmp slt i32 %634, 0
  br i1 %635, label %636, label %658

636:                                              ; preds = %633
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %637 = sub i32 0, %634
  %638 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %638) #3
  br label %639

639:                                              ; preds = %639, %636
  %640 = phi i32 [ %637, %636 ], [ %643, %639 ]
  %641 = phi i32 [ 0, %636 ], [ %648, %639 ]
  %642 = freeze i32 %640
  %643 = udiv i32 %642, 10
  %644 = mul i32 %643, 10
  %645 = sub i32 %642, %644
  %646 = trunc i32 %645 to i8
  %647 = or i8 %646, 48
  %648 = add nuw nsw i32 %641, 1
  %649 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %641
  store i8 %647, i8* %649, align 1, !tbaa !1
  %650 = icmp ult i32 %640, 10
  br i1 %650, label %651, label %639, !llvm.loop !9

651:                                              ; preds = %639, %651
  %652 = phi i32 [ %653, %651 ], [ %648, %639 ]
  %653 = add nsw i32 %652, -1
  %654 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %653
  %655 = load i8, i8* %654, align 1, !tbaa !1
  store volatile i8 %655, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %656 = icmp eq i32 %653, 0
  br i1 %656, label %657, label %651, !llvm.loop !10

657:                                              ; preds = %651
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %638) #3
  br label %679

658:                                              ; preds = %633
  %659 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %659) #3
  br label %660

660:                                              ; preds = %660, %658
  %661 = phi i32 [ %634, %658 ], [ %664, %660 ]
  %662 = phi i32 [ 0, %658 ], [ %669, %660 ]
  %663 = freeze i32 %661
  %664 = udiv i32 %663, 10
  %665 = mul i32 %664, 10
  %666 = sub i32 %663, %665
  %667 = trunc i32 %666 to i8
  %668 = or i8 %667, 48
  %669 = add nuw nsw i32 %662, 1
  %670 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %662
  store i8 %668, i8* %670, align 1, !tbaa !1
  %671 = icmp ult i32 %661, 10
  br i1 %671, label %672, label %660, !llvm.loop !9

672:                                              ; preds = %660, %672
  %673 = phi i32 [ %674, %672 ], [ %669, %660 ]
  %674 = add nsw i32 %673, -1
  %675 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %674
  %676 = load i8, i8* %675, align 1, !tbaa !1
  store volatile i8 %676, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %677 = icmp eq i32 %674, 0
  br i1 %677, label %678, label %672, !llvm.loop !10

678:                                              ; preds = %672
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %659) #3
  br label %679

679:                                              ; preds = %657, %678
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %680

680:                                              ; preds = %717, %679
  %681 = phi i8* [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), %679 ], [ %722, %717 ]
  %682 = phi i32 [ 0, %679 ], [ %718, %717 ]
  %683 = phi i32 [ 0, %679 ], [ %719, %717 ]
  %684 = phi i32 [ 0, %679 ], [ %720, %717 ]
  %685 = phi i8 [ 43, %679 ], [ %721, %717 ]
  %686 = load i8, i8* %681, align 1, !tbaa !1
  switch i32 %682, label %717 [
    i32 0, label %687
    i32 2, label %687
    i32 1, label %694
  ]

687:                                              ; preds = %680, %680
  %688 = add i8 %686, -48
  %689 = icmp ult i8 %688, 10
  br i1 %689, label %691, label %690

690:                                              ; preds = %687
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %725

691:                                              ; preds = %687
  %692 = zext i8 %686 to i32
  %693 = add nsw i32 %692, -48
  br label %717

694:                                              ; preds = %680
  %695 = add i8 %686, -48
  %696 = icmp ult i8 %695, 10
  br i1 %696, label %697, label %702

697:                                              ; preds = %694
  %698 = zext i8 %686 to i32
  %699 = mul nsw i32 %684, 10
  %700 = add i32 %699, -48
  %701 = add i32 %700, %698
  br label %717

702:                                              ; preds = %694
  %703 = sext i8 %685 to i32
  switch i32 %703, label %714 [
    i32 43, label %704
    i32 45, label %706
    i32 42, label %708
    i32 47, label %710
  ]

704:                                              ; preds = %702
  %705 = add nsw i32 %684, %683
  br label %714

706:                                              ; preds = %702
  %707 = sub nsw i32 %683, %684
  br label %714

708:                                              ; preds = %702
  %709 = mul nsw i32 %684, %683
  br label %714

710:                                              ; preds = %702
  %711 = icmp eq i32 %684, 0
  br i1 %711, label %714, label %712

712:                                              ; preds = %710
  %713 = sdiv i32 %683, %684
  br label %714

714:                                              ; preds = %712, %710, %708, %706, %704, %702
  %715 = phi i32 [ %683, %702 ], [ %709, %708 ], [ %707, %706 ], [ %705, %704 ], [ %713, %712 ], [ 0, %710 ]
  %716 = icmp eq i8 %686, 0
  br i1 %716, label %723, label %717

717:                                              ; preds = %714, %697, %691, %680
  %718 = phi i32 [ %682, %680 ], [ 1, %697 ], [ 1, %691 ], [ 2, %714 ]
  %719 = phi i32 [ %683, %680 ], [ %683, %697 ], [ %683, %691 ], [ %715, %714 ]
  %720 = phi i32 [ %684, %680 ], [ %701, %697 ], [ %693, %691 ], [ %684, %714 ]
  %721 = phi i8 [ %685, %680 ], [ %685, %697 ], [ %685, %691 ], [ %686, %714 ]
  %722 = getelementptr inbounds i8, i8* %681, i32 1
  br label %680

723:                                              ; preds = %714
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %724 = icmp slt i32 %715, 0
  br i1 %724, label %725, label %748

725:                                              ; preds = %690, %723
  %726 = phi i32 [ -9999, %690 ], [ %715, %723 ]
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %727 = sub i32 0, %726
  %728 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %728) #3
  br label %729

729:                                              ; preds = %729, %725
  %730 = phi i32 [ %727, %725 ], [ %733, %729 ]
  %731 = phi i32 [ 0, %725 ], [ %738, %729 ]
  %732 = freeze i32 %730
  %733 = udiv i32 %732, 10
  %734 = mul i32 %733, 10
  %735 = sub i32 %732, %734
  %736 = trunc i32 %735 to i8
  %737 = or i8 %736, 48
  %738 = add nuw nsw i32 %731, 1
  %739 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %731
  store i8 %737, i8* %739, align 1, !tbaa !1
  %740 = icmp ult i32 %730, 10
  br i1 %740, label %741, label %729, !llvm.loop !9

741:                                              ; preds = %729, %741
  %742 = phi i32 [ %743, %741 ], [ %738, %729 ]
  %743 = add nsw i32 %742, -1
  %744 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %743
  %745 = load i8, i8* %744, align 1, !tbaa !1
  store volatile i8 %745, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %746 = icmp eq i32 %743, 0
  br i1 %746, label %747, label %741, !llvm.loop !10

747:                                              ; preds = %741
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %728) #3
  br label %769

748:                                              ; preds = %723
  %749 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %749) #3
  br label %750

750:                                              ; preds = %750, %748
  %751 = phi i32 [ %715, %748 ], [ %754, %750 ]
  %752 = phi i32 [ 0, %748 ], [ %759, %750 ]
  %753 = freeze i32 %751
  %754 = udiv i32 %753, 10
  %755 = mul i32 %754, 10
  %756 = sub i32 %753, %755
  %757 = trunc i32 %756 to i8
  %758 = or i8 %757, 48
  %759 = add nuw nsw i32 %752, 1
  %760 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %752
  store i8 %758, i8* %760, align 1, !tbaa !1
  %761 = icmp ult i32 %751, 10
  br i1 %761, label %762, label %750, !llvm.loop !9

762:                                              ; preds = %750, %762
  %763 = phi i32 [ %764, %762 ], [ %759, %750 ]
  %764 = add nsw i32 %763, -1
  %765 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %764
  %766 = load i8, i8* %765, align 1, !tbaa !1
  store volatile i8 %766, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %767 = icmp eq i32 %764, 0
  br i1 %767, label %768, label %762, !llvm.loop !10

768:                                              ; preds = %762
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %749) #3
  br label %769

769:                                              ; preds = %747, %768
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %770 = getelementptr inbounds [5 x i32], [5 x i32]* %13, i32 0, i32 1
  %771 = load i32, i32* %770, align 4, !tbaa !7
  call void @llvm.lifetime.end.p0i8(i64 23, i8* nonnull %183) #3
  call void @llvm.lifetime.end.p0i8(i64 23, i8* nonnull %182) #3
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %40) #3
  ret i32 %771
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #2

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { nounwind }

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
!11 = distinct !{!11, !5}
!12 = distinct !{!12, !5}
!13 = distinct !{!13, !5}
!14 = distinct !{!14, !5}
