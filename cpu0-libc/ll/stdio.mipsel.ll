; ModuleID = 'c/stdio.c'
source_filename = "c/stdio.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.__cpu0_file = type { i32, i32, i32, i32 }
%struct.__cpu0_sink = type { void (i8*, i8*, i32)*, i8*, i32 }
%struct.string_sink = type { i8*, i32 }

@files = internal global [3 x %struct.__cpu0_file] [%struct.__cpu0_file { i32 1, i32 0, i32 0, i32 -1 }, %struct.__cpu0_file { i32 0, i32 0, i32 0, i32 -1 }, %struct.__cpu0_file { i32 0, i32 0, i32 0, i32 -1 }], align 4
@stdin = dso_local local_unnamed_addr constant %struct.__cpu0_file* getelementptr inbounds ([3 x %struct.__cpu0_file], [3 x %struct.__cpu0_file]* @files, i32 0, i32 0), align 4
@stdout = dso_local local_unnamed_addr constant %struct.__cpu0_file* bitcast (i32* getelementptr inbounds ([3 x %struct.__cpu0_file], [3 x %struct.__cpu0_file]* @files, i32 0, i32 1, i32 0) to %struct.__cpu0_file*), align 4
@stderr = dso_local local_unnamed_addr constant %struct.__cpu0_file* bitcast (i32* getelementptr inbounds ([3 x %struct.__cpu0_file], [3 x %struct.__cpu0_file]* @files, i32 0, i32 2, i32 0) to %struct.__cpu0_file*), align 4
@errno = external dso_local local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [8 x i8] c"%s: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @fputc(i32 noundef signext %0, %struct.__cpu0_file* nocapture noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %1, i32 0, i32 0
  %4 = load i32, i32* %3, align 4
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %8, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %1, i32 0, i32 2
  store i32 1, i32* %7, align 4
  store i32 9, i32* @errno, align 4
  br label %10

8:                                                ; preds = %2
  tail call void @__cpu0_put_byte(i32 noundef signext %0) #9
  %9 = and i32 %0, 255
  br label %10

10:                                               ; preds = %8, %6
  %11 = phi i32 [ -1, %6 ], [ %9, %8 ]
  ret i32 %11
}

declare dso_local void @__cpu0_put_byte(i32 noundef signext) local_unnamed_addr #1

; Function Attrs: nounwind
define dso_local i32 @putc(i32 noundef signext %0, %struct.__cpu0_file* nocapture noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %1, i32 0, i32 0
  %4 = load i32, i32* %3, align 4
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %8, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %1, i32 0, i32 2
  store i32 1, i32* %7, align 4
  store i32 9, i32* @errno, align 4
  br label %10

8:                                                ; preds = %2
  tail call void @__cpu0_put_byte(i32 noundef signext %0) #9
  %9 = and i32 %0, 255
  br label %10

10:                                               ; preds = %6, %8
  %11 = phi i32 [ -1, %6 ], [ %9, %8 ]
  ret i32 %11
}

; Function Attrs: nounwind
define dso_local i32 @putchar(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = load i32, i32* getelementptr inbounds ([3 x %struct.__cpu0_file], [3 x %struct.__cpu0_file]* @files, i32 0, i32 1, i32 0), align 4
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %1
  store i32 1, i32* getelementptr inbounds ([3 x %struct.__cpu0_file], [3 x %struct.__cpu0_file]* @files, i32 0, i32 1, i32 2), align 4
  store i32 9, i32* @errno, align 4
  br label %7

5:                                                ; preds = %1
  tail call void @__cpu0_put_byte(i32 noundef signext %0) #9
  %6 = and i32 %0, 255
  br label %7

7:                                                ; preds = %4, %5
  %8 = phi i32 [ -1, %4 ], [ %6, %5 ]
  ret i32 %8
}

; Function Attrs: nounwind
define dso_local i32 @fwrite(i8* nocapture noundef readonly %0, i32 noundef signext %1, i32 noundef signext %2, %struct.__cpu0_file* nocapture noundef %3) local_unnamed_addr #0 {
  %5 = mul i32 %2, %1
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %24, label %7

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %3, i32 0, i32 0
  br label %9

9:                                                ; preds = %7, %16
  %10 = phi i32 [ 0, %7 ], [ %20, %16 ]
  %11 = load i32, i32* %8, align 4
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %3, i32 0, i32 2
  store i32 1, i32* %14, align 4
  store i32 9, i32* @errno, align 4
  %15 = icmp eq i32 %1, 0
  br i1 %15, label %24, label %22

16:                                               ; preds = %9
  %17 = getelementptr inbounds i8, i8* %0, i32 %10
  %18 = load i8, i8* %17, align 1
  %19 = zext i8 %18 to i32
  tail call void @__cpu0_put_byte(i32 noundef signext %19) #9
  %20 = add nuw i32 %10, 1
  %21 = icmp eq i32 %20, %5
  br i1 %21, label %24, label %9, !llvm.loop !1

