; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

@words = dso_local global [8 x i32] [i32 0, i32 1, i32 -2147483648, i32 -559038737, i32 305419896, i32 -1, i32 15728880, i32 96], align 4
@dwords = dso_local global [5 x i64] [i64 0, i64 1, i64 -9223372036854775808, i64 81985529216486895, i64 -4294967296], align 8
@.str = private unnamed_addr constant [7 x i8] c": pop \00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c" clz \00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c" ctz \00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c" bswap \00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c" rev \00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"  rotl \00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c" rotr \00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c" parity \00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c" gray \00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c" low \00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c" pow2 \00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c" rotl \00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"transpose: \00", align 1
@__const.main.pairs = private unnamed_addr constant [4 x [2 x i32]] [[2 x i32] [i32 3, i32 9], [2 x i32] [i32 -5, i32 2], [2 x i32] [i32 7, i32 -7], [2 x i32] [i32 -2147483647, i32 5]], align 4
@.str.13 = private unnamed_addr constant [4 x i8] c"acc\00", align 1
@.str.14 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca [4 x [2 x i32]], align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %11

11:                                               ; preds = %64, %0
  %12 = load i32, i32* %2, align 4
  %13 = icmp slt i32 %12, 8
  br i1 %13, label %14, label %67

14:                                               ; preds = %11
  %15 = load i32, i32* %2, align 4
  %16 = getelementptr inbounds [8 x i32], [8 x i32]* @words, i32 0, i32 %15
  %17 = load i32, i32* %16, align 4
  store i32 %17, i32* %3, align 4
  %18 = load i32, i32* %3, align 4
  call void @print_hex(i32 noundef signext %18)
  call void @print_str(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0))
  %19 = load i32, i32* %3, align 4
  %20 = call i32 @llvm.ctpop.i32(i32 %19)
  call void @print_int(i32 noundef signext %20)
  store volatile i8 47, i8* inttoptr (i32 -16777216 to i8*), align 1
  %21 = load i32, i32* %3, align 4
  %22 = call i32 @popcount_loop(i32 noundef signext %21)
  call void @print_int(i32 noundef signext %22)
  call void @print_str(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i32 0, i32 0))
  %23 = load i32, i32* %3, align 4
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %28

25:                                               ; preds = %14
  %26 = load i32, i32* %3, align 4
  %27 = call i32 @llvm.ctlz.i32(i32 %26, i1 false)
  br label %29

28:                                               ; preds = %14
  br label %29

29:                                               ; preds = %28, %25
  %30 = phi i32 [ %27, %25 ], [ 32, %28 ]
  call void @print_int(i32 noundef signext %30)
  call void @print_str(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0))
  %31 = load i32, i32* %3, align 4
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %33, label %36

33:                                               ; preds = %29
  %34 = load i32, i32* %3, align 4
  %35 = call i32 @llvm.cttz.i32(i32 %34, i1 false)
  br label %37

36:                                               ; preds = %29
  br label %37

37:                                               ; preds = %36, %33
  %38 = phi i32 [ %35, %33 ], [ 32, %36 ]
  call void @print_int(i32 noundef signext %38)
  call void @print_str(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0))
  %39 = load i32, i32* %3, align 4
  %40 = call i32 @llvm.bswap.i32(i32 %39)
  call void @print_hex(i32 noundef signext %40)
  call void @print_str(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0))
  %41 = load i32, i32* %3, align 4
  %42 = call i32 @reverse_bits(i32 noundef signext %41)
  call void @print_hex(i32 noundef signext %42)
  call void @print_nl()
  call void @print_str(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0))
  %43 = load i32, i32* %3, align 4
  %44 = load i32, i32* %2, align 4
  %45 = mul i32 %44, 5
  %46 = call i32 @rotl(i32 noundef signext %43, i32 noundef signext %45)
  call void @print_hex(i32 noundef signext %46)
  call void @print_str(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i32 0, i32 0))
  %47 = load i32, i32* %3, align 4
  %48 = load i32, i32* %2, align 4
  %49 = mul i32 %48, 9
  %50 = call i32 @rotr(i32 noundef signext %47, i32 noundef signext %49)
  call void @print_hex(i32 noundef signext %50)
  call void @print_str(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i32 0, i32 0))
  %51 = load i32, i32* %3, align 4
  %52 = call i32 @llvm.ctpop.i32(i32 %51)
  %53 = and i32 %52, 1
  call void @print_int(i32 noundef signext %53)
  call void @print_str(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.8, i32 0, i32 0))
  %54 = load i32, i32* %3, align 4
  %55 = load i32, i32* %3, align 4
  %56 = lshr i32 %55, 1
  %57 = xor i32 %54, %56
  call void @print_hex(i32 noundef signext %57)
  call void @print_str(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i32 0, i32 0))
  %58 = load i32, i32* %3, align 4
  %59 = load i32, i32* %3, align 4
  %60 = sub i32 0, %59
  %61 = and i32 %58, %60
  call void @print_hex(i32 noundef signext %61)
  call void @print_str(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i32 0, i32 0))
  %62 = load i32, i32* %3, align 4
  %63 = call i32 @next_pow2(i32 noundef signext %62)
  call void @print_hex(i32 noundef signext %63)
  call void @print_nl()
  br label %64

