; ModuleID = 'sort.c'
source_filename = "sort.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.rec = type { i8, i16, i16 }

@.str = private unnamed_addr constant [6 x i8] c"agree\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"sorted\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"first: \00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"last: \00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"checksum: \00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"find a[17]\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"find 5000\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"sort\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"merge\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"heap\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"quick\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"insertion\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"bubble\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"shell\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"radix\00", align 1
@__const.main.names = private unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0)], align 4
@rng = internal global i32 12345, align 4
@tmp = internal global [64 x i32] zeroinitializer, align 4
@.str.15 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x i32], align 4
  %3 = alloca [64 x i32], align 4
  %4 = alloca [64 x i32], align 4
  %5 = alloca [64 x i32], align 4
  %6 = alloca [64 x i32], align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca [10 x %struct.rec], align 2
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca [8 x i8*], align 4
  %19 = alloca i32, align 4
  %20 = alloca i8*, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %7, align 4
  br label %23

23:                                               ; preds = %30, %0
  %24 = load i32, i32* %7, align 4
  %25 = icmp slt i32 %24, 64
  br i1 %25, label %26, label %33

26:                                               ; preds = %23
  %27 = call i32 @next_rand()
  %28 = load i32, i32* %7, align 4
  %29 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 %28
  store i32 %27, i32* %29, align 4
  br label %30

30:                                               ; preds = %26
  %31 = load i32, i32* %7, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* %7, align 4
  br label %23, !llvm.loop !2

33:                                               ; preds = %23
  store i32 0, i32* %8, align 4
  br label %34

34:                                               ; preds = %49, %33
  %35 = load i32, i32* %8, align 4
  %36 = icmp slt i32 %35, 64
  br i1 %36, label %37, label %52

37:                                               ; preds = %34
  %38 = load i32, i32* %8, align 4
  %39 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 %38
  %40 = load i32, i32* %39, align 4
  %41 = load i32, i32* %8, align 4
  %42 = getelementptr inbounds [64 x i32], [64 x i32]* %6, i32 0, i32 %41
  store i32 %40, i32* %42, align 4
  %43 = load i32, i32* %8, align 4
  %44 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %43
  store i32 %40, i32* %44, align 4
  %45 = load i32, i32* %8, align 4
  %46 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i32 0, i32 %45
  store i32 %40, i32* %46, align 4
  %47 = load i32, i32* %8, align 4
  %48 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %47
  store i32 %40, i32* %48, align 4
  br label %49

49:                                               ; preds = %37
  %50 = load i32, i32* %8, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, i32* %8, align 4
  br label %34, !llvm.loop !4

52:                                               ; preds = %34
  %53 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 0
  call void @insertion(i32* noundef %53, i32 noundef signext 64)
  %54 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i32 0, i32 0
  call void @quick(i32* noundef %54, i32 noundef signext 0, i32 noundef signext 63)
  %55 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 0
  call void @merge_sort(i32* noundef %55, i32 noundef signext 64)
  %56 = getelementptr inbounds [64 x i32], [64 x i32]* %6, i32 0, i32 0
  call void @heap_sort(i32* noundef %56, i32 noundef signext 64)
  store i32 1, i32* %9, align 4
  store i32 0, i32* %10, align 4
  br label %57

57:                                               ; preds = %86, %52
  %58 = load i32, i32* %10, align 4
  %59 = icmp slt i32 %58, 64
  br i1 %59, label %60, label %89

60:                                               ; preds = %57
  %61 = load i32, i32* %10, align 4
  %62 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %61
  %63 = load i32, i32* %62, align 4
  %64 = load i32, i32* %10, align 4
  %65 = getelementptr inbounds [64 x i32], [64 x i32]* %4, i32 0, i32 %64
  %66 = load i32, i32* %65, align 4
  %67 = icmp ne i32 %63, %66
  br i1 %67, label %84, label %68

68:                                               ; preds = %60
  %69 = load i32, i32* %10, align 4
  %70 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %69
  %71 = load i32, i32* %70, align 4
  %72 = load i32, i32* %10, align 4
  %73 = getelementptr inbounds [64 x i32], [64 x i32]* %5, i32 0, i32 %72
  %74 = load i32, i32* %73, align 4
  %75 = icmp ne i32 %71, %74
  br i1 %75, label %84, label %76

76:                                               ; preds = %68
  %77 = load i32, i32* %10, align 4
  %78 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %77
  %79 = load i32, i32* %78, align 4
  %80 = load i32, i32* %10, align 4
  %81 = getelementptr inbounds [64 x i32], [64 x i32]* %6, i32 0, i32 %80
  %82 = load i32, i32* %81, align 4
  %83 = icmp ne i32 %79, %82
  br i1 %83, label %84, label %85

84:                                               ; preds = %76, %68, %60
  store i32 0, i32* %9, align 4
  br label %85

85:                                               ; preds = %84, %76
  br label %86

86:                                               ; preds = %85
  %87 = load i32, i32* %10, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, i32* %10, align 4
  br label %57, !llvm.loop !5

89:                                               ; preds = %57
  store i32 1, i32* %11, align 4
  store i32 1, i32* %12, align 4
  br label %90

90:                                               ; preds = %104, %89
  %91 = load i32, i32* %12, align 4
  %92 = icmp slt i32 %91, 64
  br i1 %92, label %93, label %107

93:                                               ; preds = %90
  %94 = load i32, i32* %12, align 4
  %95 = sub nsw i32 %94, 1
  %96 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %95
  %97 = load i32, i32* %96, align 4
  %98 = load i32, i32* %12, align 4
  %99 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %98
  %100 = load i32, i32* %99, align 4
  %101 = icmp sgt i32 %97, %100
  br i1 %101, label %102, label %103

102:                                              ; preds = %93
  store i32 0, i32* %11, align 4
  br label %103

