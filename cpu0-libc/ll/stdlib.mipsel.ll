; ModuleID = 'c/stdlib.c'
source_filename = "c/stdlib.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.div_t = type { i32, i32 }
%struct.ldiv_t = type { i32, i32 }
%struct.lldiv_t = type { i64, i64 }

@errno = external dso_local local_unnamed_addr global i32, align 4
@rand_state = internal unnamed_addr global i32 1, align 4

; Function Attrs: nounwind
define dso_local i64 @strtoll(i8* noundef %0, i8** noundef %1, i32 noundef signext %2) local_unnamed_addr #0 {
  %4 = alloca i32, align 4
  %5 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #8
  %6 = call fastcc i64 @parse_int(i8* noundef %0, i8** noundef %1, i32 noundef signext %2, i64 noundef zeroext -9223372036854775808, i32* noundef nonnull %4) #9
  %7 = load i32, i32* %4, align 4
  %8 = icmp eq i32 %7, 0
  %9 = icmp slt i64 %6, 0
  %10 = select i1 %8, i1 %9, i1 false
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  store i32 34, i32* @errno, align 4
  br label %15

12:                                               ; preds = %3
  %13 = sub i64 0, %6
  %14 = select i1 %8, i64 %6, i64 %13
  br label %15

15:                                               ; preds = %12, %11
  %16 = phi i64 [ 9223372036854775807, %11 ], [ %14, %12 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #8
  ret i64 %16
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
define internal fastcc i64 @parse_int(i8* noundef %0, i8** noundef writeonly %1, i32 noundef signext %2, i64 noundef zeroext %3, i32* nocapture noundef writeonly %4) unnamed_addr #0 {
  br label %6

6:                                                ; preds = %6, %5
  %7 = phi i8* [ %0, %5 ], [ %12, %6 ]
  %8 = load i8, i8* %7, align 1
  %9 = zext i8 %8 to i32
  %10 = tail call i32 @isspace(i32 noundef signext %9) #10
  %11 = icmp eq i32 %10, 0
  %12 = getelementptr inbounds i8, i8* %7, i32 1
  br i1 %11, label %13, label %6, !llvm.loop !1

13:                                               ; preds = %6
  store i32 0, i32* %4, align 4
  %14 = load i8, i8* %7, align 1
  switch i8 %14, label %18 [
    i8 43, label %15
    i8 45, label %15
  ]

15:                                               ; preds = %13, %13
  %16 = icmp eq i8 %14, 45
  %17 = zext i1 %16 to i32
  store i32 %17, i32* %4, align 4
  br label %18

18:                                               ; preds = %13, %15
  %19 = phi i8* [ %12, %15 ], [ %7, %13 ]
  %20 = icmp eq i32 %2, 0
  %21 = and i32 %2, -17
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %41

23:                                               ; preds = %18
  %24 = load i8, i8* %19, align 1
  %25 = icmp eq i8 %24, 48
  br i1 %25, label %26, label %41

26:                                               ; preds = %23
  %27 = getelementptr inbounds i8, i8* %19, i32 1
  %28 = load i8, i8* %27, align 1
  %29 = and i8 %28, -33
  %30 = icmp eq i8 %29, 88
  br i1 %30, label %31, label %41

31:                                               ; preds = %26
  %32 = getelementptr inbounds i8, i8* %19, i32 2
  %33 = load i8, i8* %32, align 1
  %34 = zext i8 %33 to i32
  %35 = tail call i32 @isxdigit(i32 noundef signext %34) #10
  %36 = icmp ne i32 %35, 0
  %37 = xor i1 %20, true
  %38 = or i1 %36, %37
  %39 = select i1 %36, i32 16, i32 %2
  %40 = select i1 %36, i8* %32, i8* %19
  br i1 %38, label %46, label %42

41:                                               ; preds = %18, %26, %23
  br i1 %20, label %42, label %46

42:                                               ; preds = %31, %41
  %43 = load i8, i8* %19, align 1
  %44 = icmp eq i8 %43, 48
  %45 = select i1 %44, i32 8, i32 10
  br label %46

46:                                               ; preds = %31, %41, %42
  %47 = phi i32 [ %45, %42 ], [ %2, %41 ], [ %39, %31 ]
  %48 = phi i8* [ %19, %42 ], [ %19, %41 ], [ %40, %31 ]
  %49 = zext i32 %47 to i64
  br label %50

50:                                               ; preds = %73, %46
  %51 = phi i8* [ %48, %46 ], [ %82, %73 ]
  %52 = phi i64 [ 0, %46 ], [ %80, %73 ]
  %53 = phi i8* [ %0, %46 ], [ %82, %73 ]
  %54 = phi i32 [ 0, %46 ], [ %81, %73 ]
  %55 = load i8, i8* %51, align 1
  %56 = zext i8 %55 to i32
  %57 = tail call i32 @isdigit(i32 noundef signext %56) #10
  %58 = icmp eq i32 %57, 0
  %59 = load i8, i8* %51, align 1
  br i1 %58, label %60, label %67

60:                                               ; preds = %50
  %61 = zext i8 %59 to i32
  %62 = tail call i32 @isalpha(i32 noundef signext %61) #10
  %63 = icmp eq i32 %62, 0
  br i1 %63, label %83, label %64

64:                                               ; preds = %60
  %65 = load i8, i8* %51, align 1
  %66 = or i8 %65, 32
  br label %67

67:                                               ; preds = %50, %64
  %68 = phi i8 [ %66, %64 ], [ %59, %50 ]
  %69 = phi i32 [ -87, %64 ], [ -48, %50 ]
  %70 = sext i8 %68 to i32
  %71 = add nsw i32 %69, %70
  %72 = icmp slt i32 %71, %47
  br i1 %72, label %73, label %83

73:                                               ; preds = %67
  %74 = zext i32 %71 to i64
  %75 = sub i64 %3, %74
  %76 = udiv i64 %75, %49
  %77 = icmp ugt i64 %52, %76
  %78 = mul i64 %52, %49
  %79 = add i64 %78, %74
  %80 = select i1 %77, i64 %52, i64 %79
  %81 = select i1 %77, i32 1, i32 %54
  %82 = getelementptr inbounds i8, i8* %51, i32 1
  br label %50

83:                                               ; preds = %60, %67
  %84 = icmp eq i8** %1, null
  br i1 %84, label %86, label %85

85:                                               ; preds = %83
  store i8* %53, i8** %1, align 4
  br label %86

86:                                               ; preds = %85, %83
  %87 = icmp eq i32 %54, 0
  br i1 %87, label %89, label %88

88:                                               ; preds = %86
  store i32 34, i32* @errno, align 4
  br label %89

89:                                               ; preds = %86, %88
  %90 = phi i64 [ %3, %88 ], [ %52, %86 ]
  ret i64 %90
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
define dso_local i64 @strtoull(i8* noundef %0, i8** noundef %1, i32 noundef signext %2) local_unnamed_addr #0 {
  %4 = alloca i32, align 4
  %5 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #8
  %6 = call fastcc i64 @parse_int(i8* noundef %0, i8** noundef %1, i32 noundef signext %2, i64 noundef zeroext -1, i32* noundef nonnull %4) #9
  %7 = load i32, i32* %4, align 4
  %8 = icmp eq i32 %7, 0
  %9 = sub i64 0, %6
  %10 = select i1 %8, i64 %6, i64 %9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #8
  ret i64 %10
}

