; ModuleID = 'fnptr.c'
source_filename = "fnptr.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.command = type { i8*, i32 (i32)* }
%struct.shape_ops = type { i32 (i32*)*, i32 (i32*)* }

@.str = private unnamed_addr constant [6 x i8] c"twice\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"negate\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"inc\00", align 1
@commands = dso_local global [4 x %struct.command] [%struct.command { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i32 (i32)* @twice }, %struct.command { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i32 (i32)* @square }, %struct.command { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i32 (i32)* @negate }, %struct.command { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i32 (i32)* @inc }], align 4
@op_names = internal constant [7 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i32 0, i32 0)], align 4
@.str.4 = private unnamed_addr constant [8 x i8] c", 5) = \00", align 1
@ops = internal constant [7 x i32 (i32, i32)*] [i32 (i32, i32)* @op_add, i32 (i32, i32)* @op_sub, i32 (i32, i32)* @op_mul, i32 (i32, i32)* @op_div, i32 (i32, i32)* @op_mod, i32 (i32, i32)* @op_min, i32 (i32, i32)* @op_max], align 4
@__const.main.a = private unnamed_addr constant [8 x i32] [i32 5, i32 -3, i32 12, i32 7, i32 -8, i32 0, i32 4, i32 9], align 4
@.str.5 = private unnamed_addr constant [6 x i8] c"fold \00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c": \00", align 1
@main.script = internal constant [5 x i8*] [i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0)], align 4
@.str.7 = private unnamed_addr constant [8 x i8] c"nothing\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c": unknown\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"(7*7)+1\00", align 1
@__const.main.b = private unnamed_addr constant [8 x i32] [i32 3, i32 -10, i32 7, i32 -1, i32 0, i32 10, i32 -7, i32 2], align 4
@__const.main.dims = private unnamed_addr constant [2 x [3 x i32]] [[3 x i32] [i32 4, i32 6, i32 0], [3 x i32] [i32 3, i32 4, i32 5]], align 4
@.str.10 = private unnamed_addr constant [10 x i8] c"triangle \00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"rectangle \00", align 1
@shapes = internal constant [2 x %struct.shape_ops] [%struct.shape_ops { i32 (i32*)* @rect_area, i32 (i32*)* @rect_perim }, %struct.shape_ops { i32 (i32*)* @tri_area2, i32 (i32*)* @tri_perim }], align 4
@.str.12 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"div\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"mod\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"min\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"max\00", align 1
@compose_table = internal global [2 x i32 (i32)*] zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone
define internal i32 @twice(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = mul nsw i32 2, %3
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone
define internal i32 @square(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = mul nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone
define internal i32 @negate(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = sub nsw i32 0, %3
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone
define internal i32 @inc(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [8 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32 (i32)*, align 4
  %7 = alloca i32 (i32)*, align 4
  %8 = alloca [8 x i32], align 4
  %9 = alloca [2 x [3 x i32]], align 4
  %10 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %11

11:                                               ; preds = %22, %0
  %12 = load i32, i32* %2, align 4
  %13 = icmp ult i32 %12, 7
  br i1 %13, label %14, label %25

14:                                               ; preds = %11
  %15 = load i32, i32* %2, align 4
  %16 = getelementptr inbounds [7 x i8*], [7 x i8*]* @op_names, i32 0, i32 %15
  %17 = load i8*, i8** %16, align 4
  call void @print_str(i8* noundef %17)
  store volatile i8 40, i8* inttoptr (i32 -16777216 to i8*), align 1
  call void @print_int(i32 noundef signext -17)
  call void @print_str(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0))
  %18 = load i32, i32* %2, align 4
  %19 = getelementptr inbounds [7 x i32 (i32, i32)*], [7 x i32 (i32, i32)*]* @ops, i32 0, i32 %18
  %20 = load i32 (i32, i32)*, i32 (i32, i32)** %19, align 4
  %21 = call i32 %20(i32 noundef signext -17, i32 noundef signext 5)
  call void @print_int(i32 noundef signext %21)
  call void @print_nl()
  br label %22

22:                                               ; preds = %14
  %23 = load i32, i32* %2, align 4
  %24 = add i32 %23, 1
  store i32 %24, i32* %2, align 4
  br label %11, !llvm.loop !2

25:                                               ; preds = %11
  %26 = bitcast [8 x i32]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %26, i8* align 4 bitcast ([8 x i32]* @__const.main.a to i8*), i32 32, i1 false)
  store i32 0, i32* %4, align 4
  br label %27

27:                                               ; preds = %43, %25
  %28 = load i32, i32* %4, align 4
  %29 = icmp slt i32 %28, 7
  br i1 %29, label %30, label %46

30:                                               ; preds = %27
  call void @print_str(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0))
  %31 = load i32, i32* %4, align 4
  %32 = getelementptr inbounds [7 x i8*], [7 x i8*]* @op_names, i32 0, i32 %31
  %33 = load i8*, i8** %32, align 4
  call void @print_str(i8* noundef %33)
  call void @print_str(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.6, i32 0, i32 0))
  %34 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i32 0, i32 0
  %35 = load i32, i32* %4, align 4
  %36 = icmp eq i32 %35, 2
  %37 = zext i1 %36 to i64
  %38 = select i1 %36, i32 1, i32 0
  %39 = load i32, i32* %4, align 4
  %40 = getelementptr inbounds [7 x i32 (i32, i32)*], [7 x i32 (i32, i32)*]* @ops, i32 0, i32 %39
  %41 = load i32 (i32, i32)*, i32 (i32, i32)** %40, align 4
  %42 = call i32 @fold(i32* noundef %34, i32 noundef signext 8, i32 noundef signext %38, i32 (i32, i32)* noundef %41)
  call void @print_int(i32 noundef signext %42)
  call void @print_nl()
  br label %43

43:                                               ; preds = %30
  %44 = load i32, i32* %4, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, i32* %4, align 4
  br label %27, !llvm.loop !4

46:                                               ; preds = %27
  store i32 0, i32* %5, align 4
  br label %47

47:                                               ; preds = %66, %46
  %48 = load i32, i32* %5, align 4
  %49 = icmp slt i32 %48, 5
  br i1 %49, label %50, label %69

50:                                               ; preds = %47
  %51 = load i32, i32* %5, align 4
  %52 = getelementptr inbounds [5 x i8*], [5 x i8*]* @main.script, i32 0, i32 %51
  %53 = load i8*, i8** %52, align 4
  %54 = call i32 (i32)* @lookup(i8* noundef %53)
  store i32 (i32)* %54, i32 (i32)** %6, align 4
  %55 = load i32, i32* %5, align 4
  %56 = getelementptr inbounds [5 x i8*], [5 x i8*]* @main.script, i32 0, i32 %55
  %57 = load i8*, i8** %56, align 4
  call void @print_str(i8* noundef %57)
  %58 = load i32 (i32)*, i32 (i32)** %6, align 4
  %59 = icmp ne i32 (i32)* %58, null
  br i1 %59, label %60, label %64

60:                                               ; preds = %50
  %61 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i32 0, i32 0
  %62 = load i32 (i32)*, i32 (i32)** %6, align 4
  call void @map(i32* noundef %61, i32 noundef signext 8, i32 (i32)* noundef %62)
  call void @print_str(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.6, i32 0, i32 0))
  %63 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i32 0, i32 0
  call void @print_arr(i32* noundef %63, i32 noundef signext 8)
  br label %65

