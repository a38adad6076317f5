; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"Hello\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c", \00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"Cpu0 world\00", align 1
@main.vals = internal unnamed_addr constant [6 x i32] [i32 0, i32 7, i32 255, i32 4096, i32 123456789, i32 -1], align 4
@.str.5 = private unnamed_addr constant [9 x i8] c"  -12345\00", align 1
@main.pals = internal unnamed_addr constant [4 x i8*] [i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.14, i32 0, i32 0)], align 4
@.str.11 = private unnamed_addr constant [8 x i8] c"racecar\00", align 1
@.str.12 = private unnamed_addr constant [18 x i8] c"never odd or even\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"cpu zero\00", align 1
@.str.14 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c": yes\0A\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c": no\0A\00", align 1
@.str.17 = private unnamed_addr constant [53 x i8] c"It was the best of times, it was the worst of times.\00", align 1
@.str.23 = private unnamed_addr constant [21 x i8] c"Attack at Dawn, xyz!\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 4
  %4 = alloca [10 x i8], align 1
  %5 = alloca [10 x i8], align 1
  %6 = alloca [10 x i8], align 1
  %7 = alloca [10 x i8], align 1
  %8 = alloca [96 x i8], align 4
  %9 = getelementptr inbounds [96 x i8], [96 x i8]* %8, i32 0, i32 0
  %10 = alloca [40 x i8], align 4
  %11 = getelementptr inbounds [96 x i8], [96 x i8]* %8, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %11) #3
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(6) %9, i8* noundef nonnull align 1 dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i32 6, i1 false), !tbaa !1
  %12 = getelementptr inbounds [96 x i8], [96 x i8]* %8, i32 0, i32 1
  br label %13

13:                                               ; preds = %0, %13
  %14 = phi i8* [ %12, %0 ], [ %17, %13 ]
  %15 = load i8, i8* %14, align 1, !tbaa !1
  %16 = icmp eq i8 %15, 0
  %17 = getelementptr inbounds i8, i8* %14, i32 1
  br i1 %16, label %18, label %13, !llvm.loop !4

18:                                               ; preds = %13
  %19 = ptrtoint i8* %14 to i32
  %20 = ptrtoint [96 x i8]* %8 to i32
  %21 = sub i32 %19, %20
  %22 = getelementptr [96 x i8], [96 x i8]* %8, i32 0, i32 %21
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(3) %22, i8* noundef nonnull align 1 dereferenceable(3) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i32 0, i32 0), i32 3, i1 false), !tbaa !1
  br label %23

23:                                               ; preds = %18, %23
  %24 = phi i8* [ %27, %23 ], [ %11, %18 ]
  %25 = load i8, i8* %24, align 1, !tbaa !1
  %26 = icmp eq i8 %25, 0
  %27 = getelementptr inbounds i8, i8* %24, i32 1
  br i1 %26, label %28, label %23, !llvm.loop !4

28:                                               ; preds = %23
  %29 = ptrtoint i8* %24 to i32
  %30 = sub i32 %29, %20
  %31 = getelementptr [96 x i8], [96 x i8]* %8, i32 0, i32 %30
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(11) %31, i8* noundef nonnull align 1 dereferenceable(11) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i32 0, i32 0), i32 11, i1 false), !tbaa !1
  %32 = load i8, i8* %11, align 4, !tbaa !1
  %33 = icmp eq i8 %32, 0
  br i1 %33, label %40, label %34

34:                                               ; preds = %28, %34
  %35 = phi i8 [ %38, %34 ], [ %32, %28 ]
  %36 = phi i8* [ %37, %34 ], [ %11, %28 ]
  %37 = getelementptr inbounds i8, i8* %36, i32 1
  store volatile i8 %35, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %38 = load i8, i8* %37, align 1, !tbaa !1
  %39 = icmp eq i8 %38, 0
  br i1 %39, label %40, label %34, !llvm.loop !6

40:                                               ; preds = %34, %28
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %41 = icmp eq i8 %32, 0
  br i1 %41, label %49, label %42, !llvm.loop !4

42:                                               ; preds = %40
  %43 = getelementptr inbounds [96 x i8], [96 x i8]* %8, i32 0, i32 1
  br label %44

44:                                               ; preds = %42, %44
  %45 = phi i8* [ %43, %42 ], [ %48, %44 ]
  %46 = load i8, i8* %45, align 1, !tbaa !1
  %47 = icmp eq i8 %46, 0
  %48 = getelementptr inbounds i8, i8* %45, i32 1
  br i1 %47, label %49, label %44, !llvm.loop !4

49:                                               ; preds = %44, %40
  %50 = phi i8* [ %11, %40 ], [ %45, %44 ]
  %51 = ptrtoint i8* %50 to i32
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %52 = sub i32 %51, %20
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %53 = icmp slt i32 %52, 0
  br i1 %53, label %54, label %76

54:                                               ; preds = %49
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %55 = sub i32 0, %52
  %56 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %56) #3
  br label %57

57:                                               ; preds = %57, %54
  %58 = phi i32 [ %55, %54 ], [ %61, %57 ]
  %59 = phi i32 [ 0, %54 ], [ %66, %57 ]
  %60 = freeze i32 %58
  %61 = udiv i32 %60, 10
  %62 = mul i32 %61, 10
  %63 = sub i32 %60, %62
  %64 = trunc i32 %63 to i8
  %65 = or i8 %64, 48
  %66 = add nuw nsw i32 %59, 1
  %67 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %59
  store i8 %65, i8* %67, align 1, !tbaa !1
  %68 = icmp ult i32 %58, 10
  br i1 %68, label %69, label %57, !llvm.loop !7

69:                                               ; preds = %57, %69
  %70 = phi i32 [ %71, %69 ], [ %66, %57 ]
  %71 = add nsw i32 %70, -1
  %72 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %71
  %73 = load i8, i8* %72, align 1, !tbaa !1
  store volatile i8 %73, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %74 = icmp eq i32 %71, 0
  br i1 %74, label %75, label %69, !llvm.loop !8

