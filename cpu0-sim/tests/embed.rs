//! The embedder API: reset state, call() and the ABI, host functions, trace output,
//! statistics, stepping, console sinks, configuration checks.

mod common;

use common::*;
use cpu0_asm::{Endian, Opcode};
use cpu0_sim::{Config, ConfigError, Halt, HostFn, Machine, Reg, SharedBuffer, Trap, OPCODE_COUNT};

#[test]
fn reset_state() {
    let m = Machine::new(Config::default()).unwrap();
    assert_eq!(m.pc(), 0);
    assert_eq!(m.sw(), 0x1C40);
    assert_eq!(m.reg(Reg::LR), 0xFFFF_FFFF);
    let mut expected = [0; 16];
    expected[14] = 0xFFFF_FFFF;
    expected[15] = 0x1C40;
    assert_eq!(m.regs(), expected);
    assert_eq!((m.hi(), m.lo(), m.epc()), (0, 0, 0));
    assert_eq!(m.mem_size(), 16 << 20);
    assert_eq!(m.endian(), Endian::Big);

    let mut m = run("addiu $a0, $zero, 1\n mthi $a0\n addiu $sp, $zero, 64");
    m.reset();
    assert_eq!(m.regs(), expected);
    assert_eq!((m.pc(), m.hi()), (0, 0));
}

#[test]
fn config_is_checked() {
    let bad = |mem_size| {
        Machine::new(Config {
            mem_size,
            ..Config::default()
        })
        .err()
    };
    assert_eq!(bad(6), Some(ConfigError::MemSize(6)));
    assert_eq!(bad(0x8000_0004), Some(ConfigError::MemSize(0x8000_0004)));
    assert_eq!(bad(0x1000), None);
}

const FUNCTIONS: &str = "
# seven_nine() -> (7, 9)
seven_nine:
        addiu $v0, $zero, 7
        ret   $lr
        addiu $v1, $zero, 9
# sub2(a, b) -> a - b
sub2:   ret   $lr
        subu  $v0, $a0, $a1
# digits(a, b, c, d, e) -> a + 10b + 100c + 1000d + 10000e, and $sp in $v1
digits: ld    $t0, 8($sp)          # e
        addiu $t1, $zero, 10
        mul   $v0, $t0, $t1
        ld    $t0, 4($sp)          # d
        addu  $v0, $v0, $t0
        mul   $v0, $v0, $t1
        ld    $t0, 0($sp)          # c
        addu  $v0, $v0, $t0
        mul   $v0, $v0, $t1
        addu  $v0, $v0, $a1
        mul   $v0, $v0, $t1
        addu  $v0, $v0, $a0
        ret   $lr
        addu  $v1, $sp, $zero
";

fn functions(config: Config) -> (Machine, cpu0_asm::Program) {
    let program = cpu0_asm::assemble(FUNCTIONS, config.endian).unwrap();
    let mut m = Machine::new(config).unwrap();
    m.load(0, &program.bytes).unwrap();
    (m, program)
}

#[test]
fn call_with_zero_two_and_five_arguments() {
    for cfg in [config(), little()] {
        let (mut m, p) = functions(cfg);
        assert_eq!(m.call(p.symbols["seven_nine"], &[]), Ok((7, 9)));
        assert_eq!(m.call(p.symbols["sub2"], &[10, 3]), Ok((7, 9)));
        assert_eq!(m.call(p.symbols["sub2"], &[3, 10]).unwrap().0, 0xFFFF_FFF9);
        // $sp was 0: it starts at the top of memory (0x10000); 3 stack words take an
        // 8-byte aligned 16-byte area.
        assert_eq!(
            m.call(p.symbols["digits"], &[1, 2, 3, 4, 5]),
            Ok((54321, 0xFFF0))
        );
        assert_eq!(m.read_word(0xFFF0), Ok(3));
        assert_eq!(m.read_word(0xFFF4), Ok(4));
        assert_eq!(m.read_word(0xFFF8), Ok(5));
        assert_eq!(m.reg(Reg::SP), 0x1_0000, "$sp is restored");
        assert_eq!(m.reg(Reg::LR), 0xFFFF_FFFF);
        assert_eq!(m.pc(), 0xFFFF_FFFF);
    }
}

