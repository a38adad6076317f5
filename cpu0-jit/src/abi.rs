//! Arguments and results in machine words, per the Cpu0 calling convention
//! (`cpu0-isa.md`, "Calling convention"): used to call guest functions from the host
//! and to read a host function's arguments when guest code calls it.
//!
//! Argument words are numbered as [`Machine::call`] takes them: word 0 is `$a0`,
//! word 1 is `$a1`, word `2 + i` is the stack word at `[sp + 4*i]`. `i8`/`i16`/`i32`
//! and `f32` take one word; `i64` and `f64` take two in memory order (big-endian: high word first),
//! never split between `$a1` and the stack (if only `$a1` is left it is skipped), and
//! 8-byte aligned on the stack; an `i128` takes four in memory order, always on the
//! stack, 8-byte aligned. Results are read from `$v0`, `$v1`, `$a0`, `$a1`; results
//! of more than four words go to a return area whose address is the hidden first
//! argument (`$a0`; the parameters then start at `$a1`).

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

/// Where one parameter lives: its argument words, in memory order (one, two for
/// `i64`/`f64`, four for `i128`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgSlot(pub Vec<usize>);

/// The argument words of a signature: each parameter's slot and the word count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgLayout {
    pub slots: Vec<ArgSlot>,
    pub words: usize,
}

/// The backend's layout of `sig` (`cpu0_isa::abi`, the one description of the
/// convention). Big-endian, so a value's words, least significant first there,
/// are its words in memory order reversed.
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
        WordLoc::Stack(offset) | WordLoc::ReturnArea(offset) => 2 + offset as usize / 4,
    }
}

/// Lays out the parameters of `sig` in argument words.
pub fn arg_layout(sig: &Signature) -> Result<ArgLayout, AbiError> {
    let abi = backend_layout(sig)?;
    let slots: Vec<ArgSlot> = abi
        .params
        .iter()
        // Memory order of the big-endian layout: the most significant word first.
        .map(|p| ArgSlot(p.words.iter().rev().map(|w| arg_word(*w)).collect()))
        .collect();
    let words = slots
        .iter()
        .flat_map(|s| s.0.iter().map(|w| w + 1))
        .max()
        .unwrap_or(0);
    Ok(ArgLayout { slots, words })
}

/// The bits of an integer or float argument, zero-extended.
fn value_bits(v: &DataValue) -> Option<u128> {
    Some(match *v {
        DataValue::I8(v) => u128::from(v as u8),
        DataValue::I16(v) => u128::from(v as u16),
        DataValue::I32(v) => u128::from(v as u32),
        DataValue::I64(v) => u128::from(v as u64),
        DataValue::I128(v) => v as u128,
        DataValue::F32(v) => u128::from(v.bits()),
        DataValue::F64(v) => u128::from(v.bits()),
        _ => return None,
    })
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
        // `arg_layout` rejected every type without bits.
        let value = value_bits(arg).unwrap_or(0);
        if let [w] = slot.0[..] {
            let bits = param.value_type.bits();
            words[w] = narrow_arg(value as u32, bits, param.extension);
        } else {
            for (w, word) in slot.0.iter().zip(memory_order(value, slot.0.len(), endian)) {
                words[*w] = word;
            }
        }
    }
    Ok(words)
}

/// Checks that the results of `sig` fit in the result registers: results that
/// go to a return area (more than four words) cannot be returned by a host
/// function.
pub fn check_results(sig: &Signature) -> Result<(), AbiError> {
    match return_area_size(sig)? {
        None => Ok(()),
        Some(_) => Err(AbiError::Signature(format!(
            "results of more than {MAX_RESULT_WORDS} words go to a return area, \
             which host functions do not write"
        ))),
    }
}

/// The bytes of the return area the results of `sig` need, if they need one.
pub fn return_area_size(sig: &Signature) -> Result<Option<u32>, AbiError> {
    Ok(backend_layout(sig)?.return_area_size)
}

