//! `cpu0c sim`: run a raw image (or an assembly file) on the simulator. Standard
//! input feeds the input port; a store to the exit port gives the exit code (its
//! low 8 bits), a halt exits 0 and a trap 1.

use super::{parse_endian, parse_isa, read_file, CliError};
use cpu0_asm::{assemble, Endian, IsaLevel};
use cpu0_sim::{Config, Machine, Outcome, Reg};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct SimArgs {
    /// A raw image loaded at address 0, or a `.s` file assembled first.
    file: PathBuf,
    #[arg(long, default_value = "big", value_parser = parse_endian)]
    endian: Endian,
    #[arg(long, default_value = "cpu032II", value_parser = parse_isa)]
    isa: IsaLevel,
    /// Print each executed instruction and the registers it wrote (to stderr).
    #[arg(long)]
    trace: bool,
    /// Stop after this many instructions.
    #[arg(long)]
    budget: Option<u64>,
    /// Trap on everything the ISA leaves undefined.
    #[arg(long)]
    strict: bool,
    /// Print the count of each executed opcode to stderr.
    #[arg(long)]
    stats: bool,
    #[command(flatten)]
    engine: super::EngineArgs,
}

pub fn run(args: SimArgs) -> Result<ExitCode, CliError> {
    let bytes = read_file(&args.file)?;
    let image = if args.file.extension().is_some_and(|e| e == "s") {
        let source = String::from_utf8(bytes)
            .map_err(|_| CliError::Msg(format!("{}: not UTF-8 text", args.file.display())))?;
        assemble(&source, args.endian)
            .map_err(|e| CliError::Msg(format!("{}:{e}", args.file.display())))?
            .bytes
    } else {
        bytes
    };
    let config = Config {
        endian: args.endian,
        isa: args.isa,
        budget: args.budget,
        strict: args.strict,
        trace: args.trace,
        count_opcodes: args.stats,
        ..Config::default()
    };
    let mut machine = Machine::new(config).map_err(|e| CliError::Msg(e.to_string()))?;
    machine.set_console_sink(Some(Box::new(std::io::stdout())));
    machine.set_trace_sink(Box::new(std::io::stderr()));
    args.engine.configure_machine(&mut machine);
    machine
        .load(0, &image)
        .map_err(|e| CliError::Msg(format!("{}: {e}", args.file.display())))?;
    machine.set_input(Box::new(std::io::stdin()));
    let result = machine.run_program();
    let count = machine.stats().instructions();
    if args.stats {
        print_stats(&machine);
    }
    match result {
        Ok(Outcome::Exited(status)) => {
            eprintln!("exited with status {status} after {count} instructions");
            Ok(ExitCode::from(status as u8))
        }
        Ok(Outcome::Halted(halt)) => {
            eprintln!(
                "halted at 0x{:08x} after {count} instructions; $v0 = {}",
                halt.pc,
                machine.reg(Reg::V0) as i32
            );
            Ok(ExitCode::SUCCESS)
        }
        Err(trap) => {
            eprintln!("trap: {trap} (after {count} instructions)");
            Ok(ExitCode::from(1))
        }
    }
}

/// Counts per opcode, most frequent first, then the total.
pub fn print_stats(machine: &Machine) {
    let counts = machine.stats().per_opcode();
    let mut rows: Vec<(u64, &str)> = cpu0_asm::Opcode::ALL
        .iter()
        .zip(counts)
        .filter(|(_, n)| *n > 0)
        .map(|(op, n)| (n, op.mnemonic()))
        .collect();
    rows.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(b.1)));
    for (n, m) in rows {
        eprintln!("{m:>8} {n}");
    }
    eprintln!("instructions: {}", machine.stats().instructions());
}
