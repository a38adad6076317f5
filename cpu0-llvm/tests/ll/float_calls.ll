; Floats through calls, memory and aggregates: parameters and results (a
; float is passed as an i32, a double as an i64), struct results in registers
; and through memory, byval structs with float fields, clang's MIPS struct
; passing (i32 inreg words and a bitcast to double), variadic doubles (va_arg
; and clang's pointer arithmetic), arrays, allocas, loops with float phis.
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"

%struct.P = type { double, double }
%struct.S = type { float, i8, double }

declare void @llvm.va_start(ptr)
declare void @llvm.va_end(ptr)

define internal double @scale(double %x, float %k) {
  %kd = fpext float %k to double
  %r = fmul double %x, %kd
  ret double %r
}

; Mixed float, double and i32 arguments, in registers and on the stack.
define double @mixed(i32 %a, float %b, double %c, float %d, i64 %e, double %f) {
  %bd = fpext float %b to double
  %dd = fpext float %d to double
  %ad = sitofp i32 %a to double
  %ed = sitofp i64 %e to double
  %s1 = fadd double %ad, %bd
  %s2 = fadd double %s1, %c
  %s3 = fadd double %s2, %dd
  %s4 = fadd double %s3, %ed
  %s5 = fadd double %s4, %f
  %r = call double @scale(double %s5, float 2.000000e+00)
  ret double %r
}
; (1 + 0.5 + 0.25 + 0.125 + 2 + 4) * 2
; run: @mixed(1, 0.5, 0.25, 0.125, 2, 4.0) == 15.75

; A struct of two doubles as a value: returned in four words of registers.
define %struct.P @make_p(double %x, double %y) {
  %a = insertvalue %struct.P undef, double %x, 0
  %b = insertvalue %struct.P %a, double %y, 1
  ret %struct.P %b
}

define double @use_p(double %x) {
  %p = call %struct.P @make_p(double %x, double 3.000000e+00)
  %a = extractvalue %struct.P %p, 0
  %b = extractvalue %struct.P %p, 1
  %r = fdiv double %a, %b
  ret double %r
}
; run: @use_p(7.5) == 2.5

; A result of more than four words goes through memory.
define { double, double, float } @make_big(double %x) {
  %n = fneg double %x
  %a = insertvalue { double, double, float } undef, double %x, 0
  %b = insertvalue { double, double, float } %a, double %n, 1
  %c = insertvalue { double, double, float } %b, float 5.000000e-01, 2
  ret { double, double, float } %c
}

define double @use_big(double %x) {
  %v = call { double, double, float } @make_big(double %x)
  %a = extractvalue { double, double, float } %v, 0
  %b = extractvalue { double, double, float } %v, 1
  %c = extractvalue { double, double, float } %v, 2
  %cd = fpext float %c to double
  %d = fsub double %a, %b
  %r = fadd double %d, %cd
  ret double %r
}
; run: @use_big(1.25) == 3.0

; A struct with float fields passed byval: the callee reads the caller's copy.
define internal double @sum_s(ptr byval(%struct.S) align 8 %s) {
  %f = load float, ptr %s, align 8
  %pc = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  %c = load i8, ptr %pc, align 4
  %pd = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 2
  %d = load double, ptr %pd, align 8
  store double 0.000000e+00, ptr %pd, align 8
  %fd = fpext float %f to double
  %cd = uitofp i8 %c to double
  %t = fadd double %fd, %cd
  %r = fadd double %t, %d
  ret double %r
}

define double @byval(float %f, double %d) {
  %s = alloca %struct.S, align 8
  store float %f, ptr %s, align 8
  %pc = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  store i8 200, ptr %pc, align 4
  %pd = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 2
  store double %d, ptr %pd, align 8
  %r = call double @sum_s(ptr byval(%struct.S) align 8 %s)
  %after = load double, ptr %pd, align 8
  %r2 = fadd double %r, %after
  ret double %r2
}
; 1.5 + 200 + 0.25, then the caller's own 0.25 again
; run: @byval(1.5, 0.25) == 202.0

; How clang 14 passes struct { double x, y } for MIPS O32: words, reassembled.
define double @o32_struct(i32 inreg %0, i32 inreg %1, i32 inreg %2, i32 inreg %3) {
  %lo0 = zext i32 %0 to i64
  %hi0 = zext i32 %1 to i64
  %h0 = shl nuw i64 %hi0, 32
  %w0 = or i64 %h0, %lo0
  %x = bitcast i64 %w0 to double
  %lo1 = zext i32 %2 to i64
  %hi1 = zext i32 %3 to i64
  %h1 = shl nuw i64 %hi1, 32
  %w1 = or i64 %h1, %lo1
  %y = bitcast i64 %w1 to double
  %r = fsub double %x, %y
  ret double %r
}
; words (low, high): 3.0 = 0x4008000000000000, 0.5 = 0x3FE0000000000000
; run: @o32_struct(0, 0x40080000, 0, 0x3FE00000) == 2.5

; Variadic doubles with the va_arg instruction.
define double @vsum(i32 %n, ...) {
entry:
  %ap = alloca ptr, align 4
  call void @llvm.va_start(ptr %ap)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %s = phi double [ 0.000000e+00, %entry ], [ %s1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %v = va_arg ptr %ap, double
  %s1 = fadd double %s, %v
  %i1 = add i32 %i, 1
  br label %loop
done:
  call void @llvm.va_end(ptr %ap)
  ret double %s
}

; What clang emits for MIPS: round the pointer up to 8, load, advance by 8.
define double @vfirst_after_int(i32 %n, ...) {
  %ap = alloca ptr, align 4
  call void @llvm.va_start(ptr %ap)
  %p0 = load ptr, ptr %ap, align 4
  %k = load i32, ptr %p0, align 4
  %p1 = getelementptr inbounds i8, ptr %p0, i32 4
  %a = ptrtoint ptr %p1 to i32
  %b = add i32 %a, 7
  %c = and i32 %b, -8
  %p = inttoptr i32 %c to ptr
  %d = load double, ptr %p, align 8
  call void @llvm.va_end(ptr %ap)
  %kd = sitofp i32 %k to double
  %r = fmul double %kd, %d
  ret double %r
}

define double @call_varargs() {
  %a = call double (i32, ...) @vsum(i32 3, double 1.500000e+00, double 2.500000e-01, double -4.000000e+00)
  %b = call double (i32, ...) @vfirst_after_int(i32 0, i32 3, double 1.250000e+00)
  %r = fadd double %a, %b
  ret double %r
}
; (1.5 + 0.25 - 4) + 3 * 1.25
; run: @call_varargs() == 1.5

; An array of doubles on the stack; a loop with a double phi.
define double @harmonic(i32 %n) {
entry:
  %arr = alloca [16 x double], align 8
  br label %fill
fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %k = add i32 %i, 1
  %kd = sitofp i32 %k to double
  %inv = fdiv double 1.000000e+00, %kd
  %p = getelementptr inbounds [16 x double], ptr %arr, i32 0, i32 %i
  store double %inv, ptr %p, align 8
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %fill, label %sum
sum:
  %j = phi i32 [ 0, %fill ], [ %j1, %sum ]
  %s = phi double [ 0.000000e+00, %fill ], [ %s1, %sum ]
  %q = getelementptr inbounds [16 x double], ptr %arr, i32 0, i32 %j
  %v = load double, ptr %q, align 8
  %s1 = fadd double %s, %v
  %j1 = add i32 %j, 1
  %again = icmp slt i32 %j1, %n
  br i1 %again, label %sum, label %done
done:
  ret double %s1
}
; 1 + 1/2 + ... + 1/10 summed in order, printed by the host
; run: @harmonic(10) == 0x40076E86E86E86E8

; A <4 x float> loaded, multiplied and stored back.
define float @vec_memory(float %k) {
  %a = alloca <4 x float>, align 16
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, ptr %a, align 16
  %v = load <4 x float>, ptr %a, align 16
  %s0 = insertelement <4 x float> undef, float %k, i32 0
  %s = shufflevector <4 x float> %s0, <4 x float> undef, <4 x i32> zeroinitializer
  %w = fmul <4 x float> %v, %s
  store <4 x float> %w, ptr %a, align 16
  %p3 = getelementptr inbounds float, ptr %a, i32 3
  %x = load float, ptr %p3, align 4
  ret float %x
}
; run: @vec_memory(2.5) == 10.0

; An indirect call of a function taking and returning floats.
define float @apply(ptr %f, float %x) {
  %r = call float %f(float %x, float %x)
  ret float %r
}

define internal float @fmul2(float %a, float %b) {
  %r = fmul float %a, %b
  ret float %r
}

define float @indirect(float %x) {
  %r = call float @apply(ptr @fmul2, float %x)
  ret float %r
}
; run: @indirect(-3.0) == 9.0