22:                                               ; preds = %13
  %23 = udiv i32 %10, %1
  br label %24

24:                                               ; preds = %16, %4, %22, %13
  %25 = phi i32 [ %23, %22 ], [ 0, %13 ], [ %2, %4 ], [ %2, %16 ]
  ret i32 %25
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
define dso_local i32 @fputs(i8* noundef %0, %struct.__cpu0_file* nocapture noundef %1) local_unnamed_addr #0 {
  %3 = tail call i32 @strlen(i8* noundef %0) #9
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %19, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %1, i32 0, i32 0
  br label %7

7:                                                ; preds = %13, %5
  %8 = phi i32 [ 0, %5 ], [ %17, %13 ]
  %9 = load i32, i32* %6, align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %13, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %1, i32 0, i32 2
  store i32 1, i32* %12, align 4
  store i32 9, i32* @errno, align 4
  br label %19

13:                                               ; preds = %7
  %14 = getelementptr inbounds i8, i8* %0, i32 %8
  %15 = load i8, i8* %14, align 1
  %16 = zext i8 %15 to i32
  tail call void @__cpu0_put_byte(i32 noundef signext %16) #9
  %17 = add nuw i32 %8, 1
  %18 = icmp eq i32 %17, %3
  br i1 %18, label %19, label %7, !llvm.loop !1

19:                                               ; preds = %13, %2, %11
  %20 = phi i32 [ %8, %11 ], [ 0, %2 ], [ %3, %13 ]
  %21 = icmp ne i32 %20, %3
  %22 = sext i1 %21 to i32
  ret i32 %22
}

declare dso_local i32 @strlen(i8* noundef) local_unnamed_addr #1

; Function Attrs: nounwind
define dso_local i32 @puts(i8* noundef %0) local_unnamed_addr #0 {
  %2 = tail call i32 @strlen(i8* noundef %0) #9
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %15, label %4

4:                                                ; preds = %1, %9
  %5 = phi i32 [ %13, %9 ], [ 0, %1 ]
  %6 = load i32, i32* getelementptr inbounds ([3 x %struct.__cpu0_file], [3 x %struct.__cpu0_file]* @files, i32 0, i32 1, i32 0), align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %9, label %8

8:                                                ; preds = %4
  store i32 1, i32* getelementptr inbounds ([3 x %struct.__cpu0_file], [3 x %struct.__cpu0_file]* @files, i32 0, i32 1, i32 2), align 4
  store i32 9, i32* @errno, align 4
  br label %15

9:                                                ; preds = %4
  %10 = getelementptr inbounds i8, i8* %0, i32 %5
  %11 = load i8, i8* %10, align 1
  %12 = zext i8 %11 to i32
  tail call void @__cpu0_put_byte(i32 noundef signext %12) #9
  %13 = add nuw i32 %5, 1
  %14 = icmp eq i32 %13, %2
  br i1 %14, label %18, label %4, !llvm.loop !1

15:                                               ; preds = %1, %8
  %16 = phi i32 [ %5, %8 ], [ 0, %1 ]
  %17 = icmp eq i32 %16, %2
  br i1 %17, label %18, label %26

18:                                               ; preds = %9, %15
  %19 = load i32, i32* getelementptr inbounds ([3 x %struct.__cpu0_file], [3 x %struct.__cpu0_file]* @files, i32 0, i32 1, i32 0), align 4
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %22, label %21

21:                                               ; preds = %18
  store i32 1, i32* getelementptr inbounds ([3 x %struct.__cpu0_file], [3 x %struct.__cpu0_file]* @files, i32 0, i32 1, i32 2), align 4
  store i32 9, i32* @errno, align 4
  br label %23

22:                                               ; preds = %18
  tail call void @__cpu0_put_byte(i32 noundef signext 10) #9
  br label %23

23:                                               ; preds = %21, %22
  %24 = xor i1 %20, true
  %25 = sext i1 %24 to i32
  br label %26

26:                                               ; preds = %15, %23
  %27 = phi i32 [ %25, %23 ], [ -1, %15 ]
  ret i32 %27
}