#[test]
fn call_keeps_the_stack_aligned() {
    let (mut m, p) = functions(config());
    m.set_reg(Reg::SP, 0x8006); // unaligned: rounded down to 0x8000
                                // 4 stack words: 16 bytes.
    let (_, sp) = m.call(p.symbols["digits"], &[0, 0, 1, 1, 1, 9]).unwrap();
    assert_eq!(sp, 0x7FF0);
    assert_eq!(m.reg(Reg::SP), 0x8000);
    // 1 stack word: 8 bytes.
    let (_, sp) = m.call(p.symbols["digits"], &[0, 0, 1]).unwrap();
    assert_eq!(sp, 0x7FF8);
}

#[test]
fn call_reports_traps_and_stray_halts() {
    let mut m = load("nop\n trap 7\n jmp -20", config());
    assert_eq!(
        m.call(0, &[]),
        Err(Trap::IllegalInstruction {
            pc: 4,
            word: 0xFF00_0007,
            code: Some(7)
        })
    );
    // jmp at 8 with offset -20 goes to 8 + 4 - 20 = 0xfffffff8: not the return address.
    assert_eq!(
        m.call(8, &[]),
        Err(Trap::UnexpectedHalt { pc: 0xFFFF_FFF8 })
    );
    // The budget covers the whole call.
    let mut m = load(
        "loop: jmp loop",
        Config {
            budget: Some(50),
            ..config()
        },
    );
    assert_eq!(m.call(0, &[]), Err(Trap::BudgetExhausted { pc: 0 }));
    assert_eq!(m.stats().instructions(), 50);
}

#[test]
fn host_function_called_through_jalr() {
    let src = "
f:      addu  $s0, $lr, $zero
        lui   $t9, 0x8000
        ori   $t9, $t9, 0x1000
        jalr  $t9                 # host: $v0 = $a0 * $a1
        nop
        ret   $s0
        addiu $v0, $v0, 1
    ";
    let mut m = load(src, config());
    m.register_host(0x8000_1000, |m: &mut Machine| {
        let product = m.reg(Reg::A0) * m.reg(Reg::A1);
        m.set_reg(Reg::V0, product);
        Ok(())
    })
    .unwrap();
    assert_eq!(m.call(0, &[6, 7]).unwrap().0, 43);
    assert_eq!(m.call(0, &[5, 5]).unwrap().0, 26);
    // run() services it too and halts at the end of the program.
    m.reset();
    m.set_reg(Reg::A0, 2);
    m.set_reg(Reg::A1, 3);
    assert_eq!(m.run(), Ok(Halt { pc: 0xFFFF_FFFF }));
    assert_eq!(m.reg(Reg::V0), 7);
    // Unregistered, the halt goes back to the embedder, who may resume at $lr.
    assert!(m.unregister_host(0x8000_1000));
    m.reset();
    assert_eq!(m.run(), Ok(Halt { pc: 0x8000_1000 }));
    m.set_reg(Reg::V0, 100);
    let lr = m.reg(Reg::LR);
    assert_eq!(lr, 0x14);
    m.set_pc(lr);
    assert_eq!(m.run(), Ok(Halt { pc: 0xFFFF_FFFF }));
    assert_eq!(m.reg(Reg::V0), 101);
}

#[test]
fn host_function_reached_by_bal_reads_memory() {
    // bal at 0x04 with offset -16 targets 0x04 + 4 - 16 = 0xfffffff8 (wrapping): a
    // halting address. bal links $lr = 0x08, where the host function returns.
    let mut m = load(
        "
        addu  $s0, $lr, $zero     # 0x00
        bal   -16                 # 0x04
        ret   $s0                 # 0x08
        addiu $v1, $zero, 1
    ",
        config(),
    );
    m.write_word(0x100, 0xCAFE).unwrap();
    m.register_host(0xFFFF_FFF8, |m: &mut Machine| {
        let v = m.read_word(0x100)?;
        m.set_reg(Reg::V0, v);
        Ok(())
    })
    .unwrap();
    assert_eq!(m.call(0, &[]), Ok((0xCAFE, 1)));
}