64:                                               ; preds = %50
  call void @print_str(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.8, i32 0, i32 0))
  br label %65

65:                                               ; preds = %64, %60
  br label %66

66:                                               ; preds = %65
  %67 = load i32, i32* %5, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, i32* %5, align 4
  br label %47, !llvm.loop !5

69:                                               ; preds = %47
  %70 = call i32 (i32)* @compose(i32 (i32)* noundef @square, i32 (i32)* noundef @inc)
  store i32 (i32)* %70, i32 (i32)** %7, align 4
  %71 = load i32 (i32)*, i32 (i32)** %7, align 4
  %72 = call i32 %71(i32 noundef signext 7)
  call void @print_kv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i32 0, i32 0), i32 noundef signext %72)
  %73 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i32 0, i32 0
  call void @isort(i32* noundef %73, i32 noundef signext 8, i32 (i8*, i8*)* noundef @cmp_asc)
  %74 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i32 0, i32 0
  call void @print_arr(i32* noundef %74, i32 noundef signext 8)
  %75 = bitcast [8 x i32]* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %75, i8* align 4 bitcast ([8 x i32]* @__const.main.b to i8*), i32 32, i1 false)
  %76 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i32 0, i32 0
  call void @isort(i32* noundef %76, i32 noundef signext 8, i32 (i8*, i8*)* noundef @cmp_desc_abs)
  %77 = getelementptr inbounds [8 x i32], [8 x i32]* %8, i32 0, i32 0
  call void @print_arr(i32* noundef %77, i32 noundef signext 8)
  %78 = bitcast [2 x [3 x i32]]* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %78, i8* align 4 bitcast ([2 x [3 x i32]]* @__const.main.dims to i8*), i32 24, i1 false)
  store i32 0, i32* %10, align 4
  br label %79

