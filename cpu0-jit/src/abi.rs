//! Arguments and results in machine words, per the Cpu0 calling convention
//! (`cpu0-isa.md`, "Calling convention"): used to call guest functions from the host
//! and to read a host function's arguments when guest code calls it.
//!
//! Argument words are numbered as [`Machine::call`] takes them: word 0 is `$a0`,
//! word 1 is `$a1`, word `2 + i` is the stack word at `[sp + 4*i]`. `i8`/`i16`/`i32`
//! and `f32` take one word; `i64` and `f64` take two in memory order (big-endian: high word first),
//! never split between `$a1` and the stack (if only `$a1` is left it is skipped), and
//! 8-byte aligned on the stack. Results are read from `$v0`, `$v1`, `$a0`, `$a1`.

use cpu0_asm::{Endian, Reg};
use cpu0_isa::abi::{AbiSig, WordLoc};
use cpu0_isa::CompileError;
use cpu0_sim::{CallOutcome, Machine, Trap};
use cranelift_codegen::data_value::DataValue;
use cranelift_codegen::ir::immediates::{Ieee32, Ieee64};
use cranelift_codegen::ir::{types, ArgumentExtension, Signature};

/// The upper bits given to a narrow argument the signature does not extend: the
/// ABI leaves them undefined, so they are deliberately neither zeros nor sign bits.
pub const JUNK: u32 = 0xA5A5_A5A5;

/// The most result words the registers hold (`$v0`, `$v1`, `$a0`, `$a1`).
pub const MAX_RESULT_WORDS: usize = 4;

/// Why values could not be passed or returned.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AbiError {
    /// The arguments do not fit the signature, or the signature uses something the
    /// marshalling does not support.
    #[error("bad call: {0}")]
    Signature(String),
    /// The callee broke the calling convention (a result not extended as declared).
    #[error("ABI violation: {0}")]
    Abi(String),
}

/// The callee-saved registers strict calls from the host check (`$sp` aside), each
/// with the distinctive value it is given before the call: `0x5EED_00nn` for
/// register number `nn`.
pub const CALLEE_SAVED_SEEDS: [(Reg, u32); 4] = [
    (Reg::S0, 0x5EED_0009),
    (Reg::S1, 0x5EED_000A),
    (Reg::GP, 0x5EED_000B),
    (Reg::FP, 0x5EED_000C),
];

/// Gives the callee-saved registers their seeds; returns their former values.
pub(crate) fn seed_callee_saved(machine: &mut Machine) -> [u32; 4] {
    CALLEE_SAVED_SEEDS.map(|(reg, seed)| {
        let before = machine.reg(reg);
        machine.set_reg(reg, seed);
        before
    })
}

/// After a call that returned: the first callee-saved register (or `$sp`) the
/// callee did not restore, as `(register, value expected, value found)`. The
/// registers get their former values back either way.
pub(crate) fn check_callee_saved(
    machine: &mut Machine,
    former: [u32; 4],
    outcome: &CallOutcome,
) -> Result<(), (Reg, u32, u32)> {
    let mut broken = None;
    for ((reg, seed), value) in CALLEE_SAVED_SEEDS.into_iter().zip(former) {
        let found = machine.reg(reg);
        if found != seed && broken.is_none() {
            broken = Some((reg, seed, found));
        }
        machine.set_reg(reg, value);
    }
    if outcome.return_sp != outcome.entry_sp && broken.is_none() {
        broken = Some((Reg::SP, outcome.entry_sp, outcome.return_sp));
    }
    broken.map_or(Ok(()), Err)
}

/// Where one parameter lives: one argument word, or two (in memory order).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgSlot {
    One(usize),
    Two(usize, usize),
}

/// The argument words of a signature: each parameter's slot and the word count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgLayout {
    pub slots: Vec<ArgSlot>,
    pub words: usize,
}

/// The backend's layout of `sig` (`cpu0_isa::abi`, the one description of the
/// convention). Big-endian, so an `i64`'s `[low, high]` words are its second and
/// first words in memory order.
fn backend_layout(sig: &Signature) -> Result<AbiSig, AbiError> {
    cpu0_isa::abi::compute(sig, Endian::Big).map_err(|e| match e {
        CompileError::Unsupported(what) => AbiError::Signature(what),
        other => AbiError::Signature(other.to_string()),
    })
}

/// The argument word number of a parameter word: `$a0` is 0, `$a1` is 1, the stack
/// word at `[sp + 4*i]` is `2 + i`.
fn arg_word(loc: WordLoc) -> usize {
    match loc {
        WordLoc::Reg(Reg::A0) => 0,
        WordLoc::Reg(_) => 1,
        WordLoc::Stack(offset) => 2 + offset as usize / 4,
    }
}