103:                                              ; preds = %102, %93
  br label %104

104:                                              ; preds = %103
  %105 = load i32, i32* %12, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, i32* %12, align 4
  br label %90, !llvm.loop !6

107:                                              ; preds = %90
  %108 = load i32, i32* %9, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i32 noundef signext %108)
  %109 = load i32, i32* %11, align 4
  call void @print_kv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext %109)
  call void @print_str(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i32 0, i32 0))
  store i32 0, i32* %13, align 4
  br label %110

110:                                              ; preds = %117, %107
  %111 = load i32, i32* %13, align 4
  %112 = icmp slt i32 %111, 8
  br i1 %112, label %113, label %120

113:                                              ; preds = %110
  %114 = load i32, i32* %13, align 4
  %115 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %114
  %116 = load i32, i32* %115, align 4
  call void @print_int(i32 noundef signext %116)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %117

117:                                              ; preds = %113
  %118 = load i32, i32* %13, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, i32* %13, align 4
  br label %110, !llvm.loop !7

120:                                              ; preds = %110
  call void @print_nl()
  call void @print_str(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i32 0, i32 0))
  store i32 60, i32* %14, align 4
  br label %121

121:                                              ; preds = %128, %120
  %122 = load i32, i32* %14, align 4
  %123 = icmp slt i32 %122, 64
  br i1 %123, label %124, label %131

124:                                              ; preds = %121
  %125 = load i32, i32* %14, align 4
  %126 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 %125
  %127 = load i32, i32* %126, align 4
  call void @print_int(i32 noundef signext %127)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %128

128:                                              ; preds = %124
  %129 = load i32, i32* %14, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, i32* %14, align 4
  br label %121, !llvm.loop !8

131:                                              ; preds = %121
  call void @print_nl()
  call void @print_str(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i32 0, i32 0))
  %132 = getelementptr inbounds [64 x i32], [64 x i32]* %2, i32 0, i32 0
  %133 = call i32 @checksum(i32* noundef %132, i32 noundef signext 64)
  call void @print_hex(i32 noundef signext %133)
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %134 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 0
  %135 = call i32 @checksum(i32* noundef %134, i32 noundef signext 64)
  call void @print_hex(i32 noundef signext %135)
  call void @print_nl()
  %136 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 0
  %137 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 17
  %138 = load i32, i32* %137, align 4
  %139 = call i32 @bsearch_i32(i32* noundef %136, i32 noundef signext 64, i32 noundef signext %138)
  %140 = icmp sle i32 %139, 17
  %141 = zext i1 %140 to i32
  call void @print_kv(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef signext %141)
  %142 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i32 0, i32 0
  %143 = call i32 @bsearch_i32(i32* noundef %142, i32 noundef signext 64, i32 noundef signext 5000)
  call void @print_kv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i32 0, i32 0), i32 noundef signext %143)
  store i32 0, i32* %16, align 4
  br label %144

144:                                              ; preds = %166, %131
  %145 = load i32, i32* %16, align 4
  %146 = icmp slt i32 %145, 10
  br i1 %146, label %147, label %169

147:                                              ; preds = %144
  %148 = call i32 @next_rand()
  %149 = and i32 %148, 3
  %150 = trunc i32 %149 to i8
  %151 = load i32, i32* %16, align 4
  %152 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %15, i32 0, i32 %151
  %153 = getelementptr inbounds %struct.rec, %struct.rec* %152, i32 0, i32 0
  store i8 %150, i8* %153, align 2
  %154 = call i32 @next_rand()
  %155 = sdiv i32 %154, 10
  %156 = trunc i32 %155 to i16
  %157 = load i32, i32* %16, align 4
  %158 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %15, i32 0, i32 %157
  %159 = getelementptr inbounds %struct.rec, %struct.rec* %158, i32 0, i32 1
  store i16 %156, i16* %159, align 2
  %160 = load i32, i32* %16, align 4
  %161 = add nsw i32 %160, 100
  %162 = trunc i32 %161 to i16
  %163 = load i32, i32* %16, align 4
  %164 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %15, i32 0, i32 %163
  %165 = getelementptr inbounds %struct.rec, %struct.rec* %164, i32 0, i32 2
  store i16 %162, i16* %165, align 2
  br label %166

166:                                              ; preds = %147
  %167 = load i32, i32* %16, align 4
  %168 = add nsw i32 %167, 1
  store i32 %168, i32* %16, align 4
  br label %144, !llvm.loop !9

169:                                              ; preds = %144
  %170 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %15, i32 0, i32 0
  call void @stable_sort(%struct.rec* noundef %170, i32 noundef signext 10, i32 (%struct.rec*, %struct.rec*)* noundef @by_score)
  %171 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %15, i32 0, i32 0
  call void @stable_sort(%struct.rec* noundef %171, i32 noundef signext 10, i32 (%struct.rec*, %struct.rec*)* noundef @by_group)
  store i32 0, i32* %17, align 4
  br label %172

172:                                              ; preds = %196, %169
  %173 = load i32, i32* %17, align 4
  %174 = icmp slt i32 %173, 10
  br i1 %174, label %175, label %199

