; ModuleID = 'large_lang.c'
source_filename = "large_lang.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.token = type { i8, i16, i32, [16 x i8] }
%struct.anon.0 = type { i8, i8, i8 }
%struct.func = type { [16 x i8], i32, i32, i32, i32, i32, i32 }
%struct.node = type { i8, i16, i32, i16, i16, i16, i16 }
%struct.frame = type { i32, i32, i32 }

@total_hash = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [4 x i8] c"fib\00", align 1
@prog_fib = internal constant [214 x i8] c"# recursion and a loop\0Afn fib(n) { if (n < 2) { return n; } return fib(n - 1) + fib(n - 2); }\0Afn main() {\0A  var i = 0; var s = 0;\0A  while (i < 18) { var f = fib(i); print(f); s = s + f; i = i + 1; }\0A  return s;\0A}\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"sieve\00", align 1
@prog_sieve = internal constant [365 x i8] c"fn sieve(n) {\0A  var i = 2;\0A  while (i < n) { mem[i] = 1; i = i + 1; }\0A  i = 2;\0A  while (i * i < n) {\0A    if (mem[i]) { var j = i * i; while (j < n) { mem[j] = 0; j = j + i; } }\0A    i = i + 1;\0A  }\0A  var count = 0; i = 2;\0A  while (i < n) { if (mem[i]) { count = count + 1; if (i > 480) { print(i); } } i = i + 1; }\0A  return count;\0A}\0Afn main() { return sieve(500); }\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"gcd\00", align 1
@prog_gcd = internal constant [305 x i8] c"fn gcd(a, b) { while (b != 0) { var t = a % b; a = b; b = t; } return a; }\0Afn lcm(a, b) { return a / gcd(a, b) * b; }\0Afn main() {\0A  var acc = 1; var k = 1;\0A  while (k <= 20) { acc = lcm(acc, k); k = k + 1; }\0A  print(acc); print(gcd(1071, 462)); print(gcd(0x7fffffff, 0x7ffffffe));\0A  return acc % 1000;\0A}\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"collatz\00", align 1
@prog_collatz = internal constant [309 x i8] c"fn steps(n) { var s = 0; while (n != 1) {\0A    if (n & 1) { n = 3 * n + 1; } else { n = n >> 1; }\0A    s = s + 1; }\0A  return s; }\0Afn main() {\0A  var best = 0; var arg = 0; var n = 1;\0A  while (n < 300) { var s = steps(n); if (s > best) { best = s; arg = n; print(n); } n = n + 1; }\0A  return best * 1000 + arg;\0A}\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"operators\00", align 1
@prog_ops = internal constant [466 x i8] c"fn main() {\0A  print(2 + 3 * 4 - 10 / 3);           # folded\0A  print((1 << 31) >> 31);\0A  print(-7 / 2); print(-7 % 2); print(7 % -2);\0A  print(!0 + !5 + ~0);\0A  print(0x80000000 / -1);\0A  var a = 12; var b = 10;\0A  print(a & b); print(a | b); print(a ^ b);\0A  print(a < b || b < a && a != b);\0A  print((a > b) + (a >= b) * 2 + (a == b) * 4 + (a <= b) * 8);\0A  print(0 && 1 / 0);\0A  print(1 || 1 / 0);\0A  var x = 0x7fffffff; print(x + 1); print(x * x);\0A  return a * b - 20;\0A}\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"sort\00", align 1
@prog_sort = internal constant [650 x i8] c"fn fill(n, seed) { var i = 0; while (i < n) {\0A    seed = seed * 1103515245 + 12345; mem[i] = (seed >> 8) & 1023; i = i + 1; }\0A  return seed; }\0Afn insertion(n) { var i = 1; while (i < n) { var v = mem[i]; var j = i - 1;\0A    while (j >= 0 && mem[j] > v) { mem[j + 1] = mem[j]; j = j - 1; }\0A    mem[j + 1] = v; i = i + 1; } return 0; }\0Afn check(n) { var i = 1; while (i < n) { if (mem[i - 1] > mem[i]) { return 0; } i = i + 1; } return 1; }\0Afn sum(n) { var s = 0; var i = 0; while (i < n) { s = s * 31 + mem[i]; i = i + 1; } return s; }\0Afn main() { fill(120, 42); insertion(120); print(check(120));\0A  print(mem[0]); print(mem[119]); return sum(120); }\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"ackermann\00", align 1
@prog_ackermann = internal constant [176 x i8] c"fn ack(m, n) {\0A  if (m == 0) { return n + 1; }\0A  if (n == 0) { return ack(m - 1, 1); }\0A  return ack(m - 1, ack(m, n - 1));\0A}\0Afn main() { print(ack(2, 3)); return ack(2, 5); }\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"division by zero\00", align 1
@prog_div0 = internal constant [68 x i8] c"fn f(x) { return 10 / x; }\0Afn main() { print(f(5)); return f(0); }\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"deep recursion\00", align 1
@prog_deep = internal constant [70 x i8] c"fn down(n) { return down(n + 1) + 1; }\0Afn main() { return down(0); }\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"unknown variable\00", align 1
@prog_bad_var = internal constant [44 x i8] c"fn main() {\0A  var a = 1;\0A  return a + b;\0A}\0A\00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c"argument count\00", align 1
@prog_bad_call = internal constant [61 x i8] c"fn two(a, b) { return a + b; }\0Afn main() { return two(1); }\0A\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"syntax\00", align 1
@prog_bad_syntax = internal constant [32 x i8] c"fn main() {\0A  var a = (1 + ;\0A}\0A\00", align 1
@.str.12 = private unnamed_addr constant [14 x i8] c"bad character\00", align 1
@prog_bad_char = internal constant [29 x i8] c"fn main() { return 1 @ 2; }\0A\00", align 1
@.str.13 = private unnamed_addr constant [19 x i8] c"undefined function\00", align 1
@prog_undefined = internal constant [34 x i8] c"fn main() { return nowhere(3); }\0A\00", align 1
@failed = internal unnamed_addr global i1 false, align 4
@err_msg = internal unnamed_addr global [96 x i8] zeroinitializer, align 4
@out_hash = internal unnamed_addr global i32 0, align 4
@out_count = internal unnamed_addr global i32 0, align 4
@folded = internal unnamed_addr global i32 0, align 4
@err_line = internal unnamed_addr global i32 0, align 4
@ntoks = internal unnamed_addr global i32 0, align 4
@nnodes = internal unnamed_addr global i32 0, align 4
@ncode = internal unnamed_addr global i32 0, align 4
@steps = internal unnamed_addr global i32 0, align 4
@toks = internal global [4096 x %struct.token] zeroinitializer, align 4
@punct.two = internal unnamed_addr constant [9 x %struct.anon.0] [%struct.anon.0 { i8 60, i8 60, i8 27 }, %struct.anon.0 { i8 62, i8 62, i8 28 }, %struct.anon.0 { i8 60, i8 61, i8 30 }, %struct.anon.0 { i8 62, i8 61, i8 32 }, %struct.anon.0 { i8 61, i8 61, i8 33 }, %struct.anon.0 { i8 33, i8 61, i8 34 }, %struct.anon.0 { i8 38, i8 38, i8 35 }, %struct.anon.0 { i8 124, i8 124, i8 36 }, %struct.anon.0 zeroinitializer], align 1
@pos = internal unnamed_addr global i32 0, align 4
@nfuncs = internal unnamed_addr global i32 0, align 4
@.str.37 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@funcs = internal unnamed_addr global [32 x %struct.func] zeroinitializer, align 4
@nlocals = internal unnamed_addr global i32 0, align 4
@max_locals = internal unnamed_addr global i32 0, align 4
@.str.41 = private unnamed_addr constant [2 x i8] c"(\00", align 1
@.str.43 = private unnamed_addr constant [2 x i8] c")\00", align 1
@local_names = internal unnamed_addr global [16 x [16 x i8]] zeroinitializer, align 1
@nodes = internal unnamed_addr global [4096 x %struct.node] zeroinitializer, align 4
@.str.52 = private unnamed_addr constant [2 x i8] c";\00", align 1
@.str.53 = private unnamed_addr constant [4 x i8] c"mem\00", align 1
@.str.54 = private unnamed_addr constant [2 x i8] c"[\00", align 1
@.str.55 = private unnamed_addr constant [2 x i8] c"]\00", align 1
@code = internal unnamed_addr global [8192 x i32] zeroinitializer, align 4
@memory = internal unnamed_addr global [512 x i32] zeroinitializer, align 4
@stack = internal unnamed_addr global [1024 x i32] zeroinitializer, align 4
@frames = internal unnamed_addr global [200 x %struct.frame] zeroinitializer, align 4
@.str.66 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1
@switch.table.parse_binary = private unnamed_addr constant [18 x i32] [i32 9, i32 9, i32 10, i32 10, i32 10, i32 5, i32 3, i32 4, i32 8, i32 8, i32 7, i32 7, i32 7, i32 7, i32 6, i32 6, i32 2, i32 1], align 4

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  store i32 17, i32* @total_hash, align 4, !tbaa !1
  tail call fastcc void @run_program(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([214 x i8], [214 x i8]* @prog_fib, i32 0, i32 0))
  tail call fastcc void @run_program(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i32 0, i32 0), i8* noundef getelementptr inbounds ([365 x i8], [365 x i8]* @prog_sieve, i32 0, i32 0))
  tail call fastcc void @run_program(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* noundef getelementptr inbounds ([305 x i8], [305 x i8]* @prog_gcd, i32 0, i32 0))
  tail call fastcc void @run_program(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i8* noundef getelementptr inbounds ([309 x i8], [309 x i8]* @prog_collatz, i32 0, i32 0))
  tail call fastcc void @run_program(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i8* noundef getelementptr inbounds ([466 x i8], [466 x i8]* @prog_ops, i32 0, i32 0))
  tail call fastcc void @run_program(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([650 x i8], [650 x i8]* @prog_sort, i32 0, i32 0))
  tail call fastcc void @run_program(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([176 x i8], [176 x i8]* @prog_ackermann, i32 0, i32 0))
  tail call fastcc void @run_program(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.7, i32 0, i32 0), i8* noundef getelementptr inbounds ([68 x i8], [68 x i8]* @prog_div0, i32 0, i32 0))
  tail call fastcc void @run_program(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([70 x i8], [70 x i8]* @prog_deep, i32 0, i32 0))
  tail call fastcc void @run_program(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i32 0, i32 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @prog_bad_var, i32 0, i32 0))
  tail call fastcc void @run_program(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i32 0, i32 0), i8* noundef getelementptr inbounds ([61 x i8], [61 x i8]* @prog_bad_call, i32 0, i32 0))
  tail call fastcc void @run_program(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0), i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @prog_bad_syntax, i32 0, i32 0))
  tail call fastcc void @run_program(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.12, i32 0, i32 0), i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @prog_bad_char, i32 0, i32 0))
  tail call fastcc void @run_program(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.13, i32 0, i32 0), i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @prog_undefined, i32 0, i32 0))
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 107, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1 = load i32, i32* @total_hash, align 4, !tbaa !1
  %2 = lshr i32 %1, 28
  %3 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %2
  %4 = load i8, i8* %3, align 1, !tbaa !5
  store volatile i8 %4, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %5 = lshr i32 %1, 24
  %6 = and i32 %5, 15
  %7 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %6
  %8 = load i8, i8* %7, align 1, !tbaa !5
  store volatile i8 %8, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %9 = lshr i32 %1, 20
  %10 = and i32 %9, 15
  %11 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %10
  %12 = load i8, i8* %11, align 1, !tbaa !5
  store volatile i8 %12, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %13 = lshr i32 %1, 16
  %14 = and i32 %13, 15
  %15 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %14
  %16 = load i8, i8* %15, align 1, !tbaa !5
  store volatile i8 %16, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %17 = lshr i32 %1, 12
  %18 = and i32 %17, 15
  %19 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %18
  %20 = load i8, i8* %19, align 1, !tbaa !5
  store volatile i8 %20, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %21 = lshr i32 %1, 8
  %22 = and i32 %21, 15
  %23 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %22
  %24 = load i8, i8* %23, align 1, !tbaa !5
  store volatile i8 %24, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %25 = lshr i32 %1, 4
  %26 = and i32 %25, 15
  %27 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %26
  %28 = load i8, i8* %27, align 1, !tbaa !5
  store volatile i8 %28, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %29 = and i32 %1, 15
  %30 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %29
  %31 = load i8, i8* %30, align 1, !tbaa !5
  store volatile i8 %31, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  ret i32 0
}

; Function Attrs: nofree nounwind
define internal fastcc void @run_program(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = alloca [10 x i8], align 1
  %4 = alloca [10 x i8], align 1
  %5 = alloca [10 x i8], align 1
  %6 = alloca [10 x i8], align 1
  %7 = alloca [10 x i8], align 1
  %8 = alloca [10 x i8], align 1
  %9 = alloca [10 x i8], align 1
  %10 = alloca [10 x i8], align 1
  %11 = alloca [10 x i8], align 1
  %12 = alloca [10 x i8], align 1
  %13 = alloca [10 x i8], align 1
  %14 = alloca [10 x i8], align 1
  %15 = alloca [10 x i8], align 1
  %16 = alloca [10 x i8], align 1
  %17 = alloca [10 x i8], align 1
  %18 = alloca [10 x i8], align 1
  %19 = alloca [10 x i8], align 1
  %20 = alloca [16 x i8], align 4
  %21 = alloca [2 x i8], align 4
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %22 = load i8, i8* %0, align 1, !tbaa !5
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %30, label %24

24:                                               ; preds = %2, %24
  %25 = phi i8 [ %28, %24 ], [ %22, %2 ]
  %26 = phi i8* [ %27, %24 ], [ %0, %2 ]
  %27 = getelementptr inbounds i8, i8* %26, i32 1
  store volatile i8 %25, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %28 = load i8, i8* %27, align 1, !tbaa !5
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %30, label %24, !llvm.loop !6

30:                                               ; preds = %24, %2
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store i1 false, i1* @failed, align 4
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i32 -2128831035, i32* @out_hash, align 4, !tbaa !1
  store i32 0, i32* @out_count, align 4, !tbaa !1
  store i32 0, i32* @folded, align 4, !tbaa !1
  store i32 0, i32* @ntoks, align 4, !tbaa !1
  %31 = getelementptr inbounds [16 x i8], [16 x i8]* %20, i32 0, i32 0
  %32 = getelementptr inbounds [16 x i8], [16 x i8]* %20, i32 0, i32 5
  %33 = getelementptr inbounds [16 x i8], [16 x i8]* %20, i32 0, i32 6
  %34 = getelementptr inbounds [16 x i8], [16 x i8]* %20, i32 0, i32 4
  %35 = getelementptr inbounds [16 x i8], [16 x i8]* %20, i32 0, i32 2
  %36 = getelementptr inbounds [16 x i8], [16 x i8]* %20, i32 0, i32 3
  %37 = getelementptr inbounds [16 x i8], [16 x i8]* %20, i32 0, i32 1
  br label %38

38:                                               ; preds = %374, %30
  %39 = phi i32 [ 0, %30 ], [ %375, %374 ]
  %40 = phi i32 [ 1, %30 ], [ %47, %374 ]
  %41 = phi i8* [ %1, %30 ], [ %376, %374 ]
  br label %43

42:                                               ; preds = %57, %57
  br label %43

43:                                               ; preds = %38, %42
  %44 = phi i32 [ %47, %42 ], [ %40, %38 ]
  %45 = phi i8* [ %59, %42 ], [ %41, %38 ]
  br label %46

46:                                               ; preds = %52, %43
  %47 = phi i32 [ %44, %43 ], [ %53, %52 ]
  %48 = phi i8* [ %45, %43 ], [ %54, %52 ]
  br label %49

49:                                               ; preds = %55, %46
  %50 = phi i8* [ %56, %55 ], [ %48, %46 ]
  %51 = load i8, i8* %50, align 1, !tbaa !5
  switch i8 %51, label %63 [
    i8 0, label %378
    i8 10, label %52
    i8 32, label %55
    i8 13, label %55
    i8 9, label %55
    i8 35, label %57
  ]

52:                                               ; preds = %49
  %53 = add nsw i32 %47, 1
  %54 = getelementptr inbounds i8, i8* %50, i32 1
  br label %46

55:                                               ; preds = %49, %49, %49
  %56 = getelementptr inbounds i8, i8* %50, i32 1
  br label %49

57:                                               ; preds = %49, %60
  %58 = phi i8 [ %62, %60 ], [ %51, %49 ]
  %59 = phi i8* [ %61, %60 ], [ %50, %49 ]
  switch i8 %58, label %60 [
    i8 0, label %42
    i8 10, label %42
  ]

60:                                               ; preds = %57
  %61 = getelementptr inbounds i8, i8* %59, i32 1
  %62 = load i8, i8* %61, align 1, !tbaa !5
  br label %57, !llvm.loop !8

63:                                               ; preds = %49
  %64 = add i8 %51, -58
  %65 = icmp ult i8 %64, -10
  br i1 %65, label %124, label %66

66:                                               ; preds = %63
  %67 = icmp eq i8 %51, 48
  br i1 %67, label %69, label %68

68:                                               ; preds = %69, %66
  br label %99

69:                                               ; preds = %66
  %70 = getelementptr inbounds i8, i8* %50, i32 1
  %71 = load i8, i8* %70, align 1, !tbaa !5
  switch i8 %71, label %68 [
    i8 120, label %72
    i8 88, label %72
  ]

72:                                               ; preds = %69, %69
  %73 = getelementptr inbounds i8, i8* %50, i32 2
  br label %74

74:                                               ; preds = %94, %72
  %75 = phi i32 [ 0, %72 ], [ %97, %94 ]
  %76 = phi i8* [ %73, %72 ], [ %98, %94 ]
  %77 = load i8, i8* %76, align 1, !tbaa !5
  %78 = add i8 %77, -58
  %79 = icmp ult i8 %78, -10
  br i1 %79, label %83, label %80

80:                                               ; preds = %74
  %81 = zext i8 %77 to i32
  %82 = add nsw i32 %81, -48
  br label %94

83:                                               ; preds = %74
  %84 = sext i8 %77 to i32
  %85 = add i8 %77, -97
  %86 = icmp ult i8 %85, 6
  br i1 %86, label %87, label %89

87:                                               ; preds = %83
  %88 = add nsw i32 %84, -87
  br label %94

89:                                               ; preds = %83
  %90 = add i8 %77, -65
  %91 = icmp ult i8 %90, 6
  br i1 %91, label %92, label %111

92:                                               ; preds = %89
  %93 = add nsw i32 %84, -55
  br label %94

94:                                               ; preds = %92, %87, %80
  %95 = phi i32 [ %82, %80 ], [ %88, %87 ], [ %93, %92 ]
  %96 = shl i32 %75, 4
  %97 = add i32 %95, %96
  %98 = getelementptr inbounds i8, i8* %76, i32 1
  br label %74

99:                                               ; preds = %68, %99
  %100 = phi i8 [ %108, %99 ], [ %51, %68 ]
  %101 = phi i8* [ %104, %99 ], [ %50, %68 ]
  %102 = phi i32 [ %107, %99 ], [ 0, %68 ]
  %103 = mul i32 %102, 10
  %104 = getelementptr inbounds i8, i8* %101, i32 1
  %105 = zext i8 %100 to i32
  %106 = add nsw i32 %105, -48
  %107 = add i32 %106, %103
  %108 = load i8, i8* %104, align 1, !tbaa !5
  %109 = add i8 %108, -58
  %110 = icmp ult i8 %109, -10
  br i1 %110, label %111, label %99, !llvm.loop !9

111:                                              ; preds = %89, %99
  %112 = phi i32 [ %107, %99 ], [ %75, %89 ]
  %113 = phi i8* [ %104, %99 ], [ %76, %89 ]
  %114 = icmp sgt i32 %39, 4095
  br i1 %114, label %380, label %115

115:                                              ; preds = %111
  %116 = add nsw i32 %39, 1
  store i32 %116, i32* @ntoks, align 4, !tbaa !1
  %117 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %39, i32 0
  store i8 1, i8* %117, align 4, !tbaa !10
  %118 = trunc i32 %47 to i16
  %119 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %39, i32 1
  store i16 %118, i16* %119, align 2, !tbaa !13
  %120 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %39, i32 2
  store i32 0, i32* %120, align 4, !tbaa !14
  %121 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %39, i32 3, i32 0
  store i8 0, i8* %121, align 4, !tbaa !5
  %122 = icmp sgt i32 %39, -1
  br i1 %122, label %123, label %374

123:                                              ; preds = %115
  store i32 %112, i32* %120, align 4, !tbaa !14
  br label %374

124:                                              ; preds = %63
  %125 = and i8 %51, -33
  %126 = add i8 %125, -91
  %127 = icmp ult i8 %126, -26
  %128 = icmp ne i8 %51, 95
  %129 = and i1 %128, %127
  br i1 %129, label %295, label %130

130:                                              ; preds = %124
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %31) #7
  br label %131

131:                                              ; preds = %139, %130
  %132 = phi i8 [ %142, %139 ], [ %51, %130 ]
  %133 = phi i8* [ %141, %139 ], [ %50, %130 ]
  %134 = phi i32 [ %140, %139 ], [ 0, %130 ]
  %135 = icmp slt i32 %134, 15
  br i1 %135, label %136, label %139

136:                                              ; preds = %131
  %137 = add nsw i32 %134, 1
  %138 = getelementptr inbounds [16 x i8], [16 x i8]* %20, i32 0, i32 %134
  store i8 %132, i8* %138, align 1, !tbaa !5
  br label %139

139:                                              ; preds = %136, %131
  %140 = phi i32 [ %137, %136 ], [ %134, %131 ]
  %141 = getelementptr inbounds i8, i8* %133, i32 1
  %142 = load i8, i8* %141, align 1, !tbaa !5
  %143 = and i8 %142, -33
  %144 = add i8 %143, -91
  %145 = icmp ult i8 %144, -26
  %146 = icmp ne i8 %142, 95
  %147 = and i1 %146, %145
  %148 = add i8 %142, -58
  %149 = icmp ult i8 %148, -10
  %150 = and i1 %149, %147
  br i1 %150, label %162, label %131, !llvm.loop !15

151:                                              ; preds = %274
  %152 = load i8, i8* %276, align 1, !tbaa !5
  %153 = icmp eq i8 %277, %152
  %154 = select i1 %153, i8 9, i8 %275
  %155 = add nsw i32 %39, 1
  store i32 %155, i32* @ntoks, align 4, !tbaa !1
  %156 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %39, i32 0
  store i8 %154, i8* %156, align 4, !tbaa !10
  %157 = trunc i32 %47 to i16
  %158 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %39, i32 1
  store i16 %157, i16* %158, align 2, !tbaa !13
  %159 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %39, i32 2
  store i32 0, i32* %159, align 4, !tbaa !14
  %160 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %39, i32 3, i32 0
  store i8 0, i8* %160, align 4, !tbaa !5
  %161 = icmp sgt i32 %39, -1
  br i1 %161, label %279, label %294

162:                                              ; preds = %139
  %163 = getelementptr inbounds [16 x i8], [16 x i8]* %20, i32 0, i32 %140
  store i8 0, i8* %163, align 1, !tbaa !5
  %164 = load i8, i8* %31, align 4, !tbaa !5
  %165 = icmp eq i8 %164, 102
  %166 = load i8, i8* %37, align 1
  %167 = icmp eq i8 %166, 110
  %168 = select i1 %167, i8* %35, i8* %37
  %169 = select i1 %167, i8 0, i8 110
  %170 = select i1 %165, i8* %168, i8* %31
  %171 = select i1 %165, i8 %169, i8 102
  %172 = load i8, i8* %170, align 1, !tbaa !5
  %173 = icmp eq i8 %171, %172
  %174 = select i1 %173, i8 3, i8 2
  %175 = icmp eq i8 %164, 118
  br i1 %175, label %176, label %183

176:                                              ; preds = %162
  %177 = icmp eq i8 %166, 97
  br i1 %177, label %178, label %183

178:                                              ; preds = %176
  %179 = load i8, i8* %35, align 2, !tbaa !5
  %180 = icmp eq i8 %179, 114
  %181 = select i1 %180, i8* %36, i8* %35
  %182 = select i1 %180, i8 0, i8 114
  br label %183

183:                                              ; preds = %178, %176, %162
  %184 = phi i8* [ %31, %162 ], [ %37, %176 ], [ %181, %178 ]
  %185 = phi i8 [ 118, %162 ], [ 97, %176 ], [ %182, %178 ]
  %186 = load i8, i8* %184, align 1, !tbaa !5
  %187 = icmp eq i8 %185, %186
  %188 = select i1 %187, i8 4, i8 %174
  %189 = icmp eq i8 %164, 105
  %190 = icmp eq i8 %166, 102
  %191 = select i1 %190, i8* %35, i8* %37
  %192 = select i1 %190, i8 0, i8 102
  %193 = select i1 %189, i8* %191, i8* %31
  %194 = select i1 %189, i8 %192, i8 105
  %195 = load i8, i8* %193, align 1, !tbaa !5
  %196 = icmp eq i8 %194, %195
  %197 = select i1 %196, i8 5, i8 %188
  switch i8 %164, label %256 [
    i8 101, label %198
    i8 119, label %214
    i8 114, label %234
  ]

198:                                              ; preds = %183
  %199 = icmp eq i8 %166, 108
  br i1 %199, label %200, label %208

200:                                              ; preds = %198
  %201 = load i8, i8* %35, align 2, !tbaa !5
  %202 = icmp eq i8 %201, 115
  br i1 %202, label %203, label %208

203:                                              ; preds = %200
  %204 = load i8, i8* %36, align 1, !tbaa !5
  %205 = icmp eq i8 %204, 101
  %206 = select i1 %205, i8* %34, i8* %36
  %207 = select i1 %205, i8 0, i8 101
  br label %208

208:                                              ; preds = %203, %200, %198
  %209 = phi i8* [ %206, %203 ], [ %35, %200 ], [ %37, %198 ]
  %210 = phi i8 [ %207, %203 ], [ 115, %200 ], [ 108, %198 ]
  %211 = load i8, i8* %209, align 1, !tbaa !5
  %212 = icmp eq i8 %210, %211
  %213 = select i1 %212, i8 6, i8 %197
  br label %227

214:                                              ; preds = %183
  %215 = icmp eq i8 %166, 104
  br i1 %215, label %216, label %227

216:                                              ; preds = %214
  %217 = load i8, i8* %35, align 2, !tbaa !5
  %218 = icmp eq i8 %217, 105
  br i1 %218, label %219, label %227

219:                                              ; preds = %216
  %220 = load i8, i8* %36, align 1, !tbaa !5
  %221 = icmp eq i8 %220, 108
  br i1 %221, label %222, label %227

222:                                              ; preds = %219
  %223 = load i8, i8* %34, align 4, !tbaa !5
  %224 = icmp eq i8 %223, 101
  %225 = select i1 %224, i8* %32, i8* %34
  %226 = select i1 %224, i8 0, i8 101
  br label %227

227:                                              ; preds = %208, %222, %219, %216, %214
  %228 = phi i8 [ %213, %208 ], [ %197, %222 ], [ %197, %219 ], [ %197, %216 ], [ %197, %214 ]
  %229 = phi i8* [ %31, %208 ], [ %225, %222 ], [ %36, %219 ], [ %35, %216 ], [ %37, %214 ]
  %230 = phi i8 [ 119, %208 ], [ %226, %222 ], [ 108, %219 ], [ 105, %216 ], [ 104, %214 ]
  %231 = load i8, i8* %229, align 1, !tbaa !5
  %232 = icmp eq i8 %230, %231
  %233 = select i1 %232, i8 7, i8 %228
  br label %256

234:                                              ; preds = %183
  %235 = icmp eq i8 %166, 101
  br i1 %235, label %236, label %250

236:                                              ; preds = %234
  %237 = load i8, i8* %35, align 2, !tbaa !5
  %238 = icmp eq i8 %237, 116
  br i1 %238, label %239, label %250

239:                                              ; preds = %236
  %240 = load i8, i8* %36, align 1, !tbaa !5
  %241 = icmp eq i8 %240, 117
  br i1 %241, label %242, label %250

242:                                              ; preds = %239
  %243 = load i8, i8* %34, align 4, !tbaa !5
  %244 = icmp eq i8 %243, 114
  br i1 %244, label %245, label %250

245:                                              ; preds = %242
  %246 = load i8, i8* %32, align 1, !tbaa !5
  %247 = icmp eq i8 %246, 110
  %248 = select i1 %247, i8* %33, i8* %32
  %249 = select i1 %247, i8 0, i8 110
  br label %250

