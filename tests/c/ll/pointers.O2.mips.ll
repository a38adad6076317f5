; ModuleID = 'pointers.c'
source_filename = "pointers.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.node = type { i32, %struct.node* }

@main.values = internal unnamed_addr constant [10 x i32] [i32 42, i32 7, i32 19, i32 -3, i32 88, i32 7, i32 0, i32 61, i32 25, i32 -10], align 4
@__const.main.buf = private unnamed_addr constant [19 x i8] c"pointer arithmetic\00", align 1
@pool_used = internal unnamed_addr global i32 0, align 4
@pool = internal global [32 x %struct.node] zeroinitializer, align 4

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 4
  %2 = alloca [10 x i8], align 4
  %3 = alloca [10 x i8], align 4
  %4 = alloca [10 x i8], align 4
  %5 = alloca [10 x i8], align 4
  %6 = alloca [10 x i8], align 4
  %7 = alloca [10 x i8], align 1
  %8 = alloca [10 x i8], align 1
  %9 = alloca [10 x i8], align 1
  %10 = alloca [10 x i8], align 1
  %11 = alloca [10 x i8], align 1
  %12 = alloca [10 x i8], align 1
  %13 = alloca [10 x i8], align 1
  %14 = alloca [10 x i8], align 1
  %15 = alloca [10 x i8], align 1
  %16 = alloca [10 x i8], align 1
  %17 = alloca [10 x i8], align 1
  %18 = alloca [10 x i8], align 1
  %19 = alloca [10 x i8], align 1
  %20 = alloca [10 x i8], align 1
  %21 = alloca %struct.node*, align 4
  %22 = alloca [12 x i32], align 4
  %23 = alloca [19 x i8], align 4
  %24 = bitcast %struct.node** %21 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %24)
  store %struct.node* null, %struct.node** %21, align 4, !tbaa !1
  br label %234

25:                                               ; preds = %255
  %26 = icmp eq %struct.node* %265, null
  br i1 %26, label %89, label %27

27:                                               ; preds = %25
  %28 = getelementptr inbounds [10 x i8], [10 x i8]* %19, i32 0, i32 0
  %29 = getelementptr inbounds [10 x i8], [10 x i8]* %20, i32 0, i32 0
  br label %30

30:                                               ; preds = %76, %27
  %31 = phi %struct.node* [ %265, %27 ], [ %81, %76 ]
  %32 = getelementptr inbounds %struct.node, %struct.node* %31, i32 0, i32 0
  %33 = load i32, i32* %32, align 4, !tbaa !5
  %34 = icmp slt i32 %33, 0
  br i1 %34, label %35, label %56

35:                                               ; preds = %30
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %36 = sub i32 0, %33
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %29) #3
  br label %37

37:                                               ; preds = %37, %35
  %38 = phi i32 [ %36, %35 ], [ %41, %37 ]
  %39 = phi i32 [ 0, %35 ], [ %46, %37 ]
  %40 = freeze i32 %38
  %41 = udiv i32 %40, 10
  %42 = mul i32 %41, 10
  %43 = sub i32 %40, %42
  %44 = trunc i32 %43 to i8
  %45 = or i8 %44, 48
  %46 = add nuw nsw i32 %39, 1
  %47 = getelementptr inbounds [10 x i8], [10 x i8]* %20, i32 0, i32 %39
  store i8 %45, i8* %47, align 1, !tbaa !8
  %48 = icmp ult i32 %38, 10
  br i1 %48, label %49, label %37, !llvm.loop !9

49:                                               ; preds = %37, %49
  %50 = phi i32 [ %51, %49 ], [ %46, %37 ]
  %51 = add nsw i32 %50, -1
  %52 = getelementptr inbounds [10 x i8], [10 x i8]* %20, i32 0, i32 %51
  %53 = load i8, i8* %52, align 1, !tbaa !8
  store volatile i8 %53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %54 = icmp eq i32 %51, 0
  br i1 %54, label %55, label %49, !llvm.loop !11

55:                                               ; preds = %49
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %29) #3
  br label %76

56:                                               ; preds = %30
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %28) #3
  br label %57

57:                                               ; preds = %57, %56
  %58 = phi i32 [ %33, %56 ], [ %61, %57 ]
  %59 = phi i32 [ 0, %56 ], [ %66, %57 ]
  %60 = freeze i32 %58
  %61 = udiv i32 %60, 10
  %62 = mul i32 %61, 10
  %63 = sub i32 %60, %62
  %64 = trunc i32 %63 to i8
  %65 = or i8 %64, 48
  %66 = add nuw nsw i32 %59, 1
  %67 = getelementptr inbounds [10 x i8], [10 x i8]* %19, i32 0, i32 %59
  store i8 %65, i8* %67, align 1, !tbaa !8
  %68 = icmp ult i32 %58, 10
  br i1 %68, label %69, label %57, !llvm.loop !9

69:                                               ; preds = %57, %69
  %70 = phi i32 [ %71, %69 ], [ %66, %57 ]
  %71 = add nsw i32 %70, -1
  %72 = getelementptr inbounds [10 x i8], [10 x i8]* %19, i32 0, i32 %71
  %73 = load i8, i8* %72, align 1, !tbaa !8
  store volatile i8 %73, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %74 = icmp eq i32 %71, 0
  br i1 %74, label %75, label %69, !llvm.loop !11