79:                                               ; preds = %103, %69
  %80 = load i32, i32* %10, align 4
  %81 = icmp slt i32 %80, 2
  br i1 %81, label %82, label %106

82:                                               ; preds = %79
  %83 = load i32, i32* %10, align 4
  %84 = icmp ne i32 %83, 0
  %85 = zext i1 %84 to i64
  %86 = select i1 %84, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.11, i32 0, i32 0)
  call void @print_str(i8* noundef %86)
  %87 = load i32, i32* %10, align 4
  %88 = getelementptr inbounds [2 x %struct.shape_ops], [2 x %struct.shape_ops]* @shapes, i32 0, i32 %87
  %89 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %88, i32 0, i32 0
  %90 = load i32 (i32*)*, i32 (i32*)** %89, align 4
  %91 = load i32, i32* %10, align 4
  %92 = getelementptr inbounds [2 x [3 x i32]], [2 x [3 x i32]]* %9, i32 0, i32 %91
  %93 = getelementptr inbounds [3 x i32], [3 x i32]* %92, i32 0, i32 0
  %94 = call i32 %90(i32* noundef %93)
  call void @print_int(i32 noundef signext %94)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %95 = load i32, i32* %10, align 4
  %96 = getelementptr inbounds [2 x %struct.shape_ops], [2 x %struct.shape_ops]* @shapes, i32 0, i32 %95
  %97 = getelementptr inbounds %struct.shape_ops, %struct.shape_ops* %96, i32 0, i32 1
  %98 = load i32 (i32*)*, i32 (i32*)** %97, align 4
  %99 = load i32, i32* %10, align 4
  %100 = getelementptr inbounds [2 x [3 x i32]], [2 x [3 x i32]]* %9, i32 0, i32 %99
  %101 = getelementptr inbounds [3 x i32], [3 x i32]* %100, i32 0, i32 0
  %102 = call i32 %98(i32* noundef %101)
  call void @print_int(i32 noundef signext %102)
  call void @print_nl()
  br label %103

103:                                              ; preds = %82
  %104 = load i32, i32* %10, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, i32* %10, align 4
  br label %79, !llvm.loop !6

106:                                              ; preds = %79
  %107 = load i32 (i32)*, i32 (i32)** %7, align 4
  %108 = call i32 %107(i32 noundef signext 3)
  ret i32 %108
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
define internal void @print_nl() #0 {
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 1
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @fold(i32* noundef %0, i32 noundef signext %1, i32 noundef signext %2, i32 (i32, i32)* noundef %3) #0 {
  %5 = alloca i32*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32 (i32, i32)*, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 4
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 (i32, i32)* %3, i32 (i32, i32)** %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %22, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %25

