//! A runner for Cranelift filetests on the Cpu0 backend and simulator.
//!
//! A file is parsed with `cranelift_reader::parse_test`, except for its preamble's
//! `target` and `set` lines, which the runner reads itself (cranelift-reader knows no
//! Cpu0 target):
//!
//! - `target cpu0` / `target cpu0el`, optionally followed by `cpu032I`, `cpu032II`
//!   (the default) and `has_cmov`, one processor per line. Other targets (`x86_64`,
//!   ...) are ignored. A `test run` file that names no Cpu0 target runs on all four
//!   of `{cpu0, cpu0el} x {cpu032I, cpu032II}`; `test compile` then uses `cpu0`.
//! - `set opt_level=none|speed`; other settings are ignored. Without it, `test run`
//!   runs every line at both levels (the mid-end and the post-allocation passes
//!   only work at `speed`), and `test compile` uses `none`, as in Cranelift.
//!
//! Test commands:
//!
//! - `test run`: every function is compiled into one `Cpu0JitModule` per target (calls
//!   between them are resolved by name, the runtime is linked on demand), and each run
//!   line calls its function there, on the simulator in strict mode (anything
//!   cpu0-isa.md leaves undefined traps) with an instruction budget. Run
//!   lines are cranelift-reader's (`; run: %f(1, 2) == 3`, `!=`, `[a, b]` for
//!   several results, a bare `; run` meaning "returns non-zero"), plus an extension
//!   for traps: `; run: %f(0) trap int_divz`. A run line belongs to the function it
//!   follows. Narrow results are compared on their own bits only.
//! - `test interpret`: the run lines also execute on `cranelift-interpreter`, which
//!   checks the expectations themselves against CLIF semantics.
//! - `test compile precise-output`: see [`precise`]; `CPU0_BLESS=1` rewrites the
//!   expected output. `test compile` alone checks that every function compiles.
//!
//! Other test commands are ignored; a file with none of these is skipped.
//! Each run line on each target, each compiled function of a `test compile` file,
//! and each run line checked by the interpreter counts as one test.
//!
//! Nothing here panics on bad input: parse errors, compile errors and guest traps
//! are failures with a file and line. A panic inside the backend or the simulator is
//! caught and reported as a failure too.

mod parse;
pub mod precise;

pub use parse::{split_preamble, Expect, Preamble, RunLine, Target};

use cpu0_isa::{Flags, OptLevel};
use cpu0_jit::{clif_name, define_clif_function, Cpu0JitBuilder, Cpu0JitModule, JitError};
use cranelift_codegen::data_value::DataValue;
use cranelift_codegen::ir::{Function, Signature, TrapCode, UserFuncName};
use cranelift_codegen::Context;
use cranelift_interpreter::environment::FunctionStore;
use cranelift_interpreter::interpreter::{Interpreter, InterpreterState};
use cranelift_interpreter::step::{ControlFlow, CraneliftTrap};
use cranelift_module::{FuncId, Linkage, Module, ModuleError};
use cranelift_reader::{parse_test, Comparison, ParseOptions, TestOption};
use std::collections::hash_map::Entry;
use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};

/// How to run filetests.
#[derive(Clone, Debug)]
pub struct Options {
    /// The most instructions one run line may execute (simulator and interpreter).
    pub budget: u64,
    /// Rewrite the expected output of `precise-output` tests.
    pub bless: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            budget: 100_000_000,
            bless: false,
        }
    }
}

impl Options {
    /// The defaults, with `bless` set when the environment has `CPU0_BLESS=1`.
    pub fn from_env() -> Options {
        Options {
            bless: std::env::var("CPU0_BLESS").is_ok_and(|v| v == "1"),
            ..Options::default()
        }
    }
}

/// One failed test.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub file: PathBuf,
    /// 1-based; 0 when the failure concerns the whole file.
    pub line: usize,
    /// The target (`cpu0el cpu032I`, `interpret`), if the failure is specific to one.
    pub target: Option<String>,
    pub message: String,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file.display())?;
        if self.line > 0 {
            write!(f, ":{}", self.line)?;
        }
        write!(f, ": ")?;
        if let Some(t) = &self.target {
            write!(f, "[{t}] ")?;
        }
        write!(f, "{}", self.message)
    }
}

