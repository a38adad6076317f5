; ModuleID = 'goto.c'
source_filename = "goto.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"fact10\00", align 1
@factorial10 = internal constant [13 x i32] [i32 0, i32 1, i32 0, i32 10, i32 5, i32 6, i32 3, i32 5, i32 8, i32 7, i32 4, i32 10, i32 11], align 4
@countdown = internal constant [14 x i32] [i32 0, i32 0, i32 0, i32 12, i32 9, i32 5, i32 6, i32 1, i32 5, i32 8, i32 7, i32 4, i32 10, i32 11], align 4
@.str.1 = private unnamed_addr constant [4 x i8] c"sum\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"pow2\00", align 1
@pow2 = internal constant [13 x i32] [i32 0, i32 1, i32 0, i32 20, i32 5, i32 4, i32 1, i32 5, i32 8, i32 7, i32 4, i32 10, i32 11], align 4
@.str.3 = private unnamed_addr constant [7 x i8] c"100-58\00", align 1
@subtract = internal constant [6 x i32] [i32 0, i32 100, i32 0, i32 58, i32 2, i32 11], align 4
@.str.4 = private unnamed_addr constant [52 x i8] c"Cpu0 runs 32-bit code, 16 registers; 2 byte orders!\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"scan: \00", align 1
@run.dispatch = internal constant [12 x i8*] [i8* blockaddress(@run, %14), i8* blockaddress(@run, %26), i8* blockaddress(@run, %42), i8* blockaddress(@run, %58), i8* blockaddress(@run, %74), i8* blockaddress(@run, %88), i8* blockaddress(@run, %109), i8* blockaddress(@run, %123), i8* blockaddress(@run, %142), i8* blockaddress(@run, %153), i8* blockaddress(@run, %163), i8* blockaddress(@run, %171)], align 4
@scan.kinds = internal constant [3 x i8*] [i8* blockaddress(@scan, %60), i8* blockaddress(@scan, %65), i8* blockaddress(@scan, %70)], align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [3 x i32], align 4
  store i32 0, i32* %1, align 4
  %4 = call i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @factorial10, i32 0, i32 0))
  call void @print_kv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0), i32 noundef signext %4)
  %5 = call i32 @run(i32* noundef getelementptr inbounds ([14 x i32], [14 x i32]* @countdown, i32 0, i32 0))
  store i32 %5, i32* %2, align 4
  call void @print_nl()
  %6 = load i32, i32* %2, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext %6)
  %7 = call i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @pow2, i32 0, i32 0))
  call void @print_kv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i32 noundef signext %7)
  %8 = call i32 @run(i32* noundef getelementptr inbounds ([6 x i32], [6 x i32]* @subtract, i32 0, i32 0))
  call void @print_kv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i32 0, i32 0), i32 noundef signext %8)
  %9 = getelementptr inbounds [3 x i32], [3 x i32]* %3, i32 0, i32 0
  call void @scan(i8* noundef getelementptr inbounds ([52 x i8], [52 x i8]* @.str.4, i32 0, i32 0), i32* noundef %9)
  call void @print_str(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0))
  %10 = getelementptr inbounds [3 x i32], [3 x i32]* %3, i32 0, i32 0
  %11 = load i32, i32* %10, align 4
  call void @print_int(i32 noundef signext %11)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %12 = getelementptr inbounds [3 x i32], [3 x i32]* %3, i32 0, i32 1
  %13 = load i32, i32* %12, align 4
  call void @print_int(i32 noundef signext %13)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %14 = getelementptr inbounds [3 x i32], [3 x i32]* %3, i32 0, i32 2
  %15 = load i32, i32* %14, align 4
  call void @print_int(i32 noundef signext %15)
  call void @print_nl()
  %16 = load i32, i32* %2, align 4
  ret i32 %16
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

