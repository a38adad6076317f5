; ModuleID = 'c/string.c'
source_filename = "c/string.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@strtok.next = internal unnamed_addr global i8* null, align 4

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i8* @memcpy(i8* noalias noundef returned %0, i8* noalias noundef %1, i32 noundef signext %2) local_unnamed_addr #0 {
  %4 = ptrtoint i8* %0 to i32
  %5 = ptrtoint i8* %1 to i32
  %6 = or i32 %5, %4
  %7 = and i32 %6, 3
  %8 = icmp eq i32 %7, 0
  %9 = icmp ugt i32 %2, 3
  %10 = and i1 %9, %8
  br i1 %10, label %11, label %22

11:                                               ; preds = %3, %11
  %12 = phi i32 [ %18, %11 ], [ %2, %3 ]
  %13 = phi i8* [ %19, %11 ], [ %0, %3 ]
  %14 = phi i8* [ %20, %11 ], [ %1, %3 ]
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4
  %17 = bitcast i8* %13 to i32*
  store i32 %16, i32* %17, align 4
  %18 = add i32 %12, -4
  %19 = getelementptr inbounds i8, i8* %13, i32 4
  %20 = getelementptr inbounds i8, i8* %14, i32 4
  %21 = icmp ugt i32 %18, 3
  br i1 %21, label %11, label %22

22:                                               ; preds = %11, %3
  %23 = phi i32 [ %2, %3 ], [ %18, %11 ]
  %24 = phi i8* [ %0, %3 ], [ %19, %11 ]
  %25 = phi i8* [ %1, %3 ], [ %20, %11 ]
  %26 = icmp eq i32 %23, 0
  br i1 %26, label %36, label %27

27:                                               ; preds = %22, %27
  %28 = phi i8* [ %32, %27 ], [ %25, %22 ]
  %29 = phi i8* [ %34, %27 ], [ %24, %22 ]
  %30 = phi i32 [ %31, %27 ], [ %23, %22 ]
  %31 = add i32 %30, -1
  %32 = getelementptr inbounds i8, i8* %28, i32 1
  %33 = load i8, i8* %28, align 1
  %34 = getelementptr inbounds i8, i8* %29, i32 1
  store i8 %33, i8* %29, align 1
  %35 = icmp eq i32 %31, 0
  br i1 %35, label %36, label %27, !llvm.loop !1

36:                                               ; preds = %27, %22
  ret i8* %0
}

; Function Attrs: nofree nosync nounwind
define dso_local i8* @memmove(i8* noundef %0, i8* noundef %1, i32 noundef signext %2) local_unnamed_addr #1 {
  %4 = icmp uge i8* %0, %1
  %5 = getelementptr inbounds i8, i8* %1, i32 %2
  %6 = icmp ugt i8* %5, %0
  %7 = select i1 %4, i1 %6, i1 false
  br i1 %7, label %8, label %10

8:                                                ; preds = %3
  %9 = icmp eq i32 %2, 0
  br i1 %9, label %50, label %43

10:                                               ; preds = %3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !3)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  %11 = ptrtoint i8* %0 to i32
  %12 = ptrtoint i8* %1 to i32
  %13 = or i32 %12, %11
  %14 = and i32 %13, 3
  %15 = icmp eq i32 %14, 0
  %16 = icmp ugt i32 %2, 3
  %17 = and i1 %16, %15
  br i1 %17, label %18, label %29

18:                                               ; preds = %10, %18
  %19 = phi i32 [ %25, %18 ], [ %2, %10 ]
  %20 = phi i8* [ %26, %18 ], [ %0, %10 ]
  %21 = phi i8* [ %27, %18 ], [ %1, %10 ]
  %22 = bitcast i8* %21 to i32*
  %23 = load i32, i32* %22, align 4, !alias.scope !6, !noalias !3
  %24 = bitcast i8* %20 to i32*
  store i32 %23, i32* %24, align 4, !alias.scope !3, !noalias !6
  %25 = add i32 %19, -4
  %26 = getelementptr inbounds i8, i8* %20, i32 4
  %27 = getelementptr inbounds i8, i8* %21, i32 4
  %28 = icmp ugt i32 %25, 3
  br i1 %28, label %18, label %29

