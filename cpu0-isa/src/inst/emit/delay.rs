//! The delay-slot filler: moves an instruction from before each branch, call or
//! return into its delay slot when that cannot change what the program does; a
//! select's branch over its own moves may also take the word just after them.
//!
//! One pass copies the pieces into a new list; a filled slot takes its word from
//! the last few pieces copied, so the cost is linear in the function's size.

use super::Piece;
use crate::RelocKind;
use cpu0_asm::{Inst, Opcode, Reg as HwReg};

/// How far above a conditional branch the filler looks for an independent word.
const WINDOW: usize = 6;

/// Returns `pieces` with delay slots filled. A candidate is a plain word of the
/// same block (no label between), not itself in a delay slot, not a control
/// transfer, and it writes no register the transfer reads (counting `$sw` for
/// `j*` and `$lr` for calls and returns). A conditional branch may take a word
/// from further up its block, past independent ones; a call or return takes the
/// word just before it, with its `%hi`/`%lo` relocation if it has one.
pub(super) fn fill(mut pieces: Vec<Piece>) -> Vec<Piece> {
    let mut out = super::spare_pieces();
    out.reserve(pieces.len());
    let mut input = pieces.drain(..).peekable();
    while let Some(mut piece) = input.next() {
        match &mut piece {
            Piece::Branch16 {
                rs,
                rt,
                slot: slot @ 0,
                ..
            } => {
                if let Some(w) = take_for_branch(&mut out, bit(*rs) | bit(*rt)) {
                    *slot = w;
                }
            }
            Piece::Branch24 {
                op, slot: slot @ 0, ..
            } if *op != Opcode::Jmp => {
                if let Some(w) = take_for_branch(&mut out, bit(HwReg::SW)) {
                    *slot = w;
                }
            }
            // The cheap test first: most words are not followed by a `nop`.
            Piece::Word(w)
                if matches!(input.peek(), Some(Piece::Word(0))) && is_slotted_word(*w) =>
            {
                // A call's relocation marker sits between the candidate and it.
                let marker = match out.last() {
                    Some(Piece::Reloc(..)) => out.pop(),
                    _ => None,
                };
                let taken = take_for_transfer(&mut out, *w);
                out.extend(marker);
                out.push(piece);
                if let Some(moved) = taken {
                    input.next(); // the `nop`
                    out.extend(moved);
                }
                continue;
            }
            // The conditional branch of a fixed sequence (a cpu032II select's).
            Piece::Word(w) if matches!(input.peek(), Some(Piece::Word(0))) => {
                if let Some(reads) = raw_branch_reads(*w) {
                    if let Some(moved) = take_for_branch(&mut out, reads) {
                        input.next(); // the `nop`
                        out.push(piece);
                        out.push(Piece::Word(moved));
                        continue;
                    }
                }
            }
            // The end of a branch over its own words (a select) whose slot is
            // still empty: the next word may move up into the slot.
            Piece::Barrier => {
                if let Some(Piece::Word(x)) = input.peek() {
                    if let Some(at) = empty_skip_slot(&out, *x) {
                        out[at] = Piece::Word(*x);
                        input.next();
                    }
                }
            }
            _ => {}
        }
        out.push(piece);
    }
    drop(input);
    super::give_back_pieces(pieces);
    out
}

/// Where `out` ends with `beq`/`bne; nop; w1..wk` (the branch skipping
/// exactly the `k` words after its slot, as a select's does), the index of that
/// `nop` if the word `x` (just after the `wk`) may run in the slot instead: it
/// then runs on both paths as before, only earlier, so it must commute with the
/// skipped words and write nothing the branch reads.
fn empty_skip_slot(out: &[Piece], x: u32) -> Option<usize> {
    let eff = Effects::of(x)?;
    // `k` from 1 to 3 (the longest: a 64-bit select's swap through `$at`).
    for k in 1..=3usize {
        let br = out.len().checked_sub(k + 2)?;
        let Piece::Word(b) = out[br] else {
            return None;
        };
        let inst = cpu0_asm::decode(b).ok()?;
        let branch_over = matches!(inst.op(), Opcode::Beq | Opcode::Bne)
            && i64::from(inst.imm()) == 4 * (k as i64 + 1)
            && matches!(out[br + 1], Piece::Word(0));
        if !branch_over {
            continue;
        }
        let reads = bit(inst.ra()) | bit(inst.rb());
        // Not a `$sp` write (an epilogue's restore): the unwinder recognises a
        // popped frame only just before, or in the slot of, the `ret`/`jmp`.
        if attached(out, br) || eff.writes & (reads | bit(HwReg::SP)) != 0 {
            return None;
        }
        let skipped_commute = out[br + 2..].iter().all(|p| match p {
            Piece::Word(w) => Effects::of(*w).is_some_and(|e| eff.commutes_with(&e)),
            _ => false,
        });
        return skipped_commute.then_some(br + 1);
    }
    None
}

