; ModuleID = 'timefmt.c'
source_filename = "timefmt.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32 }

@times = internal unnamed_addr constant [28 x i64] [i64 0, i64 59, i64 86399, i64 86400, i64 951782400, i64 951868800, i64 978307199, i64 1009843200, i64 1230768000, i64 1293753600, i64 1420070399, i64 1451606400, i64 1704067199, i64 1709164800, i64 2147483647, i64 2147483648, i64 4102444800, i64 253402300799, i64 -1, i64 -86400, i64 -2208988800, i64 -62135596800, i64 1100000000, i64 1234567890, i64 1600000000, i64 1735603200, i64 1767139200, i64 915148800], align 8
@.str = private unnamed_addr constant [118 x i8] c"%a %A %b %B %c|%C %d %D %e %F|%g %G %h %H %I %j %m %M %p %r %R %S|%T %u %U %V %w %W %x %X %y %Y %z %%|%Ec %EY %Od %Oy\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%lld: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [34 x i8] c"  fields %d %d %d %d %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [60 x i8] c"  mktime %lld: %d-%02d-%02d %02d:%02d:%02d wday %d yday %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"  back %lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [41 x i8] c"%lld: %d %d %d %d:%d:%d wday %d yday %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"%lld: NULL\0A\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"small: %zu %zu\0A\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"%Y-%m\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [400 x i8], align 1
  %2 = alloca i64, align 8
  %3 = alloca %struct.tm, align 4
  %4 = alloca %struct.tm, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = getelementptr inbounds [400 x i8], [400 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 400, i8* nonnull %7) #4
  %8 = bitcast i64* %2 to i8*
  %9 = bitcast %struct.tm* %3 to i8*
  %10 = getelementptr inbounds %struct.tm, %struct.tm* %3, i32 0, i32 5
  %11 = getelementptr inbounds %struct.tm, %struct.tm* %3, i32 0, i32 4
  %12 = getelementptr inbounds %struct.tm, %struct.tm* %3, i32 0, i32 3
  %13 = getelementptr inbounds %struct.tm, %struct.tm* %3, i32 0, i32 2
  %14 = getelementptr inbounds %struct.tm, %struct.tm* %3, i32 0, i32 1
  %15 = getelementptr inbounds %struct.tm, %struct.tm* %3, i32 0, i32 0
  %16 = getelementptr inbounds %struct.tm, %struct.tm* %3, i32 0, i32 6
  %17 = getelementptr inbounds %struct.tm, %struct.tm* %3, i32 0, i32 7
  %18 = bitcast %struct.tm* %4 to i8*
  %19 = getelementptr inbounds %struct.tm, %struct.tm* %4, i32 0, i32 3
  %20 = getelementptr inbounds %struct.tm, %struct.tm* %4, i32 0, i32 4
  %21 = getelementptr inbounds %struct.tm, %struct.tm* %4, i32 0, i32 0
  %22 = getelementptr inbounds %struct.tm, %struct.tm* %4, i32 0, i32 8
  %23 = getelementptr inbounds %struct.tm, %struct.tm* %4, i32 0, i32 5
  %24 = getelementptr inbounds %struct.tm, %struct.tm* %4, i32 0, i32 2
  %25 = getelementptr inbounds %struct.tm, %struct.tm* %4, i32 0, i32 1
  %26 = getelementptr inbounds %struct.tm, %struct.tm* %4, i32 0, i32 6
  %27 = getelementptr inbounds %struct.tm, %struct.tm* %4, i32 0, i32 7
  br label %32

28:                                               ; preds = %32
  %29 = bitcast i64* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %29) #4
  store i64 9223372036854775807, i64* %5, align 8, !tbaa !1
  %30 = call %struct.tm* @gmtime(i64* noundef nonnull %5) #5
  %31 = icmp eq %struct.tm* %30, null
  br i1 %31, label %93, label %75

