//! Traps and backtraces: the unwinder walks `.debug_frame` from the trapping PC out
//! to `main`.

mod common;

use common::*;
use cpu0_object::unwind::{backtrace, FrameInfo, SymbolMap};
use cpu0_object::{compile_clif_object, link, Executable, LinkOptions};
use cpu0_sim::{Config, Trap};
use cranelift_module::Linkage;

/// main -> outer -> middle -> div_by (a leaf: `sdiv` by zero traps there).
const LEAF: &str = "
    function %div_by(i32, i32) -> i32 {
    block0(v0: i32, v1: i32):
        v2 = sdiv v0, v1
        return v2
    }
    function %middle(i32) -> i32 {
        fn0 = %div_by(i32, i32) -> i32
    block0(v0: i32):
        v1 = iconst.i32 0
        v2 = call fn0(v0, v1)
        v103 = iconst.i32 1
        v3 = iadd v2, v103
        return v3
    }";

/// The same, but the trapping function has a frame (it calls something first).
const FRAMED: &str = "
    function %helper(i32) -> i32 {
    block0(v0: i32):
        v101 = iconst.i32 -1
        v1 = iadd v0, v101
        return v1
    }
    function %div_by(i32, i32) -> i32 {
        fn0 = %helper(i32) -> i32
    block0(v0: i32, v1: i32):
        v2 = call fn0(v1)
        v103 = iconst.i32 1
        v3 = iadd v2, v103
        v4 = sdiv v0, v3
        v5 = iadd v4, v2
        return v5
    }
    function %middle(i32) -> i32 {
        fn0 = %div_by(i32, i32) -> i32
    block0(v0: i32):
        v1 = iconst.i32 0
        v2 = call fn0(v0, v1)
        v103 = iconst.i32 1
        v3 = iadd v2, v103
        return v3
    }";

const MAIN: &str = "
    function %outer(i32) -> i32 {
        fn0 = %middle(i32) -> i32
    block0(v0: i32):
        v1 = call fn0(v0)
        v2 = imul v1, v0
        return v2
    }
    function %main() -> i32 {
        fn0 = %outer(i32) -> i32
    block0:
        v0 = iconst.i32 10
        v1 = call fn0(v0)
        v102 = iconst.i32 3
        v2 = iadd v1, v102
        return v2
    }";

fn run(lib: &str) -> Vec<(cpu0_isa::Flags, Trap, String, Executable, cpu0_sim::Machine)> {
    let mut out = Vec::new();
    for flags in all_flags() {
        let objects = vec![
            (
                "main.o".to_string(),
                compile_clif_object(clif(MAIN), &flags, "main.o", Linkage::Export).unwrap(),
            ),
            (
                "lib.o".to_string(),
                compile_clif_object(clif(lib), &flags, "lib.o", Linkage::Export).unwrap(),
            ),
        ];
        let (result, _, machine, exe) = link_and_run(objects, &LinkOptions::default()).unwrap();
        let trap = result.expect_err("the division by zero traps");
        let bt = exe.backtrace(&machine, trap.pc()).to_string();
        out.push((flags, trap, bt, exe, machine));
    }
    out
}

fn check(lib: &str) {
    for (flags, trap, bt, exe, machine) in run(lib) {
        // The trap is the backend's `trap int_divz` in div_by.
        let described = exe.describe_trap(&trap);
        assert!(
            described.starts_with("trap int_divz at pc ") && described.contains("(in div_by +"),
            "{flags:?}: {described}"
        );
        let full = exe.backtrace(&machine, trap.pc());
        assert_eq!(
            full.function_names(),
            ["div_by", "middle", "outer", "main"],
            "{flags:?}:\n{bt}"
        );
        assert_eq!(full.incomplete, None, "{flags:?}:\n{bt}");
        assert_eq!(full.frames[0].pc, trap.pc());
        let lines: Vec<&str> = bt.lines().collect();
        assert_eq!(lines.len(), 4, "{bt}");
        for (i, name) in ["div_by", "middle", "outer", "main"].iter().enumerate() {
            let prefix = format!("#{i} {name} (0x");
            assert!(lines[i].starts_with(&prefix), "{flags:?}: {}", lines[i]);
            assert!(lines[i].contains(" +0x") && lines[i].ends_with(')'));
        }
        // Each caller's PC is its call instruction: a jsub (opcode 0x3b).
        for f in &full.frames[1..] {
            let word = machine.read_word(f.pc).unwrap();
            assert_eq!(word >> 24, 0x3b, "{flags:?}: {:#x} is not a call", f.pc);
        }
    }
}

#[test]
fn a_trap_in_a_leaf_three_calls_deep() {
    check(LEAF);
}

#[test]
fn a_trap_in_a_function_with_a_frame_three_calls_deep() {
    check(FRAMED);
}

