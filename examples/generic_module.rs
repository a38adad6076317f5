//! One program, written once against the generic `cranelift_module::Module`
//! trait (`examples/generic/program.rs`), run twice: natively on the host with
//! `cranelift-jit`, and on the Cpu0 simulator with `cpu0_jit::Cpu0JitModule`.
//!
//!     cargo run --release --example generic_module

#[path = "generic/program.rs"]
mod program;

use cpu0_jit::{Cpu0JitBuilder, Cpu0JitModule};
use cranelift_codegen::settings::{self, Configurable};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::default_libcall_names;
use program::{build, FuncIds, TABLE};

/// The host function the program imports, for cranelift-jit.
extern "C" fn host_add(a: i32, b: i32) -> i32 {
    program::host_add(a, b)
}

type Results = (i32, i32, i32);

fn run_on_host() -> Result<Results, Box<dyn std::error::Error>> {
    let mut flags = settings::builder();
    flags.set("opt_level", "speed")?;
    let isa = cranelift_native::builder()?.finish(settings::Flags::new(flags))?;
    let mut builder = JITBuilder::with_isa(isa, default_libcall_names());
    builder.symbol("host_add", host_add as *const u8);
    let mut module = JITModule::new(builder);
    let FuncIds {
        fib,
        sum_table,
        add_twice,
    } = build(&mut module)?;
    module.finalize_definitions()?;
    // SAFETY: the functions were built with these signatures and the host's
    // default calling convention, which is `extern "C"`.
    let (fib, sum_table, add_twice) = unsafe {
        (
            std::mem::transmute::<*const u8, extern "C" fn(i32) -> i32>(
                module.get_finalized_function(fib),
            ),
            std::mem::transmute::<*const u8, extern "C" fn(i32) -> i32>(
                module.get_finalized_function(sum_table),
            ),
            std::mem::transmute::<*const u8, extern "C" fn(i32, i32) -> i32>(
                module.get_finalized_function(add_twice),
            ),
        )
    };
    Ok((fib(20), sum_table(TABLE.len() as i32), add_twice(40, 2)))
}

fn run_on_cpu0() -> Result<Results, Box<dyn std::error::Error>> {
    let mut builder = Cpu0JitBuilder::new(cpu0_isa::Flags::default());
    builder.host_fn("host_add", |args: &[u64]| {
        program::host_add(args[0] as i32, args[1] as i32) as u32 as u64
    });
    let mut module = Cpu0JitModule::new(builder)?;
    let FuncIds {
        fib,
        sum_table,
        add_twice,
    } = build(&mut module)?;
    module.finalize_definitions()?;
    Ok((
        module.call_i32(fib, &[20])?,
        module.call_i32(sum_table, &[TABLE.len() as i32])?,
        module.call_i32(add_twice, &[40, 2])?,
    ))
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let host = run_on_host()?;
    let cpu0 = run_on_cpu0()?;
    for (name, (fib, sum, add)) in [
        ("host (cranelift-jit)", host),
        ("Cpu0 (Cpu0JitModule)", cpu0),
    ] {
        println!("{name:>22}: fib(20) = {fib}, sum_table = {sum}, add_twice(40, 2) = {add}");
    }
    if host == cpu0 {
        println!("identical results");
        Ok(())
    } else {
        Err("the results differ".into())
    }
}
