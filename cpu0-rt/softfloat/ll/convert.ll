; ModuleID = 'convert.c'
source_filename = "convert.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_f32_to_f64(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = shl i32 %0, 1
  %3 = lshr i32 %2, 24
  %4 = and i32 %0, -2147483648
  %5 = add nsw i32 %3, -1
  %6 = icmp ult i32 %5, 254
  br i1 %6, label %7, label %17

7:                                                ; preds = %1
  %8 = lshr i32 %0, 3
  %9 = and i32 %8, 268435455
  %10 = add nuw nsw i32 %9, 939524096
  %11 = or i32 %10, %4
  %12 = shl i32 %0, 29
  %13 = zext i32 %11 to i64
  %14 = shl nuw i64 %13, 32
  %15 = zext i32 %12 to i64
  %16 = or i64 %14, %15
  br label %47

17:                                               ; preds = %1
  %18 = icmp eq i32 %3, 255
  br i1 %18, label %19, label %26

19:                                               ; preds = %17
  %20 = and i32 %0, 8388607
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %47

22:                                               ; preds = %19
  %23 = or i32 %4, 2146435072
  %24 = zext i32 %23 to i64
  %25 = shl nuw i64 %24, 32
  br label %47

26:                                               ; preds = %17
  %27 = icmp eq i32 %2, 0
  br i1 %27, label %28, label %31

28:                                               ; preds = %26
  %29 = zext i32 %4 to i64
  %30 = shl nuw i64 %29, 32
  br label %47

31:                                               ; preds = %26
  %32 = and i32 %0, 8388607
  %33 = tail call i32 @llvm.ctlz.i32(i32 %32, i1 false) #4, !range !1
  %34 = add nsw i32 %33, -8
  %35 = shl i32 %0, %34
  %36 = mul nsw i32 %33, -1048576
  %37 = add nsw i32 %36, 948961280
  %38 = or i32 %37, %4
  %39 = lshr i32 %35, 3
  %40 = and i32 %39, 1048575
  %41 = or i32 %38, %40
  %42 = shl i32 %35, 29
  %43 = zext i32 %41 to i64
  %44 = shl nuw i64 %43, 32
  %45 = zext i32 %42 to i64
  %46 = or i64 %44, %45
  br label %47

47:                                               ; preds = %22, %19, %31, %28, %7
  %48 = phi i64 [ %16, %7 ], [ %30, %28 ], [ %46, %31 ], [ %25, %22 ], [ 9221120237041090560, %19 ]
  ret i64 %48
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_f64_to_f32_general(i64 noundef zeroext %0) local_unnamed_addr #1 {
  %2 = lshr i64 %0, 32
  %3 = trunc i64 %2 to i32
  %4 = trunc i64 %0 to i32
  %5 = and i32 %3, -2147483648
  %6 = lshr i32 %3, 20
  %7 = and i32 %6, 2047
  switch i32 %7, label %14 [
    i32 2047, label %8
    i32 0, label %54
  ]

8:                                                ; preds = %1
  %9 = shl i32 %3, 12
  %10 = or i32 %9, %4
  %11 = icmp eq i32 %10, 0
  %12 = or i32 %5, 2139095040
  %13 = select i1 %11, i32 %12, i32 2143289344
  br label %54

14:                                               ; preds = %1
  %15 = shl i32 %3, 10
  %16 = and i32 %15, 1073740800
  %17 = lshr i32 %4, 22
  %18 = and i32 %4, 4194303
  %19 = icmp ne i32 %18, 0
  %20 = zext i1 %19 to i32
  %21 = or i32 %17, %16
  %22 = or i32 %21, %20
  %23 = or i32 %22, 1073741824
  %24 = add nsw i32 %7, -896
  %25 = add nsw i32 %7, -1151
  %26 = icmp ult i32 %25, -254
  br i1 %26, label %27, label %42

27:                                               ; preds = %14
  %28 = icmp ugt i32 %7, 896
  br i1 %28, label %29, label %31

29:                                               ; preds = %27
  %30 = or i32 %5, 2139095040
  br label %54

31:                                               ; preds = %27
  %32 = sub nuw nsw i32 897, %7
  %33 = icmp ult i32 %7, 866
  br i1 %33, label %42, label %34

