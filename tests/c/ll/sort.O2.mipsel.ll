; ModuleID = 'sort.c'
source_filename = "sort.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.rec = type { i8, i16, i16 }

@.str.7 = private unnamed_addr constant [5 x i8] c"sort\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"merge\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"heap\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"quick\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"insertion\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"bubble\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"shell\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"radix\00", align 1
@__const.main.names = private unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0)], align 4
@rng = internal unnamed_addr global i32 12345, align 4
@tmp = internal unnamed_addr global [64 x i32] zeroinitializer, align 4
@.str.15 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = alloca [10 x i8], align 1
  %5 = alloca [5 x i8], align 4
  %6 = alloca [10 x i8], align 1
  %7 = alloca [10 x i8], align 1
  %8 = alloca [10 x i8], align 1
  %9 = alloca [10 x i8], align 1
  %10 = alloca [10 x i8], align 1
  %11 = alloca [10 x i8], align 1
  %12 = alloca [64 x i32], align 4
  %13 = bitcast [64 x i32]* %12 to i8*
  %14 = alloca [64 x i32], align 4
  %15 = bitcast [64 x i32]* %14 to i8*
  %16 = alloca [64 x i32], align 4
  %17 = bitcast [64 x i32]* %16 to i8*
  %18 = alloca [64 x i32], align 4
  %19 = bitcast [64 x i32]* %18 to i8*
  %20 = alloca [64 x i32], align 4
  %21 = bitcast [64 x i32]* %20 to i8*
  %22 = alloca [10 x %struct.rec], align 2
  %23 = alloca [8 x i8*], align 4
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %13) #4
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %15) #4
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %17) #4
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %19) #4
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %21) #4
  %24 = load i32, i32* @rng, align 4, !tbaa !1
  br label %26

25:                                               ; preds = %26
  store i32 %30, i32* @rng, align 4, !tbaa !1
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(256) %21, i8* noundef nonnull align 4 dereferenceable(256) %13, i32 256, i1 false), !tbaa !1
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(256) %19, i8* noundef nonnull align 4 dereferenceable(256) %13, i32 256, i1 false), !tbaa !1
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(256) %17, i8* noundef nonnull align 4 dereferenceable(256) %13, i32 256, i1 false), !tbaa !1
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(256) %15, i8* noundef nonnull align 4 dereferenceable(256) %13, i32 256, i1 false), !tbaa !1
  br label %37

26:                                               ; preds = %0, %26
  %27 = phi i32 [ 0, %0 ], [ %35, %26 ]
  %28 = phi i32 [ %24, %0 ], [ %30, %26 ]
  %29 = mul i32 %28, 1103515245
  %30 = add i32 %29, 12345
  %31 = lshr i32 %30, 8
  %32 = urem i32 %31, 2001
  %33 = add nsw i32 %32, -1000
  %34 = getelementptr inbounds [64 x i32], [64 x i32]* %12, i32 0, i32 %27
  store i32 %33, i32* %34, align 4, !tbaa !1
  %35 = add nuw nsw i32 %27, 1
  %36 = icmp eq i32 %35, 64
  br i1 %36, label %25, label %26, !llvm.loop !5

37:                                               ; preds = %25, %50
  %38 = phi i32 [ %53, %50 ], [ 1, %25 ]
  %39 = getelementptr inbounds [64 x i32], [64 x i32]* %14, i32 0, i32 %38
  %40 = load i32, i32* %39, align 4, !tbaa !1
  br label %41

41:                                               ; preds = %47, %37
  %42 = phi i32 [ %38, %37 ], [ %43, %47 ]
  %43 = add nsw i32 %42, -1
  %44 = getelementptr inbounds [64 x i32], [64 x i32]* %14, i32 0, i32 %43
  %45 = load i32, i32* %44, align 4, !tbaa !1
  %46 = icmp sgt i32 %45, %40
  br i1 %46, label %47, label %50

47:                                               ; preds = %41
  %48 = getelementptr inbounds [64 x i32], [64 x i32]* %14, i32 0, i32 %42
  store i32 %45, i32* %48, align 4, !tbaa !1
  %49 = icmp sgt i32 %42, 1
  br i1 %49, label %41, label %50, !llvm.loop !7

50:                                               ; preds = %47, %41
  %51 = phi i32 [ 0, %47 ], [ %42, %41 ]
  %52 = getelementptr inbounds [64 x i32], [64 x i32]* %14, i32 0, i32 %51
  store i32 %40, i32* %52, align 4, !tbaa !1
  %53 = add nuw nsw i32 %38, 1
  %54 = icmp eq i32 %53, 64
  br i1 %54, label %55, label %37, !llvm.loop !8

55:                                               ; preds = %50
  %56 = getelementptr inbounds [64 x i32], [64 x i32]* %16, i32 0, i32 0
  call fastcc void @quick(i32* noundef nonnull %56, i32 noundef signext 0, i32 noundef signext 63)
  %57 = getelementptr inbounds [64 x i32], [64 x i32]* %18, i32 0, i32 0
  call fastcc void @merge_sort(i32* noundef nonnull %57, i32 noundef signext 64)
  br label %58

58:                                               ; preds = %86, %55
  %59 = phi i32 [ 31, %55 ], [ %87, %86 ]
  %60 = shl nuw nsw i32 %59, 1
  %61 = or i32 %60, 1
  br label %62

62:                                               ; preds = %82, %58
  %63 = phi i32 [ %84, %82 ], [ %61, %58 ]
  %64 = phi i32 [ %83, %82 ], [ %60, %58 ]
  %65 = phi i32 [ %76, %82 ], [ %59, %58 ]
  %66 = add i32 %64, 2
  %67 = icmp slt i32 %66, 64
  br i1 %67, label %68, label %75

68:                                               ; preds = %62
  %69 = getelementptr inbounds [64 x i32], [64 x i32]* %20, i32 0, i32 %66
  %70 = load i32, i32* %69, align 4, !tbaa !1
  %71 = getelementptr inbounds [64 x i32], [64 x i32]* %20, i32 0, i32 %63
  %72 = load i32, i32* %71, align 4, !tbaa !1
  %73 = icmp sgt i32 %70, %72
  %74 = select i1 %73, i32 %66, i32 %63
  br label %75

75:                                               ; preds = %68, %62
  %76 = phi i32 [ %63, %62 ], [ %74, %68 ]
  %77 = getelementptr inbounds [64 x i32], [64 x i32]* %20, i32 0, i32 %65
  %78 = load i32, i32* %77, align 4, !tbaa !1
  %79 = getelementptr inbounds [64 x i32], [64 x i32]* %20, i32 0, i32 %76
  %80 = load i32, i32* %79, align 4, !tbaa !1
  %81 = icmp slt i32 %78, %80
  br i1 %81, label %82, label %86

82:                                               ; preds = %75
  store i32 %80, i32* %77, align 4, !tbaa !1
  store i32 %78, i32* %79, align 4, !tbaa !1
  %83 = shl nsw i32 %76, 1
  %84 = or i32 %83, 1
  %85 = icmp slt i32 %84, 64
  br i1 %85, label %62, label %86

86:                                               ; preds = %82, %75
  %87 = add nsw i32 %59, -1
  %88 = icmp eq i32 %59, 0
  br i1 %88, label %89, label %58, !llvm.loop !9

