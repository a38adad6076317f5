; Variadic functions: llvm.va_start/va_copy/va_end, the va_arg instruction, and
; the explicit pointer arithmetic clang emits for MIPS.
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"

declare void @llvm.va_start(ptr)
declare void @llvm.va_end(ptr)
declare void @llvm.va_copy(ptr, ptr)

; sum of n i32 with the va_arg instruction
define i32 @sum(i32 %n, ...) {
entry:
  %ap = alloca ptr
  call void @llvm.va_start(ptr %ap)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %s = phi i32 [ 0, %entry ], [ %s1, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %v = va_arg ptr %ap, i32
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  br label %loop
done:
  call void @llvm.va_end(ptr %ap)
  ret i32 %s
}

; mixed: i32, i64 (8-byte aligned), a struct by value; read twice with va_copy
define i64 @mixed(i32 %n, ...) {
  %ap = alloca ptr
  %aq = alloca ptr
  call void @llvm.va_start(ptr %ap)
  call void @llvm.va_copy(ptr %aq, ptr %ap)
  %a = va_arg ptr %ap, i32
  %b = va_arg ptr %ap, i64
  %c = va_arg ptr %ap, { i32, i32 }
  %c1 = extractvalue { i32, i32 } %c, 1
  ; clang's MIPS lowering: round the pointer up by hand
  %cur = load ptr, ptr %aq
  %a2 = load i32, ptr %cur
  %cur1 = getelementptr inbounds i8, ptr %cur, i32 4
  %ci = ptrtoint ptr %cur1 to i32
  %up = add i32 %ci, 7
  %al = and i32 %up, -8
  %ap2 = inttoptr i32 %al to ptr
  %b2 = load i64, ptr %ap2
  call void @llvm.va_end(ptr %ap)
  call void @llvm.va_end(ptr %aq)
  %a64 = sext i32 %a to i64
  %a264 = sext i32 %a2 to i64
  %c164 = sext i32 %c1 to i64
  %s1 = add i64 %a64, %b
  %s2 = add i64 %s1, %c164
  %s3 = add i64 %s2, %a264
  %s4 = add i64 %s3, %b2
  ret i64 %s4
}

%struct.T = type { i32, i32 }

define i64 @call_mixed() {
  %t = alloca %struct.T
  store %struct.T { i32 100, i32 200 }, ptr %t
  %r = call i64 (i32, ...) @mixed(i32 3, i32 1, i64 4294967296, ptr byval(%struct.T) %t)
  ret i64 %r
}
; run: @call_mixed() == 8589934794

define i32 @call_sum() {
  %a = call i32 (i32, ...) @sum(i32 5, i32 1, i32 2, i32 3, i32 4, i32 5)
  %b = call i32 (i32, ...) @sum(i32 0)
  %c = call i32 (i32, ...) @sum(i32 2, i8 signext -1, i16 zeroext 7)
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  ret i32 %t
}
; run: @call_sum() == 21

define i32 @fixed_and_many(i32 %a, i32 %b, i32 %c, ...) {
  %ap = alloca ptr
  call void @llvm.va_start.p0(ptr %ap)
  %x = va_arg ptr %ap, i32
  %y = va_arg ptr %ap, i32
  %s = add i32 %a, %b
  %s1 = add i32 %s, %c
  %s2 = mul i32 %x, 10
  %s3 = mul i32 %y, 100
  %s4 = add i32 %s1, %s2
  %s5 = add i32 %s4, %s3
  ret i32 %s5
}
declare void @llvm.va_start.p0(ptr)
define i32 @call_fixed() {
  %r = call i32 (i32, i32, i32, ...) @fixed_and_many(i32 1, i32 2, i32 3, i32 4, i32 5)
  ret i32 %r
}
; run: @call_fixed() == 546
