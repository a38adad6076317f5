; ModuleID = 'large_db.c'
source_filename = "large_db.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.record = type { i32, i8*, i8, i8, i32, i32, i8 }
%struct.avl = type { i16, i16, i8 }
%struct.query = type { [6 x %struct.cond], i32, i32 }
%struct.cond = type { i8, i8, i32 }
%struct.group = type { i32, i32, i32, i32, i32 }

@rng_state = internal unnamed_addr global i32 0, align 4
@nrows = internal unnamed_addr global i32 0, align 4
@failures = internal unnamed_addr global i32 0, align 4
@check = internal unnamed_addr global i32 0, align 4
@root = internal unnamed_addr global i32 -1, align 4
@rows = internal global [600 x %struct.record] zeroinitializer, align 4
@slots = internal unnamed_addr global [1024 x i16] zeroinitializer, align 2
@syllables = internal unnamed_addr constant [12 x i8*] [i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.14, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i32 0, i32 0)], align 4
@.str.4 = private unnamed_addr constant [3 x i8] c"ka\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"lo\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"mi\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ne\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ru\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"sa\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"to\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"vi\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"de\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"an\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"el\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c"or\00", align 1
@ninterned = internal unnamed_addr global i32 0, align 4
@interned = internal unnamed_addr global [600 x i8*] zeroinitializer, align 4
@arena_used = internal unnamed_addr global i32 0, align 4
@.str.16 = private unnamed_addr constant [2 x i8] c"?\00", align 1
@arena = internal global [16384 x i8] zeroinitializer, align 1
@hash_probes = internal unnamed_addr global i32 0, align 4
@tree = internal unnamed_addr global [600 x %struct.avl] zeroinitializer, align 2
@test_queries.queries = internal unnamed_addr constant [10 x i8*] [i8* getelementptr inbounds ([34 x i8], [34 x i8]* @.str.24, i32 0, i32 0), i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str.25, i32 0, i32 0), i8* getelementptr inbounds ([28 x i8], [28 x i8]* @.str.26, i32 0, i32 0), i8* getelementptr inbounds ([21 x i8], [21 x i8]* @.str.27, i32 0, i32 0), i8* getelementptr inbounds ([38 x i8], [38 x i8]* @.str.28, i32 0, i32 0), i8* getelementptr inbounds ([25 x i8], [25 x i8]* @.str.29, i32 0, i32 0), i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str.30, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.31, i32 0, i32 0), i8* getelementptr inbounds ([18 x i8], [18 x i8]* @.str.32, i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.33, i32 0, i32 0)], align 4
@.str.24 = private unnamed_addr constant [34 x i8] c"salary >= 5000 and salary <= 6000\00", align 1
@.str.25 = private unnamed_addr constant [14 x i8] c"salary > 7500\00", align 1
@.str.26 = private unnamed_addr constant [28 x i8] c"dept = 3 and salary >= 5000\00", align 1
@.str.27 = private unnamed_addr constant [21 x i8] c"age < 25 or age > 60\00", align 1
@.str.28 = private unnamed_addr constant [38 x i8] c"level = 5 and dept != 2 and age >= 40\00", align 1
@.str.29 = private unnamed_addr constant [25 x i8] c"id >= 1500 and id < 1700\00", align 1
@.str.30 = private unnamed_addr constant [14 x i8] c"salary < 3000\00", align 1
@.str.31 = private unnamed_addr constant [9 x i8] c"dept = 9\00", align 1
@.str.32 = private unnamed_addr constant [18 x i8] c"salary >= 4000 or\00", align 1
@.str.33 = private unnamed_addr constant [11 x i8] c"height > 3\00", align 1
@result = internal global [600 x i16] zeroinitializer, align 2
@.str.37 = private unnamed_addr constant [15 x i8] c" rows (index) \00", align 1
@.str.38 = private unnamed_addr constant [14 x i8] c" rows (scan) \00", align 1
@.str.42 = private unnamed_addr constant [4 x i8] c"age\00", align 1
@parse_query.op_codes = internal unnamed_addr constant [6 x i8] c"\01\03\05\00\02\04", align 1
@test_sorting.order = internal global [600 x i16] zeroinitializer, align 4
@test_sorting.names = internal unnamed_addr constant [3 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.51, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.42, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.52, i32 0, i32 0)], align 4
@.str.51 = private unnamed_addr constant [5 x i8] c"name\00", align 1
@.str.52 = private unnamed_addr constant [12 x i8] c"dept_salary\00", align 1
@sort_tmp = internal unnamed_addr global [600 x i16] zeroinitializer, align 2
@heap_size = internal unnamed_addr global i32 0, align 4
@heap = internal unnamed_addr global [600 x i16] zeroinitializer, align 4
@.str.74 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.78 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

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
  %10 = alloca i32, align 4
  %11 = alloca [10 x i8], align 1
  %12 = alloca [10 x i8], align 1
  %13 = alloca [16 x i8], align 4
  store i32 0, i32* @nrows, align 4, !tbaa !1
  store i32 -1, i32* @root, align 4, !tbaa !1
  tail call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 2 dereferenceable(2048) bitcast ([1024 x i16]* @slots to i8*), i8 -1, i32 2048, i1 false) #8, !tbaa !5
  %14 = getelementptr inbounds [16 x i8], [16 x i8]* %13, i32 0, i32 0
  br label %15

15:                                               ; preds = %183, %0
  %16 = phi i32 [ -1, %0 ], [ %187, %183 ]
  %17 = phi i32 [ 0, %0 ], [ %188, %183 ]
  %18 = phi i32 [ 20240601, %0 ], [ %186, %183 ]
  %19 = phi i32 [ 0, %0 ], [ %189, %183 ]
  %20 = phi i32 [ 1000, %0 ], [ %57, %183 ]
  %21 = mul i32 %18, 1664525
  %22 = add i32 %21, 1013904223
  %23 = lshr i32 %22, 8
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %14) #8
  %24 = mul i32 %22, 1664525
  %25 = add i32 %24, 1013904223
  %26 = lshr i32 %25, 8
  %27 = and i32 %26, 1
  %28 = or i32 %27, 2
  br label %29

29:                                               ; preds = %50, %15
  %30 = phi i32 [ 0, %15 ], [ %52, %50 ]
  %31 = phi i32 [ 0, %15 ], [ %51, %50 ]
  %32 = phi i32 [ %25, %15 ], [ %34, %50 ]
  %33 = mul i32 %32, 1664525
  %34 = add i32 %33, 1013904223
  %35 = lshr i32 %34, 8
  %36 = urem i32 %35, 12
  %37 = getelementptr inbounds [12 x i8*], [12 x i8*]* @syllables, i32 0, i32 %36
  %38 = load i8*, i8** %37, align 4, !tbaa !7
  %39 = load i8, i8* %38, align 1, !tbaa !9
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %50, label %41

41:                                               ; preds = %29, %41
  %42 = phi i8 [ %48, %41 ], [ %39, %29 ]
  %43 = phi i8* [ %45, %41 ], [ %38, %29 ]
  %44 = phi i32 [ %46, %41 ], [ %31, %29 ]
  %45 = getelementptr inbounds i8, i8* %43, i32 1
  %46 = add nsw i32 %44, 1
  %47 = getelementptr inbounds [16 x i8], [16 x i8]* %13, i32 0, i32 %44
  store i8 %42, i8* %47, align 1, !tbaa !9
  %48 = load i8, i8* %45, align 1, !tbaa !9
  %49 = icmp eq i8 %48, 0
  br i1 %49, label %50, label %41, !llvm.loop !10

50:                                               ; preds = %41, %29
  %51 = phi i32 [ %31, %29 ], [ %46, %41 ]
  %52 = add nuw nsw i32 %30, 1
  %53 = icmp eq i32 %52, %28
  br i1 %53, label %54, label %29, !llvm.loop !12

54:                                               ; preds = %50
  %55 = add i32 %20, 1
  %56 = urem i32 %23, 7
  %57 = add i32 %55, %56
  store i32 %34, i32* @rng_state, align 4, !tbaa !1
  %58 = load i8, i8* %14, align 4, !tbaa !9
  %59 = add i8 %58, -32
  store i8 %59, i8* %14, align 4, !tbaa !9
  %60 = getelementptr inbounds [16 x i8], [16 x i8]* %13, i32 0, i32 %51
  store i8 0, i8* %60, align 1, !tbaa !9
  %61 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %17, i32 0
  store i32 %57, i32* %61, align 4, !tbaa !13
  %62 = load i32, i32* @ninterned, align 4, !tbaa !1
  %63 = icmp sgt i32 %62, 0
  br i1 %63, label %67, label %64

64:                                               ; preds = %65, %54
  br label %90

65:                                               ; preds = %84
  %66 = icmp eq i32 %89, %62
  br i1 %66, label %64, label %67, !llvm.loop !15

67:                                               ; preds = %54, %65
  %68 = phi i32 [ %89, %65 ], [ 0, %54 ]
  %69 = getelementptr inbounds [600 x i8*], [600 x i8*]* @interned, i32 0, i32 %68
  %70 = load i8*, i8** %69, align 4, !tbaa !7
  %71 = load i8, i8* %70, align 1, !tbaa !9
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %84, label %73

73:                                               ; preds = %67, %79
  %74 = phi i8 [ %82, %79 ], [ %71, %67 ]
  %75 = phi i8* [ %81, %79 ], [ %14, %67 ]
  %76 = phi i8* [ %80, %79 ], [ %70, %67 ]
  %77 = load i8, i8* %75, align 1, !tbaa !9
  %78 = icmp eq i8 %74, %77
  br i1 %78, label %79, label %84

79:                                               ; preds = %73
  %80 = getelementptr inbounds i8, i8* %76, i32 1
  %81 = getelementptr inbounds i8, i8* %75, i32 1
  %82 = load i8, i8* %80, align 1, !tbaa !9
  %83 = icmp eq i8 %82, 0
  br i1 %83, label %84, label %73, !llvm.loop !16

84:                                               ; preds = %79, %73, %67
  %85 = phi i8* [ %14, %67 ], [ %81, %79 ], [ %75, %73 ]
  %86 = phi i8 [ 0, %67 ], [ 0, %79 ], [ %74, %73 ]
  %87 = load i8, i8* %85, align 1, !tbaa !9
  %88 = icmp eq i8 %86, %87
  %89 = add nuw nsw i32 %68, 1
  br i1 %88, label %106, label %65

90:                                               ; preds = %64, %90
  %91 = phi i32 [ %95, %90 ], [ 0, %64 ]
  %92 = getelementptr inbounds [16 x i8], [16 x i8]* %13, i32 0, i32 %91
  %93 = load i8, i8* %92, align 1, !tbaa !9
  %94 = icmp eq i8 %93, 0
  %95 = add nuw i32 %91, 1
  br i1 %94, label %96, label %90, !llvm.loop !17

96:                                               ; preds = %90
  %97 = load i32, i32* @arena_used, align 4, !tbaa !1
  %98 = add nsw i32 %97, %95
  %99 = icmp sgt i32 %98, 16384
  %100 = icmp sgt i32 %62, 599
  %101 = select i1 %99, i1 true, i1 %100
  br i1 %101, label %106, label %102

102:                                              ; preds = %96
  %103 = getelementptr [16384 x i8], [16384 x i8]* @arena, i32 0, i32 %97
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %103, i8* nonnull align 4 %14, i32 %95, i1 false) #8, !tbaa !9
  store i32 %98, i32* @arena_used, align 4, !tbaa !1
  %104 = add nsw i32 %62, 1
  store i32 %104, i32* @ninterned, align 4, !tbaa !1
  %105 = getelementptr inbounds [600 x i8*], [600 x i8*]* @interned, i32 0, i32 %62
  store i8* %103, i8** %105, align 4, !tbaa !7
  br label %106

106:                                              ; preds = %84, %102, %96
  %107 = phi i8* [ %103, %102 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.16, i32 0, i32 0), %96 ], [ %70, %84 ]
  %108 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %17, i32 1
  store i8* %107, i8** %108, align 4, !tbaa !18
  %109 = mul i32 %34, 1664525
  %110 = add i32 %109, 1013904223
  %111 = lshr i32 %110, 8
  %112 = trunc i32 %111 to i8
  %113 = and i8 %112, 7
  %114 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %17, i32 2
  store i8 %113, i8* %114, align 4, !tbaa !19
  %115 = mul i32 %110, 1664525
  %116 = add i32 %115, 1013904223
  %117 = lshr i32 %116, 8
  %118 = urem i32 %117, 5
  %119 = trunc i32 %118 to i8
  %120 = add nuw nsw i8 %119, 1
  %121 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %17, i32 3
  store i8 %120, i8* %121, align 1, !tbaa !20
  %122 = mul i32 %116, 1664525
  %123 = add i32 %122, 1013904223
  %124 = lshr i32 %123, 8
  %125 = urem i32 %124, 3000
  %126 = add nuw nsw i32 %125, 2000
  %127 = zext i8 %120 to i32
  %128 = mul nuw nsw i32 %127, 1000
  %129 = add nuw nsw i32 %126, %128
  %130 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %17, i32 4
  store i32 %129, i32* %130, align 4, !tbaa !21
  %131 = mul i32 %123, 1664525
  %132 = add i32 %131, 1013904223
  store i32 %132, i32* @rng_state, align 4, !tbaa !1
  %133 = lshr i32 %132, 8
  %134 = urem i32 %133, 45
  %135 = add nuw nsw i32 %134, 20
  %136 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %17, i32 5
  store i32 %135, i32* %136, align 4, !tbaa !22
  %137 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %17, i32 6
  store i8 1, i8* %137, align 4, !tbaa !23
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %14) #8
  %138 = lshr i32 %57, 16
  %139 = xor i32 %138, %57
  %140 = mul i32 %139, 73244475
  %141 = lshr i32 %140, 16
  %142 = xor i32 %141, %140
  %143 = load i32, i32* @hash_probes, align 4, !tbaa !1
  %144 = and i32 %142, 1023
  %145 = add nsw i32 %143, 1
  %146 = getelementptr inbounds [1024 x i16], [1024 x i16]* @slots, i32 0, i32 %144
  %147 = load i16, i16* %146, align 2, !tbaa !5
  %148 = icmp eq i16 %147, -1
  br i1 %148, label %166, label %149

149:                                              ; preds = %106, %159
  %150 = phi i16 [ %164, %159 ], [ %147, %106 ]
  %151 = phi i32 [ %162, %159 ], [ %145, %106 ]
  %152 = phi i32 [ %161, %159 ], [ %144, %106 ]
  %153 = icmp sgt i16 %150, -1
  br i1 %153, label %154, label %159

154:                                              ; preds = %149
  %155 = zext i16 %150 to i32
  %156 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %155, i32 0
  %157 = load i32, i32* %156, align 4, !tbaa !13
  %158 = icmp eq i32 %157, %57
  br i1 %158, label %177, label %159

159:                                              ; preds = %154, %149
  %160 = add nuw nsw i32 %152, 1
  %161 = and i32 %160, 1023
  %162 = add nsw i32 %151, 1
  %163 = getelementptr inbounds [1024 x i16], [1024 x i16]* @slots, i32 0, i32 %161
  %164 = load i16, i16* %163, align 2, !tbaa !5
  %165 = icmp eq i16 %164, -1
  br i1 %165, label %166, label %149

166:                                              ; preds = %159, %106
  %167 = phi i32 [ %145, %106 ], [ %162, %159 ]
  store i32 %167, i32* @hash_probes, align 4, !tbaa !1
  br label %168

168:                                              ; preds = %168, %166
  %169 = phi i32 [ %142, %166 ], [ %174, %168 ]
  %170 = and i32 %169, 1023
  %171 = getelementptr inbounds [1024 x i16], [1024 x i16]* @slots, i32 0, i32 %170
  %172 = load i16, i16* %171, align 2, !tbaa !5
  %173 = icmp sgt i16 %172, -1
  %174 = add nuw nsw i32 %170, 1
  br i1 %173, label %168, label %175, !llvm.loop !24

175:                                              ; preds = %168
  %176 = trunc i32 %17 to i16
  store i16 %176, i16* %171, align 2, !tbaa !5
  br label %183

177:                                              ; preds = %154
  store i32 %151, i32* @hash_probes, align 4, !tbaa !1
  %178 = load i32, i32* @failures, align 4, !tbaa !1
  %179 = add nsw i32 %178, 1
  store i32 %179, i32* @failures, align 4, !tbaa !1
  store volatile i8 70, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 65, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 73, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 69, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 68, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %180 = load i32, i32* @rng_state, align 4, !tbaa !1
  %181 = load i32, i32* @root, align 4, !tbaa !1
  %182 = load i32, i32* @nrows, align 4, !tbaa !1
  br label %183

183:                                              ; preds = %177, %175
  %184 = phi i32 [ %17, %175 ], [ %182, %177 ]
  %185 = phi i32 [ %16, %175 ], [ %181, %177 ]
  %186 = phi i32 [ %132, %175 ], [ %180, %177 ]
  %187 = tail call fastcc i32 @avl_insert(i32 noundef signext %185, i32 noundef signext %184) #8
  store i32 %187, i32* @root, align 4, !tbaa !1
  %188 = add nsw i32 %184, 1
  store i32 %188, i32* @nrows, align 4, !tbaa !1
  %189 = add nuw nsw i32 %19, 1
  %190 = icmp eq i32 %189, 500
  br i1 %190, label %191, label %15, !llvm.loop !25

191:                                              ; preds = %183
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %192 = icmp slt i32 %184, -1
  br i1 %192, label %193, label %215

193:                                              ; preds = %191
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %194 = xor i32 %184, -1
  %195 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %195) #8
  br label %196

196:                                              ; preds = %196, %193
  %197 = phi i32 [ %194, %193 ], [ %200, %196 ]
  %198 = phi i32 [ 0, %193 ], [ %205, %196 ]
  %199 = freeze i32 %197
  %200 = udiv i32 %199, 10
  %201 = mul i32 %200, 10
  %202 = sub i32 %199, %201
  %203 = trunc i32 %202 to i8
  %204 = or i8 %203, 48
  %205 = add nuw nsw i32 %198, 1
  %206 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %198
  store i8 %204, i8* %206, align 1, !tbaa !9
  %207 = icmp ult i32 %197, 10
  br i1 %207, label %208, label %196, !llvm.loop !26

208:                                              ; preds = %196, %208
  %209 = phi i32 [ %210, %208 ], [ %205, %196 ]
  %210 = add nsw i32 %209, -1
  %211 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %210
  %212 = load i8, i8* %211, align 1, !tbaa !9
  store volatile i8 %212, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %213 = icmp eq i32 %210, 0
  br i1 %213, label %214, label %208, !llvm.loop !27

214:                                              ; preds = %208
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %195) #8
  br label %236

215:                                              ; preds = %191
  %216 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %216) #8
  br label %217

217:                                              ; preds = %217, %215
  %218 = phi i32 [ %188, %215 ], [ %221, %217 ]
  %219 = phi i32 [ 0, %215 ], [ %226, %217 ]
  %220 = freeze i32 %218
  %221 = udiv i32 %220, 10
  %222 = mul i32 %221, 10
  %223 = sub i32 %220, %222
  %224 = trunc i32 %223 to i8
  %225 = or i8 %224, 48
  %226 = add nuw nsw i32 %219, 1
  %227 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %219
  store i8 %225, i8* %227, align 1, !tbaa !9
  %228 = icmp ult i32 %218, 10
  br i1 %228, label %229, label %217, !llvm.loop !26

229:                                              ; preds = %217, %229
  %230 = phi i32 [ %231, %229 ], [ %226, %217 ]
  %231 = add nsw i32 %230, -1
  %232 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %231
  %233 = load i8, i8* %232, align 1, !tbaa !9
  store volatile i8 %233, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %234 = icmp eq i32 %231, 0
  br i1 %234, label %235, label %229, !llvm.loop !27

235:                                              ; preds = %229
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %216) #8
  br label %236

236:                                              ; preds = %214, %235
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %237 = load i32, i32* @check, align 4, !tbaa !1
  %238 = xor i32 %237, %188
  %239 = mul i32 %238, 16777619
  %240 = lshr i32 %239, 13
  %241 = xor i32 %240, %239
  store i32 %241, i32* @check, align 4, !tbaa !1
  tail call fastcc void @test_indexes()
  tail call fastcc void @test_queries()
  br label %242

242:                                              ; preds = %375, %236
  %243 = phi i32 [ 0, %236 ], [ %382, %375 ]
  %244 = load i32, i32* @nrows, align 4, !tbaa !1
  %245 = icmp sgt i32 %244, 0
  br i1 %245, label %361, label %319

246:                                              ; preds = %371
  tail call fastcc void @merge_sort(i16* noundef getelementptr inbounds ([600 x i16], [600 x i16]* @test_sorting.order, i32 0, i32 0), i32 noundef signext %372, i32 noundef signext %243) #8
  %247 = icmp sgt i32 %372, 1
  br i1 %247, label %248, label %319

248:                                              ; preds = %246
  %249 = load i16, i16* getelementptr inbounds ([600 x i16], [600 x i16]* @test_sorting.order, i32 0, i32 0), align 4, !tbaa !5
  br label %250

250:                                              ; preds = %313, %248
  %251 = phi i16 [ %255, %313 ], [ %249, %248 ]
  %252 = phi i32 [ %314, %313 ], [ 1, %248 ]
  %253 = sext i16 %251 to i32
  %254 = getelementptr inbounds [600 x i16], [600 x i16]* @test_sorting.order, i32 0, i32 %252
  %255 = load i16, i16* %254, align 2, !tbaa !5
  %256 = sext i16 %255 to i32
  switch i32 %243, label %311 [
    i32 0, label %257
    i32 1, label %282
    i32 2, label %288
  ]

257:                                              ; preds = %250
  %258 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %253, i32 1
  %259 = load i8*, i8** %258, align 4, !tbaa !18
  %260 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %256, i32 1
  %261 = load i8*, i8** %260, align 4, !tbaa !18
  %262 = load i8, i8* %259, align 1, !tbaa !9
  %263 = icmp eq i8 %262, 0
  br i1 %263, label %275, label %264

264:                                              ; preds = %257, %270
  %265 = phi i8 [ %273, %270 ], [ %262, %257 ]
  %266 = phi i8* [ %272, %270 ], [ %261, %257 ]
  %267 = phi i8* [ %271, %270 ], [ %259, %257 ]
  %268 = load i8, i8* %266, align 1, !tbaa !9
  %269 = icmp eq i8 %265, %268
  br i1 %269, label %270, label %275

270:                                              ; preds = %264
  %271 = getelementptr inbounds i8, i8* %267, i32 1
  %272 = getelementptr inbounds i8, i8* %266, i32 1
  %273 = load i8, i8* %271, align 1, !tbaa !9
  %274 = icmp eq i8 %273, 0
  br i1 %274, label %275, label %264, !llvm.loop !16

275:                                              ; preds = %270, %264, %257
  %276 = phi i8* [ %261, %257 ], [ %272, %270 ], [ %266, %264 ]
  %277 = phi i8 [ 0, %257 ], [ 0, %270 ], [ %265, %264 ]
  %278 = zext i8 %277 to i32
  %279 = load i8, i8* %276, align 1, !tbaa !9
  %280 = zext i8 %279 to i32
  %281 = sub nsw i32 %278, %280
  br label %304

282:                                              ; preds = %250
  %283 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %253, i32 5
  %284 = load i32, i32* %283, align 4, !tbaa !22
  %285 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %256, i32 5
  %286 = load i32, i32* %285, align 4, !tbaa !22
  %287 = sub nsw i32 %284, %286
  br label %304

288:                                              ; preds = %250
  %289 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %253, i32 2
  %290 = load i8, i8* %289, align 4, !tbaa !19
  %291 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %256, i32 2
  %292 = load i8, i8* %291, align 4, !tbaa !19
  %293 = icmp eq i8 %290, %292
  br i1 %293, label %298, label %294

294:                                              ; preds = %288
  %295 = zext i8 %292 to i32
  %296 = zext i8 %290 to i32
  %297 = sub nsw i32 %296, %295
  br label %304

298:                                              ; preds = %288
  %299 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %256, i32 4
  %300 = load i32, i32* %299, align 4, !tbaa !21
  %301 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %253, i32 4
  %302 = load i32, i32* %301, align 4, !tbaa !21
  %303 = sub nsw i32 %300, %302
  br label %304

304:                                              ; preds = %298, %294, %282, %275
  %305 = phi i32 [ %297, %294 ], [ %303, %298 ], [ %287, %282 ], [ %281, %275 ]
  %306 = icmp sgt i32 %305, 0
  br i1 %306, label %316, label %307

307:                                              ; preds = %304
  %308 = icmp eq i32 %305, 0
  %309 = icmp sgt i16 %251, %255
  %310 = select i1 %308, i1 %309, i1 false
  br i1 %310, label %316, label %313

311:                                              ; preds = %250
  %312 = icmp sgt i16 %251, %255
  br i1 %312, label %316, label %313

313:                                              ; preds = %311, %307
  %314 = add nuw nsw i32 %252, 1
  %315 = icmp eq i32 %314, %372
  br i1 %315, label %319, label %250, !llvm.loop !28

316:                                              ; preds = %311, %307, %304
  %317 = load i32, i32* @failures, align 4, !tbaa !1
  %318 = add nsw i32 %317, 1
  store i32 %318, i32* @failures, align 4, !tbaa !1
  store volatile i8 70, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 65, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 73, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 69, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 68, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  br label %319

