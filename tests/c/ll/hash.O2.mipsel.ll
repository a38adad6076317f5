; ModuleID = 'hash.c'
source_filename = "hash.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.slot = type { i8*, i32 }

@inputs = internal unnamed_addr constant [6 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([44 x i8], [44 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.13, i32 0, i32 0)], align 4
@.str.5 = private unnamed_addr constant [65 x i8] c"the cat and the dog and the bird saw the cat run and the dog sit\00", align 1
@table = internal unnamed_addr global [64 x %struct.slot] zeroinitializer, align 4
@probes = internal unnamed_addr global i32 0, align 4
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@.str.8 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.11 = private unnamed_addr constant [15 x i8] c"message digest\00", align 1
@.str.12 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"Cpu0\00", align 1
@.str.14 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = alloca [10 x i8], align 1
  %5 = alloca [10 x i8], align 1
  br label %6

6:                                                ; preds = %6, %0
  %7 = phi i32 [ 0, %0 ], [ %49, %6 ]
  %8 = and i32 %7, 1
  %9 = icmp eq i32 %8, 0
  %10 = lshr i32 %7, 1
  %11 = xor i32 %10, -306674912
  %12 = select i1 %9, i32 %10, i32 %11
  %13 = and i32 %12, 1
  %14 = icmp eq i32 %13, 0
  %15 = lshr i32 %12, 1
  %16 = xor i32 %15, -306674912
  %17 = select i1 %14, i32 %15, i32 %16
  %18 = and i32 %17, 1
  %19 = icmp eq i32 %18, 0
  %20 = lshr i32 %17, 1
  %21 = xor i32 %20, -306674912
  %22 = select i1 %19, i32 %20, i32 %21
  %23 = and i32 %22, 1
  %24 = icmp eq i32 %23, 0
  %25 = lshr i32 %22, 1
  %26 = xor i32 %25, -306674912
  %27 = select i1 %24, i32 %25, i32 %26
  %28 = and i32 %27, 1
  %29 = icmp eq i32 %28, 0
  %30 = lshr i32 %27, 1
  %31 = xor i32 %30, -306674912
  %32 = select i1 %29, i32 %30, i32 %31
  %33 = and i32 %32, 1
  %34 = icmp eq i32 %33, 0
  %35 = lshr i32 %32, 1
  %36 = xor i32 %35, -306674912
  %37 = select i1 %34, i32 %35, i32 %36
  %38 = and i32 %37, 1
  %39 = icmp eq i32 %38, 0
  %40 = lshr i32 %37, 1
  %41 = xor i32 %40, -306674912
  %42 = select i1 %39, i32 %40, i32 %41
  %43 = and i32 %42, 1
  %44 = icmp eq i32 %43, 0
  %45 = lshr i32 %42, 1
  %46 = xor i32 %45, -306674912
  %47 = select i1 %44, i32 %45, i32 %46
  %48 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %7
  store i32 %47, i32* %48, align 4, !tbaa !1
  %49 = add nuw nsw i32 %7, 1
  %50 = icmp eq i32 %49, 256
  br i1 %50, label %51, label %6, !llvm.loop !5

51:                                               ; preds = %6, %255
  %52 = phi i32 [ %287, %255 ], [ 0, %6 ]
  store volatile i8 34, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %53 = getelementptr inbounds [6 x i8*], [6 x i8*]* @inputs, i32 0, i32 %52
  %54 = load i8*, i8** %53, align 4, !tbaa !8
  %55 = load i8, i8* %54, align 1, !tbaa !7
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %63, label %57

57:                                               ; preds = %51, %57
  %58 = phi i8 [ %61, %57 ], [ %55, %51 ]
  %59 = phi i8* [ %60, %57 ], [ %54, %51 ]
  %60 = getelementptr inbounds i8, i8* %59, i32 1
  store volatile i8 %58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %61 = load i8, i8* %60, align 1, !tbaa !7
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %63, label %57, !llvm.loop !10

63:                                               ; preds = %57, %51
  store volatile i8 34, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %64 = load i8, i8* %54, align 1, !tbaa !7
  %65 = icmp eq i8 %64, 0
  br i1 %65, label %82, label %66

66:                                               ; preds = %63, %66
  %67 = phi i8 [ %78, %66 ], [ %64, %63 ]
  %68 = phi i32 [ %76, %66 ], [ -1, %63 ]
  %69 = phi i8* [ %77, %66 ], [ %54, %63 ]
  %70 = zext i8 %67 to i32
  %71 = and i32 %68, 255
  %72 = xor i32 %71, %70
  %73 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %72
  %74 = load i32, i32* %73, align 4, !tbaa !1
  %75 = lshr i32 %68, 8
  %76 = xor i32 %74, %75
  %77 = getelementptr inbounds i8, i8* %69, i32 1
  %78 = load i8, i8* %77, align 1, !tbaa !7
  %79 = icmp eq i8 %78, 0
  br i1 %79, label %80, label %66, !llvm.loop !11

80:                                               ; preds = %66
  %81 = xor i32 %76, -1
  br label %82

82:                                               ; preds = %63, %80
  %83 = phi i32 [ 0, %63 ], [ %81, %80 ]
  %84 = lshr i32 %83, 28
  %85 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %84
  %86 = load i8, i8* %85, align 1, !tbaa !7
  store volatile i8 %86, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %87 = lshr i32 %83, 24
  %88 = and i32 %87, 15
  %89 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %88
  %90 = load i8, i8* %89, align 1, !tbaa !7
  store volatile i8 %90, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %91 = lshr i32 %83, 20
  %92 = and i32 %91, 15
  %93 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %92
  %94 = load i8, i8* %93, align 1, !tbaa !7
  store volatile i8 %94, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %95 = lshr i32 %83, 16
  %96 = and i32 %95, 15
  %97 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %96
  %98 = load i8, i8* %97, align 1, !tbaa !7
  store volatile i8 %98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %99 = lshr i32 %83, 12
  %100 = and i32 %99, 15
  %101 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %100
  %102 = load i8, i8* %101, align 1, !tbaa !7
  store volatile i8 %102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %103 = lshr i32 %83, 8
  %104 = and i32 %103, 15
  %105 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %104
  %106 = load i8, i8* %105, align 1, !tbaa !7
  store volatile i8 %106, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %107 = lshr i32 %83, 4
  %108 = and i32 %107, 15
  %109 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %108
  %110 = load i8, i8* %109, align 1, !tbaa !7
  store volatile i8 %110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %111 = and i32 %83, 15
  %112 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %111
  %113 = load i8, i8* %112, align 1, !tbaa !7
  store volatile i8 %113, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %114 = load i8, i8* %54, align 1, !tbaa !7
  %115 = icmp eq i8 %114, 0
  br i1 %115, label %126, label %116

116:                                              ; preds = %82, %116
  %117 = phi i8 [ %124, %116 ], [ %114, %82 ]
  %118 = phi i32 [ %122, %116 ], [ -2128831035, %82 ]
  %119 = phi i8* [ %123, %116 ], [ %54, %82 ]
  %120 = zext i8 %117 to i32
  %121 = xor i32 %118, %120
  %122 = mul i32 %121, 16777619
  %123 = getelementptr inbounds i8, i8* %119, i32 1
  %124 = load i8, i8* %123, align 1, !tbaa !7
  %125 = icmp eq i8 %124, 0
  br i1 %125, label %126, label %116, !llvm.loop !12

126:                                              ; preds = %116, %82
  %127 = phi i32 [ -2128831035, %82 ], [ %122, %116 ]
  %128 = lshr i32 %127, 28
  %129 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %128
  %130 = load i8, i8* %129, align 1, !tbaa !7
  store volatile i8 %130, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %131 = lshr i32 %127, 24
  %132 = and i32 %131, 15
  %133 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %132
  %134 = load i8, i8* %133, align 1, !tbaa !7
  store volatile i8 %134, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %135 = lshr i32 %127, 20
  %136 = and i32 %135, 15
  %137 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %136
  %138 = load i8, i8* %137, align 1, !tbaa !7
  store volatile i8 %138, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %139 = lshr i32 %127, 16
  %140 = and i32 %139, 15
  %141 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %140
  %142 = load i8, i8* %141, align 1, !tbaa !7
  store volatile i8 %142, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %143 = lshr i32 %127, 12
  %144 = and i32 %143, 15
  %145 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %144
  %146 = load i8, i8* %145, align 1, !tbaa !7
  store volatile i8 %146, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %147 = lshr i32 %127, 8
  %148 = and i32 %147, 15
  %149 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %148
  %150 = load i8, i8* %149, align 1, !tbaa !7
  store volatile i8 %150, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %151 = lshr i32 %127, 4
  %152 = and i32 %151, 15
  %153 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %152
  %154 = load i8, i8* %153, align 1, !tbaa !7
  store volatile i8 %154, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %155 = and i32 %127, 15
  %156 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %155
  %157 = load i8, i8* %156, align 1, !tbaa !7
  store volatile i8 %157, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %158 = load i8, i8* %54, align 1, !tbaa !7
  %159 = icmp eq i8 %158, 0
  br i1 %159, label %174, label %160

160:                                              ; preds = %126, %160
  %161 = phi i8 [ %168, %160 ], [ %158, %126 ]
  %162 = phi i64 [ %166, %160 ], [ -3750763034362895579, %126 ]
  %163 = phi i8* [ %167, %160 ], [ %54, %126 ]
  %164 = zext i8 %161 to i64
  %165 = xor i64 %162, %164
  %166 = mul i64 %165, 1099511628211
  %167 = getelementptr inbounds i8, i8* %163, i32 1
  %168 = load i8, i8* %167, align 1, !tbaa !7
  %169 = icmp eq i8 %168, 0
  br i1 %169, label %170, label %160, !llvm.loop !13

170:                                              ; preds = %160
  %171 = trunc i64 %166 to i32
  %172 = lshr i64 %166, 32
  %173 = trunc i64 %172 to i32
  br label %174

174:                                              ; preds = %170, %126
  %175 = phi i32 [ -2078137563, %126 ], [ %171, %170 ]
  %176 = phi i32 [ -873292572, %126 ], [ %173, %170 ]
  %177 = lshr i32 %176, 28
  %178 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %177
  %179 = load i8, i8* %178, align 1, !tbaa !7
  store volatile i8 %179, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %180 = lshr i32 %176, 24
  %181 = and i32 %180, 15
  %182 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %181
  %183 = load i8, i8* %182, align 1, !tbaa !7
  store volatile i8 %183, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %184 = lshr i32 %176, 20
  %185 = and i32 %184, 15
  %186 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %185
  %187 = load i8, i8* %186, align 1, !tbaa !7
  store volatile i8 %187, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %188 = lshr i32 %176, 16
  %189 = and i32 %188, 15
  %190 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %189
  %191 = load i8, i8* %190, align 1, !tbaa !7
  store volatile i8 %191, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %192 = lshr i32 %176, 12
  %193 = and i32 %192, 15
  %194 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %193
  %195 = load i8, i8* %194, align 1, !tbaa !7
  store volatile i8 %195, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %196 = lshr i32 %176, 8
  %197 = and i32 %196, 15
  %198 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %197
  %199 = load i8, i8* %198, align 1, !tbaa !7
  store volatile i8 %199, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %200 = lshr i32 %176, 4
  %201 = and i32 %200, 15
  %202 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %201
  %203 = load i8, i8* %202, align 1, !tbaa !7
  store volatile i8 %203, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %204 = and i32 %176, 15
  %205 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %204
  %206 = load i8, i8* %205, align 1, !tbaa !7
  store volatile i8 %206, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %207 = lshr i32 %175, 28
  %208 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %207
  %209 = load i8, i8* %208, align 1, !tbaa !7
  store volatile i8 %209, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %210 = lshr i32 %175, 24
  %211 = and i32 %210, 15
  %212 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %211
  %213 = load i8, i8* %212, align 1, !tbaa !7
  store volatile i8 %213, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %214 = lshr i32 %175, 20
  %215 = and i32 %214, 15
  %216 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %215
  %217 = load i8, i8* %216, align 1, !tbaa !7
  store volatile i8 %217, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %218 = lshr i32 %175, 16
  %219 = and i32 %218, 15
  %220 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %219
  %221 = load i8, i8* %220, align 1, !tbaa !7
  store volatile i8 %221, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %222 = lshr i32 %175, 12
  %223 = and i32 %222, 15
  %224 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %223
  %225 = load i8, i8* %224, align 1, !tbaa !7
  store volatile i8 %225, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %226 = lshr i32 %175, 8
  %227 = and i32 %226, 15
  %228 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %227
  %229 = load i8, i8* %228, align 1, !tbaa !7
  store volatile i8 %229, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %230 = lshr i32 %175, 4
  %231 = and i32 %230, 15
  %232 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %231
  %233 = load i8, i8* %232, align 1, !tbaa !7
  store volatile i8 %233, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %234 = and i32 %175, 15
  %235 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %234
  %236 = load i8, i8* %235, align 1, !tbaa !7
  store volatile i8 %236, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %237 = load i8, i8* %54, align 1, !tbaa !7
  %238 = icmp eq i8 %237, 0
  br i1 %238, label %255, label %239

239:                                              ; preds = %174, %239
  %240 = phi i8 [ %250, %239 ], [ %237, %174 ]
  %241 = phi i32 [ %248, %239 ], [ 0, %174 ]
  %242 = phi i32 [ %246, %239 ], [ 1, %174 ]
  %243 = phi i8* [ %249, %239 ], [ %54, %174 ]
  %244 = zext i8 %240 to i32
  %245 = add nuw nsw i32 %242, %244
  %246 = urem i32 %245, 65521
  %247 = add nuw nsw i32 %246, %241
  %248 = urem i32 %247, 65521
  %249 = getelementptr inbounds i8, i8* %243, i32 1
  %250 = load i8, i8* %249, align 1, !tbaa !7
  %251 = icmp eq i8 %250, 0
  br i1 %251, label %252, label %239, !llvm.loop !14

252:                                              ; preds = %239
  %253 = shl nuw i32 %248, 16
  %254 = or i32 %253, %246
  br label %255

255:                                              ; preds = %174, %252
  %256 = phi i32 [ %254, %252 ], [ 1, %174 ]
  %257 = lshr i32 %256, 28
  %258 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %257
  %259 = load i8, i8* %258, align 1, !tbaa !7
  store volatile i8 %259, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %260 = lshr i32 %256, 24
  %261 = and i32 %260, 15
  %262 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %261
  %263 = load i8, i8* %262, align 1, !tbaa !7
  store volatile i8 %263, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %264 = lshr i32 %256, 20
  %265 = and i32 %264, 15
  %266 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %265
  %267 = load i8, i8* %266, align 1, !tbaa !7
  store volatile i8 %267, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %268 = lshr i32 %256, 16
  %269 = and i32 %268, 15
  %270 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %269
  %271 = load i8, i8* %270, align 1, !tbaa !7
  store volatile i8 %271, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %272 = lshr i32 %256, 12
  %273 = and i32 %272, 15
  %274 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %273
  %275 = load i8, i8* %274, align 1, !tbaa !7
  store volatile i8 %275, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %276 = lshr i32 %256, 8
  %277 = and i32 %276, 15
  %278 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %277
  %279 = load i8, i8* %278, align 1, !tbaa !7
  store volatile i8 %279, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %280 = lshr i32 %256, 4
  %281 = and i32 %280, 15
  %282 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %281
  %283 = load i8, i8* %282, align 1, !tbaa !7
  store volatile i8 %283, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %284 = and i32 %256, 15
  %285 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %284
  %286 = load i8, i8* %285, align 1, !tbaa !7
  store volatile i8 %286, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %287 = add nuw nsw i32 %52, 1
  %288 = icmp eq i32 %287, 6
  br i1 %288, label %289, label %51, !llvm.loop !15

289:                                              ; preds = %255
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 55, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 51, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %290 = load i32, i32* @probes, align 4, !tbaa !1
  br label %295

291:                                              ; preds = %371, %368
  %292 = phi i8 [ %300, %368 ], [ %374, %371 ]
  %293 = phi i8* [ %299, %368 ], [ %373, %371 ]
  %294 = icmp eq i8 %292, 0
  br i1 %294, label %401, label %295, !llvm.loop !16

295:                                              ; preds = %289, %291
  %296 = phi i8* [ getelementptr inbounds ([65 x i8], [65 x i8]* @.str.5, i32 0, i32 0), %289 ], [ %293, %291 ]
  %297 = phi i32 [ %290, %289 ], [ %369, %291 ]
  br label %298

298:                                              ; preds = %295, %301
  %299 = phi i8* [ %302, %301 ], [ %296, %295 ]
  %300 = load i8, i8* %299, align 1, !tbaa !7
  switch i8 %300, label %301 [
    i8 0, label %303
    i8 32, label %303
  ]

301:                                              ; preds = %298
  %302 = getelementptr inbounds i8, i8* %299, i32 1
  br label %298, !llvm.loop !17

303:                                              ; preds = %298, %298
  %304 = ptrtoint i8* %299 to i32
  %305 = ptrtoint i8* %296 to i32
  %306 = sub i32 %304, %305
  %307 = icmp sgt i32 %306, 0
  br i1 %307, label %316, label %310

308:                                              ; preds = %316
  %309 = and i32 %323, 63
  br label %310

310:                                              ; preds = %308, %303
  %311 = phi i32 [ 5, %303 ], [ %309, %308 ]
  %312 = add nsw i32 %297, 1
  %313 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %311, i32 0
  %314 = load i8*, i8** %313, align 4, !tbaa !18
  %315 = icmp eq i8* %314, null
  br i1 %315, label %330, label %326

316:                                              ; preds = %303, %316
  %317 = phi i32 [ %323, %316 ], [ -2128831035, %303 ]
  %318 = phi i32 [ %324, %316 ], [ 0, %303 ]
  %319 = getelementptr inbounds i8, i8* %296, i32 %318
  %320 = load i8, i8* %319, align 1, !tbaa !7
  %321 = zext i8 %320 to i32
  %322 = xor i32 %317, %321
  %323 = mul i32 %322, 16777619
  %324 = add nuw nsw i32 %318, 1
  %325 = icmp eq i32 %324, %306
  br i1 %325, label %308, label %316, !llvm.loop !20

326:                                              ; preds = %310, %361
  %327 = phi i8* [ %366, %361 ], [ %314, %310 ]
  %328 = phi i32 [ %364, %361 ], [ %312, %310 ]
  %329 = phi i32 [ %363, %361 ], [ %311, %310 ]
  br label %335

330:                                              ; preds = %361, %310
  %331 = phi i32 [ %312, %310 ], [ %364, %361 ]
  %332 = phi i32 [ %311, %310 ], [ %363, %361 ]
  %333 = phi i8** [ %313, %310 ], [ %365, %361 ]
  store i32 %331, i32* @probes, align 4, !tbaa !1
  store i8* %296, i8** %333, align 4, !tbaa !18
  %334 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %332, i32 1
  store i32 1, i32* %334, align 4, !tbaa !21
  br label %368

335:                                              ; preds = %339, %326
  %336 = phi i32 [ %340, %339 ], [ 0, %326 ]
  %337 = getelementptr inbounds i8, i8* %327, i32 %336
  %338 = load i8, i8* %337, align 1, !tbaa !7
  switch i8 %338, label %339 [
    i8 32, label %341
    i8 0, label %341
  ]

339:                                              ; preds = %335
  %340 = add nuw nsw i32 %336, 1
  br label %335, !llvm.loop !22

341:                                              ; preds = %335, %335
  %342 = icmp eq i32 %336, %306
  br i1 %342, label %343, label %361

343:                                              ; preds = %341
  br i1 %307, label %344, label %354

344:                                              ; preds = %343, %351
  %345 = phi i32 [ %352, %351 ], [ 0, %343 ]
  %346 = getelementptr inbounds i8, i8* %296, i32 %345
  %347 = load i8, i8* %346, align 1, !tbaa !7
  %348 = getelementptr inbounds i8, i8* %327, i32 %345
  %349 = load i8, i8* %348, align 1, !tbaa !7
  %350 = icmp eq i8 %347, %349
  br i1 %350, label %351, label %354

351:                                              ; preds = %344
  %352 = add nuw nsw i32 %345, 1
  %353 = icmp eq i32 %352, %306
  br i1 %353, label %357, label %344, !llvm.loop !23

354:                                              ; preds = %344, %343
  %355 = phi i32 [ 0, %343 ], [ %345, %344 ]
  %356 = icmp eq i32 %355, %306
  br i1 %356, label %357, label %361

357:                                              ; preds = %354, %351
  store i32 %328, i32* @probes, align 4, !tbaa !1
  %358 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %329, i32 1
  %359 = load i32, i32* %358, align 4, !tbaa !21
  %360 = add nsw i32 %359, 1
  store i32 %360, i32* %358, align 4, !tbaa !21
  br label %368

361:                                              ; preds = %354, %341
  %362 = add nuw nsw i32 %329, 1
  %363 = and i32 %362, 63
  %364 = add nsw i32 %328, 1
  %365 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %363, i32 0
  %366 = load i8*, i8** %365, align 4, !tbaa !18
  %367 = icmp eq i8* %366, null
  br i1 %367, label %330, label %326

368:                                              ; preds = %330, %357
  %369 = phi i32 [ %331, %330 ], [ %328, %357 ]
  %370 = icmp eq i8 %300, 32
  br i1 %370, label %371, label %291, !llvm.loop !24

371:                                              ; preds = %368, %371
  %372 = phi i8* [ %373, %371 ], [ %299, %368 ]
  %373 = getelementptr inbounds i8, i8* %372, i32 1
  %374 = load i8, i8* %373, align 1, !tbaa !7
  %375 = icmp eq i8 %374, 32
  br i1 %375, label %371, label %291, !llvm.loop !24

376:                                              ; preds = %401
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %377 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %377) #2
  br label %378