; Function Attrs: nounwind
define dso_local i32 @fgetc(%struct.__cpu0_file* nocapture noundef %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %0, i32 0, i32 2
  store i32 1, i32* %6, align 4
  store i32 9, i32* @errno, align 4
  br label %20

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %0, i32 0, i32 3
  %9 = load i32, i32* %8, align 4
  %10 = icmp sgt i32 %9, -1
  br i1 %10, label %11, label %12

11:                                               ; preds = %7
  store i32 -1, i32* %8, align 4
  br label %20

12:                                               ; preds = %7
  %13 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %0, i32 0, i32 1
  %14 = load i32, i32* %13, align 4
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %12
  %17 = tail call i32 @__cpu0_get_byte() #9
  %18 = icmp slt i32 %17, 0
  br i1 %18, label %19, label %20

19:                                               ; preds = %16
  store i32 1, i32* %13, align 4
  br label %20

20:                                               ; preds = %16, %19, %12, %11, %5
  %21 = phi i32 [ %9, %11 ], [ -1, %5 ], [ -1, %12 ], [ -1, %19 ], [ %17, %16 ]
  ret i32 %21
}

declare dso_local i32 @__cpu0_get_byte() local_unnamed_addr #1

; Function Attrs: nounwind
define dso_local i32 @getc(%struct.__cpu0_file* nocapture noundef %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %0, i32 0, i32 2
  store i32 1, i32* %6, align 4
  store i32 9, i32* @errno, align 4
  br label %20

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %0, i32 0, i32 3
  %9 = load i32, i32* %8, align 4
  %10 = icmp sgt i32 %9, -1
  br i1 %10, label %11, label %12

11:                                               ; preds = %7
  store i32 -1, i32* %8, align 4
  br label %20

12:                                               ; preds = %7
  %13 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %0, i32 0, i32 1
  %14 = load i32, i32* %13, align 4
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %12
  %17 = tail call i32 @__cpu0_get_byte() #9
  %18 = icmp slt i32 %17, 0
  br i1 %18, label %19, label %20

19:                                               ; preds = %16
  store i32 1, i32* %13, align 4
  br label %20

20:                                               ; preds = %5, %11, %12, %16, %19
  %21 = phi i32 [ %9, %11 ], [ -1, %5 ], [ -1, %12 ], [ -1, %19 ], [ %17, %16 ]
  ret i32 %21
}

; Function Attrs: nounwind
define dso_local i32 @getchar() local_unnamed_addr #0 {
  %1 = load i32, i32* getelementptr inbounds ([3 x %struct.__cpu0_file], [3 x %struct.__cpu0_file]* @files, i32 0, i32 0, i32 0), align 4
  %2 = icmp eq i32 %1, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %0
  store i32 1, i32* getelementptr inbounds ([3 x %struct.__cpu0_file], [3 x %struct.__cpu0_file]* @files, i32 0, i32 0, i32 2), align 4
  store i32 9, i32* @errno, align 4
  br label %15

4:                                                ; preds = %0
  %5 = load i32, i32* getelementptr inbounds ([3 x %struct.__cpu0_file], [3 x %struct.__cpu0_file]* @files, i32 0, i32 0, i32 3), align 4
  %6 = icmp sgt i32 %5, -1
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  store i32 -1, i32* getelementptr inbounds ([3 x %struct.__cpu0_file], [3 x %struct.__cpu0_file]* @files, i32 0, i32 0, i32 3), align 4
  br label %15

8:                                                ; preds = %4
  %9 = load i32, i32* getelementptr inbounds ([3 x %struct.__cpu0_file], [3 x %struct.__cpu0_file]* @files, i32 0, i32 0, i32 1), align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %8
  %12 = tail call i32 @__cpu0_get_byte() #9
  %13 = icmp slt i32 %12, 0
  br i1 %13, label %14, label %15

14:                                               ; preds = %11
  store i32 1, i32* getelementptr inbounds ([3 x %struct.__cpu0_file], [3 x %struct.__cpu0_file]* @files, i32 0, i32 0, i32 1), align 4
  br label %15

15:                                               ; preds = %3, %7, %8, %11, %14
  %16 = phi i32 [ %5, %7 ], [ -1, %3 ], [ -1, %8 ], [ -1, %14 ], [ %12, %11 ]
  ret i32 %16
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local i32 @ungetc(i32 noundef signext %0, %struct.__cpu0_file* nocapture noundef %1) local_unnamed_addr #3 {
  %3 = icmp eq i32 %0, -1
  br i1 %3, label %11, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %1, i32 0, i32 3
  %6 = load i32, i32* %5, align 4
  %7 = icmp sgt i32 %6, -1
  br i1 %7, label %11, label %8

8:                                                ; preds = %4
  %9 = and i32 %0, 255
  store i32 %9, i32* %5, align 4
  %10 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %1, i32 0, i32 1
  store i32 0, i32* %10, align 4
  br label %11

11:                                               ; preds = %2, %4, %8
  %12 = phi i32 [ %9, %8 ], [ -1, %4 ], [ -1, %2 ]
  ret i32 %12
}

; Function Attrs: nounwind
define dso_local i8* @fgets(i8* noundef writeonly %0, i32 noundef signext %1, %struct.__cpu0_file* nocapture noundef %2) local_unnamed_addr #0 {
  %4 = add i32 %1, -1
  %5 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %2, i32 0, i32 0
  %6 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %2, i32 0, i32 3
  %7 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %2, i32 0, i32 1
  %8 = call i32 @llvm.smax.i32(i32 %4, i32 0)
  br label %9

