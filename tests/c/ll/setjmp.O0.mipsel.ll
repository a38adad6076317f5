; ModuleID = 'setjmp.c'
source_filename = "setjmp.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.handler = type { %struct.handler*, [6 x i32], i32 }

@.str = private unnamed_addr constant [15 x i8] c"second return \00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c" depth \00", align 1
@depth_reached = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [18 x i8] c"longjmp(0) gives \00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"many values \00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"dead on the way \00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"opaque calls \00", align 1
@opaque_calls = internal global i32 0, align 4
@.str.6 = private unnamed_addr constant [11 x i8] c"protected \00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"  outer status \00", align 1
@.str.8 = private unnamed_addr constant [18 x i8] c"handler restored \00", align 1
@current = internal global %struct.handler* null, align 4
@top = internal global [6 x i32] zeroinitializer, align 4
@.str.9 = private unnamed_addr constant [13 x i8] c"not reached\0A\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"unlikely\0A\00", align 1
@.str.11 = private unnamed_addr constant [16 x i8] c"  inner status \00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @print_str(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0))
  %6 = call i32 @first_and_second(i32 noundef signext 7)
  call void @print_int(i32 noundef signext %6)
  call void @print_str(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0))
  %7 = load i32, i32* @depth_reached, align 4
  call void @print_int(i32 noundef signext %7)
  call void @print_nl()
  call void @print_str(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i32 0, i32 0))
  %8 = call i32 @zero_val()
  call void @print_int(i32 noundef signext %8)
  call void @print_nl()
  store i32 1, i32* %2, align 4
  br label %9

9:                                                ; preds = %16, %0
  %10 = load i32, i32* %2, align 4
  %11 = icmp ult i32 %10, 5
  br i1 %11, label %12, label %19

12:                                               ; preds = %9
  call void @print_str(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0))
  %13 = load i32, i32* %2, align 4
  %14 = mul i32 %13, 12345
  %15 = call i32 @many_values(i32 noundef signext %14)
  call void @print_u32(i32 noundef signext %15)
  call void @print_nl()
  br label %16

16:                                               ; preds = %12
  %17 = load i32, i32* %2, align 4
  %18 = add i32 %17, 1
  store i32 %18, i32* %2, align 4
  br label %9, !llvm.loop !2

19:                                               ; preds = %9
  store i32 1, i32* %3, align 4
  br label %20

20:                                               ; preds = %27, %19
  %21 = load i32, i32* %3, align 4
  %22 = icmp ult i32 %21, 4
  br i1 %22, label %23, label %30

23:                                               ; preds = %20
  call void @print_str(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0))
  %24 = load i32, i32* %3, align 4
  %25 = mul i32 %24, 777
  %26 = call i32 @dead_on_the_way(i32 noundef signext %25)
  call void @print_u32(i32 noundef signext %26)
  call void @print_nl()
  br label %27

27:                                               ; preds = %23
  %28 = load i32, i32* %3, align 4
  %29 = add i32 %28, 1
  store i32 %29, i32* %3, align 4
  br label %20, !llvm.loop !4

30:                                               ; preds = %20
  call void @print_str(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i32 0, i32 0))
  %31 = load i32, i32* @opaque_calls, align 4
  call void @print_u32(i32 noundef signext %31)
  call void @print_nl()
  store i32 0, i32* %4, align 4
  br label %32

32:                                               ; preds = %40, %30
  %33 = load i32, i32* %4, align 4
  %34 = icmp slt i32 %33, 6
  br i1 %34, label %35, label %43

35:                                               ; preds = %32
  call void @print_str(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i32 0, i32 0))
  %36 = load i32, i32* %4, align 4
  call void @print_int(i32 noundef signext %36)
  call void @print_nl()
  %37 = load i32, i32* %4, align 4
  %38 = call i32 @protected_call(void (i32)* noundef @nested_body, i32 noundef signext %37)
  store i32 %38, i32* %5, align 4
  call void @print_str(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.7, i32 0, i32 0))
  %39 = load i32, i32* %5, align 4
  call void @print_int(i32 noundef signext %39)
  call void @print_nl()
  br label %40

