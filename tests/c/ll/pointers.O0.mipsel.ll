; ModuleID = 'pointers.c'
source_filename = "pointers.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.triple = type { i32, i32, i32 }
%struct.node = type { i32, %struct.node* }

@main.values = internal constant [10 x i32] [i32 42, i32 7, i32 19, i32 -3, i32 88, i32 7, i32 0, i32 61, i32 25, i32 -10], align 4
@.str = private unnamed_addr constant [4 x i8] c"max\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"index of max\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"distance\00", align 1
@__const.main.buf = private unnamed_addr constant [19 x i8] c"pointer arithmetic\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"kept\00", align 1
@__const.main.t = private unnamed_addr constant %struct.triple { i32 1, i32 2, i32 3 }, align 4
@.str.4 = private unnamed_addr constant [9 x i8] c"triple: \00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"t.a\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"mat[2][3]\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"column 4\00", align 1
@pool_used = internal global i32 0, align 4
@pool = internal global [32 x %struct.node] zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.node*, align 4
  %3 = alloca i32, align 4
  %4 = alloca [12 x i32], align 4
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i32*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32*, align 4
  %10 = alloca [19 x i8], align 1
  %11 = alloca i8*, align 4
  %12 = alloca i8*, align 4
  %13 = alloca %struct.triple, align 4
  %14 = alloca [3 x i32*], align 4
  %15 = alloca i32, align 4
  %16 = alloca i32**, align 4
  %17 = alloca [3 x [5 x i32]], align 4
  %18 = alloca i32*, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca [5 x i32]*, align 4
  store i32 0, i32* %1, align 4
  store %struct.node* null, %struct.node** %2, align 4
  store i32 0, i32* %3, align 4
  br label %22

22:                                               ; preds = %29, %0
  %23 = load i32, i32* %3, align 4
  %24 = icmp ult i32 %23, 10
  br i1 %24, label %25, label %32

25:                                               ; preds = %22
  %26 = load i32, i32* %3, align 4
  %27 = getelementptr inbounds [10 x i32], [10 x i32]* @main.values, i32 0, i32 %26
  %28 = load i32, i32* %27, align 4
  call void @insert_sorted(%struct.node** noundef %2, i32 noundef signext %28)
  br label %29

29:                                               ; preds = %25
  %30 = load i32, i32* %3, align 4
  %31 = add i32 %30, 1
  store i32 %31, i32* %3, align 4
  br label %22, !llvm.loop !2

32:                                               ; preds = %22
  %33 = load %struct.node*, %struct.node** %2, align 4
  call void @print_list(%struct.node* noundef %33)
  %34 = load %struct.node*, %struct.node** %2, align 4
  %35 = call %struct.node* @reverse(%struct.node* noundef %34)
  store %struct.node* %35, %struct.node** %2, align 4
  %36 = load %struct.node*, %struct.node** %2, align 4
  call void @print_list(%struct.node* noundef %36)
  call void @remove_if_even(%struct.node** noundef %2)
  %37 = load %struct.node*, %struct.node** %2, align 4
  call void @print_list(%struct.node* noundef %37)
  store i32 0, i32* %5, align 4
  br label %38

38:                                               ; preds = %47, %32
  %39 = load i32, i32* %5, align 4
  %40 = icmp slt i32 %39, 12
  br i1 %40, label %41, label %50

41:                                               ; preds = %38
  %42 = load i32, i32* %5, align 4
  %43 = mul nsw i32 %42, 37
  %44 = srem i32 %43, 23
  %45 = load i32, i32* %5, align 4
  %46 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i32 0, i32 %45
  store i32 %44, i32* %46, align 4
  br label %47

47:                                               ; preds = %41
  %48 = load i32, i32* %5, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, i32* %5, align 4
  br label %38, !llvm.loop !4

50:                                               ; preds = %38
  %51 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i32 0, i32 0
  store i32* %51, i32** %6, align 4
  %52 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i32 0, i32 0
  %53 = getelementptr inbounds i32, i32* %52, i32 11
  store i32* %53, i32** %7, align 4
  br label %54

