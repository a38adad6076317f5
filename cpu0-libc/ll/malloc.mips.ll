; ModuleID = 'c/malloc.c'
source_filename = "c/malloc.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

%struct.free_block = type { i32, %struct.free_block*, %struct.free_block* }

@ready = internal unnamed_addr global i1 false, align 4
@errno = external dso_local local_unnamed_addr global i32, align 4
@free_list = internal unnamed_addr global %struct.free_block* null, align 4
@__heap_start = external dso_local global [0 x i8], align 1
@brk_at = internal unnamed_addr global i8* null, align 4
@__heap_end = external dso_local global [0 x i8], align 1

; Function Attrs: nofree nosync nounwind
define dso_local i8* @malloc(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = load i1, i1* @ready, align 4
  br i1 %2, label %4, label %3

3:                                                ; preds = %1
  store i32 1, i32* inttoptr (i32 and (i32 add (i32 ptrtoint ([0 x i8]* @__heap_start to i32), i32 7), i32 -8) to i32*), align 8
  store i8* getelementptr inbounds (i8, i8* inttoptr (i32 and (i32 add (i32 ptrtoint ([0 x i8]* @__heap_start to i32), i32 7), i32 -8) to i8*), i32 4), i8** @brk_at, align 4
  store i32 1, i32* bitcast (i8* getelementptr inbounds (i8, i8* inttoptr (i32 and (i32 add (i32 ptrtoint ([0 x i8]* @__heap_start to i32), i32 7), i32 -8) to i8*), i32 4) to i32*), align 4
  store i1 true, i1* @ready, align 4
  br label %4

4:                                                ; preds = %3, %1
  %5 = icmp slt i32 %0, 0
  %6 = add i32 %0, 15
  %7 = and i32 %6, -8
  %8 = icmp ugt i32 %7, 16
  %9 = select i1 %8, i32 %7, i32 16
  %10 = select i1 %5, i32 0, i32 %9
  br i1 %5, label %14, label %11

11:                                               ; preds = %4
  %12 = load %struct.free_block*, %struct.free_block** @free_list, align 4
  %13 = icmp eq %struct.free_block* %12, null
  br i1 %13, label %71, label %15

14:                                               ; preds = %4
  store i32 12, i32* @errno, align 4
  br label %176

15:                                               ; preds = %11, %58
  %16 = phi %struct.free_block* [ %60, %58 ], [ %12, %11 ]
  %17 = getelementptr inbounds %struct.free_block, %struct.free_block* %16, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  %19 = icmp ult i32 %18, %10
  br i1 %19, label %58, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds %struct.free_block, %struct.free_block* %16, i32 0, i32 0
  %22 = getelementptr inbounds %struct.free_block, %struct.free_block* %16, i32 0, i32 2
  %23 = load %struct.free_block*, %struct.free_block** %22, align 4
  %24 = icmp eq %struct.free_block* %23, null
  %25 = getelementptr inbounds %struct.free_block, %struct.free_block* %16, i32 0, i32 1
  %26 = load %struct.free_block*, %struct.free_block** %25, align 4
  br i1 %24, label %30, label %27

27:                                               ; preds = %20
  %28 = getelementptr inbounds %struct.free_block, %struct.free_block* %23, i32 0, i32 1
  store %struct.free_block* %26, %struct.free_block** %28, align 4
  %29 = load %struct.free_block*, %struct.free_block** %25, align 4
  br label %31

30:                                               ; preds = %20
  store %struct.free_block* %26, %struct.free_block** @free_list, align 4
  br label %31

31:                                               ; preds = %30, %27
  %32 = phi %struct.free_block* [ %26, %30 ], [ %29, %27 ]
  %33 = icmp eq %struct.free_block* %32, null
  br i1 %33, label %37, label %34

34:                                               ; preds = %31
  %35 = load %struct.free_block*, %struct.free_block** %22, align 4
  %36 = getelementptr inbounds %struct.free_block, %struct.free_block* %32, i32 0, i32 2
  store %struct.free_block* %35, %struct.free_block** %36, align 4
  br label %37

37:                                               ; preds = %34, %31
  %38 = sub i32 %18, %10
  %39 = icmp ugt i32 %38, 15
  br i1 %39, label %40, label %62

40:                                               ; preds = %37
  %41 = bitcast %struct.free_block* %16 to i8*
  %42 = getelementptr inbounds i8, i8* %41, i32 %10
  %43 = bitcast i8* %42 to i32*
  store i32 %38, i32* %43, align 4
  %44 = and i32 %38, -2
  %45 = getelementptr inbounds i8, i8* %42, i32 %44
  %46 = getelementptr inbounds i8, i8* %45, i32 -4
  %47 = bitcast i8* %46 to i32*
  store i32 %38, i32* %47, align 4
  %48 = getelementptr inbounds i8, i8* %42, i32 8
  %49 = bitcast i8* %48 to %struct.free_block**
  store %struct.free_block* null, %struct.free_block** %49, align 4
  %50 = load %struct.free_block*, %struct.free_block** @free_list, align 4
  %51 = getelementptr inbounds i8, i8* %42, i32 4
  %52 = bitcast i8* %51 to %struct.free_block**
  store %struct.free_block* %50, %struct.free_block** %52, align 4
  %53 = icmp eq %struct.free_block* %50, null
  br i1 %53, label %57, label %54

54:                                               ; preds = %40
  %55 = getelementptr inbounds %struct.free_block, %struct.free_block* %50, i32 0, i32 2
  %56 = bitcast %struct.free_block** %55 to i8**
  store i8* %42, i8** %56, align 4
  br label %57

57:                                               ; preds = %54, %40
  store i8* %42, i8** bitcast (%struct.free_block** @free_list to i8**), align 4
  br label %62

58:                                               ; preds = %15
  %59 = getelementptr inbounds %struct.free_block, %struct.free_block* %16, i32 0, i32 1
  %60 = load %struct.free_block*, %struct.free_block** %59, align 4
  %61 = icmp eq %struct.free_block* %60, null
  br i1 %61, label %71, label %15, !llvm.loop !1

62:                                               ; preds = %37, %57
  %63 = phi i32 [ %10, %57 ], [ %18, %37 ]
  %64 = bitcast %struct.free_block* %16 to i8*
  %65 = or i32 %63, 1
  store i32 %65, i32* %21, align 4
  %66 = and i32 %63, -2
  %67 = getelementptr inbounds i8, i8* %64, i32 %66
  %68 = getelementptr inbounds i8, i8* %67, i32 -4
  %69 = bitcast i8* %68 to i32*
  store i32 %65, i32* %69, align 4
  %70 = bitcast %struct.free_block** %25 to i8*
  br label %176

71:                                               ; preds = %58, %11
  %72 = load i8*, i8** @brk_at, align 4
  %73 = getelementptr inbounds i8, i8* %72, i32 -4
  %74 = bitcast i8* %73 to i32*
  %75 = load i32, i32* %74, align 4
  %76 = and i32 %75, 1
  %77 = icmp eq i32 %76, 0
  %78 = select i1 %77, i32 %75, i32 0
  %79 = sub i32 %10, %78
  %80 = ptrtoint i8* %72 to i32
  %81 = add i32 %80, 4
  %82 = tail call i32 @llvm.usub.sat.i32(i32 ptrtoint ([0 x i8]* @__heap_end to i32), i32 %81) #5
  %83 = icmp ugt i32 %79, %82
  br i1 %83, label %175, label %84

84:                                               ; preds = %71
  %85 = icmp ult i32 %79, 262144
  %86 = icmp ugt i32 %82, 262143
  %87 = add i32 %78, 262144
  %88 = select i1 %85, i1 %86, i1 false
  %89 = select i1 %88, i32 %87, i32 %10
  %90 = icmp eq i32 %78, 0
  br i1 %90, label %111, label %91

91:                                               ; preds = %84
  %92 = sub i32 0, %78
  %93 = getelementptr inbounds i8, i8* %72, i32 %92
  %94 = getelementptr inbounds i8, i8* %93, i32 8
  %95 = bitcast i8* %94 to %struct.free_block**
  %96 = load %struct.free_block*, %struct.free_block** %95, align 4
  %97 = icmp eq %struct.free_block* %96, null
  %98 = getelementptr inbounds i8, i8* %93, i32 4
  %99 = bitcast i8* %98 to %struct.free_block**
  %100 = load %struct.free_block*, %struct.free_block** %99, align 4
  br i1 %97, label %104, label %101

101:                                              ; preds = %91
  %102 = getelementptr inbounds %struct.free_block, %struct.free_block* %96, i32 0, i32 1
  store %struct.free_block* %100, %struct.free_block** %102, align 4
  %103 = load %struct.free_block*, %struct.free_block** %99, align 4
  br label %105

104:                                              ; preds = %91
  store %struct.free_block* %100, %struct.free_block** @free_list, align 4
  br label %105

105:                                              ; preds = %104, %101
  %106 = phi %struct.free_block* [ %100, %104 ], [ %103, %101 ]
  %107 = icmp eq %struct.free_block* %106, null
  br i1 %107, label %111, label %108

108:                                              ; preds = %105
  %109 = load %struct.free_block*, %struct.free_block** %95, align 4
  %110 = getelementptr inbounds %struct.free_block, %struct.free_block* %106, i32 0, i32 2
  store %struct.free_block* %109, %struct.free_block** %110, align 4
  br label %111

111:                                              ; preds = %84, %108, %105
  %112 = phi i8* [ %93, %105 ], [ %93, %108 ], [ %72, %84 ]
  %113 = getelementptr inbounds i8, i8* %112, i32 %89
  store i8* %113, i8** @brk_at, align 4
  %114 = bitcast i8* %113 to i32*
  store i32 1, i32* %114, align 4
  %115 = bitcast i8* %112 to i32*
  store i32 %89, i32* %115, align 4
  %116 = and i32 %89, -2
  %117 = getelementptr inbounds i8, i8* %112, i32 %116
  %118 = getelementptr inbounds i8, i8* %117, i32 -4
  %119 = bitcast i8* %118 to i32*
  store i32 %89, i32* %119, align 4
  %120 = getelementptr inbounds i8, i8* %112, i32 8
  %121 = bitcast i8* %120 to %struct.free_block**
  store %struct.free_block* null, %struct.free_block** %121, align 4
  %122 = load %struct.free_block*, %struct.free_block** @free_list, align 4
  %123 = getelementptr inbounds i8, i8* %112, i32 4
  %124 = bitcast i8* %123 to %struct.free_block**
  store %struct.free_block* %122, %struct.free_block** %124, align 4
  %125 = icmp eq %struct.free_block* %122, null
  br i1 %125, label %126, label %128

126:                                              ; preds = %111
  store i8* %112, i8** bitcast (%struct.free_block** @free_list to i8**), align 4
  %127 = load i32, i32* %115, align 4
  br label %138

128:                                              ; preds = %111
  %129 = getelementptr inbounds %struct.free_block, %struct.free_block* %122, i32 0, i32 2
  %130 = bitcast %struct.free_block** %129 to i8**
  store i8* %112, i8** %130, align 4
  %131 = load %struct.free_block*, %struct.free_block** %121, align 4
  %132 = load %struct.free_block*, %struct.free_block** %124, align 4
  store i8* %112, i8** bitcast (%struct.free_block** @free_list to i8**), align 4
  %133 = load i32, i32* %115, align 4
  %134 = icmp eq %struct.free_block* %131, null
  br i1 %134, label %138, label %135

135:                                              ; preds = %128
  %136 = getelementptr inbounds %struct.free_block, %struct.free_block* %131, i32 0, i32 1
  store %struct.free_block* %132, %struct.free_block** %136, align 4
  %137 = load %struct.free_block*, %struct.free_block** %124, align 4
  br label %141

138:                                              ; preds = %126, %128
  %139 = phi i32 [ %127, %126 ], [ %133, %128 ]
  %140 = phi %struct.free_block* [ null, %126 ], [ %132, %128 ]
  store %struct.free_block* %140, %struct.free_block** @free_list, align 4
  br label %141

141:                                              ; preds = %138, %135
  %142 = phi i32 [ %139, %138 ], [ %133, %135 ]
  %143 = phi %struct.free_block* [ %140, %138 ], [ %137, %135 ]
  %144 = icmp eq %struct.free_block* %143, null
  br i1 %144, label %148, label %145

145:                                              ; preds = %141
  %146 = load %struct.free_block*, %struct.free_block** %121, align 4
  %147 = getelementptr inbounds %struct.free_block, %struct.free_block* %143, i32 0, i32 2
  store %struct.free_block* %146, %struct.free_block** %147, align 4
  br label %148

148:                                              ; preds = %145, %141
  %149 = sub i32 %142, %10
  %150 = icmp ugt i32 %149, 15
  br i1 %150, label %151, label %168

151:                                              ; preds = %148
  %152 = getelementptr inbounds i8, i8* %112, i32 %10
  %153 = bitcast i8* %152 to i32*
  store i32 %149, i32* %153, align 4
  %154 = and i32 %149, -2
  %155 = getelementptr inbounds i8, i8* %152, i32 %154
  %156 = getelementptr inbounds i8, i8* %155, i32 -4
  %157 = bitcast i8* %156 to i32*
  store i32 %149, i32* %157, align 4
  %158 = getelementptr inbounds i8, i8* %152, i32 8
  %159 = bitcast i8* %158 to %struct.free_block**
  store %struct.free_block* null, %struct.free_block** %159, align 4
  %160 = load %struct.free_block*, %struct.free_block** @free_list, align 4
  %161 = getelementptr inbounds i8, i8* %152, i32 4
  %162 = bitcast i8* %161 to %struct.free_block**
  store %struct.free_block* %160, %struct.free_block** %162, align 4
  %163 = icmp eq %struct.free_block* %160, null
  br i1 %163, label %167, label %164

164:                                              ; preds = %151
  %165 = getelementptr inbounds %struct.free_block, %struct.free_block* %160, i32 0, i32 2
  %166 = bitcast %struct.free_block** %165 to i8**
  store i8* %152, i8** %166, align 4
  br label %167

167:                                              ; preds = %164, %151
  store i8* %152, i8** bitcast (%struct.free_block** @free_list to i8**), align 4
  br label %168

168:                                              ; preds = %148, %167
  %169 = phi i32 [ %10, %167 ], [ %142, %148 ]
  %170 = or i32 %169, 1
  store i32 %170, i32* %115, align 4
  %171 = and i32 %169, -2
  %172 = getelementptr inbounds i8, i8* %112, i32 %171
  %173 = getelementptr inbounds i8, i8* %172, i32 -4
  %174 = bitcast i8* %173 to i32*
  store i32 %170, i32* %174, align 4
  br label %176

175:                                              ; preds = %71
  store i32 12, i32* @errno, align 4
  br label %176

176:                                              ; preds = %62, %168, %175, %14
  %177 = phi i8* [ null, %14 ], [ %70, %62 ], [ %123, %168 ], [ null, %175 ]
  ret i8* %177
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @free(i8* noundef %0) local_unnamed_addr #1 {
  %2 = icmp eq i8* %0, null
  br i1 %2, label %80, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, i8* %0, i32 -4
  %5 = bitcast i8* %4 to i32*
  %6 = load i32, i32* %5, align 4
  %7 = and i32 %6, -2
  %8 = getelementptr inbounds i8, i8* %0, i32 -8
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = and i32 %10, 1
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %35

13:                                               ; preds = %3
  %14 = sub i32 0, %10
  %15 = getelementptr inbounds i8, i8* %4, i32 %14
  %16 = getelementptr inbounds i8, i8* %15, i32 8
  %17 = bitcast i8* %16 to %struct.free_block**
  %18 = load %struct.free_block*, %struct.free_block** %17, align 4
  %19 = icmp eq %struct.free_block* %18, null
  %20 = getelementptr inbounds i8, i8* %15, i32 4
  %21 = bitcast i8* %20 to %struct.free_block**
  %22 = load %struct.free_block*, %struct.free_block** %21, align 4
  br i1 %19, label %26, label %23

23:                                               ; preds = %13
  %24 = getelementptr inbounds %struct.free_block, %struct.free_block* %18, i32 0, i32 1
  store %struct.free_block* %22, %struct.free_block** %24, align 4
  %25 = load %struct.free_block*, %struct.free_block** %21, align 4
  br label %27

26:                                               ; preds = %13
  store %struct.free_block* %22, %struct.free_block** @free_list, align 4
  br label %27

27:                                               ; preds = %26, %23
  %28 = phi %struct.free_block* [ %22, %26 ], [ %25, %23 ]
  %29 = icmp eq %struct.free_block* %28, null
  br i1 %29, label %33, label %30

30:                                               ; preds = %27
  %31 = load %struct.free_block*, %struct.free_block** %17, align 4
  %32 = getelementptr inbounds %struct.free_block, %struct.free_block* %28, i32 0, i32 2
  store %struct.free_block* %31, %struct.free_block** %32, align 4
  br label %33

33:                                               ; preds = %27, %30
  %34 = add i32 %7, %10
  br label %35

35:                                               ; preds = %33, %3
  %36 = phi i32 [ %7, %3 ], [ %34, %33 ]
  %37 = phi i8* [ %4, %3 ], [ %15, %33 ]
  %38 = getelementptr inbounds i8, i8* %37, i32 %36
  %39 = bitcast i8* %38 to i32*
  %40 = load i32, i32* %39, align 4
  %41 = and i32 %40, 1
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %43, label %63

43:                                               ; preds = %35
  %44 = getelementptr inbounds i8, i8* %38, i32 8
  %45 = bitcast i8* %44 to %struct.free_block**
  %46 = load %struct.free_block*, %struct.free_block** %45, align 4
  %47 = icmp eq %struct.free_block* %46, null
  %48 = getelementptr inbounds i8, i8* %38, i32 4
  %49 = bitcast i8* %48 to %struct.free_block**
  %50 = load %struct.free_block*, %struct.free_block** %49, align 4
  br i1 %47, label %54, label %51

51:                                               ; preds = %43
  %52 = getelementptr inbounds %struct.free_block, %struct.free_block* %46, i32 0, i32 1
  store %struct.free_block* %50, %struct.free_block** %52, align 4
  %53 = load %struct.free_block*, %struct.free_block** %49, align 4
  br label %55

54:                                               ; preds = %43
  store %struct.free_block* %50, %struct.free_block** @free_list, align 4
  br label %55

55:                                               ; preds = %54, %51
  %56 = phi %struct.free_block* [ %50, %54 ], [ %53, %51 ]
  %57 = icmp eq %struct.free_block* %56, null
  br i1 %57, label %61, label %58

58:                                               ; preds = %55
  %59 = load %struct.free_block*, %struct.free_block** %45, align 4
  %60 = getelementptr inbounds %struct.free_block, %struct.free_block* %56, i32 0, i32 2
  store %struct.free_block* %59, %struct.free_block** %60, align 4
  br label %61

61:                                               ; preds = %55, %58
  %62 = add i32 %40, %36
  br label %63

63:                                               ; preds = %61, %35
  %64 = phi i32 [ %36, %35 ], [ %62, %61 ]
  %65 = bitcast i8* %37 to i32*
  store i32 %64, i32* %65, align 4
  %66 = and i32 %64, -2
  %67 = getelementptr inbounds i8, i8* %37, i32 %66
  %68 = getelementptr inbounds i8, i8* %67, i32 -4
  %69 = bitcast i8* %68 to i32*
  store i32 %64, i32* %69, align 4
  %70 = getelementptr inbounds i8, i8* %37, i32 8
  %71 = bitcast i8* %70 to %struct.free_block**
  store %struct.free_block* null, %struct.free_block** %71, align 4
  %72 = load %struct.free_block*, %struct.free_block** @free_list, align 4
  %73 = getelementptr inbounds i8, i8* %37, i32 4
  %74 = bitcast i8* %73 to %struct.free_block**
  store %struct.free_block* %72, %struct.free_block** %74, align 4
  %75 = icmp eq %struct.free_block* %72, null
  br i1 %75, label %79, label %76

76:                                               ; preds = %63
  %77 = getelementptr inbounds %struct.free_block, %struct.free_block* %72, i32 0, i32 2
  %78 = bitcast %struct.free_block** %77 to i8**
  store i8* %37, i8** %78, align 4
  br label %79

79:                                               ; preds = %63, %76
  store i8* %37, i8** bitcast (%struct.free_block** @free_list to i8**), align 4
  br label %80

80:                                               ; preds = %1, %79
  ret void
}

