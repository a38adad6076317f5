//! Emission: allocated `MInst`s to Cpu0 words, through cpu0-asm's encoder.
//!
//! Instructions become `Piece`s: plain words, and branches to labels whose form
//! depends on the distance. [`Emitter::finish`] lays the pieces out, rewrites a
//! `beq`/`bne` whose target is out of 16-bit range into an inverted branch over a
//! `jmp` (repeating until nothing changes, since sizes only grow), and resolves the
//! offsets. `$at` is the scratch register of every multi-word sequence here.

use super::{AMode, CallDest, HiLo, MInst, MachLabel};
use crate::abi::{FrameLayout, FrameStep};
use crate::regs::Reg;
use crate::thread_spare;
use crate::{CompileError, Reloc, RelocKind, TableRef, UnwindEntry, UnwindOp};
use cpu0_asm::{Inst, IsaLevel, Opcode, Reg as HwReg};
use cranelift_codegen::ir::condcodes::{CondCode, IntCC};
use cranelift_codegen::ir::{ExternalName, TrapCode};

mod delay;
mod delay_paths;
mod jump_table;
mod select;
mod slot_dups;
mod thread;

thread_local! {
    /// Emptied piece lists for the next function (the emitter's list and the
    /// delay-slot filler's output): allocating them per function showed in
    /// the profile.
    static SPARE_PIECES: thread_spare::Slot<Vec<Vec<Piece>>> =
        const { thread_spare::Slot::new(None) };
}

/// An empty piece list, a spare one when there is one.
fn spare_pieces() -> Vec<Piece> {
    let mut pool = thread_spare::take(&SPARE_PIECES);
    let pieces = pool.pop().unwrap_or_default();
    thread_spare::give_back(&SPARE_PIECES, pool);
    pieces
}

/// Keeps `pieces`, emptied, for [`spare_pieces`] (two at most: the emitter
/// and the filler each hold one at a time).
fn give_back_pieces(mut pieces: Vec<Piece>) {
    pieces.clear();
    let mut pool = thread_spare::take(&SPARE_PIECES);
    if pool.len() < 2 {
        pool.push(pieces);
    }
    thread_spare::give_back(&SPARE_PIECES, pool);
}

/// One unit of emitted code. Plain data (`Copy`, 16 bytes): a relocation's
/// name and addend live in [`Emitter::reloc_targets`], so moving and dropping
/// the list (every delay-slot pass rebuilds it) copies small items and runs no
/// destructor per piece.
#[derive(Clone, Copy, Debug)]
enum Piece {
    Word(u32),
    /// The next word carries a relocation: its kind, and the index of its name
    /// and addend in [`Emitter::reloc_targets`].
    Reloc(RelocKind, u32),
    /// The next word refers to the function's jump tables plus a byte offset.
    TableRef(RelocKind, u32),
    /// The next word is a trap instruction.
    Trap(TrapCode),
    /// A label is bound here.
    Bind(MachLabel),
    /// Ends a sequence with fixed internal offsets (or the prologue): the delay
    /// slot filler moves no word across it, but for the word after a select's
    /// moves into that select's own empty slot (`delay::empty_skip_slot`).
    Barrier,
    /// `beq`/`bne rs, rt, label` and its delay slot; the long form is the inverted
    /// branch over `jmp label`.
    Branch16 {
        op: Opcode,
        rs: HwReg,
        rt: HwReg,
        label: MachLabel,
        long: bool,
        /// The delay-slot word (`nop` unless the filler moved one in).
        slot: u32,
    },
    /// `jmp`/`j*` to a label (24-bit offset); `j*` is followed by its delay slot.
    Branch24 {
        op: Opcode,
        label: MachLabel,
        slot: u32,
    },
}

// The point of the side table above: pieces stay small.
const _: () = assert!(std::mem::size_of::<Piece>() <= 16);

impl Piece {
    fn words(&self) -> u32 {
        match self {
            Piece::Word(_) => 1,
            Piece::Reloc(..)
            | Piece::TableRef(..)
            | Piece::Trap(_)
            | Piece::Bind(_)
            | Piece::Barrier => 0,
            Piece::Branch16 { long: false, .. } => 2,
            Piece::Branch16 { long: true, .. } => 3,
            Piece::Branch24 { op, .. } => {
                if *op == Opcode::Jmp {
                    1
                } else {
                    2
                }
            }
        }
    }
}