29:                                               ; preds = %18, %10
  %30 = phi i32 [ %2, %10 ], [ %25, %18 ]
  %31 = phi i8* [ %0, %10 ], [ %26, %18 ]
  %32 = phi i8* [ %1, %10 ], [ %27, %18 ]
  %33 = icmp eq i32 %30, 0
  br i1 %33, label %50, label %34

34:                                               ; preds = %29, %34
  %35 = phi i8* [ %39, %34 ], [ %32, %29 ]
  %36 = phi i8* [ %41, %34 ], [ %31, %29 ]
  %37 = phi i32 [ %38, %34 ], [ %30, %29 ]
  %38 = add i32 %37, -1
  %39 = getelementptr inbounds i8, i8* %35, i32 1
  %40 = load i8, i8* %35, align 1, !alias.scope !6, !noalias !3
  %41 = getelementptr inbounds i8, i8* %36, i32 1
  store i8 %40, i8* %36, align 1, !alias.scope !3, !noalias !6
  %42 = icmp eq i32 %38, 0
  br i1 %42, label %50, label %34, !llvm.loop !1

43:                                               ; preds = %8, %43
  %44 = phi i32 [ %45, %43 ], [ %2, %8 ]
  %45 = add i32 %44, -1
  %46 = getelementptr inbounds i8, i8* %1, i32 %45
  %47 = load i8, i8* %46, align 1
  %48 = getelementptr inbounds i8, i8* %0, i32 %45
  store i8 %47, i8* %48, align 1
  %49 = icmp eq i32 %45, 0
  br i1 %49, label %50, label %43, !llvm.loop !8

50:                                               ; preds = %34, %43, %8, %29
  ret i8* %0
}

; Function Attrs: nofree norecurse nosync nounwind writeonly
define dso_local i8* @memset(i8* noundef returned writeonly %0, i32 noundef signext %1, i32 noundef signext %2) local_unnamed_addr #2 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %13, label %5

5:                                                ; preds = %3
  %6 = trunc i32 %1 to i8
  br label %7

7:                                                ; preds = %5, %7
  %8 = phi i8* [ %0, %5 ], [ %11, %7 ]
  %9 = phi i32 [ %2, %5 ], [ %10, %7 ]
  %10 = add i32 %9, -1
  %11 = getelementptr inbounds i8, i8* %8, i32 1
  store i8 %6, i8* %8, align 1
  %12 = icmp eq i32 %10, 0
  br i1 %12, label %13, label %7, !llvm.loop !9

13:                                               ; preds = %7, %3
  ret i8* %0
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local i32 @memcmp(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1, i32 noundef signext %2) local_unnamed_addr #3 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %21, label %5

5:                                                ; preds = %3, %16
  %6 = phi i8* [ %19, %16 ], [ %1, %3 ]
  %7 = phi i8* [ %18, %16 ], [ %0, %3 ]
  %8 = phi i32 [ %17, %16 ], [ %2, %3 ]
  %9 = load i8, i8* %7, align 1
  %10 = load i8, i8* %6, align 1
  %11 = icmp eq i8 %9, %10
  br i1 %11, label %16, label %12

12:                                               ; preds = %5
  %13 = zext i8 %10 to i32
  %14 = zext i8 %9 to i32
  %15 = sub nsw i32 %14, %13
  br label %21

16:                                               ; preds = %5
  %17 = add i32 %8, -1
  %18 = getelementptr inbounds i8, i8* %7, i32 1
  %19 = getelementptr inbounds i8, i8* %6, i32 1
  %20 = icmp eq i32 %17, 0
  br i1 %20, label %21, label %5, !llvm.loop !10

21:                                               ; preds = %16, %3, %12
  %22 = phi i32 [ %15, %12 ], [ 0, %3 ], [ 0, %16 ]
  ret i32 %22
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local i8* @memchr(i8* noundef readonly %0, i32 noundef signext %1, i32 noundef signext %2) local_unnamed_addr #3 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %16, label %5

5:                                                ; preds = %3
  %6 = trunc i32 %1 to i8
  br label %7

7:                                                ; preds = %5, %12
  %8 = phi i8* [ %0, %5 ], [ %14, %12 ]
  %9 = phi i32 [ %2, %5 ], [ %13, %12 ]
  %10 = load i8, i8* %8, align 1
  %11 = icmp eq i8 %10, %6
  br i1 %11, label %16, label %12

