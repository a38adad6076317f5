//! `JitError`: why a JIT operation failed.

use super::*;

/// Why a JIT operation failed. Errors of `Module` methods arrive wrapped in
/// [`ModuleError::Backend`]; `downcast_ref::<JitError>()` on it gives this value.
#[derive(Debug, thiserror::Error)]
pub enum JitError {
    /// The builder's settings cannot be honoured.
    #[error("bad JIT configuration: {0}")]
    Config(String),
    /// The backend could not compile a function.
    #[error("function {function}: {error}")]
    Compile {
        function: String,
        error: CompileError,
    },
    /// Several functions could not be compiled at finalisation (each a
    /// `Compile` error, in definition order; a placement error last).
    #[error("{}", join_errors(.0))]
    Several(Vec<JitError>),
    /// A runtime function could not be compiled.
    #[error("{0}")]
    Runtime(#[from] RuntimeError),
    /// A reference to something no definition, host function or runtime function
    /// provides.
    #[error("undefined symbol {symbol} (referenced by {from}): the module defines nothing of that name and no host function of that name is registered")]
    Undefined { symbol: String, from: String },
    /// A data object that is declared but not defined: the host cannot provide
    /// data, since guest code cannot see host memory.
    #[error("data object {name} (referenced by {from}) is not defined: imported data must be defined in the module, as guest code cannot see host memory")]
    UndefinedData { name: String, from: String },
    /// A relocation that cannot be applied.
    #[error("{from}+{offset:#x}: {kind} relocation against {symbol}: {problem}")]
    Reloc {
        from: String,
        offset: u32,
        kind: String,
        symbol: String,
        problem: cpu0_isa::RelocError,
    },
    /// The code or data region of the simulator memory is full.
    #[error("out of simulator memory: {0}")]
    OutOfMemory(String),
    /// Something the Cpu0 JIT does not support.
    #[error("unsupported: {0}")]
    Unsupported(String),
    /// A function or data object that is not (yet) defined and finalized.
    #[error("{0}")]
    NotFinalized(String),
    /// The arguments do not fit the function's signature, or the signature has
    /// values calls from the host cannot pass.
    #[error("bad call of {function}: {message}")]
    BadCall { function: String, message: String },
    /// The guest function broke the calling convention.
    #[error("{function}: ABI violation: {message}")]
    Abi { function: String, message: String },
    /// Strict mode: the guest function returned with a callee-saved register
    /// (`$s0`, `$s1`, `$gp`, `$fp`, `$sp`) changed.
    #[error("{function}: callee-saved register {register} not preserved: {expected:#010x} before the call, {found:#010x} after it")]
    CalleeSaved {
        function: String,
        register: Reg,
        expected: u32,
        found: u32,
    },
    /// The guest trapped (or ran out of instruction budget).
    #[error("{0}")]
    Trap(Box<JitTrap>),
    /// Not a fault: the guest ended the program with a word store of `status` to
    /// the exit port (0xFF000008, C's `exit`), so the called function never
    /// returned.
    #[error("{function}: the program exited with status {status}")]
    Exited { function: String, status: u32 },
}

fn join_errors(errors: &[JitError]) -> String {
    let texts: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    texts.join("; ")
}

impl JitError {
    /// The exit status, if the guest ended the program through the exit port.
    pub fn exit_status(&self) -> Option<u32> {
        match self {
            JitError::Exited { status, .. } => Some(*status),
            _ => None,
        }
    }

    /// The trap, if this is one.
    pub fn trap(&self) -> Option<&JitTrap> {
        match self {
            JitError::Trap(t) => Some(t),
            _ => None,
        }
    }
}

pub(super) fn backend(e: JitError) -> ModuleError {
    ModuleError::Backend(anyhow::Error::new(e))
}
