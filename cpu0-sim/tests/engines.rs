//! The translating engine against the interpreter: random code and data, every
//! budget of a whole program, self-modifying code and page permissions end in
//! the same state (registers, HI, LO, EPC, PC, instruction count, console,
//! memory) with the same halt or trap.

mod common;

use common::{both, counted_loop, program, state, State};
use cpu0_asm::{assemble, Endian, IsaLevel, Opcode, Reg};
use cpu0_sim::{Config, Engine, Halt, Machine, Perms, Trap};
use proptest::prelude::*;

const FIB: &str = include_str!("../../tests/asm/fib.s");
const SUM: &str = include_str!("../../tests/asm/sum.s");

#[test]
fn whole_programs_match_in_both_byte_orders() {
    for src in [FIB, SUM] {
        for endian in [Endian::Big, Endian::Little] {
            let config = Config {
                endian,
                ..Config::default()
            };
            let (end, s) = both(|engine| program(src, config.clone(), engine));
            assert_eq!(end, Ok(Halt { pc: 0xFFFF_FFFF }));
            assert!(!s.console.is_empty());
        }
    }
}

#[test]
fn every_budget_stops_at_the_same_instruction() {
    let full = {
        let mut m = program(SUM, Config::default(), Engine::Interp);
        m.run().unwrap();
        m.stats().instructions()
    };
    // Every budget up to a few hundred, then a spread over the whole run.
    let budgets = (0..400).chain((400..full + 2).step_by(97));
    for budget in budgets {
        let config = Config {
            budget: Some(budget),
            ..Config::default()
        };
        let (end, _) = both(|engine| program(SUM, config.clone(), engine));
        if budget < full {
            assert!(matches!(end, Err(Trap::BudgetExhausted { .. })), "{budget}");
        }
    }
}

/// A loop that rewrites one of its own instructions: the first pass adds 1 to
/// `$v0`, the patched passes add 100 (3 passes: 1 + 100 + 100).
const SELF_MODIFYING: &str = "
        addiu $t0, $zero, 3
        lui   $t1, %hi(patch)
        ori   $t1, $t1, %lo(patch)
        lui   $s0, %hi(body)
        ori   $s0, $s0, %lo(body)
        ld    $s1, 0($t1)
loop:
body:   addiu $v0, $v0, 1
        st    $s1, 0($s0)
        addiu $t0, $t0, -1
        bne   $t0, $zero, loop
        nop
        ret   $lr
        nop
patch:  addiu $v0, $v0, 100
";

#[test]
fn stores_into_translated_code_take_effect() {
    for endian in [Endian::Big, Endian::Little] {
        let config = Config {
            endian,
            ..Config::default()
        };
        let (end, _) = both(|engine| program(SELF_MODIFYING, config.clone(), engine));
        assert_eq!(end, Ok(Halt { pc: 0xFFFF_FFFF }));
        let mut m = program(SELF_MODIFYING, config, Engine::Translate);
        m.run().unwrap();
        assert_eq!(m.reg(Reg::V0), 201);
    }
}

/// A store from translated code into a word the interpreter has run (and so
/// holds in its predecode cache) but no unit covers: the hot inner loop's unit
/// runs on to the store, which rewrites `patch` from `addiu $v1, $v1, 1` to
/// `addiu $t0, $t0, 1` (0x0977_0001). Of the 29 passes the first runs the old
/// instruction, the other 28 the new one: `$v1` = 1, `$t0` = 28.
const STORE_INTO_INTERPRETED_CODE: &str = "
        addiu $s1, $zero, 30
outer:  addiu $s1, $s1, -1
        beq   $s1, $zero, done
        nop
patch:  addiu $v1, $v1, 1
        addiu $fp, $zero, 5
inner:  addiu $fp, $fp, -1
        bne   $fp, $zero, inner
        nop
        lui   $at, 0x0977
        ori   $at, $at, 1
        lui   $s0, %hi(patch)
        ori   $s0, $s0, %lo(patch)
        st    $at, 0($s0)
        jmp   outer
        nop
done:   ret   $lr
        nop
";

/// A warm-up loop put before [`STORE_INTO_INTERPRETED_CODE`]: its unit (which
/// the `jmp` ends) is made first, so the translated-words table exists when the
/// interpreter first decodes `patch` (into a cache slot that was there but
/// empty: the path that once left the word unmarked, and the translated store
/// then wrote past the cache). `outer`'s first arrival is by fall-through and
/// its second, by the `jmp`, is its first counted one, so pass 2 runs `patch`
/// in the interpreter after the store. Same result: `$v1` = 1, `$t0` = 28.
const WARM_UP_FIRST: &str = "
        addiu $fp, $zero, 5
warm:   addiu $fp, $fp, -1
        bne   $fp, $zero, warm
        nop
        jmp   start
start:
";

