; ModuleID = 'c/strdup.c'
source_filename = "c/strdup.c"
target datalayout = "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
target triple = "mipsel-unknown-linux-gnu"

; Function Attrs: nounwind
define dso_local i8* @strdup(i8* noundef %0) local_unnamed_addr #0 {
  %2 = tail call i32 @strlen(i8* noundef %0) #2
  %3 = add i32 %2, 1
  %4 = tail call i8* @malloc(i32 noundef signext %3) #2
  %5 = icmp eq i8* %4, null
  br i1 %5, label %8, label %6

6:                                                ; preds = %1
  %7 = tail call i8* @memcpy(i8* noundef nonnull %4, i8* noundef %0, i32 noundef signext %3) #2
  br label %8

8:                                                ; preds = %1, %6
  %9 = phi i8* [ %7, %6 ], [ null, %1 ]
  ret i8* %9
}

declare dso_local i32 @strlen(i8* noundef) local_unnamed_addr #1

declare dso_local i8* @malloc(i32 noundef signext) local_unnamed_addr #1

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef signext) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="mips32r2" "target-features"="+mips32r2,+soft-float,-noabicalls" "use-soft-float"="true" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"wchar_size", i32 4}
