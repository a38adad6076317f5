; ModuleID = 'large_lang.c'
source_filename = "large_lang.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.token = type { i8, i16, i32, [16 x i8] }
%struct.anon = type { i8*, i8 }
%struct.anon.0 = type { i8, i8, i8 }
%struct.func = type { [16 x i8], i32, i32, i32, i32, i32, i32 }
%struct.node = type { i8, i16, i32, i16, i16, i16, i16 }
%struct.frame = type { i32, i32, i32 }

@total_hash = internal global i32 0, align 4
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
@.str.14 = private unnamed_addr constant [10 x i8] c"checksum \00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"== \00", align 1
@failed = internal global i32 0, align 4
@err_msg = internal global [96 x i8] zeroinitializer, align 1
@out_hash = internal global i32 0, align 4
@out_count = internal global i32 0, align 4
@folded = internal global i32 0, align 4
@.str.16 = private unnamed_addr constant [17 x i8] c"  error on line \00", align 1
@err_line = internal global i32 0, align 4
@.str.17 = private unnamed_addr constant [3 x i8] c": \00", align 1
@.str.18 = private unnamed_addr constant [10 x i8] c"  tokens=\00", align 1
@ntoks = internal global i32 0, align 4
@.str.19 = private unnamed_addr constant [8 x i8] c" nodes=\00", align 1
@nnodes = internal global i32 0, align 4
@.str.20 = private unnamed_addr constant [7 x i8] c" code=\00", align 1
@ncode = internal global i32 0, align 4
@.str.21 = private unnamed_addr constant [9 x i8] c" folded=\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c" hash=\00", align 1
@.str.23 = private unnamed_addr constant [18 x i8] c"  runtime error: \00", align 1
@.str.24 = private unnamed_addr constant [10 x i8] c"  result=\00", align 1
@.str.25 = private unnamed_addr constant [10 x i8] c" outputs=\00", align 1
@.str.26 = private unnamed_addr constant [11 x i8] c" out_hash=\00", align 1
@.str.27 = private unnamed_addr constant [8 x i8] c" steps=\00", align 1
@steps = internal global i32 0, align 4
@toks = internal global [4096 x %struct.token] zeroinitializer, align 4
@keywords = internal constant [8 x %struct.anon] [%struct.anon { i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.30, i32 0, i32 0), i8 3 }, %struct.anon { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.31, i32 0, i32 0), i8 4 }, %struct.anon { i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.32, i32 0, i32 0), i8 5 }, %struct.anon { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.33, i32 0, i32 0), i8 6 }, %struct.anon { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.34, i32 0, i32 0), i8 7 }, %struct.anon { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.35, i32 0, i32 0), i8 8 }, %struct.anon { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.36, i32 0, i32 0), i8 9 }, %struct.anon zeroinitializer], align 4
@.str.28 = private unnamed_addr constant [21 x i8] c"unexpected character\00", align 1
@.str.29 = private unnamed_addr constant [17 x i8] c"program too long\00", align 1
@.str.30 = private unnamed_addr constant [3 x i8] c"fn\00", align 1
@.str.31 = private unnamed_addr constant [4 x i8] c"var\00", align 1
@.str.32 = private unnamed_addr constant [3 x i8] c"if\00", align 1
@.str.33 = private unnamed_addr constant [5 x i8] c"else\00", align 1
@.str.34 = private unnamed_addr constant [6 x i8] c"while\00", align 1
@.str.35 = private unnamed_addr constant [7 x i8] c"return\00", align 1
@.str.36 = private unnamed_addr constant [6 x i8] c"print\00", align 1
@punct.two = internal constant [9 x %struct.anon.0] [%struct.anon.0 { i8 60, i8 60, i8 27 }, %struct.anon.0 { i8 62, i8 62, i8 28 }, %struct.anon.0 { i8 60, i8 61, i8 30 }, %struct.anon.0 { i8 62, i8 61, i8 32 }, %struct.anon.0 { i8 61, i8 61, i8 33 }, %struct.anon.0 { i8 33, i8 61, i8 34 }, %struct.anon.0 { i8 38, i8 38, i8 35 }, %struct.anon.0 { i8 124, i8 124, i8 36 }, %struct.anon.0 zeroinitializer], align 1
@pos = internal global i32 0, align 4
@nfuncs = internal global i32 0, align 4
@.str.37 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.38 = private unnamed_addr constant [17 x i8] c"no main function\00", align 1
@.str.39 = private unnamed_addr constant [16 x i8] c"a function name\00", align 1
@funcs = internal global [32 x %struct.func] zeroinitializer, align 4
@.str.40 = private unnamed_addr constant [23 x i8] c"function defined twice\00", align 1
@nlocals = internal global i32 0, align 4
@max_locals = internal global i32 0, align 4
@.str.41 = private unnamed_addr constant [2 x i8] c"(\00", align 1
@.str.42 = private unnamed_addr constant [12 x i8] c"a parameter\00", align 1
@.str.43 = private unnamed_addr constant [2 x i8] c")\00", align 1
@.str.44 = private unnamed_addr constant [27 x i8] c"wrong number of parameters\00", align 1
@.str.45 = private unnamed_addr constant [9 x i8] c"expected\00", align 1
@.str.46 = private unnamed_addr constant [19 x i8] c"too many functions\00", align 1
@.str.47 = private unnamed_addr constant [16 x i8] c"too many locals\00", align 1
@local_names = internal global [16 x [16 x i8]] zeroinitializer, align 1
@.str.48 = private unnamed_addr constant [2 x i8] c"{\00", align 1
@nodes = internal global [4096 x %struct.node] zeroinitializer, align 4
@.str.49 = private unnamed_addr constant [2 x i8] c"}\00", align 1
@.str.50 = private unnamed_addr constant [20 x i8] c"program too complex\00", align 1
@.str.51 = private unnamed_addr constant [7 x i8] c"a name\00", align 1
@.str.52 = private unnamed_addr constant [2 x i8] c";\00", align 1
@.str.53 = private unnamed_addr constant [4 x i8] c"mem\00", align 1
@.str.54 = private unnamed_addr constant [2 x i8] c"[\00", align 1
@.str.55 = private unnamed_addr constant [2 x i8] c"]\00", align 1
@.str.56 = private unnamed_addr constant [23 x i8] c"expected an expression\00", align 1
@.str.57 = private unnamed_addr constant [29 x i8] c"wrong number of arguments to\00", align 1
@.str.58 = private unnamed_addr constant [15 x i8] c"code too large\00", align 1
@code = internal global [8192 x i32] zeroinitializer, align 4
@.str.59 = private unnamed_addr constant [16 x i8] c"not a statement\00", align 1
@.str.60 = private unnamed_addr constant [18 x i8] c"not an expression\00", align 1
@memory = internal global [512 x i32] zeroinitializer, align 4
@.str.61 = private unnamed_addr constant [15 x i8] c"stack overflow\00", align 1
@stack = internal global [1024 x i32] zeroinitializer, align 4
@.str.62 = private unnamed_addr constant [26 x i8] c"memory index out of range\00", align 1
@.str.63 = private unnamed_addr constant [20 x i8] c"call depth exceeded\00", align 1
@frames = internal global [200 x %struct.frame] zeroinitializer, align 4
@.str.64 = private unnamed_addr constant [11 x i8] c"bad opcode\00", align 1
@.str.65 = private unnamed_addr constant [7 x i8] c"  out \00", align 1
@.str.66 = private unnamed_addr constant [17 x i8] c"0123456789abcdef\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 17, i32* @total_hash, align 4
  call void @run_program(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([214 x i8], [214 x i8]* @prog_fib, i32 0, i32 0))
  call void @run_program(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i32 0, i32 0), i8* noundef getelementptr inbounds ([365 x i8], [365 x i8]* @prog_sieve, i32 0, i32 0))
  call void @run_program(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* noundef getelementptr inbounds ([305 x i8], [305 x i8]* @prog_gcd, i32 0, i32 0))
  call void @run_program(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i8* noundef getelementptr inbounds ([309 x i8], [309 x i8]* @prog_collatz, i32 0, i32 0))
  call void @run_program(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i8* noundef getelementptr inbounds ([466 x i8], [466 x i8]* @prog_ops, i32 0, i32 0))
  call void @run_program(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([650 x i8], [650 x i8]* @prog_sort, i32 0, i32 0))
  call void @run_program(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i32 0, i32 0), i8* noundef getelementptr inbounds ([176 x i8], [176 x i8]* @prog_ackermann, i32 0, i32 0))
  call void @run_program(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.7, i32 0, i32 0), i8* noundef getelementptr inbounds ([68 x i8], [68 x i8]* @prog_div0, i32 0, i32 0))
  call void @run_program(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.8, i32 0, i32 0), i8* noundef getelementptr inbounds ([70 x i8], [70 x i8]* @prog_deep, i32 0, i32 0))
  call void @run_program(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i32 0, i32 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @prog_bad_var, i32 0, i32 0))
  call void @run_program(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.10, i32 0, i32 0), i8* noundef getelementptr inbounds ([61 x i8], [61 x i8]* @prog_bad_call, i32 0, i32 0))
  call void @run_program(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0), i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @prog_bad_syntax, i32 0, i32 0))
  call void @run_program(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.12, i32 0, i32 0), i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @prog_bad_char, i32 0, i32 0))
  call void @run_program(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.13, i32 0, i32 0), i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @prog_undefined, i32 0, i32 0))
  call void @print_str(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i32 0, i32 0))
  %2 = load i32, i32* @total_hash, align 4
  call void @print_hex(i32 noundef signext %2)
  call void @print_nl()
  ret i32 0
}

; Function Attrs: noinline nounwind optnone
define internal void @run_program(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i8* %1, i8** %4, align 4
  call void @print_str(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0))
  %6 = load i8*, i8** %3, align 4
  call void @print_str(i8* noundef %6)
  call void @print_nl()
  store i32 0, i32* @failed, align 4
  store i8 0, i8* getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0), align 1
  store i32 -2128831035, i32* @out_hash, align 4
  store i32 0, i32* @out_count, align 4
  store i32 0, i32* @folded, align 4
  %7 = load i8*, i8** %4, align 4
  call void @lex(i8* noundef %7)
  %8 = load i32, i32* @failed, align 4
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  call void @parse_program()
  br label %11

11:                                               ; preds = %10, %2
  %12 = load i32, i32* @failed, align 4
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %15, label %14

14:                                               ; preds = %11
  call void @fold_all()
  br label %15

15:                                               ; preds = %14, %11
  %16 = load i32, i32* @failed, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %19, label %18

18:                                               ; preds = %15
  call void @gen_program()
  br label %19

19:                                               ; preds = %18, %15
  %20 = load i32, i32* @failed, align 4
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %30

22:                                               ; preds = %19
  call void @print_str(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.16, i32 0, i32 0))
  %23 = load i32, i32* @err_line, align 4
  call void @print_int(i32 noundef signext %23)
  call void @print_str(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.17, i32 0, i32 0))
  call void @print_str(i8* noundef getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0))
  call void @print_nl()
  %24 = load i32, i32* @total_hash, align 4
  %25 = load i32, i32* @err_line, align 4
  %26 = xor i32 %24, %25
  %27 = mul i32 %26, 31
  %28 = call i32 @str_len(i8* noundef getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0))
  %29 = add i32 %27, %28
  store i32 %29, i32* @total_hash, align 4
  br label %55

30:                                               ; preds = %19
  call void @print_str(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.18, i32 0, i32 0))
  %31 = load i32, i32* @ntoks, align 4
  call void @print_int(i32 noundef signext %31)
  call void @print_str(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.19, i32 0, i32 0))
  %32 = load i32, i32* @nnodes, align 4
  call void @print_int(i32 noundef signext %32)
  call void @print_str(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.20, i32 0, i32 0))
  %33 = load i32, i32* @ncode, align 4
  call void @print_int(i32 noundef signext %33)
  call void @print_str(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.21, i32 0, i32 0))
  %34 = load i32, i32* @folded, align 4
  call void @print_int(i32 noundef signext %34)
  call void @print_str(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0))
  %35 = call i32 @code_checksum()
  call void @print_hex(i32 noundef signext %35)
  call void @print_nl()
  store i32 0, i32* %5, align 4
  %36 = call i32 @run_vm(i32* noundef %5)
  %37 = icmp ne i32 %36, 0
  br i1 %37, label %42, label %38

38:                                               ; preds = %30
  call void @print_str(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.23, i32 0, i32 0))
  call void @print_str(i8* noundef getelementptr inbounds ([96 x i8], [96 x i8]* @err_msg, i32 0, i32 0))
  call void @print_nl()
  %39 = load i32, i32* @total_hash, align 4
  %40 = mul i32 %39, 31
  %41 = add i32 %40, 7
  store i32 %41, i32* @total_hash, align 4
  br label %55

42:                                               ; preds = %30
  call void @print_str(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.24, i32 0, i32 0))
  %43 = load i32, i32* %5, align 4
  call void @print_int(i32 noundef signext %43)
  call void @print_str(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.25, i32 0, i32 0))
  %44 = load i32, i32* @out_count, align 4
  call void @print_int(i32 noundef signext %44)
  call void @print_str(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.26, i32 0, i32 0))
  %45 = load i32, i32* @out_hash, align 4
  call void @print_hex(i32 noundef signext %45)
  call void @print_str(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.27, i32 0, i32 0))
  %46 = load i32, i32* @steps, align 4
  call void @print_u32(i32 noundef signext %46)
  call void @print_nl()
  %47 = load i32, i32* @total_hash, align 4
  %48 = load i32, i32* @out_hash, align 4
  %49 = xor i32 %47, %48
  %50 = mul i32 %49, 31
  %51 = load i32, i32* %5, align 4
  %52 = add i32 %50, %51
  %53 = call i32 @code_checksum()
  %54 = add i32 %52, %53
  store i32 %54, i32* @total_hash, align 4
  br label %55

55:                                               ; preds = %42, %38, %22
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
  br label %3, !llvm.loop !2

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
  %12 = getelementptr inbounds [17 x i8], [17 x i8]* @.str.66, i32 0, i32 %11
  %13 = load i8, i8* %12, align 1
  store volatile i8 %13, i8* inttoptr (i32 -16777216 to i8*), align 1
  br label %14

14:                                               ; preds = %7
  %15 = load i32, i32* %3, align 4
  %16 = sub nsw i32 %15, 4
  store i32 %16, i32* %3, align 4
  br label %4, !llvm.loop !4

