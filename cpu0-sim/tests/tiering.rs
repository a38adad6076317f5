//! The translator's tiering against the interpreter: the warm-up on the plain
//! interpreter before the translator is made, and units installed from the
//! worker while the interpreter runs on. Every run ends as on the interpreter
//! (registers, HI, LO, EPC, PC, instruction count, console, memory), whatever
//! the budget.

mod common;

use common::{both, counted_loop};
use cpu0_asm::{assemble, Reg};
use cpu0_sim::{Config, Engine, Halt, Machine, Trap};

/// `src` at address 0 on `engine`, each start translated after `after`
/// arrivals.
fn machine(src: &str, engine: Engine, after: u32) -> Machine {
    let config = Config::default();
    let bytes = assemble(src, config.endian).unwrap().bytes;
    let mut m = Machine::new(config).unwrap();
    m.set_engine(engine);
    m.set_translate_after(after);
    m.load(0, &bytes).unwrap();
    m
}

/// On the worker thread in lockstep: the dispatcher takes each job back at
/// its next round, so the install point does not depend on timing.
fn lockstep(src: &str, after: u32, engine: Engine) -> Machine {
    let mut m = machine(src, engine, after);
    m.set_lockstep_translation(true);
    m
}

/// While a job is out, the dispatcher looks for it every few thousand
/// interpreted instructions (not at each arrival at its start): the loop's
/// unit, queued at its second arrival, is installed at such a look, and a
/// budget ending anywhere around the first look (in the delay slot too)
/// stops where the interpreter does.
#[test]
fn a_unit_out_on_the_worker_is_installed_while_the_interpreter_runs_on() {
    let n = 3000u32;
    let src = counted_loop(n as u16);
    let (end, s) = both(|engine| lockstep(&src, 2, engine));
    assert_eq!(end, Ok(Halt { pc: 0xFFFF_FFFF }));
    assert_eq!(s.regs[Reg::V0.index()], n * (n + 1) / 2);
    for budget in (4040..4160).chain((4160..12_100).step_by(331)) {
        let setup = |engine| {
            let mut m = lockstep(&src, 2, engine);
            m.set_budget(Some(budget));
            m
        };
        let (end, _) = both(setup);
        assert!(matches!(end, Err(Trap::BudgetExhausted { .. })), "{budget}");
    }
    // Installed at the first look, 4,096 instructions or fewer after it was
    // queued: the passes after that (4 instructions each) run translated.
    let mut m = lockstep(&src, 2, Engine::Translate);
    m.run().unwrap();
    let (_, _, ran) = m.translation_stats();
    assert!(ran >= u64::from(4 * n) - 4096 - 16, "{ran}");
}

/// With background compiles (the default) a machine's first
/// `10 * translate_after` instructions run on the plain interpreter, and the
/// translator is made only after them: a short run makes nothing, and a
/// budget that ends anywhere around the hand-over (delay slots included)
/// stops where the interpreter does.
#[test]
fn the_warm_up_hands_over_to_the_translator_exactly() {
    let n = 1000u32;
    let src = counted_loop(n as u16);
    let background = |engine, after, budget| {
        let mut m = machine(&src, engine, after);
        m.set_background_translation(true);
        m.set_budget(budget);
        m
    };
    // 4,004 instructions, fewer than 10 * 1,000: nothing is translated.
    let (end, s) = both(|engine| background(engine, 1000, None));
    assert_eq!(end, Ok(Halt { pc: 0xFFFF_FFFF }));
    assert_eq!(s.regs[Reg::V0.index()], n * (n + 1) / 2);
    let mut m = background(Engine::Translate, 1000, None);
    m.run().unwrap();
    assert_eq!(m.translation_stats().0, 0);
    // After 10: the hand-over at instruction 100; budgets on both sides of it
    // (`both` also runs each machine on to the end).
    for budget in (90..110).chain([500, 4003, 4004, 4005]) {
        let (end, _) = both(|engine| background(engine, 10, Some(budget)));
        if budget < 4004 {
            assert!(matches!(end, Err(Trap::BudgetExhausted { .. })), "{budget}");
        }
    }
}

/// A loop that rewrites its own code on every pass (`patch`'s immediate goes
/// up by one each time, so `$v1` sums 0 + 1 + ... + (n - 1)): 7n + 5
/// instructions.
fn rewriting_loop(n: u16) -> String {
    format!(
        "
        addiu $s1, $zero, {n}
        lui   $t1, %hi(patch)
        ori   $t1, $t1, %lo(patch)
loop:
patch:  addiu $v1, $v1, 0
        ld    $a0, 0($t1)
        addiu $a0, $a0, 1
        st    $a0, 0($t1)
        addiu $s1, $s1, -1
        bne   $s1, $zero, loop
        nop
        ret   $lr
        nop
"
    )
}

/// Each pass drops the loop's unit (its code was stored into); translating it
/// again at once would compile it on every pass. Each drop doubles the
/// arrivals it waits for, so the 4,000 passes translate it about 13 times.
#[test]
fn a_loop_that_rewrites_its_own_code_backs_off_from_translating_it() {
    let n = 4000u32;
    let src = rewriting_loop(n as u16);
    // Compiled on the spot (in the background, the rewritten unit's compiles
    // are thrown away when they come back, on the worker's time).
    let machine = |src: &str, engine, after| {
        let mut m = machine(src, engine, after);
        m.set_background_translation(false);
        m
    };
    let (end, s) = both(|engine| machine(&src, engine, 1));
    assert_eq!(end, Ok(Halt { pc: 0xFFFF_FFFF }));
    assert_eq!(s.regs[Reg::V1.index()], n * (n - 1) / 2);
    let mut m = machine(&src, Engine::Translate, 1);
    m.run().unwrap();
    assert_eq!(m.stats().instructions(), 7 * u64::from(n) + 5);
    let (translated, ..) = m.translation_stats();
    // The loop's unit is 9 instructions (the ret and its slot ride along);
    // without the back-off, 4,000 translations (36,008 instructions).
    assert!(
        translated < 20 * 9,
        "{translated} guest instructions translated"
    );
    for budget in [1, 7, 8, 100, 1000, 5000, 20000] {
        let (end, _) = both(|engine| {
            let mut m = machine(&src, engine, 1);
            m.set_budget(Some(budget));
            m
        });
        assert!(matches!(end, Err(Trap::BudgetExhausted { .. })), "{budget}");
    }
}