/// Lays out the parameters of `sig` in argument words.
pub fn arg_layout(sig: &Signature) -> Result<ArgLayout, AbiError> {
    let abi = backend_layout(sig)?;
    let slots: Vec<ArgSlot> = abi
        .params
        .iter()
        .map(|p| match p.words[..] {
            // Memory order of the big-endian layout: the high word first.
            [low, high] => ArgSlot::Two(arg_word(high), arg_word(low)),
            _ => ArgSlot::One(arg_word(p.words[0])),
        })
        .collect();
    let words = slots
        .iter()
        .map(|s| match *s {
            ArgSlot::One(w) => w + 1,
            ArgSlot::Two(a, b) => a.max(b) + 1,
        })
        .max()
        .unwrap_or(0);
    Ok(ArgLayout { slots, words })
}

/// The argument words for calling a function of signature `sig` with `args`.
/// Narrow arguments are extended as the signature says (with no extension, the
/// upper bits are [`JUNK`]).
pub fn encode_args(
    sig: &Signature,
    args: &[DataValue],
    endian: Endian,
) -> Result<Vec<u32>, AbiError> {
    if args.len() != sig.params.len() {
        return Err(AbiError::Signature(format!(
            "{} arguments given, the signature has {}",
            args.len(),
            sig.params.len()
        )));
    }
    for (i, (param, arg)) in sig.params.iter().zip(args).enumerate() {
        if arg.ty() != param.value_type {
            return Err(AbiError::Signature(format!(
                "argument {i} is {}, the signature says {}",
                arg.ty(),
                param.value_type
            )));
        }
    }
    let layout = arg_layout(sig)?;
    let mut words = vec![JUNK; layout.words];
    for ((param, arg), slot) in sig.params.iter().zip(args).zip(&layout.slots) {
        let value = match *arg {
            DataValue::I8(v) => u64::from(v as u8),
            DataValue::I16(v) => u64::from(v as u16),
            DataValue::I32(v) => u64::from(v as u32),
            DataValue::I64(v) => v as u64,
            DataValue::F32(v) => u64::from(v.bits()),
            DataValue::F64(v) => v.bits(),
            // `arg_layout` rejected every other type.
            _ => 0,
        };
        match *slot {
            ArgSlot::One(w) => {
                let bits = param.value_type.bits();
                words[w] = narrow_arg(value as u32, bits, param.extension);
            }
            ArgSlot::Two(a, b) => {
                let [first, second] = i64_memory_order(value, endian);
                words[a] = first;
                words[b] = second;
            }
        }
    }
    Ok(words)
}

/// Checks that the results of `sig` fit in the result registers.
pub fn check_results(sig: &Signature) -> Result<(), AbiError> {
    backend_layout(sig).map(|_| ())
}

/// Reads the results of `sig` from the result words (`$v0`, `$v1`, `$a0`, `$a1`).
/// Narrow results are truncated to their type; their upper bits are checked when
/// the signature extends the result.
pub fn decode_results(
    sig: &Signature,
    words: [u32; MAX_RESULT_WORDS],
    endian: Endian,
) -> Result<Vec<DataValue>, AbiError> {
    check_results(sig)?;
    let mut next = words.iter().copied();
    let mut values = Vec::with_capacity(sig.returns.len());
    for (i, r) in sig.returns.iter().enumerate() {
        let mut word = || next.next().unwrap_or(0);
        let value = match r.value_type {
            types::I8 => DataValue::I8(check_narrow_result(word(), 8, r.extension, i)? as i8),
            types::I16 => DataValue::I16(check_narrow_result(word(), 16, r.extension, i)? as i16),
            types::I32 => DataValue::I32(word() as i32),
            types::F32 => DataValue::F32(Ieee32::with_bits(word())),
            types::F64 => {
                let (first, second) = (word(), word());
                DataValue::F64(Ieee64::with_bits(i64_from_memory_order(
                    [first, second],
                    endian,
                )))
            }
            _ => {
                let (first, second) = (word(), word());
                DataValue::I64(i64_from_memory_order([first, second], endian) as i64)
            }
        };
        values.push(value);
    }
    Ok(values)
}

/// A narrow argument in a 32-bit word, extended as `ext` says.
fn narrow_arg(value: u32, bits: u32, ext: ArgumentExtension) -> u32 {
    if bits >= 32 {
        return value;
    }
    let mask = (1u32 << bits) - 1;
    let low = value & mask;
    match ext {
        ArgumentExtension::Uext => low,
        ArgumentExtension::Sext => sign_extend(low, bits),
        ArgumentExtension::None => (JUNK & !mask) | low,
    }
}

fn sign_extend(value: u32, bits: u32) -> u32 {
    ((value << (32 - bits)) as i32 >> (32 - bits)) as u32
}

/// The two words of an `i64` in memory order.
pub fn i64_memory_order(v: u64, endian: Endian) -> [u32; 2] {
    let (hi, lo) = ((v >> 32) as u32, v as u32);
    match endian {
        Endian::Big => [hi, lo],
        Endian::Little => [lo, hi],
    }
}

/// An `i64` from its two words in memory order.
pub fn i64_from_memory_order([first, second]: [u32; 2], endian: Endian) -> u64 {
    let (hi, lo) = match endian {
        Endian::Big => (first, second),
        Endian::Little => (second, first),
    };
    (u64::from(hi) << 32) | u64::from(lo)
}

