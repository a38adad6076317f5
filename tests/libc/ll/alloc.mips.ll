; ModuleID = 'alloc.c'
source_filename = "alloc.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@block = internal unnamed_addr global [200 x i8*] zeroinitializer, align 4
@size = internal unnamed_addr global [200 x i32] zeroinitializer, align 4
@tag = internal unnamed_addr global [200 x i8] zeroinitializer, align 1
@.str = private unnamed_addr constant [34 x i8] c"malloc: %d operations, %d errors\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"big block after freeing: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"yes\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"no\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"too big: %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"allocated\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"NULL\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"aligned_alloc: %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [32 x i8] c"qsort: %d %d %d %d checksum %u\0A\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"bsearch: %d\0A\00", align 1
@env = internal global [6 x i32] zeroinitializer, align 4
@.str.10 = private unnamed_addr constant [28 x i8] c"longjmp: %d after depth %d\0A\00", align 1
@depth_reached = internal unnamed_addr global i32 0, align 4
@.str.11 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c", world\00", align 1
@.str.13 = private unnamed_addr constant [20 x i8] c"%s %zu %d %s %s %s\0A\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"lo, \00", align 1
@__const.main.t = private unnamed_addr constant [7 x i8] c"a,b,,c\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c",\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.17 = private unnamed_addr constant [10 x i8] c" %zu %zu\0A\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"abcde\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.20 = private unnamed_addr constant [3 x i8] c"de\00", align 1
@state = internal unnamed_addr global i32 12345, align 4
@.str.21 = private unnamed_addr constant [16 x i8] c"not reached %d\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [500 x i32], align 4
  %2 = alloca i32, align 4
  %3 = alloca [64 x i8], align 1
  %4 = alloca [7 x i8], align 1
  br label %5

5:                                                ; preds = %0, %168
  %6 = phi i32 [ 0, %0 ], [ %170, %168 ]
  %7 = phi i32 [ 0, %0 ], [ %169, %168 ]
  %8 = phi i32 [ 0, %0 ], [ %171, %168 ]
  %9 = load i32, i32* @state, align 4, !tbaa !1
  %10 = shl i32 %9, 13
  %11 = xor i32 %10, %9
  %12 = lshr i32 %11, 17
  %13 = xor i32 %12, %11
  %14 = shl i32 %13, 5
  %15 = xor i32 %14, %13
  %16 = urem i32 %15, 200
  %17 = shl i32 %15, 13
  %18 = xor i32 %17, %15
  %19 = lshr i32 %18, 17
  %20 = xor i32 %19, %18
  %21 = shl i32 %20, 5
  %22 = xor i32 %21, %20
  store i32 %22, i32* @state, align 4, !tbaa !1
  %23 = and i32 %20, 3
  %24 = getelementptr inbounds [200 x i8*], [200 x i8*]* @block, i32 0, i32 %16
  %25 = load i8*, i8** %24, align 4, !tbaa !5
  %26 = icmp eq i8* %25, null
  br i1 %26, label %55, label %27

27:                                               ; preds = %5
  %28 = getelementptr inbounds [200 x i32], [200 x i32]* @size, i32 0, i32 %16
  %29 = load i32, i32* %28, align 4, !tbaa !1
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %53, label %31

31:                                               ; preds = %27
  %32 = getelementptr inbounds [200 x i8], [200 x i8]* @tag, i32 0, i32 %16
  %33 = load i8, i8* %32, align 1, !tbaa !7
  %34 = load i8, i8* %25, align 1, !tbaa !7
  %35 = icmp eq i8 %34, %33
  br i1 %35, label %36, label %48

36:                                               ; preds = %31, %39
  %37 = phi i32 [ %45, %39 ], [ 1, %31 ]
  %38 = icmp eq i32 %37, %29
  br i1 %38, label %46, label %39, !llvm.loop !8

