//! `cpu0c`: the Cpu0 toolchain as a library, used by the `cpu0c` command and by tests.
//!
//! - [`loader`]: places compiled functions in simulator memory, resolves their
//!   relocations by name, and calls them with typed arguments per the Cpu0 ABI.
//! - [`filetest`]: runs Cranelift filetests (`test run`, `test interpret`,
//!   `test compile [precise-output]`) on the Cpu0 backend and the simulator.

pub mod filetest;
pub mod loader;