12:                                               ; preds = %7
  %13 = add i32 %9, -1
  %14 = getelementptr inbounds i8, i8* %8, i32 1
  %15 = icmp eq i32 %13, 0
  br i1 %15, label %16, label %7, !llvm.loop !11

16:                                               ; preds = %7, %12, %3
  %17 = phi i8* [ null, %3 ], [ null, %12 ], [ %8, %7 ]
  ret i8* %17
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local i32 @strlen(i8* noundef %0) local_unnamed_addr #3 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i8* [ %0, %1 ], [ %6, %2 ]
  %4 = load i8, i8* %3, align 1
  %5 = icmp eq i8 %4, 0
  %6 = getelementptr inbounds i8, i8* %3, i32 1
  br i1 %5, label %7, label %2, !llvm.loop !12

7:                                                ; preds = %2
  %8 = ptrtoint i8* %3 to i32
  %9 = ptrtoint i8* %0 to i32
  %10 = sub i32 %8, %9
  ret i32 %10
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local i32 @strnlen(i8* nocapture noundef readonly %0, i32 noundef signext %1) local_unnamed_addr #3 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %12, label %4

4:                                                ; preds = %2, %9
  %5 = phi i32 [ %10, %9 ], [ 0, %2 ]
  %6 = getelementptr inbounds i8, i8* %0, i32 %5
  %7 = load i8, i8* %6, align 1
  %8 = icmp eq i8 %7, 0
  br i1 %8, label %12, label %9

9:                                                ; preds = %4
  %10 = add nuw i32 %5, 1
  %11 = icmp eq i32 %10, %1
  br i1 %11, label %12, label %4, !llvm.loop !13

12:                                               ; preds = %4, %9, %2
  %13 = phi i32 [ 0, %2 ], [ %1, %9 ], [ %5, %4 ]
  ret i32 %13
}

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i8* @strcpy(i8* noalias noundef returned writeonly %0, i8* noalias nocapture noundef readonly %1) local_unnamed_addr #0 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi i8* [ %1, %2 ], [ %6, %3 ]
  %5 = phi i8* [ %0, %2 ], [ %8, %3 ]
  %6 = getelementptr inbounds i8, i8* %4, i32 1
  %7 = load i8, i8* %4, align 1
  %8 = getelementptr inbounds i8, i8* %5, i32 1
  store i8 %7, i8* %5, align 1
  %9 = icmp eq i8 %7, 0
  br i1 %9, label %10, label %3, !llvm.loop !14

10:                                               ; preds = %3
  ret i8* %0
}

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i8* @strncpy(i8* noalias noundef returned writeonly %0, i8* noalias nocapture noundef readonly %1, i32 noundef signext %2) local_unnamed_addr #0 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %14, label %5

5:                                                ; preds = %3, %10
  %6 = phi i32 [ %12, %10 ], [ 0, %3 ]
  %7 = getelementptr inbounds i8, i8* %1, i32 %6
  %8 = load i8, i8* %7, align 1
  %9 = icmp eq i8 %8, 0
  br i1 %9, label %14, label %10

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, i8* %0, i32 %6
  store i8 %8, i8* %11, align 1
  %12 = add nuw i32 %6, 1
  %13 = icmp eq i32 %12, %2
  br i1 %13, label %22, label %5, !llvm.loop !15

14:                                               ; preds = %5, %3
  %15 = phi i32 [ 0, %3 ], [ %6, %5 ]
  %16 = icmp ult i32 %15, %2
  br i1 %16, label %17, label %22

17:                                               ; preds = %14, %17
  %18 = phi i32 [ %20, %17 ], [ %15, %14 ]
  %19 = getelementptr inbounds i8, i8* %0, i32 %18
  store i8 0, i8* %19, align 1
  %20 = add nuw i32 %18, 1
  %21 = icmp eq i32 %20, %2
  br i1 %21, label %22, label %17, !llvm.loop !16

22:                                               ; preds = %10, %17, %14
  ret i8* %0
}

; Function Attrs: nofree nosync nounwind
define dso_local i8* @strcat(i8* noalias noundef returned %0, i8* noalias nocapture noundef readonly %1) local_unnamed_addr #1 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi i8* [ %0, %2 ], [ %7, %3 ]
  %5 = load i8, i8* %4, align 1
  %6 = icmp eq i8 %5, 0
  %7 = getelementptr inbounds i8, i8* %4, i32 1
  br i1 %6, label %8, label %3, !llvm.loop !12