/// Checks that a narrow result is extended as its signature says.
fn check_narrow_result(
    word: u32,
    bits: u32,
    ext: ArgumentExtension,
    index: usize,
) -> Result<u32, AbiError> {
    let expected = match ext {
        ArgumentExtension::None => return Ok(word),
        ArgumentExtension::Uext => word & ((1u32 << bits) - 1),
        ArgumentExtension::Sext => sign_extend(word, bits),
    };
    if word == expected {
        Ok(word)
    } else {
        Err(AbiError::Abi(format!(
            "result {index} is declared {} but its register holds {word:#010x}",
            match ext {
                ArgumentExtension::Uext => "uext",
                _ => "sext",
            }
        )))
    }
}

/// The arguments of a host function of signature `sig`, read from the machine as
/// the guest passed them: each value's bits, zero-extended to 64 bits.
pub(crate) fn read_host_args(
    machine: &Machine,
    sig: &Signature,
    layout: &ArgLayout,
) -> Result<Vec<u64>, Trap> {
    let sp = machine.reg(Reg::SP);
    let word = |i: usize| -> Result<u32, Trap> {
        match i {
            0 => Ok(machine.reg(Reg::A0)),
            1 => Ok(machine.reg(Reg::A1)),
            _ => machine.read_word(sp.wrapping_add(4 * (i as u32 - 2))),
        }
    };
    let endian = machine.endian();
    let mut args = Vec::with_capacity(layout.slots.len());
    for (param, slot) in sig.params.iter().zip(&layout.slots) {
        let value = match *slot {
            ArgSlot::One(w) => {
                let bits = param.value_type.bits();
                let mask = if bits >= 32 {
                    u32::MAX
                } else {
                    (1 << bits) - 1
                };
                u64::from(word(w)? & mask)
            }
            ArgSlot::Two(a, b) => i64_from_memory_order([word(a)?, word(b)?], endian),
        };
        args.push(value);
    }
    Ok(args)
}

/// Puts a host function's result (the low bits of `value`) where a guest caller of
/// signature `sig` expects it: narrow results extended as the signature says,
/// `i64` in `$v0`/`$v1` in memory order.
pub(crate) fn write_host_result(machine: &mut Machine, sig: &Signature, value: u64) {
    let Some(ret) = sig.returns.first() else {
        return;
    };
    match ret.value_type {
        types::I64 => {
            let [first, second] = i64_memory_order(value, machine.endian());
            machine.set_reg(Reg::V0, first);
            machine.set_reg(Reg::V1, second);
        }
        ty => {
            let bits = ty.bits();
            let low = if bits >= 32 {
                value as u32
            } else {
                value as u32 & ((1 << bits) - 1)
            };
            let word = match ret.extension {
                ArgumentExtension::Sext if bits < 32 => sign_extend(low, bits),
                _ => low,
            };
            machine.set_reg(Reg::V0, word);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cranelift_codegen::ir::AbiParam;
    use cranelift_codegen::isa::CallConv;

    fn sig(params: &[types::Type], rets: &[types::Type]) -> Signature {
        let mut s = Signature::new(CallConv::SystemV);
        s.params = params.iter().map(|t| AbiParam::new(*t)).collect();
        s.returns = rets.iter().map(|t| AbiParam::new(*t)).collect();
        s
    }

    #[test]
    fn layout_skips_a1_for_i64_and_aligns_the_stack() {
        use types::{I32, I64};
        let l = arg_layout(&sig(&[I32, I64, I32, I64], &[])).unwrap();
        assert_eq!(
            l.slots,
            [
                ArgSlot::One(0),
                ArgSlot::Two(2, 3),
                ArgSlot::One(4),
                ArgSlot::Two(6, 7)
            ]
        );
        assert_eq!(l.words, 8);
        let l = arg_layout(&sig(&[I64, I32, I32], &[])).unwrap();
        assert_eq!(
            l.slots,
            [ArgSlot::Two(0, 1), ArgSlot::One(2), ArgSlot::One(3)]
        );
        assert_eq!(arg_layout(&sig(&[I32], &[])).unwrap().words, 1);
    }

    #[test]
    fn unsupported_types_and_counts_are_errors() {
        let s = sig(&[types::I32], &[types::I32]);
        assert!(encode_args(&s, &[], Endian::Big).is_err());
        assert!(encode_args(&s, &[DataValue::I64(1)], Endian::Big).is_err());
        assert!(arg_layout(&sig(&[types::F16], &[])).is_err());
        assert!(check_results(&sig(&[], &[types::I64, types::I64, types::I32])).is_err());
    }

    #[test]
    fn i64_words_follow_the_byte_order() {
        let v = 0x1122_3344_5566_7788u64;
        for e in [Endian::Big, Endian::Little] {
            assert_eq!(i64_from_memory_order(i64_memory_order(v, e), e), v);
        }
        assert_eq!(i64_memory_order(v, Endian::Big), [0x1122_3344, 0x5566_7788]);
    }
}
