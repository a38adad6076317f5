//! The same import feeds the JIT (`Cpu0JitModule`) and the object writer
//! (`Cpu0ObjectModule`, linked and run as an executable).

use cpu0_asm::Endian;
use cpu0_jit::{Cpu0JitBuilder, Cpu0JitModule};
use cpu0_llvm::{parse, translate, TranslateOptions};
use cpu0_object::{link, Cpu0ObjectBuilder, Cpu0ObjectModule, Executable, LinkOptions};
use std::path::Path;

fn clang_output(name: &str) -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/ll")
            .join(name),
    )
    .unwrap()
}

#[test]
fn clang_output_runs_in_the_jit() {
    // The little-endian (mipsel) copy of the clang -O2 output.
    let text = clang_output("clang14_O2_opaque.ll").replace("datalayout = \"E", "datalayout = \"e");
    let ast = parse(&text).unwrap();
    let endian = cpu0_llvm::target_endian(&ast, None).unwrap();
    assert_eq!(endian, Endian::Little);
    let flags = cpu0_isa::Flags {
        endian,
        ..cpu0_isa::Flags::default()
    };
    let mut module = Cpu0JitModule::new(Cpu0JitBuilder::new(flags)).unwrap();
    let t = translate(&ast, &mut module, &TranslateOptions::default()).unwrap();
    module.finalize_definitions().unwrap();
    let f = |n: &str| t.functions[n];
    assert_eq!(module.call_i32(f("apply"), &[2, 5, 3]).unwrap(), 15);
    assert_eq!(module.call_i32(f("call_sum"), &[]).unwrap(), 2097162);
    assert_eq!(module.call_i32(f("use_big"), &[7]).unwrap(), 157);
    assert_eq!(module.call_i32(f("vla"), &[5]).unwrap(), 30);
    assert_eq!(module.call_i32(f("gotos"), &[1]).unwrap(), 20);
    assert_eq!(module.call_i32(f("copy"), &[10]).unwrap(), 107);
}

#[test]
fn host_functions_resolve_in_the_jit() {
    let ast = parse(
        "declare i32 @twice(i32)\n\
         define i32 @f(i32 %x) {\n  %y = call i32 @twice(i32 %x)\n  %z = add i32 %y, 1\n  ret i32 %z\n}\n",
    )
    .unwrap();
    let mut builder = Cpu0JitBuilder::new(cpu0_isa::Flags::default());
    builder.host_fn("twice", |args: &[u64]| args[0] * 2);
    let mut module = Cpu0JitModule::new(builder).unwrap();
    let t = translate(&ast, &mut module, &TranslateOptions::default()).unwrap();
    module.finalize_definitions().unwrap();
    assert_eq!(module.call_i32(t.functions["f"], &[20]).unwrap(), 41);
}

#[test]
fn runtime_routines_resolve_in_the_jit() {
    // frem, llvm.round and llvm.minnum call __cpu0_rem_f64, __cpu0_round_f32 and
    // __cpu0_minnum_f64, imports the JIT finds in the runtime.
    let ast = parse(
        "declare float @llvm.round.f32(float)\n\
         declare double @llvm.minnum.f64(double, double)\n\
         define i32 @f(i32 %x) {\n\
           %d = sitofp i32 %x to double\n\
           %r = frem double %d, 4.0\n\
           %h = fptrunc double %r to float\n\
           %q = fadd float %h, 5.000000e-01\n\
           %n = call float @llvm.round.f32(float %q)\n\
           %w = fpext float %n to double\n\
           %m = call double @llvm.minnum.f64(double %w, double 0x7FF8000000000000)\n\
           %i = fptosi double %m to i32\n\
           ret i32 %i\n}\n",
    )
    .unwrap();
    let mut module = Cpu0JitModule::new(Cpu0JitBuilder::new(cpu0_isa::Flags::default())).unwrap();
    let t = translate(&ast, &mut module, &TranslateOptions::default()).unwrap();
    module.finalize_definitions().unwrap();
    // 11 mod 4 = 3, 3.5 rounds away from zero to 4; -11 mod 4 = -3, -2.5 to -3.
    assert_eq!(module.call_i32(t.functions["f"], &[11]).unwrap(), 4);
    assert_eq!(module.call_i32(t.functions["f"], &[-11]).unwrap(), -3);
}

#[test]
fn objects_link_and_run() {
    // Two modules: one defines data and a helper, the other `main`.
    let lib = "target datalayout = \"E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64\"\n\
        @table = global [3 x i32] [i32 4, i32 5, i32 6], align 4\n\
        define i32 @sum3(ptr %p) {\n\
          %a = load i32, ptr %p\n\
          %q = getelementptr i32, ptr %p, i32 2\n\
          %b = load i32, ptr %q\n\
          %s = add i32 %a, %b\n\
          ret i32 %s\n\
        }\n";
    let main = "target datalayout = \"E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64\"\n\
        @table = external global [3 x i32]\n\
        @ptr = global ptr getelementptr (i8, ptr @table, i32 4)\n\
        declare i32 @sum3(ptr)\n\
        define i32 @main() {\n\
          %s = call i32 @sum3(ptr @table)\n\
          %p = load ptr, ptr @ptr\n\
          %m = load i32, ptr %p\n\
          %r = mul i32 %s, %m\n\
          ret i32 %r\n\
        }\n";
    let mut objects = Vec::new();
    for (name, text) in [("lib.o", lib), ("main.o", main)] {
        let ast = parse(text).unwrap();
        let mut module =
            Cpu0ObjectModule::new(Cpu0ObjectBuilder::new(cpu0_isa::Flags::default(), name));
        translate(&ast, &mut module, &TranslateOptions::default()).unwrap();
        objects.push((name.to_string(), module.finish().unwrap()));
    }
    let exe = link(&objects, &LinkOptions::default()).unwrap();
    let exe = Executable::parse(&exe).unwrap();
    let mut machine = exe.machine(Default::default()).unwrap();
    assert_eq!(exe.run(&mut machine).unwrap().value, 50);
}