75:                                               ; preds = %69
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %28) #3
  br label %76

76:                                               ; preds = %75, %55
  %77 = getelementptr inbounds %struct.node, %struct.node* %31, i32 0, i32 1
  %78 = load %struct.node*, %struct.node** %77, align 4, !tbaa !12
  %79 = icmp eq %struct.node* %78, null
  %80 = select i1 %79, i8 10, i8 32
  store volatile i8 %80, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %81 = load %struct.node*, %struct.node** %77, align 4, !tbaa !12
  %82 = icmp eq %struct.node* %81, null
  br i1 %82, label %83, label %30, !llvm.loop !13

83:                                               ; preds = %76, %83
  %84 = phi %struct.node* [ %87, %83 ], [ %265, %76 ]
  %85 = phi %struct.node* [ %84, %83 ], [ null, %76 ]
  %86 = getelementptr inbounds %struct.node, %struct.node* %84, i32 0, i32 1
  %87 = load %struct.node*, %struct.node** %86, align 4, !tbaa !12
  store %struct.node* %85, %struct.node** %86, align 4, !tbaa !12
  %88 = icmp eq %struct.node* %87, null
  br i1 %88, label %90, label %83, !llvm.loop !14

89:                                               ; preds = %25
  store %struct.node* null, %struct.node** %21, align 4, !tbaa !1
  br label %218

90:                                               ; preds = %83
  store %struct.node* %84, %struct.node** %21, align 4, !tbaa !1
  %91 = getelementptr inbounds [10 x i8], [10 x i8]* %17, i32 0, i32 0
  %92 = getelementptr inbounds [10 x i8], [10 x i8]* %18, i32 0, i32 0
  br label %93

93:                                               ; preds = %139, %90
  %94 = phi %struct.node* [ %84, %90 ], [ %144, %139 ]
  %95 = getelementptr inbounds %struct.node, %struct.node* %94, i32 0, i32 0
  %96 = load i32, i32* %95, align 4, !tbaa !5
  %97 = icmp slt i32 %96, 0
  br i1 %97, label %98, label %119

98:                                               ; preds = %93
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %99 = sub i32 0, %96
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %92) #3
  br label %100

100:                                              ; preds = %100, %98
  %101 = phi i32 [ %99, %98 ], [ %104, %100 ]
  %102 = phi i32 [ 0, %98 ], [ %109, %100 ]
  %103 = freeze i32 %101
  %104 = udiv i32 %103, 10
  %105 = mul i32 %104, 10
  %106 = sub i32 %103, %105
  %107 = trunc i32 %106 to i8
  %108 = or i8 %107, 48
  %109 = add nuw nsw i32 %102, 1
  %110 = getelementptr inbounds [10 x i8], [10 x i8]* %18, i32 0, i32 %102
  store i8 %108, i8* %110, align 1, !tbaa !8
  %111 = icmp ult i32 %101, 10
  br i1 %111, label %112, label %100, !llvm.loop !9

112:                                              ; preds = %100, %112
  %113 = phi i32 [ %114, %112 ], [ %109, %100 ]
  %114 = add nsw i32 %113, -1
  %115 = getelementptr inbounds [10 x i8], [10 x i8]* %18, i32 0, i32 %114
  %116 = load i8, i8* %115, align 1, !tbaa !8
  store volatile i8 %116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %117 = icmp eq i32 %114, 0
  br i1 %117, label %118, label %112, !llvm.loop !11

118:                                              ; preds = %112
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %92) #3
  br label %139

119:                                              ; preds = %93
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %91) #3
  br label %120

120:                                              ; preds = %120, %119
  %121 = phi i32 [ %96, %119 ], [ %124, %120 ]
  %122 = phi i32 [ 0, %119 ], [ %129, %120 ]
  %123 = freeze i32 %121
  %124 = udiv i32 %123, 10
  %125 = mul i32 %124, 10
  %126 = sub i32 %123, %125
  %127 = trunc i32 %126 to i8
  %128 = or i8 %127, 48
  %129 = add nuw nsw i32 %122, 1
  %130 = getelementptr inbounds [10 x i8], [10 x i8]* %17, i32 0, i32 %122
  store i8 %128, i8* %130, align 1, !tbaa !8
  %131 = icmp ult i32 %121, 10
  br i1 %131, label %132, label %120, !llvm.loop !9

132:                                              ; preds = %120, %132
  %133 = phi i32 [ %134, %132 ], [ %129, %120 ]
  %134 = add nsw i32 %133, -1
  %135 = getelementptr inbounds [10 x i8], [10 x i8]* %17, i32 0, i32 %134
  %136 = load i8, i8* %135, align 1, !tbaa !8
  store volatile i8 %136, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %137 = icmp eq i32 %134, 0
  br i1 %137, label %138, label %132, !llvm.loop !11

138:                                              ; preds = %132
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %91) #3
  br label %139

