; ModuleID = 'strtod.c'
source_filename = "strtod.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@main.cases = internal unnamed_addr constant [31 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([24 x i8], [24 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([23 x i8], [23 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([23 x i8], [23 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.14, i32 0, i32 0), i8* getelementptr inbounds ([43 x i8], [43 x i8]* @.str.15, i32 0, i32 0), i8* getelementptr inbounds ([36 x i8], [36 x i8]* @.str.16, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.18, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.19, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.20, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.21, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.22, i32 0, i32 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.23, i32 0, i32 0), i8* getelementptr inbounds ([24 x i8], [24 x i8]* @.str.24, i32 0, i32 0), i8* getelementptr inbounds ([25 x i8], [25 x i8]* @.str.25, i32 0, i32 0), i8* getelementptr inbounds ([24 x i8], [24 x i8]* @.str.26, i32 0, i32 0), i8* getelementptr inbounds ([35 x i8], [35 x i8]* @.str.27, i32 0, i32 0), i8* getelementptr inbounds ([22 x i8], [22 x i8]* @.str.28, i32 0, i32 0), i8* getelementptr inbounds ([102 x i8], [102 x i8]* @.str.29, i32 0, i32 0), i8* getelementptr inbounds ([1075 x i8], [1075 x i8]* @.str.30, i32 0, i32 0)], align 4
@.str = private unnamed_addr constant [4 x i8] c"0.1\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"1e23\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"2.4703282292062327e-324\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"2.4703282292062328e-324\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"4.9e-324\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"1e-400\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"1e400\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"0x1.8p1\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"  -12.5e-1x\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"-Infinity\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.12 = private unnamed_addr constant [23 x i8] c"1.7976931348623158e308\00", align 1
@.str.13 = private unnamed_addr constant [23 x i8] c"1.7976931348623159e308\00", align 1
@.str.14 = private unnamed_addr constant [17 x i8] c"9007199254740993\00", align 1
@.str.15 = private unnamed_addr constant [43 x i8] c"9007199254740993.0000000000000000000000001\00", align 1
@.str.16 = private unnamed_addr constant [36 x i8] c"0.000000000000000000000000000000001\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c".5\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"5.\00", align 1
@.str.19 = private unnamed_addr constant [3 x i8] c"1e\00", align 1
@.str.20 = private unnamed_addr constant [3 x i8] c"0x\00", align 1
@.str.21 = private unnamed_addr constant [3 x i8] c"-0\00", align 1
@.str.22 = private unnamed_addr constant [5 x i8] c"+.e5\00", align 1
@.str.23 = private unnamed_addr constant [10 x i8] c"0x1p-1074\00", align 1
@.str.24 = private unnamed_addr constant [24 x i8] c"0x1.fffffffffffff8p1023\00", align 1
@.str.25 = private unnamed_addr constant [25 x i8] c"0x0.00000000000008p-1022\00", align 1
@.str.26 = private unnamed_addr constant [24 x i8] c"2.2250738585072011e-308\00", align 1
@.str.27 = private unnamed_addr constant [35 x i8] c"123456789012345678901234567890e-30\00", align 1
@.str.28 = private unnamed_addr constant [22 x i8] c"7.2057594037927933e16\00", align 1
@.str.29 = private unnamed_addr constant [102 x i8] c"3.141592653589793238462643383279502884197169399375105820974944592307816406286208998628034825342117068\00", align 1
@.str.30 = private unnamed_addr constant [1075 x i8] c"0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000024703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125\00", align 1
@errno = external dso_local local_unnamed_addr global i32, align 4
@.str.31 = private unnamed_addr constant [20 x i8] c"%d: %016llx +%d %s\0A\00", align 1
@.str.32 = private unnamed_addr constant [7 x i8] c"ERANGE\00", align 1
@.str.33 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.34 = private unnamed_addr constant [6 x i8] c"%.17g\00", align 1
@.str.35 = private unnamed_addr constant [6 x i8] c"%.15g\00", align 1
@.str.36 = private unnamed_addr constant [3 x i8] c"%a\00", align 1
@.str.37 = private unnamed_addr constant [15 x i8] c"%s -> %016llx\0A\00", align 1
@.str.38 = private unnamed_addr constant [25 x i8] c"round-trip failures: %d\0A\00", align 1
@.str.39 = private unnamed_addr constant [30 x i8] c"strtol %ld %ld %lu %lld %llu\0A\00", align 1
@.str.40 = private unnamed_addr constant [14 x i8] c"  -0x7fffffff\00", align 1
@.str.41 = private unnamed_addr constant [5 x i8] c"0777\00", align 1
@.str.42 = private unnamed_addr constant [11 x i8] c"4294967295\00", align 1
@.str.43 = private unnamed_addr constant [21 x i8] c"-9223372036854775808\00", align 1
@.str.44 = private unnamed_addr constant [17 x i8] c"ffffffffffffffff\00", align 1
@.str.45 = private unnamed_addr constant [21 x i8] c"99999999999999999999\00", align 1
@.str.46 = private unnamed_addr constant [18 x i8] c"overflow %lld %d\0A\00", align 1
@.str.47 = private unnamed_addr constant [17 x i8] c"atoi %d atof %g\0A\00", align 1
@.str.48 = private unnamed_addr constant [10 x i8] c"  -123abc\00", align 1
@.str.49 = private unnamed_addr constant [6 x i8] c"1.5e3\00", align 1
@state = internal unnamed_addr global i64 2685821657736338717, align 8

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca i64, align 8
  %3 = alloca double, align 8
  %4 = alloca i64, align 8
  %5 = alloca double, align 8
  %6 = alloca i64, align 8
  %7 = alloca i8*, align 4
  %8 = alloca double, align 8
  %9 = alloca i64, align 8
  %10 = alloca [64 x i8], align 1
  %11 = bitcast i8** %7 to i8*
  %12 = bitcast double* %5 to i8*
  %13 = bitcast i64* %6 to i8*
  br label %22