54:                                               ; preds = %58, %50
  %55 = load i32*, i32** %6, align 4
  %56 = load i32*, i32** %7, align 4
  %57 = icmp ult i32* %55, %56
  br i1 %57, label %58, label %63

58:                                               ; preds = %54
  %59 = load i32*, i32** %6, align 4
  %60 = getelementptr inbounds i32, i32* %59, i32 1
  store i32* %60, i32** %6, align 4
  %61 = load i32*, i32** %7, align 4
  %62 = getelementptr inbounds i32, i32* %61, i32 -1
  store i32* %62, i32** %7, align 4
  call void @swap(i32* noundef %59, i32* noundef %61)
  br label %54, !llvm.loop !5

63:                                               ; preds = %54
  store i32 0, i32* %8, align 4
  br label %64

64:                                               ; preds = %76, %63
  %65 = load i32, i32* %8, align 4
  %66 = icmp slt i32 %65, 12
  br i1 %66, label %67, label %79

67:                                               ; preds = %64
  %68 = load i32, i32* %8, align 4
  %69 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i32 0, i32 %68
  %70 = load i32, i32* %69, align 4
  call void @print_int(i32 noundef signext %70)
  %71 = load i32, i32* %8, align 4
  %72 = icmp slt i32 %71, 11
  %73 = zext i1 %72 to i64
  %74 = select i1 %72, i32 32, i32 10
  %75 = trunc i32 %74 to i8
  store volatile i8 %75, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %76

76:                                               ; preds = %67
  %77 = load i32, i32* %8, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, i32* %8, align 4
  br label %64, !llvm.loop !6

79:                                               ; preds = %64
  %80 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i32 0, i32 0
  %81 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i32 0, i32 0
  %82 = getelementptr inbounds i32, i32* %81, i32 12
  %83 = call i32* @find_max(i32* noundef %80, i32* noundef %82)
  store i32* %83, i32** %9, align 4
  %84 = load i32*, i32** %9, align 4
  %85 = load i32, i32* %84, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i32 noundef signext %85)
  %86 = load i32*, i32** %9, align 4
  %87 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i32 0, i32 0
  %88 = ptrtoint i32* %86 to i32
  %89 = ptrtoint i32* %87 to i32
  %90 = sub i32 %88, %89
  %91 = sdiv exact i32 %90, 4
  call void @print_kv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext %91)
  %92 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i32 0, i32 9
  %93 = getelementptr inbounds [12 x i32], [12 x i32]* %4, i32 0, i32 2
  %94 = ptrtoint i32* %92 to i32
  %95 = ptrtoint i32* %93 to i32
  %96 = sub i32 %94, %95
  %97 = sdiv exact i32 %96, 4
  call void @print_kv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i32 0, i32 0), i32 noundef signext %97)
  %98 = bitcast [19 x i8]* %10 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %98, i8* align 1 getelementptr inbounds ([19 x i8], [19 x i8]* @__const.main.buf, i32 0, i32 0), i32 19, i1 false)
  %99 = getelementptr inbounds [19 x i8], [19 x i8]* %10, i32 0, i32 0
  store i8* %99, i8** %11, align 4
  %100 = getelementptr inbounds [19 x i8], [19 x i8]* %10, i32 0, i32 0
  store i8* %100, i8** %12, align 4
  br label %101

101:                                              ; preds = %121, %79
  %102 = load i8*, i8** %12, align 4
  %103 = load i8, i8* %102, align 1
  %104 = icmp ne i8 %103, 0
  br i1 %104, label %105, label %124

105:                                              ; preds = %101
  %106 = load i8*, i8** %12, align 4
  %107 = load i8, i8* %106, align 1
  %108 = sext i8 %107 to i32
  %109 = icmp ne i32 %108, 105
  br i1 %109, label %110, label %120

110:                                              ; preds = %105
  %111 = load i8*, i8** %12, align 4
  %112 = load i8, i8* %111, align 1
  %113 = sext i8 %112 to i32
  %114 = icmp ne i32 %113, 101
  br i1 %114, label %115, label %120

