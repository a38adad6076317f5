//! Writing the object of a [`Cpu0ObjectModule`]: the symbol table, the sections
//! with their relocations, and `.debug_frame`.

use cpu0_asm::Endian;
use cpu0_module::frame::{write_debug_frame, FrameFunction};
use cranelift_module::{FuncOrDataId, Linkage, ModuleDeclarations};
use std::collections::HashMap;

use super::{Buffer, Cpu0ObjectModule, DataSection, ObjectError, RelocTarget};
use crate::elf_out::{
    ElfOut, OutReloc, OutSection, OutSymbol, SecKind, SymBind, SymKind, SymSection,
};
use crate::reloc::R_CPU0_32;

/// The sections every object has, in this order (their section symbols too).
pub(super) const TEXT: usize = 0;
const DATA: usize = 1;
pub(super) const RODATA: usize = 2;
const BSS: usize = 3;

/// The symbol table being built, and the symbol of each relocation target.
struct SymbolTable<'m> {
    symbols: Vec<OutSymbol>,
    index_of: HashMap<RelocTarget, usize>,
    declarations: &'m ModuleDeclarations,
}

impl SymbolTable<'_> {
    /// The symbol of a relocation target: a declared one, or a new undefined one
    /// for a name nothing here declares.
    fn index(&mut self, target: &RelocTarget) -> usize {
        if let Some(&i) = self.index_of.get(target) {
            return i;
        }
        let RelocTarget::Name(name) = target else {
            unreachable!("every declared id has its symbol")
        };
        let i = match self.declarations.get_name(name) {
            Some(FuncOrDataId::Func(f)) => self.index_of[&RelocTarget::Func(f)],
            Some(FuncOrDataId::Data(d)) => self.index_of[&RelocTarget::Data(d)],
            None => self.push(undefined(name.clone())),
        };
        self.index_of.insert(target.clone(), i);
        i
    }

    fn push(&mut self, symbol: OutSymbol) -> usize {
        self.symbols.push(symbol);
        self.symbols.len() - 1
    }

    fn push_section_symbol(&mut self, section: usize) -> usize {
        self.push(OutSymbol {
            name: String::new(),
            kind: SymKind::Section,
            bind: SymBind::Local,
            hidden: false,
            section: SymSection::Section(section),
            value: 0,
            size: 0,
        })
    }
}

impl Cpu0ObjectModule {
    pub(super) fn write_object(self) -> Result<Vec<u8>, ObjectError> {
        let mut symbols = self.symbol_table()?;
        let mut sections = self.sections(&mut symbols);
        if let Some(frames) = self.debug_frame(&mut symbols, sections.len())? {
            sections.push(frames);
        }
        let mut e_flags = crate::e_flags(&self.flags);
        if self.raw_code {
            e_flags &= !crate::EF_CPU0_NOREORDER;
        }
        let out = ElfOut {
            big_endian: self.flags.endian == Endian::Big,
            e_flags,
            executable: false,
            entry: 0,
            sections,
            symbols: symbols.symbols,
            segments: Vec::new(),
        };
        Ok(out.write()?)
    }

    /// The file symbol, the section symbols, then every declared function and data
    /// object: defined where it was placed, else undefined (an error for a local
    /// one, which nothing outside the object could define).
    fn symbol_table(&self) -> Result<SymbolTable<'_>, ObjectError> {
        let declarations = self.declarations.inner();
        let mut table = SymbolTable {
            symbols: Vec::new(),
            index_of: HashMap::new(),
            declarations,
        };
        table.push(OutSymbol {
            name: self.name.clone(),
            kind: SymKind::File,
            bind: SymBind::Local,
            hidden: false,
            section: SymSection::Abs,
            value: 0,
            size: 0,
        });
        for section in [TEXT, DATA, RODATA, BSS] {
            let i = table.push_section_symbol(section);
            table.index_of.insert(RelocTarget::Section(section), i);
        }
        for (id, decl) in declarations.get_functions() {
            let placed = self
                .functions
                .get(&id)
                .map(|f| (SymKind::Func, TEXT, f.offset, f.len));
            let name = decl.linkage_name(id).into_owned();
            let symbol = declared(name, decl.linkage, "function", placed)?;
            let i = table.push(symbol);
            table.index_of.insert(RelocTarget::Func(id), i);
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
            let symbol = declared(name, decl.linkage, "data object", placed)?;
            let i = table.push(symbol);
            table.index_of.insert(RelocTarget::Data(id), i);
        }
        Ok(table)
    }

    /// `.text`, `.data`, `.rodata` and `.bss` with their relocations.
    fn sections(&self, symbols: &mut SymbolTable<'_>) -> Vec<OutSection> {
        let parts: [(&str, SecKind, &Buffer); 4] = [
            (".text", SecKind::Text, &self.text),
            (".data", SecKind::Data, &self.data),
            (".rodata", SecKind::Rodata, &self.rodata),
            (".bss", SecKind::Bss, &self.bss),
        ];
        let mut sections = Vec::with_capacity(parts.len() + 1);
        for (name, kind, buf) in parts {
            let mut s = OutSection::new(name, kind);
            s.align = s.align.max(buf.align).max(1);
            s.size = buf.size;
            if kind != SecKind::Bss {
                s.data = buf.bytes.clone();
                s.data.resize(buf.size as usize, 0);
            }
            s.relocs = buf
                .relocs
                .iter()
                .map(|r| OutReloc {
                    offset: r.offset,
                    symbol: symbols.index(&r.target),
                    r_type: r.r_type,
                    addend: r.addend,
                })
                .collect();
            sections.push(s);
        }
        sections
    }

    /// `.debug_frame` (section number `index`): an FDE per compiled function, in
    /// address order; `None` when no function has unwind information.
    fn debug_frame(
        &self,
        symbols: &mut SymbolTable<'_>,
        index: usize,
    ) -> Result<Option<OutSection>, ObjectError> {
        let mut placed: Vec<(u32, FrameFunction<'_>)> = self
            .functions
            .iter()
            .filter_map(|(id, f)| {
                let frame = FrameFunction {
                    symbol: symbols.index_of[&RelocTarget::Func(*id)],
                    addend: 0,
                    len: f.len,
                    unwind: f.unwind.as_deref()?,
                };
                Some((f.offset, frame))
            })
            .collect();
        if placed.is_empty() {
            return Ok(None);
        }
        placed.sort_by_key(|(offset, _)| *offset);
        let funcs: Vec<FrameFunction<'_>> = placed.into_iter().map(|(_, f)| f).collect();
        let big = self.flags.endian == Endian::Big;
        let (bytes, relocs) = write_debug_frame(big, &funcs)?;
        let section_symbol = symbols.push_section_symbol(index);
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
        Ok(Some(s))
    }
}

/// The symbol of a declaration: defined at `placed` (kind, section, offset, size),
/// else undefined (an error for a local one).
fn declared(
    name: String,
    linkage: Linkage,
    what: &'static str,
    placed: Option<(SymKind, usize, u32, u32)>,
) -> Result<OutSymbol, ObjectError> {
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
        None if linkage == Linkage::Local => Err(ObjectError::UndefinedLocal { what, name }),
        None => Ok(undefined(name)),
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
