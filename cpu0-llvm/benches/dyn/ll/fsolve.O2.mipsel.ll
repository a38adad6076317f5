; ModuleID = 'fsolve.c'
source_filename = "fsolve.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@rng_state = internal unnamed_addr global i32 12345, align 4
@.str.5 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #3
  store i32 0, i32* %1, align 4, !tbaa !1
  %6 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %6) #3
  store i32 0, i32* %2, align 4, !tbaa !1
  %7 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7) #3
  store i32 0, i32* %3, align 4, !tbaa !1
  %8 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %8) #3
  store i32 0, i32* %4, align 4, !tbaa !1
  br label %170

9:                                                ; preds = %170
  store volatile i8 98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %10 = lshr i32 %190, 28
  %11 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %10
  %12 = load i8, i8* %11, align 1, !tbaa !5
  store volatile i8 %12, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %13 = lshr i32 %190, 24
  %14 = and i32 %13, 15
  %15 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %14
  %16 = load i8, i8* %15, align 1, !tbaa !5
  store volatile i8 %16, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %17 = lshr i32 %190, 20
  %18 = and i32 %17, 15
  %19 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %18
  %20 = load i8, i8* %19, align 1, !tbaa !5
  store volatile i8 %20, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %21 = lshr i32 %190, 16
  %22 = and i32 %21, 15
  %23 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %22
  %24 = load i8, i8* %23, align 1, !tbaa !5
  store volatile i8 %24, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %25 = lshr i32 %190, 12
  %26 = and i32 %25, 15
  %27 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %26
  %28 = load i8, i8* %27, align 1, !tbaa !5
  store volatile i8 %28, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %29 = lshr i32 %190, 8
  %30 = and i32 %29, 15
  %31 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %30
  %32 = load i8, i8* %31, align 1, !tbaa !5
  store volatile i8 %32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %33 = lshr i32 %190, 4
  %34 = and i32 %33, 15
  %35 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %34
  %36 = load i8, i8* %35, align 1, !tbaa !5
  store volatile i8 %36, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %37 = and i32 %190, 15
  %38 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %37
  %39 = load i8, i8* %38, align 1, !tbaa !5
  store volatile i8 %39, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 119, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %40 = lshr i32 %198, 28
  %41 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %40
  %42 = load i8, i8* %41, align 1, !tbaa !5
  store volatile i8 %42, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %43 = lshr i32 %198, 24
  %44 = and i32 %43, 15
  %45 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %44
  %46 = load i8, i8* %45, align 1, !tbaa !5
  store volatile i8 %46, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %47 = lshr i32 %198, 20
  %48 = and i32 %47, 15
  %49 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %48
  %50 = load i8, i8* %49, align 1, !tbaa !5
  store volatile i8 %50, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %51 = lshr i32 %198, 16
  %52 = and i32 %51, 15
  %53 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %52
  %54 = load i8, i8* %53, align 1, !tbaa !5
  store volatile i8 %54, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %55 = lshr i32 %198, 12
  %56 = and i32 %55, 15
  %57 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %56
  %58 = load i8, i8* %57, align 1, !tbaa !5
  store volatile i8 %58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %59 = lshr i32 %198, 8
  %60 = and i32 %59, 15
  %61 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %60
  %62 = load i8, i8* %61, align 1, !tbaa !5
  store volatile i8 %62, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %63 = lshr i32 %198, 4
  %64 = and i32 %63, 15
  %65 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %64
  %66 = load i8, i8* %65, align 1, !tbaa !5
  store volatile i8 %66, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %67 = and i32 %198, 15
  %68 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %67
  %69 = load i8, i8* %68, align 1, !tbaa !5
  store volatile i8 %69, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 113, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %70 = lshr i32 %208, 28
  %71 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %70
  %72 = load i8, i8* %71, align 1, !tbaa !5
  store volatile i8 %72, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %73 = lshr i32 %208, 24
  %74 = and i32 %73, 15
  %75 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %74
  %76 = load i8, i8* %75, align 1, !tbaa !5
  store volatile i8 %76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %77 = lshr i32 %208, 20
  %78 = and i32 %77, 15
  %79 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %78
  %80 = load i8, i8* %79, align 1, !tbaa !5
  store volatile i8 %80, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %81 = lshr i32 %208, 16
  %82 = and i32 %81, 15
  %83 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %82
  %84 = load i8, i8* %83, align 1, !tbaa !5
  store volatile i8 %84, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %85 = lshr i32 %208, 12
  %86 = and i32 %85, 15
  %87 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %86
  %88 = load i8, i8* %87, align 1, !tbaa !5
  store volatile i8 %88, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %89 = lshr i32 %208, 8
  %90 = and i32 %89, 15
  %91 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %90
  %92 = load i8, i8* %91, align 1, !tbaa !5
  store volatile i8 %92, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %93 = lshr i32 %208, 4
  %94 = and i32 %93, 15
  %95 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %94
  %96 = load i8, i8* %95, align 1, !tbaa !5
  store volatile i8 %96, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %97 = and i32 %208, 15
  %98 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %97
  %99 = load i8, i8* %98, align 1, !tbaa !5
  store volatile i8 %99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %100 = lshr i32 %217, 28
  %101 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %100
  %102 = load i8, i8* %101, align 1, !tbaa !5
  store volatile i8 %102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %103 = lshr i32 %217, 24
  %104 = and i32 %103, 15
  %105 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %104
  %106 = load i8, i8* %105, align 1, !tbaa !5
  store volatile i8 %106, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %107 = lshr i32 %217, 20
  %108 = and i32 %107, 15
  %109 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %108
  %110 = load i8, i8* %109, align 1, !tbaa !5
  store volatile i8 %110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %111 = lshr i32 %217, 16
  %112 = and i32 %111, 15
  %113 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %112
  %114 = load i8, i8* %113, align 1, !tbaa !5
  store volatile i8 %114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %115 = lshr i32 %217, 12
  %116 = and i32 %115, 15
  %117 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %116
  %118 = load i8, i8* %117, align 1, !tbaa !5
  store volatile i8 %118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %119 = lshr i32 %217, 8
  %120 = and i32 %119, 15
  %121 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %120
  %122 = load i8, i8* %121, align 1, !tbaa !5
  store volatile i8 %122, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %123 = lshr i32 %217, 4
  %124 = and i32 %123, 15
  %125 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %124
  %126 = load i8, i8* %125, align 1, !tbaa !5
  store volatile i8 %126, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %127 = and i32 %217, 15
  %128 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %127
  %129 = load i8, i8* %128, align 1, !tbaa !5
  store volatile i8 %129, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %130 = load i32, i32* %1, align 4, !tbaa !1
  %131 = load i32, i32* %2, align 4, !tbaa !1
  %132 = mul nsw i32 %131, 7
  %133 = load i32, i32* %3, align 4, !tbaa !1
  %134 = mul nsw i32 %133, 31
  %135 = load i32, i32* %4, align 4, !tbaa !1
  %136 = mul nsw i32 %135, 127
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %137 = add nsw i32 %132, %130
  %138 = add nsw i32 %137, %134
  %139 = add nsw i32 %138, %136
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %140 = lshr i32 %139, 28
  %141 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %140
  %142 = load i8, i8* %141, align 1, !tbaa !5
  store volatile i8 %142, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %143 = lshr i32 %139, 24
  %144 = and i32 %143, 15
  %145 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %144
  %146 = load i8, i8* %145, align 1, !tbaa !5
  store volatile i8 %146, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %147 = lshr i32 %139, 20
  %148 = and i32 %147, 15
  %149 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %148
  %150 = load i8, i8* %149, align 1, !tbaa !5
  store volatile i8 %150, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %151 = lshr i32 %139, 16
  %152 = and i32 %151, 15
  %153 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %152
  %154 = load i8, i8* %153, align 1, !tbaa !5
  store volatile i8 %154, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %155 = lshr i32 %139, 12
  %156 = and i32 %155, 15
  %157 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %156
  %158 = load i8, i8* %157, align 1, !tbaa !5
  store volatile i8 %158, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %159 = lshr i32 %139, 8
  %160 = and i32 %159, 15
  %161 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %160
  %162 = load i8, i8* %161, align 1, !tbaa !5
  store volatile i8 %162, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %163 = lshr i32 %139, 4
  %164 = and i32 %163, 15
  %165 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %164
  %166 = load i8, i8* %165, align 1, !tbaa !5
  store volatile i8 %166, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %167 = and i32 %139, 15
  %168 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %167
  %169 = load i8, i8* %168, align 1, !tbaa !5
  store volatile i8 %169, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %8) #3
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7) #3
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %6) #3
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #3
  ret i32 0

