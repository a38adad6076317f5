//! The translator's memory checks where accesses are checked together (a
//! group) or sit in a delay slot: a check failing in the middle of a group,
//! in a slot, or on a store into translated code must leave with the state
//! exactly the interpreter's (registers, memory, console, trap and count), in
//! both byte orders and in strict mode. (Written for a variant that or'ed a
//! group's checks into one branch, reverted for its code's speed; they hold
//! for any way of checking.)

mod common;

use common::{state, State};
use cpu0_asm::{assemble, Endian, Reg};
use cpu0_sim::{Config, Engine, Halt, Machine, Trap};

/// Big and little endian, and strict mode, with `mem_size` bytes.
fn configs(mem_size: u32) -> Vec<Config> {
    let base = Config {
        mem_size,
        budget: Some(100_000),
        ..Config::default()
    };
    vec![
        base.clone(),
        Config {
            endian: Endian::Little,
            ..base.clone()
        },
        Config {
            strict: true,
            ..base
        },
    ]
}

/// Runs `src` (at 0, `set` applied) on both engines, translating at first
/// sight; checks that they end alike and that translated code ran. Returns
/// the end, the state and the instructions run in translated code.
fn both_ran(src: &str, config: &Config, set: &[(Reg, u32)]) -> (Result<Halt, Trap>, State, u64) {
    let bytes = assemble(src, config.endian).unwrap().bytes;
    let make = |engine: Engine| {
        let mut m = Machine::new(config.clone()).unwrap();
        m.set_engine(engine);
        m.set_translate_after(0);
        m.load(0, &bytes).unwrap();
        for &(r, v) in set {
            m.set_reg(r, v);
        }
        m
    };
    let (mut interp, mut translate) = (make(Engine::Interp), make(Engine::Translate));
    let expected = interp.run();
    let got = translate.run();
    assert_eq!(got, expected, "{config:?}");
    let s = state(&translate);
    assert!(
        s == state(&interp),
        "states differ after {got:?}, {config:?}"
    );
    let ran = translate.translation_stats().2;
    (got, s, ran)
}

fn reg(s: &State, r: Reg) -> u32 {
    s.regs[r.num() as usize]
}

/// A group of three accesses through `$s0` walking up to the end of memory:
/// the last load (8($s0)) leaves memory first, at a pass whose first two
/// accesses are inside. Checked together, the group leaves before its
/// first access; the interpreter does the load and the store, then traps at
/// the third.
const GROUP_WALK: &str = "
loop:   ld    $t0, 0($s0)
        st    $t0, 4($s0)
        ld    $t1, 8($s0)
        addiu $v0, $v0, 1
        addiu $s0, $s0, 4
        bne   $s0, $s1, loop
        nop
        ret   $lr
        nop
";

/// Runs a loop over `$s0` from 64 bytes below the end of memory up (`$s1`
/// past the end) with [`both_ran`], for a power-of-two memory size (a
/// group's bounds implied by its ends) and another, in every config of
/// [`configs`]; checks that the loop ran translated and that it ends in a
/// memory fault at `trap_pc` on the first word past memory. Returns each
/// run's state and config.
fn walk_off_the_end(src: &str, trap_pc: u32) -> Vec<(State, Config)> {
    let mut runs = Vec::new();
    for mem_size in [1 << 16, (1 << 16) + 0x804] {
        for config in configs(mem_size) {
            let set = [(Reg::S0, mem_size - 64), (Reg::S1, mem_size + 64)];
            let (end, s, ran) = both_ran(src, &config, &set);
            let fault = Trap::MemoryFault {
                pc: trap_pc,
                addr: mem_size,
            };
            assert_eq!(end, Err(fault), "{config:?}");
            assert!(ran > 0, "the loop ran translated");
            runs.push((s, config));
        }
    }
    runs
}

#[test]
fn a_group_failing_in_the_middle_traps_at_that_access() {
    for (s, config) in walk_off_the_end(GROUP_WALK, 8) {
        // By hand: passes at s0 = start, start + 4, ... while 8($s0) is
        // inside: (64 - 8) / 4 = 14 passes, then the trap at 0x8.
        assert_eq!(reg(&s, Reg::V0), 14, "{config:?}");
        assert_eq!(s.hi_lo_epc_pc[2], 8, "EPC is the failing load's");
        assert_eq!(s.instructions, 14 * 7 + 2);
    }
}

/// A write just before a group that a load of the group overwrites: the
/// group's one exit, before its first access, must find the write stored
/// (no exit comes between the two writes once the group's checks passed, but
/// that exit does). The first load (4($s0)) leaves memory first.
const GROUP_OVERWRITE: &str = "
loop:   addiu $t0, $zero, 7
        ld    $t0, 4($s0)
        ld    $t1, 0($s0)
        addiu $v0, $v0, 1
        addiu $s0, $s0, 4
        bne   $s0, $s1, loop
        nop
        ret   $lr
        nop
";

#[test]
fn a_write_a_group_overwrites_is_stored_before_its_exit() {
    for (s, config) in walk_off_the_end(GROUP_OVERWRITE, 4) {
        // By hand: 4($s0) is inside while s0 + 4 <= mem_size - 4, for
        // s0 = start .. start + 56: 15 passes; the 16th traps at 0x4 after
        // its `addiu` (memory there holds zeros: t0 = 7 shows the write was
        // stored).
        assert_eq!(reg(&s, Reg::V0), 15, "{config:?}");
        assert_eq!(reg(&s, Reg::T0), 7, "{config:?}");
        assert_eq!(s.instructions, 15 * 7 + 1);
    }
}

