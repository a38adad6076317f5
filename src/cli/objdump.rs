//! `cpu0c objdump`: a raw image word by word, or an ELF object or executable as
//! `llvm-objdump -t -d -r` prints one: the symbol table, each executable section
//! disassembled with symbol labels, branch targets as `<symbol+off>` and the
//! relocation at each patched word, and the other allocated sections as words.

use super::{out, read_file, CliError};
use cpu0_asm::{decode, disassemble, Endian};
use cpu0_object::inspect::{
    Binding, ElfInfo, SectionInfo, SectionKind, SymbolInfo, SymbolKind, SymbolPlace,
};
use std::fmt::Write;
use std::path::PathBuf;
use std::process::ExitCode;

pub fn objdump(
    file: &PathBuf,
    endian: Option<Endian>,
    base: Option<u32>,
) -> Result<ExitCode, CliError> {
    let bytes = read_file(file)?;
    if !bytes.starts_with(b"\x7fELF") {
        let text = raw_listing(&bytes, endian.unwrap_or(Endian::Big), base.unwrap_or(0));
        out(format_args!("{text}"))?;
        return Ok(ExitCode::SUCCESS);
    }
    if endian.is_some() || base.is_some() {
        return Err(CliError::Msg(format!(
            "{}: an ELF file gives its own byte order and addresses: \
             --endian and --base are for raw images",
            file.display()
        )));
    }
    let info = cpu0_object::read_elf(&bytes)
        .map_err(|e| CliError::Msg(format!("{}: {e}", file.display())))?;
    let text = elf_listing(&file.display().to_string(), &info);
    out(format_args!("{text}"))?;
    Ok(ExitCode::SUCCESS)
}

fn raw_listing(bytes: &[u8], endian: Endian, base: u32) -> String {
    let mut text = String::new();
    for line in disassemble(bytes, endian, base) {
        let _ = writeln!(text, "{line}");
    }
    text
}

/// The whole listing of an ELF file.
pub fn elf_listing(name: &str, info: &ElfInfo) -> String {
    let mut text = String::new();
    let order = if info.big_endian {
        "big-endian"
    } else {
        "little-endian"
    };
    let what = if info.executable {
        format!("executable, entry 0x{:08x}", info.entry)
    } else {
        "relocatable object".to_string()
    };
    let _ = writeln!(text, "{name}:\tfile format elf32-cpu0 ({order}, {what})");
    let _ = writeln!(text, "\nSYMBOL TABLE:");
    for sym in &info.symbols {
        symbol_line(&mut text, info, sym);
    }
    let endian = if info.big_endian {
        Endian::Big
    } else {
        Endian::Little
    };
    for section in &info.sections {
        match section.kind {
            SectionKind::Code => {
                let _ = writeln!(text, "\nDisassembly of section {}:", section.name);
                words(&mut text, info, section, endian, true);
            }
            SectionKind::Data => {
                let _ = writeln!(text, "\nContents of section {}:", section.name);
                words(&mut text, info, section, endian, false);
            }
            SectionKind::Bss if section.size > 0 => {
                let _ = writeln!(
                    text,
                    "\nSection {} (0x{:x} bytes, zero-filled):",
                    section.name, section.size
                );
                for sym in labels(info, section) {
                    let _ = writeln!(text, "{:08x} <{}>", sym.value, sym.name);
                }
            }
            SectionKind::Bss | SectionKind::Other => {}
        }
    }
    text
}