170:                                              ; preds = %0, %170
  %171 = phi i32 [ 0, %0 ], [ %190, %170 ]
  %172 = phi i32 [ 0, %0 ], [ %198, %170 ]
  %173 = phi i32 [ 0, %0 ], [ %208, %170 ]
  %174 = phi i32 [ 0, %0 ], [ %217, %170 ]
  %175 = phi i32 [ 0, %0 ], [ %218, %170 ]
  %176 = load i32, i32* @rng_state, align 4, !tbaa !1
  %177 = mul i32 %176, 1664525
  %178 = add i32 %177, 1013904223
  store i32 %178, i32* @rng_state, align 4, !tbaa !1
  %179 = lshr i32 %178, 8
  %180 = urem i32 %179, 20001
  %181 = add nsw i32 %180, -10000
  %182 = sitofp i32 %181 to double
  %183 = fdiv double %182, 1.000000e+03
  %184 = call fastcc double @bisect(double noundef %183, i32* noundef nonnull %1)
  %185 = mul i32 %171, 31
  %186 = bitcast double %184 to i64
  %187 = lshr i64 %186, 32
  %188 = xor i64 %187, %186
  %189 = trunc i64 %188 to i32
  %190 = add i32 %185, %189
  %191 = fadd double %184, 2.500000e-01
  %192 = call fastcc double @newton(double noundef %191, double noundef %183, i32* noundef nonnull %2)
  %193 = mul i32 %172, 31
  %194 = bitcast double %192 to i64
  %195 = lshr i64 %194, 32
  %196 = xor i64 %195, %194
  %197 = trunc i64 %196 to i32
  %198 = add i32 %193, %197
  %199 = fcmp olt double %183, 0.000000e+00
  %200 = fneg double %183
  %201 = select i1 %199, double %200, double %183
  %202 = call fastcc double @root(double noundef %201, i32* noundef nonnull %3)
  %203 = mul i32 %173, 31
  %204 = bitcast double %202 to i64
  %205 = lshr i64 %204, 32
  %206 = xor i64 %205, %204
  %207 = trunc i64 %206 to i32
  %208 = add i32 %203, %207
  %209 = fadd double %184, -5.000000e-01
  %210 = fadd double %184, 5.000000e-01
  %211 = call fastcc double @secant(double noundef %209, double noundef %210, double noundef %183, i32* noundef nonnull %4)
  %212 = mul i32 %174, 31
  %213 = bitcast double %211 to i64
  %214 = lshr i64 %213, 32
  %215 = xor i64 %214, %213
  %216 = trunc i64 %215 to i32
  %217 = add i32 %212, %216
  %218 = add nuw nsw i32 %175, 1
  %219 = icmp eq i32 %218, 150
  br i1 %219, label %9, label %170, !llvm.loop !6
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc double @bisect(double noundef %0, i32* nocapture noundef %1) unnamed_addr #2 {
  %3 = fsub double -1.150000e+02, %0
  %4 = load i32, i32* %1, align 4, !tbaa !1
  br label %5

