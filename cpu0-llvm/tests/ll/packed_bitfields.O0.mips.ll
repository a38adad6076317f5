; clang-14 -S -emit-llvm -O0 -target mips-unknown-linux-gnu -fno-pic -fno-ident -g0 of clang/packed_bitfields.c:
; bit-fields of a packed struct, 145 bits, loaded and stored as one i152.
; The result is what the host's gcc build of the same file (-DHOST) prints.
; run.be: @run() == 3733287225
; ModuleID = 'clang/packed_bitfields.c'
source_filename = "clang/packed_bitfields.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.S1 = type { [19 x i8] }

@g = dso_local global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 0, i8 0, i8 63, i8 -1, i8 -64, i8 48, i8 0, i8 1, i8 5, i8 -1, i8 -1, i8 -1, i8 -45, i8 -1, i8 -64, i8 0, i8 4, i8 -128 }, align 1
@arr = dso_local global [3 x %struct.S1] zeroinitializer, align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @get(%struct.S1* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.S1*, align 4
  %5 = alloca i32, align 4
  store %struct.S1* %0, %struct.S1** %4, align 4
  store i32 %1, i32* %5, align 4
  %6 = load i32, i32* %5, align 4
  switch i32 %6, label %62 [
    i32 0, label %7
    i32 1, label %13
    i32 2, label %20
    i32 3, label %27
    i32 4, label %34
    i32 5, label %41
    i32 6, label %48
    i32 7, label %55
  ]

7:                                                ; preds = %2
  %8 = load %struct.S1*, %struct.S1** %4, align 4
  %9 = bitcast %struct.S1* %8 to i152*
  %10 = load i152, i152* %9, align 1
  %11 = lshr i152 %10, 125
  %12 = trunc i152 %11 to i32
  store i32 %12, i32* %3, align 4
  br label %69

13:                                               ; preds = %2
  %14 = load %struct.S1*, %struct.S1** %4, align 4
  %15 = bitcast %struct.S1* %14 to i152*
  %16 = load i152, i152* %15, align 1
  %17 = shl i152 %16, 27
  %18 = ashr i152 %17, 136
  %19 = trunc i152 %18 to i32
  store i32 %19, i32* %3, align 4
  br label %69

20:                                               ; preds = %2
  %21 = load %struct.S1*, %struct.S1** %4, align 4
  %22 = bitcast %struct.S1* %21 to i152*
  %23 = load volatile i152, i152* %22, align 1
  %24 = shl i152 %23, 43
  %25 = ashr i152 %24, 143
  %26 = trunc i152 %25 to i32
  store i32 %26, i32* %3, align 4
  br label %69

27:                                               ; preds = %2
  %28 = load %struct.S1*, %struct.S1** %4, align 4
  %29 = bitcast %struct.S1* %28 to i152*
  %30 = load i152, i152* %29, align 1
  %31 = lshr i152 %30, 78
  %32 = and i152 %31, 4194303
  %33 = trunc i152 %32 to i32
  store i32 %33, i32* %3, align 4
  br label %69

34:                                               ; preds = %2
  %35 = load %struct.S1*, %struct.S1** %4, align 4
  %36 = bitcast %struct.S1* %35 to i152*
  %37 = load i152, i152* %36, align 1
  %38 = lshr i152 %37, 72
  %39 = and i152 %38, 63
  %40 = trunc i152 %39 to i32
  store i32 %40, i32* %3, align 4
  br label %69

41:                                               ; preds = %2
  %42 = load %struct.S1*, %struct.S1** %4, align 4
  %43 = bitcast %struct.S1* %42 to i152*
  %44 = load i152, i152* %43, align 1
  %45 = shl i152 %44, 80
  %46 = ashr i152 %45, 123
  %47 = trunc i152 %46 to i32
  store i32 %47, i32* %3, align 4
  br label %69

48:                                               ; preds = %2
  %49 = load %struct.S1*, %struct.S1** %4, align 4
  %50 = bitcast %struct.S1* %49 to i152*
  %51 = load i152, i152* %50, align 1
  %52 = lshr i152 %51, 39
  %53 = and i152 %52, 15
  %54 = trunc i152 %53 to i32
  store i32 %54, i32* %3, align 4
  br label %69

55:                                               ; preds = %2
  %56 = load %struct.S1*, %struct.S1** %4, align 4
  %57 = bitcast %struct.S1* %56 to i152*
  %58 = load i152, i152* %57, align 1
  %59 = shl i152 %58, 113
  %60 = ashr i152 %59, 140
  %61 = trunc i152 %60 to i32
  store i32 %61, i32* %3, align 4
  br label %69

62:                                               ; preds = %2
  %63 = load %struct.S1*, %struct.S1** %4, align 4
  %64 = bitcast %struct.S1* %63 to i152*
  %65 = load i152, i152* %64, align 1
  %66 = shl i152 %65, 125
  %67 = ashr i152 %66, 132
  %68 = trunc i152 %67 to i32
  store i32 %68, i32* %3, align 4
  br label %69

69:                                               ; preds = %62, %55, %48, %41, %34, %27, %20, %13, %7
  %70 = load i32, i32* %3, align 4
  ret i32 %70
}