40:                                               ; preds = %35
  %41 = load i32, i32* %4, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, i32* %4, align 4
  br label %32, !llvm.loop !5

43:                                               ; preds = %32
  call void @print_str(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.8, i32 0, i32 0))
  %44 = load %struct.handler*, %struct.handler** @current, align 4
  %45 = icmp eq %struct.handler* %44, null
  %46 = zext i1 %45 to i32
  call void @print_int(i32 noundef signext %46)
  call void @print_nl()
  ret i32 0
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
define internal i32 @first_and_second(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %5 = call i32 @setjmp(i32* noundef getelementptr inbounds ([6 x i32], [6 x i32]* @top, i32 0, i32 0)) #3
  store i32 %5, i32* %4, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  %9 = load i32, i32* %3, align 4
  call void @dive(i32 noundef signext 12, i32 noundef signext %9)
  store i32 -1, i32* %2, align 4
  br label %12

10:                                               ; preds = %1
  %11 = load i32, i32* %4, align 4
  store i32 %11, i32* %2, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = load i32, i32* %2, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal void @print_nl() #0 {
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @zero_val() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store volatile i32 0, i32* %1, align 4
  %3 = call i32 @setjmp(i32* noundef getelementptr inbounds ([6 x i32], [6 x i32]* @top, i32 0, i32 0)) #3
  store i32 %3, i32* %2, align 4
  %4 = load volatile i32, i32* %1, align 4
  %5 = add nsw i32 %4, 1
  store volatile i32 %5, i32* %1, align 4
  %6 = icmp eq i32 %4, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %0
  call void @longjmp(i32* noundef getelementptr inbounds ([6 x i32], [6 x i32]* @top, i32 0, i32 0), i32 noundef signext 0) #4
  unreachable

8:                                                ; preds = %0
  %9 = load i32, i32* %2, align 4
  ret i32 %9
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
  br i1 %17, label %5, label %18, !llvm.loop !7

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
  br label %19, !llvm.loop !8

27:                                               ; preds = %19
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @many_values(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [6 x i32], align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %17 = load i32, i32* %2, align 4
  %18 = mul i32 %17, 3
  store i32 %18, i32* %3, align 4
  %19 = load i32, i32* %2, align 4
  %20 = xor i32 %19, 85
  store i32 %20, i32* %4, align 4
  %21 = load i32, i32* %2, align 4
  %22 = add i32 %21, 1000
  store i32 %22, i32* %5, align 4
  %23 = load i32, i32* %2, align 4
  %24 = load i32, i32* %2, align 4
  %25 = mul i32 %23, %24
  store i32 %25, i32* %6, align 4
  %26 = load i32, i32* %2, align 4
  %27 = lshr i32 %26, 1
  store i32 %27, i32* %7, align 4
  %28 = load i32, i32* %3, align 4
  %29 = load i32, i32* %4, align 4
  %30 = add i32 %28, %29
  store i32 %30, i32* %8, align 4
  %31 = load i32, i32* %5, align 4
  %32 = load i32, i32* %6, align 4
  %33 = sub i32 %31, %32
  store i32 %33, i32* %9, align 4
  %34 = load i32, i32* %7, align 4
  %35 = mul i32 %34, 7
  store i32 %35, i32* %10, align 4
  %36 = load i32, i32* %3, align 4
  %37 = load i32, i32* %5, align 4
  %38 = xor i32 %36, %37
  store i32 %38, i32* %11, align 4
  %39 = load i32, i32* %4, align 4
  %40 = load i32, i32* %7, align 4
  %41 = or i32 %39, %40
  store i32 %41, i32* %12, align 4
  store volatile i32 0, i32* %14, align 4
  %42 = getelementptr inbounds [6 x i32], [6 x i32]* %13, i32 0, i32 0
  %43 = call i32 @setjmp(i32* noundef %42) #3
  %44 = icmp slt i32 %43, 3
  br i1 %44, label %45, label %79

45:                                               ; preds = %1
  %46 = load volatile i32, i32* %14, align 4
  %47 = add i32 %46, 1
  store volatile i32 %47, i32* %14, align 4
  store i32 0, i32* %15, align 4
  store i32 0, i32* %16, align 4
  br label %48

48:                                               ; preds = %69, %45
  %49 = load i32, i32* %16, align 4
  %50 = icmp ult i32 %49, 10
  br i1 %50, label %51, label %72

51:                                               ; preds = %48
  %52 = load i32, i32* %3, align 4
  %53 = load i32, i32* %16, align 4
  %54 = add i32 %52, %53
  %55 = load i32, i32* %4, align 4
  %56 = load i32, i32* %16, align 4
  %57 = xor i32 %55, %56
  %58 = mul i32 %54, %57
  %59 = load i32, i32* %5, align 4
  %60 = load i32, i32* %16, align 4
  %61 = sub i32 %59, %60
  %62 = load i32, i32* %6, align 4
  %63 = load i32, i32* %16, align 4
  %64 = add i32 %62, %63
  %65 = mul i32 %61, %64
  %66 = add i32 %58, %65
  %67 = load i32, i32* %15, align 4
  %68 = add i32 %67, %66
  store i32 %68, i32* %15, align 4
  br label %69

69:                                               ; preds = %51
  %70 = load i32, i32* %16, align 4
  %71 = add i32 %70, 1
  store i32 %71, i32* %16, align 4
  br label %48, !llvm.loop !9

72:                                               ; preds = %48
  %73 = load i32, i32* %15, align 4
  %74 = icmp eq i32 %73, 12345
  br i1 %74, label %75, label %76

75:                                               ; preds = %72
  call void @print_str(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.10, i32 0, i32 0))
  br label %76

76:                                               ; preds = %75, %72
  %77 = getelementptr inbounds [6 x i32], [6 x i32]* %13, i32 0, i32 0
  %78 = load volatile i32, i32* %14, align 4
  call void @longjmp(i32* noundef %77, i32 noundef signext %78) #4
  unreachable

79:                                               ; preds = %1
  %80 = load i32, i32* %3, align 4
  %81 = load i32, i32* %4, align 4
  %82 = add i32 %80, %81
  %83 = load i32, i32* %5, align 4
  %84 = add i32 %82, %83
  %85 = load i32, i32* %6, align 4
  %86 = add i32 %84, %85
  %87 = load i32, i32* %7, align 4
  %88 = add i32 %86, %87
  %89 = load i32, i32* %8, align 4
  %90 = add i32 %88, %89
  %91 = load i32, i32* %9, align 4
  %92 = add i32 %90, %91
  %93 = load i32, i32* %10, align 4
  %94 = add i32 %92, %93
  %95 = load i32, i32* %11, align 4
  %96 = add i32 %94, %95
  %97 = load i32, i32* %12, align 4
  %98 = add i32 %96, %97
  %99 = load volatile i32, i32* %14, align 4
  %100 = mul i32 %99, 1000000
  %101 = add i32 %98, %100
  ret i32 %101
}

