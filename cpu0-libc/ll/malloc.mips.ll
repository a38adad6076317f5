; ModuleID = 'c/malloc.c'
source_filename = "c/malloc.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.free_block = type { i32, %struct.free_block*, %struct.free_block* }

@ready = internal unnamed_addr global i1 false, align 4
@free_list = internal unnamed_addr global %struct.free_block* null, align 4
@errno = external dso_local local_unnamed_addr global i32, align 4
@heap = internal global [104857600 x i8] zeroinitializer, align 8

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i8* @malloc(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = load i1, i1* @ready, align 4
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = load %struct.free_block*, %struct.free_block** @free_list, align 4
  br label %11

5:                                                ; preds = %1
  store i32 1, i32* bitcast ([104857600 x i8]* @heap to i32*), align 8
  store i32 104857592, i32* bitcast (i8* getelementptr inbounds ([104857600 x i8], [104857600 x i8]* @heap, i32 0, i32 4) to i32*), align 4
  store i32 104857592, i32* bitcast (i8* getelementptr inbounds ([104857600 x i8], [104857600 x i8]* @heap, i32 0, i32 104857592) to i32*), align 8
  store %struct.free_block* null, %struct.free_block** bitcast (i8* getelementptr inbounds ([104857600 x i8], [104857600 x i8]* @heap, i32 0, i32 12) to %struct.free_block**), align 4
  %6 = load %struct.free_block*, %struct.free_block** @free_list, align 4
  store %struct.free_block* %6, %struct.free_block** bitcast (i8* getelementptr inbounds ([104857600 x i8], [104857600 x i8]* @heap, i32 0, i32 8) to %struct.free_block**), align 8
  %7 = icmp eq %struct.free_block* %6, null
  br i1 %7, label %10, label %8

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.free_block, %struct.free_block* %6, i32 0, i32 2
  store %struct.free_block* bitcast (i8* getelementptr inbounds ([104857600 x i8], [104857600 x i8]* @heap, i32 0, i32 4) to %struct.free_block*), %struct.free_block** %9, align 4
  br label %10

10:                                               ; preds = %5, %8
  store %struct.free_block* bitcast (i8* getelementptr inbounds ([104857600 x i8], [104857600 x i8]* @heap, i32 0, i32 4) to %struct.free_block*), %struct.free_block** @free_list, align 4
  store i32 1, i32* bitcast (i8* getelementptr inbounds ([104857600 x i8], [104857600 x i8]* @heap, i32 0, i32 104857596) to i32*), align 4
  store i1 true, i1* @ready, align 4
  br label %11

11:                                               ; preds = %3, %10
  %12 = phi %struct.free_block* [ %4, %3 ], [ bitcast (i8* getelementptr inbounds ([104857600 x i8], [104857600 x i8]* @heap, i32 0, i32 4) to %struct.free_block*), %10 ]
  %13 = icmp ugt i32 %0, 104857600
  %14 = add i32 %0, 15
  %15 = and i32 %14, -8
  %16 = icmp ugt i32 %15, 16
  %17 = select i1 %16, i32 %15, i32 16
  %18 = select i1 %13, i32 0, i32 %17
  %19 = icmp eq %struct.free_block* %12, null
  %20 = select i1 %13, i1 true, i1 %19
  br i1 %20, label %77, label %21

21:                                               ; preds = %11, %64
  %22 = phi %struct.free_block* [ %66, %64 ], [ %12, %11 ]
  %23 = getelementptr inbounds %struct.free_block, %struct.free_block* %22, i32 0, i32 0
  %24 = load i32, i32* %23, align 4
  %25 = icmp ult i32 %24, %18
  br i1 %25, label %64, label %26

26:                                               ; preds = %21
  %27 = getelementptr inbounds %struct.free_block, %struct.free_block* %22, i32 0, i32 0
  %28 = getelementptr inbounds %struct.free_block, %struct.free_block* %22, i32 0, i32 2
  %29 = load %struct.free_block*, %struct.free_block** %28, align 4
  %30 = icmp eq %struct.free_block* %29, null
  %31 = getelementptr inbounds %struct.free_block, %struct.free_block* %22, i32 0, i32 1
  %32 = load %struct.free_block*, %struct.free_block** %31, align 4
  br i1 %30, label %36, label %33

33:                                               ; preds = %26
  %34 = getelementptr inbounds %struct.free_block, %struct.free_block* %29, i32 0, i32 1
  store %struct.free_block* %32, %struct.free_block** %34, align 4
  %35 = load %struct.free_block*, %struct.free_block** %31, align 4
  br label %37

36:                                               ; preds = %26
  store %struct.free_block* %32, %struct.free_block** @free_list, align 4
  br label %37

37:                                               ; preds = %36, %33
  %38 = phi %struct.free_block* [ %32, %36 ], [ %35, %33 ]
  %39 = icmp eq %struct.free_block* %38, null
  br i1 %39, label %43, label %40

40:                                               ; preds = %37
  %41 = load %struct.free_block*, %struct.free_block** %28, align 4
  %42 = getelementptr inbounds %struct.free_block, %struct.free_block* %38, i32 0, i32 2
  store %struct.free_block* %41, %struct.free_block** %42, align 4
  br label %43

43:                                               ; preds = %40, %37
  %44 = sub i32 %24, %18
  %45 = icmp ugt i32 %44, 15
  br i1 %45, label %46, label %68

46:                                               ; preds = %43
  %47 = bitcast %struct.free_block* %22 to i8*
  %48 = getelementptr inbounds i8, i8* %47, i32 %18
  %49 = bitcast i8* %48 to i32*
  store i32 %44, i32* %49, align 4
  %50 = and i32 %44, -2
  %51 = getelementptr inbounds i8, i8* %48, i32 %50
  %52 = getelementptr inbounds i8, i8* %51, i32 -4
  %53 = bitcast i8* %52 to i32*
  store i32 %44, i32* %53, align 4
  %54 = getelementptr inbounds i8, i8* %48, i32 8
  %55 = bitcast i8* %54 to %struct.free_block**
  store %struct.free_block* null, %struct.free_block** %55, align 4
  %56 = load %struct.free_block*, %struct.free_block** @free_list, align 4
  %57 = getelementptr inbounds i8, i8* %48, i32 4
  %58 = bitcast i8* %57 to %struct.free_block**
  store %struct.free_block* %56, %struct.free_block** %58, align 4
  %59 = icmp eq %struct.free_block* %56, null
  br i1 %59, label %63, label %60

60:                                               ; preds = %46
  %61 = getelementptr inbounds %struct.free_block, %struct.free_block* %56, i32 0, i32 2
  %62 = bitcast %struct.free_block** %61 to i8**
  store i8* %48, i8** %62, align 4
  br label %63

63:                                               ; preds = %60, %46
  store i8* %48, i8** bitcast (%struct.free_block** @free_list to i8**), align 4
  br label %68

64:                                               ; preds = %21
  %65 = getelementptr inbounds %struct.free_block, %struct.free_block* %22, i32 0, i32 1
  %66 = load %struct.free_block*, %struct.free_block** %65, align 4
  %67 = icmp eq %struct.free_block* %66, null
  br i1 %67, label %77, label %21, !llvm.loop !1

68:                                               ; preds = %43, %63
  %69 = phi i32 [ %18, %63 ], [ %24, %43 ]
  %70 = bitcast %struct.free_block* %22 to i8*
  %71 = or i32 %69, 1
  store i32 %71, i32* %27, align 4
  %72 = and i32 %69, -2
  %73 = getelementptr inbounds i8, i8* %70, i32 %72
  %74 = getelementptr inbounds i8, i8* %73, i32 -4
  %75 = bitcast i8* %74 to i32*
  store i32 %71, i32* %75, align 4
  %76 = bitcast %struct.free_block** %31 to i8*
  br label %78

77:                                               ; preds = %64, %11
  store i32 12, i32* @errno, align 4
  br label %78

78:                                               ; preds = %68, %77
  %79 = phi i8* [ null, %77 ], [ %76, %68 ]
  ret i8* %79
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @free(i8* noundef %0) local_unnamed_addr #1 {
  %2 = icmp eq i8* %0, null
  br i1 %2, label %80, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, i8* %0, i32 -4
  %5 = bitcast i8* %4 to i32*
  %6 = load i32, i32* %5, align 4
  %7 = and i32 %6, -2
  %8 = getelementptr inbounds i8, i8* %0, i32 -8
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = and i32 %10, 1
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %35

13:                                               ; preds = %3
  %14 = sub i32 0, %10
  %15 = getelementptr inbounds i8, i8* %4, i32 %14
  %16 = getelementptr inbounds i8, i8* %15, i32 8
  %17 = bitcast i8* %16 to %struct.free_block**
  %18 = load %struct.free_block*, %struct.free_block** %17, align 4
  %19 = icmp eq %struct.free_block* %18, null
  %20 = getelementptr inbounds i8, i8* %15, i32 4
  %21 = bitcast i8* %20 to %struct.free_block**
  %22 = load %struct.free_block*, %struct.free_block** %21, align 4
  br i1 %19, label %26, label %23

23:                                               ; preds = %13
  %24 = getelementptr inbounds %struct.free_block, %struct.free_block* %18, i32 0, i32 1
  store %struct.free_block* %22, %struct.free_block** %24, align 4
  %25 = load %struct.free_block*, %struct.free_block** %21, align 4
  br label %27

26:                                               ; preds = %13
  store %struct.free_block* %22, %struct.free_block** @free_list, align 4
  br label %27

27:                                               ; preds = %26, %23
  %28 = phi %struct.free_block* [ %22, %26 ], [ %25, %23 ]
  %29 = icmp eq %struct.free_block* %28, null
  br i1 %29, label %33, label %30

30:                                               ; preds = %27
  %31 = load %struct.free_block*, %struct.free_block** %17, align 4
  %32 = getelementptr inbounds %struct.free_block, %struct.free_block* %28, i32 0, i32 2
  store %struct.free_block* %31, %struct.free_block** %32, align 4
  br label %33

33:                                               ; preds = %27, %30
  %34 = add i32 %7, %10
  br label %35

35:                                               ; preds = %33, %3
  %36 = phi i32 [ %7, %3 ], [ %34, %33 ]
  %37 = phi i8* [ %4, %3 ], [ %15, %33 ]
  %38 = getelementptr inbounds i8, i8* %37, i32 %36
  %39 = bitcast i8* %38 to i32*
  %40 = load i32, i32* %39, align 4
  %41 = and i32 %40, 1
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %43, label %63

43:                                               ; preds = %35
  %44 = getelementptr inbounds i8, i8* %38, i32 8
  %45 = bitcast i8* %44 to %struct.free_block**
  %46 = load %struct.free_block*, %struct.free_block** %45, align 4
  %47 = icmp eq %struct.free_block* %46, null
  %48 = getelementptr inbounds i8, i8* %38, i32 4
  %49 = bitcast i8* %48 to %struct.free_block**
  %50 = load %struct.free_block*, %struct.free_block** %49, align 4
  br i1 %47, label %54, label %51

51:                                               ; preds = %43
  %52 = getelementptr inbounds %struct.free_block, %struct.free_block* %46, i32 0, i32 1
  store %struct.free_block* %50, %struct.free_block** %52, align 4
  %53 = load %struct.free_block*, %struct.free_block** %49, align 4
  br label %55

54:                                               ; preds = %43
  store %struct.free_block* %50, %struct.free_block** @free_list, align 4
  br label %55

55:                                               ; preds = %54, %51
  %56 = phi %struct.free_block* [ %50, %54 ], [ %53, %51 ]
  %57 = icmp eq %struct.free_block* %56, null
  br i1 %57, label %61, label %58

58:                                               ; preds = %55
  %59 = load %struct.free_block*, %struct.free_block** %45, align 4
  %60 = getelementptr inbounds %struct.free_block, %struct.free_block* %56, i32 0, i32 2
  store %struct.free_block* %59, %struct.free_block** %60, align 4
  br label %61

61:                                               ; preds = %55, %58
  %62 = add i32 %40, %36
  br label %63

63:                                               ; preds = %61, %35
  %64 = phi i32 [ %36, %35 ], [ %62, %61 ]
  %65 = bitcast i8* %37 to i32*
  store i32 %64, i32* %65, align 4
  %66 = and i32 %64, -2
  %67 = getelementptr inbounds i8, i8* %37, i32 %66
  %68 = getelementptr inbounds i8, i8* %67, i32 -4
  %69 = bitcast i8* %68 to i32*
  store i32 %64, i32* %69, align 4
  %70 = getelementptr inbounds i8, i8* %37, i32 8
  %71 = bitcast i8* %70 to %struct.free_block**
  store %struct.free_block* null, %struct.free_block** %71, align 4
  %72 = load %struct.free_block*, %struct.free_block** @free_list, align 4
  %73 = getelementptr inbounds i8, i8* %37, i32 4
  %74 = bitcast i8* %73 to %struct.free_block**
  store %struct.free_block* %72, %struct.free_block** %74, align 4
  %75 = icmp eq %struct.free_block* %72, null
  br i1 %75, label %79, label %76

76:                                               ; preds = %63
  %77 = getelementptr inbounds %struct.free_block, %struct.free_block* %72, i32 0, i32 2
  %78 = bitcast %struct.free_block** %77 to i8**
  store i8* %37, i8** %78, align 4
  br label %79

79:                                               ; preds = %63, %76
  store i8* %37, i8** bitcast (%struct.free_block** @free_list to i8**), align 4
  br label %80

80:                                               ; preds = %1, %79
  ret void
}

