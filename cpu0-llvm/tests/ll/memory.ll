; Globals and constants in initialisers, getelementptr, loads and stores.
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"

%struct.S = type { i8, i32, [3 x i16], i64 }
%struct.P = type <{ i8, i32 }>
%struct.Node = type { i32, ptr }

@s = global %struct.S { i8 1, i32 2, [3 x i16] [i16 3, i16 4, i16 5], i64 6 }, align 8
@packed = global %struct.P <{ i8 7, i32 8 }>, align 1
@str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@zero = global [100 x i32] zeroinitializer, align 4
@undef = global i32 undef
@nullp = global ptr null
@arr = global [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 4
@p2 = global ptr getelementptr (i8, ptr @arr, i32 8), align 4
@p3 = global ptr getelementptr inbounds ([4 x i32], ptr @arr, i32 0, i32 3), align 4
@diff = global i32 sub (i32 ptrtoint (ptr getelementptr ([4 x i32], ptr @arr, i32 0, i32 3) to i32), i32 ptrtoint (ptr @arr to i32))
@plus = global i32 add (i32 ptrtoint (ptr @arr to i32), i32 4)
@fromint = global ptr inttoptr (i32 1234 to ptr)
@list3 = internal global %struct.Node { i32 3, ptr null }
@list2 = internal global %struct.Node { i32 2, ptr @list3 }
@list1 = internal global %struct.Node { i32 1, ptr @list2 }
@big = global i64 -2, align 8
@vec = global <4 x i16> <i16 1, i16 2, i16 3, i16 4>, align 8
@splat = global <2 x i32> splat (i32 9), align 8
@alias_arr = alias [4 x i32], ptr @arr
@ext = external global i32
@ro = constant { i16, i8 } { i16 -1, i8 5 }, align 2
@zs = global %struct.S zeroinitializer
@cstrs = global [2 x ptr] [ptr @str, ptr getelementptr inbounds ([6 x i8], ptr @str, i32 0, i32 3)]

define i32 @fields() {
  %a = load i8, ptr @s
  %p1 = getelementptr inbounds %struct.S, ptr @s, i32 0, i32 1
  %b = load i32, ptr %p1
  %p2 = getelementptr inbounds %struct.S, ptr @s, i32 0, i32 2, i32 2
  %c = load i16, ptr %p2
  %p3 = getelementptr inbounds %struct.S, ptr @s, i32 0, i32 3
  %d = load i64, ptr %p3
  %az = zext i8 %a to i32
  %cz = zext i16 %c to i32
  %dt = trunc i64 %d to i32
  %r1 = mul i32 %az, 1000
  %r2 = mul i32 %b, 100
  %r3 = mul i32 %cz, 10
  %s1 = add i32 %r1, %r2
  %s2 = add i32 %s1, %r3
  %s3 = add i32 %s2, %dt
  ret i32 %s3
}
; run: @fields() == 1256

define i32 @offset_of_i64() {
  %p = getelementptr %struct.S, ptr null, i32 0, i32 3
  %i = ptrtoint ptr %p to i32
  %q = getelementptr %struct.S, ptr null, i32 1
  %j = ptrtoint ptr %q to i32
  %k = mul i32 %j, 100
  %r = add i32 %i, %k
  ret i32 %r
}
; run: @offset_of_i64() == 2416

define i32 @packed_load() {
  %p = getelementptr inbounds %struct.P, ptr @packed, i32 0, i32 1
  %v = load i32, ptr %p, align 1
  %a = load i8, ptr @packed
  %az = zext i8 %a to i32
  %r = add i32 %v, %az
  ret i32 %r
}
; run: @packed_load() == 15

define i32 @string(i32 %i) {
  %p = getelementptr inbounds [6 x i8], ptr @str, i32 0, i32 %i
  %c = load i8, ptr %p
  %z = zext i8 %c to i32
  ret i32 %z
}
; run: @string(1) == 101
; run: @string(5) == 0

define i32 @var_index(i32 %i, i32 %v) {
  %p = getelementptr inbounds [100 x i32], ptr @zero, i32 0, i32 %i
  store volatile i32 %v, ptr %p, align 4
  %q = getelementptr inbounds i32, ptr @zero, i32 %i
  %r = load volatile i32, ptr %q, align 4
  %u = load i32, ptr @undef
  %s = add i32 %r, %u
  ret i32 %s
}
; run: @var_index(42, 99) == 99

define i32 @ptr_consts() {
  %a = load ptr, ptr @p2
  %x = load i32, ptr %a
  %b = load ptr, ptr @p3
  %y = load i32, ptr %b
  %d = load i32, ptr @diff
  %n = load ptr, ptr @nullp
  %isnull = icmp eq ptr %n, null
  %nz = zext i1 %isnull to i32
  %pl = load i32, ptr @plus
  %arr1 = getelementptr [4 x i32], ptr @alias_arr, i32 0, i32 1
  %plv = inttoptr i32 %pl to ptr
  %v1 = load i32, ptr %plv
  %v2 = load i32, ptr %arr1
  %fi = load ptr, ptr @fromint
  %fii = ptrtoint ptr %fi to i32
  %s1 = add i32 %x, %y
  %s2 = add i32 %s1, %d
  %s3 = add i32 %s2, %nz
  %s4 = add i32 %s3, %v1
  %s5 = add i32 %s4, %v2
  %s6 = add i32 %s5, %fii
  ret i32 %s6
}
; run: @ptr_consts() == 1357

define i32 @walk() {
entry:
  br label %loop
loop:
  %p = phi ptr [ @list1, %entry ], [ %next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %v = load i32, ptr %p
  %s1 = add i32 %s, %v
  %np = getelementptr inbounds %struct.Node, ptr %p, i32 0, i32 1
  %next = load ptr, ptr %np
  %done = icmp eq ptr %next, null
  br i1 %done, label %out, label %loop
out:
  ret i32 %s1
}
; run: @walk() == 6

define i64 @i64_global() {
  %v = load i64, ptr @big
  %w = mul i64 %v, 3
  store i64 %w, ptr @big
  %x = load i64, ptr @big
  ret i64 %x
}
; run: @i64_global() == -6

define i32 @byte_order() {
  %p = alloca i32
  store i32 16909060, ptr %p
  %b = load i8, ptr %p
  %z = zext i8 %b to i32
  ret i32 %z
}
; run.be: @byte_order() == 1
; run.le: @byte_order() == 4

define i32 @vec_global() {
  %v = load <4 x i16>, ptr @vec
  %e = extractelement <4 x i16> %v, i32 3
  %w = load <2 x i32>, ptr @splat
  %f = extractelement <2 x i32> %w, i32 1
  %ez = zext i16 %e to i32
  %r = add i32 %ez, %f
  ret i32 %r
}
; run: @vec_global() == 13

define i32 @ro_struct() {
  %v = load { i16, i8 }, ptr @ro
  %a = extractvalue { i16, i8 } %v, 0
  %b = extractvalue { i16, i8 } %v, 1
  %as = sext i16 %a to i32
  %bz = zext i8 %b to i32
  %r = add i32 %as, %bz
  ret i32 %r
}
; run: @ro_struct() == 4

define i32 @agg_store(i32 %x) {
  %p = alloca { i32, i16 }, align 4
  store { i32, i16 } { i32 5, i16 6 }, ptr %p
  %q = getelementptr { i32, i16 }, ptr %p, i32 0, i32 1
  %h = load i16, ptr %q
  %hz = zext i16 %h to i32
  %r = add i32 %hz, %x
  ret i32 %r
}
; run: @agg_store(1) == 7

define i32 @strings(i32 %i) {
  %pp = getelementptr [2 x ptr], ptr @cstrs, i32 0, i32 %i
  %p = load ptr, ptr %pp
  %c = load i8, ptr %p
  %z = zext i8 %c to i32
  ret i32 %z
}
; run: @strings(0) == 104
; run: @strings(1) == 108

define i32 @neg_index(i32 %i) {
  %end = getelementptr [4 x i32], ptr @arr, i32 1
  %p = getelementptr i32, ptr %end, i32 %i
  %v = load i32, ptr %p
  ret i32 %v
}
; run: @neg_index(-1) == 40
; run: @neg_index(-4) == 10

define i32 @gep_i64_index(i64 %i) {
  %p = getelementptr inbounds [4 x i32], ptr @arr, i64 0, i64 %i
  %v = load i32, ptr %p
  ret i32 %v
}
; run: @gep_i64_index(2) == 30

define i32 @zero_struct() {
  %p = getelementptr %struct.S, ptr @zs, i32 0, i32 1
  %v = load i32, ptr %p
  ret i32 %v
}
; run: @zero_struct() == 0
