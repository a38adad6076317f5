//! Programs: several functions and data objects, relocations, the runtime, CLIF text, i128.

use super::*;

/// `weighted(n)`: the sum over i < n of (i + 1) * *ptrs[i], where `ptrs` is a table
/// of pointers into `values` (data relocations with addends).
#[test]
fn pointer_table_in_data() {
    for flags in all_flags() {
        let mut m = module(flags);
        let values = [10, 20, 30, 40];
        let mut d = DataDescription::new();
        d.define(words(&values, flags.endian).into_boxed_slice());
        let values_id = data(&mut m, "values", false, &d);
        let order = [3u32, 0, 2, 1];
        let mut d = DataDescription::new();
        d.define_zeroinit(16);
        let gv = m.declare_data_in_data(values_id, &mut d);
        for (i, k) in order.iter().enumerate() {
            d.write_data_addr(4 * i as u32, gv, 4 * i64::from(*k));
        }
        let ptrs = data(&mut m, "ptrs", false, &d);

        let f = define(&mut m, "weighted", &[I32], &[I32], |m, b, p| {
            let n = p[0];
            let i = b.declare_var(I32);
            let acc = b.declare_var(I32);
            let zero = b.ins().iconst(I32, 0);
            b.def_var(i, zero);
            b.def_var(acc, zero);
            let base = data_addr(m, b, ptrs);
            let (header, body, exit) = (b.create_block(), b.create_block(), b.create_block());
            b.ins().jump(header, &[]);
            b.switch_to_block(header);
            let iv = b.use_var(i);
            let more = b.ins().icmp(IntCC::SignedLessThan, iv, n);
            b.ins().brif(more, body, &[], exit, &[]);
            b.switch_to_block(body);
            let iv = b.use_var(i);
            let off = b.ins().imul_imm_s(iv, 4);
            let slot = b.ins().iadd(base, off);
            let ptr = b.ins().load(I32, MemFlagsData::new(), slot, 0);
            let v = b.ins().load(I32, MemFlagsData::new(), ptr, 0);
            let w = b.ins().iadd_imm_s(iv, 1);
            let prod = b.ins().imul(w, v);
            let a = b.use_var(acc);
            let a = b.ins().iadd(a, prod);
            b.def_var(acc, a);
            let next = b.ins().iadd_imm_s(iv, 1);
            b.def_var(i, next);
            b.ins().jump(header, &[]);
            b.switch_to_block(exit);
            vec![b.use_var(acc)]
        });
        m.finalize_definitions().unwrap();
        for n in 0..=4 {
            let expected: i32 = (0..n)
                .map(|i| (i as i32 + 1) * values[order[i] as usize])
                .sum();
            assert_eq!(m.call_i32(f, &[n as i32]).unwrap(), expected, "{flags:?}");
        }
        // The table holds the addresses of the elements.
        let (base, _) = m.get_finalized_data(values_id).unwrap();
        let table = m.read_data(ptrs).unwrap().to_vec();
        for (i, k) in order.iter().enumerate() {
            let word = flags
                .endian
                .read_word(table[4 * i..4 * i + 4].try_into().unwrap());
            assert_eq!(word, base + 4 * k);
        }
    }
}

