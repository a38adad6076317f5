//! The instruction table: every Cpu0 instruction, once.
//!
//! Each row gives the opcode's name in Rust, its mnemonic, its opcode byte, its
//! encoding format, its operand shape, the ISA level (or feature) it needs, whether
//! it has a delay slot, what it does with the register in its `ra` field (`R` reads
//! it, `W` writes it, `RW` both, `No` neither or not a general register) and what
//! else it writes (`Sw`, `Lr`, `HiLo`, `No`). Encoding, decoding, printing,
//! assembling, the simulator's decoder and the backend's delay-slot filler all read
//! these rows, so adding an instruction is adding a row here (plus its semantics in
//! the simulator).

use crate::{Format, Requires, Shape};

/// Calls `$m!` with the whole instruction table.
#[macro_export]
macro_rules! for_each_instruction {
    ($m:ident) => {
        $m! {
            // Name   mnemonic  op    fmt shape      needs  delay  ra  writes too
            Nop    "nop"    0x00 J None       Cpu032I false No No;
            Ld     "ld"     0x01 L Mem        Cpu032I false W  No;
            St     "st"     0x02 L Mem        Cpu032I false R  No;
            Lb     "lb"     0x03 L Mem        Cpu032I false W  No;
            Lbu    "lbu"    0x04 L Mem        Cpu032I false W  No;
            Sb     "sb"     0x05 L Mem        Cpu032I false R  No;
            Lh     "lh"     0x06 L Mem        Cpu032I false W  No;
            Lhu    "lhu"    0x07 L Mem        Cpu032I false W  No;
            Sh     "sh"     0x08 L Mem        Cpu032I false R  No;
            Addiu  "addiu"  0x09 L RRSimm     Cpu032I false W  No;
            Movz   "movz"   0x0A A RRR        Cmov    false RW No;
            Movn   "movn"   0x0B A RRR        Cmov    false RW No;
            Andi   "andi"   0x0C L RRUimm     Cpu032I false W  No;
            Ori    "ori"    0x0D L RRUimm     Cpu032I false W  No;
            Xori   "xori"   0x0E L RRUimm     Cpu032I false W  No;
            Lui    "lui"    0x0F L RUimm      Cpu032I false W  No;
            Addu   "addu"   0x11 A RRR        Cpu032I false W  No;
            Subu   "subu"   0x12 A RRR        Cpu032I false W  No;
            Add    "add"    0x13 A RRR        Cpu032I false W  Sw;
            Sub    "sub"    0x14 A RRR        Cpu032I false W  Sw;
            Clz    "clz"    0x15 A RR         Cpu032I false W  No;
            Clo    "clo"    0x16 A RR         Cpu032I false W  No;
            Mul    "mul"    0x17 A RRR        Cpu032I false W  No;
            And    "and"    0x18 A RRR        Cpu032I false W  No;
            Or     "or"     0x19 A RRR        Cpu032I false W  No;
            Xor    "xor"    0x1A A RRR        Cpu032I false W  No;
            Nor    "nor"    0x1B A RRR        Cpu032I false W  No;
            Rol    "rol"    0x1C A RRShamt    Cpu032I false W  No;
            Ror    "ror"    0x1D A RRShamt    Cpu032I false W  No;
            Shl    "shl"    0x1E A RRShamt    Cpu032I false W  No;
            Shr    "shr"    0x1F A RRShamt    Cpu032I false W  No;
            Sra    "sra"    0x20 A RRShamt    Cpu032I false W  No;
            Srav   "srav"   0x21 A RRR        Cpu032I false W  No;
            Shlv   "shlv"   0x22 A RRR        Cpu032I false W  No;
            Shrv   "shrv"   0x23 A RRR        Cpu032I false W  No;
            Rolv   "rolv"   0x24 A RRR        Cpu032I false W  No;
            Rorv   "rorv"   0x25 A RRR        Cpu032I false W  No;
            Slti   "slti"   0x26 L RRSimm     Cpu032II false W  No;
            Sltiu  "sltiu"  0x27 L RRUimm     Cpu032II false W  No;
            Slt    "slt"    0x28 A RRR        Cpu032II false W  No;
            Sltu   "sltu"   0x29 A RRR        Cpu032II false W  No;
            Cmp    "cmp"    0x2A A Cmp        Cpu032I false No Sw;
            Cmpu   "cmpu"   0x2B A Cmp        Cpu032I false No Sw;
            Jeq    "jeq"    0x30 J SwBranch   Cpu032I true  No No;
            Jne    "jne"    0x31 J SwBranch   Cpu032I true  No No;
            Jlt    "jlt"    0x32 J SwBranch   Cpu032I true  No No;
            Jgt    "jgt"    0x33 J SwBranch   Cpu032I true  No No;
            Jle    "jle"    0x34 J SwBranch   Cpu032I true  No No;
            Jge    "jge"    0x35 J SwBranch   Cpu032I true  No No;
            Jmp    "jmp"    0x36 J Jump       Cpu032I false No No;
            Beq    "beq"    0x37 L RRBranch   Cpu032II true  R  No;
            Bne    "bne"    0x38 L RRBranch   Cpu032II true  R  No;
            Jalr   "jalr"   0x39 A Jalr       Cpu032I true  W  No;
            Bal    "bal"    0x3A J Jump       Cpu032I false No Lr;
            Jsub   "jsub"   0x3B J Jump       Cpu032I true  No Lr;
            Ret    "ret"    0x3C L Ret        Cpu032I true  R  No;
            Mult   "mult"   0x41 A RR         Cpu032I false R  HiLo;
            Multu  "multu"  0x42 A RR         Cpu032I false R  HiLo;
            Div    "div"    0x43 A RR         Cpu032I false R  HiLo;
            Divu   "divu"   0x44 A RR         Cpu032I false R  HiLo;
            Mfhi   "mfhi"   0x46 A R          Cpu032I false W  No;
            Mflo   "mflo"   0x47 A R          Cpu032I false W  No;
            Mthi   "mthi"   0x48 A R          Cpu032I false R  HiLo;
            Mtlo   "mtlo"   0x49 A R          Cpu032I false R  HiLo;
            Mfc0   "mfc0"   0x50 A FromC0     Cpu032I false W  No;
            Mtc0   "mtc0"   0x51 A ToC0       Cpu032I false No No;
            C0mov  "c0mov"  0x52 A C0C0       Cpu032I false No No;
            Trap   "trap"   0xFF J Code24     Cpu032I false No No;
        }
    };
}