319:                                              ; preds = %313, %242, %316, %246
  %320 = phi i32 [ %372, %246 ], [ %372, %316 ], [ 0, %242 ], [ %372, %313 ]
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %321 = getelementptr inbounds [3 x i8*], [3 x i8*]* @test_sorting.names, i32 0, i32 %243
  %322 = load i8*, i8** %321, align 4, !tbaa !7
  %323 = load i8, i8* %322, align 1, !tbaa !9
  %324 = icmp eq i8 %323, 0
  br i1 %324, label %331, label %325

325:                                              ; preds = %319, %325
  %326 = phi i8 [ %329, %325 ], [ %323, %319 ]
  %327 = phi i8* [ %328, %325 ], [ %322, %319 ]
  %328 = getelementptr inbounds i8, i8* %327, i32 1
  store volatile i8 %326, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %329 = load i8, i8* %328, align 1, !tbaa !9
  %330 = icmp eq i8 %329, 0
  br i1 %330, label %331, label %325, !llvm.loop !29

331:                                              ; preds = %325, %319
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %332 = load i16, i16* getelementptr inbounds ([600 x i16], [600 x i16]* @test_sorting.order, i32 0, i32 0), align 4, !tbaa !5
  %333 = sext i16 %332 to i32
  %334 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %333, i32 1
  %335 = load i8*, i8** %334, align 4, !tbaa !18
  %336 = load i8, i8* %335, align 1, !tbaa !9
  %337 = icmp eq i8 %336, 0
  br i1 %337, label %344, label %338

338:                                              ; preds = %331, %338
  %339 = phi i8 [ %342, %338 ], [ %336, %331 ]
  %340 = phi i8* [ %341, %338 ], [ %335, %331 ]
  %341 = getelementptr inbounds i8, i8* %340, i32 1
  store volatile i8 %339, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %342 = load i8, i8* %341, align 1, !tbaa !9
  %343 = icmp eq i8 %342, 0
  br i1 %343, label %344, label %338, !llvm.loop !29

344:                                              ; preds = %338, %331
  store volatile i8 44, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %345 = add nsw i32 %320, -1
  %346 = getelementptr inbounds [600 x i16], [600 x i16]* @test_sorting.order, i32 0, i32 %345
  %347 = load i16, i16* %346, align 2, !tbaa !5
  %348 = sext i16 %347 to i32
  %349 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %348, i32 1
  %350 = load i8*, i8** %349, align 4, !tbaa !18
  %351 = load i8, i8* %350, align 1, !tbaa !9
  %352 = icmp eq i8 %351, 0
  br i1 %352, label %359, label %353

353:                                              ; preds = %344, %353
  %354 = phi i8 [ %357, %353 ], [ %351, %344 ]
  %355 = phi i8* [ %356, %353 ], [ %350, %344 ]
  %356 = getelementptr inbounds i8, i8* %355, i32 1
  store volatile i8 %354, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %357 = load i8, i8* %356, align 1, !tbaa !9
  %358 = icmp eq i8 %357, 0
  br i1 %358, label %359, label %353, !llvm.loop !29

359:                                              ; preds = %353, %344
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %360 = icmp sgt i32 %320, 0
  br i1 %360, label %384, label %375

361:                                              ; preds = %242, %371
  %362 = phi i32 [ %373, %371 ], [ 0, %242 ]
  %363 = phi i32 [ %372, %371 ], [ 0, %242 ]
  %364 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %362, i32 6
  %365 = load i8, i8* %364, align 4, !tbaa !23
  %366 = icmp eq i8 %365, 0
  br i1 %366, label %371, label %367

367:                                              ; preds = %361
  %368 = trunc i32 %362 to i16
  %369 = add nsw i32 %363, 1
  %370 = getelementptr inbounds [600 x i16], [600 x i16]* @test_sorting.order, i32 0, i32 %363
  store i16 %368, i16* %370, align 2, !tbaa !5
  br label %371

371:                                              ; preds = %367, %361
  %372 = phi i32 [ %369, %367 ], [ %363, %361 ]
  %373 = add nuw nsw i32 %362, 1
  %374 = icmp eq i32 %373, %244
  br i1 %374, label %246, label %361, !llvm.loop !30

375:                                              ; preds = %384, %359
  %376 = phi i32 [ 0, %359 ], [ %391, %384 ]
  %377 = load i32, i32* @check, align 4, !tbaa !1
  %378 = xor i32 %377, %376
  %379 = mul i32 %378, 16777619
  %380 = lshr i32 %379, 13
  %381 = xor i32 %380, %379
  store i32 %381, i32* @check, align 4, !tbaa !1
  %382 = add nuw nsw i32 %243, 1
  %383 = icmp eq i32 %382, 3
  br i1 %383, label %394, label %242, !llvm.loop !31

384:                                              ; preds = %359, %384
  %385 = phi i32 [ %392, %384 ], [ 0, %359 ]
  %386 = phi i32 [ %391, %384 ], [ 0, %359 ]
  %387 = mul i32 %386, 33
  %388 = getelementptr inbounds [600 x i16], [600 x i16]* @test_sorting.order, i32 0, i32 %385
  %389 = load i16, i16* %388, align 2, !tbaa !5
  %390 = sext i16 %389 to i32
  %391 = add i32 %387, %390
  %392 = add nuw nsw i32 %385, 1
  %393 = icmp eq i32 %392, %320
  br i1 %393, label %375, label %384, !llvm.loop !32

394:                                              ; preds = %375
  tail call fastcc void @test_top()
  tail call fastcc void @test_groups()
  %395 = load i32, i32* @nrows, align 4, !tbaa !1
  %396 = icmp sgt i32 %395, 0
  br i1 %396, label %435, label %397

397:                                              ; preds = %394
  %398 = load i32, i32* @root, align 4, !tbaa !1
  br label %399

399:                                              ; preds = %470, %397
  %400 = phi i32 [ %395, %397 ], [ %475, %470 ]
  %401 = phi i32 [ %398, %397 ], [ %472, %470 ]
  %402 = phi i32 [ 0, %397 ], [ %473, %470 ]
  %403 = bitcast i32* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %403) #8
  store i32 0, i32* %10, align 4, !tbaa !1
  %404 = call fastcc i32 @avl_check(i32 noundef signext %401, i32* noundef nonnull %10) #8
  %405 = icmp slt i32 %404, 1
  br i1 %405, label %406, label %410

406:                                              ; preds = %399
  %407 = load i32, i32* @failures, align 4, !tbaa !1
  %408 = add nsw i32 %407, 1
  store i32 %408, i32* @failures, align 4, !tbaa !1
  store volatile i8 70, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 65, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 73, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 69, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 68, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 65, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 86, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %409 = load i32, i32* @nrows, align 4, !tbaa !1
  br label %410

410:                                              ; preds = %406, %399
  %411 = phi i32 [ %400, %399 ], [ %409, %406 ]
  %412 = load i32, i32* %10, align 4, !tbaa !1
  %413 = icmp sgt i32 %411, 0
  br i1 %413, label %414, label %423

414:                                              ; preds = %410, %414
  %415 = phi i32 [ %421, %414 ], [ 0, %410 ]
  %416 = phi i32 [ %420, %414 ], [ 0, %410 ]
  %417 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %415, i32 6
  %418 = load i8, i8* %417, align 4, !tbaa !23
  %419 = zext i8 %418 to i32
  %420 = add nuw nsw i32 %416, %419
  %421 = add nuw nsw i32 %415, 1
  %422 = icmp eq i32 %421, %411
  br i1 %422, label %423, label %414, !llvm.loop !33

423:                                              ; preds = %414, %410
  %424 = phi i32 [ 0, %410 ], [ %420, %414 ]
  %425 = icmp eq i32 %412, %424
  br i1 %425, label %430, label %426

426:                                              ; preds = %423
  %427 = load i32, i32* @failures, align 4, !tbaa !1
  %428 = add nsw i32 %427, 1
  store i32 %428, i32* @failures, align 4, !tbaa !1
  store volatile i8 70, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 65, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 73, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 69, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 68, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 65, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 86, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %429 = load i32, i32* @nrows, align 4, !tbaa !1
  br label %430

430:                                              ; preds = %426, %423
  %431 = phi i32 [ %411, %423 ], [ %429, %426 ]
  %432 = icmp sgt i32 %431, 0
  br i1 %432, label %433, label %477

433:                                              ; preds = %430
  %434 = load i32, i32* @hash_probes, align 4, !tbaa !1
  br label %489

435:                                              ; preds = %394, %470
  %436 = phi i32 [ %474, %470 ], [ 0, %394 ]
  %437 = phi i32 [ %473, %470 ], [ 0, %394 ]
  %438 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %436, i32 6
  store i8 0, i8* %438, align 4, !tbaa !23
  %439 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %436, i32 0
  %440 = load i32, i32* %439, align 4, !tbaa !13
  %441 = lshr i32 %440, 16
  %442 = xor i32 %441, %440
  %443 = mul i32 %442, 73244475
  %444 = lshr i32 %443, 16
  %445 = xor i32 %444, %443
  %446 = and i32 %445, 1023
  %447 = getelementptr inbounds [1024 x i16], [1024 x i16]* @slots, i32 0, i32 %446
  %448 = load i16, i16* %447, align 2, !tbaa !5
  %449 = icmp eq i16 %448, -1
  br i1 %449, label %467, label %450

450:                                              ; preds = %435, %460
  %451 = phi i16 [ %464, %460 ], [ %448, %435 ]
  %452 = phi i16* [ %463, %460 ], [ %447, %435 ]
  %453 = phi i32 [ %462, %460 ], [ %446, %435 ]
  %454 = icmp sgt i16 %451, -1
  br i1 %454, label %455, label %460

455:                                              ; preds = %450
  %456 = zext i16 %451 to i32
  %457 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %456, i32 0
  %458 = load i32, i32* %457, align 4, !tbaa !13
  %459 = icmp eq i32 %458, %440
  br i1 %459, label %466, label %460

460:                                              ; preds = %455, %450
  %461 = add nuw nsw i32 %453, 1
  %462 = and i32 %461, 1023
  %463 = getelementptr inbounds [1024 x i16], [1024 x i16]* @slots, i32 0, i32 %462
  %464 = load i16, i16* %463, align 2, !tbaa !5
  %465 = icmp eq i16 %464, -1
  br i1 %465, label %467, label %450

466:                                              ; preds = %455
  store i16 -2, i16* %452, align 2, !tbaa !5
  br label %470

467:                                              ; preds = %460, %435
  %468 = load i32, i32* @failures, align 4, !tbaa !1
  %469 = add nsw i32 %468, 1
  store i32 %469, i32* @failures, align 4, !tbaa !1
  store volatile i8 70, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 65, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 73, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 69, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 68, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  br label %470

470:                                              ; preds = %467, %466
  %471 = load i32, i32* @root, align 4, !tbaa !1
  %472 = tail call fastcc i32 @avl_remove(i32 noundef signext %471, i32 noundef signext %436) #8
  store i32 %472, i32* @root, align 4, !tbaa !1
  %473 = add nuw nsw i32 %437, 1
  %474 = add nuw nsw i32 %436, 3
  %475 = load i32, i32* @nrows, align 4, !tbaa !1
  %476 = icmp slt i32 %474, %475
  br i1 %476, label %435, label %399, !llvm.loop !34

477:                                              ; preds = %532, %430
  %478 = phi i32 [ 0, %430 ], [ %534, %532 ]
  %479 = icmp eq i32 %478, %402
  br i1 %479, label %484, label %480

480:                                              ; preds = %477
  %481 = load i32, i32* @failures, align 4, !tbaa !1
  %482 = add nsw i32 %481, 1
  store i32 %482, i32* @failures, align 4, !tbaa !1
  store volatile i8 70, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 65, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 73, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 69, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 68, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %483 = load i32, i32* @nrows, align 4, !tbaa !1
  br label %484

484:                                              ; preds = %480, %477
  %485 = phi i32 [ %431, %477 ], [ %483, %480 ]
  %486 = icmp sgt i32 %485, 0
  br i1 %486, label %630, label %487

487:                                              ; preds = %484
  %488 = load i32, i32* @root, align 4, !tbaa !1
  br label %537

489:                                              ; preds = %532, %433
  %490 = phi i32 [ %535, %532 ], [ 0, %433 ]
  %491 = phi i32 [ %534, %532 ], [ 0, %433 ]
  %492 = phi i32 [ %533, %532 ], [ %434, %433 ]
  %493 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %490, i32 6
  %494 = load i8, i8* %493, align 4, !tbaa !23
  %495 = icmp eq i8 %494, 0
  br i1 %495, label %496, label %532

496:                                              ; preds = %489
  %497 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %490, i32 0
  %498 = load i32, i32* %497, align 4, !tbaa !13
  %499 = lshr i32 %498, 16
  %500 = xor i32 %499, %498
  %501 = mul i32 %500, 73244475
  %502 = lshr i32 %501, 16
  %503 = xor i32 %502, %501
  %504 = and i32 %503, 1023
  %505 = add nsw i32 %492, 1
  %506 = getelementptr inbounds [1024 x i16], [1024 x i16]* @slots, i32 0, i32 %504
  %507 = load i16, i16* %506, align 2, !tbaa !5
  %508 = icmp eq i16 %507, -1
  br i1 %508, label %526, label %509

509:                                              ; preds = %496, %519
  %510 = phi i16 [ %524, %519 ], [ %507, %496 ]
  %511 = phi i32 [ %522, %519 ], [ %505, %496 ]
  %512 = phi i32 [ %521, %519 ], [ %504, %496 ]
  %513 = icmp sgt i16 %510, -1
  br i1 %513, label %514, label %519

514:                                              ; preds = %509
  %515 = zext i16 %510 to i32
  %516 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %515, i32 0
  %517 = load i32, i32* %516, align 4, !tbaa !13
  %518 = icmp eq i32 %517, %498
  br i1 %518, label %526, label %519

519:                                              ; preds = %514, %509
  %520 = add nuw nsw i32 %512, 1
  %521 = and i32 %520, 1023
  %522 = add nsw i32 %511, 1
  %523 = getelementptr inbounds [1024 x i16], [1024 x i16]* @slots, i32 0, i32 %521
  %524 = load i16, i16* %523, align 2, !tbaa !5
  %525 = icmp eq i16 %524, -1
  br i1 %525, label %526, label %509

526:                                              ; preds = %519, %514, %496
  %527 = phi i32 [ %505, %496 ], [ %522, %519 ], [ %511, %514 ]
  %528 = phi i16 [ -1, %496 ], [ -1, %519 ], [ %510, %514 ]
  store i32 %527, i32* @hash_probes, align 4, !tbaa !1
  %529 = lshr i16 %528, 15
  %530 = zext i16 %529 to i32
  %531 = add nsw i32 %491, %530
  br label %532

532:                                              ; preds = %526, %489
  %533 = phi i32 [ %492, %489 ], [ %527, %526 ]
  %534 = phi i32 [ %491, %489 ], [ %531, %526 ]
  %535 = add nuw nsw i32 %490, 1
  %536 = icmp eq i32 %535, %431
  br i1 %536, label %477, label %489, !llvm.loop !35

537:                                              ; preds = %677, %487
  %538 = phi i32 [ %485, %487 ], [ %681, %677 ]
  %539 = phi i32 [ %488, %487 ], [ %679, %677 ]
  store i32 0, i32* %10, align 4, !tbaa !1
  %540 = call fastcc i32 @avl_check(i32 noundef signext %539, i32* noundef nonnull %10) #8
  %541 = icmp slt i32 %540, 1
  br i1 %541, label %542, label %546

542:                                              ; preds = %537
  %543 = load i32, i32* @failures, align 4, !tbaa !1
  %544 = add nsw i32 %543, 1
  store i32 %544, i32* @failures, align 4, !tbaa !1
  store volatile i8 70, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 65, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 73, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 69, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 68, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 65, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 86, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %545 = load i32, i32* @nrows, align 4, !tbaa !1
  br label %546

546:                                              ; preds = %542, %537
  %547 = phi i32 [ %538, %537 ], [ %545, %542 ]
  %548 = icmp sgt i32 %547, 0
  br i1 %548, label %549, label %558

549:                                              ; preds = %546, %549
  %550 = phi i32 [ %556, %549 ], [ 0, %546 ]
  %551 = phi i32 [ %555, %549 ], [ 0, %546 ]
  %552 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %550, i32 6
  %553 = load i8, i8* %552, align 4, !tbaa !23
  %554 = zext i8 %553 to i32
  %555 = add nuw nsw i32 %551, %554
  %556 = add nuw nsw i32 %550, 1
  %557 = icmp eq i32 %556, %547
  br i1 %557, label %558, label %549, !llvm.loop !33

558:                                              ; preds = %549, %546
  %559 = phi i32 [ 0, %546 ], [ %555, %549 ]
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %560 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %560) #8
  br label %561

561:                                              ; preds = %561, %558
  %562 = phi i32 [ %559, %558 ], [ %565, %561 ]
  %563 = phi i32 [ 0, %558 ], [ %570, %561 ]
  %564 = freeze i32 %562
  %565 = udiv i32 %564, 10
  %566 = mul i32 %565, 10
  %567 = sub i32 %564, %566
  %568 = trunc i32 %567 to i8
  %569 = or i8 %568, 48
  %570 = add nuw nsw i32 %563, 1
  %571 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %563
  store i8 %569, i8* %571, align 1, !tbaa !9
  %572 = icmp ult i32 %562, 10
  br i1 %572, label %573, label %561, !llvm.loop !26

573:                                              ; preds = %561, %573
  %574 = phi i32 [ %575, %573 ], [ %570, %561 ]
  %575 = add nsw i32 %574, -1
  %576 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %575
  %577 = load i8, i8* %576, align 1, !tbaa !9
  store volatile i8 %577, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %578 = icmp eq i32 %575, 0
  br i1 %578, label %579, label %573, !llvm.loop !27

579:                                              ; preds = %573
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %560) #8
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %580 = load i32, i32* @check, align 4, !tbaa !1
  %581 = xor i32 %580, %559
  %582 = mul i32 %581, 16777619
  %583 = lshr i32 %582, 13
  %584 = xor i32 %583, %582
  store i32 %584, i32* @check, align 4, !tbaa !1
  %585 = load i32, i32* %10, align 4, !tbaa !1
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 95, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %586 = icmp slt i32 %585, 0
  br i1 %586, label %587, label %609

587:                                              ; preds = %579
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %588 = sub i32 0, %585
  %589 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %589) #8
  br label %590

590:                                              ; preds = %590, %587
  %591 = phi i32 [ %588, %587 ], [ %594, %590 ]
  %592 = phi i32 [ 0, %587 ], [ %599, %590 ]
  %593 = freeze i32 %591
  %594 = udiv i32 %593, 10
  %595 = mul i32 %594, 10
  %596 = sub i32 %593, %595
  %597 = trunc i32 %596 to i8
  %598 = or i8 %597, 48
  %599 = add nuw nsw i32 %592, 1
  %600 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %592
  store i8 %598, i8* %600, align 1, !tbaa !9
  %601 = icmp ult i32 %591, 10
  br i1 %601, label %602, label %590, !llvm.loop !26

602:                                              ; preds = %590, %602
  %603 = phi i32 [ %604, %602 ], [ %599, %590 ]
  %604 = add nsw i32 %603, -1
  %605 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %604
  %606 = load i8, i8* %605, align 1, !tbaa !9
  store volatile i8 %606, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %607 = icmp eq i32 %604, 0
  br i1 %607, label %608, label %602, !llvm.loop !27

608:                                              ; preds = %602
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %589) #8
  br label %683

609:                                              ; preds = %579
  %610 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %610) #8
  br label %611

611:                                              ; preds = %611, %609
  %612 = phi i32 [ %585, %609 ], [ %615, %611 ]
  %613 = phi i32 [ 0, %609 ], [ %620, %611 ]
  %614 = freeze i32 %612
  %615 = udiv i32 %614, 10
  %616 = mul i32 %615, 10
  %617 = sub i32 %614, %616
  %618 = trunc i32 %617 to i8
  %619 = or i8 %618, 48
  %620 = add nuw nsw i32 %613, 1
  %621 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %613
  store i8 %619, i8* %621, align 1, !tbaa !9
  %622 = icmp ult i32 %612, 10
  br i1 %622, label %623, label %611, !llvm.loop !26

623:                                              ; preds = %611, %623
  %624 = phi i32 [ %625, %623 ], [ %620, %611 ]
  %625 = add nsw i32 %624, -1
  %626 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %625
  %627 = load i8, i8* %626, align 1, !tbaa !9
  store volatile i8 %627, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %628 = icmp eq i32 %625, 0
  br i1 %628, label %629, label %623, !llvm.loop !27

629:                                              ; preds = %623
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %610) #8
  br label %683

630:                                              ; preds = %484, %677
  %631 = phi i32 [ %680, %677 ], [ 0, %484 ]
  %632 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %631, i32 6
  store i8 1, i8* %632, align 4, !tbaa !23
  %633 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %631, i32 0
  %634 = load i32, i32* %633, align 4, !tbaa !13
  %635 = lshr i32 %634, 16
  %636 = xor i32 %635, %634
  %637 = mul i32 %636, 73244475
  %638 = lshr i32 %637, 16
  %639 = xor i32 %638, %637
  %640 = load i32, i32* @hash_probes, align 4, !tbaa !1
  %641 = and i32 %639, 1023
  %642 = add nsw i32 %640, 1
  %643 = getelementptr inbounds [1024 x i16], [1024 x i16]* @slots, i32 0, i32 %641
  %644 = load i16, i16* %643, align 2, !tbaa !5
  %645 = icmp eq i16 %644, -1
  br i1 %645, label %663, label %646

646:                                              ; preds = %630, %656
  %647 = phi i16 [ %661, %656 ], [ %644, %630 ]
  %648 = phi i32 [ %659, %656 ], [ %642, %630 ]
  %649 = phi i32 [ %658, %656 ], [ %641, %630 ]
  %650 = icmp sgt i16 %647, -1
  br i1 %650, label %651, label %656

651:                                              ; preds = %646
  %652 = zext i16 %647 to i32
  %653 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %652, i32 0
  %654 = load i32, i32* %653, align 4, !tbaa !13
  %655 = icmp eq i32 %654, %634
  br i1 %655, label %674, label %656

656:                                              ; preds = %651, %646
  %657 = add nuw nsw i32 %649, 1
  %658 = and i32 %657, 1023
  %659 = add nsw i32 %648, 1
  %660 = getelementptr inbounds [1024 x i16], [1024 x i16]* @slots, i32 0, i32 %658
  %661 = load i16, i16* %660, align 2, !tbaa !5
  %662 = icmp eq i16 %661, -1
  br i1 %662, label %663, label %646

663:                                              ; preds = %656, %630
  %664 = phi i32 [ %642, %630 ], [ %659, %656 ]
  store i32 %664, i32* @hash_probes, align 4, !tbaa !1
  br label %665

665:                                              ; preds = %665, %663
  %666 = phi i32 [ %639, %663 ], [ %671, %665 ]
  %667 = and i32 %666, 1023
  %668 = getelementptr inbounds [1024 x i16], [1024 x i16]* @slots, i32 0, i32 %667
  %669 = load i16, i16* %668, align 2, !tbaa !5
  %670 = icmp sgt i16 %669, -1
  %671 = add nuw nsw i32 %667, 1
  br i1 %670, label %665, label %672, !llvm.loop !24

672:                                              ; preds = %665
  %673 = trunc i32 %631 to i16
  store i16 %673, i16* %668, align 2, !tbaa !5
  br label %677

674:                                              ; preds = %651
  store i32 %648, i32* @hash_probes, align 4, !tbaa !1
  %675 = load i32, i32* @failures, align 4, !tbaa !1
  %676 = add nsw i32 %675, 1
  store i32 %676, i32* @failures, align 4, !tbaa !1
  store volatile i8 70, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 65, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 73, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 69, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 68, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  br label %677

677:                                              ; preds = %674, %672
  %678 = load i32, i32* @root, align 4, !tbaa !1
  %679 = call fastcc i32 @avl_insert(i32 noundef signext %678, i32 noundef signext %631) #8
  store i32 %679, i32* @root, align 4, !tbaa !1
  %680 = add nuw nsw i32 %631, 9
  %681 = load i32, i32* @nrows, align 4, !tbaa !1
  %682 = icmp slt i32 %680, %681
  br i1 %682, label %630, label %537, !llvm.loop !36

683:                                              ; preds = %608, %629
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %684 = load i32, i32* @check, align 4, !tbaa !1
  %685 = xor i32 %684, %585
  %686 = mul i32 %685, 16777619
  %687 = lshr i32 %686, 13
  %688 = xor i32 %687, %686
  store i32 %688, i32* @check, align 4, !tbaa !1
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %403) #8
  call fastcc void @test_indexes()
  call fastcc void @test_queries()
  call fastcc void @test_top()
  call fastcc void @test_groups()
  %689 = load i32, i32* @ninterned, align 4, !tbaa !1
  %690 = icmp sgt i32 %689, 0
  br i1 %690, label %802, label %691

691:                                              ; preds = %838, %683
  %692 = phi i8* [ getelementptr inbounds ([1 x i8], [1 x i8]* @.str.74, i32 0, i32 0), %683 ], [ %839, %838 ]
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 95, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %693 = icmp slt i32 %689, 0
  br i1 %693, label %694, label %716

694:                                              ; preds = %691
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %695 = sub i32 0, %689
  %696 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %696) #8
  br label %697

