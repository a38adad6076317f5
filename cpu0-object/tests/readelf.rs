//! ELF well-formedness: GNU `readelf` and `llvm-readelf` read our objects and
//! executables without a warning and show what we wrote. Each tool is skipped when
//! it is not installed.

mod common;

use common::*;
use cpu0_asm::Endian;
use cpu0_isa::Flags;
use cpu0_object::{link, LinkOptions};
use cranelift_codegen::ir::{InstBuilder, MemFlagsData};
use cranelift_module::{DataDescription, Linkage, Module};
use std::path::{Path, PathBuf};
use std::process::Command;

/// An object with functions (one calling another and an import), data in .data
/// (with a function pointer), .rodata and .bss.
fn sample_object(flags: Flags) -> Vec<u8> {
    let mut m = module(flags, "sample.o");
    let ext = m
        .declare_function("external_fn", Linkage::Import, &sig(&m, &[I32], &[I32]))
        .unwrap();
    let leaf = define(&mut m, "leaf", Linkage::Local, &[I32], &[I32], |b, a, _| {
        let r = b.ins().iadd_imm_s(a[0], 3);
        b.ins().return_(&[r]);
    });
    let table = data(&mut m, "fn_table", Linkage::Export, true, |d, m| {
        d.define(vec![0; 8].into_boxed_slice());
        let f = m.declare_func_in_data(leaf, d);
        d.write_function_addr(4, f);
    });
    let message = data(&mut m, "message", Linkage::Export, false, |d, _| {
        d.define(b"hi\0".to_vec().into_boxed_slice())
    });
    // A read-only pointer into the message: a relocation in .rodata, with an addend.
    data(&mut m, "message_tail", Linkage::Export, false, |d, m| {
        d.define(vec![0; 4].into_boxed_slice());
        let gv = m.declare_data_in_data(message, d);
        d.write_data_addr(0, gv, 1);
    });
    let zeros = data(&mut m, "zeros", Linkage::Hidden, true, |d, _| {
        d.define_zeroinit(16)
    });
    define(
        &mut m,
        "entry",
        Linkage::Export,
        &[I32],
        &[I32],
        |b, a, m| {
            let x = call(b, m, leaf, &[a[0]])[0];
            let y = call(b, m, ext, &[x])[0];
            let t = data_addr(b, m, table);
            let z = data_addr(b, m, zeros);
            b.ins().store(MemFlagsData::trusted(), y, z, 0);
            let w = load32(b, t, 0);
            let r = b.ins().iadd(y, w);
            b.ins().return_(&[r]);
        },
    );
    m.finish().unwrap()
}

fn external_object(flags: Flags) -> Vec<u8> {
    let mut m = module(flags, "external.o");
    define(
        &mut m,
        "external_fn",
        Linkage::Export,
        &[I32],
        &[I32],
        |b, a, _| {
            let r = b.ins().imul(a[0], a[0]);
            b.ins().return_(&[r]);
        },
    );
    define(&mut m, "main", Linkage::Export, &[], &[I32], |b, _, m| {
        let s = sig(m, &[I32], &[I32]);
        let f = m.declare_function("entry", Linkage::Import, &s).unwrap();
        let two = b.ins().iconst(I32, 2);
        let r = call(b, m, f, &[two])[0];
        b.ins().return_(&[r]);
    });
    let _ = DataDescription::new();
    m.finish().unwrap()
}

fn tool(name: &str) -> Option<PathBuf> {
    let out = Command::new("which").arg(name).output().ok()?;
    if !out.status.success() {
        return None;
    }
    Some(PathBuf::from(String::from_utf8_lossy(&out.stdout).trim()))
}

/// Runs a tool; returns stdout + stderr after checking it succeeded without a
/// warning or error, except for lines containing one of `allowed`.
fn run_clean_except(tool: &Path, args: &[&str], file: &Path, allowed: &[&str]) -> String {
    let out = Command::new(tool).args(args).arg(file).output().unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.status.success(),
        "{} {args:?} {} failed:\n{text}",
        tool.display(),
        file.display()
    );
    for line in text.lines() {
        let lower = line.to_lowercase();
        if (lower.contains("warning") || lower.contains("error"))
            && !allowed.iter().any(|a| line.contains(a))
        {
            panic!(
                "{} {args:?} {}: {line}\n{text}",
                tool.display(),
                file.display()
            );
        }
    }
    text
}

fn run_clean(tool: &Path, args: &[&str], file: &Path) -> String {
    run_clean_except(tool, args, file, &[])
}