378:                                              ; preds = %378, %376
  %379 = phi i32 [ %408, %376 ], [ %382, %378 ]
  %380 = phi i32 [ 0, %376 ], [ %387, %378 ]
  %381 = freeze i32 %379
  %382 = udiv i32 %381, 10
  %383 = mul i32 %382, 10
  %384 = sub i32 %381, %383
  %385 = trunc i32 %384 to i8
  %386 = or i8 %385, 48
  %387 = add nuw nsw i32 %380, 1
  %388 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %380
  store i8 %386, i8* %388, align 1, !tbaa !7
  %389 = icmp ult i32 %379, 10
  br i1 %389, label %390, label %378, !llvm.loop !25

390:                                              ; preds = %378, %390
  %391 = phi i32 [ %392, %390 ], [ %387, %378 ]
  %392 = add nsw i32 %391, -1
  %393 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %392
  %394 = load i8, i8* %393, align 1, !tbaa !7
  store volatile i8 %394, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %395 = icmp eq i32 %392, 0
  br i1 %395, label %396, label %390, !llvm.loop !26

396:                                              ; preds = %390
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %377) #2
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %397 = icmp eq i32 %408, 0
  br i1 %397, label %413, label %398

398:                                              ; preds = %396
  %399 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  %400 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  br label %411

