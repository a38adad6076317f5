//! Static facts about a unit's instructions that the emitter needs before it
//! writes any code: which register slots are read (so only those are loaded at
//! entry), which register stores no exit can observe, and which branches stay
//! inside the unit.

use super::super::scan::{End, Unit};
use super::{HI, LO, LR, SLOTS, SW};
use crate::predecode::{Decoded, Op};

/// The register slots an instruction reads (as a mask of slots): exactly
/// those the emitter takes the value of (a unit loads them at entry; the
/// slots it only writes need no load, as every write is stored at once). A
/// mask, not a `Vec`: one allocation per instruction and pass was ~1% of
/// compiling (callgrind, mandel).
fn reads(d: Decoded) -> u64 {
    use Op::*;
    let (a, b, c) = (
        (d.ra & 31) as usize,
        (d.rb & 31) as usize,
        (d.rc & 31) as usize,
    );
    let (a, b, c, sw) = (1u64 << a, 1u64 << b, 1u64 << c, 1u64 << SW);
    match d.op {
        Nop | Jmp | Bal | Jsub => 0,
        St | Sb | Sh | Beq | Bne | Mult | Multu | Div | Divu => a | b,
        Ret | Mthi | Mtlo => a,
        Jeq | Jne | Jlt | Jgt | Jle | Jge => sw,
        Jalr => b,
        Cmp | Cmpu | Add | Sub => b | c | sw,
        Mfhi => 1 << HI,
        Mflo => 1 << LO,
        Movz | Movn => a | b | c,
        Addiu | Andi | Ori | Xori | Lui | Slti | Sltiu | Rol | Ror | Shl | Shr | Sra | Ld | Lb
        | Lbu | Lh | Lhu => b,
        _ => b | c,
    }
}

/// The register slots the unit reads.
pub(super) fn read_slots(unit: &Unit) -> [bool; SLOTS] {
    let read = unit.insts.iter().fold(0, |read, d| read | reads(*d));
    std::array::from_fn(|s| read & 1 << s != 0)
}

/// The register slots an instruction writes (as a mask of slots), when it
/// runs to its end. Only what the emitter surely writes: an instruction left
/// out here writes nothing, which at worst loads a slot to no use.
fn writes(d: Decoded) -> u64 {
    use Op::*;
    let a = 1u64 << (d.ra & 31);
    match d.op {
        Ld | Lb | Lbu | Lh | Lhu | Addiu | Andi | Ori | Xori | Lui | Slti | Sltiu | Movz | Movn
        | Addu | Subu | Clz | Clo | Mul | And | Or | Xor | Nor | Slt | Sltu | Rol | Ror | Shl
        | Shr | Sra | Srav | Shlv | Shrv | Rolv | Rorv | Mfhi | Mflo | Jalr => a,
        Add | Sub => a | 1 << SW,
        Cmp | Cmpu => 1 << SW,
        Jsub | Bal => 1 << LR,
        Mult | Multu | Div | Divu => 1 << HI | 1 << LO,
        Mthi => 1 << HI,
        Mtlo => 1 << LO,
        _ => 0,
    }
}

