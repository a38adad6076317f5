//! Reading Cpu0 ELF files: the checks shared by the linker and the loader.

use object::elf::{FileHeader32, FileType, ET_EXEC, ET_REL};
use object::read::elf::{FileHeader, SectionTable, SymbolTable};
use object::Endianness;

use crate::EM_CPU0;

/// Why a file is not a usable Cpu0 ELF file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    #[error("not an ELF file")]
    NotElf,
    #[error("not a Cpu0 ELF file: {0}")]
    Foreign(String),
    #[error("a Cpu0 {found}, expected {expected}")]
    WrongType {
        found: &'static str,
        expected: &'static str,
    },
    #[error("malformed ELF file: {0}")]
    Malformed(String),
}

fn type_name(e_type: u16) -> &'static str {
    match e_type {
        1 => "relocatable object (ET_REL)",
        2 => "executable (ET_EXEC)",
        3 => "shared object (ET_DYN)",
        4 => "core file (ET_CORE)",
        _ => "ELF file of unknown type",
    }
}

fn machine_name(machine: u16) -> String {
    let name = match machine {
        3 => "i386",
        8 => "MIPS",
        20 => "PowerPC",
        40 => "ARM",
        62 => "x86-64",
        183 => "AArch64",
        243 => "RISC-V",
        _ => return format!("machine {machine}"),
    };
    format!("machine {machine}, {name}")
}

/// A parsed Cpu0 ELF32 file.
pub(crate) struct CpuElf<'a> {
    pub data: &'a [u8],
    pub endian: Endianness,
    pub header: &'a FileHeader32<Endianness>,
    pub sections: SectionTable<'a, FileHeader32<Endianness>>,
    pub symbols: SymbolTable<'a, FileHeader32<Endianness>>,
}

pub(crate) fn malformed(e: impl std::fmt::Display) -> ReadError {
    ReadError::Malformed(e.to_string())
}

impl<'a> CpuElf<'a> {
    /// Checks the identification (ELF, 32-bit, Cpu0, the expected type) and parses
    /// the section and symbol tables.
    pub fn parse(data: &'a [u8], executable: bool) -> Result<CpuElf<'a>, ReadError> {
        Self::parse_as(data, Some(if executable { ET_EXEC } else { ET_REL }))
    }

    /// As [`parse`](Self::parse), for an object or an executable alike.
    pub fn parse_any(data: &'a [u8]) -> Result<CpuElf<'a>, ReadError> {
        Self::parse_as(data, None)
    }

    fn parse_as(data: &'a [u8], expected: Option<FileType>) -> Result<CpuElf<'a>, ReadError> {
        if data.len() < 20 || &data[..4] != b"\x7fELF" {
            return Err(ReadError::NotElf);
        }
        let big = match data[5] {
            1 => false,
            2 => true,
            n => return Err(malformed(format!("unknown data encoding {n}"))),
        };
        let machine = if big {
            u16::from_be_bytes([data[18], data[19]])
        } else {
            u16::from_le_bytes([data[18], data[19]])
        };
        match (data[4], machine) {
            (1, EM_CPU0) => {}
            (2, m) => {
                return Err(ReadError::Foreign(format!(
                    "a 64-bit ELF file ({})",
                    machine_name(m)
                )))
            }
            (1, m) => {
                return Err(ReadError::Foreign(format!(
                    "an ELF32 file for {}",
                    machine_name(m)
                )))
            }
            (c, _) => return Err(malformed(format!("unknown ELF class {c}"))),
        }
        let header = FileHeader32::<Endianness>::parse(data).map_err(malformed)?;
        let endian = header.endian().map_err(malformed)?;
        let e_type = header.e_type(endian);
        let expected = expected.unwrap_or(e_type);
        if e_type != expected || (e_type != ET_EXEC && e_type != ET_REL) {
            return Err(ReadError::WrongType {
                found: type_name(e_type.0),
                expected: if expected == e_type {
                    "relocatable object or executable"
                } else {
                    type_name(expected.0)
                },
            });
        }
        let sections = header.sections(endian, data).map_err(malformed)?;
        let symbols = sections
            .symbols(endian, data, object::elf::SHT_SYMTAB)
            .map_err(malformed)?;
        Ok(CpuElf {
            data,
            endian,
            header,
            sections,
            symbols,
        })
    }

    pub fn big_endian(&self) -> bool {
        self.endian == Endianness::Big
    }

    /// The header's `e_flags`.
    pub fn e_flags(&self) -> u32 {
        self.header.e_flags(self.endian).0
    }

    /// The name of a symbol (empty for unnamed ones).
    pub fn symbol_name(
        &self,
        sym: &'a object::elf::Sym32<Endianness>,
    ) -> Result<&'a str, ReadError> {
        let bytes = self
            .symbols
            .symbol_name(self.endian, sym)
            .map_err(malformed)?;
        std::str::from_utf8(bytes).map_err(|_| malformed("a symbol name is not UTF-8"))
    }

    /// The name of a section.
    pub fn section_name(
        &self,
        section: &'a object::elf::SectionHeader32<Endianness>,
    ) -> Result<&'a str, ReadError> {
        let bytes = self
            .sections
            .section_name(self.endian, section)
            .map_err(malformed)?;
        std::str::from_utf8(bytes).map_err(|_| malformed("a section name is not UTF-8"))
    }
}
