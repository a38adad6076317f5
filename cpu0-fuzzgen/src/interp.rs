//! The reference side: a generated module on `cranelift-interpreter`, with the
//! project's own semantics where the interpreter 0.135 has none or departs from
//! CLIF as documented (see [`for_interpreter`]).
//!
//! Data objects live in the stack frame of an entry function the harness adds,
//! `%__entry`: it stores their initial contents, calls `main`, and returns
//! `main`'s results followed by every byte of the data objects. The
//! interpreter's stack addresses are plain offsets into one stack, and the entry
//! frame is the first, so `symbol_value` becomes a constant offset.

use crate::diff::{Skip, SkipKind};
use crate::gen::GeneratedModule;
use cpu0_asm::Endian;
use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::data_value::DataValue;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I128, I32, I64, I8};
use cranelift_codegen::ir::{
    AbiParam, Endianness, ExtFuncData, ExternalName, Function, GlobalValueData, Inst, InstBuilder,
    InstructionData, Opcode, Signature, StackSlotData, StackSlotKind, TrapCode, UserFuncName,
    Value,
};
use cranelift_codegen::isa::CallConv;
use cranelift_interpreter::environment::FunctionStore;
use cranelift_interpreter::interpreter::{Interpreter, InterpreterError, InterpreterState};
use cranelift_interpreter::step::{ControlFlow, CraneliftTrap};
use std::collections::HashMap;
use std::fmt;

/// Interpreter steps (CLIF instructions) before a case is skipped.
pub const INTERPRETER_FUEL: u64 = 200_000;

/// The name of the entry function the harness adds.
const ENTRY: &str = "__entry";

/// What `get_frame_pointer`, `get_stack_pointer` and `get_return_address` give
/// on the interpreter. The generator only asks what holds on any machine: each
/// is non-zero, the stack and frame pointers are 8-byte aligned, and the stack
/// pointer is not above the frame pointer.
const FRAME_POINTER: i64 = 0x0010_0000;
const STACK_POINTER: i64 = FRAME_POINTER - 0x100;
const RETURN_ADDRESS: i64 = 0x1000;

/// What one side did with `main`.
#[derive(Clone, Debug, PartialEq)]
pub enum Behavior {
    /// `main` returned: its results, and the final bytes of the module's data
    /// objects (in the module's order, concatenated).
    Returned {
        values: Vec<DataValue>,
        data: Vec<u8>,
    },
    Trapped(TrapCode),
    /// Something no CLIF program does: a memory fault, an illegal instruction, a
    /// result not extended as its signature says.
    Fault(String),
}

impl fmt::Display for Behavior {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Behavior::Returned { values, data } => {
                write!(f, "returned [")?;
                for (i, v) in values.iter().enumerate() {
                    let sep = if i == 0 { "" } else { ", " };
                    write!(f, "{sep}{v} ({:#x})", masked(v))?;
                }
                write!(f, "]")?;
                if !data.is_empty() {
                    write!(f, ", data {data:02x?}")?;
                }
                Ok(())
            }
            Behavior::Trapped(code) => write!(f, "trapped: {code}"),
            Behavior::Fault(what) => write!(f, "fault: {what}"),
        }
    }
}

/// The low `ty.bits()` bits of an integer value, zero-extended.
pub fn masked(v: &DataValue) -> u128 {
    match *v {
        DataValue::I8(x) => u128::from(x as u8),
        DataValue::I16(x) => u128::from(x as u16),
        DataValue::I32(x) => u128::from(x as u32),
        DataValue::I64(x) => u128::from(x as u64),
        DataValue::I128(x) => x as u128,
        DataValue::F32(x) => u128::from(x.bits()),
        DataValue::F64(x) => u128::from(x.bits()),
        _ => 0,
    }
}

/// Whether two behaviours agree: the same trap code, or the same results
/// (compared on their types' bits only) and the same data.
pub fn agree(a: &Behavior, b: &Behavior) -> bool {
    match (a, b) {
        (
            Behavior::Returned {
                values: x,
                data: dx,
            },
            Behavior::Returned {
                values: y,
                data: dy,
            },
        ) => {
            dx == dy
                && x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(x, y)| x.ty() == y.ty() && masked(x) == masked(y))
        }
        (Behavior::Trapped(x), Behavior::Trapped(y)) => x == y,
        _ => false,
    }
}