/// The machine code of one function.
pub struct EmitResult {
    pub words: Vec<u32>,
    pub relocs: Vec<Reloc>,
    pub traps: Vec<(u32, TrapCode)>,
    pub unwind: Vec<UnwindEntry>,
    /// The jump tables' words: code offsets (see `CompiledFunction::jump_tables`).
    pub jump_tables: Vec<u32>,
    pub table_refs: Vec<TableRef>,
}

pub struct Emitter<'a> {
    pieces: Vec<Piece>,
    /// What the prologue did, for unwinding.
    pub unwind: Vec<UnwindEntry>,
    pub frame: &'a FrameLayout,
    pub level: IsaLevel,
    pub num_labels: usize,
    /// Run the delay-slot filler.
    pub fill_slots: bool,
    /// The registers live at each block's label, when known: the filler then
    /// also takes words from a branch's target or fall-through.
    pub live_in: Option<Vec<u16>>,
    /// The targets of the jump tables emitted so far, one after another.
    tables: Vec<MachLabel>,
    /// The symbol and addend of each [`Piece::Reloc`], by its index.
    reloc_targets: Vec<(ExternalName, i64)>,
    /// The conditional traps' shared blocks (one per trap code, emitted after
    /// the function's code): their label, by code. Few codes: a list.
    trap_blocks: Vec<(TrapCode, MachLabel)>,
    /// Emit the epilogue once, at the return of the block marked by
    /// [`Emitter::hosts_epilogue`]; the returns of blocks marked by
    /// [`Emitter::jumps_to_epilogue`] jump to it.
    pub share_epilogue: bool,
    /// The block being emitted holds the shared epilogue.
    pub hosts_epilogue: bool,
    /// The block being emitted returns through the shared epilogue.
    pub jumps_to_epilogue: bool,
    /// The label of the shared epilogue, made at first use.
    epilogue_label: Option<MachLabel>,
}

fn hw(r: Reg) -> HwReg {
    r.to_phys()
        .expect("registers are allocated before emission")
}

fn enc(inst: Result<Inst, cpu0_asm::OperandError>) -> u32 {
    inst.expect("the backend builds only valid instructions")
        .encode()
}

fn fits16(n: i64) -> bool {
    (-0x8000..=0x7fff).contains(&n)
}

/// Whether [`Emitter::load_const`] builds `imm` in one instruction (`addiu`,
/// `ori` or `lui` alone); the lowering asks before rebuilding a constant at
/// each use.
pub(crate) fn const_is_one_instruction(imm: u32) -> bool {
    fits16(imm as i32 as i64) || imm <= 0xffff || imm & 0xffff == 0
}

impl<'a> Emitter<'a> {
    pub fn new(frame: &'a FrameLayout, level: IsaLevel, num_labels: usize) -> Self {
        Emitter {
            pieces: spare_pieces(),
            unwind: Vec::new(),
            frame,
            level,
            num_labels,
            fill_slots: false,
            live_in: None,
            tables: Vec::new(),
            reloc_targets: Vec::new(),
            trap_blocks: Vec::new(),
            share_epilogue: false,
            hosts_epilogue: false,
            jumps_to_epilogue: false,
            epilogue_label: None,
        }
    }

    /// Marks the next word as relocated against `name` plus `addend`.
    fn reloc(&mut self, kind: RelocKind, name: &ExternalName, addend: i64) {
        let index = self.reloc_targets.len() as u32;
        self.reloc_targets.push((name.clone(), addend));
        self.pieces.push(Piece::Reloc(kind, index));
    }

    /// Makes room for about `pieces` more pieces (one per instruction, say).
    pub fn reserve(&mut self, pieces: usize) {
        self.pieces.reserve(pieces);
    }

    fn word(&mut self, inst: Result<Inst, cpu0_asm::OperandError>) {
        self.pieces.push(Piece::Word(enc(inst)));
    }

    fn rrr(&mut self, op: Opcode, a: HwReg, b: HwReg, c: HwReg) {
        self.word(Inst::rrr(op, a, b, c));
    }

    fn rri(&mut self, op: Opcode, a: HwReg, b: HwReg, imm: i64) {
        self.word(Inst::rri(op, a, b, imm));
    }

    /// The delay slot after a branch, call or return. Holds `nop`; a filler that
    /// moves a safe instruction in would start here.
    fn delay_slot(&mut self) {
        self.word(Ok(Inst::nop()));
    }

