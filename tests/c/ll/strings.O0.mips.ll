; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"Hello\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c", \00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"Cpu0 world\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"len\00", align 1
@main.vals = internal constant [6 x i32] [i32 0, i32 7, i32 255, i32 4096, i32 123456789, i32 -1], align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"atoi\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"  -12345\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"atoi+\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"+987xyz\00", align 1
@words = internal constant [6 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.24, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.25, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.27, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i32 0, i32 0)], align 4
@.str.8 = private unnamed_addr constant [4 x i8] c"cmp\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"apricot\00", align 1
@main.pals = internal constant [4 x i8*] [i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([18 x i8], [18 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.14, i32 0, i32 0)], align 4
@.str.11 = private unnamed_addr constant [8 x i8] c"racecar\00", align 1
@.str.12 = private unnamed_addr constant [18 x i8] c"never odd or even\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"cpu zero\00", align 1
@.str.14 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c": yes\0A\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c": no\0A\00", align 1
@.str.17 = private unnamed_addr constant [53 x i8] c"It was the best of times, it was the worst of times.\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"words\00", align 1
@.str.19 = private unnamed_addr constant [11 x i8] c"find worst\00", align 1
@.str.20 = private unnamed_addr constant [6 x i8] c"worst\00", align 1
@.str.21 = private unnamed_addr constant [11 x i8] c"find zebra\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"zebra\00", align 1
@.str.23 = private unnamed_addr constant [21 x i8] c"Attack at Dawn, xyz!\00", align 1
@.str.24 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.25 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.26 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.27 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [96 x i8], align 1
  %3 = alloca [40 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8*, align 4
  store i32 0, i32* %1, align 4
  %10 = getelementptr inbounds [96 x i8], [96 x i8]* %2, i32 0, i32 0
  %11 = call i8* @str_cpy(i8* noundef %10, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0))
  %12 = getelementptr inbounds [96 x i8], [96 x i8]* %2, i32 0, i32 0
  %13 = call i8* @str_cat(i8* noundef %12, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i32 0, i32 0))
  %14 = getelementptr inbounds [96 x i8], [96 x i8]* %2, i32 0, i32 0
  %15 = call i8* @str_cat(i8* noundef %14, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i32 0, i32 0))
  %16 = getelementptr inbounds [96 x i8], [96 x i8]* %2, i32 0, i32 0
  call void @print_str(i8* noundef %16)
  call void @print_nl()
  %17 = getelementptr inbounds [96 x i8], [96 x i8]* %2, i32 0, i32 0
  %18 = call i32 @str_len(i8* noundef %17)
  call void @print_kv(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i32 noundef signext %18)
  %19 = getelementptr inbounds [96 x i8], [96 x i8]* %2, i32 0, i32 0
  call void @str_rev(i8* noundef %19)
  %20 = getelementptr inbounds [96 x i8], [96 x i8]* %2, i32 0, i32 0
  call void @print_str(i8* noundef %20)
  call void @print_nl()
  %21 = getelementptr inbounds [96 x i8], [96 x i8]* %2, i32 0, i32 0
  call void @str_rev(i8* noundef %21)
  %22 = getelementptr inbounds [96 x i8], [96 x i8]* %2, i32 0, i32 0
  call void @to_upper(i8* noundef %22)
  %23 = getelementptr inbounds [96 x i8], [96 x i8]* %2, i32 0, i32 0
  call void @print_str(i8* noundef %23)
  call void @print_nl()
  store i32 0, i32* %4, align 4
  br label %24

24:                                               ; preds = %48, %0
  %25 = load i32, i32* %4, align 4
  %26 = icmp slt i32 %25, 6
  br i1 %26, label %27, label %51