5:                                                ; preds = %2, %5
  %6 = phi i32 [ %4, %2 ], [ %22, %5 ]
  %7 = phi double [ -5.000000e+00, %2 ], [ %21, %5 ]
  %8 = phi double [ 5.000000e+00, %2 ], [ %20, %5 ]
  %9 = phi double [ %3, %2 ], [ %19, %5 ]
  %10 = fadd double %8, %7
  %11 = fmul double %10, 5.000000e-01
  %12 = fmul double %11, %11
  %13 = fadd double %12, -2.000000e+00
  %14 = fmul double %11, %13
  %15 = fsub double %14, %0
  %16 = fcmp uge double %15, 0.000000e+00
  %17 = fcmp olt double %9, 0.000000e+00
  %18 = xor i1 %17, %16
  %19 = select i1 %18, double %15, double %9
  %20 = select i1 %18, double %8, double %11
  %21 = select i1 %18, double %11, double %7
  %22 = add nsw i32 %6, 1
  %23 = fsub double %20, %21
  %24 = fcmp ogt double %23, 0x3D719799812DEA11
  br i1 %24, label %5, label %25, !llvm.loop !8

25:                                               ; preds = %5
  store i32 %22, i32* %1, align 4, !tbaa !1
  %26 = fadd double %20, %21
  %27 = fmul double %26, 5.000000e-01
  ret double %27
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc double @newton(double noundef %0, double noundef %1, i32* nocapture noundef %2) unnamed_addr #2 {
  br label %4

4:                                                ; preds = %13, %3
  %5 = phi double [ %0, %3 ], [ %19, %13 ]
  %6 = phi i32 [ 0, %3 ], [ %26, %13 ]
  %7 = fmul double %5, 3.000000e+00
  %8 = fmul double %5, %7
  %9 = fadd double %8, -2.000000e+00
  %10 = fcmp ogt double %9, -1.000000e-09
  %11 = fcmp olt double %9, 1.000000e-09
  %12 = and i1 %10, %11
  br i1 %12, label %29, label %13

