//! The static linker: Cpu0 relocatable objects to an executable.
//!
//! Layout of an ELF executable (the loader gives each page its segment's
//! permissions, see [`crate::exec`]):
//!
//! | what | where |
//! |---|---|
//! | nothing | 0..0x1000: the null page stays unmapped |
//! | start-up stub `_start` | 0x1000, the ELF entry: `$sp` = top of memory, `$lr` = -1, `jsub entry`, then `ret` to 0xFFFFFFFF (the simulator halts there with the entry's result in `$v0`) |
//! | `.text` | right after the stub: every input's executable sections |
//! | `.rodata` | read-only data, from the next page boundary |
//! | `.data`, `.bss` | writable data, then zero-filled, from the next page boundary |
//!
//! A `--format verilog-hex` image is for the reference Verilog model, which has no
//! memory protection and starts at PC 0: there the stub is at 0 and the parts
//! follow each other without page alignment.
//!
//! The executable has a `PT_LOAD` segment per non-empty part (text R+X, rodata R,
//! data and bss R+W, page-aligned), section headers, a symbol table (every function and data object
//! of the inputs, `_start`, and the absolute `__stack_top` and `__memory_size`), and
//! the inputs' `.debug_frame` sections merged with their relocations applied. Symbols
//! resolve as with a Unix linker: a local symbol within its object, a global one
//! across objects (two strong definitions are an error, a strong one beats weak ones,
//! an undefined weak symbol is 0). The runtime (`cpu0-rt`) acts as a library: the
//! routines that the inputs use and do not define, and those they call, are linked
//! in as weak definitions, compiled for the inputs' byte order. A call of a system
//! service (`cpu0_sim::services`, e.g. `__cpu0_instret`) that no input defines
//! links to a stub jumping to the service's halting address (`services`).
//!
//! The phases, one submodule each: `layout` places the input sections in the
//! output sections and gives these their addresses, `symbols` resolves the
//! symbols, `relocate` copies the contents and applies the relocations, and
//! `output` writes the executable or the memory image.

mod layout;
mod output;
mod relocate;
mod services;
mod symbols;

use cpu0_asm::{Endian, IsaLevel};
use cpu0_isa::{Flags, OptLevel};
use cpu0_module::runtime::{self, RuntimeError};
use cranelift_module::{Linkage, Module, ModuleError};
use object::elf;
use object::read::elf::Sym;
use std::collections::HashSet;

use crate::elf_out::WriteError;
use crate::read::{malformed, CpuElf, ReadError};
use crate::{Cpu0ObjectBuilder, Cpu0ObjectModule};
use layout::{Layout, Placed};
use symbols::Symbols;

/// What [`link`] writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum OutputFormat {
    /// An ELF32 executable (`ET_EXEC`).
    #[default]
    Elf,
    /// The memory image from address 0 as text, one byte per line in hex, as Verilog's
    /// `$readmemh` reads it (the tutorial's model loads it as `cpu0.hex`).
    VerilogHex,
}

/// A name that is no [`OutputFormat`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown output format `{0}` (expected elf or verilog-hex)")]
pub struct UnknownFormat(pub String);

impl std::str::FromStr for OutputFormat {
    type Err = UnknownFormat;
    fn from_str(s: &str) -> Result<Self, UnknownFormat> {
        match s {
            "elf" => Ok(OutputFormat::Elf),
            "verilog-hex" | "hex" => Ok(OutputFormat::VerilogHex),
            _ => Err(UnknownFormat(s.to_string())),
        }
    }
}

/// Settings of [`link`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkOptions {
    /// The function the start-up stub calls (default `main`).
    pub entry: String,
    pub format: OutputFormat,
    /// Bytes of memory the program runs in: the stack starts at the top (default
    /// 16 MiB, the reference model's). A multiple of 8, at most 0x80000000.
    pub mem_size: u32,
    /// Link the runtime routines the inputs use and do not define (default true).
    pub runtime: bool,
    /// The ISA level the runtime routines are compiled for. The default,
    /// `cpu032I`, runs on both levels (an object does not say which level it
    /// was compiled for); inputs compiled for `cpu032II` (`cpu0c compile`'s
    /// default) should ask for it: its routines use `slt*`, `beq`/`bne` and
    /// the hand-written fast paths of the busiest float routines (the bench's
    /// mandel.c ran 28.7 M instructions instead of 45.2 M).
    pub runtime_level: IsaLevel,
}