14:                                               ; preds = %22
  %15 = bitcast double* %8 to i8*
  %16 = bitcast i64* %9 to i8*
  %17 = getelementptr inbounds [64 x i8], [64 x i8]* %10, i32 0, i32 0
  %18 = bitcast double* %3 to i8*
  %19 = bitcast i64* %4 to i8*
  %20 = bitcast double* %1 to i8*
  %21 = bitcast i64* %2 to i8*
  br label %55

22:                                               ; preds = %0, %22
  %23 = phi i32 [ 0, %0 ], [ %37, %22 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11) #3
  store i32 0, i32* @errno, align 4, !tbaa !1
  %24 = getelementptr inbounds [31 x i8*], [31 x i8*]* @main.cases, i32 0, i32 %23
  %25 = load i8*, i8** %24, align 4, !tbaa !5
  %26 = call double @strtod(i8* noundef %25, i8** noundef nonnull %7) #4
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12)
  store double %26, double* %5, align 8, !tbaa !7
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #3
  %27 = call i8* @memcpy(i8* noundef nonnull %13, i8* noundef nonnull %12, i32 noundef signext 8) #4
  %28 = load i64, i64* %6, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #3
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12)
  %29 = load i8*, i8** %7, align 4, !tbaa !5
  %30 = ptrtoint i8* %29 to i32
  %31 = ptrtoint i8* %25 to i32
  %32 = sub i32 %30, %31
  %33 = load i32, i32* @errno, align 4, !tbaa !1
  %34 = icmp eq i32 %33, 34
  %35 = select i1 %34, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.32, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.33, i32 0, i32 0)
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.31, i32 0, i32 0), i32 noundef signext %23, i64 noundef zeroext %28, i32 noundef signext %32, i8* noundef %35) #4
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11) #3
  %37 = add nuw nsw i32 %23, 1
  %38 = icmp eq i32 %37, 31
  br i1 %38, label %14, label %22, !llvm.loop !11

39:                                               ; preds = %96
  %40 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.38, i32 0, i32 0), i32 noundef signext %97) #4
  %41 = call i32 @strtol(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.40, i32 0, i32 0), i8** noundef null, i32 noundef signext 0) #4
  %42 = call i32 @strtol(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.41, i32 0, i32 0), i8** noundef null, i32 noundef signext 0) #4
  %43 = call i32 @strtoul(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.42, i32 0, i32 0), i8** noundef null, i32 noundef signext 10) #4
  %44 = call i64 @strtoll(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.43, i32 0, i32 0), i8** noundef null, i32 noundef signext 10) #4
  %45 = call i64 @strtoull(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.44, i32 0, i32 0), i8** noundef null, i32 noundef signext 16) #4
  %46 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.39, i32 0, i32 0), i32 noundef signext %41, i32 noundef signext %42, i32 noundef signext %43, i64 noundef signext %44, i64 noundef zeroext %45) #4
  store i32 0, i32* @errno, align 4, !tbaa !1
  %47 = call i64 @strtoll(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.45, i32 0, i32 0), i8** noundef null, i32 noundef signext 10) #4
  %48 = load i32, i32* @errno, align 4, !tbaa !1
  %49 = icmp eq i32 %48, 34
  %50 = zext i1 %49 to i32
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.46, i32 0, i32 0), i64 noundef signext %47, i32 noundef signext %50) #4
  %52 = call i32 @atoi(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.48, i32 0, i32 0)) #4
  %53 = call double @atof(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.49, i32 0, i32 0)) #4
  %54 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.47, i32 0, i32 0), i32 noundef signext %52, double noundef %53) #4
  ret i32 0

