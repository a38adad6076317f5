//! The bodies of the cargo-fuzz targets in `fuzz/`, shared with `cargo test`.
//!
//! Each function takes the fuzzer's input bytes and returns `Err` with a
//! description of a finding; a panic inside the code under test is a finding
//! too. The fuzz targets only call these functions and panic on `Err`, so a
//! crash artifact replays as a normal test: [`run`] by target name, the
//! `replay` example (`cargo run -p cpu0-fuzzgen --example replay -- TARGET
//! FILE`), and `tests/fuzz_regressions.rs`, which replays every file under
//! `tests/fuzz-regressions/<target>/`.
//!
//! | target | input | oracle |
//! |---|---|---|
//! | `differential` | generator bytes ([`diff::check`]) | interpreter and Cpu0 agree |
//! | `compile` | CLIF text, or generator bytes | compiling never panics |
//! | `isa` | instruction words, fields, assembly text | decode/print/assemble/encode round-trip |
//! | `sim` | settings, registers, code and data | no host panic; traced and plain runs agree |
//! | `llvm` | `.ll` text | parsing and translating (and compiling) never panic |
//! | `translate` | as `sim` | interpreter and translator leave the same machine state |

use crate::diff::{self, Outcome, SkipKind};
use crate::gen::Limits;
use arbitrary::Unstructured;
use cpu0_asm::{assemble, decode, disassemble, Endian, Inst, Opcode, Reg};
use cpu0_isa::Flags;
use cpu0_sim::{Config, Engine, Machine, Perms};
use cranelift_codegen::ir::Function;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// The names of the targets, as `fuzz/fuzz_targets/<name>.rs`.
pub const TARGETS: &[&str] = &["differential", "compile", "isa", "sim", "llvm", "translate"];

/// Runs the target called `name` on `bytes`; `None` if there is no such target.
pub fn run(name: &str, bytes: &[u8]) -> Option<Result<(), String>> {
    Some(match name {
        "differential" => differential(bytes),
        "compile" => compile(bytes),
        "isa" => isa(bytes),
        "sim" => sim(bytes),
        "llvm" => llvm(bytes),
        "translate" => translate(bytes),
        _ => return None,
    })
}

/// `differential`: the generated module agrees on cranelift-interpreter and on
/// the Cpu0 simulator. Running out of interpreter fuel or simulator budget is
/// not a finding; anything the backend refuses or gets wrong is (see
/// [`diff::Outcome`]), and so is a skip the harness does not expect (an
/// interpreter limitation the generator should avoid).
pub fn differential(bytes: &[u8]) -> Result<(), String> {
    match diff::check(bytes) {
        Outcome::Agree => Ok(()),
        Outcome::Skip(skip) if skip.kind.is_legitimate() || skip.kind == SkipKind::Input => Ok(()),
        Outcome::Skip(skip) => Err(format!("unexpected skip: {skip}")),
        Outcome::Disagree(report) => Err(report.to_string()),
    }
}

/// Runs code we do not test (cranelift-reader) and turns its panics into
/// `None`, with a silent panic hook meanwhile so a fuzzer's aborting hook does
/// not fire. Not meant for concurrent use with other panicking threads.
fn upstream<T>(f: impl FnOnce() -> T) -> Option<T> {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let result = catch_unwind(AssertUnwindSafe(f));
    std::panic::set_hook(previous);
    result.ok()
}

/// Settings from one byte: those of the differential target, and disassembly.
fn flags_from_byte(bits: u8) -> Flags {
    Flags {
        disassembly: bits & 0x40 != 0,
        ..crate::diff::flags_from_bits(bits)
    }
}