/// Runs a program that patches `addiu $v1, $v1, 1` into `addiu $t0, $t0, 1`
/// from translated code on both engines and byte orders, translating after two
/// arrivals on the running thread: both end alike, with `$v1` = 1 and `$t0` =
/// 28 (worked out by hand above).
fn check_patched_by_a_translated_store(src: &str) {
    for endian in [Endian::Big, Endian::Little] {
        let config = Config {
            endian,
            ..Config::default()
        };
        let setup = |engine| {
            let mut m = program(src, config.clone(), engine);
            // `patch` stays interpreted while `inner`'s unit is made at once.
            m.set_translate_after(2);
            m.set_background_translation(false);
            m
        };
        let (end, _) = both(setup);
        assert_eq!(end, Ok(Halt { pc: 0xFFFF_FFFF }));
        let mut m = setup(Engine::Translate);
        m.run().unwrap();
        assert_eq!((m.reg(Reg::V1), m.reg(Reg::T0)), (1, 28));
        assert!(m.translation_stats().2 > 0, "the store ran translated");
    }
}

#[test]
fn stores_from_translated_code_into_interpreted_code_take_effect() {
    check_patched_by_a_translated_store(STORE_INTO_INTERPRETED_CODE);
}

#[test]
fn stores_from_translated_code_into_code_decoded_after_the_first_unit_take_effect() {
    check_patched_by_a_translated_store(&format!("{WARM_UP_FIRST}{STORE_INTO_INTERPRETED_CODE}"));
}

/// Two word stores through one base, which the translator checks with one
/// read of its translated-words table: the first to a data word, the second
/// into the loop's own first instruction (3 passes: 1 + 100 + 100, and the
/// data word keeps the last pass's counter, 1).
const SELF_MODIFYING_WINDOW: &str = "
        addiu $t0, $zero, 3
        lui   $t1, %hi(patch)
        ori   $t1, $t1, %lo(patch)
        lui   $s0, %hi(cell)
        ori   $s0, $s0, %lo(cell)
        ld    $s1, 0($t1)
        jmp   loop
        nop
cell:   .word 0
loop:   addiu $v0, $v0, 1
        st    $t0, 0($s0)
        st    $s1, 4($s0)
        addiu $t0, $t0, -1
        bne   $t0, $zero, loop
        nop
        ld    $v1, 0($s0)
        ret   $lr
        nop
patch:  addiu $v0, $v0, 100
";

#[test]
fn a_window_of_stores_into_translated_code_takes_effect() {
    // Also on a memory of three pages (no windows: each store's word is
    // looked up, after the bounds checks, with the address as it is).
    for mem_size in [Config::default().mem_size, 0x3000] {
        for endian in [Endian::Big, Endian::Little] {
            let config = Config {
                endian,
                mem_size,
                ..Config::default()
            };
            let (end, s) = both(|engine| program(SELF_MODIFYING_WINDOW, config.clone(), engine));
            assert_eq!(end, Ok(Halt { pc: 0xFFFF_FFFF }));
            assert_eq!(s.regs[Reg::V0.num() as usize], 201);
            assert_eq!(s.regs[Reg::V1.num() as usize], 1);
        }
    }
}

/// A window of word stores (one read of the translated-words table checks
/// them) into a read-only page: the write permission is still checked, so
/// the first store traps as under the interpreter, in a loop run often
/// enough to be translated first.
const WINDOW_INTO_READ_ONLY: &str = "
        addiu $t0, $zero, 40
        lui   $s0, 0x1
loop:   addiu $t0, $t0, -1
        bne   $t0, $zero, loop
        nop
        st    $t0, 0($s0)
        st    $t0, 4($s0)
        ret   $lr
        nop
";

#[test]
fn a_window_of_stores_keeps_the_write_permission_check() {
    let (end, s) = both(|engine| {
        let mut m = program(WINDOW_INTO_READ_ONLY, Config::default(), engine);
        m.protect(0x1_0000, 0x1000, Perms::R).unwrap();
        m
    });
    assert!(
        end.is_err(),
        "the store into the read-only page traps: {end:?}"
    );
    // By hand: the first store (at 0x14) faults at 0x10000.
    assert_eq!(s.hi_lo_epc_pc[2], 0x14);
}

/// The `li` and `move` forms (an operand that is `$zero` or a zero
/// immediate) and a load or store at offset 0, which the translator folds.
const ZERO_OPERANDS: &str = "
        addiu $t0, $zero, -5
        ori   $t1, $zero, 0x8001
        xori  $t9, $zero, 7
        addiu $s0, $t0, 0
        addu  $s1, $zero, $t1
        or    $v0, $t9, $zero
        subu  $v1, $t0, $zero
        xor   $a0, $zero, $t9
        ori   $gp, $t1, 0
        lui   $a1, %hi(cell)
        ori   $a1, $a1, %lo(cell)
        st    $t0, 0($a1)
        ld    $fp, 0($a1)
        ret   $lr
        nop
        .align 2
