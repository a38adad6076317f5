; Small fixed-size vectors (C vector extensions), scalarised lane by lane.
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"

define i32 @arith(i32 %a) {
  %v0 = insertelement <4 x i32> undef, i32 %a, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 2, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 3, i32 2
  %v = insertelement <4 x i32> %v2, i32 4, i32 3
  %m = mul <4 x i32> %v, <i32 10, i32 20, i32 30, i32 40>
  %s = add <4 x i32> %m, %v
  %sh = shl <4 x i32> %s, splat (i32 1)
  %x = xor <4 x i32> %sh, zeroinitializer
  %e0 = extractelement <4 x i32> %x, i32 0
  %e3 = extractelement <4 x i32> %x, i64 3
  %r = add i32 %e0, %e3
  ret i32 %r
}
; run: @arith(5) == 438

define i32 @compare_select(i32 %a) {
  %v = insertelement <4 x i32> <i32 1, i32 20, i32 3, i32 40>, i32 %a, i32 0
  %c = icmp sgt <4 x i32> %v, <i32 10, i32 10, i32 10, i32 10>
  %s = select <4 x i1> %c, <4 x i32> %v, <4 x i32> zeroinitializer
  %z = zext <4 x i1> %c to <4 x i32>
  %n = sext <4 x i1> %c to <4 x i32>
  %t = add <4 x i32> %s, %z
  %u = add <4 x i32> %t, %n
  %e0 = extractelement <4 x i32> %u, i32 0
  %e1 = extractelement <4 x i32> %u, i32 1
  %e2 = extractelement <4 x i32> %u, i32 2
  %e3 = extractelement <4 x i32> %u, i32 3
  %r1 = add i32 %e0, %e1
  %r2 = add i32 %r1, %e2
  %r3 = add i32 %r2, %e3
  ret i32 %r3
}
; run: @compare_select(100) == 160
; run: @compare_select(0) == 60

define i32 @variable_index(i32 %i, i32 %j) {
  %v = insertelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 99, i32 %j
  %e = extractelement <4 x i32> %v, i32 %i
  ret i32 %e
}
; run: @variable_index(2, 2) == 99
; run: @variable_index(3, 2) == 4
; run: @variable_index(0, 1) == 1

define i32 @shuffle() {
  %a = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, zeroinitializer
  %b = add <4 x i32> <i32 5, i32 6, i32 7, i32 8>, zeroinitializer
  %s = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 7, i32 0, i32 undef, i32 4>
  %w = shufflevector <4 x i32> %s, <4 x i32> poison, <2 x i32> <i32 0, i32 3>
  %e0 = extractelement <4 x i32> %s, i32 0
  %e1 = extractelement <4 x i32> %s, i32 1
  %e3 = extractelement <2 x i32> %w, i32 1
  %m = mul i32 %e0, 100
  %n = mul i32 %e1, 10
  %r1 = add i32 %m, %n
  %r = add i32 %r1, %e3
  ret i32 %r
}
; run: @shuffle() == 815

define i32 @memory(ptr %unused) {
  %p = alloca <4 x i32>, align 16
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %p, align 16
  %q = getelementptr i32, ptr %p, i32 2
  %x = load i32, ptr %q
  %v = load <4 x i32>, ptr %p
  %w = sub <4 x i32> %v, <i32 1, i32 1, i32 1, i32 1>
  store <4 x i32> %w, ptr %p
  %y = load i32, ptr %q
  %r = add i32 %x, %y
  ret i32 %r
}
; run: @memory(0) == 5

define i32 @bitcasts(i32 %x) {
  %v = bitcast i32 %x to <4 x i8>
  %e = extractelement <4 x i8> %v, i32 0
  %z = zext i8 %e to i32
  %w = bitcast <4 x i8> <i8 1, i8 2, i8 3, i8 4> to <2 x i16>
  %h = extractelement <2 x i16> %w, i32 1
  %hz = zext i16 %h to i32
  %m = mul i32 %hz, 1000
  %r = add i32 %m, %z
  ret i32 %r
}
; run.be: @bitcasts(0x11223344) == 772017
; run.le: @bitcasts(0x11223344) == 1027068

define i64 @i64_lanes(i64 %a) {
  %v = insertelement <2 x i64> <i64 0, i64 7>, i64 %a, i32 0
  %w = mul <2 x i64> %v, %v
  %x = extractelement <2 x i64> %w, i32 0
  %y = extractelement <2 x i64> %w, i32 1
  %r = add i64 %x, %y
  ret i64 %r
}
; run: @i64_lanes(0x100000000) == 49

declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>)

define i32 @vec_intrinsics(i32 %a) {
  %v = insertelement <4 x i32> <i32 -1, i32 5, i32 -9, i32 2>, i32 %a, i32 3
  %m = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %v, <4 x i32> zeroinitializer)
  %s = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %m)
  %u = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %v)
  %r = add i32 %s, %u
  ret i32 %r
}
; run: @vec_intrinsics(10) == 14

define <4 x i32> @vec_ret(<4 x i32> %a) {
  %r = add <4 x i32> %a, <i32 1, i32 1, i32 1, i32 1>
  ret <4 x i32> %r
}

define i32 @call_vec_ret(i32 %x) {
  %v = insertelement <4 x i32> zeroinitializer, i32 %x, i32 2
  %r = call <4 x i32> @vec_ret(<4 x i32> %v)
  %e = extractelement <4 x i32> %r, i32 2
  %f = extractelement <4 x i32> %r, i32 3
  %s = add i32 %e, %f
  ret i32 %s
}
; run: @call_vec_ret(41) == 43

define i32 @phi_vec(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %v = phi <2 x i16> [ <i16 1, i16 2>, %a ], [ <i16 3, i16 4>, %b ]
  %e = extractelement <2 x i16> %v, i32 1
  %z = zext i16 %e to i32
  ret i32 %z
}
; run: @phi_vec(1) == 2
; run: @phi_vec(0) == 4

define i32 @trunc_vec(i32 %x) {
  %v = insertelement <2 x i32> <i32 0, i32 300>, i32 %x, i32 0
  %t = trunc <2 x i32> %v to <2 x i8>
  %e = extractelement <2 x i8> %t, i32 1
  %z = zext i8 %e to i32
  ret i32 %z
}
; run: @trunc_vec(1) == 44