32:                                               ; preds = %0, %32
  %33 = phi i32 [ 0, %0 ], [ %73, %32 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %8) #4
  %34 = getelementptr inbounds [28 x i64], [28 x i64]* @times, i32 0, i32 %33
  %35 = load i64, i64* %34, align 8, !tbaa !1
  store i64 %35, i64* %2, align 8, !tbaa !1
  call void @llvm.lifetime.start.p0i8(i64 36, i8* nonnull %9) #4
  %36 = call %struct.tm* @gmtime(i64* noundef nonnull %2) #5
  %37 = bitcast %struct.tm* %36 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(36) %9, i8* noundef nonnull align 4 dereferenceable(36) %37, i32 36, i1 false), !tbaa.struct !5
  %38 = call i32 @strftime(i8* noundef nonnull %7, i32 noundef signext 400, i8* noundef getelementptr inbounds ([118 x i8], [118 x i8]* @.str, i32 0, i32 0), %struct.tm* noundef nonnull %3) #5
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i32 0, i32 0), i64 noundef signext %35, i8* noundef nonnull %7) #5
  %40 = load i32, i32* %10, align 4, !tbaa !8
  %41 = load i32, i32* %11, align 4, !tbaa !10
  %42 = load i32, i32* %12, align 4, !tbaa !11
  %43 = load i32, i32* %13, align 4, !tbaa !12
  %44 = load i32, i32* %14, align 4, !tbaa !13
  %45 = load i32, i32* %15, align 4, !tbaa !14
  %46 = load i32, i32* %16, align 4, !tbaa !15
  %47 = load i32, i32* %17, align 4, !tbaa !16
  %48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.2, i32 0, i32 0), i32 noundef signext %40, i32 noundef signext %41, i32 noundef signext %42, i32 noundef signext %43, i32 noundef signext %44, i32 noundef signext %45, i32 noundef signext %46, i32 noundef signext %47) #5
  call void @llvm.lifetime.start.p0i8(i64 36, i8* nonnull %18) #4
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(36) %18, i8* noundef nonnull align 4 dereferenceable(36) %9, i32 36, i1 false), !tbaa.struct !5
  %49 = load i32, i32* %19, align 4, !tbaa !11
  %50 = add nsw i32 %49, 40
  store i32 %50, i32* %19, align 4, !tbaa !11
  %51 = load i32, i32* %20, align 4, !tbaa !10
  %52 = add nsw i32 %51, 13
  store i32 %52, i32* %20, align 4, !tbaa !10
  %53 = load i32, i32* %21, align 4, !tbaa !14
  %54 = add nsw i32 %53, 100000
  store i32 %54, i32* %21, align 4, !tbaa !14
  store i32 0, i32* %22, align 4, !tbaa !17
  %55 = call i64 @mktime(%struct.tm* noundef nonnull %4) #5
  %56 = load i32, i32* %23, align 4, !tbaa !8
  %57 = add nsw i32 %56, 1900
  %58 = load i32, i32* %20, align 4, !tbaa !10
  %59 = add nsw i32 %58, 1
  %60 = load i32, i32* %19, align 4, !tbaa !11
  %61 = load i32, i32* %24, align 4, !tbaa !12
  %62 = load i32, i32* %25, align 4, !tbaa !13
  %63 = load i32, i32* %21, align 4, !tbaa !14
  %64 = load i32, i32* %26, align 4, !tbaa !15
  %65 = load i32, i32* %27, align 4, !tbaa !16
  %66 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([60 x i8], [60 x i8]* @.str.3, i32 0, i32 0), i64 noundef signext %55, i32 noundef signext %57, i32 noundef signext %59, i32 noundef signext %60, i32 noundef signext %61, i32 noundef signext %62, i32 noundef signext %63, i32 noundef signext %64, i32 noundef signext %65) #5
  %67 = load i32, i32* %20, align 4, !tbaa !10
  %68 = add nsw i32 %67, -30
  store i32 %68, i32* %20, align 4, !tbaa !10
  %69 = load i32, i32* %19, align 4, !tbaa !11
  %70 = add nsw i32 %69, -400
  store i32 %70, i32* %19, align 4, !tbaa !11
  %71 = call i64 @mktime(%struct.tm* noundef nonnull %4) #5
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i64 noundef signext %71) #5
  call void @llvm.lifetime.end.p0i8(i64 36, i8* nonnull %18) #4
  call void @llvm.lifetime.end.p0i8(i64 36, i8* nonnull %9) #4
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8) #4
  %73 = add nuw nsw i32 %33, 1
  %74 = icmp eq i32 %73, 28
  br i1 %74, label %28, label %32, !llvm.loop !18

