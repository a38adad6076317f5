; ModuleID = 'c/time.c'
source_filename = "c/time.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32 }
%struct.out = type { i8*, i32, i32 }

@result = internal global %struct.tm zeroinitializer, align 4
@month_start = internal unnamed_addr constant [2 x [13 x i16]] [[13 x i16] [i16 0, i16 31, i16 59, i16 90, i16 120, i16 151, i16 181, i16 212, i16 243, i16 273, i16 304, i16 334, i16 365], [13 x i16] [i16 0, i16 31, i16 60, i16 91, i16 121, i16 152, i16 182, i16 213, i16 244, i16 274, i16 305, i16 335, i16 366]], align 2
@day_names = internal unnamed_addr constant [7 x i8*] [i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.14, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.15, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.16, i32 0, i32 0)], align 4
@month_names = internal unnamed_addr constant [12 x i8*] [i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.17, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.19, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.20, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.22, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.24, i32 0, i32 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.25, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.26, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.27, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0)], align 4
@.str = private unnamed_addr constant [21 x i8] c"%a %b %e %H:%M:%S %Y\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"%m/%d/%y\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"%Y-%m-%d\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"%I:%M:%S %p\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"%H:%M\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"%H:%M:%S\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"Sunday\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"Monday\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"Tuesday\00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c"Wednesday\00", align 1
@.str.14 = private unnamed_addr constant [9 x i8] c"Thursday\00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c"Friday\00", align 1
@.str.16 = private unnamed_addr constant [9 x i8] c"Saturday\00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c"January\00", align 1
@.str.18 = private unnamed_addr constant [9 x i8] c"February\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"March\00", align 1
@.str.20 = private unnamed_addr constant [6 x i8] c"April\00", align 1
@.str.21 = private unnamed_addr constant [4 x i8] c"May\00", align 1
@.str.22 = private unnamed_addr constant [5 x i8] c"June\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"July\00", align 1
@.str.24 = private unnamed_addr constant [7 x i8] c"August\00", align 1
@.str.25 = private unnamed_addr constant [10 x i8] c"September\00", align 1
@.str.26 = private unnamed_addr constant [8 x i8] c"October\00", align 1
@.str.27 = private unnamed_addr constant [9 x i8] c"November\00", align 1
@.str.28 = private unnamed_addr constant [9 x i8] c"December\00", align 1

; Function Attrs: nounwind
define dso_local i64 @clock() local_unnamed_addr #0 {
  %1 = tail call i64 @__cpu0_instret() #8
  ret i64 %1
}

declare dso_local i64 @__cpu0_instret() local_unnamed_addr #1

; Function Attrs: nounwind
define dso_local i64 @time(i64* noundef writeonly %0) local_unnamed_addr #0 {
  %2 = tail call i64 @__cpu0_instret() #8
  %3 = udiv i64 %2, 1000000
  %4 = icmp eq i64* %0, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %1
  store i64 %3, i64* %0, align 8
  br label %6

6:                                                ; preds = %5, %1
  ret i64 %3
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local double @difftime(i64 noundef signext %0, i64 noundef signext %1) local_unnamed_addr #3 {
  %3 = sub nsw i64 %0, %1
  %4 = sitofp i64 %3 to double
  ret double %4
}

; Function Attrs: nofree norecurse nosync nounwind
define dso_local %struct.tm* @gmtime(i64* nocapture noundef readonly %0) local_unnamed_addr #4 {
  %2 = load i64, i64* %0, align 8
  %3 = tail call fastcc i32 @to_tm(i64 noundef signext %2, %struct.tm* noundef nonnull @result) #9
  %4 = icmp eq i32 %3, 0
  %5 = select i1 %4, %struct.tm* null, %struct.tm* @result
  ret %struct.tm* %5
}

; Function Attrs: nofree norecurse nosync nounwind writeonly
define internal fastcc i32 @to_tm(i64 noundef signext %0, %struct.tm* nocapture noundef writeonly %1) unnamed_addr #5 {
  %3 = sdiv i64 %0, 86400
  %4 = mul i64 %3, 86400
  %5 = sub i64 %0, %4
  %6 = icmp ne i64 %5, 0
  %7 = icmp slt i64 %0, 0
  %8 = and i1 %7, %6
  %9 = sext i1 %8 to i64
  %10 = add nsw i64 %3, %9
  %11 = mul i64 %10, -86400
  %12 = add nsw i64 %10, -10957
  %13 = freeze i64 %12
  %14 = sdiv i64 %13, 146097
  %15 = mul i64 %14, 146097
  %16 = sub i64 %13, %15
  %17 = icmp ne i64 %16, 0
  %18 = icmp slt i64 %10, 10957
  %19 = and i1 %18, %17
  %20 = sext i1 %19 to i64
  %21 = add nsw i64 %14, %20
  %22 = mul nsw i64 %21, 400
  %23 = add nsw i64 %22, 2000
  %24 = mul nsw i64 %21, -146097
  %25 = add nsw i64 %24, %12
  %26 = sdiv i64 %25, 366
  %27 = add nsw i64 %23, %26
  br label %28

28:                                               ; preds = %28, %2
  %29 = phi i64 [ %27, %2 ], [ %30, %28 ]
  %30 = add nsw i64 %29, 1
  %31 = add nsw i64 %29, -1999
  %32 = freeze i64 %31
  %33 = sdiv i64 %32, 400
  %34 = mul i64 %33, 400
  %35 = sub i64 %32, %34
  %36 = icmp ne i64 %35, 0
  %37 = icmp slt i64 %29, 1999
  %38 = and i1 %37, %36
  %39 = sext i1 %38 to i64
  %40 = add nsw i64 %33, %39
  %41 = mul i64 %40, -400
  %42 = add i64 %41, %31
  %43 = add nsw i64 %42, 3
  %44 = sdiv i64 %43, 4
  %45 = add nsw i64 %42, 99
  %46 = sdiv i64 %45, -100
  %47 = add nsw i64 %42, 399
  %48 = sdiv i64 %47, 400
  %49 = mul nsw i64 %40, 146097
  %50 = mul nsw i64 %42, 365
  %51 = add i64 %49, 10957
  %52 = add i64 %51, %50
  %53 = add i64 %52, %44
  %54 = add i64 %53, %46
  %55 = add i64 %54, %48
  %56 = icmp sgt i64 %55, %10
  br i1 %56, label %57, label %28, !llvm.loop !1

57:                                               ; preds = %28
  %58 = add i64 %11, %0
  %59 = add i64 %29, -2147485548
  %60 = icmp ult i64 %59, -4294967296
  br i1 %60, label %146, label %61

61:                                               ; preds = %57
  %62 = add nsw i64 %29, -2000
  %63 = freeze i64 %62
  %64 = sdiv i64 %63, 400
  %65 = mul i64 %64, 400
  %66 = sub i64 %63, %65
  %67 = icmp ne i64 %66, 0
  %68 = icmp slt i64 %29, 2000
  %69 = and i1 %68, %67
  %70 = sext i1 %69 to i64
  %71 = add nsw i64 %64, %70
  %72 = mul nsw i64 %71, -400
  %73 = add nsw i64 %72, %62
  %74 = add nsw i64 %73, 3
  %75 = sdiv i64 %74, -4
  %76 = add nsw i64 %73, 99
  %77 = sdiv i64 %76, 100
  %78 = add nsw i64 %73, 399
  %79 = sdiv i64 %78, -400
  %80 = mul nsw i64 %71, -146097
  %81 = mul nsw i64 %73, -365
  %82 = add i64 %12, %80
  %83 = add i64 %82, %81
  %84 = add i64 %83, %75
  %85 = add i64 %84, %77
  %86 = add i64 %85, %79
  %87 = trunc i64 %86 to i32
  %88 = and i64 %29, 3
  %89 = icmp ne i64 %88, 0
  %90 = srem i64 %29, 100
  %91 = icmp eq i64 %90, 0
  %92 = or i1 %89, %91
  br i1 %92, label %93, label %97

93:                                               ; preds = %61
  %94 = srem i64 %29, 400
  %95 = icmp eq i64 %94, 0
  %96 = zext i1 %95 to i32
  br label %97

97:                                               ; preds = %61, %93
  %98 = phi i32 [ %96, %93 ], [ 1, %61 ]
  br label %99

99:                                               ; preds = %99, %97
  %100 = phi i32 [ 0, %97 ], [ %101, %99 ]
  %101 = add nuw nsw i32 %100, 1
  %102 = getelementptr inbounds [2 x [13 x i16]], [2 x [13 x i16]]* @month_start, i32 0, i32 %98, i32 %101
  %103 = load i16, i16* %102, align 2
  %104 = sext i16 %103 to i32
  %105 = icmp slt i32 %87, %104
  br i1 %105, label %106, label %99, !llvm.loop !3

106:                                              ; preds = %99
  %107 = trunc i64 %29 to i32
  %108 = add i32 %107, -1900
  %109 = getelementptr inbounds %struct.tm, %struct.tm* %1, i32 0, i32 5
  store i32 %108, i32* %109, align 4
  %110 = getelementptr inbounds %struct.tm, %struct.tm* %1, i32 0, i32 4
  store i32 %100, i32* %110, align 4
  %111 = getelementptr inbounds [2 x [13 x i16]], [2 x [13 x i16]]* @month_start, i32 0, i32 %98, i32 %100
  %112 = load i16, i16* %111, align 2
  %113 = sext i16 %112 to i32
  %114 = add nsw i32 %87, 1
  %115 = sub i32 %114, %113
  %116 = getelementptr inbounds %struct.tm, %struct.tm* %1, i32 0, i32 3
  store i32 %115, i32* %116, align 4
  %117 = getelementptr inbounds %struct.tm, %struct.tm* %1, i32 0, i32 7
  store i32 %87, i32* %117, align 4
  %118 = add nsw i64 %10, 4
  %119 = freeze i64 %118
  %120 = sdiv i64 %119, 7
  %121 = mul i64 %120, 7
  %122 = sub i64 %119, %121
  %123 = icmp ne i64 %122, 0
  %124 = icmp slt i64 %10, -4
  %125 = and i1 %124, %123
  %126 = sext i1 %125 to i64
  %127 = add nsw i64 %120, %126
  %128 = mul nsw i64 %127, -7
  %129 = add nsw i64 %128, %10
  %130 = trunc i64 %129 to i32
  %131 = add i32 %130, 4
  %132 = getelementptr inbounds %struct.tm, %struct.tm* %1, i32 0, i32 6
  store i32 %131, i32* %132, align 4
  %133 = sdiv i64 %58, 3600
  %134 = trunc i64 %133 to i32
  %135 = getelementptr inbounds %struct.tm, %struct.tm* %1, i32 0, i32 2
  store i32 %134, i32* %135, align 4
  %136 = freeze i64 %58
  %137 = sdiv i64 %136, 60
  %138 = srem i64 %137, 60
  %139 = trunc i64 %138 to i32
  %140 = getelementptr inbounds %struct.tm, %struct.tm* %1, i32 0, i32 1
  store i32 %139, i32* %140, align 4
  %141 = mul i64 %137, 60
  %142 = sub i64 %136, %141
  %143 = trunc i64 %142 to i32
  %144 = getelementptr inbounds %struct.tm, %struct.tm* %1, i32 0, i32 0
  store i32 %143, i32* %144, align 4
  %145 = getelementptr inbounds %struct.tm, %struct.tm* %1, i32 0, i32 8
  store i32 0, i32* %145, align 4
  br label %146

146:                                              ; preds = %57, %106
  %147 = phi i32 [ 1, %106 ], [ 0, %57 ]
  ret i32 %147
}

; Function Attrs: nofree norecurse nosync nounwind
define dso_local %struct.tm* @localtime(i64* nocapture noundef readonly %0) local_unnamed_addr #4 {
  %2 = load i64, i64* %0, align 8
  %3 = tail call fastcc i32 @to_tm(i64 noundef signext %2, %struct.tm* noundef nonnull @result) #8
  %4 = icmp eq i32 %3, 0
  %5 = select i1 %4, %struct.tm* null, %struct.tm* @result
  ret %struct.tm* %5
}

; Function Attrs: nofree nosync nounwind
define dso_local i64 @mktime(%struct.tm* nocapture noundef %0) local_unnamed_addr #6 {
  %2 = alloca %struct.tm, align 4
  %3 = getelementptr inbounds %struct.tm, %struct.tm* %0, i32 0, i32 4
  %4 = load i32, i32* %3, align 4
  %5 = getelementptr inbounds %struct.tm, %struct.tm* %0, i32 0, i32 5
  %6 = load i32, i32* %5, align 4
  %7 = sext i32 %6 to i64
  %8 = add nsw i64 %7, 1900
  %9 = freeze i32 %4
  %10 = sdiv i32 %9, 12
  %11 = sext i32 %10 to i64
  %12 = mul i32 %10, 12
  %13 = sub i32 %9, %12
  %14 = icmp ne i32 %13, 0
  %15 = icmp slt i32 %4, 0
  %16 = and i1 %15, %14
  %17 = sext i1 %16 to i64
  %18 = add nsw i64 %17, %11
  %19 = add nsw i64 %8, %18
  %20 = add nsw i64 %19, -2000
  %21 = freeze i64 %20
  %22 = sdiv i64 %21, 400
  %23 = mul i64 %22, 400
  %24 = sub i64 %21, %23
  %25 = icmp ne i64 %24, 0
  %26 = icmp slt i64 %19, 2000
  %27 = and i1 %26, %25
  %28 = sext i1 %27 to i64
  %29 = add nsw i64 %22, %28
  %30 = mul nsw i64 %29, -400
  %31 = add nsw i64 %30, %20
  %32 = add nsw i64 %31, 3
  %33 = sdiv i64 %32, 4
  %34 = add nsw i64 %31, 99
  %35 = sdiv i64 %34, -100
  %36 = add nsw i64 %31, 399
  %37 = sdiv i64 %36, 400
  %38 = mul nsw i64 %29, 146097
  %39 = mul nsw i64 %31, 365
  %40 = add nsw i64 %38, 10957
  %41 = add nsw i64 %40, %39
  %42 = add nsw i64 %41, %33
  %43 = add nsw i64 %42, %35
  %44 = add nsw i64 %43, %37
  %45 = and i64 %19, 3
  %46 = icmp ne i64 %45, 0
  %47 = srem i64 %19, 100
  %48 = icmp eq i64 %47, 0
  %49 = or i1 %46, %48
  br i1 %49, label %50, label %54