9:                                                ; preds = %28, %3
  %10 = phi i32 [ 0, %3 ], [ %31, %28 ]
  %11 = icmp eq i32 %10, %8
  br i1 %11, label %34, label %12

12:                                               ; preds = %9
  %13 = load i32, i32* %5, align 4
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %2, i32 0, i32 2
  store i32 1, i32* %16, align 4
  store i32 9, i32* @errno, align 4
  br label %34

17:                                               ; preds = %12
  %18 = load i32, i32* %6, align 4
  %19 = icmp sgt i32 %18, -1
  br i1 %19, label %20, label %21

20:                                               ; preds = %17
  store i32 -1, i32* %6, align 4
  br label %28

21:                                               ; preds = %17
  %22 = load i32, i32* %7, align 4
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %34

24:                                               ; preds = %21
  %25 = tail call i32 @__cpu0_get_byte() #9
  %26 = icmp slt i32 %25, 0
  br i1 %26, label %27, label %28

27:                                               ; preds = %24
  store i32 1, i32* %7, align 4
  br label %34

28:                                               ; preds = %24, %20
  %29 = phi i32 [ %18, %20 ], [ %25, %24 ]
  %30 = trunc i32 %29 to i8
  %31 = add nuw i32 %10, 1
  %32 = getelementptr inbounds i8, i8* %0, i32 %10
  store i8 %30, i8* %32, align 1
  %33 = icmp eq i32 %29, 10
  br i1 %33, label %34, label %9

34:                                               ; preds = %28, %21, %9, %27, %15
  %35 = phi i32 [ %10, %15 ], [ %10, %27 ], [ %31, %28 ], [ %10, %21 ], [ %8, %9 ]
  %36 = icmp eq i32 %35, 0
  %37 = icmp slt i32 %1, 1
  %38 = or i1 %37, %36
  br i1 %38, label %41, label %39

39:                                               ; preds = %34
  %40 = getelementptr inbounds i8, i8* %0, i32 %35
  store i8 0, i8* %40, align 1
  br label %41

41:                                               ; preds = %34, %39
  %42 = phi i8* [ %0, %39 ], [ null, %34 ]
  ret i8* %42
}

; Function Attrs: nounwind
define dso_local i32 @fread(i8* nocapture noundef writeonly %0, i32 noundef signext %1, i32 noundef signext %2, %struct.__cpu0_file* nocapture noundef %3) local_unnamed_addr #0 {
  %5 = mul i32 %2, %1
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %34, label %7

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %3, i32 0, i32 0
  %9 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %3, i32 0, i32 3
  %10 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %3, i32 0, i32 1
  br label %11

11:                                               ; preds = %7, %28
  %12 = phi i32 [ 0, %7 ], [ %32, %28 ]
  %13 = load i32, i32* %8, align 4
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %11
  %16 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %3, i32 0, i32 2
  store i32 1, i32* %16, align 4
  store i32 9, i32* @errno, align 4
  br label %34

17:                                               ; preds = %11
  %18 = load i32, i32* %9, align 4
  %19 = icmp sgt i32 %18, -1
  br i1 %19, label %20, label %21

20:                                               ; preds = %17
  store i32 -1, i32* %9, align 4
  br label %28

21:                                               ; preds = %17
  %22 = load i32, i32* %10, align 4
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %34

24:                                               ; preds = %21
  %25 = tail call i32 @__cpu0_get_byte() #9
  %26 = icmp slt i32 %25, 0
  br i1 %26, label %27, label %28

27:                                               ; preds = %24
  store i32 1, i32* %10, align 4
  br label %34

28:                                               ; preds = %20, %24
  %29 = phi i32 [ %18, %20 ], [ %25, %24 ]
  %30 = trunc i32 %29 to i8
  %31 = getelementptr inbounds i8, i8* %0, i32 %12
  store i8 %30, i8* %31, align 1
  %32 = add nuw i32 %12, 1
  %33 = icmp eq i32 %32, %5
  br i1 %33, label %34, label %11, !llvm.loop !3

34:                                               ; preds = %28, %21, %4, %27, %15
  %35 = phi i32 [ %12, %27 ], [ %12, %15 ], [ 0, %4 ], [ %5, %28 ], [ %12, %21 ]
  %36 = icmp eq i32 %1, 0
  br i1 %36, label %39, label %37

37:                                               ; preds = %34
  %38 = udiv i32 %35, %1
  br label %39

