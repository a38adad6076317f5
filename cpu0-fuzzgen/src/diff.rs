//! The differential check: `cranelift-interpreter` against Cpu0 code on the
//! simulator, for one generated module.
//!
//! The Cpu0 side compiles every function with [`cpu0_isa::compile()`], places them
//! and the runtime (`cpu0-rt`, for `i64` division) in simulator memory with
//! `cpu0c`'s loader and calls `main` through it. The simulator's `trap code`
//! traps map back to CLIF trap codes through the loader's trap table.

use crate::gen::{generate_module, GeneratedModule, Limits};
use crate::interp::{agree, interpret, Behavior};
use arbitrary::Unstructured;
use cpu0_asm::{Endian, IsaLevel};
use cpu0_isa::{CompileError, Flags, OptLevel};
use cpu0_sim::{Config, Machine, Trap};
use cpu0c::loader::{CallError, LoadError, Program, CODE_BASE};
use cranelift_codegen::data_value::DataValue;
use cranelift_codegen::settings;
use std::fmt;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Simulator instructions before a case is skipped. Cpu0 needs several
/// instructions per CLIF one, and an `i64` division is a runtime call of a few
/// thousand, so this is well above the interpreter's fuel.
pub const SIM_BUDGET: u64 = 20_000_000;

/// The result of one check.
#[derive(Debug)]
pub enum Outcome {
    /// Both sides returned the same values, or trapped with the same code.
    Agree,
    /// The case could not be compared; the reason says why (the interpreter's
    /// fuel or the simulator's budget ran out, the backend reports something
    /// unsupported, the input does not decode).
    Skip(String),
    /// A bug: different results, a compile failure, a panic, invalid CLIF from
    /// the generator.
    Disagree(Box<Report>),
}

/// Everything needed to reproduce and understand a disagreement.
#[derive(Debug)]
pub struct Report {
    /// One line: what went wrong.
    pub problem: String,
    /// The Cpu0 settings, as `cpu0el cpu032I opt=none cmov=off fill=on`.
    pub settings: String,
    /// The CLIF of every function of the module (`main` first).
    pub clif: String,
    pub args: Vec<DataValue>,
    /// The interpreter's behaviour, when it ran.
    pub expected: Option<Behavior>,
    /// The simulator's behaviour, when it ran.
    pub actual: Option<Behavior>,
    /// The Cpu0 assembly of every function that compiled.
    pub disasm: String,
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{} [{}]", self.problem, self.settings)?;
        let args: Vec<String> = self.args.iter().map(|a| a.to_string()).collect();
        writeln!(f, "args: main({})", args.join(", "))?;
        if let Some(e) = &self.expected {
            writeln!(f, "interpreter: {e}")?;
        }
        if let Some(a) = &self.actual {
            writeln!(f, "cpu0:        {a}")?;
        }
        writeln!(f, "--- CLIF\n{}", self.clif)?;
        if !self.disasm.is_empty() {
            writeln!(f, "--- Cpu0\n{}", self.disasm)?;
        }
        Ok(())
    }
}

/// Checks the module the bytes describe, with the default [`Limits`]: the first
/// byte chooses byte order, ISA level, optimisation level, `has_cmov` and
/// delay-slot filling, the rest the module and `main`'s arguments.
///
/// Never panics: panics inside the generator, the interpreter or the backend are
/// caught (with `catch_unwind`) and reported. A caller whose panic hook aborts
/// (libfuzzer-sys installs one) still stops at such a panic, which for the
/// backend is the bug it looks for; the generator avoids every interpreter panic
/// it knows of.
pub fn check(bytes: &[u8]) -> Outcome {
    check_with(bytes, &Limits::default())
}

/// [`check`] with explicit limits.
pub fn check_with(bytes: &[u8], limits: &Limits) -> Outcome {
    let (flags, module) = match catch_unwind(|| decode(bytes, limits)) {
        Ok(Ok(case)) => case,
        Ok(Err(e)) => return Outcome::Skip(format!("input: {e}")),
        Err(panic) => {
            return Outcome::Disagree(Box::new(Report {
                problem: format!("the generator panicked: {}", panic_message(&*panic)),
                settings: String::new(),
                clif: String::new(),
                args: Vec::new(),
                expected: None,
                actual: None,
                disasm: String::new(),
            }))
        }
    };
    match catch_unwind(AssertUnwindSafe(|| check_module(&module, &flags))) {
        Ok(outcome) => outcome,
        Err(panic) => Outcome::Disagree(Box::new(Report {
            problem: format!("the check panicked: {}", panic_message(&*panic)),
            settings: settings_name(&flags),
            clif: module.clif(),
            args: module.args.clone(),
            expected: None,
            actual: None,
            disasm: String::new(),
        })),
    }
}