; Function Attrs: nounwind
define dso_local i8* @calloc(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %8, label %4

4:                                                ; preds = %2
  %5 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %1, i32 %0)
  %6 = extractvalue { i32, i1 } %5, 1
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  store i32 12, i32* @errno, align 4
  br label %14

8:                                                ; preds = %4, %2
  %9 = mul i32 %1, %0
  %10 = tail call i8* @malloc(i32 noundef signext %9) #6
  %11 = icmp eq i8* %10, null
  br i1 %11, label %14, label %12

12:                                               ; preds = %8
  %13 = tail call i8* @memset(i8* noundef nonnull %10, i32 noundef signext 0, i32 noundef signext %9) #7
  br label %14

14:                                               ; preds = %12, %8, %7
  %15 = phi i8* [ null, %7 ], [ %13, %12 ], [ null, %8 ]
  ret i8* %15
}

declare dso_local i8* @memset(i8* noundef, i32 noundef signext, i32 noundef signext) local_unnamed_addr #3

; Function Attrs: nounwind
define dso_local i8* @realloc(i8* noundef %0, i32 noundef signext %1) local_unnamed_addr #2 {
  %3 = icmp eq i8* %0, null
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = tail call i8* @malloc(i32 noundef signext %1) #6
  br label %229

6:                                                ; preds = %2
  %7 = icmp eq i32 %1, 0
  %8 = getelementptr inbounds i8, i8* %0, i32 -4
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = and i32 %10, -2
  br i1 %7, label %12, label %85

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, i8* %0, i32 -8
  %14 = bitcast i8* %13 to i32*
  %15 = load i32, i32* %14, align 4
  %16 = and i32 %15, 1
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %40

