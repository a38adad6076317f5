//! Property tests: every instruction over its whole field ranges survives
//! encode -> decode -> encode and print -> assemble, and no word makes decode panic.

use cpu0_asm::{assemble, decode, Endian, Inst, Opcode, Reg, Shape};
use proptest::prelude::*;

fn reg() -> impl Strategy<Value = Reg> {
    (0u8..16).prop_map(|n| Reg::new(n).unwrap())
}

/// Any valid instruction: an opcode, then every field its shape uses over its whole range.
fn any_inst() -> impl Strategy<Value = Inst> {
    (0..Opcode::ALL.len(), reg(), reg(), reg(), any::<i64>()).prop_map(|(i, ra, rb, rc, raw)| {
        let op = Opcode::ALL[i];
        let shape = op.shape();
        let imm = match shape.imm_range() {
            Some((min, max)) => min as i64 + raw.rem_euclid(max as i64 - min as i64 + 1),
            None => 0,
        };
        let (ra, rb, rc) = match shape {
            Shape::None | Shape::SwBranch | Shape::Jump | Shape::Code24 => {
                (Reg::ZERO, Reg::ZERO, Reg::ZERO)
            }
            Shape::RRR => (ra, rb, rc),
            Shape::Cmp => (Reg::SW, rb, rc),
            Shape::RUimm | Shape::Ret | Shape::R => (ra, Reg::ZERO, Reg::ZERO),
            _ => (ra, rb, Reg::ZERO),
        };
        Inst::new(op, ra, rb, rc, imm).expect("generated operands are in range")
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20_000))]

    #[test]
    fn encode_decode_encode(inst in any_inst()) {
        let word = inst.encode();
        let decoded = decode(word).expect("an encoded instruction decodes");
        prop_assert_eq!(decoded, inst);
        prop_assert_eq!(decoded.encode(), word);
        prop_assert_eq!(word >> 24, inst.op().byte() as u32);
    }

    #[test]
    fn print_assemble(inst in any_inst()) {
        let text = inst.to_string();
        for endian in [Endian::Big, Endian::Little] {
            let program = assemble(&text, endian).map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
            prop_assert_eq!(program.bytes.len(), 4);
            let bytes = [program.bytes[0], program.bytes[1], program.bytes[2], program.bytes[3]];
            prop_assert_eq!(bytes, inst.encode_bytes(endian), "{}", text);
        }
    }

    #[test]
    fn decode_never_panics(word in any::<u32>()) {
        if let Ok(inst) = decode(word) {
            // Decoding the canonical form gives the same instruction back.
            prop_assert_eq!(decode(inst.encode()), Ok(inst));
            // Its text assembles to the canonical word.
            let program = assemble(&inst.to_string(), Endian::Big).unwrap();
            prop_assert_eq!(u32::from_be_bytes(program.bytes[..4].try_into().unwrap()), inst.encode());
        }
    }
}

#[test]
fn every_word_of_an_opcode_byte_decodes_or_is_illegal() {
    for byte in 0..=255u8 {
        let word = (byte as u32) << 24 | 0x00AB_CDEF;
        match (decode(word), Opcode::from_byte(byte)) {
            (Ok(inst), Some(op)) => assert_eq!(inst.op(), op),
            (Err(_), None) => {}
            (result, op) => panic!("byte {byte:#x}: {result:?} vs {op:?}"),
        }
    }
}
