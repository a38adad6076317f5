; clang-14 -S -emit-llvm -O0 -target mipsel-unknown-linux-gnu -fno-pic -fno-ident -g0 of clang/packed_bitfields.c:
; bit-fields of a packed struct, 145 bits, loaded and stored as one i152.
; The result is what the host's gcc build of the same file (-DHOST) prints.
; run.le: @run() == 3733287225
; ModuleID = 'clang/packed_bitfields.c'
source_filename = "clang/packed_bitfields.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.S1 = type { [19 x i8] }

@g = dso_local global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 0, i8 0, i8 -16, i8 -1, i8 31, i8 64, i8 0, i8 0, i8 20, i8 -6, i8 -1, i8 -1, i8 -1, i8 -16, i8 63, i8 1, i8 0, i8 0 }, align 1
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
  %11 = and i152 %10, 134217727
  %12 = trunc i152 %11 to i32
  store i32 %12, i32* %3, align 4
  br label %69

13:                                               ; preds = %2
  %14 = load %struct.S1*, %struct.S1** %4, align 4
  %15 = bitcast %struct.S1* %14 to i152*
  %16 = load i152, i152* %15, align 1
  %17 = shl i152 %16, 109
  %18 = ashr i152 %17, 136
  %19 = trunc i152 %18 to i32
  store i32 %19, i32* %3, align 4
  br label %69

20:                                               ; preds = %2
  %21 = load %struct.S1*, %struct.S1** %4, align 4
  %22 = bitcast %struct.S1* %21 to i152*
  %23 = load volatile i152, i152* %22, align 1
  %24 = shl i152 %23, 100
  %25 = ashr i152 %24, 143
  %26 = trunc i152 %25 to i32
  store i32 %26, i32* %3, align 4
  br label %69

27:                                               ; preds = %2
  %28 = load %struct.S1*, %struct.S1** %4, align 4
  %29 = bitcast %struct.S1* %28 to i152*
  %30 = load i152, i152* %29, align 1
  %31 = lshr i152 %30, 52
  %32 = and i152 %31, 4194303
  %33 = trunc i152 %32 to i32
  store i32 %33, i32* %3, align 4
  br label %69

34:                                               ; preds = %2
  %35 = load %struct.S1*, %struct.S1** %4, align 4
  %36 = bitcast %struct.S1* %35 to i152*
  %37 = load i152, i152* %36, align 1
  %38 = lshr i152 %37, 74
  %39 = and i152 %38, 63
  %40 = trunc i152 %39 to i32
  store i32 %40, i32* %3, align 4
  br label %69

41:                                               ; preds = %2
  %42 = load %struct.S1*, %struct.S1** %4, align 4
  %43 = bitcast %struct.S1* %42 to i152*
  %44 = load i152, i152* %43, align 1
  %45 = shl i152 %44, 43
  %46 = ashr i152 %45, 123
  %47 = trunc i152 %46 to i32
  store i32 %47, i32* %3, align 4
  br label %69

48:                                               ; preds = %2
  %49 = load %struct.S1*, %struct.S1** %4, align 4
  %50 = bitcast %struct.S1* %49 to i152*
  %51 = load i152, i152* %50, align 1
  %52 = lshr i152 %51, 109
  %53 = and i152 %52, 15
  %54 = trunc i152 %53 to i32
  store i32 %54, i32* %3, align 4
  br label %69

55:                                               ; preds = %2
  %56 = load %struct.S1*, %struct.S1** %4, align 4
  %57 = bitcast %struct.S1* %56 to i152*
  %58 = load i152, i152* %57, align 1
  %59 = shl i152 %58, 27
  %60 = ashr i152 %59, 140
  %61 = trunc i152 %60 to i32
  store i32 %61, i32* %3, align 4
  br label %69

62:                                               ; preds = %2
  %63 = load %struct.S1*, %struct.S1** %4, align 4
  %64 = bitcast %struct.S1* %63 to i152*
  %65 = load i152, i152* %64, align 1
  %66 = shl i152 %65, 7
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
  switch i32 %7, label %103 [
    i32 0, label %8
    i32 1, label %18
    i32 2, label %31
    i32 3, label %44
    i32 4, label %55
    i32 5, label %66
    i32 6, label %79
    i32 7, label %90
  ]

