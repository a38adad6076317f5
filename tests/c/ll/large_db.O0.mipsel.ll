; ModuleID = 'large_db.c'
source_filename = "large_db.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.record = type { i32, i8*, i8, i8, i32, i32, i8 }
%struct.avl = type { i16, i16, i8 }
%struct.query = type { [6 x %struct.cond], i32, i32 }
%struct.cond = type { i8, i8, i32 }
%struct.group = type { i32, i32, i32, i32, i32 }

@rng_state = internal global i32 0, align 4
@.str = private unnamed_addr constant [5 x i8] c"rows\00", align 1
@nrows = internal global i32 0, align 4
@.str.1 = private unnamed_addr constant [9 x i8] c"failures\00", align 1
@failures = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [10 x i8] c"checksum \00", align 1
@check = internal global i32 0, align 4
@root = internal global i32 -1, align 4
@rows = internal global [600 x %struct.record] zeroinitializer, align 4
@.str.3 = private unnamed_addr constant [16 x i8] c"new id inserted\00", align 1
@slots = internal global [1024 x i16] zeroinitializer, align 2
@syllables = internal constant [12 x i8*] [i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.14, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i32 0, i32 0)], align 4
@.str.4 = private unnamed_addr constant [3 x i8] c"ka\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"lo\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"mi\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ne\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ru\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"sa\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"to\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"vi\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"de\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"an\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"el\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c"or\00", align 1
@ninterned = internal global i32 0, align 4
@interned = internal global [600 x i8*] zeroinitializer, align 4
@arena_used = internal global i32 0, align 4
@.str.16 = private unnamed_addr constant [2 x i8] c"?\00", align 1
@arena = internal global [16384 x i8] zeroinitializer, align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"FAILED: \00", align 1
@hash_probes = internal global i32 0, align 4
@tree = internal global [600 x %struct.avl] zeroinitializer, align 2
@.str.18 = private unnamed_addr constant [15 x i8] c"AVL invariants\00", align 1
@.str.19 = private unnamed_addr constant [25 x i8] c"AVL holds every live row\00", align 1
@.str.20 = private unnamed_addr constant [12 x i8] c"tree_height\00", align 1
@.str.21 = private unnamed_addr constant [36 x i8] c"every live id found, no deleted one\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"probes\00", align 1
@.str.23 = private unnamed_addr constant [8 x i8] c"missing\00", align 1
@test_queries.queries = internal constant [10 x i8*] [i8* getelementptr inbounds ([34 x i8], [34 x i8]* @.str.24, i32 0, i32 0), i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str.25, i32 0, i32 0), i8* getelementptr inbounds ([28 x i8], [28 x i8]* @.str.26, i32 0, i32 0), i8* getelementptr inbounds ([21 x i8], [21 x i8]* @.str.27, i32 0, i32 0), i8* getelementptr inbounds ([38 x i8], [38 x i8]* @.str.28, i32 0, i32 0), i8* getelementptr inbounds ([25 x i8], [25 x i8]* @.str.29, i32 0, i32 0), i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str.30, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.31, i32 0, i32 0), i8* getelementptr inbounds ([18 x i8], [18 x i8]* @.str.32, i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.33, i32 0, i32 0)], align 4
@.str.24 = private unnamed_addr constant [34 x i8] c"salary >= 5000 and salary <= 6000\00", align 1
@.str.25 = private unnamed_addr constant [14 x i8] c"salary > 7500\00", align 1
@.str.26 = private unnamed_addr constant [28 x i8] c"dept = 3 and salary >= 5000\00", align 1
@.str.27 = private unnamed_addr constant [21 x i8] c"age < 25 or age > 60\00", align 1
@.str.28 = private unnamed_addr constant [38 x i8] c"level = 5 and dept != 2 and age >= 40\00", align 1
@.str.29 = private unnamed_addr constant [25 x i8] c"id >= 1500 and id < 1700\00", align 1
@.str.30 = private unnamed_addr constant [14 x i8] c"salary < 3000\00", align 1
@.str.31 = private unnamed_addr constant [9 x i8] c"dept = 9\00", align 1
@.str.32 = private unnamed_addr constant [18 x i8] c"salary >= 4000 or\00", align 1
@.str.33 = private unnamed_addr constant [11 x i8] c"height > 3\00", align 1
@.str.34 = private unnamed_addr constant [3 x i8] c": \00", align 1
@.str.35 = private unnamed_addr constant [13 x i8] c"syntax error\00", align 1
@.str.36 = private unnamed_addr constant [25 x i8] c"index agrees with a scan\00", align 1
@result = internal global [600 x i16] zeroinitializer, align 2
@.str.37 = private unnamed_addr constant [15 x i8] c" rows (index) \00", align 1
@.str.38 = private unnamed_addr constant [14 x i8] c" rows (scan) \00", align 1
@parse_query.fields = internal constant [5 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.39, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.40, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.41, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.42, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.43, i32 0, i32 0)], align 4
@.str.39 = private unnamed_addr constant [5 x i8] c"dept\00", align 1
@.str.40 = private unnamed_addr constant [6 x i8] c"level\00", align 1
@.str.41 = private unnamed_addr constant [7 x i8] c"salary\00", align 1
@.str.42 = private unnamed_addr constant [4 x i8] c"age\00", align 1
@.str.43 = private unnamed_addr constant [3 x i8] c"id\00", align 1
@parse_query.ops = internal constant [6 x i8*] [i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.44, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.45, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.47, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.48, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.49, i32 0, i32 0)], align 4
@.str.44 = private unnamed_addr constant [3 x i8] c"!=\00", align 1
@.str.45 = private unnamed_addr constant [3 x i8] c"<=\00", align 1
@.str.46 = private unnamed_addr constant [3 x i8] c">=\00", align 1
@.str.47 = private unnamed_addr constant [2 x i8] c"=\00", align 1
@.str.48 = private unnamed_addr constant [2 x i8] c"<\00", align 1
@.str.49 = private unnamed_addr constant [2 x i8] c">\00", align 1
@parse_query.op_codes = internal constant [6 x i8] c"\01\03\05\00\02\04", align 1
@.str.50 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@test_sorting.order = internal global [600 x i16] zeroinitializer, align 2
@test_sorting.names = internal constant [3 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.51, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.42, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.52, i32 0, i32 0)], align 4
@.str.51 = private unnamed_addr constant [5 x i8] c"name\00", align 1
@.str.52 = private unnamed_addr constant [12 x i8] c"dept_salary\00", align 1
@.str.53 = private unnamed_addr constant [18 x i8] c"sorted and stable\00", align 1
@.str.54 = private unnamed_addr constant [10 x i8] c"order by \00", align 1
@.str.55 = private unnamed_addr constant [9 x i8] c": first \00", align 1
@.str.56 = private unnamed_addr constant [8 x i8] c", last \00", align 1
@sort_tmp = internal global [600 x i16] zeroinitializer, align 2
@.str.57 = private unnamed_addr constant [28 x i8] c"top 10 agrees with the tree\00", align 1
@.str.58 = private unnamed_addr constant [5 x i8] c"top:\00", align 1
@heap_size = internal global i32 0, align 4
@heap = internal global [600 x i16] zeroinitializer, align 2
@.str.59 = private unnamed_addr constant [6 x i8] c"dept \00", align 1
@.str.60 = private unnamed_addr constant [5 x i8] c": n=\00", align 1
@.str.61 = private unnamed_addr constant [6 x i8] c" avg=\00", align 1
@.str.62 = private unnamed_addr constant [6 x i8] c" min=\00", align 1
@.str.63 = private unnamed_addr constant [6 x i8] c" max=\00", align 1
@.str.64 = private unnamed_addr constant [6 x i8] c" age=\00", align 1
@.str.65 = private unnamed_addr constant [27 x i8] c"groups cover the live rows\00", align 1
@.str.66 = private unnamed_addr constant [22 x i8] c"removed from the hash\00", align 1
@.str.67 = private unnamed_addr constant [29 x i8] c"AVL invariants after deletes\00", align 1
@.str.68 = private unnamed_addr constant [24 x i8] c"AVL count after deletes\00", align 1
@.str.69 = private unnamed_addr constant [21 x i8] c"deleted ids are gone\00", align 1
@.str.70 = private unnamed_addr constant [12 x i8] c"re-inserted\00", align 1
@.str.71 = private unnamed_addr constant [29 x i8] c"AVL invariants after inserts\00", align 1
@.str.72 = private unnamed_addr constant [5 x i8] c"live\00", align 1
@.str.73 = private unnamed_addr constant [11 x i8] c"tree_nodes\00", align 1
@.str.74 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.75 = private unnamed_addr constant [15 x i8] c"distinct_names\00", align 1
@.str.76 = private unnamed_addr constant [12 x i8] c"arena_bytes\00", align 1
@.str.77 = private unnamed_addr constant [14 x i8] c"longest name \00", align 1
@.str.78 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 20240601, i32* @rng_state, align 4
  call void @load_table(i32 noundef signext 500)
  %2 = load i32, i32* @nrows, align 4
  call void @report(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i32 noundef signext %2)
  call void @test_indexes()
  call void @test_queries()
  call void @test_sorting()
  call void @test_top()
  call void @test_groups()
  call void @test_delete()
  call void @test_indexes()
  call void @test_queries()
  call void @test_top()
  call void @test_groups()
  call void @test_names()
  %3 = load i32, i32* @failures, align 4
  call void @report(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i32 0, i32 0), i32 noundef signext %3)
  call void @print_str(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0))
  %4 = load i32, i32* @check, align 4
  call void @print_hex(i32 noundef signext %4)
  call void @print_nl()
  %5 = load i32, i32* @failures, align 4
  %6 = icmp ne i32 %5, 0
  %7 = zext i1 %6 to i32
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal void @load_table(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* @nrows, align 4
  store i32 -1, i32* @root, align 4
  call void @hash_clear()
  store i32 1000, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %25, %1
  %6 = load i32, i32* %4, align 4
  %7 = load i32, i32* %2, align 4
  %8 = icmp slt i32 %6, %7
  br i1 %8, label %9, label %28

9:                                                ; preds = %5
  %10 = call i32 @rng_below(i32 noundef signext 7)
  %11 = add i32 1, %10
  %12 = load i32, i32* %3, align 4
  %13 = add i32 %12, %11
  store i32 %13, i32* %3, align 4
  %14 = load i32, i32* @nrows, align 4
  %15 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %14
  %16 = load i32, i32* %3, align 4
  call void @make_record(%struct.record* noundef %15, i32 noundef signext %16)
  %17 = load i32, i32* %3, align 4
  %18 = load i32, i32* @nrows, align 4
  %19 = call i32 @hash_insert(i32 noundef signext %17, i32 noundef signext %18)
  call void @expect_true(i32 noundef signext %19, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0))
  %20 = load i32, i32* @root, align 4
  %21 = load i32, i32* @nrows, align 4
  %22 = call i32 @avl_insert(i32 noundef signext %20, i32 noundef signext %21)
  store i32 %22, i32* @root, align 4
  %23 = load i32, i32* @nrows, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* @nrows, align 4
  br label %25

25:                                               ; preds = %9
  %26 = load i32, i32* %4, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %4, align 4
  br label %5, !llvm.loop !2

28:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @report(i8* noundef %0, i32 noundef signext %1) #0 {
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
  %7 = load i32, i32* %4, align 4
  call void @mix(i32 noundef signext %7)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @test_indexes() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %7 = load i32, i32* @root, align 4
  %8 = call i32 @avl_check(i32 noundef signext %7, i32* noundef %1)
  store i32 %8, i32* %2, align 4
  %9 = load i32, i32* %2, align 4
  %10 = icmp sgt i32 %9, 0
  %11 = zext i1 %10 to i32
  call void @expect_true(i32 noundef signext %11, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i32 0, i32 0))
  %12 = load i32, i32* %1, align 4
  %13 = call i32 @live_count()
  %14 = icmp eq i32 %12, %13
  %15 = zext i1 %14 to i32
  call void @expect_true(i32 noundef signext %15, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.19, i32 0, i32 0))
  %16 = load i32, i32* %2, align 4
  call void @report(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.20, i32 0, i32 0), i32 noundef signext %16)
  store i32 0, i32* @hash_probes, align 4
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %17

17:                                               ; preds = %49, %0
  %18 = load i32, i32* %4, align 4
  %19 = load i32, i32* @nrows, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %52

21:                                               ; preds = %17
  %22 = load i32, i32* %4, align 4
  %23 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %22
  %24 = getelementptr inbounds %struct.record, %struct.record* %23, i32 0, i32 6
  %25 = load i8, i8* %24, align 4
  %26 = zext i8 %25 to i32
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %37

28:                                               ; preds = %21
  %29 = load i32, i32* %4, align 4
  %30 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %29
  %31 = getelementptr inbounds %struct.record, %struct.record* %30, i32 0, i32 0
  %32 = load i32, i32* %31, align 4
  %33 = call i32 @hash_find(i32 noundef signext %32)
  %34 = load i32, i32* %4, align 4
  %35 = icmp eq i32 %33, %34
  %36 = zext i1 %35 to i32
  br label %45

37:                                               ; preds = %21
  %38 = load i32, i32* %4, align 4
  %39 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %38
  %40 = getelementptr inbounds %struct.record, %struct.record* %39, i32 0, i32 0
  %41 = load i32, i32* %40, align 4
  %42 = call i32 @hash_find(i32 noundef signext %41)
  %43 = icmp slt i32 %42, 0
  %44 = zext i1 %43 to i32
  br label %45

45:                                               ; preds = %37, %28
  %46 = phi i32 [ %36, %28 ], [ %44, %37 ]
  %47 = load i32, i32* %3, align 4
  %48 = add nsw i32 %47, %46
  store i32 %48, i32* %3, align 4
  br label %49

49:                                               ; preds = %45
  %50 = load i32, i32* %4, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, i32* %4, align 4
  br label %17, !llvm.loop !4

52:                                               ; preds = %17
  %53 = load i32, i32* %3, align 4
  %54 = load i32, i32* @nrows, align 4
  %55 = icmp eq i32 %53, %54
  %56 = zext i1 %55 to i32
  call void @expect_true(i32 noundef signext %56, i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.21, i32 0, i32 0))
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %57

57:                                               ; preds = %67, %52
  %58 = load i32, i32* %6, align 4
  %59 = icmp ult i32 %58, 1000
  br i1 %59, label %60, label %70

60:                                               ; preds = %57
  %61 = load i32, i32* %6, align 4
  %62 = call i32 @hash_find(i32 noundef signext %61)
  %63 = icmp slt i32 %62, 0
  %64 = zext i1 %63 to i32
  %65 = load i32, i32* %5, align 4
  %66 = add nsw i32 %65, %64
  store i32 %66, i32* %5, align 4
  br label %67

67:                                               ; preds = %60
  %68 = load i32, i32* %6, align 4
  %69 = add i32 %68, 7
  store i32 %69, i32* %6, align 4
  br label %57, !llvm.loop !5

70:                                               ; preds = %57
  %71 = load i32, i32* @hash_probes, align 4
  call void @report(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0), i32 noundef signext %71)
  %72 = load i32, i32* %5, align 4
  call void @report(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.23, i32 0, i32 0), i32 noundef signext %72)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @test_queries() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.query, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %7

7:                                                ; preds = %53, %0
  %8 = load i32, i32* %1, align 4
  %9 = icmp slt i32 %8, 10
  br i1 %9, label %10, label %56

10:                                               ; preds = %7
  %11 = load i32, i32* %1, align 4
  %12 = getelementptr inbounds [10 x i8*], [10 x i8*]* @test_queries.queries, i32 0, i32 %11
  %13 = load i8*, i8** %12, align 4
  call void @print_str(i8* noundef %13)
  call void @print_str(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.34, i32 0, i32 0))
  %14 = load i32, i32* %1, align 4
  %15 = getelementptr inbounds [10 x i8*], [10 x i8*]* @test_queries.queries, i32 0, i32 %14
  %16 = load i8*, i8** %15, align 4
  %17 = call i32 @parse_query(i8* noundef %16, %struct.query* noundef %2)
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %20, label %19

19:                                               ; preds = %10
  call void @print_str(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.35, i32 0, i32 0))
  call void @print_nl()
  call void @mix(i32 noundef signext 57005)
  br label %53

20:                                               ; preds = %10
  %21 = call i32 @run_query(%struct.query* noundef %2, i32* noundef %3)
  store i32 %21, i32* %4, align 4
  %22 = load i32, i32* %4, align 4
  %23 = call i32 @scan_count(%struct.query* noundef %2)
  %24 = icmp eq i32 %22, %23
  %25 = zext i1 %24 to i32
  call void @expect_true(i32 noundef signext %25, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.36, i32 0, i32 0))
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %26

26:                                               ; preds = %41, %20
  %27 = load i32, i32* %6, align 4
  %28 = load i32, i32* %4, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %44

30:                                               ; preds = %26
  %31 = load i32, i32* %5, align 4
  %32 = mul i32 %31, 31
  %33 = load i32, i32* %6, align 4
  %34 = getelementptr inbounds [600 x i16], [600 x i16]* @result, i32 0, i32 %33
  %35 = load i16, i16* %34, align 2
  %36 = sext i16 %35 to i32
  %37 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %36
  %38 = getelementptr inbounds %struct.record, %struct.record* %37, i32 0, i32 0
  %39 = load i32, i32* %38, align 4
  %40 = add i32 %32, %39
  store i32 %40, i32* %5, align 4
  br label %41

41:                                               ; preds = %30
  %42 = load i32, i32* %6, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %6, align 4
  br label %26, !llvm.loop !6

44:                                               ; preds = %26
  %45 = load i32, i32* %4, align 4
  call void @print_int(i32 noundef signext %45)
  %46 = load i32, i32* %3, align 4
  %47 = icmp ne i32 %46, 0
  %48 = zext i1 %47 to i64
  %49 = select i1 %47, i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.37, i32 0, i32 0), i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str.38, i32 0, i32 0)
  call void @print_str(i8* noundef %49)
  %50 = load i32, i32* %5, align 4
  call void @print_hex(i32 noundef signext %50)
  call void @print_nl()
  %51 = load i32, i32* %5, align 4
  call void @mix(i32 noundef signext %51)
  %52 = load i32, i32* %4, align 4
  call void @mix(i32 noundef signext %52)
  br label %53

53:                                               ; preds = %44, %19
  %54 = load i32, i32* %1, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %1, align 4
  br label %7, !llvm.loop !7

56:                                               ; preds = %7
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @test_sorting() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %6

6:                                                ; preds = %69, %0
  %7 = load i32, i32* %1, align 4
  %8 = icmp slt i32 %7, 3
  br i1 %8, label %9, label %72

9:                                                ; preds = %6
  store i32 0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %10

10:                                               ; preds = %27, %9
  %11 = load i32, i32* %3, align 4
  %12 = load i32, i32* @nrows, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %30

14:                                               ; preds = %10
  %15 = load i32, i32* %3, align 4
  %16 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %15
  %17 = getelementptr inbounds %struct.record, %struct.record* %16, i32 0, i32 6
  %18 = load i8, i8* %17, align 4
  %19 = icmp ne i8 %18, 0
  br i1 %19, label %20, label %26

20:                                               ; preds = %14
  %21 = load i32, i32* %3, align 4
  %22 = trunc i32 %21 to i16
  %23 = load i32, i32* %2, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %2, align 4
  %25 = getelementptr inbounds [600 x i16], [600 x i16]* @test_sorting.order, i32 0, i32 %23
  store i16 %22, i16* %25, align 2
  br label %26

26:                                               ; preds = %20, %14
  br label %27

27:                                               ; preds = %26
  %28 = load i32, i32* %3, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %3, align 4
  br label %10, !llvm.loop !8