50:                                               ; preds = %1
  %51 = srem i64 %19, 400
  %52 = icmp eq i64 %51, 0
  %53 = zext i1 %52 to i32
  br label %54

54:                                               ; preds = %1, %50
  %55 = phi i32 [ %53, %50 ], [ 1, %1 ]
  %56 = trunc i64 %18 to i32
  %57 = mul i32 %56, -12
  %58 = add i32 %57, %4
  %59 = getelementptr inbounds [2 x [13 x i16]], [2 x [13 x i16]]* @month_start, i32 0, i32 %55, i32 %58
  %60 = load i16, i16* %59, align 2
  %61 = sext i16 %60 to i64
  %62 = add nsw i64 %44, %61
  %63 = getelementptr inbounds %struct.tm, %struct.tm* %0, i32 0, i32 3
  %64 = load i32, i32* %63, align 4
  %65 = sext i32 %64 to i64
  %66 = add nsw i64 %62, %65
  %67 = mul nsw i64 %66, 86400
  %68 = add nsw i64 %67, -86400
  %69 = getelementptr inbounds %struct.tm, %struct.tm* %0, i32 0, i32 2
  %70 = load i32, i32* %69, align 4
  %71 = sext i32 %70 to i64
  %72 = mul nsw i64 %71, 3600
  %73 = add nsw i64 %68, %72
  %74 = getelementptr inbounds %struct.tm, %struct.tm* %0, i32 0, i32 1
  %75 = load i32, i32* %74, align 4
  %76 = sext i32 %75 to i64
  %77 = mul nsw i64 %76, 60
  %78 = add nsw i64 %73, %77
  %79 = getelementptr inbounds %struct.tm, %struct.tm* %0, i32 0, i32 0
  %80 = load i32, i32* %79, align 4
  %81 = sext i32 %80 to i64
  %82 = add nsw i64 %78, %81
  %83 = bitcast %struct.tm* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 36, i8* nonnull %83) #10
  %84 = call fastcc i32 @to_tm(i64 noundef signext %82, %struct.tm* noundef nonnull %2) #9
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %88, label %86

86:                                               ; preds = %54
  %87 = bitcast %struct.tm* %0 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(36) %87, i8* noundef nonnull align 4 dereferenceable(36) %83, i32 36, i1 false)
  br label %88

88:                                               ; preds = %54, %86
  %89 = phi i64 [ %82, %86 ], [ -1, %54 ]
  call void @llvm.lifetime.end.p0i8(i64 36, i8* nonnull %83) #10
  ret i64 %89
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #7

; Function Attrs: nofree nosync nounwind
define dso_local i32 @strftime(i8* noundef %0, i32 noundef signext %1, i8* nocapture noundef readonly %2, %struct.tm* noundef %3) local_unnamed_addr #6 {
  %5 = alloca %struct.out, align 4
  %6 = bitcast %struct.out* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %6) #10
  %7 = getelementptr inbounds %struct.out, %struct.out* %5, i32 0, i32 0
  store i8* %0, i8** %7, align 4
  %8 = getelementptr inbounds %struct.out, %struct.out* %5, i32 0, i32 1
  store i32 %1, i32* %8, align 4
  %9 = getelementptr inbounds %struct.out, %struct.out* %5, i32 0, i32 2
  store i32 0, i32* %9, align 4
  call fastcc void @format(%struct.out* noundef nonnull %5, i8* noundef %2, %struct.tm* noundef %3) #9
  %10 = load i32, i32* %9, align 4
  %11 = icmp ult i32 %10, %1
  br i1 %11, label %12, label %14

12:                                               ; preds = %4
  %13 = getelementptr inbounds i8, i8* %0, i32 %10
  store i8 0, i8* %13, align 1
  br label %14

14:                                               ; preds = %4, %12
  %15 = phi i32 [ %10, %12 ], [ 0, %4 ]
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %6) #10
  ret i32 %15
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @format(%struct.out* noundef %0, i8* nocapture noundef readonly %1, %struct.tm* noundef %2) unnamed_addr #6 {
  %4 = alloca [24 x i8], align 1
  %5 = alloca [24 x i8], align 1
  %6 = alloca [24 x i8], align 1
  %7 = alloca [24 x i8], align 1
  %8 = alloca [24 x i8], align 1
  %9 = alloca [24 x i8], align 1
  %10 = alloca [24 x i8], align 1
  %11 = alloca [24 x i8], align 1
  %12 = alloca [24 x i8], align 1
  %13 = alloca [24 x i8], align 1
  %14 = alloca [24 x i8], align 1
  %15 = alloca [24 x i8], align 1
  %16 = alloca [24 x i8], align 1
  %17 = alloca [24 x i8], align 1
  %18 = alloca [24 x i8], align 1
  %19 = alloca [24 x i8], align 1
  %20 = getelementptr inbounds %struct.tm, %struct.tm* %2, i32 0, i32 5
  %21 = getelementptr inbounds %struct.tm, %struct.tm* %2, i32 0, i32 2
  %22 = getelementptr inbounds %struct.tm, %struct.tm* %2, i32 0, i32 6
  %23 = getelementptr inbounds %struct.tm, %struct.tm* %2, i32 0, i32 4
  %24 = getelementptr inbounds %struct.out, %struct.out* %0, i32 0, i32 2
  %25 = getelementptr inbounds %struct.out, %struct.out* %0, i32 0, i32 1
  %26 = getelementptr inbounds %struct.out, %struct.out* %0, i32 0, i32 0
  %27 = getelementptr inbounds [24 x i8], [24 x i8]* %19, i32 0, i32 0
  %28 = getelementptr inbounds [24 x i8], [24 x i8]* %18, i32 0, i32 0
  %29 = getelementptr inbounds %struct.tm, %struct.tm* %2, i32 0, i32 7
  %30 = getelementptr inbounds [24 x i8], [24 x i8]* %17, i32 0, i32 0
  %31 = getelementptr inbounds [24 x i8], [24 x i8]* %16, i32 0, i32 0
  %32 = getelementptr inbounds [24 x i8], [24 x i8]* %15, i32 0, i32 0
  %33 = getelementptr inbounds %struct.tm, %struct.tm* %2, i32 0, i32 0
  %34 = getelementptr inbounds [24 x i8], [24 x i8]* %14, i32 0, i32 0
  %35 = getelementptr inbounds %struct.tm, %struct.tm* %2, i32 0, i32 1
  %36 = getelementptr inbounds [24 x i8], [24 x i8]* %13, i32 0, i32 0
  %37 = getelementptr inbounds [24 x i8], [24 x i8]* %12, i32 0, i32 0
  %38 = getelementptr inbounds [24 x i8], [24 x i8]* %11, i32 0, i32 0
  %39 = getelementptr inbounds [24 x i8], [24 x i8]* %10, i32 0, i32 0
  %40 = getelementptr inbounds [24 x i8], [24 x i8]* %9, i32 0, i32 0
  %41 = getelementptr inbounds [24 x i8], [24 x i8]* %8, i32 0, i32 0
  %42 = getelementptr inbounds [24 x i8], [24 x i8]* %7, i32 0, i32 0
  %43 = getelementptr inbounds %struct.tm, %struct.tm* %2, i32 0, i32 3
  %44 = getelementptr inbounds [24 x i8], [24 x i8]* %6, i32 0, i32 0
  %45 = getelementptr inbounds [24 x i8], [24 x i8]* %5, i32 0, i32 0
  %46 = getelementptr inbounds [24 x i8], [24 x i8]* %4, i32 0, i32 0
  br label %47

47:                                               ; preds = %1418, %3
  %48 = phi i8* [ %1, %3 ], [ %1420, %1418 ]
  %49 = load i8, i8* %48, align 1
  switch i8 %49, label %53 [
    i8 0, label %1421
    i8 37, label %50
  ]

50:                                               ; preds = %47
  %51 = getelementptr inbounds i8, i8* %48, i32 1
  %52 = load i8, i8* %51, align 1
  switch i8 %52, label %70 [
    i8 0, label %53
    i8 69, label %64
    i8 79, label %64
  ]

53:                                               ; preds = %50, %47
  %54 = load i32, i32* %24, align 4
  %55 = load i32, i32* %25, align 4
  %56 = icmp ult i32 %54, %55
  br i1 %56, label %57, label %61

57:                                               ; preds = %53
  %58 = load i8*, i8** %26, align 4
  %59 = getelementptr inbounds i8, i8* %58, i32 %54
  store i8 %49, i8* %59, align 1
  %60 = load i32, i32* %24, align 4
  br label %61

61:                                               ; preds = %53, %57
  %62 = phi i32 [ %60, %57 ], [ %54, %53 ]
  %63 = add i32 %62, 1
  store i32 %63, i32* %24, align 4
  br label %1418

64:                                               ; preds = %50, %50
  %65 = getelementptr inbounds i8, i8* %48, i32 2
  %66 = load i8, i8* %65, align 1
  %67 = icmp eq i8 %66, 0
  %68 = select i1 %67, i8* %51, i8* %65
  %69 = load i8, i8* %68, align 1
  br label %70

70:                                               ; preds = %64, %50
  %71 = phi i8 [ %52, %50 ], [ %69, %64 ]
  %72 = phi i8* [ %51, %50 ], [ %68, %64 ]
  %73 = load i32, i32* %20, align 4
  %74 = sext i32 %73 to i64
  %75 = add nsw i64 %74, 1900
  %76 = load i32, i32* %21, align 4
  %77 = srem i32 %76, 12
  %78 = load i32, i32* %22, align 4
  %79 = srem i32 %78, 7
  %80 = trunc i32 %79 to i8
  %81 = add nsw i8 %80, 7
  %82 = urem i8 %81, 7
  %83 = zext i8 %82 to i32
  %84 = load i32, i32* %23, align 4
  %85 = srem i32 %84, 12
  %86 = trunc i32 %85 to i8
  %87 = add nsw i8 %86, 12
  %88 = urem i8 %87, 12
  %89 = zext i8 %88 to i32
  %90 = sext i8 %71 to i32
  switch i32 %90, label %1394 [
    i32 97, label %91
    i32 65, label %117
    i32 98, label %143
    i32 104, label %143
    i32 66, label %169
    i32 99, label %195
    i32 67, label %196
    i32 100, label %250
    i32 68, label %312
    i32 120, label %312
    i32 101, label %313
    i32 70, label %375
    i32 103, label %376
    i32 71, label %450
    i32 72, label %521
    i32 73, label %582
    i32 106, label %645
    i32 109, label %712
    i32 77, label %774
    i32 110, label %836
    i32 112, label %847
    i32 114, label %866
    i32 82, label %867
    i32 83, label %868
    i32 116, label %930
    i32 84, label %941
    i32 88, label %941
    i32 117, label %942
    i32 85, label %956
    i32 86, label %1021
    i32 119, label %1124
    i32 87, label %1136
    i32 121, label %1204
    i32 89, label %1254
    i32 122, label %1301
    i32 90, label %1352
    i32 37, label %1383
  ]

91:                                               ; preds = %70
  %92 = getelementptr inbounds [7 x i8*], [7 x i8*]* @day_names, i32 0, i32 %83
  %93 = load i8*, i8** %92, align 4
  %94 = load i8, i8* %93, align 1
  %95 = icmp eq i8 %94, 0
  br i1 %95, label %1418, label %96

96:                                               ; preds = %91
  %97 = load i32, i32* %24, align 4
  br label %98

98:                                               ; preds = %108, %96
  %99 = phi i32 [ %97, %96 ], [ %110, %108 ]
  %100 = phi i8 [ %94, %96 ], [ %113, %108 ]
  %101 = phi i32 [ 0, %96 ], [ %111, %108 ]
  %102 = load i32, i32* %25, align 4
  %103 = icmp ult i32 %99, %102
  br i1 %103, label %104, label %108

104:                                              ; preds = %98
  %105 = load i8*, i8** %26, align 4
  %106 = getelementptr inbounds i8, i8* %105, i32 %99
  store i8 %100, i8* %106, align 1
  %107 = load i32, i32* %24, align 4
  br label %108

108:                                              ; preds = %104, %98
  %109 = phi i32 [ %107, %104 ], [ %99, %98 ]
  %110 = add i32 %109, 1
  store i32 %110, i32* %24, align 4
  %111 = add nuw nsw i32 %101, 1
  %112 = getelementptr inbounds i8, i8* %93, i32 %111
  %113 = load i8, i8* %112, align 1
  %114 = icmp ne i8 %113, 0
  %115 = icmp ult i32 %101, 2
  %116 = select i1 %114, i1 %115, i1 false
  br i1 %116, label %98, label %1418, !llvm.loop !4

117:                                              ; preds = %70
  %118 = getelementptr inbounds [7 x i8*], [7 x i8*]* @day_names, i32 0, i32 %83
  %119 = load i8*, i8** %118, align 4
  %120 = load i8, i8* %119, align 1
  %121 = icmp eq i8 %120, 0
  br i1 %121, label %1418, label %122

122:                                              ; preds = %117
  %123 = load i32, i32* %24, align 4
  br label %124

124:                                              ; preds = %134, %122
  %125 = phi i32 [ %123, %122 ], [ %136, %134 ]
  %126 = phi i8 [ %120, %122 ], [ %139, %134 ]
  %127 = phi i32 [ 0, %122 ], [ %137, %134 ]
  %128 = load i32, i32* %25, align 4
  %129 = icmp ult i32 %125, %128
  br i1 %129, label %130, label %134

130:                                              ; preds = %124
  %131 = load i8*, i8** %26, align 4
  %132 = getelementptr inbounds i8, i8* %131, i32 %125
  store i8 %126, i8* %132, align 1
  %133 = load i32, i32* %24, align 4
  br label %134

