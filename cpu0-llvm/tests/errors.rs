//! Bad input gives clear errors: syntax errors with line and column, undefined
//! values and types, type mismatches, unsupported instructions, 64-bit pointers.

mod common;

use common::CollectModule;
use cpu0_asm::Endian;
use cpu0_llvm::{parse, translate, TranslateError, TranslateErrorKind, TranslateOptions};

const DL: &str = "target datalayout = \"E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64\"\n";

/// The translation error of `body` (with the MIPS big-endian layout).
fn translate_err(body: &str) -> String {
    let text = format!("{DL}{body}");
    let ast = parse(&text).unwrap_or_else(|e| panic!("parse error: {e}"));
    let mut m = CollectModule::new(Endian::Big);
    match translate(&ast, &mut m, &TranslateOptions::default()) {
        Ok(_) => panic!("translated without error:\n{body}"),
        Err(e) => e.to_string(),
    }
}

fn assert_contains(msg: &str, parts: &[&str]) {
    for p in parts {
        assert!(msg.contains(p), "`{msg}` does not contain `{p}`");
    }
}

#[test]
fn syntax_errors_report_line_and_column() {
    let e = parse("define i32 @f(i32 %a) {\n  %x = add i32 %a\n  ret i32 %x\n}\n").unwrap_err();
    assert_eq!((e.line, e.col), (3, 3), "{e}");
    assert_contains(&e.to_string(), &["line 3, column 3", "expected `,`"]);
    let e = parse("@g = global i32 1, align 4\n\n  @h = frob\n").unwrap_err();
    assert_eq!((e.line, e.col), (3, 8), "{e}");
    let e = parse("define void @f() {\n  ret void\n").unwrap_err();
    assert_contains(&e.to_string(), &["line 3", "expected `}`"]);
    let e = parse("define i32 @f() {\n  %x = add i32 1, 2 ^\n}").unwrap_err();
    assert_eq!((e.line, e.col), (2, 21), "{e}");
    let e = parse("@s = constant [2 x i8] c\"ab").unwrap_err();
    assert_contains(&e.to_string(), &["unterminated string"]);
}

#[test]
fn unsupported_instructions_are_named() {
    let e =
        parse("define void @f() {\n  invoke void @g() to label %a unwind label %b\n}").unwrap_err();
    assert_contains(
        &e.to_string(),
        &["line 2", "unsupported instruction `invoke`"],
    );
    let e = parse("define void @f() {\n  %x = frobnicate i32 1\n}").unwrap_err();
    assert_contains(
        &e.to_string(),
        &["line 2, column 8", "unknown instruction `frobnicate`"],
    );
    let m = translate_err(
        "define void @f() {\n  call void asm sideeffect \"nop\", \"\"()\n  ret void\n}\n",
    );
    assert_contains(&m, &["line 3", "inline assembly"]);
    let m = translate_err(
        "declare i32 @llvm.frobnicate.i32(i32)\ndefine i32 @f(i32 %a) {\n  %x = call i32 @llvm.frobnicate.i32(i32 %a)\n  ret i32 %x\n}\n",
    );
    assert_contains(
        &m,
        &["line 4", "unsupported intrinsic @llvm.frobnicate.i32"],
    );
    // Integers wider than 128 bits are limbs, up to 4096 bits, with the operations
    // bit-field code uses; the others are refused by name.
    let m = translate_err("define i4097 @f(i4097 %a) {\n  ret i4097 %a\n}\n");
    assert_contains(&m, &["i4097", "not supported", "up to 4096 bits"]);
    let m = translate_err("define void @f(ptr %p) {\n  %x = load i5000, ptr %p\n  ret void\n}\n");
    assert_contains(&m, &["line 3", "i5000", "not supported"]);
    let m = translate_err(
        "define double @f(i129 %a) {\n  %x = sitofp i129 %a to double\n  ret double %x\n}\n",
    );
    assert_contains(&m, &["i129", "not supported", "up to 128 bits"]);
    let m = translate_err("define i160 @f(i160 %a) {\n  %x = mul i160 %a, %a\n  ret i160 %x\n}\n");
    assert_contains(&m, &["line 3", "`mul` on i160"]);
    let m = translate_err(
        "define i160 @f(i160 %a, i160 %b) {\n  %x = udiv i160 %a, %b\n  ret i160 %x\n}\n",
    );
    assert_contains(&m, &["line 3", "`udiv` on i160"]);
    let m = translate_err(
        "declare i160 @llvm.ctpop.i160(i160)\ndefine i160 @f(i160 %a) {\n  %x = call i160 @llvm.ctpop.i160(i160 %a)\n  ret i160 %x\n}\n",
    );
    assert_contains(&m, &["line 4", "wider than 128 bits"]);
    let m = translate_err(
        "define ptr @f(i160 %a) {\n  %x = inttoptr i160 %a to ptr\n  ret ptr %x\n}\n",
    );
    assert_contains(&m, &["line 3", "inttoptr"]);
    let m = translate_err("define i160 @f() {\n  ret i160 add (i160 1, i160 2)\n}\n");
    assert_contains(&m, &["i160", "plain integer constants"]);
}