401:                                              ; preds = %291, %401
  %402 = phi i32 [ %409, %401 ], [ 0, %291 ]
  %403 = phi i32 [ %408, %401 ], [ 0, %291 ]
  %404 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %402, i32 0
  %405 = load i8*, i8** %404, align 4, !tbaa !18
  %406 = icmp ne i8* %405, null
  %407 = zext i1 %406 to i32
  %408 = add nuw nsw i32 %403, %407
  %409 = add nuw nsw i32 %402, 1
  %410 = icmp eq i32 %409, 64
  br i1 %410, label %376, label %401, !llvm.loop !27

411:                                              ; preds = %398, %561
  %412 = phi i32 [ 0, %398 ], [ %562, %561 ]
  br label %463

413:                                              ; preds = %561, %396
  %414 = load i32, i32* @probes, align 4, !tbaa !1
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %415 = icmp slt i32 %414, 0
  br i1 %415, label %416, label %438

416:                                              ; preds = %413
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %417 = sub i32 0, %414
  %418 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %418) #2
  br label %419

419:                                              ; preds = %419, %416
  %420 = phi i32 [ %417, %416 ], [ %423, %419 ]
  %421 = phi i32 [ 0, %416 ], [ %428, %419 ]
  %422 = freeze i32 %420
  %423 = udiv i32 %422, 10
  %424 = mul i32 %423, 10
  %425 = sub i32 %422, %424
  %426 = trunc i32 %425 to i8
  %427 = or i8 %426, 48
  %428 = add nuw nsw i32 %421, 1
  %429 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %421
  store i8 %427, i8* %429, align 1, !tbaa !7
  %430 = icmp ult i32 %420, 10
  br i1 %430, label %431, label %419, !llvm.loop !25