    pub fn bind(&mut self, label: MachLabel) {
        self.pieces.push(Piece::Bind(label));
    }

    /// `rd = imm` in the fewest instructions.
    pub fn load_const(&mut self, rd: HwReg, imm: u32) {
        let signed = imm as i32 as i64;
        if fits16(signed) {
            self.rri(Opcode::Addiu, rd, HwReg::ZERO, signed);
        } else if imm <= 0xffff {
            self.rri(Opcode::Ori, rd, HwReg::ZERO, imm as i64);
        } else {
            self.word(Inst::ri(Opcode::Lui, rd, (imm >> 16) as i64));
            if imm & 0xffff != 0 {
                self.rri(Opcode::Ori, rd, rd, (imm & 0xffff) as i64);
            }
        }
    }

    /// `rd = rs + imm`, through `$at` when `imm` does not fit 16 bits.
    pub fn add_imm(&mut self, rd: HwReg, rs: HwReg, imm: i64) {
        if fits16(imm) {
            if imm != 0 || rd != rs {
                self.rri(Opcode::Addiu, rd, rs, imm);
            }
        } else {
            self.load_const(HwReg::AT, imm as u32);
            self.rrr(Opcode::Addu, rd, rs, HwReg::AT);
        }
    }

    /// A load or store of `reg` at `base + offset`, through `$at` for large offsets.
    fn mem(&mut self, op: Opcode, reg: HwReg, base: HwReg, offset: i64) {
        if fits16(offset) {
            self.rri(op, reg, base, offset);
        } else {
            self.load_const(HwReg::AT, offset as u32);
            self.rrr(Opcode::Addu, HwReg::AT, HwReg::AT, base);
            self.rri(op, reg, HwReg::AT, 0);
        }
    }

    /// The base register and offset of an addressing mode.
    fn resolve(&self, addr: &AMode) -> (HwReg, i64) {
        let f = self.frame;
        match *addr {
            AMode::Reg { base, offset } => (hw(base), offset as i64),
            AMode::Slot { offset } => (HwReg::SP, f.slot_base() as i64 + offset as i64),
            AMode::Outgoing { offset } => (HwReg::SP, offset as i64),
            AMode::Incoming { offset } => (HwReg::SP, f.size as i64 + offset as i64),
            AMode::Spill { slot } => (HwReg::SP, f.spill_base() as i64 + 4 * slot as i64),
        }
    }

    /// The prologue: allocate the frame, save registers. Records where each step
    /// ends for the unwind information (the prologue holds only plain words, so
    /// offsets are word counts).
    pub fn prologue(&mut self) {
        if self.frame.size == 0 {
            return;
        }
        let frame = self.frame;
        for step in frame.prologue() {
            let op = match step {
                FrameStep::Adjust(size) => {
                    self.add_imm(HwReg::SP, HwReg::SP, -(size as i64));
                    UnwindOp::StackAlloc(size)
                }
                FrameStep::Slot(r, off) => {
                    self.mem(Opcode::St, r, HwReg::SP, off as i64);
                    UnwindOp::SaveReg(r, off)
                }
            };
            self.unwind.push(UnwindEntry {
                offset: 4 * self.pieces.len() as u32,
                op,
            });
        }
        // The unwind offsets above count on these words staying put.
        self.pieces.push(Piece::Barrier);
    }

    fn epilogue(&mut self) {
        let frame = self.frame;
        for step in frame.epilogue() {
            match step {
                FrameStep::Slot(r, off) => self.mem(Opcode::Ld, r, HwReg::SP, off as i64),
                FrameStep::Adjust(size) => self.add_imm(HwReg::SP, HwReg::SP, size as i64),
            }
        }
    }

    /// A return: the epilogue, `ret $lr` and its slot. With
    /// [`Emitter::share_epilogue`], a frame that restores registers has its
    /// epilogue emitted at one return only and every other return is a `jmp`
    /// to it: one word instead of the restores, `ret` and slot (LLVM keeps one
    /// epilogue too), for one more instruction run on those paths.
    fn ret(&mut self) {
        // Restores beyond `$sp`'s: below two, the `jmp` saves too little.
        if self.share_epilogue && self.frame.saves.len() >= 2 {
            let label = match self.epilogue_label {
                Some(label) => label,
                None => {
                    let label = MachLabel(self.num_labels as u32);
                    self.num_labels += 1;
                    self.epilogue_label = Some(label);
                    label
                }
            };
            if self.jumps_to_epilogue {
                self.pieces.push(Piece::Branch24 {
                    op: Opcode::Jmp,
                    label,
                    slot: 0,
                });
                return;
            }
            if self.hosts_epilogue {
                self.bind(label);
            }
        }
        self.epilogue();
        self.word(Inst::r(Opcode::Ret, HwReg::LR));
        self.delay_slot();
    }

