; Comparisons, select, phi, branches, switch, unreachable, freeze.
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"

define i32 @preds(i32 %a, i32 %b) {
  %1 = icmp eq i32 %a, %b
  %2 = icmp ne i32 %a, %b
  %3 = icmp ugt i32 %a, %b
  %4 = icmp uge i32 %a, %b
  %5 = icmp ult i32 %a, %b
  %6 = icmp ule i32 %a, %b
  %7 = icmp sgt i32 %a, %b
  %8 = icmp sge i32 %a, %b
  %9 = icmp slt i32 %a, %b
  %10 = icmp samesign sle i32 %a, %b
  %z1 = zext i1 %1 to i32
  %z2 = zext i1 %2 to i32
  %z3 = zext i1 %3 to i32
  %z4 = zext i1 %4 to i32
  %z5 = zext i1 %5 to i32
  %z6 = zext i1 %6 to i32
  %z7 = zext i1 %7 to i32
  %z8 = zext i1 %8 to i32
  %z9 = zext i1 %9 to i32
  %z10 = zext i1 %10 to i32
  %s2 = shl i32 %z2, 1
  %s3 = shl i32 %z3, 2
  %s4 = shl i32 %z4, 3
  %s5 = shl i32 %z5, 4
  %s6 = shl i32 %z6, 5
  %s7 = shl i32 %z7, 6
  %s8 = shl i32 %z8, 7
  %s9 = shl i32 %z9, 8
  %s10 = shl i32 %z10, 9
  %r1 = or i32 %z1, %s2
  %r2 = or i32 %r1, %s3
  %r3 = or i32 %r2, %s4
  %r4 = or i32 %r3, %s5
  %r5 = or i32 %r4, %s6
  %r6 = or i32 %r5, %s7
  %r7 = or i32 %r6, %s8
  %r8 = or i32 %r7, %s9
  %r9 = or i32 %r8, %s10
  ret i32 %r9
}
; run: @preds(1, 1) == 0x2A9
; run: @preds(-1, 1) == 0x30E
; run: @preds(1, -1) == 0x0F2

define i64 @cmp64(i64 %a, i64 %b) {
  %lt = icmp slt i64 %a, %b
  %r = select i1 %lt, i64 %a, i64 %b
  ret i64 %r
}
; run: @cmp64(-5, 0x100000000) == -5
; run: @cmp64(0x100000001, 0x100000000) == 0x100000000

