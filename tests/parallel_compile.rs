//! The functions of a module compile in parallel (rayon) in
//! `Cpu0ObjectModule::finish` and `Cpu0JitModule::finalize_definitions`; the
//! result must not depend on the number of threads. The larger program of the
//! code-size benchmark (`tests/c/large_*.c`, imported from its committed `.ll`)
//! is compiled with one thread and with four, and the objects must be the same
//! bytes, and the JIT must place the same code at the same addresses.

use cpu0_jit::{Cpu0JitBuilder, Cpu0JitModule};
use cpu0_object::{Cpu0ObjectBuilder, Cpu0ObjectModule};
use std::path::Path;

const PROGRAMS: [&str; 2] = ["large_lang", "large_db"];

fn ll(name: &str) -> cpu0_llvm::ast::Module {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/c/ll")
        .join(format!("{name}.O2.mipsel.ll"));
    let text = std::fs::read_to_string(&path).unwrap();
    cpu0_llvm::parse(&text).unwrap()
}

fn flags(ast: &cpu0_llvm::ast::Module) -> cpu0_isa::Flags {
    cpu0_isa::Flags {
        endian: cpu0_llvm::target_endian(ast, None).unwrap(),
        ..cpu0_isa::Flags::default()
    }
}

fn with_threads<T: Send>(n: usize, f: impl FnOnce() -> T + Send) -> T {
    rayon::ThreadPoolBuilder::new()
        .num_threads(n)
        .build()
        .unwrap()
        .install(f)
}

fn object(name: &str) -> Vec<u8> {
    let ast = ll(name);
    let mut module = Cpu0ObjectModule::new(Cpu0ObjectBuilder::new(flags(&ast), name));
    cpu0_llvm::translate(&ast, &mut module, &cpu0_llvm::TranslateOptions::default()).unwrap();
    module.finish().unwrap()
}

/// `main`'s output, the address of every function defined, and the code from
/// the first of them to the last.
type JitResult = (Vec<u8>, Vec<u32>, Vec<u8>);

fn jit_run(name: &str) -> JitResult {
    let ast = ll(name);
    let mut module = Cpu0JitModule::new(Cpu0JitBuilder::new(flags(&ast))).unwrap();
    let t =
        cpu0_llvm::translate(&ast, &mut module, &cpu0_llvm::TranslateOptions::default()).unwrap();
    module.finalize_definitions().unwrap();
    let addrs: Vec<u32> = t
        .defined
        .iter()
        .map(|f| module.get_finalized_function(t.functions[f]).unwrap())
        .collect();
    let (lo, hi) = (*addrs.iter().min().unwrap(), *addrs.iter().max().unwrap());
    let code = module
        .machine()
        .read_bytes(lo, (hi - lo) as usize)
        .unwrap()
        .to_vec();
    let main = t.functions["main"];
    assert_eq!(module.call_i32(main, &[]).unwrap(), 0);
    (module.console().to_vec(), addrs, code)
}

#[test]
fn objects_are_the_same_bytes_with_one_thread_or_four() {
    for name in PROGRAMS {
        let one = with_threads(1, || object(name));
        let four = with_threads(4, || object(name));
        assert!(one == four, "{name}: the objects differ");
        assert_eq!(
            four,
            with_threads(4, || object(name)),
            "{name}: not repeatable"
        );
    }
}

#[test]
fn the_jit_places_the_same_code_with_one_thread_or_four() {
    for name in PROGRAMS {
        let expected = std::fs::read(
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("tests/c/expected")
                .join(format!("{name}.out")),
        )
        .unwrap();
        let one = with_threads(1, || jit_run(name));
        let four = with_threads(4, || jit_run(name));
        assert_eq!(one.0, expected, "{name}: output");
        assert_eq!(four.0, expected, "{name}: output");
        assert_eq!(one.1, four.1, "{name}: the addresses differ");
        assert!(one.2 == four.2, "{name}: the code differs");
    }
}
