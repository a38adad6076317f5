; blockaddress and indirectbr: in code and in a static table.
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"

@table = internal constant [3 x ptr] [ptr blockaddress(@dispatch, %l0), ptr blockaddress(@dispatch, %l1), ptr blockaddress(@dispatch, %l2)]

define i32 @dispatch(i32 %i) {
entry:
  %pp = getelementptr [3 x ptr], ptr @table, i32 0, i32 %i
  %p = load ptr, ptr %pp
  indirectbr ptr %p, [label %l0, label %l1, label %l2]
l0:
  ret i32 10
l1:
  ret i32 20
l2:
  ret i32 30
}
; run: @dispatch(0) == 10
; run: @dispatch(1) == 20
; run: @dispatch(2) == 30

; A computed goto inside a loop, with phis on the targets.
define i32 @interp(i32 %n) {
entry:
  br label %next
next:
  %k = phi i32 [ 0, %entry ], [ %k1, %inc ], [ %k1, %dbl ]
  %acc = phi i32 [ 1, %entry ], [ %a1, %inc ], [ %a2, %dbl ]
  %done = icmp eq i32 %k, %n
  br i1 %done, label %out, label %go
go:
  %odd = and i32 %k, 1
  %isodd = icmp ne i32 %odd, 0
  %t = select i1 %isodd, ptr blockaddress(@interp, %dbl), ptr blockaddress(@interp, %inc)
  %k1 = add i32 %k, 1
  indirectbr ptr %t, [label %inc, label %dbl]
inc:
  %a1 = add i32 %acc, 1
  br label %next
dbl:
  %a2 = mul i32 %acc, 2
  br label %next
out:
  ret i32 %acc
}
; run: @interp(4) == 10

define i32 @bad_target() {
entry:
  indirectbr ptr null, [label %a]
a:
  ret i32 1
}
; run: @bad_target() trap

; The numbers blockaddresses stand for: the blocks an indirectbr lists are 1, 2,
; ... in block order (dense, so the dispatch is a jump table), and a block whose
; address is only taken comes after them (their count + its index + 1).
@nums = internal constant [3 x ptr] [ptr blockaddress(@numbered, %far), ptr blockaddress(@numbered, %near), ptr blockaddress(@numbered, %only_taken)]

define i32 @numbered(ptr %p) {
entry:
  indirectbr ptr %p, [label %far, label %near]
only_taken:
  ret i32 0
pad:
  ret i32 1
near:
  ret i32 2
far:
  ret i32 3
}

define i32 @number_of(i32 %i) {
entry:
  %pp = getelementptr [3 x ptr], ptr @nums, i32 0, i32 %i
  %p = load ptr, ptr %pp
  %n = ptrtoint ptr %p to i32
  ret i32 %n
}
; run: @number_of(0) == 2
; run: @number_of(1) == 1
; run: @number_of(2) == 4
; run: @numbered(1) == 2
; run: @numbered(2) == 3
