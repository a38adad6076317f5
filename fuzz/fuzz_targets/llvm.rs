//! `llvm`: .ll text -> parser, translator and backend: errors are fine, panics are findings.
//! The body is `cpu0_fuzzgen::targets::llvm`; replay an artifact with
//! `cargo run --release -p cpu0-fuzzgen --example replay -- llvm ARTIFACT`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(finding) = cpu0_fuzzgen::targets::llvm(data) {
        panic!("llvm: finding\n{finding}");
    }
});