8:                                                ; preds = %3
  %9 = ptrtoint i8* %4 to i32
  %10 = ptrtoint i8* %0 to i32
  %11 = sub i32 %9, %10
  %12 = getelementptr inbounds i8, i8* %0, i32 %11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  br label %13

13:                                               ; preds = %13, %8
  %14 = phi i8* [ %1, %8 ], [ %16, %13 ]
  %15 = phi i8* [ %12, %8 ], [ %18, %13 ]
  %16 = getelementptr inbounds i8, i8* %14, i32 1
  %17 = load i8, i8* %14, align 1, !alias.scope !20, !noalias !17
  %18 = getelementptr inbounds i8, i8* %15, i32 1
  store i8 %17, i8* %15, align 1, !alias.scope !17, !noalias !20
  %19 = icmp eq i8 %17, 0
  br i1 %19, label %20, label %13, !llvm.loop !14

20:                                               ; preds = %13
  ret i8* %0
}

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i8* @strncat(i8* noalias noundef returned %0, i8* noalias nocapture noundef readonly %1, i32 noundef signext %2) local_unnamed_addr #0 {
  br label %4

4:                                                ; preds = %4, %3
  %5 = phi i8* [ %0, %3 ], [ %8, %4 ]
  %6 = load i8, i8* %5, align 1
  %7 = icmp eq i8 %6, 0
  %8 = getelementptr inbounds i8, i8* %5, i32 1
  br i1 %7, label %9, label %4, !llvm.loop !12

9:                                                ; preds = %4
  %10 = ptrtoint i8* %5 to i32
  %11 = ptrtoint i8* %0 to i32
  %12 = sub i32 %10, %11
  %13 = getelementptr inbounds i8, i8* %0, i32 %12
  %14 = icmp eq i32 %2, 0
  br i1 %14, label %26, label %15

15:                                               ; preds = %9, %22
  %16 = phi i32 [ %19, %22 ], [ %2, %9 ]
  %17 = phi i8* [ %24, %22 ], [ %13, %9 ]
  %18 = phi i8* [ %23, %22 ], [ %1, %9 ]
  %19 = add i32 %16, -1
  %20 = load i8, i8* %18, align 1
  %21 = icmp eq i8 %20, 0
  br i1 %21, label %26, label %22

22:                                               ; preds = %15
  %23 = getelementptr inbounds i8, i8* %18, i32 1
  %24 = getelementptr inbounds i8, i8* %17, i32 1
  store i8 %20, i8* %17, align 1
  %25 = icmp eq i32 %19, 0
  br i1 %25, label %26, label %15, !llvm.loop !22

