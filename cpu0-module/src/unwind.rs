//! Backtraces of Cpu0 programs from `.debug_frame` unwind information.
//!
//! The unwinder works from what any embedder has: the machine's registers and
//! memory ([`Memory`]), a [`SymbolMap`] of function addresses, and a [`FrameInfo`]
//! holding `.debug_frame` sections (from an executable, or built from compiled
//! functions' prologue steps with [`FrameInfo::add_functions`], as a JIT does).
//!
//! Each step finds the row for the frame's PC (`gimli::UnwindTable`): the CFA is a
//! register plus an offset (always `$sp + n` for this backend), the return address
//! is read from where the row says `$lr` was saved, or is still in `$lr` (a leaf
//! function, or a PC before the save). The caller's `$sp` is the CFA and its PC is
//! the return address - 8 (the call instruction: `jsub`/`jalr` link P + 8). The walk
//! ends at a return address with the top bit set (the outermost function's
//! `$lr` = -1), or at a caller without unwind information (the start-up stub).
//!
//! `.debug_frame` describes prologues only. The one trap that can stop a program
//! inside an epilogue is running out of instruction budget; once the epilogue has
//! restored `$sp`, the row no longer fits the registers, so the innermost frame
//! recognises the last words of an epilogue (`$sp` restored, then `ret`/`jmp`) and
//! takes the registers as the caller's.

use cpu0_asm::{decode, Endian, Opcode, Reg};
use cpu0_isa::UnwindEntry;
use cpu0_sim::Machine;
use gimli::{
    BaseAddresses, CfaRule, DebugFrame, EndianSlice, RegisterRule, RunTimeEndian, UnwindContext,
    UnwindSection,
};
use std::fmt;

use crate::dwarf;
use crate::frame::{write_debug_frame, FrameError, FrameFunction};

/// Word reads for the unwinder (a [`Machine`]'s memory, or anything else).
pub trait Memory {
    fn read_word(&self, addr: u32) -> Option<u32>;
}

impl Memory for Machine {
    fn read_word(&self, addr: u32) -> Option<u32> {
        Machine::read_word(self, addr).ok()
    }
}

/// Function (and data) symbols by address.
#[derive(Clone, Debug, Default)]
pub struct SymbolMap {
    /// (address, size, name), sorted by address.
    entries: Vec<(u32, u32, String)>,
}

impl SymbolMap {
    pub fn new() -> SymbolMap {
        SymbolMap::default()
    }

    pub fn insert(&mut self, name: impl Into<String>, addr: u32, size: u32) {
        let at = self.entries.partition_point(|e| e.0 <= addr);
        self.entries.insert(at, (addr, size, name.into()));
    }

    /// The symbol whose range holds `addr`, with the offset into it.
    pub fn lookup(&self, addr: u32) -> Option<(&str, u32)> {
        let end = self.entries.partition_point(|e| e.0 <= addr);
        self.entries[..end]
            .iter()
            .rev()
            .find(|(a, size, _)| addr - a < (*size).max(1))
            .map(|(a, _, n)| (n.as_str(), addr - a))
    }

    /// The address of a symbol by name.
    pub fn address(&self, name: &str) -> Option<u32> {
        self.entries.iter().find(|e| e.2 == name).map(|e| e.0)
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, u32, u32)> {
        self.entries.iter().map(|(a, s, n)| (n.as_str(), *a, *s))
    }
}

/// `.debug_frame` sections with absolute addresses.
#[derive(Clone, Debug)]
pub struct FrameInfo {
    endian: Endian,
    sections: Vec<Vec<u8>>,
}

/// The unwind rule at one PC.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Row {
    cfa_reg: u16,
    cfa_offset: i64,
    /// Registers saved at CFA + offset.
    saved: Vec<(u16, i64)>,
}

impl FrameInfo {
    /// No unwind information yet.
    pub fn new(endian: Endian) -> FrameInfo {
        FrameInfo {
            endian,
            sections: Vec::new(),
        }
    }

    /// Adds a `.debug_frame` section whose addresses are final (an executable's).
    pub fn add_section(&mut self, debug_frame: Vec<u8>) {
        if !debug_frame.is_empty() {
            self.sections.push(debug_frame);
        }
    }

    /// Adds unwind information for functions placed in memory: `(address, code
    /// length, the compiled function's unwind steps)`.
    pub fn add_functions(
        &mut self,
        functions: &[(u32, u32, &[UnwindEntry])],
    ) -> Result<(), FrameError> {
        let big = self.endian == Endian::Big;
        let list: Vec<FrameFunction<'_>> = functions
            .iter()
            .enumerate()
            .map(|(i, (_, len, unwind))| FrameFunction {
                symbol: i,
                addend: 0,
                len: *len,
                unwind,
            })
            .collect();
        let (mut bytes, relocs) = write_debug_frame(big, &list)?;
        for r in relocs {
            if let Some(i) = r.symbol {
                let value = functions[i].0.wrapping_add(r.addend as u32);
                let at = r.offset as usize;
                bytes[at..at + 4].copy_from_slice(&self.endian.word_bytes(value));
            }
        }
        self.add_section(bytes);
        Ok(())
    }

    fn gimli_endian(&self) -> RunTimeEndian {
        match self.endian {
            Endian::Big => RunTimeEndian::Big,
            Endian::Little => RunTimeEndian::Little,
        }
    }