27:                                               ; preds = %24
  %28 = load i32, i32* %4, align 4
  %29 = getelementptr inbounds [6 x i32], [6 x i32]* @main.vals, i32 0, i32 %28
  %30 = load i32, i32* %29, align 4
  %31 = getelementptr inbounds [40 x i8], [40 x i8]* %3, i32 0, i32 0
  %32 = call i8* @utoa(i32 noundef signext %30, i8* noundef %31, i32 noundef signext 10)
  call void @print_str(i8* noundef %32)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %33 = load i32, i32* %4, align 4
  %34 = getelementptr inbounds [6 x i32], [6 x i32]* @main.vals, i32 0, i32 %33
  %35 = load i32, i32* %34, align 4
  %36 = getelementptr inbounds [40 x i8], [40 x i8]* %3, i32 0, i32 0
  %37 = call i8* @utoa(i32 noundef signext %35, i8* noundef %36, i32 noundef signext 16)
  call void @print_str(i8* noundef %37)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %38 = load i32, i32* %4, align 4
  %39 = getelementptr inbounds [6 x i32], [6 x i32]* @main.vals, i32 0, i32 %38
  %40 = load i32, i32* %39, align 4
  %41 = getelementptr inbounds [40 x i8], [40 x i8]* %3, i32 0, i32 0
  %42 = call i8* @utoa(i32 noundef signext %40, i8* noundef %41, i32 noundef signext 2)
  call void @print_str(i8* noundef %42)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %43 = load i32, i32* %4, align 4
  %44 = getelementptr inbounds [6 x i32], [6 x i32]* @main.vals, i32 0, i32 %43
  %45 = load i32, i32* %44, align 4
  %46 = getelementptr inbounds [40 x i8], [40 x i8]* %3, i32 0, i32 0
  %47 = call i8* @utoa(i32 noundef signext %45, i8* noundef %46, i32 noundef signext 36)
  call void @print_str(i8* noundef %47)
  call void @print_nl()
  br label %48

48:                                               ; preds = %27
  %49 = load i32, i32* %4, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %4, align 4
  br label %24, !llvm.loop !2

51:                                               ; preds = %24
  %52 = call i32 @atoi_s(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i32 0, i32 0))
  call void @print_kv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i32 noundef signext %52)
  %53 = call i32 @atoi_s(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0))
  call void @print_kv(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i32 0, i32 0), i32 noundef signext %53)
  %54 = load i8*, i8** getelementptr inbounds ([6 x i8*], [6 x i8*]* @words, i32 0, i32 0), align 4
  store i8* %54, i8** %5, align 4
  %55 = load i8*, i8** getelementptr inbounds ([6 x i8*], [6 x i8*]* @words, i32 0, i32 0), align 4
  store i8* %55, i8** %6, align 4
  store i32 1, i32* %7, align 4
  br label %56

56:                                               ; preds = %82, %51
  %57 = load i32, i32* %7, align 4
  %58 = icmp slt i32 %57, 6
  br i1 %58, label %59, label %85

59:                                               ; preds = %56
  %60 = load i32, i32* %7, align 4
  %61 = getelementptr inbounds [6 x i8*], [6 x i8*]* @words, i32 0, i32 %60
  %62 = load i8*, i8** %61, align 4
  %63 = load i8*, i8** %5, align 4
  %64 = call i32 @str_cmp(i8* noundef %62, i8* noundef %63)
  %65 = icmp slt i32 %64, 0
  br i1 %65, label %66, label %70

66:                                               ; preds = %59
  %67 = load i32, i32* %7, align 4
  %68 = getelementptr inbounds [6 x i8*], [6 x i8*]* @words, i32 0, i32 %67
  %69 = load i8*, i8** %68, align 4
  store i8* %69, i8** %5, align 4
  br label %70

70:                                               ; preds = %66, %59
  %71 = load i32, i32* %7, align 4
  %72 = getelementptr inbounds [6 x i8*], [6 x i8*]* @words, i32 0, i32 %71
  %73 = load i8*, i8** %72, align 4
  %74 = load i8*, i8** %6, align 4
  %75 = call i32 @str_cmp(i8* noundef %73, i8* noundef %74)
  %76 = icmp sgt i32 %75, 0
  br i1 %76, label %77, label %81

77:                                               ; preds = %70
  %78 = load i32, i32* %7, align 4
  %79 = getelementptr inbounds [6 x i8*], [6 x i8*]* @words, i32 0, i32 %78
  %80 = load i8*, i8** %79, align 4
  store i8* %80, i8** %6, align 4
  br label %81

81:                                               ; preds = %77, %70
  br label %82

82:                                               ; preds = %81
  %83 = load i32, i32* %7, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, i32* %7, align 4
  br label %56, !llvm.loop !4

85:                                               ; preds = %56
  %86 = load i8*, i8** %5, align 4
  call void @print_str(i8* noundef %86)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %87 = load i8*, i8** %6, align 4
  call void @print_str(i8* noundef %87)
  call void @print_nl()
  %88 = call i32 @str_cmp(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i32 0, i32 0))
  %89 = icmp slt i32 %88, 0
  %90 = zext i1 %89 to i64
  %91 = select i1 %89, i32 -1, i32 1
  call void @print_kv(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0), i32 noundef signext %91)
  store i32 0, i32* %8, align 4
  br label %92