; Function Attrs: noinline nounwind optnone
define internal i32 @dead_on_the_way(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [6 x i32], align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %17 = load i32, i32* %2, align 4
  %18 = call i32 @opaque(i32 noundef signext %17)
  store i32 %18, i32* %3, align 4
  %19 = load i32, i32* %2, align 4
  %20 = add i32 %19, 1
  %21 = call i32 @opaque(i32 noundef signext %20)
  store i32 %21, i32* %4, align 4
  %22 = load i32, i32* %2, align 4
  %23 = add i32 %22, 2
  %24 = call i32 @opaque(i32 noundef signext %23)
  store i32 %24, i32* %5, align 4
  %25 = load i32, i32* %2, align 4
  %26 = add i32 %25, 3
  %27 = call i32 @opaque(i32 noundef signext %26)
  store i32 %27, i32* %6, align 4
  %28 = load i32, i32* %2, align 4
  %29 = add i32 %28, 4
  %30 = call i32 @opaque(i32 noundef signext %29)
  store i32 %30, i32* %7, align 4
  %31 = load i32, i32* %2, align 4
  %32 = add i32 %31, 5
  %33 = call i32 @opaque(i32 noundef signext %32)
  store i32 %33, i32* %8, align 4
  %34 = getelementptr inbounds [6 x i32], [6 x i32]* %9, i32 0, i32 0
  %35 = call i32 @setjmp(i32* noundef %34) #3
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %89

37:                                               ; preds = %1
  %38 = load i32, i32* %2, align 4
  %39 = xor i32 %38, 1
  %40 = call i32 @opaque(i32 noundef signext %39)
  store i32 %40, i32* %10, align 4
  %41 = load i32, i32* %2, align 4
  %42 = xor i32 %41, 2
  %43 = call i32 @opaque(i32 noundef signext %42)
  store i32 %43, i32* %11, align 4
  %44 = load i32, i32* %2, align 4
  %45 = xor i32 %44, 3
  %46 = call i32 @opaque(i32 noundef signext %45)
  store i32 %46, i32* %12, align 4
  %47 = load i32, i32* %2, align 4
  %48 = xor i32 %47, 4
  %49 = call i32 @opaque(i32 noundef signext %48)
  store i32 %49, i32* %13, align 4
  %50 = load i32, i32* %2, align 4
  %51 = xor i32 %50, 5
  %52 = call i32 @opaque(i32 noundef signext %51)
  store i32 %52, i32* %14, align 4
  %53 = load i32, i32* %2, align 4
  %54 = xor i32 %53, 6
  %55 = call i32 @opaque(i32 noundef signext %54)
  store i32 %55, i32* %15, align 4
  %56 = load i32, i32* %10, align 4
  %57 = load i32, i32* %11, align 4
  %58 = add i32 %56, %57
  %59 = load i32, i32* %12, align 4
  %60 = add i32 %58, %59
  %61 = load i32, i32* %13, align 4
  %62 = add i32 %60, %61
  %63 = load i32, i32* %14, align 4
  %64 = add i32 %62, %63
  %65 = load i32, i32* %15, align 4
  %66 = add i32 %64, %65
  %67 = call i32 @opaque(i32 noundef signext %66)
  store i32 %67, i32* %16, align 4
  %68 = load i32, i32* %10, align 4
  %69 = load i32, i32* %15, align 4
  %70 = xor i32 %68, %69
  %71 = call i32 @opaque(i32 noundef signext %70)
  %72 = load i32, i32* %11, align 4
  %73 = load i32, i32* %14, align 4
  %74 = xor i32 %72, %73
  %75 = call i32 @opaque(i32 noundef signext %74)
  %76 = add i32 %71, %75
  %77 = load i32, i32* %12, align 4
  %78 = load i32, i32* %13, align 4
  %79 = xor i32 %77, %78
  %80 = call i32 @opaque(i32 noundef signext %79)
  %81 = add i32 %76, %80
  %82 = load i32, i32* %16, align 4
  %83 = add i32 %82, %81
  store i32 %83, i32* %16, align 4
  %84 = load i32, i32* %16, align 4
  %85 = icmp eq i32 %84, 7
  br i1 %85, label %86, label %87

86:                                               ; preds = %37
  call void @print_str(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.10, i32 0, i32 0))
  br label %87

