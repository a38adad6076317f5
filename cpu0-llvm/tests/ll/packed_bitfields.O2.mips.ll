; clang-14 -S -emit-llvm -O2 -target mips-unknown-linux-gnu -fno-pic -fno-ident -g0 of clang/packed_bitfields.c:
; bit-fields of a packed struct, 145 bits, loaded and stored as one i152.
; The result is what the host's gcc build of the same file (-DHOST) prints.
; run.be: @run() == 3733287225
; ModuleID = 'clang/packed_bitfields.c'
source_filename = "clang/packed_bitfields.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.S1 = type { [19 x i8] }

@g = dso_local global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 0, i8 0, i8 0, i8 63, i8 -1, i8 -64, i8 48, i8 0, i8 1, i8 5, i8 -1, i8 -1, i8 -1, i8 -45, i8 -1, i8 -64, i8 0, i8 4, i8 -128 }, align 8
@arr = dso_local global [3 x %struct.S1] zeroinitializer, align 8

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define dso_local i32 @get(%struct.S1* noundef %0, i32 noundef signext %1) local_unnamed_addr #0 {
  switch i32 %1, label %50 [
    i32 0, label %3
    i32 1, label %8
    i32 2, label %14
    i32 3, label %20
    i32 4, label %26
    i32 5, label %32
    i32 6, label %38
    i32 7, label %44
  ]

3:                                                ; preds = %2
  %4 = bitcast %struct.S1* %0 to i152*
  %5 = load i152, i152* %4, align 1
  %6 = lshr i152 %5, 125
  %7 = trunc i152 %6 to i32
  br label %56

8:                                                ; preds = %2
  %9 = bitcast %struct.S1* %0 to i152*
  %10 = load i152, i152* %9, align 1
  %11 = shl i152 %10, 27
  %12 = ashr i152 %11, 136
  %13 = trunc i152 %12 to i32
  br label %56

14:                                               ; preds = %2
  %15 = bitcast %struct.S1* %0 to i152*
  %16 = load volatile i152, i152* %15, align 1
  %17 = shl i152 %16, 43
  %18 = ashr i152 %17, 143
  %19 = trunc i152 %18 to i32
  br label %56

20:                                               ; preds = %2
  %21 = bitcast %struct.S1* %0 to i152*
  %22 = load i152, i152* %21, align 1
  %23 = lshr i152 %22, 78
  %24 = trunc i152 %23 to i32
  %25 = and i32 %24, 4194303
  br label %56

26:                                               ; preds = %2
  %27 = bitcast %struct.S1* %0 to i152*
  %28 = load i152, i152* %27, align 1
  %29 = lshr i152 %28, 72
  %30 = trunc i152 %29 to i32
  %31 = and i32 %30, 63
  br label %56

32:                                               ; preds = %2
  %33 = bitcast %struct.S1* %0 to i152*
  %34 = load i152, i152* %33, align 1
  %35 = shl i152 %34, 80
  %36 = ashr i152 %35, 123
  %37 = trunc i152 %36 to i32
  br label %56

38:                                               ; preds = %2
  %39 = bitcast %struct.S1* %0 to i152*
  %40 = load i152, i152* %39, align 1
  %41 = lshr i152 %40, 39
  %42 = trunc i152 %41 to i32
  %43 = and i32 %42, 15
  br label %56

44:                                               ; preds = %2
  %45 = bitcast %struct.S1* %0 to i152*
  %46 = load i152, i152* %45, align 1
  %47 = shl i152 %46, 113
  %48 = ashr i152 %47, 140
  %49 = trunc i152 %48 to i32
  br label %56

50:                                               ; preds = %2
  %51 = bitcast %struct.S1* %0 to i152*
  %52 = load i152, i152* %51, align 1
  %53 = shl i152 %52, 125
  %54 = ashr i152 %53, 132
  %55 = trunc i152 %54 to i32
  br label %56

56:                                               ; preds = %50, %44, %38, %32, %26, %20, %14, %8, %3
  %57 = phi i32 [ %55, %50 ], [ %49, %44 ], [ %43, %38 ], [ %37, %32 ], [ %31, %26 ], [ %25, %20 ], [ %19, %14 ], [ %13, %8 ], [ %7, %3 ]
  ret i32 %57
}

; Function Attrs: nofree noinline norecurse nounwind
define dso_local void @set(%struct.S1* noundef %0, i32 noundef signext %1, i32 noundef signext %2) local_unnamed_addr #1 {
  switch i32 %1, label %67 [
    i32 0, label %4
    i32 1, label %11
    i32 2, label %19
    i32 3, label %27
    i32 4, label %35
    i32 5, label %43
    i32 6, label %51
    i32 7, label %59
  ]

