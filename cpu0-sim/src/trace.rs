//! Trace lines: one per executed instruction,
//!
//! ```text
//! 00000010: addiu $sp, $sp, -8        $sp=0x00fffff8
//! ```
//!
//! the PC, the instruction as the disassembler prints it, then every register the
//! instruction wrote with its new value (its destinations, plus any other register
//! that changed, such as `$sw` after `add`): general registers by name, then `hi`,
//! `lo`, `$epc`, and `$pc` for a write to C0[0]. Writes to `$zero` are not shown. An
//! instruction that traps gets a line ending in `! ` and the trap.

use crate::machine::Cpu;
use crate::memory::Memory;
use crate::predecode::writes_ra;
use crate::trap::Trap;
use cpu0_asm::{decode, Opcode, Reg};
use std::fmt::Write as _;
use std::io::Write;

/// Width the instruction text is padded to, so register values line up.
const TEXT_WIDTH: usize = 25;

/// The state before an instruction, to tell what it wrote.
pub(crate) struct Before {
    pc: u32,
    word: Option<u32>,
    regs: [u32; 16],
    hi: u32,
    lo: u32,
    epc: u32,
}

impl Before {
    pub(crate) fn capture(cpu: &Cpu, mem: &Memory, pc: u32) -> Before {
        let mut regs = [0; 16];
        regs.copy_from_slice(&cpu.regs[..16]);
        Before {
            pc,
            word: mem.load32(pc),
            regs,
            hi: cpu.hi,
            lo: cpu.lo,
            epc: cpu.epc,
        }
    }
}

fn text(word: Option<u32>) -> String {
    match word.map(decode) {
        Some(Ok(inst)) => inst.to_string(),
        Some(Err(_)) => format!(".word 0x{:08x}", word.unwrap_or(0)),
        None => "??".to_string(),
    }
}

/// Writes the line of an instruction that completed; `new_pc` is where control goes.
pub(crate) fn line(out: &mut dyn Write, before: &Before, cpu: &Cpu, new_pc: u32) {
    let inst = before.word.and_then(|w| decode(w).ok());
    let mut gprs = [false; 16];
    let (mut hi, mut lo, mut epc, mut pc) = (false, false, false, false);
    if let Some(inst) = inst {
        let op = inst.op();
        if writes_ra(op) {
            gprs[inst.ra().index()] = true;
        }
        match op {
            Opcode::Jsub | Opcode::Bal => gprs[Reg::LR.index()] = true,
            Opcode::Mult | Opcode::Multu | Opcode::Div | Opcode::Divu => (hi, lo) = (true, true),
            Opcode::Mthi => hi = true,
            Opcode::Mtlo => lo = true,
            Opcode::Cmp | Opcode::Cmpu => gprs[Reg::SW.index()] = true,
            Opcode::Mtc0 | Opcode::C0mov => match inst.ra().num() {
                0 => pc = true,
                1 => epc = true,
                _ => {}
            },
            _ => {}
        }
    }
    for (i, written) in gprs.iter_mut().enumerate() {
        *written |= cpu.regs[i] != before.regs[i];
    }
    hi |= cpu.hi != before.hi;
    lo |= cpu.lo != before.lo;
    epc |= cpu.epc != before.epc;

    let mut s = format!("{:08x}: {:<TEXT_WIDTH$}", before.pc, text(before.word));
    for (i, written) in gprs.iter().enumerate().skip(1) {
        if *written {
            let reg = Reg::new(i as u8).unwrap_or(Reg::ZERO);
            let _ = write!(s, " {reg}=0x{:08x}", cpu.regs[i]);
        }
    }
    for (written, name, value) in [
        (hi, "hi", cpu.hi),
        (lo, "lo", cpu.lo),
        (epc, "$epc", cpu.epc),
        (pc, "$pc", new_pc),
    ] {
        if written {
            let _ = write!(s, " {name}=0x{value:08x}");
        }
    }
    let _ = writeln!(out, "{}", s.trim_end());
}

/// Writes the line of an instruction (or fetch) that trapped.
pub(crate) fn trap_line(out: &mut dyn Write, mem: &Memory, pc: u32, trap: &Trap) {
    let _ = writeln!(
        out,
        "{pc:08x}: {:<TEXT_WIDTH$} ! {trap}",
        text(mem.load32(pc))
    );
}