#[test]
fn host_errors_and_faults_propagate() {
    let src = "
        addu  $s0, $lr, $zero
        bal   -16                 # 0x04 + 4 - 16 = 0xfffffff8
        ret   $s0
        nop
    ";
    let mut m = load(src, config());
    m.register_host(0xFFFF_FFF8, |m: &mut Machine| {
        m.read_word(0x1_0000)?; // outside memory
        Ok(())
    })
    .unwrap();
    assert_eq!(
        m.call(0, &[]),
        Err(Trap::MemoryFault {
            pc: 0xFFFF_FFF8,
            addr: 0x1_0000
        })
    );
    m.register_host(0xFFFF_FFF8, |m: &mut Machine| {
        Err(Trap::Host {
            pc: m.pc(),
            message: "no".into(),
        })
    })
    .unwrap();
    assert_eq!(
        m.call(0, &[]),
        Err(Trap::Host {
            pc: 0xFFFF_FFF8,
            message: "no".into()
        })
    );
    // Host addresses must be halting addresses other than the return address.
    assert_eq!(
        m.register_host(0x1000, |_: &mut Machine| Ok(())),
        Err(ConfigError::HostAddress(0x1000))
    );
    assert!(m
        .register_host(0xFFFF_FFFF, |_: &mut Machine| Ok(()))
        .is_err());
    // A boxed host function works as well.
    let boxed: HostFn = Box::new(|m: &mut Machine| {
        m.set_reg(Reg::V0, 77);
        Ok(())
    });
    m.register_host(0xFFFF_FFF8, boxed).unwrap();
    assert_eq!(m.call(0, &[]), Ok((77, 0)));
}

#[test]
fn host_function_may_call_back_into_the_guest() {
    let src = "
outer:  addu  $s0, $lr, $zero     # 0x00
        lui   $t9, 0x8000         # 0x04
        jalr  $t9                 # 0x08: host calls `inner`, adds 1000
        nop
        ret   $s0
        nop
inner:  ret   $lr                 # 0x18
        addiu $v0, $a0, 5
    ";
    let mut m = load(src, config());
    m.register_host(0x8000_0000, |m: &mut Machine| {
        let a = m.reg(Reg::A0);
        let (v, _) = m.call(0x18, &[a])?;
        m.set_reg(Reg::V0, v + 1000);
        Ok(())
    })
    .unwrap();
    assert_eq!(m.call(0, &[1]).unwrap().0, 1006);
}

#[test]
fn trace_lines() {
    let src = "
        nop
        nop
        nop
        nop
        addiu $sp, $sp, -8        # 0x10
        st    $lr, 4($sp)
        addiu $a0, $zero, -2
        addiu $a1, $zero, 3
        mult  $a0, $a1
        cmp   $sw, $a0, $a1
        jsub  8
        addiu $zero, $zero, 1     # written to $zero: nothing shown
        nop
        nop
        mfc0  $v0, $pc
        add   $v1, $a0, $a1
        ori   $sw, $sw, 8
        add   $v1, $a0, $a1       # clears V: $sw shows
        mtc0  $epc, $a1
        trap  42
    ";
    let mut m = load(
        src,
        Config {
            mem_size: 16 << 20,
            trace: true,
            ..config()
        },
    );
    m.set_reg(Reg::SP, 0x0100_0000);
    let out = SharedBuffer::new();
    m.set_trace_sink(Box::new(out.clone()));
    m.set_pc(0x10);
    assert!(m.run().is_err());
    let expected = "\
00000010: addiu $sp, $sp, -8        $sp=0x00fffff8
00000014: st $lr, 4($sp)
00000018: addiu $a0, $zero, -2      $a0=0xfffffffe
0000001c: addiu $a1, $zero, 3       $a1=0x00000003
00000020: mult $a0, $a1             hi=0xffffffff lo=0xfffffffa
00000024: cmp $sw, $a0, $a1         $sw=0x00001c41
00000028: jsub 8                    $lr=0x00000030
0000002c: addiu $zero, $zero, 1
00000034: nop
00000038: mfc0 $v0, $pc             $v0=0x0000003c
0000003c: add $v1, $a0, $a1         $v1=0x00000001
00000040: ori $sw, $sw, 8           $sw=0x00001c49
00000044: add $v1, $a0, $a1         $v1=0x00000001 $sw=0x00001c41
00000048: mtc0 $epc, $a1            $epc=0x00000003
0000004c: trap 42                   ! trap 42 at pc 0x0000004c
";
    assert_eq!(out.text(), expected);
}

#[test]
fn trace_shows_pc_writes() {
    let mut m = load(
        "addiu $t0, $zero, 12\n mtc0 $pc, $t0\n nop\n ret $lr\n nop",
        {
            Config {
                trace: true,
                ..config()
            }
        },
    );
    let out = SharedBuffer::new();
    m.set_trace_sink(Box::new(out.clone()));
    m.run().unwrap();
    assert_eq!(
        out.text(),
        "\
00000000: addiu $t0, $zero, 12      $t0=0x0000000c
00000004: mtc0 $pc, $t0             $pc=0x0000000c
0000000c: ret $lr
00000010: nop
"
    );
}

