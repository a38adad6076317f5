; Intrinsics: memory, min/max/abs, bit counts, funnel shifts, overflow and
; saturating arithmetic, hints, stacksave/stackrestore, trap.
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"

declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
declare void @llvm.memmove.p0.p0.i32(ptr, ptr, i32, i1)
declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define i32 @mem_small() {
  %a = alloca [16 x i8], align 4
  %b = alloca [16 x i8], align 4
  call void @llvm.memset.p0.i32(ptr %a, i8 7, i32 16, i1 false)
  call void @llvm.memset.p0.i32(ptr %a, i8 1, i32 3, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr %b, ptr %a, i32 16, i1 false)
  %p = getelementptr i8, ptr %b, i32 1
  call void @llvm.memmove.p0.p0.i32(ptr %p, ptr %b, i32 5, i1 true)
  %x = load i32, ptr %b
  %q = getelementptr i8, ptr %b, i32 4
  %y = load i32, ptr %q
  %s = add i32 %x, %y
  ret i32 %s
}
; run: @mem_small() == 0x08080808

define i32 @mem_var(i32 %n, i32 %off) {
  %a = alloca [300 x i8], align 4
  call void @llvm.memset.p0.i32(ptr %a, i8 0, i32 300, i1 false)
  call void @llvm.memset.p0.i32(ptr %a, i8 3, i32 %n, i1 false)
  %dst = getelementptr i8, ptr %a, i32 %off
  call void @llvm.memmove.p0.p0.i32(ptr %dst, ptr %a, i32 %n, i1 false)
  %b = alloca [300 x i8], align 4
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 300, i1 false)
  br label %loop
loop:
  %i = phi i32 [ 0, %0 ], [ %i1, %loop ]
  %s = phi i32 [ 0, %0 ], [ %s1, %loop ]
  %p = getelementptr i8, ptr %b, i32 %i
  %c = load i8, ptr %p
  %cz = zext i8 %c to i32
  %s1 = add i32 %s, %cz
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, 300
  br i1 %done, label %out, label %loop
out:
  ret i32 %s1
}
; run: @mem_var(100, 50) == 450
; run: @mem_var(101, 0) == 303
; run: @mem_var(7, 3) == 30

define i32 @memmove_down(i32 %n) {
  %a = alloca [100 x i8], align 4
  call void @llvm.memset.p0.i32(ptr %a, i8 0, i32 100, i1 false)
  %hi = getelementptr i8, ptr %a, i32 10
  call void @llvm.memset.p0.i32(ptr %hi, i8 5, i32 %n, i1 false)
  %lo = getelementptr i8, ptr %a, i32 3
  call void @llvm.memmove.p0.p0.i32(ptr %lo, ptr %hi, i32 %n, i1 false)
  %p = getelementptr i8, ptr %a, i32 3
  %v = load i8, ptr %p
  %q = getelementptr i8, ptr %a, i32 12
  %w = load i8, ptr %q
  %vz = zext i8 %v to i32
  %wz = zext i8 %w to i32
  %r = add i32 %vz, %wz
  ret i32 %r
}
; run: @memmove_down(70) == 10

declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i8 @llvm.umin.i8(i8, i8)
declare i32 @llvm.abs.i32(i32, i1)
declare i64 @llvm.abs.i64(i64, i1)

define i32 @minmax(i32 %a, i32 %b) {
  %1 = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  %2 = call i32 @llvm.smin.i32(i32 %a, i32 %b)
  %3 = call i32 @llvm.umax.i32(i32 %a, i32 %b)
  %ta = trunc i32 %a to i8
  %tb = trunc i32 %b to i8
  %4 = call i8 @llvm.umin.i8(i8 %ta, i8 %tb)
  %z4 = zext i8 %4 to i32
  %5 = call i32 @llvm.abs.i32(i32 %a, i1 false)
  %r1 = mul i32 %1, 10000
  %r2 = mul i32 %2, 1000
  %r3 = mul i32 %3, 100
  %r4 = mul i32 %z4, 10
  %s1 = add i32 %r1, %r2
  %s2 = add i32 %s1, %r3
  %s3 = add i32 %s2, %r4
  %s4 = add i32 %s3, %5
  ret i32 %s4
}
; run: @minmax(-2, 3) == 27832

define i64 @abs64(i64 %a) {
  %r = call i64 @llvm.abs.i64(i64 %a, i1 true)
  ret i64 %r
}
; run: @abs64(-5000000000) == 5000000000

declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.ctpop.i32(i32)
declare i16 @llvm.ctlz.i16(i16, i1)
declare i64 @llvm.cttz.i64(i64, i1)
declare i64 @llvm.ctpop.i64(i64)
declare i24 @llvm.ctlz.i24(i24, i1)
declare i24 @llvm.cttz.i24(i24, i1)