175:                                              ; preds = %172
  %176 = load i32, i32* %17, align 4
  %177 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %15, i32 0, i32 %176
  %178 = getelementptr inbounds %struct.rec, %struct.rec* %177, i32 0, i32 0
  %179 = load i8, i8* %178, align 2
  %180 = zext i8 %179 to i32
  call void @print_int(i32 noundef signext %180)
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 1
  %181 = load i32, i32* %17, align 4
  %182 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %15, i32 0, i32 %181
  %183 = getelementptr inbounds %struct.rec, %struct.rec* %182, i32 0, i32 1
  %184 = load i16, i16* %183, align 2
  %185 = sext i16 %184 to i32
  call void @print_int(i32 noundef signext %185)
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 1
  %186 = load i32, i32* %17, align 4
  %187 = getelementptr inbounds [10 x %struct.rec], [10 x %struct.rec]* %15, i32 0, i32 %186
  %188 = getelementptr inbounds %struct.rec, %struct.rec* %187, i32 0, i32 2
  %189 = load i16, i16* %188, align 2
  %190 = zext i16 %189 to i32
  call void @print_int(i32 noundef signext %190)
  %191 = load i32, i32* %17, align 4
  %192 = icmp slt i32 %191, 9
  %193 = zext i1 %192 to i64
  %194 = select i1 %192, i32 32, i32 10
  %195 = trunc i32 %194 to i8
  store volatile i8 %195, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %196

196:                                              ; preds = %175
  %197 = load i32, i32* %17, align 4
  %198 = add nsw i32 %197, 1
  store i32 %198, i32* %17, align 4
  br label %172, !llvm.loop !10

199:                                              ; preds = %172
  %200 = bitcast [8 x i8*]* %18 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %200, i8* align 4 bitcast ([8 x i8*]* @__const.main.names to i8*), i32 32, i1 false)
  store i32 1, i32* %19, align 4
  br label %201

201:                                              ; preds = %235, %199
  %202 = load i32, i32* %19, align 4
  %203 = icmp slt i32 %202, 8
  br i1 %203, label %204, label %238

204:                                              ; preds = %201
  %205 = load i32, i32* %19, align 4
  %206 = getelementptr inbounds [8 x i8*], [8 x i8*]* %18, i32 0, i32 %205
  %207 = load i8*, i8** %206, align 4
  store i8* %207, i8** %20, align 4
  %208 = load i32, i32* %19, align 4
  store i32 %208, i32* %21, align 4
  br label %209

209:                                              ; preds = %222, %204
  %210 = load i32, i32* %21, align 4
  %211 = icmp sgt i32 %210, 0
  br i1 %211, label %212, label %220

212:                                              ; preds = %209
  %213 = load i8*, i8** %20, align 4
  %214 = load i32, i32* %21, align 4
  %215 = sub nsw i32 %214, 1
  %216 = getelementptr inbounds [8 x i8*], [8 x i8*]* %18, i32 0, i32 %215
  %217 = load i8*, i8** %216, align 4
  %218 = call i32 @str_less(i8* noundef %213, i8* noundef %217)
  %219 = icmp ne i32 %218, 0
  br label %220

220:                                              ; preds = %212, %209
  %221 = phi i1 [ false, %209 ], [ %219, %212 ]
  br i1 %221, label %222, label %231

222:                                              ; preds = %220
  %223 = load i32, i32* %21, align 4
  %224 = sub nsw i32 %223, 1
  %225 = getelementptr inbounds [8 x i8*], [8 x i8*]* %18, i32 0, i32 %224
  %226 = load i8*, i8** %225, align 4
  %227 = load i32, i32* %21, align 4
  %228 = getelementptr inbounds [8 x i8*], [8 x i8*]* %18, i32 0, i32 %227
  store i8* %226, i8** %228, align 4
  %229 = load i32, i32* %21, align 4
  %230 = add nsw i32 %229, -1
  store i32 %230, i32* %21, align 4
  br label %209, !llvm.loop !11

231:                                              ; preds = %220
  %232 = load i8*, i8** %20, align 4
  %233 = load i32, i32* %21, align 4
  %234 = getelementptr inbounds [8 x i8*], [8 x i8*]* %18, i32 0, i32 %233
  store i8* %232, i8** %234, align 4
  br label %235

235:                                              ; preds = %231
  %236 = load i32, i32* %19, align 4
  %237 = add nsw i32 %236, 1
  store i32 %237, i32* %19, align 4
  br label %201, !llvm.loop !12

238:                                              ; preds = %201
  store i32 0, i32* %22, align 4
  br label %239

239:                                              ; preds = %251, %238
  %240 = load i32, i32* %22, align 4
  %241 = icmp slt i32 %240, 8
  br i1 %241, label %242, label %254

242:                                              ; preds = %239
  %243 = load i32, i32* %22, align 4
  %244 = getelementptr inbounds [8 x i8*], [8 x i8*]* %18, i32 0, i32 %243
  %245 = load i8*, i8** %244, align 4
  call void @print_str(i8* noundef %245)
  %246 = load i32, i32* %22, align 4
  %247 = icmp slt i32 %246, 7
  %248 = zext i1 %247 to i64
  %249 = select i1 %247, i32 32, i32 10
  %250 = trunc i32 %249 to i8
  store volatile i8 %250, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %251

251:                                              ; preds = %242
  %252 = load i32, i32* %22, align 4
  %253 = add nsw i32 %252, 1
  store i32 %253, i32* %22, align 4
  br label %239, !llvm.loop !13

254:                                              ; preds = %239
  %255 = load i32, i32* %9, align 4
  %256 = load i32, i32* %11, align 4
  %257 = add nsw i32 %255, %256
  ret i32 %257
}