431:                                              ; preds = %419, %431
  %432 = phi i32 [ %433, %431 ], [ %428, %419 ]
  %433 = add nsw i32 %432, -1
  %434 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %433
  %435 = load i8, i8* %434, align 1, !tbaa !7
  store volatile i8 %435, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %436 = icmp eq i32 %433, 0
  br i1 %436, label %437, label %431, !llvm.loop !26

437:                                              ; preds = %431
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %418) #2
  br label %459

438:                                              ; preds = %413
  %439 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %439) #2
  br label %440

440:                                              ; preds = %440, %438
  %441 = phi i32 [ %414, %438 ], [ %444, %440 ]
  %442 = phi i32 [ 0, %438 ], [ %449, %440 ]
  %443 = freeze i32 %441
  %444 = udiv i32 %443, 10
  %445 = mul i32 %444, 10
  %446 = sub i32 %443, %445
  %447 = trunc i32 %446 to i8
  %448 = or i8 %447, 48
  %449 = add nuw nsw i32 %442, 1
  %450 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %442
  store i8 %448, i8* %450, align 1, !tbaa !7
  %451 = icmp ult i32 %441, 10
  br i1 %451, label %452, label %440, !llvm.loop !25

452:                                              ; preds = %440, %452
  %453 = phi i32 [ %454, %452 ], [ %449, %440 ]
  %454 = add nsw i32 %453, -1
  %455 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %454
  %456 = load i8, i8* %455, align 1, !tbaa !7
  store volatile i8 %456, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %457 = icmp eq i32 %454, 0
  br i1 %457, label %458, label %452, !llvm.loop !26