#[test]
fn floating_point_types_other_than_float_and_double_are_named() {
    for t in ["half", "bfloat", "fp128", "x86_fp80", "ppc_fp128"] {
        let m = translate_err(&format!("define {t} @f({t} %a) {{\n  ret {t} %a\n}}\n"));
        assert_contains(&m, &["in @f", t, "not supported", "float and double are"]);
        let m = translate_err(&format!(
            "define void @f(ptr %p) {{\n  %x = load {t}, ptr %p\n  ret void\n}}\n"
        ));
        assert_contains(&m, &["line 3", "`load`", t, "not supported"]);
        let m = translate_err(&format!(
            "define double @f(double %a) {{\n  %x = fptrunc double %a to {t}\n  %y = fpext {t} %x to double\n  ret double %y\n}}\n"
        ));
        assert_contains(&m, &["line 3", "`fptrunc`", t, "not supported"]);
        let m = translate_err(&format!(
            "define void @f(ptr %p, {t} %a) {{\n  %x = fadd {t} %a, %a\n  ret void\n}}\n"
        ));
        assert_contains(&m, &["in @f", t, "not supported"]);
        let m = translate_err(&format!(
            "define void @f(ptr %p) {{\n  %x = alloca <2 x {t}>\n  %y = load <2 x {t}>, ptr %x\n  ret void\n}}\n"
        ));
        assert_contains(&m, &["line 4", t, "not supported"]);
    }
    let m = translate_err("@g = global fp128 0xL00000000000000003FFF000000000000\n");
    assert_contains(&m, &["@g", "fp128", "not supported"]);
    let m = translate_err(
        "define x86_fp80 @f(x86_fp80 %a) {\n  %x = fadd x86_fp80 %a, 0xK3FFF8000000000000000\n  ret x86_fp80 %x\n}\n",
    );
    assert_contains(&m, &["x86_fp80", "not supported"]);
    let m = translate_err(
        "define i32 @f(ptr %p) {\n  %a = load i16, ptr %p\n  %h = bitcast i16 %a to half\n  %x = fneg half %h\n  %y = fptosi half %x to i32\n  ret i32 %y\n}\n",
    );
    assert_contains(&m, &["line 4", "`bitcast`", "half", "not supported"]);
}

