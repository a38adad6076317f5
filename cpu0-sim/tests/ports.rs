//! The input port (0xFF000004), the exit port (0xFF000008) and program arguments
//! (`push_args`), on both engines and both byte orders. Expected values are worked
//! out by hand from cpu0-isa.md ("Memory, I/O and start-up") or computed on the host.

mod common;

use common::*;
use cpu0_asm::{assemble, Opcode};
use cpu0_sim::{Args, Config, Engine, Halt, Machine, Outcome, Reg, Trap, END_OF_INPUT};

const ENGINES: [Engine; 2] = [Engine::Interp, Engine::Translate];

fn configs() -> [Config; 2] {
    [config(), little()]
}

fn machine(src: &str, config: Config, engine: Engine) -> Machine {
    let mut m = load(src, config);
    m.set_engine(engine);
    m
}

/// Reads standard input to its end into a buffer at 0x1000, then prints it
/// backwards, then returns the byte count in $v0.
const REVERSE: &str = "
        lui   $t9, 0xff00
        addiu $s0, $zero, 0x1000     # the buffer
        addiu $s1, $zero, 0x1000     # its end
read:   ld    $t0, 4($t9)            # the next input byte, or -1
        addiu $t1, $zero, -1
        beq   $t0, $t1, print
        nop
        sb    $t0, 0($s1)
        addiu $s1, $s1, 1
        jmp   read                   # (jmp has no delay slot)
print:  subu  $v0, $s1, $s0
back:   beq   $s1, $s0, done
        nop
        addiu $s1, $s1, -1
        lbu   $t0, 0($s1)
        sb    $t0, 0($t9)            # print it
        jmp   back
done:   ret   $lr
        nop
";

#[test]
fn a_program_echoes_its_input_reversed() {
    let input = b"hello, ports\n\x00\xff end".to_vec();
    let expected: Vec<u8> = input.iter().rev().copied().collect();
    for config in configs() {
        for engine in ENGINES {
            let mut m = machine(REVERSE, config.clone(), engine);
            m.set_input_bytes(input.clone());
            assert_eq!(
                m.run_program(),
                Ok(Outcome::Halted(Halt { pc: 0xFFFF_FFFF }))
            );
            assert_eq!(m.console(), expected.as_slice(), "{engine:?}");
            assert_eq!(m.reg(Reg::V0), input.len() as u32);
        }
    }
}

#[test]
fn any_reader_feeds_the_input_and_none_reads_as_the_end() {
    let mut m = load(REVERSE, config());
    m.set_input(Box::new(&b"abc"[..]));
    m.run_program().unwrap();
    assert_eq!(m.console(), b"cba");
    // No input at all: the first load reads the end.
    let mut m = load("lui $t9, 0xff00\n ld $v0, 4($t9)\n ret $lr\n nop", config());
    m.run_program().unwrap();
    assert_eq!(m.reg(Reg::V0), END_OF_INPUT);
}

#[test]
fn a_store_to_the_exit_port_ends_the_program_with_its_status() {
    // The `st` is the third instruction; the `addiu` after it never runs.
    let src = "
        addiu $t0, $zero, 3
        lui   $t9, 0xff00
        st    $t0, 8($t9)
        addiu $v0, $zero, 99
        ret   $lr
        nop
    ";
    for config in configs() {
        for engine in ENGINES {
            let mut m = machine(src, config.clone(), engine);
            assert_eq!(m.run_program(), Ok(Outcome::Exited(3)), "{engine:?}");
            assert_eq!(m.reg(Reg::V0), 0);
            assert_eq!(m.stats().instructions(), 3);
            assert_eq!(m.pc(), 12);
            // The exit is not a processor trap: EPC is untouched.
            assert_eq!(m.epc(), 0);
        }
    }
    // `run` reports it as the `Exited` stop, with the store's PC.
    let mut m = load(src, config());
    assert_eq!(m.run(), Err(Trap::Exited { pc: 8, status: 3 }));
    // The whole word is the status.
    let mut m = load(
        "lui $t0, 0x1234\n ori $t0, $t0, 0x5678\n lui $t9, 0xff00\n st $t0, 8($t9)",
        config(),
    );
    assert_eq!(m.run_program(), Ok(Outcome::Exited(0x1234_5678)));
}

#[test]
fn the_exiting_store_is_counted_per_opcode() {
    let src = "lui $t9, 0xff00\n st $zero, 8($t9)\n nop";
    let mut m = load(
        src,
        Config {
            count_opcodes: true,
            ..config()
        },
    );
    assert_eq!(m.run_program(), Ok(Outcome::Exited(0)));
    assert_eq!(m.stats().count(Opcode::St), 1);
    assert_eq!(m.stats().count(Opcode::Lui), 1);
    assert_eq!(m.stats().count(Opcode::Nop), 0);
    assert_eq!(m.stats().instructions(), 2);
}

