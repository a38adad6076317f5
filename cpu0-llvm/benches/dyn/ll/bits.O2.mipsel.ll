; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@words = internal unnamed_addr global [1024 x i32] zeroinitializer, align 4
@buf = internal unnamed_addr global [1024 x i8] zeroinitializer, align 1
@rng_state = internal unnamed_addr global i32 12345, align 4
@.str.6 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: nofree norecurse nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @rng_state, align 4, !tbaa !1
  br label %3

2:                                                ; preds = %3
  store i32 %7, i32* @rng_state, align 4, !tbaa !1
  br label %198

3:                                                ; preds = %0, %3
  %4 = phi i32 [ 0, %0 ], [ %13, %3 ]
  %5 = phi i32 [ %1, %0 ], [ %7, %3 ]
  %6 = mul i32 %5, 1664525
  %7 = add i32 %6, 1013904223
  %8 = lshr i32 %7, 8
  %9 = mul i32 %8, -1640531535
  %10 = getelementptr inbounds [1024 x i32], [1024 x i32]* @words, i32 0, i32 %4
  store i32 %9, i32* %10, align 4, !tbaa !1
  %11 = trunc i32 %9 to i8
  %12 = getelementptr inbounds [1024 x i8], [1024 x i8]* @buf, i32 0, i32 %4
  store i8 %11, i8* %12, align 1, !tbaa !5
  %13 = add nuw nsw i32 %4, 1
  %14 = icmp eq i32 %13, 1024
  br i1 %14, label %2, label %3, !llvm.loop !6

