//! Bad input gives clear errors, never a panic: undefined and duplicate symbols,
//! relocations out of range, corrupt and foreign files, mixed byte orders.

mod common;

use common::*;
use cpu0_asm::{Endian, Inst, Opcode, Reg};
use cpu0_isa::{CompiledFunction, Flags, Reloc, RelocKind};
use cpu0_object::{
    compile_clif_object, link, Cpu0ObjectModule, ExecError, Executable, LinkError, LinkOptions,
    ReadError,
};
use cranelift_codegen::ir::function::FunctionParameters;
use cranelift_codegen::ir::{ExternalName, InstBuilder};
use cranelift_module::{Linkage, Module};

fn obj(flags: &Flags, name: &str, text: &str) -> (String, Vec<u8>) {
    (
        name.to_string(),
        compile_clif_object(clif(text), flags, name, Linkage::Export).unwrap(),
    )
}

const MAIN_CALLS_F: &str = "
    function %main() -> i32 {
        fn0 = %f() -> i32
    block0:
        v0 = call fn0()
        return v0
    }";

const F: &str = "
    function %f() -> i32 {
    block0:
        v0 = iconst.i32 5
        return v0
    }";

#[test]
fn undefined_symbols_name_the_symbol_and_the_object() {
    let flags = Flags::default();
    let err = link(
        &[obj(&flags, "main.o", MAIN_CALLS_F)],
        &LinkOptions::default(),
    )
    .unwrap_err();
    assert!(matches!(err, LinkError::Undefined { .. }), "{err}");
    assert_eq!(
        err.to_string(),
        "undefined symbol `f` (referenced by main.o)"
    );
}

#[test]
fn duplicate_symbols_name_both_objects() {
    let flags = Flags::default();
    let inputs = [
        obj(&flags, "main.o", MAIN_CALLS_F),
        obj(&flags, "f1.o", F),
        obj(&flags, "f2.o", F),
    ];
    let err = link(&inputs, &LinkOptions::default()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "duplicate symbol `f`: defined in f1.o and in f2.o"
    );
}

#[test]
fn a_strong_definition_beats_a_weak_one() {
    let flags = Flags::default();
    let weak = compile_clif_object(
        clif(&F.replace("5", "6")),
        &flags,
        "weak.o",
        Linkage::Preemptible,
    )
    .unwrap();
    for order in [false, true] {
        let mut inputs = vec![
            obj(&flags, "main.o", MAIN_CALLS_F),
            ("weak.o".to_string(), weak.clone()),
            obj(&flags, "f.o", F),
        ];
        if order {
            inputs.swap(1, 2);
        }
        let (result, ..) = link_and_run(inputs, &LinkOptions::default()).unwrap();
        assert_eq!(result.unwrap().value, 5);
    }
    // Alone, the weak definition is used.
    let inputs = vec![obj(&flags, "main.o", MAIN_CALLS_F), ("weak.o".into(), weak)];
    let (result, ..) = link_and_run(inputs, &LinkOptions::default()).unwrap();
    assert_eq!(result.unwrap().value, 6);
}

#[test]
fn a_missing_entry_is_an_error() {
    let flags = Flags::default();
    let err = link(&[obj(&flags, "f.o", F)], &LinkOptions::default()).unwrap_err();
    assert_eq!(err.to_string(), "entry symbol `main` is not defined");
    assert!(matches!(
        link(&[], &LinkOptions::default()),
        Err(LinkError::NoInput)
    ));
}

#[test]
fn mixed_byte_orders_are_refused() {
    let be = Flags::default();
    let le = Flags {
        endian: Endian::Little,
        ..be
    };
    let err = link(
        &[obj(&be, "main.o", MAIN_CALLS_F), obj(&le, "f.o", F)],
        &LinkOptions::default(),
    )
    .unwrap_err();
    assert!(
        err.to_string()
            .starts_with("f.o: little-endian (cpu0el) byte order, but main.o is big-endian"),
        "{err}"
    );
}