139:                                              ; preds = %138, %118
  %140 = getelementptr inbounds %struct.node, %struct.node* %94, i32 0, i32 1
  %141 = load %struct.node*, %struct.node** %140, align 4, !tbaa !12
  %142 = icmp eq %struct.node* %141, null
  %143 = select i1 %142, i8 10, i8 32
  store volatile i8 %143, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %144 = load %struct.node*, %struct.node** %140, align 4, !tbaa !12
  %145 = icmp eq %struct.node* %144, null
  br i1 %145, label %146, label %93, !llvm.loop !13

146:                                              ; preds = %139, %156
  %147 = phi %struct.node* [ %154, %156 ], [ %84, %139 ]
  %148 = phi %struct.node** [ %157, %156 ], [ %21, %139 ]
  %149 = getelementptr inbounds %struct.node, %struct.node* %147, i32 0, i32 0
  %150 = load i32, i32* %149, align 4, !tbaa !5
  %151 = and i32 %150, 1
  %152 = icmp eq i32 %151, 0
  %153 = getelementptr inbounds %struct.node, %struct.node* %147, i32 0, i32 1
  %154 = load %struct.node*, %struct.node** %153, align 4, !tbaa !1
  br i1 %152, label %155, label %156

155:                                              ; preds = %146
  store %struct.node* %154, %struct.node** %148, align 4, !tbaa !1
  br label %156

156:                                              ; preds = %155, %146
  %157 = phi %struct.node** [ %148, %155 ], [ %153, %146 ]
  %158 = icmp eq %struct.node* %154, null
  br i1 %158, label %159, label %146, !llvm.loop !15

159:                                              ; preds = %156
  %160 = load %struct.node*, %struct.node** %21, align 4, !tbaa !1
  %161 = icmp eq %struct.node* %160, null
  br i1 %161, label %218, label %162

162:                                              ; preds = %159
  %163 = getelementptr inbounds [10 x i8], [10 x i8]* %15, i32 0, i32 0
  %164 = getelementptr inbounds [10 x i8], [10 x i8]* %16, i32 0, i32 0
  br label %165

165:                                              ; preds = %211, %162
  %166 = phi %struct.node* [ %160, %162 ], [ %216, %211 ]
  %167 = getelementptr inbounds %struct.node, %struct.node* %166, i32 0, i32 0
  %168 = load i32, i32* %167, align 4, !tbaa !5
  %169 = icmp slt i32 %168, 0
  br i1 %169, label %170, label %191

170:                                              ; preds = %165
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %171 = sub i32 0, %168
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %164) #3
  br label %172

172:                                              ; preds = %172, %170
  %173 = phi i32 [ %171, %170 ], [ %176, %172 ]
  %174 = phi i32 [ 0, %170 ], [ %181, %172 ]
  %175 = freeze i32 %173
  %176 = udiv i32 %175, 10
  %177 = mul i32 %176, 10
  %178 = sub i32 %175, %177
  %179 = trunc i32 %178 to i8
  %180 = or i8 %179, 48
  %181 = add nuw nsw i32 %174, 1
  %182 = getelementptr inbounds [10 x i8], [10 x i8]* %16, i32 0, i32 %174
  store i8 %180, i8* %182, align 1, !tbaa !8
  %183 = icmp ult i32 %173, 10
  br i1 %183, label %184, label %172, !llvm.loop !9

184:                                              ; preds = %172, %184
  %185 = phi i32 [ %186, %184 ], [ %181, %172 ]
  %186 = add nsw i32 %185, -1
  %187 = getelementptr inbounds [10 x i8], [10 x i8]* %16, i32 0, i32 %186
  %188 = load i8, i8* %187, align 1, !tbaa !8
  store volatile i8 %188, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %189 = icmp eq i32 %186, 0
  br i1 %189, label %190, label %184, !llvm.loop !11

190:                                              ; preds = %184
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %164) #3
  br label %211

191:                                              ; preds = %165
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %163) #3
  br label %192

192:                                              ; preds = %192, %191
  %193 = phi i32 [ %168, %191 ], [ %196, %192 ]
  %194 = phi i32 [ 0, %191 ], [ %201, %192 ]
  %195 = freeze i32 %193
  %196 = udiv i32 %195, 10
  %197 = mul i32 %196, 10
  %198 = sub i32 %195, %197
  %199 = trunc i32 %198 to i8
  %200 = or i8 %199, 48
  %201 = add nuw nsw i32 %194, 1
  %202 = getelementptr inbounds [10 x i8], [10 x i8]* %15, i32 0, i32 %194
  store i8 %200, i8* %202, align 1, !tbaa !8
  %203 = icmp ult i32 %193, 10
  br i1 %203, label %204, label %192, !llvm.loop !9

204:                                              ; preds = %192, %204
  %205 = phi i32 [ %206, %204 ], [ %201, %192 ]
  %206 = add nsw i32 %205, -1
  %207 = getelementptr inbounds [10 x i8], [10 x i8]* %15, i32 0, i32 %206
  %208 = load i8, i8* %207, align 1, !tbaa !8
  store volatile i8 %208, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %209 = icmp eq i32 %206, 0
  br i1 %209, label %210, label %204, !llvm.loop !11

210:                                              ; preds = %204
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %163) #3
  br label %211

