//! `differential`: generated CLIF on cranelift-interpreter and on the Cpu0 simulator: results and trap codes agree.
//! The body is `cpu0_fuzzgen::targets::differential`; replay an artifact with
//! `cargo run --release -p cpu0-fuzzgen --example replay -- differential ARTIFACT`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(finding) = cpu0_fuzzgen::targets::differential(data) {
        panic!("differential: finding\n{finding}");
    }
});
