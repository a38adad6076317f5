//! Constants and symbol addresses within a block and from the blocks before it,
//! after lowering (at `opt_level=speed`): one register per call-free stretch.
//!
//! The lowering rebuilds a constant from another block at each use (keeping it
//! live across blocks would cost registers Cpu0 does not have), and the address
//! rules rebuild a constant address at each access. Within a stretch of a block
//! without calls that is waste: N stores to the console port `0xff000000` in a
//! row cost N `lui`s where one register would do.
//!
//! So, walking each block forward, a `LoadConst`/`LoadSymbol` whose value an
//! earlier one in the same stretch already holds, asked for again within
//! `MAX_DISTANCE` instructions, is dropped and its register renamed. The limit
//! keeps long ranges from crowding the allocator; across a call the value is
//! rebuilt (a caller-saved register is lost there, and a spill costs more),
//! unless its register is read after the call anyway (then it is live across
//! the call already). Builds left without a reader are dropped at the end.
//!
//! A block outside loops also starts with what all its predecessors hold at their
//! end in the same register (available on every path, so the build dominates it):
//! the console port's `lui` of a `putchar` before an `if` serves the one in the
//! join too. Constants that take a `lui` and symbols cross blocks; a small
//! constant is one instruction to rebuild and costs a register kept (measured:
//! spills in hot paths), so a block outside loops reuses it only for a request
//! within [`SMALL_REACH`] instructions (a run of short blocks storing the same
//! byte), and blocks in loops build their own. What a call-free loop's entry
//! holds (small constants included) is carried through
//! the loop to its exits when the loop reads the register anyway or holds few
//! values ([`carry_into_loop`]): a `putchar` after a digit loop reuses the
//! console port's register of the one before it.

use super::isle::MInst;
use crate::inst::OperandVisitor;
use crate::loops::LOOP_VALUE_BUDGET;
use crate::regs::{Reg, WritableReg};
use crate::vcode::VBlock;
use cranelift_codegen::ir::ExternalName;
use regalloc2::PReg;
use rustc_hash::FxHashSet;

/// How far (in instructions) after the last request a register holding a
/// constant is reused: measured on the C corpus, 8 to 32 save about the same.
const MAX_DISTANCE: usize = 32;

/// How far apart (in instructions, across a block's end) two requests for a
/// small constant share its register outside loops: a run of short blocks
/// storing the same byte (an unrolled `while (out[i] == '9') out[i--] = '0'`)
/// builds it once, and a constant read far apart (a compare's bound and a
/// multiplier: spilled in recursion's hot path) is still rebuilt.
const SMALL_REACH: usize = 8;

/// The value a `LoadConst` or `LoadSymbol` builds (borrowed: compared, never stored).
#[derive(PartialEq, Eq)]
enum Key<'a> {
    Const(u32),
    Symbol(&'a ExternalName, i32),
}

fn key_of(inst: &MInst) -> Option<(Reg, Key<'_>)> {
    match inst {
        MInst::LoadConst { rd, imm } => Some((rd.to_reg(), Key::Const(*imm))),
        MInst::LoadSymbol { rd, name, offset } => Some((rd.to_reg(), Key::Symbol(name, *offset))),
        _ => None,
    }
}

/// Renames uses (not defs) through a function.
struct UseRenamer<F: FnMut(Reg) -> Reg>(F);

impl<F: FnMut(Reg) -> Reg> OperandVisitor for UseRenamer<F> {
    fn reg_use(&mut self, r: &mut Reg) {
        *r = (self.0)(*r);
    }
    fn reg_def(&mut self, _: &mut WritableReg) {}
    fn reg_early_def(&mut self, _: &mut WritableReg) {}
    fn reg_fixed_use(&mut self, r: &mut Reg, _: PReg) {
        *r = (self.0)(*r);
    }
    fn reg_fixed_def(&mut self, _: &mut WritableReg, _: PReg) {}
}

/// The value a held register holds (owned: it outlives the block that built it).
#[derive(Clone, PartialEq, Eq)]
enum HeldKey {
    Const(u32),
    Symbol(ExternalName, i32),
}