#[test]
fn bad_float_constants_and_operations_are_reported() {
    // LLVM requires a float's literal to be exact as a float.
    let m = translate_err("@g = global float 0x3FB999999999999A\n");
    assert_contains(
        &m,
        &["@g", "0x3FB999999999999A", "not exactly representable"],
    );
    let m = translate_err("define float @f() {\n  ret float 1.000000e-01\n}\n");
    assert_contains(&m, &["line 3", "not exactly representable as a float"]);
    // A long double or half literal where a double is expected.
    let m = translate_err("@g = global double 0xK3FFF8000000000000000\n");
    assert_contains(&m, &["@g", "x86_fp80", "not double"]);
    let m = translate_err("define half @f() {\n  ret double 0xH3C00\n}\n");
    assert_contains(&m, &["half"]);
    // Operations on the wrong types.
    let m = translate_err("define i32 @f(i32 %a) {\n  %x = fadd i32 %a, %a\n  ret i32 %x\n}\n");
    assert_contains(&m, &["line 3", "`fadd` on i32"]);
    let m =
        translate_err("define i1 @f(double %a) {\n  %x = icmp eq double %a, %a\n  ret i1 %x\n}\n");
    assert_contains(&m, &["line 3", "icmp on double"]);
    let m = translate_err("define i1 @f(i32 %a) {\n  %x = fcmp olt i32 %a, %a\n  ret i1 %x\n}\n");
    assert_contains(&m, &["line 3", "`fcmp` on i32"]);
    let m = translate_err(
        "define float @f(double %a) {\n  %x = fpext double %a to float\n  ret float %x\n}\n",
    );
    assert_contains(&m, &["line 3", "`fpext` from double to float"]);
    let m =
        translate_err("define i32 @f(i32 %a) {\n  %x = fptosi i32 %a to i32\n  ret i32 %x\n}\n");
    assert_contains(&m, &["line 3", "fptosi"]);
    let m = translate_err(
        "define float @f(float %a) {\n  %x = sitofp float %a to float\n  ret float %x\n}\n",
    );
    assert_contains(&m, &["line 3", "sitofp"]);
    let m =
        translate_err("define i32 @f(float %a) {\n  %x = zext float %a to i32\n  ret i32 %x\n}\n");
    assert_contains(&m, &["line 3", "`zext` from float to i32"]);
    let m = translate_err(
        "define i64 @f(float %a) {\n  %x = bitcast float %a to i64\n  ret i64 %x\n}\n",
    );
    assert_contains(&m, &["line 3", "sizes differ"]);
    let m = translate_err(
        "declare i32 @llvm.abs.i32(i32, i1)\ndefine i32 @f(float %a) {\n  %x = call i32 @llvm.abs.i32(float %a, i1 false)\n  ret i32 %x\n}\n",
    );
    assert_contains(&m, &["line 4", "@llvm.abs.i32 on float"]);
    let m = translate_err(
        "declare double @llvm.sqrt.f64(double)\ndefine double @f(i64 %a) {\n  %x = call double @llvm.sqrt.f64(i64 %a)\n  ret double %x\n}\n",
    );
    assert_contains(&m, &["line 4", "@llvm.sqrt.f64", "not floating point"]);
    let m = translate_err(
        "declare float @llvm.sqrt.f64(double)\ndefine float @f(double %a) {\n  %x = call float @llvm.sqrt.f64(double %a)\n  ret float %x\n}\n",
    );
    assert_contains(&m, &["line 4", "type mismatch", "return float"]);
    let m = translate_err(
        "declare double @llvm.experimental.constrained.sqrt.f64(double, metadata, metadata)\ndefine double @f(double %a) {\n  %x = call double @llvm.experimental.constrained.sqrt.f64(double %a, metadata !\"round.dynamic\", metadata !\"fpexcept.strict\")\n  ret double %x\n}\n",
    );
    assert_contains(
        &m,
        &[
            "line 4",
            "unsupported intrinsic @llvm.experimental.constrained.sqrt.f64",
        ],
    );
    // `llvm.pow` calls the C library's `pow`, which must then have its signature.
    let m = translate_err(
        "declare double @llvm.pow.f64(double, double)\ndefine i32 @pow(i32 %a) {\n  ret i32 %a\n}\ndefine double @f(double %a) {\n  %x = call double @llvm.pow.f64(double %a, double %a)\n  ret double %x\n}\n",
    );
    assert_contains(&m, &["line 7", "C library function pow", "incompatible"]);
    let m = translate_err(
        "define { float, i1 } @f(ptr %p, float %a) {\n  %x = cmpxchg ptr %p, float %a, float %a seq_cst seq_cst\n  ret { float, i1 } %x\n}\n",
    );
    assert_contains(&m, &["line 3", "cmpxchg on float"]);
    // A bad predicate is a syntax error.
    let e = parse("define i1 @f(float %a) {\n  %x = fcmp lt float %a, %a\n  ret i1 %x\n}\n")
        .unwrap_err();
    assert_contains(
        &e.to_string(),
        &["line 2", "expected a floating-point comparison predicate"],
    );
}