    fn trap(&mut self, code: TrapCode) {
        self.pieces.push(Piece::Trap(code));
        self.word(Inst::i(Opcode::Trap, code.as_raw().get() as i64));
        // Hardware without the trap word spins here.
        self.word(Inst::i(Opcode::Jmp, -4));
    }

    /// Emits "if `rs cc rt` then skip the next `skip_words` words", for the
    /// fixed-size sequences (selects): `cc` true falls through.
    /// Returns nothing; the caller emits the skipped words after the delay slot.
    fn branch_over(&mut self, cc: IntCC, rs: HwReg, rt: HwReg, skip_words: i64) {
        let offset = 4 * skip_words;
        match self.level {
            IsaLevel::Cpu032II => {
                let op = match cc {
                    IntCC::Equal => Opcode::Beq,
                    IntCC::NotEqual => Opcode::Bne,
                    _ => unreachable!("cpu032II branches compare for equality only"),
                };
                self.rri(op, rs, rt, offset);
            }
            IsaLevel::Cpu032I => {
                let (cmp, jcc) = cmp_and_jump(cc);
                self.rrr(cmp, HwReg::SW, rs, rt);
                self.word(Inst::i(jcc, offset));
            }
        }
    }

    /// Emits one allocated instruction. `next` is the label of the block emitted
    /// next (a jump there is dropped).
    pub fn emit(&mut self, inst: &MInst, next: Option<MachLabel>) {
        match inst {
            MInst::Nop | MInst::Args { .. } => {}
            MInst::AluRRR { op, rd, rs, rt } => self.rrr(*op, hw(rd.to_reg()), hw(*rs), hw(*rt)),
            MInst::AluRRI { op, rd, rs, imm } => {
                self.rri(*op, hw(rd.to_reg()), hw(*rs), *imm as i64)
            }
            MInst::Unary { op, rd, rs } => self.word(Inst::rr(*op, hw(rd.to_reg()), hw(*rs))),
            MInst::MulDiv {
                op,
                part,
                rd,
                rs,
                rt,
            } => {
                self.word(Inst::rr(*op, hw(*rs), hw(*rt)));
                let mf = match part {
                    HiLo::Hi => Opcode::Mfhi,
                    HiLo::Lo => Opcode::Mflo,
                };
                self.word(Inst::r(mf, hw(rd.to_reg())));
            }
            MInst::MulWide { op, hi, lo, rs, rt } => {
                self.word(Inst::rr(*op, hw(*rs), hw(*rt)));
                self.word(Inst::r(Opcode::Mfhi, hw(hi.to_reg())));
                self.word(Inst::r(Opcode::Mflo, hw(lo.to_reg())));
            }
            MInst::LoadConst { rd, imm } => self.load_const(hw(rd.to_reg()), *imm),
            MInst::Mov { rd, rs } => {
                if hw(rd.to_reg()) != hw(*rs) {
                    self.rrr(Opcode::Addu, hw(rd.to_reg()), hw(*rs), HwReg::ZERO);
                }
            }
            MInst::Load { op, rd, addr } => {
                let (base, off) = self.resolve(addr);
                self.mem(*op, hw(rd.to_reg()), base, off);
            }
            MInst::Store { op, src, addr } => {
                let (base, off) = self.resolve(addr);
                self.mem(*op, hw(*src), base, off);
            }
            MInst::LoadAddr { rd, addr } => {
                let (base, off) = self.resolve(addr);
                self.add_imm(hw(rd.to_reg()), base, off);
            }
            MInst::LoadJumpTables { rd } => self.jump_tables_address(hw(rd.to_reg())),
            MInst::LoadSymbol { rd, name, offset } => {
                let rd = hw(rd.to_reg());
                let addend = *offset as i64;
                self.reloc(RelocKind::Hi16, name, addend);
                self.word(Inst::ri(Opcode::Lui, rd, 0));
                self.reloc(RelocKind::Lo16, name, addend);
                self.rri(Opcode::Ori, rd, rd, 0);
            }
            MInst::CmpSet { .. }
            | MInst::Select { .. }
            | MInst::Cmp64 { .. }
            | MInst::Select32 { .. }
            | MInst::Select64 { .. } => self.compare_or_select(inst),
            MInst::TrapIf { cc, rs, rt, code } => {
                // A branch to the function's one block for this trap code: the
                // trap word (and so the trap's PC and code) is the same for
                // every check.
                let label = self.trap_block(*code);
                self.cond_branch(*cc, hw(*rs), hw(*rt), label);
            }
            MInst::Trap { code } => self.trap(*code),
            MInst::Ret { .. } => self.ret(),
            MInst::Call { info } => {
                match &info.dest {
                    CallDest::Direct(name) => {
                        self.reloc(RelocKind::Pc24, name, 0);
                        self.word(Inst::i(Opcode::Jsub, 0));
                    }
                    CallDest::Indirect => self.word(Inst::rr(Opcode::Jalr, HwReg::LR, HwReg::T9)),
                }
                self.delay_slot();
            }
            MInst::ReturnCall { info } => {
                self.epilogue();
                match &info.dest {
                    CallDest::Direct(name) => {
                        self.reloc(RelocKind::Pc24, name, 0);
                        self.word(Inst::i(Opcode::Jmp, 0));
                    }
                    CallDest::Indirect => {
                        self.word(Inst::r(Opcode::Ret, HwReg::T9));
                        self.delay_slot();
                    }
                }
            }
            MInst::BrTable {
                idx,
                tmp,
                default,
                targets,
                slot,
                base,
            } => {
                let slot = slot.map(|(rd, rs, imm)| {
                    enc(Inst::rri(
                        Opcode::Addiu,
                        hw(rd.to_reg()),
                        hw(rs),
                        imm as i64,
                    ))
                });
                let base = base.map(hw);
                self.br_table(hw(*idx), hw(tmp.to_reg()), *default, targets, slot, base)
            }
            MInst::Jump { target } => {
                if Some(*target) != next {
                    self.pieces.push(Piece::Branch24 {
                        op: Opcode::Jmp,
                        label: *target,
                        slot: 0,
                    });
                }
            }
            MInst::CondBr {
                cc,
                rs,
                rt,
                taken,
                not_taken,
                slot,
            } => {
                // A move into its own register needs no instruction.
                let slot = slot
                    .map(|(rd, src)| (hw(rd.to_reg()), hw(src)))
                    .filter(|(rd, src)| rd != src)
                    .map(|(rd, src)| enc(Inst::rrr(Opcode::Addu, rd, src, HwReg::ZERO)));
                self.cond_br(*cc, hw(*rs), hw(*rt), *taken, *not_taken, next, slot)
            }
        }
    }

