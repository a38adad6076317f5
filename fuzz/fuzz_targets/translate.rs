//! `translate`: code and data in simulator memory, run on the interpreter and on
//! the translator: the whole machine state must agree. The body is
//! `cpu0_fuzzgen::targets::translate`; replay an artifact with
//! `cargo run --release -p cpu0-fuzzgen --example replay -- translate ARTIFACT`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Err(finding) = cpu0_fuzzgen::targets::translate(data) {
        panic!("translate: finding\n{finding}");
    }
});