macro_rules! define_opcodes {
    ($($name:ident $mnemonic:literal $byte:literal $format:ident $shape:ident $needs:ident $ds:literal $ra:ident $also:ident;)*) => {
        /// A Cpu0 operation: one row of the instruction table.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u8)]
        pub enum Opcode {
            $($name,)*
        }

        impl Opcode {
            /// Every opcode, in table order.
            pub const ALL: &'static [Opcode] = &[$(Opcode::$name,)*];

            /// This opcode's row of the instruction table.
            pub const fn info(self) -> &'static OpInfo {
                &INFOS[self as usize]
            }
        }

        static INFOS: &[OpInfo] = &[$(
            OpInfo {
                opcode: Opcode::$name,
                mnemonic: $mnemonic,
                byte: $byte,
                format: Format::$format,
                shape: Shape::$shape,
                requires: Requires::$needs,
                delay_slot: $ds,
                ra: RaUse::$ra,
                also_writes: AlsoWrites::$also,
            },
        )*];
    };
}

for_each_instruction!(define_opcodes);

/// One row of the instruction table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpInfo {
    pub opcode: Opcode,
    /// The assembly mnemonic.
    pub mnemonic: &'static str,
    /// The opcode byte, bits 31..24 of the instruction word.
    pub byte: u8,
    /// How the operand fields are packed into the word.
    pub format: Format,
    /// Which operands the instruction has and how they are written.
    pub shape: Shape,
    /// The ISA level or optional feature needed to execute it.
    pub requires: Requires,
    /// Whether the word after it always executes before a taken transfer.
    pub delay_slot: bool,
    /// What it does with the general register in its `ra` field.
    pub ra: RaUse,
    /// What it writes besides its `ra` field.
    pub also_writes: AlsoWrites,
}

/// What an instruction does with the general register in its `ra` field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RaUse {
    /// Nothing: no `ra` operand, or it names `$sw` or a co-processor 0 register.
    No,
    /// Reads it (stores, `beq`/`bne`, `ret`, `mult`/`div`, `mthi`/`mtlo`).
    R,
    /// Writes it.
    W,
    /// Reads and writes it (`movz`/`movn` write it only when their condition holds).
    RW,
}

impl RaUse {
    pub const fn writes(self) -> bool {
        matches!(self, RaUse::W | RaUse::RW)
    }