/// An object whose function `branchy` has a `beq` with an `R_CPU0_PC16` relocation
/// against `far`, a data object 128 KiB away: out of the 16-bit range.
fn far_branch_object(flags: Flags, gap: usize) -> Vec<u8> {
    let mut m: Cpu0ObjectModule = module(flags, "far.o");
    let s = sig(&m, &[], &[I32]);
    let f = m.declare_function("main", Linkage::Export, &s).unwrap();
    let words = [
        Inst::rri(Opcode::Beq, Reg::ZERO, Reg::ZERO, 0).unwrap(),
        Inst::i(Opcode::Nop, 0).unwrap(),
        Inst::rri(Opcode::Addiu, Reg::V0, Reg::ZERO, 1).unwrap(),
        Inst::r(Opcode::Ret, Reg::LR).unwrap(),
        Inst::i(Opcode::Nop, 0).unwrap(),
    ];
    let code: Vec<u8> = words
        .iter()
        .flat_map(|i| i.encode_bytes(flags.endian))
        .collect();
    let compiled = CompiledFunction {
        code,
        relocs: vec![Reloc {
            offset: 0,
            kind: RelocKind::Pc16,
            name: ExternalName::testcase("far"),
            addend: 0,
        }],
        traps: vec![],
        frame_size: 0,
        saves: vec![],
        unwind: vec![],
        disasm: None,
        jump_tables: vec![],
        jump_table_refs: vec![],
    };
    m.define_compiled_function(f, &compiled, &FunctionParameters::new())
        .unwrap();
    data(&mut m, "pad", Linkage::Local, false, |d, _| {
        d.define(vec![1u8; gap].into_boxed_slice())
    });
    data(&mut m, "far", Linkage::Export, false, |d, _| {
        d.define(vec![2u8; 4].into_boxed_slice())
    });
    m.finish().unwrap()
}

#[test]
fn relocations_out_of_range_name_the_symbol_and_object() {
    let flags = Flags::default();
    let err = link(
        &[("far.o".into(), far_branch_object(flags, 128 << 10))],
        &LinkOptions::default(),
    )
    .unwrap_err();
    assert!(matches!(err, LinkError::Relocation(_)), "{err}");
    let msg = err.to_string();
    assert!(
        msg.starts_with("far.o: .text+0x0: R_CPU0_PC16 against `far`: displacement ")
            && msg.ends_with("does not fit in 16 signed bits"),
        "{msg}"
    );
    // In range, the same object links (and the branch is taken into data: not run).
    link(
        &[("far.o".into(), far_branch_object(flags, 64))],
        &LinkOptions::default(),
    )
    .unwrap();
}

#[test]
fn a_program_larger_than_memory_is_an_error() {
    let flags = Flags::default();
    let mut m = module(flags, "big.o");
    define(&mut m, "main", Linkage::Export, &[], &[I32], |b, _, _| {
        let v = b.ins().iconst(I32, 0);
        b.ins().return_(&[v]);
    });
    data(&mut m, "huge", Linkage::Export, true, |d, _| {
        d.define_zeroinit(2 << 20)
    });
    let inputs = [("big.o".to_string(), m.finish().unwrap())];
    let err = link(
        &inputs,
        &LinkOptions {
            mem_size: 1 << 20,
            ..LinkOptions::default()
        },
    )
    .unwrap_err();
    assert!(matches!(err, LinkError::TooLarge { .. }), "{err}");
    assert!(matches!(
        link(
            &inputs,
            &LinkOptions {
                mem_size: 12345,
                ..LinkOptions::default()
            }
        ),
        Err(LinkError::MemSize(12345))
    ));
}

#[test]
fn foreign_elf_files_are_refused() {
    let Ok(bytes) = std::fs::read("/bin/true") else {
        return;
    };
    let err = link(
        &[("/bin/true".into(), bytes.clone())],
        &LinkOptions::default(),
    )
    .unwrap_err();
    let msg = err.to_string();
    assert!(
        msg.starts_with("/bin/true: not a Cpu0 ELF file: a 64-bit ELF file"),
        "{msg}"
    );
    let err = Executable::parse(&bytes).unwrap_err();
    assert!(
        matches!(err, ExecError::Read(ReadError::Foreign(_))),
        "{err}"
    );
}

