; ModuleID = 'timefmt.c'
source_filename = "timefmt.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32 }

@times = internal unnamed_addr constant [28 x i64] [i64 0, i64 59, i64 86399, i64 86400, i64 951782400, i64 951868800, i64 978307199, i64 1009843200, i64 1230768000, i64 1293753600, i64 1420070399, i64 1451606400, i64 1704067199, i64 1709164800, i64 2147483647, i64 2147483648, i64 4102444800, i64 253402300799, i64 -1, i64 -86400, i64 -2208988800, i64 -62135596800, i64 1100000000, i64 1234567890, i64 1600000000, i64 1735603200, i64 1767139200, i64 915148800], align 8
@.str = private unnamed_addr constant [118 x i8] c"%a %A %b %B %c|%C %d %D %e %F|%g %G %h %H %I %j %m %M %p %r %R %S|%T %u %U %V %w %W %x %X %y %Y %z %%|%Ec %EY %Od %Oy\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%lld: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [34 x i8] c"  fields %d %d %d %d %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [60 x i8] c"  mktime %lld: %d-%02d-%02d %02d:%02d:%02d wday %d yday %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"  back %lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"small: %zu %zu\0A\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"%Y-%m\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [400 x i8], align 1
  %2 = alloca i64, align 8
  %3 = alloca %struct.tm, align 4
  %4 = alloca %struct.tm, align 4
  %5 = alloca i64, align 8
  %6 = getelementptr inbounds [400 x i8], [400 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 400, i8* nonnull %6) #4
  %7 = bitcast i64* %2 to i8*
  %8 = bitcast %struct.tm* %3 to i8*
  %9 = getelementptr inbounds %struct.tm, %struct.tm* %3, i32 0, i32 5
  %10 = getelementptr inbounds %struct.tm, %struct.tm* %3, i32 0, i32 4
  %11 = getelementptr inbounds %struct.tm, %struct.tm* %3, i32 0, i32 3
  %12 = getelementptr inbounds %struct.tm, %struct.tm* %3, i32 0, i32 2
  %13 = getelementptr inbounds %struct.tm, %struct.tm* %3, i32 0, i32 1
  %14 = getelementptr inbounds %struct.tm, %struct.tm* %3, i32 0, i32 0
  %15 = getelementptr inbounds %struct.tm, %struct.tm* %3, i32 0, i32 6
  %16 = getelementptr inbounds %struct.tm, %struct.tm* %3, i32 0, i32 7
  %17 = bitcast %struct.tm* %4 to i8*
  %18 = getelementptr inbounds %struct.tm, %struct.tm* %4, i32 0, i32 3
  %19 = getelementptr inbounds %struct.tm, %struct.tm* %4, i32 0, i32 4
  %20 = getelementptr inbounds %struct.tm, %struct.tm* %4, i32 0, i32 0
  %21 = getelementptr inbounds %struct.tm, %struct.tm* %4, i32 0, i32 8
  %22 = getelementptr inbounds %struct.tm, %struct.tm* %4, i32 0, i32 5
  %23 = getelementptr inbounds %struct.tm, %struct.tm* %4, i32 0, i32 2
  %24 = getelementptr inbounds %struct.tm, %struct.tm* %4, i32 0, i32 1
  %25 = getelementptr inbounds %struct.tm, %struct.tm* %4, i32 0, i32 6
  %26 = getelementptr inbounds %struct.tm, %struct.tm* %4, i32 0, i32 7
  br label %34

27:                                               ; preds = %34
  %28 = bitcast i64* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %28) #4
  store i64 0, i64* %5, align 8, !tbaa !1
  %29 = call %struct.tm* @gmtime(i64* noundef nonnull %5) #5
  %30 = call i32 @strftime(i8* noundef nonnull %6, i32 noundef signext 5, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i32 0, i32 0), %struct.tm* noundef %29) #5
  %31 = call %struct.tm* @gmtime(i64* noundef nonnull %5) #5
  %32 = call i32 @strftime(i8* noundef nonnull %6, i32 noundef signext 8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i32 0, i32 0), %struct.tm* noundef %31) #5
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i32 0, i32 0), i32 noundef signext %30, i32 noundef signext %32) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %28) #4
  call void @llvm.lifetime.end.p0i8(i64 400, i8* nonnull %6) #4
  ret i32 0

