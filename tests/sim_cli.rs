//! `cpu0c asm`, `cpu0c objdump` and `cpu0c sim` end to end, on the hand-written
//! programs in tests/asm/ (expected output worked out by hand: fib(20) = 6765,
//! fib(47) = 2971215073, and the table in sum.s adds up to 901242).

use std::path::Path;
use std::process::{Command, Output};

fn cpu0c(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cpu0c"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn tmp(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("cpu0c-sim-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name).to_string_lossy().into_owned()
}

#[test]
fn programs_run_in_both_byte_orders() {
    for endian in ["big", "little"] {
        for (file, expected) in [
            ("tests/asm/fib.s", "fib(20) = 6765\nfib(47) = 2971215073\n"),
            ("tests/asm/sum.s", "sum = 901242\n"),
        ] {
            // Straight from the source...
            let o = cpu0c(&["sim", file, "--endian", endian]);
            assert!(o.status.success(), "{}", text(&o.stderr));
            assert_eq!(text(&o.stdout), expected, "{file} {endian}");
            assert!(text(&o.stderr).contains("halted at 0xffffffff"));
            // ...and through an assembled image.
            let bin = tmp(&format!(
                "{}-{endian}.bin",
                Path::new(file).file_stem().unwrap().to_string_lossy()
            ));
            let o = cpu0c(&["asm", file, "-o", &bin, "--endian", endian]);
            assert!(o.status.success(), "{}", text(&o.stderr));
            let o = cpu0c(&["sim", &bin, "--endian", endian, "--isa", "cpu032II"]);
            assert_eq!(text(&o.stdout), expected);
            let o = cpu0c(&["objdump", &bin, "--endian", endian]);
            assert!(text(&o.stdout).contains("jsub"), "{}", text(&o.stdout));
        }
    }
}

#[test]
fn bad_programs_end_in_their_trap_with_the_pc() {
    let cases = [
        // An endless loop under a budget.
        (
            "loop: jmp loop\n",
            vec!["--budget", "1000"],
            "budget exhausted at pc 0x00000000",
        ),
        // A word with no opcode.
        (
            "nop\n.word 0x10000000\n",
            vec![],
            "illegal instruction 0x10000000 at pc 0x00000004",
        ),
        // A jump past the image into memory beyond its end... and beyond memory.
        (
            "lui $t9, 0x7000\njr $t9\nnop\n",
            vec![],
            "memory fault at pc 0x70000000",
        ),
        // cpu032I has no slt.
        (
            "slt $v0, $a0, $a1\n",
            vec!["--isa", "cpu032I"],
            "illegal instruction",
        ),
    ];
    for (src, extra, expected) in cases {
        let file = tmp("bad.s");
        std::fs::write(&file, src).unwrap();
        let mut args = vec!["sim", file.as_str()];
        args.extend(extra);
        let o = cpu0c(&args);
        assert_eq!(o.status.code(), Some(1), "{src}");
        assert!(
            text(&o.stderr).contains(expected),
            "{src}: {}",
            text(&o.stderr)
        );
    }
}

#[test]
fn malformed_assembly_is_reported_at_line_and_column() {
    let file = tmp("malformed.s");
    std::fs::write(&file, "nop\n  addiu $v0, $a0, 99999\n").unwrap();
    let o = cpu0c(&["asm", &file, "-o", &tmp("out.bin")]);
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(err.contains("malformed.s:2:19:"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

/// `--engine`: both engines print the same output and the same instruction
/// count (the translator compiling every unit at first sight); a wrong name is
/// an error.
#[test]
fn both_engines_run_the_programs_alike() {
    for file in ["tests/asm/fib.s", "tests/asm/sum.s"] {
        let interp = cpu0c(&["sim", file, "--engine", "interp"]);
        let translate = cpu0c(&[
            "sim",
            file,
            "--engine",
            "translate",
            "--translate-after",
            "0",
        ]);
        assert!(interp.status.success(), "{}", text(&interp.stderr));
        assert_eq!(text(&interp.stdout), text(&translate.stdout), "{file}");
        assert_eq!(text(&interp.stderr), text(&translate.stderr), "{file}");
    }
    let o = cpu0c(&["sim", "tests/asm/fib.s", "--engine", "fast"]);
    assert!(!o.status.success());
    assert!(
        text(&o.stderr).contains("unknown engine"),
        "{}",
        text(&o.stderr)
    );
}

/// Under a file-size limit smaller than the translator's code arena (a shared
/// memory object), sizing it would kill the process with SIGXFSZ: the
/// translator must fall back to other memory and run on.
#[cfg(unix)]
#[test]
fn a_small_file_size_limit_does_not_stop_the_translator() {
    let src = tmp("fsize-loop.s");
    std::fs::write(&src, "loop: jmp loop\n").unwrap();
    let exe = env!("CARGO_BIN_EXE_cpu0c");
    let script = format!(
        "ulimit -f 1024 && exec '{exe}' sim '{src}' --engine translate --budget 1000000 --stats"
    );
    let o = Command::new("sh").args(["-c", &script]).output().unwrap();
    let err = text(&o.stderr);
    assert!(o.status.code().is_some(), "killed by a signal: {err}");
    assert!(err.contains("budget exhausted at pc 0x00000000"), "{err}");
    assert!(err.contains("instructions: 1000000"), "{err}");
}