26:                                               ; preds = %15, %22, %9
  %27 = phi i8* [ %13, %9 ], [ %24, %22 ], [ %17, %15 ]
  store i8 0, i8* %27, align 1
  ret i8* %0
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local i32 @strcmp(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = load i8, i8* %0, align 1
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %16, label %5

5:                                                ; preds = %2, %11
  %6 = phi i8 [ %14, %11 ], [ %3, %2 ]
  %7 = phi i8* [ %13, %11 ], [ %1, %2 ]
  %8 = phi i8* [ %12, %11 ], [ %0, %2 ]
  %9 = load i8, i8* %7, align 1
  %10 = icmp eq i8 %6, %9
  br i1 %10, label %11, label %16

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, i8* %8, i32 1
  %13 = getelementptr inbounds i8, i8* %7, i32 1
  %14 = load i8, i8* %12, align 1
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %16, label %5, !llvm.loop !23

16:                                               ; preds = %5, %11, %2
  %17 = phi i8* [ %1, %2 ], [ %13, %11 ], [ %7, %5 ]
  %18 = phi i8 [ 0, %2 ], [ 0, %11 ], [ %6, %5 ]
  %19 = zext i8 %18 to i32
  %20 = load i8, i8* %17, align 1
  %21 = zext i8 %20 to i32
  %22 = sub nsw i32 %19, %21
  ret i32 %22
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local i32 @strncmp(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1, i32 noundef signext %2) local_unnamed_addr #3 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %23, label %5

5:                                                ; preds = %3, %16
  %6 = phi i8* [ %20, %16 ], [ %1, %3 ]
  %7 = phi i8* [ %19, %16 ], [ %0, %3 ]
  %8 = phi i32 [ %18, %16 ], [ %2, %3 ]
  %9 = load i8, i8* %7, align 1
  %10 = load i8, i8* %6, align 1
  %11 = icmp eq i8 %9, %10
  br i1 %11, label %16, label %12

12:                                               ; preds = %5
  %13 = zext i8 %10 to i32
  %14 = zext i8 %9 to i32
  %15 = sub nsw i32 %14, %13
  br label %23

16:                                               ; preds = %5
  %17 = icmp eq i8 %9, 0
  %18 = add i32 %8, -1
  %19 = getelementptr inbounds i8, i8* %7, i32 1
  %20 = getelementptr inbounds i8, i8* %6, i32 1
  %21 = icmp eq i32 %18, 0
  %22 = select i1 %17, i1 true, i1 %21
  br i1 %22, label %23, label %5, !llvm.loop !24

23:                                               ; preds = %16, %3, %12
  %24 = phi i32 [ %15, %12 ], [ 0, %3 ], [ 0, %16 ]
  ret i32 %24
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local i32 @strcoll(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = load i8, i8* %0, align 1
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %16, label %5

5:                                                ; preds = %2, %11
  %6 = phi i8 [ %14, %11 ], [ %3, %2 ]
  %7 = phi i8* [ %13, %11 ], [ %1, %2 ]
  %8 = phi i8* [ %12, %11 ], [ %0, %2 ]
  %9 = load i8, i8* %7, align 1
  %10 = icmp eq i8 %6, %9
  br i1 %10, label %11, label %16

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, i8* %8, i32 1
  %13 = getelementptr inbounds i8, i8* %7, i32 1
  %14 = load i8, i8* %12, align 1
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %16, label %5, !llvm.loop !23

16:                                               ; preds = %5, %11, %2
  %17 = phi i8* [ %1, %2 ], [ %7, %5 ], [ %13, %11 ]
  %18 = phi i8 [ 0, %2 ], [ %6, %5 ], [ 0, %11 ]
  %19 = zext i8 %18 to i32
  %20 = load i8, i8* %17, align 1
  %21 = zext i8 %20 to i32
  %22 = sub nsw i32 %19, %21
  ret i32 %22
}

; Function Attrs: nofree nosync nounwind
define dso_local i32 @strxfrm(i8* noalias nocapture noundef writeonly %0, i8* noalias noundef %1, i32 noundef signext %2) local_unnamed_addr #1 {
  br label %4

4:                                                ; preds = %4, %3
  %5 = phi i8* [ %1, %3 ], [ %8, %4 ]
  %6 = load i8, i8* %5, align 1
  %7 = icmp eq i8 %6, 0
  %8 = getelementptr inbounds i8, i8* %5, i32 1
  br i1 %7, label %9, label %4, !llvm.loop !12

9:                                                ; preds = %4
  %10 = ptrtoint i8* %5 to i32
  %11 = ptrtoint i8* %1 to i32
  %12 = sub i32 %10, %11
  %13 = icmp ult i32 %12, %2
  br i1 %13, label %14, label %22

14:                                               ; preds = %9
  tail call void @llvm.experimental.noalias.scope.decl(metadata !25)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !28)
  br label %15

15:                                               ; preds = %15, %14
  %16 = phi i8* [ %1, %14 ], [ %18, %15 ]
  %17 = phi i8* [ %0, %14 ], [ %20, %15 ]
  %18 = getelementptr inbounds i8, i8* %16, i32 1
  %19 = load i8, i8* %16, align 1, !alias.scope !28, !noalias !25
  %20 = getelementptr inbounds i8, i8* %17, i32 1
  store i8 %19, i8* %17, align 1, !alias.scope !25, !noalias !28
  %21 = icmp eq i8 %19, 0
  br i1 %21, label %22, label %15, !llvm.loop !14

22:                                               ; preds = %15, %9
  ret i32 %12
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local i8* @strchr(i8* noundef readonly %0, i32 noundef signext %1) local_unnamed_addr #3 {
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
  %5 = load i8, i8* %0, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp eq i32 %4, %6
  br i1 %7, label %17, label %8

8:                                                ; preds = %2, %12
  %9 = phi i8 [ %14, %12 ], [ %5, %2 ]
  %10 = phi i8* [ %13, %12 ], [ %0, %2 ]
  %11 = icmp eq i8 %9, 0
  br i1 %11, label %17, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, i8* %10, i32 1
  %14 = load i8, i8* %13, align 1
  %15 = sext i8 %14 to i32
  %16 = icmp eq i32 %4, %15
  br i1 %16, label %17, label %8