#[test]
fn undefined_names_are_reported() {
    let m = translate_err("define i32 @f(i32 %a) {\n  %x = add i32 %a, %nope\n  ret i32 %x\n}\n");
    assert_contains(&m, &["line 3, column 3", "in @f", "undefined value %nope"]);
    let m = translate_err("define i32 @f() {\n  %x = load i32, ptr @missing\n  ret i32 %x\n}\n");
    assert_contains(&m, &["line 3", "undefined global @missing"]);
    let m = translate_err("define i32 @f() {\n  %p = alloca %struct.Nope\n  ret i32 0\n}\n");
    assert_contains(&m, &["line 3", "undefined type %struct.Nope"]);
    let m = translate_err("define i32 @f() {\n  br label %nowhere\n}\n");
    assert_contains(&m, &["undefined block %nowhere"]);
    let m = translate_err("@g = global ptr @nothing\n");
    assert_contains(&m, &["line 2", "undefined global @nothing"]);
    let m = translate_err("define i32 @f() {\nentry:\n  %x = add i32 1, 2\n}\n");
    assert_contains(&m, &["does not end with a terminator"]);
}

#[test]
fn type_mismatches_are_reported() {
    let m = translate_err("define i32 @f(i64 %a) {\n  %x = add i32 %a, 1\n  ret i32 %x\n}\n");
    assert_contains(&m, &["line 3", "type mismatch", "%a is i64, used as i32"]);
    let m = translate_err("define i32 @f(i32 %a) {\n  ret i64 0\n}\n");
    assert_contains(&m, &["type mismatch"]);
    let m = translate_err("@g = global [2 x i32] [i32 1]\n");
    assert_contains(&m, &["@g", "1 elements", "[2 x i32] has 2"]);
    let m = translate_err("define i32 @f(ptr %p) {\n  %x = extractvalue {i32, i32} { i32 1, i32 2 }, 5\n  ret i32 0\n}\n");
    assert_contains(&m, &["index 5 out of range"]);
}

#[test]
fn sixty_four_bit_pointers_are_refused() {
    let text = "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128\"\ntarget triple = \"x86_64-pc-linux-gnu\"\ndefine i32 @f() {\n  ret i32 0\n}\n";
    let ast = parse(text).unwrap();
    let mut m = CollectModule::new(Endian::Little);
    let e = translate(&ast, &mut m, &TranslateOptions::default()).unwrap_err();
    assert_contains(
        &e.to_string(),
        &[
            "64-bit pointers",
            "-target mips-unknown-linux-gnu",
            "mipsel-unknown-linux-gnu",
        ],
    );
}