89:                                               ; preds = %86
  %90 = getelementptr inbounds [64 x i32], [64 x i32]* %20, i32 0, i32 0
  %91 = load i32, i32* %90, align 4, !tbaa !1
  %92 = getelementptr inbounds [64 x i32], [64 x i32]* %20, i32 0, i32 63
  %93 = load i32, i32* %92, align 4, !tbaa !1
  store i32 %93, i32* %90, align 4, !tbaa !1
  store i32 %91, i32* %92, align 4, !tbaa !1
  br label %94

94:                                               ; preds = %89, %120
  %95 = phi i32 [ 63, %89 ], [ %121, %120 ]
  br label %96

96:                                               ; preds = %94, %116
  %97 = phi i32 [ %118, %116 ], [ 1, %94 ]
  %98 = phi i32 [ %117, %116 ], [ 0, %94 ]
  %99 = phi i32 [ %110, %116 ], [ 0, %94 ]
  %100 = add i32 %98, 2
  %101 = icmp slt i32 %100, %95
  br i1 %101, label %102, label %109

102:                                              ; preds = %96
  %103 = getelementptr inbounds [64 x i32], [64 x i32]* %20, i32 0, i32 %100
  %104 = load i32, i32* %103, align 4, !tbaa !1
  %105 = getelementptr inbounds [64 x i32], [64 x i32]* %20, i32 0, i32 %97
  %106 = load i32, i32* %105, align 4, !tbaa !1
  %107 = icmp sgt i32 %104, %106
  %108 = select i1 %107, i32 %100, i32 %97
  br label %109

109:                                              ; preds = %102, %96
  %110 = phi i32 [ %97, %96 ], [ %108, %102 ]
  %111 = getelementptr inbounds [64 x i32], [64 x i32]* %20, i32 0, i32 %99
  %112 = load i32, i32* %111, align 4, !tbaa !1
  %113 = getelementptr inbounds [64 x i32], [64 x i32]* %20, i32 0, i32 %110
  %114 = load i32, i32* %113, align 4, !tbaa !1
  %115 = icmp slt i32 %112, %114
  br i1 %115, label %116, label %120

116:                                              ; preds = %109
  store i32 %114, i32* %111, align 4, !tbaa !1
  store i32 %112, i32* %113, align 4, !tbaa !1
  %117 = shl nsw i32 %110, 1
  %118 = or i32 %117, 1
  %119 = icmp slt i32 %118, %95
  br i1 %119, label %96, label %120

120:                                              ; preds = %116, %109
  %121 = add nsw i32 %95, -1
  %122 = load i32, i32* %90, align 4, !tbaa !1
  %123 = getelementptr inbounds [64 x i32], [64 x i32]* %20, i32 0, i32 %121
  %124 = load i32, i32* %123, align 4, !tbaa !1
  store i32 %124, i32* %90, align 4, !tbaa !1
  store i32 %122, i32* %123, align 4, !tbaa !1
  %125 = icmp eq i32 %121, 1
  br i1 %125, label %129, label %94, !llvm.loop !10

126:                                              ; preds = %146
  %127 = getelementptr inbounds [64 x i32], [64 x i32]* %14, i32 0, i32 0
  %128 = load i32, i32* %127, align 4, !tbaa !1
  br label %159

129:                                              ; preds = %120, %146
  %130 = phi i32 [ %148, %146 ], [ 0, %120 ]
  %131 = phi i32 [ %147, %146 ], [ 1, %120 ]
  %132 = getelementptr inbounds [64 x i32], [64 x i32]* %14, i32 0, i32 %130
  %133 = load i32, i32* %132, align 4, !tbaa !1
  %134 = getelementptr inbounds [64 x i32], [64 x i32]* %16, i32 0, i32 %130
  %135 = load i32, i32* %134, align 4, !tbaa !1
  %136 = icmp eq i32 %133, %135
  br i1 %136, label %137, label %145

137:                                              ; preds = %129
  %138 = getelementptr inbounds [64 x i32], [64 x i32]* %18, i32 0, i32 %130
  %139 = load i32, i32* %138, align 4, !tbaa !1
  %140 = icmp eq i32 %133, %139
  br i1 %140, label %141, label %145

141:                                              ; preds = %137
  %142 = getelementptr inbounds [64 x i32], [64 x i32]* %20, i32 0, i32 %130
  %143 = load i32, i32* %142, align 4, !tbaa !1
  %144 = icmp eq i32 %133, %143
  br i1 %144, label %146, label %145

145:                                              ; preds = %141, %137, %129
  br label %146

146:                                              ; preds = %141, %145
  %147 = phi i32 [ 0, %145 ], [ %131, %141 ]
  %148 = add nuw nsw i32 %130, 1
  %149 = icmp eq i32 %148, 64
  br i1 %149, label %126, label %129, !llvm.loop !11

150:                                              ; preds = %159
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %151 = urem i32 %147, 10
  %152 = trunc i32 %151 to i8
  %153 = or i8 %152, 48
  store volatile i8 %153, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %154 = urem i32 %166, 10
  %155 = trunc i32 %154 to i8
  %156 = or i8 %155, 48
  store volatile i8 %156, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %157 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 0
  %158 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 0
  br label %172

159:                                              ; preds = %126, %159
  %160 = phi i32 [ %128, %126 ], [ %164, %159 ]
  %161 = phi i32 [ 1, %126 ], [ %167, %159 ]
  %162 = phi i32 [ 1, %126 ], [ %166, %159 ]
  %163 = getelementptr inbounds [64 x i32], [64 x i32]* %14, i32 0, i32 %161
  %164 = load i32, i32* %163, align 4, !tbaa !1
  %165 = icmp sgt i32 %160, %164
  %166 = select i1 %165, i32 0, i32 %162
  %167 = add nuw nsw i32 %161, 1
  %168 = icmp eq i32 %167, 64
  br i1 %168, label %150, label %159, !llvm.loop !13

169:                                              ; preds = %217
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %170 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 0
  %171 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 0
  br label %398

172:                                              ; preds = %220, %150
  %173 = phi i32 [ %128, %150 ], [ %222, %220 ]
  %174 = phi i32 [ 0, %150 ], [ %218, %220 ]
  %175 = icmp slt i32 %173, 0
  br i1 %175, label %176, label %197

176:                                              ; preds = %172
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %177 = sub i32 0, %173
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %158) #4
  br label %178

178:                                              ; preds = %178, %176
  %179 = phi i32 [ %177, %176 ], [ %182, %178 ]
  %180 = phi i32 [ 0, %176 ], [ %187, %178 ]
  %181 = freeze i32 %179
  %182 = udiv i32 %181, 10
  %183 = mul i32 %182, 10
  %184 = sub i32 %181, %183
  %185 = trunc i32 %184 to i8
  %186 = or i8 %185, 48
  %187 = add nuw nsw i32 %180, 1
  %188 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %180
  store i8 %186, i8* %188, align 1, !tbaa !12
  %189 = icmp ult i32 %179, 10
  br i1 %189, label %190, label %178, !llvm.loop !14

190:                                              ; preds = %178, %190
  %191 = phi i32 [ %192, %190 ], [ %187, %178 ]
  %192 = add nsw i32 %191, -1
  %193 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %192
  %194 = load i8, i8* %193, align 1, !tbaa !12
  store volatile i8 %194, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %195 = icmp eq i32 %192, 0
  br i1 %195, label %196, label %190, !llvm.loop !15

196:                                              ; preds = %190
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %158) #4
  br label %217

197:                                              ; preds = %172
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %157) #4
  br label %198