458:                                              ; preds = %452
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %439) #2
  br label %459

459:                                              ; preds = %437, %458
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  ret i32 %408

460:                                              ; preds = %509
  %461 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %510, i32 0
  %462 = load i8*, i8** %461, align 4, !tbaa !18
  br label %513

463:                                              ; preds = %411, %509
  %464 = phi i32 [ 0, %411 ], [ %511, %509 ]
  %465 = phi i32 [ -1, %411 ], [ %510, %509 ]
  %466 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %464, i32 0
  %467 = load i8*, i8** %466, align 4, !tbaa !18
  %468 = icmp eq i8* %467, null
  br i1 %468, label %509, label %469

469:                                              ; preds = %463
  %470 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %464, i32 1
  %471 = load i32, i32* %470, align 4, !tbaa !21
  %472 = icmp slt i32 %471, 0
  br i1 %472, label %509, label %473

473:                                              ; preds = %469
  %474 = icmp slt i32 %465, 0
  br i1 %474, label %509, label %475

475:                                              ; preds = %473
  %476 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %465, i32 1
  %477 = load i32, i32* %476, align 4, !tbaa !21
  %478 = icmp sgt i32 %471, %477
  br i1 %478, label %509, label %479

479:                                              ; preds = %475
  %480 = icmp eq i32 %471, %477
  br i1 %480, label %481, label %509

