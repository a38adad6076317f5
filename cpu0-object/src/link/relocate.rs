//! The contents of the output sections: the start-up stub, each input section's
//! bytes where the layout put them, and the relocations applied.

use cpu0_asm::Endian;
use cpu0_isa::RelocKind;
use object::elf;
use object::read::elf::{Rela, SectionHeader, Sym};
use object::Endianness;

use super::layout::{Layout, Placed, OUT_BSS, OUT_TEXT};
use super::symbols::Symbols;
use super::{Input, LinkError, LinkOptions, RelocationError};
use crate::reloc;
use crate::stub::{start_stub, STUB_LEN};

/// The contents of the output sections (empty for `.bss`), relocated.
pub(super) fn contents(
    inputs: &[Input<'_>],
    layout: &Layout,
    symbols: &Symbols<'_>,
    entry: u32,
    opts: &LinkOptions,
    endian: Endian,
) -> Result<Vec<Vec<u8>>, LinkError> {
    let mut out: Vec<Vec<u8>> = (0..layout.size.len())
        .map(|k| match k {
            OUT_BSS => Vec::new(),
            _ => vec![0u8; layout.size[k] as usize],
        })
        .collect();
    let stub = start_stub(layout.addr[OUT_TEXT], opts.mem_size, entry, endian)?;
    out[OUT_TEXT][..STUB_LEN as usize].copy_from_slice(&stub);
    for (i, input) in inputs.iter().enumerate() {
        copy_sections(input, &mut out)?;
        let mut relocator = Relocator {
            input,
            local_addr: &symbols.local_addr[i],
            symbols,
            layout,
            endian,
            out: &mut out,
        };
        relocator.relocate()?;
    }
    Ok(out)
}

/// The bytes of each kept section of `input`, where the layout put them.
fn copy_sections(input: &Input<'_>, out: &mut [Vec<u8>]) -> Result<(), LinkError> {
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
        out[p.out][at..at + bytes.len()].copy_from_slice(bytes);
    }
    Ok(())
}

/// Applies the relocations of one input to the output contents.
struct Relocator<'l, 'a> {
    input: &'l Input<'a>,
    /// The addresses of the input's local symbols.
    local_addr: &'l [Option<u32>],
    symbols: &'l Symbols<'a>,
    layout: &'l Layout,
    endian: Endian,
    out: &'l mut [Vec<u8>],
}

/// A relocated section of an input: where it went, its name and size.
struct Target<'l> {
    placed: &'l Placed,
    name: String,
    size: u64,
}