; Function Attrs: nounwind
define dso_local i32 @strtol(i8* noundef %0, i8** noundef %1, i32 noundef signext %2) local_unnamed_addr #0 {
  %4 = alloca i32, align 4
  %5 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #8
  %6 = call fastcc i64 @parse_int(i8* noundef %0, i8** noundef %1, i32 noundef signext %2, i64 noundef zeroext 2147483648, i32* noundef nonnull %4) #9
  %7 = load i32, i32* %4, align 4
  %8 = icmp eq i32 %7, 0
  %9 = icmp ugt i64 %6, 2147483647
  %10 = select i1 %8, i1 %9, i1 false
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  store i32 34, i32* @errno, align 4
  br label %16

12:                                               ; preds = %3
  %13 = trunc i64 %6 to i32
  %14 = sub i32 0, %13
  %15 = select i1 %8, i32 %13, i32 %14
  br label %16

16:                                               ; preds = %12, %11
  %17 = phi i32 [ 2147483647, %11 ], [ %15, %12 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #8
  ret i32 %17
}

; Function Attrs: nounwind
define dso_local i32 @strtoul(i8* noundef %0, i8** noundef %1, i32 noundef signext %2) local_unnamed_addr #0 {
  %4 = alloca i32, align 4
  %5 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #8
  %6 = call fastcc i64 @parse_int(i8* noundef %0, i8** noundef %1, i32 noundef signext %2, i64 noundef zeroext 4294967295, i32* noundef nonnull %4) #9
  %7 = load i32, i32* %4, align 4
  %8 = icmp eq i32 %7, 0
  %9 = trunc i64 %6 to i32
  %10 = sub i32 0, %9
  %11 = select i1 %8, i32 %9, i32 %10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #8
  ret i32 %11
}

