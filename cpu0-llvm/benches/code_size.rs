//! Code size: the C corpus (`tests/c/ll/*.O2.mipsel.ll`, clang 14 at -O2) imported
//! and compiled for Cpu0 (`Cpu0ObjectModule`, `opt_level=speed`, cpu032II, delay
//! slots filled, little-endian), against what `llc-14 -O2 -march=mipsel
//! -mcpu=mips32 -filetype=obj` makes of the same files. Prints the bytes of
//! executable sections of each object, per program and in total, and ends with
//! `code-size: cpu0=N mips=M ratio=R` over all of them. The larger program
//! (`tests/c/large_*.c`, over 2,000 lines in all) also gets its own subtotal line
//! before it, `large: ...`. Without llc (`LLC` names another one) only the Cpu0
//! sizes are printed.
//!
//!     cargo bench -p cpu0-llvm --bench code_size

mod common;

use cpu0_object::{Cpu0ObjectBuilder, Cpu0ObjectModule};
use object::elf::{FileHeader32, SHF_EXECINSTR};
use object::read::elf::{FileHeader, SectionHeader};
use object::Endianness;
use std::path::{Path, PathBuf};

/// Bytes in the executable sections of an ELF32 object.
fn text_size(elf: &[u8]) -> Result<u64, String> {
    let header = FileHeader32::<Endianness>::parse(elf).map_err(|e| e.to_string())?;
    let endian = header.endian().map_err(|e| e.to_string())?;
    let sections = header.sections(endian, elf).map_err(|e| e.to_string())?;
    Ok(sections
        .iter()
        .filter(|s| s.sh_flags(endian).0 & SHF_EXECINSTR.0 != 0)
        .map(|s| u64::from(s.sh_size(endian)))
        .sum())
}

fn cpu0_object(path: &Path) -> Result<Vec<u8>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let ast = cpu0_llvm::parse(&text).map_err(|e| e.to_string())?;
    let endian = cpu0_llvm::target_endian(&ast, None).map_err(|e| e.to_string())?;
    let flags = cpu0_isa::Flags {
        endian,
        ..cpu0_isa::Flags::default()
    };
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let mut module = Cpu0ObjectModule::new(Cpu0ObjectBuilder::new(flags, name));
    cpu0_llvm::translate(&ast, &mut module, &cpu0_llvm::TranslateOptions::default())
        .map_err(|e| e.to_string())?;
    module.finish().map_err(|e| e.to_string())
}

/// `None` when llc cannot be run.
fn llc_object(llc: &str, path: &Path, out: &Path) -> Option<Result<Vec<u8>, String>> {
    let made = common::llc_object(llc, path, out)?;
    Some(made.and_then(|()| std::fs::read(out).map_err(|e| e.to_string())))
}

fn main() {
    // `cargo bench` passes `--bench`; nothing else is taken.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/c/ll");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().ends_with(".O2.mipsel.ll"))
        })
        .collect();
    files.sort();
    let llc = common::llc_name();
    let tmp = std::env::temp_dir().join(format!("cpu0-code-size-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("a temporary directory");
    let mut have_llc = true;
    let (mut total_cpu0, mut total_mips) = (0u64, 0u64);
    // The larger program's files (`large_*`): (cpu0, mips).
    let (mut large_cpu0, mut large_mips) = (0u64, 0u64);
    println!(
        "{:<12} {:>8} {:>8} {:>6}",
        "program", "cpu0", "mips", "ratio"
    );
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy();
        let name = name.trim_end_matches(".O2.mipsel.ll");
        let cpu0 = cpu0_object(path)
            .and_then(|o| text_size(&o))
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        total_cpu0 += cpu0;
        let large = name.starts_with("large_");
        if large {
            large_cpu0 += cpu0;
        }
        let mips = if have_llc {
            match llc_object(&llc, path, &tmp.join(format!("{name}.o"))) {
                Some(o) => Some(
                    o.and_then(|o| text_size(&o))
                        .unwrap_or_else(|e| panic!("{}: {e}", path.display())),
                ),
                None => {
                    have_llc = false;
                    None
                }
            }
        } else {
            None
        };
        match mips {
            Some(m) => {
                total_mips += m;
                if large {
                    large_mips += m;
                }
                println!(
                    "{name:<12} {cpu0:>8} {m:>8} {:>6.3}",
                    cpu0 as f64 / m as f64
                );
            }
            None => println!("{name:<12} {cpu0:>8} {:>8} {:>6}", "-", "-"),
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    if have_llc && total_mips > 0 {
        let ratio = total_cpu0 as f64 / total_mips as f64;
        if large_mips > 0 {
            println!(
                "large: cpu0={large_cpu0} mips={large_mips} ratio={:.3}",
                large_cpu0 as f64 / large_mips as f64
            );
        }
        println!(
            "{:<12} {total_cpu0:>8} {total_mips:>8} {ratio:>6.3}",
            "total"
        );
        println!("code-size: cpu0={total_cpu0} mips={total_mips} ratio={ratio:.3}");
    } else {
        println!("{:<12} {total_cpu0:>8}", "total");
        println!("code-size: cpu0={total_cpu0} ({llc} not found: no comparison)");
    }
}
