; ModuleID = 'fsort.c'
source_filename = "fsort.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@data = internal unnamed_addr global [1500 x double] zeroinitializer, align 8
@copy = internal global [1500 x double] zeroinitializer, align 8
@.str.5 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1
@rng_state = internal unnamed_addr global i32 12345, align 4

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @rng_state, align 4, !tbaa !1
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i32 [ 0, %0 ], [ %21, %2 ]
  %4 = phi i32 [ %1, %0 ], [ %6, %2 ]
  %5 = mul i32 %4, 1664525
  %6 = add i32 %5, 1013904223
  %7 = lshr i32 %6, 8
  %8 = urem i32 %7, 2000001
  %9 = add nsw i32 %8, -1000000
  %10 = sitofp i32 %9 to double
  %11 = fmul double %10, 0x3F50000000000000
  %12 = getelementptr inbounds [1500 x double], [1500 x double]* @data, i32 0, i32 %3
  %13 = trunc i32 %3 to i16
  %14 = urem i16 %13, 97
  %15 = icmp eq i16 %14, 0
  %16 = fneg double %11
  %17 = select i1 %15, double %16, double %11
  %18 = urem i16 %13, 211
  %19 = icmp eq i16 %18, 0
  %20 = select i1 %19, double 0.000000e+00, double %17
  store double %20, double* %12, align 8, !tbaa !5
  %21 = add nuw nsw i32 %3, 1
  %22 = icmp eq i32 %21, 1500
  br i1 %22, label %23, label %2, !llvm.loop !7

23:                                               ; preds = %2
  store i32 %6, i32* @rng_state, align 4, !tbaa !1
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(12000) bitcast ([1500 x double]* @copy to i8*), i8* noundef nonnull align 8 dereferenceable(12000) bitcast ([1500 x double]* @data to i8*), i32 12000, i1 false), !tbaa !5
  tail call fastcc void @insertion(double* noundef getelementptr inbounds ([1500 x double], [1500 x double]* @copy, i32 0, i32 0), i32 noundef signext 400)
  %24 = load i64, i64* bitcast ([1500 x double]* @copy to i64*), align 8, !tbaa !5
  %25 = lshr i64 %24, 32
  %26 = xor i64 %25, %24
  %27 = trunc i64 %26 to i32
  br label %28

28:                                               ; preds = %28, %23
  %29 = phi i64 [ %36, %28 ], [ %24, %23 ]
  %30 = phi i32 [ %44, %28 ], [ 1, %23 ]
  %31 = phi i32 [ %43, %28 ], [ %27, %23 ]
  %32 = bitcast i64 %29 to double
  %33 = getelementptr inbounds [1500 x double], [1500 x double]* @copy, i32 0, i32 %30
  %34 = load double, double* %33, align 8, !tbaa !5
  %35 = fcmp olt double %34, %32
  %36 = bitcast double %34 to i64
  %37 = add i32 %31, 65536
  %38 = select i1 %35, i32 %37, i32 %31
  %39 = mul i32 %38, 31
  %40 = lshr i64 %36, 32
  %41 = xor i64 %40, %36
  %42 = trunc i64 %41 to i32
  %43 = add i32 %39, %42
  %44 = add nuw nsw i32 %30, 1
  %45 = icmp eq i32 %44, 400
  br i1 %45, label %46, label %28, !llvm.loop !9

