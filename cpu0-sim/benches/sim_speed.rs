//! Simulator speed on both engines, side by side.
//!
//! First hand-written compute-bound Cpu0 code (a sieve of Eratosthenes and a
//! checksum over memory), each checked against the same computation in Rust,
//! with and without page protection (the interpreter's loop has a variant that
//! checks every load and store): `sim-speed-hand: interp=N translate=M` and
//! `sim-speed-hand-protected: ...`. Then compiled C programs (`programs.rs`:
//! dedicated kernels and the C corpus's longest-running programs), each checked
//! against its native output; the translator's time per guest instruction
//! translated is printed on its own line (`translation: ...`). The last line is
//! `sim-speed: interp=N translate=M` (instructions/s on the C programs, the
//! translator's wall time including translation).
//!
//! Measure on an idle machine, but not under a real-time policy (`chrt -f`):
//! the compile worker inherits it and can be kept waiting behind the main
//! thread (same priority, no time slices), so most of a run is interpreted
//! (round 16: Lua's recursion.lua under `cpu0c exec --engine translate` took
//! 1.04 s in 3 of 8 runs under `chrt -f 10`, 0.25 s in the others and in
//! every run without it). `nice -n -20` keeps other work off the cores
//! without that.

mod programs;

use cpu0_asm::{assemble, Endian};
use cpu0_sim::{Config, Engine, Machine, Perms};
use std::time::{Duration, Instant};

/// `sieve(n, reps)`: counts the primes below `n` (`n` > 2) `reps` times; returns the
/// count in `$v0` and the sum of the counts in `$v1`.
const SIEVE: &str = "
sieve:  lui   $s0, %hi(flags)
        ori   $s0, $s0, %lo(flags)
        addiu $v1, $zero, 0
again:  addiu $t0, $zero, 0          # flags[0..n] = 1
        addiu $t9, $zero, 1
fill:   addu  $t1, $s0, $t0
        sb    $t9, 0($t1)
        addiu $t0, $t0, 1
        bne   $t0, $a0, fill
        nop
        addiu $v0, $zero, 0          # count
        addiu $t0, $zero, 2          # i
        addiu $s1, $zero, 1          # still marking multiples?
outer:  addu  $t1, $s0, $t0
        lbu   $t1, 0($t1)
        beq   $t1, $zero, next
        nop
        addiu $v0, $v0, 1
        beq   $s1, $zero, next
        nop
        mul   $t1, $t0, $t0          # j = i * i
        sltu  $at, $t1, $a0
        bne   $at, $zero, inner
        nop
        addiu $s1, $zero, 0          # i * i >= n: later i have nothing to mark
        jmp   next
inner:  addu  $t9, $s0, $t1          # flags[j] = 0 for j = i*i, i*i + i, ... < n
        sb    $zero, 0($t9)
        addu  $t1, $t1, $t0
        sltu  $at, $t1, $a0
        bne   $at, $zero, inner
        nop
next:   addiu $t0, $t0, 1
        bne   $t0, $a0, outer
        nop
        addu  $v1, $v1, $v0
        addiu $a1, $a1, -1
        bne   $a1, $zero, again
        nop
        ret   $lr
        nop
        .align 2
flags:
";

/// `checksum(addr, words, reps)`: `h = rotl(h, 5) ^ word` over `words` words from
/// `addr`, `reps` times (h carries over); returns h in `$v0`.
const CHECKSUM: &str = "
checksum:
        ld    $t9, 0($sp)            # reps (third argument)
        addiu $v0, $zero, 0
        shl   $t1, $a1, 2
        addu  $t1, $t1, $a0          # end
rep:    addu  $t0, $a0, $zero
loop:   ld    $at, 0($t0)
        rol   $v0, $v0, 5
        xor   $v0, $v0, $at
        addiu $t0, $t0, 4
        bne   $t0, $t1, loop
        nop
        addiu $t9, $t9, -1
        bne   $t9, $zero, rep
        nop
        ret   $lr
        nop
";

fn host_sieve(n: usize) -> u32 {
    let mut flags = vec![true; n];
    let mut count = 0;
    for i in 2..n {
        if flags[i] {
            count += 1;
            let mut j = i * i;
            while j < n {
                flags[j] = false;
                j += i;
            }
        }
    }
    count
}

fn data_words(n: usize) -> Vec<u32> {
    let mut x: u32 = 0x1234_5678;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            x
        })
        .collect()
}

struct Run {
    instructions: u64,
    time: Duration,
}

