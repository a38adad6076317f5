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
use std::collections::{HashMap, HashSet};

/// How far (in instructions) after the last request a register holding a
/// constant is reused: measured on the C corpus, 8 to 32 save about the same.
const MAX_DISTANCE: usize = 32;

/// The value a `LoadConst` or `LoadSymbol` builds.
#[derive(Clone, PartialEq, Eq, Hash)]
enum Key {
    Const(u32),
    Symbol(ExternalName, i32),
}

fn key_of(inst: &MInst) -> Option<(Reg, Key)> {
    match inst {
        MInst::LoadConst { rd, imm } => Some((rd.to_reg(), Key::Const(*imm))),
        MInst::LoadSymbol { rd, name, offset } => {
            Some((rd.to_reg(), Key::Symbol((**name).clone(), *offset)))
        }
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

/// Shares constants in every block (see the module comment).
pub(crate) fn share_constants(blocks: &mut [VBlock]) {
    // Dropped duplicates: their register and the one that replaces it.
    let mut renamed: HashMap<Reg, Reg> = HashMap::new();
    for block in blocks.iter_mut() {
        // Registers holding a value in the current call-free stretch, with the
        // index of the last instruction that built or asked for it.
        let mut avail: HashMap<Key, (Reg, usize)> = HashMap::new();
        let mut kept = Vec::with_capacity(block.insts.len());
        for mut inst in std::mem::take(&mut block.insts) {
            let at = kept.len();
            inst.visit_operands(&mut UseRenamer(|r| renamed.get(&r).copied().unwrap_or(r)));
            if let Some((rd, key)) = key_of(&inst) {
                match avail.get_mut(&key) {
                    Some((held, last)) if at - *last <= MAX_DISTANCE => {
                        renamed.insert(rd, *held);
                        *last = at;
                        continue;
                    }
                    _ => {
                        avail.insert(key, (rd, at));
                    }
                }
            }
            if inst.is_call() {
                avail.clear();
            }
            kept.push(inst);
        }
        block.insts = kept;
    }
    // A dropped register may also be read in later blocks.
    let resolve = |mut r: Reg| {
        while let Some(&n) = renamed.get(&r) {
            r = n;
        }
        r
    };
    let mut used: HashSet<Reg> = HashSet::new();
    for block in blocks.iter_mut() {
        for inst in &mut block.insts {
            inst.visit_operands(&mut UseRenamer(|r| {
                let r = resolve(r);
                used.insert(r);
                r
            }));
        }
        for r in block.succ_args.iter_mut().flatten() {
            *r = resolve(*r);
            used.insert(*r);
        }
    }
    // Builds nobody reads.
    for block in blocks.iter_mut() {
        block
            .insts
            .retain(|i| key_of(i).is_none_or(|(rd, _)| used.contains(&rd)));
    }
}
