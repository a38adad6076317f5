; ModuleID = 'recursion.c'
source_filename = "recursion.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"fib:\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"ack(2,3)\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"ack(3,3)\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"hanoi moves\00", align 1
@moves = internal global i32 0, align 4
@.str.4 = private unnamed_addr constant [9 x i8] c"even(77)\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"odd(77)\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"gcd\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"queens(\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c") = \00", align 1
@perm = internal global [5 x i8] zeroinitializer, align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"permutations\00", align 1
@perm_count = internal global i32 0, align 4
@.str.10 = private unnamed_addr constant [7 x i8] c"filled\00", align 1
@map = internal global [6 x [9 x i8]] [[9 x i8] c"..#.....\00", [9 x i8] c".##.###.\00", [9 x i8] c".#...#..\00", [9 x i8] c".####.#.\00", [9 x i8] c"......#.\00", [9 x i8] c"########\00"], align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"3^39 = \00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"move \00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @print_str(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0))
  store i32 0, i32* %2, align 4
  br label %5

5:                                                ; preds = %11, %0
  %6 = load i32, i32* %2, align 4
  %7 = icmp sle i32 %6, 20
  br i1 %7, label %8, label %14

8:                                                ; preds = %5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %9 = load i32, i32* %2, align 4
  %10 = call i32 @fib(i32 noundef signext %9)
  call void @print_int(i32 noundef signext %10)
  br label %11

11:                                               ; preds = %8
  %12 = load i32, i32* %2, align 4
  %13 = add nsw i32 %12, 4
  store i32 %13, i32* %2, align 4
  br label %5, !llvm.loop !2

14:                                               ; preds = %5
  call void @print_nl()
  %15 = call i32 @ack(i32 noundef signext 2, i32 noundef signext 3)
  call void @print_kv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext %15)
  %16 = call i32 @ack(i32 noundef signext 3, i32 noundef signext 3)
  call void @print_kv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i32 0, i32 0), i32 noundef signext %16)
  call void @hanoi(i32 noundef signext 5, i8 noundef signext 65, i8 noundef signext 67, i8 noundef signext 66)
  %17 = load i32, i32* @moves, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i32 0, i32 0), i32 noundef signext %17)
  %18 = call i32 @is_even(i32 noundef signext 77)
  call void @print_kv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i32 0, i32 0), i32 noundef signext %18)
  %19 = call i32 @is_odd(i32 noundef signext 77)
  call void @print_kv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0), i32 noundef signext %19)
  %20 = call i32 @gcd(i32 noundef signext 18207, i32 noundef signext 7854)
  call void @print_kv(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i32 noundef signext %20)
  store i32 4, i32* %3, align 4
  br label %21

21:                                               ; preds = %28, %14
  %22 = load i32, i32* %3, align 4
  %23 = icmp sle i32 %22, 7
  br i1 %23, label %24, label %31

24:                                               ; preds = %21
  call void @print_str(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0))
  %25 = load i32, i32* %3, align 4
  call void @print_int(i32 noundef signext %25)
  call void @print_str(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0))
  %26 = load i32, i32* %3, align 4
  %27 = call i32 @queens(i32 noundef signext %26, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext 0)
  call void @print_int(i32 noundef signext %27)
  call void @print_nl()
  br label %28

28:                                               ; preds = %24
  %29 = load i32, i32* %3, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %3, align 4
  br label %21, !llvm.loop !4

31:                                               ; preds = %21
  store i8 97, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @perm, i32 0, i32 0), align 1
  store i8 98, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @perm, i32 0, i32 1), align 1
  store i8 99, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @perm, i32 0, i32 2), align 1
  store i8 100, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @perm, i32 0, i32 3), align 1
  call void @permute(i32 noundef signext 0, i32 noundef signext 4)
  %32 = load i32, i32* @perm_count, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.9, i32 0, i32 0), i32 noundef signext %32)
  %33 = call i32 @fill(i32 noundef signext 0, i32 noundef signext 0)
  call void @print_kv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i32 0, i32 0), i32 noundef signext %33)
  store i32 0, i32* %4, align 4
  br label %34