64:                                               ; preds = %37
  %65 = load i32, i32* %2, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, i32* %2, align 4
  br label %11, !llvm.loop !2

67:                                               ; preds = %11
  store i32 0, i32* %4, align 4
  br label %68

68:                                               ; preds = %103, %67
  %69 = load i32, i32* %4, align 4
  %70 = icmp slt i32 %69, 5
  br i1 %70, label %71, label %106

71:                                               ; preds = %68
  %72 = load i32, i32* %4, align 4
  %73 = getelementptr inbounds [5 x i64], [5 x i64]* @dwords, i32 0, i32 %72
  %74 = load i64, i64* %73, align 8
  store i64 %74, i64* %5, align 8
  %75 = load i64, i64* %5, align 8
  call void @print_hex64(i64 noundef zeroext %75)
  call void @print_str(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i32 0, i32 0))
  %76 = load i64, i64* %5, align 8
  %77 = call i64 @llvm.ctpop.i64(i64 %76)
  %78 = trunc i64 %77 to i32
  call void @print_int(i32 noundef signext %78)
  call void @print_str(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i32 0, i32 0))
  %79 = load i64, i64* %5, align 8
  %80 = icmp ne i64 %79, 0
  br i1 %80, label %81, label %85

81:                                               ; preds = %71
  %82 = load i64, i64* %5, align 8
  %83 = call i64 @llvm.ctlz.i64(i64 %82, i1 false)
  %84 = trunc i64 %83 to i32
  br label %86

85:                                               ; preds = %71
  br label %86

86:                                               ; preds = %85, %81
  %87 = phi i32 [ %84, %81 ], [ 64, %85 ]
  call void @print_int(i32 noundef signext %87)
  call void @print_str(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0))
  %88 = load i64, i64* %5, align 8
  %89 = icmp ne i64 %88, 0
  br i1 %89, label %90, label %94

90:                                               ; preds = %86
  %91 = load i64, i64* %5, align 8
  %92 = call i64 @llvm.cttz.i64(i64 %91, i1 false)
  %93 = trunc i64 %92 to i32
  br label %95

94:                                               ; preds = %86
  br label %95

95:                                               ; preds = %94, %90
  %96 = phi i32 [ %93, %90 ], [ 64, %94 ]
  call void @print_int(i32 noundef signext %96)
  call void @print_str(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0))
  %97 = load i64, i64* %5, align 8
  %98 = call i64 @llvm.bswap.i64(i64 %97)
  call void @print_hex64(i64 noundef zeroext %98)
  call void @print_str(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0))
  %99 = load i64, i64* %5, align 8
  %100 = load i32, i32* %4, align 4
  %101 = mul i32 %100, 13
  %102 = call i64 @rotl64(i64 noundef zeroext %99, i32 noundef signext %101)
  call void @print_hex64(i64 noundef zeroext %102)
  call void @print_nl()
  br label %103

103:                                              ; preds = %95
  %104 = load i32, i32* %4, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, i32* %4, align 4
  br label %68, !llvm.loop !4

106:                                              ; preds = %68
  %107 = load i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @words, i32 0, i32 3), align 4
  %108 = zext i32 %107 to i64
  %109 = shl i64 %108, 16
  %110 = xor i64 72624976668147840, %109
  store i64 %110, i64* %6, align 8
  call void @print_str(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i32 0, i32 0))
  %111 = load i64, i64* %6, align 8
  %112 = call i64 @transpose8(i64 noundef zeroext %111)
  call void @print_hex64(i64 noundef zeroext %112)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %113 = load i64, i64* %6, align 8
  %114 = call i64 @transpose8(i64 noundef zeroext %113)
  %115 = call i64 @transpose8(i64 noundef zeroext %114)
  call void @print_hex64(i64 noundef zeroext %115)
  call void @print_nl()
  %116 = bitcast [4 x [2 x i32]]* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %116, i8* align 4 bitcast ([4 x [2 x i32]]* @__const.main.pairs to i8*), i32 32, i1 false)
  store i32 0, i32* %8, align 4
  br label %117

