//! The generator: fuzzer bytes to a small module of valid CLIF functions and
//! data objects.
//!
//! Contents: `i8`..`i128`, `f32` and `f64` values; constants, arithmetic
//! (`iadd isub ineg imul umulhi smulhi udiv sdiv urem srem`), bitwise ops, shifts and rotates (with
//! amounts of any type), bit counts, `bitrev bswap`, `icmp` with every condition,
//! `select select_spectre_guard bitselect`, min/max, `iabs bmask`, extensions and
//! `ireduce`, `iconcat isplit` (both between `i32` and `i64` and between `i64`
//! and `i128`), the `*_overflow`, `*_overflow_cin/bin` ops and
//! `uadd_overflow_trap`, `trapz trapnz trap`; loads and stores of every width
//! and extension (`uload32 sload32 istore32` included) with native, `big` or
//! `little` byte order, to stack slots and to the module's data objects (through
//! `symbol_value`); atomics (`atomic_load atomic_store atomic_rmw` with every
//! op, `atomic_cas`) and `fence`; calls, `call_indirect` of `func_addr`s,
//! `return_call return_call_indirect` between `tail` functions; the frame
//! registers (`get_frame_pointer get_stack_pointer get_return_address`); `brif
//! jump br_table` (up to 12 entries) and loops; float arithmetic, `fma`,
//! `sqrt`, min/max, rounding, sign operations, `fcmp`, every conversion and
//! `bitcast` (see `float` for how NaN results are made comparable). What is
//! left out, and why, is noted where the choice is made (`ops::OPS`,
//! `FunctionGenerator::instruction`).
//!
//! The pieces: [`function`] (blocks, values, checksums), `ops` (the
//! instruction table), `float` (the float instructions), `memory` (addresses,
//! loads, stores, atomics), `control` (terminators and calls).
//!
//! Every function is built with `cranelift_frontend` and only uses values it
//! can see, so the result always passes the verifier:
//!
//! - Blocks are laid out in order `block0 .. blockN`. A block uses the values of
//!   the entry block (which dominates everything) and its own parameters and
//!   definitions; everything else travels in block parameters.
//! - Every block but the entry has an `i32` loop counter as its first parameter.
//!   Branches go forward, except a loop edge `brif ctr, blockI(ctr - 1, ..),
//!   blockF(ctr, ..)` back to an earlier block (or itself). The counter only
//!   falls, and only loop edges lower it, so every function terminates.
//! - Every block but the entry also has an `i64` checksum parameter. Before its
//!   terminator a block xors every value it defined (or received) into the
//!   checksum (an `i128` as the xor of its halves), passes it on, and `return` xors it into the first result (a tail
//!   call into the first argument): so a wrong value anywhere shows in the
//!   result, and dead-code elimination cannot hide most of the generated code.
//! - Function `i` of the module may only call (or take the address of)
//!   functions `j > i`: no recursion.
//! - Stack slots are filled with constants at entry (the interpreter zero-fills
//!   them, Cpu0 does not), and every access stays inside its slot or data
//!   object. A few slots are large (beyond the 16-bit offsets of Cpu0 loads and
//!   stores); only their last bytes are used, so filling them stays cheap.
//!   Stores never reach a read-only data object.
//! - Addresses (`stack_addr`, `symbol_value`, `func_addr` results) and the frame
//!   registers are never data: the interpreter's addresses are not Cpu0's. They
//!   feed loads, stores and indirect calls, and the frame registers only checks
//!   that hold on any machine (non-zero, aligned, `sp <= fp`).

mod control;
mod float;
pub mod function;
mod memory;
mod ops;

pub use float::interesting_float_bits;

use arbitrary::{Result, Unstructured};
use cranelift_codegen::data_value::DataValue;
use cranelift_codegen::ir::immediates::{Ieee32, Ieee64};
use cranelift_codegen::ir::types::{F32, F64, I128, I16, I32, I64, I8};
use cranelift_codegen::ir::{AbiParam, Function, InstructionData, Signature, Type};
use cranelift_codegen::isa::CallConv;
use std::collections::BTreeMap;

