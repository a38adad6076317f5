//! Programs built with cranelift-frontend into a `Cpu0JitModule` and run on the
//! simulator: several functions and data objects, host functions, traps with
//! backtraces, and bad input (each a clear error, never a panic).

#![allow(clippy::result_large_err)]

mod common;

use common::*;
use cpu0_asm::{decode, Endian, Opcode};
use cpu0_isa::Flags;
use cpu0_jit::{Cpu0JitBuilder, Cpu0JitModule, HostContext, HostError, JitError};
use cpu0_sim::Trap;
use cranelift_codegen::binemit::Reloc;
use cranelift_codegen::data_value::DataValue;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::immediates::Ieee16;
use cranelift_codegen::ir::{types, MemFlagsData, TrapCode};
use cranelift_module::{DataDescription, DataId, Linkage, Module, ModuleError, ModuleReloc};
use std::cell::Cell;
use std::rc::Rc;

/// Every test's instruction budget: far above what any of them runs, so that a
/// miscompiled loop fails fast.
const BUDGET: u64 = 100_000_000;

fn module(flags: Flags) -> Cpu0JitModule {
    let mut builder = Cpu0JitBuilder::new(flags);
    builder.budget(Some(BUDGET)).strict(true);
    Cpu0JitModule::new(builder).unwrap()
}

fn words(values: &[i32], endian: Endian) -> Vec<u8> {
    values
        .iter()
        .flat_map(|v| endian.word_bytes(*v as u32))
        .collect()
}

fn data(m: &mut Cpu0JitModule, name: &str, writable: bool, desc: &DataDescription) -> DataId {
    let id = m
        .declare_data(name, Linkage::Local, writable, false)
        .unwrap();
    m.define_data(id, desc).unwrap();
    id
}

/// The address of a data object inside a function.
fn data_addr(
    m: &mut Cpu0JitModule,
    b: &mut cranelift_frontend::FunctionBuilder,
    id: DataId,
) -> cranelift_codegen::ir::Value {
    let gv = m.declare_data_in_func(id, b.func);
    let ptr = m.target_config().pointer_type();
    b.ins().symbol_value(ptr, gv)
}

fn the_trap(r: Result<impl std::fmt::Debug, JitError>) -> cpu0_jit::JitTrap {
    match r {
        Err(JitError::Trap(t)) => *t,
        other => panic!("expected a trap, got {other:?}"),
    }
}

fn backend_error(e: ModuleError) -> String {
    match e {
        ModuleError::Backend(e) => {
            assert!(e.downcast_ref::<JitError>().is_some(), "{e}");
            e.to_string()
        }
        other => panic!("expected a backend error, got {other}"),
    }
}

// ---- programs -----------------------------------------------------------------

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

// ---- host functions -----------------------------------------------------------

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

// ---- traps --------------------------------------------------------------------

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

// ---- bad input ----------------------------------------------------------------

#[test]
fn wrong_arguments_are_errors() {
    let mut m = module(Flags::default());
    let f = define(&mut m, "f", &[I32, I32], &[I32], |_, b, p| {
        vec![b.ins().iadd(p[0], p[1])]
    });
    let g = define(&mut m, "g", &[I64], &[I64], |_, _, p| vec![p[0]]);
    m.finalize_definitions().unwrap();
    let e = m.call_i32(f, &[1]).unwrap_err();
    assert_eq!(
        e.to_string(),
        "bad call of f: 1 arguments given, the signature has 2"
    );
    let e = m
        .call(f, &[DataValue::I32(1), DataValue::I64(2)])
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "bad call of f: argument 1 is i64, the signature says i32"
    );
    let e = m.call_i32(g, &[1]).unwrap_err();
    assert!(matches!(e, JitError::BadCall { .. }), "{e}");
    assert_eq!(m.call_i64(g, &[-5]).unwrap(), -5);
}