117:                                              ; preds = %144, %106
  %118 = load i32, i32* %8, align 4
  %119 = icmp slt i32 %118, 4
  br i1 %119, label %120, label %147

120:                                              ; preds = %117
  %121 = load i32, i32* %8, align 4
  %122 = getelementptr inbounds [4 x [2 x i32]], [4 x [2 x i32]]* %7, i32 0, i32 %121
  %123 = getelementptr inbounds [2 x i32], [2 x i32]* %122, i32 0, i32 0
  %124 = load i32, i32* %123, align 4
  %125 = load i32, i32* %8, align 4
  %126 = getelementptr inbounds [4 x [2 x i32]], [4 x [2 x i32]]* %7, i32 0, i32 %125
  %127 = getelementptr inbounds [2 x i32], [2 x i32]* %126, i32 0, i32 1
  %128 = load i32, i32* %127, align 4
  %129 = call i32 @bmin(i32 noundef signext %124, i32 noundef signext %128)
  call void @print_int(i32 noundef signext %129)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %130 = load i32, i32* %8, align 4
  %131 = getelementptr inbounds [4 x [2 x i32]], [4 x [2 x i32]]* %7, i32 0, i32 %130
  %132 = getelementptr inbounds [2 x i32], [2 x i32]* %131, i32 0, i32 0
  %133 = load i32, i32* %132, align 4
  %134 = load i32, i32* %8, align 4
  %135 = getelementptr inbounds [4 x [2 x i32]], [4 x [2 x i32]]* %7, i32 0, i32 %134
  %136 = getelementptr inbounds [2 x i32], [2 x i32]* %135, i32 0, i32 1
  %137 = load i32, i32* %136, align 4
  %138 = call i32 @bmax(i32 noundef signext %133, i32 noundef signext %137)
  call void @print_int(i32 noundef signext %138)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %139 = load i32, i32* %8, align 4
  %140 = getelementptr inbounds [4 x [2 x i32]], [4 x [2 x i32]]* %7, i32 0, i32 %139
  %141 = getelementptr inbounds [2 x i32], [2 x i32]* %140, i32 0, i32 0
  %142 = load i32, i32* %141, align 4
  %143 = call i32 @babs(i32 noundef signext %142)
  call void @print_int(i32 noundef signext %143)
  call void @print_nl()
  br label %144

144:                                              ; preds = %120
  %145 = load i32, i32* %8, align 4
  %146 = add nsw i32 %145, 1
  store i32 %146, i32* %8, align 4
  br label %117, !llvm.loop !5

147:                                              ; preds = %117
  store i32 0, i32* %9, align 4
  store i32 1, i32* %10, align 4
  br label %148

148:                                              ; preds = %159, %147
  %149 = load i32, i32* %10, align 4
  %150 = icmp ult i32 %149, 5000
  br i1 %150, label %151, label %163

151:                                              ; preds = %148
  %152 = load i32, i32* %10, align 4
  %153 = call i32 @llvm.ctpop.i32(i32 %152)
  %154 = load i32, i32* %10, align 4
  %155 = and i32 %154, 7
  %156 = shl i32 %153, %155
  %157 = load i32, i32* %9, align 4
  %158 = add i32 %157, %156
  store i32 %158, i32* %9, align 4
  br label %159

159:                                              ; preds = %151
  %160 = load i32, i32* %10, align 4
  %161 = mul i32 %160, 3
  %162 = add i32 %161, 1
  store i32 %162, i32* %10, align 4
  br label %148, !llvm.loop !6

163:                                              ; preds = %148
  %164 = load i32, i32* %9, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.13, i32 0, i32 0), i32 noundef signext %164)
  %165 = load i32, i32* %9, align 4
  %166 = and i32 %165, 127
  ret i32 %166
}