39:                                               ; preds = %36
  %40 = getelementptr inbounds i8, i8* %25, i32 %37
  %41 = load i8, i8* %40, align 1, !tbaa !7
  %42 = trunc i32 %37 to i8
  %43 = add i8 %33, %42
  %44 = icmp eq i8 %41, %43
  %45 = add nuw i32 %37, 1
  br i1 %44, label %36, label %46, !llvm.loop !8

46:                                               ; preds = %36, %39
  %47 = icmp ult i32 %37, %29
  br label %48

48:                                               ; preds = %46, %31
  %49 = phi i1 [ true, %31 ], [ %47, %46 ]
  %50 = zext i1 %49 to i32
  %51 = add nsw i32 %6, %50
  %52 = icmp eq i32 %23, 0
  br i1 %52, label %55, label %115

53:                                               ; preds = %27
  %54 = icmp eq i32 %23, 0
  br i1 %54, label %55, label %115

55:                                               ; preds = %48, %5, %53
  %56 = phi i32 [ %6, %53 ], [ %51, %48 ], [ %6, %5 ]
  call void @free(i8* noundef %25) #7
  %57 = load i32, i32* @state, align 4, !tbaa !1
  %58 = shl i32 %57, 13
  %59 = xor i32 %58, %57
  %60 = lshr i32 %59, 17
  %61 = xor i32 %60, %59
  %62 = shl i32 %61, 5
  %63 = xor i32 %62, %61
  %64 = shl i32 %63, 13
  %65 = xor i32 %64, %63
  %66 = lshr i32 %65, 17
  %67 = xor i32 %66, %65
  %68 = shl i32 %67, 5
  %69 = xor i32 %68, %67
  %70 = and i32 %67, 7
  %71 = icmp eq i32 %70, 0
  %72 = select i1 %71, i32 5000, i32 200
  %73 = urem i32 %63, %72
  %74 = getelementptr inbounds [200 x i32], [200 x i32]* @size, i32 0, i32 %16
  store i32 %73, i32* %74, align 4, !tbaa !1
  %75 = shl i32 %69, 13
  %76 = xor i32 %75, %69
  %77 = lshr i32 %76, 17
  %78 = xor i32 %77, %76
  %79 = shl i32 %78, 5
  %80 = xor i32 %79, %78
  store i32 %80, i32* @state, align 4, !tbaa !1
  %81 = trunc i32 %80 to i8
  %82 = getelementptr inbounds [200 x i8], [200 x i8]* @tag, i32 0, i32 %16
  store i8 %81, i8* %82, align 1, !tbaa !7
  %83 = icmp eq i32 %23, 1
  br i1 %83, label %87, label %84

84:                                               ; preds = %55
  %85 = call i8* @malloc(i32 noundef signext %73) #7
  store i8* %85, i8** %24, align 4, !tbaa !5
  %86 = load i32, i32* %74, align 4, !tbaa !1
  br label %101

87:                                               ; preds = %55
  %88 = call i8* @calloc(i32 noundef signext %73, i32 noundef signext 1) #7
  store i8* %88, i8** %24, align 4, !tbaa !5
  %89 = load i32, i32* %74, align 4, !tbaa !1
  %90 = icmp eq i32 %89, 0
  br i1 %90, label %165, label %91

91:                                               ; preds = %87, %91
  %92 = phi i32 [ %98, %91 ], [ %56, %87 ]
  %93 = phi i32 [ %99, %91 ], [ 0, %87 ]
  %94 = getelementptr inbounds i8, i8* %88, i32 %93
  %95 = load i8, i8* %94, align 1, !tbaa !7
  %96 = icmp ne i8 %95, 0
  %97 = zext i1 %96 to i32
  %98 = add nsw i32 %92, %97
  %99 = add nuw i32 %93, 1
  %100 = icmp eq i32 %99, %89
  br i1 %100, label %101, label %91, !llvm.loop !10

