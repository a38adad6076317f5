//! Compile speed: this backend against Cranelift's own riscv64 backend, side by side
//! on the same corpus (the project's filetests and the runtime), at `opt_level`
//! none and speed. Ends with `compile-speed: none=R1 speed=R2`, where R is this
//! backend's time divided by riscv64's.
//!
//! Both do the same checking: this backend verifies its input once and leaves
//! Cranelift's re-verification after each of its own passes to debug builds, so
//! riscv64 runs with `enable_verifier=false` plus one verification of the input.

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

/// Larger functions than the filetests hold: a loop whose body mixes arithmetic,
/// compares, selects, memory and a call, varied by `k` (about 60 instructions each).
fn synthetic(k: u32) -> String {
    let ops = ["iadd", "isub", "imul", "bxor", "band", "bor"];
    let mut body = String::new();
    let mut last = 3;
    for j in 0..24u32 {
        let op = ops[((k + j) % 6) as usize];
        let v = 10 + j;
        let operand = if j % 3 == 0 { 1 } else { 2 };
        body += &format!("    v{v} = {op} v{last}, v{operand}\n");
        last = v;
    }
    format!(
        "function %synth{k}(i32, i32) -> i32 {{
    ss0 = explicit_slot 16
    fn0 = %helper(i32) -> i32
block0(v0: i32, v1: i32):
    v2 = iconst.i32 {c}
    jump block1(v0, v1)
block1(v3: i32, v4: i32):
{body}    v40 = stack_addr.i64 ss0
    store v{last}, v40+4
    v41 = load.i32 v40+4
    v42 = icmp slt v41, v4
    v43 = select v42, v41, v4
    v44 = call fn0(v43)
    v45 = iconst.i32 1
    v46 = isub v4, v45
    brif v46, block1(v44, v46), block2(v44)
block2(v47: i32):
    return v47
}}
",
        c = 3 + k * 7
    )
}

/// Every function of the corpus, with `target`/`test`/`set` lines dropped.
fn corpus() -> Vec<Function> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut texts = vec![cpu0_rt::SOURCE.to_string()];
    texts.extend((0..50).map(synthetic));
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
    b.set("enable_verifier", "false").unwrap();
    let triple = target_lexicon::Triple::from_str("riscv64gc-unknown-linux-gnu").unwrap();
    cranelift_codegen::isa::lookup(triple)
        .unwrap()
        .finish(settings::Flags::new(b))
        .unwrap()
}

fn main() {
    let all = corpus();
    // Quiet the panics of the riscv64 filter below.
    std::panic::set_hook(Box::new(|_| {}));
    let mut ratios = Vec::new();
    // `CPU0_BENCH_OPT=speed` (or `none`) runs one level only, for profiling.
    let only = std::env::var("CPU0_BENCH_OPT").ok();
    for (name, opt) in [
        ("none", cpu0_isa::OptLevel::None),
        ("speed", cpu0_isa::OptLevel::Speed),
    ] {
        if only.as_deref().is_some_and(|o| o != name) {
            continue;
        }
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
                // riscv64 panics on a few corpus functions (i32 values where it
                // expects i64 addresses, say); those are left out.
                // The verifier with riscv64's flags also refuses a few (32-bit
                // pointers in address positions).
                let ok_rv = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    let mut ctx = Context::for_function((*f).clone());
                    ctx.verify(&*isa).is_ok()
                        && ctx.compile(&*isa, &mut ControlPlane::default()).is_ok()
                }))
                .unwrap_or(false);
                ok_cpu0 && ok_rv
            })
            .collect();
        let insts: usize = funcs.iter().map(|f| f.dfg.num_insts()).sum();
        let all_insts: usize = all.iter().map(|f| f.dfg.num_insts()).sum();
        println!(
            "corpus: {} functions, {all_insts} CLIF instructions; compiled by both: {}",
            all.len(),
            funcs.len()
        );
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
                ctx.verify(&*isa).unwrap();
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
    if let [none, speed] = ratios[..] {
        println!("compile-speed: none={none:.2} speed={speed:.2}");
    }
}
