; ModuleID = 'bigint.c'
source_filename = "bigint.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.big = type { [12 x i32] }

@.str = private unnamed_addr constant [5 x i8] c"! = \00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"digit sum of 40!\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"2^200 = \00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"fib(150) = \00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"u64 / small: \00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.big, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.big, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.big, align 4
  %7 = alloca %struct.big, align 4
  %8 = alloca %struct.big, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @set_small(%struct.big* noundef %2, i32 noundef signext 1)
  store i32 2, i32* %3, align 4
  br label %11

11:                                               ; preds = %55, %0
  %12 = load i32, i32* %3, align 4
  %13 = icmp ule i32 %12, 40
  br i1 %13, label %14, label %58

14:                                               ; preds = %11
  %15 = load i32, i32* %3, align 4
  call void @mul_small(%struct.big* noundef %2, i32 noundef signext %15)
  %16 = load i32, i32* %3, align 4
  %17 = icmp eq i32 %16, 20
  br i1 %17, label %27, label %18

18:                                               ; preds = %14
  %19 = load i32, i32* %3, align 4
  %20 = icmp eq i32 %19, 25
  br i1 %20, label %27, label %21

21:                                               ; preds = %18
  %22 = load i32, i32* %3, align 4
  %23 = icmp eq i32 %22, 30
  br i1 %23, label %27, label %24

24:                                               ; preds = %21
  %25 = load i32, i32* %3, align 4
  %26 = icmp eq i32 %25, 40
  br i1 %26, label %27, label %54

27:                                               ; preds = %24, %21, %18, %14
  %28 = load i32, i32* %3, align 4
  call void @print_u32(i32 noundef signext %28)
  call void @print_str(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0))
  %29 = bitcast %struct.big* %2 to { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }*
  %30 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %29, i32 0, i32 0
  %31 = load i32, i32* %30, align 4
  %32 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %29, i32 0, i32 1
  %33 = load i32, i32* %32, align 4
  %34 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %29, i32 0, i32 2
  %35 = load i32, i32* %34, align 4
  %36 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %29, i32 0, i32 3
  %37 = load i32, i32* %36, align 4
  %38 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %29, i32 0, i32 4
  %39 = load i32, i32* %38, align 4
  %40 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %29, i32 0, i32 5
  %41 = load i32, i32* %40, align 4
  %42 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %29, i32 0, i32 6
  %43 = load i32, i32* %42, align 4
  %44 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %29, i32 0, i32 7
  %45 = load i32, i32* %44, align 4
  %46 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %29, i32 0, i32 8
  %47 = load i32, i32* %46, align 4
  %48 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %29, i32 0, i32 9
  %49 = load i32, i32* %48, align 4
  %50 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %29, i32 0, i32 10
  %51 = load i32, i32* %50, align 4
  %52 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %29, i32 0, i32 11
  %53 = load i32, i32* %52, align 4
  call void @print_big(i32 inreg %31, i32 inreg %33, i32 inreg %35, i32 inreg %37, i32 inreg %39, i32 inreg %41, i32 inreg %43, i32 inreg %45, i32 inreg %47, i32 inreg %49, i32 inreg %51, i32 inreg %53)
  call void @print_nl()
  br label %54

54:                                               ; preds = %27, %24
  br label %55

55:                                               ; preds = %54
  %56 = load i32, i32* %3, align 4
  %57 = add i32 %56, 1
  store i32 %57, i32* %3, align 4
  br label %11, !llvm.loop !2

