//! `cpu0c run`: compile every function of a CLIF file with the JIT
//! (`cpu0_jit::Cpu0JitModule`) and run `main` or a named function on the simulator.

use super::ll::module_error;
use super::target::TargetArgs;
use super::{out, CliError};
use cpu0_jit::{define_clif_functions, Cpu0JitBuilder, Cpu0JitModule, JitError};
use cranelift_codegen::data_value::DataValue;
use cranelift_codegen::ir::{types, Signature};
use cranelift_module::{FuncId, Linkage, Module};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct RunArgs {
    /// A `.clif` file (its `target` and `set` lines are read, as by `compile`), or
    /// LLVM IR text (`.ll`, imported with `cpu0-llvm`).
    file: PathBuf,
    /// The function to run (default: `main`).
    #[arg(long, value_name = "NAME")]
    invoke: Option<String>,
    /// Its integer arguments, parsed per its signature (decimal or 0x hex).
    #[arg(allow_negative_numbers = true, value_name = "ARGS")]
    args: Vec<String>,
    /// After `--`: the arguments of a `.ll` program's `main(argc, argv)`, as
    /// argv[1..] (argv[0] is FILE).
    #[arg(last = true, value_name = "PROGRAM_ARGS")]
    program_args: Vec<String>,
    #[command(flatten)]
    target: TargetArgs,
    /// Stop after this many instructions (a trap).
    #[arg(long)]
    budget: Option<u64>,
    /// Print the count of each executed opcode to stderr.
    #[arg(long)]
    stats: bool,
    #[command(flatten)]
    engine: super::EngineArgs,
    /// Trap on everything cpu0-isa.md leaves undefined, and check that the called
    /// function preserves the callee-saved registers and `$sp`.
    #[arg(long)]
    strict: bool,
    /// For C files: clang's options (-O, -I, -D, -std=), as for `cc`.
    #[command(flatten)]
    cflags: super::cc::CFlags,
}

/// The JIT module every `run` path uses: memory for the C library's heap and
/// the execution options of the command line.
fn jit(flags: cpu0_isa::Flags, args: &RunArgs) -> Result<Cpu0JitModule, CliError> {
    let mut builder = Cpu0JitBuilder::new(flags);
    builder
        .memory_size(cpu0_libc::MEMORY_SIZE)
        .budget(args.budget)
        .count_opcodes(args.stats)
        .strict(args.strict);
    args.engine.configure_builder(&mut builder);
    Cpu0JitModule::new(builder).map_err(|e| CliError::Msg(e.to_string()))
}

pub fn run(args: RunArgs) -> Result<ExitCode, CliError> {
    if args.file.extension().is_some_and(|e| e == "c") {
        return run_c(args);
    }
    if super::ll::is_ll(&args.file) {
        return run_ll(args);
    }
    if !args.program_args.is_empty() {
        return Err(CliError::Msg(
            "arguments after `--` are for the `main` of a `.ll` program".into(),
        ));
    }
    let (funcs, flags) = args.target.read_clif(&args.file)?;
    let file = args.file.display();
    let mut module = jit(flags, &args)?;
    let ids = define_clif_functions(&mut module, funcs, Linkage::Export)
        .map_err(|e| CliError::Msg(format!("{file}: {}", module_error(e))))?;
    module
        .finalize_definitions()
        .map_err(|e| CliError::Msg(format!("{file}: {}", module_error(e))))?;

    let wanted = args.invoke.as_deref().unwrap_or("main");
    let wanted = wanted.strip_prefix('%').unwrap_or(wanted);
    let Some(&(ref name, id)) = ids.iter().find(|(n, _)| n == wanted) else {
        let names: Vec<&str> = ids.iter().map(|(n, _)| n.as_str()).collect();
        return Err(CliError::Msg(format!(
            "{file}: no function `{wanted}` (the file defines: {})",
            names.join(", ")
        )));
    };
    let sig = module
        .declarations()
        .get_function_decl(id)
        .signature
        .clone();
    let values = parse_args(&sig, &args.args).map_err(|e| CliError::Msg(format!("{name}: {e}")))?;

    finish(module, name, id, &values, true, args.stats)
}