/// The case the bytes describe: Cpu0 settings and a module.
pub fn decode(bytes: &[u8], limits: &Limits) -> arbitrary::Result<(Flags, GeneratedModule)> {
    let mut u = Unstructured::new(bytes);
    // The settings come first, so a fuzzer's mutation of the first byte moves
    // the same module between byte orders and ISA levels.
    let flags = flags_from(&mut u)?;
    let module = generate_module(&mut u, limits)?;
    Ok((flags, module))
}

/// Runs one module both ways and compares (the settings' byte order also
/// applies to the interpreter's loads and stores).
pub fn check_module(module: &GeneratedModule, flags: &Flags) -> Outcome {
    let report = |problem: String, expected: Option<Behavior>, actual: Option<Behavior>| {
        Outcome::Disagree(Box::new(Report {
            problem,
            settings: settings_name(flags),
            clif: module.clif(),
            args: module.args.clone(),
            expected,
            actual,
            disasm: disassemble(module, flags),
        }))
    };

    let cl_flags = settings::Flags::new(settings::builder());
    for f in &module.functions {
        if let Err(e) = cranelift_codegen::verify_function(f, &cl_flags) {
            return report(format!("the generator made invalid CLIF: {e}"), None, None);
        }
    }

    let expected = match catch_unwind(AssertUnwindSafe(|| interpret(module, flags.endian))) {
        Ok(Ok(b)) => b,
        Ok(Err(skip)) => return Outcome::Skip(skip),
        // The interpreter is the reference, not the code under test.
        Err(panic) => {
            return Outcome::Skip(format!("interpreter panicked: {}", panic_message(&*panic)))
        }
    };

    let actual = match catch_unwind(AssertUnwindSafe(|| run_cpu0(module, flags))) {
        Ok(Ok(b)) => b,
        Ok(Err(Cpu0Failure::Skip(why))) => return Outcome::Skip(why),
        Ok(Err(Cpu0Failure::Bug(why))) => return report(why, Some(expected), None),
        Err(panic) => {
            return report(
                format!("the backend panicked: {}", panic_message(&*panic)),
                Some(expected),
                None,
            )
        }
    };

    if agree(&expected, &actual) {
        Outcome::Agree
    } else {
        report(
            "interpreter and Cpu0 disagree".to_string(),
            Some(expected),
            Some(actual),
        )
    }
}

/// Settings from the first input byte: byte order, ISA level, optimisation,
/// conditional moves, delay-slot filling (mostly on, the default).
pub fn flags_from(u: &mut Unstructured) -> arbitrary::Result<Flags> {
    Ok(flags_from_bits(u.arbitrary()?))
}

/// The settings one byte picks (see [`flags_from`]); no disassembly.
pub fn flags_from_bits(bits: u8) -> Flags {
    Flags {
        endian: if bits & 1 == 0 {
            Endian::Big
        } else {
            Endian::Little
        },
        level: if bits & 2 == 0 {
            IsaLevel::Cpu032II
        } else {
            IsaLevel::Cpu032I
        },
        opt_level: if bits & 4 == 0 {
            OptLevel::Speed
        } else {
            OptLevel::None
        },
        has_cmov: bits & 8 != 0,
        fill_delay_slots: bits & 0x30 != 0,
        disassembly: false,
    }
}

/// `cpu0el cpu032I opt=none cmov=off fill=on`.
pub fn settings_name(flags: &Flags) -> String {
    let on_off = |b| if b { "on" } else { "off" };
    format!(
        "{} {} opt={} cmov={} fill={}",
        flags.target_name(),
        match flags.level {
            IsaLevel::Cpu032I => "cpu032I",
            _ => "cpu032II",
        },
        match flags.opt_level {
            OptLevel::None => "none",
            OptLevel::Speed => "speed",
        },
        on_off(flags.has_cmov),
        on_off(flags.fill_delay_slots),
    )
}

