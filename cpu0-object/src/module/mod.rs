//! [`Cpu0ObjectModule`]: `cranelift_module::Module` writing Cpu0 ELF relocatable
//! objects. Definitions are placed in section buffers here; `write` turns them
//! into the object file; `error` says why something was refused.

mod error;
mod write;

pub use error::{ObjectError, ReferenceError};

use cpu0_isa::{CompiledFunction, Flags, UnwindEntry};
use cpu0_module::decls::{data_contents, Declarations};
use cranelift_codegen::ir::function::FunctionParameters;
use cranelift_codegen::ir::{self, ExternalName, Function, LibCall};
use cranelift_codegen::isa::TargetIsa;
use cranelift_codegen::{binemit, Context};
use cranelift_control::ControlPlane;
use cranelift_module::{
    DataDescription, DataId, FuncId, FuncOrDataId, Linkage, Module, ModuleDeclarations,
    ModuleReloc, ModuleRelocTarget, ModuleResult,
};
use error::backend;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use crate::reloc::R_CPU0_32;

/// Names for libcalls, as `cranelift_module::default_libcall_names` gives them.
pub type LibcallNames = Box<dyn Fn(LibCall) -> String + Send + Sync>;

/// Settings of a [`Cpu0ObjectModule`].
pub struct Cpu0ObjectBuilder {
    flags: Flags,
    name: String,
    libcall_names: LibcallNames,
    data_align: u32,
}

impl Cpu0ObjectBuilder {
    /// A builder for an object named `name` (the `STT_FILE` symbol), compiled with
    /// `flags` (byte order, ISA level, optimisation).
    pub fn new(flags: Flags, name: impl Into<String>) -> Cpu0ObjectBuilder {
        Cpu0ObjectBuilder {
            flags,
            name: name.into(),
            libcall_names: cranelift_module::default_libcall_names(),
            data_align: 4,
        }
    }

    /// How `ExternalName::LibCall`s are named (default: `default_libcall_names`).
    pub fn libcall_names(mut self, names: LibcallNames) -> Self {
        self.libcall_names = names;
        self
    }

    /// The alignment of data objects that do not set one (default 4, a word).
    pub fn default_data_align(mut self, align: u32) -> Self {
        self.data_align = align.max(1);
        self
    }
}

/// A symbol a relocation refers to, before the symbol table exists.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum RelocTarget {
    Func(FuncId),
    Data(DataId),
    /// A name that may or may not be declared (test-case names, libcalls).
    Name(String),
    /// One of the object's own sections (`write::TEXT` and so on), through its
    /// section symbol: what jump tables and the code reading them refer to.
    Section(usize),
}

#[derive(Clone, Debug)]
struct PendingReloc {
    offset: u32,
    target: RelocTarget,
    r_type: u32,
    addend: i64,
}

struct DefinedFunction {
    offset: u32,
    len: u32,
    /// The prologue's steps; `None` for raw bytes, whose frame is unknown (no FDE).
    unwind: Option<Vec<UnwindEntry>>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum DataSection {
    Data,
    Rodata,
    Bss,
}

struct DefinedData {
    section: DataSection,
    offset: u32,
    size: u32,
}

/// A section being filled.
#[derive(Default)]
struct Buffer {
    bytes: Vec<u8>,
    /// Size for `.bss`, which has no bytes.
    size: u32,
    align: u32,
    relocs: Vec<PendingReloc>,
}

impl Buffer {
    fn place(&mut self, len: usize, align: u32) -> Result<u32, ObjectError> {
        let align = align.max(1);
        self.align = self.align.max(align);
        let start = (self.size as u64).next_multiple_of(u64::from(align));
        let end = start + len as u64;
        if end > u64::from(u32::MAX) {
            return Err(ObjectError::SectionFull);
        }
        self.size = end as u32;
        Ok(start as u32)
    }

    fn append(&mut self, bytes: &[u8], align: u32) -> Result<u32, ObjectError> {
        let at = self.place(bytes.len(), align)?;
        self.bytes.resize(at as usize, 0);
        self.bytes.extend_from_slice(bytes);
        Ok(at)
    }