46:                                               ; preds = %28
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %47 = lshr i32 %43, 28
  %48 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %47
  %49 = load i8, i8* %48, align 1, !tbaa !11
  store volatile i8 %49, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %50 = lshr i32 %43, 24
  %51 = and i32 %50, 15
  %52 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %51
  %53 = load i8, i8* %52, align 1, !tbaa !11
  store volatile i8 %53, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %54 = lshr i32 %43, 20
  %55 = and i32 %54, 15
  %56 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %55
  %57 = load i8, i8* %56, align 1, !tbaa !11
  store volatile i8 %57, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %58 = lshr i32 %43, 16
  %59 = and i32 %58, 15
  %60 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %59
  %61 = load i8, i8* %60, align 1, !tbaa !11
  store volatile i8 %61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %62 = lshr i32 %43, 12
  %63 = and i32 %62, 15
  %64 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %63
  %65 = load i8, i8* %64, align 1, !tbaa !11
  store volatile i8 %65, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %66 = lshr i32 %43, 8
  %67 = and i32 %66, 15
  %68 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %67
  %69 = load i8, i8* %68, align 1, !tbaa !11
  store volatile i8 %69, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %70 = lshr i32 %43, 4
  %71 = and i32 %70, 15
  %72 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %71
  %73 = load i8, i8* %72, align 1, !tbaa !11
  store volatile i8 %73, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %74 = and i32 %43, 15
  %75 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %74
  %76 = load i8, i8* %75, align 1, !tbaa !11
  store volatile i8 %76, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(12000) bitcast ([1500 x double]* @copy to i8*), i8* noundef nonnull align 8 dereferenceable(12000) bitcast ([1500 x double]* @data to i8*), i32 12000, i1 false), !tbaa !5
  tail call fastcc void @quick(i32 noundef signext 0, i32 noundef signext 1499)
  %77 = load i64, i64* bitcast ([1500 x double]* @copy to i64*), align 8, !tbaa !5
  %78 = lshr i64 %77, 32
  %79 = xor i64 %78, %77
  %80 = trunc i64 %79 to i32
  br label %81

81:                                               ; preds = %81, %46
  %82 = phi i64 [ %89, %81 ], [ %77, %46 ]
  %83 = phi i32 [ %97, %81 ], [ 1, %46 ]
  %84 = phi i32 [ %96, %81 ], [ %80, %46 ]
  %85 = bitcast i64 %82 to double
  %86 = getelementptr inbounds [1500 x double], [1500 x double]* @copy, i32 0, i32 %83
  %87 = load double, double* %86, align 8, !tbaa !5
  %88 = fcmp olt double %87, %85
  %89 = bitcast double %87 to i64
  %90 = add i32 %84, 65536
  %91 = select i1 %88, i32 %90, i32 %84
  %92 = mul i32 %91, 31
  %93 = lshr i64 %89, 32
  %94 = xor i64 %93, %89
  %95 = trunc i64 %94 to i32
  %96 = add i32 %92, %95
  %97 = add nuw nsw i32 %83, 1
  %98 = icmp eq i32 %97, 1500
  br i1 %98, label %99, label %81, !llvm.loop !9

99:                                               ; preds = %81
  store volatile i8 113, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 107, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %100 = lshr i32 %96, 28
  %101 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %100
  %102 = load i8, i8* %101, align 1, !tbaa !11
  store volatile i8 %102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %103 = lshr i32 %96, 24
  %104 = and i32 %103, 15
  %105 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %104
  %106 = load i8, i8* %105, align 1, !tbaa !11
  store volatile i8 %106, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %107 = lshr i32 %96, 20
  %108 = and i32 %107, 15
  %109 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %108
  %110 = load i8, i8* %109, align 1, !tbaa !11
  store volatile i8 %110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %111 = lshr i32 %96, 16
  %112 = and i32 %111, 15
  %113 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %112
  %114 = load i8, i8* %113, align 1, !tbaa !11
  store volatile i8 %114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %115 = lshr i32 %96, 12
  %116 = and i32 %115, 15
  %117 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %116
  %118 = load i8, i8* %117, align 1, !tbaa !11
  store volatile i8 %118, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %119 = lshr i32 %96, 8
  %120 = and i32 %119, 15
  %121 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %120
  %122 = load i8, i8* %121, align 1, !tbaa !11
  store volatile i8 %122, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %123 = lshr i32 %96, 4
  %124 = and i32 %123, 15
  %125 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %124
  %126 = load i8, i8* %125, align 1, !tbaa !11
  store volatile i8 %126, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %127 = and i32 %96, 15
  %128 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %127
  %129 = load i8, i8* %128, align 1, !tbaa !11
  store volatile i8 %129, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 8 dereferenceable(12000) bitcast ([1500 x double]* @copy to i8*), i8* noundef nonnull align 8 dereferenceable(12000) bitcast ([1500 x double]* @data to i8*), i32 12000, i1 false), !tbaa !5
  tail call fastcc void @shell()
  %130 = load i64, i64* bitcast ([1500 x double]* @copy to i64*), align 8, !tbaa !5
  %131 = lshr i64 %130, 32
  %132 = xor i64 %131, %130
  %133 = trunc i64 %132 to i32
  br label %134

