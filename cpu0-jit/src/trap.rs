//! Traps as the embedder sees them, and the stack walk that gives their backtrace.
//!
//! The walk reads the prologue steps the backend records for every function
//! ([`cpu0_isa::CompiledFunction::unwind`]): at an offset into a function, the
//! steps done so far say how far `$sp` was lowered (the frame's CFA is `$sp` plus
//! that) and where `$lr` was saved. The caller's `$sp` is the CFA and its PC the
//! saved `$lr` (or the `$lr` register, for a function that has not saved it).
//! Epilogues are not described by those steps; the only trap that can stop in one
//! is running out of instruction budget, and for that case the walk recognises the
//! last words of an epilogue (`$sp` restored, then `ret`/`jmp`).

use cpu0_asm::{decode, Opcode, Reg};
use cpu0_isa::{UnwindEntry, UnwindOp};
use cpu0_sim::{Machine, Trap, RETURN_ADDR};
use cranelift_codegen::ir::TrapCode;
use std::collections::BTreeMap;
use std::fmt;

/// The most frames a backtrace lists (deeper stacks are cut, see
/// [`JitTrap::truncated`]).
pub const MAX_FRAMES: usize = 64;

/// One frame of a backtrace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The function (its module name, `.Lfn<id>` for an anonymous one, a runtime
    /// function's name, `host <name>` for a host function), or `None` for an
    /// address outside every known function.
    pub function: Option<String>,
    /// The byte offset into the function: of the trapping instruction in the
    /// innermost frame, of the call instruction (the return address minus 8) in
    /// the callers.
    pub offset: u32,
    /// The address the offset stands for.
    pub pc: u32,
}

impl fmt::Display for Frame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.function {
            Some(name) => write!(f, "{name}+{:#x} (pc {:#010x})", self.offset, self.pc),
            None => write!(f, "??? (pc {:#010x})", self.pc),
        }
    }
}

/// A guest trap: what happened, where, and the calls that led there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JitTrap {
    /// The simulator's trap, as it stopped the machine.
    pub trap: Trap,
    /// The CLIF trap code, when the trap is one: a `trap`/`trapz`/`trapnz`/... (its
    /// code), a division check (`int_divz`, `int_ovf`), or the `add`/`sub`
    /// overflow exception (`int_ovf`). `None` for memory faults, budget
    /// exhaustion, host function errors and other machine-level stops.
    pub code: Option<TrapCode>,
    /// The innermost frame first; empty only if the trap happened outside any code
    /// the module placed.
    pub backtrace: Vec<Frame>,
    /// The stack was deeper than [`MAX_FRAMES`] or could not be walked to its end.
    pub truncated: bool,
}

impl JitTrap {
    /// The function the trap happened in (the innermost frame's).
    pub fn function(&self) -> Option<&str> {
        self.backtrace.first().and_then(|f| f.function.as_deref())
    }

    /// The offset of the trapping instruction in [`function`](Self::function).
    pub fn offset(&self) -> Option<u32> {
        self.backtrace.first().map(|f| f.offset)
    }

    /// The names of the functions on the stack, innermost first.
    pub fn function_names(&self) -> Vec<&str> {
        self.backtrace
            .iter()
            .map(|f| f.function.as_deref().unwrap_or("???"))
            .collect()
    }
}

impl fmt::Display for JitTrap {
    /// `trap int_divz at pc 0x00001034 in inner+0x14`, then the backtrace, one
    /// frame a line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.code {
            Some(code) => write!(f, "trap {code} at pc {:#010x}", self.trap.pc())?,
            None => write!(f, "{}", self.trap)?,
        }
        if let Some(frame) = self.backtrace.first() {
            match &frame.function {
                Some(name) => write!(f, " in {name}+{:#x}", frame.offset)?,
                None => write!(f, " outside the module's code")?,
            }
        }
        writeln!(f)?;
        writeln!(f, "backtrace:")?;
        for (i, frame) in self.backtrace.iter().enumerate() {
            writeln!(f, "  #{i} {frame}")?;
        }
        if self.truncated {
            writeln!(f, "  ...")?;
        }
        Ok(())
    }
}

impl std::error::Error for JitTrap {}

/// What the walk knows of a piece of placed code.
#[derive(Clone, Debug)]
pub(crate) struct CodeInfo {
    pub name: String,
    pub size: u32,
    pub frame_size: u32,
    pub unwind: Vec<UnwindEntry>,
}

/// The placed code by start address, and the host functions by address.
#[derive(Clone, Debug, Default)]
pub(crate) struct CodeMap {
    code: BTreeMap<u32, CodeInfo>,
    hosts: BTreeMap<u32, String>,
}

impl CodeMap {
    pub fn insert(&mut self, start: u32, info: CodeInfo) {
        self.code.insert(start, info);
    }