39:                                               ; preds = %34, %37
  %40 = phi i32 [ %38, %37 ], [ 0, %34 ]
  ret i32 %40
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local i32 @feof(%struct.__cpu0_file* nocapture noundef readonly %0) local_unnamed_addr #4 {
  %2 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %0, i32 0, i32 1
  %3 = load i32, i32* %2, align 4
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local i32 @ferror(%struct.__cpu0_file* nocapture noundef readonly %0) local_unnamed_addr #4 {
  %2 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %0, i32 0, i32 2
  %3 = load i32, i32* %2, align 4
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local void @clearerr(%struct.__cpu0_file* nocapture noundef writeonly %0) local_unnamed_addr #5 {
  %2 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %0, i32 0, i32 2
  store i32 0, i32* %2, align 4
  %3 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %0, i32 0, i32 1
  store i32 0, i32* %3, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @fflush(%struct.__cpu0_file* nocapture noundef readnone %0) local_unnamed_addr #6 {
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local noalias %struct.__cpu0_file* @fopen(i8* nocapture readnone %0, i8* nocapture readnone %1) local_unnamed_addr #5 {
  store i32 2, i32* @errno, align 4
  ret %struct.__cpu0_file* null
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local noalias %struct.__cpu0_file* @freopen(i8* nocapture noundef readnone %0, i8* nocapture noundef readnone %1, %struct.__cpu0_file* nocapture noundef readnone %2) local_unnamed_addr #5 {
  store i32 2, i32* @errno, align 4
  ret %struct.__cpu0_file* null
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @fclose(%struct.__cpu0_file* nocapture noundef readnone %0) local_unnamed_addr #6 {
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local i32 @fseek(%struct.__cpu0_file* nocapture noundef readnone %0, i32 noundef signext %1, i32 noundef signext %2) local_unnamed_addr #5 {
  store i32 22, i32* @errno, align 4
  ret i32 -1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local i32 @ftell(%struct.__cpu0_file* nocapture noundef readnone %0) local_unnamed_addr #5 {
  store i32 22, i32* @errno, align 4
  ret i32 -1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local void @rewind(%struct.__cpu0_file* nocapture noundef writeonly %0) local_unnamed_addr #5 {
  %2 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %0, i32 0, i32 2
  store i32 0, i32* %2, align 4
  %3 = getelementptr inbounds %struct.__cpu0_file, %struct.__cpu0_file* %0, i32 0, i32 1
  store i32 0, i32* %3, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @setvbuf(%struct.__cpu0_file* nocapture readnone %0, i8* nocapture readnone %1, i32 signext %2, i32 signext %3) local_unnamed_addr #6 {
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local void @setbuf(%struct.__cpu0_file* nocapture noundef %0, i8* nocapture noundef %1) local_unnamed_addr #6 {
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local noalias %struct.__cpu0_file* @tmpfile() local_unnamed_addr #5 {
  store i32 2, i32* @errno, align 4
  ret %struct.__cpu0_file* null
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local noalias i8* @tmpnam(i8* nocapture noundef readnone %0) local_unnamed_addr #6 {
  ret i8* null
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local i32 @remove(i8* nocapture readnone %0) local_unnamed_addr #5 {
  store i32 2, i32* @errno, align 4
  ret i32 -1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local i32 @rename(i8* nocapture noundef readnone %0, i8* nocapture noundef readnone %1) local_unnamed_addr #5 {
  store i32 2, i32* @errno, align 4
  ret i32 -1
}

; Function Attrs: nounwind
define dso_local void @perror(i8* noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i8* %0, null
  br i1 %2, label %10, label %3

3:                                                ; preds = %1
  %4 = load i8, i8* %0, align 1
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %10, label %6

6:                                                ; preds = %3
  %7 = load i32, i32* @errno, align 4
  %8 = tail call i8* @strerror(i32 noundef signext %7) #9
  %9 = tail call i32 (%struct.__cpu0_file*, i8*, ...) @fprintf(%struct.__cpu0_file* noundef bitcast (i32* getelementptr inbounds ([3 x %struct.__cpu0_file], [3 x %struct.__cpu0_file]* @files, i32 0, i32 2, i32 0) to %struct.__cpu0_file*), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0), i8* noundef nonnull %0, i8* noundef %8) #10
  br label %14

10:                                               ; preds = %3, %1
  %11 = load i32, i32* @errno, align 4
  %12 = tail call i8* @strerror(i32 noundef signext %11) #9
  %13 = tail call i32 (%struct.__cpu0_file*, i8*, ...) @fprintf(%struct.__cpu0_file* noundef bitcast (i32* getelementptr inbounds ([3 x %struct.__cpu0_file], [3 x %struct.__cpu0_file]* @files, i32 0, i32 2, i32 0) to %struct.__cpu0_file*), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* noundef %12) #10
  br label %14

14:                                               ; preds = %10, %6
  ret void
}

