; ModuleID = 'vectors.c'
source_filename = "vectors.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@seeds = dso_local global [4 x <4 x i32>] [<4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 -5, i32 6, i32 -7, i32 8>, <4 x i32> <i32 100, i32 200, i32 300, i32 400>, <4 x i32> <i32 2147483647, i32 -1, i32 0, i32 65536>], align 16
@.str = private unnamed_addr constant [4 x i8] c"a+b\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"a*b-c\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"madd\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"max\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"c/7\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"c%7\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"b>>1\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"a<<3\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"b^c\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"a==b\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"rev\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"mix\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"wrap\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"hsum\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"dot\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"u16:\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"u8:\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"bsum\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"i64: \00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca <4 x i32>, align 16
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x i32>, align 16
  %7 = alloca <4 x i32>, align 16
  %8 = alloca <4 x i32>, align 16
  %9 = alloca <4 x i32>, align 16
  %10 = alloca <4 x i32>, align 16
  %11 = alloca <4 x i32>, align 16
  %12 = alloca <4 x i32>, align 16
  %13 = alloca <4 x i32>, align 16
  %14 = alloca <4 x i32>, align 16
  %15 = alloca <4 x i32>, align 16
  %16 = alloca <4 x i32>, align 16
  %17 = alloca <4 x i32>, align 16
  %18 = alloca <4 x i32>, align 16
  %19 = alloca <4 x i32>, align 16
  %20 = alloca <4 x i32>, align 16
  %21 = alloca <4 x i32>, align 16
  %22 = alloca <4 x i32>, align 16
  %23 = alloca <4 x i32>, align 16
  %24 = alloca <4 x i32>, align 16
  %25 = alloca <4 x i32>, align 16
  %26 = alloca <4 x i32>, align 16
  %27 = alloca <4 x i32>, align 16
  %28 = alloca <4 x i32>, align 16
  %29 = alloca <4 x i32>, align 16
  %30 = alloca <4 x i32>, align 16
  %31 = alloca <4 x i32>, align 16
  %32 = alloca <4 x i32>, align 16
  %33 = alloca <4 x i32>, align 16
  %34 = alloca <4 x i32>, align 16
  %35 = alloca <4 x i32>, align 16
  %36 = alloca [8 x <4 x i32>], align 16
  %37 = alloca i32, align 4
  %38 = alloca <4 x i32>, align 16
  %39 = alloca i32, align 4
  %40 = alloca <4 x i32>, align 16
  %41 = alloca <8 x i16>, align 16
  %42 = alloca <8 x i16>, align 16
  %43 = alloca <8 x i16>, align 16
  %44 = alloca i32, align 4
  %45 = alloca <16 x i8>, align 16
  %46 = alloca i32, align 4
  %47 = alloca <16 x i8>, align 16
  %48 = alloca <16 x i8>, align 16
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca <2 x i64>, align 16
  %52 = alloca <2 x i64>, align 16
  %53 = alloca <2 x i64>, align 16
  %54 = alloca <4 x i32>, align 16
  store i32 0, i32* %1, align 4
  %55 = load <4 x i32>, <4 x i32>* getelementptr inbounds ([4 x <4 x i32>], [4 x <4 x i32>]* @seeds, i32 0, i32 0), align 16
  store <4 x i32> %55, <4 x i32>* %2, align 16
  %56 = load <4 x i32>, <4 x i32>* getelementptr inbounds ([4 x <4 x i32>], [4 x <4 x i32>]* @seeds, i32 0, i32 1), align 16
  store <4 x i32> %56, <4 x i32>* %3, align 16
  %57 = load <4 x i32>, <4 x i32>* getelementptr inbounds ([4 x <4 x i32>], [4 x <4 x i32>]* @seeds, i32 0, i32 2), align 16
  store <4 x i32> %57, <4 x i32>* %4, align 16
  %58 = load <4 x i32>, <4 x i32>* getelementptr inbounds ([4 x <4 x i32>], [4 x <4 x i32>]* @seeds, i32 0, i32 3), align 16
  store <4 x i32> %58, <4 x i32>* %5, align 16
  %59 = load <4 x i32>, <4 x i32>* %2, align 16
  %60 = load <4 x i32>, <4 x i32>* %3, align 16
  %61 = add <4 x i32> %59, %60
  store <4 x i32> %61, <4 x i32>* %6, align 16
  %62 = bitcast <4 x i32>* %6 to { i32, i32, i32, i32 }*
  %63 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %62, i32 0, i32 0
  %64 = load i32, i32* %63, align 16
  %65 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %62, i32 0, i32 1
  %66 = load i32, i32* %65, align 4
  %67 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %62, i32 0, i32 2
  %68 = load i32, i32* %67, align 8
  %69 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %62, i32 0, i32 3
  %70 = load i32, i32* %69, align 4
  call void @print_v4(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i32 undef, i32 inreg noundef %64, i32 inreg noundef %66, i32 inreg noundef %68, i32 inreg noundef %70)
  %71 = load <4 x i32>, <4 x i32>* %2, align 16
  %72 = load <4 x i32>, <4 x i32>* %3, align 16
  %73 = mul <4 x i32> %71, %72
  %74 = load <4 x i32>, <4 x i32>* %4, align 16
  %75 = sub <4 x i32> %73, %74
  store <4 x i32> %75, <4 x i32>* %7, align 16
  %76 = bitcast <4 x i32>* %7 to { i32, i32, i32, i32 }*
  %77 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %76, i32 0, i32 0
  %78 = load i32, i32* %77, align 16
  %79 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %76, i32 0, i32 1
  %80 = load i32, i32* %79, align 4
  %81 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %76, i32 0, i32 2
  %82 = load i32, i32* %81, align 8
  %83 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %76, i32 0, i32 3
  %84 = load i32, i32* %83, align 4
  call void @print_v4(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i32 0, i32 0), i32 undef, i32 inreg noundef %78, i32 inreg noundef %80, i32 inreg noundef %82, i32 inreg noundef %84)
  %85 = load <4 x i32>, <4 x i32>* %2, align 16
  %86 = load <4 x i32>, <4 x i32>* %3, align 16
  %87 = load <4 x i32>, <4 x i32>* %4, align 16
  store <4 x i32> %85, <4 x i32>* %8, align 16
  %88 = bitcast <4 x i32>* %8 to { i32, i32, i32, i32 }*
  %89 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %88, i32 0, i32 0
  %90 = load i32, i32* %89, align 16
  %91 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %88, i32 0, i32 1
  %92 = load i32, i32* %91, align 4
  %93 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %88, i32 0, i32 2
  %94 = load i32, i32* %93, align 8
  %95 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %88, i32 0, i32 3
  %96 = load i32, i32* %95, align 4
  store <4 x i32> %86, <4 x i32>* %9, align 16
  %97 = bitcast <4 x i32>* %9 to { i32, i32, i32, i32 }*
  %98 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %97, i32 0, i32 0
  %99 = load i32, i32* %98, align 16
  %100 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %97, i32 0, i32 1
  %101 = load i32, i32* %100, align 4
  %102 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %97, i32 0, i32 2
  %103 = load i32, i32* %102, align 8
  %104 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %97, i32 0, i32 3
  %105 = load i32, i32* %104, align 4
  store <4 x i32> %87, <4 x i32>* %10, align 16
  %106 = bitcast <4 x i32>* %10 to { i32, i32, i32, i32 }*
  %107 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %106, i32 0, i32 0
  %108 = load i32, i32* %107, align 16
  %109 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %106, i32 0, i32 1
  %110 = load i32, i32* %109, align 4
  %111 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %106, i32 0, i32 2
  %112 = load i32, i32* %111, align 8
  %113 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %106, i32 0, i32 3
  %114 = load i32, i32* %113, align 4
  %115 = call inreg { i32, i32, i32, i32 } @madd(i32 inreg noundef %90, i32 inreg noundef %92, i32 inreg noundef %94, i32 inreg noundef %96, i32 inreg noundef %99, i32 inreg noundef %101, i32 inreg noundef %103, i32 inreg noundef %105, i32 inreg noundef %108, i32 inreg noundef %110, i32 inreg noundef %112, i32 inreg noundef %114)
  %116 = bitcast <4 x i32>* %11 to { i32, i32, i32, i32 }*
  %117 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %116, i32 0, i32 0
  %118 = extractvalue { i32, i32, i32, i32 } %115, 0
  store i32 %118, i32* %117, align 16
  %119 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %116, i32 0, i32 1
  %120 = extractvalue { i32, i32, i32, i32 } %115, 1
  store i32 %120, i32* %119, align 4
  %121 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %116, i32 0, i32 2
  %122 = extractvalue { i32, i32, i32, i32 } %115, 2
  store i32 %122, i32* %121, align 8
  %123 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %116, i32 0, i32 3
  %124 = extractvalue { i32, i32, i32, i32 } %115, 3
  store i32 %124, i32* %123, align 4
  %125 = load <4 x i32>, <4 x i32>* %11, align 16
  store <4 x i32> %125, <4 x i32>* %12, align 16
  %126 = bitcast <4 x i32>* %12 to { i32, i32, i32, i32 }*
  %127 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %126, i32 0, i32 0
  %128 = load i32, i32* %127, align 16
  %129 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %126, i32 0, i32 1
  %130 = load i32, i32* %129, align 4
  %131 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %126, i32 0, i32 2
  %132 = load i32, i32* %131, align 8
  %133 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %126, i32 0, i32 3
  %134 = load i32, i32* %133, align 4
  call void @print_v4(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i32 undef, i32 inreg noundef %128, i32 inreg noundef %130, i32 inreg noundef %132, i32 inreg noundef %134)
  %135 = load <4 x i32>, <4 x i32>* %3, align 16
  %136 = load <4 x i32>, <4 x i32>* %2, align 16
  store <4 x i32> %135, <4 x i32>* %13, align 16
  %137 = bitcast <4 x i32>* %13 to { i32, i32, i32, i32 }*
  %138 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %137, i32 0, i32 0
  %139 = load i32, i32* %138, align 16
  %140 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %137, i32 0, i32 1
  %141 = load i32, i32* %140, align 4
  %142 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %137, i32 0, i32 2
  %143 = load i32, i32* %142, align 8
  %144 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %137, i32 0, i32 3
  %145 = load i32, i32* %144, align 4
  store <4 x i32> %136, <4 x i32>* %14, align 16
  %146 = bitcast <4 x i32>* %14 to { i32, i32, i32, i32 }*
  %147 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %146, i32 0, i32 0
  %148 = load i32, i32* %147, align 16
  %149 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %146, i32 0, i32 1
  %150 = load i32, i32* %149, align 4
  %151 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %146, i32 0, i32 2
  %152 = load i32, i32* %151, align 8
  %153 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %146, i32 0, i32 3
  %154 = load i32, i32* %153, align 4
  %155 = call inreg { i32, i32, i32, i32 } @vmax(i32 inreg noundef %139, i32 inreg noundef %141, i32 inreg noundef %143, i32 inreg noundef %145, i32 inreg noundef %148, i32 inreg noundef %150, i32 inreg noundef %152, i32 inreg noundef %154)
  %156 = bitcast <4 x i32>* %15 to { i32, i32, i32, i32 }*
  %157 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %156, i32 0, i32 0
  %158 = extractvalue { i32, i32, i32, i32 } %155, 0
  store i32 %158, i32* %157, align 16
  %159 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %156, i32 0, i32 1
  %160 = extractvalue { i32, i32, i32, i32 } %155, 1
  store i32 %160, i32* %159, align 4
  %161 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %156, i32 0, i32 2
  %162 = extractvalue { i32, i32, i32, i32 } %155, 2
  store i32 %162, i32* %161, align 8
  %163 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %156, i32 0, i32 3
  %164 = extractvalue { i32, i32, i32, i32 } %155, 3
  store i32 %164, i32* %163, align 4
  %165 = load <4 x i32>, <4 x i32>* %15, align 16
  store <4 x i32> %165, <4 x i32>* %16, align 16
  %166 = bitcast <4 x i32>* %16 to { i32, i32, i32, i32 }*
  %167 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %166, i32 0, i32 0
  %168 = load i32, i32* %167, align 16
  %169 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %166, i32 0, i32 1
  %170 = load i32, i32* %169, align 4
  %171 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %166, i32 0, i32 2
  %172 = load i32, i32* %171, align 8
  %173 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %166, i32 0, i32 3
  %174 = load i32, i32* %173, align 4
  call void @print_v4(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i32 undef, i32 inreg noundef %168, i32 inreg noundef %170, i32 inreg noundef %172, i32 inreg noundef %174)
  %175 = load <4 x i32>, <4 x i32>* %4, align 16
  %176 = sdiv <4 x i32> %175, <i32 7, i32 7, i32 7, i32 7>
  store <4 x i32> %176, <4 x i32>* %17, align 16
  %177 = bitcast <4 x i32>* %17 to { i32, i32, i32, i32 }*
  %178 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %177, i32 0, i32 0
  %179 = load i32, i32* %178, align 16
  %180 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %177, i32 0, i32 1
  %181 = load i32, i32* %180, align 4
  %182 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %177, i32 0, i32 2
  %183 = load i32, i32* %182, align 8
  %184 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %177, i32 0, i32 3
  %185 = load i32, i32* %184, align 4
  call void @print_v4(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 undef, i32 inreg noundef %179, i32 inreg noundef %181, i32 inreg noundef %183, i32 inreg noundef %185)
  %186 = load <4 x i32>, <4 x i32>* %4, align 16
  %187 = srem <4 x i32> %186, <i32 7, i32 7, i32 7, i32 7>
  store <4 x i32> %187, <4 x i32>* %18, align 16
  %188 = bitcast <4 x i32>* %18 to { i32, i32, i32, i32 }*
  %189 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %188, i32 0, i32 0
  %190 = load i32, i32* %189, align 16
  %191 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %188, i32 0, i32 1
  %192 = load i32, i32* %191, align 4
  %193 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %188, i32 0, i32 2
  %194 = load i32, i32* %193, align 8
  %195 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %188, i32 0, i32 3
  %196 = load i32, i32* %195, align 4
  call void @print_v4(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i32 undef, i32 inreg noundef %190, i32 inreg noundef %192, i32 inreg noundef %194, i32 inreg noundef %196)
  %197 = load <4 x i32>, <4 x i32>* %3, align 16
  %198 = ashr <4 x i32> %197, <i32 1, i32 1, i32 1, i32 1>
  store <4 x i32> %198, <4 x i32>* %19, align 16
  %199 = bitcast <4 x i32>* %19 to { i32, i32, i32, i32 }*
  %200 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %199, i32 0, i32 0
  %201 = load i32, i32* %200, align 16
  %202 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %199, i32 0, i32 1
  %203 = load i32, i32* %202, align 4
  %204 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %199, i32 0, i32 2
  %205 = load i32, i32* %204, align 8
  %206 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %199, i32 0, i32 3
  %207 = load i32, i32* %206, align 4
  call void @print_v4(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i32 undef, i32 inreg noundef %201, i32 inreg noundef %203, i32 inreg noundef %205, i32 inreg noundef %207)
  %208 = load <4 x i32>, <4 x i32>* %2, align 16
  %209 = shl <4 x i32> %208, <i32 3, i32 3, i32 3, i32 3>
  store <4 x i32> %209, <4 x i32>* %20, align 16
  %210 = bitcast <4 x i32>* %20 to { i32, i32, i32, i32 }*
  %211 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %210, i32 0, i32 0
  %212 = load i32, i32* %211, align 16
  %213 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %210, i32 0, i32 1
  %214 = load i32, i32* %213, align 4
  %215 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %210, i32 0, i32 2
  %216 = load i32, i32* %215, align 8
  %217 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %210, i32 0, i32 3
  %218 = load i32, i32* %217, align 4
  call void @print_v4(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0), i32 undef, i32 inreg noundef %212, i32 inreg noundef %214, i32 inreg noundef %216, i32 inreg noundef %218)
  %219 = load <4 x i32>, <4 x i32>* %3, align 16
  %220 = load <4 x i32>, <4 x i32>* %4, align 16
  %221 = xor <4 x i32> %219, %220
  store <4 x i32> %221, <4 x i32>* %21, align 16
  %222 = bitcast <4 x i32>* %21 to { i32, i32, i32, i32 }*
  %223 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %222, i32 0, i32 0
  %224 = load i32, i32* %223, align 16
  %225 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %222, i32 0, i32 1
  %226 = load i32, i32* %225, align 4
  %227 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %222, i32 0, i32 2
  %228 = load i32, i32* %227, align 8
  %229 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %222, i32 0, i32 3
  %230 = load i32, i32* %229, align 4
  call void @print_v4(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0), i32 undef, i32 inreg noundef %224, i32 inreg noundef %226, i32 inreg noundef %228, i32 inreg noundef %230)
  %231 = load <4 x i32>, <4 x i32>* %2, align 16
  store <4 x i32> <i32 1, i32 6, i32 3, i32 9>, <4 x i32>* %22, align 16
  %232 = load <4 x i32>, <4 x i32>* %22, align 16
  %233 = icmp eq <4 x i32> %231, %232
  %234 = sext <4 x i1> %233 to <4 x i32>
  store <4 x i32> %234, <4 x i32>* %23, align 16
  %235 = bitcast <4 x i32>* %23 to { i32, i32, i32, i32 }*
  %236 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %235, i32 0, i32 0
  %237 = load i32, i32* %236, align 16
  %238 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %235, i32 0, i32 1
  %239 = load i32, i32* %238, align 4
  %240 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %235, i32 0, i32 2
  %241 = load i32, i32* %240, align 8
  %242 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %235, i32 0, i32 3
  %243 = load i32, i32* %242, align 4
  call void @print_v4(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i32 0, i32 0), i32 undef, i32 inreg noundef %237, i32 inreg noundef %239, i32 inreg noundef %241, i32 inreg noundef %243)
  %244 = load <4 x i32>, <4 x i32>* %4, align 16
  store <4 x i32> %244, <4 x i32>* %24, align 16
  %245 = bitcast <4 x i32>* %24 to { i32, i32, i32, i32 }*
  %246 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %245, i32 0, i32 0
  %247 = load i32, i32* %246, align 16
  %248 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %245, i32 0, i32 1
  %249 = load i32, i32* %248, align 4
  %250 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %245, i32 0, i32 2
  %251 = load i32, i32* %250, align 8
  %252 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %245, i32 0, i32 3
  %253 = load i32, i32* %252, align 4
  %254 = call inreg { i32, i32, i32, i32 } @reverse(i32 inreg noundef %247, i32 inreg noundef %249, i32 inreg noundef %251, i32 inreg noundef %253)
  %255 = bitcast <4 x i32>* %25 to { i32, i32, i32, i32 }*
  %256 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %255, i32 0, i32 0
  %257 = extractvalue { i32, i32, i32, i32 } %254, 0
  store i32 %257, i32* %256, align 16
  %258 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %255, i32 0, i32 1
  %259 = extractvalue { i32, i32, i32, i32 } %254, 1
  store i32 %259, i32* %258, align 4
  %260 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %255, i32 0, i32 2
  %261 = extractvalue { i32, i32, i32, i32 } %254, 2
  store i32 %261, i32* %260, align 8
  %262 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %255, i32 0, i32 3
  %263 = extractvalue { i32, i32, i32, i32 } %254, 3
  store i32 %263, i32* %262, align 4
  %264 = load <4 x i32>, <4 x i32>* %25, align 16
  store <4 x i32> %264, <4 x i32>* %26, align 16
  %265 = bitcast <4 x i32>* %26 to { i32, i32, i32, i32 }*
  %266 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %265, i32 0, i32 0
  %267 = load i32, i32* %266, align 16
  %268 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %265, i32 0, i32 1
  %269 = load i32, i32* %268, align 4
  %270 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %265, i32 0, i32 2
  %271 = load i32, i32* %270, align 8
  %272 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %265, i32 0, i32 3
  %273 = load i32, i32* %272, align 4
  call void @print_v4(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i32 0, i32 0), i32 undef, i32 inreg noundef %267, i32 inreg noundef %269, i32 inreg noundef %271, i32 inreg noundef %273)
  %274 = load <4 x i32>, <4 x i32>* %2, align 16
  %275 = load <4 x i32>, <4 x i32>* %4, align 16
  %276 = shufflevector <4 x i32> %274, <4 x i32> %275, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  store <4 x i32> %276, <4 x i32>* %27, align 16
  %277 = bitcast <4 x i32>* %27 to { i32, i32, i32, i32 }*
  %278 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %277, i32 0, i32 0
  %279 = load i32, i32* %278, align 16
  %280 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %277, i32 0, i32 1
  %281 = load i32, i32* %280, align 4
  %282 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %277, i32 0, i32 2
  %283 = load i32, i32* %282, align 8
  %284 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %277, i32 0, i32 3
  %285 = load i32, i32* %284, align 4
  call void @print_v4(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i32 0, i32 0), i32 undef, i32 inreg noundef %279, i32 inreg noundef %281, i32 inreg noundef %283, i32 inreg noundef %285)
  store <4 x i32> <i32 2147483647, i32 1, i32 2, i32 3>, <4 x i32>* %28, align 16
  %286 = load <4 x i32>, <4 x i32>* %28, align 16
  %287 = load <4 x i32>, <4 x i32>* %5, align 16
  %288 = and <4 x i32> %286, %287
  store <4 x i32> %288, <4 x i32>* %29, align 16
  %289 = bitcast <4 x i32>* %29 to { i32, i32, i32, i32 }*
  %290 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %289, i32 0, i32 0
  %291 = load i32, i32* %290, align 16
  %292 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %289, i32 0, i32 1
  %293 = load i32, i32* %292, align 4
  %294 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %289, i32 0, i32 2
  %295 = load i32, i32* %294, align 8
  %296 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %289, i32 0, i32 3
  %297 = load i32, i32* %296, align 4
  call void @print_v4(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.12, i32 0, i32 0), i32 undef, i32 inreg noundef %291, i32 inreg noundef %293, i32 inreg noundef %295, i32 inreg noundef %297)
  %298 = load <4 x i32>, <4 x i32>* %4, align 16
  %299 = load <4 x i32>, <4 x i32>* %3, align 16
  %300 = load <4 x i32>, <4 x i32>* %2, align 16
  store <4 x i32> %298, <4 x i32>* %30, align 16
  %301 = bitcast <4 x i32>* %30 to { i32, i32, i32, i32 }*
  %302 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %301, i32 0, i32 0
  %303 = load i32, i32* %302, align 16
  %304 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %301, i32 0, i32 1
  %305 = load i32, i32* %304, align 4
  %306 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %301, i32 0, i32 2
  %307 = load i32, i32* %306, align 8
  %308 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %301, i32 0, i32 3
  %309 = load i32, i32* %308, align 4
  store <4 x i32> %299, <4 x i32>* %31, align 16
  %310 = bitcast <4 x i32>* %31 to { i32, i32, i32, i32 }*
  %311 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %310, i32 0, i32 0
  %312 = load i32, i32* %311, align 16
  %313 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %310, i32 0, i32 1
  %314 = load i32, i32* %313, align 4
  %315 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %310, i32 0, i32 2
  %316 = load i32, i32* %315, align 8
  %317 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %310, i32 0, i32 3
  %318 = load i32, i32* %317, align 4
  store <4 x i32> %300, <4 x i32>* %32, align 16
  %319 = bitcast <4 x i32>* %32 to { i32, i32, i32, i32 }*
  %320 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %319, i32 0, i32 0
  %321 = load i32, i32* %320, align 16
  %322 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %319, i32 0, i32 1
  %323 = load i32, i32* %322, align 4
  %324 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %319, i32 0, i32 2
  %325 = load i32, i32* %324, align 8
  %326 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %319, i32 0, i32 3
  %327 = load i32, i32* %326, align 4
  %328 = call inreg { i32, i32, i32, i32 } @madd(i32 inreg noundef %303, i32 inreg noundef %305, i32 inreg noundef %307, i32 inreg noundef %309, i32 inreg noundef %312, i32 inreg noundef %314, i32 inreg noundef %316, i32 inreg noundef %318, i32 inreg noundef %321, i32 inreg noundef %323, i32 inreg noundef %325, i32 inreg noundef %327)
  %329 = bitcast <4 x i32>* %33 to { i32, i32, i32, i32 }*
  %330 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %329, i32 0, i32 0
  %331 = extractvalue { i32, i32, i32, i32 } %328, 0
  store i32 %331, i32* %330, align 16
  %332 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %329, i32 0, i32 1
  %333 = extractvalue { i32, i32, i32, i32 } %328, 1
  store i32 %333, i32* %332, align 4
  %334 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %329, i32 0, i32 2
  %335 = extractvalue { i32, i32, i32, i32 } %328, 2
  store i32 %335, i32* %334, align 8
  %336 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %329, i32 0, i32 3
  %337 = extractvalue { i32, i32, i32, i32 } %328, 3
  store i32 %337, i32* %336, align 4
  %338 = load <4 x i32>, <4 x i32>* %33, align 16
  store <4 x i32> %338, <4 x i32>* %34, align 16
  %339 = bitcast <4 x i32>* %34 to { i32, i32, i32, i32 }*
  %340 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %339, i32 0, i32 0
  %341 = load i32, i32* %340, align 16
  %342 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %339, i32 0, i32 1
  %343 = load i32, i32* %342, align 4
  %344 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %339, i32 0, i32 2
  %345 = load i32, i32* %344, align 8
  %346 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %339, i32 0, i32 3
  %347 = load i32, i32* %346, align 4
  %348 = call i32 @hsum(i32 inreg noundef %341, i32 inreg noundef %343, i32 inreg noundef %345, i32 inreg noundef %347)
  call void @print_kv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.13, i32 0, i32 0), i32 noundef signext %348)
  store <4 x i32> zeroinitializer, <4 x i32>* %35, align 16
  store i32 0, i32* %37, align 4
  br label %349

