; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.point = type { i32, i32 }
%struct.person = type { i8*, i8, i16 }
%struct.rect = type { %struct.point, %struct.point }
%struct.big = type { [10 x i32], i64, i8 }
%struct.mixed = type { i8, i64, i16, i8, i32 }
%struct.flags = type { i32 }

@__const.main.p = private unnamed_addr constant %struct.point { i32 3, i32 -4 }, align 4
@__const.main.q = private unnamed_addr constant %struct.point { i32 10, i32 20 }, align 4
@.str = private unnamed_addr constant [6 x i8] c"sum: \00", align 1
@__const.main.pts = private unnamed_addr constant [6 x %struct.point] [%struct.point { i32 1, i32 2 }, %struct.point { i32 -3, i32 7 }, %struct.point { i32 4, i32 -1 }, %struct.point zeroinitializer, %struct.point { i32 9, i32 3 }, %struct.point { i32 2, i32 11 }], align 4
@.str.1 = private unnamed_addr constant [9 x i8] c"bounds: \00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"area\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"sum_big: \00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"b.v[0] after call\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"mixed: \00", align 1
@__const.main.f = private unnamed_addr constant { i8, i8, i8, i8 } { i8 -115, i8 -72, i8 -117, i8 -63 }, align 4
@.str.6 = private unnamed_addr constant [8 x i8] c"flags: \00", align 1
@people = internal global [4 x %struct.person] [%struct.person { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i32 0, i32 0), i8 36, i16 930 }, %struct.person { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i32 0, i32 0), i8 71, i16 880 }, %struct.person { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0), i8 85, i16 990 }, %struct.person { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i8 80, i16 905 }], align 4
@.str.7 = private unnamed_addr constant [9 x i8] c"oldest: \00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c", best: \00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"ada\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"brian\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"grace\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"ken\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.point, align 4
  %3 = alloca %struct.point, align 4
  %4 = alloca %struct.point, align 4
  %5 = alloca %struct.point, align 4
  %6 = alloca [6 x %struct.point], align 4
  %7 = alloca %struct.rect, align 4
  %8 = alloca %struct.big, align 8
  %9 = alloca %struct.big, align 8
  %10 = alloca %struct.mixed, align 8
  %11 = alloca %struct.flags, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.person, align 4
  %16 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %17 = bitcast %struct.point* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %17, i8* align 4 bitcast (%struct.point* @__const.main.p to i8*), i32 8, i1 false)
  %18 = bitcast %struct.point* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %18, i8* align 4 bitcast (%struct.point* @__const.main.q to i8*), i32 8, i1 false)
  %19 = bitcast %struct.point* %3 to { i32, i32 }*
  %20 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %19, i32 0, i32 0
  %21 = load i32, i32* %20, align 4
  %22 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %19, i32 0, i32 1
  %23 = load i32, i32* %22, align 4
  call void @scale(%struct.point* sret(%struct.point) align 4 %5, i32 inreg %21, i32 inreg %23, i32 noundef signext 3)
  %24 = bitcast %struct.point* %2 to { i32, i32 }*
  %25 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %24, i32 0, i32 0
  %26 = load i32, i32* %25, align 4
  %27 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %24, i32 0, i32 1
  %28 = load i32, i32* %27, align 4
  %29 = bitcast %struct.point* %5 to { i32, i32 }*
  %30 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %29, i32 0, i32 0
  %31 = load i32, i32* %30, align 4
  %32 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %29, i32 0, i32 1
  %33 = load i32, i32* %32, align 4
  call void @add(%struct.point* sret(%struct.point) align 4 %4, i32 inreg %26, i32 inreg %28, i32 inreg %31, i32 inreg %33)
  call void @print_str(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0))
  %34 = getelementptr inbounds %struct.point, %struct.point* %4, i32 0, i32 0
  %35 = load i32, i32* %34, align 4
  call void @print_int(i32 noundef signext %35)
  store volatile i8 44, i8* inttoptr (i32 -16777216 to i8*), align 1
  %36 = getelementptr inbounds %struct.point, %struct.point* %4, i32 0, i32 1
  %37 = load i32, i32* %36, align 4
  call void @print_int(i32 noundef signext %37)
  call void @print_nl()
  %38 = bitcast [6 x %struct.point]* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %38, i8* align 4 bitcast ([6 x %struct.point]* @__const.main.pts to i8*), i32 48, i1 false)
  %39 = getelementptr inbounds [6 x %struct.point], [6 x %struct.point]* %6, i32 0, i32 0
  call void @bounding(%struct.rect* sret(%struct.rect) align 4 %7, %struct.point* noundef %39, i32 noundef signext 6)
  call void @print_str(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i32 0, i32 0))
  %40 = getelementptr inbounds %struct.rect, %struct.rect* %7, i32 0, i32 0
  %41 = getelementptr inbounds %struct.point, %struct.point* %40, i32 0, i32 0
  %42 = load i32, i32* %41, align 4
  call void @print_int(i32 noundef signext %42)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %43 = getelementptr inbounds %struct.rect, %struct.rect* %7, i32 0, i32 0
  %44 = getelementptr inbounds %struct.point, %struct.point* %43, i32 0, i32 1
  %45 = load i32, i32* %44, align 4
  call void @print_int(i32 noundef signext %45)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %46 = getelementptr inbounds %struct.rect, %struct.rect* %7, i32 0, i32 1
  %47 = getelementptr inbounds %struct.point, %struct.point* %46, i32 0, i32 0
  %48 = load i32, i32* %47, align 4
  call void @print_int(i32 noundef signext %48)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %49 = getelementptr inbounds %struct.rect, %struct.rect* %7, i32 0, i32 1
  %50 = getelementptr inbounds %struct.point, %struct.point* %49, i32 0, i32 1
  %51 = load i32, i32* %50, align 4
  call void @print_int(i32 noundef signext %51)
  call void @print_nl()
  %52 = bitcast %struct.rect* %7 to { i32, i32, i32, i32 }*
  %53 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %52, i32 0, i32 0
  %54 = load i32, i32* %53, align 4
  %55 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %52, i32 0, i32 1
  %56 = load i32, i32* %55, align 4
  %57 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %52, i32 0, i32 2
  %58 = load i32, i32* %57, align 4
  %59 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %52, i32 0, i32 3
  %60 = load i32, i32* %59, align 4
  %61 = call i32 @area(i32 inreg %54, i32 inreg %56, i32 inreg %58, i32 inreg %60)
  call void @print_kv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i32 noundef signext %61)
  call void @make_big(%struct.big* sret(%struct.big) align 8 %8, i32 noundef signext 7)
  %62 = bitcast %struct.big* %9 to i8*
  %63 = bitcast %struct.big* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %62, i8* align 8 %63, i32 56, i1 false)
  %64 = getelementptr inbounds %struct.big, %struct.big* %9, i32 0, i32 0
  %65 = getelementptr inbounds [10 x i32], [10 x i32]* %64, i32 0, i32 9
  store i32 -1, i32* %65, align 4
  call void @print_str(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0))
  %66 = bitcast %struct.big* %8 to { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }*
  %67 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %66, i32 0, i32 0
  %68 = load i32, i32* %67, align 8
  %69 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %66, i32 0, i32 1
  %70 = load i32, i32* %69, align 4
  %71 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %66, i32 0, i32 2
  %72 = load i32, i32* %71, align 8
  %73 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %66, i32 0, i32 3
  %74 = load i32, i32* %73, align 4
  %75 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %66, i32 0, i32 4
  %76 = load i32, i32* %75, align 8
  %77 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %66, i32 0, i32 5
  %78 = load i32, i32* %77, align 4
  %79 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %66, i32 0, i32 6
  %80 = load i32, i32* %79, align 8
  %81 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %66, i32 0, i32 7
  %82 = load i32, i32* %81, align 4
  %83 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %66, i32 0, i32 8
  %84 = load i32, i32* %83, align 8
  %85 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %66, i32 0, i32 9
  %86 = load i32, i32* %85, align 4
  %87 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %66, i32 0, i32 10
  %88 = load i32, i32* %87, align 8
  %89 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %66, i32 0, i32 11
  %90 = load i32, i32* %89, align 4
  %91 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %66, i32 0, i32 12
  %92 = load i32, i32* %91, align 8
  %93 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %66, i32 0, i32 13
  %94 = load i32, i32* %93, align 4
  %95 = call i64 @sum_big(i32 inreg %68, i32 inreg %70, i32 inreg %72, i32 inreg %74, i32 inreg %76, i32 inreg %78, i32 inreg %80, i32 inreg %82, i32 inreg %84, i32 inreg %86, i32 inreg %88, i32 inreg %90, i32 inreg %92, i32 inreg %94)
  call void @print_i64(i64 noundef signext %95)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %96 = bitcast %struct.big* %9 to { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }*
  %97 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %96, i32 0, i32 0
  %98 = load i32, i32* %97, align 8
  %99 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %96, i32 0, i32 1
  %100 = load i32, i32* %99, align 4
  %101 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %96, i32 0, i32 2
  %102 = load i32, i32* %101, align 8
  %103 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %96, i32 0, i32 3
  %104 = load i32, i32* %103, align 4
  %105 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %96, i32 0, i32 4
  %106 = load i32, i32* %105, align 8
  %107 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %96, i32 0, i32 5
  %108 = load i32, i32* %107, align 4
  %109 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %96, i32 0, i32 6
  %110 = load i32, i32* %109, align 8
  %111 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %96, i32 0, i32 7
  %112 = load i32, i32* %111, align 4
  %113 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %96, i32 0, i32 8
  %114 = load i32, i32* %113, align 8
  %115 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %96, i32 0, i32 9
  %116 = load i32, i32* %115, align 4
  %117 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %96, i32 0, i32 10
  %118 = load i32, i32* %117, align 8
  %119 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %96, i32 0, i32 11
  %120 = load i32, i32* %119, align 4
  %121 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %96, i32 0, i32 12
  %122 = load i32, i32* %121, align 8
  %123 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %96, i32 0, i32 13
  %124 = load i32, i32* %123, align 4
  %125 = call i64 @sum_big(i32 inreg %98, i32 inreg %100, i32 inreg %102, i32 inreg %104, i32 inreg %106, i32 inreg %108, i32 inreg %110, i32 inreg %112, i32 inreg %114, i32 inreg %116, i32 inreg %118, i32 inreg %120, i32 inreg %122, i32 inreg %124)
  call void @print_i64(i64 noundef signext %125)
  call void @print_nl()
  %126 = getelementptr inbounds %struct.big, %struct.big* %8, i32 0, i32 0
  %127 = getelementptr inbounds [10 x i32], [10 x i32]* %126, i32 0, i32 0
  %128 = load i32, i32* %127, align 8
  call void @print_kv(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i32 0, i32 0), i32 noundef signext %128)
  call void @mix(%struct.mixed* sret(%struct.mixed) align 8 %10, i32 noundef signext 5)
  call void @print_str(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0))
  %129 = getelementptr inbounds %struct.mixed, %struct.mixed* %10, i32 0, i32 0
  %130 = load i8, i8* %129, align 8
  %131 = sext i8 %130 to i32
  call void @print_int(i32 noundef signext %131)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %132 = getelementptr inbounds %struct.mixed, %struct.mixed* %10, i32 0, i32 1
  %133 = load i64, i64* %132, align 8
  call void @print_i64(i64 noundef signext %133)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %134 = getelementptr inbounds %struct.mixed, %struct.mixed* %10, i32 0, i32 2
  %135 = load i16, i16* %134, align 8
  %136 = sext i16 %135 to i32
  call void @print_int(i32 noundef signext %136)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %137 = getelementptr inbounds %struct.mixed, %struct.mixed* %10, i32 0, i32 3
  %138 = load i8, i8* %137, align 2
  %139 = zext i8 %138 to i32
  call void @print_int(i32 noundef signext %139)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %140 = getelementptr inbounds %struct.mixed, %struct.mixed* %10, i32 0, i32 4
  %141 = load i32, i32* %140, align 4
  call void @print_hex(i32 noundef signext %141)
  call void @print_nl()
  %142 = bitcast %struct.flags* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %142, i8* align 4 getelementptr inbounds ({ i8, i8, i8, i8 }, { i8, i8, i8, i8 }* @__const.main.f, i32 0, i32 0), i32 4, i1 false)
  %143 = bitcast %struct.flags* %11 to i32*
  %144 = load i32, i32* %143, align 4
  %145 = lshr i32 %144, 8
  %146 = and i32 %145, 4095
  %147 = add nsw i32 %146, 95
  %148 = load i32, i32* %143, align 4
  %149 = and i32 %147, 4095
  %150 = shl i32 %149, 8
  %151 = and i32 %148, -1048321
  %152 = or i32 %151, %150
  store i32 %152, i32* %143, align 4
  %153 = bitcast %struct.flags* %11 to i32*
  %154 = load i32, i32* %153, align 4
  %155 = ashr i32 %154, 20
  %156 = sub nsw i32 %155, 48
  %157 = load i32, i32* %153, align 4
  %158 = and i32 %156, 4095
  %159 = shl i32 %158, 20
  %160 = and i32 %157, 1048575
  %161 = or i32 %160, %159
  store i32 %161, i32* %153, align 4
  %162 = shl i32 %158, 20
  %163 = ashr i32 %162, 20
  %164 = bitcast %struct.flags* %11 to i32*
  %165 = load i32, i32* %164, align 4
  %166 = lshr i32 %165, 3
  %167 = and i32 %166, 31
  %168 = xor i32 %167, 31
  %169 = load i32, i32* %164, align 4
  %170 = and i32 %168, 31
  %171 = shl i32 %170, 3
  %172 = and i32 %169, -249
  %173 = or i32 %172, %171
  store i32 %173, i32* %164, align 4
  call void @print_str(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i32 0, i32 0))
  %174 = bitcast %struct.flags* %11 to i32*
  %175 = load i32, i32* %174, align 4
  %176 = and i32 %175, 7
  call void @print_u32(i32 noundef signext %176)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %177 = bitcast %struct.flags* %11 to i32*
  %178 = load i32, i32* %177, align 4
  %179 = lshr i32 %178, 3
  %180 = and i32 %179, 31
  call void @print_u32(i32 noundef signext %180)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %181 = bitcast %struct.flags* %11 to i32*
  %182 = load i32, i32* %181, align 4
  %183 = lshr i32 %182, 8
  %184 = and i32 %183, 4095
  call void @print_u32(i32 noundef signext %184)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %185 = bitcast %struct.flags* %11 to i32*
  %186 = load i32, i32* %185, align 4
  %187 = ashr i32 %186, 20
  call void @print_int(i32 noundef signext %187)
  call void @print_nl()
  store i32 0, i32* %12, align 4
  store i32 0, i32* %13, align 4
  store i32 1, i32* %14, align 4
  br label %188