; Function Attrs: noinline nounwind optnone
define internal i32 @run(i32* noundef %0) #0 {
  %2 = alloca i32*, align 4
  %3 = alloca [32 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %2, align 4
  store i32 0, i32* %4, align 4
  %8 = load i32*, i32** %2, align 4
  store i32* %8, i32** %5, align 4
  %9 = load i32*, i32** %5, align 4
  %10 = getelementptr inbounds i32, i32* %9, i32 1
  store i32* %10, i32** %5, align 4
  %11 = load i32, i32* %9, align 4
  %12 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i32 0, i32 %11
  %13 = load i8*, i8** %12, align 4
  br label %182

14:                                               ; preds = %182
  %15 = load i32*, i32** %5, align 4
  %16 = getelementptr inbounds i32, i32* %15, i32 1
  store i32* %16, i32** %5, align 4
  %17 = load i32, i32* %15, align 4
  %18 = load i32, i32* %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %4, align 4
  %20 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %18
  store i32 %17, i32* %20, align 4
  %21 = load i32*, i32** %5, align 4
  %22 = getelementptr inbounds i32, i32* %21, i32 1
  store i32* %22, i32** %5, align 4
  %23 = load i32, i32* %21, align 4
  %24 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i32 0, i32 %23
  %25 = load i8*, i8** %24, align 4
  br label %182

26:                                               ; preds = %182
  %27 = load i32, i32* %4, align 4
  %28 = add nsw i32 %27, -1
  store i32 %28, i32* %4, align 4
  %29 = load i32, i32* %4, align 4
  %30 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %29
  %31 = load i32, i32* %30, align 4
  %32 = load i32, i32* %4, align 4
  %33 = sub nsw i32 %32, 1
  %34 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %33
  %35 = load i32, i32* %34, align 4
  %36 = add nsw i32 %35, %31
  store i32 %36, i32* %34, align 4
  %37 = load i32*, i32** %5, align 4
  %38 = getelementptr inbounds i32, i32* %37, i32 1
  store i32* %38, i32** %5, align 4
  %39 = load i32, i32* %37, align 4
  %40 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i32 0, i32 %39
  %41 = load i8*, i8** %40, align 4
  br label %182

42:                                               ; preds = %182
  %43 = load i32, i32* %4, align 4
  %44 = add nsw i32 %43, -1
  store i32 %44, i32* %4, align 4
  %45 = load i32, i32* %4, align 4
  %46 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %45
  %47 = load i32, i32* %46, align 4
  %48 = load i32, i32* %4, align 4
  %49 = sub nsw i32 %48, 1
  %50 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %49
  %51 = load i32, i32* %50, align 4
  %52 = sub nsw i32 %51, %47
  store i32 %52, i32* %50, align 4
  %53 = load i32*, i32** %5, align 4
  %54 = getelementptr inbounds i32, i32* %53, i32 1
  store i32* %54, i32** %5, align 4
  %55 = load i32, i32* %53, align 4
  %56 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i32 0, i32 %55
  %57 = load i8*, i8** %56, align 4
  br label %182

58:                                               ; preds = %182
  %59 = load i32, i32* %4, align 4
  %60 = add nsw i32 %59, -1
  store i32 %60, i32* %4, align 4
  %61 = load i32, i32* %4, align 4
  %62 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %61
  %63 = load i32, i32* %62, align 4
  %64 = load i32, i32* %4, align 4
  %65 = sub nsw i32 %64, 1
  %66 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %65
  %67 = load i32, i32* %66, align 4
  %68 = mul nsw i32 %67, %63
  store i32 %68, i32* %66, align 4
  %69 = load i32*, i32** %5, align 4
  %70 = getelementptr inbounds i32, i32* %69, i32 1
  store i32* %70, i32** %5, align 4
  %71 = load i32, i32* %69, align 4
  %72 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i32 0, i32 %71
  %73 = load i8*, i8** %72, align 4
  br label %182

74:                                               ; preds = %182
  %75 = load i32, i32* %4, align 4
  %76 = sub nsw i32 %75, 1
  %77 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %76
  %78 = load i32, i32* %77, align 4
  %79 = load i32, i32* %4, align 4
  %80 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %79
  store i32 %78, i32* %80, align 4
  %81 = load i32, i32* %4, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, i32* %4, align 4
  %83 = load i32*, i32** %5, align 4
  %84 = getelementptr inbounds i32, i32* %83, i32 1
  store i32* %84, i32** %5, align 4
  %85 = load i32, i32* %83, align 4
  %86 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i32 0, i32 %85
  %87 = load i8*, i8** %86, align 4
  br label %182

88:                                               ; preds = %182
  %89 = load i32, i32* %4, align 4
  %90 = sub nsw i32 %89, 1
  %91 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %90
  %92 = load i32, i32* %91, align 4
  store i32 %92, i32* %6, align 4
  %93 = load i32, i32* %4, align 4
  %94 = sub nsw i32 %93, 2
  %95 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %94
  %96 = load i32, i32* %95, align 4
  %97 = load i32, i32* %4, align 4
  %98 = sub nsw i32 %97, 1
  %99 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %98
  store i32 %96, i32* %99, align 4
  %100 = load i32, i32* %6, align 4
  %101 = load i32, i32* %4, align 4
  %102 = sub nsw i32 %101, 2
  %103 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %102
  store i32 %100, i32* %103, align 4
  %104 = load i32*, i32** %5, align 4
  %105 = getelementptr inbounds i32, i32* %104, i32 1
  store i32* %105, i32** %5, align 4
  %106 = load i32, i32* %104, align 4
  %107 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i32 0, i32 %106
  %108 = load i8*, i8** %107, align 4
  br label %182

109:                                              ; preds = %182
  %110 = load i32, i32* %4, align 4
  %111 = sub nsw i32 %110, 2
  %112 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %111
  %113 = load i32, i32* %112, align 4
  %114 = load i32, i32* %4, align 4
  %115 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %114
  store i32 %113, i32* %115, align 4
  %116 = load i32, i32* %4, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, i32* %4, align 4
  %118 = load i32*, i32** %5, align 4
  %119 = getelementptr inbounds i32, i32* %118, i32 1
  store i32* %119, i32** %5, align 4
  %120 = load i32, i32* %118, align 4
  %121 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i32 0, i32 %120
  %122 = load i8*, i8** %121, align 4
  br label %182

123:                                              ; preds = %182
  %124 = load i32*, i32** %5, align 4
  %125 = getelementptr inbounds i32, i32* %124, i32 1
  store i32* %125, i32** %5, align 4
  %126 = load i32, i32* %124, align 4
  store i32 %126, i32* %7, align 4
  %127 = load i32, i32* %4, align 4
  %128 = sub nsw i32 %127, 1
  %129 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %128
  %130 = load i32, i32* %129, align 4
  %131 = icmp ne i32 %130, 0
  br i1 %131, label %132, label %136

132:                                              ; preds = %123
  %133 = load i32*, i32** %2, align 4
  %134 = load i32, i32* %7, align 4
  %135 = getelementptr inbounds i32, i32* %133, i32 %134
  store i32* %135, i32** %5, align 4
  br label %136

136:                                              ; preds = %132, %123
  %137 = load i32*, i32** %5, align 4
  %138 = getelementptr inbounds i32, i32* %137, i32 1
  store i32* %138, i32** %5, align 4
  %139 = load i32, i32* %137, align 4
  %140 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i32 0, i32 %139
  %141 = load i8*, i8** %140, align 4
  br label %182

142:                                              ; preds = %182
  %143 = load i32, i32* %4, align 4
  %144 = sub nsw i32 %143, 1
  %145 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %144
  %146 = load i32, i32* %145, align 4
  %147 = add nsw i32 %146, -1
  store i32 %147, i32* %145, align 4
  %148 = load i32*, i32** %5, align 4
  %149 = getelementptr inbounds i32, i32* %148, i32 1
  store i32* %149, i32** %5, align 4
  %150 = load i32, i32* %148, align 4
  %151 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i32 0, i32 %150
  %152 = load i8*, i8** %151, align 4
  br label %182

153:                                              ; preds = %182
  %154 = load i32, i32* %4, align 4
  %155 = sub nsw i32 %154, 1
  %156 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %155
  %157 = load i32, i32* %156, align 4
  call void @print_int(i32 noundef signext %157)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %158 = load i32*, i32** %5, align 4
  %159 = getelementptr inbounds i32, i32* %158, i32 1
  store i32* %159, i32** %5, align 4
  %160 = load i32, i32* %158, align 4
  %161 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i32 0, i32 %160
  %162 = load i8*, i8** %161, align 4
  br label %182

163:                                              ; preds = %182
  %164 = load i32, i32* %4, align 4
  %165 = add nsw i32 %164, -1
  store i32 %165, i32* %4, align 4
  %166 = load i32*, i32** %5, align 4
  %167 = getelementptr inbounds i32, i32* %166, i32 1
  store i32* %167, i32** %5, align 4
  %168 = load i32, i32* %166, align 4
  %169 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i32 0, i32 %168
  %170 = load i8*, i8** %169, align 4
  br label %182

171:                                              ; preds = %182
  %172 = load i32, i32* %4, align 4
  %173 = icmp ne i32 %172, 0
  br i1 %173, label %174, label %179

174:                                              ; preds = %171
  %175 = load i32, i32* %4, align 4
  %176 = sub nsw i32 %175, 1
  %177 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %176
  %178 = load i32, i32* %177, align 4
  br label %180

179:                                              ; preds = %171
  br label %180

180:                                              ; preds = %179, %174
  %181 = phi i32 [ %178, %174 ], [ 0, %179 ]
  ret i32 %181

182:                                              ; preds = %163, %153, %142, %136, %109, %88, %74, %58, %42, %26, %14, %1
  %183 = phi i8* [ %13, %1 ], [ %25, %14 ], [ %41, %26 ], [ %57, %42 ], [ %73, %58 ], [ %87, %74 ], [ %108, %88 ], [ %122, %109 ], [ %141, %136 ], [ %152, %142 ], [ %162, %153 ], [ %170, %163 ]
  indirectbr i8* %183, [label %14, label %26, label %42, label %58, label %74, label %88, label %109, label %123, label %142, label %153, label %163, label %171]
}