134:                                              ; preds = %130, %124
  %135 = phi i32 [ %133, %130 ], [ %125, %124 ]
  %136 = add i32 %135, 1
  store i32 %136, i32* %24, align 4
  %137 = add nuw nsw i32 %127, 1
  %138 = getelementptr inbounds i8, i8* %119, i32 %137
  %139 = load i8, i8* %138, align 1
  %140 = icmp ne i8 %139, 0
  %141 = icmp ult i32 %127, 98
  %142 = select i1 %140, i1 %141, i1 false
  br i1 %142, label %124, label %1418, !llvm.loop !4

143:                                              ; preds = %70, %70
  %144 = getelementptr inbounds [12 x i8*], [12 x i8*]* @month_names, i32 0, i32 %89
  %145 = load i8*, i8** %144, align 4
  %146 = load i8, i8* %145, align 1
  %147 = icmp eq i8 %146, 0
  br i1 %147, label %1418, label %148

148:                                              ; preds = %143
  %149 = load i32, i32* %24, align 4
  br label %150

150:                                              ; preds = %160, %148
  %151 = phi i32 [ %149, %148 ], [ %162, %160 ]
  %152 = phi i8 [ %146, %148 ], [ %165, %160 ]
  %153 = phi i32 [ 0, %148 ], [ %163, %160 ]
  %154 = load i32, i32* %25, align 4
  %155 = icmp ult i32 %151, %154
  br i1 %155, label %156, label %160

156:                                              ; preds = %150
  %157 = load i8*, i8** %26, align 4
  %158 = getelementptr inbounds i8, i8* %157, i32 %151
  store i8 %152, i8* %158, align 1
  %159 = load i32, i32* %24, align 4
  br label %160

160:                                              ; preds = %156, %150
  %161 = phi i32 [ %159, %156 ], [ %151, %150 ]
  %162 = add i32 %161, 1
  store i32 %162, i32* %24, align 4
  %163 = add nuw nsw i32 %153, 1
  %164 = getelementptr inbounds i8, i8* %145, i32 %163
  %165 = load i8, i8* %164, align 1
  %166 = icmp ne i8 %165, 0
  %167 = icmp ult i32 %153, 2
  %168 = select i1 %166, i1 %167, i1 false
  br i1 %168, label %150, label %1418, !llvm.loop !4

169:                                              ; preds = %70
  %170 = getelementptr inbounds [12 x i8*], [12 x i8*]* @month_names, i32 0, i32 %89
  %171 = load i8*, i8** %170, align 4
  %172 = load i8, i8* %171, align 1
  %173 = icmp eq i8 %172, 0
  br i1 %173, label %1418, label %174

174:                                              ; preds = %169
  %175 = load i32, i32* %24, align 4
  br label %176

176:                                              ; preds = %186, %174
  %177 = phi i32 [ %175, %174 ], [ %188, %186 ]
  %178 = phi i8 [ %172, %174 ], [ %191, %186 ]
  %179 = phi i32 [ 0, %174 ], [ %189, %186 ]
  %180 = load i32, i32* %25, align 4
  %181 = icmp ult i32 %177, %180
  br i1 %181, label %182, label %186

182:                                              ; preds = %176
  %183 = load i8*, i8** %26, align 4
  %184 = getelementptr inbounds i8, i8* %183, i32 %177
  store i8 %178, i8* %184, align 1
  %185 = load i32, i32* %24, align 4
  br label %186

186:                                              ; preds = %182, %176
  %187 = phi i32 [ %185, %182 ], [ %177, %176 ]
  %188 = add i32 %187, 1
  store i32 %188, i32* %24, align 4
  %189 = add nuw nsw i32 %179, 1
  %190 = getelementptr inbounds i8, i8* %171, i32 %189
  %191 = load i8, i8* %190, align 1
  %192 = icmp ne i8 %191, 0
  %193 = icmp ult i32 %179, 98
  %194 = select i1 %192, i1 %193, i1 false
  br i1 %194, label %176, label %1418, !llvm.loop !4

195:                                              ; preds = %70
  tail call fastcc void @format(%struct.out* noundef %0, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i32 0, i32 0), %struct.tm* noundef nonnull %2) #8
  br label %1418

196:                                              ; preds = %70
  %197 = sdiv i64 %75, 100
  %198 = srem i64 %75, 100
  %199 = icmp ne i64 %198, 0
  %200 = icmp slt i32 %73, -1900
  %201 = and i1 %200, %199
  %202 = sext i1 %201 to i64
  %203 = add nsw i64 %197, %202
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %46) #10
  %204 = icmp slt i64 %203, 0
  %205 = sub nsw i64 0, %203
  %206 = select i1 %204, i64 %205, i64 %203
  br label %207

207:                                              ; preds = %207, %196
  %208 = phi i32 [ 0, %196 ], [ %216, %207 ]
  %209 = phi i64 [ %206, %196 ], [ %211, %207 ]
  %210 = freeze i64 %209
  %211 = udiv i64 %210, 10
  %212 = mul i64 %211, 10
  %213 = sub i64 %210, %212
  %214 = trunc i64 %213 to i8
  %215 = or i8 %214, 48
  %216 = add nuw nsw i32 %208, 1
  %217 = getelementptr inbounds [24 x i8], [24 x i8]* %4, i32 0, i32 %208
  store i8 %215, i8* %217, align 1
  %218 = icmp ult i64 %209, 10
  br i1 %218, label %219, label %207, !llvm.loop !5

219:                                              ; preds = %207
  %220 = load i32, i32* %24, align 4
  br i1 %204, label %221, label %231

221:                                              ; preds = %219
  %222 = load i32, i32* %25, align 4
  %223 = icmp ult i32 %220, %222
  br i1 %223, label %224, label %228

224:                                              ; preds = %221
  %225 = load i8*, i8** %26, align 4
  %226 = getelementptr inbounds i8, i8* %225, i32 %220
  store i8 45, i8* %226, align 1
  %227 = load i32, i32* %24, align 4
  br label %228

228:                                              ; preds = %224, %221
  %229 = phi i32 [ %227, %224 ], [ %220, %221 ]
  %230 = add i32 %229, 1
  store i32 %230, i32* %24, align 4
  br label %231

231:                                              ; preds = %219, %228
  %232 = phi i32 [ %220, %219 ], [ %230, %228 ]
  br label %233

233:                                              ; preds = %231, %245
  %234 = phi i32 [ %247, %245 ], [ %232, %231 ]
  %235 = phi i32 [ %236, %245 ], [ %216, %231 ]
  %236 = add nsw i32 %235, -1
  %237 = load i32, i32* %25, align 4
  %238 = icmp ult i32 %234, %237
  br i1 %238, label %239, label %245

239:                                              ; preds = %233
  %240 = getelementptr inbounds [24 x i8], [24 x i8]* %4, i32 0, i32 %236
  %241 = load i8, i8* %240, align 1
  %242 = load i8*, i8** %26, align 4
  %243 = getelementptr inbounds i8, i8* %242, i32 %234
  store i8 %241, i8* %243, align 1
  %244 = load i32, i32* %24, align 4
  br label %245

245:                                              ; preds = %239, %233
  %246 = phi i32 [ %244, %239 ], [ %234, %233 ]
  %247 = add i32 %246, 1
  store i32 %247, i32* %24, align 4
  %248 = icmp eq i32 %236, 0
  br i1 %248, label %249, label %233, !llvm.loop !6

249:                                              ; preds = %245
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %46) #10
  br label %1418

250:                                              ; preds = %70
  %251 = load i32, i32* %43, align 4
  %252 = sext i32 %251 to i64
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %45) #10
  %253 = icmp slt i32 %251, 0
  %254 = sub nsw i64 0, %252
  %255 = select i1 %253, i64 %254, i64 %252
  br label %256

256:                                              ; preds = %256, %250
  %257 = phi i32 [ 0, %250 ], [ %265, %256 ]
  %258 = phi i64 [ %255, %250 ], [ %260, %256 ]
  %259 = freeze i64 %258
  %260 = udiv i64 %259, 10
  %261 = mul i64 %260, 10
  %262 = sub i64 %259, %261
  %263 = trunc i64 %262 to i8
  %264 = or i8 %263, 48
  %265 = add nuw nsw i32 %257, 1
  %266 = getelementptr inbounds [24 x i8], [24 x i8]* %5, i32 0, i32 %257
  store i8 %264, i8* %266, align 1
  %267 = icmp ult i64 %258, 10
  br i1 %267, label %268, label %256, !llvm.loop !5

268:                                              ; preds = %256
  %269 = load i32, i32* %24, align 4
  br i1 %253, label %270, label %280

270:                                              ; preds = %268
  %271 = load i32, i32* %25, align 4
  %272 = icmp ult i32 %269, %271
  br i1 %272, label %273, label %277

273:                                              ; preds = %270
  %274 = load i8*, i8** %26, align 4
  %275 = getelementptr inbounds i8, i8* %274, i32 %269
  store i8 45, i8* %275, align 1
  %276 = load i32, i32* %24, align 4
  br label %277

277:                                              ; preds = %273, %270
  %278 = phi i32 [ %276, %273 ], [ %269, %270 ]
  %279 = add i32 %278, 1
  store i32 %279, i32* %24, align 4
  br label %280

280:                                              ; preds = %268, %277
  %281 = phi i32 [ %279, %277 ], [ %269, %268 ]
  %282 = icmp eq i32 %257, 0
  br i1 %282, label %283, label %293

283:                                              ; preds = %280
  %284 = load i32, i32* %25, align 4
  %285 = icmp ult i32 %281, %284
  br i1 %285, label %286, label %290

286:                                              ; preds = %283
  %287 = load i8*, i8** %26, align 4
  %288 = getelementptr inbounds i8, i8* %287, i32 %281
  store i8 48, i8* %288, align 1
  %289 = load i32, i32* %24, align 4
  br label %290

290:                                              ; preds = %286, %283
  %291 = phi i32 [ %289, %286 ], [ %281, %283 ]
  %292 = add i32 %291, 1
  store i32 %292, i32* %24, align 4
  br label %293

293:                                              ; preds = %290, %280
  %294 = phi i32 [ %292, %290 ], [ %281, %280 ]
  br label %295

295:                                              ; preds = %293, %307
  %296 = phi i32 [ %309, %307 ], [ %294, %293 ]
  %297 = phi i32 [ %298, %307 ], [ %265, %293 ]
  %298 = add nsw i32 %297, -1
  %299 = load i32, i32* %25, align 4
  %300 = icmp ult i32 %296, %299
  br i1 %300, label %301, label %307

301:                                              ; preds = %295
  %302 = getelementptr inbounds [24 x i8], [24 x i8]* %5, i32 0, i32 %298
  %303 = load i8, i8* %302, align 1
  %304 = load i8*, i8** %26, align 4
  %305 = getelementptr inbounds i8, i8* %304, i32 %296
  store i8 %303, i8* %305, align 1
  %306 = load i32, i32* %24, align 4
  br label %307

307:                                              ; preds = %301, %295
  %308 = phi i32 [ %306, %301 ], [ %296, %295 ]
  %309 = add i32 %308, 1
  store i32 %309, i32* %24, align 4
  %310 = icmp eq i32 %298, 0
  br i1 %310, label %311, label %295, !llvm.loop !6

311:                                              ; preds = %307
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %45) #10
  br label %1418

312:                                              ; preds = %70, %70
  tail call fastcc void @format(%struct.out* noundef %0, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i32 0, i32 0), %struct.tm* noundef nonnull %2) #8
  br label %1418

313:                                              ; preds = %70
  %314 = load i32, i32* %43, align 4
  %315 = sext i32 %314 to i64
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %44) #10
  %316 = icmp slt i32 %314, 0
  %317 = sub nsw i64 0, %315
  %318 = select i1 %316, i64 %317, i64 %315
  br label %319

319:                                              ; preds = %319, %313
  %320 = phi i32 [ 0, %313 ], [ %328, %319 ]
  %321 = phi i64 [ %318, %313 ], [ %323, %319 ]
  %322 = freeze i64 %321
  %323 = udiv i64 %322, 10
  %324 = mul i64 %323, 10
  %325 = sub i64 %322, %324
  %326 = trunc i64 %325 to i8
  %327 = or i8 %326, 48
  %328 = add nuw nsw i32 %320, 1
  %329 = getelementptr inbounds [24 x i8], [24 x i8]* %6, i32 0, i32 %320
  store i8 %327, i8* %329, align 1
  %330 = icmp ult i64 %321, 10
  br i1 %330, label %331, label %319, !llvm.loop !5

331:                                              ; preds = %319
  %332 = load i32, i32* %24, align 4
  br i1 %316, label %333, label %343

333:                                              ; preds = %331
  %334 = load i32, i32* %25, align 4
  %335 = icmp ult i32 %332, %334
  br i1 %335, label %336, label %340

336:                                              ; preds = %333
  %337 = load i8*, i8** %26, align 4
  %338 = getelementptr inbounds i8, i8* %337, i32 %332
  store i8 45, i8* %338, align 1
  %339 = load i32, i32* %24, align 4
  br label %340

340:                                              ; preds = %336, %333
  %341 = phi i32 [ %339, %336 ], [ %332, %333 ]
  %342 = add i32 %341, 1
  store i32 %342, i32* %24, align 4
  br label %343

343:                                              ; preds = %331, %340
  %344 = phi i32 [ %342, %340 ], [ %332, %331 ]
  %345 = icmp eq i32 %320, 0
  br i1 %345, label %346, label %356

346:                                              ; preds = %343
  %347 = load i32, i32* %25, align 4
  %348 = icmp ult i32 %344, %347
  br i1 %348, label %349, label %353

349:                                              ; preds = %346
  %350 = load i8*, i8** %26, align 4
  %351 = getelementptr inbounds i8, i8* %350, i32 %344
  store i8 32, i8* %351, align 1
  %352 = load i32, i32* %24, align 4
  br label %353

353:                                              ; preds = %349, %346
  %354 = phi i32 [ %352, %349 ], [ %344, %346 ]
  %355 = add i32 %354, 1
  store i32 %355, i32* %24, align 4
  br label %356

356:                                              ; preds = %353, %343
  %357 = phi i32 [ %355, %353 ], [ %344, %343 ]
  br label %358

358:                                              ; preds = %356, %370
  %359 = phi i32 [ %372, %370 ], [ %357, %356 ]
  %360 = phi i32 [ %361, %370 ], [ %328, %356 ]
  %361 = add nsw i32 %360, -1
  %362 = load i32, i32* %25, align 4
  %363 = icmp ult i32 %359, %362
  br i1 %363, label %364, label %370

