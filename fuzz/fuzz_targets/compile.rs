//! `compile`: CLIF text or generated CLIF -> the Cpu0 backend: errors are fine, panics are findings.
//! The body is `cpu0_fuzzgen::targets::compile`; replay an artifact with
//! `cargo run --release -p cpu0-fuzzgen --example replay -- compile ARTIFACT`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(finding) = cpu0_fuzzgen::targets::compile(data) {
        panic!("compile: finding\n{finding}");
    }
});