211:                                              ; preds = %210, %190
  %212 = getelementptr inbounds %struct.node, %struct.node* %166, i32 0, i32 1
  %213 = load %struct.node*, %struct.node** %212, align 4, !tbaa !12
  %214 = icmp eq %struct.node* %213, null
  %215 = select i1 %214, i8 10, i8 32
  store volatile i8 %215, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %216 = load %struct.node*, %struct.node** %212, align 4, !tbaa !12
  %217 = icmp eq %struct.node* %216, null
  br i1 %217, label %218, label %165, !llvm.loop !13

218:                                              ; preds = %211, %89, %159
  %219 = bitcast [12 x i32]* %22 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %219) #3
  %220 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 0
  store i32 0, i32* %220, align 4, !tbaa !16
  %221 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 1
  store i32 14, i32* %221, align 4, !tbaa !16
  %222 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 2
  store i32 5, i32* %222, align 4, !tbaa !16
  %223 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 3
  store i32 19, i32* %223, align 4, !tbaa !16
  %224 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 4
  store i32 10, i32* %224, align 4, !tbaa !16
  %225 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 5
  store i32 1, i32* %225, align 4, !tbaa !16
  %226 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 6
  store i32 15, i32* %226, align 4, !tbaa !16
  %227 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 7
  store i32 6, i32* %227, align 4, !tbaa !16
  %228 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 8
  store i32 20, i32* %228, align 4, !tbaa !16
  %229 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 9
  store i32 11, i32* %229, align 4, !tbaa !16
  %230 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 10
  store i32 2, i32* %230, align 4, !tbaa !16
  %231 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 11
  store i32 16, i32* %231, align 4, !tbaa !16
  %232 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 1
  %233 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 10
  store i32 16, i32* %220, align 4, !tbaa !16
  store i32 0, i32* %231, align 4, !tbaa !16
  br label %269

234:                                              ; preds = %255, %0
  %235 = phi %struct.node* [ null, %0 ], [ %265, %255 ]
  %236 = phi i32 [ 0, %0 ], [ %263, %255 ]
  %237 = getelementptr inbounds [10 x i32], [10 x i32]* @main.values, i32 0, i32 %236
  %238 = load i32, i32* %237, align 4, !tbaa !16
  %239 = icmp eq %struct.node* %235, null
  br i1 %239, label %255, label %240

240:                                              ; preds = %234
  %241 = getelementptr inbounds %struct.node, %struct.node* %235, i32 0, i32 0
  %242 = load i32, i32* %241, align 4, !tbaa !5
  %243 = icmp slt i32 %242, %238
  br i1 %243, label %244, label %255

244:                                              ; preds = %240, %249
  %245 = phi %struct.node* [ %247, %249 ], [ %235, %240 ]
  %246 = getelementptr inbounds %struct.node, %struct.node* %245, i32 0, i32 1
  %247 = load %struct.node*, %struct.node** %246, align 4, !tbaa !1
  %248 = icmp eq %struct.node* %247, null
  br i1 %248, label %253, label %249, !llvm.loop !17

249:                                              ; preds = %244
  %250 = getelementptr inbounds %struct.node, %struct.node* %247, i32 0, i32 0
  %251 = load i32, i32* %250, align 4, !tbaa !5
  %252 = icmp slt i32 %251, %238
  br i1 %252, label %244, label %253, !llvm.loop !17

253:                                              ; preds = %244, %249
  %254 = getelementptr inbounds %struct.node, %struct.node* %245, i32 0, i32 1
  br label %255

255:                                              ; preds = %253, %240, %234
  %256 = phi %struct.node** [ %21, %234 ], [ %21, %240 ], [ %254, %253 ]
  %257 = load i32, i32* @pool_used, align 4, !tbaa !16
  %258 = add nsw i32 %257, 1
  store i32 %258, i32* @pool_used, align 4, !tbaa !16
  %259 = getelementptr inbounds [32 x %struct.node], [32 x %struct.node]* @pool, i32 0, i32 %257
  %260 = getelementptr inbounds %struct.node, %struct.node* %259, i32 0, i32 0
  store i32 %238, i32* %260, align 4, !tbaa !5
  %261 = getelementptr inbounds [32 x %struct.node], [32 x %struct.node]* @pool, i32 0, i32 %257, i32 1
  store %struct.node* null, %struct.node** %261, align 4, !tbaa !12
  %262 = load %struct.node*, %struct.node** %256, align 4, !tbaa !1
  store %struct.node* %262, %struct.node** %261, align 4, !tbaa !12
  store %struct.node* %259, %struct.node** %256, align 4, !tbaa !1
  %263 = add nuw nsw i32 %236, 1
  %264 = icmp eq i32 %263, 10
  %265 = load %struct.node*, %struct.node** %21, align 4, !tbaa !1
  br i1 %264, label %25, label %234, !llvm.loop !18

266:                                              ; preds = %269
  %267 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 0
  %268 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 0
  br label %429