impl Default for LinkOptions {
    fn default() -> Self {
        LinkOptions {
            entry: "main".into(),
            format: OutputFormat::Elf,
            mem_size: cpu0_sim::DEFAULT_MEM_SIZE,
            runtime: true,
            runtime_level: IsaLevel::Cpu032I,
        }
    }
}

/// Why linking failed. Messages name the object and, where there is one, the symbol.
#[derive(Debug, thiserror::Error)]
pub enum LinkError {
    #[error("no input objects")]
    NoInput,
    #[error("{object}: {source}")]
    Read { object: String, source: ReadError },
    #[error("{object}: {byte_order} byte order, but {first} is {first_order}")]
    MixedByteOrder {
        object: String,
        byte_order: &'static str,
        first: String,
        first_order: &'static str,
    },
    #[error("undefined symbol `{symbol}` (referenced by {object})")]
    Undefined { symbol: String, object: String },
    #[error("duplicate symbol `{symbol}`: defined in {first} and in {second}")]
    Duplicate {
        symbol: String,
        first: String,
        second: String,
    },
    #[error("{0}")]
    Relocation(Box<RelocationError>),
    #[error("entry symbol `{0}` is not defined")]
    NoEntry(String),
    #[error("{object}: {message}")]
    Unsupported { object: String, message: String },
    #[error("memory size {0:#x} is not a multiple of 8 between 4 KiB and 0x80000000")]
    MemSize(u32),
    #[error("the program needs {end:#x} bytes of memory and the memory has {mem_size:#x}")]
    TooLarge { end: u64, mem_size: u32 },
    #[error("{0}")]
    Runtime(#[from] RuntimeError),
    /// The runtime's routines could not be put into an object.
    #[error("runtime (cpu0-rt): {0}")]
    RuntimeObject(Box<ModuleError>),
    /// The stubs of the system services could not be put into an object.
    #[error("system services: {0}")]
    ServicesObject(Box<ModuleError>),
    /// The start-up stub did not assemble (a bug).
    #[error("start-up stub: {0}")]
    Stub(cpu0_asm::AsmError),
    #[error("writing the executable: {0}")]
    Write(#[from] WriteError),
}

/// A relocation that cannot be applied.
#[derive(Debug, thiserror::Error)]
#[error("{object}: {section}+{offset:#x}: {kind} against `{symbol}`: {problem}")]
pub struct RelocationError {
    pub object: String,
    pub section: String,
    pub offset: u32,
    /// `R_CPU0_PC16` and so on.
    pub kind: String,
    pub symbol: String,
    pub problem: String,
}

/// An input object, and where its sections went.
struct Input<'a> {
    name: &'a str,
    elf: CpuElf<'a>,
    /// Per section index: where it went, if it is kept.
    placed: Vec<Option<Placed>>,
}

impl Input<'_> {
    /// A malformed-input error for this object.
    fn err(&self, e: impl std::fmt::Display) -> LinkError {
        LinkError::Read {
            object: self.name.to_string(),
            source: malformed(e),
        }
    }

    /// A read error for this object.
    fn read_err(&self, source: ReadError) -> LinkError {
        LinkError::Read {
            object: self.name.to_string(),
            source,
        }
    }
}

/// Links relocatable objects (each with a name for messages) into an executable, or
/// a `$readmemh` image (see [`OutputFormat`]).
pub fn link(inputs: &[(String, Vec<u8>)], opts: &LinkOptions) -> Result<Vec<u8>, LinkError> {
    if inputs.is_empty() {
        return Err(LinkError::NoInput);
    }
    if !opts.mem_size.is_multiple_of(8)
        || opts.mem_size < 0x1000
        || opts.mem_size > cpu0_sim::MAX_MEM_SIZE
    {
        return Err(LinkError::MemSize(opts.mem_size));
    }
    let mut parsed = parse_inputs(inputs)?;
    let big = parsed[0].1.big_endian();
    // Delay slots hold only `nop` in the output if they do in every input (the stub's
    // do; the runtime is compiled to match).
    let noreorder = parsed
        .iter()
        .all(|(_, elf)| elf.e_flags() & crate::EF_CPU0_NOREORDER != 0);
    let runtime_bytes = match opts.runtime {
        true => runtime_object(&parsed, big, opts.runtime_level, !noreorder)?,
        false => None,
    };
    if let Some(bytes) = &runtime_bytes {
        let elf = CpuElf::parse(bytes, false).map_err(|source| LinkError::Read {
            object: "cpu0-rt".into(),
            source,
        })?;
        parsed.push(("cpu0-rt", elf));
    }
    let services_bytes = services::services_object(&parsed, big)?;
    if let Some(bytes) = &services_bytes {
        let elf = CpuElf::parse(bytes, false).map_err(|source| LinkError::Read {
            object: "cpu0 services".into(),
            source,
        })?;
        parsed.push(("cpu0 services", elf));
    }
    let mut inputs: Vec<Input<'_>> = parsed
        .into_iter()
        .map(|(name, elf)| Input {
            name,
            placed: Vec::new(),
            elf,
        })
        .collect();

    let layout = Layout::new(&mut inputs, opts)?;
    let mut symbols = Symbols::resolve(&inputs, &layout)?;
    symbols.provide_heap(&inputs, &layout, opts.mem_size)?;
    let entry = symbols.entry(&opts.entry)?;
    let endian = if big { Endian::Big } else { Endian::Little };
    let contents = relocate::contents(&inputs, &layout, &symbols, entry, opts, endian)?;
    // Undefined symbols that no relocation uses are fine, as with Unix linkers.
    match opts.format {
        OutputFormat::VerilogHex => Ok(output::verilog_hex(&layout, &contents)),
        OutputFormat::Elf => {
            let executable = output::Executable {
                inputs: &inputs,
                layout: &layout,
                symbols: &symbols,
                opts,
                big,
                noreorder,
            };
            executable.write(contents)
        }
    }
}