/// `apply(i, a, b)` calls the i-th function of a table of function pointers in
/// data, among them an imported host function.
#[test]
fn function_pointers_in_data() {
    for flags in all_flags() {
        let mut builder = Cpu0JitBuilder::new(flags);
        builder.budget(Some(BUDGET)).strict(true);
        builder.host_fn("host_max", |a| (a[0] as i32).max(a[1] as i32) as u32 as u64);
        let mut m = Cpu0JitModule::new(builder).unwrap();
        let add = define(&mut m, "add", &[I32, I32], &[I32], |_, b, p| {
            vec![b.ins().iadd(p[0], p[1])]
        });
        let sub = define(&mut m, "sub", &[I32, I32], &[I32], |_, b, p| {
            vec![b.ins().isub(p[0], p[1])]
        });
        let mul = define(&mut m, "mul", &[I32, I32], &[I32], |_, b, p| {
            vec![b.ins().imul(p[0], p[1])]
        });
        let max = import(&mut m, "host_max", &[I32, I32], &[I32]);
        let mut d = DataDescription::new();
        d.define_zeroinit(16);
        for (i, f) in [add, sub, mul, max].into_iter().enumerate() {
            let r = m.declare_func_in_data(f, &mut d);
            d.write_function_addr(4 * i as u32, r);
        }
        let ops = data(&mut m, "ops", false, &d);
        let apply = define(&mut m, "apply", &[I32, I32, I32], &[I32], |m, b, p| {
            let base = data_addr(m, b, ops);
            let off = b.ins().imul_imm_s(p[0], 4);
            let slot = b.ins().iadd(base, off);
            let fp = b.ins().load(I32, MemFlagsData::new(), slot, 0);
            let sig = signature(m, &[I32, I32], &[I32]);
            let sigref = b.import_signature(sig);
            let call = b.ins().call_indirect(sigref, fp, &[p[1], p[2]]);
            vec![b.inst_results(call)[0]]
        });
        m.finalize_definitions().unwrap();
        let expect = |i: i32, a: i32, b: i32| match i {
            0 => a.wrapping_add(b),
            1 => a.wrapping_sub(b),
            2 => a.wrapping_mul(b),
            _ => a.max(b),
        };
        for i in 0..4 {
            for (a, b) in [(7, 5), (-3, 9), (i32::MAX, 2)] {
                assert_eq!(
                    m.call_i32(apply, &[i, a, b]).unwrap(),
                    expect(i, a, b),
                    "{flags:?} {i}"
                );
            }
        }
        // The host function's address is its stub, in the code region.
        let (name, _) = m
            .symbolize(
                flags
                    .endian
                    .read_word(m.read_data(ops).unwrap()[12..16].try_into().unwrap()),
            )
            .unwrap();
        assert_eq!(name, "stub of host host_max");
    }
}

/// A read-only string printed through the I/O port, and measured by a host
/// function that reads guest memory.
#[test]
fn strings_console_and_host_memory() {
    for flags in all_flags() {
        let mut builder = Cpu0JitBuilder::new(flags);
        builder.budget(Some(BUDGET)).strict(true);
        builder.host_fn_with_memory(
            "host_strlen",
            |cx: &mut HostContext<'_>, a: &[u64]| -> Result<u64, HostError> {
                Ok(cx.read_c_string(a[0] as u32)?.len() as u64)
            },
        );
        let mut m = Cpu0JitModule::new(builder).unwrap();
        let text = b"Hello, Cpu0!\n\0";
        let mut d = DataDescription::new();
        d.define(text.to_vec().into_boxed_slice());
        d.set_align(1);
        let greeting = data(&mut m, "greeting", false, &d);
        let strlen = import(&mut m, "host_strlen", &[I32], &[I32]);
        // puts(): prints the string byte by byte, returns host_strlen(s) * 1000 + count.
        let puts = define(&mut m, "puts", &[], &[I32], |m, b, _| {
            let p = b.declare_var(I32);
            let count = b.declare_var(I32);
            let s = data_addr(m, b, greeting);
            b.def_var(p, s);
            let zero = b.ins().iconst(I32, 0);
            b.def_var(count, zero);
            let (header, body, exit) = (b.create_block(), b.create_block(), b.create_block());
            b.ins().jump(header, &[]);
            b.switch_to_block(header);
            let pv = b.use_var(p);
            let c = b.ins().uload8(I32, MemFlagsData::new(), pv, 0);
            b.ins().brif(c, body, &[], exit, &[]);
            b.switch_to_block(body);
            let port = b.ins().iconst(I32, 0xFF00_0000u32 as i64);
            b.ins().istore8(MemFlagsData::new(), c, port, 0);
            let pv = b.ins().iadd_imm_s(pv, 1);
            b.def_var(p, pv);
            let n = b.use_var(count);
            let n = b.ins().iadd_imm_s(n, 1);
            b.def_var(count, n);
            b.ins().jump(header, &[]);
            b.switch_to_block(exit);
            let callee = m.declare_func_in_func(strlen, b.func);
            let s = data_addr(m, b, greeting);
            let call = b.ins().call(callee, &[s]);
            let len = b.inst_results(call)[0];
            let len = b.ins().imul_imm_s(len, 1000);
            let n = b.use_var(count);
            vec![b.ins().iadd(len, n)]
        });
        m.finalize_definitions().unwrap();
        assert_eq!(m.call_i32(puts, &[]).unwrap(), 13_013);
        assert_eq!(m.take_console(), b"Hello, Cpu0!\n");
        assert!(m.console().is_empty());
    }
}