17:                                               ; preds = %4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_nl() #0 {
  store volatile i8 10, i8* inttoptr (i32 -16777216 to i8*), align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @lex(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [16 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca [2 x i8], align 1
  store i8* %0, i8** %2, align 4
  store i32 1, i32* %3, align 4
  store i32 0, i32* @ntoks, align 4
  %18 = load i8*, i8** %2, align 4
  store i8* %18, i8** %4, align 4
  br label %19

19:                                               ; preds = %263, %1
  %20 = load i32, i32* @failed, align 4
  %21 = icmp ne i32 %20, 0
  %22 = xor i1 %21, true
  br i1 %22, label %23, label %264

23:                                               ; preds = %19
  %24 = load i8*, i8** %4, align 4
  %25 = load i8, i8* %24, align 1
  store i8 %25, i8* %5, align 1
  %26 = load i8, i8* %5, align 1
  %27 = sext i8 %26 to i32
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %30

29:                                               ; preds = %23
  br label %264

30:                                               ; preds = %23
  %31 = load i8, i8* %5, align 1
  %32 = sext i8 %31 to i32
  %33 = icmp eq i32 %32, 10
  br i1 %33, label %34, label %39

34:                                               ; preds = %30
  %35 = load i32, i32* %3, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %3, align 4
  %37 = load i8*, i8** %4, align 4
  %38 = getelementptr inbounds i8, i8* %37, i32 1
  store i8* %38, i8** %4, align 4
  br label %263

39:                                               ; preds = %30
  %40 = load i8, i8* %5, align 1
  %41 = sext i8 %40 to i32
  %42 = icmp eq i32 %41, 32
  br i1 %42, label %51, label %43

43:                                               ; preds = %39
  %44 = load i8, i8* %5, align 1
  %45 = sext i8 %44 to i32
  %46 = icmp eq i32 %45, 9
  br i1 %46, label %51, label %47

47:                                               ; preds = %43
  %48 = load i8, i8* %5, align 1
  %49 = sext i8 %48 to i32
  %50 = icmp eq i32 %49, 13
  br i1 %50, label %51, label %54

51:                                               ; preds = %47, %43, %39
  %52 = load i8*, i8** %4, align 4
  %53 = getelementptr inbounds i8, i8* %52, i32 1
  store i8* %53, i8** %4, align 4
  br label %262

54:                                               ; preds = %47
  %55 = load i8, i8* %5, align 1
  %56 = sext i8 %55 to i32
  %57 = icmp eq i32 %56, 35
  br i1 %57, label %58, label %75

58:                                               ; preds = %54
  br label %59

59:                                               ; preds = %71, %58
  %60 = load i8*, i8** %4, align 4
  %61 = load i8, i8* %60, align 1
  %62 = sext i8 %61 to i32
  %63 = icmp ne i32 %62, 0
  br i1 %63, label %64, label %69

64:                                               ; preds = %59
  %65 = load i8*, i8** %4, align 4
  %66 = load i8, i8* %65, align 1
  %67 = sext i8 %66 to i32
  %68 = icmp ne i32 %67, 10
  br label %69

69:                                               ; preds = %64, %59
  %70 = phi i1 [ false, %59 ], [ %68, %64 ]
  br i1 %70, label %71, label %74

71:                                               ; preds = %69
  %72 = load i8*, i8** %4, align 4
  %73 = getelementptr inbounds i8, i8* %72, i32 1
  store i8* %73, i8** %4, align 4
  br label %59, !llvm.loop !5

74:                                               ; preds = %69
  br label %261

75:                                               ; preds = %54
  %76 = load i8, i8* %5, align 1
  %77 = call i32 @is_digit(i8 noundef signext %76)
  %78 = icmp ne i32 %77, 0
  br i1 %78, label %79, label %172

79:                                               ; preds = %75
  store i32 0, i32* %6, align 4
  %80 = load i8, i8* %5, align 1
  %81 = sext i8 %80 to i32
  %82 = icmp eq i32 %81, 48
  br i1 %82, label %83, label %145

83:                                               ; preds = %79
  %84 = load i8*, i8** %4, align 4
  %85 = getelementptr inbounds i8, i8* %84, i32 1
  %86 = load i8, i8* %85, align 1
  %87 = sext i8 %86 to i32
  %88 = icmp eq i32 %87, 120
  br i1 %88, label %95, label %89

89:                                               ; preds = %83
  %90 = load i8*, i8** %4, align 4
  %91 = getelementptr inbounds i8, i8* %90, i32 1
  %92 = load i8, i8* %91, align 1
  %93 = sext i8 %92 to i32
  %94 = icmp eq i32 %93, 88
  br i1 %94, label %95, label %145

95:                                               ; preds = %89, %83
  %96 = load i8*, i8** %4, align 4
  %97 = getelementptr inbounds i8, i8* %96, i32 2
  store i8* %97, i8** %4, align 4
  br label %98

98:                                               ; preds = %137, %95
  %99 = load i8*, i8** %4, align 4
  %100 = load i8, i8* %99, align 1
  store i8 %100, i8* %7, align 1
  %101 = load i8, i8* %7, align 1
  %102 = call i32 @is_digit(i8 noundef signext %101)
  %103 = icmp ne i32 %102, 0
  br i1 %103, label %104, label %108

104:                                              ; preds = %98
  %105 = load i8, i8* %7, align 1
  %106 = sext i8 %105 to i32
  %107 = sub nsw i32 %106, 48
  store i32 %107, i32* %8, align 4
  br label %137

108:                                              ; preds = %98
  %109 = load i8, i8* %7, align 1
  %110 = sext i8 %109 to i32
  %111 = icmp sge i32 %110, 97
  br i1 %111, label %112, label %121

112:                                              ; preds = %108
  %113 = load i8, i8* %7, align 1
  %114 = sext i8 %113 to i32
  %115 = icmp sle i32 %114, 102
  br i1 %115, label %116, label %121

116:                                              ; preds = %112
  %117 = load i8, i8* %7, align 1
  %118 = sext i8 %117 to i32
  %119 = sub nsw i32 %118, 97
  %120 = add nsw i32 %119, 10
  store i32 %120, i32* %8, align 4
  br label %136

121:                                              ; preds = %112, %108
  %122 = load i8, i8* %7, align 1
  %123 = sext i8 %122 to i32
  %124 = icmp sge i32 %123, 65
  br i1 %124, label %125, label %134

125:                                              ; preds = %121
  %126 = load i8, i8* %7, align 1
  %127 = sext i8 %126 to i32
  %128 = icmp sle i32 %127, 70
  br i1 %128, label %129, label %134

129:                                              ; preds = %125
  %130 = load i8, i8* %7, align 1
  %131 = sext i8 %130 to i32
  %132 = sub nsw i32 %131, 65
  %133 = add nsw i32 %132, 10
  store i32 %133, i32* %8, align 4
  br label %135

134:                                              ; preds = %125, %121
  br label %144

135:                                              ; preds = %129
  br label %136

136:                                              ; preds = %135, %116
  br label %137

137:                                              ; preds = %136, %104
  %138 = load i32, i32* %6, align 4
  %139 = mul i32 %138, 16
  %140 = load i32, i32* %8, align 4
  %141 = add i32 %139, %140
  store i32 %141, i32* %6, align 4
  %142 = load i8*, i8** %4, align 4
  %143 = getelementptr inbounds i8, i8* %142, i32 1
  store i8* %143, i8** %4, align 4
  br label %98

144:                                              ; preds = %134
  br label %161

145:                                              ; preds = %89, %79
  br label %146

146:                                              ; preds = %151, %145
  %147 = load i8*, i8** %4, align 4
  %148 = load i8, i8* %147, align 1
  %149 = call i32 @is_digit(i8 noundef signext %148)
  %150 = icmp ne i32 %149, 0
  br i1 %150, label %151, label %160

151:                                              ; preds = %146
  %152 = load i32, i32* %6, align 4
  %153 = mul i32 %152, 10
  %154 = load i8*, i8** %4, align 4
  %155 = getelementptr inbounds i8, i8* %154, i32 1
  store i8* %155, i8** %4, align 4
  %156 = load i8, i8* %154, align 1
  %157 = sext i8 %156 to i32
  %158 = sub nsw i32 %157, 48
  %159 = add i32 %153, %158
  store i32 %159, i32* %6, align 4
  br label %146, !llvm.loop !6

160:                                              ; preds = %146
  br label %161

161:                                              ; preds = %160, %144
  %162 = load i32, i32* %3, align 4
  %163 = call i32 @add_token(i32 noundef signext 1, i32 noundef signext %162)
  store i32 %163, i32* %9, align 4
  %164 = load i32, i32* %9, align 4
  %165 = icmp sge i32 %164, 0
  br i1 %165, label %166, label %171

166:                                              ; preds = %161
  %167 = load i32, i32* %6, align 4
  %168 = load i32, i32* %9, align 4
  %169 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %168
  %170 = getelementptr inbounds %struct.token, %struct.token* %169, i32 0, i32 2
  store i32 %167, i32* %170, align 4
  br label %171

171:                                              ; preds = %166, %161
  br label %260

172:                                              ; preds = %75
  %173 = load i8, i8* %5, align 1
  %174 = call i32 @is_alpha(i8 noundef signext %173)
  %175 = icmp ne i32 %174, 0
  br i1 %175, label %176, label %241

176:                                              ; preds = %172
  store i32 0, i32* %11, align 4
  br label %177

177:                                              ; preds = %198, %176
  %178 = load i8*, i8** %4, align 4
  %179 = load i8, i8* %178, align 1
  %180 = call i32 @is_alpha(i8 noundef signext %179)
  %181 = icmp ne i32 %180, 0
  br i1 %181, label %187, label %182

182:                                              ; preds = %177
  %183 = load i8*, i8** %4, align 4
  %184 = load i8, i8* %183, align 1
  %185 = call i32 @is_digit(i8 noundef signext %184)
  %186 = icmp ne i32 %185, 0
  br label %187

187:                                              ; preds = %182, %177
  %188 = phi i1 [ true, %177 ], [ %186, %182 ]
  br i1 %188, label %189, label %201

189:                                              ; preds = %187
  %190 = load i32, i32* %11, align 4
  %191 = icmp slt i32 %190, 15
  br i1 %191, label %192, label %198

192:                                              ; preds = %189
  %193 = load i8*, i8** %4, align 4
  %194 = load i8, i8* %193, align 1
  %195 = load i32, i32* %11, align 4
  %196 = add nsw i32 %195, 1
  store i32 %196, i32* %11, align 4
  %197 = getelementptr inbounds [16 x i8], [16 x i8]* %10, i32 0, i32 %195
  store i8 %194, i8* %197, align 1
  br label %198

198:                                              ; preds = %192, %189
  %199 = load i8*, i8** %4, align 4
  %200 = getelementptr inbounds i8, i8* %199, i32 1
  store i8* %200, i8** %4, align 4
  br label %177, !llvm.loop !7

201:                                              ; preds = %187
  %202 = load i32, i32* %11, align 4
  %203 = getelementptr inbounds [16 x i8], [16 x i8]* %10, i32 0, i32 %202
  store i8 0, i8* %203, align 1
  store i32 2, i32* %12, align 4
  store i32 0, i32* %13, align 4
  br label %204

204:                                              ; preds = %225, %201
  %205 = load i32, i32* %13, align 4
  %206 = getelementptr inbounds [8 x %struct.anon], [8 x %struct.anon]* @keywords, i32 0, i32 %205
  %207 = getelementptr inbounds %struct.anon, %struct.anon* %206, i32 0, i32 0
  %208 = load i8*, i8** %207, align 4
  %209 = icmp ne i8* %208, null
  br i1 %209, label %210, label %228

210:                                              ; preds = %204
  %211 = load i32, i32* %13, align 4
  %212 = getelementptr inbounds [8 x %struct.anon], [8 x %struct.anon]* @keywords, i32 0, i32 %211
  %213 = getelementptr inbounds %struct.anon, %struct.anon* %212, i32 0, i32 0
  %214 = load i8*, i8** %213, align 4
  %215 = getelementptr inbounds [16 x i8], [16 x i8]* %10, i32 0, i32 0
  %216 = call i32 @str_eq(i8* noundef %214, i8* noundef %215)
  %217 = icmp ne i32 %216, 0
  br i1 %217, label %218, label %224

218:                                              ; preds = %210
  %219 = load i32, i32* %13, align 4
  %220 = getelementptr inbounds [8 x %struct.anon], [8 x %struct.anon]* @keywords, i32 0, i32 %219
  %221 = getelementptr inbounds %struct.anon, %struct.anon* %220, i32 0, i32 1
  %222 = load i8, i8* %221, align 4
  %223 = zext i8 %222 to i32
  store i32 %223, i32* %12, align 4
  br label %224

224:                                              ; preds = %218, %210
  br label %225

225:                                              ; preds = %224
  %226 = load i32, i32* %13, align 4
  %227 = add nsw i32 %226, 1
  store i32 %227, i32* %13, align 4
  br label %204, !llvm.loop !8

228:                                              ; preds = %204
  %229 = load i32, i32* %12, align 4
  %230 = load i32, i32* %3, align 4
  %231 = call i32 @add_token(i32 noundef signext %229, i32 noundef signext %230)
  store i32 %231, i32* %14, align 4
  %232 = load i32, i32* %14, align 4
  %233 = icmp sge i32 %232, 0
  br i1 %233, label %234, label %240

234:                                              ; preds = %228
  %235 = load i32, i32* %14, align 4
  %236 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %235
  %237 = getelementptr inbounds %struct.token, %struct.token* %236, i32 0, i32 3
  %238 = getelementptr inbounds [16 x i8], [16 x i8]* %237, i32 0, i32 0
  %239 = getelementptr inbounds [16 x i8], [16 x i8]* %10, i32 0, i32 0
  call void @str_copy(i8* noundef %238, i8* noundef %239, i32 noundef signext 16)
  br label %240

240:                                              ; preds = %234, %228
  br label %259

241:                                              ; preds = %172
  %242 = load i8*, i8** %4, align 4
  %243 = call i32 @punct(i8* noundef %242, i32* noundef %15)
  store i32 %243, i32* %16, align 4
  %244 = load i32, i32* %16, align 4
  %245 = icmp slt i32 %244, 0
  br i1 %245, label %246, label %252

246:                                              ; preds = %241
  %247 = getelementptr inbounds [2 x i8], [2 x i8]* %17, i32 0, i32 0
  %248 = load i8, i8* %5, align 1
  store i8 %248, i8* %247, align 1
  %249 = getelementptr inbounds i8, i8* %247, i32 1
  store i8 0, i8* %249, align 1
  %250 = load i32, i32* %3, align 4
  %251 = getelementptr inbounds [2 x i8], [2 x i8]* %17, i32 0, i32 0
  call void @error_at(i32 noundef signext %250, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.28, i32 0, i32 0), i8* noundef %251)
  br label %267

252:                                              ; preds = %241
  %253 = load i32, i32* %16, align 4
  %254 = load i32, i32* %3, align 4
  %255 = call i32 @add_token(i32 noundef signext %253, i32 noundef signext %254)
  %256 = load i32, i32* %15, align 4
  %257 = load i8*, i8** %4, align 4
  %258 = getelementptr inbounds i8, i8* %257, i32 %256
  store i8* %258, i8** %4, align 4
  br label %259

259:                                              ; preds = %252, %240
  br label %260

260:                                              ; preds = %259, %171
  br label %261

261:                                              ; preds = %260, %74
  br label %262

262:                                              ; preds = %261, %51
  br label %263

263:                                              ; preds = %262, %34
  br label %19, !llvm.loop !9

264:                                              ; preds = %29, %19
  %265 = load i32, i32* %3, align 4
  %266 = call i32 @add_token(i32 noundef signext 0, i32 noundef signext %265)
  br label %267

267:                                              ; preds = %264, %246
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @parse_program() #0 {
  store i32 0, i32* @pos, align 4
  store i32 0, i32* @nnodes, align 4
  store i32 0, i32* @nfuncs, align 4
  br label %1

1:                                                ; preds = %12, %0
  %2 = load i32, i32* @failed, align 4
  %3 = icmp ne i32 %2, 0
  br i1 %3, label %10, label %4

4:                                                ; preds = %1
  %5 = call %struct.token* @peek()
  %6 = getelementptr inbounds %struct.token, %struct.token* %5, i32 0, i32 0
  %7 = load i8, i8* %6, align 4
  %8 = zext i8 %7 to i32
  %9 = icmp ne i32 %8, 0
  br label %10

10:                                               ; preds = %4, %1
  %11 = phi i1 [ false, %1 ], [ %9, %4 ]
  br i1 %11, label %12, label %13

12:                                               ; preds = %10
  call void @parse_function()
  br label %1, !llvm.loop !10

13:                                               ; preds = %10
  %14 = load i32, i32* @failed, align 4
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %17, label %16

16:                                               ; preds = %13
  call void @check_calls()
  br label %17

17:                                               ; preds = %16, %13
  %18 = load i32, i32* @failed, align 4
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %24, label %20

20:                                               ; preds = %17
  %21 = call i32 @find_func(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.37, i32 0, i32 0))
  %22 = icmp slt i32 %21, 0
  br i1 %22, label %23, label %24

23:                                               ; preds = %20
  call void @error_at(i32 noundef signext 1, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.38, i32 0, i32 0), i8* noundef null)
  br label %24

24:                                               ; preds = %23, %20, %17
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @fold_all() #0 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %2

2:                                                ; preds = %8, %0
  %3 = load i32, i32* %1, align 4
  %4 = load i32, i32* @nnodes, align 4
  %5 = icmp slt i32 %3, %4
  br i1 %5, label %6, label %11

6:                                                ; preds = %2
  %7 = load i32, i32* %1, align 4
  call void @fold(i32 noundef signext %7)
  br label %8

8:                                                ; preds = %6
  %9 = load i32, i32* %1, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* %1, align 4
  br label %2, !llvm.loop !11

11:                                               ; preds = %2
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @gen_program() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* @ncode, align 4
  %3 = call i32 @find_func(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.37, i32 0, i32 0))
  store i32 %3, i32* %1, align 4
  %4 = load i32, i32* %1, align 4
  call void @emit2(i32 noundef signext 12, i32 noundef signext %4, i32 noundef signext 0)
  call void @emit(i32 noundef signext 18, i32 noundef signext 0)
  store i32 0, i32* %2, align 4
  br label %5

5:                                                ; preds = %45, %0
  %6 = load i32, i32* %2, align 4
  %7 = load i32, i32* @nfuncs, align 4
  %8 = icmp slt i32 %6, %7
  br i1 %8, label %9, label %13

9:                                                ; preds = %5
  %10 = load i32, i32* @failed, align 4
  %11 = icmp ne i32 %10, 0
  %12 = xor i1 %11, true
  br label %13

13:                                               ; preds = %9, %5
  %14 = phi i1 [ false, %5 ], [ %12, %9 ]
  br i1 %14, label %15, label %48

15:                                               ; preds = %13
  %16 = load i32, i32* @ncode, align 4
  %17 = load i32, i32* %2, align 4
  %18 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %17
  %19 = getelementptr inbounds %struct.func, %struct.func* %18, i32 0, i32 4
  store i32 %16, i32* %19, align 4
  %20 = load i32, i32* %2, align 4
  %21 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %20
  %22 = getelementptr inbounds %struct.func, %struct.func* %21, i32 0, i32 2
  %23 = load i32, i32* %22, align 4
  %24 = load i32, i32* %2, align 4
  %25 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %24
  %26 = getelementptr inbounds %struct.func, %struct.func* %25, i32 0, i32 1
  %27 = load i32, i32* %26, align 4
  %28 = sub nsw i32 %23, %27
  %29 = load i32, i32* %2, align 4
  %30 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %29
  %31 = getelementptr inbounds %struct.func, %struct.func* %30, i32 0, i32 6
  %32 = load i32, i32* %31, align 4
  call void @emit2(i32 noundef signext 17, i32 noundef signext %28, i32 noundef signext %32)
  %33 = load i32, i32* %2, align 4
  %34 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %33
  %35 = getelementptr inbounds %struct.func, %struct.func* %34, i32 0, i32 3
  %36 = load i32, i32* %35, align 4
  call void @gen_stmt(i32 noundef signext %36)
  %37 = load i32, i32* %2, align 4
  %38 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %37
  %39 = getelementptr inbounds %struct.func, %struct.func* %38, i32 0, i32 6
  %40 = load i32, i32* %39, align 4
  call void @emit2(i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext %40)
  %41 = load i32, i32* %2, align 4
  %42 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %41
  %43 = getelementptr inbounds %struct.func, %struct.func* %42, i32 0, i32 6
  %44 = load i32, i32* %43, align 4
  call void @emit(i32 noundef signext 13, i32 noundef signext %44)
  br label %45

45:                                               ; preds = %15
  %46 = load i32, i32* %2, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* %2, align 4
  br label %5, !llvm.loop !12

48:                                               ; preds = %13
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
define internal i32 @str_len(i8* noundef %0) #0 {
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
  br label %4, !llvm.loop !13

13:                                               ; preds = %4
  %14 = load i32, i32* %3, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone
define internal i32 @code_checksum() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 -2128831035, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %3

3:                                                ; preds = %15, %0
  %4 = load i32, i32* %2, align 4
  %5 = load i32, i32* @ncode, align 4
  %6 = icmp slt i32 %4, %5
  br i1 %6, label %7, label %18

7:                                                ; preds = %3
  %8 = load i32, i32* %2, align 4
  %9 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %8
  %10 = load i32, i32* %9, align 4
  %11 = load i32, i32* %1, align 4
  %12 = xor i32 %11, %10
  store i32 %12, i32* %1, align 4
  %13 = load i32, i32* %1, align 4
  %14 = mul i32 %13, 16777619
  store i32 %14, i32* %1, align 4
  br label %15

15:                                               ; preds = %7
  %16 = load i32, i32* %2, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* %2, align 4
  br label %3, !llvm.loop !14

18:                                               ; preds = %3
  %19 = load i32, i32* %1, align 4
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone
define internal i32 @run_vm(i32* noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  store i32 0, i32* %7, align 4
  store i32 0, i32* @steps, align 4
  store i32 0, i32* %8, align 4
  br label %19

19:                                               ; preds = %25, %1
  %20 = load i32, i32* %8, align 4
  %21 = icmp slt i32 %20, 512
  br i1 %21, label %22, label %28

22:                                               ; preds = %19
  %23 = load i32, i32* %8, align 4
  %24 = getelementptr inbounds [512 x i32], [512 x i32]* @memory, i32 0, i32 %23
  store i32 0, i32* %24, align 4
  br label %25

25:                                               ; preds = %22
  %26 = load i32, i32* %8, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %8, align 4
  br label %19, !llvm.loop !15

28:                                               ; preds = %19
  br label %29

29:                                               ; preds = %282, %28
  %30 = load i32, i32* @steps, align 4
  %31 = add i32 %30, 1
  store i32 %31, i32* @steps, align 4
  %32 = load i32, i32* %5, align 4
  %33 = icmp sgt i32 %32, 1000
  br i1 %33, label %34, label %35

34:                                               ; preds = %29
  call void @error_at(i32 noundef signext 0, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.61, i32 0, i32 0), i8* noundef null)
  store i32 0, i32* %2, align 4
  br label %283

35:                                               ; preds = %29
  %36 = load i32, i32* %4, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %4, align 4
  %38 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %36
  %39 = load i32, i32* %38, align 4
  store i32 %39, i32* %9, align 4
  %40 = load i32, i32* %9, align 4
  switch i32 %40, label %281 [
    i32 0, label %41
    i32 1, label %49
    i32 2, label %61
    i32 3, label %73
    i32 4, label %88
    i32 5, label %104
    i32 6, label %127
    i32 7, label %136
    i32 8, label %146
    i32 9, label %155
    i32 10, label %159
    i32 11, label %174
    i32 12, label %189
    i32 17, label %222
    i32 13, label %238
    i32 14, label %258
    i32 15, label %263
    i32 16, label %266
    i32 18, label %275
  ]

41:                                               ; preds = %35
  %42 = load i32, i32* %4, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %4, align 4
  %44 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %42
  %45 = load i32, i32* %44, align 4
  %46 = load i32, i32* %5, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* %5, align 4
  %48 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %46
  store i32 %45, i32* %48, align 4
  br label %282

49:                                               ; preds = %35
  %50 = load i32, i32* %6, align 4
  %51 = load i32, i32* %4, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %4, align 4
  %53 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %51
  %54 = load i32, i32* %53, align 4
  %55 = add nsw i32 %50, %54
  %56 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %55
  %57 = load i32, i32* %56, align 4
  %58 = load i32, i32* %5, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, i32* %5, align 4
  %60 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %58
  store i32 %57, i32* %60, align 4
  br label %282

61:                                               ; preds = %35
  %62 = load i32, i32* %5, align 4
  %63 = add nsw i32 %62, -1
  store i32 %63, i32* %5, align 4
  %64 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %63
  %65 = load i32, i32* %64, align 4
  %66 = load i32, i32* %6, align 4
  %67 = load i32, i32* %4, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, i32* %4, align 4
  %69 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %67
  %70 = load i32, i32* %69, align 4
  %71 = add nsw i32 %66, %70
  %72 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %71
  store i32 %65, i32* %72, align 4
  br label %282

73:                                               ; preds = %35
  %74 = load i32, i32* %5, align 4
  %75 = sub nsw i32 %74, 1
  %76 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %75
  %77 = load i32, i32* %76, align 4
  store i32 %77, i32* %10, align 4
  %78 = load i32, i32* %10, align 4
  %79 = icmp uge i32 %78, 512
  br i1 %79, label %80, label %81

80:                                               ; preds = %73
  call void @error_at(i32 noundef signext 0, i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.62, i32 0, i32 0), i8* noundef null)
  store i32 0, i32* %2, align 4
  br label %283

81:                                               ; preds = %73
  %82 = load i32, i32* %10, align 4
  %83 = getelementptr inbounds [512 x i32], [512 x i32]* @memory, i32 0, i32 %82
  %84 = load i32, i32* %83, align 4
  %85 = load i32, i32* %5, align 4
  %86 = sub nsw i32 %85, 1
  %87 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %86
  store i32 %84, i32* %87, align 4
  br label %282

88:                                               ; preds = %35
  %89 = load i32, i32* %5, align 4
  %90 = add nsw i32 %89, -1
  store i32 %90, i32* %5, align 4
  %91 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %90
  %92 = load i32, i32* %91, align 4
  store i32 %92, i32* %11, align 4
  %93 = load i32, i32* %5, align 4
  %94 = add nsw i32 %93, -1
  store i32 %94, i32* %5, align 4
  %95 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %94
  %96 = load i32, i32* %95, align 4
  store i32 %96, i32* %12, align 4
  %97 = load i32, i32* %12, align 4
  %98 = icmp uge i32 %97, 512
  br i1 %98, label %99, label %100

99:                                               ; preds = %88
  call void @error_at(i32 noundef signext 0, i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.62, i32 0, i32 0), i8* noundef null)
  store i32 0, i32* %2, align 4
  br label %283

100:                                              ; preds = %88
  %101 = load i32, i32* %11, align 4
  %102 = load i32, i32* %12, align 4
  %103 = getelementptr inbounds [512 x i32], [512 x i32]* @memory, i32 0, i32 %102
  store i32 %101, i32* %103, align 4
  br label %282