481:                                              ; preds = %479
  %482 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %465, i32 0
  %483 = load i8*, i8** %482, align 4, !tbaa !18
  %484 = load i8, i8* %467, align 1, !tbaa !7
  %485 = load i8, i8* %483, align 1, !tbaa !7
  %486 = icmp ne i8 %484, %485
  %487 = freeze i1 %486
  br i1 %487, label %500, label %488

488:                                              ; preds = %481, %493
  %489 = phi i8 [ %497, %493 ], [ %485, %481 ]
  %490 = phi i8 [ %496, %493 ], [ %484, %481 ]
  %491 = phi i8* [ %495, %493 ], [ %483, %481 ]
  %492 = phi i8* [ %494, %493 ], [ %467, %481 ]
  switch i8 %490, label %493 [
    i8 32, label %500
    i8 0, label %500
  ]

493:                                              ; preds = %488
  %494 = getelementptr inbounds i8, i8* %492, i32 1
  %495 = getelementptr inbounds i8, i8* %491, i32 1
  %496 = load i8, i8* %494, align 1, !tbaa !7
  %497 = load i8, i8* %495, align 1, !tbaa !7
  %498 = icmp ne i8 %496, %497
  %499 = freeze i1 %498
  br i1 %499, label %500, label %488, !llvm.loop !28