101:                                              ; preds = %91, %84
  %102 = phi i32 [ %86, %84 ], [ %89, %91 ]
  %103 = phi i8* [ %85, %84 ], [ %88, %91 ]
  %104 = phi i32 [ %56, %84 ], [ %98, %91 ]
  %105 = icmp eq i32 %102, 0
  br i1 %105, label %165, label %106

106:                                              ; preds = %101
  %107 = load i8, i8* %82, align 1, !tbaa !7
  br label %108

108:                                              ; preds = %108, %106
  %109 = phi i32 [ 0, %106 ], [ %113, %108 ]
  %110 = trunc i32 %109 to i8
  %111 = add i8 %107, %110
  %112 = getelementptr inbounds i8, i8* %103, i32 %109
  store i8 %111, i8* %112, align 1, !tbaa !7
  %113 = add nuw i32 %109, 1
  %114 = icmp eq i32 %113, %102
  br i1 %114, label %165, label %108, !llvm.loop !11

115:                                              ; preds = %48, %53
  %116 = phi i32 [ %6, %53 ], [ %51, %48 ]
  %117 = icmp eq i32 %23, 2
  br i1 %117, label %118, label %164

118:                                              ; preds = %115
  %119 = shl i32 %22, 13
  %120 = xor i32 %119, %22
  %121 = lshr i32 %120, 17
  %122 = xor i32 %121, %120
  %123 = shl i32 %122, 5
  %124 = xor i32 %123, %122
  store i32 %124, i32* @state, align 4, !tbaa !1
  %125 = urem i32 %124, 3000
  %126 = call i8* @realloc(i8* noundef nonnull %25, i32 noundef signext %125) #7
  %127 = icmp eq i32 %125, 0
  %128 = icmp ne i8* %126, null
  %129 = select i1 %127, i1 true, i1 %128
  br i1 %129, label %132, label %130

130:                                              ; preds = %118
  %131 = add nsw i32 %116, 1
  br label %168

132:                                              ; preds = %118
  %133 = load i32, i32* %28, align 4, !tbaa !1
  %134 = icmp ult i32 %125, %133
  %135 = select i1 %134, i32 %125, i32 %133
  %136 = icmp eq i32 %135, 0
  br i1 %136, label %140, label %137

137:                                              ; preds = %132
  %138 = getelementptr inbounds [200 x i8], [200 x i8]* @tag, i32 0, i32 %16
  %139 = load i8, i8* %138, align 1, !tbaa !7
  br label %152

140:                                              ; preds = %152, %132
  %141 = phi i32 [ %116, %132 ], [ %161, %152 ]
  store i8* %126, i8** %24, align 4, !tbaa !5
  store i32 %125, i32* %28, align 4, !tbaa !1
  br i1 %127, label %165, label %142

142:                                              ; preds = %140
  %143 = getelementptr inbounds [200 x i8], [200 x i8]* @tag, i32 0, i32 %16
  %144 = load i8, i8* %143, align 1, !tbaa !7
  br label %145

145:                                              ; preds = %145, %142
  %146 = phi i32 [ 0, %142 ], [ %150, %145 ]
  %147 = trunc i32 %146 to i8
  %148 = add i8 %144, %147
  %149 = getelementptr inbounds i8, i8* %126, i32 %146
  store i8 %148, i8* %149, align 1, !tbaa !7
  %150 = add nuw i32 %146, 1
  %151 = icmp eq i32 %150, %125
  br i1 %151, label %165, label %145, !llvm.loop !11

152:                                              ; preds = %137, %152
  %153 = phi i32 [ %116, %137 ], [ %161, %152 ]
  %154 = phi i32 [ 0, %137 ], [ %162, %152 ]
  %155 = getelementptr inbounds i8, i8* %126, i32 %154
  %156 = load i8, i8* %155, align 1, !tbaa !7
  %157 = trunc i32 %154 to i8
  %158 = add i8 %139, %157
  %159 = icmp ne i8 %156, %158
  %160 = zext i1 %159 to i32
  %161 = add nsw i32 %153, %160
  %162 = add nuw i32 %154, 1
  %163 = icmp eq i32 %162, %135
  br i1 %163, label %140, label %152, !llvm.loop !12