cell:   .word 0
";

#[test]
fn zero_operands_give_constants_and_moves() {
    for endian in [Endian::Big, Endian::Little] {
        let config = Config {
            endian,
            ..Config::default()
        };
        let (end, s) = both(|engine| program(ZERO_OPERANDS, config.clone(), engine));
        assert_eq!(end, Ok(Halt { pc: 0xFFFF_FFFF }));
        let regs = |r: Reg| s.regs[r.num() as usize];
        // Worked out by hand from the source above.
        assert_eq!(regs(Reg::T0), 0xFFFF_FFFB);
        assert_eq!(regs(Reg::T1), 0x8001);
        assert_eq!(regs(Reg::T9), 7);
        assert_eq!(regs(Reg::S0), 0xFFFF_FFFB);
        assert_eq!(regs(Reg::S1), 0x8001);
        assert_eq!(regs(Reg::V0), 7);
        assert_eq!(regs(Reg::V1), 0xFFFF_FFFB);
        assert_eq!(regs(Reg::A0), 7);
        assert_eq!(regs(Reg::GP), 0x8001);
        assert_eq!(regs(Reg::FP), 0xFFFF_FFFB);
    }
}

/// Accesses through a base the same unit moved by a constant (the translator
/// adds the two offsets): a stack frame, and offsets whose sum wraps the
/// 32-bit address around to the bottom of memory or leaves memory.
const MOVED_BASES: &str = "
        addiu $sp, $zero, 0x400
        addiu $t0, $zero, 11
        addiu $sp, $sp, -48
        st    $t0, 32($sp)
        ld    $t1, 32($sp)
        addiu $t9, $zero, -16
        addiu $s0, $t9, 32
        ld    $v0, -8($s0)
        addiu $s1, $t9, 0x7ff0
        st    $t1, 0x7ff0($s1)
        ld    $v1, 0x7ff0($s1)
        addiu $a0, $t9, -32
        ld    $a1, -0x7ff0($a0)
        ret   $lr
        nop
";

#[test]
fn accesses_through_moved_bases_add_both_offsets() {
    for endian in [Endian::Big, Endian::Little] {
        let config = Config {
            endian,
            ..Config::default()
        };
        let (end, s) = both(|engine| program(MOVED_BASES, config.clone(), engine));
        let regs = |r: Reg| s.regs[r.num() as usize];
        // By hand: 0x400 - 48 + 32 = 0x3f0 holds 11; -16 + 32 - 8 = 8 is
        // the program's third word; -16 + 0x7ff0 + 0x7ff0 = 0xffd0 holds the
        // 11 stored there; -16 - 32 - 0x7ff0 wraps to 0xffff_7fe0, outside
        // the 16 MiB memory.
        assert_eq!(regs(Reg::T1), 11);
        let word = assemble(MOVED_BASES, endian).unwrap().bytes[8..12].to_vec();
        let third = match endian {
            Endian::Big => u32::from_be_bytes(word.try_into().unwrap()),
            Endian::Little => u32::from_le_bytes(word.try_into().unwrap()),
        };
        assert_eq!(regs(Reg::V0), third);
        assert_eq!(regs(Reg::V1), 11);
        assert!(
            matches!(
                end,
                Err(Trap::MemoryFault {
                    addr: 0xFFFF_7FE0,
                    ..
                })
            ),
            "{end:?}"
        );
    }
}

/// A loop in one unit whose branch skips the only write of `$t1` inside it:
/// the read after the join sees the value from before the unit (7) on the
/// skipping path and the unit's own write (5) on the other.
const SKIPPED_WRITE: &str = "
        addiu $t1, $zero, 7
        addiu $v0, $zero, 0
        jmp   body
body:   addiu $t0, $zero, 3
again:  bne   $t0, $zero, skip
        nop
        addiu $t1, $zero, 5
skip:   addu  $v0, $v0, $t1
        addiu $t0, $t0, -1
        addiu $at, $t0, 2
        bne   $at, $zero, again
        nop
        ret   $lr
        nop
";

#[test]
fn a_loop_that_skips_a_write_reads_the_value_from_before() {
    // A budget: a translator that loses `$lr` would loop back to 0.
    let config = Config {
        budget: Some(10_000),
        ..Config::default()
    };
    let (end, s) = both(|engine| program(SKIPPED_WRITE, config.clone(), engine));
    assert_eq!(end, Ok(Halt { pc: 0xFFFF_FFFF }));
    // By hand: t0 = 3, 2, 1 skip the write (v0 = 7 * 3), t0 = 0 writes
    // t1 = 5 (v0 = 26), t0 = -1 skips it again and reads 5 (v0 = 31).
    assert_eq!(s.regs[Reg::V0.num() as usize], 31);
    assert_eq!(s.regs[Reg::T1.num() as usize], 5);
}