impl HeldKey {
    fn is(&self, key: &Key<'_>) -> bool {
        match (self, key) {
            (HeldKey::Const(a), Key::Const(b)) => a == b,
            (HeldKey::Symbol(n, o), Key::Symbol(m, p)) => n == *m && o == p,
            _ => false,
        }
    }

    /// Whether the value is worth a register across blocks at any distance: a
    /// small constant (one `addiu` or `ori`) is not, only over [`SMALL_REACH`]
    /// instructions (measured: a bound kept from a compare to a multiply
    /// spilled in recursion's hot path).
    fn crosses_blocks(&self) -> bool {
        match self {
            HeldKey::Const(c) => !(-0x8000..0x10000).contains(&(*c as i32)),
            HeldKey::Symbol(..) => true,
        }
    }

    /// How far (in instructions) the value is reused across a block's end:
    /// [`MAX_DISTANCE`] when it [crosses blocks](Self::crosses_blocks), else
    /// [`SMALL_REACH`] outside loops (nothing in a loop).
    fn reach(&self, in_loop: bool) -> isize {
        if self.crosses_blocks() {
            MAX_DISTANCE as isize
        } else if in_loop {
            -1
        } else {
            SMALL_REACH as isize
        }
    }

    fn of(key: &Key<'_>) -> HeldKey {
        match key {
            Key::Const(c) => HeldKey::Const(*c),
            Key::Symbol(n, o) => HeldKey::Symbol((*n).clone(), *o),
        }
    }
}

/// A register holding a value in the current stretch and the position (among the
/// kept instructions of the block, negative for a predecessor's) of the last
/// instruction that asked for it; `through`: a loop carried it (see
/// [`carry_into_loop`]) to a predecessor's end.
#[derive(Clone)]
struct Held {
    reg: Reg,
    key: HeldKey,
    last: isize,
    through: bool,
}

impl Held {
    /// How far after `last` the register serves a request: once a request in
    /// this block used it (`last` >= 0: the block built it or already reused
    /// it) [`MAX_DISTANCE`], before that (held from a predecessor) the
    /// value's [reach](HeldKey::reach).
    fn reach(&self, in_loop: bool) -> isize {
        if self.last >= 0 {
            MAX_DISTANCE as isize
        } else {
            self.key.reach(in_loop)
        }
    }
}

/// What each block holds at its end, for its successors: (register, value,
/// instructions since the last request, carried by a loop). `None`: not walked
/// yet.
type EndState = Option<Vec<(Reg, HeldKey, isize, bool)>>;

/// The registers every predecessor of a block holds at its end (the same
/// register for the same value: its build then runs on every path to the block,
/// so it dominates it). Nothing when a predecessor is not walked yet (a loop's
/// back edge) or there is none. Predecessors from `below` on are left out (a
/// loop header's back edges, when the loop is entered only there).
fn held_on_entry(preds: &[u32], below: usize, ends: &[EndState], out: &mut Vec<Held>) {
    out.clear();
    let mut preds = preds.iter().filter(|p| (**p as usize) < below);
    let Some(first) = preds.next() else {
        return;
    };
    let Some(Some(base)) = ends.get(*first as usize) else {
        return;
    };
    for (reg, key, since, through) in base {
        let (mut since, mut through) = (*since, *through);
        let everywhere = preds.clone().all(|p| match ends.get(*p as usize) {
            Some(Some(e)) => e.iter().any(|(r, k, s, t)| {
                let same = r == reg && k == key;
                if same {
                    since = since.max(*s);
                    through |= t;
                }
                same
            }),
            _ => false,
        });
        if everywhere {
            out.push(Held {
                reg: *reg,
                key: key.clone(),
                last: -since,
                through,
            });
        }
    }
}

/// Which of `n` blocks lie in a loop, approximately (also `fcmp_call`'s test): those from a loop header to
/// the last block with an edge back to it, in the lowering's order (which keeps
/// a loop's blocks together). Each run of such blocks is a region, entered at
/// its first block when [`carry_into_loop`] checks so.
pub(super) fn loop_blocks<'p>(n: usize, preds: &impl Fn(usize) -> &'p [u32]) -> Vec<bool> {
    // +1 where a loop starts, -1 after where it ends.
    let mut delta = vec![0i32; n + 1];
    for header in 0..n {
        if let Some(&last) = preds(header)
            .iter()
            .filter(|p| **p as usize >= header)
            .max()
        {
            delta[header] += 1;
            delta[last as usize + 1] -= 1;
        }
    }
    let mut depth = 0;
    delta[..n]
        .iter()
        .map(|d| {
            depth += d;
            depth > 0
        })
        .collect()
}