697:                                              ; preds = %697, %694
  %698 = phi i32 [ %695, %694 ], [ %701, %697 ]
  %699 = phi i32 [ 0, %694 ], [ %706, %697 ]
  %700 = freeze i32 %698
  %701 = udiv i32 %700, 10
  %702 = mul i32 %701, 10
  %703 = sub i32 %700, %702
  %704 = trunc i32 %703 to i8
  %705 = or i8 %704, 48
  %706 = add nuw nsw i32 %699, 1
  %707 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %699
  store i8 %705, i8* %707, align 1, !tbaa !9
  %708 = icmp ult i32 %698, 10
  br i1 %708, label %709, label %697, !llvm.loop !26

709:                                              ; preds = %697, %709
  %710 = phi i32 [ %711, %709 ], [ %706, %697 ]
  %711 = add nsw i32 %710, -1
  %712 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %711
  %713 = load i8, i8* %712, align 1, !tbaa !9
  store volatile i8 %713, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %714 = icmp eq i32 %711, 0
  br i1 %714, label %715, label %709, !llvm.loop !27

715:                                              ; preds = %709
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %696) #8
  br label %737

716:                                              ; preds = %691
  %717 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %717) #8
  br label %718

718:                                              ; preds = %718, %716
  %719 = phi i32 [ %689, %716 ], [ %722, %718 ]
  %720 = phi i32 [ 0, %716 ], [ %727, %718 ]
  %721 = freeze i32 %719
  %722 = udiv i32 %721, 10
  %723 = mul i32 %722, 10
  %724 = sub i32 %721, %723
  %725 = trunc i32 %724 to i8
  %726 = or i8 %725, 48
  %727 = add nuw nsw i32 %720, 1
  %728 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %720
  store i8 %726, i8* %728, align 1, !tbaa !9
  %729 = icmp ult i32 %719, 10
  br i1 %729, label %730, label %718, !llvm.loop !26

730:                                              ; preds = %718, %730
  %731 = phi i32 [ %732, %730 ], [ %727, %718 ]
  %732 = add nsw i32 %731, -1
  %733 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %732
  %734 = load i8, i8* %733, align 1, !tbaa !9
  store volatile i8 %734, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %735 = icmp eq i32 %732, 0
  br i1 %735, label %736, label %730, !llvm.loop !27

736:                                              ; preds = %730
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %717) #8
  br label %737

737:                                              ; preds = %736, %715
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %738 = load i32, i32* @check, align 4, !tbaa !1
  %739 = xor i32 %738, %689
  %740 = mul i32 %739, 16777619
  %741 = lshr i32 %740, 13
  %742 = xor i32 %741, %740
  store i32 %742, i32* @check, align 4, !tbaa !1
  %743 = load i32, i32* @arena_used, align 4, !tbaa !1
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 95, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %744 = icmp slt i32 %743, 0
  br i1 %744, label %745, label %767

745:                                              ; preds = %737
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %746 = sub i32 0, %743
  %747 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %747) #8
  br label %748

748:                                              ; preds = %748, %745
  %749 = phi i32 [ %746, %745 ], [ %752, %748 ]
  %750 = phi i32 [ 0, %745 ], [ %757, %748 ]
  %751 = freeze i32 %749
  %752 = udiv i32 %751, 10
  %753 = mul i32 %752, 10
  %754 = sub i32 %751, %753
  %755 = trunc i32 %754 to i8
  %756 = or i8 %755, 48
  %757 = add nuw nsw i32 %750, 1
  %758 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %750
  store i8 %756, i8* %758, align 1, !tbaa !9
  %759 = icmp ult i32 %749, 10
  br i1 %759, label %760, label %748, !llvm.loop !26

760:                                              ; preds = %748, %760
  %761 = phi i32 [ %762, %760 ], [ %757, %748 ]
  %762 = add nsw i32 %761, -1
  %763 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %762
  %764 = load i8, i8* %763, align 1, !tbaa !9
  store volatile i8 %764, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %765 = icmp eq i32 %762, 0
  br i1 %765, label %766, label %760, !llvm.loop !27

766:                                              ; preds = %760
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %747) #8
  br label %788

767:                                              ; preds = %737
  %768 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %768) #8
  br label %769

769:                                              ; preds = %769, %767
  %770 = phi i32 [ %743, %767 ], [ %773, %769 ]
  %771 = phi i32 [ 0, %767 ], [ %778, %769 ]
  %772 = freeze i32 %770
  %773 = udiv i32 %772, 10
  %774 = mul i32 %773, 10
  %775 = sub i32 %772, %774
  %776 = trunc i32 %775 to i8
  %777 = or i8 %776, 48
  %778 = add nuw nsw i32 %771, 1
  %779 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %771
  store i8 %777, i8* %779, align 1, !tbaa !9
  %780 = icmp ult i32 %770, 10
  br i1 %780, label %781, label %769, !llvm.loop !26

781:                                              ; preds = %769, %781
  %782 = phi i32 [ %783, %781 ], [ %778, %769 ]
  %783 = add nsw i32 %782, -1
  %784 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %783
  %785 = load i8, i8* %784, align 1, !tbaa !9
  store volatile i8 %785, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %786 = icmp eq i32 %783, 0
  br i1 %786, label %787, label %781, !llvm.loop !27

787:                                              ; preds = %781
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %768) #8
  br label %788

788:                                              ; preds = %787, %766
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %789 = load i32, i32* @check, align 4, !tbaa !1
  %790 = xor i32 %789, %743
  %791 = mul i32 %790, 16777619
  %792 = lshr i32 %791, 13
  %793 = xor i32 %792, %791
  store i32 %793, i32* @check, align 4, !tbaa !1
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %794 = load i8, i8* %692, align 1, !tbaa !9
  %795 = icmp eq i8 %794, 0
  br i1 %795, label %843, label %796

796:                                              ; preds = %788, %796
  %797 = phi i8 [ %800, %796 ], [ %794, %788 ]
  %798 = phi i8* [ %799, %796 ], [ %692, %788 ]
  %799 = getelementptr inbounds i8, i8* %798, i32 1
  store volatile i8 %797, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %800 = load i8, i8* %799, align 1, !tbaa !9
  %801 = icmp eq i8 %800, 0
  br i1 %801, label %843, label %796, !llvm.loop !29

802:                                              ; preds = %683, %838
  %803 = phi i32 [ %840, %838 ], [ 0, %683 ]
  %804 = phi i32 [ %841, %838 ], [ 0, %683 ]
  %805 = phi i8* [ %839, %838 ], [ getelementptr inbounds ([1 x i8], [1 x i8]* @.str.74, i32 0, i32 0), %683 ]
  %806 = getelementptr inbounds [600 x i8*], [600 x i8*]* @interned, i32 0, i32 %804
  %807 = load i8*, i8** %806, align 4, !tbaa !7
  br label %808

808:                                              ; preds = %808, %802
  %809 = phi i32 [ 0, %802 ], [ %813, %808 ]
  %810 = getelementptr inbounds i8, i8* %807, i32 %809
  %811 = load i8, i8* %810, align 1, !tbaa !9
  %812 = icmp eq i8 %811, 0
  %813 = add nuw nsw i32 %809, 1
  br i1 %812, label %814, label %808, !llvm.loop !17

814:                                              ; preds = %808
  %815 = icmp sgt i32 %809, %803
  br i1 %815, label %837, label %816

816:                                              ; preds = %814
  %817 = icmp eq i32 %809, %803
  br i1 %817, label %818, label %838

818:                                              ; preds = %816
  %819 = load i8, i8* %807, align 1, !tbaa !9
  %820 = icmp eq i8 %819, 0
  br i1 %820, label %832, label %821

821:                                              ; preds = %818, %827
  %822 = phi i8 [ %830, %827 ], [ %819, %818 ]
  %823 = phi i8* [ %829, %827 ], [ %805, %818 ]
  %824 = phi i8* [ %828, %827 ], [ %807, %818 ]
  %825 = load i8, i8* %823, align 1, !tbaa !9
  %826 = icmp eq i8 %822, %825
  br i1 %826, label %827, label %832

827:                                              ; preds = %821
  %828 = getelementptr inbounds i8, i8* %824, i32 1
  %829 = getelementptr inbounds i8, i8* %823, i32 1
  %830 = load i8, i8* %828, align 1, !tbaa !9
  %831 = icmp eq i8 %830, 0
  br i1 %831, label %832, label %821, !llvm.loop !16

832:                                              ; preds = %827, %821, %818
  %833 = phi i8* [ %805, %818 ], [ %829, %827 ], [ %823, %821 ]
  %834 = phi i8 [ 0, %818 ], [ 0, %827 ], [ %822, %821 ]
  %835 = load i8, i8* %833, align 1, !tbaa !9
  %836 = icmp ult i8 %834, %835
  br i1 %836, label %837, label %838

837:                                              ; preds = %832, %814
  br label %838

838:                                              ; preds = %837, %832, %816
  %839 = phi i8* [ %807, %837 ], [ %805, %832 ], [ %805, %816 ]
  %840 = phi i32 [ %809, %837 ], [ %803, %832 ], [ %803, %816 ]
  %841 = add nuw nsw i32 %804, 1
  %842 = icmp eq i32 %841, %689
  br i1 %842, label %691, label %802, !llvm.loop !37

843:                                              ; preds = %796, %788
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %844 = load i32, i32* @failures, align 4, !tbaa !1
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %845 = icmp slt i32 %844, 0
  br i1 %845, label %846, label %868

846:                                              ; preds = %843
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %847 = sub i32 0, %844
  %848 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %848) #8
  br label %849

849:                                              ; preds = %849, %846
  %850 = phi i32 [ %847, %846 ], [ %853, %849 ]
  %851 = phi i32 [ 0, %846 ], [ %858, %849 ]
  %852 = freeze i32 %850
  %853 = udiv i32 %852, 10
  %854 = mul i32 %853, 10
  %855 = sub i32 %852, %854
  %856 = trunc i32 %855 to i8
  %857 = or i8 %856, 48
  %858 = add nuw nsw i32 %851, 1
  %859 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %851
  store i8 %857, i8* %859, align 1, !tbaa !9
  %860 = icmp ult i32 %850, 10
  br i1 %860, label %861, label %849, !llvm.loop !26

861:                                              ; preds = %849, %861
  %862 = phi i32 [ %863, %861 ], [ %858, %849 ]
  %863 = add nsw i32 %862, -1
  %864 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %863
  %865 = load i8, i8* %864, align 1, !tbaa !9
  store volatile i8 %865, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %866 = icmp eq i32 %863, 0
  br i1 %866, label %867, label %861, !llvm.loop !27

867:                                              ; preds = %861
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %848) #8
  br label %889

868:                                              ; preds = %843
  %869 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %869) #8
  br label %870

870:                                              ; preds = %870, %868
  %871 = phi i32 [ %844, %868 ], [ %874, %870 ]
  %872 = phi i32 [ 0, %868 ], [ %879, %870 ]
  %873 = freeze i32 %871
  %874 = udiv i32 %873, 10
  %875 = mul i32 %874, 10
  %876 = sub i32 %873, %875
  %877 = trunc i32 %876 to i8
  %878 = or i8 %877, 48
  %879 = add nuw nsw i32 %872, 1
  %880 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %872
  store i8 %878, i8* %880, align 1, !tbaa !9
  %881 = icmp ult i32 %871, 10
  br i1 %881, label %882, label %870, !llvm.loop !26

882:                                              ; preds = %870, %882
  %883 = phi i32 [ %884, %882 ], [ %879, %870 ]
  %884 = add nsw i32 %883, -1
  %885 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %884
  %886 = load i8, i8* %885, align 1, !tbaa !9
  store volatile i8 %886, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %887 = icmp eq i32 %884, 0
  br i1 %887, label %888, label %882, !llvm.loop !27

888:                                              ; preds = %882
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %869) #8
  br label %889

889:                                              ; preds = %867, %888
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %890 = load i32, i32* @check, align 4, !tbaa !1
  %891 = xor i32 %890, %844
  %892 = mul i32 %891, 16777619
  %893 = lshr i32 %892, 13
  %894 = xor i32 %893, %892
  store i32 %894, i32* @check, align 4, !tbaa !1
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 107, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %895 = load i32, i32* @check, align 4, !tbaa !1
  %896 = lshr i32 %895, 28
  %897 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.78, i32 0, i32 %896
  %898 = load i8, i8* %897, align 1, !tbaa !9
  store volatile i8 %898, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %899 = lshr i32 %895, 24
  %900 = and i32 %899, 15
  %901 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.78, i32 0, i32 %900
  %902 = load i8, i8* %901, align 1, !tbaa !9
  store volatile i8 %902, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %903 = lshr i32 %895, 20
  %904 = and i32 %903, 15
  %905 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.78, i32 0, i32 %904
  %906 = load i8, i8* %905, align 1, !tbaa !9
  store volatile i8 %906, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %907 = lshr i32 %895, 16
  %908 = and i32 %907, 15
  %909 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.78, i32 0, i32 %908
  %910 = load i8, i8* %909, align 1, !tbaa !9
  store volatile i8 %910, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %911 = lshr i32 %895, 12
  %912 = and i32 %911, 15
  %913 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.78, i32 0, i32 %912
  %914 = load i8, i8* %913, align 1, !tbaa !9
  store volatile i8 %914, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %915 = lshr i32 %895, 8
  %916 = and i32 %915, 15
  %917 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.78, i32 0, i32 %916
  %918 = load i8, i8* %917, align 1, !tbaa !9
  store volatile i8 %918, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %919 = lshr i32 %895, 4
  %920 = and i32 %919, 15
  %921 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.78, i32 0, i32 %920
  %922 = load i8, i8* %921, align 1, !tbaa !9
  store volatile i8 %922, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %923 = and i32 %895, 15
  %924 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.78, i32 0, i32 %923
  %925 = load i8, i8* %924, align 1, !tbaa !9
  store volatile i8 %925, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %926 = load i32, i32* @failures, align 4, !tbaa !1
  %927 = icmp ne i32 %926, 0
  %928 = zext i1 %927 to i32
  ret i32 %928
}

; Function Attrs: nofree nounwind
define internal fastcc void @test_indexes() unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = alloca [10 x i8], align 1
  %5 = alloca [10 x i8], align 1
  %6 = alloca i32, align 4
  %7 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7) #8
  store i32 0, i32* %6, align 4, !tbaa !1
  %8 = load i32, i32* @root, align 4, !tbaa !1
  %9 = call fastcc i32 @avl_check(i32 noundef signext %8, i32* noundef nonnull %6)
  %10 = icmp slt i32 %9, 1
  br i1 %10, label %11, label %14

11:                                               ; preds = %0
  %12 = load i32, i32* @failures, align 4, !tbaa !1
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* @failures, align 4, !tbaa !1
  store volatile i8 70, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 65, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 73, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 69, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 68, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 65, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 86, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  br label %14

14:                                               ; preds = %0, %11
  %15 = load i32, i32* %6, align 4, !tbaa !1
  %16 = load i32, i32* @nrows, align 4, !tbaa !1
  %17 = icmp sgt i32 %16, 0
  br i1 %17, label %18, label %27

18:                                               ; preds = %14, %18
  %19 = phi i32 [ %25, %18 ], [ 0, %14 ]
  %20 = phi i32 [ %24, %18 ], [ 0, %14 ]
  %21 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %19, i32 6
  %22 = load i8, i8* %21, align 4, !tbaa !23
  %23 = zext i8 %22 to i32
  %24 = add nuw nsw i32 %20, %23
  %25 = add nuw nsw i32 %19, 1
  %26 = icmp eq i32 %25, %16
  br i1 %26, label %27, label %18, !llvm.loop !33

27:                                               ; preds = %18, %14
  %28 = phi i32 [ 0, %14 ], [ %24, %18 ]
  %29 = icmp eq i32 %15, %28
  br i1 %29, label %33, label %30

30:                                               ; preds = %27
  %31 = load i32, i32* @failures, align 4, !tbaa !1
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* @failures, align 4, !tbaa !1
  store volatile i8 70, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 65, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 73, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 69, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 68, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 65, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 86, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  br label %33

33:                                               ; preds = %27, %30
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 95, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %34 = icmp slt i32 %9, 0
  br i1 %34, label %35, label %57

35:                                               ; preds = %33
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %36 = sub i32 0, %9
  %37 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %37) #8
  br label %38

38:                                               ; preds = %38, %35
  %39 = phi i32 [ %36, %35 ], [ %42, %38 ]
  %40 = phi i32 [ 0, %35 ], [ %47, %38 ]
  %41 = freeze i32 %39
  %42 = udiv i32 %41, 10
  %43 = mul i32 %42, 10
  %44 = sub i32 %41, %43
  %45 = trunc i32 %44 to i8
  %46 = or i8 %45, 48
  %47 = add nuw nsw i32 %40, 1
  %48 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %40
  store i8 %46, i8* %48, align 1, !tbaa !9
  %49 = icmp ult i32 %39, 10
  br i1 %49, label %50, label %38, !llvm.loop !26

50:                                               ; preds = %38, %50
  %51 = phi i32 [ %52, %50 ], [ %47, %38 ]
  %52 = add nsw i32 %51, -1
  %53 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %52
  %54 = load i8, i8* %53, align 1, !tbaa !9
  store volatile i8 %54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %55 = icmp eq i32 %52, 0
  br i1 %55, label %56, label %50, !llvm.loop !27

56:                                               ; preds = %50
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %37) #8
  br label %78

57:                                               ; preds = %33
  %58 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %58) #8
  br label %59

59:                                               ; preds = %59, %57
  %60 = phi i32 [ %9, %57 ], [ %63, %59 ]
  %61 = phi i32 [ 0, %57 ], [ %68, %59 ]
  %62 = freeze i32 %60
  %63 = udiv i32 %62, 10
  %64 = mul i32 %63, 10
  %65 = sub i32 %62, %64
  %66 = trunc i32 %65 to i8
  %67 = or i8 %66, 48
  %68 = add nuw nsw i32 %61, 1
  %69 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %61
  store i8 %67, i8* %69, align 1, !tbaa !9
  %70 = icmp ult i32 %60, 10
  br i1 %70, label %71, label %59, !llvm.loop !26

71:                                               ; preds = %59, %71
  %72 = phi i32 [ %73, %71 ], [ %68, %59 ]
  %73 = add nsw i32 %72, -1
  %74 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %73
  %75 = load i8, i8* %74, align 1, !tbaa !9
  store volatile i8 %75, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %76 = icmp eq i32 %73, 0
  br i1 %76, label %77, label %71, !llvm.loop !27

77:                                               ; preds = %71
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %58) #8
  br label %78

78:                                               ; preds = %56, %77
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %79 = load i32, i32* @check, align 4, !tbaa !1
  %80 = xor i32 %79, %9
  %81 = mul i32 %80, 16777619
  %82 = lshr i32 %81, 13
  %83 = xor i32 %82, %81
  store i32 %83, i32* @check, align 4, !tbaa !1
  store i32 0, i32* @hash_probes, align 4, !tbaa !1
  %84 = load i32, i32* @nrows, align 4, !tbaa !1
  %85 = icmp sgt i32 %84, 0
  br i1 %85, label %96, label %86

86:                                               ; preds = %162, %78
  %87 = phi i32 [ 0, %78 ], [ %163, %162 ]
  %88 = phi i32 [ 0, %78 ], [ %165, %162 ]
  %89 = icmp eq i32 %88, %84
  br i1 %89, label %94, label %90

90:                                               ; preds = %86
  %91 = load i32, i32* @failures, align 4, !tbaa !1
  %92 = add nsw i32 %91, 1
  store i32 %92, i32* @failures, align 4, !tbaa !1
  store volatile i8 70, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 65, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 73, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 69, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 68, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 44, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %93 = load i32, i32* @hash_probes, align 4, !tbaa !1
  br label %94

94:                                               ; preds = %86, %90
  %95 = phi i32 [ %93, %90 ], [ %87, %86 ]
  br label %244

96:                                               ; preds = %78, %162
  %97 = phi i32 [ %166, %162 ], [ 0, %78 ]
  %98 = phi i32 [ %165, %162 ], [ 0, %78 ]
  %99 = phi i32 [ %163, %162 ], [ 0, %78 ]
  %100 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %97, i32 6
  %101 = load i8, i8* %100, align 4, !tbaa !23
  %102 = icmp eq i8 %101, 0
  %103 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %97, i32 0
  %104 = load i32, i32* %103, align 4, !tbaa !13
  %105 = lshr i32 %104, 16
  %106 = xor i32 %105, %104
  %107 = mul i32 %106, 73244475
  %108 = lshr i32 %107, 16
  %109 = xor i32 %108, %107
  %110 = and i32 %109, 1023
  %111 = add nsw i32 %99, 1
  %112 = getelementptr inbounds [1024 x i16], [1024 x i16]* @slots, i32 0, i32 %110
  %113 = load i16, i16* %112, align 2, !tbaa !5
  %114 = icmp eq i16 %113, -1
  br i1 %102, label %139, label %115

115:                                              ; preds = %96
  br i1 %114, label %133, label %116

116:                                              ; preds = %115, %126
  %117 = phi i16 [ %131, %126 ], [ %113, %115 ]
  %118 = phi i32 [ %129, %126 ], [ %111, %115 ]
  %119 = phi i32 [ %128, %126 ], [ %110, %115 ]
  %120 = icmp sgt i16 %117, -1
  br i1 %120, label %121, label %126

121:                                              ; preds = %116
  %122 = zext i16 %117 to i32
  %123 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %122, i32 0
  %124 = load i32, i32* %123, align 4, !tbaa !13
  %125 = icmp eq i32 %124, %104
  br i1 %125, label %133, label %126

126:                                              ; preds = %121, %116
  %127 = add nuw nsw i32 %119, 1
  %128 = and i32 %127, 1023
  %129 = add nsw i32 %118, 1
  %130 = getelementptr inbounds [1024 x i16], [1024 x i16]* @slots, i32 0, i32 %128
  %131 = load i16, i16* %130, align 2, !tbaa !5
  %132 = icmp eq i16 %131, -1
  br i1 %132, label %133, label %116

133:                                              ; preds = %121, %126, %115
  %134 = phi i32 [ %111, %115 ], [ %118, %121 ], [ %129, %126 ]
  %135 = phi i16 [ -1, %115 ], [ %117, %121 ], [ -1, %126 ]
  store i32 %134, i32* @hash_probes, align 4, !tbaa !1
  %136 = sext i16 %135 to i32
  %137 = icmp eq i32 %97, %136
  %138 = zext i1 %137 to i32
  br label %162

139:                                              ; preds = %96
  br i1 %114, label %157, label %140

140:                                              ; preds = %139, %150
  %141 = phi i16 [ %155, %150 ], [ %113, %139 ]
  %142 = phi i32 [ %153, %150 ], [ %111, %139 ]
  %143 = phi i32 [ %152, %150 ], [ %110, %139 ]
  %144 = icmp sgt i16 %141, -1
  br i1 %144, label %145, label %150

145:                                              ; preds = %140
  %146 = zext i16 %141 to i32
  %147 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %146, i32 0
  %148 = load i32, i32* %147, align 4, !tbaa !13
  %149 = icmp eq i32 %148, %104
  br i1 %149, label %157, label %150

150:                                              ; preds = %145, %140
  %151 = add nuw nsw i32 %143, 1
  %152 = and i32 %151, 1023
  %153 = add nsw i32 %142, 1
  %154 = getelementptr inbounds [1024 x i16], [1024 x i16]* @slots, i32 0, i32 %152
  %155 = load i16, i16* %154, align 2, !tbaa !5
  %156 = icmp eq i16 %155, -1
  br i1 %156, label %157, label %140

157:                                              ; preds = %145, %150, %139
  %158 = phi i32 [ %111, %139 ], [ %142, %145 ], [ %153, %150 ]
  %159 = phi i16 [ -1, %139 ], [ %141, %145 ], [ -1, %150 ]
  store i32 %158, i32* @hash_probes, align 4, !tbaa !1
  %160 = lshr i16 %159, 15
  %161 = zext i16 %160 to i32
  br label %162

162:                                              ; preds = %157, %133
  %163 = phi i32 [ %134, %133 ], [ %158, %157 ]
  %164 = phi i32 [ %138, %133 ], [ %161, %157 ]
  %165 = add nuw nsw i32 %164, %98
  %166 = add nuw nsw i32 %97, 1
  %167 = icmp eq i32 %166, %84
  br i1 %167, label %86, label %96, !llvm.loop !38

168:                                              ; preds = %275
  store i32 %276, i32* @hash_probes, align 4, !tbaa !1
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %169 = icmp slt i32 %276, 0
  br i1 %169, label %170, label %192

170:                                              ; preds = %168
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %171 = sub i32 0, %276
  %172 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %172) #8
  br label %173

173:                                              ; preds = %173, %170
  %174 = phi i32 [ %171, %170 ], [ %177, %173 ]
  %175 = phi i32 [ 0, %170 ], [ %182, %173 ]
  %176 = freeze i32 %174
  %177 = udiv i32 %176, 10
  %178 = mul i32 %177, 10
  %179 = sub i32 %176, %178
  %180 = trunc i32 %179 to i8
  %181 = or i8 %180, 48
  %182 = add nuw nsw i32 %175, 1
  %183 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %175
  store i8 %181, i8* %183, align 1, !tbaa !9
  %184 = icmp ult i32 %174, 10
  br i1 %184, label %185, label %173, !llvm.loop !26

