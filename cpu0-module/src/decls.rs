//! What every Cpu0 `cranelift_module::Module` keeps and checks alike: `cpu0-jit`'s
//! `Cpu0JitModule`, and `cpu0-object`'s `Cpu0ObjectModule` and CLIF collector
//! `CollectModule`.
//!
//! - [`Declarations`]: the module's declarations, with lookups that check the id
//!   (`ModuleDeclarations` panics on an id it does not hold, and ids come from
//!   callers and relocations).
//! - [`data_contents`]: a `DataDescription` checked (contents, alignment, the
//!   addresses written into it).
//!
//! Errors that are `cranelift_module`'s own (an undeclared id, a duplicate
//! definition) are `ModuleError`s; a data description's are [`DataError`]s, which
//! each module wraps in its own error type.

use cranelift_codegen::ir;
use cranelift_module::{
    DataDeclaration, DataDescription, DataId, FuncId, FuncOrDataId, FunctionDeclaration, Init,
    Linkage, ModuleDeclarations, ModuleError, ModuleRelocTarget, ModuleResult,
};

/// A module's declarations and how many there are of each kind (ids are dense from
/// 0), so that an id is looked up only if this module declared it.
///
/// Thread-local data objects are refused: Cpu0 has no thread-local storage.
#[derive(Debug, Default)]
pub struct Declarations {
    declarations: ModuleDeclarations,
    /// One past the highest function / data object id declared.
    functions: u32,
    data_objects: u32,
}

impl Declarations {
    pub fn new() -> Declarations {
        Declarations::default()
    }

    /// All declarations, for `Module::declarations`.
    pub fn inner(&self) -> &ModuleDeclarations {
        &self.declarations
    }

    pub fn declare_function(
        &mut self,
        name: &str,
        linkage: Linkage,
        signature: &ir::Signature,
    ) -> ModuleResult<FuncId> {
        let (id, _) = self
            .declarations
            .declare_function(name, linkage, signature)?;
        self.functions = self.functions.max(id.as_u32() + 1);
        Ok(id)
    }

    pub fn declare_anonymous_function(
        &mut self,
        signature: &ir::Signature,
    ) -> ModuleResult<FuncId> {
        let id = self.declarations.declare_anonymous_function(signature)?;
        self.functions = self.functions.max(id.as_u32() + 1);
        Ok(id)
    }

    /// Declares a data object; thread-local ones are refused (Cpu0 has no
    /// thread-local storage).
    pub fn declare_data(
        &mut self,
        name: &str,
        linkage: Linkage,
        writable: bool,
        tls: bool,
    ) -> ModuleResult<DataId> {
        if tls {
            return Err(no_tls(name));
        }
        let (id, _) = self
            .declarations
            .declare_data(name, linkage, writable, false)?;
        self.data_objects = self.data_objects.max(id.as_u32() + 1);
        Ok(id)
    }

    /// Declares an anonymous data object; thread-local ones are refused.
    pub fn declare_anonymous_data(&mut self, writable: bool, tls: bool) -> ModuleResult<DataId> {
        if tls {
            return Err(no_tls("an anonymous data object"));
        }
        let id = self.declarations.declare_anonymous_data(writable, false)?;
        self.data_objects = self.data_objects.max(id.as_u32() + 1);
        Ok(id)
    }

    /// The declaration of function `id`, if this module declared it.
    pub fn function(&self, id: FuncId) -> Option<&FunctionDeclaration> {
        (id.as_u32() < self.functions).then(|| self.declarations.get_function_decl(id))
    }

    /// The declaration of data object `id`, if this module declared it.
    pub fn data_object(&self, id: DataId) -> Option<&DataDeclaration> {
        (id.as_u32() < self.data_objects).then(|| self.declarations.get_data_decl(id))
    }

    /// The linkage name of function `id` (`.Lfn<id>` when anonymous), or the id
    /// itself when it is not declared here.
    pub fn function_name(&self, id: FuncId) -> String {
        match self.function(id) {
            Some(decl) => decl.linkage_name(id).into_owned(),
            None => id.to_string(),
        }
    }

    /// The linkage name of data object `id`, or the id itself when it is not
    /// declared here.
    pub fn data_name(&self, id: DataId) -> String {
        match self.data_object(id) {
            Some(decl) => decl.linkage_name(id).into_owned(),
            None => id.to_string(),
        }
    }

    /// What a user name refers to, if declared here: namespace 0 holds functions and
    /// 1 data objects, indexed by their ids, as `cranelift_module` names them.
    pub fn user(&self, namespace: u32, index: u32) -> Option<FuncOrDataId> {
        match namespace {
            0 if index < self.functions => Some(FuncOrDataId::Func(FuncId::from_u32(index))),
            1 if index < self.data_objects => Some(FuncOrDataId::Data(DataId::from_u32(index))),
            _ => None,
        }
    }

    /// The declaration of function `id` if it may be defined now: declared here,
    /// not an import, and not `defined` already.
    pub fn definable_function(
        &self,
        id: FuncId,
        defined: bool,
    ) -> ModuleResult<&FunctionDeclaration> {
        let decl = self
            .function(id)
            .ok_or_else(|| ModuleError::Undeclared(id.to_string()))?;
        definable(decl.linkage, defined, || decl.linkage_name(id).into_owned())?;
        Ok(decl)
    }

