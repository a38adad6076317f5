//! Loads and stores of every width in both byte orders, memory faults, the I/O port,
//! and the predecode cache seeing every store. Expected values worked out by hand.

mod common;

use common::*;
use cpu0_asm::Endian;
use cpu0_sim::{Config, Halt, Machine, Reg, Trap};

const STORES: &str = "
        lui   $a0, 0x1122
        ori   $a0, $a0, 0x3344
        ori   $s0, $zero, 0x1000
        st    $a0, 0($s0)
        sh    $a0, 4($s0)
        sb    $a0, 6($s0)
        st    $a0, 9($s0)          # unaligned
        sh    $a0, 15($s0)         # unaligned
        addiu $s1, $s0, 0x20
        st    $a0, -4($s1)         # negative offset: 0x101c
";

fn stored(config: Config) -> Vec<u8> {
    let m = run_with(STORES, config);
    m.read_bytes(0x1000, 0x20).unwrap().to_vec()
}

#[test]
fn stores_big_endian() {
    let mem = stored(config());
    assert_eq!(&mem[0..4], [0x11, 0x22, 0x33, 0x44]);
    assert_eq!(&mem[4..7], [0x33, 0x44, 0x44]);
    assert_eq!(mem[7..9], [0, 0]);
    assert_eq!(&mem[9..13], [0x11, 0x22, 0x33, 0x44]);
    assert_eq!(&mem[15..17], [0x33, 0x44]);
    assert_eq!(&mem[0x1C..0x20], [0x11, 0x22, 0x33, 0x44]);
}

#[test]
fn stores_little_endian() {
    let mem = stored(little());
    assert_eq!(&mem[0..4], [0x44, 0x33, 0x22, 0x11]);
    assert_eq!(&mem[4..7], [0x44, 0x33, 0x44]);
    assert_eq!(mem[7..9], [0, 0]);
    assert_eq!(&mem[9..13], [0x44, 0x33, 0x22, 0x11]);
    assert_eq!(&mem[15..17], [0x44, 0x33]);
    assert_eq!(&mem[0x1C..0x20], [0x44, 0x33, 0x22, 0x11]);
}

/// Loads from the bytes 80 01 fe 7f 55 at 0x2000.
fn loads(config: Config) -> Machine {
    let mut m = load(
        "
        ori   $s0, $zero, 0x2000
        ld    $a0, 0($s0)
        lb    $a1, 0($s0)
        lbu   $v0, 0($s0)
        lb    $v1, 1($s0)
        lh    $t0, 0($s0)
        lhu   $t1, 0($s0)
        lh    $t9, 2($s0)
        lhu   $s1, 2($s0)
        lh    $gp, 1($s0)          # unaligned
        ld    $fp, 1($s0)          # unaligned
        addiu $sw, $s0, 4
        ld    $sw, -4($sw)         # negative offset
        ret   $lr
        nop
    ",
        config,
    );
    m.write_bytes(0x2000, &[0x80, 0x01, 0xFE, 0x7F, 0x55])
        .unwrap();
    assert_eq!(m.run(), Ok(Halt { pc: 0xFFFF_FFFF }));
    m
}

#[test]
fn loads_big_endian() {
    let m = loads(config());
    assert_eq!(m.reg(Reg::A0), 0x8001_FE7F);
    assert_eq!(m.reg(Reg::A1), 0xFFFF_FF80);
    assert_eq!(m.reg(Reg::V0), 0x0000_0080);
    assert_eq!(m.reg(Reg::V1), 0x0000_0001);
    assert_eq!(m.reg(Reg::T0), 0xFFFF_8001);
    assert_eq!(m.reg(Reg::T1), 0x0000_8001);
    assert_eq!(m.reg(Reg::T9), 0xFFFF_FE7F);
    assert_eq!(m.reg(Reg::S1), 0x0000_FE7F);
    assert_eq!(m.reg(Reg::GP), 0x0000_01FE);
    assert_eq!(m.reg(Reg::FP), 0x01FE_7F55);
    assert_eq!(m.reg(Reg::SW), 0x8001_FE7F);
}

