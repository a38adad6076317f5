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
//!
//! Inside, the sandbox has walls, set with the simulator's page permissions
//! (4 KiB pages, [`cpu0_sim::Machine::protect`]): nothing may touch the page at
//! address 0, code is read + execute and never writable, read-only data objects
//! are read-only, writable data and the stack are read + write and never
//! executable, and pages not handed out have no access. So a null call, load or
//! store, a store into code or read-only data, a jump into data, and a stack
//! overflow (into the guard below the stack) each stop the guest with a trap whose
//! [`JitTrap::violation`] says which ([`Violation`]); a stack overflow has the
//! CLIF trap code `stk_ovf`. Host functions obey the same permissions through
//! [`HostContext`]. (A frame larger than the guard could step over it: the backend
//! does not probe the stack.)
//!
//! In strict mode ([`Cpu0JitBuilder::strict`]) a call from the host also checks
//! the calling convention: the callee-saved registers (`$s0`, `$s1`, `$gp`, `$fp`)
//! get known values before the call, and a callee that returns with one of them or
//! `$sp` changed is [`JitError::CalleeSaved`].
//!
//! # Memory
//!
//! ```text
//! 0x0000_0000  the null page                                        ---
//! 0x0000_1000  code: functions (16-byte aligned), host stubs,
//!              the runtime (CODE_BASE)                              r-x
//!              data objects (from CODE_BASE + code_size, rounded up
//!              to a page), each kind on pages of its own:
//!                read-only objects                                  r--
//!                writable objects                                   rw-
//!              ... pages not handed out yet                         ---
//!              (or, once the module refers to `__heap_start` or
//!              `__heap_end`, all of them: the heap)                 rw-
//!              the stack guard: 64 KiB (a sixteenth of a small
//!              memory) below the stack                              ---
//!              the stack, growing down from the top of memory       rw-
//! 0x8000_0000  host functions (not memory: reaching one runs the host function)
//! 0xFF00_0000  the I/O ports
//! 0xFFFF_0000  the system services (cpu0_sim::services)
//! ```
//!
//! # Linking
//!
//! A relocation resolves, in order, to: a function or data object defined in the
//! module; a host function registered with that name
//! ([`Cpu0JitBuilder::host_fn`]) or a built-in one ([`BUILTIN_HOST_FUNCTIONS`]:
//! `memcpy`, `memmove`, `memset`, `memcmp` on guest memory); a runtime function
//! (`cpu0-rt`: each routine compiled once per target for the whole process, and
//! placed when first referenced, e.g. by `i64` division, with the routines it
//! calls); `__heap_start` and `__heap_end`, the bounds of the heap (see the map:
//! data objects defined after it is placed no longer fit); a system service
//! (`cpu0_sim::services`, e.g. `__cpu0_instret`, the instruction count), through
//! a stub to its fixed address, whose handler every module's machine has, as
//! executables loaded by `cpu0-object` have. An undeclared import
//! is an error of
//! [`finalize_definitions`](Cpu0JitModule::finalize_definitions), which then writes
//! nothing, so the definition can be added and finalize called again.
//! An unresolved `Linkage::Preemptible` function is null, as in `cranelift-jit`.
//! Direct calls are `jsub` (+-8 MiB), which cannot reach host addresses, so each
//! host function gets a 4-instruction stub in the code region
//! (`lui`/`ori` `$t9`, `jr $t9`); its address is the function's address
//! (for `func_addr` and function pointers in data).
//!
//! `define_function` checks the function and hands a copy to a
//! [`cpu0_isa::CompileQueue`]: it compiles on rayon's threads while the caller goes
//! on, and [`finalize_definitions`](Cpu0JitModule::finalize_definitions) waits for
//! the functions defined since the last finalize and places them in the
//! order they were defined (the same addresses whatever the number of threads). A
//! compile error is an error of `finalize_definitions`; the functions that
//! compiled are placed all the same, and those that failed stay undefined, so
//! they can be defined again. `ctx` holds no compiled code after `define_function`.
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
//! (function and offset of each frame) walked by `cpu0-module`'s unwinder
//! ([`cpu0_module::unwind`]) with the prologue information the backend records
//! ([`cpu0_isa::CompiledFunction::unwind`]).

// `ModuleResult` is cranelift_module's own result type, which the `Module` API uses.
#![allow(clippy::result_large_err)]

pub mod abi;
mod host;
mod memory;
mod module;
pub mod reloc;
mod trap;

/// CLIF text into a module (this one or any other), as `cpu0c run` does.
pub use cpu0_module::clif::{
    clif_name, declare_clif_functions, define_clif_function, define_clif_functions,
};
pub use cpu0_module::sandbox::Violation;
pub use host::{HostContext, HostError, BUILTIN_HOST_FUNCTIONS, MAX_C_STRING};
pub use memory::CODE_BASE;
pub use module::{
    Cpu0JitBuilder, Cpu0JitModule, JitError, DEFAULT_DATA_ALIGN, FUNCTION_ALIGN, HOST_BASE,
    MAX_CODE_SIZE,
};
pub use trap::{Frame, JitTrap, MAX_FRAMES};