#[test]
fn byte_order_follows_the_layout_and_conflicts_are_errors() {
    let le =
        parse("target datalayout = \"e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64\"\n").unwrap();
    assert_eq!(cpu0_llvm::target_endian(&le, None).unwrap(), Endian::Little);
    assert_eq!(
        cpu0_llvm::target_endian(&le, Some(Endian::Little)).unwrap(),
        Endian::Little
    );
    let e = cpu0_llvm::target_endian(&le, Some(Endian::Big)).unwrap_err();
    assert_contains(
        &e.to_string(),
        &["cpu0 (big-endian)", "cpu0el (little-endian)"],
    );
    let none = parse("define void @f() {\n  ret void\n}\n").unwrap();
    assert_eq!(cpu0_llvm::target_endian(&none, None).unwrap(), Endian::Big);
    assert_eq!(
        cpu0_llvm::target_endian(&none, Some(Endian::Little)).unwrap(),
        Endian::Little
    );
    // The module's own byte order must match too.
    let mut m = CollectModule::new(Endian::Big);
    let e = translate(&le, &mut m, &TranslateOptions::default()).unwrap_err();
    assert_contains(&e.to_string(), &["endian"]);
}

#[test]
fn metadata_attributes_and_debug_records_are_skipped() {
    // LLVM 19 syntax: debug records, `splat`, `range`, `captures`, gep flags.
    let text = format!(
        "{DL}source_filename = \"x.c\"\n$c = comdat any\n\
         @g = weak_odr dso_local local_unnamed_addr global i32 3, comdat($c), section \".data.g\", align 4, !dbg !0 #1\n\
         define dso_local noundef range(i32 0, 10) i32 @f(ptr noundef readonly captures(none) %p, i32 noundef %n) local_unnamed_addr #0 comdat($c) !dbg !5 {{\n\
         entry:\n\
         \x20   #dbg_value(i32 %n, !7, !DIExpression(), !8)\n\
         \x20 %q = getelementptr inbounds nuw i8, ptr %p, i32 4, !dbg !8\n\
         \x20 %v = load i32, ptr @g, align 4, !tbaa !9\n\
         \x20 %w = add nuw nsw i32 %v, %n\n\
         \x20 ret i32 %w, !dbg !8\n\
         }}\n\
         attributes #0 = {{ nounwind \"frame-pointer\"=\"all\" }}\n\
         !llvm.dbg.cu = !{{!1}}\n!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())\n\
         !1 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2)\n!2 = !DIFile(filename: \"x.c\", directory: \"/\")\n\
         !5 = distinct !DISubprogram(name: \"f\", scope: !2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition)\n\
         !7 = !DILocalVariable(name: \"n\", arg: 2, scope: !5)\n!8 = !DILocation(line: 3, column: 1, scope: !5)\n\
         !9 = !{{!\"int\", !10, i64 0}}\n!10 = !{{!\"omnipotent char\"}}\n"
    );
    let ast = parse(&text).unwrap_or_else(|e| panic!("{e}"));
    let mut m = CollectModule::new(Endian::Big);
    let t = translate(&ast, &mut m, &TranslateOptions::default()).unwrap();
    assert!(t.functions.contains_key("f"));
    assert!(t.data.contains_key("g"));
}

#[test]
fn data_that_no_relocation_can_express_is_refused_by_name() {
    let globals = "@a = global [2 x i32] zeroinitializer\n@b = global i32 0\n";
    let m = translate_err(&format!(
        "{globals}@g = global i32 and (i32 ptrtoint (ptr @a to i32), i32 15)\n"
    ));
    assert_contains(
        &m,
        &[
            "line 4",
            "in @g",
            "`and` of @a and 0xf cannot be computed before linking",
            "no relocation can express it",
        ],
    );
    let m = translate_err(&format!(
        "{globals}@h = global i8 zext (i1 icmp eq (ptr getelementptr ([2 x i32], ptr @a, i32 0, i32 1), ptr @b) to i8)\n"
    ));
    assert_contains(
        &m,
        &["in @h", "`icmp eq` of @a+4 and @b cannot be computed"],
    );
    let m = translate_err(&format!(
        "{globals}@k = global i32 sub (i32 ptrtoint (ptr @b to i32), i32 ptrtoint (ptr @a to i32))\n"
    ));
    assert_contains(&m, &["in @k", "`sub` of @b and @a"]);
    let m = translate_err(&format!(
        "{globals}@t = global i16 trunc (i32 ptrtoint (ptr @b to i32) to i16)\n"
    ));
    assert_contains(&m, &["in @t", "`trunc` of @b to i16"]);
}