#[test]
fn loads_little_endian() {
    let m = loads(little());
    assert_eq!(m.reg(Reg::A0), 0x7FFE_0180);
    assert_eq!(m.reg(Reg::A1), 0xFFFF_FF80);
    assert_eq!(m.reg(Reg::V0), 0x0000_0080);
    assert_eq!(m.reg(Reg::V1), 0x0000_0001);
    assert_eq!(m.reg(Reg::T0), 0x0000_0180);
    assert_eq!(m.reg(Reg::T1), 0x0000_0180);
    assert_eq!(m.reg(Reg::T9), 0x0000_7FFE);
    assert_eq!(m.reg(Reg::S1), 0x0000_7FFE);
    assert_eq!(m.reg(Reg::GP), 0xFFFF_FE01);
    assert_eq!(m.reg(Reg::FP), 0x557F_FE01);
    assert_eq!(m.reg(Reg::SW), 0x7FFE_0180);
}

#[test]
fn instruction_words_follow_the_byte_order() {
    // addiu $v0, $zero, 5 = 0x09200005
    let m = run_with(".word 0x09200005", config());
    assert_eq!(m.read_bytes(0, 4).unwrap(), [0x09, 0x20, 0x00, 0x05]);
    assert_eq!(m.reg(Reg::V0), 5);
    let m = run_with(".word 0x09200005", little());
    assert_eq!(m.read_bytes(0, 4).unwrap(), [0x05, 0x00, 0x20, 0x09]);
    assert_eq!(m.reg(Reg::V0), 5);
}

#[test]
fn accesses_outside_memory_fault_with_pc_and_address() {
    // Memory is 64 KiB: 0x10000 is the first address outside.
    let cases = [
        ("ld $a0, 0($t0)", 0x1_0000),
        ("ld $a0, -2($t0)", 0xFFFE), // straddles the end
        ("lh $a0, -1($t0)", 0xFFFF),
        ("lhu $a0, 0($t0)", 0x1_0000),
        ("lb $a0, 0($t0)", 0x1_0000),
        ("lbu $a0, 0($t0)", 0x1_0000),
        ("st $a0, -3($t0)", 0xFFFD),
        ("sh $a0, -1($t0)", 0xFFFF),
        ("sb $a0, 0($t0)", 0x1_0000),
        ("ld $a0, -4($zero)", 0xFFFF_FFFC),
        ("ld $a0, 0($t1)", 0xFF00_0000), // loads from the I/O port fault
        ("lbu $a0, 0($t1)", 0xFF00_0000),
        ("sh $a0, 0($t1)", 0xFF00_0000), // project rule: sh to the port faults
        ("sb $a0, 1($t1)", 0xFF00_0001), // only the port address itself is the port
        ("st $a0, -1($t1)", 0xFEFF_FFFF),
    ];
    for (inst, addr) in cases {
        let (m, t) = trap(&format!(
            "lui $t0, 1\n lui $t1, 0xff00\n addiu $a0, $zero, 65\n {inst}"
        ));
        assert_eq!(t, Trap::MemoryFault { pc: 12, addr }, "{inst}");
        assert_eq!(m.epc(), 12);
        assert_eq!(m.reg(Reg::A0), 65, "{inst}: destination untouched");
        assert!(m.console().is_empty());
    }
    // The last bytes of memory are fine.
    let m = run("lui $t0, 1\n addiu $a0, $zero, 7\n st $a0, -4($t0)\n lbu $v0, -1($t0)");
    assert_eq!(m.reg(Reg::V0), 7);
}