364:                                              ; preds = %358
  %365 = getelementptr inbounds [24 x i8], [24 x i8]* %6, i32 0, i32 %361
  %366 = load i8, i8* %365, align 1
  %367 = load i8*, i8** %26, align 4
  %368 = getelementptr inbounds i8, i8* %367, i32 %359
  store i8 %366, i8* %368, align 1
  %369 = load i32, i32* %24, align 4
  br label %370

370:                                              ; preds = %364, %358
  %371 = phi i32 [ %369, %364 ], [ %359, %358 ]
  %372 = add i32 %371, 1
  store i32 %372, i32* %24, align 4
  %373 = icmp eq i32 %361, 0
  br i1 %373, label %374, label %358, !llvm.loop !6

374:                                              ; preds = %370
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %44) #10
  br label %1418

375:                                              ; preds = %70
  tail call fastcc void @format(%struct.out* noundef %0, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i32 0, i32 0), %struct.tm* noundef nonnull %2) #8
  br label %1418

376:                                              ; preds = %70
  %377 = load i32, i32* %29, align 4
  %378 = add nsw i32 %78, 6
  %379 = srem i32 %378, 7
  %380 = sub nsw i32 %377, %379
  %381 = icmp slt i32 %380, -3
  br i1 %381, label %382, label %384

382:                                              ; preds = %376
  %383 = add nsw i64 %74, 1899
  br label %399

384:                                              ; preds = %376
  %385 = and i64 %74, 3
  %386 = icmp ne i64 %385, 0
  %387 = srem i64 %75, 100
  %388 = icmp eq i64 %387, 0
  %389 = or i1 %386, %388
  br i1 %389, label %390, label %395

390:                                              ; preds = %384
  %391 = srem i64 %75, 400
  %392 = icmp eq i64 %391, 0
  %393 = select i1 %392, i32 363, i32 362
  %394 = icmp slt i32 %380, %393
  br i1 %394, label %399, label %397

395:                                              ; preds = %384
  %396 = icmp slt i32 %380, 363
  br i1 %396, label %399, label %397

397:                                              ; preds = %390, %395
  %398 = add nsw i64 %74, 1901
  br label %399

399:                                              ; preds = %382, %390, %395, %397
  %400 = phi i64 [ %383, %382 ], [ %398, %397 ], [ %75, %390 ], [ %75, %395 ]
  %401 = srem i64 %400, 100
  %402 = trunc i64 %401 to i8
  %403 = add i8 %402, 100
  %404 = urem i8 %403, 100
  %405 = zext i8 %404 to i64
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %42) #10
  br label %406

406:                                              ; preds = %406, %399
  %407 = phi i32 [ 0, %399 ], [ %415, %406 ]
  %408 = phi i64 [ %405, %399 ], [ %410, %406 ]
  %409 = freeze i64 %408
  %410 = udiv i64 %409, 10
  %411 = mul i64 %410, 10
  %412 = sub i64 %409, %411
  %413 = trunc i64 %412 to i8
  %414 = or i8 %413, 48
  %415 = add nuw nsw i32 %407, 1
  %416 = getelementptr inbounds [24 x i8], [24 x i8]* %7, i32 0, i32 %407
  store i8 %414, i8* %416, align 1
  %417 = icmp ult i64 %408, 10
  br i1 %417, label %418, label %406, !llvm.loop !5

418:                                              ; preds = %406
  %419 = icmp eq i32 %407, 0
  %420 = load i32, i32* %24, align 4
  br i1 %419, label %421, label %431

421:                                              ; preds = %418
  %422 = load i32, i32* %25, align 4
  %423 = icmp ult i32 %420, %422
  br i1 %423, label %424, label %428

424:                                              ; preds = %421
  %425 = load i8*, i8** %26, align 4
  %426 = getelementptr inbounds i8, i8* %425, i32 %420
  store i8 48, i8* %426, align 1
  %427 = load i32, i32* %24, align 4
  br label %428

428:                                              ; preds = %424, %421
  %429 = phi i32 [ %427, %424 ], [ %420, %421 ]
  %430 = add i32 %429, 1
  store i32 %430, i32* %24, align 4
  br label %431

431:                                              ; preds = %428, %418
  %432 = phi i32 [ %430, %428 ], [ %420, %418 ]
  br label %433

433:                                              ; preds = %431, %445
  %434 = phi i32 [ %447, %445 ], [ %432, %431 ]
  %435 = phi i32 [ %436, %445 ], [ %415, %431 ]
  %436 = add nsw i32 %435, -1
  %437 = load i32, i32* %25, align 4
  %438 = icmp ult i32 %434, %437
  br i1 %438, label %439, label %445

439:                                              ; preds = %433
  %440 = getelementptr inbounds [24 x i8], [24 x i8]* %7, i32 0, i32 %436
  %441 = load i8, i8* %440, align 1
  %442 = load i8*, i8** %26, align 4
  %443 = getelementptr inbounds i8, i8* %442, i32 %434
  store i8 %441, i8* %443, align 1
  %444 = load i32, i32* %24, align 4
  br label %445

445:                                              ; preds = %439, %433
  %446 = phi i32 [ %444, %439 ], [ %434, %433 ]
  %447 = add i32 %446, 1
  store i32 %447, i32* %24, align 4
  %448 = icmp eq i32 %436, 0
  br i1 %448, label %449, label %433, !llvm.loop !6

449:                                              ; preds = %445
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %42) #10
  br label %1418

450:                                              ; preds = %70
  %451 = load i32, i32* %29, align 4
  %452 = add nsw i32 %78, 6
  %453 = srem i32 %452, 7
  %454 = sub nsw i32 %451, %453
  %455 = icmp slt i32 %454, -3
  br i1 %455, label %456, label %458

456:                                              ; preds = %450
  %457 = add nsw i64 %74, 1899
  br label %473

458:                                              ; preds = %450
  %459 = and i64 %74, 3
  %460 = icmp ne i64 %459, 0
  %461 = srem i64 %75, 100
  %462 = icmp eq i64 %461, 0
  %463 = or i1 %460, %462
  br i1 %463, label %464, label %469

464:                                              ; preds = %458
  %465 = srem i64 %75, 400
  %466 = icmp eq i64 %465, 0
  %467 = select i1 %466, i32 363, i32 362
  %468 = icmp slt i32 %454, %467
  br i1 %468, label %473, label %471

469:                                              ; preds = %458
  %470 = icmp slt i32 %454, 363
  br i1 %470, label %473, label %471

471:                                              ; preds = %464, %469
  %472 = add nsw i64 %74, 1901
  br label %473

473:                                              ; preds = %456, %464, %469, %471
  %474 = phi i64 [ %457, %456 ], [ %472, %471 ], [ %75, %464 ], [ %75, %469 ]
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %41) #10
  %475 = icmp slt i64 %474, 0
  %476 = sub nsw i64 0, %474
  %477 = select i1 %475, i64 %476, i64 %474
  br label %478

478:                                              ; preds = %478, %473
  %479 = phi i32 [ 0, %473 ], [ %487, %478 ]
  %480 = phi i64 [ %477, %473 ], [ %482, %478 ]
  %481 = freeze i64 %480
  %482 = udiv i64 %481, 10
  %483 = mul i64 %482, 10
  %484 = sub i64 %481, %483
  %485 = trunc i64 %484 to i8
  %486 = or i8 %485, 48
  %487 = add nuw nsw i32 %479, 1
  %488 = getelementptr inbounds [24 x i8], [24 x i8]* %8, i32 0, i32 %479
  store i8 %486, i8* %488, align 1
  %489 = icmp ult i64 %480, 10
  br i1 %489, label %490, label %478, !llvm.loop !5

490:                                              ; preds = %478
  %491 = load i32, i32* %24, align 4
  br i1 %475, label %492, label %502

492:                                              ; preds = %490
  %493 = load i32, i32* %25, align 4
  %494 = icmp ult i32 %491, %493
  br i1 %494, label %495, label %499

495:                                              ; preds = %492
  %496 = load i8*, i8** %26, align 4
  %497 = getelementptr inbounds i8, i8* %496, i32 %491
  store i8 45, i8* %497, align 1
  %498 = load i32, i32* %24, align 4
  br label %499

499:                                              ; preds = %495, %492
  %500 = phi i32 [ %498, %495 ], [ %491, %492 ]
  %501 = add i32 %500, 1
  store i32 %501, i32* %24, align 4
  br label %502

502:                                              ; preds = %490, %499
  %503 = phi i32 [ %491, %490 ], [ %501, %499 ]
  br label %504

504:                                              ; preds = %502, %516
  %505 = phi i32 [ %518, %516 ], [ %503, %502 ]
  %506 = phi i32 [ %507, %516 ], [ %487, %502 ]
  %507 = add nsw i32 %506, -1
  %508 = load i32, i32* %25, align 4
  %509 = icmp ult i32 %505, %508
  br i1 %509, label %510, label %516

510:                                              ; preds = %504
  %511 = getelementptr inbounds [24 x i8], [24 x i8]* %8, i32 0, i32 %507
  %512 = load i8, i8* %511, align 1
  %513 = load i8*, i8** %26, align 4
  %514 = getelementptr inbounds i8, i8* %513, i32 %505
  store i8 %512, i8* %514, align 1
  %515 = load i32, i32* %24, align 4
  br label %516

516:                                              ; preds = %510, %504
  %517 = phi i32 [ %515, %510 ], [ %505, %504 ]
  %518 = add i32 %517, 1
  store i32 %518, i32* %24, align 4
  %519 = icmp eq i32 %507, 0
  br i1 %519, label %520, label %504, !llvm.loop !6

520:                                              ; preds = %516
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %41) #10
  br label %1418

521:                                              ; preds = %70
  %522 = sext i32 %76 to i64
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %40) #10
  %523 = icmp slt i32 %76, 0
  %524 = sub nsw i64 0, %522
  %525 = select i1 %523, i64 %524, i64 %522
  br label %526

526:                                              ; preds = %526, %521
  %527 = phi i32 [ 0, %521 ], [ %535, %526 ]
  %528 = phi i64 [ %525, %521 ], [ %530, %526 ]
  %529 = freeze i64 %528
  %530 = udiv i64 %529, 10
  %531 = mul i64 %530, 10
  %532 = sub i64 %529, %531
  %533 = trunc i64 %532 to i8
  %534 = or i8 %533, 48
  %535 = add nuw nsw i32 %527, 1
  %536 = getelementptr inbounds [24 x i8], [24 x i8]* %9, i32 0, i32 %527
  store i8 %534, i8* %536, align 1
  %537 = icmp ult i64 %528, 10
  br i1 %537, label %538, label %526, !llvm.loop !5

538:                                              ; preds = %526
  %539 = load i32, i32* %24, align 4
  br i1 %523, label %540, label %550

540:                                              ; preds = %538
  %541 = load i32, i32* %25, align 4
  %542 = icmp ult i32 %539, %541
  br i1 %542, label %543, label %547

543:                                              ; preds = %540
  %544 = load i8*, i8** %26, align 4
  %545 = getelementptr inbounds i8, i8* %544, i32 %539
  store i8 45, i8* %545, align 1
  %546 = load i32, i32* %24, align 4
  br label %547

547:                                              ; preds = %543, %540
  %548 = phi i32 [ %546, %543 ], [ %539, %540 ]
  %549 = add i32 %548, 1
  store i32 %549, i32* %24, align 4
  br label %550

550:                                              ; preds = %538, %547
  %551 = phi i32 [ %549, %547 ], [ %539, %538 ]
  %552 = icmp eq i32 %527, 0
  br i1 %552, label %553, label %563

553:                                              ; preds = %550
  %554 = load i32, i32* %25, align 4
  %555 = icmp ult i32 %551, %554
  br i1 %555, label %556, label %560

556:                                              ; preds = %553
  %557 = load i8*, i8** %26, align 4
  %558 = getelementptr inbounds i8, i8* %557, i32 %551
  store i8 48, i8* %558, align 1
  %559 = load i32, i32* %24, align 4
  br label %560

560:                                              ; preds = %556, %553
  %561 = phi i32 [ %559, %556 ], [ %551, %553 ]
  %562 = add i32 %561, 1
  store i32 %562, i32* %24, align 4
  br label %563

563:                                              ; preds = %560, %550
  %564 = phi i32 [ %562, %560 ], [ %551, %550 ]
  br label %565

565:                                              ; preds = %563, %577
  %566 = phi i32 [ %579, %577 ], [ %564, %563 ]
  %567 = phi i32 [ %568, %577 ], [ %535, %563 ]
  %568 = add nsw i32 %567, -1
  %569 = load i32, i32* %25, align 4
  %570 = icmp ult i32 %566, %569
  br i1 %570, label %571, label %577

571:                                              ; preds = %565
  %572 = getelementptr inbounds [24 x i8], [24 x i8]* %9, i32 0, i32 %568
  %573 = load i8, i8* %572, align 1
  %574 = load i8*, i8** %26, align 4
  %575 = getelementptr inbounds i8, i8* %574, i32 %566
  store i8 %573, i8* %575, align 1
  %576 = load i32, i32* %24, align 4
  br label %577

577:                                              ; preds = %571, %565
  %578 = phi i32 [ %576, %571 ], [ %566, %565 ]
  %579 = add i32 %578, 1
  store i32 %579, i32* %24, align 4
  %580 = icmp eq i32 %568, 0
  br i1 %580, label %581, label %565, !llvm.loop !6

581:                                              ; preds = %577
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %40) #10
  br label %1418

582:                                              ; preds = %70
  %583 = icmp eq i32 %77, 0
  %584 = select i1 %583, i32 12, i32 %77
  %585 = sext i32 %584 to i64
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %39) #10
  %586 = icmp slt i32 %584, 0
  %587 = sub nsw i64 0, %585
  %588 = select i1 %586, i64 %587, i64 %585
  br label %589

