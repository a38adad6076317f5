//! The Cpu0 calling convention (cpu0-isa.md, "Calling convention"): where each
//! argument and result word goes, and the frame layout. This is the only module that
//! knows the convention.
//!
//! - Argument words: the first two in `$a0`, `$a1`, the rest on the stack at
//!   `[sp + 0]`, `[sp + 4]`, ... of the caller's frame (no home area). Arguments
//!   are placed in order: once one is on the stack, every later one is too.
//! - An `f32` is placed like an `i32`, an `f64` like an `i64` (soft-float).
//! - An `i64` is two words in memory order (high word first on big-endian targets);
//!   it never straddles `$a1` and the stack (a lone `$a1` is skipped) and sits
//!   8-byte aligned on the stack.
//! - An `i128` is four words in memory order (most significant first on big-endian
//!   targets). Two argument registers cannot hold it and it never straddles
//!   registers and the stack, so it always goes on the stack, 8-byte aligned, and
//!   the argument registers left are skipped. (LLVM's MIPS O32 convention splits
//!   an `i128` over `$a0`..`$a3` and the stack instead; it has four argument
//!   registers and a home area, Cpu0 has neither. Like O32, it returns an `i128`
//!   that does not fit the result registers through memory.)
//! - Result words: `$v0`, `$v1`, `$a0`, `$a1`, each result's words in memory order
//!   (one `i128`, or two `i64`s, fill all four).
//! - Results of more than four words in all go to a return area instead, all of
//!   them: the caller reserves it and passes its address as a hidden first
//!   argument (in `$a0`, so the declared arguments start at `$a1`); the callee
//!   stores each result there, at the offsets [`compute`] gives (in order, each
//!   8-byte aligned if it has two or four words, words in memory order, narrow
//!   values extended to a word as the signature says). Upstream Cranelift does
//!   this only with `enable_multi_ret_implicit_sret` and otherwise refuses such
//!   signatures; on Cpu0 it is the convention, so it is always on. An explicit
//!   `sret` parameter is an ordinary pointer argument, placed where it is declared.
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
    /// Byte offset into the return area (results only).
    ReturnArea(u32),
}

/// The words of one parameter or result, low word first, and how a narrow value
/// is extended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueLoc {
    pub ty: ir::Type,
    /// One entry per word ([`words_of`]), the least significant first.
    pub words: Words,
    pub extension: ArgumentExtension,
}

/// The words of one value, at most four (an `i128`), kept inline: signatures are
/// laid out for every function and call, and a `Vec` per value cost an allocation.
#[derive(Clone, Copy, Debug)]
pub struct Words {
    locs: [WordLoc; 4],
    len: u8,
}

impl Words {
    /// `n` words (at most four), word `i` at `loc(i)`, given in memory order and
    /// stored least significant first: on a big-endian target the most
    /// significant word comes first in memory.
    fn memory_order(n: usize, endian: Endian, loc: impl Fn(u32) -> WordLoc) -> Self {
        let mut locs = [WordLoc::Stack(0); 4];
        for (i, slot) in locs.iter_mut().take(n).enumerate() {
            *slot = loc(i as u32);
        }
        let len = n.min(4);
        if endian == Endian::Big {
            locs[..len].reverse();
        }
        Words {
            locs,
            len: len as u8,
        }
    }
}

impl std::ops::Deref for Words {
    type Target = [WordLoc];
    fn deref(&self) -> &[WordLoc] {
        &self.locs[..usize::from(self.len)]
    }
}

impl<'a> IntoIterator for &'a Words {
    type Item = &'a WordLoc;
    type IntoIter = std::slice::Iter<'a, WordLoc>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl PartialEq for Words {
    fn eq(&self, other: &Words) -> bool {
        **self == **other
    }
}

impl Eq for Words {}

impl<const N: usize> PartialEq<[WordLoc; N]> for Words {
    fn eq(&self, other: &[WordLoc; N]) -> bool {
        **self == other[..]
    }
}

