; ModuleID = 'interp.c'
source_filename = "interp.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"1 + 2 * 3\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"(1 + 2) * 3\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"a = 7 * 6\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"b = a / 5 - -3\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"a % b + b * (a - 40)\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"c = (a + b) * (a - b) / 3\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"c / (b - 11)\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"2 * (3 + \00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"-(-(-5)) * 2\00", align 1
@primes = internal constant [57 x i32] [i32 0, i32 2, i32 2, i32 0, i32 1, i32 0, i32 0, i32 60, i32 7, i32 8, i32 56, i32 0, i32 2, i32 2, i32 1, i32 1, i32 1, i32 1, i32 1, i32 5, i32 1, i32 0, i32 0, i32 1, i32 3, i32 7, i32 8, i32 44, i32 1, i32 0, i32 1, i32 1, i32 6, i32 8, i32 47, i32 1, i32 1, i32 0, i32 1, i32 3, i32 2, i32 1, i32 9, i32 15, i32 1, i32 0, i32 10, i32 1, i32 0, i32 0, i32 1, i32 3, i32 2, i32 0, i32 9, i32 4, i32 11], align 4
@.str.9 = private unnamed_addr constant [6 x i8] c"steps\00", align 1
@vars = internal global [26 x i32] zeroinitializer, align 4
@src = internal global i8* null, align 4
@error = internal global i32 0, align 4
@.str.10 = private unnamed_addr constant [5 x i8] c" -> \00", align 1
@.str.11 = private unnamed_addr constant [17 x i8] c"division by zero\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c"syntax error\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i32], align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @statement(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0))
  call void @statement(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i32 0, i32 0))
  call void @statement(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0))
  call void @statement(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0))
  call void @statement(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.4, i32 0, i32 0))
  call void @statement(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.5, i32 0, i32 0))
  call void @statement(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0))
  call void @statement(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.7, i32 0, i32 0))
  call void @statement(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.8, i32 0, i32 0))
  %4 = bitcast [4 x i32]* %2 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %4, i8 0, i32 16, i1 false)
  %5 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i32 0, i32 0
  %6 = call i32 @execute(i32* noundef getelementptr inbounds ([57 x i32], [57 x i32]* @primes, i32 0, i32 0), i32* noundef %5)
  store i32 %6, i32* %3, align 4
  call void @print_nl()
  %7 = load i32, i32* %3, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i32 noundef signext %7)
  %8 = load i32, i32* getelementptr inbounds ([26 x i32], [26 x i32]* @vars, i32 0, i32 2), align 4
  %9 = and i32 %8, 127
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define internal void @statement(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  %5 = load i8*, i8** %2, align 4
  store i8* %5, i8** @src, align 4
  store i32 0, i32* @error, align 4
  call void @skip()
  store i32 -1, i32* %3, align 4
  %6 = load i8*, i8** @src, align 4
  %7 = load i8, i8* %6, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp sge i32 %8, 97
  br i1 %9, label %10, label %34

10:                                               ; preds = %1
  %11 = load i8*, i8** @src, align 4
  %12 = load i8, i8* %11, align 1
  %13 = sext i8 %12 to i32
  %14 = icmp sle i32 %13, 122
  br i1 %14, label %15, label %34

15:                                               ; preds = %10
  %16 = load i8*, i8** @src, align 4
  %17 = getelementptr inbounds i8, i8* %16, i32 1
  %18 = load i8, i8* %17, align 1
  %19 = sext i8 %18 to i32
  %20 = icmp eq i32 %19, 32
  br i1 %20, label %21, label %34

21:                                               ; preds = %15
  %22 = load i8*, i8** @src, align 4
  %23 = getelementptr inbounds i8, i8* %22, i32 2
  %24 = load i8, i8* %23, align 1
  %25 = sext i8 %24 to i32
  %26 = icmp eq i32 %25, 61
  br i1 %26, label %27, label %34

27:                                               ; preds = %21
  %28 = load i8*, i8** @src, align 4
  %29 = load i8, i8* %28, align 1
  %30 = sext i8 %29 to i32
  %31 = sub nsw i32 %30, 97
  store i32 %31, i32* %3, align 4
  %32 = load i8*, i8** @src, align 4
  %33 = getelementptr inbounds i8, i8* %32, i32 3
  store i8* %33, i8** @src, align 4
  br label %34

34:                                               ; preds = %27, %21, %15, %10, %1
  %35 = call i32 @expr()
  store i32 %35, i32* %4, align 4
  call void @skip()
  %36 = load i8*, i8** @src, align 4
  %37 = load i8, i8* %36, align 1
  %38 = icmp ne i8 %37, 0
  br i1 %38, label %39, label %40

39:                                               ; preds = %34
  store i32 1, i32* @error, align 4
  br label %40

40:                                               ; preds = %39, %34
  %41 = load i8*, i8** %2, align 4
  call void @print_str(i8* noundef %41)
  call void @print_str(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0))
  %42 = load i32, i32* @error, align 4
  %43 = icmp ne i32 %42, 0
  br i1 %43, label %44, label %49