185:                                              ; preds = %173, %185
  %186 = phi i32 [ %187, %185 ], [ %182, %173 ]
  %187 = add nsw i32 %186, -1
  %188 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %187
  %189 = load i8, i8* %188, align 1, !tbaa !9
  store volatile i8 %189, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %190 = icmp eq i32 %187, 0
  br i1 %190, label %191, label %185, !llvm.loop !27

191:                                              ; preds = %185
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %172) #8
  br label %213

192:                                              ; preds = %168
  %193 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %193) #8
  br label %194

194:                                              ; preds = %194, %192
  %195 = phi i32 [ %276, %192 ], [ %198, %194 ]
  %196 = phi i32 [ 0, %192 ], [ %203, %194 ]
  %197 = freeze i32 %195
  %198 = udiv i32 %197, 10
  %199 = mul i32 %198, 10
  %200 = sub i32 %197, %199
  %201 = trunc i32 %200 to i8
  %202 = or i8 %201, 48
  %203 = add nuw nsw i32 %196, 1
  %204 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %196
  store i8 %202, i8* %204, align 1, !tbaa !9
  %205 = icmp ult i32 %195, 10
  br i1 %205, label %206, label %194, !llvm.loop !26

206:                                              ; preds = %194, %206
  %207 = phi i32 [ %208, %206 ], [ %203, %194 ]
  %208 = add nsw i32 %207, -1
  %209 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %208
  %210 = load i8, i8* %209, align 1, !tbaa !9
  store volatile i8 %210, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %211 = icmp eq i32 %208, 0
  br i1 %211, label %212, label %206, !llvm.loop !27

212:                                              ; preds = %206
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %193) #8
  br label %213

213:                                              ; preds = %191, %212
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %214 = load i32, i32* @check, align 4, !tbaa !1
  %215 = xor i32 %214, %276
  %216 = mul i32 %215, 16777619
  %217 = lshr i32 %216, 13
  %218 = xor i32 %217, %216
  store i32 %218, i32* @check, align 4, !tbaa !1
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %219 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %219) #8
  br label %220

220:                                              ; preds = %220, %213
  %221 = phi i32 [ %280, %213 ], [ %224, %220 ]
  %222 = phi i32 [ 0, %213 ], [ %229, %220 ]
  %223 = freeze i32 %221
  %224 = udiv i32 %223, 10
  %225 = mul i32 %224, 10
  %226 = sub i32 %223, %225
  %227 = trunc i32 %226 to i8
  %228 = or i8 %227, 48
  %229 = add nuw nsw i32 %222, 1
  %230 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %222
  store i8 %228, i8* %230, align 1, !tbaa !9
  %231 = icmp ult i32 %221, 10
  br i1 %231, label %232, label %220, !llvm.loop !26

232:                                              ; preds = %220, %232
  %233 = phi i32 [ %234, %232 ], [ %229, %220 ]
  %234 = add nsw i32 %233, -1
  %235 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %234
  %236 = load i8, i8* %235, align 1, !tbaa !9
  store volatile i8 %236, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %237 = icmp eq i32 %234, 0
  br i1 %237, label %238, label %232, !llvm.loop !27

238:                                              ; preds = %232
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %219) #8
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %239 = load i32, i32* @check, align 4, !tbaa !1
  %240 = xor i32 %239, %280
  %241 = mul i32 %240, 16777619
  %242 = lshr i32 %241, 13
  %243 = xor i32 %242, %241
  store i32 %243, i32* @check, align 4, !tbaa !1
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7) #8
  ret void

244:                                              ; preds = %94, %275
  %245 = phi i32 [ %281, %275 ], [ 0, %94 ]
  %246 = phi i32 [ %280, %275 ], [ 0, %94 ]
  %247 = phi i32 [ %276, %275 ], [ %95, %94 ]
  %248 = lshr i32 %245, 16
  %249 = xor i32 %248, %245
  %250 = mul i32 %249, 73244475
  %251 = lshr i32 %250, 16
  %252 = xor i32 %251, %250
  %253 = and i32 %252, 1023
  %254 = add nsw i32 %247, 1
  %255 = getelementptr inbounds [1024 x i16], [1024 x i16]* @slots, i32 0, i32 %253
  %256 = load i16, i16* %255, align 2, !tbaa !5
  %257 = icmp eq i16 %256, -1
  br i1 %257, label %275, label %258

258:                                              ; preds = %244, %268
  %259 = phi i16 [ %273, %268 ], [ %256, %244 ]
  %260 = phi i32 [ %271, %268 ], [ %254, %244 ]
  %261 = phi i32 [ %270, %268 ], [ %253, %244 ]
  %262 = icmp sgt i16 %259, -1
  br i1 %262, label %263, label %268

263:                                              ; preds = %258
  %264 = zext i16 %259 to i32
  %265 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %264, i32 0
  %266 = load i32, i32* %265, align 4, !tbaa !13
  %267 = icmp eq i32 %266, %245
  br i1 %267, label %275, label %268

268:                                              ; preds = %263, %258
  %269 = add nuw nsw i32 %261, 1
  %270 = and i32 %269, 1023
  %271 = add nsw i32 %260, 1
  %272 = getelementptr inbounds [1024 x i16], [1024 x i16]* @slots, i32 0, i32 %270
  %273 = load i16, i16* %272, align 2, !tbaa !5
  %274 = icmp eq i16 %273, -1
  br i1 %274, label %275, label %258

275:                                              ; preds = %263, %268, %244
  %276 = phi i32 [ %254, %244 ], [ %260, %263 ], [ %271, %268 ]
  %277 = phi i16 [ -1, %244 ], [ %259, %263 ], [ -1, %268 ]
  %278 = lshr i16 %277, 15
  %279 = zext i16 %278 to i32
  %280 = add nuw nsw i32 %246, %279
  %281 = add nuw nsw i32 %245, 7
  %282 = icmp ult i32 %245, 993
  br i1 %282, label %244, label %168, !llvm.loop !39
}

; Function Attrs: nofree nounwind
define internal fastcc void @test_queries() unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca %struct.query, align 4
  %4 = getelementptr inbounds %struct.query, %struct.query* %3, i32 0, i32 0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.query, %struct.query* %3, i32 0, i32 1
  %6 = getelementptr inbounds %struct.query, %struct.query* %3, i32 0, i32 2
  %7 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  %8 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  br label %10

9:                                                ; preds = %448
  ret void

10:                                               ; preds = %0, %448
  %11 = phi i32 [ 0, %0 ], [ %453, %448 ]
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %4) #8
  %12 = getelementptr inbounds [10 x i8*], [10 x i8*]* @test_queries.queries, i32 0, i32 %11
  %13 = load i8*, i8** %12, align 4, !tbaa !7
  %14 = load i8, i8* %13, align 1, !tbaa !9
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %22, label %16

16:                                               ; preds = %10, %16
  %17 = phi i8 [ %20, %16 ], [ %14, %10 ]
  %18 = phi i8* [ %19, %16 ], [ %13, %10 ]
  %19 = getelementptr inbounds i8, i8* %18, i32 1
  store volatile i8 %17, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %20 = load i8, i8* %19, align 1, !tbaa !9
  %21 = icmp eq i8 %20, 0
  br i1 %21, label %22, label %16, !llvm.loop !29

22:                                               ; preds = %16, %10
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store i32 0, i32* %5, align 4, !tbaa !40
  store i32 -1, i32* %6, align 4, !tbaa !42
  br label %25

23:                                               ; preds = %224
  store i32 %226, i32* %6, align 4, !tbaa !42
  %24 = icmp eq i32 %194, 6
  br i1 %24, label %234, label %25

25:                                               ; preds = %23, %22
  %26 = phi i32 [ -1, %22 ], [ %226, %23 ]
  %27 = phi i8* [ %13, %22 ], [ %225, %23 ]
  %28 = phi i32 [ 0, %22 ], [ %194, %23 ]
  %29 = getelementptr inbounds %struct.query, %struct.query* %3, i32 0, i32 0, i32 %28, i32 0
  br label %30

30:                                               ; preds = %30, %25
  %31 = phi i8* [ %27, %25 ], [ %33, %30 ]
  %32 = load i8, i8* %31, align 1, !tbaa !9
  %33 = getelementptr inbounds i8, i8* %31, i32 1
  switch i8 %32, label %46 [
    i8 32, label %30
    i8 100, label %34
  ]

34:                                               ; preds = %30
  %35 = getelementptr i8, i8* %31, i32 4
  %36 = load i8, i8* %33, align 1, !tbaa !9
  %37 = icmp eq i8 %36, 101
  br i1 %37, label %38, label %46

38:                                               ; preds = %34
  %39 = getelementptr inbounds i8, i8* %31, i32 2
  %40 = load i8, i8* %39, align 1, !tbaa !9
  %41 = icmp eq i8 %40, 112
  br i1 %41, label %42, label %46

42:                                               ; preds = %38
  %43 = getelementptr inbounds i8, i8* %31, i32 3
  %44 = load i8, i8* %43, align 1, !tbaa !9
  %45 = icmp eq i8 %44, 116
  br i1 %45, label %47, label %46

46:                                               ; preds = %30, %34, %38, %42
  br label %51

47:                                               ; preds = %114, %104, %92, %67, %42
  %48 = phi i8 [ 0, %42 ], [ 1, %67 ], [ 2, %92 ], [ 3, %104 ], [ 4, %114 ]
  %49 = phi i8* [ %35, %42 ], [ %56, %67 ], [ %77, %92 ], [ %105, %104 ], [ %115, %114 ]
  store i8 %48, i8* %29, align 4, !tbaa !43
  %50 = getelementptr inbounds %struct.query, %struct.query* %3, i32 0, i32 0, i32 %28, i32 1
  br label %118

51:                                               ; preds = %46, %51
  %52 = phi i8* [ %54, %51 ], [ %27, %46 ]
  %53 = load i8, i8* %52, align 1, !tbaa !9
  %54 = getelementptr inbounds i8, i8* %52, i32 1
  switch i8 %53, label %71 [
    i8 32, label %51
    i8 108, label %55
  ]

55:                                               ; preds = %51
  %56 = getelementptr i8, i8* %52, i32 5
  %57 = load i8, i8* %54, align 1, !tbaa !9
  %58 = icmp eq i8 %57, 101
  br i1 %58, label %59, label %71

59:                                               ; preds = %55
  %60 = getelementptr inbounds i8, i8* %52, i32 2
  %61 = load i8, i8* %60, align 1, !tbaa !9
  %62 = icmp eq i8 %61, 118
  br i1 %62, label %63, label %71

63:                                               ; preds = %59
  %64 = getelementptr inbounds i8, i8* %52, i32 3
  %65 = load i8, i8* %64, align 1, !tbaa !9
  %66 = icmp eq i8 %65, 101
  br i1 %66, label %67, label %71

67:                                               ; preds = %63
  %68 = getelementptr inbounds i8, i8* %52, i32 4
  %69 = load i8, i8* %68, align 1, !tbaa !9
  %70 = icmp eq i8 %69, 108
  br i1 %70, label %47, label %71, !llvm.loop !45

71:                                               ; preds = %51, %55, %59, %63, %67
  br label %72

72:                                               ; preds = %71, %72
  %73 = phi i8* [ %75, %72 ], [ %27, %71 ]
  %74 = load i8, i8* %73, align 1, !tbaa !9
  %75 = getelementptr inbounds i8, i8* %73, i32 1
  switch i8 %74, label %96 [
    i8 32, label %72
    i8 115, label %76
  ]

76:                                               ; preds = %72
  %77 = getelementptr i8, i8* %73, i32 6
  %78 = load i8, i8* %75, align 1, !tbaa !9
  %79 = icmp eq i8 %78, 97
  br i1 %79, label %80, label %96

80:                                               ; preds = %76
  %81 = getelementptr inbounds i8, i8* %73, i32 2
  %82 = load i8, i8* %81, align 1, !tbaa !9
  %83 = icmp eq i8 %82, 108
  br i1 %83, label %84, label %96

84:                                               ; preds = %80
  %85 = getelementptr inbounds i8, i8* %73, i32 3
  %86 = load i8, i8* %85, align 1, !tbaa !9
  %87 = icmp eq i8 %86, 97
  br i1 %87, label %88, label %96

88:                                               ; preds = %84
  %89 = getelementptr inbounds i8, i8* %73, i32 4
  %90 = load i8, i8* %89, align 1, !tbaa !9
  %91 = icmp eq i8 %90, 114
  br i1 %91, label %92, label %96

92:                                               ; preds = %88
  %93 = getelementptr inbounds i8, i8* %73, i32 5
  %94 = load i8, i8* %93, align 1, !tbaa !9
  %95 = icmp eq i8 %94, 121
  br i1 %95, label %47, label %96, !llvm.loop !45

96:                                               ; preds = %72, %76, %80, %84, %88, %92
  br label %97

97:                                               ; preds = %96, %97
  %98 = phi i8* [ %100, %97 ], [ %27, %96 ]
  %99 = load i8, i8* %98, align 1, !tbaa !9
  %100 = getelementptr inbounds i8, i8* %98, i32 1
  switch i8 %99, label %109 [
    i8 32, label %97
    i8 97, label %101
  ]

101:                                              ; preds = %97
  %102 = load i8, i8* %100, align 1, !tbaa !9
  %103 = icmp eq i8 %102, 103
  br i1 %103, label %104, label %109

104:                                              ; preds = %101
  %105 = getelementptr i8, i8* %98, i32 3
  %106 = getelementptr inbounds i8, i8* %98, i32 2
  %107 = load i8, i8* %106, align 1, !tbaa !9
  %108 = icmp eq i8 %107, 101
  br i1 %108, label %47, label %109, !llvm.loop !45

109:                                              ; preds = %97, %101, %104
  br label %110

110:                                              ; preds = %109, %110
  %111 = phi i8* [ %113, %110 ], [ %27, %109 ]
  %112 = load i8, i8* %111, align 1, !tbaa !9
  %113 = getelementptr inbounds i8, i8* %111, i32 1
  switch i8 %112, label %234 [
    i8 32, label %110
    i8 105, label %114
  ]

114:                                              ; preds = %110
  %115 = getelementptr i8, i8* %111, i32 2
  %116 = load i8, i8* %113, align 1, !tbaa !9
  %117 = icmp eq i8 %116, 100
  br i1 %117, label %47, label %234, !llvm.loop !45

118:                                              ; preds = %118, %47
  %119 = phi i8* [ %49, %47 ], [ %121, %118 ]
  %120 = load i8, i8* %119, align 1, !tbaa !9
  %121 = getelementptr inbounds i8, i8* %119, i32 1
  switch i8 %120, label %126 [
    i8 32, label %118
    i8 33, label %122
  ]

122:                                              ; preds = %118
  %123 = getelementptr i8, i8* %119, i32 2
  %124 = load i8, i8* %121, align 1, !tbaa !9
  %125 = icmp eq i8 %124, 61
  br i1 %125, label %127, label %126

126:                                              ; preds = %118, %122
  br label %132

127:                                              ; preds = %150, %154, %158, %145, %136, %122
  %128 = phi i32 [ 0, %122 ], [ 1, %136 ], [ 2, %145 ], [ 5, %158 ], [ 4, %154 ], [ 3, %150 ]
  %129 = phi i8* [ %123, %122 ], [ %137, %136 ], [ %146, %145 ], [ %161, %158 ], [ %157, %154 ], [ %153, %150 ]
  %130 = getelementptr inbounds [6 x i8], [6 x i8]* @parse_query.op_codes, i32 0, i32 %128
  %131 = load i8, i8* %130, align 1, !tbaa !9
  store i8 %131, i8* %50, align 1, !tbaa !46
  br label %162

132:                                              ; preds = %126, %132
  %133 = phi i8* [ %135, %132 ], [ %49, %126 ]
  %134 = load i8, i8* %133, align 1, !tbaa !9
  %135 = getelementptr inbounds i8, i8* %133, i32 1
  switch i8 %134, label %140 [
    i8 32, label %132
    i8 60, label %136
  ]

136:                                              ; preds = %132
  %137 = getelementptr i8, i8* %133, i32 2
  %138 = load i8, i8* %135, align 1, !tbaa !9
  %139 = icmp eq i8 %138, 61
  br i1 %139, label %127, label %140, !llvm.loop !45

140:                                              ; preds = %132, %136
  br label %141

141:                                              ; preds = %140, %141
  %142 = phi i8* [ %144, %141 ], [ %49, %140 ]
  %143 = load i8, i8* %142, align 1, !tbaa !9
  %144 = getelementptr inbounds i8, i8* %142, i32 1
  switch i8 %143, label %149 [
    i8 32, label %141
    i8 62, label %145
  ]

145:                                              ; preds = %141
  %146 = getelementptr i8, i8* %142, i32 2
  %147 = load i8, i8* %144, align 1, !tbaa !9
  %148 = icmp eq i8 %147, 61
  br i1 %148, label %127, label %149, !llvm.loop !45

149:                                              ; preds = %141, %145
  br label %150

150:                                              ; preds = %149, %150
  %151 = phi i8* [ %153, %150 ], [ %49, %149 ]
  %152 = load i8, i8* %151, align 1, !tbaa !9
  %153 = getelementptr i8, i8* %151, i32 1
  switch i8 %152, label %154 [
    i8 32, label %150
    i8 61, label %127
  ]

154:                                              ; preds = %150, %154
  %155 = phi i8* [ %157, %154 ], [ %49, %150 ]
  %156 = load i8, i8* %155, align 1, !tbaa !9
  %157 = getelementptr i8, i8* %155, i32 1
  switch i8 %156, label %158 [
    i8 32, label %154
    i8 60, label %127
  ]

158:                                              ; preds = %154, %158
  %159 = phi i8* [ %161, %158 ], [ %49, %154 ]
  %160 = load i8, i8* %159, align 1, !tbaa !9
  %161 = getelementptr i8, i8* %159, i32 1
  switch i8 %160, label %234 [
    i8 32, label %158
    i8 62, label %127
  ]

162:                                              ; preds = %162, %127
  %163 = phi i8* [ %166, %162 ], [ %129, %127 ]
  %164 = load i8, i8* %163, align 1, !tbaa !9
  %165 = icmp eq i8 %164, 32
  %166 = getelementptr inbounds i8, i8* %163, i32 1
  br i1 %165, label %162, label %167, !llvm.loop !47

167:                                              ; preds = %162
  %168 = icmp eq i8 %164, 45
  %169 = select i1 %168, i8* %166, i8* %163
  %170 = load i8, i8* %169, align 1, !tbaa !9
  %171 = add i8 %170, -58
  %172 = icmp ult i8 %171, -10
  br i1 %172, label %234, label %173

173:                                              ; preds = %167, %180
  %174 = phi i32 [ %185, %180 ], [ 0, %167 ]
  %175 = phi i8* [ %183, %180 ], [ %169, %167 ]
  %176 = phi i8 [ %186, %180 ], [ %170, %167 ]
  %177 = icmp ult i8 %176, 58
  %178 = icmp ult i32 %174, 100000000
  %179 = select i1 %177, i1 %178, i1 false
  br i1 %179, label %180, label %188

180:                                              ; preds = %173
  %181 = zext i8 %176 to i32
  %182 = mul nuw nsw i32 %174, 10
  %183 = getelementptr inbounds i8, i8* %175, i32 1
  %184 = add nsw i32 %182, -48
  %185 = add nsw i32 %184, %181
  %186 = load i8, i8* %183, align 1, !tbaa !9
  %187 = icmp sgt i8 %186, 47
  br i1 %187, label %173, label %188, !llvm.loop !48

188:                                              ; preds = %180, %173
  %189 = phi i8* [ %175, %173 ], [ %183, %180 ]
  %190 = phi i32 [ %174, %173 ], [ %185, %180 ]
  %191 = sub nsw i32 0, %190
  %192 = select i1 %168, i32 %191, i32 %190
  %193 = getelementptr inbounds %struct.query, %struct.query* %3, i32 0, i32 0, i32 %28, i32 2
  store i32 %192, i32* %193, align 4, !tbaa !49
  %194 = add nuw nsw i32 %28, 1
  store i32 %194, i32* %5, align 4, !tbaa !40
  br label %195

195:                                              ; preds = %195, %188
  %196 = phi i8* [ %189, %188 ], [ %198, %195 ]
  %197 = load i8, i8* %196, align 1, !tbaa !9
  %198 = getelementptr inbounds i8, i8* %196, i32 1
  switch i8 %197, label %199 [
    i8 32, label %195
    i8 0, label %230
  ]

199:                                              ; preds = %195, %203
  %200 = phi i8 [ %204, %203 ], [ %197, %195 ]
  %201 = phi i8* [ %202, %203 ], [ %196, %195 ]
  %202 = getelementptr inbounds i8, i8* %201, i32 1
  switch i8 %200, label %213 [
    i8 32, label %203
    i8 97, label %205
  ]

203:                                              ; preds = %199
  %204 = load i8, i8* %202, align 1, !tbaa !9
  br label %199

205:                                              ; preds = %199
  %206 = load i8, i8* %202, align 1, !tbaa !9
  %207 = icmp eq i8 %206, 110
  br i1 %207, label %208, label %213

208:                                              ; preds = %205
  %209 = getelementptr i8, i8* %201, i32 3
  %210 = getelementptr inbounds i8, i8* %201, i32 2
  %211 = load i8, i8* %210, align 1, !tbaa !9
  %212 = icmp eq i8 %211, 100
  br i1 %212, label %224, label %213

213:                                              ; preds = %199, %208, %205
  br label %214

214:                                              ; preds = %213, %218
  %215 = phi i8 [ %219, %218 ], [ %197, %213 ]
  %216 = phi i8* [ %217, %218 ], [ %196, %213 ]
  %217 = getelementptr inbounds i8, i8* %216, i32 1
  switch i8 %215, label %234 [
    i8 32, label %218
    i8 111, label %220
  ]

218:                                              ; preds = %214
  %219 = load i8, i8* %217, align 1, !tbaa !9
  br label %214

220:                                              ; preds = %214
  %221 = getelementptr i8, i8* %216, i32 2
  %222 = load i8, i8* %217, align 1, !tbaa !9
  %223 = icmp eq i8 %222, 114
  br i1 %223, label %224, label %234

224:                                              ; preds = %220, %208
  %225 = phi i8* [ %221, %220 ], [ %209, %208 ]
  %226 = phi i32 [ 1, %220 ], [ 0, %208 ]
  %227 = icmp slt i32 %26, 0
  %228 = icmp eq i32 %26, %226
  %229 = or i1 %227, %228
  br i1 %229, label %23, label %234

230:                                              ; preds = %195
  %231 = icmp slt i32 %26, 0
  br i1 %231, label %232, label %237

232:                                              ; preds = %230
  store i32 0, i32* %6, align 4, !tbaa !42
  %233 = icmp ult i32 %28, 2
  br i1 %233, label %241, label %288

234:                                              ; preds = %220, %23, %167, %224, %114, %110, %158, %214
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 120, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %235 = load i32, i32* @check, align 4, !tbaa !1
  %236 = xor i32 %235, 57005
  br label %448

237:                                              ; preds = %230
  %238 = icmp eq i32 %26, 0
  %239 = icmp ult i32 %28, 2
  %240 = select i1 %238, i1 %239, i1 false
  br i1 %240, label %241, label %288

241:                                              ; preds = %237, %232
  br label %242

242:                                              ; preds = %241, %272
  %243 = phi i32 [ %275, %272 ], [ 0, %241 ]
  %244 = phi i32 [ %274, %272 ], [ 2147483647, %241 ]
  %245 = phi i32 [ %273, %272 ], [ -2147483648, %241 ]
  %246 = getelementptr inbounds %struct.query, %struct.query* %3, i32 0, i32 0, i32 %243, i32 0
  %247 = load i8, i8* %246, align 4, !tbaa !43
  %248 = icmp eq i8 %247, 2
  br i1 %248, label %249, label %277

249:                                              ; preds = %242
  %250 = getelementptr inbounds %struct.query, %struct.query* %3, i32 0, i32 0, i32 %243, i32 1
  %251 = load i8, i8* %250, align 1, !tbaa !46
  switch i8 %251, label %277 [
    i8 5, label %252
    i8 4, label %256
    i8 3, label %262
    i8 2, label %266
  ]

252:                                              ; preds = %249
  %253 = getelementptr inbounds %struct.query, %struct.query* %3, i32 0, i32 0, i32 %243, i32 2
  %254 = load i32, i32* %253, align 4, !tbaa !49
  %255 = icmp sgt i32 %254, %245
  br i1 %255, label %272, label %277

256:                                              ; preds = %249
  %257 = getelementptr inbounds %struct.query, %struct.query* %3, i32 0, i32 0, i32 %243, i32 2
  %258 = load i32, i32* %257, align 4, !tbaa !49
  %259 = icmp slt i32 %258, %245
  br i1 %259, label %277, label %260

260:                                              ; preds = %256
  %261 = add nsw i32 %258, 1
  br label %272

262:                                              ; preds = %249
  %263 = getelementptr inbounds %struct.query, %struct.query* %3, i32 0, i32 0, i32 %243, i32 2
  %264 = load i32, i32* %263, align 4, !tbaa !49
  %265 = icmp slt i32 %264, %244
  br i1 %265, label %272, label %277

266:                                              ; preds = %249
  %267 = getelementptr inbounds %struct.query, %struct.query* %3, i32 0, i32 0, i32 %243, i32 2
  %268 = load i32, i32* %267, align 4, !tbaa !49
  %269 = icmp sgt i32 %268, %244
  br i1 %269, label %277, label %270