13:                                               ; preds = %4
  %14 = fmul double %5, %5
  %15 = fadd double %14, -2.000000e+00
  %16 = fmul double %5, %15
  %17 = fsub double %16, %1
  %18 = fdiv double %17, %9
  %19 = fsub double %5, %18
  %20 = fsub double %19, %5
  %21 = load i32, i32* %2, align 4, !tbaa !1
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %2, align 4, !tbaa !1
  %23 = fcmp olt double %20, 1.000000e-13
  %24 = fcmp ogt double %20, -1.000000e-13
  %25 = and i1 %23, %24
  %26 = add nuw nsw i32 %6, 1
  %27 = icmp eq i32 %26, 60
  %28 = select i1 %25, i1 true, i1 %27
  br i1 %28, label %29, label %4, !llvm.loop !9

29:                                               ; preds = %13, %4
  %30 = phi double [ %5, %4 ], [ %19, %13 ]
  ret double %30
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc double @root(double noundef %0, i32* nocapture noundef %1) unnamed_addr #2 {
  %3 = fcmp ugt double %0, 0.000000e+00
  br i1 %3, label %4, label %17

4:                                                ; preds = %2
  %5 = fcmp ogt double %0, 1.000000e+00
  %6 = select i1 %5, double %0, double 1.000000e+00
  %7 = load i32, i32* %1, align 4, !tbaa !1
  br label %8

8:                                                ; preds = %8, %4
  %9 = phi i32 [ %7, %4 ], [ %14, %8 ]
  %10 = phi double [ %6, %4 ], [ %13, %8 ]
  %11 = fdiv double %0, %10
  %12 = fadd double %10, %11
  %13 = fmul double %12, 5.000000e-01
  %14 = add nsw i32 %9, 1
  %15 = fcmp ult double %13, %10
  br i1 %15, label %8, label %16

16:                                               ; preds = %8
  store i32 %14, i32* %1, align 4, !tbaa !1
  br label %17

17:                                               ; preds = %16, %2
  %18 = phi double [ 0.000000e+00, %2 ], [ %10, %16 ]
  ret double %18
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc double @secant(double noundef %0, double noundef %1, double noundef %2, i32* nocapture noundef %3) unnamed_addr #2 {
  %5 = fmul double %0, %0
  %6 = fadd double %5, -2.000000e+00
  %7 = fmul double %6, %0
  %8 = fsub double %7, %2
  %9 = fmul double %1, %1
  %10 = fadd double %9, -2.000000e+00
  %11 = fmul double %10, %1
  %12 = fsub double %11, %2
  %13 = fcmp une double %12, %8
  br i1 %13, label %14, label %46

14:                                               ; preds = %4
  %15 = load i32, i32* %3, align 4, !tbaa !1
  br label %21

16:                                               ; preds = %39
  %17 = add nuw nsw i32 %24, 1
  %18 = icmp ult i32 %24, 49
  %19 = fcmp une double %36, %25
  %20 = select i1 %18, i1 %19, i1 false
  br i1 %20, label %21, label %45, !llvm.loop !10

21:                                               ; preds = %14, %16
  %22 = phi i32 [ %15, %14 ], [ %37, %16 ]
  %23 = phi double [ %0, %14 ], [ %27, %16 ]
  %24 = phi i32 [ 0, %14 ], [ %17, %16 ]
  %25 = phi double [ %12, %14 ], [ %36, %16 ]
  %26 = phi double [ %8, %14 ], [ %25, %16 ]
  %27 = phi double [ %1, %14 ], [ %32, %16 ]
  %28 = fsub double %27, %23
  %29 = fmul double %25, %28
  %30 = fsub double %25, %26
  %31 = fdiv double %29, %30
  %32 = fsub double %27, %31
  %33 = fmul double %32, %32
  %34 = fadd double %33, -2.000000e+00
  %35 = fmul double %32, %34
  %36 = fsub double %35, %2
  %37 = add nsw i32 %22, 1
  %38 = fcmp oeq double %36, 0.000000e+00
  br i1 %38, label %45, label %39

39:                                               ; preds = %21
  %40 = fsub double %32, %27
  %41 = fcmp olt double %40, 0x3D06849B86A12B9B
  %42 = fsub double %27, %32
  %43 = fcmp olt double %42, 0x3D06849B86A12B9B
  %44 = and i1 %41, %43
  br i1 %44, label %45, label %16

45:                                               ; preds = %16, %21, %39
  store i32 %37, i32* %3, align 4, !tbaa !1
  br label %46

46:                                               ; preds = %45, %4
  %47 = phi double [ %1, %4 ], [ %32, %45 ]
  ret double %47
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!3, !3, i64 0}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
