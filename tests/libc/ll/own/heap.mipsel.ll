; ModuleID = 'own/heap.c'
source_filename = "own/heap.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@errno = external dso_local local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [16 x i8] c"big blocks: %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"at least 8\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"too few\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"small blocks: %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"some\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"wrong count\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"ENOMEM: %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"contents intact: %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"yes\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"no\00", align 1
@.str.10 = private unnamed_addr constant [21 x i8] c"below the stack: %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [24 x i8] c"freed space reused: %s\0A\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2) #3
  store i32 0, i32* %1, align 4, !tbaa !1
  %3 = tail call i8* @malloc(i32 noundef signext 1048576) #4
  %4 = icmp eq i8* %3, null
  br i1 %4, label %22, label %5

5:                                                ; preds = %0, %5
  %6 = phi i8* [ %18, %5 ], [ %3, %0 ]
  %7 = phi i8** [ %10, %5 ], [ null, %0 ]
  %8 = phi i32 [ %12, %5 ], [ 0, %0 ]
  %9 = phi i32 [ %17, %5 ], [ 0, %0 ]
  %10 = bitcast i8* %6 to i8**
  %11 = bitcast i8* %6 to i8***
  store i8** %7, i8*** %11, align 4, !tbaa !5
  %12 = add nuw nsw i32 %8, 1
  %13 = trunc i32 %8 to i8
  %14 = getelementptr inbounds i8, i8* %6, i32 1048575
  store i8 %13, i8* %14, align 1, !tbaa !7
  %15 = ptrtoint i8* %6 to i32
  %16 = icmp ult i32 %9, %15
  %17 = select i1 %16, i32 %15, i32 %9
  %18 = tail call i8* @malloc(i32 noundef signext 1048576) #4
  %19 = icmp eq i8* %18, null
  br i1 %19, label %20, label %5, !llvm.loop !8

20:                                               ; preds = %5
  %21 = bitcast i8* %6 to i8**
  br label %22

22:                                               ; preds = %20, %0
  %23 = phi i32 [ 0, %0 ], [ %17, %20 ]
  %24 = phi i32 [ 0, %0 ], [ %12, %20 ]
  %25 = phi i8** [ null, %0 ], [ %21, %20 ]
  %26 = load i32, i32* @errno, align 4, !tbaa !1
  store i32 0, i32* @errno, align 4, !tbaa !1
  %27 = tail call i8* @malloc(i32 noundef signext 1000) #4
  %28 = icmp eq i8* %27, null
  br i1 %28, label %46, label %29

29:                                               ; preds = %22, %29
  %30 = phi i8* [ %42, %29 ], [ %27, %22 ]
  %31 = phi i8** [ %34, %29 ], [ null, %22 ]
  %32 = phi i32 [ %36, %29 ], [ 0, %22 ]
  %33 = phi i32 [ %41, %29 ], [ %23, %22 ]
  %34 = bitcast i8* %30 to i8**
  %35 = bitcast i8* %30 to i8***
  store i8** %31, i8*** %35, align 4, !tbaa !5
  %36 = add nuw nsw i32 %32, 1
  %37 = trunc i32 %32 to i8
  %38 = getelementptr inbounds i8, i8* %30, i32 999
  store i8 %37, i8* %38, align 1, !tbaa !7
  %39 = ptrtoint i8* %30 to i32
  %40 = icmp ult i32 %33, %39
  %41 = select i1 %40, i32 %39, i32 %33
  %42 = tail call i8* @malloc(i32 noundef signext 1000) #4
  %43 = icmp eq i8* %42, null
  br i1 %43, label %44, label %29, !llvm.loop !10

44:                                               ; preds = %29
  %45 = bitcast i8* %30 to i8**
  br label %46

46:                                               ; preds = %44, %22
  %47 = phi i32 [ %23, %22 ], [ %41, %44 ]
  %48 = phi i32 [ -1, %22 ], [ %32, %44 ]
  %49 = phi i8** [ null, %22 ], [ %45, %44 ]
  %50 = load i32, i32* @errno, align 4, !tbaa !1
  %51 = icmp eq i8** %25, null
  br i1 %51, label %52, label %55

