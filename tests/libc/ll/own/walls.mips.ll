; ModuleID = 'own/walls.c'
source_filename = "own/walls.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"start %s\0A\00", align 1

; Function Attrs: nofree nounwind
define dso_local i32 @deep(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = alloca i8, align 4
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %2)
  %3 = trunc i32 %0 to i8
  store volatile i8 %3, i8* %2, align 4, !tbaa !1
  %4 = add nsw i32 %0, 1
  %5 = tail call i32 @deep(i32 noundef signext %4) #4
  %6 = load volatile i8, i8* %2, align 4, !tbaa !1
  %7 = sext i8 %6 to i32
  %8 = add nsw i32 %5, %7
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %2)
  ret i32 %8
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
define dso_local i32 @main(i32 noundef signext %0, i8** noundef %1) #2 {
  %3 = icmp slt i32 %0, 2
  br i1 %3, label %28, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i32 1
  %6 = load i8*, i8** %5, align 4, !tbaa !4
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0), i8* noundef %6) #5
  %8 = icmp ugt i32 %0, 5
  %9 = ptrtoint i8** %1 to i32
  %10 = select i1 %8, i32 %9, i32 0
  %11 = load i8*, i8** %5, align 4, !tbaa !4
  %12 = load i8, i8* %11, align 1, !tbaa !1
  %13 = sext i8 %12 to i32
  switch i32 %13, label %28 [
    i32 119, label %14
    i32 120, label %17
    i32 115, label %20
    i32 110, label %22
    i32 100, label %24
  ]

14:                                               ; preds = %4
  %15 = add i32 %10, 2146435072
  %16 = inttoptr i32 %15 to i32*
  store volatile i32 1, i32* %16, align 4, !tbaa !6
  br label %28

17:                                               ; preds = %4
  %18 = add i32 %10, ptrtoint (i32 (i32, i8**)* @main to i32)
  %19 = inttoptr i32 %18 to i32*
  store volatile i32 1, i32* %19, align 4, !tbaa !6
  br label %28

20:                                               ; preds = %4
  %21 = tail call i32 @deep(i32 noundef signext 0) #4
  br label %28

22:                                               ; preds = %4
  %23 = inttoptr i32 %10 to void ()*
  tail call void %23() #5
  br label %28

24:                                               ; preds = %4
  %25 = add i32 %10, 8
  %26 = inttoptr i32 %25 to i32*
  %27 = load volatile i32, i32* %26, align 4, !tbaa !6
  br label %28

28:                                               ; preds = %20, %24, %4, %22, %17, %14, %2
  %29 = phi i32 [ 2, %2 ], [ %27, %24 ], [ %21, %20 ], [ 0, %4 ], [ 0, %22 ], [ 0, %17 ], [ 0, %14 ]
  ret i32 %29
}

declare dso_local i32 @printf(i8* noundef, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { nobuiltin "no-builtins" }
attributes #5 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C/C++ TBAA"}
!4 = !{!5, !5, i64 0}
!5 = !{!"any pointer", !2, i64 0}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !2, i64 0}