58:                                               ; preds = %11
  %59 = bitcast %struct.big* %2 to { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }*
  %60 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %59, i32 0, i32 0
  %61 = load i32, i32* %60, align 4
  %62 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %59, i32 0, i32 1
  %63 = load i32, i32* %62, align 4
  %64 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %59, i32 0, i32 2
  %65 = load i32, i32* %64, align 4
  %66 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %59, i32 0, i32 3
  %67 = load i32, i32* %66, align 4
  %68 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %59, i32 0, i32 4
  %69 = load i32, i32* %68, align 4
  %70 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %59, i32 0, i32 5
  %71 = load i32, i32* %70, align 4
  %72 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %59, i32 0, i32 6
  %73 = load i32, i32* %72, align 4
  %74 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %59, i32 0, i32 7
  %75 = load i32, i32* %74, align 4
  %76 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %59, i32 0, i32 8
  %77 = load i32, i32* %76, align 4
  %78 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %59, i32 0, i32 9
  %79 = load i32, i32* %78, align 4
  %80 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %59, i32 0, i32 10
  %81 = load i32, i32* %80, align 4
  %82 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %59, i32 0, i32 11
  %83 = load i32, i32* %82, align 4
  %84 = call i32 @digit_sum(i32 inreg %61, i32 inreg %63, i32 inreg %65, i32 inreg %67, i32 inreg %69, i32 inreg %71, i32 inreg %73, i32 inreg %75, i32 inreg %77, i32 inreg %79, i32 inreg %81, i32 inreg %83)
  call void @print_kv(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext %84)
  call void @set_small(%struct.big* noundef %4, i32 noundef signext 1)
  store i32 0, i32* %5, align 4
  br label %85

85:                                               ; preds = %89, %58
  %86 = load i32, i32* %5, align 4
  %87 = icmp slt i32 %86, 200
  br i1 %87, label %88, label %92

88:                                               ; preds = %85
  call void @mul_small(%struct.big* noundef %4, i32 noundef signext 2)
  br label %89

89:                                               ; preds = %88
  %90 = load i32, i32* %5, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, i32* %5, align 4
  br label %85, !llvm.loop !4

92:                                               ; preds = %85
  call void @print_str(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i32 0, i32 0))
  %93 = bitcast %struct.big* %4 to { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }*
  %94 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %93, i32 0, i32 0
  %95 = load i32, i32* %94, align 4
  %96 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %93, i32 0, i32 1
  %97 = load i32, i32* %96, align 4
  %98 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %93, i32 0, i32 2
  %99 = load i32, i32* %98, align 4
  %100 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %93, i32 0, i32 3
  %101 = load i32, i32* %100, align 4
  %102 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %93, i32 0, i32 4
  %103 = load i32, i32* %102, align 4
  %104 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %93, i32 0, i32 5
  %105 = load i32, i32* %104, align 4
  %106 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %93, i32 0, i32 6
  %107 = load i32, i32* %106, align 4
  %108 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %93, i32 0, i32 7
  %109 = load i32, i32* %108, align 4
  %110 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %93, i32 0, i32 8
  %111 = load i32, i32* %110, align 4
  %112 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %93, i32 0, i32 9
  %113 = load i32, i32* %112, align 4
  %114 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %93, i32 0, i32 10
  %115 = load i32, i32* %114, align 4
  %116 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %93, i32 0, i32 11
  %117 = load i32, i32* %116, align 4
  call void @print_big(i32 inreg %95, i32 inreg %97, i32 inreg %99, i32 inreg %101, i32 inreg %103, i32 inreg %105, i32 inreg %107, i32 inreg %109, i32 inreg %111, i32 inreg %113, i32 inreg %115, i32 inreg %117)
  call void @print_nl()
  call void @set_small(%struct.big* noundef %6, i32 noundef signext 0)
  call void @set_small(%struct.big* noundef %7, i32 noundef signext 1)
  store i32 0, i32* %9, align 4
  br label %118

118:                                              ; preds = %126, %92
  %119 = load i32, i32* %9, align 4
  %120 = icmp slt i32 %119, 150
  br i1 %120, label %121, label %129

121:                                              ; preds = %118
  call void @add(%struct.big* noundef %8, %struct.big* noundef %6, %struct.big* noundef %7)
  %122 = bitcast %struct.big* %6 to i8*
  %123 = bitcast %struct.big* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %122, i8* align 4 %123, i32 48, i1 false)
  %124 = bitcast %struct.big* %7 to i8*
  %125 = bitcast %struct.big* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %124, i8* align 4 %125, i32 48, i1 false)
  br label %126

126:                                              ; preds = %121
  %127 = load i32, i32* %9, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, i32* %9, align 4
  br label %118, !llvm.loop !5

