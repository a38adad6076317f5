//! The Cpu0 calling convention (cpu0-isa.md, "Calling convention"): where each
//! argument and result word goes, and the frame layout. This is the only module that
//! knows the convention.
//!
//! - Argument words: the first two in `$a0`, `$a1`, the rest on the stack at
//!   `[sp + 0]`, `[sp + 4]`, ... of the caller's frame (no home area).
//! - An `f32` is placed like an `i32`, an `f64` like an `i64` (soft-float).
//! - An `i64` is two words in memory order (high word first on big-endian targets);
//!   it never straddles `$a1` and the stack (a lone `$a1` is skipped) and sits
//!   8-byte aligned on the stack.
//! - Result words: `$v0`, `$v1`, `$a0`, `$a1`.
//! - `$sp` stays 8-byte aligned; `$s0`, `$s1`, `$fp` are callee-saved, and a
//!   function that calls saves `$lr`: [`FrameLayout::new`] chooses what a function
//!   saves, [`FrameLayout::prologue`] and [`FrameLayout::epilogue`] give the
//!   sequences the emitter encodes.

use crate::{regs, CompileError};
use cpu0_asm::{Endian, Reg as HwReg};
use cranelift_codegen::ir::{self, types, AbiParam, ArgumentExtension, Signature};

/// Where one 32-bit word of an argument or result lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WordLoc {
    Reg(HwReg),
    /// Byte offset from the stack pointer at the call.
    Stack(u32),
}

/// The words of one parameter or result, low word first, and how a narrow value
/// is extended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueLoc {
    pub ty: ir::Type,
    /// One entry for types up to 32 bits; `[low, high]` for `i64`.
    pub words: Vec<WordLoc>,
    pub extension: ArgumentExtension,
}

/// A signature laid out by the calling convention.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AbiSig {
    pub params: Vec<ValueLoc>,
    pub rets: Vec<ValueLoc>,
    /// Bytes of stack arguments (a multiple of 8).
    pub stack_args_size: u32,
}

const ARG_REGS: [HwReg; 2] = [HwReg::A0, HwReg::A1];
const RET_REGS: [HwReg; 4] = [HwReg::V0, HwReg::V1, HwReg::A0, HwReg::A1];

/// The number of 32-bit words of a supported value type. Floats are soft-float:
/// an `f32` is placed exactly like an `i32`, an `f64` like an `i64`.
pub fn words_of(ty: ir::Type) -> Option<usize> {
    match ty {
        types::I8 | types::I16 | types::I32 | types::F32 => Some(1),
        types::I64 | types::F64 => Some(2),
        _ => None,
    }
}

fn check_param(p: &AbiParam, what: &str) -> Result<usize, CompileError> {
    words_of(p.value_type).ok_or_else(|| {
        CompileError::Unsupported(format!(
            "{what} of type {} (the Cpu0 backend supports i8, i16, i32, i64, f32 and f64)",
            p.value_type
        ))
    })
}

/// Lays out a signature.
pub fn compute(sig: &Signature, endian: Endian) -> Result<AbiSig, CompileError> {
    let mut next_reg = 0;
    let mut stack = 0u32;
    let mut params = Vec::new();
    for p in &sig.params {
        let n = check_param(p, "a parameter")?;
        let mut words = Vec::new();
        if n == 2 {
            // Never straddle $a1 and the stack; 8-byte align on the stack.
            if next_reg == 1 {
                next_reg = 2;
            }
            if next_reg == 0 {
                words = vec![WordLoc::Reg(ARG_REGS[0]), WordLoc::Reg(ARG_REGS[1])];
                next_reg = 2;
            } else {
                stack = stack.next_multiple_of(8);
                words = vec![WordLoc::Stack(stack), WordLoc::Stack(stack + 4)];
                stack += 8;
            }
            words = memory_order_to_lo_hi(words, endian);
        } else if next_reg < 2 {
            words.push(WordLoc::Reg(ARG_REGS[next_reg]));
            next_reg += 1;
        } else {
            words.push(WordLoc::Stack(stack));
            stack += 4;
        }
        params.push(ValueLoc {
            ty: p.value_type,
            words,
            extension: p.extension,
        });
    }

    let mut rets = Vec::new();
    let mut next = 0;
    for r in &sig.returns {
        let n = check_param(r, "a result")?;
        if next + n > RET_REGS.len() {
            return Err(CompileError::Unsupported(
                "more than four result words (a return area is not implemented yet)".into(),
            ));
        }
        let words: Vec<WordLoc> = RET_REGS[next..next + n]
            .iter()
            .map(|r| WordLoc::Reg(*r))
            .collect();
        next += n;
        let words = if n == 2 {
            memory_order_to_lo_hi(words, endian)
        } else {
            words
        };
        rets.push(ValueLoc {
            ty: r.value_type,
            words,
            extension: r.extension,
        });
    }
    Ok(AbiSig {
        params,
        rets,
        stack_args_size: stack.next_multiple_of(8),
    })
}

/// Two words given in memory order (first word at the lower address) reordered to
/// `[low, high]`: on a big-endian target the high word comes first in memory.
fn memory_order_to_lo_hi(words: Vec<WordLoc>, endian: Endian) -> Vec<WordLoc> {
    match endian {
        Endian::Big => vec![words[1], words[0]],
        Endian::Little => words,
    }
}

/// The frame of a compiled function, known after register allocation.
///
/// ```text
///   caller's frame: incoming stack arguments     <- CFA = $sp + size
///   saved $lr and callee-saved registers
///   spill slots
///   CLIF stack slots
///   outgoing stack arguments                     <- $sp
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FrameLayout {
    pub outgoing_size: u32,
    pub slots_size: u32,
    pub spills_size: u32,
    /// Registers saved by the prologue and their offsets from `$sp`.
    pub saves: Vec<(HwReg, u32)>,
    /// Total size; `$sp` is lowered by this much.
    pub size: u32,
}