; Function Attrs: nounwind
define dso_local i32 @atoi(i8* nocapture noundef readonly %0) local_unnamed_addr #0 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i8* [ %0, %1 ], [ %8, %2 ]
  %4 = load i8, i8* %3, align 1
  %5 = zext i8 %4 to i32
  %6 = tail call i32 @isspace(i32 noundef signext %5) #10
  %7 = icmp eq i32 %6, 0
  %8 = getelementptr inbounds i8, i8* %3, i32 1
  br i1 %7, label %9, label %2, !llvm.loop !1

9:                                                ; preds = %2
  %10 = load i8, i8* %3, align 1
  switch i8 %10, label %14 [
    i8 43, label %11
    i8 45, label %11
  ]

11:                                               ; preds = %9, %9
  %12 = icmp eq i8 %10, 45
  %13 = zext i1 %12 to i32
  br label %14

14:                                               ; preds = %11, %9
  %15 = phi i32 [ 0, %9 ], [ %13, %11 ]
  %16 = phi i8* [ %3, %9 ], [ %8, %11 ]
  br label %17

17:                                               ; preds = %39, %14
  %18 = phi i8* [ %16, %14 ], [ %48, %39 ]
  %19 = phi i64 [ 0, %14 ], [ %46, %39 ]
  %20 = phi i32 [ 0, %14 ], [ %47, %39 ]
  %21 = load i8, i8* %18, align 1
  %22 = zext i8 %21 to i32
  %23 = tail call i32 @isdigit(i32 noundef signext %22) #10
  %24 = icmp eq i32 %23, 0
  %25 = load i8, i8* %18, align 1
  br i1 %24, label %26, label %33

26:                                               ; preds = %17
  %27 = zext i8 %25 to i32
  %28 = tail call i32 @isalpha(i32 noundef signext %27) #10
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %49, label %30

30:                                               ; preds = %26
  %31 = load i8, i8* %18, align 1
  %32 = or i8 %31, 32
  br label %33

33:                                               ; preds = %30, %17
  %34 = phi i8 [ %32, %30 ], [ %25, %17 ]
  %35 = phi i32 [ -87, %30 ], [ -48, %17 ]
  %36 = sext i8 %34 to i32
  %37 = add nsw i32 %35, %36
  %38 = icmp slt i32 %37, 10
  br i1 %38, label %39, label %49

39:                                               ; preds = %33
  %40 = zext i32 %37 to i64
  %41 = sub nsw i64 2147483648, %40
  %42 = udiv i64 %41, 10
  %43 = icmp ugt i64 %19, %42
  %44 = mul i64 %19, 10
  %45 = add i64 %44, %40
  %46 = select i1 %43, i64 %19, i64 %45
  %47 = select i1 %43, i32 1, i32 %20
  %48 = getelementptr inbounds i8, i8* %18, i32 1
  br label %17

