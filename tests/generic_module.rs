//! The program of `examples/generic/program.rs`, written once against the generic
//! `cranelift_module::Module` trait, gives the same results natively on the host
//! (cranelift-jit) and on the Cpu0 simulator (Cpu0JitModule), for both byte
//! orders, both ISA levels and both optimisation levels.

#[path = "../examples/generic/program.rs"]
mod program;

use cpu0_asm::{Endian, IsaLevel};
use cpu0_isa::{Flags, OptLevel};
use cpu0_jit::{Cpu0JitBuilder, Cpu0JitModule};
use cranelift_codegen::settings;
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::default_libcall_names;
use program::{build, FuncIds, TABLE};

extern "C" fn host_add(a: i32, b: i32) -> i32 {
    program::host_add(a, b)
}

const FIB_ARGS: [i32; 5] = [0, 1, 2, 10, 20];
const ADD_ARGS: [(i32, i32); 4] = [(40, 2), (-7, 3), (i32::MAX, 1), (0, 0)];

/// Every result of the program: fib, then sum_table for each prefix, then add_twice.
fn host_results() -> Vec<i32> {
    let isa = cranelift_native::builder()
        .unwrap()
        .finish(settings::Flags::new(settings::builder()))
        .unwrap();
    let mut builder = JITBuilder::with_isa(isa, default_libcall_names());
    builder.symbol("host_add", host_add as *const u8);
    let mut module = JITModule::new(builder);
    let ids: FuncIds = build(&mut module).unwrap();
    module.finalize_definitions().unwrap();
    // SAFETY: built with these signatures in the host's default (C) convention.
    let (fib, sum, add) = unsafe {
        (
            std::mem::transmute::<*const u8, extern "C" fn(i32) -> i32>(
                module.get_finalized_function(ids.fib),
            ),
            std::mem::transmute::<*const u8, extern "C" fn(i32) -> i32>(
                module.get_finalized_function(ids.sum_table),
            ),
            std::mem::transmute::<*const u8, extern "C" fn(i32, i32) -> i32>(
                module.get_finalized_function(ids.add_twice),
            ),
        )
    };
    let mut out: Vec<i32> = FIB_ARGS.iter().map(|n| fib(*n)).collect();
    out.extend((0..=TABLE.len() as i32).map(|n| sum(n)));
    out.extend(ADD_ARGS.iter().map(|(a, b)| add(*a, *b)));
    out
}

fn cpu0_results(flags: Flags) -> Vec<i32> {
    let mut builder = Cpu0JitBuilder::new(flags);
    builder.budget(Some(100_000_000)).strict(true);
    builder.host_fn("host_add", |a: &[u64]| {
        program::host_add(a[0] as i32, a[1] as i32) as u32 as u64
    });
    let mut module = Cpu0JitModule::new(builder).unwrap();
    let ids = build(&mut module).unwrap();
    module.finalize_definitions().unwrap();
    let mut out: Vec<i32> = FIB_ARGS
        .iter()
        .map(|n| module.call_i32(ids.fib, &[*n]).unwrap())
        .collect();
    for n in 0..=TABLE.len() as i32 {
        out.push(module.call_i32(ids.sum_table, &[n]).unwrap());
    }
    for (a, b) in ADD_ARGS {
        out.push(module.call_i32(ids.add_twice, &[a, b]).unwrap());
    }
    out
}

#[test]
fn the_same_generic_program_gives_the_same_results_on_host_and_cpu0() {
    let host = host_results();
    // Against Rust too, so a shared mistake cannot hide.
    assert_eq!(host[..FIB_ARGS.len()], [0, 1, 1, 55, 6765]);
    assert_eq!(
        host[FIB_ARGS.len() + TABLE.len()],
        TABLE.iter().sum::<i32>()
    );
    assert_eq!(host[host.len() - ADD_ARGS.len()], 84);
    for endian in [Endian::Big, Endian::Little] {
        for level in [IsaLevel::Cpu032I, IsaLevel::Cpu032II] {
            for opt_level in [OptLevel::None, OptLevel::Speed] {
                let flags = Flags {
                    endian,
                    level,
                    opt_level,
                    ..Flags::default()
                };
                assert_eq!(cpu0_results(flags), host, "{flags:?}");
            }
        }
    }
}
