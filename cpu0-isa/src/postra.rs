//! Clean-ups after register allocation, on physical registers and spill slots.
//!
//! regalloc2 resolves the block arguments of a conditional branch on a split
//! critical edge: the edge block holds the moves and a `jmp` to the target. On a
//! loop's back edge that is a `jmp` and usually an empty delay slot on every
//! iteration. [`hoist_edge_moves`] runs such moves in the branching block instead
//! when they only write locations that are dead on the branch's other path: before
//! the branch, or (for one move that writes a register the branch compares) in its
//! delay slot, where the branch has already read its operands. The branch then goes
//! straight to the target and the edge block disappears.
//!
//! [`forward_zeros`] then lets instructions read `$zero` instead of a register that
//! was just set to zero (regalloc2 cannot rematerialise, so a zero passed along an
//! edge or spilled is first built in a register), and removes the definitions
//! nothing reads any more.
//!
//! The facts come from a liveness analysis over the allocated code: every register
//! and every spill slot is a location.

use crate::inst::{AMode, MInst, OperandVisitor};
use crate::regs::{self, Reg, WritableReg};
use crate::vcode::VCode;
use regalloc2::{Block, Function as _, PReg};

mod coalesce;
mod const_eval;
mod copies;
mod hoist_common;
mod reloads;
mod remat;
mod rename;
mod scratch;
mod small_consts;
pub use hoist_common::hoist_common_heads;
pub use remat::remat_spilled_values;
pub use rename::rename_short_values;

/// Registers are locations `0..16`; spill slot `s` is location `16 + s`.
const NUM_REGS: usize = 16;

/// Location sets of every block, stored end to end (`words` u64s per block):
/// one allocation per analysis rather than one per block and iteration.
struct BlockSets {
    words: usize,
    bits: Vec<u64>,
}

impl Drop for BlockSets {
    fn drop(&mut self) {
        scratch::give_words(std::mem::take(&mut self.bits));
    }
}

impl BlockSets {
    fn new(num_blocks: usize, num_locs: usize) -> BlockSets {
        let words = num_locs.div_ceil(64);
        BlockSets {
            words,
            bits: scratch::words(num_blocks * words),
        }
    }
    fn row(&self, b: usize) -> &[u64] {
        &self.bits[b * self.words..(b + 1) * self.words]
    }
    fn row_mut(&mut self, b: usize) -> &mut [u64] {
        &mut self.bits[b * self.words..(b + 1) * self.words]
    }
}

fn contains(set: &[u64], loc: usize) -> bool {
    set[loc / 64] & (1 << (loc % 64)) != 0
}
fn insert(set: &mut [u64], loc: usize) {
    set[loc / 64] |= 1 << (loc % 64);
}
fn remove(set: &mut [u64], loc: usize) {
    set[loc / 64] &= !(1 << (loc % 64));
}

/// No spill slot (in [`Effects`]).
const NO_SLOT: u32 = u32::MAX;

/// The locations an allocated instruction reads and writes: registers as bit
/// masks, and the one spill slot a spill load reads or a spill store writes.
#[derive(Clone, Copy)]
struct Effects {
    uses: u16,
    defs: u16,
    use_slot: u32,
    def_slot: u32,
}

impl Effects {
    /// `inst` is `&mut` only because `visit_operands` is; it is not changed.
    fn of(inst: &mut MInst) -> Effects {
        let mut fx = Effects {
            uses: 0,
            defs: 0,
            use_slot: NO_SLOT,
            def_slot: NO_SLOT,
        };
        inst.visit_operands(&mut fx);
        match inst {
            MInst::Load {
                addr: AMode::Spill { slot },
                ..
            } => fx.use_slot = *slot,
            MInst::Store {
                addr: AMode::Spill { slot },
                ..
            } => fx.def_slot = *slot,
            // Only calls clobber registers (`MInst::clobbers`): the one match
            // tells, cheaper than comparing every instruction's set.
            MInst::Call { .. } => {
                for p in inst.clobbers() {
                    fx.defs |= 1 << p.hw_enc();
                }
            }
            _ => debug_assert!(inst.clobbers() == regalloc2::PRegSet::empty()),
        }
        fx
    }

    /// Whether the instruction writes a location of `set`.
    fn writes_any_of(&self, set: &[u64]) -> bool {
        u64::from(self.defs) & set[0] != 0
            || (self.def_slot != NO_SLOT && contains(set, NUM_REGS + self.def_slot as usize))
    }