fn write(dir: &Path, name: &str, bytes: &[u8]) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, bytes).unwrap();
    p
}

struct Files {
    _dir: tempfile::TempDir,
    object: PathBuf,
    exe: PathBuf,
    big: bool,
}

/// Files compiled without delay-slot filling (so `EF_CPU0_NOREORDER` is set).
fn files(endian: Endian) -> Files {
    let flags = Flags {
        endian,
        fill_delay_slots: false,
        ..Flags::default()
    };
    let dir = tempfile::tempdir().unwrap();
    let obj = sample_object(flags);
    let ext = external_object(flags);
    let exe = link(
        &[("sample.o".into(), obj.clone()), ("external.o".into(), ext)],
        &LinkOptions::default(),
    )
    .unwrap();
    // CPU0_KEEP=DIR keeps copies of the files for a look.
    if let Some(keep) = std::env::var_os("CPU0_KEEP") {
        let suffix = if endian == Endian::Big { "eb" } else { "el" };
        write(Path::new(&keep), &format!("sample-{suffix}.o"), &obj);
        write(Path::new(&keep), &format!("prog-{suffix}"), &exe);
    }
    Files {
        object: write(dir.path(), "sample.o", &obj),
        exe: write(dir.path(), "prog", &exe),
        _dir: dir,
        big: endian == Endian::Big,
    }
}

fn contains_all(text: &str, what: &[&str]) {
    for w in what {
        assert!(text.contains(w), "missing {w:?} in:\n{text}");
    }
}

#[test]
fn gnu_readelf_reads_objects_and_executables() {
    let Some(readelf) = tool("readelf") else {
        eprintln!("readelf is not installed: skipped");
        return;
    };
    for endian in [Endian::Big, Endian::Little] {
        let f = files(endian);
        let order = if f.big { "big endian" } else { "little endian" };

        let obj = run_clean(&readelf, &["-a", "-W"], &f.object);
        contains_all(
            &obj,
            &[
                "ELF32",
                order,
                "REL (Relocatable file)",
                "<unknown>: 0x3e7",
                "0x50000001",
                ".text",
                ".data",
                ".rodata",
                ".bss",
                ".debug_frame",
                ".rela.text",
                ".rela.data",
                ".rela.rodata",
                ".rela.debug_frame",
                ".symtab",
                "FUNC    LOCAL  DEFAULT    1 leaf",
                "FUNC    GLOBAL DEFAULT    1 entry",
                "OBJECT  GLOBAL DEFAULT    3 fn_table",
                "OBJECT  GLOBAL DEFAULT    5 message",
                "OBJECT  GLOBAL HIDDEN     7 zeros",
                "NOTYPE  GLOBAL DEFAULT  UND external_fn",
                "FILE    LOCAL  DEFAULT  ABS sample.o",
            ],
        );
        // Relocation types are printed by number (readelf has no Cpu0 names):
        // 0x0d = R_CPU0_PC24 (calls), 5/6 = HI16/LO16, 2 = R_CPU0_32.
        for (ty, sym) in [
            ("unrecognized: d", "external_fn"),
            ("unrecognized: 5", "fn_table"),
            ("unrecognized: 6", "zeros"),
            ("unrecognized: 2", "leaf"),
            ("unrecognized: 2", "message + 1"),
            ("unrecognized: 2", ".debug_frame"),
        ] {
            assert!(
                obj.lines().any(|l| l.contains(ty) && l.contains(sym)),
                "no relocation of type {ty} against {sym}:\n{obj}"
            );
        }
        // readelf cannot apply relocations of an unknown machine to DWARF sections,
        // and says so; it still decodes the object's frames.
        let frames = run_clean_except(
            &readelf,
            &["--debug-dump=frames"],
            &f.object,
            &[
                "Missing knowledge of 32-bit reloc types used in DWARF sections of machine number 999",
                "unable to apply unsupported reloc type 2 to section .debug_frame",
            ],
        );
        contains_all(&frames, &["CIE", "FDE", "DW_CFA_def_cfa: r13 ofs 0"]);
        assert_eq!(frames.matches("FDE").count(), 2, "{frames}");

        let exe = run_clean(&readelf, &["-a", "-W"], &f.exe);
        // Segments are page-aligned, so the loader can protect them page by page.
        let loads: Vec<&str> = exe
            .lines()
            .filter(|l| l.trim_start().starts_with("LOAD"))
            .collect();
        assert!(loads.len() >= 2, "{exe}");
        assert!(
            loads.iter().all(|l| l.trim_end().ends_with("0x1000")),
            "{exe}"
        );
        contains_all(
            &exe,
            &[
                "EXEC (Executable file)",
                "<unknown>: 0x3e7",
                "Entry point address:               0x1000",
                "LOAD",
                "R E",
                "RW ",
                "FUNC    GLOBAL DEFAULT    1 _start",
                "FUNC    GLOBAL DEFAULT    1 main",
                "FUNC    LOCAL  DEFAULT    1 leaf",
                "ABS __memory_size",
                "There are no relocations in this file.",
            ],
        );
        // The frames of the executable decode: a CIE and an FDE per function.
        let frames = run_clean(&readelf, &["--debug-dump=frames"], &f.exe);
        contains_all(
            &frames,
            &[
                "CIE",
                "Code alignment factor: 4",
                "Data alignment factor: -4",
                "Return address column: 14",
                "DW_CFA_def_cfa: r13 ofs 0",
                "DW_CFA_same_value: r14",
                "FDE",
                "DW_CFA_def_cfa_offset",
                "DW_CFA_offset: r14 at cfa-",
            ],
        );
        assert_eq!(frames.matches("FDE").count(), 4, "{frames}");
    }
}

