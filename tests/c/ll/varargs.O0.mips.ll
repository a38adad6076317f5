; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"sum0\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"sum5\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"sum10\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"sum_i64: \00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"mixed: \00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"ilcis\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"clli\00", align 1
@.str.8 = private unnamed_addr constant [36 x i8] c"%d + %d = %d, %u%%, %x, [%s], %c%c\0A\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.10 = private unnamed_addr constant [19 x i8] c"%lld %llu %llx|%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [13 x i8] c"<%d,%lld,%s>\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"five\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"max\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"max1\00", align 1
@.str.15 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = call i32 (i32, ...) @sum_ints(i32 noundef signext 0)
  call void @print_kv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i32 noundef signext %2)
  %3 = call i32 (i32, ...) @sum_ints(i32 noundef signext 5, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4, i32 noundef signext 5)
  call void @print_kv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext %3)
  %4 = call i32 (i32, ...) @sum_ints(i32 noundef signext 10, i32 noundef signext 10, i32 noundef signext -20, i32 noundef signext 30, i32 noundef signext -40, i32 noundef signext 50, i32 noundef signext -60, i32 noundef signext 70, i32 noundef signext -80, i32 noundef signext 90, i32 noundef signext 1000)
  call void @print_kv(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i32 noundef signext %4)
  call void @print_str(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0))
  %5 = call i64 (i32, ...) @sum_i64(i32 noundef signext 3, i64 noundef signext 1099511627776, i64 noundef signext -5, i64 noundef signext 2147483647)
  call void @print_i64(i64 noundef signext %5)
  call void @print_nl()
  call void @print_str(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0))
  %6 = call i64 (i8*, ...) @mixed(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0), i32 noundef signext 1, i64 noundef signext 17179869184, i32 noundef signext 120, i32 noundef signext -4, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.6, i32 0, i32 0))
  call void @print_i64(i64 noundef signext %6)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %7 = call i64 (i8*, ...) @mixed(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0), i32 noundef signext 65, i64 noundef signext -1, i64 noundef signext 1000000000000, i32 noundef signext 9)
  call void @print_i64(i64 noundef signext %7)
  call void @print_nl()
  call void (i8*, ...) @printf_(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.8, i32 0, i32 0), i32 noundef signext -12, i32 noundef signext 30, i32 noundef signext 18, i32 noundef signext -294967296, i32 noundef signext 51966, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i32 noundef signext 111, i32 noundef signext 107)
  call void (i8*, ...) @printf_(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i32 0, i32 0), i64 noundef signext -1234567890123, i64 noundef zeroext -1, i64 noundef zeroext -81985529216486896, i32 noundef signext 7)
  call void (i8*, ...) @twice(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.11, i32 0, i32 0), i32 noundef signext 3, i64 noundef signext 4, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.12, i32 0, i32 0))
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 1
  %8 = call i32 (i32, ...) @max_of(i32 noundef signext 6, i32 noundef signext 3, i32 noundef signext 99, i32 noundef signext -4, i32 noundef signext 12, i32 noundef signext 99, i32 noundef signext 42)
  call void @print_kv(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i32 noundef signext %8)
  %9 = call i32 (i32, ...) @max_of(i32 noundef signext 1, i32 noundef signext -77)
  call void @print_kv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.14, i32 0, i32 0), i32 noundef signext %9)
  %10 = call i32 (i32, ...) @sum_ints(i32 noundef signext 3, i32 noundef signext 40, i32 noundef signext 1, i32 noundef signext 1)
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone
define internal void @print_kv(i8* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i8*, i8** %3, align 4
  call void @print_str(i8* noundef %5)
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 1
  %6 = load i32, i32* %4, align 4
  call void @print_int(i32 noundef signext %6)
  call void @print_nl()
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sum_ints(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %6)
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %7

7:                                                ; preds = %18, %1
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %21

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 4
  %13 = getelementptr inbounds i8, i8* %12, i32 4
  store i8* %13, i8** %3, align 4
  %14 = bitcast i8* %12 to i32*
  %15 = load i32, i32* %14, align 4
  %16 = load i32, i32* %4, align 4
  %17 = add nsw i32 %16, %15
  store i32 %17, i32* %4, align 4
  br label %18

18:                                               ; preds = %11
  %19 = load i32, i32* %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %5, align 4
  br label %7, !llvm.loop !2

21:                                               ; preds = %7
  %22 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %22)
  %23 = load i32, i32* %4, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone
define internal void @print_str(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  br label %3

3:                                                ; preds = %7, %1
  %4 = load i8*, i8** %2, align 4
  %5 = load i8, i8* %4, align 1
  %6 = icmp ne i8 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %3
  %8 = load i8*, i8** %2, align 4
  %9 = getelementptr inbounds i8, i8* %8, i32 1
  store i8* %9, i8** %2, align 4
  %10 = load i8, i8* %8, align 1
  store volatile i8 %10, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %3, !llvm.loop !4

11:                                               ; preds = %3
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_i64(i64 noundef signext %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = icmp slt i64 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 1
  %6 = load i64, i64* %2, align 8
  %7 = sub i64 0, %6
  call void @print_u64(i64 noundef zeroext %7)
  br label %10

8:                                                ; preds = %1
  %9 = load i64, i64* %2, align 8
  call void @print_u64(i64 noundef zeroext %9)
  br label %10

10:                                               ; preds = %8, %5
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i64 @sum_i64(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %6)
  store i64 0, i64* %4, align 8
  store i32 0, i32* %5, align 4
  br label %7

7:                                                ; preds = %22, %1
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %25

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 4
  %13 = ptrtoint i8* %12 to i32
  %14 = add i32 %13, 7
  %15 = and i32 %14, -8
  %16 = inttoptr i32 %15 to i8*
  %17 = getelementptr inbounds i8, i8* %16, i32 8
  store i8* %17, i8** %3, align 4
  %18 = bitcast i8* %16 to i64*
  %19 = load i64, i64* %18, align 8
  %20 = load i64, i64* %4, align 8
  %21 = add nsw i64 %20, %19
  store i64 %21, i64* %4, align 8
  br label %22

22:                                               ; preds = %11
  %23 = load i32, i32* %5, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %5, align 4
  br label %7, !llvm.loop !5

25:                                               ; preds = %7
  %26 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %26)
  %27 = load i64, i64* %4, align 8
  ret i64 %27
}

; Function Attrs: noinline nounwind optnone
define internal void @print_nl() #0 {
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i64 @mixed(i8* noundef %0, ...) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i64, align 8
  %5 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %6 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %6)
  store i64 0, i64* %4, align 8
  br label %7

7:                                                ; preds = %65, %1
  %8 = load i8*, i8** %2, align 4
  %9 = load i8, i8* %8, align 1
  %10 = icmp ne i8 %9, 0
  br i1 %10, label %11, label %68

11:                                               ; preds = %7
  %12 = load i8*, i8** %2, align 4
  %13 = load i8, i8* %12, align 1
  %14 = sext i8 %13 to i32
  switch i32 %14, label %64 [
    i32 105, label %15
    i32 108, label %24
    i32 99, label %36
    i32 115, label %46
  ]

15:                                               ; preds = %11
  %16 = load i64, i64* %4, align 8
  %17 = mul nsw i64 %16, 3
  %18 = load i8*, i8** %3, align 4
  %19 = getelementptr inbounds i8, i8* %18, i32 4
  store i8* %19, i8** %3, align 4
  %20 = bitcast i8* %18 to i32*
  %21 = load i32, i32* %20, align 4
  %22 = sext i32 %21 to i64
  %23 = add nsw i64 %17, %22
  store i64 %23, i64* %4, align 8
  br label %64