/// A zero-initialised writable counter, kept across calls.
#[test]
fn zero_initialised_data() {
    for flags in all_flags() {
        let mut m = module(flags);
        let mut d = DataDescription::new();
        d.define_zeroinit(64);
        d.set_align(256);
        let counter = data(&mut m, "counter", true, &d);
        let bump = define(&mut m, "bump", &[I32], &[I32], |m, b, p| {
            let addr = data_addr(m, b, counter);
            let old = b.ins().load(I32, MemFlagsData::new(), addr, 60);
            let new = b.ins().iadd(old, p[0]);
            b.ins().store(MemFlagsData::new(), new, addr, 60);
            vec![new]
        });
        m.finalize_definitions().unwrap();
        assert_eq!(m.get_finalized_data(counter).unwrap().0 % 256, 0);
        let bytes = m.read_data(counter).unwrap();
        assert!(bytes.iter().all(|b| *b == 0));
        assert_eq!(m.call_i32(bump, &[5]).unwrap(), 5);
        assert_eq!(m.call_i32(bump, &[-7]).unwrap(), -2);
        assert_eq!(m.call_i32(bump, &[3]).unwrap(), 1);
        let bytes = m.read_data(counter).unwrap();
        assert_eq!(bytes[60..], flags.endian.word_bytes(1));
        assert!(bytes[..60].iter().all(|b| *b == 0));
    }
}

/// Recursive and mutually recursive functions against Rust.
#[test]
fn recursion_across_functions() {
    fn fib(n: i32) -> i32 {
        if n < 2 {
            n
        } else {
            fib(n - 1) + fib(n - 2)
        }
    }
    for flags in all_flags() {
        let mut m = module(flags);
        let sig = signature(&m, &[I32], &[I32]);
        let fib_id = m.declare_function("fib", Linkage::Export, &sig).unwrap();
        define_declared(&mut m, fib_id, sig.clone(), |m, b, p| {
            let n = p[0];
            let (small, big, done) = (b.create_block(), b.create_block(), b.create_block());
            b.append_block_param(done, I32);
            let lt = b.ins().icmp_imm_s(IntCC::SignedLessThan, n, 2);
            b.ins().brif(lt, small, &[], big, &[]);
            b.switch_to_block(small);
            b.ins().jump(done, &[n.into()]);
            b.switch_to_block(big);
            let me = m.declare_func_in_func(fib_id, b.func);
            let a = b.ins().iadd_imm_s(n, -1);
            let c1 = b.ins().call(me, &[a]);
            let r1 = b.inst_results(c1)[0];
            let a = b.ins().iadd_imm_s(n, -2);
            let c2 = b.ins().call(me, &[a]);
            let r2 = b.inst_results(c2)[0];
            let s = b.ins().iadd(r1, r2);
            b.ins().jump(done, &[s.into()]);
            b.switch_to_block(done);
            vec![b.block_params(done)[0]]
        });
        // is_even / is_odd call each other.
        let even = m.declare_function("is_even", Linkage::Local, &sig).unwrap();
        let odd = m.declare_function("is_odd", Linkage::Local, &sig).unwrap();
        for (me, other, base) in [(even, odd, 1), (odd, even, 0)] {
            define_declared(&mut m, me, sig.clone(), |m, b, p| {
                let (zero, rec, done) = (b.create_block(), b.create_block(), b.create_block());
                b.append_block_param(done, I32);
                b.ins().brif(p[0], rec, &[], zero, &[]);
                b.switch_to_block(zero);
                let v = b.ins().iconst(I32, base);
                b.ins().jump(done, &[v.into()]);
                b.switch_to_block(rec);
                let f = m.declare_func_in_func(other, b.func);
                let a = b.ins().iadd_imm_s(p[0], -1);
                let c = b.ins().call(f, &[a]);
                let r = b.inst_results(c)[0];
                b.ins().jump(done, &[r.into()]);
                b.switch_to_block(done);
                vec![b.block_params(done)[0]]
            });
        }
        m.finalize_definitions().unwrap();
        for n in [0, 1, 2, 10, 20] {
            assert_eq!(m.call_i32(fib_id, &[n]).unwrap(), fib(n), "{flags:?}");
        }
        for n in [0, 1, 7, 100] {
            assert_eq!(m.call_i32(even, &[n]).unwrap(), i32::from(n % 2 == 0));
            assert_eq!(m.call_i32(odd, &[n]).unwrap(), i32::from(n % 2 == 1));
        }
    }
}