    /// Records relocations of something placed at `at`: (offset in it, target,
    /// type, addend).
    fn add_relocs(&mut self, at: u32, relocs: Vec<(u32, RelocTarget, u32, i64)>) {
        for (offset, target, r_type, addend) in relocs {
            self.relocs.push(PendingReloc {
                offset: at + offset,
                target,
                r_type,
                addend,
            });
        }
    }
}

/// A `cranelift_module::Module` that compiles functions for Cpu0 and writes them,
/// with data objects, into an ELF32 relocatable object ([`finish`](Self::finish)).
///
/// Sections: `.text` (functions, 4-aligned), `.data` (writable initialised data),
/// `.rodata` (read-only data), `.bss` (writable zero-initialised data),
/// `.debug_frame` (one FDE per compiled function), their `.rela.*` sections, and the
/// symbol table: defined functions are `STT_FUNC` and data objects `STT_OBJECT`, with
/// sizes; `Linkage::Export` is global, `Hidden` global with hidden visibility,
/// `Preemptible` weak, `Local` local, `Import` undefined.
pub struct Cpu0ObjectModule {
    isa: Arc<dyn TargetIsa>,
    flags: Flags,
    name: String,
    libcall_names: LibcallNames,
    data_align: u32,
    declarations: Declarations,
    functions: HashMap<FuncId, DefinedFunction>,
    /// Functions defined but not placed yet: they compile on rayon's threads
    /// while the caller defines the next ones, and [`finish`](Self::finish)
    /// places them in definition order.
    pending: cpu0_isa::CompileQueue<(FuncId, String)>,
    pending_ids: HashSet<FuncId>,
    data_objects: HashMap<DataId, DefinedData>,
    text: Buffer,
    data: Buffer,
    rodata: Buffer,
    bss: Buffer,
    /// Whether raw bytes were defined (their delay slots are unknown).
    raw_code: bool,
}

impl Cpu0ObjectModule {
    /// A module with the builder's settings.
    ///
    /// # Panics
    ///
    /// Never in practice: the frontend ISA (`pulley32`/`pulley32be`) is always built.
    pub fn new(builder: Cpu0ObjectBuilder) -> Cpu0ObjectModule {
        let isa = cpu0_isa::frontend_isa(builder.flags.endian)
            .expect("cranelift-codegen is built with the pulley frontend ISA");
        Cpu0ObjectModule {
            isa,
            flags: builder.flags,
            name: builder.name,
            libcall_names: builder.libcall_names,
            data_align: builder.data_align,
            declarations: Declarations::new(),
            functions: HashMap::new(),
            pending: cpu0_isa::CompileQueue::new(builder.flags),
            pending_ids: HashSet::new(),
            data_objects: HashMap::new(),
            text: Buffer {
                align: 4,
                ..Buffer::default()
            },
            data: Buffer::default(),
            rodata: Buffer::default(),
            bss: Buffer::default(),
            raw_code: false,
        }
    }

    /// The backend settings functions are compiled with.
    pub fn flags(&self) -> &Flags {
        &self.flags
    }

    /// The name of `func` if it may be defined now.
    fn check_definable_function(&self, func: FuncId) -> ModuleResult<String> {
        let decl = self
            .declarations
            .definable_function(func, self.is_defined(func))?;
        Ok(decl.linkage_name(func).into_owned())
    }

    fn is_defined(&self, func: FuncId) -> bool {
        self.functions.contains_key(&func) || self.pending_ids.contains(&func)
    }

    fn func_name(&self, func: FuncId) -> String {
        self.declarations.function_name(func)
    }

    /// Defines a function from code compiled elsewhere with [`cpu0_isa::compile()`].
    /// `params` gives the meaning of the `ExternalName::User` references in its
    /// relocations (the compiled function's `ctx.func.params`).
    pub fn define_compiled_function(
        &mut self,
        func: FuncId,
        code: &CompiledFunction,
        params: &FunctionParameters,
    ) -> ModuleResult<()> {
        let name = self.check_definable_function(func)?;
        self.place_function(func, name, code, params)
            .map_err(backend)
    }

