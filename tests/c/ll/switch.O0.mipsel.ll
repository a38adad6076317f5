; ModuleID = 'switch.c'
source_filename = "switch.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@main.probes = internal constant [9 x i32] [i32 0, i32 1, i32 10, i32 100, i32 1000, i32 12345, i32 -2147483648, i32 -1, i32 99], align 4
@.str = private unnamed_addr constant [53 x i8] c"the quick brown fox jumps over 13 lazy dogs\09in 2024\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"classes:\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"fallthrough:\00", align 1
@main.bigs = internal constant [6 x i64] [i64 0, i64 4294967296, i64 -1, i64 1099511627783, i64 2147483647, i64 5], align 8
@.str.3 = private unnamed_addr constant [5 x i8] c"big:\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"duff\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"12+3*4-5\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"100/7*7-2\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"bad\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"1+-2\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"sun\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"mon\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"tue\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"wed\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"thu\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"fri\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"sat\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"???\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca [5 x i32], align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [23 x i8], align 1
  %11 = alloca [23 x i8], align 1
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 -1, i32* %2, align 4
  br label %16

16:                                               ; preds = %27, %0
  %17 = load i32, i32* %2, align 4
  %18 = icmp sle i32 %17, 7
  br i1 %18, label %19, label %30

19:                                               ; preds = %16
  %20 = load i32, i32* %2, align 4
  %21 = call i8* @day(i32 noundef signext %20)
  call void @print_str(i8* noundef %21)
  %22 = load i32, i32* %2, align 4
  %23 = icmp slt i32 %22, 7
  %24 = zext i1 %23 to i64
  %25 = select i1 %23, i32 32, i32 10
  %26 = trunc i32 %25 to i8
  store volatile i8 %26, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %27

27:                                               ; preds = %19
  %28 = load i32, i32* %2, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %2, align 4
  br label %16, !llvm.loop !2

30:                                               ; preds = %16
  store i32 0, i32* %3, align 4
  br label %31

31:                                               ; preds = %44, %30
  %32 = load i32, i32* %3, align 4
  %33 = icmp slt i32 %32, 9
  br i1 %33, label %34, label %47

34:                                               ; preds = %31
  %35 = load i32, i32* %3, align 4
  %36 = getelementptr inbounds [9 x i32], [9 x i32]* @main.probes, i32 0, i32 %35
  %37 = load i32, i32* %36, align 4
  %38 = call i32 @sparse(i32 noundef signext %37)
  call void @print_int(i32 noundef signext %38)
  %39 = load i32, i32* %3, align 4
  %40 = icmp slt i32 %39, 8
  %41 = zext i1 %40 to i64
  %42 = select i1 %40, i32 32, i32 10
  %43 = trunc i32 %42 to i8
  store volatile i8 %43, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %44

44:                                               ; preds = %34
  %45 = load i32, i32* %3, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, i32* %3, align 4
  br label %31, !llvm.loop !4

47:                                               ; preds = %31
  store i8* getelementptr inbounds ([53 x i8], [53 x i8]* @.str, i32 0, i32 0), i8** %4, align 4
  %48 = bitcast [5 x i32]* %5 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %48, i8 0, i32 20, i1 false)
  %49 = load i8*, i8** %4, align 4
  store i8* %49, i8** %6, align 4
  br label %50

50:                                               ; preds = %61, %47
  %51 = load i8*, i8** %6, align 4
  %52 = load i8, i8* %51, align 1
  %53 = icmp ne i8 %52, 0
  br i1 %53, label %54, label %64

54:                                               ; preds = %50
  %55 = load i8*, i8** %6, align 4
  %56 = load i8, i8* %55, align 1
  %57 = call i32 @classify(i8 noundef signext %56)
  %58 = getelementptr inbounds [5 x i32], [5 x i32]* %5, i32 0, i32 %57
  %59 = load i32, i32* %58, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* %58, align 4
  br label %61

61:                                               ; preds = %54
  %62 = load i8*, i8** %6, align 4
  %63 = getelementptr inbounds i8, i8* %62, i32 1
  store i8* %63, i8** %6, align 4
  br label %50, !llvm.loop !5

64:                                               ; preds = %50
  call void @print_str(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i32 0, i32 0))
  store i32 0, i32* %7, align 4
  br label %65