44:                                               ; preds = %40
  %45 = load i32, i32* @error, align 4
  %46 = icmp eq i32 %45, 2
  %47 = zext i1 %46 to i64
  %48 = select i1 %46, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.12, i32 0, i32 0)
  call void @print_str(i8* noundef %48)
  br label %58

49:                                               ; preds = %40
  %50 = load i32, i32* %4, align 4
  call void @print_int(i32 noundef signext %50)
  %51 = load i32, i32* %3, align 4
  %52 = icmp sge i32 %51, 0
  br i1 %52, label %53, label %57

53:                                               ; preds = %49
  %54 = load i32, i32* %4, align 4
  %55 = load i32, i32* %3, align 4
  %56 = getelementptr inbounds [26 x i32], [26 x i32]* @vars, i32 0, i32 %55
  store i32 %54, i32* %56, align 4
  br label %57

57:                                               ; preds = %53, %49
  br label %58

58:                                               ; preds = %57, %44
  call void @print_nl()
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @execute(i32* noundef %0, i32* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 4
  %5 = alloca i32*, align 4
  %6 = alloca [16 x i32], align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  store i32* %1, i32** %5, align 4
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %138, %2
  %11 = load i32, i32* %9, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* %9, align 4
  %13 = load i32*, i32** %4, align 4
  %14 = load i32, i32* %8, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, i32* %8, align 4
  %16 = getelementptr inbounds i32, i32* %13, i32 %14
  %17 = load i32, i32* %16, align 4
  switch i32 %17, label %137 [
    i32 0, label %18
    i32 1, label %27
    i32 2, label %39
    i32 3, label %51
    i32 4, label %62
    i32 5, label %73
    i32 6, label %84
    i32 7, label %95
    i32 8, label %110
    i32 9, label %125
    i32 10, label %130
    i32 11, label %135
  ]

18:                                               ; preds = %10
  %19 = load i32*, i32** %4, align 4
  %20 = load i32, i32* %8, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %8, align 4
  %22 = getelementptr inbounds i32, i32* %19, i32 %20
  %23 = load i32, i32* %22, align 4
  %24 = load i32, i32* %7, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %7, align 4
  %26 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i32 0, i32 %24
  store i32 %23, i32* %26, align 4
  br label %138

27:                                               ; preds = %10
  %28 = load i32*, i32** %5, align 4
  %29 = load i32*, i32** %4, align 4
  %30 = load i32, i32* %8, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %8, align 4
  %32 = getelementptr inbounds i32, i32* %29, i32 %30
  %33 = load i32, i32* %32, align 4
  %34 = getelementptr inbounds i32, i32* %28, i32 %33
  %35 = load i32, i32* %34, align 4
  %36 = load i32, i32* %7, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %7, align 4
  %38 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i32 0, i32 %36
  store i32 %35, i32* %38, align 4
  br label %138

39:                                               ; preds = %10
  %40 = load i32, i32* %7, align 4
  %41 = add nsw i32 %40, -1
  store i32 %41, i32* %7, align 4
  %42 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i32 0, i32 %41
  %43 = load i32, i32* %42, align 4
  %44 = load i32*, i32** %5, align 4
  %45 = load i32*, i32** %4, align 4
  %46 = load i32, i32* %8, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* %8, align 4
  %48 = getelementptr inbounds i32, i32* %45, i32 %46
  %49 = load i32, i32* %48, align 4
  %50 = getelementptr inbounds i32, i32* %44, i32 %49
  store i32 %43, i32* %50, align 4
  br label %138

51:                                               ; preds = %10
  %52 = load i32, i32* %7, align 4
  %53 = add nsw i32 %52, -1
  store i32 %53, i32* %7, align 4
  %54 = load i32, i32* %7, align 4
  %55 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i32 0, i32 %54
  %56 = load i32, i32* %55, align 4
  %57 = load i32, i32* %7, align 4
  %58 = sub nsw i32 %57, 1
  %59 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i32 0, i32 %58
  %60 = load i32, i32* %59, align 4
  %61 = add nsw i32 %60, %56
  store i32 %61, i32* %59, align 4
  br label %138

62:                                               ; preds = %10
  %63 = load i32, i32* %7, align 4
  %64 = add nsw i32 %63, -1
  store i32 %64, i32* %7, align 4
  %65 = load i32, i32* %7, align 4
  %66 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i32 0, i32 %65
  %67 = load i32, i32* %66, align 4
  %68 = load i32, i32* %7, align 4
  %69 = sub nsw i32 %68, 1
  %70 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i32 0, i32 %69
  %71 = load i32, i32* %70, align 4
  %72 = sub nsw i32 %71, %67
  store i32 %72, i32* %70, align 4
  br label %138

73:                                               ; preds = %10
  %74 = load i32, i32* %7, align 4
  %75 = add nsw i32 %74, -1
  store i32 %75, i32* %7, align 4
  %76 = load i32, i32* %7, align 4
  %77 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i32 0, i32 %76
  %78 = load i32, i32* %77, align 4
  %79 = load i32, i32* %7, align 4
  %80 = sub nsw i32 %79, 1
  %81 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i32 0, i32 %80
  %82 = load i32, i32* %81, align 4
  %83 = mul nsw i32 %82, %78
  store i32 %83, i32* %81, align 4
  br label %138

84:                                               ; preds = %10
  %85 = load i32, i32* %7, align 4
  %86 = add nsw i32 %85, -1
  store i32 %86, i32* %7, align 4
  %87 = load i32, i32* %7, align 4
  %88 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i32 0, i32 %87
  %89 = load i32, i32* %88, align 4
  %90 = load i32, i32* %7, align 4
  %91 = sub nsw i32 %90, 1
  %92 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i32 0, i32 %91
  %93 = load i32, i32* %92, align 4
  %94 = srem i32 %93, %89
  store i32 %94, i32* %92, align 4
  br label %138

95:                                               ; preds = %10
  %96 = load i32, i32* %7, align 4
  %97 = add nsw i32 %96, -1
  store i32 %97, i32* %7, align 4
  %98 = load i32, i32* %7, align 4
  %99 = sub nsw i32 %98, 1
  %100 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i32 0, i32 %99
  %101 = load i32, i32* %100, align 4
  %102 = load i32, i32* %7, align 4
  %103 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i32 0, i32 %102
  %104 = load i32, i32* %103, align 4
  %105 = icmp slt i32 %101, %104
  %106 = zext i1 %105 to i32
  %107 = load i32, i32* %7, align 4
  %108 = sub nsw i32 %107, 1
  %109 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i32 0, i32 %108
  store i32 %106, i32* %109, align 4
  br label %138

110:                                              ; preds = %10
  %111 = load i32, i32* %7, align 4
  %112 = add nsw i32 %111, -1
  store i32 %112, i32* %7, align 4
  %113 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i32 0, i32 %112
  %114 = load i32, i32* %113, align 4
  %115 = icmp eq i32 %114, 0
  br i1 %115, label %116, label %121

116:                                              ; preds = %110
  %117 = load i32*, i32** %4, align 4
  %118 = load i32, i32* %8, align 4
  %119 = getelementptr inbounds i32, i32* %117, i32 %118
  %120 = load i32, i32* %119, align 4
  store i32 %120, i32* %8, align 4
  br label %124

121:                                              ; preds = %110
  %122 = load i32, i32* %8, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, i32* %8, align 4
  br label %124

124:                                              ; preds = %121, %116
  br label %138

125:                                              ; preds = %10
  %126 = load i32*, i32** %4, align 4
  %127 = load i32, i32* %8, align 4
  %128 = getelementptr inbounds i32, i32* %126, i32 %127
  %129 = load i32, i32* %128, align 4
  store i32 %129, i32* %8, align 4
  br label %138

130:                                              ; preds = %10
  %131 = load i32, i32* %7, align 4
  %132 = add nsw i32 %131, -1
  store i32 %132, i32* %7, align 4
  %133 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i32 0, i32 %132
  %134 = load i32, i32* %133, align 4
  call void @print_int(i32 noundef signext %134)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %138

135:                                              ; preds = %10
  %136 = load i32, i32* %9, align 4
  store i32 %136, i32* %3, align 4
  br label %139

137:                                              ; preds = %10
  store i32 -1, i32* %3, align 4
  br label %139

138:                                              ; preds = %130, %125, %124, %95, %84, %73, %62, %51, %39, %27, %18
  br label %10

139:                                              ; preds = %137, %135
  %140 = load i32, i32* %3, align 4
  ret i32 %140
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
define internal void @skip() #0 {
  br label %1

1:                                                ; preds = %6, %0
  %2 = load i8*, i8** @src, align 4
  %3 = load i8, i8* %2, align 1
  %4 = sext i8 %3 to i32
  %5 = icmp eq i32 %4, 32
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load i8*, i8** @src, align 4
  %8 = getelementptr inbounds i8, i8* %7, i32 1
  store i8* %8, i8** @src, align 4
  br label %1, !llvm.loop !2

9:                                                ; preds = %1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @expr() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i32, align 4
  %4 = call i32 @term()
  store i32 %4, i32* %1, align 4
  br label %5

5:                                                ; preds = %32, %0
  call void @skip()
  %6 = load i8*, i8** @src, align 4
  %7 = load i8, i8* %6, align 1
  store i8 %7, i8* %2, align 1
  %8 = load i8, i8* %2, align 1
  %9 = sext i8 %8 to i32
  %10 = icmp ne i32 %9, 43
  br i1 %10, label %11, label %17

11:                                               ; preds = %5
  %12 = load i8, i8* %2, align 1
  %13 = sext i8 %12 to i32
  %14 = icmp ne i32 %13, 45
  br i1 %14, label %15, label %17

15:                                               ; preds = %11
  %16 = load i32, i32* %1, align 4
  ret i32 %16

17:                                               ; preds = %11, %5
  %18 = load i8*, i8** @src, align 4
  %19 = getelementptr inbounds i8, i8* %18, i32 1
  store i8* %19, i8** @src, align 4
  %20 = call i32 @term()
  store i32 %20, i32* %3, align 4
  %21 = load i8, i8* %2, align 1
  %22 = sext i8 %21 to i32
  %23 = icmp eq i32 %22, 43
  br i1 %23, label %24, label %28

24:                                               ; preds = %17
  %25 = load i32, i32* %1, align 4
  %26 = load i32, i32* %3, align 4
  %27 = add nsw i32 %25, %26
  br label %32

28:                                               ; preds = %17
  %29 = load i32, i32* %1, align 4
  %30 = load i32, i32* %3, align 4
  %31 = sub nsw i32 %29, %30
  br label %32

32:                                               ; preds = %28, %24
  %33 = phi i32 [ %27, %24 ], [ %31, %28 ]
  store i32 %33, i32* %1, align 4
  br label %5
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
define internal i32 @term() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i32, align 4
  %4 = call i32 @primary()
  store i32 %4, i32* %1, align 4
  br label %5

5:                                                ; preds = %50, %0
  call void @skip()
  %6 = load i8*, i8** @src, align 4
  %7 = load i8, i8* %6, align 1
  store i8 %7, i8* %2, align 1
  %8 = load i8, i8* %2, align 1
  %9 = sext i8 %8 to i32
  %10 = icmp ne i32 %9, 42
  br i1 %10, label %11, label %21

11:                                               ; preds = %5
  %12 = load i8, i8* %2, align 1
  %13 = sext i8 %12 to i32
  %14 = icmp ne i32 %13, 47
  br i1 %14, label %15, label %21

15:                                               ; preds = %11
  %16 = load i8, i8* %2, align 1
  %17 = sext i8 %16 to i32
  %18 = icmp ne i32 %17, 37
  br i1 %18, label %19, label %21

19:                                               ; preds = %15
  %20 = load i32, i32* %1, align 4
  ret i32 %20

21:                                               ; preds = %15, %11, %5
  %22 = load i8*, i8** @src, align 4
  %23 = getelementptr inbounds i8, i8* %22, i32 1
  store i8* %23, i8** @src, align 4
  %24 = call i32 @primary()
  store i32 %24, i32* %3, align 4
  %25 = load i8, i8* %2, align 1
  %26 = sext i8 %25 to i32
  %27 = icmp eq i32 %26, 42
  br i1 %27, label %28, label %32

28:                                               ; preds = %21
  %29 = load i32, i32* %3, align 4
  %30 = load i32, i32* %1, align 4
  %31 = mul nsw i32 %30, %29
  store i32 %31, i32* %1, align 4
  br label %50

32:                                               ; preds = %21
  %33 = load i32, i32* %3, align 4
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %36

35:                                               ; preds = %32
  store i32 2, i32* @error, align 4
  br label %49

36:                                               ; preds = %32
  %37 = load i8, i8* %2, align 1
  %38 = sext i8 %37 to i32
  %39 = icmp eq i32 %38, 47
  br i1 %39, label %40, label %44

40:                                               ; preds = %36
  %41 = load i32, i32* %3, align 4
  %42 = load i32, i32* %1, align 4
  %43 = sdiv i32 %42, %41
  store i32 %43, i32* %1, align 4
  br label %48

44:                                               ; preds = %36
  %45 = load i32, i32* %3, align 4
  %46 = load i32, i32* %1, align 4
  %47 = srem i32 %46, %45
  store i32 %47, i32* %1, align 4
  br label %48

48:                                               ; preds = %44, %40
  br label %49

49:                                               ; preds = %48, %35
  br label %50

50:                                               ; preds = %49, %28
  br label %5
}

