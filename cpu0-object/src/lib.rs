//! Cpu0 ELF objects: the ahead-of-time half of the toolchain.
//!
//! - [`Cpu0ObjectModule`]: a `cranelift_module::Module` whose
//!   [`finish`](Cpu0ObjectModule::finish) returns an ELF32 relocatable object
//!   (`ET_REL`, `e_machine = 999`, `e_flags` = `EF_CPU0_ARCH_32`, plus
//!   `EF_CPU0_NOREORDER` when compiled without delay-slot filling) with `.text`, `.data`, `.rodata`, `.bss`, a symbol
//!   table, `.rela.*` sections of `R_CPU0_*` relocations and a `.debug_frame`.
//!   Functions are compiled with [`cpu0_isa::compile()`], never with the frontend ISA.
//!   `define_function` checks the function and hands a copy to a
//!   [`cpu0_isa::CompileQueue`], which compiles it on rayon's threads while the caller
//!   goes on; `finish` waits for them and places them in definition order, so the
//!   bytes do not depend on the number of threads. A compile error is therefore an error of
//!   `finish`, not of `define_function`, and `ctx` holds no compiled code after it.
//! - [`link()`]: a static linker from objects to an executable (`ET_EXEC`) or to a
//!   Verilog `$readmemh` memory image, with a start-up stub at address 0 and the
//!   runtime (`cpu0-rt`) added when the program needs it.
//! - [`Executable`]: loads an executable into a [`cpu0_sim::Machine`] and runs it.
//! - [`CollectModule`]: a `Module` that keeps the CLIF it is given.
//!
//! What this crate shares with the JIT (declarations, CLIF text into a module, the
//! runtime, `.debug_frame` and the unwinder, the sandbox's walls) lives in
//! `cpu0-module`; [`unwind`] and [`sandbox`] are re-exported from there.
//!
//! ```
//! use cpu0_object::{link, Cpu0ObjectBuilder, Cpu0ObjectModule, Executable, LinkOptions};
//! use cranelift_codegen::ir::{types, AbiParam, InstBuilder};
//! use cranelift_module::{Linkage, Module};
//!
//! let mut module = Cpu0ObjectModule::new(Cpu0ObjectBuilder::new(Default::default(), "demo"));
//! let mut sig = module.make_signature();
//! sig.returns.push(AbiParam::new(types::I32));
//! let main = module.declare_function("main", Linkage::Export, &sig).unwrap();
//! let config = module.target_config();
//! let mut ctx = module.make_context();
//! ctx.func.signature = sig;
//! let mut fctx = cranelift_frontend::FunctionBuilderContext::new();
//! let mut b = cranelift_frontend::FunctionBuilder::new(&mut ctx.func, &mut fctx);
//! let block = b.create_block();
//! b.switch_to_block(block);
//! let v = b.ins().iconst(types::I32, 42);
//! b.ins().return_(&[v]);
//! b.finalize(config);
//! module.define_function(main, &mut ctx).unwrap();
//! let object = module.finish().unwrap();
//!
//! let exe = link(&[("demo.o".to_string(), object)], &LinkOptions::default()).unwrap();
//! let exe = Executable::parse(&exe).unwrap();
//! let mut machine = exe.machine(Default::default()).unwrap();
//! let result = exe.run(&mut machine).unwrap();
//! assert_eq!(result.value, 42);
//! ```
//!
//! # Symbol names
//!
//! A relocation's `ExternalName` becomes an ELF symbol name as follows:
//! `ExternalName::User` through the module's declarations (namespace 0 = functions,
//! 1 = data objects, the index is the `FuncId`/`DataId`, as `cranelift_module` makes
//! them), `ExternalName::TestCase` as its string (`%f` is the symbol `f`; the backend
//! calls its runtime as `%__cpu0_udiv64` and so on), `ExternalName::LibCall` by the
//! builder's libcall names (`cranelift_module::default_libcall_names` unless set).

// `ModuleError` is `cranelift_module`'s error type, which the `Module` trait returns;
// it is large, and this crate returns it too rather than wrapping it.
#![allow(clippy::result_large_err)]

mod collect;
mod elf_out;
pub mod exec;
pub mod inspect;
pub mod link;
mod module;
mod read;
mod stub;

pub use collect::CollectModule;
pub use cpu0_module::unwind::{Backtrace, Frame, FrameInfo, SymbolMap};
pub use cpu0_module::{sandbox, unwind};
pub use elf_out::WriteError;
pub use exec::{ExecError, Executable, RunResult};
pub use inspect::{read_elf, ElfInfo};
pub use link::{link, LinkError, LinkOptions, OutputFormat, RelocationError, UnknownFormat};
pub use module::{
    compile_clif_object, Cpu0ObjectBuilder, Cpu0ObjectModule, ObjectError, ReferenceError,
};
pub use read::ReadError;

/// `e_machine` of Cpu0 ELF files (`EM_CPU0`).
pub const EM_CPU0: u16 = 999;
/// `e_flags`: the 32-bit architecture.
pub const EF_CPU0_ARCH_32: u32 = 0x5000_0000;
/// `e_flags`: position-independent code.
pub const EF_CPU0_PIC: u32 = 0x2;
/// `e_flags`: delay slots hold only `nop` (the code may be reordered freely).
pub const EF_CPU0_NOREORDER: u32 = 0x1;
/// The `e_flags` of code compiled with `flags`: `EF_CPU0_ARCH_32`, plus
/// `EF_CPU0_NOREORDER` when delay slots hold only `nop` (`fill_delay_slots` off).
pub fn e_flags(flags: &cpu0_isa::Flags) -> u32 {
    if flags.fill_delay_slots {
        EF_CPU0_ARCH_32
    } else {
        EF_CPU0_ARCH_32 | EF_CPU0_NOREORDER
    }
}

/// Relocation types (`r_type`) of the Cpu0 ELF ABI that this crate reads and writes:
/// the numbers of [`cpu0_isa::RelocKind`], which also defines their arithmetic.
pub mod reloc {
    pub const R_CPU0_NONE: u32 = 0;
    /// word = S + A
    pub const R_CPU0_32: u32 = cpu0_isa::RelocKind::Abs32 as u32;
    /// cx16 = (S + A) >> 16
    pub const R_CPU0_HI16: u32 = cpu0_isa::RelocKind::Hi16 as u32;
    /// cx16 = (S + A) & 0xffff
    pub const R_CPU0_LO16: u32 = cpu0_isa::RelocKind::Lo16 as u32;
    /// cx16 = S + A - (P + 4)
    pub const R_CPU0_PC16: u32 = cpu0_isa::RelocKind::Pc16 as u32;
    /// cx24 = S + A - (P + 4)
    pub const R_CPU0_PC24: u32 = cpu0_isa::RelocKind::Pc24 as u32;

    /// The name of a relocation type, as `R_CPU0_32`.
    pub fn name(r_type: u32) -> String {
        match cpu0_isa::RelocKind::from_elf_type(r_type) {
            Some(kind) => kind.name().into(),
            None if r_type == R_CPU0_NONE => "R_CPU0_NONE".into(),
            None => format!("relocation type {r_type}"),
        }
    }
}