#[test]
fn objects_and_executables_are_not_mixed_up() {
    let flags = Flags::default();
    let (_, object) = obj(&flags, "main.o", F.replace("%f", "%main").as_str());
    let exe = link(
        &[("main.o".into(), object.clone())],
        &LinkOptions::default(),
    )
    .unwrap();
    let err = Executable::parse(&object).unwrap_err();
    assert_eq!(
        err.to_string(),
        "a Cpu0 relocatable object (ET_REL), expected executable (ET_EXEC)"
    );
    let err = link(&[("prog".into(), exe)], &LinkOptions::default()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "prog: a Cpu0 executable (ET_EXEC), expected relocatable object (ET_REL)"
    );
    assert_eq!(
        Executable::parse(b"hello").unwrap_err().to_string(),
        "not an ELF file"
    );
}

/// Every truncation and many single-byte corruptions of an object and an executable:
/// the linker and the loader return (an error or a result) without panicking.
#[test]
fn corrupt_files_give_errors_not_panics() {
    let flags = Flags::default();
    let (_, object) = obj(&flags, "main.o", F.replace("%f", "%main").as_str());
    let exe = link(
        &[("main.o".into(), object.clone())],
        &LinkOptions::default(),
    )
    .unwrap();
    let mut errors = 0;
    for len in (0..object.len()).step_by(3) {
        if link(
            &[("cut.o".into(), object[..len].to_vec())],
            &LinkOptions::default(),
        )
        .is_err()
        {
            errors += 1;
        }
    }
    assert!(errors > 0);
    for len in (0..exe.len()).step_by(3) {
        let _ = Executable::parse(&exe[..len]);
    }
    for (bytes, is_exe) in [(&object, false), (&exe, true)] {
        for at in 0..bytes.len() {
            for value in [0x00, 0xff, 0x7f] {
                let mut b = bytes.clone();
                if b[at] == value {
                    continue;
                }
                b[at] = value;
                if is_exe {
                    if let Ok(e) = Executable::parse(&b) {
                        // Running it may trap, but must not panic either.
                        if let Ok(mut m) = e.machine(cpu0_sim::Config {
                            budget: Some(10_000),
                            ..Default::default()
                        }) {
                            let _ = e.run(&mut m);
                            let _ = e.backtrace(&m, m.pc());
                        }
                    }
                } else {
                    let _ = link(&[("bad.o".into(), b)], &LinkOptions::default());
                }
            }
        }
    }
    // A specific corruption: the section header table points past the end.
    let mut b = object.clone();
    let shoff = 32; // e_shoff in an ELF32 header
    b[shoff..shoff + 4].copy_from_slice(&0x7fff_fff0u32.to_be_bytes());
    let err = link(&[("bad.o".into(), b)], &LinkOptions::default()).unwrap_err();
    assert!(
        err.to_string().starts_with("bad.o: malformed ELF file: "),
        "{err}"
    );
}

#[test]
fn define_function_bytes_accepts_abs4_only() {
    use cranelift_codegen::binemit::Reloc as ClifReloc;
    use cranelift_module::{ModuleReloc, ModuleRelocTarget};
    let flags = Flags::default();
    let mut m = module(flags, "bytes.o");
    let s = sig(&m, &[], &[I32]);
    let f = m.declare_function("main", Linkage::Export, &s).unwrap();
    let g = m.declare_function("g", Linkage::Export, &s).unwrap();
    let code: Vec<u8> = [
        Inst::rri(Opcode::Addiu, Reg::V0, Reg::ZERO, 9).unwrap(),
        Inst::r(Opcode::Ret, Reg::LR).unwrap(),
        Inst::i(Opcode::Nop, 0).unwrap(),
    ]
    .iter()
    .flat_map(|i| i.encode_bytes(flags.endian))
    .collect();
    let bad = ModuleReloc {
        offset: 0,
        kind: ClifReloc::RiscvCallPlt,
        name: ModuleRelocTarget::user(0, g.as_u32()),
        addend: 0,
    };
    let err = m.define_function_bytes(f, 4, &code, &[bad]).unwrap_err();
    assert!(err.to_string().contains("no Cpu0 equivalent"), "{err}");
    m.define_function_bytes(f, 4, &code, &[]).unwrap();
    // A word holding g's address, next to g's code.
    let mut with_addr = code.clone();
    with_addr.extend_from_slice(&[0; 4]);
    let abs = ModuleReloc {
        offset: 12,
        kind: ClifReloc::Abs4,
        name: ModuleRelocTarget::user(0, f.as_u32()),
        addend: 4,
    };
    m.define_function_bytes(g, 4, &with_addr, &[abs]).unwrap();
    let (result, _, machine, exe) = link_and_run(
        vec![("bytes.o".into(), m.finish().unwrap())],
        &LinkOptions::default(),
    )
    .unwrap();
    assert_eq!(result.unwrap().value, 9);
    let main = exe.symbols.address("main").unwrap();
    let g_addr = exe.symbols.address("g").unwrap();
    assert_eq!(machine.read_word(g_addr + 12).unwrap(), main + 4);
}