8:                                                ; preds = %3
  %9 = load i32, i32* %6, align 4
  %10 = load %struct.S1*, %struct.S1** %4, align 4
  %11 = bitcast %struct.S1* %10 to i152*
  %12 = zext i32 %9 to i152
  %13 = load i152, i152* %11, align 1
  %14 = and i152 %12, 134217727
  %15 = and i152 %13, -134217728
  %16 = or i152 %15, %14
  store i152 %16, i152* %11, align 1
  %17 = trunc i152 %14 to i32
  br label %116

18:                                               ; preds = %3
  %19 = load i32, i32* %6, align 4
  %20 = load %struct.S1*, %struct.S1** %4, align 4
  %21 = bitcast %struct.S1* %20 to i152*
  %22 = zext i32 %19 to i152
  %23 = load i152, i152* %21, align 1
  %24 = and i152 %22, 65535
  %25 = shl i152 %24, 27
  %26 = and i152 %23, -8795958804481
  %27 = or i152 %26, %25
  store i152 %27, i152* %21, align 1
  %28 = shl i152 %24, 136
  %29 = ashr i152 %28, 136
  %30 = trunc i152 %29 to i32
  br label %116

31:                                               ; preds = %3
  %32 = load i32, i32* %6, align 4
  %33 = load %struct.S1*, %struct.S1** %4, align 4
  %34 = bitcast %struct.S1* %33 to i152*
  %35 = zext i32 %32 to i152
  %36 = load volatile i152, i152* %34, align 1
  %37 = and i152 %35, 511
  %38 = shl i152 %37, 43
  %39 = and i152 %36, -4494803534348289
  %40 = or i152 %39, %38
  store volatile i152 %40, i152* %34, align 1
  %41 = shl i152 %37, 143
  %42 = ashr i152 %41, 143
  %43 = trunc i152 %42 to i32
  br label %116

44:                                               ; preds = %3
  %45 = load i32, i32* %6, align 4
  %46 = load %struct.S1*, %struct.S1** %4, align 4
  %47 = bitcast %struct.S1* %46 to i152*
  %48 = zext i32 %45 to i152
  %49 = load i152, i152* %47, align 1
  %50 = and i152 %48, 4194303
  %51 = shl i152 %50, 52
  %52 = and i152 %49, -18889461427878953484289
  %53 = or i152 %52, %51
  store i152 %53, i152* %47, align 1
  %54 = trunc i152 %50 to i32
  br label %116

55:                                               ; preds = %3
  %56 = load i32, i32* %6, align 4
  %57 = load %struct.S1*, %struct.S1** %4, align 4
  %58 = bitcast %struct.S1* %57 to i152*
  %59 = zext i32 %56 to i152
  %60 = load i152, i152* %58, align 1
  %61 = and i152 %59, 63
  %62 = shl i152 %61, 74
  %63 = and i152 %60, -1190036353683150593851393
  %64 = or i152 %63, %62
  store i152 %64, i152* %58, align 1
  %65 = trunc i152 %61 to i32
  br label %116

66:                                               ; preds = %3
  %67 = load i32, i32* %6, align 4
  %68 = load %struct.S1*, %struct.S1** %4, align 4
  %69 = bitcast %struct.S1* %68 to i152*
  %70 = zext i32 %67 to i152
  %71 = load i152, i152* %69, align 1
  %72 = and i152 %70, 536870911
  %73 = shl i152 %72, 80
  %74 = and i152 %71, -649037106107927633951682866446337
  %75 = or i152 %74, %73
  store i152 %75, i152* %69, align 1
  %76 = shl i152 %72, 123
  %77 = ashr i152 %76, 123
  %78 = trunc i152 %77 to i32
  br label %116

79:                                               ; preds = %3
  %80 = load i32, i32* %6, align 4
  %81 = load %struct.S1*, %struct.S1** %4, align 4
  %82 = bitcast %struct.S1* %81 to i152*
  %83 = zext i32 %80 to i152
  %84 = load i152, i152* %82, align 1
  %85 = and i152 %83, 15
  %86 = shl i152 %85, 109
  %87 = and i152 %84, -9735556609752801803494680617287681
  %88 = or i152 %87, %86
  store i152 %88, i152* %82, align 1
  %89 = trunc i152 %85 to i32
  br label %116

