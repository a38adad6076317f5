//! `MInst`: the machine instructions the lowering produces, over virtual registers.
//!
//! Most variants are one Cpu0 instruction; a few are short fixed sequences
//! (constants, selects, conditional traps, calls) that are simpler to allocate as
//! one unit. The Rust enum must match `(type MInst extern (enum ...))` in
//! `isle/inst.isle`, field for field. Register operands are visited by
//! [`MInst::visit_operands`], the single place that tells the register allocator
//! how each instruction reads and writes registers; emission is in [`emit`].

pub mod emit;

use crate::regs::{Reg, Writable, WritableReg};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{ExternalName, TrapCode};
use regalloc2::{PReg, PRegSet};
use std::fmt;

pub use cpu0_asm::Opcode as AsmOp;

/// A branch target: the index of a block in the lowered function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MachLabel(pub u32);

/// Which half of the (HI, LO) pair a multiply or divide delivers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HiLo {
    Hi,
    Lo,
}

/// Where a load or store goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AMode {
    /// `base + offset`.
    Reg { base: Reg, offset: i32 },
    /// An offset into the CLIF stack-slot area of the frame.
    Slot { offset: i32 },
    /// An offset into the outgoing-argument area (`$sp + offset` at a call).
    Outgoing { offset: i32 },
    /// An offset into the caller's outgoing-argument area: this function's
    /// incoming stack arguments.
    Incoming { offset: i32 },
    /// A spill slot of the register allocator (never built by the lowering).
    Spill { slot: u32 },
}

/// The target of a call.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum CallDest {
    /// `jsub name` with an `R_CPU0_PC24` relocation.
    Direct(ExternalName),
    /// `jalr` through the register operand (constrained to `$t9`).
    Indirect,
}

/// Operands of a call: argument registers in, result registers out.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CallInfo {
    pub dest: CallDest,
    /// The callee address for indirect calls.
    pub callee: Option<Reg>,
    pub uses: Vec<(Reg, PReg)>,
    pub defs: Vec<(WritableReg, PReg)>,
    pub clobbers: PRegSet,
}

/// A machine instruction before or after register allocation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MInst {
    Nop,
    /// `op rd, rs, rt` for the three-register ALU instructions.
    AluRRR {
        op: AsmOp,
        rd: WritableReg,
        rs: Reg,
        rt: Reg,
    },
    /// `op rd, rs, imm` for the immediate ALU and shift instructions. The lowering
    /// checks that `imm` fits the instruction's field.
    AluRRI {
        op: AsmOp,
        rd: WritableReg,
        rs: Reg,
        imm: i32,
    },
    /// `clz`/`clo`.
    Unary {
        op: AsmOp,
        rd: WritableReg,
        rs: Reg,
    },
    /// `mult`/`multu`/`div`/`divu` then `mfhi`/`mflo`.
    MulDiv {
        op: AsmOp,
        part: HiLo,
        rd: WritableReg,
        rs: Reg,
        rt: Reg,
    },
    /// `mult`/`multu` then both `mfhi` and `mflo`: a 64-bit product.
    MulWide {
        op: AsmOp,
        hi: WritableReg,
        lo: WritableReg,
        rs: Reg,
        rt: Reg,
    },
    /// `rd = imm` in the fewest instructions (`addiu`, `ori`, `lui`, `lui`+`ori`).
    LoadConst {
        rd: WritableReg,
        imm: u32,
    },
    /// `rd = rs`, emitted as `addu rd, rs, $zero` (nothing if allocation made them equal).
    Mov {
        rd: WritableReg,
        rs: Reg,
    },
    Load {
        op: AsmOp,
        rd: WritableReg,
        addr: AMode,
    },
    Store {
        op: AsmOp,
        src: Reg,
        addr: AMode,
    },
    /// `rd = address of addr`.
    LoadAddr {
        rd: WritableReg,
        addr: AMode,
    },
    /// `lui rd, %hi(name + offset)`; `ori rd, rd, %lo(name + offset)`.
    LoadSymbol {
        rd: WritableReg,
        name: Box<ExternalName>,
        offset: i32,
    },
    /// `rd = (rs cc rt) ? 1 : 0` through `cmp`/`cmpu` and a branch (cpu032I has no `slt`).
    CmpSet {
        cc: IntCC,
        rd: WritableReg,
        rs: Reg,
        rt: Reg,
    },
    /// `rd = (rs cc rt) ? if_true : if_false`, through a branch over a move.
    Select {
        cc: IntCC,
        rd: WritableReg,
        rs: Reg,
        rt: Reg,
        if_true: Reg,
        if_false: Reg,
    },
    /// Incoming arguments in registers, defined at function entry.
    Args {
        args: Vec<(WritableReg, PReg)>,
    },
    /// Return with values in the ABI's return registers; the epilogue is emitted here.
    Ret {
        rets: Vec<(Reg, PReg)>,
    },
    Call {
        info: Box<CallInfo>,
    },
    Jump {
        target: MachLabel,
    },
    /// Branch to `taken` if `rs cc rt`, else to `not_taken`. On cpu032II the
    /// condition is `Equal` or `NotEqual` (`beq`/`bne`); on cpu032I any (`cmp`+`j*`).
    CondBr {
        cc: IntCC,
        rs: Reg,
        rt: Reg,
        taken: MachLabel,
        not_taken: MachLabel,
    },
    /// A `CondBr` whose delay slot copies `slot_rs` into `slot_rd` on both paths.
    /// Only made after allocation ([`crate::postra`]): the last move of a loop's
    /// back edge may write a register the branch compares, because the branch
    /// reads its operands before the slot runs.
    CondBrMove {
        cc: IntCC,
        rs: Reg,
        rt: Reg,
        taken: MachLabel,
        not_taken: MachLabel,
        slot_rd: WritableReg,
        slot_rs: Reg,
    },
    /// Trap with `code` if `rs cc rt` (same conditions as `CondBr`).
    TrapIf {
        cc: IntCC,
        rs: Reg,
        rt: Reg,
        code: TrapCode,
    },
    /// `trap code`, then `jmp -4` so hardware without the trap word spins in place.
    Trap {
        code: TrapCode,
    },
    /// Jump to `targets[idx]`, or to `default` when `idx` is out of range, through a
    /// table of `jmp`s reached with `bal` (which is why such functions save `$lr`).
    BrTable {
        idx: Reg,
        tmp: WritableReg,
        default: MachLabel,
        targets: Vec<MachLabel>,
    },
    /// A tail call: the epilogue, then a jump to the callee.
    ReturnCall {
        info: Box<CallInfo>,
    },
}