104:                                              ; preds = %35
  %105 = load i32, i32* %5, align 4
  %106 = add nsw i32 %105, -1
  store i32 %106, i32* %5, align 4
  %107 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %106
  %108 = load i32, i32* %107, align 4
  store i32 %108, i32* %14, align 4
  %109 = load i32, i32* %5, align 4
  %110 = sub nsw i32 %109, 1
  %111 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %110
  %112 = load i32, i32* %111, align 4
  store i32 %112, i32* %15, align 4
  %113 = load i32, i32* %4, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, i32* %4, align 4
  %115 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %113
  %116 = load i32, i32* %115, align 4
  %117 = load i32, i32* %15, align 4
  %118 = load i32, i32* %14, align 4
  %119 = call i32 @binary_op(i32 noundef signext %116, i32 noundef signext %117, i32 noundef signext %118, i32* noundef %13)
  %120 = load i32, i32* %5, align 4
  %121 = sub nsw i32 %120, 1
  %122 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %121
  store i32 %119, i32* %122, align 4
  %123 = load i32, i32* %13, align 4
  %124 = icmp ne i32 %123, 0
  br i1 %124, label %126, label %125

125:                                              ; preds = %104
  call void @error_at(i32 noundef signext 0, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.7, i32 0, i32 0), i8* noundef null)
  store i32 0, i32* %2, align 4
  br label %283

126:                                              ; preds = %104
  br label %282

127:                                              ; preds = %35
  %128 = load i32, i32* %5, align 4
  %129 = sub nsw i32 %128, 1
  %130 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %129
  %131 = load i32, i32* %130, align 4
  %132 = sub i32 0, %131
  %133 = load i32, i32* %5, align 4
  %134 = sub nsw i32 %133, 1
  %135 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %134
  store i32 %132, i32* %135, align 4
  br label %282

136:                                              ; preds = %35
  %137 = load i32, i32* %5, align 4
  %138 = sub nsw i32 %137, 1
  %139 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %138
  %140 = load i32, i32* %139, align 4
  %141 = icmp eq i32 %140, 0
  %142 = zext i1 %141 to i32
  %143 = load i32, i32* %5, align 4
  %144 = sub nsw i32 %143, 1
  %145 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %144
  store i32 %142, i32* %145, align 4
  br label %282

146:                                              ; preds = %35
  %147 = load i32, i32* %5, align 4
  %148 = sub nsw i32 %147, 1
  %149 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %148
  %150 = load i32, i32* %149, align 4
  %151 = xor i32 %150, -1
  %152 = load i32, i32* %5, align 4
  %153 = sub nsw i32 %152, 1
  %154 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %153
  store i32 %151, i32* %154, align 4
  br label %282

155:                                              ; preds = %35
  %156 = load i32, i32* %4, align 4
  %157 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %156
  %158 = load i32, i32* %157, align 4
  store i32 %158, i32* %4, align 4
  br label %282

159:                                              ; preds = %35
  %160 = load i32, i32* %5, align 4
  %161 = add nsw i32 %160, -1
  store i32 %161, i32* %5, align 4
  %162 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %161
  %163 = load i32, i32* %162, align 4
  %164 = icmp eq i32 %163, 0
  br i1 %164, label %165, label %169

165:                                              ; preds = %159
  %166 = load i32, i32* %4, align 4
  %167 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %166
  %168 = load i32, i32* %167, align 4
  br label %172

169:                                              ; preds = %159
  %170 = load i32, i32* %4, align 4
  %171 = add nsw i32 %170, 1
  br label %172

172:                                              ; preds = %169, %165
  %173 = phi i32 [ %168, %165 ], [ %171, %169 ]
  store i32 %173, i32* %4, align 4
  br label %282

174:                                              ; preds = %35
  %175 = load i32, i32* %5, align 4
  %176 = add nsw i32 %175, -1
  store i32 %176, i32* %5, align 4
  %177 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %176
  %178 = load i32, i32* %177, align 4
  %179 = icmp ne i32 %178, 0
  br i1 %179, label %180, label %184

180:                                              ; preds = %174
  %181 = load i32, i32* %4, align 4
  %182 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %181
  %183 = load i32, i32* %182, align 4
  br label %187

184:                                              ; preds = %174
  %185 = load i32, i32* %4, align 4
  %186 = add nsw i32 %185, 1
  br label %187

187:                                              ; preds = %184, %180
  %188 = phi i32 [ %183, %180 ], [ %186, %184 ]
  store i32 %188, i32* %4, align 4
  br label %282

189:                                              ; preds = %35
  %190 = load i32, i32* %4, align 4
  %191 = add nsw i32 %190, 1
  store i32 %191, i32* %4, align 4
  %192 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %190
  %193 = load i32, i32* %192, align 4
  store i32 %193, i32* %16, align 4
  %194 = load i32, i32* %7, align 4
  %195 = icmp sge i32 %194, 200
  br i1 %195, label %196, label %197

196:                                              ; preds = %189
  call void @error_at(i32 noundef signext 0, i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.63, i32 0, i32 0), i8* noundef null)
  store i32 0, i32* %2, align 4
  br label %283

197:                                              ; preds = %189
  %198 = load i32, i32* %4, align 4
  %199 = load i32, i32* %7, align 4
  %200 = getelementptr inbounds [200 x %struct.frame], [200 x %struct.frame]* @frames, i32 0, i32 %199
  %201 = getelementptr inbounds %struct.frame, %struct.frame* %200, i32 0, i32 0
  store i32 %198, i32* %201, align 4
  %202 = load i32, i32* %6, align 4
  %203 = load i32, i32* %7, align 4
  %204 = getelementptr inbounds [200 x %struct.frame], [200 x %struct.frame]* @frames, i32 0, i32 %203
  %205 = getelementptr inbounds %struct.frame, %struct.frame* %204, i32 0, i32 1
  store i32 %202, i32* %205, align 4
  %206 = load i32, i32* %16, align 4
  %207 = load i32, i32* %7, align 4
  %208 = getelementptr inbounds [200 x %struct.frame], [200 x %struct.frame]* @frames, i32 0, i32 %207
  %209 = getelementptr inbounds %struct.frame, %struct.frame* %208, i32 0, i32 2
  store i32 %206, i32* %209, align 4
  %210 = load i32, i32* %7, align 4
  %211 = add nsw i32 %210, 1
  store i32 %211, i32* %7, align 4
  %212 = load i32, i32* %5, align 4
  %213 = load i32, i32* %16, align 4
  %214 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %213
  %215 = getelementptr inbounds %struct.func, %struct.func* %214, i32 0, i32 1
  %216 = load i32, i32* %215, align 4
  %217 = sub nsw i32 %212, %216
  store i32 %217, i32* %6, align 4
  %218 = load i32, i32* %16, align 4
  %219 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %218
  %220 = getelementptr inbounds %struct.func, %struct.func* %219, i32 0, i32 4
  %221 = load i32, i32* %220, align 4
  store i32 %221, i32* %4, align 4
  br label %282

222:                                              ; preds = %35
  %223 = load i32, i32* %4, align 4
  %224 = add nsw i32 %223, 1
  store i32 %224, i32* %4, align 4
  %225 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %223
  %226 = load i32, i32* %225, align 4
  store i32 %226, i32* %17, align 4
  br label %227

227:                                              ; preds = %234, %222
  %228 = load i32, i32* %17, align 4
  %229 = icmp sgt i32 %228, 0
  br i1 %229, label %230, label %237

230:                                              ; preds = %227
  %231 = load i32, i32* %5, align 4
  %232 = add nsw i32 %231, 1
  store i32 %232, i32* %5, align 4
  %233 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %231
  store i32 0, i32* %233, align 4
  br label %234

234:                                              ; preds = %230
  %235 = load i32, i32* %17, align 4
  %236 = add nsw i32 %235, -1
  store i32 %236, i32* %17, align 4
  br label %227, !llvm.loop !16

237:                                              ; preds = %227
  br label %282

238:                                              ; preds = %35
  %239 = load i32, i32* %5, align 4
  %240 = add nsw i32 %239, -1
  store i32 %240, i32* %5, align 4
  %241 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %240
  %242 = load i32, i32* %241, align 4
  store i32 %242, i32* %18, align 4
  %243 = load i32, i32* %7, align 4
  %244 = add nsw i32 %243, -1
  store i32 %244, i32* %7, align 4
  %245 = load i32, i32* %6, align 4
  store i32 %245, i32* %5, align 4
  %246 = load i32, i32* %7, align 4
  %247 = getelementptr inbounds [200 x %struct.frame], [200 x %struct.frame]* @frames, i32 0, i32 %246
  %248 = getelementptr inbounds %struct.frame, %struct.frame* %247, i32 0, i32 1
  %249 = load i32, i32* %248, align 4
  store i32 %249, i32* %6, align 4
  %250 = load i32, i32* %7, align 4
  %251 = getelementptr inbounds [200 x %struct.frame], [200 x %struct.frame]* @frames, i32 0, i32 %250
  %252 = getelementptr inbounds %struct.frame, %struct.frame* %251, i32 0, i32 0
  %253 = load i32, i32* %252, align 4
  store i32 %253, i32* %4, align 4
  %254 = load i32, i32* %18, align 4
  %255 = load i32, i32* %5, align 4
  %256 = add nsw i32 %255, 1
  store i32 %256, i32* %5, align 4
  %257 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %255
  store i32 %254, i32* %257, align 4
  br label %282

258:                                              ; preds = %35
  %259 = load i32, i32* %5, align 4
  %260 = add nsw i32 %259, -1
  store i32 %260, i32* %5, align 4
  %261 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %260
  %262 = load i32, i32* %261, align 4
  call void @vm_print(i32 noundef signext %262)
  br label %282

263:                                              ; preds = %35
  %264 = load i32, i32* %5, align 4
  %265 = add nsw i32 %264, -1
  store i32 %265, i32* %5, align 4
  br label %282

266:                                              ; preds = %35
  %267 = load i32, i32* %5, align 4
  %268 = sub nsw i32 %267, 1
  %269 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %268
  %270 = load i32, i32* %269, align 4
  %271 = load i32, i32* %5, align 4
  %272 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %271
  store i32 %270, i32* %272, align 4
  %273 = load i32, i32* %5, align 4
  %274 = add nsw i32 %273, 1
  store i32 %274, i32* %5, align 4
  br label %282

275:                                              ; preds = %35
  %276 = load i32, i32* %5, align 4
  %277 = sub nsw i32 %276, 1
  %278 = getelementptr inbounds [1024 x i32], [1024 x i32]* @stack, i32 0, i32 %277
  %279 = load i32, i32* %278, align 4
  %280 = load i32*, i32** %3, align 4
  store i32 %279, i32* %280, align 4
  store i32 1, i32* %2, align 4
  br label %283

281:                                              ; preds = %35
  call void @error_at(i32 noundef signext 0, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.64, i32 0, i32 0), i8* noundef null)
  store i32 0, i32* %2, align 4
  br label %283

282:                                              ; preds = %266, %263, %258, %238, %237, %197, %187, %172, %155, %146, %136, %127, %126, %100, %81, %61, %49, %41
  br label %29

283:                                              ; preds = %281, %275, %196, %125, %99, %80, %34
  %284 = load i32, i32* %2, align 4
  ret i32 %284
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

; Function Attrs: noinline nounwind optnone
define internal i32 @is_digit(i8 noundef signext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, i8* %2, align 1
  %3 = load i8, i8* %2, align 1
  %4 = sext i8 %3 to i32
  %5 = icmp sge i32 %4, 48
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = load i8, i8* %2, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp sle i32 %8, 57
  br label %10

10:                                               ; preds = %6, %1
  %11 = phi i1 [ false, %1 ], [ %9, %6 ]
  %12 = zext i1 %11 to i32
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone
define internal i32 @add_token(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.token*, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  %7 = load i32, i32* @ntoks, align 4
  %8 = icmp sge i32 %7, 4096
  br i1 %8, label %9, label %11

9:                                                ; preds = %2
  %10 = load i32, i32* %5, align 4
  call void @error_at(i32 noundef signext %10, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.29, i32 0, i32 0), i8* noundef null)
  store i32 -1, i32* %3, align 4
  br label %30

11:                                               ; preds = %2
  %12 = load i32, i32* @ntoks, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* @ntoks, align 4
  %14 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %12
  store %struct.token* %14, %struct.token** %6, align 4
  %15 = load i32, i32* %4, align 4
  %16 = trunc i32 %15 to i8
  %17 = load %struct.token*, %struct.token** %6, align 4
  %18 = getelementptr inbounds %struct.token, %struct.token* %17, i32 0, i32 0
  store i8 %16, i8* %18, align 4
  %19 = load i32, i32* %5, align 4
  %20 = trunc i32 %19 to i16
  %21 = load %struct.token*, %struct.token** %6, align 4
  %22 = getelementptr inbounds %struct.token, %struct.token* %21, i32 0, i32 1
  store i16 %20, i16* %22, align 2
  %23 = load %struct.token*, %struct.token** %6, align 4
  %24 = getelementptr inbounds %struct.token, %struct.token* %23, i32 0, i32 2
  store i32 0, i32* %24, align 4
  %25 = load %struct.token*, %struct.token** %6, align 4
  %26 = getelementptr inbounds %struct.token, %struct.token* %25, i32 0, i32 3
  %27 = getelementptr inbounds [16 x i8], [16 x i8]* %26, i32 0, i32 0
  store i8 0, i8* %27, align 4
  %28 = load i32, i32* @ntoks, align 4
  %29 = sub nsw i32 %28, 1
  store i32 %29, i32* %3, align 4
  br label %30

30:                                               ; preds = %11, %9
  %31 = load i32, i32* %3, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone
define internal i32 @is_alpha(i8 noundef signext %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, i8* %2, align 1
  %3 = load i8, i8* %2, align 1
  %4 = sext i8 %3 to i32
  %5 = icmp sge i32 %4, 97
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = load i8, i8* %2, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp sle i32 %8, 122
  br i1 %9, label %22, label %10

10:                                               ; preds = %6, %1
  %11 = load i8, i8* %2, align 1
  %12 = sext i8 %11 to i32
  %13 = icmp sge i32 %12, 65
  br i1 %13, label %14, label %18

14:                                               ; preds = %10
  %15 = load i8, i8* %2, align 1
  %16 = sext i8 %15 to i32
  %17 = icmp sle i32 %16, 90
  br i1 %17, label %22, label %18

18:                                               ; preds = %14, %10
  %19 = load i8, i8* %2, align 1
  %20 = sext i8 %19 to i32
  %21 = icmp eq i32 %20, 95
  br label %22

22:                                               ; preds = %18, %14, %6
  %23 = phi i1 [ true, %14 ], [ true, %6 ], [ %21, %18 ]
  %24 = zext i1 %23 to i32
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone
define internal i32 @str_eq(i8* noundef %0, i8* noundef %1) #0 {
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
  br label %5, !llvm.loop !19

25:                                               ; preds = %18
  %26 = load i8*, i8** %3, align 4
  %27 = load i8, i8* %26, align 1
  %28 = sext i8 %27 to i32
  %29 = load i8*, i8** %4, align 4
  %30 = load i8, i8* %29, align 1
  %31 = sext i8 %30 to i32
  %32 = icmp eq i32 %28, %31
  %33 = zext i1 %32 to i32
  ret i32 %33
}

; Function Attrs: noinline nounwind optnone
define internal void @str_copy(i8* noundef %0, i8* noundef %1, i32 noundef signext %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i8* %1, i8** %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %22, %3
  %9 = load i8*, i8** %5, align 4
  %10 = load i32, i32* %7, align 4
  %11 = getelementptr inbounds i8, i8* %9, i32 %10
  %12 = load i8, i8* %11, align 1
  %13 = sext i8 %12 to i32
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %8
  %16 = load i32, i32* %7, align 4
  %17 = load i32, i32* %6, align 4
  %18 = sub nsw i32 %17, 1
  %19 = icmp slt i32 %16, %18
  br label %20

20:                                               ; preds = %15, %8
  %21 = phi i1 [ false, %8 ], [ %19, %15 ]
  br i1 %21, label %22, label %32

22:                                               ; preds = %20
  %23 = load i8*, i8** %5, align 4
  %24 = load i32, i32* %7, align 4
  %25 = getelementptr inbounds i8, i8* %23, i32 %24
  %26 = load i8, i8* %25, align 1
  %27 = load i8*, i8** %4, align 4
  %28 = load i32, i32* %7, align 4
  %29 = getelementptr inbounds i8, i8* %27, i32 %28
  store i8 %26, i8* %29, align 1
  %30 = load i32, i32* %7, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %7, align 4
  br label %8, !llvm.loop !20

32:                                               ; preds = %20
  %33 = load i8*, i8** %4, align 4
  %34 = load i32, i32* %7, align 4
  %35 = getelementptr inbounds i8, i8* %33, i32 %34
  store i8 0, i8* %35, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @punct(i8* noundef %0, i32* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32*, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i32* %1, i32** %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %43, %2
  %8 = load i32, i32* %6, align 4
  %9 = getelementptr inbounds [9 x %struct.anon.0], [9 x %struct.anon.0]* @punct.two, i32 0, i32 %8
  %10 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %9, i32 0, i32 0
  %11 = load i8, i8* %10, align 1
  %12 = icmp ne i8 %11, 0
  br i1 %12, label %13, label %46

13:                                               ; preds = %7
  %14 = load i8*, i8** %4, align 4
  %15 = getelementptr inbounds i8, i8* %14, i32 0
  %16 = load i8, i8* %15, align 1
  %17 = sext i8 %16 to i32
  %18 = load i32, i32* %6, align 4
  %19 = getelementptr inbounds [9 x %struct.anon.0], [9 x %struct.anon.0]* @punct.two, i32 0, i32 %18
  %20 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %19, i32 0, i32 0
  %21 = load i8, i8* %20, align 1
  %22 = sext i8 %21 to i32
  %23 = icmp eq i32 %17, %22
  br i1 %23, label %24, label %42

24:                                               ; preds = %13
  %25 = load i8*, i8** %4, align 4
  %26 = getelementptr inbounds i8, i8* %25, i32 1
  %27 = load i8, i8* %26, align 1
  %28 = sext i8 %27 to i32
  %29 = load i32, i32* %6, align 4
  %30 = getelementptr inbounds [9 x %struct.anon.0], [9 x %struct.anon.0]* @punct.two, i32 0, i32 %29
  %31 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %30, i32 0, i32 1
  %32 = load i8, i8* %31, align 1
  %33 = sext i8 %32 to i32
  %34 = icmp eq i32 %28, %33
  br i1 %34, label %35, label %42

35:                                               ; preds = %24
  %36 = load i32*, i32** %5, align 4
  store i32 2, i32* %36, align 4
  %37 = load i32, i32* %6, align 4
  %38 = getelementptr inbounds [9 x %struct.anon.0], [9 x %struct.anon.0]* @punct.two, i32 0, i32 %37
  %39 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %38, i32 0, i32 2
  %40 = load i8, i8* %39, align 1
  %41 = zext i8 %40 to i32
  store i32 %41, i32* %3, align 4
  br label %74

42:                                               ; preds = %24, %13
  br label %43

43:                                               ; preds = %42
  %44 = load i32, i32* %6, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, i32* %6, align 4
  br label %7, !llvm.loop !21

46:                                               ; preds = %7
  %47 = load i32*, i32** %5, align 4
  store i32 1, i32* %47, align 4
  %48 = load i8*, i8** %4, align 4
  %49 = getelementptr inbounds i8, i8* %48, i32 0
  %50 = load i8, i8* %49, align 1
  %51 = sext i8 %50 to i32
  switch i32 %51, label %73 [
    i32 40, label %52
    i32 41, label %53
    i32 123, label %54
    i32 125, label %55
    i32 91, label %56
    i32 93, label %57
    i32 44, label %58
    i32 59, label %59
    i32 61, label %60
    i32 43, label %61
    i32 45, label %62
    i32 42, label %63
    i32 47, label %64
    i32 37, label %65
    i32 38, label %66
    i32 124, label %67
    i32 94, label %68
    i32 60, label %69
    i32 62, label %70
    i32 33, label %71
    i32 126, label %72
  ]

52:                                               ; preds = %46
  store i32 10, i32* %3, align 4
  br label %74

53:                                               ; preds = %46
  store i32 11, i32* %3, align 4
  br label %74

54:                                               ; preds = %46
  store i32 12, i32* %3, align 4
  br label %74

55:                                               ; preds = %46
  store i32 13, i32* %3, align 4
  br label %74

56:                                               ; preds = %46
  store i32 14, i32* %3, align 4
  br label %74

57:                                               ; preds = %46
  store i32 15, i32* %3, align 4
  br label %74

58:                                               ; preds = %46
  store i32 16, i32* %3, align 4
  br label %74

59:                                               ; preds = %46
  store i32 17, i32* %3, align 4
  br label %74

60:                                               ; preds = %46
  store i32 18, i32* %3, align 4
  br label %74

61:                                               ; preds = %46
  store i32 19, i32* %3, align 4
  br label %74

62:                                               ; preds = %46
  store i32 20, i32* %3, align 4
  br label %74

63:                                               ; preds = %46
  store i32 21, i32* %3, align 4
  br label %74

64:                                               ; preds = %46
  store i32 22, i32* %3, align 4
  br label %74

65:                                               ; preds = %46
  store i32 23, i32* %3, align 4
  br label %74

66:                                               ; preds = %46
  store i32 24, i32* %3, align 4
  br label %74

67:                                               ; preds = %46
  store i32 25, i32* %3, align 4
  br label %74

68:                                               ; preds = %46
  store i32 26, i32* %3, align 4
  br label %74

69:                                               ; preds = %46
  store i32 29, i32* %3, align 4
  br label %74

70:                                               ; preds = %46
  store i32 31, i32* %3, align 4
  br label %74

71:                                               ; preds = %46
  store i32 37, i32* %3, align 4
  br label %74

72:                                               ; preds = %46
  store i32 38, i32* %3, align 4
  br label %74

73:                                               ; preds = %46
  store i32 -1, i32* %3, align 4
  br label %74

74:                                               ; preds = %73, %72, %71, %70, %69, %68, %67, %66, %65, %64, %63, %62, %61, %60, %59, %58, %57, %56, %55, %54, %53, %52, %35
  %75 = load i32, i32* %3, align 4
  ret i32 %75
}

; Function Attrs: noinline nounwind optnone
define internal void @error_at(i32 noundef signext %0, i8* noundef %1, i8* noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 4
  %9 = alloca i8*, align 4
  store i32 %0, i32* %4, align 4
  store i8* %1, i8** %5, align 4
  store i8* %2, i8** %6, align 4
  %10 = load i32, i32* @failed, align 4
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %3
  br label %72

13:                                               ; preds = %3
  store i32 1, i32* @failed, align 4
  %14 = load i32, i32* %4, align 4
  store i32 %14, i32* @err_line, align 4
  store i32 0, i32* %7, align 4
  %15 = load i8*, i8** %5, align 4
  store i8* %15, i8** %8, align 4
  br label %16

16:                                               ; preds = %32, %13
  %17 = load i8*, i8** %8, align 4
  %18 = load i8, i8* %17, align 1
  %19 = sext i8 %18 to i32
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %24

21:                                               ; preds = %16
  %22 = load i32, i32* %7, align 4
  %23 = icmp slt i32 %22, 80
  br label %24

24:                                               ; preds = %21, %16
  %25 = phi i1 [ false, %16 ], [ %23, %21 ]
  br i1 %25, label %26, label %35

26:                                               ; preds = %24
  %27 = load i8*, i8** %8, align 4
  %28 = load i8, i8* %27, align 1
  %29 = load i32, i32* %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %7, align 4
  %31 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %29
  store i8 %28, i8* %31, align 1
  br label %32

32:                                               ; preds = %26
  %33 = load i8*, i8** %8, align 4
  %34 = getelementptr inbounds i8, i8* %33, i32 1
  store i8* %34, i8** %8, align 4
  br label %16, !llvm.loop !22

35:                                               ; preds = %24
  %36 = load i8*, i8** %6, align 4
  %37 = icmp ne i8* %36, null
  br i1 %37, label %38, label %69

38:                                               ; preds = %35
  %39 = load i32, i32* %7, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %7, align 4
  %41 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %39
  store i8 32, i8* %41, align 1
  %42 = load i32, i32* %7, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %7, align 4
  %44 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %42
  store i8 39, i8* %44, align 1
  %45 = load i8*, i8** %6, align 4
  store i8* %45, i8** %9, align 4
  br label %46

46:                                               ; preds = %62, %38
  %47 = load i8*, i8** %9, align 4
  %48 = load i8, i8* %47, align 1
  %49 = sext i8 %48 to i32
  %50 = icmp ne i32 %49, 0
  br i1 %50, label %51, label %54

51:                                               ; preds = %46
  %52 = load i32, i32* %7, align 4
  %53 = icmp slt i32 %52, 92
  br label %54

54:                                               ; preds = %51, %46
  %55 = phi i1 [ false, %46 ], [ %53, %51 ]
  br i1 %55, label %56, label %65

56:                                               ; preds = %54
  %57 = load i8*, i8** %9, align 4
  %58 = load i8, i8* %57, align 1
  %59 = load i32, i32* %7, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* %7, align 4
  %61 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %59
  store i8 %58, i8* %61, align 1
  br label %62

62:                                               ; preds = %56
  %63 = load i8*, i8** %9, align 4
  %64 = getelementptr inbounds i8, i8* %63, i32 1
  store i8* %64, i8** %9, align 4
  br label %46, !llvm.loop !23

65:                                               ; preds = %54
  %66 = load i32, i32* %7, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, i32* %7, align 4
  %68 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %66
  store i8 39, i8* %68, align 1
  br label %69

69:                                               ; preds = %65, %35
  %70 = load i32, i32* %7, align 4
  %71 = getelementptr inbounds [96 x i8], [96 x i8]* @err_msg, i32 0, i32 %70
  store i8 0, i8* %71, align 1
  br label %72

72:                                               ; preds = %69, %12
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal %struct.token* @peek() #0 {
  %1 = load i32, i32* @pos, align 4
  %2 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %1
  ret %struct.token* %2
}

; Function Attrs: noinline nounwind optnone
define internal void @parse_function() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.token*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.token*, align 4
  %6 = call %struct.token* @peek()
  %7 = getelementptr inbounds %struct.token, %struct.token* %6, i32 0, i32 1
  %8 = load i16, i16* %7, align 2
  %9 = zext i16 %8 to i32
  store i32 %9, i32* %1, align 4
  call void @expect(i32 noundef signext 3, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.30, i32 0, i32 0))
  %10 = call %struct.token* @peek()
  store %struct.token* %10, %struct.token** %2, align 4
  call void @expect(i32 noundef signext 2, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.39, i32 0, i32 0))
  %11 = load i32, i32* @failed, align 4
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %0
  br label %91

