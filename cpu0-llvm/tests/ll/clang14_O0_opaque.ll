; clang 14 -O0 output for prog.c converted to opaque pointers by opt-14 -opaque-pointers
; ModuleID = 'prog_O0.ll'
source_filename = "prog.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.point = type { i32, i32 }
%struct.big = type { [6 x i32], i8 }

@table = internal constant [3 x ptr] [ptr @add, ptr @sub, ptr @mul], align 4
@names = internal global [3 x ptr] [ptr getelementptr inbounds ([4 x i8], ptr @.str, i32 0, i32 0), ptr getelementptr inbounds ([4 x i8], ptr @.str.1, i32 0, i32 0), ptr getelementptr inbounds ([4 x i8], ptr @.str.2, i32 0, i32 0)], align 4
@buf = dso_local global [64 x i8] zeroinitializer, align 1
@gotos.labels = internal global [3 x ptr] [ptr blockaddress(@gotos, %7), ptr blockaddress(@gotos, %8), ptr blockaddress(@gotos, %9)], align 4
@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"mul\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @apply(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = getelementptr inbounds [3 x ptr], ptr @table, i32 0, i32 %7
  %9 = load ptr, ptr %8, align 4
  %10 = load i32, ptr %5, align 4
  %11 = load i32, ptr %6, align 4
  %12 = call i32 %9(i32 noundef signext %10, i32 noundef signext %11)
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @name_len(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = getelementptr inbounds [3 x ptr], ptr @names, i32 0, i32 %3
  %5 = load ptr, ptr %4, align 4
  %6 = call i32 @my_strlen(ptr noundef %5)
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define internal i32 @my_strlen(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %10, %1
  %5 = load ptr, ptr %2, align 4
  %6 = load i32, ptr %3, align 4
  %7 = getelementptr inbounds i8, ptr %5, i32 %6
  %8 = load i8, ptr %7, align 1
  %9 = icmp ne i8 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %4
  %11 = load i32, ptr %3, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %3, align 4
  br label %4, !llvm.loop !5

13:                                               ; preds = %4
  %14 = load i32, ptr %3, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @sum(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = bitcast ptr %3 to ptr
  call void @llvm.va_start(ptr %6)
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %18, %1
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %21

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 4
  %13 = getelementptr inbounds i8, ptr %12, i32 4
  store ptr %13, ptr %3, align 4
  %14 = bitcast ptr %12 to ptr
  %15 = load i32, ptr %14, align 4
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %16, %15
  store i32 %17, ptr %4, align 4
  br label %18

18:                                               ; preds = %11
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %5, align 4
  br label %7, !llvm.loop !7

21:                                               ; preds = %7
  %22 = bitcast ptr %3 to ptr
  call void @llvm.va_end(ptr %22)
  %23 = load i32, ptr %4, align 4
  ret i32 %23
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #1

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #1

; Function Attrs: noinline nounwind optnone
define dso_local i64 @sum64(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %8 = bitcast ptr %3 to ptr
  call void @llvm.va_start(ptr %8)
  %9 = bitcast ptr %4 to ptr
  %10 = bitcast ptr %3 to ptr
  call void @llvm.va_copy(ptr %9, ptr %10)
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %26, %1
  %12 = load i32, ptr %6, align 4
  %13 = load i32, ptr %2, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %29

15:                                               ; preds = %11
  %16 = load ptr, ptr %3, align 4
  %17 = ptrtoint ptr %16 to i32
  %18 = add i32 %17, 7
  %19 = and i32 %18, -8
  %20 = inttoptr i32 %19 to ptr
  %21 = getelementptr inbounds i8, ptr %20, i32 8
  store ptr %21, ptr %3, align 4
  %22 = bitcast ptr %20 to ptr
  %23 = load i64, ptr %22, align 8
  %24 = load i64, ptr %5, align 8
  %25 = add nsw i64 %24, %23
  store i64 %25, ptr %5, align 8
  br label %26

26:                                               ; preds = %15
  %27 = load i32, ptr %6, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %6, align 4
  br label %11, !llvm.loop !8

29:                                               ; preds = %11
  store i32 0, ptr %7, align 4
  br label %30

30:                                               ; preds = %45, %29
  %31 = load i32, ptr %7, align 4
  %32 = load i32, ptr %2, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %48

34:                                               ; preds = %30
  %35 = load ptr, ptr %4, align 4
  %36 = ptrtoint ptr %35 to i32
  %37 = add i32 %36, 7
  %38 = and i32 %37, -8
  %39 = inttoptr i32 %38 to ptr
  %40 = getelementptr inbounds i8, ptr %39, i32 8
  store ptr %40, ptr %4, align 4
  %41 = bitcast ptr %39 to ptr
  %42 = load i64, ptr %41, align 8
  %43 = load i64, ptr %5, align 8
  %44 = add nsw i64 %43, %42
  store i64 %44, ptr %5, align 8
  br label %45

45:                                               ; preds = %34
  %46 = load i32, ptr %7, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %7, align 4
  br label %30, !llvm.loop !9

48:                                               ; preds = %30
  %49 = bitcast ptr %3 to ptr
  call void @llvm.va_end(ptr %49)
  %50 = bitcast ptr %4 to ptr
  call void @llvm.va_end(ptr %50)
  %51 = load i64, ptr %5, align 8
  ret i64 %51
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @call_sum() #0 {
  %1 = call i32 (i32, ...) @sum(i32 noundef signext 4, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4)
  %2 = call i64 (i32, ...) @sum64(i32 noundef signext 2, i64 noundef signext 10, i64 noundef signext 1099511627776)
  %3 = ashr i64 %2, 20
  %4 = trunc i64 %3 to i32
  %5 = add nsw i32 %1, %4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone
define dso_local void @mkpoint(ptr noalias sret(%struct.point) align 4 %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %1, ptr %4, align 4
  store i32 %2, ptr %5, align 4
  %6 = getelementptr inbounds %struct.point, ptr %0, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.point, ptr %0, i32 0, i32 1
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %8, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @manhattan(i32 inreg %0, i32 inreg %1) #0 {
  %3 = alloca %struct.point, align 4
  %4 = bitcast ptr %3 to ptr
  %5 = getelementptr inbounds { i32, i32 }, ptr %4, i32 0, i32 0
  store i32 %0, ptr %5, align 4
  %6 = getelementptr inbounds { i32, i32 }, ptr %4, i32 0, i32 1
  store i32 %1, ptr %6, align 4
  %7 = getelementptr inbounds %struct.point, ptr %3, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = icmp slt i32 %8, 0
  br i1 %9, label %10, label %14

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.point, ptr %3, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = sub nsw i32 0, %12
  br label %17

14:                                               ; preds = %2
  %15 = getelementptr inbounds %struct.point, ptr %3, i32 0, i32 0
  %16 = load i32, ptr %15, align 4
  br label %17

17:                                               ; preds = %14, %10
  %18 = phi i32 [ %13, %10 ], [ %16, %14 ]
  %19 = getelementptr inbounds %struct.point, ptr %3, i32 0, i32 1
  %20 = load i32, ptr %19, align 4
  %21 = icmp slt i32 %20, 0
  br i1 %21, label %22, label %26

22:                                               ; preds = %17
  %23 = getelementptr inbounds %struct.point, ptr %3, i32 0, i32 1
  %24 = load i32, ptr %23, align 4
  %25 = sub nsw i32 0, %24
  br label %29

26:                                               ; preds = %17
  %27 = getelementptr inbounds %struct.point, ptr %3, i32 0, i32 1
  %28 = load i32, ptr %27, align 4
  br label %29

29:                                               ; preds = %26, %22
  %30 = phi i32 [ %25, %22 ], [ %28, %26 ]
  %31 = add nsw i32 %18, %30
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @use_points(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.point, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  call void @mkpoint(ptr sret(%struct.point) align 4 %5, i32 noundef signext %6, i32 noundef signext %7)
  %8 = bitcast ptr %5 to ptr
  %9 = getelementptr inbounds { i32, i32 }, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = getelementptr inbounds { i32, i32 }, ptr %8, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = call i32 @manhattan(i32 inreg %10, i32 inreg %12)
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define dso_local void @mkbig(ptr noalias sret(%struct.big) align 4 %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %15, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 6
  br i1 %7, label %8, label %18

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %9, %10
  %12 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0
  %13 = load i32, ptr %4, align 4
  %14 = getelementptr inbounds [6 x i32], ptr %12, i32 0, i32 %13
  store i32 %11, ptr %14, align 4
  br label %15

15:                                               ; preds = %8
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %4, align 4
  br label %5, !llvm.loop !10

18:                                               ; preds = %5
  %19 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 1
  store i8 122, ptr %19, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @use_big(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.big, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  call void @mkbig(ptr sret(%struct.big) align 4 %3, i32 noundef signext %4)
  %5 = getelementptr inbounds %struct.big, ptr %3, i32 0, i32 0
  %6 = getelementptr inbounds [6 x i32], ptr %5, i32 0, i32 5
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %struct.big, ptr %3, i32 0, i32 1
  %9 = load i8, ptr %8, align 4
  %10 = sext i8 %9 to i32
  %11 = add nsw i32 %7, %10
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @vla(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %9

9:                                                ; preds = %45, %1
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %10, 3
  br i1 %11, label %12, label %48

12:                                               ; preds = %9
  %13 = load i32, ptr %2, align 4
  %14 = call ptr @llvm.stacksave()
  store ptr %14, ptr %5, align 4
  %15 = alloca i32, i32 %13, align 4
  store i32 %13, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %16

16:                                               ; preds = %26, %12
  %17 = load i32, ptr %7, align 4
  %18 = load i32, ptr %2, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %29

20:                                               ; preds = %16
  %21 = load i32, ptr %7, align 4
  %22 = load i32, ptr %4, align 4
  %23 = mul nsw i32 %21, %22
  %24 = load i32, ptr %7, align 4
  %25 = getelementptr inbounds i32, ptr %15, i32 %24
  store i32 %23, ptr %25, align 4
  br label %26

26:                                               ; preds = %20
  %27 = load i32, ptr %7, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %7, align 4
  br label %16, !llvm.loop !11

29:                                               ; preds = %16
  store i32 0, ptr %8, align 4
  br label %30

30:                                               ; preds = %40, %29
  %31 = load i32, ptr %8, align 4
  %32 = load i32, ptr %2, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %43

34:                                               ; preds = %30
  %35 = load i32, ptr %8, align 4
  %36 = getelementptr inbounds i32, ptr %15, i32 %35
  %37 = load i32, ptr %36, align 4
  %38 = load i32, ptr %3, align 4
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr %3, align 4
  br label %40

40:                                               ; preds = %34
  %41 = load i32, ptr %8, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %8, align 4
  br label %30, !llvm.loop !12

43:                                               ; preds = %30
  %44 = load ptr, ptr %5, align 4
  call void @llvm.stackrestore(ptr %44)
  br label %45

45:                                               ; preds = %43
  %46 = load i32, ptr %4, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %4, align 4
  br label %9, !llvm.loop !13

48:                                               ; preds = %9
  %49 = load i32, ptr %3, align 4
  ret i32 %49
}

; Function Attrs: nofree nosync nounwind willreturn
declare ptr @llvm.stacksave() #1

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(ptr) #1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @bits(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.ctpop.i32(i32 %3)
  %5 = mul nsw i32 %4, 1000
  %6 = load i32, ptr %2, align 4
  %7 = or i32 %6, 1
  %8 = call i32 @llvm.ctlz.i32(i32 %7, i1 false)
  %9 = mul nsw i32 %8, 10
  %10 = add nsw i32 %5, %9
  %11 = load i32, ptr %2, align 4
  %12 = or i32 %11, -2147483648
  %13 = call i32 @llvm.cttz.i32(i32 %12, i1 false)
  %14 = add nsw i32 %10, %13
  ret i32 %14
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define dso_local i32 @rot(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = shl i32 %5, %6
  %8 = load i32, ptr %3, align 4
  %9 = load i32, ptr %4, align 4
  %10 = sub nsw i32 32, %9
  %11 = and i32 %10, 31
  %12 = lshr i32 %8, %11
  %13 = or i32 %7, %12
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @overflow(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = load i32, ptr %4, align 4
  %8 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %6, i32 %7)
  %9 = extractvalue { i32, i1 } %8, 1
  %10 = extractvalue { i32, i1 } %8, 0
  store i32 %10, ptr %5, align 4
  br i1 %9, label %11, label %12

11:                                               ; preds = %2
  br label %14

12:                                               ; preds = %2
  %13 = load i32, ptr %5, align 4
  br label %14

14:                                               ; preds = %12, %11
  %15 = phi i32 [ -1, %11 ], [ %13, %12 ]
  ret i32 %15
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: noinline nounwind optnone
define dso_local i32 @copy(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [40 x i8], align 1
  store i32 %0, ptr %2, align 4
  %4 = getelementptr inbounds [40 x i8], ptr %3, i32 0, i32 0
  call void @llvm.memset.p0.i32(ptr align 1 %4, i8 97, i32 40, i1 false)
  %5 = getelementptr inbounds [40 x i8], ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 getelementptr inbounds ([64 x i8], ptr @buf, i32 0, i32 0), ptr align 1 %5, i32 40, i1 false)
  %6 = load i32, ptr %2, align 4
  call void @llvm.memmove.p0.p0.i32(ptr align 1 getelementptr inbounds ([64 x i8], ptr @buf, i32 0, i32 1), ptr align 1 getelementptr inbounds ([64 x i8], ptr @buf, i32 0, i32 0), i32 %6, i1 false)
  %7 = load i32, ptr %2, align 4
  %8 = getelementptr inbounds [64 x i8], ptr @buf, i32 0, i32 %7
  store i8 0, ptr %8, align 1
  %9 = call i32 @my_strlen(ptr noundef getelementptr inbounds ([64 x i8], ptr @buf, i32 0, i32 0))
  %10 = load i8, ptr getelementptr inbounds ([64 x i8], ptr @buf, i32 0, i32 0), align 1
  %11 = sext i8 %10 to i32
  %12 = add nsw i32 %9, %11
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @gotos(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr inbounds [3 x ptr], ptr @gotos.labels, i32 0, i32 %4
  %6 = load ptr, ptr %5, align 4
  br label %12

7:                                                ; preds = %12
  store i32 10, ptr %2, align 4
  br label %10

8:                                                ; preds = %12
  store i32 20, ptr %2, align 4
  br label %10

9:                                                ; preds = %12
  store i32 30, ptr %2, align 4
  br label %10

10:                                               ; preds = %9, %8, %7
  %11 = load i32, ptr %2, align 4
  ret i32 %11

12:                                               ; preds = %1
  %13 = phi ptr [ %6, %1 ]
  indirectbr ptr %13, [label %7, label %8, label %9]
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @vec(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x i32>, align 16
  store i32 %0, ptr %2, align 4
  %7 = load i32, ptr %2, align 4
  %8 = insertelement <4 x i32> undef, i32 %7, i32 0
  %9 = insertelement <4 x i32> %8, i32 2, i32 1
  %10 = insertelement <4 x i32> %9, i32 3, i32 2
  %11 = insertelement <4 x i32> %10, i32 4, i32 3
  store <4 x i32> %11, ptr %3, align 16
  store <4 x i32> <i32 10, i32 20, i32 30, i32 40>, ptr %4, align 16
  %12 = load <4 x i32>, ptr %3, align 16
  %13 = load <4 x i32>, ptr %4, align 16
  %14 = mul <4 x i32> %12, %13
  %15 = load <4 x i32>, ptr %3, align 16
  %16 = add <4 x i32> %14, %15
  store <4 x i32> %16, ptr %5, align 16
  %17 = load <4 x i32>, ptr %5, align 16
  %18 = load <4 x i32>, ptr %4, align 16
  %19 = icmp sgt <4 x i32> %17, %18
  %20 = sext <4 x i1> %19 to <4 x i32>
  store <4 x i32> %20, ptr %6, align 16
  %21 = load <4 x i32>, ptr %5, align 16
  %22 = extractelement <4 x i32> %21, i32 0
  %23 = load <4 x i32>, ptr %5, align 16
  %24 = extractelement <4 x i32> %23, i32 3
  %25 = add nsw i32 %22, %24
  %26 = load <4 x i32>, ptr %6, align 16
  %27 = extractelement <4 x i32> %26, i32 1
  %28 = add nsw i32 %25, %27
  ret i32 %28
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @sw(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %10 [
    i32 1, label %5
    i32 2, label %6
    i32 3, label %7
    i32 5, label %8
    i32 100, label %9
  ]

5:                                                ; preds = %1
  store i32 5, ptr %2, align 4
  br label %11

6:                                                ; preds = %1
  store i32 7, ptr %2, align 4
  br label %11

7:                                                ; preds = %1
  store i32 11, ptr %2, align 4
  br label %11

8:                                                ; preds = %1
  store i32 13, ptr %2, align 4
  br label %11

9:                                                ; preds = %1
  store i32 17, ptr %2, align 4
  br label %11

10:                                               ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %11

11:                                               ; preds = %10, %9, %8, %7, %6, %5
  %12 = load i32, ptr %2, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone
define dso_local signext i16 @sext16(i16 noundef signext %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sext i16 %3 to i32
  %5 = mul nsw i32 %4, 2
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: noinline nounwind optnone
define dso_local zeroext i8 @zext8(i8 noundef zeroext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i32
  %5 = add nsw i32 %4, 1
  %6 = trunc i32 %5 to i8
  ret i8 %6
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @narrow(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = trunc i32 %3 to i16
  %5 = call signext i16 @sext16(i16 noundef signext %4)
  %6 = sext i16 %5 to i32
  %7 = load i32, ptr %2, align 4
  %8 = trunc i32 %7 to i8
  %9 = call zeroext i8 @zext8(i8 noundef zeroext %8)
  %10 = zext i8 %9 to i32
  %11 = add nsw i32 %6, %10
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone
define internal i32 @add(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = add nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sub(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @mul(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = mul nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0.p0.i32(ptr nocapture writeonly, ptr nocapture readonly, i32, i1 immarg) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 1}
!2 = !{i32 7, !"PIE Level", i32 1}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}

; Expected values from the same C compiled for the host and run by lli-14.
; run: @apply(0, 5, 3) == 8
; run: @apply(1, 5, 3) == 2
; run: @apply(2, 5, 3) == 15
; run: @name_len(1) == 3
; run: @call_sum() == 2097162
; run: @use_points(-3, 4) == 7
; run: @use_big(7) == 157
; run: @vla(5) == 30
; run: @vla(0) == 0
; run: @bits(0xF0) == 4244
; run: @bits(0) == 341
; run: @rot(0x80000001, 4) == 24
; run: @overflow(1, 2) == 3
; run: @overflow(0x7fffffff, 1) == -1
; run: @copy(10) == 107
; run: @copy(0) == 0
; run: @gotos(0) == 10
; run: @gotos(1) == 20
; run: @gotos(2) == 30
; run: @vec(5) == 218
; run: @sw(1) == 5
; run: @sw(3) == 11
; run: @sw(5) == 13
; run: @sw(100) == 17
; run: @sw(4) == -1
; run: @narrow(0x12345) == 18128
; run: @narrow(-1) == -2