14:                                               ; preds = %10
  %15 = load i32 (i32, i32)*, i32 (i32, i32)** %8, align 4
  %16 = load i32, i32* %7, align 4
  %17 = load i32*, i32** %5, align 4
  %18 = load i32, i32* %9, align 4
  %19 = getelementptr inbounds i32, i32* %17, i32 %18
  %20 = load i32, i32* %19, align 4
  %21 = call i32 %15(i32 noundef signext %16, i32 noundef signext %20)
  store i32 %21, i32* %7, align 4
  br label %22

22:                                               ; preds = %14
  %23 = load i32, i32* %9, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %9, align 4
  br label %10, !llvm.loop !8

25:                                               ; preds = %10
  %26 = load i32, i32* %7, align 4
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone
define internal i32 (i32)* @lookup(i8* noundef %0) #0 {
  %2 = alloca i32 (i32)*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  store i32 0, i32* %4, align 4
  br label %7

7:                                                ; preds = %50, %1
  %8 = load i32, i32* %4, align 4
  %9 = icmp ult i32 %8, 4
  br i1 %9, label %10, label %53

10:                                               ; preds = %7
  %11 = load i32, i32* %4, align 4
  %12 = getelementptr inbounds [4 x %struct.command], [4 x %struct.command]* @commands, i32 0, i32 %11
  %13 = getelementptr inbounds %struct.command, %struct.command* %12, i32 0, i32 0
  %14 = load i8*, i8** %13, align 4
  store i8* %14, i8** %5, align 4
  %15 = load i8*, i8** %3, align 4
  store i8* %15, i8** %6, align 4
  br label %16

16:                                               ; preds = %31, %10
  %17 = load i8*, i8** %5, align 4
  %18 = load i8, i8* %17, align 1
  %19 = sext i8 %18 to i32
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %29

21:                                               ; preds = %16
  %22 = load i8*, i8** %5, align 4
  %23 = load i8, i8* %22, align 1
  %24 = sext i8 %23 to i32
  %25 = load i8*, i8** %6, align 4
  %26 = load i8, i8* %25, align 1
  %27 = sext i8 %26 to i32
  %28 = icmp eq i32 %24, %27
  br label %29

29:                                               ; preds = %21, %16
  %30 = phi i1 [ false, %16 ], [ %28, %21 ]
  br i1 %30, label %31, label %36

31:                                               ; preds = %29
  %32 = load i8*, i8** %5, align 4
  %33 = getelementptr inbounds i8, i8* %32, i32 1
  store i8* %33, i8** %5, align 4
  %34 = load i8*, i8** %6, align 4
  %35 = getelementptr inbounds i8, i8* %34, i32 1
  store i8* %35, i8** %6, align 4
  br label %16, !llvm.loop !9

36:                                               ; preds = %29
  %37 = load i8*, i8** %5, align 4
  %38 = load i8, i8* %37, align 1
  %39 = sext i8 %38 to i32
  %40 = load i8*, i8** %6, align 4
  %41 = load i8, i8* %40, align 1
  %42 = sext i8 %41 to i32
  %43 = icmp eq i32 %39, %42
  br i1 %43, label %44, label %49

44:                                               ; preds = %36
  %45 = load i32, i32* %4, align 4
  %46 = getelementptr inbounds [4 x %struct.command], [4 x %struct.command]* @commands, i32 0, i32 %45
  %47 = getelementptr inbounds %struct.command, %struct.command* %46, i32 0, i32 1
  %48 = load i32 (i32)*, i32 (i32)** %47, align 4
  store i32 (i32)* %48, i32 (i32)** %2, align 4
  br label %54

49:                                               ; preds = %36
  br label %50

50:                                               ; preds = %49
  %51 = load i32, i32* %4, align 4
  %52 = add i32 %51, 1
  store i32 %52, i32* %4, align 4
  br label %7, !llvm.loop !10