500:                                              ; preds = %493, %488, %488, %481
  %501 = phi i8 [ %484, %481 ], [ %490, %488 ], [ %490, %488 ], [ %496, %493 ]
  %502 = phi i8 [ %485, %481 ], [ %489, %488 ], [ %489, %488 ], [ %497, %493 ]
  %503 = icmp eq i8 %501, 32
  %504 = select i1 %503, i8 0, i8 %501
  %505 = icmp eq i8 %502, 32
  %506 = select i1 %505, i8 0, i8 %502
  %507 = icmp ult i8 %504, %506
  %508 = select i1 %507, i32 %464, i32 %465
  br label %509

509:                                              ; preds = %473, %475, %500, %479, %463, %469
  %510 = phi i32 [ %465, %469 ], [ %508, %500 ], [ %465, %479 ], [ %465, %463 ], [ %464, %475 ], [ %464, %473 ]
  %511 = add nuw nsw i32 %464, 1
  %512 = icmp eq i32 %511, 64
  br i1 %512, label %460, label %463, !llvm.loop !29

513:                                              ; preds = %566, %460
  %514 = phi i8* [ %462, %460 ], [ %567, %566 ]
  %515 = load i8, i8* %514, align 1, !tbaa !7
  switch i8 %515, label %566 [
    i8 0, label %516
    i8 32, label %516
  ]