18:                                               ; preds = %12
  %19 = sub i32 0, %15
  %20 = getelementptr inbounds i8, i8* %8, i32 %19
  %21 = getelementptr inbounds i8, i8* %20, i32 8
  %22 = bitcast i8* %21 to %struct.free_block**
  %23 = load %struct.free_block*, %struct.free_block** %22, align 4
  %24 = icmp eq %struct.free_block* %23, null
  %25 = getelementptr inbounds i8, i8* %20, i32 4
  %26 = bitcast i8* %25 to %struct.free_block**
  %27 = load %struct.free_block*, %struct.free_block** %26, align 4
  br i1 %24, label %31, label %28

28:                                               ; preds = %18
  %29 = getelementptr inbounds %struct.free_block, %struct.free_block* %23, i32 0, i32 1
  store %struct.free_block* %27, %struct.free_block** %29, align 4
  %30 = load %struct.free_block*, %struct.free_block** %26, align 4
  br label %32

31:                                               ; preds = %18
  store %struct.free_block* %27, %struct.free_block** @free_list, align 4
  br label %32

32:                                               ; preds = %31, %28
  %33 = phi %struct.free_block* [ %27, %31 ], [ %30, %28 ]
  %34 = icmp eq %struct.free_block* %33, null
  br i1 %34, label %38, label %35