349:                                              ; preds = %368, %0
  %350 = load i32, i32* %37, align 4
  %351 = icmp slt i32 %350, 8
  br i1 %351, label %352, label %371

352:                                              ; preds = %349
  %353 = load i32, i32* %37, align 4
  %354 = insertelement <4 x i32> undef, i32 %353, i32 0
  %355 = load i32, i32* %37, align 4
  %356 = mul nsw i32 %355, 2
  %357 = insertelement <4 x i32> %354, i32 %356, i32 1
  %358 = load i32, i32* %37, align 4
  %359 = mul nsw i32 %358, 3
  %360 = sub nsw i32 %359, 5
  %361 = insertelement <4 x i32> %357, i32 %360, i32 2
  %362 = load i32, i32* %37, align 4
  %363 = sub nsw i32 7, %362
  %364 = insertelement <4 x i32> %361, i32 %363, i32 3
  store <4 x i32> %364, <4 x i32>* %38, align 16
  %365 = load <4 x i32>, <4 x i32>* %38, align 16
  %366 = load i32, i32* %37, align 4
  %367 = getelementptr inbounds [8 x <4 x i32>], [8 x <4 x i32>]* %36, i32 0, i32 %366
  store <4 x i32> %365, <4 x i32>* %367, align 16
  br label %368