/// The slots to load at the unit's entry: those some instruction reads on a
/// path from the entry that does not write them first (the other reads see
/// the unit's own write, so a load at entry would be dead).
pub(super) fn entry_loads(unit: &Unit) -> [bool; SLOTS] {
    let n = unit.insts.len();
    // Per instruction, the slots written on every path from the entry to it.
    let mut written = vec![u64::MAX; n];
    written[0] = 0;
    // The jumps inside the unit: from a branch's slot to its target, from a
    // `jmp` before the end to its target, and from a final `jmp` back into
    // the unit. (The instruction after a `jmp` keeps the edge from it as if
    // it fell through: one more path only narrows what is written on all.)
    let jumps: Vec<(usize, usize)> = (0..n)
        .filter(|&b| b + 1 < n && is_conditional(unit.insts[b]))
        .filter_map(|b| target_index(unit, b).map(|j| (b + 1, j)))
        .chain(inner_jumps(unit))
        .chain(jump_back_index(unit).map(|j| (n - 1, j)))
        .collect();
    let mut changed = true;
    while changed {
        changed = false;
        for i in 0..n {
            let mut known = if i == 0 {
                0
            } else {
                written[i - 1] | writes(unit.insts[i - 1])
            };
            for &(from, _) in jumps.iter().filter(|(_, to)| *to == i) {
                known &= written[from] | writes(unit.insts[from]);
            }
            if known != written[i] {
                written[i] = known;
                changed = true;
            }
        }
    }
    let load = unit
        .insts
        .iter()
        .zip(&written)
        .fold(0, |load, (d, written)| load | reads(*d) & !written);
    std::array::from_fn(|s| load & 1 << s != 0)
}

/// Instructions that cannot leave the unit (no side exit, no transfer): the
/// only ones whose register stores [`dead_stores`] may drop.
fn is_pure(d: Decoded) -> bool {
    use Op::*;
    matches!(
        d.op,
        Nop | Addiu
            | Andi
            | Ori
            | Xori
            | Lui
            | Slti
            | Sltiu
            | Movz
            | Movn
            | Addu
            | Subu
            | Clz
            | Clo
            | Mul
            | And
            | Or
            | Xor
            | Nor
            | Slt
            | Sltu
            | Rol
            | Ror
            | Shl
            | Shr
            | Sra
            | Srav
            | Shlv
            | Shrv
            | Cmp
            | Cmpu
            | Mult
            | Multu
            | Mfhi
            | Mflo
            | Mthi
            | Mtlo
    )
}

/// The register slots a pure instruction writes (as a mask of slots).
fn pure_writes(d: Decoded) -> u64 {
    use Op::*;
    match d.op {
        Nop => 0,
        Cmp | Cmpu => 1 << SW,
        Mult | Multu => 1 << HI | 1 << LO,
        Mthi => 1 << HI,
        Mtlo => 1 << LO,
        _ => 1 << (d.ra & 31),
    }
}

/// For each instruction, the slots whose store to the machine can be left
/// out: a pure instruction's write that later pure instructions overwrite
/// on every path before any exit (an exit reads the machine's registers), so
/// the last write stores the final value; code that branches into the run
/// does not pass the first write. A conditional branch inside the unit to a
/// later instruction of it (not its last branch) is no exit: past it, both
/// paths must overwrite the slot. An access whose group (`groups`, see
/// [`access_groups`]) checked it leaves nowhere either: the group's one exit
/// is before its first instruction, and a load there counts as a pure write
/// of its register (a seventh of Lua's register stores were such, callgrind).
/// `checked` is [`in_groups`] of `groups`.
pub(super) fn dead_stores(unit: &Unit, groups: &[usize], checked: &[bool]) -> Vec<u64> {
    let n = unit.insts.len();
    let mut dead = vec![0u64; n];
    // A group's exit is at its start.
    let group_start = |i: usize| groups[i] > i;
    // Per instruction, the slots overwritten from its start before any exit.
    let mut from = vec![0u64; n];
    // Slots overwritten before any exit, looking back from the end: reset at
    // every instruction that is not pure or is a delay slot whose branch may
    // leave after it.
    let mut overwritten = 0u64;
    for i in (0..n).rev() {
        let d = unit.insts[i];
        let forward = |b: usize| {
            (b + 2 < n && is_conditional(unit.insts[b]))
                .then(|| target_index(unit, b))
                .flatten()
                .filter(|&j| j > b)
        };
        if let Some(j) = i.checked_sub(1).and_then(forward) {
            // The slot of a branch that stays inside the unit: both paths.
            overwritten &= from[j];
        } else if i > 0 && is_delayed(unit.insts[i - 1]) {
            overwritten = 0;
        }
        let checked_access = checked[i] && is_access(d);
        if forward(i).is_some() {
            // The branch itself writes nothing and cannot leave.
        } else if !is_pure(d) && !checked_access {
            overwritten = 0;
        } else {
            let writes = if is_load(d) {
                1 << (d.ra & 31)
            } else if checked_access {
                0 // a store
            } else {
                pure_writes(d)
            };
            dead[i] = writes & overwritten;
            overwritten |= writes;
        }
        if group_start(i) {
            // The group's side exit, before this instruction.
            overwritten = 0;
        }
        from[i] = overwritten;
    }
    dead
}

