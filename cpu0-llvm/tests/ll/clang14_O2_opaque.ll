; clang 14 -O2 output for prog.c converted to opaque pointers by opt-14 -opaque-pointers
; ModuleID = 'prog_O2.ll'
source_filename = "prog.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.point = type { i32, i32 }
%struct.big = type { [6 x i32], i8 }

@table = internal unnamed_addr constant [3 x ptr] [ptr @add, ptr @sub, ptr @mul], align 4
@names = internal unnamed_addr constant [3 x ptr] [ptr getelementptr inbounds ([4 x i8], ptr @.str, i32 0, i32 0), ptr getelementptr inbounds ([4 x i8], ptr @.str.1, i32 0, i32 0), ptr getelementptr inbounds ([4 x i8], ptr @.str.2, i32 0, i32 0)], align 4
@buf = dso_local local_unnamed_addr global [64 x i8] zeroinitializer, align 4
@gotos.labels = internal unnamed_addr constant [3 x ptr] [ptr blockaddress(@gotos, %6), ptr blockaddress(@gotos, %4), ptr blockaddress(@gotos, %5)], align 4
@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"mul\00", align 1

; Function Attrs: nounwind
define dso_local i32 @apply(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds [3 x ptr], ptr @table, i32 0, i32 %0
  %5 = load ptr, ptr %4, align 4, !tbaa !4
  %6 = tail call i32 %5(i32 noundef signext %1, i32 noundef signext %2) #13
  ret i32 %6
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local i32 @name_len(i32 noundef signext %0) local_unnamed_addr #1 {
  %2 = getelementptr inbounds [3 x ptr], ptr @names, i32 0, i32 %0
  %3 = load ptr, ptr %2, align 4, !tbaa !4
  br label %4

4:                                                ; preds = %4, %1
  %5 = phi i32 [ 0, %1 ], [ %9, %4 ]
  %6 = getelementptr inbounds i8, ptr %3, i32 %5
  %7 = load i8, ptr %6, align 1, !tbaa !8
  %8 = icmp eq i8 %7, 0
  %9 = add nuw nsw i32 %5, 1
  br i1 %8, label %10, label %4, !llvm.loop !9

10:                                               ; preds = %4
  ret i32 %5
}