198:                                              ; preds = %198, %197
  %199 = phi i32 [ %173, %197 ], [ %202, %198 ]
  %200 = phi i32 [ 0, %197 ], [ %207, %198 ]
  %201 = freeze i32 %199
  %202 = udiv i32 %201, 10
  %203 = mul i32 %202, 10
  %204 = sub i32 %201, %203
  %205 = trunc i32 %204 to i8
  %206 = or i8 %205, 48
  %207 = add nuw nsw i32 %200, 1
  %208 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %200
  store i8 %206, i8* %208, align 1, !tbaa !12
  %209 = icmp ult i32 %199, 10
  br i1 %209, label %210, label %198, !llvm.loop !14

210:                                              ; preds = %198, %210
  %211 = phi i32 [ %212, %210 ], [ %207, %198 ]
  %212 = add nsw i32 %211, -1
  %213 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %212
  %214 = load i8, i8* %213, align 1, !tbaa !12
  store volatile i8 %214, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %215 = icmp eq i32 %212, 0
  br i1 %215, label %216, label %210, !llvm.loop !15

216:                                              ; preds = %210
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %157) #4
  br label %217

217:                                              ; preds = %196, %216
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %218 = add nuw nsw i32 %174, 1
  %219 = icmp eq i32 %218, 8
  br i1 %219, label %169, label %220, !llvm.loop !16

220:                                              ; preds = %217
  %221 = getelementptr inbounds [64 x i32], [64 x i32]* %14, i32 0, i32 %218
  %222 = load i32, i32* %221, align 4, !tbaa !1
  br label %172

223:                                              ; preds = %444
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 107, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  br label %224

224:                                              ; preds = %223, %224
  %225 = phi i32 [ %231, %224 ], [ 0, %223 ]
  %226 = phi i32 [ %230, %224 ], [ 0, %223 ]
  %227 = mul i32 %226, 31
  %228 = getelementptr inbounds [64 x i32], [64 x i32]* %12, i32 0, i32 %225
  %229 = load i32, i32* %228, align 4, !tbaa !1
  %230 = add i32 %229, %227
  %231 = add nuw nsw i32 %225, 1
  %232 = icmp eq i32 %231, 64
  br i1 %232, label %233, label %224, !llvm.loop !17

233:                                              ; preds = %224
  %234 = lshr i32 %230, 28
  %235 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %234
  %236 = load i8, i8* %235, align 1, !tbaa !12
  store volatile i8 %236, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %237 = lshr i32 %230, 24
  %238 = and i32 %237, 15
  %239 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %238
  %240 = load i8, i8* %239, align 1, !tbaa !12
  store volatile i8 %240, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %241 = lshr i32 %230, 20
  %242 = and i32 %241, 15
  %243 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %242
  %244 = load i8, i8* %243, align 1, !tbaa !12
  store volatile i8 %244, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %245 = lshr i32 %230, 16
  %246 = and i32 %245, 15
  %247 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %246
  %248 = load i8, i8* %247, align 1, !tbaa !12
  store volatile i8 %248, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %249 = lshr i32 %230, 12
  %250 = and i32 %249, 15
  %251 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %250
  %252 = load i8, i8* %251, align 1, !tbaa !12
  store volatile i8 %252, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %253 = lshr i32 %230, 8
  %254 = and i32 %253, 15
  %255 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %254
  %256 = load i8, i8* %255, align 1, !tbaa !12
  store volatile i8 %256, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %257 = lshr i32 %230, 4
  %258 = and i32 %257, 15
  %259 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %258
  %260 = load i8, i8* %259, align 1, !tbaa !12
  store volatile i8 %260, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %261 = and i32 %230, 15
  %262 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %261
  %263 = load i8, i8* %262, align 1, !tbaa !12
  store volatile i8 %263, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  br label %264

264:                                              ; preds = %233, %264
  %265 = phi i32 [ 1, %233 ], [ %271, %264 ]
  %266 = phi i32 [ %128, %233 ], [ %270, %264 ]
  %267 = getelementptr inbounds [64 x i32], [64 x i32]* %14, i32 0, i32 %265
  %268 = load i32, i32* %267, align 4, !tbaa !1
  %269 = mul i32 %266, 31
  %270 = add i32 %268, %269
  %271 = add nuw nsw i32 %265, 1
  %272 = icmp eq i32 %271, 64
  br i1 %272, label %273, label %264, !llvm.loop !17

273:                                              ; preds = %264
  %274 = lshr i32 %270, 28
  %275 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %274
  %276 = load i8, i8* %275, align 1, !tbaa !12
  store volatile i8 %276, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %277 = lshr i32 %270, 24
  %278 = and i32 %277, 15
  %279 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %278
  %280 = load i8, i8* %279, align 1, !tbaa !12
  store volatile i8 %280, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %281 = lshr i32 %270, 20
  %282 = and i32 %281, 15
  %283 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %282
  %284 = load i8, i8* %283, align 1, !tbaa !12
  store volatile i8 %284, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %285 = lshr i32 %270, 16
  %286 = and i32 %285, 15
  %287 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %286
  %288 = load i8, i8* %287, align 1, !tbaa !12
  store volatile i8 %288, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %289 = lshr i32 %270, 12
  %290 = and i32 %289, 15
  %291 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %290
  %292 = load i8, i8* %291, align 1, !tbaa !12
  store volatile i8 %292, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %293 = lshr i32 %270, 8
  %294 = and i32 %293, 15
  %295 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %294
  %296 = load i8, i8* %295, align 1, !tbaa !12
  store volatile i8 %296, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %297 = lshr i32 %270, 4
  %298 = and i32 %297, 15
  %299 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %298
  %300 = load i8, i8* %299, align 1, !tbaa !12
  store volatile i8 %300, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %301 = and i32 %270, 15
  %302 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %301
  %303 = load i8, i8* %302, align 1, !tbaa !12
  store volatile i8 %303, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %304 = getelementptr inbounds [64 x i32], [64 x i32]* %14, i32 0, i32 17
  %305 = load i32, i32* %304, align 4, !tbaa !1
  br label %306

306:                                              ; preds = %306, %273
  %307 = phi i32 [ 0, %273 ], [ %316, %306 ]
  %308 = phi i32 [ 64, %273 ], [ %315, %306 ]
  %309 = add nsw i32 %308, %307
  %310 = sdiv i32 %309, 2
  %311 = getelementptr inbounds [64 x i32], [64 x i32]* %14, i32 0, i32 %310
  %312 = load i32, i32* %311, align 4, !tbaa !1
  %313 = icmp slt i32 %312, %305
  %314 = add nsw i32 %310, 1
  %315 = select i1 %313, i32 %308, i32 %310
  %316 = select i1 %313, i32 %314, i32 %307
  %317 = icmp slt i32 %316, %315
  br i1 %317, label %306, label %318, !llvm.loop !18

318:                                              ; preds = %306
  %319 = icmp slt i32 %316, 64
  br i1 %319, label %320, label %325

320:                                              ; preds = %318
  %321 = getelementptr inbounds [64 x i32], [64 x i32]* %14, i32 0, i32 %316
  %322 = load i32, i32* %321, align 4, !tbaa !1
  %323 = icmp eq i32 %322, %305
  %324 = select i1 %323, i32 %316, i32 -1
  br label %325

325:                                              ; preds = %318, %320
  %326 = phi i32 [ -1, %318 ], [ %324, %320 ]
  %327 = icmp slt i32 %326, 18
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 91, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 93, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %328 = zext i1 %327 to i8
  %329 = or i8 %328, 48
  store volatile i8 %329, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  br label %330