/// `i64` division calls the runtime, which the module compiles and links itself.
#[test]
fn i64_division_links_the_runtime() {
    for flags in all_flags() {
        let mut m = module(flags);
        let div = define(&mut m, "div", &[I64, I64], &[I64], |_, b, p| {
            vec![b.ins().sdiv(p[0], p[1])]
        });
        let urem = define(&mut m, "urem", &[I64, I64], &[I64], |_, b, p| {
            vec![b.ins().urem(p[0], p[1])]
        });
        m.finalize_definitions().unwrap();
        let cases = [
            (1i64 << 40, 3i64),
            (-1_000_000_000_007, 97),
            (i64::MAX, -2),
            (5, 7),
        ];
        for (a, b) in cases {
            assert_eq!(m.call_i64(div, &[a, b]).unwrap(), a / b, "{flags:?}");
            assert_eq!(
                m.call_i64(urem, &[a, b]).unwrap(),
                ((a as u64) % (b as u64)) as i64
            );
        }
        let t = the_trap(m.call_i64(div, &[1, 0]));
        assert_eq!(t.code, Some(TrapCode::INTEGER_DIVISION_BY_ZERO), "{t}");
        let t = the_trap(m.call_i64(div, &[i64::MIN, -1]));
        assert_eq!(t.code, Some(TrapCode::INTEGER_OVERFLOW), "{t}");
    }
}

/// `call_memcpy` and `call_memset` reach the built-in host functions.
#[test]
fn builtin_memory_functions() {
    for flags in all_flags() {
        let mut m = module(flags);
        let mut d = DataDescription::new();
        d.define(b"abcdefgh".to_vec().into_boxed_slice());
        let src = data(&mut m, "src", false, &d);
        let mut d = DataDescription::new();
        d.define_zeroinit(12);
        let dst = data(&mut m, "dst", true, &d);
        let copy = define(&mut m, "copy", &[I32], &[], |m, b, p| {
            let cfg = m.target_config();
            let (s, t) = (data_addr(m, b, src), data_addr(m, b, dst));
            let fill = b.ins().iconst(I8, i64::from(b'*'));
            let twelve = b.ins().iconst(I32, 12);
            b.call_memset(cfg, t, fill, twelve);
            b.call_memcpy(cfg, t, s, p[0]);
            vec![]
        });
        m.finalize_definitions().unwrap();
        assert_eq!(m.call(copy, &[DataValue::I32(5)]).unwrap(), []);
        assert_eq!(m.read_data(dst).unwrap(), b"abcde*******");
    }
}

/// Definitions added after a finalize are finalized in turn and may call the
/// earlier ones.
#[test]
fn incremental_finalize() {
    let mut m = module(Flags::default());
    let sq = define(&mut m, "square", &[I32], &[I32], |_, b, p| {
        vec![b.ins().imul(p[0], p[0])]
    });
    m.finalize_definitions().unwrap();
    assert_eq!(m.call_i32(sq, &[9]).unwrap(), 81);
    let quad = define(&mut m, "quad", &[I32], &[I32], |m, b, p| {
        let f = m.declare_func_in_func(sq, b.func);
        let c = b.ins().call(f, &[p[0]]);
        let r = b.inst_results(c)[0];
        let c = b.ins().call(f, &[r]);
        vec![b.inst_results(c)[0]]
    });
    assert!(m.get_finalized_function(quad).is_err());
    m.finalize_definitions().unwrap();
    assert_eq!(m.call_i32(quad, &[3]).unwrap(), 81);
    assert_eq!(m.call_i32(sq, &[-4]).unwrap(), 16);
}