14:                                               ; preds = %0
  %15 = load %struct.token*, %struct.token** %2, align 4
  %16 = getelementptr inbounds %struct.token, %struct.token* %15, i32 0, i32 3
  %17 = getelementptr inbounds [16 x i8], [16 x i8]* %16, i32 0, i32 0
  %18 = load i32, i32* %1, align 4
  %19 = call i32 @declare_func(i8* noundef %17, i32 noundef signext %18)
  store i32 %19, i32* %3, align 4
  %20 = load i32, i32* %3, align 4
  %21 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %20
  %22 = getelementptr inbounds %struct.func, %struct.func* %21, i32 0, i32 5
  %23 = load i32, i32* %22, align 4
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %30

25:                                               ; preds = %14
  %26 = load i32, i32* %1, align 4
  %27 = load %struct.token*, %struct.token** %2, align 4
  %28 = getelementptr inbounds %struct.token, %struct.token* %27, i32 0, i32 3
  %29 = getelementptr inbounds [16 x i8], [16 x i8]* %28, i32 0, i32 0
  call void @error_at(i32 noundef signext %26, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.40, i32 0, i32 0), i8* noundef %29)
  br label %91

30:                                               ; preds = %14
  %31 = load i32, i32* %3, align 4
  %32 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %31
  %33 = getelementptr inbounds %struct.func, %struct.func* %32, i32 0, i32 5
  store i32 1, i32* %33, align 4
  %34 = load i32, i32* %1, align 4
  %35 = load i32, i32* %3, align 4
  %36 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %35
  %37 = getelementptr inbounds %struct.func, %struct.func* %36, i32 0, i32 6
  store i32 %34, i32* %37, align 4
  store i32 0, i32* @nlocals, align 4
  store i32 0, i32* @max_locals, align 4
  call void @expect(i32 noundef signext 10, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.41, i32 0, i32 0))
  store i32 0, i32* %4, align 4
  %38 = call i32 @accept(i32 noundef signext 11)
  %39 = icmp ne i32 %38, 0
  br i1 %39, label %60, label %40

40:                                               ; preds = %30
  br label %41

41:                                               ; preds = %57, %40
  %42 = call %struct.token* @peek()
  store %struct.token* %42, %struct.token** %5, align 4
  call void @expect(i32 noundef signext 2, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.42, i32 0, i32 0))
  %43 = load %struct.token*, %struct.token** %5, align 4
  %44 = getelementptr inbounds %struct.token, %struct.token* %43, i32 0, i32 3
  %45 = getelementptr inbounds [16 x i8], [16 x i8]* %44, i32 0, i32 0
  %46 = load i32, i32* %1, align 4
  %47 = call i32 @add_local(i8* noundef %45, i32 noundef signext %46)
  %48 = load i32, i32* %4, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, i32* %4, align 4
  br label %50

50:                                               ; preds = %41
  %51 = call i32 @accept(i32 noundef signext 16)
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %53, label %57

53:                                               ; preds = %50
  %54 = load i32, i32* @failed, align 4
  %55 = icmp ne i32 %54, 0
  %56 = xor i1 %55, true
  br label %57

57:                                               ; preds = %53, %50
  %58 = phi i1 [ false, %50 ], [ %56, %53 ]
  br i1 %58, label %41, label %59, !llvm.loop !24

59:                                               ; preds = %57
  call void @expect(i32 noundef signext 11, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.43, i32 0, i32 0))
  br label %60

60:                                               ; preds = %59, %30
  %61 = load i32, i32* %3, align 4
  %62 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %61
  %63 = getelementptr inbounds %struct.func, %struct.func* %62, i32 0, i32 1
  %64 = load i32, i32* %63, align 4
  %65 = icmp sge i32 %64, 0
  br i1 %65, label %66, label %78

66:                                               ; preds = %60
  %67 = load i32, i32* %3, align 4
  %68 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %67
  %69 = getelementptr inbounds %struct.func, %struct.func* %68, i32 0, i32 1
  %70 = load i32, i32* %69, align 4
  %71 = load i32, i32* %4, align 4
  %72 = icmp ne i32 %70, %71
  br i1 %72, label %73, label %78

73:                                               ; preds = %66
  %74 = load i32, i32* %1, align 4
  %75 = load %struct.token*, %struct.token** %2, align 4
  %76 = getelementptr inbounds %struct.token, %struct.token* %75, i32 0, i32 3
  %77 = getelementptr inbounds [16 x i8], [16 x i8]* %76, i32 0, i32 0
  call void @error_at(i32 noundef signext %74, i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.44, i32 0, i32 0), i8* noundef %77)
  br label %78

78:                                               ; preds = %73, %66, %60
  %79 = load i32, i32* %4, align 4
  %80 = load i32, i32* %3, align 4
  %81 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %80
  %82 = getelementptr inbounds %struct.func, %struct.func* %81, i32 0, i32 1
  store i32 %79, i32* %82, align 4
  %83 = call i32 @parse_block()
  %84 = load i32, i32* %3, align 4
  %85 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %84
  %86 = getelementptr inbounds %struct.func, %struct.func* %85, i32 0, i32 3
  store i32 %83, i32* %86, align 4
  %87 = load i32, i32* @max_locals, align 4
  %88 = load i32, i32* %3, align 4
  %89 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %88
  %90 = getelementptr inbounds %struct.func, %struct.func* %89, i32 0, i32 2
  store i32 %87, i32* %90, align 4
  br label %91

91:                                               ; preds = %78, %25, %13
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @check_calls() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.node*, align 4
  %3 = alloca %struct.func*, align 4
  store i32 0, i32* %1, align 4
  br label %4

4:                                                ; preds = %59, %0
  %5 = load i32, i32* %1, align 4
  %6 = load i32, i32* @nnodes, align 4
  %7 = icmp slt i32 %5, %6
  br i1 %7, label %8, label %12

8:                                                ; preds = %4
  %9 = load i32, i32* @failed, align 4
  %10 = icmp ne i32 %9, 0
  %11 = xor i1 %10, true
  br label %12

12:                                               ; preds = %8, %4
  %13 = phi i1 [ false, %4 ], [ %11, %8 ]
  br i1 %13, label %14, label %62

14:                                               ; preds = %12
  %15 = load i32, i32* %1, align 4
  %16 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %15
  store %struct.node* %16, %struct.node** %2, align 4
  %17 = load %struct.node*, %struct.node** %2, align 4
  %18 = getelementptr inbounds %struct.node, %struct.node* %17, i32 0, i32 0
  %19 = load i8, i8* %18, align 4
  %20 = zext i8 %19 to i32
  %21 = icmp ne i32 %20, 3
  br i1 %21, label %22, label %23

22:                                               ; preds = %14
  br label %59

23:                                               ; preds = %14
  %24 = load %struct.node*, %struct.node** %2, align 4
  %25 = getelementptr inbounds %struct.node, %struct.node* %24, i32 0, i32 2
  %26 = load i32, i32* %25, align 4
  %27 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %26
  store %struct.func* %27, %struct.func** %3, align 4
  %28 = load %struct.func*, %struct.func** %3, align 4
  %29 = getelementptr inbounds %struct.func, %struct.func* %28, i32 0, i32 5
  %30 = load i32, i32* %29, align 4
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %40, label %32

32:                                               ; preds = %23
  %33 = load %struct.node*, %struct.node** %2, align 4
  %34 = getelementptr inbounds %struct.node, %struct.node* %33, i32 0, i32 1
  %35 = load i16, i16* %34, align 2
  %36 = zext i16 %35 to i32
  %37 = load %struct.func*, %struct.func** %3, align 4
  %38 = getelementptr inbounds %struct.func, %struct.func* %37, i32 0, i32 0
  %39 = getelementptr inbounds [16 x i8], [16 x i8]* %38, i32 0, i32 0
  call void @error_at(i32 noundef signext %36, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.13, i32 0, i32 0), i8* noundef %39)
  br label %58

40:                                               ; preds = %23
  %41 = load %struct.func*, %struct.func** %3, align 4
  %42 = getelementptr inbounds %struct.func, %struct.func* %41, i32 0, i32 1
  %43 = load i32, i32* %42, align 4
  %44 = load %struct.node*, %struct.node** %2, align 4
  %45 = getelementptr inbounds %struct.node, %struct.node* %44, i32 0, i32 4
  %46 = load i16, i16* %45, align 2
  %47 = sext i16 %46 to i32
  %48 = icmp ne i32 %43, %47
  br i1 %48, label %49, label %57

49:                                               ; preds = %40
  %50 = load %struct.node*, %struct.node** %2, align 4
  %51 = getelementptr inbounds %struct.node, %struct.node* %50, i32 0, i32 1
  %52 = load i16, i16* %51, align 2
  %53 = zext i16 %52 to i32
  %54 = load %struct.func*, %struct.func** %3, align 4
  %55 = getelementptr inbounds %struct.func, %struct.func* %54, i32 0, i32 0
  %56 = getelementptr inbounds [16 x i8], [16 x i8]* %55, i32 0, i32 0
  call void @error_at(i32 noundef signext %53, i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.57, i32 0, i32 0), i8* noundef %56)
  br label %57

57:                                               ; preds = %49, %40
  br label %58

58:                                               ; preds = %57, %32
  br label %59

59:                                               ; preds = %58, %22
  %60 = load i32, i32* %1, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, i32* %1, align 4
  br label %4, !llvm.loop !25

62:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @find_func(i8* noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %20, %1
  %6 = load i32, i32* %4, align 4
  %7 = load i32, i32* @nfuncs, align 4
  %8 = icmp slt i32 %6, %7
  br i1 %8, label %9, label %23

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4
  %11 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %10
  %12 = getelementptr inbounds %struct.func, %struct.func* %11, i32 0, i32 0
  %13 = getelementptr inbounds [16 x i8], [16 x i8]* %12, i32 0, i32 0
  %14 = load i8*, i8** %3, align 4
  %15 = call i32 @str_eq(i8* noundef %13, i8* noundef %14)
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %9
  %18 = load i32, i32* %4, align 4
  store i32 %18, i32* %2, align 4
  br label %24

19:                                               ; preds = %9
  br label %20

20:                                               ; preds = %19
  %21 = load i32, i32* %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %4, align 4
  br label %5, !llvm.loop !26

23:                                               ; preds = %5
  store i32 -1, i32* %2, align 4
  br label %24

24:                                               ; preds = %23, %17
  %25 = load i32, i32* %2, align 4
  ret i32 %25
}

; Function Attrs: noinline nounwind optnone
define internal void @expect(i32 noundef signext %0, i8* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  store i32 %0, i32* %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = call i32 @accept(i32 noundef signext %5)
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %15, label %8

8:                                                ; preds = %2
  %9 = load i32, i32* @pos, align 4
  %10 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %9
  %11 = getelementptr inbounds %struct.token, %struct.token* %10, i32 0, i32 1
  %12 = load i16, i16* %11, align 2
  %13 = zext i16 %12 to i32
  %14 = load i8*, i8** %4, align 4
  call void @error_at(i32 noundef signext %13, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.45, i32 0, i32 0), i8* noundef %14)
  br label %15

15:                                               ; preds = %8, %2
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @declare_func(i8* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i32 %1, i32* %5, align 4
  %7 = load i8*, i8** %4, align 4
  %8 = call i32 @find_func(i8* noundef %7)
  store i32 %8, i32* %6, align 4
  %9 = load i32, i32* %6, align 4
  %10 = icmp sge i32 %9, 0
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = load i32, i32* %6, align 4
  store i32 %12, i32* %3, align 4
  br label %46

13:                                               ; preds = %2
  %14 = load i32, i32* @nfuncs, align 4
  %15 = icmp sge i32 %14, 32
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = load i32, i32* %5, align 4
  call void @error_at(i32 noundef signext %17, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.46, i32 0, i32 0), i8* noundef null)
  store i32 0, i32* %3, align 4
  br label %46

18:                                               ; preds = %13
  %19 = load i32, i32* @nfuncs, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* @nfuncs, align 4
  store i32 %19, i32* %6, align 4
  %21 = load i32, i32* %6, align 4
  %22 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %21
  %23 = getelementptr inbounds %struct.func, %struct.func* %22, i32 0, i32 0
  %24 = getelementptr inbounds [16 x i8], [16 x i8]* %23, i32 0, i32 0
  %25 = load i8*, i8** %4, align 4
  call void @str_copy(i8* noundef %24, i8* noundef %25, i32 noundef signext 16)
  %26 = load i32, i32* %6, align 4
  %27 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %26
  %28 = getelementptr inbounds %struct.func, %struct.func* %27, i32 0, i32 1
  store i32 -1, i32* %28, align 4
  %29 = load i32, i32* %6, align 4
  %30 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %29
  %31 = getelementptr inbounds %struct.func, %struct.func* %30, i32 0, i32 2
  store i32 0, i32* %31, align 4
  %32 = load i32, i32* %6, align 4
  %33 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %32
  %34 = getelementptr inbounds %struct.func, %struct.func* %33, i32 0, i32 3
  store i32 -1, i32* %34, align 4
  %35 = load i32, i32* %6, align 4
  %36 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %35
  %37 = getelementptr inbounds %struct.func, %struct.func* %36, i32 0, i32 4
  store i32 -1, i32* %37, align 4
  %38 = load i32, i32* %6, align 4
  %39 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %38
  %40 = getelementptr inbounds %struct.func, %struct.func* %39, i32 0, i32 5
  store i32 0, i32* %40, align 4
  %41 = load i32, i32* %5, align 4
  %42 = load i32, i32* %6, align 4
  %43 = getelementptr inbounds [32 x %struct.func], [32 x %struct.func]* @funcs, i32 0, i32 %42
  %44 = getelementptr inbounds %struct.func, %struct.func* %43, i32 0, i32 6
  store i32 %41, i32* %44, align 4
  %45 = load i32, i32* %6, align 4
  store i32 %45, i32* %3, align 4
  br label %46