4:                                                ; preds = %3
  %5 = bitcast %struct.S1* %0 to i152*
  %6 = load i152, i152* %5, align 1
  %7 = zext i32 %2 to i152
  %8 = shl i152 %7, 125
  %9 = and i152 %6, 42535295865117307932921825928971026431
  %10 = or i152 %9, %8
  store i152 %10, i152* %5, align 1
  br label %75

11:                                               ; preds = %3
  %12 = bitcast %struct.S1* %0 to i152*
  %13 = load i152, i152* %12, align 1
  %14 = and i32 %2, 65535
  %15 = zext i32 %14 to i152
  %16 = shl nuw nsw i152 %15, 109
  %17 = and i152 %13, -42534646828009991079468259616929873921
  %18 = or i152 %17, %16
  store i152 %18, i152* %12, align 1
  br label %75

19:                                               ; preds = %3
  %20 = bitcast %struct.S1* %0 to i152*
  %21 = load volatile i152, i152* %20, align 1
  %22 = and i32 %2, 511
  %23 = zext i32 %22 to i152
  %24 = shl nuw nsw i152 %23, 100
  %25 = and i152 %21, -647769456716625224164815337947137
  %26 = or i152 %25, %24
  store volatile i152 %26, i152* %20, align 1
  br label %75

27:                                               ; preds = %3
  %28 = bitcast %struct.S1* %0 to i152*
  %29 = load i152, i152* %28, align 1
  %30 = and i32 %2, 4194303
  %31 = zext i32 %30 to i152
  %32 = shl nuw nsw i152 %31, 78
  %33 = and i152 %29, -1267650297996774497839409528833
  %34 = or i152 %33, %32
  store i152 %34, i152* %28, align 1
  br label %75

35:                                               ; preds = %3
  %36 = bitcast %struct.S1* %0 to i152*
  %37 = load i152, i152* %36, align 1
  %38 = and i32 %2, 63
  %39 = zext i32 %38 to i152
  %40 = shl nuw nsw i152 %39, 72
  %41 = and i152 %37, -297509088420787648462849
  %42 = or i152 %41, %40
  store i152 %42, i152* %36, align 1
  br label %75

43:                                               ; preds = %3
  %44 = bitcast %struct.S1* %0 to i152*
  %45 = load i152, i152* %44, align 1
  %46 = and i32 %2, 536870911
  %47 = zext i32 %46 to i152
  %48 = shl nuw nsw i152 %47, 43
  %49 = and i152 %45, -4722366474073552191489
  %50 = or i152 %49, %48
  store i152 %50, i152* %44, align 1
  br label %75

51:                                               ; preds = %3
  %52 = bitcast %struct.S1* %0 to i152*
  %53 = load i152, i152* %52, align 1
  %54 = and i32 %2, 15
  %55 = zext i32 %54 to i152
  %56 = shl nuw nsw i152 %55, 39
  %57 = and i152 %53, -8246337208321
  %58 = or i152 %57, %56
  store i152 %58, i152* %52, align 1
  br label %75

59:                                               ; preds = %3
  %60 = bitcast %struct.S1* %0 to i152*
  %61 = load i152, i152* %60, align 1
  %62 = and i32 %2, 4095
  %63 = zext i32 %62 to i152
  %64 = shl nuw nsw i152 %63, 27
  %65 = and i152 %61, -549621596161
  %66 = or i152 %65, %64
  store i152 %66, i152* %60, align 1
  br label %75

67:                                               ; preds = %3
  %68 = bitcast %struct.S1* %0 to i152*
  %69 = load i152, i152* %68, align 1
  %70 = shl i32 %2, 7
  %71 = and i32 %70, 134217600
  %72 = zext i32 %71 to i152
  %73 = and i152 %69, -134217601
  %74 = or i152 %73, %72
  store i152 %74, i152* %68, align 1
  br label %75

75:                                               ; preds = %67, %59, %51, %43, %35, %27, %19, %11, %4
  ret void
}

; Function Attrs: nofree nounwind
define dso_local i32 @run() local_unnamed_addr #2 {
  %1 = alloca %struct.S1, align 1
  %2 = getelementptr inbounds %struct.S1, %struct.S1* %1, i32 0, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 19, i8* nonnull %2) #5
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 1 dereferenceable(19) %2, i8* noundef nonnull align 8 dereferenceable(19) getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g, i32 0, i32 0), i32 19, i1 false), !tbaa.struct !1
  br label %62