/// Size limits of a generated module. With the defaults one case takes a few
/// milliseconds to interpret, compile and simulate.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Functions besides `main` (each may call only later ones).
    pub max_callees: usize,
    /// Parameters of one function.
    pub max_params: usize,
    /// Results of one function (more than four words through the return area).
    pub max_returns: usize,
    /// Blocks of one function, the entry included.
    pub max_blocks: usize,
    /// Instructions of one block, the terminator excluded.
    pub max_insts: usize,
    /// Block parameters besides the loop counter and the checksum.
    pub max_block_params: usize,
    /// The largest initial loop counter: how many loop edges one call may take.
    pub max_loop_count: u32,
    /// Stack slots of one function.
    pub max_stack_slots: usize,
    /// Entries of one `br_table` (besides the default).
    pub max_jump_table: usize,
    /// Data objects of the module.
    pub max_data_objects: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_callees: 3,
            max_params: 5,
            max_returns: 3,
            max_blocks: 6,
            max_insts: 12,
            max_block_params: 3,
            max_loop_count: 4,
            max_stack_slots: 2,
            max_jump_table: 12,
            max_data_objects: 3,
        }
    }
}

/// A data object of the module: defined with these initial contents, reached
/// with `symbol_value` (a test-case name, `%d0`).
#[derive(Clone, Debug)]
pub struct DataObject {
    /// The module name (`d0`); functions name it `%d0`.
    pub name: String,
    pub contents: Vec<u8>,
    /// A power of two.
    pub align: u64,
    /// Stores reach only writable objects.
    pub writable: bool,
}

/// A generated module: `main` and the functions it may call, the data objects,
/// and the arguments to call `main` with.
#[derive(Clone, Debug)]
pub struct GeneratedModule {
    /// `functions[0]` is `main`; the others are its (transitive) callees.
    pub functions: Vec<Function>,
    /// The name of the entry function, as the interpreter's function store knows
    /// it (`%main`).
    pub main: String,
    pub args: Vec<DataValue>,
    pub data: Vec<DataObject>,
}

impl GeneratedModule {
    /// The CLIF text of every function, after the data objects as comments.
    pub fn clif(&self) -> String {
        let data = self.data.iter().map(|d| {
            format!(
                "; data %{}: align {}, {}, {:02x?}\n",
                d.name,
                d.align,
                if d.writable { "writable" } else { "read-only" },
                d.contents
            )
        });
        let functions = self.functions.iter().map(|f| f.display().to_string());
        data.chain(functions).collect::<Vec<_>>().join("\n")
    }
}

/// The integer types the backend supports.
const INT_TYPES: [Type; 5] = [I8, I16, I32, I64, I128];
/// The integer types of the operations CLIF or the interpreter 0.135 define only
/// up to 64 bits (`umulhi smulhi umul_overflow smul_overflow`, the float
/// to integer conversions but `fcvt_to_sint_sat`).
const INT_TYPES_TO_64: [Type; 4] = [I8, I16, I32, I64];
/// Every type a value may have: the integers and the floats.
const VALUE_TYPES: [Type; 7] = [I8, I16, I32, I64, I128, F32, F64];

/// Turns bytes into a module. Running out of bytes is fine: `Unstructured` then
/// answers with the smallest choices, so the module just gets smaller.
pub fn generate_module(u: &mut Unstructured, limits: &Limits) -> Result<GeneratedModule> {
    let callees = u.int_in_range(0..=limits.max_callees)?;
    let names: Vec<String> = std::iter::once("main".to_string())
        .chain((1..=callees).map(|i| format!("f{i}")))
        .collect();
    let mut sigs: Vec<Signature> = Vec::new();
    for i in 0..names.len() {
        let mut sig = signature(u, limits, i == 0)?;
        // Often the results and convention of an earlier function, so that one
        // can tail-call this one.
        if i > 0 && u.ratio(1, 2)? {
            let earlier = &sigs[u.int_in_range(0..=i - 1)?];
            sig.returns = earlier.returns.clone();
            sig.call_conv = earlier.call_conv;
        }
        sigs.push(sig);
    }
    // Choose the arguments before the bodies, while the input still has bytes.
    let mut args = Vec::new();
    for p in &sigs[0].params {
        let ty = p.value_type;
        let bits = if ty.is_float() {
            u128::from(interesting_float_bits(u, ty)?)
        } else {
            interesting_bits(u, ty)?
        };
        args.push(data_value(ty, bits));
    }
    let mut data = Vec::new();
    for i in 0..u.int_in_range(0..=limits.max_data_objects)? {
        let mut contents = Vec::new();
        for _ in 0..u.int_in_range(1..=8)? {
            let word = interesting_bits(u, I32)? as u32;
            contents.extend_from_slice(&word.to_le_bytes());
        }
        data.push(DataObject {
            name: format!("d{i}"),
            contents,
            align: 1 << u.int_in_range(0..=3)?,
            writable: !u.ratio(1, 4)?,
        });
    }
    let mut functions = Vec::new();
    for i in 0..names.len() {
        let visible: Vec<(String, Signature)> = (i + 1..names.len())
            .map(|j| (names[j].clone(), sigs[j].clone()))
            .collect();
        functions.push(function::generate_function(
            u,
            limits,
            &names[i],
            sigs[i].clone(),
            &visible,
            &data,
        )?);
    }
    Ok(GeneratedModule {
        functions,
        main: "%main".to_string(),
        args,
        data,
    })
}