46:                                               ; preds = %18, %16, %11
  %47 = load i32, i32* %3, align 4
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone
define internal i32 @accept(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* @pos, align 4
  %5 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %4
  %6 = getelementptr inbounds %struct.token, %struct.token* %5, i32 0, i32 0
  %7 = load i8, i8* %6, align 4
  %8 = zext i8 %7 to i32
  %9 = load i32, i32* %3, align 4
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %14

11:                                               ; preds = %1
  %12 = load i32, i32* @pos, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* @pos, align 4
  store i32 1, i32* %2, align 4
  br label %15

14:                                               ; preds = %1
  store i32 0, i32* %2, align 4
  br label %15

15:                                               ; preds = %14, %11
  %16 = load i32, i32* %2, align 4
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone
define internal i32 @add_local(i8* noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i32 %1, i32* %5, align 4
  %6 = load i32, i32* @nlocals, align 4
  %7 = icmp sge i32 %6, 16
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, i32* %5, align 4
  call void @error_at(i32 noundef signext %9, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.47, i32 0, i32 0), i8* noundef null)
  store i32 0, i32* %3, align 4
  br label %25

10:                                               ; preds = %2
  %11 = load i32, i32* @nlocals, align 4
  %12 = getelementptr inbounds [16 x [16 x i8]], [16 x [16 x i8]]* @local_names, i32 0, i32 %11
  %13 = getelementptr inbounds [16 x i8], [16 x i8]* %12, i32 0, i32 0
  %14 = load i8*, i8** %4, align 4
  call void @str_copy(i8* noundef %13, i8* noundef %14, i32 noundef signext 16)
  %15 = load i32, i32* @nlocals, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* @nlocals, align 4
  %17 = load i32, i32* @nlocals, align 4
  %18 = load i32, i32* @max_locals, align 4
  %19 = icmp sgt i32 %17, %18
  br i1 %19, label %20, label %22

20:                                               ; preds = %10
  %21 = load i32, i32* @nlocals, align 4
  store i32 %21, i32* @max_locals, align 4
  br label %22

22:                                               ; preds = %20, %10
  %23 = load i32, i32* @nlocals, align 4
  %24 = sub nsw i32 %23, 1
  store i32 %24, i32* %3, align 4
  br label %25

25:                                               ; preds = %22, %8
  %26 = load i32, i32* %3, align 4
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone
define internal i32 @parse_block() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = call %struct.token* @peek()
  %7 = getelementptr inbounds %struct.token, %struct.token* %6, i32 0, i32 1
  %8 = load i16, i16* %7, align 2
  %9 = zext i16 %8 to i32
  store i32 %9, i32* %1, align 4
  call void @expect(i32 noundef signext 12, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.48, i32 0, i32 0))
  %10 = load i32, i32* %1, align 4
  %11 = call i32 @new_node(i32 noundef signext 16, i32 noundef signext %10)
  store i32 %11, i32* %2, align 4
  %12 = load i32, i32* @nlocals, align 4
  store i32 %12, i32* %3, align 4
  store i32 -1, i32* %4, align 4
  br label %13

13:                                               ; preds = %46, %0
  %14 = load i32, i32* @failed, align 4
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %13
  %17 = call %struct.token* @peek()
  %18 = getelementptr inbounds %struct.token, %struct.token* %17, i32 0, i32 0
  %19 = load i8, i8* %18, align 4
  %20 = zext i8 %19 to i32
  %21 = icmp ne i32 %20, 13
  br i1 %21, label %22, label %28

22:                                               ; preds = %16
  %23 = call %struct.token* @peek()
  %24 = getelementptr inbounds %struct.token, %struct.token* %23, i32 0, i32 0
  %25 = load i8, i8* %24, align 4
  %26 = zext i8 %25 to i32
  %27 = icmp ne i32 %26, 0
  br label %28

28:                                               ; preds = %22, %16, %13
  %29 = phi i1 [ false, %16 ], [ false, %13 ], [ %27, %22 ]
  br i1 %29, label %30, label %48

30:                                               ; preds = %28
  %31 = call i32 @parse_statement()
  store i32 %31, i32* %5, align 4
  %32 = load i32, i32* %4, align 4
  %33 = icmp slt i32 %32, 0
  br i1 %33, label %34, label %40

34:                                               ; preds = %30
  %35 = load i32, i32* %5, align 4
  %36 = trunc i32 %35 to i16
  %37 = load i32, i32* %2, align 4
  %38 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %37
  %39 = getelementptr inbounds %struct.node, %struct.node* %38, i32 0, i32 3
  store i16 %36, i16* %39, align 4
  br label %46

40:                                               ; preds = %30
  %41 = load i32, i32* %5, align 4
  %42 = trunc i32 %41 to i16
  %43 = load i32, i32* %4, align 4
  %44 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %43
  %45 = getelementptr inbounds %struct.node, %struct.node* %44, i32 0, i32 6
  store i16 %42, i16* %45, align 2
  br label %46

46:                                               ; preds = %40, %34
  %47 = load i32, i32* %5, align 4
  store i32 %47, i32* %4, align 4
  br label %13, !llvm.loop !27

48:                                               ; preds = %28
  call void @expect(i32 noundef signext 13, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.49, i32 0, i32 0))
  %49 = load i32, i32* %3, align 4
  store i32 %49, i32* @nlocals, align 4
  %50 = load i32, i32* %2, align 4
  ret i32 %50
}

; Function Attrs: noinline nounwind optnone
define internal i32 @new_node(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.node*, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  %7 = load i32, i32* @nnodes, align 4
  %8 = icmp sge i32 %7, 4096
  br i1 %8, label %9, label %11

9:                                                ; preds = %2
  %10 = load i32, i32* %5, align 4
  call void @error_at(i32 noundef signext %10, i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.50, i32 0, i32 0), i8* noundef null)
  store i32 0, i32* %3, align 4
  br label %34

11:                                               ; preds = %2
  %12 = load i32, i32* @nnodes, align 4
  %13 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %12
  store %struct.node* %13, %struct.node** %6, align 4
  %14 = load i32, i32* %4, align 4
  %15 = trunc i32 %14 to i8
  %16 = load %struct.node*, %struct.node** %6, align 4
  %17 = getelementptr inbounds %struct.node, %struct.node* %16, i32 0, i32 0
  store i8 %15, i8* %17, align 4
  %18 = load i32, i32* %5, align 4
  %19 = trunc i32 %18 to i16
  %20 = load %struct.node*, %struct.node** %6, align 4
  %21 = getelementptr inbounds %struct.node, %struct.node* %20, i32 0, i32 1
  store i16 %19, i16* %21, align 2
  %22 = load %struct.node*, %struct.node** %6, align 4
  %23 = getelementptr inbounds %struct.node, %struct.node* %22, i32 0, i32 2
  store i32 0, i32* %23, align 4
  %24 = load %struct.node*, %struct.node** %6, align 4
  %25 = getelementptr inbounds %struct.node, %struct.node* %24, i32 0, i32 5
  store i16 -1, i16* %25, align 4
  %26 = load %struct.node*, %struct.node** %6, align 4
  %27 = getelementptr inbounds %struct.node, %struct.node* %26, i32 0, i32 4
  store i16 -1, i16* %27, align 2
  %28 = load %struct.node*, %struct.node** %6, align 4
  %29 = getelementptr inbounds %struct.node, %struct.node* %28, i32 0, i32 3
  store i16 -1, i16* %29, align 4
  %30 = load %struct.node*, %struct.node** %6, align 4
  %31 = getelementptr inbounds %struct.node, %struct.node* %30, i32 0, i32 6
  store i16 -1, i16* %31, align 2
  %32 = load i32, i32* @nnodes, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* @nnodes, align 4
  store i32 %32, i32* %3, align 4
  br label %34

34:                                               ; preds = %11, %9
  %35 = load i32, i32* %3, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone
define internal i32 @parse_statement() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.token*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.token*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = call %struct.token* @peek()
  store %struct.token* %15, %struct.token** %2, align 4
  %16 = load %struct.token*, %struct.token** %2, align 4
  %17 = getelementptr inbounds %struct.token, %struct.token* %16, i32 0, i32 1
  %18 = load i16, i16* %17, align 2
  %19 = zext i16 %18 to i32
  store i32 %19, i32* %3, align 4
  %20 = call i32 @accept(i32 noundef signext 4)
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %44

22:                                               ; preds = %0
  %23 = call %struct.token* @peek()
  store %struct.token* %23, %struct.token** %4, align 4
  call void @expect(i32 noundef signext 2, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.51, i32 0, i32 0))
  %24 = load i32, i32* %3, align 4
  %25 = call i32 @new_node(i32 noundef signext 10, i32 noundef signext %24)
  store i32 %25, i32* %5, align 4
  %26 = call i32 @accept(i32 noundef signext 18)
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %34

28:                                               ; preds = %22
  %29 = call i32 @parse_expr()
  %30 = trunc i32 %29 to i16
  %31 = load i32, i32* %5, align 4
  %32 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %31
  %33 = getelementptr inbounds %struct.node, %struct.node* %32, i32 0, i32 3
  store i16 %30, i16* %33, align 4
  br label %34

34:                                               ; preds = %28, %22
  %35 = load %struct.token*, %struct.token** %4, align 4
  %36 = getelementptr inbounds %struct.token, %struct.token* %35, i32 0, i32 3
  %37 = getelementptr inbounds [16 x i8], [16 x i8]* %36, i32 0, i32 0
  %38 = load i32, i32* %3, align 4
  %39 = call i32 @add_local(i8* noundef %37, i32 noundef signext %38)
  %40 = load i32, i32* %5, align 4
  %41 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %40
  %42 = getelementptr inbounds %struct.node, %struct.node* %41, i32 0, i32 2
  store i32 %39, i32* %42, align 4
  call void @expect(i32 noundef signext 17, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.52, i32 0, i32 0))
  %43 = load i32, i32* %5, align 4
  store i32 %43, i32* %1, align 4
  br label %222

44:                                               ; preds = %0
  %45 = call i32 @accept(i32 noundef signext 5)
  %46 = icmp ne i32 %45, 0
  br i1 %46, label %47, label %83

47:                                               ; preds = %44
  %48 = load i32, i32* %3, align 4
  %49 = call i32 @new_node(i32 noundef signext 11, i32 noundef signext %48)
  store i32 %49, i32* %6, align 4
  call void @expect(i32 noundef signext 10, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.41, i32 0, i32 0))
  %50 = call i32 @parse_expr()
  %51 = trunc i32 %50 to i16
  %52 = load i32, i32* %6, align 4
  %53 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %52
  %54 = getelementptr inbounds %struct.node, %struct.node* %53, i32 0, i32 3
  store i16 %51, i16* %54, align 4
  call void @expect(i32 noundef signext 11, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.43, i32 0, i32 0))
  %55 = call i32 @parse_block()
  %56 = trunc i32 %55 to i16
  %57 = load i32, i32* %6, align 4
  %58 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %57
  %59 = getelementptr inbounds %struct.node, %struct.node* %58, i32 0, i32 4
  store i16 %56, i16* %59, align 2
  %60 = call i32 @accept(i32 noundef signext 6)
  %61 = icmp ne i32 %60, 0
  br i1 %61, label %62, label %81

62:                                               ; preds = %47
  %63 = call %struct.token* @peek()
  %64 = getelementptr inbounds %struct.token, %struct.token* %63, i32 0, i32 0
  %65 = load i8, i8* %64, align 4
  %66 = zext i8 %65 to i32
  %67 = icmp eq i32 %66, 5
  br i1 %67, label %68, label %74

68:                                               ; preds = %62
  %69 = call i32 @parse_statement()
  %70 = trunc i32 %69 to i16
  %71 = load i32, i32* %6, align 4
  %72 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %71
  %73 = getelementptr inbounds %struct.node, %struct.node* %72, i32 0, i32 5
  store i16 %70, i16* %73, align 4
  br label %80

74:                                               ; preds = %62
  %75 = call i32 @parse_block()
  %76 = trunc i32 %75 to i16
  %77 = load i32, i32* %6, align 4
  %78 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %77
  %79 = getelementptr inbounds %struct.node, %struct.node* %78, i32 0, i32 5
  store i16 %76, i16* %79, align 4
  br label %80

80:                                               ; preds = %74, %68
  br label %81

81:                                               ; preds = %80, %47
  %82 = load i32, i32* %6, align 4
  store i32 %82, i32* %1, align 4
  br label %222

83:                                               ; preds = %44
  %84 = call i32 @accept(i32 noundef signext 7)
  %85 = icmp ne i32 %84, 0
  br i1 %85, label %86, label %100

86:                                               ; preds = %83
  %87 = load i32, i32* %3, align 4
  %88 = call i32 @new_node(i32 noundef signext 12, i32 noundef signext %87)
  store i32 %88, i32* %7, align 4
  call void @expect(i32 noundef signext 10, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.41, i32 0, i32 0))
  %89 = call i32 @parse_expr()
  %90 = trunc i32 %89 to i16
  %91 = load i32, i32* %7, align 4
  %92 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %91
  %93 = getelementptr inbounds %struct.node, %struct.node* %92, i32 0, i32 3
  store i16 %90, i16* %93, align 4
  call void @expect(i32 noundef signext 11, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.43, i32 0, i32 0))
  %94 = call i32 @parse_block()
  %95 = trunc i32 %94 to i16
  %96 = load i32, i32* %7, align 4
  %97 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %96
  %98 = getelementptr inbounds %struct.node, %struct.node* %97, i32 0, i32 4
  store i16 %95, i16* %98, align 2
  %99 = load i32, i32* %7, align 4
  store i32 %99, i32* %1, align 4
  br label %222

100:                                              ; preds = %83
  %101 = call i32 @accept(i32 noundef signext 8)
  %102 = icmp ne i32 %101, 0
  br i1 %102, label %103, label %119

103:                                              ; preds = %100
  %104 = load i32, i32* %3, align 4
  %105 = call i32 @new_node(i32 noundef signext 13, i32 noundef signext %104)
  store i32 %105, i32* %8, align 4
  %106 = call %struct.token* @peek()
  %107 = getelementptr inbounds %struct.token, %struct.token* %106, i32 0, i32 0
  %108 = load i8, i8* %107, align 4
  %109 = zext i8 %108 to i32
  %110 = icmp ne i32 %109, 17
  br i1 %110, label %111, label %117

111:                                              ; preds = %103
  %112 = call i32 @parse_expr()
  %113 = trunc i32 %112 to i16
  %114 = load i32, i32* %8, align 4
  %115 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %114
  %116 = getelementptr inbounds %struct.node, %struct.node* %115, i32 0, i32 3
  store i16 %113, i16* %116, align 4
  br label %117

117:                                              ; preds = %111, %103
  call void @expect(i32 noundef signext 17, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.52, i32 0, i32 0))
  %118 = load i32, i32* %8, align 4
  store i32 %118, i32* %1, align 4
  br label %222

119:                                              ; preds = %100
  %120 = call i32 @accept(i32 noundef signext 9)
  %121 = icmp ne i32 %120, 0
  br i1 %121, label %122, label %131

122:                                              ; preds = %119
  %123 = load i32, i32* %3, align 4
  %124 = call i32 @new_node(i32 noundef signext 14, i32 noundef signext %123)
  store i32 %124, i32* %9, align 4
  call void @expect(i32 noundef signext 10, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.41, i32 0, i32 0))
  %125 = call i32 @parse_expr()
  %126 = trunc i32 %125 to i16
  %127 = load i32, i32* %9, align 4
  %128 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %127
  %129 = getelementptr inbounds %struct.node, %struct.node* %128, i32 0, i32 3
  store i16 %126, i16* %129, align 4
  call void @expect(i32 noundef signext 11, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.43, i32 0, i32 0))
  call void @expect(i32 noundef signext 17, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.52, i32 0, i32 0))
  %130 = load i32, i32* %9, align 4
  store i32 %130, i32* %1, align 4
  br label %222

131:                                              ; preds = %119
  %132 = load %struct.token*, %struct.token** %2, align 4
  %133 = getelementptr inbounds %struct.token, %struct.token* %132, i32 0, i32 0
  %134 = load i8, i8* %133, align 4
  %135 = zext i8 %134 to i32
  %136 = icmp eq i32 %135, 12
  br i1 %136, label %137, label %139

137:                                              ; preds = %131
  %138 = call i32 @parse_block()
  store i32 %138, i32* %1, align 4
  br label %222

139:                                              ; preds = %131
  %140 = load %struct.token*, %struct.token** %2, align 4
  %141 = getelementptr inbounds %struct.token, %struct.token* %140, i32 0, i32 0
  %142 = load i8, i8* %141, align 4
  %143 = zext i8 %142 to i32
  %144 = icmp eq i32 %143, 2
  br i1 %144, label %145, label %186

145:                                              ; preds = %139
  %146 = load i32, i32* @pos, align 4
  %147 = add nsw i32 %146, 1
  %148 = getelementptr inbounds [4096 x %struct.token], [4096 x %struct.token]* @toks, i32 0, i32 %147
  %149 = getelementptr inbounds %struct.token, %struct.token* %148, i32 0, i32 0
  %150 = load i8, i8* %149, align 4
  %151 = zext i8 %150 to i32
  %152 = icmp eq i32 %151, 18
  br i1 %152, label %153, label %186

153:                                              ; preds = %145
  %154 = load i32, i32* @pos, align 4
  %155 = add nsw i32 %154, 2
  store i32 %155, i32* @pos, align 4
  %156 = load %struct.token*, %struct.token** %2, align 4
  %157 = getelementptr inbounds %struct.token, %struct.token* %156, i32 0, i32 3
  %158 = getelementptr inbounds [16 x i8], [16 x i8]* %157, i32 0, i32 0
  %159 = call i32 @find_local(i8* noundef %158)
  store i32 %159, i32* %10, align 4
  %160 = load i32, i32* %10, align 4
  %161 = icmp slt i32 %160, 0
  br i1 %161, label %162, label %167

162:                                              ; preds = %153
  %163 = load i32, i32* %3, align 4
  %164 = load %struct.token*, %struct.token** %2, align 4
  %165 = getelementptr inbounds %struct.token, %struct.token* %164, i32 0, i32 3
  %166 = getelementptr inbounds [16 x i8], [16 x i8]* %165, i32 0, i32 0
  call void @error_at(i32 noundef signext %163, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i32 0, i32 0), i8* noundef %166)
  br label %167

167:                                              ; preds = %162, %153
  %168 = load i32, i32* %3, align 4
  %169 = call i32 @new_node(i32 noundef signext 8, i32 noundef signext %168)
  store i32 %169, i32* %11, align 4
  %170 = load i32, i32* %10, align 4
  %171 = icmp slt i32 %170, 0
  br i1 %171, label %172, label %173

172:                                              ; preds = %167
  br label %175

173:                                              ; preds = %167
  %174 = load i32, i32* %10, align 4
  br label %175

175:                                              ; preds = %173, %172
  %176 = phi i32 [ 0, %172 ], [ %174, %173 ]
  %177 = load i32, i32* %11, align 4
  %178 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %177
  %179 = getelementptr inbounds %struct.node, %struct.node* %178, i32 0, i32 2
  store i32 %176, i32* %179, align 4
  %180 = call i32 @parse_expr()
  %181 = trunc i32 %180 to i16
  %182 = load i32, i32* %11, align 4
  %183 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %182
  %184 = getelementptr inbounds %struct.node, %struct.node* %183, i32 0, i32 3
  store i16 %181, i16* %184, align 4
  call void @expect(i32 noundef signext 17, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.52, i32 0, i32 0))
  %185 = load i32, i32* %11, align 4
  store i32 %185, i32* %1, align 4
  br label %222

186:                                              ; preds = %145, %139
  %187 = call i32 @parse_expr()
  store i32 %187, i32* %12, align 4
  %188 = load i32, i32* %12, align 4
  %189 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %188
  %190 = getelementptr inbounds %struct.node, %struct.node* %189, i32 0, i32 0
  %191 = load i8, i8* %190, align 4
  %192 = zext i8 %191 to i32
  %193 = icmp eq i32 %192, 2
  br i1 %193, label %194, label %213

194:                                              ; preds = %186
  %195 = call i32 @accept(i32 noundef signext 18)
  %196 = icmp ne i32 %195, 0
  br i1 %196, label %197, label %213

197:                                              ; preds = %194
  %198 = load i32, i32* %3, align 4
  %199 = call i32 @new_node(i32 noundef signext 9, i32 noundef signext %198)
  store i32 %199, i32* %13, align 4
  %200 = load i32, i32* %12, align 4
  %201 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %200
  %202 = getelementptr inbounds %struct.node, %struct.node* %201, i32 0, i32 3
  %203 = load i16, i16* %202, align 4
  %204 = load i32, i32* %13, align 4
  %205 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %204
  %206 = getelementptr inbounds %struct.node, %struct.node* %205, i32 0, i32 3
  store i16 %203, i16* %206, align 4
  %207 = call i32 @parse_expr()
  %208 = trunc i32 %207 to i16
  %209 = load i32, i32* %13, align 4
  %210 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %209
  %211 = getelementptr inbounds %struct.node, %struct.node* %210, i32 0, i32 4
  store i16 %208, i16* %211, align 2
  call void @expect(i32 noundef signext 17, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.52, i32 0, i32 0))
  %212 = load i32, i32* %13, align 4
  store i32 %212, i32* %1, align 4
  br label %222

213:                                              ; preds = %194, %186
  %214 = load i32, i32* %3, align 4
  %215 = call i32 @new_node(i32 noundef signext 15, i32 noundef signext %214)
  store i32 %215, i32* %14, align 4
  %216 = load i32, i32* %12, align 4
  %217 = trunc i32 %216 to i16
  %218 = load i32, i32* %14, align 4
  %219 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %218
  %220 = getelementptr inbounds %struct.node, %struct.node* %219, i32 0, i32 3
  store i16 %217, i16* %220, align 4
  call void @expect(i32 noundef signext 17, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.52, i32 0, i32 0))
  %221 = load i32, i32* %14, align 4
  store i32 %221, i32* %1, align 4
  br label %222

222:                                              ; preds = %213, %197, %175, %137, %122, %117, %86, %81, %34
  %223 = load i32, i32* %1, align 4
  ret i32 %223
}