115:                                              ; preds = %110
  %116 = load i8*, i8** %12, align 4
  %117 = load i8, i8* %116, align 1
  %118 = load i8*, i8** %11, align 4
  %119 = getelementptr inbounds i8, i8* %118, i32 1
  store i8* %119, i8** %11, align 4
  store i8 %117, i8* %118, align 1
  br label %120

120:                                              ; preds = %115, %110, %105
  br label %121

121:                                              ; preds = %120
  %122 = load i8*, i8** %12, align 4
  %123 = getelementptr inbounds i8, i8* %122, i32 1
  store i8* %123, i8** %12, align 4
  br label %101, !llvm.loop !7

124:                                              ; preds = %101
  %125 = load i8*, i8** %11, align 4
  store i8 0, i8* %125, align 1
  %126 = getelementptr inbounds [19 x i8], [19 x i8]* %10, i32 0, i32 0
  call void @print_str(i8* noundef %126)
  call void @print_nl()
  %127 = load i8*, i8** %11, align 4
  %128 = getelementptr inbounds [19 x i8], [19 x i8]* %10, i32 0, i32 0
  %129 = ptrtoint i8* %127 to i32
  %130 = ptrtoint i8* %128 to i32
  %131 = sub i32 %129, %130
  call void @print_kv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i32 noundef signext %131)
  %132 = bitcast %struct.triple* %13 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %132, i8* align 4 bitcast (%struct.triple* @__const.main.t to i8*), i32 12, i1 false)
  %133 = getelementptr inbounds [3 x i32*], [3 x i32*]* %14, i32 0, i32 0
  %134 = getelementptr inbounds %struct.triple, %struct.triple* %13, i32 0, i32 2
  store i32* %134, i32** %133, align 4
  %135 = getelementptr inbounds i32*, i32** %133, i32 1
  %136 = getelementptr inbounds %struct.triple, %struct.triple* %13, i32 0, i32 0
  store i32* %136, i32** %135, align 4
  %137 = getelementptr inbounds i32*, i32** %135, i32 1
  %138 = getelementptr inbounds %struct.triple, %struct.triple* %13, i32 0, i32 1
  store i32* %138, i32** %137, align 4
  store i32 0, i32* %15, align 4
  br label %139

139:                                              ; preds = %150, %124
  %140 = load i32, i32* %15, align 4
  %141 = icmp slt i32 %140, 3
  br i1 %141, label %142, label %153

142:                                              ; preds = %139
  %143 = load i32, i32* %15, align 4
  %144 = add nsw i32 10, %143
  %145 = load i32, i32* %15, align 4
  %146 = getelementptr inbounds [3 x i32*], [3 x i32*]* %14, i32 0, i32 %145
  %147 = load i32*, i32** %146, align 4
  %148 = load i32, i32* %147, align 4
  %149 = mul nsw i32 %148, %144
  store i32 %149, i32* %147, align 4
  br label %150

150:                                              ; preds = %142
  %151 = load i32, i32* %15, align 4
  %152 = add nsw i32 %151, 1
  store i32 %152, i32* %15, align 4
  br label %139, !llvm.loop !8

153:                                              ; preds = %139
  call void @print_str(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i32 0, i32 0))
  %154 = getelementptr inbounds %struct.triple, %struct.triple* %13, i32 0, i32 0
  %155 = load i32, i32* %154, align 4
  call void @print_int(i32 noundef signext %155)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %156 = getelementptr inbounds %struct.triple, %struct.triple* %13, i32 0, i32 1
  %157 = load i32, i32* %156, align 4
  call void @print_int(i32 noundef signext %157)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %158 = getelementptr inbounds %struct.triple, %struct.triple* %13, i32 0, i32 2
  %159 = load i32, i32* %158, align 4
  call void @print_int(i32 noundef signext %159)
  call void @print_nl()
  %160 = getelementptr inbounds [3 x i32*], [3 x i32*]* %14, i32 0, i32 1
  store i32** %160, i32*** %16, align 4
  %161 = load i32**, i32*** %16, align 4
  %162 = load i32*, i32** %161, align 4
  %163 = load i32, i32* %162, align 4
  %164 = add nsw i32 %163, 1000
  store i32 %164, i32* %162, align 4
  %165 = getelementptr inbounds %struct.triple, %struct.triple* %13, i32 0, i32 0
  %166 = load i32, i32* %165, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i32 noundef signext %166)
  %167 = getelementptr inbounds [3 x [5 x i32]], [3 x [5 x i32]]* %17, i32 0, i32 0
  %168 = getelementptr inbounds [5 x i32], [5 x i32]* %167, i32 0, i32 0
  store i32* %168, i32** %18, align 4
  store i32 0, i32* %19, align 4
  br label %169

