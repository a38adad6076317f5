//! The reference side: a generated module on `cranelift-interpreter`.

use crate::gen::GeneratedModule;
use cpu0_asm::Endian;
use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::data_value::DataValue;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I32, I64};
use cranelift_codegen::ir::{Endianness, Function, InstBuilder, Opcode, TrapCode};
use cranelift_interpreter::environment::FunctionStore;
use cranelift_interpreter::interpreter::{Interpreter, InterpreterError, InterpreterState};
use cranelift_interpreter::step::{ControlFlow, CraneliftTrap};
use std::fmt;

/// Interpreter steps (CLIF instructions) before a case is skipped.
pub const INTERPRETER_FUEL: u64 = 200_000;

/// What one side did with `main`.
#[derive(Clone, Debug, PartialEq)]
pub enum Behavior {
    Returned(Vec<DataValue>),
    Trapped(TrapCode),
    /// Something no CLIF program does: a memory fault, an illegal instruction, a
    /// result not extended as its signature says.
    Fault(String),
}

impl fmt::Display for Behavior {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Behavior::Returned(values) => {
                write!(f, "returned [")?;
                for (i, v) in values.iter().enumerate() {
                    let sep = if i == 0 { "" } else { ", " };
                    write!(f, "{sep}{v} ({:#x})", masked(v))?;
                }
                write!(f, "]")
            }
            Behavior::Trapped(code) => write!(f, "trapped: {code}"),
            Behavior::Fault(what) => write!(f, "fault: {what}"),
        }
    }
}

/// The low `ty.bits()` bits of an integer value, zero-extended.
pub fn masked(v: &DataValue) -> u64 {
    match *v {
        DataValue::I8(x) => u64::from(x as u8),
        DataValue::I16(x) => u64::from(x as u16),
        DataValue::I32(x) => u64::from(x as u32),
        DataValue::I64(x) => x as u64,
        _ => 0,
    }
}

/// Whether two behaviours agree: the same trap code, or the same results
/// compared on their types' bits only.
pub fn agree(a: &Behavior, b: &Behavior) -> bool {
    match (a, b) {
        (Behavior::Returned(x), Behavior::Returned(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(x, y)| x.ty() == y.ty() && masked(x) == masked(y))
        }
        (Behavior::Trapped(x), Behavior::Trapped(y)) => x == y,
        _ => false,
    }
}

/// Runs `main` on the interpreter, with loads and stores in the target's byte
/// order. `Err` is a reason to skip the case (fuel exhausted, an interpreter
/// limitation).
pub fn interpret(module: &GeneratedModule, endian: Endian) -> Result<Behavior, String> {
    let functions: Vec<Function> = module.functions.iter().map(for_interpreter).collect();
    let mut store = FunctionStore::default();
    for f in &functions {
        store.add(f.name.to_string(), f);
    }
    let mut state = InterpreterState::default().with_function_store(store);
    state.native_endianness = match endian {
        Endian::Big => Endianness::Big,
        Endian::Little => Endianness::Little,
    };
    let mut interpreter = Interpreter::new(state).with_fuel(Some(INTERPRETER_FUEL));
    match interpreter.call_by_name(&module.main, &module.args) {
        Ok(ControlFlow::Return(values)) => Ok(Behavior::Returned(values.to_vec())),
        Ok(ControlFlow::Trap(CraneliftTrap::User(code))) => Ok(Behavior::Trapped(code)),
        Ok(ControlFlow::Trap(trap)) => Err(format!("interpreter trap: {trap}")),
        Ok(other) => Err(format!("interpreter stopped with {other:?}")),
        Err(InterpreterError::FuelExhausted) => Err("interpreter fuel exhausted".to_string()),
        Err(e) => Err(format!("interpreter error: {e}")),
    }
}