49:                                               ; preds = %33, %26
  %50 = icmp eq i32 %20, 0
  br i1 %50, label %52, label %51

51:                                               ; preds = %49
  store i32 34, i32* @errno, align 4
  br label %52

52:                                               ; preds = %49, %51
  %53 = phi i64 [ 2147483648, %51 ], [ %19, %49 ]
  %54 = icmp eq i32 %15, 0
  %55 = icmp ugt i64 %53, 2147483647
  %56 = select i1 %54, i1 %55, i1 false
  br i1 %56, label %57, label %58

57:                                               ; preds = %52
  store i32 34, i32* @errno, align 4
  br label %62

58:                                               ; preds = %52
  %59 = trunc i64 %53 to i32
  %60 = sub i32 0, %59
  %61 = select i1 %54, i32 %59, i32 %60
  br label %62

62:                                               ; preds = %57, %58
  %63 = phi i32 [ 2147483647, %57 ], [ %61, %58 ]
  ret i32 %63
}

; Function Attrs: nounwind
define dso_local i32 @atol(i8* nocapture noundef readonly %0) local_unnamed_addr #0 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i8* [ %0, %1 ], [ %8, %2 ]
  %4 = load i8, i8* %3, align 1
  %5 = zext i8 %4 to i32
  %6 = tail call i32 @isspace(i32 noundef signext %5) #10
  %7 = icmp eq i32 %6, 0
  %8 = getelementptr inbounds i8, i8* %3, i32 1
  br i1 %7, label %9, label %2, !llvm.loop !1

9:                                                ; preds = %2
  %10 = load i8, i8* %3, align 1
  switch i8 %10, label %14 [
    i8 43, label %11
    i8 45, label %11
  ]

11:                                               ; preds = %9, %9
  %12 = icmp eq i8 %10, 45
  %13 = zext i1 %12 to i32
  br label %14

14:                                               ; preds = %11, %9
  %15 = phi i32 [ 0, %9 ], [ %13, %11 ]
  %16 = phi i8* [ %3, %9 ], [ %8, %11 ]
  br label %17

17:                                               ; preds = %39, %14
  %18 = phi i8* [ %16, %14 ], [ %48, %39 ]
  %19 = phi i64 [ 0, %14 ], [ %46, %39 ]
  %20 = phi i32 [ 0, %14 ], [ %47, %39 ]
  %21 = load i8, i8* %18, align 1
  %22 = zext i8 %21 to i32
  %23 = tail call i32 @isdigit(i32 noundef signext %22) #10
  %24 = icmp eq i32 %23, 0
  %25 = load i8, i8* %18, align 1
  br i1 %24, label %26, label %33

26:                                               ; preds = %17
  %27 = zext i8 %25 to i32
  %28 = tail call i32 @isalpha(i32 noundef signext %27) #10
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %49, label %30

30:                                               ; preds = %26
  %31 = load i8, i8* %18, align 1
  %32 = or i8 %31, 32
  br label %33

33:                                               ; preds = %30, %17
  %34 = phi i8 [ %32, %30 ], [ %25, %17 ]
  %35 = phi i32 [ -87, %30 ], [ -48, %17 ]
  %36 = sext i8 %34 to i32
  %37 = add nsw i32 %35, %36
  %38 = icmp slt i32 %37, 10
  br i1 %38, label %39, label %49

39:                                               ; preds = %33
  %40 = zext i32 %37 to i64
  %41 = sub nsw i64 2147483648, %40
  %42 = udiv i64 %41, 10
  %43 = icmp ugt i64 %19, %42
  %44 = mul i64 %19, 10
  %45 = add i64 %44, %40
  %46 = select i1 %43, i64 %19, i64 %45
  %47 = select i1 %43, i32 1, i32 %20
  %48 = getelementptr inbounds i8, i8* %18, i32 1
  br label %17

49:                                               ; preds = %33, %26
  %50 = icmp eq i32 %20, 0
  br i1 %50, label %52, label %51

51:                                               ; preds = %49
  store i32 34, i32* @errno, align 4
  br label %52

