//! [`Cpu0ObjectModule`]: `cranelift_module::Module` writing Cpu0 ELF relocatable
//! objects.

use cpu0_asm::Endian;
use cpu0_isa::{CompiledFunction, Flags, UnwindEntry};
use cranelift_codegen::ir::function::FunctionParameters;
use cranelift_codegen::ir::{self, ExternalName, Function, LibCall};
use cranelift_codegen::isa::TargetIsa;
use cranelift_codegen::{binemit, Context};
use cranelift_control::ControlPlane;
use cranelift_module::{
    DataDescription, DataId, FuncId, FuncOrDataId, Linkage, Module, ModuleDeclarations,
    ModuleError, ModuleReloc, ModuleRelocTarget, ModuleResult,
};
use std::collections::HashMap;
use std::sync::Arc;

use crate::decls::{clif_name, data_contents, rename_user_references, Declarations};
use crate::elf_out::{
    ElfOut, OutReloc, OutSection, OutSymbol, SecKind, SymBind, SymKind, SymSection,
};
use crate::frame::{write_debug_frame, FrameFunction};
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
    fn place(&mut self, len: usize, align: u32) -> ModuleResult<u32> {
        let align = align.max(1);
        self.align = self.align.max(align);
        let start = (self.size as u64).next_multiple_of(u64::from(align));
        let end = start + len as u64;
        if end > u64::from(u32::MAX) {
            return Err(backend("the object's section is larger than 4 GiB"));
        }
        self.size = end as u32;
        Ok(start as u32)
    }

    fn append(&mut self, bytes: &[u8], align: u32) -> ModuleResult<u32> {
        let at = self.place(bytes.len(), align)?;
        self.bytes.resize(at as usize, 0);
        self.bytes.extend_from_slice(bytes);
        Ok(at)
    }
}