75:                                               ; preds = %28
  %76 = getelementptr inbounds %struct.tm, %struct.tm* %30, i32 0, i32 5
  %77 = load i32, i32* %76, align 4, !tbaa !8
  %78 = getelementptr inbounds %struct.tm, %struct.tm* %30, i32 0, i32 4
  %79 = load i32, i32* %78, align 4, !tbaa !10
  %80 = getelementptr inbounds %struct.tm, %struct.tm* %30, i32 0, i32 3
  %81 = load i32, i32* %80, align 4, !tbaa !11
  %82 = getelementptr inbounds %struct.tm, %struct.tm* %30, i32 0, i32 2
  %83 = load i32, i32* %82, align 4, !tbaa !12
  %84 = getelementptr inbounds %struct.tm, %struct.tm* %30, i32 0, i32 1
  %85 = load i32, i32* %84, align 4, !tbaa !13
  %86 = getelementptr inbounds %struct.tm, %struct.tm* %30, i32 0, i32 0
  %87 = load i32, i32* %86, align 4, !tbaa !14
  %88 = getelementptr inbounds %struct.tm, %struct.tm* %30, i32 0, i32 6
  %89 = load i32, i32* %88, align 4, !tbaa !15
  %90 = getelementptr inbounds %struct.tm, %struct.tm* %30, i32 0, i32 7
  %91 = load i32, i32* %90, align 4, !tbaa !16
  %92 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.5, i32 0, i32 0), i64 noundef signext 9223372036854775807, i32 noundef signext %77, i32 noundef signext %79, i32 noundef signext %81, i32 noundef signext %83, i32 noundef signext %85, i32 noundef signext %87, i32 noundef signext %89, i32 noundef signext %91) #5
  br label %95

93:                                               ; preds = %28
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i64 noundef signext 9223372036854775807) #5
  br label %95

95:                                               ; preds = %93, %75
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %29) #4
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %29) #4
  store i64 -9223372036854775808, i64* %5, align 8, !tbaa !1
  %96 = call %struct.tm* @gmtime(i64* noundef nonnull %5) #5
  %97 = icmp eq %struct.tm* %96, null
  br i1 %97, label %116, label %98

98:                                               ; preds = %95
  %99 = getelementptr inbounds %struct.tm, %struct.tm* %96, i32 0, i32 5
  %100 = load i32, i32* %99, align 4, !tbaa !8
  %101 = getelementptr inbounds %struct.tm, %struct.tm* %96, i32 0, i32 4
  %102 = load i32, i32* %101, align 4, !tbaa !10
  %103 = getelementptr inbounds %struct.tm, %struct.tm* %96, i32 0, i32 3
  %104 = load i32, i32* %103, align 4, !tbaa !11
  %105 = getelementptr inbounds %struct.tm, %struct.tm* %96, i32 0, i32 2
  %106 = load i32, i32* %105, align 4, !tbaa !12
  %107 = getelementptr inbounds %struct.tm, %struct.tm* %96, i32 0, i32 1
  %108 = load i32, i32* %107, align 4, !tbaa !13
  %109 = getelementptr inbounds %struct.tm, %struct.tm* %96, i32 0, i32 0
  %110 = load i32, i32* %109, align 4, !tbaa !14
  %111 = getelementptr inbounds %struct.tm, %struct.tm* %96, i32 0, i32 6
  %112 = load i32, i32* %111, align 4, !tbaa !15
  %113 = getelementptr inbounds %struct.tm, %struct.tm* %96, i32 0, i32 7
  %114 = load i32, i32* %113, align 4, !tbaa !16
  %115 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.5, i32 0, i32 0), i64 noundef signext -9223372036854775808, i32 noundef signext %100, i32 noundef signext %102, i32 noundef signext %104, i32 noundef signext %106, i32 noundef signext %108, i32 noundef signext %110, i32 noundef signext %112, i32 noundef signext %114) #5
  br label %118

116:                                              ; preds = %95
  %117 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i64 noundef signext -9223372036854775808) #5
  br label %118

118:                                              ; preds = %116, %98
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %29) #4
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %29) #4
  store i64 67768036191676799, i64* %5, align 8, !tbaa !1
  %119 = call %struct.tm* @gmtime(i64* noundef nonnull %5) #5
  %120 = icmp eq %struct.tm* %119, null
  br i1 %120, label %139, label %121