; Function Attrs: noinline nounwind optnone
define internal void @print_hex(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 28, i32* %3, align 4
  br label %4

4:                                                ; preds = %14, %1
  %5 = load i32, i32* %3, align 4
  %6 = icmp sge i32 %5, 0
  br i1 %6, label %7, label %17

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4
  %9 = load i32, i32* %3, align 4
  %10 = lshr i32 %8, %9
  %11 = and i32 %10, 15
  %12 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.14, i32 0, i32 %11
  %13 = load i8, i8* %12, align 1
  store volatile i8 %13, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %14

14:                                               ; preds = %7
  %15 = load i32, i32* %3, align 4
  %16 = sub nsw i32 %15, 4
  store i32 %16, i32* %3, align 4
  br label %4, !llvm.loop !7

17:                                               ; preds = %4
  ret void
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
  br label %3, !llvm.loop !8

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

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @popcount_loop(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %4

4:                                                ; preds = %7, %1
  %5 = load i32, i32* %2, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %14

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4
  %9 = sub i32 %8, 1
  %10 = load i32, i32* %2, align 4
  %11 = and i32 %10, %9
  store i32 %11, i32* %2, align 4
  %12 = load i32, i32* %3, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* %3, align 4
  br label %4, !llvm.loop !9

14:                                               ; preds = %4
  %15 = load i32, i32* %3, align 4
  ret i32 %15
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @reverse_bits(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = lshr i32 %3, 1
  %5 = and i32 %4, 1431655765
  %6 = load i32, i32* %2, align 4
  %7 = and i32 %6, 1431655765
  %8 = shl i32 %7, 1
  %9 = or i32 %5, %8
  store i32 %9, i32* %2, align 4
  %10 = load i32, i32* %2, align 4
  %11 = lshr i32 %10, 2
  %12 = and i32 %11, 858993459
  %13 = load i32, i32* %2, align 4
  %14 = and i32 %13, 858993459
  %15 = shl i32 %14, 2
  %16 = or i32 %12, %15
  store i32 %16, i32* %2, align 4
  %17 = load i32, i32* %2, align 4
  %18 = lshr i32 %17, 4
  %19 = and i32 %18, 252645135
  %20 = load i32, i32* %2, align 4
  %21 = and i32 %20, 252645135
  %22 = shl i32 %21, 4
  %23 = or i32 %19, %22
  store i32 %23, i32* %2, align 4
  %24 = load i32, i32* %2, align 4
  %25 = lshr i32 %24, 8
  %26 = and i32 %25, 16711935
  %27 = load i32, i32* %2, align 4
  %28 = and i32 %27, 16711935
  %29 = shl i32 %28, 8
  %30 = or i32 %26, %29
  store i32 %30, i32* %2, align 4
  %31 = load i32, i32* %2, align 4
  %32 = lshr i32 %31, 16
  %33 = load i32, i32* %2, align 4
  %34 = shl i32 %33, 16
  %35 = or i32 %32, %34
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone
define internal void @print_nl() #0 {
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @rotl(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = and i32 %6, 31
  %8 = shl i32 %5, %7
  %9 = load i32, i32* %3, align 4
  %10 = load i32, i32* %4, align 4
  %11 = sub i32 32, %10
  %12 = and i32 %11, 31
  %13 = lshr i32 %9, %12
  %14 = or i32 %8, %13
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone
define internal i32 @rotr(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = and i32 %6, 31
  %8 = lshr i32 %5, %7
  %9 = load i32, i32* %3, align 4
  %10 = load i32, i32* %4, align 4
  %11 = sub i32 32, %10
  %12 = and i32 %11, 31
  %13 = shl i32 %9, %12
  %14 = or i32 %8, %13
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone
define internal i32 @next_pow2(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = add i32 %3, -1
  store i32 %4, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = lshr i32 %5, 1
  %7 = load i32, i32* %2, align 4
  %8 = or i32 %7, %6
  store i32 %8, i32* %2, align 4
  %9 = load i32, i32* %2, align 4
  %10 = lshr i32 %9, 2
  %11 = load i32, i32* %2, align 4
  %12 = or i32 %11, %10
  store i32 %12, i32* %2, align 4
  %13 = load i32, i32* %2, align 4
  %14 = lshr i32 %13, 4
  %15 = load i32, i32* %2, align 4
  %16 = or i32 %15, %14
  store i32 %16, i32* %2, align 4
  %17 = load i32, i32* %2, align 4
  %18 = lshr i32 %17, 8
  %19 = load i32, i32* %2, align 4
  %20 = or i32 %19, %18
  store i32 %20, i32* %2, align 4
  %21 = load i32, i32* %2, align 4
  %22 = lshr i32 %21, 16
  %23 = load i32, i32* %2, align 4
  %24 = or i32 %23, %22
  store i32 %24, i32* %2, align 4
  %25 = load i32, i32* %2, align 4
  %26 = add i32 %25, 1
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone
define internal void @print_hex64(i64 noundef zeroext %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = lshr i64 %3, 32
  %5 = trunc i64 %4 to i32
  call void @print_hex(i32 noundef signext %5)
  %6 = load i64, i64* %2, align 8
  %7 = trunc i64 %6 to i32
  call void @print_hex(i32 noundef signext %7)
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: noinline nounwind optnone
define internal i64 @rotl64(i64 noundef zeroext %0, i32 noundef signext %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i64, i64* %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = and i32 %6, 63
  %8 = zext i32 %7 to i64
  %9 = shl i64 %5, %8
  %10 = load i64, i64* %3, align 8
  %11 = load i32, i32* %4, align 4
  %12 = sub i32 64, %11
  %13 = and i32 %12, 63
  %14 = zext i32 %13 to i64
  %15 = lshr i64 %10, %14
  %16 = or i64 %9, %15
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone
define internal i64 @transpose8(i64 noundef zeroext %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %4 = load i64, i64* %2, align 8
  %5 = load i64, i64* %2, align 8
  %6 = lshr i64 %5, 7
  %7 = xor i64 %4, %6
  %8 = and i64 %7, 47851476196393130
  store i64 %8, i64* %3, align 8
  %9 = load i64, i64* %2, align 8
  %10 = load i64, i64* %3, align 8
  %11 = xor i64 %9, %10
  %12 = load i64, i64* %3, align 8
  %13 = shl i64 %12, 7
  %14 = xor i64 %11, %13
  store i64 %14, i64* %2, align 8
  %15 = load i64, i64* %2, align 8
  %16 = load i64, i64* %2, align 8
  %17 = lshr i64 %16, 14
  %18 = xor i64 %15, %17
  %19 = and i64 %18, 225176545447116
  store i64 %19, i64* %3, align 8
  %20 = load i64, i64* %2, align 8
  %21 = load i64, i64* %3, align 8
  %22 = xor i64 %20, %21
  %23 = load i64, i64* %3, align 8
  %24 = shl i64 %23, 14
  %25 = xor i64 %22, %24
  store i64 %25, i64* %2, align 8
  %26 = load i64, i64* %2, align 8
  %27 = load i64, i64* %2, align 8
  %28 = lshr i64 %27, 28
  %29 = xor i64 %26, %28
  %30 = and i64 %29, 4042322160
  store i64 %30, i64* %3, align 8
  %31 = load i64, i64* %2, align 8
  %32 = load i64, i64* %3, align 8
  %33 = xor i64 %31, %32
  %34 = load i64, i64* %3, align 8
  %35 = shl i64 %34, 28
  %36 = xor i64 %33, %35
  store i64 %36, i64* %2, align 8
  %37 = load i64, i64* %2, align 8
  ret i64 %37
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @bmin(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = load i32, i32* %4, align 4
  %8 = xor i32 %6, %7
  %9 = load i32, i32* %3, align 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp slt i32 %9, %10
  %12 = zext i1 %11 to i32
  %13 = sub nsw i32 0, %12
  %14 = and i32 %8, %13
  %15 = xor i32 %5, %14
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone
define internal i32 @bmax(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %3, align 4
  %7 = load i32, i32* %4, align 4
  %8 = xor i32 %6, %7
  %9 = load i32, i32* %3, align 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp slt i32 %9, %10
  %12 = zext i1 %11 to i32
  %13 = sub nsw i32 0, %12
  %14 = and i32 %8, %13
  %15 = xor i32 %5, %14
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone
define internal i32 @babs(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = ashr i32 %4, 31
  store i32 %5, i32* %3, align 4
  %6 = load i32, i32* %2, align 4
  %7 = load i32, i32* %3, align 4
  %8 = add nsw i32 %6, %7
  %9 = load i32, i32* %3, align 4
  %10 = xor i32 %8, %9
  ret i32 %10
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
  br i1 %17, label %5, label %18, !llvm.loop !10

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
  br label %19, !llvm.loop !11

27:                                               ; preds = %19
  ret void
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }

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
