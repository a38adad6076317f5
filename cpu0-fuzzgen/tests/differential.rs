//! Random CLIF modules, run on cranelift-interpreter and compiled for Cpu0 on the
//! simulator: results and trap codes must agree.
//!
//! Deterministic: case `i` is `cpu0_fuzzgen::case_bytes(seed, i)`. Environment:
//! - `CPU0_DIFF_CASES`: how many cases (default 5000: a few seconds in release);
//! - `CPU0_DIFF_SEED`: the seed (default below);
//! - `CPU0_DIFF_ONLY`: run just this case index (to reproduce a report).

use arbitrary::Unstructured;
use cpu0_fuzzgen::case_bytes;
use cpu0_fuzzgen::diff::{check, flags_from, settings_name, Outcome};
use std::collections::BTreeMap;

const DEFAULT_CASES: u64 = 5000;
const DEFAULT_SEED: u64 = 0xC0FF_EE00_5EED;
/// Reports printed in full when the test fails (all go to a file).
const SHOWN_IN_FULL: usize = 5;

fn env_u64(name: &str) -> Option<u64> {
    let text = std::env::var(name).ok()?;
    let parsed = match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => text.parse(),
    };
    Some(parsed.unwrap_or_else(|_| panic!("{name}={text} is not a number")))
}

/// Skip reasons grouped by their first words, so the summary stays short.
fn skip_kind(reason: &str) -> String {
    let end = reason
        .char_indices()
        .filter(|(_, c)| *c == '`' || *c == '(')
        .map(|(i, _)| i)
        .next()
        .unwrap_or(reason.len());
    reason[..end.min(70)].trim().to_string()
}

/// `cpu0 cpu032II`: the byte order and ISA level case `i` runs with.
fn target_and_level(seed: u64, i: u64) -> String {
    let bytes = case_bytes(seed, i);
    let flags = flags_from(&mut Unstructured::new(&bytes)).expect("a first byte");
    let name = settings_name(&flags);
    name.split(' ').take(2).collect::<Vec<_>>().join(" ")
}

#[test]
fn cpu0_agrees_with_the_interpreter() {
    let seed = env_u64("CPU0_DIFF_SEED").unwrap_or(DEFAULT_SEED);
    let indices: Vec<u64> = match env_u64("CPU0_DIFF_ONLY") {
        Some(i) => vec![i],
        None => (0..env_u64("CPU0_DIFF_CASES").unwrap_or(DEFAULT_CASES)).collect(),
    };
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());

    // Each thread takes every `threads`-th case; the results are merged in order.
    let mut results: Vec<(u64, Outcome)> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let mine: Vec<u64> = indices.iter().copied().skip(t).step_by(threads).collect();
                s.spawn(move || {
                    mine.into_iter()
                        .map(|i| (i, check(&case_bytes(seed, i))))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("check never panics"))
            .collect()
    });
    results.sort_by_key(|(i, _)| *i);

    let mut agreed = 0;
    // Agreements per byte order and ISA level, to show all four are covered.
    let mut agreed_on: BTreeMap<String, usize> = BTreeMap::new();
    let mut skips: BTreeMap<String, usize> = BTreeMap::new();
    let mut one_liners = Vec::new();
    let mut reports = Vec::new();
    for (i, outcome) in &results {
        match outcome {
            Outcome::Agree => {
                agreed += 1;
                *agreed_on.entry(target_and_level(seed, *i)).or_default() += 1;
            }
            Outcome::Skip(reason) => *skips.entry(skip_kind(reason)).or_default() += 1,
            Outcome::Disagree(report) => {
                one_liners.push(format!(
                    "  case {i}: {} [{}]",
                    report.problem, report.settings
                ));
                reports.push(format!(
                    "=== case {i} (CPU0_DIFF_SEED={seed:#x} CPU0_DIFF_ONLY={i})\n{report}"
                ));
            }
        }
    }
    println!(
        "{} cases (seed {seed:#x}): {agreed} agree, {} skipped, {} disagree",
        results.len(),
        skips.values().sum::<usize>(),
        reports.len()
    );
    for (setting, n) in &agreed_on {
        println!("  agree {n:7}: {setting}");
    }
    for (kind, n) in &skips {
        println!("  skipped {n:5}: {kind}");
    }
    if reports.is_empty() {
        return;
    }
    // Every report in full goes to a file; the failure message lists every case
    // in one line and shows the first few in full.
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("differential-report.txt");
    let written = std::fs::write(&path, reports.join("\n"))
        .map(|()| format!("all reports: {}", path.display()))
        .unwrap_or_else(|e| format!("(could not write {}: {e})", path.display()));
    panic!(
        "{} of {} cases disagree; {written}\n{}\n\n{}",
        reports.len(),
        results.len(),
        one_liners.join("\n"),
        reports
            .iter()
            .take(SHOWN_IN_FULL)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
