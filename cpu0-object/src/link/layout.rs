//! The layout of the output: which output section each input section goes to, at
//! which offset, and the output sections' addresses.

use object::elf;
use object::read::elf::SectionHeader;

use super::{Input, LinkError, LinkOptions, OutputFormat};
use crate::elf_out::SecKind;
use crate::stub::{ELF_STUB_ADDR, STUB_LEN};

/// The output sections, in address order.
pub(super) const OUT_TEXT: usize = 0;
pub(super) const OUT_RODATA: usize = 1;
pub(super) const OUT_DATA: usize = 2;
pub(super) const OUT_BSS: usize = 3;
pub(super) const OUT_DEBUG_FRAME: usize = 4;
pub(super) const OUT_NAMES: [&str; 5] = [".text", ".rodata", ".data", ".bss", ".debug_frame"];
pub(super) const OUT_KINDS: [SecKind; 5] = [
    SecKind::Text,
    SecKind::Rodata,
    SecKind::Data,
    SecKind::Bss,
    SecKind::DebugFrame,
];

/// Where an input section that goes into the output went.
pub(super) struct Placed {
    /// The output section.
    pub out: usize,
    /// Offset within the output section.
    pub offset: u32,
}

/// The output sections: sizes, alignments and addresses.
pub(super) struct Layout {
    pub size: [u32; 5],
    pub align: [u32; 5],
    pub addr: [u32; 5],
    /// The page size the parts are aligned to (1 for a memory image).
    pub page: u32,
}

impl Layout {
    /// Places every kept input section in its output section (`.text` starts with
    /// the start-up stub), recording where in the inputs, then gives the output
    /// sections their addresses.
    pub fn new(inputs: &mut [Input<'_>], opts: &LinkOptions) -> Result<Layout, LinkError> {
        let mut layout = Layout {
            size: [0; 5],
            align: [4; 5],
            addr: [0; 5],
            page: 1,
        };
        layout.size[OUT_TEXT] = STUB_LEN;
        for input in inputs.iter_mut() {
            input.placed = layout.place_input(input, opts)?;
        }
        layout.assign_addresses(opts)?;
        Ok(layout)
    }

    /// Where each section of `input` goes (by section index).
    fn place_input(
        &mut self,
        input: &Input<'_>,
        opts: &LinkOptions,
    ) -> Result<Vec<Option<Placed>>, LinkError> {
        let endian = input.elf.endian;
        let mut placed = Vec::with_capacity(input.elf.sections.len());
        for (_, sh) in input.elf.sections.enumerate() {
            let name = input.elf.section_name(sh).map_err(|e| input.read_err(e))?;
            let Some(out) = output_section(input, sh, name)? else {
                placed.push(None);
                continue;
            };
            // The contents must lie in the file (this also bounds every size).
            let size = if sh.sh_type(endian) == elf::SHT_NOBITS {
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
            self.align[out] = self.align[out].max(align);
            let offset = self.size[out]
                .checked_next_multiple_of(align)
                .and_then(|o| o.checked_add(size).map(|end| (o, end)));
            let Some((offset, end)) = offset else {
                return Err(LinkError::TooLarge {
                    end: u64::from(self.size[out]) + u64::from(size),
                    mem_size: opts.mem_size,
                });
            };
            self.size[out] = end;
            placed.push(Some(Placed { out, offset }));
        }
        Ok(placed)
    }

    /// Addresses of the output sections: in an ELF executable from the page above
    /// the null page, read-only and writable data each on pages of their own. The
    /// program must leave the top 4 KiB of memory to the stack.
    fn assign_addresses(&mut self, opts: &LinkOptions) -> Result<(), LinkError> {
        let base;
        (base, self.page) = match opts.format {
            OutputFormat::Elf => (ELF_STUB_ADDR, cpu0_sim::PAGE_SIZE),
            OutputFormat::VerilogHex => (0, 1),
        };
        let mut end = u64::from(base);
        for k in [OUT_TEXT, OUT_RODATA, OUT_DATA, OUT_BSS] {
            let align = match k {
                OUT_RODATA | OUT_DATA => self.align[k].max(self.page),
                _ => self.align[k],
            };
            let addr = end.next_multiple_of(u64::from(align));
            end = addr + u64::from(self.size[k]);
            if end > u64::from(opts.mem_size) {
                return Err(LinkError::TooLarge {
                    end,
                    mem_size: opts.mem_size,
                });
            }
            self.addr[k] = addr as u32;
        }
        if self.size[OUT_DEBUG_FRAME] > 1 << 28 {
            return Err(LinkError::Unsupported {
                object: "(all inputs)".into(),
                message: format!("{} bytes of .debug_frame", self.size[OUT_DEBUG_FRAME]),
            });
        }
        if end + 0x1000 > u64::from(opts.mem_size) {
            return Err(LinkError::TooLarge {
                end: end + 0x1000,
                mem_size: opts.mem_size,
            });
        }
        Ok(())
    }
}

/// The output section an input section goes to: allocated sections by their
/// flags, `.debug_frame` to the merged one; `None` for the rest.
fn output_section(
    input: &Input<'_>,
    sh: &elf::SectionHeader32<object::Endianness>,
    name: &str,
) -> Result<Option<usize>, LinkError> {
    let endian = input.elf.endian;
    let sh_type = sh.sh_type(endian);
    let flags = sh.sh_flags(endian).0;
    if flags & elf::SHF_ALLOC.0 != 0 {
        if sh_type != elf::SHT_PROGBITS && sh_type != elf::SHT_NOBITS {
            return Err(LinkError::Unsupported {
                object: input.name.to_string(),
                message: format!("section {name} of type {:#x} is not supported", sh_type.0),
            });
        }
        return Ok(Some(if flags & elf::SHF_EXECINSTR.0 != 0 {
            OUT_TEXT
        } else if sh_type == elf::SHT_NOBITS {
            OUT_BSS
        } else if flags & elf::SHF_WRITE.0 != 0 {
            OUT_DATA
        } else {
            OUT_RODATA
        }));
    }
    if name == ".debug_frame" && sh_type == elf::SHT_PROGBITS {
        return Ok(Some(OUT_DEBUG_FRAME));
    }
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
    Ok(None)
}
