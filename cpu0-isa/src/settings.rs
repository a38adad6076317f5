//! Backend settings: what a user chooses when building a Cpu0 backend.

use cpu0_asm::{Endian, IsaLevel};

/// How much the mid-end optimises before lowering.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum OptLevel {
    /// Verify and clean up only.
    None,
    /// Also run Cranelift's e-graph optimiser.
    #[default]
    Speed,
}

impl std::str::FromStr for OptLevel {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "none" => Ok(OptLevel::None),
            "speed" | "speed_and_size" => Ok(OptLevel::Speed),
            _ => Err(format!("unknown opt level `{s}` (expected none or speed)")),
        }
    }
}

/// Settings of the Cpu0 backend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flags {
    /// Byte order: `cpu0` (big) or `cpu0el` (little).
    pub endian: Endian,
    /// ISA level: `cpu032I` or `cpu032II`.
    pub level: IsaLevel,
    /// Whether the processor has `movz`/`movn`.
    pub has_cmov: bool,
    pub opt_level: OptLevel,
    /// Move a useful instruction into delay slots instead of `nop` where safe.
    /// Objects of code compiled without it may claim `EF_CPU0_NOREORDER`.
    pub fill_delay_slots: bool,
    /// Keep the textual assembly in the result.
    pub disassembly: bool,
}

impl Default for Flags {
    fn default() -> Self {
        Flags {
            endian: Endian::Big,
            level: IsaLevel::Cpu032II,
            has_cmov: false,
            opt_level: OptLevel::Speed,
            fill_delay_slots: true,
            disassembly: false,
        }
    }
}

impl Flags {
    /// The target name users write: `cpu0` or `cpu0el`.
    pub fn target_name(&self) -> &'static str {
        match self.endian {
            Endian::Big => "cpu0",
            Endian::Little => "cpu0el",
        }
    }

    /// Parses a target name (`cpu0`, `cpu0el`) into a byte order.
    pub fn parse_target(name: &str) -> Result<Endian, String> {
        match name {
            "cpu0" | "cpu0eb" => Ok(Endian::Big),
            "cpu0el" => Ok(Endian::Little),
            _ => Err(format!("unknown target `{name}` (expected cpu0 or cpu0el)")),
        }
    }
}