330:                                              ; preds = %330, %325
  %331 = phi i32 [ 0, %325 ], [ %340, %330 ]
  %332 = phi i32 [ 64, %325 ], [ %339, %330 ]
  %333 = add nsw i32 %332, %331
  %334 = sdiv i32 %333, 2
  %335 = getelementptr inbounds [64 x i32], [64 x i32]* %14, i32 0, i32 %334
  %336 = load i32, i32* %335, align 4, !tbaa !1
  %337 = icmp slt i32 %336, 5000
  %338 = add nsw i32 %334, 1
  %339 = select i1 %337, i32 %332, i32 %334
  %340 = select i1 %337, i32 %338, i32 %331
  %341 = icmp slt i32 %340, %339
  br i1 %341, label %330, label %342, !llvm.loop !18

342:                                              ; preds = %330
  %343 = icmp slt i32 %340, 64
  br i1 %343, label %344, label %349

344:                                              ; preds = %342
  %345 = getelementptr inbounds [64 x i32], [64 x i32]* %14, i32 0, i32 %340
  %346 = load i32, i32* %345, align 4, !tbaa !1
  %347 = icmp eq i32 %346, 5000
  %348 = select i1 %347, i32 %340, i32 -1
  br label %349

349:                                              ; preds = %344, %342
  %350 = phi i32 [ -1, %342 ], [ %348, %344 ]
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %351 = icmp slt i32 %350, 0
  br i1 %351, label %352, label %374

352:                                              ; preds = %349
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %353 = sub i32 0, %350
  %354 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %354) #4
  br label %355

355:                                              ; preds = %355, %352
  %356 = phi i32 [ %353, %352 ], [ %359, %355 ]
  %357 = phi i32 [ 0, %352 ], [ %364, %355 ]
  %358 = freeze i32 %356
  %359 = udiv i32 %358, 10
  %360 = mul i32 %359, 10
  %361 = sub i32 %358, %360
  %362 = trunc i32 %361 to i8
  %363 = or i8 %362, 48
  %364 = add nuw nsw i32 %357, 1
  %365 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %357
  store i8 %363, i8* %365, align 1, !tbaa !12
  %366 = icmp ult i32 %356, 10
  br i1 %366, label %367, label %355, !llvm.loop !14

367:                                              ; preds = %355, %367
  %368 = phi i32 [ %369, %367 ], [ %364, %355 ]
  %369 = add nsw i32 %368, -1
  %370 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %369
  %371 = load i8, i8* %370, align 1, !tbaa !12
  store volatile i8 %371, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %372 = icmp eq i32 %369, 0
  br i1 %372, label %373, label %367, !llvm.loop !15

373:                                              ; preds = %367
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %354) #4
  br label %395

374:                                              ; preds = %349
  %375 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %375) #4
  br label %376

376:                                              ; preds = %376, %374
  %377 = phi i32 [ %350, %374 ], [ %380, %376 ]
  %378 = phi i32 [ 0, %374 ], [ %385, %376 ]
  %379 = freeze i32 %377
  %380 = udiv i32 %379, 10
  %381 = mul i32 %380, 10
  %382 = sub i32 %379, %381
  %383 = trunc i32 %382 to i8
  %384 = or i8 %383, 48
  %385 = add nuw nsw i32 %378, 1
  %386 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %378
  store i8 %384, i8* %386, align 1, !tbaa !12
  %387 = icmp ult i32 %377, 10
  br i1 %387, label %388, label %376, !llvm.loop !14

388:                                              ; preds = %376, %388
  %389 = phi i32 [ %390, %388 ], [ %385, %376 ]
  %390 = add nsw i32 %389, -1
  %391 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %390
  %392 = load i8, i8* %391, align 1, !tbaa !12
  store volatile i8 %392, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %393 = icmp eq i32 %390, 0
  br i1 %393, label %394, label %388, !llvm.loop !15

394:                                              ; preds = %388
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %375) #4
  br label %395

395:                                              ; preds = %373, %394
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %396 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %22, i32 0, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 60, i8* nonnull %396) #4
  %397 = load i32, i32* @rng, align 4, !tbaa !1
  br label %506

398:                                              ; preds = %169, %444
  %399 = phi i32 [ 60, %169 ], [ %445, %444 ]
  %400 = getelementptr inbounds [64 x i32], [64 x i32]* %14, i32 0, i32 %399
  %401 = load i32, i32* %400, align 4, !tbaa !1
  %402 = icmp slt i32 %401, 0
  br i1 %402, label %403, label %424

403:                                              ; preds = %398
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %404 = sub i32 0, %401
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %171) #4
  br label %405

405:                                              ; preds = %405, %403
  %406 = phi i32 [ %404, %403 ], [ %409, %405 ]
  %407 = phi i32 [ 0, %403 ], [ %414, %405 ]
  %408 = freeze i32 %406
  %409 = udiv i32 %408, 10
  %410 = mul i32 %409, 10
  %411 = sub i32 %408, %410
  %412 = trunc i32 %411 to i8
  %413 = or i8 %412, 48
  %414 = add nuw nsw i32 %407, 1
  %415 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %407
  store i8 %413, i8* %415, align 1, !tbaa !12
  %416 = icmp ult i32 %406, 10
  br i1 %416, label %417, label %405, !llvm.loop !14

417:                                              ; preds = %405, %417
  %418 = phi i32 [ %419, %417 ], [ %414, %405 ]
  %419 = add nsw i32 %418, -1
  %420 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %419
  %421 = load i8, i8* %420, align 1, !tbaa !12
  store volatile i8 %421, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %422 = icmp eq i32 %419, 0
  br i1 %422, label %423, label %417, !llvm.loop !15

423:                                              ; preds = %417
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %171) #4
  br label %444

424:                                              ; preds = %398
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %170) #4
  br label %425

425:                                              ; preds = %425, %424
  %426 = phi i32 [ %401, %424 ], [ %429, %425 ]
  %427 = phi i32 [ 0, %424 ], [ %434, %425 ]
  %428 = freeze i32 %426
  %429 = udiv i32 %428, 10
  %430 = mul i32 %429, 10
  %431 = sub i32 %428, %430
  %432 = trunc i32 %431 to i8
  %433 = or i8 %432, 48
  %434 = add nuw nsw i32 %427, 1
  %435 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %427
  store i8 %433, i8* %435, align 1, !tbaa !12
  %436 = icmp ult i32 %426, 10
  br i1 %436, label %437, label %425, !llvm.loop !14

437:                                              ; preds = %425, %437
  %438 = phi i32 [ %439, %437 ], [ %434, %425 ]
  %439 = add nsw i32 %438, -1
  %440 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %439
  %441 = load i8, i8* %440, align 1, !tbaa !12
  store volatile i8 %441, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %442 = icmp eq i32 %439, 0
  br i1 %442, label %443, label %437, !llvm.loop !15

443:                                              ; preds = %437
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %170) #4
  br label %444

444:                                              ; preds = %423, %443
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %445 = add nuw nsw i32 %399, 1
  %446 = icmp eq i32 %445, 64
  br i1 %446, label %223, label %398, !llvm.loop !19

447:                                              ; preds = %506
  store i32 %517, i32* @rng, align 4, !tbaa !1
  br label %448

448:                                              ; preds = %447, %469
  %449 = phi i32 [ %477, %469 ], [ 1, %447 ]
  %450 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %22, i32 0, i32 %449, i32 0
  %451 = bitcast i8* %450 to i16*
  %452 = load i16, i16* %451, align 2
  %453 = getelementptr inbounds i8, i8* %450, i32 2
  %454 = bitcast i8* %453 to i16*
  %455 = load i16, i16* %454, align 2, !tbaa.struct !20
  %456 = getelementptr inbounds i8, i8* %450, i32 4
  %457 = bitcast i8* %456 to i16*
  %458 = load i16, i16* %457, align 2, !tbaa.struct !23
  br label %459

