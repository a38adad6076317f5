//! `sim`: code and data in simulator memory, run with a budget: no host panic, traced run = plain run.
//! The body is `cpu0_fuzzgen::targets::sim`; replay an artifact with
//! `cargo run --release -p cpu0-fuzzgen --example replay -- sim ARTIFACT`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(finding) = cpu0_fuzzgen::targets::sim(data) {
        panic!("sim: finding\n{finding}");
    }
});