fn backend(msg: impl std::fmt::Display) -> ModuleError {
    ModuleError::Backend(anyhow::anyhow!("{msg}"))
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
        let defined = self.functions.contains_key(&func);
        let decl = self.declarations.definable_function(func, defined)?;
        Ok(decl.linkage_name(func).into_owned())
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
        let mut relocs = Vec::with_capacity(code.relocs.len());
        for r in &code.relocs {
            if r.offset as usize + 4 > code.code.len() {
                return Err(backend(format!(
                    "{name}: relocation at {:#x} is outside the code",
                    r.offset
                )));
            }
            let target = self
                .target_of(&r.name, params)
                .map_err(|e| backend(format!("{name}: {e}")))?;
            relocs.push((r.offset, target, r.kind.elf_type(), r.addend));
        }
        let offset = self.text.append(&code.code, 4)?;
        for (off, target, r_type, addend) in relocs {
            self.text.relocs.push(PendingReloc {
                offset: offset + off,
                target,
                r_type,
                addend,
            });
        }
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

    /// The symbol an `ExternalName` in a function names.
    fn target_of(
        &self,
        name: &ExternalName,
        params: &FunctionParameters,
    ) -> Result<RelocTarget, String> {
        match name {
            ExternalName::User(r) => {
                let user = params
                    .user_named_funcs()
                    .get(*r)
                    .ok_or_else(|| format!("unknown user name reference {r}"))?;
                self.user_target(user.namespace, user.index)
            }
            ExternalName::TestCase(t) => String::from_utf8(t.raw().to_vec())
                .map(RelocTarget::Name)
                .map_err(|_| "a test-case name is not UTF-8".to_string()),
            ExternalName::LibCall(lc) => Ok(RelocTarget::Name((self.libcall_names)(*lc))),
            ExternalName::KnownSymbol(ks) => Err(format!(
                "known symbol {ks} is not supported by Cpu0 objects"
            )),
        }
    }

    fn user_target(&self, namespace: u32, index: u32) -> Result<RelocTarget, String> {
        match (namespace, self.declarations.user(namespace, index)) {
            (_, Some(FuncOrDataId::Func(id))) => Ok(RelocTarget::Func(id)),
            (_, Some(FuncOrDataId::Data(id))) => Ok(RelocTarget::Data(id)),
            (0, None) => Err(format!("u0:{index} is not a declared function")),
            (1, None) => Err(format!("u1:{index} is not a declared data object")),
            (ns, None) => Err(format!(
                "user name u{ns}:{index}: namespace {ns} is neither functions (0) nor data (1)"
            )),
        }
    }

    fn module_target(&self, name: &ModuleRelocTarget) -> Result<RelocTarget, String> {
        match name {
            ModuleRelocTarget::User { namespace, index } => self.user_target(*namespace, *index),
            ModuleRelocTarget::LibCall(lc) => Ok(RelocTarget::Name((self.libcall_names)(*lc))),
            ModuleRelocTarget::KnownSymbol(ks) => Err(format!(
                "known symbol {ks} is not supported by Cpu0 objects"
            )),
            ModuleRelocTarget::FunctionOffset(f, off) => {
                if self.functions.contains_key(f) {
                    Err(format!(
                        "a reference into function {}+{off} is not supported",
                        self.func_name(*f)
                    ))
                } else {
                    Err(format!("{f} is not defined"))
                }
            }
        }
    }

    /// Writes the ELF32 relocatable object.
    ///
    /// Errors: a function or data object declared with `Linkage::Local` but never
    /// defined (nothing outside the object could define it), or unwind information
    /// that cannot be encoded.
    pub fn finish(self) -> ModuleResult<Vec<u8>> {
        let big = self.flags.endian == Endian::Big;
        let mut sections = vec![
            OutSection::new(".text", SecKind::Text),
            OutSection::new(".data", SecKind::Data),
            OutSection::new(".rodata", SecKind::Rodata),
            OutSection::new(".bss", SecKind::Bss),
        ];
        const TEXT: usize = 0;
        const DATA: usize = 1;
        const RODATA: usize = 2;
        const BSS: usize = 3;
        let mut symbols = vec![OutSymbol {
            name: self.name.clone(),
            kind: SymKind::File,
            bind: SymBind::Local,
            hidden: false,
            section: SymSection::Abs,
            value: 0,
            size: 0,
        }];
        // One section symbol for each of TEXT, DATA, RODATA, BSS.
        for k in 0..4 {
            symbols.push(OutSymbol {
                name: String::new(),
                kind: SymKind::Section,
                bind: SymBind::Local,
                hidden: false,
                section: SymSection::Section(k),
                value: 0,
                size: 0,
            });
        }

        let mut index_of: HashMap<RelocTarget, usize> = HashMap::new();
        // A declared symbol: defined at `placed` (kind, section, offset, size), else
        // undefined (an error for a local one).
        let declared = |name: String,
                        linkage: Linkage,
                        what: &str,
                        placed: Option<(SymKind, usize, u32, u32)>|
         -> ModuleResult<OutSymbol> {
            let bind = match linkage {
                Linkage::Local => SymBind::Local,
                Linkage::Preemptible => SymBind::Weak,
                Linkage::Import | Linkage::Hidden | Linkage::Export => SymBind::Global,
            };
            match placed {
                Some((kind, section, value, size)) => Ok(OutSymbol {
                    name,
                    kind,
                    bind,
                    hidden: linkage == Linkage::Hidden,
                    section: SymSection::Section(section),
                    value,
                    size,
                }),
                None if linkage == Linkage::Local => Err(backend(format!(
                    "local {what} {name} is declared but never defined"
                ))),
                None => Ok(undefined(name)),
            }
        };
        let declarations = self.declarations.inner();
        for (id, decl) in declarations.get_functions() {
            let placed = self
                .functions
                .get(&id)
                .map(|f| (SymKind::Func, TEXT, f.offset, f.len));
            let name = decl.linkage_name(id).into_owned();
            index_of.insert(RelocTarget::Func(id), symbols.len());
            symbols.push(declared(name, decl.linkage, "function", placed)?);
        }
        for (id, decl) in declarations.get_data_objects() {
            let placed = self.data_objects.get(&id).map(|d| {
                let section = match d.section {
                    DataSection::Data => DATA,
                    DataSection::Rodata => RODATA,
                    DataSection::Bss => BSS,
                };
                (SymKind::Object, section, d.offset, d.size)
            });
            let name = decl.linkage_name(id).into_owned();
            index_of.insert(RelocTarget::Data(id), symbols.len());
            symbols.push(declared(name, decl.linkage, "data object", placed)?);
        }

        let mut resolve = |t: &RelocTarget, symbols: &mut Vec<OutSymbol>| -> usize {
            if let Some(&i) = index_of.get(t) {
                return i;
            }
            let RelocTarget::Name(name) = t else {
                unreachable!("declared ids are in the table")
            };
            let i = match declarations.get_name(name) {
                Some(FuncOrDataId::Func(f)) => index_of[&RelocTarget::Func(f)],
                Some(FuncOrDataId::Data(d)) => index_of[&RelocTarget::Data(d)],
                None => {
                    symbols.push(undefined(name.clone()));
                    symbols.len() - 1
                }
            };
            index_of.insert(t.clone(), i);
            i
        };

        let buffers = [
            (TEXT, &self.text),
            (DATA, &self.data),
            (RODATA, &self.rodata),
            (BSS, &self.bss),
        ];
        for (k, buf) in buffers {
            let s = &mut sections[k];
            s.align = s.align.max(buf.align).max(1);
            s.size = buf.size;
            if k != BSS {
                s.data = buf.bytes.clone();
                s.data.resize(buf.size as usize, 0);
            }
            for r in &buf.relocs {
                let symbol = resolve(&r.target, &mut symbols);
                sections[k].relocs.push(OutReloc {
                    offset: r.offset,
                    symbol,
                    r_type: r.r_type,
                    addend: r.addend,
                });
            }
        }

        // .debug_frame, in address order of the functions.
        let mut funcs: Vec<(&FuncId, &DefinedFunction, &[UnwindEntry])> = self
            .functions
            .iter()
            .filter_map(|(id, f)| f.unwind.as_deref().map(|u| (id, f, u)))
            .collect();
        funcs.sort_by_key(|(_, f, _)| f.offset);
        if !funcs.is_empty() {
            let frame_funcs: Vec<FrameFunction<'_>> = funcs
                .iter()
                .map(|(id, f, unwind)| FrameFunction {
                    symbol: index_of[&RelocTarget::Func(**id)],
                    addend: 0,
                    len: f.len,
                    unwind,
                })
                .collect();
            let (bytes, relocs) = write_debug_frame(big, &frame_funcs).map_err(backend)?;
            let k = sections.len();
            let section_symbol = symbols.len();
            symbols.push(OutSymbol {
                name: String::new(),
                kind: SymKind::Section,
                bind: SymBind::Local,
                hidden: false,
                section: SymSection::Section(k),
                value: 0,
                size: 0,
            });
            let mut s = OutSection::new(".debug_frame", SecKind::DebugFrame);
            s.align = 4;
            s.size = bytes.len() as u32;
            s.data = bytes;
            s.relocs = relocs
                .into_iter()
                .map(|r| OutReloc {
                    offset: r.offset,
                    symbol: r.symbol.unwrap_or(section_symbol),
                    r_type: R_CPU0_32,
                    addend: r.addend,
                })
                .collect();
            sections.push(s);
        }

        let mut e_flags = crate::e_flags(&self.flags);
        if self.raw_code {
            e_flags &= !crate::EF_CPU0_NOREORDER;
        }
        ElfOut {
            big_endian: big,
            e_flags,
            executable: false,
            entry: 0,
            sections,
            symbols,
            segments: Vec::new(),
        }
        .write()
        .map_err(backend)
    }
}