188:                                              ; preds = %220, %0
  %189 = load i32, i32* %14, align 4
  %190 = icmp slt i32 %189, 4
  br i1 %190, label %191, label %223

191:                                              ; preds = %188
  %192 = load i32, i32* %14, align 4
  %193 = getelementptr inbounds [4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 %192
  %194 = getelementptr inbounds %struct.person, %struct.person* %193, i32 0, i32 1
  %195 = load i8, i8* %194, align 4
  %196 = zext i8 %195 to i32
  %197 = load i32, i32* %12, align 4
  %198 = getelementptr inbounds [4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 %197
  %199 = getelementptr inbounds %struct.person, %struct.person* %198, i32 0, i32 1
  %200 = load i8, i8* %199, align 4
  %201 = zext i8 %200 to i32
  %202 = icmp sgt i32 %196, %201
  br i1 %202, label %203, label %205

203:                                              ; preds = %191
  %204 = load i32, i32* %14, align 4
  store i32 %204, i32* %12, align 4
  br label %205

205:                                              ; preds = %203, %191
  %206 = load i32, i32* %14, align 4
  %207 = getelementptr inbounds [4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 %206
  %208 = getelementptr inbounds %struct.person, %struct.person* %207, i32 0, i32 2
  %209 = load i16, i16* %208, align 2
  %210 = zext i16 %209 to i32
  %211 = load i32, i32* %13, align 4
  %212 = getelementptr inbounds [4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 %211
  %213 = getelementptr inbounds %struct.person, %struct.person* %212, i32 0, i32 2
  %214 = load i16, i16* %213, align 2
  %215 = zext i16 %214 to i32
  %216 = icmp sgt i32 %210, %215
  br i1 %216, label %217, label %219

217:                                              ; preds = %205
  %218 = load i32, i32* %14, align 4
  store i32 %218, i32* %13, align 4
  br label %219

219:                                              ; preds = %217, %205
  br label %220

220:                                              ; preds = %219
  %221 = load i32, i32* %14, align 4
  %222 = add nsw i32 %221, 1
  store i32 %222, i32* %14, align 4
  br label %188, !llvm.loop !2

223:                                              ; preds = %188
  call void @print_str(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i32 0, i32 0))
  %224 = load i32, i32* %12, align 4
  %225 = getelementptr inbounds [4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 %224
  %226 = getelementptr inbounds %struct.person, %struct.person* %225, i32 0, i32 0
  %227 = load i8*, i8** %226, align 4
  call void @print_str(i8* noundef %227)
  call void @print_str(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i32 0, i32 0))
  %228 = load i32, i32* %13, align 4
  %229 = getelementptr inbounds [4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 %228
  %230 = getelementptr inbounds %struct.person, %struct.person* %229, i32 0, i32 0
  %231 = load i8*, i8** %230, align 4
  call void @print_str(i8* noundef %231)
  call void @print_nl()
  %232 = bitcast %struct.person* %15 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %232, i8* align 4 bitcast ([4 x %struct.person]* @people to i8*), i32 8, i1 false)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 bitcast ([4 x %struct.person]* @people to i8*), i8* align 4 bitcast (%struct.person* getelementptr inbounds ([4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 3) to i8*), i32 8, i1 false)
  %233 = bitcast %struct.person* %15 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 bitcast (%struct.person* getelementptr inbounds ([4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 3) to i8*), i8* align 4 %233, i32 8, i1 false)
  store i32 0, i32* %16, align 4
  br label %234

234:                                              ; preds = %247, %223
  %235 = load i32, i32* %16, align 4
  %236 = icmp slt i32 %235, 4
  br i1 %236, label %237, label %250

237:                                              ; preds = %234
  %238 = load i32, i32* %16, align 4
  %239 = getelementptr inbounds [4 x %struct.person], [4 x %struct.person]* @people, i32 0, i32 %238
  %240 = getelementptr inbounds %struct.person, %struct.person* %239, i32 0, i32 0
  %241 = load i8*, i8** %240, align 4
  call void @print_str(i8* noundef %241)
  %242 = load i32, i32* %16, align 4
  %243 = icmp slt i32 %242, 3
  %244 = zext i1 %243 to i64
  %245 = select i1 %243, i32 32, i32 10
  %246 = trunc i32 %245 to i8
  store volatile i8 %246, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %247

247:                                              ; preds = %237
  %248 = load i32, i32* %16, align 4
  %249 = add nsw i32 %248, 1
  store i32 %249, i32* %16, align 4
  br label %234, !llvm.loop !4

250:                                              ; preds = %234
  %251 = bitcast %struct.rect* %7 to { i32, i32, i32, i32 }*
  %252 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %251, i32 0, i32 0
  %253 = load i32, i32* %252, align 4
  %254 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %251, i32 0, i32 1
  %255 = load i32, i32* %254, align 4
  %256 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %251, i32 0, i32 2
  %257 = load i32, i32* %256, align 4
  %258 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %251, i32 0, i32 3
  %259 = load i32, i32* %258, align 4
  %260 = call i32 @area(i32 inreg %253, i32 inreg %255, i32 inreg %257, i32 inreg %259)
  %261 = and i32 %260, 255
  ret i32 %261
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal void @add(%struct.point* noalias sret(%struct.point) align 4 %0, i32 inreg %1, i32 inreg %2, i32 inreg %3, i32 inreg %4) #0 {
  %6 = alloca %struct.point, align 4
  %7 = alloca %struct.point, align 4
  %8 = bitcast %struct.point* %6 to { i32, i32 }*
  %9 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %8, i32 0, i32 0
  store i32 %1, i32* %9, align 4
  %10 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %8, i32 0, i32 1
  store i32 %2, i32* %10, align 4
  %11 = bitcast %struct.point* %7 to { i32, i32 }*
  %12 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %11, i32 0, i32 0
  store i32 %3, i32* %12, align 4
  %13 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %11, i32 0, i32 1
  store i32 %4, i32* %13, align 4
  %14 = getelementptr inbounds %struct.point, %struct.point* %0, i32 0, i32 0
  %15 = getelementptr inbounds %struct.point, %struct.point* %6, i32 0, i32 0
  %16 = load i32, i32* %15, align 4
  %17 = getelementptr inbounds %struct.point, %struct.point* %7, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  %19 = add nsw i32 %16, %18
  store i32 %19, i32* %14, align 4
  %20 = getelementptr inbounds %struct.point, %struct.point* %0, i32 0, i32 1
  %21 = getelementptr inbounds %struct.point, %struct.point* %6, i32 0, i32 1
  %22 = load i32, i32* %21, align 4
  %23 = getelementptr inbounds %struct.point, %struct.point* %7, i32 0, i32 1
  %24 = load i32, i32* %23, align 4
  %25 = add nsw i32 %22, %24
  store i32 %25, i32* %20, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @scale(%struct.point* noalias sret(%struct.point) align 4 %0, i32 inreg %1, i32 inreg %2, i32 noundef signext %3) #0 {
  %5 = alloca %struct.point, align 4
  %6 = alloca i32, align 4
  %7 = bitcast %struct.point* %5 to { i32, i32 }*
  %8 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %7, i32 0, i32 0
  store i32 %1, i32* %8, align 4
  %9 = getelementptr inbounds { i32, i32 }, { i32, i32 }* %7, i32 0, i32 1
  store i32 %2, i32* %9, align 4
  store i32 %3, i32* %6, align 4
  %10 = load i32, i32* %6, align 4
  %11 = getelementptr inbounds %struct.point, %struct.point* %5, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = mul nsw i32 %12, %10
  store i32 %13, i32* %11, align 4
  %14 = load i32, i32* %6, align 4
  %15 = getelementptr inbounds %struct.point, %struct.point* %5, i32 0, i32 1
  %16 = load i32, i32* %15, align 4
  %17 = mul nsw i32 %16, %14
  store i32 %17, i32* %15, align 4
  %18 = bitcast %struct.point* %0 to i8*
  %19 = bitcast %struct.point* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %18, i8* align 4 %19, i32 8, i1 false)
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
  br label %3, !llvm.loop !5

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

; Function Attrs: noinline nounwind optnone
define internal void @bounding(%struct.rect* noalias sret(%struct.rect) align 4 %0, %struct.point* noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca %struct.point*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.point* %1, %struct.point** %4, align 4
  store i32 %2, i32* %5, align 4
  %7 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 0
  %8 = load %struct.point*, %struct.point** %4, align 4
  %9 = getelementptr inbounds %struct.point, %struct.point* %8, i32 0
  %10 = bitcast %struct.point* %7 to i8*
  %11 = bitcast %struct.point* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %10, i8* align 4 %11, i32 8, i1 false)
  %12 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 1
  %13 = load %struct.point*, %struct.point** %4, align 4
  %14 = getelementptr inbounds %struct.point, %struct.point* %13, i32 0
  %15 = bitcast %struct.point* %12 to i8*
  %16 = bitcast %struct.point* %14 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %15, i8* align 4 %16, i32 8, i1 false)
  store i32 1, i32* %6, align 4
  br label %17

17:                                               ; preds = %94, %3
  %18 = load i32, i32* %6, align 4
  %19 = load i32, i32* %5, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %97

21:                                               ; preds = %17
  %22 = load %struct.point*, %struct.point** %4, align 4
  %23 = load i32, i32* %6, align 4
  %24 = getelementptr inbounds %struct.point, %struct.point* %22, i32 %23
  %25 = getelementptr inbounds %struct.point, %struct.point* %24, i32 0, i32 0
  %26 = load i32, i32* %25, align 4
  %27 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 0
  %28 = getelementptr inbounds %struct.point, %struct.point* %27, i32 0, i32 0
  %29 = load i32, i32* %28, align 4
  %30 = icmp slt i32 %26, %29
  br i1 %30, label %31, label %39

31:                                               ; preds = %21
  %32 = load %struct.point*, %struct.point** %4, align 4
  %33 = load i32, i32* %6, align 4
  %34 = getelementptr inbounds %struct.point, %struct.point* %32, i32 %33
  %35 = getelementptr inbounds %struct.point, %struct.point* %34, i32 0, i32 0
  %36 = load i32, i32* %35, align 4
  %37 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 0
  %38 = getelementptr inbounds %struct.point, %struct.point* %37, i32 0, i32 0
  store i32 %36, i32* %38, align 4
  br label %39

39:                                               ; preds = %31, %21
  %40 = load %struct.point*, %struct.point** %4, align 4
  %41 = load i32, i32* %6, align 4
  %42 = getelementptr inbounds %struct.point, %struct.point* %40, i32 %41
  %43 = getelementptr inbounds %struct.point, %struct.point* %42, i32 0, i32 1
  %44 = load i32, i32* %43, align 4
  %45 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 0
  %46 = getelementptr inbounds %struct.point, %struct.point* %45, i32 0, i32 1
  %47 = load i32, i32* %46, align 4
  %48 = icmp slt i32 %44, %47
  br i1 %48, label %49, label %57

49:                                               ; preds = %39
  %50 = load %struct.point*, %struct.point** %4, align 4
  %51 = load i32, i32* %6, align 4
  %52 = getelementptr inbounds %struct.point, %struct.point* %50, i32 %51
  %53 = getelementptr inbounds %struct.point, %struct.point* %52, i32 0, i32 1
  %54 = load i32, i32* %53, align 4
  %55 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 0
  %56 = getelementptr inbounds %struct.point, %struct.point* %55, i32 0, i32 1
  store i32 %54, i32* %56, align 4
  br label %57

57:                                               ; preds = %49, %39
  %58 = load %struct.point*, %struct.point** %4, align 4
  %59 = load i32, i32* %6, align 4
  %60 = getelementptr inbounds %struct.point, %struct.point* %58, i32 %59
  %61 = getelementptr inbounds %struct.point, %struct.point* %60, i32 0, i32 0
  %62 = load i32, i32* %61, align 4
  %63 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 1
  %64 = getelementptr inbounds %struct.point, %struct.point* %63, i32 0, i32 0
  %65 = load i32, i32* %64, align 4
  %66 = icmp sgt i32 %62, %65
  br i1 %66, label %67, label %75

67:                                               ; preds = %57
  %68 = load %struct.point*, %struct.point** %4, align 4
  %69 = load i32, i32* %6, align 4
  %70 = getelementptr inbounds %struct.point, %struct.point* %68, i32 %69
  %71 = getelementptr inbounds %struct.point, %struct.point* %70, i32 0, i32 0
  %72 = load i32, i32* %71, align 4
  %73 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 1
  %74 = getelementptr inbounds %struct.point, %struct.point* %73, i32 0, i32 0
  store i32 %72, i32* %74, align 4
  br label %75

75:                                               ; preds = %67, %57
  %76 = load %struct.point*, %struct.point** %4, align 4
  %77 = load i32, i32* %6, align 4
  %78 = getelementptr inbounds %struct.point, %struct.point* %76, i32 %77
  %79 = getelementptr inbounds %struct.point, %struct.point* %78, i32 0, i32 1
  %80 = load i32, i32* %79, align 4
  %81 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 1
  %82 = getelementptr inbounds %struct.point, %struct.point* %81, i32 0, i32 1
  %83 = load i32, i32* %82, align 4
  %84 = icmp sgt i32 %80, %83
  br i1 %84, label %85, label %93

85:                                               ; preds = %75
  %86 = load %struct.point*, %struct.point** %4, align 4
  %87 = load i32, i32* %6, align 4
  %88 = getelementptr inbounds %struct.point, %struct.point* %86, i32 %87
  %89 = getelementptr inbounds %struct.point, %struct.point* %88, i32 0, i32 1
  %90 = load i32, i32* %89, align 4
  %91 = getelementptr inbounds %struct.rect, %struct.rect* %0, i32 0, i32 1
  %92 = getelementptr inbounds %struct.point, %struct.point* %91, i32 0, i32 1
  store i32 %90, i32* %92, align 4
  br label %93

93:                                               ; preds = %85, %75
  br label %94

94:                                               ; preds = %93
  %95 = load i32, i32* %6, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, i32* %6, align 4
  br label %17, !llvm.loop !6

97:                                               ; preds = %17
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
define internal i32 @area(i32 inreg %0, i32 inreg %1, i32 inreg %2, i32 inreg %3) #0 {
  %5 = alloca %struct.rect, align 4
  %6 = bitcast %struct.rect* %5 to { i32, i32, i32, i32 }*
  %7 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %6, i32 0, i32 0
  store i32 %0, i32* %7, align 4
  %8 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %6, i32 0, i32 1
  store i32 %1, i32* %8, align 4
  %9 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %6, i32 0, i32 2
  store i32 %2, i32* %9, align 4
  %10 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %6, i32 0, i32 3
  store i32 %3, i32* %10, align 4
  %11 = getelementptr inbounds %struct.rect, %struct.rect* %5, i32 0, i32 1
  %12 = getelementptr inbounds %struct.point, %struct.point* %11, i32 0, i32 0
  %13 = load i32, i32* %12, align 4
  %14 = getelementptr inbounds %struct.rect, %struct.rect* %5, i32 0, i32 0
  %15 = getelementptr inbounds %struct.point, %struct.point* %14, i32 0, i32 0
  %16 = load i32, i32* %15, align 4
  %17 = sub nsw i32 %13, %16
  %18 = getelementptr inbounds %struct.rect, %struct.rect* %5, i32 0, i32 1
  %19 = getelementptr inbounds %struct.point, %struct.point* %18, i32 0, i32 1
  %20 = load i32, i32* %19, align 4
  %21 = getelementptr inbounds %struct.rect, %struct.rect* %5, i32 0, i32 0
  %22 = getelementptr inbounds %struct.point, %struct.point* %21, i32 0, i32 1
  %23 = load i32, i32* %22, align 4
  %24 = sub nsw i32 %20, %23
  %25 = mul nsw i32 %17, %24
  ret i32 %25
}