34:                                               ; preds = %31
  %35 = lshr i32 %23, %32
  %36 = shl nsw i32 -1, %32
  %37 = xor i32 %36, -1
  %38 = and i32 %23, %37
  %39 = icmp ne i32 %38, 0
  %40 = zext i1 %39 to i32
  %41 = or i32 %35, %40
  br label %42

42:                                               ; preds = %31, %34, %14
  %43 = phi i32 [ %24, %14 ], [ 1, %34 ], [ 1, %31 ]
  %44 = phi i32 [ %23, %14 ], [ %41, %34 ], [ 1, %31 ]
  %45 = lshr i32 %44, 7
  %46 = and i32 %45, 1
  %47 = add i32 %44, 63
  %48 = add i32 %47, %46
  %49 = shl nuw nsw i32 %43, 23
  %50 = lshr i32 %48, 7
  %51 = add i32 %5, -8388608
  %52 = add i32 %51, %49
  %53 = add i32 %52, %50
  br label %54

54:                                               ; preds = %42, %29, %1, %8
  %55 = phi i32 [ %13, %8 ], [ %5, %1 ], [ %30, %29 ], [ %53, %42 ]
  ret i32 %55
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_f64_to_f32(i64 noundef zeroext %0) local_unnamed_addr #0 {
  %2 = lshr i64 %0, 32
  %3 = trunc i64 %2 to i32
  %4 = trunc i64 %0 to i32
  %5 = lshr i32 %3, 20
  %6 = and i32 %5, 2047
  %7 = add nsw i32 %6, -897
  %8 = icmp ult i32 %7, 254
  br i1 %8, label %9, label %21, !prof !2

9:                                                ; preds = %1
  %10 = tail call i32 @llvm.fshl.i32(i32 %3, i32 %4, i32 3)
  %11 = add i32 %10, 1073741824
  %12 = and i32 %11, 2147483647
  %13 = and i32 %4, 536870911
  %14 = and i32 %10, 1
  %15 = add nuw nsw i32 %14, %13
  %16 = icmp ugt i32 %15, 268435456
  %17 = zext i1 %16 to i32
  %18 = and i32 %3, -2147483648
  %19 = or i32 %12, %18
  %20 = add i32 %19, %17
  br label %23

21:                                               ; preds = %1
  %22 = tail call i32 @__cpu0_f64_to_f32_general(i64 noundef zeroext %0) #5
  br label %23