589:                                              ; preds = %589, %582
  %590 = phi i32 [ 0, %582 ], [ %598, %589 ]
  %591 = phi i64 [ %588, %582 ], [ %593, %589 ]
  %592 = freeze i64 %591
  %593 = udiv i64 %592, 10
  %594 = mul i64 %593, 10
  %595 = sub i64 %592, %594
  %596 = trunc i64 %595 to i8
  %597 = or i8 %596, 48
  %598 = add nuw nsw i32 %590, 1
  %599 = getelementptr inbounds [24 x i8], [24 x i8]* %10, i32 0, i32 %590
  store i8 %597, i8* %599, align 1
  %600 = icmp ult i64 %591, 10
  br i1 %600, label %601, label %589, !llvm.loop !5

601:                                              ; preds = %589
  %602 = load i32, i32* %24, align 4
  br i1 %586, label %603, label %613

603:                                              ; preds = %601
  %604 = load i32, i32* %25, align 4
  %605 = icmp ult i32 %602, %604
  br i1 %605, label %606, label %610

606:                                              ; preds = %603
  %607 = load i8*, i8** %26, align 4
  %608 = getelementptr inbounds i8, i8* %607, i32 %602
  store i8 45, i8* %608, align 1
  %609 = load i32, i32* %24, align 4
  br label %610

610:                                              ; preds = %606, %603
  %611 = phi i32 [ %609, %606 ], [ %602, %603 ]
  %612 = add i32 %611, 1
  store i32 %612, i32* %24, align 4
  br label %613

613:                                              ; preds = %601, %610
  %614 = phi i32 [ %612, %610 ], [ %602, %601 ]
  %615 = icmp eq i32 %590, 0
  br i1 %615, label %616, label %626

616:                                              ; preds = %613
  %617 = load i32, i32* %25, align 4
  %618 = icmp ult i32 %614, %617
  br i1 %618, label %619, label %623

619:                                              ; preds = %616
  %620 = load i8*, i8** %26, align 4
  %621 = getelementptr inbounds i8, i8* %620, i32 %614
  store i8 48, i8* %621, align 1
  %622 = load i32, i32* %24, align 4
  br label %623

623:                                              ; preds = %619, %616
  %624 = phi i32 [ %622, %619 ], [ %614, %616 ]
  %625 = add i32 %624, 1
  store i32 %625, i32* %24, align 4
  br label %626

626:                                              ; preds = %623, %613
  %627 = phi i32 [ %625, %623 ], [ %614, %613 ]
  br label %628

628:                                              ; preds = %626, %640
  %629 = phi i32 [ %642, %640 ], [ %627, %626 ]
  %630 = phi i32 [ %631, %640 ], [ %598, %626 ]
  %631 = add nsw i32 %630, -1
  %632 = load i32, i32* %25, align 4
  %633 = icmp ult i32 %629, %632
  br i1 %633, label %634, label %640

634:                                              ; preds = %628
  %635 = getelementptr inbounds [24 x i8], [24 x i8]* %10, i32 0, i32 %631
  %636 = load i8, i8* %635, align 1
  %637 = load i8*, i8** %26, align 4
  %638 = getelementptr inbounds i8, i8* %637, i32 %629
  store i8 %636, i8* %638, align 1
  %639 = load i32, i32* %24, align 4
  br label %640

640:                                              ; preds = %634, %628
  %641 = phi i32 [ %639, %634 ], [ %629, %628 ]
  %642 = add i32 %641, 1
  store i32 %642, i32* %24, align 4
  %643 = icmp eq i32 %631, 0
  br i1 %643, label %644, label %628, !llvm.loop !6

644:                                              ; preds = %640
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %39) #10
  br label %1418

645:                                              ; preds = %70
  %646 = load i32, i32* %29, align 4
  %647 = add nsw i32 %646, 1
  %648 = sext i32 %647 to i64
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %38) #10
  %649 = icmp slt i32 %646, -1
  %650 = sub nsw i64 0, %648
  %651 = select i1 %649, i64 %650, i64 %648
  br label %652

652:                                              ; preds = %652, %645
  %653 = phi i32 [ 0, %645 ], [ %661, %652 ]
  %654 = phi i64 [ %651, %645 ], [ %656, %652 ]
  %655 = freeze i64 %654
  %656 = udiv i64 %655, 10
  %657 = mul i64 %656, 10
  %658 = sub i64 %655, %657
  %659 = trunc i64 %658 to i8
  %660 = or i8 %659, 48
  %661 = add nuw nsw i32 %653, 1
  %662 = getelementptr inbounds [24 x i8], [24 x i8]* %11, i32 0, i32 %653
  store i8 %660, i8* %662, align 1
  %663 = icmp ult i64 %654, 10
  br i1 %663, label %664, label %652, !llvm.loop !5

664:                                              ; preds = %652
  %665 = load i32, i32* %24, align 4
  br i1 %649, label %666, label %676

666:                                              ; preds = %664
  %667 = load i32, i32* %25, align 4
  %668 = icmp ult i32 %665, %667
  br i1 %668, label %669, label %673

669:                                              ; preds = %666
  %670 = load i8*, i8** %26, align 4
  %671 = getelementptr inbounds i8, i8* %670, i32 %665
  store i8 45, i8* %671, align 1
  %672 = load i32, i32* %24, align 4
  br label %673

673:                                              ; preds = %669, %666
  %674 = phi i32 [ %672, %669 ], [ %665, %666 ]
  %675 = add i32 %674, 1
  store i32 %675, i32* %24, align 4
  br label %676

676:                                              ; preds = %664, %673
  %677 = phi i32 [ %675, %673 ], [ %665, %664 ]
  %678 = icmp ult i32 %653, 2
  br i1 %678, label %679, label %693

679:                                              ; preds = %676, %688
  %680 = phi i32 [ %690, %688 ], [ %677, %676 ]
  %681 = phi i32 [ %691, %688 ], [ %661, %676 ]
  %682 = load i32, i32* %25, align 4
  %683 = icmp ult i32 %680, %682
  br i1 %683, label %684, label %688

684:                                              ; preds = %679
  %685 = load i8*, i8** %26, align 4
  %686 = getelementptr inbounds i8, i8* %685, i32 %680
  store i8 48, i8* %686, align 1
  %687 = load i32, i32* %24, align 4
  br label %688

688:                                              ; preds = %684, %679
  %689 = phi i32 [ %687, %684 ], [ %680, %679 ]
  %690 = add i32 %689, 1
  store i32 %690, i32* %24, align 4
  %691 = add nuw nsw i32 %681, 1
  %692 = icmp eq i32 %691, 3
  br i1 %692, label %693, label %679, !llvm.loop !7

693:                                              ; preds = %688, %676
  %694 = phi i32 [ %677, %676 ], [ %690, %688 ]
  br label %695

695:                                              ; preds = %693, %707
  %696 = phi i32 [ %709, %707 ], [ %694, %693 ]
  %697 = phi i32 [ %698, %707 ], [ %661, %693 ]
  %698 = add nsw i32 %697, -1
  %699 = load i32, i32* %25, align 4
  %700 = icmp ult i32 %696, %699
  br i1 %700, label %701, label %707

701:                                              ; preds = %695
  %702 = getelementptr inbounds [24 x i8], [24 x i8]* %11, i32 0, i32 %698
  %703 = load i8, i8* %702, align 1
  %704 = load i8*, i8** %26, align 4
  %705 = getelementptr inbounds i8, i8* %704, i32 %696
  store i8 %703, i8* %705, align 1
  %706 = load i32, i32* %24, align 4
  br label %707

707:                                              ; preds = %701, %695
  %708 = phi i32 [ %706, %701 ], [ %696, %695 ]
  %709 = add i32 %708, 1
  store i32 %709, i32* %24, align 4
  %710 = icmp eq i32 %698, 0
  br i1 %710, label %711, label %695, !llvm.loop !6

711:                                              ; preds = %707
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %38) #10
  br label %1418

712:                                              ; preds = %70
  %713 = add nsw i32 %84, 1
  %714 = sext i32 %713 to i64
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %37) #10
  %715 = icmp slt i32 %84, -1
  %716 = sub nsw i64 0, %714
  %717 = select i1 %715, i64 %716, i64 %714
  br label %718

718:                                              ; preds = %718, %712
  %719 = phi i32 [ 0, %712 ], [ %727, %718 ]
  %720 = phi i64 [ %717, %712 ], [ %722, %718 ]
  %721 = freeze i64 %720
  %722 = udiv i64 %721, 10
  %723 = mul i64 %722, 10
  %724 = sub i64 %721, %723
  %725 = trunc i64 %724 to i8
  %726 = or i8 %725, 48
  %727 = add nuw nsw i32 %719, 1
  %728 = getelementptr inbounds [24 x i8], [24 x i8]* %12, i32 0, i32 %719
  store i8 %726, i8* %728, align 1
  %729 = icmp ult i64 %720, 10
  br i1 %729, label %730, label %718, !llvm.loop !5

730:                                              ; preds = %718
  %731 = load i32, i32* %24, align 4
  br i1 %715, label %732, label %742

732:                                              ; preds = %730
  %733 = load i32, i32* %25, align 4
  %734 = icmp ult i32 %731, %733
  br i1 %734, label %735, label %739

735:                                              ; preds = %732
  %736 = load i8*, i8** %26, align 4
  %737 = getelementptr inbounds i8, i8* %736, i32 %731
  store i8 45, i8* %737, align 1
  %738 = load i32, i32* %24, align 4
  br label %739

739:                                              ; preds = %735, %732
  %740 = phi i32 [ %738, %735 ], [ %731, %732 ]
  %741 = add i32 %740, 1
  store i32 %741, i32* %24, align 4
  br label %742

742:                                              ; preds = %730, %739
  %743 = phi i32 [ %741, %739 ], [ %731, %730 ]
  %744 = icmp eq i32 %719, 0
  br i1 %744, label %745, label %755

745:                                              ; preds = %742
  %746 = load i32, i32* %25, align 4
  %747 = icmp ult i32 %743, %746
  br i1 %747, label %748, label %752

748:                                              ; preds = %745
  %749 = load i8*, i8** %26, align 4
  %750 = getelementptr inbounds i8, i8* %749, i32 %743
  store i8 48, i8* %750, align 1
  %751 = load i32, i32* %24, align 4
  br label %752

752:                                              ; preds = %748, %745
  %753 = phi i32 [ %751, %748 ], [ %743, %745 ]
  %754 = add i32 %753, 1
  store i32 %754, i32* %24, align 4
  br label %755

755:                                              ; preds = %752, %742
  %756 = phi i32 [ %754, %752 ], [ %743, %742 ]
  br label %757

757:                                              ; preds = %755, %769
  %758 = phi i32 [ %771, %769 ], [ %756, %755 ]
  %759 = phi i32 [ %760, %769 ], [ %727, %755 ]
  %760 = add nsw i32 %759, -1
  %761 = load i32, i32* %25, align 4
  %762 = icmp ult i32 %758, %761
  br i1 %762, label %763, label %769

763:                                              ; preds = %757
  %764 = getelementptr inbounds [24 x i8], [24 x i8]* %12, i32 0, i32 %760
  %765 = load i8, i8* %764, align 1
  %766 = load i8*, i8** %26, align 4
  %767 = getelementptr inbounds i8, i8* %766, i32 %758
  store i8 %765, i8* %767, align 1
  %768 = load i32, i32* %24, align 4
  br label %769

769:                                              ; preds = %763, %757
  %770 = phi i32 [ %768, %763 ], [ %758, %757 ]
  %771 = add i32 %770, 1
  store i32 %771, i32* %24, align 4
  %772 = icmp eq i32 %760, 0
  br i1 %772, label %773, label %757, !llvm.loop !6

773:                                              ; preds = %769
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %37) #10
  br label %1418

774:                                              ; preds = %70
  %775 = load i32, i32* %35, align 4
  %776 = sext i32 %775 to i64
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %36) #10
  %777 = icmp slt i32 %775, 0
  %778 = sub nsw i64 0, %776
  %779 = select i1 %777, i64 %778, i64 %776
  br label %780

780:                                              ; preds = %780, %774
  %781 = phi i32 [ 0, %774 ], [ %789, %780 ]
  %782 = phi i64 [ %779, %774 ], [ %784, %780 ]
  %783 = freeze i64 %782
  %784 = udiv i64 %783, 10
  %785 = mul i64 %784, 10
  %786 = sub i64 %783, %785
  %787 = trunc i64 %786 to i8
  %788 = or i8 %787, 48
  %789 = add nuw nsw i32 %781, 1
  %790 = getelementptr inbounds [24 x i8], [24 x i8]* %13, i32 0, i32 %781
  store i8 %788, i8* %790, align 1
  %791 = icmp ult i64 %782, 10
  br i1 %791, label %792, label %780, !llvm.loop !5

792:                                              ; preds = %780
  %793 = load i32, i32* %24, align 4
  br i1 %777, label %794, label %804

794:                                              ; preds = %792
  %795 = load i32, i32* %25, align 4
  %796 = icmp ult i32 %793, %795
  br i1 %796, label %797, label %801

797:                                              ; preds = %794
  %798 = load i8*, i8** %26, align 4
  %799 = getelementptr inbounds i8, i8* %798, i32 %793
  store i8 45, i8* %799, align 1
  %800 = load i32, i32* %24, align 4
  br label %801

801:                                              ; preds = %797, %794
  %802 = phi i32 [ %800, %797 ], [ %793, %794 ]
  %803 = add i32 %802, 1
  store i32 %803, i32* %24, align 4
  br label %804

804:                                              ; preds = %792, %801
  %805 = phi i32 [ %803, %801 ], [ %793, %792 ]
  %806 = icmp eq i32 %781, 0
  br i1 %806, label %807, label %817

807:                                              ; preds = %804
  %808 = load i32, i32* %25, align 4
  %809 = icmp ult i32 %805, %808
  br i1 %809, label %810, label %814

810:                                              ; preds = %807
  %811 = load i8*, i8** %26, align 4
  %812 = getelementptr inbounds i8, i8* %811, i32 %805
  store i8 48, i8* %812, align 1
  %813 = load i32, i32* %24, align 4
  br label %814

814:                                              ; preds = %810, %807
  %815 = phi i32 [ %813, %810 ], [ %805, %807 ]
  %816 = add i32 %815, 1
  store i32 %816, i32* %24, align 4
  br label %817

817:                                              ; preds = %814, %804
  %818 = phi i32 [ %816, %814 ], [ %805, %804 ]
  br label %819