/// CLIF text (as `cpu0c run` reads it): functions call each other by test-case
/// names and by user names, which are renumbered to the module's ids.
#[test]
fn clif_text_functions() {
    let funcs = cranelift_reader::parse_functions(
        "function u0:7(i32) -> i32 {
             sig0 = (i32) -> i32
             fn0 = u0:3 sig0
             fn1 = %triple(i32) -> i32
         block0(v0: i32):
             v1 = call fn0(v0)
             v2 = call fn1(v1)
             return v2
         }
         function u0:3(i32) -> i32 {
         block0(v0: i32):
             v1 = iconst.i32 1
             v2 = iadd v0, v1
             return v2
         }
         function %triple(i32) -> i32 {
         block0(v0: i32):
             v1 = iconst.i32 3
             v2 = imul v0, v1
             return v2
         }",
    )
    .unwrap();
    let mut m = module(Flags::default());
    let ids = cpu0_jit::define_clif_functions(&mut m, funcs, Linkage::Export).unwrap();
    let names: Vec<&str> = ids.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["u0:7", "u0:3", "triple"]);
    m.finalize_definitions().unwrap();
    assert_eq!(m.call_i32(ids[0].1, &[4]).unwrap(), 15);

    // A user name the text does not define becomes an import, then an error.
    let funcs = cranelift_reader::parse_functions(
        "function %f() -> i32 {
             sig0 = () -> i32
             fn0 = u0:9 sig0
         block0:
             v0 = call fn0()
             return v0
         }",
    )
    .unwrap();
    let mut m = module(Flags::default());
    cpu0_jit::define_clif_functions(&mut m, funcs, Linkage::Export).unwrap();
    let e = backend_error(m.finalize_definitions().unwrap_err());
    assert!(e.contains("undefined symbol u0:9 (referenced by f)"), "{e}");
}

/// `i128` arguments and results cross the host boundary in memory order, both
/// byte orders; results of more than four words go through a return area, both
/// from the host and between guest functions.
#[test]
fn i128_values_and_return_areas() {
    let text = "function %swap_halves(i32, i128) -> i128 {
         block0(v0: i32, v1: i128):
             v2, v3 = isplit v1
             v4 = iconcat v3, v2
             return v4
         }
         function %three(i128) -> i128, i64, i128 {
         block0(v0: i128):
             v1 = ireduce.i64 v0
             return v0, v1, v0
         }
         function %sum_of_three(i128) -> i128 {
             fn0 = %three(i128) -> i128, i64, i128
         block0(v0: i128):
             v1, v2, v3 = call fn0(v0)
             v4 = uextend.i128 v2
             v5 = iadd v1, v4
             v6 = iadd v5, v3
             return v6
         }";
    for endian in [Endian::Big, Endian::Little] {
        let mut m = module(Flags {
            endian,
            ..Flags::default()
        });
        let funcs = cranelift_reader::parse_functions(text).unwrap();
        let ids = cpu0_jit::define_clif_functions(&mut m, funcs, Linkage::Export).unwrap();
        m.finalize_definitions().unwrap();
        let x = 0x0011_2233_4455_6677_8899_aabb_ccdd_eeff_u128 as i128;
        let swapped = 0x8899_aabb_ccdd_eeff_0011_2233_4455_6677_u128 as i128;
        let r = m.call(ids[0].1, &[DataValue::I32(0), DataValue::I128(x)]);
        assert_eq!(r.unwrap(), [DataValue::I128(swapped)]);
        // x + (x mod 2^64) + x, computed by the host.
        let expected = x.wrapping_add(x as u64 as i128).wrapping_add(x);
        let r = m.call(ids[2].1, &[DataValue::I128(x)]);
        assert_eq!(r.unwrap(), [DataValue::I128(expected)]);
        // Ten result words: read back from the return area the host provides.
        let r = m.call(ids[1].1, &[DataValue::I128(x)]).unwrap();
        let low = DataValue::I64(x as u64 as i64);
        assert_eq!(r, [DataValue::I128(x), low, DataValue::I128(x)]);
    }
}

/// A host function sees values of up to 64 bits: one declared with an `i128`
/// is refused when it is linked, naming the function.
#[test]
fn host_functions_with_i128_are_refused_at_link() {
    for (params, rets) in [
        (&[types::I128][..], &[types::I32][..]),
        (&[], &[types::I128]),
    ] {
        let mut builder = Cpu0JitBuilder::new(Flags::default());
        builder.host_fn("host_wide", |_| 0);
        let mut m = Cpu0JitModule::new(builder).unwrap();
        let wide = import(&mut m, "host_wide", params, rets);
        define(&mut m, "f", &[], &[], |m, b, _| {
            let wide = m.declare_func_in_func(wide, b.func);
            let args: Vec<_> = params
                .iter()
                .map(|_| {
                    let lo = b.ins().iconst(types::I64, 1);
                    b.ins().iconcat(lo, lo)
                })
                .collect();
            b.ins().call(wide, &args);
            vec![]
        });
        let e = m.finalize_definitions().unwrap_err().to_string();
        assert!(e.contains("host_wide") && e.contains("i128"), "{e}");
    }
}
