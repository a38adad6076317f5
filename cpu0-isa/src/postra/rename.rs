//! Short-lived values moved off registers that still hold a spilled value.
//!
//! regalloc2 may give a value that lives a few instructions the register a
//! reload (or a spill store) left a spilled value in, and then reload that
//! value again further down the block. When another register is free over the
//! short value's whole life, the value moves there: the first register keeps
//! the spilled value, and the later reload becomes a move that
//! [`super::forward_zeros`] forwards and usually deletes.
//!
//! Only values that die in their block (written there, read there, dead at its
//! end or written again) are moved, so what is live between blocks stays as it
//! was; the free register must be dead from the value's definition to its last
//! read. Liveness is the block's own, from what its successors' first
//! instructions read (a superset): the whole function's analysis cost more
//! than the pass. Only blocks that reload a slot twice are looked at.

use super::{loc, Effects};
use crate::inst::{AMode, AsmOp, MInst, OperandVisitor};
use crate::regs::{self, Reg, WritableReg};
use crate::vcode::VCode;
use regalloc2::{Block, Function as _, PReg};

/// How far (instructions) a moved value's life is followed: keeps the pass
/// linear.
const WINDOW: usize = 48;

/// A spill slot's value was in `reg` until instruction `at` wrote `reg`, and
/// no other register held it then; `busy` are the registers holding some spill
/// slot's value right after `at` (not to be taken for the moved value).
#[derive(Clone, Copy)]
struct Lost {
    slot: u32,
    reg: u8,
    at: usize,
    busy: u16,
}

/// The lists `find_lost_reloads` keeps, reused from block to block.
#[derive(Default)]
struct Buffers {
    /// (spill slot, register) holding the same value.
    pairs: Vec<(u32, u8)>,
    lost: Vec<Lost>,
    /// The losses a later reload pays for, with that reload's index.
    found: Vec<(Lost, usize)>,
}

/// Moves short-lived values off registers holding spilled values that are
/// reloaded later in the block; see the module documentation.
pub fn rename_short_values(blocks: &mut [Vec<MInst>], vcode: &VCode, num_spillslots: usize) {
    if num_spillslots == 0 {
        return;
    }
    let mask = |rs: &[cpu0_asm::Reg]| rs.iter().fold(0u16, |m, r| m | (1 << r.index()));
    let (caller_saved, callee_saved) = (mask(&regs::CALLER_SAVED), mask(&regs::CALLEE_SAVED));
    let mut effects = Vec::new();
    let mut bufs = Buffers::default();
    let mut plans = Vec::new();
    let mut live_after = Vec::new();
    for b in 0..blocks.len() {
        // Most blocks reload no slot twice: a match per instruction tells.
        if !reloads_a_slot_twice(&blocks[b]) {
            continue;
        }
        effects.clear();
        effects.extend(blocks[b].iter_mut().map(Effects::of));
        find_lost_reloads(&blocks[b], &effects, &mut bufs);
        if bufs.found.is_empty() {
            continue;
        }
        // A callee-saved register the block writes is saved already: taking
        // it costs nothing. That includes `$lr` in a block with a call (the
        // call writes it, so the prologue saves it; `Ret` jumps through the
        // restored value and does not read `$lr` as an operand).
        let written = effects.iter().fold(0u16, |m, e| m | e.defs);
        let choices = caller_saved | (callee_saved & written);
        let live_out = live_out(blocks, vcode, b);
        live_after_each(&effects, live_out, &mut live_after);
        for &(l, reload) in &bufs.found {
            // Every value written to the register between the loss and the
            // reload moves, or none: planned on the code as it is (the values'
            // lives do not overlap, so the plans agree), then applied.
            plans.clear();
            for at in l.at..reload {
                if effects[at].defs & (1 << l.reg) != 0 {
                    let choices = choices & !l.busy;
                    match plan_move(&mut blocks[b], &effects, at, l.reg, &live_after, choices) {
                        Some(p) => plans.push(p),
                        None => {
                            plans.clear();
                            break;
                        }
                    }
                }
            }
            for p in &plans {
                apply_move(&mut blocks[b], &mut effects, l.reg, *p);
            }
            if !plans.is_empty() {
                live_after_each(&effects, live_out, &mut live_after);
            }
        }
    }
}

/// The registers that may be live at the end of block `b`: those a successor
/// may read before writing them, seen from the successors' first instructions
/// (through blocks that only jump); a cheap superset, instead of the
/// function's liveness (which cost more than the pass).
fn live_out(blocks: &mut [Vec<MInst>], vcode: &VCode, b: usize) -> u16 {
    const LOOK: usize = 16;
    let mut live = 0u16;
    for s in vcode.block_succs(Block::new(b)) {
        let mut s = s.index();
        for _ in 0..4 {
            match blocks[s].as_slice() {
                [MInst::Jump { target }] => s = target.0 as usize,
                _ => break,
            }
        }
        // Registers not yet read or written in the successor.
        let mut open = u16::MAX;
        for inst in blocks[s].iter_mut().take(LOOK) {
            let e = Effects::of(inst);
            live |= open & e.uses;
            open &= !(e.uses | e.defs);
        }
        live |= open;
    }
    live
}