459:                                              ; preds = %465, %448
  %460 = phi i32 [ %449, %448 ], [ %461, %465 ]
  %461 = add nsw i32 %460, -1
  %462 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %22, i32 0, i32 %461, i32 1
  %463 = load i16, i16* %462, align 2, !tbaa !24
  %464 = icmp sgt i16 %455, %463
  br i1 %464, label %465, label %469

465:                                              ; preds = %459
  %466 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %22, i32 0, i32 %460, i32 0
  %467 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %22, i32 0, i32 %461, i32 0
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 2 dereferenceable(6) %466, i8* noundef nonnull align 2 dereferenceable(6) %467, i32 6, i1 false) #4, !tbaa.struct !26
  %468 = icmp sgt i32 %460, 1
  br i1 %468, label %459, label %469, !llvm.loop !27

469:                                              ; preds = %465, %459
  %470 = phi i32 [ 0, %465 ], [ %460, %459 ]
  %471 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %22, i32 0, i32 %470, i32 0
  %472 = bitcast i8* %471 to i16*
  store i16 %452, i16* %472, align 2
  %473 = getelementptr inbounds i8, i8* %471, i32 2
  %474 = bitcast i8* %473 to i16*
  store i16 %455, i16* %474, align 2, !tbaa.struct !20
  %475 = getelementptr inbounds i8, i8* %471, i32 4
  %476 = bitcast i8* %475 to i16*
  store i16 %458, i16* %476, align 2, !tbaa.struct !23
  %477 = add nuw nsw i32 %449, 1
  %478 = icmp eq i32 %477, 10
  br i1 %478, label %479, label %448, !llvm.loop !28

479:                                              ; preds = %469
  %480 = getelementptr inbounds [5 x i8], [5 x i8]* %5, i32 0, i32 0
  br label %481

481:                                              ; preds = %479, %495
  %482 = phi i32 [ %499, %495 ], [ 1, %479 ]
  call void @llvm.lifetime.start.p0i8(i64 5, i8* nonnull %480)
  %483 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %22, i32 0, i32 %482, i32 0
  %484 = load i8, i8* %483, align 2, !tbaa.struct !26
  %485 = getelementptr inbounds i8, i8* %483, i32 1
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(5) %480, i8* noundef nonnull align 1 dereferenceable(5) %485, i32 5, i1 false), !tbaa.struct !29
  br label %486

486:                                              ; preds = %492, %481
  %487 = phi i32 [ %482, %481 ], [ %488, %492 ]
  %488 = add nsw i32 %487, -1
  %489 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %22, i32 0, i32 %488, i32 0
  %490 = load i8, i8* %489, align 2, !tbaa !30
  %491 = icmp ult i8 %484, %490
  br i1 %491, label %492, label %495

492:                                              ; preds = %486
  %493 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %22, i32 0, i32 %487, i32 0
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 2 dereferenceable(6) %493, i8* noundef nonnull align 2 dereferenceable(6) %489, i32 6, i1 false) #4, !tbaa.struct !26
  %494 = icmp sgt i32 %487, 1
  br i1 %494, label %486, label %495, !llvm.loop !27

495:                                              ; preds = %492, %486
  %496 = phi i32 [ 0, %492 ], [ %487, %486 ]
  %497 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %22, i32 0, i32 %496, i32 0
  store i8 %484, i8* %497, align 2, !tbaa.struct !26
  %498 = getelementptr inbounds i8, i8* %497, i32 1
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(5) %498, i8* noundef nonnull align 4 dereferenceable(5) %480, i32 5, i1 false), !tbaa.struct !29
  call void @llvm.lifetime.end.p0i8(i64 5, i8* nonnull %480)
  %499 = add nuw nsw i32 %482, 1
  %500 = icmp eq i32 %499, 10
  br i1 %500, label %501, label %481, !llvm.loop !28

501:                                              ; preds = %495
  %502 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  %503 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  %504 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  %505 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  br label %531

506:                                              ; preds = %395, %506
  %507 = phi i32 [ 0, %395 ], [ %527, %506 ]
  %508 = phi i32 [ %397, %395 ], [ %517, %506 ]
  %509 = mul i32 %508, 1103515245
  %510 = add i32 %509, 12345
  %511 = lshr i32 %510, 8
  %512 = urem i32 %511, 2001
  %513 = trunc i32 %512 to i8
  %514 = and i8 %513, 3
  %515 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %22, i32 0, i32 %507, i32 0
  store i8 %514, i8* %515, align 2, !tbaa !30
  %516 = mul i32 %510, 1103515245
  %517 = add i32 %516, 12345
  %518 = lshr i32 %517, 8
  %519 = urem i32 %518, 2001
  %520 = trunc i32 %519 to i16
  %521 = add nsw i16 %520, -1000
  %522 = sdiv i16 %521, 10
  %523 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %22, i32 0, i32 %507, i32 1
  store i16 %522, i16* %523, align 2, !tbaa !24
  %524 = trunc i32 %507 to i16
  %525 = add nuw nsw i16 %524, 100
  %526 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %22, i32 0, i32 %507, i32 2
  store i16 %525, i16* %526, align 2, !tbaa !31
  %527 = add nuw nsw i32 %507, 1
  %528 = icmp eq i32 %527, 10
  br i1 %528, label %447, label %506, !llvm.loop !32

529:                                              ; preds = %622
  %530 = bitcast [8 x i8*]* %23 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %530) #4
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(32) %530, i8* noundef nonnull align 4 dereferenceable(32) bitcast ([8 x i8*]* @__const.main.names to i8*), i32 32, i1 false)
  br label %627

531:                                              ; preds = %501, %622
  %532 = phi i32 [ 0, %501 ], [ %625, %622 ]
  %533 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %22, i32 0, i32 %532, i32 0
  %534 = load i8, i8* %533, align 2, !tbaa !30
  %535 = zext i8 %534 to i32
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %502) #4
  br label %536

536:                                              ; preds = %536, %531
  %537 = phi i32 [ %535, %531 ], [ %540, %536 ]
  %538 = phi i32 [ 0, %531 ], [ %545, %536 ]
  %539 = freeze i32 %537
  %540 = udiv i32 %539, 10
  %541 = mul i32 %540, 10
  %542 = sub i32 %539, %541
  %543 = trunc i32 %542 to i8
  %544 = or i8 %543, 48
  %545 = add nuw nsw i32 %538, 1
  %546 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %538
  store i8 %544, i8* %546, align 1, !tbaa !12
  %547 = icmp ult i32 %537, 10
  br i1 %547, label %548, label %536, !llvm.loop !14

548:                                              ; preds = %536, %548
  %549 = phi i32 [ %550, %548 ], [ %545, %536 ]
  %550 = add nsw i32 %549, -1
  %551 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %550
  %552 = load i8, i8* %551, align 1, !tbaa !12
  store volatile i8 %552, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %553 = icmp eq i32 %550, 0
  br i1 %553, label %554, label %548, !llvm.loop !15

554:                                              ; preds = %548
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %502) #4
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %555 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %22, i32 0, i32 %532, i32 1
  %556 = load i16, i16* %555, align 2, !tbaa !24
  %557 = sext i16 %556 to i32
  %558 = icmp slt i16 %556, 0
  br i1 %558, label %559, label %580