; Function Attrs: nounwind
define dso_local i8* @calloc(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %8, label %4

4:                                                ; preds = %2
  %5 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %1, i32 %0)
  %6 = extractvalue { i32, i1 } %5, 1
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  store i32 12, i32* @errno, align 4
  br label %14

8:                                                ; preds = %4, %2
  %9 = mul i32 %1, %0
  %10 = tail call i8* @malloc(i32 noundef signext %9) #6
  %11 = icmp eq i8* %10, null
  br i1 %11, label %14, label %12

12:                                               ; preds = %8
  %13 = tail call i8* @memset(i8* noundef nonnull %10, i32 noundef signext 0, i32 noundef signext %9) #7
  br label %14

14:                                               ; preds = %12, %8, %7
  %15 = phi i8* [ null, %7 ], [ %13, %12 ], [ null, %8 ]
  ret i8* %15
}

declare dso_local i8* @memset(i8* noundef, i32 noundef signext, i32 noundef signext) local_unnamed_addr #3

; Function Attrs: nounwind
define dso_local i8* @realloc(i8* noundef %0, i32 noundef signext %1) local_unnamed_addr #2 {
  %3 = icmp eq i8* %0, null
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = tail call i8* @malloc(i32 noundef signext %1) #6
  br label %229

6:                                                ; preds = %2
  %7 = icmp eq i32 %1, 0
  %8 = getelementptr inbounds i8, i8* %0, i32 -4
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = and i32 %10, -2
  br i1 %7, label %12, label %85

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, i8* %0, i32 -8
  %14 = bitcast i8* %13 to i32*
  %15 = load i32, i32* %14, align 4
  %16 = and i32 %15, 1
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %40

