//! One instruction: its fields, their checks, encoding, decoding and printing.

use crate::{Endian, Format, Opcode, Reg, Shape};
use std::fmt;

/// A Cpu0 instruction with checked operands.
///
/// The fields an instruction uses are given by its [`Shape`]; the others are zero
/// (for `cmp`/`cmpu`, `ra` is `$sw`). `imm` holds the immediate as a plain number:
/// sign-extended for signed immediates and offsets, zero-extended for unsigned ones.
/// An `Inst` can only be built through checks, so encoding it never fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Inst {
    op: Opcode,
    ra: Reg,
    rb: Reg,
    rc: Reg,
    imm: i32,
}

/// An operand that does not fit the instruction.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OperandError {
    #[error("`{mnemonic}` takes an immediate in {min}..={max}, got {value}")]
    ImmOutOfRange {
        mnemonic: &'static str,
        value: i64,
        min: i32,
        max: i32,
    },
    #[error("`{mnemonic}` does not take operands of this form ({shape:?})")]
    WrongShape {
        mnemonic: &'static str,
        shape: Shape,
    },
}

/// A word that is not a Cpu0 instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    #[error("illegal opcode 0x{opcode:02x} in word 0x{word:08x}")]
    IllegalOpcode { word: u32, opcode: u8 },
}

impl Inst {
    /// Builds an instruction from its fields, checking them against its shape: the
    /// immediate must be in range and the fields the shape does not use must be zero.
    pub fn new(op: Opcode, ra: Reg, rb: Reg, rc: Reg, imm: i64) -> Result<Inst, OperandError> {
        let shape = op.shape();
        let (uses_ra, uses_rb, uses_rc) = shape_fields(shape);
        let ra = if shape == Shape::Cmp { Reg::SW } else { ra };
        let ok_regs = (uses_ra || ra == Reg::ZERO || shape == Shape::Cmp)
            && (uses_rb || rb == Reg::ZERO)
            && (uses_rc || rc == Reg::ZERO);
        if !ok_regs {
            return Err(OperandError::WrongShape {
                mnemonic: op.mnemonic(),
                shape,
            });
        }
        let imm = match shape.imm_range() {
            Some((min, max)) => {
                if imm < min as i64 || imm > max as i64 {
                    return Err(OperandError::ImmOutOfRange {
                        mnemonic: op.mnemonic(),
                        value: imm,
                        min,
                        max,
                    });
                }
                imm as i32
            }
            None if imm == 0 => 0,
            None => {
                return Err(OperandError::WrongShape {
                    mnemonic: op.mnemonic(),
                    shape,
                })
            }
        };
        Ok(Inst {
            op,
            ra,
            rb,
            rc,
            imm,
        })
    }

    /// `nop`, the all-zero word.
    pub const fn nop() -> Inst {
        Inst {
            op: Opcode::Nop,
            ra: Reg::ZERO,
            rb: Reg::ZERO,
            rc: Reg::ZERO,
            imm: 0,
        }
    }

    /// A three-register instruction (`addu ra, rb, rc`), or `cmp`/`cmpu` with `ra`
    /// ignored.
    pub fn rrr(op: Opcode, ra: Reg, rb: Reg, rc: Reg) -> Result<Inst, OperandError> {
        Inst::new(op, ra, rb, rc, 0)
    }

    /// A two-register instruction (`clz ra, rb`, `mult ra, rb`, `jalr ra, rb`,
    /// `mfc0 ra, c0`, ...).
    pub fn rr(op: Opcode, ra: Reg, rb: Reg) -> Result<Inst, OperandError> {
        Inst::new(op, ra, rb, Reg::ZERO, 0)
    }

    /// A one-register instruction (`mfhi ra`, `ret ra`).
    pub fn r(op: Opcode, ra: Reg) -> Result<Inst, OperandError> {
        Inst::new(op, ra, Reg::ZERO, Reg::ZERO, 0)
    }

    /// Two registers and an immediate: `addiu ra, rb, imm`, `shl ra, rb, n`,
    /// `ld ra, imm(rb)`, `beq ra, rb, offset`.
    pub fn rri(op: Opcode, ra: Reg, rb: Reg, imm: i64) -> Result<Inst, OperandError> {
        Inst::new(op, ra, rb, Reg::ZERO, imm)
    }