34:                                               ; preds = %0, %34
  %35 = phi i32 [ 0, %0 ], [ %75, %34 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %7) #4
  %36 = getelementptr inbounds [28 x i64], [28 x i64]* @times, i32 0, i32 %35
  %37 = load i64, i64* %36, align 8, !tbaa !1
  store i64 %37, i64* %2, align 8, !tbaa !1
  call void @llvm.lifetime.start.p0i8(i64 36, i8* nonnull %8) #4
  %38 = call %struct.tm* @gmtime(i64* noundef nonnull %2) #5
  %39 = bitcast %struct.tm* %38 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(36) %8, i8* noundef nonnull align 4 dereferenceable(36) %39, i32 36, i1 false), !tbaa.struct !5
  %40 = call i32 @strftime(i8* noundef nonnull %6, i32 noundef signext 400, i8* noundef getelementptr inbounds ([118 x i8], [118 x i8]* @.str, i32 0, i32 0), %struct.tm* noundef nonnull %3) #5
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i32 0, i32 0), i64 noundef signext %37, i8* noundef nonnull %6) #5
  %42 = load i32, i32* %9, align 4, !tbaa !8
  %43 = load i32, i32* %10, align 4, !tbaa !10
  %44 = load i32, i32* %11, align 4, !tbaa !11
  %45 = load i32, i32* %12, align 4, !tbaa !12
  %46 = load i32, i32* %13, align 4, !tbaa !13
  %47 = load i32, i32* %14, align 4, !tbaa !14
  %48 = load i32, i32* %15, align 4, !tbaa !15
  %49 = load i32, i32* %16, align 4, !tbaa !16
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.2, i32 0, i32 0), i32 noundef signext %42, i32 noundef signext %43, i32 noundef signext %44, i32 noundef signext %45, i32 noundef signext %46, i32 noundef signext %47, i32 noundef signext %48, i32 noundef signext %49) #5
  call void @llvm.lifetime.start.p0i8(i64 36, i8* nonnull %17) #4
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(36) %17, i8* noundef nonnull align 4 dereferenceable(36) %8, i32 36, i1 false), !tbaa.struct !5
  %51 = load i32, i32* %18, align 4, !tbaa !11
  %52 = add nsw i32 %51, 40
  store i32 %52, i32* %18, align 4, !tbaa !11
  %53 = load i32, i32* %19, align 4, !tbaa !10
  %54 = add nsw i32 %53, 13
  store i32 %54, i32* %19, align 4, !tbaa !10
  %55 = load i32, i32* %20, align 4, !tbaa !14
  %56 = add nsw i32 %55, 100000
  store i32 %56, i32* %20, align 4, !tbaa !14
  store i32 0, i32* %21, align 4, !tbaa !17
  %57 = call i64 @mktime(%struct.tm* noundef nonnull %4) #5
  %58 = load i32, i32* %22, align 4, !tbaa !8
  %59 = add nsw i32 %58, 1900
  %60 = load i32, i32* %19, align 4, !tbaa !10
  %61 = add nsw i32 %60, 1
  %62 = load i32, i32* %18, align 4, !tbaa !11
  %63 = load i32, i32* %23, align 4, !tbaa !12
  %64 = load i32, i32* %24, align 4, !tbaa !13
  %65 = load i32, i32* %20, align 4, !tbaa !14
  %66 = load i32, i32* %25, align 4, !tbaa !15
  %67 = load i32, i32* %26, align 4, !tbaa !16
  %68 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([60 x i8], [60 x i8]* @.str.3, i32 0, i32 0), i64 noundef signext %57, i32 noundef signext %59, i32 noundef signext %61, i32 noundef signext %62, i32 noundef signext %63, i32 noundef signext %64, i32 noundef signext %65, i32 noundef signext %66, i32 noundef signext %67) #5
  %69 = load i32, i32* %19, align 4, !tbaa !10
  %70 = add nsw i32 %69, -30
  store i32 %70, i32* %19, align 4, !tbaa !10
  %71 = load i32, i32* %18, align 4, !tbaa !11
  %72 = add nsw i32 %71, -400
  store i32 %72, i32* %18, align 4, !tbaa !11
  %73 = call i64 @mktime(%struct.tm* noundef nonnull %4) #5
  %74 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i64 noundef signext %73) #5
  call void @llvm.lifetime.end.p0i8(i64 36, i8* nonnull %17) #4
  call void @llvm.lifetime.end.p0i8(i64 36, i8* nonnull %8) #4
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7) #4
  %75 = add nuw nsw i32 %35, 1
  %76 = icmp eq i32 %75, 28
  br i1 %76, label %27, label %34, !llvm.loop !18
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local %struct.tm* @gmtime(i64* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #3

declare dso_local i32 @strftime(i8* noundef, i32 noundef signext, i8* noundef, %struct.tm* noundef) local_unnamed_addr #2

declare dso_local i32 @printf(i8* noundef, ...) local_unnamed_addr #2

declare dso_local i64 @mktime(%struct.tm* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { nounwind }
attributes #5 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"long long", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{i64 0, i64 4, !6, i64 4, i64 4, !6, i64 8, i64 4, !6, i64 12, i64 4, !6, i64 16, i64 4, !6, i64 20, i64 4, !6, i64 24, i64 4, !6, i64 28, i64 4, !6, i64 32, i64 4, !6}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !3, i64 0}
!8 = !{!9, !7, i64 20}
!9 = !{!"tm", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !7, i64 16, !7, i64 20, !7, i64 24, !7, i64 28, !7, i64 32}
!10 = !{!9, !7, i64 16}
!11 = !{!9, !7, i64 12}
!12 = !{!9, !7, i64 8}
!13 = !{!9, !7, i64 4}
!14 = !{!9, !7, i64 0}
!15 = !{!9, !7, i64 24}
!16 = !{!9, !7, i64 28}
!17 = !{!9, !7, i64 32}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