18:                                               ; preds = %12
  %19 = sub i32 0, %15
  %20 = getelementptr inbounds i8, i8* %8, i32 %19
  %21 = getelementptr inbounds i8, i8* %20, i32 8
  %22 = bitcast i8* %21 to %struct.free_block**
  %23 = load %struct.free_block*, %struct.free_block** %22, align 4
  %24 = icmp eq %struct.free_block* %23, null
  %25 = getelementptr inbounds i8, i8* %20, i32 4
  %26 = bitcast i8* %25 to %struct.free_block**
  %27 = load %struct.free_block*, %struct.free_block** %26, align 4
  br i1 %24, label %31, label %28

28:                                               ; preds = %18
  %29 = getelementptr inbounds %struct.free_block, %struct.free_block* %23, i32 0, i32 1
  store %struct.free_block* %27, %struct.free_block** %29, align 4
  %30 = load %struct.free_block*, %struct.free_block** %26, align 4
  br label %32

31:                                               ; preds = %18
  store %struct.free_block* %27, %struct.free_block** @free_list, align 4
  br label %32

32:                                               ; preds = %31, %28
  %33 = phi %struct.free_block* [ %27, %31 ], [ %30, %28 ]
  %34 = icmp eq %struct.free_block* %33, null
  br i1 %34, label %38, label %35