/// With `protect`: the first page (code, and the sieve's flags after it) RWX, the
/// checksum's code R+X and its data read-only, the rest R+W, so the loop checks
/// every access.
fn protect_memory(m: &mut Machine, code_writable: bool, read_only: Option<(u32, u32)>) {
    let code = if code_writable { Perms::RWX } else { Perms::RX };
    m.protect(0, 0x1000, code).unwrap();
    m.protect(0x1000, m.mem_size() - 0x1000, Perms::RW).unwrap();
    if let Some((addr, len)) = read_only {
        m.protect(addr, len.next_multiple_of(0x1000), Perms::R)
            .unwrap();
    }
}

fn label(protect: bool) -> &'static str {
    if protect {
        " (protected)"
    } else {
        ""
    }
}

fn run_sieve(
    engine: Engine,
    endian: Endian,
    n: u32,
    reps: u32,
    count_opcodes: bool,
    protect: bool,
) -> Run {
    let program = assemble(SIEVE, endian).expect("sieve assembles");
    let mut m = Machine::new(Config {
        endian,
        count_opcodes,
        ..Config::default()
    })
    .unwrap();
    m.set_engine(engine);
    m.load(0, &program.bytes).unwrap();
    if protect {
        protect_memory(&mut m, true, None);
    }
    let start = Instant::now();
    let (count, sum) = m.call(0, &[n, reps]).expect("sieve runs");
    let time = start.elapsed();
    let expected = host_sieve(n as usize);
    assert_eq!(count, expected, "sieve({n}) on {endian:?}");
    assert_eq!(sum, expected * reps);
    if count_opcodes {
        let counted: u64 = m.stats().per_opcode().iter().sum();
        assert_eq!(counted, m.stats().instructions());
    }
    println!(
        "sieve     {engine:?} {endian:?}: primes below {n} = {count}, {} instructions in {time:.2?}{}{}",
        m.stats().instructions(),
        if count_opcodes {
            " (counting opcodes)"
        } else {
            ""
        },
        label(protect)
    );
    Run {
        instructions: m.stats().instructions(),
        time,
    }
}

fn run_checksum(engine: Engine, endian: Endian, words: u32, reps: u32, protect: bool) -> Run {
    let program = assemble(CHECKSUM, endian).expect("checksum assembles");
    let mut m = Machine::new(Config {
        endian,
        ..Config::default()
    })
    .unwrap();
    m.set_engine(engine);
    m.load(0, &program.bytes).unwrap();
    let data = data_words(words as usize);
    let base = 0x10_0000;
    for (i, w) in data.iter().enumerate() {
        m.write_word(base + 4 * i as u32, *w).unwrap();
    }
    if protect {
        protect_memory(&mut m, false, Some((base, 4 * words)));
    }
    let start = Instant::now();
    let (h, _) = m.call(0, &[base, words, reps]).expect("checksum runs");
    let time = start.elapsed();
    let mut expected: u32 = 0;
    for _ in 0..reps {
        for w in &data {
            expected = expected.rotate_left(5) ^ w;
        }
    }
    assert_eq!(h, expected, "checksum on {endian:?}");
    assert_ne!(h, 0, "a checksum of 0 would not show much");
    println!(
        "checksum  {engine:?} {endian:?}: {h:#010x}, {} instructions in {time:.2?}{}",
        m.stats().instructions(),
        label(protect)
    );
    Run {
        instructions: m.stats().instructions(),
        time,
    }
}

fn main() {
    // `SIM_SPEED_ONLY=program:engine[:entries[:sync]]` runs one C program on
    // one engine (translating after `entries` entries, on this thread with
    // `sync`), for callgrind; `SIM_SPEED_REPEAT=n` runs it n times, each on a
    // new machine in the same process (as in the full run).
    if let Ok(only) = std::env::var("SIM_SPEED_ONLY") {
        one_program(&only);
        return;
    }
    // `cargo bench` passes `--bench`; a plain `cargo test --benches` run passes
    // nothing and gets a quick smoke run.
    let quick = !std::env::args().any(|a| a == "--bench");
    let (sieve_reps, checksum_reps) = if quick { (1, 1) } else { (8, 40) };
    let start = Instant::now();
    let machine = Machine::new(Config::default()).unwrap();
    println!("new 16 MiB machine: {:.2?}", start.elapsed());
    drop(machine);
    let mut runs = Vec::new();
    let mut protected = Vec::new();
    let mut translated = Vec::new();
    let mut translated_protected = Vec::new();
    for endian in [Endian::Big, Endian::Little] {
        for (engine, protect, list) in [
            (Engine::Interp, false, &mut runs),
            (Engine::Interp, true, &mut protected),
            (Engine::Translate, false, &mut translated),
            (Engine::Translate, true, &mut translated_protected),
        ] {
            list.push(run_sieve(
                engine, endian, 1_000_000, sieve_reps, false, protect,
            ));
            // An odd word count, so the rotations of successive passes do not cancel.
            list.push(run_checksum(
                engine,
                endian,
                250_003,
                checksum_reps,
                protect,
            ));
        }
    }
    // For information: the cost of per-opcode counting (not part of the figure).
    let counted = run_sieve(
        Engine::Interp,
        Endian::Big,
        1_000_000,
        sieve_reps,
        true,
        false,
    );
    println!(
        "with per-opcode counts: {} instructions/s",
        (counted.instructions as f64 / counted.time.as_secs_f64()) as u64
    );
    let speed = |runs: &[Run]| {
        let instructions: u64 = runs.iter().map(|r| r.instructions).sum();
        let time: Duration = runs.iter().map(|r| r.time).sum();
        println!("total: {instructions} instructions in {time:.2?}");
        (instructions as f64 / time.as_secs_f64()) as u64
    };
    println!(
        "sim-speed-hand-protected: interp={} translate={}",
        speed(&protected),
        speed(&translated_protected)
    );
    println!(
        "sim-speed-hand: interp={} translate={}",
        speed(&runs),
        speed(&translated)
    );
    compiled_programs(quick);
}