15:                                               ; preds = %198
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %16 = lshr i32 %207, 28
  %17 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %16
  %18 = load i8, i8* %17, align 1, !tbaa !5
  store volatile i8 %18, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %19 = lshr i32 %207, 24
  %20 = and i32 %19, 15
  %21 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %20
  %22 = load i8, i8* %21, align 1, !tbaa !5
  store volatile i8 %22, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %23 = lshr i32 %207, 20
  %24 = and i32 %23, 15
  %25 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %24
  %26 = load i8, i8* %25, align 1, !tbaa !5
  store volatile i8 %26, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %27 = lshr i32 %207, 16
  %28 = and i32 %27, 15
  %29 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %28
  %30 = load i8, i8* %29, align 1, !tbaa !5
  store volatile i8 %30, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %31 = lshr i32 %207, 12
  %32 = and i32 %31, 15
  %33 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %32
  %34 = load i8, i8* %33, align 1, !tbaa !5
  store volatile i8 %34, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %35 = lshr i32 %207, 8
  %36 = and i32 %35, 15
  %37 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %36
  %38 = load i8, i8* %37, align 1, !tbaa !5
  store volatile i8 %38, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %39 = lshr i32 %207, 4
  %40 = and i32 %39, 15
  %41 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %40
  %42 = load i8, i8* %41, align 1, !tbaa !5
  store volatile i8 %42, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %43 = and i32 %207, 15
  %44 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %43
  %45 = load i8, i8* %44, align 1, !tbaa !5
  store volatile i8 %45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %46 = lshr i32 %209, 28
  %47 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %46
  %48 = load i8, i8* %47, align 1, !tbaa !5
  store volatile i8 %48, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %49 = lshr i32 %209, 24
  %50 = and i32 %49, 15
  %51 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %50
  %52 = load i8, i8* %51, align 1, !tbaa !5
  store volatile i8 %52, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %53 = lshr i32 %209, 20
  %54 = and i32 %53, 15
  %55 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %54
  %56 = load i8, i8* %55, align 1, !tbaa !5
  store volatile i8 %56, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %57 = lshr i32 %209, 16
  %58 = and i32 %57, 15
  %59 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %58
  %60 = load i8, i8* %59, align 1, !tbaa !5
  store volatile i8 %60, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %61 = lshr i32 %209, 12
  %62 = and i32 %61, 15
  %63 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %62
  %64 = load i8, i8* %63, align 1, !tbaa !5
  store volatile i8 %64, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %65 = lshr i32 %209, 8
  %66 = and i32 %65, 15
  %67 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %66
  %68 = load i8, i8* %67, align 1, !tbaa !5
  store volatile i8 %68, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %69 = lshr i32 %209, 4
  %70 = and i32 %69, 15
  %71 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %70
  %72 = load i8, i8* %71, align 1, !tbaa !5
  store volatile i8 %72, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %73 = and i32 %209, 15
  %74 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %73
  %75 = load i8, i8* %74, align 1, !tbaa !5
  store volatile i8 %75, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 122, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %76 = lshr i32 %213, 28
  %77 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %76
  %78 = load i8, i8* %77, align 1, !tbaa !5
  store volatile i8 %78, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %79 = lshr i32 %213, 24
  %80 = and i32 %79, 15
  %81 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %80
  %82 = load i8, i8* %81, align 1, !tbaa !5
  store volatile i8 %82, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %83 = lshr i32 %213, 20
  %84 = and i32 %83, 15
  %85 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %84
  %86 = load i8, i8* %85, align 1, !tbaa !5
  store volatile i8 %86, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %87 = lshr i32 %213, 16
  %88 = and i32 %87, 15
  %89 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %88
  %90 = load i8, i8* %89, align 1, !tbaa !5
  store volatile i8 %90, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %91 = lshr i32 %213, 12
  %92 = and i32 %91, 15
  %93 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %92
  %94 = load i8, i8* %93, align 1, !tbaa !5
  store volatile i8 %94, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %95 = lshr i32 %213, 8
  %96 = and i32 %95, 15
  %97 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %96
  %98 = load i8, i8* %97, align 1, !tbaa !5
  store volatile i8 %98, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %99 = lshr i32 %213, 4
  %100 = and i32 %99, 15
  %101 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %100
  %102 = load i8, i8* %101, align 1, !tbaa !5
  store volatile i8 %102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %103 = and i32 %213, 15
  %104 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %103
  %105 = load i8, i8* %104, align 1, !tbaa !5
  store volatile i8 %105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 103, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 121, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %106 = lshr i32 %217, 28
  %107 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %106
  %108 = load i8, i8* %107, align 1, !tbaa !5
  store volatile i8 %108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %109 = lshr i32 %217, 24
  %110 = and i32 %109, 15
  %111 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %110
  %112 = load i8, i8* %111, align 1, !tbaa !5
  store volatile i8 %112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %113 = lshr i32 %217, 20
  %114 = and i32 %113, 15
  %115 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %114
  %116 = load i8, i8* %115, align 1, !tbaa !5
  store volatile i8 %116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %117 = lshr i32 %217, 16
  %118 = and i32 %117, 15
  %119 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %118
  %120 = load i8, i8* %119, align 1, !tbaa !5
  store volatile i8 %120, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %121 = lshr i32 %217, 12
  %122 = and i32 %121, 15
  %123 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %122
  %124 = load i8, i8* %123, align 1, !tbaa !5
  store volatile i8 %124, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %125 = lshr i32 %217, 8
  %126 = and i32 %125, 15
  %127 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %126
  %128 = load i8, i8* %127, align 1, !tbaa !5
  store volatile i8 %128, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %129 = lshr i32 %217, 4
  %130 = and i32 %129, 15
  %131 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %130
  %132 = load i8, i8* %131, align 1, !tbaa !5
  store volatile i8 %132, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %133 = and i32 %217, 15
  %134 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %133
  %135 = load i8, i8* %134, align 1, !tbaa !5
  store volatile i8 %135, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %136 = tail call fastcc i32 @crc32()
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %137 = lshr i32 %136, 28
  %138 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %137
  %139 = load i8, i8* %138, align 1, !tbaa !5
  store volatile i8 %139, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %140 = lshr i32 %136, 24
  %141 = and i32 %140, 15
  %142 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %141
  %143 = load i8, i8* %142, align 1, !tbaa !5
  store volatile i8 %143, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %144 = lshr i32 %136, 20
  %145 = and i32 %144, 15
  %146 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %145
  %147 = load i8, i8* %146, align 1, !tbaa !5
  store volatile i8 %147, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %148 = lshr i32 %136, 16
  %149 = and i32 %148, 15
  %150 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %149
  %151 = load i8, i8* %150, align 1, !tbaa !5
  store volatile i8 %151, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %152 = lshr i32 %136, 12
  %153 = and i32 %152, 15
  %154 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %153
  %155 = load i8, i8* %154, align 1, !tbaa !5
  store volatile i8 %155, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %156 = lshr i32 %136, 8
  %157 = and i32 %156, 15
  %158 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %157
  %159 = load i8, i8* %158, align 1, !tbaa !5
  store volatile i8 %159, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %160 = lshr i32 %136, 4
  %161 = and i32 %160, 15
  %162 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %161
  %163 = load i8, i8* %162, align 1, !tbaa !5
  store volatile i8 %163, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %164 = and i32 %136, 15
  %165 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %164
  %166 = load i8, i8* %165, align 1, !tbaa !5
  store volatile i8 %166, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %167 = tail call fastcc i32 @shifts()
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %168 = lshr i32 %167, 28
  %169 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %168
  %170 = load i8, i8* %169, align 1, !tbaa !5
  store volatile i8 %170, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %171 = lshr i32 %167, 24
  %172 = and i32 %171, 15
  %173 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %172
  %174 = load i8, i8* %173, align 1, !tbaa !5
  store volatile i8 %174, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %175 = lshr i32 %167, 20
  %176 = and i32 %175, 15
  %177 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %176
  %178 = load i8, i8* %177, align 1, !tbaa !5
  store volatile i8 %178, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %179 = lshr i32 %167, 16
  %180 = and i32 %179, 15
  %181 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %180
  %182 = load i8, i8* %181, align 1, !tbaa !5
  store volatile i8 %182, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %183 = lshr i32 %167, 12
  %184 = and i32 %183, 15
  %185 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %184
  %186 = load i8, i8* %185, align 1, !tbaa !5
  store volatile i8 %186, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %187 = lshr i32 %167, 8
  %188 = and i32 %187, 15
  %189 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %188
  %190 = load i8, i8* %189, align 1, !tbaa !5
  store volatile i8 %190, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %191 = lshr i32 %167, 4
  %192 = and i32 %191, 15
  %193 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %192
  %194 = load i8, i8* %193, align 1, !tbaa !5
  store volatile i8 %194, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %195 = and i32 %167, 15
  %196 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.6, i32 0, i32 %195
  %197 = load i8, i8* %196, align 1, !tbaa !5
  store volatile i8 %197, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  ret i32 0