/// The translation error of `body`, as the typed error.
fn translate_error(body: &str) -> TranslateError {
    let ast = parse(&format!("{DL}{body}")).unwrap_or_else(|e| panic!("parse error: {e}"));
    let mut m = CollectModule::new(Endian::Big);
    translate(&ast, &mut m, &TranslateOptions::default()).unwrap_err()
}

#[test]
fn errors_say_what_kind_of_problem_they_are() {
    use TranslateErrorKind::*;
    let e = translate_error("define half @f(half %a) {\n  ret half %a\n}\n");
    assert!(matches!(e.kind, Unsupported(_)), "{e:?}");
    assert_eq!(e.symbol.as_deref(), Some("f"));
    let e = translate_error("define i32 @f() {\n  %x = add i32 1, %nope\n  ret i32 %x\n}\n");
    assert!(matches!(e.kind, Invalid(_)), "{e:?}");
    assert_eq!(
        (e.symbol.as_deref(), e.pos.map(|p| p.line)),
        (Some("f"), Some(3))
    );
    let e =
        translate_error("%T = type opaque\ndefine void @f() {\n  %p = alloca %T\n  ret void\n}\n");
    assert!(matches!(e.kind, Unsized(_)), "{e:?}");
    // Address arithmetic in data that no relocation expresses is unsupported, with
    // the global's name as the place.
    let e = translate_error(
        "@a = global i32 0\n@t = global i16 trunc (i32 ptrtoint (ptr @a to i32) to i16)\n",
    );
    assert!(matches!(e.kind, Unsupported(_)), "{e:?}");
    assert_eq!(e.symbol.as_deref(), Some("t"));

    let le =
        parse("target datalayout = \"e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64\"\n").unwrap();
    let e = cpu0_llvm::target_endian(&le, Some(Endian::Big)).unwrap_err();
    assert!(matches!(e.kind, Target(_)), "{e:?}");

    // The module's own errors keep their `ModuleError`: defining @f twice.
    let ast = parse(&format!("{DL}define void @f() {{\n  ret void\n}}\n")).unwrap();
    let mut m = CollectModule::new(Endian::Big);
    translate(&ast, &mut m, &TranslateOptions::default()).unwrap();
    let e = translate(&ast, &mut m, &TranslateOptions::default()).unwrap_err();
    let Module { source, .. } = &e.kind else {
        panic!("not a module error: {e:?}");
    };
    assert!(
        matches!(
            **source,
            cranelift_module::ModuleError::DuplicateDefinition(_)
        ),
        "{e:?}"
    );
    assert!(std::error::Error::source(&e).is_some());
    assert_contains(&e.to_string(), &["in @f", "defining the function"]);
}

#[test]
fn operands_without_lanes_do_not_panic() {
    let m = translate_err(
        "declare void @llvm.memset.p0.i32(ptr, {}, i32, i1)\ndefine void @f(ptr %p) {\n  call void @llvm.memset.p0.i32(ptr %p, {} zeroinitializer, i32 4, i1 false)\n  ret void\n}\n",
    );
    assert_contains(&m, &["line 4", "in @f", "not an i8"]);
    // An index into a vector without lanes is out of range: poison, here zero.
    let text = format!(
        "{DL}define i32 @f(i32 %i) {{\n  %x = extractelement <0 x i32> zeroinitializer, i32 %i\n  ret i32 %x\n}}\n"
    );
    let ast = parse(&text).unwrap();
    let mut m = CollectModule::new(Endian::Big);
    translate(&ast, &mut m, &TranslateOptions::default()).unwrap();
}