35:                                               ; preds = %32
  %36 = load %struct.free_block*, %struct.free_block** %22, align 4
  %37 = getelementptr inbounds %struct.free_block, %struct.free_block* %33, i32 0, i32 2
  store %struct.free_block* %36, %struct.free_block** %37, align 4
  br label %38

38:                                               ; preds = %35, %32
  %39 = add i32 %11, %15
  br label %40

40:                                               ; preds = %38, %12
  %41 = phi i32 [ %11, %12 ], [ %39, %38 ]
  %42 = phi i8* [ %8, %12 ], [ %20, %38 ]
  %43 = getelementptr inbounds i8, i8* %42, i32 %41
  %44 = bitcast i8* %43 to i32*
  %45 = load i32, i32* %44, align 4
  %46 = and i32 %45, 1
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %68

48:                                               ; preds = %40
  %49 = getelementptr inbounds i8, i8* %43, i32 8
  %50 = bitcast i8* %49 to %struct.free_block**
  %51 = load %struct.free_block*, %struct.free_block** %50, align 4
  %52 = icmp eq %struct.free_block* %51, null
  %53 = getelementptr inbounds i8, i8* %43, i32 4
  %54 = bitcast i8* %53 to %struct.free_block**
  %55 = load %struct.free_block*, %struct.free_block** %54, align 4
  br i1 %52, label %59, label %56