129:                                              ; preds = %118
  call void @print_str(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i32 0, i32 0))
  %130 = bitcast %struct.big* %6 to { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }*
  %131 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %130, i32 0, i32 0
  %132 = load i32, i32* %131, align 4
  %133 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %130, i32 0, i32 1
  %134 = load i32, i32* %133, align 4
  %135 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %130, i32 0, i32 2
  %136 = load i32, i32* %135, align 4
  %137 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %130, i32 0, i32 3
  %138 = load i32, i32* %137, align 4
  %139 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %130, i32 0, i32 4
  %140 = load i32, i32* %139, align 4
  %141 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %130, i32 0, i32 5
  %142 = load i32, i32* %141, align 4
  %143 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %130, i32 0, i32 6
  %144 = load i32, i32* %143, align 4
  %145 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %130, i32 0, i32 7
  %146 = load i32, i32* %145, align 4
  %147 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %130, i32 0, i32 8
  %148 = load i32, i32* %147, align 4
  %149 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %130, i32 0, i32 9
  %150 = load i32, i32* %149, align 4
  %151 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %130, i32 0, i32 10
  %152 = load i32, i32* %151, align 4
  %153 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %130, i32 0, i32 11
  %154 = load i32, i32* %153, align 4
  call void @print_big(i32 inreg %132, i32 inreg %134, i32 inreg %136, i32 inreg %138, i32 inreg %140, i32 inreg %142, i32 inreg %144, i32 inreg %146, i32 inreg %148, i32 inreg %150, i32 inreg %152, i32 inreg %154)
  call void @print_nl()
  store i64 -81985529216486896, i64* %10, align 8
  call void @print_str(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i32 0, i32 0))
  %155 = load i64, i64* %10, align 8
  %156 = udiv i64 %155, 1000000007
  call void @print_u64(i64 noundef zeroext %156)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %157 = load i64, i64* %10, align 8
  %158 = urem i64 %157, 1000000007
  call void @print_u64(i64 noundef zeroext %158)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %159 = load i64, i64* %10, align 8
  %160 = udiv i64 %159, 4294967297
  call void @print_u64(i64 noundef zeroext %160)
  call void @print_nl()
  %161 = bitcast %struct.big* %6 to { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }*
  %162 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %161, i32 0, i32 0
  %163 = load i32, i32* %162, align 4
  %164 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %161, i32 0, i32 1
  %165 = load i32, i32* %164, align 4
  %166 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %161, i32 0, i32 2
  %167 = load i32, i32* %166, align 4
  %168 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %161, i32 0, i32 3
  %169 = load i32, i32* %168, align 4
  %170 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %161, i32 0, i32 4
  %171 = load i32, i32* %170, align 4
  %172 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %161, i32 0, i32 5
  %173 = load i32, i32* %172, align 4
  %174 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %161, i32 0, i32 6
  %175 = load i32, i32* %174, align 4
  %176 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %161, i32 0, i32 7
  %177 = load i32, i32* %176, align 4
  %178 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %161, i32 0, i32 8
  %179 = load i32, i32* %178, align 4
  %180 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %161, i32 0, i32 9
  %181 = load i32, i32* %180, align 4
  %182 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %161, i32 0, i32 10
  %183 = load i32, i32* %182, align 4
  %184 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %161, i32 0, i32 11
  %185 = load i32, i32* %184, align 4
  %186 = call i32 @digit_sum(i32 inreg %163, i32 inreg %165, i32 inreg %167, i32 inreg %169, i32 inreg %171, i32 inreg %173, i32 inreg %175, i32 inreg %177, i32 inreg %179, i32 inreg %181, i32 inreg %183, i32 inreg %185)
  %187 = and i32 %186, 127
  ret i32 %187
}

