//! The static linker: Cpu0 relocatable objects to an executable.
//!
//! Layout of an ELF executable (the loader gives each page its segment's
//! permissions, see [`crate::exec`]):
//!
//! | what | where |
//! |---|---|
//! | nothing | 0..0x1000: the null page stays unmapped |
//! | start-up stub `_start` | 0x1000, the ELF entry: `$sp` = top of memory, `$lr` = -1, `jsub entry`, then `ret` to 0xFFFFFFFF (the simulator halts there with the entry's result in `$v0`) |
//! | `.text` | right after the stub: every input's executable sections |
//! | `.rodata` | read-only data, from the next page boundary |
//! | `.data`, `.bss` | writable data, then zero-filled, from the next page boundary |
//!
//! A `--format verilog-hex` image is for the reference Verilog model, which has no
//! memory protection and starts at PC 0: there the stub is at 0 and the parts
//! follow each other without page alignment.
//!
//! The executable has a `PT_LOAD` segment per non-empty part (text R+X, rodata R,
//! data and bss R+W, page-aligned), section headers, a symbol table (every function and data object
//! of the inputs, `_start`, and the absolute `__stack_top` and `__memory_size`), and
//! the inputs' `.debug_frame` sections merged with their relocations applied. Symbols
//! resolve as with a Unix linker: a local symbol within its object, a global one
//! across objects (two strong definitions are an error, a strong one beats weak ones,
//! an undefined weak symbol is 0). When `__cpu0_*` symbols are undefined, the runtime
//! (`cpu0-rt`, compiled for the inputs' byte order) is linked in as weak definitions.

use cpu0_asm::{Endian, IsaLevel};
use cpu0_isa::{Flags, OptLevel};
use object::elf;
use object::read::elf::{Rela, SectionHeader, Sym};
use std::collections::HashMap;

use crate::elf_out::{
    ElfOut, OutSection, OutSegment, OutSymbol, SecKind, SymBind, SymKind, SymSection,
};
use crate::read::{malformed, CpuElf, ReadError};
use crate::reloc;
use crate::stub::{start_stub, ELF_STUB_ADDR, STUB_LEN};

/// What [`link`] writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum OutputFormat {
    /// An ELF32 executable (`ET_EXEC`).
    #[default]
    Elf,
    /// The memory image from address 0 as text, one byte per line in hex, as Verilog's
    /// `$readmemh` reads it (the tutorial's model loads it as `cpu0.hex`).
    VerilogHex,
}

impl std::str::FromStr for OutputFormat {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "elf" => Ok(OutputFormat::Elf),
            "verilog-hex" | "hex" => Ok(OutputFormat::VerilogHex),
            _ => Err(format!(
                "unknown output format `{s}` (expected elf or verilog-hex)"
            )),
        }
    }
}

/// Settings of [`link`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkOptions {
    /// The function the start-up stub calls (default `main`).
    pub entry: String,
    pub format: OutputFormat,
    /// Bytes of memory the program runs in: the stack starts at the top (default
    /// 16 MiB, the reference model's). A multiple of 8, at most 0x80000000.
    pub mem_size: u32,
    /// Link the runtime when `__cpu0_*` symbols are undefined (default true).
    pub runtime: bool,
}

impl Default for LinkOptions {
    fn default() -> Self {
        LinkOptions {
            entry: "main".into(),
            format: OutputFormat::Elf,
            mem_size: cpu0_sim::DEFAULT_MEM_SIZE,
            runtime: true,
        }
    }
}

/// Why linking failed. Messages name the object and, where there is one, the symbol.
#[derive(Debug, thiserror::Error)]
pub enum LinkError {
    #[error("no input objects")]
    NoInput,
    #[error("{object}: {source}")]
    Read { object: String, source: ReadError },
    #[error("{object}: {byte_order} byte order, but {first} is {first_order}")]
    MixedByteOrder {
        object: String,
        byte_order: &'static str,
        first: String,
        first_order: &'static str,
    },
    #[error("undefined symbol `{symbol}` (referenced by {object})")]
    Undefined { symbol: String, object: String },
    #[error("duplicate symbol `{symbol}`: defined in {first} and in {second}")]
    Duplicate {
        symbol: String,
        first: String,
        second: String,
    },
    #[error("{0}")]
    Relocation(Box<RelocationError>),
    #[error("entry symbol `{0}` is not defined")]
    NoEntry(String),
    #[error("{object}: {message}")]
    Unsupported { object: String, message: String },
    #[error("memory size {0:#x} is not a multiple of 8 between 4 KiB and 0x80000000")]
    MemSize(u32),
    #[error("the program needs {end:#x} bytes of memory and the memory has {mem_size:#x}")]
    TooLarge { end: u64, mem_size: u32 },
    #[error("runtime (cpu0-rt): {0}")]
    Runtime(String),
    #[error("writing the executable: {0}")]
    Write(String),
}

