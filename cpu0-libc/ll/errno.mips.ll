; ModuleID = 'c/errno.c'
source_filename = "c/errno.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"Success\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"Operation not permitted\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"No such file or directory\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"Input/output error\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"Bad file descriptor\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"Cannot allocate memory\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"Permission denied\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"Invalid argument\00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"Too many open files\00", align 1
@.str.9 = private unnamed_addr constant [24 x i8] c"No space left on device\00", align 1
@.str.10 = private unnamed_addr constant [33 x i8] c"Numerical argument out of domain\00", align 1
@.str.11 = private unnamed_addr constant [30 x i8] c"Numerical result out of range\00", align 1
@.str.12 = private unnamed_addr constant [25 x i8] c"Function not implemented\00", align 1
@.str.13 = private unnamed_addr constant [50 x i8] c"Invalid or incomplete multibyte or wide character\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"Unknown error\00", align 1
@errno = dso_local local_unnamed_addr global i32 0, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i8* @strerror(i32 noundef signext %0) local_unnamed_addr #0 {
  switch i32 %0, label %15 [
    i32 0, label %16
    i32 1, label %2
    i32 2, label %3
    i32 5, label %4
    i32 9, label %5
    i32 12, label %6
    i32 13, label %7
    i32 22, label %8
    i32 24, label %9
    i32 28, label %10
    i32 33, label %11
    i32 34, label %12
    i32 38, label %13
    i32 84, label %14
  ]

2:                                                ; preds = %1
  br label %16

3:                                                ; preds = %1
  br label %16

4:                                                ; preds = %1
  br label %16

5:                                                ; preds = %1
  br label %16

6:                                                ; preds = %1
  br label %16

7:                                                ; preds = %1
  br label %16

8:                                                ; preds = %1
  br label %16

9:                                                ; preds = %1
  br label %16

10:                                               ; preds = %1
  br label %16

11:                                               ; preds = %1
  br label %16

12:                                               ; preds = %1
  br label %16

13:                                               ; preds = %1
  br label %16

14:                                               ; preds = %1
  br label %16

15:                                               ; preds = %1
  br label %16

16:                                               ; preds = %1, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5, %4, %3, %2
  %17 = phi i8* [ getelementptr inbounds ([14 x i8], [14 x i8]* @.str.14, i32 0, i32 0), %15 ], [ getelementptr inbounds ([50 x i8], [50 x i8]* @.str.13, i32 0, i32 0), %14 ], [ getelementptr inbounds ([25 x i8], [25 x i8]* @.str.12, i32 0, i32 0), %13 ], [ getelementptr inbounds ([30 x i8], [30 x i8]* @.str.11, i32 0, i32 0), %12 ], [ getelementptr inbounds ([33 x i8], [33 x i8]* @.str.10, i32 0, i32 0), %11 ], [ getelementptr inbounds ([24 x i8], [24 x i8]* @.str.9, i32 0, i32 0), %10 ], [ getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i32 0, i32 0), %9 ], [ getelementptr inbounds ([17 x i8], [17 x i8]* @.str.7, i32 0, i32 0), %8 ], [ getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i32 0, i32 0), %7 ], [ getelementptr inbounds ([23 x i8], [23 x i8]* @.str.5, i32 0, i32 0), %6 ], [ getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i32 0, i32 0), %5 ], [ getelementptr inbounds ([19 x i8], [19 x i8]* @.str.3, i32 0, i32 0), %4 ], [ getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i32 0, i32 0), %3 ], [ getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i32 0, i32 0), %2 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i32 0, i32 0), %1 ]
  ret i8* %17
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