/// The results of running filetests.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub passed: usize,
    pub failures: Vec<Failure>,
    /// Files run.
    pub files: usize,
    /// Files with no test command this runner knows.
    pub skipped: Vec<PathBuf>,
    /// Files whose precise output was rewritten.
    pub blessed: Vec<PathBuf>,
    /// Output of `; print` lines.
    pub prints: Vec<String>,
}

impl Report {
    pub fn failed(&self) -> usize {
        self.failures.len()
    }

    pub fn is_success(&self) -> bool {
        self.failures.is_empty()
    }

    pub fn merge(&mut self, other: Report) {
        self.passed += other.passed;
        self.failures.extend(other.failures);
        self.files += other.files;
        self.skipped.extend(other.skipped);
        self.blessed.extend(other.blessed);
        self.prints.extend(other.prints);
    }

    /// `N passed, M failed`.
    pub fn summary(&self) -> String {
        format!("{} passed, {} failed", self.passed, self.failed())
    }
}

impl fmt::Display for Report {
    /// The failures, one per line (a multi-line message is indented), then the summary.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for p in &self.prints {
            writeln!(f, "{p}")?;
        }
        for failure in &self.failures {
            let text = failure.to_string();
            let mut lines = text.lines();
            if let Some(first) = lines.next() {
                writeln!(f, "FAIL {first}")?;
            }
            for l in lines {
                writeln!(f, "     {l}")?;
            }
        }
        for b in &self.blessed {
            writeln!(f, "blessed {}", b.display())?;
        }
        write!(f, "{}", self.summary())
    }
}

/// The `.clif` files under `path` (or `path` itself), sorted. Directories named
/// `pending` below `path` are skipped: they hold tests of known bugs.
pub fn collect_files(path: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    if path.is_dir() {
        walk(path, &mut out)?;
        out.sort();
    } else {
        out.push(path.to_path_buf());
    }
    Ok(out)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "pending") {
                walk(&path, out)?;
            }
        } else if path.extension().is_some_and(|e| e == "clif") {
            out.push(path);
        }
    }
    Ok(())
}

/// Runs every file named or found under the directories named.
pub fn run_paths<P: AsRef<Path>>(paths: &[P], opts: &Options) -> Report {
    let mut report = Report::default();
    for path in paths {
        let path = path.as_ref();
        match collect_files(path) {
            Ok(files) => {
                for file in files {
                    report.merge(run_file(&file, opts));
                }
            }
            Err(e) => report.failures.push(Failure {
                file: path.to_path_buf(),
                line: 0,
                target: None,
                message: format!("cannot read: {e}"),
            }),
        }
    }
    report
}

/// Runs one file; with `opts.bless`, rewrites its precise output if it differs.
pub fn run_file(path: &Path, opts: &Options) -> Report {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            let mut report = Report {
                files: 1,
                ..Report::default()
            };
            report.failures.push(Failure {
                file: path.to_path_buf(),
                line: 0,
                target: None,
                message: format!("cannot read: {e}"),
            });
            return report;
        }
    };
    let (mut report, blessed) = run_source(path, &text, opts);
    if let Some(new) = blessed {
        match std::fs::write(path, new) {
            Ok(()) => report.blessed.push(path.to_path_buf()),
            Err(e) => report.failures.push(Failure {
                file: path.to_path_buf(),
                line: 0,
                target: None,
                message: format!("cannot bless: {e}"),
            }),
        }
    }
    report
}

/// A parsed function with its run lines.
struct TestFunc {
    func: Function,
    name: String,
    /// 1-based line of its `function` keyword.
    line: usize,
    runs: Vec<RunLine>,
}

fn is_testcase_name(func: &Function) -> bool {
    matches!(func.name, UserFuncName::Testcase(_))
}

/// The function a run line calls: the one it names, else the one it follows.
fn callee(f: &TestFunc, r: &RunLine) -> String {
    match &r.func {
        Some(name) if is_testcase_name(&f.func) => format!("%{name}"),
        _ => f.name.clone(),
    }
}

/// Runs the filetest `text` (named `path` in messages). Returns the report and, when
/// `opts.bless` is set and the precise output differs, the rewritten text.
pub fn run_source(path: &Path, text: &str, opts: &Options) -> (Report, Option<String>) {
    let mut ctx = FileRun {
        path,
        report: Report {
            files: 1,
            ..Report::default()
        },
    };
    let blessed = ctx.run(text, opts);
    (ctx.report, blessed)
}

struct FileRun<'a> {
    path: &'a Path,
    report: Report,
}

