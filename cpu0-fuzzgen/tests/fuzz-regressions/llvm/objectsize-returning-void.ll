; fuzz finding (llvm target): an intrinsic named llvm.objectsize.* returning
; void made the translator index an empty list of result types (a panic).
define void @f(i8* %p) {
  call void @llvm.objectsize.lifetime.start.p0i8(i64 4, i8* %p)
  ret void
}
declare void @llvm.objectsize.lifetime.start.p0i8(i64, i8*)