define i32 @counts(i32 %x) {
  %1 = call i32 @llvm.ctlz.i32(i32 %x, i1 false)
  %2 = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  %3 = call i32 @llvm.ctpop.i32(i32 %x)
  %t = trunc i32 %x to i16
  %4 = call i16 @llvm.ctlz.i16(i16 %t, i1 false)
  %z4 = zext i16 %4 to i32
  %r1 = mul i32 %1, 1000000
  %r2 = mul i32 %2, 10000
  %r3 = mul i32 %3, 100
  %s1 = add i32 %r1, %r2
  %s2 = add i32 %s1, %r3
  %s3 = add i32 %s2, %z4
  ret i32 %s3
}
; run: @counts(0x00F0) == 24040408
; run: @counts(0) == 32320016

define i64 @counts64(i64 %x) {
  %1 = call i64 @llvm.cttz.i64(i64 %x, i1 false)
  %2 = call i64 @llvm.ctpop.i64(i64 %x)
  %m = mul i64 %1, 100
  %r = add i64 %m, %2
  ret i64 %r
}
; run: @counts64(0x300000000) == 3202
; run: @counts64(0) == 6400

define i32 @counts24(i24 %x) {
  %1 = call i24 @llvm.ctlz.i24(i24 %x, i1 false)
  %2 = call i24 @llvm.cttz.i24(i24 %x, i1 false)
  %a = zext i24 %1 to i32
  %b = zext i24 %2 to i32
  %m = mul i32 %a, 100
  %r = add i32 %m, %b
  ret i32 %r
}
; run: @counts24(0x10) == 1904
; run: @counts24(0) == 2424

declare i32 @llvm.bswap.i32(i32)
declare i16 @llvm.bswap.i16(i16)
declare i64 @llvm.bswap.i64(i64)
declare i48 @llvm.bswap.i48(i48)
declare i32 @llvm.bitreverse.i32(i32)
declare i8 @llvm.bitreverse.i8(i8)

define i32 @swaps(i32 %x) {
  %1 = call i32 @llvm.bswap.i32(i32 %x)
  ret i32 %1
}
; run: @swaps(0x12345678) == 0x78563412

define i32 @swap16(i16 %x) {
  %1 = call i16 @llvm.bswap.i16(i16 %x)
  %z = zext i16 %1 to i32
  ret i32 %z
}
; run: @swap16(0x1234) == 0x3412

define i64 @swap64(i64 %x) {
  %1 = call i64 @llvm.bswap.i64(i64 %x)
  ret i64 %1
}
; run: @swap64(0x0102030405060708) == 0x0807060504030201

define i64 @swap48(i64 %x) {
  %t = trunc i64 %x to i48
  %1 = call i48 @llvm.bswap.i48(i48 %t)
  %z = zext i48 %1 to i64
  ret i64 %z
}
; run: @swap48(0x010203040506) == 0x060504030201

define i32 @rev(i32 %x) {
  %1 = call i32 @llvm.bitreverse.i32(i32 %x)
  %t = trunc i32 %x to i8
  %2 = call i8 @llvm.bitreverse.i8(i8 %t)
  %z = zext i8 %2 to i32
  %r = xor i32 %1, %z
  ret i32 %r
}
; run: @rev(1) == 0x80000080

declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i8 @llvm.fshl.i8(i8, i8, i8)
declare i64 @llvm.fshr.i64(i64, i64, i64)

define i32 @funnel(i32 %a, i32 %b, i32 %s) {
  %1 = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 %s)
  %2 = call i32 @llvm.fshr.i32(i32 %a, i32 %b, i32 %s)
  %r = xor i32 %1, %2
  ret i32 %r
}
; run: @funnel(0x12345678, 0x9ABCDEF0, 8) == 0x4CCCC444
; run: @funnel(0x12345678, 0x9ABCDEF0, 32) == 0x88888888

define i32 @rotl8(i32 %x, i32 %n) {
  %t = trunc i32 %x to i8
  %s = trunc i32 %n to i8
  %r = call i8 @llvm.fshl.i8(i8 %t, i8 %t, i8 %s)
  %z = zext i8 %r to i32
  ret i32 %z
}
; run: @rotl8(0x81, 1) == 3
; run: @rotl8(0x81, 9) == 3

define i64 @fshr64(i64 %a, i64 %b, i64 %s) {
  %r = call i64 @llvm.fshr.i64(i64 %a, i64 %b, i64 %s)
  ret i64 %r
}
; run: @fshr64(1, 0, 4) == 0x1000000000000000
; run: @fshr64(1, 2, 0) == 2

declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)
declare { i24, i1 } @llvm.smul.with.overflow.i24(i24, i24)
declare { i24, i1 } @llvm.uadd.with.overflow.i24(i24, i24)

define i32 @ovf(i32 %a, i32 %b) {
  %1 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  %2 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  %3 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %a, i32 %b)
  %4 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %a, i32 %b)
  %5 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %a, i32 %b)
  %6 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  %o1 = extractvalue { i32, i1 } %1, 1
  %o2 = extractvalue { i32, i1 } %2, 1
  %o3 = extractvalue { i32, i1 } %3, 1
  %o4 = extractvalue { i32, i1 } %4, 1
  %o5 = extractvalue { i32, i1 } %5, 1
  %o6 = extractvalue { i32, i1 } %6, 1
  %z1 = zext i1 %o1 to i32
  %z2 = zext i1 %o2 to i32
  %z3 = zext i1 %o3 to i32
  %z4 = zext i1 %o4 to i32
  %z5 = zext i1 %o5 to i32
  %z6 = zext i1 %o6 to i32
  %s2 = shl i32 %z2, 1
  %s3 = shl i32 %z3, 2
  %s4 = shl i32 %z4, 3
  %s5 = shl i32 %z5, 4
  %s6 = shl i32 %z6, 5
  %r1 = or i32 %z1, %s2
  %r2 = or i32 %r1, %s3
  %r3 = or i32 %r2, %s4
  %r4 = or i32 %r3, %s5
  %r5 = or i32 %r4, %s6
  %v = extractvalue { i32, i1 } %5, 0
  %vm = shl i32 %v, 8
  %r6 = or i32 %r5, %vm
  ret i32 %r6
}
; run: @ovf(0x7FFFFFFF, 1) == -255
; run: @ovf(-1, -1) == 0x122
; run: @ovf(2, 3) == 0x608
; run: @ovf(0x10000, 0x10000) == 0x30

define i32 @ovf_narrow(i32 %a, i32 %b) {
  %ta = trunc i32 %a to i8
  %tb = trunc i32 %b to i8
  %1 = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %ta, i8 %tb)
  %o1 = extractvalue { i8, i1 } %1, 1
  %a24 = trunc i32 %a to i24
  %b24 = trunc i32 %b to i24
  %2 = call { i24, i1 } @llvm.smul.with.overflow.i24(i24 %a24, i24 %b24)
  %o2 = extractvalue { i24, i1 } %2, 1
  %3 = call { i24, i1 } @llvm.uadd.with.overflow.i24(i24 %a24, i24 %b24)
  %o3 = extractvalue { i24, i1 } %3, 1
  %v3 = extractvalue { i24, i1 } %3, 0
  %z1 = zext i1 %o1 to i32
  %z2 = zext i1 %o2 to i32
  %z3 = zext i1 %o3 to i32
  %s2 = shl i32 %z2, 1
  %s3 = shl i32 %z3, 2
  %v = zext i24 %v3 to i32
  %vs = shl i32 %v, 4
  %r1 = or i32 %z1, %s2
  %r2 = or i32 %r1, %s3
  %r3 = or i32 %r2, %vs
  ret i32 %r3
}
; run: @ovf_narrow(100, 100) == 0xC81
; run: @ovf_narrow(0x800, 0x1000) == 0x18002
; run: @ovf_narrow(0xFFFFFF, 1) == 4

define i32 @umul64(i64 %a, i64 %b) {
  %1 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %a, i64 %b)
  %o = extractvalue { i64, i1 } %1, 1
  %z = zext i1 %o to i32
  ret i32 %z
}
; run: @umul64(0x100000000, 0x100000000) == 1
; run: @umul64(0x100000000, 0xFFFFFFFF) == 0

declare i32 @llvm.sadd.sat.i32(i32, i32)
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i32 @llvm.ssub.sat.i32(i32, i32)
declare i8 @llvm.usub.sat.i8(i8, i8)
declare i16 @llvm.sadd.sat.i16(i16, i16)

define i32 @sat_sadd(i32 %a, i32 %b) {
  %r = call i32 @llvm.sadd.sat.i32(i32 %a, i32 %b)
  ret i32 %r
}
; run: @sat_sadd(0x7FFFFFF0, 0x100) == 0x7FFFFFFF
; run: @sat_sadd(-2147483647, -5) == -2147483648
; run: @sat_sadd(3, 4) == 7

define i32 @sat_uadd(i32 %a, i32 %b) {
  %r = call i32 @llvm.uadd.sat.i32(i32 %a, i32 %b)
  ret i32 %r
}
; run: @sat_uadd(-2, 5) == -1

define i32 @sat_ssub(i32 %a, i32 %b) {
  %r = call i32 @llvm.ssub.sat.i32(i32 %a, i32 %b)
  ret i32 %r
}
; run: @sat_ssub(-2147483647, 5) == -2147483648
; run: @sat_ssub(2147483647, -5) == 2147483647

