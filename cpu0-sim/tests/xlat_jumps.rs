//! The translator's unit shapes against the interpreter: a unit that goes
//! on past a `jmp` over an `else` part, and loops closed by `jmp`, end in the
//! same state as under the interpreter at every budget.

mod common;

use common::{both, program};
use cpu0_asm::Reg;
use cpu0_sim::{Config, Halt};

/// An `if`/`else` in a loop: the unit goes on past the `then` part's `jmp`
/// over the `else` part (which the `beq` enters), so both parts and the join
/// run inside one unit.
const IF_ELSE_LOOP: &str = "
        addiu $t0, $zero, 4
        addiu $v0, $zero, 0
        addiu $v1, $zero, 0
loop:   andi  $t1, $t0, 1
        beq   $t1, $zero, even
        nop
        addiu $v0, $v0, 3
        jmp   join
even:   addiu $v1, $v1, 10
        addu  $v0, $v0, $v1
join:   addiu $t0, $t0, -1
        bne   $t0, $zero, loop
        nop
        ret   $lr
        nop
";

#[test]
fn an_if_else_runs_inside_one_unit_at_every_budget() {
    let (end, s) = both(|engine| program(IF_ELSE_LOOP, Config::default(), engine));
    assert_eq!(end, Ok(Halt { pc: 0xFFFF_FFFF }));
    // By hand: t0 = 4 (even) v1 = 10, v0 = 10; 3 (odd) v0 = 13; 2 (even)
    // v1 = 20, v0 = 33; 1 (odd) v0 = 36.
    assert_eq!(s.regs[Reg::V0.num() as usize], 36);
    assert_eq!(s.regs[Reg::V1.num() as usize], 20);
    for budget in 0..50 {
        let config = Config {
            budget: Some(budget),
            ..Config::default()
        };
        let _ = both(|engine| program(IF_ELSE_LOOP, config.clone(), engine));
    }
}

/// A `jmp` over an `else` part that ends the unit (`ret`), to code after it:
/// the jump leaves the unit through a link slot of its own. The `else` part,
/// entered when `$a0` is 0, prints through the console port (a side exit
/// after the `jmp`, which is no delay slot) and returns 5; the `then` part
/// goes on at `after`, which returns 9.
fn jump_past_a_return(a0: u16) -> String {
    format!(
        "
        addiu $a0, $zero, {a0}
        lui   $t9, 0xff00
        beq   $a0, $zero, else
        nop
        addiu $v0, $zero, 7
        jmp   after
else:   addiu $t1, $zero, 0x41
        sb    $t1, 0($t9)
        addiu $v0, $zero, 5
        ret   $lr
        nop
after:  addiu $v0, $v0, 2
        ret   $lr
        nop
"
    )
}

#[test]
fn a_jump_over_an_else_part_to_code_past_the_unit_chains() {
    for (a0, v0, console) in [(0, 5, &b"A"[..]), (1, 9, &b""[..])] {
        let src = jump_past_a_return(a0);
        let (end, s) = both(|engine| program(&src, Config::default(), engine));
        assert_eq!(end, Ok(Halt { pc: 0xFFFF_FFFF }));
        assert_eq!(s.regs[Reg::V0.num() as usize], v0);
        assert_eq!(s.console, console);
        for budget in 0..16 {
            let config = Config {
                budget: Some(budget),
                ..Config::default()
            };
            let _ = both(|engine| program(&src, config.clone(), engine));
        }
    }
}

/// A loop closed by a `jmp` back to its exit test, with code after it (a
/// side exit at the console port included), at every budget. The unit does
/// not go on past a `jmp` back (see `scan`); if it did, the loop and the code
/// after it would run inside one unit.
const WHILE_LOOP: &str = "
        addiu $t0, $zero, 5
        addiu $v0, $zero, 0
head:   beq   $t0, $zero, out
        nop
        addu  $v0, $v0, $t0
        addiu $t0, $t0, -1
        jmp   head
out:    addiu $v1, $v0, 100
        lui   $t9, 0xff00
        addiu $t1, $zero, 0x42
        sb    $t1, 0($t9)
        addiu $v1, $v1, 1
        ret   $lr
        nop
";

#[test]
fn a_loop_closed_by_jmp_goes_on_to_the_code_after_it() {
    let (end, s) = both(|engine| program(WHILE_LOOP, Config::default(), engine));
    assert_eq!(end, Ok(Halt { pc: 0xFFFF_FFFF }));
    // By hand: v0 = 5 + 4 + 3 + 2 + 1, v1 = v0 + 100 + 1; "B" printed.
    assert_eq!(s.regs[Reg::V0.num() as usize], 15);
    assert_eq!(s.regs[Reg::V1.num() as usize], 116);
    assert_eq!(s.console, b"B");
    for budget in 0..45 {
        let config = Config {
            budget: Some(budget),
            ..Config::default()
        };
        let _ = both(|engine| program(WHILE_LOOP, config.clone(), engine));
    }
}
