//! The importer's errors. [`parse`](crate::parse) fails with a [`ParseError`] (a
//! position and a message), [`translate`](crate::translate()) with a
//! [`TranslateError`] (where, and a [`TranslateErrorKind`] saying what kind of
//! problem it is), [`import`](crate::import) with either ([`Error`]).
//!
//! Inside the translator, helpers return a bare [`TranslateErrorKind`]; the
//! function, global or instruction being translated adds the location on the way
//! out.

use crate::ast::Pos;
use cranelift_module::ModuleError;
use std::fmt;

/// A syntax error, with its 1-based line and column.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {col}: {msg}")]
pub struct ParseError {
    pub line: u32,
    pub col: u32,
    pub msg: String,
}

/// Why a module could not be translated, and where.
#[derive(Debug)]
pub struct TranslateError {
    /// The function or global being translated, if any.
    pub symbol: Option<String>,
    /// Where in the source.
    pub pos: Option<Pos>,
    /// What went wrong.
    pub kind: TranslateErrorKind,
}

/// What kind of problem stopped a translation. Each carries the message that
/// says what and why (the [`TranslateError`] around it says where).
#[derive(Debug, thiserror::Error)]
pub enum TranslateErrorKind {
    /// Valid LLVM IR the importer does not translate: floating-point types
    /// other than `float` and `double` (`half`, `fp128`, ...), inline assembly,
    /// an unknown intrinsic, integers wider than 128 bits, values too large to be
    /// held in registers, ...
    #[error("{0}")]
    Unsupported(String),
    /// Input that is not valid LLVM IR: undefined names, type mismatches,
    /// misplaced phis or terminators, indices out of range, ...
    #[error("{0}")]
    Invalid(String),
    /// A type without a size (opaque, `void`, a function or label type) where
    /// its size or layout is needed.
    #[error("{0}")]
    Unsized(String),
    /// The module is for another target: 64-bit pointers, the other byte order.
    #[error("{0}")]
    Target(String),
    /// A constant expression on addresses whose value only the linker knows
    /// (`sub (ptrtoint @a, ptrtoint @b)`), where nothing can compute it: code
    /// computes such expressions at run time, data cannot hold them.
    #[error("{0}")]
    LinkTime(String),
    /// The `cranelift_module::Module` refused a declaration or a definition
    /// (`context` says which). Boxed: a `ModuleError` is large, and every
    /// internal result carries this type.
    #[error("{context}: {source}")]
    Module {
        context: String,
        #[source]
        source: Box<ModuleError>,
    },
}

/// Either kind of error, for callers that parse and translate in one go.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{0}")]
    Parse(#[from] ParseError),
    #[error("{0}")]
    Translate(#[from] TranslateError),
}

impl TranslateError {
    /// An error of the whole module (no function, no position).
    pub(crate) fn new(kind: TranslateErrorKind) -> Self {
        TranslateError {
            symbol: None,
            pos: None,
            kind,
        }
    }

    /// An error at `pos`, outside any function or global.
    pub(crate) fn at(pos: Pos, kind: TranslateErrorKind) -> Self {
        TranslateError {
            symbol: None,
            pos: Some(pos),
            kind,
        }
    }

    /// An error in the definition of `symbol` at `pos`.
    pub(crate) fn in_symbol(symbol: &str, pos: Option<Pos>, kind: TranslateErrorKind) -> Self {
        TranslateError {
            symbol: Some(symbol.to_string()),
            pos,
            kind,
        }
    }
}

impl fmt::Display for TranslateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(p) = self.pos {
            write!(f, "{p}: ")?;
        }
        if let Some(symbol) = &self.symbol {
            write!(f, "in @{symbol}: ")?;
        }
        write!(f, "{}", self.kind)
    }
}

impl std::error::Error for TranslateError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        std::error::Error::source(&self.kind)
    }
}

impl TranslateErrorKind {
    /// The same kind of error with `what` in front of its message.
    pub(crate) fn context(self, what: impl fmt::Display) -> Self {
        use TranslateErrorKind::*;
        match self {
            Unsupported(m) => Unsupported(format!("{what}: {m}")),
            Invalid(m) => Invalid(format!("{what}: {m}")),
            Unsized(m) => Unsized(format!("{what}: {m}")),
            Target(m) => Target(format!("{what}: {m}")),
            LinkTime(m) => LinkTime(format!("{what}: {m}")),
            Module { context, source } => Module {
                context: format!("{what}: {context}"),
                source,
            },
        }
    }
}

/// An error for valid input the importer does not translate.
pub(crate) fn unsupported(msg: impl Into<String>) -> TranslateErrorKind {
    TranslateErrorKind::Unsupported(msg.into())
}

/// An error for input that is not valid LLVM IR.
pub(crate) fn invalid(msg: impl Into<String>) -> TranslateErrorKind {
    TranslateErrorKind::Invalid(msg.into())
}

/// An error for a declaration or definition the module refused.
pub(crate) fn module_error(context: impl Into<String>, source: ModuleError) -> TranslateErrorKind {
    TranslateErrorKind::Module {
        context: context.into(),
        source: Box::new(source),
    }
}