35:                                               ; preds = %32
  %36 = load %struct.free_block*, %struct.free_block** %22, align 4
  %37 = getelementptr inbounds %struct.free_block, %struct.free_block* %33, i32 0, i32 2
  store %struct.free_block* %36, %struct.free_block** %37, align 4
  br label %38

38:                                               ; preds = %35, %32
  %39 = add i32 %11, %15
  br label %40

40:                                               ; preds = %38, %12
  %41 = phi i32 [ %11, %12 ], [ %39, %38 ]
  %42 = phi i8* [ %8, %12 ], [ %20, %38 ]
  %43 = getelementptr inbounds i8, i8* %42, i32 %41
  %44 = bitcast i8* %43 to i32*
  %45 = load i32, i32* %44, align 4
  %46 = and i32 %45, 1
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %68

48:                                               ; preds = %40
  %49 = getelementptr inbounds i8, i8* %43, i32 8
  %50 = bitcast i8* %49 to %struct.free_block**
  %51 = load %struct.free_block*, %struct.free_block** %50, align 4
  %52 = icmp eq %struct.free_block* %51, null
  %53 = getelementptr inbounds i8, i8* %43, i32 4
  %54 = bitcast i8* %53 to %struct.free_block**
  %55 = load %struct.free_block*, %struct.free_block** %54, align 4
  br i1 %52, label %59, label %56

56:                                               ; preds = %48
  %57 = getelementptr inbounds %struct.free_block, %struct.free_block* %51, i32 0, i32 1
  store %struct.free_block* %55, %struct.free_block** %57, align 4
  %58 = load %struct.free_block*, %struct.free_block** %54, align 4
  br label %60

59:                                               ; preds = %48
  store %struct.free_block* %55, %struct.free_block** @free_list, align 4
  br label %60

60:                                               ; preds = %59, %56
  %61 = phi %struct.free_block* [ %55, %59 ], [ %58, %56 ]
  %62 = icmp eq %struct.free_block* %61, null
  br i1 %62, label %66, label %63

63:                                               ; preds = %60
  %64 = load %struct.free_block*, %struct.free_block** %50, align 4
  %65 = getelementptr inbounds %struct.free_block, %struct.free_block* %61, i32 0, i32 2
  store %struct.free_block* %64, %struct.free_block** %65, align 4
  br label %66

66:                                               ; preds = %63, %60
  %67 = add i32 %45, %41
  br label %68

68:                                               ; preds = %66, %40
  %69 = phi i32 [ %41, %40 ], [ %67, %66 ]
  %70 = bitcast i8* %42 to i32*
  store i32 %69, i32* %70, align 4
  %71 = and i32 %69, -2
  %72 = getelementptr inbounds i8, i8* %42, i32 %71
  %73 = getelementptr inbounds i8, i8* %72, i32 -4
  %74 = bitcast i8* %73 to i32*
  store i32 %69, i32* %74, align 4
  %75 = getelementptr inbounds i8, i8* %42, i32 8
  %76 = bitcast i8* %75 to %struct.free_block**
  store %struct.free_block* null, %struct.free_block** %76, align 4
  %77 = load %struct.free_block*, %struct.free_block** @free_list, align 4
  %78 = getelementptr inbounds i8, i8* %42, i32 4
  %79 = bitcast i8* %78 to %struct.free_block**
  store %struct.free_block* %77, %struct.free_block** %79, align 4
  %80 = icmp eq %struct.free_block* %77, null
  br i1 %80, label %84, label %81

