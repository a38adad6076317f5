//! The Cpu0 backend: CLIF to Cpu0 machine code.
//!
//! The path of a function (see the project's `architecture.md`):
//!
//! 1. [`compile::optimize`]: Cranelift's verifier and mid-end (unreachable code,
//!    constant phis, and the e-graph optimiser at `opt_level=speed`).
//! 2. [`lower`]: blocks ordered with critical edges split
//!    ([`lower::order`]), each instruction lowered bottom-up through the ISLE rules
//!    of `isle/lower.isle` into [`inst::MInst`]s on virtual registers.
//! 3. [`vcode`]: the result as a `regalloc2::Function`; regalloc2 allocates.
//!    At `opt_level=speed`, `postra` then tidies the allocated code: loop back
//!    edges lose their `jmp`, zeros are read from `$zero`, dead definitions go.
//! 4. [`abi`]: the calling convention and the frame layout.
//! 5. [`inst::emit`]: prologue, instructions and epilogues to words, with labels,
//!    relocations and long branches.
//!
//! ```
//! use cpu0_isa::{compile_clif_text, Flags};
//! let f = compile_clif_text("function %add(i32, i32) -> i32 {
//! block0(v0: i32, v1: i32):
//!     v2 = iadd v0, v1
//!     return v2
//! }", &Flags { disassembly: true, ..Flags::default() }).unwrap();
//! // The add moves into the delay slot of the return.
//! assert_eq!(f[0].disasm.as_deref().unwrap(), "  ret $lr\n  addu $v0, $a0, $a1\n");
//! ```
//!
//! ## The `TargetIsa` of `cranelift_module`
//!
//! `cranelift_module::Module` needs a `TargetIsa`, and that trait cannot be
//! implemented outside `cranelift-codegen` (its `compile_function` returns a type
//! that cannot be named outside the crate). [`frontend_isa`] therefore returns
//! Cranelift's own `pulley32be`/`pulley32` ISA: a 32-bit target of the right byte
//! order, which is all a frontend reads from it (pointer type, endianness, default
//! call convention). Never compile with it: call [`compile()`].

extern crate alloc;

pub mod abi;
mod addr_offsets;
mod byte_order;
mod clif_numbers;
pub mod compile;
mod compile_queue;
mod disasm;
mod induction;
pub mod inst;
mod inventory;
mod jump_table_base;
mod load_sink;
mod loops;
mod low_word;
pub mod lower;
mod postra;
pub mod regs;
mod return_dup;
pub mod settings;
mod switch_slot;
mod symbol_share;
mod thread_spare;
pub mod vcode;

pub use clif_numbers::{check_entity_numbers, TooManyEntities, MAX_CLIF_ENTITIES};
pub use compile_queue::{CompileQueue, Compiled};
pub use settings::{Flags, OptLevel};

/// The name under which a call of `setjmp` reaches the runtime (a testcase
/// name, like the backend's own runtime calls). A function that calls it is
/// compiled without the mid-end: `longjmp` returns from the call a second time,
/// and only values in explicit stack slots are sure to be intact then.
pub const RETURNS_TWICE_SYMBOL: &str = "__cpu0_setjmp";

/// Whether a call of `name` may return twice (it is [`RETURNS_TWICE_SYMBOL`]).
pub fn returns_twice(name: &cranelift_codegen::ir::ExternalName) -> bool {
    matches!(name, cranelift_codegen::ir::ExternalName::TestCase(t) if t.raw() == RETURNS_TWICE_SYMBOL.as_bytes())
}

use cranelift_codegen::ir::{ExternalName, Function, TrapCode};
use cranelift_codegen::Context;

/// A relocation of the Cpu0 ELF ABI (the numbers are the ELF `r_type` values).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u32)]
pub enum RelocKind {
    /// `R_CPU0_32`: word = S + A.
    Abs32 = 2,
    /// `R_CPU0_HI16`: cx16 = (S + A) >> 16 (paired with `ori`, so no carry).
    Hi16 = 5,
    /// `R_CPU0_LO16`: cx16 = (S + A) & 0xffff.
    Lo16 = 6,
    /// `R_CPU0_PC16`: cx16 = S + A - (P + 4).
    Pc16 = 10,
    /// `R_CPU0_PC24`: cx24 = S + A - (P + 4).
    Pc24 = 13,
}

impl RelocKind {
    /// Every kind the project writes and reads.
    pub const ALL: [RelocKind; 5] = [
        RelocKind::Abs32,
        RelocKind::Hi16,
        RelocKind::Lo16,
        RelocKind::Pc16,
        RelocKind::Pc24,
    ];

    /// The ELF `r_type`.
    pub fn elf_type(self) -> u32 {
        self as u32
    }