559:                                              ; preds = %554
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %560 = sub nsw i32 0, %557
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %504) #4
  br label %561

561:                                              ; preds = %561, %559
  %562 = phi i32 [ %560, %559 ], [ %565, %561 ]
  %563 = phi i32 [ 0, %559 ], [ %570, %561 ]
  %564 = freeze i32 %562
  %565 = udiv i32 %564, 10
  %566 = mul i32 %565, 10
  %567 = sub i32 %564, %566
  %568 = trunc i32 %567 to i8
  %569 = or i8 %568, 48
  %570 = add nuw nsw i32 %563, 1
  %571 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %563
  store i8 %569, i8* %571, align 1, !tbaa !12
  %572 = icmp ult i32 %562, 10
  br i1 %572, label %573, label %561, !llvm.loop !14

573:                                              ; preds = %561, %573
  %574 = phi i32 [ %575, %573 ], [ %570, %561 ]
  %575 = add nsw i32 %574, -1
  %576 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %575
  %577 = load i8, i8* %576, align 1, !tbaa !12
  store volatile i8 %577, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %578 = icmp eq i32 %575, 0
  br i1 %578, label %579, label %573, !llvm.loop !15

579:                                              ; preds = %573
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %504) #4
  br label %600

580:                                              ; preds = %554
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %503) #4
  br label %581

581:                                              ; preds = %581, %580
  %582 = phi i32 [ %557, %580 ], [ %585, %581 ]
  %583 = phi i32 [ 0, %580 ], [ %590, %581 ]
  %584 = freeze i32 %582
  %585 = udiv i32 %584, 10
  %586 = mul i32 %585, 10
  %587 = sub i32 %584, %586
  %588 = trunc i32 %587 to i8
  %589 = or i8 %588, 48
  %590 = add nuw nsw i32 %583, 1
  %591 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %583
  store i8 %589, i8* %591, align 1, !tbaa !12
  %592 = icmp ult i32 %582, 10
  br i1 %592, label %593, label %581, !llvm.loop !14

593:                                              ; preds = %581, %593
  %594 = phi i32 [ %595, %593 ], [ %590, %581 ]
  %595 = add nsw i32 %594, -1
  %596 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %595
  %597 = load i8, i8* %596, align 1, !tbaa !12
  store volatile i8 %597, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %598 = icmp eq i32 %595, 0
  br i1 %598, label %599, label %593, !llvm.loop !15

599:                                              ; preds = %593
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %503) #4
  br label %600

600:                                              ; preds = %579, %599
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %601 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %22, i32 0, i32 %532, i32 2
  %602 = load i16, i16* %601, align 2, !tbaa !31
  %603 = zext i16 %602 to i32
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %505) #4
  br label %604

604:                                              ; preds = %604, %600
  %605 = phi i32 [ %603, %600 ], [ %608, %604 ]
  %606 = phi i32 [ 0, %600 ], [ %613, %604 ]
  %607 = freeze i32 %605
  %608 = udiv i32 %607, 10
  %609 = mul i32 %608, 10
  %610 = sub i32 %607, %609
  %611 = trunc i32 %610 to i8
  %612 = or i8 %611, 48
  %613 = add nuw nsw i32 %606, 1
  %614 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %606
  store i8 %612, i8* %614, align 1, !tbaa !12
  %615 = icmp ult i32 %605, 10
  br i1 %615, label %616, label %604, !llvm.loop !14

616:                                              ; preds = %604, %616
  %617 = phi i32 [ %618, %616 ], [ %613, %604 ]
  %618 = add nsw i32 %617, -1
  %619 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %618
  %620 = load i8, i8* %619, align 1, !tbaa !12
  store volatile i8 %620, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %621 = icmp eq i32 %618, 0
  br i1 %621, label %622, label %616, !llvm.loop !15

622:                                              ; preds = %616
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %505) #4
  %623 = icmp eq i32 %532, 9
  %624 = select i1 %623, i8 10, i8 32
  store volatile i8 %624, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %625 = add nuw nsw i32 %532, 1
  %626 = icmp eq i32 %625, 10
  br i1 %626, label %529, label %531, !llvm.loop !33

627:                                              ; preds = %661, %529
  %628 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), %529 ], [ %663, %661 ]
  %629 = phi i32 [ 1, %529 ], [ %659, %661 ]
  %630 = load i8, i8* %628, align 1, !tbaa !12
  %631 = icmp eq i8 %630, 0
  br label %632

632:                                              ; preds = %627, %653
  %633 = phi i32 [ %629, %627 ], [ %634, %653 ]
  %634 = add nsw i32 %633, -1
  %635 = getelementptr inbounds [8 x i8*], [8 x i8*]* %23, i32 0, i32 %634
  %636 = load i8*, i8** %635, align 4, !tbaa !34
  br i1 %631, label %648, label %637

637:                                              ; preds = %632, %643
  %638 = phi i8 [ %646, %643 ], [ %630, %632 ]
  %639 = phi i8* [ %645, %643 ], [ %636, %632 ]
  %640 = phi i8* [ %644, %643 ], [ %628, %632 ]
  %641 = load i8, i8* %639, align 1, !tbaa !12
  %642 = icmp eq i8 %638, %641
  br i1 %642, label %643, label %648

643:                                              ; preds = %637
  %644 = getelementptr inbounds i8, i8* %640, i32 1
  %645 = getelementptr inbounds i8, i8* %639, i32 1
  %646 = load i8, i8* %644, align 1, !tbaa !12
  %647 = icmp eq i8 %646, 0
  br i1 %647, label %648, label %637, !llvm.loop !36

648:                                              ; preds = %637, %643, %632
  %649 = phi i8* [ %636, %632 ], [ %639, %637 ], [ %645, %643 ]
  %650 = phi i8 [ 0, %632 ], [ %638, %637 ], [ 0, %643 ]
  %651 = load i8, i8* %649, align 1, !tbaa !12
  %652 = icmp ult i8 %650, %651
  br i1 %652, label %653, label %656

653:                                              ; preds = %648
  %654 = getelementptr inbounds [8 x i8*], [8 x i8*]* %23, i32 0, i32 %633
  store i8* %636, i8** %654, align 4, !tbaa !34
  %655 = icmp sgt i32 %633, 1
  br i1 %655, label %632, label %656, !llvm.loop !37

656:                                              ; preds = %653, %648
  %657 = phi i32 [ 0, %653 ], [ %633, %648 ]
  %658 = getelementptr inbounds [8 x i8*], [8 x i8*]* %23, i32 0, i32 %657
  store i8* %628, i8** %658, align 4, !tbaa !34
  %659 = add nuw nsw i32 %629, 1
  %660 = icmp eq i32 %659, 8
  br i1 %660, label %664, label %661, !llvm.loop !38

661:                                              ; preds = %656
  %662 = getelementptr inbounds [8 x i8*], [8 x i8*]* %23, i32 0, i32 %659
  %663 = load i8*, i8** %662, align 4, !tbaa !34
  br label %627

664:                                              ; preds = %656
  %665 = getelementptr inbounds [8 x i8*], [8 x i8*]* %23, i32 0, i32 0
  %666 = load i8*, i8** %665, align 4, !tbaa !34
  %667 = load i8, i8* %666, align 1, !tbaa !12
  %668 = icmp eq i8 %667, 0
  br i1 %668, label %675, label %669