    /// A two-way branch: one conditional branch when either target is next, else a
    /// conditional branch and a `jmp`. `slot` is a word for the conditional
    /// branch's delay slot (it runs on both paths).
    #[allow(clippy::too_many_arguments)]
    fn cond_br(
        &mut self,
        cc: IntCC,
        rs: HwReg,
        rt: HwReg,
        taken: MachLabel,
        not_taken: MachLabel,
        next: Option<MachLabel>,
        slot: Option<u32>,
    ) {
        let (cc, target, other) = if Some(taken) == next {
            (cc.complement(), not_taken, None)
        } else if Some(not_taken) == next {
            (cc, taken, None)
        } else {
            (cc, taken, Some(not_taken))
        };
        self.cond_branch(cc, rs, rt, target);
        if let Some(word) = slot {
            match self.pieces.last_mut() {
                Some(Piece::Branch16 { slot, .. } | Piece::Branch24 { slot, .. }) => *slot = word,
                _ => unreachable!("cond_branch ends with the branch"),
            }
        }
        if let Some(other) = other {
            self.pieces.push(Piece::Branch24 {
                op: Opcode::Jmp,
                label: other,
                slot: 0,
            });
        }
    }

    fn cond_branch(&mut self, cc: IntCC, rs: HwReg, rt: HwReg, label: MachLabel) {
        match self.level {
            IsaLevel::Cpu032II => {
                let (op, rs, rt) = match cc {
                    IntCC::Equal => (Opcode::Beq, rs, rt),
                    IntCC::NotEqual => (Opcode::Bne, rs, rt),
                    IntCC::UnsignedGreaterThanOrEqual => {
                        // Only the jump table's bounds check: $at = rs <u rt.
                        self.rrr(Opcode::Sltu, HwReg::AT, rs, rt);
                        (Opcode::Beq, HwReg::AT, HwReg::ZERO)
                    }
                    _ => unreachable!("cpu032II branches compare for equality only"),
                };
                self.pieces.push(Piece::Branch16 {
                    op,
                    rs,
                    rt,
                    label,
                    long: false,
                    slot: 0,
                });
            }
            IsaLevel::Cpu032I => {
                let (cmp, jcc) = cmp_and_jump(cc);
                self.rrr(cmp, HwReg::SW, rs, rt);
                self.pieces.push(Piece::Branch24 {
                    op: jcc,
                    label,
                    slot: 0,
                });
            }
        }
    }