250:                                              ; preds = %245, %242, %239, %236, %234
  %251 = phi i8* [ %248, %245 ], [ %34, %242 ], [ %36, %239 ], [ %35, %236 ], [ %37, %234 ]
  %252 = phi i8 [ %249, %245 ], [ 114, %242 ], [ 117, %239 ], [ 116, %236 ], [ 101, %234 ]
  %253 = load i8, i8* %251, align 1, !tbaa !5
  %254 = icmp eq i8 %252, %253
  %255 = select i1 %254, i8 8, i8 %197
  br label %274

256:                                              ; preds = %183, %227
  %257 = phi i8 [ %233, %227 ], [ %197, %183 ]
  %258 = icmp eq i8 %164, 114
  %259 = select i1 %258, i8 8, i8 %257
  %260 = icmp eq i8 %164, 112
  br i1 %260, label %261, label %274

261:                                              ; preds = %256
  %262 = icmp eq i8 %166, 114
  br i1 %262, label %263, label %274

263:                                              ; preds = %261
  %264 = load i8, i8* %35, align 2, !tbaa !5
  %265 = icmp eq i8 %264, 105
  br i1 %265, label %266, label %274

266:                                              ; preds = %263
  %267 = load i8, i8* %36, align 1, !tbaa !5
  %268 = icmp eq i8 %267, 110
  br i1 %268, label %269, label %274

269:                                              ; preds = %266
  %270 = load i8, i8* %34, align 4, !tbaa !5
  %271 = icmp eq i8 %270, 116
  %272 = select i1 %271, i8* %32, i8* %34
  %273 = select i1 %271, i8 0, i8 116
  br label %274

274:                                              ; preds = %250, %269, %266, %263, %261, %256
  %275 = phi i8 [ %259, %256 ], [ %259, %261 ], [ %259, %263 ], [ %259, %266 ], [ %259, %269 ], [ %255, %250 ]
  %276 = phi i8* [ %31, %256 ], [ %37, %261 ], [ %35, %263 ], [ %36, %266 ], [ %272, %269 ], [ %31, %250 ]
  %277 = phi i8 [ 112, %256 ], [ 114, %261 ], [ 105, %263 ], [ 110, %266 ], [ %273, %269 ], [ 112, %250 ]
  %278 = icmp sgt i32 %39, 4095
  br i1 %278, label %377, label %151

279:                                              ; preds = %151
  %280 = icmp eq i8 %164, 0
  br i1 %280, label %291, label %281

281:                                              ; preds = %279, %281
  %282 = phi i8 [ %287, %281 ], [ %164, %279 ]
  %283 = phi i32 [ %285, %281 ], [ 0, %279 ]
  %284 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %39, i32 3, i32 %283
  store i8 %282, i8* %284, align 1, !tbaa !5
  %285 = add nuw nsw i32 %283, 1
  %286 = getelementptr inbounds [16 x i8], [16 x i8]* %20, i32 0, i32 %285
  %287 = load i8, i8* %286, align 1, !tbaa !5
  %288 = icmp ne i8 %287, 0
  %289 = icmp ult i32 %283, 14
  %290 = select i1 %288, i1 %289, i1 false
  br i1 %290, label %281, label %291, !llvm.loop !16

291:                                              ; preds = %281, %279
  %292 = phi i32 [ 0, %279 ], [ %285, %281 ]
  %293 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %39, i32 3, i32 %292
  store i8 0, i8* %293, align 1, !tbaa !5
  br label %294

294:                                              ; preds = %291, %151
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %31) #7
  br label %374

295:                                              ; preds = %124
  %296 = getelementptr inbounds i8, i8* %50, i32 1
  switch i8 %51, label %313 [
    i8 60, label %297
    i8 62, label %299
    i8 61, label %301
    i8 33, label %304
    i8 38, label %307
    i8 124, label %310
  ]

297:                                              ; preds = %295
  %298 = load i8, i8* %296, align 1, !tbaa !5
  switch i8 %298, label %337 [
    i8 60, label %317
    i8 61, label %315
  ]

299:                                              ; preds = %295
  %300 = load i8, i8* %296, align 1, !tbaa !5
  switch i8 %300, label %338 [
    i8 62, label %317
    i8 61, label %316
  ]

301:                                              ; preds = %295
  %302 = load i8, i8* %296, align 1, !tbaa !5
  %303 = icmp eq i8 %302, 61
  br i1 %303, label %317, label %328

304:                                              ; preds = %295
  %305 = load i8, i8* %296, align 1, !tbaa !5
  %306 = icmp eq i8 %305, 61
  br i1 %306, label %317, label %339

307:                                              ; preds = %295
  %308 = load i8, i8* %296, align 1, !tbaa !5
  %309 = icmp eq i8 %308, 38
  br i1 %309, label %317, label %334

310:                                              ; preds = %295
  %311 = load i8, i8* %296, align 1, !tbaa !5
  %312 = icmp eq i8 %311, 124
  br i1 %312, label %317, label %335

313:                                              ; preds = %295
  %314 = sext i8 %51 to i32
  switch i32 %314, label %341 [
    i32 40, label %361
    i32 41, label %321
    i32 123, label %322
    i32 125, label %323
    i32 91, label %324
    i32 93, label %325
    i32 44, label %326
    i32 59, label %327
    i32 61, label %328
    i32 43, label %329
    i32 45, label %330
    i32 42, label %331
    i32 47, label %332
    i32 37, label %333
    i32 38, label %334
    i32 124, label %335
    i32 94, label %336
    i32 60, label %337
    i32 62, label %338
    i32 33, label %339
    i32 126, label %340
  ]

315:                                              ; preds = %297
  br label %317

316:                                              ; preds = %299
  br label %317

317:                                              ; preds = %316, %315, %310, %307, %304, %301, %299, %297
  %318 = phi i32 [ 0, %297 ], [ 1, %299 ], [ 4, %301 ], [ 5, %304 ], [ 6, %307 ], [ 7, %310 ], [ 2, %315 ], [ 3, %316 ]
  %319 = getelementptr inbounds [9 x %struct.anon.0], [9 x %struct.anon.0]* @punct.two, i32 0, i32 %318, i32 2
  %320 = load i8, i8* %319, align 1, !tbaa !17
  br label %361

321:                                              ; preds = %313
  br label %361

322:                                              ; preds = %313
  br label %361

323:                                              ; preds = %313
  br label %361

324:                                              ; preds = %313
  br label %361

325:                                              ; preds = %313
  br label %361

326:                                              ; preds = %313
  br label %361

327:                                              ; preds = %313
  br label %361

328:                                              ; preds = %313, %301
  br label %361

329:                                              ; preds = %313
  br label %361

330:                                              ; preds = %313
  br label %361

331:                                              ; preds = %313
  br label %361

332:                                              ; preds = %313
  br label %361

333:                                              ; preds = %313
  br label %361

334:                                              ; preds = %313, %307
  br label %361

335:                                              ; preds = %313, %310
  br label %361

336:                                              ; preds = %313
  br label %361

337:                                              ; preds = %313, %297
  br label %361

338:                                              ; preds = %313, %299
  br label %361

339:                                              ; preds = %313, %304
  br label %361

340:                                              ; preds = %313
  br label %361

341:                                              ; preds = %313
  %342 = getelementptr inbounds [2 x i8], [2 x i8]* %21, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %342) #7
  store i8 %51, i8* %342, align 4, !tbaa !5
  %343 = getelementptr inbounds [2 x i8], [2 x i8]* %21, i32 0, i32 1
  store i8 0, i8* %343, align 1, !tbaa !5
  store i1 true, i1* @failed, align 4
  store i32 %47, i32* @err_line, align 4, !tbaa !1
  store i8 117, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 104, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 17), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 18), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 19), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 20), align 4, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 21), align 1, !tbaa !5
  %344 = icmp eq i8 %51, 0
  br i1 %344, label %356, label %345

345:                                              ; preds = %341, %345
  %346 = phi i8 [ %352, %345 ], [ %51, %341 ]
  %347 = phi i8* [ %351, %345 ], [ %342, %341 ]
  %348 = phi i32 [ %349, %345 ], [ 22, %341 ]
  %349 = add nuw nsw i32 %348, 1
  %350 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %348
  store i8 %346, i8* %350, align 1, !tbaa !5
  %351 = getelementptr inbounds i8, i8* %347, i32 1
  %352 = load i8, i8* %351, align 1, !tbaa !5
  %353 = icmp ne i8 %352, 0
  %354 = icmp ult i32 %348, 91
  %355 = select i1 %353, i1 %354, i1 false
  br i1 %355, label %345, label %356, !llvm.loop !19

356:                                              ; preds = %345, %341
  %357 = phi i32 [ 22, %341 ], [ %349, %345 ]
  %358 = add nuw nsw i32 %357, 1
  %359 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %357
  store i8 39, i8* %359, align 1, !tbaa !5
  %360 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %358
  store i8 0, i8* %360, align 1, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 2, i8* nonnull %342) #7
  br label %757

361:                                              ; preds = %340, %339, %338, %337, %336, %335, %334, %333, %332, %331, %330, %329, %328, %327, %326, %325, %324, %323, %322, %321, %317, %313
  %362 = phi i32 [ 2, %317 ], [ 1, %313 ], [ 1, %321 ], [ 1, %322 ], [ 1, %323 ], [ 1, %324 ], [ 1, %325 ], [ 1, %326 ], [ 1, %327 ], [ 1, %328 ], [ 1, %329 ], [ 1, %330 ], [ 1, %331 ], [ 1, %332 ], [ 1, %333 ], [ 1, %334 ], [ 1, %335 ], [ 1, %336 ], [ 1, %337 ], [ 1, %338 ], [ 1, %339 ], [ 1, %340 ]
  %363 = phi i8 [ %320, %317 ], [ 10, %313 ], [ 11, %321 ], [ 12, %322 ], [ 13, %323 ], [ 14, %324 ], [ 15, %325 ], [ 16, %326 ], [ 17, %327 ], [ 18, %328 ], [ 19, %329 ], [ 20, %330 ], [ 21, %331 ], [ 22, %332 ], [ 23, %333 ], [ 24, %334 ], [ 25, %335 ], [ 26, %336 ], [ 29, %337 ], [ 31, %338 ], [ 37, %339 ], [ 38, %340 ]
  %364 = icmp sgt i32 %39, 4095
  br i1 %364, label %365, label %366

365:                                              ; preds = %361
  store i1 true, i1* @failed, align 4
  store i32 %47, i32* @err_line, align 4, !tbaa !1
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  br label %757

366:                                              ; preds = %361
  %367 = add nsw i32 %39, 1
  store i32 %367, i32* @ntoks, align 4, !tbaa !1
  %368 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %39, i32 0
  store i8 %363, i8* %368, align 4, !tbaa !10
  %369 = trunc i32 %47 to i16
  %370 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %39, i32 1
  store i16 %369, i16* %370, align 2, !tbaa !13
  %371 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %39, i32 2
  store i32 0, i32* %371, align 4, !tbaa !14
  %372 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %39, i32 3, i32 0
  store i8 0, i8* %372, align 4, !tbaa !5
  %373 = getelementptr inbounds i8, i8* %50, i32 %362
  br label %374

374:                                              ; preds = %366, %294, %123, %115
  %375 = phi i32 [ %116, %115 ], [ %116, %123 ], [ %155, %294 ], [ %367, %366 ]
  %376 = phi i8* [ %113, %115 ], [ %113, %123 ], [ %141, %294 ], [ %373, %366 ]
  br label %38

377:                                              ; preds = %274
  store i1 true, i1* @failed, align 4
  store i32 %47, i32* @err_line, align 4, !tbaa !1
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %31) #7
  br label %757

378:                                              ; preds = %49
  %379 = icmp sgt i32 %39, 4095
  br i1 %379, label %381, label %382

380:                                              ; preds = %111
  store i1 true, i1* @failed, align 4
  store i32 %47, i32* @err_line, align 4, !tbaa !1
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  br label %757

381:                                              ; preds = %378
  store i1 true, i1* @failed, align 4
  store i32 %47, i32* @err_line, align 4, !tbaa !1
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  br label %757

382:                                              ; preds = %378
  %383 = add nsw i32 %39, 1
  store i32 %383, i32* @ntoks, align 4, !tbaa !1
  %384 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %39, i32 0
  store i8 0, i8* %384, align 4, !tbaa !10
  %385 = trunc i32 %47 to i16
  %386 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %39, i32 1
  store i16 %385, i16* %386, align 2, !tbaa !13
  %387 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %39, i32 2
  store i32 0, i32* %387, align 4, !tbaa !14
  %388 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %39, i32 3, i32 0
  store i8 0, i8* %388, align 4, !tbaa !5
  store i32 0, i32* @pos, align 4, !tbaa !1
  store i32 0, i32* @nnodes, align 4, !tbaa !1
  store i32 0, i32* @nfuncs, align 4, !tbaa !1
  %389 = load i8, i8* getelementptr inbounds ([4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 0, i32 0), align 4, !tbaa !10
  %390 = icmp eq i8 %389, 0
  br i1 %390, label %661, label %391

391:                                              ; preds = %382, %564
  %392 = phi i8 [ %567, %564 ], [ %389, %382 ]
  %393 = phi i32 [ %565, %564 ], [ 0, %382 ]
  %394 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %393, i32 1
  %395 = load i16, i16* %394, align 2, !tbaa !13
  %396 = zext i16 %395 to i32
  %397 = icmp eq i8 %392, 3
  br i1 %397, label %398, label %403

398:                                              ; preds = %391
  %399 = add nsw i32 %393, 1
  store i32 %399, i32* @pos, align 4, !tbaa !1
  %400 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %399, i32 0
  %401 = load i8, i8* %400, align 4, !tbaa !10
  %402 = icmp eq i8 %401, 2
  br i1 %402, label %412, label %408

403:                                              ; preds = %391
  %404 = zext i16 %395 to i32
  store i1 true, i1* @failed, align 4
  store i32 %404, i32* @err_line, align 4, !tbaa !1
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 102, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  %405 = icmp eq i8 %392, 2
  br i1 %405, label %406, label %757

406:                                              ; preds = %403
  %407 = add nsw i32 %393, 1
  store i32 %407, i32* @pos, align 4, !tbaa !1
  br label %757

408:                                              ; preds = %398
  %409 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %399, i32 1
  %410 = load i16, i16* %409, align 2, !tbaa !13
  %411 = zext i16 %410 to i32
  store i1 true, i1* @failed, align 4
  store i32 %411, i32* @err_line, align 4, !tbaa !1
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 102, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 117, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  store i8 105, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 17), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 18), align 2, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 19), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 20), align 4, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 21), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 22), align 2, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 23), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 24), align 4, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 25), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 26), align 2, !tbaa !5
  br label %757

412:                                              ; preds = %398
  %413 = add nsw i32 %393, 2
  store i32 %413, i32* @pos, align 4, !tbaa !1
  %414 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %399, i32 3, i32 0
  %415 = tail call fastcc i32 @declare_func(i8* noundef nonnull %414, i32 noundef signext %396) #7
  %416 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %415, i32 5
  %417 = load i32, i32* %416, align 4, !tbaa !20
  %418 = icmp eq i32 %417, 0
  br i1 %418, label %441, label %419

419:                                              ; preds = %412
  %420 = load i1, i1* @failed, align 4
  br i1 %420, label %757, label %421

421:                                              ; preds = %419
  %422 = zext i16 %395 to i32
  store i1 true, i1* @failed, align 4
  store i32 %422, i32* @err_line, align 4, !tbaa !1
  store i8 102, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 117, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 105, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 102, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 105, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 17), align 1, !tbaa !5
  store i8 119, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 18), align 2, !tbaa !5
  store i8 105, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 19), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 20), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 21), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 22), align 2, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 23), align 1, !tbaa !5
  %423 = load i8, i8* %414, align 4, !tbaa !5
  %424 = icmp eq i8 %423, 0
  br i1 %424, label %425, label %430

425:                                              ; preds = %430, %421
  %426 = phi i32 [ 24, %421 ], [ %434, %430 ]
  %427 = add nuw nsw i32 %426, 1
  %428 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %426
  store i8 39, i8* %428, align 1, !tbaa !5
  %429 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %427
  store i8 0, i8* %429, align 1, !tbaa !5
  br label %757

430:                                              ; preds = %421, %430
  %431 = phi i8 [ %437, %430 ], [ %423, %421 ]
  %432 = phi i8* [ %436, %430 ], [ %414, %421 ]
  %433 = phi i32 [ %434, %430 ], [ 24, %421 ]
  %434 = add nuw nsw i32 %433, 1
  %435 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %433
  store i8 %431, i8* %435, align 1, !tbaa !5
  %436 = getelementptr inbounds i8, i8* %432, i32 1
  %437 = load i8, i8* %436, align 1, !tbaa !5
  %438 = icmp ne i8 %437, 0
  %439 = icmp ult i32 %433, 91
  %440 = select i1 %438, i1 %439, i1 false
  br i1 %440, label %430, label %425, !llvm.loop !19

441:                                              ; preds = %412
  store i32 1, i32* %416, align 4, !tbaa !20
  %442 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %415, i32 6
  store i32 %396, i32* %442, align 4, !tbaa !22
  store i32 0, i32* @nlocals, align 4, !tbaa !1
  store i32 0, i32* @max_locals, align 4, !tbaa !1
  %443 = load i32, i32* @pos, align 4, !tbaa !1
  %444 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %443, i32 0
  %445 = load i8, i8* %444, align 4, !tbaa !10
  %446 = icmp eq i8 %445, 10
  br i1 %446, label %447, label %451

447:                                              ; preds = %441
  %448 = add nsw i32 %443, 1
  store i32 %448, i32* @pos, align 4, !tbaa !1
  %449 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %448, i32 0
  %450 = load i8, i8* %449, align 4, !tbaa !10
  br label %457

451:                                              ; preds = %441
  %452 = load i1, i1* @failed, align 4
  br i1 %452, label %457, label %453

453:                                              ; preds = %451
  %454 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %443, i32 1
  %455 = load i16, i16* %454, align 2, !tbaa !13
  %456 = zext i16 %455 to i32
  store i1 true, i1* @failed, align 4
  store i32 %456, i32* @err_line, align 4, !tbaa !1
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 40, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  br label %457

457:                                              ; preds = %453, %451, %447
  %458 = phi i8 [ %450, %447 ], [ %445, %451 ], [ %445, %453 ]
  %459 = phi i32 [ %448, %447 ], [ %443, %451 ], [ %443, %453 ]
  %460 = icmp eq i8 %458, 11
  br i1 %460, label %463, label %461

461:                                              ; preds = %457
  %462 = load i1, i1* @failed, align 4
  br label %465

463:                                              ; preds = %457
  %464 = add nsw i32 %459, 1
  store i32 %464, i32* @pos, align 4, !tbaa !1
  br label %530

465:                                              ; preds = %516, %461
  %466 = phi i1 [ %462, %461 ], [ %509, %516 ]
  %467 = phi i8 [ %458, %461 ], [ %519, %516 ]
  %468 = phi i32 [ 0, %461 ], [ %510, %516 ]
  %469 = phi i32 [ 0, %461 ], [ %511, %516 ]
  %470 = phi i1 [ %462, %461 ], [ false, %516 ]
  %471 = phi i32 [ %459, %461 ], [ %517, %516 ]
  %472 = phi i32 [ 0, %461 ], [ %513, %516 ]
  %473 = icmp eq i8 %467, 2
  br i1 %473, label %474, label %476

474:                                              ; preds = %465
  %475 = add nsw i32 %471, 1
  store i32 %475, i32* @pos, align 4, !tbaa !1
  br label %481

476:                                              ; preds = %465
  br i1 %470, label %481, label %477

477:                                              ; preds = %476
  %478 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %471, i32 1
  %479 = load i16, i16* %478, align 2, !tbaa !13
  %480 = zext i16 %479 to i32
  store i1 true, i1* @failed, align 4
  store i32 %480, i32* @err_line, align 4, !tbaa !1
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 17), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 18), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 19), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 20), align 4, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 21), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 22), align 2, !tbaa !5
  br label %481

481:                                              ; preds = %477, %476, %474
  %482 = phi i1 [ %466, %474 ], [ %466, %476 ], [ true, %477 ]
  %483 = phi i1 [ %470, %474 ], [ true, %476 ], [ true, %477 ]
  %484 = phi i32 [ %475, %474 ], [ %471, %476 ], [ %471, %477 ]
  %485 = icmp sgt i32 %469, 15
  br i1 %485, label %486, label %488

486:                                              ; preds = %481
  br i1 %483, label %508, label %487

487:                                              ; preds = %486
  store i1 true, i1* @failed, align 4
  store i32 %396, i32* @err_line, align 4, !tbaa !1
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 121, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 115, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  br label %508

488:                                              ; preds = %481
  %489 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %471, i32 3, i32 0
  %490 = load i8, i8* %489, align 4, !tbaa !5
  %491 = icmp eq i8 %490, 0
  br i1 %491, label %502, label %492

492:                                              ; preds = %488, %492
  %493 = phi i8 [ %498, %492 ], [ %490, %488 ]
  %494 = phi i32 [ %496, %492 ], [ 0, %488 ]
  %495 = getelementptr inbounds [16 x [16 x i8]], [16 x [16 x i8]]* @local_names, i32 0, i32 %469, i32 %494
  store i8 %493, i8* %495, align 1, !tbaa !5
  %496 = add nuw nsw i32 %494, 1
  %497 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %471, i32 3, i32 %496
  %498 = load i8, i8* %497, align 1, !tbaa !5
  %499 = icmp ne i8 %498, 0
  %500 = icmp ult i32 %494, 14
  %501 = select i1 %499, i1 %500, i1 false
  br i1 %501, label %492, label %502, !llvm.loop !16

502:                                              ; preds = %492, %488
  %503 = phi i32 [ 0, %488 ], [ %496, %492 ]
  %504 = getelementptr inbounds [16 x [16 x i8]], [16 x [16 x i8]]* @local_names, i32 0, i32 %469, i32 %503
  store i8 0, i8* %504, align 1, !tbaa !5
  %505 = add nsw i32 %469, 1
  store i32 %505, i32* @nlocals, align 4, !tbaa !1
  %506 = icmp slt i32 %469, %468
  br i1 %506, label %508, label %507

507:                                              ; preds = %502
  store i32 %505, i32* @max_locals, align 4, !tbaa !1
  br label %508

508:                                              ; preds = %507, %502, %487, %486
  %509 = phi i1 [ %482, %486 ], [ true, %487 ], [ %482, %502 ], [ %482, %507 ]
  %510 = phi i32 [ %468, %486 ], [ %468, %487 ], [ %468, %502 ], [ %505, %507 ]
  %511 = phi i32 [ %469, %486 ], [ %469, %487 ], [ %505, %502 ], [ %505, %507 ]
  %512 = phi i1 [ true, %486 ], [ true, %487 ], [ %483, %502 ], [ %483, %507 ]
  %513 = add nuw nsw i32 %472, 1
  %514 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %484, i32 0
  %515 = load i8, i8* %514, align 4, !tbaa !10
  switch i8 %515, label %525 [
    i8 16, label %516
    i8 11, label %522
  ]

516:                                              ; preds = %508
  %517 = add nsw i32 %484, 1
  store i32 %517, i32* @pos, align 4, !tbaa !1
  %518 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %517, i32 0
  %519 = load i8, i8* %518, align 4, !tbaa !10
  br i1 %512, label %520, label %465, !llvm.loop !23

520:                                              ; preds = %516
  %521 = icmp eq i8 %519, 11
  br i1 %521, label %522, label %530

522:                                              ; preds = %508, %520
  %523 = phi i32 [ %517, %520 ], [ %484, %508 ]
  %524 = add nsw i32 %523, 1
  store i32 %524, i32* @pos, align 4, !tbaa !1
  br label %530

525:                                              ; preds = %508
  br i1 %509, label %530, label %526

526:                                              ; preds = %525
  %527 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %484, i32 1
  %528 = load i16, i16* %527, align 2, !tbaa !13
  %529 = zext i16 %528 to i32
  store i1 true, i1* @failed, align 4
  store i32 %529, i32* @err_line, align 4, !tbaa !1
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 41, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  br label %530

530:                                              ; preds = %526, %525, %522, %520, %463
  %531 = phi i32 [ 0, %463 ], [ %513, %522 ], [ %513, %525 ], [ %513, %526 ], [ %513, %520 ]
  %532 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %415, i32 1
  %533 = load i32, i32* %532, align 4, !tbaa !24
  %534 = icmp slt i32 %533, 0
  %535 = icmp eq i32 %533, %531
  %536 = select i1 %534, i1 true, i1 %535
  br i1 %536, label %558, label %537

537:                                              ; preds = %530
  %538 = load i1, i1* @failed, align 4
  br i1 %538, label %558, label %539

539:                                              ; preds = %537
  store i1 true, i1* @failed, align 4
  store i32 %396, i32* @err_line, align 4, !tbaa !1
  store i8 119, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 117, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 98, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 102, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 17), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 18), align 2, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 19), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 20), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 21), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 22), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 23), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 24), align 4, !tbaa !5
  store i8 115, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 25), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 26), align 2, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 27), align 1, !tbaa !5
  %540 = load i8, i8* %414, align 4, !tbaa !5
  %541 = icmp eq i8 %540, 0
  br i1 %541, label %542, label %547

542:                                              ; preds = %547, %539
  %543 = phi i32 [ 28, %539 ], [ %551, %547 ]
  %544 = add nuw nsw i32 %543, 1
  %545 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %543
  store i8 39, i8* %545, align 1, !tbaa !5
  %546 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %544
  store i8 0, i8* %546, align 1, !tbaa !5
  br label %558

547:                                              ; preds = %539, %547
  %548 = phi i8 [ %554, %547 ], [ %540, %539 ]
  %549 = phi i8* [ %553, %547 ], [ %414, %539 ]
  %550 = phi i32 [ %551, %547 ], [ 28, %539 ]
  %551 = add nuw nsw i32 %550, 1
  %552 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %550
  store i8 %548, i8* %552, align 1, !tbaa !5
  %553 = getelementptr inbounds i8, i8* %549, i32 1
  %554 = load i8, i8* %553, align 1, !tbaa !5
  %555 = icmp ne i8 %554, 0
  %556 = icmp ult i32 %550, 91
  %557 = select i1 %555, i1 %556, i1 false
  br i1 %557, label %547, label %542, !llvm.loop !19

558:                                              ; preds = %542, %537, %530
  store i32 %531, i32* %532, align 4, !tbaa !24
  %559 = tail call fastcc i32 @parse_block() #7
  %560 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %415, i32 3
  store i32 %559, i32* %560, align 4, !tbaa !25
  %561 = load i32, i32* @max_locals, align 4, !tbaa !1
  %562 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %415, i32 2
  store i32 %561, i32* %562, align 4, !tbaa !26
  %563 = load i1, i1* @failed, align 4
  br i1 %563, label %757, label %564, !llvm.loop !27

564:                                              ; preds = %558
  %565 = load i32, i32* @pos, align 4, !tbaa !1
  %566 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %565, i32 0
  %567 = load i8, i8* %566, align 4, !tbaa !10
  %568 = icmp eq i8 %567, 0
  br i1 %568, label %569, label %391

569:                                              ; preds = %564
  %570 = load i32, i32* @nnodes, align 4, !tbaa !1
  %571 = icmp sgt i32 %570, 0
  br i1 %571, label %577, label %634

572:                                              ; preds = %620, %595, %613, %588
  %573 = phi i32 [ 20, %588 ], [ 30, %613 ], [ %599, %595 ], [ %624, %620 ]
  %574 = add nuw nsw i32 %573, 1
  %575 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %573
  store i8 39, i8* %575, align 1, !tbaa !5
  %576 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %574
  store i8 0, i8* %576, align 1, !tbaa !5
  br label %757

577:                                              ; preds = %569, %631
  %578 = phi i32 [ %632, %631 ], [ 0, %569 ]
  %579 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %578, i32 0
  %580 = load i8, i8* %579, align 4, !tbaa !28
  %581 = icmp eq i8 %580, 3
  br i1 %581, label %582, label %631

582:                                              ; preds = %577
  %583 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %578, i32 2
  %584 = load i32, i32* %583, align 4, !tbaa !30
  %585 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %584, i32 5
  %586 = load i32, i32* %585, align 4, !tbaa !20
  %587 = icmp eq i32 %586, 0
  br i1 %587, label %588, label %606

588:                                              ; preds = %582
  %589 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %584, i32 0, i32 0
  %590 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %578, i32 1
  %591 = load i16, i16* %590, align 2, !tbaa !31
  %592 = zext i16 %591 to i32
  store i1 true, i1* @failed, align 4
  store i32 %592, i32* @err_line, align 4, !tbaa !1
  store i8 117, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 102, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 105, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 102, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 117, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 105, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 17), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 18), align 2, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 19), align 1, !tbaa !5
  %593 = load i8, i8* %589, align 4, !tbaa !5
  %594 = icmp eq i8 %593, 0
  br i1 %594, label %572, label %595