/// A random signature, `system_v` or (one in four) `tail`. Results of more than
/// four words (`$v0 $v1 $a0 $a1`) go through the return area, `main`'s too: the
/// JIT's call from the host reads it.
fn signature(u: &mut Unstructured, limits: &Limits, is_main: bool) -> Result<Signature> {
    let conv = if u.ratio(1, 4)? {
        CallConv::Tail
    } else {
        CallConv::SystemV
    };
    let mut sig = Signature::new(conv);
    for _ in 0..u.int_in_range(0..=limits.max_params)? {
        sig.params.push(abi_param(u)?);
    }
    // `main` returns something, or there is little to compare.
    let min = usize::from(is_main);
    for _ in 0..u.int_in_range(min..=limits.max_returns.max(min))? {
        sig.returns.push(abi_param(u)?);
    }
    Ok(sig)
}

/// A parameter or result; narrow ones may ask the ABI to extend them to 32 bits.
fn abi_param(u: &mut Unstructured) -> Result<AbiParam> {
    let ty = *u.choose(&VALUE_TYPES)?;
    let p = AbiParam::new(ty);
    if ty.bits() >= 32 || ty.is_float() {
        return Ok(p);
    }
    Ok(match u.int_in_range(0..=2)? {
        0 => p,
        1 => p.uext(),
        _ => p.sext(),
    })
}

/// A value of `ty`'s width, zero-extended (to 64 bits it is the form `iconst`
/// wants): mostly the edge cases where backends go wrong.
pub fn interesting_bits(u: &mut Unstructured, ty: Type) -> Result<u128> {
    let bits = ty.bits();
    let mask = u128::MAX >> (128 - bits);
    let min = 1u128 << (bits - 1);
    let v = match u.int_in_range(0..=11)? {
        0 => 0,
        1 => 1,
        2 => mask,     // -1
        3 => min,      // MIN
        4 => min - 1,  // MAX
        5 => min | 1,  // MIN + 1
        6 => mask - 1, // -2
        7 => u.int_in_range(2..=33)?,
        8 => 1 << u.int_in_range(0..=bits - 1)?,
        9 => (1 << u.int_in_range(0..=bits - 1)?) - 1,
        _ if bits > 64 => u.arbitrary::<u128>()?,
        _ => u128::from(u.arbitrary::<u64>()?),
    };
    Ok(v & mask)
}

/// The `DataValue` of type `ty` with these low bits.
pub fn data_value(ty: Type, bits: u128) -> DataValue {
    match ty {
        I8 => DataValue::I8(bits as i8),
        I16 => DataValue::I16(bits as i16),
        I32 => DataValue::I32(bits as i32),
        I128 => DataValue::I128(bits as i128),
        F32 => DataValue::F32(Ieee32::with_bits(bits as u32)),
        F64 => DataValue::F64(Ieee64::with_bits(bits as u64)),
        _ => DataValue::I64(bits as i64),
    }
}

/// Chooses from a weighted list.
fn weighted<T: Copy>(u: &mut Unstructured, items: &[(u32, T)]) -> Result<T> {
    let total: u32 = items.iter().map(|(w, _)| w).sum();
    let mut pick = u.int_in_range(0..=total - 1)?;
    for (w, item) in items {
        if pick < *w {
            return Ok(*item);
        }
        pick -= w;
    }
    Ok(items[items.len() - 1].1)
}