/// Calls the function with the console on stdout, prints `name(args) = results`
/// (when `show_result` and it returns something), and gives the exit code: the low
/// 8 bits of the first result, 1 after a trap (reported on stderr).
fn finish(
    mut module: Cpu0JitModule,
    name: &str,
    id: FuncId,
    values: &[DataValue],
    show_result: bool,
    stats: bool,
) -> Result<ExitCode, CliError> {
    module.set_console_sink(Some(Box::new(std::io::stdout())));
    module.set_input(Box::new(std::io::stdin()));
    let result = module.call(id, values);
    if stats {
        super::sim::print_stats(module.machine());
    }
    // Results go on a line of their own after whatever the program printed.
    if show_result && module.console().last().is_some_and(|b| *b != b'\n') {
        out(format_args!("\n"))?;
    }
    match result {
        Ok(results) => {
            if show_result && !results.is_empty() {
                let shown: Vec<String> = results.iter().map(show).collect();
                let params: Vec<String> = values.iter().map(show).collect();
                let (params, shown) = (params.join(", "), shown.join(", "));
                out(format_args!("{name}({params}) = {shown}\n"))?;
            }
            let _ = std::io::stdout().flush();
            let code = results.first().map_or(0, |v| match *v {
                DataValue::I8(v) => v as u8,
                DataValue::I16(v) => v as u8,
                DataValue::I32(v) => v as u8,
                DataValue::I64(v) => v as u8,
                _ => 0,
            });
            Ok(ExitCode::from(code))
        }
        Err(e) => failed(e),
    }
}

/// The exit code of a call that did not return: the exit port's status (low 8
/// bits), or 1 after a trap (reported on stderr).
fn failed(e: JitError) -> Result<ExitCode, CliError> {
    let _ = std::io::stdout().flush();
    match e {
        JitError::Exited { status, .. } => Ok(ExitCode::from(status as u8)),
        JitError::Trap(trap) => {
            eprint!("{trap}");
            Ok(ExitCode::from(1))
        }
        e => Err(CliError::Msg(e.to_string())),
    }
}

/// Runs `main` as a C program ([`Cpu0JitModule::run_main`]): `argv` is FILE and
/// the arguments after `--`, standard input feeds the input port, the console goes
/// to stdout, and the exit code is main's result or the exit port's status.
fn run_c_main(
    mut module: Cpu0JitModule,
    id: FuncId,
    file: &str,
    program_args: &[String],
    stats: bool,
) -> Result<ExitCode, CliError> {
    module.set_console_sink(Some(Box::new(std::io::stdout())));
    module.set_input(Box::new(std::io::stdin()));
    let argv: Vec<&[u8]> = std::iter::once(file.as_bytes())
        .chain(program_args.iter().map(|a| a.as_bytes()))
        .collect();
    let result = module.run_main(id, &argv);
    if stats {
        super::sim::print_stats(module.machine());
    }
    match result {
        Ok(status) => {
            let _ = std::io::stdout().flush();
            Ok(ExitCode::from(status as u8))
        }
        Err(e) => failed(e),
    }
}

/// `run FILE.ll`: the LLVM IR imported into the JIT (`cpu0-llvm`), optimised
/// (`--opt speed`) unless told otherwise. `main` runs as a C program's would
/// ([`run_c_main`]): `argc`/`argv` are FILE and the arguments after `--` (integers
/// given before `--` are passed as main's parameters instead), only the program's
/// output is printed, and the exit code is its result or its exit status.
/// `--invoke NAME ARGS...` prints `NAME(ARGS) = RESULT` after the output, as for
/// CLIF.
fn run_ll(args: RunArgs) -> Result<ExitCode, CliError> {
    let ll = super::ll::load(&args.file, args.target.endian())?;
    let file = args.file.display();
    let mut module = jit(args.target.ll_flags(ll.endian), &args)?;
    let t = ll.import(&mut module)?;
    super::cc::link_libc(&mut module, ll.endian)?;
    module
        .finalize_definitions()
        .map_err(|e| CliError::Msg(format!("{file}: {}", module_error(e))))?;

    let wanted = args.invoke.as_deref().unwrap_or("main");
    let wanted = wanted.strip_prefix('@').unwrap_or(wanted);
    let id = match t.functions.get(wanted) {
        Some(id) if t.defined.iter().any(|d| d == wanted) => *id,
        _ => {
            return Err(CliError::Msg(format!(
                "{file}: no function `@{wanted}` is defined (the file defines: {})",
                t.defined.join(", ")
            )))
        }
    };
    if args.invoke.is_none() && args.args.is_empty() {
        let path = args.file.to_string_lossy();
        return run_c_main(module, id, &path, &args.program_args, args.stats);
    }
    if !args.program_args.is_empty() {
        return Err(CliError::Msg(
            "give main's arguments either as integers or after `--`, not both".into(),
        ));
    }
    let sig = module
        .declarations()
        .get_function_decl(id)
        .signature
        .clone();
    let values = if args.args.is_empty() && wanted == "main" {
        // --invoke main: main(void) or main(int argc, char **argv) with 0, NULL.
        parse_args(&sig, &vec!["0".to_string(); sig.params.len()])
    } else {
        parse_args(&sig, &args.args)
    }
    .map_err(|e| CliError::Msg(format!("@{wanted}: {e}")))?;
    finish(
        module,
        wanted,
        id,
        &values,
        args.invoke.is_some(),
        args.stats,
    )
}