/// `compile`: compiling never panics (errors are fine). An input that is UTF-8
/// text with a `function` in it is read as a CLIF file (the project's filetest
/// preamble allowed; the settings come from a checksum of the text, so
/// mutations vary them); anything else is generator bytes, as for
/// `differential`, compiled but not run.
pub fn compile(bytes: &[u8]) -> Result<(), String> {
    let functions: Vec<(Flags, Function)> = match std::str::from_utf8(bytes) {
        Ok(text) if text.contains("function") => {
            let clean = without_preamble_settings(text);
            // Text the tools refuse (see `check_entity_numbers`) is no finding.
            if cpu0_isa::check_entity_numbers(&clean).is_err() {
                return Ok(());
            }
            let parsed = upstream(|| {
                cranelift_reader::parse_test(&clean, cranelift_reader::ParseOptions::default())
                    .map(|file| file.functions)
            });
            let Some(Ok(functions)) = parsed else {
                return Ok(());
            };
            let sum = bytes
                .iter()
                .fold(0u8, |a, b| a.wrapping_mul(31).wrapping_add(*b));
            let flags = flags_from_byte(sum);
            functions.into_iter().map(|(f, _)| (flags, f)).collect()
        }
        _ => {
            let Ok((flags, module)) = diff::decode(bytes, &Limits::default()) else {
                return Ok(());
            };
            let flags = Flags {
                disassembly: bytes.len() % 2 == 1,
                ..flags
            };
            module.functions.into_iter().map(|f| (flags, f)).collect()
        }
    };
    for (flags, f) in functions {
        let mut ctx = cranelift_codegen::Context::for_function(f);
        // An error is a fine answer; a panic is the finding.
        let _ = cpu0_isa::compile(&mut ctx, &flags);
    }
    Ok(())
}

/// The text with the preamble's `target` and `set` lines (before the first
/// `function`) blanked: cranelift-reader knows neither Cpu0 nor the project's
/// settings. Line numbers stay as they were.
fn without_preamble_settings(text: &str) -> String {
    let mut in_preamble = true;
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let first = line.split_whitespace().next();
        in_preamble &= first != Some("function");
        if in_preamble && matches!(first, Some("target" | "set")) {
            out.push('\n');
        } else {
            out.push_str(line);
        }
    }
    out
}

/// One instruction survives encode -> decode and print -> assemble in both
/// byte orders.
fn inst_round_trips(inst: Inst) -> Result<(), String> {
    let word = inst.encode();
    match decode(word) {
        Ok(back) if back == inst => {}
        other => {
            return Err(format!(
                "{inst:?} encodes to {word:#010x}, decodes to {other:?}"
            ))
        }
    }
    let text = inst.to_string();
    for endian in [Endian::Big, Endian::Little] {
        match assemble(&text, endian) {
            Ok(p) if p.bytes[..] == inst.encode_bytes(endian)[..] => {}
            Ok(p) => {
                return Err(format!(
                    "`{text}` ({word:#010x}) assembles to {:02x?} ({endian:?})",
                    p.bytes
                ))
            }
            Err(e) => return Err(format!("`{text}` ({word:#010x}) does not assemble: {e}")),
        }
    }
    Ok(())
}