121:                                              ; preds = %118
  %122 = getelementptr inbounds %struct.tm, %struct.tm* %119, i32 0, i32 5
  %123 = load i32, i32* %122, align 4, !tbaa !8
  %124 = getelementptr inbounds %struct.tm, %struct.tm* %119, i32 0, i32 4
  %125 = load i32, i32* %124, align 4, !tbaa !10
  %126 = getelementptr inbounds %struct.tm, %struct.tm* %119, i32 0, i32 3
  %127 = load i32, i32* %126, align 4, !tbaa !11
  %128 = getelementptr inbounds %struct.tm, %struct.tm* %119, i32 0, i32 2
  %129 = load i32, i32* %128, align 4, !tbaa !12
  %130 = getelementptr inbounds %struct.tm, %struct.tm* %119, i32 0, i32 1
  %131 = load i32, i32* %130, align 4, !tbaa !13
  %132 = getelementptr inbounds %struct.tm, %struct.tm* %119, i32 0, i32 0
  %133 = load i32, i32* %132, align 4, !tbaa !14
  %134 = getelementptr inbounds %struct.tm, %struct.tm* %119, i32 0, i32 6
  %135 = load i32, i32* %134, align 4, !tbaa !15
  %136 = getelementptr inbounds %struct.tm, %struct.tm* %119, i32 0, i32 7
  %137 = load i32, i32* %136, align 4, !tbaa !16
  %138 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.5, i32 0, i32 0), i64 noundef signext 67768036191676799, i32 noundef signext %123, i32 noundef signext %125, i32 noundef signext %127, i32 noundef signext %129, i32 noundef signext %131, i32 noundef signext %133, i32 noundef signext %135, i32 noundef signext %137) #5
  br label %141

139:                                              ; preds = %118
  %140 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i64 noundef signext 67768036191676799) #5
  br label %141

141:                                              ; preds = %139, %121
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %29) #4
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %29) #4
  store i64 67768036191676800, i64* %5, align 8, !tbaa !1
  %142 = call %struct.tm* @gmtime(i64* noundef nonnull %5) #5
  %143 = icmp eq %struct.tm* %142, null
  br i1 %143, label %162, label %144

144:                                              ; preds = %141
  %145 = getelementptr inbounds %struct.tm, %struct.tm* %142, i32 0, i32 5
  %146 = load i32, i32* %145, align 4, !tbaa !8
  %147 = getelementptr inbounds %struct.tm, %struct.tm* %142, i32 0, i32 4
  %148 = load i32, i32* %147, align 4, !tbaa !10
  %149 = getelementptr inbounds %struct.tm, %struct.tm* %142, i32 0, i32 3
  %150 = load i32, i32* %149, align 4, !tbaa !11
  %151 = getelementptr inbounds %struct.tm, %struct.tm* %142, i32 0, i32 2
  %152 = load i32, i32* %151, align 4, !tbaa !12
  %153 = getelementptr inbounds %struct.tm, %struct.tm* %142, i32 0, i32 1
  %154 = load i32, i32* %153, align 4, !tbaa !13
  %155 = getelementptr inbounds %struct.tm, %struct.tm* %142, i32 0, i32 0
  %156 = load i32, i32* %155, align 4, !tbaa !14
  %157 = getelementptr inbounds %struct.tm, %struct.tm* %142, i32 0, i32 6
  %158 = load i32, i32* %157, align 4, !tbaa !15
  %159 = getelementptr inbounds %struct.tm, %struct.tm* %142, i32 0, i32 7
  %160 = load i32, i32* %159, align 4, !tbaa !16
  %161 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.5, i32 0, i32 0), i64 noundef signext 67768036191676800, i32 noundef signext %146, i32 noundef signext %148, i32 noundef signext %150, i32 noundef signext %152, i32 noundef signext %154, i32 noundef signext %156, i32 noundef signext %158, i32 noundef signext %160) #5
  br label %164

162:                                              ; preds = %141
  %163 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i64 noundef signext 67768036191676800) #5
  br label %164

164:                                              ; preds = %162, %144
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %29) #4
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %29) #4
  store i64 -67768040609740800, i64* %5, align 8, !tbaa !1
  %165 = call %struct.tm* @gmtime(i64* noundef nonnull %5) #5
  %166 = icmp eq %struct.tm* %165, null
  br i1 %166, label %185, label %167