269:                                              ; preds = %218, %269
  %270 = phi i32* [ %233, %218 ], [ %275, %269 ]
  %271 = phi i32* [ %232, %218 ], [ %274, %269 ]
  %272 = load i32, i32* %271, align 4, !tbaa !16
  %273 = load i32, i32* %270, align 4, !tbaa !16
  %274 = getelementptr inbounds i32, i32* %271, i32 1
  %275 = getelementptr inbounds i32, i32* %270, i32 -1
  store i32 %273, i32* %271, align 4, !tbaa !16
  store i32 %272, i32* %270, align 4, !tbaa !16
  %276 = icmp ult i32* %274, %275
  br i1 %276, label %269, label %266, !llvm.loop !19

277:                                              ; preds = %475
  %278 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 1
  %279 = load i32, i32* %278, align 4, !tbaa !16
  %280 = load i32, i32* %220, align 4, !tbaa !16
  %281 = icmp sgt i32 %279, %280
  %282 = select i1 %281, i32* %278, i32* %220
  %283 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 2
  %284 = load i32, i32* %283, align 4, !tbaa !16
  %285 = load i32, i32* %282, align 4, !tbaa !16
  %286 = icmp sgt i32 %284, %285
  %287 = select i1 %286, i32* %283, i32* %282
  %288 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 3
  %289 = load i32, i32* %288, align 4, !tbaa !16
  %290 = load i32, i32* %287, align 4, !tbaa !16
  %291 = icmp sgt i32 %289, %290
  %292 = select i1 %291, i32* %288, i32* %287
  %293 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 4
  %294 = load i32, i32* %293, align 4, !tbaa !16
  %295 = load i32, i32* %292, align 4, !tbaa !16
  %296 = icmp sgt i32 %294, %295
  %297 = select i1 %296, i32* %293, i32* %292
  %298 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 5
  %299 = load i32, i32* %298, align 4, !tbaa !16
  %300 = load i32, i32* %297, align 4, !tbaa !16
  %301 = icmp sgt i32 %299, %300
  %302 = select i1 %301, i32* %298, i32* %297
  %303 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 6
  %304 = load i32, i32* %303, align 4, !tbaa !16
  %305 = load i32, i32* %302, align 4, !tbaa !16
  %306 = icmp sgt i32 %304, %305
  %307 = select i1 %306, i32* %303, i32* %302
  %308 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 7
  %309 = load i32, i32* %308, align 4, !tbaa !16
  %310 = load i32, i32* %307, align 4, !tbaa !16
  %311 = icmp sgt i32 %309, %310
  %312 = select i1 %311, i32* %308, i32* %307
  %313 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 8
  %314 = load i32, i32* %313, align 4, !tbaa !16
  %315 = load i32, i32* %312, align 4, !tbaa !16
  %316 = icmp sgt i32 %314, %315
  %317 = select i1 %316, i32* %313, i32* %312
  %318 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 9
  %319 = load i32, i32* %318, align 4, !tbaa !16
  %320 = load i32, i32* %317, align 4, !tbaa !16
  %321 = icmp sgt i32 %319, %320
  %322 = select i1 %321, i32* %318, i32* %317
  %323 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 10
  %324 = load i32, i32* %323, align 4, !tbaa !16
  %325 = load i32, i32* %322, align 4, !tbaa !16
  %326 = icmp sgt i32 %324, %325
  %327 = select i1 %326, i32* %323, i32* %322
  %328 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 11
  %329 = load i32, i32* %328, align 4, !tbaa !16
  %330 = load i32, i32* %327, align 4, !tbaa !16
  %331 = icmp sgt i32 %329, %330
  %332 = select i1 %331, i32* %328, i32* %327
  %333 = load i32, i32* %332, align 4, !tbaa !16
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 120, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %334 = icmp slt i32 %333, 0
  br i1 %334, label %335, label %357

335:                                              ; preds = %277
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %336 = sub i32 0, %333
  %337 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %337) #3
  br label %338

338:                                              ; preds = %338, %335
  %339 = phi i32 [ %336, %335 ], [ %342, %338 ]
  %340 = phi i32 [ 0, %335 ], [ %347, %338 ]
  %341 = freeze i32 %339
  %342 = udiv i32 %341, 10
  %343 = mul i32 %342, 10
  %344 = sub i32 %341, %343
  %345 = trunc i32 %344 to i8
  %346 = or i8 %345, 48
  %347 = add nuw nsw i32 %340, 1
  %348 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 %340
  store i8 %346, i8* %348, align 1, !tbaa !8
  %349 = icmp ult i32 %339, 10
  br i1 %349, label %350, label %338, !llvm.loop !9

350:                                              ; preds = %338, %350
  %351 = phi i32 [ %352, %350 ], [ %347, %338 ]
  %352 = add nsw i32 %351, -1
  %353 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 %352
  %354 = load i8, i8* %353, align 1, !tbaa !8
  store volatile i8 %354, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %355 = icmp eq i32 %352, 0
  br i1 %355, label %356, label %350, !llvm.loop !11

356:                                              ; preds = %350
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %337) #3
  br label %378

357:                                              ; preds = %277
  %358 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %358) #3
  br label %359

359:                                              ; preds = %359, %357
  %360 = phi i32 [ %333, %357 ], [ %363, %359 ]
  %361 = phi i32 [ 0, %357 ], [ %368, %359 ]
  %362 = freeze i32 %360
  %363 = udiv i32 %362, 10
  %364 = mul i32 %363, 10
  %365 = sub i32 %362, %364
  %366 = trunc i32 %365 to i8
  %367 = or i8 %366, 48
  %368 = add nuw nsw i32 %361, 1
  %369 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 %361
  store i8 %367, i8* %369, align 1, !tbaa !8
  %370 = icmp ult i32 %360, 10
  br i1 %370, label %371, label %359, !llvm.loop !9

