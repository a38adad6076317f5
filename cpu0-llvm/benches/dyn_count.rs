//! Dynamic instruction count against LLVM: the benchmark programs of `benches/dyn`
//! (clang 14 -O2 for little-endian MIPS32, committed as `ll/*.O2.mipsel.ll`) imported
//! and run on the Cpu0 simulator through `Cpu0JitModule` (`opt_level=speed`,
//! cpu032II), counting the instructions `main` executes; against the same C files built
//! with LLVM -O2 for real MIPS32 by `../shared/tools/mips-ref/run.sh` (clang-14,
//! ld.lld-14 and qemu-user; `MIPS_REF` names another copy), whose qemu plugin counts
//! every executed guest instruction. Both outputs must be what the program prints
//! natively (`expected/*.out`, gcc). Prints one line per program and ends with
//! `dyn-count: cpu0=N mips=M ratio=R` for the integer programs, then the same for
//! the float ones ([`FLOAT_PROGRAMS`]) on a line of its own,
//! `dyn-count-float: ...`: MIPS runs them in hard float and Cpu0 in soft float,
//! so their ratio measures the soft-float runtime, not the integer set's
//! acceptance ratio. Without run.sh or its tools only the Cpu0 counts are
//! printed.
//!
//!     cargo bench -p cpu0-llvm --bench dyn_count

use cpu0_jit::{Cpu0JitBuilder, Cpu0JitModule};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Runs `main` of the .ll file on the simulator: (instructions, console output).
fn cpu0_run(path: &Path) -> Result<(u64, Vec<u8>), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let ast = cpu0_llvm::parse(&text).map_err(|e| e.to_string())?;
    let endian = cpu0_llvm::target_endian(&ast, None).map_err(|e| e.to_string())?;
    let flags = cpu0_isa::Flags {
        endian,
        ..cpu0_isa::Flags::default()
    };
    let mut module = Cpu0JitModule::new(Cpu0JitBuilder::new(flags)).map_err(|e| e.to_string())?;
    let t = cpu0_llvm::translate(&ast, &mut module, &cpu0_llvm::TranslateOptions::default())
        .map_err(|e| e.to_string())?;
    module.finalize_definitions().map_err(|e| e.to_string())?;
    let main = *t.functions.get("main").ok_or("no main")?;
    let before = module.machine().stats().instructions();
    let status = module.call_i32(main, &[]).map_err(|e| e.to_string())?;
    if status != 0 {
        return Err(format!("main returned {status}"));
    }
    let count = module.machine().stats().instructions() - before;
    Ok((count, module.console().to_vec()))
}

/// What the MIPS side could not do.
enum MipsError {
    /// run.sh or one of its tools is missing: no comparison at all.
    Missing(String),
    Failed(String),
}

/// Builds and runs the C file for MIPS32 with run.sh: (instructions, output).
fn mips_run(run_sh: &Path, c_file: &Path) -> Result<(u64, Vec<u8>), MipsError> {
    if !run_sh.exists() {
        return Err(MipsError::Missing(format!(
            "{} not found",
            run_sh.display()
        )));
    }
    let out = Command::new(run_sh)
        .args(["-EL", "-O2", "-DHOST"])
        .arg(c_file)
        .output()
        .map_err(|e| MipsError::Missing(format!("{}: {e}", run_sh.display())))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if out.status.code() == Some(2) && stderr.contains("not found") {
        return Err(MipsError::Missing(stderr.trim().to_string()));
    }
    if !out.status.success() {
        return Err(MipsError::Failed(format!("{}: {stderr}", c_file.display())));
    }
    let count = stderr
        .lines()
        .rev()
        .find_map(|l| l.strip_prefix("mips-insns: "))
        .and_then(|n| n.trim().parse().ok())
        .ok_or_else(|| MipsError::Failed(format!("{}: no count in {stderr}", c_file.display())))?;
    Ok((count, out.stdout))
}

/// The float programs (MIPS runs them in hard float, Cpu0 in soft float: their
/// ratio is not the integer set's), totalled on their own line.
const FLOAT_PROGRAMS: &[&str] = &["fparticles", "fsolve", "fsort"];

/// Runs `names` on both sides, prints a line per program, and ends with
/// `{label}: cpu0=N mips=M ratio=R`. `have_mips` turns false once run.sh or
/// its tools are found missing.
fn run_set(dir: &Path, run_sh: &Path, names: &[&String], label: &str, have_mips: &mut bool) {
    let (mut total_cpu0, mut total_mips) = (0u64, 0u64);
    println!(
        "{:<12} {:>10} {:>10} {:>6}",
        "program", "cpu0", "mips", "ratio"
    );
    for name in names {
        let expected = std::fs::read(dir.join(format!("expected/{name}.out")))
            .unwrap_or_else(|e| panic!("{name}: expected output: {e} (run regen.sh)"));
        let ll = dir.join(format!("ll/{name}.O2.mipsel.ll"));
        let (cpu0, output) = cpu0_run(&ll).unwrap_or_else(|e| panic!("{}: {e}", ll.display()));
        assert!(
            output == expected,
            "{name}: Cpu0 output differs from expected/{name}.out"
        );
        total_cpu0 += cpu0;
        let mips = if *have_mips {
            match mips_run(run_sh, &dir.join(format!("{name}.c"))) {
                Ok((m, out)) => {
                    assert!(out == expected, "{name}: MIPS output differs from expected");
                    Some(m)
                }
                Err(MipsError::Missing(why)) => {
                    eprintln!("dyn-count: no MIPS comparison: {why}");
                    *have_mips = false;
                    None
                }
                Err(MipsError::Failed(why)) => panic!("{why}"),
            }
        } else {
            None
        };
        match mips {
            Some(m) => {
                total_mips += m;
                let ratio = cpu0 as f64 / m as f64;
                println!("{name:<12} {cpu0:>10} {m:>10} {ratio:>6.3}");
            }
            None => println!("{name:<12} {cpu0:>10} {:>10} {:>6}", "-", "-"),
        }
    }
    if *have_mips && total_mips > 0 {
        let ratio = total_cpu0 as f64 / total_mips as f64;
        println!(
            "{:<12} {total_cpu0:>10} {total_mips:>10} {ratio:>6.3}",
            "total"
        );
        println!("{label}: cpu0={total_cpu0} mips={total_mips} ratio={ratio:.3}");
    } else {
        println!("{:<12} {total_cpu0:>10}", "total");
        println!("{label}: cpu0={total_cpu0} (no MIPS comparison)");
    }
}

fn main() {
    // `cargo bench` passes `--bench`; nothing else is taken.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/dyn");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            name.strip_suffix(".c").map(str::to_string)
        })
        .collect();
    names.sort();
    let run_sh: PathBuf = std::env::var_os("MIPS_REF").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/tools/mips-ref/run.sh"),
        PathBuf::from,
    );
    let (float, integer): (Vec<&String>, Vec<&String>) = names
        .iter()
        .partition(|n| FLOAT_PROGRAMS.contains(&n.as_str()));
    let mut have_mips = true;
    run_set(&dir, &run_sh, &integer, "dyn-count", &mut have_mips);
    println!();
    run_set(&dir, &run_sh, &float, "dyn-count-float", &mut have_mips);
}