/// `00001000 g     F .text 00000030 main` (a tab before the size), as llvm-objdump prints it: the value,
/// the binding (`l`, `g`, `w` weak), `d` for a section or file symbol, the type
/// (`F` function, `O` object, `f` file), the section, the size and the name.
fn symbol_line(text: &mut String, info: &ElfInfo, sym: &SymbolInfo) {
    let (bind, weak) = match sym.bind {
        Binding::Local => ('l', ' '),
        Binding::Global => ('g', ' '),
        Binding::Weak => (' ', 'w'),
        Binding::Other(_) => (' ', ' '),
    };
    let (debug, kind) = match sym.kind {
        SymbolKind::Func => (' ', 'F'),
        SymbolKind::Object => (' ', 'O'),
        SymbolKind::File => ('d', 'f'),
        SymbolKind::Section => ('d', ' '),
        SymbolKind::NoType | SymbolKind::Other(_) => (' ', ' '),
    };
    let (bind, place) = match sym.place {
        SymbolPlace::Undefined => (' ', "*UND*".to_string()),
        SymbolPlace::Absolute => (bind, "*ABS*".to_string()),
        SymbolPlace::Common => (bind, "*COM*".to_string()),
        SymbolPlace::Section(i) => (bind, section_name(info, i)),
    };
    let name = if sym.name.is_empty() && sym.kind == SymbolKind::Section {
        place.clone()
    } else {
        sym.name.clone()
    };
    let _ = writeln!(
        text,
        "{:08x} {bind}{weak}   {debug}{kind} {place}\t{:08x} {name}",
        sym.value, sym.size
    );
}

fn section_name(info: &ElfInfo, index: usize) -> String {
    info.sections
        .iter()
        .find(|s| s.index == index)
        .map_or_else(|| format!("section {index}"), |s| s.name.clone())
}

/// The named symbols that label addresses of `section` (functions, objects and
/// untyped symbols), by address.
fn labels<'i>(info: &'i ElfInfo, section: &SectionInfo) -> Vec<&'i SymbolInfo> {
    let mut found: Vec<&SymbolInfo> = info
        .symbols
        .iter()
        .filter(|s| {
            s.place == SymbolPlace::Section(section.index)
                && !s.name.is_empty()
                && !matches!(s.kind, SymbolKind::Section | SymbolKind::File)
        })
        .collect();
    found.sort_by_key(|s| (s.value, s.bind == Binding::Local));
    found
}

/// `<symbol+0xoff>` for an address in `section`: the nearest label at or below
/// it, else the section's name.
fn describe(labels: &[&SymbolInfo], section: &SectionInfo, addr: u32) -> String {
    let nearest = labels.iter().rev().find(|s| s.value <= addr);
    let (name, start) = match nearest {
        Some(s) => (s.name.as_str(), s.value),
        None if addr >= section.addr => (section.name.as_str(), section.addr),
        None => return String::new(),
    };
    match addr - start {
        0 => format!(" <{name}>"),
        off => format!(" <{name}+0x{off:x}>"),
    }
}

/// A section word by word: labels before their address, each word decoded (code)
/// or as `.word`, then the relocations that patch it.
fn words(text: &mut String, info: &ElfInfo, section: &SectionInfo, endian: Endian, code: bool) {
    let labels = labels(info, section);
    let mut relocs = section.relocations.iter().peekable();
    let mut at = 0usize;
    while at < section.data.len() {
        let addr = section.addr.wrapping_add(at as u32);
        for sym in labels.iter().filter(|s| s.value == addr) {
            let _ = writeln!(text, "\n{addr:08x} <{}>:", sym.name);
        }
        let Some(chunk) = section.data.get(at..at + 4) else {
            let _ = writeln!(
                text,
                "{addr:8x}:  {:02x}        .byte 0x{0:02x}",
                section.data[at]
            );
            at += 1;
            continue;
        };
        let word = endian.read_word([chunk[0], chunk[1], chunk[2], chunk[3]]);
        let _ = write!(text, "{addr:8x}:  {word:08x}  ");
        match decode(word) {
            Ok(inst) if code => {
                let _ = write!(text, "{inst}");
                if let Some(target) = inst.branch_target(addr) {
                    text.push_str(&describe(&labels, section, target));
                }
            }
            _ => {
                let _ = write!(text, ".word 0x{word:08x}");
            }
        }
        text.push('\n');
        let end = at as u32 + 4;
        while let Some(r) = relocs.next_if(|r| r.offset < end) {
            let sign = if r.addend < 0 { '-' } else { '+' };
            let _ = writeln!(
                text,
                "\t\t\t{:08x}:  {}\t{}{sign}0x{:x}",
                section.addr.wrapping_add(r.offset),
                cpu0_object::reloc::name(r.r_type),
                r.symbol,
                r.addend.unsigned_abs()
            );
        }
        at += 4;
    }
}
