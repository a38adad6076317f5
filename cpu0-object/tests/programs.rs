//! Programs of several functions and data objects in two objects, built with
//! `cranelift_frontend` into `Cpu0ObjectModule`s, linked, and run with the loader,
//! for both byte orders, both ISA levels and both optimisation levels. Results are
//! checked against the same computation on the host.

mod common;

use common::*;
use cpu0_isa::Flags;
use cpu0_object::{Executable, LinkOptions};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, InstBuilder, MemFlagsData};
use cranelift_module::{Linkage, Module};

const STRINGS: [&[u8]; 3] = [b"a\0", b"bcd\0", b"efghij\0"];
const GREETING: &str = "hello, cpu0\n";

/// `lib.o`: string and function-pointer helpers, a function table in `.data`, a
/// greeting in `.rodata`.
fn lib_object(flags: Flags) -> Vec<u8> {
    let mut m = module(flags, "lib.o");
    // strlen(p): counts bytes up to the NUL.
    define(
        &mut m,
        "strlen",
        Linkage::Export,
        &[I32],
        &[I32],
        |b, args, _| {
            let head = b.create_block();
            let body = b.create_block();
            let done = b.create_block();
            b.append_block_param(head, I32);
            b.append_block_param(done, I32);
            let zero = b.ins().iconst(I32, 0);
            b.ins().jump(head, &[zero.into()]);
            b.switch_to_block(head);
            let n = b.block_params(head)[0];
            let p = b.ins().iadd(args[0], n);
            let c = b.ins().uload8(I32, MemFlagsData::trusted(), p, 0);
            b.ins().brif(c, body, &[], done, &[n.into()]);
            b.switch_to_block(body);
            let n1 = b.ins().iadd_imm_s(n, 1);
            b.ins().jump(head, &[n1.into()]);
            b.switch_to_block(done);
            let r = b.block_params(done)[0];
            b.ins().return_(&[r]);
        },
    );
    // print(p): writes the string to the console port byte by byte.
    define(
        &mut m,
        "print",
        Linkage::Export,
        &[I32],
        &[],
        |b, args, _| {
            let head = b.create_block();
            let body = b.create_block();
            let done = b.create_block();
            b.append_block_param(head, I32);
            b.ins().jump(head, &[args[0].into()]);
            b.switch_to_block(head);
            let p = b.block_params(head)[0];
            let c = b.ins().uload8(I32, MemFlagsData::trusted(), p, 0);
            b.ins().brif(c, body, &[], done, &[]);
            b.switch_to_block(body);
            let port = b.ins().iconst(I32, 0xFF00_0000u32 as i64);
            b.ins().istore8(MemFlagsData::trusted(), c, port, 0);
            let p1 = b.ins().iadd_imm_s(p, 1);
            b.ins().jump(head, &[p1.into()]);
            b.switch_to_block(done);
            b.ins().return_(&[]);
        },
    );
    let double = define(
        &mut m,
        "double",
        Linkage::Export,
        &[I32],
        &[I32],
        |b, a, _| {
            let r = b.ins().iadd(a[0], a[0]);
            b.ins().return_(&[r]);
        },
    );
    let square = define(
        &mut m,
        "square",
        Linkage::Local,
        &[I32],
        &[I32],
        |b, a, _| {
            let r = b.ins().imul(a[0], a[0]);
            b.ins().return_(&[r]);
        },
    );
    // A function without a name, reachable only through the table.
    let s = sig(&m, &[I32], &[I32]);
    let inc = m.declare_anonymous_function(&s).unwrap();
    {
        let config = m.target_config();
        let mut ctx = m.make_context();
        ctx.func.signature = s;
        let mut fctx = cranelift_frontend::FunctionBuilderContext::new();
        let mut b = cranelift_frontend::FunctionBuilder::new(&mut ctx.func, &mut fctx);
        let e = b.create_block();
        b.append_block_params_for_function_params(e);
        b.switch_to_block(e);
        let x = b.block_params(e)[0];
        let r = b.ins().iadd_imm_s(x, 1);
        b.ins().return_(&[r]);
        b.seal_all_blocks();
        b.finalize(config);
        m.define_function(inc, &mut ctx).unwrap();
    }
    // apply(f, x) = f(x), through a function pointer.
    define(
        &mut m,
        "apply",
        Linkage::Export,
        &[I32, I32],
        &[I32],
        |b, a, m| {
            let s = sig(m, &[I32], &[I32]);
            let sr = b.import_signature(s);
            let call = b.ins().call_indirect(sr, a[0], &[a[1]]);
            let r = b.inst_results(call)[0];
            b.ins().return_(&[r]);
        },
    );
    // ops: [double, square, inc] in .data (function relocations in data).
    data(&mut m, "ops", Linkage::Export, true, |d, m| {
        d.define(vec![0u8; 12].into_boxed_slice());
        for (i, f) in [double, square, inc].into_iter().enumerate() {
            let fref = m.declare_func_in_data(f, d);
            d.write_function_addr(4 * i as u32, fref);
        }
    });
    data(&mut m, "greeting", Linkage::Export, false, |d, _| {
        let mut bytes = GREETING.as_bytes().to_vec();
        bytes.push(0);
        d.define(bytes.into_boxed_slice());
        d.set_align(1);
    });
    m.finish().unwrap()
}