81:                                               ; preds = %68
  %82 = getelementptr inbounds %struct.free_block, %struct.free_block* %77, i32 0, i32 2
  %83 = bitcast %struct.free_block** %82 to i8**
  store i8* %42, i8** %83, align 4
  br label %84

84:                                               ; preds = %68, %81
  store i8* %42, i8** bitcast (%struct.free_block** @free_list to i8**), align 4
  br label %229

85:                                               ; preds = %6
  %86 = icmp ugt i32 %1, 104857600
  %87 = add i32 %1, 15
  %88 = and i32 %87, -8
  %89 = icmp ugt i32 %88, 16
  %90 = select i1 %89, i32 %88, i32 16
  %91 = select i1 %86, i32 0, i32 %90
  br i1 %86, label %92, label %93

92:                                               ; preds = %85
  store i32 12, i32* @errno, align 4
  br label %229

93:                                               ; preds = %85
  %94 = icmp ugt i32 %91, %11
  br i1 %94, label %95, label %229

95:                                               ; preds = %93
  %96 = getelementptr inbounds i8, i8* %8, i32 %11
  %97 = bitcast i8* %96 to i32*
  %98 = load i32, i32* %97, align 4
  %99 = and i32 %98, 1
  %100 = icmp eq i32 %99, 0
  br i1 %100, label %101, label %149

101:                                              ; preds = %95
  %102 = add i32 %98, %11
  %103 = icmp ult i32 %102, %91
  br i1 %103, label %149, label %104

104:                                              ; preds = %101
  %105 = getelementptr inbounds i8, i8* %96, i32 8
  %106 = bitcast i8* %105 to %struct.free_block**
  %107 = load %struct.free_block*, %struct.free_block** %106, align 4
  %108 = icmp eq %struct.free_block* %107, null
  %109 = getelementptr inbounds i8, i8* %96, i32 4
  %110 = bitcast i8* %109 to %struct.free_block**
  %111 = load %struct.free_block*, %struct.free_block** %110, align 4
  br i1 %108, label %115, label %112

112:                                              ; preds = %104
  %113 = getelementptr inbounds %struct.free_block, %struct.free_block* %107, i32 0, i32 1
  store %struct.free_block* %111, %struct.free_block** %113, align 4
  %114 = load %struct.free_block*, %struct.free_block** %110, align 4
  br label %116

115:                                              ; preds = %104
  store %struct.free_block* %111, %struct.free_block** @free_list, align 4
  br label %116

116:                                              ; preds = %115, %112
  %117 = phi %struct.free_block* [ %111, %115 ], [ %114, %112 ]
  %118 = icmp eq %struct.free_block* %117, null
  br i1 %118, label %122, label %119

119:                                              ; preds = %116
  %120 = load %struct.free_block*, %struct.free_block** %106, align 4
  %121 = getelementptr inbounds %struct.free_block, %struct.free_block* %117, i32 0, i32 2
  store %struct.free_block* %120, %struct.free_block** %121, align 4
  br label %122

122:                                              ; preds = %116, %119
  %123 = sub i32 %102, %91
  %124 = icmp ugt i32 %123, 15
  br i1 %124, label %125, label %142

125:                                              ; preds = %122
  %126 = getelementptr inbounds i8, i8* %8, i32 %91
  %127 = bitcast i8* %126 to i32*
  store i32 %123, i32* %127, align 4
  %128 = and i32 %123, -2
  %129 = getelementptr inbounds i8, i8* %126, i32 %128
  %130 = getelementptr inbounds i8, i8* %129, i32 -4
  %131 = bitcast i8* %130 to i32*
  store i32 %123, i32* %131, align 4
  %132 = getelementptr inbounds i8, i8* %126, i32 8
  %133 = bitcast i8* %132 to %struct.free_block**
  store %struct.free_block* null, %struct.free_block** %133, align 4
  %134 = load %struct.free_block*, %struct.free_block** @free_list, align 4
  %135 = getelementptr inbounds i8, i8* %126, i32 4
  %136 = bitcast i8* %135 to %struct.free_block**
  store %struct.free_block* %134, %struct.free_block** %136, align 4
  %137 = icmp eq %struct.free_block* %134, null
  br i1 %137, label %141, label %138

138:                                              ; preds = %125
  %139 = getelementptr inbounds %struct.free_block, %struct.free_block* %134, i32 0, i32 2
  %140 = bitcast %struct.free_block** %139 to i8**
  store i8* %126, i8** %140, align 4
  br label %141

141:                                              ; preds = %125, %138
  store i8* %126, i8** bitcast (%struct.free_block** @free_list to i8**), align 4
  br label %142

