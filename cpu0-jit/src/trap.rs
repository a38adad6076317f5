//! Traps as the embedder sees them, with their backtrace.
//!
//! The stack is walked by `cpu0_module`'s unwinder ([`cpu0_module::unwind`]), from
//! `.debug_frame` built out of the prologue steps the backend records for every
//! function ([`cpu0_isa::CompiledFunction::unwind`]); it also handles a budget that
//! runs out in an epilogue, after the frame was popped.

use cpu0_module::sandbox::Violation;
use cpu0_module::unwind::Backtrace;
use cpu0_sim::Trap;
use cranelift_codegen::ir::TrapCode;
use std::collections::BTreeMap;
use std::fmt;
use std::num::NonZeroU8;
use std::ops::Range;

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
    /// overflow exception (`int_ovf`), a stack overflow (`stk_ovf`: an access to
    /// the guard below the stack). `None` for other memory faults, budget
    /// exhaustion, host function errors and other machine-level stops.
    pub code: Option<TrapCode>,
    /// Which of the sandbox's walls a protection fault ran into (a stack overflow,
    /// a null pointer, a store into code or read-only data, ...).
    pub violation: Option<Violation>,
    /// The innermost frame first; empty only if the trap happened outside any code
    /// the module placed.
    pub backtrace: Vec<Frame>,
    /// The stack was deeper than [`MAX_FRAMES`] or could not be walked to its end.
    pub truncated: bool,
}

impl JitTrap {
    /// A simulator trap described: `traps` holds the CLIF trap code of each
    /// compiled `trap` instruction by address, `stack_guard` is the guard's range,
    /// `walk` the unwinder's backtrace.
    pub(crate) fn new(
        trap: Trap,
        traps: &BTreeMap<u32, TrapCode>,
        stack_guard: &Range<u32>,
        walk: Backtrace,
    ) -> JitTrap {
        let violation = Violation::classify(&trap, stack_guard);
        let code = match trap {
            Trap::IllegalInstruction {
                pc, code: Some(n), ..
            } => traps.get(&pc).copied().or_else(|| {
                u8::try_from(n)
                    .ok()
                    .and_then(NonZeroU8::new)
                    .map(TrapCode::from_raw)
            }),
            Trap::IntegerOverflow { .. } => Some(TrapCode::INTEGER_OVERFLOW),
            _ if violation.as_ref().is_some_and(Violation::is_stack_overflow) => {
                Some(TrapCode::STACK_OVERFLOW)
            }
            _ => None,
        };
        let (backtrace, truncated) = frames_of(walk);
        JitTrap {
            trap,
            code,
            violation,
            backtrace,
            truncated,
        }
    }

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
    /// `trap int_divz at pc 0x00001034 in inner+0x14`, `null pointer: load from
    /// address 0x4 at pc 0x00001010 in f+0x10`, `trap stk_ovf at pc 0x00001040 in
    /// deep+0x4: stack overflow: ...`, then the backtrace, one frame a line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pc = self.trap.pc();
        match (self.code, &self.violation) {
            (Some(code), _) => write!(f, "trap {code} at pc {pc:#010x}")?,
            (None, Some(v)) => write!(f, "{v} at pc {pc:#010x}")?,
            (None, None) => write!(f, "{}", self.trap)?,
        }
        if let Some(frame) = self.backtrace.first() {
            match &frame.function {
                Some(name) => write!(f, " in {name}+{:#x}", frame.offset)?,
                None => write!(f, " outside the module's code")?,
            }
        }
        if let (Some(_), Some(v)) = (self.code, &self.violation) {
            write!(f, ": {v}")?;
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

/// The JIT's view of a walk by `cpu0_module`'s unwinder: at most [`MAX_FRAMES`]
/// frames, and whether the stack went on (deeper, or not walkable to its end).
fn frames_of(bt: Backtrace) -> (Vec<Frame>, bool) {
    let truncated = bt.incomplete.is_some() || bt.frames.len() > MAX_FRAMES;
    let frames = bt
        .frames
        .into_iter()
        .take(MAX_FRAMES)
        .map(|f| {
            let (function, offset) = match f.function {
                Some((name, offset)) => (Some(name), offset),
                None => (None, 0),
            };
            Frame {
                function,
                offset,
                pc: f.pc,
            }
        })
        .collect();
    (frames, truncated)
}