/// `run prog.c [more.c more.ll ...] [-- ARGS]`: compiled as by `cc` (clang, then
/// the C library), run with the JIT from `main` as a C program ([`run_c_main`]:
/// argc/argv, standard input), exiting with its result.
fn run_c(args: RunArgs) -> Result<ExitCode, CliError> {
    let is_input = |a: &String| a.ends_with(".c") || a.ends_with(".ll");
    let mut files = vec![args.file.clone()];
    files.extend(args.args.iter().filter(|a| is_input(a)).map(PathBuf::from));
    let inputs = match super::cc::load_inputs(&files, &args.cflags, args.target.endian())? {
        Ok(i) => i,
        Err(super::cc::ClangFailed) => return Ok(ExitCode::from(1)),
    };
    let mut flags = args.target.ll_flags(inputs.endian);
    if args.cflags.olevel.is_some() {
        flags.opt_level = args.cflags.opt_level();
    }
    let mut module = jit(flags, &args)?;
    inputs.import_all(&mut module)?;
    module
        .finalize_definitions()
        .map_err(|e| CliError::Msg(format!("{}: {}", args.file.display(), module_error(e))))?;
    let id = module
        .declarations()
        .get_functions()
        .find(|(_, d)| d.name.as_deref() == Some("main") && d.linkage != Linkage::Import)
        .map(|(id, _)| id)
        .ok_or_else(|| CliError::Msg("no function `main` is defined".into()))?;
    let path = args.file.to_string_lossy();
    run_c_main(module, id, &path, &args.program_args, args.stats)
}

fn show(v: &DataValue) -> String {
    match v {
        DataValue::I8(v) => v.to_string(),
        DataValue::I16(v) => v.to_string(),
        DataValue::I32(v) => v.to_string(),
        DataValue::I64(v) => v.to_string(),
        other => other.to_string(),
    }
}

/// The command-line arguments as values of the signature's parameter types:
/// decimal or `0x` hex, negative or up to the unsigned maximum of the type.
fn parse_args(sig: &Signature, args: &[String]) -> Result<Vec<DataValue>, String> {
    if args.len() != sig.params.len() {
        let types: Vec<String> = sig
            .params
            .iter()
            .map(|p| p.value_type.to_string())
            .collect();
        return Err(format!(
            "{} arguments given, the function takes {} ({})",
            args.len(),
            sig.params.len(),
            types.join(", ")
        ));
    }
    sig.params
        .iter()
        .zip(args)
        .map(|(p, a)| {
            let ty = p.value_type;
            let bits = match ty {
                types::I8 | types::I16 | types::I32 | types::I64 => ty.bits(),
                _ => return Err(format!("parameter type {ty}: only integers can be passed")),
            };
            let v = parse_int(a).ok_or_else(|| format!("`{a}` is not an integer"))?;
            let (min, max) = (-(1i128 << (bits - 1)), (1i128 << bits) - 1);
            if !(min..=max).contains(&v) {
                return Err(format!("`{a}` does not fit in {ty}"));
            }
            Ok(match ty {
                types::I8 => DataValue::I8(v as i8),
                types::I16 => DataValue::I16(v as i16),
                types::I32 => DataValue::I32(v as i32),
                _ => DataValue::I64(v as i64),
            })
        })
        .collect()
}

fn parse_int(s: &str) -> Option<i128> {
    let t = s.replace('_', "");
    let (neg, t) = match t.strip_prefix('-') {
        Some(rest) => (true, rest.to_string()),
        None => (false, t),
    };
    let v = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(hex) => i128::from_str_radix(hex, 16).ok()?,
        None => t.parse::<i128>().ok()?,
    };
    Some(if neg { -v } else { v })
}