fn panic_message(panic: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = panic.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = panic.downcast_ref::<String>() {
        s.clone()
    } else {
        "(no message)".to_string()
    }
}

/// Why the Cpu0 side gave no behaviour.
#[derive(Debug)]
pub enum Cpu0Failure {
    /// Not comparable: an unsupported feature, the budget ran out.
    Skip(String),
    /// A compile, runtime or load failure.
    Bug(String),
}

/// Compiles the module (and the runtime) for Cpu0, loads it and calls `main`.
pub fn run_cpu0(module: &GeneratedModule, flags: &Flags) -> Result<Behavior, Cpu0Failure> {
    let mut program = Program::new();
    for f in &module.functions {
        match program.compile_function(f.clone(), flags) {
            Ok(()) => {}
            Err(LoadError::Compile {
                error: CompileError::Unsupported(what),
                ..
            }) => return Err(Cpu0Failure::Skip(format!("unsupported: {what}"))),
            Err(e) => return Err(Cpu0Failure::Bug(format!("compile error: {e}"))),
        }
    }
    program
        .add_runtime(flags)
        .map_err(|e| Cpu0Failure::Bug(format!("the runtime does not compile: {e}")))?;
    let config = Config {
        endian: flags.endian,
        isa: flags.level,
        has_cmov: flags.has_cmov,
        budget: Some(SIM_BUDGET),
        ..Config::default()
    };
    let mut machine =
        Machine::new(config).map_err(|e| Cpu0Failure::Bug(format!("simulator: {e}")))?;
    let image = program
        .load(&mut machine, CODE_BASE)
        .map_err(|e| Cpu0Failure::Bug(format!("load error: {e}")))?;
    match image.call(&mut machine, &module.main, &module.args) {
        Ok(values) => Ok(Behavior::Returned(values)),
        Err(CallError::Trap(Trap::BudgetExhausted { .. })) => {
            Err(Cpu0Failure::Skip("simulator budget exhausted".to_string()))
        }
        Err(CallError::Trap(trap)) => Ok(match image.trap_code(&trap) {
            Some(code) => Behavior::Trapped(code),
            None => {
                let place = image
                    .symbolize(trap.pc())
                    .map(|(name, off)| format!(" ({name}+{off:#x})"))
                    .unwrap_or_default();
                Behavior::Fault(format!("{trap}{place}"))
            }
        }),
        Err(CallError::Abi(what)) => Ok(Behavior::Fault(format!("ABI violation: {what}"))),
        Err(e) => Err(Cpu0Failure::Bug(format!("call error: {e}"))),
    }
}

/// The Cpu0 assembly of every function of the module that compiles.
fn disassemble(module: &GeneratedModule, flags: &Flags) -> String {
    let flags = Flags {
        disassembly: true,
        ..*flags
    };
    let mut out = String::new();
    for f in &module.functions {
        let mut ctx = cranelift_codegen::Context::for_function(f.clone());
        let text = match catch_unwind(AssertUnwindSafe(|| cpu0_isa::compile(&mut ctx, &flags))) {
            Ok(Ok(code)) => code.disasm.unwrap_or_default(),
            Ok(Err(e)) => format!("  (compile error: {e})\n"),
            Err(_) => "  (the backend panicked)\n".to_string(),
        };
        out.push_str(&format!("{}:\n{text}", f.name));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_and_odd_inputs_give_outcomes() {
        let mut inputs: Vec<Vec<u8>> = vec![vec![], vec![0xff], vec![0; 16], vec![0xff; 64]];
        inputs.extend((0..16u8).map(|b| [b].repeat(40)));
        for bytes in inputs {
            if let Outcome::Disagree(report) = check(&bytes) {
                panic!("{bytes:?}: {report}");
            }
        }
    }

    #[test]
    fn the_first_byte_chooses_every_setting() {
        let names: std::collections::BTreeSet<String> = (0..32u8)
            .map(|b| settings_name(&flags_from(&mut Unstructured::new(&[b])).unwrap()))
            .collect();
        assert_eq!(names.len(), 32);
    }
}