    /// One register and an immediate (`lui ra, imm`).
    pub fn ri(op: Opcode, ra: Reg, imm: i64) -> Result<Inst, OperandError> {
        Inst::new(op, ra, Reg::ZERO, Reg::ZERO, imm)
    }

    /// An immediate only: `jmp offset`, `jeq $sw, offset`, `trap code`.
    pub fn i(op: Opcode, imm: i64) -> Result<Inst, OperandError> {
        Inst::new(op, Reg::ZERO, Reg::ZERO, Reg::ZERO, imm)
    }

    pub fn op(&self) -> Opcode {
        self.op
    }
    pub fn ra(&self) -> Reg {
        self.ra
    }
    pub fn rb(&self) -> Reg {
        self.rb
    }
    pub fn rc(&self) -> Reg {
        self.rc
    }
    /// The immediate, offset, shift amount or trap code (0 if the shape has none).
    pub fn imm(&self) -> i32 {
        self.imm
    }

    /// The general registers this instruction writes (`$sw` and `$lr` included;
    /// HI, LO and co-processor 0 registers are not general registers), from the
    /// instruction table's `ra` and "writes too" columns.
    pub fn written_regs(&self) -> impl Iterator<Item = Reg> {
        let info = self.op.info();
        let also = match info.also_writes {
            crate::AlsoWrites::Sw => Some(Reg::SW),
            crate::AlsoWrites::Lr => Some(Reg::LR),
            crate::AlsoWrites::HiLo | crate::AlsoWrites::No => None,
        };
        info.ra.writes().then_some(self.ra).into_iter().chain(also)
    }

    /// The 32-bit instruction word.
    pub fn encode(&self) -> u32 {
        let op = (self.op.byte() as u32) << 24;
        let ra = (self.ra.num() as u32) << 20;
        let rb = (self.rb.num() as u32) << 16;
        let rc = (self.rc.num() as u32) << 12;
        let imm = self.imm as u32;
        match self.op.format() {
            Format::A => op | ra | rb | rc | (imm & 0xFFF),
            Format::L => op | ra | rb | (imm & 0xFFFF),
            Format::J => op | (imm & 0xFF_FFFF),
        }
    }

    /// The instruction word as bytes in memory order.
    pub fn encode_bytes(&self, endian: Endian) -> [u8; 4] {
        endian.word_bytes(self.encode())
    }

    /// For a PC-relative branch or jump at address `pc`, the address it targets.
    pub fn branch_target(&self, pc: u32) -> Option<u32> {
        match self.op.shape() {
            Shape::SwBranch | Shape::Jump | Shape::RRBranch => {
                Some(pc.wrapping_add(4).wrapping_add(self.imm as u32))
            }
            _ => None,
        }
    }
}

/// Which of `ra`, `rb`, `rc` a shape uses.
fn shape_fields(shape: Shape) -> (bool, bool, bool) {
    match shape {
        Shape::None | Shape::SwBranch | Shape::Jump | Shape::Code24 => (false, false, false),
        Shape::Mem | Shape::RRSimm | Shape::RRUimm | Shape::RRShamt | Shape::RRBranch => {
            (true, true, false)
        }
        Shape::RR | Shape::Jalr | Shape::FromC0 | Shape::ToC0 | Shape::C0C0 => (true, true, false),
        Shape::RUimm | Shape::Ret | Shape::R => (true, false, false),
        Shape::RRR => (true, true, true),
        Shape::Cmp => (false, true, true),
    }
}