368:                                              ; preds = %352
  %369 = load i32, i32* %37, align 4
  %370 = add nsw i32 %369, 1
  store i32 %370, i32* %37, align 4
  br label %349, !llvm.loop !2

371:                                              ; preds = %349
  store i32 0, i32* %39, align 4
  br label %372

372:                                              ; preds = %386, %371
  %373 = load i32, i32* %39, align 4
  %374 = icmp slt i32 %373, 8
  br i1 %374, label %375, label %389

375:                                              ; preds = %372
  %376 = load i32, i32* %39, align 4
  %377 = getelementptr inbounds [8 x <4 x i32>], [8 x <4 x i32>]* %36, i32 0, i32 %376
  %378 = load <4 x i32>, <4 x i32>* %377, align 16
  %379 = load i32, i32* %39, align 4
  %380 = sub nsw i32 7, %379
  %381 = getelementptr inbounds [8 x <4 x i32>], [8 x <4 x i32>]* %36, i32 0, i32 %380
  %382 = load <4 x i32>, <4 x i32>* %381, align 16
  %383 = mul <4 x i32> %378, %382
  %384 = load <4 x i32>, <4 x i32>* %35, align 16
  %385 = add <4 x i32> %384, %383
  store <4 x i32> %385, <4 x i32>* %35, align 16
  br label %386

