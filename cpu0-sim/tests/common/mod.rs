//! Helpers shared by the integration tests: assemble a program at address 0, load it
//! into a fresh machine, and run it from reset.
#![allow(dead_code)]

use cpu0_asm::{assemble, Endian};
use cpu0_sim::{Config, Engine, Halt, Machine, Trap};

/// Small memory keeps machine creation cheap; tests that need more say so.
pub const MEM: u32 = 1 << 16;

/// The test default: reference processor, 64 KiB, a budget so a bug cannot hang.
pub fn config() -> Config {
    Config {
        mem_size: MEM,
        budget: Some(100_000),
        ..Config::default()
    }
}

pub fn strict() -> Config {
    Config {
        strict: true,
        ..config()
    }
}

pub fn little() -> Config {
    Config {
        endian: Endian::Little,
        ..config()
    }
}

/// A machine with `src` assembled at address 0, in reset state, on the
/// interpreter (the reference the translator is compared with).
pub fn load(src: &str, config: Config) -> Machine {
    let program =
        assemble(src, config.endian).unwrap_or_else(|e| panic!("assembly error {e} in:\n{src}"));
    let mut m = Machine::new(config).unwrap();
    m.set_engine(Engine::Interp);
    m.load(0, &program.bytes).unwrap();
    m
}

/// Everything a run can change: registers, HI, LO, EPC, PC, the instruction
/// count, the console and the whole memory.
#[derive(Debug, PartialEq, Eq)]
pub struct State {
    pub regs: [u32; 16],
    pub hi_lo_epc_pc: [u32; 4],
    pub instructions: u64,
    pub console: Vec<u8>,
    pub memory: Vec<u8>,
}

pub fn state(m: &Machine) -> State {
    State {
        regs: m.regs(),
        hi_lo_epc_pc: [m.hi(), m.lo(), m.epc(), m.pc()],
        instructions: m.stats().instructions(),
        console: m.console().to_vec(),
        memory: m.read_bytes(0, m.mem_size() as usize).unwrap().to_vec(),
    }
}

/// Runs `src` from reset on the translating engine (translating every unit at
/// first sight, so short tests run translated code) and checks that it ends
/// exactly as `m` did on the interpreter (`result`).
pub fn same_on_translate(src: &str, config: Config, m: &Machine, result: &Result<Halt, Trap>) {
    let mut t = load(src, config);
    t.set_engine(Engine::Translate);
    t.set_translate_after(0);
    let translated = t.run();
    assert_eq!(&translated, result, "translate engine result for:\n{src}");
    assert!(
        state(&t) == state(m),
        "translate engine state differs for:\n{src}\ninterp: {:?}\ntranslate: {:?}",
        (m.regs(), m.stats().instructions()),
        (t.regs(), t.stats().instructions())
    );
}

/// Runs a whole program from reset and expects it to halt at 0xFFFFFFFF (on
/// both engines, with the same final state).
pub fn run_program(src: &str, config: Config) -> Machine {
    let mut m = load(src, config.clone());
    let result = m.run();
    same_on_translate(src, config, &m, &result);
    match result {
        Ok(Halt { pc: 0xFFFF_FFFF }) => m,
        other => panic!("expected a halt at 0xffffffff, got {other:?} for:\n{src}"),
    }
}

/// Runs `body` followed by `ret $lr; nop` (so it ends after the body) from reset.
pub fn run_with(body: &str, config: Config) -> Machine {
    run_program(&format!("{body}\n ret $lr\n nop\n"), config)
}

pub fn run(body: &str) -> Machine {
    run_with(body, config())
}

/// Runs `body` (followed by `ret $lr; nop`) and expects a trap.
pub fn trap_with(body: &str, config: Config) -> (Machine, Trap) {
    let src = format!("{body}\n ret $lr\n nop\n");
    let mut m = load(&src, config.clone());
    let result = m.run();
    same_on_translate(&src, config, &m, &result);
    match result {
        Err(trap) => (m, trap),
        Ok(halt) => panic!("expected a trap, got {halt:?} for:\n{src}"),
    }
}

pub fn trap(body: &str) -> (Machine, Trap) {
    trap_with(body, config())
}

/// Runs `setup`'s machine on both engines; returns the translate engine's end.
pub fn both(setup: impl Fn(Engine) -> Machine) -> (Result<Halt, Trap>, State) {
    let mut interp = setup(Engine::Interp);
    let mut translate = setup(Engine::Translate);
    assert_eq!(translate.engine(), Engine::Translate);
    let expected = interp.run();
    let got = translate.run();
    assert_eq!(got, expected);
    let got_state = state(&translate);
    assert!(got_state == state(&interp), "states differ after {got:?}");
    // And both continue the same way.
    assert_eq!(translate.run(), interp.run());
    assert!(state(&translate) == state(&interp));
    (got, got_state)
}

/// `src` assembled at 0 on a machine of `engine` that translates every unit
/// at first sight.
pub fn program(src: &str, config: Config, engine: Engine) -> Machine {
    let bytes = assemble(src, config.endian).unwrap().bytes;
    let mut m = Machine::new(config).unwrap();
    m.set_engine(engine);
    m.set_translate_after(0);
    m.load(0, &bytes).unwrap();
    m
}

/// `$v0 = n + (n - 1) + ... + 1` in a 4-instruction loop: 4n + 4
/// instructions in all.
pub fn counted_loop(n: u16) -> String {
    format!(
        "
        addiu $t0, $zero, {n}
        addiu $v0, $zero, 0
loop:   addu  $v0, $v0, $t0
        addiu $t0, $t0, -1
        bne   $t0, $zero, loop
        nop
        ret   $lr
        nop
"
    )
}