impl FileRun<'_> {
    fn fail(&mut self, line: usize, target: Option<&str>, message: impl Into<String>) {
        self.report.failures.push(Failure {
            file: self.path.to_path_buf(),
            line,
            target: target.map(str::to_string),
            message: message.into(),
        });
    }

    fn run(&mut self, text: &str, opts: &Options) -> Option<String> {
        let (clean, pre) = parse::split_preamble(text);
        if let Err(e) = cpu0_isa::check_entity_numbers(&clean) {
            self.fail(e.line, None, e.to_string());
            return None;
        }
        let parsed = guarded(|| parse_test(&clean, ParseOptions::default()));
        let file = match parsed {
            Ok(Ok(file)) => file,
            Err(panic) => {
                self.fail(0, None, format!("cranelift-reader panicked: {panic}"));
                return None;
            }
            Ok(Err(e)) => {
                self.fail(
                    e.location.line_number,
                    None,
                    format!("parse error: {}", e.message),
                );
                return None;
            }
        };
        for (line, msg) in &pre.errors {
            self.fail(*line, None, msg.clone());
        }

        let mut run = false;
        let mut interpret = false;
        let mut compile = false;
        let mut precise_output = false;
        for c in &file.commands {
            match c.command {
                "run" => run = true,
                "interpret" => interpret = true,
                "compile" => {
                    compile = true;
                    precise_output |= c.options.contains(&TestOption::Flag("precise-output"));
                }
                _ => {}
            }
        }
        if !(run || interpret || compile) {
            self.report.skipped.push(self.path.to_path_buf());
            return None;
        }

        let signatures: HashMap<String, &Signature> = file
            .functions
            .iter()
            .map(|(f, _)| (f.name.to_string(), &f.signature))
            .collect();
        let mut funcs = Vec::new();
        let mut seen = HashMap::new();
        for (func, details) in &file.functions {
            let name = func.name.to_string();
            let line = details.location.line_number;
            if let Some(first) = seen.insert(name.clone(), line) {
                self.fail(
                    line,
                    None,
                    format!("function {name} is already defined at line {first}"),
                );
                return None;
            }
            let mut runs = Vec::new();
            let signature_of = |name: &str| signatures.get(name).copied();
            for r in parse::run_lines(&clean, func, details, signature_of) {
                match r {
                    Ok(r)
                        if r.func.as_ref().is_some_and(|n| {
                            is_testcase_name(func) && !signatures.contains_key(&format!("%{n}"))
                        }) =>
                    {
                        let name = r.func.as_deref().unwrap_or_default();
                        self.fail(
                            r.line,
                            None,
                            format!("run line calls %{name}, which this file does not define"),
                        );
                    }
                    Ok(r) => runs.push(r),
                    Err((line, msg)) => self.fail(line, None, format!("bad run line: {msg}")),
                }
            }
            funcs.push(TestFunc {
                func: func.clone(),
                name,
                line,
                runs,
            });
        }

        let cpu0_targets: Vec<Target> = pre.targets.iter().map(|(_, t)| *t).collect();
        if interpret {
            self.interpret(&funcs, opts);
        }
        if run {
            let targets = if cpu0_targets.is_empty() {
                Target::ALL.to_vec()
            } else {
                cpu0_targets.clone()
            };
            let levels = match pre.opt_level {
                Some(level) => vec![level],
                None => vec![OptLevel::None, OptLevel::Speed],
            };
            for target in targets {
                for &level in &levels {
                    self.run_target(&funcs, target, level, opts);
                }
            }
        }
        if compile {
            let targets = if cpu0_targets.is_empty() {
                vec![Target::DEFAULT]
            } else {
                cpu0_targets
            };
            if precise_output {
                if let Some((line, _)) = pre.targets.get(1) {
                    self.fail(*line, None, "precise-output takes one Cpu0 target");
                    return None;
                }
                let level = pre.opt_level.unwrap_or(OptLevel::None);
                return self.precise_output(text, &funcs, targets[0], level, opts);
            }
            for target in targets {
                self.compile_only(&funcs, target, pre.opt_level.unwrap_or(OptLevel::None));
            }
        }
        None
    }

    fn run_target(
        &mut self,
        funcs: &[TestFunc],
        target: Target,
        opt_level: OptLevel,
        opts: &Options,
    ) {
        let label = match opt_level {
            OptLevel::None => target.to_string(),
            OptLevel::Speed => format!("{target} speed"),
        };
        let Loaded {
            mut module,
            compile_errors,
        } = load(funcs, target, opt_level, opts);
        for f in funcs {
            if let Some(e) = compile_errors.get(&f.name) {
                if f.runs.is_empty() {
                    self.fail(
                        f.line,
                        Some(&label),
                        format!("{} failed to compile: {e}", f.name),
                    );
                }
            }
            for r in &f.runs {
                let name = callee(f, r);
                let outcome = match (compile_errors.get(&name), &mut module) {
                    (Some(e), _) => Outcome::Error(format!("{name} failed to compile: {e}")),
                    (None, Err(e)) => Outcome::Error(e.clone()),
                    (None, Ok((module, ids))) => match ids.get(&name) {
                        Some(&id) => execute(module, id, &r.args),
                        None => Outcome::Error(format!("no function {name}")),
                    },
                };
                self.check(r, outcome, &label);
            }
        }
    }

    fn interpret(&mut self, funcs: &[TestFunc], opts: &Options) {
        let mut store = FunctionStore::default();
        for f in funcs {
            store.add(f.name.clone(), &f.func);
        }
        for f in funcs {
            for r in &f.runs {
                let outcome = guarded(|| {
                    let state = InterpreterState::default().with_function_store(store.clone());
                    let mut interp = Interpreter::new(state).with_fuel(Some(opts.budget));
                    match interp.call_by_name(&callee(f, r), &r.args) {
                        Ok(ControlFlow::Return(values)) => Outcome::Values(values.to_vec()),
                        Ok(ControlFlow::Trap(CraneliftTrap::User(code))) => Outcome::Trap(code),
                        Ok(ControlFlow::Trap(t)) => {
                            Outcome::Error(format!("interpreter trap: {t}"))
                        }
                        Ok(_) => Outcome::Error("interpreter: unexpected control flow".into()),
                        Err(e) => Outcome::Error(format!("interpreter: {e}")),
                    }
                })
                .unwrap_or_else(|p| Outcome::Error(format!("interpreter panicked: {p}")));
                self.check(r, outcome, "interpret");
            }
        }
    }

    fn check(&mut self, r: &RunLine, outcome: Outcome, label: &str) {
        let Some(expect) = &r.expect else {
            self.report.prints.push(format!(
                "{}:{}: [{label}] {} -> {outcome}",
                self.path.display(),
                r.line,
                r.text
            ));
            return;
        };
        let ok = match (expect, &outcome) {
            (Expect::Values(cmp, expected), Outcome::Values(actual)) => {
                let equal = actual.len() == expected.len()
                    && actual.iter().zip(expected).all(|(a, e)| a.bitwise_eq(e));
                equal == (*cmp == Comparison::Equals)
            }
            (Expect::NonZero, Outcome::Values(actual)) => {
                matches!(actual.as_slice(), [v] if !is_zero(v))
            }
            (Expect::Trap(code), Outcome::Trap(actual)) => code == actual,
            _ => false,
        };
        if ok {
            self.report.passed += 1;
        } else {
            self.fail(r.line, Some(label), format!("{}: got {outcome}", r.text));
        }
    }

    fn compile_only(&mut self, funcs: &[TestFunc], target: Target, opt_level: OptLevel) {
        let label = target.to_string();
        let flags = flags_for(target, opt_level, false);
        for f in funcs {
            match compile(&f.func, &flags) {
                Ok(_) => self.report.passed += 1,
                Err(e) => self.fail(
                    f.line,
                    Some(&label),
                    format!("{} failed to compile: {e}", f.name),
                ),
            }
        }
    }

    fn precise_output(
        &mut self,
        text: &str,
        funcs: &[TestFunc],
        target: Target,
        opt_level: OptLevel,
        opts: &Options,
    ) -> Option<String> {
        let label = target.to_string();
        let flags = flags_for(target, opt_level, true);
        let lines: Vec<&str> = text.lines().collect();
        let mut rewrites = Vec::new();
        let mut changed = false;
        for (i, f) in funcs.iter().enumerate() {
            let start = f.line.saturating_sub(1);
            let end = funcs
                .get(i + 1)
                .map_or(lines.len(), |n| n.line.saturating_sub(1));
            let Some(block) = precise::find_block(&lines, start, end) else {
                self.fail(f.line, None, format!("cannot find the end of {}", f.name));
                continue;
            };
            let actual = match compile(&f.func, &flags) {
                Ok((_, code)) => precise::actual_lines(code.disasm.as_deref().unwrap_or("")),
                Err(e) => {
                    self.fail(
                        f.line,
                        Some(&label),
                        format!("{} failed to compile: {e}", f.name),
                    );
                    continue;
                }
            };
            let expected = precise::expected_text(&lines, &block);
            if expected == actual {
                self.report.passed += 1;
            } else if opts.bless {
                self.report.passed += 1;
                changed = true;
            } else {
                let line = block
                    .lines
                    .as_ref()
                    .map_or(block.close + 1, |r| r.start + 1);
                self.fail(
                    line,
                    Some(&label),
                    format!(
                        "precise output of {} differs (CPU0_BLESS=1 rewrites it)\n{}",
                        f.name,
                        diff(&expected, &actual)
                    ),
                );
            }
            rewrites.push((block, actual));
        }
        (opts.bless && changed).then(|| precise::bless(text, &rewrites))
    }
}