386:                                              ; preds = %375
  %387 = load i32, i32* %39, align 4
  %388 = add nsw i32 %387, 1
  store i32 %388, i32* %39, align 4
  br label %372, !llvm.loop !4

389:                                              ; preds = %372
  %390 = load <4 x i32>, <4 x i32>* %35, align 16
  store <4 x i32> %390, <4 x i32>* %40, align 16
  %391 = bitcast <4 x i32>* %40 to { i32, i32, i32, i32 }*
  %392 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %391, i32 0, i32 0
  %393 = load i32, i32* %392, align 16
  %394 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %391, i32 0, i32 1
  %395 = load i32, i32* %394, align 4
  %396 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %391, i32 0, i32 2
  %397 = load i32, i32* %396, align 8
  %398 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %391, i32 0, i32 3
  %399 = load i32, i32* %398, align 4
  call void @print_v4(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.14, i32 0, i32 0), i32 undef, i32 inreg noundef %393, i32 inreg noundef %395, i32 inreg noundef %397, i32 inreg noundef %399)
  store <8 x i16> <i16 1, i16 2, i16 3, i16 -1, i16 -32768, i16 1000, i16 -25536, i16 7>, <8 x i16>* %41, align 16
  %400 = load <8 x i16>, <8 x i16>* %41, align 16
  %401 = mul <8 x i16> %400, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  store <8 x i16> <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>, <8 x i16>* %43, align 16
  %402 = load <8 x i16>, <8 x i16>* %43, align 16
  %403 = add <8 x i16> %401, %402
  store <8 x i16> %403, <8 x i16>* %42, align 16
  call void @print_str(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i32 0, i32 0))
  store i32 0, i32* %44, align 4
  br label %404