595:                                              ; preds = %588, %595
  %596 = phi i8 [ %602, %595 ], [ %593, %588 ]
  %597 = phi i8* [ %601, %595 ], [ %589, %588 ]
  %598 = phi i32 [ %599, %595 ], [ 20, %588 ]
  %599 = add nuw nsw i32 %598, 1
  %600 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %598
  store i8 %596, i8* %600, align 1, !tbaa !5
  %601 = getelementptr inbounds i8, i8* %597, i32 1
  %602 = load i8, i8* %601, align 1, !tbaa !5
  %603 = icmp ne i8 %602, 0
  %604 = icmp ult i32 %598, 91
  %605 = select i1 %603, i1 %604, i1 false
  br i1 %605, label %595, label %572, !llvm.loop !19

606:                                              ; preds = %582
  %607 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %584, i32 1
  %608 = load i32, i32* %607, align 4, !tbaa !24
  %609 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %578, i32 4
  %610 = load i16, i16* %609, align 2, !tbaa !32
  %611 = sext i16 %610 to i32
  %612 = icmp eq i32 %608, %611
  br i1 %612, label %631, label %613

613:                                              ; preds = %606
  %614 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %584, i32 0, i32 0
  %615 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %578, i32 1
  %616 = load i16, i16* %615, align 2, !tbaa !31
  %617 = zext i16 %616 to i32
  store i1 true, i1* @failed, align 4
  store i32 %617, i32* @err_line, align 4, !tbaa !1
  store i8 119, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 117, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 98, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 102, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 17), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 18), align 2, !tbaa !5
  store i8 117, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 19), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 20), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 21), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 22), align 2, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 23), align 1, !tbaa !5
  store i8 115, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 24), align 4, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 25), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 26), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 27), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 28), align 4, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 29), align 1, !tbaa !5
  %618 = load i8, i8* %614, align 4, !tbaa !5
  %619 = icmp eq i8 %618, 0
  br i1 %619, label %572, label %620

620:                                              ; preds = %613, %620
  %621 = phi i8 [ %627, %620 ], [ %618, %613 ]
  %622 = phi i8* [ %626, %620 ], [ %614, %613 ]
  %623 = phi i32 [ %624, %620 ], [ 30, %613 ]
  %624 = add nuw nsw i32 %623, 1
  %625 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %623
  store i8 %621, i8* %625, align 1, !tbaa !5
  %626 = getelementptr inbounds i8, i8* %622, i32 1
  %627 = load i8, i8* %626, align 1, !tbaa !5
  %628 = icmp ne i8 %627, 0
  %629 = icmp ult i32 %623, 91
  %630 = select i1 %628, i1 %629, i1 false
  br i1 %630, label %620, label %572, !llvm.loop !19

631:                                              ; preds = %606, %577
  %632 = add nuw nsw i32 %578, 1
  %633 = icmp eq i32 %632, %570
  br i1 %633, label %634, label %577, !llvm.loop !33

634:                                              ; preds = %631, %569
  %635 = load i32, i32* @nfuncs, align 4, !tbaa !1
  %636 = icmp sgt i32 %635, 0
  br i1 %636, label %637, label %661

637:                                              ; preds = %634, %658
  %638 = phi i32 [ %659, %658 ], [ 0, %634 ]
  %639 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %638, i32 0, i32 0
  %640 = load i8, i8* %639, align 4, !tbaa !5
  %641 = icmp eq i8 %640, 0
  br i1 %641, label %653, label %642

642:                                              ; preds = %637, %648
  %643 = phi i8 [ %651, %648 ], [ %640, %637 ]
  %644 = phi i8* [ %650, %648 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.37, i32 0, i32 0), %637 ]
  %645 = phi i8* [ %649, %648 ], [ %639, %637 ]
  %646 = load i8, i8* %644, align 1, !tbaa !5
  %647 = icmp eq i8 %643, %646
  br i1 %647, label %648, label %653

648:                                              ; preds = %642
  %649 = getelementptr inbounds i8, i8* %645, i32 1
  %650 = getelementptr inbounds i8, i8* %644, i32 1
  %651 = load i8, i8* %649, align 1, !tbaa !5
  %652 = icmp eq i8 %651, 0
  br i1 %652, label %653, label %642, !llvm.loop !34

653:                                              ; preds = %648, %642, %637
  %654 = phi i8* [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.37, i32 0, i32 0), %637 ], [ %644, %642 ], [ %650, %648 ]
  %655 = phi i8 [ 0, %637 ], [ %643, %642 ], [ 0, %648 ]
  %656 = load i8, i8* %654, align 1, !tbaa !5
  %657 = icmp eq i8 %655, %656
  br i1 %657, label %662, label %658

658:                                              ; preds = %653
  %659 = add nuw nsw i32 %638, 1
  %660 = icmp eq i32 %659, %635
  br i1 %660, label %661, label %637, !llvm.loop !35

661:                                              ; preds = %658, %382, %634
  store i1 true, i1* @failed, align 4
  store i32 1, i32* @err_line, align 4, !tbaa !1
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 105, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 102, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 117, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 105, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  br label %757

662:                                              ; preds = %653
  %663 = load i32, i32* @nnodes, align 4, !tbaa !1
  %664 = icmp sgt i32 %663, 0
  br i1 %664, label %665, label %672

665:                                              ; preds = %662, %665
  %666 = phi i32 [ %667, %665 ], [ 0, %662 ]
  tail call fastcc void @fold(i32 noundef signext %666) #7
  %667 = add nuw nsw i32 %666, 1
  %668 = load i32, i32* @nnodes, align 4, !tbaa !1
  %669 = icmp slt i32 %667, %668
  br i1 %669, label %665, label %670, !llvm.loop !36

670:                                              ; preds = %665
  %671 = load i1, i1* @failed, align 4
  br i1 %671, label %757, label %672

672:                                              ; preds = %662, %670
  %673 = load i32, i32* @nfuncs, align 4, !tbaa !1
  %674 = icmp sgt i32 %673, 0
  br i1 %674, label %675, label %755

675:                                              ; preds = %672, %696
  %676 = phi i32 [ %697, %696 ], [ 0, %672 ]
  %677 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %676, i32 0, i32 0
  %678 = load i8, i8* %677, align 4, !tbaa !5
  %679 = icmp eq i8 %678, 0
  br i1 %679, label %691, label %680

680:                                              ; preds = %675, %686
  %681 = phi i8 [ %689, %686 ], [ %678, %675 ]
  %682 = phi i8* [ %688, %686 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.37, i32 0, i32 0), %675 ]
  %683 = phi i8* [ %687, %686 ], [ %677, %675 ]
  %684 = load i8, i8* %682, align 1, !tbaa !5
  %685 = icmp eq i8 %681, %684
  br i1 %685, label %686, label %691

686:                                              ; preds = %680
  %687 = getelementptr inbounds i8, i8* %683, i32 1
  %688 = getelementptr inbounds i8, i8* %682, i32 1
  %689 = load i8, i8* %687, align 1, !tbaa !5
  %690 = icmp eq i8 %689, 0
  br i1 %690, label %691, label %680, !llvm.loop !34

691:                                              ; preds = %686, %680, %675
  %692 = phi i8* [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.37, i32 0, i32 0), %675 ], [ %682, %680 ], [ %688, %686 ]
  %693 = phi i8 [ 0, %675 ], [ %681, %680 ], [ 0, %686 ]
  %694 = load i8, i8* %692, align 1, !tbaa !5
  %695 = icmp eq i8 %693, %694
  br i1 %695, label %699, label %696

696:                                              ; preds = %691
  %697 = add nuw nsw i32 %676, 1
  %698 = icmp eq i32 %697, %673
  br i1 %698, label %699, label %675, !llvm.loop !35

699:                                              ; preds = %691, %696
  %700 = phi i32 [ -1, %696 ], [ %676, %691 ]
  store i32 12, i32* getelementptr inbounds ([8192 x i32], [8192 x i32]* @code, i32 0, i32 0), align 4, !tbaa !1
  store i32 %700, i32* getelementptr inbounds ([8192 x i32], [8192 x i32]* @code, i32 0, i32 1), align 4, !tbaa !1
  store i32 3, i32* @ncode, align 4, !tbaa !1
  store i32 18, i32* getelementptr inbounds ([8192 x i32], [8192 x i32]* @code, i32 0, i32 2), align 4, !tbaa !1
  br label %701

701:                                              ; preds = %699, %747
  %702 = phi i32 [ %748, %747 ], [ 3, %699 ]
  %703 = phi i1 [ %750, %747 ], [ false, %699 ]
  %704 = phi i32 [ %751, %747 ], [ 0, %699 ]
  %705 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %704, i32 4
  store i32 %702, i32* %705, align 4, !tbaa !37
  %706 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %704, i32 2
  %707 = load i32, i32* %706, align 4, !tbaa !26
  %708 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %704, i32 1
  %709 = load i32, i32* %708, align 4, !tbaa !24
  %710 = sub nsw i32 %707, %709
  %711 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %704, i32 6
  %712 = load i32, i32* %711, align 4, !tbaa !22
  %713 = icmp sgt i32 %702, 8191
  br i1 %713, label %714, label %716

714:                                              ; preds = %701
  br i1 %703, label %725, label %715

715:                                              ; preds = %714
  store i1 true, i1* @failed, align 4
  store i32 %712, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %725

716:                                              ; preds = %701
  %717 = add nsw i32 %702, 1
  store i32 %717, i32* @ncode, align 4, !tbaa !1
  %718 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %702
  store i32 17, i32* %718, align 4, !tbaa !1
  %719 = icmp eq i32 %702, 8191
  br i1 %719, label %720, label %722

720:                                              ; preds = %716
  br i1 %703, label %725, label %721

721:                                              ; preds = %720
  store i1 true, i1* @failed, align 4
  store i32 %712, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %725

722:                                              ; preds = %716
  %723 = add nsw i32 %702, 2
  store i32 %723, i32* @ncode, align 4, !tbaa !1
  %724 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %717
  store i32 %710, i32* %724, align 4, !tbaa !1
  br label %725

725:                                              ; preds = %722, %721, %720, %715, %714
  %726 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %704, i32 3
  %727 = load i32, i32* %726, align 4, !tbaa !25
  tail call fastcc void @gen_stmt(i32 noundef signext %727) #7
  %728 = load i32, i32* %711, align 4, !tbaa !22
  %729 = load i32, i32* @ncode, align 4, !tbaa !1
  %730 = icmp sgt i32 %729, 8191
  br i1 %730, label %731, label %733

731:                                              ; preds = %725
  %732 = load i1, i1* @failed, align 4
  br i1 %732, label %757, label %743

733:                                              ; preds = %725
  %734 = add nsw i32 %729, 1
  store i32 %734, i32* @ncode, align 4, !tbaa !1
  %735 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %729
  store i32 0, i32* %735, align 4, !tbaa !1
  %736 = icmp eq i32 %729, 8191
  br i1 %736, label %737, label %739

737:                                              ; preds = %733
  %738 = load i1, i1* @failed, align 4
  br i1 %738, label %757, label %743

739:                                              ; preds = %733
  %740 = add nsw i32 %729, 2
  store i32 %740, i32* @ncode, align 4, !tbaa !1
  %741 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %734
  store i32 0, i32* %741, align 4, !tbaa !1
  %742 = icmp sgt i32 %729, 8189
  br i1 %742, label %744, label %747

743:                                              ; preds = %731, %737
  store i1 true, i1* @failed, align 4
  store i32 %728, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %757

744:                                              ; preds = %739
  %745 = load i1, i1* @failed, align 4
  br i1 %745, label %757, label %746

746:                                              ; preds = %744
  store i1 true, i1* @failed, align 4
  store i32 %728, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %757

747:                                              ; preds = %739
  %748 = add nsw i32 %729, 3
  store i32 %748, i32* @ncode, align 4, !tbaa !1
  %749 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %740
  store i32 13, i32* %749, align 4, !tbaa !1
  %750 = load i1, i1* @failed, align 4
  %751 = add nuw nsw i32 %704, 1
  %752 = icmp slt i32 %751, %673
  %753 = xor i1 %750, true
  %754 = select i1 %752, i1 %753, i1 false
  br i1 %754, label %701, label %756, !llvm.loop !38

755:                                              ; preds = %672
  store i32 12, i32* getelementptr inbounds ([8192 x i32], [8192 x i32]* @code, i32 0, i32 0), align 4, !tbaa !1
  store i32 -1, i32* getelementptr inbounds ([8192 x i32], [8192 x i32]* @code, i32 0, i32 1), align 4, !tbaa !1
  store i32 3, i32* @ncode, align 4, !tbaa !1
  store i32 18, i32* getelementptr inbounds ([8192 x i32], [8192 x i32]* @code, i32 0, i32 2), align 4, !tbaa !1
  br label %825

756:                                              ; preds = %747
  br i1 %750, label %757, label %825

757:                                              ; preds = %558, %377, %380, %403, %406, %408, %425, %572, %661, %365, %356, %746, %743, %381, %419, %670, %731, %737, %744, %756
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %758 = load i32, i32* @err_line, align 4, !tbaa !1
  %759 = icmp slt i32 %758, 0
  br i1 %759, label %760, label %782

760:                                              ; preds = %757
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %761 = sub i32 0, %758
  %762 = getelementptr inbounds [10 x i8], [10 x i8]* %19, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %762) #7
  br label %763

763:                                              ; preds = %763, %760
  %764 = phi i32 [ %761, %760 ], [ %767, %763 ]
  %765 = phi i32 [ 0, %760 ], [ %772, %763 ]
  %766 = freeze i32 %764
  %767 = udiv i32 %766, 10
  %768 = mul i32 %767, 10
  %769 = sub i32 %766, %768
  %770 = trunc i32 %769 to i8
  %771 = or i8 %770, 48
  %772 = add nuw nsw i32 %765, 1
  %773 = getelementptr inbounds [10 x i8], [10 x i8]* %19, i32 0, i32 %765
  store i8 %771, i8* %773, align 1, !tbaa !5
  %774 = icmp ult i32 %764, 10
  br i1 %774, label %775, label %763, !llvm.loop !39

775:                                              ; preds = %763, %775
  %776 = phi i32 [ %777, %775 ], [ %772, %763 ]
  %777 = add nsw i32 %776, -1
  %778 = getelementptr inbounds [10 x i8], [10 x i8]* %19, i32 0, i32 %777
  %779 = load i8, i8* %778, align 1, !tbaa !5
  store volatile i8 %779, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %780 = icmp eq i32 %777, 0
  br i1 %780, label %781, label %775, !llvm.loop !40

781:                                              ; preds = %775
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %762) #7
  br label %803

782:                                              ; preds = %757
  %783 = getelementptr inbounds [10 x i8], [10 x i8]* %18, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %783) #7
  br label %784

784:                                              ; preds = %784, %782
  %785 = phi i32 [ %758, %782 ], [ %788, %784 ]
  %786 = phi i32 [ 0, %782 ], [ %793, %784 ]
  %787 = freeze i32 %785
  %788 = udiv i32 %787, 10
  %789 = mul i32 %788, 10
  %790 = sub i32 %787, %789
  %791 = trunc i32 %790 to i8
  %792 = or i8 %791, 48
  %793 = add nuw nsw i32 %786, 1
  %794 = getelementptr inbounds [10 x i8], [10 x i8]* %18, i32 0, i32 %786
  store i8 %792, i8* %794, align 1, !tbaa !5
  %795 = icmp ult i32 %785, 10
  br i1 %795, label %796, label %784, !llvm.loop !39

796:                                              ; preds = %784, %796
  %797 = phi i32 [ %798, %796 ], [ %793, %784 ]
  %798 = add nsw i32 %797, -1
  %799 = getelementptr inbounds [10 x i8], [10 x i8]* %18, i32 0, i32 %798
  %800 = load i8, i8* %799, align 1, !tbaa !5
  store volatile i8 %800, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %801 = icmp eq i32 %798, 0
  br i1 %801, label %802, label %796, !llvm.loop !40

802:                                              ; preds = %796
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %783) #7
  br label %803

803:                                              ; preds = %781, %802
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %804 = load i8, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  %805 = icmp eq i8 %804, 0
  br i1 %805, label %812, label %806

806:                                              ; preds = %803, %806
  %807 = phi i8 [ %810, %806 ], [ %804, %803 ]
  %808 = phi i8* [ %809, %806 ], [ getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), %803 ]
  %809 = getelementptr inbounds i8, i8* %808, i32 1
  store volatile i8 %807, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %810 = load i8, i8* %809, align 1, !tbaa !5
  %811 = icmp eq i8 %810, 0
  br i1 %811, label %812, label %806, !llvm.loop !6

812:                                              ; preds = %806, %803
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %813 = load i32, i32* @total_hash, align 4, !tbaa !1
  %814 = load i32, i32* @err_line, align 4, !tbaa !1
  %815 = xor i32 %814, %813
  br label %816

816:                                              ; preds = %816, %812
  %817 = phi i32 [ 0, %812 ], [ %821, %816 ]
  %818 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %817
  %819 = load i8, i8* %818, align 1, !tbaa !5
  %820 = icmp eq i8 %819, 0
  %821 = add nuw nsw i32 %817, 1
  br i1 %820, label %822, label %816, !llvm.loop !41

822:                                              ; preds = %816
  %823 = mul i32 %815, 31
  %824 = add i32 %817, %823
  br label %1511

825:                                              ; preds = %755, %756
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 107, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %826 = load i32, i32* @ntoks, align 4, !tbaa !1
  %827 = icmp slt i32 %826, 0
  br i1 %827, label %828, label %850

828:                                              ; preds = %825
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %829 = sub i32 0, %826
  %830 = getelementptr inbounds [10 x i8], [10 x i8]* %17, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %830) #7
  br label %831

831:                                              ; preds = %831, %828
  %832 = phi i32 [ %829, %828 ], [ %835, %831 ]
  %833 = phi i32 [ 0, %828 ], [ %840, %831 ]
  %834 = freeze i32 %832
  %835 = udiv i32 %834, 10
  %836 = mul i32 %835, 10
  %837 = sub i32 %834, %836
  %838 = trunc i32 %837 to i8
  %839 = or i8 %838, 48
  %840 = add nuw nsw i32 %833, 1
  %841 = getelementptr inbounds [10 x i8], [10 x i8]* %17, i32 0, i32 %833
  store i8 %839, i8* %841, align 1, !tbaa !5
  %842 = icmp ult i32 %832, 10
  br i1 %842, label %843, label %831, !llvm.loop !39

843:                                              ; preds = %831, %843
  %844 = phi i32 [ %845, %843 ], [ %840, %831 ]
  %845 = add nsw i32 %844, -1
  %846 = getelementptr inbounds [10 x i8], [10 x i8]* %17, i32 0, i32 %845
  %847 = load i8, i8* %846, align 1, !tbaa !5
  store volatile i8 %847, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %848 = icmp eq i32 %845, 0
  br i1 %848, label %849, label %843, !llvm.loop !40

849:                                              ; preds = %843
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %830) #7
  br label %871

850:                                              ; preds = %825
  %851 = getelementptr inbounds [10 x i8], [10 x i8]* %16, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %851) #7
  br label %852

852:                                              ; preds = %852, %850
  %853 = phi i32 [ %826, %850 ], [ %856, %852 ]
  %854 = phi i32 [ 0, %850 ], [ %861, %852 ]
  %855 = freeze i32 %853
  %856 = udiv i32 %855, 10
  %857 = mul i32 %856, 10
  %858 = sub i32 %855, %857
  %859 = trunc i32 %858 to i8
  %860 = or i8 %859, 48
  %861 = add nuw nsw i32 %854, 1
  %862 = getelementptr inbounds [10 x i8], [10 x i8]* %16, i32 0, i32 %854
  store i8 %860, i8* %862, align 1, !tbaa !5
  %863 = icmp ult i32 %853, 10
  br i1 %863, label %864, label %852, !llvm.loop !39

864:                                              ; preds = %852, %864
  %865 = phi i32 [ %866, %864 ], [ %861, %852 ]
  %866 = add nsw i32 %865, -1
  %867 = getelementptr inbounds [10 x i8], [10 x i8]* %16, i32 0, i32 %866
  %868 = load i8, i8* %867, align 1, !tbaa !5
  store volatile i8 %868, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %869 = icmp eq i32 %866, 0
  br i1 %869, label %870, label %864, !llvm.loop !40

870:                                              ; preds = %864
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %851) #7
  br label %871

871:                                              ; preds = %849, %870
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %872 = load i32, i32* @nnodes, align 4, !tbaa !1
  %873 = icmp slt i32 %872, 0
  br i1 %873, label %874, label %896

874:                                              ; preds = %871
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %875 = sub i32 0, %872
  %876 = getelementptr inbounds [10 x i8], [10 x i8]* %15, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %876) #7
  br label %877

877:                                              ; preds = %877, %874
  %878 = phi i32 [ %875, %874 ], [ %881, %877 ]
  %879 = phi i32 [ 0, %874 ], [ %886, %877 ]
  %880 = freeze i32 %878
  %881 = udiv i32 %880, 10
  %882 = mul i32 %881, 10
  %883 = sub i32 %880, %882
  %884 = trunc i32 %883 to i8
  %885 = or i8 %884, 48
  %886 = add nuw nsw i32 %879, 1
  %887 = getelementptr inbounds [10 x i8], [10 x i8]* %15, i32 0, i32 %879
  store i8 %885, i8* %887, align 1, !tbaa !5
  %888 = icmp ult i32 %878, 10
  br i1 %888, label %889, label %877, !llvm.loop !39

889:                                              ; preds = %877, %889
  %890 = phi i32 [ %891, %889 ], [ %886, %877 ]
  %891 = add nsw i32 %890, -1
  %892 = getelementptr inbounds [10 x i8], [10 x i8]* %15, i32 0, i32 %891
  %893 = load i8, i8* %892, align 1, !tbaa !5
  store volatile i8 %893, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %894 = icmp eq i32 %891, 0
  br i1 %894, label %895, label %889, !llvm.loop !40

895:                                              ; preds = %889
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %876) #7
  br label %917

896:                                              ; preds = %871
  %897 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %897) #7
  br label %898

898:                                              ; preds = %898, %896
  %899 = phi i32 [ %872, %896 ], [ %902, %898 ]
  %900 = phi i32 [ 0, %896 ], [ %907, %898 ]
  %901 = freeze i32 %899
  %902 = udiv i32 %901, 10
  %903 = mul i32 %902, 10
  %904 = sub i32 %901, %903
  %905 = trunc i32 %904 to i8
  %906 = or i8 %905, 48
  %907 = add nuw nsw i32 %900, 1
  %908 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 %900
  store i8 %906, i8* %908, align 1, !tbaa !5
  %909 = icmp ult i32 %899, 10
  br i1 %909, label %910, label %898, !llvm.loop !39

910:                                              ; preds = %898, %910
  %911 = phi i32 [ %912, %910 ], [ %907, %898 ]
  %912 = add nsw i32 %911, -1
  %913 = getelementptr inbounds [10 x i8], [10 x i8]* %14, i32 0, i32 %912
  %914 = load i8, i8* %913, align 1, !tbaa !5
  store volatile i8 %914, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %915 = icmp eq i32 %912, 0
  br i1 %915, label %916, label %910, !llvm.loop !40

916:                                              ; preds = %910
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %897) #7
  br label %917

917:                                              ; preds = %895, %916
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 99, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %918 = load i32, i32* @ncode, align 4, !tbaa !1
  %919 = icmp slt i32 %918, 0
  br i1 %919, label %920, label %942

920:                                              ; preds = %917
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %921 = sub i32 0, %918
  %922 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %922) #7
  br label %923

923:                                              ; preds = %923, %920
  %924 = phi i32 [ %921, %920 ], [ %927, %923 ]
  %925 = phi i32 [ 0, %920 ], [ %932, %923 ]
  %926 = freeze i32 %924
  %927 = udiv i32 %926, 10
  %928 = mul i32 %927, 10
  %929 = sub i32 %926, %928
  %930 = trunc i32 %929 to i8
  %931 = or i8 %930, 48
  %932 = add nuw nsw i32 %925, 1
  %933 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 %925
  store i8 %931, i8* %933, align 1, !tbaa !5
  %934 = icmp ult i32 %924, 10
  br i1 %934, label %935, label %923, !llvm.loop !39

935:                                              ; preds = %923, %935
  %936 = phi i32 [ %937, %935 ], [ %932, %923 ]
  %937 = add nsw i32 %936, -1
  %938 = getelementptr inbounds [10 x i8], [10 x i8]* %13, i32 0, i32 %937
  %939 = load i8, i8* %938, align 1, !tbaa !5
  store volatile i8 %939, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %940 = icmp eq i32 %937, 0
  br i1 %940, label %941, label %935, !llvm.loop !40

941:                                              ; preds = %935
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %922) #7
  br label %963

942:                                              ; preds = %917
  %943 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %943) #7
  br label %944

944:                                              ; preds = %944, %942
  %945 = phi i32 [ %918, %942 ], [ %948, %944 ]
  %946 = phi i32 [ 0, %942 ], [ %953, %944 ]
  %947 = freeze i32 %945
  %948 = udiv i32 %947, 10
  %949 = mul i32 %948, 10
  %950 = sub i32 %947, %949
  %951 = trunc i32 %950 to i8
  %952 = or i8 %951, 48
  %953 = add nuw nsw i32 %946, 1
  %954 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %946
  store i8 %952, i8* %954, align 1, !tbaa !5
  %955 = icmp ult i32 %945, 10
  br i1 %955, label %956, label %944, !llvm.loop !39

956:                                              ; preds = %944, %956
  %957 = phi i32 [ %958, %956 ], [ %953, %944 ]
  %958 = add nsw i32 %957, -1
  %959 = getelementptr inbounds [10 x i8], [10 x i8]* %12, i32 0, i32 %958
  %960 = load i8, i8* %959, align 1, !tbaa !5
  store volatile i8 %960, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %961 = icmp eq i32 %958, 0
  br i1 %961, label %962, label %956, !llvm.loop !40

962:                                              ; preds = %956
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %943) #7
  br label %963

963:                                              ; preds = %941, %962
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 102, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 100, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %964 = load i32, i32* @folded, align 4, !tbaa !1
  %965 = icmp slt i32 %964, 0
  br i1 %965, label %966, label %988

966:                                              ; preds = %963
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %967 = sub i32 0, %964
  %968 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %968) #7
  br label %969

969:                                              ; preds = %969, %966
  %970 = phi i32 [ %967, %966 ], [ %973, %969 ]
  %971 = phi i32 [ 0, %966 ], [ %978, %969 ]
  %972 = freeze i32 %970
  %973 = udiv i32 %972, 10
  %974 = mul i32 %973, 10
  %975 = sub i32 %972, %974
  %976 = trunc i32 %975 to i8
  %977 = or i8 %976, 48
  %978 = add nuw nsw i32 %971, 1
  %979 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %971
  store i8 %977, i8* %979, align 1, !tbaa !5
  %980 = icmp ult i32 %970, 10
  br i1 %980, label %981, label %969, !llvm.loop !39

981:                                              ; preds = %969, %981
  %982 = phi i32 [ %983, %981 ], [ %978, %969 ]
  %983 = add nsw i32 %982, -1
  %984 = getelementptr inbounds [10 x i8], [10 x i8]* %11, i32 0, i32 %983
  %985 = load i8, i8* %984, align 1, !tbaa !5
  store volatile i8 %985, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %986 = icmp eq i32 %983, 0
  br i1 %986, label %987, label %981, !llvm.loop !40

987:                                              ; preds = %981
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %968) #7
  br label %1009

988:                                              ; preds = %963
  %989 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %989) #7
  br label %990

990:                                              ; preds = %990, %988
  %991 = phi i32 [ %964, %988 ], [ %994, %990 ]
  %992 = phi i32 [ 0, %988 ], [ %999, %990 ]
  %993 = freeze i32 %991
  %994 = udiv i32 %993, 10
  %995 = mul i32 %994, 10
  %996 = sub i32 %993, %995
  %997 = trunc i32 %996 to i8
  %998 = or i8 %997, 48
  %999 = add nuw nsw i32 %992, 1
  %1000 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %992
  store i8 %998, i8* %1000, align 1, !tbaa !5
  %1001 = icmp ult i32 %991, 10
  br i1 %1001, label %1002, label %990, !llvm.loop !39

1002:                                             ; preds = %990, %1002
  %1003 = phi i32 [ %1004, %1002 ], [ %999, %990 ]
  %1004 = add nsw i32 %1003, -1
  %1005 = getelementptr inbounds [10 x i8], [10 x i8]* %10, i32 0, i32 %1004
  %1006 = load i8, i8* %1005, align 1, !tbaa !5
  store volatile i8 %1006, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1007 = icmp eq i32 %1004, 0
  br i1 %1007, label %1008, label %1002, !llvm.loop !40