164:                                              ; preds = %115
  call void @free(i8* noundef nonnull %25) #7
  store i8* null, i8** %24, align 4, !tbaa !5
  br label %165

165:                                              ; preds = %145, %108, %87, %140, %101, %164
  %166 = phi i32 [ %116, %164 ], [ %104, %101 ], [ %141, %140 ], [ %56, %87 ], [ %104, %108 ], [ %141, %145 ]
  %167 = add nsw i32 %7, 1
  br label %168

168:                                              ; preds = %130, %165
  %169 = phi i32 [ %167, %165 ], [ %7, %130 ]
  %170 = phi i32 [ %166, %165 ], [ %131, %130 ]
  %171 = add nuw nsw i32 %8, 1
  %172 = icmp eq i32 %171, 4000
  br i1 %172, label %191, label %5, !llvm.loop !13

173:                                              ; preds = %222
  %174 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str, i32 0, i32 0), i32 noundef signext %169, i32 noundef signext %223) #7
  %175 = call i8* @malloc(i32 noundef signext 52428800) #7
  %176 = icmp eq i8* %175, null
  %177 = select i1 %176, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0)
  %178 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.1, i32 0, i32 0), i8* noundef %177) #7
  call void @free(i8* noundef %175) #7
  %179 = call i8* @malloc(i32 noundef signext -65) #7
  %180 = icmp eq i8* %179, null
  %181 = select i1 %180, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0)
  %182 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i8* noundef %181) #7
  %183 = call i8* @aligned_alloc(i32 noundef signext 256, i32 noundef signext 1000) #7
  %184 = ptrtoint i8* %183 to i32
  %185 = and i32 %184, 255
  %186 = icmp eq i32 %185, 0
  %187 = zext i1 %186 to i32
  %188 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i32 0, i32 0), i32 noundef signext %187) #7
  call void @free(i8* noundef %183) #7
  %189 = bitcast [500 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 2000, i8* nonnull %189) #8
  %190 = load i32, i32* @state, align 4, !tbaa !1
  br label %227

191:                                              ; preds = %168, %222
  %192 = phi i32 [ %223, %222 ], [ %170, %168 ]
  %193 = phi i32 [ %224, %222 ], [ 0, %168 ]
  %194 = getelementptr inbounds [200 x i8*], [200 x i8*]* @block, i32 0, i32 %193
  %195 = load i8*, i8** %194, align 4, !tbaa !5
  %196 = icmp eq i8* %195, null
  br i1 %196, label %222, label %197

197:                                              ; preds = %191
  %198 = getelementptr inbounds [200 x i32], [200 x i32]* @size, i32 0, i32 %193
  %199 = load i32, i32* %198, align 4, !tbaa !1
  %200 = icmp eq i32 %199, 0
  br i1 %200, label %222, label %201

201:                                              ; preds = %197
  %202 = getelementptr inbounds [200 x i8], [200 x i8]* @tag, i32 0, i32 %193
  %203 = load i8, i8* %202, align 1, !tbaa !7
  %204 = load i8, i8* %195, align 1, !tbaa !7
  %205 = icmp eq i8 %204, %203
  br i1 %205, label %206, label %218

206:                                              ; preds = %201, %209
  %207 = phi i32 [ %215, %209 ], [ 1, %201 ]
  %208 = icmp eq i32 %207, %199
  br i1 %208, label %216, label %209, !llvm.loop !8