/// A budget that runs out anywhere, epilogues included (where `.debug_frame` no
/// longer fits once `$sp` is restored), still gives a complete backtrace.
#[test]
fn backtraces_at_every_instruction() {
    // FRAMED without the division by zero: every function but helper has a frame,
    // and div_by keeps a value in a callee-saved register across its call.
    let lib = FRAMED.replace("v1 = iconst.i32 0", "v1 = iconst.i32 5");
    let expected: &[&[&str]] = &[
        &["main"],
        &["outer", "main"],
        &["middle", "outer", "main"],
        &["div_by", "middle", "outer", "main"],
        &["helper", "div_by", "middle", "outer", "main"],
    ];
    for flags in all_flags() {
        let objects: Vec<(String, Vec<u8>)> = [("main.o", MAIN), ("lib.o", lib.as_str())]
            .into_iter()
            .map(|(name, text)| {
                let object = compile_clif_object(clif(text), &flags, name, Linkage::Export);
                (name.to_string(), object.unwrap())
            })
            .collect();
        let exe = Executable::parse(&link(&objects, &LinkOptions::default()).unwrap()).unwrap();
        let mut machine = exe.machine(Config::default()).unwrap();
        exe.run(&mut machine).unwrap();
        let total = machine.stats().instructions();
        for n in 1..total {
            exe.load(&mut machine).unwrap();
            machine.set_budget(Some(n));
            let trap = exe.run(&mut machine).unwrap_err();
            assert!(matches!(trap, Trap::BudgetExhausted { .. }), "{trap}");
            let bt = exe.backtrace(&machine, trap.pc());
            let names = bt.function_names();
            if names[0] == "_start" {
                // The start-up stub, before main or after it returned.
                continue;
            }
            assert_eq!(bt.incomplete, None, "{flags:?} budget {n}:\n{bt}");
            assert!(
                expected.contains(&names.as_slice()),
                "{flags:?} budget {n}:\n{bt}"
            );
        }
    }
}

#[test]
fn the_unwinder_works_from_compiled_functions_without_elf() {
    // What a JIT has: compiled functions placed in memory, their unwind steps, and
    // their addresses. Place them with the loader-like layout by hand.
    let flags = cpu0_isa::Flags::default();
    let funcs = clif(&format!("{LEAF}\n{MAIN}"));
    let mut placed = Vec::new();
    let mut image = Vec::new();
    let base = 0x1000u32;
    let mut compiled = Vec::new();
    for f in funcs {
        let name = match &f.name {
            cranelift_codegen::ir::UserFuncName::Testcase(t) => {
                String::from_utf8(t.raw().to_vec()).unwrap()
            }
            other => other.to_string(),
        };
        let mut ctx = cranelift_codegen::Context::for_function(f);
        let code = cpu0_isa::compile(&mut ctx, &flags).unwrap();
        let addr = base + image.len() as u32;
        image.extend_from_slice(&code.code);
        placed.push((name, addr));
        compiled.push(code);
    }
    // Resolve the calls (PC24) by name.
    let addr_of = |n: &str| placed.iter().find(|(m, _)| m == n).unwrap().1;
    for ((_, addr), code) in placed.iter().zip(&compiled) {
        for r in &code.relocs {
            let target = match &r.name {
                cranelift_codegen::ir::ExternalName::TestCase(t) => {
                    addr_of(std::str::from_utf8(t.raw()).unwrap())
                }
                other => panic!("{other:?}"),
            };
            let at = (addr - base + r.offset) as usize;
            let word = u32::from_be_bytes(image[at..at + 4].try_into().unwrap());
            let delta = target.wrapping_sub(addr + r.offset + 4) & 0xff_ffff;
            image[at..at + 4].copy_from_slice(&((word & 0xff00_0000) | delta).to_be_bytes());
        }
    }
    let mut m = cpu0_sim::Machine::new(cpu0_sim::Config::default()).unwrap();
    m.load(base, &image).unwrap();
    let trap = m.call(addr_of("main"), &[]).unwrap_err();
    let mut symbols = SymbolMap::new();
    let mut frames = FrameInfo::new(cpu0_asm::Endian::Big);
    let list: Vec<(u32, u32, &[cpu0_isa::UnwindEntry])> = placed
        .iter()
        .zip(&compiled)
        .map(|((n, a), c)| {
            symbols.insert(n.clone(), *a, c.code.len() as u32);
            (*a, c.code.len() as u32, c.unwind.as_slice())
        })
        .collect();
    frames.add_functions(&list).unwrap();
    let bt = backtrace(&m.regs(), trap.pc(), &m, &symbols, &frames);
    // `Machine::call` returns to 0xFFFFFFFF, so the walk ends after main.
    assert_eq!(
        bt.function_names(),
        ["div_by", "middle", "outer", "main"],
        "{bt}"
    );
    assert_eq!(bt.incomplete, None);
}
