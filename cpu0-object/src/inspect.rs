//! A Cpu0 ELF file (object or executable) as plain data, for `cpu0c objdump`: its
//! sections with their bytes and relocations, and its symbol table. Reading goes
//! through the checks the linker and the loader use (`read.rs`).

use object::elf;
use object::read::elf::{Rela, SectionHeader, Sym};

use crate::read::{malformed, CpuElf, ReadError};

/// What [`read_elf`] finds in a Cpu0 ELF file.
#[derive(Debug, Clone)]
pub struct ElfInfo {
    pub big_endian: bool,
    /// `ET_EXEC` (an executable) rather than `ET_REL` (an object).
    pub executable: bool,
    pub entry: u32,
    pub e_flags: u32,
    /// Every section but the null one, in file order.
    pub sections: Vec<SectionInfo>,
    /// The symbol table without its null entry.
    pub symbols: Vec<SymbolInfo>,
}

/// What a section holds, for printing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SectionKind {
    /// Allocated and executable: instructions.
    Code,
    /// Allocated, with contents in the file.
    Data,
    /// Allocated, without contents (`SHT_NOBITS`).
    Bss,
    /// Not loaded (symbol and string tables, relocations, `.debug_frame`).
    Other,
}

/// One section.
#[derive(Debug, Clone)]
pub struct SectionInfo {
    /// The section header index.
    pub index: usize,
    pub name: String,
    pub kind: SectionKind,
    /// Its address (0 in an object, whose addresses are offsets in the section).
    pub addr: u32,
    pub size: u32,
    /// The contents (empty for `.bss`).
    pub data: Vec<u8>,
    /// The relocations that patch this section, by offset.
    pub relocations: Vec<RelocInfo>,
}

/// One relocation: the word at `offset` of its section gets `symbol + addend`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RelocInfo {
    pub offset: u32,
    pub r_type: u32,
    /// The symbol's name, or its section's name for a section symbol.
    pub symbol: String,
    pub addend: i32,
}

/// Where a symbol is defined.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SymbolPlace {
    Undefined,
    Absolute,
    Common,
    /// A section header index.
    Section(usize),
}

/// One symbol table entry.
#[derive(Debug, Clone)]
pub struct SymbolInfo {
    pub name: String,
    pub value: u32,
    pub size: u32,
    pub bind: Binding,
    pub kind: SymbolKind,
    pub place: SymbolPlace,
}

/// A symbol's binding (`STB_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Binding {
    Local,
    Global,
    Weak,
    Other(u8),
}

/// A symbol's type (`STT_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SymbolKind {
    NoType,
    Object,
    Func,
    Section,
    File,
    Other(u8),
}

/// Reads a Cpu0 ELF object or executable. Foreign, corrupt or truncated files are
/// errors, never panics.
pub fn read_elf(bytes: &[u8]) -> Result<ElfInfo, ReadError> {
    let f = CpuElf::parse_any(bytes)?;
    let e = f.endian;
    use object::read::elf::FileHeader;
    let mut sections = Vec::new();
    for (index, sh) in f.sections.enumerate().skip(1) {
        sections.push(section_info(&f, index.0, sh)?);
    }
    let names = sections_names(&f);
    for (_, sh) in f.sections.enumerate() {
        let Some((relas, _)) = sh.rela(e, f.data).map_err(malformed)? else {
            continue;
        };
        let target = sh.sh_info(e) as usize;
        let Some(section) = sections.iter_mut().find(|s| s.index == target) else {
            return Err(malformed(format!(
                "a relocation section patches section {target}, which does not exist"
            )));
        };
        for rela in relas {
            section.relocations.push(reloc_info(&f, &names, rela)?);
        }
        section.relocations.sort_by_key(|r| r.offset);
    }
    let mut symbols = Vec::new();
    for sym in f.symbols.iter().skip(1) {
        symbols.push(symbol_info(&f, sym)?);
    }
    Ok(ElfInfo {
        big_endian: f.big_endian(),
        executable: f.header.e_type(e) == elf::ET_EXEC,
        entry: f.header.e_entry(e),
        e_flags: f.e_flags(),
        sections,
        symbols,
    })
}

fn section_info(
    f: &CpuElf<'_>,
    index: usize,
    sh: &elf::SectionHeader32<object::Endianness>,
) -> Result<SectionInfo, ReadError> {
    let e = f.endian;
    let flags = sh.sh_flags(e).0;
    let kind = if flags & elf::SHF_ALLOC.0 == 0 {
        SectionKind::Other
    } else if sh.sh_type(e) == elf::SHT_NOBITS {
        SectionKind::Bss
    } else if flags & elf::SHF_EXECINSTR.0 != 0 {
        SectionKind::Code
    } else {
        SectionKind::Data
    };
    let data = match kind {
        SectionKind::Code | SectionKind::Data => sh.data(e, f.data).map_err(malformed)?.to_vec(),
        SectionKind::Bss | SectionKind::Other => Vec::new(),
    };
    Ok(SectionInfo {
        index,
        name: f.section_name(sh)?.to_string(),
        kind,
        addr: sh.sh_addr(e),
        size: sh.sh_size(e),
        data,
        relocations: Vec::new(),
    })
}

/// The names of every section by index (for section symbols).
fn sections_names(f: &CpuElf<'_>) -> Vec<String> {
    f.sections
        .iter()
        .map(|sh| f.section_name(sh).unwrap_or("?").to_string())
        .collect()
}

fn reloc_info(
    f: &CpuElf<'_>,
    section_names: &[String],
    rela: &elf::Rela32<object::Endianness>,
) -> Result<RelocInfo, ReadError> {
    let e = f.endian;
    let sym = f
        .symbols
        .symbol(object::SymbolIndex(rela.r_sym(e) as usize))
        .map_err(malformed)?;
    let mut symbol = f.symbol_name(sym)?.to_string();
    if symbol.is_empty() {
        let shndx = usize::from(sym.st_shndx(e).0);
        symbol = section_names.get(shndx).cloned().unwrap_or_default();
    }
    Ok(RelocInfo {
        offset: rela.r_offset(e),
        r_type: rela.r_type(e).0,
        symbol,
        addend: Rela::r_addend(rela, e),
    })
}

fn symbol_info(
    f: &CpuElf<'_>,
    sym: &elf::Sym32<object::Endianness>,
) -> Result<SymbolInfo, ReadError> {
    let e = f.endian;
    let place = match sym.st_shndx(e) {
        elf::SHN_UNDEF => SymbolPlace::Undefined,
        elf::SHN_ABS => SymbolPlace::Absolute,
        elf::SHN_COMMON => SymbolPlace::Common,
        n => SymbolPlace::Section(usize::from(n.0)),
    };
    Ok(SymbolInfo {
        name: f.symbol_name(sym)?.to_string(),
        value: sym.st_value(e),
        size: sym.st_size(e),
        bind: match sym.st_bind() {
            elf::STB_LOCAL => Binding::Local,
            elf::STB_GLOBAL => Binding::Global,
            elf::STB_WEAK => Binding::Weak,
            b => Binding::Other(b.0),
        },
        kind: match sym.st_type() {
            elf::STT_NOTYPE => SymbolKind::NoType,
            elf::STT_OBJECT => SymbolKind::Object,
            elf::STT_FUNC => SymbolKind::Func,
            elf::STT_SECTION => SymbolKind::Section,
            elf::STT_FILE => SymbolKind::File,
            t => SymbolKind::Other(t.0),
        },
        place,
    })
}