; Function Attrs: nounwind
define dso_local i32 @fprintf(%struct.__cpu0_file* noundef %0, i8* noundef %1, ...) local_unnamed_addr #0 {
  %3 = alloca %struct.__cpu0_sink, align 4
  %4 = alloca i8*, align 4
  %5 = bitcast i8** %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #11
  call void @llvm.va_start(i8* nonnull %5)
  %6 = load i8*, i8** %4, align 4
  %7 = bitcast %struct.__cpu0_sink* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %7) #11
  %8 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %3, i32 0, i32 0
  store void (i8*, i8*, i32)* @put_file, void (i8*, i8*, i32)** %8, align 4
  %9 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %3, i32 0, i32 1
  %10 = bitcast i8** %9 to %struct.__cpu0_file**
  store %struct.__cpu0_file* %0, %struct.__cpu0_file** %10, align 4
  %11 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %3, i32 0, i32 2
  store i32 0, i32* %11, align 4
  %12 = call i32 @__cpu0_vformat(%struct.__cpu0_sink* noundef nonnull %3, i8* noundef %1, i8* noundef %6) #9
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %7) #11
  call void @llvm.va_end(i8* nonnull %5)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #11
  ret i32 %12
}

declare dso_local i8* @strerror(i32 noundef signext) local_unnamed_addr #1

; Function Attrs: nounwind
define dso_local i32 @vfprintf(%struct.__cpu0_file* noundef %0, i8* noundef %1, i8* noundef %2) local_unnamed_addr #0 {
  %4 = alloca %struct.__cpu0_sink, align 4
  %5 = bitcast %struct.__cpu0_sink* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %5) #11
  %6 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %4, i32 0, i32 0
  store void (i8*, i8*, i32)* @put_file, void (i8*, i8*, i32)** %6, align 4
  %7 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %4, i32 0, i32 1
  %8 = bitcast i8** %7 to %struct.__cpu0_file**
  store %struct.__cpu0_file* %0, %struct.__cpu0_file** %8, align 4
  %9 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %4, i32 0, i32 2
  store i32 0, i32* %9, align 4
  %10 = call i32 @__cpu0_vformat(%struct.__cpu0_sink* noundef nonnull %4, i8* noundef %1, i8* noundef %2) #9
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %5) #11
  ret i32 %10
}

; Function Attrs: nounwind
define internal void @put_file(i8* nocapture noundef %0, i8* nocapture noundef readonly %1, i32 noundef signext %2) #0 {
  %4 = icmp eq i32 %2, 0
  br i1 %4, label %20, label %5

5:                                                ; preds = %3
  %6 = bitcast i8* %0 to i32*
  br label %7

7:                                                ; preds = %14, %5
  %8 = phi i32 [ 0, %5 ], [ %18, %14 ]
  %9 = load i32, i32* %6, align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, i8* %0, i32 8
  %13 = bitcast i8* %12 to i32*
  store i32 1, i32* %13, align 4
  store i32 9, i32* @errno, align 4
  br label %20

14:                                               ; preds = %7
  %15 = getelementptr inbounds i8, i8* %1, i32 %8
  %16 = load i8, i8* %15, align 1
  %17 = zext i8 %16 to i32
  tail call void @__cpu0_put_byte(i32 noundef signext %17) #9
  %18 = add nuw i32 %8, 1
  %19 = icmp eq i32 %18, %2
  br i1 %19, label %20, label %7, !llvm.loop !1

20:                                               ; preds = %14, %3, %11
  ret void
}

declare dso_local i32 @__cpu0_vformat(%struct.__cpu0_sink* noundef, i8* noundef, i8* noundef) local_unnamed_addr #1

; Function Attrs: nounwind
define dso_local i32 @vprintf(i8* noundef %0, i8* noundef %1) local_unnamed_addr #0 {
  %3 = alloca %struct.__cpu0_sink, align 4
  %4 = bitcast %struct.__cpu0_sink* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %4) #11
  %5 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %3, i32 0, i32 0
  store void (i8*, i8*, i32)* @put_file, void (i8*, i8*, i32)** %5, align 4
  %6 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %3, i32 0, i32 1
  %7 = bitcast i8** %6 to %struct.__cpu0_file**
  store %struct.__cpu0_file* bitcast (i32* getelementptr inbounds ([3 x %struct.__cpu0_file], [3 x %struct.__cpu0_file]* @files, i32 0, i32 1, i32 0) to %struct.__cpu0_file*), %struct.__cpu0_file** %7, align 4
  %8 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %3, i32 0, i32 2
  store i32 0, i32* %8, align 4
  %9 = call i32 @__cpu0_vformat(%struct.__cpu0_sink* noundef nonnull %3, i8* noundef %0, i8* noundef %1) #9
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %4) #11
  ret i32 %9
}

