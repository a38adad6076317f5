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
  %33 = tail call i32 @llvm.ctlz.i32(i32 %32, i1 false) #3, !range !1
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

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_f64_to_f32(i64 noundef zeroext %0) local_unnamed_addr #1 {
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
define dso_local i32 @__cpu0_i32_to_f32(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %22, label %3

3:                                                ; preds = %1
  %4 = and i32 %0, -2147483648
  %5 = icmp eq i32 %4, 0
  %6 = sub i32 0, %0
  %7 = select i1 %5, i32 %0, i32 %6
  %8 = tail call i32 @llvm.ctlz.i32(i32 %7, i1 false) #3, !range !1
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
  %4 = tail call i32 @llvm.ctlz.i32(i32 %0, i1 true) #3, !range !1
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
  %2 = icmp eq i64 %0, 0
  br i1 %2, label %38, label %3

3:                                                ; preds = %1
  %4 = lshr i64 %0, 32
  %5 = trunc i64 %4 to i32
  %6 = and i32 %5, -2147483648
  %7 = icmp eq i32 %6, 0
  %8 = sub i64 0, %0
  %9 = select i1 %7, i64 %0, i64 %8
  %10 = lshr i64 %9, 32
  %11 = trunc i64 %10 to i32
  %12 = icmp eq i32 %11, 0
  %13 = tail call i32 @llvm.ctlz.i32(i32 %11, i1 true) #3, !range !1
  %14 = trunc i64 %9 to i32
  %15 = tail call i32 @llvm.ctlz.i32(i32 %14, i1 false) #3, !range !1
  %16 = add nuw nsw i32 %15, 32
  %17 = select i1 %12, i32 %16, i32 %13
  %18 = zext i32 %17 to i64
  %19 = shl i64 %9, %18
  %20 = lshr i64 %19, 32
  %21 = trunc i64 %20 to i32
  %22 = lshr i32 %21, 1
  %23 = and i32 %21, 1
  %24 = or i32 %22, %23
  %25 = trunc i64 %19 to i32
  %26 = icmp ne i32 %25, 0
  %27 = zext i1 %26 to i32
  %28 = or i32 %24, %27
  %29 = lshr i32 %21, 8
  %30 = and i32 %29, 1
  %31 = add nuw nsw i32 %30, 63
  %32 = add nuw i32 %31, %28
  %33 = mul nsw i32 %17, -8388608
  %34 = lshr i32 %32, 7
  %35 = or i32 %6, 1585446912
  %36 = add i32 %35, %33
  %37 = add nuw i32 %36, %34
  br label %38

38:                                               ; preds = %1, %3
  %39 = phi i32 [ %37, %3 ], [ 0, %1 ]
  ret i32 %39
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @__cpu0_u64_to_f32(i64 noundef zeroext %0) local_unnamed_addr #0 {
  %2 = icmp eq i64 %0, 0
  br i1 %2, label %31, label %3

3:                                                ; preds = %1
  %4 = lshr i64 %0, 32
  %5 = trunc i64 %4 to i32
  %6 = icmp eq i32 %5, 0
  %7 = tail call i32 @llvm.ctlz.i32(i32 %5, i1 true) #3, !range !1
  %8 = trunc i64 %0 to i32
  %9 = tail call i32 @llvm.ctlz.i32(i32 %8, i1 false) #3, !range !1
  %10 = add nuw nsw i32 %9, 32
  %11 = select i1 %6, i32 %10, i32 %7
  %12 = zext i32 %11 to i64
  %13 = shl i64 %0, %12
  %14 = lshr i64 %13, 32
  %15 = trunc i64 %14 to i32
  %16 = lshr i32 %15, 1
  %17 = and i32 %15, 1
  %18 = or i32 %16, %17
  %19 = trunc i64 %13 to i32
  %20 = icmp ne i32 %19, 0
  %21 = zext i1 %20 to i32
  %22 = or i32 %18, %21
  %23 = lshr i32 %15, 8
  %24 = and i32 %23, 1
  %25 = add nuw nsw i32 %24, 63
  %26 = add nuw i32 %25, %22
  %27 = mul nsw i32 %11, -8388608
  %28 = lshr i32 %26, 7
  %29 = add nsw i32 %27, 1585446912
  %30 = add nuw nsw i32 %29, %28
  br label %31

31:                                               ; preds = %1, %3
  %32 = phi i32 [ %30, %3 ], [ 0, %1 ]
  ret i32 %32
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
  %8 = tail call i32 @llvm.ctlz.i32(i32 %7, i1 false) #3, !range !1
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
  %4 = tail call i32 @llvm.ctlz.i32(i32 %0, i1 true) #3, !range !1
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
  %2 = icmp eq i64 %0, 0
  br i1 %2, label %34, label %3

3:                                                ; preds = %1
  %4 = lshr i64 %0, 32
  %5 = trunc i64 %4 to i32
  %6 = and i32 %5, -2147483648
  %7 = icmp eq i32 %6, 0
  %8 = sub i64 0, %0
  %9 = select i1 %7, i64 %0, i64 %8
  %10 = lshr i64 %9, 32
  %11 = trunc i64 %10 to i32
  %12 = icmp eq i32 %11, 0
  %13 = tail call i32 @llvm.ctlz.i32(i32 %11, i1 true) #3, !range !1
  %14 = trunc i64 %9 to i32
  %15 = tail call i32 @llvm.ctlz.i32(i32 %14, i1 false) #3, !range !1
  %16 = add nuw nsw i32 %15, 32
  %17 = select i1 %12, i32 %16, i32 %13
  %18 = zext i32 %17 to i64
  %19 = shl i64 %9, %18
  %20 = lshr i64 %19, 1
  %21 = and i64 %19, 1
  %22 = or i64 %20, %21
  %23 = lshr i64 %19, 11
  %24 = and i64 %23, 1
  %25 = add nuw i64 %22, 511
  %26 = add i64 %25, %24
  %27 = mul nsw i32 %17, -1048576
  %28 = or i32 %6, 1137704960
  %29 = add i32 %28, %27
  %30 = zext i32 %29 to i64
  %31 = shl nuw i64 %30, 32
  %32 = lshr i64 %26, 10
  %33 = add nuw i64 %32, %31
  br label %34

34:                                               ; preds = %1, %3
  %35 = phi i64 [ %33, %3 ], [ 0, %1 ]
  ret i64 %35
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i64 @__cpu0_u64_to_f64(i64 noundef zeroext %0) local_unnamed_addr #0 {
  %2 = icmp eq i64 %0, 0
  br i1 %2, label %27, label %3

3:                                                ; preds = %1
  %4 = lshr i64 %0, 32
  %5 = trunc i64 %4 to i32
  %6 = icmp eq i32 %5, 0
  %7 = tail call i32 @llvm.ctlz.i32(i32 %5, i1 true) #3, !range !1
  %8 = trunc i64 %0 to i32
  %9 = tail call i32 @llvm.ctlz.i32(i32 %8, i1 false) #3, !range !1
  %10 = add nuw nsw i32 %9, 32
  %11 = select i1 %6, i32 %10, i32 %7
  %12 = zext i32 %11 to i64
  %13 = shl i64 %0, %12
  %14 = lshr i64 %13, 1
  %15 = and i64 %13, 1
  %16 = or i64 %14, %15
  %17 = lshr i64 %13, 11
  %18 = and i64 %17, 1
  %19 = add nuw i64 %16, 511
  %20 = add i64 %19, %18
  %21 = mul nsw i32 %11, -1048576
  %22 = add nsw i32 %21, 1137704960
  %23 = zext i32 %22 to i64
  %24 = shl nuw nsw i64 %23, 32
  %25 = lshr i64 %20, 10
  %26 = add nuw nsw i64 %25, %24
  br label %27

27:                                               ; preds = %1, %3
  %28 = phi i64 [ %26, %3 ], [ 0, %1 ]
  ret i64 %28
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #2

attributes #0 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 0, i32 33}