65:                                               ; preds = %72, %64
  %66 = load i32, i32* %7, align 4
  %67 = icmp slt i32 %66, 5
  br i1 %67, label %68, label %75

68:                                               ; preds = %65
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %69 = load i32, i32* %7, align 4
  %70 = getelementptr inbounds [5 x i32], [5 x i32]* %5, i32 0, i32 %69
  %71 = load i32, i32* %70, align 4
  call void @print_int(i32 noundef signext %71)
  br label %72

72:                                               ; preds = %68
  %73 = load i32, i32* %7, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* %7, align 4
  br label %65, !llvm.loop !6

75:                                               ; preds = %65
  call void @print_nl()
  call void @print_str(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i32 0, i32 0))
  store i32 0, i32* %8, align 4
  br label %76

76:                                               ; preds = %82, %75
  %77 = load i32, i32* %8, align 4
  %78 = icmp sle i32 %77, 6
  br i1 %78, label %79, label %85

79:                                               ; preds = %76
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %80 = load i32, i32* %8, align 4
  %81 = call i32 @fallthrough(i32 noundef signext %80)
  call void @print_int(i32 noundef signext %81)
  br label %82

82:                                               ; preds = %79
  %83 = load i32, i32* %8, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, i32* %8, align 4
  br label %76, !llvm.loop !7

85:                                               ; preds = %76
  call void @print_nl()
  call void @print_str(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0))
  store i32 0, i32* %9, align 4
  br label %86

86:                                               ; preds = %94, %85
  %87 = load i32, i32* %9, align 4
  %88 = icmp slt i32 %87, 6
  br i1 %88, label %89, label %97

89:                                               ; preds = %86
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %90 = load i32, i32* %9, align 4
  %91 = getelementptr inbounds [6 x i64], [6 x i64]* @main.bigs, i32 0, i32 %90
  %92 = load i64, i64* %91, align 8
  %93 = call i32 @big_switch(i64 noundef signext %92)
  call void @print_int(i32 noundef signext %93)
  br label %94

94:                                               ; preds = %89
  %95 = load i32, i32* %9, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, i32* %9, align 4
  br label %86, !llvm.loop !8

97:                                               ; preds = %86
  call void @print_nl()
  store i32 0, i32* %12, align 4
  br label %98

98:                                               ; preds = %109, %97
  %99 = load i32, i32* %12, align 4
  %100 = icmp slt i32 %99, 23
  br i1 %100, label %101, label %112

101:                                              ; preds = %98
  %102 = load i32, i32* %12, align 4
  %103 = mul nsw i32 %102, 11
  %104 = trunc i32 %103 to i8
  %105 = load i32, i32* %12, align 4
  %106 = getelementptr inbounds [23 x i8], [23 x i8]* %10, i32 0, i32 %105
  store i8 %104, i8* %106, align 1
  %107 = load i32, i32* %12, align 4
  %108 = getelementptr inbounds [23 x i8], [23 x i8]* %11, i32 0, i32 %107
  store i8 0, i8* %108, align 1
  br label %109

109:                                              ; preds = %101
  %110 = load i32, i32* %12, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, i32* %12, align 4
  br label %98, !llvm.loop !9

112:                                              ; preds = %98
  store i32 0, i32* %13, align 4
  br label %113

113:                                              ; preds = %126, %112
  %114 = load i32, i32* %13, align 4
  %115 = icmp sle i32 %114, 23
  br i1 %115, label %116, label %129

116:                                              ; preds = %113
  %117 = getelementptr inbounds [23 x i8], [23 x i8]* %11, i32 0, i32 0
  %118 = getelementptr inbounds [23 x i8], [23 x i8]* %10, i32 0, i32 0
  %119 = load i32, i32* %13, align 4
  %120 = icmp eq i32 %119, 0
  br i1 %120, label %121, label %122

121:                                              ; preds = %116
  br label %124

122:                                              ; preds = %116
  %123 = load i32, i32* %13, align 4
  br label %124

124:                                              ; preds = %122, %121
  %125 = phi i32 [ 1, %121 ], [ %123, %122 ]
  call void @duff_copy(i8* noundef %117, i8* noundef %118, i32 noundef signext %125)
  br label %126

126:                                              ; preds = %124
  %127 = load i32, i32* %13, align 4
  %128 = add nsw i32 %127, 5
  store i32 %128, i32* %13, align 4
  br label %113, !llvm.loop !10