75:                                               ; preds = %69
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %56) #3
  br label %97

76:                                               ; preds = %49
  %77 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %77) #3
  br label %78

78:                                               ; preds = %78, %76
  %79 = phi i32 [ %52, %76 ], [ %82, %78 ]
  %80 = phi i32 [ 0, %76 ], [ %87, %78 ]
  %81 = freeze i32 %79
  %82 = udiv i32 %81, 10
  %83 = mul i32 %82, 10
  %84 = sub i32 %81, %83
  %85 = trunc i32 %84 to i8
  %86 = or i8 %85, 48
  %87 = add nuw nsw i32 %80, 1
  %88 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %80
  store i8 %86, i8* %88, align 1, !tbaa !1
  %89 = icmp ult i32 %79, 10
  br i1 %89, label %90, label %78, !llvm.loop !7

90:                                               ; preds = %78, %90
  %91 = phi i32 [ %92, %90 ], [ %87, %78 ]
  %92 = add nsw i32 %91, -1
  %93 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %92
  %94 = load i8, i8* %93, align 1, !tbaa !1
  store volatile i8 %94, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %95 = icmp eq i32 %92, 0
  br i1 %95, label %96, label %90, !llvm.loop !8

96:                                               ; preds = %90
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %77) #3
  br label %97

97:                                               ; preds = %75, %96
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %98 = icmp eq i8 %32, 0
  br i1 %98, label %106, label %99, !llvm.loop !4

99:                                               ; preds = %97
  %100 = getelementptr inbounds [96 x i8], [96 x i8]* %8, i32 0, i32 1
  br label %101

101:                                              ; preds = %99, %101
  %102 = phi i8* [ %100, %99 ], [ %105, %101 ]
  %103 = load i8, i8* %102, align 1, !tbaa !1
  %104 = icmp eq i8 %103, 0
  %105 = getelementptr inbounds i8, i8* %102, i32 1
  br i1 %104, label %106, label %101, !llvm.loop !4

106:                                              ; preds = %101, %97
  %107 = phi i8* [ %11, %97 ], [ %102, %101 ]
  %108 = ptrtoint i8* %107 to i32
  %109 = sub i32 %108, %20
  %110 = sdiv i32 %109, 2
  %111 = icmp sgt i32 %109, 1
  br i1 %111, label %112, label %132

112:                                              ; preds = %106
  %113 = getelementptr inbounds [96 x i8], [96 x i8]* %8, i32 0, i32 0
  %114 = add i32 %109, -1
  %115 = getelementptr inbounds [96 x i8], [96 x i8]* %8, i32 0, i32 %114
  %116 = load i8, i8* %115, align 1, !tbaa !1
  store i8 %116, i8* %113, align 4, !tbaa !1
  store i8 %32, i8* %115, align 1, !tbaa !1
  %117 = and i32 %109, -2
  %118 = icmp eq i32 %117, 2
  br i1 %118, label %130, label %119, !llvm.loop !9

119:                                              ; preds = %112, %119
  %120 = phi i32 [ %128, %119 ], [ 1, %112 ]
  %121 = getelementptr inbounds [96 x i8], [96 x i8]* %8, i32 0, i32 %120
  %122 = load i8, i8* %121, align 1, !tbaa !1
  %123 = getelementptr inbounds [96 x i8], [96 x i8]* %8, i32 0, i32 %120
  %124 = xor i32 %120, -1
  %125 = add i32 %109, %124
  %126 = getelementptr inbounds [96 x i8], [96 x i8]* %8, i32 0, i32 %125
  %127 = load i8, i8* %126, align 1, !tbaa !1
  store i8 %127, i8* %123, align 1, !tbaa !1
  store i8 %122, i8* %126, align 1, !tbaa !1
  %128 = add nuw nsw i32 %120, 1
  %129 = icmp eq i32 %128, %110
  br i1 %129, label %130, label %119, !llvm.loop !9

130:                                              ; preds = %119, %112
  %131 = load i8, i8* %11, align 4, !tbaa !1
  br label %132

132:                                              ; preds = %130, %106
  %133 = phi i8 [ %131, %130 ], [ %32, %106 ]
  %134 = icmp eq i8 %133, 0
  br i1 %134, label %141, label %135

135:                                              ; preds = %132, %135
  %136 = phi i8 [ %139, %135 ], [ %133, %132 ]
  %137 = phi i8* [ %138, %135 ], [ %11, %132 ]
  %138 = getelementptr inbounds i8, i8* %137, i32 1
  store volatile i8 %136, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %139 = load i8, i8* %138, align 1, !tbaa !1
  %140 = icmp eq i8 %139, 0
  br i1 %140, label %141, label %135, !llvm.loop !6

141:                                              ; preds = %135, %132
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %142 = icmp eq i8 %133, 0
  br i1 %142, label %150, label %143, !llvm.loop !4

143:                                              ; preds = %141
  %144 = getelementptr inbounds [96 x i8], [96 x i8]* %8, i32 0, i32 1
  br label %145

145:                                              ; preds = %143, %145
  %146 = phi i8* [ %144, %143 ], [ %149, %145 ]
  %147 = load i8, i8* %146, align 1, !tbaa !1
  %148 = icmp eq i8 %147, 0
  %149 = getelementptr inbounds i8, i8* %146, i32 1
  br i1 %148, label %150, label %145, !llvm.loop !4

150:                                              ; preds = %145, %141
  %151 = phi i8* [ %11, %141 ], [ %146, %145 ]
  %152 = ptrtoint i8* %151 to i32
  %153 = sub i32 %152, %20
  %154 = sdiv i32 %153, 2
  %155 = icmp sgt i32 %153, 1
  br i1 %155, label %156, label %176