/// The most accesses whose checks one side exit makes together.
const MAX_GROUP: usize = 8;

/// For each instruction, the end (exclusive) of the run of instructions
/// whose memory accesses it checks together, before any of them runs (0 if
/// it checks none): one side exit and one branch instead of one per access
/// (an exit makes two blocks; a block cost ~17,000 host instructions to
/// compile, callgrind, mandel). Letting pure instructions into runs left
/// mandel 45 fewer side exits (277 -> 232), compiled with 1.0% fewer host
/// instructions; its translated code ran 0.1% more host instructions in
/// nbody, 0.05% fewer in mandel. A run starts at an access and holds at
/// least two; it is straight code in one block (no branch of the unit jumps into it, no delay slot or transfer in
/// it): accesses, and between them pure instructions (no exit of their own,
/// no transfer), which every access after them follows, so no check is for
/// an access the code would not reach. No instruction of the run before an
/// access writes its base register, so each effective address is known at
/// the start. If any access would fail, the exit leaves before the first
/// with the state exact; the interpreter then runs it.
pub(super) fn access_groups(unit: &Unit, jumped: &[bool]) -> Vec<usize> {
    let insts = &unit.insts;
    let n = insts.len();
    let mut ends = vec![0; n];
    let mut i = 0;
    while i < n {
        let slot = i > 0 && is_delayed(insts[i - 1]);
        if !is_access(insts[i]) || slot {
            i += 1;
            continue;
        }
        let mut written = 0u64;
        // Just past the last access of the run, and the accesses in it.
        let (mut end, mut accesses) = (i, 0);
        let mut k = i;
        while k < n && accesses < MAX_GROUP {
            let d = insts[k];
            if k > i && jumped[k] {
                break;
            }
            if is_access(d) {
                if written & 1 << (d.rb & 31) != 0 {
                    break;
                }
                if is_load(d) {
                    written |= 1 << (d.ra & 31);
                }
                accesses += 1;
                end = k + 1;
            } else if is_pure(d) && !is_delayed(d) {
                written |= pure_writes(d);
            } else {
                break;
            }
            k += 1;
        }
        if accesses > 1 {
            ends[i] = end;
        }
        i = end;
    }
    ends
}

/// Per instruction, whether it lies in a group of `groups` (see
/// [`access_groups`]), whose one side exit checks its access.
pub(super) fn in_groups(groups: &[usize]) -> Vec<bool> {
    let mut inside = vec![false; groups.len()];
    for (start, &end) in groups.iter().enumerate() {
        inside[start..end.max(start)].fill(true);
    }
    inside
}

fn is_load(d: Decoded) -> bool {
    use Op::*;
    matches!(d.op, Ld | Lb | Lbu | Lh | Lhu)
}

pub(super) fn is_access(d: Decoded) -> bool {
    use Op::*;
    is_load(d) || matches!(d.op, St | Sb | Sh)
}

/// Which instructions a conditional branch of the unit, or its final `jmp`,
/// jumps to directly: those inside the unit that are not a delay slot (a slot
/// runs after its branch, so its code depends on the branch's values).
pub(super) fn internal_targets(unit: &Unit) -> Vec<bool> {
    targets_of_edges(unit, |_, _| true)
}