/// `main.o`: a pointer table to strings (`.rodata`, with an addend), zero-initialised
/// data (`.bss`), calls into `lib.o`, an `i64` division (the runtime).
fn main_object(flags: Flags) -> Vec<u8> {
    let mut m = module(flags, "main.o");
    let s1 = sig(&m, &[I32], &[I32]);
    let s2 = sig(&m, &[I32, I32], &[I32]);
    let s0 = sig(&m, &[I32], &[]);
    let strlen = m.declare_function("strlen", Linkage::Import, &s1).unwrap();
    let apply = m.declare_function("apply", Linkage::Import, &s2).unwrap();
    let print = m.declare_function("print", Linkage::Import, &s0).unwrap();
    let ops = m.declare_data("ops", Linkage::Import, true, false).unwrap();
    let greeting = m
        .declare_data("greeting", Linkage::Import, false, false)
        .unwrap();
    let strings: Vec<_> = STRINGS
        .iter()
        .map(|s| {
            let id = m.declare_anonymous_data(false, false).unwrap();
            let mut d = cranelift_module::DataDescription::new();
            d.define(s.to_vec().into_boxed_slice());
            d.set_align(1);
            m.define_data(id, &d).unwrap();
            id
        })
        .collect();
    // table = [s0, s1, s2 + 1]
    let table = data(&mut m, "table", Linkage::Local, false, |d, m| {
        d.define(vec![0u8; 12].into_boxed_slice());
        for (i, s) in strings.iter().enumerate() {
            let gv = m.declare_data_in_data(*s, d);
            d.write_data_addr(4 * i as u32, gv, if i == 2 { 1 } else { 0 });
        }
    });
    let counter = data(&mut m, "counter", Linkage::Export, true, |d, _| {
        d.define_zeroinit(4)
    });
    let buf = data(&mut m, "buf", Linkage::Local, true, |d, _| {
        d.define_zeroinit(64);
        d.set_align(8);
    });
    define(&mut m, "main", Linkage::Export, &[], &[I32], |b, _, m| {
        let t = data_addr(b, m, table);
        let o = data_addr(b, m, ops);
        let mut total = b.ins().iconst(I32, 0);
        for i in 0..3 {
            let p = load32(b, t, 4 * i);
            let n = call(b, m, strlen, &[p])[0];
            total = b.ins().iadd(total, n);
        }
        for i in 0..3 {
            let f = load32(b, o, 4 * i);
            let x = b.ins().iconst(I32, 5 + i64::from(i));
            let r = call(b, m, apply, &[f, x])[0];
            total = b.ins().iadd(total, r);
        }
        // counter += total; total += counter (so 2 * total), through .bss
        let c = data_addr(b, m, counter);
        let old = load32(b, c, 0);
        let new = b.ins().iadd(old, total);
        b.ins().store(MemFlagsData::trusted(), new, c, 0);
        let back = load32(b, c, 0);
        total = b.ins().iadd(total, back);
        // buf[3] = 7 (bytes); total += buf[3] + buf[0] (zero)
        let bb = data_addr(b, m, buf);
        let seven = b.ins().iconst(I32, 7);
        b.ins().istore8(MemFlagsData::trusted(), seven, bb, 3);
        let b3 = b.ins().uload8(I32, MemFlagsData::trusted(), bb, 3);
        let b0 = b.ins().uload8(I32, MemFlagsData::trusted(), bb, 0);
        total = b.ins().iadd(total, b3);
        total = b.ins().iadd(total, b0);
        // i64: (total * 1000000007) / 12345, low word added
        let wide = b.ins().uextend(types::I64, total);
        let k = b.ins().iconst(types::I64, 1_000_000_007);
        let prod = b.ins().imul(wide, k);
        let d = b.ins().iconst(types::I64, 12345);
        let q = b.ins().udiv(prod, d);
        let ql = b.ins().ireduce(I32, q);
        total = b.ins().iadd(total, ql);
        // a comparison, for the cpu032I/II difference
        let big = b.ins().icmp_imm_s(IntCC::SignedGreaterThan, total, 1000);
        let big = b.ins().uextend(I32, big);
        total = b.ins().iadd(total, big);
        let g = data_addr(b, m, greeting);
        call(b, m, print, &[g]);
        b.ins().return_(&[total]);
    });
    m.finish().unwrap()
}

/// The same computation on the host.
fn expected() -> u32 {
    let lens: u32 = [1u32, 3, 5].iter().sum(); // the third pointer skips a byte
    let ops: u32 = 10 + 36 + 8;
    let mut total = lens + ops;
    total += total; // counter
    total += 7;
    let q = (u64::from(total) * 1_000_000_007) / 12345;
    total = total.wrapping_add(q as u32);
    total += u32::from(total as i32 > 1000);
    total
}

