//! The compact form the execution loop runs: each word is decoded once, through
//! `cpu0_asm::decode`, into an 8-byte [`Decoded`] that the loop dispatches on.

use cpu0_asm::{decode, IsaLevel, Opcode};

macro_rules! define_op {
    ($($name:ident $mnemonic:literal $byte:literal $format:ident $shape:ident $needs:ident $ds:literal $ra:ident $also:ident;)*) => {
        /// What the execution loop dispatches on: every opcode of the instruction
        /// table (generated from it, in table order) plus two markers.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        #[repr(u8)]
        pub(crate) enum Op {
            /// A cache slot not filled yet. It is 0 so that an empty cache is all zeroes.
            Undecoded = 0,
            $($name,)*
            /// An undefined opcode, or one the configured processor lacks; `imm` holds
            /// the whole word.
            Illegal,
        }

        impl Op {
            pub(crate) const fn from_opcode(op: Opcode) -> Op {
                match op {
                    $(Opcode::$name => Op::$name,)*
                }
            }
        }
    };
}

cpu0_asm::for_each_instruction!(define_op);

impl Op {
    /// Where this opcode's count lives in [`Stats`](crate::Stats): `Opcode as usize + 1`.
    pub(crate) const fn stats_index(op: Opcode) -> usize {
        Op::from_opcode(op) as usize
    }
}

/// Register slot that receives writes to `$zero`: it is never read, so `$zero` (slot 0)
/// stays 0 without a check in the loop.
pub(crate) const ZERO_SINK: u8 = 16;

/// A predecoded instruction. Register fields are indices into the 32-slot register
/// file (destination `$zero` is [`ZERO_SINK`]); `imm` is the immediate as decoded
/// (sign- or zero-extended, shift amount, offset or trap code).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Decoded {
    pub op: Op,
    pub ra: u8,
    pub rb: u8,
    pub rc: u8,
    pub imm: u32,
}

impl Decoded {
    pub(crate) const UNDECODED: Decoded = Decoded {
        op: Op::Undecoded,
        ra: 0,
        rb: 0,
        rc: 0,
        imm: 0,
    };
}

/// Whether the instruction writes the general-purpose register in its `ra` field
/// (the instruction table's `ra` column).
pub(crate) fn writes_ra(op: Opcode) -> bool {
    op.info().ra.writes()
}

/// What the configured processor executes, for turning words into [`Decoded`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct Decoder {
    pub level: IsaLevel,
    pub has_cmov: bool,
}

impl Decoder {
    /// Predecodes one word. Undefined opcodes and instructions the processor lacks
    /// become [`Op::Illegal`], so the loop never checks the ISA level.
    pub(crate) fn predecode(self, word: u32) -> Decoded {
        let illegal = Decoded {
            op: Op::Illegal,
            imm: word,
            ..Decoded::UNDECODED
        };
        let Ok(inst) = decode(word) else {
            return illegal;
        };
        let op = inst.op();
        if !op.is_available(self.level, self.has_cmov) {
            return illegal;
        }
        let mut ra = inst.ra().num();
        if ra == 0 && writes_ra(op) {
            ra = ZERO_SINK;
        }
        Decoded {
            op: Op::from_opcode(op),
            ra,
            rb: inst.rb().num(),
            rc: inst.rc().num(),
            imm: inst.imm() as u32,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn op_follows_the_table_order() {
        for (i, op) in Opcode::ALL.iter().enumerate() {
            assert_eq!(Op::from_opcode(*op) as usize, i + 1);
        }
        assert_eq!(Op::Illegal as usize, Opcode::ALL.len() + 1);
    }

    #[test]
    fn zero_destination_goes_to_the_sink() {
        let d = Decoder {
            level: IsaLevel::Cpu032II,
            has_cmov: false,
        };
        // addiu $zero, $zero, 5
        assert_eq!(d.predecode(0x0900_0005).ra, ZERO_SINK);
        // st $zero, 0($zero) reads $zero: no sink.
        assert_eq!(d.predecode(0x0200_0000).ra, 0);
        // movz is illegal without has_cmov.
        assert_eq!(d.predecode(0x0A12_3000).op, Op::Illegal);
    }
}
