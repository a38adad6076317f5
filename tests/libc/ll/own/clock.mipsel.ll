; ModuleID = 'own/clock.c'
source_filename = "own/clock.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@main.step = internal unnamed_addr global [3000 x i64] zeroinitializer, align 8
@.str = private unnamed_addr constant [8 x i8] c"a %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"b-a %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"c-b %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"d-c %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"loop step %lld same %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"time %lld (clock/1e6 %lld)\0A\00", align 1
@.str.6 = private unnamed_addr constant [33 x i8] c"later: time %lld clock/1e6 %lld\0A\00", align 1
@sink = internal global i32 0, align 4

; Function Attrs: nounwind
define dso_local i32 @main(i32 noundef signext %0, i8** nocapture noundef readnone %1) local_unnamed_addr #0 {
  %3 = tail call i64 @clock() #3
  %4 = tail call i64 @clock() #3
  tail call fastcc void @work(i32 noundef signext 100) #4
  %5 = tail call i64 @clock() #3
  tail call fastcc void @work(i32 noundef signext 5000) #4
  %6 = tail call i64 @clock() #3
  %7 = tail call i64 @clock() #3
  br label %10

8:                                                ; preds = %10
  %9 = load i64, i64* getelementptr inbounds ([3000 x i64], [3000 x i64]* @main.step, i32 0, i32 1), align 8, !tbaa !1
  br label %32

10:                                               ; preds = %2, %10
  %11 = phi i64 [ %7, %2 ], [ %13, %10 ]
  %12 = phi i32 [ 0, %2 ], [ %16, %10 ]
  %13 = tail call i64 @clock() #3
  %14 = sub nsw i64 %13, %11
  %15 = getelementptr inbounds [3000 x i64], [3000 x i64]* @main.step, i32 0, i32 %12
  store i64 %14, i64* %15, align 8, !tbaa !1
  %16 = add nuw nsw i32 %12, 1
  %17 = icmp eq i32 %16, 3000
  br i1 %17, label %8, label %10, !llvm.loop !5

18:                                               ; preds = %32
  %19 = tail call i64 @time(i64* noundef null) #3
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i32 0, i32 0), i64 noundef signext %3) #3
  %21 = sub nsw i64 %4, %3
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i32 0, i32 0), i64 noundef signext %21) #3
  %23 = sub nsw i64 %5, %4
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0), i64 noundef signext %23) #3
  %25 = sub nsw i64 %6, %5
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i64 noundef signext %25) #3
  %27 = load i64, i64* getelementptr inbounds ([3000 x i64], [3000 x i64]* @main.step, i32 0, i32 1), align 8, !tbaa !1
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.4, i32 0, i32 0), i64 noundef signext %27, i32 noundef signext %39) #3
  %29 = sdiv i64 %13, 1000000
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.5, i32 0, i32 0), i64 noundef signext %19, i64 noundef signext %29) #3
  %31 = icmp sgt i32 %0, 1
  br i1 %31, label %42, label %47

32:                                               ; preds = %8, %32
  %33 = phi i32 [ 2, %8 ], [ %40, %32 ]
  %34 = phi i32 [ 1, %8 ], [ %39, %32 ]
  %35 = getelementptr inbounds [3000 x i64], [3000 x i64]* @main.step, i32 0, i32 %33
  %36 = load i64, i64* %35, align 8, !tbaa !1
  %37 = icmp eq i64 %36, %9
  %38 = zext i1 %37 to i32
  %39 = and i32 %34, %38
  %40 = add nuw nsw i32 %33, 1
  %41 = icmp eq i32 %40, 3000
  br i1 %41, label %18, label %32, !llvm.loop !7

42:                                               ; preds = %18
  tail call fastcc void @work(i32 noundef signext 250000) #4
  %43 = tail call i64 @time(i64* noundef null) #3
  %44 = tail call i64 @clock() #3
  %45 = sdiv i64 %44, 1000000
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.6, i32 0, i32 0), i64 noundef signext %43, i64 noundef signext %45) #3
  br label %47

47:                                               ; preds = %42, %18
  ret i32 0
}

declare dso_local i64 @clock() local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nounwind
define internal fastcc void @work(i32 noundef signext %0) unnamed_addr #2 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %4, label %3

3:                                                ; preds = %4, %1
  ret void

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %8, %4 ], [ 0, %1 ]
  %6 = load volatile i32, i32* @sink, align 4, !tbaa !8
  %7 = add nsw i32 %6, %5
  store volatile i32 %7, i32* @sink, align 4, !tbaa !8
  %8 = add nuw nsw i32 %5, 1
  %9 = icmp eq i32 %8, %0
  br i1 %9, label %3, label %4, !llvm.loop !10
}

declare dso_local i64 @time(i64* noundef) local_unnamed_addr #1

declare dso_local i32 @printf(i8* noundef, ...) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { nofree noinline norecurse nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"long long", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !3, i64 0}
!10 = distinct !{!10, !6}