/// The register `r` as a bit of a register mask (sixteen registers): the filler
/// works on masks so that looking at a word allocates nothing.
fn bit(r: HwReg) -> u16 {
    1 << r.index()
}

/// The word for the slot of a conditional branch reading the registers of mask
/// `reads` (which would be pushed next), removed from `out`.
fn take_for_branch(out: &mut Vec<Piece>, reads: u16) -> Option<u32> {
    let cand = slot_candidate(out, reads).or_else(|| out.len().checked_sub(1))?;
    let Piece::Word(w) = out[cand] else {
        return None;
    };
    if movable_for_branch(w, reads) && !attached(out, cand) {
        out.remove(cand); // within the last WINDOW pieces
        return Some(w);
    }
    None
}

/// The pieces (a word, after its relocation marker if any) for the slot of the
/// call or return `transfer`, removed from the end of `out`.
fn take_for_transfer(out: &mut Vec<Piece>, transfer: u32) -> Option<Vec<Piece>> {
    let inst = cpu0_asm::decode(transfer).expect("emitted words decode");
    let reads = match inst.op() {
        Opcode::Ret => bit(inst.ra()) | bit(HwReg::LR),
        Opcode::Jalr => bit(inst.rb()) | bit(HwReg::LR),
        _ => bit(HwReg::LR),
    };
    let cand = out.len().checked_sub(1)?;
    let Piece::Word(w) = out[cand] else {
        return None;
    };
    if !movable(w, reads) {
        return None;
    }
    // An absolute `%hi`/`%lo` relocation moves with its word; a PC-relative one
    // would change meaning.
    let reloc = cand
        .checked_sub(1)
        .filter(|&m| matches!(out[m], Piece::Reloc(RelocKind::Hi16 | RelocKind::Lo16, ..)));
    match reloc {
        Some(m) => {
            if attached(out, m) {
                return None;
            }
            Some(out.split_off(m))
        }
        None if !attached(out, cand) => Some(out.split_off(cand)),
        None => None,
    }
}

/// Whether the word may run in the slot of a call or return reading mask
/// `reads`: not if it reads `$lr` (a call's slot runs after the link is written).
fn movable(w: u32, reads: u16) -> bool {
    movable_for_branch(w, reads)
        && cpu0_asm::decode(w).is_ok_and(|inst| !reads_reg(&inst, HwReg::LR))
}

/// Whether the word may run in the slot of a conditional branch reading mask
/// `reads`. `$lr` is an ordinary allocated register there: a conditional branch
/// neither reads nor writes it.
fn movable_for_branch(w: u32, reads: u16) -> bool {
    cpu0_asm::decode(w).is_ok_and(|inst| {
        let op = inst.op();
        !op.is_control_transfer()
            && op != Opcode::Trap
            && w != 0
            && written_regs(&inst) & reads == 0
    })
}

/// Whether the piece at `i` is tied to the one before it: a relocation or trap
/// marker, or the transfer whose delay slot it is.
fn attached(out: &[Piece], i: usize) -> bool {
    i > 0
        && (matches!(
            out[i - 1],
            Piece::Reloc(..) | Piece::TableRef(..) | Piece::Trap(_)
        ) || matches!(out[i - 1], Piece::Word(p) if has_slot(p)))
}

/// Whether the word is a transfer followed by a delay slot.
fn has_slot(w: u32) -> bool {
    cpu0_asm::decode(w).is_ok_and(|i| i.op().has_delay_slot())
}

/// The registers (mask) a conditional branch word (`beq`/`bne`, or `j*` reading
/// `$sw`) reads; `None` for any other word.
fn raw_branch_reads(w: u32) -> Option<u16> {
    let inst = cpu0_asm::decode(w).ok()?;
    match inst.op() {
        Opcode::Beq | Opcode::Bne => Some(bit(inst.ra()) | bit(inst.rb())),
        op if op.has_delay_slot() && op.info().shape == cpu0_asm::Shape::SwBranch => {
            Some(bit(HwReg::SW))
        }
        _ => None,
    }
}

