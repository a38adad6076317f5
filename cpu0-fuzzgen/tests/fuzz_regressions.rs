//! Every fuzz finding that was fixed, replayed through its target's body
//! (`cpu0_fuzzgen::targets`): the files under `tests/fuzz-regressions/<target>/`
//! are the minimised crash inputs (`cargo fuzz tmin` output), one per finding.
//! A finding in the backend also gets a filetest under `tests/filetests/`.
//! Also runs a few inputs of every target so a broken target body shows here
//! before it shows in the fuzzer.

use cpu0_fuzzgen::targets::{run, TARGETS};
use std::path::Path;

#[test]
fn fixed_fuzz_findings_stay_fixed() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz-regressions");
    let mut failures = Vec::new();
    let mut count = 0;
    for target in TARGETS {
        let dir = root.join(target);
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        let mut paths: Vec<_> = entries.map(|e| e.unwrap().path()).collect();
        paths.sort();
        for path in paths {
            let bytes = std::fs::read(&path).unwrap();
            count += 1;
            let result = std::panic::catch_unwind(|| run(target, &bytes).unwrap());
            match result {
                Ok(Ok(())) => {}
                Ok(Err(finding)) => failures.push(format!("{}: {finding}", path.display())),
                Err(_) => failures.push(format!("{}: panicked", path.display())),
            }
        }
    }
    println!("{count} fuzz regression inputs");
    assert!(failures.is_empty(), "\n{}", failures.join("\n\n"));
}

#[test]
fn every_target_takes_simple_inputs() {
    let inputs: Vec<Vec<u8>> = vec![
        vec![],
        vec![0],
        vec![0xff; 64],
        cpu0_fuzzgen::case_bytes(7, 0),
        b"function %f(i32) -> i32 {\nblock0(v0: i32):\n    return v0\n}\n".to_vec(),
        b"define i32 @f(i32 %a) {\n  %b = add i32 %a, 1\n  ret i32 %b\n}\n".to_vec(),
        b"addiu $v0, $zero, 7\nret $lr\nnop\n".to_vec(),
    ];
    for target in TARGETS {
        for bytes in &inputs {
            if let Err(finding) = run(target, bytes).unwrap() {
                panic!("{target} on {bytes:?}: {finding}");
            }
        }
    }
    assert!(run("nonesuch", &[]).is_none());
}

/// A short stand-in for the `translate` fuzz target in `cargo test`: random
/// settings, registers and words (of a fixed seed, a splitmix64 stream), and
/// every `tests/asm` program, through the interpreter and the translator.
/// `CPU0_TRANSLATE_CASES` (default 300) and `CPU0_TRANSLATE_SEED` run more or others.
#[test]
fn translate_target_on_random_code() {
    let env = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let cases = env("CPU0_TRANSLATE_CASES", 300);
    let mut state = env("CPU0_TRANSLATE_SEED", 0x5eed);
    let mut next = move || cpu0_fuzzgen::splitmix64(&mut state);
    let mut failures = Vec::new();
    for case in 0..cases {
        let len = 17 + (next() % 400) as usize;
        let mut bytes: Vec<u8> = (0..len).map(|_| next() as u8).collect();
        // Mostly small memories (cheap), some with protected pages.
        bytes[0] &= 0xCF;
        if let Err(finding) = run("translate", &bytes).unwrap() {
            failures.push(format!("case {case} {bytes:02x?}: {finding}"));
        }
    }
    let asm = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/asm");
    for entry in std::fs::read_dir(asm).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        for (endian, bit) in [(cpu0_asm::Endian::Big, 0u8), (cpu0_asm::Endian::Little, 1)] {
            let program = cpu0_asm::assemble(&text, endian).unwrap();
            let mut bytes = vec![0x10 | bit];
            bytes.extend_from_slice(&[0; 16]);
            bytes.extend_from_slice(&program.bytes);
            if let Err(finding) = run("translate", &bytes).unwrap() {
                failures.push(format!("{}: {finding}", path.display()));
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n\n"));
}