24:                                               ; preds = %11
  %25 = load i64, i64* %4, align 8
  %26 = mul nsw i64 %25, 5
  %27 = load i8*, i8** %3, align 4
  %28 = ptrtoint i8* %27 to i32
  %29 = add i32 %28, 7
  %30 = and i32 %29, -8
  %31 = inttoptr i32 %30 to i8*
  %32 = getelementptr inbounds i8, i8* %31, i32 8
  store i8* %32, i8** %3, align 4
  %33 = bitcast i8* %31 to i64*
  %34 = load i64, i64* %33, align 8
  %35 = add nsw i64 %26, %34
  store i64 %35, i64* %4, align 8
  br label %64

36:                                               ; preds = %11
  %37 = load i64, i64* %4, align 8
  %38 = mul nsw i64 %37, 7
  %39 = load i8*, i8** %3, align 4
  %40 = getelementptr inbounds i8, i8* %39, i32 4
  store i8* %40, i8** %3, align 4
  %41 = bitcast i8* %39 to i32*
  %42 = load i32, i32* %41, align 4
  %43 = trunc i32 %42 to i8
  %44 = sext i8 %43 to i64
  %45 = add nsw i64 %38, %44
  store i64 %45, i64* %4, align 8
  br label %64

46:                                               ; preds = %11
  %47 = load i8*, i8** %3, align 4
  %48 = getelementptr inbounds i8, i8* %47, i32 4
  store i8* %48, i8** %3, align 4
  %49 = bitcast i8* %47 to i8**
  %50 = load i8*, i8** %49, align 4
  store i8* %50, i8** %5, align 4
  br label %51

51:                                               ; preds = %55, %46
  %52 = load i8*, i8** %5, align 4
  %53 = load i8, i8* %52, align 1
  %54 = icmp ne i8 %53, 0
  br i1 %54, label %55, label %63

55:                                               ; preds = %51
  %56 = load i64, i64* %4, align 8
  %57 = mul nsw i64 %56, 2
  %58 = load i8*, i8** %5, align 4
  %59 = getelementptr inbounds i8, i8* %58, i32 1
  store i8* %59, i8** %5, align 4
  %60 = load i8, i8* %58, align 1
  %61 = sext i8 %60 to i64
  %62 = add nsw i64 %57, %61
  store i64 %62, i64* %4, align 8
  br label %51, !llvm.loop !6

63:                                               ; preds = %51
  br label %64

64:                                               ; preds = %11, %63, %36, %24, %15
  br label %65

65:                                               ; preds = %64
  %66 = load i8*, i8** %2, align 4
  %67 = getelementptr inbounds i8, i8* %66, i32 1
  store i8* %67, i8** %2, align 4
  br label %7, !llvm.loop !7

68:                                               ; preds = %7
  %69 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %69)
  %70 = load i64, i64* %4, align 8
  ret i64 %70
}

; Function Attrs: noinline nounwind optnone
define internal void @printf_(i8* noundef %0, ...) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %4 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %4)
  %5 = load i8*, i8** %2, align 4
  %6 = load i8*, i8** %3, align 4
  call void @vprint(i8* noundef %5, i8* noundef %6)
  %7 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %7)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @twice(i8* noundef %0, ...) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %5 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %5)
  %6 = bitcast i8** %4 to i8*
  %7 = bitcast i8** %3 to i8*
  call void @llvm.va_copy(i8* %6, i8* %7)
  %8 = load i8*, i8** %2, align 4
  %9 = load i8*, i8** %4, align 4
  call void @vprint(i8* noundef %8, i8* noundef %9)
  %10 = bitcast i8** %4 to i8*
  call void @llvm.va_end(i8* %10)
  %11 = load i8*, i8** %2, align 4
  %12 = load i8*, i8** %3, align 4
  call void @vprint(i8* noundef %11, i8* noundef %12)
  %13 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %13)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @max_of(i32 noundef signext %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %7 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %7)
  %8 = load i8*, i8** %3, align 4
  %9 = getelementptr inbounds i8, i8* %8, i32 4
  store i8* %9, i8** %3, align 4
  %10 = bitcast i8* %8 to i32*
  %11 = load i32, i32* %10, align 4
  store i32 %11, i32* %4, align 4
  store i32 1, i32* %5, align 4
  br label %12

12:                                               ; preds = %27, %1
  %13 = load i32, i32* %5, align 4
  %14 = load i32, i32* %2, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %30

