//! `br_table`: a bounds check, then a jump through a table of code addresses in
//! read-only data (as llc does for MIPS). The table words go to
//! `CompiledFunction::jump_tables`; whoever places the function places them and
//! relocates them (`R_CPU0_32` against the function) and the `lui`/`ori` of their
//! address (`R_CPU0_HI16`/`R_CPU0_LO16`). Nothing here writes `$lr`, so a leaf
//! function with a `switch` stays a leaf.

use super::{enc, Emitter, Piece};
use crate::inst::MachLabel;
use crate::RelocKind;
use cpu0_asm::{Inst, IsaLevel, Opcode, Reg as HwReg};
use cranelift_codegen::ir::condcodes::IntCC;

impl Emitter<'_> {
    /// `rd` = the address of the function's jump tables (`MInst::LoadJumpTables`,
    /// `crate::jump_table_base`).
    pub(super) fn jump_tables_address(&mut self, rd: HwReg) {
        // The start of the tables: byte 0 of the function's table words.
        self.pieces.push(Piece::TableRef(RelocKind::Hi16, 0));
        self.word(Inst::ri(Opcode::Lui, rd, 0));
        self.pieces.push(Piece::TableRef(RelocKind::Lo16, 0));
        self.rri(Opcode::Ori, rd, rd, 0);
    }

    /// Jumps to `targets[idx]`, or to `default` when `idx >=u targets.len()`.
    /// `tmp` is the instruction's own scratch. `slot`: a word for the `jr`'s
    /// delay slot, run on every path but the default one (see
    /// `crate::switch_slot`). `base`: a register holding the jump tables'
    /// address, if one does.
    pub(super) fn br_table(
        &mut self,
        idx: HwReg,
        tmp: HwReg,
        default: MachLabel,
        targets: &[MachLabel],
        slot: Option<u32>,
        base: Option<HwReg>,
    ) {
        let n = targets.len() as u32;
        if n == 0 {
            // Every index is out of range: no table (its address would point
            // past the function's tables) and no delay-slot add (it runs only
            // on the table's paths).
            self.pieces.push(Piece::Branch24 {
                op: Opcode::Jmp,
                label: default,
                slot: 0,
            });
            self.pieces.push(Piece::Barrier);
            return;
        }
        if self.level == IsaLevel::Cpu032II && n <= 0x7FFF {
            // $at = idx <u n (sltiu only with 0..=0x7FFF, see the ISA's project
            // rule); out of range goes to the default, the scaling in the slot
            // (tmp is dead on that path).
            self.rri(Opcode::Sltiu, HwReg::AT, idx, n as i64);
            self.pieces.push(Piece::Branch16 {
                op: Opcode::Beq,
                rs: HwReg::AT,
                rt: HwReg::ZERO,
                label: default,
                long: false,
                slot: enc(Inst::rri(Opcode::Shl, tmp, idx, 2)),
            });
        } else {
            // tmp = n; out of range (idx >=u n) goes to the default.
            self.load_const(tmp, n);
            self.cond_branch(IntCC::UnsignedGreaterThanOrEqual, idx, tmp, default);
            self.rri(Opcode::Shl, tmp, idx, 2);
        }
        let at = 4 * self.tables.len() as u32;
        self.tables.extend_from_slice(targets);
        match base {
            // This table's offset from the tables' start is the load's.
            Some(base) if at <= 0x7FFF => {
                self.rrr(Opcode::Addu, HwReg::AT, base, tmp);
                self.rri(Opcode::Ld, HwReg::AT, HwReg::AT, at as i64);
            }
            _ => {
                // $at = this table's address (static: lui/ori, as cpu0-isa.md
                // fixes it).
                self.pieces.push(Piece::TableRef(RelocKind::Hi16, at));
                self.word(Inst::ri(Opcode::Lui, HwReg::AT, 0));
                self.pieces.push(Piece::TableRef(RelocKind::Lo16, at));
                self.rri(Opcode::Ori, HwReg::AT, HwReg::AT, 0);
                self.rrr(Opcode::Addu, HwReg::AT, HwReg::AT, tmp);
                self.rri(Opcode::Ld, HwReg::AT, HwReg::AT, 0);
            }
        }
        self.word(Inst::r(Opcode::Ret, HwReg::AT));
        match slot {
            Some(w) => self.pieces.push(Piece::Word(w)),
            None => self.delay_slot(),
        }
        self.pieces.push(Piece::Barrier);
    }
}