198:                                              ; preds = %2, %198
  %199 = phi i32 [ 0, %2 ], [ %218, %198 ]
  %200 = phi i32 [ 0, %2 ], [ %217, %198 ]
  %201 = phi i32 [ 0, %2 ], [ %213, %198 ]
  %202 = phi i32 [ 0, %2 ], [ %209, %198 ]
  %203 = phi i32 [ 0, %2 ], [ %207, %198 ]
  %204 = getelementptr inbounds [1024 x i32], [1024 x i32]* @words, i32 0, i32 %199
  %205 = load i32, i32* %204, align 4, !tbaa !1
  %206 = tail call fastcc i32 @popcount(i32 noundef signext %205)
  %207 = add i32 %206, %203
  %208 = tail call fastcc i32 @reverse(i32 noundef signext %205)
  %209 = xor i32 %208, %202
  %210 = and i32 %199, 31
  %211 = lshr i32 %205, %210
  %212 = tail call fastcc i32 @clz(i32 noundef signext %211)
  %213 = add i32 %212, %201
  %214 = lshr i32 %205, 1
  %215 = xor i32 %214, %205
  %216 = and i32 %215, 65535
  %217 = add i32 %216, %200
  %218 = add nuw nsw i32 %199, 1
  %219 = icmp eq i32 %218, 1024
  br i1 %219, label %15, label %198, !llvm.loop !8
}

; Function Attrs: nofree noinline norecurse nosync nounwind readnone
define internal fastcc i32 @popcount(i32 noundef signext %0) unnamed_addr #1 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %10, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ 0, %1 ]
  %5 = phi i32 [ %7, %3 ], [ %0, %1 ]
  %6 = add i32 %5, -1
  %7 = and i32 %6, %5
  %8 = add i32 %4, 1
  %9 = icmp eq i32 %7, 0
  br i1 %9, label %10, label %3, !llvm.loop !9

10:                                               ; preds = %3, %1
  %11 = phi i32 [ 0, %1 ], [ %8, %3 ]
  ret i32 %11
}

; Function Attrs: nofree noinline norecurse nosync nounwind readnone
define internal fastcc i32 @reverse(i32 noundef signext %0) unnamed_addr #1 {
  br label %3