/// Where each data object starts in the entry function's stack slot, and the
/// slot's size: objects in order, each at a multiple of its alignment.
fn data_layout(module: &GeneratedModule) -> (HashMap<String, u32>, u32) {
    let mut offsets = HashMap::new();
    let mut end = 0u32;
    for d in &module.data {
        let start = end.next_multiple_of(d.align.max(1) as u32);
        offsets.insert(d.name.clone(), start);
        end = start + d.contents.len() as u32;
    }
    (offsets, end)
}

/// Runs `main` (through `%__entry`) on the interpreter, with loads and stores
/// in the target's byte order. `Err` says why the case cannot be compared.
pub fn interpret(module: &GeneratedModule, endian: Endian) -> Result<Behavior, Skip> {
    let Some(main) = module.functions.first() else {
        return Err(Skip::new(SkipKind::Input, "a module without functions"));
    };
    let (offsets, _) = data_layout(module);
    let mut functions: Vec<Function> = module
        .functions
        .iter()
        .map(|f| for_interpreter(f, &offsets))
        .collect();
    functions.push(entry_function(module, main));
    let mut store = FunctionStore::default();
    for f in &functions {
        store.add(f.name.to_string(), f);
    }
    let mut state = InterpreterState::default().with_function_store(store);
    state.native_endianness = match endian {
        Endian::Big => Endianness::Big,
        Endian::Little => Endianness::Little,
    };
    let limitation = |detail: String| Skip::new(SkipKind::Interpreter, detail);
    let mut interpreter = Interpreter::new(state).with_fuel(Some(INTERPRETER_FUEL));
    match interpreter.call_by_name(&format!("%{ENTRY}"), &module.args) {
        Ok(ControlFlow::Return(all)) => {
            let results = main.signature.returns.len();
            let data = all[results.min(all.len())..]
                .iter()
                .map(|v| masked(v) as u8)
                .collect();
            Ok(Behavior::Returned {
                values: all[..results.min(all.len())].to_vec(),
                data,
            })
        }
        Ok(ControlFlow::Trap(CraneliftTrap::User(code))) => Ok(Behavior::Trapped(code)),
        Ok(ControlFlow::Trap(trap)) => Err(limitation(format!("trap {trap}"))),
        Ok(other) => Err(limitation(format!("stopped with {other:?}"))),
        Err(InterpreterError::FuelExhausted) => Err(Skip::new(
            SkipKind::InterpreterFuel,
            format!("{INTERPRETER_FUEL} steps"),
        )),
        Err(e) => Err(limitation(format!("error: {e}"))),
    }
}

/// `%__entry`: takes `main`'s parameters, writes the data objects' initial
/// contents into its one stack slot, calls `main`, and returns its results and
/// then each byte of each data object (as `i8`; no padding between them).
fn entry_function(module: &GeneratedModule, main: &Function) -> Function {
    let (offsets, size) = data_layout(module);
    let mut sig = Signature::new(CallConv::SystemV);
    sig.params = main
        .signature
        .params
        .iter()
        .map(|p| AbiParam::new(p.value_type))
        .collect();
    sig.returns = main
        .signature
        .returns
        .iter()
        .map(|p| AbiParam::new(p.value_type))
        .collect();
    let data_bytes: usize = module.data.iter().map(|d| d.contents.len()).sum();
    sig.returns
        .extend((0..data_bytes).map(|_| AbiParam::new(I8)));
    let mut func = Function::with_name_signature(UserFuncName::testcase(ENTRY), sig);
    let slot = (size > 0).then(|| {
        func.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, size, 0))
    });
    let callee_sig = func.import_signature(main.signature.clone());
    let callee = func.import_function(ExtFuncData {
        name: ExternalName::testcase("main"),
        signature: callee_sig,
        colocated: true,
        patchable: false,
    });
    let block = func.dfg.make_block();
    func.layout.append_block(block);
    let params: Vec<Value> = main
        .signature
        .params
        .iter()
        .map(|p| func.dfg.append_block_param(block, p.value_type))
        .collect();
    let mut pos = FuncCursor::new(&mut func).at_bottom(block);
    if let Some(slot) = slot {
        for d in &module.data {
            for (i, byte) in d.contents.iter().enumerate() {
                let v = pos.ins().iconst(I8, i64::from(*byte));
                pos.ins()
                    .stack_store(I32, v, slot, (offsets[&d.name] + i as u32) as i32);
            }
        }
    }
    let call = pos.ins().call(callee, &params);
    let mut results = pos.func.dfg.inst_results(call).to_vec();
    if let Some(slot) = slot {
        for d in &module.data {
            for i in 0..d.contents.len() as u32 {
                let offset = (offsets[&d.name] + i) as i32;
                results.push(pos.ins().stack_load(I32, I8, slot, offset));
            }
        }
    }
    pos.ins().return_(&results);
    func
}