; Function Attrs: noinline nounwind optnone
define dso_local void @set(%struct.S1* noundef %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca %struct.S1*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.S1* %0, %struct.S1** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %5, align 4
  switch i32 %7, label %104 [
    i32 0, label %8
    i32 1, label %19
    i32 2, label %32
    i32 3, label %45
    i32 4, label %56
    i32 5, label %67
    i32 6, label %80
    i32 7, label %91
  ]

8:                                                ; preds = %3
  %9 = load i32, i32* %6, align 4
  %10 = load %struct.S1*, %struct.S1** %4, align 4
  %11 = bitcast %struct.S1* %10 to i152*
  %12 = zext i32 %9 to i152
  %13 = load i152, i152* %11, align 1
  %14 = and i152 %12, 134217727
  %15 = shl i152 %14, 125
  %16 = and i152 %13, 42535295865117307932921825928971026431
  %17 = or i152 %16, %15
  store i152 %17, i152* %11, align 1
  %18 = trunc i152 %14 to i32
  br label %117

19:                                               ; preds = %3
  %20 = load i32, i32* %6, align 4
  %21 = load %struct.S1*, %struct.S1** %4, align 4
  %22 = bitcast %struct.S1* %21 to i152*
  %23 = zext i32 %20 to i152
  %24 = load i152, i152* %22, align 1
  %25 = and i152 %23, 65535
  %26 = shl i152 %25, 109
  %27 = and i152 %24, -42534646828009991079468259616929873921
  %28 = or i152 %27, %26
  store i152 %28, i152* %22, align 1
  %29 = shl i152 %25, 136
  %30 = ashr i152 %29, 136
  %31 = trunc i152 %30 to i32
  br label %117

32:                                               ; preds = %3
  %33 = load i32, i32* %6, align 4
  %34 = load %struct.S1*, %struct.S1** %4, align 4
  %35 = bitcast %struct.S1* %34 to i152*
  %36 = zext i32 %33 to i152
  %37 = load volatile i152, i152* %35, align 1
  %38 = and i152 %36, 511
  %39 = shl i152 %38, 100
  %40 = and i152 %37, -647769456716625224164815337947137
  %41 = or i152 %40, %39
  store volatile i152 %41, i152* %35, align 1
  %42 = shl i152 %38, 143
  %43 = ashr i152 %42, 143
  %44 = trunc i152 %43 to i32
  br label %117

45:                                               ; preds = %3
  %46 = load i32, i32* %6, align 4
  %47 = load %struct.S1*, %struct.S1** %4, align 4
  %48 = bitcast %struct.S1* %47 to i152*
  %49 = zext i32 %46 to i152
  %50 = load i152, i152* %48, align 1
  %51 = and i152 %49, 4194303
  %52 = shl i152 %51, 78
  %53 = and i152 %50, -1267650297996774497839409528833
  %54 = or i152 %53, %52
  store i152 %54, i152* %48, align 1
  %55 = trunc i152 %51 to i32
  br label %117

56:                                               ; preds = %3
  %57 = load i32, i32* %6, align 4
  %58 = load %struct.S1*, %struct.S1** %4, align 4
  %59 = bitcast %struct.S1* %58 to i152*
  %60 = zext i32 %57 to i152
  %61 = load i152, i152* %59, align 1
  %62 = and i152 %60, 63
  %63 = shl i152 %62, 72
  %64 = and i152 %61, -297509088420787648462849
  %65 = or i152 %64, %63
  store i152 %65, i152* %59, align 1
  %66 = trunc i152 %62 to i32
  br label %117

67:                                               ; preds = %3
  %68 = load i32, i32* %6, align 4
  %69 = load %struct.S1*, %struct.S1** %4, align 4
  %70 = bitcast %struct.S1* %69 to i152*
  %71 = zext i32 %68 to i152
  %72 = load i152, i152* %70, align 1
  %73 = and i152 %71, 536870911
  %74 = shl i152 %73, 43
  %75 = and i152 %72, -4722366474073552191489
  %76 = or i152 %75, %74
  store i152 %76, i152* %70, align 1
  %77 = shl i152 %73, 123
  %78 = ashr i152 %77, 123
  %79 = trunc i152 %78 to i32
  br label %117

80:                                               ; preds = %3
  %81 = load i32, i32* %6, align 4
  %82 = load %struct.S1*, %struct.S1** %4, align 4
  %83 = bitcast %struct.S1* %82 to i152*
  %84 = zext i32 %81 to i152
  %85 = load i152, i152* %83, align 1
  %86 = and i152 %84, 15
  %87 = shl i152 %86, 39
  %88 = and i152 %85, -8246337208321
  %89 = or i152 %88, %87
  store i152 %89, i152* %83, align 1
  %90 = trunc i152 %86 to i32
  br label %117

91:                                               ; preds = %3
  %92 = load i32, i32* %6, align 4
  %93 = load %struct.S1*, %struct.S1** %4, align 4
  %94 = bitcast %struct.S1* %93 to i152*
  %95 = zext i32 %92 to i152
  %96 = load i152, i152* %94, align 1
  %97 = and i152 %95, 4095
  %98 = shl i152 %97, 27
  %99 = and i152 %96, -549621596161
  %100 = or i152 %99, %98
  store i152 %100, i152* %94, align 1
  %101 = shl i152 %97, 140
  %102 = ashr i152 %101, 140
  %103 = trunc i152 %102 to i32
  br label %117

104:                                              ; preds = %3
  %105 = load i32, i32* %6, align 4
  %106 = load %struct.S1*, %struct.S1** %4, align 4
  %107 = bitcast %struct.S1* %106 to i152*
  %108 = zext i32 %105 to i152
  %109 = load i152, i152* %107, align 1
  %110 = and i152 %108, 1048575
  %111 = shl i152 %110, 7
  %112 = and i152 %109, -134217601
  %113 = or i152 %112, %111
  store i152 %113, i152* %107, align 1
  %114 = shl i152 %110, 132
  %115 = ashr i152 %114, 132
  %116 = trunc i152 %115 to i32
  br label %117

117:                                              ; preds = %104, %91, %80, %67, %56, %45, %32, %19, %8
  ret void
}