; Function Attrs: nounwind
define dso_local i32 @printf(i8* noundef %0, ...) local_unnamed_addr #0 {
  %2 = alloca %struct.__cpu0_sink, align 4
  %3 = alloca i8*, align 4
  %4 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #11
  call void @llvm.va_start(i8* nonnull %4)
  %5 = load i8*, i8** %3, align 4
  %6 = bitcast %struct.__cpu0_sink* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %6) #11
  %7 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %2, i32 0, i32 0
  store void (i8*, i8*, i32)* @put_file, void (i8*, i8*, i32)** %7, align 4
  %8 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %2, i32 0, i32 1
  %9 = bitcast i8** %8 to %struct.__cpu0_file**
  store %struct.__cpu0_file* bitcast (i32* getelementptr inbounds ([3 x %struct.__cpu0_file], [3 x %struct.__cpu0_file]* @files, i32 0, i32 1, i32 0) to %struct.__cpu0_file*), %struct.__cpu0_file** %9, align 4
  %10 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %2, i32 0, i32 2
  store i32 0, i32* %10, align 4
  %11 = call i32 @__cpu0_vformat(%struct.__cpu0_sink* noundef nonnull %2, i8* noundef %0, i8* noundef %5) #9
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %6) #11
  call void @llvm.va_end(i8* nonnull %4)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #11
  ret i32 %11
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #7

; Function Attrs: nounwind
define dso_local i32 @vsnprintf(i8* noundef %0, i32 noundef signext %1, i8* noundef %2, i8* noundef %3) local_unnamed_addr #0 {
  %5 = alloca %struct.string_sink, align 4
  %6 = alloca %struct.__cpu0_sink, align 4
  %7 = bitcast %struct.string_sink* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %7) #11
  %8 = getelementptr inbounds %struct.string_sink, %struct.string_sink* %5, i32 0, i32 0
  store i8* %0, i8** %8, align 4
  %9 = getelementptr inbounds %struct.string_sink, %struct.string_sink* %5, i32 0, i32 1
  %10 = icmp eq i32 %1, 0
  %11 = add i32 %1, -1
  %12 = select i1 %10, i32 0, i32 %11
  store i32 %12, i32* %9, align 4
  %13 = bitcast %struct.__cpu0_sink* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %13) #11
  %14 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %6, i32 0, i32 0
  store void (i8*, i8*, i32)* @put_string, void (i8*, i8*, i32)** %14, align 4
  %15 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %6, i32 0, i32 1
  %16 = bitcast i8** %15 to %struct.string_sink**
  store %struct.string_sink* %5, %struct.string_sink** %16, align 4
  %17 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %6, i32 0, i32 2
  store i32 0, i32* %17, align 4
  %18 = call i32 @__cpu0_vformat(%struct.__cpu0_sink* noundef nonnull %6, i8* noundef %2, i8* noundef %3) #9
  br i1 %10, label %21, label %19

19:                                               ; preds = %4
  %20 = load i8*, i8** %8, align 4
  store i8 0, i8* %20, align 1
  br label %21

21:                                               ; preds = %19, %4
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %13) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7) #11
  ret i32 %18
}

; Function Attrs: nounwind
define internal void @put_string(i8* nocapture noundef %0, i8* noundef %1, i32 noundef signext %2) #0 {
  %4 = getelementptr inbounds i8, i8* %0, i32 4
  %5 = bitcast i8* %4 to i32*
  %6 = load i32, i32* %5, align 4
  %7 = icmp ugt i32 %6, %2
  %8 = select i1 %7, i32 %2, i32 %6
  %9 = bitcast i8* %0 to i8**
  %10 = load i8*, i8** %9, align 4
  %11 = tail call i8* @memcpy(i8* noundef %10, i8* noundef %1, i32 noundef signext %8) #9
  %12 = load i8*, i8** %9, align 4
  %13 = getelementptr inbounds i8, i8* %12, i32 %8
  store i8* %13, i8** %9, align 4
  %14 = load i32, i32* %5, align 4
  %15 = sub i32 %14, %8
  store i32 %15, i32* %5, align 4
  ret void
}

; Function Attrs: nounwind
define dso_local i32 @vsprintf(i8* noundef %0, i8* noundef %1, i8* noundef %2) local_unnamed_addr #0 {
  %4 = alloca %struct.string_sink, align 4
  %5 = alloca %struct.__cpu0_sink, align 4
  %6 = bitcast %struct.string_sink* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #11
  %7 = getelementptr inbounds %struct.string_sink, %struct.string_sink* %4, i32 0, i32 0
  store i8* %0, i8** %7, align 4
  %8 = getelementptr inbounds %struct.string_sink, %struct.string_sink* %4, i32 0, i32 1
  store i32 2147483646, i32* %8, align 4
  %9 = bitcast %struct.__cpu0_sink* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %9) #11
  %10 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %5, i32 0, i32 0
  store void (i8*, i8*, i32)* @put_string, void (i8*, i8*, i32)** %10, align 4
  %11 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %5, i32 0, i32 1
  %12 = bitcast i8** %11 to %struct.string_sink**
  store %struct.string_sink* %4, %struct.string_sink** %12, align 4
  %13 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %5, i32 0, i32 2
  store i32 0, i32* %13, align 4
  %14 = call i32 @__cpu0_vformat(%struct.__cpu0_sink* noundef nonnull %5, i8* noundef %1, i8* noundef %2) #9
  %15 = load i8*, i8** %7, align 4
  store i8 0, i8* %15, align 1
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %9) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #11
  ret i32 %14
}