17:                                               ; preds = %12, %8, %2
  %18 = phi i8* [ %0, %2 ], [ null, %8 ], [ %13, %12 ]
  ret i8* %18
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local i8* @strrchr(i8* noundef readonly %0, i32 noundef signext %1) local_unnamed_addr #3 {
  %3 = shl i32 %1, 24
  %4 = ashr exact i32 %3, 24
  br label %5

5:                                                ; preds = %5, %2
  %6 = phi i8* [ %0, %2 ], [ %13, %5 ]
  %7 = phi i8* [ null, %2 ], [ %11, %5 ]
  %8 = load i8, i8* %6, align 1
  %9 = sext i8 %8 to i32
  %10 = icmp eq i32 %4, %9
  %11 = select i1 %10, i8* %6, i8* %7
  %12 = icmp eq i8 %8, 0
  %13 = getelementptr inbounds i8, i8* %6, i32 1
  br i1 %12, label %14, label %5

14:                                               ; preds = %5
  ret i8* %11
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local i32 @strspn(i8* nocapture noundef readonly %0, i8* noundef readonly %1) local_unnamed_addr #3 {
  %3 = load i8, i8* %0, align 1
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %24, label %5

5:                                                ; preds = %2
  %6 = load i8, i8* %1, align 1
  br label %7

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
  %10 = icmp eq i8 %8, %6
  br i1 %10, label %19, label %11

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi i8* [ %16, %15 ], [ %1, %7 ]
  %14 = icmp eq i8 %12, 0
  br i1 %14, label %24, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, i8* %13, i32 1
  %17 = load i8, i8* %16, align 1
  %18 = icmp eq i8 %8, %17
  br i1 %18, label %19, label %11

19:                                               ; preds = %15, %7
  %20 = add i32 %9, 1
  %21 = getelementptr inbounds i8, i8* %0, i32 %20
  %22 = load i8, i8* %21, align 1
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %24, label %7, !llvm.loop !30

24:                                               ; preds = %19, %11, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %11 ], [ %20, %19 ]
  ret i32 %25
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local i32 @strcspn(i8* nocapture noundef readonly %0, i8* noundef readonly %1) local_unnamed_addr #3 {
  %3 = load i8, i8* %0, align 1
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %24, label %5

5:                                                ; preds = %2
  %6 = load i8, i8* %1, align 1
  br label %7

7:                                                ; preds = %5, %19
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
  %10 = icmp eq i8 %8, %6
  br i1 %10, label %24, label %11

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi i8* [ %16, %15 ], [ %1, %7 ]
  %14 = icmp eq i8 %12, 0
  br i1 %14, label %19, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, i8* %13, i32 1
  %17 = load i8, i8* %16, align 1
  %18 = icmp eq i8 %8, %17
  br i1 %18, label %24, label %11

19:                                               ; preds = %11
  %20 = add i32 %9, 1
  %21 = getelementptr inbounds i8, i8* %0, i32 %20
  %22 = load i8, i8* %21, align 1
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %24, label %7, !llvm.loop !31