52:                                               ; preds = %55, %46
  %53 = phi i32 [ 0, %46 ], [ %68, %55 ]
  %54 = icmp eq i8** %49, null
  br i1 %54, label %70, label %96

55:                                               ; preds = %46, %55
  %56 = phi i32 [ %59, %55 ], [ %24, %46 ]
  %57 = phi i8** [ %61, %55 ], [ %25, %46 ]
  %58 = phi i32 [ %68, %55 ], [ 0, %46 ]
  %59 = add nsw i32 %56, -1
  %60 = bitcast i8** %57 to i8***
  %61 = load i8**, i8*** %60, align 4, !tbaa !5
  %62 = bitcast i8** %57 to i8*
  %63 = getelementptr inbounds i8, i8* %62, i32 1048575
  %64 = load i8, i8* %63, align 1, !tbaa !7
  %65 = trunc i32 %59 to i8
  %66 = icmp ne i8 %64, %65
  %67 = zext i1 %66 to i32
  %68 = add nuw nsw i32 %58, %67
  tail call void @free(i8* noundef nonnull %62) #4
  %69 = icmp eq i8** %61, null
  br i1 %69, label %52, label %55, !llvm.loop !11

70:                                               ; preds = %96, %52
  %71 = phi i32 [ %53, %52 ], [ %108, %96 ]
  %72 = icmp eq i32 %50, 12
  %73 = zext i1 %72 to i32
  %74 = icmp eq i32 %26, 12
  %75 = zext i1 %74 to i32
  %76 = shl i32 %24, 20
  %77 = tail call i8* @malloc(i32 noundef signext %76) #4
  %78 = icmp ugt i32 %24, 7
  %79 = select i1 %78, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i32 0, i32 0)
  %80 = tail call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i32 0, i32 0), i8* noundef %79) #4
  %81 = icmp ult i32 %48, 1099
  %82 = select i1 %81, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i32 0, i32 0)
  %83 = tail call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i32 0, i32 0), i8* noundef %82) #4
  %84 = tail call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i32 0, i32 0), i32 noundef signext %75, i32 noundef signext %73) #4
  %85 = icmp eq i32 %71, 0
  %86 = select i1 %85, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i32 0, i32 0)
  %87 = tail call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i32 0, i32 0), i8* noundef %86) #4
  %88 = add i32 %47, 1000
  %89 = ptrtoint i32* %1 to i32
  %90 = icmp ult i32 %88, %89
  %91 = select i1 %90, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i32 0, i32 0)
  %92 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.10, i32 0, i32 0), i8* noundef %91) #4
  %93 = icmp eq i8* %77, null
  %94 = select i1 %93, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0)
  %95 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.11, i32 0, i32 0), i8* noundef %94) #4
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2) #3
  ret i32 0

96:                                               ; preds = %52, %96
  %97 = phi i32 [ %109, %96 ], [ %48, %52 ]
  %98 = phi i8** [ %101, %96 ], [ %49, %52 ]
  %99 = phi i32 [ %108, %96 ], [ %53, %52 ]
  %100 = bitcast i8** %98 to i8***
  %101 = load i8**, i8*** %100, align 4, !tbaa !5
  %102 = bitcast i8** %98 to i8*
  %103 = getelementptr inbounds i8, i8* %102, i32 999
  %104 = load i8, i8* %103, align 1, !tbaa !7
  %105 = trunc i32 %97 to i8
  %106 = icmp ne i8 %104, %105
  %107 = zext i1 %106 to i32
  %108 = add nuw nsw i32 %99, %107
  tail call void @free(i8* noundef nonnull %102) #4
  %109 = add nsw i32 %97, -1
  %110 = icmp eq i8** %101, null
  br i1 %110, label %70, label %96, !llvm.loop !12
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local i8* @malloc(i32 noundef signext) local_unnamed_addr #2

declare dso_local void @free(i8* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local i32 @printf(i8* noundef, ...) local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { nounwind }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !3, i64 0}
!7 = !{!3, !3, i64 0}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