/// The registers live after each instruction of a block whose effects are
/// `effects`, given those live at its end.
fn live_after_each(effects: &[Effects], live_out: u16, live_after: &mut Vec<u16>) {
    live_after.clear();
    live_after.resize(effects.len(), 0);
    let mut live = live_out;
    for (e, after) in effects.iter().zip(live_after.iter_mut()).rev() {
        *after = live;
        live = (live & !e.defs) | e.uses;
    }
}

/// Whether a spill slot is loaded after an earlier load or store of it in
/// the block (the only blocks where a reload can have been lost).
fn reloads_a_slot_twice(insts: &[MInst]) -> bool {
    let mut seen: u64 = 0;
    for inst in insts {
        if let MInst::Load {
            addr: AMode::Spill { slot },
            ..
        }
        | MInst::Store {
            addr: AMode::Spill { slot },
            ..
        } = inst
        {
            // Slots folded into 64 bits: a false match costs only time.
            let bit = 1u64 << (slot % 64);
            if matches!(inst, MInst::Load { .. }) && seen & bit != 0 {
                return true;
            }
            seen |= bit;
        }
    }
    false
}

/// Collects the places where a register holding a spilled value is written
/// while a later reload in the block reads that value again.
fn find_lost_reloads(insts: &[MInst], effects: &[Effects], bufs: &mut Buffers) {
    let Buffers { pairs, lost, found } = bufs;
    pairs.clear();
    lost.clear();
    found.clear();
    // The registers of `pairs`: most writes hit none.
    let mut held = 0u16;
    for (j, (inst, e)) in insts.iter().zip(effects).enumerate() {
        if let MInst::Load {
            op: AsmOp::Ld,
            addr: AMode::Spill { slot },
            ..
        } = inst
        {
            if !pairs.iter().any(|p| p.0 == *slot) {
                if let Some(l) = lost.iter().find(|l| l.slot == *slot) {
                    found.push((*l, j));
                }
            }
        }
        if e.defs & held != 0 || (e.defs != 0 && !lost.is_empty()) {
            let one_def = e.defs.count_ones() == 1 && !matches!(inst, MInst::Call { .. });
            // A register written again holds another short value, moved too;
            // a call or a multi-register write ends the hope.
            if !one_def {
                lost.retain(|l| e.defs & (1 << l.reg) == 0);
            }
            let before = lost.len();
            for p in pairs.iter() {
                let gone = e.defs & (1 << p.1) != 0;
                let kept_elsewhere = pairs.iter().any(|q| q.0 == p.0 && e.defs & (1 << q.1) == 0);
                if one_def && gone && !kept_elsewhere {
                    lost.push(Lost {
                        slot: p.0,
                        reg: p.1,
                        at: j,
                        busy: 0,
                    });
                }
            }
            pairs.retain(|p| e.defs & (1 << p.1) == 0);
            held &= !e.defs;
            for l in &mut lost[before..] {
                l.busy = held;
            }
        }
        match inst {
            MInst::Load {
                op: AsmOp::Ld,
                rd,
                addr: AMode::Spill { slot },
            } => {
                lost.retain(|l| l.slot != *slot);
                pairs.push((*slot, loc(rd.to_reg()) as u8));
                held |= 1 << loc(rd.to_reg());
            }
            MInst::Store {
                op,
                src,
                addr: AMode::Spill { slot },
            } => {
                let slot = *slot;
                lost.retain(|l| l.slot != slot);
                pairs.retain(|p| p.0 != slot);
                if *op == AsmOp::St && *src != regs::ZERO {
                    pairs.push((slot, loc(*src) as u8));
                }
                held = pairs.iter().fold(0, |m, p| m | (1 << p.1));
            }
            MInst::Mov { rd, rs } => {
                let (d, s) = (loc(rd.to_reg()) as u8, loc(*rs) as u8);
                let n = pairs.len();
                for i in 0..n {
                    if pairs[i].1 == s && s != d {
                        pairs.push((pairs[i].0, d));
                        held |= 1 << d;
                    }
                }
            }
            _ => {}
        }
    }
}

/// How an instruction accesses one register, and whether it has operands a
/// rename could break (fixed, tied or early ones).
struct Probe {
    reg: usize,
    plain_use: bool,
    plain_def: bool,
    special_use: bool,
    special_def: bool,
    tied_or_early: bool,
}