#[test]
fn module_errors_are_clear() {
    let flags = Flags::default();
    let mut m = module(flags, "m.o");
    let s = sig(&m, &[], &[I32]);
    // A local function declared and never defined.
    m.declare_function("lonely", Linkage::Local, &s).unwrap();
    let err = m.finish().unwrap_err();
    assert!(
        err.to_string()
            .contains("local function lonely is declared but never defined"),
        "{err}"
    );
    let mut m = module(flags, "m.o");
    assert!(m.declare_data("tls", Linkage::Export, true, true).is_err());
    let d = m.declare_data("d", Linkage::Export, true, false).unwrap();
    let err = m
        .define_data(d, &cranelift_module::DataDescription::new())
        .unwrap_err();
    assert!(err.to_string().contains("no contents"), "{err}");
    // Defining twice.
    let f = define(&mut m, "f", Linkage::Export, &[], &[I32], |b, _, _| {
        let v = b.ins().iconst(I32, 1);
        b.ins().return_(&[v]);
    });
    let mut ctx = m.make_context();
    ctx.func.signature = s;
    let err = m.define_function(f, &mut ctx).unwrap_err();
    assert!(err.to_string().contains("Duplicate definition"), "{err}");
}

/// A function whose jump tables point outside its code, or whose code refers
/// past its tables, is refused before anything is written: the module's
/// `.text` and `.rodata` stay as they were, and the function can still be
/// defined correctly afterwards.
#[test]
fn bad_jump_tables_are_refused_before_anything_is_written() {
    use cpu0_isa::TableRef;
    use object::{Object, ObjectSection};
    let flags = Flags::default();
    let mut m: Cpu0ObjectModule = module(flags, "jt.o");
    let s = sig(&m, &[], &[I32]);
    let f = m.declare_function("main", Linkage::Export, &s).unwrap();
    let words = [
        Inst::rri(Opcode::Addiu, Reg::V0, Reg::ZERO, 7).unwrap(),
        Inst::r(Opcode::Ret, Reg::LR).unwrap(),
        Inst::i(Opcode::Nop, 0).unwrap(),
    ];
    let code: Vec<u8> = words
        .iter()
        .flat_map(|i| i.encode_bytes(flags.endian))
        .collect();
    let compiled = |jump_tables: Vec<u32>, jump_table_refs: Vec<TableRef>| CompiledFunction {
        code: code.clone(),
        relocs: vec![],
        traps: vec![],
        frame_size: 0,
        saves: vec![],
        unwind: vec![],
        disasm: None,
        jump_tables,
        jump_table_refs,
    };
    let table_ref = |addend| TableRef {
        offset: 0,
        kind: RelocKind::Hi16,
        addend,
    };
    let params = FunctionParameters::new();
    // A table word past the code's 12 bytes; a reference past the one-word
    // table; a reference with no table at all.
    for bad in [
        compiled(vec![12], vec![table_ref(0)]),
        compiled(vec![0], vec![table_ref(4)]),
        compiled(vec![], vec![table_ref(0)]),
    ] {
        m.define_compiled_function(f, &bad, &params).unwrap_err();
    }
    m.define_compiled_function(f, &compiled(vec![], vec![]), &params)
        .unwrap();
    let bytes = m.finish().unwrap();
    let file = object::File::parse(&*bytes).unwrap();
    let text = file.section_by_name(".text").unwrap();
    assert_eq!(text.size(), 12, "only the accepted definition's code");
    assert!(file
        .section_by_name(".rodata")
        .is_none_or(|rodata| rodata.size() == 0));
}
