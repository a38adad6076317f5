; ModuleID = 'c/io.c'
source_filename = "c/io.c"
target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mips-unknown-linux-gnu"

; Function Attrs: nofree norecurse nounwind
define dso_local void @__cpu0_put_byte(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = trunc i32 %0 to i8
  store volatile i8 %2, i8* inttoptr (i32 -16777216 to i8*), align 16777216
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define dso_local i32 @__cpu0_get_byte() local_unnamed_addr #1 {
  %1 = load volatile i32, i32* inttoptr (i32 -16777212 to i32*), align 4
  %2 = icmp ugt i32 %1, 255
  %3 = select i1 %2, i32 -1, i32 %1
  ret i32 %3
}

; Function Attrs: nofree norecurse noreturn nounwind
define dso_local void @__cpu0_exit_port(i32 noundef signext %0) local_unnamed_addr #2 {
  store volatile i32 %0, i32* inttoptr (i32 -16777208 to i32*), align 8
  br label %2

2:                                                ; preds = %2, %1
  br label %2
}

attributes #0 = { nofree norecurse nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { mustprogress nofree norecurse nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { nofree norecurse noreturn nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