/// The C programs on both engines; prints the closing `sim-speed:` line.
fn compiled_programs(quick: bool) {
    let mut totals = [(0u64, Duration::ZERO); 2];
    let (mut translated, mut translate_time) = (0u64, Duration::ZERO);
    let list = if quick {
        &programs::PROGRAMS[..1]
    } else {
        programs::PROGRAMS
    };
    for (name, image, expected) in list {
        let mut line = format!("{name:10}");
        for (i, engine) in [Engine::Interp, Engine::Translate].into_iter().enumerate() {
            let run = programs::run_program(name, image, expected, engine);
            totals[i].0 += run.instructions;
            totals[i].1 += run.time;
            translated += run.translated;
            translate_time += run.translate_time;
            let speed = run.instructions as f64 / run.time.as_secs_f64();
            line += &format!(
                " {engine:?}: {} instructions in {:.2?} ({:.0} M/s)",
                run.instructions,
                run.time,
                speed / 1e6
            );
            if engine == Engine::Translate {
                line += &format!(
                    ", {:.1}% translated code, {:.2?} translating",
                    100.0 * run.ran_translated as f64 / run.instructions as f64,
                    run.translate_time
                );
            }
        }
        println!("{line}");
    }
    println!(
        "translation: {translated} guest instructions in {translate_time:.2?}, {:.2} us per instruction",
        translate_time.as_secs_f64() * 1e6 / translated.max(1) as f64
    );
    let speed = |(n, t): (u64, Duration)| (n as f64 / t.as_secs_f64()) as u64;
    println!(
        "sim-speed: interp={} translate={}",
        speed(totals[0]),
        speed(totals[1])
    );
}

/// Runs the one program `SIM_SPEED_ONLY` names and prints its figures.
fn one_program(only: &str) {
    let mut parts = only.split(':');
    let name = parts.next().unwrap_or_default();
    let engine = match parts.next() {
        Some("interp") => Engine::Interp,
        _ => Engine::Translate,
    };
    let after = parts.next().and_then(|n| n.parse().ok());
    let background = parts.next() != Some("sync");
    let (_, image, expected) = programs::PROGRAMS
        .iter()
        .find(|(n, _, _)| *n == name)
        .expect("SIM_SPEED_ONLY names a program of programs.rs");
    let repeat: u32 = std::env::var("SIM_SPEED_REPEAT")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1);
    for _ in 0..repeat {
        let faults = minor_faults();
        let cpu = thread_cpu();
        let run = programs::run_program_after(name, image, expected, engine, after, background);
        println!(
            "{name} {engine:?}: {} instructions in {:.2?} ({} in translated code), \
             {} translated in {:.2?}, {} page faults, main thread cpu {} us",
            run.instructions,
            run.time,
            run.ran_translated,
            run.translated,
            run.translate_time,
            minor_faults().saturating_sub(faults),
            thread_cpu().saturating_sub(cpu) / 1000
        );
    }
}

/// The process's minor page faults so far (0 where `/proc` has none).
fn minor_faults() -> u64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let after = stat.rsplit(')').next().unwrap_or_default();
    after
        .split_whitespace()
        .nth(7)
        .and_then(|f| f.parse().ok())
        .unwrap_or(0)
}

/// The nanoseconds this thread has run on a CPU (0 where `/proc` has none):
/// on a busy machine, a steadier figure than the wall time.
fn thread_cpu() -> u64 {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap_or_default();
    stat.split_whitespace()
        .next()
        .and_then(|f| f.parse().ok())
        .unwrap_or(0)
}
