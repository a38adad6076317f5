//! Writing a Cpu0 ELF32 file (relocatable or executable) from a plain description,
//! with `object`'s low-level ELF writer. The object module and the linker both
//! describe their output as an [`ElfOut`].

use object::elf;
use object::write::elf::{FileHeader, ProgramHeader, Rel, SectionHeader, Sym, Writer};
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

impl ElfOut {
    /// The ELF bytes. Errors only for files too large for ELF32.
    pub fn write(&self) -> Result<Vec<u8>, String> {
        let endian = if self.big_endian {
            Endianness::Big
        } else {
            Endianness::Little
        };
        let mut buf = Vec::new();
        let mut w = Writer::new(endian, false, &mut buf);
        let rela = !self.executable;

        // Phase 1: names, indices and file ranges.
        w.reserve_file_header();
        w.reserve_program_headers(self.segments.len() as u32);
        w.reserve_null_section_index();
        let mut sec_index = Vec::with_capacity(self.sections.len());
        let mut sec_name = Vec::with_capacity(self.sections.len());
        let mut rela_names: Vec<String> = Vec::new();
        for s in &self.sections {
            if rela && !s.relocs.is_empty() {
                rela_names.push(format!(".rela{}", s.name));
            }
        }
        let mut rela_index = vec![None; self.sections.len()];
        let mut rela_name = vec![None; self.sections.len()];
        let mut rela_names_iter = rela_names.iter();
        for (i, s) in self.sections.iter().enumerate() {
            sec_name.push(w.add_section_name(s.name.as_bytes()));
            sec_index.push(w.reserve_section_index());
            if rela && !s.relocs.is_empty() {
                let name = rela_names_iter
                    .next()
                    .expect("one name per relocated section");
                rela_name[i] = Some(w.add_section_name(name.as_bytes()));
                rela_index[i] = Some(w.reserve_section_index());
            }
        }
        let symtab_index = w.reserve_symtab_section_index();
        w.reserve_strtab_section_index();
        w.reserve_shstrtab_section_index();

        // Symbols: locals first, as ELF requires.
        let mut order: Vec<usize> = (0..self.symbols.len()).collect();
        order.sort_by_key(|&i| self.symbols[i].bind != SymBind::Local);
        let num_local = 1 + self
            .symbols
            .iter()
            .filter(|s| s.bind == SymBind::Local)
            .count() as u32;
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

        // Section contents. In an executable each segment is one file range whose
        // offsets mirror its addresses; other sections follow, each aligned.
        let mut sec_offset = vec![0u64; self.sections.len()];
        let mut seg_offset = Vec::with_capacity(self.segments.len());
        let mut placed = vec![false; self.sections.len()];
        for seg in &self.segments {
            let first = &self.sections[seg.sections[0]];
            let file_len = segment_file_len(self, seg);
            let off = w.reserve(file_len, u64::from(seg.align.max(4)));
            seg_offset.push(off);
            for &k in &seg.sections {
                let s = &self.sections[k];
                sec_offset[k] = off + u64::from(s.addr - first.addr);
                placed[k] = true;
            }
        }
        for (k, s) in self.sections.iter().enumerate() {
            if placed[k] {
                continue;
            }
            sec_offset[k] = if s.kind == SecKind::Bss {
                w.reserve(0, u64::from(s.align.max(1)))
            } else {
                w.reserve(s.data.len() as u64, u64::from(s.align.max(1)))
            };
        }
        let mut rela_offset = vec![0u64; self.sections.len()];
        for (k, s) in self.sections.iter().enumerate() {
            if rela_index[k].is_some() {
                rela_offset[k] = w.reserve_relocations(s.relocs.len(), true);
            }
        }
        w.reserve_symtab();
        w.reserve_strtab().map_err(|e| e.to_string())?;
        w.reserve_shstrtab().map_err(|e| e.to_string())?;
        w.reserve_section_headers();
        if w.reserved_len() > u64::from(u32::MAX) {
            return Err("the file is larger than 4 GiB".into());
        }

        // Phase 2: write in the same order.
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
        })
        .map_err(|e| e.to_string())?;
        if !self.segments.is_empty() {
            w.write_align_program_headers();
            for (seg, &off) in self.segments.iter().zip(&seg_offset) {
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
        }
        for (seg, &off) in self.segments.iter().zip(&seg_offset) {
            w.write_align(u64::from(seg.align.max(4)));
            debug_assert_eq!(w.len(), off);
            for &k in &seg.sections {
                let s = &self.sections[k];
                if s.kind != SecKind::Bss {
                    w.pad_until(sec_offset[k]);
                    w.write(&s.data);
                }
            }
        }
        for (k, s) in self.sections.iter().enumerate() {
            if placed[k] {
                continue;
            }
            w.write_align(u64::from(s.align.max(1)));
            if s.kind != SecKind::Bss {
                w.write(&s.data);
            }
        }
        for (k, s) in self.sections.iter().enumerate() {
            if rela_index[k].is_none() {
                continue;
            }
            w.write_align_relocation();
            for r in &s.relocs {
                w.write_relocation(
                    true,
                    &Rel {
                        r_offset: u64::from(r.offset),
                        r_sym: sym_index[r.symbol],
                        r_type: elf::RelocationType(r.r_type),
                        r_addend: r.addend,
                    },
                );
            }
        }
        w.write_null_symbol();
        for &i in &order {
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
                SymSection::Section(k) => (Some(sec_index[k].0), elf::SHN_UNDEF),
                SymSection::Abs => (None, elf::SHN_ABS),
                SymSection::Undef => (None, elf::SHN_UNDEF),
            };
            w.write_symbol(&Sym {
                section,
                st_name: w.string_offset(sym_name[i]),
                st_info: elf::SymbolInfo::new(st_bind, st_type),
                st_other: if s.hidden {
                    elf::SymbolOther(elf::STV_HIDDEN.0)
                } else {
                    elf::SymbolOther(elf::STV_DEFAULT.0)
                },
                st_shndx,
                st_value: u64::from(s.value),
                st_size: u64::from(s.size),
            });
        }
        w.write_strtab();
        w.write_shstrtab();

        w.write_null_section_header();
        for (k, s) in self.sections.iter().enumerate() {
            w.write_section_header(&SectionHeader {
                sh_name: w.section_name_offset(Some(sec_name[k])),
                sh_type: elf::SectionType(s.kind.sh_type()),
                sh_flags: elf::SectionFlags(s.kind.sh_flags()),
                sh_addr: u64::from(s.addr),
                sh_offset: sec_offset[k],
                sh_size: u64::from(s.size),
                sh_link: 0,
                sh_info: 0,
                sh_addralign: u64::from(s.align.max(1)),
                sh_entsize: 0,
            });
            if let (Some(name), Some(_)) = (rela_name[k], rela_index[k]) {
                w.write_relocation_section_header(
                    name,
                    sec_index[k],
                    symtab_index,
                    rela_offset[k],
                    s.relocs.len(),
                    true,
                );
            }
        }
        w.write_symtab_section_header(num_local);
        w.write_strtab_section_header();
        w.write_shstrtab_section_header();
        debug_assert_eq!(w.reserved_len(), w.len());
        drop(w);
        Ok(buf)
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