#[test]
fn two_objects_with_data_run_on_every_target() {
    for flags in all_flags() {
        let objects = vec![
            ("main.o".to_string(), main_object(flags)),
            ("lib.o".to_string(), lib_object(flags)),
        ];
        let (result, console, _, _) = link_and_run(objects, &LinkOptions::default()).unwrap();
        let result = result.unwrap_or_else(|t| panic!("{flags:?}: {t}"));
        assert!(Executable::is_normal_halt(&result), "{flags:?}");
        assert_eq!(result.value, expected(), "{flags:?}");
        assert_eq!(console, GREETING, "{flags:?}");
    }
}

#[test]
fn object_order_does_not_matter() {
    let flags = Flags::default();
    let objects = vec![
        ("lib.o".to_string(), lib_object(flags)),
        ("main.o".to_string(), main_object(flags)),
    ];
    let (result, ..) = link_and_run(objects, &LinkOptions::default()).unwrap();
    assert_eq!(result.unwrap().value, expected());
}

#[test]
fn clif_text_objects_link_with_the_runtime() {
    // compile_clif_object: test-case names become symbols; 64-bit division and
    // remainder need the runtime, which the linker adds.
    let text = "
        function %main() -> i32 {
            fn0 = %div_rem(i64, i64) -> i64
        block0:
            v0 = iconst.i64 0x1234_5678_9abc
            v1 = iconst.i64 -77
            v2 = call fn0(v0, v1)
            v3 = ireduce.i32 v2
            return v3
        }";
    let lib = "
        function %div_rem(i64, i64) -> i64 {
        block0(v0: i64, v1: i64):
            v2 = sdiv v0, v1
            v3 = srem v0, v1
            v4 = iadd v2, v3
            return v4
        }";
    let a: i64 = 0x1234_5678_9abc;
    let b: i64 = -77;
    let want = ((a / b) + (a % b)) as u32;
    for flags in all_flags() {
        let objects: Vec<(String, Vec<u8>)> = [("main.o", text), ("lib.o", lib)]
            .iter()
            .map(|(n, t)| {
                let obj =
                    cpu0_object::compile_clif_object(clif(t), &flags, n, Linkage::Export).unwrap();
                (n.to_string(), obj)
            })
            .collect();
        let (result, _, _, exe) = link_and_run(objects, &LinkOptions::default()).unwrap();
        assert_eq!(result.unwrap().value, want, "{flags:?}");
        // The runtime links like an archive: the routines the program calls, and
        // the one they call (see cpu0-rt's runtime.clif), nothing else.
        for (routine, linked) in [
            ("__cpu0_sdiv64", true),
            ("__cpu0_srem64", true),
            ("__cpu0_udivmod64", true),
            ("__cpu0_udiv64", false),
            ("__cpu0_umulhi64", false),
        ] {
            let found = exe.symbols.address(routine).is_some();
            assert_eq!(found, linked, "{routine} {flags:?}");
        }
    }
}

#[test]
fn another_entry_and_memory_size() {
    let flags = Flags::default();
    let text = "
        function %start() -> i32 {
        block0:
            v0 = iconst.i32 1234
            return v0
        }";
    let obj = cpu0_object::compile_clif_object(clif(text), &flags, "a.o", Linkage::Export).unwrap();
    let opts = LinkOptions {
        entry: "start".into(),
        mem_size: 1 << 20,
        ..LinkOptions::default()
    };
    let (result, _, machine, exe) = link_and_run(vec![("a.o".into(), obj)], &opts).unwrap();
    assert_eq!(result.unwrap().value, 1234);
    assert_eq!(exe.mem_size, 1 << 20);
    assert_eq!(machine.mem_size(), 1 << 20);
    // The stack pointer is back at the top of memory after the entry returns.
    assert_eq!(machine.reg(cpu0_asm::Reg::SP), 1 << 20);
}

#[test]
fn verilog_hex_is_the_memory_image() {
    let flags = Flags::default();
    let text = "
        function %main() -> i32 {
        block0:
            v0 = iconst.i32 7
            return v0
        }";
    let obj = cpu0_object::compile_clif_object(clif(text), &flags, "a.o", Linkage::Export).unwrap();
    let inputs = vec![("a.o".to_string(), obj)];
    let hex = cpu0_object::link(
        &inputs,
        &LinkOptions {
            format: cpu0_object::OutputFormat::VerilogHex,
            ..LinkOptions::default()
        },
    )
    .unwrap();
    let hex = String::from_utf8(hex).unwrap();
    let bytes: Vec<u8> = hex
        .lines()
        .map(|l| {
            assert_eq!(l.len(), 2, "one byte per line: {l:?}");
            u8::from_str_radix(l, 16).unwrap()
        })
        .collect();
    // The image runs on the simulator when loaded at 0 (as the Verilog model does).
    let mut m = cpu0_sim::Machine::new(cpu0_sim::Config::default()).unwrap();
    m.load(0, &bytes).unwrap();
    m.run().unwrap();
    assert_eq!(m.reg(cpu0_asm::Reg::V0), 7);
    // It starts with the stub: lui $sp, 0x100 (16 MiB).
    assert_eq!(&bytes[..4], &[0x0f, 0xd0, 0x01, 0x00]);
}
