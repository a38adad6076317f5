//! Page permissions: every access kind against every permission it needs, accesses
//! straddling two pages, the predecode cache after `protect`, the tracing and
//! counting loops, and the I/O port (not memory, so never protected). Addresses
//! and PCs are worked out by hand from the programs (one word per instruction).

mod common;

use common::*;
use cpu0_sim::{
    Access, Config, ConfigError, Halt, Machine, Perms, Reg, SharedBuffer, Trap, PAGE_SIZE,
};

/// `$s0` = 0x2000 (page 2), `$a0` = 65, then `inst` at pc 8.
fn at_page_2(inst: &str) -> String {
    format!("ori $s0, $zero, 0x2000\n addiu $a0, $zero, 65\n {inst}\n ret $lr\n nop")
}

fn protected(src: &str, config: Config, page: u32, perms: Perms) -> Machine {
    let mut m = load(src, config);
    m.protect(page * PAGE_SIZE, PAGE_SIZE, perms).unwrap();
    m
}

fn fault(pc: u32, addr: u32, access: Access, perms: Perms) -> Trap {
    Trap::Protection {
        pc,
        addr,
        access,
        perms,
    }
}

#[test]
fn every_page_starts_rwx() {
    let m = Machine::new(config()).unwrap();
    for addr in [0, 0x1000, MEM - 1] {
        assert_eq!(m.perms(addr), Perms::RWX);
    }
    // Self-modifying code still works without protection: store a `nop` over the
    // `addiu` at 12 (the word 0 is `nop`), which then does not run.
    let m = run("
        ori   $v0, $zero, 5
        addiu $t0, $zero, 12
        st    $zero, 0($t0)
        addiu $v0, $zero, 99");
    assert_eq!(m.reg(Reg::V0), 5);
}

#[test]
fn loads_need_read_permission() {
    for inst in [
        "ld $a0, 0($s0)",
        "lb $a0, 1($s0)",
        "lbu $a0, 2($s0)",
        "lh $a0, 4($s0)",
        "lhu $a0, 6($s0)",
    ] {
        // Write-only and no-access pages refuse loads; the destination is untouched.
        for perms in [Perms::NONE, Perms::W, Perms::X] {
            let mut m = protected(&at_page_2(inst), config(), 2, perms);
            let offset = u32::from(inst.as_bytes()[inst.find(',').unwrap() + 2] - b'0');
            assert_eq!(
                m.run(),
                Err(fault(8, 0x2000 + offset, Access::Read, perms)),
                "{inst} on {perms}"
            );
            assert_eq!(m.reg(Reg::A0), 65, "{inst}");
            assert_eq!(m.epc(), 8, "a protection fault is architectural");
        }
        // Readable pages allow them, whatever else they allow.
        for perms in [Perms::R, Perms::RW, Perms::RX] {
            let mut m = protected(&at_page_2(inst), config(), 2, perms);
            assert_eq!(m.run(), Ok(Halt { pc: 0xFFFF_FFFF }), "{inst} on {perms}");
            assert_eq!(m.reg(Reg::A0), 0, "{inst}: memory is zero");
        }
    }
}

#[test]
fn stores_need_write_permission() {
    for (inst, len) in [
        ("st $a0, 0($s0)", 4),
        ("sh $a0, 0($s0)", 2),
        ("sb $a0, 0($s0)", 1),
    ] {
        for perms in [Perms::NONE, Perms::R, Perms::RX] {
            let mut m = protected(&at_page_2(inst), config(), 2, perms);
            assert_eq!(
                m.run(),
                Err(fault(8, 0x2000, Access::Write, perms)),
                "{inst} on {perms}"
            );
            assert_eq!(m.read_bytes(0x2000, 4).unwrap(), [0; 4], "nothing written");
        }
        let mut m = protected(&at_page_2(inst), config(), 2, Perms::W);
        assert_eq!(m.run(), Ok(Halt { pc: 0xFFFF_FFFF }), "{inst} on -w-");
        // 65 = 0x41 in the last byte of the value, big-endian.
        let mut expected = vec![0u8; len];
        expected[len - 1] = 0x41;
        assert_eq!(m.read_bytes(0x2000, len).unwrap(), &expected[..], "{inst}");
    }
}

#[test]
fn fetches_need_execute_permission() {
    // Jump to 0x2000 (page 2): the delay slot runs, then the fetch there traps.
    let src = "
        ori   $t9, $zero, 0x2000
        jr    $t9
        addiu $v0, $zero, 7";
    for perms in [Perms::NONE, Perms::R, Perms::RW] {
        let mut m = protected(src, config(), 2, perms);
        assert_eq!(
            m.run(),
            Err(fault(0x2000, 0x2000, Access::Execute, perms)),
            "{perms}"
        );
        assert_eq!(m.reg(Reg::V0), 7, "the delay slot ran");
        assert_eq!(m.pc(), 0x2000);
    }
    // An executable page with `ret $lr; nop` there runs.
    let mut m = protected(src, config(), 2, Perms::X);
    let ret = cpu0_asm::assemble("ret $lr\n nop", cpu0_asm::Endian::Big).unwrap();
    m.load(0x2000, &ret.bytes).unwrap();
    assert_eq!(m.run(), Ok(Halt { pc: 0xFFFF_FFFF }));
    // The code page itself without X: the very first fetch traps.
    let mut m = protected(src, config(), 0, Perms::RW);
    assert_eq!(m.run(), Err(fault(0, 0, Access::Execute, Perms::RW)));
}

#[test]
fn straddling_accesses_check_both_pages() {
    // Page 2 = 0x2000..0x3000 is readable only; page 3 has no access.
    let src = |inst: &str| {
        format!("ori $s0, $zero, 0x2ffe\n addiu $a0, $zero, 65\n {inst}\n ret $lr\n nop")
    };
    let setup = |inst: &str| {
        let mut m = load(&src(inst), config());
        m.protect(0x2000, PAGE_SIZE, Perms::R).unwrap();
        m.protect(0x3000, PAGE_SIZE, Perms::NONE).unwrap();
        m
    };
    // A word at 0x2ffe covers 0x2ffe..0x3001: the denied byte is 0x3000.
    let mut m = setup("ld $a0, 0($s0)");
    assert_eq!(m.run(), Err(fault(8, 0x3000, Access::Read, Perms::NONE)));
    // A half at 0x2fff covers 0x2fff and 0x3000.
    let mut m = setup("lh $a0, 1($s0)");
    assert_eq!(m.run(), Err(fault(8, 0x3000, Access::Read, Perms::NONE)));
    // A half at 0x2ffe stays in page 2: fine.
    let mut m = setup("lhu $a0, 0($s0)");
    assert_eq!(m.run(), Ok(Halt { pc: 0xFFFF_FFFF }));
    // Stores: the first page already refuses, so the fault names 0x2ffe.
    let mut m = setup("st $a0, 0($s0)");
    assert_eq!(m.run(), Err(fault(8, 0x2ffe, Access::Write, Perms::R)));
    // A store from a writable page into a read-only one: only the second page refuses.
    let mut m = load(
        "ori $s0, $zero, 0x1ffe\n addiu $a0, $zero, 65\n sh $a0, 1($s0)\n ret $lr\n nop",
        config(),
    );
    m.protect(0x1000, PAGE_SIZE, Perms::RW).unwrap();
    m.protect(0x2000, PAGE_SIZE, Perms::R).unwrap();
    assert_eq!(m.run(), Err(fault(8, 0x2000, Access::Write, Perms::R)));
    assert_eq!(m.read_byte(0x1fff).unwrap(), 0, "no byte of it was written");
}

#[test]
fn a_misaligned_fetch_straddling_into_a_non_executable_page_traps() {
    // jr to 0x0ffe: the word 0x0ffe..0x1001 ends in page 1 (not executable).
    let mut m = load("ori $t9, $zero, 0x0ffe\n jr $t9\n nop", config());
    m.protect(0x1000, PAGE_SIZE, Perms::RW).unwrap();
    assert_eq!(
        m.run(),
        Err(fault(0x0ffe, 0x1000, Access::Execute, Perms::RW))
    );
}

#[test]
fn removing_execute_permission_clears_cached_code() {
    let mut m = load("addiu $v0, $v0, 1\n ret $lr\n nop", config());
    assert_eq!(m.call(0, &[]), Ok((1, 0)));
    assert_eq!(m.call(0, &[]), Ok((2, 0)), "now from the cache");
    m.protect(0, PAGE_SIZE, Perms::RW).unwrap();
    assert_eq!(
        m.call(0, &[]),
        Err(fault(0, 0, Access::Execute, Perms::RW)),
        "the cached decoding must not run"
    );
    assert_eq!(m.reg(Reg::V0), 2);
    // Given back, the code runs again (decoded afresh).
    m.protect(0, PAGE_SIZE, Perms::RX).unwrap();
    assert_eq!(m.call(0, &[]), Ok((3, 0)));
    // Changing only R/W of an executable page keeps it runnable.
    m.protect(0, PAGE_SIZE, Perms::X).unwrap();
    assert_eq!(m.call(0, &[]), Ok((4, 0)));
}

#[test]
fn protection_faults_in_the_tracing_and_counting_loops() {
    for (trace, count_opcodes) in [(false, false), (true, false), (false, true), (true, true)] {
        let config = Config {
            trace,
            count_opcodes,
            ..config()
        };
        let mut m = protected(&at_page_2("st $a0, 4($s0)"), config, 2, Perms::R);
        let out = SharedBuffer::new();
        m.set_trace_sink(Box::new(out.clone()));
        let expected = fault(8, 0x2004, Access::Write, Perms::R);
        assert_eq!(m.run(), Err(expected.clone()), "trace {trace}");
        assert_eq!(m.stats().instructions(), 2, "the store did not complete");
        if count_opcodes {
            assert_eq!(m.stats().count(cpu0_asm::Opcode::St), 0);
            assert_eq!(m.stats().count(cpu0_asm::Opcode::Ori), 1);
        }
        let text = out.text();
        if trace {
            let last = text.lines().last().unwrap();
            assert_eq!(
                last,
                format!("00000008: st $a0, 4($s0)            ! {expected}")
            );
        } else {
            assert!(text.is_empty());
        }
        // `step` gives the same trap.
        let mut m = protected(&at_page_2("st $a0, 4($s0)"), self::config(), 2, Perms::R);
        m.step().unwrap();
        m.step().unwrap();
        assert_eq!(m.step(), Err(expected));
    }
}

#[test]
fn the_message_names_the_access_and_the_address() {
    let t = fault(8, 0x2004, Access::Write, Perms::R);
    assert_eq!(
        t.to_string(),
        "protection fault at pc 0x00000008: store to address 0x00002004, in a page with permissions r--"
    );
    assert!(t.is_architectural());
    assert_eq!(t.pc(), 8);
    let t = fault(0, 0, Access::Execute, Perms::NONE);
    assert!(t.to_string().contains("fetch from address 0x00000000"));
    let t = fault(4, 0x10, Access::Read, Perms::NONE);
    assert!(t.to_string().contains("load from address 0x00000010"));
}

#[test]
fn strict_mode_runs_with_protection() {
    let mut m = protected(&at_page_2("st $a0, 0($s0)"), strict(), 2, Perms::RW);
    assert_eq!(m.run(), Ok(Halt { pc: 0xFFFF_FFFF }));
    // Strict traps still come first where they apply.
    let mut m = protected(
        "ori $t0, $zero, 0x2000\n addiu $t1, $zero, 0\n div $t0, $t1\n ret $lr\n nop",
        strict(),
        2,
        Perms::NONE,
    );
    assert!(matches!(m.run(), Err(Trap::Strict { pc: 8, .. })));
}

#[test]
fn the_io_port_is_not_protected() {
    // Every page without access but the code: the console still prints.
    let mut m = load(
        "lui $t0, 0xff00\n addiu $a0, $zero, 72\n sb $a0, 0($t0)\n ret $lr\n nop",
        config(),
    );
    m.protect(PAGE_SIZE, MEM - PAGE_SIZE, Perms::NONE).unwrap();
    m.protect(0, PAGE_SIZE, Perms::RX).unwrap();
    assert_eq!(m.run(), Ok(Halt { pc: 0xFFFF_FFFF }));
    assert_eq!(m.console(), b"H");
    // Outside memory is still a memory fault, not a protection fault.
    let mut m = load("lui $t0, 1\n ld $a0, 0($t0)", config());
    m.protect(0x1000, PAGE_SIZE, Perms::NONE).unwrap();
    assert_eq!(
        m.run(),
        Err(Trap::MemoryFault {
            pc: 4,
            addr: 0x1_0000
        })
    );
}

#[test]
fn protect_takes_whole_pages_inside_memory() {
    let mut m = Machine::new(config()).unwrap();
    for (addr, len) in [(0x800, 0x1000), (0x1000, 0x800), (MEM - 0x1000, 0x2000)] {
        assert!(matches!(
            m.protect(addr, len, Perms::R),
            Err(ConfigError::Protect { .. })
        ));
    }
    // A memory that is not a whole number of pages: its last partial page counts.
    let mut m = Machine::new(Config {
        mem_size: 0x1804,
        ..config()
    })
    .unwrap();
    m.protect(0x1000, 0x804, Perms::R).unwrap();
    assert_eq!(m.perms(0x1803), Perms::R);
    assert_eq!(m.perms(0xfff), Perms::RWX);
    m.protect(0, 0, Perms::NONE).unwrap();
    assert_eq!(m.perms(0), Perms::RWX, "an empty range changes nothing");
}

#[test]
fn embedder_accesses_ignore_permissions_but_check_access_does_not() {
    let mut m = Machine::new(config()).unwrap();
    m.protect(0x1000, 2 * PAGE_SIZE, Perms::R).unwrap();
    m.protect(0x3000, PAGE_SIZE, Perms::NONE).unwrap();
    // Loading code or data into protected pages is the embedder's right.
    m.write_word(0x1000, 42).unwrap();
    assert_eq!(m.read_word(0x3000).unwrap(), 0);
    assert_eq!(m.check_access(0x1000, 0x2000, Access::Read), Ok(()));
    assert_eq!(
        m.check_access(0x2ff0, 0x20, Access::Read),
        Err(fault(0, 0x3000, Access::Read, Perms::NONE))
    );
    assert_eq!(
        m.check_access(0x0ff0, 0x20, Access::Write),
        Err(fault(0, 0x1000, Access::Write, Perms::R))
    );
    assert_eq!(m.check_access(0x3000, 0, Access::Read), Ok(()));
}

#[test]
fn an_access_wrapping_past_the_top_is_a_memory_fault() {
    // Code on page 1; page 0 has no access. A word load at 0xFFFFFFFE would
    // touch 0xFFFFFFFE..0x00000001: outside memory, whatever page 0 allows.
    let program = cpu0_asm::assemble("ld $a0, -2($zero)", cpu0_asm::Endian::Big).unwrap();
    let mut m = Machine::new(config()).unwrap();
    m.load(0x1000, &program.bytes).unwrap();
    m.protect(0, PAGE_SIZE, Perms::NONE).unwrap();
    m.set_pc(0x1000);
    assert_eq!(
        m.run(),
        Err(Trap::MemoryFault {
            pc: 0x1000,
            addr: 0xFFFF_FFFE
        })
    );
}