; Function Attrs: nounwind
define dso_local i32 @snprintf(i8* noundef %0, i32 noundef signext %1, i8* noundef %2, ...) local_unnamed_addr #0 {
  %4 = alloca %struct.string_sink, align 4
  %5 = alloca %struct.__cpu0_sink, align 4
  %6 = alloca i8*, align 4
  %7 = bitcast i8** %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7) #11
  call void @llvm.va_start(i8* nonnull %7)
  %8 = load i8*, i8** %6, align 4
  %9 = bitcast %struct.string_sink* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9) #11
  %10 = getelementptr inbounds %struct.string_sink, %struct.string_sink* %4, i32 0, i32 0
  store i8* %0, i8** %10, align 4
  %11 = getelementptr inbounds %struct.string_sink, %struct.string_sink* %4, i32 0, i32 1
  %12 = icmp eq i32 %1, 0
  %13 = add i32 %1, -1
  %14 = select i1 %12, i32 0, i32 %13
  store i32 %14, i32* %11, align 4
  %15 = bitcast %struct.__cpu0_sink* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %15) #11
  %16 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %5, i32 0, i32 0
  store void (i8*, i8*, i32)* @put_string, void (i8*, i8*, i32)** %16, align 4
  %17 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %5, i32 0, i32 1
  %18 = bitcast i8** %17 to %struct.string_sink**
  store %struct.string_sink* %4, %struct.string_sink** %18, align 4
  %19 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %5, i32 0, i32 2
  store i32 0, i32* %19, align 4
  %20 = call i32 @__cpu0_vformat(%struct.__cpu0_sink* noundef nonnull %5, i8* noundef %2, i8* noundef %8) #9
  br i1 %12, label %23, label %21

21:                                               ; preds = %3
  %22 = load i8*, i8** %10, align 4
  store i8 0, i8* %22, align 1
  br label %23

23:                                               ; preds = %3, %21
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %15) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9) #11
  call void @llvm.va_end(i8* nonnull %7)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7) #11
  ret i32 %20
}

; Function Attrs: nounwind
define dso_local i32 @sprintf(i8* noundef %0, i8* noundef %1, ...) local_unnamed_addr #0 {
  %3 = alloca %struct.string_sink, align 4
  %4 = alloca %struct.__cpu0_sink, align 4
  %5 = alloca i8*, align 4
  %6 = bitcast i8** %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %6) #11
  call void @llvm.va_start(i8* nonnull %6)
  %7 = load i8*, i8** %5, align 4
  %8 = bitcast %struct.string_sink* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %8) #11
  %9 = getelementptr inbounds %struct.string_sink, %struct.string_sink* %3, i32 0, i32 0
  store i8* %0, i8** %9, align 4
  %10 = getelementptr inbounds %struct.string_sink, %struct.string_sink* %3, i32 0, i32 1
  store i32 2147483646, i32* %10, align 4
  %11 = bitcast %struct.__cpu0_sink* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %11) #11
  %12 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %4, i32 0, i32 0
  store void (i8*, i8*, i32)* @put_string, void (i8*, i8*, i32)** %12, align 4
  %13 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %4, i32 0, i32 1
  %14 = bitcast i8** %13 to %struct.string_sink**
  store %struct.string_sink* %3, %struct.string_sink** %14, align 4
  %15 = getelementptr inbounds %struct.__cpu0_sink, %struct.__cpu0_sink* %4, i32 0, i32 2
  store i32 0, i32* %15, align 4
  %16 = call i32 @__cpu0_vformat(%struct.__cpu0_sink* noundef nonnull %4, i8* noundef %1, i8* noundef %7) #9
  %17 = load i8*, i8** %9, align 4
  store i8 0, i8* %17, align 1
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %11) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8) #11
  call void @llvm.va_end(i8* nonnull %6)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %6) #11
  ret i32 %16
}

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef signext) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #8

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #7 = { mustprogress nofree nosync nounwind willreturn }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nobuiltin nounwind "no-builtins" }
attributes #10 = { nobuiltin "no-builtins" }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.mustprogress"}
!3 = distinct !{!3, !2}