/// Shares constants in every block (see the module comment), and from a block's
/// predecessors when all of them hold the same register. `num_regs` bounds
/// the register indices (physical and virtual): the tables are dense, indexed
/// by register, since this runs for every function compiled. `preds` gives the
/// predecessors of each block (indices into `blocks`).
pub(crate) fn share_constants<'p>(
    blocks: &mut [VBlock],
    num_regs: usize,
    preds: impl Fn(usize) -> &'p [u32],
) {
    // Dropped duplicates: their register and the one that replaces it (sized
    // at the first drop: most functions have none).
    let mut renamed: Vec<Option<Reg>> = Vec::new();
    let mut any_renamed = false;
    // With no build at all there is nothing to share or drop.
    let mut any_build = false;
    // Registers holding a value in the current call-free stretch; entries older
    // than `MAX_DISTANCE` are never reused, so the list stays short.
    let mut avail: Vec<Held> = Vec::new();
    // Those held before a call of the current block, until read again: a
    // register read after the call is live across it anyway, so it serves the
    // requests after that read too (the allocator already keeps it, saved or in
    // a callee-saved register).
    let mut suspended: Vec<Held> = Vec::new();
    let mut ends: Vec<EndState> = vec![None; blocks.len()];
    let in_loop = loop_blocks(blocks.len(), &preds);
    // The loops around the current block, outermost first, and what each
    // carries through from its entry.
    let mut active: Vec<(Region, Vec<Held>)> = Vec::new();
    let mut outer_reads: OuterReads = None;
    for index in 0..blocks.len() {
        active.retain(|a| a.0.last >= index);
        let back = preds(index).iter().filter(|p| **p as usize >= index).max();
        if let Some(&last) = back {
            let region = Region {
                header: index,
                last: last as usize,
            };
            let outermost = active.first().map_or(region, |a| a.0);
            let mut carried = Vec::new();
            let loops = [region, outermost];
            let context = (&renamed[..], &mut outer_reads);
            carry_into_loop(blocks, loops, &preds, &ends, context, &mut carried);
            active.push((region, carried));
        }
        held_on_entry(preds(index), usize::MAX, &ends, &mut avail);
        // In a loop a register kept across blocks crowds the allocator on the
        // hot path (measured: a lexer loop spilled); there each block rebuilds,
        // but for what an inner loop carried to its exit. Not a register a loop
        // around the block carries: builds renamed to it would stretch it over
        // that loop (measured: hash's inner loop, +31K instructions run).
        if in_loop[index] {
            avail.retain(|h| {
                h.through && !active.iter().any(|a| a.1.iter().any(|c| c.reg == h.reg))
            });
        }
        for h in &mut avail {
            h.through = false;
        }
        suspended.clear();
        let block = &mut blocks[index];
        // Compacted in place: `insts[..kept]` are the instructions kept so far.
        let insts = &mut block.insts;
        let mut kept = 0;
        for next in 0..insts.len() {
            let at = kept as isize;
            if any_renamed {
                insts[next].visit_operands(&mut UseRenamer(|r| {
                    renamed.get(r.index()).copied().flatten().unwrap_or(r)
                }));
            }
            if !suspended.is_empty() {
                insts[next].visit_operands(&mut Uses(|r| {
                    if let Some(i) = suspended.iter().position(|h| h.reg == r) {
                        let mut h = suspended.swap_remove(i);
                        h.last = at;
                        avail.push(h);
                    }
                }));
            }
            if let Some((rd, key)) = key_of(&insts[next]) {
                any_build = true;
                let found = avail.iter_mut().find(|h| h.key.is(&key));
                match found {
                    Some(h) if at - h.last <= h.reach(in_loop[index]) => {
                        h.last = at;
                        if rd.index() >= renamed.len() {
                            renamed.resize(num_regs.max(rd.index() + 1), None);
                        }
                        renamed[rd.index()] = Some(h.reg);
                        any_renamed = true;
                        continue;
                    }
                    Some(h) => {
                        h.reg = rd;
                        h.last = at;
                    }
                    None => {
                        if avail.len() >= 2 * MAX_DISTANCE {
                            avail.retain(|h| at - h.last <= MAX_DISTANCE as isize);
                        }
                        avail.push(Held {
                            reg: rd,
                            key: HeldKey::of(&key),
                            last: at,
                            through: false,
                        });
                    }
                }
            }
            if insts[next].is_call() {
                if suspended.len() >= 2 * MAX_DISTANCE {
                    suspended.retain(|h| at - h.last <= MAX_DISTANCE as isize);
                }
                suspended.append(&mut avail);
            }
            // Moving a large instruction onto itself is not free.
            if kept != next {
                insts.swap(kept, next);
            }
            kept += 1;
        }
        insts.truncate(kept);
        let end = kept as isize;
        // A carried register leaves the loop as if just asked for.
        ends[index] = Some(
            avail
                .iter()
                .filter(|h| end - h.last <= h.key.reach(in_loop[index]))
                .map(|h| (h.reg, h.key.clone(), end - h.last, false))
                .chain(
                    active
                        .iter()
                        .flat_map(|a| &a.1)
                        .map(|h| (h.reg, h.key.clone(), 0, true)),
                )
                .collect(),
        );
    }
    if any_build {
        rename_and_drop_unread(blocks, num_regs, &renamed);
    }
}

