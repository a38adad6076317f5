//! Writing a Cpu0 ELF32 file (relocatable or executable) from a plain description,
//! with `object`'s low-level ELF writer. The object module and the linker both
//! describe their output as an [`ElfOut`].

use object::elf;
use object::write::elf::{
    FileHeader, ProgramHeader, Rel, SectionHeader, SectionIndex, Sym, Writer,
};
use object::write::StringId;
use object::Endianness;

use crate::EM_CPU0;

/// What a section holds; gives its type and flags.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SecKind {
    Text,
    Rodata,
    Data,
    Bss,
    DebugFrame,
}

impl SecKind {
    fn sh_type(self) -> u32 {
        match self {
            SecKind::Bss => elf::SHT_NOBITS.0,
            _ => elf::SHT_PROGBITS.0,
        }
    }

    fn sh_flags(self) -> u64 {
        let (a, w, x) = (elf::SHF_ALLOC.0, elf::SHF_WRITE.0, elf::SHF_EXECINSTR.0);
        match self {
            SecKind::Text => a | x,
            SecKind::Rodata => a,
            SecKind::Data | SecKind::Bss => a | w,
            SecKind::DebugFrame => 0,
        }
    }
}

/// A relocation in an output section (relocatable files only).
#[derive(Clone, Debug)]
pub(crate) struct OutReloc {
    pub offset: u32,
    /// Index into [`ElfOut::symbols`].
    pub symbol: usize,
    pub r_type: u32,
    pub addend: i64,
}

pub(crate) struct OutSection {
    pub name: String,
    pub kind: SecKind,
    pub addr: u32,
    pub align: u32,
    /// Contents (empty for `.bss`).
    pub data: Vec<u8>,
    /// Size in memory (the data's length except for `.bss`).
    pub size: u32,
    pub relocs: Vec<OutReloc>,
}