156:                                              ; preds = %150
  %157 = getelementptr inbounds [96 x i8], [96 x i8]* %8, i32 0, i32 0
  %158 = add i32 %153, -1
  %159 = getelementptr inbounds [96 x i8], [96 x i8]* %8, i32 0, i32 %158
  %160 = load i8, i8* %159, align 1, !tbaa !1
  store i8 %160, i8* %157, align 4, !tbaa !1
  store i8 %133, i8* %159, align 1, !tbaa !1
  %161 = and i32 %153, -2
  %162 = icmp eq i32 %161, 2
  br i1 %162, label %174, label %163, !llvm.loop !9

163:                                              ; preds = %156, %163
  %164 = phi i32 [ %172, %163 ], [ 1, %156 ]
  %165 = getelementptr inbounds [96 x i8], [96 x i8]* %8, i32 0, i32 %164
  %166 = load i8, i8* %165, align 1, !tbaa !1
  %167 = getelementptr inbounds [96 x i8], [96 x i8]* %8, i32 0, i32 %164
  %168 = xor i32 %164, -1
  %169 = add i32 %153, %168
  %170 = getelementptr inbounds [96 x i8], [96 x i8]* %8, i32 0, i32 %169
  %171 = load i8, i8* %170, align 1, !tbaa !1
  store i8 %171, i8* %167, align 1, !tbaa !1
  store i8 %166, i8* %170, align 1, !tbaa !1
  %172 = add nuw nsw i32 %164, 1
  %173 = icmp eq i32 %172, %154
  br i1 %173, label %174, label %163, !llvm.loop !9

174:                                              ; preds = %163, %156
  %175 = load i8, i8* %11, align 4, !tbaa !1
  br label %176

176:                                              ; preds = %174, %150
  %177 = phi i8 [ %175, %174 ], [ %133, %150 ]
  %178 = icmp eq i8 %177, 0
  br i1 %178, label %199, label %179

179:                                              ; preds = %176, %186
  %180 = phi i8 [ %188, %186 ], [ %177, %176 ]
  %181 = phi i8* [ %187, %186 ], [ %11, %176 ]
  %182 = add i8 %180, -97
  %183 = icmp ult i8 %182, 26
  br i1 %183, label %184, label %186

184:                                              ; preds = %179
  %185 = add nsw i8 %180, -32
  store i8 %185, i8* %181, align 1, !tbaa !1
  br label %186

186:                                              ; preds = %184, %179
  %187 = getelementptr inbounds i8, i8* %181, i32 1
  %188 = load i8, i8* %187, align 1, !tbaa !1
  %189 = icmp eq i8 %188, 0
  br i1 %189, label %190, label %179, !llvm.loop !10

190:                                              ; preds = %186
  %191 = load i8, i8* %11, align 4, !tbaa !1
  %192 = icmp eq i8 %191, 0
  br i1 %192, label %199, label %193

193:                                              ; preds = %190, %193
  %194 = phi i8 [ %197, %193 ], [ %191, %190 ]
  %195 = phi i8* [ %196, %193 ], [ %11, %190 ]
  %196 = getelementptr inbounds i8, i8* %195, i32 1
  store volatile i8 %194, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %197 = load i8, i8* %196, align 1, !tbaa !1
  %198 = icmp eq i8 %197, 0
  br i1 %198, label %199, label %193, !llvm.loop !6

199:                                              ; preds = %193, %176, %190
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %200 = getelementptr inbounds [40 x i8], [40 x i8]* %10, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %200) #3
  %201 = ptrtoint [40 x i8]* %10 to i32
  br label %288

202:                                              ; preds = %459, %205
  %203 = phi i8* [ %206, %205 ], [ getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i32 0, i32 0), %459 ]
  %204 = load i8, i8* %203, align 1, !tbaa !1
  switch i8 %204, label %212 [
    i8 32, label %205
    i8 45, label %207
    i8 43, label %207
  ]

205:                                              ; preds = %202
  %206 = getelementptr inbounds i8, i8* %203, i32 1
  br label %202, !llvm.loop !11

207:                                              ; preds = %202, %202
  %208 = getelementptr inbounds i8, i8* %203, i32 1
  %209 = icmp eq i8 %204, 45
  %210 = select i1 %209, i32 -1, i32 1
  %211 = load i8, i8* %208, align 1, !tbaa !1
  br label %212

212:                                              ; preds = %202, %207
  %213 = phi i8 [ %211, %207 ], [ %204, %202 ]
  %214 = phi i8* [ %208, %207 ], [ %203, %202 ]
  %215 = phi i32 [ %210, %207 ], [ 1, %202 ]
  %216 = add i8 %213, -48
  %217 = icmp ult i8 %216, 10
  br i1 %217, label %218, label %230

218:                                              ; preds = %212, %218
  %219 = phi i8 [ %227, %218 ], [ %213, %212 ]
  %220 = phi i32 [ %226, %218 ], [ 0, %212 ]
  %221 = phi i8* [ %224, %218 ], [ %214, %212 ]
  %222 = zext i8 %219 to i32
  %223 = mul nsw i32 %220, 10
  %224 = getelementptr inbounds i8, i8* %221, i32 1
  %225 = add nsw i32 %222, -48
  %226 = add i32 %225, %223
  %227 = load i8, i8* %224, align 1, !tbaa !1
  %228 = add i8 %227, -48
  %229 = icmp ult i8 %228, 10
  br i1 %229, label %218, label %230, !llvm.loop !12

230:                                              ; preds = %218, %212
  %231 = phi i32 [ 0, %212 ], [ %226, %218 ]
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %232 = mul nsw i32 %231, %215
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %233 = icmp slt i32 %232, 0
  br i1 %233, label %234, label %256

234:                                              ; preds = %230
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %235 = sub i32 0, %232
  %236 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %236) #3
  br label %237

237:                                              ; preds = %237, %234
  %238 = phi i32 [ %235, %234 ], [ %241, %237 ]
  %239 = phi i32 [ 0, %234 ], [ %246, %237 ]
  %240 = freeze i32 %238
  %241 = udiv i32 %240, 10
  %242 = mul i32 %241, 10
  %243 = sub i32 %240, %242
  %244 = trunc i32 %243 to i8
  %245 = or i8 %244, 48
  %246 = add nuw nsw i32 %239, 1
  %247 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %239
  store i8 %245, i8* %247, align 1, !tbaa !1
  %248 = icmp ult i32 %238, 10
  br i1 %248, label %249, label %237, !llvm.loop !7

