//! Compile speed: this backend against Cranelift's own riscv64 backend, side by side
//! on the same corpus (the project's filetests and the runtime), at `opt_level`
//! none and speed. Ends with `compile-speed: none=R1 speed=R2`, where R is this
//! backend's time divided by riscv64's.

use cranelift_codegen::control::ControlPlane;
use cranelift_codegen::ir::Function;
use cranelift_codegen::settings::{self, Configurable};
use cranelift_codegen::Context;
use std::path::Path;
use std::str::FromStr;
use std::time::{Duration, Instant};

fn collect_clif(dir: &Path, out: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            collect_clif(&path, out);
        } else if path.extension().is_some_and(|e| e == "clif") {
            if let Ok(text) = std::fs::read_to_string(&path) {
                out.push(text);
            }
        }
    }
}

/// Every function of the corpus, with `target`/`test`/`set` lines dropped.
fn corpus() -> Vec<Function> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut texts = vec![cpu0_rt::SOURCE.to_string()];
    collect_clif(&root.join("tests/filetests"), &mut texts);
    let mut funcs = Vec::new();
    for text in texts {
        let body: String = text
            .lines()
            .filter(|l| {
                let t = l.trim_start();
                !(t.starts_with("test ") || t.starts_with("target ") || t.starts_with("set "))
            })
            .collect::<Vec<_>>()
            .join("\n");
        if let Ok(fs) = cranelift_reader::parse_functions(&body) {
            funcs.extend(fs);
        }
    }
    funcs
}

fn riscv_isa(opt: &str) -> std::sync::Arc<dyn cranelift_codegen::isa::TargetIsa> {
    let mut b = settings::builder();
    b.set("opt_level", opt).unwrap();
    let triple = target_lexicon::Triple::from_str("riscv64gc-unknown-linux-gnu").unwrap();
    cranelift_codegen::isa::lookup(triple)
        .unwrap()
        .finish(settings::Flags::new(b))
        .unwrap()
}

fn main() {
    let all = corpus();
    let mut ratios = Vec::new();
    for (name, opt) in [
        ("none", cpu0_isa::OptLevel::None),
        ("speed", cpu0_isa::OptLevel::Speed),
    ] {
        let flags = cpu0_isa::Flags {
            opt_level: opt,
            ..cpu0_isa::Flags::default()
        };
        let isa = riscv_isa(name);
        // Only functions both backends compile count.
        let funcs: Vec<&Function> = all
            .iter()
            .filter(|f| {
                let ok_cpu0 =
                    cpu0_isa::compile(&mut Context::for_function((*f).clone()), &flags).is_ok();
                let ok_rv = Context::for_function((*f).clone())
                    .compile(&*isa, &mut ControlPlane::default())
                    .is_ok();
                ok_cpu0 && ok_rv
            })
            .collect();
        let insts: usize = funcs.iter().map(|f| f.dfg.num_insts()).sum();
        let rounds: u32 = std::env::var("CPU0_BENCH_ROUNDS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(20);
        let mut cpu0 = Duration::ZERO;
        let mut riscv = Duration::ZERO;
        // One Context per backend, reused as an embedder would.
        let mut ctx = Context::new();
        for _ in 0..rounds {
            let t = Instant::now();
            for f in &funcs {
                ctx.clear();
                ctx.func = (*f).clone();
                std::hint::black_box(cpu0_isa::compile(&mut ctx, &flags).unwrap());
            }
            cpu0 += t.elapsed();
            let t = Instant::now();
            for f in &funcs {
                ctx.clear();
                ctx.func = (*f).clone();
                std::hint::black_box(ctx.compile(&*isa, &mut ControlPlane::default()).unwrap());
            }
            riscv += t.elapsed();
        }
        let ratio = cpu0.as_secs_f64() / riscv.as_secs_f64();
        println!(
            "opt_level={name}: {} functions, {insts} CLIF instructions, {rounds} rounds: cpu0 {:.1} ms, riscv64 {:.1} ms, ratio {ratio:.2}",
            funcs.len(),
            cpu0.as_secs_f64() * 1e3,
            riscv.as_secs_f64() * 1e3,
        );
        ratios.push(ratio);
    }
    println!(
        "compile-speed: none={:.2} speed={:.2}",
        ratios[0], ratios[1]
    );
}