; Function Attrs: noinline nounwind optnone
define internal void @make_big(%struct.big* noalias sret(%struct.big) align 8 %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  %5 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 1
  store i64 0, i64* %5, align 8
  store i32 0, i32* %4, align 4
  br label %6

6:                                                ; preds = %30, %2
  %7 = load i32, i32* %4, align 4
  %8 = icmp slt i32 %7, 10
  br i1 %8, label %9, label %33

9:                                                ; preds = %6
  %10 = load i32, i32* %3, align 4
  %11 = load i32, i32* %4, align 4
  %12 = add nsw i32 %11, 1
  %13 = mul nsw i32 %10, %12
  %14 = load i32, i32* %4, align 4
  %15 = load i32, i32* %4, align 4
  %16 = mul nsw i32 %14, %15
  %17 = sub nsw i32 %13, %16
  %18 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0
  %19 = load i32, i32* %4, align 4
  %20 = getelementptr inbounds [10 x i32], [10 x i32]* %18, i32 0, i32 %19
  store i32 %17, i32* %20, align 4
  %21 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0
  %22 = load i32, i32* %4, align 4
  %23 = getelementptr inbounds [10 x i32], [10 x i32]* %21, i32 0, i32 %22
  %24 = load i32, i32* %23, align 4
  %25 = sext i32 %24 to i64
  %26 = mul nsw i64 %25, 1000003
  %27 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 1
  %28 = load i64, i64* %27, align 8
  %29 = add nsw i64 %28, %26
  store i64 %29, i64* %27, align 8
  br label %30

30:                                               ; preds = %9
  %31 = load i32, i32* %4, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* %4, align 4
  br label %6, !llvm.loop !7

33:                                               ; preds = %6
  %34 = load i32, i32* %3, align 4
  %35 = mul nsw i32 %34, 17
  %36 = trunc i32 %35 to i8
  %37 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 2
  store i8 %36, i8* %37, align 8
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
define internal i64 @sum_big(i32 inreg %0, i32 inreg %1, i32 inreg %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, i32 inreg %9, i32 inreg %10, i32 inreg %11, i32 inreg %12, i32 inreg %13) #0 {
  %15 = alloca %struct.big, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = bitcast %struct.big* %15 to { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }*
  %19 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %18, i32 0, i32 0
  store i32 %0, i32* %19, align 8
  %20 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %18, i32 0, i32 1
  store i32 %1, i32* %20, align 4
  %21 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %18, i32 0, i32 2
  store i32 %2, i32* %21, align 8
  %22 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %18, i32 0, i32 3
  store i32 %3, i32* %22, align 4
  %23 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %18, i32 0, i32 4
  store i32 %4, i32* %23, align 8
  %24 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %18, i32 0, i32 5
  store i32 %5, i32* %24, align 4
  %25 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %18, i32 0, i32 6
  store i32 %6, i32* %25, align 8
  %26 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %18, i32 0, i32 7
  store i32 %7, i32* %26, align 4
  %27 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %18, i32 0, i32 8
  store i32 %8, i32* %27, align 8
  %28 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %18, i32 0, i32 9
  store i32 %9, i32* %28, align 4
  %29 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %18, i32 0, i32 10
  store i32 %10, i32* %29, align 8
  %30 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %18, i32 0, i32 11
  store i32 %11, i32* %30, align 4
  %31 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %18, i32 0, i32 12
  store i32 %12, i32* %31, align 8
  %32 = getelementptr inbounds { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }, { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }* %18, i32 0, i32 13
  store i32 %13, i32* %32, align 4
  %33 = getelementptr inbounds %struct.big, %struct.big* %15, i32 0, i32 2
  %34 = load i8, i8* %33, align 8
  %35 = zext i8 %34 to i64
  store i64 %35, i64* %16, align 8
  store i32 0, i32* %17, align 4
  br label %36

36:                                               ; preds = %47, %14
  %37 = load i32, i32* %17, align 4
  %38 = icmp slt i32 %37, 10
  br i1 %38, label %39, label %50

39:                                               ; preds = %36
  %40 = getelementptr inbounds %struct.big, %struct.big* %15, i32 0, i32 0
  %41 = load i32, i32* %17, align 4
  %42 = getelementptr inbounds [10 x i32], [10 x i32]* %40, i32 0, i32 %41
  %43 = load i32, i32* %42, align 4
  %44 = sext i32 %43 to i64
  %45 = load i64, i64* %16, align 8
  %46 = add nsw i64 %45, %44
  store i64 %46, i64* %16, align 8
  br label %47

47:                                               ; preds = %39
  %48 = load i32, i32* %17, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, i32* %17, align 4
  br label %36, !llvm.loop !8

50:                                               ; preds = %36
  %51 = getelementptr inbounds %struct.big, %struct.big* %15, i32 0, i32 0
  %52 = getelementptr inbounds [10 x i32], [10 x i32]* %51, i32 0, i32 0
  store i32 0, i32* %52, align 8
  %53 = load i64, i64* %16, align 8
  %54 = getelementptr inbounds %struct.big, %struct.big* %15, i32 0, i32 1
  %55 = load i64, i64* %54, align 8
  %56 = add nsw i64 %53, %55
  ret i64 %56
}

