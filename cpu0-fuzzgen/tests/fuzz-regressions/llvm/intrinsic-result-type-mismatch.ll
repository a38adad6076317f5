; Found by the llvm fuzz target: an intrinsic called with a result type that is
; not what it returns (here a reduction declared to return { i32, i1 }) made
; extractvalue index past the call's words. Now an error.
define i32 @overflow(i32 %0, i32 %1) {
  %3 = tail call { i32, i1 } @llvm.vector.reduce.xor..i32(i32 %0, i32 %1)
  %4 = extractvalue { i32, i1 } %3, 1
  %5 = extractvalue { i32, i1 } %3, 0
  %6 = select i1 %4, i32 -1, i32 %5
  ret i32 %6
}