209:                                              ; preds = %206
  %210 = getelementptr inbounds i8, i8* %195, i32 %207
  %211 = load i8, i8* %210, align 1, !tbaa !7
  %212 = trunc i32 %207 to i8
  %213 = add i8 %203, %212
  %214 = icmp eq i8 %211, %213
  %215 = add nuw i32 %207, 1
  br i1 %214, label %206, label %216, !llvm.loop !8

216:                                              ; preds = %206, %209
  %217 = icmp ult i32 %207, %199
  br label %218

218:                                              ; preds = %216, %201
  %219 = phi i1 [ true, %201 ], [ %217, %216 ]
  %220 = zext i1 %219 to i32
  %221 = add nsw i32 %192, %220
  br label %222

222:                                              ; preds = %218, %197, %191
  %223 = phi i32 [ %192, %191 ], [ %192, %197 ], [ %221, %218 ]
  call void @free(i8* noundef %195) #7
  %224 = add nuw nsw i32 %193, 1
  %225 = icmp eq i32 %224, 200
  br i1 %225, label %173, label %191, !llvm.loop !14

226:                                              ; preds = %227
  store i32 %235, i32* @state, align 4, !tbaa !1
  call void @qsort(i8* noundef nonnull %189, i32 noundef signext 500, i32 noundef signext 4, i32 (i8*, i8*)* noundef nonnull @cmp_int) #7
  br label %256

227:                                              ; preds = %173, %227
  %228 = phi i32 [ 0, %173 ], [ %239, %227 ]
  %229 = phi i32 [ %190, %173 ], [ %235, %227 ]
  %230 = shl i32 %229, 13
  %231 = xor i32 %230, %229
  %232 = lshr i32 %231, 17
  %233 = xor i32 %232, %231
  %234 = shl i32 %233, 5
  %235 = xor i32 %234, %233
  %236 = urem i32 %235, 1000
  %237 = add nsw i32 %236, -500
  %238 = getelementptr inbounds [500 x i32], [500 x i32]* %1, i32 0, i32 %228
  store i32 %237, i32* %238, align 4, !tbaa !1
  %239 = add nuw nsw i32 %228, 1
  %240 = icmp eq i32 %239, 500
  br i1 %240, label %226, label %227, !llvm.loop !15

241:                                              ; preds = %256
  %242 = getelementptr inbounds [500 x i32], [500 x i32]* %1, i32 0, i32 0
  %243 = load i32, i32* %242, align 4, !tbaa !1
  %244 = getelementptr inbounds [500 x i32], [500 x i32]* %1, i32 0, i32 1
  %245 = load i32, i32* %244, align 4, !tbaa !1
  %246 = getelementptr inbounds [500 x i32], [500 x i32]* %1, i32 0, i32 250
  %247 = load i32, i32* %246, align 4, !tbaa !1
  %248 = getelementptr inbounds [500 x i32], [500 x i32]* %1, i32 0, i32 499
  %249 = load i32, i32* %248, align 4, !tbaa !1
  %250 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.8, i32 0, i32 0), i32 noundef signext %243, i32 noundef signext %245, i32 noundef signext %247, i32 noundef signext %249, i32 noundef signext %262) #7
  %251 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %251) #8
  %252 = getelementptr inbounds [500 x i32], [500 x i32]* %1, i32 0, i32 123
  %253 = load i32, i32* %252, align 4, !tbaa !1
  store i32 %253, i32* %2, align 4, !tbaa !1
  %254 = call i8* @bsearch(i8* noundef nonnull %251, i8* noundef nonnull %189, i32 noundef signext 500, i32 noundef signext 4, i32 (i8*, i8*)* noundef nonnull @cmp_int) #7
  %255 = icmp eq i8* %254, null
  br i1 %255, label %271, label %265

