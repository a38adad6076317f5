//! Branches, delay slots, calls and links, halting, traps, the budget, co-processor 0.
//! Every expected value was worked out by hand from cpu0-isa.md.

mod common;

use common::*;
use cpu0_sim::{Config, Halt, Reg, Trap};

/// Compares `b` with `c` with `cmp`, then `jXX`: `$v0` = 2 if taken, 1 if not;
/// `$v1` = 7 from the delay slot either way.
fn sw_branch(op: &str, b: i32, c: i32) -> bool {
    let m = run(&format!(
        "
        addiu $a0, $zero, {b}
        addiu $a1, $zero, {c}
        cmp   $sw, $a0, $a1
        {op}  $sw, taken
        addiu $v1, $zero, 7       # delay slot
        addiu $v0, $zero, 1
        ret   $lr
        nop
taken:  addiu $v0, $zero, 2
    "
    ));
    assert_eq!(m.reg(Reg::V1), 7, "{op}: the delay slot runs");
    match m.reg(Reg::V0) {
        2 => true,
        1 => false,
        other => panic!("{op}: v0 = {other}"),
    }
}

#[test]
fn sw_branch_conditions() {
    // (op, taken when less, equal, greater) from the ISA table.
    let table = [
        ("jeq", [false, true, false]),
        ("jne", [true, false, true]),
        ("jlt", [true, false, false]),
        ("jgt", [false, false, true]),
        ("jle", [true, true, false]),
        ("jge", [false, true, true]),
    ];
    for (op, [less, equal, greater]) in table {
        assert_eq!(sw_branch(op, -3, 4), less, "{op} less");
        assert_eq!(sw_branch(op, 4, 4), equal, "{op} equal");
        assert_eq!(sw_branch(op, 4, -3), greater, "{op} greater");
    }
}

#[test]
fn sw_branches_read_n_and_z_literally() {
    // N and Z both set (cmp never does this): jge is `!N || Z`, so it is taken;
    // jgt is `!N && !Z`, not taken; jlt and jle taken; jeq taken; jne not.
    let taken = |op: &str| {
        let m = run(&format!(
            "
            ori   $sw, $zero, 3
            {op}  $sw, 8
            nop
            addiu $v0, $zero, 1
            addiu $v1, $zero, 1
        "
        ));
        m.reg(Reg::V0) == 0
    };
    assert!(taken("jge"));
    assert!(!taken("jgt"));
    assert!(taken("jlt"));
    assert!(taken("jle"));
    assert!(taken("jeq"));
    assert!(!taken("jne"));
}

#[test]
fn sw_branches_read_every_n_z_pair_among_other_bits() {
    // $sw = 0xFFF0 | (Z << 1) | N: the bits above N and Z must not matter.
    // From the ISA table: jeq Z, jne !Z, jlt N, jgt !N && !Z, jle N || Z, jge !N || Z.
    for (n, z) in [(false, false), (true, false), (false, true), (true, true)] {
        let sw = 0xFFF0 | (u32::from(z) << 1) | u32::from(n);
        let expected = [
            ("jeq", z),
            ("jne", !z),
            ("jlt", n),
            ("jgt", !n && !z),
            ("jle", n || z),
            ("jge", !n || z),
        ];
        for (op, want) in expected {
            let m = run(&format!(
                "
                ori   $sw, $zero, {sw}
                {op}  $sw, 8
                nop
                addiu $v0, $zero, 1
                addiu $v1, $zero, 1
            "
            ));
            assert_eq!(m.reg(Reg::V0) == 0, want, "{op} with $sw = {sw:#x}");
        }
    }
}

