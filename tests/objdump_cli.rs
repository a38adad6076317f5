//! `cpu0c objdump` of ELF files: an object and the executable linked from it,
//! both byte orders, built here from two small `.ll` files. The expectations come
//! from the source (which symbols exist, which instructions need relocations,
//! what `counter` holds) and from the ISA's branch arithmetic (target = address of
//! the branch + 4 + offset), checked against the printed symbol table.

mod common;

use common::cpu0c;

use std::path::Path;
use std::process::Output;

fn ok(o: Output) -> String {
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{err}");
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn clean_error(o: &Output) -> String {
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.starts_with("error: "), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    err
}

/// `int counter = 7; static const int table[4] = {1, 2, 3, 4}; int say(int);`
/// `main` sums `table[i & 3] + say(i)` for `i < counter` (clang 14 -O1).
const MAIN_LL: &str = r#"
target datalayout = "DL"
@counter = dso_local local_unnamed_addr global i32 7, align 4
@table = internal unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4

define dso_local i32 @main() {
  %1 = load i32, i32* @counter, align 4
  %2 = icmp sgt i32 %1, 0
  br i1 %2, label %5, label %3
3:
  %4 = phi i32 [ 0, %0 ], [ %13, %5 ]
  ret i32 %4
5:
  %6 = phi i32 [ %14, %5 ], [ 0, %0 ]
  %7 = phi i32 [ %13, %5 ], [ 0, %0 ]
  %8 = and i32 %6, 3
  %9 = getelementptr inbounds [4 x i32], [4 x i32]* @table, i32 0, i32 %8
  %10 = load i32, i32* %9, align 4
  %11 = call i32 @say(i32 signext %6)
  %12 = add i32 %10, %7
  %13 = add i32 %12, %11
  %14 = add nuw nsw i32 %6, 1
  %15 = load i32, i32* @counter, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %5, label %3
}

declare dso_local i32 @say(i32 signext)
"#;

const SAY_LL: &str = r#"
target datalayout = "DL"
define dso_local i32 @say(i32 %x) {
  %1 = mul i32 %x, 3
  ret i32 %1
}
"#;

/// The address of `name` in the symbol table of a listing.
fn symbol_addr(listing: &str, name: &str) -> u32 {
    let line = listing
        .lines()
        .take_while(|l| !l.starts_with("Disassembly"))
        .find(|l| l.ends_with(&format!(" {name}")))
        .unwrap_or_else(|| panic!("no symbol {name} in\n{listing}"));
    u32::from_str_radix(&line[..8], 16).unwrap()
}

/// Builds a.o, b.o and prog for a byte order; returns (object listing, executable listing).
fn build(dir: &Path, big: bool) -> (String, String) {
    let layout = if big {
        "E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
    } else {
        "e-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64"
    };
    std::fs::write(dir.join("a.ll"), MAIN_LL.replace("DL", layout)).unwrap();
    std::fs::write(dir.join("b.ll"), SAY_LL.replace("DL", layout)).unwrap();
    ok(cpu0c(&["compile", "a.ll", "-o", "a.o"], dir));
    ok(cpu0c(&["compile", "b.ll", "-o", "b.o"], dir));
    ok(cpu0c(&["link", "a.o", "b.o", "-o", "prog"], dir));
    // 1+2+3+4+1+2+3 from the table, 3 * (0+1+...+6) from say.
    let run = cpu0c(&["exec", "prog"], dir);
    assert_eq!(run.status.code(), Some(79));
    (
        ok(cpu0c(&["objdump", "a.o"], dir)),
        ok(cpu0c(&["objdump", "prog"], dir)),
    )
}

#[test]
fn objdump_of_an_object_and_an_executable() {
    for big in [true, false] {
        let dir = tempfile::tempdir().unwrap();
        let (obj, exe) = build(dir.path(), big);
        let order = if big { "big-endian" } else { "little-endian" };

        assert!(obj.starts_with(&format!(
            "a.o:\tfile format elf32-cpu0 ({order}, relocatable object)"
        )));
        // The symbol table: main global in .text, say undefined, counter a
        // global object in .data, table a local object in .rodata.
        assert!(obj.contains(" g     F .text\t"), "{obj}");
        assert!(
            obj.contains("00000000         *UND*\t00000000 say\n"),
            "{obj}"
        );
        assert!(
            obj.contains("00000000 g     O .data\t00000004 counter\n"),
            "{obj}"
        );
        assert!(
            obj.contains("00000000 l     O .rodata\t00000010 table\n"),
            "{obj}"
        );
        // Labels, and the data as words: counter = 7, the table 1 2 3 4.
        assert!(obj.contains("\n00000000 <main>:\n       0:  "), "{obj}");
        assert!(obj.contains("\n00000000 <counter>:\n       0:  00000007  .word 0x00000007\n"));
        assert!(
            obj.contains("       c:  00000004  .word 0x00000004\n"),
            "{obj}"
        );
        // The call of say and the addresses of counter and table are relocations.
        assert!(obj.contains(":  R_CPU0_PC24\tsay+0x0\n"), "{obj}");
        assert!(obj.contains(":  R_CPU0_HI16\tcounter+0x0\n"), "{obj}");
        assert!(obj.contains(":  R_CPU0_LO16\tcounter+0x0\n"), "{obj}");
        assert!(obj.contains(":  R_CPU0_HI16\ttable+0x0\n"), "{obj}");
        // The relocation line follows the instruction it patches.
        let lines: Vec<&str> = obj.lines().collect();
        let reloc = lines
            .iter()
            .position(|l| l.contains("R_CPU0_PC24"))
            .unwrap();
        let offset = lines[reloc].trim().split(':').next().unwrap();
        let patched = u32::from_str_radix(offset, 16).unwrap();
        assert!(lines[reloc - 1]
            .trim_start()
            .starts_with(&format!("{patched:x}:")));
        assert!(lines[reloc - 1].contains("jsub"), "{}", lines[reloc - 1]);
        // The loop's branches inside main are `<main+0x..>`.
        assert!(obj.contains(" <main+0x"), "{obj}");

        assert!(exe.starts_with(&format!(
            "prog:\tfile format elf32-cpu0 ({order}, executable, entry 0x00001000)"
        )));
        assert!(!exe.contains("R_CPU0"), "{exe}");
        let main = symbol_addr(&exe, "main");
        let say = symbol_addr(&exe, "say");
        let start = symbol_addr(&exe, "_start");
        assert_eq!(start, 0x1000);
        assert!(exe.contains(&format!("\n{main:08x} <main>:\n")), "{exe}");
        assert!(exe.contains(&format!("\n{say:08x} <say>:\n")), "{exe}");
        // Every jsub names its target, which is where the ISA says it goes.
        let mut calls = 0;
        for line in exe.lines().filter(|l| l.contains("jsub")) {
            let addr = u32::from_str_radix(line.trim().split(':').next().unwrap(), 16).unwrap();
            let after = line.split("jsub ").nth(1).unwrap();
            let (offset, label) = after.split_once(' ').unwrap();
            let target = addr
                .wrapping_add(4)
                .wrapping_add(offset.parse::<i32>().unwrap() as u32);
            let expected = match label {
                "<main>" => main,
                "<say>" => say,
                other => panic!("jsub to {other}"),
            };
            assert_eq!(target, expected, "{line}");
            calls += 1;
        }
        assert_eq!(calls, 2, "{exe}");
        let counter = symbol_addr(&exe, "counter");
        assert!(exe.contains(&format!("\n{counter:08x} <counter>:\n")));
        assert!(exe.contains(&format!("{counter:8x}:  00000007  .word 0x00000007\n")));
    }
}

#[test]
fn objdump_rejects_bad_elf_files_clearly() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    build(d, true);
    let object = std::fs::read(d.join("a.o")).unwrap();

    std::fs::write(d.join("cut.o"), &object[..object.len() / 2]).unwrap();
    let err = clean_error(&cpu0c(&["objdump", "cut.o"], d));
    assert!(err.contains("cut.o: malformed ELF file"), "{err}");

    std::fs::write(d.join("head.o"), &object[..30]).unwrap();
    let err = clean_error(&cpu0c(&["objdump", "head.o"], d));
    assert!(err.contains("head.o: malformed ELF file"), "{err}");

    // e_machine (bytes 18..20, big-endian here) = 8, MIPS.
    let mut mips = object.clone();
    mips[18..20].copy_from_slice(&8u16.to_be_bytes());
    std::fs::write(d.join("mips.o"), &mips).unwrap();
    let err = clean_error(&cpu0c(&["objdump", "mips.o"], d));
    assert!(
        err.contains("mips.o: not a Cpu0 ELF file: an ELF32 file for machine 8, MIPS"),
        "{err}"
    );

    let err = clean_error(&cpu0c(&["objdump", "a.o", "--endian", "little"], d));
    assert!(
        err.contains("--endian and --base are for raw images"),
        "{err}"
    );
}