24:                                               ; preds = %19, %7, %15, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %15 ], [ %20, %19 ], [ %9, %7 ]
  ret i32 %25
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local i8* @strpbrk(i8* noundef readonly %0, i8* nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = load i8, i8* %0, align 1
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %24, label %5

5:                                                ; preds = %2
  %6 = load i8, i8* %1, align 1
  br label %7

7:                                                ; preds = %19, %5
  %8 = phi i8 [ %3, %5 ], [ %22, %19 ]
  %9 = phi i32 [ 0, %5 ], [ %20, %19 ]
  %10 = icmp eq i8 %8, %6
  br i1 %10, label %24, label %11

11:                                               ; preds = %7, %15
  %12 = phi i8 [ %17, %15 ], [ %6, %7 ]
  %13 = phi i8* [ %16, %15 ], [ %1, %7 ]
  %14 = icmp eq i8 %12, 0
  br i1 %14, label %19, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, i8* %13, i32 1
  %17 = load i8, i8* %16, align 1
  %18 = icmp eq i8 %8, %17
  br i1 %18, label %24, label %11

19:                                               ; preds = %11
  %20 = add i32 %9, 1
  %21 = getelementptr inbounds i8, i8* %0, i32 %20
  %22 = load i8, i8* %21, align 1
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %24, label %7, !llvm.loop !31

24:                                               ; preds = %7, %19, %15, %2
  %25 = phi i32 [ 0, %2 ], [ %9, %15 ], [ %9, %7 ], [ %20, %19 ]
  %26 = getelementptr inbounds i8, i8* %0, i32 %25
  %27 = load i8, i8* %26, align 1
  %28 = icmp eq i8 %27, 0
  %29 = select i1 %28, i8* null, i8* %26
  ret i8* %29
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local i8* @strstr(i8* noundef readonly %0, i8* noundef %1) local_unnamed_addr #3 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi i8* [ %1, %2 ], [ %7, %3 ]
  %5 = load i8, i8* %4, align 1
  %6 = icmp eq i8 %5, 0
  %7 = getelementptr inbounds i8, i8* %4, i32 1
  br i1 %6, label %8, label %3, !llvm.loop !12

8:                                                ; preds = %3
  %9 = ptrtoint i8* %4 to i32
  %10 = ptrtoint i8* %1 to i32
  %11 = sub i32 %9, %10
  %12 = load i8, i8* %0, align 1
  %13 = icmp eq i8 %12, 0
  br i1 %13, label %41, label %14

14:                                               ; preds = %8
  %15 = icmp eq i32 %11, 0
  br label %16

16:                                               ; preds = %14, %37
  %17 = phi i8 [ %12, %14 ], [ %39, %37 ]
  %18 = phi i8* [ %0, %14 ], [ %38, %37 ]
  br i1 %15, label %45, label %19

19:                                               ; preds = %16
  %20 = load i8, i8* %1, align 1
  %21 = icmp eq i8 %17, %20
  br i1 %21, label %22, label %37

22:                                               ; preds = %19, %32
  %23 = phi i32 [ %28, %32 ], [ %11, %19 ]
  %24 = phi i8* [ %29, %32 ], [ %18, %19 ]
  %25 = phi i8* [ %33, %32 ], [ %1, %19 ]
  %26 = phi i8 [ %34, %32 ], [ %17, %19 ]
  %27 = icmp eq i8 %26, 0
  %28 = add i32 %23, -1
  %29 = getelementptr inbounds i8, i8* %24, i32 1
  %30 = icmp eq i32 %28, 0
  %31 = select i1 %27, i1 true, i1 %30
  br i1 %31, label %45, label %32, !llvm.loop !24

32:                                               ; preds = %22
  %33 = getelementptr inbounds i8, i8* %25, i32 1
  %34 = load i8, i8* %29, align 1
  %35 = load i8, i8* %33, align 1
  %36 = icmp eq i8 %34, %35
  br i1 %36, label %22, label %37

37:                                               ; preds = %32, %19
  %38 = getelementptr inbounds i8, i8* %18, i32 1
  %39 = load i8, i8* %38, align 1
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %41, label %16, !llvm.loop !32

41:                                               ; preds = %37, %8
  %42 = phi i8* [ %0, %8 ], [ %38, %37 ]
  %43 = icmp eq i32 %11, 0
  %44 = select i1 %43, i8* %42, i8* null
  br label %45

45:                                               ; preds = %16, %22, %41
  %46 = phi i8* [ %44, %41 ], [ %18, %22 ], [ %0, %16 ]
  ret i8* %46
}

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i8* @strtok(i8* noalias noundef %0, i8* noalias nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = icmp eq i8* %0, null
  %4 = load i8*, i8** @strtok.next, align 4
  %5 = select i1 %3, i8* %4, i8* %0
  %6 = icmp eq i8* %5, null
  br i1 %6, label %61, label %7

7:                                                ; preds = %2
  %8 = load i8, i8* %5, align 1
  %9 = icmp eq i8 %8, 0
  br i1 %9, label %58, label %10

10:                                               ; preds = %7
  %11 = load i8, i8* %1, align 1
  br label %12

12:                                               ; preds = %24, %10
  %13 = phi i8 [ %8, %10 ], [ %27, %24 ]
  %14 = phi i32 [ 0, %10 ], [ %25, %24 ]
  %15 = icmp eq i8 %13, %11
  br i1 %15, label %24, label %16

16:                                               ; preds = %12, %20
  %17 = phi i8 [ %22, %20 ], [ %11, %12 ]
  %18 = phi i8* [ %21, %20 ], [ %1, %12 ]
  %19 = icmp eq i8 %17, 0
  br i1 %19, label %29, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, i8* %18, i32 1
  %22 = load i8, i8* %21, align 1
  %23 = icmp eq i8 %13, %22
  br i1 %23, label %24, label %16

24:                                               ; preds = %20, %12
  %25 = add i32 %14, 1
  %26 = getelementptr inbounds i8, i8* %5, i32 %25
  %27 = load i8, i8* %26, align 1
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %58, label %12, !llvm.loop !30

29:                                               ; preds = %16
  %30 = getelementptr inbounds i8, i8* %5, i32 %14
  %31 = icmp eq i8 %13, 0
  br i1 %31, label %58, label %32

32:                                               ; preds = %29
  %33 = load i8, i8* %1, align 1
  br label %34

34:                                               ; preds = %46, %32
  %35 = phi i8 [ %13, %32 ], [ %49, %46 ]
  %36 = phi i32 [ 0, %32 ], [ %47, %46 ]
  %37 = icmp eq i8 %35, %33
  br i1 %37, label %51, label %38

38:                                               ; preds = %34, %42
  %39 = phi i8 [ %44, %42 ], [ %33, %34 ]
  %40 = phi i8* [ %43, %42 ], [ %1, %34 ]
  %41 = icmp eq i8 %39, 0
  br i1 %41, label %46, label %42

42:                                               ; preds = %38
  %43 = getelementptr inbounds i8, i8* %40, i32 1
  %44 = load i8, i8* %43, align 1
  %45 = icmp eq i8 %35, %44
  br i1 %45, label %51, label %38

46:                                               ; preds = %38
  %47 = add i32 %36, 1
  %48 = getelementptr inbounds i8, i8* %30, i32 %47
  %49 = load i8, i8* %48, align 1
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %51, label %34, !llvm.loop !31

51:                                               ; preds = %34, %46, %42
  %52 = phi i32 [ %36, %42 ], [ %36, %34 ], [ %47, %46 ]
  %53 = getelementptr inbounds i8, i8* %30, i32 %52
  %54 = load i8, i8* %53, align 1
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %58, label %56

56:                                               ; preds = %51
  store i8 0, i8* %53, align 1
  %57 = getelementptr inbounds i8, i8* %53, i32 1
  br label %58

58:                                               ; preds = %24, %56, %51, %29, %7
  %59 = phi i8* [ null, %7 ], [ null, %29 ], [ %57, %56 ], [ null, %51 ], [ null, %24 ]
  %60 = phi i8* [ null, %7 ], [ null, %29 ], [ %30, %56 ], [ %30, %51 ], [ null, %24 ]
  store i8* %59, i8** @strtok.next, align 4
  br label %61

61:                                               ; preds = %58, %2
  %62 = phi i8* [ null, %2 ], [ %60, %58 ]
  ret i8* %62
}

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { nofree norecurse nosync nounwind writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { nofree norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.mustprogress"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"memcpy: argument 0"}
!5 = distinct !{!5, !"memcpy"}
!6 = !{!7}
!7 = distinct !{!7, !5, !"memcpy: argument 1"}
!8 = distinct !{!8, !2}
!9 = distinct !{!9, !2}
!10 = distinct !{!10, !2}
!11 = distinct !{!11, !2}
!12 = distinct !{!12, !2}
!13 = distinct !{!13, !2}
!14 = distinct !{!14, !2}
!15 = distinct !{!15, !2}
!16 = distinct !{!16, !2}
!17 = !{!18}
!18 = distinct !{!18, !19, !"strcpy: argument 0"}
!19 = distinct !{!19, !"strcpy"}
!20 = !{!21}
!21 = distinct !{!21, !19, !"strcpy: argument 1"}
!22 = distinct !{!22, !2}
!23 = distinct !{!23, !2}
!24 = distinct !{!24, !2}
!25 = !{!26}
!26 = distinct !{!26, !27, !"strcpy: argument 0"}
!27 = distinct !{!27, !"strcpy"}
!28 = !{!29}
!29 = distinct !{!29, !27, !"strcpy: argument 1"}
!30 = distinct !{!30, !2}
!31 = distinct !{!31, !2}
!32 = distinct !{!32, !2}