; Function Attrs: noinline nounwind optnone
define internal i32 @parse_expr() #0 {
  %1 = call i32 @parse_binary(i32 noundef signext 1)
  ret i32 %1
}

; Function Attrs: noinline nounwind optnone
define internal i32 @find_local(i8* noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 4
  %5 = load i32, i32* @nlocals, align 4
  %6 = sub nsw i32 %5, 1
  store i32 %6, i32* %4, align 4
  br label %7

7:                                                ; preds = %20, %1
  %8 = load i32, i32* %4, align 4
  %9 = icmp sge i32 %8, 0
  br i1 %9, label %10, label %23

10:                                               ; preds = %7
  %11 = load i32, i32* %4, align 4
  %12 = getelementptr inbounds [16 x [16 x i8]], [16 x [16 x i8]]* @local_names, i32 0, i32 %11
  %13 = getelementptr inbounds [16 x i8], [16 x i8]* %12, i32 0, i32 0
  %14 = load i8*, i8** %3, align 4
  %15 = call i32 @str_eq(i8* noundef %13, i8* noundef %14)
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %10
  %18 = load i32, i32* %4, align 4
  store i32 %18, i32* %2, align 4
  br label %24

19:                                               ; preds = %10
  br label %20

20:                                               ; preds = %19
  %21 = load i32, i32* %4, align 4
  %22 = add nsw i32 %21, -1
  store i32 %22, i32* %4, align 4
  br label %7, !llvm.loop !28

23:                                               ; preds = %7
  store i32 -1, i32* %2, align 4
  br label %24

24:                                               ; preds = %23, %17
  %25 = load i32, i32* %2, align 4
  ret i32 %25
}

; Function Attrs: noinline nounwind optnone
define internal i32 @parse_binary(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %10 = call i32 @parse_unary()
  store i32 %10, i32* %3, align 4
  br label %11

11:                                               ; preds = %47, %1
  %12 = call %struct.token* @peek()
  %13 = getelementptr inbounds %struct.token, %struct.token* %12, i32 0, i32 0
  %14 = load i8, i8* %13, align 4
  %15 = zext i8 %14 to i32
  store i32 %15, i32* %4, align 4
  %16 = load i32, i32* %4, align 4
  %17 = call i32 @precedence(i32 noundef signext %16)
  store i32 %17, i32* %5, align 4
  %18 = load i32, i32* %5, align 4
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %27, label %20

20:                                               ; preds = %11
  %21 = load i32, i32* %5, align 4
  %22 = load i32, i32* %2, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %27, label %24

24:                                               ; preds = %20
  %25 = load i32, i32* @failed, align 4
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %29

27:                                               ; preds = %24, %20, %11
  %28 = load i32, i32* %3, align 4
  ret i32 %28

29:                                               ; preds = %24
  %30 = call %struct.token* @peek()
  %31 = getelementptr inbounds %struct.token, %struct.token* %30, i32 0, i32 1
  %32 = load i16, i16* %31, align 2
  %33 = zext i16 %32 to i32
  store i32 %33, i32* %6, align 4
  %34 = load i32, i32* @pos, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* @pos, align 4
  %36 = load i32, i32* %5, align 4
  %37 = add nsw i32 %36, 1
  %38 = call i32 @parse_binary(i32 noundef signext %37)
  store i32 %38, i32* %7, align 4
  %39 = load i32, i32* %4, align 4
  %40 = icmp eq i32 %39, 35
  br i1 %40, label %41, label %42

41:                                               ; preds = %29
  br label %47

42:                                               ; preds = %29
  %43 = load i32, i32* %4, align 4
  %44 = icmp eq i32 %43, 36
  %45 = zext i1 %44 to i64
  %46 = select i1 %44, i32 7, i32 5
  br label %47

47:                                               ; preds = %42, %41
  %48 = phi i32 [ 6, %41 ], [ %46, %42 ]
  store i32 %48, i32* %8, align 4
  %49 = load i32, i32* %8, align 4
  %50 = load i32, i32* %6, align 4
  %51 = call i32 @new_node(i32 noundef signext %49, i32 noundef signext %50)
  store i32 %51, i32* %9, align 4
  %52 = load i32, i32* %4, align 4
  %53 = load i32, i32* %9, align 4
  %54 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %53
  %55 = getelementptr inbounds %struct.node, %struct.node* %54, i32 0, i32 2
  store i32 %52, i32* %55, align 4
  %56 = load i32, i32* %3, align 4
  %57 = trunc i32 %56 to i16
  %58 = load i32, i32* %9, align 4
  %59 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %58
  %60 = getelementptr inbounds %struct.node, %struct.node* %59, i32 0, i32 3
  store i16 %57, i16* %60, align 4
  %61 = load i32, i32* %7, align 4
  %62 = trunc i32 %61 to i16
  %63 = load i32, i32* %9, align 4
  %64 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %63
  %65 = getelementptr inbounds %struct.node, %struct.node* %64, i32 0, i32 4
  store i16 %62, i16* %65, align 2
  %66 = load i32, i32* %9, align 4
  store i32 %66, i32* %3, align 4
  br label %11
}

; Function Attrs: noinline nounwind optnone
define internal i32 @parse_unary() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = call %struct.token* @peek()
  %6 = getelementptr inbounds %struct.token, %struct.token* %5, i32 0, i32 1
  %7 = load i16, i16* %6, align 2
  %8 = zext i16 %7 to i32
  store i32 %8, i32* %2, align 4
  %9 = call %struct.token* @peek()
  %10 = getelementptr inbounds %struct.token, %struct.token* %9, i32 0, i32 0
  %11 = load i8, i8* %10, align 4
  %12 = zext i8 %11 to i32
  store i32 %12, i32* %3, align 4
  %13 = load i32, i32* %3, align 4
  %14 = icmp eq i32 %13, 20
  br i1 %14, label %21, label %15

15:                                               ; preds = %0
  %16 = load i32, i32* %3, align 4
  %17 = icmp eq i32 %16, 37
  br i1 %17, label %21, label %18

18:                                               ; preds = %15
  %19 = load i32, i32* %3, align 4
  %20 = icmp eq i32 %19, 38
  br i1 %20, label %21, label %36

21:                                               ; preds = %18, %15, %0
  %22 = load i32, i32* @pos, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* @pos, align 4
  %24 = load i32, i32* %2, align 4
  %25 = call i32 @new_node(i32 noundef signext 4, i32 noundef signext %24)
  store i32 %25, i32* %4, align 4
  %26 = load i32, i32* %3, align 4
  %27 = load i32, i32* %4, align 4
  %28 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %27
  %29 = getelementptr inbounds %struct.node, %struct.node* %28, i32 0, i32 2
  store i32 %26, i32* %29, align 4
  %30 = call i32 @parse_unary()
  %31 = trunc i32 %30 to i16
  %32 = load i32, i32* %4, align 4
  %33 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %32
  %34 = getelementptr inbounds %struct.node, %struct.node* %33, i32 0, i32 3
  store i16 %31, i16* %34, align 4
  %35 = load i32, i32* %4, align 4
  store i32 %35, i32* %1, align 4
  br label %38

36:                                               ; preds = %18
  %37 = call i32 @parse_primary()
  store i32 %37, i32* %1, align 4
  br label %38

38:                                               ; preds = %36, %21
  %39 = load i32, i32* %1, align 4
  ret i32 %39
}

; Function Attrs: noinline nounwind optnone
define internal i32 @precedence(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  switch i32 %4, label %15 [
    i32 36, label %5
    i32 35, label %6
    i32 25, label %7
    i32 26, label %8
    i32 24, label %9
    i32 33, label %10
    i32 34, label %10
    i32 29, label %11
    i32 30, label %11
    i32 31, label %11
    i32 32, label %11
    i32 27, label %12
    i32 28, label %12
    i32 19, label %13
    i32 20, label %13
    i32 21, label %14
    i32 22, label %14
    i32 23, label %14
  ]

5:                                                ; preds = %1
  store i32 1, i32* %2, align 4
  br label %16

6:                                                ; preds = %1
  store i32 2, i32* %2, align 4
  br label %16

7:                                                ; preds = %1
  store i32 3, i32* %2, align 4
  br label %16

8:                                                ; preds = %1
  store i32 4, i32* %2, align 4
  br label %16

9:                                                ; preds = %1
  store i32 5, i32* %2, align 4
  br label %16

10:                                               ; preds = %1, %1
  store i32 6, i32* %2, align 4
  br label %16

11:                                               ; preds = %1, %1, %1, %1
  store i32 7, i32* %2, align 4
  br label %16

12:                                               ; preds = %1, %1
  store i32 8, i32* %2, align 4
  br label %16

13:                                               ; preds = %1, %1
  store i32 9, i32* %2, align 4
  br label %16

14:                                               ; preds = %1, %1, %1
  store i32 10, i32* %2, align 4
  br label %16

15:                                               ; preds = %1
  store i32 0, i32* %2, align 4
  br label %16

16:                                               ; preds = %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %17 = load i32, i32* %2, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone
define internal i32 @parse_primary() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.token*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = call %struct.token* @peek()
  store %struct.token* %12, %struct.token** %2, align 4
  %13 = load %struct.token*, %struct.token** %2, align 4
  %14 = getelementptr inbounds %struct.token, %struct.token* %13, i32 0, i32 1
  %15 = load i16, i16* %14, align 2
  %16 = zext i16 %15 to i32
  store i32 %16, i32* %3, align 4
  %17 = load i32, i32* @failed, align 4
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %19, label %22

19:                                               ; preds = %0
  %20 = load i32, i32* %3, align 4
  %21 = call i32 @new_node(i32 noundef signext 0, i32 noundef signext %20)
  store i32 %21, i32* %1, align 4
  br label %111

22:                                               ; preds = %0
  %23 = call i32 @accept(i32 noundef signext 1)
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %35

25:                                               ; preds = %22
  %26 = load i32, i32* %3, align 4
  %27 = call i32 @new_node(i32 noundef signext 0, i32 noundef signext %26)
  store i32 %27, i32* %4, align 4
  %28 = load %struct.token*, %struct.token** %2, align 4
  %29 = getelementptr inbounds %struct.token, %struct.token* %28, i32 0, i32 2
  %30 = load i32, i32* %29, align 4
  %31 = load i32, i32* %4, align 4
  %32 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %31
  %33 = getelementptr inbounds %struct.node, %struct.node* %32, i32 0, i32 2
  store i32 %30, i32* %33, align 4
  %34 = load i32, i32* %4, align 4
  store i32 %34, i32* %1, align 4
  br label %111

35:                                               ; preds = %22
  %36 = call i32 @accept(i32 noundef signext 10)
  %37 = icmp ne i32 %36, 0
  br i1 %37, label %38, label %41

38:                                               ; preds = %35
  %39 = call i32 @parse_expr()
  store i32 %39, i32* %5, align 4
  call void @expect(i32 noundef signext 11, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.43, i32 0, i32 0))
  %40 = load i32, i32* %5, align 4
  store i32 %40, i32* %1, align 4
  br label %111

41:                                               ; preds = %35
  %42 = call i32 @accept(i32 noundef signext 2)
  %43 = icmp ne i32 %42, 0
  br i1 %43, label %44, label %105

44:                                               ; preds = %41
  %45 = load %struct.token*, %struct.token** %2, align 4
  %46 = getelementptr inbounds %struct.token, %struct.token* %45, i32 0, i32 3
  %47 = getelementptr inbounds [16 x i8], [16 x i8]* %46, i32 0, i32 0
  %48 = call i32 @str_eq(i8* noundef %47, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.53, i32 0, i32 0))
  %49 = icmp ne i32 %48, 0
  br i1 %49, label %50, label %59

50:                                               ; preds = %44
  call void @expect(i32 noundef signext 14, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.54, i32 0, i32 0))
  %51 = load i32, i32* %3, align 4
  %52 = call i32 @new_node(i32 noundef signext 2, i32 noundef signext %51)
  store i32 %52, i32* %6, align 4
  %53 = call i32 @parse_expr()
  %54 = trunc i32 %53 to i16
  %55 = load i32, i32* %6, align 4
  %56 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %55
  %57 = getelementptr inbounds %struct.node, %struct.node* %56, i32 0, i32 3
  store i16 %54, i16* %57, align 4
  call void @expect(i32 noundef signext 15, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.55, i32 0, i32 0))
  %58 = load i32, i32* %6, align 4
  store i32 %58, i32* %1, align 4
  br label %111

59:                                               ; preds = %44
  %60 = call i32 @accept(i32 noundef signext 10)
  %61 = icmp ne i32 %60, 0
  br i1 %61, label %62, label %85

62:                                               ; preds = %59
  %63 = load i32, i32* %3, align 4
  %64 = call i32 @new_node(i32 noundef signext 3, i32 noundef signext %63)
  store i32 %64, i32* %7, align 4
  %65 = load %struct.token*, %struct.token** %2, align 4
  %66 = getelementptr inbounds %struct.token, %struct.token* %65, i32 0, i32 3
  %67 = getelementptr inbounds [16 x i8], [16 x i8]* %66, i32 0, i32 0
  %68 = load i32, i32* %3, align 4
  %69 = call i32 @declare_func(i8* noundef %67, i32 noundef signext %68)
  store i32 %69, i32* %9, align 4
  %70 = load i32, i32* %9, align 4
  %71 = load i32, i32* %7, align 4
  %72 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %71
  %73 = getelementptr inbounds %struct.node, %struct.node* %72, i32 0, i32 2
  store i32 %70, i32* %73, align 4
  %74 = call i32 @parse_args(i32* noundef %8)
  %75 = trunc i32 %74 to i16
  %76 = load i32, i32* %7, align 4
  %77 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %76
  %78 = getelementptr inbounds %struct.node, %struct.node* %77, i32 0, i32 3
  store i16 %75, i16* %78, align 4
  %79 = load i32, i32* %8, align 4
  %80 = trunc i32 %79 to i16
  %81 = load i32, i32* %7, align 4
  %82 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %81
  %83 = getelementptr inbounds %struct.node, %struct.node* %82, i32 0, i32 4
  store i16 %80, i16* %83, align 2
  %84 = load i32, i32* %7, align 4
  store i32 %84, i32* %1, align 4
  br label %111

85:                                               ; preds = %59
  %86 = load %struct.token*, %struct.token** %2, align 4
  %87 = getelementptr inbounds %struct.token, %struct.token* %86, i32 0, i32 3
  %88 = getelementptr inbounds [16 x i8], [16 x i8]* %87, i32 0, i32 0
  %89 = call i32 @find_local(i8* noundef %88)
  store i32 %89, i32* %10, align 4
  %90 = load i32, i32* %10, align 4
  %91 = icmp slt i32 %90, 0
  br i1 %91, label %92, label %97

92:                                               ; preds = %85
  %93 = load i32, i32* %3, align 4
  %94 = load %struct.token*, %struct.token** %2, align 4
  %95 = getelementptr inbounds %struct.token, %struct.token* %94, i32 0, i32 3
  %96 = getelementptr inbounds [16 x i8], [16 x i8]* %95, i32 0, i32 0
  call void @error_at(i32 noundef signext %93, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i32 0, i32 0), i8* noundef %96)
  store i32 0, i32* %10, align 4
  br label %97

97:                                               ; preds = %92, %85
  %98 = load i32, i32* %3, align 4
  %99 = call i32 @new_node(i32 noundef signext 1, i32 noundef signext %98)
  store i32 %99, i32* %11, align 4
  %100 = load i32, i32* %10, align 4
  %101 = load i32, i32* %11, align 4
  %102 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %101
  %103 = getelementptr inbounds %struct.node, %struct.node* %102, i32 0, i32 2
  store i32 %100, i32* %103, align 4
  %104 = load i32, i32* %11, align 4
  store i32 %104, i32* %1, align 4
  br label %111

105:                                              ; preds = %41
  %106 = load i32, i32* %3, align 4
  call void @error_at(i32 noundef signext %106, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.56, i32 0, i32 0), i8* noundef null)
  %107 = load i32, i32* @pos, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, i32* @pos, align 4
  %109 = load i32, i32* %3, align 4
  %110 = call i32 @new_node(i32 noundef signext 0, i32 noundef signext %109)
  store i32 %110, i32* %1, align 4
  br label %111

111:                                              ; preds = %105, %97, %62, %50, %38, %25, %19
  %112 = load i32, i32* %1, align 4
  ret i32 %112
}

; Function Attrs: noinline nounwind optnone
define internal i32 @parse_args(i32* noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 -1, i32* %4, align 4
  store i32 -1, i32* %5, align 4
  %7 = load i32*, i32** %3, align 4
  store i32 0, i32* %7, align 4
  %8 = call i32 @accept(i32 noundef signext 11)
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %1
  store i32 -1, i32* %2, align 4
  br label %40

11:                                               ; preds = %1
  br label %12

12:                                               ; preds = %36, %11
  %13 = call i32 @parse_expr()
  store i32 %13, i32* %6, align 4
  %14 = load i32, i32* %4, align 4
  %15 = icmp slt i32 %14, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load i32, i32* %6, align 4
  store i32 %17, i32* %4, align 4
  br label %24

18:                                               ; preds = %12
  %19 = load i32, i32* %6, align 4
  %20 = trunc i32 %19 to i16
  %21 = load i32, i32* %5, align 4
  %22 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %21
  %23 = getelementptr inbounds %struct.node, %struct.node* %22, i32 0, i32 6
  store i16 %20, i16* %23, align 2
  br label %24

24:                                               ; preds = %18, %16
  %25 = load i32, i32* %6, align 4
  store i32 %25, i32* %5, align 4
  %26 = load i32*, i32** %3, align 4
  %27 = load i32, i32* %26, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %26, align 4
  br label %29

29:                                               ; preds = %24
  %30 = call i32 @accept(i32 noundef signext 16)
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %32, label %36

32:                                               ; preds = %29
  %33 = load i32, i32* @failed, align 4
  %34 = icmp ne i32 %33, 0
  %35 = xor i1 %34, true
  br label %36

36:                                               ; preds = %32, %29
  %37 = phi i1 [ false, %29 ], [ %35, %32 ]
  br i1 %37, label %12, label %38, !llvm.loop !29

38:                                               ; preds = %36
  call void @expect(i32 noundef signext 11, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.43, i32 0, i32 0))
  %39 = load i32, i32* %4, align 4
  store i32 %39, i32* %2, align 4
  br label %40

40:                                               ; preds = %38, %10
  %41 = load i32, i32* %2, align 4
  ret i32 %41
}