56:                                               ; preds = %48
  %57 = getelementptr inbounds %struct.free_block, %struct.free_block* %51, i32 0, i32 1
  store %struct.free_block* %55, %struct.free_block** %57, align 4
  %58 = load %struct.free_block*, %struct.free_block** %54, align 4
  br label %60

59:                                               ; preds = %48
  store %struct.free_block* %55, %struct.free_block** @free_list, align 4
  br label %60

60:                                               ; preds = %59, %56
  %61 = phi %struct.free_block* [ %55, %59 ], [ %58, %56 ]
  %62 = icmp eq %struct.free_block* %61, null
  br i1 %62, label %66, label %63

63:                                               ; preds = %60
  %64 = load %struct.free_block*, %struct.free_block** %50, align 4
  %65 = getelementptr inbounds %struct.free_block, %struct.free_block* %61, i32 0, i32 2
  store %struct.free_block* %64, %struct.free_block** %65, align 4
  br label %66

66:                                               ; preds = %63, %60
  %67 = add i32 %45, %41
  br label %68

68:                                               ; preds = %66, %40
  %69 = phi i32 [ %41, %40 ], [ %67, %66 ]
  %70 = bitcast i8* %42 to i32*
  store i32 %69, i32* %70, align 4
  %71 = and i32 %69, -2
  %72 = getelementptr inbounds i8, i8* %42, i32 %71
  %73 = getelementptr inbounds i8, i8* %72, i32 -4
  %74 = bitcast i8* %73 to i32*
  store i32 %69, i32* %74, align 4
  %75 = getelementptr inbounds i8, i8* %42, i32 8
  %76 = bitcast i8* %75 to %struct.free_block**
  store %struct.free_block* null, %struct.free_block** %76, align 4
  %77 = load %struct.free_block*, %struct.free_block** @free_list, align 4
  %78 = getelementptr inbounds i8, i8* %42, i32 4
  %79 = bitcast i8* %78 to %struct.free_block**
  store %struct.free_block* %77, %struct.free_block** %79, align 4
  %80 = icmp eq %struct.free_block* %77, null
  br i1 %80, label %84, label %81

81:                                               ; preds = %68
  %82 = getelementptr inbounds %struct.free_block, %struct.free_block* %77, i32 0, i32 2
  %83 = bitcast %struct.free_block** %82 to i8**
  store i8* %42, i8** %83, align 4
  br label %84

84:                                               ; preds = %68, %81
  store i8* %42, i8** bitcast (%struct.free_block** @free_list to i8**), align 4
  br label %229

85:                                               ; preds = %6
  %86 = icmp slt i32 %1, 0
  %87 = add i32 %1, 15
  %88 = and i32 %87, -8
  %89 = icmp ugt i32 %88, 16
  %90 = select i1 %89, i32 %88, i32 16
  %91 = select i1 %86, i32 0, i32 %90
  br i1 %86, label %92, label %93

92:                                               ; preds = %85
  store i32 12, i32* @errno, align 4
  br label %229

93:                                               ; preds = %85
  %94 = icmp ugt i32 %91, %11
  br i1 %94, label %95, label %229

95:                                               ; preds = %93
  %96 = getelementptr inbounds i8, i8* %8, i32 %11
  %97 = bitcast i8* %96 to i32*
  %98 = load i32, i32* %97, align 4
  %99 = and i32 %98, 1
  %100 = icmp eq i32 %99, 0
  br i1 %100, label %101, label %149

101:                                              ; preds = %95
  %102 = add i32 %98, %11
  %103 = icmp ult i32 %102, %91
  br i1 %103, label %149, label %104

104:                                              ; preds = %101
  %105 = getelementptr inbounds i8, i8* %96, i32 8
  %106 = bitcast i8* %105 to %struct.free_block**
  %107 = load %struct.free_block*, %struct.free_block** %106, align 4
  %108 = icmp eq %struct.free_block* %107, null
  %109 = getelementptr inbounds i8, i8* %96, i32 4
  %110 = bitcast i8* %109 to %struct.free_block**
  %111 = load %struct.free_block*, %struct.free_block** %110, align 4
  br i1 %108, label %115, label %112