; Function Attrs: noinline nounwind optnone
define internal void @mix(%struct.mixed* noalias sret(%struct.mixed) align 8 %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  %5 = sub nsw i32 0, %4
  %6 = trunc i32 %5 to i8
  %7 = getelementptr inbounds %struct.mixed, %struct.mixed* %0, i32 0, i32 0
  store i8 %6, i8* %7, align 8
  %8 = load i32, i32* %3, align 4
  %9 = sext i32 %8 to i64
  %10 = shl i64 %9, 33
  %11 = getelementptr inbounds %struct.mixed, %struct.mixed* %0, i32 0, i32 1
  store i64 %10, i64* %11, align 8
  %12 = load i32, i32* %3, align 4
  %13 = mul nsw i32 %12, 1000
  %14 = trunc i32 %13 to i16
  %15 = getelementptr inbounds %struct.mixed, %struct.mixed* %0, i32 0, i32 2
  store i16 %14, i16* %15, align 8
  %16 = load i32, i32* %3, align 4
  %17 = add nsw i32 %16, 200
  %18 = trunc i32 %17 to i8
  %19 = getelementptr inbounds %struct.mixed, %struct.mixed* %0, i32 0, i32 3
  store i8 %18, i8* %19, align 2
  %20 = load i32, i32* %3, align 4
  %21 = xor i32 -559038737, %20
  %22 = getelementptr inbounds %struct.mixed, %struct.mixed* %0, i32 0, i32 4
  store i32 %21, i32* %22, align 4
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
  %12 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.9, i32 0, i32 %11
  %13 = load i8, i8* %12, align 1
  store volatile i8 %13, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %14

14:                                               ; preds = %7
  %15 = load i32, i32* %3, align 4
  %16 = sub nsw i32 %15, 4
  store i32 %16, i32* %3, align 4
  br label %4, !llvm.loop !9

17:                                               ; preds = %4
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
  br i1 %17, label %5, label %18, !llvm.loop !10

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
  br label %19, !llvm.loop !11

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
  br i1 %17, label %5, label %18, !llvm.loop !12

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
  br label %19, !llvm.loop !13

27:                                               ; preds = %19
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