30:                                               ; preds = %10
  %31 = load i32, i32* %2, align 4
  %32 = load i32, i32* %1, align 4
  call void @merge_sort(i16* noundef getelementptr inbounds ([600 x i16], [600 x i16]* @test_sorting.order, i32 0, i32 0), i32 noundef signext %31, i32 noundef signext %32)
  %33 = load i32, i32* %2, align 4
  %34 = load i32, i32* %1, align 4
  %35 = call i32 @check_sorted(i16* noundef getelementptr inbounds ([600 x i16], [600 x i16]* @test_sorting.order, i32 0, i32 0), i32 noundef signext %33, i32 noundef signext %34)
  call void @expect_true(i32 noundef signext %35, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.53, i32 0, i32 0))
  call void @print_str(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.54, i32 0, i32 0))
  %36 = load i32, i32* %1, align 4
  %37 = getelementptr inbounds [3 x i8*], [3 x i8*]* @test_sorting.names, i32 0, i32 %36
  %38 = load i8*, i8** %37, align 4
  call void @print_str(i8* noundef %38)
  call void @print_str(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.55, i32 0, i32 0))
  %39 = load i16, i16* getelementptr inbounds ([600 x i16], [600 x i16]* @test_sorting.order, i32 0, i32 0), align 2
  %40 = sext i16 %39 to i32
  %41 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %40
  %42 = getelementptr inbounds %struct.record, %struct.record* %41, i32 0, i32 1
  %43 = load i8*, i8** %42, align 4
  call void @print_str(i8* noundef %43)
  call void @print_str(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.56, i32 0, i32 0))
  %44 = load i32, i32* %2, align 4
  %45 = sub nsw i32 %44, 1
  %46 = getelementptr inbounds [600 x i16], [600 x i16]* @test_sorting.order, i32 0, i32 %45
  %47 = load i16, i16* %46, align 2
  %48 = sext i16 %47 to i32
  %49 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %48
  %50 = getelementptr inbounds %struct.record, %struct.record* %49, i32 0, i32 1
  %51 = load i8*, i8** %50, align 4
  call void @print_str(i8* noundef %51)
  call void @print_nl()
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %52

52:                                               ; preds = %64, %30
  %53 = load i32, i32* %5, align 4
  %54 = load i32, i32* %2, align 4
  %55 = icmp slt i32 %53, %54
  br i1 %55, label %56, label %67

56:                                               ; preds = %52
  %57 = load i32, i32* %4, align 4
  %58 = mul i32 %57, 33
  %59 = load i32, i32* %5, align 4
  %60 = getelementptr inbounds [600 x i16], [600 x i16]* @test_sorting.order, i32 0, i32 %59
  %61 = load i16, i16* %60, align 2
  %62 = sext i16 %61 to i32
  %63 = add i32 %58, %62
  store i32 %63, i32* %4, align 4
  br label %64

64:                                               ; preds = %56
  %65 = load i32, i32* %5, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, i32* %5, align 4
  br label %52, !llvm.loop !9

67:                                               ; preds = %52
  %68 = load i32, i32* %4, align 4
  call void @mix(i32 noundef signext %68)
  br label %69

69:                                               ; preds = %67
  %70 = load i32, i32* %1, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, i32* %1, align 4
  br label %6, !llvm.loop !10

72:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @test_top() #0 {
  %1 = alloca [10 x i16], align 2
  %2 = alloca i32, align 4
  %3 = alloca [600 x i16], align 2
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = getelementptr inbounds [10 x i16], [10 x i16]* %1, i32 0, i32 0
  %10 = call i32 @top_k(i32 noundef signext 10, i16* noundef %9)
  store i32 %10, i32* %2, align 4
  %11 = load i32, i32* @root, align 4
  %12 = getelementptr inbounds [600 x i16], [600 x i16]* %3, i32 0, i32 0
  %13 = call i32 @avl_range(i32 noundef signext %11, i32 noundef signext -2147483648, i32 noundef signext 2147483647, i16* noundef %12, i32 noundef signext 0)
  store i32 %13, i32* %4, align 4
  %14 = load i32, i32* %2, align 4
  %15 = icmp eq i32 %14, 10
  br i1 %15, label %16, label %19

16:                                               ; preds = %0
  %17 = load i32, i32* %4, align 4
  %18 = icmp sge i32 %17, 10
  br label %19

19:                                               ; preds = %16, %0
  %20 = phi i1 [ false, %0 ], [ %18, %16 ]
  %21 = zext i1 %20 to i32
  store i32 %21, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %22

22:                                               ; preds = %45, %19
  %23 = load i32, i32* %6, align 4
  %24 = load i32, i32* %2, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %29

26:                                               ; preds = %22
  %27 = load i32, i32* %5, align 4
  %28 = icmp ne i32 %27, 0
  br label %29

29:                                               ; preds = %26, %22
  %30 = phi i1 [ false, %22 ], [ %28, %26 ]
  br i1 %30, label %31, label %48

31:                                               ; preds = %29
  %32 = load i32, i32* %6, align 4
  %33 = getelementptr inbounds [10 x i16], [10 x i16]* %1, i32 0, i32 %32
  %34 = load i16, i16* %33, align 2
  %35 = sext i16 %34 to i32
  %36 = load i32, i32* %4, align 4
  %37 = sub nsw i32 %36, 1
  %38 = load i32, i32* %6, align 4
  %39 = sub nsw i32 %37, %38
  %40 = getelementptr inbounds [600 x i16], [600 x i16]* %3, i32 0, i32 %39
  %41 = load i16, i16* %40, align 2
  %42 = sext i16 %41 to i32
  %43 = icmp eq i32 %35, %42
  %44 = zext i1 %43 to i32
  store i32 %44, i32* %5, align 4
  br label %45

45:                                               ; preds = %31
  %46 = load i32, i32* %6, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* %6, align 4
  br label %22, !llvm.loop !11

48:                                               ; preds = %29
  %49 = load i32, i32* %5, align 4
  call void @expect_true(i32 noundef signext %49, i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.57, i32 0, i32 0))
  call void @print_str(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.58, i32 0, i32 0))
  store i32 0, i32* %7, align 4
  br label %50

50:                                               ; preds = %62, %48
  %51 = load i32, i32* %7, align 4
  %52 = load i32, i32* %2, align 4
  %53 = icmp slt i32 %51, %52
  br i1 %53, label %54, label %65

54:                                               ; preds = %50
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 1
  %55 = load i32, i32* %7, align 4
  %56 = getelementptr inbounds [10 x i16], [10 x i16]* %1, i32 0, i32 %55
  %57 = load i16, i16* %56, align 2
  %58 = sext i16 %57 to i32
  %59 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %58
  %60 = getelementptr inbounds %struct.record, %struct.record* %59, i32 0, i32 4
  %61 = load i32, i32* %60, align 4
  call void @print_int(i32 noundef signext %61)
  br label %62

62:                                               ; preds = %54
  %63 = load i32, i32* %7, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, i32* %7, align 4
  br label %50, !llvm.loop !12

65:                                               ; preds = %50
  call void @print_nl()
  store i32 0, i32* %8, align 4
  br label %66

66:                                               ; preds = %78, %65
  %67 = load i32, i32* %8, align 4
  %68 = load i32, i32* %2, align 4
  %69 = icmp slt i32 %67, %68
  br i1 %69, label %70, label %81

70:                                               ; preds = %66
  %71 = load i32, i32* %8, align 4
  %72 = getelementptr inbounds [10 x i16], [10 x i16]* %1, i32 0, i32 %71
  %73 = load i16, i16* %72, align 2
  %74 = sext i16 %73 to i32
  %75 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %74
  %76 = getelementptr inbounds %struct.record, %struct.record* %75, i32 0, i32 4
  %77 = load i32, i32* %76, align 4
  call void @mix(i32 noundef signext %77)
  br label %78

78:                                               ; preds = %70
  %79 = load i32, i32* %8, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, i32* %8, align 4
  br label %66, !llvm.loop !13

81:                                               ; preds = %66
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @test_groups() #0 {
  %1 = alloca [8 x %struct.group], align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %1, i32 0, i32 0
  call void @group_by_dept(%struct.group* noundef %4)
  store i32 0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %5

5:                                                ; preds = %57, %0
  %6 = load i32, i32* %3, align 4
  %7 = icmp slt i32 %6, 8
  br i1 %7, label %8, label %60

8:                                                ; preds = %5
  call void @print_str(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i32 0, i32 0))
  %9 = load i32, i32* %3, align 4
  call void @print_int(i32 noundef signext %9)
  call void @print_str(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.60, i32 0, i32 0))
  %10 = load i32, i32* %3, align 4
  %11 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %1, i32 0, i32 %10
  %12 = getelementptr inbounds %struct.group, %struct.group* %11, i32 0, i32 0
  %13 = load i32, i32* %12, align 4
  call void @print_int(i32 noundef signext %13)
  %14 = load i32, i32* %3, align 4
  %15 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %1, i32 0, i32 %14
  %16 = getelementptr inbounds %struct.group, %struct.group* %15, i32 0, i32 0
  %17 = load i32, i32* %16, align 4
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %19, label %46

19:                                               ; preds = %8
  call void @print_str(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.61, i32 0, i32 0))
  %20 = load i32, i32* %3, align 4
  %21 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %1, i32 0, i32 %20
  %22 = getelementptr inbounds %struct.group, %struct.group* %21, i32 0, i32 1
  %23 = load i32, i32* %22, align 4
  %24 = load i32, i32* %3, align 4
  %25 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %1, i32 0, i32 %24
  %26 = getelementptr inbounds %struct.group, %struct.group* %25, i32 0, i32 0
  %27 = load i32, i32* %26, align 4
  %28 = sdiv i32 %23, %27
  call void @print_int(i32 noundef signext %28)
  call void @print_str(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.62, i32 0, i32 0))
  %29 = load i32, i32* %3, align 4
  %30 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %1, i32 0, i32 %29
  %31 = getelementptr inbounds %struct.group, %struct.group* %30, i32 0, i32 2
  %32 = load i32, i32* %31, align 4
  call void @print_int(i32 noundef signext %32)
  call void @print_str(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.63, i32 0, i32 0))
  %33 = load i32, i32* %3, align 4
  %34 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %1, i32 0, i32 %33
  %35 = getelementptr inbounds %struct.group, %struct.group* %34, i32 0, i32 3
  %36 = load i32, i32* %35, align 4
  call void @print_int(i32 noundef signext %36)
  call void @print_str(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.64, i32 0, i32 0))
  %37 = load i32, i32* %3, align 4
  %38 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %1, i32 0, i32 %37
  %39 = getelementptr inbounds %struct.group, %struct.group* %38, i32 0, i32 4
  %40 = load i32, i32* %39, align 4
  %41 = load i32, i32* %3, align 4
  %42 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %1, i32 0, i32 %41
  %43 = getelementptr inbounds %struct.group, %struct.group* %42, i32 0, i32 0
  %44 = load i32, i32* %43, align 4
  %45 = sdiv i32 %40, %44
  call void @print_int(i32 noundef signext %45)
  br label %46

46:                                               ; preds = %19, %8
  call void @print_nl()
  %47 = load i32, i32* %3, align 4
  %48 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %1, i32 0, i32 %47
  %49 = getelementptr inbounds %struct.group, %struct.group* %48, i32 0, i32 0
  %50 = load i32, i32* %49, align 4
  %51 = load i32, i32* %2, align 4
  %52 = add nsw i32 %51, %50
  store i32 %52, i32* %2, align 4
  %53 = load i32, i32* %3, align 4
  %54 = getelementptr inbounds [8 x %struct.group], [8 x %struct.group]* %1, i32 0, i32 %53
  %55 = getelementptr inbounds %struct.group, %struct.group* %54, i32 0, i32 1
  %56 = load i32, i32* %55, align 4
  call void @mix(i32 noundef signext %56)
  br label %57

57:                                               ; preds = %46
  %58 = load i32, i32* %3, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, i32* %3, align 4
  br label %5, !llvm.loop !14

60:                                               ; preds = %5
  %61 = load i32, i32* %2, align 4
  %62 = call i32 @live_count()
  %63 = icmp eq i32 %61, %62
  %64 = zext i1 %63 to i32
  call void @expect_true(i32 noundef signext %64, i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.65, i32 0, i32 0))
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @test_delete() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %7

7:                                                ; preds = %25, %0
  %8 = load i32, i32* %2, align 4
  %9 = load i32, i32* @nrows, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %28

11:                                               ; preds = %7
  %12 = load i32, i32* %2, align 4
  %13 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %12
  %14 = getelementptr inbounds %struct.record, %struct.record* %13, i32 0, i32 6
  store i8 0, i8* %14, align 4
  %15 = load i32, i32* %2, align 4
  %16 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %15
  %17 = getelementptr inbounds %struct.record, %struct.record* %16, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  %19 = call i32 @hash_remove(i32 noundef signext %18)
  call void @expect_true(i32 noundef signext %19, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.66, i32 0, i32 0))
  %20 = load i32, i32* @root, align 4
  %21 = load i32, i32* %2, align 4
  %22 = call i32 @avl_remove(i32 noundef signext %20, i32 noundef signext %21)
  store i32 %22, i32* @root, align 4
  %23 = load i32, i32* %1, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %1, align 4
  br label %25

25:                                               ; preds = %11
  %26 = load i32, i32* %2, align 4
  %27 = add nsw i32 %26, 3
  store i32 %27, i32* %2, align 4
  br label %7, !llvm.loop !15

28:                                               ; preds = %7
  store i32 0, i32* %3, align 4
  %29 = load i32, i32* @root, align 4
  %30 = call i32 @avl_check(i32 noundef signext %29, i32* noundef %3)
  %31 = icmp sgt i32 %30, 0
  %32 = zext i1 %31 to i32
  call void @expect_true(i32 noundef signext %32, i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.67, i32 0, i32 0))
  %33 = load i32, i32* %3, align 4
  %34 = call i32 @live_count()
  %35 = icmp eq i32 %33, %34
  %36 = zext i1 %35 to i32
  call void @expect_true(i32 noundef signext %36, i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.68, i32 0, i32 0))
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %37

37:                                               ; preds = %58, %28
  %38 = load i32, i32* %5, align 4
  %39 = load i32, i32* @nrows, align 4
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %41, label %61

41:                                               ; preds = %37
  %42 = load i32, i32* %5, align 4
  %43 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %42
  %44 = getelementptr inbounds %struct.record, %struct.record* %43, i32 0, i32 6
  %45 = load i8, i8* %44, align 4
  %46 = icmp ne i8 %45, 0
  br i1 %46, label %57, label %47

47:                                               ; preds = %41
  %48 = load i32, i32* %5, align 4
  %49 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %48
  %50 = getelementptr inbounds %struct.record, %struct.record* %49, i32 0, i32 0
  %51 = load i32, i32* %50, align 4
  %52 = call i32 @hash_find(i32 noundef signext %51)
  %53 = icmp slt i32 %52, 0
  %54 = zext i1 %53 to i32
  %55 = load i32, i32* %4, align 4
  %56 = add nsw i32 %55, %54
  store i32 %56, i32* %4, align 4
  br label %57

57:                                               ; preds = %47, %41
  br label %58

58:                                               ; preds = %57
  %59 = load i32, i32* %5, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* %5, align 4
  br label %37, !llvm.loop !16

61:                                               ; preds = %37
  %62 = load i32, i32* %4, align 4
  %63 = load i32, i32* %1, align 4
  %64 = icmp eq i32 %62, %63
  %65 = zext i1 %64 to i32
  call void @expect_true(i32 noundef signext %65, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.69, i32 0, i32 0))
  store i32 0, i32* %6, align 4
  br label %66

66:                                               ; preds = %83, %61
  %67 = load i32, i32* %6, align 4
  %68 = load i32, i32* @nrows, align 4
  %69 = icmp slt i32 %67, %68
  br i1 %69, label %70, label %86

70:                                               ; preds = %66
  %71 = load i32, i32* %6, align 4
  %72 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %71
  %73 = getelementptr inbounds %struct.record, %struct.record* %72, i32 0, i32 6
  store i8 1, i8* %73, align 4
  %74 = load i32, i32* %6, align 4
  %75 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %74
  %76 = getelementptr inbounds %struct.record, %struct.record* %75, i32 0, i32 0
  %77 = load i32, i32* %76, align 4
  %78 = load i32, i32* %6, align 4
  %79 = call i32 @hash_insert(i32 noundef signext %77, i32 noundef signext %78)
  call void @expect_true(i32 noundef signext %79, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.70, i32 0, i32 0))
  %80 = load i32, i32* @root, align 4
  %81 = load i32, i32* %6, align 4
  %82 = call i32 @avl_insert(i32 noundef signext %80, i32 noundef signext %81)
  store i32 %82, i32* @root, align 4
  br label %83

83:                                               ; preds = %70
  %84 = load i32, i32* %6, align 4
  %85 = add nsw i32 %84, 9
  store i32 %85, i32* %6, align 4
  br label %66, !llvm.loop !17

86:                                               ; preds = %66
  store i32 0, i32* %3, align 4
  %87 = load i32, i32* @root, align 4
  %88 = call i32 @avl_check(i32 noundef signext %87, i32* noundef %3)
  %89 = icmp sgt i32 %88, 0
  %90 = zext i1 %89 to i32
  call void @expect_true(i32 noundef signext %90, i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.71, i32 0, i32 0))
  %91 = call i32 @live_count()
  call void @report(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.72, i32 0, i32 0), i32 noundef signext %91)
  %92 = load i32, i32* %3, align 4
  call void @report(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.73, i32 0, i32 0), i32 noundef signext %92)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @test_names() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.74, i32 0, i32 0), i8** %2, align 4
  store i32 0, i32* %3, align 4
  br label %5

5:                                                ; preds = %34, %0
  %6 = load i32, i32* %3, align 4
  %7 = load i32, i32* @ninterned, align 4
  %8 = icmp slt i32 %6, %7
  br i1 %8, label %9, label %37

9:                                                ; preds = %5
  %10 = load i32, i32* %3, align 4
  %11 = getelementptr inbounds [600 x i8*], [600 x i8*]* @interned, i32 0, i32 %10
  %12 = load i8*, i8** %11, align 4
  %13 = call i32 @text_len(i8* noundef %12)
  store i32 %13, i32* %4, align 4
  %14 = load i32, i32* %4, align 4
  %15 = load i32, i32* %1, align 4
  %16 = icmp sgt i32 %14, %15
  br i1 %16, label %28, label %17

17:                                               ; preds = %9
  %18 = load i32, i32* %4, align 4
  %19 = load i32, i32* %1, align 4
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %33

21:                                               ; preds = %17
  %22 = load i32, i32* %3, align 4
  %23 = getelementptr inbounds [600 x i8*], [600 x i8*]* @interned, i32 0, i32 %22
  %24 = load i8*, i8** %23, align 4
  %25 = load i8*, i8** %2, align 4
  %26 = call i32 @text_cmp(i8* noundef %24, i8* noundef %25)
  %27 = icmp slt i32 %26, 0
  br i1 %27, label %28, label %33

28:                                               ; preds = %21, %9
  %29 = load i32, i32* %4, align 4
  store i32 %29, i32* %1, align 4
  %30 = load i32, i32* %3, align 4
  %31 = getelementptr inbounds [600 x i8*], [600 x i8*]* @interned, i32 0, i32 %30
  %32 = load i8*, i8** %31, align 4
  store i8* %32, i8** %2, align 4
  br label %33

33:                                               ; preds = %28, %21, %17
  br label %34

34:                                               ; preds = %33
  %35 = load i32, i32* %3, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %3, align 4
  br label %5, !llvm.loop !18

37:                                               ; preds = %5
  %38 = load i32, i32* @ninterned, align 4
  call void @report(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.75, i32 0, i32 0), i32 noundef signext %38)
  %39 = load i32, i32* @arena_used, align 4
  call void @report(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.76, i32 0, i32 0), i32 noundef signext %39)
  call void @print_str(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.77, i32 0, i32 0))
  %40 = load i8*, i8** %2, align 4
  call void @print_str(i8* noundef %40)
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
  br label %3, !llvm.loop !19

