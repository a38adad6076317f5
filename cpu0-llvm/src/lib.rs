//! LLVM IR text (`.ll`) to CLIF, for the Cpu0 toolchain.
//!
//! No LLVM library is used, at build or run time: [`parse`] reads the text clang 14
//! through 19 prints for C (typed `i32*` and opaque `ptr` pointers alike), and
//! [`translate()`] declares and defines its functions and globals in any
//! `cranelift_module::Module`, so one import feeds the JIT and the object writer.
//!
//! ```
//! use cpu0_llvm::{parse, translate, TranslateOptions};
//! # struct Nothing;
//! let ast = parse(r#"
//!     target datalayout = "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
//!     define i32 @add(i32 %a, i32 %b) {
//!       %s = add nsw i32 %a, %b
//!       ret i32 %s
//!     }
//! "#).unwrap();
//! assert_eq!(ast.functions[0].name, "add");
//! assert_eq!(cpu0_llvm::target_endian(&ast, None).unwrap(), cpu0_asm::Endian::Big);
//! // translate(&ast, &mut some_module, &TranslateOptions::default())
//! ```
//!
//! # The input
//!
//! Compile C for a 32-bit MIPS target so that the data layout matches Cpu0:
//! `clang -S -emit-llvm -target mips-unknown-linux-gnu` (big-endian, `cpu0`) or
//! `-target mipsel-unknown-linux-gnu` (little-endian, `cpu0el`). A data layout with
//! 64-bit pointers is refused. The layout decides sizes, alignments, struct layout
//! and the byte order; a module without a data layout gets the MIPS32 one, in the
//! byte order of [`TranslateOptions::target`] (big-endian by default).
//!
//! # Conventions of the translation
//!
//! - **Types.** `iN` up to 128 bits; widths other than 8, 16, 32, 64 and 128 live
//!   in the next wider CLIF type with their upper bits kept zero (`i65`..`i127` in
//!   an `i128`; a load or store of one touches exactly its bytes). Wider integers
//!   are refused with an error naming the type. Pointers are `i32`.
//!   `float` and `double` are CLIF `f32` and `f64` (`long double` is `double` on
//!   MIPS O32); `half`, `bfloat`, `fp128`, `x86_fp80` and `ppc_fp128` are refused
//!   with an error naming the type. Aggregates and vectors are values too: each
//!   is the list of its scalar leaves (vectors are scalarised lane by lane).
//! - **Floating point.** Cpu0 has no FPU: the backend lowers CLIF's float
//!   operations to calls of its soft-float runtime (`cpu0-rt`). `fadd`..`fdiv`,
//!   `fneg`, `fcmp` (all sixteen predicates), the casts and most intrinsics are
//!   CLIF instructions; `frem`, `llvm.round`, `llvm.minnum` and `llvm.maxnum`,
//!   which CLIF lacks, call the runtime's `__cpu0_rem_f32`, `__cpu0_round_f64`,
//!   ... by name (imports the JIT and the linker resolve). `fptosi`/`fptoui` of a
//!   value out of range is poison in LLVM: the conversions saturate and never
//!   trap. `llvm.fmuladd` is a multiplication and an addition, unfused, as hosts
//!   without an FMA unit compute `a * b + c`; `llvm.rint`/`nearbyint` round to
//!   even. Float literals are exact: a `float` printed as a double's hex digits
//!   must be representable as a float, as LLVM requires.
//! - **Signatures.** Each leaf of a parameter is one CLIF parameter; `signext` and
//!   `zeroext` become `sext`/`uext`. `sret` and `byval` parameters are pointers;
//!   at a call, a `byval` argument is copied into the caller's frame and the copy's
//!   address is passed. A result of more than four words is returned through a
//!   hidden first pointer parameter.
//! - **Variadic functions.** A variadic function takes its fixed parameters, then
//!   one extra `i32`: the address of an area holding the variadic arguments as
//!   MIPS O32 would lay them out on the stack (each at least a word, 8-byte
//!   values 8-byte aligned, integers narrower than 32 bits widened to a word).
//!   `llvm.va_start` stores that address in the `va_list` (a pointer), so the
//!   pointer arithmetic clang emits for MIPS, and the `va_arg` instruction, read
//!   the arguments in order. A call with no variadic arguments passes 0.
//! - **Allocas.** An `alloca` with a constant count is a stack slot (alignment up
//!   to 8 bytes, the Cpu0 stack's). A dynamic `alloca` takes memory from an area of
//!   [`TranslateOptions::dynamic_stack_size`] bytes in the function's frame;
//!   `llvm.stacksave`/`stackrestore` read and reset the area's top. Exhausting
//!   the area traps with [`TRAP_DYNAMIC_ALLOCA`].
//! - **memcpy, memmove, memset.** Known sizes up to 64 bytes are expanded inline;
//!   other sizes call the runtime's `__cpu0_memcpy`, `__cpu0_memmove` and
//!   `__cpu0_memset` (imports, which the JIT and the linker resolve like the
//!   other `__cpu0_*` routines).
//! - **blockaddress / indirectbr.** A block's address is a small number: the
//!   blocks the function's `indirectbr`s list are 1, 2, ... in block order, any
//!   other block whose address is taken comes after them; `indirectbr` branches
//!   over its listed destinations by that number (a jump table), and traps with
//!   [`TRAP_UNREACHABLE`] on any other.
//! - **Traps.** `unreachable` traps with [`TRAP_UNREACHABLE`], `llvm.trap` with
//!   [`TRAP_LLVM_TRAP`] (CLIF user trap codes).
//! - **Memory.** Loads and stores use the target's byte order (the CLIF default).
//!   A volatile access is an ordinary load or store between two `sequence_point`s:
//!   CLIF has no volatile flag, and Cranelift's alias analysis removes stores that
//!   a later store overwrites, stores of the value memory already holds, and loads
//!   of known values, which would drop all but the last of a run of bytes written
//!   to an I/O port; a `sequence_point` is a memory fence to that analysis and
//!   emits no code. Atomics are plain loads and stores (the simulator has one
//!   thread). Data objects are written in the target byte order.
//! - **Linkage.** `internal`/`private` become local, `weak`/`linkonce`/`common`
//!   preemptible, `hidden` definitions hidden, other definitions exported;
//!   declarations (functions and globals) are imports, declared on first use and
//!   resolved at link or JIT time. An `alias` resolves to its target inside the
//!   module.
//!
//! # Errors
//!
//! Nothing panics on bad input. [`parse`] returns a [`ParseError`] (line, column,
//! message); [`translate()`] and [`target_endian`] return a [`TranslateError`]:
//! the function or global, the position, and a [`TranslateErrorKind`] that tells
//! unsupported features from invalid input, types without a size, a module for
//! another target, address arithmetic only a linker could do, and errors of the
//! `Module` (which keep their [`cranelift_module::ModuleError`]). [`import`]
//! returns either, as an [`Error`].

pub mod ast;
mod error;
pub mod layout;
pub mod lexer;
pub mod parser;
pub mod translate;

pub use error::{Error, ParseError, TranslateError, TranslateErrorKind};
pub use parser::parse;
pub use translate::{target_endian, translate, TranslateOptions, Translated};

/// The CLIF user trap code of `unreachable` (and of `indirectbr` to an address
/// that is not one of its destinations).
pub const TRAP_UNREACHABLE: u8 = 1;
/// The CLIF user trap code of `llvm.trap`, `llvm.debugtrap` and `llvm.ubsantrap`.
pub const TRAP_LLVM_TRAP: u8 = 2;
/// The CLIF user trap code of a dynamic `alloca` that does not fit the area.
pub const TRAP_DYNAMIC_ALLOCA: u8 = 3;

/// Parses `text` and translates it into `module`.
pub fn import<M: cranelift_module::Module>(
    text: &str,
    module: &mut M,
    opts: &TranslateOptions,
) -> Result<Translated, Error> {
    let ast = parse(text)?;
    Ok(translate(&ast, module, opts)?)
}