87:                                               ; preds = %86, %37
  %88 = getelementptr inbounds [6 x i32], [6 x i32]* %9, i32 0, i32 0
  call void @longjmp(i32* noundef %88, i32 noundef signext 1) #4
  unreachable

89:                                               ; preds = %1
  %90 = load i32, i32* %3, align 4
  %91 = load i32, i32* %4, align 4
  %92 = load i32, i32* %5, align 4
  %93 = xor i32 %91, %92
  %94 = add i32 %90, %93
  %95 = load i32, i32* %6, align 4
  %96 = mul i32 %95, 3
  %97 = add i32 %94, %96
  %98 = load i32, i32* %7, align 4
  %99 = load i32, i32* %8, align 4
  %100 = or i32 %98, %99
  %101 = add i32 %97, %100
  ret i32 %101
}

; Function Attrs: noinline nounwind optnone
define internal i32 @protected_call(void (i32)* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca void (i32)*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.handler, align 4
  store void (i32)* %0, void (i32)** %3, align 4
  store i32 %1, i32* %4, align 4
  %6 = getelementptr inbounds %struct.handler, %struct.handler* %5, i32 0, i32 2
  store i32 0, i32* %6, align 4
  %7 = load %struct.handler*, %struct.handler** @current, align 4
  %8 = getelementptr inbounds %struct.handler, %struct.handler* %5, i32 0, i32 0
  store %struct.handler* %7, %struct.handler** %8, align 4
  store %struct.handler* %5, %struct.handler** @current, align 4
  %9 = getelementptr inbounds %struct.handler, %struct.handler* %5, i32 0, i32 1
  %10 = getelementptr inbounds [6 x i32], [6 x i32]* %9, i32 0, i32 0
  %11 = call i32 @setjmp(i32* noundef %10) #3
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %16

13:                                               ; preds = %2
  %14 = load void (i32)*, void (i32)** %3, align 4
  %15 = load i32, i32* %4, align 4
  call void %14(i32 noundef signext %15)
  br label %16

16:                                               ; preds = %13, %2
  %17 = getelementptr inbounds %struct.handler, %struct.handler* %5, i32 0, i32 0
  %18 = load %struct.handler*, %struct.handler** %17, align 4
  store %struct.handler* %18, %struct.handler** @current, align 4
  %19 = getelementptr inbounds %struct.handler, %struct.handler* %5, i32 0, i32 2
  %20 = load i32, i32* %19, align 4
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone
define internal void @nested_body(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = call i32 @protected_call(void (i32)* noundef @leaf_body, i32 noundef signext %4)
  store i32 %5, i32* %3, align 4
  call void @print_str(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.11, i32 0, i32 0))
  %6 = load i32, i32* %3, align 4
  call void @print_int(i32 noundef signext %6)
  call void @print_nl()
  %7 = load i32, i32* %2, align 4
  %8 = srem i32 %7, 2
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %1
  %11 = load i32, i32* %2, align 4
  %12 = add nsw i32 200, %11
  call void @raise_error(i32 noundef signext %12)
  br label %13

13:                                               ; preds = %10, %1
  ret void
}