; Function Attrs: nofree nosync nounwind
define dso_local i32 @sum(i32 noundef signext %0, ...) local_unnamed_addr #2 {
  %2 = alloca ptr, align 4
  %3 = bitcast ptr %2 to ptr
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #13
  call void @llvm.va_start(ptr nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load ptr, ptr %2, align 4
  br label %9

7:                                                ; preds = %9, %1
  %8 = phi i32 [ 0, %1 ], [ %16, %9 ]
  call void @llvm.va_end(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #13
  ret i32 %8

9:                                                ; preds = %9, %5
  %10 = phi ptr [ %13, %9 ], [ %6, %5 ]
  %11 = phi i32 [ %17, %9 ], [ 0, %5 ]
  %12 = phi i32 [ %16, %9 ], [ 0, %5 ]
  %13 = getelementptr inbounds i8, ptr %10, i32 4
  store ptr %13, ptr %2, align 4
  %14 = bitcast ptr %10 to ptr
  %15 = load i32, ptr %14, align 4
  %16 = add nsw i32 %15, %12
  %17 = add nuw nsw i32 %11, 1
  %18 = icmp eq i32 %17, %0
  br i1 %18, label %7, label %9, !llvm.loop !11
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(ptr) #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(ptr) #3

; Function Attrs: nofree nosync nounwind
define dso_local i64 @sum64(i32 noundef signext %0, ...) local_unnamed_addr #2 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = bitcast ptr %2 to ptr
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #13
  %5 = bitcast ptr %3 to ptr
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #13
  call void @llvm.va_start(ptr nonnull %4)
  call void @llvm.va_copy(ptr nonnull %5, ptr nonnull %4)
  %6 = icmp sgt i32 %0, 0
  br i1 %6, label %7, label %27

7:                                                ; preds = %1
  %8 = load ptr, ptr %2, align 4
  br label %12

9:                                                ; preds = %12
  store ptr %20, ptr %2, align 4
  br i1 %6, label %10, label %27

10:                                               ; preds = %9
  %11 = load ptr, ptr %3, align 4
  br label %29

12:                                               ; preds = %12, %7
  %13 = phi i32 [ %24, %12 ], [ 0, %7 ]
  %14 = phi i64 [ %23, %12 ], [ 0, %7 ]
  %15 = phi ptr [ %20, %12 ], [ %8, %7 ]
  %16 = ptrtoint ptr %15 to i32
  %17 = add i32 %16, 7
  %18 = and i32 %17, -8
  %19 = inttoptr i32 %18 to ptr
  %20 = getelementptr inbounds i8, ptr %19, i32 8
  %21 = inttoptr i32 %18 to ptr
  %22 = load i64, ptr %21, align 8
  %23 = add nsw i64 %22, %14
  %24 = add nuw nsw i32 %13, 1
  %25 = icmp eq i32 %24, %0
  br i1 %25, label %9, label %12, !llvm.loop !12

26:                                               ; preds = %29
  store ptr %37, ptr %3, align 4
  br label %27

27:                                               ; preds = %26, %9, %1
  %28 = phi i64 [ %40, %26 ], [ %23, %9 ], [ 0, %1 ]
  call void @llvm.va_end(ptr nonnull %4)
  call void @llvm.va_end(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #13
  ret i64 %28

29:                                               ; preds = %29, %10
  %30 = phi i32 [ %41, %29 ], [ 0, %10 ]
  %31 = phi i64 [ %40, %29 ], [ %23, %10 ]
  %32 = phi ptr [ %37, %29 ], [ %11, %10 ]
  %33 = ptrtoint ptr %32 to i32
  %34 = add i32 %33, 7
  %35 = and i32 %34, -8
  %36 = inttoptr i32 %35 to ptr
  %37 = getelementptr inbounds i8, ptr %36, i32 8
  %38 = inttoptr i32 %35 to ptr
  %39 = load i64, ptr %38, align 8
  %40 = add nsw i64 %39, %31
  %41 = add nuw nsw i32 %30, 1
  %42 = icmp eq i32 %41, %0
  br i1 %42, label %26, label %29, !llvm.loop !13
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(ptr, ptr) #3

; Function Attrs: nofree nosync nounwind
define dso_local i32 @call_sum() local_unnamed_addr #2 {
  %1 = tail call i32 (i32, ...) @sum(i32 noundef signext 4, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4)
  %2 = tail call i64 (i32, ...) @sum64(i32 noundef signext 2, i64 noundef signext 10, i64 noundef signext 1099511627776)
  %3 = lshr i64 %2, 20
  %4 = trunc i64 %3 to i32
  %5 = add nsw i32 %1, %4
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local void @mkpoint(ptr noalias nocapture writeonly sret(%struct.point) align 4 %0, i32 noundef signext %1, i32 noundef signext %2) local_unnamed_addr #4 {
  %4 = getelementptr inbounds %struct.point, ptr %0, i32 0, i32 0
  store i32 %1, ptr %4, align 4, !tbaa !14
  %5 = getelementptr inbounds %struct.point, ptr %0, i32 0, i32 1
  store i32 %2, ptr %5, align 4, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @manhattan(i32 inreg %0, i32 inreg %1) local_unnamed_addr #5 {
  %3 = tail call i32 @llvm.abs.i32(i32 %0, i1 true)
  %4 = tail call i32 @llvm.abs.i32(i32 %1, i1 true)
  %5 = add nuw nsw i32 %4, %3
  ret i32 %5
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local i32 @use_points(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #6 {
  %3 = tail call i32 @llvm.abs.i32(i32 %0, i1 true) #13
  %4 = tail call i32 @llvm.abs.i32(i32 %1, i1 true) #13
  %5 = add nuw nsw i32 %4, %3
  ret i32 %5
}

; Function Attrs: nofree norecurse nosync nounwind writeonly
define dso_local void @mkbig(ptr noalias nocapture writeonly sret(%struct.big) align 4 %0, i32 noundef signext %1) local_unnamed_addr #7 {
  %3 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0, i32 0
  store i32 0, ptr %3, align 4, !tbaa !18
  %4 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0, i32 1
  store i32 %1, ptr %4, align 4, !tbaa !18
  %5 = shl nsw i32 %1, 1
  %6 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0, i32 2
  store i32 %5, ptr %6, align 4, !tbaa !18
  %7 = mul nsw i32 %1, 3
  %8 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0, i32 3
  store i32 %7, ptr %8, align 4, !tbaa !18
  %9 = shl nsw i32 %1, 2
  %10 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0, i32 4
  store i32 %9, ptr %10, align 4, !tbaa !18
  %11 = mul nsw i32 %1, 5
  %12 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 0, i32 5
  store i32 %11, ptr %12, align 4, !tbaa !18
  %13 = getelementptr inbounds %struct.big, ptr %0, i32 0, i32 1
  store i8 122, ptr %13, align 4, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local i32 @use_big(i32 noundef signext %0) local_unnamed_addr #6 {
  %2 = mul nsw i32 %0, 5
  %3 = add nsw i32 %2, 122
  ret i32 %3
}

; Function Attrs: nofree nosync nounwind
define dso_local i32 @vla(i32 noundef signext %0) local_unnamed_addr #2 {
  %2 = icmp sgt i32 %0, 0
  %3 = tail call ptr @llvm.stacksave()
  %4 = alloca i32, i32 %0, align 4
  br i1 %2, label %7, label %5

5:                                                ; preds = %1
  tail call void @llvm.stackrestore(ptr %3)
  %6 = tail call ptr @llvm.stacksave()
  br label %27

7:                                                ; preds = %1
  %8 = bitcast ptr %4 to ptr
  %9 = shl nuw i32 %0, 2
  call void @llvm.memset.p0.i32(ptr nonnull align 4 %8, i8 0, i32 %9, i1 false), !tbaa !18
  br label %49

10:                                               ; preds = %49
  tail call void @llvm.stackrestore(ptr %3)
  %11 = tail call ptr @llvm.stacksave()
  %12 = alloca i32, i32 %0, align 4
  br i1 %2, label %13, label %27

13:                                               ; preds = %13, %10
  %14 = phi i32 [ %16, %13 ], [ 0, %10 ]
  %15 = getelementptr inbounds i32, ptr %12, i32 %14
  store i32 %14, ptr %15, align 4, !tbaa !18
  %16 = add nuw nsw i32 %14, 1
  %17 = icmp eq i32 %16, %0
  br i1 %17, label %18, label %13, !llvm.loop !21

18:                                               ; preds = %13
  br i1 %2, label %19, label %27

19:                                               ; preds = %19, %18
  %20 = phi i32 [ %25, %19 ], [ 0, %18 ]
  %21 = phi i32 [ %24, %19 ], [ %54, %18 ]
  %22 = getelementptr inbounds i32, ptr %12, i32 %20
  %23 = load i32, ptr %22, align 4, !tbaa !18
  %24 = add nsw i32 %23, %21
  %25 = add nuw nsw i32 %20, 1
  %26 = icmp eq i32 %25, %0
  br i1 %26, label %30, label %19, !llvm.loop !22

27:                                               ; preds = %18, %10, %5
  %28 = phi ptr [ %11, %18 ], [ %11, %10 ], [ %6, %5 ]
  %29 = phi i32 [ %54, %18 ], [ %54, %10 ], [ 0, %5 ]
  tail call void @llvm.stackrestore(ptr %28)
  br label %47

30:                                               ; preds = %19
  tail call void @llvm.stackrestore(ptr %11)
  %31 = alloca i32, i32 %0, align 4
  br i1 %2, label %32, label %47

32:                                               ; preds = %32, %30
  %33 = phi i32 [ %36, %32 ], [ 0, %30 ]
  %34 = shl nuw nsw i32 %33, 1
  %35 = getelementptr inbounds i32, ptr %31, i32 %33
  store i32 %34, ptr %35, align 4, !tbaa !18
  %36 = add nuw nsw i32 %33, 1
  %37 = icmp eq i32 %36, %0
  br i1 %37, label %38, label %32, !llvm.loop !21

38:                                               ; preds = %32
  br i1 %2, label %39, label %47

39:                                               ; preds = %39, %38
  %40 = phi i32 [ %45, %39 ], [ 0, %38 ]
  %41 = phi i32 [ %44, %39 ], [ %24, %38 ]
  %42 = getelementptr inbounds i32, ptr %31, i32 %40
  %43 = load i32, ptr %42, align 4, !tbaa !18
  %44 = add nsw i32 %43, %41
  %45 = add nuw nsw i32 %40, 1
  %46 = icmp eq i32 %45, %0
  br i1 %46, label %47, label %39, !llvm.loop !22

47:                                               ; preds = %39, %38, %30, %27
  %48 = phi i32 [ %24, %38 ], [ %24, %30 ], [ %29, %27 ], [ %44, %39 ]
  ret i32 %48

49:                                               ; preds = %49, %7
  %50 = phi i32 [ %55, %49 ], [ 0, %7 ]
  %51 = phi i32 [ %54, %49 ], [ 0, %7 ]
  %52 = getelementptr inbounds i32, ptr %4, i32 %50
  %53 = load i32, ptr %52, align 4, !tbaa !18
  %54 = add nsw i32 %53, %51
  %55 = add nuw nsw i32 %50, 1
  %56 = icmp eq i32 %55, %0
  br i1 %56, label %10, label %49, !llvm.loop !22
}

; Function Attrs: nofree nosync nounwind willreturn
declare ptr @llvm.stacksave() #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(ptr) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @bits(i32 noundef signext %0) local_unnamed_addr #5 {
  %2 = tail call i32 @llvm.ctpop.i32(i32 %0), !range !23
  %3 = mul nuw nsw i32 %2, 1000
  %4 = or i32 %0, 1
  %5 = tail call i32 @llvm.ctlz.i32(i32 %4, i1 true), !range !24
  %6 = mul nuw nsw i32 %5, 10
  %7 = or i32 %0, -2147483648
  %8 = tail call i32 @llvm.cttz.i32(i32 %7, i1 true), !range !24
  %9 = add nuw nsw i32 %8, %3
  %10 = add nuw nsw i32 %9, %6
  ret i32 %10
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @rot(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #9 {
  %3 = shl i32 %0, %1
  %4 = sub i32 0, %1
  %5 = and i32 %4, 31
  %6 = lshr i32 %0, %5
  %7 = or i32 %6, %3
  ret i32 %7
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local i32 @overflow(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #5 {
  %3 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %0, i32 %1)
  %4 = extractvalue { i32, i1 } %3, 1
  %5 = extractvalue { i32, i1 } %3, 0
  %6 = select i1 %4, i32 -1, i32 %5
  ret i32 %6
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #8

; Function Attrs: nofree nosync nounwind
define dso_local i32 @copy(i32 noundef signext %0) local_unnamed_addr #2 {
  call void @llvm.memset.p0.i32(ptr noundef nonnull align 4 dereferenceable(40) getelementptr inbounds ([64 x i8], ptr @buf, i32 0, i32 0), i8 97, i32 40, i1 false)
  tail call void @llvm.memmove.p0.p0.i32(ptr align 1 getelementptr inbounds ([64 x i8], ptr @buf, i32 0, i32 1), ptr align 4 getelementptr inbounds ([64 x i8], ptr @buf, i32 0, i32 0), i32 %0, i1 false)
  %2 = getelementptr inbounds [64 x i8], ptr @buf, i32 0, i32 %0
  store i8 0, ptr %2, align 1, !tbaa !8
  br label %3

3:                                                ; preds = %3, %1
  %4 = phi i32 [ 0, %1 ], [ %8, %3 ]
  %5 = getelementptr inbounds [64 x i8], ptr @buf, i32 0, i32 %4
  %6 = load i8, ptr %5, align 1, !tbaa !8
  %7 = icmp eq i8 %6, 0
  %8 = add nuw nsw i32 %4, 1
  br i1 %7, label %9, label %3, !llvm.loop !9

9:                                                ; preds = %3
  %10 = load i8, ptr getelementptr inbounds ([64 x i8], ptr @buf, i32 0, i32 0), align 4, !tbaa !8
  %11 = sext i8 %10 to i32
  %12 = add nsw i32 %4, %11
  ret i32 %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @gotos(i32 noundef signext %0) #9 {
  %2 = getelementptr inbounds [3 x ptr], ptr @gotos.labels, i32 0, i32 %0
  %3 = load ptr, ptr %2, align 4, !tbaa !4
  indirectbr ptr %3, [label %6, label %4, label %5]

4:                                                ; preds = %1
  br label %6

5:                                                ; preds = %1
  br label %6

6:                                                ; preds = %5, %4, %1
  %7 = phi i32 [ 30, %5 ], [ 20, %4 ], [ 10, %1 ]
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @vec(i32 noundef signext %0) local_unnamed_addr #9 {
  %2 = mul i32 %0, 11
  %3 = add i32 %2, 163
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @sw(i32 noundef signext %0) local_unnamed_addr #9 {
  switch i32 %0, label %6 [
    i32 1, label %7
    i32 2, label %2
    i32 3, label %3
    i32 5, label %4
    i32 100, label %5
  ]

2:                                                ; preds = %1
  br label %7

3:                                                ; preds = %1
  br label %7

4:                                                ; preds = %1
  br label %7

5:                                                ; preds = %1
  br label %7

6:                                                ; preds = %1
  br label %7

7:                                                ; preds = %6, %5, %4, %3, %2, %1
  %8 = phi i32 [ -1, %6 ], [ 17, %5 ], [ 13, %4 ], [ 11, %3 ], [ 7, %2 ], [ 5, %1 ]
  ret i32 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local signext i16 @sext16(i16 noundef signext %0) local_unnamed_addr #9 {
  %2 = shl i16 %0, 1
  ret i16 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local zeroext i8 @zext8(i8 noundef zeroext %0) local_unnamed_addr #9 {
  %2 = add i8 %0, 1
  ret i8 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i32 @narrow(i32 noundef signext %0) local_unnamed_addr #9 {
  %2 = trunc i32 %0 to i16
  %3 = shl i16 %2, 1
  %4 = sext i16 %3 to i32
  %5 = add i32 %0, 1
  %6 = and i32 %5, 255
  %7 = add nsw i32 %6, %4
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @add(i32 noundef signext %0, i32 noundef signext %1) #9 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @sub(i32 noundef signext %0, i32 noundef signext %1) #9 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @mul(i32 noundef signext %0, i32 noundef signext %1) #9 {
  %3 = mul nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #8

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #10

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #10

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #11

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0.p0.i32(ptr nocapture writeonly, ptr nocapture readonly, i32, i1 immarg) #12

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #1 = { nofree norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #2 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #3 = { nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #5 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #7 = { nofree norecurse nosync nounwind writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }
attributes #10 = { argmemonly nofree nosync nounwind willreturn }
attributes #11 = { argmemonly nofree nounwind willreturn writeonly }
attributes #12 = { argmemonly nofree nounwind willreturn }
attributes #13 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 1}
!2 = !{i32 7, !"PIE Level", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"any pointer", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!6, !6, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = !{!15, !16, i64 0}
!15 = !{!"point", !16, i64 0, !16, i64 4}
!16 = !{!"int", !6, i64 0}
!17 = !{!15, !16, i64 4}
!18 = !{!16, !16, i64 0}
!19 = !{!20, !6, i64 24}
!20 = !{!"big", !6, i64 0, !6, i64 24}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = !{i32 0, i32 33}
!24 = !{i32 0, i32 32}

; Expected values from the same C compiled for the host and run by lli-14.
; run: @apply(0, 5, 3) == 8
; run: @apply(1, 5, 3) == 2
; run: @apply(2, 5, 3) == 15
; run: @name_len(1) == 3
; run: @call_sum() == 2097162
; run: @use_points(-3, 4) == 7
; run: @use_big(7) == 157
; run: @vla(5) == 30
; run: @vla(0) == 0
; run: @bits(0xF0) == 4244
; run: @bits(0) == 341
; run: @rot(0x80000001, 4) == 24
; run: @overflow(1, 2) == 3
; run: @overflow(0x7fffffff, 1) == -1
; run: @copy(10) == 107
; run: @copy(0) == 0
; run: @gotos(0) == 10
; run: @gotos(1) == 20
; run: @gotos(2) == 30
; run: @vec(5) == 218
; run: @sw(1) == 5
; run: @sw(3) == 11
; run: @sw(5) == 13
; run: @sw(100) == 17
; run: @sw(4) == -1
; run: @narrow(0x12345) == 18128
; run: @narrow(-1) == -2