/// What the register allocator needs to know about one register operand.
pub trait OperandVisitor {
    fn reg_use(&mut self, r: &mut Reg);
    fn reg_def(&mut self, r: &mut WritableReg);
    /// A def that must not share a register with any use of the instruction.
    fn reg_early_def(&mut self, r: &mut WritableReg);
    fn reg_fixed_use(&mut self, r: &mut Reg, preg: PReg);
    fn reg_fixed_def(&mut self, r: &mut WritableReg, preg: PReg);
}

impl MInst {
    /// Visits every register operand, in a fixed order.
    pub fn visit_operands(&mut self, v: &mut impl OperandVisitor) {
        match self {
            MInst::Nop | MInst::Jump { .. } | MInst::Trap { .. } => {}
            MInst::AluRRR { rd, rs, rt, .. } | MInst::MulDiv { rd, rs, rt, .. } => {
                v.reg_use(rs);
                v.reg_use(rt);
                v.reg_def(rd);
            }
            MInst::CmpSet { rd, rs, rt, .. } => {
                v.reg_use(rs);
                v.reg_use(rt);
                v.reg_def(rd);
            }
            MInst::AluRRI { rd, rs, .. } | MInst::Unary { rd, rs, .. } | MInst::Mov { rd, rs } => {
                v.reg_use(rs);
                v.reg_def(rd);
            }
            MInst::LoadConst { rd, .. } | MInst::LoadSymbol { rd, .. } => v.reg_def(rd),
            MInst::Load { rd, addr, .. } | MInst::LoadAddr { rd, addr } => {
                visit_amode(addr, v);
                v.reg_def(rd);
            }
            MInst::Store { src, addr, .. } => {
                v.reg_use(src);
                visit_amode(addr, v);
            }
            MInst::Select {
                rd,
                rs,
                rt,
                if_true,
                if_false,
                ..
            } => {
                v.reg_use(rs);
                v.reg_use(rt);
                v.reg_use(if_true);
                v.reg_use(if_false);
                // The move in the delay slot writes rd before if_false is read.
                v.reg_early_def(rd);
            }
            MInst::Args { args } => {
                for (r, p) in args {
                    v.reg_fixed_def(r, *p);
                }
            }
            MInst::Ret { rets } => {
                for (r, p) in rets {
                    v.reg_fixed_use(r, *p);
                }
            }
            MInst::Call { info } => {
                let info = &mut **info;
                if let Some(callee) = &mut info.callee {
                    v.reg_fixed_use(callee, crate::regs::preg(cpu0_asm::Reg::T9));
                }
                for (r, p) in &mut info.uses {
                    v.reg_fixed_use(r, *p);
                }
                for (r, p) in &mut info.defs {
                    v.reg_fixed_def(r, *p);
                }
            }
            MInst::CondBr { rs, rt, .. } | MInst::TrapIf { rs, rt, .. } => {
                v.reg_use(rs);
                v.reg_use(rt);
            }
            MInst::CondBrMove {
                rs,
                rt,
                slot_rd,
                slot_rs,
                ..
            } => {
                v.reg_use(rs);
                v.reg_use(rt);
                v.reg_use(slot_rs);
                v.reg_def(slot_rd);
            }
            MInst::MulWide { hi, lo, rs, rt, .. } => {
                v.reg_use(rs);
                v.reg_use(rt);
                v.reg_def(hi);
                v.reg_def(lo);
            }
            MInst::BrTable { idx, tmp, .. } => {
                v.reg_use(idx);
                v.reg_early_def(tmp);
            }
            MInst::ReturnCall { info } => {
                let info = &mut **info;
                if let Some(callee) = &mut info.callee {
                    v.reg_fixed_use(callee, crate::regs::preg(cpu0_asm::Reg::T9));
                }
                for (r, p) in &mut info.uses {
                    v.reg_fixed_use(r, *p);
                }
            }
        }
    }