129:                                              ; preds = %113
  store i32 0, i32* %14, align 4
  store i32 0, i32* %15, align 4
  br label %130

130:                                              ; preds = %141, %129
  %131 = load i32, i32* %15, align 4
  %132 = icmp slt i32 %131, 23
  br i1 %132, label %133, label %144

133:                                              ; preds = %130
  %134 = load i32, i32* %14, align 4
  %135 = mul i32 %134, 3
  %136 = load i32, i32* %15, align 4
  %137 = getelementptr inbounds [23 x i8], [23 x i8]* %11, i32 0, i32 %136
  %138 = load i8, i8* %137, align 1
  %139 = zext i8 %138 to i32
  %140 = add i32 %135, %139
  store i32 %140, i32* %14, align 4
  br label %141

141:                                              ; preds = %133
  %142 = load i32, i32* %15, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, i32* %15, align 4
  br label %130, !llvm.loop !11

144:                                              ; preds = %130
  %145 = load i32, i32* %14, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i32 noundef signext %145)
  %146 = call i32 @lex_eval(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i32 0, i32 0))
  call void @print_kv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i32 0, i32 0), i32 noundef signext %146)
  %147 = call i32 @lex_eval(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i32 0, i32 0))
  call void @print_kv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i32 0, i32 0), i32 noundef signext %147)
  %148 = call i32 @lex_eval(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0))
  call void @print_kv(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i32 0, i32 0), i32 noundef signext %148)
  %149 = getelementptr inbounds [5 x i32], [5 x i32]* %5, i32 0, i32 1
  %150 = load i32, i32* %149, align 4
  ret i32 %150
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
  br label %3, !llvm.loop !12

11:                                               ; preds = %3
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i8* @day(i32 noundef signext %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ]

5:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i8** %2, align 4
  br label %13

6:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i32 0, i32 0), i8** %2, align 4
  br label %13

7:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i32 0, i32 0), i8** %2, align 4
  br label %13

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), i8** %2, align 4
  br label %13

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i8** %2, align 4
  br label %13

10:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0), i8** %2, align 4
  br label %13

11:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0), i8** %2, align 4
  br label %13