/// Overwritten registers around a load that traps: the translator leaves out
/// a store only when no exit comes before the overwrite, so the trap sees
/// `$t0 = 6` and `$sw` from the second compare.
const OVERWRITES: &str = "
        addiu $t0, $zero, 5
        addiu $t0, $t0, 1
        addiu $t9, $zero, 3
        cmp   $sw, $t9, $zero
        cmp   $sw, $zero, $t9
        lui   $t1, 0x7000
        ld    $t1, 0($t1)
        addiu $t0, $zero, 9
        ret   $lr
        nop
";

#[test]
fn a_trap_after_overwrites_sees_the_last_values() {
    let (end, s) = both(|engine| program(OVERWRITES, Config::default(), engine));
    assert!(end.is_err(), "the load outside memory traps: {end:?}");
    let regs = |r: Reg| s.regs[r.num() as usize];
    // Worked out by hand: 5 + 1, and 0 < 3 sets N (bit 0) but not Z (bit 1).
    assert_eq!(regs(Reg::T0), 6);
    assert_eq!(regs(Reg::SW) & 3, 1);
    assert_eq!(s.hi_lo_epc_pc[2], 24, "EPC is the load's address");
}

/// Runs of accesses that the translator checks together. A console store
/// after two stack stores: the exit before the run leaves the accesses to the
/// interpreter in order, so the console gets "hi".
const GROUP_CONSOLE: &str = "
        lui   $sp, 0x10
        lui   $t9, 0xff00
        addiu $t0, $zero, 104
        addiu $t1, $zero, 105
        st    $t0, -8($sp)
        st    $t1, -4($sp)
        sb    $t0, 0($t9)
        sb    $t1, 0($t9)
        ret   $lr
        nop
";

/// A load into the base of the next access, which a run before it must not
/// check with the old base: the old `$t1` points into memory, the loaded one
/// outside, so the last load traps.
const GROUP_TRAP: &str = "
        lui   $sp, 0x10
        lui   $t0, 0x7000
        st    $t0, -12($sp)
        addiu $t1, $sp, -8
        addiu $v1, $zero, 7
        st    $v1, -16($sp)
        ld    $s1, -16($sp)
        ld    $t1, -12($sp)
        ld    $v1, 4($t1)
        ret   $lr
        nop
";

#[test]
fn grouped_access_checks_leave_each_access_in_order() {
    for endian in [Endian::Big, Endian::Little] {
        let config = Config {
            endian,
            ..Config::default()
        };
        let (end, s) = both(|engine| program(GROUP_CONSOLE, config.clone(), engine));
        assert_eq!(end, Ok(Halt { pc: 0xFFFF_FFFF }));
        assert_eq!(s.console, b"hi");
        let (end, s) = both(|engine| program(GROUP_TRAP, config.clone(), engine));
        assert!(end.is_err(), "the load outside memory traps: {end:?}");
        let regs = |r: Reg| s.regs[r.num() as usize];
        // By hand: the loads before the trap are done, `$v1` keeps 7.
        assert_eq!(regs(Reg::S1), 7);
        assert_eq!(regs(Reg::T1), 0x7000_0000);
        assert_eq!(regs(Reg::V1), 7);
        assert_eq!(s.hi_lo_epc_pc[2], 32, "EPC is the last load's address");
    }
}

/// Stores through one base that the translator checks by their lowest and
/// highest offsets only: the highest (16 MiB, the end of memory) is outside,
/// so the run exits before the first store and the interpreter does the two
/// inside, then traps at the third.
const GROUP_HIGH_OUTSIDE: &str = "
        lui   $t1, 0x100
        addiu $t1, $t1, -8
        addiu $t0, $zero, 77
        st    $t0, 4($t1)
        st    $t0, 0($t1)
        st    $t0, 8($t1)
        ret   $lr
        nop
";

/// The same with the lowest offset outside: `$t1 = -16` wraps to the top of
/// the address space for offset 12 only; the other stores land at 0xF0..0xF8.
const GROUP_LOW_OUTSIDE: &str = "
        addiu $t1, $zero, -16
        addiu $t0, $zero, 77
        st    $t0, 0x104($t1)
        st    $t0, 0x108($t1)
        st    $t0, 0x100($t1)
        st    $t0, 12($t1)
        ret   $lr
        nop
";

#[test]
fn runs_checked_by_their_end_offsets_trap_where_the_interpreter_does() {
    let word = |s: &State, at: usize| u32::from_be_bytes(s.memory[at..at + 4].try_into().unwrap());
    let (end, s) = both(|engine| program(GROUP_HIGH_OUTSIDE, Config::default(), engine));
    assert!(end.is_err(), "the store at 16 MiB traps: {end:?}");
    // By hand: the stores at 0xFFFFFC and 0xFFFFF8 are done; EPC is the third's.
    assert_eq!(word(&s, 0xFF_FFFC), 77);
    assert_eq!(word(&s, 0xFF_FFF8), 77);
    assert_eq!(s.hi_lo_epc_pc[2], 20);
    let (_, s) = both(|engine| program(GROUP_LOW_OUTSIDE, Config::default(), engine));
    for at in [0xF0, 0xF4, 0xF8] {
        assert_eq!(word(&s, at), 77, "{at:#x}");
    }
}