819:                                              ; preds = %817, %831
  %820 = phi i32 [ %833, %831 ], [ %818, %817 ]
  %821 = phi i32 [ %822, %831 ], [ %789, %817 ]
  %822 = add nsw i32 %821, -1
  %823 = load i32, i32* %25, align 4
  %824 = icmp ult i32 %820, %823
  br i1 %824, label %825, label %831

825:                                              ; preds = %819
  %826 = getelementptr inbounds [24 x i8], [24 x i8]* %13, i32 0, i32 %822
  %827 = load i8, i8* %826, align 1
  %828 = load i8*, i8** %26, align 4
  %829 = getelementptr inbounds i8, i8* %828, i32 %820
  store i8 %827, i8* %829, align 1
  %830 = load i32, i32* %24, align 4
  br label %831

831:                                              ; preds = %825, %819
  %832 = phi i32 [ %830, %825 ], [ %820, %819 ]
  %833 = add i32 %832, 1
  store i32 %833, i32* %24, align 4
  %834 = icmp eq i32 %822, 0
  br i1 %834, label %835, label %819, !llvm.loop !6

835:                                              ; preds = %831
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %36) #10
  br label %1418

836:                                              ; preds = %70
  %837 = load i32, i32* %24, align 4
  %838 = load i32, i32* %25, align 4
  %839 = icmp ult i32 %837, %838
  br i1 %839, label %840, label %844

840:                                              ; preds = %836
  %841 = load i8*, i8** %26, align 4
  %842 = getelementptr inbounds i8, i8* %841, i32 %837
  store i8 10, i8* %842, align 1
  %843 = load i32, i32* %24, align 4
  br label %844

844:                                              ; preds = %836, %840
  %845 = phi i32 [ %843, %840 ], [ %837, %836 ]
  %846 = add i32 %845, 1
  store i32 %846, i32* %24, align 4
  br label %1418

847:                                              ; preds = %70
  %848 = load i32, i32* %24, align 4
  %849 = load i32, i32* %25, align 4
  %850 = icmp ult i32 %848, %849
  br i1 %850, label %851, label %857

851:                                              ; preds = %847
  %852 = icmp slt i32 %76, 12
  %853 = select i1 %852, i8 65, i8 80
  %854 = load i8*, i8** %26, align 4
  %855 = getelementptr inbounds i8, i8* %854, i32 %848
  store i8 %853, i8* %855, align 1
  %856 = load i32, i32* %24, align 4
  br label %857

857:                                              ; preds = %851, %847
  %858 = phi i32 [ %856, %851 ], [ %848, %847 ]
  %859 = add i32 %858, 1
  store i32 %859, i32* %24, align 4
  %860 = load i32, i32* %25, align 4
  %861 = icmp ult i32 %859, %860
  br i1 %861, label %862, label %1415

862:                                              ; preds = %857
  %863 = load i8*, i8** %26, align 4
  %864 = getelementptr inbounds i8, i8* %863, i32 %859
  store i8 77, i8* %864, align 1
  %865 = load i32, i32* %24, align 4
  br label %1415

866:                                              ; preds = %70
  tail call fastcc void @format(%struct.out* noundef %0, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i32 0, i32 0), %struct.tm* noundef nonnull %2) #8
  br label %1418

867:                                              ; preds = %70
  tail call fastcc void @format(%struct.out* noundef %0, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i32 0, i32 0), %struct.tm* noundef nonnull %2) #8
  br label %1418

868:                                              ; preds = %70
  %869 = load i32, i32* %33, align 4
  %870 = sext i32 %869 to i64
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %34) #10
  %871 = icmp slt i32 %869, 0
  %872 = sub nsw i64 0, %870
  %873 = select i1 %871, i64 %872, i64 %870
  br label %874

874:                                              ; preds = %874, %868
  %875 = phi i32 [ 0, %868 ], [ %883, %874 ]
  %876 = phi i64 [ %873, %868 ], [ %878, %874 ]
  %877 = freeze i64 %876
  %878 = udiv i64 %877, 10
  %879 = mul i64 %878, 10
  %880 = sub i64 %877, %879
  %881 = trunc i64 %880 to i8
  %882 = or i8 %881, 48
  %883 = add nuw nsw i32 %875, 1
  %884 = getelementptr inbounds [24 x i8], [24 x i8]* %14, i32 0, i32 %875
  store i8 %882, i8* %884, align 1
  %885 = icmp ult i64 %876, 10
  br i1 %885, label %886, label %874, !llvm.loop !5

886:                                              ; preds = %874
  %887 = load i32, i32* %24, align 4
  br i1 %871, label %888, label %898

888:                                              ; preds = %886
  %889 = load i32, i32* %25, align 4
  %890 = icmp ult i32 %887, %889
  br i1 %890, label %891, label %895

891:                                              ; preds = %888
  %892 = load i8*, i8** %26, align 4
  %893 = getelementptr inbounds i8, i8* %892, i32 %887
  store i8 45, i8* %893, align 1
  %894 = load i32, i32* %24, align 4
  br label %895

895:                                              ; preds = %891, %888
  %896 = phi i32 [ %894, %891 ], [ %887, %888 ]
  %897 = add i32 %896, 1
  store i32 %897, i32* %24, align 4
  br label %898

898:                                              ; preds = %886, %895
  %899 = phi i32 [ %897, %895 ], [ %887, %886 ]
  %900 = icmp eq i32 %875, 0
  br i1 %900, label %901, label %911

901:                                              ; preds = %898
  %902 = load i32, i32* %25, align 4
  %903 = icmp ult i32 %899, %902
  br i1 %903, label %904, label %908

904:                                              ; preds = %901
  %905 = load i8*, i8** %26, align 4
  %906 = getelementptr inbounds i8, i8* %905, i32 %899
  store i8 48, i8* %906, align 1
  %907 = load i32, i32* %24, align 4
  br label %908

908:                                              ; preds = %904, %901
  %909 = phi i32 [ %907, %904 ], [ %899, %901 ]
  %910 = add i32 %909, 1
  store i32 %910, i32* %24, align 4
  br label %911

911:                                              ; preds = %908, %898
  %912 = phi i32 [ %910, %908 ], [ %899, %898 ]
  br label %913

913:                                              ; preds = %911, %925
  %914 = phi i32 [ %927, %925 ], [ %912, %911 ]
  %915 = phi i32 [ %916, %925 ], [ %883, %911 ]
  %916 = add nsw i32 %915, -1
  %917 = load i32, i32* %25, align 4
  %918 = icmp ult i32 %914, %917
  br i1 %918, label %919, label %925

919:                                              ; preds = %913
  %920 = getelementptr inbounds [24 x i8], [24 x i8]* %14, i32 0, i32 %916
  %921 = load i8, i8* %920, align 1
  %922 = load i8*, i8** %26, align 4
  %923 = getelementptr inbounds i8, i8* %922, i32 %914
  store i8 %921, i8* %923, align 1
  %924 = load i32, i32* %24, align 4
  br label %925

925:                                              ; preds = %919, %913
  %926 = phi i32 [ %924, %919 ], [ %914, %913 ]
  %927 = add i32 %926, 1
  store i32 %927, i32* %24, align 4
  %928 = icmp eq i32 %916, 0
  br i1 %928, label %929, label %913, !llvm.loop !6

929:                                              ; preds = %925
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %34) #10
  br label %1418

930:                                              ; preds = %70
  %931 = load i32, i32* %24, align 4
  %932 = load i32, i32* %25, align 4
  %933 = icmp ult i32 %931, %932
  br i1 %933, label %934, label %938

934:                                              ; preds = %930
  %935 = load i8*, i8** %26, align 4
  %936 = getelementptr inbounds i8, i8* %935, i32 %931
  store i8 9, i8* %936, align 1
  %937 = load i32, i32* %24, align 4
  br label %938

938:                                              ; preds = %930, %934
  %939 = phi i32 [ %937, %934 ], [ %931, %930 ]
  %940 = add i32 %939, 1
  store i32 %940, i32* %24, align 4
  br label %1418

941:                                              ; preds = %70, %70
  tail call fastcc void @format(%struct.out* noundef %0, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i32 0, i32 0), %struct.tm* noundef nonnull %2) #8
  br label %1418

942:                                              ; preds = %70
  %943 = load i32, i32* %24, align 4
  %944 = load i32, i32* %25, align 4
  %945 = icmp ult i32 %943, %944
  br i1 %945, label %946, label %953

946:                                              ; preds = %942
  %947 = icmp eq i8 %82, 0
  %948 = or i8 %82, 48
  %949 = select i1 %947, i8 55, i8 %948
  %950 = load i8*, i8** %26, align 4
  %951 = getelementptr inbounds i8, i8* %950, i32 %943
  store i8 %949, i8* %951, align 1
  %952 = load i32, i32* %24, align 4
  br label %953

953:                                              ; preds = %946, %942
  %954 = phi i32 [ %952, %946 ], [ %943, %942 ]
  %955 = add i32 %954, 1
  store i32 %955, i32* %24, align 4
  br label %1418

956:                                              ; preds = %70
  %957 = load i32, i32* %29, align 4
  %958 = xor i32 %83, 7
  %959 = add i32 %957, %958
  %960 = sdiv i32 %959, 7
  %961 = sext i32 %960 to i64
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %32) #10
  %962 = icmp slt i32 %959, -6
  %963 = sub nsw i64 0, %961
  %964 = select i1 %962, i64 %963, i64 %961
  br label %965

965:                                              ; preds = %965, %956
  %966 = phi i32 [ 0, %956 ], [ %974, %965 ]
  %967 = phi i64 [ %964, %956 ], [ %969, %965 ]
  %968 = freeze i64 %967
  %969 = udiv i64 %968, 10
  %970 = mul i64 %969, 10
  %971 = sub i64 %968, %970
  %972 = trunc i64 %971 to i8
  %973 = or i8 %972, 48
  %974 = add nuw nsw i32 %966, 1
  %975 = getelementptr inbounds [24 x i8], [24 x i8]* %15, i32 0, i32 %966
  store i8 %973, i8* %975, align 1
  %976 = icmp ult i64 %967, 10
  br i1 %976, label %977, label %965, !llvm.loop !5

977:                                              ; preds = %965
  %978 = load i32, i32* %24, align 4
  br i1 %962, label %979, label %989

979:                                              ; preds = %977
  %980 = load i32, i32* %25, align 4
  %981 = icmp ult i32 %978, %980
  br i1 %981, label %982, label %986

982:                                              ; preds = %979
  %983 = load i8*, i8** %26, align 4
  %984 = getelementptr inbounds i8, i8* %983, i32 %978
  store i8 45, i8* %984, align 1
  %985 = load i32, i32* %24, align 4
  br label %986

986:                                              ; preds = %982, %979
  %987 = phi i32 [ %985, %982 ], [ %978, %979 ]
  %988 = add i32 %987, 1
  store i32 %988, i32* %24, align 4
  br label %989

989:                                              ; preds = %977, %986
  %990 = phi i32 [ %988, %986 ], [ %978, %977 ]
  %991 = icmp eq i32 %966, 0
  br i1 %991, label %992, label %1002

992:                                              ; preds = %989
  %993 = load i32, i32* %25, align 4
  %994 = icmp ult i32 %990, %993
  br i1 %994, label %995, label %999

995:                                              ; preds = %992
  %996 = load i8*, i8** %26, align 4
  %997 = getelementptr inbounds i8, i8* %996, i32 %990
  store i8 48, i8* %997, align 1
  %998 = load i32, i32* %24, align 4
  br label %999

999:                                              ; preds = %995, %992
  %1000 = phi i32 [ %998, %995 ], [ %990, %992 ]
  %1001 = add i32 %1000, 1
  store i32 %1001, i32* %24, align 4
  br label %1002

1002:                                             ; preds = %999, %989
  %1003 = phi i32 [ %1001, %999 ], [ %990, %989 ]
  br label %1004

1004:                                             ; preds = %1002, %1016
  %1005 = phi i32 [ %1018, %1016 ], [ %1003, %1002 ]
  %1006 = phi i32 [ %1007, %1016 ], [ %974, %1002 ]
  %1007 = add nsw i32 %1006, -1
  %1008 = load i32, i32* %25, align 4
  %1009 = icmp ult i32 %1005, %1008
  br i1 %1009, label %1010, label %1016

1010:                                             ; preds = %1004
  %1011 = getelementptr inbounds [24 x i8], [24 x i8]* %15, i32 0, i32 %1007
  %1012 = load i8, i8* %1011, align 1
  %1013 = load i8*, i8** %26, align 4
  %1014 = getelementptr inbounds i8, i8* %1013, i32 %1005
  store i8 %1012, i8* %1014, align 1
  %1015 = load i32, i32* %24, align 4
  br label %1016

1016:                                             ; preds = %1010, %1004
  %1017 = phi i32 [ %1015, %1010 ], [ %1005, %1004 ]
  %1018 = add i32 %1017, 1
  store i32 %1018, i32* %24, align 4
  %1019 = icmp eq i32 %1007, 0
  br i1 %1019, label %1020, label %1004, !llvm.loop !6

1020:                                             ; preds = %1016
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %32) #10
  br label %1418

1021:                                             ; preds = %70
  %1022 = load i32, i32* %29, align 4
  %1023 = add nsw i32 %78, 6
  %1024 = srem i32 %1023, 7
  %1025 = sub nsw i32 %1022, %1024
  %1026 = add nsw i32 %1025, 3
  %1027 = icmp slt i32 %1025, -3
  br i1 %1027, label %1028, label %1042

1028:                                             ; preds = %1021
  %1029 = add nsw i64 %74, 1899
  %1030 = and i64 %1029, 3
  %1031 = icmp ne i64 %1030, 0
  %1032 = srem i64 %1029, 100
  %1033 = icmp eq i64 %1032, 0
  %1034 = or i1 %1031, %1033
  br i1 %1034, label %1035, label %1039

1035:                                             ; preds = %1028
  %1036 = srem i64 %1029, 400
  %1037 = icmp eq i64 %1036, 0
  %1038 = select i1 %1037, i32 366, i32 365
  br label %1039

