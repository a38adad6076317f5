//! The sandbox's inner walls: stack overflow into the guard (`stk_ovf` with a
//! backtrace), null calls, loads and stores, stores into code and read-only data,
//! jumps into data, the page permissions of the memory map (also after a second
//! finalize), and the strict-mode check of callee-saved registers. Addresses come
//! from the memory map in the crate docs (16 MiB of memory, a 1 MiB stack, a
//! 64 KiB guard below it); every guest run has an instruction budget.

#![allow(clippy::result_large_err)]

mod common;

use common::*;
use cpu0_asm::{assemble, Reg};
use cpu0_isa::Flags;
use cpu0_jit::{Cpu0JitBuilder, Cpu0JitModule, JitError, JitTrap, Violation, CODE_BASE};
use cpu0_sim::{Access, Perms, Trap};
use cranelift_codegen::ir::{MemFlagsData, TrapCode};
use cranelift_module::{DataDescription, DataId, FuncId, Linkage, Module};

/// The guard below the default 1 MiB stack at the top of 16 MiB.
const GUARD: std::ops::Range<u32> = 0xEF_0000..0xF0_0000;

fn module(flags: Flags) -> Cpu0JitModule {
    let mut b = Cpu0JitBuilder::new(flags);
    b.budget(Some(20_000_000)).strict(true);
    Cpu0JitModule::new(b).unwrap()
}

fn the_trap<T: std::fmt::Debug>(r: Result<T, JitError>) -> JitTrap {
    match r {
        Err(JitError::Trap(t)) => *t,
        other => panic!("expected a trap, got {other:?}"),
    }
}

fn data(m: &mut Cpu0JitModule, name: &str, writable: bool, bytes: &[u8]) -> DataId {
    let id = m
        .declare_data(name, Linkage::Local, writable, false)
        .unwrap();
    let mut d = DataDescription::new();
    d.define(bytes.to_vec().into_boxed_slice());
    m.define_data(id, &d).unwrap();
    id
}

/// `f(p, v)`: stores `v` at `p` and returns 0.
fn define_store(m: &mut Cpu0JitModule, name: &str) -> FuncId {
    define(m, name, &[I32, I32], &[I32], |_, b, p| {
        b.ins().store(MemFlagsData::new(), p[1], p[0], 0);
        vec![b.ins().iconst(I32, 0)]
    })
}

/// `deep(n) = deep(n + 1) + 1`: recursion without end, with a frame per call.
fn define_deep(m: &mut Cpu0JitModule) -> FuncId {
    let sig = signature(m, &[I32], &[I32]);
    let id = m.declare_function("deep", Linkage::Export, &sig).unwrap();
    define_declared(m, id, sig, |m, b, p| {
        let me = m.declare_func_in_func(id, b.func);
        let next = b.ins().iadd_imm_s(p[0], 1);
        let call = b.ins().call(me, &[next]);
        let r = b.inst_results(call)[0];
        vec![b.ins().iadd_imm_s(r, 1)]
    });
    id
}

#[test]
fn infinite_recursion_is_a_stack_overflow_with_a_backtrace() {
    for flags in all_flags() {
        let mut m = module(flags);
        let deep = define_deep(&mut m);
        let main = define(&mut m, "main", &[], &[I32], |m, b, _| {
            let f = m.declare_func_in_func(deep, b.func);
            let zero = b.ins().iconst(I32, 0);
            let call = b.ins().call(f, &[zero]);
            vec![b.inst_results(call)[0]]
        });
        m.finalize_definitions().unwrap();
        let t = the_trap(m.call_i32(main, &[]));
        assert_eq!(t.code, Some(TrapCode::STACK_OVERFLOW), "{flags:?}: {t}");
        let Trap::Protection { addr, access, .. } = t.trap else {
            panic!("{flags:?}: not a protection fault: {t}");
        };
        assert!(
            GUARD.contains(&addr),
            "{flags:?}: {addr:#x} is not in the guard"
        );
        assert_eq!(access, Access::Write, "the prologue's first store");
        assert!(matches!(t.violation, Some(Violation::StackOverflow { .. })));
        // The walk starts at the faulting store and goes through every frame.
        assert_eq!(t.backtrace.len(), cpu0_jit::MAX_FRAMES, "{t}");
        assert!(t.truncated);
        assert!(t.function_names().iter().all(|n| *n == "deep"), "{t}");
        let text = t.to_string();
        assert!(text.starts_with("trap stk_ovf at pc 0x"), "{text}");
        assert!(
            text.contains(" in deep+0x")
                && text.contains(": stack overflow: store to address 0x00ef"),
            "{text}"
        );
        // The stack pointer was put back: the same call overflows the same way.
        let again = the_trap(m.call_i32(main, &[]));
        assert_eq!(again.trap, t.trap);
    }
}

