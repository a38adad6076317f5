//! The target options of `compile` and `run`, and the defaults a file gives them.

use super::{parse_isa, read_file, CliError};
use cpu0_asm::{Endian, IsaLevel};
use cpu0_isa::{Flags, OptLevel};
use cpu0c::filetest::{split_preamble, Target};
use cranelift_codegen::ir::Function;
use cranelift_reader::{parse_test, ParseOptions};
use std::path::PathBuf;

/// `--target`, `--isa` and `--opt`.
#[derive(clap::Args)]
pub struct TargetArgs {
    /// `cpu0` (big-endian) or `cpu0el`; default: the file's first Cpu0 target, else cpu0
    /// (`.ll`: the data layout's byte order, which must agree).
    #[arg(long, value_parser = Flags::parse_target)]
    target: Option<Endian>,
    /// Default: the file's target line, else cpu032II.
    #[arg(long, value_parser = parse_isa)]
    isa: Option<IsaLevel>,
    /// `none` or `speed`; default: the file's `set opt_level`, else none (`.ll`: speed).
    #[arg(long, value_parser = parse_opt)]
    opt: Option<OptLevel>,
}

fn parse_opt(s: &str) -> Result<OptLevel, String> {
    s.parse()
}

impl TargetArgs {
    /// The byte order `--target` asks for, if given.
    pub fn endian(&self) -> Option<Endian> {
        self.target
    }

    /// Reads a CLIF file (a filetest too): its functions, and the flags to compile
    /// them with. Each option given wins; else the file's first Cpu0 `target` line
    /// and its `set opt_level`; else cpu0, cpu032II, no optimisation.
    pub fn read_clif(&self, path: &PathBuf) -> Result<(Vec<Function>, Flags), CliError> {
        let bytes = read_file(path)?;
        let name = path.display();
        let text = String::from_utf8(bytes)
            .map_err(|_| CliError::Msg(format!("{name}: not UTF-8 text")))?;
        let (clean, preamble) = split_preamble(&text);
        if let Some((line, msg)) = preamble.errors.first() {
            return Err(CliError::Msg(format!("{name}:{line}: {msg}")));
        }
        cpu0_isa::check_entity_numbers(&clean)
            .map_err(|e| CliError::Msg(format!("{name}:{}: {e}", e.line)))?;
        let file = parse_test(&clean, ParseOptions::default()).map_err(|e| {
            CliError::Msg(format!("{name}:{}: {}", e.location.line_number, e.message))
        })?;
        let target = preamble
            .targets
            .first()
            .map_or(Target::DEFAULT, |(_, t)| *t);
        let flags = Flags {
            endian: self.target.unwrap_or(target.endian),
            level: self.isa.unwrap_or(target.level),
            has_cmov: target.has_cmov,
            opt_level: self.opt.or(preamble.opt_level).unwrap_or(OptLevel::None),
            ..Flags::default()
        };
        let funcs = file.functions.into_iter().map(|(f, _)| f).collect();
        Ok((funcs, flags))
    }

    /// The flags for LLVM IR whose data layout says `endian` (checked against
    /// `--target` when it is read): the ISA given, else cpu032II; optimised
    /// (`--opt speed`) unless told otherwise.
    pub fn ll_flags(&self, endian: Endian) -> Flags {
        Flags {
            endian,
            level: self.isa.unwrap_or(Flags::default().level),
            opt_level: self.opt.unwrap_or(OptLevel::Speed),
            ..Flags::default()
        }
    }
}