    /// The declaration of data object `id` if it may be defined now: declared here,
    /// not an import, and not `defined` already.
    pub fn definable_data(&self, id: DataId, defined: bool) -> ModuleResult<&DataDeclaration> {
        let decl = self
            .data_object(id)
            .ok_or_else(|| ModuleError::Undeclared(id.to_string()))?;
        definable(decl.linkage, defined, || decl.linkage_name(id).into_owned())?;
        Ok(decl)
    }
}

fn no_tls(what: &str) -> ModuleError {
    ModuleError::Backend(anyhow::anyhow!(
        "{what}: thread-local data is not supported on Cpu0"
    ))
}

/// The `cranelift_module::Module` methods that only declare things, written once for
/// every Cpu0 module: `isa` returns the module's `isa` field (a `Box`/`Arc` of a
/// `TargetIsa`), the `declare_*` methods forward to its `declarations` field (a
/// [`Declarations`]). Use it inside `impl Module for ...`; the caller imports
/// `TargetIsa`, `ModuleDeclarations`, `Linkage`, `FuncId`, `DataId`,
/// `ModuleResult` and `ir`.
#[macro_export]
macro_rules! module_declaration_methods {
    () => {
        fn isa(&self) -> &dyn TargetIsa {
            &*self.isa
        }

        fn declarations(&self) -> &ModuleDeclarations {
            self.declarations.inner()
        }

        fn declare_function(
            &mut self,
            name: &str,
            linkage: Linkage,
            signature: &ir::Signature,
        ) -> ModuleResult<FuncId> {
            self.declarations.declare_function(name, linkage, signature)
        }

        fn declare_anonymous_function(
            &mut self,
            signature: &ir::Signature,
        ) -> ModuleResult<FuncId> {
            self.declarations.declare_anonymous_function(signature)
        }

        fn declare_data(
            &mut self,
            name: &str,
            linkage: Linkage,
            writable: bool,
            tls: bool,
        ) -> ModuleResult<DataId> {
            self.declarations.declare_data(name, linkage, writable, tls)
        }

        fn declare_anonymous_data(&mut self, writable: bool, tls: bool) -> ModuleResult<DataId> {
            self.declarations.declare_anonymous_data(writable, tls)
        }
    };
}

fn definable(linkage: Linkage, defined: bool, name: impl Fn() -> String) -> ModuleResult<()> {
    if !linkage.is_definable() {
        return Err(ModuleError::InvalidImportDefinition(name()));
    }
    if defined {
        // No redefinition, before or after finalizing (no hot-swapping either).
        return Err(ModuleError::DuplicateDefinition(name()));
    }
    Ok(())
}

/// An address a data object holds: the address of `target` plus `addend`, as a
/// word at `offset`.
#[derive(Clone, Debug)]
pub struct DataReloc {
    pub offset: u32,
    pub target: ModuleRelocTarget,
    pub addend: i64,
}

/// What a `DataDescription` asks for, checked.
#[derive(Clone, Debug)]
pub struct DataContents<'a> {
    /// The initial bytes; `None` when they are all zero.
    pub bytes: Option<&'a [u8]>,
    pub size: usize,
    /// The alignment asked for (a power of two), or `None` for the module's default.
    pub align: Option<u32>,
    /// The addresses to write into it, each a word inside the object.
    pub relocs: Vec<DataReloc>,
}

/// Why a data description cannot be defined.
#[derive(Debug, thiserror::Error)]
pub enum DataError {
    #[error("the data description has no contents (DataDescription::define or define_zeroinit)")]
    NoContents,
    #[error("alignment {0} is not a power of two below 2^32")]
    Alignment(u64),
    #[error("unknown function reference {0}")]
    UnknownFunction(String),
    #[error("unknown data reference {0}")]
    UnknownData(String),
    #[error("an address at offset {offset} does not fit in its {size} bytes")]
    AddressOutside { offset: u32, size: usize },
}

/// Checks a data description: it has contents, its alignment is a power of two
/// below 2^32, and each address it holds names a reference the description
/// declares and fits inside the object. Other limits (alignment, sections) are
/// the module's.
pub fn data_contents(data: &DataDescription) -> Result<DataContents<'_>, DataError> {
    let (bytes, size) = match &data.init {
        Init::Uninitialized => return Err(DataError::NoContents),
        Init::Zeros { size } => (None, *size),
        Init::Bytes { contents } => (Some(&contents[..]), contents.len()),
    };
    let align = match data.align {
        None => None,
        Some(a) => Some(
            u32::try_from(a)
                .ok()
                .filter(|a| a.is_power_of_two())
                .ok_or(DataError::Alignment(a))?,
        ),
    };
    let mut relocs = Vec::new();
    for &(offset, fref) in &data.function_relocs {
        let target = data
            .function_decls
            .get(fref)
            .ok_or_else(|| DataError::UnknownFunction(fref.to_string()))?;
        relocs.push(DataReloc {
            offset,
            target: target.clone(),
            addend: 0,
        });
    }
    for &(offset, gv, addend) in &data.data_relocs {
        let target = data
            .data_decls
            .get(gv)
            .ok_or_else(|| DataError::UnknownData(gv.to_string()))?;
        relocs.push(DataReloc {
            offset,
            target: target.clone(),
            addend,
        });
    }
    if let Some(r) = relocs
        .iter()
        .find(|r| u64::from(r.offset) + 4 > size as u64)
    {
        return Err(DataError::AddressOutside {
            offset: r.offset,
            size,
        });
    }
    Ok(DataContents {
        bytes,
        size,
        align,
        relocs,
    })
}