; Function Attrs: noinline nounwind optnone
define internal void @print_nl() #0 {
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @scan(i8* noundef %0, i32* noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32* %1, i32** %4, align 4
  %8 = load i32*, i32** %4, align 4
  %9 = getelementptr inbounds i32, i32* %8, i32 2
  store i32 0, i32* %9, align 4
  %10 = load i32*, i32** %4, align 4
  %11 = getelementptr inbounds i32, i32* %10, i32 1
  store i32 0, i32* %11, align 4
  %12 = load i32*, i32** %4, align 4
  %13 = getelementptr inbounds i32, i32* %12, i32 0
  store i32 0, i32* %13, align 4
  store i32 0, i32* %5, align 4
  br label %14

14:                                               ; preds = %78, %65, %60, %2
  %15 = load i8*, i8** %3, align 4
  %16 = load i8, i8* %15, align 1
  %17 = icmp ne i8 %16, 0
  br i1 %17, label %21, label %18

18:                                               ; preds = %14
  ret void

19:                                               ; preds = %55
  %20 = phi i8* [ %59, %55 ]
  indirectbr i8* %20, [label %60, label %65, label %70]

21:                                               ; preds = %14
  %22 = load i8*, i8** %3, align 4
  %23 = getelementptr inbounds i8, i8* %22, i32 1
  store i8* %23, i8** %3, align 4
  %24 = load i8, i8* %22, align 1
  store i8 %24, i8* %6, align 1
  %25 = load i8, i8* %6, align 1
  %26 = sext i8 %25 to i32
  %27 = icmp sge i32 %26, 48
  br i1 %27, label %28, label %33

28:                                               ; preds = %21
  %29 = load i8, i8* %6, align 1
  %30 = sext i8 %29 to i32
  %31 = icmp sle i32 %30, 57
  br i1 %31, label %32, label %33

32:                                               ; preds = %28
  br label %55

33:                                               ; preds = %28, %21
  %34 = load i8, i8* %6, align 1
  %35 = sext i8 %34 to i32
  %36 = icmp sge i32 %35, 97
  br i1 %36, label %37, label %41

37:                                               ; preds = %33
  %38 = load i8, i8* %6, align 1
  %39 = sext i8 %38 to i32
  %40 = icmp sle i32 %39, 122
  br i1 %40, label %51, label %41

41:                                               ; preds = %37, %33
  %42 = load i8, i8* %6, align 1
  %43 = sext i8 %42 to i32
  %44 = icmp sge i32 %43, 65
  br i1 %44, label %45, label %49

45:                                               ; preds = %41
  %46 = load i8, i8* %6, align 1
  %47 = sext i8 %46 to i32
  %48 = icmp sle i32 %47, 90
  br label %49

49:                                               ; preds = %45, %41
  %50 = phi i1 [ false, %41 ], [ %48, %45 ]
  br label %51

51:                                               ; preds = %49, %37
  %52 = phi i1 [ true, %37 ], [ %50, %49 ]
  %53 = zext i1 %52 to i64
  %54 = select i1 %52, i32 2, i32 0
  br label %55

55:                                               ; preds = %51, %32
  %56 = phi i32 [ 1, %32 ], [ %54, %51 ]
  store i32 %56, i32* %7, align 4
  %57 = load i32, i32* %7, align 4
  %58 = getelementptr inbounds [3 x i8*], [3 x i8*]* @scan.kinds, i32 0, i32 %57
  %59 = load i8*, i8** %58, align 4
  br label %19

60:                                               ; preds = %19
  store i32 0, i32* %5, align 4
  %61 = load i32*, i32** %4, align 4
  %62 = getelementptr inbounds i32, i32* %61, i32 0
  %63 = load i32, i32* %62, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, i32* %62, align 4
  br label %14

65:                                               ; preds = %19
  store i32 0, i32* %5, align 4
  %66 = load i32*, i32** %4, align 4
  %67 = getelementptr inbounds i32, i32* %66, i32 1
  %68 = load i32, i32* %67, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, i32* %67, align 4
  br label %14

70:                                               ; preds = %19
  %71 = load i32, i32* %5, align 4
  %72 = icmp ne i32 %71, 0
  br i1 %72, label %78, label %73

73:                                               ; preds = %70
  %74 = load i32*, i32** %4, align 4
  %75 = getelementptr inbounds i32, i32* %74, i32 2
  %76 = load i32, i32* %75, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, i32* %75, align 4
  br label %78

78:                                               ; preds = %73, %70
  store i32 1, i32* %5, align 4
  br label %14
}

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
  br label %3, !llvm.loop !2

11:                                               ; preds = %3
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
  br i1 %17, label %5, label %18, !llvm.loop !4

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
  br label %19, !llvm.loop !5

27:                                               ; preds = %19
  ret void
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