371:                                              ; preds = %359, %371
  %372 = phi i32 [ %373, %371 ], [ %368, %359 ]
  %373 = add nsw i32 %372, -1
  %374 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 %373
  %375 = load i8, i8* %374, align 1, !tbaa !8
  store volatile i8 %375, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %376 = icmp eq i32 %373, 0
  br i1 %376, label %377, label %371, !llvm.loop !11

377:                                              ; preds = %371
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %358) #3
  br label %378

378:                                              ; preds = %356, %377
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %379 = ptrtoint i32* %332 to i32
  %380 = ptrtoint [12 x i32]* %22 to i32
  %381 = sub i32 %379, %380
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 120, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 120, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %382 = ashr exact i32 %381, 2
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %383 = icmp slt i32 %381, 0
  br i1 %383, label %384, label %406

384:                                              ; preds = %378
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %385 = sub nsw i32 0, %382
  %386 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %386) #3
  br label %387

387:                                              ; preds = %387, %384
  %388 = phi i32 [ %385, %384 ], [ %391, %387 ]
  %389 = phi i32 [ 0, %384 ], [ %396, %387 ]
  %390 = freeze i32 %388
  %391 = udiv i32 %390, 10
  %392 = mul i32 %391, 10
  %393 = sub i32 %390, %392
  %394 = trunc i32 %393 to i8
  %395 = or i8 %394, 48
  %396 = add nuw nsw i32 %389, 1
  %397 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %389
  store i8 %395, i8* %397, align 1, !tbaa !8
  %398 = icmp ult i32 %388, 10
  br i1 %398, label %399, label %387, !llvm.loop !9

399:                                              ; preds = %387, %399
  %400 = phi i32 [ %401, %399 ], [ %396, %387 ]
  %401 = add nsw i32 %400, -1
  %402 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %401
  %403 = load i8, i8* %402, align 1, !tbaa !8
  store volatile i8 %403, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %404 = icmp eq i32 %401, 0
  br i1 %404, label %405, label %399, !llvm.loop !11

405:                                              ; preds = %399
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %386) #3
  br label %427

406:                                              ; preds = %378
  %407 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %407) #3
  br label %408

408:                                              ; preds = %408, %406
  %409 = phi i32 [ %382, %406 ], [ %412, %408 ]
  %410 = phi i32 [ 0, %406 ], [ %417, %408 ]
  %411 = freeze i32 %409
  %412 = udiv i32 %411, 10
  %413 = mul i32 %412, 10
  %414 = sub i32 %411, %413
  %415 = trunc i32 %414 to i8
  %416 = or i8 %415, 48
  %417 = add nuw nsw i32 %410, 1
  %418 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %410
  store i8 %416, i8* %418, align 1, !tbaa !8
  %419 = icmp ult i32 %409, 10
  br i1 %419, label %420, label %408, !llvm.loop !9

420:                                              ; preds = %408, %420
  %421 = phi i32 [ %422, %420 ], [ %417, %408 ]
  %422 = add nsw i32 %421, -1
  %423 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %422
  %424 = load i8, i8* %423, align 1, !tbaa !8
  store volatile i8 %424, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %425 = icmp eq i32 %422, 0
  br i1 %425, label %426, label %420, !llvm.loop !11

426:                                              ; preds = %420
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %407) #3
  br label %427

427:                                              ; preds = %405, %426
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %428 = getelementptr inbounds [19 x i8], [19 x i8]* %23, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 19, i8* nonnull %428) #3
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(19) %428, i8* noundef nonnull align 1 dereferenceable(19) getelementptr inbounds ([19 x i8], [19 x i8]* @__const.main.buf, i32 0, i32 0), i32 19, i1 false)
  br label %480

429:                                              ; preds = %266, %475
  %430 = phi i32 [ 0, %266 ], [ %478, %475 ]
  %431 = getelementptr inbounds [12 x i32], [12 x i32]* %22, i32 0, i32 %430
  %432 = load i32, i32* %431, align 4, !tbaa !16
  %433 = icmp slt i32 %432, 0
  br i1 %433, label %434, label %455

434:                                              ; preds = %429
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %435 = sub i32 0, %432
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %268) #3
  br label %436

436:                                              ; preds = %436, %434
  %437 = phi i32 [ %435, %434 ], [ %440, %436 ]
  %438 = phi i32 [ 0, %434 ], [ %445, %436 ]
  %439 = freeze i32 %437
  %440 = udiv i32 %439, 10
  %441 = mul i32 %440, 10
  %442 = sub i32 %439, %441
  %443 = trunc i32 %442 to i8
  %444 = or i8 %443, 48
  %445 = add nuw nsw i32 %438, 1
  %446 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %438
  store i8 %444, i8* %446, align 1, !tbaa !8
  %447 = icmp ult i32 %437, 10
  br i1 %447, label %448, label %436, !llvm.loop !9