53:                                               ; preds = %7
  store i32 (i32)* null, i32 (i32)** %2, align 4
  br label %54

54:                                               ; preds = %53, %44
  %55 = load i32 (i32)*, i32 (i32)** %2, align 4
  ret i32 (i32)* %55
}

; Function Attrs: noinline nounwind optnone
define internal void @map(i32* noundef %0, i32 noundef signext %1, i32 (i32)* noundef %2) #0 {
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32 (i32)*, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 (i32)* %2, i32 (i32)** %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %22, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %25

12:                                               ; preds = %8
  %13 = load i32 (i32)*, i32 (i32)** %6, align 4
  %14 = load i32*, i32** %4, align 4
  %15 = load i32, i32* %7, align 4
  %16 = getelementptr inbounds i32, i32* %14, i32 %15
  %17 = load i32, i32* %16, align 4
  %18 = call i32 %13(i32 noundef signext %17)
  %19 = load i32*, i32** %4, align 4
  %20 = load i32, i32* %7, align 4
  %21 = getelementptr inbounds i32, i32* %19, i32 %20
  store i32 %18, i32* %21, align 4
  br label %22

22:                                               ; preds = %12
  %23 = load i32, i32* %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %7, align 4
  br label %8, !llvm.loop !11

25:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_arr(i32* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %6

6:                                                ; preds = %22, %2
  %7 = load i32, i32* %5, align 4
  %8 = load i32, i32* %4, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %25

10:                                               ; preds = %6
  %11 = load i32*, i32** %3, align 4
  %12 = load i32, i32* %5, align 4
  %13 = getelementptr inbounds i32, i32* %11, i32 %12
  %14 = load i32, i32* %13, align 4
  call void @print_int(i32 noundef signext %14)
  %15 = load i32, i32* %5, align 4
  %16 = add nsw i32 %15, 1
  %17 = load i32, i32* %4, align 4
  %18 = icmp slt i32 %16, %17
  %19 = zext i1 %18 to i64
  %20 = select i1 %18, i32 32, i32 10
  %21 = trunc i32 %20 to i8
  store volatile i8 %21, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %22

22:                                               ; preds = %10
  %23 = load i32, i32* %5, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %5, align 4
  br label %6, !llvm.loop !12

25:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 (i32)* @compose(i32 (i32)* noundef %0, i32 (i32)* noundef %1) #0 {
  %3 = alloca i32 (i32)*, align 4
  %4 = alloca i32 (i32)*, align 4
  store i32 (i32)* %0, i32 (i32)** %3, align 4
  store i32 (i32)* %1, i32 (i32)** %4, align 4
  %5 = load i32 (i32)*, i32 (i32)** %3, align 4
  store i32 (i32)* %5, i32 (i32)** getelementptr inbounds ([2 x i32 (i32)*], [2 x i32 (i32)*]* @compose_table, i32 0, i32 0), align 4
  %6 = load i32 (i32)*, i32 (i32)** %4, align 4
  store i32 (i32)* %6, i32 (i32)** getelementptr inbounds ([2 x i32 (i32)*], [2 x i32 (i32)*]* @compose_table, i32 0, i32 1), align 4
  ret i32 (i32)* @composed
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
define internal void @isort(i32* noundef %0, i32 noundef signext %1, i32 (i8*, i8*)* noundef %2) #0 {
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32 (i8*, i8*)*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 (i8*, i8*)* %2, i32 (i8*, i8*)** %6, align 4
  store i32 1, i32* %7, align 4
  br label %10

10:                                               ; preds = %52, %3
  %11 = load i32, i32* %7, align 4
  %12 = load i32, i32* %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %55

14:                                               ; preds = %10
  %15 = load i32*, i32** %4, align 4
  %16 = load i32, i32* %7, align 4
  %17 = getelementptr inbounds i32, i32* %15, i32 %16
  %18 = load i32, i32* %17, align 4
  store i32 %18, i32* %8, align 4
  %19 = load i32, i32* %7, align 4
  %20 = sub nsw i32 %19, 1
  store i32 %20, i32* %9, align 4
  br label %21

21:                                               ; preds = %35, %14
  %22 = load i32, i32* %9, align 4
  %23 = icmp sge i32 %22, 0
  br i1 %23, label %24, label %33

24:                                               ; preds = %21
  %25 = load i32 (i8*, i8*)*, i32 (i8*, i8*)** %6, align 4
  %26 = load i32*, i32** %4, align 4
  %27 = load i32, i32* %9, align 4
  %28 = getelementptr inbounds i32, i32* %26, i32 %27
  %29 = bitcast i32* %28 to i8*
  %30 = bitcast i32* %8 to i8*
  %31 = call i32 %25(i8* noundef %29, i8* noundef %30)
  %32 = icmp sgt i32 %31, 0
  br label %33

33:                                               ; preds = %24, %21
  %34 = phi i1 [ false, %21 ], [ %32, %24 ]
  br i1 %34, label %35, label %46

35:                                               ; preds = %33
  %36 = load i32*, i32** %4, align 4
  %37 = load i32, i32* %9, align 4
  %38 = getelementptr inbounds i32, i32* %36, i32 %37
  %39 = load i32, i32* %38, align 4
  %40 = load i32*, i32** %4, align 4
  %41 = load i32, i32* %9, align 4
  %42 = add nsw i32 %41, 1
  %43 = getelementptr inbounds i32, i32* %40, i32 %42
  store i32 %39, i32* %43, align 4
  %44 = load i32, i32* %9, align 4
  %45 = add nsw i32 %44, -1
  store i32 %45, i32* %9, align 4
  br label %21, !llvm.loop !13

46:                                               ; preds = %33
  %47 = load i32, i32* %8, align 4
  %48 = load i32*, i32** %4, align 4
  %49 = load i32, i32* %9, align 4
  %50 = add nsw i32 %49, 1
  %51 = getelementptr inbounds i32, i32* %48, i32 %50
  store i32 %47, i32* %51, align 4
  br label %52

52:                                               ; preds = %46
  %53 = load i32, i32* %7, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, i32* %7, align 4
  br label %10, !llvm.loop !14

55:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_asc(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i8* %1, i8** %4, align 4
  %7 = load i8*, i8** %3, align 4
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %5, align 4
  %10 = load i8*, i8** %4, align 4
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* %11, align 4
  store i32 %12, i32* %6, align 4
  %13 = load i32, i32* %5, align 4
  %14 = load i32, i32* %6, align 4
  %15 = icmp sgt i32 %13, %14
  %16 = zext i1 %15 to i32
  %17 = load i32, i32* %5, align 4
  %18 = load i32, i32* %6, align 4
  %19 = icmp slt i32 %17, %18
  %20 = zext i1 %19 to i32
  %21 = sub nsw i32 %16, %20
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_desc_abs(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i8* %1, i8** %4, align 4
  %7 = load i8*, i8** %3, align 4
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %5, align 4
  %10 = load i8*, i8** %4, align 4
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* %11, align 4
  store i32 %12, i32* %6, align 4
  %13 = load i32, i32* %5, align 4
  %14 = icmp slt i32 %13, 0
  br i1 %14, label %15, label %18

15:                                               ; preds = %2
  %16 = load i32, i32* %5, align 4
  %17 = sub nsw i32 0, %16
  br label %20

18:                                               ; preds = %2
  %19 = load i32, i32* %5, align 4
  br label %20

20:                                               ; preds = %18, %15
  %21 = phi i32 [ %17, %15 ], [ %19, %18 ]
  store i32 %21, i32* %5, align 4
  %22 = load i32, i32* %6, align 4
  %23 = icmp slt i32 %22, 0
  br i1 %23, label %24, label %27

24:                                               ; preds = %20
  %25 = load i32, i32* %6, align 4
  %26 = sub nsw i32 0, %25
  br label %29

27:                                               ; preds = %20
  %28 = load i32, i32* %6, align 4
  br label %29

29:                                               ; preds = %27, %24
  %30 = phi i32 [ %26, %24 ], [ %28, %27 ]
  store i32 %30, i32* %6, align 4
  %31 = load i32, i32* %5, align 4
  %32 = load i32, i32* %6, align 4
  %33 = icmp slt i32 %31, %32
  %34 = zext i1 %33 to i32
  %35 = load i32, i32* %5, align 4
  %36 = load i32, i32* %6, align 4
  %37 = icmp sgt i32 %35, %36
  %38 = zext i1 %37 to i32
  %39 = sub nsw i32 %34, %38
  ret i32 %39
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
  br i1 %17, label %5, label %18, !llvm.loop !15

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
  br label %19, !llvm.loop !16

27:                                               ; preds = %19
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_add(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = add nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_sub(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_mul(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = mul nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_div(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = load i32, i32* %3, align 4
  %9 = load i32, i32* %4, align 4
  %10 = sdiv i32 %8, %9
  br label %12

11:                                               ; preds = %2
  br label %12

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_mod(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = load i32, i32* %3, align 4
  %9 = load i32, i32* %4, align 4
  %10 = srem i32 %8, %9
  br label %12

11:                                               ; preds = %2
  br label %12

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_min(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp slt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_max(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp sgt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal i32 @composed(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32 (i32)*, i32 (i32)** getelementptr inbounds ([2 x i32 (i32)*], [2 x i32 (i32)*]* @compose_table, i32 0, i32 1), align 4
  %4 = load i32 (i32)*, i32 (i32)** getelementptr inbounds ([2 x i32 (i32)*], [2 x i32 (i32)*]* @compose_table, i32 0, i32 0), align 4
  %5 = load i32, i32* %2, align 4
  %6 = call i32 %4(i32 noundef signext %5)
  %7 = call i32 %3(i32 noundef signext %6)
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @rect_area(i32* noundef %0) #0 {
  %2 = alloca i32*, align 4
  store i32* %0, i32** %2, align 4
  %3 = load i32*, i32** %2, align 4
  %4 = getelementptr inbounds i32, i32* %3, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = load i32*, i32** %2, align 4
  %7 = getelementptr inbounds i32, i32* %6, i32 1
  %8 = load i32, i32* %7, align 4
  %9 = mul nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define internal i32 @rect_perim(i32* noundef %0) #0 {
  %2 = alloca i32*, align 4
  store i32* %0, i32** %2, align 4
  %3 = load i32*, i32** %2, align 4
  %4 = getelementptr inbounds i32, i32* %3, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = load i32*, i32** %2, align 4
  %7 = getelementptr inbounds i32, i32* %6, i32 1
  %8 = load i32, i32* %7, align 4
  %9 = add nsw i32 %5, %8
  %10 = mul nsw i32 2, %9
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone
define internal i32 @tri_area2(i32* noundef %0) #0 {
  %2 = alloca i32*, align 4
  store i32* %0, i32** %2, align 4
  %3 = load i32*, i32** %2, align 4
  %4 = getelementptr inbounds i32, i32* %3, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = load i32*, i32** %2, align 4
  %7 = getelementptr inbounds i32, i32* %6, i32 1
  %8 = load i32, i32* %7, align 4
  %9 = mul nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define internal i32 @tri_perim(i32* noundef %0) #0 {
  %2 = alloca i32*, align 4
  store i32* %0, i32** %2, align 4
  %3 = load i32*, i32** %2, align 4
  %4 = getelementptr inbounds i32, i32* %3, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = load i32*, i32** %2, align 4
  %7 = getelementptr inbounds i32, i32* %6, i32 1
  %8 = load i32, i32* %7, align 4
  %9 = add nsw i32 %5, %8
  %10 = load i32*, i32** %2, align 4
  %11 = getelementptr inbounds i32, i32* %10, i32 2
  %12 = load i32, i32* %11, align 4
  %13 = add nsw i32 %9, %12
  ret i32 %13
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly nofree nounwind willreturn }

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