/// `isa`: every word that decodes is canonical after one encode and round-trips
/// through its printed form; instructions built from arbitrary fields either
/// are refused or round-trip; the disassembler takes any bytes; assembly text
/// made of the input never panics the assembler, and what it assembles
/// disassembles.
pub fn isa(bytes: &[u8]) -> Result<(), String> {
    // Words, four bytes each, big-endian.
    for chunk in bytes.chunks_exact(4) {
        let word = u32::from_be_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]);
        if let Ok(inst) = decode(word) {
            inst_round_trips(inst)?;
        }
    }
    // Fields: opcode, three registers and an immediate.
    // (`arbitrary` gives zeros once the data runs out: stop before that.)
    let mut u = Unstructured::new(bytes);
    while u.len() >= 12 {
        let Ok((op, ra, rb, rc, imm)) = u.arbitrary::<(u8, u8, u8, u8, i64)>() else {
            break;
        };
        let Some(op) = Opcode::ALL.get(op as usize % Opcode::ALL.len()).copied() else {
            break;
        };
        let reg = |n: u8| Reg::new(n % 16).expect("16 registers");
        // Small immediates and edges of ranges are more interesting than any i64.
        let imm = match imm & 3 {
            0 => imm >> 2,
            1 => (imm >> 2) % 0x1_0000,
            _ => (imm >> 2) % 0x100_0000,
        };
        if let Ok(inst) = Inst::new(op, reg(ra), reg(rb), reg(rc), imm) {
            inst_round_trips(inst)?;
        }
    }
    for endian in [Endian::Big, Endian::Little] {
        let lines = disassemble(bytes, endian, 0);
        for line in &lines {
            let _ = line.to_string();
        }
    }
    // Text: whatever the assembler accepts disassembles without panicking.
    let text = String::from_utf8_lossy(bytes);
    for endian in [Endian::Big, Endian::Little] {
        if let Ok(program) = assemble(&text, endian) {
            for line in disassemble(&program.bytes, endian, 0) {
                let _ = line.to_string();
            }
        }
    }
    Ok(())
}

/// How a `sim` run ended: the halt or trap, the registers, HI, LO and the
/// console output.
type SimEnd = (String, [u32; 16], u32, u32, Vec<u8>);

/// Instructions a `sim` run may execute.
pub const SIM_FUZZ_BUDGET: u64 = 20_000;

/// A `sim`/`translate` input decoded: the settings byte, the processor, some
/// register values and the image.
struct SimInput<'a> {
    bits: u8,
    config: Config,
    regs: [u32; 4],
    image: &'a [u8],
}

fn sim_input(bytes: &[u8]) -> Option<SimInput<'_>> {
    let mut u = Unstructured::new(bytes);
    let bits = u.arbitrary::<u8>().ok()?;
    let mem_size = match (bits >> 4) & 3 {
        0 => 4 << 10,
        1 => 64 << 10,
        2 => 1 << 20,
        _ => cpu0_sim::DEFAULT_MEM_SIZE,
    };
    let config = Config {
        mem_size,
        endian: diff::endian_from_bit(bits & 1),
        isa: diff::level_from_bit(bits & 2),
        has_cmov: bits & 4 != 0,
        strict: bits & 8 != 0,
        budget: Some(SIM_FUZZ_BUDGET),
        ..Config::default()
    };
    // Registers $a0, $a1, $t9 and $gp, chosen by the input.
    let regs: [u32; 4] = u.arbitrary().unwrap_or_default();
    let image = u.take_rest();
    Some(SimInput {
        bits,
        config,
        regs,
        image,
    })
}

/// A machine for `input` on `engine`, ready to run.
fn sim_machine(input: &SimInput, config: Config, engine: Engine) -> Result<Machine, String> {
    let (bits, image, mem_size) = (input.bits, input.image, config.mem_size);
    let mut m = Machine::new(config).map_err(|e| format!("config refused: {e}"))?;
    m.set_engine(engine);
    m.set_trace_sink(Box::new(std::io::sink()));
    let _ = m.load(0, image);
    let top = mem_size.saturating_sub(image.len().min(mem_size as usize) as u32);
    let _ = m.load(top, &image[..image.len().min(mem_size as usize)]);
    for (r, v) in [Reg::A0, Reg::A1, Reg::T9, Reg::GP]
        .into_iter()
        .zip(input.regs)
    {
        m.set_reg(r, v);
    }
    m.set_reg(Reg::SP, top & !7);
    if bits & 0x40 != 0 {
        let page = cpu0_sim::PAGE_SIZE;
        let rest = mem_size.saturating_sub(page);
        m.protect(0, page.min(mem_size), Perms::RX)
            .and_then(|()| m.protect(page.min(mem_size), rest, Perms::RW))
            .map_err(|e| format!("protect refused: {e}"))?;
        if bits & 0x80 != 0 && rest > 0 {
            m.protect(mem_size - page, page, Perms::R)
                .map_err(|e| format!("protect refused: {e}"))?;
        }
    }
    m.register_host(0x8000_0000, |m: &mut Machine| {
        let a = m.reg(Reg::A0);
        m.set_reg(Reg::V0, a.wrapping_mul(3));
        Ok(())
    })
    .map_err(|e| format!("host function refused: {e}"))?;
    Ok(m)
}