fn undefined(name: String) -> OutSymbol {
    OutSymbol {
        name,
        kind: SymKind::NoType,
        bind: SymBind::Global,
        hidden: false,
        section: SymSection::Undef,
        value: 0,
        size: 0,
    }
}

impl Module for Cpu0ObjectModule {
    crate::module_declaration_methods!();

    fn define_function_with_control_plane(
        &mut self,
        func: FuncId,
        ctx: &mut Context,
        _ctrl_plane: &mut ControlPlane,
    ) -> ModuleResult<()> {
        let name = self.check_definable_function(func)?;
        let code =
            cpu0_isa::compile(ctx, &self.flags).map_err(|e| backend(format!("{name}: {e}")))?;
        let params = ctx.func.params.clone();
        self.define_compiled_function(func, &code, &params)
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
        let mut pending = Vec::with_capacity(relocs.len());
        for r in relocs {
            if r.kind != binemit::Reloc::Abs4 {
                return Err(backend(format!(
                    "{name}: relocation {:?} at {:#x}: Cranelift relocations have no Cpu0 \
                     equivalent except Abs4; compile with define_function instead",
                    r.kind, r.offset
                )));
            }
            if r.offset as usize + 4 > bytes.len() {
                return Err(backend(format!(
                    "{name}: relocation at {:#x} is outside the code",
                    r.offset
                )));
            }
            let target = self
                .module_target(&r.name)
                .map_err(|e| backend(format!("{name}: {e}")))?;
            pending.push((r.offset, target, r.addend));
        }
        let align = u32::try_from(alignment.clamp(4, 1 << 16)).unwrap_or(4);
        self.raw_code = true;
        let offset = self.text.append(bytes, align)?;
        for (off, target, addend) in pending {
            self.text.relocs.push(PendingReloc {
                offset: offset + off,
                target,
                r_type: R_CPU0_32,
                addend,
            });
        }
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

    fn define_data(&mut self, data_id: DataId, data: &DataDescription) -> ModuleResult<()> {
        let defined = self.data_objects.contains_key(&data_id);
        let decl = self.declarations.definable_data(data_id, defined)?;
        let (name, writable) = (decl.linkage_name(data_id).into_owned(), decl.writable);
        let contents = data_contents(data).map_err(|e| backend(format!("{name}: {e}")))?;
        if let Some(section) = &data.custom_section {
            return Err(backend(format!(
                "{name}: custom section {section} is not supported (data goes to .data, .rodata or .bss)"
            )));
        }
        let align = match contents.align {
            Some(a) if a <= 1 << 16 => a,
            Some(a) => return Err(backend(format!("{name}: alignment {a} is above 65536"))),
            None => self.data_align,
        };
        let mut relocs = Vec::with_capacity(contents.relocs.len());
        for r in &contents.relocs {
            let target = self
                .module_target(&r.target)
                .map_err(|e| backend(format!("{name}: {e}")))?;
            relocs.push((r.offset, target, r.addend));
        }
        let section = match contents.bytes {
            None if writable && relocs.is_empty() => DataSection::Bss,
            _ if writable => DataSection::Data,
            _ => DataSection::Rodata,
        };
        let size = contents.size;
        let size32 = u32::try_from(size)
            .map_err(|_| backend(format!("{name}: {size} bytes is too large")))?;
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
        for (off, target, addend) in relocs {
            buf.relocs.push(PendingReloc {
                offset: offset + off,
                target,
                r_type: R_CPU0_32,
                addend,
            });
        }
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

/// Compiles CLIF functions (parsed from text, say) into one object. Each function is
/// declared under its CLIF name (`%f` as `f`, `u0:1` as `u0:1`) with `linkage`; a
/// call or symbol reference is resolved by the same spelling, so functions of the
/// same file call each other and anything else is left undefined for the linker.
pub fn compile_clif_object(
    functions: Vec<Function>,
    flags: &Flags,
    object_name: &str,
    linkage: Linkage,
) -> ModuleResult<Vec<u8>> {
    let mut module = Cpu0ObjectModule::new(Cpu0ObjectBuilder::new(*flags, object_name));
    let mut ids = Vec::with_capacity(functions.len());
    for mut func in functions {
        let name = clif_name(&func.name);
        // User names mean nothing outside a module's declarations: spell them `u0:1`.
        rename_user_references(&mut func, &|u| u.to_string());
        let id = module.declare_function(&name, linkage, &func.signature)?;
        ids.push((id, func));
    }
    for (id, func) in ids {
        let mut ctx = Context::for_function(func);
        module.define_function(id, &mut ctx)?;
    }
    module.finish()
}