fn flags_for(target: Target, opt_level: OptLevel, disassembly: bool) -> Flags {
    Flags {
        endian: target.endian,
        level: target.level,
        has_cmov: target.has_cmov,
        opt_level,
        disassembly,
        ..Flags::default()
    }
}

/// Compiles a copy of `func`; a backend panic becomes an error.
fn compile(
    func: &Function,
    flags: &Flags,
) -> Result<(Function, cpu0_isa::CompiledFunction), String> {
    guarded(|| {
        let mut ctx = Context::for_function(func.clone());
        cpu0_isa::compile(&mut ctx, flags).map(|code| (ctx.func, code))
    })
    .map_err(|p| format!("backend panicked: {p}"))?
    .map_err(|e| e.to_string())
}

/// What running a function gave.
enum Outcome {
    Values(Vec<DataValue>),
    Trap(TrapCode),
    Error(String),
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Values(v) if v.len() == 1 => write!(f, "{}", show(&v[0])),
            Outcome::Values(v) => {
                let items: Vec<String> = v.iter().map(show).collect();
                write!(f, "[{}]", items.join(", "))
            }
            Outcome::Trap(code) => write!(f, "trap {code}"),
            Outcome::Error(e) => write!(f, "{e}"),
        }
    }
}

/// A value in decimal, and in hex when that helps.
fn show(v: &DataValue) -> String {
    let hex = match *v {
        DataValue::I8(x) => format!("{:#04x}", x as u8),
        DataValue::I16(x) => format!("{:#06x}", x as u16),
        DataValue::I32(x) => format!("{:#010x}", x as u32),
        DataValue::I64(x) => format!("{:#018x}", x as u64),
        _ => return v.to_string(),
    };
    if (-9..=9).contains(&int_value(v)) {
        v.to_string()
    } else {
        format!("{v} ({hex})")
    }
}