; Function Attrs: noinline nounwind optnone
define dso_local i32 @run() #0 {
  %1 = alloca %struct.S1, align 1
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = bitcast %struct.S1* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %5, i8* align 1 getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g, i32 0, i32 0), i32 19, i1 false)
  store i32 0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %6

6:                                                ; preds = %26, %0
  %7 = load i32, i32* %3, align 4
  %8 = icmp slt i32 %7, 60
  br i1 %8, label %9, label %29

9:                                                ; preds = %6
  %10 = load i32, i32* %3, align 4
  %11 = srem i32 %10, 9
  %12 = load i32, i32* %3, align 4
  %13 = mul i32 %12, -1640531535
  call void @set(%struct.S1* noundef %1, i32 noundef signext %11, i32 noundef signext %13)
  %14 = load i32, i32* %2, align 4
  %15 = mul i32 %14, 31
  %16 = load i32, i32* %3, align 4
  %17 = mul nsw i32 %16, 7
  %18 = srem i32 %17, 9
  %19 = call i32 @get(%struct.S1* noundef %1, i32 noundef signext %18)
  %20 = add i32 %15, %19
  store i32 %20, i32* %2, align 4
  %21 = load i32, i32* %3, align 4
  %22 = srem i32 %21, 3
  %23 = getelementptr inbounds [3 x %struct.S1], [3 x %struct.S1]* @arr, i32 0, i32 %22
  %24 = bitcast %struct.S1* %23 to i8*
  %25 = bitcast %struct.S1* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %24, i8* align 1 %25, i32 19, i1 true)
  br label %26