52:                                               ; preds = %49, %51
  %53 = phi i64 [ 2147483648, %51 ], [ %19, %49 ]
  %54 = icmp eq i32 %15, 0
  %55 = icmp ugt i64 %53, 2147483647
  %56 = select i1 %54, i1 %55, i1 false
  br i1 %56, label %57, label %58

57:                                               ; preds = %52
  store i32 34, i32* @errno, align 4
  br label %62

58:                                               ; preds = %52
  %59 = trunc i64 %53 to i32
  %60 = sub i32 0, %59
  %61 = select i1 %54, i32 %59, i32 %60
  br label %62

62:                                               ; preds = %57, %58
  %63 = phi i32 [ 2147483647, %57 ], [ %61, %58 ]
  ret i32 %63
}

; Function Attrs: nounwind
define dso_local i64 @atoll(i8* nocapture noundef readonly %0) local_unnamed_addr #0 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i8* [ %0, %1 ], [ %8, %2 ]
  %4 = load i8, i8* %3, align 1
  %5 = zext i8 %4 to i32
  %6 = tail call i32 @isspace(i32 noundef signext %5) #10
  %7 = icmp eq i32 %6, 0
  %8 = getelementptr inbounds i8, i8* %3, i32 1
  br i1 %7, label %9, label %2, !llvm.loop !1

9:                                                ; preds = %2
  %10 = load i8, i8* %3, align 1
  switch i8 %10, label %14 [
    i8 43, label %11
    i8 45, label %11
  ]

11:                                               ; preds = %9, %9
  %12 = icmp eq i8 %10, 45
  %13 = zext i1 %12 to i32
  br label %14

14:                                               ; preds = %11, %9
  %15 = phi i32 [ 0, %9 ], [ %13, %11 ]
  %16 = phi i8* [ %3, %9 ], [ %8, %11 ]
  br label %17

17:                                               ; preds = %39, %14
  %18 = phi i8* [ %16, %14 ], [ %48, %39 ]
  %19 = phi i64 [ 0, %14 ], [ %46, %39 ]
  %20 = phi i32 [ 0, %14 ], [ %47, %39 ]
  %21 = load i8, i8* %18, align 1
  %22 = zext i8 %21 to i32
  %23 = tail call i32 @isdigit(i32 noundef signext %22) #10
  %24 = icmp eq i32 %23, 0
  %25 = load i8, i8* %18, align 1
  br i1 %24, label %26, label %33

26:                                               ; preds = %17
  %27 = zext i8 %25 to i32
  %28 = tail call i32 @isalpha(i32 noundef signext %27) #10
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %49, label %30

30:                                               ; preds = %26
  %31 = load i8, i8* %18, align 1
  %32 = or i8 %31, 32
  br label %33

33:                                               ; preds = %30, %17
  %34 = phi i8 [ %32, %30 ], [ %25, %17 ]
  %35 = phi i32 [ -87, %30 ], [ -48, %17 ]
  %36 = sext i8 %34 to i32
  %37 = add nsw i32 %35, %36
  %38 = icmp slt i32 %37, 10
  br i1 %38, label %39, label %49

39:                                               ; preds = %33
  %40 = zext i32 %37 to i64
  %41 = sub nuw i64 -9223372036854775808, %40
  %42 = udiv i64 %41, 10
  %43 = icmp ugt i64 %19, %42
  %44 = mul i64 %19, 10
  %45 = add i64 %44, %40
  %46 = select i1 %43, i64 %19, i64 %45
  %47 = select i1 %43, i32 1, i32 %20
  %48 = getelementptr inbounds i8, i8* %18, i32 1
  br label %17

49:                                               ; preds = %33, %26
  %50 = icmp eq i32 %20, 0
  br i1 %50, label %52, label %51

51:                                               ; preds = %49
  store i32 34, i32* @errno, align 4
  br label %52

52:                                               ; preds = %49, %51
  %53 = phi i64 [ -9223372036854775808, %51 ], [ %19, %49 ]
  %54 = icmp eq i32 %15, 0
  %55 = icmp slt i64 %53, 0
  %56 = select i1 %54, i1 %55, i1 false
  br i1 %56, label %57, label %58