fn int_value(v: &DataValue) -> i64 {
    match *v {
        DataValue::I8(x) => x.into(),
        DataValue::I16(x) => x.into(),
        DataValue::I32(x) => x.into(),
        DataValue::I64(x) => x,
        _ => 0,
    }
}

fn is_zero(v: &DataValue) -> bool {
    match *v {
        DataValue::I128(x) => x == 0,
        _ => int_value(v) == 0,
    }
}

/// The functions of a file in one JIT module for one target.
struct Loaded {
    /// The finalized module with the ids of the functions by CLIF name, or why it
    /// could not be made or finalized.
    module: Result<(Cpu0JitModule, HashMap<String, FuncId>), String>,
    /// Each function's compile error, by CLIF name.
    compile_errors: HashMap<String, String>,
}

/// Compiles every function of the file into a fresh JIT module for `target`
/// (strict simulator, the run lines' budget), the way users run CLIF, and
/// finalizes it.
fn load(funcs: &[TestFunc], target: Target, opt_level: OptLevel, opts: &Options) -> Loaded {
    let mut compile_errors = HashMap::new();
    let module = load_into_module(funcs, target, opt_level, opts, &mut compile_errors);
    Loaded {
        module,
        compile_errors,
    }
}

fn load_into_module(
    funcs: &[TestFunc],
    target: Target,
    opt_level: OptLevel,
    opts: &Options,
    compile_errors: &mut HashMap<String, String>,
) -> Result<(Cpu0JitModule, HashMap<String, FuncId>), String> {
    let mut builder = Cpu0JitBuilder::new(flags_for(target, opt_level, false));
    // On the translator where the host has one (the default engine), translating
    // every unit at first sight, so the filetests run translated code.
    builder
        .budget(Some(opts.budget))
        .strict(true)
        .translate_after(0);
    let mut module = Cpu0JitModule::new(builder).map_err(|e| e.to_string())?;
    let mut ids = HashMap::new();
    for f in funcs {
        let id = module
            .declare_function(&clif_name(&f.func.name), Linkage::Export, &f.func.signature)
            .map_err(|e| module_error(&e))?;
        ids.insert(f.name.clone(), id);
    }
    for f in funcs {
        let defined = guarded(|| {
            define_clif_function(&mut module, ids[&f.name], f.func.clone())
                .map_err(|e| module_error(&e))
        })
        .map_err(|p| format!("backend panicked: {p}"))
        .and_then(|r| r);
        if let Err(e) = defined {
            compile_errors.insert(f.name.clone(), e);
        }
    }
    // Functions compile at finalisation. Those that fail are left undefined while
    // the others are placed, so finalising again links the rest: each failure is
    // recorded against its function (its runs report it) and the others still run.
    let test_name: HashMap<String, String> = funcs
        .iter()
        .map(|f| (clif_name(&f.func.name), f.name.clone()))
        .collect();
    guarded(|| loop {
        let Err(e) = module.finalize_definitions() else {
            return Ok(());
        };
        let failures: Vec<(&String, &cpu0_isa::CompileError)> = match jit_error(&e) {
            Some(JitError::Compile { function, error }) => vec![(function, error)],
            Some(JitError::Several(errors)) => errors
                .iter()
                .filter_map(|e| match e {
                    JitError::Compile { function, error } => Some((function, error)),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        };
        let mut recorded = false;
        for (function, error) in failures {
            let name = test_name
                .get(function)
                .cloned()
                .unwrap_or_else(|| function.clone());
            if let Entry::Vacant(slot) = compile_errors.entry(name) {
                slot.insert(error.to_string());
                recorded = true;
            }
        }
        if recorded {
            continue;
        }
        let mut msg = format!("finalize: {}", module_error(&e));
        let undefined = jit_error(&e).and_then(|e| match e {
            JitError::Undefined { symbol, .. } => compile_errors.get(test_name.get(symbol)?),
            _ => None,
        });
        if let Some(why) = undefined {
            msg.push_str(&format!(" (it failed to compile: {why})"));
        }
        return Err(msg);
    })
    .map_err(|p| format!("finalize panicked: {p}"))
    .and_then(|r| r)
    .map(|()| (module, ids))
}

fn jit_error(e: &ModuleError) -> Option<&JitError> {
    match e {
        ModuleError::Backend(inner) => inner.downcast_ref::<JitError>(),
        _ => None,
    }
}

/// The message of a module error: a compile error as the backend words it.
fn module_error(e: &ModuleError) -> String {
    match jit_error(e) {
        Some(JitError::Compile { error, .. }) => error.to_string(),
        Some(other) => other.to_string(),
        None => e.to_string(),
    }
}

fn execute(module: &mut Cpu0JitModule, id: FuncId, args: &[DataValue]) -> Outcome {
    match guarded(|| module.call(id, args)) {
        Ok(Ok(values)) => Outcome::Values(values),
        Ok(Err(JitError::Trap(trap))) => match trap.code {
            Some(code) => Outcome::Trap(code),
            None => Outcome::Error(trap.to_string()),
        },
        Ok(Err(e)) => Outcome::Error(e.to_string()),
        Err(p) => Outcome::Error(format!("simulator panicked: {p}")),
    }
}

/// Runs `f`, turning a panic into its message.
fn guarded<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).map_err(|payload| {
        payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "(no message)".into())
    })
}

/// Expected and actual precise output, line by line.
fn diff(expected: &[String], actual: &[String]) -> String {
    let mut out = String::new();
    let n = expected.len().max(actual.len());
    for i in 0..n {
        match (expected.get(i), actual.get(i)) {
            (Some(e), Some(a)) if e == a => out.push_str(&format!("    {a}\n")),
            (e, a) => {
                if let Some(e) = e {
                    out.push_str(&format!("  - {e}\n"));
                }
                if let Some(a) = a {
                    out.push_str(&format!("  + {a}\n"));
                }
            }
        }
    }
    out.push_str("  (- expected, + actual)");
    out
}

#[cfg(test)]
mod tests;
