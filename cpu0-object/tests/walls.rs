//! Linked executables run behind the sandbox's walls: the null page unmapped, the
//! stub at 0x1000 (the ELF entry), text r-x, read-only data r--, writable data and
//! the stack rw-, a guard above the data where a stack overflow faults.

mod common;

use common::*;
use cpu0_isa::Flags;
use cpu0_object::sandbox::Violation;
use cpu0_object::LinkOptions;
use cpu0_sim::{Access, Perms, Trap};
use cranelift_codegen::ir::{InstBuilder, MemFlagsData};
use cranelift_module::Linkage;

/// `main(which)`: reads `ro`, then stores 1 into `rw` (which = 0) or into `ro`
/// (which != 0); returns what it read.
fn data_object(flags: Flags) -> Vec<u8> {
    let mut m = module(flags, "data.o");
    let ro = data(&mut m, "ro", Linkage::Local, false, |d, _| {
        d.define(word(&flags, 41).to_vec().into_boxed_slice())
    });
    let rw = data(&mut m, "rw", Linkage::Local, true, |d, _| {
        d.define(vec![0; 4].into_boxed_slice())
    });
    define(
        &mut m,
        "main",
        Linkage::Export,
        &[I32],
        &[I32],
        |b, args, m| {
            let ro = data_addr(b, m, ro);
            let rw = data_addr(b, m, rw);
            let read = load32(b, ro, 0);
            let target = b.ins().select(args[0], ro, rw);
            let one = b.ins().iconst(I32, 1);
            b.ins().store(MemFlagsData::trusted(), one, target, 0);
            let r = b.ins().iadd(read, one);
            b.ins().return_(&[r]);
        },
    );
    m.finish().unwrap()
}

#[test]
fn pages_get_their_segments_permissions() {
    for flags in all_flags() {
        let objects = vec![("data.o".to_string(), data_object(flags))];
        let (result, _, machine, exe) = link_and_run(objects, &LinkOptions::default()).unwrap();
        // main(0) (argument registers are 0 at reset): writable data takes the store.
        assert_eq!(result.unwrap().value, 42, "{flags:?}");
        assert_eq!(exe.entry, 0x1000);
        assert_eq!(exe.symbols.address("_start"), Some(0x1000));
        assert_eq!(machine.perms(0), Perms::NONE, "the null page");
        assert_eq!(machine.perms(0xFFF), Perms::NONE);
        assert_eq!(machine.perms(0x1000), Perms::RX, "the stub and text");
        let main = exe.symbols.address("main").unwrap();
        assert_eq!(machine.perms(main), Perms::RX);
        // The stack at the top of memory, the guard right above the program.
        assert_eq!(machine.perms((16 << 20) - 4), Perms::RW);
        assert_eq!(exe.stack_guard.end - exe.stack_guard.start, 64 << 10);
        assert_eq!(exe.stack_guard.start % 0x1000, 0);
        assert_eq!(machine.perms(exe.stack_guard.start), Perms::NONE);
        assert_eq!(machine.perms(exe.stack_guard.end - 1), Perms::NONE);
        assert_eq!(machine.perms(exe.stack_guard.end), Perms::RW);
    }
}

#[test]
fn a_store_into_read_only_data_traps() {
    let flags = Flags::default();
    let objects = vec![("data.o".to_string(), data_object(flags))];
    let opts = LinkOptions::default();
    let exe = cpu0_object::link(&objects, &opts).unwrap();
    let exe = cpu0_object::Executable::parse(&exe).unwrap();
    let mut m = exe
        .machine(cpu0_sim::Config {
            budget: Some(10_000),
            ..Default::default()
        })
        .unwrap();
    m.set_reg(cpu0_asm::Reg::A0, 1); // main(1): the store goes to `ro`
    let trap = exe.run(&mut m).unwrap_err();
    let Trap::Protection {
        addr,
        access,
        perms,
        ..
    } = trap
    else {
        panic!("{trap}");
    };
    assert_eq!((access, perms), (Access::Write, Perms::R));
    // `ro` is the only read-only object: the first word of the rodata pages.
    assert_eq!(addr % 0x1000, 0, "{addr:#x}");
    let text = exe.describe_trap(&trap);
    assert!(
        text.starts_with(&format!("write to read-only data at {addr:#010x} at pc")),
        "{text}"
    );
    assert!(text.ends_with(&format!(
        "(in main +{:#x})",
        trap.pc() - exe.symbols.address("main").unwrap()
    )));
    assert_eq!(exe.backtrace(&m, trap.pc()).function_names(), ["main"]);
}

#[test]
fn infinite_recursion_overflows_into_the_guard() {
    let text = "
        function %deep(i32) -> i32 {
            fn0 = %deep(i32) -> i32
        block0(v0: i32):
            v4 = iconst.i32 1
            v1 = iadd v0, v4
            v2 = call fn0(v1)
            v3 = iadd v2, v4
            return v3
        }
        function %main() -> i32 {
            fn0 = %deep(i32) -> i32
        block0:
            v0 = iconst.i32 0
            v1 = call fn0(v0)
            return v1
        }";
    for flags in all_flags() {
        let obj = cpu0_object::compile_clif_object(clif(text), &flags, "deep.o", Linkage::Export)
            .unwrap();
        let (result, _, machine, exe) =
            link_and_run(vec![("deep.o".into(), obj)], &LinkOptions::default()).unwrap();
        let trap = result.unwrap_err();
        let v = Violation::classify(&trap, &exe.stack_guard);
        assert!(
            matches!(v, Some(Violation::StackOverflow { access: Access::Write, addr })
                if exe.stack_guard.contains(&addr)),
            "{flags:?}: {trap}"
        );
        assert!(exe
            .describe_trap(&trap)
            .starts_with("stack overflow: store to address"));
        let bt = exe.backtrace(&machine, trap.pc());
        let names = bt.function_names();
        assert_eq!(names.len(), cpu0_object::unwind::MAX_FRAMES, "{flags:?}");
        assert!(names.iter().all(|n| *n == "deep"), "{flags:?}: {bt}");
    }
}