; Function Attrs: noinline nounwind optnone
define internal void @set_small(%struct.big* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca %struct.big*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store %struct.big* %0, %struct.big** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %6

6:                                                ; preds = %14, %2
  %7 = load i32, i32* %5, align 4
  %8 = icmp slt i32 %7, 12
  br i1 %8, label %9, label %17

9:                                                ; preds = %6
  %10 = load %struct.big*, %struct.big** %3, align 4
  %11 = getelementptr inbounds %struct.big, %struct.big* %10, i32 0, i32 0
  %12 = load i32, i32* %5, align 4
  %13 = getelementptr inbounds [12 x i32], [12 x i32]* %11, i32 0, i32 %12
  store i32 0, i32* %13, align 4
  br label %14

14:                                               ; preds = %9
  %15 = load i32, i32* %5, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* %5, align 4
  br label %6, !llvm.loop !6

17:                                               ; preds = %6
  %18 = load i32, i32* %4, align 4
  %19 = load %struct.big*, %struct.big** %3, align 4
  %20 = getelementptr inbounds %struct.big, %struct.big* %19, i32 0, i32 0
  %21 = getelementptr inbounds [12 x i32], [12 x i32]* %20, i32 0, i32 0
  store i32 %18, i32* %21, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mul_small(%struct.big* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca %struct.big*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store %struct.big* %0, %struct.big** %3, align 4
  store i32 %1, i32* %4, align 4
  store i64 0, i64* %5, align 8
  store i32 0, i32* %6, align 4
  br label %8

8:                                                ; preds = %31, %2
  %9 = load i32, i32* %6, align 4
  %10 = icmp slt i32 %9, 12
  br i1 %10, label %11, label %34

11:                                               ; preds = %8
  %12 = load %struct.big*, %struct.big** %3, align 4
  %13 = getelementptr inbounds %struct.big, %struct.big* %12, i32 0, i32 0
  %14 = load i32, i32* %6, align 4
  %15 = getelementptr inbounds [12 x i32], [12 x i32]* %13, i32 0, i32 %14
  %16 = load i32, i32* %15, align 4
  %17 = zext i32 %16 to i64
  %18 = load i32, i32* %4, align 4
  %19 = zext i32 %18 to i64
  %20 = mul i64 %17, %19
  %21 = load i64, i64* %5, align 8
  %22 = add i64 %20, %21
  store i64 %22, i64* %7, align 8
  %23 = load i64, i64* %7, align 8
  %24 = trunc i64 %23 to i32
  %25 = load %struct.big*, %struct.big** %3, align 4
  %26 = getelementptr inbounds %struct.big, %struct.big* %25, i32 0, i32 0
  %27 = load i32, i32* %6, align 4
  %28 = getelementptr inbounds [12 x i32], [12 x i32]* %26, i32 0, i32 %27
  store i32 %24, i32* %28, align 4
  %29 = load i64, i64* %7, align 8
  %30 = lshr i64 %29, 32
  store i64 %30, i64* %5, align 8
  br label %31

31:                                               ; preds = %11
  %32 = load i32, i32* %6, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* %6, align 4
  br label %8, !llvm.loop !7

34:                                               ; preds = %8
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
  br i1 %17, label %5, label %18, !llvm.loop !8

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
  br label %19, !llvm.loop !9

27:                                               ; preds = %19
  ret void
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
  br label %3, !llvm.loop !10

11:                                               ; preds = %3
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_big(i32 inreg %0, i32 inreg %1, i32 inreg %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, i32 inreg %9, i32 inreg %10, i32 inreg %11) #0 {
  %13 = alloca %struct.big, align 4
  %14 = alloca [16 x i32], align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca [9 x i8], align 1
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = bitcast %struct.big* %13 to { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }*
  %21 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %20, i32 0, i32 0
  store i32 %0, i32* %21, align 4
  %22 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %20, i32 0, i32 1
  store i32 %1, i32* %22, align 4
  %23 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %20, i32 0, i32 2
  store i32 %2, i32* %23, align 4
  %24 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %20, i32 0, i32 3
  store i32 %3, i32* %24, align 4
  %25 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %20, i32 0, i32 4
  store i32 %4, i32* %25, align 4
  %26 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %20, i32 0, i32 5
  store i32 %5, i32* %26, align 4
  %27 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %20, i32 0, i32 6
  store i32 %6, i32* %27, align 4
  %28 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %20, i32 0, i32 7
  store i32 %7, i32* %28, align 4
  %29 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %20, i32 0, i32 8
  store i32 %8, i32* %29, align 4
  %30 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %20, i32 0, i32 9
  store i32 %9, i32* %30, align 4
  %31 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %20, i32 0, i32 10
  store i32 %10, i32* %31, align 4
  %32 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %20, i32 0, i32 11
  store i32 %11, i32* %32, align 4
  store i32 0, i32* %15, align 4
  br label %33

33:                                               ; preds = %38, %12
  %34 = call i32 @div_small(%struct.big* noundef %13, i32 noundef signext 1000000000)
  %35 = load i32, i32* %15, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %15, align 4
  %37 = getelementptr inbounds [16 x i32], [16 x i32]* %14, i32 0, i32 %35
  store i32 %34, i32* %37, align 4
  br label %38

38:                                               ; preds = %33
  %39 = call i32 @is_zero(%struct.big* noundef %13)
  %40 = icmp ne i32 %39, 0
  %41 = xor i1 %40, true
  br i1 %41, label %33, label %42, !llvm.loop !11

42:                                               ; preds = %38
  %43 = load i32, i32* %15, align 4
  %44 = add nsw i32 %43, -1
  store i32 %44, i32* %15, align 4
  %45 = getelementptr inbounds [16 x i32], [16 x i32]* %14, i32 0, i32 %44
  %46 = load i32, i32* %45, align 4
  call void @print_u32(i32 noundef signext %46)
  br label %47

47:                                               ; preds = %81, %42
  %48 = load i32, i32* %15, align 4
  %49 = icmp ne i32 %48, 0
  br i1 %49, label %50, label %82

50:                                               ; preds = %47
  %51 = load i32, i32* %15, align 4
  %52 = add nsw i32 %51, -1
  store i32 %52, i32* %15, align 4
  %53 = getelementptr inbounds [16 x i32], [16 x i32]* %14, i32 0, i32 %52
  %54 = load i32, i32* %53, align 4
  store i32 %54, i32* %16, align 4
  store i32 8, i32* %18, align 4
  br label %55

55:                                               ; preds = %67, %50
  %56 = load i32, i32* %18, align 4
  %57 = icmp sge i32 %56, 0
  br i1 %57, label %58, label %70

58:                                               ; preds = %55
  %59 = load i32, i32* %16, align 4
  %60 = urem i32 %59, 10
  %61 = add i32 48, %60
  %62 = trunc i32 %61 to i8
  %63 = load i32, i32* %18, align 4
  %64 = getelementptr inbounds [9 x i8], [9 x i8]* %17, i32 0, i32 %63
  store i8 %62, i8* %64, align 1
  %65 = load i32, i32* %16, align 4
  %66 = udiv i32 %65, 10
  store i32 %66, i32* %16, align 4
  br label %67

67:                                               ; preds = %58
  %68 = load i32, i32* %18, align 4
  %69 = add nsw i32 %68, -1
  store i32 %69, i32* %18, align 4
  br label %55, !llvm.loop !12

70:                                               ; preds = %55
  store i32 0, i32* %19, align 4
  br label %71

71:                                               ; preds = %78, %70
  %72 = load i32, i32* %19, align 4
  %73 = icmp slt i32 %72, 9
  br i1 %73, label %74, label %81

74:                                               ; preds = %71
  %75 = load i32, i32* %19, align 4
  %76 = getelementptr inbounds [9 x i8], [9 x i8]* %17, i32 0, i32 %75
  %77 = load i8, i8* %76, align 1
  store volatile i8 %77, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %78

78:                                               ; preds = %74
  %79 = load i32, i32* %19, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, i32* %19, align 4
  br label %71, !llvm.loop !13

81:                                               ; preds = %71
  br label %47, !llvm.loop !14

82:                                               ; preds = %47
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
define internal i32 @digit_sum(i32 inreg %0, i32 inreg %1, i32 inreg %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, i32 inreg %9, i32 inreg %10, i32 inreg %11) #0 {
  %13 = alloca %struct.big, align 4
  %14 = alloca i32, align 4
  %15 = bitcast %struct.big* %13 to { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }*
  %16 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %15, i32 0, i32 0
  store i32 %0, i32* %16, align 4
  %17 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %15, i32 0, i32 1
  store i32 %1, i32* %17, align 4
  %18 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %15, i32 0, i32 2
  store i32 %2, i32* %18, align 4
  %19 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %15, i32 0, i32 3
  store i32 %3, i32* %19, align 4
  %20 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %15, i32 0, i32 4
  store i32 %4, i32* %20, align 4
  %21 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %15, i32 0, i32 5
  store i32 %5, i32* %21, align 4
  %22 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %15, i32 0, i32 6
  store i32 %6, i32* %22, align 4
  %23 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %15, i32 0, i32 7
  store i32 %7, i32* %23, align 4
  %24 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %15, i32 0, i32 8
  store i32 %8, i32* %24, align 4
  %25 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %15, i32 0, i32 9
  store i32 %9, i32* %25, align 4
  %26 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %15, i32 0, i32 10
  store i32 %10, i32* %26, align 4
  %27 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %15, i32 0, i32 11
  store i32 %11, i32* %27, align 4
  store i32 0, i32* %14, align 4
  br label %28

28:                                               ; preds = %32, %12
  %29 = call i32 @is_zero(%struct.big* noundef %13)
  %30 = icmp ne i32 %29, 0
  %31 = xor i1 %30, true
  br i1 %31, label %32, label %36

32:                                               ; preds = %28
  %33 = call i32 @div_small(%struct.big* noundef %13, i32 noundef signext 10)
  %34 = load i32, i32* %14, align 4
  %35 = add i32 %34, %33
  store i32 %35, i32* %14, align 4
  br label %28, !llvm.loop !15

36:                                               ; preds = %28
  %37 = load i32, i32* %14, align 4
  ret i32 %37
}

; Function Attrs: noinline nounwind optnone
define internal void @add(%struct.big* noundef %0, %struct.big* noundef %1, %struct.big* noundef %2) #0 {
  %4 = alloca %struct.big*, align 4
  %5 = alloca %struct.big*, align 4
  %6 = alloca %struct.big*, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  store %struct.big* %0, %struct.big** %4, align 4
  store %struct.big* %1, %struct.big** %5, align 4
  store %struct.big* %2, %struct.big** %6, align 4
  store i64 0, i64* %7, align 8
  store i32 0, i32* %8, align 4
  br label %10

10:                                               ; preds = %37, %3
  %11 = load i32, i32* %8, align 4
  %12 = icmp slt i32 %11, 12
  br i1 %12, label %13, label %40

13:                                               ; preds = %10
  %14 = load %struct.big*, %struct.big** %5, align 4
  %15 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 0
  %16 = load i32, i32* %8, align 4
  %17 = getelementptr inbounds [12 x i32], [12 x i32]* %15, i32 0, i32 %16
  %18 = load i32, i32* %17, align 4
  %19 = zext i32 %18 to i64
  %20 = load %struct.big*, %struct.big** %6, align 4
  %21 = getelementptr inbounds %struct.big, %struct.big* %20, i32 0, i32 0
  %22 = load i32, i32* %8, align 4
  %23 = getelementptr inbounds [12 x i32], [12 x i32]* %21, i32 0, i32 %22
  %24 = load i32, i32* %23, align 4
  %25 = zext i32 %24 to i64
  %26 = add i64 %19, %25
  %27 = load i64, i64* %7, align 8
  %28 = add i64 %26, %27
  store i64 %28, i64* %9, align 8
  %29 = load i64, i64* %9, align 8
  %30 = trunc i64 %29 to i32
  %31 = load %struct.big*, %struct.big** %4, align 4
  %32 = getelementptr inbounds %struct.big, %struct.big* %31, i32 0, i32 0
  %33 = load i32, i32* %8, align 4
  %34 = getelementptr inbounds [12 x i32], [12 x i32]* %32, i32 0, i32 %33
  store i32 %30, i32* %34, align 4
  %35 = load i64, i64* %9, align 8
  %36 = lshr i64 %35, 32
  store i64 %36, i64* %7, align 8
  br label %37

37:                                               ; preds = %13
  %38 = load i32, i32* %8, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, i32* %8, align 4
  br label %10, !llvm.loop !16

40:                                               ; preds = %10
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

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
  br i1 %17, label %5, label %18, !llvm.loop !17

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
  br label %19, !llvm.loop !18

27:                                               ; preds = %19
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @div_small(%struct.big* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca %struct.big*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store %struct.big* %0, %struct.big** %3, align 4
  store i32 %1, i32* %4, align 4
  store i64 0, i64* %5, align 8
  store i32 11, i32* %6, align 4
  br label %8

8:                                                ; preds = %34, %2
  %9 = load i32, i32* %6, align 4
  %10 = icmp sge i32 %9, 0
  br i1 %10, label %11, label %37

11:                                               ; preds = %8
  %12 = load i64, i64* %5, align 8
  %13 = shl i64 %12, 32
  %14 = load %struct.big*, %struct.big** %3, align 4
  %15 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 0
  %16 = load i32, i32* %6, align 4
  %17 = getelementptr inbounds [12 x i32], [12 x i32]* %15, i32 0, i32 %16
  %18 = load i32, i32* %17, align 4
  %19 = zext i32 %18 to i64
  %20 = or i64 %13, %19
  store i64 %20, i64* %7, align 8
  %21 = load i64, i64* %7, align 8
  %22 = load i32, i32* %4, align 4
  %23 = zext i32 %22 to i64
  %24 = udiv i64 %21, %23
  %25 = trunc i64 %24 to i32
  %26 = load %struct.big*, %struct.big** %3, align 4
  %27 = getelementptr inbounds %struct.big, %struct.big* %26, i32 0, i32 0
  %28 = load i32, i32* %6, align 4
  %29 = getelementptr inbounds [12 x i32], [12 x i32]* %27, i32 0, i32 %28
  store i32 %25, i32* %29, align 4
  %30 = load i64, i64* %7, align 8
  %31 = load i32, i32* %4, align 4
  %32 = zext i32 %31 to i64
  %33 = urem i64 %30, %32
  store i64 %33, i64* %5, align 8
  br label %34

34:                                               ; preds = %11
  %35 = load i32, i32* %6, align 4
  %36 = add nsw i32 %35, -1
  store i32 %36, i32* %6, align 4
  br label %8, !llvm.loop !19

37:                                               ; preds = %8
  %38 = load i64, i64* %5, align 8
  %39 = trunc i64 %38 to i32
  ret i32 %39
}

; Function Attrs: noinline nounwind optnone
define internal i32 @is_zero(%struct.big* noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.big*, align 4
  %4 = alloca i32, align 4
  store %struct.big* %0, %struct.big** %3, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %17, %1
  %6 = load i32, i32* %4, align 4
  %7 = icmp slt i32 %6, 12
  br i1 %7, label %8, label %20

8:                                                ; preds = %5
  %9 = load %struct.big*, %struct.big** %3, align 4
  %10 = getelementptr inbounds %struct.big, %struct.big* %9, i32 0, i32 0
  %11 = load i32, i32* %4, align 4
  %12 = getelementptr inbounds [12 x i32], [12 x i32]* %10, i32 0, i32 %11
  %13 = load i32, i32* %12, align 4
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %8
  store i32 0, i32* %2, align 4
  br label %21

16:                                               ; preds = %8
  br label %17

17:                                               ; preds = %16
  %18 = load i32, i32* %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %4, align 4
  br label %5, !llvm.loop !20

20:                                               ; preds = %5
  store i32 1, i32* %2, align 4
  br label %21

21:                                               ; preds = %20, %15
  %22 = load i32, i32* %2, align 4
  ret i32 %22
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
!17 = distinct !{!17, !3}
!18 = distinct !{!18, !3}
!19 = distinct !{!19, !3}
!20 = distinct !{!20, !3}
