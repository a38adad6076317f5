; Typed pointers (LLVM <= 14): T*, bitcasts between pointer types, typed
; intrinsic names, function pointer types, constant expressions.
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

%struct.rec = type { i32, [2 x i16], %struct.rec* }

@g = dso_local global i32 42, align 4
@r2 = internal global %struct.rec { i32 2, [2 x i16] [i16 20, i16 21], %struct.rec* null }, align 4
@r1 = internal global %struct.rec { i32 1, [2 x i16] [i16 10, i16 11], %struct.rec* @r2 }, align 4
@msg = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@pmsg = global i8* getelementptr inbounds ([4 x i8], [4 x i8]* @msg, i32 0, i32 1), align 4
@words = global [2 x i32*] [i32* @g, i32* bitcast (i8* getelementptr (i8, i8* bitcast (i32* @g to i8*), i32 0) to i32*)]
@fptrs = global [2 x i32 (i32)*] [i32 (i32)* @twice, i32 (i32)* bitcast (i32 (i32, ...)* @vtwice to i32 (i32)*)]

declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg)
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg)
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture)
declare i8* @llvm.stacksave()
declare void @llvm.stackrestore(i8*)
declare void @llvm.va_start(i8*)
declare void @llvm.va_end(i8*)

define dso_local i32 @twice(i32 noundef %x) #0 {
entry:
  %r = shl i32 %x, 1
  ret i32 %r
}

define internal i32 @vtwice(i32 %x, ...) {
entry:
  %r = mul i32 %x, 2
  ret i32 %r
}

define dso_local i32 @chain() #0 {
entry:
  %a = getelementptr inbounds %struct.rec, %struct.rec* @r1, i32 0, i32 0
  %x = load i32, i32* %a, align 4
  %n = getelementptr inbounds %struct.rec, %struct.rec* @r1, i32 0, i32 2
  %p = load %struct.rec*, %struct.rec** %n, align 4
  %h = getelementptr inbounds %struct.rec, %struct.rec* %p, i32 0, i32 1, i32 1
  %y = load i16, i16* %h, align 2
  %yz = zext i16 %y to i32
  %s = add nsw i32 %x, %yz
  ret i32 %s
}
; run: @chain() == 22

define dso_local i32 @bytes() #0 {
entry:
  %p = load i8*, i8** @pmsg, align 4
  %c = load i8, i8* %p, align 1
  %cz = sext i8 %c to i32
  %w = getelementptr inbounds [2 x i32*], [2 x i32*]* @words, i32 0, i32 1
  %q = load i32*, i32** %w, align 4
  %v = load i32, i32* %q, align 4
  %s = add i32 %cz, %v
  ret i32 %s
}
; run: @bytes() == 140

define dso_local i32 @copy_struct() #0 {
entry:
  %tmp = alloca %struct.rec, align 4
  %dst = bitcast %struct.rec* %tmp to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* %dst)
  call void @llvm.memset.p0i8.i32(i8* align 4 %dst, i8 0, i32 12, i1 false)
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %dst, i8* align 4 bitcast (%struct.rec* @r2 to i8*), i32 12, i1 false)
  %f = getelementptr inbounds %struct.rec, %struct.rec* %tmp, i32 0, i32 1, i32 0
  %v = load i16, i16* %f, align 4
  %z = sext i16 %v to i32
  ret i32 %z
}
; run: @copy_struct() == 20

define dso_local i32 @calls(i32 %i, i32 %x) #0 {
entry:
  %pp = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* @fptrs, i32 0, i32 %i
  %f = load i32 (i32)*, i32 (i32)** %pp, align 4
  %a = call i32 %f(i32 %x)
  %b = call i32 bitcast (i32 (i32, ...)* @vtwice to i32 (i32)*)(i32 %a)
  %c = call i32 (i32, ...) @vtwice(i32 %b, i32 1, i32 2)
  ret i32 %c
}
; run: @calls(0, 3) == 24

define dso_local i32 @va_sum(i32 %n, ...) #0 {
entry:
  %ap = alloca i8*, align 4
  %ap1 = bitcast i8** %ap to i8*
  call void @llvm.va_start(i8* %ap1)
  %cur = load i8*, i8** %ap, align 4
  %next = getelementptr inbounds i8, i8* %cur, i32 4
  store i8* %next, i8** %ap, align 4
  %pi = bitcast i8* %cur to i32*
  %a = load i32, i32* %pi, align 4
  %cur2 = load i8*, i8** %ap, align 4
  %pi2 = bitcast i8* %cur2 to i32*
  %b = load i32, i32* %pi2, align 4
  call void @llvm.va_end(i8* %ap1)
  %s = add i32 %a, %b
  %t = add i32 %s, %n
  ret i32 %t
}

define dso_local i32 @call_va() #0 {
entry:
  %r = call i32 (i32, ...) @va_sum(i32 1, i32 20, i32 300)
  ret i32 %r
}
; run: @call_va() == 321

define dso_local i32 @dyn(i32 %n) #0 {
entry:
  %sp = call i8* @llvm.stacksave()
  %buf = alloca i32, i32 %n, align 4
  %last = getelementptr inbounds i32, i32* %buf, i32 3
  store i32 %n, i32* %last, align 4
  %v = load i32, i32* %last, align 4
  call void @llvm.stackrestore(i8* %sp)
  ret i32 %v
}
; run: @dyn(8) == 8