#[test]
fn sb_to_the_port_prints() {
    let m = run("
        lui   $t0, 0xff00
        addiu $a0, $zero, 72      # H
        sb    $a0, 0($t0)
        ori   $a0, $zero, 0x169   # only the low byte: 0x69 = i
        sb    $a0, 0($t0)
        addiu $t1, $t0, -16
        sb    $zero, 16($t1)      # a NUL byte is printed too
    ");
    assert_eq!(m.console(), b"Hi\0");
}

/// `st` of `word` to the port, in the given byte order.
fn st_port(word: u32, endian: Endian) -> Vec<u8> {
    let cfg = Config { endian, ..config() };
    let mut m = run_with(
        &format!(
            "
            lui   $t0, 0xff00
            lui   $a0, %hi({word})
            ori   $a0, $a0, %lo({word})
            st    $a0, 0($t0)
        "
        ),
        cfg,
    );
    m.take_console()
}

#[test]
fn st_to_the_port_big_endian() {
    // Memory layout at 0xff000000..+3 is the word's bytes high to low.
    assert_eq!(st_port(0x4142_4344, Endian::Big), b"DCBA");
    assert_eq!(st_port(0x0000_0041, Endian::Big), b"A");
    assert_eq!(st_port(0x4142_4300, Endian::Big), b""); // +3 is NUL
    assert_eq!(st_port(0x0041_0042, Endian::Big), b"BA");
}

#[test]
fn st_to_the_port_little_endian() {
    // Memory layout at 0xff000000..+3 is the word's bytes low to high.
    assert_eq!(st_port(0x4142_4344, Endian::Little), b"ABCD");
    assert_eq!(st_port(0x0000_0041, Endian::Little), b""); // +3 is NUL
    assert_eq!(st_port(0x4200_0041, Endian::Little), b"BA");
    assert_eq!(st_port(0x4100_4300, Endian::Little), b"AC");
}

#[test]
fn store_over_code_is_seen_by_the_next_fetch() {
    // Executes `patch` once (v0 += 1), then overwrites it with the word at `new`
    // (v0 += 100) and executes it again.
    let src = "
        addiu $s0, $zero, 2
again:
patch:  addiu $v0, $v0, 1
        addiu $s0, $s0, -1
        beq   $s0, $zero, done
        nop
        lui   $t0, %hi(new)
        ori   $t0, $t0, %lo(new)
        ld    $t1, 0($t0)
        lui   $t0, %hi(patch)
        ori   $t0, $t0, %lo(patch)
        st    $t1, 0($t0)
        jmp   again
done:   ret   $lr
        nop
new:    addiu $v0, $v0, 100
    ";
    for endian in [Endian::Big, Endian::Little] {
        let m = run_program(src, Config { endian, ..config() });
        assert_eq!(m.reg(Reg::V0), 101, "{endian:?}");
    }
}

#[test]
fn byte_and_unaligned_stores_over_executed_code_are_seen() {
    // Big-endian: `addiu $v0, $v0, 1` at 0x04 is the bytes 09 22 00 01. It runs once,
    // then `patch` rewrites part of it and it runs again.
    let program = |patch: &str| {
        format!(
            "
            addiu $s0, $zero, 2       # 0x00
    again:  addiu $v0, $v0, 1         # 0x04
            addiu $s0, $s0, -1
            beq   $s0, $zero, done
            nop
            {patch}
            jmp   again
    done:   ret   $lr
            nop
        "
        )
    };
    // sb: the byte at 0x07 becomes 0x22: addiu $v0, $v0, 0x22.
    let m = run_program(
        &program("addiu $t0, $zero, 0x22\n sb $t0, 7($zero)"),
        config(),
    );
    assert_eq!(m.reg(Reg::V0), 1 + 0x22);
    // Unaligned sh: bytes 0x05, 0x06 become 33 00: addiu $v1, $v1, 1.
    let m = run_program(
        &program("addiu $t0, $zero, 0x3300\n sh $t0, 5($zero)"),
        config(),
    );
    assert_eq!((m.reg(Reg::V0), m.reg(Reg::V1)), (1, 1));
    // Unaligned st over two words: 0x02..0x05 = 00 00 09 23 turns the word at 0x04
    // into 09 23 00 01 (addiu $v0, $v1, 1) and leaves 0x00 an addiu with cx 0.
    let m = run_program(
        &program("addiu $t0, $zero, 0x0923\n st $t0, 2($zero)"),
        config(),
    );
    assert_eq!(m.reg(Reg::V0), 1);
}

#[test]
fn embedder_writes_invalidate_decoded_code() {
    let mut m = load("addiu $v0, $zero, 1\n ret $lr\n nop", config());
    m.run().unwrap();
    assert_eq!(m.reg(Reg::V0), 1);
    // addiu $v0, $zero, 2
    m.write_word(0, 0x0920_0002).unwrap();
    m.reset();
    m.run().unwrap();
    assert_eq!(m.reg(Reg::V0), 2);
    m.write_half(2, 3).unwrap();
    m.reset();
    m.run().unwrap();
    assert_eq!(m.reg(Reg::V0), 3);
    m.write_byte(3, 4).unwrap();
    m.reset();
    m.run().unwrap();
    assert_eq!(m.reg(Reg::V0), 4);
    m.load(0, &[0x09, 0x20, 0x00, 0x05]).unwrap();
    m.reset();
    m.run().unwrap();
    assert_eq!(m.reg(Reg::V0), 5);
}

#[test]
fn embedder_memory_accessors() {
    let mut m = Machine::new(config()).unwrap();
    m.write_word(0x100, 0x1122_3344).unwrap();
    assert_eq!(m.read_bytes(0x100, 4).unwrap(), [0x11, 0x22, 0x33, 0x44]);
    assert_eq!(m.read_word(0x100), Ok(0x1122_3344));
    assert_eq!(m.read_half(0x101), Ok(0x2233));
    assert_eq!(m.read_byte(0x103), Ok(0x44));
    assert_eq!(
        m.read_word(MEM - 2),
        Err(Trap::MemoryFault {
            pc: 0,
            addr: MEM - 2
        })
    );
    assert_eq!(
        m.write_bytes(MEM, &[1]),
        Err(Trap::MemoryFault { pc: 0, addr: MEM })
    );
    assert!(m.write_bytes(MEM, &[]).is_ok());
    assert!(m.read_bytes(0xFFFF_FFFF, 2).is_err());

    let mut m = Machine::new(little()).unwrap();
    m.write_word(0x100, 0x1122_3344).unwrap();
    assert_eq!(m.read_bytes(0x100, 4).unwrap(), [0x44, 0x33, 0x22, 0x11]);
    assert_eq!(m.read_half(0x100), Ok(0x3344));
}

#[test]
fn code_high_in_a_large_memory_runs_and_is_invalidated() {
    let cfg = Config {
        mem_size: 16 << 20,
        ..config()
    };
    let mut m = Machine::new(cfg).unwrap();
    let base = 0x00F0_0000;
    // addiu $v0, $v0, 1 ; ret $lr ; nop
    for (i, word) in [0x0922_0001u32, 0x3CE0_0000, 0].into_iter().enumerate() {
        m.write_word(base + 4 * i as u32, word).unwrap();
    }
    assert_eq!(m.call(base, &[]), Ok((1, 0)));
    assert_eq!(m.call(base, &[]), Ok((2, 0)));
    // addiu $v0, $v0, 0x10, written by the guest this time.
    let mut patcher = load(
        "lui $t0, 0x0922\n ori $t0, $t0, 0x10\n lui $t1, 0xf0\n ret $lr\n st $t0, 0($t1)",
        Config {
            mem_size: 16 << 20,
            ..config()
        },
    );
    for (i, word) in [0x0922_0001u32, 0x3CE0_0000, 0].into_iter().enumerate() {
        patcher.write_word(base + 4 * i as u32, word).unwrap();
    }
    assert_eq!(patcher.call(base, &[]), Ok((1, 0)));
    patcher.set_reg(Reg::V0, 0);
    assert_eq!(patcher.call(0, &[]).map(|(_, v1)| v1), Ok(0));
    assert_eq!(patcher.call(base, &[]), Ok((0x10, 0)));
}