; Function Attrs: noinline nounwind optnone
define internal i32 @primary() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void @skip()
  %4 = load i8*, i8** @src, align 4
  %5 = load i8, i8* %4, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp eq i32 %6, 40
  br i1 %7, label %8, label %22

8:                                                ; preds = %0
  %9 = load i8*, i8** @src, align 4
  %10 = getelementptr inbounds i8, i8* %9, i32 1
  store i8* %10, i8** @src, align 4
  %11 = call i32 @expr()
  store i32 %11, i32* %2, align 4
  call void @skip()
  %12 = load i8*, i8** @src, align 4
  %13 = load i8, i8* %12, align 1
  %14 = sext i8 %13 to i32
  %15 = icmp eq i32 %14, 41
  br i1 %15, label %16, label %19

16:                                               ; preds = %8
  %17 = load i8*, i8** @src, align 4
  %18 = getelementptr inbounds i8, i8* %17, i32 1
  store i8* %18, i8** @src, align 4
  br label %20

19:                                               ; preds = %8
  store i32 1, i32* @error, align 4
  br label %20

20:                                               ; preds = %19, %16
  %21 = load i32, i32* %2, align 4
  store i32 %21, i32* %1, align 4
  br label %85

22:                                               ; preds = %0
  %23 = load i8*, i8** @src, align 4
  %24 = load i8, i8* %23, align 1
  %25 = sext i8 %24 to i32
  %26 = icmp eq i32 %25, 45
  br i1 %26, label %27, label %32

