//! What every Cpu0 `cranelift_module::Module` shares: `cpu0-jit`'s
//! `Cpu0JitModule` (code in simulator memory) and `cpu0-object`'s
//! `Cpu0ObjectModule` (ELF objects, linked into executables). Both depend on this
//! crate, so the JIT does not depend on the ahead-of-time crate.
//!
//! - [`decls`]: the declarations and data-description checks of every module, and
//!   [`module_declaration_methods!`], the `Module` methods that only declare.
//! - [`clif`]: CLIF text (parsed functions) into any `Module`, with one rule for
//!   names.
//! - [`runtime`]: the runtime (`cpu0-rt`), each routine compiled when first
//!   needed, once per target, for the JIT to place and the linker to link.
//! - [`frame`]: `.debug_frame` from the prologue steps the backend records, and
//!   [`unwind`]: backtraces from it, for JIT traps and for executables.
//! - [`sandbox`]: the walls of a sandboxed program (null page, stack guard) and
//!   what a protection fault means.

// `ModuleError` is `cranelift_module`'s error type, which the `Module` trait returns;
// it is large, and this crate returns it too rather than wrapping it.
#![allow(clippy::result_large_err)]

pub mod clif;
pub mod decls;
pub mod frame;
pub mod runtime;
pub mod sandbox;
pub mod unwind;

/// Registers as DWARF numbers them for Cpu0: the hardware numbers.
pub mod dwarf {
    /// `$sp`, the CFA register.
    pub const SP: u16 = 13;
    /// `$lr`, the return address register.
    pub const LR: u16 = 14;
    /// Code alignment factor of the CIE (instructions are 4 bytes).
    pub const CODE_ALIGN: u8 = 4;
    /// Data alignment factor of the CIE (saves are words below the CFA).
    pub const DATA_ALIGN: i8 = -4;
}