/// `sim`: the input's first bytes choose the processor, memory size, page
/// protection (bit 6: the first page r-x, the rest rw-; bit 7 also makes the
/// last page read-only) and some register values; the rest is loaded at address 0
/// (code and data alike) and also at the top of memory (where `$sp` points). It
/// runs on the interpreter with a budget and a host function registered at
/// 0x80000000. The simulator must not panic, and a second run with tracing and
/// per-opcode counting on (a separately monomorphised loop) must end the same
/// way with the same registers.
pub fn sim(bytes: &[u8]) -> Result<(), String> {
    let Some(input) = sim_input(bytes) else {
        return Ok(());
    };
    let run = |trace: bool| -> Result<SimEnd, String> {
        let config = Config {
            trace,
            count_opcodes: trace,
            ..input.config.clone()
        };
        let mut m = sim_machine(&input, config, Engine::Interp)?;
        let end = format!("{:?}", m.run());
        let console = m.take_console();
        Ok((end, m.regs(), m.hi(), m.lo(), console))
    };
    let plain = run(false)?;
    let traced = run(true)?;
    if plain != traced {
        return Err(format!(
            "plain and traced runs differ:\n  plain:  {plain:x?}\n  traced: {traced:x?}"
        ));
    }
    Ok(())
}

/// The whole machine state after a `translate` run.
#[derive(PartialEq, Eq)]
struct MachineState {
    end: String,
    regs: [u32; 16],
    hi_lo_epc_pc: [u32; 4],
    instructions: u64,
    console: Vec<u8>,
    memory: Vec<u8>,
}

impl std::fmt::Debug for MachineState {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(
            f,
            "{} regs {:x?} hi/lo/epc/pc {:x?} after {} instructions, console {:?}",
            self.end, self.regs, self.hi_lo_epc_pc, self.instructions, self.console
        )
    }
}

/// How a `translate` run is driven: the translation threshold, the compile mode
/// and the budget of each leg (each leg is one `run`, continuing after the last
/// one's budget, trap or halt).
struct Drive {
    after: u32,
    lockstep: bool,
    legs: Vec<u64>,
}

/// The drive chosen by the input's last two bytes. Last byte: bit 1 compiles on
/// the worker in lockstep; bits 2..7 zero keep the first drive (translate at
/// first sight, or after two entries when bit 0 is set; two legs of the whole
/// budget), any other value translates after 1..=40 entries and splits the
/// budget into 2..=5 legs (the byte before chooses), some of a few instructions,
/// so legs end inside units, in delay slots and mid-chain.
fn translate_drive(bytes: &[u8]) -> Drive {
    let last = bytes.last().copied().unwrap_or(0);
    let lockstep = last & 2 != 0;
    let variant = last >> 2;
    if variant == 0 {
        let after = if last & 1 != 0 { 2 } else { 0 };
        return Drive {
            after,
            lockstep,
            legs: vec![SIM_FUZZ_BUDGET; 2],
        };
    }
    let before = bytes.len().checked_sub(2).map_or(0, |i| bytes[i]);
    let after = u32::from(variant) % 40 + 1;
    let count = 2 + u64::from(before & 3);
    // A splitmix64 stream seeded by the two bytes picks the legs' budgets.
    let mut state = u64::from(last) << 8 | u64::from(before);
    let mut next = move || crate::splitmix64(&mut state);
    let legs = (0..count)
        .map(|_| {
            let r = next();
            let most = match r & 3 {
                0 => 16,
                1 => 300,
                _ => 2 * SIM_FUZZ_BUDGET / count,
            };
            1 + (r >> 8) % most
        })
        .collect();
    Drive {
        after,
        lockstep,
        legs,
    }
}

