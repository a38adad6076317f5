//! Compiled C programs for the speed benchmark: images made by
//! `regen.sh` beside this file (the start-up stub at address 0 calls `main`,
//! then returns to 0xFFFFFFFF, which halts), run from reset on one engine and
//! checked against the program's expected console output (what the program
//! prints when built natively with gcc).
//!
//! The images were regenerated in b2fd4a7 (runtime routines for cpu032II,
//! as the programs; a compiler 471 commits newer): mandel runs 28.7 M
//! instructions instead of 50.2 M, nbody 23.8 M instead of 44.2 M, kernels
//! 16.8 M instead of 21.8 M, fmt 7.1 M instead of 11.2 M. Figures that
//! comments in `xlat/` quote from earlier rounds were measured on the old
//! images: shorter runs leave compile time and the interpreted warm-up a
//! larger share (sim-speed ~2.2 G/s then, 1.98 G/s on the new images:
//! median of 5 runs, nice -n -20, range 1.64-2.04).

use cpu0_sim::{Config, Engine, Halt, Machine};
use std::time::{Duration, Instant};

macro_rules! program {
    ($name:literal) => {
        (
            $name,
            include_bytes!(concat!($name, ".bin")),
            include_str!(concat!($name, ".out")),
        )
    };
}

/// The dedicated kernels (recursion, array loops, string hashing, sorting), then
/// the C corpus's longest-running programs.
pub const PROGRAMS: &[(&str, &[u8], &str)] = &[
    program!("kernels"),
    program!("mandel"),
    program!("nbody"),
    program!("fmt"),
    program!("fconv"),
    program!("arith"),
    program!("linsolve"),
    program!("recursion"),
];

/// One run: instructions, wall time (translation included), and the guest
/// instructions translated with the time that took.
pub struct ProgramRun {
    pub instructions: u64,
    pub time: Duration,
    pub translated: u64,
    pub translate_time: Duration,
    /// Instructions executed in translated code.
    pub ran_translated: u64,
}

/// Runs `image` from reset on `engine`; panics if it does not halt normally
/// with `expected` on the console.
pub fn run_program(name: &str, image: &[u8], expected: &str, engine: Engine) -> ProgramRun {
    // `SIM_SPEED_SYNC=1` compiles on the main thread, to compare.
    let background = std::env::var_os("SIM_SPEED_SYNC").is_none();
    run_program_after(name, image, expected, engine, None, background)
}

/// [`run_program`], translating a unit after `after` entries if given, on a
/// worker thread if `background`.
pub fn run_program_after(
    name: &str,
    image: &[u8],
    expected: &str,
    engine: Engine,
    after: Option<u32>,
    background: bool,
) -> ProgramRun {
    let mut m = Machine::new(Config::default()).unwrap();
    m.set_engine(engine);
    m.set_background_translation(background);
    if let Some(after) = after {
        m.set_translate_after(after);
    }
    m.load(0, image).unwrap();
    let start = Instant::now();
    let end = m.run();
    let time = start.elapsed();
    assert_eq!(end, Ok(Halt { pc: 0xFFFF_FFFF }), "{name} on {engine:?}");
    assert!(
        m.console() == expected.as_bytes(),
        "{name} on {engine:?} printed:\n{}",
        String::from_utf8_lossy(m.console())
    );
    let (translated, translate_time, ran_translated) = m.translation_stats();
    ProgramRun {
        instructions: m.stats().instructions(),
        time,
        translated,
        translate_time,
        ran_translated,
    }
}