404:                                              ; preds = %412, %389
  %405 = load i32, i32* %44, align 4
  %406 = icmp slt i32 %405, 8
  br i1 %406, label %407, label %415

407:                                              ; preds = %404
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %408 = load <8 x i16>, <8 x i16>* %42, align 16
  %409 = load i32, i32* %44, align 4
  %410 = extractelement <8 x i16> %408, i32 %409
  %411 = zext i16 %410 to i32
  call void @print_int(i32 noundef signext %411)
  br label %412

412:                                              ; preds = %407
  %413 = load i32, i32* %44, align 4
  %414 = add nsw i32 %413, 1
  store i32 %414, i32* %44, align 4
  br label %404, !llvm.loop !5

415:                                              ; preds = %404
  call void @print_nl()
  store i32 0, i32* %46, align 4
  br label %416

416:                                              ; preds = %427, %415
  %417 = load i32, i32* %46, align 4
  %418 = icmp slt i32 %417, 16
  br i1 %418, label %419, label %430

419:                                              ; preds = %416
  %420 = load i32, i32* %46, align 4
  %421 = mul nsw i32 %420, 37
  %422 = add nsw i32 %421, 11
  %423 = trunc i32 %422 to i8
  %424 = load i32, i32* %46, align 4
  %425 = load <16 x i8>, <16 x i8>* %45, align 16
  %426 = insertelement <16 x i8> %425, i8 %423, i32 %424
  store <16 x i8> %426, <16 x i8>* %45, align 16
  br label %427