define i32 @loop(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %s = phi i32 [ 0, %entry ], [ %s1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %s1 = add i32 %s, %i
  %i1 = add i32 %i, 1
  br label %head
exit:
  ret i32 %s
}
; run: @loop(10) == 45
; run: @loop(0) == 0

; Blocks out of order: a value used in a block printed before its definition.
define i32 @order(i32 %x) {
entry:
  br label %def
use:
  %r = add i32 %v, 1
  ret i32 %r
def:
  %v = mul i32 %x, 2
  br label %use
}
; run: @order(20) == 41

define i32 @switch_phi(i32 %x) {
entry:
  switch i32 %x, label %other [
    i32 0, label %join
    i32 1, label %join
    i32 2, label %two
    i32 3, label %join
    i32 4, label %two
    i32 1000, label %big
  ]
two:
  br label %join
big:
  br label %join
other:
  br label %join
join:
  %r = phi i32 [ 10, %entry ], [ 10, %entry ], [ 10, %entry ], [ 20, %two ], [ 30, %big ], [ 40, %other ]
  ret i32 %r
}
; run: @switch_phi(0) == 10
; run: @switch_phi(1) == 10
; run: @switch_phi(2) == 20
; run: @switch_phi(3) == 10
; run: @switch_phi(4) == 20
; run: @switch_phi(1000) == 30
; run: @switch_phi(5) == 40
; run: @switch_phi(-1) == 40

define i32 @switch64(i64 %x) {
entry:
  switch i64 %x, label %d [
    i64 4294967296, label %a
    i64 -1, label %b
  ]
a:
  ret i32 1
b:
  ret i32 2
d:
  ret i32 3
}
; run: @switch64(0x100000000) == 1
; run: @switch64(-1) == 2
; run: @switch64(0) == 3

define i32 @condbr_phi(i1 %c, i32 %a) {
entry:
  br i1 %c, label %t, label %j
t:
  %x = add i32 %a, 100
  br label %j
j:
  %r = phi i32 [ %x, %t ], [ %a, %entry ]
  ret i32 %r
}
; run: @condbr_phi(1, 5) == 105
; run: @condbr_phi(0, 5) == 5

define i32 @selects(i32 %a) {
  %c = icmp sgt i32 %a, 0
  %s = select i1 %c, i32 %a, i32 0
  %agg = select i1 %c, { i32, i8 } { i32 1, i8 2 }, { i32, i8 } { i32 3, i8 4 }
  %e = extractvalue { i32, i8 } %agg, 1
  %ez = zext i8 %e to i32
  %r = add i32 %s, %ez
  ret i32 %r
}
; run: @selects(5) == 7
; run: @selects(-5) == 4

define i32 @unreach(i32 %a) {
  %c = icmp eq i32 %a, 0
  br i1 %c, label %bad, label %ok
bad:
  unreachable
ok:
  ret i32 %a
}
; run: @unreach(3) == 3
; run: @unreach(0) trap

define i32 @freeze_undef() {
  %f = freeze i32 undef
  %g = freeze i32 poison
  %h = freeze i32 7
  %s = add i32 %f, %g
  %r = add i32 %s, %h
  ret i32 %r
}
; run: @freeze_undef() == 7

define i32 @aggregates(i32 %a, i32 %b) {
  %s0 = insertvalue { i32, [2 x i16], i8 } undef, i32 %a, 0
  %t = trunc i32 %b to i16
  %s1 = insertvalue { i32, [2 x i16], i8 } %s0, i16 %t, 1, 1
  %arr = extractvalue { i32, [2 x i16], i8 } %s1, 1
  %h = extractvalue [2 x i16] %arr, 1
  %h32 = sext i16 %h to i32
  %x = extractvalue { i32, [2 x i16], i8 } %s1, 0
  %r = add i32 %x, %h32
  ret i32 %r
}
; run: @aggregates(10, -3) == 7

define i32 @atomics(i32 %v) {
  %p = alloca i32, align 4
  store atomic i32 5, ptr %p seq_cst, align 4
  %old = atomicrmw add ptr %p, i32 %v seq_cst, align 4
  %cx = cmpxchg ptr %p, i32 15, i32 100 acq_rel monotonic, align 4
  %ok = extractvalue { i32, i1 } %cx, 1
  fence seq_cst
  %l = load atomic i32, ptr %p acquire, align 4
  %okz = zext i1 %ok to i32
  %m = atomicrmw umax ptr %p, i32 7 monotonic
  %s = add i32 %l, %okz
  %r = add i32 %s, %old
  ret i32 %r
}
; run: @atomics(10) == 106
; run: @atomics(1) == 11

; uinc_wrap / udec_wrap (LLVM 16+): the old value comes back, the new one is
; old >= v ? 0 : old + 1, and old == 0 || old > v ? v : old - 1.
define i32 @rmw_wrap(i32 %start, i32 %v) {
  %p = alloca i32, align 4
  store i32 %start, ptr %p, align 4
  %a = atomicrmw uinc_wrap ptr %p, i32 %v seq_cst, align 4
  %b = load i32, ptr %p, align 4
  %c = atomicrmw udec_wrap ptr %p, i32 %v seq_cst, align 4
  %d = load i32, ptr %p, align 4
  %ab = shl i32 %b, 8
  %cd = shl i32 %d, 16
  %r1 = or i32 %ab, %cd
  %r2 = add i32 %r1, %a
  %r = add i32 %r2, %c
  ret i32 %r
}
; start 3, v 5: uinc 3 -> 4 (a=3, b=4); udec 4 -> 3 (c=4, d=3): 3<<16 | 4<<8 | 7
; run: @rmw_wrap(3, 5) == 0x30407
; start 5, v 5: uinc wraps to 0 (a=5, b=0); udec of 0 gives v (c=0, d=5)
; run: @rmw_wrap(5, 5) == 0x50005
; start 9, v 5: uinc 9 >= 5 -> 0; udec of 0 -> 5
; run: @rmw_wrap(9, 5) == 0x50009

; The float forms, one thread: fadd, fsub, fmax and fmin (LLVM's maxnum/minnum).
define double @rmw_float(double %x, double %y) {
  %p = alloca double, align 8
  store double %x, ptr %p, align 8
  %a = atomicrmw fadd ptr %p, double %y seq_cst, align 8
  %b = atomicrmw fsub ptr %p, double 0.5 seq_cst, align 8
  %c = atomicrmw fmax ptr %p, double 10.0 seq_cst, align 8
  %d = load double, ptr %p, align 8
  ret double %d
}
; 1.5 + 2.25 = 3.75; - 0.5 = 3.25; max(3.25, 10) = 10
; run: @rmw_float(1.5, 2.25) == 10.0
; 20 + 1 = 21; 20.5; max(20.5, 10) = 20.5
; run: @rmw_float(20.0, 1.0) == 20.5

define float @rmw_float32(float %x, float %y) {
  %p = alloca float, align 4
  store float %x, ptr %p, align 4
  %a = atomicrmw fmin ptr %p, float %y seq_cst, align 4
  %b = atomicrmw fadd ptr %p, float 1.0 seq_cst, align 4
  %s = fadd float %a, %b
  %d = load float, ptr %p, align 4
  %r = fadd float %s, %d
  ret float %r
}
; x=3, y=nan: min(3, nan) = 3 (a=3); b=3, then 4: 3 + 3 + 4 = 10
; run: @rmw_float32(3.0, nan) == 10.0
; x=3, y=-1: min = -1 (a=3); b=-1; stored 0: 3 + -1 + 0 = 2
; run: @rmw_float32(3.0, -1.0) == 2.0

; Clang's `a && b` (`select a, b, false`) and `a || b` (`select a, true, b`),
; translated to `and`/`or` of the 0/1 values: every combination, with operands
; from compares, from an `i1` parameter and from a truncated load. Expected
; values are the truth tables.
define i32 @logical_and(i32 %a, i32 %b) {
  %x = icmp sgt i32 %a, 0
  %y = icmp slt i32 %b, 10
  %r = select i1 %x, i1 %y, i1 false
  %z = zext i1 %r to i32
  ret i32 %z
}
; run: @logical_and(1, 5) == 1
; run: @logical_and(1, 10) == 0
; run: @logical_and(0, 5) == 0
; run: @logical_and(-3, 20) == 0

define i32 @logical_or(i32 %a, i32 %b) {
  %x = icmp eq i32 %a, 7
  %y = icmp ugt i32 %b, 100
  %r = select i1 %x, i1 true, i1 %y
  %z = zext i1 %r to i32
  ret i32 %z
}
; run: @logical_or(7, 0) == 1
; run: @logical_or(7, 200) == 1
; run: @logical_or(6, 200) == 1
; run: @logical_or(6, 100) == 0

define i32 @logical_param(i1 %p, i32 %b) {
  %y = icmp ne i32 %b, 0
  %r = select i1 %p, i1 %y, i1 false
  %s = select i1 %y, i1 true, i1 %p
  %z = zext i1 %r to i32
  %w = zext i1 %s to i32
  %t = shl i32 %w, 1
  %u = or i32 %z, %t
  ret i32 %u
}
; run: @logical_param(1, 3) == 3
; run: @logical_param(1, 0) == 2
; run: @logical_param(0, 3) == 2
; run: @logical_param(0, 0) == 0

define i32 @logical_load(i32 %v, i32 %b) {
  %slot = alloca i32
  store i32 %v, ptr %slot
  %l = load i8, ptr %slot
  %p = trunc i8 %l to i1
  %y = icmp sgt i32 %b, 0
  %r = select i1 %y, i1 %p, i1 false
  %z = zext i1 %r to i32
  ret i32 %z
}
; run.le: @logical_load(3, 1) == 1
; run.le: @logical_load(2, 1) == 0
; run.le: @logical_load(1, 0) == 0
; run.be: @logical_load(0x01000000, 1) == 1
; run.be: @logical_load(0x02000000, 1) == 0