    pub const fn reads(self) -> bool {
        matches!(self, RaUse::R | RaUse::RW)
    }
}

/// What an instruction writes besides the register in its `ra` field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AlsoWrites {
    No,
    /// The status word (`cmp`; `add`/`sub` set SW.V).
    Sw,
    /// The link register `$lr` (`bal`, `jsub`; `jalr` writes its `ra` field instead).
    Lr,
    /// HI and LO.
    HiLo,
}

/// Opcode byte -> opcode, built once from the table at compile time.
static BY_BYTE: [Option<Opcode>; 256] = {
    let mut table = [None; 256];
    let mut i = 0;
    while i < INFOS.len() {
        table[INFOS[i].byte as usize] = Some(INFOS[i].opcode);
        i += 1;
    }
    table
};

impl Opcode {
    /// The opcode whose byte is `byte`, or `None` for an illegal opcode.
    pub fn from_byte(byte: u8) -> Option<Opcode> {
        BY_BYTE[byte as usize]
    }

    /// The opcode with this mnemonic (`jr` is accepted as the other name of `ret`).
    pub fn from_mnemonic(mnemonic: &str) -> Option<Opcode> {
        if mnemonic == "jr" {
            return Some(Opcode::Ret);
        }
        INFOS
            .iter()
            .find(|info| info.mnemonic == mnemonic)
            .map(|info| info.opcode)
    }

    pub fn mnemonic(self) -> &'static str {
        self.info().mnemonic
    }

    pub fn byte(self) -> u8 {
        self.info().byte
    }

    pub fn format(self) -> Format {
        self.info().format
    }

    pub fn shape(self) -> Shape {
        self.info().shape
    }

    pub fn requires(self) -> Requires {
        self.info().requires
    }

    /// Whether this instruction has a delay slot.
    pub fn has_delay_slot(self) -> bool {
        self.info().delay_slot
    }

    /// The lowest ISA level that has this instruction (`movz`/`movn` also need the
    /// `has_cmov` feature, see [`Opcode::requires`]).
    pub fn min_level(self) -> crate::IsaLevel {
        match self.requires() {
            Requires::Cpu032II => crate::IsaLevel::Cpu032II,
            Requires::Cpu032I | Requires::Cmov => crate::IsaLevel::Cpu032I,
        }
    }

    /// Whether a processor of `level`, with or without the conditional-move feature,
    /// executes this instruction.
    pub fn is_available(self, level: crate::IsaLevel, has_cmov: bool) -> bool {
        match self.requires() {
            Requires::Cpu032I => true,
            Requires::Cpu032II => level >= crate::IsaLevel::Cpu032II,
            Requires::Cmov => has_cmov,
        }
    }

    /// Whether this instruction transfers control (branch, jump, call or return).
    pub fn is_control_transfer(self) -> bool {
        matches!(
            self.shape(),
            Shape::SwBranch | Shape::Jump | Shape::RRBranch | Shape::Jalr | Shape::Ret
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_and_mnemonics_are_unique() {
        for (i, a) in INFOS.iter().enumerate() {
            assert_eq!(a.opcode as usize, i);
            for b in &INFOS[i + 1..] {
                assert_ne!(a.byte, b.byte, "{} and {}", a.mnemonic, b.mnemonic);
                assert_ne!(a.mnemonic, b.mnemonic);
            }
            assert_eq!(Opcode::from_byte(a.byte), Some(a.opcode));
            assert_eq!(Opcode::from_mnemonic(a.mnemonic), Some(a.opcode));
        }
    }

    #[test]
    fn delay_slots_are_exactly_the_documented_ones() {
        // cpu0-isa.md: jeq jne jlt jgt jle jge beq bne jalr jsub ret/jr.
        let with_slot: Vec<&str> = Opcode::ALL
            .iter()
            .filter(|op| op.has_delay_slot())
            .map(|op| op.mnemonic())
            .collect();
        assert_eq!(
            with_slot,
            ["jeq", "jne", "jlt", "jgt", "jle", "jge", "beq", "bne", "jalr", "jsub", "ret"]
        );
    }

    #[test]
    fn cpu032ii_adds_exactly_slt_and_beq_bne() {
        let only_ii: Vec<&str> = Opcode::ALL
            .iter()
            .filter(|op| op.min_level() == crate::IsaLevel::Cpu032II)
            .map(|op| op.mnemonic())
            .collect();
        assert_eq!(only_ii, ["slti", "sltiu", "slt", "sltu", "beq", "bne"]);
    }
}