#[test]
fn beq_and_bne() {
    // Offsets count from the delay slot (P + 4): 4 + 4k skips k words after it.
    let m = run("
        addiu $a0, $zero, 5
        addiu $a1, $zero, 5
        beq   $a0, $a1, 12        # taken: skips the two words after the slot
        addiu $v0, $zero, 1       # delay slot
        addiu $t0, $zero, 1
        addiu $t0, $zero, 2
        bne   $a0, $a1, 8         # not taken
        addiu $v1, $zero, 1       # delay slot
        addiu $t1, $zero, 3       # falls through to here
        bne   $a0, $zero, 8       # taken
        addiu $t9, $zero, 4       # delay slot
        addiu $s0, $zero, 5       # skipped
        beq   $a0, $zero, 8       # not taken
        nop
        addiu $s1, $zero, 6
    ");
    assert_eq!(m.reg(Reg::V0), 1);
    assert_eq!(m.reg(Reg::T0), 0);
    assert_eq!(m.reg(Reg::V1), 1);
    assert_eq!(m.reg(Reg::T1), 3);
    assert_eq!(m.reg(Reg::T9), 4);
    assert_eq!(m.reg(Reg::S0), 0);
    assert_eq!(m.reg(Reg::S1), 6);
}

#[test]
fn backward_branch_loop() {
    // Counts 10 down to 0; the slot adds to $v0 every iteration, taken or not.
    let m = run("
        addiu $a0, $zero, 10
loop:   addiu $a0, $a0, -1
        bne   $a0, $zero, loop
        addiu $v0, $v0, 3
    ");
    assert_eq!(m.reg(Reg::V0), 30);
    assert_eq!(m.stats().instructions(), 1 + 10 * 3 + 2);
}

#[test]
fn jsub_links_past_the_delay_slot() {
    let m = run_program(
        "
        addu  $s0, $lr, $zero     # 0x00
        jsub  f                   # 0x04: $lr = 0x0c
        addiu $a0, $zero, 1       # 0x08: delay slot
        addu  $v1, $lr, $zero     # 0x0c: returned here
        ret   $s0                 # 0x10
        nop                       # 0x14
f:      addu  $v0, $lr, $zero     # 0x18
        ret   $lr
        addiu $a1, $zero, 2       # delay slot of ret
    ",
        config(),
    );
    assert_eq!(m.reg(Reg::V0), 0x0C);
    assert_eq!(m.reg(Reg::V1), 0x0C);
    assert_eq!(m.reg(Reg::A0), 1);
    assert_eq!(m.reg(Reg::A1), 2);
}

#[test]
fn jalr_links_past_the_delay_slot() {
    let m = run_program(
        "
        addu  $s0, $lr, $zero     # 0x00
        lui   $t9, %hi(f)         # 0x04
        ori   $t9, $t9, %lo(f)    # 0x08
        jalr  $t9                 # 0x0c: $lr = 0x14
        addiu $a0, $zero, 1       # 0x10: delay slot
        addiu $t0, $zero, 0x20    # 0x14
        jalr  $a1, $t0            # 0x18: link in $a1 = 0x20, target 0x20
        nop                       # 0x1c
        ret   $s0                 # 0x20
        nop
f:      addu  $v0, $lr, $zero
        ret   $lr
        nop
    ",
        config(),
    );
    assert_eq!(m.reg(Reg::V0), 0x14);
    assert_eq!(m.reg(Reg::A0), 1);
    assert_eq!(m.reg(Reg::A1), 0x20);
}

#[test]
fn jalr_reads_its_target_before_linking() {
    // jalr $t9, $t9: jumps to the old $t9, then $t9 holds the link.
    let m = run_program(
        "
        addu  $s0, $lr, $zero     # 0x00
        addiu $t9, $zero, 0x14    # 0x04
        jalr  $t9, $t9            # 0x08: $t9 = 0x10
        nop                       # 0x0c
        addiu $v0, $zero, 1       # 0x10: skipped
        ret   $s0                 # 0x14
        nop
    ",
        config(),
    );
    assert_eq!(m.reg(Reg::T9), 0x10);
    assert_eq!(m.reg(Reg::V0), 0);
}

#[test]
fn bal_links_to_the_next_word_and_has_no_delay_slot() {
    let m = run_program(
        "
        addu  $s0, $lr, $zero     # 0x00
        bal   f                   # 0x04: $lr = 0x08
        addiu $a0, $a0, 1         # 0x08: runs once, after the return
        ret   $s0                 # 0x0c
        nop                       # 0x10
f:      addu  $v0, $lr, $zero     # 0x14
        ret   $lr
        nop
    ",
        config(),
    );
    assert_eq!(m.reg(Reg::V0), 0x08);
    assert_eq!(m.reg(Reg::A0), 1);
}

#[test]
fn jmp_has_no_delay_slot() {
    let m = run("
        jmp   skip
        addiu $a0, $zero, 1       # never runs
        addiu $a1, $zero, 1       # never runs
skip:   addiu $v0, $zero, 2
    ");
    assert_eq!(m.reg(Reg::A0), 0);
    assert_eq!(m.reg(Reg::A1), 0);
    assert_eq!(m.reg(Reg::V0), 2);
}

#[test]
fn ret_and_jr_jump_to_a_register_after_the_slot() {
    let m = run_program(
        "
        addiu $t0, $zero, 0x10    # 0x00
        jr    $t0                 # 0x04
        addiu $a0, $zero, 1       # 0x08: delay slot
        addiu $a1, $zero, 1       # 0x0c: skipped
        ret   $lr                 # 0x10
        addiu $v0, $zero, 3       # delay slot of the final return
    ",
        config(),
    );
    assert_eq!(m.reg(Reg::A0), 1);
    assert_eq!(m.reg(Reg::A1), 0);
    assert_eq!(m.reg(Reg::V0), 3);
}

#[test]
fn ret_lr_from_reset_halts_after_its_delay_slot() {
    let mut m = load(
        "ret $lr\n addiu $v0, $zero, 9\n addiu $v1, $zero, 9",
        config(),
    );
    assert_eq!(m.reg(Reg::LR), 0xFFFF_FFFF);
    assert_eq!(m.run(), Ok(Halt { pc: 0xFFFF_FFFF }));
    assert_eq!(m.reg(Reg::V0), 9);
    assert_eq!(m.reg(Reg::V1), 0);
    assert_eq!(m.pc(), 0xFFFF_FFFF);
    assert_eq!(m.stats().instructions(), 2);
}

#[test]
fn jmp_and_bal_to_a_top_bit_address_halt_at_once() {
    // At 0, an offset of -12 targets 0 + 4 - 12 = 0xfffffff8.
    let mut m = load("jmp -12\n addiu $v0, $zero, 1", config());
    assert_eq!(m.run(), Ok(Halt { pc: 0xFFFF_FFF8 }));
    assert_eq!(m.reg(Reg::V0), 0);
    assert_eq!(m.stats().instructions(), 1);

    let mut m = load("nop\n bal -12\n addiu $v0, $zero, 1", config());
    assert_eq!(m.run(), Ok(Halt { pc: 0xFFFF_FFFC }));
    assert_eq!(m.reg(Reg::LR), 8);
    assert_eq!(m.reg(Reg::V0), 0);
}

#[test]
fn delay_slot_runs_for_taken_and_not_taken_branches() {
    let m = run("
        beq   $zero, $zero, 8     # taken
        addiu $v0, $v0, 1         # slot
        addiu $v0, $v0, 100       # skipped
        bne   $zero, $zero, 8     # not taken
        addiu $v0, $v0, 1         # slot
        addiu $v0, $v0, 10        # runs
    ");
    assert_eq!(m.reg(Reg::V0), 12);
}

#[test]
fn branch_in_a_delay_slot_follows_the_pc_pair() {
    // Project rule: the slot's branch takes effect after one instruction at the
    // first target.
    let m = run_program(
        "
        beq   $zero, $zero, a     # 0x00
        beq   $zero, $zero, b     # 0x04: in the slot
        nop
a:      addiu $a0, $zero, 1       # runs (one instruction at the first target)
        addiu $a1, $zero, 1       # does not run
b:      ret   $lr
        nop
    ",
        config(),
    );
    assert_eq!((m.reg(Reg::A0), m.reg(Reg::A1)), (1, 0));
    // A jmp in a slot goes to its own target at once.
    let m = run_program(
        "
        beq   $zero, $zero, a
        jmp   b
a:      addiu $a0, $zero, 1
b:      ret   $lr
        nop
    ",
        config(),
    );
    assert_eq!(m.reg(Reg::A0), 0);
}

#[test]
fn branch_in_a_delay_slot_traps_in_strict_mode() {
    for second in ["beq $zero, $zero, 0", "jmp 0", "ret $lr", "jsub 0", "bal 0"] {
        let src = format!("nop\n bne $zero, $zero, 0\n {second}\n nop\n ret $lr\n nop");
        let mut m = load(&src, strict());
        assert_eq!(
            m.run(),
            Err(Trap::Strict {
                pc: 8,
                what: "control transfer in a delay slot"
            }),
            "{second}"
        );
        assert_eq!(m.epc(), 8);
    }
    // Back to back but not in a slot: fine. jmp 0 goes to the next word; beq's
    // slot is followed by its target, the next nop, then ret and its slot.
    let m = run_with("jmp 0\n beq $zero, $zero, 4\n nop\n nop", strict());
    assert_eq!(m.stats().instructions(), 6);
}

#[test]
fn trap_carries_its_code() {
    let (m, t) = trap("nop\n nop\n trap 42");
    assert_eq!(
        t,
        Trap::IllegalInstruction {
            pc: 8,
            word: 0xFF00_002A,
            code: Some(42)
        }
    );
    assert_eq!(m.epc(), 8);
    assert_eq!(m.pc(), 8);
    assert_eq!(t.to_string(), "trap 42 at pc 0x00000008");
    let (_, t) = trap("trap 0xffffff");
    assert_eq!(
        t,
        Trap::IllegalInstruction {
            pc: 0,
            word: 0xFFFF_FFFF,
            code: Some(0xFF_FFFF)
        }
    );
}

#[test]
fn undefined_opcode_traps_with_the_word_and_pc() {
    for word in [0x1000_0000u32, 0x2C12_3456, 0x4500_0000, 0xFE00_0001] {
        let (m, t) = trap(&format!("nop\n .word {word:#x}"));
        assert_eq!(
            t,
            Trap::IllegalInstruction {
                pc: 4,
                word,
                code: None
            }
        );
        assert_eq!(m.epc(), 4);
        assert_eq!(m.stats().instructions(), 1);
    }
}

#[test]
fn endless_loop_exhausts_the_budget() {
    let cfg = Config {
        budget: Some(7),
        ..config()
    };
    // 0x04: beq to itself with a nop slot. 7 instructions: nop, then beq/nop x3.
    let mut m = load("nop\n loop: beq $zero, $zero, loop\n nop", cfg);
    assert_eq!(m.run(), Err(Trap::BudgetExhausted { pc: 4 }));
    assert_eq!(m.stats().instructions(), 7);
    assert_eq!(m.epc(), 0, "the budget is not an architectural trap");
    // Running again continues exactly: 7 more end after a beq, in its slot.
    assert_eq!(m.run(), Err(Trap::BudgetExhausted { pc: 8 }));
    assert_eq!(m.stats().instructions(), 14);
    // jmp to itself.
    let mut m = load(
        "nop\n nop\n jmp -4",
        Config {
            budget: Some(1000),
            ..config()
        },
    );
    assert_eq!(m.run(), Err(Trap::BudgetExhausted { pc: 8 }));
}

#[test]
fn halting_exactly_at_the_budget_is_a_halt() {
    let cfg = Config {
        budget: Some(2),
        ..config()
    };
    let mut m = load("ret $lr\n nop", cfg);
    assert_eq!(m.run(), Ok(Halt { pc: 0xFFFF_FFFF }));
}

#[test]
fn fetch_outside_memory_faults_with_the_pc() {
    let (m, t) = trap("lui $t0, 1\n jr $t0\n nop"); // 0x10000 = the memory size
    assert_eq!(
        t,
        Trap::MemoryFault {
            pc: 0x1_0000,
            addr: 0x1_0000
        }
    );
    assert_eq!(m.epc(), 0x1_0000);
    // Running off the end of memory.
    let mut m = load("", config());
    m.set_pc(MEM - 4);
    assert_eq!(m.run(), Err(Trap::MemoryFault { pc: MEM, addr: MEM }));
}

#[test]
fn misaligned_pc_executes_the_bytes_there() {
    // `addiu $v0, $zero, 7` = 0x09200007, `ret $lr` = 0x3ce00000, nop, from 0x102.
    let code = [0x09, 0x20, 0x00, 0x07, 0x3C, 0xE0, 0x00, 0x00, 0, 0, 0, 0];
    let src = "ori $t0, $zero, 0x102\n jr $t0\n nop";
    let mut m = load(src, config());
    m.load(0x102, &code).unwrap();
    assert_eq!(m.run(), Ok(Halt { pc: 0xFFFF_FFFF }));
    assert_eq!(m.reg(Reg::V0), 7);

    let mut m = load(src, strict());
    m.load(0x102, &code).unwrap();
    assert_eq!(
        m.run(),
        Err(Trap::Strict {
            pc: 0x102,
            what: "misaligned pc"
        })
    );
}

#[test]
fn mfc0_reads_the_pc_plus_4_and_epc() {
    let m = run("
        nop
        mfc0  $a0, $pc            # 0x04: reads 0x08
        mfc0  $a1, $epc
        addiu $t0, $zero, 0x123
        mtc0  $epc, $t0
        mfc0  $v0, $epc
        c0mov $epc, $pc           # 0x18: EPC = 0x1c
        mfc0  $v1, $epc
    ");
    assert_eq!(m.reg(Reg::A0), 0x08);
    assert_eq!(m.reg(Reg::A1), 0);
    assert_eq!(m.reg(Reg::V0), 0x123);
    assert_eq!(m.reg(Reg::V1), 0x1C);
    assert_eq!(m.epc(), 0x1C);
}

#[test]
fn writing_c0_pc_jumps_without_a_delay_slot() {
    let m = run_program(
        "
        addiu $t0, $zero, 0x10    # 0x00
        mtc0  $pc, $t0            # 0x04
        addiu $a0, $zero, 1       # 0x08: not a delay slot: skipped
        addiu $a1, $zero, 1       # 0x0c: skipped
        addiu $t1, $zero, 0x24    # 0x10
        mtc0  $epc, $t1           # 0x14
        c0mov $pc, $epc           # 0x18: jumps to 0x24
        addiu $v0, $zero, 1       # 0x1c: skipped
        addiu $v0, $zero, 2       # 0x20: skipped
        ret   $lr                 # 0x24
        nop
    ",
        config(),
    );
    assert_eq!(m.reg(Reg::A0), 0);
    assert_eq!(m.reg(Reg::A1), 0);
    assert_eq!(m.reg(Reg::V0), 0);
}

#[test]
fn other_c0_registers_read_zero_or_trap_in_strict_mode() {
    let m = run("
        addiu $t0, $zero, 5
        mtc0  $c5, $t0
        addiu $a0, $zero, 9
        mfc0  $a0, $c5
        c0mov $c2, $epc
        c0mov $epc, $c3
        mfc0  $a1, $epc
    ");
    assert_eq!(m.reg(Reg::A0), 0);
    assert_eq!(m.reg(Reg::A1), 0);
    for body in [
        "mfc0 $a0, $c5",
        "mtc0 $c5, $a0",
        "c0mov $c2, $epc",
        "c0mov $epc, $c15",
    ] {
        let (_, t) = trap_with(&format!("nop\n {body}"), strict());
        assert_eq!(
            t,
            Trap::Strict {
                pc: 4,
                what: "undefined co-processor 0 register"
            },
            "{body}"
        );
    }
    // $pc and $epc are fine in strict mode.
    let m = run_with("mfc0 $a0, $pc\n c0mov $epc, $pc", strict());
    assert_eq!(m.reg(Reg::A0), 4);
}

#[test]
fn every_architectural_trap_sets_epc() {
    let (m, _) = trap("nop\n nop\n nop\n ld $a0, -4($zero)");
    assert_eq!(m.epc(), 12);
    let (m, _) = trap("nop\n .word 0x10000000");
    assert_eq!(m.epc(), 4);
}

/// Calls and returns whose targets share lines of the translator's fast
/// table (addresses 32 KiB apart: `f` and `g`, the return points at 0x10
/// and 0x8010): every `ret` and `jsub` must reach its own target, whichever
/// unit the shared line holds at the time.
const FAST_TABLE_COLLISIONS: &str = "
        addu  $s1, $lr, $zero        # 0x00: the halt address
        addiu $s0, $zero, 40         # 0x04
loop:   jsub  f                      # 0x08
        nop
        addiu $v1, $v1, 1            # 0x10: return point
        jsub  far                    # 0x14
        nop
        addiu $s0, $s0, -1           # 0x1c
        bne   $s0, $zero, loop
        nop
        addu  $lr, $s1, $zero
        ret   $lr
        nop
f:      addiu $v0, $v0, 1            # 0x34
        ret   $lr
        nop
        .org  0x8000
far:    addu  $fp, $lr, $zero
        addiu $a1, $a1, 3
        jsub  g                      # 0x8008
        nop
        addiu $t1, $t1, 1            # 0x8010: return point, the line of 0x10
        addu  $lr, $fp, $zero
        ret   $lr
        nop
        .org  0x8034
g:      addiu $a0, $a0, 2            # the line of f
        ret   $lr
        nop
";

#[test]
fn returns_to_addresses_sharing_a_fast_table_line_reach_their_own() {
    // Both engines, the same end (a halt) and state.
    let m = run_program(FAST_TABLE_COLLISIONS, config());
    // By hand: 40 rounds, each calling f once and far (which calls g) once.
    let reg = |r: Reg| m.regs()[r.num() as usize];
    assert_eq!(
        (
            reg(Reg::V0),
            reg(Reg::V1),
            reg(Reg::T1),
            reg(Reg::A0),
            reg(Reg::A1)
        ),
        (40, 40, 40, 80, 120)
    );
}
