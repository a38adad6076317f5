//! Which guest instructions make up a translation unit: consecutive code from
//! an aligned PC up to an unconditional control transfer (with its delay slot),
//! an instruction the translator leaves to the interpreter, or a size limit.
//! Conditional branches do not end a unit: their taken side leaves it, their
//! fall-through side goes on (fewer, longer units cost less to translate and
//! to run). Nor does a forward `jmp` when a branch of the unit before it
//! jumps to the instruction after it: an `if`'s `then` part jumping over its
//! `else` part (which the branch enters). The unit goes on with the `else`
//! part, so that both parts and the code after them run inside it. (Going on
//! past a `jmp` back, to a loop's exit, was measured too: it saved little in
//! the translated code and cost more translation than it saved.) A unit
//! also ends before a word where a translated or queued unit starts.

use crate::memory::Memory;
use crate::predecode::{Decoded, Decoder, Op};
use crate::protect::{PageTable, Perms};

/// The most instructions in one unit (bounds translation time and code size).
/// Callgrind against 64: mandel 500.8 M -> 483.5 M host instructions, nbody
/// 510.2 M -> 486.3 M, linsolve 47.3 M -> 50.3 M; 256 gains nothing more.
/// Shorter units cut tails that never run, but with compiles on the worker
/// (round 15, bench medians of 5 alternating runs, 128 / 64 / 96): mandel
/// 17.9 / 18.4 / 18.9 ms, nbody 21.0 / 22.4 / 22.9, sim-speed 2.25 / 2.16 /
/// 2.17 G/s: more units, and each costs the worker 40-90 us even when tiny.
pub(super) const MAX_UNIT: usize = 128;

/// How an instruction affects the unit's shape.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Runs and falls through to the next instruction.
    Straight,
    /// A delayed transfer: its delay slot follows, then the unit ends (only
    /// after an unconditional one).
    Delayed,
    /// A transfer with no delay slot (`jmp`, `bal`): the unit ends after it.
    Jump,
}

/// How a unit ends when it runs to completion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum End {
    /// The last two instructions are a delayed transfer and its slot.
    Delayed,
    /// The last instruction is `jmp` or `bal`.
    Jump,
    /// Control falls through to the instruction after the last.
    FallThrough,
}

/// A unit's instructions, at consecutive words from `start`.
pub(super) struct Unit {
    pub start: u32,
    pub insts: Vec<Decoded>,
    pub end: End,
}

impl Unit {
    /// The conditional branches before the unit's last two instructions and
    /// the `jmp`s before its last one (each has an exit of its own).
    pub fn inner_branches(&self) -> usize {
        let n = self.insts.len();
        let branches = self.insts[..n.saturating_sub(2)]
            .iter()
            .filter(|d| is_conditional(d.op))
            .count();
        let jumps = self.insts[..n.saturating_sub(1)]
            .iter()
            .filter(|d| d.op == Op::Jmp)
            .count();
        branches + jumps
    }
}

/// What the translator handles, and how; `None` leaves the instruction to the
/// interpreter (traps, co-processor 0, strict mode's undefined `sltiu`).
fn kind(d: Decoded, strict: bool) -> Option<Kind> {
    use Op::*;
    Some(match d.op {
        Undecoded | Illegal | Trap | Mfc0 | Mtc0 | C0mov => return None,
        Sltiu if strict && d.imm > 0x7FFF => return None,
        Jeq | Jne | Jlt | Jgt | Jle | Jge | Beq | Bne | Jsub | Jalr | Ret => Kind::Delayed,
        Jmp | Bal => Kind::Jump,
        _ => Kind::Straight,
    })
}

fn is_conditional(op: Op) -> bool {
    use Op::*;
    matches!(op, Jeq | Jne | Jlt | Jgt | Jle | Jge | Beq | Bne)
}

/// Whether the unit `insts` (from `start`) goes on past its last
/// instruction `d`, a `jmp` or `bal` at `pc`: when it is a `jmp` forward and
/// an earlier conditional branch or `jmp` of the unit goes to the instruction
/// after it (which is then reached inside the unit, and is no delay slot).
fn goes_on_past_jump(start: u32, insts: &[Decoded], d: Decoded, pc: u32) -> bool {
    let next = pc.wrapping_add(4);
    let forward = d.op == Op::Jmp && d.imm != 0 && d.imm < 1 << 31;
    let reached = insts.iter().enumerate().any(|(i, e)| {
        let at = start.wrapping_add(4 * i as u32);
        let direct = is_conditional(e.op) || e.op == Op::Jmp;
        direct && at != pc && at.wrapping_add(4).wrapping_add(e.imm) == next
    });
    forward && reached
}

/// The executable, decodable word at `pc` (aligned), if the unit may include it.
fn fetch(mem: &Memory, pages: &PageTable, decoder: Decoder, pc: u32) -> Option<Decoded> {
    if pages.check(pc, 4, Perms::X).is_err() {
        return None;
    }
    mem.load32(pc).map(|word| decoder.predecode(word))
}

