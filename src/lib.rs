//! `cpu0c`: the Cpu0 toolchain as a library, used by the `cpu0c` command and by tests.
//!
//! - [`filetest`]: runs Cranelift filetests (`test run`, `test interpret`,
//!   `test compile [precise-output]`) on the Cpu0 backend, running code through
//!   `cpu0_jit::Cpu0JitModule` as users do.

pub mod filetest;
