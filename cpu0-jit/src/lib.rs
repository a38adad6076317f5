//! `Cpu0JitModule`: a [`cranelift_module::Module`] whose functions are compiled by
//! the Cpu0 backend ([`cpu0_isa::compile()`]) and run on the Cpu0 simulator
//! ([`cpu0_sim::Machine`]).
//!
//! Code written against `Module` for `cranelift-jit` works with it by swapping the
//! module type: declare and define functions and data, call
//! [`finalize_definitions`](Cpu0JitModule::finalize_definitions), then call the
//! functions. Where `cranelift-jit` hands out a host pointer to cast to an
//! `extern "C" fn`, this module hands out a guest address
//! ([`get_finalized_function`](Cpu0JitModule::get_finalized_function)) and calls it
//! for you with typed arguments ([`call`](Cpu0JitModule::call),
//! [`call_i32`](Cpu0JitModule::call_i32), [`call_i64`](Cpu0JitModule::call_i64)).
//! Use `module.target_config().pointer_type()` for pointers: it is `i32` here.
//!
//! ```
//! use cpu0_jit::{Cpu0JitBuilder, Cpu0JitModule};
//! use cranelift_codegen::ir::{types, AbiParam, InstBuilder};
//! use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
//! use cranelift_module::{Linkage, Module};
//!
//! let mut builder = Cpu0JitBuilder::new(cpu0_isa::Flags::default());
//! builder.host_fn("host_double", |args: &[u64]| args[0] * 2);
//! let mut module = Cpu0JitModule::new(builder).unwrap();
//!
//! // i32 f(i32 x) { return host_double(x) + 1; }
//! let mut sig = module.make_signature();
//! sig.params.push(AbiParam::new(types::I32));
//! sig.returns.push(AbiParam::new(types::I32));
//! let host = module.declare_function("host_double", Linkage::Import, &sig).unwrap();
//! let f = module.declare_function("f", Linkage::Export, &sig).unwrap();
//! let mut ctx = module.make_context();
//! ctx.func.signature = sig;
//! let mut fctx = FunctionBuilderContext::new();
//! let mut b = FunctionBuilder::new(&mut ctx.func, &mut fctx);
//! let block = b.create_block();
//! b.append_block_params_for_function_params(block);
//! b.switch_to_block(block);
//! let x = b.block_params(block)[0];
//! let callee = module.declare_func_in_func(host, b.func);
//! let call = b.ins().call(callee, &[x]);
//! let doubled = b.inst_results(call)[0];
//! let result = b.ins().iadd_imm_s(doubled, 1);
//! b.ins().return_(&[result]);
//! b.seal_all_blocks();
//! b.finalize(module.target_config());
//! module.define_function(f, &mut ctx).unwrap();
//! module.finalize_definitions().unwrap();
//!
//! assert_eq!(module.call_i32(f, &[20]).unwrap(), 41);
//! ```
//!
//! # A sandbox
//!
//! Guest code can never touch host memory. It runs on a simulated processor whose
//! loads and stores reach only the simulated memory (and the console port); an
//! access outside it is a trap, reported as a value, never a crash of the host.
//! Host functions are the only way out, and they see guest memory only through
//! [`HostContext`]. Runaway code is stopped by the instruction budget
//! ([`Cpu0JitBuilder::budget`]). So it is safe to JIT and run untrusted CLIF.
//! (The sandbox has no inner walls: the simulator has no memory protection, so
//! read-only data objects and code are writable by guest code.)
//!
//! # Memory
//!
//! ```text
//! 0x0000_0000  interrupt vectors, unused
//! 0x0000_1000  code: functions (16-byte aligned), host stubs, the runtime   CODE_BASE
//!              data objects (writable and read-only alike)        CODE_BASE + code_size
//!              ... free ...
//!              the stack, growing down from the top of memory       memory_size
//! 0x8000_0000  host functions (not memory: reaching one runs the host function)
//! 0xFF00_0000  the console port: a byte stored here is printed
//! ```
//!
//! # Linking
//!
//! A relocation resolves, in order, to: a function or data object defined in the
//! module; a host function registered with that name
//! ([`Cpu0JitBuilder::host_fn`]) or a built-in one ([`BUILTIN_HOST_FUNCTIONS`]:
//! `memcpy`, `memmove`, `memset`, `memcmp` on guest memory); a runtime function
//! (`cpu0-rt`, compiled and placed when first referenced, e.g. by `i64`
//! division). An undeclared import is an error of
//! [`finalize_definitions`](Cpu0JitModule::finalize_definitions), which then writes
//! nothing, so the definition can be added and finalize called again.
//! An unresolved `Linkage::Preemptible` function is null, as in `cranelift-jit`.
//! Direct calls are `jsub` (+-8 MiB), which cannot reach host addresses, so each
//! host function gets a 4-instruction stub in the code region
//! (`lui`/`ori` `$t9`, `jr $t9`); its address is the function's address
//! (for `func_addr` and function pointers in data).
//!
//! Definitions may be added after a finalize and finalized in turn. Redefining a
//! function or data object is `ModuleError::DuplicateDefinition`, before or after
//! finalize: there is no hot-swapping, as in `cranelift-jit` 0.135, which has no
//! `prepare_for_function_redefine` either.
//!
//! # Traps
//!
//! A trap is [`JitError::Trap`] with a [`JitTrap`]: the simulator's trap, the CLIF
//! [`TrapCode`](cranelift_codegen::ir::TrapCode) when it is one, and a backtrace
//! (function and offset of each frame) walked by `cpu0-object`'s unwinder
//! ([`cpu0_object::unwind`]) with the prologue information the backend records
//! ([`cpu0_isa::CompiledFunction::unwind`]).

// `ModuleResult` is cranelift_module's own result type, which the `Module` API uses.
#![allow(clippy::result_large_err)]

pub mod abi;
mod clif;
mod host;
mod module;
pub mod reloc;
mod trap;

pub use clif::clif_name;
pub use host::{HostContext, HostError, BUILTIN_HOST_FUNCTIONS, MAX_C_STRING};
pub use module::{
    Cpu0JitBuilder, Cpu0JitModule, JitError, CODE_BASE, DEFAULT_DATA_ALIGN, FUNCTION_ALIGN,
    HOST_BASE, MAX_CODE_SIZE,
};
pub use trap::{Frame, JitTrap, MAX_FRAMES};