256:                                              ; preds = %226, %256
  %257 = phi i32 [ 0, %226 ], [ %263, %256 ]
  %258 = phi i32 [ 0, %226 ], [ %262, %256 ]
  %259 = mul i32 %258, 31
  %260 = getelementptr inbounds [500 x i32], [500 x i32]* %1, i32 0, i32 %257
  %261 = load i32, i32* %260, align 4, !tbaa !1
  %262 = add i32 %261, %259
  %263 = add nuw nsw i32 %257, 1
  %264 = icmp eq i32 %263, 500
  br i1 %264, label %241, label %256, !llvm.loop !16

265:                                              ; preds = %241
  %266 = bitcast i8* %254 to i32*
  %267 = load i32, i32* %266, align 4, !tbaa !1
  %268 = load i32, i32* %2, align 4, !tbaa !1
  %269 = icmp eq i32 %267, %268
  %270 = zext i1 %269 to i32
  br label %271

271:                                              ; preds = %265, %241
  %272 = phi i32 [ 0, %241 ], [ %270, %265 ]
  %273 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.9, i32 0, i32 0), i32 noundef signext %272) #7
  %274 = call i32 @setjmp(i32* noundef getelementptr inbounds ([6 x i32], [6 x i32]* @env, i32 0, i32 0)) #9
  %275 = icmp eq i32 %274, 0
  br i1 %275, label %276, label %277

276:                                              ; preds = %271
  call fastcc void @deep(i32 noundef signext 10) #10
  br label %280

277:                                              ; preds = %271
  %278 = load i32, i32* @depth_reached, align 4, !tbaa !1
  %279 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.10, i32 0, i32 0), i32 noundef signext %274, i32 noundef signext %278) #7
  br label %280

280:                                              ; preds = %277, %276
  %281 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %281) #8
  %282 = call i8* @strcpy(i8* noundef nonnull %281, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i32 0, i32 0)) #7
  %283 = call i8* @strcat(i8* noundef nonnull %281, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i32 0, i32 0)) #7
  %284 = call i32 @strlen(i8* noundef nonnull %281) #7
  %285 = call i32 @strcmp(i8* noundef nonnull %281, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i32 0, i32 0)) #7
  %286 = call i8* @strchr(i8* noundef nonnull %281, i32 noundef signext 119) #7
  %287 = call i8* @strrchr(i8* noundef nonnull %281, i32 noundef signext 111) #7
  %288 = call i8* @strstr(i8* noundef nonnull %281, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0)) #7
  %289 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.13, i32 0, i32 0), i8* noundef nonnull %281, i32 noundef signext %284, i32 noundef signext %285, i8* noundef %286, i8* noundef %287, i8* noundef %288) #7
  %290 = getelementptr inbounds [7 x i8], [7 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 7, i8* nonnull %290) #8
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(7) %290, i8* noundef nonnull align 1 dereferenceable(7) getelementptr inbounds ([7 x i8], [7 x i8]* @__const.main.t, i32 0, i32 0), i32 7, i1 false)
  %291 = call i8* @strtok(i8* noundef nonnull %290, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i32 0, i32 0)) #7
  %292 = icmp eq i8* %291, null
  br i1 %292, label %293, label %297

293:                                              ; preds = %297, %280
  %294 = call i32 @strspn(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i32 0, i32 0)) #7
  %295 = call i32 @strcspn(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.20, i32 0, i32 0)) #7
  %296 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.17, i32 0, i32 0), i32 noundef signext %294, i32 noundef signext %295) #7
  call void @llvm.lifetime.end.p0i8(i64 7, i8* nonnull %290) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %281) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %251) #8
  call void @llvm.lifetime.end.p0i8(i64 2000, i8* nonnull %189) #8
  ret i32 0

297:                                              ; preds = %280, %297
  %298 = phi i8* [ %300, %297 ], [ %291, %280 ]
  %299 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i32 0, i32 0), i8* noundef nonnull %298) #7
  %300 = call i8* @strtok(i8* noundef null, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i32 0, i32 0)) #7
  %301 = icmp eq i8* %300, null
  br i1 %301, label %293, label %297, !llvm.loop !17
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local void @free(i8* noundef) local_unnamed_addr #2