#[test]
fn null_calls_loads_and_stores_fault_on_the_null_page() {
    for flags in all_flags() {
        let mut m = module(flags);
        let sig = signature(&m, &[], &[I32]);
        // Not a call in tail position (which would be a jump, leaving no frame
        // of `null_call` for the backtrace): the result is used.
        let null_call = define(&mut m, "null_call", &[I32], &[I32], |_, b, p| {
            let sig = b.import_signature(sig.clone());
            let call = b.ins().call_indirect(sig, p[0], &[]);
            let r = b.inst_results(call)[0];
            vec![b.ins().iadd_imm_s(r, 1)]
        });
        let load = define(&mut m, "load_at", &[I32], &[I32], |_, b, p| {
            vec![b.ins().load(I32, MemFlagsData::new(), p[0], 4)]
        });
        let store = define_store(&mut m, "store_at");
        m.finalize_definitions().unwrap();

        let t = the_trap(m.call_i32(null_call, &[0]));
        assert_eq!(
            t.violation,
            Some(Violation::NullPointer {
                access: Access::Execute,
                addr: 0
            }),
            "{t}"
        );
        // Frame 0 is the null address itself; the caller follows.
        assert_eq!(t.backtrace[0].pc, 0);
        assert_eq!(t.function_names(), ["???", "null_call"], "{t}");
        assert!(t
            .to_string()
            .starts_with("null pointer: fetch from address 0x0 at pc 0x00000000"));

        let t = the_trap(m.call_i32(load, &[0]));
        assert_eq!(t.code, None);
        assert_eq!(
            t.violation,
            Some(Violation::NullPointer {
                access: Access::Read,
                addr: 4
            })
        );
        assert_eq!(t.function_names(), ["load_at"]);
        assert!(
            t.to_string()
                .starts_with("null pointer: load from address 0x4 at pc"),
            "{t}"
        );

        let t = the_trap(m.call_i32(store, &[8, 1]));
        assert_eq!(
            t.violation,
            Some(Violation::NullPointer {
                access: Access::Write,
                addr: 8
            })
        );
        assert_eq!(t.function_names(), ["store_at"]);
        assert!(
            t.to_string().contains("null pointer: store to address 0x8"),
            "{t}"
        );
    }
}

#[test]
fn code_and_read_only_data_are_not_writable() {
    for flags in all_flags() {
        let mut m = module(flags);
        let store = define_store(&mut m, "store_at");
        let ro = data(&mut m, "table", false, &[1, 2, 3, 4]);
        let rw = data(&mut m, "counter", true, &[0; 4]);
        m.finalize_definitions().unwrap();
        let code = m.get_finalized_function(store).unwrap();
        let (table, _) = m.get_finalized_data(ro).unwrap();
        let (counter, _) = m.get_finalized_data(rw).unwrap();

        let t = the_trap(m.call_i32(store, &[code as i32, 0]));
        assert_eq!(
            t.violation,
            Some(Violation::WriteToCode { addr: code }),
            "{t}"
        );
        assert!(t
            .to_string()
            .starts_with(&format!("write to code memory at {code:#010x}")));
        assert_eq!(t.function_names(), ["store_at"]);

        let t = the_trap(m.call_i32(store, &[table as i32 + 2, 0]));
        assert_eq!(
            t.violation,
            Some(Violation::WriteToReadOnly { addr: table + 2 }),
            "{t}"
        );
        assert_eq!(m.read_data(ro).unwrap(), [1, 2, 3, 4], "nothing written");

        // Writable data takes the store.
        assert_eq!(
            m.call_i32(store, &[counter as i32, 0x0102_0304]).unwrap(),
            0
        );
        assert_ne!(m.read_data(rw).unwrap(), [0; 4]);
        // Neither kind of data is executable.
        let sig = signature(&m, &[], &[I32]);
        let mut m2 = module(flags);
        let jump = define(&mut m2, "jump_to", &[I32], &[I32], |_, b, p| {
            let sig = b.import_signature(sig.clone());
            let call = b.ins().call_indirect(sig, p[0], &[]);
            vec![b.inst_results(call)[0]]
        });
        let rw2 = data(&mut m2, "buffer", true, &[0; 16]);
        m2.finalize_definitions().unwrap();
        let (buffer, _) = m2.get_finalized_data(rw2).unwrap();
        let t = the_trap(m2.call_i32(jump, &[buffer as i32]));
        assert_eq!(
            t.violation,
            Some(Violation::ExecuteNonCode { addr: buffer })
        );
        // Nor is the stack.
        let t = the_trap(m2.call_i32(jump, &[0xFF_FF00u32 as i32]));
        assert_eq!(
            t.violation,
            Some(Violation::ExecuteNonCode { addr: 0xFF_FF00 })
        );
    }
}