#[test]
fn statistics() {
    let src = "
        addiu $a0, $zero, 3
loop:   addiu $a0, $a0, -1
        bne   $a0, $zero, loop
        nop
        trap  1
    ";
    let mut m = load(
        src,
        Config {
            count_opcodes: true,
            ..config()
        },
    );
    assert!(m.run().is_err());
    let stats = m.stats();
    // addiu + 3 x (addiu, bne, nop); the trapping instruction does not count.
    assert_eq!(stats.instructions(), 10);
    assert_eq!(stats.count(Opcode::Addiu), 4);
    assert_eq!(stats.count(Opcode::Bne), 3);
    assert_eq!(stats.count(Opcode::Nop), 3);
    assert_eq!(stats.count(Opcode::Trap), 0);
    let per = stats.per_opcode();
    assert_eq!(per.len(), OPCODE_COUNT);
    assert_eq!(per[Opcode::Addiu as usize], 4);
    assert_eq!(per.iter().sum::<u64>(), 10);

    // Without count_opcodes only the total is kept.
    let mut m = load(src, config());
    assert!(m.run().is_err());
    assert_eq!(m.stats().instructions(), 10);
    assert_eq!(m.stats().count(Opcode::Addiu), 0);
}

#[test]
fn step_executes_one_instruction_at_a_time() {
    let mut m = load(
        "
        beq   $zero, $zero, 8     # 0x00: target 0x0c
        addiu $a0, $zero, 1       # 0x04: slot
        nop                       # 0x08: skipped
        ret   $lr                 # 0x0c
        nop
    ",
        config(),
    );
    let mut pcs = vec![m.pc()];
    while m.step().unwrap().is_none() {
        pcs.push(m.pc());
    }
    assert_eq!(pcs, [0x00, 0x04, 0x0C, 0x10, 0xFFFF_FFFF]);
    assert_eq!(m.step(), Ok(Some(Halt { pc: 0xFFFF_FFFF })));
    assert_eq!(m.reg(Reg::A0), 1);
    // A trap on a step; the next fetch's fault is not reported early.
    let mut m = load("nop\n trap 3", config());
    m.set_pc(MEM - 4);
    assert_eq!(m.step(), Ok(None));
    assert_eq!(m.pc(), MEM);
    assert_eq!(m.step(), Err(Trap::MemoryFault { pc: MEM, addr: MEM }));
    m.set_pc(0);
    assert_eq!(m.step(), Ok(None));
    assert_eq!(
        m.step(),
        Err(Trap::IllegalInstruction {
            pc: 4,
            word: 0xFF00_0003,
            code: Some(3)
        })
    );
}

#[test]
fn console_sink_streams_and_buffer_keeps() {
    let mut m = load(
        "lui $t0, 0xff00\n addiu $a0, $zero, 111\n sb $a0, 0($t0)\n sb $a0, 0($t0)\n ret $lr\n nop",
        config(),
    );
    let sink = SharedBuffer::new();
    m.set_console_sink(Some(Box::new(sink.clone())));
    m.run().unwrap();
    assert_eq!(sink.contents(), b"oo");
    assert_eq!(m.console(), b"oo");
    assert_eq!(m.take_console(), b"oo");
    assert!(m.console().is_empty());
}

#[test]
fn set_pc_drops_a_pending_branch() {
    let mut m = load(
        "beq $zero, $zero, 100\n nop\n nop\n ret $lr\n nop",
        config(),
    );
    assert_eq!(m.step(), Ok(None)); // the branch is pending, the slot is next
    m.set_pc(8);
    assert_eq!(m.run(), Ok(Halt { pc: 0xFFFF_FFFF }));
}

#[test]
fn a_host_function_returning_to_itself_uses_up_the_budget() {
    // `$lr` is the host's own address: each return calls it again, with no guest
    // instruction in between. Each call counts against the budget (found by fuzzing).
    let mut m = load(
        "
        lui   $lr, 0x8000         # 0x00
        ret   $lr                 # 0x04
        nop
    ",
        Config {
            budget: Some(1000),
            ..config()
        },
    );
    let calls = std::rc::Rc::new(std::cell::Cell::new(0u64));
    let seen = calls.clone();
    m.register_host(0x8000_0000, move |_: &mut Machine| {
        seen.set(seen.get() + 1);
        Ok(())
    })
    .unwrap();
    assert_eq!(m.run(), Err(Trap::BudgetExhausted { pc: 0x8000_0000 }));
    // Three guest instructions, then host calls up to the budget.
    assert_eq!(calls.get(), 1000 - 3);
    assert_eq!(m.stats().instructions(), 3);
}