    /// The label of the shared block trapping with `code`, made at first use.
    fn trap_block(&mut self, code: TrapCode) -> MachLabel {
        if let Some(&(_, label)) = self.trap_blocks.iter().find(|(c, _)| *c == code) {
            return label;
        }
        let label = MachLabel(self.num_labels as u32);
        self.num_labels += 1;
        self.trap_blocks.push((code, label));
        label
    }

    /// Lays out the pieces, picks branch forms and resolves labels.
    pub fn finish(mut self) -> Result<EmitResult, CompileError> {
        // The shared trap blocks go after the code: the last block never falls
        // through (it ends in a return, jump or trap).
        for (code, label) in std::mem::take(&mut self.trap_blocks) {
            self.pieces.push(Piece::Barrier);
            self.bind(label);
            self.trap(code);
        }
        if self.epilogue_label.is_some() {
            let pieces = std::mem::take(&mut self.pieces);
            self.pieces = thread::thread(pieces, &mut self.tables, self.num_labels);
        }
        if self.fill_slots {
            self.pieces = delay::fill(std::mem::take(&mut self.pieces));
            if let Some(live) = &self.live_in {
                let pieces = std::mem::take(&mut self.pieces);
                self.pieces = delay_paths::fill(pieces, live, &self.tables, &mut self.num_labels);
            }
            let pieces = std::mem::take(&mut self.pieces);
            self.pieces = slot_dups::remove(pieces, &self.tables, self.num_labels);
        }
        // One table for all the layouts: unbound labels keep `UNBOUND` (offsets
        // are multiples of 4).
        const UNBOUND: u32 = u32::MAX;
        let mut labels = vec![UNBOUND; self.num_labels];
        self.layout(&mut labels);
        // Every branch target must be bound somewhere.
        for piece in &self.pieces {
            if let Piece::Branch16 { label, .. } | Piece::Branch24 { label, .. } = piece {
                if labels[label.0 as usize] == UNBOUND {
                    return Err(CompileError::Internal(format!("branch to unbound {label}")));
                }
            }
        }
        loop {
            let mut changed = false;
            let mut pos = 0u32;
            for piece in &mut self.pieces {
                if let Piece::Branch16 { label, long, .. } = piece {
                    let target = labels[label.0 as usize] as i64;
                    if !*long && !fits16(target - (pos as i64 + 4)) {
                        *long = true;
                        changed = true;
                    }
                }
                pos += 4 * piece.words();
            }
            if !changed {
                break;
            }
            self.layout(&mut labels);
        }
        let mut out = EmitResult {
            words: Vec::with_capacity(self.pieces.len()),
            relocs: Vec::new(),
            traps: Vec::new(),
            unwind: std::mem::take(&mut self.unwind),
            jump_tables: self.tables.iter().map(|l| labels[l.0 as usize]).collect(),
            table_refs: Vec::new(),
        };
        if out.jump_tables.contains(&UNBOUND) {
            return Err(CompileError::Internal(
                "jump table to an unbound label".into(),
            ));
        }
        for piece in &self.pieces {
            let pos = 4 * out.words.len() as i64;
            let target = |label: &MachLabel| labels[label.0 as usize] as i64;
            match piece {
                Piece::Word(w) => out.words.push(*w),
                Piece::Reloc(kind, index) => {
                    let (name, addend) = &self.reloc_targets[*index as usize];
                    out.relocs.push(Reloc {
                        offset: pos as u32,
                        kind: *kind,
                        name: name.clone(),
                        addend: *addend,
                    })
                }
                Piece::TableRef(kind, addend) => out.table_refs.push(TableRef {
                    offset: pos as u32,
                    kind: *kind,
                    addend: *addend,
                }),
                Piece::Trap(code) => out.traps.push((pos as u32, *code)),
                Piece::Bind(_) | Piece::Barrier => {}
                Piece::Branch16 {
                    op,
                    rs,
                    rt,
                    label,
                    long,
                    slot,
                } => {
                    if *long {
                        // The slot word runs on both paths, as it did before the branch.
                        let inverted = if *op == Opcode::Beq {
                            Opcode::Bne
                        } else {
                            Opcode::Beq
                        };
                        out.words.push(enc(Inst::rri(inverted, *rs, *rt, 8)));
                        out.words.push(*slot);
                        let off = target(label) - (pos + 12);
                        out.words.push(branch24(Opcode::Jmp, off)?);
                    } else {
                        let off = target(label) - (pos + 4);
                        out.words.push(enc(Inst::rri(*op, *rs, *rt, off)));
                        out.words.push(*slot);
                    }
                }
                Piece::Branch24 { op, label, slot } => {
                    let off = target(label) - (pos + 4);
                    out.words.push(branch24(*op, off)?);
                    if *op != Opcode::Jmp {
                        out.words.push(*slot);
                    }
                }
            }
        }
        give_back_pieces(std::mem::take(&mut self.pieces));
        Ok(out)
    }