55:                                               ; preds = %14, %96
  %56 = phi i32 [ 0, %14 ], [ %97, %96 ]
  %57 = phi i32 [ 0, %14 ], [ %98, %96 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %15) #3
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %16) #3
  %58 = load i64, i64* @state, align 8, !tbaa !9
  %59 = shl i64 %58, 13
  %60 = xor i64 %59, %58
  %61 = lshr i64 %60, 7
  %62 = xor i64 %61, %60
  %63 = shl i64 %62, 17
  %64 = xor i64 %63, %62
  store i64 %64, i64* @state, align 8, !tbaa !9
  store i64 %64, i64* %9, align 8, !tbaa !9
  %65 = call i8* @memcpy(i8* noundef nonnull %15, i8* noundef nonnull %16, i32 noundef signext 8) #4
  %66 = load double, double* %8, align 8, !tbaa !7
  %67 = fcmp uno double %66, 0.000000e+00
  %68 = fsub double %66, %66
  %69 = fcmp une double %68, 0.000000e+00
  %70 = or i1 %67, %69
  br i1 %70, label %96, label %71

71:                                               ; preds = %55
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %17) #3
  %72 = trunc i32 %57 to i16
  %73 = urem i16 %72, 3
  %74 = icmp eq i16 %73, 0
  %75 = icmp eq i16 %73, 1
  %76 = select i1 %75, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.35, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.36, i32 0, i32 0)
  %77 = select i1 %74, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.34, i32 0, i32 0), i8* %76
  %78 = call i32 (i8*, i32, i8*, ...) @snprintf(i8* noundef nonnull %17, i32 noundef signext 64, i8* noundef %77, double noundef %66) #4
  %79 = call double @strtod(i8* noundef nonnull %17, i8** noundef null) #4
  br i1 %75, label %87, label %80

80:                                               ; preds = %71
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %18)
  store double %79, double* %3, align 8, !tbaa !7
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %19) #3
  %81 = call i8* @memcpy(i8* noundef nonnull %19, i8* noundef nonnull %18, i32 noundef signext 8) #4
  %82 = load i64, i64* %4, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %19) #3
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %18)
  %83 = load i64, i64* %9, align 8, !tbaa !9
  %84 = icmp ne i64 %82, %83
  %85 = zext i1 %84 to i32
  %86 = add nsw i32 %56, %85
  br label %87

87:                                               ; preds = %80, %71
  %88 = phi i32 [ %56, %71 ], [ %86, %80 ]
  %89 = urem i16 %72, 15
  %90 = icmp eq i16 %89, 0
  br i1 %90, label %91, label %95

91:                                               ; preds = %87
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %20)
  store double %79, double* %1, align 8, !tbaa !7
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %21) #3
  %92 = call i8* @memcpy(i8* noundef nonnull %21, i8* noundef nonnull %20, i32 noundef signext 8) #4
  %93 = load i64, i64* %2, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %21) #3
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %20)
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.37, i32 0, i32 0), i8* noundef nonnull %17, i64 noundef zeroext %93) #4
  br label %95

95:                                               ; preds = %91, %87
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %17) #3
  br label %96

96:                                               ; preds = %55, %95
  %97 = phi i32 [ %88, %95 ], [ %56, %55 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %16) #3
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %15) #3
  %98 = add nuw nsw i32 %57, 1
  %99 = icmp eq i32 %98, 900
  br i1 %99, label %39, label %55, !llvm.loop !13
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local double @strtod(i8* noundef, i8** noundef) local_unnamed_addr #2

declare dso_local i32 @printf(i8* noundef, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef signext) local_unnamed_addr #2

declare dso_local i32 @snprintf(i8* noundef, i32 noundef signext, i8* noundef, ...) local_unnamed_addr #2

declare dso_local i32 @strtol(i8* noundef, i8** noundef, i32 noundef signext) local_unnamed_addr #2

declare dso_local i32 @strtoul(i8* noundef, i8** noundef, i32 noundef signext) local_unnamed_addr #2

declare dso_local i64 @strtoll(i8* noundef, i8** noundef, i32 noundef signext) local_unnamed_addr #2

declare dso_local i64 @strtoull(i8* noundef, i8** noundef, i32 noundef signext) local_unnamed_addr #2

declare dso_local i32 @atoi(i8* noundef) local_unnamed_addr #2

declare dso_local double @atof(i8* noundef) local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { nounwind }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !3, i64 0}
!7 = !{!8, !8, i64 0}
!8 = !{!"double", !3, i64 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !3, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