249:                                              ; preds = %237, %249
  %250 = phi i32 [ %251, %249 ], [ %246, %237 ]
  %251 = add nsw i32 %250, -1
  %252 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %251
  %253 = load i8, i8* %252, align 1, !tbaa !1
  store volatile i8 %253, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %254 = icmp eq i32 %251, 0
  br i1 %254, label %255, label %249, !llvm.loop !8

255:                                              ; preds = %249
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %236) #3
  br label %277

256:                                              ; preds = %230
  %257 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %257) #3
  br label %258

258:                                              ; preds = %258, %256
  %259 = phi i32 [ %232, %256 ], [ %262, %258 ]
  %260 = phi i32 [ 0, %256 ], [ %267, %258 ]
  %261 = freeze i32 %259
  %262 = udiv i32 %261, 10
  %263 = mul i32 %262, 10
  %264 = sub i32 %261, %263
  %265 = trunc i32 %264 to i8
  %266 = or i8 %265, 48
  %267 = add nuw nsw i32 %260, 1
  %268 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %260
  store i8 %266, i8* %268, align 1, !tbaa !1
  %269 = icmp ult i32 %259, 10
  br i1 %269, label %270, label %258, !llvm.loop !7

270:                                              ; preds = %258, %270
  %271 = phi i32 [ %272, %270 ], [ %267, %258 ]
  %272 = add nsw i32 %271, -1
  %273 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %272
  %274 = load i8, i8* %273, align 1, !tbaa !1
  store volatile i8 %274, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %275 = icmp eq i32 %272, 0
  br i1 %275, label %276, label %270, !llvm.loop !8

276:                                              ; preds = %270
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %257) #3
  br label %277

277:                                              ; preds = %276, %255
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 43, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %278 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %278) #3
  %279 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  store i8 55, i8* %279, align 4, !tbaa !1
  %280 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 1
  store i8 56, i8* %280, align 1, !tbaa !1
  %281 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 2
  store i8 57, i8* %281, align 2, !tbaa !1
  %282 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 2
  %283 = load i8, i8* %282, align 2, !tbaa !1
  store volatile i8 %283, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %284 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 1
  %285 = load i8, i8* %284, align 1, !tbaa !1
  store volatile i8 %285, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %286 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  %287 = load i8, i8* %286, align 4, !tbaa !1
  store volatile i8 %287, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %278) #3
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %613

288:                                              ; preds = %199, %459
  %289 = phi i32 [ 0, %199 ], [ %460, %459 ]
  %290 = getelementptr inbounds [6 x i32], [6 x i32]* @main.vals, i32 0, i32 %289
  %291 = load i32, i32* %290, align 4, !tbaa !13
  br label %292

292:                                              ; preds = %292, %288
  %293 = phi i8* [ %200, %288 ], [ %301, %292 ]
  %294 = phi i32 [ %291, %288 ], [ %296, %292 ]
  %295 = freeze i32 %294
  %296 = udiv i32 %295, 10
  %297 = mul i32 %296, 10
  %298 = sub i32 %295, %297
  %299 = trunc i32 %298 to i8
  %300 = or i8 %299, 48
  %301 = getelementptr inbounds i8, i8* %293, i32 1
  store i8 %300, i8* %293, align 1, !tbaa !1
  %302 = icmp ult i32 %294, 10
  br i1 %302, label %303, label %292, !llvm.loop !15

303:                                              ; preds = %292
  store i8 0, i8* %301, align 1, !tbaa !1
  br label %304

304:                                              ; preds = %304, %303
  %305 = phi i8* [ %200, %303 ], [ %308, %304 ]
  %306 = load i8, i8* %305, align 1, !tbaa !1
  %307 = icmp eq i8 %306, 0
  %308 = getelementptr inbounds i8, i8* %305, i32 1
  br i1 %307, label %309, label %304, !llvm.loop !4

309:                                              ; preds = %304
  %310 = ptrtoint i8* %305 to i32
  %311 = sub i32 %310, %201
  %312 = sdiv i32 %311, 2
  %313 = icmp sgt i32 %311, 1
  br i1 %313, label %314, label %324

314:                                              ; preds = %309, %314
  %315 = phi i32 [ %322, %314 ], [ 0, %309 ]
  %316 = getelementptr inbounds [40 x i8], [40 x i8]* %10, i32 0, i32 %315
  %317 = load i8, i8* %316, align 1, !tbaa !1
  %318 = xor i32 %315, -1
  %319 = add i32 %311, %318
  %320 = getelementptr inbounds [40 x i8], [40 x i8]* %10, i32 0, i32 %319
  %321 = load i8, i8* %320, align 1, !tbaa !1
  store i8 %321, i8* %316, align 1, !tbaa !1
  store i8 %317, i8* %320, align 1, !tbaa !1
  %322 = add nuw nsw i32 %315, 1
  %323 = icmp eq i32 %322, %312
  br i1 %323, label %324, label %314, !llvm.loop !9

324:                                              ; preds = %314, %309
  %325 = load i8, i8* %200, align 4, !tbaa !1
  %326 = icmp eq i8 %325, 0
  br i1 %326, label %333, label %327

327:                                              ; preds = %324, %327
  %328 = phi i8 [ %331, %327 ], [ %325, %324 ]
  %329 = phi i8* [ %330, %327 ], [ %200, %324 ]
  %330 = getelementptr inbounds i8, i8* %329, i32 1
  store volatile i8 %328, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %331 = load i8, i8* %330, align 1, !tbaa !1
  %332 = icmp eq i8 %331, 0
  br i1 %332, label %333, label %327, !llvm.loop !6

333:                                              ; preds = %327, %324
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %334