/// Renames the reads of dropped builds' registers everywhere (a dropped register
/// may also be read in later blocks), then drops the builds nobody reads.
fn rename_and_drop_unread(blocks: &mut [VBlock], num_regs: usize, renamed: &[Option<Reg>]) {
    let resolve = |mut r: Reg| {
        while let Some(n) = renamed.get(r.index()).copied().flatten() {
            r = n;
        }
        r
    };
    let mut used = vec![false; num_regs];
    let mut note = |r: Reg| match used.get_mut(r.index()) {
        Some(u) => *u = true,
        None => {
            used.resize(r.index() + 1, false);
            used[r.index()] = true;
        }
    };
    for block in blocks.iter_mut() {
        for inst in &mut block.insts {
            inst.visit_operands(&mut UseRenamer(|r| {
                let r = resolve(r);
                note(r);
                r
            }));
        }
        for r in block.succ_args.iter_mut().flatten() {
            *r = resolve(*r);
            note(*r);
        }
    }
    // Builds nobody reads.
    for block in blocks.iter_mut() {
        block.insts.retain(|i| {
            key_of(i).is_none_or(|(rd, _)| used.get(rd.index()).copied().unwrap_or(false))
        });
    }
}

/// A run of loop blocks `header..=last` (see [`loop_blocks`]).
#[derive(Clone, Copy)]
struct Region {
    header: usize,
    last: usize,
}

/// Collects a register's defs.
struct Defs<'a>(&'a mut FxHashSet<usize>);

impl OperandVisitor for Defs<'_> {
    fn reg_use(&mut self, _: &mut Reg) {}
    fn reg_def(&mut self, r: &mut WritableReg) {
        self.0.insert(r.to_reg().index());
    }
    fn reg_early_def(&mut self, r: &mut WritableReg) {
        self.0.insert(r.to_reg().index());
    }
    fn reg_fixed_use(&mut self, _: &mut Reg, _: PReg) {}
    fn reg_fixed_def(&mut self, r: &mut WritableReg, _: PReg) {
        self.0.insert(r.to_reg().index());
    }
}

/// Shows each register read (changing nothing).
struct Uses<F: FnMut(Reg)>(F);

impl<F: FnMut(Reg)> OperandVisitor for Uses<F> {
    fn reg_use(&mut self, r: &mut Reg) {
        (self.0)(*r);
    }
    fn reg_def(&mut self, _: &mut WritableReg) {}
    fn reg_early_def(&mut self, _: &mut WritableReg) {}
    fn reg_fixed_use(&mut self, r: &mut Reg, _: PReg) {
        (self.0)(*r);
    }
    fn reg_fixed_def(&mut self, _: &mut WritableReg, _: PReg) {}
}