impl Probe {
    fn of(inst: &mut MInst, reg: usize) -> Probe {
        let mut p = Probe {
            reg,
            plain_use: false,
            plain_def: false,
            special_use: false,
            special_def: false,
            tied_or_early: false,
        };
        inst.visit_operands(&mut p);
        p
    }
}

impl OperandVisitor for Probe {
    fn reg_use(&mut self, r: &mut Reg) {
        self.plain_use |= loc(*r) == self.reg;
    }
    fn reg_def(&mut self, r: &mut WritableReg) {
        self.plain_def |= loc(r.to_reg()) == self.reg;
    }
    fn reg_early_def(&mut self, r: &mut WritableReg) {
        self.tied_or_early = true;
        self.special_def |= loc(r.to_reg()) == self.reg;
    }
    fn reg_reuse_def(&mut self, r: &mut WritableReg, _: usize) {
        self.tied_or_early = true;
        self.special_def |= loc(r.to_reg()) == self.reg;
    }
    fn reg_fixed_use(&mut self, r: &mut Reg, _: PReg) {
        self.special_use |= loc(*r) == self.reg;
    }
    fn reg_fixed_def(&mut self, r: &mut WritableReg, _: PReg) {
        self.special_def |= loc(r.to_reg()) == self.reg;
    }
}

/// Renames the plain uses (or the plain defs) of one register.
struct Rename {
    from: usize,
    to: Reg,
    uses: bool,
}

impl OperandVisitor for Rename {
    fn reg_use(&mut self, r: &mut Reg) {
        if self.uses && loc(*r) == self.from {
            *r = self.to;
        }
    }
    fn reg_def(&mut self, r: &mut WritableReg) {
        if !self.uses && loc(r.to_reg()) == self.from {
            *r = WritableReg::new(self.to);
        }
    }
    fn reg_early_def(&mut self, _: &mut WritableReg) {}
    fn reg_fixed_use(&mut self, _: &mut Reg, _: PReg) {}
    fn reg_fixed_def(&mut self, _: &mut WritableReg, _: PReg) {}
}

/// A moved value: its definition, its last read, its new register.
#[derive(Clone, Copy)]
struct Move {
    def: usize,
    last: usize,
    to: u8,
}

/// Where the value instruction `i` writes to `d` can move: a register of
/// `choices` free over its life, when it dies in the block.
fn plan_move(
    insts: &mut [MInst],
    effects: &[Effects],
    i: usize,
    d: u8,
    live_after: &[u16],
    choices: u16,
) -> Option<Move> {
    let d = d as usize;
    if effects[i].defs != 1 << d || choices == 0 {
        return None;
    }
    let p = Probe::of(&mut insts[i], d);
    if !p.plain_def || p.special_def || p.tied_or_early {
        return None;
    }
    // The value's life: to its last read before the next write of `d`.
    let mut accessed = effects[i].uses | effects[i].defs;
    // A value nothing reads still moves (it would overwrite the spilled value).
    let mut last = i;
    let mut busy_to_last = accessed;
    let mut rewritten = false;
    let stop = insts.len().min(i + 1 + WINDOW);
    for j in i + 1..stop {
        let e = effects[j];
        accessed |= e.uses | e.defs;
        if e.uses & (1 << d) != 0 {
            let p = Probe::of(&mut insts[j], d);
            if p.special_use || p.tied_or_early {
                return None;
            }
            last = j;
            busy_to_last = accessed;
        }
        if e.defs & (1 << d) != 0 {
            rewritten = true;
            break;
        }
    }
    // Without a write of `d` in reach, the value must die at its last read.
    if !rewritten && live_after[last] & (1 << d) != 0 {
        return None;
    }
    // A register of `choices` not touched over the life, and dead after it.
    let dead = choices & !busy_to_last & !(1 << d) & !live_after[last];
    if dead == 0 {
        return None;
    }
    Some(Move {
        def: i,
        last,
        to: dead.trailing_zeros() as u8,
    })
}

/// Renames the value `m` moves from `d`; `effects` (the block's) are kept up
/// to date.
fn apply_move(insts: &mut [MInst], effects: &mut [Effects], d: u8, m: Move) {
    let (i, d) = (m.def, d as usize);
    let to = Reg::phys(cpu0_asm::Reg::new(m.to).expect("a register number"));
    insts[i].visit_operands(&mut Rename {
        from: d,
        to,
        uses: false,
    });
    effects[i] = Effects::of(&mut insts[i]);
    for j in i + 1..=m.last {
        insts[j].visit_operands(&mut Rename {
            from: d,
            to,
            uses: true,
        });
        effects[j] = Effects::of(&mut insts[j]);
    }
}