334:                                              ; preds = %334, %333
  %335 = phi i8* [ %200, %333 ], [ %342, %334 ]
  %336 = phi i32 [ %291, %333 ], [ %343, %334 ]
  %337 = and i32 %336, 15
  %338 = icmp ult i32 %337, 10
  %339 = select i1 %338, i32 48, i32 87
  %340 = add nuw nsw i32 %339, %337
  %341 = trunc i32 %340 to i8
  %342 = getelementptr inbounds i8, i8* %335, i32 1
  store i8 %341, i8* %335, align 1, !tbaa !1
  %343 = lshr i32 %336, 4
  %344 = icmp ult i32 %336, 16
  br i1 %344, label %345, label %334, !llvm.loop !15

345:                                              ; preds = %334
  store i8 0, i8* %342, align 1, !tbaa !1
  br label %346

346:                                              ; preds = %346, %345
  %347 = phi i8* [ %200, %345 ], [ %350, %346 ]
  %348 = load i8, i8* %347, align 1, !tbaa !1
  %349 = icmp eq i8 %348, 0
  %350 = getelementptr inbounds i8, i8* %347, i32 1
  br i1 %349, label %351, label %346, !llvm.loop !4

351:                                              ; preds = %346
  %352 = ptrtoint i8* %347 to i32
  %353 = sub i32 %352, %201
  %354 = sdiv i32 %353, 2
  %355 = icmp sgt i32 %353, 1
  br i1 %355, label %356, label %366

356:                                              ; preds = %351, %356
  %357 = phi i32 [ %364, %356 ], [ 0, %351 ]
  %358 = getelementptr inbounds [40 x i8], [40 x i8]* %10, i32 0, i32 %357
  %359 = load i8, i8* %358, align 1, !tbaa !1
  %360 = xor i32 %357, -1
  %361 = add i32 %353, %360
  %362 = getelementptr inbounds [40 x i8], [40 x i8]* %10, i32 0, i32 %361
  %363 = load i8, i8* %362, align 1, !tbaa !1
  store i8 %363, i8* %358, align 1, !tbaa !1
  store i8 %359, i8* %362, align 1, !tbaa !1
  %364 = add nuw nsw i32 %357, 1
  %365 = icmp eq i32 %364, %354
  br i1 %365, label %366, label %356, !llvm.loop !9

366:                                              ; preds = %356, %351
  %367 = load i8, i8* %200, align 4, !tbaa !1
  %368 = icmp eq i8 %367, 0
  br i1 %368, label %375, label %369

369:                                              ; preds = %366, %369
  %370 = phi i8 [ %373, %369 ], [ %367, %366 ]
  %371 = phi i8* [ %372, %369 ], [ %200, %366 ]
  %372 = getelementptr inbounds i8, i8* %371, i32 1
  store volatile i8 %370, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %373 = load i8, i8* %372, align 1, !tbaa !1
  %374 = icmp eq i8 %373, 0
  br i1 %374, label %375, label %369, !llvm.loop !6

375:                                              ; preds = %369, %366
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %376

376:                                              ; preds = %376, %375
  %377 = phi i8* [ %200, %375 ], [ %382, %376 ]
  %378 = phi i32 [ %291, %375 ], [ %383, %376 ]
  %379 = trunc i32 %378 to i8
  %380 = and i8 %379, 1
  %381 = or i8 %380, 48
  %382 = getelementptr inbounds i8, i8* %377, i32 1
  store i8 %381, i8* %377, align 1, !tbaa !1
  %383 = lshr i32 %378, 1
  %384 = icmp ult i32 %378, 2
  br i1 %384, label %385, label %376, !llvm.loop !15

385:                                              ; preds = %376
  store i8 0, i8* %382, align 1, !tbaa !1
  br label %386

386:                                              ; preds = %386, %385
  %387 = phi i8* [ %200, %385 ], [ %390, %386 ]
  %388 = load i8, i8* %387, align 1, !tbaa !1
  %389 = icmp eq i8 %388, 0
  %390 = getelementptr inbounds i8, i8* %387, i32 1
  br i1 %389, label %391, label %386, !llvm.loop !4

391:                                              ; preds = %386
  %392 = ptrtoint i8* %387 to i32
  %393 = sub i32 %392, %201
  %394 = sdiv i32 %393, 2
  %395 = icmp sgt i32 %393, 1
  br i1 %395, label %396, label %406

396:                                              ; preds = %391, %396
  %397 = phi i32 [ %404, %396 ], [ 0, %391 ]
  %398 = getelementptr inbounds [40 x i8], [40 x i8]* %10, i32 0, i32 %397
  %399 = load i8, i8* %398, align 1, !tbaa !1
  %400 = xor i32 %397, -1
  %401 = add i32 %393, %400
  %402 = getelementptr inbounds [40 x i8], [40 x i8]* %10, i32 0, i32 %401
  %403 = load i8, i8* %402, align 1, !tbaa !1
  store i8 %403, i8* %398, align 1, !tbaa !1
  store i8 %399, i8* %402, align 1, !tbaa !1
  %404 = add nuw nsw i32 %397, 1
  %405 = icmp eq i32 %404, %394
  br i1 %405, label %406, label %396, !llvm.loop !9

406:                                              ; preds = %396, %391
  %407 = load i8, i8* %200, align 4, !tbaa !1
  %408 = icmp eq i8 %407, 0
  br i1 %408, label %415, label %409

409:                                              ; preds = %406, %409
  %410 = phi i8 [ %413, %409 ], [ %407, %406 ]
  %411 = phi i8* [ %412, %409 ], [ %200, %406 ]
  %412 = getelementptr inbounds i8, i8* %411, i32 1
  store volatile i8 %410, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %413 = load i8, i8* %412, align 1, !tbaa !1
  %414 = icmp eq i8 %413, 0
  br i1 %414, label %415, label %409, !llvm.loop !6

415:                                              ; preds = %409, %406
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %416