#[test]
fn the_memory_map_has_its_permissions_after_each_finalize() {
    let mut m = module(Flags::default());
    let first = define(&mut m, "first", &[], &[I32], |_, b, _| {
        vec![b.ins().iconst(I32, 1)]
    });
    let ro = data(&mut m, "ro", false, &[7; 8]);
    let rw = data(&mut m, "rw", true, &[7; 8]);
    m.finalize_definitions().unwrap();
    assert_eq!(m.call_i32(first, &[]).unwrap(), 1);
    let (ro_addr, _) = m.get_finalized_data(ro).unwrap();
    let (rw_addr, _) = m.get_finalized_data(rw).unwrap();
    let machine = m.machine();
    assert_eq!(machine.perms(0), Perms::NONE, "the null page");
    assert_eq!(machine.perms(0xFFF), Perms::NONE);
    assert_eq!(machine.perms(CODE_BASE), Perms::RX);
    assert_eq!(machine.perms(ro_addr), Perms::R);
    assert_eq!(machine.perms(rw_addr), Perms::RW);
    assert_ne!(ro_addr >> 12, rw_addr >> 12, "never on the same page");
    assert_eq!(machine.perms(GUARD.start), Perms::NONE);
    assert_eq!(machine.perms(GUARD.end - 1), Perms::NONE);
    assert_eq!(machine.perms(GUARD.end), Perms::RW, "the stack");
    assert_eq!(machine.perms(0xFF_FFFC), Perms::RW);
    assert_eq!(machine.perms(0x80_0000), Perms::NONE, "not handed out");

    // Code placed by a second finalize, far enough to need pages of its own.
    let mut last = first;
    for i in 0..400 {
        last = define(&mut m, &format!("more{i}"), &[I32], &[I32], |_, b, p| {
            let mut v = p[0];
            for k in 0..8 {
                v = b.ins().iadd_imm_s(v, k + 1);
            }
            vec![v]
        });
    }
    let store = define_store(&mut m, "store_at");
    m.finalize_definitions().unwrap();
    let addr = m.get_finalized_function(last).unwrap();
    assert!(addr >= CODE_BASE + 0x1000, "{addr:#x}: on a later page");
    assert_eq!(m.machine().perms(addr), Perms::RX);
    assert_eq!(m.call_i32(last, &[0]).unwrap(), 36);
    let t = the_trap(m.call_i32(store, &[addr as i32, 0]));
    assert_eq!(t.violation, Some(Violation::WriteToCode { addr }));
}