/// One step of a prologue or an epilogue, in the order they run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FrameStep {
    /// The frame's size: a prologue lowers `$sp` by it, an epilogue raises it back.
    Adjust(u32),
    /// A saved register's slot at `$sp + offset`: a prologue stores the register
    /// there, an epilogue reloads it.
    Slot(HwReg, u32),
}

impl FrameLayout {
    /// The frame of a function with these areas that makes calls or not and whose
    /// allocated code writes the registers `written`. It saves `$lr` when it calls
    /// (calls write `$lr` even when no value is allocated to it) or writes it, and
    /// each callee-saved register it writes; `$lr` first.
    pub fn new(
        outgoing: u32,
        slots: u32,
        spill_slots: u32,
        makes_calls: bool,
        written: &[HwReg],
    ) -> FrameLayout {
        let saves_lr = makes_calls || written.contains(&HwReg::LR);
        let saved: Vec<HwReg> = saves_lr
            .then_some(HwReg::LR)
            .into_iter()
            .chain(
                regs::CALLEE_SAVED
                    .into_iter()
                    .filter(|r| *r != HwReg::LR && written.contains(r)),
            )
            .collect();
        let outgoing_size = outgoing.next_multiple_of(8);
        let slots_size = slots.next_multiple_of(8);
        let spills_size = spill_slots * 4;
        let save_base = outgoing_size + slots_size + spills_size;
        let saves: Vec<(HwReg, u32)> = saved
            .iter()
            .enumerate()
            .map(|(i, r)| (*r, save_base + 4 * i as u32))
            .collect();
        let size = (save_base + 4 * saved.len() as u32).next_multiple_of(8);
        FrameLayout {
            outgoing_size,
            slots_size,
            spills_size,
            saves,
            size,
        }
    }

    pub fn slot_base(&self) -> u32 {
        self.outgoing_size
    }

    pub fn spill_base(&self) -> u32 {
        self.outgoing_size + self.slots_size
    }

    /// The prologue: allocate the frame, then save registers.
    pub fn prologue(&self) -> impl Iterator<Item = FrameStep> + '_ {
        let alloc = (self.size != 0).then_some(FrameStep::Adjust(self.size));
        alloc.into_iter().chain(
            self.saves
                .iter()
                .map(|&(r, offset)| FrameStep::Slot(r, offset)),
        )
    }

    /// The epilogue: reload saved registers, then free the frame.
    pub fn epilogue(&self) -> impl Iterator<Item = FrameStep> + '_ {
        let free = (self.size != 0).then_some(FrameStep::Adjust(self.size));
        self.saves
            .iter()
            .map(|&(r, offset)| FrameStep::Slot(r, offset))
            .chain(free)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cranelift_codegen::isa::CallConv;

    fn sig(params: &[ir::Type], rets: &[ir::Type]) -> Signature {
        let mut s = Signature::new(CallConv::SystemV);
        s.params = params.iter().map(|t| AbiParam::new(*t)).collect();
        s.returns = rets.iter().map(|t| AbiParam::new(*t)).collect();
        s
    }

    #[test]
    fn words_follow_the_convention() {
        use WordLoc::*;
        let s = compute(
            &sig(&[types::I32, types::I64, types::I32], &[types::I64]),
            Endian::Big,
        )
        .unwrap();
        assert_eq!(s.params[0].words, [Reg(HwReg::A0)]);
        // $a1 is skipped; the i64 goes to [sp+0] (high) and [sp+4] (low) on big-endian.
        assert_eq!(s.params[1].words, [Stack(4), Stack(0)]);
        assert_eq!(s.params[2].words, [Stack(8)]);
        assert_eq!(s.stack_args_size, 16);
        assert_eq!(s.rets[0].words, [Reg(HwReg::V1), Reg(HwReg::V0)]);

        let s = compute(
            &sig(&[types::I64, types::I8], &[types::I32, types::I64]),
            Endian::Little,
        )
        .unwrap();
        assert_eq!(s.params[0].words, [Reg(HwReg::A0), Reg(HwReg::A1)]);
        assert_eq!(s.params[1].words, [Stack(0)]);
        assert_eq!(s.rets[1].words, [Reg(HwReg::V1), Reg(HwReg::A0)]);
    }

    #[test]
    fn floats_are_placed_like_integers_of_their_size() {
        // cpu0-isa.md: an f32 is one word, an f64 two, exactly like i32 and i64.
        for endian in [Endian::Big, Endian::Little] {
            let floats = compute(
                &sig(
                    &[types::F32, types::F64, types::F64],
                    &[types::F64, types::F32],
                ),
                endian,
            )
            .unwrap();
            let ints = compute(
                &sig(
                    &[types::I32, types::I64, types::I64],
                    &[types::I64, types::I32],
                ),
                endian,
            )
            .unwrap();
            for (f, i) in floats.params.iter().zip(&ints.params) {
                assert_eq!(f.words, i.words);
            }
            for (f, i) in floats.rets.iter().zip(&ints.rets) {
                assert_eq!(f.words, i.words);
            }
            assert_eq!(floats.stack_args_size, ints.stack_args_size);
        }
    }

    #[test]
    fn unsupported_types_are_errors() {
        assert!(compute(&sig(&[types::F16], &[]), Endian::Big).is_err());
        assert!(compute(&sig(&[types::F128], &[]), Endian::Big).is_err());
        assert!(compute(
            &sig(&[], &[types::I64, types::I64, types::I32]),
            Endian::Big
        )
        .is_err());
    }
}