427:                                              ; preds = %419
  %428 = load i32, i32* %46, align 4
  %429 = add nsw i32 %428, 1
  store i32 %429, i32* %46, align 4
  br label %416, !llvm.loop !6

430:                                              ; preds = %416
  %431 = load <16 x i8>, <16 x i8>* %45, align 16
  %432 = lshr <16 x i8> %431, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>
  store <16 x i8> <i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8>, <16 x i8>* %48, align 16
  %433 = load <16 x i8>, <16 x i8>* %48, align 16
  %434 = xor <16 x i8> %432, %433
  store <16 x i8> %434, <16 x i8>* %47, align 16
  store i32 0, i32* %49, align 4
  call void @print_str(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0))
  store i32 0, i32* %50, align 4
  br label %435

435:                                              ; preds = %449, %430
  %436 = load i32, i32* %50, align 4
  %437 = icmp slt i32 %436, 16
  br i1 %437, label %438, label %452

438:                                              ; preds = %435
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %439 = load <16 x i8>, <16 x i8>* %47, align 16
  %440 = load i32, i32* %50, align 4
  %441 = extractelement <16 x i8> %439, i32 %440
  %442 = zext i8 %441 to i32
  call void @print_int(i32 noundef signext %442)
  %443 = load <16 x i8>, <16 x i8>* %47, align 16
  %444 = load i32, i32* %50, align 4
  %445 = extractelement <16 x i8> %443, i32 %444
  %446 = zext i8 %445 to i32
  %447 = load i32, i32* %49, align 4
  %448 = add i32 %447, %446
  store i32 %448, i32* %49, align 4
  br label %449

449:                                              ; preds = %438
  %450 = load i32, i32* %50, align 4
  %451 = add nsw i32 %450, 1
  store i32 %451, i32* %50, align 4
  br label %435, !llvm.loop !7

452:                                              ; preds = %435
  call void @print_nl()
  %453 = load i32, i32* %49, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), i32 noundef signext %453)
  store <2 x i64> <i64 268435457, i64 -3>, <2 x i64>* %51, align 16
  %454 = load <2 x i64>, <2 x i64>* %51, align 16
  %455 = load <2 x i64>, <2 x i64>* %51, align 16
  %456 = mul <2 x i64> %454, %455
  store <2 x i64> <i64 5, i64 6>, <2 x i64>* %53, align 16
  %457 = load <2 x i64>, <2 x i64>* %53, align 16
  %458 = add <2 x i64> %456, %457
  store <2 x i64> %458, <2 x i64>* %52, align 16
  call void @print_str(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.18, i32 0, i32 0))
  %459 = load <2 x i64>, <2 x i64>* %52, align 16
  %460 = extractelement <2 x i64> %459, i32 0
  call void @print_i64(i64 noundef signext %460)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %461 = load <2 x i64>, <2 x i64>* %52, align 16
  %462 = extractelement <2 x i64> %461, i32 1
  call void @print_i64(i64 noundef signext %462)
  call void @print_nl()
  %463 = load <4 x i32>, <4 x i32>* %35, align 16
  store <4 x i32> %463, <4 x i32>* %54, align 16
  %464 = bitcast <4 x i32>* %54 to { i32, i32, i32, i32 }*
  %465 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %464, i32 0, i32 0
  %466 = load i32, i32* %465, align 16
  %467 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %464, i32 0, i32 1
  %468 = load i32, i32* %467, align 4
  %469 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %464, i32 0, i32 2
  %470 = load i32, i32* %469, align 8
  %471 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %464, i32 0, i32 3
  %472 = load i32, i32* %471, align 4
  %473 = call i32 @hsum(i32 inreg noundef %466, i32 inreg noundef %468, i32 inreg noundef %470, i32 inreg noundef %472)
  %474 = and i32 %473, 127
  ret i32 %474
}