90:                                               ; preds = %3
  %91 = load i32, i32* %6, align 4
  %92 = load %struct.S1*, %struct.S1** %4, align 4
  %93 = bitcast %struct.S1* %92 to i152*
  %94 = zext i32 %91 to i152
  %95 = load i152, i152* %93, align 1
  %96 = and i152 %94, 4095
  %97 = shl i152 %96, 113
  %98 = and i152 %95, -42524911271400238277664764936312586241
  %99 = or i152 %98, %97
  store i152 %99, i152* %93, align 1
  %100 = shl i152 %96, 140
  %101 = ashr i152 %100, 140
  %102 = trunc i152 %101 to i32
  br label %116

103:                                              ; preds = %3
  %104 = load i32, i32* %6, align 4
  %105 = load %struct.S1*, %struct.S1** %4, align 4
  %106 = bitcast %struct.S1* %105 to i152*
  %107 = zext i32 %104 to i152
  %108 = load i152, i152* %106, align 1
  %109 = and i152 %107, 1048575
  %110 = shl i152 %109, 125
  %111 = and i152 %108, -44601447861765381165763503623470794040934401
  %112 = or i152 %111, %110
  store i152 %112, i152* %106, align 1
  %113 = shl i152 %109, 132
  %114 = ashr i152 %113, 132
  %115 = trunc i152 %114 to i32
  br label %116

116:                                              ; preds = %103, %90, %79, %66, %55, %44, %31, %18, %8
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
  %32 = shl i152 %31, 7
  %33 = ashr i152 %32, 132
  %34 = trunc i152 %33 to i32
  %35 = load i152, i152* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g to i152*), align 1
  %36 = shl i152 %35, 43
  %37 = ashr i152 %36, 123
  %38 = trunc i152 %37 to i32
  %39 = add nsw i32 %38, %34
  %40 = zext i32 %39 to i152
  %41 = load i152, i152* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g to i152*), align 1
  %42 = and i152 %40, 536870911
  %43 = shl i152 %42, 80
  %44 = and i152 %41, -649037106107927633951682866446337
  %45 = or i152 %44, %43
  store i152 %45, i152* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g to i152*), align 1
  %46 = shl i152 %42, 123
  %47 = ashr i152 %46, 123
  %48 = trunc i152 %47 to i32
  %49 = load i152, i152* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g to i152*), align 1
  %50 = shl i152 %49, 27
  %51 = ashr i152 %50, 140
  %52 = trunc i152 %51 to i32
  %53 = load i152, i152* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g to i152*), align 1
  %54 = shl i152 %53, 109
  %55 = ashr i152 %54, 136
  %56 = trunc i152 %55 to i32
  %57 = xor i32 %56, %52
  %58 = zext i32 %57 to i152
  %59 = load i152, i152* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g to i152*), align 1
  %60 = and i152 %58, 65535
  %61 = shl i152 %60, 27
  %62 = and i152 %59, -8795958804481
  %63 = or i152 %62, %61
  store i152 %63, i152* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g to i152*), align 1
  %64 = shl i152 %60, 136
  %65 = ashr i152 %64, 136
  %66 = trunc i152 %65 to i32
  %67 = load i152, i152* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g to i152*), align 1
  %68 = shl i152 %67, 43
  %69 = ashr i152 %68, 123
  %70 = trunc i152 %69 to i32
  %71 = load i152, i152* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g to i152*), align 1
  %72 = and i152 %71, 134217727
  %73 = trunc i152 %72 to i32
  %74 = add nsw i32 %70, %73
  %75 = load i152, i152* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g to i152*), align 1
  %76 = shl i152 %75, 109
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
  %92 = shl i152 %91, 7
  %93 = ashr i152 %92, 132
  %94 = trunc i152 %93 to i32
  %95 = add i32 %87, %94
  %96 = load i32, i32* %4, align 4
  %97 = getelementptr inbounds [3 x %struct.S1], [3 x %struct.S1]* @arr, i32 0, i32 %96
  %98 = bitcast %struct.S1* %97 to i152*
  %99 = load i152, i152* %98, align 1
  %100 = lshr i152 %99, 52
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