impl OutSection {
    pub fn new(name: &str, kind: SecKind) -> OutSection {
        OutSection {
            name: name.to_string(),
            kind,
            addr: 0,
            align: if kind == SecKind::Text { 4 } else { 1 },
            data: Vec::new(),
            size: 0,
            relocs: Vec::new(),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SymKind {
    NoType,
    Func,
    Object,
    Section,
    File,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SymBind {
    Local,
    Global,
    Weak,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SymSection {
    Undef,
    Abs,
    /// Index into [`ElfOut::sections`].
    Section(usize),
}

#[derive(Clone, Debug)]
pub(crate) struct OutSymbol {
    pub name: String,
    pub kind: SymKind,
    pub bind: SymBind,
    pub hidden: bool,
    pub section: SymSection,
    pub value: u32,
    pub size: u32,
}

/// A `PT_LOAD` segment: consecutive output sections.
pub(crate) struct OutSegment {
    /// Indices into [`ElfOut::sections`], in address order.
    pub sections: Vec<usize>,
    /// `PF_R`, `PF_W`, `PF_X`.
    pub flags: u32,
    pub align: u32,
}

pub(crate) struct ElfOut {
    pub big_endian: bool,
    pub e_flags: u32,
    pub executable: bool,
    pub entry: u32,
    pub sections: Vec<OutSection>,
    pub symbols: Vec<OutSymbol>,
    pub segments: Vec<OutSegment>,
}

/// Why an ELF file could not be written.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    #[error("the file is larger than 4 GiB")]
    TooLarge,
    #[error("{0}")]
    Object(#[from] object::write::Error),
}

/// Where each part of the file went, as `object`'s writer reserved it (its first
/// pass); the second pass writes the parts in the same order.
struct Reserved {
    /// Per section: its index and name, and those of its `.rela` section.
    sec_index: Vec<SectionIndex>,
    sec_name: Vec<StringId>,
    rela_index: Vec<Option<SectionIndex>>,
    rela_name: Vec<Option<StringId>>,
    symtab_index: SectionIndex,
    /// The symbols in file order (locals first), each one's index and name.
    order: Vec<usize>,
    num_local: u32,
    sym_index: Vec<u32>,
    sym_name: Vec<Option<StringId>>,
    /// File offsets of the sections, segments and `.rela` sections.
    sec_offset: Vec<u64>,
    seg_offset: Vec<u64>,
    /// Whether a section lies in a segment (written with it).
    in_segment: Vec<bool>,
    rela_offset: Vec<u64>,
}

impl ElfOut {
    /// The ELF bytes. Errors only for files too large for ELF32.
    pub fn write(&self) -> Result<Vec<u8>, WriteError> {
        let endian = if self.big_endian {
            Endianness::Big
        } else {
            Endianness::Little
        };
        // The writer keeps references to section names, so they must outlive it.
        let rela_names: Vec<String> = self
            .sections
            .iter()
            .map(|s| format!(".rela{}", s.name))
            .collect();
        let mut buf = Vec::new();
        let mut w = Writer::new(endian, false, &mut buf);
        let reserved = self.reserve(&mut w, &rela_names)?;
        if w.reserved_len() > u64::from(u32::MAX) {
            return Err(WriteError::TooLarge);
        }
        self.write_headers(&mut w, &reserved)?;
        self.write_contents(&mut w, &reserved);
        self.write_symbols(&mut w, &reserved);
        w.write_strtab();
        w.write_shstrtab();
        self.write_section_headers(&mut w, &reserved);
        debug_assert_eq!(w.reserved_len(), w.len());
        drop(w);
        Ok(buf)
    }

    /// Whether the file has `.rela` sections (relocatable files only).
    fn has_rela(&self, section: &OutSection) -> bool {
        !self.executable && !section.relocs.is_empty()
    }

    /// The first pass: names, indices and file ranges of everything.
    fn reserve<'a>(
        &'a self,
        w: &mut Writer<'a>,
        rela_names: &'a [String],
    ) -> Result<Reserved, WriteError> {
        w.reserve_file_header();
        w.reserve_program_headers(self.segments.len() as u32);
        w.reserve_null_section_index();
        let n = self.sections.len();
        let mut sec_index = Vec::with_capacity(n);
        let mut sec_name = Vec::with_capacity(n);
        let mut rela_index = vec![None; n];
        let mut rela_name = vec![None; n];
        for (i, s) in self.sections.iter().enumerate() {
            sec_name.push(w.add_section_name(s.name.as_bytes()));
            sec_index.push(w.reserve_section_index());
            if self.has_rela(s) {
                rela_name[i] = Some(w.add_section_name(rela_names[i].as_bytes()));
                rela_index[i] = Some(w.reserve_section_index());
            }
        }
        let symtab_index = w.reserve_symtab_section_index();
        w.reserve_strtab_section_index();
        w.reserve_shstrtab_section_index();
        let (order, sym_index, sym_name) = self.reserve_symbols(w, &sec_index);
        let num_local = 1 + self
            .symbols
            .iter()
            .filter(|s| s.bind == SymBind::Local)
            .count() as u32;
        let (sec_offset, seg_offset, in_segment) = self.reserve_contents(w);
        let mut rela_offset = vec![0u64; n];
        for (k, s) in self.sections.iter().enumerate() {
            if rela_index[k].is_some() {
                rela_offset[k] = w.reserve_relocations(s.relocs.len(), true);
            }
        }
        w.reserve_symtab();
        w.reserve_strtab()?;
        w.reserve_shstrtab()?;
        w.reserve_section_headers();
        Ok(Reserved {
            sec_index,
            sec_name,
            rela_index,
            rela_name,
            symtab_index,
            order,
            num_local,
            sym_index,
            sym_name,
            sec_offset,
            seg_offset,
            in_segment,
            rela_offset,
        })
    }

    /// Symbol indices and names, locals first as ELF requires: (the symbols in
    /// file order, each one's index, each one's name).
    fn reserve_symbols<'a>(
        &'a self,
        w: &mut Writer<'a>,
        sec_index: &[SectionIndex],
    ) -> (Vec<usize>, Vec<u32>, Vec<Option<StringId>>) {
        let mut order: Vec<usize> = (0..self.symbols.len()).collect();
        order.sort_by_key(|&i| self.symbols[i].bind != SymBind::Local);
        let mut sym_index = vec![0u32; self.symbols.len()];
        let mut sym_name = vec![None; self.symbols.len()];
        w.reserve_null_symbol_index();
        for &i in &order {
            let s = &self.symbols[i];
            if !s.name.is_empty() {
                sym_name[i] = Some(w.add_string(s.name.as_bytes()));
            }
            let section = match s.section {
                SymSection::Section(k) => Some(sec_index[k]),
                _ => None,
            };
            sym_index[i] = w.reserve_symbol_index(section).0;
        }
        (order, sym_index, sym_name)
    }

    /// File offsets of the contents: (per section, per segment, whether a section
    /// lies in a segment). In an executable each segment is one file range whose
    /// offsets mirror its addresses; other sections follow, each aligned.
    fn reserve_contents(&self, w: &mut Writer<'_>) -> (Vec<u64>, Vec<u64>, Vec<bool>) {
        let mut sec_offset = vec![0u64; self.sections.len()];
        let mut seg_offset = Vec::with_capacity(self.segments.len());
        let mut in_segment = vec![false; self.sections.len()];
        for seg in &self.segments {
            let first = &self.sections[seg.sections[0]];
            let off = w.reserve(segment_file_len(self, seg), u64::from(seg.align.max(4)));
            seg_offset.push(off);
            for &k in &seg.sections {
                sec_offset[k] = off + u64::from(self.sections[k].addr - first.addr);
                in_segment[k] = true;
            }
        }
        for (k, s) in self.sections.iter().enumerate() {
            if in_segment[k] {
                continue;
            }
            let len = if s.kind == SecKind::Bss {
                0
            } else {
                s.data.len()
            };
            sec_offset[k] = w.reserve(len as u64, u64::from(s.align.max(1)));
        }
        (sec_offset, seg_offset, in_segment)
    }

    /// The file header and the program headers.
    fn write_headers(&self, w: &mut Writer<'_>, r: &Reserved) -> Result<(), WriteError> {
        w.write_file_header(&FileHeader {
            os_abi: elf::ELFOSABI_NONE,
            abi_version: 0,
            e_type: if self.executable {
                elf::ET_EXEC
            } else {
                elf::ET_REL
            },
            e_machine: elf::Machine(EM_CPU0),
            e_entry: u64::from(self.entry),
            e_flags: elf::FileFlags(self.e_flags),
        })?;
        if self.segments.is_empty() {
            return Ok(());
        }
        w.write_align_program_headers();
        for (seg, &off) in self.segments.iter().zip(&r.seg_offset) {
            let first = &self.sections[seg.sections[0]];
            let last = &self.sections[*seg.sections.last().expect("non-empty segment")];
            let mem_end = last.addr + last.size;
            w.write_program_header(&ProgramHeader {
                p_type: elf::PT_LOAD,
                p_flags: elf::ProgramFlags(seg.flags),
                p_offset: off,
                p_vaddr: u64::from(first.addr),
                p_paddr: u64::from(first.addr),
                p_filesz: segment_file_len(self, seg),
                p_memsz: u64::from(mem_end - first.addr),
                p_align: u64::from(seg.align.max(4)),
            });
        }
        Ok(())
    }

    /// The segments, the other sections, then the relocations.
    fn write_contents(&self, w: &mut Writer<'_>, r: &Reserved) {
        for (seg, &off) in self.segments.iter().zip(&r.seg_offset) {
            w.write_align(u64::from(seg.align.max(4)));
            debug_assert_eq!(w.len(), off);
            for &k in &seg.sections {
                let s = &self.sections[k];
                if s.kind != SecKind::Bss {
                    w.pad_until(r.sec_offset[k]);
                    w.write(&s.data);
                }
            }
        }
        for (k, s) in self.sections.iter().enumerate() {
            if r.in_segment[k] {
                continue;
            }
            w.write_align(u64::from(s.align.max(1)));
            if s.kind != SecKind::Bss {
                w.write(&s.data);
            }
        }
        for (k, s) in self.sections.iter().enumerate() {
            if r.rela_index[k].is_none() {
                continue;
            }
            w.write_align_relocation();
            for reloc in &s.relocs {
                w.write_relocation(
                    true,
                    &Rel {
                        r_offset: u64::from(reloc.offset),
                        r_sym: r.sym_index[reloc.symbol],
                        r_type: elf::RelocationType(reloc.r_type),
                        r_addend: reloc.addend,
                    },
                );
            }
        }
    }

    fn write_symbols(&self, w: &mut Writer<'_>, r: &Reserved) {
        w.write_null_symbol();
        for &i in &r.order {
            let s = &self.symbols[i];
            let st_type = match s.kind {
                SymKind::NoType => elf::STT_NOTYPE,
                SymKind::Func => elf::STT_FUNC,
                SymKind::Object => elf::STT_OBJECT,
                SymKind::Section => elf::STT_SECTION,
                SymKind::File => elf::STT_FILE,
            };
            let st_bind = match s.bind {
                SymBind::Local => elf::STB_LOCAL,
                SymBind::Global => elf::STB_GLOBAL,
                SymBind::Weak => elf::STB_WEAK,
            };
            let (section, st_shndx) = match s.section {
                SymSection::Section(k) => (Some(r.sec_index[k].0), elf::SHN_UNDEF),
                SymSection::Abs => (None, elf::SHN_ABS),
                SymSection::Undef => (None, elf::SHN_UNDEF),
            };
            let visibility = if s.hidden {
                elf::STV_HIDDEN
            } else {
                elf::STV_DEFAULT
            };
            w.write_symbol(&Sym {
                section,
                st_name: w.string_offset(r.sym_name[i]),
                st_info: elf::SymbolInfo::new(st_bind, st_type),
                st_other: elf::SymbolOther(visibility.0),
                st_shndx,
                st_value: u64::from(s.value),
                st_size: u64::from(s.size),
            });
        }
    }

    fn write_section_headers(&self, w: &mut Writer<'_>, r: &Reserved) {
        w.write_null_section_header();
        for (k, s) in self.sections.iter().enumerate() {
            w.write_section_header(&SectionHeader {
                sh_name: w.section_name_offset(Some(r.sec_name[k])),
                sh_type: elf::SectionType(s.kind.sh_type()),
                sh_flags: elf::SectionFlags(s.kind.sh_flags()),
                sh_addr: u64::from(s.addr),
                sh_offset: r.sec_offset[k],
                sh_size: u64::from(s.size),
                sh_link: 0,
                sh_info: 0,
                sh_addralign: u64::from(s.align.max(1)),
                sh_entsize: 0,
            });
            if let (Some(name), Some(_)) = (r.rela_name[k], r.rela_index[k]) {
                w.write_relocation_section_header(
                    name,
                    r.sec_index[k],
                    r.symtab_index,
                    r.rela_offset[k],
                    s.relocs.len(),
                    true,
                );
            }
        }
        w.write_symtab_section_header(r.num_local);
        w.write_strtab_section_header();
        w.write_shstrtab_section_header();
    }
}

/// Bytes of a segment in the file: up to the end of its last section with contents.
fn segment_file_len(out: &ElfOut, seg: &OutSegment) -> u64 {
    let first = &out.sections[seg.sections[0]];
    seg.sections
        .iter()
        .map(|&k| &out.sections[k])
        .filter(|s| s.kind != SecKind::Bss)
        .map(|s| u64::from(s.addr - first.addr) + s.data.len() as u64)
        .max()
        .unwrap_or(0)
}