; Function Attrs: noinline nounwind optnone
define internal void @fold(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.node*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %8 = load i32, i32* %2, align 4
  %9 = icmp slt i32 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %1
  br label %212

11:                                               ; preds = %1
  %12 = load i32, i32* %2, align 4
  %13 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %12
  store %struct.node* %13, %struct.node** %3, align 4
  %14 = load %struct.node*, %struct.node** %3, align 4
  %15 = getelementptr inbounds %struct.node, %struct.node* %14, i32 0, i32 0
  %16 = load i8, i8* %15, align 4
  %17 = zext i8 %16 to i32
  %18 = icmp eq i32 %17, 3
  br i1 %18, label %25, label %19

19:                                               ; preds = %11
  %20 = load %struct.node*, %struct.node** %3, align 4
  %21 = getelementptr inbounds %struct.node, %struct.node* %20, i32 0, i32 0
  %22 = load i8, i8* %21, align 4
  %23 = zext i8 %22 to i32
  %24 = icmp eq i32 %23, 16
  br i1 %24, label %25, label %26

25:                                               ; preds = %19, %11
  br label %212

26:                                               ; preds = %19
  %27 = load %struct.node*, %struct.node** %3, align 4
  %28 = getelementptr inbounds %struct.node, %struct.node* %27, i32 0, i32 3
  %29 = load i16, i16* %28, align 4
  %30 = sext i16 %29 to i32
  call void @fold(i32 noundef signext %30)
  %31 = load %struct.node*, %struct.node** %3, align 4
  %32 = getelementptr inbounds %struct.node, %struct.node* %31, i32 0, i32 4
  %33 = load i16, i16* %32, align 2
  %34 = sext i16 %33 to i32
  call void @fold(i32 noundef signext %34)
  %35 = load %struct.node*, %struct.node** %3, align 4
  %36 = getelementptr inbounds %struct.node, %struct.node* %35, i32 0, i32 5
  %37 = load i16, i16* %36, align 4
  %38 = sext i16 %37 to i32
  call void @fold(i32 noundef signext %38)
  %39 = load %struct.node*, %struct.node** %3, align 4
  %40 = getelementptr inbounds %struct.node, %struct.node* %39, i32 0, i32 0
  %41 = load i8, i8* %40, align 4
  %42 = zext i8 %41 to i32
  %43 = icmp eq i32 %42, 4
  br i1 %43, label %44, label %72

44:                                               ; preds = %26
  %45 = load %struct.node*, %struct.node** %3, align 4
  %46 = getelementptr inbounds %struct.node, %struct.node* %45, i32 0, i32 3
  %47 = load i16, i16* %46, align 4
  %48 = sext i16 %47 to i32
  %49 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %48
  %50 = getelementptr inbounds %struct.node, %struct.node* %49, i32 0, i32 0
  %51 = load i8, i8* %50, align 4
  %52 = zext i8 %51 to i32
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %54, label %72

54:                                               ; preds = %44
  %55 = load %struct.node*, %struct.node** %3, align 4
  %56 = getelementptr inbounds %struct.node, %struct.node* %55, i32 0, i32 2
  %57 = load i32, i32* %56, align 4
  %58 = load %struct.node*, %struct.node** %3, align 4
  %59 = getelementptr inbounds %struct.node, %struct.node* %58, i32 0, i32 3
  %60 = load i16, i16* %59, align 4
  %61 = sext i16 %60 to i32
  %62 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %61
  %63 = getelementptr inbounds %struct.node, %struct.node* %62, i32 0, i32 2
  %64 = load i32, i32* %63, align 4
  %65 = call i32 @unary_op(i32 noundef signext %57, i32 noundef signext %64)
  %66 = load %struct.node*, %struct.node** %3, align 4
  %67 = getelementptr inbounds %struct.node, %struct.node* %66, i32 0, i32 2
  store i32 %65, i32* %67, align 4
  %68 = load %struct.node*, %struct.node** %3, align 4
  %69 = getelementptr inbounds %struct.node, %struct.node* %68, i32 0, i32 0
  store i8 0, i8* %69, align 4
  %70 = load i32, i32* @folded, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, i32* @folded, align 4
  br label %212

72:                                               ; preds = %44, %26
  %73 = load %struct.node*, %struct.node** %3, align 4
  %74 = getelementptr inbounds %struct.node, %struct.node* %73, i32 0, i32 0
  %75 = load i8, i8* %74, align 4
  %76 = zext i8 %75 to i32
  %77 = icmp eq i32 %76, 5
  br i1 %77, label %78, label %128

78:                                               ; preds = %72
  %79 = load %struct.node*, %struct.node** %3, align 4
  %80 = getelementptr inbounds %struct.node, %struct.node* %79, i32 0, i32 3
  %81 = load i16, i16* %80, align 4
  %82 = sext i16 %81 to i32
  %83 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %82
  %84 = getelementptr inbounds %struct.node, %struct.node* %83, i32 0, i32 0
  %85 = load i8, i8* %84, align 4
  %86 = zext i8 %85 to i32
  %87 = icmp eq i32 %86, 0
  br i1 %87, label %88, label %128

88:                                               ; preds = %78
  %89 = load %struct.node*, %struct.node** %3, align 4
  %90 = getelementptr inbounds %struct.node, %struct.node* %89, i32 0, i32 4
  %91 = load i16, i16* %90, align 2
  %92 = sext i16 %91 to i32
  %93 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %92
  %94 = getelementptr inbounds %struct.node, %struct.node* %93, i32 0, i32 0
  %95 = load i8, i8* %94, align 4
  %96 = zext i8 %95 to i32
  %97 = icmp eq i32 %96, 0
  br i1 %97, label %98, label %128

98:                                               ; preds = %88
  %99 = load %struct.node*, %struct.node** %3, align 4
  %100 = getelementptr inbounds %struct.node, %struct.node* %99, i32 0, i32 2
  %101 = load i32, i32* %100, align 4
  %102 = load %struct.node*, %struct.node** %3, align 4
  %103 = getelementptr inbounds %struct.node, %struct.node* %102, i32 0, i32 3
  %104 = load i16, i16* %103, align 4
  %105 = sext i16 %104 to i32
  %106 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %105
  %107 = getelementptr inbounds %struct.node, %struct.node* %106, i32 0, i32 2
  %108 = load i32, i32* %107, align 4
  %109 = load %struct.node*, %struct.node** %3, align 4
  %110 = getelementptr inbounds %struct.node, %struct.node* %109, i32 0, i32 4
  %111 = load i16, i16* %110, align 2
  %112 = sext i16 %111 to i32
  %113 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %112
  %114 = getelementptr inbounds %struct.node, %struct.node* %113, i32 0, i32 2
  %115 = load i32, i32* %114, align 4
  %116 = call i32 @binary_op(i32 noundef signext %101, i32 noundef signext %108, i32 noundef signext %115, i32* noundef %4)
  store i32 %116, i32* %5, align 4
  %117 = load i32, i32* %4, align 4
  %118 = icmp ne i32 %117, 0
  br i1 %118, label %119, label %127

119:                                              ; preds = %98
  %120 = load %struct.node*, %struct.node** %3, align 4
  %121 = getelementptr inbounds %struct.node, %struct.node* %120, i32 0, i32 0
  store i8 0, i8* %121, align 4
  %122 = load i32, i32* %5, align 4
  %123 = load %struct.node*, %struct.node** %3, align 4
  %124 = getelementptr inbounds %struct.node, %struct.node* %123, i32 0, i32 2
  store i32 %122, i32* %124, align 4
  %125 = load i32, i32* @folded, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, i32* @folded, align 4
  br label %127

127:                                              ; preds = %119, %98
  br label %211

128:                                              ; preds = %88, %78, %72
  %129 = load %struct.node*, %struct.node** %3, align 4
  %130 = getelementptr inbounds %struct.node, %struct.node* %129, i32 0, i32 0
  %131 = load i8, i8* %130, align 4
  %132 = zext i8 %131 to i32
  %133 = icmp eq i32 %132, 6
  br i1 %133, label %140, label %134

134:                                              ; preds = %128
  %135 = load %struct.node*, %struct.node** %3, align 4
  %136 = getelementptr inbounds %struct.node, %struct.node* %135, i32 0, i32 0
  %137 = load i8, i8* %136, align 4
  %138 = zext i8 %137 to i32
  %139 = icmp eq i32 %138, 7
  br i1 %139, label %140, label %210

140:                                              ; preds = %134, %128
  %141 = load %struct.node*, %struct.node** %3, align 4
  %142 = getelementptr inbounds %struct.node, %struct.node* %141, i32 0, i32 3
  %143 = load i16, i16* %142, align 4
  %144 = sext i16 %143 to i32
  %145 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %144
  %146 = getelementptr inbounds %struct.node, %struct.node* %145, i32 0, i32 0
  %147 = load i8, i8* %146, align 4
  %148 = zext i8 %147 to i32
  %149 = icmp eq i32 %148, 0
  br i1 %149, label %150, label %210

150:                                              ; preds = %140
  %151 = load %struct.node*, %struct.node** %3, align 4
  %152 = getelementptr inbounds %struct.node, %struct.node* %151, i32 0, i32 4
  %153 = load i16, i16* %152, align 2
  %154 = sext i16 %153 to i32
  %155 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %154
  %156 = getelementptr inbounds %struct.node, %struct.node* %155, i32 0, i32 0
  %157 = load i8, i8* %156, align 4
  %158 = zext i8 %157 to i32
  %159 = icmp eq i32 %158, 0
  br i1 %159, label %160, label %210

160:                                              ; preds = %150
  %161 = load %struct.node*, %struct.node** %3, align 4
  %162 = getelementptr inbounds %struct.node, %struct.node* %161, i32 0, i32 3
  %163 = load i16, i16* %162, align 4
  %164 = sext i16 %163 to i32
  %165 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %164
  %166 = getelementptr inbounds %struct.node, %struct.node* %165, i32 0, i32 2
  %167 = load i32, i32* %166, align 4
  %168 = icmp ne i32 %167, 0
  %169 = zext i1 %168 to i32
  store i32 %169, i32* %6, align 4
  %170 = load %struct.node*, %struct.node** %3, align 4
  %171 = getelementptr inbounds %struct.node, %struct.node* %170, i32 0, i32 4
  %172 = load i16, i16* %171, align 2
  %173 = sext i16 %172 to i32
  %174 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %173
  %175 = getelementptr inbounds %struct.node, %struct.node* %174, i32 0, i32 2
  %176 = load i32, i32* %175, align 4
  %177 = icmp ne i32 %176, 0
  %178 = zext i1 %177 to i32
  store i32 %178, i32* %7, align 4
  %179 = load %struct.node*, %struct.node** %3, align 4
  %180 = getelementptr inbounds %struct.node, %struct.node* %179, i32 0, i32 0
  %181 = load i8, i8* %180, align 4
  %182 = zext i8 %181 to i32
  %183 = icmp eq i32 %182, 6
  br i1 %183, label %184, label %193

184:                                              ; preds = %160
  %185 = load i32, i32* %6, align 4
  %186 = icmp ne i32 %185, 0
  br i1 %186, label %187, label %190

187:                                              ; preds = %184
  %188 = load i32, i32* %7, align 4
  %189 = icmp ne i32 %188, 0
  br label %190

190:                                              ; preds = %187, %184
  %191 = phi i1 [ false, %184 ], [ %189, %187 ]
  %192 = zext i1 %191 to i32
  br label %202

193:                                              ; preds = %160
  %194 = load i32, i32* %6, align 4
  %195 = icmp ne i32 %194, 0
  br i1 %195, label %199, label %196

196:                                              ; preds = %193
  %197 = load i32, i32* %7, align 4
  %198 = icmp ne i32 %197, 0
  br label %199

199:                                              ; preds = %196, %193
  %200 = phi i1 [ true, %193 ], [ %198, %196 ]
  %201 = zext i1 %200 to i32
  br label %202

202:                                              ; preds = %199, %190
  %203 = phi i32 [ %192, %190 ], [ %201, %199 ]
  %204 = load %struct.node*, %struct.node** %3, align 4
  %205 = getelementptr inbounds %struct.node, %struct.node* %204, i32 0, i32 2
  store i32 %203, i32* %205, align 4
  %206 = load %struct.node*, %struct.node** %3, align 4
  %207 = getelementptr inbounds %struct.node, %struct.node* %206, i32 0, i32 0
  store i8 0, i8* %207, align 4
  %208 = load i32, i32* @folded, align 4
  %209 = add nsw i32 %208, 1
  store i32 %209, i32* @folded, align 4
  br label %210

210:                                              ; preds = %202, %150, %140, %134
  br label %211

211:                                              ; preds = %210, %127
  br label %212

212:                                              ; preds = %10, %25, %211, %54
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @unary_op(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  %6 = load i32, i32* %4, align 4
  switch i32 %6, label %17 [
    i32 20, label %7
    i32 37, label %10
    i32 38, label %14
  ]

7:                                                ; preds = %2
  %8 = load i32, i32* %5, align 4
  %9 = sub i32 0, %8
  store i32 %9, i32* %3, align 4
  br label %19

10:                                               ; preds = %2
  %11 = load i32, i32* %5, align 4
  %12 = icmp eq i32 %11, 0
  %13 = zext i1 %12 to i32
  store i32 %13, i32* %3, align 4
  br label %19

14:                                               ; preds = %2
  %15 = load i32, i32* %5, align 4
  %16 = xor i32 %15, -1
  store i32 %16, i32* %3, align 4
  br label %19

17:                                               ; preds = %2
  %18 = load i32, i32* %5, align 4
  store i32 %18, i32* %3, align 4
  br label %19

19:                                               ; preds = %17, %14, %10, %7
  %20 = load i32, i32* %3, align 4
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone
define internal i32 @binary_op(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, i32* noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32*, align 4
  store i32 %0, i32* %6, align 4
  store i32 %1, i32* %7, align 4
  store i32 %2, i32* %8, align 4
  store i32* %3, i32** %9, align 4
  %10 = load i32*, i32** %9, align 4
  store i32 1, i32* %10, align 4
  %11 = load i32, i32* %6, align 4
  switch i32 %11, label %108 [
    i32 19, label %12
    i32 20, label %16
    i32 21, label %20
    i32 22, label %24
    i32 23, label %24
    i32 24, label %56
    i32 25, label %60
    i32 26, label %64
    i32 27, label %68
    i32 28, label %73
    i32 29, label %78
    i32 30, label %83
    i32 31, label %88
    i32 32, label %93
    i32 33, label %98
    i32 34, label %103
  ]

12:                                               ; preds = %4
  %13 = load i32, i32* %7, align 4
  %14 = load i32, i32* %8, align 4
  %15 = add i32 %13, %14
  store i32 %15, i32* %5, align 4
  br label %110

16:                                               ; preds = %4
  %17 = load i32, i32* %7, align 4
  %18 = load i32, i32* %8, align 4
  %19 = sub i32 %17, %18
  store i32 %19, i32* %5, align 4
  br label %110

20:                                               ; preds = %4
  %21 = load i32, i32* %7, align 4
  %22 = load i32, i32* %8, align 4
  %23 = mul i32 %21, %22
  store i32 %23, i32* %5, align 4
  br label %110

24:                                               ; preds = %4, %4
  %25 = load i32, i32* %8, align 4
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %29

27:                                               ; preds = %24
  %28 = load i32*, i32** %9, align 4
  store i32 0, i32* %28, align 4
  store i32 0, i32* %5, align 4
  br label %110

29:                                               ; preds = %24
  %30 = load i32, i32* %7, align 4
  %31 = icmp eq i32 %30, -2147483648
  br i1 %31, label %32, label %43

32:                                               ; preds = %29
  %33 = load i32, i32* %8, align 4
  %34 = icmp eq i32 %33, -1
  br i1 %34, label %35, label %43

35:                                               ; preds = %32
  %36 = load i32, i32* %6, align 4
  %37 = icmp eq i32 %36, 22
  br i1 %37, label %38, label %40

38:                                               ; preds = %35
  %39 = load i32, i32* %7, align 4
  br label %41

40:                                               ; preds = %35
  br label %41

41:                                               ; preds = %40, %38
  %42 = phi i32 [ %39, %38 ], [ 0, %40 ]
  store i32 %42, i32* %5, align 4
  br label %110

43:                                               ; preds = %32, %29
  %44 = load i32, i32* %6, align 4
  %45 = icmp eq i32 %44, 22
  br i1 %45, label %46, label %50

46:                                               ; preds = %43
  %47 = load i32, i32* %7, align 4
  %48 = load i32, i32* %8, align 4
  %49 = sdiv i32 %47, %48
  br label %54

50:                                               ; preds = %43
  %51 = load i32, i32* %7, align 4
  %52 = load i32, i32* %8, align 4
  %53 = srem i32 %51, %52
  br label %54

54:                                               ; preds = %50, %46
  %55 = phi i32 [ %49, %46 ], [ %53, %50 ]
  store i32 %55, i32* %5, align 4
  br label %110

56:                                               ; preds = %4
  %57 = load i32, i32* %7, align 4
  %58 = load i32, i32* %8, align 4
  %59 = and i32 %57, %58
  store i32 %59, i32* %5, align 4
  br label %110

60:                                               ; preds = %4
  %61 = load i32, i32* %7, align 4
  %62 = load i32, i32* %8, align 4
  %63 = or i32 %61, %62
  store i32 %63, i32* %5, align 4
  br label %110

64:                                               ; preds = %4
  %65 = load i32, i32* %7, align 4
  %66 = load i32, i32* %8, align 4
  %67 = xor i32 %65, %66
  store i32 %67, i32* %5, align 4
  br label %110

68:                                               ; preds = %4
  %69 = load i32, i32* %7, align 4
  %70 = load i32, i32* %8, align 4
  %71 = and i32 %70, 31
  %72 = shl i32 %69, %71
  store i32 %72, i32* %5, align 4
  br label %110

73:                                               ; preds = %4
  %74 = load i32, i32* %7, align 4
  %75 = load i32, i32* %8, align 4
  %76 = and i32 %75, 31
  %77 = ashr i32 %74, %76
  store i32 %77, i32* %5, align 4
  br label %110

78:                                               ; preds = %4
  %79 = load i32, i32* %7, align 4
  %80 = load i32, i32* %8, align 4
  %81 = icmp slt i32 %79, %80
  %82 = zext i1 %81 to i32
  store i32 %82, i32* %5, align 4
  br label %110

83:                                               ; preds = %4
  %84 = load i32, i32* %7, align 4
  %85 = load i32, i32* %8, align 4
  %86 = icmp sle i32 %84, %85
  %87 = zext i1 %86 to i32
  store i32 %87, i32* %5, align 4
  br label %110

88:                                               ; preds = %4
  %89 = load i32, i32* %7, align 4
  %90 = load i32, i32* %8, align 4
  %91 = icmp sgt i32 %89, %90
  %92 = zext i1 %91 to i32
  store i32 %92, i32* %5, align 4
  br label %110

93:                                               ; preds = %4
  %94 = load i32, i32* %7, align 4
  %95 = load i32, i32* %8, align 4
  %96 = icmp sge i32 %94, %95
  %97 = zext i1 %96 to i32
  store i32 %97, i32* %5, align 4
  br label %110

98:                                               ; preds = %4
  %99 = load i32, i32* %7, align 4
  %100 = load i32, i32* %8, align 4
  %101 = icmp eq i32 %99, %100
  %102 = zext i1 %101 to i32
  store i32 %102, i32* %5, align 4
  br label %110

103:                                              ; preds = %4
  %104 = load i32, i32* %7, align 4
  %105 = load i32, i32* %8, align 4
  %106 = icmp ne i32 %104, %105
  %107 = zext i1 %106 to i32
  store i32 %107, i32* %5, align 4
  br label %110

108:                                              ; preds = %4
  %109 = load i32*, i32** %9, align 4
  store i32 0, i32* %109, align 4
  store i32 0, i32* %5, align 4
  br label %110

110:                                              ; preds = %108, %103, %98, %93, %88, %83, %78, %73, %68, %64, %60, %56, %54, %41, %27, %20, %16, %12
  %111 = load i32, i32* %5, align 4
  ret i32 %111
}

; Function Attrs: noinline nounwind optnone
define internal void @emit2(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %4, align 4
  %8 = load i32, i32* %6, align 4
  call void @emit(i32 noundef signext %7, i32 noundef signext %8)
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %6, align 4
  call void @emit(i32 noundef signext %9, i32 noundef signext %10)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @emit(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* @ncode, align 4
  %6 = icmp sge i32 %5, 8192
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i32, i32* %4, align 4
  call void @error_at(i32 noundef signext %8, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.58, i32 0, i32 0), i8* noundef null)
  br label %14

9:                                                ; preds = %2
  %10 = load i32, i32* %3, align 4
  %11 = load i32, i32* @ncode, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* @ncode, align 4
  %13 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %11
  store i32 %10, i32* %13, align 4
  br label %14

14:                                               ; preds = %9, %7
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @gen_stmt(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.node*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %10 = load i32, i32* %2, align 4
  %11 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %10
  store %struct.node* %11, %struct.node** %3, align 4
  %12 = load %struct.node*, %struct.node** %3, align 4
  %13 = getelementptr inbounds %struct.node, %struct.node* %12, i32 0, i32 1
  %14 = load i16, i16* %13, align 2
  %15 = zext i16 %14 to i32
  store i32 %15, i32* %4, align 4
  %16 = load %struct.node*, %struct.node** %3, align 4
  %17 = getelementptr inbounds %struct.node, %struct.node* %16, i32 0, i32 0
  %18 = load i8, i8* %17, align 4
  %19 = zext i8 %18 to i32
  switch i32 %19, label %185 [
    i32 10, label %20
    i32 8, label %38
    i32 9, label %47
    i32 11, label %57
    i32 12, label %124
    i32 13, label %141
    i32 14, label %156
    i32 15, label %162
    i32 16, label %168
  ]

20:                                               ; preds = %1
  %21 = load %struct.node*, %struct.node** %3, align 4
  %22 = getelementptr inbounds %struct.node, %struct.node* %21, i32 0, i32 3
  %23 = load i16, i16* %22, align 4
  %24 = sext i16 %23 to i32
  %25 = icmp sge i32 %24, 0
  br i1 %25, label %26, label %31

26:                                               ; preds = %20
  %27 = load %struct.node*, %struct.node** %3, align 4
  %28 = getelementptr inbounds %struct.node, %struct.node* %27, i32 0, i32 3
  %29 = load i16, i16* %28, align 4
  %30 = sext i16 %29 to i32
  call void @gen_expr(i32 noundef signext %30)
  br label %33

31:                                               ; preds = %20
  %32 = load i32, i32* %4, align 4
  call void @emit2(i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext %32)
  br label %33

33:                                               ; preds = %31, %26
  %34 = load %struct.node*, %struct.node** %3, align 4
  %35 = getelementptr inbounds %struct.node, %struct.node* %34, i32 0, i32 2
  %36 = load i32, i32* %35, align 4
  %37 = load i32, i32* %4, align 4
  call void @emit2(i32 noundef signext 2, i32 noundef signext %36, i32 noundef signext %37)
  br label %187

38:                                               ; preds = %1
  %39 = load %struct.node*, %struct.node** %3, align 4
  %40 = getelementptr inbounds %struct.node, %struct.node* %39, i32 0, i32 3
  %41 = load i16, i16* %40, align 4
  %42 = sext i16 %41 to i32
  call void @gen_expr(i32 noundef signext %42)
  %43 = load %struct.node*, %struct.node** %3, align 4
  %44 = getelementptr inbounds %struct.node, %struct.node* %43, i32 0, i32 2
  %45 = load i32, i32* %44, align 4
  %46 = load i32, i32* %4, align 4
  call void @emit2(i32 noundef signext 2, i32 noundef signext %45, i32 noundef signext %46)
  br label %187

47:                                               ; preds = %1
  %48 = load %struct.node*, %struct.node** %3, align 4
  %49 = getelementptr inbounds %struct.node, %struct.node* %48, i32 0, i32 3
  %50 = load i16, i16* %49, align 4
  %51 = sext i16 %50 to i32
  call void @gen_expr(i32 noundef signext %51)
  %52 = load %struct.node*, %struct.node** %3, align 4
  %53 = getelementptr inbounds %struct.node, %struct.node* %52, i32 0, i32 4
  %54 = load i16, i16* %53, align 2
  %55 = sext i16 %54 to i32
  call void @gen_expr(i32 noundef signext %55)
  %56 = load i32, i32* %4, align 4
  call void @emit(i32 noundef signext 4, i32 noundef signext %56)
  br label %187

57:                                               ; preds = %1
  %58 = load %struct.node*, %struct.node** %3, align 4
  %59 = getelementptr inbounds %struct.node, %struct.node* %58, i32 0, i32 3
  %60 = load i16, i16* %59, align 4
  %61 = sext i16 %60 to i32
  %62 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %61
  %63 = getelementptr inbounds %struct.node, %struct.node* %62, i32 0, i32 0
  %64 = load i8, i8* %63, align 4
  %65 = zext i8 %64 to i32
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %67, label %94

67:                                               ; preds = %57
  %68 = load %struct.node*, %struct.node** %3, align 4
  %69 = getelementptr inbounds %struct.node, %struct.node* %68, i32 0, i32 3
  %70 = load i16, i16* %69, align 4
  %71 = sext i16 %70 to i32
  %72 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %71
  %73 = getelementptr inbounds %struct.node, %struct.node* %72, i32 0, i32 2
  %74 = load i32, i32* %73, align 4
  %75 = icmp ne i32 %74, 0
  br i1 %75, label %76, label %81

76:                                               ; preds = %67
  %77 = load %struct.node*, %struct.node** %3, align 4
  %78 = getelementptr inbounds %struct.node, %struct.node* %77, i32 0, i32 4
  %79 = load i16, i16* %78, align 2
  %80 = sext i16 %79 to i32
  call void @gen_stmt(i32 noundef signext %80)
  br label %93

81:                                               ; preds = %67
  %82 = load %struct.node*, %struct.node** %3, align 4
  %83 = getelementptr inbounds %struct.node, %struct.node* %82, i32 0, i32 5
  %84 = load i16, i16* %83, align 4
  %85 = sext i16 %84 to i32
  %86 = icmp sge i32 %85, 0
  br i1 %86, label %87, label %92

87:                                               ; preds = %81
  %88 = load %struct.node*, %struct.node** %3, align 4
  %89 = getelementptr inbounds %struct.node, %struct.node* %88, i32 0, i32 5
  %90 = load i16, i16* %89, align 4
  %91 = sext i16 %90 to i32
  call void @gen_stmt(i32 noundef signext %91)
  br label %92

92:                                               ; preds = %87, %81
  br label %93

93:                                               ; preds = %92, %76
  br label %187

94:                                               ; preds = %57
  %95 = load %struct.node*, %struct.node** %3, align 4
  %96 = getelementptr inbounds %struct.node, %struct.node* %95, i32 0, i32 3
  %97 = load i16, i16* %96, align 4
  %98 = sext i16 %97 to i32
  call void @gen_cond_jump(i32 noundef signext %98, i32 noundef signext 0, i32* noundef %5)
  %99 = load %struct.node*, %struct.node** %3, align 4
  %100 = getelementptr inbounds %struct.node, %struct.node* %99, i32 0, i32 4
  %101 = load i16, i16* %100, align 2
  %102 = sext i16 %101 to i32
  call void @gen_stmt(i32 noundef signext %102)
  %103 = load %struct.node*, %struct.node** %3, align 4
  %104 = getelementptr inbounds %struct.node, %struct.node* %103, i32 0, i32 5
  %105 = load i16, i16* %104, align 4
  %106 = sext i16 %105 to i32
  %107 = icmp sge i32 %106, 0
  br i1 %107, label %108, label %120

108:                                              ; preds = %94
  %109 = load i32, i32* %4, align 4
  call void @emit2(i32 noundef signext 9, i32 noundef signext 0, i32 noundef signext %109)
  %110 = load i32, i32* @ncode, align 4
  %111 = sub nsw i32 %110, 1
  store i32 %111, i32* %6, align 4
  %112 = load i32, i32* %5, align 4
  %113 = load i32, i32* @ncode, align 4
  call void @patch(i32 noundef signext %112, i32 noundef signext %113)
  %114 = load %struct.node*, %struct.node** %3, align 4
  %115 = getelementptr inbounds %struct.node, %struct.node* %114, i32 0, i32 5
  %116 = load i16, i16* %115, align 4
  %117 = sext i16 %116 to i32
  call void @gen_stmt(i32 noundef signext %117)
  %118 = load i32, i32* %6, align 4
  %119 = load i32, i32* @ncode, align 4
  call void @patch(i32 noundef signext %118, i32 noundef signext %119)
  br label %123

120:                                              ; preds = %94
  %121 = load i32, i32* %5, align 4
  %122 = load i32, i32* @ncode, align 4
  call void @patch(i32 noundef signext %121, i32 noundef signext %122)
  br label %123

123:                                              ; preds = %120, %108
  br label %187

124:                                              ; preds = %1
  %125 = load i32, i32* %4, align 4
  call void @emit2(i32 noundef signext 9, i32 noundef signext 0, i32 noundef signext %125)
  %126 = load i32, i32* @ncode, align 4
  %127 = sub nsw i32 %126, 1
  store i32 %127, i32* %7, align 4
  %128 = load i32, i32* @ncode, align 4
  store i32 %128, i32* %8, align 4
  %129 = load %struct.node*, %struct.node** %3, align 4
  %130 = getelementptr inbounds %struct.node, %struct.node* %129, i32 0, i32 4
  %131 = load i16, i16* %130, align 2
  %132 = sext i16 %131 to i32
  call void @gen_stmt(i32 noundef signext %132)
  %133 = load i32, i32* %7, align 4
  %134 = load i32, i32* @ncode, align 4
  call void @patch(i32 noundef signext %133, i32 noundef signext %134)
  %135 = load %struct.node*, %struct.node** %3, align 4
  %136 = getelementptr inbounds %struct.node, %struct.node* %135, i32 0, i32 3
  %137 = load i16, i16* %136, align 4
  %138 = sext i16 %137 to i32
  call void @gen_expr(i32 noundef signext %138)
  %139 = load i32, i32* %8, align 4
  %140 = load i32, i32* %4, align 4
  call void @emit2(i32 noundef signext 11, i32 noundef signext %139, i32 noundef signext %140)
  br label %187

141:                                              ; preds = %1
  %142 = load %struct.node*, %struct.node** %3, align 4
  %143 = getelementptr inbounds %struct.node, %struct.node* %142, i32 0, i32 3
  %144 = load i16, i16* %143, align 4
  %145 = sext i16 %144 to i32
  %146 = icmp sge i32 %145, 0
  br i1 %146, label %147, label %152

147:                                              ; preds = %141
  %148 = load %struct.node*, %struct.node** %3, align 4
  %149 = getelementptr inbounds %struct.node, %struct.node* %148, i32 0, i32 3
  %150 = load i16, i16* %149, align 4
  %151 = sext i16 %150 to i32
  call void @gen_expr(i32 noundef signext %151)
  br label %154

152:                                              ; preds = %141
  %153 = load i32, i32* %4, align 4
  call void @emit2(i32 noundef signext 0, i32 noundef signext 0, i32 noundef signext %153)
  br label %154

154:                                              ; preds = %152, %147
  %155 = load i32, i32* %4, align 4
  call void @emit(i32 noundef signext 13, i32 noundef signext %155)
  br label %187

156:                                              ; preds = %1
  %157 = load %struct.node*, %struct.node** %3, align 4
  %158 = getelementptr inbounds %struct.node, %struct.node* %157, i32 0, i32 3
  %159 = load i16, i16* %158, align 4
  %160 = sext i16 %159 to i32
  call void @gen_expr(i32 noundef signext %160)
  %161 = load i32, i32* %4, align 4
  call void @emit(i32 noundef signext 14, i32 noundef signext %161)
  br label %187

162:                                              ; preds = %1
  %163 = load %struct.node*, %struct.node** %3, align 4
  %164 = getelementptr inbounds %struct.node, %struct.node* %163, i32 0, i32 3
  %165 = load i16, i16* %164, align 4
  %166 = sext i16 %165 to i32
  call void @gen_expr(i32 noundef signext %166)
  %167 = load i32, i32* %4, align 4
  call void @emit(i32 noundef signext 15, i32 noundef signext %167)
  br label %187

168:                                              ; preds = %1
  %169 = load %struct.node*, %struct.node** %3, align 4
  %170 = getelementptr inbounds %struct.node, %struct.node* %169, i32 0, i32 3
  %171 = load i16, i16* %170, align 4
  %172 = sext i16 %171 to i32
  store i32 %172, i32* %9, align 4
  br label %173

173:                                              ; preds = %178, %168
  %174 = load i32, i32* %9, align 4
  %175 = icmp sge i32 %174, 0
  br i1 %175, label %176, label %184

176:                                              ; preds = %173
  %177 = load i32, i32* %9, align 4
  call void @gen_stmt(i32 noundef signext %177)
  br label %178

178:                                              ; preds = %176
  %179 = load i32, i32* %9, align 4
  %180 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %179
  %181 = getelementptr inbounds %struct.node, %struct.node* %180, i32 0, i32 6
  %182 = load i16, i16* %181, align 2
  %183 = sext i16 %182 to i32
  store i32 %183, i32* %9, align 4
  br label %173, !llvm.loop !30

184:                                              ; preds = %173
  br label %187

185:                                              ; preds = %1
  %186 = load i32, i32* %4, align 4
  call void @error_at(i32 noundef signext %186, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.59, i32 0, i32 0), i8* noundef null)
  br label %187

187:                                              ; preds = %185, %184, %162, %156, %154, %124, %123, %93, %47, %38, %33
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @gen_expr(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.node*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %8 = load i32, i32* %2, align 4
  %9 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %8
  store %struct.node* %9, %struct.node** %3, align 4
  %10 = load %struct.node*, %struct.node** %3, align 4
  %11 = getelementptr inbounds %struct.node, %struct.node* %10, i32 0, i32 1
  %12 = load i16, i16* %11, align 2
  %13 = zext i16 %12 to i32
  store i32 %13, i32* %4, align 4
  %14 = load %struct.node*, %struct.node** %3, align 4
  %15 = getelementptr inbounds %struct.node, %struct.node* %14, i32 0, i32 0
  %16 = load i8, i8* %15, align 4
  %17 = zext i8 %16 to i32
  switch i32 %17, label %119 [
    i32 0, label %18
    i32 1, label %23
    i32 2, label %28
    i32 3, label %34
    i32 4, label %55
    i32 5, label %75
    i32 6, label %88
    i32 7, label %88
  ]

18:                                               ; preds = %1
  %19 = load %struct.node*, %struct.node** %3, align 4
  %20 = getelementptr inbounds %struct.node, %struct.node* %19, i32 0, i32 2
  %21 = load i32, i32* %20, align 4
  %22 = load i32, i32* %4, align 4
  call void @emit2(i32 noundef signext 0, i32 noundef signext %21, i32 noundef signext %22)
  br label %121

23:                                               ; preds = %1
  %24 = load %struct.node*, %struct.node** %3, align 4
  %25 = getelementptr inbounds %struct.node, %struct.node* %24, i32 0, i32 2
  %26 = load i32, i32* %25, align 4
  %27 = load i32, i32* %4, align 4
  call void @emit2(i32 noundef signext 1, i32 noundef signext %26, i32 noundef signext %27)
  br label %121

28:                                               ; preds = %1
  %29 = load %struct.node*, %struct.node** %3, align 4
  %30 = getelementptr inbounds %struct.node, %struct.node* %29, i32 0, i32 3
  %31 = load i16, i16* %30, align 4
  %32 = sext i16 %31 to i32
  call void @gen_expr(i32 noundef signext %32)
  %33 = load i32, i32* %4, align 4
  call void @emit(i32 noundef signext 3, i32 noundef signext %33)
  br label %121

34:                                               ; preds = %1
  %35 = load %struct.node*, %struct.node** %3, align 4
  %36 = getelementptr inbounds %struct.node, %struct.node* %35, i32 0, i32 3
  %37 = load i16, i16* %36, align 4
  %38 = sext i16 %37 to i32
  store i32 %38, i32* %5, align 4
  br label %39

39:                                               ; preds = %44, %34
  %40 = load i32, i32* %5, align 4
  %41 = icmp sge i32 %40, 0
  br i1 %41, label %42, label %50

42:                                               ; preds = %39
  %43 = load i32, i32* %5, align 4
  call void @gen_expr(i32 noundef signext %43)
  br label %44

44:                                               ; preds = %42
  %45 = load i32, i32* %5, align 4
  %46 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %45
  %47 = getelementptr inbounds %struct.node, %struct.node* %46, i32 0, i32 6
  %48 = load i16, i16* %47, align 2
  %49 = sext i16 %48 to i32
  store i32 %49, i32* %5, align 4
  br label %39, !llvm.loop !31

50:                                               ; preds = %39
  %51 = load %struct.node*, %struct.node** %3, align 4
  %52 = getelementptr inbounds %struct.node, %struct.node* %51, i32 0, i32 2
  %53 = load i32, i32* %52, align 4
  %54 = load i32, i32* %4, align 4
  call void @emit2(i32 noundef signext 12, i32 noundef signext %53, i32 noundef signext %54)
  br label %121

55:                                               ; preds = %1
  %56 = load %struct.node*, %struct.node** %3, align 4
  %57 = getelementptr inbounds %struct.node, %struct.node* %56, i32 0, i32 3
  %58 = load i16, i16* %57, align 4
  %59 = sext i16 %58 to i32
  call void @gen_expr(i32 noundef signext %59)
  %60 = load %struct.node*, %struct.node** %3, align 4
  %61 = getelementptr inbounds %struct.node, %struct.node* %60, i32 0, i32 2
  %62 = load i32, i32* %61, align 4
  %63 = icmp eq i32 %62, 20
  br i1 %63, label %64, label %65

64:                                               ; preds = %55
  br label %72

65:                                               ; preds = %55
  %66 = load %struct.node*, %struct.node** %3, align 4
  %67 = getelementptr inbounds %struct.node, %struct.node* %66, i32 0, i32 2
  %68 = load i32, i32* %67, align 4
  %69 = icmp eq i32 %68, 37
  %70 = zext i1 %69 to i64
  %71 = select i1 %69, i32 7, i32 8
  br label %72

72:                                               ; preds = %65, %64
  %73 = phi i32 [ 6, %64 ], [ %71, %65 ]
  %74 = load i32, i32* %4, align 4
  call void @emit(i32 noundef signext %73, i32 noundef signext %74)
  br label %121

75:                                               ; preds = %1
  %76 = load %struct.node*, %struct.node** %3, align 4
  %77 = getelementptr inbounds %struct.node, %struct.node* %76, i32 0, i32 3
  %78 = load i16, i16* %77, align 4
  %79 = sext i16 %78 to i32
  call void @gen_expr(i32 noundef signext %79)
  %80 = load %struct.node*, %struct.node** %3, align 4
  %81 = getelementptr inbounds %struct.node, %struct.node* %80, i32 0, i32 4
  %82 = load i16, i16* %81, align 2
  %83 = sext i16 %82 to i32
  call void @gen_expr(i32 noundef signext %83)
  %84 = load %struct.node*, %struct.node** %3, align 4
  %85 = getelementptr inbounds %struct.node, %struct.node* %84, i32 0, i32 2
  %86 = load i32, i32* %85, align 4
  %87 = load i32, i32* %4, align 4
  call void @emit2(i32 noundef signext 5, i32 noundef signext %86, i32 noundef signext %87)
  br label %121

88:                                               ; preds = %1, %1
  %89 = load %struct.node*, %struct.node** %3, align 4
  %90 = getelementptr inbounds %struct.node, %struct.node* %89, i32 0, i32 3
  %91 = load i16, i16* %90, align 4
  %92 = sext i16 %91 to i32
  %93 = load %struct.node*, %struct.node** %3, align 4
  %94 = getelementptr inbounds %struct.node, %struct.node* %93, i32 0, i32 0
  %95 = load i8, i8* %94, align 4
  %96 = zext i8 %95 to i32
  %97 = icmp eq i32 %96, 7
  %98 = zext i1 %97 to i32
  call void @gen_cond_jump(i32 noundef signext %92, i32 noundef signext %98, i32* noundef %6)
  %99 = load %struct.node*, %struct.node** %3, align 4
  %100 = getelementptr inbounds %struct.node, %struct.node* %99, i32 0, i32 4
  %101 = load i16, i16* %100, align 2
  %102 = sext i16 %101 to i32
  call void @gen_expr(i32 noundef signext %102)
  %103 = load i32, i32* %4, align 4
  call void @emit(i32 noundef signext 7, i32 noundef signext %103)
  %104 = load i32, i32* %4, align 4
  call void @emit(i32 noundef signext 7, i32 noundef signext %104)
  %105 = load i32, i32* %4, align 4
  call void @emit2(i32 noundef signext 9, i32 noundef signext 0, i32 noundef signext %105)
  %106 = load i32, i32* @ncode, align 4
  %107 = sub nsw i32 %106, 1
  store i32 %107, i32* %7, align 4
  %108 = load i32, i32* %6, align 4
  %109 = load i32, i32* @ncode, align 4
  call void @patch(i32 noundef signext %108, i32 noundef signext %109)
  %110 = load %struct.node*, %struct.node** %3, align 4
  %111 = getelementptr inbounds %struct.node, %struct.node* %110, i32 0, i32 0
  %112 = load i8, i8* %111, align 4
  %113 = zext i8 %112 to i32
  %114 = icmp eq i32 %113, 7
  %115 = zext i1 %114 to i32
  %116 = load i32, i32* %4, align 4
  call void @emit2(i32 noundef signext 0, i32 noundef signext %115, i32 noundef signext %116)
  %117 = load i32, i32* %7, align 4
  %118 = load i32, i32* @ncode, align 4
  call void @patch(i32 noundef signext %117, i32 noundef signext %118)
  br label %121

119:                                              ; preds = %1
  %120 = load i32, i32* %4, align 4
  call void @error_at(i32 noundef signext %120, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.60, i32 0, i32 0), i8* noundef null)
  br label %121

121:                                              ; preds = %119, %88, %75, %72, %50, %28, %23, %18
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @gen_cond_jump(i32 noundef signext %0, i32 noundef signext %1, i32* noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32* %2, i32** %6, align 4
  %7 = load i32, i32* %4, align 4
  call void @gen_expr(i32 noundef signext %7)
  %8 = load i32, i32* %5, align 4
  %9 = icmp ne i32 %8, 0
  %10 = zext i1 %9 to i64
  %11 = select i1 %9, i32 11, i32 10
  %12 = load i32, i32* %4, align 4
  %13 = getelementptr inbounds [4096 x %struct.node], [4096 x %struct.node]* @nodes, i32 0, i32 %12
  %14 = getelementptr inbounds %struct.node, %struct.node* %13, i32 0, i32 1
  %15 = load i16, i16* %14, align 2
  %16 = zext i16 %15 to i32
  call void @emit2(i32 noundef signext %11, i32 noundef signext 0, i32 noundef signext %16)
  %17 = load i32, i32* @ncode, align 4
  %18 = sub nsw i32 %17, 1
  %19 = load i32*, i32** %6, align 4
  store i32 %18, i32* %19, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @patch(i32 noundef signext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = getelementptr inbounds [8192 x i32], [8192 x i32]* @code, i32 0, i32 %6
  store i32 %5, i32* %7, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @vm_print(i32 noundef signext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @out_hash, align 4
  %4 = load i32, i32* %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, i32* @out_hash, align 4
  %7 = load i32, i32* @out_count, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* @out_count, align 4
  %9 = load i32, i32* @out_count, align 4
  %10 = icmp sle i32 %9, 40
  br i1 %10, label %11, label %13

11:                                               ; preds = %1
  call void @print_str(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.65, i32 0, i32 0))
  %12 = load i32, i32* %2, align 4
  call void @print_int(i32 noundef signext %12)
  call void @print_nl()
  br label %13

13:                                               ; preds = %11, %1
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
