; ModuleID = 'c/ctype.c'
source_filename = "c/ctype.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @isdigit(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = add i32 %0, -48
  %3 = icmp ult i32 %2, 10
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @islower(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = add i32 %0, -97
  %3 = icmp ult i32 %2, 26
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @isupper(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = add i32 %0, -65
  %3 = icmp ult i32 %2, 26
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @isalpha(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = and i32 %0, -33
  %3 = add i32 %2, -65
  %4 = icmp ult i32 %3, 26
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @isalnum(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = and i32 %0, -33
  %3 = add i32 %2, -65
  %4 = icmp ult i32 %3, 26
  %5 = add i32 %0, -48
  %6 = icmp ult i32 %5, 10
  %7 = or i1 %6, %4
  %8 = zext i1 %7 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @isblank(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 32
  %3 = icmp eq i32 %0, 9
  %4 = or i1 %2, %3
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @iscntrl(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = icmp ult i32 %0, 32
  %3 = icmp eq i32 %0, 127
  %4 = or i1 %2, %3
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @isgraph(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = add i32 %0, -33
  %3 = icmp ult i32 %2, 94
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @isprint(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = add i32 %0, -32
  %3 = icmp ult i32 %2, 95
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @ispunct(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = add i32 %0, -127
  %3 = icmp ult i32 %2, -94
  br i1 %3, label %12, label %4

4:                                                ; preds = %1
  %5 = and i32 %0, -33
  %6 = add nsw i32 %5, -91
  %7 = icmp ult i32 %6, -26
  %8 = add nsw i32 %0, -58
  %9 = icmp ult i32 %8, -10
  %10 = and i1 %9, %7
  %11 = zext i1 %10 to i32
  br label %12

12:                                               ; preds = %4, %1
  %13 = phi i32 [ 0, %1 ], [ %11, %4 ]
  ret i32 %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @isspace(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 32
  %3 = add i32 %0, -9
  %4 = icmp ult i32 %3, 5
  %5 = or i1 %2, %4
  %6 = zext i1 %5 to i32
  ret i32 %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @isxdigit(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = add i32 %0, -48
  %3 = icmp ult i32 %2, 10
  %4 = and i32 %0, -33
  %5 = add i32 %4, -65
  %6 = icmp ult i32 %5, 6
  %7 = or i1 %3, %6
  %8 = zext i1 %7 to i32
  ret i32 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @tolower(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = add i32 %0, -91
  %3 = icmp ult i32 %2, -26
  %4 = add nsw i32 %0, 32
  %5 = select i1 %3, i32 %0, i32 %4
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @toupper(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = add i32 %0, -123
  %3 = icmp ult i32 %2, -26
  %4 = add nsw i32 %0, -32
  %5 = select i1 %3, i32 %0, i32 %4
  ret i32 %5
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
