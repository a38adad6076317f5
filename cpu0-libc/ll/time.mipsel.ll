; ModuleID = 'c/time.c'
source_filename = "c/time.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32 }

@ticks = internal unnamed_addr global i32 0, align 4
@epoch = internal global %struct.tm { i32 0, i32 0, i32 0, i32 1, i32 0, i32 70, i32 4, i32 0, i32 0 }, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local i32 @clock() local_unnamed_addr #0 {
  %1 = load i32, i32* @ticks, align 4
  %2 = add nsw i32 %1, 1000
  store i32 %2, i32* @ticks, align 4
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local i64 @time(i64* noundef writeonly %0) local_unnamed_addr #1 {
  %2 = icmp eq i64* %0, null
  br i1 %2, label %4, label %3

3:                                                ; preds = %1
  store i64 0, i64* %0, align 8
  br label %4

4:                                                ; preds = %3, %1
  ret i64 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local double @difftime(i64 noundef signext %0, i64 noundef signext %1) local_unnamed_addr #2 {
  %3 = sub nsw i64 %0, %1
  %4 = sitofp i64 %3 to double
  ret double %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local nonnull %struct.tm* @gmtime(i64* nocapture readnone %0) local_unnamed_addr #2 {
  ret %struct.tm* @epoch
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local nonnull %struct.tm* @localtime(i64* nocapture noundef readnone %0) local_unnamed_addr #2 {
  ret %struct.tm* @epoch
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @mktime(%struct.tm* nocapture noundef readnone %0) local_unnamed_addr #2 {
  ret i64 -1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local i32 @strftime(i8* nocapture noundef writeonly %0, i32 noundef signext %1, i8* nocapture noundef readnone %2, %struct.tm* nocapture noundef readnone %3) local_unnamed_addr #1 {
  %5 = icmp eq i32 %1, 0
  br i1 %5, label %7, label %6

6:                                                ; preds = %4
  store i8 0, i8* %0, align 1
  br label %7

7:                                                ; preds = %6, %4
  ret i32 0
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