142:                                              ; preds = %141, %122
  %143 = phi i32 [ %90, %141 ], [ %102, %122 ]
  %144 = or i32 %143, 1
  store i32 %144, i32* %9, align 4
  %145 = and i32 %143, -2
  %146 = getelementptr inbounds i8, i8* %8, i32 %145
  %147 = getelementptr inbounds i8, i8* %146, i32 -4
  %148 = bitcast i8* %147 to i32*
  store i32 %144, i32* %148, align 4
  br label %229

149:                                              ; preds = %101, %95
  %150 = tail call i8* @malloc(i32 noundef signext %1) #6
  %151 = icmp eq i8* %150, null
  br i1 %151, label %229, label %152

152:                                              ; preds = %149
  %153 = add i32 %11, -8
  %154 = tail call i8* @memcpy(i8* noundef nonnull %150, i8* noundef nonnull %0, i32 noundef signext %153) #7
  %155 = load i32, i32* %9, align 4
  %156 = and i32 %155, -2
  %157 = getelementptr inbounds i8, i8* %0, i32 -8
  %158 = bitcast i8* %157 to i32*
  %159 = load i32, i32* %158, align 4
  %160 = and i32 %159, 1
  %161 = icmp eq i32 %160, 0
  br i1 %161, label %162, label %184

162:                                              ; preds = %152
  %163 = sub i32 0, %159
  %164 = getelementptr inbounds i8, i8* %8, i32 %163
  %165 = getelementptr inbounds i8, i8* %164, i32 8
  %166 = bitcast i8* %165 to %struct.free_block**
  %167 = load %struct.free_block*, %struct.free_block** %166, align 4
  %168 = icmp eq %struct.free_block* %167, null
  %169 = getelementptr inbounds i8, i8* %164, i32 4
  %170 = bitcast i8* %169 to %struct.free_block**
  %171 = load %struct.free_block*, %struct.free_block** %170, align 4
  br i1 %168, label %175, label %172

172:                                              ; preds = %162
  %173 = getelementptr inbounds %struct.free_block, %struct.free_block* %167, i32 0, i32 1
  store %struct.free_block* %171, %struct.free_block** %173, align 4
  %174 = load %struct.free_block*, %struct.free_block** %170, align 4
  br label %176

175:                                              ; preds = %162
  store %struct.free_block* %171, %struct.free_block** @free_list, align 4
  br label %176

176:                                              ; preds = %175, %172
  %177 = phi %struct.free_block* [ %171, %175 ], [ %174, %172 ]
  %178 = icmp eq %struct.free_block* %177, null
  br i1 %178, label %182, label %179

179:                                              ; preds = %176
  %180 = load %struct.free_block*, %struct.free_block** %166, align 4
  %181 = getelementptr inbounds %struct.free_block, %struct.free_block* %177, i32 0, i32 2
  store %struct.free_block* %180, %struct.free_block** %181, align 4
  br label %182

182:                                              ; preds = %179, %176
  %183 = add i32 %156, %159
  br label %184

184:                                              ; preds = %182, %152
  %185 = phi i32 [ %156, %152 ], [ %183, %182 ]
  %186 = phi i8* [ %8, %152 ], [ %164, %182 ]
  %187 = getelementptr inbounds i8, i8* %186, i32 %185
  %188 = bitcast i8* %187 to i32*
  %189 = load i32, i32* %188, align 4
  %190 = and i32 %189, 1
  %191 = icmp eq i32 %190, 0
  br i1 %191, label %192, label %212

192:                                              ; preds = %184
  %193 = getelementptr inbounds i8, i8* %187, i32 8
  %194 = bitcast i8* %193 to %struct.free_block**
  %195 = load %struct.free_block*, %struct.free_block** %194, align 4
  %196 = icmp eq %struct.free_block* %195, null
  %197 = getelementptr inbounds i8, i8* %187, i32 4
  %198 = bitcast i8* %197 to %struct.free_block**
  %199 = load %struct.free_block*, %struct.free_block** %198, align 4
  br i1 %196, label %203, label %200

200:                                              ; preds = %192
  %201 = getelementptr inbounds %struct.free_block, %struct.free_block* %195, i32 0, i32 1
  store %struct.free_block* %199, %struct.free_block** %201, align 4
  %202 = load %struct.free_block*, %struct.free_block** %198, align 4
  br label %204

203:                                              ; preds = %192
  store %struct.free_block* %199, %struct.free_block** @free_list, align 4
  br label %204

204:                                              ; preds = %203, %200
  %205 = phi %struct.free_block* [ %199, %203 ], [ %202, %200 ]
  %206 = icmp eq %struct.free_block* %205, null
  br i1 %206, label %210, label %207

207:                                              ; preds = %204
  %208 = load %struct.free_block*, %struct.free_block** %194, align 4
  %209 = getelementptr inbounds %struct.free_block, %struct.free_block* %205, i32 0, i32 2
  store %struct.free_block* %208, %struct.free_block** %209, align 4
  br label %210

210:                                              ; preds = %207, %204
  %211 = add i32 %189, %185
  br label %212