270:                                              ; preds = %266
  %271 = add nsw i32 %268, -1
  br label %272

272:                                              ; preds = %270, %262, %260, %252
  %273 = phi i32 [ %261, %260 ], [ %245, %270 ], [ %254, %252 ], [ %245, %262 ]
  %274 = phi i32 [ %244, %260 ], [ %271, %270 ], [ %244, %252 ], [ %264, %262 ]
  %275 = add nuw nsw i32 %243, 1
  %276 = icmp eq i32 %243, %28
  br i1 %276, label %277, label %242, !llvm.loop !50

277:                                              ; preds = %272, %266, %262, %256, %252, %249, %242
  %278 = phi i32 [ %273, %272 ], [ %245, %242 ], [ %245, %266 ], [ %245, %262 ], [ %245, %256 ], [ %245, %252 ], [ %245, %249 ]
  %279 = phi i32 [ %274, %272 ], [ %244, %242 ], [ %244, %266 ], [ %244, %262 ], [ %244, %256 ], [ %244, %252 ], [ %244, %249 ]
  %280 = phi i32 [ %194, %272 ], [ %243, %242 ], [ %243, %266 ], [ %243, %262 ], [ %243, %256 ], [ %243, %252 ], [ %243, %249 ]
  %281 = icmp eq i32 %280, %194
  %282 = icmp ne i32 %280, 0
  %283 = and i1 %281, %282
  br i1 %283, label %284, label %288

284:                                              ; preds = %277
  %285 = load i32, i32* @root, align 4, !tbaa !1
  %286 = tail call fastcc i32 @avl_range(i32 noundef signext %285, i32 noundef signext %278, i32 noundef signext %279, i16* noundef getelementptr inbounds ([600 x i16], [600 x i16]* @result, i32 0, i32 0), i32 noundef signext 0) #8
  %287 = load i32, i32* @nrows, align 4, !tbaa !1
  br label %309

288:                                              ; preds = %277, %232, %237
  %289 = load i32, i32* @nrows, align 4, !tbaa !1
  %290 = icmp sgt i32 %289, 0
  br i1 %290, label %291, label %362

291:                                              ; preds = %288, %305
  %292 = phi i32 [ %307, %305 ], [ 0, %288 ]
  %293 = phi i32 [ %306, %305 ], [ 0, %288 ]
  %294 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %292, i32 6
  %295 = load i8, i8* %294, align 4, !tbaa !23
  %296 = icmp eq i8 %295, 0
  br i1 %296, label %305, label %297

297:                                              ; preds = %291
  %298 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %292
  %299 = call fastcc i32 @matches(%struct.record* noundef nonnull %298, %struct.query* noundef nonnull %3) #8
  %300 = icmp eq i32 %299, 0
  br i1 %300, label %305, label %301

301:                                              ; preds = %297
  %302 = trunc i32 %292 to i16
  %303 = add nsw i32 %293, 1
  %304 = getelementptr inbounds [600 x i16], [600 x i16]* @result, i32 0, i32 %293
  store i16 %302, i16* %304, align 2, !tbaa !5
  br label %305

305:                                              ; preds = %301, %297, %291
  %306 = phi i32 [ %303, %301 ], [ %293, %297 ], [ %293, %291 ]
  %307 = add nuw nsw i32 %292, 1
  %308 = icmp eq i32 %307, %289
  br i1 %308, label %309, label %291, !llvm.loop !51

309:                                              ; preds = %305, %284
  %310 = phi i32 [ %287, %284 ], [ %289, %305 ]
  %311 = phi i32 [ 1, %284 ], [ 0, %305 ]
  %312 = phi i32 [ %286, %284 ], [ %306, %305 ]
  %313 = icmp sgt i32 %310, 0
  br i1 %313, label %314, label %330

314:                                              ; preds = %309, %326
  %315 = phi i32 [ %328, %326 ], [ 0, %309 ]
  %316 = phi i32 [ %327, %326 ], [ 0, %309 ]
  %317 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %315, i32 6
  %318 = load i8, i8* %317, align 4, !tbaa !23
  %319 = icmp eq i8 %318, 0
  br i1 %319, label %326, label %320

320:                                              ; preds = %314
  %321 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %315
  %322 = call fastcc i32 @matches(%struct.record* noundef nonnull %321, %struct.query* noundef nonnull %3) #8
  %323 = icmp ne i32 %322, 0
  %324 = zext i1 %323 to i32
  %325 = add nsw i32 %316, %324
  br label %326

326:                                              ; preds = %320, %314
  %327 = phi i32 [ %316, %314 ], [ %325, %320 ]
  %328 = add nuw nsw i32 %315, 1
  %329 = icmp eq i32 %328, %310
  br i1 %329, label %330, label %314, !llvm.loop !52

330:                                              ; preds = %326, %309
  %331 = phi i32 [ 0, %309 ], [ %327, %326 ]
  %332 = icmp eq i32 %312, %331
  br i1 %332, label %336, label %333

333:                                              ; preds = %330
  %334 = load i32, i32* @failures, align 4, !tbaa !1
  %335 = add nsw i32 %334, 1
  store i32 %335, i32* @failures, align 4, !tbaa !1
  store volatile i8 70, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 65, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 73, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 69, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 68, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 120, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  br label %336

336:                                              ; preds = %330, %333
  %337 = icmp sgt i32 %312, 0
  br i1 %337, label %436, label %338

338:                                              ; preds = %436, %336
  %339 = phi i32 [ 0, %336 ], [ %445, %436 ]
  %340 = icmp slt i32 %312, 0
  br i1 %340, label %341, label %362

341:                                              ; preds = %338
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %342 = sub i32 0, %312
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %8) #8
  br label %343

343:                                              ; preds = %343, %341
  %344 = phi i32 [ %342, %341 ], [ %347, %343 ]
  %345 = phi i32 [ 0, %341 ], [ %352, %343 ]
  %346 = freeze i32 %344
  %347 = udiv i32 %346, 10
  %348 = mul i32 %347, 10
  %349 = sub i32 %346, %348
  %350 = trunc i32 %349 to i8
  %351 = or i8 %350, 48
  %352 = add nuw nsw i32 %345, 1
  %353 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %345
  store i8 %351, i8* %353, align 1, !tbaa !9
  %354 = icmp ult i32 %344, 10
  br i1 %354, label %355, label %343, !llvm.loop !26

355:                                              ; preds = %343, %355
  %356 = phi i32 [ %357, %355 ], [ %352, %343 ]
  %357 = add nsw i32 %356, -1
  %358 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %357
  %359 = load i8, i8* %358, align 1, !tbaa !9
  store volatile i8 %359, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %360 = icmp eq i32 %357, 0
  br i1 %360, label %361, label %355, !llvm.loop !27

361:                                              ; preds = %355
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %8) #8
  br label %385

362:                                              ; preds = %288, %338
  %363 = phi i32 [ %339, %338 ], [ 0, %288 ]
  %364 = phi i32 [ %311, %338 ], [ 0, %288 ]
  %365 = phi i32 [ %312, %338 ], [ 0, %288 ]
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %7) #8
  br label %366

366:                                              ; preds = %366, %362
  %367 = phi i32 [ %365, %362 ], [ %370, %366 ]
  %368 = phi i32 [ 0, %362 ], [ %375, %366 ]
  %369 = freeze i32 %367
  %370 = udiv i32 %369, 10
  %371 = mul i32 %370, 10
  %372 = sub i32 %369, %371
  %373 = trunc i32 %372 to i8
  %374 = or i8 %373, 48
  %375 = add nuw nsw i32 %368, 1
  %376 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %368
  store i8 %374, i8* %376, align 1, !tbaa !9
  %377 = icmp ult i32 %367, 10
  br i1 %377, label %378, label %366, !llvm.loop !26

378:                                              ; preds = %366, %378
  %379 = phi i32 [ %380, %378 ], [ %375, %366 ]
  %380 = add nsw i32 %379, -1
  %381 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %380
  %382 = load i8, i8* %381, align 1, !tbaa !9
  store volatile i8 %382, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %383 = icmp eq i32 %380, 0
  br i1 %383, label %384, label %378, !llvm.loop !27

384:                                              ; preds = %378
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %7) #8
  br label %385

385:                                              ; preds = %361, %384
  %386 = phi i32 [ %339, %361 ], [ %363, %384 ]
  %387 = phi i32 [ %311, %361 ], [ %364, %384 ]
  %388 = phi i32 [ %312, %361 ], [ %365, %384 ]
  %389 = icmp eq i32 %387, 0
  %390 = select i1 %389, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str.38, i32 0, i32 0), i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.37, i32 0, i32 0)
  %391 = load i8, i8* %390, align 1, !tbaa !9
  %392 = icmp eq i8 %391, 0
  br i1 %392, label %399, label %393

393:                                              ; preds = %385, %393
  %394 = phi i8 [ %397, %393 ], [ %391, %385 ]
  %395 = phi i8* [ %396, %393 ], [ %390, %385 ]
  %396 = getelementptr inbounds i8, i8* %395, i32 1
  store volatile i8 %394, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %397 = load i8, i8* %396, align 1, !tbaa !9
  %398 = icmp eq i8 %397, 0
  br i1 %398, label %399, label %393, !llvm.loop !29

399:                                              ; preds = %393, %385
  %400 = lshr i32 %386, 28
  %401 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.78, i32 0, i32 %400
  %402 = load i8, i8* %401, align 1, !tbaa !9
  store volatile i8 %402, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %403 = lshr i32 %386, 24
  %404 = and i32 %403, 15
  %405 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.78, i32 0, i32 %404
  %406 = load i8, i8* %405, align 1, !tbaa !9
  store volatile i8 %406, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %407 = lshr i32 %386, 20
  %408 = and i32 %407, 15
  %409 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.78, i32 0, i32 %408
  %410 = load i8, i8* %409, align 1, !tbaa !9
  store volatile i8 %410, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %411 = lshr i32 %386, 16
  %412 = and i32 %411, 15
  %413 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.78, i32 0, i32 %412
  %414 = load i8, i8* %413, align 1, !tbaa !9
  store volatile i8 %414, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %415 = lshr i32 %386, 12
  %416 = and i32 %415, 15
  %417 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.78, i32 0, i32 %416
  %418 = load i8, i8* %417, align 1, !tbaa !9
  store volatile i8 %418, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %419 = lshr i32 %386, 8
  %420 = and i32 %419, 15
  %421 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.78, i32 0, i32 %420
  %422 = load i8, i8* %421, align 1, !tbaa !9
  store volatile i8 %422, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %423 = lshr i32 %386, 4
  %424 = and i32 %423, 15
  %425 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.78, i32 0, i32 %424
  %426 = load i8, i8* %425, align 1, !tbaa !9
  store volatile i8 %426, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %427 = and i32 %386, 15
  %428 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.78, i32 0, i32 %427
  %429 = load i8, i8* %428, align 1, !tbaa !9
  store volatile i8 %429, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %430 = load i32, i32* @check, align 4, !tbaa !1
  %431 = xor i32 %430, %386
  %432 = mul i32 %431, 16777619
  %433 = lshr i32 %432, 13
  %434 = xor i32 %432, %388
  %435 = xor i32 %434, %433
  br label %448

436:                                              ; preds = %336, %436
  %437 = phi i32 [ %446, %436 ], [ 0, %336 ]
  %438 = phi i32 [ %445, %436 ], [ 0, %336 ]
  %439 = mul i32 %438, 31
  %440 = getelementptr inbounds [600 x i16], [600 x i16]* @result, i32 0, i32 %437
  %441 = load i16, i16* %440, align 2, !tbaa !5
  %442 = sext i16 %441 to i32
  %443 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %442, i32 0
  %444 = load i32, i32* %443, align 4, !tbaa !13
  %445 = add i32 %444, %439
  %446 = add nuw nsw i32 %437, 1
  %447 = icmp eq i32 %446, %312
  br i1 %447, label %338, label %436, !llvm.loop !53

448:                                              ; preds = %399, %234
  %449 = phi i32 [ %435, %399 ], [ %236, %234 ]
  %450 = mul i32 %449, 16777619
  %451 = lshr i32 %450, 13
  %452 = xor i32 %451, %450
  store i32 %452, i32* @check, align 4, !tbaa !1
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %4) #8
  %453 = add nuw nsw i32 %11, 1
  %454 = icmp eq i32 %453, 10
  br i1 %454, label %9, label %10, !llvm.loop !54
}

; Function Attrs: nofree nounwind
define internal fastcc void @test_top() unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i16], align 2
  %4 = alloca [600 x i16], align 2
  %5 = bitcast [10 x i16]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %5) #8
  store i32 0, i32* @heap_size, align 4, !tbaa !1
  %6 = load i32, i32* @nrows, align 4, !tbaa !1
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %10, label %111

8:                                                ; preds = %100
  %9 = icmp sgt i32 %101, 0
  br i1 %9, label %104, label %111

10:                                               ; preds = %0, %100
  %11 = phi i32 [ %101, %100 ], [ 0, %0 ]
  %12 = phi i32 [ %102, %100 ], [ 0, %0 ]
  %13 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %12, i32 6
  %14 = load i8, i8* %13, align 4, !tbaa !23
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %100, label %16

16:                                               ; preds = %10
  %17 = icmp slt i32 %11, 10
  br i1 %17, label %18, label %50

18:                                               ; preds = %16
  %19 = add nsw i32 %11, 1
  store i32 %19, i32* @heap_size, align 4, !tbaa !1
  %20 = trunc i32 %12 to i16
  %21 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %11
  store i16 %20, i16* %21, align 2, !tbaa !5
  %22 = icmp sgt i32 %11, 0
  br i1 %22, label %23, label %100

23:                                               ; preds = %18, %48
  %24 = phi i16 [ %49, %48 ], [ %20, %18 ]
  %25 = phi i32 [ %27, %48 ], [ %11, %18 ]
  %26 = add nsw i32 %25, -1
  %27 = lshr i32 %26, 1
  %28 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %27
  %29 = load i16, i16* %28, align 2, !tbaa !5
  %30 = sext i16 %29 to i32
  %31 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %25
  %32 = sext i16 %24 to i32
  %33 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %30, i32 4
  %34 = load i32, i32* %33, align 4, !tbaa !21
  %35 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %32, i32 4
  %36 = load i32, i32* %35, align 4, !tbaa !21
  %37 = icmp eq i32 %34, %36
  br i1 %37, label %40, label %38

38:                                               ; preds = %23
  %39 = icmp slt i32 %34, %36
  br i1 %39, label %100, label %46

40:                                               ; preds = %23
  %41 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %30, i32 0
  %42 = load i32, i32* %41, align 4, !tbaa !13
  %43 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %32, i32 0
  %44 = load i32, i32* %43, align 4, !tbaa !13
  %45 = icmp ugt i32 %42, %44
  br i1 %45, label %46, label %100

46:                                               ; preds = %40, %38
  store i16 %24, i16* %28, align 2, !tbaa !5
  store i16 %29, i16* %31, align 2, !tbaa !5
  %47 = icmp ult i32 %26, 2
  br i1 %47, label %100, label %48

48:                                               ; preds = %46
  %49 = load i16, i16* %28, align 2, !tbaa !5
  br label %23

50:                                               ; preds = %16
  %51 = load i16, i16* getelementptr inbounds ([600 x i16], [600 x i16]* @heap, i32 0, i32 0), align 4, !tbaa !5
  %52 = sext i16 %51 to i32
  %53 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %12, i32 4
  %54 = load i32, i32* %53, align 4, !tbaa !21
  %55 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %52, i32 4
  %56 = load i32, i32* %55, align 4, !tbaa !21
  %57 = icmp eq i32 %54, %56
  br i1 %57, label %60, label %58

58:                                               ; preds = %50
  %59 = icmp slt i32 %54, %56
  br i1 %59, label %100, label %66

60:                                               ; preds = %50
  %61 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %12, i32 0
  %62 = load i32, i32* %61, align 4, !tbaa !13
  %63 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %52, i32 0
  %64 = load i32, i32* %63, align 4, !tbaa !13
  %65 = icmp ugt i32 %62, %64
  br i1 %65, label %66, label %100

66:                                               ; preds = %60, %58
  %67 = tail call fastcc i32 @heap_pop() #8
  %68 = load i32, i32* @heap_size, align 4, !tbaa !1
  %69 = add nsw i32 %68, 1
  store i32 %69, i32* @heap_size, align 4, !tbaa !1
  %70 = trunc i32 %12 to i16
  %71 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %68
  store i16 %70, i16* %71, align 2, !tbaa !5
  %72 = icmp sgt i32 %68, 0
  br i1 %72, label %73, label %100

73:                                               ; preds = %66, %98
  %74 = phi i16 [ %99, %98 ], [ %70, %66 ]
  %75 = phi i32 [ %77, %98 ], [ %68, %66 ]
  %76 = add nsw i32 %75, -1
  %77 = lshr i32 %76, 1
  %78 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %77
  %79 = load i16, i16* %78, align 2, !tbaa !5
  %80 = sext i16 %79 to i32
  %81 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %75
  %82 = sext i16 %74 to i32
  %83 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %80, i32 4
  %84 = load i32, i32* %83, align 4, !tbaa !21
  %85 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %82, i32 4
  %86 = load i32, i32* %85, align 4, !tbaa !21
  %87 = icmp eq i32 %84, %86
  br i1 %87, label %90, label %88

88:                                               ; preds = %73
  %89 = icmp slt i32 %84, %86
  br i1 %89, label %100, label %96

90:                                               ; preds = %73
  %91 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %80, i32 0
  %92 = load i32, i32* %91, align 4, !tbaa !13
  %93 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %82, i32 0
  %94 = load i32, i32* %93, align 4, !tbaa !13
  %95 = icmp ugt i32 %92, %94
  br i1 %95, label %96, label %100

96:                                               ; preds = %90, %88
  store i16 %74, i16* %78, align 2, !tbaa !5
  store i16 %79, i16* %81, align 2, !tbaa !5
  %97 = icmp ult i32 %76, 2
  br i1 %97, label %100, label %98

98:                                               ; preds = %96
  %99 = load i16, i16* %78, align 2, !tbaa !5
  br label %73

100:                                              ; preds = %96, %90, %88, %46, %40, %38, %66, %60, %58, %18, %10
  %101 = phi i32 [ %11, %58 ], [ %11, %60 ], [ %69, %66 ], [ %19, %18 ], [ %11, %10 ], [ %19, %38 ], [ %19, %40 ], [ %19, %46 ], [ %69, %88 ], [ %69, %90 ], [ %69, %96 ]
  %102 = add nuw nsw i32 %12, 1
  %103 = icmp eq i32 %102, %6
  br i1 %103, label %8, label %10, !llvm.loop !55

104:                                              ; preds = %8, %104
  %105 = phi i32 [ %106, %104 ], [ %101, %8 ]
  %106 = add nsw i32 %105, -1
  %107 = tail call fastcc i32 @heap_pop() #8
  %108 = trunc i32 %107 to i16
  %109 = getelementptr inbounds [10 x i16], [10 x i16]* %3, i32 0, i32 %106
  store i16 %108, i16* %109, align 2, !tbaa !5
  %110 = icmp ugt i32 %105, 1
  br i1 %110, label %104, label %111, !llvm.loop !56

111:                                              ; preds = %104, %0, %8
  %112 = phi i32 [ %101, %8 ], [ 0, %0 ], [ %101, %104 ]
  %113 = bitcast [600 x i16]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 1200, i8* nonnull %113) #8
  %114 = load i32, i32* @root, align 4, !tbaa !1
  %115 = getelementptr inbounds [600 x i16], [600 x i16]* %4, i32 0, i32 0
  %116 = call fastcc i32 @avl_range(i32 noundef signext %114, i32 noundef signext -2147483648, i32 noundef signext 2147483647, i16* noundef nonnull %115, i32 noundef signext 0)
  %117 = icmp eq i32 %112, 10
  %118 = icmp sgt i32 %116, 9
  %119 = select i1 %117, i1 %118, i1 false
  %120 = icmp sgt i32 %112, 0
  %121 = select i1 %120, i1 %119, i1 false
  br i1 %121, label %132, label %122

122:                                              ; preds = %132, %111
  %123 = phi i1 [ %119, %111 ], [ %140, %132 ]
  br i1 %123, label %127, label %124

124:                                              ; preds = %122
  %125 = load i32, i32* @failures, align 4, !tbaa !1
  %126 = add nsw i32 %125, 1
  store i32 %126, i32* @failures, align 4, !tbaa !1
  store volatile i8 70, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 65, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 73, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 69, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 68, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  br label %127

127:                                              ; preds = %122, %124
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  br i1 %120, label %129, label %128

128:                                              ; preds = %127
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  br label %200

129:                                              ; preds = %127
  %130 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  %131 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  br label %147

132:                                              ; preds = %111, %132
  %133 = phi i32 [ %141, %132 ], [ 0, %111 ]
  %134 = getelementptr inbounds [10 x i16], [10 x i16]* %3, i32 0, i32 %133
  %135 = load i16, i16* %134, align 2, !tbaa !5
  %136 = xor i32 %133, -1
  %137 = add i32 %116, %136
  %138 = getelementptr inbounds [600 x i16], [600 x i16]* %4, i32 0, i32 %137
  %139 = load i16, i16* %138, align 2, !tbaa !5
  %140 = icmp eq i16 %135, %139
  %141 = add nuw nsw i32 %133, 1
  %142 = icmp ult i32 %133, 9
  %143 = select i1 %142, i1 %140, i1 false
  br i1 %143, label %132, label %122, !llvm.loop !57

144:                                              ; preds = %196
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  br i1 %120, label %145, label %200

145:                                              ; preds = %144
  %146 = load i32, i32* @check, align 4, !tbaa !1
  br label %201

147:                                              ; preds = %129, %196
  %148 = phi i32 [ 0, %129 ], [ %197, %196 ]
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %149 = getelementptr inbounds [10 x i16], [10 x i16]* %3, i32 0, i32 %148
  %150 = load i16, i16* %149, align 2, !tbaa !5
  %151 = sext i16 %150 to i32
  %152 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %151, i32 4
  %153 = load i32, i32* %152, align 4, !tbaa !21
  %154 = icmp slt i32 %153, 0
  br i1 %154, label %155, label %176

155:                                              ; preds = %147
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %156 = sub i32 0, %153
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %131) #8
  br label %157

157:                                              ; preds = %157, %155
  %158 = phi i32 [ %156, %155 ], [ %161, %157 ]
  %159 = phi i32 [ 0, %155 ], [ %166, %157 ]
  %160 = freeze i32 %158
  %161 = udiv i32 %160, 10
  %162 = mul i32 %161, 10
  %163 = sub i32 %160, %162
  %164 = trunc i32 %163 to i8
  %165 = or i8 %164, 48
  %166 = add nuw nsw i32 %159, 1
  %167 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %159
  store i8 %165, i8* %167, align 1, !tbaa !9
  %168 = icmp ult i32 %158, 10
  br i1 %168, label %169, label %157, !llvm.loop !26

169:                                              ; preds = %157, %169
  %170 = phi i32 [ %171, %169 ], [ %166, %157 ]
  %171 = add nsw i32 %170, -1
  %172 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %171
  %173 = load i8, i8* %172, align 1, !tbaa !9
  store volatile i8 %173, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %174 = icmp eq i32 %171, 0
  br i1 %174, label %175, label %169, !llvm.loop !27

175:                                              ; preds = %169
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %131) #8
  br label %196

176:                                              ; preds = %147
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %130) #8
  br label %177

177:                                              ; preds = %177, %176
  %178 = phi i32 [ %153, %176 ], [ %181, %177 ]
  %179 = phi i32 [ 0, %176 ], [ %186, %177 ]
  %180 = freeze i32 %178
  %181 = udiv i32 %180, 10
  %182 = mul i32 %181, 10
  %183 = sub i32 %180, %182
  %184 = trunc i32 %183 to i8
  %185 = or i8 %184, 48
  %186 = add nuw nsw i32 %179, 1
  %187 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %179
  store i8 %185, i8* %187, align 1, !tbaa !9
  %188 = icmp ult i32 %178, 10
  br i1 %188, label %189, label %177, !llvm.loop !26

189:                                              ; preds = %177, %189
  %190 = phi i32 [ %191, %189 ], [ %186, %177 ]
  %191 = add nsw i32 %190, -1
  %192 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %191
  %193 = load i8, i8* %192, align 1, !tbaa !9
  store volatile i8 %193, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %194 = icmp eq i32 %191, 0
  br i1 %194, label %195, label %189, !llvm.loop !27

195:                                              ; preds = %189
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %130) #8
  br label %196

196:                                              ; preds = %175, %195
  %197 = add nuw nsw i32 %148, 1
  %198 = icmp eq i32 %197, %112
  br i1 %198, label %144, label %147, !llvm.loop !58

199:                                              ; preds = %201
  store i32 %212, i32* @check, align 4, !tbaa !1
  br label %200

200:                                              ; preds = %128, %199, %144
  call void @llvm.lifetime.end.p0i8(i64 1200, i8* nonnull %113) #8
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %5) #8
  ret void

