//! Copies within a block: a read of a register that holds a copy of another
//! reads the original instead.
//!
//! regalloc2 splits a value's live range around calls and high-pressure
//! stretches, and each piece may get its own register: the value is copied
//! (`addu $v1, $s1, $zero`) only to be read once from the copy. Reading the
//! original makes the copy dead, and [`super::forward_zeros`] deletes it.

use super::{loc, NUM_REGS};
use crate::inst::{MInst, OperandVisitor};
use crate::regs::{self, Reg, WritableReg};
use regalloc2::PReg;

/// For each register, the register it is a copy of (itself when none), within
/// the block being walked.
pub(super) struct Copies {
    of: [u8; NUM_REGS],
    /// Bit `r`: `of[r] != r` (the registers an update may have to reset besides
    /// the written ones).
    copied: u16,
}

/// Renames plain register reads; fixed reads (call arguments, results) stay.
struct Rename<'a>(&'a [u8; NUM_REGS]);

impl OperandVisitor for Rename<'_> {
    fn reg_use(&mut self, r: &mut Reg) {
        *r = Reg::phys(cpu0_asm::Reg::new(self.0[loc(*r)]).expect("a register number"));
    }
    fn reg_def(&mut self, _: &mut WritableReg) {}
    fn reg_early_def(&mut self, _: &mut WritableReg) {}
    fn reg_fixed_use(&mut self, _: &mut Reg, _: PReg) {}
    fn reg_fixed_def(&mut self, _: &mut WritableReg, _: PReg) {}
}

/// Whether an instruction writes a register before reading all its operands
/// (then a read may not move to another register holding the same value: it
/// could be the one written first).
struct HasEarlyDef(bool);

impl OperandVisitor for HasEarlyDef {
    fn reg_use(&mut self, _: &mut Reg) {}
    fn reg_def(&mut self, _: &mut WritableReg) {}
    fn reg_early_def(&mut self, _: &mut WritableReg) {
        self.0 = true;
    }
    fn reg_fixed_use(&mut self, _: &mut Reg, _: PReg) {}
    fn reg_fixed_def(&mut self, _: &mut WritableReg, _: PReg) {}
}

impl Copies {
    /// Nothing is known to be a copy (the start of a block).
    pub fn new() -> Copies {
        // A constant rather than built per block (that showed in the profile).
        const IDENTITY: [u8; NUM_REGS] = {
            let mut of = [0; NUM_REGS];
            let mut r = 0;
            while r < NUM_REGS {
                of[r] = r as u8;
                r += 1;
            }
            of
        };
        Copies {
            of: IDENTITY,
            copied: 0,
        }
    }

    /// Rewrites the plain reads of `inst` to read the registers they copy.
    pub fn rename_uses(&self, inst: &mut MInst) {
        if self.copied == 0 {
            // Every register is its own original: nothing to rename.
            return;
        }
        let mut early = HasEarlyDef(false);
        inst.visit_operands(&mut early);
        if !early.0 {
            inst.visit_operands(&mut Rename(&self.of));
        }
    }

    /// The facts after `inst`, which writes the registers `defs` (renamed
    /// already, so a `Mov` reads an original).
    pub fn update(&mut self, inst: &MInst, defs: u16) {
        if defs != 0 {
            // A register is reset when written or when its original is; only
            // the written and the copied registers can be either.
            let mut candidates = defs | self.copied;
            while candidates != 0 {
                let r = candidates.trailing_zeros() as usize;
                candidates &= candidates - 1;
                if defs & (1 << r) != 0 || defs & (1 << self.of[r]) != 0 {
                    self.of[r] = r as u8;
                    self.copied &= !(1 << r);
                }
            }
        }
        if let MInst::Mov { rd, rs } = inst {
            let (d, s) = (loc(rd.to_reg()), loc(*rs));
            if d != s && *rs != regs::ZERO {
                self.of[d] = self.of[s];
                if self.of[d] as usize != d {
                    self.copied |= 1 << d;
                } else {
                    self.copied &= !(1 << d);
                }
            }
        }
    }
}

/// Whether `inst` copies a register to itself (left by the renaming).
pub(super) fn is_self_move(inst: &MInst) -> bool {
    matches!(inst, MInst::Mov { rd, rs } if rd.to_reg() == *rs)
}