92:                                               ; preds = %106, %85
  %93 = load i32, i32* %8, align 4
  %94 = icmp slt i32 %93, 4
  br i1 %94, label %95, label %109

95:                                               ; preds = %92
  %96 = load i32, i32* %8, align 4
  %97 = getelementptr inbounds [4 x i8*], [4 x i8*]* @main.pals, i32 0, i32 %96
  %98 = load i8*, i8** %97, align 4
  call void @print_str(i8* noundef %98)
  %99 = load i32, i32* %8, align 4
  %100 = getelementptr inbounds [4 x i8*], [4 x i8*]* @main.pals, i32 0, i32 %99
  %101 = load i8*, i8** %100, align 4
  %102 = call i32 @is_palindrome(i8* noundef %101)
  %103 = icmp ne i32 %102, 0
  %104 = zext i1 %103 to i64
  %105 = select i1 %103, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.15, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i32 0, i32 0)
  call void @print_str(i8* noundef %105)
  br label %106

106:                                              ; preds = %95
  %107 = load i32, i32* %8, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, i32* %8, align 4
  br label %92, !llvm.loop !5

109:                                              ; preds = %92
  store i8* getelementptr inbounds ([53 x i8], [53 x i8]* @.str.17, i32 0, i32 0), i8** %9, align 4
  %110 = load i8*, i8** %9, align 4
  %111 = call i32 @count_words(i8* noundef %110)
  call void @print_kv(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i32 0, i32 0), i32 noundef signext %111)
  %112 = load i8*, i8** %9, align 4
  %113 = call i32 @find(i8* noundef %112, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.20, i32 0, i32 0))
  call void @print_kv(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.19, i32 0, i32 0), i32 noundef signext %113)
  %114 = load i8*, i8** %9, align 4
  %115 = call i32 @find(i8* noundef %114, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i32 0, i32 0))
  call void @print_kv(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.21, i32 0, i32 0), i32 noundef signext %115)
  %116 = getelementptr inbounds [96 x i8], [96 x i8]* %2, i32 0, i32 0
  %117 = call i8* @str_cpy(i8* noundef %116, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.23, i32 0, i32 0))
  %118 = getelementptr inbounds [96 x i8], [96 x i8]* %2, i32 0, i32 0
  call void @caesar(i8* noundef %118, i32 noundef signext 3)
  %119 = getelementptr inbounds [96 x i8], [96 x i8]* %2, i32 0, i32 0
  call void @print_str(i8* noundef %119)
  call void @print_nl()
  %120 = getelementptr inbounds [96 x i8], [96 x i8]* %2, i32 0, i32 0
  call void @caesar(i8* noundef %120, i32 noundef signext 23)
  %121 = getelementptr inbounds [96 x i8], [96 x i8]* %2, i32 0, i32 0
  call void @print_str(i8* noundef %121)
  call void @print_nl()
  %122 = load i8*, i8** %9, align 4
  %123 = call i32 @str_len(i8* noundef %122)
  ret i32 %123
}

; Function Attrs: noinline nounwind optnone
define internal i8* @str_cpy(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  store i8* %1, i8** %4, align 4
  %6 = load i8*, i8** %3, align 4
  store i8* %6, i8** %5, align 4
  br label %7

7:                                                ; preds = %14, %2
  %8 = load i8*, i8** %4, align 4
  %9 = getelementptr inbounds i8, i8* %8, i32 1
  store i8* %9, i8** %4, align 4
  %10 = load i8, i8* %8, align 1
  %11 = load i8*, i8** %3, align 4
  %12 = getelementptr inbounds i8, i8* %11, i32 1
  store i8* %12, i8** %3, align 4
  store i8 %10, i8* %11, align 1
  %13 = icmp ne i8 %10, 0
  br i1 %13, label %14, label %15

14:                                               ; preds = %7
  br label %7, !llvm.loop !6

15:                                               ; preds = %7
  %16 = load i8*, i8** %5, align 4
  ret i8* %16
}