/// Sets `out` to what a loop region carries from its entry to its blocks and
/// exits: the registers all predecessors outside the region hold at their end
/// (as [`held_on_entry`]). Only when the region is entered at its header alone
/// (so the builds dominate all its blocks) and makes no call (the value would
/// need a callee-saved register). A register the region reads already (a
/// constant `hoist_loop_constants` kept) is live through it anyway; another one
/// only while fewer than `LOOP_VALUE_BUDGET` values are live, the rule the
/// hoisting uses (spills in a loop cost more than the rebuilds saved). In a
/// loop nest, what `outermost` (the loop around the region that is in no other)
/// reads from outside and carries (its header's parameters) is live through
/// the region too (measured: counting the region's values alone spilled an
/// outer loop's value).
fn carry_into_loop<'p>(
    blocks: &mut [VBlock],
    [region, outermost]: [Region; 2],
    preds: &impl Fn(usize) -> &'p [u32],
    ends: &[EndState],
    (renamed, outer_reads): (&[Option<Reg>], &mut OuterReads),
    out: &mut Vec<Held>,
) {
    let Region { header, last } = region;
    held_on_entry(preds(header), header, ends, out);
    if out.is_empty() {
        return;
    }
    let inside = |p: &u32| (header..=last).contains(&(*p as usize));
    let entered_at_header = preds(header)
        .iter()
        .all(|p| (*p as usize) < header || inside(p))
        && (header + 1..=last).all(|b| preds(b).iter().all(inside));
    let body = &mut blocks[header..=last];
    if !entered_at_header || body.iter().any(|b| b.insts.iter().any(MInst::is_call)) {
        out.clear();
        return;
    }
    let (read, params) = region_values(body, renamed);
    let mut live = None;
    out.retain(|h| {
        if read.contains(&h.reg.index()) {
            return true;
        }
        let live = live.get_or_insert_with(|| {
            if outermost.header == header {
                return read.len() + params;
            }
            let carried = blocks[outermost.header].params.len();
            let outer_read = match outer_reads {
                Some((h, r)) if *h == outermost.header => r,
                _ => {
                    let outer = &mut blocks[outermost.header..=outermost.last];
                    &mut outer_reads
                        .insert((outermost.header, region_values(outer, renamed).0))
                        .1
                }
            };
            outer_read.union(&read).count() + params + carried
        });
        *live += 1;
        *live <= LOOP_VALUE_BUDGET
    });
}

/// What the outermost loop of a nest reads from outside it, computed at the first
/// inner loop that asks (its header is the key): computing it again for each of N
/// inner loops made a loop around N small loops quadratic (18.8 s at N = 2,000).
/// Builds renamed later in the nest are not counted; the budget is an estimate.
type OuterReads = Option<(usize, FxHashSet<usize>)>;

/// The virtual registers the blocks `body` read from outside them (renamed
/// through `renamed`), and the number of their parameters.
fn region_values(body: &mut [VBlock], renamed: &[Option<Reg>]) -> (FxHashSet<usize>, usize) {
    // Registers defined in the region (parameters too), then those it reads
    // from outside.
    let mut defined: FxHashSet<usize> = FxHashSet::default();
    let mut params = 0;
    for b in body.iter_mut() {
        params += b.params.len();
        defined.extend(b.params.iter().map(|r| r.index()));
        for inst in &mut b.insts {
            inst.visit_operands(&mut Defs(&mut defined));
        }
    }
    let resolve = |mut r: Reg| {
        while let Some(n) = renamed.get(r.index()).copied().flatten() {
            r = n;
        }
        r
    };
    let mut read: FxHashSet<usize> = FxHashSet::default();
    let mut note = |r: Reg| {
        let r = resolve(r);
        if r.is_virtual() && !defined.contains(&r.index()) {
            read.insert(r.index());
        }
    };
    for b in body.iter_mut() {
        for inst in &mut b.insts {
            inst.visit_operands(&mut Uses(&mut note));
        }
        for r in b.succ_args.iter().flatten() {
            note(*r);
        }
    }
    (read, params)
}