669:                                              ; preds = %664, %669
  %670 = phi i8 [ %673, %669 ], [ %667, %664 ]
  %671 = phi i8* [ %672, %669 ], [ %666, %664 ]
  %672 = getelementptr inbounds i8, i8* %671, i32 1
  store volatile i8 %670, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %673 = load i8, i8* %672, align 1, !tbaa !12
  %674 = icmp eq i8 %673, 0
  br i1 %674, label %675, label %669, !llvm.loop !39

675:                                              ; preds = %669, %664
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %676 = getelementptr inbounds [8 x i8*], [8 x i8*]* %23, i32 0, i32 1
  %677 = load i8*, i8** %676, align 4, !tbaa !34
  %678 = load i8, i8* %677, align 1, !tbaa !12
  %679 = icmp eq i8 %678, 0
  br i1 %679, label %686, label %680

680:                                              ; preds = %675, %680
  %681 = phi i8 [ %684, %680 ], [ %678, %675 ]
  %682 = phi i8* [ %683, %680 ], [ %677, %675 ]
  %683 = getelementptr inbounds i8, i8* %682, i32 1
  store volatile i8 %681, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %684 = load i8, i8* %683, align 1, !tbaa !12
  %685 = icmp eq i8 %684, 0
  br i1 %685, label %686, label %680, !llvm.loop !39

686:                                              ; preds = %680, %675
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %687 = getelementptr inbounds [8 x i8*], [8 x i8*]* %23, i32 0, i32 2
  %688 = load i8*, i8** %687, align 4, !tbaa !34
  %689 = load i8, i8* %688, align 1, !tbaa !12
  %690 = icmp eq i8 %689, 0
  br i1 %690, label %697, label %691

691:                                              ; preds = %686, %691
  %692 = phi i8 [ %695, %691 ], [ %689, %686 ]
  %693 = phi i8* [ %694, %691 ], [ %688, %686 ]
  %694 = getelementptr inbounds i8, i8* %693, i32 1
  store volatile i8 %692, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %695 = load i8, i8* %694, align 1, !tbaa !12
  %696 = icmp eq i8 %695, 0
  br i1 %696, label %697, label %691, !llvm.loop !39

697:                                              ; preds = %691, %686
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %698 = getelementptr inbounds [8 x i8*], [8 x i8*]* %23, i32 0, i32 3
  %699 = load i8*, i8** %698, align 4, !tbaa !34
  %700 = load i8, i8* %699, align 1, !tbaa !12
  %701 = icmp eq i8 %700, 0
  br i1 %701, label %708, label %702

702:                                              ; preds = %697, %702
  %703 = phi i8 [ %706, %702 ], [ %700, %697 ]
  %704 = phi i8* [ %705, %702 ], [ %699, %697 ]
  %705 = getelementptr inbounds i8, i8* %704, i32 1
  store volatile i8 %703, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %706 = load i8, i8* %705, align 1, !tbaa !12
  %707 = icmp eq i8 %706, 0
  br i1 %707, label %708, label %702, !llvm.loop !39

708:                                              ; preds = %702, %697
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %709 = getelementptr inbounds [8 x i8*], [8 x i8*]* %23, i32 0, i32 4
  %710 = load i8*, i8** %709, align 4, !tbaa !34
  %711 = load i8, i8* %710, align 1, !tbaa !12
  %712 = icmp eq i8 %711, 0
  br i1 %712, label %719, label %713

713:                                              ; preds = %708, %713
  %714 = phi i8 [ %717, %713 ], [ %711, %708 ]
  %715 = phi i8* [ %716, %713 ], [ %710, %708 ]
  %716 = getelementptr inbounds i8, i8* %715, i32 1
  store volatile i8 %714, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %717 = load i8, i8* %716, align 1, !tbaa !12
  %718 = icmp eq i8 %717, 0
  br i1 %718, label %719, label %713, !llvm.loop !39

719:                                              ; preds = %713, %708
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %720 = getelementptr inbounds [8 x i8*], [8 x i8*]* %23, i32 0, i32 5
  %721 = load i8*, i8** %720, align 4, !tbaa !34
  %722 = load i8, i8* %721, align 1, !tbaa !12
  %723 = icmp eq i8 %722, 0
  br i1 %723, label %730, label %724

724:                                              ; preds = %719, %724
  %725 = phi i8 [ %728, %724 ], [ %722, %719 ]
  %726 = phi i8* [ %727, %724 ], [ %721, %719 ]
  %727 = getelementptr inbounds i8, i8* %726, i32 1
  store volatile i8 %725, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %728 = load i8, i8* %727, align 1, !tbaa !12
  %729 = icmp eq i8 %728, 0
  br i1 %729, label %730, label %724, !llvm.loop !39

730:                                              ; preds = %724, %719
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %731 = getelementptr inbounds [8 x i8*], [8 x i8*]* %23, i32 0, i32 6
  %732 = load i8*, i8** %731, align 4, !tbaa !34
  %733 = load i8, i8* %732, align 1, !tbaa !12
  %734 = icmp eq i8 %733, 0
  br i1 %734, label %741, label %735

735:                                              ; preds = %730, %735
  %736 = phi i8 [ %739, %735 ], [ %733, %730 ]
  %737 = phi i8* [ %738, %735 ], [ %732, %730 ]
  %738 = getelementptr inbounds i8, i8* %737, i32 1
  store volatile i8 %736, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %739 = load i8, i8* %738, align 1, !tbaa !12
  %740 = icmp eq i8 %739, 0
  br i1 %740, label %741, label %735, !llvm.loop !39

741:                                              ; preds = %735, %730
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %742 = getelementptr inbounds [8 x i8*], [8 x i8*]* %23, i32 0, i32 7
  %743 = load i8*, i8** %742, align 4, !tbaa !34
  %744 = load i8, i8* %743, align 1, !tbaa !12
  %745 = icmp eq i8 %744, 0
  br i1 %745, label %752, label %746

746:                                              ; preds = %741, %746
  %747 = phi i8 [ %750, %746 ], [ %744, %741 ]
  %748 = phi i8* [ %749, %746 ], [ %743, %741 ]
  %749 = getelementptr inbounds i8, i8* %748, i32 1
  store volatile i8 %747, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %750 = load i8, i8* %749, align 1, !tbaa !12
  %751 = icmp eq i8 %750, 0
  br i1 %751, label %752, label %746, !llvm.loop !39

752:                                              ; preds = %746, %741
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !12
  %753 = add nsw i32 %166, %147
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %530) #4
  call void @llvm.lifetime.end.p0i8(i64 60, i8* nonnull %396) #4
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %21) #4
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %19) #4
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %17) #4
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %15) #4
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %13) #4
  ret i32 %753
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind
define internal fastcc void @quick(i32* noundef %0, i32 noundef signext %1, i32 noundef signext %2) unnamed_addr #2 {
  %4 = icmp sgt i32 %2, %1
  br i1 %4, label %5, label %48

5:                                                ; preds = %3, %44
  %6 = phi i32 [ %46, %44 ], [ %1, %3 ]
  %7 = phi i32 [ %45, %44 ], [ %2, %3 ]
  %8 = sub nsw i32 %7, %6
  %9 = sdiv i32 %8, 2
  %10 = add nsw i32 %9, %6
  %11 = getelementptr inbounds i32, i32* %0, i32 %10
  %12 = load i32, i32* %11, align 4, !tbaa !1
  %13 = icmp slt i32 %7, %6
  br i1 %13, label %41, label %14

14:                                               ; preds = %5, %32
  %15 = phi i32 [ %34, %32 ], [ %7, %5 ]
  %16 = phi i32 [ %33, %32 ], [ %6, %5 ]
  br label %17

