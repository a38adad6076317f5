//! The differential check: `cranelift-interpreter` against Cpu0 code on the
//! simulator, for one generated module.
//!
//! The Cpu0 side defines the module's data objects and functions in a
//! [`Cpu0JitModule`] (strict simulator, instruction budget), finalizes it and
//! calls `main` with typed arguments; a trap maps back to its CLIF trap code
//! through [`cpu0_jit::JitTrap`]. Both sides also report the final contents of
//! the data objects.
//!
//! Every case ends as [`Outcome::Agree`], [`Outcome::Disagree`] (a finding) or
//! [`Outcome::Skip`] with a [`SkipKind`]: only running out of fuel or budget is
//! a legitimate skip; anything the backend refuses is a finding.

use crate::gen::{generate_module, GeneratedModule, Limits};
use crate::interp::{agree, interpret, Behavior};
use arbitrary::Unstructured;
use cpu0_asm::{Endian, IsaLevel};
use cpu0_isa::{Flags, OptLevel};
use cpu0_jit::{
    declare_clif_functions, define_clif_function, Cpu0JitBuilder, Cpu0JitModule, JitError,
};
use cpu0_sim::Trap;
use cranelift_codegen::data_value::DataValue;
use cranelift_codegen::isa::OwnedTargetIsa;
use cranelift_codegen::settings::{self, Configurable};
use cranelift_module::{DataDescription, Linkage, Module, ModuleError};
use std::fmt;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Simulator instructions before a case is skipped. Cpu0 needs several
/// instructions per CLIF one, and an `i64` division is a runtime call of a few
/// thousand, so this is well above the interpreter's fuel.
pub const SIM_BUDGET: u64 = 20_000_000;

/// The result of one check.
#[derive(Debug)]
pub enum Outcome {
    /// Both sides returned the same values and left the same data, or trapped
    /// with the same code.
    Agree,
    /// The case could not be compared.
    Skip(Skip),
    /// A bug: different results, a compile error (`Unsupported` included), a
    /// panic, invalid CLIF from the generator, an unexpected JIT error.
    Disagree(Box<Report>),
}

/// Why a case was not compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SkipKind {
    /// The interpreter ran out of fuel ([`crate::interp::INTERPRETER_FUEL`]).
    InterpreterFuel,
    /// The simulator ran out of budget ([`SIM_BUDGET`]).
    SimulatorBudget,
    /// The interpreter panicked, stopped with an error, or trapped with no CLIF
    /// trap code: a limitation of the reference, which the generator should
    /// learn to avoid (or `interp` to rewrite around).
    Interpreter,
    /// The input bytes do not decode to a module.
    Input,
}

impl SkipKind {
    /// Legitimate skips are expected in any run; the others mean the harness
    /// has a hole (the test reports them, and fails when too few cases compare).
    pub fn is_legitimate(self) -> bool {
        matches!(self, SkipKind::InterpreterFuel | SkipKind::SimulatorBudget)
    }
}

impl fmt::Display for SkipKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SkipKind::InterpreterFuel => "interpreter fuel exhausted",
            SkipKind::SimulatorBudget => "simulator budget exhausted",
            SkipKind::Interpreter => "interpreter limitation",
            SkipKind::Input => "input does not decode",
        })
    }
}

/// A skipped case: the kind, and what exactly happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skip {
    pub kind: SkipKind,
    pub detail: String,
}

impl Skip {
    pub fn new(kind: SkipKind, detail: impl Into<String>) -> Skip {
        Skip {
            kind,
            detail: detail.into(),
        }
    }
}