/// `f` rewritten, with the same meaning, around two places where
/// cranelift-interpreter 0.135 departs from CLIF as documented and as native
/// backends implement it:
/// - `iconcat`/`isplit` between `i32` and `i64` become extends and shifts: the
///   interpreter implements them only between `i64` and `i128`.
/// - `srem x, -1` becomes `srem x, 1` (both are 0): the interpreter traps with
///   `int_ovf` on `srem MIN, -1`, but `srem` traps only on a zero divisor.
pub fn for_interpreter(f: &Function) -> Function {
    let mut func = f.clone();
    let mut pos = FuncCursor::new(&mut func);
    while pos.next_block().is_some() {
        while let Some(inst) = pos.next_inst() {
            let opcode = pos.func.dfg.insts[inst].opcode();
            let args = pos.func.dfg.inst_args(inst).to_vec();
            if opcode == Opcode::Srem {
                let ty = pos.func.dfg.value_type(args[1]);
                let minus_one = pos.ins().iconst(ty, (u64::MAX >> (64 - ty.bits())) as i64);
                let one = pos.ins().iconst(ty, 1);
                let is_minus_one = pos.ins().icmp(IntCC::Equal, args[1], minus_one);
                let divisor = pos.ins().select(is_minus_one, one, args[1]);
                pos.func.dfg.inst_args_mut(inst)[1] = divisor;
            } else if opcode == Opcode::Iconcat {
                let lo = pos.ins().uextend(I64, args[0]);
                let hi = pos.ins().uextend(I64, args[1]);
                let c32 = pos.ins().iconst(I32, 32);
                let hi = pos.ins().ishl(hi, c32);
                pos.func.replace(inst).bor(lo, hi);
            } else if opcode == Opcode::Isplit {
                let lo = pos.ins().ireduce(I32, args[0]);
                let c32 = pos.ins().iconst(I32, 32);
                let hi = pos.ins().ushr(args[0], c32);
                let hi = pos.ins().ireduce(I32, hi);
                let results = pos.func.dfg.inst_results(inst).to_vec();
                pos.func.dfg.clear_results(inst);
                pos.remove_inst_and_step_back();
                pos.func.dfg.change_to_alias(results[0], lo);
                pos.func.dfg.change_to_alias(results[1], hi);
            }
        }
    }
    func
}

#[cfg(test)]
mod tests {
    use super::*;
    use cranelift_codegen::ir::types::I16;
    use cranelift_codegen::ir::{AbiParam, Signature, UserFuncName};
    use cranelift_codegen::isa::CallConv;
    use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};

    /// `%main(x: i64, y: i32, d: i16) -> i64, i32, i16`:
    /// `(iconcat (isplit x), x.lo + x.hi + y, d srem -1)`.
    fn pairs_and_srem() -> GeneratedModule {
        let mut sig = Signature::new(CallConv::SystemV);
        sig.params = vec![AbiParam::new(I64), AbiParam::new(I32), AbiParam::new(I16)];
        sig.returns = vec![AbiParam::new(I64), AbiParam::new(I32), AbiParam::new(I16)];
        let mut func = Function::with_name_signature(UserFuncName::testcase("main"), sig);
        let mut fctx = FunctionBuilderContext::new();
        let mut b = FunctionBuilder::new(&mut func, &mut fctx);
        let block = b.create_block();
        b.append_block_params_for_function_params(block);
        b.switch_to_block(block);
        let [x, y, d] = b.block_params(block).try_into().unwrap();
        let (lo, hi) = b.ins().isplit(x);
        let joined = b.ins().iconcat(lo, hi);
        let sum = b.ins().iadd(lo, hi);
        let sum = b.ins().iadd(sum, y);
        let minus_one = b.ins().iconst(I16, 0xffff);
        let rem = b.ins().srem(d, minus_one);
        b.ins().return_(&[joined, sum, rem]);
        b.seal_all_blocks();
        GeneratedModule {
            functions: vec![func],
            main: "%main".to_string(),
            args: vec![
                DataValue::I64(0x1234_5678_9abc_def0),
                DataValue::I32(1),
                DataValue::I16(i16::MIN),
            ],
        }
    }

    #[test]
    fn rewritten_ops_keep_their_meaning() {
        let module = pairs_and_srem();
        let expected = Behavior::Returned(vec![
            DataValue::I64(0x1234_5678_9abc_def0),
            DataValue::I32(0x1234_5678_u32.wrapping_add(0x9abc_def0).wrapping_add(1) as i32),
            DataValue::I16(0),
        ]);
        for endian in [Endian::Big, Endian::Little] {
            assert_eq!(interpret(&module, endian), Ok(expected.clone()));
        }
    }

    #[test]
    fn narrow_results_compare_on_their_bits() {
        let a = Behavior::Returned(vec![DataValue::I8(-1)]);
        let b = Behavior::Returned(vec![DataValue::I8(-1)]);
        assert!(agree(&a, &b));
        assert!(!agree(&a, &Behavior::Returned(vec![DataValue::I8(1)])));
        assert!(!agree(&a, &Behavior::Returned(vec![DataValue::I16(-1)])));
        assert!(!agree(&a, &Behavior::Trapped(TrapCode::INTEGER_OVERFLOW)));
        assert_eq!(masked(&DataValue::I8(-1)), 0xff);
    }
}
