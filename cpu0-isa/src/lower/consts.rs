//! Constants and symbol addresses within a block, after lowering (at
//! `opt_level=speed`): one register per call-free stretch.
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
//! rebuilt (a caller-saved register is lost there, and a spill costs more).
//! Builds left without a reader are dropped at the end.

use super::isle::MInst;
use crate::inst::OperandVisitor;
use crate::regs::{Reg, WritableReg};
use crate::vcode::VBlock;
use cranelift_codegen::ir::ExternalName;
use regalloc2::PReg;

/// How far (in instructions) after the last request a register holding a
/// constant is reused: measured on the C corpus, 8 to 32 save about the same.
const MAX_DISTANCE: usize = 32;

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

/// A register holding a value in the current stretch: the index among the kept
/// instructions of the one that built it, and the index of the last one that asked.
struct Held {
    built_at: usize,
    last: usize,
}

/// Shares constants in every block (see the module comment). `num_regs` bounds
/// the register indices (physical and virtual): the tables are dense, indexed
/// by register, since this runs for every function compiled.
pub(crate) fn share_constants(blocks: &mut [VBlock], num_regs: usize) {
    // Dropped duplicates: their register and the one that replaces it (sized
    // at the first drop: most functions have none).
    let mut renamed: Vec<Option<Reg>> = Vec::new();
    let mut any_renamed = false;
    // With no build at all there is nothing to share or drop.
    let mut any_build = false;
    // Registers holding a value in the current call-free stretch; entries older
    // than `MAX_DISTANCE` are never reused, so the list stays short.
    let mut avail: smallvec::SmallVec<[Held; 16]> = smallvec::SmallVec::new();
    for block in blocks.iter_mut() {
        avail.clear();
        // Compacted in place: `insts[..kept]` are the instructions kept so far.
        let insts = &mut block.insts;
        let mut kept = 0;
        for next in 0..insts.len() {
            let at = kept;
            if any_renamed {
                insts[next].visit_operands(&mut UseRenamer(|r| {
                    renamed.get(r.index()).copied().flatten().unwrap_or(r)
                }));
            }
            if let Some((rd, key)) = key_of(&insts[next]) {
                any_build = true;
                let found = avail
                    .iter_mut()
                    .find(|h| key_of(&insts[h.built_at]).is_some_and(|(_, k)| k == key));
                match found {
                    Some(h) if at - h.last <= MAX_DISTANCE => {
                        let held = key_of(&insts[h.built_at]).expect("a build").0;
                        h.last = at;
                        if rd.index() >= renamed.len() {
                            renamed.resize(num_regs.max(rd.index() + 1), None);
                        }
                        renamed[rd.index()] = Some(held);
                        any_renamed = true;
                        continue;
                    }
                    Some(h) => {
                        *h = Held {
                            built_at: at,
                            last: at,
                        }
                    }
                    None => {
                        if avail.len() >= 2 * MAX_DISTANCE {
                            avail.retain(|h| at - h.last <= MAX_DISTANCE);
                        }
                        avail.push(Held {
                            built_at: at,
                            last: at,
                        });
                    }
                }
            }
            if insts[next].is_call() {
                avail.clear();
            }
            // Moving a large instruction onto itself is not free.
            if kept != next {
                insts.swap(kept, next);
            }
            kept += 1;
        }
        insts.truncate(kept);
    }
    if !any_build {
        return;
    }
    // A dropped register may also be read in later blocks.
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