26:                                               ; preds = %9
  %27 = load i32, i32* %3, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %3, align 4
  br label %6, !llvm.loop !2

29:                                               ; preds = %6
  %30 = bitcast %struct.S1* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g, i32 0, i32 0), i8* align 1 %30, i32 19, i1 true)
  %31 = load i152, i152* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g to i152*), align 1
  %32 = shl i152 %31, 125
  %33 = ashr i152 %32, 132
  %34 = trunc i152 %33 to i32
  %35 = load i152, i152* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g to i152*), align 1
  %36 = shl i152 %35, 80
  %37 = ashr i152 %36, 123
  %38 = trunc i152 %37 to i32
  %39 = add nsw i32 %38, %34
  %40 = zext i32 %39 to i152
  %41 = load i152, i152* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g to i152*), align 1
  %42 = and i152 %40, 536870911
  %43 = shl i152 %42, 43
  %44 = and i152 %41, -4722366474073552191489
  %45 = or i152 %44, %43
  store i152 %45, i152* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g to i152*), align 1
  %46 = shl i152 %42, 123
  %47 = ashr i152 %46, 123
  %48 = trunc i152 %47 to i32
  %49 = load i152, i152* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g to i152*), align 1
  %50 = shl i152 %49, 113
  %51 = ashr i152 %50, 140
  %52 = trunc i152 %51 to i32
  %53 = load i152, i152* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g to i152*), align 1
  %54 = shl i152 %53, 27
  %55 = ashr i152 %54, 136
  %56 = trunc i152 %55 to i32
  %57 = xor i32 %56, %52
  %58 = zext i32 %57 to i152
  %59 = load i152, i152* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g to i152*), align 1
  %60 = and i152 %58, 65535
  %61 = shl i152 %60, 109
  %62 = and i152 %59, -42534646828009991079468259616929873921
  %63 = or i152 %62, %61
  store i152 %63, i152* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g to i152*), align 1
  %64 = shl i152 %60, 136
  %65 = ashr i152 %64, 136
  %66 = trunc i152 %65 to i32
  %67 = load i152, i152* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g to i152*), align 1
  %68 = shl i152 %67, 80
  %69 = ashr i152 %68, 123
  %70 = trunc i152 %69 to i32
  %71 = load i152, i152* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g to i152*), align 1
  %72 = lshr i152 %71, 125
  %73 = trunc i152 %72 to i32
  %74 = add nsw i32 %70, %73
  %75 = load i152, i152* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g to i152*), align 1
  %76 = shl i152 %75, 27
  %77 = ashr i152 %76, 136
  %78 = trunc i152 %77 to i32
  %79 = add nsw i32 %74, %78
  %80 = load i32, i32* %2, align 4
  %81 = xor i32 %80, %79
  store i32 %81, i32* %2, align 4
  store i32 0, i32* %4, align 4
  br label %82

82:                                               ; preds = %104, %29
  %83 = load i32, i32* %4, align 4
  %84 = icmp slt i32 %83, 3
  br i1 %84, label %85, label %107

85:                                               ; preds = %82
  %86 = load i32, i32* %2, align 4
  %87 = mul i32 %86, 7
  %88 = load i32, i32* %4, align 4
  %89 = getelementptr inbounds [3 x %struct.S1], [3 x %struct.S1]* @arr, i32 0, i32 %88
  %90 = bitcast %struct.S1* %89 to i152*
  %91 = load i152, i152* %90, align 1
  %92 = shl i152 %91, 125
  %93 = ashr i152 %92, 132
  %94 = trunc i152 %93 to i32
  %95 = add i32 %87, %94
  %96 = load i32, i32* %4, align 4
  %97 = getelementptr inbounds [3 x %struct.S1], [3 x %struct.S1]* @arr, i32 0, i32 %96
  %98 = bitcast %struct.S1* %97 to i152*
  %99 = load i152, i152* %98, align 1
  %100 = lshr i152 %99, 78
  %101 = and i152 %100, 4194303
  %102 = trunc i152 %101 to i32
  %103 = add i32 %95, %102
  store i32 %103, i32* %2, align 4
  br label %104

104:                                              ; preds = %85
  %105 = load i32, i32* %4, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, i32* %4, align 4
  br label %82, !llvm.loop !4

107:                                              ; preds = %82
  %108 = load i32, i32* %2, align 4
  ret i32 %108
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
