//! Random CLIF modules, run on cranelift-interpreter and compiled for Cpu0 on the
//! simulator (through `Cpu0JitModule`, strict): results, data and trap codes
//! must agree.
//!
//! Two batches: the fixed seed's cases (the same every run), then as many from a
//! fresh seed (taken from the clock, printed, so a failure replays with
//! `CPU0_DIFF_SEED=...`). Case `i` of a batch is `cpu0_fuzzgen::case_bytes(seed, i)`.
//!
//! The test fails when any case disagrees (a backend error, `Unsupported`
//! included, is a disagreement), or when fewer than 90% of a batch's cases were
//! compared (running out of fuel or budget is a skip, counted by reason).
//!
//! Environment:
//! - `CPU0_DIFF_CASES`: cases per batch (default 5000: a few seconds in release);
//! - `CPU0_DIFF_SEED`: run one batch, of this seed (no fixed batch);
//! - `CPU0_DIFF_ONLY`: run just this case index (of `CPU0_DIFF_SEED`, or of the
//!   fixed seed) to reproduce a report;
//! - `CPU0_DIFF_STATS=1`: also print how often each opcode was generated.

use arbitrary::Unstructured;
use cpu0_fuzzgen::case_bytes;
use cpu0_fuzzgen::diff::{check, decode, flags_from, settings_name, Outcome};
use cpu0_fuzzgen::gen::{count_ops, Limits};
use std::collections::BTreeMap;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

const DEFAULT_CASES: u64 = 5000;
const FIXED_SEED: u64 = 0xC0FF_EE00_5EED;
/// Reports printed in full when the test fails (all go to a file).
const SHOWN_IN_FULL: usize = 5;
/// The share of a batch that must be compared, in percent.
const MIN_COMPARED_PERCENT: u64 = 90;

fn env_u64(name: &str) -> Option<u64> {
    let text = std::env::var(name).ok()?;
    let parsed = match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => text.parse(),
    };
    Some(parsed.unwrap_or_else(|_| panic!("{name}={text} is not a number")))
}

/// `cpu0 cpu032II`: the byte order and ISA level case `i` runs with.
fn target_and_level(seed: u64, i: u64) -> String {
    let bytes = case_bytes(seed, i);
    let flags = flags_from(&mut Unstructured::new(&bytes)).expect("a first byte");
    let name = settings_name(&flags);
    name.split(' ').take(2).collect::<Vec<_>>().join(" ")
}

/// Runs the cases on every core; the results come back in index order.
fn run_cases(seed: u64, indices: &[u64]) -> Vec<(u64, Outcome)> {
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
    results
}

/// One batch: runs and summarises it; `Err` says why it fails.
fn batch(name: &str, seed: u64, indices: &[u64]) -> Result<(), String> {
    let start = Instant::now();
    let results = run_cases(seed, indices);
    let seconds = start.elapsed().as_secs_f64();

    let mut compared = 0u64;
    // Agreements per byte order and ISA level, to show all four are covered.
    let mut agreed_on: BTreeMap<String, usize> = BTreeMap::new();
    let mut skips: BTreeMap<String, u64> = BTreeMap::new();
    let mut one_liners = Vec::new();
    let mut reports = Vec::new();
    for (i, outcome) in &results {
        match outcome {
            Outcome::Agree => {
                compared += 1;
                *agreed_on.entry(target_and_level(seed, *i)).or_default() += 1;
            }
            Outcome::Skip(skip) => *skips.entry(skip.to_string()).or_default() += 1,
            Outcome::Disagree(report) => {
                compared += 1;
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
    let total = results.len() as u64;
    let skipped: u64 = skips.values().sum();
    let by_reason: Vec<String> = skips.iter().map(|(why, n)| format!("{n} {why}")).collect();
    println!(
        "{name} batch, seed {seed:#x} (replay: CPU0_DIFF_SEED={seed:#x}): {compared} compared, \
         {skipped} skipped (by reason: {}), {} disagree; {total} cases in {seconds:.1} s \
         ({:.0} cases/s)",
        if by_reason.is_empty() {
            "none".to_string()
        } else {
            by_reason.join(", ")
        },
        reports.len(),
        total as f64 / seconds.max(1e-9),
    );
    for (setting, n) in &agreed_on {
        println!("  agree {n:7}: {setting}");
    }
    if !reports.is_empty() {
        // Every report in full goes to a file; the failure message lists every
        // case in one line and shows the first few in full.
        let file = format!("differential-report-{seed:x}.txt");
        let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(file);
        let written = std::fs::write(&path, reports.join("\n"))
            .map(|()| format!("all reports: {}", path.display()))
            .unwrap_or_else(|e| format!("(could not write {}: {e})", path.display()));
        return Err(format!(
            "{} of {total} cases of seed {seed:#x} disagree; {written}\n{}\n\n{}",
            reports.len(),
            one_liners.join("\n"),
            reports
                .iter()
                .take(SHOWN_IN_FULL)
                .cloned()
                .collect::<Vec<_>>()
                .join("\n")
        ));
    }
    if compared * 100 < total * MIN_COMPARED_PERCENT || total == 0 {
        return Err(format!(
            "only {compared} of {total} cases of seed {seed:#x} were compared (at least \
             {MIN_COMPARED_PERCENT}% must be; skipped by reason: {}){}",
            if by_reason.is_empty() {
                "none".to_string()
            } else {
                by_reason.join(", ")
            },
            if total == 0 {
                ": no cases ran (CPU0_DIFF_CASES=0?), so nothing was checked"
            } else {
                ""
            }
        ));
    }
    Ok(())
}

/// How often each opcode appears in the batch's modules (`CPU0_DIFF_STATS=1`).
fn print_stats(seed: u64, indices: &[u64]) {
    let mut counts = BTreeMap::new();
    for &i in indices {
        if let Ok((_, module)) = decode(&case_bytes(seed, i), &Limits::default()) {
            count_ops(&module, &mut counts);
        }
    }
    println!(
        "generated ops over {} cases of seed {seed:#x}:",
        indices.len()
    );
    let width = counts.keys().map(|k| k.len()).max().unwrap_or(0);
    for (op, n) in &counts {
        println!("  {op:width$} {n:9}");
    }
}

#[test]
fn cpu0_agrees_with_the_interpreter() {
    let cases = env_u64("CPU0_DIFF_CASES").unwrap_or(DEFAULT_CASES);
    let indices: Vec<u64> = match env_u64("CPU0_DIFF_ONLY") {
        Some(i) => vec![i],
        None => (0..cases).collect(),
    };
    let batches: Vec<(&str, u64)> = match env_u64("CPU0_DIFF_SEED") {
        Some(seed) => vec![("chosen", seed)],
        None if indices.len() == 1 => vec![("fixed", FIXED_SEED)],
        None => {
            let now = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(1, |d| d.as_nanos() as u64);
            vec![("fixed", FIXED_SEED), ("fresh", now)]
        }
    };
    let mut failures = Vec::new();
    for (name, seed) in batches {
        if std::env::var("CPU0_DIFF_STATS").is_ok_and(|v| v == "1") {
            print_stats(seed, &indices);
        }
        if let Err(why) = batch(name, seed, &indices) {
            failures.push(why);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