/// `translate`: the `sim` target's input, run on the interpreter and on the
/// translator, driven as the input's last two bytes say (bit 1 of the last:
/// lockstep; its bits 2..7 zero: translate at first sight, or after two
/// entries when bit 0 is set, in two legs of the whole budget; otherwise
/// after 1..=40 entries, in 2..=5 legs of budgets the byte before chooses):
/// translating each unit at first sight or after some entries, to exercise
/// the switch from cold to hot;
/// synchronously, or on the worker thread in lockstep to exercise installing
/// units compiled while the guest ran on, stores to their code included, at a
/// point that does not depend on timing, so findings replay; in several legs
/// (each `run` continues after a budget, a trap or a halt). The whole machine
/// state must agree after each leg: how it ended, registers, HI, LO, EPC, PC,
/// the instruction count and the console; and every byte of memory after the
/// last (copying it at every leg would slow the fuzzer on 16 MiB memories).
pub fn translate(bytes: &[u8]) -> Result<(), String> {
    let Some(input) = sim_input(bytes) else {
        return Ok(());
    };
    let drive = translate_drive(bytes);
    let run = |engine: Engine| -> Result<Vec<MachineState>, String> {
        let mut m = sim_machine(&input, input.config.clone(), engine)?;
        m.set_translate_after(drive.after);
        if drive.lockstep {
            m.set_lockstep_translation(true);
        } else {
            m.set_background_translation(false);
        }
        let mut states = Vec::new();
        for (i, &leg) in drive.legs.iter().enumerate() {
            m.set_budget(Some(leg));
            let end = format!("{:?}", m.run());
            let memory = if i + 1 == drive.legs.len() {
                m.read_bytes(0, m.mem_size() as usize)
                    .unwrap_or_default()
                    .to_vec()
            } else {
                Vec::new()
            };
            states.push(MachineState {
                end,
                regs: m.regs(),
                hi_lo_epc_pc: [m.hi(), m.lo(), m.epc(), m.pc()],
                instructions: m.stats().instructions(),
                console: m.console().to_vec(),
                memory,
            });
        }
        Ok(states)
    };
    let interp = run(Engine::Interp)?;
    let translated = run(Engine::Translate)?;
    for (i, (a, b)) in interp.iter().zip(&translated).enumerate() {
        if a != b {
            let memory = a.memory.iter().zip(&b.memory).position(|(x, y)| x != y);
            return Err(format!(
                "leg {i} of {:?} (translate after {}): the engines differ:\n  interp:    {a:?}\n  translate: {b:?}\n  first memory difference at {memory:x?}",
                drive.legs, drive.after
            ));
        }
    }
    Ok(())
}

/// `llvm`: any text (lossily UTF-8) goes through the `.ll` parser; what parses
/// is translated into a `Cpu0ObjectModule` (which compiles each function) in
/// the byte order of its data layout, and the object is written. Errors are
/// fine; a panic is a finding.
pub fn llvm(bytes: &[u8]) -> Result<(), String> {
    use cranelift_module::Module as _;
    let text = String::from_utf8_lossy(bytes);
    let Ok(ast) = cpu0_llvm::parse(&text) else {
        return Ok(());
    };
    let Ok(endian) = cpu0_llvm::target_endian(&ast, None) else {
        return Ok(());
    };
    let flags = Flags {
        endian,
        ..Flags::default()
    };
    let mut module =
        cpu0_object::Cpu0ObjectModule::new(cpu0_object::Cpu0ObjectBuilder::new(flags, "fuzz.ll"));
    let opts = cpu0_llvm::TranslateOptions {
        target: Some(endian),
        ..Default::default()
    };
    if cpu0_llvm::translate(&ast, &mut module, &opts).is_ok() {
        let _ = module.isa();
        let _ = module.finish();
    }
    Ok(())
}