/// A relocation that cannot be applied.
#[derive(Debug, thiserror::Error)]
#[error("{object}: {section}+{offset:#x}: {kind} against `{symbol}`: {problem}")]
pub struct RelocationError {
    pub object: String,
    pub section: String,
    pub offset: u32,
    /// `R_CPU0_PC16` and so on.
    pub kind: String,
    pub symbol: String,
    pub problem: String,
}

/// The output sections, in address order.
const OUT_TEXT: usize = 0;
const OUT_RODATA: usize = 1;
const OUT_DATA: usize = 2;
const OUT_BSS: usize = 3;
const OUT_DEBUG_FRAME: usize = 4;
const OUT_NAMES: [&str; 5] = [".text", ".rodata", ".data", ".bss", ".debug_frame"];
const OUT_KINDS: [SecKind; 5] = [
    SecKind::Text,
    SecKind::Rodata,
    SecKind::Data,
    SecKind::Bss,
    SecKind::DebugFrame,
];

/// An input section that goes into the output.
struct Placed {
    out: usize,
    /// Offset within the output section.
    offset: u32,
}

struct Input<'a> {
    name: &'a str,
    elf: CpuElf<'a>,
    /// Per section index: where it went, if it is kept.
    placed: Vec<Option<Placed>>,
}

impl Input<'_> {
    fn err(&self, e: impl std::fmt::Display) -> LinkError {
        LinkError::Read {
            object: self.name.to_string(),
            source: malformed(e),
        }
    }
}

/// A global symbol's definition.
#[derive(Clone)]
struct GlobalDef {
    addr: u32,
    input: usize,
    weak: bool,
    kind: SymKind,
    size: u32,
    section: SymSection,
}

