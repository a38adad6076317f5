//! Traps: code, place and backtrace, user traps, memory faults and the budget.

use super::*;

/// outer -> middle -> inner, which divides by its argument.
fn three_deep(m: &mut Cpu0JitModule) -> cranelift_module::FuncId {
    let inner = define(m, "inner", &[I32], &[I32], |_, b, p| {
        let k = b.ins().iconst(I32, 100);
        vec![b.ins().udiv(k, p[0])]
    });
    let middle = define(m, "middle", &[I32], &[I32], |m, b, p| {
        let f = m.declare_func_in_func(inner, b.func);
        let c = b.ins().call(f, &[p[0]]);
        let r = b.inst_results(c)[0];
        vec![b.ins().iadd(r, p[0])]
    });
    define(m, "outer", &[I32], &[I32], |m, b, p| {
        let f = m.declare_func_in_func(middle, b.func);
        let x = b.ins().iadd_imm_s(p[0], -1);
        let c = b.ins().call(f, &[x]);
        let r = b.inst_results(c)[0];
        vec![b.ins().imul_imm_s(r, 2)]
    })
}

#[test]
fn a_trap_three_calls_deep_has_code_place_and_backtrace() {
    for flags in all_flags() {
        let mut m = module(flags);
        let outer = three_deep(&mut m);
        m.finalize_definitions().unwrap();
        assert_eq!(m.call_i32(outer, &[11]).unwrap(), 2 * (10 + 10));
        let t = the_trap(m.call_i32(outer, &[1]));
        assert_eq!(t.code, Some(TrapCode::INTEGER_DIVISION_BY_ZERO), "{t}");
        assert_eq!(t.function(), Some("inner"));
        assert_eq!(t.function_names(), ["inner", "middle", "outer"], "{t}");
        assert!(!t.truncated);
        // The innermost frame is the trap instruction; the others are calls.
        let word = |pc: u32| {
            let w = m.machine().read_word(pc).unwrap();
            decode(w).unwrap().op()
        };
        assert_eq!(word(t.backtrace[0].pc), Opcode::Trap);
        for frame in &t.backtrace[1..] {
            assert_eq!(word(frame.pc), Opcode::Jsub, "{t}");
        }
        let (name, offset) = m.symbolize(t.backtrace[0].pc).unwrap();
        assert_eq!((name.as_str(), offset), ("inner", t.offset().unwrap()));
        let text = t.to_string();
        assert!(text.contains("int_divz"), "{text}");
        assert!(text.contains("#2 outer+"), "{text}");
        // And the module goes on working.
        assert_eq!(m.call_i32(outer, &[3]).unwrap(), 2 * (50 + 2));
    }
}

#[test]
fn user_traps_memory_faults_and_budget() {
    for flags in all_flags() {
        let mut builder = Cpu0JitBuilder::new(flags);
        builder.budget(Some(BUDGET)).strict(true);
        builder.budget(Some(100_000));
        let mut m = Cpu0JitModule::new(builder).unwrap();
        let checked = define(&mut m, "checked", &[I32], &[I32], |_, b, p| {
            let big = b.ins().icmp_imm_s(IntCC::SignedGreaterThan, p[0], 100);
            b.ins().trapnz(big, TrapCode::user(42).unwrap());
            vec![p[0]]
        });
        let wild = define(&mut m, "wild", &[], &[I32], |_, b, _| {
            let p = b.ins().iconst(I32, 0x7000_0000);
            vec![b.ins().load(I32, MemFlagsData::new(), p, 0)]
        });
        let spin = define(&mut m, "spin", &[], &[], |_, b, _| {
            let l = b.create_block();
            b.ins().jump(l, &[]);
            b.switch_to_block(l);
            b.ins().jump(l, &[]);
            let after = b.create_block();
            b.switch_to_block(after);
            vec![]
        });
        let spinner = define(&mut m, "spinner", &[], &[I32], |m, b, _| {
            let f = m.declare_func_in_func(spin, b.func);
            b.ins().call(f, &[]);
            vec![b.ins().iconst(I32, 1)]
        });
        m.finalize_definitions().unwrap();
        assert_eq!(m.call_i32(checked, &[7]).unwrap(), 7);
        let t = the_trap(m.call_i32(checked, &[101]));
        assert_eq!(t.code, TrapCode::user(42), "{t}");
        assert_eq!(t.function_names(), ["checked"]);

        let t = the_trap(m.call_i32(wild, &[]));
        assert_eq!(t.code, None);
        assert!(
            matches!(
                t.trap,
                Trap::MemoryFault {
                    addr: 0x7000_0000,
                    ..
                }
            ),
            "{t}"
        );
        assert_eq!(t.function(), Some("wild"));

        let t = the_trap(m.call_i32(spinner, &[]));
        assert!(matches!(t.trap, Trap::BudgetExhausted { .. }), "{t}");
        assert_eq!(t.function_names(), ["spin", "spinner"], "{t}");
        m.set_budget(None);
        assert_eq!(m.call_i32(checked, &[-1]).unwrap(), -1);
    }
}

/// A budget that runs out anywhere, epilogues included, still gives a walkable
/// stack: every instruction count from 1 to the end of a call.
#[test]
fn backtraces_at_every_instruction() {
    for flags in all_flags() {
        let mut m = module(flags);
        let outer = three_deep(&mut m);
        m.finalize_definitions().unwrap();
        m.set_budget(None);
        let before = m.machine().stats().instructions();
        m.call_i32(outer, &[11]).unwrap();
        let total = m.machine().stats().instructions() - before;
        for n in 1..total {
            m.set_budget(Some(n));
            let t = the_trap(m.call_i32(outer, &[11]));
            assert!(!t.truncated, "{flags:?} budget {n}: {t}");
            let names = t.function_names();
            let expected: &[&[&str]] = &[
                &["outer"],
                &["middle", "outer"],
                &["inner", "middle", "outer"],
            ];
            assert!(
                expected.contains(&names.as_slice()),
                "{flags:?} budget {n}: {t}"
            );
        }
    }
}