/// `f` rewritten, with the same meaning, where cranelift-interpreter 0.135 has
/// no semantics for an instruction or departs from CLIF as documented and as
/// native backends implement it (the replacement is the project's reference):
/// - `iconcat`/`isplit` between `i32` and `i64` become extends and shifts: the
///   interpreter implements them only between `i64` and `i128` (those stay).
/// - `srem x, -1` becomes `srem x, 1` (both are 0): the interpreter traps with
///   `int_ovf` on `srem MIN, -1`, but `srem` traps only on a zero divisor.
/// - `uload32`/`sload32` become `load.i32` and an extension: the interpreter
///   takes their controlling type from the (`i32`) address and panics.
/// - `sadd_overflow_cin`/`ssub_overflow_bin`: the interpreter ors the overflow
///   of two steps, which is wrong when the first step overflows and the second
///   comes back (`-128 + -1 + 1` on `i8` is `-128`, no overflow). Replaced by the
///   sum or difference and the sign rule (operands of equal sign for an add, of
///   different sign for a subtract, and a result of the other sign).
/// - `symbol_value` of a data object becomes its offset in `%__entry`'s slot.
/// - `call_indirect`/`return_call_indirect` of an `i32` function address: the
///   interpreter widens the address to 64 bits without moving its region bits;
///   the callee is re-encoded as a 64-bit function address.
/// - `get_frame_pointer`/`get_stack_pointer`/`get_return_address` (unimplemented
///   there) become the constants above.
pub fn for_interpreter(f: &Function, data: &HashMap<String, u32>) -> Function {
    let mut func = f.clone();
    let mut pos = FuncCursor::new(&mut func);
    while pos.next_block().is_some() {
        while let Some(inst) = pos.next_inst() {
            rewrite(&mut pos, inst, data);
        }
    }
    func
}