    /// The kind of an ELF `r_type`, if the project handles it.
    pub fn from_elf_type(r_type: u32) -> Option<RelocKind> {
        Self::ALL.into_iter().find(|k| k.elf_type() == r_type)
    }

    /// The ELF name, as `R_CPU0_PC24`.
    pub fn name(self) -> &'static str {
        match self {
            RelocKind::Abs32 => "R_CPU0_32",
            RelocKind::Hi16 => "R_CPU0_HI16",
            RelocKind::Lo16 => "R_CPU0_LO16",
            RelocKind::Pc16 => "R_CPU0_PC16",
            RelocKind::Pc24 => "R_CPU0_PC24",
        }
    }

    /// The instruction or data `word` at address `place`, patched to refer to
    /// `value` (S + A), per cpu0-isa.md ("Object files"): the one definition of the
    /// relocation arithmetic, used by the JIT and the linker. The error says what
    /// does not fit.
    pub fn apply(self, word: u32, place: u32, value: i64) -> Result<u32, RelocError> {
        let absolute = || u32::try_from(value).map_err(|_| RelocError::NotAnAddress(value));
        let relative = |bits: u32| {
            let delta = value - (i64::from(place) + 4);
            let limit = 1i64 << (bits - 1);
            if (-limit..limit).contains(&delta) {
                Ok(delta as u32 & ((1u32 << bits) - 1))
            } else {
                Err(RelocError::OutOfRange { delta, place, bits })
            }
        };
        Ok(match self {
            RelocKind::Abs32 => absolute()?,
            RelocKind::Hi16 => (word & 0xFFFF_0000) | (absolute()? >> 16),
            RelocKind::Lo16 => (word & 0xFFFF_0000) | (absolute()? & 0xFFFF),
            RelocKind::Pc16 => (word & 0xFFFF_0000) | relative(16)?,
            RelocKind::Pc24 => (word & 0xFF00_0000) | relative(24)?,
        })
    }
}

/// Why a relocation cannot be applied.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RelocError {
    /// An absolute relocation whose value is not a 32-bit address.
    #[error("address {0:#x} is not a 32-bit address")]
    NotAnAddress(i64),
    /// A PC-relative displacement that does not fit its field.
    #[error("displacement {delta} from {place:#x} does not fit in {bits} signed bits")]
    OutOfRange { delta: i64, place: u32, bits: u32 },
    /// The word to patch is not inside the bytes given.
    #[error("offset {offset:#x} is outside the {len} bytes it patches")]
    OutsideCode { offset: u32, len: usize },
}

/// A relocation in compiled code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reloc {
    /// Byte offset of the instruction word in the function.
    pub offset: u32,
    pub kind: RelocKind,
    pub name: ExternalName,
    pub addend: i64,
}

/// One step of a prologue, for unwind information (`.debug_frame`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnwindOp {
    /// `$sp` was lowered by this many bytes: the CFA is now `$sp + size`.
    StackAlloc(u32),
    /// The register was stored at `$sp + offset` (the new `$sp`).
    SaveReg(cpu0_asm::Reg, u32),
}

/// An unwind step and the code offset right after the instruction(s) doing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnwindEntry {
    pub offset: u32,
    pub op: UnwindOp,
}

/// The machine code of one function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompiledFunction {
    /// Instruction words in the target's byte order.
    pub code: Vec<u8>,
    pub relocs: Vec<Reloc>,
    /// Byte offset of each `trap` instruction and its code.
    pub traps: Vec<(u32, TrapCode)>,
    /// Bytes the prologue subtracts from `$sp`.
    pub frame_size: u32,
    /// Registers the prologue saves and their offsets from the new `$sp`.
    pub saves: Vec<(cpu0_asm::Reg, u32)>,
    /// The prologue's steps with their code offsets. Empty for a function without a
    /// frame (the CFA is `$sp` and the return address stays in `$lr`). Epilogues
    /// only occur right before returns, where no trap happens.
    pub unwind: Vec<UnwindEntry>,
    /// The assembly text, when [`Flags::disassembly`] is set.
    pub disasm: Option<String>,
    /// The function's read-only data: its jump tables, one word per case, all
    /// tables one after another. Each word is a code offset in this function;
    /// placed (4-aligned, in read-only memory) it must hold the function's
    /// address plus that offset: an `R_CPU0_32` against the function.
    pub jump_tables: Vec<u32>,
    /// The code words that refer to [`jump_tables`](Self::jump_tables).
    pub jump_table_refs: Vec<TableRef>,
}