/// Parses every input, all of one byte order.
fn parse_inputs(inputs: &[(String, Vec<u8>)]) -> Result<Vec<(&str, CpuElf<'_>)>, LinkError> {
    let mut parsed = Vec::with_capacity(inputs.len() + 1);
    for (name, bytes) in inputs {
        let elf = CpuElf::parse(bytes, false).map_err(|source| LinkError::Read {
            object: name.clone(),
            source,
        })?;
        parsed.push((name.as_str(), elf));
    }
    let big = parsed[0].1.big_endian();
    let order = |b: bool| {
        if b {
            "big-endian (cpu0)"
        } else {
            "little-endian (cpu0el)"
        }
    };
    for (name, elf) in &parsed[1..] {
        if elf.big_endian() != big {
            return Err(LinkError::MixedByteOrder {
                object: name.to_string(),
                byte_order: order(elf.big_endian()),
                first: parsed[0].0.to_string(),
                first_order: order(big),
            });
        }
    }
    Ok(parsed)
}

/// The names some input leaves undefined and no input defines.
fn undefined_symbols<'a>(parsed: &[(&str, CpuElf<'a>)]) -> Result<Vec<&'a str>, LinkError> {
    let mut defined = HashSet::new();
    let mut wanted = Vec::new();
    for (name, elf) in parsed {
        for sym in elf.symbols.iter().skip(1) {
            let n = elf.symbol_name(sym).map_err(|source| LinkError::Read {
                object: name.to_string(),
                source,
            })?;
            if n.is_empty() || sym.st_bind() == elf::STB_LOCAL {
                continue;
            }
            if sym.st_shndx(elf.endian) == elf::SHN_UNDEF {
                wanted.push(n);
            } else {
                defined.insert(n);
            }
        }
    }
    wanted.retain(|n| !defined.contains(n));
    Ok(wanted)
}

/// The runtime routines the inputs need (those they use and do not define, and the
/// routines these call) as one relocatable object, compiled for `level`, their
/// symbols weak so programs may replace them. `None` when the inputs need none.
fn runtime_object(
    parsed: &[(&str, CpuElf<'_>)],
    big: bool,
    level: IsaLevel,
    fill_delay_slots: bool,
) -> Result<Option<Vec<u8>>, LinkError> {
    let flags = Flags {
        endian: if big { Endian::Big } else { Endian::Little },
        level,
        opt_level: OptLevel::Speed,
        fill_delay_slots,
        ..Flags::default()
    };
    let routines = runtime::routines_with_callees(undefined_symbols(parsed)?, &flags)?;
    if routines.is_empty() {
        return Ok(None);
    }
    let in_object = |e: ModuleError| LinkError::RuntimeObject(Box::new(e));
    let mut module = Cpu0ObjectModule::new(Cpu0ObjectBuilder::new(flags, "cpu0-rt"));
    for routine in &routines {
        let signature = &routine.func.signature;
        let id = module
            .declare_function(&routine.name, Linkage::Preemptible, signature)
            .map_err(in_object)?;
        module
            .define_compiled_function(id, &routine.code, &routine.func.params)
            .map_err(in_object)?;
    }
    module.finish().map(Some).map_err(in_object)
}