17:                                               ; preds = %17, %14
  %18 = phi i32 [ %22, %17 ], [ %16, %14 ]
  %19 = getelementptr inbounds i32, i32* %0, i32 %18
  %20 = load i32, i32* %19, align 4, !tbaa !1
  %21 = icmp slt i32 %20, %12
  %22 = add nsw i32 %18, 1
  br i1 %21, label %17, label %23, !llvm.loop !40

23:                                               ; preds = %17, %23
  %24 = phi i32 [ %28, %23 ], [ %15, %17 ]
  %25 = getelementptr inbounds i32, i32* %0, i32 %24
  %26 = load i32, i32* %25, align 4, !tbaa !1
  %27 = icmp sgt i32 %26, %12
  %28 = add nsw i32 %24, -1
  br i1 %27, label %23, label %29, !llvm.loop !41

29:                                               ; preds = %23
  %30 = icmp sgt i32 %18, %24
  br i1 %30, label %32, label %31

31:                                               ; preds = %29
  store i32 %26, i32* %19, align 4, !tbaa !1
  store i32 %20, i32* %25, align 4, !tbaa !1
  br label %32

32:                                               ; preds = %31, %29
  %33 = phi i32 [ %22, %31 ], [ %18, %29 ]
  %34 = phi i32 [ %28, %31 ], [ %24, %29 ]
  %35 = icmp sgt i32 %33, %34
  br i1 %35, label %36, label %14, !llvm.loop !42

36:                                               ; preds = %32
  %37 = sub nsw i32 %34, %6
  %38 = sub nsw i32 %7, %33
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %41

40:                                               ; preds = %36
  tail call fastcc void @quick(i32* noundef nonnull %0, i32 noundef signext %6, i32 noundef signext %34)
  br label %44

41:                                               ; preds = %5, %36
  %42 = phi i32 [ %34, %36 ], [ %7, %5 ]
  %43 = phi i32 [ %33, %36 ], [ %6, %5 ]
  tail call fastcc void @quick(i32* noundef nonnull %0, i32 noundef signext %43, i32 noundef signext %7)
  br label %44

44:                                               ; preds = %41, %40
  %45 = phi i32 [ %7, %40 ], [ %42, %41 ]
  %46 = phi i32 [ %33, %40 ], [ %6, %41 ]
  %47 = icmp sgt i32 %45, %46
  br i1 %47, label %5, label %48, !llvm.loop !43

48:                                               ; preds = %44, %3
  ret void
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @merge_sort(i32* noundef %0, i32 noundef signext %1) unnamed_addr #2 {
  %3 = bitcast i32* %0 to i8*
  %4 = icmp slt i32 %1, 2
  br i1 %4, label %54, label %5

5:                                                ; preds = %2
  %6 = lshr i32 %1, 1
  tail call fastcc void @merge_sort(i32* noundef %0, i32 noundef signext %6)
  %7 = getelementptr inbounds i32, i32* %0, i32 %6
  %8 = sub nsw i32 %1, %6
  tail call fastcc void @merge_sort(i32* noundef %7, i32 noundef signext %8)
  br label %20

9:                                                ; preds = %20
  %10 = icmp ugt i32 %6, %31
  br i1 %10, label %11, label %40

11:                                               ; preds = %9
  %12 = getelementptr [64 x i32], [64 x i32]* @tmp, i32 0, i32 %35
  %13 = bitcast i32* %12 to i8*
  %14 = getelementptr i32, i32* %0, i32 %31
  %15 = bitcast i32* %14 to i8*
  %16 = sub nsw i32 %6, %31
  %17 = shl i32 %16, 2
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %13, i8* align 4 %15, i32 %17, i1 false), !tbaa !1
  %18 = add nuw i32 %35, %6
  %19 = sub i32 %18, %31
  br label %40

20:                                               ; preds = %5, %20
  %21 = phi i32 [ %35, %20 ], [ 0, %5 ]
  %22 = phi i32 [ %33, %20 ], [ %6, %5 ]
  %23 = phi i32 [ %31, %20 ], [ 0, %5 ]
  %24 = getelementptr inbounds i32, i32* %0, i32 %22
  %25 = load i32, i32* %24, align 4, !tbaa !1
  %26 = getelementptr inbounds i32, i32* %0, i32 %23
  %27 = load i32, i32* %26, align 4, !tbaa !1
  %28 = icmp slt i32 %25, %27
  %29 = xor i1 %28, true
  %30 = zext i1 %29 to i32
  %31 = add nuw nsw i32 %23, %30
  %32 = zext i1 %28 to i32
  %33 = add nuw nsw i32 %22, %32
  %34 = select i1 %28, i32 %25, i32 %27
  %35 = add nuw nsw i32 %21, 1
  %36 = getelementptr inbounds [64 x i32], [64 x i32]* @tmp, i32 0, i32 %21
  store i32 %34, i32* %36, align 4, !tbaa !1
  %37 = icmp ugt i32 %6, %31
  %38 = icmp slt i32 %33, %1
  %39 = select i1 %37, i1 %38, i1 false
  br i1 %39, label %20, label %9, !llvm.loop !44

40:                                               ; preds = %11, %9
  %41 = phi i32 [ %35, %9 ], [ %19, %11 ]
  %42 = icmp slt i32 %33, %1
  br i1 %42, label %43, label %50

43:                                               ; preds = %40
  %44 = getelementptr [64 x i32], [64 x i32]* @tmp, i32 0, i32 %41
  %45 = bitcast i32* %44 to i8*
  %46 = getelementptr i32, i32* %0, i32 %33
  %47 = bitcast i32* %46 to i8*
  %48 = sub i32 %1, %33
  %49 = shl i32 %48, 2
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %45, i8* align 4 %47, i32 %49, i1 false), !tbaa !1
  br label %50

50:                                               ; preds = %43, %40
  %51 = icmp sgt i32 %1, 0
  br i1 %51, label %52, label %54

52:                                               ; preds = %50
  %53 = shl nuw i32 %1, 2
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %3, i8* align 4 bitcast ([64 x i32]* @tmp to i8*), i32 %53, i1 false), !tbaa !1
  br label %54

54:                                               ; preds = %52, %50, %2
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #3

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = !{!3, !3, i64 0}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = !{i64 0, i64 2, !21, i64 2, i64 2, !21}
!21 = !{!22, !22, i64 0}
!22 = !{!"short", !3, i64 0}
!23 = !{i64 0, i64 2, !21}
!24 = !{!25, !22, i64 2}
!25 = !{!"rec", !3, i64 0, !22, i64 2, !22, i64 4}
!26 = !{i64 0, i64 1, !12, i64 2, i64 2, !21, i64 4, i64 2, !21}
!27 = distinct !{!27, !6}
!28 = distinct !{!28, !6}
!29 = !{i64 1, i64 2, !21, i64 3, i64 2, !21}
!30 = !{!25, !3, i64 0}
!31 = !{!25, !22, i64 4}
!32 = distinct !{!32, !6}
!33 = distinct !{!33, !6}
!34 = !{!35, !35, i64 0}
!35 = !{!"any pointer", !3, i64 0}
!36 = distinct !{!36, !6}
!37 = distinct !{!37, !6}
!38 = distinct !{!38, !6}
!39 = distinct !{!39, !6}
!40 = distinct !{!40, !6}
!41 = distinct !{!41, !6}
!42 = distinct !{!42, !6}
!43 = distinct !{!43, !6}
!44 = distinct !{!44, !6}