57:                                               ; preds = %52
  store i32 34, i32* @errno, align 4
  br label %61

58:                                               ; preds = %52
  %59 = sub i64 0, %53
  %60 = select i1 %54, i64 %53, i64 %59
  br label %61

61:                                               ; preds = %57, %58
  %62 = phi i64 [ 9223372036854775807, %57 ], [ %60, %58 ]
  ret i64 %62
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @abs(i32 noundef signext %0) local_unnamed_addr #2 {
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true)
  ret i32 %2
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @labs(i32 noundef signext %0) local_unnamed_addr #2 {
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true)
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @llabs(i64 noundef signext %0) local_unnamed_addr #3 {
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true)
  ret i64 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local void @div(%struct.div_t* noalias nocapture writeonly sret(%struct.div_t) align 4 %0, i32 noundef signext %1, i32 noundef signext %2) local_unnamed_addr #4 {
  %4 = getelementptr inbounds %struct.div_t, %struct.div_t* %0, i32 0, i32 0
  %5 = sdiv i32 %1, %2
  store i32 %5, i32* %4, align 4
  %6 = getelementptr inbounds %struct.div_t, %struct.div_t* %0, i32 0, i32 1
  %7 = mul i32 %5, %2
  %8 = sub i32 %1, %7
  store i32 %8, i32* %6, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local void @ldiv(%struct.ldiv_t* noalias nocapture writeonly sret(%struct.ldiv_t) align 4 %0, i32 noundef signext %1, i32 noundef signext %2) local_unnamed_addr #4 {
  %4 = getelementptr inbounds %struct.ldiv_t, %struct.ldiv_t* %0, i32 0, i32 0
  %5 = sdiv i32 %1, %2
  store i32 %5, i32* %4, align 4
  %6 = getelementptr inbounds %struct.ldiv_t, %struct.ldiv_t* %0, i32 0, i32 1
  %7 = mul i32 %5, %2
  %8 = sub i32 %1, %7
  store i32 %8, i32* %6, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local void @lldiv(%struct.lldiv_t* noalias nocapture writeonly sret(%struct.lldiv_t) align 8 %0, i64 noundef signext %1, i64 noundef signext %2) local_unnamed_addr #4 {
  %4 = getelementptr inbounds %struct.lldiv_t, %struct.lldiv_t* %0, i32 0, i32 0
  %5 = sdiv i64 %1, %2
  store i64 %5, i64* %4, align 8
  %6 = getelementptr inbounds %struct.lldiv_t, %struct.lldiv_t* %0, i32 0, i32 1
  %7 = mul i64 %5, %2
  %8 = sub i64 %1, %7
  store i64 %8, i64* %6, align 8
  ret void
}

; Function Attrs: nounwind
define dso_local void @qsort(i8* noundef %0, i32 noundef signext %1, i32 noundef signext %2, i32 (i8*, i8*)* nocapture noundef readonly %3) local_unnamed_addr #0 {
  %5 = icmp ult i32 %1, 2
  %6 = icmp eq i32 %2, 0
  %7 = or i1 %5, %6
  br i1 %7, label %106, label %8

8:                                                ; preds = %4
  %9 = lshr i32 %1, 1
  br label %13

10:                                               ; preds = %53
  %11 = add i32 %1, -1
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %106, label %55

13:                                               ; preds = %8, %53
  %14 = phi i32 [ %15, %53 ], [ %9, %8 ]
  %15 = add nsw i32 %14, -1
  %16 = shl i32 %15, 1
  %17 = or i32 %16, 1
  %18 = icmp ult i32 %17, %1
  br i1 %18, label %19, label %53

19:                                               ; preds = %13, %49
  %20 = phi i32 [ %51, %49 ], [ %17, %13 ]
  %21 = phi i32 [ %50, %49 ], [ %16, %13 ]
  %22 = phi i32 [ %34, %49 ], [ %15, %13 ]
  %23 = add i32 %21, 2
  %24 = icmp ult i32 %23, %1
  br i1 %24, label %25, label %33