/// A signature laid out by the calling convention.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AbiSig {
    pub params: Vec<ValueLoc>,
    pub rets: Vec<ValueLoc>,
    /// Bytes of stack arguments (a multiple of 8).
    pub stack_args_size: u32,
    /// The size of the return area (a multiple of 8) when the results go there;
    /// its address is then the hidden first argument, in [`RETURN_AREA_REG`].
    pub return_area_size: Option<u32>,
}

/// The register of the hidden return-area argument.
pub const RETURN_AREA_REG: HwReg = HwReg::A0;

const ARG_REGS: [HwReg; 2] = [HwReg::A0, HwReg::A1];
const RET_REGS: [HwReg; 4] = [HwReg::V0, HwReg::V1, HwReg::A0, HwReg::A1];

/// The number of 32-bit words of a supported value type. Floats are soft-float:
/// an `f32` is placed exactly like an `i32`, an `f64` like an `i64`.
pub fn words_of(ty: ir::Type) -> Option<usize> {
    match ty {
        types::I8 | types::I16 | types::I32 | types::F32 => Some(1),
        types::I64 | types::F64 => Some(2),
        types::I128 => Some(4),
        _ => None,
    }
}

fn check_param(p: &AbiParam, what: &str) -> Result<usize, CompileError> {
    words_of(p.value_type).ok_or_else(|| {
        CompileError::Unsupported(format!(
            "{what} of type {} (the Cpu0 backend supports i8, i16, i32, i64, i128, f32 and f64)",
            p.value_type
        ))
    })
}

/// Lays out a signature.
pub fn compute(sig: &Signature, endian: Endian) -> Result<AbiSig, CompileError> {
    let mut ret_total = 0;
    for r in &sig.returns {
        ret_total += check_param(r, "a result")?;
    }
    let (rets, return_area_size) = if ret_total <= RET_REGS.len() {
        (result_registers(sig, endian), None)
    } else {
        let (rets, size) = return_area(sig, endian);
        (rets, Some(size))
    };

    // The hidden return-area pointer takes the first argument register.
    let mut next_reg = usize::from(return_area_size.is_some());
    let mut stack = 0u32;
    let mut params = Vec::with_capacity(sig.params.len());
    for p in &sig.params {
        let n = check_param(p, "a parameter")?;
        let words = if n == 1 && next_reg < ARG_REGS.len() {
            next_reg += 1;
            Words::memory_order(1, endian, |_| WordLoc::Reg(ARG_REGS[next_reg - 1]))
        } else if n == 2 && next_reg == 0 {
            next_reg = ARG_REGS.len();
            Words::memory_order(2, endian, |i| WordLoc::Reg(ARG_REGS[i as usize]))
        } else {
            // On the stack, and so is everything after it: the argument registers
            // left (a lone `$a1` before an `i64`, any before an `i128`) are skipped.
            next_reg = ARG_REGS.len();
            let size = 4 * n as u32;
            if n > 1 {
                stack = stack.next_multiple_of(8);
            }
            let base = stack;
            stack += size;
            Words::memory_order(n, endian, |i| WordLoc::Stack(base + 4 * i))
        };
        params.push(ValueLoc {
            ty: p.value_type,
            words,
            extension: p.extension,
        });
    }
    Ok(AbiSig {
        params,
        rets,
        stack_args_size: stack.next_multiple_of(8),
        return_area_size,
    })
}

/// The words of a result type already checked by [`check_param`].
fn checked_words(r: &AbiParam) -> usize {
    words_of(r.value_type).unwrap_or(1)
}