201:                                              ; preds = %145, %201
  %202 = phi i32 [ %213, %201 ], [ 0, %145 ]
  %203 = phi i32 [ %212, %201 ], [ %146, %145 ]
  %204 = getelementptr inbounds [10 x i16], [10 x i16]* %3, i32 0, i32 %202
  %205 = load i16, i16* %204, align 2, !tbaa !5
  %206 = sext i16 %205 to i32
  %207 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %206, i32 4
  %208 = load i32, i32* %207, align 4, !tbaa !21
  %209 = xor i32 %203, %208
  %210 = mul i32 %209, 16777619
  %211 = lshr i32 %210, 13
  %212 = xor i32 %211, %210
  %213 = add nuw nsw i32 %202, 1
  %214 = icmp eq i32 %213, %112
  br i1 %214, label %199, label %201, !llvm.loop !59
}

; Function Attrs: nofree nounwind
define internal fastcc void @test_groups() unnamed_addr #0 {
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
  %12 = alloca [8 x %struct.group], align 4
  %13 = bitcast [8 x %struct.group]* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %13) #8
  %14 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 0, i32 4
  store i32 0, i32* %14, align 4, !tbaa !60
  %15 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 0, i32 1
  store i32 0, i32* %15, align 4, !tbaa !62
  %16 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 0, i32 0
  store i32 0, i32* %16, align 4, !tbaa !63
  %17 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 0, i32 2
  store i32 2147483647, i32* %17, align 4, !tbaa !64
  %18 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 0, i32 3
  store i32 -2147483648, i32* %18, align 4, !tbaa !65
  %19 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 1, i32 4
  store i32 0, i32* %19, align 4, !tbaa !60
  %20 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 1, i32 1
  store i32 0, i32* %20, align 4, !tbaa !62
  %21 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 1, i32 0
  store i32 0, i32* %21, align 4, !tbaa !63
  %22 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 1, i32 2
  store i32 2147483647, i32* %22, align 4, !tbaa !64
  %23 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 1, i32 3
  store i32 -2147483648, i32* %23, align 4, !tbaa !65
  %24 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 2, i32 4
  store i32 0, i32* %24, align 4, !tbaa !60
  %25 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 2, i32 1
  store i32 0, i32* %25, align 4, !tbaa !62
  %26 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 2, i32 0
  store i32 0, i32* %26, align 4, !tbaa !63
  %27 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 2, i32 2
  store i32 2147483647, i32* %27, align 4, !tbaa !64
  %28 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 2, i32 3
  store i32 -2147483648, i32* %28, align 4, !tbaa !65
  %29 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 3, i32 4
  store i32 0, i32* %29, align 4, !tbaa !60
  %30 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 3, i32 1
  store i32 0, i32* %30, align 4, !tbaa !62
  %31 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 3, i32 0
  store i32 0, i32* %31, align 4, !tbaa !63
  %32 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 3, i32 2
  store i32 2147483647, i32* %32, align 4, !tbaa !64
  %33 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 3, i32 3
  store i32 -2147483648, i32* %33, align 4, !tbaa !65
  %34 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 4, i32 4
  store i32 0, i32* %34, align 4, !tbaa !60
  %35 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 4, i32 1
  store i32 0, i32* %35, align 4, !tbaa !62
  %36 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 4, i32 0
  store i32 0, i32* %36, align 4, !tbaa !63
  %37 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 4, i32 2
  store i32 2147483647, i32* %37, align 4, !tbaa !64
  %38 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 4, i32 3
  store i32 -2147483648, i32* %38, align 4, !tbaa !65
  %39 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 5, i32 4
  store i32 0, i32* %39, align 4, !tbaa !60
  %40 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 5, i32 1
  store i32 0, i32* %40, align 4, !tbaa !62
  %41 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 5, i32 0
  store i32 0, i32* %41, align 4, !tbaa !63
  %42 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 5, i32 2
  store i32 2147483647, i32* %42, align 4, !tbaa !64
  %43 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 5, i32 3
  store i32 -2147483648, i32* %43, align 4, !tbaa !65
  %44 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 6, i32 4
  store i32 0, i32* %44, align 4, !tbaa !60
  %45 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 6, i32 1
  store i32 0, i32* %45, align 4, !tbaa !62
  %46 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 6, i32 0
  store i32 0, i32* %46, align 4, !tbaa !63
  %47 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 6, i32 2
  store i32 2147483647, i32* %47, align 4, !tbaa !64
  %48 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 6, i32 3
  store i32 -2147483648, i32* %48, align 4, !tbaa !65
  %49 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 7, i32 4
  store i32 0, i32* %49, align 4, !tbaa !60
  %50 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 7, i32 1
  store i32 0, i32* %50, align 4, !tbaa !62
  %51 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 7, i32 0
  store i32 0, i32* %51, align 4, !tbaa !63
  %52 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 7, i32 2
  store i32 2147483647, i32* %52, align 4, !tbaa !64
  %53 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 7, i32 3
  store i32 -2147483648, i32* %53, align 4, !tbaa !65
  %54 = load i32, i32* @nrows, align 4, !tbaa !1
  %55 = icmp sgt i32 %54, 0
  br i1 %55, label %56, label %90

56:                                               ; preds = %0, %87
  %57 = phi i32 [ %88, %87 ], [ 0, %0 ]
  %58 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %57, i32 6
  %59 = load i8, i8* %58, align 4, !tbaa !23
  %60 = icmp eq i8 %59, 0
  br i1 %60, label %87, label %61

61:                                               ; preds = %56
  %62 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %57, i32 2
  %63 = load i8, i8* %62, align 4, !tbaa !19
  %64 = zext i8 %63 to i32
  %65 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 %64, i32 0
  %66 = load i32, i32* %65, align 4, !tbaa !63
  %67 = add nsw i32 %66, 1
  store i32 %67, i32* %65, align 4, !tbaa !63
  %68 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %57, i32 4
  %69 = load i32, i32* %68, align 4, !tbaa !21
  %70 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 %64, i32 1
  %71 = load i32, i32* %70, align 4, !tbaa !62
  %72 = add nsw i32 %71, %69
  store i32 %72, i32* %70, align 4, !tbaa !62
  %73 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %57, i32 5
  %74 = load i32, i32* %73, align 4, !tbaa !22
  %75 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 %64, i32 4
  %76 = load i32, i32* %75, align 4, !tbaa !60
  %77 = add nsw i32 %76, %74
  store i32 %77, i32* %75, align 4, !tbaa !60
  %78 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 %64, i32 2
  %79 = load i32, i32* %78, align 4, !tbaa !64
  %80 = icmp slt i32 %69, %79
  br i1 %80, label %81, label %82

81:                                               ; preds = %61
  store i32 %69, i32* %78, align 4, !tbaa !64
  br label %82

82:                                               ; preds = %81, %61
  %83 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 %64, i32 3
  %84 = load i32, i32* %83, align 4, !tbaa !65
  %85 = icmp sgt i32 %69, %84
  br i1 %85, label %86, label %87

86:                                               ; preds = %82
  store i32 %69, i32* %83, align 4, !tbaa !65
  br label %87

87:                                               ; preds = %86, %82, %56
  %88 = add nuw nsw i32 %57, 1
  %89 = icmp eq i32 %88, %54
  br i1 %89, label %90, label %56, !llvm.loop !66

90:                                               ; preds = %87, %0
  %91 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 0
  %92 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 0
  %93 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 0
  %94 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 0
  %95 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 0
  %96 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  %97 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 0
  %98 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  %99 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  %100 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  %101 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  br label %102

102:                                              ; preds = %90, %371
  %103 = phi i32 [ 0, %90 ], [ %380, %371 ]
  %104 = phi i32 [ 0, %90 ], [ %372, %371 ]
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %91) #8
  br label %124

105:                                              ; preds = %371
  %106 = load i32, i32* @nrows, align 4, !tbaa !1
  %107 = icmp sgt i32 %106, 0
  br i1 %107, label %108, label %117

108:                                              ; preds = %105, %108
  %109 = phi i32 [ %115, %108 ], [ 0, %105 ]
  %110 = phi i32 [ %114, %108 ], [ 0, %105 ]
  %111 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %109, i32 6
  %112 = load i8, i8* %111, align 4, !tbaa !23
  %113 = zext i8 %112 to i32
  %114 = add nuw nsw i32 %110, %113
  %115 = add nuw nsw i32 %109, 1
  %116 = icmp eq i32 %115, %106
  br i1 %116, label %117, label %108, !llvm.loop !33

117:                                              ; preds = %108, %105
  %118 = phi i32 [ 0, %105 ], [ %114, %108 ]
  %119 = icmp eq i32 %372, %118
  br i1 %119, label %123, label %120

120:                                              ; preds = %117
  %121 = load i32, i32* @failures, align 4, !tbaa !1
  %122 = add nsw i32 %121, 1
  store i32 %122, i32* @failures, align 4, !tbaa !1
  store volatile i8 70, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 65, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 73, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 69, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 68, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  br label %123

123:                                              ; preds = %117, %120
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %13) #8
  ret void

124:                                              ; preds = %124, %102
  %125 = phi i32 [ %103, %102 ], [ %128, %124 ]
  %126 = phi i32 [ 0, %102 ], [ %133, %124 ]
  %127 = freeze i32 %125
  %128 = udiv i32 %127, 10
  %129 = mul i32 %128, 10
  %130 = sub i32 %127, %129
  %131 = trunc i32 %130 to i8
  %132 = or i8 %131, 48
  %133 = add nuw nsw i32 %126, 1
  %134 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %126
  store i8 %132, i8* %134, align 1, !tbaa !9
  %135 = icmp ult i32 %125, 10
  br i1 %135, label %136, label %124, !llvm.loop !26

136:                                              ; preds = %124, %136
  %137 = phi i32 [ %138, %136 ], [ %133, %124 ]
  %138 = add nsw i32 %137, -1
  %139 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %138
  %140 = load i8, i8* %139, align 1, !tbaa !9
  store volatile i8 %140, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %141 = icmp eq i32 %138, 0
  br i1 %141, label %142, label %136, !llvm.loop !27

142:                                              ; preds = %136
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %91) #8
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %143 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 %103, i32 0
  %144 = load i32, i32* %143, align 4, !tbaa !63
  %145 = icmp slt i32 %144, 0
  br i1 %145, label %146, label %167

146:                                              ; preds = %142
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %147 = sub i32 0, %144
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %93) #8
  br label %148

148:                                              ; preds = %148, %146
  %149 = phi i32 [ %147, %146 ], [ %152, %148 ]
  %150 = phi i32 [ 0, %146 ], [ %157, %148 ]
  %151 = freeze i32 %149
  %152 = udiv i32 %151, 10
  %153 = mul i32 %152, 10
  %154 = sub i32 %151, %153
  %155 = trunc i32 %154 to i8
  %156 = or i8 %155, 48
  %157 = add nuw nsw i32 %150, 1
  %158 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %150
  store i8 %156, i8* %158, align 1, !tbaa !9
  %159 = icmp ult i32 %149, 10
  br i1 %159, label %160, label %148, !llvm.loop !26

160:                                              ; preds = %148, %160
  %161 = phi i32 [ %162, %160 ], [ %157, %148 ]
  %162 = add nsw i32 %161, -1
  %163 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %162
  %164 = load i8, i8* %163, align 1, !tbaa !9
  store volatile i8 %164, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %165 = icmp eq i32 %162, 0
  br i1 %165, label %166, label %160, !llvm.loop !27

166:                                              ; preds = %160
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %93) #8
  br label %187

167:                                              ; preds = %142
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %92) #8
  br label %168

168:                                              ; preds = %168, %167
  %169 = phi i32 [ %144, %167 ], [ %172, %168 ]
  %170 = phi i32 [ 0, %167 ], [ %177, %168 ]
  %171 = freeze i32 %169
  %172 = udiv i32 %171, 10
  %173 = mul i32 %172, 10
  %174 = sub i32 %171, %173
  %175 = trunc i32 %174 to i8
  %176 = or i8 %175, 48
  %177 = add nuw nsw i32 %170, 1
  %178 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %170
  store i8 %176, i8* %178, align 1, !tbaa !9
  %179 = icmp ult i32 %169, 10
  br i1 %179, label %180, label %168, !llvm.loop !26

180:                                              ; preds = %168, %180
  %181 = phi i32 [ %182, %180 ], [ %177, %168 ]
  %182 = add nsw i32 %181, -1
  %183 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %182
  %184 = load i8, i8* %183, align 1, !tbaa !9
  store volatile i8 %184, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %185 = icmp eq i32 %182, 0
  br i1 %185, label %186, label %180, !llvm.loop !27

186:                                              ; preds = %180
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %92) #8
  br label %187

187:                                              ; preds = %166, %186
  %188 = icmp eq i32 %144, 0
  br i1 %188, label %371, label %189

189:                                              ; preds = %187
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %190 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 %103, i32 1
  %191 = load i32, i32* %190, align 4, !tbaa !62
  %192 = sdiv i32 %191, %144
  %193 = icmp slt i32 %192, 0
  br i1 %193, label %194, label %215

194:                                              ; preds = %189
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %195 = sub i32 0, %192
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %95) #8
  br label %196

196:                                              ; preds = %196, %194
  %197 = phi i32 [ %195, %194 ], [ %200, %196 ]
  %198 = phi i32 [ 0, %194 ], [ %205, %196 ]
  %199 = freeze i32 %197
  %200 = udiv i32 %199, 10
  %201 = mul i32 %200, 10
  %202 = sub i32 %199, %201
  %203 = trunc i32 %202 to i8
  %204 = or i8 %203, 48
  %205 = add nuw nsw i32 %198, 1
  %206 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %198
  store i8 %204, i8* %206, align 1, !tbaa !9
  %207 = icmp ult i32 %197, 10
  br i1 %207, label %208, label %196, !llvm.loop !26

208:                                              ; preds = %196, %208
  %209 = phi i32 [ %210, %208 ], [ %205, %196 ]
  %210 = add nsw i32 %209, -1
  %211 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %210
  %212 = load i8, i8* %211, align 1, !tbaa !9
  store volatile i8 %212, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %213 = icmp eq i32 %210, 0
  br i1 %213, label %214, label %208, !llvm.loop !27

214:                                              ; preds = %208
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %95) #8
  br label %235

215:                                              ; preds = %189
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %94) #8
  br label %216

216:                                              ; preds = %216, %215
  %217 = phi i32 [ %192, %215 ], [ %220, %216 ]
  %218 = phi i32 [ 0, %215 ], [ %225, %216 ]
  %219 = freeze i32 %217
  %220 = udiv i32 %219, 10
  %221 = mul i32 %220, 10
  %222 = sub i32 %219, %221
  %223 = trunc i32 %222 to i8
  %224 = or i8 %223, 48
  %225 = add nuw nsw i32 %218, 1
  %226 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %218
  store i8 %224, i8* %226, align 1, !tbaa !9
  %227 = icmp ult i32 %217, 10
  br i1 %227, label %228, label %216, !llvm.loop !26

228:                                              ; preds = %216, %228
  %229 = phi i32 [ %230, %228 ], [ %225, %216 ]
  %230 = add nsw i32 %229, -1
  %231 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %230
  %232 = load i8, i8* %231, align 1, !tbaa !9
  store volatile i8 %232, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %233 = icmp eq i32 %230, 0
  br i1 %233, label %234, label %228, !llvm.loop !27

234:                                              ; preds = %228
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %94) #8
  br label %235

235:                                              ; preds = %214, %234
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %236 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 %103, i32 2
  %237 = load i32, i32* %236, align 4, !tbaa !64
  %238 = icmp slt i32 %237, 0
  br i1 %238, label %239, label %260

239:                                              ; preds = %235
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %240 = sub i32 0, %237
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %97) #8
  br label %241

241:                                              ; preds = %241, %239
  %242 = phi i32 [ %240, %239 ], [ %245, %241 ]
  %243 = phi i32 [ 0, %239 ], [ %250, %241 ]
  %244 = freeze i32 %242
  %245 = udiv i32 %244, 10
  %246 = mul i32 %245, 10
  %247 = sub i32 %244, %246
  %248 = trunc i32 %247 to i8
  %249 = or i8 %248, 48
  %250 = add nuw nsw i32 %243, 1
  %251 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %243
  store i8 %249, i8* %251, align 1, !tbaa !9
  %252 = icmp ult i32 %242, 10
  br i1 %252, label %253, label %241, !llvm.loop !26

253:                                              ; preds = %241, %253
  %254 = phi i32 [ %255, %253 ], [ %250, %241 ]
  %255 = add nsw i32 %254, -1
  %256 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %255
  %257 = load i8, i8* %256, align 1, !tbaa !9
  store volatile i8 %257, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %258 = icmp eq i32 %255, 0
  br i1 %258, label %259, label %253, !llvm.loop !27

259:                                              ; preds = %253
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %97) #8
  br label %280

260:                                              ; preds = %235
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %96) #8
  br label %261

261:                                              ; preds = %261, %260
  %262 = phi i32 [ %237, %260 ], [ %265, %261 ]
  %263 = phi i32 [ 0, %260 ], [ %270, %261 ]
  %264 = freeze i32 %262
  %265 = udiv i32 %264, 10
  %266 = mul i32 %265, 10
  %267 = sub i32 %264, %266
  %268 = trunc i32 %267 to i8
  %269 = or i8 %268, 48
  %270 = add nuw nsw i32 %263, 1
  %271 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %263
  store i8 %269, i8* %271, align 1, !tbaa !9
  %272 = icmp ult i32 %262, 10
  br i1 %272, label %273, label %261, !llvm.loop !26

273:                                              ; preds = %261, %273
  %274 = phi i32 [ %275, %273 ], [ %270, %261 ]
  %275 = add nsw i32 %274, -1
  %276 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %275
  %277 = load i8, i8* %276, align 1, !tbaa !9
  store volatile i8 %277, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %278 = icmp eq i32 %275, 0
  br i1 %278, label %279, label %273, !llvm.loop !27

279:                                              ; preds = %273
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %96) #8
  br label %280

280:                                              ; preds = %259, %279
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 120, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %281 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 %103, i32 3
  %282 = load i32, i32* %281, align 4, !tbaa !65
  %283 = icmp slt i32 %282, 0
  br i1 %283, label %284, label %305

284:                                              ; preds = %280
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %285 = sub i32 0, %282
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %99) #8
  br label %286

286:                                              ; preds = %286, %284
  %287 = phi i32 [ %285, %284 ], [ %290, %286 ]
  %288 = phi i32 [ 0, %284 ], [ %295, %286 ]
  %289 = freeze i32 %287
  %290 = udiv i32 %289, 10
  %291 = mul i32 %290, 10
  %292 = sub i32 %289, %291
  %293 = trunc i32 %292 to i8
  %294 = or i8 %293, 48
  %295 = add nuw nsw i32 %288, 1
  %296 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %288
  store i8 %294, i8* %296, align 1, !tbaa !9
  %297 = icmp ult i32 %287, 10
  br i1 %297, label %298, label %286, !llvm.loop !26

298:                                              ; preds = %286, %298
  %299 = phi i32 [ %300, %298 ], [ %295, %286 ]
  %300 = add nsw i32 %299, -1
  %301 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %300
  %302 = load i8, i8* %301, align 1, !tbaa !9
  store volatile i8 %302, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %303 = icmp eq i32 %300, 0
  br i1 %303, label %304, label %298, !llvm.loop !27

304:                                              ; preds = %298
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %99) #8
  br label %325

305:                                              ; preds = %280
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %98) #8
  br label %306

306:                                              ; preds = %306, %305
  %307 = phi i32 [ %282, %305 ], [ %310, %306 ]
  %308 = phi i32 [ 0, %305 ], [ %315, %306 ]
  %309 = freeze i32 %307
  %310 = udiv i32 %309, 10
  %311 = mul i32 %310, 10
  %312 = sub i32 %309, %311
  %313 = trunc i32 %312 to i8
  %314 = or i8 %313, 48
  %315 = add nuw nsw i32 %308, 1
  %316 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %308
  store i8 %314, i8* %316, align 1, !tbaa !9
  %317 = icmp ult i32 %307, 10
  br i1 %317, label %318, label %306, !llvm.loop !26

318:                                              ; preds = %306, %318
  %319 = phi i32 [ %320, %318 ], [ %315, %306 ]
  %320 = add nsw i32 %319, -1
  %321 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %320
  %322 = load i8, i8* %321, align 1, !tbaa !9
  store volatile i8 %322, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %323 = icmp eq i32 %320, 0
  br i1 %323, label %324, label %318, !llvm.loop !27

324:                                              ; preds = %318
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %98) #8
  br label %325

325:                                              ; preds = %304, %324
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %326 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 %103, i32 4
  %327 = load i32, i32* %326, align 4, !tbaa !60
  %328 = sdiv i32 %327, %144
  %329 = icmp slt i32 %328, 0
  br i1 %329, label %330, label %351

330:                                              ; preds = %325
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %331 = sub i32 0, %328
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %101) #8
  br label %332

332:                                              ; preds = %332, %330
  %333 = phi i32 [ %331, %330 ], [ %336, %332 ]
  %334 = phi i32 [ 0, %330 ], [ %341, %332 ]
  %335 = freeze i32 %333
  %336 = udiv i32 %335, 10
  %337 = mul i32 %336, 10
  %338 = sub i32 %335, %337
  %339 = trunc i32 %338 to i8
  %340 = or i8 %339, 48
  %341 = add nuw nsw i32 %334, 1
  %342 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %334
  store i8 %340, i8* %342, align 1, !tbaa !9
  %343 = icmp ult i32 %333, 10
  br i1 %343, label %344, label %332, !llvm.loop !26

344:                                              ; preds = %332, %344
  %345 = phi i32 [ %346, %344 ], [ %341, %332 ]
  %346 = add nsw i32 %345, -1
  %347 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %346
  %348 = load i8, i8* %347, align 1, !tbaa !9
  store volatile i8 %348, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %349 = icmp eq i32 %346, 0
  br i1 %349, label %350, label %344, !llvm.loop !27

350:                                              ; preds = %344
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %101) #8
  br label %371

351:                                              ; preds = %325
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %100) #8
  br label %352

352:                                              ; preds = %352, %351
  %353 = phi i32 [ %328, %351 ], [ %356, %352 ]
  %354 = phi i32 [ 0, %351 ], [ %361, %352 ]
  %355 = freeze i32 %353
  %356 = udiv i32 %355, 10
  %357 = mul i32 %356, 10
  %358 = sub i32 %355, %357
  %359 = trunc i32 %358 to i8
  %360 = or i8 %359, 48
  %361 = add nuw nsw i32 %354, 1
  %362 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %354
  store i8 %360, i8* %362, align 1, !tbaa !9
  %363 = icmp ult i32 %353, 10
  br i1 %363, label %364, label %352, !llvm.loop !26

364:                                              ; preds = %352, %364
  %365 = phi i32 [ %366, %364 ], [ %361, %352 ]
  %366 = add nsw i32 %365, -1
  %367 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %366
  %368 = load i8, i8* %367, align 1, !tbaa !9
  store volatile i8 %368, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %369 = icmp eq i32 %366, 0
  br i1 %369, label %370, label %364, !llvm.loop !27

370:                                              ; preds = %364
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %100) #8
  br label %371

