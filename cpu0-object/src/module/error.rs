//! [`ObjectError`]: why the object writer refused a definition or could not write
//! the object.

use cpu0_isa::CompileError;
use cpu0_module::decls::DataError;
use cpu0_module::frame::FrameError;
use cranelift_module::ModuleError;

use crate::elf_out::WriteError;

/// Why [`Cpu0ObjectModule`](crate::Cpu0ObjectModule) refused a definition or could
/// not write the object. Errors of `Module` methods arrive wrapped in
/// `ModuleError::Backend`; `downcast_ref::<ObjectError>()` on it gives this value.
#[derive(Debug, thiserror::Error)]
pub enum ObjectError {
    /// The backend could not compile a function.
    #[error("{function}: {error}")]
    Compile {
        function: String,
        error: CompileError,
    },
    /// A relocation or an address in data whose target cannot be a symbol.
    #[error("{from}: {problem}")]
    Reference {
        from: String,
        problem: ReferenceError,
    },
    #[error("{function}: relocation at {offset:#x} is outside the code")]
    RelocationOutside { function: String, offset: u32 },
    /// Raw code with a Cranelift relocation other than `Abs4`.
    #[error("{function}: relocation {kind} at {offset:#x}: Cranelift relocations have no Cpu0 equivalent except Abs4; compile with define_function instead")]
    RawRelocation {
        function: String,
        kind: String,
        offset: u32,
    },
    #[error("{name}: {problem}")]
    Data { name: String, problem: DataError },
    #[error(
        "{name}: custom section {section} is not supported (data goes to .data, .rodata or .bss)"
    )]
    CustomSection { name: String, section: String },
    #[error("{name}: alignment {align} is above 65536")]
    Alignment { name: String, align: u32 },
    #[error("{name}: {size} bytes is too large")]
    TooLarge { name: String, size: usize },
    #[error("the object's section is larger than 4 GiB")]
    SectionFull,
    /// A local function (or data object) that nothing outside the object could
    /// define.
    #[error("local {what} {name} is declared but never defined")]
    UndefinedLocal { what: &'static str, name: String },
    #[error("{0}")]
    Frame(#[from] FrameError),
    #[error("{0}")]
    Write(#[from] WriteError),
}

/// Why a reference has no symbol in a Cpu0 object.
#[derive(Debug, thiserror::Error)]
pub enum ReferenceError {
    #[error("unknown user name reference {0}")]
    UnknownUserReference(String),
    #[error("a test-case name is not UTF-8")]
    NameNotUtf8,
    #[error("known symbol {0} is not supported by Cpu0 objects")]
    KnownSymbol(String),
    #[error("u0:{0} is not a declared function")]
    UndeclaredFunction(u32),
    #[error("u1:{0} is not a declared data object")]
    UndeclaredData(u32),
    #[error("user name u{namespace}:{index}: namespace {namespace} is neither functions (0) nor data (1)")]
    Namespace { namespace: u32, index: u32 },
    #[error("a reference into function {function}+{offset} is not supported")]
    IntoFunction { function: String, offset: u32 },
    #[error("{0} is not defined")]
    NotDefined(String),
}

pub(crate) fn backend(e: ObjectError) -> ModuleError {
    ModuleError::Backend(anyhow::Error::new(e))
}