    /// The unwind row at `pc`, if some FDE covers it.
    fn row(&self, pc: u32) -> Option<Row> {
        let bases = BaseAddresses::default();
        let mut ctx = UnwindContext::new();
        for section in &self.sections {
            let mut df = DebugFrame::new(section, self.gimli_endian());
            df.set_address_size(4);
            let Ok(row) = df.unwind_info_for_address(
                &bases,
                &mut ctx,
                u64::from(pc),
                DebugFrame::<EndianSlice<'_, RunTimeEndian>>::cie_from_offset,
            ) else {
                continue;
            };
            let CfaRule::RegisterAndOffset { register, offset } = *row.cfa() else {
                return None;
            };
            let saved = row
                .registers()
                .filter_map(|(r, rule)| match rule {
                    RegisterRule::Offset(o) => Some((r.0, *o)),
                    _ => None,
                })
                .collect();
            return Some(Row {
                cfa_reg: register.0,
                cfa_offset: offset,
                saved,
            });
        }
        None
    }

    /// Whether some FDE covers `pc`.
    pub fn covers(&self, pc: u32) -> bool {
        self.row(pc).is_some()
    }
}

/// One frame of a backtrace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The trapping instruction (frame 0) or the call instruction (callers).
    pub pc: u32,
    /// The function containing `pc` and the offset into it.
    pub function: Option<(String, u32)>,
}

impl fmt::Display for Frame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.function {
            Some((name, off)) => write!(f, "{name} ({:#x} +{off:#x})", self.pc),
            None => write!(f, "?? ({:#x})", self.pc),
        }
    }
}

/// The frames from the innermost out, and why the walk stopped early, if it did.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Backtrace {
    pub frames: Vec<Frame>,
    pub incomplete: Option<String>,
}

impl Backtrace {
    /// The function names, innermost first (`??` for unknown code).
    pub fn function_names(&self) -> Vec<&str> {
        self.frames
            .iter()
            .map(|f| f.function.as_ref().map_or("??", |(n, _)| n.as_str()))
            .collect()
    }
}

impl fmt::Display for Backtrace {
    /// `#0 div_by (0x1234 +0x18)`, one frame a line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, frame) in self.frames.iter().enumerate() {
            writeln!(f, "#{i} {frame}")?;
        }
        if let Some(why) = &self.incomplete {
            writeln!(f, "(backtrace stops: {why})")?;
        }
        Ok(())
    }
}

/// The most frames a backtrace shows.
pub const MAX_FRAMES: usize = 256;

/// Walks the stack from `pc` with the registers `regs` (indexed by register number).
pub fn backtrace(
    regs: &[u32; 16],
    pc: u32,
    memory: &dyn Memory,
    symbols: &SymbolMap,
    frames: &FrameInfo,
) -> Backtrace {
    let mut regs = *regs;
    let mut pc = pc;
    let mut bt = Backtrace::default();
    let frame_at = |pc: u32| Frame {
        pc,
        function: symbols.lookup(pc).map(|(n, o)| (n.to_string(), o)),
    };
    let mut seen = Vec::new();
    loop {
        bt.frames.push(frame_at(pc));
        if bt.frames.len() >= MAX_FRAMES {
            bt.incomplete = Some(format!("more than {MAX_FRAMES} frames"));
            break;
        }
        let innermost = bt.frames.len() == 1;
        let ra = match frames.row(pc) {
            // The frame is already popped: `$sp`, `$lr` and the saved registers hold
            // the caller's values.
            Some(row) if innermost && row.cfa_offset > 0 && frame_popped(memory, pc) => {
                regs[Reg::LR.index()]
            }
            Some(row) => {
                let base = regs[usize::from(row.cfa_reg) & 15];
                let cfa = (i64::from(base) + row.cfa_offset) as u32;
                let mut ra = regs[Reg::LR.index()];
                let mut next = regs;
                for (r, off) in &row.saved {
                    let addr = (i64::from(cfa) + off) as u32;
                    let Some(v) = memory.read_word(addr) else {
                        bt.incomplete = Some(format!(
                            "the save slot of register {r} at {addr:#x} is outside memory"
                        ));
                        return bt;
                    };
                    if *r == dwarf::LR {
                        ra = v;
                    } else if usize::from(*r) < 16 {
                        next[usize::from(*r)] = v;
                    }
                }
                next[Reg::SP.index()] = cfa;
                next[Reg::LR.index()] = ra;
                regs = next;
                ra
            }
            None if innermost => regs[Reg::LR.index()],
            None => {
                bt.incomplete = Some(format!("no unwind information for {pc:#x}"));
                break;
            }
        };
        if ra & cpu0_sim::HALT_BIT != 0 {
            break;
        }
        let caller = ra.wrapping_sub(8);
        if !frames.covers(caller) {
            // The start-up stub, or code without unwind information: show it unless
            // it is the stub, and stop.
            let frame = frame_at(caller);
            let is_stub = frame.function.as_ref().is_some_and(|(n, _)| n == "_start");
            if !is_stub {
                bt.frames.push(frame);
                bt.incomplete = Some(format!("no unwind information for {caller:#x}"));
            }
            break;
        }
        let key = (caller, regs[Reg::SP.index()]);
        if seen.contains(&key) {
            bt.incomplete = Some("the stack loops".into());
            break;
        }
        seen.push(key);
        pc = caller;
    }
    bt
}

/// Whether `pc` is at the end of an epilogue, after `$sp` was restored: at the
/// `ret`/`jmp` that follows the restore, or in the delay slot of that `ret`.
fn frame_popped(memory: &dyn Memory, pc: u32) -> bool {
    let inst = |addr: u32| memory.read_word(addr).and_then(|w| decode(w).ok());
    // `addiu $sp, $sp, n` (n > 0), or `addu $sp, $sp, $at` for a large frame.
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