1008:                                             ; preds = %1002
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %989) #7
  br label %1009

1009:                                             ; preds = %987, %1008
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1010 = load i32, i32* @ncode, align 4, !tbaa !1
  %1011 = icmp sgt i32 %1010, 0
  br i1 %1011, label %1012, label %1021

1012:                                             ; preds = %1009, %1012
  %1013 = phi i32 [ %1019, %1012 ], [ 0, %1009 ]
  %1014 = phi i32 [ %1018, %1012 ], [ -2128831035, %1009 ]
  %1015 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %1013
  %1016 = load i32, i32* %1015, align 4, !tbaa !1
  %1017 = xor i32 %1016, %1014
  %1018 = mul i32 %1017, 16777619
  %1019 = add nuw nsw i32 %1013, 1
  %1020 = icmp eq i32 %1019, %1010
  br i1 %1020, label %1021, label %1012, !llvm.loop !42

1021:                                             ; preds = %1012, %1009
  %1022 = phi i32 [ -2128831035, %1009 ], [ %1018, %1012 ]
  %1023 = lshr i32 %1022, 28
  %1024 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %1023
  %1025 = load i8, i8* %1024, align 1, !tbaa !5
  store volatile i8 %1025, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1026 = lshr i32 %1022, 24
  %1027 = and i32 %1026, 15
  %1028 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %1027
  %1029 = load i8, i8* %1028, align 1, !tbaa !5
  store volatile i8 %1029, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1030 = lshr i32 %1022, 20
  %1031 = and i32 %1030, 15
  %1032 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %1031
  %1033 = load i8, i8* %1032, align 1, !tbaa !5
  store volatile i8 %1033, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1034 = lshr i32 %1022, 16
  %1035 = and i32 %1034, 15
  %1036 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %1035
  %1037 = load i8, i8* %1036, align 1, !tbaa !5
  store volatile i8 %1037, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1038 = lshr i32 %1022, 12
  %1039 = and i32 %1038, 15
  %1040 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %1039
  %1041 = load i8, i8* %1040, align 1, !tbaa !5
  store volatile i8 %1041, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1042 = lshr i32 %1022, 8
  %1043 = and i32 %1042, 15
  %1044 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %1043
  %1045 = load i8, i8* %1044, align 1, !tbaa !5
  store volatile i8 %1045, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1046 = lshr i32 %1022, 4
  %1047 = and i32 %1046, 15
  %1048 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %1047
  %1049 = load i8, i8* %1048, align 1, !tbaa !5
  store volatile i8 %1049, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1050 = and i32 %1022, 15
  %1051 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %1050
  %1052 = load i8, i8* %1051, align 1, !tbaa !5
  store volatile i8 %1052, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  tail call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(2048) bitcast ([512 x i32]* @memory to i8*), i8 0, i32 2048, i1 false) #7, !tbaa !1
  store i32 1, i32* @steps, align 4, !tbaa !1
  %1053 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 0
  %1054 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 0
  br label %1058

1055:                                             ; preds = %1324
  %1056 = load i1, i1* @failed, align 4
  br i1 %1056, label %1332, label %1057

1057:                                             ; preds = %1055
  store i1 true, i1* @failed, align 4
  store i32 0, i32* @err_line, align 4, !tbaa !1
  store i8 115, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 107, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 118, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 102, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 119, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %1332

1058:                                             ; preds = %1324, %1021
  %1059 = phi i32 [ 1, %1021 ], [ %1330, %1324 ]
  %1060 = phi i32 [ 0, %1021 ], [ %1329, %1324 ]
  %1061 = phi i32 [ 0, %1021 ], [ %1328, %1324 ]
  %1062 = phi i32 [ 0, %1021 ], [ %1327, %1324 ]
  %1063 = phi i32 [ 0, %1021 ], [ %1326, %1324 ]
  %1064 = add nsw i32 %1060, 1
  %1065 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %1060
  %1066 = load i32, i32* %1065, align 4, !tbaa !1
  switch i32 %1066, label %1321 [
    i32 0, label %1067
    i32 1, label %1073
    i32 2, label %1082
    i32 3, label %1091
    i32 4, label %1102
    i32 5, label %1115
    i32 6, label %1180
    i32 7, label %1185
    i32 8, label %1191
    i32 9, label %1196
    i32 10, label %1199
    i32 11, label %1209
    i32 12, label %1219
    i32 17, label %1237
    i32 13, label %1247
    i32 14, label %1258
    i32 15, label %1313
    i32 16, label %1315
    i32 18, label %1345
  ]

1067:                                             ; preds = %1058
  %1068 = add nsw i32 %1060, 2
  %1069 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %1064
  %1070 = load i32, i32* %1069, align 4, !tbaa !1
  %1071 = add nsw i32 %1061, 1
  %1072 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %1061
  store i32 %1070, i32* %1072, align 4, !tbaa !1
  br label %1324

1073:                                             ; preds = %1058
  %1074 = add nsw i32 %1060, 2
  %1075 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %1064
  %1076 = load i32, i32* %1075, align 4, !tbaa !1
  %1077 = add nsw i32 %1076, %1062
  %1078 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %1077
  %1079 = load i32, i32* %1078, align 4, !tbaa !1
  %1080 = add nsw i32 %1061, 1
  %1081 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %1061
  store i32 %1079, i32* %1081, align 4, !tbaa !1
  br label %1324

1082:                                             ; preds = %1058
  %1083 = add nsw i32 %1061, -1
  %1084 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %1083
  %1085 = load i32, i32* %1084, align 4, !tbaa !1
  %1086 = add nsw i32 %1060, 2
  %1087 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %1064
  %1088 = load i32, i32* %1087, align 4, !tbaa !1
  %1089 = add nsw i32 %1088, %1062
  %1090 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %1089
  store i32 %1085, i32* %1090, align 4, !tbaa !1
  br label %1324

1091:                                             ; preds = %1058
  %1092 = add nsw i32 %1061, -1
  %1093 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %1092
  %1094 = load i32, i32* %1093, align 4, !tbaa !1
  %1095 = icmp ugt i32 %1094, 511
  br i1 %1095, label %1096, label %1099

1096:                                             ; preds = %1091
  %1097 = load i1, i1* @failed, align 4
  br i1 %1097, label %1332, label %1098

1098:                                             ; preds = %1096
  store i1 true, i1* @failed, align 4
  store i32 0, i32* @err_line, align 4, !tbaa !1
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 121, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 105, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 117, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 17), align 1, !tbaa !5
  store i8 102, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 18), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 19), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 20), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 21), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 22), align 2, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 23), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 24), align 4, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 25), align 1, !tbaa !5
  br label %1332

1099:                                             ; preds = %1091
  %1100 = getelementptr inbounds [512 x i32], [512 x i32]* @memory, i32 0, i32 %1094
  %1101 = load i32, i32* %1100, align 4, !tbaa !1
  store i32 %1101, i32* %1093, align 4, !tbaa !1
  br label %1324

1102:                                             ; preds = %1058
  %1103 = add nsw i32 %1061, -2
  %1104 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %1103
  %1105 = load i32, i32* %1104, align 4, !tbaa !1
  %1106 = icmp ugt i32 %1105, 511
  br i1 %1106, label %1107, label %1110

1107:                                             ; preds = %1102
  %1108 = load i1, i1* @failed, align 4
  br i1 %1108, label %1332, label %1109

1109:                                             ; preds = %1107
  store i1 true, i1* @failed, align 4
  store i32 0, i32* @err_line, align 4, !tbaa !1
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 121, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 105, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 117, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 17), align 1, !tbaa !5
  store i8 102, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 18), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 19), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 20), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 21), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 22), align 2, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 23), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 24), align 4, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 25), align 1, !tbaa !5
  br label %1332

1110:                                             ; preds = %1102
  %1111 = add nsw i32 %1061, -1
  %1112 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %1111
  %1113 = load i32, i32* %1112, align 4, !tbaa !1
  %1114 = getelementptr inbounds [512 x i32], [512 x i32]* @memory, i32 0, i32 %1105
  store i32 %1113, i32* %1114, align 4, !tbaa !1
  br label %1324

1115:                                             ; preds = %1058
  %1116 = add nsw i32 %1061, -1
  %1117 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %1116
  %1118 = load i32, i32* %1117, align 4, !tbaa !1
  %1119 = add nsw i32 %1061, -2
  %1120 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %1119
  %1121 = load i32, i32* %1120, align 4, !tbaa !1
  %1122 = add nsw i32 %1060, 2
  %1123 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %1064
  %1124 = load i32, i32* %1123, align 4, !tbaa !1
  switch i32 %1124, label %1175 [
    i32 19, label %1125
    i32 20, label %1127
    i32 21, label %1129
    i32 22, label %1131
    i32 23, label %1131
    i32 24, label %1145
    i32 25, label %1147
    i32 26, label %1149
    i32 27, label %1151
    i32 28, label %1154
    i32 29, label %1157
    i32 30, label %1160
    i32 31, label %1163
    i32 32, label %1166
    i32 33, label %1169
    i32 34, label %1172
  ]

1125:                                             ; preds = %1115
  %1126 = add i32 %1121, %1118
  br label %1178

1127:                                             ; preds = %1115
  %1128 = sub i32 %1121, %1118
  br label %1178

1129:                                             ; preds = %1115
  %1130 = mul i32 %1121, %1118
  br label %1178

1131:                                             ; preds = %1115, %1115
  %1132 = icmp eq i32 %1118, 0
  br i1 %1132, label %1175, label %1133

1133:                                             ; preds = %1131
  %1134 = icmp eq i32 %1121, -2147483648
  %1135 = icmp eq i32 %1118, -1
  %1136 = and i1 %1135, %1134
  %1137 = icmp eq i32 %1124, 22
  br i1 %1136, label %1138, label %1140

1138:                                             ; preds = %1133
  %1139 = select i1 %1137, i32 -2147483648, i32 0
  br label %1178

1140:                                             ; preds = %1133
  br i1 %1137, label %1141, label %1143

1141:                                             ; preds = %1140
  %1142 = sdiv i32 %1121, %1118
  br label %1178

1143:                                             ; preds = %1140
  %1144 = srem i32 %1121, %1118
  br label %1178

1145:                                             ; preds = %1115
  %1146 = and i32 %1121, %1118
  br label %1178

1147:                                             ; preds = %1115
  %1148 = or i32 %1121, %1118
  br label %1178

1149:                                             ; preds = %1115
  %1150 = xor i32 %1121, %1118
  br label %1178

1151:                                             ; preds = %1115
  %1152 = and i32 %1118, 31
  %1153 = shl i32 %1121, %1152
  br label %1178

1154:                                             ; preds = %1115
  %1155 = and i32 %1118, 31
  %1156 = ashr i32 %1121, %1155
  br label %1178

1157:                                             ; preds = %1115
  %1158 = icmp slt i32 %1121, %1118
  %1159 = zext i1 %1158 to i32
  br label %1178

1160:                                             ; preds = %1115
  %1161 = icmp sle i32 %1121, %1118
  %1162 = zext i1 %1161 to i32
  br label %1178

1163:                                             ; preds = %1115
  %1164 = icmp sgt i32 %1121, %1118
  %1165 = zext i1 %1164 to i32
  br label %1178

1166:                                             ; preds = %1115
  %1167 = icmp sge i32 %1121, %1118
  %1168 = zext i1 %1167 to i32
  br label %1178

1169:                                             ; preds = %1115
  %1170 = icmp eq i32 %1121, %1118
  %1171 = zext i1 %1170 to i32
  br label %1178

1172:                                             ; preds = %1115
  %1173 = icmp ne i32 %1121, %1118
  %1174 = zext i1 %1173 to i32
  br label %1178

1175:                                             ; preds = %1131, %1115
  store i32 0, i32* %1120, align 4, !tbaa !1
  %1176 = load i1, i1* @failed, align 4
  br i1 %1176, label %1332, label %1177

1177:                                             ; preds = %1175
  store i1 true, i1* @failed, align 4
  store i32 0, i32* @err_line, align 4, !tbaa !1
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 105, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 118, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 105, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 115, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 105, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 98, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 121, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 122, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  br label %1332

1178:                                             ; preds = %1172, %1169, %1166, %1163, %1160, %1157, %1154, %1151, %1149, %1147, %1145, %1143, %1141, %1138, %1129, %1127, %1125
  %1179 = phi i32 [ %1144, %1143 ], [ %1142, %1141 ], [ %1126, %1125 ], [ %1128, %1127 ], [ %1130, %1129 ], [ %1139, %1138 ], [ %1146, %1145 ], [ %1148, %1147 ], [ %1150, %1149 ], [ %1153, %1151 ], [ %1156, %1154 ], [ %1159, %1157 ], [ %1162, %1160 ], [ %1165, %1163 ], [ %1168, %1166 ], [ %1171, %1169 ], [ %1174, %1172 ]
  store i32 %1179, i32* %1120, align 4, !tbaa !1
  br label %1324

1180:                                             ; preds = %1058
  %1181 = add nsw i32 %1061, -1
  %1182 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %1181
  %1183 = load i32, i32* %1182, align 4, !tbaa !1
  %1184 = sub i32 0, %1183
  store i32 %1184, i32* %1182, align 4, !tbaa !1
  br label %1324

1185:                                             ; preds = %1058
  %1186 = add nsw i32 %1061, -1
  %1187 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %1186
  %1188 = load i32, i32* %1187, align 4, !tbaa !1
  %1189 = icmp eq i32 %1188, 0
  %1190 = zext i1 %1189 to i32
  store i32 %1190, i32* %1187, align 4, !tbaa !1
  br label %1324

1191:                                             ; preds = %1058
  %1192 = add nsw i32 %1061, -1
  %1193 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %1192
  %1194 = load i32, i32* %1193, align 4, !tbaa !1
  %1195 = xor i32 %1194, -1
  store i32 %1195, i32* %1193, align 4, !tbaa !1
  br label %1324

1196:                                             ; preds = %1058
  %1197 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %1064
  %1198 = load i32, i32* %1197, align 4, !tbaa !1
  br label %1324

1199:                                             ; preds = %1058
  %1200 = add nsw i32 %1061, -1
  %1201 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %1200
  %1202 = load i32, i32* %1201, align 4, !tbaa !1
  %1203 = icmp eq i32 %1202, 0
  br i1 %1203, label %1204, label %1207

1204:                                             ; preds = %1199
  %1205 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %1064
  %1206 = load i32, i32* %1205, align 4, !tbaa !1
  br label %1324

1207:                                             ; preds = %1199
  %1208 = add nsw i32 %1060, 2
  br label %1324

1209:                                             ; preds = %1058
  %1210 = add nsw i32 %1061, -1
  %1211 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %1210
  %1212 = load i32, i32* %1211, align 4, !tbaa !1
  %1213 = icmp eq i32 %1212, 0
  br i1 %1213, label %1217, label %1214

1214:                                             ; preds = %1209
  %1215 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %1064
  %1216 = load i32, i32* %1215, align 4, !tbaa !1
  br label %1324

1217:                                             ; preds = %1209
  %1218 = add nsw i32 %1060, 2
  br label %1324

1219:                                             ; preds = %1058
  %1220 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %1064
  %1221 = load i32, i32* %1220, align 4, !tbaa !1
  %1222 = icmp sgt i32 %1063, 199
  br i1 %1222, label %1223, label %1226

1223:                                             ; preds = %1219
  %1224 = load i1, i1* @failed, align 4
  br i1 %1224, label %1332, label %1225

1225:                                             ; preds = %1223
  store i1 true, i1* @failed, align 4
  store i32 0, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 104, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 17), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 18), align 2, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 19), align 1, !tbaa !5
  br label %1332

1226:                                             ; preds = %1219
  %1227 = add nsw i32 %1060, 2
  %1228 = getelementptr inbounds [200 x %struct.frame], [200 x %struct.frame]* @frames, i32 0, i32 %1063, i32 0
  store i32 %1227, i32* %1228, align 4, !tbaa !43
  %1229 = getelementptr inbounds [200 x %struct.frame], [200 x %struct.frame]* @frames, i32 0, i32 %1063, i32 1
  store i32 %1062, i32* %1229, align 4, !tbaa !45
  %1230 = getelementptr inbounds [200 x %struct.frame], [200 x %struct.frame]* @frames, i32 0, i32 %1063, i32 2
  store i32 %1221, i32* %1230, align 4, !tbaa !46
  %1231 = add nsw i32 %1063, 1
  %1232 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %1221, i32 1
  %1233 = load i32, i32* %1232, align 4, !tbaa !24
  %1234 = sub nsw i32 %1061, %1233
  %1235 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %1221, i32 4
  %1236 = load i32, i32* %1235, align 4, !tbaa !37
  br label %1324

1237:                                             ; preds = %1058
  %1238 = add nsw i32 %1060, 2
  %1239 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %1064
  %1240 = load i32, i32* %1239, align 4, !tbaa !1
  %1241 = icmp sgt i32 %1240, 0
  br i1 %1241, label %1242, label %1324

1242:                                             ; preds = %1237
  %1243 = getelementptr [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %1061
  %1244 = bitcast i32* %1243 to i8*
  %1245 = shl nuw i32 %1240, 2
  tail call void @llvm.memset.p0i8.i32(i8* align 4 %1244, i8 0, i32 %1245, i1 false) #7, !tbaa !1
  %1246 = add i32 %1240, %1061
  br label %1324

1247:                                             ; preds = %1058
  %1248 = add nsw i32 %1061, -1
  %1249 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %1248
  %1250 = load i32, i32* %1249, align 4, !tbaa !1
  %1251 = add nsw i32 %1063, -1
  %1252 = getelementptr inbounds [200 x %struct.frame], [200 x %struct.frame]* @frames, i32 0, i32 %1251, i32 1
  %1253 = load i32, i32* %1252, align 4, !tbaa !45
  %1254 = getelementptr inbounds [200 x %struct.frame], [200 x %struct.frame]* @frames, i32 0, i32 %1251, i32 0
  %1255 = load i32, i32* %1254, align 4, !tbaa !43
  %1256 = add nsw i32 %1062, 1
  %1257 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %1062
  store i32 %1250, i32* %1257, align 4, !tbaa !1
  br label %1324

1258:                                             ; preds = %1058
  %1259 = add nsw i32 %1061, -1
  %1260 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %1259
  %1261 = load i32, i32* %1260, align 4, !tbaa !1
  %1262 = load i32, i32* @out_hash, align 4, !tbaa !1
  %1263 = xor i32 %1262, %1261
  %1264 = mul i32 %1263, 16777619
  store i32 %1264, i32* @out_hash, align 4, !tbaa !1
  %1265 = load i32, i32* @out_count, align 4, !tbaa !1
  %1266 = add nsw i32 %1265, 1
  store i32 %1266, i32* @out_count, align 4, !tbaa !1
  %1267 = icmp slt i32 %1265, 40
  br i1 %1267, label %1268, label %1324

1268:                                             ; preds = %1258
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1269 = icmp slt i32 %1261, 0
  br i1 %1269, label %1270, label %1291

1270:                                             ; preds = %1268
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1271 = sub i32 0, %1261
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %1054) #7
  br label %1272

1272:                                             ; preds = %1272, %1270
  %1273 = phi i32 [ %1271, %1270 ], [ %1276, %1272 ]
  %1274 = phi i32 [ 0, %1270 ], [ %1281, %1272 ]
  %1275 = freeze i32 %1273
  %1276 = udiv i32 %1275, 10
  %1277 = mul i32 %1276, 10
  %1278 = sub i32 %1275, %1277
  %1279 = trunc i32 %1278 to i8
  %1280 = or i8 %1279, 48
  %1281 = add nuw nsw i32 %1274, 1
  %1282 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %1274
  store i8 %1280, i8* %1282, align 1, !tbaa !5
  %1283 = icmp ult i32 %1273, 10
  br i1 %1283, label %1284, label %1272, !llvm.loop !39

1284:                                             ; preds = %1272, %1284
  %1285 = phi i32 [ %1286, %1284 ], [ %1281, %1272 ]
  %1286 = add nsw i32 %1285, -1
  %1287 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i32 0, i32 %1286
  %1288 = load i8, i8* %1287, align 1, !tbaa !5
  store volatile i8 %1288, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1289 = icmp eq i32 %1286, 0
  br i1 %1289, label %1290, label %1284, !llvm.loop !40

1290:                                             ; preds = %1284
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %1054) #7
  br label %1311

1291:                                             ; preds = %1268
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %1053) #7
  br label %1292

1292:                                             ; preds = %1292, %1291
  %1293 = phi i32 [ %1261, %1291 ], [ %1296, %1292 ]
  %1294 = phi i32 [ 0, %1291 ], [ %1301, %1292 ]
  %1295 = freeze i32 %1293
  %1296 = udiv i32 %1295, 10
  %1297 = mul i32 %1296, 10
  %1298 = sub i32 %1295, %1297
  %1299 = trunc i32 %1298 to i8
  %1300 = or i8 %1299, 48
  %1301 = add nuw nsw i32 %1294, 1
  %1302 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %1294
  store i8 %1300, i8* %1302, align 1, !tbaa !5
  %1303 = icmp ult i32 %1293, 10
  br i1 %1303, label %1304, label %1292, !llvm.loop !39

1304:                                             ; preds = %1292, %1304
  %1305 = phi i32 [ %1306, %1304 ], [ %1301, %1292 ]
  %1306 = add nsw i32 %1305, -1
  %1307 = getelementptr inbounds [10 x i8], [10 x i8]* %8, i32 0, i32 %1306
  %1308 = load i8, i8* %1307, align 1, !tbaa !5
  store volatile i8 %1308, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1309 = icmp eq i32 %1306, 0
  br i1 %1309, label %1310, label %1304, !llvm.loop !40

1310:                                             ; preds = %1304
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %1053) #7
  br label %1311

1311:                                             ; preds = %1310, %1290
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1312 = load i32, i32* @steps, align 4, !tbaa !1
  br label %1324

1313:                                             ; preds = %1058
  %1314 = add nsw i32 %1061, -1
  br label %1324

1315:                                             ; preds = %1058
  %1316 = add nsw i32 %1061, -1
  %1317 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %1316
  %1318 = load i32, i32* %1317, align 4, !tbaa !1
  %1319 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %1061
  store i32 %1318, i32* %1319, align 4, !tbaa !1
  %1320 = add nsw i32 %1061, 1
  br label %1324

1321:                                             ; preds = %1058
  %1322 = load i1, i1* @failed, align 4
  br i1 %1322, label %1332, label %1323

1323:                                             ; preds = %1321
  store i1 true, i1* @failed, align 4
  store i32 0, i32* @err_line, align 4, !tbaa !1
  store i8 98, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  br label %1332

1324:                                             ; preds = %1315, %1313, %1311, %1258, %1247, %1242, %1237, %1226, %1217, %1214, %1207, %1204, %1196, %1191, %1185, %1180, %1178, %1110, %1099, %1082, %1073, %1067
  %1325 = phi i32 [ %1059, %1315 ], [ %1059, %1313 ], [ %1059, %1247 ], [ %1059, %1196 ], [ %1059, %1191 ], [ %1059, %1185 ], [ %1059, %1180 ], [ %1059, %1178 ], [ %1059, %1082 ], [ %1059, %1073 ], [ %1059, %1067 ], [ %1059, %1207 ], [ %1059, %1204 ], [ %1059, %1217 ], [ %1059, %1214 ], [ %1059, %1099 ], [ %1059, %1110 ], [ %1059, %1226 ], [ %1059, %1258 ], [ %1312, %1311 ], [ %1059, %1237 ], [ %1059, %1242 ]
  %1326 = phi i32 [ %1063, %1315 ], [ %1063, %1313 ], [ %1251, %1247 ], [ %1063, %1196 ], [ %1063, %1191 ], [ %1063, %1185 ], [ %1063, %1180 ], [ %1063, %1178 ], [ %1063, %1082 ], [ %1063, %1073 ], [ %1063, %1067 ], [ %1063, %1207 ], [ %1063, %1204 ], [ %1063, %1217 ], [ %1063, %1214 ], [ %1063, %1099 ], [ %1063, %1110 ], [ %1231, %1226 ], [ %1063, %1258 ], [ %1063, %1311 ], [ %1063, %1237 ], [ %1063, %1242 ]
  %1327 = phi i32 [ %1062, %1315 ], [ %1062, %1313 ], [ %1253, %1247 ], [ %1062, %1196 ], [ %1062, %1191 ], [ %1062, %1185 ], [ %1062, %1180 ], [ %1062, %1178 ], [ %1062, %1082 ], [ %1062, %1073 ], [ %1062, %1067 ], [ %1062, %1207 ], [ %1062, %1204 ], [ %1062, %1217 ], [ %1062, %1214 ], [ %1062, %1099 ], [ %1062, %1110 ], [ %1234, %1226 ], [ %1062, %1258 ], [ %1062, %1311 ], [ %1062, %1237 ], [ %1062, %1242 ]
  %1328 = phi i32 [ %1320, %1315 ], [ %1314, %1313 ], [ %1256, %1247 ], [ %1061, %1196 ], [ %1061, %1191 ], [ %1061, %1185 ], [ %1061, %1180 ], [ %1116, %1178 ], [ %1083, %1082 ], [ %1080, %1073 ], [ %1071, %1067 ], [ %1200, %1207 ], [ %1200, %1204 ], [ %1210, %1217 ], [ %1210, %1214 ], [ %1061, %1099 ], [ %1103, %1110 ], [ %1061, %1226 ], [ %1259, %1258 ], [ %1259, %1311 ], [ %1061, %1237 ], [ %1246, %1242 ]
  %1329 = phi i32 [ %1064, %1315 ], [ %1064, %1313 ], [ %1255, %1247 ], [ %1198, %1196 ], [ %1064, %1191 ], [ %1064, %1185 ], [ %1064, %1180 ], [ %1122, %1178 ], [ %1086, %1082 ], [ %1074, %1073 ], [ %1068, %1067 ], [ %1208, %1207 ], [ %1206, %1204 ], [ %1218, %1217 ], [ %1216, %1214 ], [ %1064, %1099 ], [ %1064, %1110 ], [ %1236, %1226 ], [ %1064, %1258 ], [ %1064, %1311 ], [ %1238, %1237 ], [ %1238, %1242 ]
  %1330 = add i32 %1325, 1
  store i32 %1330, i32* @steps, align 4, !tbaa !1
  %1331 = icmp sgt i32 %1328, 1000
  br i1 %1331, label %1055, label %1058

1332:                                             ; preds = %1055, %1057, %1323, %1321, %1175, %1177, %1225, %1109, %1098, %1096, %1107, %1223
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 110, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 105, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 109, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 58, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1333 = load i8, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  %1334 = icmp eq i8 %1333, 0
  br i1 %1334, label %1341, label %1335

1335:                                             ; preds = %1332, %1335
  %1336 = phi i8 [ %1339, %1335 ], [ %1333, %1332 ]
  %1337 = phi i8* [ %1338, %1335 ], [ getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), %1332 ]
  %1338 = getelementptr inbounds i8, i8* %1337, i32 1
  store volatile i8 %1336, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1339 = load i8, i8* %1338, align 1, !tbaa !5
  %1340 = icmp eq i8 %1339, 0
  br i1 %1340, label %1341, label %1335, !llvm.loop !6

1341:                                             ; preds = %1335, %1332
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1342 = load i32, i32* @total_hash, align 4, !tbaa !1
  %1343 = mul i32 %1342, 31
  %1344 = add i32 %1343, 7
  br label %1511

1345:                                             ; preds = %1058
  %1346 = add nsw i32 %1061, -1
  %1347 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %1346
  %1348 = load i32, i32* %1347, align 4, !tbaa !1
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 114, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 108, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1349 = icmp slt i32 %1348, 0
  br i1 %1349, label %1350, label %1372

1350:                                             ; preds = %1345
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1351 = sub i32 0, %1348
  %1352 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %1352) #7
  br label %1353

1353:                                             ; preds = %1353, %1350
  %1354 = phi i32 [ %1351, %1350 ], [ %1357, %1353 ]
  %1355 = phi i32 [ 0, %1350 ], [ %1362, %1353 ]
  %1356 = freeze i32 %1354
  %1357 = udiv i32 %1356, 10
  %1358 = mul i32 %1357, 10
  %1359 = sub i32 %1356, %1358
  %1360 = trunc i32 %1359 to i8
  %1361 = or i8 %1360, 48
  %1362 = add nuw nsw i32 %1355, 1
  %1363 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %1355
  store i8 %1361, i8* %1363, align 1, !tbaa !5
  %1364 = icmp ult i32 %1354, 10
  br i1 %1364, label %1365, label %1353, !llvm.loop !39