3:                                                ; preds = %62
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 getelementptr inbounds ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g, i32 0, i32 0), i8* nonnull align 1 %2, i32 19, i1 true), !tbaa.struct !1
  %4 = load i152, i152* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g to i152*), align 8
  %5 = shl i152 %4, 125
  %6 = ashr i152 %5, 132
  %7 = trunc i152 %6 to i32
  %8 = lshr i152 %4, 43
  %9 = trunc i152 %8 to i32
  %10 = add i32 %7, %9
  %11 = and i32 %10, 536870911
  %12 = zext i32 %11 to i152
  %13 = shl nuw nsw i152 %12, 43
  %14 = and i152 %4, -42534646828009995801834733690482065409
  %15 = or i152 %13, %14
  %16 = shl i152 %4, 113
  %17 = ashr exact i152 %16, 31
  %18 = xor i152 %17, %4
  %19 = and i152 %18, 42534646828009991079468259616929873920
  %20 = or i152 %15, %19
  store i152 %20, i152* bitcast ({ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @g to i152*), align 8
  %21 = shl nuw i152 %12, 123
  %22 = ashr exact i152 %21, 123
  %23 = trunc i152 %22 to i32
  %24 = lshr i152 %4, 125
  %25 = trunc i152 %24 to i32
  %26 = shl nuw i152 %19, 27
  %27 = ashr exact i152 %26, 136
  %28 = trunc i152 %27 to i32
  %29 = add nsw i32 %28, %25
  %30 = add nsw i32 %29, %23
  %31 = xor i32 %30, %75
  %32 = mul i32 %31, 7
  %33 = load i152, i152* bitcast ([3 x %struct.S1]* @arr to i152*), align 8
  %34 = shl i152 %33, 125
  %35 = ashr i152 %34, 132
  %36 = trunc i152 %35 to i32
  %37 = add i32 %32, %36
  %38 = lshr i152 %33, 78
  %39 = trunc i152 %38 to i32
  %40 = and i32 %39, 4194303
  %41 = add i32 %37, %40
  %42 = mul i32 %41, 7
  %43 = load i152, i152* bitcast (%struct.S1* getelementptr inbounds ([3 x %struct.S1], [3 x %struct.S1]* @arr, i32 0, i32 1) to i152*), align 1
  %44 = shl i152 %43, 125
  %45 = ashr i152 %44, 132
  %46 = trunc i152 %45 to i32
  %47 = add i32 %42, %46
  %48 = lshr i152 %43, 78
  %49 = trunc i152 %48 to i32
  %50 = and i32 %49, 4194303
  %51 = add i32 %47, %50
  %52 = mul i32 %51, 7
  %53 = load i152, i152* bitcast (%struct.S1* getelementptr inbounds ([3 x %struct.S1], [3 x %struct.S1]* @arr, i32 0, i32 2) to i152*), align 2
  %54 = shl i152 %53, 125
  %55 = ashr i152 %54, 132
  %56 = trunc i152 %55 to i32
  %57 = add i32 %52, %56
  %58 = lshr i152 %53, 78
  %59 = trunc i152 %58 to i32
  %60 = and i32 %59, 4194303
  %61 = add i32 %57, %60
  call void @llvm.lifetime.end.p0i8(i64 19, i8* nonnull %2) #5
  ret i32 %61

62:                                               ; preds = %0, %62
  %63 = phi i32 [ 0, %0 ], [ %79, %62 ]
  %64 = phi i32 [ 0, %0 ], [ %75, %62 ]
  %65 = trunc i32 %63 to i8
  %66 = urem i8 %65, 9
  %67 = zext i8 %66 to i32
  %68 = mul i32 %63, -1640531535
  call void @set(%struct.S1* noundef nonnull %1, i32 noundef signext %67, i32 noundef signext %68)
  %69 = mul i32 %64, 31
  %70 = trunc i32 %63 to i16
  %71 = mul i16 %70, 7
  %72 = urem i16 %71, 9
  %73 = zext i16 %72 to i32
  %74 = call i32 @get(%struct.S1* noundef nonnull %1, i32 noundef signext %73)
  %75 = add i32 %74, %69
  %76 = urem i8 %65, 3
  %77 = zext i8 %76 to i32
  %78 = getelementptr inbounds [3 x %struct.S1], [3 x %struct.S1]* @arr, i32 0, i32 %77, i32 0, i32 0
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* nonnull align 1 %78, i8* nonnull align 1 %2, i32 19, i1 true), !tbaa.struct !1
  %79 = add nuw nsw i32 %63, 1
  %80 = icmp eq i32 %79, 60
  br i1 %80, label %3, label %62, !llvm.loop !6
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree noinline norecurse nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i64 0, i64 4, !2, i64 3, i64 4, !2, i64 5, i64 4, !2, i64 6, i64 4, !2, i64 9, i64 4, !2, i64 10, i64 4, !2, i64 13, i64 4, !2, i64 14, i64 4, !2, i64 15, i64 4, !2}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