#[test]
fn an_undefined_import_is_an_error_and_finalize_can_be_retried() {
    let mut m = module(Flags::default());
    let nowhere = import(&mut m, "nowhere", &[I32], &[I32]);
    let f = define(&mut m, "f", &[I32], &[I32], |m, b, p| {
        let g = m.declare_func_in_func(nowhere, b.func);
        let c = b.ins().call(g, &[p[0]]);
        vec![b.inst_results(c)[0]]
    });
    let e = backend_error(m.finalize_definitions().unwrap_err());
    assert!(
        e.contains("undefined symbol nowhere (referenced by f)"),
        "{e}"
    );
    let e = m.call_i32(f, &[1]).unwrap_err();
    assert_eq!(
        e.to_string(),
        "function f is defined but not finalized (call finalize_definitions)"
    );

    // A local function referenced before it is defined: define it, finalize again.
    let mut m = module(Flags::default());
    let sig = signature(&m, &[I32], &[I32]);
    let later = m.declare_function("later", Linkage::Local, &sig).unwrap();
    let f = define(&mut m, "f", &[I32], &[I32], |m, b, p| {
        let g = m.declare_func_in_func(later, b.func);
        let c = b.ins().call(g, &[p[0]]);
        vec![b.inst_results(c)[0]]
    });
    let e = backend_error(m.finalize_definitions().unwrap_err());
    assert!(e.contains("undefined symbol later"), "{e}");
    define_declared(&mut m, later, sig, |_, b, p| {
        vec![b.ins().iadd_imm_s(p[0], 1)]
    });
    m.finalize_definitions().unwrap();
    assert_eq!(m.call_i32(f, &[41]).unwrap(), 42);

    // Imported data cannot come from the host.
    let mut m = module(Flags::default());
    let d = m
        .declare_data("host_data", Linkage::Import, false, false)
        .unwrap();
    define(&mut m, "f", &[], &[I32], |m, b, _| {
        let p = data_addr(m, b, d);
        vec![p]
    });
    let e = backend_error(m.finalize_definitions().unwrap_err());
    assert!(e.contains("guest code cannot see host memory"), "{e}");
}

/// Functions compile at finalisation: the error names every function that
/// failed, in definition order, and the ones that compiled are placed, so the
/// module finalizes again without the failures and the rest runs.
#[test]
fn finalize_names_every_function_that_failed_to_compile() {
    let vector_fn = |name: &str| {
        format!(
            "function %{name}(i32) -> i32 {{
             block0(v0: i32):
                 v1 = splat.i32x4 v0
                 v2 = extractlane v1, 0
                 return v2
             }}"
        )
    };
    let text = format!(
        "{}
         function %good(i32) -> i32 {{
         block0(v0: i32):
             v1 = iconst.i32 1
             v2 = iadd v0, v1
             return v2
         }}
         {}",
        vector_fn("bad1"),
        vector_fn("bad2")
    );
    let funcs = cranelift_reader::parse_functions(&text).unwrap();
    let mut m = module(Flags::default());
    let ids = cpu0_jit::define_clif_functions(&mut m, funcs, Linkage::Export).unwrap();
    let ModuleError::Backend(e) = m.finalize_definitions().unwrap_err() else {
        panic!("expected a backend error");
    };
    let Some(JitError::Several(errors)) = e.downcast_ref::<JitError>() else {
        panic!("expected several errors, got {e}");
    };
    let failed: Vec<&str> = errors
        .iter()
        .map(|e| match e {
            JitError::Compile { function, .. } => function.as_str(),
            other => panic!("expected a compile error, got {other}"),
        })
        .collect();
    assert_eq!(failed, ["bad1", "bad2"]);
    m.finalize_definitions().unwrap();
    assert_eq!(m.call_i32(ids[1].1, &[41]).unwrap(), 42);
}

#[test]
fn redefinition_is_refused() {
    let mut m = module(Flags::default());
    let f = define(&mut m, "f", &[], &[I32], |_, b, _| {
        vec![b.ins().iconst(I32, 1)]
    });
    let sig = signature(&m, &[], &[I32]);
    let again = |m: &mut Cpu0JitModule| {
        let mut ctx = m.make_context();
        ctx.func.signature = sig.clone();
        let mut fctx = cranelift_frontend::FunctionBuilderContext::new();
        let mut b = cranelift_frontend::FunctionBuilder::new(&mut ctx.func, &mut fctx);
        let e = b.create_block();
        b.switch_to_block(e);
        let v = b.ins().iconst(I32, 2);
        b.ins().return_(&[v]);
        b.seal_all_blocks();
        b.finalize(m.target_config());
        m.define_function(f, &mut ctx)
    };
    assert!(matches!(again(&mut m), Err(ModuleError::DuplicateDefinition(n)) if n == "f"));
    m.finalize_definitions().unwrap();
    assert!(matches!(again(&mut m), Err(ModuleError::DuplicateDefinition(n)) if n == "f"));
    assert_eq!(m.call_i32(f, &[]).unwrap(), 1);
    // Data too.
    let mut d = DataDescription::new();
    d.define_zeroinit(4);
    let id = data(&mut m, "d", true, &d);
    assert!(matches!(
        m.define_data(id, &d),
        Err(ModuleError::DuplicateDefinition(_))
    ));
}