/// Rewrites one instruction (see [`for_interpreter`]); the cursor stays at it or
/// at what replaced it.
fn rewrite(pos: &mut FuncCursor, inst: Inst, data: &HashMap<String, u32>) {
    let opcode = pos.func.dfg.insts[inst].opcode();
    let args = pos.func.dfg.inst_args(inst).to_vec();
    match opcode {
        Opcode::Srem => {
            let ty = pos.func.dfg.value_type(args[1]);
            let is_minus_one = pos.ins().icmp_imm_s(IntCC::Equal, args[1], -1);
            let one = if ty == I128 {
                let one = pos.ins().iconst(I64, 1);
                pos.ins().uextend(I128, one)
            } else {
                pos.ins().iconst(ty, 1)
            };
            let divisor = pos.ins().select(is_minus_one, one, args[1]);
            pos.func.dfg.inst_args_mut(inst)[1] = divisor;
        }
        // Between i64 and i128 the interpreter has them.
        Opcode::Iconcat if pos.func.dfg.value_type(args[0]) == I64 => {}
        Opcode::Isplit if pos.func.dfg.value_type(args[0]) == I128 => {}
        Opcode::Iconcat => {
            let lo = pos.ins().uextend(I64, args[0]);
            let hi = pos.ins().uextend(I64, args[1]);
            let c32 = pos.ins().iconst(I32, 32);
            let hi = pos.ins().ishl(hi, c32);
            pos.func.replace(inst).bor(lo, hi);
        }
        Opcode::Isplit => {
            let lo = pos.ins().ireduce(I32, args[0]);
            let c32 = pos.ins().iconst(I32, 32);
            let hi = pos.ins().ushr(args[0], c32);
            let hi = pos.ins().ireduce(I32, hi);
            replace_results(pos, inst, &[lo, hi]);
        }
        Opcode::Uload32 | Opcode::Sload32 => {
            let InstructionData::Load { flags, offset, .. } = pos.func.dfg.insts[inst] else {
                return;
            };
            let flags = pos.func.dfg.mem_flags[flags];
            let word = pos.ins().load(I32, flags, args[0], offset);
            if opcode == Opcode::Uload32 {
                pos.func.replace(inst).uextend(I64, word);
            } else {
                pos.func.replace(inst).sextend(I64, word);
            }
        }
        Opcode::SaddOverflowCin | Opcode::SsubOverflowBin => {
            let (x, y) = (args[0], args[1]);
            let ty = pos.func.dfg.value_type(x);
            let carry = pos.ins().icmp_imm_s(IntCC::NotEqual, args[2], 0);
            let carry = if ty == I8 {
                carry
            } else {
                pos.ins().uextend(ty, carry)
            };
            let (r, signs) = if opcode == Opcode::SaddOverflowCin {
                let sum = pos.ins().iadd(x, y);
                let r = pos.ins().iadd(sum, carry);
                let xr = pos.ins().bxor(x, r);
                let yr = pos.ins().bxor(y, r);
                (r, pos.ins().band(xr, yr))
            } else {
                let diff = pos.ins().isub(x, y);
                let r = pos.ins().isub(diff, carry);
                let xy = pos.ins().bxor(x, y);
                let xr = pos.ins().bxor(x, r);
                (r, pos.ins().band(xy, xr))
            };
            let overflow = pos.ins().icmp_imm_s(IntCC::SignedLessThan, signs, 0);
            replace_results(pos, inst, &[r, overflow]);
        }
        Opcode::SymbolValue => {
            let InstructionData::UnaryGlobalValue { global_value, .. } = pos.func.dfg.insts[inst]
            else {
                return;
            };
            let GlobalValueData::Symbol {
                name: ExternalName::TestCase(name),
                offset,
                ..
            } = &pos.func.global_values[global_value]
            else {
                return;
            };
            let name = String::from_utf8_lossy(name.raw()).into_owned();
            let Some(base) = data.get(&name) else {
                return;
            };
            let addr = i64::from(*base) + i64::from(*offset);
            pos.func.replace(inst).iconst(I32, addr);
        }
        Opcode::CallIndirect | Opcode::ReturnCallIndirect => {
            let callee = args[0];
            if pos.func.dfg.value_type(callee) != I32 {
                return;
            }
            let wide = pos.ins().uextend(I64, callee);
            let region = pos.ins().ushr_imm_u(wide, 29);
            let region = pos.ins().ishl_imm_u(region, 61);
            let index = pos.ins().band_imm_u(wide, 0x1fff_ffff);
            let addr = pos.ins().bor(region, index);
            pos.func.dfg.inst_args_mut(inst)[0] = addr;
        }
        Opcode::GetFramePointer => {
            pos.func.replace(inst).iconst(I32, FRAME_POINTER);
        }
        Opcode::GetStackPointer => {
            pos.func.replace(inst).iconst(I32, STACK_POINTER);
        }
        Opcode::GetReturnAddress => {
            pos.func.replace(inst).iconst(I32, RETURN_ADDRESS);
        }
        _ => {}
    }
}