169:                                              ; preds = %180, %153
  %170 = load i32, i32* %19, align 4
  %171 = icmp slt i32 %170, 15
  br i1 %171, label %172, label %183

172:                                              ; preds = %169
  %173 = load i32, i32* %19, align 4
  %174 = load i32, i32* %19, align 4
  %175 = mul nsw i32 %173, %174
  %176 = sub nsw i32 %175, 20
  %177 = load i32*, i32** %18, align 4
  %178 = load i32, i32* %19, align 4
  %179 = getelementptr inbounds i32, i32* %177, i32 %178
  store i32 %176, i32* %179, align 4
  br label %180

180:                                              ; preds = %172
  %181 = load i32, i32* %19, align 4
  %182 = add nsw i32 %181, 1
  store i32 %182, i32* %19, align 4
  br label %169, !llvm.loop !9

183:                                              ; preds = %169
  %184 = getelementptr inbounds [3 x [5 x i32]], [3 x [5 x i32]]* %17, i32 0, i32 2
  %185 = getelementptr inbounds [5 x i32], [5 x i32]* %184, i32 0, i32 3
  %186 = load i32, i32* %185, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i32 0, i32 0), i32 noundef signext %186)
  store i32 0, i32* %20, align 4
  %187 = getelementptr inbounds [3 x [5 x i32]], [3 x [5 x i32]]* %17, i32 0, i32 0
  store [5 x i32]* %187, [5 x i32]** %21, align 4
  br label %188

188:                                              ; preds = %199, %183
  %189 = load [5 x i32]*, [5 x i32]** %21, align 4
  %190 = getelementptr inbounds [3 x [5 x i32]], [3 x [5 x i32]]* %17, i32 0, i32 0
  %191 = getelementptr inbounds [5 x i32], [5 x i32]* %190, i32 3
  %192 = icmp ne [5 x i32]* %189, %191
  br i1 %192, label %193, label %202

193:                                              ; preds = %188
  %194 = load [5 x i32]*, [5 x i32]** %21, align 4
  %195 = getelementptr inbounds [5 x i32], [5 x i32]* %194, i32 0, i32 4
  %196 = load i32, i32* %195, align 4
  %197 = load i32, i32* %20, align 4
  %198 = add nsw i32 %197, %196
  store i32 %198, i32* %20, align 4
  br label %199

199:                                              ; preds = %193
  %200 = load [5 x i32]*, [5 x i32]** %21, align 4
  %201 = getelementptr inbounds [5 x i32], [5 x i32]* %200, i32 1
  store [5 x i32]* %201, [5 x i32]** %21, align 4
  br label %188, !llvm.loop !10

202:                                              ; preds = %188
  %203 = load i32, i32* %20, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i32 0, i32 0), i32 noundef signext %203)
  %204 = load i32, i32* @pool_used, align 4
  ret i32 %204
}