134:                                              ; preds = %134, %99
  %135 = phi i64 [ %142, %134 ], [ %130, %99 ]
  %136 = phi i32 [ %150, %134 ], [ 1, %99 ]
  %137 = phi i32 [ %149, %134 ], [ %133, %99 ]
  %138 = bitcast i64 %135 to double
  %139 = getelementptr inbounds [1500 x double], [1500 x double]* @copy, i32 0, i32 %136
  %140 = load double, double* %139, align 8, !tbaa !5
  %141 = fcmp olt double %140, %138
  %142 = bitcast double %140 to i64
  %143 = add i32 %137, 65536
  %144 = select i1 %141, i32 %143, i32 %137
  %145 = mul i32 %144, 31
  %146 = lshr i64 %142, 32
  %147 = xor i64 %146, %142
  %148 = trunc i64 %147 to i32
  %149 = add i32 %145, %148
  %150 = add nuw nsw i32 %136, 1
  %151 = icmp eq i32 %150, 1500
  br i1 %151, label %152, label %134, !llvm.loop !9

152:                                              ; preds = %134
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %153 = lshr i32 %149, 28
  %154 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %153
  %155 = load i8, i8* %154, align 1, !tbaa !11
  store volatile i8 %155, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %156 = lshr i32 %149, 24
  %157 = and i32 %156, 15
  %158 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %157
  %159 = load i8, i8* %158, align 1, !tbaa !11
  store volatile i8 %159, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %160 = lshr i32 %149, 20
  %161 = and i32 %160, 15
  %162 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %161
  %163 = load i8, i8* %162, align 1, !tbaa !11
  store volatile i8 %163, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %164 = lshr i32 %149, 16
  %165 = and i32 %164, 15
  %166 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %165
  %167 = load i8, i8* %166, align 1, !tbaa !11
  store volatile i8 %167, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %168 = lshr i32 %149, 12
  %169 = and i32 %168, 15
  %170 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %169
  %171 = load i8, i8* %170, align 1, !tbaa !11
  store volatile i8 %171, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %172 = lshr i32 %149, 8
  %173 = and i32 %172, 15
  %174 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %173
  %175 = load i8, i8* %174, align 1, !tbaa !11
  store volatile i8 %175, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %176 = lshr i32 %149, 4
  %177 = and i32 %176, 15
  %178 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %177
  %179 = load i8, i8* %178, align 1, !tbaa !11
  store volatile i8 %179, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %180 = and i32 %149, 15
  %181 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %180
  %182 = load i8, i8* %181, align 1, !tbaa !11
  store volatile i8 %182, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %183 = load i32, i32* @rng_state, align 4, !tbaa !1
  br label %216

184:                                              ; preds = %216
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %185 = lshr i32 %229, 28
  %186 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %185
  %187 = load i8, i8* %186, align 1, !tbaa !11
  store volatile i8 %187, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %188 = lshr i32 %229, 24
  %189 = and i32 %188, 15
  %190 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %189
  %191 = load i8, i8* %190, align 1, !tbaa !11
  store volatile i8 %191, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %192 = lshr i32 %229, 20
  %193 = and i32 %192, 15
  %194 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %193
  %195 = load i8, i8* %194, align 1, !tbaa !11
  store volatile i8 %195, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %196 = lshr i32 %229, 16
  %197 = and i32 %196, 15
  %198 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %197
  %199 = load i8, i8* %198, align 1, !tbaa !11
  store volatile i8 %199, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %200 = lshr i32 %229, 12
  %201 = and i32 %200, 15
  %202 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %201
  %203 = load i8, i8* %202, align 1, !tbaa !11
  store volatile i8 %203, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %204 = lshr i32 %229, 8
  %205 = and i32 %204, 15
  %206 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %205
  %207 = load i8, i8* %206, align 1, !tbaa !11
  store volatile i8 %207, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %208 = lshr i32 %229, 4
  %209 = and i32 %208, 15
  %210 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %209
  %211 = load i8, i8* %210, align 1, !tbaa !11
  store volatile i8 %211, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %212 = and i32 %229, 15
  %213 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %212
  %214 = load i8, i8* %213, align 1, !tbaa !11
  store volatile i8 %214, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %215 = load double, double* getelementptr inbounds ([1500 x double], [1500 x double]* @data, i32 0, i32 0), align 8, !tbaa !5
  br label %274