416:                                              ; preds = %416, %415
  %417 = phi i8* [ %200, %415 ], [ %427, %416 ]
  %418 = phi i32 [ %291, %415 ], [ %420, %416 ]
  %419 = freeze i32 %418
  %420 = udiv i32 %419, 36
  %421 = mul i32 %420, 36
  %422 = sub i32 %419, %421
  %423 = icmp ult i32 %422, 10
  %424 = select i1 %423, i32 48, i32 87
  %425 = add nuw nsw i32 %424, %422
  %426 = trunc i32 %425 to i8
  %427 = getelementptr inbounds i8, i8* %417, i32 1
  store i8 %426, i8* %417, align 1, !tbaa !1
  %428 = icmp ult i32 %418, 36
  br i1 %428, label %429, label %416, !llvm.loop !15

429:                                              ; preds = %416
  store i8 0, i8* %427, align 1, !tbaa !1
  br label %430

430:                                              ; preds = %430, %429
  %431 = phi i8* [ %200, %429 ], [ %434, %430 ]
  %432 = load i8, i8* %431, align 1, !tbaa !1
  %433 = icmp eq i8 %432, 0
  %434 = getelementptr inbounds i8, i8* %431, i32 1
  br i1 %433, label %435, label %430, !llvm.loop !4

435:                                              ; preds = %430
  %436 = ptrtoint i8* %431 to i32
  %437 = sub i32 %436, %201
  %438 = sdiv i32 %437, 2
  %439 = icmp sgt i32 %437, 1
  br i1 %439, label %440, label %450

440:                                              ; preds = %435, %440
  %441 = phi i32 [ %448, %440 ], [ 0, %435 ]
  %442 = getelementptr inbounds [40 x i8], [40 x i8]* %10, i32 0, i32 %441
  %443 = load i8, i8* %442, align 1, !tbaa !1
  %444 = xor i32 %441, -1
  %445 = add i32 %437, %444
  %446 = getelementptr inbounds [40 x i8], [40 x i8]* %10, i32 0, i32 %445
  %447 = load i8, i8* %446, align 1, !tbaa !1
  store i8 %447, i8* %442, align 1, !tbaa !1
  store i8 %443, i8* %446, align 1, !tbaa !1
  %448 = add nuw nsw i32 %441, 1
  %449 = icmp eq i32 %448, %438
  br i1 %449, label %450, label %440, !llvm.loop !9

450:                                              ; preds = %440, %435
  %451 = load i8, i8* %200, align 4, !tbaa !1
  %452 = icmp eq i8 %451, 0
  br i1 %452, label %459, label %453

453:                                              ; preds = %450, %453
  %454 = phi i8 [ %457, %453 ], [ %451, %450 ]
  %455 = phi i8* [ %456, %453 ], [ %200, %450 ]
  %456 = getelementptr inbounds i8, i8* %455, i32 1
  store volatile i8 %454, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %457 = load i8, i8* %456, align 1, !tbaa !1
  %458 = icmp eq i8 %457, 0
  br i1 %458, label %459, label %453, !llvm.loop !6

459:                                              ; preds = %453, %450
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %460 = add nuw nsw i32 %289, 1
  %461 = icmp eq i32 %460, 6
  br i1 %461, label %202, label %288, !llvm.loop !16

462:                                              ; preds = %669, %470
  %463 = phi i32 [ %476, %470 ], [ 0, %669 ]
  %464 = phi i32 [ %478, %470 ], [ 0, %669 ]
  %465 = phi i8* [ %479, %470 ], [ getelementptr inbounds ([53 x i8], [53 x i8]* @.str.17, i32 0, i32 0), %669 ]
  %466 = load i8, i8* %465, align 1, !tbaa !1
  switch i8 %466, label %469 [
    i8 0, label %467
    i8 32, label %470
    i8 44, label %470
    i8 46, label %470
  ]

467:                                              ; preds = %462
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %468 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %468) #3
  br label %480

469:                                              ; preds = %462
  br label %470

470:                                              ; preds = %469, %462, %462, %462
  %471 = phi i1 [ false, %469 ], [ true, %462 ], [ true, %462 ], [ true, %462 ]
  %472 = icmp ne i32 %464, 0
  %473 = or i1 %472, %471
  %474 = xor i1 %473, true
  %475 = zext i1 %474 to i32
  %476 = add nuw nsw i32 %463, %475
  %477 = xor i1 %471, true
  %478 = zext i1 %477 to i32
  %479 = getelementptr inbounds i8, i8* %465, i32 1
  br label %462, !llvm.loop !17

480:                                              ; preds = %480, %467
  %481 = phi i32 [ %463, %467 ], [ %484, %480 ]
  %482 = phi i32 [ 0, %467 ], [ %489, %480 ]
  %483 = freeze i32 %481
  %484 = udiv i32 %483, 10
  %485 = mul i32 %484, 10
  %486 = sub i32 %483, %485
  %487 = trunc i32 %486 to i8
  %488 = or i8 %487, 48
  %489 = add nuw nsw i32 %482, 1
  %490 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %482
  store i8 %488, i8* %490, align 1, !tbaa !1
  %491 = icmp ult i32 %481, 10
  br i1 %491, label %492, label %480, !llvm.loop !7

492:                                              ; preds = %480, %492
  %493 = phi i32 [ %494, %492 ], [ %489, %480 ]
  %494 = add nsw i32 %493, -1
  %495 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %494
  %496 = load i8, i8* %495, align 1, !tbaa !1
  store volatile i8 %496, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %497 = icmp eq i32 %494, 0
  br i1 %497, label %498, label %492, !llvm.loop !8

498:                                              ; preds = %492
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %468) #3
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %499

499:                                              ; preds = %521, %498
  %500 = phi i32 [ 0, %498 ], [ %522, %521 ]
  %501 = getelementptr inbounds [53 x i8], [53 x i8]* @.str.17, i32 0, i32 %500
  %502 = load i8, i8* %501, align 1, !tbaa !1
  %503 = icmp eq i8 %502, 119
  %504 = add nuw nsw i32 %500, 1
  br i1 %503, label %505, label %521

