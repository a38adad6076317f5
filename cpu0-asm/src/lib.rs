//! The Cpu0 instruction set as data.
//!
//! Every instruction is one row of the table in [`table`] (see
//! [`for_each_instruction!`]); encoding ([`Inst::encode`]), decoding ([`decode`]),
//! printing (`Display for Inst`) and the assembler ([`assemble`]) all follow from
//! that row, so they cannot drift apart. The backend (`cpu0-isa`), the simulator
//! (`cpu0-sim`) and the tools share this crate, as Cranelift's x64 backend shares
//! `cranelift-assembler-x64`.
//!
//! The ISA itself is described in the project's `cpu0-isa.md`.
//!
//! ```
//! use cpu0_asm::{decode, Inst, Opcode, Reg};
//! let inst = Inst::rri(Opcode::Addiu, Reg::SP, Reg::SP, -8).unwrap();
//! assert_eq!(inst.encode(), 0x09dd_fff8);
//! assert_eq!(inst.to_string(), "addiu $sp, $sp, -8");
//! assert_eq!(decode(0x09dd_fff8), Ok(inst));
//! ```

mod asm;
mod inst;
mod reg;
pub mod table;

pub use asm::{assemble, assemble_with_externals, AsmError, Program};
pub use inst::{decode, disassemble, DecodeError, Inst, OperandError};
pub use reg::{C0Display, Reg};
pub use table::{AlsoWrites, OpInfo, Opcode, RaUse};

/// How an instruction's fields are packed into its 32-bit word (`op` is bits 31..24).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// `ra` 23..20, `rb` 19..16, `rc` 15..12, 12-bit `cx` 11..0.
    A,
    /// `ra` 23..20, `rb` 19..16, 16-bit `cx` 15..0.
    L,
    /// 24-bit `cx` 23..0.
    J,
}

/// The operands an instruction has, how they are written in assembly, and which
/// fields of [`Inst`] they occupy. Fields an instruction does not use are zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// No operands (`nop`).
    None,
    /// `ra, imm(rb)` with a signed 16-bit offset: loads and stores.
    Mem,
    /// `ra, rb, imm` with a signed 16-bit immediate.
    RRSimm,
    /// `ra, rb, imm` with an unsigned 16-bit immediate.
    RRUimm,
    /// `ra, imm` with an unsigned 16-bit immediate (`lui`).
    RUimm,
    /// `ra, rb, rc`.
    RRR,
    /// `ra, rb`.
    RR,
    /// `ra, rb, n` with a shift amount 0..=31 in `cx[4:0]`.
    RRShamt,
    /// `$sw, rb, rc`: compares into the status word (`ra` field is 15).
    Cmp,
    /// `$sw, offset` with a signed 24-bit byte offset from the next instruction.
    SwBranch,
    /// `offset`: a signed 24-bit byte offset from the next instruction.
    Jump,
    /// `ra, rb, offset`: a signed 16-bit byte offset from the next instruction.
    RRBranch,
    /// `rb` (link in `$lr`) or `ra, rb` (link in `ra`).
    Jalr,
    /// `ra`: jump to the address in `ra` (L format).
    Ret,
    /// `ra`.
    R,
    /// `ra, c0` with `rb` naming a co-processor 0 register.
    FromC0,
    /// `c0, rb` with `ra` naming a co-processor 0 register.
    ToC0,
    /// `c0, c0`: both `ra` and `rb` name co-processor 0 registers.
    C0C0,
    /// `code`: an unsigned 24-bit trap code.
    Code24,
}

impl Shape {
    /// The inclusive range of the immediate, or `None` if the shape has none.
    pub const fn imm_range(self) -> Option<(i32, i32)> {
        match self {
            Shape::Mem | Shape::RRSimm | Shape::RRBranch => Some((-0x8000, 0x7FFF)),
            Shape::RRUimm | Shape::RUimm => Some((0, 0xFFFF)),
            Shape::RRShamt => Some((0, 31)),
            Shape::SwBranch | Shape::Jump => Some((-0x80_0000, 0x7F_FFFF)),
            Shape::Code24 => Some((0, 0xFF_FFFF)),
            _ => None,
        }
    }
}

/// What a processor needs to execute an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Requires {
    /// Every Cpu0 has it.
    Cpu032I,
    /// Only `cpu032II` has it.
    Cpu032II,
    /// The optional conditional moves (`has_cmov`, off by default).
    Cmov,
}

/// The two ISA levels. `cpu032II` is a superset of `cpu032I`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum IsaLevel {
    /// Compares with `cmp`/`cmpu` into `$sw` and branches with `j*`.
    Cpu032I,
    /// Adds `slt`, `sltu`, `slti`, `sltiu`, `beq`, `bne`.
    #[default]
    Cpu032II,
}

impl IsaLevel {
    pub fn name(self) -> &'static str {
        match self {
            IsaLevel::Cpu032I => "cpu032I",
            IsaLevel::Cpu032II => "cpu032II",
        }
    }
}

impl std::str::FromStr for IsaLevel {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "cpu032I" | "cpu032i" => Ok(IsaLevel::Cpu032I),
            "cpu032II" | "cpu032ii" => Ok(IsaLevel::Cpu032II),
            _ => Err(format!(
                "unknown ISA level `{s}` (expected cpu032I or cpu032II)"
            )),
        }
    }
}

impl std::fmt::Display for IsaLevel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Byte order of instruction words and data in memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Endian {
    /// Target `cpu0`, the reference default.
    #[default]
    Big,
    /// Target `cpu0el`.
    Little,
}

impl Endian {
    /// The four bytes of `word` in this byte order.
    pub fn word_bytes(self, word: u32) -> [u8; 4] {
        match self {
            Endian::Big => word.to_be_bytes(),
            Endian::Little => word.to_le_bytes(),
        }
    }

    /// The word stored in `bytes` in this byte order.
    pub fn read_word(self, bytes: [u8; 4]) -> u32 {
        match self {
            Endian::Big => u32::from_be_bytes(bytes),
            Endian::Little => u32::from_le_bytes(bytes),
        }
    }
}

impl std::str::FromStr for Endian {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "big" | "be" | "eb" => Ok(Endian::Big),
            "little" | "le" | "el" => Ok(Endian::Little),
            _ => Err(format!("unknown byte order `{s}` (expected big or little)")),
        }
    }
}