    pub fn insert_host(&mut self, addr: u32, name: String) {
        self.hosts.insert(addr, name);
    }

    /// The code containing `pc`, with its start address.
    pub fn lookup(&self, pc: u32) -> Option<(u32, &CodeInfo)> {
        let (&start, info) = self.code.range(..=pc).next_back()?;
        (pc - start < info.size).then_some((start, info))
    }

    /// The function containing `pc` and the offset into it (host functions too).
    pub fn symbolize(&self, pc: u32) -> Option<(String, u32)> {
        if let Some(name) = self.hosts.get(&pc) {
            return Some((format!("host {name}"), 0));
        }
        self.lookup(pc)
            .map(|(start, info)| (info.name.clone(), pc - start))
    }

    /// Walks the stack of a machine stopped at `pc` (the trap's PC).
    pub fn backtrace(&self, machine: &Machine, pc: u32) -> (Vec<Frame>, bool) {
        let mut frames = Vec::new();
        let mut pc = pc;
        let mut sp = machine.reg(Reg::SP);
        let mut lr = Some(machine.reg(Reg::LR));
        loop {
            if frames.len() == MAX_FRAMES {
                return (frames, true);
            }
            let innermost = frames.is_empty();
            // Callers are shown at their call instruction, the return address - 8.
            let shown = if innermost { pc } else { pc.wrapping_sub(8) };
            let (ra, cfa) = if let Some(name) = self.hosts.get(&pc) {
                frames.push(Frame {
                    function: Some(format!("host {name}")),
                    offset: 0,
                    pc,
                });
                (lr, sp)
            } else if let Some((start, info)) = self.lookup(shown) {
                frames.push(Frame {
                    function: Some(info.name.clone()),
                    offset: shown - start,
                    pc: shown,
                });
                let offset = pc - start;
                match unwind_frame(machine, info, offset, pc, sp, innermost) {
                    Some((saved_lr, cfa)) => (saved_lr.or(lr), cfa),
                    None => return (frames, true),
                }
            } else {
                frames.push(Frame {
                    function: None,
                    offset: 0,
                    pc: shown,
                });
                return (frames, true);
            };
            // Only the innermost frame's `$lr` register is its own; a caller's
            // return address must come from its frame.
            lr = None;
            match ra {
                Some(RETURN_ADDR) => return (frames, false),
                Some(ra) => {
                    pc = ra;
                    sp = cfa;
                }
                None => return (frames, true),
            }
        }
    }
}

/// One step of the walk in a function at `offset` (PC `pc`) with `$sp` = `sp`:
/// the saved return address if the frame holds one (else `None`: it is still in
/// `$lr`), and the CFA (the caller's `$sp`). `None` if memory cannot be read.
fn unwind_frame(
    machine: &Machine,
    info: &CodeInfo,
    offset: u32,
    pc: u32,
    sp: u32,
    innermost: bool,
) -> Option<(Option<u32>, u32)> {
    let mut cfa_offset = 0;
    let mut lr_slot = None;
    for entry in info.unwind.iter().filter(|e| e.offset <= offset) {
        match entry.op {
            UnwindOp::StackAlloc(size) => cfa_offset = size,
            UnwindOp::SaveReg(r, off) if r == Reg::LR => lr_slot = Some(off),
            UnwindOp::SaveReg(..) => {}
        }
    }
    if innermost && info.frame_size > 0 && cfa_offset > 0 && frame_popped(machine, pc) {
        return Some((None, sp));
    }
    let saved_lr = match lr_slot {
        Some(off) => Some(machine.read_word(sp.wrapping_add(off)).ok()?),
        None => None,
    };
    Some((saved_lr, sp.wrapping_add(cfa_offset)))
}

/// Whether the PC is at the end of an epilogue, after `$sp` was restored: at the
/// `ret`/`jmp` that follows the restore, or in the delay slot of that `ret`.
fn frame_popped(machine: &Machine, pc: u32) -> bool {
    let inst = |addr: u32| machine.read_word(addr).ok().and_then(|w| decode(w).ok());
    let restores_sp = |addr: u32| {
        inst(addr).is_some_and(|i| {
            i.ra() == Reg::SP
                && i.rb() == Reg::SP
                && ((i.op() == Opcode::Addiu && i.imm() > 0)
                    || (i.op() == Opcode::Addu && i.rc() == Reg::AT))
        })
    };
    let exit = |addr: u32| {
        inst(addr)
            .map(|i| i.op())
            .filter(|op| matches!(op, Opcode::Ret | Opcode::Jmp))
    };
    (exit(pc).is_some() && restores_sp(pc.wrapping_sub(4)))
        || (exit(pc.wrapping_sub(4)) == Some(Opcode::Ret) && restores_sp(pc.wrapping_sub(8)))
}
