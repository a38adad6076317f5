//! `.debug_frame` for Cpu0 functions, written with `gimli::write`.
//!
//! One CIE describes the Cpu0 ABI at a function's entry: the CFA is `$sp + 0`, the
//! return address is in `$lr` (register 14, "same value"), code alignment 4, data
//! alignment -4. Each function gets an FDE built from its prologue steps
//! ([`cpu0_isa::UnwindEntry`]): after `StackAlloc(n)` the CFA is `$sp + n`; after
//! `SaveReg(r, off)` register `r` is saved at `CFA - (n - off)`. A function without a
//! frame has an FDE with no instructions (the CIE's rules hold throughout).

use cpu0_isa::{UnwindEntry, UnwindOp};
use gimli::write::{
    Address, CallFrameInstruction, CommonInformationEntry, DebugFrame, EndianVec,
    FrameDescriptionEntry, FrameTable, Writer,
};
use gimli::{Encoding, Format, Register, RunTimeEndian, SectionId};

use crate::dwarf;

/// Why a `.debug_frame` could not be written.
#[derive(Debug, thiserror::Error)]
pub enum FrameError {
    /// A prologue step the CIE's rules cannot describe.
    #[error("register {register} saved at sp+{offset} in a frame of {frame} bytes: not a word below the CFA")]
    BadSave {
        register: &'static str,
        offset: u32,
        frame: u32,
    },
    #[error(".debug_frame: {0}")]
    Write(#[from] gimli::write::Error),
}

/// A relocation the writer recorded: a 4-byte field at `offset` holding the address
/// of `symbol` (the FDE's initial location) plus `addend`, or, for `symbol = None`,
/// an offset into `.debug_frame` itself (the FDE's CIE pointer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FrameReloc {
    pub offset: u32,
    pub symbol: Option<usize>,
    pub addend: i64,
}

/// A `gimli` writer that records relocations instead of failing on symbols.
struct RelocWriter {
    out: EndianVec<RunTimeEndian>,
    relocs: Vec<FrameReloc>,
}

impl Writer for RelocWriter {
    type Endian = RunTimeEndian;

    fn endian(&self) -> RunTimeEndian {
        self.out.endian()
    }

    fn len(&self) -> usize {
        self.out.len()
    }

    fn write(&mut self, bytes: &[u8]) -> gimli::write::Result<()> {
        self.out.write(bytes)
    }

    fn write_at(&mut self, offset: usize, bytes: &[u8]) -> gimli::write::Result<()> {
        self.out.write_at(offset, bytes)
    }

    fn write_address(&mut self, address: Address, size: u8) -> gimli::write::Result<()> {
        match address {
            Address::Constant(v) => self.out.write_udata(v, size),
            Address::Symbol { symbol, addend } => {
                self.relocs.push(FrameReloc {
                    offset: self.out.len() as u32,
                    symbol: Some(symbol),
                    addend,
                });
                // RELA: the field holds the addend too, for readers that do not relocate.
                self.out.write_udata(addend as u64, size)
            }
        }
    }

    fn write_offset(
        &mut self,
        val: usize,
        section: SectionId,
        size: u8,
    ) -> gimli::write::Result<()> {
        if section == SectionId::DebugFrame {
            self.relocs.push(FrameReloc {
                offset: self.out.len() as u32,
                symbol: None,
                addend: val as i64,
            });
        }
        self.out.write_udata(val as u64, size)
    }
}

/// One function for the frame table.
pub struct FrameFunction<'a> {
    /// The symbol the FDE's initial location refers to (an index chosen by the caller).
    pub symbol: usize,
    pub addend: i64,
    pub len: u32,
    pub unwind: &'a [UnwindEntry],
}

/// The encoding of our CIEs: `.debug_frame` version 1, 32-bit DWARF, 4-byte addresses.
fn encoding() -> Encoding {
    Encoding {
        address_size: 4,
        format: Format::Dwarf32,
        version: 1,
    }
}

/// Writes a `.debug_frame` with one CIE and an FDE per function. Returns the bytes
/// and the relocations of the initial locations and CIE pointers.
pub fn write_debug_frame(
    big_endian: bool,
    functions: &[FrameFunction<'_>],
) -> Result<(Vec<u8>, Vec<FrameReloc>), FrameError> {
    let mut table = FrameTable::default();
    let mut cie = CommonInformationEntry::new(
        encoding(),
        dwarf::CODE_ALIGN,
        dwarf::DATA_ALIGN,
        Register(dwarf::LR),
    );
    cie.add_instruction(CallFrameInstruction::Cfa(Register(dwarf::SP), 0));
    cie.add_instruction(CallFrameInstruction::SameValue(Register(dwarf::LR)));
    let cie_id = table.add_cie(cie);
    for f in functions {
        let mut fde = FrameDescriptionEntry::new(
            Address::Symbol {
                symbol: f.symbol,
                addend: f.addend,
            },
            f.len,
        );
        let mut frame = 0u32;
        for e in f.unwind {
            match e.op {
                UnwindOp::StackAlloc(n) => {
                    frame = n;
                    fde.add_instruction(e.offset, CallFrameInstruction::CfaOffset(n as i32));
                }
                UnwindOp::SaveReg(reg, off) => {
                    let from_cfa = i64::from(off) - i64::from(frame);
                    if from_cfa % 4 != 0 || from_cfa >= 0 {
                        return Err(FrameError::BadSave {
                            register: reg.name(),
                            offset: off,
                            frame,
                        });
                    }
                    fde.add_instruction(
                        e.offset,
                        CallFrameInstruction::Offset(
                            Register(u16::from(reg.num())),
                            from_cfa as i32,
                        ),
                    );
                }
            }
        }
        table.add_fde(cie_id, fde);
    }
    let endian = if big_endian {
        RunTimeEndian::Big
    } else {
        RunTimeEndian::Little
    };
    let mut w = DebugFrame(RelocWriter {
        out: EndianVec::new(endian),
        relocs: Vec::new(),
    });
    table.write_debug_frame(&mut w)?;
    let RelocWriter { out, relocs } = w.0;
    Ok((out.into_vec(), relocs))
}