34:                                               ; preds = %41, %31
  %35 = load i32, i32* %4, align 4
  %36 = icmp slt i32 %35, 6
  br i1 %36, label %37, label %44

37:                                               ; preds = %34
  %38 = load i32, i32* %4, align 4
  %39 = getelementptr inbounds [6 x [9 x i8]], [6 x [9 x i8]]* @map, i32 0, i32 %38
  %40 = getelementptr inbounds [9 x i8], [9 x i8]* %39, i32 0, i32 0
  call void @print_str(i8* noundef %40)
  call void @print_nl()
  br label %41

41:                                               ; preds = %37
  %42 = load i32, i32* %4, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %4, align 4
  br label %34, !llvm.loop !5

44:                                               ; preds = %34
  call void @print_str(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i32 0, i32 0))
  %45 = call i64 @power(i64 noundef signext 3, i32 noundef signext 39)
  call void @print_i64(i64 noundef signext %45)
  call void @print_nl()
  %46 = call i32 @fib(i32 noundef signext 10)
  ret i32 %46
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
  br label %3, !llvm.loop !6

11:                                               ; preds = %3
  ret void
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
define internal i32 @fib(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp slt i32 %3, 2
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4
  br label %15

7:                                                ; preds = %1
  %8 = load i32, i32* %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call i32 @fib(i32 noundef signext %9)
  %11 = load i32, i32* %2, align 4
  %12 = sub nsw i32 %11, 2
  %13 = call i32 @fib(i32 noundef signext %12)
  %14 = add nsw i32 %10, %13
  br label %15

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ]
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone
define internal void @print_nl() #0 {
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 1
  ret void
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
define internal i32 @ack(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i32, i32* %5, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* %3, align 4
  br label %26

11:                                               ; preds = %2
  %12 = load i32, i32* %5, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %11
  %15 = load i32, i32* %4, align 4
  %16 = sub nsw i32 %15, 1
  %17 = call i32 @ack(i32 noundef signext %16, i32 noundef signext 1)
  store i32 %17, i32* %3, align 4
  br label %26

18:                                               ; preds = %11
  %19 = load i32, i32* %4, align 4
  %20 = sub nsw i32 %19, 1
  %21 = load i32, i32* %4, align 4
  %22 = load i32, i32* %5, align 4
  %23 = sub nsw i32 %22, 1
  %24 = call i32 @ack(i32 noundef signext %21, i32 noundef signext %23)
  %25 = call i32 @ack(i32 noundef signext %20, i32 noundef signext %24)
  store i32 %25, i32* %3, align 4
  br label %26

26:                                               ; preds = %18, %14, %8
  %27 = load i32, i32* %3, align 4
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone
define internal void @hanoi(i32 noundef signext %0, i8 noundef signext %1, i8 noundef signext %2, i8 noundef signext %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  store i32 %0, i32* %5, align 4
  store i8 %1, i8* %6, align 1
  store i8 %2, i8* %7, align 1
  store i8 %3, i8* %8, align 1
  %9 = load i32, i32* %5, align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %4
  br label %32

12:                                               ; preds = %4
  %13 = load i32, i32* %5, align 4
  %14 = sub nsw i32 %13, 1
  %15 = load i8, i8* %6, align 1
  %16 = load i8, i8* %8, align 1
  %17 = load i8, i8* %7, align 1
  call void @hanoi(i32 noundef signext %14, i8 noundef signext %15, i8 noundef signext %16, i8 noundef signext %17)
  %18 = load i32, i32* @moves, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* @moves, align 4
  %20 = load i32, i32* %5, align 4
  %21 = icmp sge i32 %20, 3
  br i1 %21, label %22, label %26

22:                                               ; preds = %12
  call void @print_str(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0))
  %23 = load i32, i32* %5, align 4
  call void @print_int(i32 noundef signext %23)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %24 = load i8, i8* %6, align 1
  store volatile i8 %24, i8* inttoptr (i32 -16777216 to i8*), align 1
  store volatile i8 62, i8* inttoptr (i32 -16777216 to i8*), align 1
  %25 = load i8, i8* %7, align 1
  store volatile i8 %25, i8* inttoptr (i32 -16777216 to i8*), align 1
  call void @print_nl()
  br label %26

26:                                               ; preds = %22, %12
  %27 = load i32, i32* %5, align 4
  %28 = sub nsw i32 %27, 1
  %29 = load i8, i8* %8, align 1
  %30 = load i8, i8* %7, align 1
  %31 = load i8, i8* %6, align 1
  call void @hanoi(i32 noundef signext %28, i8 noundef signext %29, i8 noundef signext %30, i8 noundef signext %31)
  br label %32

32:                                               ; preds = %26, %11
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @is_even(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @is_odd(i32 noundef signext %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 1, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone
define internal i32 @is_odd(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @is_even(i32 noundef signext %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 0, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone
define internal i32 @gcd(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i32, i32* %3, align 4
  br label %15

9:                                                ; preds = %2
  %10 = load i32, i32* %4, align 4
  %11 = load i32, i32* %3, align 4
  %12 = load i32, i32* %4, align 4
  %13 = urem i32 %11, %12
  %14 = call i32 @gcd(i32 noundef signext %10, i32 noundef signext %13)
  br label %15

15:                                               ; preds = %9, %7
  %16 = phi i32 [ %8, %7 ], [ %14, %9 ]
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone
define internal i32 @queens(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 %0, i32* %7, align 4
  store i32 %1, i32* %8, align 4
  store i32 %2, i32* %9, align 4
  store i32 %3, i32* %10, align 4
  store i32 %4, i32* %11, align 4
  %17 = load i32, i32* %8, align 4
  %18 = load i32, i32* %7, align 4
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %21

20:                                               ; preds = %5
  store i32 1, i32* %6, align 4
  br label %75

21:                                               ; preds = %5
  store i32 0, i32* %12, align 4
  store i32 0, i32* %13, align 4
  br label %22

22:                                               ; preds = %70, %21
  %23 = load i32, i32* %13, align 4
  %24 = load i32, i32* %7, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %73

26:                                               ; preds = %22
  %27 = load i32, i32* %13, align 4
  %28 = shl i32 1, %27
  store i32 %28, i32* %14, align 4
  %29 = load i32, i32* %8, align 4
  %30 = load i32, i32* %13, align 4
  %31 = add nsw i32 %29, %30
  %32 = shl i32 1, %31
  store i32 %32, i32* %15, align 4
  %33 = load i32, i32* %8, align 4
  %34 = load i32, i32* %13, align 4
  %35 = sub nsw i32 %33, %34
  %36 = load i32, i32* %7, align 4
  %37 = add nsw i32 %35, %36
  %38 = shl i32 1, %37
  store i32 %38, i32* %16, align 4
  %39 = load i32, i32* %9, align 4
  %40 = load i32, i32* %14, align 4
  %41 = and i32 %39, %40
  %42 = icmp ne i32 %41, 0
  br i1 %42, label %53, label %43

43:                                               ; preds = %26
  %44 = load i32, i32* %10, align 4
  %45 = load i32, i32* %15, align 4
  %46 = and i32 %44, %45
  %47 = icmp ne i32 %46, 0
  br i1 %47, label %53, label %48

48:                                               ; preds = %43
  %49 = load i32, i32* %11, align 4
  %50 = load i32, i32* %16, align 4
  %51 = and i32 %49, %50
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %53, label %54

53:                                               ; preds = %48, %43, %26
  br label %70

54:                                               ; preds = %48
  %55 = load i32, i32* %7, align 4
  %56 = load i32, i32* %8, align 4
  %57 = add nsw i32 %56, 1
  %58 = load i32, i32* %9, align 4
  %59 = load i32, i32* %14, align 4
  %60 = or i32 %58, %59
  %61 = load i32, i32* %10, align 4
  %62 = load i32, i32* %15, align 4
  %63 = or i32 %61, %62
  %64 = load i32, i32* %11, align 4
  %65 = load i32, i32* %16, align 4
  %66 = or i32 %64, %65
  %67 = call i32 @queens(i32 noundef signext %55, i32 noundef signext %57, i32 noundef signext %60, i32 noundef signext %63, i32 noundef signext %66)
  %68 = load i32, i32* %12, align 4
  %69 = add nsw i32 %68, %67
  store i32 %69, i32* %12, align 4
  br label %70

70:                                               ; preds = %54, %53
  %71 = load i32, i32* %13, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, i32* %13, align 4
  br label %22, !llvm.loop !7

73:                                               ; preds = %22
  %74 = load i32, i32* %12, align 4
  store i32 %74, i32* %6, align 4
  br label %75

75:                                               ; preds = %73, %20
  %76 = load i32, i32* %6, align 4
  ret i32 %76
}

; Function Attrs: noinline nounwind optnone
define internal void @permute(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %7 = load i32, i32* %3, align 4
  %8 = load i32, i32* %4, align 4
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %20

10:                                               ; preds = %2
  %11 = load i32, i32* @perm_count, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* @perm_count, align 4
  %13 = load i32, i32* @perm_count, align 4
  %14 = icmp sle i32 %13, 6
  br i1 %14, label %18, label %15

15:                                               ; preds = %10
  %16 = load i32, i32* @perm_count, align 4
  %17 = icmp eq i32 %16, 24
  br i1 %17, label %18, label %19

18:                                               ; preds = %15, %10
  call void @print_str(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @perm, i32 0, i32 0))
  call void @print_nl()
  br label %19

19:                                               ; preds = %18, %15
  br label %55

20:                                               ; preds = %2
  %21 = load i32, i32* %3, align 4
  store i32 %21, i32* %5, align 4
  br label %22

22:                                               ; preds = %52, %20
  %23 = load i32, i32* %5, align 4
  %24 = load i32, i32* %4, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %55

26:                                               ; preds = %22
  %27 = load i32, i32* %3, align 4
  %28 = getelementptr inbounds [5 x i8], [5 x i8]* @perm, i32 0, i32 %27
  %29 = load i8, i8* %28, align 1
  store i8 %29, i8* %6, align 1
  %30 = load i32, i32* %5, align 4
  %31 = getelementptr inbounds [5 x i8], [5 x i8]* @perm, i32 0, i32 %30
  %32 = load i8, i8* %31, align 1
  %33 = load i32, i32* %3, align 4
  %34 = getelementptr inbounds [5 x i8], [5 x i8]* @perm, i32 0, i32 %33
  store i8 %32, i8* %34, align 1
  %35 = load i8, i8* %6, align 1
  %36 = load i32, i32* %5, align 4
  %37 = getelementptr inbounds [5 x i8], [5 x i8]* @perm, i32 0, i32 %36
  store i8 %35, i8* %37, align 1
  %38 = load i32, i32* %3, align 4
  %39 = add nsw i32 %38, 1
  %40 = load i32, i32* %4, align 4
  call void @permute(i32 noundef signext %39, i32 noundef signext %40)
  %41 = load i32, i32* %3, align 4
  %42 = getelementptr inbounds [5 x i8], [5 x i8]* @perm, i32 0, i32 %41
  %43 = load i8, i8* %42, align 1
  store i8 %43, i8* %6, align 1
  %44 = load i32, i32* %5, align 4
  %45 = getelementptr inbounds [5 x i8], [5 x i8]* @perm, i32 0, i32 %44
  %46 = load i8, i8* %45, align 1
  %47 = load i32, i32* %3, align 4
  %48 = getelementptr inbounds [5 x i8], [5 x i8]* @perm, i32 0, i32 %47
  store i8 %46, i8* %48, align 1
  %49 = load i8, i8* %6, align 1
  %50 = load i32, i32* %5, align 4
  %51 = getelementptr inbounds [5 x i8], [5 x i8]* @perm, i32 0, i32 %50
  store i8 %49, i8* %51, align 1
  br label %52

52:                                               ; preds = %26
  %53 = load i32, i32* %5, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, i32* %5, align 4
  br label %22, !llvm.loop !8

55:                                               ; preds = %19, %22
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @fill(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %25, label %8

8:                                                ; preds = %2
  %9 = load i32, i32* %4, align 4
  %10 = icmp sge i32 %9, 6
  br i1 %10, label %25, label %11

11:                                               ; preds = %8
  %12 = load i32, i32* %5, align 4
  %13 = icmp slt i32 %12, 0
  br i1 %13, label %25, label %14

14:                                               ; preds = %11
  %15 = load i32, i32* %5, align 4
  %16 = icmp sge i32 %15, 8
  br i1 %16, label %25, label %17

17:                                               ; preds = %14
  %18 = load i32, i32* %4, align 4
  %19 = getelementptr inbounds [6 x [9 x i8]], [6 x [9 x i8]]* @map, i32 0, i32 %18
  %20 = load i32, i32* %5, align 4
  %21 = getelementptr inbounds [9 x i8], [9 x i8]* %19, i32 0, i32 %20
  %22 = load i8, i8* %21, align 1
  %23 = sext i8 %22 to i32
  %24 = icmp ne i32 %23, 46
  br i1 %24, label %25, label %26

25:                                               ; preds = %17, %14, %11, %8, %2
  store i32 0, i32* %3, align 4
  br label %51

26:                                               ; preds = %17
  %27 = load i32, i32* %4, align 4
  %28 = getelementptr inbounds [6 x [9 x i8]], [6 x [9 x i8]]* @map, i32 0, i32 %27
  %29 = load i32, i32* %5, align 4
  %30 = getelementptr inbounds [9 x i8], [9 x i8]* %28, i32 0, i32 %29
  store i8 111, i8* %30, align 1
  %31 = load i32, i32* %4, align 4
  %32 = add nsw i32 %31, 1
  %33 = load i32, i32* %5, align 4
  %34 = call i32 @fill(i32 noundef signext %32, i32 noundef signext %33)
  %35 = add nsw i32 1, %34
  %36 = load i32, i32* %4, align 4
  %37 = sub nsw i32 %36, 1
  %38 = load i32, i32* %5, align 4
  %39 = call i32 @fill(i32 noundef signext %37, i32 noundef signext %38)
  %40 = add nsw i32 %35, %39
  %41 = load i32, i32* %4, align 4
  %42 = load i32, i32* %5, align 4
  %43 = add nsw i32 %42, 1
  %44 = call i32 @fill(i32 noundef signext %41, i32 noundef signext %43)
  %45 = add nsw i32 %40, %44
  %46 = load i32, i32* %4, align 4
  %47 = load i32, i32* %5, align 4
  %48 = sub nsw i32 %47, 1
  %49 = call i32 @fill(i32 noundef signext %46, i32 noundef signext %48)
  %50 = add nsw i32 %45, %49
  store i32 %50, i32* %3, align 4
  br label %51

51:                                               ; preds = %26, %25
  %52 = load i32, i32* %3, align 4
  ret i32 %52
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
define internal i64 @power(i64 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i64 %0, i64* %4, align 8
  store i32 %1, i32* %5, align 4
  %7 = load i32, i32* %5, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store i64 1, i64* %3, align 8
  br label %30

10:                                               ; preds = %2
  %11 = load i64, i64* %4, align 8
  %12 = load i32, i32* %5, align 4
  %13 = udiv i32 %12, 2
  %14 = call i64 @power(i64 noundef signext %11, i32 noundef signext %13)
  store i64 %14, i64* %6, align 8
  %15 = load i32, i32* %5, align 4
  %16 = and i32 %15, 1
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %10
  %19 = load i64, i64* %6, align 8
  %20 = load i64, i64* %6, align 8
  %21 = mul nsw i64 %19, %20
  %22 = load i64, i64* %4, align 8
  %23 = mul nsw i64 %21, %22
  br label %28

24:                                               ; preds = %10
  %25 = load i64, i64* %6, align 8
  %26 = load i64, i64* %6, align 8
  %27 = mul nsw i64 %25, %26
  br label %28

28:                                               ; preds = %24, %18
  %29 = phi i64 [ %23, %18 ], [ %27, %24 ]
  store i64 %29, i64* %3, align 8
  br label %30

30:                                               ; preds = %28, %9
  %31 = load i64, i64* %3, align 8
  ret i64 %31
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

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }

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