/// The unit starting at `start` (aligned, inside memory), or `None` if its first
/// instruction is to be interpreted: at most `max` instructions, ending
/// before the first instruction past the first where `stop` says another
/// unit starts (it falls through to that unit) and no branch of the unit
/// from there on jumps back before it: a cut there would split a loop that
/// runs inside one unit into two units crossed on every pass (review of
/// round 15: a loop whose taken forward branch made its inner target hot
/// before its header ran 5x slower).
pub(super) fn scan(
    mem: &Memory,
    pages: &PageTable,
    decoder: Decoder,
    strict: bool,
    start: u32,
    max: usize,
    stop: impl Fn(u32) -> bool,
) -> Option<Unit> {
    let mut insts = Vec::new();
    let mut pc = start;
    let mut end = End::FallThrough;
    // Where the unit may end early: (length, end) at each word `stop` names.
    let mut cuts = Vec::new();
    while insts.len() < max {
        if pc != start && stop(pc) {
            cuts.push((insts.len(), end));
        }
        let Some(d) = fetch(mem, pages, decoder, pc) else {
            break;
        };
        match kind(d, strict) {
            None => break,
            Some(Kind::Straight) => {
                insts.push(d);
                end = End::FallThrough;
            }
            Some(Kind::Jump) => {
                insts.push(d);
                end = End::Jump;
                if !goes_on_past_jump(start, &insts, d, pc) {
                    break;
                }
            }
            Some(Kind::Delayed) => {
                // The slot must be an ordinary instruction: a transfer in a delay
                // slot (or a trap there) is left to the interpreter.
                let slot_pc = pc.wrapping_add(4);
                let slot = fetch(mem, pages, decoder, slot_pc)
                    .filter(|slot| kind(*slot, strict) == Some(Kind::Straight));
                let Some(slot) = slot else {
                    break;
                };
                if insts.len() + 2 > max {
                    break;
                }
                insts.push(d);
                insts.push(slot);
                end = End::Delayed;
                if !is_conditional(d.op) {
                    break;
                }
                pc = slot_pc;
            }
        }
        pc = pc.wrapping_add(4);
    }
    if let Some(&(len, cut_end)) = cuts
        .iter()
        .find(|&&(len, _)| !loops_across(start, &insts, len))
    {
        insts.truncate(len);
        end = cut_end;
    }
    if insts.is_empty() {
        None
    } else {
        Some(Unit { start, insts, end })
    }
}

/// Whether a conditional branch or `jmp` of `insts` (from `start`) at index
/// `at` or later jumps back to an index before `at`.
fn loops_across(start: u32, insts: &[Decoded], at: usize) -> bool {
    insts.iter().enumerate().skip(at).any(|(b, d)| {
        if !is_conditional(d.op) && d.op != Op::Jmp {
            return false;
        }
        let pc = start.wrapping_add(4 * b as u32);
        let offset = pc.wrapping_add(4).wrapping_add(d.imm).wrapping_sub(start);
        offset.is_multiple_of(4) && ((offset / 4) as usize) < at
    })
}

#[cfg(test)]
mod tests {
    use super::{scan, End, MAX_UNIT};
    use crate::{Config, Machine};

    /// A unit stops before a word where another unit starts (not at its own
    /// first word), and falls through to it.
    #[test]
    fn a_unit_stops_where_another_starts() {
        let config = Config::default();
        let src = "addiu $v0, $v0, 1\n addiu $v0, $v0, 2\n addiu $v0, $v0, 3\n ret $lr\n nop\n";
        let bytes = cpu0_asm::assemble(src, config.endian).unwrap().bytes;
        let mut m = Machine::new(config).unwrap();
        m.load(0x100, &bytes).unwrap();
        let at = |stop: u32| {
            let unit = scan(&m.mem, &m.pages, m.decoder, false, 0x100, MAX_UNIT, |pc| {
                pc == stop
            });
            unit.map(|u| (u.insts.len(), u.end))
        };
        assert_eq!(at(0x108), Some((2, End::FallThrough)));
        assert_eq!(at(0x100), Some((5, End::Delayed)));
        assert_eq!(at(0x200), Some((5, End::Delayed)));
        // A delay slot is never a place to stop: the branch and its slot go together.
        assert_eq!(at(0x110), Some((5, End::Delayed)));
    }

    /// No stop inside a loop the unit closes: the loop stays in one unit.
    #[test]
    fn a_unit_keeps_its_loop_whole() {
        let config = Config::default();
        let src = "
loop:   addiu $v0, $v0, 3
        beq   $zero, $zero, skip
        nop
        addiu $v0, $v0, 5
skip:   addiu $t0, $t0, -1
        bne   $t0, $zero, loop
        nop
        addiu $v0, $v0, 1
        ret   $lr
        nop
";
        let bytes = cpu0_asm::assemble(src, config.endian).unwrap().bytes;
        let mut m = Machine::new(config).unwrap();
        m.load(0x100, &bytes).unwrap();
        let at = |stops: &[u32]| {
            let unit = scan(&m.mem, &m.pages, m.decoder, false, 0x100, MAX_UNIT, |pc| {
                stops.contains(&pc)
            });
            unit.map(|u| (u.insts.len(), u.end))
        };
        // `skip` is inside the loop: no cut there; after the loop, a cut.
        assert_eq!(at(&[0x110]), Some((10, End::Delayed)));
        assert_eq!(at(&[0x110, 0x11c]), Some((7, End::Delayed)));
        assert_eq!(at(&[0x11c]), Some((7, End::Delayed)));
    }
}