; Function Attrs: noinline nounwind optnone
define internal i32 @next_rand() #0 {
  %1 = load i32, i32* @rng, align 4
  %2 = mul i32 %1, 1103515245
  %3 = add i32 %2, 12345
  store i32 %3, i32* @rng, align 4
  %4 = load i32, i32* @rng, align 4
  %5 = lshr i32 %4, 8
  %6 = urem i32 %5, 2001
  %7 = sub nsw i32 %6, 1000
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal void @insertion(i32* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 1, i32* %5, align 4
  br label %8

8:                                                ; preds = %48, %2
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %51

12:                                               ; preds = %8
  %13 = load i32*, i32** %3, align 4
  %14 = load i32, i32* %5, align 4
  %15 = getelementptr inbounds i32, i32* %13, i32 %14
  %16 = load i32, i32* %15, align 4
  store i32 %16, i32* %6, align 4
  %17 = load i32, i32* %5, align 4
  store i32 %17, i32* %7, align 4
  br label %18

18:                                               ; preds = %40, %12
  %19 = load i32, i32* %7, align 4
  %20 = icmp sgt i32 %19, 0
  br i1 %20, label %21, label %29

21:                                               ; preds = %18
  %22 = load i32*, i32** %3, align 4
  %23 = load i32, i32* %7, align 4
  %24 = sub nsw i32 %23, 1
  %25 = getelementptr inbounds i32, i32* %22, i32 %24
  %26 = load i32, i32* %25, align 4
  %27 = load i32, i32* %6, align 4
  %28 = icmp sgt i32 %26, %27
  br label %29

29:                                               ; preds = %21, %18
  %30 = phi i1 [ false, %18 ], [ %28, %21 ]
  br i1 %30, label %31, label %43

31:                                               ; preds = %29
  %32 = load i32*, i32** %3, align 4
  %33 = load i32, i32* %7, align 4
  %34 = sub nsw i32 %33, 1
  %35 = getelementptr inbounds i32, i32* %32, i32 %34
  %36 = load i32, i32* %35, align 4
  %37 = load i32*, i32** %3, align 4
  %38 = load i32, i32* %7, align 4
  %39 = getelementptr inbounds i32, i32* %37, i32 %38
  store i32 %36, i32* %39, align 4
  br label %40

40:                                               ; preds = %31
  %41 = load i32, i32* %7, align 4
  %42 = add nsw i32 %41, -1
  store i32 %42, i32* %7, align 4
  br label %18, !llvm.loop !14

43:                                               ; preds = %29
  %44 = load i32, i32* %6, align 4
  %45 = load i32*, i32** %3, align 4
  %46 = load i32, i32* %7, align 4
  %47 = getelementptr inbounds i32, i32* %45, i32 %46
  store i32 %44, i32* %47, align 4
  br label %48

48:                                               ; preds = %43
  %49 = load i32, i32* %5, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %5, align 4
  br label %8, !llvm.loop !15

51:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @quick(i32* noundef %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  br label %11

11:                                               ; preds = %94, %3
  %12 = load i32, i32* %5, align 4
  %13 = load i32, i32* %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %95

15:                                               ; preds = %11
  %16 = load i32*, i32** %4, align 4
  %17 = load i32, i32* %5, align 4
  %18 = load i32, i32* %6, align 4
  %19 = load i32, i32* %5, align 4
  %20 = sub nsw i32 %18, %19
  %21 = sdiv i32 %20, 2
  %22 = add nsw i32 %17, %21
  %23 = getelementptr inbounds i32, i32* %16, i32 %22
  %24 = load i32, i32* %23, align 4
  store i32 %24, i32* %7, align 4
  %25 = load i32, i32* %5, align 4
  store i32 %25, i32* %8, align 4
  %26 = load i32, i32* %6, align 4
  store i32 %26, i32* %9, align 4
  br label %27

27:                                               ; preds = %75, %15
  %28 = load i32, i32* %8, align 4
  %29 = load i32, i32* %9, align 4
  %30 = icmp sle i32 %28, %29
  br i1 %30, label %31, label %76

31:                                               ; preds = %27
  br label %32

32:                                               ; preds = %39, %31
  %33 = load i32*, i32** %4, align 4
  %34 = load i32, i32* %8, align 4
  %35 = getelementptr inbounds i32, i32* %33, i32 %34
  %36 = load i32, i32* %35, align 4
  %37 = load i32, i32* %7, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %42

39:                                               ; preds = %32
  %40 = load i32, i32* %8, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, i32* %8, align 4
  br label %32, !llvm.loop !16

42:                                               ; preds = %32
  br label %43

43:                                               ; preds = %50, %42
  %44 = load i32*, i32** %4, align 4
  %45 = load i32, i32* %9, align 4
  %46 = getelementptr inbounds i32, i32* %44, i32 %45
  %47 = load i32, i32* %46, align 4
  %48 = load i32, i32* %7, align 4
  %49 = icmp sgt i32 %47, %48
  br i1 %49, label %50, label %53

50:                                               ; preds = %43
  %51 = load i32, i32* %9, align 4
  %52 = add nsw i32 %51, -1
  store i32 %52, i32* %9, align 4
  br label %43, !llvm.loop !17

53:                                               ; preds = %43
  %54 = load i32, i32* %8, align 4
  %55 = load i32, i32* %9, align 4
  %56 = icmp sle i32 %54, %55
  br i1 %56, label %57, label %75

57:                                               ; preds = %53
  %58 = load i32*, i32** %4, align 4
  %59 = load i32, i32* %8, align 4
  %60 = getelementptr inbounds i32, i32* %58, i32 %59
  %61 = load i32, i32* %60, align 4
  store i32 %61, i32* %10, align 4
  %62 = load i32*, i32** %4, align 4
  %63 = load i32, i32* %9, align 4
  %64 = getelementptr inbounds i32, i32* %62, i32 %63
  %65 = load i32, i32* %64, align 4
  %66 = load i32*, i32** %4, align 4
  %67 = load i32, i32* %8, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, i32* %8, align 4
  %69 = getelementptr inbounds i32, i32* %66, i32 %67
  store i32 %65, i32* %69, align 4
  %70 = load i32, i32* %10, align 4
  %71 = load i32*, i32** %4, align 4
  %72 = load i32, i32* %9, align 4
  %73 = add nsw i32 %72, -1
  store i32 %73, i32* %9, align 4
  %74 = getelementptr inbounds i32, i32* %71, i32 %72
  store i32 %70, i32* %74, align 4
  br label %75

75:                                               ; preds = %57, %53
  br label %27, !llvm.loop !18

76:                                               ; preds = %27
  %77 = load i32, i32* %9, align 4
  %78 = load i32, i32* %5, align 4
  %79 = sub nsw i32 %77, %78
  %80 = load i32, i32* %6, align 4
  %81 = load i32, i32* %8, align 4
  %82 = sub nsw i32 %80, %81
  %83 = icmp slt i32 %79, %82
  br i1 %83, label %84, label %89

84:                                               ; preds = %76
  %85 = load i32*, i32** %4, align 4
  %86 = load i32, i32* %5, align 4
  %87 = load i32, i32* %9, align 4
  call void @quick(i32* noundef %85, i32 noundef signext %86, i32 noundef signext %87)
  %88 = load i32, i32* %8, align 4
  store i32 %88, i32* %5, align 4
  br label %94

89:                                               ; preds = %76
  %90 = load i32*, i32** %4, align 4
  %91 = load i32, i32* %8, align 4
  %92 = load i32, i32* %6, align 4
  call void @quick(i32* noundef %90, i32 noundef signext %91, i32 noundef signext %92)
  %93 = load i32, i32* %9, align 4
  store i32 %93, i32* %6, align 4
  br label %94

94:                                               ; preds = %89, %84
  br label %11, !llvm.loop !19

95:                                               ; preds = %11
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @merge_sort(i32* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %9, 2
  br i1 %10, label %11, label %12

11:                                               ; preds = %2
  br label %104

12:                                               ; preds = %2
  %13 = load i32, i32* %4, align 4
  %14 = sdiv i32 %13, 2
  store i32 %14, i32* %5, align 4
  %15 = load i32*, i32** %3, align 4
  %16 = load i32, i32* %5, align 4
  call void @merge_sort(i32* noundef %15, i32 noundef signext %16)
  %17 = load i32*, i32** %3, align 4
  %18 = load i32, i32* %5, align 4
  %19 = getelementptr inbounds i32, i32* %17, i32 %18
  %20 = load i32, i32* %4, align 4
  %21 = load i32, i32* %5, align 4
  %22 = sub nsw i32 %20, %21
  call void @merge_sort(i32* noundef %19, i32 noundef signext %22)
  store i32 0, i32* %6, align 4
  %23 = load i32, i32* %5, align 4
  store i32 %23, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %24

24:                                               ; preds = %56, %12
  %25 = load i32, i32* %6, align 4
  %26 = load i32, i32* %5, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %32

28:                                               ; preds = %24
  %29 = load i32, i32* %7, align 4
  %30 = load i32, i32* %4, align 4
  %31 = icmp slt i32 %29, %30
  br label %32

32:                                               ; preds = %28, %24
  %33 = phi i1 [ false, %24 ], [ %31, %28 ]
  br i1 %33, label %34, label %61

34:                                               ; preds = %32
  %35 = load i32*, i32** %3, align 4
  %36 = load i32, i32* %7, align 4
  %37 = getelementptr inbounds i32, i32* %35, i32 %36
  %38 = load i32, i32* %37, align 4
  %39 = load i32*, i32** %3, align 4
  %40 = load i32, i32* %6, align 4
  %41 = getelementptr inbounds i32, i32* %39, i32 %40
  %42 = load i32, i32* %41, align 4
  %43 = icmp slt i32 %38, %42
  br i1 %43, label %44, label %50

44:                                               ; preds = %34
  %45 = load i32*, i32** %3, align 4
  %46 = load i32, i32* %7, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* %7, align 4
  %48 = getelementptr inbounds i32, i32* %45, i32 %46
  %49 = load i32, i32* %48, align 4
  br label %56

50:                                               ; preds = %34
  %51 = load i32*, i32** %3, align 4
  %52 = load i32, i32* %6, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %6, align 4
  %54 = getelementptr inbounds i32, i32* %51, i32 %52
  %55 = load i32, i32* %54, align 4
  br label %56

56:                                               ; preds = %50, %44
  %57 = phi i32 [ %49, %44 ], [ %55, %50 ]
  %58 = load i32, i32* %8, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, i32* %8, align 4
  %60 = getelementptr inbounds [64 x i32], [64 x i32]* @tmp, i32 0, i32 %58
  store i32 %57, i32* %60, align 4
  br label %24, !llvm.loop !20

61:                                               ; preds = %32
  br label %62

62:                                               ; preds = %66, %61
  %63 = load i32, i32* %6, align 4
  %64 = load i32, i32* %5, align 4
  %65 = icmp slt i32 %63, %64
  br i1 %65, label %66, label %75

66:                                               ; preds = %62
  %67 = load i32*, i32** %3, align 4
  %68 = load i32, i32* %6, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, i32* %6, align 4
  %70 = getelementptr inbounds i32, i32* %67, i32 %68
  %71 = load i32, i32* %70, align 4
  %72 = load i32, i32* %8, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, i32* %8, align 4
  %74 = getelementptr inbounds [64 x i32], [64 x i32]* @tmp, i32 0, i32 %72
  store i32 %71, i32* %74, align 4
  br label %62, !llvm.loop !21

75:                                               ; preds = %62
  br label %76

76:                                               ; preds = %80, %75
  %77 = load i32, i32* %7, align 4
  %78 = load i32, i32* %4, align 4
  %79 = icmp slt i32 %77, %78
  br i1 %79, label %80, label %89

80:                                               ; preds = %76
  %81 = load i32*, i32** %3, align 4
  %82 = load i32, i32* %7, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, i32* %7, align 4
  %84 = getelementptr inbounds i32, i32* %81, i32 %82
  %85 = load i32, i32* %84, align 4
  %86 = load i32, i32* %8, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, i32* %8, align 4
  %88 = getelementptr inbounds [64 x i32], [64 x i32]* @tmp, i32 0, i32 %86
  store i32 %85, i32* %88, align 4
  br label %76, !llvm.loop !22

89:                                               ; preds = %76
  store i32 0, i32* %8, align 4
  br label %90

90:                                               ; preds = %101, %89
  %91 = load i32, i32* %8, align 4
  %92 = load i32, i32* %4, align 4
  %93 = icmp slt i32 %91, %92
  br i1 %93, label %94, label %104

94:                                               ; preds = %90
  %95 = load i32, i32* %8, align 4
  %96 = getelementptr inbounds [64 x i32], [64 x i32]* @tmp, i32 0, i32 %95
  %97 = load i32, i32* %96, align 4
  %98 = load i32*, i32** %3, align 4
  %99 = load i32, i32* %8, align 4
  %100 = getelementptr inbounds i32, i32* %98, i32 %99
  store i32 %97, i32* %100, align 4
  br label %101

101:                                              ; preds = %94
  %102 = load i32, i32* %8, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, i32* %8, align 4
  br label %90, !llvm.loop !23

104:                                              ; preds = %11, %90
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @heap_sort(i32* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  %8 = load i32, i32* %4, align 4
  %9 = sdiv i32 %8, 2
  %10 = sub nsw i32 %9, 1
  store i32 %10, i32* %5, align 4
  br label %11

11:                                               ; preds = %18, %2
  %12 = load i32, i32* %5, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %21

14:                                               ; preds = %11
  %15 = load i32*, i32** %3, align 4
  %16 = load i32, i32* %5, align 4
  %17 = load i32, i32* %4, align 4
  call void @sift(i32* noundef %15, i32 noundef signext %16, i32 noundef signext %17)
  br label %18

18:                                               ; preds = %14
  %19 = load i32, i32* %5, align 4
  %20 = add nsw i32 %19, -1
  store i32 %20, i32* %5, align 4
  br label %11, !llvm.loop !24

21:                                               ; preds = %11
  %22 = load i32, i32* %4, align 4
  %23 = sub nsw i32 %22, 1
  store i32 %23, i32* %6, align 4
  br label %24

24:                                               ; preds = %43, %21
  %25 = load i32, i32* %6, align 4
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %27, label %46

27:                                               ; preds = %24
  %28 = load i32*, i32** %3, align 4
  %29 = getelementptr inbounds i32, i32* %28, i32 0
  %30 = load i32, i32* %29, align 4
  store i32 %30, i32* %7, align 4
  %31 = load i32*, i32** %3, align 4
  %32 = load i32, i32* %6, align 4
  %33 = getelementptr inbounds i32, i32* %31, i32 %32
  %34 = load i32, i32* %33, align 4
  %35 = load i32*, i32** %3, align 4
  %36 = getelementptr inbounds i32, i32* %35, i32 0
  store i32 %34, i32* %36, align 4
  %37 = load i32, i32* %7, align 4
  %38 = load i32*, i32** %3, align 4
  %39 = load i32, i32* %6, align 4
  %40 = getelementptr inbounds i32, i32* %38, i32 %39
  store i32 %37, i32* %40, align 4
  %41 = load i32*, i32** %3, align 4
  %42 = load i32, i32* %6, align 4
  call void @sift(i32* noundef %41, i32 noundef signext 0, i32 noundef signext %42)
  br label %43

43:                                               ; preds = %27
  %44 = load i32, i32* %6, align 4
  %45 = add nsw i32 %44, -1
  store i32 %45, i32* %6, align 4
  br label %24, !llvm.loop !25

46:                                               ; preds = %24
  ret void
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
  br label %3, !llvm.loop !26

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
define internal void @print_nl() #0 {
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 1
  ret void
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
  %12 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.15, i32 0, i32 %11
  %13 = load i8, i8* %12, align 1
  store volatile i8 %13, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %14

14:                                               ; preds = %7
  %15 = load i32, i32* %3, align 4
  %16 = sub nsw i32 %15, 4
  store i32 %16, i32* %3, align 4
  br label %4, !llvm.loop !27

17:                                               ; preds = %4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @checksum(i32* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load i32, i32* %5, align 4
  %13 = mul i32 %12, 31
  %14 = load i32*, i32** %3, align 4
  %15 = load i32, i32* %6, align 4
  %16 = getelementptr inbounds i32, i32* %14, i32 %15
  %17 = load i32, i32* %16, align 4
  %18 = add i32 %13, %17
  store i32 %18, i32* %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %6, align 4
  br label %7, !llvm.loop !28

22:                                               ; preds = %7
  %23 = load i32, i32* %5, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone
define internal i32 @bsearch_i32(i32* noundef %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  %10 = load i32, i32* %5, align 4
  store i32 %10, i32* %8, align 4
  br label %11

11:                                               ; preds = %31, %3
  %12 = load i32, i32* %7, align 4
  %13 = load i32, i32* %8, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %32

15:                                               ; preds = %11
  %16 = load i32, i32* %7, align 4
  %17 = load i32, i32* %8, align 4
  %18 = add nsw i32 %16, %17
  %19 = sdiv i32 %18, 2
  store i32 %19, i32* %9, align 4
  %20 = load i32*, i32** %4, align 4
  %21 = load i32, i32* %9, align 4
  %22 = getelementptr inbounds i32, i32* %20, i32 %21
  %23 = load i32, i32* %22, align 4
  %24 = load i32, i32* %6, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %29

26:                                               ; preds = %15
  %27 = load i32, i32* %9, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %7, align 4
  br label %31

29:                                               ; preds = %15
  %30 = load i32, i32* %9, align 4
  store i32 %30, i32* %8, align 4
  br label %31

31:                                               ; preds = %29, %26
  br label %11, !llvm.loop !29

32:                                               ; preds = %11
  %33 = load i32, i32* %7, align 4
  %34 = load i32, i32* %5, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %45

36:                                               ; preds = %32
  %37 = load i32*, i32** %4, align 4
  %38 = load i32, i32* %7, align 4
  %39 = getelementptr inbounds i32, i32* %37, i32 %38
  %40 = load i32, i32* %39, align 4
  %41 = load i32, i32* %6, align 4
  %42 = icmp eq i32 %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %36
  %44 = load i32, i32* %7, align 4
  br label %46

45:                                               ; preds = %36, %32
  br label %46

46:                                               ; preds = %45, %43
  %47 = phi i32 [ %44, %43 ], [ -1, %45 ]
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone
define internal void @stable_sort(%struct.rec* noundef %0, i32 noundef signext %1, i32 (%struct.rec*, %struct.rec*)* noundef %2) #0 {
  %4 = alloca %struct.rec*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32 (%struct.rec*, %struct.rec*)*, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.rec, align 2
  %9 = alloca i32, align 4
  store %struct.rec* %0, %struct.rec** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 (%struct.rec*, %struct.rec*)* %2, i32 (%struct.rec*, %struct.rec*)** %6, align 4
  store i32 1, i32* %7, align 4
  br label %10

10:                                               ; preds = %52, %3
  %11 = load i32, i32* %7, align 4
  %12 = load i32, i32* %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %55

14:                                               ; preds = %10
  %15 = load %struct.rec*, %struct.rec** %4, align 4
  %16 = load i32, i32* %7, align 4
  %17 = getelementptr inbounds %struct.rec, %struct.rec* %15, i32 %16
  %18 = bitcast %struct.rec* %8 to i8*
  %19 = bitcast %struct.rec* %17 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %18, i8* align 2 %19, i32 6, i1 false)
  %20 = load i32, i32* %7, align 4
  store i32 %20, i32* %9, align 4
  br label %21

21:                                               ; preds = %34, %14
  %22 = load i32, i32* %9, align 4
  %23 = icmp sgt i32 %22, 0
  br i1 %23, label %24, label %32

24:                                               ; preds = %21
  %25 = load i32 (%struct.rec*, %struct.rec*)*, i32 (%struct.rec*, %struct.rec*)** %6, align 4
  %26 = load %struct.rec*, %struct.rec** %4, align 4
  %27 = load i32, i32* %9, align 4
  %28 = sub nsw i32 %27, 1
  %29 = getelementptr inbounds %struct.rec, %struct.rec* %26, i32 %28
  %30 = call i32 %25(%struct.rec* noundef %8, %struct.rec* noundef %29)
  %31 = icmp ne i32 %30, 0
  br label %32

32:                                               ; preds = %24, %21
  %33 = phi i1 [ false, %21 ], [ %31, %24 ]
  br i1 %33, label %34, label %46

34:                                               ; preds = %32
  %35 = load %struct.rec*, %struct.rec** %4, align 4
  %36 = load i32, i32* %9, align 4
  %37 = getelementptr inbounds %struct.rec, %struct.rec* %35, i32 %36
  %38 = load %struct.rec*, %struct.rec** %4, align 4
  %39 = load i32, i32* %9, align 4
  %40 = sub nsw i32 %39, 1
  %41 = getelementptr inbounds %struct.rec, %struct.rec* %38, i32 %40
  %42 = bitcast %struct.rec* %37 to i8*
  %43 = bitcast %struct.rec* %41 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %42, i8* align 2 %43, i32 6, i1 false)
  %44 = load i32, i32* %9, align 4
  %45 = add nsw i32 %44, -1
  store i32 %45, i32* %9, align 4
  br label %21, !llvm.loop !30

46:                                               ; preds = %32
  %47 = load %struct.rec*, %struct.rec** %4, align 4
  %48 = load i32, i32* %9, align 4
  %49 = getelementptr inbounds %struct.rec, %struct.rec* %47, i32 %48
  %50 = bitcast %struct.rec* %49 to i8*
  %51 = bitcast %struct.rec* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %50, i8* align 2 %51, i32 6, i1 false)
  br label %52

52:                                               ; preds = %46
  %53 = load i32, i32* %7, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, i32* %7, align 4
  br label %10, !llvm.loop !31

55:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @by_score(%struct.rec* noundef %0, %struct.rec* noundef %1) #0 {
  %3 = alloca %struct.rec*, align 4
  %4 = alloca %struct.rec*, align 4
  store %struct.rec* %0, %struct.rec** %3, align 4
  store %struct.rec* %1, %struct.rec** %4, align 4
  %5 = load %struct.rec*, %struct.rec** %3, align 4
  %6 = getelementptr inbounds %struct.rec, %struct.rec* %5, i32 0, i32 1
  %7 = load i16, i16* %6, align 2
  %8 = sext i16 %7 to i32
  %9 = load %struct.rec*, %struct.rec** %4, align 4
  %10 = getelementptr inbounds %struct.rec, %struct.rec* %9, i32 0, i32 1
  %11 = load i16, i16* %10, align 2
  %12 = sext i16 %11 to i32
  %13 = icmp sgt i32 %8, %12
  %14 = zext i1 %13 to i32
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone
define internal i32 @by_group(%struct.rec* noundef %0, %struct.rec* noundef %1) #0 {
  %3 = alloca %struct.rec*, align 4
  %4 = alloca %struct.rec*, align 4
  store %struct.rec* %0, %struct.rec** %3, align 4
  store %struct.rec* %1, %struct.rec** %4, align 4
  %5 = load %struct.rec*, %struct.rec** %3, align 4
  %6 = getelementptr inbounds %struct.rec, %struct.rec* %5, i32 0, i32 0
  %7 = load i8, i8* %6, align 2
  %8 = zext i8 %7 to i32
  %9 = load %struct.rec*, %struct.rec** %4, align 4
  %10 = getelementptr inbounds %struct.rec, %struct.rec* %9, i32 0, i32 0
  %11 = load i8, i8* %10, align 2
  %12 = zext i8 %11 to i32
  %13 = icmp slt i32 %8, %12
  %14 = zext i1 %13 to i32
  ret i32 %14
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @str_less(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  store i8* %1, i8** %4, align 4
  br label %5

5:                                                ; preds = %20, %2
  %6 = load i8*, i8** %3, align 4
  %7 = load i8, i8* %6, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %18

10:                                               ; preds = %5
  %11 = load i8*, i8** %3, align 4
  %12 = load i8, i8* %11, align 1
  %13 = sext i8 %12 to i32
  %14 = load i8*, i8** %4, align 4
  %15 = load i8, i8* %14, align 1
  %16 = sext i8 %15 to i32
  %17 = icmp eq i32 %13, %16
  br label %18

18:                                               ; preds = %10, %5
  %19 = phi i1 [ false, %5 ], [ %17, %10 ]
  br i1 %19, label %20, label %25

20:                                               ; preds = %18
  %21 = load i8*, i8** %3, align 4
  %22 = getelementptr inbounds i8, i8* %21, i32 1
  store i8* %22, i8** %3, align 4
  %23 = load i8*, i8** %4, align 4
  %24 = getelementptr inbounds i8, i8* %23, i32 1
  store i8* %24, i8** %4, align 4
  br label %5, !llvm.loop !32

25:                                               ; preds = %18
  %26 = load i8*, i8** %3, align 4
  %27 = load i8, i8* %26, align 1
  %28 = zext i8 %27 to i32
  %29 = load i8*, i8** %4, align 4
  %30 = load i8, i8* %29, align 1
  %31 = zext i8 %30 to i32
  %32 = icmp slt i32 %28, %31
  %33 = zext i1 %32 to i32
  ret i32 %33
}

; Function Attrs: noinline nounwind optnone
define internal void @sift(i32* noundef %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  br label %9

9:                                                ; preds = %47, %3
  %10 = load i32, i32* %5, align 4
  %11 = mul nsw i32 2, %10
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* %7, align 4
  %13 = load i32, i32* %7, align 4
  %14 = load i32, i32* %6, align 4
  %15 = icmp sge i32 %13, %14
  br i1 %15, label %16, label %17

16:                                               ; preds = %9
  br label %64

17:                                               ; preds = %9
  %18 = load i32, i32* %7, align 4
  %19 = add nsw i32 %18, 1
  %20 = load i32, i32* %6, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %36

22:                                               ; preds = %17
  %23 = load i32*, i32** %4, align 4
  %24 = load i32, i32* %7, align 4
  %25 = add nsw i32 %24, 1
  %26 = getelementptr inbounds i32, i32* %23, i32 %25
  %27 = load i32, i32* %26, align 4
  %28 = load i32*, i32** %4, align 4
  %29 = load i32, i32* %7, align 4
  %30 = getelementptr inbounds i32, i32* %28, i32 %29
  %31 = load i32, i32* %30, align 4
  %32 = icmp sgt i32 %27, %31
  br i1 %32, label %33, label %36

33:                                               ; preds = %22
  %34 = load i32, i32* %7, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %7, align 4
  br label %36

36:                                               ; preds = %33, %22, %17
  %37 = load i32*, i32** %4, align 4
  %38 = load i32, i32* %5, align 4
  %39 = getelementptr inbounds i32, i32* %37, i32 %38
  %40 = load i32, i32* %39, align 4
  %41 = load i32*, i32** %4, align 4
  %42 = load i32, i32* %7, align 4
  %43 = getelementptr inbounds i32, i32* %41, i32 %42
  %44 = load i32, i32* %43, align 4
  %45 = icmp sge i32 %40, %44
  br i1 %45, label %46, label %47

46:                                               ; preds = %36
  br label %64

47:                                               ; preds = %36
  %48 = load i32*, i32** %4, align 4
  %49 = load i32, i32* %5, align 4
  %50 = getelementptr inbounds i32, i32* %48, i32 %49
  %51 = load i32, i32* %50, align 4
  store i32 %51, i32* %8, align 4
  %52 = load i32*, i32** %4, align 4
  %53 = load i32, i32* %7, align 4
  %54 = getelementptr inbounds i32, i32* %52, i32 %53
  %55 = load i32, i32* %54, align 4
  %56 = load i32*, i32** %4, align 4
  %57 = load i32, i32* %5, align 4
  %58 = getelementptr inbounds i32, i32* %56, i32 %57
  store i32 %55, i32* %58, align 4
  %59 = load i32, i32* %8, align 4
  %60 = load i32*, i32** %4, align 4
  %61 = load i32, i32* %7, align 4
  %62 = getelementptr inbounds i32, i32* %60, i32 %61
  store i32 %59, i32* %62, align 4
  %63 = load i32, i32* %7, align 4
  store i32 %63, i32* %5, align 4
  br label %9

64:                                               ; preds = %46, %16
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
  br i1 %17, label %5, label %18, !llvm.loop !33

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
  br label %19, !llvm.loop !34

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
!19 = distinct !{!19, !3}
!20 = distinct !{!20, !3}
!21 = distinct !{!21, !3}
!22 = distinct !{!22, !3}
!23 = distinct !{!23, !3}
!24 = distinct !{!24, !3}
!25 = distinct !{!25, !3}
!26 = distinct !{!26, !3}
!27 = distinct !{!27, !3}
!28 = distinct !{!28, !3}
!29 = distinct !{!29, !3}
!30 = distinct !{!30, !3}
!31 = distinct !{!31, !3}
!32 = distinct !{!32, !3}
!33 = distinct !{!33, !3}
!34 = distinct !{!34, !3}