516:                                              ; preds = %513, %513
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %517 = getelementptr inbounds [64 x %struct.slot], [64 x %struct.slot]* @table, i32 0, i32 %510, i32 1
  %518 = load i32, i32* %517, align 4, !tbaa !21
  %519 = icmp slt i32 %518, 0
  br i1 %519, label %520, label %541

520:                                              ; preds = %516
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %521 = sub i32 0, %518
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %400) #2
  br label %522

522:                                              ; preds = %522, %520
  %523 = phi i32 [ %521, %520 ], [ %526, %522 ]
  %524 = phi i32 [ 0, %520 ], [ %531, %522 ]
  %525 = freeze i32 %523
  %526 = udiv i32 %525, 10
  %527 = mul i32 %526, 10
  %528 = sub i32 %525, %527
  %529 = trunc i32 %528 to i8
  %530 = or i8 %529, 48
  %531 = add nuw nsw i32 %524, 1
  %532 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %524
  store i8 %530, i8* %532, align 1, !tbaa !7
  %533 = icmp ult i32 %523, 10
  br i1 %533, label %534, label %522, !llvm.loop !25

534:                                              ; preds = %522, %534
  %535 = phi i32 [ %536, %534 ], [ %531, %522 ]
  %536 = add nsw i32 %535, -1
  %537 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %536
  %538 = load i8, i8* %537, align 1, !tbaa !7
  store volatile i8 %538, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %539 = icmp eq i32 %536, 0
  br i1 %539, label %540, label %534, !llvm.loop !26

540:                                              ; preds = %534
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %400) #2
  br label %561

541:                                              ; preds = %516
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %399) #2
  br label %542

542:                                              ; preds = %542, %541
  %543 = phi i32 [ %518, %541 ], [ %546, %542 ]
  %544 = phi i32 [ 0, %541 ], [ %551, %542 ]
  %545 = freeze i32 %543
  %546 = udiv i32 %545, 10
  %547 = mul i32 %546, 10
  %548 = sub i32 %545, %547
  %549 = trunc i32 %548 to i8
  %550 = or i8 %549, 48
  %551 = add nuw nsw i32 %544, 1
  %552 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %544
  store i8 %550, i8* %552, align 1, !tbaa !7
  %553 = icmp ult i32 %543, 10
  br i1 %553, label %554, label %542, !llvm.loop !25

554:                                              ; preds = %542, %554
  %555 = phi i32 [ %556, %554 ], [ %551, %542 ]
  %556 = add nsw i32 %555, -1
  %557 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %556
  %558 = load i8, i8* %557, align 1, !tbaa !7
  store volatile i8 %558, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %559 = icmp eq i32 %556, 0
  br i1 %559, label %560, label %554, !llvm.loop !26

560:                                              ; preds = %554
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %399) #2
  br label %561

561:                                              ; preds = %540, %560
  %562 = add nuw i32 %412, 1
  %563 = icmp ult i32 %562, %408
  %564 = select i1 %563, i8 32, i8 10
  store volatile i8 %564, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  store i32 -1, i32* %517, align 4, !tbaa !21
  %565 = icmp eq i32 %562, %408
  br i1 %565, label %413, label %411, !llvm.loop !30

566:                                              ; preds = %513
  store volatile i8 %515, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !7
  %567 = getelementptr inbounds i8, i8* %514, i32 1
  br label %513, !llvm.loop !31
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!3, !3, i64 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !3, i64 0}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = !{!19, !9, i64 0}
!19 = !{!"slot", !9, i64 0, !2, i64 4}
!20 = distinct !{!20, !6}
!21 = !{!19, !2, i64 4}
!22 = distinct !{!22, !6}
!23 = distinct !{!23, !6}
!24 = distinct !{!24, !6}
!25 = distinct !{!25, !6}
!26 = distinct !{!26, !6}
!27 = distinct !{!27, !6}
!28 = distinct !{!28, !6}
!29 = distinct !{!29, !6}
!30 = distinct !{!30, !6}
!31 = distinct !{!31, !6}