371:                                              ; preds = %370, %350, %187
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !9
  %372 = add nsw i32 %144, %104
  %373 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %12, i32 0, i32 %103, i32 1
  %374 = load i32, i32* %373, align 4, !tbaa !62
  %375 = load i32, i32* @check, align 4, !tbaa !1
  %376 = xor i32 %375, %374
  %377 = mul i32 %376, 16777619
  %378 = lshr i32 %377, 13
  %379 = xor i32 %378, %377
  store i32 %379, i32* @check, align 4, !tbaa !1
  %380 = add nuw nsw i32 %103, 1
  %381 = icmp eq i32 %380, 8
  br i1 %381, label %105, label %102, !llvm.loop !67
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind
define internal fastcc i32 @avl_insert(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #2 {
  %3 = icmp slt i32 %0, 0
  br i1 %3, label %4, label %8

4:                                                ; preds = %2
  %5 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %1, i32 1
  store i16 -1, i16* %5, align 2, !tbaa !68
  %6 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %1, i32 0
  store i16 -1, i16* %6, align 2, !tbaa !70
  %7 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %1, i32 2
  store i8 1, i8* %7, align 2, !tbaa !71
  br label %33

8:                                                ; preds = %2
  %9 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %1, i32 4
  %10 = load i32, i32* %9, align 4, !tbaa !21
  %11 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %0, i32 4
  %12 = load i32, i32* %11, align 4, !tbaa !21
  %13 = icmp eq i32 %10, %12
  br i1 %13, label %16, label %14

14:                                               ; preds = %8
  %15 = icmp slt i32 %10, %12
  br i1 %15, label %22, label %24

16:                                               ; preds = %8
  %17 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %1, i32 0
  %18 = load i32, i32* %17, align 4, !tbaa !13
  %19 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %0, i32 0
  %20 = load i32, i32* %19, align 4, !tbaa !13
  %21 = icmp ult i32 %18, %20
  br i1 %21, label %22, label %24

22:                                               ; preds = %16, %14
  %23 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %0, i32 0
  br label %26

24:                                               ; preds = %14, %16
  %25 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %0, i32 1
  br label %26

26:                                               ; preds = %24, %22
  %27 = phi i16* [ %25, %24 ], [ %23, %22 ]
  %28 = load i16, i16* %27, align 2, !tbaa !5
  %29 = sext i16 %28 to i32
  %30 = tail call fastcc i32 @avl_insert(i32 noundef signext %29, i32 noundef signext %1)
  %31 = trunc i32 %30 to i16
  store i16 %31, i16* %27, align 2, !tbaa !5
  %32 = tail call fastcc i32 @balance(i32 noundef signext %0)
  br label %33

33:                                               ; preds = %26, %4
  %34 = phi i32 [ %1, %4 ], [ %32, %26 ]
  ret i32 %34
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define internal fastcc i32 @balance(i32 noundef signext %0) unnamed_addr #3 {
  %2 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %0, i32 0
  %3 = load i16, i16* %2, align 2, !tbaa !70
  %4 = icmp slt i16 %3, 0
  br i1 %4, label %10, label %5

5:                                                ; preds = %1
  %6 = zext i16 %3 to i32
  %7 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %6, i32 2
  %8 = load i8, i8* %7, align 2, !tbaa !71
  %9 = sext i8 %8 to i32
  br label %10

10:                                               ; preds = %5, %1
  %11 = phi i32 [ %9, %5 ], [ 0, %1 ]
  %12 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %0, i32 1
  %13 = load i16, i16* %12, align 2, !tbaa !68
  %14 = icmp slt i16 %13, 0
  br i1 %14, label %20, label %15

15:                                               ; preds = %10
  %16 = zext i16 %13 to i32
  %17 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %16, i32 2
  %18 = load i8, i8* %17, align 2, !tbaa !71
  %19 = sext i8 %18 to i32
  br label %20

20:                                               ; preds = %10, %15
  %21 = phi i32 [ %19, %15 ], [ 0, %10 ]
  %22 = icmp sgt i32 %11, %21
  %23 = select i1 %22, i32 %11, i32 %21
  %24 = trunc i32 %23 to i8
  %25 = add i8 %24, 1
  %26 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %0, i32 2
  store i8 %25, i8* %26, align 2, !tbaa !71
  %27 = sext i16 %3 to i32
  br i1 %4, label %32, label %28

28:                                               ; preds = %20
  %29 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %27, i32 2
  %30 = load i8, i8* %29, align 2, !tbaa !71
  %31 = sext i8 %30 to i32
  br label %32

32:                                               ; preds = %20, %28
  %33 = phi i32 [ %31, %28 ], [ 0, %20 ]
  %34 = sext i16 %13 to i32
  br i1 %14, label %39, label %35

35:                                               ; preds = %32
  %36 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %34, i32 2
  %37 = load i8, i8* %36, align 2, !tbaa !71
  %38 = sext i8 %37 to i32
  br label %39

39:                                               ; preds = %32, %35
  %40 = phi i32 [ %38, %35 ], [ 0, %32 ]
  %41 = sub nsw i32 %33, %40
  %42 = icmp sgt i32 %41, 1
  br i1 %42, label %43, label %158

43:                                               ; preds = %39
  %44 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %27, i32 0
  %45 = load i16, i16* %44, align 2, !tbaa !70
  %46 = icmp slt i16 %45, 0
  br i1 %46, label %52, label %47

47:                                               ; preds = %43
  %48 = zext i16 %45 to i32
  %49 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %48, i32 2
  %50 = load i8, i8* %49, align 2, !tbaa !71
  %51 = sext i8 %50 to i32
  br label %52

52:                                               ; preds = %43, %47
  %53 = phi i32 [ %51, %47 ], [ 0, %43 ]
  %54 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %27, i32 1
  %55 = load i16, i16* %54, align 2, !tbaa !68
  %56 = sext i16 %55 to i32
  %57 = icmp slt i16 %55, 0
  br i1 %57, label %62, label %58

58:                                               ; preds = %52
  %59 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %56, i32 2
  %60 = load i8, i8* %59, align 2, !tbaa !71
  %61 = sext i8 %60 to i32
  br label %62

62:                                               ; preds = %52, %58
  %63 = phi i32 [ %61, %58 ], [ 0, %52 ]
  %64 = icmp slt i32 %53, %63
  br i1 %64, label %65, label %112

65:                                               ; preds = %62
  %66 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %56, i32 0
  %67 = load i16, i16* %66, align 2, !tbaa !70
  store i16 %67, i16* %54, align 2, !tbaa !68
  store i16 %3, i16* %66, align 2, !tbaa !70
  %68 = load i16, i16* %44, align 2, !tbaa !70
  %69 = icmp slt i16 %68, 0
  br i1 %69, label %75, label %70

70:                                               ; preds = %65
  %71 = zext i16 %68 to i32
  %72 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %71, i32 2
  %73 = load i8, i8* %72, align 2, !tbaa !71
  %74 = sext i8 %73 to i32
  br label %75

75:                                               ; preds = %70, %65
  %76 = phi i32 [ %74, %70 ], [ 0, %65 ]
  %77 = icmp slt i16 %67, 0
  br i1 %77, label %83, label %78

78:                                               ; preds = %75
  %79 = zext i16 %67 to i32
  %80 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %79, i32 2
  %81 = load i8, i8* %80, align 2, !tbaa !71
  %82 = sext i8 %81 to i32
  br label %83

83:                                               ; preds = %78, %75
  %84 = phi i32 [ %82, %78 ], [ 0, %75 ]
  %85 = icmp sgt i32 %76, %84
  %86 = select i1 %85, i32 %76, i32 %84
  %87 = trunc i32 %86 to i8
  %88 = add i8 %87, 1
  %89 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %27, i32 2
  store i8 %88, i8* %89, align 2, !tbaa !71
  br i1 %4, label %95, label %90

90:                                               ; preds = %83
  %91 = and i32 %27, 65535
  %92 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %91, i32 2
  %93 = load i8, i8* %92, align 2, !tbaa !71
  %94 = sext i8 %93 to i32
  br label %95

95:                                               ; preds = %90, %83
  %96 = phi i32 [ %94, %90 ], [ 0, %83 ]
  %97 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %56, i32 1
  %98 = load i16, i16* %97, align 2, !tbaa !68
  %99 = icmp slt i16 %98, 0
  br i1 %99, label %105, label %100

100:                                              ; preds = %95
  %101 = zext i16 %98 to i32
  %102 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %101, i32 2
  %103 = load i8, i8* %102, align 2, !tbaa !71
  %104 = sext i8 %103 to i32
  br label %105

105:                                              ; preds = %95, %100
  %106 = phi i32 [ %104, %100 ], [ 0, %95 ]
  %107 = icmp sgt i32 %96, %106
  %108 = select i1 %107, i32 %96, i32 %106
  %109 = trunc i32 %108 to i8
  %110 = add i8 %109, 1
  %111 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %56, i32 2
  store i8 %110, i8* %111, align 2, !tbaa !71
  br label %112

112:                                              ; preds = %105, %62
  %113 = phi i16 [ %98, %105 ], [ %55, %62 ]
  %114 = phi i32 [ %56, %105 ], [ %27, %62 ]
  %115 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %114, i32 1
  store i16 %113, i16* %2, align 2, !tbaa !70
  %116 = trunc i32 %0 to i16
  store i16 %116, i16* %115, align 2, !tbaa !68
  %117 = icmp slt i16 %113, 0
  br i1 %117, label %123, label %118

118:                                              ; preds = %112
  %119 = zext i16 %113 to i32
  %120 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %119, i32 2
  %121 = load i8, i8* %120, align 2, !tbaa !71
  %122 = sext i8 %121 to i32
  br label %123

123:                                              ; preds = %118, %112
  %124 = phi i32 [ %122, %118 ], [ 0, %112 ]
  %125 = load i16, i16* %12, align 2, !tbaa !68
  %126 = icmp slt i16 %125, 0
  br i1 %126, label %132, label %127

127:                                              ; preds = %123
  %128 = zext i16 %125 to i32
  %129 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %128, i32 2
  %130 = load i8, i8* %129, align 2, !tbaa !71
  %131 = sext i8 %130 to i32
  br label %132

132:                                              ; preds = %127, %123
  %133 = phi i32 [ %131, %127 ], [ 0, %123 ]
  %134 = icmp sgt i32 %124, %133
  %135 = select i1 %134, i32 %124, i32 %133
  %136 = trunc i32 %135 to i8
  %137 = add i8 %136, 1
  store i8 %137, i8* %26, align 2, !tbaa !71
  %138 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %114, i32 0
  %139 = load i16, i16* %138, align 2, !tbaa !70
  %140 = icmp slt i16 %139, 0
  br i1 %140, label %146, label %141

141:                                              ; preds = %132
  %142 = zext i16 %139 to i32
  %143 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %142, i32 2
  %144 = load i8, i8* %143, align 2, !tbaa !71
  %145 = sext i8 %144 to i32
  br label %146

146:                                              ; preds = %141, %132
  %147 = phi i32 [ %145, %141 ], [ 0, %132 ]
  %148 = icmp slt i16 %116, 0
  br i1 %148, label %154, label %149

149:                                              ; preds = %146
  %150 = and i32 %0, 65535
  %151 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %150, i32 2
  %152 = load i8, i8* %151, align 2, !tbaa !71
  %153 = sext i8 %152 to i32
  br label %154

154:                                              ; preds = %146, %149
  %155 = phi i32 [ %153, %149 ], [ 0, %146 ]
  %156 = icmp sgt i32 %147, %155
  %157 = select i1 %156, i32 %147, i32 %155
  br label %275

158:                                              ; preds = %39
  %159 = icmp slt i32 %41, -1
  br i1 %159, label %160, label %281

160:                                              ; preds = %158
  %161 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %34, i32 1
  %162 = load i16, i16* %161, align 2, !tbaa !68
  %163 = icmp slt i16 %162, 0
  br i1 %163, label %169, label %164

164:                                              ; preds = %160
  %165 = zext i16 %162 to i32
  %166 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %165, i32 2
  %167 = load i8, i8* %166, align 2, !tbaa !71
  %168 = sext i8 %167 to i32
  br label %169

169:                                              ; preds = %160, %164
  %170 = phi i32 [ %168, %164 ], [ 0, %160 ]
  %171 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %34, i32 0
  %172 = load i16, i16* %171, align 2, !tbaa !70
  %173 = sext i16 %172 to i32
  %174 = icmp slt i16 %172, 0
  br i1 %174, label %179, label %175

175:                                              ; preds = %169
  %176 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %173, i32 2
  %177 = load i8, i8* %176, align 2, !tbaa !71
  %178 = sext i8 %177 to i32
  br label %179

179:                                              ; preds = %169, %175
  %180 = phi i32 [ %178, %175 ], [ 0, %169 ]
  %181 = icmp slt i32 %170, %180
  br i1 %181, label %182, label %229

182:                                              ; preds = %179
  %183 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %173, i32 1
  %184 = load i16, i16* %183, align 2, !tbaa !68
  store i16 %184, i16* %171, align 2, !tbaa !70
  store i16 %13, i16* %183, align 2, !tbaa !68
  %185 = icmp slt i16 %184, 0
  br i1 %185, label %191, label %186

186:                                              ; preds = %182
  %187 = zext i16 %184 to i32
  %188 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %187, i32 2
  %189 = load i8, i8* %188, align 2, !tbaa !71
  %190 = sext i8 %189 to i32
  br label %191

191:                                              ; preds = %186, %182
  %192 = phi i32 [ %190, %186 ], [ 0, %182 ]
  %193 = load i16, i16* %161, align 2, !tbaa !68
  %194 = icmp slt i16 %193, 0
  br i1 %194, label %200, label %195

195:                                              ; preds = %191
  %196 = zext i16 %193 to i32
  %197 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %196, i32 2
  %198 = load i8, i8* %197, align 2, !tbaa !71
  %199 = sext i8 %198 to i32
  br label %200

200:                                              ; preds = %195, %191
  %201 = phi i32 [ %199, %195 ], [ 0, %191 ]
  %202 = icmp sgt i32 %192, %201
  %203 = select i1 %202, i32 %192, i32 %201
  %204 = trunc i32 %203 to i8
  %205 = add i8 %204, 1
  %206 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %34, i32 2
  store i8 %205, i8* %206, align 2, !tbaa !71
  %207 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %173, i32 0
  %208 = load i16, i16* %207, align 2, !tbaa !70
  %209 = icmp slt i16 %208, 0
  br i1 %209, label %215, label %210

210:                                              ; preds = %200
  %211 = zext i16 %208 to i32
  %212 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %211, i32 2
  %213 = load i8, i8* %212, align 2, !tbaa !71
  %214 = sext i8 %213 to i32
  br label %215

215:                                              ; preds = %210, %200
  %216 = phi i32 [ %214, %210 ], [ 0, %200 ]
  br i1 %14, label %222, label %217

217:                                              ; preds = %215
  %218 = and i32 %34, 65535
  %219 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %218, i32 2
  %220 = load i8, i8* %219, align 2, !tbaa !71
  %221 = sext i8 %220 to i32
  br label %222

222:                                              ; preds = %215, %217
  %223 = phi i32 [ %221, %217 ], [ 0, %215 ]
  %224 = icmp sgt i32 %216, %223
  %225 = select i1 %224, i32 %216, i32 %223
  %226 = trunc i32 %225 to i8
  %227 = add i8 %226, 1
  %228 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %173, i32 2
  store i8 %227, i8* %228, align 2, !tbaa !71
  store i16 %172, i16* %12, align 2, !tbaa !68
  br label %229

229:                                              ; preds = %222, %179
  %230 = phi i16 [ %208, %222 ], [ %172, %179 ]
  %231 = phi i32 [ %173, %222 ], [ %34, %179 ]
  %232 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %231, i32 0
  store i16 %230, i16* %12, align 2, !tbaa !68
  %233 = trunc i32 %0 to i16
  store i16 %233, i16* %232, align 2, !tbaa !70
  %234 = load i16, i16* %2, align 2, !tbaa !70
  %235 = icmp slt i16 %234, 0
  br i1 %235, label %241, label %236

236:                                              ; preds = %229
  %237 = zext i16 %234 to i32
  %238 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %237, i32 2
  %239 = load i8, i8* %238, align 2, !tbaa !71
  %240 = sext i8 %239 to i32
  br label %241

241:                                              ; preds = %236, %229
  %242 = phi i32 [ %240, %236 ], [ 0, %229 ]
  %243 = icmp slt i16 %230, 0
  br i1 %243, label %249, label %244

244:                                              ; preds = %241
  %245 = zext i16 %230 to i32
  %246 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %245, i32 2
  %247 = load i8, i8* %246, align 2, !tbaa !71
  %248 = sext i8 %247 to i32
  br label %249

249:                                              ; preds = %244, %241
  %250 = phi i32 [ %248, %244 ], [ 0, %241 ]
  %251 = icmp sgt i32 %242, %250
  %252 = select i1 %251, i32 %242, i32 %250
  %253 = trunc i32 %252 to i8
  %254 = add i8 %253, 1
  store i8 %254, i8* %26, align 2, !tbaa !71
  %255 = icmp slt i16 %233, 0
  br i1 %255, label %261, label %256

256:                                              ; preds = %249
  %257 = and i32 %0, 65535
  %258 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %257, i32 2
  %259 = load i8, i8* %258, align 2, !tbaa !71
  %260 = sext i8 %259 to i32
  br label %261

261:                                              ; preds = %256, %249
  %262 = phi i32 [ %260, %256 ], [ 0, %249 ]
  %263 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %231, i32 1
  %264 = load i16, i16* %263, align 2, !tbaa !68
  %265 = icmp slt i16 %264, 0
  br i1 %265, label %271, label %266

266:                                              ; preds = %261
  %267 = zext i16 %264 to i32
  %268 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %267, i32 2
  %269 = load i8, i8* %268, align 2, !tbaa !71
  %270 = sext i8 %269 to i32
  br label %271

271:                                              ; preds = %261, %266
  %272 = phi i32 [ %270, %266 ], [ 0, %261 ]
  %273 = icmp sgt i32 %262, %272
  %274 = select i1 %273, i32 %262, i32 %272
  br label %275

275:                                              ; preds = %154, %271
  %276 = phi i32 [ %274, %271 ], [ %157, %154 ]
  %277 = phi i32 [ %231, %271 ], [ %114, %154 ]
  %278 = trunc i32 %276 to i8
  %279 = add i8 %278, 1
  %280 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %277, i32 2
  store i8 %279, i8* %280, align 2, !tbaa !71
  br label %281

281:                                              ; preds = %275, %158
  %282 = phi i32 [ %0, %158 ], [ %277, %275 ]
  ret i32 %282
}

; Function Attrs: nofree nosync nounwind
define internal fastcc i32 @avl_check(i32 noundef signext %0, i32* noundef %1) unnamed_addr #2 {
  %3 = icmp slt i32 %0, 0
  br i1 %3, label %69, label %4

4:                                                ; preds = %2
  %5 = load i32, i32* %1, align 4, !tbaa !1
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* %1, align 4, !tbaa !1
  %7 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %0, i32 0
  %8 = load i16, i16* %7, align 2, !tbaa !70
  %9 = sext i16 %8 to i32
  %10 = tail call fastcc i32 @avl_check(i32 noundef signext %9, i32* noundef nonnull %1)
  %11 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %0, i32 1
  %12 = load i16, i16* %11, align 2, !tbaa !68
  %13 = sext i16 %12 to i32
  %14 = tail call fastcc i32 @avl_check(i32 noundef signext %13, i32* noundef nonnull %1)
  %15 = icmp slt i32 %10, 0
  %16 = icmp slt i32 %14, 0
  %17 = select i1 %15, i1 true, i1 %16
  br i1 %17, label %69, label %18

18:                                               ; preds = %4
  %19 = sub nsw i32 %10, %14
  %20 = icmp sgt i32 %19, 1
  %21 = sub nsw i32 %14, %10
  %22 = icmp sgt i32 %21, 1
  %23 = select i1 %20, i1 true, i1 %22
  br i1 %23, label %69, label %24

24:                                               ; preds = %18
  %25 = load i16, i16* %7, align 2, !tbaa !70
  %26 = icmp sgt i16 %25, -1
  br i1 %26, label %27, label %42

27:                                               ; preds = %24
  %28 = zext i16 %25 to i32
  %29 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %28, i32 4
  %30 = load i32, i32* %29, align 4, !tbaa !21
  %31 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %0, i32 4
  %32 = load i32, i32* %31, align 4, !tbaa !21
  %33 = icmp eq i32 %30, %32
  br i1 %33, label %36, label %34

34:                                               ; preds = %27
  %35 = icmp slt i32 %30, %32
  br i1 %35, label %42, label %69

36:                                               ; preds = %27
  %37 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %28, i32 0
  %38 = load i32, i32* %37, align 4, !tbaa !13
  %39 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %0, i32 0
  %40 = load i32, i32* %39, align 4, !tbaa !13
  %41 = icmp ult i32 %38, %40
  br i1 %41, label %42, label %69

42:                                               ; preds = %36, %34, %24
  %43 = load i16, i16* %11, align 2, !tbaa !68
  %44 = icmp sgt i16 %43, -1
  br i1 %44, label %45, label %60

45:                                               ; preds = %42
  %46 = zext i16 %43 to i32
  %47 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %46, i32 4
  %48 = load i32, i32* %47, align 4, !tbaa !21
  %49 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %0, i32 4
  %50 = load i32, i32* %49, align 4, !tbaa !21
  %51 = icmp eq i32 %48, %50
  br i1 %51, label %54, label %52

52:                                               ; preds = %45
  %53 = icmp slt i32 %48, %50
  br i1 %53, label %69, label %60

54:                                               ; preds = %45
  %55 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %46, i32 0
  %56 = load i32, i32* %55, align 4, !tbaa !13
  %57 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %0, i32 0
  %58 = load i32, i32* %57, align 4, !tbaa !13
  %59 = icmp ugt i32 %56, %58
  br i1 %59, label %60, label %69

60:                                               ; preds = %54, %52, %42
  %61 = icmp ugt i32 %10, %14
  %62 = select i1 %61, i32 %10, i32 %14
  %63 = add nuw nsw i32 %62, 1
  %64 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %0, i32 2
  %65 = load i8, i8* %64, align 2, !tbaa !71
  %66 = sext i8 %65 to i32
  %67 = icmp eq i32 %63, %66
  %68 = select i1 %67, i32 %63, i32 -1
  br label %69

69:                                               ; preds = %52, %54, %36, %34, %60, %4, %18, %2
  %70 = phi i32 [ 0, %2 ], [ %68, %60 ], [ -1, %4 ], [ -1, %18 ], [ -1, %34 ], [ -1, %36 ], [ -1, %54 ], [ -1, %52 ]
  ret i32 %70
}

; Function Attrs: nofree nosync nounwind
define internal fastcc i32 @avl_range(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, i16* noundef %3, i32 noundef signext %4) unnamed_addr #2 {
  %6 = icmp slt i32 %0, 0
  br i1 %6, label %36, label %7

7:                                                ; preds = %5, %31
  %8 = phi i32 [ %30, %31 ], [ %4, %5 ]
  %9 = phi i32 [ %34, %31 ], [ %0, %5 ]
  %10 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %9, i32 4
  %11 = load i32, i32* %10, align 4, !tbaa !21
  %12 = icmp slt i32 %11, %1
  br i1 %12, label %19, label %13

13:                                               ; preds = %7
  %14 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %9, i32 0
  %15 = load i16, i16* %14, align 2, !tbaa !70
  %16 = sext i16 %15 to i32
  %17 = tail call fastcc i32 @avl_range(i32 noundef signext %16, i32 noundef signext %1, i32 noundef signext %2, i16* noundef %3, i32 noundef signext %8)
  %18 = load i32, i32* %10, align 4, !tbaa !21
  br label %19

19:                                               ; preds = %13, %7
  %20 = phi i32 [ %18, %13 ], [ %11, %7 ]
  %21 = phi i32 [ %17, %13 ], [ %8, %7 ]
  %22 = icmp slt i32 %20, %1
  %23 = icmp sgt i32 %20, %2
  %24 = or i1 %22, %23
  br i1 %24, label %29, label %25

25:                                               ; preds = %19
  %26 = trunc i32 %9 to i16
  %27 = add nsw i32 %21, 1
  %28 = getelementptr inbounds i16, i16* %3, i32 %21
  store i16 %26, i16* %28, align 2, !tbaa !5
  br label %29

29:                                               ; preds = %25, %19
  %30 = phi i32 [ %27, %25 ], [ %21, %19 ]
  br i1 %23, label %36, label %31

31:                                               ; preds = %29
  %32 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %9, i32 1
  %33 = load i16, i16* %32, align 2, !tbaa !68
  %34 = sext i16 %33 to i32
  %35 = icmp slt i16 %33, 0
  br i1 %35, label %36, label %7