11:                                               ; preds = %3
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
  %12 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.78, i32 0, i32 %11
  %13 = load i8, i8* %12, align 1
  store volatile i8 %13, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %14

14:                                               ; preds = %7
  %15 = load i32, i32* %3, align 4
  %16 = sub nsw i32 %15, 4
  store i32 %16, i32* %3, align 4
  br label %4, !llvm.loop !20

17:                                               ; preds = %4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_nl() #0 {
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @hash_clear() #0 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %2

2:                                                ; preds = %8, %0
  %3 = load i32, i32* %1, align 4
  %4 = icmp slt i32 %3, 1024
  br i1 %4, label %5, label %11

5:                                                ; preds = %2
  %6 = load i32, i32* %1, align 4
  %7 = getelementptr inbounds [1024 x i16], [1024 x i16]* @slots, i32 0, i32 %6
  store i16 -1, i16* %7, align 2
  br label %8

8:                                                ; preds = %5
  %9 = load i32, i32* %1, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* %1, align 4
  br label %2, !llvm.loop !21

11:                                               ; preds = %2
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @rng_below(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = call i32 @rng()
  %4 = load i32, i32* %2, align 4
  %5 = urem i32 %3, %4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone
define internal void @make_record(%struct.record* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca %struct.record*, align 4
  %4 = alloca i32, align 4
  %5 = alloca [16 x i8], align 1
  store %struct.record* %0, %struct.record** %3, align 4
  store i32 %1, i32* %4, align 4
  %6 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i32 0, i32 0
  call void @make_name(i8* noundef %6)
  %7 = load i32, i32* %4, align 4
  %8 = load %struct.record*, %struct.record** %3, align 4
  %9 = getelementptr inbounds %struct.record, %struct.record* %8, i32 0, i32 0
  store i32 %7, i32* %9, align 4
  %10 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i32 0, i32 0
  %11 = call i8* @intern(i8* noundef %10)
  %12 = load %struct.record*, %struct.record** %3, align 4
  %13 = getelementptr inbounds %struct.record, %struct.record* %12, i32 0, i32 1
  store i8* %11, i8** %13, align 4
  %14 = call i32 @rng_below(i32 noundef signext 8)
  %15 = trunc i32 %14 to i8
  %16 = load %struct.record*, %struct.record** %3, align 4
  %17 = getelementptr inbounds %struct.record, %struct.record* %16, i32 0, i32 2
  store i8 %15, i8* %17, align 4
  %18 = call i32 @rng_below(i32 noundef signext 5)
  %19 = add i32 1, %18
  %20 = trunc i32 %19 to i8
  %21 = load %struct.record*, %struct.record** %3, align 4
  %22 = getelementptr inbounds %struct.record, %struct.record* %21, i32 0, i32 3
  store i8 %20, i8* %22, align 1
  %23 = call i32 @rng_below(i32 noundef signext 3000)
  %24 = add nsw i32 2000, %23
  %25 = load %struct.record*, %struct.record** %3, align 4
  %26 = getelementptr inbounds %struct.record, %struct.record* %25, i32 0, i32 3
  %27 = load i8, i8* %26, align 1
  %28 = zext i8 %27 to i32
  %29 = mul nsw i32 %28, 1000
  %30 = add nsw i32 %24, %29
  %31 = load %struct.record*, %struct.record** %3, align 4
  %32 = getelementptr inbounds %struct.record, %struct.record* %31, i32 0, i32 4
  store i32 %30, i32* %32, align 4
  %33 = call i32 @rng_below(i32 noundef signext 45)
  %34 = add nsw i32 20, %33
  %35 = load %struct.record*, %struct.record** %3, align 4
  %36 = getelementptr inbounds %struct.record, %struct.record* %35, i32 0, i32 5
  store i32 %34, i32* %36, align 4
  %37 = load %struct.record*, %struct.record** %3, align 4
  %38 = getelementptr inbounds %struct.record, %struct.record* %37, i32 0, i32 6
  store i8 1, i8* %38, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @expect_true(i32 noundef signext %0, i8* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  store i32 %0, i32* %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %11, label %7

7:                                                ; preds = %2
  %8 = load i32, i32* @failures, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @failures, align 4
  call void @print_str(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.17, i32 0, i32 0))
  %10 = load i8*, i8** %4, align 4
  call void @print_str(i8* noundef %10)
  call void @print_nl()
  br label %11

11:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @hash_insert(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  %7 = load i32, i32* %4, align 4
  %8 = call i32 @hash_find(i32 noundef signext %7)
  %9 = icmp sge i32 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %2
  store i32 0, i32* %3, align 4
  br label %30

11:                                               ; preds = %2
  %12 = load i32, i32* %4, align 4
  %13 = call i32 @hash_id(i32 noundef signext %12)
  %14 = and i32 %13, 1023
  store i32 %14, i32* %6, align 4
  br label %15

15:                                               ; preds = %21, %11
  %16 = load i32, i32* %6, align 4
  %17 = getelementptr inbounds [1024 x i16], [1024 x i16]* @slots, i32 0, i32 %16
  %18 = load i16, i16* %17, align 2
  %19 = sext i16 %18 to i32
  %20 = icmp sge i32 %19, 0
  br i1 %20, label %21, label %25

21:                                               ; preds = %15
  %22 = load i32, i32* %6, align 4
  %23 = add i32 %22, 1
  %24 = and i32 %23, 1023
  store i32 %24, i32* %6, align 4
  br label %15, !llvm.loop !22

25:                                               ; preds = %15
  %26 = load i32, i32* %5, align 4
  %27 = trunc i32 %26 to i16
  %28 = load i32, i32* %6, align 4
  %29 = getelementptr inbounds [1024 x i16], [1024 x i16]* @slots, i32 0, i32 %28
  store i16 %27, i16* %29, align 2
  store i32 1, i32* %3, align 4
  br label %30

30:                                               ; preds = %25, %10
  %31 = load i32, i32* %3, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone
define internal i32 @avl_insert(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %8, label %19

8:                                                ; preds = %2
  %9 = load i32, i32* %5, align 4
  %10 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %9
  %11 = getelementptr inbounds %struct.avl, %struct.avl* %10, i32 0, i32 1
  store i16 -1, i16* %11, align 2
  %12 = load i32, i32* %5, align 4
  %13 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %12
  %14 = getelementptr inbounds %struct.avl, %struct.avl* %13, i32 0, i32 0
  store i16 -1, i16* %14, align 2
  %15 = load i32, i32* %5, align 4
  %16 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %15
  %17 = getelementptr inbounds %struct.avl, %struct.avl* %16, i32 0, i32 2
  store i8 1, i8* %17, align 2
  %18 = load i32, i32* %5, align 4
  store i32 %18, i32* %3, align 4
  br label %51

19:                                               ; preds = %2
  %20 = load i32, i32* %5, align 4
  %21 = load i32, i32* %4, align 4
  %22 = call i32 @key_cmp(i32 noundef signext %20, i32 noundef signext %21)
  %23 = icmp slt i32 %22, 0
  br i1 %23, label %24, label %36

24:                                               ; preds = %19
  %25 = load i32, i32* %4, align 4
  %26 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %25
  %27 = getelementptr inbounds %struct.avl, %struct.avl* %26, i32 0, i32 0
  %28 = load i16, i16* %27, align 2
  %29 = sext i16 %28 to i32
  %30 = load i32, i32* %5, align 4
  %31 = call i32 @avl_insert(i32 noundef signext %29, i32 noundef signext %30)
  %32 = trunc i32 %31 to i16
  %33 = load i32, i32* %4, align 4
  %34 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %33
  %35 = getelementptr inbounds %struct.avl, %struct.avl* %34, i32 0, i32 0
  store i16 %32, i16* %35, align 2
  br label %48

36:                                               ; preds = %19
  %37 = load i32, i32* %4, align 4
  %38 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %37
  %39 = getelementptr inbounds %struct.avl, %struct.avl* %38, i32 0, i32 1
  %40 = load i16, i16* %39, align 2
  %41 = sext i16 %40 to i32
  %42 = load i32, i32* %5, align 4
  %43 = call i32 @avl_insert(i32 noundef signext %41, i32 noundef signext %42)
  %44 = trunc i32 %43 to i16
  %45 = load i32, i32* %4, align 4
  %46 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %45
  %47 = getelementptr inbounds %struct.avl, %struct.avl* %46, i32 0, i32 1
  store i16 %44, i16* %47, align 2
  br label %48

48:                                               ; preds = %36, %24
  %49 = load i32, i32* %4, align 4
  %50 = call i32 @balance(i32 noundef signext %49)
  store i32 %50, i32* %3, align 4
  br label %51

51:                                               ; preds = %48, %8
  %52 = load i32, i32* %3, align 4
  ret i32 %52
}

; Function Attrs: noinline nounwind optnone
define internal i32 @rng() #0 {
  %1 = load i32, i32* @rng_state, align 4
  %2 = mul i32 %1, 1664525
  %3 = add i32 %2, 1013904223
  store i32 %3, i32* @rng_state, align 4
  %4 = load i32, i32* @rng_state, align 4
  %5 = lshr i32 %4, 8
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone
define internal void @make_name(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  %7 = call i32 @rng_below(i32 noundef signext 2)
  %8 = add nsw i32 2, %7
  store i32 %8, i32* %3, align 4
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %9

9:                                                ; preds = %30, %1
  %10 = load i32, i32* %5, align 4
  %11 = load i32, i32* %3, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %33

13:                                               ; preds = %9
  %14 = call i32 @rng_below(i32 noundef signext 12)
  %15 = getelementptr inbounds [12 x i8*], [12 x i8*]* @syllables, i32 0, i32 %14
  %16 = load i8*, i8** %15, align 4
  store i8* %16, i8** %6, align 4
  br label %17

17:                                               ; preds = %21, %13
  %18 = load i8*, i8** %6, align 4
  %19 = load i8, i8* %18, align 1
  %20 = icmp ne i8 %19, 0
  br i1 %20, label %21, label %29

21:                                               ; preds = %17
  %22 = load i8*, i8** %6, align 4
  %23 = getelementptr inbounds i8, i8* %22, i32 1
  store i8* %23, i8** %6, align 4
  %24 = load i8, i8* %22, align 1
  %25 = load i8*, i8** %2, align 4
  %26 = load i32, i32* %4, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %4, align 4
  %28 = getelementptr inbounds i8, i8* %25, i32 %26
  store i8 %24, i8* %28, align 1
  br label %17, !llvm.loop !23

29:                                               ; preds = %17
  br label %30

30:                                               ; preds = %29
  %31 = load i32, i32* %5, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* %5, align 4
  br label %9, !llvm.loop !24

33:                                               ; preds = %9
  %34 = load i8*, i8** %2, align 4
  %35 = getelementptr inbounds i8, i8* %34, i32 0
  %36 = load i8, i8* %35, align 1
  %37 = sext i8 %36 to i32
  %38 = sub nsw i32 %37, 97
  %39 = add nsw i32 %38, 65
  %40 = trunc i32 %39 to i8
  %41 = load i8*, i8** %2, align 4
  %42 = getelementptr inbounds i8, i8* %41, i32 0
  store i8 %40, i8* %42, align 1
  %43 = load i8*, i8** %2, align 4
  %44 = load i32, i32* %4, align 4
  %45 = getelementptr inbounds i8, i8* %43, i32 %44
  store i8 0, i8* %45, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i8* @intern(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 0, i32* %4, align 4
  br label %8

8:                                                ; preds = %24, %1
  %9 = load i32, i32* %4, align 4
  %10 = load i32, i32* @ninterned, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %27

12:                                               ; preds = %8
  %13 = load i32, i32* %4, align 4
  %14 = getelementptr inbounds [600 x i8*], [600 x i8*]* @interned, i32 0, i32 %13
  %15 = load i8*, i8** %14, align 4
  %16 = load i8*, i8** %3, align 4
  %17 = call i32 @text_cmp(i8* noundef %15, i8* noundef %16)
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %23

19:                                               ; preds = %12
  %20 = load i32, i32* %4, align 4
  %21 = getelementptr inbounds [600 x i8*], [600 x i8*]* @interned, i32 0, i32 %20
  %22 = load i8*, i8** %21, align 4
  store i8* %22, i8** %2, align 4
  br label %66

23:                                               ; preds = %12
  br label %24

24:                                               ; preds = %23
  %25 = load i32, i32* %4, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %4, align 4
  br label %8, !llvm.loop !25

27:                                               ; preds = %8
  %28 = load i8*, i8** %3, align 4
  %29 = call i32 @text_len(i8* noundef %28)
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %5, align 4
  %31 = load i32, i32* @arena_used, align 4
  %32 = load i32, i32* %5, align 4
  %33 = add nsw i32 %31, %32
  %34 = icmp sgt i32 %33, 16384
  br i1 %34, label %38, label %35

35:                                               ; preds = %27
  %36 = load i32, i32* @ninterned, align 4
  %37 = icmp sge i32 %36, 600
  br i1 %37, label %38, label %39

38:                                               ; preds = %35, %27
  store i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.16, i32 0, i32 0), i8** %2, align 4
  br label %66

39:                                               ; preds = %35
  %40 = load i32, i32* @arena_used, align 4
  %41 = getelementptr inbounds [16384 x i8], [16384 x i8]* @arena, i32 0, i32 %40
  store i8* %41, i8** %6, align 4
  store i32 0, i32* %7, align 4
  br label %42

42:                                               ; preds = %54, %39
  %43 = load i32, i32* %7, align 4
  %44 = load i32, i32* %5, align 4
  %45 = icmp slt i32 %43, %44
  br i1 %45, label %46, label %57

46:                                               ; preds = %42
  %47 = load i8*, i8** %3, align 4
  %48 = load i32, i32* %7, align 4
  %49 = getelementptr inbounds i8, i8* %47, i32 %48
  %50 = load i8, i8* %49, align 1
  %51 = load i8*, i8** %6, align 4
  %52 = load i32, i32* %7, align 4
  %53 = getelementptr inbounds i8, i8* %51, i32 %52
  store i8 %50, i8* %53, align 1
  br label %54

54:                                               ; preds = %46
  %55 = load i32, i32* %7, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, i32* %7, align 4
  br label %42, !llvm.loop !26

57:                                               ; preds = %42
  %58 = load i32, i32* %5, align 4
  %59 = load i32, i32* @arena_used, align 4
  %60 = add nsw i32 %59, %58
  store i32 %60, i32* @arena_used, align 4
  %61 = load i8*, i8** %6, align 4
  %62 = load i32, i32* @ninterned, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, i32* @ninterned, align 4
  %64 = getelementptr inbounds [600 x i8*], [600 x i8*]* @interned, i32 0, i32 %62
  store i8* %61, i8** %64, align 4
  %65 = load i8*, i8** %6, align 4
  store i8* %65, i8** %2, align 4
  br label %66

66:                                               ; preds = %57, %38, %19
  %67 = load i8*, i8** %2, align 4
  ret i8* %67
}

; Function Attrs: noinline nounwind optnone
define internal i32 @text_cmp(i8* noundef %0, i8* noundef %1) #0 {
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
  br label %5, !llvm.loop !27

25:                                               ; preds = %18
  %26 = load i8*, i8** %3, align 4
  %27 = load i8, i8* %26, align 1
  %28 = zext i8 %27 to i32
  %29 = load i8*, i8** %4, align 4
  %30 = load i8, i8* %29, align 1
  %31 = zext i8 %30 to i32
  %32 = sub nsw i32 %28, %31
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone
define internal i32 @text_len(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  store i32 0, i32* %3, align 4
  br label %4

4:                                                ; preds = %10, %1
  %5 = load i8*, i8** %2, align 4
  %6 = load i32, i32* %3, align 4
  %7 = getelementptr inbounds i8, i8* %5, i32 %6
  %8 = load i8, i8* %7, align 1
  %9 = icmp ne i8 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %4
  %11 = load i32, i32* %3, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* %3, align 4
  br label %4, !llvm.loop !28

13:                                               ; preds = %4
  %14 = load i32, i32* %3, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone
define internal i32 @hash_find(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %6 = load i32, i32* %3, align 4
  %7 = call i32 @hash_id(i32 noundef signext %6)
  %8 = and i32 %7, 1023
  store i32 %8, i32* %4, align 4
  br label %9

9:                                                ; preds = %31, %1
  %10 = load i32, i32* @hash_probes, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* @hash_probes, align 4
  %12 = load i32, i32* %4, align 4
  %13 = getelementptr inbounds [1024 x i16], [1024 x i16]* @slots, i32 0, i32 %12
  %14 = load i16, i16* %13, align 2
  %15 = sext i16 %14 to i32
  store i32 %15, i32* %5, align 4
  %16 = load i32, i32* %5, align 4
  %17 = icmp eq i32 %16, -1
  br i1 %17, label %18, label %19

18:                                               ; preds = %9
  store i32 -1, i32* %2, align 4
  br label %35

19:                                               ; preds = %9
  %20 = load i32, i32* %5, align 4
  %21 = icmp sge i32 %20, 0
  br i1 %21, label %22, label %31

22:                                               ; preds = %19
  %23 = load i32, i32* %5, align 4
  %24 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %23
  %25 = getelementptr inbounds %struct.record, %struct.record* %24, i32 0, i32 0
  %26 = load i32, i32* %25, align 4
  %27 = load i32, i32* %3, align 4
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %31

29:                                               ; preds = %22
  %30 = load i32, i32* %5, align 4
  store i32 %30, i32* %2, align 4
  br label %35

31:                                               ; preds = %22, %19
  %32 = load i32, i32* %4, align 4
  %33 = add i32 %32, 1
  %34 = and i32 %33, 1023
  store i32 %34, i32* %4, align 4
  br label %9

35:                                               ; preds = %29, %18
  %36 = load i32, i32* %2, align 4
  ret i32 %36
}

; Function Attrs: noinline nounwind optnone
define internal i32 @hash_id(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = lshr i32 %3, 16
  %5 = load i32, i32* %2, align 4
  %6 = xor i32 %5, %4
  store i32 %6, i32* %2, align 4
  %7 = load i32, i32* %2, align 4
  %8 = mul i32 %7, 73244475
  store i32 %8, i32* %2, align 4
  %9 = load i32, i32* %2, align 4
  %10 = lshr i32 %9, 16
  %11 = load i32, i32* %2, align 4
  %12 = xor i32 %11, %10
  store i32 %12, i32* %2, align 4
  %13 = load i32, i32* %2, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal i32 @key_cmp(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  %6 = load i32, i32* %4, align 4
  %7 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %6
  %8 = getelementptr inbounds %struct.record, %struct.record* %7, i32 0, i32 4
  %9 = load i32, i32* %8, align 4
  %10 = load i32, i32* %5, align 4
  %11 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %10
  %12 = getelementptr inbounds %struct.record, %struct.record* %11, i32 0, i32 4
  %13 = load i32, i32* %12, align 4
  %14 = icmp ne i32 %9, %13
  br i1 %14, label %15, label %27

15:                                               ; preds = %2
  %16 = load i32, i32* %4, align 4
  %17 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %16
  %18 = getelementptr inbounds %struct.record, %struct.record* %17, i32 0, i32 4
  %19 = load i32, i32* %18, align 4
  %20 = load i32, i32* %5, align 4
  %21 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %20
  %22 = getelementptr inbounds %struct.record, %struct.record* %21, i32 0, i32 4
  %23 = load i32, i32* %22, align 4
  %24 = icmp slt i32 %19, %23
  %25 = zext i1 %24 to i64
  %26 = select i1 %24, i32 -1, i32 1
  store i32 %26, i32* %3, align 4
  br label %50

27:                                               ; preds = %2
  %28 = load i32, i32* %4, align 4
  %29 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %28
  %30 = getelementptr inbounds %struct.record, %struct.record* %29, i32 0, i32 0
  %31 = load i32, i32* %30, align 4
  %32 = load i32, i32* %5, align 4
  %33 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %32
  %34 = getelementptr inbounds %struct.record, %struct.record* %33, i32 0, i32 0
  %35 = load i32, i32* %34, align 4
  %36 = icmp ne i32 %31, %35
  br i1 %36, label %37, label %49

37:                                               ; preds = %27
  %38 = load i32, i32* %4, align 4
  %39 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %38
  %40 = getelementptr inbounds %struct.record, %struct.record* %39, i32 0, i32 0
  %41 = load i32, i32* %40, align 4
  %42 = load i32, i32* %5, align 4
  %43 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %42
  %44 = getelementptr inbounds %struct.record, %struct.record* %43, i32 0, i32 0
  %45 = load i32, i32* %44, align 4
  %46 = icmp ult i32 %41, %45
  %47 = zext i1 %46 to i64
  %48 = select i1 %46, i32 -1, i32 1
  store i32 %48, i32* %3, align 4
  br label %50

49:                                               ; preds = %27
  store i32 0, i32* %3, align 4
  br label %50

50:                                               ; preds = %49, %37, %15
  %51 = load i32, i32* %3, align 4
  ret i32 %51
}

; Function Attrs: noinline nounwind optnone
define internal i32 @balance(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %5 = load i32, i32* %3, align 4
  call void @update(i32 noundef signext %5)
  %6 = load i32, i32* %3, align 4
  %7 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %6
  %8 = getelementptr inbounds %struct.avl, %struct.avl* %7, i32 0, i32 0
  %9 = load i16, i16* %8, align 2
  %10 = sext i16 %9 to i32
  %11 = call i32 @height(i32 noundef signext %10)
  %12 = load i32, i32* %3, align 4
  %13 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %12
  %14 = getelementptr inbounds %struct.avl, %struct.avl* %13, i32 0, i32 1
  %15 = load i16, i16* %14, align 2
  %16 = sext i16 %15 to i32
  %17 = call i32 @height(i32 noundef signext %16)
  %18 = sub nsw i32 %11, %17
  store i32 %18, i32* %4, align 4
  %19 = load i32, i32* %4, align 4
  %20 = icmp sgt i32 %19, 1
  br i1 %20, label %21, label %57

21:                                               ; preds = %1
  %22 = load i32, i32* %3, align 4
  %23 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %22
  %24 = getelementptr inbounds %struct.avl, %struct.avl* %23, i32 0, i32 0
  %25 = load i16, i16* %24, align 2
  %26 = sext i16 %25 to i32
  %27 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %26
  %28 = getelementptr inbounds %struct.avl, %struct.avl* %27, i32 0, i32 0
  %29 = load i16, i16* %28, align 2
  %30 = sext i16 %29 to i32
  %31 = call i32 @height(i32 noundef signext %30)
  %32 = load i32, i32* %3, align 4
  %33 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %32
  %34 = getelementptr inbounds %struct.avl, %struct.avl* %33, i32 0, i32 0
  %35 = load i16, i16* %34, align 2
  %36 = sext i16 %35 to i32
  %37 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %36
  %38 = getelementptr inbounds %struct.avl, %struct.avl* %37, i32 0, i32 1
  %39 = load i16, i16* %38, align 2
  %40 = sext i16 %39 to i32
  %41 = call i32 @height(i32 noundef signext %40)
  %42 = icmp slt i32 %31, %41
  br i1 %42, label %43, label %54

43:                                               ; preds = %21
  %44 = load i32, i32* %3, align 4
  %45 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %44
  %46 = getelementptr inbounds %struct.avl, %struct.avl* %45, i32 0, i32 0
  %47 = load i16, i16* %46, align 2
  %48 = sext i16 %47 to i32
  %49 = call i32 @rotate_left(i32 noundef signext %48)
  %50 = trunc i32 %49 to i16
  %51 = load i32, i32* %3, align 4
  %52 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %51
  %53 = getelementptr inbounds %struct.avl, %struct.avl* %52, i32 0, i32 0
  store i16 %50, i16* %53, align 2
  br label %54

54:                                               ; preds = %43, %21
  %55 = load i32, i32* %3, align 4
  %56 = call i32 @rotate_right(i32 noundef signext %55)
  store i32 %56, i32* %2, align 4
  br label %98

57:                                               ; preds = %1
  %58 = load i32, i32* %4, align 4
  %59 = icmp slt i32 %58, -1
  br i1 %59, label %60, label %96

60:                                               ; preds = %57
  %61 = load i32, i32* %3, align 4
  %62 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %61
  %63 = getelementptr inbounds %struct.avl, %struct.avl* %62, i32 0, i32 1
  %64 = load i16, i16* %63, align 2
  %65 = sext i16 %64 to i32
  %66 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %65
  %67 = getelementptr inbounds %struct.avl, %struct.avl* %66, i32 0, i32 1
  %68 = load i16, i16* %67, align 2
  %69 = sext i16 %68 to i32
  %70 = call i32 @height(i32 noundef signext %69)
  %71 = load i32, i32* %3, align 4
  %72 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %71
  %73 = getelementptr inbounds %struct.avl, %struct.avl* %72, i32 0, i32 1
  %74 = load i16, i16* %73, align 2
  %75 = sext i16 %74 to i32
  %76 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %75
  %77 = getelementptr inbounds %struct.avl, %struct.avl* %76, i32 0, i32 0
  %78 = load i16, i16* %77, align 2
  %79 = sext i16 %78 to i32
  %80 = call i32 @height(i32 noundef signext %79)
  %81 = icmp slt i32 %70, %80
  br i1 %81, label %82, label %93

82:                                               ; preds = %60
  %83 = load i32, i32* %3, align 4
  %84 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %83
  %85 = getelementptr inbounds %struct.avl, %struct.avl* %84, i32 0, i32 1
  %86 = load i16, i16* %85, align 2
  %87 = sext i16 %86 to i32
  %88 = call i32 @rotate_right(i32 noundef signext %87)
  %89 = trunc i32 %88 to i16
  %90 = load i32, i32* %3, align 4
  %91 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %90
  %92 = getelementptr inbounds %struct.avl, %struct.avl* %91, i32 0, i32 1
  store i16 %89, i16* %92, align 2
  br label %93

93:                                               ; preds = %82, %60
  %94 = load i32, i32* %3, align 4
  %95 = call i32 @rotate_left(i32 noundef signext %94)
  store i32 %95, i32* %2, align 4
  br label %98

96:                                               ; preds = %57
  %97 = load i32, i32* %3, align 4
  store i32 %97, i32* %2, align 4
  br label %98

98:                                               ; preds = %96, %93, %54
  %99 = load i32, i32* %2, align 4
  ret i32 %99
}

; Function Attrs: noinline nounwind optnone
define internal void @update(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %5
  %7 = getelementptr inbounds %struct.avl, %struct.avl* %6, i32 0, i32 0
  %8 = load i16, i16* %7, align 2
  %9 = sext i16 %8 to i32
  %10 = call i32 @height(i32 noundef signext %9)
  store i32 %10, i32* %3, align 4
  %11 = load i32, i32* %2, align 4
  %12 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %11
  %13 = getelementptr inbounds %struct.avl, %struct.avl* %12, i32 0, i32 1
  %14 = load i16, i16* %13, align 2
  %15 = sext i16 %14 to i32
  %16 = call i32 @height(i32 noundef signext %15)
  store i32 %16, i32* %4, align 4
  %17 = load i32, i32* %3, align 4
  %18 = load i32, i32* %4, align 4
  %19 = icmp sgt i32 %17, %18
  br i1 %19, label %20, label %22

20:                                               ; preds = %1
  %21 = load i32, i32* %3, align 4
  br label %24

22:                                               ; preds = %1
  %23 = load i32, i32* %4, align 4
  br label %24

24:                                               ; preds = %22, %20
  %25 = phi i32 [ %21, %20 ], [ %23, %22 ]
  %26 = add nsw i32 1, %25
  %27 = trunc i32 %26 to i8
  %28 = load i32, i32* %2, align 4
  %29 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %28
  %30 = getelementptr inbounds %struct.avl, %struct.avl* %29, i32 0, i32 2
  store i8 %27, i8* %30, align 2
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @height(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %12

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4
  %8 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %7
  %9 = getelementptr inbounds %struct.avl, %struct.avl* %8, i32 0, i32 2
  %10 = load i8, i8* %9, align 2
  %11 = sext i8 %10 to i32
  br label %12

12:                                               ; preds = %6, %5
  %13 = phi i32 [ 0, %5 ], [ %11, %6 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal i32 @rotate_left(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %4
  %6 = getelementptr inbounds %struct.avl, %struct.avl* %5, i32 0, i32 1
  %7 = load i16, i16* %6, align 2
  %8 = sext i16 %7 to i32
  store i32 %8, i32* %3, align 4
  %9 = load i32, i32* %3, align 4
  %10 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %9
  %11 = getelementptr inbounds %struct.avl, %struct.avl* %10, i32 0, i32 0
  %12 = load i16, i16* %11, align 2
  %13 = load i32, i32* %2, align 4
  %14 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %13
  %15 = getelementptr inbounds %struct.avl, %struct.avl* %14, i32 0, i32 1
  store i16 %12, i16* %15, align 2
  %16 = load i32, i32* %2, align 4
  %17 = trunc i32 %16 to i16
  %18 = load i32, i32* %3, align 4
  %19 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %18
  %20 = getelementptr inbounds %struct.avl, %struct.avl* %19, i32 0, i32 0
  store i16 %17, i16* %20, align 2
  %21 = load i32, i32* %2, align 4
  call void @update(i32 noundef signext %21)
  %22 = load i32, i32* %3, align 4
  call void @update(i32 noundef signext %22)
  %23 = load i32, i32* %3, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone
define internal i32 @rotate_right(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %4
  %6 = getelementptr inbounds %struct.avl, %struct.avl* %5, i32 0, i32 0
  %7 = load i16, i16* %6, align 2
  %8 = sext i16 %7 to i32
  store i32 %8, i32* %3, align 4
  %9 = load i32, i32* %3, align 4
  %10 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %9
  %11 = getelementptr inbounds %struct.avl, %struct.avl* %10, i32 0, i32 1
  %12 = load i16, i16* %11, align 2
  %13 = load i32, i32* %2, align 4
  %14 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %13
  %15 = getelementptr inbounds %struct.avl, %struct.avl* %14, i32 0, i32 0
  store i16 %12, i16* %15, align 2
  %16 = load i32, i32* %2, align 4
  %17 = trunc i32 %16 to i16
  %18 = load i32, i32* %3, align 4
  %19 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %18
  %20 = getelementptr inbounds %struct.avl, %struct.avl* %19, i32 0, i32 1
  store i16 %17, i16* %20, align 2
  %21 = load i32, i32* %2, align 4
  call void @update(i32 noundef signext %21)
  %22 = load i32, i32* %3, align 4
  call void @update(i32 noundef signext %22)
  %23 = load i32, i32* %3, align 4
  ret i32 %23
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
define internal void @mix(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = load i32, i32* @check, align 4
  %5 = xor i32 %4, %3
  store i32 %5, i32* @check, align 4
  %6 = load i32, i32* @check, align 4
  %7 = mul i32 %6, 16777619
  store i32 %7, i32* @check, align 4
  %8 = load i32, i32* @check, align 4
  %9 = lshr i32 %8, 13
  %10 = load i32, i32* @check, align 4
  %11 = xor i32 %10, %9
  store i32 %11, i32* @check, align 4
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
  br i1 %17, label %5, label %18, !llvm.loop !29

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
  br label %19, !llvm.loop !30

27:                                               ; preds = %19
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @avl_check(i32 noundef signext %0, i32* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32* %1, i32** %5, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %2
  store i32 0, i32* %3, align 4
  br label %104

12:                                               ; preds = %2
  %13 = load i32*, i32** %5, align 4
  %14 = load i32, i32* %13, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, i32* %13, align 4
  %16 = load i32, i32* %4, align 4
  %17 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %16
  %18 = getelementptr inbounds %struct.avl, %struct.avl* %17, i32 0, i32 0
  %19 = load i16, i16* %18, align 2
  %20 = sext i16 %19 to i32
  %21 = load i32*, i32** %5, align 4
  %22 = call i32 @avl_check(i32 noundef signext %20, i32* noundef %21)
  store i32 %22, i32* %6, align 4
  %23 = load i32, i32* %4, align 4
  %24 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %23
  %25 = getelementptr inbounds %struct.avl, %struct.avl* %24, i32 0, i32 1
  %26 = load i16, i16* %25, align 2
  %27 = sext i16 %26 to i32
  %28 = load i32*, i32** %5, align 4
  %29 = call i32 @avl_check(i32 noundef signext %27, i32* noundef %28)
  store i32 %29, i32* %7, align 4
  %30 = load i32, i32* %6, align 4
  %31 = icmp slt i32 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %12
  %33 = load i32, i32* %7, align 4
  %34 = icmp slt i32 %33, 0
  br i1 %34, label %35, label %36

35:                                               ; preds = %32, %12
  store i32 -1, i32* %3, align 4
  br label %104

36:                                               ; preds = %32
  %37 = load i32, i32* %6, align 4
  %38 = load i32, i32* %7, align 4
  %39 = sub nsw i32 %37, %38
  %40 = icmp sgt i32 %39, 1
  br i1 %40, label %46, label %41

41:                                               ; preds = %36
  %42 = load i32, i32* %7, align 4
  %43 = load i32, i32* %6, align 4
  %44 = sub nsw i32 %42, %43
  %45 = icmp sgt i32 %44, 1
  br i1 %45, label %46, label %47

46:                                               ; preds = %41, %36
  store i32 -1, i32* %3, align 4
  br label %104

47:                                               ; preds = %41
  %48 = load i32, i32* %4, align 4
  %49 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %48
  %50 = getelementptr inbounds %struct.avl, %struct.avl* %49, i32 0, i32 0
  %51 = load i16, i16* %50, align 2
  %52 = sext i16 %51 to i32
  %53 = icmp sge i32 %52, 0
  br i1 %53, label %54, label %64

54:                                               ; preds = %47
  %55 = load i32, i32* %4, align 4
  %56 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %55
  %57 = getelementptr inbounds %struct.avl, %struct.avl* %56, i32 0, i32 0
  %58 = load i16, i16* %57, align 2
  %59 = sext i16 %58 to i32
  %60 = load i32, i32* %4, align 4
  %61 = call i32 @key_cmp(i32 noundef signext %59, i32 noundef signext %60)
  %62 = icmp sge i32 %61, 0
  br i1 %62, label %63, label %64

63:                                               ; preds = %54
  store i32 -1, i32* %3, align 4
  br label %104

64:                                               ; preds = %54, %47
  %65 = load i32, i32* %4, align 4
  %66 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %65
  %67 = getelementptr inbounds %struct.avl, %struct.avl* %66, i32 0, i32 1
  %68 = load i16, i16* %67, align 2
  %69 = sext i16 %68 to i32
  %70 = icmp sge i32 %69, 0
  br i1 %70, label %71, label %81

71:                                               ; preds = %64
  %72 = load i32, i32* %4, align 4
  %73 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %72
  %74 = getelementptr inbounds %struct.avl, %struct.avl* %73, i32 0, i32 1
  %75 = load i16, i16* %74, align 2
  %76 = sext i16 %75 to i32
  %77 = load i32, i32* %4, align 4
  %78 = call i32 @key_cmp(i32 noundef signext %76, i32 noundef signext %77)
  %79 = icmp sle i32 %78, 0
  br i1 %79, label %80, label %81

80:                                               ; preds = %71
  store i32 -1, i32* %3, align 4
  br label %104

81:                                               ; preds = %71, %64
  %82 = load i32, i32* %6, align 4
  %83 = load i32, i32* %7, align 4
  %84 = icmp sgt i32 %82, %83
  br i1 %84, label %85, label %87

85:                                               ; preds = %81
  %86 = load i32, i32* %6, align 4
  br label %89

87:                                               ; preds = %81
  %88 = load i32, i32* %7, align 4
  br label %89

89:                                               ; preds = %87, %85
  %90 = phi i32 [ %86, %85 ], [ %88, %87 ]
  %91 = add nsw i32 1, %90
  store i32 %91, i32* %8, align 4
  %92 = load i32, i32* %8, align 4
  %93 = load i32, i32* %4, align 4
  %94 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %93
  %95 = getelementptr inbounds %struct.avl, %struct.avl* %94, i32 0, i32 2
  %96 = load i8, i8* %95, align 2
  %97 = sext i8 %96 to i32
  %98 = icmp eq i32 %92, %97
  br i1 %98, label %99, label %101

99:                                               ; preds = %89
  %100 = load i32, i32* %8, align 4
  br label %102

101:                                              ; preds = %89
  br label %102

102:                                              ; preds = %101, %99
  %103 = phi i32 [ %100, %99 ], [ -1, %101 ]
  store i32 %103, i32* %3, align 4
  br label %104

104:                                              ; preds = %102, %80, %63, %46, %35, %11
  %105 = load i32, i32* %3, align 4
  ret i32 %105
}

; Function Attrs: noinline nounwind optnone
define internal i32 @live_count() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %3

3:                                                ; preds = %15, %0
  %4 = load i32, i32* %2, align 4
  %5 = load i32, i32* @nrows, align 4
  %6 = icmp slt i32 %4, %5
  br i1 %6, label %7, label %18

7:                                                ; preds = %3
  %8 = load i32, i32* %2, align 4
  %9 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %8
  %10 = getelementptr inbounds %struct.record, %struct.record* %9, i32 0, i32 6
  %11 = load i8, i8* %10, align 4
  %12 = zext i8 %11 to i32
  %13 = load i32, i32* %1, align 4
  %14 = add nsw i32 %13, %12
  store i32 %14, i32* %1, align 4
  br label %15

15:                                               ; preds = %7
  %16 = load i32, i32* %2, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* %2, align 4
  br label %3, !llvm.loop !31

18:                                               ; preds = %3
  %19 = load i32, i32* %1, align 4
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone
define internal i32 @parse_query(i8* noundef %0, %struct.query* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca %struct.query*, align 4
  %6 = alloca %struct.cond*, align 4
  %7 = alloca i8*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store %struct.query* %1, %struct.query** %5, align 4
  %13 = load %struct.query*, %struct.query** %5, align 4
  %14 = getelementptr inbounds %struct.query, %struct.query* %13, i32 0, i32 1
  store i32 0, i32* %14, align 4
  %15 = load %struct.query*, %struct.query** %5, align 4
  %16 = getelementptr inbounds %struct.query, %struct.query* %15, i32 0, i32 2
  store i32 -1, i32* %16, align 4
  br label %17

17:                                               ; preds = %183, %2
  %18 = load %struct.query*, %struct.query** %5, align 4
  %19 = getelementptr inbounds %struct.query, %struct.query* %18, i32 0, i32 1
  %20 = load i32, i32* %19, align 4
  %21 = icmp eq i32 %20, 6
  br i1 %21, label %22, label %23

22:                                               ; preds = %17
  store i32 0, i32* %3, align 4
  br label %197

23:                                               ; preds = %17
  %24 = load %struct.query*, %struct.query** %5, align 4
  %25 = getelementptr inbounds %struct.query, %struct.query* %24, i32 0, i32 0
  %26 = load %struct.query*, %struct.query** %5, align 4
  %27 = getelementptr inbounds %struct.query, %struct.query* %26, i32 0, i32 1
  %28 = load i32, i32* %27, align 4
  %29 = getelementptr inbounds [6 x %struct.cond], [6 x %struct.cond]* %25, i32 0, i32 %28
  store %struct.cond* %29, %struct.cond** %6, align 4
  store i8* null, i8** %7, align 4
  store i32 0, i32* %8, align 4
  br label %30

30:                                               ; preds = %52, %23
  %31 = load i32, i32* %8, align 4
  %32 = icmp slt i32 %31, 5
  br i1 %32, label %33, label %37

33:                                               ; preds = %30
  %34 = load i8*, i8** %7, align 4
  %35 = icmp ne i8* %34, null
  %36 = xor i1 %35, true
  br label %37

37:                                               ; preds = %33, %30
  %38 = phi i1 [ false, %30 ], [ %36, %33 ]
  br i1 %38, label %39, label %55

39:                                               ; preds = %37
  %40 = load i8*, i8** %4, align 4
  %41 = load i32, i32* %8, align 4
  %42 = getelementptr inbounds [5 x i8*], [5 x i8*]* @parse_query.fields, i32 0, i32 %41
  %43 = load i8*, i8** %42, align 4
  %44 = call i8* @match_word(i8* noundef %40, i8* noundef %43)
  store i8* %44, i8** %7, align 4
  %45 = icmp ne i8* %44, null
  br i1 %45, label %46, label %51

46:                                               ; preds = %39
  %47 = load i32, i32* %8, align 4
  %48 = trunc i32 %47 to i8
  %49 = load %struct.cond*, %struct.cond** %6, align 4
  %50 = getelementptr inbounds %struct.cond, %struct.cond* %49, i32 0, i32 0
  store i8 %48, i8* %50, align 4
  br label %51

51:                                               ; preds = %46, %39
  br label %52

52:                                               ; preds = %51
  %53 = load i32, i32* %8, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, i32* %8, align 4
  br label %30, !llvm.loop !32

55:                                               ; preds = %37
  %56 = load i8*, i8** %7, align 4
  %57 = icmp ne i8* %56, null
  br i1 %57, label %59, label %58

58:                                               ; preds = %55
  store i32 0, i32* %3, align 4
  br label %197

59:                                               ; preds = %55
  %60 = load i8*, i8** %7, align 4
  store i8* %60, i8** %4, align 4
  store i8* null, i8** %7, align 4
  store i32 0, i32* %9, align 4
  br label %61

61:                                               ; preds = %84, %59
  %62 = load i32, i32* %9, align 4
  %63 = icmp slt i32 %62, 6
  br i1 %63, label %64, label %68

64:                                               ; preds = %61
  %65 = load i8*, i8** %7, align 4
  %66 = icmp ne i8* %65, null
  %67 = xor i1 %66, true
  br label %68

68:                                               ; preds = %64, %61
  %69 = phi i1 [ false, %61 ], [ %67, %64 ]
  br i1 %69, label %70, label %87

70:                                               ; preds = %68
  %71 = load i8*, i8** %4, align 4
  %72 = load i32, i32* %9, align 4
  %73 = getelementptr inbounds [6 x i8*], [6 x i8*]* @parse_query.ops, i32 0, i32 %72
  %74 = load i8*, i8** %73, align 4
  %75 = call i8* @match_word(i8* noundef %71, i8* noundef %74)
  store i8* %75, i8** %7, align 4
  %76 = icmp ne i8* %75, null
  br i1 %76, label %77, label %83

77:                                               ; preds = %70
  %78 = load i32, i32* %9, align 4
  %79 = getelementptr inbounds [6 x i8], [6 x i8]* @parse_query.op_codes, i32 0, i32 %78
  %80 = load i8, i8* %79, align 1
  %81 = load %struct.cond*, %struct.cond** %6, align 4
  %82 = getelementptr inbounds %struct.cond, %struct.cond* %81, i32 0, i32 1
  store i8 %80, i8* %82, align 1
  br label %83

83:                                               ; preds = %77, %70
  br label %84

84:                                               ; preds = %83
  %85 = load i32, i32* %9, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, i32* %9, align 4
  br label %61, !llvm.loop !33

87:                                               ; preds = %68
  %88 = load i8*, i8** %7, align 4
  %89 = icmp ne i8* %88, null
  br i1 %89, label %91, label %90

90:                                               ; preds = %87
  store i32 0, i32* %3, align 4
  br label %197

91:                                               ; preds = %87
  %92 = load i8*, i8** %7, align 4
  %93 = call i8* @skip_space(i8* noundef %92)
  store i8* %93, i8** %4, align 4
  store i32 0, i32* %10, align 4
  %94 = load i8*, i8** %4, align 4
  %95 = load i8, i8* %94, align 1
  %96 = sext i8 %95 to i32
  %97 = icmp eq i32 %96, 45
  br i1 %97, label %98, label %101

98:                                               ; preds = %91
  store i32 1, i32* %10, align 4
  %99 = load i8*, i8** %4, align 4
  %100 = getelementptr inbounds i8, i8* %99, i32 1
  store i8* %100, i8** %4, align 4
  br label %101

101:                                              ; preds = %98, %91
  %102 = load i8*, i8** %4, align 4
  %103 = load i8, i8* %102, align 1
  %104 = sext i8 %103 to i32
  %105 = icmp slt i32 %104, 48
  br i1 %105, label %111, label %106

106:                                              ; preds = %101
  %107 = load i8*, i8** %4, align 4
  %108 = load i8, i8* %107, align 1
  %109 = sext i8 %108 to i32
  %110 = icmp sgt i32 %109, 57
  br i1 %110, label %111, label %112

111:                                              ; preds = %106, %101
  store i32 0, i32* %3, align 4
  br label %197

112:                                              ; preds = %106
  store i32 0, i32* %11, align 4
  br label %113

113:                                              ; preds = %128, %112
  %114 = load i8*, i8** %4, align 4
  %115 = load i8, i8* %114, align 1
  %116 = sext i8 %115 to i32
  %117 = icmp sge i32 %116, 48
  br i1 %117, label %118, label %126

118:                                              ; preds = %113
  %119 = load i8*, i8** %4, align 4
  %120 = load i8, i8* %119, align 1
  %121 = sext i8 %120 to i32
  %122 = icmp sle i32 %121, 57
  br i1 %122, label %123, label %126

123:                                              ; preds = %118
  %124 = load i32, i32* %11, align 4
  %125 = icmp ult i32 %124, 100000000
  br label %126

126:                                              ; preds = %123, %118, %113
  %127 = phi i1 [ false, %118 ], [ false, %113 ], [ %125, %123 ]
  br i1 %127, label %128, label %137

128:                                              ; preds = %126
  %129 = load i32, i32* %11, align 4
  %130 = mul i32 %129, 10
  %131 = load i8*, i8** %4, align 4
  %132 = getelementptr inbounds i8, i8* %131, i32 1
  store i8* %132, i8** %4, align 4
  %133 = load i8, i8* %131, align 1
  %134 = sext i8 %133 to i32
  %135 = sub nsw i32 %134, 48
  %136 = add i32 %130, %135
  store i32 %136, i32* %11, align 4
  br label %113, !llvm.loop !34

137:                                              ; preds = %126
  %138 = load i32, i32* %10, align 4
  %139 = icmp ne i32 %138, 0
  br i1 %139, label %140, label %143

140:                                              ; preds = %137
  %141 = load i32, i32* %11, align 4
  %142 = sub nsw i32 0, %141
  br label %145

143:                                              ; preds = %137
  %144 = load i32, i32* %11, align 4
  br label %145

145:                                              ; preds = %143, %140
  %146 = phi i32 [ %142, %140 ], [ %144, %143 ]
  %147 = load %struct.cond*, %struct.cond** %6, align 4
  %148 = getelementptr inbounds %struct.cond, %struct.cond* %147, i32 0, i32 2
  store i32 %146, i32* %148, align 4
  %149 = load %struct.query*, %struct.query** %5, align 4
  %150 = getelementptr inbounds %struct.query, %struct.query* %149, i32 0, i32 1
  %151 = load i32, i32* %150, align 4
  %152 = add nsw i32 %151, 1
  store i32 %152, i32* %150, align 4
  %153 = load i8*, i8** %4, align 4
  %154 = call i8* @skip_space(i8* noundef %153)
  store i8* %154, i8** %4, align 4
  %155 = load i8*, i8** %4, align 4
  %156 = load i8, i8* %155, align 1
  %157 = icmp ne i8 %156, 0
  br i1 %157, label %159, label %158

158:                                              ; preds = %145
  br label %188

159:                                              ; preds = %145
  %160 = load i8*, i8** %4, align 4
  %161 = call i8* @match_word(i8* noundef %160, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.50, i32 0, i32 0))
  store i8* %161, i8** %7, align 4
  %162 = icmp ne i8* %161, null
  br i1 %162, label %163, label %164

163:                                              ; preds = %159
  store i32 0, i32* %12, align 4
  br label %171

164:                                              ; preds = %159
  %165 = load i8*, i8** %4, align 4
  %166 = call i8* @match_word(i8* noundef %165, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i32 0, i32 0))
  store i8* %166, i8** %7, align 4
  %167 = icmp ne i8* %166, null
  br i1 %167, label %168, label %169

168:                                              ; preds = %164
  store i32 1, i32* %12, align 4
  br label %170

169:                                              ; preds = %164
  store i32 0, i32* %3, align 4
  br label %197

170:                                              ; preds = %168
  br label %171

171:                                              ; preds = %170, %163
  %172 = load %struct.query*, %struct.query** %5, align 4
  %173 = getelementptr inbounds %struct.query, %struct.query* %172, i32 0, i32 2
  %174 = load i32, i32* %173, align 4
  %175 = icmp sge i32 %174, 0
  br i1 %175, label %176, label %183

176:                                              ; preds = %171
  %177 = load %struct.query*, %struct.query** %5, align 4
  %178 = getelementptr inbounds %struct.query, %struct.query* %177, i32 0, i32 2
  %179 = load i32, i32* %178, align 4
  %180 = load i32, i32* %12, align 4
  %181 = icmp ne i32 %179, %180
  br i1 %181, label %182, label %183

182:                                              ; preds = %176
  store i32 0, i32* %3, align 4
  br label %197

183:                                              ; preds = %176, %171
  %184 = load i32, i32* %12, align 4
  %185 = load %struct.query*, %struct.query** %5, align 4
  %186 = getelementptr inbounds %struct.query, %struct.query* %185, i32 0, i32 2
  store i32 %184, i32* %186, align 4
  %187 = load i8*, i8** %7, align 4
  store i8* %187, i8** %4, align 4
  br label %17

188:                                              ; preds = %158
  %189 = load %struct.query*, %struct.query** %5, align 4
  %190 = getelementptr inbounds %struct.query, %struct.query* %189, i32 0, i32 2
  %191 = load i32, i32* %190, align 4
  %192 = icmp slt i32 %191, 0
  br i1 %192, label %193, label %196

193:                                              ; preds = %188
  %194 = load %struct.query*, %struct.query** %5, align 4
  %195 = getelementptr inbounds %struct.query, %struct.query* %194, i32 0, i32 2
  store i32 0, i32* %195, align 4
  br label %196

196:                                              ; preds = %193, %188
  store i32 1, i32* %3, align 4
  br label %197

197:                                              ; preds = %196, %182, %169, %111, %90, %58, %22
  %198 = load i32, i32* %3, align 4
  ret i32 %198
}

; Function Attrs: noinline nounwind optnone
define internal i32 @run_query(%struct.query* noundef %0, i32* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.query*, align 4
  %5 = alloca i32*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.cond*, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store %struct.query* %0, %struct.query** %4, align 4
  store i32* %1, i32** %5, align 4
  %13 = load i32*, i32** %5, align 4
  store i32 0, i32* %13, align 4
  %14 = load %struct.query*, %struct.query** %4, align 4
  %15 = getelementptr inbounds %struct.query, %struct.query* %14, i32 0, i32 2
  %16 = load i32, i32* %15, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %135, label %18

18:                                               ; preds = %2
  %19 = load %struct.query*, %struct.query** %4, align 4
  %20 = getelementptr inbounds %struct.query, %struct.query* %19, i32 0, i32 1
  %21 = load i32, i32* %20, align 4
  %22 = icmp sle i32 %21, 2
  br i1 %22, label %23, label %135

23:                                               ; preds = %18
  store i32 -2147483648, i32* %6, align 4
  store i32 2147483647, i32* %7, align 4
  store i32 0, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %24

24:                                               ; preds = %116, %23
  %25 = load i32, i32* %9, align 4
  %26 = load %struct.query*, %struct.query** %4, align 4
  %27 = getelementptr inbounds %struct.query, %struct.query* %26, i32 0, i32 1
  %28 = load i32, i32* %27, align 4
  %29 = icmp slt i32 %25, %28
  br i1 %29, label %30, label %119

30:                                               ; preds = %24
  %31 = load %struct.query*, %struct.query** %4, align 4
  %32 = getelementptr inbounds %struct.query, %struct.query* %31, i32 0, i32 0
  %33 = load i32, i32* %9, align 4
  %34 = getelementptr inbounds [6 x %struct.cond], [6 x %struct.cond]* %32, i32 0, i32 %33
  store %struct.cond* %34, %struct.cond** %10, align 4
  %35 = load %struct.cond*, %struct.cond** %10, align 4
  %36 = getelementptr inbounds %struct.cond, %struct.cond* %35, i32 0, i32 0
  %37 = load i8, i8* %36, align 4
  %38 = zext i8 %37 to i32
  %39 = icmp ne i32 %38, 2
  br i1 %39, label %40, label %41

40:                                               ; preds = %30
  br label %119

41:                                               ; preds = %30
  %42 = load %struct.cond*, %struct.cond** %10, align 4
  %43 = getelementptr inbounds %struct.cond, %struct.cond* %42, i32 0, i32 1
  %44 = load i8, i8* %43, align 1
  %45 = zext i8 %44 to i32
  %46 = icmp eq i32 %45, 5
  br i1 %46, label %47, label %57

47:                                               ; preds = %41
  %48 = load %struct.cond*, %struct.cond** %10, align 4
  %49 = getelementptr inbounds %struct.cond, %struct.cond* %48, i32 0, i32 2
  %50 = load i32, i32* %49, align 4
  %51 = load i32, i32* %6, align 4
  %52 = icmp sgt i32 %50, %51
  br i1 %52, label %53, label %57

53:                                               ; preds = %47
  %54 = load %struct.cond*, %struct.cond** %10, align 4
  %55 = getelementptr inbounds %struct.cond, %struct.cond* %54, i32 0, i32 2
  %56 = load i32, i32* %55, align 4
  store i32 %56, i32* %6, align 4
  br label %113

57:                                               ; preds = %47, %41
  %58 = load %struct.cond*, %struct.cond** %10, align 4
  %59 = getelementptr inbounds %struct.cond, %struct.cond* %58, i32 0, i32 1
  %60 = load i8, i8* %59, align 1
  %61 = zext i8 %60 to i32
  %62 = icmp eq i32 %61, 4
  br i1 %62, label %63, label %75

63:                                               ; preds = %57
  %64 = load %struct.cond*, %struct.cond** %10, align 4
  %65 = getelementptr inbounds %struct.cond, %struct.cond* %64, i32 0, i32 2
  %66 = load i32, i32* %65, align 4
  %67 = add nsw i32 %66, 1
  %68 = load i32, i32* %6, align 4
  %69 = icmp sgt i32 %67, %68
  br i1 %69, label %70, label %75

70:                                               ; preds = %63
  %71 = load %struct.cond*, %struct.cond** %10, align 4
  %72 = getelementptr inbounds %struct.cond, %struct.cond* %71, i32 0, i32 2
  %73 = load i32, i32* %72, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* %6, align 4
  br label %112

75:                                               ; preds = %63, %57
  %76 = load %struct.cond*, %struct.cond** %10, align 4
  %77 = getelementptr inbounds %struct.cond, %struct.cond* %76, i32 0, i32 1
  %78 = load i8, i8* %77, align 1
  %79 = zext i8 %78 to i32
  %80 = icmp eq i32 %79, 3
  br i1 %80, label %81, label %91

81:                                               ; preds = %75
  %82 = load %struct.cond*, %struct.cond** %10, align 4
  %83 = getelementptr inbounds %struct.cond, %struct.cond* %82, i32 0, i32 2
  %84 = load i32, i32* %83, align 4
  %85 = load i32, i32* %7, align 4
  %86 = icmp slt i32 %84, %85
  br i1 %86, label %87, label %91

87:                                               ; preds = %81
  %88 = load %struct.cond*, %struct.cond** %10, align 4
  %89 = getelementptr inbounds %struct.cond, %struct.cond* %88, i32 0, i32 2
  %90 = load i32, i32* %89, align 4
  store i32 %90, i32* %7, align 4
  br label %111

91:                                               ; preds = %81, %75
  %92 = load %struct.cond*, %struct.cond** %10, align 4
  %93 = getelementptr inbounds %struct.cond, %struct.cond* %92, i32 0, i32 1
  %94 = load i8, i8* %93, align 1
  %95 = zext i8 %94 to i32
  %96 = icmp eq i32 %95, 2
  br i1 %96, label %97, label %109

97:                                               ; preds = %91
  %98 = load %struct.cond*, %struct.cond** %10, align 4
  %99 = getelementptr inbounds %struct.cond, %struct.cond* %98, i32 0, i32 2
  %100 = load i32, i32* %99, align 4
  %101 = sub nsw i32 %100, 1
  %102 = load i32, i32* %7, align 4
  %103 = icmp slt i32 %101, %102
  br i1 %103, label %104, label %109

104:                                              ; preds = %97
  %105 = load %struct.cond*, %struct.cond** %10, align 4
  %106 = getelementptr inbounds %struct.cond, %struct.cond* %105, i32 0, i32 2
  %107 = load i32, i32* %106, align 4
  %108 = sub nsw i32 %107, 1
  store i32 %108, i32* %7, align 4
  br label %110

109:                                              ; preds = %97, %91
  br label %119

110:                                              ; preds = %104
  br label %111

111:                                              ; preds = %110, %87
  br label %112

112:                                              ; preds = %111, %70
  br label %113

113:                                              ; preds = %112, %53
  %114 = load i32, i32* %8, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, i32* %8, align 4
  br label %116

116:                                              ; preds = %113
  %117 = load i32, i32* %9, align 4
  %118 = add nsw i32 %117, 1
  store i32 %118, i32* %9, align 4
  br label %24, !llvm.loop !35

119:                                              ; preds = %109, %40, %24
  %120 = load i32, i32* %8, align 4
  %121 = load %struct.query*, %struct.query** %4, align 4
  %122 = getelementptr inbounds %struct.query, %struct.query* %121, i32 0, i32 1
  %123 = load i32, i32* %122, align 4
  %124 = icmp eq i32 %120, %123
  br i1 %124, label %125, label %134

125:                                              ; preds = %119
  %126 = load i32, i32* %8, align 4
  %127 = icmp sgt i32 %126, 0
  br i1 %127, label %128, label %134

128:                                              ; preds = %125
  %129 = load i32*, i32** %5, align 4
  store i32 1, i32* %129, align 4
  %130 = load i32, i32* @root, align 4
  %131 = load i32, i32* %6, align 4
  %132 = load i32, i32* %7, align 4
  %133 = call i32 @avl_range(i32 noundef signext %130, i32 noundef signext %131, i32 noundef signext %132, i16* noundef getelementptr inbounds ([600 x i16], [600 x i16]* @result, i32 0, i32 0), i32 noundef signext 0)
  store i32 %133, i32* %3, align 4
  br label %165

134:                                              ; preds = %125, %119
  br label %135

135:                                              ; preds = %134, %18, %2
  store i32 0, i32* %11, align 4
  store i32 0, i32* %12, align 4
  br label %136

136:                                              ; preds = %160, %135
  %137 = load i32, i32* %12, align 4
  %138 = load i32, i32* @nrows, align 4
  %139 = icmp slt i32 %137, %138
  br i1 %139, label %140, label %163

140:                                              ; preds = %136
  %141 = load i32, i32* %12, align 4
  %142 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %141
  %143 = getelementptr inbounds %struct.record, %struct.record* %142, i32 0, i32 6
  %144 = load i8, i8* %143, align 4
  %145 = zext i8 %144 to i32
  %146 = icmp ne i32 %145, 0
  br i1 %146, label %147, label %159

147:                                              ; preds = %140
  %148 = load i32, i32* %12, align 4
  %149 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %148
  %150 = load %struct.query*, %struct.query** %4, align 4
  %151 = call i32 @matches(%struct.record* noundef %149, %struct.query* noundef %150)
  %152 = icmp ne i32 %151, 0
  br i1 %152, label %153, label %159

153:                                              ; preds = %147
  %154 = load i32, i32* %12, align 4
  %155 = trunc i32 %154 to i16
  %156 = load i32, i32* %11, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, i32* %11, align 4
  %158 = getelementptr inbounds [600 x i16], [600 x i16]* @result, i32 0, i32 %156
  store i16 %155, i16* %158, align 2
  br label %159

159:                                              ; preds = %153, %147, %140
  br label %160

160:                                              ; preds = %159
  %161 = load i32, i32* %12, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, i32* %12, align 4
  br label %136, !llvm.loop !36

163:                                              ; preds = %136
  %164 = load i32, i32* %11, align 4
  store i32 %164, i32* %3, align 4
  br label %165

165:                                              ; preds = %163, %128
  %166 = load i32, i32* %3, align 4
  ret i32 %166
}

; Function Attrs: noinline nounwind optnone
define internal i32 @scan_count(%struct.query* noundef %0) #0 {
  %2 = alloca %struct.query*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store %struct.query* %0, %struct.query** %2, align 4
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %26, %1
  %6 = load i32, i32* %4, align 4
  %7 = load i32, i32* @nrows, align 4
  %8 = icmp slt i32 %6, %7
  br i1 %8, label %9, label %29

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4
  %11 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %10
  %12 = getelementptr inbounds %struct.record, %struct.record* %11, i32 0, i32 6
  %13 = load i8, i8* %12, align 4
  %14 = zext i8 %13 to i32
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %25

16:                                               ; preds = %9
  %17 = load i32, i32* %4, align 4
  %18 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %17
  %19 = load %struct.query*, %struct.query** %2, align 4
  %20 = call i32 @matches(%struct.record* noundef %18, %struct.query* noundef %19)
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %25

22:                                               ; preds = %16
  %23 = load i32, i32* %3, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %3, align 4
  br label %25

25:                                               ; preds = %22, %16, %9
  br label %26

26:                                               ; preds = %25
  %27 = load i32, i32* %4, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %4, align 4
  br label %5, !llvm.loop !37

29:                                               ; preds = %5
  %30 = load i32, i32* %3, align 4
  ret i32 %30
}

; Function Attrs: noinline nounwind optnone
define internal i8* @match_word(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load i8*, i8** %3, align 4
  %6 = call i8* @skip_space(i8* noundef %5)
  store i8* %6, i8** %3, align 4
  br label %7

7:                                                ; preds = %22, %2
  %8 = load i8*, i8** %4, align 4
  %9 = load i8, i8* %8, align 1
  %10 = sext i8 %9 to i32
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %12, label %20

12:                                               ; preds = %7
  %13 = load i8*, i8** %3, align 4
  %14 = load i8, i8* %13, align 1
  %15 = sext i8 %14 to i32
  %16 = load i8*, i8** %4, align 4
  %17 = load i8, i8* %16, align 1
  %18 = sext i8 %17 to i32
  %19 = icmp eq i32 %15, %18
  br label %20

20:                                               ; preds = %12, %7
  %21 = phi i1 [ false, %7 ], [ %19, %12 ]
  br i1 %21, label %22, label %27

22:                                               ; preds = %20
  %23 = load i8*, i8** %3, align 4
  %24 = getelementptr inbounds i8, i8* %23, i32 1
  store i8* %24, i8** %3, align 4
  %25 = load i8*, i8** %4, align 4
  %26 = getelementptr inbounds i8, i8* %25, i32 1
  store i8* %26, i8** %4, align 4
  br label %7, !llvm.loop !38

27:                                               ; preds = %20
  %28 = load i8*, i8** %4, align 4
  %29 = load i8, i8* %28, align 1
  %30 = sext i8 %29 to i32
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %32, label %33

32:                                               ; preds = %27
  br label %35

33:                                               ; preds = %27
  %34 = load i8*, i8** %3, align 4
  br label %35

35:                                               ; preds = %33, %32
  %36 = phi i8* [ null, %32 ], [ %34, %33 ]
  ret i8* %36
}

; Function Attrs: noinline nounwind optnone
define internal i8* @skip_space(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  store i8* %0, i8** %2, align 4
  br label %3

3:                                                ; preds = %8, %1
  %4 = load i8*, i8** %2, align 4
  %5 = load i8, i8* %4, align 1
  %6 = sext i8 %5 to i32
  %7 = icmp eq i32 %6, 32
  br i1 %7, label %8, label %11

8:                                                ; preds = %3
  %9 = load i8*, i8** %2, align 4
  %10 = getelementptr inbounds i8, i8* %9, i32 1
  store i8* %10, i8** %2, align 4
  br label %3, !llvm.loop !39

11:                                               ; preds = %3
  %12 = load i8*, i8** %2, align 4
  ret i8* %12
}

; Function Attrs: noinline nounwind optnone
define internal i32 @avl_range(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, i16* noundef %3, i32 noundef signext %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i16*, align 4
  %11 = alloca i32, align 4
  store i32 %0, i32* %7, align 4
  store i32 %1, i32* %8, align 4
  store i32 %2, i32* %9, align 4
  store i16* %3, i16** %10, align 4
  store i32 %4, i32* %11, align 4
  %12 = load i32, i32* %7, align 4
  %13 = icmp slt i32 %12, 0
  br i1 %13, label %14, label %16

14:                                               ; preds = %5
  %15 = load i32, i32* %11, align 4
  store i32 %15, i32* %6, align 4
  br label %75

16:                                               ; preds = %5
  %17 = load i32, i32* %7, align 4
  %18 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %17
  %19 = getelementptr inbounds %struct.record, %struct.record* %18, i32 0, i32 4
  %20 = load i32, i32* %19, align 4
  %21 = load i32, i32* %8, align 4
  %22 = icmp sge i32 %20, %21
  br i1 %22, label %23, label %34

23:                                               ; preds = %16
  %24 = load i32, i32* %7, align 4
  %25 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %24
  %26 = getelementptr inbounds %struct.avl, %struct.avl* %25, i32 0, i32 0
  %27 = load i16, i16* %26, align 2
  %28 = sext i16 %27 to i32
  %29 = load i32, i32* %8, align 4
  %30 = load i32, i32* %9, align 4
  %31 = load i16*, i16** %10, align 4
  %32 = load i32, i32* %11, align 4
  %33 = call i32 @avl_range(i32 noundef signext %28, i32 noundef signext %29, i32 noundef signext %30, i16* noundef %31, i32 noundef signext %32)
  store i32 %33, i32* %11, align 4
  br label %34

34:                                               ; preds = %23, %16
  %35 = load i32, i32* %7, align 4
  %36 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %35
  %37 = getelementptr inbounds %struct.record, %struct.record* %36, i32 0, i32 4
  %38 = load i32, i32* %37, align 4
  %39 = load i32, i32* %8, align 4
  %40 = icmp sge i32 %38, %39
  br i1 %40, label %41, label %55

41:                                               ; preds = %34
  %42 = load i32, i32* %7, align 4
  %43 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %42
  %44 = getelementptr inbounds %struct.record, %struct.record* %43, i32 0, i32 4
  %45 = load i32, i32* %44, align 4
  %46 = load i32, i32* %9, align 4
  %47 = icmp sle i32 %45, %46
  br i1 %47, label %48, label %55

48:                                               ; preds = %41
  %49 = load i32, i32* %7, align 4
  %50 = trunc i32 %49 to i16
  %51 = load i16*, i16** %10, align 4
  %52 = load i32, i32* %11, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %11, align 4
  %54 = getelementptr inbounds i16, i16* %51, i32 %52
  store i16 %50, i16* %54, align 2
  br label %55

55:                                               ; preds = %48, %41, %34
  %56 = load i32, i32* %7, align 4
  %57 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %56
  %58 = getelementptr inbounds %struct.record, %struct.record* %57, i32 0, i32 4
  %59 = load i32, i32* %58, align 4
  %60 = load i32, i32* %9, align 4
  %61 = icmp sle i32 %59, %60
  br i1 %61, label %62, label %73

62:                                               ; preds = %55
  %63 = load i32, i32* %7, align 4
  %64 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %63
  %65 = getelementptr inbounds %struct.avl, %struct.avl* %64, i32 0, i32 1
  %66 = load i16, i16* %65, align 2
  %67 = sext i16 %66 to i32
  %68 = load i32, i32* %8, align 4
  %69 = load i32, i32* %9, align 4
  %70 = load i16*, i16** %10, align 4
  %71 = load i32, i32* %11, align 4
  %72 = call i32 @avl_range(i32 noundef signext %67, i32 noundef signext %68, i32 noundef signext %69, i16* noundef %70, i32 noundef signext %71)
  store i32 %72, i32* %11, align 4
  br label %73

73:                                               ; preds = %62, %55
  %74 = load i32, i32* %11, align 4
  store i32 %74, i32* %6, align 4
  br label %75

75:                                               ; preds = %73, %14
  %76 = load i32, i32* %6, align 4
  ret i32 %76
}

; Function Attrs: noinline nounwind optnone
define internal i32 @matches(%struct.record* noundef %0, %struct.query* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.record*, align 4
  %5 = alloca %struct.query*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store %struct.record* %0, %struct.record** %4, align 4
  store %struct.query* %1, %struct.query** %5, align 4
  store i32 0, i32* %6, align 4
  br label %8

8:                                                ; preds = %39, %2
  %9 = load i32, i32* %6, align 4
  %10 = load %struct.query*, %struct.query** %5, align 4
  %11 = getelementptr inbounds %struct.query, %struct.query* %10, i32 0, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = icmp slt i32 %9, %12
  br i1 %13, label %14, label %42

14:                                               ; preds = %8
  %15 = load %struct.record*, %struct.record** %4, align 4
  %16 = load %struct.query*, %struct.query** %5, align 4
  %17 = getelementptr inbounds %struct.query, %struct.query* %16, i32 0, i32 0
  %18 = load i32, i32* %6, align 4
  %19 = getelementptr inbounds [6 x %struct.cond], [6 x %struct.cond]* %17, i32 0, i32 %18
  %20 = call i32 @cond_true(%struct.record* noundef %15, %struct.cond* noundef %19)
  store i32 %20, i32* %7, align 4
  %21 = load %struct.query*, %struct.query** %5, align 4
  %22 = getelementptr inbounds %struct.query, %struct.query* %21, i32 0, i32 2
  %23 = load i32, i32* %22, align 4
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %29

25:                                               ; preds = %14
  %26 = load i32, i32* %7, align 4
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %29

28:                                               ; preds = %25
  store i32 1, i32* %3, align 4
  br label %49

29:                                               ; preds = %25, %14
  %30 = load %struct.query*, %struct.query** %5, align 4
  %31 = getelementptr inbounds %struct.query, %struct.query* %30, i32 0, i32 2
  %32 = load i32, i32* %31, align 4
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %38, label %34

34:                                               ; preds = %29
  %35 = load i32, i32* %7, align 4
  %36 = icmp ne i32 %35, 0
  br i1 %36, label %38, label %37

37:                                               ; preds = %34
  store i32 0, i32* %3, align 4
  br label %49

38:                                               ; preds = %34, %29
  br label %39

39:                                               ; preds = %38
  %40 = load i32, i32* %6, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, i32* %6, align 4
  br label %8, !llvm.loop !40

42:                                               ; preds = %8
  %43 = load %struct.query*, %struct.query** %5, align 4
  %44 = getelementptr inbounds %struct.query, %struct.query* %43, i32 0, i32 2
  %45 = load i32, i32* %44, align 4
  %46 = icmp ne i32 %45, 0
  %47 = xor i1 %46, true
  %48 = zext i1 %47 to i32
  store i32 %48, i32* %3, align 4
  br label %49

49:                                               ; preds = %42, %37, %28
  %50 = load i32, i32* %3, align 4
  ret i32 %50
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cond_true(%struct.record* noundef %0, %struct.cond* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.record*, align 4
  %5 = alloca %struct.cond*, align 4
  %6 = alloca i32, align 4
  store %struct.record* %0, %struct.record** %4, align 4
  store %struct.cond* %1, %struct.cond** %5, align 4
  %7 = load %struct.record*, %struct.record** %4, align 4
  %8 = load %struct.cond*, %struct.cond** %5, align 4
  %9 = getelementptr inbounds %struct.cond, %struct.cond* %8, i32 0, i32 0
  %10 = load i8, i8* %9, align 4
  %11 = zext i8 %10 to i32
  %12 = call i32 @field_value(%struct.record* noundef %7, i32 noundef signext %11)
  store i32 %12, i32* %6, align 4
  %13 = load %struct.cond*, %struct.cond** %5, align 4
  %14 = getelementptr inbounds %struct.cond, %struct.cond* %13, i32 0, i32 1
  %15 = load i8, i8* %14, align 1
  %16 = zext i8 %15 to i32
  switch i32 %16, label %59 [
    i32 0, label %17
    i32 1, label %24
    i32 2, label %31
    i32 3, label %38
    i32 4, label %45
    i32 5, label %52
  ]

17:                                               ; preds = %2
  %18 = load i32, i32* %6, align 4
  %19 = load %struct.cond*, %struct.cond** %5, align 4
  %20 = getelementptr inbounds %struct.cond, %struct.cond* %19, i32 0, i32 2
  %21 = load i32, i32* %20, align 4
  %22 = icmp eq i32 %18, %21
  %23 = zext i1 %22 to i32
  store i32 %23, i32* %3, align 4
  br label %60

24:                                               ; preds = %2
  %25 = load i32, i32* %6, align 4
  %26 = load %struct.cond*, %struct.cond** %5, align 4
  %27 = getelementptr inbounds %struct.cond, %struct.cond* %26, i32 0, i32 2
  %28 = load i32, i32* %27, align 4
  %29 = icmp ne i32 %25, %28
  %30 = zext i1 %29 to i32
  store i32 %30, i32* %3, align 4
  br label %60

31:                                               ; preds = %2
  %32 = load i32, i32* %6, align 4
  %33 = load %struct.cond*, %struct.cond** %5, align 4
  %34 = getelementptr inbounds %struct.cond, %struct.cond* %33, i32 0, i32 2
  %35 = load i32, i32* %34, align 4
  %36 = icmp slt i32 %32, %35
  %37 = zext i1 %36 to i32
  store i32 %37, i32* %3, align 4
  br label %60

38:                                               ; preds = %2
  %39 = load i32, i32* %6, align 4
  %40 = load %struct.cond*, %struct.cond** %5, align 4
  %41 = getelementptr inbounds %struct.cond, %struct.cond* %40, i32 0, i32 2
  %42 = load i32, i32* %41, align 4
  %43 = icmp sle i32 %39, %42
  %44 = zext i1 %43 to i32
  store i32 %44, i32* %3, align 4
  br label %60

45:                                               ; preds = %2
  %46 = load i32, i32* %6, align 4
  %47 = load %struct.cond*, %struct.cond** %5, align 4
  %48 = getelementptr inbounds %struct.cond, %struct.cond* %47, i32 0, i32 2
  %49 = load i32, i32* %48, align 4
  %50 = icmp sgt i32 %46, %49
  %51 = zext i1 %50 to i32
  store i32 %51, i32* %3, align 4
  br label %60

52:                                               ; preds = %2
  %53 = load i32, i32* %6, align 4
  %54 = load %struct.cond*, %struct.cond** %5, align 4
  %55 = getelementptr inbounds %struct.cond, %struct.cond* %54, i32 0, i32 2
  %56 = load i32, i32* %55, align 4
  %57 = icmp sge i32 %53, %56
  %58 = zext i1 %57 to i32
  store i32 %58, i32* %3, align 4
  br label %60

59:                                               ; preds = %2
  store i32 0, i32* %3, align 4
  br label %60

60:                                               ; preds = %59, %52, %45, %38, %31, %24, %17
  %61 = load i32, i32* %3, align 4
  ret i32 %61
}

; Function Attrs: noinline nounwind optnone
define internal i32 @field_value(%struct.record* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.record*, align 4
  %5 = alloca i32, align 4
  store %struct.record* %0, %struct.record** %4, align 4
  store i32 %1, i32* %5, align 4
  %6 = load i32, i32* %5, align 4
  switch i32 %6, label %29 [
    i32 0, label %7
    i32 1, label %12
    i32 2, label %17
    i32 3, label %21
    i32 4, label %25
  ]

7:                                                ; preds = %2
  %8 = load %struct.record*, %struct.record** %4, align 4
  %9 = getelementptr inbounds %struct.record, %struct.record* %8, i32 0, i32 2
  %10 = load i8, i8* %9, align 4
  %11 = zext i8 %10 to i32
  store i32 %11, i32* %3, align 4
  br label %30

12:                                               ; preds = %2
  %13 = load %struct.record*, %struct.record** %4, align 4
  %14 = getelementptr inbounds %struct.record, %struct.record* %13, i32 0, i32 3
  %15 = load i8, i8* %14, align 1
  %16 = zext i8 %15 to i32
  store i32 %16, i32* %3, align 4
  br label %30

17:                                               ; preds = %2
  %18 = load %struct.record*, %struct.record** %4, align 4
  %19 = getelementptr inbounds %struct.record, %struct.record* %18, i32 0, i32 4
  %20 = load i32, i32* %19, align 4
  store i32 %20, i32* %3, align 4
  br label %30

21:                                               ; preds = %2
  %22 = load %struct.record*, %struct.record** %4, align 4
  %23 = getelementptr inbounds %struct.record, %struct.record* %22, i32 0, i32 5
  %24 = load i32, i32* %23, align 4
  store i32 %24, i32* %3, align 4
  br label %30

25:                                               ; preds = %2
  %26 = load %struct.record*, %struct.record** %4, align 4
  %27 = getelementptr inbounds %struct.record, %struct.record* %26, i32 0, i32 0
  %28 = load i32, i32* %27, align 4
  store i32 %28, i32* %3, align 4
  br label %30

29:                                               ; preds = %2
  store i32 0, i32* %3, align 4
  br label %30

30:                                               ; preds = %29, %25, %21, %17, %12, %7
  %31 = load i32, i32* %3, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone
define internal void @merge_sort(i16* noundef %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca i16*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i16* %0, i16** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %14 = load i32, i32* %5, align 4
  %15 = icmp slt i32 %14, 2
  br i1 %15, label %16, label %17

16:                                               ; preds = %3
  br label %170

17:                                               ; preds = %3
  %18 = load i32, i32* %5, align 4
  %19 = icmp sle i32 %18, 8
  br i1 %19, label %20, label %69

20:                                               ; preds = %17
  store i32 1, i32* %7, align 4
  br label %21

21:                                               ; preds = %65, %20
  %22 = load i32, i32* %7, align 4
  %23 = load i32, i32* %5, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %68

25:                                               ; preds = %21
  %26 = load i16*, i16** %4, align 4
  %27 = load i32, i32* %7, align 4
  %28 = getelementptr inbounds i16, i16* %26, i32 %27
  %29 = load i16, i16* %28, align 2
  store i16 %29, i16* %8, align 2
  %30 = load i32, i32* %7, align 4
  %31 = sub nsw i32 %30, 1
  store i32 %31, i32* %9, align 4
  br label %32

32:                                               ; preds = %48, %25
  %33 = load i32, i32* %9, align 4
  %34 = icmp sge i32 %33, 0
  br i1 %34, label %35, label %46

35:                                               ; preds = %32
  %36 = load i16*, i16** %4, align 4
  %37 = load i32, i32* %9, align 4
  %38 = getelementptr inbounds i16, i16* %36, i32 %37
  %39 = load i16, i16* %38, align 2
  %40 = sext i16 %39 to i32
  %41 = load i16, i16* %8, align 2
  %42 = sext i16 %41 to i32
  %43 = load i32, i32* %6, align 4
  %44 = call i32 @row_cmp(i32 noundef signext %40, i32 noundef signext %42, i32 noundef signext %43)
  %45 = icmp sgt i32 %44, 0
  br label %46

46:                                               ; preds = %35, %32
  %47 = phi i1 [ false, %32 ], [ %45, %35 ]
  br i1 %47, label %48, label %59

48:                                               ; preds = %46
  %49 = load i16*, i16** %4, align 4
  %50 = load i32, i32* %9, align 4
  %51 = getelementptr inbounds i16, i16* %49, i32 %50
  %52 = load i16, i16* %51, align 2
  %53 = load i16*, i16** %4, align 4
  %54 = load i32, i32* %9, align 4
  %55 = add nsw i32 %54, 1
  %56 = getelementptr inbounds i16, i16* %53, i32 %55
  store i16 %52, i16* %56, align 2
  %57 = load i32, i32* %9, align 4
  %58 = add nsw i32 %57, -1
  store i32 %58, i32* %9, align 4
  br label %32, !llvm.loop !41

59:                                               ; preds = %46
  %60 = load i16, i16* %8, align 2
  %61 = load i16*, i16** %4, align 4
  %62 = load i32, i32* %9, align 4
  %63 = add nsw i32 %62, 1
  %64 = getelementptr inbounds i16, i16* %61, i32 %63
  store i16 %60, i16* %64, align 2
  br label %65

65:                                               ; preds = %59
  %66 = load i32, i32* %7, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, i32* %7, align 4
  br label %21, !llvm.loop !42

68:                                               ; preds = %21
  br label %170

69:                                               ; preds = %17
  %70 = load i32, i32* %5, align 4
  %71 = sdiv i32 %70, 2
  store i32 %71, i32* %10, align 4
  %72 = load i16*, i16** %4, align 4
  %73 = load i32, i32* %10, align 4
  %74 = load i32, i32* %6, align 4
  call void @merge_sort(i16* noundef %72, i32 noundef signext %73, i32 noundef signext %74)
  %75 = load i16*, i16** %4, align 4
  %76 = load i32, i32* %10, align 4
  %77 = getelementptr inbounds i16, i16* %75, i32 %76
  %78 = load i32, i32* %5, align 4
  %79 = load i32, i32* %10, align 4
  %80 = sub nsw i32 %78, %79
  %81 = load i32, i32* %6, align 4
  call void @merge_sort(i16* noundef %77, i32 noundef signext %80, i32 noundef signext %81)
  store i32 0, i32* %11, align 4
  %82 = load i32, i32* %10, align 4
  store i32 %82, i32* %12, align 4
  store i32 0, i32* %13, align 4
  br label %83

83:                                               ; preds = %121, %69
  %84 = load i32, i32* %11, align 4
  %85 = load i32, i32* %10, align 4
  %86 = icmp slt i32 %84, %85
  br i1 %86, label %87, label %91

87:                                               ; preds = %83
  %88 = load i32, i32* %12, align 4
  %89 = load i32, i32* %5, align 4
  %90 = icmp slt i32 %88, %89
  br label %91

91:                                               ; preds = %87, %83
  %92 = phi i1 [ false, %83 ], [ %90, %87 ]
  br i1 %92, label %93, label %127

93:                                               ; preds = %91
  %94 = load i16*, i16** %4, align 4
  %95 = load i32, i32* %12, align 4
  %96 = getelementptr inbounds i16, i16* %94, i32 %95
  %97 = load i16, i16* %96, align 2
  %98 = sext i16 %97 to i32
  %99 = load i16*, i16** %4, align 4
  %100 = load i32, i32* %11, align 4
  %101 = getelementptr inbounds i16, i16* %99, i32 %100
  %102 = load i16, i16* %101, align 2
  %103 = sext i16 %102 to i32
  %104 = load i32, i32* %6, align 4
  %105 = call i32 @row_cmp(i32 noundef signext %98, i32 noundef signext %103, i32 noundef signext %104)
  %106 = icmp slt i32 %105, 0
  br i1 %106, label %107, label %114

107:                                              ; preds = %93
  %108 = load i16*, i16** %4, align 4
  %109 = load i32, i32* %12, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, i32* %12, align 4
  %111 = getelementptr inbounds i16, i16* %108, i32 %109
  %112 = load i16, i16* %111, align 2
  %113 = sext i16 %112 to i32
  br label %121

114:                                              ; preds = %93
  %115 = load i16*, i16** %4, align 4
  %116 = load i32, i32* %11, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, i32* %11, align 4
  %118 = getelementptr inbounds i16, i16* %115, i32 %116
  %119 = load i16, i16* %118, align 2
  %120 = sext i16 %119 to i32
  br label %121

121:                                              ; preds = %114, %107
  %122 = phi i32 [ %113, %107 ], [ %120, %114 ]
  %123 = trunc i32 %122 to i16
  %124 = load i32, i32* %13, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, i32* %13, align 4
  %126 = getelementptr inbounds [600 x i16], [600 x i16]* @sort_tmp, i32 0, i32 %124
  store i16 %123, i16* %126, align 2
  br label %83, !llvm.loop !43

127:                                              ; preds = %91
  br label %128

128:                                              ; preds = %132, %127
  %129 = load i32, i32* %11, align 4
  %130 = load i32, i32* %10, align 4
  %131 = icmp slt i32 %129, %130
  br i1 %131, label %132, label %141

132:                                              ; preds = %128
  %133 = load i16*, i16** %4, align 4
  %134 = load i32, i32* %11, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, i32* %11, align 4
  %136 = getelementptr inbounds i16, i16* %133, i32 %134
  %137 = load i16, i16* %136, align 2
  %138 = load i32, i32* %13, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, i32* %13, align 4
  %140 = getelementptr inbounds [600 x i16], [600 x i16]* @sort_tmp, i32 0, i32 %138
  store i16 %137, i16* %140, align 2
  br label %128, !llvm.loop !44

141:                                              ; preds = %128
  br label %142

142:                                              ; preds = %146, %141
  %143 = load i32, i32* %12, align 4
  %144 = load i32, i32* %5, align 4
  %145 = icmp slt i32 %143, %144
  br i1 %145, label %146, label %155

146:                                              ; preds = %142
  %147 = load i16*, i16** %4, align 4
  %148 = load i32, i32* %12, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, i32* %12, align 4
  %150 = getelementptr inbounds i16, i16* %147, i32 %148
  %151 = load i16, i16* %150, align 2
  %152 = load i32, i32* %13, align 4
  %153 = add nsw i32 %152, 1
  store i32 %153, i32* %13, align 4
  %154 = getelementptr inbounds [600 x i16], [600 x i16]* @sort_tmp, i32 0, i32 %152
  store i16 %151, i16* %154, align 2
  br label %142, !llvm.loop !45

155:                                              ; preds = %142
  store i32 0, i32* %11, align 4
  br label %156

156:                                              ; preds = %167, %155
  %157 = load i32, i32* %11, align 4
  %158 = load i32, i32* %5, align 4
  %159 = icmp slt i32 %157, %158
  br i1 %159, label %160, label %170

160:                                              ; preds = %156
  %161 = load i32, i32* %11, align 4
  %162 = getelementptr inbounds [600 x i16], [600 x i16]* @sort_tmp, i32 0, i32 %161
  %163 = load i16, i16* %162, align 2
  %164 = load i16*, i16** %4, align 4
  %165 = load i32, i32* %11, align 4
  %166 = getelementptr inbounds i16, i16* %164, i32 %165
  store i16 %163, i16* %166, align 2
  br label %167

167:                                              ; preds = %160
  %168 = load i32, i32* %11, align 4
  %169 = add nsw i32 %168, 1
  store i32 %169, i32* %11, align 4
  br label %156, !llvm.loop !46

170:                                              ; preds = %16, %68, %156
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @check_sorted(i16* noundef %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i16*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i16* %0, i16** %5, align 4
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 1, i32* %8, align 4
  br label %10

10:                                               ; preds = %48, %3
  %11 = load i32, i32* %8, align 4
  %12 = load i32, i32* %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %51

14:                                               ; preds = %10
  %15 = load i16*, i16** %5, align 4
  %16 = load i32, i32* %8, align 4
  %17 = sub nsw i32 %16, 1
  %18 = getelementptr inbounds i16, i16* %15, i32 %17
  %19 = load i16, i16* %18, align 2
  %20 = sext i16 %19 to i32
  %21 = load i16*, i16** %5, align 4
  %22 = load i32, i32* %8, align 4
  %23 = getelementptr inbounds i16, i16* %21, i32 %22
  %24 = load i16, i16* %23, align 2
  %25 = sext i16 %24 to i32
  %26 = load i32, i32* %7, align 4
  %27 = call i32 @row_cmp(i32 noundef signext %20, i32 noundef signext %25, i32 noundef signext %26)
  store i32 %27, i32* %9, align 4
  %28 = load i32, i32* %9, align 4
  %29 = icmp sgt i32 %28, 0
  br i1 %29, label %46, label %30

30:                                               ; preds = %14
  %31 = load i32, i32* %9, align 4
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %47

33:                                               ; preds = %30
  %34 = load i16*, i16** %5, align 4
  %35 = load i32, i32* %8, align 4
  %36 = sub nsw i32 %35, 1
  %37 = getelementptr inbounds i16, i16* %34, i32 %36
  %38 = load i16, i16* %37, align 2
  %39 = sext i16 %38 to i32
  %40 = load i16*, i16** %5, align 4
  %41 = load i32, i32* %8, align 4
  %42 = getelementptr inbounds i16, i16* %40, i32 %41
  %43 = load i16, i16* %42, align 2
  %44 = sext i16 %43 to i32
  %45 = icmp sgt i32 %39, %44
  br i1 %45, label %46, label %47

46:                                               ; preds = %33, %14
  store i32 0, i32* %4, align 4
  br label %52

47:                                               ; preds = %33, %30
  br label %48

48:                                               ; preds = %47
  %49 = load i32, i32* %8, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %8, align 4
  br label %10, !llvm.loop !47

51:                                               ; preds = %10
  store i32 1, i32* %4, align 4
  br label %52

52:                                               ; preds = %51, %46
  %53 = load i32, i32* %4, align 4
  ret i32 %53
}

; Function Attrs: noinline nounwind optnone
define internal i32 @row_cmp(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.record*, align 4
  %9 = alloca %struct.record*, align 4
  store i32 %0, i32* %5, align 4
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  %10 = load i32, i32* %5, align 4
  %11 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %10
  store %struct.record* %11, %struct.record** %8, align 4
  %12 = load i32, i32* %6, align 4
  %13 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %12
  store %struct.record* %13, %struct.record** %9, align 4
  %14 = load i32, i32* %7, align 4
  switch i32 %14, label %59 [
    i32 0, label %15
    i32 1, label %23
    i32 2, label %31
  ]

15:                                               ; preds = %3
  %16 = load %struct.record*, %struct.record** %8, align 4
  %17 = getelementptr inbounds %struct.record, %struct.record* %16, i32 0, i32 1
  %18 = load i8*, i8** %17, align 4
  %19 = load %struct.record*, %struct.record** %9, align 4
  %20 = getelementptr inbounds %struct.record, %struct.record* %19, i32 0, i32 1
  %21 = load i8*, i8** %20, align 4
  %22 = call i32 @text_cmp(i8* noundef %18, i8* noundef %21)
  store i32 %22, i32* %4, align 4
  br label %60

23:                                               ; preds = %3
  %24 = load %struct.record*, %struct.record** %8, align 4
  %25 = getelementptr inbounds %struct.record, %struct.record* %24, i32 0, i32 5
  %26 = load i32, i32* %25, align 4
  %27 = load %struct.record*, %struct.record** %9, align 4
  %28 = getelementptr inbounds %struct.record, %struct.record* %27, i32 0, i32 5
  %29 = load i32, i32* %28, align 4
  %30 = sub nsw i32 %26, %29
  store i32 %30, i32* %4, align 4
  br label %60

31:                                               ; preds = %3
  %32 = load %struct.record*, %struct.record** %8, align 4
  %33 = getelementptr inbounds %struct.record, %struct.record* %32, i32 0, i32 2
  %34 = load i8, i8* %33, align 4
  %35 = zext i8 %34 to i32
  %36 = load %struct.record*, %struct.record** %9, align 4
  %37 = getelementptr inbounds %struct.record, %struct.record* %36, i32 0, i32 2
  %38 = load i8, i8* %37, align 4
  %39 = zext i8 %38 to i32
  %40 = icmp ne i32 %35, %39
  br i1 %40, label %41, label %51

41:                                               ; preds = %31
  %42 = load %struct.record*, %struct.record** %8, align 4
  %43 = getelementptr inbounds %struct.record, %struct.record* %42, i32 0, i32 2
  %44 = load i8, i8* %43, align 4
  %45 = zext i8 %44 to i32
  %46 = load %struct.record*, %struct.record** %9, align 4
  %47 = getelementptr inbounds %struct.record, %struct.record* %46, i32 0, i32 2
  %48 = load i8, i8* %47, align 4
  %49 = zext i8 %48 to i32
  %50 = sub nsw i32 %45, %49
  store i32 %50, i32* %4, align 4
  br label %60

51:                                               ; preds = %31
  %52 = load %struct.record*, %struct.record** %9, align 4
  %53 = getelementptr inbounds %struct.record, %struct.record* %52, i32 0, i32 4
  %54 = load i32, i32* %53, align 4
  %55 = load %struct.record*, %struct.record** %8, align 4
  %56 = getelementptr inbounds %struct.record, %struct.record* %55, i32 0, i32 4
  %57 = load i32, i32* %56, align 4
  %58 = sub nsw i32 %54, %57
  store i32 %58, i32* %4, align 4
  br label %60

59:                                               ; preds = %3
  store i32 0, i32* %4, align 4
  br label %60

60:                                               ; preds = %59, %51, %41, %23, %15
  %61 = load i32, i32* %4, align 4
  ret i32 %61
}

; Function Attrs: noinline nounwind optnone
define internal i32 @top_k(i32 noundef signext %0, i16* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i16*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i16* %1, i16** %4, align 4
  store i32 0, i32* @heap_size, align 4
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %36, %2
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* @nrows, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %39

12:                                               ; preds = %8
  %13 = load i32, i32* %5, align 4
  %14 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %13
  %15 = getelementptr inbounds %struct.record, %struct.record* %14, i32 0, i32 6
  %16 = load i8, i8* %15, align 4
  %17 = icmp ne i8 %16, 0
  br i1 %17, label %19, label %18

18:                                               ; preds = %12
  br label %36

19:                                               ; preds = %12
  %20 = load i32, i32* @heap_size, align 4
  %21 = load i32, i32* %3, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %25

23:                                               ; preds = %19
  %24 = load i32, i32* %5, align 4
  call void @heap_push(i32 noundef signext %24)
  br label %35

25:                                               ; preds = %19
  %26 = load i32, i32* %5, align 4
  %27 = load i16, i16* getelementptr inbounds ([600 x i16], [600 x i16]* @heap, i32 0, i32 0), align 2
  %28 = sext i16 %27 to i32
  %29 = call i32 @key_cmp(i32 noundef signext %26, i32 noundef signext %28)
  %30 = icmp sgt i32 %29, 0
  br i1 %30, label %31, label %34

31:                                               ; preds = %25
  %32 = call i32 @heap_pop()
  %33 = load i32, i32* %5, align 4
  call void @heap_push(i32 noundef signext %33)
  br label %34

34:                                               ; preds = %31, %25
  br label %35

35:                                               ; preds = %34, %23
  br label %36

36:                                               ; preds = %35, %18
  %37 = load i32, i32* %5, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %5, align 4
  br label %8, !llvm.loop !48

39:                                               ; preds = %8
  %40 = load i32, i32* @heap_size, align 4
  store i32 %40, i32* %6, align 4
  %41 = load i32, i32* %6, align 4
  %42 = sub nsw i32 %41, 1
  store i32 %42, i32* %7, align 4
  br label %43

43:                                               ; preds = %52, %39
  %44 = load i32, i32* %7, align 4
  %45 = icmp sge i32 %44, 0
  br i1 %45, label %46, label %55

46:                                               ; preds = %43
  %47 = call i32 @heap_pop()
  %48 = trunc i32 %47 to i16
  %49 = load i16*, i16** %4, align 4
  %50 = load i32, i32* %7, align 4
  %51 = getelementptr inbounds i16, i16* %49, i32 %50
  store i16 %48, i16* %51, align 2
  br label %52

52:                                               ; preds = %46
  %53 = load i32, i32* %7, align 4
  %54 = add nsw i32 %53, -1
  store i32 %54, i32* %7, align 4
  br label %43, !llvm.loop !49

55:                                               ; preds = %43
  %56 = load i32, i32* %6, align 4
  ret i32 %56
}

; Function Attrs: noinline nounwind optnone
define internal void @heap_push(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i16, align 2
  store i32 %0, i32* %2, align 4
  %6 = load i32, i32* @heap_size, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* @heap_size, align 4
  store i32 %6, i32* %3, align 4
  %8 = load i32, i32* %2, align 4
  %9 = trunc i32 %8 to i16
  %10 = load i32, i32* %3, align 4
  %11 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %10
  store i16 %9, i16* %11, align 2
  br label %12

12:                                               ; preds = %30, %1
  %13 = load i32, i32* %3, align 4
  %14 = icmp sgt i32 %13, 0
  br i1 %14, label %15, label %43

15:                                               ; preds = %12
  %16 = load i32, i32* %3, align 4
  %17 = sub nsw i32 %16, 1
  %18 = sdiv i32 %17, 2
  store i32 %18, i32* %4, align 4
  %19 = load i32, i32* %4, align 4
  %20 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %19
  %21 = load i16, i16* %20, align 2
  %22 = sext i16 %21 to i32
  %23 = load i32, i32* %3, align 4
  %24 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %23
  %25 = load i16, i16* %24, align 2
  %26 = sext i16 %25 to i32
  %27 = call i32 @key_cmp(i32 noundef signext %22, i32 noundef signext %26)
  %28 = icmp sle i32 %27, 0
  br i1 %28, label %29, label %30

29:                                               ; preds = %15
  br label %43

30:                                               ; preds = %15
  %31 = load i32, i32* %4, align 4
  %32 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %31
  %33 = load i16, i16* %32, align 2
  store i16 %33, i16* %5, align 2
  %34 = load i32, i32* %3, align 4
  %35 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %34
  %36 = load i16, i16* %35, align 2
  %37 = load i32, i32* %4, align 4
  %38 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %37
  store i16 %36, i16* %38, align 2
  %39 = load i16, i16* %5, align 2
  %40 = load i32, i32* %3, align 4
  %41 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %40
  store i16 %39, i16* %41, align 2
  %42 = load i32, i32* %4, align 4
  store i32 %42, i32* %3, align 4
  br label %12, !llvm.loop !50

43:                                               ; preds = %29, %12
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @heap_pop() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i16, align 2
  %7 = load i16, i16* getelementptr inbounds ([600 x i16], [600 x i16]* @heap, i32 0, i32 0), align 2
  %8 = sext i16 %7 to i32
  store i32 %8, i32* %1, align 4
  %9 = load i32, i32* @heap_size, align 4
  %10 = add nsw i32 %9, -1
  store i32 %10, i32* @heap_size, align 4
  %11 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %10
  %12 = load i16, i16* %11, align 2
  store i16 %12, i16* getelementptr inbounds ([600 x i16], [600 x i16]* @heap, i32 0, i32 0), align 2
  store i32 0, i32* %2, align 4
  br label %13

13:                                               ; preds = %58, %0
  %14 = load i32, i32* %2, align 4
  %15 = mul nsw i32 2, %14
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* %3, align 4
  %17 = load i32, i32* %3, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* %4, align 4
  %19 = load i32, i32* %2, align 4
  store i32 %19, i32* %5, align 4
  %20 = load i32, i32* %3, align 4
  %21 = load i32, i32* @heap_size, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %36

23:                                               ; preds = %13
  %24 = load i32, i32* %3, align 4
  %25 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %24
  %26 = load i16, i16* %25, align 2
  %27 = sext i16 %26 to i32
  %28 = load i32, i32* %5, align 4
  %29 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %28
  %30 = load i16, i16* %29, align 2
  %31 = sext i16 %30 to i32
  %32 = call i32 @key_cmp(i32 noundef signext %27, i32 noundef signext %31)
  %33 = icmp slt i32 %32, 0
  br i1 %33, label %34, label %36

34:                                               ; preds = %23
  %35 = load i32, i32* %3, align 4
  store i32 %35, i32* %5, align 4
  br label %36

36:                                               ; preds = %34, %23, %13
  %37 = load i32, i32* %4, align 4
  %38 = load i32, i32* @heap_size, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %53

40:                                               ; preds = %36
  %41 = load i32, i32* %4, align 4
  %42 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %41
  %43 = load i16, i16* %42, align 2
  %44 = sext i16 %43 to i32
  %45 = load i32, i32* %5, align 4
  %46 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %45
  %47 = load i16, i16* %46, align 2
  %48 = sext i16 %47 to i32
  %49 = call i32 @key_cmp(i32 noundef signext %44, i32 noundef signext %48)
  %50 = icmp slt i32 %49, 0
  br i1 %50, label %51, label %53

51:                                               ; preds = %40
  %52 = load i32, i32* %4, align 4
  store i32 %52, i32* %5, align 4
  br label %53

53:                                               ; preds = %51, %40, %36
  %54 = load i32, i32* %5, align 4
  %55 = load i32, i32* %2, align 4
  %56 = icmp eq i32 %54, %55
  br i1 %56, label %57, label %58

57:                                               ; preds = %53
  br label %71

58:                                               ; preds = %53
  %59 = load i32, i32* %5, align 4
  %60 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %59
  %61 = load i16, i16* %60, align 2
  store i16 %61, i16* %6, align 2
  %62 = load i32, i32* %2, align 4
  %63 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %62
  %64 = load i16, i16* %63, align 2
  %65 = load i32, i32* %5, align 4
  %66 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %65
  store i16 %64, i16* %66, align 2
  %67 = load i16, i16* %6, align 2
  %68 = load i32, i32* %2, align 4
  %69 = getelementptr inbounds [600 x i16], [600 x i16]* @heap, i32 0, i32 %68
  store i16 %67, i16* %69, align 2
  %70 = load i32, i32* %5, align 4
  store i32 %70, i32* %2, align 4
  br label %13

71:                                               ; preds = %57
  %72 = load i32, i32* %1, align 4
  ret i32 %72
}

; Function Attrs: noinline nounwind optnone
define internal void @group_by_dept(%struct.group* noundef %0) #0 {
  %2 = alloca %struct.group*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.record*, align 4
  %6 = alloca %struct.group*, align 4
  store %struct.group* %0, %struct.group** %2, align 4
  store i32 0, i32* %3, align 4
  br label %7

7:                                                ; preds = %31, %1
  %8 = load i32, i32* %3, align 4
  %9 = icmp slt i32 %8, 8
  br i1 %9, label %10, label %34

10:                                               ; preds = %7
  %11 = load %struct.group*, %struct.group** %2, align 4
  %12 = load i32, i32* %3, align 4
  %13 = getelementptr inbounds %struct.group, %struct.group* %11, i32 %12
  %14 = getelementptr inbounds %struct.group, %struct.group* %13, i32 0, i32 4
  store i32 0, i32* %14, align 4
  %15 = load %struct.group*, %struct.group** %2, align 4
  %16 = load i32, i32* %3, align 4
  %17 = getelementptr inbounds %struct.group, %struct.group* %15, i32 %16
  %18 = getelementptr inbounds %struct.group, %struct.group* %17, i32 0, i32 1
  store i32 0, i32* %18, align 4
  %19 = load %struct.group*, %struct.group** %2, align 4
  %20 = load i32, i32* %3, align 4
  %21 = getelementptr inbounds %struct.group, %struct.group* %19, i32 %20
  %22 = getelementptr inbounds %struct.group, %struct.group* %21, i32 0, i32 0
  store i32 0, i32* %22, align 4
  %23 = load %struct.group*, %struct.group** %2, align 4
  %24 = load i32, i32* %3, align 4
  %25 = getelementptr inbounds %struct.group, %struct.group* %23, i32 %24
  %26 = getelementptr inbounds %struct.group, %struct.group* %25, i32 0, i32 2
  store i32 2147483647, i32* %26, align 4
  %27 = load %struct.group*, %struct.group** %2, align 4
  %28 = load i32, i32* %3, align 4
  %29 = getelementptr inbounds %struct.group, %struct.group* %27, i32 %28
  %30 = getelementptr inbounds %struct.group, %struct.group* %29, i32 0, i32 3
  store i32 -2147483648, i32* %30, align 4
  br label %31

31:                                               ; preds = %10
  %32 = load i32, i32* %3, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* %3, align 4
  br label %7, !llvm.loop !51

34:                                               ; preds = %7
  store i32 0, i32* %4, align 4
  br label %35

35:                                               ; preds = %100, %34
  %36 = load i32, i32* %4, align 4
  %37 = load i32, i32* @nrows, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %103

39:                                               ; preds = %35
  %40 = load i32, i32* %4, align 4
  %41 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %40
  store %struct.record* %41, %struct.record** %5, align 4
  %42 = load %struct.record*, %struct.record** %5, align 4
  %43 = getelementptr inbounds %struct.record, %struct.record* %42, i32 0, i32 6
  %44 = load i8, i8* %43, align 4
  %45 = icmp ne i8 %44, 0
  br i1 %45, label %47, label %46

46:                                               ; preds = %39
  br label %100

47:                                               ; preds = %39
  %48 = load %struct.group*, %struct.group** %2, align 4
  %49 = load %struct.record*, %struct.record** %5, align 4
  %50 = getelementptr inbounds %struct.record, %struct.record* %49, i32 0, i32 2
  %51 = load i8, i8* %50, align 4
  %52 = zext i8 %51 to i32
  %53 = getelementptr inbounds %struct.group, %struct.group* %48, i32 %52
  store %struct.group* %53, %struct.group** %6, align 4
  %54 = load %struct.group*, %struct.group** %6, align 4
  %55 = getelementptr inbounds %struct.group, %struct.group* %54, i32 0, i32 0
  %56 = load i32, i32* %55, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* %55, align 4
  %58 = load %struct.record*, %struct.record** %5, align 4
  %59 = getelementptr inbounds %struct.record, %struct.record* %58, i32 0, i32 4
  %60 = load i32, i32* %59, align 4
  %61 = load %struct.group*, %struct.group** %6, align 4
  %62 = getelementptr inbounds %struct.group, %struct.group* %61, i32 0, i32 1
  %63 = load i32, i32* %62, align 4
  %64 = add nsw i32 %63, %60
  store i32 %64, i32* %62, align 4
  %65 = load %struct.record*, %struct.record** %5, align 4
  %66 = getelementptr inbounds %struct.record, %struct.record* %65, i32 0, i32 5
  %67 = load i32, i32* %66, align 4
  %68 = load %struct.group*, %struct.group** %6, align 4
  %69 = getelementptr inbounds %struct.group, %struct.group* %68, i32 0, i32 4
  %70 = load i32, i32* %69, align 4
  %71 = add nsw i32 %70, %67
  store i32 %71, i32* %69, align 4
  %72 = load %struct.record*, %struct.record** %5, align 4
  %73 = getelementptr inbounds %struct.record, %struct.record* %72, i32 0, i32 4
  %74 = load i32, i32* %73, align 4
  %75 = load %struct.group*, %struct.group** %6, align 4
  %76 = getelementptr inbounds %struct.group, %struct.group* %75, i32 0, i32 2
  %77 = load i32, i32* %76, align 4
  %78 = icmp slt i32 %74, %77
  br i1 %78, label %79, label %85

79:                                               ; preds = %47
  %80 = load %struct.record*, %struct.record** %5, align 4
  %81 = getelementptr inbounds %struct.record, %struct.record* %80, i32 0, i32 4
  %82 = load i32, i32* %81, align 4
  %83 = load %struct.group*, %struct.group** %6, align 4
  %84 = getelementptr inbounds %struct.group, %struct.group* %83, i32 0, i32 2
  store i32 %82, i32* %84, align 4
  br label %85

85:                                               ; preds = %79, %47
  %86 = load %struct.record*, %struct.record** %5, align 4
  %87 = getelementptr inbounds %struct.record, %struct.record* %86, i32 0, i32 4
  %88 = load i32, i32* %87, align 4
  %89 = load %struct.group*, %struct.group** %6, align 4
  %90 = getelementptr inbounds %struct.group, %struct.group* %89, i32 0, i32 3
  %91 = load i32, i32* %90, align 4
  %92 = icmp sgt i32 %88, %91
  br i1 %92, label %93, label %99

93:                                               ; preds = %85
  %94 = load %struct.record*, %struct.record** %5, align 4
  %95 = getelementptr inbounds %struct.record, %struct.record* %94, i32 0, i32 4
  %96 = load i32, i32* %95, align 4
  %97 = load %struct.group*, %struct.group** %6, align 4
  %98 = getelementptr inbounds %struct.group, %struct.group* %97, i32 0, i32 3
  store i32 %96, i32* %98, align 4
  br label %99

99:                                               ; preds = %93, %85
  br label %100

100:                                              ; preds = %99, %46
  %101 = load i32, i32* %4, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, i32* %4, align 4
  br label %35, !llvm.loop !52

103:                                              ; preds = %35
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @hash_remove(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %6 = load i32, i32* %3, align 4
  %7 = call i32 @hash_id(i32 noundef signext %6)
  %8 = and i32 %7, 1023
  store i32 %8, i32* %4, align 4
  br label %9

9:                                                ; preds = %30, %1
  %10 = load i32, i32* %4, align 4
  %11 = getelementptr inbounds [1024 x i16], [1024 x i16]* @slots, i32 0, i32 %10
  %12 = load i16, i16* %11, align 2
  %13 = sext i16 %12 to i32
  store i32 %13, i32* %5, align 4
  %14 = load i32, i32* %5, align 4
  %15 = icmp eq i32 %14, -1
  br i1 %15, label %16, label %17

16:                                               ; preds = %9
  store i32 0, i32* %2, align 4
  br label %34

17:                                               ; preds = %9
  %18 = load i32, i32* %5, align 4
  %19 = icmp sge i32 %18, 0
  br i1 %19, label %20, label %30

20:                                               ; preds = %17
  %21 = load i32, i32* %5, align 4
  %22 = getelementptr inbounds [600 x %struct.record], [600 x %struct.record]* @rows, i32 0, i32 %21
  %23 = getelementptr inbounds %struct.record, %struct.record* %22, i32 0, i32 0
  %24 = load i32, i32* %23, align 4
  %25 = load i32, i32* %3, align 4
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %30

27:                                               ; preds = %20
  %28 = load i32, i32* %4, align 4
  %29 = getelementptr inbounds [1024 x i16], [1024 x i16]* @slots, i32 0, i32 %28
  store i16 -2, i16* %29, align 2
  store i32 1, i32* %2, align 4
  br label %34

30:                                               ; preds = %20, %17
  %31 = load i32, i32* %4, align 4
  %32 = add i32 %31, 1
  %33 = and i32 %32, 1023
  store i32 %33, i32* %4, align 4
  br label %9

34:                                               ; preds = %27, %16
  %35 = load i32, i32* %2, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone
define internal i32 @avl_remove(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp slt i32 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %2
  store i32 -1, i32* %3, align 4
  br label %81

13:                                               ; preds = %2
  %14 = load i32, i32* %5, align 4
  %15 = load i32, i32* %4, align 4
  %16 = call i32 @key_cmp(i32 noundef signext %14, i32 noundef signext %15)
  store i32 %16, i32* %6, align 4
  %17 = load i32, i32* %6, align 4
  %18 = icmp slt i32 %17, 0
  br i1 %18, label %19, label %31

19:                                               ; preds = %13
  %20 = load i32, i32* %4, align 4
  %21 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %20
  %22 = getelementptr inbounds %struct.avl, %struct.avl* %21, i32 0, i32 0
  %23 = load i16, i16* %22, align 2
  %24 = sext i16 %23 to i32
  %25 = load i32, i32* %5, align 4
  %26 = call i32 @avl_remove(i32 noundef signext %24, i32 noundef signext %25)
  %27 = trunc i32 %26 to i16
  %28 = load i32, i32* %4, align 4
  %29 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %28
  %30 = getelementptr inbounds %struct.avl, %struct.avl* %29, i32 0, i32 0
  store i16 %27, i16* %30, align 2
  br label %78

31:                                               ; preds = %13
  %32 = load i32, i32* %6, align 4
  %33 = icmp sgt i32 %32, 0
  br i1 %33, label %34, label %46

34:                                               ; preds = %31
  %35 = load i32, i32* %4, align 4
  %36 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %35
  %37 = getelementptr inbounds %struct.avl, %struct.avl* %36, i32 0, i32 1
  %38 = load i16, i16* %37, align 2
  %39 = sext i16 %38 to i32
  %40 = load i32, i32* %5, align 4
  %41 = call i32 @avl_remove(i32 noundef signext %39, i32 noundef signext %40)
  %42 = trunc i32 %41 to i16
  %43 = load i32, i32* %4, align 4
  %44 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %43
  %45 = getelementptr inbounds %struct.avl, %struct.avl* %44, i32 0, i32 1
  store i16 %42, i16* %45, align 2
  br label %77

46:                                               ; preds = %31
  %47 = load i32, i32* %4, align 4
  %48 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %47
  %49 = getelementptr inbounds %struct.avl, %struct.avl* %48, i32 0, i32 0
  %50 = load i16, i16* %49, align 2
  %51 = sext i16 %50 to i32
  store i32 %51, i32* %7, align 4
  %52 = load i32, i32* %4, align 4
  %53 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %52
  %54 = getelementptr inbounds %struct.avl, %struct.avl* %53, i32 0, i32 1
  %55 = load i16, i16* %54, align 2
  %56 = sext i16 %55 to i32
  store i32 %56, i32* %8, align 4
  %57 = load i32, i32* %8, align 4
  %58 = icmp slt i32 %57, 0
  br i1 %58, label %59, label %61

59:                                               ; preds = %46
  %60 = load i32, i32* %7, align 4
  store i32 %60, i32* %3, align 4
  br label %81

61:                                               ; preds = %46
  %62 = load i32, i32* %8, align 4
  %63 = call i32 @avl_min(i32 noundef signext %62)
  store i32 %63, i32* %9, align 4
  %64 = load i32, i32* %8, align 4
  %65 = call i32 @avl_remove_min(i32 noundef signext %64)
  %66 = trunc i32 %65 to i16
  %67 = load i32, i32* %9, align 4
  %68 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %67
  %69 = getelementptr inbounds %struct.avl, %struct.avl* %68, i32 0, i32 1
  store i16 %66, i16* %69, align 2
  %70 = load i32, i32* %7, align 4
  %71 = trunc i32 %70 to i16
  %72 = load i32, i32* %9, align 4
  %73 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %72
  %74 = getelementptr inbounds %struct.avl, %struct.avl* %73, i32 0, i32 0
  store i16 %71, i16* %74, align 2
  %75 = load i32, i32* %9, align 4
  %76 = call i32 @balance(i32 noundef signext %75)
  store i32 %76, i32* %3, align 4
  br label %81

77:                                               ; preds = %34
  br label %78

78:                                               ; preds = %77, %19
  %79 = load i32, i32* %4, align 4
  %80 = call i32 @balance(i32 noundef signext %79)
  store i32 %80, i32* %3, align 4
  br label %81

81:                                               ; preds = %78, %61, %59, %12
  %82 = load i32, i32* %3, align 4
  ret i32 %82
}

; Function Attrs: noinline nounwind optnone
define internal i32 @avl_min(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  br label %3

3:                                                ; preds = %10, %1
  %4 = load i32, i32* %2, align 4
  %5 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %4
  %6 = getelementptr inbounds %struct.avl, %struct.avl* %5, i32 0, i32 0
  %7 = load i16, i16* %6, align 2
  %8 = sext i16 %7 to i32
  %9 = icmp sge i32 %8, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %3
  %11 = load i32, i32* %2, align 4
  %12 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %11
  %13 = getelementptr inbounds %struct.avl, %struct.avl* %12, i32 0, i32 0
  %14 = load i16, i16* %13, align 2
  %15 = sext i16 %14 to i32
  store i32 %15, i32* %2, align 4
  br label %3, !llvm.loop !53

16:                                               ; preds = %3
  %17 = load i32, i32* %2, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone
define internal i32 @avl_remove_min(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  %5 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %4
  %6 = getelementptr inbounds %struct.avl, %struct.avl* %5, i32 0, i32 0
  %7 = load i16, i16* %6, align 2
  %8 = sext i16 %7 to i32
  %9 = icmp slt i32 %8, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %1
  %11 = load i32, i32* %3, align 4
  %12 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %11
  %13 = getelementptr inbounds %struct.avl, %struct.avl* %12, i32 0, i32 1
  %14 = load i16, i16* %13, align 2
  %15 = sext i16 %14 to i32
  store i32 %15, i32* %2, align 4
  br label %29

16:                                               ; preds = %1
  %17 = load i32, i32* %3, align 4
  %18 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %17
  %19 = getelementptr inbounds %struct.avl, %struct.avl* %18, i32 0, i32 0
  %20 = load i16, i16* %19, align 2
  %21 = sext i16 %20 to i32
  %22 = call i32 @avl_remove_min(i32 noundef signext %21)
  %23 = trunc i32 %22 to i16
  %24 = load i32, i32* %3, align 4
  %25 = getelementptr inbounds [600 x %struct.avl], [600 x %struct.avl]* @tree, i32 0, i32 %24
  %26 = getelementptr inbounds %struct.avl, %struct.avl* %25, i32 0, i32 0
  store i16 %23, i16* %26, align 2
  %27 = load i32, i32* %3, align 4
  %28 = call i32 @balance(i32 noundef signext %27)
  store i32 %28, i32* %2, align 4
  br label %29

29:                                               ; preds = %16, %10
  %30 = load i32, i32* %2, align 4
  ret i32 %30
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }

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
!35 = distinct !{!35, !3}
!36 = distinct !{!36, !3}
!37 = distinct !{!37, !3}
!38 = distinct !{!38, !3}
!39 = distinct !{!39, !3}
!40 = distinct !{!40, !3}
!41 = distinct !{!41, !3}
!42 = distinct !{!42, !3}
!43 = distinct !{!43, !3}
!44 = distinct !{!44, !3}
!45 = distinct !{!45, !3}
!46 = distinct !{!46, !3}
!47 = distinct !{!47, !3}
!48 = distinct !{!48, !3}
!49 = distinct !{!49, !3}
!50 = distinct !{!50, !3}
!51 = distinct !{!51, !3}
!52 = distinct !{!52, !3}
!53 = distinct !{!53, !3}