1039:                                             ; preds = %1035, %1028
  %1040 = phi i32 [ %1038, %1035 ], [ 366, %1028 ]
  %1041 = add nsw i32 %1040, %1026
  br label %1060

1042:                                             ; preds = %1021
  %1043 = and i64 %74, 3
  %1044 = icmp ne i64 %1043, 0
  %1045 = srem i64 %75, 100
  %1046 = icmp eq i64 %1045, 0
  %1047 = or i1 %1044, %1046
  br i1 %1047, label %1048, label %1053

1048:                                             ; preds = %1042
  %1049 = srem i64 %75, 400
  %1050 = icmp eq i64 %1049, 0
  %1051 = select i1 %1050, i32 363, i32 362
  %1052 = icmp slt i32 %1025, %1051
  br i1 %1052, label %1060, label %1055

1053:                                             ; preds = %1042
  %1054 = icmp slt i32 %1025, 363
  br i1 %1054, label %1060, label %1057

1055:                                             ; preds = %1048
  %1056 = select i1 %1050, i32 -366, i32 -365
  br label %1057

1057:                                             ; preds = %1055, %1053
  %1058 = phi i32 [ %1056, %1055 ], [ -366, %1053 ]
  %1059 = add nsw i32 %1058, %1026
  br label %1060

1060:                                             ; preds = %1039, %1048, %1053, %1057
  %1061 = phi i32 [ %1041, %1039 ], [ %1059, %1057 ], [ %1026, %1048 ], [ %1026, %1053 ]
  %1062 = sdiv i32 %1061, 7
  %1063 = add nsw i32 %1062, 1
  %1064 = sext i32 %1063 to i64
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %31) #10
  %1065 = icmp slt i32 %1061, -13
  %1066 = sub nsw i64 0, %1064
  %1067 = select i1 %1065, i64 %1066, i64 %1064
  br label %1068

1068:                                             ; preds = %1068, %1060
  %1069 = phi i32 [ 0, %1060 ], [ %1077, %1068 ]
  %1070 = phi i64 [ %1067, %1060 ], [ %1072, %1068 ]
  %1071 = freeze i64 %1070
  %1072 = udiv i64 %1071, 10
  %1073 = mul i64 %1072, 10
  %1074 = sub i64 %1071, %1073
  %1075 = trunc i64 %1074 to i8
  %1076 = or i8 %1075, 48
  %1077 = add nuw nsw i32 %1069, 1
  %1078 = getelementptr inbounds [24 x i8], [24 x i8]* %16, i32 0, i32 %1069
  store i8 %1076, i8* %1078, align 1
  %1079 = icmp ult i64 %1070, 10
  br i1 %1079, label %1080, label %1068, !llvm.loop !5

1080:                                             ; preds = %1068
  %1081 = load i32, i32* %24, align 4
  br i1 %1065, label %1082, label %1092

1082:                                             ; preds = %1080
  %1083 = load i32, i32* %25, align 4
  %1084 = icmp ult i32 %1081, %1083
  br i1 %1084, label %1085, label %1089

1085:                                             ; preds = %1082
  %1086 = load i8*, i8** %26, align 4
  %1087 = getelementptr inbounds i8, i8* %1086, i32 %1081
  store i8 45, i8* %1087, align 1
  %1088 = load i32, i32* %24, align 4
  br label %1089

1089:                                             ; preds = %1085, %1082
  %1090 = phi i32 [ %1088, %1085 ], [ %1081, %1082 ]
  %1091 = add i32 %1090, 1
  store i32 %1091, i32* %24, align 4
  br label %1092

1092:                                             ; preds = %1080, %1089
  %1093 = phi i32 [ %1091, %1089 ], [ %1081, %1080 ]
  %1094 = icmp eq i32 %1069, 0
  br i1 %1094, label %1095, label %1105

1095:                                             ; preds = %1092
  %1096 = load i32, i32* %25, align 4
  %1097 = icmp ult i32 %1093, %1096
  br i1 %1097, label %1098, label %1102

1098:                                             ; preds = %1095
  %1099 = load i8*, i8** %26, align 4
  %1100 = getelementptr inbounds i8, i8* %1099, i32 %1093
  store i8 48, i8* %1100, align 1
  %1101 = load i32, i32* %24, align 4
  br label %1102

1102:                                             ; preds = %1098, %1095
  %1103 = phi i32 [ %1101, %1098 ], [ %1093, %1095 ]
  %1104 = add i32 %1103, 1
  store i32 %1104, i32* %24, align 4
  br label %1105

1105:                                             ; preds = %1102, %1092
  %1106 = phi i32 [ %1104, %1102 ], [ %1093, %1092 ]
  br label %1107

1107:                                             ; preds = %1105, %1119
  %1108 = phi i32 [ %1121, %1119 ], [ %1106, %1105 ]
  %1109 = phi i32 [ %1110, %1119 ], [ %1077, %1105 ]
  %1110 = add nsw i32 %1109, -1
  %1111 = load i32, i32* %25, align 4
  %1112 = icmp ult i32 %1108, %1111
  br i1 %1112, label %1113, label %1119

1113:                                             ; preds = %1107
  %1114 = getelementptr inbounds [24 x i8], [24 x i8]* %16, i32 0, i32 %1110
  %1115 = load i8, i8* %1114, align 1
  %1116 = load i8*, i8** %26, align 4
  %1117 = getelementptr inbounds i8, i8* %1116, i32 %1108
  store i8 %1115, i8* %1117, align 1
  %1118 = load i32, i32* %24, align 4
  br label %1119

1119:                                             ; preds = %1113, %1107
  %1120 = phi i32 [ %1118, %1113 ], [ %1108, %1107 ]
  %1121 = add i32 %1120, 1
  store i32 %1121, i32* %24, align 4
  %1122 = icmp eq i32 %1110, 0
  br i1 %1122, label %1123, label %1107, !llvm.loop !6

1123:                                             ; preds = %1119
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %31) #10
  br label %1418

1124:                                             ; preds = %70
  %1125 = load i32, i32* %24, align 4
  %1126 = load i32, i32* %25, align 4
  %1127 = icmp ult i32 %1125, %1126
  br i1 %1127, label %1128, label %1133

1128:                                             ; preds = %1124
  %1129 = or i8 %82, 48
  %1130 = load i8*, i8** %26, align 4
  %1131 = getelementptr inbounds i8, i8* %1130, i32 %1125
  store i8 %1129, i8* %1131, align 1
  %1132 = load i32, i32* %24, align 4
  br label %1133

1133:                                             ; preds = %1128, %1124
  %1134 = phi i32 [ %1132, %1128 ], [ %1125, %1124 ]
  %1135 = add i32 %1134, 1
  store i32 %1135, i32* %24, align 4
  br label %1418

1136:                                             ; preds = %70
  %1137 = load i32, i32* %29, align 4
  %1138 = add nuw nsw i8 %82, 6
  %1139 = urem i8 %1138, 7
  %1140 = xor i8 %1139, 7
  %1141 = zext i8 %1140 to i32
  %1142 = add i32 %1137, %1141
  %1143 = sdiv i32 %1142, 7
  %1144 = sext i32 %1143 to i64
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %30) #10
  %1145 = icmp slt i32 %1142, -6
  %1146 = sub nsw i64 0, %1144
  %1147 = select i1 %1145, i64 %1146, i64 %1144
  br label %1148

1148:                                             ; preds = %1148, %1136
  %1149 = phi i32 [ 0, %1136 ], [ %1157, %1148 ]
  %1150 = phi i64 [ %1147, %1136 ], [ %1152, %1148 ]
  %1151 = freeze i64 %1150
  %1152 = udiv i64 %1151, 10
  %1153 = mul i64 %1152, 10
  %1154 = sub i64 %1151, %1153
  %1155 = trunc i64 %1154 to i8
  %1156 = or i8 %1155, 48
  %1157 = add nuw nsw i32 %1149, 1
  %1158 = getelementptr inbounds [24 x i8], [24 x i8]* %17, i32 0, i32 %1149
  store i8 %1156, i8* %1158, align 1
  %1159 = icmp ult i64 %1150, 10
  br i1 %1159, label %1160, label %1148, !llvm.loop !5

1160:                                             ; preds = %1148
  %1161 = load i32, i32* %24, align 4
  br i1 %1145, label %1162, label %1172

1162:                                             ; preds = %1160
  %1163 = load i32, i32* %25, align 4
  %1164 = icmp ult i32 %1161, %1163
  br i1 %1164, label %1165, label %1169

1165:                                             ; preds = %1162
  %1166 = load i8*, i8** %26, align 4
  %1167 = getelementptr inbounds i8, i8* %1166, i32 %1161
  store i8 45, i8* %1167, align 1
  %1168 = load i32, i32* %24, align 4
  br label %1169

1169:                                             ; preds = %1165, %1162
  %1170 = phi i32 [ %1168, %1165 ], [ %1161, %1162 ]
  %1171 = add i32 %1170, 1
  store i32 %1171, i32* %24, align 4
  br label %1172

1172:                                             ; preds = %1160, %1169
  %1173 = phi i32 [ %1171, %1169 ], [ %1161, %1160 ]
  %1174 = icmp eq i32 %1149, 0
  br i1 %1174, label %1175, label %1185

1175:                                             ; preds = %1172
  %1176 = load i32, i32* %25, align 4
  %1177 = icmp ult i32 %1173, %1176
  br i1 %1177, label %1178, label %1182

1178:                                             ; preds = %1175
  %1179 = load i8*, i8** %26, align 4
  %1180 = getelementptr inbounds i8, i8* %1179, i32 %1173
  store i8 48, i8* %1180, align 1
  %1181 = load i32, i32* %24, align 4
  br label %1182

1182:                                             ; preds = %1178, %1175
  %1183 = phi i32 [ %1181, %1178 ], [ %1173, %1175 ]
  %1184 = add i32 %1183, 1
  store i32 %1184, i32* %24, align 4
  br label %1185

1185:                                             ; preds = %1182, %1172
  %1186 = phi i32 [ %1184, %1182 ], [ %1173, %1172 ]
  br label %1187

1187:                                             ; preds = %1185, %1199
  %1188 = phi i32 [ %1201, %1199 ], [ %1186, %1185 ]
  %1189 = phi i32 [ %1190, %1199 ], [ %1157, %1185 ]
  %1190 = add nsw i32 %1189, -1
  %1191 = load i32, i32* %25, align 4
  %1192 = icmp ult i32 %1188, %1191
  br i1 %1192, label %1193, label %1199

1193:                                             ; preds = %1187
  %1194 = getelementptr inbounds [24 x i8], [24 x i8]* %17, i32 0, i32 %1190
  %1195 = load i8, i8* %1194, align 1
  %1196 = load i8*, i8** %26, align 4
  %1197 = getelementptr inbounds i8, i8* %1196, i32 %1188
  store i8 %1195, i8* %1197, align 1
  %1198 = load i32, i32* %24, align 4
  br label %1199

1199:                                             ; preds = %1193, %1187
  %1200 = phi i32 [ %1198, %1193 ], [ %1188, %1187 ]
  %1201 = add i32 %1200, 1
  store i32 %1201, i32* %24, align 4
  %1202 = icmp eq i32 %1190, 0
  br i1 %1202, label %1203, label %1187, !llvm.loop !6

1203:                                             ; preds = %1199
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %30) #10
  br label %1418

1204:                                             ; preds = %70
  %1205 = srem i64 %75, 100
  %1206 = trunc i64 %1205 to i8
  %1207 = add i8 %1206, 100
  %1208 = urem i8 %1207, 100
  %1209 = zext i8 %1208 to i64
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %28) #10
  br label %1210

1210:                                             ; preds = %1210, %1204
  %1211 = phi i32 [ 0, %1204 ], [ %1219, %1210 ]
  %1212 = phi i64 [ %1209, %1204 ], [ %1214, %1210 ]
  %1213 = freeze i64 %1212
  %1214 = udiv i64 %1213, 10
  %1215 = mul i64 %1214, 10
  %1216 = sub i64 %1213, %1215
  %1217 = trunc i64 %1216 to i8
  %1218 = or i8 %1217, 48
  %1219 = add nuw nsw i32 %1211, 1
  %1220 = getelementptr inbounds [24 x i8], [24 x i8]* %18, i32 0, i32 %1211
  store i8 %1218, i8* %1220, align 1
  %1221 = icmp ult i64 %1212, 10
  br i1 %1221, label %1222, label %1210, !llvm.loop !5

1222:                                             ; preds = %1210
  %1223 = icmp eq i32 %1211, 0
  %1224 = load i32, i32* %24, align 4
  br i1 %1223, label %1225, label %1235

1225:                                             ; preds = %1222
  %1226 = load i32, i32* %25, align 4
  %1227 = icmp ult i32 %1224, %1226
  br i1 %1227, label %1228, label %1232

1228:                                             ; preds = %1225
  %1229 = load i8*, i8** %26, align 4
  %1230 = getelementptr inbounds i8, i8* %1229, i32 %1224
  store i8 48, i8* %1230, align 1
  %1231 = load i32, i32* %24, align 4
  br label %1232

1232:                                             ; preds = %1228, %1225
  %1233 = phi i32 [ %1231, %1228 ], [ %1224, %1225 ]
  %1234 = add i32 %1233, 1
  store i32 %1234, i32* %24, align 4
  br label %1235

1235:                                             ; preds = %1232, %1222
  %1236 = phi i32 [ %1234, %1232 ], [ %1224, %1222 ]
  br label %1237

1237:                                             ; preds = %1235, %1249
  %1238 = phi i32 [ %1251, %1249 ], [ %1236, %1235 ]
  %1239 = phi i32 [ %1240, %1249 ], [ %1219, %1235 ]
  %1240 = add nsw i32 %1239, -1
  %1241 = load i32, i32* %25, align 4
  %1242 = icmp ult i32 %1238, %1241
  br i1 %1242, label %1243, label %1249

1243:                                             ; preds = %1237
  %1244 = getelementptr inbounds [24 x i8], [24 x i8]* %18, i32 0, i32 %1240
  %1245 = load i8, i8* %1244, align 1
  %1246 = load i8*, i8** %26, align 4
  %1247 = getelementptr inbounds i8, i8* %1246, i32 %1238
  store i8 %1245, i8* %1247, align 1
  %1248 = load i32, i32* %24, align 4
  br label %1249