define dso_local i32 @ptr_compare(i32* %a, i32* %b) #0 {
entry:
  %c = icmp ult i32* %a, %b
  %d = icmp eq i32* %a, null
  %cz = zext i1 %c to i32
  %dz = zext i1 %d to i32
  %s = shl i32 %dz, 1
  %r = or i32 %cz, %s
  ret i32 %r
}
; run: @ptr_compare(0, 4) == 3
; run: @ptr_compare(8, 4) == 0

define dso_local i64 @i64_ptrtoint(i8* %p) #0 {
entry:
  %i = ptrtoint i8* %p to i64
  %q = inttoptr i64 %i to i16*
  %j = ptrtoint i16* %q to i64
  ret i64 %j
}
; run: @i64_ptrtoint(0x80001234) == 0x80001234

%struct.pair = type { i32, i32 }

define internal void @mk(%struct.pair* noalias sret(%struct.pair) align 4 %out, %struct.pair* byval(%struct.pair) align 4 %in) {
entry:
  %a = getelementptr inbounds %struct.pair, %struct.pair* %in, i32 0, i32 0
  %b = getelementptr inbounds %struct.pair, %struct.pair* %in, i32 0, i32 1
  %x = load i32, i32* %a, align 4
  %y = load i32, i32* %b, align 4
  %o0 = getelementptr inbounds %struct.pair, %struct.pair* %out, i32 0, i32 0
  %o1 = getelementptr inbounds %struct.pair, %struct.pair* %out, i32 0, i32 1
  store i32 %y, i32* %o0, align 4
  store i32 %x, i32* %o1, align 4
  ret void
}

define dso_local i32 @swap_pair(i32 %x, i32 %y) {
entry:
  %in = alloca %struct.pair, align 4
  %out = alloca %struct.pair, align 4
  store %struct.pair { i32 0, i32 0 }, %struct.pair* %in, align 4
  %a = getelementptr inbounds %struct.pair, %struct.pair* %in, i32 0, i32 0
  %b = getelementptr inbounds %struct.pair, %struct.pair* %in, i32 0, i32 1
  store i32 %x, i32* %a, align 4
  store i32 %y, i32* %b, align 4
  call void @mk(%struct.pair* sret(%struct.pair) align 4 %out, %struct.pair* byval(%struct.pair) align 4 %in)
  %v = load %struct.pair, %struct.pair* %out, align 4
  %f = extractvalue %struct.pair %v, 0
  %g = extractvalue %struct.pair %v, 1
  %m = mul i32 %f, 10
  %r = add i32 %m, %g
  ret i32 %r
}
; run: @swap_pair(1, 2) == 21

@labels = internal constant [2 x i8*] [i8* blockaddress(@goto_typed, %one), i8* blockaddress(@goto_typed, %two)]

define dso_local i32 @goto_typed(i32 %i) {
entry:
  %pp = getelementptr inbounds [2 x i8*], [2 x i8*]* @labels, i32 0, i32 %i
  %p = load i8*, i8** %pp, align 4
  indirectbr i8* %p, [label %one, label %two]
one:
  ret i32 1
two:
  switch i32 %i, label %other [
    i32 1, label %ret2
  ]
ret2:
  ret i32 2
other:
  unreachable
}
; run: @goto_typed(0) == 1
; run: @goto_typed(1) == 2

define dso_local i32 @vec_typed(<4 x i32>* %unused) {
entry:
  %p = alloca <4 x i32>, align 16
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32>* %p, align 16
  %v = load <4 x i32>, <4 x i32>* %p, align 16
  %w = shufflevector <4 x i32> %v, <4 x i32> undef, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %c = icmp ugt <4 x i32> %w, %v
  %s = select <4 x i1> %c, <4 x i32> %w, <4 x i32> %v
  %e = bitcast <4 x i32>* %p to i32*
  %q = getelementptr inbounds i32, i32* %e, i32 1
  %x = load i32, i32* %q, align 4
  %y = extractelement <4 x i32> %s, i32 0
  %z = extractelement <4 x i32> %s, i32 2
  %a = add i32 %x, %y
  %r = add i32 %a, %z
  ret i32 %r
}
; run: @vec_typed(0) == 9

define dso_local i32* @pick(i1 zeroext %c, i32* %a, i32* %b) {
entry:
  %r = select i1 %c, i32* %a, i32* %b
  ret i32* %r
}
; run: @pick(1, 16, 32) == 16
; run: @pick(0, 16, 32) == 32

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+fpxx,+mips32r2,+nooddspreg,-noabicalls" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}
!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 14.0.6"}

; `ret void (i32)* %f` returns a typed function pointer: not `ret void`.
define i32 @typed_callee(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}
define void (i32)* @typed_fn_ptr_unused() {
  ret void (i32)* null
}
define i32 (i32)* @typed_fn_ptr() {
  ret i32 (i32)* @typed_callee
}
define i32 @call_typed_fn_ptr(i32 %x) {
  %f = call i32 (i32)* ()* @typed_fn_ptr()
  %r = call i32 %f(i32 %x)
  ret i32 %r
}
; run: @call_typed_fn_ptr(41) == 42