16:                                               ; preds = %12
  %17 = load i8*, i8** %3, align 4
  %18 = getelementptr inbounds i8, i8* %17, i32 4
  store i8* %18, i8** %3, align 4
  %19 = bitcast i8* %17 to i32*
  %20 = load i32, i32* %19, align 4
  store i32 %20, i32* %6, align 4
  %21 = load i32, i32* %6, align 4
  %22 = load i32, i32* %4, align 4
  %23 = icmp sgt i32 %21, %22
  br i1 %23, label %24, label %26

24:                                               ; preds = %16
  %25 = load i32, i32* %6, align 4
  store i32 %25, i32* %4, align 4
  br label %26

26:                                               ; preds = %24, %16
  br label %27

27:                                               ; preds = %26
  %28 = load i32, i32* %5, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %5, align 4
  br label %12, !llvm.loop !8

30:                                               ; preds = %12
  %31 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %31)
  %32 = load i32, i32* %4, align 4
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone
define internal void @print_int(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 1
  %6 = load i32, i32* %2, align 4
  %7 = sub i32 0, %6
  call void @print_u32(i32 noundef signext %7)
  br label %10

8:                                                ; preds = %1
  %9 = load i32, i32* %2, align 4
  call void @print_u32(i32 noundef signext %9)
  br label %10

10:                                               ; preds = %8, %5
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_u32(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [10 x i8], align 1
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %15, %1
  %6 = load i32, i32* %2, align 4
  %7 = urem i32 %6, 10
  %8 = add i32 48, %7
  %9 = trunc i32 %8 to i8
  %10 = load i32, i32* %4, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %4, align 4
  %12 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %10
  store i8 %9, i8* %12, align 1
  %13 = load i32, i32* %2, align 4
  %14 = udiv i32 %13, 10
  store i32 %14, i32* %2, align 4
  br label %15

15:                                               ; preds = %5
  %16 = load i32, i32* %2, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %5, label %18, !llvm.loop !9

18:                                               ; preds = %15
  br label %19

19:                                               ; preds = %22, %18
  %20 = load i32, i32* %4, align 4
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %19
  %23 = load i32, i32* %4, align 4
  %24 = add nsw i32 %23, -1
  store i32 %24, i32* %4, align 4
  %25 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %24
  %26 = load i8, i8* %25, align 1
  store volatile i8 %26, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %19, !llvm.loop !10

27:                                               ; preds = %19
  ret void
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #1

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #1

; Function Attrs: noinline nounwind optnone
define internal void @print_u64(i64 noundef zeroext %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca [20 x i8], align 1
  %4 = alloca i32, align 4
  store i64 %0, i64* %2, align 8
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %15, %1
  %6 = load i64, i64* %2, align 8
  %7 = urem i64 %6, 10
  %8 = add i64 48, %7
  %9 = trunc i64 %8 to i8
  %10 = load i32, i32* %4, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %4, align 4
  %12 = getelementptr inbounds [20 x i8], [20 x i8]* %3, i32 0, i32 %10
  store i8 %9, i8* %12, align 1
  %13 = load i64, i64* %2, align 8
  %14 = udiv i64 %13, 10
  store i64 %14, i64* %2, align 8
  br label %15

15:                                               ; preds = %5
  %16 = load i64, i64* %2, align 8
  %17 = icmp ne i64 %16, 0
  br i1 %17, label %5, label %18, !llvm.loop !11

18:                                               ; preds = %15
  br label %19

19:                                               ; preds = %22, %18
  %20 = load i32, i32* %4, align 4
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %19
  %23 = load i32, i32* %4, align 4
  %24 = add nsw i32 %23, -1
  store i32 %24, i32* %4, align 4
  %25 = getelementptr inbounds [20 x i8], [20 x i8]* %3, i32 0, i32 %24
  %26 = load i8, i8* %25, align 1
  store volatile i8 %26, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %19, !llvm.loop !12

27:                                               ; preds = %19
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @vprint(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i8* %1, i8** %4, align 4
  br label %6

6:                                                ; preds = %106, %2
  %7 = load i8*, i8** %3, align 4
  %8 = load i8, i8* %7, align 1
  %9 = icmp ne i8 %8, 0
  br i1 %9, label %10, label %109

10:                                               ; preds = %6
  %11 = load i8*, i8** %3, align 4
  %12 = load i8, i8* %11, align 1
  %13 = sext i8 %12 to i32
  %14 = icmp ne i32 %13, 37
  br i1 %14, label %15, label %18

15:                                               ; preds = %10
  %16 = load i8*, i8** %3, align 4
  %17 = load i8, i8* %16, align 1
  store volatile i8 %17, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %106

18:                                               ; preds = %10
  %19 = load i8*, i8** %3, align 4
  %20 = getelementptr inbounds i8, i8* %19, i32 1
  store i8* %20, i8** %3, align 4
  store i32 0, i32* %5, align 4
  %21 = load i8*, i8** %3, align 4
  %22 = load i8, i8* %21, align 1
  %23 = sext i8 %22 to i32
  %24 = icmp eq i32 %23, 108
  br i1 %24, label %25, label %34

25:                                               ; preds = %18
  %26 = load i8*, i8** %3, align 4
  %27 = getelementptr inbounds i8, i8* %26, i32 1
  %28 = load i8, i8* %27, align 1
  %29 = sext i8 %28 to i32
  %30 = icmp eq i32 %29, 108
  br i1 %30, label %31, label %34

31:                                               ; preds = %25
  store i32 1, i32* %5, align 4
  %32 = load i8*, i8** %3, align 4
  %33 = getelementptr inbounds i8, i8* %32, i32 2
  store i8* %33, i8** %3, align 4
  br label %34

34:                                               ; preds = %31, %25, %18
  %35 = load i8*, i8** %3, align 4
  %36 = load i8, i8* %35, align 1
  %37 = sext i8 %36 to i32
  switch i32 %37, label %104 [
    i32 100, label %38
    i32 117, label %56
    i32 120, label %74
    i32 115, label %92
    i32 99, label %97
    i32 37, label %103
  ]

38:                                               ; preds = %34
  %39 = load i32, i32* %5, align 4
  %40 = icmp ne i32 %39, 0
  br i1 %40, label %41, label %50

41:                                               ; preds = %38
  %42 = load i8*, i8** %4, align 4
  %43 = ptrtoint i8* %42 to i32
  %44 = add i32 %43, 7
  %45 = and i32 %44, -8
  %46 = inttoptr i32 %45 to i8*
  %47 = getelementptr inbounds i8, i8* %46, i32 8
  store i8* %47, i8** %4, align 4
  %48 = bitcast i8* %46 to i64*
  %49 = load i64, i64* %48, align 8
  call void @print_i64(i64 noundef signext %49)
  br label %55

50:                                               ; preds = %38
  %51 = load i8*, i8** %4, align 4
  %52 = getelementptr inbounds i8, i8* %51, i32 4
  store i8* %52, i8** %4, align 4
  %53 = bitcast i8* %51 to i32*
  %54 = load i32, i32* %53, align 4
  call void @print_int(i32 noundef signext %54)
  br label %55

55:                                               ; preds = %50, %41
  br label %105

56:                                               ; preds = %34
  %57 = load i32, i32* %5, align 4
  %58 = icmp ne i32 %57, 0
  br i1 %58, label %59, label %68

59:                                               ; preds = %56
  %60 = load i8*, i8** %4, align 4
  %61 = ptrtoint i8* %60 to i32
  %62 = add i32 %61, 7
  %63 = and i32 %62, -8
  %64 = inttoptr i32 %63 to i8*
  %65 = getelementptr inbounds i8, i8* %64, i32 8
  store i8* %65, i8** %4, align 4
  %66 = bitcast i8* %64 to i64*
  %67 = load i64, i64* %66, align 8
  call void @print_u64(i64 noundef zeroext %67)
  br label %73

68:                                               ; preds = %56
  %69 = load i8*, i8** %4, align 4
  %70 = getelementptr inbounds i8, i8* %69, i32 4
  store i8* %70, i8** %4, align 4
  %71 = bitcast i8* %69 to i32*
  %72 = load i32, i32* %71, align 4
  call void @print_u32(i32 noundef signext %72)
  br label %73

73:                                               ; preds = %68, %59
  br label %105

74:                                               ; preds = %34
  %75 = load i32, i32* %5, align 4
  %76 = icmp ne i32 %75, 0
  br i1 %76, label %77, label %86

77:                                               ; preds = %74
  %78 = load i8*, i8** %4, align 4
  %79 = ptrtoint i8* %78 to i32
  %80 = add i32 %79, 7
  %81 = and i32 %80, -8
  %82 = inttoptr i32 %81 to i8*
  %83 = getelementptr inbounds i8, i8* %82, i32 8
  store i8* %83, i8** %4, align 4
  %84 = bitcast i8* %82 to i64*
  %85 = load i64, i64* %84, align 8
  call void @print_hex64(i64 noundef zeroext %85)
  br label %91

86:                                               ; preds = %74
  %87 = load i8*, i8** %4, align 4
  %88 = getelementptr inbounds i8, i8* %87, i32 4
  store i8* %88, i8** %4, align 4
  %89 = bitcast i8* %87 to i32*
  %90 = load i32, i32* %89, align 4
  call void @print_hex(i32 noundef signext %90)
  br label %91

91:                                               ; preds = %86, %77
  br label %105

92:                                               ; preds = %34
  %93 = load i8*, i8** %4, align 4
  %94 = getelementptr inbounds i8, i8* %93, i32 4
  store i8* %94, i8** %4, align 4
  %95 = bitcast i8* %93 to i8**
  %96 = load i8*, i8** %95, align 4
  call void @print_str(i8* noundef %96)
  br label %105

97:                                               ; preds = %34
  %98 = load i8*, i8** %4, align 4
  %99 = getelementptr inbounds i8, i8* %98, i32 4
  store i8* %99, i8** %4, align 4
  %100 = bitcast i8* %98 to i32*
  %101 = load i32, i32* %100, align 4
  %102 = trunc i32 %101 to i8
  store volatile i8 %102, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %105

103:                                              ; preds = %34
  store volatile i8 37, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %105

104:                                              ; preds = %34
  store volatile i8 63, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %105

105:                                              ; preds = %104, %103, %97, %92, %91, %73, %55
  br label %106

106:                                              ; preds = %105, %15
  %107 = load i8*, i8** %3, align 4
  %108 = getelementptr inbounds i8, i8* %107, i32 1
  store i8* %108, i8** %3, align 4
  br label %6, !llvm.loop !13

109:                                              ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_hex64(i64 noundef zeroext %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = lshr i64 %3, 32
  %5 = trunc i64 %4 to i32
  call void @print_hex(i32 noundef signext %5)
  %6 = load i64, i64* %2, align 8
  %7 = trunc i64 %6 to i32
  call void @print_hex(i32 noundef signext %7)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_hex(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 28, i32* %3, align 4
  br label %4

4:                                                ; preds = %14, %1
  %5 = load i32, i32* %3, align 4
  %6 = icmp sge i32 %5, 0
  br i1 %6, label %7, label %17

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4
  %9 = load i32, i32* %3, align 4
  %10 = lshr i32 %8, %9
  %11 = and i32 %10, 15
  %12 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %11
  %13 = load i8, i8* %12, align 1
  store volatile i8 %13, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %14

14:                                               ; preds = %7
  %15 = load i32, i32* %3, align 4
  %16 = sub nsw i32 %15, 4
  store i32 %16, i32* %3, align 4
  br label %4, !llvm.loop !14

17:                                               ; preds = %4
  ret void
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
!9 = distinct !{!9, !3}
!10 = distinct !{!10, !3}
!11 = distinct !{!11, !3}
!12 = distinct !{!12, !3}
!13 = distinct !{!13, !3}
!14 = distinct !{!14, !3}