impl CompiledFunction {
    /// Checks what placing the jump tables relies on: each table word is an
    /// offset inside the code, each reference a code word that points into the
    /// tables. `Err` holds the first offending offset (a table word's value, or
    /// a reference's code offset). Whoever places a function checks before
    /// writing anything, so a refused function leaves nothing behind.
    pub fn check_jump_tables(&self) -> Result<(), u32> {
        let len = self.code.len() as u32;
        let size = 4 * self.jump_tables.len() as u32;
        if let Some(&bad) = self.jump_tables.iter().find(|&&t| t >= len) {
            return Err(bad);
        }
        match self
            .jump_table_refs
            .iter()
            .find(|r| r.offset.checked_add(4).is_none_or(|end| end > len) || r.addend >= size)
        {
            Some(r) => Err(r.offset),
            None => Ok(()),
        }
    }
}

/// A relocation in code against the function's own jump tables: the word at
/// `offset` is patched with `kind` to refer to the tables' address plus `addend`
/// (a byte offset into them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableRef {
    pub offset: u32,
    pub kind: RelocKind,
    pub addend: u32,
}

/// Why a function could not be compiled.
#[derive(Debug, thiserror::Error)]
pub enum CompileError {
    /// The CLIF verifier rejected the function.
    #[error("invalid function: {0}")]
    Verifier(String),
    /// The function uses something this backend does not implement.
    #[error("unsupported: {0}")]
    Unsupported(String),
    /// A bug in the backend.
    #[error("internal error: {0}")]
    Internal(String),
    /// The CLIF text could not be parsed.
    #[error("{0}")]
    Parse(String),
}

/// Compiles the function in `ctx` for Cpu0.
pub fn compile(ctx: &mut Context, flags: &Flags) -> Result<CompiledFunction, CompileError> {
    compile::compile(ctx, flags)
}

/// Compiles functions in parallel on rayon's threads and returns, in the order
/// given, each one's tag, the function as compiled (its mid-end output, whose
/// names the relocations refer to) and the result: the caller places them in
/// definition order, so its output does not depend on the number of threads.
/// `T` is whatever the caller needs to place a function (its id, its name).
pub fn compile_all<T: Send>(
    funcs: Vec<(T, Function)>,
    flags: &Flags,
) -> Vec<(T, Function, Result<CompiledFunction, CompileError>)> {
    use rayon::prelude::*;
    funcs
        .into_par_iter()
        .map(|(tag, func)| {
            let mut ctx = Context::for_function(func);
            let code = compile(&mut ctx, flags);
            (tag, ctx.func, code)
        })
        .collect()
}

/// Parses CLIF text and compiles every function in it.
pub fn compile_clif_text(text: &str, flags: &Flags) -> Result<Vec<CompiledFunction>, CompileError> {
    check_entity_numbers(text).map_err(|e| CompileError::Parse(format!("line {}: {e}", e.line)))?;
    let funcs =
        cranelift_reader::parse_functions(text).map_err(|e| CompileError::Parse(e.to_string()))?;
    funcs
        .into_iter()
        .map(|f| compile(&mut Context::for_function(f), flags))
        .collect()
}

/// The `TargetIsa` to give `cranelift_module` and frontends: see the crate docs.
pub fn frontend_isa(
    endian: cpu0_asm::Endian,
) -> Result<std::sync::Arc<dyn cranelift_codegen::isa::TargetIsa>, CompileError> {
    isa_with_flags(endian, cranelift_codegen::settings::builder())
}

/// A stand-in ISA for the verifier, with `preserve_frame_pointers` set (the
/// verifier wants it for `get_frame_pointer`/`get_return_address`).
pub(crate) fn verifier_isa(
    endian: cpu0_asm::Endian,
) -> Result<std::sync::Arc<dyn cranelift_codegen::isa::TargetIsa>, CompileError> {
    use cranelift_codegen::settings::Configurable;
    let mut b = cranelift_codegen::settings::builder();
    b.enable("preserve_frame_pointers")
        .map_err(|e| CompileError::Internal(format!("flags: {e}")))?;
    isa_with_flags(endian, b)
}

fn isa_with_flags(
    endian: cpu0_asm::Endian,
    flag_builder: cranelift_codegen::settings::Builder,
) -> Result<std::sync::Arc<dyn cranelift_codegen::isa::TargetIsa>, CompileError> {
    use std::str::FromStr;
    let triple = match endian {
        cpu0_asm::Endian::Big => "pulley32be",
        cpu0_asm::Endian::Little => "pulley32",
    };
    let triple = target_lexicon::Triple::from_str(triple)
        .map_err(|e| CompileError::Internal(format!("triple: {e}")))?;
    let builder = cranelift_codegen::isa::lookup(triple)
        .map_err(|e| CompileError::Internal(format!("frontend ISA: {e}")))?;
    let flags = cranelift_codegen::settings::Flags::new(flag_builder);
    builder
        .finish(flags)
        .map_err(|e| CompileError::Internal(format!("frontend ISA: {e}")))
}