#[test]
fn other_bad_input_is_an_error_not_a_panic() {
    let mut m = module(Flags::default());
    // An id this module never declared.
    let mut other = module(Flags::default());
    let foreign = define(&mut other, "x", &[], &[], |_, _, _| vec![]);
    define(&mut other, "y", &[], &[], |_, _, _| vec![]);
    let foreign2 = other
        .declare_function("z", Linkage::Export, &signature(&other, &[], &[]))
        .unwrap();
    assert!(m.get_finalized_function(foreign).is_err());
    assert!(m.call(foreign2, &[]).is_err());

    // Data without contents, thread-local data.
    let id = m
        .declare_data("empty", Linkage::Local, false, false)
        .unwrap();
    let e = backend_error(m.define_data(id, &DataDescription::new()).unwrap_err());
    assert!(e.contains("has no contents"), "{e}");
    // Refused by the declarations all Cpu0 modules share (cpu0_module::decls).
    let e = m
        .declare_data("tls", Linkage::Local, true, true)
        .unwrap_err()
        .to_string();
    assert!(e.contains("thread-local"), "{e}");

    // An f16 function: the backend says what it does not support.
    let sig = signature(&m, &[types::F16], &[types::F16]);
    let fid = m.declare_function("fneg", Linkage::Export, &sig).unwrap();
    let mut ctx = m.make_context();
    ctx.func.signature = sig.clone();
    {
        let mut fctx = cranelift_frontend::FunctionBuilderContext::new();
        let mut b = cranelift_frontend::FunctionBuilder::new(&mut ctx.func, &mut fctx);
        let e = b.create_block();
        b.append_block_params_for_function_params(e);
        b.switch_to_block(e);
        let x = b.block_params(e)[0];
        let y = b.ins().fneg(x);
        b.ins().return_(&[y]);
        b.seal_all_blocks();
        b.finalize(m.target_config());
    }
    // Functions compile at finalisation (in parallel), so the error comes there;
    // the function is then no longer defined.
    m.define_function(fid, &mut ctx).unwrap();
    let e = backend_error(m.finalize_definitions().unwrap_err());
    assert!(e.starts_with("function fneg: unsupported"), "{e}");

    // Raw bytes with a relocation kind Cpu0 has no use for; then with none, and
    // a call whose signature cannot be passed.
    let e = backend_error(
        m.define_function_bytes(
            fid,
            4,
            &[0; 8],
            &[ModuleReloc {
                offset: 0,
                kind: Reloc::Abs8,
                name: cranelift_module::ModuleRelocTarget::user(0, fid.as_u32()),
                addend: 0,
            }],
        )
        .unwrap_err(),
    );
    assert!(e.contains("only Abs4"), "{e}");
    let ret = [0x3c, 0xe0, 0, 0, 0, 0, 0, 0]; // ret $lr; nop
    m.define_function_bytes(fid, 4, &ret, &[]).unwrap();
    m.finalize_definitions().unwrap();
    let e = m
        .call(fid, &[DataValue::F16(Ieee16::with_bits(0x3c00))])
        .unwrap_err();
    assert!(
        e.to_string()
            .contains("supports i8, i16, i32, i64, i128, f32 and f64"),
        "{e}"
    );

    // A body whose signature differs from the declaration.
    let gid = m
        .declare_function("g", Linkage::Export, &signature(&m, &[I32], &[I32]))
        .unwrap();
    let mut ctx = m.make_context();
    ctx.func.signature = signature(&m, &[], &[I32]);
    assert!(matches!(
        m.define_function(gid, &mut ctx),
        Err(ModuleError::IncompatibleSignature(..))
    ));

    // Settings that cannot work.
    let mut b = Cpu0JitBuilder::new(Flags::default());
    b.memory_size(1001);
    assert!(matches!(Cpu0JitModule::new(b), Err(JitError::Config(_))));
    let mut b = Cpu0JitBuilder::new(Flags::default());
    b.memory_size(1 << 16).code_size(1 << 20);
    assert!(matches!(Cpu0JitModule::new(b), Err(JitError::Config(_))));
}

#[test]
fn code_and_data_regions_fill_up_with_an_error() {
    let mut b = Cpu0JitBuilder::new(Flags::default());
    b.memory_size(1 << 16);
    let mut m = Cpu0JitModule::new(b).unwrap();
    let mut d = DataDescription::new();
    d.define_zeroinit(1 << 16);
    let id = m.declare_data("big", Linkage::Local, true, false).unwrap();
    let e = backend_error(m.define_data(id, &d).unwrap_err());
    assert!(e.contains("does not fit in the data region"), "{e}");
}
