//! What kind of processor and memory a [`Machine`](crate::Machine) simulates.

use cpu0_asm::{Endian, IsaLevel};

/// The reference memory size, 16 MiB (`jsub` reaches +-8 MiB).
pub const DEFAULT_MEM_SIZE: u32 = 16 << 20;

/// The largest memory: addresses with the top bit set are halting addresses and the
/// I/O port lives at `0xFF000000`, so memory stays below `0x80000000`.
pub const MAX_MEM_SIZE: u32 = 0x8000_0000;

/// The simulated processor and its limits. Every field has the reference default.
///
/// ```
/// use cpu0_sim::{Config, Endian};
/// let config = Config { endian: Endian::Little, budget: Some(1_000_000), ..Config::default() };
/// assert_eq!(config.mem_size, 16 << 20);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// Bytes of memory, from address 0. A multiple of 4, at most [`MAX_MEM_SIZE`].
    pub mem_size: u32,
    /// Byte order of instruction words and data (`cpu0` is big-endian, `cpu0el` little).
    pub endian: Endian,
    /// `cpu032I` rejects `slt`, `sltu`, `slti`, `sltiu`, `beq` and `bne` as illegal.
    pub isa: IsaLevel,
    /// Whether `movz`/`movn` exist; without them they are illegal instructions.
    pub has_cmov: bool,
    /// Trap on everything the ISA leaves undefined instead of giving the project's
    /// chosen result (see the crate documentation for the list).
    pub strict: bool,
    /// The most instructions one [`run`](crate::Machine::run) or
    /// [`call`](crate::Machine::call) may execute; `None` for no limit.
    pub budget: Option<u64>,
    /// Write one line per executed instruction to the trace sink.
    pub trace: bool,
    /// Count executed instructions per opcode (the total is always counted).
    pub count_opcodes: bool,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            mem_size: DEFAULT_MEM_SIZE,
            endian: Endian::Big,
            isa: IsaLevel::Cpu032II,
            has_cmov: false,
            strict: false,
            budget: None,
            trace: false,
            count_opcodes: false,
        }
    }
}

/// A [`Config`] the simulator cannot honour.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    #[error("memory size {0:#x} is not a multiple of 4 or is above {MAX_MEM_SIZE:#x}")]
    MemSize(u32),
    #[error(
        "host function address {0:#010x} is not a halting address (top bit set, not 0xffffffff)"
    )]
    HostAddress(u32),
    #[error("cannot protect {len:#x} bytes at {addr:#010x}: the range must start on a page boundary (4 KiB) and end on one or at the end of memory ({mem_size:#x} bytes)")]
    Protect { addr: u32, len: u32, mem_size: u32 },
}

impl Config {
    pub(crate) fn validate(&self) -> Result<(), ConfigError> {
        if !self.mem_size.is_multiple_of(4) || self.mem_size > MAX_MEM_SIZE {
            return Err(ConfigError::MemSize(self.mem_size));
        }
        Ok(())
    }
}