216:                                              ; preds = %152, %216
  %217 = phi i32 [ %183, %152 ], [ %221, %216 ]
  %218 = phi i32 [ 0, %152 ], [ %230, %216 ]
  %219 = phi i32 [ 0, %152 ], [ %229, %216 ]
  %220 = mul i32 %217, 1664525
  %221 = add i32 %220, 1013904223
  store i32 %221, i32* @rng_state, align 4, !tbaa !1
  %222 = lshr i32 %221, 8
  %223 = urem i32 %222, 2000001
  %224 = add nsw i32 %223, -1000000
  %225 = sitofp i32 %224 to double
  %226 = fmul double %225, 0x3F50000000000000
  %227 = mul i32 %219, 31
  %228 = tail call fastcc i32 @lower_bound(double noundef %226)
  %229 = add i32 %228, %227
  %230 = add nuw nsw i32 %218, 1
  %231 = icmp eq i32 %230, 2000
  br i1 %231, label %184, label %216, !llvm.loop !12

232:                                              ; preds = %274
  %233 = bitcast double %282 to i64
  %234 = lshr i64 %233, 32
  %235 = xor i64 %234, %233
  %236 = trunc i64 %235 to i32
  %237 = bitcast double %286 to i64
  %238 = lshr i64 %237, 32
  %239 = xor i64 %238, %237
  %240 = trunc i64 %239 to i32
  %241 = xor i32 %288, %236
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 120, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %242 = mul i32 %240, 3
  %243 = xor i32 %241, %242
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %244 = lshr i32 %243, 28
  %245 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %244
  %246 = load i8, i8* %245, align 1, !tbaa !11
  store volatile i8 %246, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %247 = lshr i32 %243, 24
  %248 = and i32 %247, 15
  %249 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %248
  %250 = load i8, i8* %249, align 1, !tbaa !11
  store volatile i8 %250, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %251 = lshr i32 %243, 20
  %252 = and i32 %251, 15
  %253 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %252
  %254 = load i8, i8* %253, align 1, !tbaa !11
  store volatile i8 %254, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %255 = lshr i32 %243, 16
  %256 = and i32 %255, 15
  %257 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %256
  %258 = load i8, i8* %257, align 1, !tbaa !11
  store volatile i8 %258, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %259 = lshr i32 %243, 12
  %260 = and i32 %259, 15
  %261 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %260
  %262 = load i8, i8* %261, align 1, !tbaa !11
  store volatile i8 %262, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %263 = lshr i32 %243, 8
  %264 = and i32 %263, 15
  %265 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %264
  %266 = load i8, i8* %265, align 1, !tbaa !11
  store volatile i8 %266, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %267 = lshr i32 %243, 4
  %268 = and i32 %267, 15
  %269 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %268
  %270 = load i8, i8* %269, align 1, !tbaa !11
  store volatile i8 %270, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  %271 = and i32 %243, 15
  %272 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.5, i32 0, i32 %271
  %273 = load i8, i8* %272, align 1, !tbaa !11
  store volatile i8 %273, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !11
  ret i32 0

274:                                              ; preds = %184, %274
  %275 = phi i32 [ 1, %184 ], [ %289, %274 ]
  %276 = phi i32 [ 0, %184 ], [ %288, %274 ]
  %277 = phi double [ %215, %184 ], [ %286, %274 ]
  %278 = phi double [ %215, %184 ], [ %282, %274 ]
  %279 = getelementptr inbounds [1500 x double], [1500 x double]* @data, i32 0, i32 %275
  %280 = load double, double* %279, align 8, !tbaa !5
  %281 = fcmp olt double %280, %278
  %282 = select i1 %281, double %280, double %278
  %283 = zext i1 %281 to i32
  %284 = add nsw i32 %276, %283
  %285 = fcmp ogt double %280, %277
  %286 = select i1 %285, double %280, double %277
  %287 = zext i1 %285 to i32
  %288 = add nsw i32 %284, %287
  %289 = add nuw nsw i32 %275, 1
  %290 = icmp eq i32 %289, 1500
  br i1 %290, label %232, label %274, !llvm.loop !13
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @insertion(double* nocapture noundef %0, i32 noundef signext %1) unnamed_addr #1 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %5, label %4

4:                                                ; preds = %18, %2
  ret void

5:                                                ; preds = %2, %18
  %6 = phi i32 [ %21, %18 ], [ 1, %2 ]
  %7 = getelementptr inbounds double, double* %0, i32 %6
  %8 = load double, double* %7, align 8, !tbaa !5
  br label %9