1365:                                             ; preds = %1353, %1365
  %1366 = phi i32 [ %1367, %1365 ], [ %1362, %1353 ]
  %1367 = add nsw i32 %1366, -1
  %1368 = getelementptr inbounds [10 x i8], [10 x i8]* %7, i32 0, i32 %1367
  %1369 = load i8, i8* %1368, align 1, !tbaa !5
  store volatile i8 %1369, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1370 = icmp eq i32 %1367, 0
  br i1 %1370, label %1371, label %1365, !llvm.loop !40

1371:                                             ; preds = %1365
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %1352) #7
  br label %1393

1372:                                             ; preds = %1345
  %1373 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %1373) #7
  br label %1374

1374:                                             ; preds = %1374, %1372
  %1375 = phi i32 [ %1348, %1372 ], [ %1378, %1374 ]
  %1376 = phi i32 [ 0, %1372 ], [ %1383, %1374 ]
  %1377 = freeze i32 %1375
  %1378 = udiv i32 %1377, 10
  %1379 = mul i32 %1378, 10
  %1380 = sub i32 %1377, %1379
  %1381 = trunc i32 %1380 to i8
  %1382 = or i8 %1381, 48
  %1383 = add nuw nsw i32 %1376, 1
  %1384 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %1376
  store i8 %1382, i8* %1384, align 1, !tbaa !5
  %1385 = icmp ult i32 %1375, 10
  br i1 %1385, label %1386, label %1374, !llvm.loop !39

1386:                                             ; preds = %1374, %1386
  %1387 = phi i32 [ %1388, %1386 ], [ %1383, %1374 ]
  %1388 = add nsw i32 %1387, -1
  %1389 = getelementptr inbounds [10 x i8], [10 x i8]* %6, i32 0, i32 %1388
  %1390 = load i8, i8* %1389, align 1, !tbaa !5
  store volatile i8 %1390, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1391 = icmp eq i32 %1388, 0
  br i1 %1391, label %1392, label %1386, !llvm.loop !40

1392:                                             ; preds = %1386
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %1373) #7
  br label %1393

1393:                                             ; preds = %1371, %1392
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1394 = load i32, i32* @out_count, align 4, !tbaa !1
  %1395 = icmp slt i32 %1394, 0
  br i1 %1395, label %1396, label %1418

1396:                                             ; preds = %1393
  store volatile i8 45, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1397 = sub i32 0, %1394
  %1398 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %1398) #7
  br label %1399

1399:                                             ; preds = %1399, %1396
  %1400 = phi i32 [ %1397, %1396 ], [ %1403, %1399 ]
  %1401 = phi i32 [ 0, %1396 ], [ %1408, %1399 ]
  %1402 = freeze i32 %1400
  %1403 = udiv i32 %1402, 10
  %1404 = mul i32 %1403, 10
  %1405 = sub i32 %1402, %1404
  %1406 = trunc i32 %1405 to i8
  %1407 = or i8 %1406, 48
  %1408 = add nuw nsw i32 %1401, 1
  %1409 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %1401
  store i8 %1407, i8* %1409, align 1, !tbaa !5
  %1410 = icmp ult i32 %1400, 10
  br i1 %1410, label %1411, label %1399, !llvm.loop !39

1411:                                             ; preds = %1399, %1411
  %1412 = phi i32 [ %1413, %1411 ], [ %1408, %1399 ]
  %1413 = add nsw i32 %1412, -1
  %1414 = getelementptr inbounds [10 x i8], [10 x i8]* %5, i32 0, i32 %1413
  %1415 = load i8, i8* %1414, align 1, !tbaa !5
  store volatile i8 %1415, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1416 = icmp eq i32 %1413, 0
  br i1 %1416, label %1417, label %1411, !llvm.loop !40

1417:                                             ; preds = %1411
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %1398) #7
  br label %1439

1418:                                             ; preds = %1393
  %1419 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %1419) #7
  br label %1420

1420:                                             ; preds = %1420, %1418
  %1421 = phi i32 [ %1394, %1418 ], [ %1424, %1420 ]
  %1422 = phi i32 [ 0, %1418 ], [ %1429, %1420 ]
  %1423 = freeze i32 %1421
  %1424 = udiv i32 %1423, 10
  %1425 = mul i32 %1424, 10
  %1426 = sub i32 %1423, %1425
  %1427 = trunc i32 %1426 to i8
  %1428 = or i8 %1427, 48
  %1429 = add nuw nsw i32 %1422, 1
  %1430 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %1422
  store i8 %1428, i8* %1430, align 1, !tbaa !5
  %1431 = icmp ult i32 %1421, 10
  br i1 %1431, label %1432, label %1420, !llvm.loop !39

1432:                                             ; preds = %1420, %1432
  %1433 = phi i32 [ %1434, %1432 ], [ %1429, %1420 ]
  %1434 = add nsw i32 %1433, -1
  %1435 = getelementptr inbounds [10 x i8], [10 x i8]* %4, i32 0, i32 %1434
  %1436 = load i8, i8* %1435, align 1, !tbaa !5
  store volatile i8 %1436, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1437 = icmp eq i32 %1434, 0
  br i1 %1437, label %1438, label %1432, !llvm.loop !40

1438:                                             ; preds = %1432
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %1419) #7
  br label %1439

1439:                                             ; preds = %1417, %1438
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 111, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 117, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 95, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 97, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 104, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1440 = load i32, i32* @out_hash, align 4, !tbaa !1
  %1441 = lshr i32 %1440, 28
  %1442 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %1441
  %1443 = load i8, i8* %1442, align 1, !tbaa !5
  store volatile i8 %1443, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1444 = lshr i32 %1440, 24
  %1445 = and i32 %1444, 15
  %1446 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %1445
  %1447 = load i8, i8* %1446, align 1, !tbaa !5
  store volatile i8 %1447, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1448 = lshr i32 %1440, 20
  %1449 = and i32 %1448, 15
  %1450 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %1449
  %1451 = load i8, i8* %1450, align 1, !tbaa !5
  store volatile i8 %1451, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1452 = lshr i32 %1440, 16
  %1453 = and i32 %1452, 15
  %1454 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %1453
  %1455 = load i8, i8* %1454, align 1, !tbaa !5
  store volatile i8 %1455, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1456 = lshr i32 %1440, 12
  %1457 = and i32 %1456, 15
  %1458 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %1457
  %1459 = load i8, i8* %1458, align 1, !tbaa !5
  store volatile i8 %1459, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1460 = lshr i32 %1440, 8
  %1461 = and i32 %1460, 15
  %1462 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %1461
  %1463 = load i8, i8* %1462, align 1, !tbaa !5
  store volatile i8 %1463, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1464 = lshr i32 %1440, 4
  %1465 = and i32 %1464, 15
  %1466 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %1465
  %1467 = load i8, i8* %1466, align 1, !tbaa !5
  store volatile i8 %1467, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1468 = and i32 %1440, 15
  %1469 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %1468
  %1470 = load i8, i8* %1469, align 1, !tbaa !5
  store volatile i8 %1470, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 32, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 116, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 101, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 112, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 115, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  store volatile i8 61, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1471 = load i32, i32* @steps, align 4, !tbaa !1
  %1472 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %1472) #7
  br label %1473

1473:                                             ; preds = %1473, %1439
  %1474 = phi i32 [ %1471, %1439 ], [ %1477, %1473 ]
  %1475 = phi i32 [ 0, %1439 ], [ %1482, %1473 ]
  %1476 = freeze i32 %1474
  %1477 = udiv i32 %1476, 10
  %1478 = mul i32 %1477, 10
  %1479 = sub i32 %1476, %1478
  %1480 = trunc i32 %1479 to i8
  %1481 = or i8 %1480, 48
  %1482 = add nuw nsw i32 %1475, 1
  %1483 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %1475
  store i8 %1481, i8* %1483, align 1, !tbaa !5
  %1484 = icmp ult i32 %1474, 10
  br i1 %1484, label %1485, label %1473, !llvm.loop !39

1485:                                             ; preds = %1473, %1485
  %1486 = phi i32 [ %1487, %1485 ], [ %1482, %1473 ]
  %1487 = add nsw i32 %1486, -1
  %1488 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %1487
  %1489 = load i8, i8* %1488, align 1, !tbaa !5
  store volatile i8 %1489, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1490 = icmp eq i32 %1487, 0
  br i1 %1490, label %1491, label %1485, !llvm.loop !40

1491:                                             ; preds = %1485
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %1472) #7
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 16777216, !tbaa !5
  %1492 = load i32, i32* @total_hash, align 4, !tbaa !1
  %1493 = load i32, i32* @out_hash, align 4, !tbaa !1
  %1494 = xor i32 %1493, %1492
  %1495 = mul i32 %1494, 31
  %1496 = add i32 %1495, %1348
  %1497 = load i32, i32* @ncode, align 4, !tbaa !1
  %1498 = icmp sgt i32 %1497, 0
  br i1 %1498, label %1499, label %1508

1499:                                             ; preds = %1491, %1499
  %1500 = phi i32 [ %1506, %1499 ], [ 0, %1491 ]
  %1501 = phi i32 [ %1505, %1499 ], [ -2128831035, %1491 ]
  %1502 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %1500
  %1503 = load i32, i32* %1502, align 4, !tbaa !1
  %1504 = xor i32 %1503, %1501
  %1505 = mul i32 %1504, 16777619
  %1506 = add nuw nsw i32 %1500, 1
  %1507 = icmp eq i32 %1506, %1497
  br i1 %1507, label %1508, label %1499, !llvm.loop !42

1508:                                             ; preds = %1499, %1491
  %1509 = phi i32 [ -2128831035, %1491 ], [ %1505, %1499 ]
  %1510 = add i32 %1496, %1509
  br label %1511

1511:                                             ; preds = %1341, %1508, %822
  %1512 = phi i32 [ %824, %822 ], [ %1344, %1341 ], [ %1510, %1508 ]
  store i32 %1512, i32* @total_hash, align 4, !tbaa !1
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind
define internal fastcc void @error_at(i32 noundef signext %0, i8* nocapture noundef readonly %1, i8* noundef readonly %2) unnamed_addr #2 {
  %4 = load i1, i1* @failed, align 4
  br i1 %4, label %47, label %5

5:                                                ; preds = %3
  store i1 true, i1* @failed, align 4
  store i32 %0, i32* @err_line, align 4, !tbaa !1
  %6 = load i8, i8* %1, align 1, !tbaa !5
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %11, %5
  %9 = phi i32 [ 0, %5 ], [ %15, %11 ]
  %10 = icmp eq i8* %2, null
  br i1 %10, label %44, label %22

11:                                               ; preds = %5, %11
  %12 = phi i8 [ %18, %11 ], [ %6, %5 ]
  %13 = phi i8* [ %17, %11 ], [ %1, %5 ]
  %14 = phi i32 [ %15, %11 ], [ 0, %5 ]
  %15 = add nuw nsw i32 %14, 1
  %16 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %14
  store i8 %12, i8* %16, align 1, !tbaa !5
  %17 = getelementptr inbounds i8, i8* %13, i32 1
  %18 = load i8, i8* %17, align 1, !tbaa !5
  %19 = icmp ne i8 %18, 0
  %20 = icmp ult i32 %14, 79
  %21 = select i1 %19, i1 %20, i1 false
  br i1 %21, label %11, label %8, !llvm.loop !47

22:                                               ; preds = %8
  %23 = add nuw nsw i32 %9, 1
  %24 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %9
  store i8 32, i8* %24, align 1, !tbaa !5
  %25 = add nuw nsw i32 %9, 2
  %26 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %23
  store i8 39, i8* %26, align 1, !tbaa !5
  %27 = load i8, i8* %2, align 1, !tbaa !5
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %29, label %33

29:                                               ; preds = %33, %22
  %30 = phi i32 [ %25, %22 ], [ %37, %33 ]
  %31 = add nuw nsw i32 %30, 1
  %32 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %30
  store i8 39, i8* %32, align 1, !tbaa !5
  br label %44

33:                                               ; preds = %22, %33
  %34 = phi i8 [ %40, %33 ], [ %27, %22 ]
  %35 = phi i8* [ %39, %33 ], [ %2, %22 ]
  %36 = phi i32 [ %37, %33 ], [ %25, %22 ]
  %37 = add nuw nsw i32 %36, 1
  %38 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %36
  store i8 %34, i8* %38, align 1, !tbaa !5
  %39 = getelementptr inbounds i8, i8* %35, i32 1
  %40 = load i8, i8* %39, align 1, !tbaa !5
  %41 = icmp ne i8 %40, 0
  %42 = icmp ult i32 %36, 91
  %43 = select i1 %41, i1 %42, i1 false
  br i1 %43, label %33, label %29, !llvm.loop !19

44:                                               ; preds = %29, %8
  %45 = phi i32 [ %31, %29 ], [ %9, %8 ]
  %46 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %45
  store i8 0, i8* %46, align 1, !tbaa !5
  br label %47

47:                                               ; preds = %3, %44
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal fastcc void @expect(i32 noundef signext %0, i8* noundef readonly %1) unnamed_addr #2 {
  %3 = load i32, i32* @pos, align 4, !tbaa !1
  %4 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %3, i32 0
  %5 = load i8, i8* %4, align 4, !tbaa !10
  %6 = zext i8 %5 to i32
  %7 = icmp eq i32 %6, %0
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = add nsw i32 %3, 1
  store i32 %9, i32* @pos, align 4, !tbaa !1
  br label %38

10:                                               ; preds = %2
  %11 = load i1, i1* @failed, align 4
  br i1 %11, label %38, label %12

12:                                               ; preds = %10
  %13 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %3, i32 1
  %14 = load i16, i16* %13, align 2, !tbaa !13
  %15 = zext i16 %14 to i32
  store i1 true, i1* @failed, align 4
  store i32 %15, i32* @err_line, align 4, !tbaa !1
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  %16 = icmp eq i8* %1, null
  br i1 %16, label %35, label %17

17:                                               ; preds = %12
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  %18 = load i8, i8* %1, align 1, !tbaa !5
  %19 = icmp eq i8 %18, 0
  br i1 %19, label %20, label %24

20:                                               ; preds = %24, %17
  %21 = phi i32 [ 10, %17 ], [ %28, %24 ]
  %22 = add nuw nsw i32 %21, 1
  %23 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %21
  store i8 39, i8* %23, align 1, !tbaa !5
  br label %35

24:                                               ; preds = %17, %24
  %25 = phi i8 [ %31, %24 ], [ %18, %17 ]
  %26 = phi i8* [ %30, %24 ], [ %1, %17 ]
  %27 = phi i32 [ %28, %24 ], [ 10, %17 ]
  %28 = add nuw nsw i32 %27, 1
  %29 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %27
  store i8 %25, i8* %29, align 1, !tbaa !5
  %30 = getelementptr inbounds i8, i8* %26, i32 1
  %31 = load i8, i8* %30, align 1, !tbaa !5
  %32 = icmp ne i8 %31, 0
  %33 = icmp ult i32 %27, 91
  %34 = select i1 %32, i1 %33, i1 false
  br i1 %34, label %24, label %20, !llvm.loop !19

35:                                               ; preds = %20, %12
  %36 = phi i32 [ %22, %20 ], [ 8, %12 ]
  %37 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %36
  store i8 0, i8* %37, align 1, !tbaa !5
  br label %38

38:                                               ; preds = %35, %10, %8
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define internal fastcc i32 @declare_func(i8* nocapture noundef readonly %0, i32 noundef signext %1) unnamed_addr #2 {
  %3 = load i32, i32* @nfuncs, align 4, !tbaa !1
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %34

5:                                                ; preds = %2, %26
  %6 = phi i32 [ %27, %26 ], [ 0, %2 ]
  %7 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %6, i32 0, i32 0
  %8 = load i8, i8* %7, align 4, !tbaa !5
  %9 = icmp eq i8 %8, 0
  br i1 %9, label %21, label %10

10:                                               ; preds = %5, %16
  %11 = phi i8 [ %19, %16 ], [ %8, %5 ]
  %12 = phi i8* [ %18, %16 ], [ %0, %5 ]
  %13 = phi i8* [ %17, %16 ], [ %7, %5 ]
  %14 = load i8, i8* %12, align 1, !tbaa !5
  %15 = icmp eq i8 %11, %14
  br i1 %15, label %16, label %21

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8, i8* %13, i32 1
  %18 = getelementptr inbounds i8, i8* %12, i32 1
  %19 = load i8, i8* %17, align 1, !tbaa !5
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %21, label %10, !llvm.loop !34

21:                                               ; preds = %16, %10, %5
  %22 = phi i8* [ %0, %5 ], [ %18, %16 ], [ %12, %10 ]
  %23 = phi i8 [ 0, %5 ], [ 0, %16 ], [ %11, %10 ]
  %24 = load i8, i8* %22, align 1, !tbaa !5
  %25 = icmp eq i8 %23, %24
  br i1 %25, label %57, label %26

26:                                               ; preds = %21
  %27 = add nuw nsw i32 %6, 1
  %28 = icmp eq i32 %27, %3
  br i1 %28, label %29, label %5, !llvm.loop !35

29:                                               ; preds = %26
  %30 = icmp sgt i32 %3, 31
  br i1 %30, label %31, label %34

31:                                               ; preds = %29
  %32 = load i1, i1* @failed, align 4
  br i1 %32, label %57, label %33

33:                                               ; preds = %31
  store i1 true, i1* @failed, align 4
  store i32 %1, i32* @err_line, align 4, !tbaa !1
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 121, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 102, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 117, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 105, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  store i8 115, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 17), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 18), align 2, !tbaa !5
  br label %57

34:                                               ; preds = %2, %29
  %35 = add nsw i32 %3, 1
  store i32 %35, i32* @nfuncs, align 4, !tbaa !1
  %36 = load i8, i8* %0, align 1, !tbaa !5
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %48, label %38

38:                                               ; preds = %34, %38
  %39 = phi i8 [ %44, %38 ], [ %36, %34 ]
  %40 = phi i32 [ %42, %38 ], [ 0, %34 ]
  %41 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %3, i32 0, i32 %40
  store i8 %39, i8* %41, align 1, !tbaa !5
  %42 = add nuw nsw i32 %40, 1
  %43 = getelementptr inbounds i8, i8* %0, i32 %42
  %44 = load i8, i8* %43, align 1, !tbaa !5
  %45 = icmp ne i8 %44, 0
  %46 = icmp ult i32 %40, 14
  %47 = select i1 %45, i1 %46, i1 false
  br i1 %47, label %38, label %48, !llvm.loop !16

48:                                               ; preds = %38, %34
  %49 = phi i32 [ 0, %34 ], [ %42, %38 ]
  %50 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %3, i32 0, i32 %49
  store i8 0, i8* %50, align 1, !tbaa !5
  %51 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %3, i32 1
  store i32 -1, i32* %51, align 4, !tbaa !24
  %52 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %3, i32 2
  store i32 0, i32* %52, align 4, !tbaa !26
  %53 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %3, i32 3
  store i32 -1, i32* %53, align 4, !tbaa !25
  %54 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %3, i32 4
  store i32 -1, i32* %54, align 4, !tbaa !37
  %55 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %3, i32 5
  store i32 0, i32* %55, align 4, !tbaa !20
  %56 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %3, i32 6
  store i32 %1, i32* %56, align 4, !tbaa !22
  br label %57

57:                                               ; preds = %21, %33, %31, %48
  %58 = phi i32 [ %3, %48 ], [ 0, %31 ], [ 0, %33 ], [ %6, %21 ]
  ret i32 %58
}

; Function Attrs: nofree nosync nounwind
define internal fastcc i32 @parse_block() unnamed_addr #3 {
  %1 = load i32, i32* @pos, align 4, !tbaa !1
  %2 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %1, i32 1
  %3 = load i16, i16* %2, align 2, !tbaa !13
  %4 = zext i16 %3 to i32
  %5 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %1, i32 0
  %6 = load i8, i8* %5, align 4, !tbaa !10
  %7 = icmp eq i8 %6, 12
  br i1 %7, label %8, label %10

8:                                                ; preds = %0
  %9 = add nsw i32 %1, 1
  store i32 %9, i32* @pos, align 4, !tbaa !1
  br label %13

10:                                               ; preds = %0
  %11 = load i1, i1* @failed, align 4
  br i1 %11, label %13, label %12

12:                                               ; preds = %10
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 123, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  br label %13

13:                                               ; preds = %8, %10, %12
  %14 = phi i32 [ %9, %8 ], [ %1, %10 ], [ %1, %12 ]
  %15 = load i32, i32* @nnodes, align 4, !tbaa !1
  %16 = icmp sgt i32 %15, 4095
  br i1 %16, label %17, label %22

17:                                               ; preds = %13
  %18 = load i1, i1* @failed, align 4
  br i1 %18, label %20, label %19

19:                                               ; preds = %17
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 17), align 1, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 18), align 2, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 19), align 1, !tbaa !5
  br label %20

20:                                               ; preds = %17, %19
  %21 = load i32, i32* @nlocals, align 4, !tbaa !1
  br label %48

22:                                               ; preds = %13
  %23 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %15, i32 0
  store i8 16, i8* %23, align 4, !tbaa !28
  %24 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %15, i32 1
  store i16 %3, i16* %24, align 2, !tbaa !31
  %25 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %15, i32 2
  store i32 0, i32* %25, align 4, !tbaa !30
  %26 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %15, i32 3
  %27 = add nsw i32 %15, 1
  %28 = bitcast i16* %26 to i64*
  store i64 -1, i64* %28, align 4
  store i32 %27, i32* @nnodes, align 4, !tbaa !1
  %29 = load i1, i1* @failed, align 4
  %30 = load i32, i32* @nlocals, align 4, !tbaa !1
  br i1 %29, label %48, label %31

31:                                               ; preds = %22
  %32 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %15, i32 3
  br label %33

33:                                               ; preds = %45, %31
  %34 = phi i32 [ %14, %31 ], [ %47, %45 ]
  %35 = phi i32 [ -1, %31 ], [ %39, %45 ]
  %36 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %34, i32 0
  %37 = load i8, i8* %36, align 4, !tbaa !10
  switch i8 %37, label %38 [
    i8 13, label %55
    i8 0, label %60
  ]

38:                                               ; preds = %33
  %39 = tail call fastcc i32 @parse_statement()
  %40 = icmp slt i32 %35, 0
  %41 = trunc i32 %39 to i16
  br i1 %40, label %42, label %43

42:                                               ; preds = %38
  store i16 %41, i16* %32, align 4, !tbaa !48
  br label %45

43:                                               ; preds = %38
  %44 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %35, i32 6
  store i16 %41, i16* %44, align 2, !tbaa !49
  br label %45

45:                                               ; preds = %43, %42
  %46 = load i1, i1* @failed, align 4
  %47 = load i32, i32* @pos, align 4, !tbaa !1
  br i1 %46, label %48, label %33, !llvm.loop !50

48:                                               ; preds = %45, %20, %22
  %49 = phi i32 [ %30, %22 ], [ %21, %20 ], [ %30, %45 ]
  %50 = phi i32 [ %15, %22 ], [ 0, %20 ], [ %15, %45 ]
  %51 = phi i32 [ %14, %22 ], [ %14, %20 ], [ %47, %45 ]
  %52 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %51, i32 0
  %53 = load i8, i8* %52, align 4, !tbaa !10
  %54 = icmp eq i8 %53, 13
  br i1 %54, label %55, label %64

55:                                               ; preds = %33, %48
  %56 = phi i32 [ %49, %48 ], [ %30, %33 ]
  %57 = phi i32 [ %50, %48 ], [ %15, %33 ]
  %58 = phi i32 [ %51, %48 ], [ %34, %33 ]
  %59 = add nsw i32 %58, 1
  store i32 %59, i32* @pos, align 4, !tbaa !1
  br label %64

60:                                               ; preds = %33
  %61 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %34, i32 1
  %62 = load i16, i16* %61, align 2, !tbaa !13
  %63 = zext i16 %62 to i32
  store i1 true, i1* @failed, align 4
  store i32 %63, i32* @err_line, align 4, !tbaa !1
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 125, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  br label %64

64:                                               ; preds = %48, %55, %60
  %65 = phi i32 [ %49, %48 ], [ %56, %55 ], [ %30, %60 ]
  %66 = phi i32 [ %50, %48 ], [ %57, %55 ], [ %15, %60 ]
  store i32 %65, i32* @nlocals, align 4, !tbaa !1
  ret i32 %66
}

; Function Attrs: nofree norecurse nosync nounwind
define internal fastcc i32 @new_node(i32 noundef signext %0, i32 noundef signext %1) unnamed_addr #2 {
  %3 = load i32, i32* @nnodes, align 4, !tbaa !1
  %4 = icmp sgt i32 %3, 4095
  br i1 %4, label %5, label %8

5:                                                ; preds = %2
  %6 = load i1, i1* @failed, align 4
  br i1 %6, label %17, label %7

7:                                                ; preds = %5
  store i1 true, i1* @failed, align 4
  store i32 %1, i32* @err_line, align 4, !tbaa !1
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 17), align 1, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 18), align 2, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 19), align 1, !tbaa !5
  br label %17

8:                                                ; preds = %2
  %9 = trunc i32 %0 to i8
  %10 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 0
  store i8 %9, i8* %10, align 4, !tbaa !28
  %11 = trunc i32 %1 to i16
  %12 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 1
  store i16 %11, i16* %12, align 2, !tbaa !31
  %13 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 2
  store i32 0, i32* %13, align 4, !tbaa !30
  %14 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 3
  %15 = add nsw i32 %3, 1
  %16 = bitcast i16* %14 to i64*
  store i64 -1, i64* %16, align 4
  store i32 %15, i32* @nnodes, align 4, !tbaa !1
  br label %17

17:                                               ; preds = %7, %5, %8
  %18 = phi i32 [ %3, %8 ], [ 0, %5 ], [ 0, %7 ]
  ret i32 %18
}

; Function Attrs: nofree nosync nounwind
define internal fastcc i32 @parse_statement() unnamed_addr #3 {
  %1 = load i32, i32* @pos, align 4, !tbaa !1
  %2 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %1, i32 1
  %3 = load i16, i16* %2, align 2, !tbaa !13
  %4 = zext i16 %3 to i32
  %5 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %1, i32 0
  %6 = load i8, i8* %5, align 4, !tbaa !10
  switch i8 %6, label %261 [
    i8 4, label %7
    i8 5, label %86
    i8 7, label %152
    i8 8, label %199
    i8 9, label %235
    i8 12, label %241
    i8 2, label %243
  ]

7:                                                ; preds = %0
  %8 = add nsw i32 %1, 1
  store i32 %8, i32* @pos, align 4, !tbaa !1
  %9 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %8, i32 0
  %10 = load i8, i8* %9, align 4, !tbaa !10
  %11 = icmp eq i8 %10, 2
  br i1 %11, label %12, label %14

12:                                               ; preds = %7
  %13 = add nsw i32 %1, 2
  store i32 %13, i32* @pos, align 4, !tbaa !1
  br label %20

14:                                               ; preds = %7
  %15 = load i1, i1* @failed, align 4
  br i1 %15, label %20, label %16

16:                                               ; preds = %14
  %17 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %8, i32 1
  %18 = load i16, i16* %17, align 2, !tbaa !13
  %19 = zext i16 %18 to i32
  store i1 true, i1* @failed, align 4
  store i32 %19, i32* @err_line, align 4, !tbaa !1
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 17), align 1, !tbaa !5
  br label %20

20:                                               ; preds = %12, %14, %16
  %21 = phi i32 [ %13, %12 ], [ %8, %14 ], [ %8, %16 ]
  %22 = load i32, i32* @nnodes, align 4, !tbaa !1
  %23 = icmp sgt i32 %22, 4095
  br i1 %23, label %24, label %27

24:                                               ; preds = %20
  %25 = load i1, i1* @failed, align 4
  br i1 %25, label %34, label %26

26:                                               ; preds = %24
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 17), align 1, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 18), align 2, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 19), align 1, !tbaa !5
  br label %34

27:                                               ; preds = %20
  %28 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %22, i32 0
  store i8 10, i8* %28, align 4, !tbaa !28
  %29 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %22, i32 1
  store i16 %3, i16* %29, align 2, !tbaa !31
  %30 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %22, i32 2
  store i32 0, i32* %30, align 4, !tbaa !30
  %31 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %22, i32 3
  %32 = add nsw i32 %22, 1
  %33 = bitcast i16* %31 to i64*
  store i64 -1, i64* %33, align 4
  store i32 %32, i32* @nnodes, align 4, !tbaa !1
  br label %34

34:                                               ; preds = %24, %26, %27
  %35 = phi i32 [ %22, %27 ], [ 0, %24 ], [ 0, %26 ]
  %36 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %21, i32 0
  %37 = load i8, i8* %36, align 4, !tbaa !10
  %38 = icmp eq i8 %37, 18
  br i1 %38, label %39, label %44