2:                                                ; preds = %3
  ret i32 %9

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 0, %1 ], [ %11, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %6 = phi i32 [ %0, %1 ], [ %10, %3 ]
  %7 = shl i32 %5, 1
  %8 = and i32 %6, 1
  %9 = or i32 %7, %8
  %10 = lshr i32 %6, 1
  %11 = add nuw nsw i32 %4, 1
  %12 = icmp eq i32 %11, 32
  br i1 %12, label %2, label %3, !llvm.loop !10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @clz(i32 noundef signext %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %26, label %3

3:                                                ; preds = %1
  %4 = icmp ult i32 %0, 65536
  %5 = shl i32 %0, 16
  %6 = select i1 %4, i32 %5, i32 %0
  %7 = select i1 %4, i32 16, i32 0
  %8 = icmp ult i32 %6, 16777216
  %9 = or i32 %7, 8
  %10 = shl i32 %6, 8
  %11 = select i1 %8, i32 %10, i32 %6
  %12 = select i1 %8, i32 %9, i32 %7
  %13 = icmp ult i32 %11, 268435456
  %14 = or i32 %12, 4
  %15 = shl i32 %11, 4
  %16 = select i1 %13, i32 %15, i32 %11
  %17 = select i1 %13, i32 %14, i32 %12
  %18 = icmp ult i32 %16, 1073741824
  %19 = or i32 %17, 2
  %20 = shl i32 %16, 2
  %21 = select i1 %18, i32 %20, i32 %16
  %22 = select i1 %18, i32 %19, i32 %17
  %23 = xor i32 %21, -1
  %24 = lshr i32 %23, 31
  %25 = add i32 %24, %22
  br label %26

26:                                               ; preds = %1, %3
  %27 = phi i32 [ %25, %3 ], [ 32, %1 ]
  ret i32 %27
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @crc32() unnamed_addr #3 {
  br label %3

1:                                                ; preds = %3
  %2 = xor i32 %49, -1
  ret i32 %2

3:                                                ; preds = %0, %3
  %4 = phi i32 [ 0, %0 ], [ %50, %3 ]
  %5 = phi i32 [ -1, %0 ], [ %49, %3 ]
  %6 = getelementptr inbounds [1024 x i8], [1024 x i8]* @buf, i32 0, i32 %4
  %7 = load i8, i8* %6, align 1, !tbaa !5
  %8 = zext i8 %7 to i32
  %9 = xor i32 %5, %8
  %10 = lshr i32 %9, 1
  %11 = and i32 %9, 1
  %12 = sub nsw i32 0, %11
  %13 = and i32 %12, -306674912
  %14 = xor i32 %13, %10
  %15 = lshr i32 %14, 1
  %16 = and i32 %10, 1
  %17 = sub nsw i32 0, %16
  %18 = and i32 %17, -306674912
  %19 = xor i32 %18, %15
  %20 = lshr i32 %19, 1
  %21 = and i32 %15, 1
  %22 = sub nsw i32 0, %21
  %23 = and i32 %22, -306674912
  %24 = xor i32 %23, %20
  %25 = lshr i32 %24, 1
  %26 = and i32 %20, 1
  %27 = sub nsw i32 0, %26
  %28 = and i32 %27, -306674912
  %29 = xor i32 %28, %25
  %30 = lshr i32 %29, 1
  %31 = and i32 %25, 1
  %32 = sub nsw i32 0, %31
  %33 = and i32 %32, -306674912
  %34 = xor i32 %33, %30
  %35 = lshr i32 %34, 1
  %36 = and i32 %30, 1
  %37 = sub nsw i32 0, %36
  %38 = and i32 %37, -306674912
  %39 = xor i32 %38, %35
  %40 = lshr i32 %39, 1
  %41 = and i32 %35, 1
  %42 = sub nsw i32 0, %41
  %43 = and i32 %42, -306674912
  %44 = xor i32 %43, %40
  %45 = lshr i32 %44, 1
  %46 = and i32 %40, 1
  %47 = sub nsw i32 0, %46
  %48 = and i32 %47, -306674912
  %49 = xor i32 %48, %45
  %50 = add nuw nsw i32 %4, 1
  %51 = icmp eq i32 %50, 1024
  br i1 %51, label %1, label %3, !llvm.loop !11
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @shifts() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret i32 %15

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %15, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %16, %2 ]
  %5 = getelementptr inbounds [1024 x i32], [1024 x i32]* @words, i32 0, i32 %4
  %6 = load i32, i32* %5, align 4, !tbaa !1
  %7 = and i32 %6, 31
  %8 = shl i32 %6, %7
  %9 = xor i32 %7, 31
  %10 = lshr i32 %6, %9
  %11 = and i32 %6, 7
  %12 = ashr i32 %6, %11
  %13 = xor i32 %12, %8
  %14 = xor i32 %13, %10
  %15 = add i32 %14, %3
  %16 = add nuw nsw i32 %4, 1
  %17 = icmp eq i32 %16, 1024
  br i1 %17, label %1, label %2, !llvm.loop !12
}

attributes #0 = { nofree norecurse nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { nofree noinline norecurse nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { nofree noinline norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }

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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