    fn place_function(
        &mut self,
        func: FuncId,
        name: String,
        code: &CompiledFunction,
        params: &FunctionParameters,
    ) -> Result<(), ObjectError> {
        let mut relocs = Vec::with_capacity(code.relocs.len());
        for r in &code.relocs {
            if r.offset as usize + 4 > code.code.len() {
                return Err(ObjectError::RelocationOutside {
                    function: name,
                    offset: r.offset,
                });
            }
            let target =
                self.target_of(&r.name, params)
                    .map_err(|problem| ObjectError::Reference {
                        from: name.clone(),
                        problem,
                    })?;
            relocs.push((r.offset, target, r.kind.elf_type(), r.addend));
        }
        // Checked before anything is appended: an error leaves the sections as
        // they were.
        code.check_jump_tables()
            .map_err(|offset| ObjectError::RelocationOutside {
                function: name.clone(),
                offset,
            })?;
        let offset = self.text.append(&code.code, 4)?;
        self.text.add_relocs(offset, relocs);
        self.place_jump_tables(offset, code)?;
        self.functions.insert(
            func,
            DefinedFunction {
                offset,
                len: code.code.len() as u32,
                unwind: Some(code.unwind.clone()),
            },
        );
        Ok(())
    }

    /// The jump tables of a function placed at `.text` + `at`: in `.rodata`, each
    /// word an `R_CPU0_32` against `.text`, and the code's references to them
    /// relocated against `.rodata`. `CompiledFunction::check_jump_tables` has
    /// accepted them.
    fn place_jump_tables(&mut self, at: u32, code: &CompiledFunction) -> Result<(), ObjectError> {
        if code.jump_tables.is_empty() {
            return Ok(());
        }
        let size = 4 * code.jump_tables.len() as u32;
        let table_relocs = code
            .jump_tables
            .iter()
            .enumerate()
            .map(|(i, &target)| {
                let addend = i64::from(at) + i64::from(target);
                (
                    4 * i as u32,
                    RelocTarget::Section(write::TEXT),
                    R_CPU0_32,
                    addend,
                )
            })
            .collect();
        let table = self.rodata.append(&vec![0; size as usize], 4)?;
        self.rodata.add_relocs(table, table_relocs);
        let refs = code
            .jump_table_refs
            .iter()
            .map(|r| {
                let addend = i64::from(table) + i64::from(r.addend);
                (
                    r.offset,
                    RelocTarget::Section(write::RODATA),
                    r.kind.elf_type(),
                    addend,
                )
            })
            .collect();
        self.text.add_relocs(at, refs);
        Ok(())
    }

    /// The symbol an `ExternalName` in a function names.
    fn target_of(
        &self,
        name: &ExternalName,
        params: &FunctionParameters,
    ) -> Result<RelocTarget, ReferenceError> {
        match name {
            ExternalName::User(r) => {
                let user = params
                    .user_named_funcs()
                    .get(*r)
                    .ok_or_else(|| ReferenceError::UnknownUserReference(r.to_string()))?;
                self.user_target(user.namespace, user.index)
            }
            ExternalName::TestCase(t) => String::from_utf8(t.raw().to_vec())
                .map(RelocTarget::Name)
                .map_err(|_| ReferenceError::NameNotUtf8),
            ExternalName::LibCall(lc) => Ok(RelocTarget::Name((self.libcall_names)(*lc))),
            ExternalName::KnownSymbol(ks) => Err(ReferenceError::KnownSymbol(ks.to_string())),
        }
    }

