; ModuleID = 'c/exit.c'
source_filename = "c/exit.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.__cpu0_file = type opaque

@nhandlers = internal unnamed_addr global i32 0, align 4
@handlers = internal unnamed_addr global [32 x void ()*] zeroinitializer, align 4
@stdout = external dso_local local_unnamed_addr constant %struct.__cpu0_file*, align 4
@stderr = external dso_local local_unnamed_addr constant %struct.__cpu0_file*, align 4
@.str = private unnamed_addr constant [35 x i8] c"%s:%d: %s: Assertion `%s' failed.\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local i32 @atexit(void ()* noundef %0) local_unnamed_addr #0 {
  %2 = load i32, i32* @nhandlers, align 4
  %3 = icmp eq i32 %2, 32
  br i1 %3, label %7, label %4

4:                                                ; preds = %1
  %5 = add nsw i32 %2, 1
  store i32 %5, i32* @nhandlers, align 4
  %6 = getelementptr inbounds [32 x void ()*], [32 x void ()*]* @handlers, i32 0, i32 %2
  store void ()* %0, void ()** %6, align 4
  br label %7

7:                                                ; preds = %1, %4
  %8 = phi i32 [ 0, %4 ], [ -1, %1 ]
  ret i32 %8
}

; Function Attrs: noreturn nounwind
define dso_local void @exit(i32 noundef signext %0) local_unnamed_addr #1 {
  %2 = load i32, i32* @nhandlers, align 4
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %4, label %11

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %9, %4 ], [ %2, %1 ]
  %6 = add nsw i32 %5, -1
  store i32 %6, i32* @nhandlers, align 4
  %7 = getelementptr inbounds [32 x void ()*], [32 x void ()*]* @handlers, i32 0, i32 %6
  %8 = load void ()*, void ()** %7, align 4
  tail call void %8() #5
  %9 = load i32, i32* @nhandlers, align 4
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %4, label %11, !llvm.loop !1

11:                                               ; preds = %4, %1
  %12 = load %struct.__cpu0_file*, %struct.__cpu0_file** @stdout, align 4
  %13 = tail call i32 @fflush(%struct.__cpu0_file* noundef %12) #5
  tail call void @__cpu0_exit_port(i32 noundef signext %0) #6
  unreachable
}

declare dso_local i32 @fflush(%struct.__cpu0_file* noundef) local_unnamed_addr #2

; Function Attrs: noreturn
declare dso_local void @__cpu0_exit_port(i32 noundef signext) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
define dso_local void @_Exit(i32 noundef signext %0) local_unnamed_addr #1 {
  tail call void @__cpu0_exit_port(i32 noundef signext %0) #6
  unreachable
}

; Function Attrs: noreturn nounwind
define dso_local void @abort() local_unnamed_addr #1 {
  %1 = load %struct.__cpu0_file*, %struct.__cpu0_file** @stdout, align 4
  %2 = tail call i32 @fflush(%struct.__cpu0_file* noundef %1) #5
  tail call void @__cpu0_exit_port(i32 noundef signext 134) #6
  unreachable
}

; Function Attrs: noreturn nounwind
define dso_local void @__cpu0_assert_fail(i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i8* noundef %3) local_unnamed_addr #1 {
  %5 = load %struct.__cpu0_file*, %struct.__cpu0_file** @stderr, align 4
  %6 = tail call i32 (%struct.__cpu0_file*, i8*, ...) @fprintf(%struct.__cpu0_file* noundef %5, i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str, i32 0, i32 0), i8* noundef %1, i32 noundef signext %2, i8* noundef %3, i8* noundef %0) #5
  tail call void @abort() #7
  unreachable
}

declare dso_local i32 @fprintf(%struct.__cpu0_file* noundef, i8* noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local noalias void (i32)* @signal(i32 noundef signext %0, void (i32)* nocapture noundef readnone %1) local_unnamed_addr #4 {
  ret void (i32)* null
}

; Function Attrs: noreturn nounwind
define dso_local i32 @raise(i32 noundef signext %0) local_unnamed_addr #1 {
  tail call void @abort() #7
  unreachable
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local noalias i8* @getenv(i8* nocapture noundef readnone %0) local_unnamed_addr #4 {
  ret i8* null
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @system(i8* nocapture noundef readnone %0) local_unnamed_addr #4 {
  ret i32 0
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { noreturn nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { noreturn "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nobuiltin noreturn nounwind "no-builtins" }
attributes #7 = { nobuiltin noreturn "no-builtins" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.mustprogress"}
