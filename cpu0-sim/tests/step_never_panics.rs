//! Random instruction words with defined opcodes, at random addresses, with random
//! registers and page permissions: running them (under a small budget) gives a
//! halt or a trap, never a panic, and the same one with tracing and counting on.

use cpu0_asm::{Endian, IsaLevel, Opcode, Reg};
use cpu0_sim::{Config, Machine, Perms};
use proptest::prelude::*;

/// Two pages.
const MEM: u32 = 2 << 12;

fn word() -> impl Strategy<Value = u32> {
    (0..Opcode::ALL.len(), any::<u32>())
        .prop_map(|(i, low)| (Opcode::ALL[i].byte() as u32) << 24 | (low & 0xFF_FFFF))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn running_random_words_never_panics(
        words in prop::collection::vec(word(), 1..8),
        addr in 0..MEM + 8,
        regs in prop::array::uniform16(prop_oneof![any::<u32>(), 0..MEM + 8, Just(0xFF00_0000u32)]),
        little in any::<bool>(),
        strict in any::<bool>(),
        level_i in any::<bool>(),
        has_cmov in any::<bool>(),
        trace in any::<bool>(),
        perms in prop::option::of((0u8..8, 0u8..8)),
    ) {
        let config = Config {
            mem_size: MEM,
            endian: if little { Endian::Little } else { Endian::Big },
            isa: if level_i { IsaLevel::Cpu032I } else { IsaLevel::Cpu032II },
            has_cmov,
            strict,
            budget: Some(64),
            trace,
            count_opcodes: true,
        };
        let setup = |config: Config| {
            let mut m = Machine::new(config).unwrap();
            m.set_trace_sink(Box::new(std::io::sink()));
            for (i, w) in words.iter().enumerate() {
                // Words that do not fit are simply not loaded.
                let _ = m.write_word(addr.wrapping_add(4 * i as u32), *w);
            }
            for (i, value) in regs.iter().enumerate() {
                m.set_reg(Reg::new(i as u8).unwrap(), *value);
            }
            if let Some((first, second)) = perms {
                m.protect(0, 0x1000, Perms::from_bits(first)).unwrap();
                m.protect(0x1000, 0x1000, Perms::from_bits(second)).unwrap();
            }
            m.set_pc(addr);
            m
        };
        let mut m = setup(config.clone());
        let ended = m.run();
        let _ = m.step();
        prop_assert_eq!(m.reg(Reg::ZERO), 0);
        // The plain loop (or the protected one) ends as the tracing, counting one did.
        let mut plain = setup(Config { trace: false, count_opcodes: false, ..config });
        prop_assert_eq!(plain.run(), ended);
    }
}