    fn user_target(&self, namespace: u32, index: u32) -> Result<RelocTarget, ReferenceError> {
        match (namespace, self.declarations.user(namespace, index)) {
            (_, Some(FuncOrDataId::Func(id))) => Ok(RelocTarget::Func(id)),
            (_, Some(FuncOrDataId::Data(id))) => Ok(RelocTarget::Data(id)),
            (0, None) => Err(ReferenceError::UndeclaredFunction(index)),
            (1, None) => Err(ReferenceError::UndeclaredData(index)),
            (namespace, None) => Err(ReferenceError::Namespace { namespace, index }),
        }
    }

    fn module_target(&self, name: &ModuleRelocTarget) -> Result<RelocTarget, ReferenceError> {
        match name {
            ModuleRelocTarget::User { namespace, index } => self.user_target(*namespace, *index),
            ModuleRelocTarget::LibCall(lc) => Ok(RelocTarget::Name((self.libcall_names)(*lc))),
            ModuleRelocTarget::KnownSymbol(ks) => Err(ReferenceError::KnownSymbol(ks.to_string())),
            ModuleRelocTarget::FunctionOffset(f, offset) => {
                if self.is_defined(*f) {
                    Err(ReferenceError::IntoFunction {
                        function: self.func_name(*f),
                        offset: *offset,
                    })
                } else {
                    Err(ReferenceError::NotDefined(f.to_string()))
                }
            }
        }
    }

    /// The targets of a definition's `ModuleReloc`s (raw code, data): (offset,
    /// target, addend).
    fn module_targets<'a>(
        &self,
        from: &str,
        relocs: impl Iterator<Item = (u32, &'a ModuleRelocTarget, i64)>,
    ) -> Result<Vec<(u32, RelocTarget, u32, i64)>, ObjectError> {
        relocs
            .map(|(offset, target, addend)| {
                let target =
                    self.module_target(target)
                        .map_err(|problem| ObjectError::Reference {
                            from: from.to_string(),
                            problem,
                        })?;
                Ok((offset, target, R_CPU0_32, addend))
            })
            .collect()
    }

    /// Writes the ELF32 relocatable object.
    ///
    /// Errors: a function or data object declared with `Linkage::Local` but never
    /// defined (nothing outside the object could define it), or unwind information
    /// that cannot be encoded.
    pub fn finish(mut self) -> ModuleResult<Vec<u8>> {
        self.compile_pending()?;
        self.write_object().map_err(backend)
    }

    /// Waits for the functions defined so far to compile, then places them in
    /// the order they were defined: the object is the same bytes whatever the
    /// number of threads. The first compile error (in that order) is returned.
    fn compile_pending(&mut self) -> ModuleResult<()> {
        let compiled = self.pending.finish();
        self.pending_ids.clear();
        for ((func, name), compiled_func, code) in compiled {
            let code = code.map_err(|error| {
                backend(ObjectError::Compile {
                    function: name.clone(),
                    error,
                })
            })?;
            self.place_function(func, name, &code, &compiled_func.params)
                .map_err(backend)?;
        }
        Ok(())
    }

    fn place_raw_function(
        &mut self,
        func: FuncId,
        name: String,
        alignment: u64,
        bytes: &[u8],
        relocs: &[ModuleReloc],
    ) -> Result<(), ObjectError> {
        for r in relocs {
            if r.kind != binemit::Reloc::Abs4 {
                return Err(ObjectError::RawRelocation {
                    function: name,
                    kind: format!("{:?}", r.kind),
                    offset: r.offset,
                });
            }
            if r.offset as usize + 4 > bytes.len() {
                return Err(ObjectError::RelocationOutside {
                    function: name,
                    offset: r.offset,
                });
            }
        }
        let relocs =
            self.module_targets(&name, relocs.iter().map(|r| (r.offset, &r.name, r.addend)))?;
        let align = u32::try_from(alignment.clamp(4, 1 << 16)).unwrap_or(4);
        self.raw_code = true;
        let offset = self.text.append(bytes, align)?;
        self.text.add_relocs(offset, relocs);
        self.functions.insert(
            func,
            DefinedFunction {
                offset,
                len: bytes.len() as u32,
                unwind: None,
            },
        );
        Ok(())
    }