/// Results of four words or fewer: `$v0`, `$v1`, `$a0`, `$a1` in turn.
fn result_registers(sig: &Signature, endian: Endian) -> Vec<ValueLoc> {
    let mut next = 0;
    let mut rets = Vec::with_capacity(sig.returns.len());
    for r in &sig.returns {
        let n = checked_words(r);
        let first = next;
        next += n;
        rets.push(ValueLoc {
            ty: r.value_type,
            words: Words::memory_order(n, endian, |i| WordLoc::Reg(RET_REGS[first + i as usize])),
            extension: r.extension,
        });
    }
    rets
}

/// Results of more than four words: their places in the return area, and its size.
fn return_area(sig: &Signature, endian: Endian) -> (Vec<ValueLoc>, u32) {
    let mut offset = 0u32;
    let mut rets = Vec::with_capacity(sig.returns.len());
    for r in &sig.returns {
        let n = checked_words(r);
        if n > 1 {
            offset = offset.next_multiple_of(8);
        }
        let base = offset;
        offset += 4 * n as u32;
        rets.push(ValueLoc {
            ty: r.value_type,
            words: Words::memory_order(n, endian, |i| WordLoc::ReturnArea(base + 4 * i)),
            extension: r.extension,
        });
    }
    (rets, offset.next_multiple_of(8))
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
    fn i128_is_four_words_on_the_stack() {
        use WordLoc::*;
        // Low word first in `words`; on big-endian the most significant word is
        // at the lowest address.
        let s = compute(
            &sig(&[types::I32, types::I128, types::I32], &[types::I128]),
            Endian::Big,
        )
        .unwrap();
        assert_eq!(s.params[0].words, [Reg(HwReg::A0)]);
        assert_eq!(s.params[1].words, [Stack(12), Stack(8), Stack(4), Stack(0)]);
        // $a1 was skipped: arguments never go back to registers.
        assert_eq!(s.params[2].words, [Stack(16)]);
        assert_eq!(s.stack_args_size, 24);
        assert_eq!(
            s.rets[0].words,
            [
                Reg(HwReg::A1),
                Reg(HwReg::A0),
                Reg(HwReg::V1),
                Reg(HwReg::V0)
            ]
        );
        let s = compute(
            &sig(&[types::I32, types::I32, types::I32, types::I128], &[]),
            Endian::Little,
        )
        .unwrap();
        assert_eq!(
            s.params[3].words,
            [Stack(8), Stack(12), Stack(16), Stack(20)]
        );
        assert_eq!(s.return_area_size, None);
    }

    #[test]
    fn more_than_four_result_words_go_to_a_return_area() {
        use WordLoc::*;
        let s = compute(
            &sig(
                &[types::I64],
                &[types::I32, types::I64, types::I128, types::I8],
            ),
            Endian::Big,
        )
        .unwrap();
        assert_eq!(s.return_area_size, Some(40));
        assert_eq!(s.rets[0].words, [ReturnArea(0)]);
        // 8-byte aligned, memory order.
        assert_eq!(s.rets[1].words, [ReturnArea(12), ReturnArea(8)]);
        assert_eq!(
            s.rets[2].words,
            [
                ReturnArea(28),
                ReturnArea(24),
                ReturnArea(20),
                ReturnArea(16)
            ]
        );
        assert_eq!(s.rets[3].words, [ReturnArea(32)]);
        // The hidden pointer takes $a0, so the i64 skips $a1 for the stack.
        assert_eq!(s.params[0].words, [Stack(4), Stack(0)]);
        let s = compute(
            &sig(&[types::I32], &[types::I64, types::I64, types::I32]),
            Endian::Little,
        )
        .unwrap();
        assert_eq!(s.return_area_size, Some(24));
        assert_eq!(s.params[0].words, [Reg(HwReg::A1)]);
    }

    #[test]
    fn unsupported_types_are_errors() {
        assert!(compute(&sig(&[types::F16], &[]), Endian::Big).is_err());
        assert!(compute(&sig(&[types::F128], &[]), Endian::Big).is_err());
        assert!(compute(&sig(&[], &[types::I8X16]), Endian::Big).is_err());
    }
}