    /// `set` before the instruction, given `set` after it.
    fn step_back(&self, set: &mut [u64]) {
        set[0] &= !u64::from(self.defs);
        if self.def_slot != NO_SLOT {
            remove(set, NUM_REGS + self.def_slot as usize);
        }
        set[0] |= u64::from(self.uses);
        if self.use_slot != NO_SLOT {
            insert(set, NUM_REGS + self.use_slot as usize);
        }
    }
}

fn loc(r: Reg) -> usize {
    r.to_phys()
        .expect("registers are allocated before post-allocation passes")
        .index()
}

impl OperandVisitor for Effects {
    fn reg_use(&mut self, r: &mut Reg) {
        self.uses |= 1 << loc(*r);
    }
    fn reg_def(&mut self, r: &mut WritableReg) {
        self.defs |= 1 << loc(r.to_reg());
    }
    fn reg_early_def(&mut self, r: &mut WritableReg) {
        self.defs |= 1 << loc(r.to_reg());
    }
    fn reg_fixed_use(&mut self, r: &mut Reg, _: PReg) {
        self.uses |= 1 << loc(*r);
    }
    fn reg_fixed_def(&mut self, r: &mut WritableReg, _: PReg) {
        self.defs |= 1 << loc(r.to_reg());
    }
}

/// The effects of every instruction, block after block, with each block's
/// range in the list.
struct FunctionEffects {
    insts: Vec<Effects>,
    ranges: Vec<(usize, usize)>,
}

impl Drop for FunctionEffects {
    fn drop(&mut self) {
        scratch::give_effect_bufs((
            std::mem::take(&mut self.insts),
            std::mem::take(&mut self.ranges),
        ));
    }
}

impl FunctionEffects {
    /// No instructions yet, room for those of `blocks`.
    fn empty(blocks: &[Vec<MInst>]) -> FunctionEffects {
        let (mut insts, mut ranges) = scratch::effect_bufs();
        insts.reserve(blocks.iter().map(Vec::len).sum());
        ranges.reserve(blocks.len());
        FunctionEffects { insts, ranges }
    }

    fn new(blocks: &mut [Vec<MInst>]) -> FunctionEffects {
        let mut fx = FunctionEffects::empty(blocks);
        for insts in blocks.iter_mut() {
            let start = fx.insts.len();
            fx.insts.extend(insts.iter_mut().map(Effects::of));
            fx.ranges.push((start, fx.insts.len()));
        }
        fx
    }

    fn block(&self, b: usize) -> &[Effects] {
        let (s, e) = self.ranges[b];
        &self.insts[s..e]
    }
}

/// The locations live on entry to each block.
fn live_in(fx: &FunctionEffects, vcode: &VCode, num_locs: usize) -> BlockSets {
    if num_locs <= 64 {
        return live_in_one_word(fx, vcode, num_locs);
    }
    let n = fx.ranges.len();
    // Per block: locations read before any write (gen), and locations written (kill).
    let mut gen = BlockSets::new(n, num_locs);
    let mut kill = BlockSets::new(n, num_locs);
    for b in 0..n {
        let (g, k) = (gen.row_mut(b), kill.row_mut(b));
        for e in fx.block(b).iter().rev() {
            k[0] |= u64::from(e.defs);
            if e.def_slot != NO_SLOT {
                insert(k, NUM_REGS + e.def_slot as usize);
            }
            e.step_back(g);
        }
    }
    let mut live = BlockSets::new(n, num_locs);
    live.bits.copy_from_slice(&gen.bits);
    let mut out = scratch::words(live.words);
    let mut changed = true;
    // Without a successor at or before its block (no loop in the block order),
    // the first backward pass reads only final sets: it is the last.
    let mut back_edge = false;
    while changed {
        changed = false;
        for b in (0..n).rev() {
            out.fill(0);
            for s in vcode.block_succs(Block::new(b)) {
                back_edge |= s.index() <= b;
                for (o, l) in out.iter_mut().zip(live.row(s.index())) {
                    *o |= *l;
                }
            }
            // in = gen ∪ (out − kill)
            for ((o, k), g) in out.iter_mut().zip(kill.row(b)).zip(gen.row(b)) {
                *o = (*o & !*k) | *g;
            }
            if out != live.row(b) {
                live.row_mut(b).copy_from_slice(&out);
                changed = true;
            }
        }
        changed &= back_edge;
    }
    scratch::give_words(out);
    live
}