; Function Attrs: noinline nounwind optnone
define internal void @insert_sorted(%struct.node** noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca %struct.node**, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.node**, align 4
  %6 = alloca %struct.node*, align 4
  store %struct.node** %0, %struct.node*** %3, align 4
  store i32 %1, i32* %4, align 4
  %7 = load %struct.node**, %struct.node*** %3, align 4
  store %struct.node** %7, %struct.node*** %5, align 4
  br label %8

8:                                                ; preds = %21, %2
  %9 = load %struct.node**, %struct.node*** %5, align 4
  %10 = load %struct.node*, %struct.node** %9, align 4
  %11 = icmp ne %struct.node* %10, null
  br i1 %11, label %12, label %19

12:                                               ; preds = %8
  %13 = load %struct.node**, %struct.node*** %5, align 4
  %14 = load %struct.node*, %struct.node** %13, align 4
  %15 = getelementptr inbounds %struct.node, %struct.node* %14, i32 0, i32 0
  %16 = load i32, i32* %15, align 4
  %17 = load i32, i32* %4, align 4
  %18 = icmp slt i32 %16, %17
  br label %19

19:                                               ; preds = %12, %8
  %20 = phi i1 [ false, %8 ], [ %18, %12 ]
  br i1 %20, label %21, label %25

21:                                               ; preds = %19
  %22 = load %struct.node**, %struct.node*** %5, align 4
  %23 = load %struct.node*, %struct.node** %22, align 4
  %24 = getelementptr inbounds %struct.node, %struct.node* %23, i32 0, i32 1
  store %struct.node** %24, %struct.node*** %5, align 4
  br label %8, !llvm.loop !11

25:                                               ; preds = %19
  %26 = load i32, i32* %4, align 4
  %27 = call %struct.node* @alloc_node(i32 noundef signext %26)
  store %struct.node* %27, %struct.node** %6, align 4
  %28 = load %struct.node**, %struct.node*** %5, align 4
  %29 = load %struct.node*, %struct.node** %28, align 4
  %30 = load %struct.node*, %struct.node** %6, align 4
  %31 = getelementptr inbounds %struct.node, %struct.node* %30, i32 0, i32 1
  store %struct.node* %29, %struct.node** %31, align 4
  %32 = load %struct.node*, %struct.node** %6, align 4
  %33 = load %struct.node**, %struct.node*** %5, align 4
  store %struct.node* %32, %struct.node** %33, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_list(%struct.node* noundef %0) #0 {
  %2 = alloca %struct.node*, align 4
  store %struct.node* %0, %struct.node** %2, align 4
  br label %3

3:                                                ; preds = %17, %1
  %4 = load %struct.node*, %struct.node** %2, align 4
  %5 = icmp ne %struct.node* %4, null
  br i1 %5, label %6, label %21

6:                                                ; preds = %3
  %7 = load %struct.node*, %struct.node** %2, align 4
  %8 = getelementptr inbounds %struct.node, %struct.node* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  call void @print_int(i32 noundef signext %9)
  %10 = load %struct.node*, %struct.node** %2, align 4
  %11 = getelementptr inbounds %struct.node, %struct.node* %10, i32 0, i32 1
  %12 = load %struct.node*, %struct.node** %11, align 4
  %13 = icmp ne %struct.node* %12, null
  %14 = zext i1 %13 to i64
  %15 = select i1 %13, i32 32, i32 10
  %16 = trunc i32 %15 to i8
  store volatile i8 %16, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %17

17:                                               ; preds = %6
  %18 = load %struct.node*, %struct.node** %2, align 4
  %19 = getelementptr inbounds %struct.node, %struct.node* %18, i32 0, i32 1
  %20 = load %struct.node*, %struct.node** %19, align 4
  store %struct.node* %20, %struct.node** %2, align 4
  br label %3, !llvm.loop !12

21:                                               ; preds = %3
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal %struct.node* @reverse(%struct.node* noundef %0) #0 {
  %2 = alloca %struct.node*, align 4
  %3 = alloca %struct.node*, align 4
  %4 = alloca %struct.node*, align 4
  store %struct.node* %0, %struct.node** %2, align 4
  store %struct.node* null, %struct.node** %3, align 4
  br label %5

5:                                                ; preds = %8, %1
  %6 = load %struct.node*, %struct.node** %2, align 4
  %7 = icmp ne %struct.node* %6, null
  br i1 %7, label %8, label %17

8:                                                ; preds = %5
  %9 = load %struct.node*, %struct.node** %2, align 4
  %10 = getelementptr inbounds %struct.node, %struct.node* %9, i32 0, i32 1
  %11 = load %struct.node*, %struct.node** %10, align 4
  store %struct.node* %11, %struct.node** %4, align 4
  %12 = load %struct.node*, %struct.node** %3, align 4
  %13 = load %struct.node*, %struct.node** %2, align 4
  %14 = getelementptr inbounds %struct.node, %struct.node* %13, i32 0, i32 1
  store %struct.node* %12, %struct.node** %14, align 4
  %15 = load %struct.node*, %struct.node** %2, align 4
  store %struct.node* %15, %struct.node** %3, align 4
  %16 = load %struct.node*, %struct.node** %4, align 4
  store %struct.node* %16, %struct.node** %2, align 4
  br label %5, !llvm.loop !13

17:                                               ; preds = %5
  %18 = load %struct.node*, %struct.node** %3, align 4
  ret %struct.node* %18
}