39:                                               ; preds = %34
  %40 = add nsw i32 %21, 1
  store i32 %40, i32* @pos, align 4, !tbaa !1
  %41 = tail call fastcc i32 @parse_binary(i32 noundef signext 1) #7
  %42 = trunc i32 %41 to i16
  %43 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %35, i32 3
  store i16 %42, i16* %43, align 4, !tbaa !48
  br label %44

44:                                               ; preds = %34, %39
  %45 = load i32, i32* @nlocals, align 4, !tbaa !1
  %46 = icmp sgt i32 %45, 15
  br i1 %46, label %47, label %50

47:                                               ; preds = %44
  %48 = load i1, i1* @failed, align 4
  br i1 %48, label %71, label %49

49:                                               ; preds = %47
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 121, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 115, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  br label %71

50:                                               ; preds = %44
  %51 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %8, i32 3, i32 0
  %52 = load i8, i8* %51, align 4, !tbaa !5
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %64, label %54

54:                                               ; preds = %50, %54
  %55 = phi i8 [ %60, %54 ], [ %52, %50 ]
  %56 = phi i32 [ %58, %54 ], [ 0, %50 ]
  %57 = getelementptr inbounds [16 x [16 x i8]], [16 x [16 x i8]]* @local_names, i32 0, i32 %45, i32 %56
  store i8 %55, i8* %57, align 1, !tbaa !5
  %58 = add nuw nsw i32 %56, 1
  %59 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %8, i32 3, i32 %58
  %60 = load i8, i8* %59, align 1, !tbaa !5
  %61 = icmp ne i8 %60, 0
  %62 = icmp ult i32 %56, 14
  %63 = select i1 %61, i1 %62, i1 false
  br i1 %63, label %54, label %64, !llvm.loop !16

64:                                               ; preds = %54, %50
  %65 = phi i32 [ 0, %50 ], [ %58, %54 ]
  %66 = getelementptr inbounds [16 x [16 x i8]], [16 x [16 x i8]]* @local_names, i32 0, i32 %45, i32 %65
  store i8 0, i8* %66, align 1, !tbaa !5
  %67 = add nsw i32 %45, 1
  store i32 %67, i32* @nlocals, align 4, !tbaa !1
  %68 = load i32, i32* @max_locals, align 4, !tbaa !1
  %69 = icmp slt i32 %45, %68
  br i1 %69, label %71, label %70

70:                                               ; preds = %64
  store i32 %67, i32* @max_locals, align 4, !tbaa !1
  br label %71

71:                                               ; preds = %47, %49, %64, %70
  %72 = phi i32 [ 0, %47 ], [ 0, %49 ], [ %45, %70 ], [ %45, %64 ]
  %73 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %35, i32 2
  store i32 %72, i32* %73, align 4, !tbaa !30
  %74 = load i32, i32* @pos, align 4, !tbaa !1
  %75 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %74, i32 0
  %76 = load i8, i8* %75, align 4, !tbaa !10
  %77 = icmp eq i8 %76, 17
  br i1 %77, label %78, label %80

78:                                               ; preds = %71
  %79 = add nsw i32 %74, 1
  store i32 %79, i32* @pos, align 4, !tbaa !1
  br label %142

80:                                               ; preds = %71
  %81 = load i1, i1* @failed, align 4
  br i1 %81, label %142, label %82

82:                                               ; preds = %80
  %83 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %74, i32 1
  %84 = load i16, i16* %83, align 2, !tbaa !13
  %85 = zext i16 %84 to i32
  store i1 true, i1* @failed, align 4
  store i32 %85, i32* @err_line, align 4, !tbaa !1
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 59, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  br label %142

86:                                               ; preds = %0
  %87 = add nsw i32 %1, 1
  store i32 %87, i32* @pos, align 4, !tbaa !1
  %88 = load i32, i32* @nnodes, align 4, !tbaa !1
  %89 = icmp sgt i32 %88, 4095
  br i1 %89, label %90, label %93

90:                                               ; preds = %86
  %91 = load i1, i1* @failed, align 4
  br i1 %91, label %100, label %92

92:                                               ; preds = %90
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 17), align 1, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 18), align 2, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 19), align 1, !tbaa !5
  br label %100

93:                                               ; preds = %86
  %94 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %88, i32 0
  store i8 11, i8* %94, align 4, !tbaa !28
  %95 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %88, i32 1
  store i16 %3, i16* %95, align 2, !tbaa !31
  %96 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %88, i32 2
  store i32 0, i32* %96, align 4, !tbaa !30
  %97 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %88, i32 3
  %98 = add nsw i32 %88, 1
  %99 = bitcast i16* %97 to i64*
  store i64 -1, i64* %99, align 4
  store i32 %98, i32* @nnodes, align 4, !tbaa !1
  br label %100

100:                                              ; preds = %90, %92, %93
  %101 = phi i32 [ %88, %93 ], [ 0, %90 ], [ 0, %92 ]
  %102 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %87, i32 0
  %103 = load i8, i8* %102, align 4, !tbaa !10
  %104 = icmp eq i8 %103, 10
  br i1 %104, label %105, label %107

105:                                              ; preds = %100
  %106 = add nsw i32 %1, 2
  store i32 %106, i32* @pos, align 4, !tbaa !1
  br label %113

107:                                              ; preds = %100
  %108 = load i1, i1* @failed, align 4
  br i1 %108, label %113, label %109

109:                                              ; preds = %107
  %110 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %87, i32 1
  %111 = load i16, i16* %110, align 2, !tbaa !13
  %112 = zext i16 %111 to i32
  store i1 true, i1* @failed, align 4
  store i32 %112, i32* @err_line, align 4, !tbaa !1
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 40, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  br label %113

113:                                              ; preds = %105, %107, %109
  %114 = tail call fastcc i32 @parse_binary(i32 noundef signext 1) #7
  %115 = trunc i32 %114 to i16
  %116 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %101, i32 3
  store i16 %115, i16* %116, align 4, !tbaa !48
  %117 = load i32, i32* @pos, align 4, !tbaa !1
  %118 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %117, i32 0
  %119 = load i8, i8* %118, align 4, !tbaa !10
  %120 = icmp eq i8 %119, 11
  br i1 %120, label %121, label %123

121:                                              ; preds = %113
  %122 = add nsw i32 %117, 1
  store i32 %122, i32* @pos, align 4, !tbaa !1
  br label %129

123:                                              ; preds = %113
  %124 = load i1, i1* @failed, align 4
  br i1 %124, label %129, label %125

125:                                              ; preds = %123
  %126 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %117, i32 1
  %127 = load i16, i16* %126, align 2, !tbaa !13
  %128 = zext i16 %127 to i32
  store i1 true, i1* @failed, align 4
  store i32 %128, i32* @err_line, align 4, !tbaa !1
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 41, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  br label %129

129:                                              ; preds = %121, %123, %125
  %130 = tail call fastcc i32 @parse_block()
  %131 = trunc i32 %130 to i16
  %132 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %101, i32 4
  store i16 %131, i16* %132, align 2, !tbaa !32
  %133 = load i32, i32* @pos, align 4, !tbaa !1
  %134 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %133, i32 0
  %135 = load i8, i8* %134, align 4, !tbaa !10
  %136 = icmp eq i8 %135, 6
  br i1 %136, label %137, label %142

137:                                              ; preds = %129
  %138 = add nsw i32 %133, 1
  store i32 %138, i32* @pos, align 4, !tbaa !1
  %139 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %138, i32 0
  %140 = load i8, i8* %139, align 4, !tbaa !10
  %141 = icmp eq i8 %140, 5
  br i1 %141, label %144, label %148

142:                                              ; preds = %195, %235, %241, %254, %148, %280, %271, %78, %80, %82, %226, %229, %231, %129, %144
  %143 = phi i32 [ %101, %144 ], [ %167, %195 ], [ %237, %235 ], [ %242, %241 ], [ %256, %254 ], [ %101, %148 ], [ %273, %271 ], [ %281, %280 ], [ %35, %78 ], [ %35, %80 ], [ %35, %82 ], [ %214, %226 ], [ %214, %229 ], [ %214, %231 ], [ %101, %129 ]
  ret i32 %143

144:                                              ; preds = %137
  %145 = tail call fastcc i32 @parse_statement()
  %146 = trunc i32 %145 to i16
  %147 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %101, i32 5
  store i16 %146, i16* %147, align 4, !tbaa !51
  br label %142

148:                                              ; preds = %137
  %149 = tail call fastcc i32 @parse_block()
  %150 = trunc i32 %149 to i16
  %151 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %101, i32 5
  store i16 %150, i16* %151, align 4, !tbaa !51
  br label %142

152:                                              ; preds = %0
  %153 = add nsw i32 %1, 1
  store i32 %153, i32* @pos, align 4, !tbaa !1
  %154 = load i32, i32* @nnodes, align 4, !tbaa !1
  %155 = icmp sgt i32 %154, 4095
  br i1 %155, label %156, label %159

156:                                              ; preds = %152
  %157 = load i1, i1* @failed, align 4
  br i1 %157, label %166, label %158

158:                                              ; preds = %156
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 17), align 1, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 18), align 2, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 19), align 1, !tbaa !5
  br label %166

159:                                              ; preds = %152
  %160 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %154, i32 0
  store i8 12, i8* %160, align 4, !tbaa !28
  %161 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %154, i32 1
  store i16 %3, i16* %161, align 2, !tbaa !31
  %162 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %154, i32 2
  store i32 0, i32* %162, align 4, !tbaa !30
  %163 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %154, i32 3
  %164 = add nsw i32 %154, 1
  %165 = bitcast i16* %163 to i64*
  store i64 -1, i64* %165, align 4
  store i32 %164, i32* @nnodes, align 4, !tbaa !1
  br label %166

166:                                              ; preds = %156, %158, %159
  %167 = phi i32 [ %154, %159 ], [ 0, %156 ], [ 0, %158 ]
  %168 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %153, i32 0
  %169 = load i8, i8* %168, align 4, !tbaa !10
  %170 = icmp eq i8 %169, 10
  br i1 %170, label %171, label %173

171:                                              ; preds = %166
  %172 = add nsw i32 %1, 2
  store i32 %172, i32* @pos, align 4, !tbaa !1
  br label %179

173:                                              ; preds = %166
  %174 = load i1, i1* @failed, align 4
  br i1 %174, label %179, label %175

175:                                              ; preds = %173
  %176 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %153, i32 1
  %177 = load i16, i16* %176, align 2, !tbaa !13
  %178 = zext i16 %177 to i32
  store i1 true, i1* @failed, align 4
  store i32 %178, i32* @err_line, align 4, !tbaa !1
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 40, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  br label %179

179:                                              ; preds = %171, %173, %175
  %180 = tail call fastcc i32 @parse_binary(i32 noundef signext 1) #7
  %181 = trunc i32 %180 to i16
  %182 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %167, i32 3
  store i16 %181, i16* %182, align 4, !tbaa !48
  %183 = load i32, i32* @pos, align 4, !tbaa !1
  %184 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %183, i32 0
  %185 = load i8, i8* %184, align 4, !tbaa !10
  %186 = icmp eq i8 %185, 11
  br i1 %186, label %187, label %189

187:                                              ; preds = %179
  %188 = add nsw i32 %183, 1
  store i32 %188, i32* @pos, align 4, !tbaa !1
  br label %195

189:                                              ; preds = %179
  %190 = load i1, i1* @failed, align 4
  br i1 %190, label %195, label %191

191:                                              ; preds = %189
  %192 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %183, i32 1
  %193 = load i16, i16* %192, align 2, !tbaa !13
  %194 = zext i16 %193 to i32
  store i1 true, i1* @failed, align 4
  store i32 %194, i32* @err_line, align 4, !tbaa !1
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 41, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  br label %195

195:                                              ; preds = %187, %189, %191
  %196 = tail call fastcc i32 @parse_block()
  %197 = trunc i32 %196 to i16
  %198 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %167, i32 4
  store i16 %197, i16* %198, align 2, !tbaa !32
  br label %142

199:                                              ; preds = %0
  %200 = add nsw i32 %1, 1
  store i32 %200, i32* @pos, align 4, !tbaa !1
  %201 = load i32, i32* @nnodes, align 4, !tbaa !1
  %202 = icmp sgt i32 %201, 4095
  br i1 %202, label %203, label %206

203:                                              ; preds = %199
  %204 = load i1, i1* @failed, align 4
  br i1 %204, label %213, label %205

205:                                              ; preds = %203
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 17), align 1, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 18), align 2, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 19), align 1, !tbaa !5
  br label %213

206:                                              ; preds = %199
  %207 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %201, i32 0
  store i8 13, i8* %207, align 4, !tbaa !28
  %208 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %201, i32 1
  store i16 %3, i16* %208, align 2, !tbaa !31
  %209 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %201, i32 2
  store i32 0, i32* %209, align 4, !tbaa !30
  %210 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %201, i32 3
  %211 = add nsw i32 %201, 1
  %212 = bitcast i16* %210 to i64*
  store i64 -1, i64* %212, align 4
  store i32 %211, i32* @nnodes, align 4, !tbaa !1
  br label %213

213:                                              ; preds = %203, %205, %206
  %214 = phi i32 [ %201, %206 ], [ 0, %203 ], [ 0, %205 ]
  %215 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %200, i32 0
  %216 = load i8, i8* %215, align 4, !tbaa !10
  %217 = icmp eq i8 %216, 17
  br i1 %217, label %226, label %218

218:                                              ; preds = %213
  %219 = tail call fastcc i32 @parse_binary(i32 noundef signext 1) #7
  %220 = trunc i32 %219 to i16
  %221 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %214, i32 3
  store i16 %220, i16* %221, align 4, !tbaa !48
  %222 = load i32, i32* @pos, align 4, !tbaa !1
  %223 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %222, i32 0
  %224 = load i8, i8* %223, align 4, !tbaa !10
  %225 = icmp eq i8 %224, 17
  br i1 %225, label %226, label %229

226:                                              ; preds = %213, %218
  %227 = phi i32 [ %222, %218 ], [ %200, %213 ]
  %228 = add nsw i32 %227, 1
  store i32 %228, i32* @pos, align 4, !tbaa !1
  br label %142

229:                                              ; preds = %218
  %230 = load i1, i1* @failed, align 4
  br i1 %230, label %142, label %231

231:                                              ; preds = %229
  %232 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %222, i32 1
  %233 = load i16, i16* %232, align 2, !tbaa !13
  %234 = zext i16 %233 to i32
  store i1 true, i1* @failed, align 4
  store i32 %234, i32* @err_line, align 4, !tbaa !1
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 59, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  br label %142

235:                                              ; preds = %0
  %236 = add nsw i32 %1, 1
  store i32 %236, i32* @pos, align 4, !tbaa !1
  %237 = tail call fastcc i32 @new_node(i32 noundef signext 14, i32 noundef signext %4)
  tail call fastcc void @expect(i32 noundef signext 10, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.41, i32 0, i32 0))
  %238 = tail call fastcc i32 @parse_binary(i32 noundef signext 1) #7
  %239 = trunc i32 %238 to i16
  %240 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %237, i32 3
  store i16 %239, i16* %240, align 4, !tbaa !48
  tail call fastcc void @expect(i32 noundef signext 11, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.43, i32 0, i32 0))
  tail call fastcc void @expect(i32 noundef signext 17, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.52, i32 0, i32 0))
  br label %142

241:                                              ; preds = %0
  %242 = tail call fastcc i32 @parse_block()
  br label %142

243:                                              ; preds = %0
  %244 = add nsw i32 %1, 1
  %245 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %244, i32 0
  %246 = load i8, i8* %245, align 4, !tbaa !10
  %247 = icmp eq i8 %246, 18
  br i1 %247, label %248, label %261

248:                                              ; preds = %243
  %249 = add nsw i32 %1, 2
  store i32 %249, i32* @pos, align 4, !tbaa !1
  %250 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %1, i32 3, i32 0
  %251 = tail call fastcc i32 @find_local(i8* noundef nonnull %250)
  %252 = icmp slt i32 %251, 0
  br i1 %252, label %253, label %254

253:                                              ; preds = %248
  tail call fastcc void @error_at(i32 noundef signext %4, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i32 0, i32 0), i8* noundef nonnull %250)
  br label %254

254:                                              ; preds = %253, %248
  %255 = phi i32 [ 0, %253 ], [ %251, %248 ]
  %256 = tail call fastcc i32 @new_node(i32 noundef signext 8, i32 noundef signext %4)
  %257 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %256, i32 2
  store i32 %255, i32* %257, align 4, !tbaa !30
  %258 = tail call fastcc i32 @parse_binary(i32 noundef signext 1) #7
  %259 = trunc i32 %258 to i16
  %260 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %256, i32 3
  store i16 %259, i16* %260, align 4, !tbaa !48
  tail call fastcc void @expect(i32 noundef signext 17, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.52, i32 0, i32 0))
  br label %142

261:                                              ; preds = %0, %243
  %262 = tail call fastcc i32 @parse_binary(i32 noundef signext 1) #7
  %263 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %262, i32 0
  %264 = load i8, i8* %263, align 4, !tbaa !28
  %265 = icmp eq i8 %264, 2
  br i1 %265, label %266, label %280

266:                                              ; preds = %261
  %267 = load i32, i32* @pos, align 4, !tbaa !1
  %268 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %267, i32 0
  %269 = load i8, i8* %268, align 4, !tbaa !10
  %270 = icmp eq i8 %269, 18
  br i1 %270, label %271, label %280

271:                                              ; preds = %266
  %272 = add nsw i32 %267, 1
  store i32 %272, i32* @pos, align 4, !tbaa !1
  %273 = tail call fastcc i32 @new_node(i32 noundef signext 9, i32 noundef signext %4)
  %274 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %262, i32 3
  %275 = load i16, i16* %274, align 4, !tbaa !48
  %276 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %273, i32 3
  store i16 %275, i16* %276, align 4, !tbaa !48
  %277 = tail call fastcc i32 @parse_binary(i32 noundef signext 1) #7
  %278 = trunc i32 %277 to i16
  %279 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %273, i32 4
  store i16 %278, i16* %279, align 2, !tbaa !32
  tail call fastcc void @expect(i32 noundef signext 17, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.52, i32 0, i32 0))
  br label %142

280:                                              ; preds = %266, %261
  %281 = tail call fastcc i32 @new_node(i32 noundef signext 15, i32 noundef signext %4)
  %282 = trunc i32 %262 to i16
  %283 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %281, i32 3
  store i16 %282, i16* %283, align 4, !tbaa !48
  tail call fastcc void @expect(i32 noundef signext 17, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.52, i32 0, i32 0))
  br label %142
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define internal fastcc i32 @find_local(i8* nocapture noundef readonly %0) unnamed_addr #4 {
  %2 = load i32, i32* @nlocals, align 4, !tbaa !1
  br label %3

3:                                                ; preds = %22, %1
  %4 = phi i32 [ %2, %1 ], [ %5, %22 ]
  %5 = add nsw i32 %4, -1
  %6 = icmp sgt i32 %4, 0
  br i1 %6, label %7, label %27

7:                                                ; preds = %3
  %8 = getelementptr inbounds [16 x [16 x i8]], [16 x [16 x i8]]* @local_names, i32 0, i32 %5, i32 0
  %9 = load i8, i8* %8, align 1, !tbaa !5
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %22, label %11

11:                                               ; preds = %7, %17
  %12 = phi i8 [ %20, %17 ], [ %9, %7 ]
  %13 = phi i8* [ %19, %17 ], [ %0, %7 ]
  %14 = phi i8* [ %18, %17 ], [ %8, %7 ]
  %15 = load i8, i8* %13, align 1, !tbaa !5
  %16 = icmp eq i8 %12, %15
  br i1 %16, label %17, label %22

17:                                               ; preds = %11
  %18 = getelementptr inbounds i8, i8* %14, i32 1
  %19 = getelementptr inbounds i8, i8* %13, i32 1
  %20 = load i8, i8* %18, align 1, !tbaa !5
  %21 = icmp eq i8 %20, 0
  br i1 %21, label %22, label %11, !llvm.loop !34

22:                                               ; preds = %11, %17, %7
  %23 = phi i8* [ %0, %7 ], [ %13, %11 ], [ %19, %17 ]
  %24 = phi i8 [ 0, %7 ], [ %12, %11 ], [ 0, %17 ]
  %25 = load i8, i8* %23, align 1, !tbaa !5
  %26 = icmp eq i8 %24, %25
  br i1 %26, label %27, label %3, !llvm.loop !52

27:                                               ; preds = %22, %3
  %28 = phi i32 [ %5, %22 ], [ -1, %3 ]
  ret i32 %28
}

; Function Attrs: nofree nosync nounwind
define internal fastcc i32 @parse_binary(i32 noundef signext %0) unnamed_addr #3 {
  %2 = tail call fastcc i32 @parse_unary()
  br label %3

3:                                                ; preds = %41, %1
  %4 = phi i32 [ %2, %1 ], [ %42, %41 ]
  %5 = load i32, i32* @pos, align 4, !tbaa !1
  %6 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %5, i32 0
  %7 = load i8, i8* %6, align 4, !tbaa !10
  %8 = zext i8 %7 to i32
  %9 = add i8 %7, -19
  %10 = icmp ult i8 %9, 18
  br i1 %10, label %11, label %48

11:                                               ; preds = %3
  %12 = sext i8 %9 to i32
  %13 = getelementptr inbounds [18 x i32], [18 x i32]* @switch.table.parse_binary, i32 0, i32 %12
  %14 = load i32, i32* %13, align 4
  %15 = icmp slt i32 %14, %0
  %16 = load i1, i1* @failed, align 4
  %17 = select i1 %15, i1 true, i1 %16
  br i1 %17, label %48, label %18

18:                                               ; preds = %11
  %19 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %5, i32 1
  %20 = load i16, i16* %19, align 2, !tbaa !13
  %21 = zext i16 %20 to i32
  %22 = add nsw i32 %5, 1
  store i32 %22, i32* @pos, align 4, !tbaa !1
  %23 = add nuw nsw i32 %14, 1
  %24 = tail call fastcc i32 @parse_binary(i32 noundef signext %23)
  %25 = load i32, i32* @nnodes, align 4, !tbaa !1
  %26 = icmp sgt i32 %25, 4095
  br i1 %26, label %27, label %30

27:                                               ; preds = %18
  %28 = load i1, i1* @failed, align 4
  br i1 %28, label %41, label %29

29:                                               ; preds = %27
  store i1 true, i1* @failed, align 4
  store i32 %21, i32* @err_line, align 4, !tbaa !1
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 17), align 1, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 18), align 2, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 19), align 1, !tbaa !5
  br label %41

30:                                               ; preds = %18
  %31 = icmp eq i8 %7, 35
  %32 = icmp eq i8 %7, 36
  %33 = select i1 %32, i8 7, i8 5
  %34 = select i1 %31, i8 6, i8 %33
  %35 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %25, i32 0
  store i8 %34, i8* %35, align 4, !tbaa !28
  %36 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %25, i32 1
  store i16 %20, i16* %36, align 2, !tbaa !31
  %37 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %25, i32 2
  store i32 0, i32* %37, align 4, !tbaa !30
  %38 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %25, i32 3
  %39 = add nsw i32 %25, 1
  %40 = bitcast i16* %38 to i64*
  store i64 -1, i64* %40, align 4
  store i32 %39, i32* @nnodes, align 4, !tbaa !1
  br label %41

41:                                               ; preds = %30, %29, %27
  %42 = phi i32 [ %25, %30 ], [ 0, %27 ], [ 0, %29 ]
  %43 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %42, i32 2
  store i32 %8, i32* %43, align 4, !tbaa !30
  %44 = trunc i32 %4 to i16
  %45 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %42, i32 3
  store i16 %44, i16* %45, align 4, !tbaa !48
  %46 = trunc i32 %24 to i16
  %47 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %42, i32 4
  store i16 %46, i16* %47, align 2, !tbaa !32
  br label %3

48:                                               ; preds = %3, %11
  ret i32 %4
}

; Function Attrs: nofree nosync nounwind
define internal fastcc i32 @parse_unary() unnamed_addr #3 {
  %1 = alloca i32, align 4
  %2 = load i32, i32* @pos, align 4, !tbaa !1
  %3 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %2, i32 1
  %4 = load i16, i16* %3, align 2, !tbaa !13
  %5 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %2, i32 0
  %6 = load i8, i8* %5, align 4, !tbaa !10
  switch i8 %6, label %31 [
    i8 38, label %7
    i8 37, label %7
    i8 20, label %7
  ]

7:                                                ; preds = %0, %0, %0
  %8 = zext i8 %6 to i32
  %9 = zext i16 %4 to i32
  %10 = add nsw i32 %2, 1
  store i32 %10, i32* @pos, align 4, !tbaa !1
  %11 = load i32, i32* @nnodes, align 4, !tbaa !1
  %12 = icmp sgt i32 %11, 4095
  br i1 %12, label %13, label %16

13:                                               ; preds = %7
  %14 = load i1, i1* @failed, align 4
  br i1 %14, label %25, label %15

15:                                               ; preds = %13
  store i1 true, i1* @failed, align 4
  store i32 %9, i32* @err_line, align 4, !tbaa !1
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 17), align 1, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 18), align 2, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 19), align 1, !tbaa !5
  br label %25

16:                                               ; preds = %7
  %17 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %11, i32 0
  store i8 4, i8* %17, align 4, !tbaa !28
  %18 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %11, i32 1
  store i16 %4, i16* %18, align 2, !tbaa !31
  %19 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %11, i32 2
  store i32 0, i32* %19, align 4, !tbaa !30
  %20 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %11, i32 3
  %21 = add nsw i32 %11, 1
  %22 = bitcast i16* %20 to i64*
  store i64 -1, i64* %22, align 4
  store i32 %21, i32* @nnodes, align 4, !tbaa !1
  br label %25

23:                                               ; preds = %123, %107, %98, %57, %34, %37, %69, %71, %73, %127, %131, %25
  %24 = phi i32 [ %26, %25 ], [ %58, %57 ], [ %99, %98 ], [ %109, %107 ], [ %125, %123 ], [ %35, %37 ], [ 0, %34 ], [ %64, %69 ], [ %64, %71 ], [ %64, %73 ], [ %129, %131 ], [ 0, %127 ]
  ret i32 %24

25:                                               ; preds = %13, %15, %16
  %26 = phi i32 [ %11, %16 ], [ 0, %13 ], [ 0, %15 ]
  %27 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %26, i32 2
  store i32 %8, i32* %27, align 4, !tbaa !30
  %28 = tail call fastcc i32 @parse_unary()
  %29 = trunc i32 %28 to i16
  %30 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %26, i32 3
  store i16 %29, i16* %30, align 4, !tbaa !48
  br label %23

31:                                               ; preds = %0
  %32 = zext i16 %4 to i32
  %33 = load i1, i1* @failed, align 4
  br i1 %33, label %34, label %44

34:                                               ; preds = %31
  %35 = load i32, i32* @nnodes, align 4, !tbaa !1
  %36 = icmp sgt i32 %35, 4095
  br i1 %36, label %23, label %37

37:                                               ; preds = %34
  %38 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %35, i32 0
  store i8 0, i8* %38, align 4, !tbaa !28
  %39 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %35, i32 1
  store i16 %4, i16* %39, align 2, !tbaa !31
  %40 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %35, i32 2
  store i32 0, i32* %40, align 4, !tbaa !30
  %41 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %35, i32 3
  %42 = add nsw i32 %35, 1
  %43 = bitcast i16* %41 to i64*
  store i64 -1, i64* %43, align 4
  store i32 %42, i32* @nnodes, align 4, !tbaa !1
  br label %23

44:                                               ; preds = %31
  switch i8 %6, label %127 [
    i8 1, label %45
    i8 10, label %62
    i8 2, label %77
  ]

45:                                               ; preds = %44
  %46 = add nsw i32 %2, 1
  store i32 %46, i32* @pos, align 4, !tbaa !1
  %47 = load i32, i32* @nnodes, align 4, !tbaa !1
  %48 = icmp sgt i32 %47, 4095
  br i1 %48, label %49, label %50

49:                                               ; preds = %45
  store i1 true, i1* @failed, align 4
  store i32 %32, i32* @err_line, align 4, !tbaa !1
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 17), align 1, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 18), align 2, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 19), align 1, !tbaa !5
  br label %57

50:                                               ; preds = %45
  %51 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %47, i32 0
  store i8 0, i8* %51, align 4, !tbaa !28
  %52 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %47, i32 1
  store i16 %4, i16* %52, align 2, !tbaa !31
  %53 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %47, i32 2
  store i32 0, i32* %53, align 4, !tbaa !30
  %54 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %47, i32 3
  %55 = add nsw i32 %47, 1
  %56 = bitcast i16* %54 to i64*
  store i64 -1, i64* %56, align 4
  store i32 %55, i32* @nnodes, align 4, !tbaa !1
  br label %57