/// [`live_in`] when each set is one word (at most 48 spill slots: nearly every
/// function), on plain words rather than rows of a buffer.
fn live_in_one_word(fx: &FunctionEffects, vcode: &VCode, num_locs: usize) -> BlockSets {
    let n = fx.ranges.len();
    let slot_bit = |slot: u32| {
        if slot == NO_SLOT {
            0
        } else {
            1u64 << (NUM_REGS + slot as usize)
        }
    };
    // Per block: locations read before any write (gen, words `0..n`), and
    // locations written (kill, words `n..2n`).
    let mut gen_kill = BlockSets::new(2 * n, num_locs);
    let (gen, kill) = gen_kill.bits.split_at_mut(n);
    for b in 0..n {
        let (mut g, mut k) = (0u64, 0u64);
        for e in fx.block(b).iter().rev() {
            let defs = u64::from(e.defs) | slot_bit(e.def_slot);
            k |= defs;
            g = (g & !defs) | u64::from(e.uses) | slot_bit(e.use_slot);
        }
        gen[b] = g;
        kill[b] = k;
    }
    let mut live = BlockSets::new(n, num_locs);
    live.bits.copy_from_slice(gen);
    let mut changed = true;
    // As in `live_in`: without a back edge in the block order, one pass.
    let mut back_edge = false;
    while changed {
        changed = false;
        for b in (0..n).rev() {
            let mut out = 0u64;
            for s in vcode.block_succs(Block::new(b)) {
                back_edge |= s.index() <= b;
                out |= live.bits[s.index()];
            }
            // in = gen ∪ (out − kill)
            let new = (out & !kill[b]) | gen[b];
            if new != live.bits[b] {
                live.bits[b] = new;
                changed = true;
            }
        }
        changed &= back_edge;
    }
    live
}

/// Whether `inst` is a move regalloc2 inserted (or a lowering copy): register to
/// register, spill slot to register, register to spill slot.
fn is_move(inst: &MInst) -> bool {
    matches!(
        inst,
        MInst::Mov { .. }
            | MInst::Load {
                addr: AMode::Spill { .. },
                ..
            }
            | MInst::Store {
                addr: AMode::Spill { .. },
                ..
            }
    )
}

/// Moves the contents of edge blocks (moves, then a jump) into the conditional
/// branch before them where that is safe; see the module documentation.
/// `use_delay_slot` allows the delay-slot form (off when slots hold only `nop`).
pub fn hoist_edge_moves(
    blocks: &mut [Vec<MInst>],
    vcode: &VCode,
    num_spillslots: usize,
    use_delay_slot: bool,
) {
    let num_locs = NUM_REGS + num_spillslots;
    // Computed at the first candidate (before any change): most functions have none.
    let mut live: Option<BlockSets> = None;
    for p in 0..blocks.len() {
        // Matched by reference: cloning every block's last instruction (a
        // return's register list, say) showed in the profile.
        let Some(&MInst::CondBr {
            cc,
            rs,
            rt,
            taken,
            not_taken,
            slot: None,
        }) = blocks[p].last()
        else {
            continue;
        };
        for (edge, other) in [(taken, not_taken), (not_taken, taken)] {
            let e = edge.0 as usize;
            if e == p || vcode.block_preds(Block::new(e)) != [Block::new(p)] {
                continue;
            }
            let Some((MInst::Jump { target }, moves)) = blocks[e].split_last() else {
                continue;
            };
            if moves.is_empty() || !moves.iter().all(is_move) {
                continue;
            }
            let target = *target;
            let mut moves = moves.to_vec();
            let live =
                live.get_or_insert_with(|| live_in(&FunctionEffects::new(blocks), vcode, num_locs));
            // Everything the moves write must be dead where the other path starts.
            let other_live = live.row(other.0 as usize);
            let operands = (1 << loc(rs)) | (1 << loc(rt));
            let mut writes_operand = Vec::new();
            let mut safe = true;
            for (i, m) in moves.iter_mut().enumerate() {
                let fx = Effects::of(m);
                if fx.writes_any_of(other_live) {
                    safe = false;
                }
                if fx.defs & operands != 0 {
                    writes_operand.push(i);
                }
            }
            if !safe {
                continue;
            }
            let (before, slot) = match writes_operand.as_slice() {
                [] => (moves, None),
                // The last move may write a compared register from the delay slot.
                [i] if use_delay_slot && *i == moves.len() - 1 => match moves[*i] {
                    MInst::Mov { rd, rs } => (moves[..*i].to_vec(), Some((rd, rs))),
                    _ => continue,
                },
                _ => continue,
            };
            let (taken, not_taken) = if edge == taken {
                (target, not_taken)
            } else {
                (taken, target)
            };
            let branch = MInst::CondBr {
                cc,
                rs,
                rt,
                taken,
                not_taken,
                slot,
            };
            let pb = &mut blocks[p];
            pb.pop();
            pb.extend(before);
            pb.push(branch);
            blocks[e] = vec![MInst::Jump { target }];
            // Live-in sets stay valid: the moves now run on the path into `target`
            // only through this block, and write nothing the other path reads.
            break;
        }
    }
}