    /// Writes the byte offset of every bound label into `labels`.
    fn layout(&self, labels: &mut [u32]) {
        let mut pos = 0u32;
        for piece in &self.pieces {
            if let Piece::Bind(l) = piece {
                labels[l.0 as usize] = pos;
            }
            pos += 4 * piece.words();
        }
    }
}

fn branch24(op: Opcode, offset: i64) -> Result<u32, CompileError> {
    Inst::i(op, offset).map(|i| i.encode()).map_err(|_| {
        CompileError::Unsupported(format!(
            "a branch over {offset} bytes (functions larger than 8 MiB are not supported)"
        ))
    })
}

/// The compare and the `j*` that branches when `a cc b` (cpu032I).
pub(super) fn cmp_and_jump(cc: IntCC) -> (Opcode, Opcode) {
    use IntCC::*;
    let cmp = match cc {
        Equal
        | NotEqual
        | SignedLessThan
        | SignedLessThanOrEqual
        | SignedGreaterThan
        | SignedGreaterThanOrEqual => Opcode::Cmp,
        _ => Opcode::Cmpu,
    };
    let jump = match cc {
        Equal => Opcode::Jeq,
        NotEqual => Opcode::Jne,
        SignedLessThan | UnsignedLessThan => Opcode::Jlt,
        SignedGreaterThan | UnsignedGreaterThan => Opcode::Jgt,
        SignedLessThanOrEqual | UnsignedLessThanOrEqual => Opcode::Jle,
        SignedGreaterThanOrEqual | UnsignedGreaterThanOrEqual => Opcode::Jge,
    };
    (cmp, jump)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(f: impl FnOnce(&mut Emitter)) -> Vec<String> {
        let frame = FrameLayout::default();
        let mut e = Emitter::new(&frame, IsaLevel::Cpu032II, 0);
        f(&mut e);
        e.finish()
            .unwrap()
            .words
            .iter()
            .map(|w| cpu0_asm::decode(*w).unwrap().to_string())
            .collect()
    }

    #[test]
    fn constants_take_the_fewest_instructions() {
        assert_eq!(
            words(|e| e.load_const(HwReg::V0, 5)),
            ["addiu $v0, $zero, 5"]
        );
        assert_eq!(
            words(|e| e.load_const(HwReg::V0, 0xffff_ffff)),
            ["addiu $v0, $zero, -1"]
        );
        assert_eq!(
            words(|e| e.load_const(HwReg::V0, 0xffff_8000)),
            ["addiu $v0, $zero, -32768"]
        );
        assert_eq!(
            words(|e| e.load_const(HwReg::V0, 0x8000)),
            ["ori $v0, $zero, 0x8000"]
        );
        assert_eq!(words(|e| e.load_const(HwReg::V0, 0x1_0000)), ["lui $v0, 1"]);
        assert_eq!(
            words(|e| e.load_const(HwReg::V0, 0x1234_5678)),
            ["lui $v0, 0x1234", "ori $v0, $v0, 0x5678"]
        );
    }
}