167:                                              ; preds = %164
  %168 = getelementptr inbounds %struct.tm, %struct.tm* %165, i32 0, i32 5
  %169 = load i32, i32* %168, align 4, !tbaa !8
  %170 = getelementptr inbounds %struct.tm, %struct.tm* %165, i32 0, i32 4
  %171 = load i32, i32* %170, align 4, !tbaa !10
  %172 = getelementptr inbounds %struct.tm, %struct.tm* %165, i32 0, i32 3
  %173 = load i32, i32* %172, align 4, !tbaa !11
  %174 = getelementptr inbounds %struct.tm, %struct.tm* %165, i32 0, i32 2
  %175 = load i32, i32* %174, align 4, !tbaa !12
  %176 = getelementptr inbounds %struct.tm, %struct.tm* %165, i32 0, i32 1
  %177 = load i32, i32* %176, align 4, !tbaa !13
  %178 = getelementptr inbounds %struct.tm, %struct.tm* %165, i32 0, i32 0
  %179 = load i32, i32* %178, align 4, !tbaa !14
  %180 = getelementptr inbounds %struct.tm, %struct.tm* %165, i32 0, i32 6
  %181 = load i32, i32* %180, align 4, !tbaa !15
  %182 = getelementptr inbounds %struct.tm, %struct.tm* %165, i32 0, i32 7
  %183 = load i32, i32* %182, align 4, !tbaa !16
  %184 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.5, i32 0, i32 0), i64 noundef signext -67768040609740800, i32 noundef signext %169, i32 noundef signext %171, i32 noundef signext %173, i32 noundef signext %175, i32 noundef signext %177, i32 noundef signext %179, i32 noundef signext %181, i32 noundef signext %183) #5
  br label %187

185:                                              ; preds = %164
  %186 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i64 noundef signext -67768040609740800) #5
  br label %187

187:                                              ; preds = %185, %167
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %29) #4
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %29) #4
  store i64 -67768040609740801, i64* %5, align 8, !tbaa !1
  %188 = call %struct.tm* @gmtime(i64* noundef nonnull %5) #5
  %189 = icmp eq %struct.tm* %188, null
  br i1 %189, label %208, label %190

190:                                              ; preds = %187
  %191 = getelementptr inbounds %struct.tm, %struct.tm* %188, i32 0, i32 5
  %192 = load i32, i32* %191, align 4, !tbaa !8
  %193 = getelementptr inbounds %struct.tm, %struct.tm* %188, i32 0, i32 4
  %194 = load i32, i32* %193, align 4, !tbaa !10
  %195 = getelementptr inbounds %struct.tm, %struct.tm* %188, i32 0, i32 3
  %196 = load i32, i32* %195, align 4, !tbaa !11
  %197 = getelementptr inbounds %struct.tm, %struct.tm* %188, i32 0, i32 2
  %198 = load i32, i32* %197, align 4, !tbaa !12
  %199 = getelementptr inbounds %struct.tm, %struct.tm* %188, i32 0, i32 1
  %200 = load i32, i32* %199, align 4, !tbaa !13
  %201 = getelementptr inbounds %struct.tm, %struct.tm* %188, i32 0, i32 0
  %202 = load i32, i32* %201, align 4, !tbaa !14
  %203 = getelementptr inbounds %struct.tm, %struct.tm* %188, i32 0, i32 6
  %204 = load i32, i32* %203, align 4, !tbaa !15
  %205 = getelementptr inbounds %struct.tm, %struct.tm* %188, i32 0, i32 7
  %206 = load i32, i32* %205, align 4, !tbaa !16
  %207 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.5, i32 0, i32 0), i64 noundef signext -67768040609740801, i32 noundef signext %192, i32 noundef signext %194, i32 noundef signext %196, i32 noundef signext %198, i32 noundef signext %200, i32 noundef signext %202, i32 noundef signext %204, i32 noundef signext %206) #5
  br label %210

208:                                              ; preds = %187
  %209 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i64 noundef signext -67768040609740801) #5
  br label %210

210:                                              ; preds = %208, %190
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %29) #4
  %211 = bitcast i64* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %211) #4
  store i64 0, i64* %6, align 8, !tbaa !1
  %212 = call %struct.tm* @gmtime(i64* noundef nonnull %6) #5
  %213 = call i32 @strftime(i8* noundef nonnull %7, i32 noundef signext 5, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), %struct.tm* noundef %212) #5
  %214 = call %struct.tm* @gmtime(i64* noundef nonnull %6) #5
  %215 = call i32 @strftime(i8* noundef nonnull %7, i32 noundef signext 8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), %struct.tm* noundef %214) #5
  %216 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.7, i32 0, i32 0), i32 noundef signext %213, i32 noundef signext %215) #5
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %211) #4
  call void @llvm.lifetime.end.p0i8(i64 400, i8* nonnull %7) #4
  ret i32 0
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