/// Whether `inst` only computes its result: removable when nothing reads it.
/// (Divisions stay: a strict simulator traps on a zero divisor. Loads from the
/// frame cannot trap; `remat.rs` leaves unread loads of incoming arguments.)
fn is_pure(inst: &MInst) -> bool {
    use crate::inst::AsmOp;
    matches!(
        inst,
        MInst::MulDiv {
            op: AsmOp::Mult | AsmOp::Multu,
            ..
        } | MInst::MulWide { .. }
    ) || matches!(
        inst,
        MInst::Mov { .. }
            | MInst::LoadConst { .. }
            | MInst::AluRRR { .. }
            | MInst::AluRRI { .. }
            | MInst::Unary { .. }
            | MInst::LoadAddr { .. }
            | MInst::LoadSymbol { .. }
            | MInst::LoadJumpTables { .. }
            | MInst::CmpSet { .. }
            | MInst::Select { .. }
            | MInst::Cmp64 { .. }
            | MInst::Select64 { .. }
            | MInst::Select32 { .. }
            | MInst::Load {
                addr: AMode::Spill { .. } | AMode::Incoming { .. },
                ..
            }
    )
}

/// A 64-bit product of which only one word is read keeps only that word's
/// instructions: the low word alone is one `mul` (the same bits for `mult` and
/// `multu`), the high word alone `mult`/`multu` then `mfhi`. `live` holds the
/// registers read after `inst`. `fx` (its effects) then defines only the kept
/// word's register: the same for the liveness walk (the dropped word's register
/// is not live after), and the dropped one is not written (nor saved).
fn narrow_mul_wide(inst: &mut MInst, fx: &mut Effects, live: u64) {
    use crate::inst::{AsmOp, HiLo};
    let MInst::MulWide { op, hi, lo, rs, rt } = inst else {
        return;
    };
    let (hi_live, lo_live) = (
        live & (1 << loc(hi.to_reg())) != 0,
        live & (1 << loc(lo.to_reg())) != 0,
    );
    if hi.to_reg() == lo.to_reg() || hi_live == lo_live {
        return;
    }
    let (op, rs, rt) = (*op, *rs, *rt);
    *inst = if lo_live {
        MInst::AluRRR {
            op: AsmOp::Mul,
            rd: *lo,
            rs,
            rt,
        }
    } else {
        MInst::MulDiv {
            op,
            part: HiLo::Hi,
            rd: *hi,
            rs,
            rt,
        }
    };
    fx.defs = Effects::of(inst).defs;
}

/// Whether `inst` stores to a spill slot: removable when no load reads the slot
/// afterwards (`remat_spilled_values` leaves such stores).
fn is_spill_store(inst: &MInst) -> bool {
    matches!(
        inst,
        MInst::Store {
            addr: AMode::Spill { .. },
            ..
        }
    )
}