/// Links relocatable objects (each with a name for messages) into an executable, or
/// a `$readmemh` image (see [`OutputFormat`]).
pub fn link(inputs: &[(String, Vec<u8>)], opts: &LinkOptions) -> Result<Vec<u8>, LinkError> {
    if inputs.is_empty() {
        return Err(LinkError::NoInput);
    }
    if !opts.mem_size.is_multiple_of(8)
        || opts.mem_size < 0x1000
        || opts.mem_size > cpu0_sim::MAX_MEM_SIZE
    {
        return Err(LinkError::MemSize(opts.mem_size));
    }
    let mut parsed = Vec::with_capacity(inputs.len() + 1);
    for (name, bytes) in inputs {
        let elf = CpuElf::parse(bytes, false).map_err(|source| LinkError::Read {
            object: name.clone(),
            source,
        })?;
        parsed.push((name.as_str(), elf));
    }
    let big = parsed[0].1.big_endian();
    let order = |b: bool| {
        if b {
            "big-endian (cpu0)"
        } else {
            "little-endian (cpu0el)"
        }
    };
    for (name, elf) in &parsed[1..] {
        if elf.big_endian() != big {
            return Err(LinkError::MixedByteOrder {
                object: name.to_string(),
                byte_order: order(elf.big_endian()),
                first: parsed[0].0.to_string(),
                first_order: order(big),
            });
        }
    }
    // Delay slots hold only `nop` in the output if they do in every input (the stub's
    // do; the runtime is compiled to match).
    let noreorder = parsed.iter().all(|(_, elf)| {
        use object::read::elf::FileHeader;
        elf.header.e_flags(elf.endian).0 & crate::EF_CPU0_NOREORDER != 0
    });
    let runtime_bytes;
    if opts.runtime && needs_runtime(&parsed)? {
        runtime_bytes = compile_runtime(big, !noreorder)?;
        let elf = CpuElf::parse(&runtime_bytes, false).map_err(|source| LinkError::Read {
            object: "cpu0-rt".into(),
            source,
        })?;
        parsed.push(("cpu0-rt", elf));
    }
    let mut inputs: Vec<Input<'_>> = parsed
        .into_iter()
        .map(|(name, elf)| Input {
            name,
            placed: Vec::new(),
            elf,
        })
        .collect();

    // Place input sections in the output sections.
    let mut out_size = [0u32; 5];
    let mut out_align = [4u32, 4, 4, 4, 4];
    out_size[OUT_TEXT] = STUB_LEN;
    for input in &mut inputs {
        let endian = input.elf.endian;
        let mut placed = Vec::with_capacity(input.elf.sections.len());
        for (index, sh) in input.elf.sections.enumerate() {
            let name = input
                .elf
                .section_name(sh)
                .map_err(|source| LinkError::Read {
                    object: input.name.to_string(),
                    source,
                })?;
            let sh_type = sh.sh_type(endian);
            let flags = sh.sh_flags(endian).0;
            let alloc = flags & elf::SHF_ALLOC.0 != 0;
            let out = if alloc {
                if sh_type != elf::SHT_PROGBITS && sh_type != elf::SHT_NOBITS {
                    return Err(LinkError::Unsupported {
                        object: input.name.to_string(),
                        message: format!(
                            "section {name} of type {:#x} is not supported",
                            sh_type.0
                        ),
                    });
                }
                Some(if flags & elf::SHF_EXECINSTR.0 != 0 {
                    OUT_TEXT
                } else if sh_type == elf::SHT_NOBITS {
                    OUT_BSS
                } else if flags & elf::SHF_WRITE.0 != 0 {
                    OUT_DATA
                } else {
                    OUT_RODATA
                })
            } else if name == ".debug_frame" && sh_type == elf::SHT_PROGBITS {
                Some(OUT_DEBUG_FRAME)
            } else {
                if sh_type == elf::SHT_REL {
                    let target = sh.sh_info(endian) as usize;
                    let target_alloc = input
                        .elf
                        .sections
                        .section(object::SectionIndex(target))
                        .map(|t| t.sh_flags(endian).0 & elf::SHF_ALLOC.0 != 0)
                        .unwrap_or(false);
                    if target_alloc {
                        return Err(LinkError::Unsupported {
                            object: input.name.to_string(),
                            message: format!(
                                "{name}: REL relocations (without addends) are not supported; Cpu0 objects use RELA"
                            ),
                        });
                    }
                }
                None
            };
            let Some(out) = out else {
                placed.push(None);
                continue;
            };
            // The contents must lie in the file (this also bounds every size).
            let size = if sh_type == elf::SHT_NOBITS {
                sh.sh_size(endian)
            } else {
                sh.data(endian, input.elf.data)
                    .map_err(|_| input.err(format!("section {name} lies outside the file")))?
                    .len() as u32
            };
            let align = sh.sh_addralign(endian);
            if align > 1 << 16 || (align > 1 && !align.is_power_of_two()) {
                return Err(input.err(format!("section {name} has alignment {align}")));
            }
            let align = align.max(1);
            out_align[out] = out_align[out].max(align);
            let offset = out_size[out]
                .checked_next_multiple_of(align)
                .and_then(|o| o.checked_add(size).map(|end| (o, end)));
            let Some((offset, end)) = offset else {
                return Err(LinkError::TooLarge {
                    end: u64::from(out_size[out]) + u64::from(size),
                    mem_size: opts.mem_size,
                });
            };
            out_size[out] = end;
            let _ = index;
            placed.push(Some(Placed { out, offset }));
        }
        input.placed = placed;
    }

    // Addresses of the output sections: in an ELF executable from the page above
    // the null page, read-only and writable data each on pages of their own.
    let (base, page) = match opts.format {
        OutputFormat::Elf => (ELF_STUB_ADDR, cpu0_sim::PAGE_SIZE),
        OutputFormat::VerilogHex => (0, 1),
    };
    let mut out_addr = [0u32; 5];
    let mut end = u64::from(base);
    for k in [OUT_TEXT, OUT_RODATA, OUT_DATA, OUT_BSS] {
        let align = match k {
            OUT_RODATA | OUT_DATA => out_align[k].max(page),
            _ => out_align[k],
        };
        let addr = end.next_multiple_of(u64::from(align));
        end = addr + u64::from(out_size[k]);
        if end > u64::from(opts.mem_size) {
            return Err(LinkError::TooLarge {
                end,
                mem_size: opts.mem_size,
            });
        }
        out_addr[k] = addr as u32;
    }
    if out_size[OUT_DEBUG_FRAME] > 1 << 28 {
        return Err(LinkError::Unsupported {
            object: "(all inputs)".into(),
            message: format!("{} bytes of .debug_frame", out_size[OUT_DEBUG_FRAME]),
        });
    }
    // Leave room for a stack: the program must not reach the top 4 KiB.
    if end + 0x1000 > u64::from(opts.mem_size) {
        return Err(LinkError::TooLarge {
            end: end + 0x1000,
            mem_size: opts.mem_size,
        });
    }

    // Symbols: per input, each symbol's address (None: resolve globally by name).
    let mut globals: HashMap<&str, GlobalDef> = HashMap::new();
    let mut local_addr: Vec<Vec<Option<u32>>> = Vec::with_capacity(inputs.len());
    for (i, input) in inputs.iter().enumerate() {
        let endian = input.elf.endian;
        let mut addrs = Vec::with_capacity(input.elf.symbols.len());
        for (si, sym) in input.elf.symbols.enumerate() {
            if si.0 == 0 {
                addrs.push(Some(0));
                continue;
            }
            let name = input
                .elf
                .symbol_name(sym)
                .map_err(|source| LinkError::Read {
                    object: input.name.to_string(),
                    source,
                })?;
            let shndx = sym.st_shndx(endian);
            let (addr, section) = if shndx == elf::SHN_UNDEF {
                (None, SymSection::Undef)
            } else if shndx == elf::SHN_ABS {
                (Some(sym.st_value(endian)), SymSection::Abs)
            } else if shndx == elf::SHN_COMMON {
                return Err(LinkError::Unsupported {
                    object: input.name.to_string(),
                    message: format!("common symbol `{name}` is not supported"),
                });
            } else {
                let index = input
                    .elf
                    .symbols
                    .symbol_section(endian, sym, si)
                    .map_err(|e| input.err(e))?
                    .map(|s| s.0)
                    .unwrap_or(0);
                match input.placed.get(index) {
                    Some(Some(p)) => (
                        Some(
                            out_addr[p.out]
                                .wrapping_add(p.offset)
                                .wrapping_add(sym.st_value(endian)),
                        ),
                        SymSection::Section(p.out),
                    ),
                    Some(None) => (Some(0), SymSection::Abs),
                    None => {
                        return Err(input.err(format!("symbol `{name}` has a bad section index")))
                    }
                }
            };
            let bind = sym.st_bind();
            if bind == elf::STB_LOCAL {
                addrs.push(addr);
                continue;
            }
            if bind != elf::STB_GLOBAL && bind != elf::STB_WEAK {
                return Err(LinkError::Unsupported {
                    object: input.name.to_string(),
                    message: format!("symbol `{name}` has binding {}", bind.0),
                });
            }
            addrs.push(None);
            let Some(addr) = addr else { continue };
            let weak = bind == elf::STB_WEAK;
            let kind = match sym.st_type() {
                elf::STT_FUNC => SymKind::Func,
                elf::STT_OBJECT => SymKind::Object,
                _ => SymKind::NoType,
            };
            let def = GlobalDef {
                addr,
                input: i,
                weak,
                kind,
                size: sym.st_size(endian),
                section,
            };
            match globals.get(name) {
                None => {
                    globals.insert(name, def);
                }
                Some(old) if old.weak && !weak => {
                    globals.insert(name, def);
                }
                Some(old) if !old.weak && !weak => {
                    return Err(LinkError::Duplicate {
                        symbol: name.to_string(),
                        first: inputs[old.input].name.to_string(),
                        second: input.name.to_string(),
                    })
                }
                Some(_) => {}
            }
        }
        local_addr.push(addrs);
    }

    let entry = globals
        .get(opts.entry.as_str())
        .filter(|d| d.section == SymSection::Section(OUT_TEXT))
        .map(|d| d.addr)
        .ok_or_else(|| LinkError::NoEntry(opts.entry.clone()))?;
    let endian = if big { Endian::Big } else { Endian::Little };

    // Contents, with relocations applied.
    let mut out_data: Vec<Vec<u8>> = (0..5)
        .map(|k| {
            if k == OUT_BSS {
                Vec::new()
            } else {
                vec![0u8; out_size[k] as usize]
            }
        })
        .collect();
    out_data[OUT_TEXT][..STUB_LEN as usize].copy_from_slice(&start_stub(
        out_addr[OUT_TEXT],
        opts.mem_size,
        entry,
        endian,
    )?);
    for (i, input) in inputs.iter().enumerate() {
        let e = input.elf.endian;
        for (index, sh) in input.elf.sections.enumerate() {
            let Some(Some(p)) = input.placed.get(index.0) else {
                continue;
            };
            if p.out == OUT_BSS {
                continue;
            }
            let bytes = sh.data(e, input.elf.data).map_err(|e| input.err(e))?;
            let at = p.offset as usize;
            out_data[p.out][at..at + bytes.len()].copy_from_slice(bytes);
        }
        for (_, sh) in input.elf.sections.enumerate() {
            let Some((relas, symtab)) = sh.rela(e, input.elf.data).map_err(|e| input.err(e))?
            else {
                continue;
            };
            let target = sh.sh_info(e) as usize;
            let Some(Some(p)) = input.placed.get(target) else {
                continue;
            };
            if symtab.0 != input.elf.symbols.section().0 {
                return Err(input.err("a relocation section refers to another symbol table"));
            }
            let target_sh = input
                .elf
                .sections
                .section(object::SectionIndex(target))
                .map_err(|e| input.err(e))?;
            let section_name = input.elf.section_name(target_sh).unwrap_or("?").to_string();
            let target_size = u64::from(target_sh.sh_size(e));
            for rela in relas {
                let r_type = rela.r_type(e).0;
                let offset = rela.r_offset(e);
                let sym_index = rela.r_sym(e) as usize;
                let sym = input
                    .elf
                    .symbols
                    .symbol(object::SymbolIndex(sym_index))
                    .map_err(|e| input.err(e))?;
                let sym_name = input.elf.symbol_name(sym).unwrap_or("?");
                let display_name = if sym_name.is_empty() {
                    section_name_of_symbol(input, sym).unwrap_or_else(|| "?".into())
                } else {
                    sym_name.to_string()
                };
                let rel_err = |problem: String| {
                    LinkError::Relocation(Box::new(RelocationError {
                        object: input.name.to_string(),
                        section: section_name.clone(),
                        offset,
                        kind: reloc::name(r_type),
                        symbol: display_name.clone(),
                        problem,
                    }))
                };
                if r_type == reloc::R_CPU0_NONE {
                    continue;
                }
                if p.out == OUT_BSS {
                    return Err(rel_err("relocation in a section without contents".into()));
                }
                let s = match local_addr[i].get(sym_index).copied().flatten() {
                    Some(a) => a,
                    None => match globals.get(sym_name) {
                        Some(d) => d.addr,
                        None if sym.st_bind() == elf::STB_WEAK => 0,
                        None => {
                            return Err(LinkError::Undefined {
                                symbol: sym_name.to_string(),
                                object: input.name.to_string(),
                            })
                        }
                    },
                };
                let place = out_addr[p.out].wrapping_add(p.offset).wrapping_add(offset);
                let at = p.offset as usize + offset as usize;
                let data = &mut out_data[p.out];
                let slot = match data.get_mut(at..at + 4) {
                    Some(slot) if u64::from(offset) + 4 <= target_size => slot,
                    _ => return Err(rel_err("offset outside the section".into())),
                };
                let word = endian.read_word([slot[0], slot[1], slot[2], slot[3]]);
                let new = apply(r_type, word, s, i64::from(Rela::r_addend(rela, e)), place)
                    .map_err(rel_err)?;
                slot.copy_from_slice(&endian.word_bytes(new));
            }
        }
    }
    // Undefined symbols that no relocation uses are fine, as with Unix linkers.

    if opts.format == OutputFormat::VerilogHex {
        let end = (out_addr[OUT_BSS] + out_size[OUT_BSS]) as usize;
        let mut image = vec![0u8; end];
        for k in [OUT_TEXT, OUT_RODATA, OUT_DATA] {
            let a = out_addr[k] as usize;
            image[a..a + out_data[k].len()].copy_from_slice(&out_data[k]);
        }
        let mut text = String::with_capacity(image.len() * 3);
        for b in image {
            text.push_str(&format!("{b:02x}\n"));
        }
        return Ok(text.into_bytes());
    }

    // The executable.
    let mut sections = Vec::new();
    let has_frames = out_size[OUT_DEBUG_FRAME] > 0;
    for k in 0..5 {
        if k == OUT_DEBUG_FRAME && !has_frames {
            continue;
        }
        let mut s = OutSection::new(OUT_NAMES[k], OUT_KINDS[k]);
        s.addr = if k == OUT_DEBUG_FRAME { 0 } else { out_addr[k] };
        s.align = out_align[k];
        s.size = out_size[k];
        s.data = std::mem::take(&mut out_data[k]);
        sections.push(s);
    }
    let mut segments = vec![OutSegment {
        sections: vec![OUT_TEXT],
        flags: elf::PF_R.0 | elf::PF_X.0,
        align: out_align[OUT_TEXT].max(page),
    }];
    if out_size[OUT_RODATA] > 0 {
        segments.push(OutSegment {
            sections: vec![OUT_RODATA],
            flags: elf::PF_R.0,
            align: out_align[OUT_RODATA].max(page),
        });
    }
    let rw: Vec<usize> = [OUT_DATA, OUT_BSS]
        .into_iter()
        .filter(|&k| out_size[k] > 0)
        .collect();
    if !rw.is_empty() {
        segments.push(OutSegment {
            align: rw
                .iter()
                .map(|&k| out_align[k])
                .max()
                .unwrap_or(4)
                .max(page),
            sections: rw,
            flags: elf::PF_R.0 | elf::PF_W.0,
        });
    }

    let mut symbols = vec![OutSymbol {
        name: "_start".into(),
        kind: SymKind::Func,
        bind: SymBind::Global,
        hidden: false,
        section: SymSection::Section(OUT_TEXT),
        value: out_addr[OUT_TEXT],
        size: STUB_LEN,
    }];
    for (name, value) in [
        ("__stack_top", opts.mem_size),
        ("__memory_size", opts.mem_size),
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
    for (i, input) in inputs.iter().enumerate() {
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
            let Some(addr) = local_addr[i][si.0] else {
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
    let mut global_names: Vec<(&&str, &GlobalDef)> = globals.iter().collect();
    global_names.sort_by_key(|(n, d)| (d.addr, **n));
    for (name, d) in global_names {
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
    // The section indices of the symbols follow the output sections actually written.
    ElfOut {
        big_endian: big,
        e_flags: if noreorder {
            crate::EF_CPU0_ARCH_32 | crate::EF_CPU0_NOREORDER
        } else {
            crate::EF_CPU0_ARCH_32
        },
        executable: true,
        entry: out_addr[OUT_TEXT],
        sections,
        symbols,
        segments,
    }
    .write()
    .map_err(LinkError::Write)
}

/// The name of the section a section symbol stands for.
fn section_name_of_symbol(
    input: &Input<'_>,
    sym: &object::elf::Sym32<object::Endianness>,
) -> Option<String> {
    let e = input.elf.endian;
    let index = sym.st_shndx(e);
    let sh = input
        .elf
        .sections
        .section(object::SectionIndex(usize::from(index.0)))
        .ok()?;
    input.elf.section_name(sh).ok().map(str::to_string)
}

/// Whether some input leaves a `__cpu0_*` symbol undefined that no input defines.
fn needs_runtime(parsed: &[(&str, CpuElf<'_>)]) -> Result<bool, LinkError> {
    let mut defined = std::collections::HashSet::new();
    let mut wanted = Vec::new();
    for (name, elf) in parsed {
        let e = elf.endian;
        for sym in elf.symbols.iter().skip(1) {
            let n = elf.symbol_name(sym).map_err(|source| LinkError::Read {
                object: name.to_string(),
                source,
            })?;
            if !n.starts_with("__cpu0_") || sym.st_bind() == elf::STB_LOCAL {
                continue;
            }
            if sym.st_shndx(e) == elf::SHN_UNDEF {
                wanted.push(n);
            } else {
                defined.insert(n);
            }
        }
    }
    Ok(wanted.iter().any(|n| !defined.contains(n)))
}

/// The runtime as a relocatable object: `cpu0_rt::SOURCE` compiled for `cpu032I`
/// (which runs on both ISA levels), its functions weak so programs may replace them.
fn compile_runtime(big: bool, fill_delay_slots: bool) -> Result<Vec<u8>, LinkError> {
    let funcs = cranelift_reader::parse_functions(cpu0_rt::SOURCE)
        .map_err(|e| LinkError::Runtime(e.to_string()))?;
    let flags = Flags {
        endian: if big { Endian::Big } else { Endian::Little },
        level: IsaLevel::Cpu032I,
        opt_level: OptLevel::Speed,
        fill_delay_slots,
        ..Flags::default()
    };
    crate::compile_clif_object(
        funcs,
        &flags,
        "cpu0-rt",
        cranelift_module::Linkage::Preemptible,
    )
    .map_err(|e| LinkError::Runtime(e.to_string()))
}

/// Applies one relocation to `word`: S = `s`, A = `addend`, P = `place`.
pub(crate) fn apply(
    r_type: u32,
    word: u32,
    s: u32,
    addend: i64,
    place: u32,
) -> Result<u32, String> {
    let value = i64::from(s) + addend;
    let absolute =
        || u32::try_from(value).map_err(|_| format!("address {value:#x} is not a 32-bit address"));
    let relative = |bits: u32| {
        let delta = value - (i64::from(place) + 4);
        let limit = 1i64 << (bits - 1);
        if (-limit..limit).contains(&delta) {
            Ok(delta as u32 & ((1u32 << bits) - 1))
        } else {
            Err(format!(
                "displacement {delta} from {place:#x} does not fit in {bits} signed bits"
            ))
        }
    };
    Ok(match r_type {
        reloc::R_CPU0_32 => absolute()?,
        reloc::R_CPU0_HI16 => (word & 0xFFFF_0000) | (absolute()? >> 16),
        reloc::R_CPU0_LO16 => (word & 0xFFFF_0000) | (absolute()? & 0xFFFF),
        reloc::R_CPU0_PC16 => (word & 0xFFFF_0000) | relative(16)?,
        reloc::R_CPU0_PC24 => (word & 0xFF00_0000) | relative(24)?,
        n => return Err(format!("relocation type {n} is not supported")),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relocation_arithmetic() {
        // word = S + A
        assert_eq!(
            apply(reloc::R_CPU0_32, 0xdead_beef, 0x1000, 8, 0),
            Ok(0x1008)
        );
        // lui/ori pairs keep the opcode and registers
        assert_eq!(
            apply(reloc::R_CPU0_HI16, 0x0f60_0000, 0x12_3456, 0, 0),
            Ok(0x0f60_0012)
        );
        assert_eq!(
            apply(reloc::R_CPU0_LO16, 0x0d66_0000, 0x12_3456, 0, 0),
            Ok(0x0d66_3456)
        );
        // PC-relative: S + A - (P + 4)
        assert_eq!(
            apply(reloc::R_CPU0_PC24, 0x3b00_0000, 0x2000, 0, 0x1000),
            Ok(0x3b00_0ffc)
        );
        assert_eq!(
            apply(reloc::R_CPU0_PC24, 0x3b00_0000, 0x1000, 0, 0x2000),
            Ok(0x3bff_effc)
        );
        assert_eq!(
            apply(reloc::R_CPU0_PC16, 0x3700_0000, 0x100, 0, 0x200),
            Ok(0x3700_fefc)
        );
        // Limits of the signed fields.
        assert!(apply(reloc::R_CPU0_PC16, 0, 0x8000 + 4, 0, 0).is_err());
        assert!(apply(reloc::R_CPU0_PC16, 0, 0x7fff + 4, 0, 0).is_ok());
        assert!(apply(reloc::R_CPU0_PC24, 0, 0x80_0000 + 4, 0, 0).is_err());
        assert!(apply(reloc::R_CPU0_PC24, 0, 4, -0x80_0000, 0).is_ok());
        // Addresses must be 32-bit.
        assert!(apply(reloc::R_CPU0_32, 0, 0xffff_fff0, 0x20, 0).is_err());
        assert!(apply(99, 0, 0, 0, 0).is_err());
    }
}