27:                                               ; preds = %22
  %28 = load i8*, i8** @src, align 4
  %29 = getelementptr inbounds i8, i8* %28, i32 1
  store i8* %29, i8** @src, align 4
  %30 = call i32 @primary()
  %31 = sub nsw i32 0, %30
  store i32 %31, i32* %1, align 4
  br label %85

32:                                               ; preds = %22
  %33 = load i8*, i8** @src, align 4
  %34 = load i8, i8* %33, align 1
  %35 = sext i8 %34 to i32
  %36 = icmp sge i32 %35, 97
  br i1 %36, label %37, label %50

37:                                               ; preds = %32
  %38 = load i8*, i8** @src, align 4
  %39 = load i8, i8* %38, align 1
  %40 = sext i8 %39 to i32
  %41 = icmp sle i32 %40, 122
  br i1 %41, label %42, label %50

42:                                               ; preds = %37
  %43 = load i8*, i8** @src, align 4
  %44 = getelementptr inbounds i8, i8* %43, i32 1
  store i8* %44, i8** @src, align 4
  %45 = load i8, i8* %43, align 1
  %46 = sext i8 %45 to i32
  %47 = sub nsw i32 %46, 97
  %48 = getelementptr inbounds [26 x i32], [26 x i32]* @vars, i32 0, i32 %47
  %49 = load i32, i32* %48, align 4
  store i32 %49, i32* %1, align 4
  br label %85