/// Decodes one instruction word.
///
/// Every word with a defined opcode decodes; fields the instruction does not use
/// are ignored, as the hardware ignores them, so `decode(w)?.encode()` is the
/// canonical form of `w`. A word with an undefined opcode is an error, never a
/// panic.
pub fn decode(word: u32) -> Result<Inst, DecodeError> {
    let byte = (word >> 24) as u8;
    let op = Opcode::from_byte(byte).ok_or(DecodeError::IllegalOpcode { word, opcode: byte })?;
    let shape = op.shape();
    let (uses_ra, uses_rb, uses_rc) = shape_fields(shape);
    let field = |used: bool, shift: u32| {
        if used {
            Reg::from_field(word >> shift)
        } else {
            Reg::ZERO
        }
    };
    let ra = if shape == Shape::Cmp {
        Reg::SW
    } else {
        field(uses_ra, 20)
    };
    let rb = field(uses_rb, 16);
    let rc = field(uses_rc, 12);
    let imm = match shape {
        Shape::Mem | Shape::RRSimm | Shape::RRBranch => word as u16 as i16 as i32,
        Shape::RRUimm | Shape::RUimm => (word & 0xFFFF) as i32,
        Shape::RRShamt => (word & 0x1F) as i32,
        Shape::SwBranch | Shape::Jump => ((word << 8) as i32) >> 8,
        Shape::Code24 => (word & 0xFF_FFFF) as i32,
        _ => 0,
    };
    Ok(Inst {
        op,
        ra,
        rb,
        rc,
        imm,
    })
}

/// One decoded word of a disassembly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DisasmLine {
    pub addr: u32,
    pub word: u32,
    pub inst: Result<Inst, DecodeError>,
}

impl fmt::Display for DisasmLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:8x}:  {:08x}  ", self.addr, self.word)?;
        match &self.inst {
            Ok(inst) => {
                write!(f, "{inst}")?;
                if let Some(target) = inst.branch_target(self.addr) {
                    write!(f, "  # 0x{target:x}")?;
                }
                Ok(())
            }
            Err(_) => write!(f, ".word 0x{:08x}", self.word),
        }
    }
}

/// Decodes a code image word by word, starting at address `base`. A trailing
/// partial word is ignored.
pub fn disassemble(bytes: &[u8], endian: Endian, base: u32) -> Vec<DisasmLine> {
    bytes
        .chunks_exact(4)
        .enumerate()
        .map(|(i, chunk)| {
            let word = endian.read_word([chunk[0], chunk[1], chunk[2], chunk[3]]);
            DisasmLine {
                addr: base.wrapping_add(4 * i as u32),
                word,
                inst: decode(word),
            }
        })
        .collect()
}

impl fmt::Display for Inst {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (ra, rb, rc, imm) = (self.ra, self.rb, self.rc, self.imm);
        let m = self.op.mnemonic();
        match self.op.shape() {
            Shape::None => write!(f, "{m}"),
            Shape::Mem => write!(f, "{m} {ra}, {imm}({rb})"),
            Shape::RRSimm | Shape::RRShamt | Shape::RRBranch => write!(f, "{m} {ra}, {rb}, {imm}"),
            Shape::RRUimm => write!(f, "{m} {ra}, {rb}, {}", Imm16(imm)),
            Shape::RUimm => write!(f, "{m} {ra}, {}", Imm16(imm)),
            Shape::RRR => write!(f, "{m} {ra}, {rb}, {rc}"),
            Shape::RR => write!(f, "{m} {ra}, {rb}"),
            Shape::Cmp => write!(f, "{m} $sw, {rb}, {rc}"),
            Shape::SwBranch => write!(f, "{m} $sw, {imm}"),
            Shape::Jump => write!(f, "{m} {imm}"),
            Shape::Jalr if ra == Reg::LR => write!(f, "{m} {rb}"),
            Shape::Jalr => write!(f, "{m} {ra}, {rb}"),
            Shape::Ret if ra == Reg::LR => write!(f, "ret {ra}"),
            Shape::Ret => write!(f, "jr {ra}"),
            Shape::R => write!(f, "{m} {ra}"),
            Shape::FromC0 => write!(f, "{m} {ra}, {}", rb.c0_display()),
            Shape::ToC0 => write!(f, "{m} {}, {rb}", ra.c0_display()),
            Shape::C0C0 => write!(f, "{m} {}, {}", ra.c0_display(), rb.c0_display()),
            Shape::Code24 => write!(f, "{m} {imm}"),
        }
    }
}

/// Prints an unsigned 16-bit immediate: small ones in decimal, masks in hex.
struct Imm16(i32);

impl fmt::Display for Imm16 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 < 256 {
            write!(f, "{}", self.0)
        } else {
            write!(f, "0x{:x}", self.0)
        }
    }
}
