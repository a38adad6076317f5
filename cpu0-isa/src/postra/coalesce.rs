//! Copies out of a value's last read: the instruction that computed the value
//! writes the copy's register instead.
//!
//! regalloc2 often computes a value in one register and then moves it where it
//! is needed (`sltu $v1, ...; addu $v0, $v1, $zero` before a return, a result
//! moved into a callee-saved register to live across a call). When the moved
//! register `s` is dead after the move `d <- s`, and its definition earlier in
//! the block is a plain one, that definition writes `d` directly, the reads of
//! `s` in between read `d`, and the move disappears. Nothing between may read
//! or write `d` (its old value would be lost), nor write `s`.

use super::{loc, Effects};
use crate::inst::{AMode, MInst, OperandVisitor};
use crate::regs::{Reg, Writable, WritableReg};
use regalloc2::PReg;

/// Whether `inst` writes exactly one register through a plain def, so that the
/// def may name another register: a computation, a constant, a load.
fn has_one_plain_def(inst: &MInst) -> bool {
    matches!(
        inst,
        MInst::AluRRR { .. }
            | MInst::MulDiv { .. }
            | MInst::CmpSet { .. }
            | MInst::AluRRI { .. }
            | MInst::Unary { .. }
            | MInst::Mov { .. }
            | MInst::LoadConst { .. }
            | MInst::LoadSymbol { .. }
            | MInst::LoadJumpTables { .. }
            | MInst::Load { .. }
            | MInst::LoadAddr { .. }
    )
}

/// Rewrites the plain reads of `from` to read `to`; `fixed` records whether a
/// fixed read (a call argument, a returned value) reads `from`, which cannot
/// move. With `apply` false, only checks.
struct RenameUses {
    from: Reg,
    to: Reg,
    apply: bool,
    fixed: bool,
}

impl OperandVisitor for RenameUses {
    fn reg_use(&mut self, r: &mut Reg) {
        if *r == self.from && self.apply {
            *r = self.to;
        }
    }
    fn reg_def(&mut self, _: &mut WritableReg) {}
    fn reg_early_def(&mut self, _: &mut WritableReg) {}
    fn reg_fixed_use(&mut self, r: &mut Reg, _: PReg) {
        self.fixed |= *r == self.from;
    }
    fn reg_fixed_def(&mut self, _: &mut WritableReg, _: PReg) {}
}

/// Rewrites the def of `from` to write `to`.
struct RenameDef {
    from: Reg,
    to: Reg,
}

impl OperandVisitor for RenameDef {
    fn reg_use(&mut self, _: &mut Reg) {}
    fn reg_def(&mut self, r: &mut WritableReg) {
        if r.to_reg() == self.from {
            *r = Writable::new(self.to);
        }
    }
    fn reg_early_def(&mut self, _: &mut WritableReg) {}
    fn reg_fixed_use(&mut self, _: &mut Reg, _: PReg) {}
    fn reg_fixed_def(&mut self, _: &mut WritableReg, _: PReg) {}
}

/// Whether `inst` builds a value from nothing but constants (and `$sp`, which
/// the body never changes): it may run again anywhere later in the block.
fn is_constant(inst: &MInst) -> bool {
    matches!(
        inst,
        MInst::LoadConst { .. }
            | MInst::LoadSymbol { .. }
            | MInst::LoadJumpTables { .. }
            | MInst::LoadAddr {
                addr: AMode::Slot { .. } | AMode::Incoming { .. },
                ..
            }
    )
}

/// Tries to remove the move that ends `insts` (`d <- s`, with `s` dead after
/// it and both registers allocatable): see the module documentation. When
/// something between touches `d` but the value is a constant nothing else
/// reads, the move becomes the constant's build into `d` (the first build is
/// then dead). `fx` holds the effects of `insts` and is kept up to date.
/// Returns whether the move is now a self-move (to delete).
pub(super) fn into_definition(insts: &mut [MInst], fx: &mut [Effects]) -> bool {
    let Some((MInst::Mov { rd, rs }, before)) = insts.split_last_mut() else {
        return false;
    };
    let (d, s) = (rd.to_reg(), *rs);
    let (dbit, sbit) = (1u16 << loc(d), 1u16 << loc(s));
    if d == s {
        return false;
    }
    // The definition of `s`; whether anything since touches `d` (or reads `s`
    // where it cannot be renamed), and whether anything reads `s`.
    let mut def = None;
    let mut touches_d = false;
    let mut reads_s = false;
    for j in (0..before.len()).rev() {
        let e = fx[j];
        if e.defs & sbit != 0 {
            def = Some(j);
            break;
        }
        reads_s |= e.uses & sbit != 0;
        if (e.uses | e.defs) & dbit != 0 {
            touches_d = true;
        } else if e.uses & sbit != 0 {
            let mut check = RenameUses {
                from: s,
                to: d,
                apply: false,
                fixed: false,
            };
            before[j].visit_operands(&mut check);
            touches_d |= check.fixed;
        }
        if touches_d && reads_s {
            return false;
        }
    }
    let Some(j) = def else {
        return false;
    };
    let e = fx[j];
    if e.defs != sbit {
        return false;
    }
    let last = before.len();
    if touches_d {
        if reads_s || !is_constant(&before[j]) {
            return false;
        }
        let mut build = before[j].clone();
        build.visit_operands(&mut RenameDef { from: s, to: d });
        insts[last] = build;
        fx[last] = Effects { defs: dbit, ..e };
        // Not a self-move: the build stays, and the caller steps over it.
        return false;
    }
    if !has_one_plain_def(&before[j]) {
        return false;
    }
    before[j].visit_operands(&mut RenameDef { from: s, to: d });
    fx[j].defs = dbit;
    for k in j + 1..before.len() {
        if fx[k].uses & sbit != 0 {
            before[k].visit_operands(&mut RenameUses {
                from: s,
                to: d,
                apply: true,
                fixed: false,
            });
            fx[k].uses = (fx[k].uses & !sbit) | dbit;
        }
    }
    insts[last] = MInst::Mov {
        rd: Writable::new(d),
        rs: d,
    };
    fx[last].uses = dbit;
    true
}