/// Rewrites reads of registers known to hold zero (within a block) to read
/// `$zero`, reads of copies to read the original (`copies.rs`), and folds small
/// constants known in registers into their readers (`small_consts.rs`); then
/// deletes pure instructions whose results are dead (and spill stores to slots
/// nothing reads afterwards). Returns the registers live on entry to each block
/// (bit `r` for register `r`), computed before the deletions: a superset of the
/// final ones, safe for the delay-slot filler; and the registers the remaining
/// instructions write (bit `r` for register `r`), for the callee-saved
/// registers to save. That set includes clobbers, which add only `$lr`, and
/// only where lowering already set `makes_calls` (calls).
pub fn forward_zeros(
    blocks: &mut [Vec<MInst>],
    vcode: &VCode,
    num_spillslots: usize,
) -> (Vec<u16>, u16) {
    // The effects of each instruction, as rewritten: the liveness and the
    // deletions below both read them.
    let mut fx = FunctionEffects::empty(blocks);
    // Without spill slots no pair is ever made: skip the tracking.
    let spills = num_spillslots != 0;
    let mut ends = spills.then(|| reloads::BlockEnds::new(blocks.len()));
    let mut spilled = reloads::SpillCopies::new();
    for (b, insts) in blocks.iter_mut().enumerate() {
        let start = fx.insts.len();
        // Bit `r`: register `r` holds zero here.
        let mut zero = 0u16;
        let mut copies = copies::Copies::new();
        let mut small = small_consts::SmallConsts::new();
        if let Some(ends) = &ends {
            ends.start(b, vcode, &mut spilled);
        }
        for inst in insts.iter_mut() {
            let reads_zero = |r: &mut Reg| {
                if zero & (1 << loc(*r)) != 0 {
                    *r = regs::ZERO;
                }
            };
            // Most instructions run with no register known to be zero: no match then.
            if zero != 0 {
                match inst {
                    MInst::Mov { rs, .. } | MInst::Store { src: rs, .. } => reads_zero(rs),
                    MInst::AluRRR { rs, rt, .. } | MInst::CondBr { rs, rt, .. } => {
                        reads_zero(rs);
                        reads_zero(rt);
                    }
                    _ => {}
                }
            }
            copies.rename_uses(inst);
            small.fold_into_select(inst);
            small.fold_into_alu(inst);
            let computed = small.fold_constant(inst);
            let e = if spills {
                spilled.forward(inst);
                let e = Effects::of(inst);
                spilled.update(inst, e.uses, e.defs);
                e
            } else {
                Effects::of(inst)
            };
            copies.update(inst, e.defs);
            let zeroed = small.update(inst, e.defs, computed);
            zero &= !e.defs;
            zero |= zeroed;
            fx.insts.push(e);
        }
        if let Some(ends) = &mut ends {
            ends.record(b, vcode, &spilled);
        }
        fx.ranges.push((start, fx.insts.len()));
    }

    let num_locs = NUM_REGS + num_spillslots;
    let live = live_in(&fx, vcode, num_locs);
    // Only values the allocator placed are removed (never a write to `$sp`, say).
    let allocatable: u16 = regs::CALLER_SAVED
        .iter()
        .chain(&regs::CALLEE_SAVED)
        .fold(0, |m, r| m | (1 << r.index()));
    // One word on the stack for most functions (at most 48 spill slots, 64
    // instructions a block), else spare buffers: not lists allocated per
    // function (that showed in the profile).
    let mut live_buf = (live.words > 1).then(|| scratch::words(live.words));
    let mut live_word = [0u64];
    let live_now: &mut [u64] = live_buf.as_deref_mut().unwrap_or(&mut live_word);
    // Bit `i`: the block's instruction `i` goes.
    let most = blocks.iter().map(Vec::len).max().unwrap_or(0);
    let mut dead_buf = (most > 64).then(|| scratch::words(most.div_ceil(64)));
    let mut dead_word = [0u64];
    let dead: &mut [u64] = dead_buf.as_deref_mut().unwrap_or(&mut dead_word);
    let mut written = 0u16;
    for (b, insts) in blocks.iter_mut().enumerate() {
        live_now.fill(0);
        for s in vcode.block_succs(Block::new(b)) {
            for (o, l) in live_now.iter_mut().zip(live.row(s.index())) {
                *o |= *l;
            }
        }
        dead[..insts.len().div_ceil(64)].fill(0);
        let mut any_dead = false;
        let start = fx.ranges[b].0;
        for i in (0..insts.len()).rev() {
            let inst = &insts[i];
            let e = fx.insts[start + i];
            // (A `Nop` is a spill store or reload `remat.rs` or `reloads.rs` dropped.)
            if copies::is_self_move(inst) || matches!(inst, MInst::Nop) {
                insert(dead, i);
                any_dead = true;
                continue;
            }
            if (is_pure(inst) || is_spill_store(inst))
                && e.defs & !allocatable == 0
                && !e.writes_any_of(live_now)
            {
                insert(dead, i);
                any_dead = true;
                continue;
            }
            if let MInst::Mov { rd, rs } = inst {
                let regs = (1 << loc(rd.to_reg())) | (1 << loc(*rs));
                if regs & !allocatable == 0
                    && !contains(live_now, loc(*rs))
                    && coalesce::into_definition(&mut insts[..=i], &mut fx.insts[start..=start + i])
                {
                    insert(dead, i);
                    any_dead = true;
                    continue;
                }
            }
            narrow_mul_wide(&mut insts[i], &mut fx.insts[start + i], live_now[0]);
            // Re-read: the move may have become a constant's build.
            let e = fx.insts[start + i];
            e.step_back(live_now);
            written |= e.defs;
        }
        // Most blocks lose nothing: no pass over them then.
        if any_dead {
            let mut i = 0;
            insts.retain(|_| {
                i += 1;
                !contains(dead, i - 1)
            });
        }
    }
    if let Some(v) = dead_buf {
        scratch::give_words(v);
    }
    if let Some(v) = live_buf {
        scratch::give_words(v);
    }
    let live_in = (0..blocks.len()).map(|b| live.row(b)[0] as u16).collect();
    (live_in, written)
}

#[cfg(test)]
mod tests;