12:                                               ; preds = %1
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0), i8** %2, align 4
  br label %13

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load i8*, i8** %2, align 4
  ret i8* %14
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
define internal i32 @sparse(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  switch i32 %4, label %12 [
    i32 1, label %5
    i32 10, label %6
    i32 100, label %7
    i32 1000, label %8
    i32 12345, label %9
    i32 -2147483648, label %10
    i32 -1, label %11
  ]

5:                                                ; preds = %1
  store i32 10, i32* %2, align 4
  br label %13

6:                                                ; preds = %1
  store i32 20, i32* %2, align 4
  br label %13

7:                                                ; preds = %1
  store i32 30, i32* %2, align 4
  br label %13

8:                                                ; preds = %1
  store i32 40, i32* %2, align 4
  br label %13

9:                                                ; preds = %1
  store i32 50, i32* %2, align 4
  br label %13

10:                                               ; preds = %1
  store i32 60, i32* %2, align 4
  br label %13

11:                                               ; preds = %1
  store i32 70, i32* %2, align 4
  br label %13

12:                                               ; preds = %1
  store i32 -1, i32* %2, align 4
  br label %13

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load i32, i32* %2, align 4
  ret i32 %14
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @classify(i8 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  %4 = load i8, i8* %3, align 1
  %5 = sext i8 %4 to i32
  switch i32 %5, label %9 [
    i32 97, label %6
    i32 101, label %6
    i32 105, label %6
    i32 111, label %6
    i32 117, label %6
    i32 48, label %7
    i32 49, label %7
    i32 50, label %7
    i32 51, label %7
    i32 52, label %7
    i32 53, label %7
    i32 54, label %7
    i32 55, label %7
    i32 56, label %7
    i32 57, label %7
    i32 32, label %8
    i32 9, label %8
    i32 10, label %8
  ]

6:                                                ; preds = %1, %1, %1, %1, %1
  store i32 1, i32* %2, align 4
  br label %21

7:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  store i32 2, i32* %2, align 4
  br label %21

8:                                                ; preds = %1, %1, %1
  store i32 3, i32* %2, align 4
  br label %21

9:                                                ; preds = %1
  %10 = load i8, i8* %3, align 1
  %11 = sext i8 %10 to i32
  %12 = icmp sge i32 %11, 97
  br i1 %12, label %13, label %17

13:                                               ; preds = %9
  %14 = load i8, i8* %3, align 1
  %15 = sext i8 %14 to i32
  %16 = icmp sle i32 %15, 122
  br label %17

17:                                               ; preds = %13, %9
  %18 = phi i1 [ false, %9 ], [ %16, %13 ]
  %19 = zext i1 %18 to i64
  %20 = select i1 %18, i32 4, i32 0
  store i32 %20, i32* %2, align 4
  br label %21

21:                                               ; preds = %17, %8, %7, %6
  %22 = load i32, i32* %2, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone
define internal void @print_nl() #0 {
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @fallthrough(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  %4 = load i32, i32* %2, align 4
  switch i32 %4, label %17 [
    i32 5, label %5
    i32 4, label %8
    i32 3, label %11
    i32 2, label %14
  ]

5:                                                ; preds = %1
  %6 = load i32, i32* %3, align 4
  %7 = add nsw i32 %6, 5
  store i32 %7, i32* %3, align 4
  br label %8

8:                                                ; preds = %1, %5
  %9 = load i32, i32* %3, align 4
  %10 = add nsw i32 %9, 4
  store i32 %10, i32* %3, align 4
  br label %11

11:                                               ; preds = %1, %8
  %12 = load i32, i32* %3, align 4
  %13 = add nsw i32 %12, 3
  store i32 %13, i32* %3, align 4
  br label %20

14:                                               ; preds = %1
  %15 = load i32, i32* %3, align 4
  %16 = add nsw i32 %15, 200
  store i32 %16, i32* %3, align 4
  br label %17

17:                                               ; preds = %1, %14
  %18 = load i32, i32* %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %3, align 4
  br label %20

20:                                               ; preds = %17, %11
  %21 = load i32, i32* %3, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone
define internal i32 @big_switch(i64 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  %4 = load i64, i64* %3, align 8
  switch i64 %4, label %10 [
    i64 0, label %5
    i64 4294967296, label %6
    i64 -1, label %7
    i64 1099511627783, label %8
    i64 2147483647, label %9
  ]

5:                                                ; preds = %1
  store i32 0, i32* %2, align 4
  br label %11

6:                                                ; preds = %1
  store i32 1, i32* %2, align 4
  br label %11

7:                                                ; preds = %1
  store i32 2, i32* %2, align 4
  br label %11

8:                                                ; preds = %1
  store i32 3, i32* %2, align 4
  br label %11

9:                                                ; preds = %1
  store i32 4, i32* %2, align 4
  br label %11

10:                                               ; preds = %1
  store i32 9, i32* %2, align 4
  br label %11

11:                                               ; preds = %10, %9, %8, %7, %6, %5
  %12 = load i32, i32* %2, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone
define internal void @duff_copy(i8* noundef %0, i8* noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i8* %1, i8** %5, align 4
  store i32 %2, i32* %6, align 4
  %8 = load i32, i32* %6, align 4
  %9 = add nsw i32 %8, 7
  %10 = sdiv i32 %9, 8
  store i32 %10, i32* %7, align 4
  %11 = load i32, i32* %6, align 4
  %12 = srem i32 %11, 8
  switch i32 %12, label %67 [
    i32 0, label %13
    i32 7, label %20
    i32 6, label %26
    i32 5, label %32
    i32 4, label %38
    i32 3, label %44
    i32 2, label %50
    i32 1, label %56
  ]

13:                                               ; preds = %3
  br label %14

14:                                               ; preds = %62, %13
  %15 = load i8*, i8** %5, align 4
  %16 = getelementptr inbounds i8, i8* %15, i32 1
  store i8* %16, i8** %5, align 4
  %17 = load i8, i8* %15, align 1
  %18 = load i8*, i8** %4, align 4
  %19 = getelementptr inbounds i8, i8* %18, i32 1
  store i8* %19, i8** %4, align 4
  store i8 %17, i8* %18, align 1
  br label %20

20:                                               ; preds = %3, %14
  %21 = load i8*, i8** %5, align 4
  %22 = getelementptr inbounds i8, i8* %21, i32 1
  store i8* %22, i8** %5, align 4
  %23 = load i8, i8* %21, align 1
  %24 = load i8*, i8** %4, align 4
  %25 = getelementptr inbounds i8, i8* %24, i32 1
  store i8* %25, i8** %4, align 4
  store i8 %23, i8* %24, align 1
  br label %26

26:                                               ; preds = %3, %20
  %27 = load i8*, i8** %5, align 4
  %28 = getelementptr inbounds i8, i8* %27, i32 1
  store i8* %28, i8** %5, align 4
  %29 = load i8, i8* %27, align 1
  %30 = load i8*, i8** %4, align 4
  %31 = getelementptr inbounds i8, i8* %30, i32 1
  store i8* %31, i8** %4, align 4
  store i8 %29, i8* %30, align 1
  br label %32

32:                                               ; preds = %3, %26
  %33 = load i8*, i8** %5, align 4
  %34 = getelementptr inbounds i8, i8* %33, i32 1
  store i8* %34, i8** %5, align 4
  %35 = load i8, i8* %33, align 1
  %36 = load i8*, i8** %4, align 4
  %37 = getelementptr inbounds i8, i8* %36, i32 1
  store i8* %37, i8** %4, align 4
  store i8 %35, i8* %36, align 1
  br label %38

38:                                               ; preds = %3, %32
  %39 = load i8*, i8** %5, align 4
  %40 = getelementptr inbounds i8, i8* %39, i32 1
  store i8* %40, i8** %5, align 4
  %41 = load i8, i8* %39, align 1
  %42 = load i8*, i8** %4, align 4
  %43 = getelementptr inbounds i8, i8* %42, i32 1
  store i8* %43, i8** %4, align 4
  store i8 %41, i8* %42, align 1
  br label %44

44:                                               ; preds = %3, %38
  %45 = load i8*, i8** %5, align 4
  %46 = getelementptr inbounds i8, i8* %45, i32 1
  store i8* %46, i8** %5, align 4
  %47 = load i8, i8* %45, align 1
  %48 = load i8*, i8** %4, align 4
  %49 = getelementptr inbounds i8, i8* %48, i32 1
  store i8* %49, i8** %4, align 4
  store i8 %47, i8* %48, align 1
  br label %50

50:                                               ; preds = %3, %44
  %51 = load i8*, i8** %5, align 4
  %52 = getelementptr inbounds i8, i8* %51, i32 1
  store i8* %52, i8** %5, align 4
  %53 = load i8, i8* %51, align 1
  %54 = load i8*, i8** %4, align 4
  %55 = getelementptr inbounds i8, i8* %54, i32 1
  store i8* %55, i8** %4, align 4
  store i8 %53, i8* %54, align 1
  br label %56

56:                                               ; preds = %3, %50
  %57 = load i8*, i8** %5, align 4
  %58 = getelementptr inbounds i8, i8* %57, i32 1
  store i8* %58, i8** %5, align 4
  %59 = load i8, i8* %57, align 1
  %60 = load i8*, i8** %4, align 4
  %61 = getelementptr inbounds i8, i8* %60, i32 1
  store i8* %61, i8** %4, align 4
  store i8 %59, i8* %60, align 1
  br label %62

62:                                               ; preds = %56
  %63 = load i32, i32* %7, align 4
  %64 = add nsw i32 %63, -1
  store i32 %64, i32* %7, align 4
  %65 = icmp sgt i32 %64, 0
  br i1 %65, label %14, label %66, !llvm.loop !13

66:                                               ; preds = %62
  br label %67

67:                                               ; preds = %66, %3
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
define internal i32 @lex_eval(i8* noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  store i8* %0, i8** %3, align 4
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  store i8 43, i8* %7, align 1
  br label %9

9:                                                ; preds = %76, %1
  %10 = load i8*, i8** %3, align 4
  %11 = load i8, i8* %10, align 1
  store i8 %11, i8* %8, align 1
  %12 = load i32, i32* %4, align 4
  switch i32 %12, label %75 [
    i32 0, label %13
    i32 2, label %13
    i32 1, label %27
  ]

13:                                               ; preds = %9, %9
  %14 = load i8, i8* %8, align 1
  %15 = sext i8 %14 to i32
  %16 = icmp sge i32 %15, 48
  br i1 %16, label %17, label %25

17:                                               ; preds = %13
  %18 = load i8, i8* %8, align 1
  %19 = sext i8 %18 to i32
  %20 = icmp sle i32 %19, 57
  br i1 %20, label %21, label %25

21:                                               ; preds = %17
  %22 = load i8, i8* %8, align 1
  %23 = sext i8 %22 to i32
  %24 = sub nsw i32 %23, 48
  store i32 %24, i32* %6, align 4
  store i32 1, i32* %4, align 4
  br label %26

25:                                               ; preds = %17, %13
  store i32 -9999, i32* %2, align 4
  br label %79

26:                                               ; preds = %21
  br label %75

27:                                               ; preds = %9
  %28 = load i8, i8* %8, align 1
  %29 = sext i8 %28 to i32
  %30 = icmp sge i32 %29, 48
  br i1 %30, label %31, label %42

31:                                               ; preds = %27
  %32 = load i8, i8* %8, align 1
  %33 = sext i8 %32 to i32
  %34 = icmp sle i32 %33, 57
  br i1 %34, label %35, label %42

35:                                               ; preds = %31
  %36 = load i32, i32* %6, align 4
  %37 = mul nsw i32 %36, 10
  %38 = load i8, i8* %8, align 1
  %39 = sext i8 %38 to i32
  %40 = sub nsw i32 %39, 48
  %41 = add nsw i32 %37, %40
  store i32 %41, i32* %6, align 4
  br label %75

42:                                               ; preds = %31, %27
  %43 = load i8, i8* %7, align 1
  %44 = sext i8 %43 to i32
  switch i32 %44, label %67 [
    i32 43, label %45
    i32 45, label %49
    i32 42, label %53
    i32 47, label %57
  ]

45:                                               ; preds = %42
  %46 = load i32, i32* %6, align 4
  %47 = load i32, i32* %5, align 4
  %48 = add nsw i32 %47, %46
  store i32 %48, i32* %5, align 4
  br label %67

49:                                               ; preds = %42
  %50 = load i32, i32* %6, align 4
  %51 = load i32, i32* %5, align 4
  %52 = sub nsw i32 %51, %50
  store i32 %52, i32* %5, align 4
  br label %67

53:                                               ; preds = %42
  %54 = load i32, i32* %6, align 4
  %55 = load i32, i32* %5, align 4
  %56 = mul nsw i32 %55, %54
  store i32 %56, i32* %5, align 4
  br label %67

57:                                               ; preds = %42
  %58 = load i32, i32* %6, align 4
  %59 = icmp ne i32 %58, 0
  br i1 %59, label %60, label %64

60:                                               ; preds = %57
  %61 = load i32, i32* %5, align 4
  %62 = load i32, i32* %6, align 4
  %63 = sdiv i32 %61, %62
  br label %65

64:                                               ; preds = %57
  br label %65

65:                                               ; preds = %64, %60
  %66 = phi i32 [ %63, %60 ], [ 0, %64 ]
  store i32 %66, i32* %5, align 4
  br label %67

67:                                               ; preds = %42, %65, %53, %49, %45
  %68 = load i8, i8* %8, align 1
  %69 = sext i8 %68 to i32
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %71, label %73

71:                                               ; preds = %67
  %72 = load i32, i32* %5, align 4
  store i32 %72, i32* %2, align 4
  br label %79

73:                                               ; preds = %67
  %74 = load i8, i8* %8, align 1
  store i8 %74, i8* %7, align 1
  store i32 2, i32* %4, align 4
  br label %75

75:                                               ; preds = %9, %73, %35, %26
  br label %76

76:                                               ; preds = %75
  %77 = load i8*, i8** %3, align 4
  %78 = getelementptr inbounds i8, i8* %77, i32 1
  store i8* %78, i8** %3, align 4
  br label %9

79:                                               ; preds = %71, %25
  %80 = load i32, i32* %2, align 4
  ret i32 %80
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
  br i1 %17, label %5, label %18, !llvm.loop !14

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
  br label %19, !llvm.loop !15

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
!8 = distinct !{!8, !3}
!9 = distinct !{!9, !3}
!10 = distinct !{!10, !3}
!11 = distinct !{!11, !3}
!12 = distinct !{!12, !3}
!13 = distinct !{!13, !3}
!14 = distinct !{!14, !3}
!15 = distinct !{!15, !3}