define i32 @sat_narrow(i32 %a, i32 %b) {
  %ta = trunc i32 %a to i8
  %tb = trunc i32 %b to i8
  %1 = call i8 @llvm.usub.sat.i8(i8 %ta, i8 %tb)
  %z1 = zext i8 %1 to i32
  %ha = trunc i32 %a to i16
  %hb = trunc i32 %b to i16
  %2 = call i16 @llvm.sadd.sat.i16(i16 %ha, i16 %hb)
  %s2 = sext i16 %2 to i32
  %m = mul i32 %s2, 1000
  %r = add i32 %m, %z1
  ret i32 %r
}
; run: @sat_narrow(5, 10) == 15000
; run: @sat_narrow(30000, 10000) == 32767032

declare i32 @llvm.expect.i32(i32, i32)
declare i1 @llvm.expect.i1(i1, i1)
declare void @llvm.assume(i1)
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.experimental.noalias.scope.decl(metadata)
declare i1 @llvm.is.constant.i32(i32)
declare i32 @llvm.objectsize.i32.p0(ptr, i1, i1, i1)
declare void @llvm.donothing()
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)

define i32 @hints(i32 %x) {
  %p = alloca i32
  call void @llvm.lifetime.start.p0(i64 4, ptr %p)
  call void @llvm.dbg.declare(metadata ptr %p, metadata !1, metadata !DIExpression()), !dbg !2
  call void @llvm.dbg.value(metadata i32 %x, metadata !1, metadata !DIExpression(DW_OP_plus_uconst, 4)), !dbg !2
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  %c = icmp sgt i32 %x, 0
  call void @llvm.assume(i1 %c)
  %e = call i32 @llvm.expect.i32(i32 %x, i32 1)
  %b = call i1 @llvm.expect.i1(i1 %c, i1 true)
  %k = call i1 @llvm.is.constant.i32(i32 %x)
  %os = call i32 @llvm.objectsize.i32.p0(ptr %p, i1 false, i1 true, i1 false)
  call void @llvm.donothing()
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 3, i32 1)
  store i32 %e, ptr %p
  %v = load i32, ptr %p
  call void @llvm.lifetime.end.p0(i64 4, ptr %p)
  %bz = zext i1 %b to i32
  %kz = zext i1 %k to i32
  %s = add i32 %v, %bz
  %t = add i32 %s, %kz
  %u = add i32 %t, %os
  ret i32 %u
}
; objectsize of an unknown size is -1 here (LLVM may fold it to 4).
; run: @hints(41) == 41

declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)

; A variable-length array in a loop, freed each iteration.
define i32 @vla(i32 %n, i32 %iters) {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %sp = call ptr @llvm.stacksave.p0()
  %a = alloca i32, i32 %n, align 4
  %last = sub i32 %n, 1
  %pl = getelementptr i32, ptr %a, i32 %last
  store i32 %k, ptr %a
  store i32 %k, ptr %pl
  %x = load i32, ptr %a
  %y = load i32, ptr %pl
  %s = add i32 %x, %y
  %acc1 = add i32 %acc, %s
  call void @llvm.stackrestore.p0(ptr %sp)
  %k1 = add i32 %k, 1
  %done = icmp eq i32 %k1, %iters
  br i1 %done, label %out, label %loop
out:
  ret i32 %acc1
}
; run: @vla(1000, 100) == 9900
; run: @vla(100000, 1) trap

define i32 @vla_i64_count(i64 %n) {
  %a = alloca i16, i64 %n, align 2
  %b = alloca i8, i32 3
  %p = getelementptr i16, ptr %a, i64 5
  store i16 77, ptr %p
  %v = load i16, ptr %p
  %z = zext i16 %v to i32
  ret i32 %z
}
; run: @vla_i64_count(10) == 77

declare void @llvm.trap()
declare void @llvm.ubsantrap(i8)

define i32 @trap_if(i32 %x) {
  %c = icmp eq i32 %x, 13
  br i1 %c, label %bad, label %ok
bad:
  call void @llvm.trap()
  unreachable
ok:
  ret i32 %x
}
; run: @trap_if(12) == 12
; run: @trap_if(13) trap

define i32 @ubsan(i32 %x) {
  call void @llvm.ubsantrap(i8 3)
  ret i32 %x
}
; run: @ubsan(1) trap

!1 = !DILocalVariable(name: "x", scope: !4)
!2 = !DILocation(line: 1, column: 1, scope: !4)
!3 = !{!5}
!4 = distinct !DISubprogram(name: "hints")
!5 = distinct !{!5, !6, !"scope"}
!6 = distinct !{!6, !"domain"}