impl fmt::Display for Skip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.kind, self.detail)
    }
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
        Ok(Err(e)) => return Outcome::Skip(Skip::new(SkipKind::Input, e.to_string())),
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

    let isa = match verifier_isa() {
        Ok(isa) => isa,
        Err(e) => return report(format!("no ISA for the verifier: {e}"), None, None),
    };
    for f in &module.functions {
        if let Err(e) = cranelift_codegen::verify_function(f, &*isa) {
            return report(format!("the generator made invalid CLIF: {e}"), None, None);
        }
    }

    let expected = match catch_unwind(AssertUnwindSafe(|| interpret(module, flags.endian))) {
        Ok(Ok(b)) => b,
        Ok(Err(skip)) => return Outcome::Skip(skip),
        // The interpreter is the reference, not the code under test.
        Err(panic) => {
            return Outcome::Skip(Skip::new(
                SkipKind::Interpreter,
                format!("panicked: {}", panic_message(&*panic)),
            ))
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

/// The verifier accepts `get_frame_pointer`/`get_return_address` only with an
/// ISA whose flags preserve frame pointers (the Cpu0 backend verifies with such
/// a stand-in too); any 32-bit ISA serves, since only the flags are read.
pub fn verifier_isa() -> Result<OwnedTargetIsa, String> {
    let mut b = settings::builder();
    b.enable("preserve_frame_pointers")
        .map_err(|e| e.to_string())?;
    cranelift_codegen::isa::lookup_by_name("pulley32")
        .map_err(|e| e.to_string())?
        .finish(settings::Flags::new(b))
        .map_err(|e| e.to_string())
}

/// Settings from the first input byte: byte order, ISA level, optimisation,
/// conditional moves, delay-slot filling (mostly on, the default).
pub fn flags_from(u: &mut Unstructured) -> arbitrary::Result<Flags> {
    Ok(flags_from_bits(u.arbitrary()?))
}

/// The settings one byte picks (see [`flags_from`]); no disassembly.
/// The byte order a fuzz input's bit picks: clear is `cpu0`'s (big-endian).
pub fn endian_from_bit(bit: u8) -> Endian {
    if bit == 0 {
        Endian::Big
    } else {
        Endian::Little
    }
}

/// The ISA level a fuzz input's bit picks: clear is the default `cpu032II`.
pub fn level_from_bit(bit: u8) -> IsaLevel {
    if bit == 0 {
        IsaLevel::Cpu032II
    } else {
        IsaLevel::Cpu032I
    }
}

pub fn flags_from_bits(bits: u8) -> Flags {
    Flags {
        endian: endian_from_bit(bits & 1),
        level: level_from_bit(bits & 2),
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
    /// Not comparable: the simulator's instruction budget ran out.
    Skip(Skip),
    /// A bug: a compile error (`Unsupported` included: the generator only makes
    /// what the backend must support), a link error, an unexpected JIT error.
    Bug(String),
}

/// The JIT's memory: small, since a fresh machine is made for every case.
const MEMORY_SIZE: u32 = 4 << 20;
/// The JIT's stack: four nested frames of two large slots (see `gen`) fit.
const STACK_SIZE: u32 = 2 << 20;

/// Compiles the module with a strict, budgeted [`Cpu0JitModule`]: its data
/// objects are defined with their initial contents, every function is declared,
/// then each is defined (all compile errors are collected, per function), the
/// module is finalized and `main` called with the typed arguments. A trap maps
/// back to its CLIF trap code; after a return, the data objects' final contents
/// are part of the behaviour.
pub fn run_cpu0(module: &GeneratedModule, flags: &Flags) -> Result<Behavior, Cpu0Failure> {
    let bug = |what: &str, e: &dyn fmt::Display| Cpu0Failure::Bug(format!("{what}: {e}"));
    let mut builder = Cpu0JitBuilder::new(*flags);
    builder
        .memory_size(MEMORY_SIZE)
        .strict(true)
        .budget(Some(SIM_BUDGET))
        .stack_size(STACK_SIZE)
        // The default engine (the translator where the host has one) compiles
        // every unit entered twice: loops and repeated calls run translated
        // (compiled at once, so that they do, whatever the timing).
        .translate_after(1)
        .background_translation(false);
    let mut jit = Cpu0JitModule::new(builder).map_err(|e| bug("JIT configuration", &e))?;

    let mut data_ids = Vec::new();
    for d in &module.data {
        let id = jit
            .declare_data(&d.name, Linkage::Local, d.writable, false)
            .map_err(|e| bug(&format!("declaring data object {}", d.name), &e))?;
        let mut desc = DataDescription::new();
        desc.define(d.contents.clone().into_boxed_slice());
        desc.set_align(d.align);
        jit.define_data(id, &desc)
            .map_err(|e| bug(&format!("defining data object {}", d.name), &e))?;
        data_ids.push(id);
    }
    let ids = declare_clif_functions(&mut jit, &module.functions, Linkage::Export)
        .map_err(|e| bug("declaring the functions", &e))?;
    let mut errors = Vec::new();
    for (f, (_, id)) in module.functions.iter().zip(&ids) {
        if let Err(e) = define_clif_function(&mut jit, *id, f.clone()) {
            errors.push(module_error_text(&e));
        }
    }
    if !errors.is_empty() {
        return Err(Cpu0Failure::Bug(format!(
            "compile error: {}",
            errors.join("; ")
        )));
    }
    // Functions compile here (in parallel), so this error is a compile or a link error.
    jit.finalize_definitions().map_err(|e| {
        Cpu0Failure::Bug(format!("compile or link error: {}", module_error_text(&e)))
    })?;

    let Some(&(_, main)) = ids.first() else {
        return Err(Cpu0Failure::Bug("the module has no functions".to_string()));
    };
    match jit.call(main, &module.args) {
        Ok(values) => {
            let mut data = Vec::new();
            for (d, id) in module.data.iter().zip(&data_ids) {
                let bytes = jit
                    .read_data(*id)
                    .map_err(|e| bug(&format!("reading data object {}", d.name), &e))?;
                data.extend_from_slice(bytes);
            }
            Ok(Behavior::Returned { values, data })
        }
        Err(JitError::Trap(trap)) => match (&trap.trap, trap.code) {
            (Trap::BudgetExhausted { .. }, _) => Err(Cpu0Failure::Skip(Skip::new(
                SkipKind::SimulatorBudget,
                format!("{SIM_BUDGET} instructions"),
            ))),
            (_, Some(code)) => Ok(Behavior::Trapped(code)),
            (_, None) => Ok(Behavior::Fault(
                trap.to_string()
                    .lines()
                    .next()
                    .unwrap_or_default()
                    .to_string(),
            )),
        },
        Err(JitError::Abi { message, .. }) => {
            Ok(Behavior::Fault(format!("ABI violation: {message}")))
        }
        // Whatever else the JIT reports (a bad call, a broken convention the
        // JIT checks) is a bug here: the harness made a valid call.
        Err(e) => Err(Cpu0Failure::Bug(format!("JIT error: {e}"))),
    }
}

/// A `ModuleError`, with the JIT's own error (function, compile error) when it
/// carries one.
fn module_error_text(e: &ModuleError) -> String {
    match e {
        ModuleError::Backend(inner) => match inner.downcast_ref::<JitError>() {
            Some(jit) => jit.to_string(),
            None => inner.to_string(),
        },
        other => other.to_string(),
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