50:                                               ; preds = %37, %32
  %51 = load i8*, i8** @src, align 4
  %52 = load i8, i8* %51, align 1
  %53 = sext i8 %52 to i32
  %54 = icmp sge i32 %53, 48
  br i1 %54, label %55, label %84

55:                                               ; preds = %50
  %56 = load i8*, i8** @src, align 4
  %57 = load i8, i8* %56, align 1
  %58 = sext i8 %57 to i32
  %59 = icmp sle i32 %58, 57
  br i1 %59, label %60, label %84

60:                                               ; preds = %55
  store i32 0, i32* %3, align 4
  br label %61

61:                                               ; preds = %73, %60
  %62 = load i8*, i8** @src, align 4
  %63 = load i8, i8* %62, align 1
  %64 = sext i8 %63 to i32
  %65 = icmp sge i32 %64, 48
  br i1 %65, label %66, label %71

66:                                               ; preds = %61
  %67 = load i8*, i8** @src, align 4
  %68 = load i8, i8* %67, align 1
  %69 = sext i8 %68 to i32
  %70 = icmp sle i32 %69, 57
  br label %71

71:                                               ; preds = %66, %61
  %72 = phi i1 [ false, %61 ], [ %70, %66 ]
  br i1 %72, label %73, label %82

73:                                               ; preds = %71
  %74 = load i32, i32* %3, align 4
  %75 = mul nsw i32 %74, 10
  %76 = load i8*, i8** @src, align 4
  %77 = getelementptr inbounds i8, i8* %76, i32 1
  store i8* %77, i8** @src, align 4
  %78 = load i8, i8* %76, align 1
  %79 = sext i8 %78 to i32
  %80 = sub nsw i32 %79, 48
  %81 = add nsw i32 %75, %80
  store i32 %81, i32* %3, align 4
  br label %61, !llvm.loop !5

82:                                               ; preds = %71
  %83 = load i32, i32* %3, align 4
  store i32 %83, i32* %1, align 4
  br label %85

84:                                               ; preds = %55, %50
  store i32 1, i32* @error, align 4
  store i32 0, i32* %1, align 4
  br label %85

85:                                               ; preds = %84, %82, %42, %27, %20
  %86 = load i32, i32* %1, align 4
  ret i32 %86
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
  br i1 %17, label %5, label %18, !llvm.loop !6

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
  br label %19, !llvm.loop !7

27:                                               ; preds = %19
  ret void
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
