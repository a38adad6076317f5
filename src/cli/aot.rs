//! The ahead-of-time commands: `compile -o` (objects), `link` and `exec`.

use super::{read_file, write_file, CliError};
use cpu0_asm::IsaLevel;
use cpu0_isa::Flags;
use cpu0_object::{compile_clif_object, link, Executable, LinkOptions, OutputFormat};
use cpu0_sim::Config;
use cranelift_codegen::ir::Function;
use cranelift_module::Linkage;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The exit code of a program that trapped (as a C runtime's `abort`: 128 + SIGABRT).
pub const TRAP_EXIT: u8 = 134;

/// `cpu0c compile FILE.clif -o FILE.o`: every function of the file into one object,
/// each a global symbol named as in the CLIF (`%f` is `f`).
pub fn write_object(
    source: &Path,
    functions: Vec<Function>,
    flags: &Flags,
    output: &PathBuf,
) -> Result<ExitCode, CliError> {
    let name = source.file_name().map_or_else(
        || source.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let bytes = compile_clif_object(functions, flags, &name, Linkage::Export)
        .map_err(|e| CliError::Msg(format!("{}: {e}", source.display())))?;
    write_file(output, &bytes)?;
    Ok(ExitCode::SUCCESS)
}

#[derive(clap::Args)]
pub struct LinkArgs {
    /// Relocatable objects (`cpu0c compile -o`).
    #[arg(required = true)]
    objects: Vec<PathBuf>,
    /// The executable (or memory image) to write.
    #[arg(short, long)]
    output: PathBuf,
    /// The function the start-up code calls.
    #[arg(long, default_value = "main")]
    entry: String,
    /// `elf` (an ET_EXEC executable) or `verilog-hex` (the memory image for
    /// `$readmemh`, one byte per line).
    #[arg(long, default_value = "elf")]
    format: OutputFormat,
    /// Memory size; the stack starts at its top.
    #[arg(long, default_value_t = cpu0_sim::DEFAULT_MEM_SIZE, value_parser = super::parse_u32)]
    mem_size: u32,
    /// The ISA level the runtime routines linked in are compiled for: give
    /// `cpu032II` when every object was compiled for it (`cpu0c compile`'s
    /// default), for its faster float and 64-bit routines. The default,
    /// `cpu032I`, runs on both levels.
    #[arg(long, default_value = "cpu032I", value_parser = super::parse_isa)]
    isa: IsaLevel,
}

pub fn run_link(args: LinkArgs) -> Result<ExitCode, CliError> {
    let mut inputs = Vec::with_capacity(args.objects.len());
    for path in &args.objects {
        inputs.push((path.display().to_string(), read_file(path)?));
    }
    let opts = LinkOptions {
        entry: args.entry,
        format: args.format,
        mem_size: args.mem_size,
        runtime_level: args.isa,
        ..LinkOptions::default()
    };
    let bytes = link(&inputs, &opts).map_err(|e| CliError::Msg(e.to_string()))?;
    write_file(&args.output, &bytes)?;
    Ok(ExitCode::SUCCESS)
}

#[derive(clap::Args)]
pub struct ExecArgs {
    /// An executable written by `cpu0c link`.
    file: PathBuf,
    /// The processor: `cpu032II` runs code for both levels.
    #[arg(long, default_value = "cpu032II", value_parser = super::parse_isa)]
    isa: IsaLevel,
    /// Print each executed instruction and the registers it wrote (to stderr).
    #[arg(long)]
    trace: bool,
    /// Stop after this many instructions.
    #[arg(long)]
    budget: Option<u64>,
    /// Print the count of each executed opcode to stderr.
    #[arg(long)]
    stats: bool,
    #[command(flatten)]
    engine: super::EngineArgs,
    /// Trap on everything cpu0-isa.md leaves undefined.
    #[arg(long)]
    strict: bool,
    /// Arguments for the program: `main` gets them as argv[1..] (argv[0] is FILE);
    /// put them after `--` when one starts with `-`.
    #[arg(value_name = "ARGS")]
    args: Vec<String>,
}

/// Runs an executable: its console output goes to stdout and this process's
/// standard input feeds its input port; `main` gets FILE and the arguments as
/// argc/argv. The exit code is the low 8 bits of main's result or of the word
/// stored to the exit port, or [`TRAP_EXIT`] after a trap, which is reported with
/// a backtrace on stderr.
pub fn run_exec(args: ExecArgs) -> Result<ExitCode, CliError> {
    let bytes = read_file(&args.file)?;
    let name = args.file.display();
    let exe = Executable::parse(&bytes).map_err(|e| CliError::Msg(format!("{name}: {e}")))?;
    let config = Config {
        isa: args.isa,
        budget: args.budget,
        trace: args.trace,
        count_opcodes: args.stats,
        strict: args.strict,
        ..Config::default()
    };
    let mut machine = exe
        .machine(config)
        .map_err(|e| CliError::Msg(format!("{name}: {e}")))?;
    machine.set_console_sink(Some(Box::new(std::io::stdout())));
    machine.set_trace_sink(Box::new(std::io::stderr()));
    machine.set_input(Box::new(std::io::stdin()));
    let program = args.file.to_string_lossy().into_owned();
    let argv: Vec<&[u8]> = std::iter::once(program.as_bytes())
        .chain(args.args.iter().map(|a| a.as_bytes()))
        .collect();
    exe.set_args(&mut machine, &argv)
        .map_err(|e| CliError::Msg(format!("{name}: the arguments do not fit: {e}")))?;
    args.engine.configure_machine(&mut machine);
    let result = exe.run(&mut machine);
    // The statistics come last on stderr (after a trap report), ending with
    // `instructions: N`.
    let stats = |machine: &cpu0_sim::Machine| {
        if args.stats {
            super::sim::print_stats(machine);
        }
    };
    let code = match result {
        Ok(r) if Executable::is_normal_halt(&r) => r.value as u8,
        Ok(r) => {
            eprintln!(
                "halted at {:#010x}, not through the start-up code; $v0 = {}",
                r.halt_pc, r.value as i32
            );
            TRAP_EXIT
        }
        Err(trap) => {
            eprintln!("{name}: {}", exe.describe_trap(&trap));
            eprint!("{}", exe.backtrace(&machine, trap.pc()));
            TRAP_EXIT
        }
    };
    stats(&machine);
    Ok(ExitCode::from(code))
}