1249:                                             ; preds = %1243, %1237
  %1250 = phi i32 [ %1248, %1243 ], [ %1238, %1237 ]
  %1251 = add i32 %1250, 1
  store i32 %1251, i32* %24, align 4
  %1252 = icmp eq i32 %1240, 0
  br i1 %1252, label %1253, label %1237, !llvm.loop !6

1253:                                             ; preds = %1249
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %28) #10
  br label %1418

1254:                                             ; preds = %70
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %27) #10
  %1255 = icmp slt i32 %73, -1900
  %1256 = sub nsw i64 -1900, %74
  %1257 = select i1 %1255, i64 %1256, i64 %75
  br label %1258

1258:                                             ; preds = %1258, %1254
  %1259 = phi i32 [ 0, %1254 ], [ %1267, %1258 ]
  %1260 = phi i64 [ %1257, %1254 ], [ %1262, %1258 ]
  %1261 = freeze i64 %1260
  %1262 = udiv i64 %1261, 10
  %1263 = mul i64 %1262, 10
  %1264 = sub i64 %1261, %1263
  %1265 = trunc i64 %1264 to i8
  %1266 = or i8 %1265, 48
  %1267 = add nuw nsw i32 %1259, 1
  %1268 = getelementptr inbounds [24 x i8], [24 x i8]* %19, i32 0, i32 %1259
  store i8 %1266, i8* %1268, align 1
  %1269 = icmp ult i64 %1260, 10
  br i1 %1269, label %1270, label %1258, !llvm.loop !5

1270:                                             ; preds = %1258
  %1271 = load i32, i32* %24, align 4
  br i1 %1255, label %1272, label %1282

1272:                                             ; preds = %1270
  %1273 = load i32, i32* %25, align 4
  %1274 = icmp ult i32 %1271, %1273
  br i1 %1274, label %1275, label %1279

1275:                                             ; preds = %1272
  %1276 = load i8*, i8** %26, align 4
  %1277 = getelementptr inbounds i8, i8* %1276, i32 %1271
  store i8 45, i8* %1277, align 1
  %1278 = load i32, i32* %24, align 4
  br label %1279

1279:                                             ; preds = %1275, %1272
  %1280 = phi i32 [ %1278, %1275 ], [ %1271, %1272 ]
  %1281 = add i32 %1280, 1
  store i32 %1281, i32* %24, align 4
  br label %1282

1282:                                             ; preds = %1270, %1279
  %1283 = phi i32 [ %1271, %1270 ], [ %1281, %1279 ]
  br label %1284

1284:                                             ; preds = %1282, %1296
  %1285 = phi i32 [ %1298, %1296 ], [ %1283, %1282 ]
  %1286 = phi i32 [ %1287, %1296 ], [ %1267, %1282 ]
  %1287 = add nsw i32 %1286, -1
  %1288 = load i32, i32* %25, align 4
  %1289 = icmp ult i32 %1285, %1288
  br i1 %1289, label %1290, label %1296

1290:                                             ; preds = %1284
  %1291 = getelementptr inbounds [24 x i8], [24 x i8]* %19, i32 0, i32 %1287
  %1292 = load i8, i8* %1291, align 1
  %1293 = load i8*, i8** %26, align 4
  %1294 = getelementptr inbounds i8, i8* %1293, i32 %1285
  store i8 %1292, i8* %1294, align 1
  %1295 = load i32, i32* %24, align 4
  br label %1296

1296:                                             ; preds = %1290, %1284
  %1297 = phi i32 [ %1295, %1290 ], [ %1285, %1284 ]
  %1298 = add i32 %1297, 1
  store i32 %1298, i32* %24, align 4
  %1299 = icmp eq i32 %1287, 0
  br i1 %1299, label %1300, label %1284, !llvm.loop !6

1300:                                             ; preds = %1296
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %27) #10
  br label %1418

1301:                                             ; preds = %70
  %1302 = load i32, i32* %24, align 4
  %1303 = load i32, i32* %25, align 4
  %1304 = icmp ult i32 %1302, %1303
  br i1 %1304, label %1305, label %1310

1305:                                             ; preds = %1301
  %1306 = load i8*, i8** %26, align 4
  %1307 = getelementptr inbounds i8, i8* %1306, i32 %1302
  store i8 43, i8* %1307, align 1
  %1308 = load i32, i32* %24, align 4
  %1309 = load i32, i32* %25, align 4
  br label %1310

1310:                                             ; preds = %1305, %1301
  %1311 = phi i32 [ %1309, %1305 ], [ %1303, %1301 ]
  %1312 = phi i32 [ %1308, %1305 ], [ %1302, %1301 ]
  %1313 = add i32 %1312, 1
  store i32 %1313, i32* %24, align 4
  %1314 = icmp ult i32 %1313, %1311
  br i1 %1314, label %1315, label %1320

1315:                                             ; preds = %1310
  %1316 = load i8*, i8** %26, align 4
  %1317 = getelementptr inbounds i8, i8* %1316, i32 %1313
  store i8 48, i8* %1317, align 1
  %1318 = load i32, i32* %24, align 4
  %1319 = load i32, i32* %25, align 4
  br label %1320

1320:                                             ; preds = %1315, %1310
  %1321 = phi i32 [ %1319, %1315 ], [ %1311, %1310 ]
  %1322 = phi i32 [ %1318, %1315 ], [ %1313, %1310 ]
  %1323 = add i32 %1322, 1
  store i32 %1323, i32* %24, align 4
  %1324 = icmp ult i32 %1323, %1321
  br i1 %1324, label %1325, label %1330

1325:                                             ; preds = %1320
  %1326 = load i8*, i8** %26, align 4
  %1327 = getelementptr inbounds i8, i8* %1326, i32 %1323
  store i8 48, i8* %1327, align 1
  %1328 = load i32, i32* %24, align 4
  %1329 = load i32, i32* %25, align 4
  br label %1330

1330:                                             ; preds = %1325, %1320
  %1331 = phi i32 [ %1329, %1325 ], [ %1321, %1320 ]
  %1332 = phi i32 [ %1328, %1325 ], [ %1323, %1320 ]
  %1333 = add i32 %1332, 1
  store i32 %1333, i32* %24, align 4
  %1334 = icmp ult i32 %1333, %1331
  br i1 %1334, label %1335, label %1340

1335:                                             ; preds = %1330
  %1336 = load i8*, i8** %26, align 4
  %1337 = getelementptr inbounds i8, i8* %1336, i32 %1333
  store i8 48, i8* %1337, align 1
  %1338 = load i32, i32* %24, align 4
  %1339 = load i32, i32* %25, align 4
  br label %1340

1340:                                             ; preds = %1335, %1330
  %1341 = phi i32 [ %1339, %1335 ], [ %1331, %1330 ]
  %1342 = phi i32 [ %1338, %1335 ], [ %1333, %1330 ]
  %1343 = add i32 %1342, 1
  store i32 %1343, i32* %24, align 4
  %1344 = icmp ult i32 %1343, %1341
  br i1 %1344, label %1345, label %1349

1345:                                             ; preds = %1340
  %1346 = load i8*, i8** %26, align 4
  %1347 = getelementptr inbounds i8, i8* %1346, i32 %1343
  store i8 48, i8* %1347, align 1
  %1348 = load i32, i32* %24, align 4
  br label %1349

1349:                                             ; preds = %1345, %1340
  %1350 = phi i32 [ %1348, %1345 ], [ %1343, %1340 ]
  %1351 = add i32 %1350, 1
  store i32 %1351, i32* %24, align 4
  br label %1418

1352:                                             ; preds = %70
  %1353 = load i32, i32* %24, align 4
  %1354 = load i32, i32* %25, align 4
  %1355 = icmp ult i32 %1353, %1354
  br i1 %1355, label %1356, label %1361

1356:                                             ; preds = %1352
  %1357 = load i8*, i8** %26, align 4
  %1358 = getelementptr inbounds i8, i8* %1357, i32 %1353
  store i8 71, i8* %1358, align 1
  %1359 = load i32, i32* %24, align 4
  %1360 = load i32, i32* %25, align 4
  br label %1361

1361:                                             ; preds = %1356, %1352
  %1362 = phi i32 [ %1360, %1356 ], [ %1354, %1352 ]
  %1363 = phi i32 [ %1359, %1356 ], [ %1353, %1352 ]
  %1364 = add i32 %1363, 1
  store i32 %1364, i32* %24, align 4
  %1365 = icmp ult i32 %1364, %1362
  br i1 %1365, label %1366, label %1371

1366:                                             ; preds = %1361
  %1367 = load i8*, i8** %26, align 4
  %1368 = getelementptr inbounds i8, i8* %1367, i32 %1364
  store i8 77, i8* %1368, align 1
  %1369 = load i32, i32* %24, align 4
  %1370 = load i32, i32* %25, align 4
  br label %1371

1371:                                             ; preds = %1366, %1361
  %1372 = phi i32 [ %1370, %1366 ], [ %1362, %1361 ]
  %1373 = phi i32 [ %1369, %1366 ], [ %1364, %1361 ]
  %1374 = add i32 %1373, 1
  store i32 %1374, i32* %24, align 4
  %1375 = icmp ult i32 %1374, %1372
  br i1 %1375, label %1376, label %1380

1376:                                             ; preds = %1371
  %1377 = load i8*, i8** %26, align 4
  %1378 = getelementptr inbounds i8, i8* %1377, i32 %1374
  store i8 84, i8* %1378, align 1
  %1379 = load i32, i32* %24, align 4
  br label %1380

1380:                                             ; preds = %1376, %1371
  %1381 = phi i32 [ %1379, %1376 ], [ %1374, %1371 ]
  %1382 = add i32 %1381, 1
  store i32 %1382, i32* %24, align 4
  br label %1418

1383:                                             ; preds = %70
  %1384 = load i32, i32* %24, align 4
  %1385 = load i32, i32* %25, align 4
  %1386 = icmp ult i32 %1384, %1385
  br i1 %1386, label %1387, label %1391

1387:                                             ; preds = %1383
  %1388 = load i8*, i8** %26, align 4
  %1389 = getelementptr inbounds i8, i8* %1388, i32 %1384
  store i8 37, i8* %1389, align 1
  %1390 = load i32, i32* %24, align 4
  br label %1391

1391:                                             ; preds = %1383, %1387
  %1392 = phi i32 [ %1390, %1387 ], [ %1384, %1383 ]
  %1393 = add i32 %1392, 1
  store i32 %1393, i32* %24, align 4
  br label %1418

1394:                                             ; preds = %70
  %1395 = load i32, i32* %24, align 4
  %1396 = load i32, i32* %25, align 4
  %1397 = icmp ult i32 %1395, %1396
  br i1 %1397, label %1398, label %1403

1398:                                             ; preds = %1394
  %1399 = load i8*, i8** %26, align 4
  %1400 = getelementptr inbounds i8, i8* %1399, i32 %1395
  store i8 37, i8* %1400, align 1
  %1401 = load i32, i32* %24, align 4
  %1402 = load i32, i32* %25, align 4
  br label %1403

1403:                                             ; preds = %1394, %1398
  %1404 = phi i32 [ %1402, %1398 ], [ %1396, %1394 ]
  %1405 = phi i32 [ %1401, %1398 ], [ %1395, %1394 ]
  %1406 = add i32 %1405, 1
  store i32 %1406, i32* %24, align 4
  %1407 = icmp ult i32 %1406, %1404
  br i1 %1407, label %1408, label %1412

1408:                                             ; preds = %1403
  %1409 = load i8*, i8** %26, align 4
  %1410 = getelementptr inbounds i8, i8* %1409, i32 %1406
  store i8 %71, i8* %1410, align 1
  %1411 = load i32, i32* %24, align 4
  br label %1412

1412:                                             ; preds = %1403, %1408
  %1413 = phi i32 [ %1411, %1408 ], [ %1406, %1403 ]
  %1414 = add i32 %1413, 1
  store i32 %1414, i32* %24, align 4
  br label %1418

1415:                                             ; preds = %862, %857
  %1416 = phi i32 [ %865, %862 ], [ %859, %857 ]
  %1417 = add i32 %1416, 1
  store i32 %1417, i32* %24, align 4
  br label %1418

1418:                                             ; preds = %186, %160, %134, %108, %1415, %1380, %1349, %1412, %1391, %1300, %1253, %1203, %1133, %1123, %1020, %953, %941, %938, %929, %867, %866, %844, %835, %773, %711, %644, %581, %520, %449, %375, %374, %312, %311, %249, %195, %91, %117, %143, %169, %61
  %1419 = phi i8* [ %48, %61 ], [ %72, %169 ], [ %72, %143 ], [ %72, %117 ], [ %72, %91 ], [ %72, %195 ], [ %72, %249 ], [ %72, %311 ], [ %72, %312 ], [ %72, %374 ], [ %72, %375 ], [ %72, %449 ], [ %72, %520 ], [ %72, %581 ], [ %72, %644 ], [ %72, %711 ], [ %72, %773 ], [ %72, %835 ], [ %72, %844 ], [ %72, %866 ], [ %72, %867 ], [ %72, %929 ], [ %72, %938 ], [ %72, %941 ], [ %72, %953 ], [ %72, %1020 ], [ %72, %1123 ], [ %72, %1133 ], [ %72, %1203 ], [ %72, %1253 ], [ %72, %1300 ], [ %72, %1391 ], [ %72, %1412 ], [ %72, %1349 ], [ %72, %1380 ], [ %72, %1415 ], [ %72, %108 ], [ %72, %134 ], [ %72, %160 ], [ %72, %186 ]
  %1420 = getelementptr inbounds i8, i8* %1419, i32 1
  br label %47, !llvm.loop !8

1421:                                             ; preds = %47
  ret void
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #5 = { nofree norecurse nosync nounwind writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #6 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #7 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #8 = { nobuiltin nounwind "no-builtins" }
attributes #9 = { nobuiltin "no-builtins" }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.mustprogress"}
!3 = distinct !{!3, !2}
!4 = distinct !{!4, !2}
!5 = distinct !{!5, !2}
!6 = distinct !{!6, !2}
!7 = distinct !{!7, !2}
!8 = distinct !{!8, !2}