; Function Attrs: noinline nounwind optnone
define internal void @remove_if_even(%struct.node** noundef %0) #0 {
  %2 = alloca %struct.node**, align 4
  %3 = alloca %struct.node**, align 4
  store %struct.node** %0, %struct.node*** %2, align 4
  %4 = load %struct.node**, %struct.node*** %2, align 4
  store %struct.node** %4, %struct.node*** %3, align 4
  br label %5

5:                                                ; preds = %26, %1
  %6 = load %struct.node**, %struct.node*** %3, align 4
  %7 = load %struct.node*, %struct.node** %6, align 4
  %8 = icmp ne %struct.node* %7, null
  br i1 %8, label %9, label %27

9:                                                ; preds = %5
  %10 = load %struct.node**, %struct.node*** %3, align 4
  %11 = load %struct.node*, %struct.node** %10, align 4
  %12 = getelementptr inbounds %struct.node, %struct.node* %11, i32 0, i32 0
  %13 = load i32, i32* %12, align 4
  %14 = and i32 %13, 1
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %22

16:                                               ; preds = %9
  %17 = load %struct.node**, %struct.node*** %3, align 4
  %18 = load %struct.node*, %struct.node** %17, align 4
  %19 = getelementptr inbounds %struct.node, %struct.node* %18, i32 0, i32 1
  %20 = load %struct.node*, %struct.node** %19, align 4
  %21 = load %struct.node**, %struct.node*** %3, align 4
  store %struct.node* %20, %struct.node** %21, align 4
  br label %26

22:                                               ; preds = %9
  %23 = load %struct.node**, %struct.node*** %3, align 4
  %24 = load %struct.node*, %struct.node** %23, align 4
  %25 = getelementptr inbounds %struct.node, %struct.node* %24, i32 0, i32 1
  store %struct.node** %25, %struct.node*** %3, align 4
  br label %26

26:                                               ; preds = %22, %16
  br label %5, !llvm.loop !14

27:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @swap(i32* noundef %0, i32* noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32* %1, i32** %4, align 4
  %6 = load i32*, i32** %3, align 4
  %7 = load i32, i32* %6, align 4
  store i32 %7, i32* %5, align 4
  %8 = load i32*, i32** %4, align 4
  %9 = load i32, i32* %8, align 4
  %10 = load i32*, i32** %3, align 4
  store i32 %9, i32* %10, align 4
  %11 = load i32, i32* %5, align 4
  %12 = load i32*, i32** %4, align 4
  store i32 %11, i32* %12, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_int(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 1
  %6 = load i32, i32* %2, align 4
  %7 = sub i32 0, %6
  call void @print_u32(i32 noundef signext %7)
  br label %10

8:                                                ; preds = %1
  %9 = load i32, i32* %2, align 4
  call void @print_u32(i32 noundef signext %9)
  br label %10

10:                                               ; preds = %8, %5
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32* @find_max(i32* noundef %0, i32* noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32*, align 4
  %5 = alloca i32*, align 4
  %6 = alloca i32*, align 4
  store i32* %0, i32** %3, align 4
  store i32* %1, i32** %4, align 4
  %7 = load i32*, i32** %3, align 4
  store i32* %7, i32** %5, align 4
  %8 = load i32*, i32** %3, align 4
  store i32* %8, i32** %6, align 4
  br label %9

9:                                                ; preds = %22, %2
  %10 = load i32*, i32** %6, align 4
  %11 = load i32*, i32** %4, align 4
  %12 = icmp ne i32* %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %9
  %14 = load i32*, i32** %6, align 4
  %15 = load i32, i32* %14, align 4
  %16 = load i32*, i32** %5, align 4
  %17 = load i32, i32* %16, align 4
  %18 = icmp sgt i32 %15, %17
  br i1 %18, label %19, label %21

19:                                               ; preds = %13
  %20 = load i32*, i32** %6, align 4
  store i32* %20, i32** %5, align 4
  br label %21

21:                                               ; preds = %19, %13
  br label %22

22:                                               ; preds = %21
  %23 = load i32*, i32** %6, align 4
  %24 = getelementptr inbounds i32, i32* %23, i32 1
  store i32* %24, i32** %6, align 4
  br label %9, !llvm.loop !15

25:                                               ; preds = %9
  %26 = load i32*, i32** %5, align 4
  ret i32* %26
}

; Function Attrs: noinline nounwind optnone
define internal void @print_kv(i8* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i8*, i8** %3, align 4
  call void @print_str(i8* noundef %5)
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 1
  %6 = load i32, i32* %4, align 4
  call void @print_int(i32 noundef signext %6)
  call void @print_nl()
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal void @print_str(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  br label %3

3:                                                ; preds = %7, %1
  %4 = load i8*, i8** %2, align 4
  %5 = load i8, i8* %4, align 1
  %6 = icmp ne i8 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %3
  %8 = load i8*, i8** %2, align 4
  %9 = getelementptr inbounds i8, i8* %8, i32 1
  store i8* %9, i8** %2, align 4
  %10 = load i8, i8* %8, align 1
  store volatile i8 %10, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %3, !llvm.loop !16

11:                                               ; preds = %3
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_nl() #0 {
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal %struct.node* @alloc_node(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.node*, align 4
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* @pool_used, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @pool_used, align 4
  %6 = getelementptr inbounds [32 x %struct.node], [32 x %struct.node]* @pool, i32 0, i32 %4
  store %struct.node* %6, %struct.node** %3, align 4
  %7 = load i32, i32* %2, align 4
  %8 = load %struct.node*, %struct.node** %3, align 4
  %9 = getelementptr inbounds %struct.node, %struct.node* %8, i32 0, i32 0
  store i32 %7, i32* %9, align 4
  %10 = load %struct.node*, %struct.node** %3, align 4
  %11 = getelementptr inbounds %struct.node, %struct.node* %10, i32 0, i32 1
  store %struct.node* null, %struct.node** %11, align 4
  %12 = load %struct.node*, %struct.node** %3, align 4
  ret %struct.node* %12
}

; Function Attrs: noinline nounwind optnone
define internal void @print_u32(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [10 x i8], align 1
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %15, %1
  %6 = load i32, i32* %2, align 4
  %7 = urem i32 %6, 10
  %8 = add i32 48, %7
  %9 = trunc i32 %8 to i8
  %10 = load i32, i32* %4, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %4, align 4
  %12 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %10
  store i8 %9, i8* %12, align 1
  %13 = load i32, i32* %2, align 4
  %14 = udiv i32 %13, 10
  store i32 %14, i32* %2, align 4
  br label %15

15:                                               ; preds = %5
  %16 = load i32, i32* %2, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %5, label %18, !llvm.loop !17

18:                                               ; preds = %15
  br label %19

19:                                               ; preds = %22, %18
  %20 = load i32, i32* %4, align 4
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %19
  %23 = load i32, i32* %4, align 4
  %24 = add nsw i32 %23, -1
  store i32 %24, i32* %4, align 4
  %25 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %24
  %26 = load i8, i8* %25, align 1
  store volatile i8 %26, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %19, !llvm.loop !18

27:                                               ; preds = %19
  ret void
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
!9 = distinct !{!9, !3}
!10 = distinct !{!10, !3}
!11 = distinct !{!11, !3}
!12 = distinct !{!12, !3}
!13 = distinct !{!13, !3}
!14 = distinct !{!14, !3}
!15 = distinct !{!15, !3}
!16 = distinct !{!16, !3}
!17 = distinct !{!17, !3}
!18 = distinct !{!18, !3}
