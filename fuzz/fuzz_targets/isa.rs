//! `isa`: instruction words and fields -> decode/print/assemble/encode round-trips.
//! The body is `cpu0_fuzzgen::targets::isa`; replay an artifact with
//! `cargo run --release -p cpu0-fuzzgen --example replay -- isa ARTIFACT`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(finding) = cpu0_fuzzgen::targets::isa(data) {
        panic!("isa: finding\n{finding}");
    }
});