212:                                              ; preds = %210, %184
  %213 = phi i32 [ %185, %184 ], [ %211, %210 ]
  %214 = bitcast i8* %186 to i32*
  store i32 %213, i32* %214, align 4
  %215 = and i32 %213, -2
  %216 = getelementptr inbounds i8, i8* %186, i32 %215
  %217 = getelementptr inbounds i8, i8* %216, i32 -4
  %218 = bitcast i8* %217 to i32*
  store i32 %213, i32* %218, align 4
  %219 = getelementptr inbounds i8, i8* %186, i32 8
  %220 = bitcast i8* %219 to %struct.free_block**
  store %struct.free_block* null, %struct.free_block** %220, align 4
  %221 = load %struct.free_block*, %struct.free_block** @free_list, align 4
  %222 = getelementptr inbounds i8, i8* %186, i32 4
  %223 = bitcast i8* %222 to %struct.free_block**
  store %struct.free_block* %221, %struct.free_block** %223, align 4
  %224 = icmp eq %struct.free_block* %221, null
  br i1 %224, label %228, label %225

225:                                              ; preds = %212
  %226 = getelementptr inbounds %struct.free_block, %struct.free_block* %221, i32 0, i32 2
  %227 = bitcast %struct.free_block** %226 to i8**
  store i8* %186, i8** %227, align 4
  br label %228

228:                                              ; preds = %212, %225
  store i8* %186, i8** bitcast (%struct.free_block** @free_list to i8**), align 4
  br label %229

