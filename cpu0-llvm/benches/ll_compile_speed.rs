//! Compile speed of the whole `.ll` -> object path against LLVM: the larger
//! program of the code-size benchmark (`tests/c/ll/large_*.O2.mipsel.ll`, clang
//! 14 at -O2) read, parsed, imported and compiled for Cpu0 into an ELF object
//! (`Cpu0ObjectModule`, `opt_level=speed`, its functions compiled in parallel on
//! rayon's threads), against `llc-14 -O2 -march=mipsel -mcpu=mips32
//! -filetype=obj` making an object of the same file. Wall time on this machine,
//! the best of several runs of each; llc runs as a process (its start-up, which
//! is printed, is part of its time), the project's path in this process.
//! Ends with `ll-compile-speed: cpu0=Tms llc=Tms ratio=R`, R = cpu0 / llc (at most
//! 0.20 is five times faster). Without llc (`LLC` names another one) only the
//! project's time is printed.
//!
//!     cargo bench -p cpu0-llvm --bench ll_compile_speed

mod common;

use cpu0_object::{Cpu0ObjectBuilder, Cpu0ObjectModule};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Runs of each measure; the fastest counts.
const RUNS: usize = 7;

fn cpu0_object(path: &Path) -> Vec<u8> {
    let text = std::fs::read_to_string(path).unwrap();
    let ast = cpu0_llvm::parse(&text).unwrap();
    let endian = cpu0_llvm::target_endian(&ast, None).unwrap();
    let flags = cpu0_isa::Flags {
        endian,
        ..cpu0_isa::Flags::default()
    };
    let mut module = Cpu0ObjectModule::new(Cpu0ObjectBuilder::new(flags, "bench"));
    cpu0_llvm::translate(&ast, &mut module, &cpu0_llvm::TranslateOptions::default()).unwrap();
    module.finish().unwrap()
}

/// `false` when llc cannot be started.
fn llc(llc: &str, input: &Path, out: &Path) -> bool {
    match common::llc_object(llc, input, out) {
        Some(made) => made.map(|()| true).unwrap_or_else(|e| panic!("{e}")),
        None => false,
    }
}

fn best(mut f: impl FnMut() -> bool) -> Option<Duration> {
    let mut best = Duration::MAX;
    for _ in 0..RUNS {
        let start = Instant::now();
        if !f() {
            return None;
        }
        best = best.min(start.elapsed());
    }
    Some(best)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/c/ll");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name().is_some_and(|n| {
                let n = n.to_string_lossy();
                n.starts_with("large_") && n.ends_with(".O2.mipsel.ll")
            })
        })
        .collect();
    files.sort();
    let llc_name = common::llc_name();
    let tmp = std::env::temp_dir().join(format!("cpu0-ll-speed-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("a temporary directory");
    println!(
        "{} rayon threads; the best of {RUNS} runs",
        rayon::current_num_threads()
    );
    println!(
        "{:<12} {:>10} {:>10} {:>6}",
        "program", "cpu0 ms", "llc ms", "ratio"
    );
    let (mut total_cpu0, mut total_llc) = (Duration::ZERO, Some(Duration::ZERO));
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy();
        let name = name.trim_end_matches(".O2.mipsel.ll");
        let cpu0 = best(|| !cpu0_object(path).is_empty()).unwrap();
        total_cpu0 += cpu0;
        let out = tmp.join(format!("{name}.o"));
        let theirs = best(|| llc(&llc_name, path, &out));
        total_llc = total_llc.zip(theirs).map(|(a, b)| a + b);
        match theirs {
            Some(t) => println!(
                "{name:<12} {:>10.1} {:>10.1} {:>6.3}",
                ms(cpu0),
                ms(t),
                cpu0.as_secs_f64() / t.as_secs_f64()
            ),
            None => println!("{name:<12} {:>10.1} {:>10} {:>6}", ms(cpu0), "-", "-"),
        }
    }
    // llc's start-up: an empty module.
    let empty = tmp.join("empty.ll");
    std::fs::write(&empty, "target triple = \"mipsel-unknown-linux-gnu\"\n").unwrap();
    let startup = best(|| llc(&llc_name, &empty, &tmp.join("empty.o")));
    let _ = std::fs::remove_dir_all(&tmp);
    match (total_llc, startup) {
        (Some(t), Some(s)) if !files.is_empty() => {
            println!("llc start-up (empty module): {:.1} ms", ms(s));
            println!(
                "ll-compile-speed: cpu0={:.1}ms llc={:.1}ms ratio={:.3}",
                ms(total_cpu0),
                ms(t),
                total_cpu0.as_secs_f64() / t.as_secs_f64()
            );
        }
        _ => println!(
            "ll-compile-speed: cpu0={:.1}ms ({llc_name} not found: no comparison)",
            ms(total_cpu0)
        ),
    }
}