#[test]
fn host_functions_obey_the_guest_permissions() {
    let mut m = module(Flags::default());
    let memset = import(&mut m, "memset", &[I32, I32, I32], &[I32]);
    let fill = define(&mut m, "fill", &[I32], &[I32], |m, b, p| {
        let f = m.declare_func_in_func(memset, b.func);
        let c = b.ins().iconst(I32, 0x55);
        let n = b.ins().iconst(I32, 4);
        let call = b.ins().call(f, &[p[0], c, n]);
        vec![b.inst_results(call)[0]]
    });
    let ro = data(&mut m, "ro", false, &[0; 4]);
    let rw = data(&mut m, "rw", true, &[0; 4]);
    m.finalize_definitions().unwrap();
    let (ro_addr, _) = m.get_finalized_data(ro).unwrap();
    let (rw_addr, _) = m.get_finalized_data(rw).unwrap();
    assert_eq!(m.call_i32(fill, &[rw_addr as i32]).unwrap(), rw_addr as i32);
    assert_eq!(m.read_data(rw).unwrap(), [0x55; 4]);
    let t = the_trap(m.call_i32(fill, &[ro_addr as i32]));
    let Trap::Host { message, .. } = &t.trap else {
        panic!("{t}");
    };
    assert!(
        message.contains(&format!("store to address {ro_addr:#010x}")),
        "{message}"
    );
    assert_eq!(m.read_data(ro).unwrap(), [0; 4]);
}

// ---- callee-saved registers (strict mode) --------------------------------------

/// A module with `f` defined from assembly (returning 7 in `$v0`).
fn asm_module(strict: bool, src: &str) -> (Cpu0JitModule, FuncId) {
    let flags = Flags::default();
    let mut b = Cpu0JitBuilder::new(flags);
    b.budget(Some(1000)).strict(strict);
    let mut m = Cpu0JitModule::new(b).unwrap();
    let code = assemble(src, flags.endian).unwrap();
    let sig = signature(&m, &[], &[I32]);
    let f = m.declare_function("f", Linkage::Export, &sig).unwrap();
    m.define_function_bytes(f, 16, &code.bytes, &[]).unwrap();
    m.finalize_definitions().unwrap();
    (m, f)
}

const CLOBBERS_S0: &str = "
    addiu $s0, $zero, 1
    addiu $v0, $zero, 7
    ret   $lr
    nop";

#[test]
fn strict_calls_catch_a_callee_saved_register_left_changed() {
    let (mut m, f) = asm_module(true, CLOBBERS_S0);
    match m.call_i32(f, &[]) {
        Err(JitError::CalleeSaved {
            function,
            register,
            expected,
            found,
        }) => {
            assert_eq!(function, "f");
            assert_eq!(register, Reg::S0);
            assert_eq!(expected, cpu0_jit::abi::CALLEE_SAVED_SEEDS[0].1);
            assert_eq!(found, 1);
        }
        other => panic!("expected CalleeSaved, got {other:?}"),
    }
    let e = m.call_i32(f, &[]).unwrap_err().to_string();
    assert!(
        e.starts_with("f: callee-saved register $s0 not preserved: 0x5eed0009 before the call, 0x00000001 after it"),
        "{e}"
    );
    // Without strict mode nobody checks.
    let (mut m, f) = asm_module(false, CLOBBERS_S0);
    assert_eq!(m.call_i32(f, &[]).unwrap(), 7);
}

#[test]
fn strict_calls_accept_registers_saved_and_restored() {
    let (mut m, f) = asm_module(
        true,
        "
        addiu $sp, $sp, -8
        st    $s0, 4($sp)
        st    $fp, 0($sp)
        addiu $s0, $zero, 1
        addiu $fp, $zero, 2
        addu  $v0, $s0, $fp
        addiu $v0, $v0, 4
        ld    $fp, 0($sp)
        ld    $s0, 4($sp)
        ret   $lr
        addiu $sp, $sp, 8",
    );
    assert_eq!(m.call_i32(f, &[]).unwrap(), 7);
    // The host's own register values come back after the call.
    assert_eq!(m.machine().reg(Reg::S0), 0);
}

#[test]
fn strict_calls_catch_gp_fp_and_sp() {
    for (src, reg) in [
        ("addiu $gp, $gp, 4\n ret $lr\n nop", Reg::GP),
        ("addiu $fp, $zero, 0\n ret $lr\n nop", Reg::FP),
        ("addiu $s1, $s1, 1\n ret $lr\n nop", Reg::S1),
        ("ret $lr\n addiu $sp, $sp, -8", Reg::SP),
    ] {
        let (mut m, f) = asm_module(true, src);
        match m.call_i32(f, &[]) {
            Err(JitError::CalleeSaved { register, .. }) => assert_eq!(register, reg, "{src}"),
            other => panic!("{src}: expected CalleeSaved, got {other:?}"),
        }
    }
}