112:                                              ; preds = %104
  %113 = getelementptr inbounds %struct.free_block, %struct.free_block* %107, i32 0, i32 1
  store %struct.free_block* %111, %struct.free_block** %113, align 4
  %114 = load %struct.free_block*, %struct.free_block** %110, align 4
  br label %116

115:                                              ; preds = %104
  store %struct.free_block* %111, %struct.free_block** @free_list, align 4
  br label %116

116:                                              ; preds = %115, %112
  %117 = phi %struct.free_block* [ %111, %115 ], [ %114, %112 ]
  %118 = icmp eq %struct.free_block* %117, null
  br i1 %118, label %122, label %119

119:                                              ; preds = %116
  %120 = load %struct.free_block*, %struct.free_block** %106, align 4
  %121 = getelementptr inbounds %struct.free_block, %struct.free_block* %117, i32 0, i32 2
  store %struct.free_block* %120, %struct.free_block** %121, align 4
  br label %122

122:                                              ; preds = %116, %119
  %123 = sub i32 %102, %91
  %124 = icmp ugt i32 %123, 15
  br i1 %124, label %125, label %142

125:                                              ; preds = %122
  %126 = getelementptr inbounds i8, i8* %8, i32 %91
  %127 = bitcast i8* %126 to i32*
  store i32 %123, i32* %127, align 4
  %128 = and i32 %123, -2
  %129 = getelementptr inbounds i8, i8* %126, i32 %128
  %130 = getelementptr inbounds i8, i8* %129, i32 -4
  %131 = bitcast i8* %130 to i32*
  store i32 %123, i32* %131, align 4
  %132 = getelementptr inbounds i8, i8* %126, i32 8
  %133 = bitcast i8* %132 to %struct.free_block**
  store %struct.free_block* null, %struct.free_block** %133, align 4
  %134 = load %struct.free_block*, %struct.free_block** @free_list, align 4
  %135 = getelementptr inbounds i8, i8* %126, i32 4
  %136 = bitcast i8* %135 to %struct.free_block**
  store %struct.free_block* %134, %struct.free_block** %136, align 4
  %137 = icmp eq %struct.free_block* %134, null
  br i1 %137, label %141, label %138

138:                                              ; preds = %125
  %139 = getelementptr inbounds %struct.free_block, %struct.free_block* %134, i32 0, i32 2
  %140 = bitcast %struct.free_block** %139 to i8**
  store i8* %126, i8** %140, align 4
  br label %141

141:                                              ; preds = %125, %138
  store i8* %126, i8** bitcast (%struct.free_block** @free_list to i8**), align 4
  br label %142

142:                                              ; preds = %141, %122
  %143 = phi i32 [ %90, %141 ], [ %102, %122 ]
  %144 = or i32 %143, 1
  store i32 %144, i32* %9, align 4
  %145 = and i32 %143, -2
  %146 = getelementptr inbounds i8, i8* %8, i32 %145
  %147 = getelementptr inbounds i8, i8* %146, i32 -4
  %148 = bitcast i8* %147 to i32*
  store i32 %144, i32* %148, align 4
  br label %229

149:                                              ; preds = %101, %95
  %150 = tail call i8* @malloc(i32 noundef signext %1) #6
  %151 = icmp eq i8* %150, null
  br i1 %151, label %229, label %152

152:                                              ; preds = %149
  %153 = add i32 %11, -8
  %154 = tail call i8* @memcpy(i8* noundef nonnull %150, i8* noundef nonnull %0, i32 noundef signext %153) #7
  %155 = load i32, i32* %9, align 4
  %156 = and i32 %155, -2
  %157 = getelementptr inbounds i8, i8* %0, i32 -8
  %158 = bitcast i8* %157 to i32*
  %159 = load i32, i32* %158, align 4
  %160 = and i32 %159, 1
  %161 = icmp eq i32 %160, 0
  br i1 %161, label %162, label %184

162:                                              ; preds = %152
  %163 = sub i32 0, %159
  %164 = getelementptr inbounds i8, i8* %8, i32 %163
  %165 = getelementptr inbounds i8, i8* %164, i32 8
  %166 = bitcast i8* %165 to %struct.free_block**
  %167 = load %struct.free_block*, %struct.free_block** %166, align 4
  %168 = icmp eq %struct.free_block* %167, null
  %169 = getelementptr inbounds i8, i8* %164, i32 4
  %170 = bitcast i8* %169 to %struct.free_block**
  %171 = load %struct.free_block*, %struct.free_block** %170, align 4
  br i1 %168, label %175, label %172

172:                                              ; preds = %162
  %173 = getelementptr inbounds %struct.free_block, %struct.free_block* %167, i32 0, i32 1
  store %struct.free_block* %171, %struct.free_block** %173, align 4
  %174 = load %struct.free_block*, %struct.free_block** %170, align 4
  br label %176

175:                                              ; preds = %162
  store %struct.free_block* %171, %struct.free_block** @free_list, align 4
  br label %176

176:                                              ; preds = %175, %172
  %177 = phi %struct.free_block* [ %171, %175 ], [ %174, %172 ]
  %178 = icmp eq %struct.free_block* %177, null
  br i1 %178, label %182, label %179

179:                                              ; preds = %176
  %180 = load %struct.free_block*, %struct.free_block** %166, align 4
  %181 = getelementptr inbounds %struct.free_block, %struct.free_block* %177, i32 0, i32 2
  store %struct.free_block* %180, %struct.free_block** %181, align 4
  br label %182

182:                                              ; preds = %179, %176
  %183 = add i32 %156, %159
  br label %184

184:                                              ; preds = %182, %152
  %185 = phi i32 [ %156, %152 ], [ %183, %182 ]
  %186 = phi i8* [ %8, %152 ], [ %164, %182 ]
  %187 = getelementptr inbounds i8, i8* %186, i32 %185
  %188 = bitcast i8* %187 to i32*
  %189 = load i32, i32* %188, align 4
  %190 = and i32 %189, 1
  %191 = icmp eq i32 %190, 0
  br i1 %191, label %192, label %212