448:                                              ; preds = %436, %448
  %449 = phi i32 [ %450, %448 ], [ %445, %436 ]
  %450 = add nsw i32 %449, -1
  %451 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %450
  %452 = load i8, i8* %451, align 1, !tbaa !8
  store volatile i8 %452, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %453 = icmp eq i32 %450, 0
  br i1 %453, label %454, label %448, !llvm.loop !11

454:                                              ; preds = %448
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %268) #3
  br label %475

455:                                              ; preds = %429
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %267) #3
  br label %456

456:                                              ; preds = %456, %455
  %457 = phi i32 [ %432, %455 ], [ %460, %456 ]
  %458 = phi i32 [ 0, %455 ], [ %465, %456 ]
  %459 = freeze i32 %457
  %460 = udiv i32 %459, 10
  %461 = mul i32 %460, 10
  %462 = sub i32 %459, %461
  %463 = trunc i32 %462 to i8
  %464 = or i8 %463, 48
  %465 = add nuw nsw i32 %458, 1
  %466 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %458
  store i8 %464, i8* %466, align 1, !tbaa !8
  %467 = icmp ult i32 %457, 10
  br i1 %467, label %468, label %456, !llvm.loop !9

468:                                              ; preds = %456, %468
  %469 = phi i32 [ %470, %468 ], [ %465, %456 ]
  %470 = add nsw i32 %469, -1
  %471 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %470
  %472 = load i8, i8* %471, align 1, !tbaa !8
  store volatile i8 %472, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %473 = icmp eq i32 %470, 0
  br i1 %473, label %474, label %468, !llvm.loop !11

474:                                              ; preds = %468
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %267) #3
  br label %475

475:                                              ; preds = %454, %474
  %476 = icmp eq i32 %430, 11
  %477 = select i1 %476, i8 10, i8 32
  store volatile i8 %477, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %478 = add nuw nsw i32 %430, 1
  %479 = icmp eq i32 %478, 12
  br i1 %479, label %277, label %429, !llvm.loop !20

480:                                              ; preds = %543, %427
  %481 = phi i8 [ 112, %427 ], [ %546, %543 ]
  %482 = phi i8* [ %428, %427 ], [ %544, %543 ]
  %483 = phi i8* [ %428, %427 ], [ %545, %543 ]
  switch i8 %481, label %541 [
    i8 0, label %484
    i8 105, label %543
    i8 101, label %543
  ]

484:                                              ; preds = %480
  store i8 0, i8* %482, align 1, !tbaa !8
  %485 = load i8, i8* %428, align 4, !tbaa !8
  %486 = icmp eq i8 %485, 0
  br i1 %486, label %493, label %487

487:                                              ; preds = %484, %487
  %488 = phi i8 [ %491, %487 ], [ %485, %484 ]
  %489 = phi i8* [ %490, %487 ], [ %428, %484 ]
  %490 = getelementptr inbounds i8, i8* %489, i32 1
  store volatile i8 %488, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %491 = load i8, i8* %490, align 1, !tbaa !8
  %492 = icmp eq i8 %491, 0
  br i1 %492, label %493, label %487, !llvm.loop !21

493:                                              ; preds = %487, %484
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %494 = ptrtoint [19 x i8]* %23 to i32
  store volatile i8 107, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %495 = ptrtoint i8* %482 to i32
  %496 = sub i32 %495, %494
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %497 = icmp slt i32 %496, 0
  br i1 %497, label %498, label %520

498:                                              ; preds = %493
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %499 = sub i32 0, %496
  %500 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %500) #3
  br label %501

501:                                              ; preds = %501, %498
  %502 = phi i32 [ %499, %498 ], [ %505, %501 ]
  %503 = phi i32 [ 0, %498 ], [ %510, %501 ]
  %504 = freeze i32 %502
  %505 = udiv i32 %504, 10
  %506 = mul i32 %505, 10
  %507 = sub i32 %504, %506
  %508 = trunc i32 %507 to i8
  %509 = or i8 %508, 48
  %510 = add nuw nsw i32 %503, 1
  %511 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %503
  store i8 %509, i8* %511, align 1, !tbaa !8
  %512 = icmp ult i32 %502, 10
  br i1 %512, label %513, label %501, !llvm.loop !9

513:                                              ; preds = %501, %513
  %514 = phi i32 [ %515, %513 ], [ %510, %501 ]
  %515 = add nsw i32 %514, -1
  %516 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %515
  %517 = load i8, i8* %516, align 1, !tbaa !8
  store volatile i8 %517, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %518 = icmp eq i32 %515, 0
  br i1 %518, label %519, label %513, !llvm.loop !11

519:                                              ; preds = %513
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %500) #3
  br label %547

520:                                              ; preds = %493
  %521 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %521) #3
  br label %522

522:                                              ; preds = %522, %520
  %523 = phi i32 [ %496, %520 ], [ %526, %522 ]
  %524 = phi i32 [ 0, %520 ], [ %531, %522 ]
  %525 = freeze i32 %523
  %526 = udiv i32 %525, 10
  %527 = mul i32 %526, 10
  %528 = sub i32 %525, %527
  %529 = trunc i32 %528 to i8
  %530 = or i8 %529, 48
  %531 = add nuw nsw i32 %524, 1
  %532 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %524
  store i8 %530, i8* %532, align 1, !tbaa !8
  %533 = icmp ult i32 %523, 10
  br i1 %533, label %534, label %522, !llvm.loop !9

