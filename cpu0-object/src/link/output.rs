//! What the linker writes: a `$readmemh` memory image, or an ELF executable with
//! its segments and symbol table.

use object::elf;
use object::read::elf::Sym;

use super::layout::{
    Layout, OUT_BSS, OUT_DATA, OUT_DEBUG_FRAME, OUT_KINDS, OUT_NAMES, OUT_RODATA, OUT_TEXT,
};
use super::symbols::{GlobalDef, Symbols};
use super::{Input, LinkError, LinkOptions};
use crate::elf_out::{ElfOut, OutSection, OutSegment, OutSymbol, SymBind, SymKind, SymSection};
use crate::stub::STUB_LEN;

/// The memory image from address 0, one byte per line in hex.
pub(super) fn verilog_hex(layout: &Layout, contents: &[Vec<u8>]) -> Vec<u8> {
    let end = (layout.addr[OUT_BSS] + layout.size[OUT_BSS]) as usize;
    let mut image = vec![0u8; end];
    for k in [OUT_TEXT, OUT_RODATA, OUT_DATA] {
        let a = layout.addr[k] as usize;
        image[a..a + contents[k].len()].copy_from_slice(&contents[k]);
    }
    let mut text = String::with_capacity(image.len() * 3);
    for b in image {
        text.push_str(&format!("{b:02x}\n"));
    }
    text.into_bytes()
}

/// The linked program, to write as an ELF executable.
pub(super) struct Executable<'l, 'a> {
    pub inputs: &'l [Input<'a>],
    pub layout: &'l Layout,
    pub symbols: &'l Symbols<'a>,
    pub opts: &'l LinkOptions,
    pub big: bool,
    /// Whether every delay slot holds `nop` (`EF_CPU0_NOREORDER`).
    pub noreorder: bool,
}

impl Executable<'_, '_> {
    /// The executable with the output sections' `contents`.
    pub fn write(&self, mut contents: Vec<Vec<u8>>) -> Result<Vec<u8>, LinkError> {
        let layout = self.layout;
        let mut sections = Vec::new();
        // `.debug_frame` is the last section: the symbols' section indices hold.
        for k in 0..OUT_NAMES.len() {
            if k == OUT_DEBUG_FRAME && layout.size[k] == 0 {
                continue;
            }
            let mut s = OutSection::new(OUT_NAMES[k], OUT_KINDS[k]);
            s.addr = if k == OUT_DEBUG_FRAME {
                0
            } else {
                layout.addr[k]
            };
            s.align = layout.align[k];
            s.size = layout.size[k];
            s.data = std::mem::take(&mut contents[k]);
            sections.push(s);
        }
        let mut e_flags = crate::EF_CPU0_ARCH_32;
        if self.noreorder {
            e_flags |= crate::EF_CPU0_NOREORDER;
        }
        let out = ElfOut {
            big_endian: self.big,
            e_flags,
            executable: true,
            entry: layout.addr[OUT_TEXT],
            sections,
            symbols: self.symbol_table(),
            segments: self.segments(),
        };
        Ok(out.write()?)
    }

    /// A `PT_LOAD` segment per non-empty part: text R+X, rodata R, data and bss R+W.
    fn segments(&self) -> Vec<OutSegment> {
        let (size, align, page) = (&self.layout.size, &self.layout.align, self.layout.page);
        let mut segments = vec![OutSegment {
            sections: vec![OUT_TEXT],
            flags: elf::PF_R.0 | elf::PF_X.0,
            align: align[OUT_TEXT].max(page),
        }];
        if size[OUT_RODATA] > 0 {
            segments.push(OutSegment {
                sections: vec![OUT_RODATA],
                flags: elf::PF_R.0,
                align: align[OUT_RODATA].max(page),
            });
        }
        let rw: Vec<usize> = [OUT_DATA, OUT_BSS]
            .into_iter()
            .filter(|&k| size[k] > 0)
            .collect();
        if !rw.is_empty() {
            segments.push(OutSegment {
                align: rw.iter().map(|&k| align[k]).max().unwrap_or(4).max(page),
                sections: rw,
                flags: elf::PF_R.0 | elf::PF_W.0,
            });
        }
        segments
    }

    /// `_start`, the absolute `__stack_top` and `__memory_size`, the inputs' local
    /// symbols, then the global ones by address.
    fn symbol_table(&self) -> Vec<OutSymbol> {
        let mut symbols = vec![OutSymbol {
            name: "_start".into(),
            kind: SymKind::Func,
            bind: SymBind::Global,
            hidden: false,
            section: SymSection::Section(OUT_TEXT),
            value: self.layout.addr[OUT_TEXT],
            size: STUB_LEN,
        }];
        for (name, value) in [
            ("__stack_top", self.opts.mem_size),
            ("__memory_size", self.opts.mem_size),
        ] {
            symbols.push(OutSymbol {
                name: name.into(),
                kind: SymKind::NoType,
                bind: SymBind::Global,
                hidden: false,
                section: SymSection::Abs,
                value,
                size: 0,
            });
        }
        for (i, input) in self.inputs.iter().enumerate() {
            self.push_local_symbols(i, input, &mut symbols);
        }
        let mut globals: Vec<(&&str, &GlobalDef)> = self.symbols.globals.iter().collect();
        globals.sort_by_key(|(n, d)| (d.addr, **n));
        for (name, d) in globals {
            if matches!(d.section, SymSection::Section(OUT_DEBUG_FRAME)) {
                continue;
            }
            symbols.push(OutSymbol {
                name: name.to_string(),
                kind: d.kind,
                bind: if d.weak {
                    SymBind::Weak
                } else {
                    SymBind::Global
                },
                hidden: false,
                section: d.section,
                value: d.addr,
                size: d.size,
            });
        }
        symbols
    }

    /// The named local functions, objects and untyped symbols of input `i`.
    fn push_local_symbols(&self, i: usize, input: &Input<'_>, symbols: &mut Vec<OutSymbol>) {
        let e = input.elf.endian;
        for (si, sym) in input.elf.symbols.enumerate() {
            let kind = match sym.st_type() {
                elf::STT_FUNC => SymKind::Func,
                elf::STT_OBJECT => SymKind::Object,
                elf::STT_NOTYPE => SymKind::NoType,
                _ => continue,
            };
            if si.0 == 0 || sym.st_bind() != elf::STB_LOCAL {
                continue;
            }
            let Some(addr) = self.symbols.local_addr[i][si.0] else {
                continue;
            };
            let name = input.elf.symbol_name(sym).unwrap_or("");
            if name.is_empty() || sym.st_shndx(e) == elf::SHN_UNDEF {
                continue;
            }
            let section = match input
                .elf
                .symbols
                .symbol_section(e, sym, si)
                .ok()
                .flatten()
                .and_then(|s| input.placed.get(s.0))
            {
                Some(Some(p)) if p.out != OUT_DEBUG_FRAME => SymSection::Section(p.out),
                _ if sym.st_shndx(e) == elf::SHN_ABS => SymSection::Abs,
                _ => continue,
            };
            symbols.push(OutSymbol {
                name: name.to_string(),
                kind,
                bind: SymBind::Local,
                hidden: false,
                section,
                value: addr,
                size: sym.st_size(e),
            });
        }
    }
}