    fn place_data(
        &mut self,
        data_id: DataId,
        name: String,
        writable: bool,
        data: &DataDescription,
    ) -> Result<(), ObjectError> {
        let contents = data_contents(data).map_err(|problem| ObjectError::Data {
            name: name.clone(),
            problem,
        })?;
        if let Some(section) = &data.custom_section {
            return Err(ObjectError::CustomSection {
                name,
                section: section.to_string(),
            });
        }
        let align = match contents.align {
            Some(a) if a <= 1 << 16 => a,
            Some(align) => return Err(ObjectError::Alignment { name, align }),
            None => self.data_align,
        };
        let relocs = self.module_targets(
            &name,
            contents
                .relocs
                .iter()
                .map(|r| (r.offset, &r.target, r.addend)),
        )?;
        let section = match contents.bytes {
            None if writable && relocs.is_empty() => DataSection::Bss,
            _ if writable => DataSection::Data,
            _ => DataSection::Rodata,
        };
        let size = contents.size;
        let size32 = u32::try_from(size).map_err(|_| ObjectError::TooLarge { name, size })?;
        let buf = match section {
            DataSection::Data => &mut self.data,
            DataSection::Rodata => &mut self.rodata,
            DataSection::Bss => &mut self.bss,
        };
        let offset = match contents.bytes {
            Some(bytes) => buf.append(bytes, align)?,
            None if section == DataSection::Bss => buf.place(size, align)?,
            None => buf.append(&vec![0; size], align)?,
        };
        buf.add_relocs(offset, relocs);
        self.data_objects.insert(
            data_id,
            DefinedData {
                section,
                offset,
                size: size32,
            },
        );
        Ok(())
    }
}

impl Module for Cpu0ObjectModule {
    cpu0_module::module_declaration_methods!();

    fn define_function_with_control_plane(
        &mut self,
        func: FuncId,
        ctx: &mut Context,
        _ctrl_plane: &mut ControlPlane,
    ) -> ModuleResult<()> {
        // Compiled in the background; placed by `finish`.
        let name = self.check_definable_function(func)?;
        self.pending_ids.insert(func);
        self.pending.submit((func, name), ctx.func.clone());
        Ok(())
    }

    /// Defines a function from raw Cpu0 machine code (in the module's byte order).
    /// Cranelift's `Reloc` enum has no Cpu0 relocations, so only `Reloc::Abs4` (a
    /// 32-bit address, `R_CPU0_32`) is accepted; any other kind is an error.
    fn define_function_bytes(
        &mut self,
        func: FuncId,
        alignment: u64,
        bytes: &[u8],
        relocs: &[ModuleReloc],
    ) -> ModuleResult<()> {
        let name = self.check_definable_function(func)?;
        self.place_raw_function(func, name, alignment, bytes, relocs)
            .map_err(backend)
    }

    fn define_data(&mut self, data_id: DataId, data: &DataDescription) -> ModuleResult<()> {
        let defined = self.data_objects.contains_key(&data_id);
        let decl = self.declarations.definable_data(data_id, defined)?;
        let (name, writable) = (decl.linkage_name(data_id).into_owned(), decl.writable);
        self.place_data(data_id, name, writable, data)
            .map_err(backend)
    }
}

/// Compiles CLIF functions (parsed from text, say) into one object: each function
/// declared with `linkage` and defined by [`cpu0_module::clif::define_clif_functions`],
/// so a reference by test-case name stays a symbol of that name (a function of the
/// same text, or left undefined for the linker), and a user name `u0:1` refers to
/// the symbol `u0:1`.
pub fn compile_clif_object(
    functions: Vec<Function>,
    flags: &Flags,
    object_name: &str,
    linkage: Linkage,
) -> ModuleResult<Vec<u8>> {
    let mut module = Cpu0ObjectModule::new(Cpu0ObjectBuilder::new(*flags, object_name));
    cpu0_module::clif::define_clif_functions(&mut module, functions, linkage)?;
    module.finish()
}