57:                                               ; preds = %49, %50
  %58 = phi i32 [ %47, %50 ], [ 0, %49 ]
  %59 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %2, i32 2
  %60 = load i32, i32* %59, align 4, !tbaa !14
  %61 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %58, i32 2
  store i32 %60, i32* %61, align 4, !tbaa !30
  br label %23

62:                                               ; preds = %44
  %63 = add nsw i32 %2, 1
  store i32 %63, i32* @pos, align 4, !tbaa !1
  %64 = tail call fastcc i32 @parse_binary(i32 noundef signext 1) #7
  %65 = load i32, i32* @pos, align 4, !tbaa !1
  %66 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %65, i32 0
  %67 = load i8, i8* %66, align 4, !tbaa !10
  %68 = icmp eq i8 %67, 11
  br i1 %68, label %69, label %71

69:                                               ; preds = %62
  %70 = add nsw i32 %65, 1
  store i32 %70, i32* @pos, align 4, !tbaa !1
  br label %23

71:                                               ; preds = %62
  %72 = load i1, i1* @failed, align 4
  br i1 %72, label %23, label %73

73:                                               ; preds = %71
  %74 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %65, i32 1
  %75 = load i16, i16* %74, align 2, !tbaa !13
  %76 = zext i16 %75 to i32
  store i1 true, i1* @failed, align 4
  store i32 %76, i32* @err_line, align 4, !tbaa !1
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 41, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  br label %23

77:                                               ; preds = %44
  %78 = add nsw i32 %2, 1
  store i32 %78, i32* @pos, align 4, !tbaa !1
  %79 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %2, i32 3, i32 0
  %80 = load i8, i8* %79, align 4, !tbaa !5
  %81 = icmp eq i8 %80, 0
  br i1 %81, label %93, label %82

82:                                               ; preds = %77, %88
  %83 = phi i8 [ %91, %88 ], [ %80, %77 ]
  %84 = phi i8* [ %90, %88 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.53, i32 0, i32 0), %77 ]
  %85 = phi i8* [ %89, %88 ], [ %79, %77 ]
  %86 = load i8, i8* %84, align 1, !tbaa !5
  %87 = icmp eq i8 %83, %86
  br i1 %87, label %88, label %93

88:                                               ; preds = %82
  %89 = getelementptr inbounds i8, i8* %85, i32 1
  %90 = getelementptr inbounds i8, i8* %84, i32 1
  %91 = load i8, i8* %89, align 1, !tbaa !5
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %93, label %82, !llvm.loop !34

93:                                               ; preds = %82, %88, %77
  %94 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.53, i32 0, i32 0), %77 ], [ %90, %88 ], [ %84, %82 ]
  %95 = phi i8 [ 0, %77 ], [ 0, %88 ], [ %83, %82 ]
  %96 = load i8, i8* %94, align 1, !tbaa !5
  %97 = icmp eq i8 %95, %96
  br i1 %97, label %98, label %103

98:                                               ; preds = %93
  tail call fastcc void @expect(i32 noundef signext 14, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.54, i32 0, i32 0)) #7
  %99 = tail call fastcc i32 @new_node(i32 noundef signext 2, i32 noundef signext %32) #7
  %100 = tail call fastcc i32 @parse_binary(i32 noundef signext 1) #7
  %101 = trunc i32 %100 to i16
  %102 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %99, i32 3
  store i16 %101, i16* %102, align 4, !tbaa !48
  tail call fastcc void @expect(i32 noundef signext 15, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.55, i32 0, i32 0)) #7
  br label %23

103:                                              ; preds = %93
  %104 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %78, i32 0
  %105 = load i8, i8* %104, align 4, !tbaa !10
  %106 = icmp eq i8 %105, 10
  br i1 %106, label %107, label %119

107:                                              ; preds = %103
  %108 = add nsw i32 %2, 2
  store i32 %108, i32* @pos, align 4, !tbaa !1
  %109 = tail call fastcc i32 @new_node(i32 noundef signext 3, i32 noundef signext %32) #7
  %110 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %110) #7
  %111 = tail call fastcc i32 @declare_func(i8* noundef nonnull %79, i32 noundef signext %32) #7
  %112 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %109, i32 2
  store i32 %111, i32* %112, align 4, !tbaa !30
  %113 = call fastcc i32 @parse_args(i32* noundef nonnull %1) #7
  %114 = trunc i32 %113 to i16
  %115 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %109, i32 3
  store i16 %114, i16* %115, align 4, !tbaa !48
  %116 = load i32, i32* %1, align 4, !tbaa !1
  %117 = trunc i32 %116 to i16
  %118 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %109, i32 4
  store i16 %117, i16* %118, align 2, !tbaa !32
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %110) #7
  br label %23

119:                                              ; preds = %103
  %120 = tail call fastcc i32 @find_local(i8* noundef nonnull %79) #7
  %121 = icmp slt i32 %120, 0
  br i1 %121, label %122, label %123

122:                                              ; preds = %119
  tail call fastcc void @error_at(i32 noundef signext %32, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i32 0, i32 0), i8* noundef nonnull %79) #7
  br label %123

123:                                              ; preds = %122, %119
  %124 = phi i32 [ 0, %122 ], [ %120, %119 ]
  %125 = tail call fastcc i32 @new_node(i32 noundef signext 1, i32 noundef signext %32) #7
  %126 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %125, i32 2
  store i32 %124, i32* %126, align 4, !tbaa !30
  br label %23

127:                                              ; preds = %44
  store i1 true, i1* @failed, align 4
  store i32 %32, i32* @err_line, align 4, !tbaa !1
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  store i8 115, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 17), align 1, !tbaa !5
  store i8 115, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 18), align 2, !tbaa !5
  store i8 105, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 19), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 20), align 4, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 21), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 22), align 2, !tbaa !5
  %128 = add nsw i32 %2, 1
  store i32 %128, i32* @pos, align 4, !tbaa !1
  %129 = load i32, i32* @nnodes, align 4, !tbaa !1
  %130 = icmp sgt i32 %129, 4095
  br i1 %130, label %23, label %131

131:                                              ; preds = %127
  %132 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %129, i32 0
  store i8 0, i8* %132, align 4, !tbaa !28
  %133 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %129, i32 1
  store i16 %4, i16* %133, align 2, !tbaa !31
  %134 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %129, i32 2
  store i32 0, i32* %134, align 4, !tbaa !30
  %135 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %129, i32 3
  %136 = add nsw i32 %129, 1
  %137 = bitcast i16* %135 to i64*
  store i64 -1, i64* %137, align 4
  store i32 %136, i32* @nnodes, align 4, !tbaa !1
  br label %23
}

; Function Attrs: nofree nosync nounwind
define internal fastcc i32 @parse_args(i32* nocapture noundef %0) unnamed_addr #3 {
  store i32 0, i32* %0, align 4, !tbaa !1
  %2 = load i32, i32* @pos, align 4, !tbaa !1
  %3 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %2, i32 0
  %4 = load i8, i8* %3, align 4, !tbaa !10
  %5 = icmp eq i8 %4, 11
  br i1 %5, label %6, label %8

6:                                                ; preds = %1
  %7 = add nsw i32 %2, 1
  store i32 %7, i32* @pos, align 4, !tbaa !1
  br label %39

8:                                                ; preds = %1, %23
  %9 = phi i32 [ %17, %23 ], [ -1, %1 ]
  %10 = phi i32 [ %11, %23 ], [ -1, %1 ]
  %11 = tail call fastcc i32 @parse_binary(i32 noundef signext 1) #7
  %12 = icmp slt i32 %9, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %8
  %14 = trunc i32 %11 to i16
  %15 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %10, i32 6
  store i16 %14, i16* %15, align 2, !tbaa !49
  br label %16

16:                                               ; preds = %8, %13
  %17 = phi i32 [ %9, %13 ], [ %11, %8 ]
  %18 = load i32, i32* %0, align 4, !tbaa !1
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %0, align 4, !tbaa !1
  %20 = load i32, i32* @pos, align 4, !tbaa !1
  %21 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %20, i32 0
  %22 = load i8, i8* %21, align 4, !tbaa !10
  switch i8 %22, label %33 [
    i8 16, label %23
    i8 11, label %30
  ]

23:                                               ; preds = %16
  %24 = add nsw i32 %20, 1
  store i32 %24, i32* @pos, align 4, !tbaa !1
  %25 = load i1, i1* @failed, align 4
  br i1 %25, label %26, label %8, !llvm.loop !53

26:                                               ; preds = %23
  %27 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %24, i32 0
  %28 = load i8, i8* %27, align 4, !tbaa !10
  %29 = icmp eq i8 %28, 11
  br i1 %29, label %30, label %39

30:                                               ; preds = %16, %26
  %31 = phi i32 [ %24, %26 ], [ %20, %16 ]
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* @pos, align 4, !tbaa !1
  br label %39

33:                                               ; preds = %16
  %34 = load i1, i1* @failed, align 4
  br i1 %34, label %39, label %35

35:                                               ; preds = %33
  %36 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %20, i32 1
  %37 = load i16, i16* %36, align 2, !tbaa !13
  %38 = zext i16 %37 to i32
  store i1 true, i1* @failed, align 4
  store i32 %38, i32* @err_line, align 4, !tbaa !1
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 41, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 39, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  br label %39

39:                                               ; preds = %26, %35, %33, %30, %6
  %40 = phi i32 [ -1, %6 ], [ %17, %30 ], [ %17, %33 ], [ %17, %35 ], [ %17, %26 ]
  ret i32 %40
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @fold(i32 noundef signext %0) unnamed_addr #3 {
  %2 = alloca i32, align 4
  %3 = icmp slt i32 %0, 0
  br i1 %3, label %100, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %0, i32 0
  %6 = load i8, i8* %5, align 4, !tbaa !28
  switch i8 %6, label %7 [
    i8 3, label %100
    i8 16, label %100
  ]

7:                                                ; preds = %4
  %8 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %0, i32 3
  %9 = load i16, i16* %8, align 4, !tbaa !48
  %10 = sext i16 %9 to i32
  tail call fastcc void @fold(i32 noundef signext %10)
  %11 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %0, i32 4
  %12 = load i16, i16* %11, align 2, !tbaa !32
  %13 = sext i16 %12 to i32
  tail call fastcc void @fold(i32 noundef signext %13)
  %14 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %0, i32 5
  %15 = load i16, i16* %14, align 4, !tbaa !51
  %16 = sext i16 %15 to i32
  tail call fastcc void @fold(i32 noundef signext %16)
  %17 = load i8, i8* %5, align 4, !tbaa !28
  switch i8 %17, label %67 [
    i8 4, label %18
    i8 5, label %40
  ]

18:                                               ; preds = %7
  %19 = load i16, i16* %8, align 4, !tbaa !48
  %20 = sext i16 %19 to i32
  %21 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %20, i32 0
  %22 = load i8, i8* %21, align 4, !tbaa !28
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %24, label %100

24:                                               ; preds = %18
  %25 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %0, i32 2
  %26 = load i32, i32* %25, align 4, !tbaa !30
  %27 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %20, i32 2
  %28 = load i32, i32* %27, align 4, !tbaa !30
  switch i32 %26, label %36 [
    i32 20, label %29
    i32 37, label %31
    i32 38, label %34
  ]

29:                                               ; preds = %24
  %30 = sub i32 0, %28
  br label %36

31:                                               ; preds = %24
  %32 = icmp eq i32 %28, 0
  %33 = zext i1 %32 to i32
  br label %36

34:                                               ; preds = %24
  %35 = xor i32 %28, -1
  br label %36

36:                                               ; preds = %24, %29, %31, %34
  %37 = phi i32 [ %35, %34 ], [ %33, %31 ], [ %30, %29 ], [ %28, %24 ]
  store i32 %37, i32* %25, align 4, !tbaa !30
  store i8 0, i8* %5, align 4, !tbaa !28
  %38 = load i32, i32* @folded, align 4, !tbaa !1
  %39 = add nsw i32 %38, 1
  store i32 %39, i32* @folded, align 4, !tbaa !1
  br label %100

40:                                               ; preds = %7
  %41 = load i16, i16* %8, align 4, !tbaa !48
  %42 = sext i16 %41 to i32
  %43 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %42, i32 0
  %44 = load i8, i8* %43, align 4, !tbaa !28
  %45 = icmp eq i8 %44, 0
  br i1 %45, label %46, label %100

46:                                               ; preds = %40
  %47 = load i16, i16* %11, align 2, !tbaa !32
  %48 = sext i16 %47 to i32
  %49 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %48, i32 0
  %50 = load i8, i8* %49, align 4, !tbaa !28
  %51 = icmp eq i8 %50, 0
  br i1 %51, label %52, label %100

52:                                               ; preds = %46
  %53 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %53) #7
  %54 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %0, i32 2
  %55 = load i32, i32* %54, align 4, !tbaa !30
  %56 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %42, i32 2
  %57 = load i32, i32* %56, align 4, !tbaa !30
  %58 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %48, i32 2
  %59 = load i32, i32* %58, align 4, !tbaa !30
  %60 = call fastcc i32 @binary_op(i32 noundef signext %55, i32 noundef signext %57, i32 noundef signext %59, i32* noundef nonnull %2)
  %61 = load i32, i32* %2, align 4, !tbaa !1
  %62 = icmp eq i32 %61, 0
  br i1 %62, label %66, label %63

63:                                               ; preds = %52
  store i8 0, i8* %5, align 4, !tbaa !28
  store i32 %60, i32* %54, align 4, !tbaa !30
  %64 = load i32, i32* @folded, align 4, !tbaa !1
  %65 = add nsw i32 %64, 1
  store i32 %65, i32* @folded, align 4, !tbaa !1
  br label %66

66:                                               ; preds = %63, %52
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %53) #7
  br label %100

67:                                               ; preds = %7
  %68 = and i8 %17, -2
  %69 = icmp eq i8 %68, 6
  br i1 %69, label %70, label %100

70:                                               ; preds = %67
  %71 = load i16, i16* %8, align 4, !tbaa !48
  %72 = sext i16 %71 to i32
  %73 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %72, i32 0
  %74 = load i8, i8* %73, align 4, !tbaa !28
  %75 = icmp eq i8 %74, 0
  br i1 %75, label %76, label %100

76:                                               ; preds = %70
  %77 = load i16, i16* %11, align 2, !tbaa !32
  %78 = sext i16 %77 to i32
  %79 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %78, i32 0
  %80 = load i8, i8* %79, align 4, !tbaa !28
  %81 = icmp eq i8 %80, 0
  br i1 %81, label %82, label %100

82:                                               ; preds = %76
  %83 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %72, i32 2
  %84 = load i32, i32* %83, align 4, !tbaa !30
  %85 = icmp ne i32 %84, 0
  %86 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %78, i32 2
  %87 = load i32, i32* %86, align 4, !tbaa !30
  %88 = icmp ne i32 %87, 0
  %89 = icmp eq i8 %17, 6
  br i1 %89, label %90, label %92

90:                                               ; preds = %82
  %91 = select i1 %85, i1 %88, i1 false
  br label %94

92:                                               ; preds = %82
  %93 = select i1 %85, i1 true, i1 %88
  br label %94

94:                                               ; preds = %92, %90
  %95 = phi i1 [ %91, %90 ], [ %93, %92 ]
  %96 = zext i1 %95 to i32
  %97 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %0, i32 2
  store i32 %96, i32* %97, align 4, !tbaa !30
  store i8 0, i8* %5, align 4, !tbaa !28
  %98 = load i32, i32* @folded, align 4, !tbaa !1
  %99 = add nsw i32 %98, 1
  store i32 %99, i32* @folded, align 4, !tbaa !1
  br label %100

100:                                              ; preds = %18, %40, %46, %67, %4, %4, %66, %94, %76, %70, %36, %1
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define internal fastcc i32 @binary_op(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, i32* nocapture noundef writeonly %3) unnamed_addr #5 {
  store i32 1, i32* %3, align 4, !tbaa !1
  switch i32 %0, label %56 [
    i32 19, label %5
    i32 20, label %7
    i32 21, label %9
    i32 22, label %11
    i32 23, label %11
    i32 24, label %26
    i32 25, label %28
    i32 26, label %30
    i32 27, label %32
    i32 28, label %35
    i32 29, label %38
    i32 30, label %41
    i32 31, label %44
    i32 32, label %47
    i32 33, label %50
    i32 34, label %53
  ]

5:                                                ; preds = %4
  %6 = add i32 %2, %1
  br label %57

7:                                                ; preds = %4
  %8 = sub i32 %1, %2
  br label %57

9:                                                ; preds = %4
  %10 = mul i32 %2, %1
  br label %57

11:                                               ; preds = %4, %4
  %12 = icmp eq i32 %2, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %11
  store i32 0, i32* %3, align 4, !tbaa !1
  br label %57

14:                                               ; preds = %11
  %15 = icmp eq i32 %1, -2147483648
  %16 = icmp eq i32 %2, -1
  %17 = and i1 %15, %16
  %18 = icmp eq i32 %0, 22
  br i1 %17, label %19, label %21

19:                                               ; preds = %14
  %20 = select i1 %18, i32 -2147483648, i32 0
  br label %57

21:                                               ; preds = %14
  br i1 %18, label %22, label %24

22:                                               ; preds = %21
  %23 = sdiv i32 %1, %2
  br label %57

24:                                               ; preds = %21
  %25 = srem i32 %1, %2
  br label %57

26:                                               ; preds = %4
  %27 = and i32 %2, %1
  br label %57

28:                                               ; preds = %4
  %29 = or i32 %2, %1
  br label %57

30:                                               ; preds = %4
  %31 = xor i32 %2, %1
  br label %57

32:                                               ; preds = %4
  %33 = and i32 %2, 31
  %34 = shl i32 %1, %33
  br label %57

35:                                               ; preds = %4
  %36 = and i32 %2, 31
  %37 = ashr i32 %1, %36
  br label %57

38:                                               ; preds = %4
  %39 = icmp slt i32 %1, %2
  %40 = zext i1 %39 to i32
  br label %57

41:                                               ; preds = %4
  %42 = icmp sle i32 %1, %2
  %43 = zext i1 %42 to i32
  br label %57

44:                                               ; preds = %4
  %45 = icmp sgt i32 %1, %2
  %46 = zext i1 %45 to i32
  br label %57

47:                                               ; preds = %4
  %48 = icmp sge i32 %1, %2
  %49 = zext i1 %48 to i32
  br label %57

50:                                               ; preds = %4
  %51 = icmp eq i32 %1, %2
  %52 = zext i1 %51 to i32
  br label %57

53:                                               ; preds = %4
  %54 = icmp ne i32 %1, %2
  %55 = zext i1 %54 to i32
  br label %57

56:                                               ; preds = %4
  store i32 0, i32* %3, align 4, !tbaa !1
  br label %57

57:                                               ; preds = %22, %24, %56, %53, %50, %47, %44, %41, %38, %35, %32, %30, %28, %26, %19, %13, %9, %7, %5
  %58 = phi i32 [ 0, %56 ], [ %55, %53 ], [ %52, %50 ], [ %49, %47 ], [ %46, %44 ], [ %43, %41 ], [ %40, %38 ], [ %37, %35 ], [ %34, %32 ], [ %31, %30 ], [ %29, %28 ], [ %27, %26 ], [ 0, %13 ], [ %20, %19 ], [ %10, %9 ], [ %8, %7 ], [ %6, %5 ], [ %23, %22 ], [ %25, %24 ]
  ret i32 %58
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @gen_stmt(i32 noundef signext %0) unnamed_addr #3 {
  br label %2

2:                                                ; preds = %106, %1
  %3 = phi i32 [ %0, %1 ], [ %107, %106 ]
  %4 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 0
  %5 = load i8, i8* %4, align 4, !tbaa !28
  switch i8 %5, label %291 [
    i8 10, label %6
    i8 8, label %49
    i8 9, label %73
    i8 11, label %91
    i8 12, label %172
    i8 13, label %217
    i8 14, label %251
    i8 15, label %266
    i8 16, label %281
  ]

6:                                                ; preds = %2
  %7 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 1
  %8 = load i16, i16* %7, align 2, !tbaa !31
  %9 = zext i16 %8 to i32
  %10 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 3
  %11 = load i16, i16* %10, align 4, !tbaa !48
  %12 = icmp sgt i16 %11, -1
  br i1 %12, label %13, label %16

13:                                               ; preds = %6
  %14 = zext i16 %11 to i32
  tail call fastcc void @gen_expr(i32 noundef signext %14)
  %15 = load i32, i32* @ncode, align 4, !tbaa !1
  br label %30

16:                                               ; preds = %6
  %17 = load i32, i32* @ncode, align 4, !tbaa !1
  %18 = icmp sgt i32 %17, 8191
  br i1 %18, label %19, label %21

19:                                               ; preds = %16
  %20 = load i1, i1* @failed, align 4
  br i1 %20, label %162, label %35

21:                                               ; preds = %16
  %22 = add nsw i32 %17, 1
  store i32 %22, i32* @ncode, align 4, !tbaa !1
  %23 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %17
  store i32 0, i32* %23, align 4, !tbaa !1
  %24 = icmp eq i32 %17, 8191
  br i1 %24, label %25, label %27

25:                                               ; preds = %21
  %26 = load i1, i1* @failed, align 4
  br i1 %26, label %162, label %35

27:                                               ; preds = %21
  %28 = add nsw i32 %17, 2
  store i32 %28, i32* @ncode, align 4, !tbaa !1
  %29 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %22
  store i32 0, i32* %29, align 4, !tbaa !1
  br label %30

30:                                               ; preds = %13, %27
  %31 = phi i32 [ %28, %27 ], [ %15, %13 ]
  %32 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 2
  %33 = load i32, i32* %32, align 4, !tbaa !30
  %34 = icmp sgt i32 %31, 8191
  br i1 %34, label %36, label %39

35:                                               ; preds = %25, %19
  store i1 true, i1* @failed, align 4
  store i32 %9, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %36

36:                                               ; preds = %35, %30
  %37 = load i1, i1* @failed, align 4
  br i1 %37, label %162, label %38

38:                                               ; preds = %36
  store i1 true, i1* @failed, align 4
  store i32 %9, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %162

39:                                               ; preds = %30
  %40 = add nsw i32 %31, 1
  store i32 %40, i32* @ncode, align 4, !tbaa !1
  %41 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %31
  store i32 2, i32* %41, align 4, !tbaa !1
  %42 = icmp eq i32 %31, 8191
  br i1 %42, label %43, label %46

43:                                               ; preds = %39
  %44 = load i1, i1* @failed, align 4
  br i1 %44, label %162, label %45

45:                                               ; preds = %43
  store i1 true, i1* @failed, align 4
  store i32 %9, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %162

46:                                               ; preds = %39
  %47 = add nsw i32 %31, 2
  store i32 %47, i32* @ncode, align 4, !tbaa !1
  %48 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %40
  store i32 %33, i32* %48, align 4, !tbaa !1
  br label %162

49:                                               ; preds = %2
  %50 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 1
  %51 = load i16, i16* %50, align 2, !tbaa !31
  %52 = zext i16 %51 to i32
  %53 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 3
  %54 = load i16, i16* %53, align 4, !tbaa !48
  %55 = sext i16 %54 to i32
  tail call fastcc void @gen_expr(i32 noundef signext %55)
  %56 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 2
  %57 = load i32, i32* %56, align 4, !tbaa !30
  %58 = load i32, i32* @ncode, align 4, !tbaa !1
  %59 = icmp sgt i32 %58, 8191
  br i1 %59, label %60, label %63

60:                                               ; preds = %49
  %61 = load i1, i1* @failed, align 4
  br i1 %61, label %162, label %62

62:                                               ; preds = %60
  store i1 true, i1* @failed, align 4
  store i32 %52, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %162

63:                                               ; preds = %49
  %64 = add nsw i32 %58, 1
  store i32 %64, i32* @ncode, align 4, !tbaa !1
  %65 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %58
  store i32 2, i32* %65, align 4, !tbaa !1
  %66 = icmp eq i32 %58, 8191
  br i1 %66, label %67, label %70

67:                                               ; preds = %63
  %68 = load i1, i1* @failed, align 4
  br i1 %68, label %162, label %69

69:                                               ; preds = %67
  store i1 true, i1* @failed, align 4
  store i32 %52, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %162

70:                                               ; preds = %63
  %71 = add nsw i32 %58, 2
  store i32 %71, i32* @ncode, align 4, !tbaa !1
  %72 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %64
  store i32 %57, i32* %72, align 4, !tbaa !1
  br label %162

73:                                               ; preds = %2
  %74 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 1
  %75 = load i16, i16* %74, align 2, !tbaa !31
  %76 = zext i16 %75 to i32
  %77 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 3
  %78 = load i16, i16* %77, align 4, !tbaa !48
  %79 = sext i16 %78 to i32
  tail call fastcc void @gen_expr(i32 noundef signext %79)
  %80 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 4
  %81 = load i16, i16* %80, align 2, !tbaa !32
  %82 = sext i16 %81 to i32
  tail call fastcc void @gen_expr(i32 noundef signext %82)
  %83 = load i32, i32* @ncode, align 4, !tbaa !1
  %84 = icmp sgt i32 %83, 8191
  br i1 %84, label %85, label %88

85:                                               ; preds = %73
  %86 = load i1, i1* @failed, align 4
  br i1 %86, label %162, label %87

87:                                               ; preds = %85
  store i1 true, i1* @failed, align 4
  store i32 %76, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %162

88:                                               ; preds = %73
  %89 = add nsw i32 %83, 1
  store i32 %89, i32* @ncode, align 4, !tbaa !1
  %90 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %83
  store i32 4, i32* %90, align 4, !tbaa !1
  br label %162

91:                                               ; preds = %2
  %92 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 3
  %93 = load i16, i16* %92, align 4, !tbaa !48
  %94 = sext i16 %93 to i32
  %95 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %94, i32 0
  %96 = load i8, i8* %95, align 4, !tbaa !28
  %97 = icmp eq i8 %96, 0
  br i1 %97, label %98, label %114

98:                                               ; preds = %91
  %99 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %94, i32 2
  %100 = load i32, i32* %99, align 4, !tbaa !30
  %101 = icmp eq i32 %100, 0
  br i1 %101, label %108, label %102

102:                                              ; preds = %98
  %103 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 4
  %104 = load i16, i16* %103, align 2, !tbaa !32
  %105 = sext i16 %104 to i32
  br label %106

106:                                              ; preds = %102, %112
  %107 = phi i32 [ %105, %102 ], [ %113, %112 ]
  br label %2

108:                                              ; preds = %98
  %109 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 5
  %110 = load i16, i16* %109, align 4, !tbaa !51
  %111 = icmp sgt i16 %110, -1
  br i1 %111, label %112, label %162

112:                                              ; preds = %108
  %113 = zext i16 %110 to i32
  br label %106

114:                                              ; preds = %91
  %115 = sext i16 %93 to i32
  %116 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 1
  %117 = load i16, i16* %116, align 2, !tbaa !31
  %118 = zext i16 %117 to i32
  tail call fastcc void @gen_expr(i32 noundef signext %115) #7
  %119 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %115, i32 1
  %120 = load i16, i16* %119, align 2, !tbaa !31
  %121 = zext i16 %120 to i32
  %122 = load i32, i32* @ncode, align 4, !tbaa !1
  %123 = icmp sgt i32 %122, 8191
  br i1 %123, label %124, label %127

124:                                              ; preds = %114
  %125 = load i1, i1* @failed, align 4
  br i1 %125, label %137, label %126

126:                                              ; preds = %124
  store i1 true, i1* @failed, align 4
  store i32 %121, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %137

127:                                              ; preds = %114
  %128 = add nsw i32 %122, 1
  store i32 %128, i32* @ncode, align 4, !tbaa !1
  %129 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %122
  store i32 10, i32* %129, align 4, !tbaa !1
  %130 = icmp eq i32 %122, 8191
  br i1 %130, label %131, label %134

131:                                              ; preds = %127
  %132 = load i1, i1* @failed, align 4
  br i1 %132, label %137, label %133

133:                                              ; preds = %131
  store i1 true, i1* @failed, align 4
  store i32 %121, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %137

134:                                              ; preds = %127
  %135 = add nsw i32 %122, 2
  store i32 %135, i32* @ncode, align 4, !tbaa !1
  %136 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %128
  store i32 0, i32* %136, align 4, !tbaa !1
  br label %137

137:                                              ; preds = %124, %126, %131, %133, %134
  %138 = phi i32 [ %122, %124 ], [ 8192, %131 ], [ 8192, %133 ], [ %135, %134 ], [ %122, %126 ]
  %139 = add nsw i32 %138, -1
  %140 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 4
  %141 = load i16, i16* %140, align 2, !tbaa !32
  %142 = sext i16 %141 to i32
  tail call fastcc void @gen_stmt(i32 noundef signext %142)
  %143 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 5
  %144 = load i16, i16* %143, align 4, !tbaa !51
  %145 = icmp sgt i16 %144, -1
  %146 = load i32, i32* @ncode, align 4, !tbaa !1
  br i1 %145, label %147, label %170