/// A group of three stores, the middle one through `$gp`, which on the last
/// pass points at `body` (moved there by pure instructions before the
/// group, `$a1` the distance): that
/// store rewrites translated code (`addiu 1` becomes `addiu 100`), which the
/// interpreter must do before the patched word runs on the same pass.
const GROUP_PATCH: &str = "
        addiu $a0, $zero, 5
        lui   $a1, %hi(body)
        ori   $a1, $a1, %lo(body)
        subu  $a1, $a1, $gp
        lui   $t9, %hi(patch)
        ori   $t9, $t9, %lo(patch)
        ld    $s1, 0($t9)
loop:   slti  $at, $a0, 2
        subu  $at, $zero, $at
        and   $t1, $a1, $at
        addu  $gp, $gp, $t1
        st    $t0, 0($s0)
        st    $s1, 0($gp)
        st    $t0, 4($s0)
body:   addiu $v0, $v0, 1
        addiu $a0, $a0, -1
        bne   $a0, $zero, loop
        nop
        ret   $lr
        nop
patch:  addiu $v0, $v0, 100
";

#[test]
fn a_group_storing_into_translated_code_patches_it() {
    for config in configs(1 << 16) {
        let set = [(Reg::S0, 0x8000), (Reg::GP, 0x9000), (Reg::T0, 7)];
        let (end, s, ran) = both_ran(GROUP_PATCH, &config, &set);
        assert_eq!(end, Ok(Halt { pc: 0xFFFF_FFFF }));
        // By hand: 4 passes add 1, the last one (patched) 100.
        assert_eq!(reg(&s, Reg::V0), 104, "{config:?}");
        assert!(ran > 0);
    }
}

/// A store in the slot of a loop's branch (checked at the slot or before the
/// branch, the end must be the same): on the last pass it leaves memory, and the trap is at the slot (EPC the branch's,
/// as the interpreter reports a fault in a delay slot).
const SLOT_WALK: &str = "
loop:   addiu $v0, $v0, 1
        addiu $s0, $s0, 4
        bne   $v0, $a0, loop
        st    $v0, -4($s0)
        ret   $lr
        nop
";

#[test]
fn a_slot_access_failing_traps_in_the_slot() {
    for mem_size in [1 << 16, (1 << 16) + 0x804] {
        for config in configs(mem_size) {
            let set = [(Reg::S0, mem_size - 40), (Reg::A0, 1000)];
            let (end, s, ran) = both_ran(SLOT_WALK, &config, &set);
            // By hand: stores at mem_size - 40 .. mem_size - 4 (10 passes),
            // the 11th store is outside.
            assert_eq!(reg(&s, Reg::V0), 11, "{config:?}");
            assert!(end.is_err(), "{end:?}");
            assert_eq!(s.instructions, 10 * 4 + 3);
            assert!(ran > 0);
        }
    }
}

/// A call whose slot prints through the console port (outside memory, so its
/// check always fails) and a load in the slot of the return: the port's
/// output comes out once per call, in order, from the interpreter.
const SLOT_CALLS: &str = "
        addu  $fp, $lr, $zero
        lui   $t9, 0xff00
        addiu $a0, $zero, 4
        addiu $t0, $zero, 97
loop:   jsub  f
        sb    $t0, 0($t9)
        addiu $t0, $t0, 1
        addiu $a0, $a0, -1
        bne   $a0, $zero, loop
        nop
        addu  $lr, $fp, $zero
        ret   $lr
        nop
f:      addiu $v0, $v0, 1
        ret   $lr
        ld    $v1, 0($s0)
";

#[test]
fn slot_accesses_of_calls_and_returns_leave_exactly() {
    for config in configs(1 << 16) {
        let (end, s, ran) = both_ran(SLOT_CALLS, &config, &[(Reg::S0, 0x8004)]);
        assert_eq!(end, Ok(Halt { pc: 0xFFFF_FFFF }), "{config:?}");
        assert_eq!(s.console, b"abcd");
        assert_eq!(reg(&s, Reg::V0), 4);
        assert!(ran > 0);
        // The return's slot load past the end of memory: it traps there,
        // after the first character.
        let (end, s, _) = both_ran(SLOT_CALLS, &config, &[(Reg::S0, config.mem_size)]);
        assert!(
            matches!(end, Err(Trap::MemoryFault { addr, .. }) if addr == config.mem_size),
            "{end:?}"
        );
        assert_eq!(s.console, b"a");
    }
}

/// A store in a loop branch's slot that rewrites the loop's own `body` (the
/// translated unit) on the passes with `$a0` < 3: the next pass must run the
/// patched word (`addiu 1` becomes `addiu 100`).
const SLOT_PATCH: &str = "
        addiu $a0, $zero, 5
        lui   $a1, %hi(body)
        ori   $a1, $a1, %lo(body)
        subu  $a1, $a1, $fp
        lui   $t9, %hi(patch)
        ori   $t9, $t9, %lo(patch)
        ld    $s1, 0($t9)
loop:   slti  $at, $a0, 3
        subu  $at, $zero, $at
        and   $t1, $a1, $at
        addu  $gp, $fp, $t1
body:   addiu $v0, $v0, 1
        addiu $a0, $a0, -1
        bne   $a0, $zero, loop
        st    $s1, 0($gp)
        ret   $lr
        nop
patch:  addiu $v0, $v0, 100
";

#[test]
fn a_slot_store_into_translated_code_patches_it() {
    for config in configs(1 << 16) {
        let (end, s, ran) = both_ran(SLOT_PATCH, &config, &[(Reg::FP, 0x9000)]);
        assert_eq!(end, Ok(Halt { pc: 0xFFFF_FFFF }));
        // By hand: passes with $a0 = 5, 4, 3, 2 add 1; the one with 1, 100.
        assert_eq!(reg(&s, Reg::V0), 104, "{config:?}");
        assert!(ran > 0);
    }
}