505:                                              ; preds = %499
  %506 = getelementptr inbounds [53 x i8], [53 x i8]* @.str.17, i32 0, i32 %504
  %507 = load i8, i8* %506, align 1, !tbaa !1
  %508 = icmp eq i8 %507, 111
  %509 = icmp eq i32 %500, 37
  %510 = select i1 %508, i1 %509, i1 false
  br i1 %510, label %511, label %521

511:                                              ; preds = %505
  %512 = add nuw nsw i32 %500, 3
  %513 = getelementptr inbounds [53 x i8], [53 x i8]* @.str.17, i32 0, i32 %512
  %514 = load i8, i8* %513, align 1, !tbaa !1
  %515 = icmp eq i8 %514, 115
  br i1 %515, label %516, label %521

516:                                              ; preds = %511
  %517 = add nuw nsw i32 %500, 4
  %518 = getelementptr inbounds [53 x i8], [53 x i8]* @.str.17, i32 0, i32 %517
  %519 = load i8, i8* %518, align 1, !tbaa !1
  %520 = icmp eq i8 %519, 116
  br i1 %520, label %524, label %521

521:                                              ; preds = %499, %516, %511, %505
  %522 = phi i32 [ 38, %516 ], [ 38, %511 ], [ %504, %505 ], [ %504, %499 ]
  %523 = icmp eq i32 %522, 52
  br i1 %523, label %524, label %499, !llvm.loop !18

524:                                              ; preds = %521, %516
  %525 = phi i1 [ true, %521 ], [ false, %516 ]
  %526 = phi i32 [ -1, %521 ], [ 37, %516 ]
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br i1 %525, label %527, label %528

527:                                              ; preds = %524
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %549

528:                                              ; preds = %524
  %529 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %529) #3
  br label %530

530:                                              ; preds = %530, %528
  %531 = phi i32 [ %526, %528 ], [ %534, %530 ]
  %532 = phi i32 [ 0, %528 ], [ %539, %530 ]
  %533 = freeze i32 %531
  %534 = udiv i32 %533, 10
  %535 = mul i32 %534, 10
  %536 = sub i32 %533, %535
  %537 = trunc i32 %536 to i8
  %538 = or i8 %537, 48
  %539 = add nuw nsw i32 %532, 1
  %540 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %532
  store i8 %538, i8* %540, align 1, !tbaa !1
  %541 = icmp ult i32 %531, 10
  br i1 %541, label %542, label %530, !llvm.loop !7

542:                                              ; preds = %530, %542
  %543 = phi i32 [ %544, %542 ], [ %539, %530 ]
  %544 = add nsw i32 %543, -1
  %545 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %544
  %546 = load i8, i8* %545, align 1, !tbaa !1
  store volatile i8 %546, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %547 = icmp eq i32 %544, 0
  br i1 %547, label %548, label %542, !llvm.loop !8

548:                                              ; preds = %542
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %529) #3
  br label %549

549:                                              ; preds = %527, %548
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 122, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(21) %9, i8* noundef nonnull align 1 dereferenceable(21) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.23, i32 0, i32 0), i32 21, i1 false), !tbaa !1
  br label %550

550:                                              ; preds = %549, %567
  %551 = phi i8 [ %569, %567 ], [ 65, %549 ]
  %552 = phi i8* [ %568, %567 ], [ %11, %549 ]
  %553 = sext i8 %551 to i16
  %554 = add i8 %551, -97
  %555 = icmp ult i8 %554, 26
  br i1 %555, label %559, label %556

556:                                              ; preds = %550
  %557 = add i8 %551, -65
  %558 = icmp ult i8 %557, 26
  br i1 %558, label %559, label %567

559:                                              ; preds = %556, %550
  %560 = phi i16 [ -97, %550 ], [ -65, %556 ]
  %561 = phi i8 [ 97, %550 ], [ 65, %556 ]
  %562 = add nsw i16 %553, 3
  %563 = add nsw i16 %562, %560
  %564 = srem i16 %563, 26
  %565 = trunc i16 %564 to i8
  %566 = add nsw i8 %561, %565
  store i8 %566, i8* %552, align 1, !tbaa !1
  br label %567

567:                                              ; preds = %559, %556
  %568 = getelementptr inbounds i8, i8* %552, i32 1
  %569 = load i8, i8* %568, align 1, !tbaa !1
  %570 = icmp eq i8 %569, 0
  br i1 %570, label %571, label %550, !llvm.loop !19

571:                                              ; preds = %567
  %572 = load i8, i8* %11, align 4, !tbaa !1
  %573 = icmp eq i8 %572, 0
  br i1 %573, label %574, label %575

574:                                              ; preds = %571
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %612

575:                                              ; preds = %571, %575
  %576 = phi i8 [ %579, %575 ], [ %572, %571 ]
  %577 = phi i8* [ %578, %575 ], [ %11, %571 ]
  %578 = getelementptr inbounds i8, i8* %577, i32 1
  store volatile i8 %576, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %579 = load i8, i8* %578, align 1, !tbaa !1
  %580 = icmp eq i8 %579, 0
  br i1 %580, label %581, label %575, !llvm.loop !6

581:                                              ; preds = %575
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  br label %582

582:                                              ; preds = %581, %599
  %583 = phi i8 [ %601, %599 ], [ %572, %581 ]
  %584 = phi i8* [ %600, %599 ], [ %11, %581 ]
  %585 = sext i8 %583 to i16
  %586 = add i8 %583, -97
  %587 = icmp ult i8 %586, 26
  br i1 %587, label %591, label %588

588:                                              ; preds = %582
  %589 = add i8 %583, -65
  %590 = icmp ult i8 %589, 26
  br i1 %590, label %591, label %599

591:                                              ; preds = %588, %582
  %592 = phi i16 [ -97, %582 ], [ -65, %588 ]
  %593 = phi i8 [ 97, %582 ], [ 65, %588 ]
  %594 = add nsw i16 %585, 23
  %595 = add nsw i16 %594, %592
  %596 = srem i16 %595, 26
  %597 = trunc i16 %596 to i8
  %598 = add nsw i8 %593, %597
  store i8 %598, i8* %584, align 1, !tbaa !1
  br label %599