229:                                              ; preds = %92, %93, %149, %228, %142, %84, %4
  %230 = phi i8* [ %5, %4 ], [ null, %84 ], [ null, %92 ], [ %0, %93 ], [ %0, %142 ], [ %150, %228 ], [ null, %149 ]
  ret i8* %230
}

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef signext) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind
define dso_local i8* @aligned_alloc(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #4 {
  %3 = icmp ult i32 %0, 9
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = tail call i8* @malloc(i32 noundef signext %1) #6
  br label %116

6:                                                ; preds = %2
  %7 = tail call i32 @llvm.ctpop.i32(i32 %0), !range !3
  %8 = icmp ugt i32 %7, 1
  %9 = icmp ugt i32 %1, 104857600
  %10 = or i1 %8, %9
  br i1 %10, label %11, label %12

11:                                               ; preds = %6
  store i32 22, i32* @errno, align 4
  br label %116

12:                                               ; preds = %6
  %13 = add i32 %0, 16
  %14 = add i32 %13, %1
  %15 = tail call i8* @malloc(i32 noundef signext %14) #6
  %16 = icmp eq i8* %15, null
  br i1 %16, label %116, label %17

17:                                               ; preds = %12
  %18 = ptrtoint i8* %15 to i32
  %19 = add i32 %0, 15
  %20 = add i32 %19, %18
  %21 = sub i32 0, %0
  %22 = and i32 %20, %21
  %23 = getelementptr inbounds i8, i8* %15, i32 -4
  %24 = bitcast i8* %23 to i32*
  %25 = load i32, i32* %24, align 4
  %26 = and i32 %25, -2
  %27 = sub i32 %22, %18
  %28 = or i32 %27, 1
  store i32 %28, i32* %24, align 4
  %29 = and i32 %27, -2
  %30 = getelementptr inbounds i8, i8* %23, i32 %29
  %31 = getelementptr inbounds i8, i8* %30, i32 -4
  %32 = bitcast i8* %31 to i32*
  store i32 %28, i32* %32, align 4
  %33 = inttoptr i32 %22 to i8*
  %34 = getelementptr inbounds i8, i8* %33, i32 -4
  %35 = sub i32 %26, %27
  %36 = or i32 %35, 1
  %37 = bitcast i8* %34 to i32*
  store i32 %36, i32* %37, align 4
  %38 = and i32 %35, -2
  %39 = getelementptr inbounds i8, i8* %34, i32 %38
  %40 = getelementptr inbounds i8, i8* %39, i32 -4
  %41 = bitcast i8* %40 to i32*
  store i32 %36, i32* %41, align 4
  %42 = load i32, i32* %24, align 4
  %43 = and i32 %42, -2
  %44 = getelementptr inbounds i8, i8* %15, i32 -8
  %45 = bitcast i8* %44 to i32*
  %46 = load i32, i32* %45, align 4
  %47 = and i32 %46, 1
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %71

49:                                               ; preds = %17
  %50 = sub i32 0, %46
  %51 = getelementptr inbounds i8, i8* %23, i32 %50
  %52 = getelementptr inbounds i8, i8* %51, i32 8
  %53 = bitcast i8* %52 to %struct.free_block**
  %54 = load %struct.free_block*, %struct.free_block** %53, align 4
  %55 = icmp eq %struct.free_block* %54, null
  %56 = getelementptr inbounds i8, i8* %51, i32 4
  %57 = bitcast i8* %56 to %struct.free_block**
  %58 = load %struct.free_block*, %struct.free_block** %57, align 4
  br i1 %55, label %62, label %59

59:                                               ; preds = %49
  %60 = getelementptr inbounds %struct.free_block, %struct.free_block* %54, i32 0, i32 1
  store %struct.free_block* %58, %struct.free_block** %60, align 4
  %61 = load %struct.free_block*, %struct.free_block** %57, align 4
  br label %63

62:                                               ; preds = %49
  store %struct.free_block* %58, %struct.free_block** @free_list, align 4
  br label %63

63:                                               ; preds = %62, %59
  %64 = phi %struct.free_block* [ %58, %62 ], [ %61, %59 ]
  %65 = icmp eq %struct.free_block* %64, null
  br i1 %65, label %69, label %66

66:                                               ; preds = %63
  %67 = load %struct.free_block*, %struct.free_block** %53, align 4
  %68 = getelementptr inbounds %struct.free_block, %struct.free_block* %64, i32 0, i32 2
  store %struct.free_block* %67, %struct.free_block** %68, align 4
  br label %69

69:                                               ; preds = %66, %63
  %70 = add i32 %43, %46
  br label %71

71:                                               ; preds = %69, %17
  %72 = phi i32 [ %43, %17 ], [ %70, %69 ]
  %73 = phi i8* [ %23, %17 ], [ %51, %69 ]
  %74 = getelementptr inbounds i8, i8* %73, i32 %72
  %75 = bitcast i8* %74 to i32*
  %76 = load i32, i32* %75, align 4
  %77 = and i32 %76, 1
  %78 = icmp eq i32 %77, 0
  br i1 %78, label %79, label %99

79:                                               ; preds = %71
  %80 = getelementptr inbounds i8, i8* %74, i32 8
  %81 = bitcast i8* %80 to %struct.free_block**
  %82 = load %struct.free_block*, %struct.free_block** %81, align 4
  %83 = icmp eq %struct.free_block* %82, null
  %84 = getelementptr inbounds i8, i8* %74, i32 4
  %85 = bitcast i8* %84 to %struct.free_block**
  %86 = load %struct.free_block*, %struct.free_block** %85, align 4
  br i1 %83, label %90, label %87

87:                                               ; preds = %79
  %88 = getelementptr inbounds %struct.free_block, %struct.free_block* %82, i32 0, i32 1
  store %struct.free_block* %86, %struct.free_block** %88, align 4
  %89 = load %struct.free_block*, %struct.free_block** %85, align 4
  br label %91

90:                                               ; preds = %79
  store %struct.free_block* %86, %struct.free_block** @free_list, align 4
  br label %91

91:                                               ; preds = %90, %87
  %92 = phi %struct.free_block* [ %86, %90 ], [ %89, %87 ]
  %93 = icmp eq %struct.free_block* %92, null
  br i1 %93, label %97, label %94

94:                                               ; preds = %91
  %95 = load %struct.free_block*, %struct.free_block** %81, align 4
  %96 = getelementptr inbounds %struct.free_block, %struct.free_block* %92, i32 0, i32 2
  store %struct.free_block* %95, %struct.free_block** %96, align 4
  br label %97

97:                                               ; preds = %94, %91
  %98 = add i32 %76, %72
  br label %99

99:                                               ; preds = %97, %71
  %100 = phi i32 [ %72, %71 ], [ %98, %97 ]
  %101 = bitcast i8* %73 to i32*
  store i32 %100, i32* %101, align 4
  %102 = and i32 %100, -2
  %103 = getelementptr inbounds i8, i8* %73, i32 %102
  %104 = getelementptr inbounds i8, i8* %103, i32 -4
  %105 = bitcast i8* %104 to i32*
  store i32 %100, i32* %105, align 4
  %106 = getelementptr inbounds i8, i8* %73, i32 8
  %107 = bitcast i8* %106 to %struct.free_block**
  store %struct.free_block* null, %struct.free_block** %107, align 4
  %108 = load %struct.free_block*, %struct.free_block** @free_list, align 4
  %109 = getelementptr inbounds i8, i8* %73, i32 4
  %110 = bitcast i8* %109 to %struct.free_block**
  store %struct.free_block* %108, %struct.free_block** %110, align 4
  %111 = icmp eq %struct.free_block* %108, null
  br i1 %111, label %115, label %112

112:                                              ; preds = %99
  %113 = getelementptr inbounds %struct.free_block, %struct.free_block* %108, i32 0, i32 2
  %114 = bitcast %struct.free_block** %113 to i8**
  store i8* %73, i8** %114, align 4
  br label %115

115:                                              ; preds = %99, %112
  store i8* %73, i8** bitcast (%struct.free_block** @free_list to i8**), align 4
  br label %116

116:                                              ; preds = %115, %12, %11, %4
  %117 = phi i8* [ %5, %4 ], [ null, %11 ], [ %33, %115 ], [ null, %12 ]
  ret i8* %117
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #5

attributes #0 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nobuiltin "no-builtins" }
attributes #7 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.mustprogress"}
!3 = !{i32 0, i32 33}