; Function Attrs: returns_twice
declare dso_local i32 @setjmp(i32* noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @dive(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  store i32 %5, i32* @depth_reached, align 4
  %6 = load i32, i32* %3, align 4
  %7 = icmp sle i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, i32* %4, align 4
  call void @longjmp(i32* noundef getelementptr inbounds ([6 x i32], [6 x i32]* @top, i32 0, i32 0), i32 noundef signext %9) #4
  unreachable

10:                                               ; preds = %2
  %11 = load i32, i32* %3, align 4
  %12 = sub nsw i32 %11, 1
  %13 = load i32, i32* %4, align 4
  %14 = add nsw i32 %13, 1
  call void @dive(i32 noundef signext %12, i32 noundef signext %14)
  call void @print_str(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.9, i32 0, i32 0))
  ret void
}

; Function Attrs: noreturn
declare dso_local void @longjmp(i32* noundef, i32 noundef signext) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @opaque(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @opaque_calls, align 4
  %4 = add i32 %3, 1
  store i32 %4, i32* @opaque_calls, align 4
  %5 = load i32, i32* %2, align 4
  %6 = mul i32 %5, -1640531535
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define internal void @leaf_body(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = srem i32 %3, 3
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4
  %8 = add nsw i32 100, %7
  call void @raise_error(i32 noundef signext %8)
  br label %9

9:                                                ; preds = %6, %1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @raise_error(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = load %struct.handler*, %struct.handler** @current, align 4
  %5 = getelementptr inbounds %struct.handler, %struct.handler* %4, i32 0, i32 2
  store i32 %3, i32* %5, align 4
  %6 = load %struct.handler*, %struct.handler** @current, align 4
  %7 = getelementptr inbounds %struct.handler, %struct.handler* %6, i32 0, i32 1
  %8 = getelementptr inbounds [6 x i32], [6 x i32]* %7, i32 0, i32 0
  call void @longjmp(i32* noundef %8, i32 noundef signext 1) #4
  unreachable
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { returns_twice }
attributes #4 = { noreturn }

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