25:                                               ; preds = %19
  %26 = mul i32 %20, %2
  %27 = getelementptr inbounds i8, i8* %0, i32 %26
  %28 = mul i32 %23, %2
  %29 = getelementptr inbounds i8, i8* %0, i32 %28
  %30 = tail call i32 %3(i8* noundef %27, i8* noundef %29) #10
  %31 = icmp slt i32 %30, 0
  %32 = select i1 %31, i32 %23, i32 %20
  br label %33

33:                                               ; preds = %25, %19
  %34 = phi i32 [ %20, %19 ], [ %32, %25 ]
  %35 = mul i32 %22, %2
  %36 = getelementptr inbounds i8, i8* %0, i32 %35
  %37 = mul i32 %34, %2
  %38 = getelementptr inbounds i8, i8* %0, i32 %37
  %39 = tail call i32 %3(i8* noundef %36, i8* noundef %38) #10
  %40 = icmp sgt i32 %39, -1
  br i1 %40, label %53, label %41

41:                                               ; preds = %33, %41
  %42 = phi i32 [ %47, %41 ], [ 0, %33 ]
  %43 = getelementptr inbounds i8, i8* %36, i32 %42
  %44 = load i8, i8* %43, align 1
  %45 = getelementptr inbounds i8, i8* %38, i32 %42
  %46 = load i8, i8* %45, align 1
  store i8 %46, i8* %43, align 1
  store i8 %44, i8* %45, align 1
  %47 = add nuw i32 %42, 1
  %48 = icmp eq i32 %47, %2
  br i1 %48, label %49, label %41, !llvm.loop !3

49:                                               ; preds = %41
  %50 = shl i32 %34, 1
  %51 = or i32 %50, 1
  %52 = icmp ult i32 %51, %1
  br i1 %52, label %19, label %53

53:                                               ; preds = %33, %49, %13
  %54 = icmp eq i32 %15, 0
  br i1 %54, label %10, label %13, !llvm.loop !4

55:                                               ; preds = %10, %103
  %56 = phi i32 [ %104, %103 ], [ %11, %10 ]
  %57 = mul i32 %56, %2
  %58 = getelementptr inbounds i8, i8* %0, i32 %57
  br label %59

59:                                               ; preds = %55, %59
  %60 = phi i32 [ %65, %59 ], [ 0, %55 ]
  %61 = getelementptr inbounds i8, i8* %0, i32 %60
  %62 = load i8, i8* %61, align 1
  %63 = getelementptr inbounds i8, i8* %58, i32 %60
  %64 = load i8, i8* %63, align 1
  store i8 %64, i8* %61, align 1
  store i8 %62, i8* %63, align 1
  %65 = add nuw i32 %60, 1
  %66 = icmp eq i32 %65, %2
  br i1 %66, label %67, label %59, !llvm.loop !3

67:                                               ; preds = %59
  %68 = icmp ugt i32 %56, 1
  br i1 %68, label %69, label %103

69:                                               ; preds = %67, %99
  %70 = phi i32 [ %101, %99 ], [ 1, %67 ]
  %71 = phi i32 [ %100, %99 ], [ 0, %67 ]
  %72 = phi i32 [ %84, %99 ], [ 0, %67 ]
  %73 = add i32 %71, 2
  %74 = icmp ult i32 %73, %56
  br i1 %74, label %75, label %83

75:                                               ; preds = %69
  %76 = mul i32 %70, %2
  %77 = getelementptr inbounds i8, i8* %0, i32 %76
  %78 = mul i32 %73, %2
  %79 = getelementptr inbounds i8, i8* %0, i32 %78
  %80 = tail call i32 %3(i8* noundef %77, i8* noundef %79) #10
  %81 = icmp slt i32 %80, 0
  %82 = select i1 %81, i32 %73, i32 %70
  br label %83