/// Adds to `counts` what the module holds: each opcode (memory accesses also as
/// `load.big`, `store.little`, ..., `atomic_rmw.xchg` by op, `br_table>4` for a
/// table of more than four entries, `iadd.i128` and so on for an instruction with
/// an `i128` operand or result), `conv.tail` per `tail` function, `return area`
/// per function with more than four result words, and `data objects`. For a
/// run's statistics (`CPU0_DIFF_STATS=1`).
pub fn count_ops(module: &GeneratedModule, counts: &mut BTreeMap<String, u64>) {
    let mut add = |key: String| *counts.entry(key).or_default() += 1;
    for _ in &module.data {
        add("data objects".to_string());
    }
    for f in &module.functions {
        if f.signature.call_conv == CallConv::Tail {
            add("conv.tail".to_string());
        }
        let result_words: usize = f
            .signature
            .returns
            .iter()
            .map(|p| cpu0_isa::abi::words_of(p.value_type).unwrap_or(1))
            .sum();
        if result_words > 4 {
            add("return area".to_string());
        }
        for block in f.layout.blocks() {
            for inst in f.layout.block_insts(block) {
                let data = &f.dfg.insts[inst];
                add(data.opcode().to_string());
                let dfg = &f.dfg;
                let wide = dfg
                    .inst_results(inst)
                    .iter()
                    .chain(dfg.inst_args(inst))
                    .any(|v| dfg.value_type(*v) == I128);
                if wide {
                    add(format!("{}.i128", data.opcode()));
                }
                if let Some(flags) = data.memflags_data(&f.dfg) {
                    if let Some(order) = flags.explicit_endianness() {
                        let order = format!("{order:?}").to_lowercase();
                        add(format!("{}.{order}", data.opcode()));
                    }
                }
                match data {
                    InstructionData::AtomicRmw { op, .. } => add(format!("atomic_rmw.{op}")),
                    InstructionData::BranchTable { table, .. }
                        if f.dfg.jump_tables[*table].as_slice().len() > 4 =>
                    {
                        add("br_table>4".to_string())
                    }
                    _ => {}
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_modules_pass_the_verifier() {
        let isa = crate::diff::verifier_isa().unwrap();
        for i in 0..300 {
            let bytes = crate::case_bytes(7, i);
            let module = generate_module(&mut Unstructured::new(&bytes), &Limits::default())
                .expect("the generator needs no minimum input");
            assert_eq!(module.functions[0].name.to_string(), module.main);
            for f in &module.functions {
                if let Err(e) = cranelift_codegen::verify_function(f, &*isa) {
                    panic!("case {i}: {e}\n{}", f.display());
                }
            }
        }
    }

    #[test]
    fn empty_input_gives_a_minimal_module() {
        let module = generate_module(&mut Unstructured::new(&[]), &Limits::default()).unwrap();
        assert_eq!(module.functions.len(), 1);
        assert_eq!(module.functions[0].signature.returns.len(), 1);
        assert!(module.data.is_empty());
    }

    #[test]
    fn interesting_values_fit_their_type() {
        let bytes = crate::case_bytes(3, 0);
        let mut u = Unstructured::new(&bytes);
        for ty in INT_TYPES.into_iter().cycle().take(400) {
            let v = interesting_bits(&mut u, ty).unwrap();
            assert!(ty == I128 || v < 1 << ty.bits(), "{v:#x} for {ty}");
        }
    }

    #[test]
    fn every_new_op_appears_in_a_few_hundred_modules() {
        let mut counts = BTreeMap::new();
        for i in 0..500 {
            let bytes = crate::case_bytes(11, i);
            let module =
                generate_module(&mut Unstructured::new(&bytes), &Limits::default()).unwrap();
            count_ops(&module, &mut counts);
        }
        for op in [
            "atomic_load",
            "atomic_store",
            "atomic_rmw",
            "atomic_cas",
            "fence",
            "bitselect",
            "select_spectre_guard",
            "uadd_overflow_cin",
            "sadd_overflow_cin",
            "usub_overflow_bin",
            "ssub_overflow_bin",
            "uload32",
            "sload32",
            "istore32",
            "call_indirect",
            "func_addr",
            "symbol_value",
            "return_call",
            "return_call_indirect",
            "conv.tail",
            "get_frame_pointer",
            "get_stack_pointer",
            "get_return_address",
            "br_table>4",
            "load.big",
            "load.little",
            "store.big",
            "store.little",
            "data objects",
            "return area",
            "iadd.i128",
            "imul.i128",
            "sdiv.i128",
            "ishl.i128",
            "rotr.i128",
            "icmp.i128",
            "select.i128",
            "load.i128",
            "store.i128",
            "call.i128",
            "iconcat.i128",
            "isplit.i128",
        ] {
            assert!(
                counts.get(op).copied().unwrap_or(0) > 0,
                "no {op}: {counts:?}"
            );
        }
    }
}
