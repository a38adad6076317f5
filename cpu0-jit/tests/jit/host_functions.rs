//! Host functions: values per the ABI, failures as traps with backtraces.

use super::*;

#[test]
fn host_functions_get_and_return_values_per_the_abi() {
    for flags in all_flags() {
        let calls = Rc::new(Cell::new(0));
        let seen = calls.clone();
        let mut builder = Cpu0JitBuilder::new(flags);
        builder.budget(Some(BUDGET)).strict(true);
        builder
            .host_fn("host_add", |a| {
                (a[0] as i32).wrapping_add(a[1] as i32) as u32 as u64
            })
            // Six arguments: two i64 (the first in $a0/$a1, the second on the
            // stack, 8-byte aligned) and four i32 (on the stack).
            .host_fn("host_mix", |a| {
                let (x, y) = (a[0] as i64, a[2] as i64);
                let (p, q, r, s) = (a[1] as i32, a[3] as i32, a[4] as i32, a[5] as i32);
                (x.wrapping_mul(3) - y
                    + i64::from(p) * 1000
                    + i64::from(q) * 100
                    + i64::from(r) * 10
                    + i64::from(s)) as u64
            })
            .host_fn("host_neg8", |a| {
                (a[0] as u8 as i8).wrapping_neg() as u8 as u64
            })
            .host_fn("host_tick", move |_| {
                seen.set(seen.get() + 1);
                0
            });
        let mut m = Cpu0JitModule::new(builder).unwrap();
        let add = import(&mut m, "host_add", &[I32, I32], &[I32]);
        let mix = import(&mut m, "host_mix", &[I64, I32, I64, I32, I32, I32], &[I64]);
        let mut neg_sig = m.make_signature();
        neg_sig
            .params
            .push(cranelift_codegen::ir::AbiParam::new(I8).sext());
        neg_sig
            .returns
            .push(cranelift_codegen::ir::AbiParam::new(I8).sext());
        let neg = m
            .declare_function("host_neg8", Linkage::Import, &neg_sig)
            .unwrap();
        let tick = import(&mut m, "host_tick", &[], &[]);
        let f = define(&mut m, "f", &[I32, I32], &[I32], |m, b, p| {
            let add = m.declare_func_in_func(add, b.func);
            let tick = m.declare_func_in_func(tick, b.func);
            b.ins().call(tick, &[]);
            let c = b.ins().call(add, &[p[0], p[1]]);
            b.ins().call(tick, &[]);
            vec![b.inst_results(c)[0]]
        });
        let g = define(
            &mut m,
            "g",
            &[I64, I32, I64, I32, I32, I32],
            &[I64],
            |m, b, p| {
                let mix = m.declare_func_in_func(mix, b.func);
                let c = b.ins().call(mix, p);
                vec![b.inst_results(c)[0]]
            },
        );
        let h = define(&mut m, "h", &[I32], &[I32], |m, b, p| {
            let neg = m.declare_func_in_func(neg, b.func);
            let x = b.ins().ireduce(I8, p[0]);
            let c = b.ins().call(neg, &[x]);
            let r = b.inst_results(c)[0];
            vec![b.ins().sextend(I32, r)]
        });
        m.finalize_definitions().unwrap();
        assert_eq!(m.call_i32(f, &[40, 2]).unwrap(), 42);
        assert_eq!(m.call_i32(f, &[-50, 8]).unwrap(), -42);
        assert_eq!(calls.get(), 4);
        let args = [
            DataValue::I64(0x1_0000_0001),
            DataValue::I32(-1),
            DataValue::I64(-5),
            DataValue::I32(2),
            DataValue::I32(3),
            DataValue::I32(4),
        ];
        let expected = 0x1_0000_0001i64 * 3 + 5 - 1000 + 234;
        assert_eq!(m.call(g, &args).unwrap(), [DataValue::I64(expected)]);
        assert_eq!(m.call_i32(h, &[3]).unwrap(), -3);
        assert_eq!(m.call_i32(h, &[-128]).unwrap(), -128);
        assert_eq!(m.call_i32(h, &[0x1_05]).unwrap(), -5);
    }
}

#[test]
fn a_failing_host_function_is_a_trap_with_a_backtrace() {
    let mut builder = Cpu0JitBuilder::new(Flags::default());
    builder.budget(Some(BUDGET)).strict(true);
    builder.host_fn_with_memory("host_check", |_: &mut HostContext<'_>, a: &[u64]| {
        if a[0] == 0 {
            Err(HostError::new("zero is not allowed"))
        } else {
            Ok(a[0])
        }
    });
    builder.host_fn_with_memory("host_peek", |cx: &mut HostContext<'_>, a: &[u64]| {
        Ok(u64::from(cx.read_u32(a[0] as u32)?))
    });
    let mut m = Cpu0JitModule::new(builder).unwrap();
    let check = import(&mut m, "host_check", &[I32], &[I32]);
    let peek = import(&mut m, "host_peek", &[I32], &[I32]);
    let f = define(&mut m, "f", &[I32], &[I32], |m, b, p| {
        let check = m.declare_func_in_func(check, b.func);
        let c = b.ins().call(check, &[p[0]]);
        let r = b.inst_results(c)[0];
        vec![b.ins().iadd_imm_s(r, 1)]
    });
    let g = define(&mut m, "g", &[I32], &[I32], |m, b, p| {
        let peek = m.declare_func_in_func(peek, b.func);
        let c = b.ins().call(peek, &[p[0]]);
        vec![b.inst_results(c)[0]]
    });
    m.finalize_definitions().unwrap();
    assert_eq!(m.call_i32(f, &[5]).unwrap(), 6);
    let t = the_trap(m.call_i32(f, &[0]));
    assert!(
        matches!(&t.trap, Trap::Host { message, .. } if message == "zero is not allowed"),
        "{t}"
    );
    assert_eq!(t.function_names(), ["host host_check", "f"], "{t}");
    assert!(!t.truncated);
    let t = the_trap(m.call_i32(g, &[0x7FFF_FF00]));
    assert!(t.to_string().contains("outside memory"), "{t}");
    // The module still works after traps.
    assert_eq!(m.call_i32(f, &[1]).unwrap(), 2);
}