; Function Attrs: noinline nounwind optnone
define internal void @print_v4(i8* noundef %0, i32 %1, i32 inreg noundef %2, i32 inreg noundef %3, i32 inreg noundef %4, i32 inreg noundef %5) #0 {
  %7 = alloca <4 x i32>, align 16
  %8 = alloca i8*, align 4
  %9 = alloca <4 x i32>, align 16
  %10 = alloca i32, align 4
  %11 = bitcast <4 x i32>* %7 to { i32, i32, i32, i32 }*
  %12 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %11, i32 0, i32 0
  store i32 %2, i32* %12, align 16
  %13 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %11, i32 0, i32 1
  store i32 %3, i32* %13, align 4
  %14 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %11, i32 0, i32 2
  store i32 %4, i32* %14, align 8
  %15 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %11, i32 0, i32 3
  store i32 %5, i32* %15, align 4
  %16 = load <4 x i32>, <4 x i32>* %7, align 16
  store i8* %0, i8** %8, align 4
  store <4 x i32> %16, <4 x i32>* %9, align 16
  %17 = load i8*, i8** %8, align 4
  call void @print_str(i8* noundef %17)
  store i32 0, i32* %10, align 4
  br label %18

18:                                               ; preds = %25, %6
  %19 = load i32, i32* %10, align 4
  %20 = icmp slt i32 %19, 4
  br i1 %20, label %21, label %28

21:                                               ; preds = %18
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %22 = load <4 x i32>, <4 x i32>* %9, align 16
  %23 = load i32, i32* %10, align 4
  %24 = extractelement <4 x i32> %22, i32 %23
  call void @print_int(i32 noundef signext %24)
  br label %25

25:                                               ; preds = %21
  %26 = load i32, i32* %10, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %10, align 4
  br label %18, !llvm.loop !8

28:                                               ; preds = %18
  call void @print_nl()
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal inreg { i32, i32, i32, i32 } @madd(i32 inreg noundef %0, i32 inreg noundef %1, i32 inreg noundef %2, i32 inreg noundef %3, i32 inreg noundef %4, i32 inreg noundef %5, i32 inreg noundef %6, i32 inreg noundef %7, i32 inreg noundef %8, i32 inreg noundef %9, i32 inreg noundef %10, i32 inreg noundef %11) #0 {
  %13 = alloca <4 x i32>, align 16
  %14 = alloca <4 x i32>, align 16
  %15 = alloca <4 x i32>, align 16
  %16 = alloca <4 x i32>, align 16
  %17 = alloca <4 x i32>, align 16
  %18 = alloca <4 x i32>, align 16
  %19 = alloca <4 x i32>, align 16
  %20 = bitcast <4 x i32>* %14 to { i32, i32, i32, i32 }*
  %21 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %20, i32 0, i32 0
  store i32 %0, i32* %21, align 16
  %22 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %20, i32 0, i32 1
  store i32 %1, i32* %22, align 4
  %23 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %20, i32 0, i32 2
  store i32 %2, i32* %23, align 8
  %24 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %20, i32 0, i32 3
  store i32 %3, i32* %24, align 4
  %25 = load <4 x i32>, <4 x i32>* %14, align 16
  %26 = bitcast <4 x i32>* %15 to { i32, i32, i32, i32 }*
  %27 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %26, i32 0, i32 0
  store i32 %4, i32* %27, align 16
  %28 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %26, i32 0, i32 1
  store i32 %5, i32* %28, align 4
  %29 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %26, i32 0, i32 2
  store i32 %6, i32* %29, align 8
  %30 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %26, i32 0, i32 3
  store i32 %7, i32* %30, align 4
  %31 = load <4 x i32>, <4 x i32>* %15, align 16
  %32 = bitcast <4 x i32>* %16 to { i32, i32, i32, i32 }*
  %33 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %32, i32 0, i32 0
  store i32 %8, i32* %33, align 16
  %34 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %32, i32 0, i32 1
  store i32 %9, i32* %34, align 4
  %35 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %32, i32 0, i32 2
  store i32 %10, i32* %35, align 8
  %36 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %32, i32 0, i32 3
  store i32 %11, i32* %36, align 4
  %37 = load <4 x i32>, <4 x i32>* %16, align 16
  store <4 x i32> %25, <4 x i32>* %17, align 16
  store <4 x i32> %31, <4 x i32>* %18, align 16
  store <4 x i32> %37, <4 x i32>* %19, align 16
  %38 = load <4 x i32>, <4 x i32>* %17, align 16
  %39 = load <4 x i32>, <4 x i32>* %18, align 16
  %40 = mul <4 x i32> %38, %39
  %41 = load <4 x i32>, <4 x i32>* %19, align 16
  %42 = add <4 x i32> %40, %41
  store <4 x i32> %42, <4 x i32>* %13, align 16
  %43 = bitcast <4 x i32>* %13 to { i32, i32, i32, i32 }*
  %44 = load { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %43, align 16
  ret { i32, i32, i32, i32 } %44
}