/// Removes `inst` and makes its results aliases of `values`.
fn replace_results(pos: &mut FuncCursor, inst: Inst, values: &[Value]) {
    let results = pos.func.dfg.inst_results(inst).to_vec();
    pos.func.dfg.clear_results(inst);
    pos.remove_inst_and_step_back();
    for (r, v) in results.into_iter().zip(values) {
        pos.func.dfg.change_to_alias(r, *v);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gen::DataObject;
    use cranelift_codegen::ir::immediates::Imm64;
    use cranelift_codegen::ir::types::I16;
    use cranelift_codegen::ir::{MemFlagsData, Type};
    use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};

    /// A module of one `main` with these parameter and result types, its body
    /// built by `body` (which gets the entry block's parameters).
    fn module_of(
        params: &[Type],
        returns: &[Type],
        data: Vec<DataObject>,
        args: Vec<DataValue>,
        body: impl FnOnce(&mut FunctionBuilder, &[Value]) -> Vec<Value>,
    ) -> GeneratedModule {
        let mut sig = Signature::new(CallConv::SystemV);
        sig.params = params.iter().map(|t| AbiParam::new(*t)).collect();
        sig.returns = returns.iter().map(|t| AbiParam::new(*t)).collect();
        let mut func = Function::with_name_signature(UserFuncName::testcase("main"), sig);
        let mut fctx = FunctionBuilderContext::new();
        let mut b = FunctionBuilder::new(&mut func, &mut fctx);
        let block = b.create_block();
        b.append_block_params_for_function_params(block);
        b.switch_to_block(block);
        let params = b.block_params(block).to_vec();
        let results = body(&mut b, &params);
        b.ins().return_(&results);
        b.seal_all_blocks();
        GeneratedModule {
            functions: vec![func],
            main: "%main".to_string(),
            args,
            data,
        }
    }

    fn returned(values: Vec<DataValue>, data: Vec<u8>) -> Behavior {
        Behavior::Returned { values, data }
    }

    /// `(iconcat (isplit x), x.lo + x.hi + y, d srem -1)`.
    #[test]
    fn rewritten_ops_keep_their_meaning() {
        let module = module_of(
            &[I64, I32, I16],
            &[I64, I32, I16],
            Vec::new(),
            vec![
                DataValue::I64(0x1234_5678_9abc_def0),
                DataValue::I32(1),
                DataValue::I16(i16::MIN),
            ],
            |b, p| {
                let (lo, hi) = b.ins().isplit(p[0]);
                let joined = b.ins().iconcat(lo, hi);
                let sum = b.ins().iadd(lo, hi);
                let sum = b.ins().iadd(sum, p[1]);
                let minus_one = b.ins().iconst(I16, 0xffff);
                let rem = b.ins().srem(p[2], minus_one);
                vec![joined, sum, rem]
            },
        );
        let expected = returned(
            vec![
                DataValue::I64(0x1234_5678_9abc_def0),
                DataValue::I32(0x1234_5678_u32.wrapping_add(0x9abc_def0).wrapping_add(1) as i32),
                DataValue::I16(0),
            ],
            Vec::new(),
        );
        for endian in [Endian::Big, Endian::Little] {
            assert_eq!(interpret(&module, endian), Ok(expected.clone()));
        }
    }

    /// Signed add and subtract with carry in, on `i8`, against host arithmetic
    /// in `i32` (the true sum, then whether it fits in `i8`).
    #[test]
    fn signed_carry_chains_follow_the_true_sum() {
        let edges = [-128i8, -127, -1, 0, 1, 126, 127];
        for x in edges {
            for y in edges {
                for c in [0i8, 1, -1] {
                    let module = module_of(
                        &[I8, I8, I8],
                        &[I8, I8, I8, I8],
                        Vec::new(),
                        vec![DataValue::I8(x), DataValue::I8(y), DataValue::I8(c)],
                        |b, p| {
                            let (s, so) = b.ins().sadd_overflow_cin(p[0], p[1], p[2]);
                            let (d, dof) = b.ins().ssub_overflow_bin(p[0], p[1], p[2]);
                            vec![s, so, d, dof]
                        },
                    );
                    let carry = i32::from(c != 0);
                    let sum = i32::from(x) + i32::from(y) + carry;
                    let diff = i32::from(x) - i32::from(y) - carry;
                    let fits = |v: i32| i8::try_from(v).is_ok();
                    let expected = returned(
                        vec![
                            DataValue::I8(sum as i8),
                            DataValue::I8(i8::from(!fits(sum))),
                            DataValue::I8(diff as i8),
                            DataValue::I8(i8::from(!fits(diff))),
                        ],
                        Vec::new(),
                    );
                    assert_eq!(interpret(&module, Endian::Big), Ok(expected), "{x} {y} {c}");
                }
            }
        }
    }

    /// `uload32`/`sload32` of a data object, a store into it, and its final
    /// bytes; the byte order decides which bytes the loads see.
    #[test]
    fn data_objects_loads_and_final_contents() {
        let data = vec![
            DataObject {
                name: "d0".to_string(),
                contents: vec![0x11, 0x22, 0x33],
                align: 1,
                writable: false,
            },
            DataObject {
                name: "d1".to_string(),
                contents: vec![0x80, 0x00, 0x00, 0x01, 0xaa, 0xbb, 0xcc, 0xdd],
                align: 8,
                writable: true,
            },
        ];
        let module = module_of(&[], &[I64, I64], data, Vec::new(), |b, _| {
            let gv = b.create_global_value(GlobalValueData::Symbol {
                name: ExternalName::testcase("d1"),
                offset: Imm64::new(0),
                colocated: true,
                tls: false,
            });
            let addr = b.ins().symbol_value(I32, gv);
            let flags = MemFlagsData::new();
            let u = b.ins().uload32(flags, addr, 0);
            let s = b.ins().sload32(flags, addr, 0);
            let v = b.ins().iconst(I16, 0x1234);
            b.ins().store(flags, v, addr, 5);
            vec![u, s]
        });
        let big = returned(
            vec![
                DataValue::I64(0x8000_0001),
                DataValue::I64(0xffff_ffff_8000_0001_u64 as i64),
            ],
            vec![0x11, 0x22, 0x33, 0x80, 0, 0, 1, 0xaa, 0x12, 0x34, 0xdd],
        );
        let little = returned(
            vec![DataValue::I64(0x0100_0080), DataValue::I64(0x0100_0080)],
            vec![0x11, 0x22, 0x33, 0x80, 0, 0, 1, 0xaa, 0x34, 0x12, 0xdd],
        );
        assert_eq!(interpret(&module, Endian::Big), Ok(big));
        assert_eq!(interpret(&module, Endian::Little), Ok(little));
    }

    /// `call_indirect` of a `func_addr`, and the frame registers' facts.
    #[test]
    fn indirect_calls_and_frame_registers() {
        let mut module = module_of(
            &[I32],
            &[I32, I8],
            Vec::new(),
            vec![DataValue::I32(20)],
            |b, p| {
                let mut sig = Signature::new(CallConv::SystemV);
                sig.params.push(AbiParam::new(I32));
                sig.returns.push(AbiParam::new(I32));
                let sigref = b.import_signature(sig);
                let callee = b.import_function(ExtFuncData {
                    name: ExternalName::testcase("double"),
                    signature: sigref,
                    colocated: true,
                    patchable: false,
                });
                let addr = b.ins().func_addr(I32, callee);
                let call = b.ins().call_indirect(sigref, addr, &[p[0]]);
                let doubled = b.inst_results(call)[0];
                let fp = b.ins().get_frame_pointer(I32);
                let sp = b.ins().get_stack_pointer(I32);
                let below = b.ins().icmp(IntCC::UnsignedLessThanOrEqual, sp, fp);
                vec![doubled, below]
            },
        );
        let mut sig = Signature::new(CallConv::SystemV);
        sig.params.push(AbiParam::new(I32));
        sig.returns.push(AbiParam::new(I32));
        let mut double = Function::with_name_signature(UserFuncName::testcase("double"), sig);
        let mut fctx = FunctionBuilderContext::new();
        let mut b = FunctionBuilder::new(&mut double, &mut fctx);
        let block = b.create_block();
        b.append_block_params_for_function_params(block);
        b.switch_to_block(block);
        let x = b.block_params(block)[0];
        let twice = b.ins().iadd(x, x);
        b.ins().return_(&[twice]);
        b.seal_all_blocks();
        module.functions.push(double);
        let expected = returned(vec![DataValue::I32(40), DataValue::I8(1)], Vec::new());
        assert_eq!(interpret(&module, Endian::Little), Ok(expected));
    }

    #[test]
    fn narrow_results_compare_on_their_bits() {
        let a = returned(vec![DataValue::I8(-1)], Vec::new());
        assert!(agree(&a, &a.clone()));
        assert!(!agree(&a, &returned(vec![DataValue::I8(1)], Vec::new())));
        assert!(!agree(&a, &returned(vec![DataValue::I16(-1)], Vec::new())));
        assert!(!agree(&a, &returned(vec![DataValue::I8(-1)], vec![0])));
        assert!(!agree(&a, &Behavior::Trapped(TrapCode::INTEGER_OVERFLOW)));
        assert_eq!(masked(&DataValue::I8(-1)), 0xff);
    }
}