23:                                               ; preds = %21, %9
  %24 = phi i32 [ %20, %9 ], [ %22, %21 ]
  ret i32 %24
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_i32_to_f32(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %22, label %3

3:                                                ; preds = %1
  %4 = and i32 %0, -2147483648
  %5 = icmp eq i32 %4, 0
  %6 = sub i32 0, %0
  %7 = select i1 %5, i32 %0, i32 %6
  %8 = tail call i32 @llvm.ctlz.i32(i32 %7, i1 false) #4, !range !1
  %9 = shl i32 %7, %8
  %10 = lshr i32 %9, 1
  %11 = and i32 %9, 1
  %12 = or i32 %10, %11
  %13 = lshr i32 %9, 8
  %14 = and i32 %13, 1
  %15 = add nuw i32 %12, 63
  %16 = add i32 %15, %14
  %17 = mul nsw i32 %8, -8388608
  %18 = lshr i32 %16, 7
  %19 = or i32 %4, 1317011456
  %20 = add i32 %19, %17
  %21 = add nuw i32 %20, %18
  br label %22

22:                                               ; preds = %1, %3
  %23 = phi i32 [ %21, %3 ], [ 0, %1 ]
  ret i32 %23
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_u32_to_f32(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %17, label %3

3:                                                ; preds = %1
  %4 = tail call i32 @llvm.ctlz.i32(i32 %0, i1 true) #4, !range !1
  %5 = shl i32 %0, %4
  %6 = lshr i32 %5, 1
  %7 = and i32 %5, 1
  %8 = or i32 %6, %7
  %9 = lshr i32 %5, 8
  %10 = and i32 %9, 1
  %11 = add nuw i32 %8, 63
  %12 = add i32 %11, %10
  %13 = mul nsw i32 %4, -8388608
  %14 = lshr i32 %12, 7
  %15 = add nsw i32 %13, 1317011456
  %16 = add nuw nsw i32 %15, %14
  br label %17

17:                                               ; preds = %1, %3
  %18 = phi i32 [ %16, %3 ], [ 0, %1 ]
  ret i32 %18
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_i64_to_f32(i64 noundef zeroext %0) local_unnamed_addr #0 {
  %2 = lshr i64 %0, 32
  %3 = trunc i64 %2 to i32
  %4 = trunc i64 %0 to i32
  %5 = and i32 %3, -2147483648
  %6 = lshr i32 %3, 31
  %7 = ashr i32 %3, 31
  %8 = xor i32 %7, %4
  %9 = sub i32 %8, %7
  %10 = xor i32 %7, %3
  %11 = add i32 %10, %6
  %12 = icmp ult i32 %8, %7
  %13 = sext i1 %12 to i32
  %14 = add i32 %11, %13
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %33

16:                                               ; preds = %1
  %17 = icmp eq i32 %9, 0
  br i1 %17, label %55, label %18

18:                                               ; preds = %16
  %19 = tail call i32 @llvm.ctlz.i32(i32 %9, i1 true) #4, !range !1
  %20 = shl i32 %9, %19
  %21 = lshr i32 %20, 1
  %22 = and i32 %20, 1
  %23 = or i32 %21, %22
  %24 = lshr i32 %20, 8
  %25 = and i32 %24, 1
  %26 = add nuw i32 %23, 63
  %27 = add i32 %26, %25
  %28 = mul nsw i32 %19, -8388608
  %29 = lshr i32 %27, 7
  %30 = or i32 %5, 1317011456
  %31 = add i32 %30, %28
  %32 = add nuw i32 %31, %29
  br label %55

33:                                               ; preds = %1
  %34 = tail call i32 @llvm.ctlz.i32(i32 %14, i1 true) #4, !range !1
  %35 = shl i32 %14, %34
  %36 = lshr i32 %9, 1
  %37 = xor i32 %34, 31
  %38 = lshr i32 %36, %37
  %39 = or i32 %38, %35
  %40 = lshr i32 %39, 8
  %41 = and i32 %39, 255
  %42 = shl i32 %9, %34
  %43 = icmp ne i32 %42, 0
  %44 = zext i1 %43 to i32
  %45 = or i32 %41, %44
  %46 = and i32 %40, 1
  %47 = add nuw nsw i32 %45, %46
  %48 = icmp ugt i32 %47, 128
  %49 = zext i1 %48 to i32
  %50 = mul nsw i32 %34, -8388608
  %51 = or i32 %5, 1585446912
  %52 = add i32 %51, %50
  %53 = add nuw i32 %52, %40
  %54 = add nuw i32 %53, %49
  br label %55

55:                                               ; preds = %16, %18, %33
  %56 = phi i32 [ %54, %33 ], [ %32, %18 ], [ 0, %16 ]
  ret i32 %56
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_u64_to_f32(i64 noundef zeroext %0) local_unnamed_addr #0 {
  %2 = lshr i64 %0, 32
  %3 = trunc i64 %2 to i32
  %4 = trunc i64 %0 to i32
  %5 = icmp eq i32 %3, 0
  br i1 %5, label %6, label %22

6:                                                ; preds = %1
  %7 = icmp eq i32 %4, 0
  br i1 %7, label %43, label %8

8:                                                ; preds = %6
  %9 = tail call i32 @llvm.ctlz.i32(i32 %4, i1 true) #4, !range !1
  %10 = shl i32 %4, %9
  %11 = lshr i32 %10, 1
  %12 = and i32 %10, 1
  %13 = or i32 %11, %12
  %14 = lshr i32 %10, 8
  %15 = and i32 %14, 1
  %16 = add nuw i32 %13, 63
  %17 = add i32 %16, %15
  %18 = mul nsw i32 %9, -8388608
  %19 = lshr i32 %17, 7
  %20 = add nsw i32 %18, 1317011456
  %21 = add nuw nsw i32 %20, %19
  br label %43

22:                                               ; preds = %1
  %23 = tail call i32 @llvm.ctlz.i32(i32 %3, i1 true) #4, !range !1
  %24 = shl i32 %3, %23
  %25 = lshr i32 %4, 1
  %26 = xor i32 %23, 31
  %27 = lshr i32 %25, %26
  %28 = or i32 %27, %24
  %29 = lshr i32 %28, 8
  %30 = and i32 %28, 255
  %31 = shl i32 %4, %23
  %32 = icmp ne i32 %31, 0
  %33 = zext i1 %32 to i32
  %34 = or i32 %30, %33
  %35 = and i32 %29, 1
  %36 = add nuw nsw i32 %34, %35
  %37 = icmp ugt i32 %36, 128
  %38 = zext i1 %37 to i32
  %39 = mul nsw i32 %23, -8388608
  %40 = add nsw i32 %39, 1585446912
  %41 = add nuw nsw i32 %40, %29
  %42 = add nuw nsw i32 %41, %38
  br label %43

43:                                               ; preds = %6, %8, %22
  %44 = phi i32 [ %42, %22 ], [ %21, %8 ], [ 0, %6 ]
  ret i32 %44
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_i32_to_f64(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %20, label %3

3:                                                ; preds = %1
  %4 = and i32 %0, -2147483648
  %5 = icmp eq i32 %4, 0
  %6 = sub i32 0, %0
  %7 = select i1 %5, i32 %0, i32 %6
  %8 = tail call i32 @llvm.ctlz.i32(i32 %7, i1 false) #4, !range !1
  %9 = shl i32 %7, %8
  %10 = mul nsw i32 %8, -1048576
  %11 = lshr i32 %9, 11
  %12 = or i32 %4, 1104150528
  %13 = add i32 %12, %10
  %14 = add nuw i32 %13, %11
  %15 = shl i32 %9, 21
  %16 = zext i32 %14 to i64
  %17 = shl nuw i64 %16, 32
  %18 = zext i32 %15 to i64
  %19 = or i64 %17, %18
  br label %20

20:                                               ; preds = %1, %3
  %21 = phi i64 [ %19, %3 ], [ 0, %1 ]
  ret i64 %21
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_u32_to_f64(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %15, label %3

3:                                                ; preds = %1
  %4 = tail call i32 @llvm.ctlz.i32(i32 %0, i1 true) #4, !range !1
  %5 = shl i32 %0, %4
  %6 = mul nsw i32 %4, -1048576
  %7 = lshr i32 %5, 11
  %8 = add nsw i32 %6, 1104150528
  %9 = add nuw nsw i32 %8, %7
  %10 = shl i32 %5, 21
  %11 = zext i32 %9 to i64
  %12 = shl nuw nsw i64 %11, 32
  %13 = zext i32 %10 to i64
  %14 = or i64 %12, %13
  br label %15

15:                                               ; preds = %1, %3
  %16 = phi i64 [ %14, %3 ], [ 0, %1 ]
  ret i64 %16
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_i64_to_f64(i64 noundef zeroext %0) local_unnamed_addr #0 {
  %2 = lshr i64 %0, 32
  %3 = trunc i64 %2 to i32
  %4 = trunc i64 %0 to i32
  %5 = and i32 %3, -2147483648
  %6 = lshr i32 %3, 31
  %7 = ashr i32 %3, 31
  %8 = xor i32 %7, %4
  %9 = sub i32 %8, %7
  %10 = xor i32 %7, %3
  %11 = add i32 %10, %6
  %12 = icmp ult i32 %8, %7
  %13 = sext i1 %12 to i32
  %14 = add i32 %11, %13
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %31

16:                                               ; preds = %1
  %17 = icmp eq i32 %9, 0
  br i1 %17, label %58, label %18

18:                                               ; preds = %16
  %19 = tail call i32 @llvm.ctlz.i32(i32 %9, i1 true) #4, !range !1
  %20 = shl i32 %9, %19
  %21 = mul nsw i32 %19, -1048576
  %22 = lshr i32 %20, 11
  %23 = or i32 %5, 1104150528
  %24 = add i32 %23, %21
  %25 = add nuw i32 %24, %22
  %26 = shl i32 %20, 21
  %27 = zext i32 %25 to i64
  %28 = shl nuw i64 %27, 32
  %29 = zext i32 %26 to i64
  %30 = or i64 %28, %29
  br label %58

31:                                               ; preds = %1
  %32 = tail call i32 @llvm.ctlz.i32(i32 %14, i1 true) #4, !range !1
  %33 = shl i32 %14, %32
  %34 = lshr i32 %9, 1
  %35 = xor i32 %32, 31
  %36 = lshr i32 %34, %35
  %37 = or i32 %36, %33
  %38 = shl i32 %9, %32
  %39 = tail call i32 @llvm.fshl.i32(i32 %37, i32 %38, i32 21) #4
  %40 = lshr i32 %37, 11
  %41 = and i32 %38, 2047
  %42 = and i32 %39, 1
  %43 = add nuw nsw i32 %42, %41
  %44 = icmp ugt i32 %43, 1024
  %45 = zext i1 %44 to i32
  %46 = add i32 %39, %45
  %47 = icmp ult i32 %46, %45
  %48 = zext i1 %47 to i32
  %49 = mul nsw i32 %32, -1048576
  %50 = or i32 %5, 1137704960
  %51 = add i32 %50, %49
  %52 = add nuw i32 %51, %40
  %53 = add nuw i32 %52, %48
  %54 = zext i32 %53 to i64
  %55 = shl nuw i64 %54, 32
  %56 = zext i32 %46 to i64
  %57 = or i64 %55, %56
  br label %58

58:                                               ; preds = %16, %18, %31
  %59 = phi i64 [ %57, %31 ], [ %30, %18 ], [ 0, %16 ]
  ret i64 %59
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_u64_to_f64(i64 noundef zeroext %0) local_unnamed_addr #0 {
  %2 = lshr i64 %0, 32
  %3 = trunc i64 %2 to i32
  %4 = trunc i64 %0 to i32
  %5 = icmp eq i32 %3, 0
  br i1 %5, label %6, label %20

6:                                                ; preds = %1
  %7 = icmp eq i32 %4, 0
  br i1 %7, label %46, label %8

8:                                                ; preds = %6
  %9 = tail call i32 @llvm.ctlz.i32(i32 %4, i1 true) #4, !range !1
  %10 = shl i32 %4, %9
  %11 = mul nsw i32 %9, -1048576
  %12 = lshr i32 %10, 11
  %13 = add nsw i32 %11, 1104150528
  %14 = add nuw nsw i32 %13, %12
  %15 = shl i32 %10, 21
  %16 = zext i32 %14 to i64
  %17 = shl nuw nsw i64 %16, 32
  %18 = zext i32 %15 to i64
  %19 = or i64 %17, %18
  br label %46

20:                                               ; preds = %1
  %21 = tail call i32 @llvm.ctlz.i32(i32 %3, i1 true) #4, !range !1
  %22 = shl i32 %3, %21
  %23 = lshr i32 %4, 1
  %24 = xor i32 %21, 31
  %25 = lshr i32 %23, %24
  %26 = or i32 %25, %22
  %27 = shl i32 %4, %21
  %28 = tail call i32 @llvm.fshl.i32(i32 %26, i32 %27, i32 21) #4
  %29 = lshr i32 %26, 11
  %30 = and i32 %27, 2047
  %31 = and i32 %28, 1
  %32 = add nuw nsw i32 %31, %30
  %33 = icmp ugt i32 %32, 1024
  %34 = zext i1 %33 to i32
  %35 = add i32 %28, %34
  %36 = icmp ult i32 %35, %34
  %37 = zext i1 %36 to i32
  %38 = mul nsw i32 %21, -1048576
  %39 = add nsw i32 %38, 1137704960
  %40 = add nuw nsw i32 %39, %29
  %41 = add nuw nsw i32 %40, %37
  %42 = zext i32 %41 to i64
  %43 = shl nuw nsw i64 %42, 32
  %44 = zext i32 %35 to i64
  %45 = or i64 %43, %44
  br label %46

46:                                               ; preds = %6, %8, %20
  %47 = phi i64 [ %45, %20 ], [ %19, %8 ], [ 0, %6 ]
  ret i64 %47
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #3

attributes #0 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }
attributes #5 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 0, i32 33}
!2 = !{!"branch_weights", i32 2000, i32 1}