impl Relocator<'_, '_> {
    /// Every `.rela` section of the input whose section is kept.
    fn relocate(&mut self) -> Result<(), LinkError> {
        let input = self.input;
        let e = input.elf.endian;
        for (_, sh) in input.elf.sections.enumerate() {
            let Some((relas, symtab)) = sh.rela(e, input.elf.data).map_err(|e| input.err(e))?
            else {
                continue;
            };
            let target = sh.sh_info(e) as usize;
            let Some(Some(placed)) = input.placed.get(target) else {
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
            let target = Target {
                placed,
                name: input.elf.section_name(target_sh).unwrap_or("?").to_string(),
                size: u64::from(target_sh.sh_size(e)),
            };
            for rela in relas {
                self.apply_one(rela, &target)?;
            }
        }
        Ok(())
    }

    fn apply_one(
        &mut self,
        rela: &elf::Rela32<Endianness>,
        target: &Target<'_>,
    ) -> Result<(), LinkError> {
        let input = self.input;
        let e = input.elf.endian;
        let r_type = rela.r_type(e).0;
        let offset = rela.r_offset(e);
        let sym_index = rela.r_sym(e) as usize;
        let sym = input
            .elf
            .symbols
            .symbol(object::SymbolIndex(sym_index))
            .map_err(|e| input.err(e))?;
        let sym_name = input.elf.symbol_name(sym).unwrap_or("?");
        let rel_err = |problem: String| {
            let symbol = if sym_name.is_empty() {
                section_name_of_symbol(input, sym).unwrap_or_else(|| "?".into())
            } else {
                sym_name.to_string()
            };
            LinkError::Relocation(Box::new(RelocationError {
                object: input.name.to_string(),
                section: target.name.clone(),
                offset,
                kind: reloc::name(r_type),
                symbol,
                problem,
            }))
        };
        if r_type == reloc::R_CPU0_NONE {
            return Ok(());
        }
        let p = target.placed;
        if p.out == OUT_BSS {
            return Err(rel_err("relocation in a section without contents".into()));
        }
        let s = match self.local_addr.get(sym_index).copied().flatten() {
            Some(a) => a,
            None => match self.symbols.globals.get(sym_name) {
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
        let place = self.layout.addr[p.out]
            .wrapping_add(p.offset)
            .wrapping_add(offset);
        let at = p.offset as usize + offset as usize;
        let slot = match self.out[p.out].get_mut(at..at + 4) {
            Some(slot) if u64::from(offset) + 4 <= target.size => slot,
            _ => return Err(rel_err("offset outside the section".into())),
        };
        let word = self.endian.read_word([slot[0], slot[1], slot[2], slot[3]]);
        let addend = i64::from(Rela::r_addend(rela, e));
        let new = apply(r_type, word, s, addend, place).map_err(|e| rel_err(e.to_string()))?;
        slot.copy_from_slice(&self.endian.word_bytes(new));
        Ok(())
    }
}

/// The name of the section a section symbol stands for.
fn section_name_of_symbol(input: &Input<'_>, sym: &elf::Sym32<Endianness>) -> Option<String> {
    let e = input.elf.endian;
    let index = sym.st_shndx(e);
    let sh = input
        .elf
        .sections
        .section(object::SectionIndex(usize::from(index.0)))
        .ok()?;
    input.elf.section_name(sh).ok().map(str::to_string)
}

/// Applies one relocation of ELF type `r_type` to `word`: S = `s`, A = `addend`,
/// P = `place` (the arithmetic is `cpu0_isa::RelocKind::apply`, shared with the JIT).
pub(crate) fn apply(
    r_type: u32,
    word: u32,
    s: u32,
    addend: i64,
    place: u32,
) -> Result<u32, ApplyError> {
    let kind = RelocKind::from_elf_type(r_type).ok_or(ApplyError::UnknownType(r_type))?;
    Ok(kind.apply(word, place, i64::from(s) + addend)?)
}

/// Why [`apply`] failed.
#[derive(Debug, thiserror::Error)]
pub(crate) enum ApplyError {
    #[error("relocation type {0} is not supported")]
    UnknownType(u32),
    #[error(transparent)]
    Reloc(#[from] cpu0_isa::RelocError),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relocation_arithmetic() {
        // word = S + A
        assert_eq!(
            apply(reloc::R_CPU0_32, 0xdead_beef, 0x1000, 8, 0).ok(),
            Some(0x1008)
        );
        // lui/ori pairs keep the opcode and registers
        assert_eq!(
            apply(reloc::R_CPU0_HI16, 0x0f60_0000, 0x12_3456, 0, 0).ok(),
            Some(0x0f60_0012)
        );
        assert_eq!(
            apply(reloc::R_CPU0_LO16, 0x0d66_0000, 0x12_3456, 0, 0).ok(),
            Some(0x0d66_3456)
        );
        // PC-relative: S + A - (P + 4)
        assert_eq!(
            apply(reloc::R_CPU0_PC24, 0x3b00_0000, 0x2000, 0, 0x1000).ok(),
            Some(0x3b00_0ffc)
        );
        assert_eq!(
            apply(reloc::R_CPU0_PC24, 0x3b00_0000, 0x1000, 0, 0x2000).ok(),
            Some(0x3bff_effc)
        );
        assert_eq!(
            apply(reloc::R_CPU0_PC16, 0x3700_0000, 0x100, 0, 0x200).ok(),
            Some(0x3700_fefc)
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