9:                                                ; preds = %5, %15
  %10 = phi i32 [ %6, %5 ], [ %11, %15 ]
  %11 = add nsw i32 %10, -1
  %12 = getelementptr inbounds double, double* %0, i32 %11
  %13 = load double, double* %12, align 8, !tbaa !5
  %14 = fcmp ogt double %13, %8
  br i1 %14, label %15, label %18

15:                                               ; preds = %9
  %16 = getelementptr inbounds double, double* %0, i32 %10
  store double %13, double* %16, align 8, !tbaa !5
  %17 = icmp sgt i32 %10, 1
  br i1 %17, label %9, label %18, !llvm.loop !14

18:                                               ; preds = %15, %9
  %19 = phi i32 [ 0, %15 ], [ %10, %9 ]
  %20 = getelementptr inbounds double, double* %0, i32 %19
  store double %8, double* %20, align 8, !tbaa !5
  %21 = add nuw nsw i32 %6, 1
  %22 = icmp eq i32 %21, %1
  br i1 %22, label %4, label %5, !llvm.loop !15
}

; Function Attrs: nofree noinline nosync nounwind
define internal fastcc void @quick(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #2 {
  %3 = sub nsw i32 %1, %0
  %4 = icmp sgt i32 %3, 12
  br i1 %4, label %5, label %48

5:                                                ; preds = %2, %43
  %6 = phi i32 [ %46, %43 ], [ %0, %2 ]
  %7 = phi i32 [ %45, %43 ], [ %1, %2 ]
  %8 = add nsw i32 %6, %7
  %9 = sdiv i32 %8, 2
  %10 = getelementptr inbounds [1500 x double], [1500 x double]* @copy, i32 0, i32 %9
  %11 = load double, double* %10, align 8, !tbaa !5
  %12 = icmp sgt i32 %6, %7
  br i1 %12, label %35, label %13

13:                                               ; preds = %5, %31
  %14 = phi i32 [ %33, %31 ], [ %7, %5 ]
  %15 = phi i32 [ %32, %31 ], [ %6, %5 ]
  br label %16

16:                                               ; preds = %16, %13
  %17 = phi i32 [ %21, %16 ], [ %15, %13 ]
  %18 = getelementptr inbounds [1500 x double], [1500 x double]* @copy, i32 0, i32 %17
  %19 = load double, double* %18, align 8, !tbaa !5
  %20 = fcmp olt double %19, %11
  %21 = add nsw i32 %17, 1
  br i1 %20, label %16, label %22, !llvm.loop !16

22:                                               ; preds = %16, %22
  %23 = phi i32 [ %27, %22 ], [ %14, %16 ]
  %24 = getelementptr inbounds [1500 x double], [1500 x double]* @copy, i32 0, i32 %23
  %25 = load double, double* %24, align 8, !tbaa !5
  %26 = fcmp ogt double %25, %11
  %27 = add nsw i32 %23, -1
  br i1 %26, label %22, label %28, !llvm.loop !17

28:                                               ; preds = %22
  %29 = icmp sgt i32 %17, %23
  br i1 %29, label %31, label %30

30:                                               ; preds = %28
  store double %25, double* %18, align 8, !tbaa !5
  store double %19, double* %24, align 8, !tbaa !5
  br label %31

31:                                               ; preds = %30, %28
  %32 = phi i32 [ %21, %30 ], [ %17, %28 ]
  %33 = phi i32 [ %27, %30 ], [ %23, %28 ]
  %34 = icmp sgt i32 %32, %33
  br i1 %34, label %35, label %13, !llvm.loop !18

35:                                               ; preds = %31, %5
  %36 = phi i32 [ %6, %5 ], [ %32, %31 ]
  %37 = phi i32 [ %7, %5 ], [ %33, %31 ]
  %38 = sub nsw i32 %37, %6
  %39 = sub nsw i32 %7, %36
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %41, label %42

41:                                               ; preds = %35
  tail call fastcc void @quick(i32 noundef signext %6, i32 noundef signext %37)
  br label %43

42:                                               ; preds = %35
  tail call fastcc void @quick(i32 noundef signext %36, i32 noundef signext %7)
  br label %43

43:                                               ; preds = %42, %41
  %44 = phi i32 [ %38, %42 ], [ %39, %41 ]
  %45 = phi i32 [ %37, %42 ], [ %7, %41 ]
  %46 = phi i32 [ %6, %42 ], [ %36, %41 ]
  %47 = icmp sgt i32 %44, 12
  br i1 %47, label %5, label %48, !llvm.loop !19

48:                                               ; preds = %43, %2
  %49 = phi i32 [ %0, %2 ], [ %46, %43 ]
  %50 = phi i32 [ %3, %2 ], [ %44, %43 ]
  %51 = getelementptr inbounds [1500 x double], [1500 x double]* @copy, i32 0, i32 %49
  %52 = add nsw i32 %50, 1
  tail call fastcc void @insertion(double* noundef nonnull %51, i32 noundef signext %52)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define internal fastcc void @shell() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %0, %5
  %2 = phi i32 [ 750, %0 ], [ %6, %5 ]
  %3 = icmp slt i32 %2, 1500
  br i1 %3, label %8, label %5

4:                                                ; preds = %5
  ret void

5:                                                ; preds = %22, %1
  %6 = sdiv i32 %2, 2
  %7 = icmp sgt i32 %2, 1
  br i1 %7, label %1, label %4, !llvm.loop !20

8:                                                ; preds = %1, %22
  %9 = phi i32 [ %25, %22 ], [ %2, %1 ]
  %10 = getelementptr inbounds [1500 x double], [1500 x double]* @copy, i32 0, i32 %9
  %11 = load double, double* %10, align 8, !tbaa !5
  %12 = icmp slt i32 %9, %2
  br i1 %12, label %22, label %13

13:                                               ; preds = %8, %19
  %14 = phi i32 [ %15, %19 ], [ %9, %8 ]
  %15 = sub nsw i32 %14, %2
  %16 = getelementptr inbounds [1500 x double], [1500 x double]* @copy, i32 0, i32 %15
  %17 = load double, double* %16, align 8, !tbaa !5
  %18 = fcmp ogt double %17, %11
  br i1 %18, label %19, label %22

19:                                               ; preds = %13
  %20 = getelementptr inbounds [1500 x double], [1500 x double]* @copy, i32 0, i32 %14
  store double %17, double* %20, align 8, !tbaa !5
  %21 = icmp slt i32 %15, %2
  br i1 %21, label %22, label %13, !llvm.loop !21

22:                                               ; preds = %13, %19, %8
  %23 = phi i32 [ %9, %8 ], [ %15, %19 ], [ %14, %13 ]
  %24 = getelementptr inbounds [1500 x double], [1500 x double]* @copy, i32 0, i32 %23
  store double %11, double* %24, align 8, !tbaa !5
  %25 = add nsw i32 %9, 1
  %26 = icmp eq i32 %25, 1500
  br i1 %26, label %5, label %8, !llvm.loop !22
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @lower_bound(double noundef %0) unnamed_addr #3 {
  br label %2

2:                                                ; preds = %1, %2
  %3 = phi i32 [ 0, %1 ], [ %12, %2 ]
  %4 = phi i32 [ 1500, %1 ], [ %11, %2 ]
  %5 = add nsw i32 %3, %4
  %6 = sdiv i32 %5, 2
  %7 = getelementptr inbounds [1500 x double], [1500 x double]* @copy, i32 0, i32 %6
  %8 = load double, double* %7, align 8, !tbaa !5
  %9 = fcmp olt double %8, %0
  %10 = add nsw i32 %6, 1
  %11 = select i1 %9, i32 %4, i32 %6
  %12 = select i1 %9, i32 %10, i32 %3
  %13 = icmp slt i32 %12, %11
  br i1 %13, label %2, label %14, !llvm.loop !23

14:                                               ; preds = %2
  ret i32 %12
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #4

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { nofree noinline norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { nofree noinline nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { nofree noinline norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32" "target-features"="+mips32,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !3, i64 0}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8, !10}
!10 = !{!"llvm.loop.peeled.count", i32 1}
!11 = !{!3, !3, i64 0}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !8}
!16 = distinct !{!16, !8}
!17 = distinct !{!17, !8}
!18 = distinct !{!18, !8}
!19 = distinct !{!19, !8}
!20 = distinct !{!20, !8}
!21 = distinct !{!21, !8}
!22 = distinct !{!22, !8}
!23 = distinct !{!23, !8}