declare dso_local i8* @calloc(i32 noundef signext, i32 noundef signext) local_unnamed_addr #2

declare dso_local i8* @malloc(i32 noundef signext) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local i8* @realloc(i8* noundef, i32 noundef signext) local_unnamed_addr #2

declare dso_local i32 @printf(i8* noundef, ...) local_unnamed_addr #2

declare dso_local i8* @aligned_alloc(i32 noundef signext, i32 noundef signext) local_unnamed_addr #2

declare dso_local void @qsort(i8* noundef, i32 noundef signext, i32 noundef signext, i32 (i8*, i8*)* noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define internal i32 @cmp_int(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #3 {
  %3 = bitcast i8* %0 to i32*
  %4 = load i32, i32* %3, align 4, !tbaa !1
  %5 = bitcast i8* %1 to i32*
  %6 = load i32, i32* %5, align 4, !tbaa !1
  %7 = icmp sgt i32 %4, %6
  %8 = zext i1 %7 to i32
  %9 = icmp slt i32 %4, %6
  %10 = sext i1 %9 to i32
  %11 = add nsw i32 %10, %8
  ret i32 %11
}

declare dso_local i8* @bsearch(i8* noundef, i8* noundef, i32 noundef signext, i32 noundef signext, i32 (i8*, i8*)* noundef) local_unnamed_addr #2

; Function Attrs: returns_twice
declare dso_local i32 @setjmp(i32* noundef) local_unnamed_addr #4

; Function Attrs: nounwind
define internal fastcc void @deep(i32 noundef signext %0) unnamed_addr #0 {
  %2 = alloca i32, align 4
  %3 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3)
  %4 = mul nsw i32 %0, 3
  store volatile i32 %4, i32* %2, align 4, !tbaa !1
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  tail call void @longjmp(i32* noundef getelementptr inbounds ([6 x i32], [6 x i32]* @env, i32 0, i32 0), i32 noundef signext 42) #11
  unreachable

7:                                                ; preds = %1
  store i32 %0, i32* @depth_reached, align 4, !tbaa !1
  %8 = add nsw i32 %0, -1
  tail call fastcc void @deep(i32 noundef signext %8) #10
  %9 = load volatile i32, i32* %2, align 4, !tbaa !1
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.21, i32 0, i32 0), i32 noundef signext %9) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3)
  ret void
}

declare dso_local i8* @strcpy(i8* noundef, i8* noundef) local_unnamed_addr #2

declare dso_local i8* @strcat(i8* noundef, i8* noundef) local_unnamed_addr #2

declare dso_local i32 @strlen(i8* noundef) local_unnamed_addr #2

declare dso_local i32 @strcmp(i8* noundef, i8* noundef) local_unnamed_addr #2

declare dso_local i8* @strchr(i8* noundef, i32 noundef signext) local_unnamed_addr #2

declare dso_local i8* @strrchr(i8* noundef, i32 noundef signext) local_unnamed_addr #2

declare dso_local i8* @strstr(i8* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #5

declare dso_local i8* @strtok(i8* noundef, i8* noundef) local_unnamed_addr #2

declare dso_local i32 @strspn(i8* noundef, i8* noundef) local_unnamed_addr #2

declare dso_local i32 @strcspn(i8* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: noreturn
declare dso_local void @longjmp(i32* noundef, i32 noundef signext) local_unnamed_addr #6

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { returns_twice "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { noreturn "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #7 = { nobuiltin nounwind "no-builtins" }
attributes #8 = { nounwind }
attributes #9 = { nobuiltin nounwind returns_twice "no-builtins" }
attributes #10 = { nobuiltin "no-builtins" }
attributes #11 = { nobuiltin noreturn nounwind "no-builtins" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !3, i64 0}
!7 = !{!3, !3, i64 0}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
