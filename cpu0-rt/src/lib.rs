//! The Cpu0 runtime.
//!
//! Cpu0 has no instruction for some CLIF operations (64-bit division and
//! remainder, the high half of a 64-bit product). The backend lowers them to calls
//! of the functions here, which are written in CLIF ([`SOURCE`]) and compiled by the
//! Cpu0 backend itself, like any other code. The test runner, the JIT and the
//! linker include them automatically.
//!
//! Calling convention: the Cpu0 ABI (`i64` arguments and results as register pairs).
//! Traps are CLIF traps: `int_divz` for a zero divisor, `int_ovf` for
//! `MIN / -1`.

/// The runtime's integer routines, in CLIF.
pub const SOURCE: &str = include_str!("runtime.clif");

/// Every CLIF text of the runtime. A program may call any function of any of them
/// (by its `%name`), and they may call each other.
pub const SOURCES: &[&str] = &[SOURCE];

/// The symbols the runtime defines (CLIF `%name`s, testcase names).
pub const SYMBOLS: &[&str] = &[
    "__cpu0_udivmod64",
    "__cpu0_udiv64",
    "__cpu0_urem64",
    "__cpu0_sdiv64",
    "__cpu0_srem64",
    "__cpu0_umulhi64",
    "__cpu0_smulhi64",
];

#[cfg(test)]
mod tests {
    #[test]
    fn every_symbol_is_defined() {
        for s in super::SYMBOLS {
            assert!(
                super::SOURCES
                    .iter()
                    .any(|src| src.contains(&format!("function %{s}("))),
                "{s} is not defined"
            );
        }
    }
}