#[test]
fn an_exit_in_a_delay_slot_or_a_called_function() {
    // The store sits in the delay slot of the final return.
    let src = "addiu $t0, $zero, 7\n lui $t9, 0xff00\n ret $lr\n st $t0, 8($t9)";
    for engine in ENGINES {
        let mut m = machine(src, config(), engine);
        assert_eq!(m.run_program(), Ok(Outcome::Exited(7)));
        assert_eq!(m.stats().instructions(), 4);
    }
    // A function that exits never returns to `call`.
    let mut m = load("lui $t9, 0xff00\n st $a0, 8($t9)\n ret $lr\n nop", config());
    assert_eq!(m.call(0, &[42]), Err(Trap::Exited { pc: 4, status: 42 }));
}

#[test]
fn other_accesses_at_the_ports() {
    // Byte and half loads at the input port read 0 and consume nothing; stores
    // there write nothing; the word load then reads the first byte.
    let src = "
        lui   $t9, 0xff00
        lb    $s0, 4($t9)
        lhu   $s1, 4($t9)
        st    $t9, 4($t9)
        sb    $t9, 4($t9)
        sh    $t9, 4($t9)
        ld    $v0, 4($t9)
        ret   $lr
        nop
    ";
    for engine in ENGINES {
        let mut m = machine(src, config(), engine);
        m.set_input_bytes(*b"Q");
        m.run_program().unwrap();
        assert_eq!((m.reg(Reg::S0), m.reg(Reg::S1)), (0, 0));
        assert_eq!(m.reg(Reg::V0), u32::from(b'Q'));
        assert!(m.console().is_empty());
    }
    // Everything else at the exit port, and the bytes next to the ports, fault.
    for (inst, addr) in [
        ("ld  $v0, 8($t9)", 0xFF00_0008u32),
        ("sb  $t9, 8($t9)", 0xFF00_0008),
        ("sh  $t9, 8($t9)", 0xFF00_0008),
        ("lbu $v0, 8($t9)", 0xFF00_0008),
        ("ld  $v0, 5($t9)", 0xFF00_0005),
        ("st  $t9, 9($t9)", 0xFF00_0009),
        ("ld  $v0, 12($t9)", 0xFF00_000C),
    ] {
        for engine in ENGINES {
            let mut m = machine(&format!("lui $t9, 0xff00\n {inst}"), config(), engine);
            assert_eq!(
                m.run_program(),
                Err(Trap::MemoryFault { pc: 4, addr }),
                "{inst}"
            );
        }
    }
}

#[test]
fn push_args_lays_out_argv_at_the_top_of_the_stack() {
    // 64 KiB: the top is 0x10000. "prog\0" and "ab\0" take 8 bytes from 0xFFF8;
    // three pointers below that, from 0xFFEC; $sp rounded down to 8: 0xFFE8.
    for config in configs() {
        let mut m = Machine::new(config).unwrap();
        let args = m.push_args(&[b"prog", b"ab"]).unwrap();
        assert_eq!(
            args,
            Args {
                argc: 2,
                argv: 0xFFEC
            }
        );
        assert_eq!(m.reg(Reg::SP), 0xFFE8);
        assert_eq!(m.read_word(0xFFEC).unwrap(), 0xFFF8);
        assert_eq!(m.read_word(0xFFF0).unwrap(), 0xFFFD);
        assert_eq!(m.read_word(0xFFF4).unwrap(), 0);
        assert_eq!(m.read_bytes(0xFFF8, 8).unwrap(), b"prog\0ab\0");
    }
    // No arguments at all: just the NULL, below a given $sp.
    let mut m = Machine::new(config()).unwrap();
    m.set_reg(Reg::SP, 0x8000);
    let args = m.push_args(&[]).unwrap();
    assert_eq!(
        args,
        Args {
            argc: 0,
            argv: 0x7FFC
        }
    );
    assert_eq!(m.reg(Reg::SP), 0x7FF8);
    // Arguments larger than memory.
    let big = vec![b'x'; MEM as usize];
    assert!(matches!(
        m.push_args(&[&big]),
        Err(Trap::MemoryFault { .. })
    ));
}

#[test]
fn a_program_prints_its_arguments() {
    // main(argc, argv): prints each argv[i] and a newline, returns argc.
    let src = "
main:   addu  $s0, $a1, $zero
        lui   $t9, 0xff00
next:   ld    $t0, 0($s0)            # argv[i]; NULL ends
        beq   $t0, $zero, done
        addiu $s0, $s0, 4
chars:  lbu   $t1, 0($t0)
        beq   $t1, $zero, line
        addiu $t0, $t0, 1
        sb    $t1, 0($t9)
        jmp   chars
line:   addiu $t1, $zero, 10
        sb    $t1, 0($t9)
        jmp   next
done:   ret   $lr
        addu  $v0, $a0, $zero
";
    for config in configs() {
        for engine in ENGINES {
            let program = assemble(src, config.endian).unwrap();
            let mut m = Machine::new(config.clone()).unwrap();
            m.set_engine(engine);
            m.load(0, &program.bytes).unwrap();
            let args = m.push_args(&[b"prog", b"one", b"", b"three"]).unwrap();
            let (v0, _) = m.call(0, &[args.argc, args.argv]).unwrap();
            assert_eq!(v0, 4);
            assert_eq!(m.console(), b"prog\none\n\nthree\n");
        }
    }
}