147:                                              ; preds = %137
  %148 = icmp sgt i32 %146, 8191
  br i1 %148, label %149, label %152

149:                                              ; preds = %147
  %150 = load i1, i1* @failed, align 4
  br i1 %150, label %163, label %151

151:                                              ; preds = %149
  store i1 true, i1* @failed, align 4
  store i32 %118, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %163

152:                                              ; preds = %147
  %153 = add nsw i32 %146, 1
  store i32 %153, i32* @ncode, align 4, !tbaa !1
  %154 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %146
  store i32 9, i32* %154, align 4, !tbaa !1
  %155 = icmp eq i32 %146, 8191
  br i1 %155, label %156, label %159

156:                                              ; preds = %152
  %157 = load i1, i1* @failed, align 4
  br i1 %157, label %163, label %158

158:                                              ; preds = %156
  store i1 true, i1* @failed, align 4
  store i32 %118, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %163

159:                                              ; preds = %152
  %160 = add nsw i32 %146, 2
  store i32 %160, i32* @ncode, align 4, !tbaa !1
  %161 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %153
  store i32 0, i32* %161, align 4, !tbaa !1
  br label %163

162:                                              ; preds = %108, %285, %236, %25, %206, %62, %38, %281, %36, %43, %45, %46, %60, %67, %69, %70, %85, %87, %88, %170, %204, %211, %213, %214, %245, %247, %248, %260, %262, %263, %275, %277, %278, %291, %293, %19, %230, %163
  ret void

163:                                              ; preds = %151, %149, %156, %158, %159
  %164 = phi i32 [ %146, %149 ], [ 8192, %156 ], [ 8192, %158 ], [ %160, %159 ], [ %146, %151 ]
  %165 = add nsw i32 %164, -1
  %166 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %139
  store i32 %164, i32* %166, align 4, !tbaa !1
  %167 = zext i16 %144 to i32
  tail call fastcc void @gen_stmt(i32 noundef signext %167)
  %168 = load i32, i32* @ncode, align 4, !tbaa !1
  %169 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %165
  store i32 %168, i32* %169, align 4, !tbaa !1
  br label %162

170:                                              ; preds = %137
  %171 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %139
  store i32 %146, i32* %171, align 4, !tbaa !1
  br label %162

172:                                              ; preds = %2
  %173 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 1
  %174 = load i16, i16* %173, align 2, !tbaa !31
  %175 = zext i16 %174 to i32
  %176 = load i32, i32* @ncode, align 4, !tbaa !1
  %177 = icmp sgt i32 %176, 8191
  br i1 %177, label %178, label %181

178:                                              ; preds = %172
  %179 = load i1, i1* @failed, align 4
  br i1 %179, label %191, label %180

180:                                              ; preds = %178
  store i1 true, i1* @failed, align 4
  store i32 %175, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %191

181:                                              ; preds = %172
  %182 = add nsw i32 %176, 1
  store i32 %182, i32* @ncode, align 4, !tbaa !1
  %183 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %176
  store i32 9, i32* %183, align 4, !tbaa !1
  %184 = icmp eq i32 %176, 8191
  br i1 %184, label %185, label %188

185:                                              ; preds = %181
  %186 = load i1, i1* @failed, align 4
  br i1 %186, label %191, label %187

187:                                              ; preds = %185
  store i1 true, i1* @failed, align 4
  store i32 %175, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %191

188:                                              ; preds = %181
  %189 = add nsw i32 %176, 2
  store i32 %189, i32* @ncode, align 4, !tbaa !1
  %190 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %182
  store i32 0, i32* %190, align 4, !tbaa !1
  br label %191

191:                                              ; preds = %180, %178, %185, %187, %188
  %192 = phi i32 [ %176, %178 ], [ 8192, %185 ], [ 8192, %187 ], [ %189, %188 ], [ %176, %180 ]
  %193 = add nsw i32 %192, -1
  %194 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 4
  %195 = load i16, i16* %194, align 2, !tbaa !32
  %196 = sext i16 %195 to i32
  tail call fastcc void @gen_stmt(i32 noundef signext %196)
  %197 = load i32, i32* @ncode, align 4, !tbaa !1
  %198 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %193
  store i32 %197, i32* %198, align 4, !tbaa !1
  %199 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 3
  %200 = load i16, i16* %199, align 4, !tbaa !48
  %201 = sext i16 %200 to i32
  tail call fastcc void @gen_expr(i32 noundef signext %201)
  %202 = load i32, i32* @ncode, align 4, !tbaa !1
  %203 = icmp sgt i32 %202, 8191
  br i1 %203, label %204, label %207

204:                                              ; preds = %191
  %205 = load i1, i1* @failed, align 4
  br i1 %205, label %162, label %206

206:                                              ; preds = %204
  store i1 true, i1* @failed, align 4
  store i32 %175, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %162

207:                                              ; preds = %191
  %208 = add nsw i32 %202, 1
  store i32 %208, i32* @ncode, align 4, !tbaa !1
  %209 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %202
  store i32 11, i32* %209, align 4, !tbaa !1
  %210 = icmp eq i32 %202, 8191
  br i1 %210, label %211, label %214

211:                                              ; preds = %207
  %212 = load i1, i1* @failed, align 4
  br i1 %212, label %162, label %213

213:                                              ; preds = %211
  store i1 true, i1* @failed, align 4
  store i32 %175, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %162

214:                                              ; preds = %207
  %215 = add nsw i32 %202, 2
  store i32 %215, i32* @ncode, align 4, !tbaa !1
  %216 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %208
  store i32 %192, i32* %216, align 4, !tbaa !1
  br label %162

217:                                              ; preds = %2
  %218 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 1
  %219 = load i16, i16* %218, align 2, !tbaa !31
  %220 = zext i16 %219 to i32
  %221 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 3
  %222 = load i16, i16* %221, align 4, !tbaa !48
  %223 = icmp sgt i16 %222, -1
  br i1 %223, label %224, label %227

224:                                              ; preds = %217
  %225 = zext i16 %222 to i32
  tail call fastcc void @gen_expr(i32 noundef signext %225)
  %226 = load i32, i32* @ncode, align 4, !tbaa !1
  br label %241

227:                                              ; preds = %217
  %228 = load i32, i32* @ncode, align 4, !tbaa !1
  %229 = icmp sgt i32 %228, 8191
  br i1 %229, label %230, label %232

230:                                              ; preds = %227
  %231 = load i1, i1* @failed, align 4
  br i1 %231, label %162, label %244

232:                                              ; preds = %227
  %233 = add nsw i32 %228, 1
  store i32 %233, i32* @ncode, align 4, !tbaa !1
  %234 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %228
  store i32 0, i32* %234, align 4, !tbaa !1
  %235 = icmp eq i32 %228, 8191
  br i1 %235, label %236, label %238

236:                                              ; preds = %232
  %237 = load i1, i1* @failed, align 4
  br i1 %237, label %162, label %244

238:                                              ; preds = %232
  %239 = add nsw i32 %228, 2
  store i32 %239, i32* @ncode, align 4, !tbaa !1
  %240 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %233
  store i32 0, i32* %240, align 4, !tbaa !1
  br label %241

241:                                              ; preds = %224, %238
  %242 = phi i32 [ %239, %238 ], [ %226, %224 ]
  %243 = icmp sgt i32 %242, 8191
  br i1 %243, label %245, label %248

244:                                              ; preds = %236, %230
  store i1 true, i1* @failed, align 4
  store i32 %220, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %245

245:                                              ; preds = %244, %241
  %246 = load i1, i1* @failed, align 4
  br i1 %246, label %162, label %247

247:                                              ; preds = %245
  store i1 true, i1* @failed, align 4
  store i32 %220, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %162

248:                                              ; preds = %241
  %249 = add nsw i32 %242, 1
  store i32 %249, i32* @ncode, align 4, !tbaa !1
  %250 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %242
  store i32 13, i32* %250, align 4, !tbaa !1
  br label %162

251:                                              ; preds = %2
  %252 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 1
  %253 = load i16, i16* %252, align 2, !tbaa !31
  %254 = zext i16 %253 to i32
  %255 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 3
  %256 = load i16, i16* %255, align 4, !tbaa !48
  %257 = sext i16 %256 to i32
  tail call fastcc void @gen_expr(i32 noundef signext %257)
  %258 = load i32, i32* @ncode, align 4, !tbaa !1
  %259 = icmp sgt i32 %258, 8191
  br i1 %259, label %260, label %263

260:                                              ; preds = %251
  %261 = load i1, i1* @failed, align 4
  br i1 %261, label %162, label %262

262:                                              ; preds = %260
  store i1 true, i1* @failed, align 4
  store i32 %254, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %162

263:                                              ; preds = %251
  %264 = add nsw i32 %258, 1
  store i32 %264, i32* @ncode, align 4, !tbaa !1
  %265 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %258
  store i32 14, i32* %265, align 4, !tbaa !1
  br label %162

266:                                              ; preds = %2
  %267 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 1
  %268 = load i16, i16* %267, align 2, !tbaa !31
  %269 = zext i16 %268 to i32
  %270 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 3
  %271 = load i16, i16* %270, align 4, !tbaa !48
  %272 = sext i16 %271 to i32
  tail call fastcc void @gen_expr(i32 noundef signext %272)
  %273 = load i32, i32* @ncode, align 4, !tbaa !1
  %274 = icmp sgt i32 %273, 8191
  br i1 %274, label %275, label %278

275:                                              ; preds = %266
  %276 = load i1, i1* @failed, align 4
  br i1 %276, label %162, label %277

277:                                              ; preds = %275
  store i1 true, i1* @failed, align 4
  store i32 %269, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %162

278:                                              ; preds = %266
  %279 = add nsw i32 %273, 1
  store i32 %279, i32* @ncode, align 4, !tbaa !1
  %280 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %273
  store i32 15, i32* %280, align 4, !tbaa !1
  br label %162

281:                                              ; preds = %2
  %282 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 3
  %283 = load i16, i16* %282, align 4, !tbaa !54
  %284 = icmp sgt i16 %283, -1
  br i1 %284, label %285, label %162

285:                                              ; preds = %281, %285
  %286 = phi i16 [ %289, %285 ], [ %283, %281 ]
  %287 = zext i16 %286 to i32
  tail call fastcc void @gen_stmt(i32 noundef signext %287)
  %288 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %287, i32 6
  %289 = load i16, i16* %288, align 2, !tbaa !54
  %290 = icmp sgt i16 %289, -1
  br i1 %290, label %285, label %162, !llvm.loop !55

291:                                              ; preds = %2
  %292 = load i1, i1* @failed, align 4
  br i1 %292, label %162, label %293

293:                                              ; preds = %291
  %294 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %3, i32 1
  %295 = load i16, i16* %294, align 2, !tbaa !31
  %296 = zext i16 %295 to i32
  store i1 true, i1* @failed, align 4
  store i32 %296, i32* @err_line, align 4, !tbaa !1
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 115, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 109, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  br label %162
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @gen_expr(i32 noundef signext %0) unnamed_addr #3 {
  %2 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %0, i32 1
  %3 = load i16, i16* %2, align 2, !tbaa !31
  %4 = zext i16 %3 to i32
  %5 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %0, i32 0
  %6 = load i8, i8* %5, align 4, !tbaa !28
  switch i8 %6, label %208 [
    i8 0, label %7
    i8 1, label %25
    i8 2, label %43
    i8 3, label %55
    i8 4, label %83
    i8 5, label %101
    i8 6, label %125
    i8 7, label %125
  ]

7:                                                ; preds = %1
  %8 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %0, i32 2
  %9 = load i32, i32* %8, align 4, !tbaa !30
  %10 = load i32, i32* @ncode, align 4, !tbaa !1
  %11 = icmp sgt i32 %10, 8191
  br i1 %11, label %12, label %15

12:                                               ; preds = %7
  %13 = load i1, i1* @failed, align 4
  br i1 %13, label %211, label %14

14:                                               ; preds = %12
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %211

15:                                               ; preds = %7
  %16 = add nsw i32 %10, 1
  store i32 %16, i32* @ncode, align 4, !tbaa !1
  %17 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %10
  store i32 0, i32* %17, align 4, !tbaa !1
  %18 = icmp eq i32 %10, 8191
  br i1 %18, label %19, label %22

19:                                               ; preds = %15
  %20 = load i1, i1* @failed, align 4
  br i1 %20, label %211, label %21

21:                                               ; preds = %19
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %211

22:                                               ; preds = %15
  %23 = add nsw i32 %10, 2
  store i32 %23, i32* @ncode, align 4, !tbaa !1
  %24 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %16
  store i32 %9, i32* %24, align 4, !tbaa !1
  br label %211

25:                                               ; preds = %1
  %26 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %0, i32 2
  %27 = load i32, i32* %26, align 4, !tbaa !30
  %28 = load i32, i32* @ncode, align 4, !tbaa !1
  %29 = icmp sgt i32 %28, 8191
  br i1 %29, label %30, label %33

30:                                               ; preds = %25
  %31 = load i1, i1* @failed, align 4
  br i1 %31, label %211, label %32

32:                                               ; preds = %30
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %211

33:                                               ; preds = %25
  %34 = add nsw i32 %28, 1
  store i32 %34, i32* @ncode, align 4, !tbaa !1
  %35 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %28
  store i32 1, i32* %35, align 4, !tbaa !1
  %36 = icmp eq i32 %28, 8191
  br i1 %36, label %37, label %40

37:                                               ; preds = %33
  %38 = load i1, i1* @failed, align 4
  br i1 %38, label %211, label %39

39:                                               ; preds = %37
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %211

40:                                               ; preds = %33
  %41 = add nsw i32 %28, 2
  store i32 %41, i32* @ncode, align 4, !tbaa !1
  %42 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %34
  store i32 %27, i32* %42, align 4, !tbaa !1
  br label %211

43:                                               ; preds = %1
  %44 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %0, i32 3
  %45 = load i16, i16* %44, align 4, !tbaa !48
  %46 = sext i16 %45 to i32
  tail call fastcc void @gen_expr(i32 noundef signext %46)
  %47 = load i32, i32* @ncode, align 4, !tbaa !1
  %48 = icmp sgt i32 %47, 8191
  br i1 %48, label %49, label %52

49:                                               ; preds = %43
  %50 = load i1, i1* @failed, align 4
  br i1 %50, label %211, label %51

51:                                               ; preds = %49
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %211

52:                                               ; preds = %43
  %53 = add nsw i32 %47, 1
  store i32 %53, i32* @ncode, align 4, !tbaa !1
  %54 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %47
  store i32 3, i32* %54, align 4, !tbaa !1
  br label %211

55:                                               ; preds = %1
  %56 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %0, i32 3
  %57 = load i16, i16* %56, align 4, !tbaa !54
  %58 = icmp sgt i16 %57, -1
  br i1 %58, label %77, label %59

59:                                               ; preds = %77, %55
  %60 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %0, i32 2
  %61 = load i32, i32* %60, align 4, !tbaa !30
  %62 = load i32, i32* @ncode, align 4, !tbaa !1
  %63 = icmp sgt i32 %62, 8191
  br i1 %63, label %64, label %67

64:                                               ; preds = %59
  %65 = load i1, i1* @failed, align 4
  br i1 %65, label %211, label %66

66:                                               ; preds = %64
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %211

67:                                               ; preds = %59
  %68 = add nsw i32 %62, 1
  store i32 %68, i32* @ncode, align 4, !tbaa !1
  %69 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %62
  store i32 12, i32* %69, align 4, !tbaa !1
  %70 = icmp eq i32 %62, 8191
  br i1 %70, label %71, label %74

71:                                               ; preds = %67
  %72 = load i1, i1* @failed, align 4
  br i1 %72, label %211, label %73

73:                                               ; preds = %71
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %211

74:                                               ; preds = %67
  %75 = add nsw i32 %62, 2
  store i32 %75, i32* @ncode, align 4, !tbaa !1
  %76 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %68
  store i32 %61, i32* %76, align 4, !tbaa !1
  br label %211

77:                                               ; preds = %55, %77
  %78 = phi i16 [ %81, %77 ], [ %57, %55 ]
  %79 = zext i16 %78 to i32
  tail call fastcc void @gen_expr(i32 noundef signext %79)
  %80 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %79, i32 6
  %81 = load i16, i16* %80, align 2, !tbaa !54
  %82 = icmp sgt i16 %81, -1
  br i1 %82, label %77, label %59, !llvm.loop !56

83:                                               ; preds = %1
  %84 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %0, i32 3
  %85 = load i16, i16* %84, align 4, !tbaa !48
  %86 = sext i16 %85 to i32
  tail call fastcc void @gen_expr(i32 noundef signext %86)
  %87 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %0, i32 2
  %88 = load i32, i32* %87, align 4, !tbaa !30
  %89 = load i32, i32* @ncode, align 4, !tbaa !1
  %90 = icmp sgt i32 %89, 8191
  br i1 %90, label %91, label %94

91:                                               ; preds = %83
  %92 = load i1, i1* @failed, align 4
  br i1 %92, label %211, label %93

93:                                               ; preds = %91
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %211

94:                                               ; preds = %83
  %95 = icmp eq i32 %88, 20
  %96 = icmp eq i32 %88, 37
  %97 = select i1 %96, i32 7, i32 8
  %98 = select i1 %95, i32 6, i32 %97
  %99 = add nsw i32 %89, 1
  store i32 %99, i32* @ncode, align 4, !tbaa !1
  %100 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %89
  store i32 %98, i32* %100, align 4, !tbaa !1
  br label %211

101:                                              ; preds = %1
  %102 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %0, i32 3
  %103 = load i16, i16* %102, align 4, !tbaa !48
  %104 = sext i16 %103 to i32
  tail call fastcc void @gen_expr(i32 noundef signext %104)
  %105 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %0, i32 4
  %106 = load i16, i16* %105, align 2, !tbaa !32
  %107 = sext i16 %106 to i32
  tail call fastcc void @gen_expr(i32 noundef signext %107)
  %108 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %0, i32 2
  %109 = load i32, i32* %108, align 4, !tbaa !30
  %110 = load i32, i32* @ncode, align 4, !tbaa !1
  %111 = icmp sgt i32 %110, 8191
  br i1 %111, label %112, label %115

112:                                              ; preds = %101
  %113 = load i1, i1* @failed, align 4
  br i1 %113, label %211, label %114

114:                                              ; preds = %112
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %211

115:                                              ; preds = %101
  %116 = add nsw i32 %110, 1
  store i32 %116, i32* @ncode, align 4, !tbaa !1
  %117 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %110
  store i32 5, i32* %117, align 4, !tbaa !1
  %118 = icmp eq i32 %110, 8191
  br i1 %118, label %119, label %122

119:                                              ; preds = %115
  %120 = load i1, i1* @failed, align 4
  br i1 %120, label %211, label %121

121:                                              ; preds = %119
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %211

122:                                              ; preds = %115
  %123 = add nsw i32 %110, 2
  store i32 %123, i32* @ncode, align 4, !tbaa !1
  %124 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %116
  store i32 %109, i32* %124, align 4, !tbaa !1
  br label %211

125:                                              ; preds = %1, %1
  %126 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %0, i32 3
  %127 = load i16, i16* %126, align 4, !tbaa !48
  %128 = sext i16 %127 to i32
  tail call fastcc void @gen_expr(i32 noundef signext %128) #7
  %129 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %128, i32 1
  %130 = load i16, i16* %129, align 2, !tbaa !31
  %131 = zext i16 %130 to i32
  %132 = load i32, i32* @ncode, align 4, !tbaa !1
  %133 = icmp sgt i32 %132, 8191
  br i1 %133, label %134, label %137

134:                                              ; preds = %125
  %135 = load i1, i1* @failed, align 4
  br i1 %135, label %149, label %136

136:                                              ; preds = %134
  store i1 true, i1* @failed, align 4
  store i32 %131, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %149

137:                                              ; preds = %125
  %138 = icmp eq i8 %6, 7
  %139 = select i1 %138, i32 11, i32 10
  %140 = add nsw i32 %132, 1
  store i32 %140, i32* @ncode, align 4, !tbaa !1
  %141 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %132
  store i32 %139, i32* %141, align 4, !tbaa !1
  %142 = icmp eq i32 %132, 8191
  br i1 %142, label %143, label %146

143:                                              ; preds = %137
  %144 = load i1, i1* @failed, align 4
  br i1 %144, label %149, label %145

145:                                              ; preds = %143
  store i1 true, i1* @failed, align 4
  store i32 %131, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %149

146:                                              ; preds = %137
  %147 = add nsw i32 %132, 2
  store i32 %147, i32* @ncode, align 4, !tbaa !1
  %148 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %140
  store i32 0, i32* %148, align 4, !tbaa !1
  br label %149

149:                                              ; preds = %136, %134, %143, %145, %146
  %150 = phi i32 [ %132, %134 ], [ 8192, %143 ], [ 8192, %145 ], [ %147, %146 ], [ %132, %136 ]
  %151 = add nsw i32 %150, -1
  %152 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %0, i32 4
  %153 = load i16, i16* %152, align 2, !tbaa !32
  %154 = sext i16 %153 to i32
  tail call fastcc void @gen_expr(i32 noundef signext %154)
  %155 = load i32, i32* @ncode, align 4, !tbaa !1
  %156 = icmp sgt i32 %155, 8191
  br i1 %156, label %157, label %160

157:                                              ; preds = %149
  %158 = load i1, i1* @failed, align 4
  br i1 %158, label %184, label %159

159:                                              ; preds = %157
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %184

160:                                              ; preds = %149
  %161 = add nsw i32 %155, 1
  store i32 %161, i32* @ncode, align 4, !tbaa !1
  %162 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %155
  store i32 7, i32* %162, align 4, !tbaa !1
  %163 = icmp eq i32 %155, 8191
  br i1 %163, label %164, label %167

164:                                              ; preds = %160
  %165 = load i1, i1* @failed, align 4
  br i1 %165, label %184, label %166

166:                                              ; preds = %164
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %184

167:                                              ; preds = %160
  %168 = add nsw i32 %155, 2
  store i32 %168, i32* @ncode, align 4, !tbaa !1
  %169 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %161
  store i32 7, i32* %169, align 4, !tbaa !1
  %170 = icmp sgt i32 %155, 8189
  br i1 %170, label %171, label %174

171:                                              ; preds = %167
  %172 = load i1, i1* @failed, align 4
  br i1 %172, label %184, label %173

173:                                              ; preds = %171
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %184

174:                                              ; preds = %167
  %175 = add nsw i32 %155, 3
  store i32 %175, i32* @ncode, align 4, !tbaa !1
  %176 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %168
  store i32 9, i32* %176, align 4, !tbaa !1
  %177 = icmp eq i32 %168, 8191
  br i1 %177, label %178, label %181

178:                                              ; preds = %174
  %179 = load i1, i1* @failed, align 4
  br i1 %179, label %184, label %180

180:                                              ; preds = %178
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %184

181:                                              ; preds = %174
  %182 = add nsw i32 %155, 4
  store i32 %182, i32* @ncode, align 4, !tbaa !1
  %183 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %175
  store i32 0, i32* %183, align 4, !tbaa !1
  br label %184

184:                                              ; preds = %166, %159, %157, %164, %171, %178, %180, %173, %181
  %185 = phi i32 [ %182, %181 ], [ 8192, %180 ], [ 8192, %178 ], [ 8192, %171 ], [ 8192, %173 ], [ %155, %157 ], [ 8192, %164 ], [ %155, %159 ], [ 8192, %166 ]
  %186 = add nsw i32 %185, -1
  %187 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %151
  store i32 %185, i32* %187, align 4, !tbaa !1
  %188 = load i8, i8* %5, align 4, !tbaa !28
  %189 = icmp eq i8 %188, 7
  %190 = zext i1 %189 to i32
  %191 = icmp sgt i32 %185, 8191
  br i1 %191, label %192, label %195

192:                                              ; preds = %184
  %193 = load i1, i1* @failed, align 4
  br i1 %193, label %205, label %194

194:                                              ; preds = %192
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %205

195:                                              ; preds = %184
  %196 = add nsw i32 %185, 1
  store i32 %196, i32* @ncode, align 4, !tbaa !1
  %197 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %185
  store i32 0, i32* %197, align 4, !tbaa !1
  %198 = icmp eq i32 %185, 8191
  br i1 %198, label %199, label %202

199:                                              ; preds = %195
  %200 = load i1, i1* @failed, align 4
  br i1 %200, label %205, label %201

201:                                              ; preds = %199
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 99, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 100, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 108, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 103, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  br label %205

202:                                              ; preds = %195
  %203 = add nsw i32 %185, 2
  store i32 %203, i32* @ncode, align 4, !tbaa !1
  %204 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %196
  store i32 %190, i32* %204, align 4, !tbaa !1
  br label %205

205:                                              ; preds = %194, %192, %199, %201, %202
  %206 = phi i32 [ %185, %192 ], [ 8192, %199 ], [ 8192, %201 ], [ %203, %202 ], [ %185, %194 ]
  %207 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %186
  store i32 %206, i32* %207, align 4, !tbaa !1
  br label %211

208:                                              ; preds = %1
  %209 = load i1, i1* @failed, align 4
  br i1 %209, label %211, label %210

210:                                              ; preds = %208
  store i1 true, i1* @failed, align 4
  store i32 %4, i32* @err_line, align 4, !tbaa !1
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 4, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 1), align 1, !tbaa !5
  store i8 116, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 2), align 2, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 3), align 1, !tbaa !5
  store i8 97, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 4), align 4, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 5), align 1, !tbaa !5
  store i8 32, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 6), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 7), align 1, !tbaa !5
  store i8 120, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 8), align 4, !tbaa !5
  store i8 112, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 9), align 1, !tbaa !5
  store i8 114, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 10), align 2, !tbaa !5
  store i8 101, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 11), align 1, !tbaa !5
  store i8 115, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 12), align 4, !tbaa !5
  store i8 115, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 13), align 1, !tbaa !5
  store i8 105, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 14), align 2, !tbaa !5
  store i8 111, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 15), align 1, !tbaa !5
  store i8 110, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 16), align 4, !tbaa !5
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 17), align 1, !tbaa !5
  br label %211

211:                                              ; preds = %114, %66, %32, %14, %210, %208, %122, %121, %119, %112, %94, %93, %91, %74, %73, %71, %64, %52, %51, %49, %40, %39, %37, %30, %22, %21, %19, %12, %205
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #6

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #3 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #4 = { nofree norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #6 = { argmemonly nofree nounwind willreturn writeonly }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = !{!3, !3, i64 0}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = !{!11, !3, i64 0}
!11 = !{!"token", !3, i64 0, !12, i64 2, !2, i64 4, !3, i64 8}
!12 = !{!"short", !3, i64 0}
!13 = !{!11, !12, i64 2}
!14 = !{!11, !2, i64 4}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = !{!18, !3, i64 2}
!18 = !{!"", !3, i64 0, !3, i64 1, !3, i64 2}
!19 = distinct !{!19, !7}
!20 = !{!21, !2, i64 32}
!21 = !{!"func", !3, i64 0, !2, i64 16, !2, i64 20, !2, i64 24, !2, i64 28, !2, i64 32, !2, i64 36}
!22 = !{!21, !2, i64 36}
!23 = distinct !{!23, !7}
!24 = !{!21, !2, i64 16}
!25 = !{!21, !2, i64 24}
!26 = !{!21, !2, i64 20}
!27 = distinct !{!27, !7}
!28 = !{!29, !3, i64 0}
!29 = !{!"node", !3, i64 0, !12, i64 2, !2, i64 4, !12, i64 8, !12, i64 10, !12, i64 12, !12, i64 14}
!30 = !{!29, !2, i64 4}
!31 = !{!29, !12, i64 2}
!32 = !{!29, !12, i64 10}
!33 = distinct !{!33, !7}
!34 = distinct !{!34, !7}
!35 = distinct !{!35, !7}
!36 = distinct !{!36, !7}
!37 = !{!21, !2, i64 28}
!38 = distinct !{!38, !7}
!39 = distinct !{!39, !7}
!40 = distinct !{!40, !7}
!41 = distinct !{!41, !7}
!42 = distinct !{!42, !7}
!43 = !{!44, !2, i64 0}
!44 = !{!"frame", !2, i64 0, !2, i64 4, !2, i64 8}
!45 = !{!44, !2, i64 4}
!46 = !{!44, !2, i64 8}
!47 = distinct !{!47, !7}
!48 = !{!29, !12, i64 8}
!49 = !{!29, !12, i64 14}
!50 = distinct !{!50, !7}
!51 = !{!29, !12, i64 12}
!52 = distinct !{!52, !7}
!53 = distinct !{!53, !7}
!54 = !{!12, !12, i64 0}
!55 = distinct !{!55, !7}
!56 = distinct !{!56, !7}