/// For a branch reading `reads` at the end of `out`, the nearest word above it,
/// within a few plain words of the same block and not the word just before it,
/// that can move below all the words between: no register or memory dependence
/// on them, no `HI`/`LO` or co-processor use, not attached to a marker and not
/// itself a delay slot.
fn slot_candidate(out: &[Piece], reads: u16) -> Option<usize> {
    let end = out.len();
    // The words crossed so far, in a fixed array (a `Vec` here was an
    // allocation per branch).
    let mut crossed = [Effects::NONE; WINDOW];
    let mut num_crossed = 0;
    let mut j = end;
    while j > 0 && num_crossed < WINDOW {
        j -= 1;
        let Piece::Word(w) = out[j] else {
            return None;
        };
        if attached(out, j) {
            return None;
        }
        let eff = Effects::of(w)?;
        let independent =
            eff.writes & reads == 0 && crossed[..num_crossed].iter().all(|x| eff.commutes_with(x));
        if independent {
            return (j + 1 < end).then_some(j);
        }
        crossed[num_crossed] = eff;
        num_crossed += 1;
    }
    None
}

/// What a plain instruction reads and writes (register masks), for moving it
/// past others.
#[derive(Clone, Copy)]
pub(super) struct Effects {
    pub(super) reads: u16,
    pub(super) writes: u16,
    pub(super) load: bool,
    pub(super) store: bool,
}

impl Effects {
    /// No reads or writes (a placeholder in fixed arrays).
    const NONE: Effects = Effects {
        reads: 0,
        writes: 0,
        load: false,
        store: false,
    };

    /// `None` for what never moves or is moved past: control transfers, traps,
    /// `nop`, `HI`/`LO` and co-processor 0 instructions.
    pub(super) fn of(w: u32) -> Option<Effects> {
        use cpu0_asm::{AlsoWrites, Shape};
        let inst = cpu0_asm::decode(w).ok()?;
        let op = inst.op();
        let info = op.info();
        let barrier = w == 0
            || op.is_control_transfer()
            || info.delay_slot
            || info.also_writes == AlsoWrites::HiLo
            || matches!(
                op,
                Opcode::Trap
                    | Opcode::Mfhi
                    | Opcode::Mflo
                    | Opcode::Mfc0
                    | Opcode::Mtc0
                    | Opcode::C0mov
            )
            || matches!(
                info.shape,
                Shape::Jump | Shape::ToC0 | Shape::C0C0 | Shape::Code24
            );
        if barrier {
            return None;
        }
        let writes_any = inst.written_regs().next().is_some();
        let writes = inst.written_regs().fold(0, |m, r| m | bit(r));
        let mem = info.shape == Shape::Mem;
        Some(Effects {
            // Conservatively every register field, `ra` included.
            reads: bit(inst.ra()) | bit(inst.rb()) | bit(inst.rc()),
            load: mem && writes_any,
            store: mem && !writes_any,
            writes,
        })
    }

    /// Whether this instruction may be moved past `x` (from before it to after).
    fn commutes_with(&self, x: &Effects) -> bool {
        self.writes & x.reads == 0
            && self.writes & x.writes == 0
            && self.reads & x.writes == 0
            && !(self.store && (x.load || x.store))
            && !(self.load && x.store)
    }
}

/// A word-encoded transfer with a delay slot: `jsub`, `jalr`, `ret`/`jr`.
fn is_slotted_word(w: u32) -> bool {
    cpu0_asm::decode(w).is_ok_and(|i| {
        i.op().has_delay_slot() && matches!(i.op(), Opcode::Jsub | Opcode::Jalr | Opcode::Ret)
    })
}

/// The registers (mask) an instruction writes (from the instruction table), HI/LO
/// aside. Control transfers and co-processor 0 writes are never moved into a slot:
/// they report `$sw`, `$lr` and `$sp`, which every branch's check sees.
fn written_regs(inst: &Inst) -> u16 {
    use cpu0_asm::Shape;
    let info = inst.op().info();
    let unmovable = info.delay_slot
        || matches!(
            info.shape,
            Shape::Jump | Shape::ToC0 | Shape::C0C0 | Shape::Code24
        );
    if unmovable {
        return bit(HwReg::SW) | bit(HwReg::LR) | bit(HwReg::SP);
    }
    inst.written_regs().fold(0, |m, r| m | bit(r))
}

/// Whether an instruction reads `r` (conservatively: any register field).
fn reads_reg(inst: &Inst, r: HwReg) -> bool {
    inst.rb() == r || inst.rc() == r || (inst.ra() == r && written_regs(inst) & bit(r) == 0)
}