; Function Attrs: noinline nounwind optnone
define internal i8* @str_cat(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load i8*, i8** %3, align 4
  %6 = load i8*, i8** %3, align 4
  %7 = call i32 @str_len(i8* noundef %6)
  %8 = getelementptr inbounds i8, i8* %5, i32 %7
  %9 = load i8*, i8** %4, align 4
  %10 = call i8* @str_cpy(i8* noundef %8, i8* noundef %9)
  %11 = load i8*, i8** %3, align 4
  ret i8* %11
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
  br label %3, !llvm.loop !7

11:                                               ; preds = %3
  ret void
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
define internal i32 @str_len(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %4 = load i8*, i8** %2, align 4
  store i8* %4, i8** %3, align 4
  br label %5

5:                                                ; preds = %9, %1
  %6 = load i8*, i8** %3, align 4
  %7 = load i8, i8* %6, align 1
  %8 = icmp ne i8 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %5
  %10 = load i8*, i8** %3, align 4
  %11 = getelementptr inbounds i8, i8* %10, i32 1
  store i8* %11, i8** %3, align 4
  br label %5, !llvm.loop !8

12:                                               ; preds = %5
  %13 = load i8*, i8** %3, align 4
  %14 = load i8*, i8** %2, align 4
  %15 = ptrtoint i8* %13 to i32
  %16 = ptrtoint i8* %14 to i32
  %17 = sub i32 %15, %16
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone
define internal void @str_rev(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  store i8* %0, i8** %2, align 4
  %6 = load i8*, i8** %2, align 4
  %7 = call i32 @str_len(i8* noundef %6)
  store i32 %7, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %8

8:                                                ; preds = %35, %1
  %9 = load i32, i32* %4, align 4
  %10 = load i32, i32* %3, align 4
  %11 = sdiv i32 %10, 2
  %12 = icmp slt i32 %9, %11
  br i1 %12, label %13, label %38

13:                                               ; preds = %8
  %14 = load i8*, i8** %2, align 4
  %15 = load i32, i32* %4, align 4
  %16 = getelementptr inbounds i8, i8* %14, i32 %15
  %17 = load i8, i8* %16, align 1
  store i8 %17, i8* %5, align 1
  %18 = load i8*, i8** %2, align 4
  %19 = load i32, i32* %3, align 4
  %20 = sub nsw i32 %19, 1
  %21 = load i32, i32* %4, align 4
  %22 = sub nsw i32 %20, %21
  %23 = getelementptr inbounds i8, i8* %18, i32 %22
  %24 = load i8, i8* %23, align 1
  %25 = load i8*, i8** %2, align 4
  %26 = load i32, i32* %4, align 4
  %27 = getelementptr inbounds i8, i8* %25, i32 %26
  store i8 %24, i8* %27, align 1
  %28 = load i8, i8* %5, align 1
  %29 = load i8*, i8** %2, align 4
  %30 = load i32, i32* %3, align 4
  %31 = sub nsw i32 %30, 1
  %32 = load i32, i32* %4, align 4
  %33 = sub nsw i32 %31, %32
  %34 = getelementptr inbounds i8, i8* %29, i32 %33
  store i8 %28, i8* %34, align 1
  br label %35

35:                                               ; preds = %13
  %36 = load i32, i32* %4, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %4, align 4
  br label %8, !llvm.loop !9

38:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @to_upper(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  br label %3

3:                                                ; preds = %26, %1
  %4 = load i8*, i8** %2, align 4
  %5 = load i8, i8* %4, align 1
  %6 = icmp ne i8 %5, 0
  br i1 %6, label %7, label %29

7:                                                ; preds = %3
  %8 = load i8*, i8** %2, align 4
  %9 = load i8, i8* %8, align 1
  %10 = sext i8 %9 to i32
  %11 = icmp sge i32 %10, 97
  br i1 %11, label %12, label %25

12:                                               ; preds = %7
  %13 = load i8*, i8** %2, align 4
  %14 = load i8, i8* %13, align 1
  %15 = sext i8 %14 to i32
  %16 = icmp sle i32 %15, 122
  br i1 %16, label %17, label %25

17:                                               ; preds = %12
  %18 = load i8*, i8** %2, align 4
  %19 = load i8, i8* %18, align 1
  %20 = sext i8 %19 to i32
  %21 = sub nsw i32 %20, 97
  %22 = add nsw i32 %21, 65
  %23 = trunc i32 %22 to i8
  %24 = load i8*, i8** %2, align 4
  store i8 %23, i8* %24, align 1
  br label %25

25:                                               ; preds = %17, %12, %7
  br label %26

26:                                               ; preds = %25
  %27 = load i8*, i8** %2, align 4
  %28 = getelementptr inbounds i8, i8* %27, i32 1
  store i8* %28, i8** %2, align 4
  br label %3, !llvm.loop !10

29:                                               ; preds = %3
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i8* @utoa(i32 noundef signext %0, i8* noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i8* %1, i8** %5, align 4
  store i32 %2, i32* %6, align 4
  %9 = load i8*, i8** %5, align 4
  store i8* %9, i8** %7, align 4
  br label %10

10:                                               ; preds = %31, %3
  %11 = load i32, i32* %4, align 4
  %12 = load i32, i32* %6, align 4
  %13 = urem i32 %11, %12
  store i32 %13, i32* %8, align 4
  %14 = load i32, i32* %8, align 4
  %15 = icmp ult i32 %14, 10
  br i1 %15, label %16, label %19

16:                                               ; preds = %10
  %17 = load i32, i32* %8, align 4
  %18 = add i32 48, %17
  br label %23

19:                                               ; preds = %10
  %20 = load i32, i32* %8, align 4
  %21 = add i32 97, %20
  %22 = sub i32 %21, 10
  br label %23

23:                                               ; preds = %19, %16
  %24 = phi i32 [ %18, %16 ], [ %22, %19 ]
  %25 = trunc i32 %24 to i8
  %26 = load i8*, i8** %7, align 4
  %27 = getelementptr inbounds i8, i8* %26, i32 1
  store i8* %27, i8** %7, align 4
  store i8 %25, i8* %26, align 1
  %28 = load i32, i32* %6, align 4
  %29 = load i32, i32* %4, align 4
  %30 = udiv i32 %29, %28
  store i32 %30, i32* %4, align 4
  br label %31

31:                                               ; preds = %23
  %32 = load i32, i32* %4, align 4
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %10, label %34, !llvm.loop !11

34:                                               ; preds = %31
  %35 = load i8*, i8** %7, align 4
  store i8 0, i8* %35, align 1
  %36 = load i8*, i8** %5, align 4
  call void @str_rev(i8* noundef %36)
  %37 = load i8*, i8** %5, align 4
  ret i8* %37
}

; Function Attrs: noinline nounwind optnone
define internal i32 @atoi_s(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  store i32 1, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %10, %1
  %6 = load i8*, i8** %2, align 4
  %7 = load i8, i8* %6, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp eq i32 %8, 32
  br i1 %9, label %10, label %13

10:                                               ; preds = %5
  %11 = load i8*, i8** %2, align 4
  %12 = getelementptr inbounds i8, i8* %11, i32 1
  store i8* %12, i8** %2, align 4
  br label %5, !llvm.loop !12

13:                                               ; preds = %5
  %14 = load i8*, i8** %2, align 4
  %15 = load i8, i8* %14, align 1
  %16 = sext i8 %15 to i32
  %17 = icmp eq i32 %16, 45
  br i1 %17, label %23, label %18

18:                                               ; preds = %13
  %19 = load i8*, i8** %2, align 4
  %20 = load i8, i8* %19, align 1
  %21 = sext i8 %20 to i32
  %22 = icmp eq i32 %21, 43
  br i1 %22, label %23, label %31

23:                                               ; preds = %18, %13
  %24 = load i8*, i8** %2, align 4
  %25 = getelementptr inbounds i8, i8* %24, i32 1
  store i8* %25, i8** %2, align 4
  %26 = load i8, i8* %24, align 1
  %27 = sext i8 %26 to i32
  %28 = icmp eq i32 %27, 45
  %29 = zext i1 %28 to i64
  %30 = select i1 %28, i32 -1, i32 1
  store i32 %30, i32* %3, align 4
  br label %31

31:                                               ; preds = %23, %18
  br label %32

32:                                               ; preds = %44, %31
  %33 = load i8*, i8** %2, align 4
  %34 = load i8, i8* %33, align 1
  %35 = sext i8 %34 to i32
  %36 = icmp sge i32 %35, 48
  br i1 %36, label %37, label %42

37:                                               ; preds = %32
  %38 = load i8*, i8** %2, align 4
  %39 = load i8, i8* %38, align 1
  %40 = sext i8 %39 to i32
  %41 = icmp sle i32 %40, 57
  br label %42

42:                                               ; preds = %37, %32
  %43 = phi i1 [ false, %32 ], [ %41, %37 ]
  br i1 %43, label %44, label %53

44:                                               ; preds = %42
  %45 = load i32, i32* %4, align 4
  %46 = mul nsw i32 %45, 10
  %47 = load i8*, i8** %2, align 4
  %48 = getelementptr inbounds i8, i8* %47, i32 1
  store i8* %48, i8** %2, align 4
  %49 = load i8, i8* %47, align 1
  %50 = sext i8 %49 to i32
  %51 = sub nsw i32 %50, 48
  %52 = add nsw i32 %46, %51
  store i32 %52, i32* %4, align 4
  br label %32, !llvm.loop !13

53:                                               ; preds = %42
  %54 = load i32, i32* %3, align 4
  %55 = load i32, i32* %4, align 4
  %56 = mul nsw i32 %54, %55
  ret i32 %56
}

; Function Attrs: noinline nounwind optnone
define internal i32 @str_cmp(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  store i8* %1, i8** %4, align 4
  br label %5

5:                                                ; preds = %20, %2
  %6 = load i8*, i8** %3, align 4
  %7 = load i8, i8* %6, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %18

10:                                               ; preds = %5
  %11 = load i8*, i8** %3, align 4
  %12 = load i8, i8* %11, align 1
  %13 = sext i8 %12 to i32
  %14 = load i8*, i8** %4, align 4
  %15 = load i8, i8* %14, align 1
  %16 = sext i8 %15 to i32
  %17 = icmp eq i32 %13, %16
  br label %18

18:                                               ; preds = %10, %5
  %19 = phi i1 [ false, %5 ], [ %17, %10 ]
  br i1 %19, label %20, label %25

20:                                               ; preds = %18
  %21 = load i8*, i8** %3, align 4
  %22 = getelementptr inbounds i8, i8* %21, i32 1
  store i8* %22, i8** %3, align 4
  %23 = load i8*, i8** %4, align 4
  %24 = getelementptr inbounds i8, i8* %23, i32 1
  store i8* %24, i8** %4, align 4
  br label %5, !llvm.loop !14

25:                                               ; preds = %18
  %26 = load i8*, i8** %3, align 4
  %27 = load i8, i8* %26, align 1
  %28 = zext i8 %27 to i32
  %29 = load i8*, i8** %4, align 4
  %30 = load i8, i8* %29, align 1
  %31 = zext i8 %30 to i32
  %32 = sub nsw i32 %28, %31
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone
define internal i32 @is_palindrome(i8* noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  %5 = load i8*, i8** %3, align 4
  %6 = load i8*, i8** %3, align 4
  %7 = call i32 @str_len(i8* noundef %6)
  %8 = getelementptr inbounds i8, i8* %5, i32 %7
  %9 = getelementptr inbounds i8, i8* %8, i32 -1
  store i8* %9, i8** %4, align 4
  br label %10

10:                                               ; preds = %47, %1
  %11 = load i8*, i8** %3, align 4
  %12 = load i8*, i8** %4, align 4
  %13 = icmp ult i8* %11, %12
  br i1 %13, label %14, label %48

14:                                               ; preds = %10
  br label %15

15:                                               ; preds = %20, %14
  %16 = load i8*, i8** %3, align 4
  %17 = load i8, i8* %16, align 1
  %18 = sext i8 %17 to i32
  %19 = icmp eq i32 %18, 32
  br i1 %19, label %20, label %23

20:                                               ; preds = %15
  %21 = load i8*, i8** %3, align 4
  %22 = getelementptr inbounds i8, i8* %21, i32 1
  store i8* %22, i8** %3, align 4
  br label %15, !llvm.loop !15

23:                                               ; preds = %15
  br label %24

24:                                               ; preds = %29, %23
  %25 = load i8*, i8** %4, align 4
  %26 = load i8, i8* %25, align 1
  %27 = sext i8 %26 to i32
  %28 = icmp eq i32 %27, 32
  br i1 %28, label %29, label %32

29:                                               ; preds = %24
  %30 = load i8*, i8** %4, align 4
  %31 = getelementptr inbounds i8, i8* %30, i32 -1
  store i8* %31, i8** %4, align 4
  br label %24, !llvm.loop !16

32:                                               ; preds = %24
  %33 = load i8*, i8** %3, align 4
  %34 = load i8*, i8** %4, align 4
  %35 = icmp ult i8* %33, %34
  br i1 %35, label %36, label %47

36:                                               ; preds = %32
  %37 = load i8*, i8** %3, align 4
  %38 = getelementptr inbounds i8, i8* %37, i32 1
  store i8* %38, i8** %3, align 4
  %39 = load i8, i8* %37, align 1
  %40 = sext i8 %39 to i32
  %41 = load i8*, i8** %4, align 4
  %42 = getelementptr inbounds i8, i8* %41, i32 -1
  store i8* %42, i8** %4, align 4
  %43 = load i8, i8* %41, align 1
  %44 = sext i8 %43 to i32
  %45 = icmp ne i32 %40, %44
  br i1 %45, label %46, label %47

46:                                               ; preds = %36
  store i32 0, i32* %2, align 4
  br label %49

47:                                               ; preds = %36, %32
  br label %10, !llvm.loop !17

48:                                               ; preds = %10
  store i32 1, i32* %2, align 4
  br label %49

49:                                               ; preds = %48, %46
  %50 = load i32, i32* %2, align 4
  ret i32 %50
}

; Function Attrs: noinline nounwind optnone
define internal i32 @count_words(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %6

6:                                                ; preds = %41, %1
  %7 = load i8*, i8** %2, align 4
  %8 = load i8, i8* %7, align 1
  %9 = icmp ne i8 %8, 0
  br i1 %9, label %10, label %44

10:                                               ; preds = %6
  %11 = load i8*, i8** %2, align 4
  %12 = load i8, i8* %11, align 1
  %13 = sext i8 %12 to i32
  %14 = icmp eq i32 %13, 32
  br i1 %14, label %25, label %15

15:                                               ; preds = %10
  %16 = load i8*, i8** %2, align 4
  %17 = load i8, i8* %16, align 1
  %18 = sext i8 %17 to i32
  %19 = icmp eq i32 %18, 44
  br i1 %19, label %25, label %20

20:                                               ; preds = %15
  %21 = load i8*, i8** %2, align 4
  %22 = load i8, i8* %21, align 1
  %23 = sext i8 %22 to i32
  %24 = icmp eq i32 %23, 46
  br label %25

25:                                               ; preds = %20, %15, %10
  %26 = phi i1 [ true, %15 ], [ true, %10 ], [ %24, %20 ]
  %27 = zext i1 %26 to i32
  store i32 %27, i32* %5, align 4
  %28 = load i32, i32* %5, align 4
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %36, label %30

30:                                               ; preds = %25
  %31 = load i32, i32* %4, align 4
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %30
  %34 = load i32, i32* %3, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %3, align 4
  br label %36

36:                                               ; preds = %33, %30, %25
  %37 = load i32, i32* %5, align 4
  %38 = icmp ne i32 %37, 0
  %39 = xor i1 %38, true
  %40 = zext i1 %39 to i32
  store i32 %40, i32* %4, align 4
  br label %41

41:                                               ; preds = %36
  %42 = load i8*, i8** %2, align 4
  %43 = getelementptr inbounds i8, i8* %42, i32 1
  store i8* %43, i8** %2, align 4
  br label %6, !llvm.loop !18

44:                                               ; preds = %6
  %45 = load i32, i32* %3, align 4
  ret i32 %45
}

; Function Attrs: noinline nounwind optnone
define internal i32 @find(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i8* %1, i8** %5, align 4
  store i32 0, i32* %6, align 4
  br label %8

8:                                                ; preds = %50, %2
  %9 = load i8*, i8** %4, align 4
  %10 = load i32, i32* %6, align 4
  %11 = getelementptr inbounds i8, i8* %9, i32 %10
  %12 = load i8, i8* %11, align 1
  %13 = icmp ne i8 %12, 0
  br i1 %13, label %14, label %53

14:                                               ; preds = %8
  store i32 0, i32* %7, align 4
  br label %15

15:                                               ; preds = %38, %14
  %16 = load i8*, i8** %5, align 4
  %17 = load i32, i32* %7, align 4
  %18 = getelementptr inbounds i8, i8* %16, i32 %17
  %19 = load i8, i8* %18, align 1
  %20 = sext i8 %19 to i32
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %36

22:                                               ; preds = %15
  %23 = load i8*, i8** %4, align 4
  %24 = load i32, i32* %6, align 4
  %25 = load i32, i32* %7, align 4
  %26 = add nsw i32 %24, %25
  %27 = getelementptr inbounds i8, i8* %23, i32 %26
  %28 = load i8, i8* %27, align 1
  %29 = sext i8 %28 to i32
  %30 = load i8*, i8** %5, align 4
  %31 = load i32, i32* %7, align 4
  %32 = getelementptr inbounds i8, i8* %30, i32 %31
  %33 = load i8, i8* %32, align 1
  %34 = sext i8 %33 to i32
  %35 = icmp eq i32 %29, %34
  br label %36

36:                                               ; preds = %22, %15
  %37 = phi i1 [ false, %15 ], [ %35, %22 ]
  br i1 %37, label %38, label %41

38:                                               ; preds = %36
  %39 = load i32, i32* %7, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %7, align 4
  br label %15, !llvm.loop !19

41:                                               ; preds = %36
  %42 = load i8*, i8** %5, align 4
  %43 = load i32, i32* %7, align 4
  %44 = getelementptr inbounds i8, i8* %42, i32 %43
  %45 = load i8, i8* %44, align 1
  %46 = icmp ne i8 %45, 0
  br i1 %46, label %49, label %47

47:                                               ; preds = %41
  %48 = load i32, i32* %6, align 4
  store i32 %48, i32* %3, align 4
  br label %54

49:                                               ; preds = %41
  br label %50

50:                                               ; preds = %49
  %51 = load i32, i32* %6, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %6, align 4
  br label %8, !llvm.loop !20

53:                                               ; preds = %8
  store i32 -1, i32* %3, align 4
  br label %54

54:                                               ; preds = %53, %47
  %55 = load i32, i32* %3, align 4
  ret i32 %55
}

; Function Attrs: noinline nounwind optnone
define internal void @caesar(i8* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  br label %5

5:                                                ; preds = %53, %2
  %6 = load i8*, i8** %3, align 4
  %7 = load i8, i8* %6, align 1
  %8 = icmp ne i8 %7, 0
  br i1 %8, label %9, label %56

9:                                                ; preds = %5
  %10 = load i8*, i8** %3, align 4
  %11 = load i8, i8* %10, align 1
  %12 = sext i8 %11 to i32
  %13 = icmp sge i32 %12, 97
  br i1 %13, label %14, label %30

14:                                               ; preds = %9
  %15 = load i8*, i8** %3, align 4
  %16 = load i8, i8* %15, align 1
  %17 = sext i8 %16 to i32
  %18 = icmp sle i32 %17, 122
  br i1 %18, label %19, label %30

19:                                               ; preds = %14
  %20 = load i8*, i8** %3, align 4
  %21 = load i8, i8* %20, align 1
  %22 = sext i8 %21 to i32
  %23 = sub nsw i32 %22, 97
  %24 = load i32, i32* %4, align 4
  %25 = add nsw i32 %23, %24
  %26 = srem i32 %25, 26
  %27 = add nsw i32 97, %26
  %28 = trunc i32 %27 to i8
  %29 = load i8*, i8** %3, align 4
  store i8 %28, i8* %29, align 1
  br label %52

30:                                               ; preds = %14, %9
  %31 = load i8*, i8** %3, align 4
  %32 = load i8, i8* %31, align 1
  %33 = sext i8 %32 to i32
  %34 = icmp sge i32 %33, 65
  br i1 %34, label %35, label %51

35:                                               ; preds = %30
  %36 = load i8*, i8** %3, align 4
  %37 = load i8, i8* %36, align 1
  %38 = sext i8 %37 to i32
  %39 = icmp sle i32 %38, 90
  br i1 %39, label %40, label %51

40:                                               ; preds = %35
  %41 = load i8*, i8** %3, align 4
  %42 = load i8, i8* %41, align 1
  %43 = sext i8 %42 to i32
  %44 = sub nsw i32 %43, 65
  %45 = load i32, i32* %4, align 4
  %46 = add nsw i32 %44, %45
  %47 = srem i32 %46, 26
  %48 = add nsw i32 65, %47
  %49 = trunc i32 %48 to i8
  %50 = load i8*, i8** %3, align 4
  store i8 %49, i8* %50, align 1
  br label %51

51:                                               ; preds = %40, %35, %30
  br label %52

52:                                               ; preds = %51, %19
  br label %53

53:                                               ; preds = %52
  %54 = load i8*, i8** %3, align 4
  %55 = getelementptr inbounds i8, i8* %54, i32 1
  store i8* %55, i8** %3, align 4
  br label %5, !llvm.loop !21

56:                                               ; preds = %5
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
  br i1 %17, label %5, label %18, !llvm.loop !22

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
  br label %19, !llvm.loop !23

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
!13 = distinct !{!13, !3}
!14 = distinct !{!14, !3}
!15 = distinct !{!15, !3}
!16 = distinct !{!16, !3}
!17 = distinct !{!17, !3}
!18 = distinct !{!18, !3}
!19 = distinct !{!19, !3}
!20 = distinct !{!20, !3}
!21 = distinct !{!21, !3}
!22 = distinct !{!22, !3}
!23 = distinct !{!23, !3}