; Function Attrs: noinline nounwind optnone
define internal inreg { i32, i32, i32, i32 } @vmax(i32 inreg noundef %0, i32 inreg noundef %1, i32 inreg noundef %2, i32 inreg noundef %3, i32 inreg noundef %4, i32 inreg noundef %5, i32 inreg noundef %6, i32 inreg noundef %7) #0 {
  %9 = alloca <4 x i32>, align 16
  %10 = alloca <4 x i32>, align 16
  %11 = alloca <4 x i32>, align 16
  %12 = alloca <4 x i32>, align 16
  %13 = alloca <4 x i32>, align 16
  %14 = alloca <4 x i32>, align 16
  %15 = bitcast <4 x i32>* %10 to { i32, i32, i32, i32 }*
  %16 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %15, i32 0, i32 0
  store i32 %0, i32* %16, align 16
  %17 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %15, i32 0, i32 1
  store i32 %1, i32* %17, align 4
  %18 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %15, i32 0, i32 2
  store i32 %2, i32* %18, align 8
  %19 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %15, i32 0, i32 3
  store i32 %3, i32* %19, align 4
  %20 = load <4 x i32>, <4 x i32>* %10, align 16
  %21 = bitcast <4 x i32>* %11 to { i32, i32, i32, i32 }*
  %22 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %21, i32 0, i32 0
  store i32 %4, i32* %22, align 16
  %23 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %21, i32 0, i32 1
  store i32 %5, i32* %23, align 4
  %24 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %21, i32 0, i32 2
  store i32 %6, i32* %24, align 8
  %25 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %21, i32 0, i32 3
  store i32 %7, i32* %25, align 4
  %26 = load <4 x i32>, <4 x i32>* %11, align 16
  store <4 x i32> %20, <4 x i32>* %12, align 16
  store <4 x i32> %26, <4 x i32>* %13, align 16
  %27 = load <4 x i32>, <4 x i32>* %12, align 16
  %28 = load <4 x i32>, <4 x i32>* %13, align 16
  %29 = icmp sgt <4 x i32> %27, %28
  %30 = sext <4 x i1> %29 to <4 x i32>
  store <4 x i32> %30, <4 x i32>* %14, align 16
  %31 = load <4 x i32>, <4 x i32>* %12, align 16
  %32 = load <4 x i32>, <4 x i32>* %14, align 16
  %33 = and <4 x i32> %31, %32
  %34 = load <4 x i32>, <4 x i32>* %13, align 16
  %35 = load <4 x i32>, <4 x i32>* %14, align 16
  %36 = xor <4 x i32> %35, <i32 -1, i32 -1, i32 -1, i32 -1>
  %37 = and <4 x i32> %34, %36
  %38 = or <4 x i32> %33, %37
  store <4 x i32> %38, <4 x i32>* %9, align 16
  %39 = bitcast <4 x i32>* %9 to { i32, i32, i32, i32 }*
  %40 = load { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %39, align 16
  ret { i32, i32, i32, i32 } %40
}

; Function Attrs: noinline nounwind optnone
define internal inreg { i32, i32, i32, i32 } @reverse(i32 inreg noundef %0, i32 inreg noundef %1, i32 inreg noundef %2, i32 inreg noundef %3) #0 {
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x i32>, align 16
  %7 = alloca <4 x i32>, align 16
  %8 = bitcast <4 x i32>* %6 to { i32, i32, i32, i32 }*
  %9 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %8, i32 0, i32 0
  store i32 %0, i32* %9, align 16
  %10 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %8, i32 0, i32 1
  store i32 %1, i32* %10, align 4
  %11 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %8, i32 0, i32 2
  store i32 %2, i32* %11, align 8
  %12 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %8, i32 0, i32 3
  store i32 %3, i32* %12, align 4
  %13 = load <4 x i32>, <4 x i32>* %6, align 16
  store <4 x i32> %13, <4 x i32>* %7, align 16
  %14 = load <4 x i32>, <4 x i32>* %7, align 16
  %15 = load <4 x i32>, <4 x i32>* %7, align 16
  %16 = shufflevector <4 x i32> %14, <4 x i32> %15, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i32> %16, <4 x i32>* %5, align 16
  %17 = bitcast <4 x i32>* %5 to { i32, i32, i32, i32 }*
  %18 = load { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %17, align 16
  ret { i32, i32, i32, i32 } %18
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
define internal i32 @hsum(i32 inreg noundef %0, i32 inreg noundef %1, i32 inreg noundef %2, i32 inreg noundef %3) #0 {
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x i32>, align 16
  %7 = bitcast <4 x i32>* %5 to { i32, i32, i32, i32 }*
  %8 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %7, i32 0, i32 0
  store i32 %0, i32* %8, align 16
  %9 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %7, i32 0, i32 1
  store i32 %1, i32* %9, align 4
  %10 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %7, i32 0, i32 2
  store i32 %2, i32* %10, align 8
  %11 = getelementptr inbounds { i32, i32, i32, i32 }, { i32, i32, i32, i32 }* %7, i32 0, i32 3
  store i32 %3, i32* %11, align 4
  %12 = load <4 x i32>, <4 x i32>* %5, align 16
  store <4 x i32> %12, <4 x i32>* %6, align 16
  %13 = load <4 x i32>, <4 x i32>* %6, align 16
  %14 = extractelement <4 x i32> %13, i32 0
  %15 = load <4 x i32>, <4 x i32>* %6, align 16
  %16 = extractelement <4 x i32> %15, i32 1
  %17 = add nsw i32 %14, %16
  %18 = load <4 x i32>, <4 x i32>* %6, align 16
  %19 = extractelement <4 x i32> %18, i32 2
  %20 = add nsw i32 %17, %19
  %21 = load <4 x i32>, <4 x i32>* %6, align 16
  %22 = extractelement <4 x i32> %21, i32 3
  %23 = add nsw i32 %20, %22
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
  br label %3, !llvm.loop !9

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