192:                                              ; preds = %184
  %193 = getelementptr inbounds i8, i8* %187, i32 8
  %194 = bitcast i8* %193 to %struct.free_block**
  %195 = load %struct.free_block*, %struct.free_block** %194, align 4
  %196 = icmp eq %struct.free_block* %195, null
  %197 = getelementptr inbounds i8, i8* %187, i32 4
  %198 = bitcast i8* %197 to %struct.free_block**
  %199 = load %struct.free_block*, %struct.free_block** %198, align 4
  br i1 %196, label %203, label %200

200:                                              ; preds = %192
  %201 = getelementptr inbounds %struct.free_block, %struct.free_block* %195, i32 0, i32 1
  store %struct.free_block* %199, %struct.free_block** %201, align 4
  %202 = load %struct.free_block*, %struct.free_block** %198, align 4
  br label %204

203:                                              ; preds = %192
  store %struct.free_block* %199, %struct.free_block** @free_list, align 4
  br label %204

204:                                              ; preds = %203, %200
  %205 = phi %struct.free_block* [ %199, %203 ], [ %202, %200 ]
  %206 = icmp eq %struct.free_block* %205, null
  br i1 %206, label %210, label %207

207:                                              ; preds = %204
  %208 = load %struct.free_block*, %struct.free_block** %194, align 4
  %209 = getelementptr inbounds %struct.free_block, %struct.free_block* %205, i32 0, i32 2
  store %struct.free_block* %208, %struct.free_block** %209, align 4
  br label %210

210:                                              ; preds = %207, %204
  %211 = add i32 %189, %185
  br label %212

212:                                              ; preds = %210, %184
  %213 = phi i32 [ %185, %184 ], [ %211, %210 ]
  %214 = bitcast i8* %186 to i32*
  store i32 %213, i32* %214, align 4
  %215 = and i32 %213, -2
  %216 = getelementptr inbounds i8, i8* %186, i32 %215
  %217 = getelementptr inbounds i8, i8* %216, i32 -4
  %218 = bitcast i8* %217 to i32*
  store i32 %213, i32* %218, align 4
  %219 = getelementptr inbounds i8, i8* %186, i32 8
  %220 = bitcast i8* %219 to %struct.free_block**
  store %struct.free_block* null, %struct.free_block** %220, align 4
  %221 = load %struct.free_block*, %struct.free_block** @free_list, align 4
  %222 = getelementptr inbounds i8, i8* %186, i32 4
  %223 = bitcast i8* %222 to %struct.free_block**
  store %struct.free_block* %221, %struct.free_block** %223, align 4
  %224 = icmp eq %struct.free_block* %221, null
  br i1 %224, label %228, label %225

225:                                              ; preds = %212
  %226 = getelementptr inbounds %struct.free_block, %struct.free_block* %221, i32 0, i32 2
  %227 = bitcast %struct.free_block** %226 to i8**
  store i8* %186, i8** %227, align 4
  br label %228

228:                                              ; preds = %212, %225
  store i8* %186, i8** bitcast (%struct.free_block** @free_list to i8**), align 4
  br label %229

229:                                              ; preds = %92, %93, %149, %228, %142, %84, %4
  %230 = phi i8* [ %5, %4 ], [ null, %84 ], [ null, %92 ], [ %0, %93 ], [ %0, %142 ], [ %150, %228 ], [ null, %149 ]
  ret i8* %230
}

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef signext) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind
define dso_local i8* @aligned_alloc(i32 noundef signext %0, i32 noundef signext %1) local_unnamed_addr #0 {
  %3 = icmp ult i32 %0, 9
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = tail call i8* @malloc(i32 noundef signext %1) #6
  br label %117

6:                                                ; preds = %2
  %7 = tail call i32 @llvm.ctpop.i32(i32 %0), !range !3
  %8 = icmp ugt i32 %7, 1
  %9 = or i32 %1, %0
  %10 = icmp ugt i32 %9, 1073741823
  %11 = or i1 %8, %10
  br i1 %11, label %12, label %13

12:                                               ; preds = %6
  store i32 22, i32* @errno, align 4
  br label %117

13:                                               ; preds = %6
  %14 = add nuw nsw i32 %0, 16
  %15 = add nuw i32 %14, %1
  %16 = tail call i8* @malloc(i32 noundef signext %15) #6
  %17 = icmp eq i8* %16, null
  br i1 %17, label %117, label %18

18:                                               ; preds = %13
  %19 = ptrtoint i8* %16 to i32
  %20 = add nuw nsw i32 %0, 15
  %21 = add i32 %20, %19
  %22 = sub nsw i32 0, %0
  %23 = and i32 %21, %22
  %24 = getelementptr inbounds i8, i8* %16, i32 -4
  %25 = bitcast i8* %24 to i32*
  %26 = load i32, i32* %25, align 4
  %27 = and i32 %26, -2
  %28 = sub i32 %23, %19
  %29 = or i32 %28, 1
  store i32 %29, i32* %25, align 4
  %30 = and i32 %28, -2
  %31 = getelementptr inbounds i8, i8* %24, i32 %30
  %32 = getelementptr inbounds i8, i8* %31, i32 -4
  %33 = bitcast i8* %32 to i32*
  store i32 %29, i32* %33, align 4
  %34 = inttoptr i32 %23 to i8*
  %35 = getelementptr inbounds i8, i8* %34, i32 -4
  %36 = sub i32 %27, %28
  %37 = or i32 %36, 1
  %38 = bitcast i8* %35 to i32*
  store i32 %37, i32* %38, align 4
  %39 = and i32 %36, -2
  %40 = getelementptr inbounds i8, i8* %35, i32 %39
  %41 = getelementptr inbounds i8, i8* %40, i32 -4
  %42 = bitcast i8* %41 to i32*
  store i32 %37, i32* %42, align 4
  %43 = load i32, i32* %25, align 4
  %44 = and i32 %43, -2
  %45 = getelementptr inbounds i8, i8* %16, i32 -8
  %46 = bitcast i8* %45 to i32*
  %47 = load i32, i32* %46, align 4
  %48 = and i32 %47, 1
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %50, label %72