#[test]
fn only_code_reached_often_enough_is_translated() {
    for (n, hot) in [(500u16, false), (5000, true)] {
        let src = counted_loop(n);
        let setup = |engine| {
            let mut m = program(&src, Config::default(), engine);
            m.set_translate_after(1000);
            // The count below needs the loop translated the moment it is hot.
            m.set_background_translation(false);
            m
        };
        let (end, _) = both(setup);
        assert_eq!(end, Ok(Halt { pc: 0xFFFF_FFFF }));
        let mut m = setup(Engine::Translate);
        m.run().unwrap();
        let n = u32::from(n);
        assert_eq!(m.reg(Reg::V0), n * (n + 1) / 2);
        let (translated, _, ran) = m.translation_stats();
        if hot {
            // The loop is translated after 1,000 arrivals at `loop`; the
            // remaining 4,000 passes (4 instructions each) run translated.
            assert!(translated >= 4, "{translated}");
            assert!(ran >= 4 * 3_990, "{ran}");
        } else {
            // 500 arrivals: the short run pays no translation.
            assert_eq!((translated, ran), (0, 0));
        }
    }
}

/// Two pages.
const MEM: u32 = 2 << 12;

fn word() -> impl Strategy<Value = u32> {
    (0..Opcode::ALL.len(), any::<u32>()).prop_map(|(i, low)| {
        let op = Opcode::ALL[i].byte() as u32;
        // Short branch offsets, so control stays in the code more often.
        let low = if low & 0x100 != 0 {
            low & 0xFF_F03F
        } else {
            low
        };
        op << 24 | (low & 0xFF_FFFF)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn random_code_runs_the_same_on_both_engines(
        words in prop::collection::vec(word(), 1..40),
        addr in (0..MEM / 4 + 2).prop_map(|w| w * 4),
        misaligned in 0u32..8,
        regs in prop::array::uniform16(prop_oneof![
            any::<u32>(), 0..MEM + 8, Just(0xFF00_0000u32), 0u32..40
        ]),
        little in any::<bool>(),
        strict in any::<bool>(),
        level_i in any::<bool>(),
        has_cmov in any::<bool>(),
        budget in 0u64..300,
        perms in prop::option::of((0u8..8, 0u8..8)),
        third_page in any::<bool>(),
    ) {
        let config = Config {
            // Three pages now and then: the translator's bounds check differs
            // when the size is not a power of two.
            mem_size: if third_page { MEM + 0x1000 } else { MEM },
            endian: if little { Endian::Little } else { Endian::Big },
            isa: if level_i { IsaLevel::Cpu032I } else { IsaLevel::Cpu032II },
            has_cmov,
            strict,
            budget: Some(budget),
            trace: false,
            count_opcodes: false,
        };
        let setup = |engine: Engine| {
            let mut m = Machine::new(config.clone()).unwrap();
            m.set_engine(engine);
            m.set_translate_after(0);
            for (i, w) in words.iter().enumerate() {
                let _ = m.write_word(addr.wrapping_add(4 * i as u32), *w);
            }
            for (i, value) in regs.iter().enumerate() {
                m.set_reg(Reg::new(i as u8).unwrap(), *value);
            }
            if let Some((first, second)) = perms {
                m.protect(0, 0x1000, Perms::from_bits(first)).unwrap();
                m.protect(0x1000, 0x1000, Perms::from_bits(second)).unwrap();
            }
            // Now and then a misaligned start, which only the interpreter runs.
            m.set_pc(if misaligned == 0 { addr + 2 } else { addr });
            m
        };
        let _ = both(setup);
    }
}

/// `src` with each unit start translated after `after` arrivals, on the
/// worker thread in lockstep: the dispatcher takes each job back at its next
/// round, so whatever the guest does between a job and its install happens at
/// the same point on every run.
fn lockstep(src: &str, after: u32, engine: Engine) -> Machine {
    let mut m = program(src, Config::default(), engine);
    m.set_translate_after(after);
    m.set_lockstep_translation(true);
    m
}

/// The loop stores `addiu $v0, $v0, t0` over its own `body` every pass, so a
/// unit queued for `loop` is out of date before it is back: the first pass
/// adds 1000, each later one the `$t0` of the pass before (20, 19, ..., 2):
/// 1000 + 209 = 1209.
const STORE_INTO_PENDING_BODY: &str = "
        addiu $t0, $zero, 20
        lui   $t1, %hi(patch)
        ori   $t1, $t1, %lo(patch)
        lui   $s0, %hi(body)
        ori   $s0, $s0, %lo(body)
        ld    $s1, 0($t1)
loop:   addu  $a0, $s1, $t0
body:   addiu $v0, $v0, 1000
        st    $a0, 0($s0)
        addiu $t0, $t0, -1
        bne   $t0, $zero, loop
        nop
        ret   $lr
        nop
patch:  addiu $v0, $v0, 0
";

/// The same into the loop branch's delay slot, which runs after the store of
/// the same pass: it adds 20, 19, ..., 1 = 210.
const STORE_INTO_PENDING_SLOT: &str = "
        addiu $t0, $zero, 20
        lui   $t1, %hi(patch)
        ori   $t1, $t1, %lo(patch)
        lui   $s0, %hi(slot)
        ori   $s0, $s0, %lo(slot)
        ld    $s1, 0($t1)
loop:   addu  $a0, $s1, $t0
        st    $a0, 0($s0)
        addiu $t0, $t0, -1
        bne   $t0, $zero, loop
slot:   addiu $v0, $v0, 1000
        ret   $lr
        nop
patch:  addiu $v0, $v0, 0
";

/// The same into `after`, the word just past the loop's unit (which ends at
/// `jmp`): the unit itself is unchanged and may be installed; `after` runs
/// once, with the last pass's `$t0`: 1.
const STORE_PAST_PENDING_END: &str = "
        addiu $t0, $zero, 20
        lui   $t1, %hi(patch)
        ori   $t1, $t1, %lo(patch)
        lui   $s0, %hi(after)
        ori   $s0, $s0, %lo(after)
        ld    $s1, 0($t1)
loop:   addu  $a0, $s1, $t0
        st    $a0, 0($s0)
        addiu $t0, $t0, -1
        beq   $t0, $zero, after
        nop
        jmp   loop
after:  addiu $v0, $v0, 1000
        ret   $lr
        nop
patch:  addiu $v0, $v0, 0
";

#[test]
fn stores_between_a_job_and_its_install_take_effect() {
    for (src, v0) in [
        (STORE_INTO_PENDING_BODY, 1209),
        (STORE_INTO_PENDING_SLOT, 210),
        (STORE_PAST_PENDING_END, 1),
    ] {
        for after in 0..4 {
            let (end, s) = both(|engine| lockstep(src, after, engine));
            assert_eq!(end, Ok(Halt { pc: 0xFFFF_FFFF }));
            assert_eq!(s.regs[Reg::V0.index()], v0, "after {after}:\n{src}");
        }
    }
    // Lockstep does install: the loop's unit, unchanged by its stores.
    let mut m = lockstep(STORE_PAST_PENDING_END, 2, Engine::Translate);
    m.run().unwrap();
    let (translated, _, ran) = m.translation_stats();
    assert!(translated >= 6 && ran > 0, "{translated} {ran}");
}

/// A loop that stores to the page at 0x10000 every pass and, at the pass
/// where `$t0` is `n`, branches to an `add` that overflows. The machine stops
/// there with the job for `loop` maybe still out (a trap ends the run before
/// the dispatcher's next round); the test then makes the page read-only,
/// which flushes every translation, and resumes at `resume` (0x20).
fn traps_mid_loop(n: u32) -> String {
    format!(
        "
        addiu $t0, $zero, 20
        lui   $s0, 1
        lui   $t9, 0x7fff
        addiu $t1, $zero, {n}
loop:   st    $t0, 0($s0)
        addiu $v0, $v0, 1
        beq   $t0, $t1, boom
        nop
resume: addiu $t0, $t0, -1
        bne   $t0, $zero, loop
        nop
        ret   $lr
        nop
boom:   add   $a0, $t9, $t9
"
    )
}

#[test]
fn a_flush_while_a_job_is_out_drops_its_result() {
    // Every pass in turn, and every threshold: in some, the job for `loop`
    // (compiled with no page protected, so with no permission checks) is
    // out at the trap, and its result comes back after the flush.
    for n in 2..21 {
        let src = traps_mid_loop(n);
        for after in 0..4 {
            let mut ends = Vec::new();
            for engine in [Engine::Interp, Engine::Translate] {
                let mut m = lockstep(&src, after, engine);
                let first = m.run();
                // By hand: pass 21 - n overflows at `boom` (0x34).
                assert!(
                    matches!(first, Err(Trap::IntegerOverflow { pc: 0x34 })),
                    "{first:?}"
                );
                m.protect(0x1_0000, 0x1000, Perms::R).unwrap();
                m.set_pc(0x20);
                let second = m.run();
                // The next pass's store (at 0x10) faults: 21 - n adds.
                assert!(second.is_err(), "n {n}: {second:?}");
                assert_eq!(m.epc(), 0x10, "n {n} after {after}");
                assert_eq!(m.reg(Reg::V0), 21 - n, "n {n} after {after}");
                ends.push((first, second, state(&m)));
            }
            assert!(ends[0] == ends[1], "n {n} after {after}: {ends:?}");
        }
    }
}

/// A loop closed by `jmp` (the translator loops inside the unit): the first
/// pass branches over the write of `$t1` and the `jmp` goes back above the
/// skip target, so `$t1` there must be the value from before the unit (9).
const JMP_LOOP: &str = "
        addiu $t1, $zero, 9
        addiu $t0, $zero, 3
        jmp   start
start:  addiu $v0, $zero, 0
        bne   $t0, $zero, skip
        nop
        addiu $t1, $zero, 5
loop:   addu  $v0, $v0, $t1
skip:   addiu $t0, $t0, -1
        addiu $at, $t0, 1
        beq   $at, $zero, done
        nop
        jmp   loop
done:   ret   $lr
        nop
";

#[test]
fn a_loop_closed_by_jmp_keeps_values_from_before_and_every_budget() {
    let (end, s) = both(|engine| program(JMP_LOOP, Config::default(), engine));
    assert_eq!(end, Ok(Halt { pc: 0xFFFF_FFFF }));
    // By hand: t0 = 3 skips the write; the passes at t0 = 2, 1, 0 add 9 each.
    assert_eq!(s.regs[Reg::V0.num() as usize], 27);
    assert_eq!(s.regs[Reg::T1.num() as usize], 9);
    for budget in 0..60 {
        let config = Config {
            budget: Some(budget),
            ..Config::default()
        };
        let _ = both(|engine| program(JMP_LOOP, config.clone(), engine));
    }
}

/// Writes before forward branches inside a unit, overwritten only on the
/// paths not taken: the trap at the end must see `$t0 = 5` and the second
/// compare's `$sw` (Z), although each store before a branch is overwritten
/// on the fall-through path.
const SKIPPED_OVERWRITES: &str = "
        addiu $t0, $zero, 5
        addiu $t1, $zero, 1
        cmp   $sw, $zero, $t1
        jlt   $sw, skip
        nop
        addiu $t0, $zero, 7
skip:   cmp   $sw, $t1, $t1
        jeq   $sw, on
        nop
        addiu $t0, $zero, 8
        cmp   $sw, $zero, $zero
on:     lui   $t9, 0x7000
        ld    $t9, 0($t9)
        ret   $lr
        nop
";

#[test]
fn stores_overwritten_on_one_path_only_are_kept() {
    let (end, s) = both(|engine| program(SKIPPED_OVERWRITES, Config::default(), engine));
    assert!(end.is_err(), "the load outside memory traps: {end:?}");
    // By hand: both branches are taken (0 < 1, then 1 == 1), so neither
    // overwrite of $t0 runs; the second compare sets Z (bit 1) alone.
    assert_eq!(s.regs[Reg::T0.num() as usize], 5);
    assert_eq!(s.regs[Reg::SW.num() as usize] & 3, 2);
}

/// A checked group of loads and stores through `$s0` (spanning 16 bytes),
/// walked across the boundary between pages 1 and 2 a word a pass: the
/// translator looks up only the pages of the group's lowest and highest
/// load (and, where the translated-words table marks unwritable words, no
/// page for its stores), so each access in turn, the first, a middle load
/// and a middle store, meets the boundary and every pair of permissions.
const PAGE_WALK: &str = "
loop:   ld    $t0, 0($s0)
        ld    $t1, 12($s0)
        st    $t0, 4($s0)
        sb    $t1, 1($s0)
        ld    $t9, 8($s0)
        addiu $v0, $v0, 1
        addiu $s0, $s0, 4
        bne   $s0, $s1, loop
        nop
        ret   $lr
        nop
";

/// Memory sizes for [`PAGE_WALK`], each a way the translated-words table
/// covers stores' write permission: 64 KiB, 16 pages, few unwritable (the
/// table marks them); 2 MiB with all but the first 64 KiB without access
/// ([`none_above`]): few writable (the table marks those); 4 MiB, the upper
/// half without access: too many of both (stores look their pages up); and a
/// size not a power of two (no implied bounds in a group).
const PAGE_WALK_SIZES: [u32; 4] = [1 << 16, 2 << 20, 4 << 20, (1 << 16) + 0x804];

/// Takes all access from the pages of `m` past 64 KiB (2 MiB) or 2 MiB (4 MiB).
fn none_above(m: &mut Machine) {
    let size = m.mem_size();
    let from = match size {
        0x20_0000 => 0x1_0000,
        0x40_0000 => 0x20_0000,
        _ => return,
    };
    m.protect(from, size - from, Perms::NONE).unwrap();
}

#[test]
fn grouped_accesses_across_pages_fault_as_on_the_interpreter() {
    let perms = [Perms::RW, Perms::R, Perms::NONE, Perms::W];
    for mem_size in PAGE_WALK_SIZES {
        let bytes = assemble(PAGE_WALK, Endian::Big).unwrap().bytes;
        for (first, second) in perms
            .iter()
            .flat_map(|a| perms.iter().map(move |b| (*a, *b)))
        {
            for start in [0x1FD0, 0x1FE4, 0x1FF8, 0x2000] {
                let config = Config {
                    mem_size,
                    budget: Some(10_000),
                    ..Config::default()
                };
                let setup = |engine: Engine| {
                    let mut m = Machine::new(config.clone()).unwrap();
                    m.set_engine(engine);
                    m.set_translate_after(0);
                    m.load(0, &bytes).unwrap();
                    none_above(&mut m);
                    m.protect(0x1000, 0x1000, first).unwrap();
                    m.protect(0x2000, 0x1000, second).unwrap();
                    m.set_reg(Reg::S0, start);
                    m.set_reg(Reg::S1, 0x2040);
                    m
                };
                let (end, s) = both(setup);
                let passes = s.regs[Reg::V0.num() as usize];
                // From 0x2000 on, the walk touches page 2 only.
                let allowed = second == Perms::RW && (first == Perms::RW || start >= 0x2000);
                let what = format!("{first} {second} from {start:#x}: {end:?} after {passes}");
                if allowed {
                    assert_eq!(end, Ok(Halt { pc: 0xFFFF_FFFF }), "{what}");
                } else {
                    assert!(matches!(end, Err(Trap::Protection { .. })), "{what}");
                }
            }
        }
    }
}

/// The faults [`PAGE_WALK`] meets by hand, at the first access and at middle
/// ones: a read-only page 2 refuses the store at 4($s0) once it reaches
/// 0x2000, and a page 2 without access the load at 12($s0) first.
#[test]
fn a_group_faults_at_its_first_and_its_middle_accesses() {
    let bytes = assemble(PAGE_WALK, Endian::Big).unwrap().bytes;
    for (second, pc, addr) in [(Perms::R, 0x8, 0x2000u32), (Perms::NONE, 0x4, 0x2000)] {
        for mem_size in PAGE_WALK_SIZES {
            let setup = |engine: Engine| {
                let config = Config {
                    mem_size,
                    ..Config::default()
                };
                let mut m = Machine::new(config).unwrap();
                m.set_engine(engine);
                m.set_translate_after(0);
                m.load(0, &bytes).unwrap();
                none_above(&mut m);
                m.protect(0x2000, 0x1000, second).unwrap();
                m.set_reg(Reg::S0, 0x1F00);
                m.set_reg(Reg::S1, 0x2040);
                m
            };
            let (end, _) = both(setup);
            assert!(
                matches!(end, Err(Trap::Protection { pc: p, addr: a, .. }) if p == pc && a == addr),
                "{second} in {mem_size:#x}: {end:?}"
            );
        }
    }
    // The first access: page 1 without read permission.
    let setup = |engine: Engine| {
        let mut m = program(PAGE_WALK, Config::default(), engine);
        m.protect(0x1000, 0x1000, Perms::W).unwrap();
        m.set_reg(Reg::S0, 0x1F00);
        m.set_reg(Reg::S1, 0x2040);
        m
    };
    let (end, s) = both(setup);
    assert!(
        matches!(
            end,
            Err(Trap::Protection {
                pc: 0,
                addr: 0x1F00,
                ..
            })
        ),
        "{end:?}"
    );
    assert_eq!(s.instructions, 0);
}

/// A load from a read-only page and a store to the writable page beside it,
/// through one base register, on a machine whose stores still look their
/// page up (more than 512 pages both writable and not): each access is
/// checked for its own permission, so the loop never leaves its unit (review
/// of round 15: checked for R and W together at both ends, it left for the
/// interpreter on every pass).
#[test]
fn a_load_and_a_store_on_pages_of_different_permissions_stay_translated() {
    let src = "
loop:   ld    $t0, 0xFF0($gp)
        st    $t0, 0x1000($gp)
        addiu $v0, $v0, 1
        bne   $v0, $s1, loop
        nop
        ret   $lr
        nop
";
    let config = Config {
        mem_size: 8 << 20,
        ..Config::default()
    };
    let bytes = assemble(src, config.endian).unwrap().bytes;
    let mut m = Machine::new(config).unwrap();
    m.set_engine(Engine::Translate);
    m.set_translate_after(0);
    m.load(0, &bytes).unwrap();
    m.protect(0x40_0000, 0x40_0000, Perms::NONE).unwrap();
    m.protect(0x1000, 0x1000, Perms::R).unwrap();
    m.set_reg(Reg::GP, 0x1000);
    m.set_reg(Reg::S1, 1000);
    assert!(m.run().is_ok());
    assert_eq!(m.reg(Reg::V0), 1000);
    let (translated, _, ran) = m.translation_stats();
    if translated > 0 {
        // All but the final `ret` and its slot (a halt is the interpreter's).
        assert!(
            ran >= 5 * 1000,
            "{ran} of {} ran translated",
            m.stats().instructions()
        );
    }
}