36:                                               ; preds = %31, %29, %5
  %37 = phi i32 [ %4, %5 ], [ %30, %29 ], [ %30, %31 ]
  ret i32 %37
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define internal fastcc i32 @matches(%struct.record* nocapture noundef readonly %0, %struct.query* nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = getelementptr inbounds %struct.query, %struct.query* %1, i32 0, i32 1
  %4 = load i32, i32* %3, align 4, !tbaa !40
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %9, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct.query, %struct.query* %1, i32 0, i32 2
  %8 = load i32, i32* %7, align 4, !tbaa !42
  br label %76

9:                                                ; preds = %2
  %10 = getelementptr inbounds %struct.record, %struct.record* %0, i32 0, i32 0
  %11 = getelementptr inbounds %struct.record, %struct.record* %0, i32 0, i32 5
  %12 = getelementptr inbounds %struct.record, %struct.record* %0, i32 0, i32 4
  %13 = getelementptr inbounds %struct.record, %struct.record* %0, i32 0, i32 3
  %14 = getelementptr inbounds %struct.record, %struct.record* %0, i32 0, i32 2
  %15 = getelementptr inbounds %struct.query, %struct.query* %1, i32 0, i32 2
  br label %18

16:                                               ; preds = %70
  %17 = icmp eq i32 %75, %4
  br i1 %17, label %76, label %18, !llvm.loop !72

18:                                               ; preds = %9, %16
  %19 = phi i32 [ 0, %9 ], [ %75, %16 ]
  %20 = getelementptr inbounds %struct.query, %struct.query* %1, i32 0, i32 0, i32 %19, i32 0
  %21 = load i8, i8* %20, align 4, !tbaa !43
  switch i8 %21, label %34 [
    i8 0, label %22
    i8 1, label %25
    i8 2, label %28
    i8 3, label %30
    i8 4, label %32
  ]

22:                                               ; preds = %18
  %23 = load i8, i8* %14, align 4, !tbaa !19
  %24 = zext i8 %23 to i32
  br label %34

25:                                               ; preds = %18
  %26 = load i8, i8* %13, align 1, !tbaa !20
  %27 = zext i8 %26 to i32
  br label %34

28:                                               ; preds = %18
  %29 = load i32, i32* %12, align 4, !tbaa !21
  br label %34

30:                                               ; preds = %18
  %31 = load i32, i32* %11, align 4, !tbaa !22
  br label %34

32:                                               ; preds = %18
  %33 = load i32, i32* %10, align 4, !tbaa !13
  br label %34

34:                                               ; preds = %32, %30, %28, %25, %22, %18
  %35 = phi i32 [ %33, %32 ], [ %31, %30 ], [ %29, %28 ], [ %27, %25 ], [ %24, %22 ], [ 0, %18 ]
  %36 = getelementptr inbounds %struct.query, %struct.query* %1, i32 0, i32 0, i32 %19, i32 1
  %37 = load i8, i8* %36, align 1, !tbaa !46
  switch i8 %37, label %38 [
    i8 0, label %41
    i8 1, label %45
    i8 2, label %49
    i8 3, label %53
    i8 4, label %57
    i8 5, label %61
  ]

38:                                               ; preds = %34
  %39 = load i32, i32* %15, align 4, !tbaa !42
  %40 = icmp ne i32 %39, 0
  br label %70

41:                                               ; preds = %34
  %42 = getelementptr inbounds %struct.query, %struct.query* %1, i32 0, i32 0, i32 %19, i32 2
  %43 = load i32, i32* %42, align 4, !tbaa !49
  %44 = icmp eq i32 %35, %43
  br label %65

45:                                               ; preds = %34
  %46 = getelementptr inbounds %struct.query, %struct.query* %1, i32 0, i32 0, i32 %19, i32 2
  %47 = load i32, i32* %46, align 4, !tbaa !49
  %48 = icmp ne i32 %35, %47
  br label %65

49:                                               ; preds = %34
  %50 = getelementptr inbounds %struct.query, %struct.query* %1, i32 0, i32 0, i32 %19, i32 2
  %51 = load i32, i32* %50, align 4, !tbaa !49
  %52 = icmp slt i32 %35, %51
  br label %65

53:                                               ; preds = %34
  %54 = getelementptr inbounds %struct.query, %struct.query* %1, i32 0, i32 0, i32 %19, i32 2
  %55 = load i32, i32* %54, align 4, !tbaa !49
  %56 = icmp sle i32 %35, %55
  br label %65

57:                                               ; preds = %34
  %58 = getelementptr inbounds %struct.query, %struct.query* %1, i32 0, i32 0, i32 %19, i32 2
  %59 = load i32, i32* %58, align 4, !tbaa !49
  %60 = icmp sgt i32 %35, %59
  br label %65

61:                                               ; preds = %34
  %62 = getelementptr inbounds %struct.query, %struct.query* %1, i32 0, i32 0, i32 %19, i32 2
  %63 = load i32, i32* %62, align 4, !tbaa !49
  %64 = icmp sge i32 %35, %63
  br label %65

65:                                               ; preds = %41, %45, %49, %53, %57, %61
  %66 = phi i1 [ %64, %61 ], [ %60, %57 ], [ %56, %53 ], [ %52, %49 ], [ %48, %45 ], [ %44, %41 ]
  %67 = load i32, i32* %15, align 4, !tbaa !42
  %68 = icmp ne i32 %67, 0
  %69 = select i1 %68, i1 %66, i1 false
  br i1 %69, label %80, label %70

70:                                               ; preds = %65, %38
  %71 = phi i32 [ %39, %38 ], [ %67, %65 ]
  %72 = phi i1 [ %40, %38 ], [ %68, %65 ]
  %73 = phi i1 [ false, %38 ], [ %66, %65 ]
  %74 = select i1 %72, i1 true, i1 %73
  %75 = add nuw nsw i32 %19, 1
  br i1 %74, label %16, label %80

76:                                               ; preds = %16, %6
  %77 = phi i32 [ %8, %6 ], [ %71, %16 ]
  %78 = icmp eq i32 %77, 0
  %79 = zext i1 %78 to i32
  br label %80

80:                                               ; preds = %65, %70, %76
  %81 = phi i32 [ %79, %76 ], [ 1, %65 ], [ 0, %70 ]
  ret i32 %81
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @merge_sort(i16* noundef %0, i32 noundef signext %1, i32 noundef signext %2) unnamed_addr #2 {
  %4 = bitcast i16* %0 to i8*
  %5 = icmp slt i32 %1, 2
  br i1 %5, label %179, label %6

6:                                                ; preds = %3
  %7 = icmp ult i32 %1, 9
  br i1 %7, label %8, label %77

8:                                                ; preds = %6, %72
  %9 = phi i32 [ %75, %72 ], [ 1, %6 ]
  %10 = getelementptr inbounds i16, i16* %0, i32 %9
  %11 = load i16, i16* %10, align 2, !tbaa !5
  %12 = sext i16 %11 to i32
  %13 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %12, i32 2
  %14 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %12, i32 4
  %15 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %12, i32 5
  %16 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %12, i32 1
  br label %17

17:                                               ; preds = %8, %69
  %18 = phi i32 [ %9, %8 ], [ %19, %69 ]
  %19 = add nsw i32 %18, -1
  %20 = getelementptr inbounds i16, i16* %0, i32 %19
  %21 = load i16, i16* %20, align 2, !tbaa !5
  %22 = sext i16 %21 to i32
  switch i32 %2, label %72 [
    i32 0, label %23
    i32 1, label %47
    i32 2, label %52
  ]

23:                                               ; preds = %17
  %24 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %22, i32 1
  %25 = load i8*, i8** %24, align 4, !tbaa !18
  %26 = load i8*, i8** %16, align 4, !tbaa !18
  %27 = load i8, i8* %25, align 1, !tbaa !9
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %40, label %29

29:                                               ; preds = %23, %35
  %30 = phi i8 [ %38, %35 ], [ %27, %23 ]
  %31 = phi i8* [ %37, %35 ], [ %26, %23 ]
  %32 = phi i8* [ %36, %35 ], [ %25, %23 ]
  %33 = load i8, i8* %31, align 1, !tbaa !9
  %34 = icmp eq i8 %30, %33
  br i1 %34, label %35, label %40

35:                                               ; preds = %29
  %36 = getelementptr inbounds i8, i8* %32, i32 1
  %37 = getelementptr inbounds i8, i8* %31, i32 1
  %38 = load i8, i8* %36, align 1, !tbaa !9
  %39 = icmp eq i8 %38, 0
  br i1 %39, label %40, label %29, !llvm.loop !16

40:                                               ; preds = %35, %29, %23
  %41 = phi i8* [ %26, %23 ], [ %37, %35 ], [ %31, %29 ]
  %42 = phi i8 [ 0, %23 ], [ 0, %35 ], [ %30, %29 ]
  %43 = zext i8 %42 to i32
  %44 = load i8, i8* %41, align 1, !tbaa !9
  %45 = zext i8 %44 to i32
  %46 = sub nsw i32 %43, %45
  br label %66

47:                                               ; preds = %17
  %48 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %22, i32 5
  %49 = load i32, i32* %48, align 4, !tbaa !22
  %50 = load i32, i32* %15, align 4, !tbaa !22
  %51 = sub nsw i32 %49, %50
  br label %66

52:                                               ; preds = %17
  %53 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %22, i32 2
  %54 = load i8, i8* %53, align 4, !tbaa !19
  %55 = load i8, i8* %13, align 4, !tbaa !19
  %56 = icmp eq i8 %54, %55
  br i1 %56, label %61, label %57

57:                                               ; preds = %52
  %58 = zext i8 %55 to i32
  %59 = zext i8 %54 to i32
  %60 = sub nsw i32 %59, %58
  br label %66

61:                                               ; preds = %52
  %62 = load i32, i32* %14, align 4, !tbaa !21
  %63 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %22, i32 4
  %64 = load i32, i32* %63, align 4, !tbaa !21
  %65 = sub nsw i32 %62, %64
  br label %66

66:                                               ; preds = %40, %47, %57, %61
  %67 = phi i32 [ %60, %57 ], [ %65, %61 ], [ %51, %47 ], [ %46, %40 ]
  %68 = icmp sgt i32 %67, 0
  br i1 %68, label %69, label %72

69:                                               ; preds = %66
  %70 = getelementptr inbounds i16, i16* %0, i32 %18
  store i16 %21, i16* %70, align 2, !tbaa !5
  %71 = icmp sgt i32 %18, 1
  br i1 %71, label %17, label %72, !llvm.loop !73

72:                                               ; preds = %17, %69, %66
  %73 = phi i32 [ %9, %17 ], [ 0, %69 ], [ %18, %66 ]
  %74 = getelementptr inbounds i16, i16* %0, i32 %73
  store i16 %11, i16* %74, align 2, !tbaa !5
  %75 = add nuw nsw i32 %9, 1
  %76 = icmp eq i32 %75, %1
  br i1 %76, label %179, label %8, !llvm.loop !74

77:                                               ; preds = %6
  %78 = lshr i32 %1, 1
  tail call fastcc void @merge_sort(i16* noundef %0, i32 noundef signext %78, i32 noundef signext %2)
  %79 = getelementptr inbounds i16, i16* %0, i32 %78
  %80 = sub nsw i32 %1, %78
  tail call fastcc void @merge_sort(i16* noundef %79, i32 noundef signext %80, i32 noundef signext %2)
  br label %93

81:                                               ; preds = %150
  %82 = icmp ult i32 %155, %78
  br i1 %82, label %83, label %165

83:                                               ; preds = %81
  %84 = getelementptr [600 x i16], [600 x i16]* @sort_tmp, i32 0, i32 %160
  %85 = bitcast i16* %84 to i8*
  %86 = getelementptr i16, i16* %0, i32 %155
  %87 = bitcast i16* %86 to i8*
  %88 = and i32 %1, -2
  %89 = mul i32 %155, -2
  %90 = add i32 %89, %88
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %85, i8* align 2 %87, i32 %90, i1 false), !tbaa !5
  %91 = add nuw i32 %160, %78
  %92 = sub i32 %91, %155
  br label %165

93:                                               ; preds = %77, %150
  %94 = phi i32 [ %160, %150 ], [ 0, %77 ]
  %95 = phi i32 [ %157, %150 ], [ %78, %77 ]
  %96 = phi i32 [ %155, %150 ], [ 0, %77 ]
  %97 = getelementptr inbounds i16, i16* %0, i32 %95
  %98 = load i16, i16* %97, align 2, !tbaa !5
  %99 = sext i16 %98 to i32
  %100 = getelementptr inbounds i16, i16* %0, i32 %96
  %101 = load i16, i16* %100, align 2, !tbaa !5
  %102 = sext i16 %101 to i32
  switch i32 %2, label %150 [
    i32 0, label %103
    i32 1, label %128
    i32 2, label %134
  ]

103:                                              ; preds = %93
  %104 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %99, i32 1
  %105 = load i8*, i8** %104, align 4, !tbaa !18
  %106 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %102, i32 1
  %107 = load i8*, i8** %106, align 4, !tbaa !18
  %108 = load i8, i8* %105, align 1, !tbaa !9
  %109 = icmp eq i8 %108, 0
  br i1 %109, label %121, label %110

110:                                              ; preds = %103, %116
  %111 = phi i8 [ %119, %116 ], [ %108, %103 ]
  %112 = phi i8* [ %118, %116 ], [ %107, %103 ]
  %113 = phi i8* [ %117, %116 ], [ %105, %103 ]
  %114 = load i8, i8* %112, align 1, !tbaa !9
  %115 = icmp eq i8 %111, %114
  br i1 %115, label %116, label %121

116:                                              ; preds = %110
  %117 = getelementptr inbounds i8, i8* %113, i32 1
  %118 = getelementptr inbounds i8, i8* %112, i32 1
  %119 = load i8, i8* %117, align 1, !tbaa !9
  %120 = icmp eq i8 %119, 0
  br i1 %120, label %121, label %110, !llvm.loop !16

121:                                              ; preds = %116, %110, %103
  %122 = phi i8* [ %107, %103 ], [ %118, %116 ], [ %112, %110 ]
  %123 = phi i8 [ 0, %103 ], [ 0, %116 ], [ %111, %110 ]
  %124 = zext i8 %123 to i32
  %125 = load i8, i8* %122, align 1, !tbaa !9
  %126 = zext i8 %125 to i32
  %127 = sub nsw i32 %124, %126
  br label %150

128:                                              ; preds = %93
  %129 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %99, i32 5
  %130 = load i32, i32* %129, align 4, !tbaa !22
  %131 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %102, i32 5
  %132 = load i32, i32* %131, align 4, !tbaa !22
  %133 = sub nsw i32 %130, %132
  br label %150

134:                                              ; preds = %93
  %135 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %99, i32 2
  %136 = load i8, i8* %135, align 4, !tbaa !19
  %137 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %102, i32 2
  %138 = load i8, i8* %137, align 4, !tbaa !19
  %139 = icmp eq i8 %136, %138
  br i1 %139, label %144, label %140

140:                                              ; preds = %134
  %141 = zext i8 %138 to i32
  %142 = zext i8 %136 to i32
  %143 = sub nsw i32 %142, %141
  br label %150

144:                                              ; preds = %134
  %145 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %102, i32 4
  %146 = load i32, i32* %145, align 4, !tbaa !21
  %147 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %99, i32 4
  %148 = load i32, i32* %147, align 4, !tbaa !21
  %149 = sub nsw i32 %146, %148
  br label %150

150:                                              ; preds = %93, %121, %128, %140, %144
  %151 = phi i32 [ %143, %140 ], [ %149, %144 ], [ %133, %128 ], [ %127, %121 ], [ 0, %93 ]
  %152 = icmp slt i32 %151, 0
  %153 = xor i1 %152, true
  %154 = zext i1 %153 to i32
  %155 = add nuw nsw i32 %96, %154
  %156 = lshr i32 %151, 31
  %157 = add nuw nsw i32 %156, %95
  %158 = select i1 %152, i16* %97, i16* %100
  %159 = load i16, i16* %158, align 2, !tbaa !5
  %160 = add nuw nsw i32 %94, 1
  %161 = getelementptr inbounds [600 x i16], [600 x i16]* @sort_tmp, i32 0, i32 %94
  store i16 %159, i16* %161, align 2, !tbaa !5
  %162 = icmp ult i32 %155, %78
  %163 = icmp slt i32 %157, %1
  %164 = select i1 %162, i1 %163, i1 false
  br i1 %164, label %93, label %81, !llvm.loop !75

165:                                              ; preds = %83, %81
  %166 = phi i32 [ %160, %81 ], [ %92, %83 ]
  %167 = icmp slt i32 %157, %1
  br i1 %167, label %168, label %175

168:                                              ; preds = %165
  %169 = getelementptr [600 x i16], [600 x i16]* @sort_tmp, i32 0, i32 %166
  %170 = bitcast i16* %169 to i8*
  %171 = getelementptr i16, i16* %0, i32 %157
  %172 = bitcast i16* %171 to i8*
  %173 = sub i32 %1, %157
  %174 = shl i32 %173, 1
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %170, i8* align 2 %172, i32 %174, i1 false), !tbaa !5
  br label %175

175:                                              ; preds = %168, %165
  %176 = icmp sgt i32 %1, 0
  br i1 %176, label %177, label %179

177:                                              ; preds = %175
  %178 = shl nuw i32 %1, 1
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %4, i8* align 2 bitcast ([600 x i16]* @sort_tmp to i8*), i32 %178, i1 false), !tbaa !5
  br label %179

179:                                              ; preds = %72, %177, %175, %3
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal fastcc i32 @heap_pop() unnamed_addr #5 {
  %1 = load i16, i16* getelementptr inbounds ([600 x i16], [600 x i16]* @heap, i32 0, i32 0), align 4, !tbaa !5
  %2 = load i32, i32* @heap_size, align 4, !tbaa !1
  %3 = add nsw i32 %2, -1
  store i32 %3, i32* @heap_size, align 4, !tbaa !1
  %4 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %3
  %5 = load i16, i16* %4, align 2, !tbaa !5
  store i16 %5, i16* getelementptr inbounds ([600 x i16], [600 x i16]* @heap, i32 0, i32 0), align 4, !tbaa !5
  br label %6

6:                                                ; preds = %60, %0
  %7 = phi i32 [ 0, %0 ], [ %58, %60 ]
  %8 = shl nsw i32 %7, 1
  %9 = or i32 %8, 1
  %10 = add i32 %8, 2
  %11 = icmp slt i32 %9, %3
  br i1 %11, label %12, label %33

12:                                               ; preds = %6
  %13 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %9
  %14 = load i16, i16* %13, align 2, !tbaa !5
  %15 = sext i16 %14 to i32
  %16 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %7
  %17 = load i16, i16* %16, align 2, !tbaa !5
  %18 = sext i16 %17 to i32
  %19 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %15, i32 4
  %20 = load i32, i32* %19, align 4, !tbaa !21
  %21 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %18, i32 4
  %22 = load i32, i32* %21, align 4, !tbaa !21
  %23 = icmp eq i32 %20, %22
  br i1 %23, label %26, label %24

24:                                               ; preds = %12
  %25 = icmp slt i32 %20, %22
  br i1 %25, label %33, label %32

26:                                               ; preds = %12
  %27 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %15, i32 0
  %28 = load i32, i32* %27, align 4, !tbaa !13
  %29 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %18, i32 0
  %30 = load i32, i32* %29, align 4, !tbaa !13
  %31 = icmp ult i32 %28, %30
  br i1 %31, label %33, label %32

32:                                               ; preds = %24, %26
  br label %33

33:                                               ; preds = %26, %24, %32, %6
  %34 = phi i32 [ %7, %6 ], [ %7, %32 ], [ %9, %24 ], [ %9, %26 ]
  %35 = icmp slt i32 %10, %3
  br i1 %35, label %36, label %57

36:                                               ; preds = %33
  %37 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %10
  %38 = load i16, i16* %37, align 4, !tbaa !5
  %39 = sext i16 %38 to i32
  %40 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %34
  %41 = load i16, i16* %40, align 2, !tbaa !5
  %42 = sext i16 %41 to i32
  %43 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %39, i32 4
  %44 = load i32, i32* %43, align 4, !tbaa !21
  %45 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %42, i32 4
  %46 = load i32, i32* %45, align 4, !tbaa !21
  %47 = icmp eq i32 %44, %46
  br i1 %47, label %50, label %48

48:                                               ; preds = %36
  %49 = icmp slt i32 %44, %46
  br i1 %49, label %57, label %56

50:                                               ; preds = %36
  %51 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %39, i32 0
  %52 = load i32, i32* %51, align 4, !tbaa !13
  %53 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %42, i32 0
  %54 = load i32, i32* %53, align 4, !tbaa !13
  %55 = icmp ult i32 %52, %54
  br i1 %55, label %57, label %56

56:                                               ; preds = %48, %50
  br label %57

57:                                               ; preds = %50, %48, %56, %33
  %58 = phi i32 [ %34, %33 ], [ %34, %56 ], [ %10, %48 ], [ %10, %50 ]
  %59 = icmp eq i32 %58, %7
  br i1 %59, label %65, label %60

60:                                               ; preds = %57
  %61 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %58
  %62 = load i16, i16* %61, align 2, !tbaa !5
  %63 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %7
  %64 = load i16, i16* %63, align 2, !tbaa !5
  store i16 %64, i16* %61, align 2, !tbaa !5
  store i16 %62, i16* %63, align 2, !tbaa !5
  br label %6

65:                                               ; preds = %57
  %66 = sext i16 %1 to i32
  ret i32 %66
}

; Function Attrs: nofree nosync nounwind
define internal fastcc i32 @avl_remove(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #2 {
  %3 = icmp slt i32 %0, 0
  br i1 %3, label %51, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %1, i32 4
  %6 = load i32, i32* %5, align 4, !tbaa !21
  %7 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %0, i32 4
  %8 = load i32, i32* %7, align 4, !tbaa !21
  %9 = icmp eq i32 %6, %8
  br i1 %9, label %12, label %10

10:                                               ; preds = %4
  %11 = icmp slt i32 %6, %8
  br i1 %11, label %20, label %22

12:                                               ; preds = %4
  %13 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %1, i32 0
  %14 = load i32, i32* %13, align 4, !tbaa !13
  %15 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %0, i32 0
  %16 = load i32, i32* %15, align 4, !tbaa !13
  %17 = icmp eq i32 %14, %16
  br i1 %17, label %24, label %18

18:                                               ; preds = %12
  %19 = icmp ult i32 %14, %16
  br i1 %19, label %20, label %22

20:                                               ; preds = %18, %10
  %21 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %0, i32 0
  br label %44

22:                                               ; preds = %18, %10
  %23 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %0, i32 1
  br label %44

24:                                               ; preds = %12
  %25 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %0, i32 0
  %26 = load i16, i16* %25, align 2, !tbaa !70
  %27 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %0, i32 1
  %28 = load i16, i16* %27, align 2, !tbaa !68
  %29 = sext i16 %28 to i32
  %30 = icmp slt i16 %28, 0
  br i1 %30, label %31, label %33

31:                                               ; preds = %24
  %32 = sext i16 %26 to i32
  br label %51

33:                                               ; preds = %24, %33
  %34 = phi i32 [ %38, %33 ], [ %29, %24 ]
  %35 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %34, i32 0
  %36 = load i16, i16* %35, align 2, !tbaa !70
  %37 = icmp sgt i16 %36, -1
  %38 = zext i16 %36 to i32
  br i1 %37, label %33, label %39, !llvm.loop !76

39:                                               ; preds = %33
  %40 = tail call fastcc i32 @avl_remove_min(i32 noundef signext %29)
  %41 = trunc i32 %40 to i16
  %42 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %34, i32 1
  store i16 %41, i16* %42, align 2, !tbaa !68
  store i16 %26, i16* %35, align 2, !tbaa !70
  %43 = tail call fastcc i32 @balance(i32 noundef signext %34)
  br label %51

44:                                               ; preds = %22, %20
  %45 = phi i16* [ %23, %22 ], [ %21, %20 ]
  %46 = load i16, i16* %45, align 2, !tbaa !5
  %47 = sext i16 %46 to i32
  %48 = tail call fastcc i32 @avl_remove(i32 noundef signext %47, i32 noundef signext %1)
  %49 = trunc i32 %48 to i16
  store i16 %49, i16* %45, align 2, !tbaa !5
  %50 = tail call fastcc i32 @balance(i32 noundef signext %0)
  br label %51

51:                                               ; preds = %44, %39, %31, %2
  %52 = phi i32 [ -1, %2 ], [ %50, %44 ], [ %32, %31 ], [ %43, %39 ]
  ret i32 %52
}

; Function Attrs: nofree nosync nounwind
define internal fastcc i32 @avl_remove_min(i32 noundef signext %0) unnamed_addr #2 {
  %2 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %0, i32 0
  %3 = load i16, i16* %2, align 2, !tbaa !70
  %4 = icmp slt i16 %3, 0
  br i1 %4, label %5, label %11

5:                                                ; preds = %1
  %6 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %0, i32 1
  %7 = load i16, i16* %6, align 2, !tbaa !68
  %8 = sext i16 %7 to i32
  br label %9

9:                                                ; preds = %5, %11
  %10 = phi i32 [ %15, %11 ], [ %8, %5 ]
  ret i32 %10

11:                                               ; preds = %1
  %12 = zext i16 %3 to i32
  %13 = tail call fastcc i32 @avl_remove_min(i32 noundef signext %12)
  %14 = trunc i32 %13 to i16
  store i16 %14, i16* %2, align 2, !tbaa !70
  %15 = tail call fastcc i32 @balance(i32 noundef signext %0)
  br label %9
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #6

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #7

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { nofree norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #5 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #6 = { argmemonly nofree nounwind willreturn writeonly }
attributes #7 = { argmemonly nofree nounwind willreturn }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!6, !6, i64 0}
!6 = !{!"short", !3, i64 0}
!7 = !{!8, !8, i64 0}
!8 = !{!"any pointer", !3, i64 0}
!9 = !{!3, !3, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!14, !2, i64 0}
!14 = !{!"record", !2, i64 0, !8, i64 4, !3, i64 8, !3, i64 9, !2, i64 12, !2, i64 16, !3, i64 20}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = !{!14, !8, i64 4}
!19 = !{!14, !3, i64 8}
!20 = !{!14, !3, i64 9}
!21 = !{!14, !2, i64 12}
!22 = !{!14, !2, i64 16}
!23 = !{!14, !3, i64 20}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !11}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11}
!32 = distinct !{!32, !11}
!33 = distinct !{!33, !11}
!34 = distinct !{!34, !11}
!35 = distinct !{!35, !11}
!36 = distinct !{!36, !11}
!37 = distinct !{!37, !11}
!38 = distinct !{!38, !11}
!39 = distinct !{!39, !11}
!40 = !{!41, !2, i64 48}
!41 = !{!"query", !3, i64 0, !2, i64 48, !2, i64 52}
!42 = !{!41, !2, i64 52}
!43 = !{!44, !3, i64 0}
!44 = !{!"cond", !3, i64 0, !3, i64 1, !2, i64 4}
!45 = distinct !{!45, !11}
!46 = !{!44, !3, i64 1}
!47 = distinct !{!47, !11}
!48 = distinct !{!48, !11}
!49 = !{!44, !2, i64 4}
!50 = distinct !{!50, !11}
!51 = distinct !{!51, !11}
!52 = distinct !{!52, !11}
!53 = distinct !{!53, !11}
!54 = distinct !{!54, !11}
!55 = distinct !{!55, !11}
!56 = distinct !{!56, !11}
!57 = distinct !{!57, !11}
!58 = distinct !{!58, !11}
!59 = distinct !{!59, !11}
!60 = !{!61, !2, i64 16}
!61 = !{!"group", !2, i64 0, !2, i64 4, !2, i64 8, !2, i64 12, !2, i64 16}
!62 = !{!61, !2, i64 4}
!63 = !{!61, !2, i64 0}
!64 = !{!61, !2, i64 8}
!65 = !{!61, !2, i64 12}
!66 = distinct !{!66, !11}
!67 = distinct !{!67, !11}
!68 = !{!69, !6, i64 2}
!69 = !{!"avl", !6, i64 0, !6, i64 2, !3, i64 4}
!70 = !{!69, !6, i64 0}
!71 = !{!69, !3, i64 4}
!72 = distinct !{!72, !11}
!73 = distinct !{!73, !11}
!74 = distinct !{!74, !11}
!75 = distinct !{!75, !11}
!76 = distinct !{!76, !11}