83:                                               ; preds = %75, %69
  %84 = phi i32 [ %70, %69 ], [ %82, %75 ]
  %85 = mul i32 %72, %2
  %86 = getelementptr inbounds i8, i8* %0, i32 %85
  %87 = mul i32 %84, %2
  %88 = getelementptr inbounds i8, i8* %0, i32 %87
  %89 = tail call i32 %3(i8* noundef %86, i8* noundef %88) #10
  %90 = icmp sgt i32 %89, -1
  br i1 %90, label %103, label %91

91:                                               ; preds = %83, %91
  %92 = phi i32 [ %97, %91 ], [ 0, %83 ]
  %93 = getelementptr inbounds i8, i8* %86, i32 %92
  %94 = load i8, i8* %93, align 1
  %95 = getelementptr inbounds i8, i8* %88, i32 %92
  %96 = load i8, i8* %95, align 1
  store i8 %96, i8* %93, align 1
  store i8 %94, i8* %95, align 1
  %97 = add nuw i32 %92, 1
  %98 = icmp eq i32 %97, %2
  br i1 %98, label %99, label %91, !llvm.loop !3

99:                                               ; preds = %91
  %100 = shl i32 %84, 1
  %101 = or i32 %100, 1
  %102 = icmp ult i32 %101, %56
  br i1 %102, label %69, label %103

103:                                              ; preds = %83, %99, %67
  %104 = add i32 %56, -1
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %106, label %55, !llvm.loop !5

106:                                              ; preds = %103, %10, %4
  ret void
}

; Function Attrs: nounwind
define dso_local i8* @bsearch(i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i32 noundef signext %3, i32 (i8*, i8*)* nocapture noundef readonly %4) local_unnamed_addr #0 {
  br label %6

6:                                                ; preds = %10, %5
  %7 = phi i32 [ %2, %5 ], [ %20, %10 ]
  %8 = phi i32 [ 0, %5 ], [ %21, %10 ]
  %9 = icmp ugt i32 %7, %8
  br i1 %9, label %10, label %22

10:                                               ; preds = %6
  %11 = sub i32 %7, %8
  %12 = lshr i32 %11, 1
  %13 = add i32 %12, %8
  %14 = mul i32 %13, %3
  %15 = getelementptr inbounds i8, i8* %1, i32 %14
  %16 = tail call i32 %4(i8* noundef %0, i8* noundef %15) #10
  %17 = icmp eq i32 %16, 0
  %18 = icmp slt i32 %16, 0
  %19 = add i32 %13, 1
  %20 = select i1 %18, i32 %13, i32 %7
  %21 = select i1 %18, i32 %8, i32 %19
  br i1 %17, label %22, label %6, !llvm.loop !6

22:                                               ; preds = %6, %10
  %23 = phi i8* [ %15, %10 ], [ null, %6 ]
  ret i8* %23
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local void @srand(i32 noundef signext %0) local_unnamed_addr #4 {
  %2 = icmp eq i32 %0, 0
  %3 = select i1 %2, i32 1, i32 %0
  store i32 %3, i32* @rand_state, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local i32 @rand() local_unnamed_addr #5 {
  %1 = load i32, i32* @rand_state, align 4
  %2 = shl i32 %1, 13
  %3 = xor i32 %2, %1
  %4 = lshr i32 %3, 17
  %5 = xor i32 %4, %3
  %6 = shl i32 %5, 5
  %7 = xor i32 %6, %5
  store i32 %7, i32* @rand_state, align 4
  %8 = lshr i32 %7, 1
  ret i32 %8
}

declare dso_local i32 @isspace(i32 noundef signext) local_unnamed_addr #6

declare dso_local i32 @isxdigit(i32 noundef signext) local_unnamed_addr #6

declare dso_local i32 @isdigit(i32 noundef signext) local_unnamed_addr #6

declare dso_local i32 @isalpha(i32 noundef signext) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.abs.i64(i64, i1 immarg) #7

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #6 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }
attributes #9 = { nobuiltin "no-builtins" }
attributes #10 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.mustprogress"}
!3 = distinct !{!3, !2}
!4 = distinct !{!4, !2}
!5 = distinct !{!5, !2}
!6 = distinct !{!6, !2}