50:                                               ; preds = %18
  %51 = sub i32 0, %47
  %52 = getelementptr inbounds i8, i8* %24, i32 %51
  %53 = getelementptr inbounds i8, i8* %52, i32 8
  %54 = bitcast i8* %53 to %struct.free_block**
  %55 = load %struct.free_block*, %struct.free_block** %54, align 4
  %56 = icmp eq %struct.free_block* %55, null
  %57 = getelementptr inbounds i8, i8* %52, i32 4
  %58 = bitcast i8* %57 to %struct.free_block**
  %59 = load %struct.free_block*, %struct.free_block** %58, align 4
  br i1 %56, label %63, label %60

60:                                               ; preds = %50
  %61 = getelementptr inbounds %struct.free_block, %struct.free_block* %55, i32 0, i32 1
  store %struct.free_block* %59, %struct.free_block** %61, align 4
  %62 = load %struct.free_block*, %struct.free_block** %58, align 4
  br label %64

63:                                               ; preds = %50
  store %struct.free_block* %59, %struct.free_block** @free_list, align 4
  br label %64

64:                                               ; preds = %63, %60
  %65 = phi %struct.free_block* [ %59, %63 ], [ %62, %60 ]
  %66 = icmp eq %struct.free_block* %65, null
  br i1 %66, label %70, label %67

67:                                               ; preds = %64
  %68 = load %struct.free_block*, %struct.free_block** %54, align 4
  %69 = getelementptr inbounds %struct.free_block, %struct.free_block* %65, i32 0, i32 2
  store %struct.free_block* %68, %struct.free_block** %69, align 4
  br label %70

70:                                               ; preds = %67, %64
  %71 = add i32 %44, %47
  br label %72

72:                                               ; preds = %70, %18
  %73 = phi i32 [ %44, %18 ], [ %71, %70 ]
  %74 = phi i8* [ %24, %18 ], [ %52, %70 ]
  %75 = getelementptr inbounds i8, i8* %74, i32 %73
  %76 = bitcast i8* %75 to i32*
  %77 = load i32, i32* %76, align 4
  %78 = and i32 %77, 1
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %80, label %100

80:                                               ; preds = %72
  %81 = getelementptr inbounds i8, i8* %75, i32 8
  %82 = bitcast i8* %81 to %struct.free_block**
  %83 = load %struct.free_block*, %struct.free_block** %82, align 4
  %84 = icmp eq %struct.free_block* %83, null
  %85 = getelementptr inbounds i8, i8* %75, i32 4
  %86 = bitcast i8* %85 to %struct.free_block**
  %87 = load %struct.free_block*, %struct.free_block** %86, align 4
  br i1 %84, label %91, label %88

88:                                               ; preds = %80
  %89 = getelementptr inbounds %struct.free_block, %struct.free_block* %83, i32 0, i32 1
  store %struct.free_block* %87, %struct.free_block** %89, align 4
  %90 = load %struct.free_block*, %struct.free_block** %86, align 4
  br label %92

91:                                               ; preds = %80
  store %struct.free_block* %87, %struct.free_block** @free_list, align 4
  br label %92

92:                                               ; preds = %91, %88
  %93 = phi %struct.free_block* [ %87, %91 ], [ %90, %88 ]
  %94 = icmp eq %struct.free_block* %93, null
  br i1 %94, label %98, label %95

95:                                               ; preds = %92
  %96 = load %struct.free_block*, %struct.free_block** %82, align 4
  %97 = getelementptr inbounds %struct.free_block, %struct.free_block* %93, i32 0, i32 2
  store %struct.free_block* %96, %struct.free_block** %97, align 4
  br label %98

98:                                               ; preds = %95, %92
  %99 = add i32 %77, %73
  br label %100

100:                                              ; preds = %98, %72
  %101 = phi i32 [ %73, %72 ], [ %99, %98 ]
  %102 = bitcast i8* %74 to i32*
  store i32 %101, i32* %102, align 4
  %103 = and i32 %101, -2
  %104 = getelementptr inbounds i8, i8* %74, i32 %103
  %105 = getelementptr inbounds i8, i8* %104, i32 -4
  %106 = bitcast i8* %105 to i32*
  store i32 %101, i32* %106, align 4
  %107 = getelementptr inbounds i8, i8* %74, i32 8
  %108 = bitcast i8* %107 to %struct.free_block**
  store %struct.free_block* null, %struct.free_block** %108, align 4
  %109 = load %struct.free_block*, %struct.free_block** @free_list, align 4
  %110 = getelementptr inbounds i8, i8* %74, i32 4
  %111 = bitcast i8* %110 to %struct.free_block**
  store %struct.free_block* %109, %struct.free_block** %111, align 4
  %112 = icmp eq %struct.free_block* %109, null
  br i1 %112, label %116, label %113

113:                                              ; preds = %100
  %114 = getelementptr inbounds %struct.free_block, %struct.free_block* %109, i32 0, i32 2
  %115 = bitcast %struct.free_block** %114 to i8**
  store i8* %74, i8** %115, align 4
  br label %116

116:                                              ; preds = %100, %113
  store i8* %74, i8** bitcast (%struct.free_block** @free_list to i8**), align 4
  br label %117

117:                                              ; preds = %116, %13, %12, %4
  %118 = phi i8* [ %5, %4 ], [ null, %12 ], [ %34, %116 ], [ null, %13 ]
  ret i8* %118
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.usub.sat.i32(i32, i32) #4

attributes #0 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }
attributes #6 = { nobuiltin "no-builtins" }
attributes #7 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.mustprogress"}
!3 = !{i32 0, i32 33}