534:                                              ; preds = %522, %534
  %535 = phi i32 [ %536, %534 ], [ %531, %522 ]
  %536 = add nsw i32 %535, -1
  %537 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %536
  %538 = load i8, i8* %537, align 1, !tbaa !8
  store volatile i8 %538, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %539 = icmp eq i32 %536, 0
  br i1 %539, label %540, label %534, !llvm.loop !11

540:                                              ; preds = %534
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %521) #3
  br label %547

541:                                              ; preds = %480
  %542 = getelementptr inbounds i8, i8* %482, i32 1
  store i8 %481, i8* %482, align 1, !tbaa !8
  br label %543

543:                                              ; preds = %480, %480, %541
  %544 = phi i8* [ %542, %541 ], [ %482, %480 ], [ %482, %480 ]
  %545 = getelementptr inbounds i8, i8* %483, i32 1
  %546 = load i8, i8* %545, align 1, !tbaa !8
  br label %480, !llvm.loop !22

547:                                              ; preds = %540, %519
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %548 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %548) #3
  %549 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 0
  store i8 49, i8* %549, align 4, !tbaa !8
  %550 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 1
  store i8 49, i8* %550, align 1, !tbaa !8
  %551 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 1
  %552 = load i8, i8* %551, align 1, !tbaa !8
  store volatile i8 %552, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %553 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 0
  %554 = load i8, i8* %553, align 4, !tbaa !8
  store volatile i8 %554, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %548) #3
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %555 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %555) #3
  %556 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  store i8 52, i8* %556, align 4, !tbaa !8
  %557 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 1
  store i8 50, i8* %557, align 1, !tbaa !8
  %558 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 1
  %559 = load i8, i8* %558, align 1, !tbaa !8
  store volatile i8 %559, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %560 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  %561 = load i8, i8* %560, align 4, !tbaa !8
  store volatile i8 %561, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %555) #3
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %562 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %562) #3
  %563 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  store i8 48, i8* %563, align 4, !tbaa !8
  %564 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 1
  store i8 51, i8* %564, align 1, !tbaa !8
  %565 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 1
  %566 = load i8, i8* %565, align 1, !tbaa !8
  store volatile i8 %566, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %567 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  %568 = load i8, i8* %567, align 4, !tbaa !8
  store volatile i8 %568, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %562) #3
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %569 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %569) #3
  %570 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  store i8 49, i8* %570, align 4, !tbaa !8
  %571 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 1
  store i8 49, i8* %571, align 1, !tbaa !8
  %572 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 2
  store i8 48, i8* %572, align 2, !tbaa !8
  %573 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 3
  store i8 49, i8* %573, align 1, !tbaa !8
  %574 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 3
  %575 = load i8, i8* %574, align 1, !tbaa !8
  store volatile i8 %575, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %576 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 2
  %577 = load i8, i8* %576, align 2, !tbaa !8
  store volatile i8 %577, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %578 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 1
  %579 = load i8, i8* %578, align 1, !tbaa !8
  store volatile i8 %579, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %580 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  %581 = load i8, i8* %580, align 4, !tbaa !8
  store volatile i8 %581, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %569) #3
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 91, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 93, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 91, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 93, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %582 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %582) #3
  %583 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  store i8 57, i8* %583, align 4, !tbaa !8
  %584 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 1
  store i8 52, i8* %584, align 1, !tbaa !8
  %585 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 2
  store i8 49, i8* %585, align 2, !tbaa !8
  %586 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 2
  %587 = load i8, i8* %586, align 2, !tbaa !8
  store volatile i8 %587, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %588 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 1
  %589 = load i8, i8* %588, align 1, !tbaa !8
  store volatile i8 %589, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %590 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  %591 = load i8, i8* %590, align 4, !tbaa !8
  store volatile i8 %591, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %582) #3
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %592 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %592) #3
  %593 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  store i8 51, i8* %593, align 4, !tbaa !8
  %594 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 1
  store i8 51, i8* %594, align 1, !tbaa !8
  %595 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 2
  store i8 50, i8* %595, align 2, !tbaa !8
  %596 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 2
  %597 = load i8, i8* %596, align 2, !tbaa !8
  store volatile i8 %597, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %598 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 1
  %599 = load i8, i8* %598, align 1, !tbaa !8
  store volatile i8 %599, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %600 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  %601 = load i8, i8* %600, align 4, !tbaa !8
  store volatile i8 %601, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %592) #3
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !8
  %602 = load i32, i32* @pool_used, align 4, !tbaa !16
  call void @llvm.lifetime.end.p0i8(i64 19, i8* nonnull %428) #3
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %219) #3
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %24)
  ret i32 %602
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"any pointer", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!6, !7, i64 0}
!6 = !{!"node", !7, i64 0, !2, i64 4}
!7 = !{!"int", !3, i64 0}
!8 = !{!3, !3, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!6, !2, i64 4}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = !{!7, !7, i64 0}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