599:                                              ; preds = %591, %588
  %600 = getelementptr inbounds i8, i8* %584, i32 1
  %601 = load i8, i8* %600, align 1, !tbaa !1
  %602 = icmp eq i8 %601, 0
  br i1 %602, label %603, label %582, !llvm.loop !19

603:                                              ; preds = %599
  %604 = load i8, i8* %11, align 4, !tbaa !1
  %605 = icmp eq i8 %604, 0
  br i1 %605, label %612, label %606

606:                                              ; preds = %603, %606
  %607 = phi i8 [ %610, %606 ], [ %604, %603 ]
  %608 = phi i8* [ %609, %606 ], [ %11, %603 ]
  %609 = getelementptr inbounds i8, i8* %608, i32 1
  store volatile i8 %607, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %610 = load i8, i8* %609, align 1, !tbaa !1
  %611 = icmp eq i8 %610, 0
  br i1 %611, label %612, label %606, !llvm.loop !6

612:                                              ; preds = %606, %574, %603
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %200) #3
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %11) #3
  ret i32 52

613:                                              ; preds = %277, %669
  %614 = phi i32 [ 0, %277 ], [ %670, %669 ]
  %615 = getelementptr inbounds [4 x i8*], [4 x i8*]* @main.pals, i32 0, i32 %614
  %616 = load i8*, i8** %615, align 4, !tbaa !20
  %617 = load i8, i8* %616, align 1, !tbaa !1
  %618 = icmp eq i8 %617, 0
  br i1 %618, label %625, label %619

619:                                              ; preds = %613, %619
  %620 = phi i8 [ %623, %619 ], [ %617, %613 ]
  %621 = phi i8* [ %622, %619 ], [ %616, %613 ]
  %622 = getelementptr inbounds i8, i8* %621, i32 1
  store volatile i8 %620, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %623 = load i8, i8* %622, align 1, !tbaa !1
  %624 = icmp eq i8 %623, 0
  br i1 %624, label %625, label %619, !llvm.loop !6

625:                                              ; preds = %619, %613
  br label %626

626:                                              ; preds = %625, %626
  %627 = phi i8* [ %630, %626 ], [ %616, %625 ]
  %628 = load i8, i8* %627, align 1, !tbaa !1
  %629 = icmp eq i8 %628, 0
  %630 = getelementptr inbounds i8, i8* %627, i32 1
  br i1 %629, label %631, label %626, !llvm.loop !4

631:                                              ; preds = %626
  %632 = ptrtoint i8* %627 to i32
  %633 = ptrtoint i8* %616 to i32
  %634 = sub i32 %632, %633
  %635 = getelementptr inbounds i8, i8* %616, i32 -1
  %636 = getelementptr inbounds i8, i8* %635, i32 %634
  %637 = icmp ugt i8* %636, %616
  br i1 %637, label %638, label %659

638:                                              ; preds = %631, %655
  %639 = phi i8* [ %657, %655 ], [ %636, %631 ]
  %640 = phi i8* [ %656, %655 ], [ %616, %631 ]
  br label %641

641:                                              ; preds = %641, %638
  %642 = phi i8* [ %645, %641 ], [ %640, %638 ]
  %643 = load i8, i8* %642, align 1, !tbaa !1
  %644 = icmp eq i8 %643, 32
  %645 = getelementptr inbounds i8, i8* %642, i32 1
  br i1 %644, label %641, label %646, !llvm.loop !22

646:                                              ; preds = %641, %646
  %647 = phi i8* [ %650, %646 ], [ %639, %641 ]
  %648 = load i8, i8* %647, align 1, !tbaa !1
  %649 = icmp eq i8 %648, 32
  %650 = getelementptr inbounds i8, i8* %647, i32 -1
  br i1 %649, label %646, label %651, !llvm.loop !23

651:                                              ; preds = %646
  %652 = icmp ult i8* %642, %647
  br i1 %652, label %653, label %655

653:                                              ; preds = %651
  %654 = icmp eq i8 %643, %648
  br i1 %654, label %655, label %659

655:                                              ; preds = %653, %651
  %656 = phi i8* [ %645, %653 ], [ %642, %651 ]
  %657 = phi i8* [ %650, %653 ], [ %647, %651 ]
  %658 = icmp ult i8* %656, %657
  br i1 %658, label %638, label %659, !llvm.loop !24

659:                                              ; preds = %655, %653, %631
  %660 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.15, i32 0, i32 0), %631 ], [ getelementptr inbounds ([7 x i8], [7 x i8]* @.str.15, i32 0, i32 0), %655 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i32 0, i32 0), %653 ]
  %661 = load i8, i8* %660, align 1, !tbaa !1
  %662 = icmp eq i8 %661, 0
  br i1 %662, label %669, label %663

663:                                              ; preds = %659, %663
  %664 = phi i8 [ %667, %663 ], [ %661, %659 ]
  %665 = phi i8* [ %666, %663 ], [ %660, %659 ]
  %666 = getelementptr inbounds i8, i8* %665, i32 1
  store volatile i8 %664, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !1
  %667 = load i8, i8* %666, align 1, !tbaa !1
  %668 = icmp eq i8 %667, 0
  br i1 %668, label %669, label %663, !llvm.loop !6

669:                                              ; preds = %663, %659
  %670 = add nuw nsw i32 %614, 1
  %671 = icmp eq i32 %670, 4
  br i1 %671, label %462, label %613, !llvm.loop !25
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nounwind }

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
!12 = distinct !{!12, !5}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !2, i64 0}
!15 = distinct !{!15, !5}
!16 = distinct !{!16, !5}
!17 = distinct !{!17, !5}
!18 = distinct !{!18, !5}
!19 = distinct !{!19, !5}
!20 = !{!21, !21, i64 0}
!21 = !{!"any pointer", !2, i64 0}
!22 = distinct !{!22, !5}
!23 = distinct !{!23, !5}
!24 = distinct !{!24, !5}
!25 = distinct !{!25, !5}