    /// The registers this instruction clobbers beyond its defs.
    pub fn clobbers(&self) -> PRegSet {
        match self {
            MInst::Call { info } => info.clobbers,
            MInst::BrTable { .. } => crate::regs::lr_only(),
            _ => PRegSet::empty(),
        }
    }

    pub fn is_ret(&self) -> bool {
        matches!(
            self,
            MInst::Ret { .. } | MInst::Trap { .. } | MInst::ReturnCall { .. }
        )
    }

    pub fn is_branch(&self) -> bool {
        matches!(
            self,
            MInst::Jump { .. }
                | MInst::CondBr { .. }
                | MInst::CondBrMove { .. }
                | MInst::BrTable { .. }
        )
    }

    pub fn is_call(&self) -> bool {
        matches!(self, MInst::Call { .. })
    }

    /// A plain move `rd = rs` (for the "no redundant moves" check).
    pub fn mov(rd: WritableReg, rs: Reg) -> MInst {
        MInst::Mov { rd, rs }
    }
}

fn visit_amode(addr: &mut AMode, v: &mut impl OperandVisitor) {
    if let AMode::Reg { base, .. } = addr {
        v.reg_use(base);
    }
}

impl fmt::Display for MachLabel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "label{}", self.0)
    }
}

impl fmt::Display for MInst {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let w = |r: &Writable<Reg>| r.to_reg();
        match self {
            MInst::Nop => write!(f, "nop"),
            MInst::AluRRR { op, rd, rs, rt } => {
                write!(f, "{} {}, {rs}, {rt}", op.mnemonic(), w(rd))
            }
            MInst::AluRRI { op, rd, rs, imm } => {
                write!(f, "{} {}, {rs}, {imm}", op.mnemonic(), w(rd))
            }
            MInst::Unary { op, rd, rs } => write!(f, "{} {}, {rs}", op.mnemonic(), w(rd)),
            MInst::MulDiv {
                op,
                part,
                rd,
                rs,
                rt,
            } => write!(f, "{} {rs}, {rt}; mf{part:?} {}", op.mnemonic(), w(rd)),
            MInst::LoadConst { rd, imm } => write!(f, "li {}, {:#x}", w(rd), imm),
            MInst::Mov { rd, rs } => write!(f, "move {}, {rs}", w(rd)),
            MInst::Load { op, rd, addr } => write!(f, "{} {}, {addr:?}", op.mnemonic(), w(rd)),
            MInst::Store { op, src, addr } => write!(f, "{} {src}, {addr:?}", op.mnemonic()),
            MInst::LoadAddr { rd, addr } => write!(f, "la {}, {addr:?}", w(rd)),
            MInst::LoadSymbol { rd, name, offset } => {
                write!(f, "la {}, {name:?}+{offset}", w(rd))
            }
            MInst::CmpSet { cc, rd, rs, rt } => write!(f, "set.{cc} {}, {rs}, {rt}", w(rd)),
            MInst::Select {
                cc,
                rd,
                rs,
                rt,
                if_true,
                if_false,
            } => write!(
                f,
                "select {} = ({rs} {cc} {rt}) ? {if_true} : {if_false}",
                w(rd)
            ),
            MInst::Args { args } => write!(f, "args {args:?}"),
            MInst::Ret { rets } => write!(f, "ret {rets:?}"),
            MInst::Call { info } => write!(f, "call {:?}", info.dest),
            MInst::Jump { target } => write!(f, "jmp {target}"),
            MInst::CondBr {
                cc,
                rs,
                rt,
                taken,
                not_taken,
            } => write!(f, "b.{cc} {rs}, {rt}, {taken}; else {not_taken}"),
            MInst::CondBrMove {
                cc,
                rs,
                rt,
                taken,
                not_taken,
                slot_rd,
                slot_rs,
            } => write!(
                f,
                "b.{cc} {rs}, {rt}, {taken}; else {not_taken}; slot {} = {slot_rs}",
                w(slot_rd)
            ),
            MInst::TrapIf { cc, rs, rt, code } => write!(f, "trap.{cc} {rs}, {rt}, {code}"),
            MInst::Trap { code } => write!(f, "trap {code}"),
            MInst::MulWide { op, hi, lo, rs, rt } => {
                write!(
                    f,
                    "{} {rs}, {rt}; mfhi {}; mflo {}",
                    op.mnemonic(),
                    w(hi),
                    w(lo)
                )
            }
            MInst::BrTable {
                idx,
                default,
                targets,
                ..
            } => write!(f, "br_table {idx}, {default}, {targets:?}"),
            MInst::ReturnCall { info } => write!(f, "return_call {:?}", info.dest),
        }
    }
}