#[test]
fn llvm_readelf_reads_objects_and_executables() {
    let Some(readelf) = tool("llvm-readelf-14").or_else(|| tool("llvm-readelf")) else {
        eprintln!("llvm-readelf is not installed: skipped");
        return;
    };
    for endian in [Endian::Big, Endian::Little] {
        let f = files(endian);
        let obj = run_clean(&readelf, &["-a"], &f.object);
        contains_all(
            &obj,
            &[
                "ELF32",
                "REL (Relocatable file)",
                "Machine:                           3e7",
                ".rela.text",
                ".rela.debug_frame",
                "external_fn",
                "fn_table",
            ],
        );
        let exe = run_clean(&readelf, &["-a"], &f.exe);
        contains_all(
            &exe,
            &[
                "EXEC (Executable file)",
                "Machine:                           3e7",
                "LOAD",
                "_start",
                "main",
            ],
        );
        // llvm-readelf does not dump DWARF; llvm-dwarfdump does (it notes that it
        // has no disassembler for the unknown target).
        if let Some(dwarfdump) = tool("llvm-dwarfdump-14").or_else(|| tool("llvm-dwarfdump")) {
            let frames = run_clean_except(
                &dwarfdump,
                &["--debug-frame"],
                &f.exe,
                &["No available targets are compatible with triple"],
            );
            contains_all(
                &frames,
                &[
                    "CIE",
                    "FDE",
                    "DW_CFA_def_cfa: reg13 +0",
                    "CFA=reg13+8: reg14=[CFA-8]",
                ],
            );
        }
    }
}

#[test]
fn objects_have_the_promised_header() {
    for endian in [Endian::Big, Endian::Little] {
        let f = files(endian);
        for path in [&f.object, &f.exe] {
            let bytes = std::fs::read(path).unwrap();
            assert_eq!(&bytes[..4], b"\x7fELF");
            assert_eq!(bytes[4], 1, "ELFCLASS32");
            assert_eq!(bytes[5], if f.big { 2 } else { 1 }, "EI_DATA");
            let half = |o: usize| {
                let b = [bytes[o], bytes[o + 1]];
                if f.big {
                    u16::from_be_bytes(b)
                } else {
                    u16::from_le_bytes(b)
                }
            };
            let word = |o: usize| {
                let b = [bytes[o], bytes[o + 1], bytes[o + 2], bytes[o + 3]];
                if f.big {
                    u32::from_be_bytes(b)
                } else {
                    u32::from_le_bytes(b)
                }
            };
            assert_eq!(half(18), 999, "e_machine");
            assert_eq!(word(36), 0x5000_0001, "e_flags");
        }
    }
    // With delay slots filled, only EF_CPU0_ARCH_32.
    let filled = sample_object(Flags::default());
    assert_eq!(
        u32::from_be_bytes(filled[36..40].try_into().unwrap()),
        0x5000_0000
    );
    let exe = link(
        &[
            ("sample.o".into(), filled),
            ("external.o".into(), external_object(Flags::default())),
        ],
        &LinkOptions::default(),
    )
    .unwrap();
    assert_eq!(
        u32::from_be_bytes(exe[36..40].try_into().unwrap()),
        0x5000_0000
    );
}