/// Which instructions a branch or `jmp` at or after them jumps back to:
/// their blocks get predecessors later in the emission (the others can be
/// sealed as soon as the code reaches them).
pub(super) fn back_targets(unit: &Unit) -> Vec<bool> {
    targets_of_edges(unit, |from, to| to <= from)
}

/// The targets of the unit's internal edges from `from` to `to` (conditional
/// branches, `jmp`s before the end, and the final `jmp` back into the unit)
/// that `keep` accepts.
fn targets_of_edges(unit: &Unit, keep: impl Fn(usize, usize) -> bool) -> Vec<bool> {
    let n = unit.insts.len();
    let mut marked = vec![false; n];
    for b in (0..n).filter(|&b| b + 1 < n && is_conditional(unit.insts[b])) {
        if let Some(j) = target_index(unit, b).filter(|&j| keep(b, j)) {
            marked[j] = true;
        }
    }
    for (_, j) in inner_jumps(unit).filter(|&(b, j)| keep(b, j)) {
        marked[j] = true;
    }
    if let Some(j) = jump_back_index(unit).filter(|&j| keep(n - 1, j)) {
        marked[j] = true;
    }
    marked
}

/// The `jmp`s before the unit's end (see `scan::goes_on_past_jump`) whose
/// target is a later instruction of the unit, as (jump, target) indices: the
/// emitter jumps there inside the function.
fn inner_jumps(unit: &Unit) -> impl Iterator<Item = (usize, usize)> + '_ {
    let n = unit.insts.len();
    (0..n.saturating_sub(1))
        .filter(|&b| unit.insts[b].op == Op::Jmp)
        .filter_map(move |b| target_index(unit, b).filter(|&j| j > b).map(|j| (b, j)))
}

/// The index in the unit of the target of its final `jmp` (a loop's back
/// edge, as compilers often end a loop), if the unit holds it and it is not
/// a delay slot: the unit then loops inside itself instead of chaining.
pub(super) fn jump_back_index(unit: &Unit) -> Option<usize> {
    let n = unit.insts.len();
    let last = unit.insts.last()?;
    if unit.end != End::Jump || last.op != Op::Jmp {
        return None;
    }
    let pc = unit.start.wrapping_add(4 * (n as u32 - 1));
    let offset = pc
        .wrapping_add(4)
        .wrapping_add(last.imm)
        .wrapping_sub(unit.start);
    let j = (offset / 4) as usize;
    let slot = j > 0 && j - 1 < n && is_delayed(unit.insts[j - 1]);
    (offset.is_multiple_of(4) && j < n && !slot).then_some(j)
}

/// The index in the unit of the target of the conditional branch at `b`, if
/// the unit holds it and it is not a delay slot.
fn target_index(unit: &Unit, b: usize) -> Option<usize> {
    let pc = unit.start.wrapping_add(4 * b as u32);
    let offset = static_target(unit.insts[b], pc)?.wrapping_sub(unit.start);
    let j = (offset / 4) as usize;
    let slot = j > 0 && j - 1 < unit.insts.len() && is_delayed(unit.insts[j - 1]);
    (offset.is_multiple_of(4) && j < unit.insts.len() && !slot).then_some(j)
}

fn is_delayed(d: Decoded) -> bool {
    is_conditional(d) || matches!(d.op, Op::Jsub | Op::Jalr | Op::Ret)
}

pub(super) fn is_conditional(d: Decoded) -> bool {
    use Op::*;
    matches!(d.op, Jeq | Jne | Jlt | Jgt | Jle | Jge | Beq | Bne)
}

/// The target of a direct delayed branch, call or `jmp` at `pc`.
pub(super) fn static_target(d: Decoded, pc: u32) -> Option<u32> {
    use Op::*;
    match d.op {
        Jeq | Jne | Jlt | Jgt | Jle | Jge | Beq | Bne | Jsub | Jmp => {
            Some(pc.wrapping_add(4).wrapping_add(d.imm))
        }
        _ => None,
    }
}
