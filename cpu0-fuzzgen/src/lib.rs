//! Differential fuzzing of the Cpu0 backend.
//!
//! - [`gen`]: turns arbitrary bytes (through `arbitrary::Unstructured`) into a
//!   small module of random, always valid CLIF functions and data objects:
//!   `main` and up to three callees, integer code of every width the backend
//!   supports, block parameters, branches, jump tables, bounded loops, direct,
//!   indirect and tail calls, stack slots, data objects, atomics and traps.
//! - [`interp`]: runs the module's `main` on `cranelift-interpreter`, with
//!   loads and stores in the target's byte order, and the project's own
//!   semantics where the interpreter has none or is wrong.
//! - [`diff`]: also runs it compiled for Cpu0 (settings taken from the bytes)
//!   in a strict, budgeted `cpu0_jit::Cpu0JitModule`, and compares results (on
//!   their types' bits), the data objects' final bytes and trap codes:
//!   [`diff::check`] is the entry point, for tests and fuzz targets.
//!
//! - [`targets`]: the bodies of the cargo-fuzz targets in `fuzz/`, so every
//!   fuzz finding replays as a normal test.
//!
//! `tests/differential.rs` runs thousands of seeded cases;
//! `tests/fuzz_regressions.rs` replays the fuzz findings kept in
//! `tests/fuzz-regressions/<target>/`;
//! `examples/reduce.rs` shrinks a disagreeing case to a small module.
//!
//! ```
//! use cpu0_fuzzgen::diff::{check, Outcome};
//! match check(&cpu0_fuzzgen::case_bytes(1, 0)) {
//!     Outcome::Disagree(report) => panic!("{report}"),
//!     Outcome::Agree | Outcome::Skip(_) => {}
//! }
//! ```

pub mod diff;
pub mod gen;
pub mod interp;
pub mod targets;

/// The next number of a splitmix64 stream whose state is `state`: small, fast
/// and well mixed, for the fuzz drivers' and tests' own choices.
pub fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The input bytes of case `index` of a run with `seed`: a xorshift64* stream, of
/// a length that also comes from the stream (so module sizes vary). Tests and
/// reproducers use this so a case is named by `(seed, index)` alone.
pub fn case_bytes(seed: u64, index: u64) -> Vec<u8> {
    // Mix seed and index so neighbouring cases are unrelated; never zero.
    let mut state = (seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15)) | 1;
    let mut next = move || {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        state.wrapping_mul(0x2545_F491_4F6C_DD1D)
    };
    for _ in 0..4 {
        next();
    }
    let len = 32 + (next() % 2048) as usize;
    let mut bytes = Vec::with_capacity(len + 8);
    while bytes.len() < len {
        bytes.extend_from_slice(&next().to_le_bytes());
    }
    bytes.truncate(len);
    bytes
}