/// The byte offsets of the result words of `sig` in its return area, each
/// result's words in memory order, results in order.
pub fn return_area_offsets(sig: &Signature) -> Result<Vec<u32>, AbiError> {
    let abi = backend_layout(sig)?;
    let mut out = Vec::new();
    for r in &abi.rets {
        // Big-endian layout: least significant first is memory order reversed.
        for w in r.words.iter().rev() {
            if let WordLoc::ReturnArea(offset) = w {
                out.push(*offset);
            }
        }
    }
    Ok(out)
}

/// Reads the results of `sig` from the result words: `$v0`, `$v1`, `$a0`, `$a1`,
/// or the words of the return area at [`return_area_offsets`]. Narrow results are
/// truncated to their type; their upper bits are checked when the signature
/// extends the result.
pub fn decode_results(
    sig: &Signature,
    words: &[u32],
    endian: Endian,
) -> Result<Vec<DataValue>, AbiError> {
    let mut next = words.iter().copied();
    let mut values = Vec::with_capacity(sig.returns.len());
    for (i, r) in sig.returns.iter().enumerate() {
        let mut word = || next.next().unwrap_or(0);
        let mut wide = |n: usize| {
            let in_memory_order: Vec<u32> = (0..n).map(|_| word()).collect();
            from_memory_order(&in_memory_order, endian)
        };
        let value = match r.value_type {
            types::I8 => DataValue::I8(check_narrow_result(word(), 8, r.extension, i)? as i8),
            types::I16 => DataValue::I16(check_narrow_result(word(), 16, r.extension, i)? as i16),
            types::I32 => DataValue::I32(word() as i32),
            types::F32 => DataValue::F32(Ieee32::with_bits(word())),
            types::F64 => DataValue::F64(Ieee64::with_bits(wide(2) as u64)),
            types::I128 => DataValue::I128(wide(4) as i128),
            _ => DataValue::I64(wide(2) as u64 as i64),
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

/// The `n` low words of `v` in memory order (big-endian: most significant first).
pub fn memory_order(v: u128, n: usize, endian: Endian) -> Vec<u32> {
    let mut words: Vec<u32> = (0..n).map(|i| (v >> (32 * i)) as u32).collect();
    if endian == Endian::Big {
        words.reverse();
    }
    words
}

/// A value from its words in memory order.
pub fn from_memory_order(words: &[u32], endian: Endian) -> u128 {
    let fold = |acc: u128, w: &u32| (acc << 32) | u128::from(*w);
    match endian {
        Endian::Big => words.iter().fold(0, fold),
        Endian::Little => words.iter().rev().fold(0, fold),
    }
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
/// the guest passed them: each value's bits, zero-extended to 64 bits. Host
/// functions take and return values of up to 64 bits: a call of one with an
/// `i128` is a host trap.
pub(crate) fn read_host_args(
    machine: &Machine,
    sig: &Signature,
    layout: &ArgLayout,
) -> Result<Vec<u64>, Trap> {
    let too_wide = sig
        .params
        .iter()
        .chain(&sig.returns)
        .find(|p| p.value_type.bits() > 64);
    if let Some(p) = too_wide {
        return Err(Trap::Host {
            pc: machine.pc(),
            message: format!(
                "host functions take and return values of up to 64 bits, not {}",
                p.value_type
            ),
        });
    }
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
        let value = match slot.0[..] {
            [w] => {
                let bits = param.value_type.bits();
                let mask = if bits >= 32 {
                    u32::MAX
                } else {
                    (1 << bits) - 1
                };
                u64::from(word(w)? & mask)
            }
            _ => {
                let words = slot
                    .0
                    .iter()
                    .map(|w| word(*w))
                    .collect::<Result<Vec<_>, _>>()?;
                from_memory_order(&words, endian) as u64
            }
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
        types::I64 | types::F64 => {
            let words = memory_order(u128::from(value), 2, machine.endian());
            machine.set_reg(Reg::V0, words[0]);
            machine.set_reg(Reg::V1, words[1]);
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

    fn slots(words: &[&[usize]]) -> Vec<ArgSlot> {
        words.iter().map(|w| ArgSlot(w.to_vec())).collect()
    }

    #[test]
    fn layout_skips_a1_for_i64_and_aligns_the_stack() {
        use types::{I32, I64};
        let l = arg_layout(&sig(&[I32, I64, I32, I64], &[])).unwrap();
        assert_eq!(l.slots, slots(&[&[0], &[2, 3], &[4], &[6, 7]]));
        assert_eq!(l.words, 8);
        let l = arg_layout(&sig(&[I64, I32, I32], &[])).unwrap();
        assert_eq!(l.slots, slots(&[&[0, 1], &[2], &[3]]));
        assert_eq!(arg_layout(&sig(&[I32], &[])).unwrap().words, 1);
    }

    #[test]
    fn i128_arguments_go_on_the_stack_8_byte_aligned() {
        use types::{I128, I32};
        // cpu0-isa.md: four words, never split between registers and stack; the
        // registers left are skipped, and so is a stack word before an aligned one.
        let l = arg_layout(&sig(&[I128, I32], &[])).unwrap();
        assert_eq!(l.slots, slots(&[&[2, 3, 4, 5], &[6]]));
        let l = arg_layout(&sig(&[I32, I32, I32, I128], &[])).unwrap();
        assert_eq!(l.slots, slots(&[&[0], &[1], &[2], &[4, 5, 6, 7]]));
        assert_eq!(l.words, 8);
    }

    #[test]
    fn i128_values_travel_in_memory_order() {
        let v = 0x0011_2233_4455_6677_8899_aabb_ccdd_eeffu128;
        let s = sig(&[types::I128], &[types::I128]);
        let big = encode_args(&s, &[DataValue::I128(v as i128)], Endian::Big).unwrap();
        assert_eq!(
            big[2..],
            [0x0011_2233, 0x4455_6677, 0x8899_aabb, 0xccdd_eeff]
        );
        let little = encode_args(&s, &[DataValue::I128(v as i128)], Endian::Little).unwrap();
        assert_eq!(
            little[2..],
            [0xccdd_eeff, 0x8899_aabb, 0x4455_6677, 0x0011_2233]
        );
        let words = [0xccdd_eeff, 0x8899_aabb, 0x4455_6677, 0x0011_2233];
        assert_eq!(
            decode_results(&s, &words, Endian::Little).unwrap(),
            [DataValue::I128(v as i128)]
        );
    }

    #[test]
    fn unsupported_types_and_counts_are_errors() {
        let s = sig(&[types::I32], &[types::I32]);
        assert!(encode_args(&s, &[], Endian::Big).is_err());
        assert!(encode_args(&s, &[DataValue::I64(1)], Endian::Big).is_err());
        assert!(arg_layout(&sig(&[types::F16], &[])).is_err());
        // A host function cannot return through a return area (five result words).
        assert!(check_results(&sig(&[], &[types::I64, types::I64, types::I32])).is_err());
        let area = sig(&[], &[types::I32, types::I64, types::I64]);
        assert_eq!(return_area_size(&area).unwrap(), Some(24));
        assert_eq!(return_area_offsets(&area).unwrap(), [0, 8, 12, 16, 20]);
        assert!(check_results(&sig(&[], &[types::I128])).is_ok());
    }

    #[test]
    fn i64_words_follow_the_byte_order() {
        let v = 0x1122_3344_5566_7788u128;
        for e in [Endian::Big, Endian::Little] {
            assert_eq!(from_memory_order(&memory_order(v, 2, e), e), v);
        }
        assert_eq!(memory_order(v, 2, Endian::Big), [0x1122_3344, 0x5566_7788]);
    }
}
