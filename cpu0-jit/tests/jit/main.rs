//! Programs built with cranelift-frontend into a `Cpu0JitModule` and run on the
//! simulator: several functions and data objects, host functions, traps with
//! backtraces, and bad input (each a clear error, never a panic).

#![allow(clippy::result_large_err)]

mod bad_input;
#[path = "../common/mod.rs"]
mod common;
mod host_functions;
mod programs;
mod traps;

use common::*;
use cpu0_asm::{decode, Endian, Opcode};
use cpu0_isa::Flags;
use cpu0_jit::{Cpu0JitBuilder, Cpu0JitModule, HostContext, HostError, JitError};
use cpu0_sim::Trap;
use cranelift_codegen::binemit::Reloc;
use cranelift_codegen::data_value::DataValue;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::immediates::Ieee16;
use cranelift_codegen::ir::{types, MemFlagsData, TrapCode};
use cranelift_module::{DataDescription, DataId, Linkage, Module, ModuleError, ModuleReloc};
use std::cell::Cell;
use std::rc::Rc;

/// Every test's instruction budget: far above what any of them runs, so that a
/// miscompiled loop fails fast.
const BUDGET: u64 = 100_000_000;

fn module(flags: Flags) -> Cpu0JitModule {
    let mut builder = Cpu0JitBuilder::new(flags);
    builder.budget(Some(BUDGET)).strict(true);
    Cpu0JitModule::new(builder).unwrap()
}

fn words(values: &[i32], endian: Endian) -> Vec<u8> {
    values
        .iter()
        .flat_map(|v| endian.word_bytes(*v as u32))
        .collect()
}

fn data(m: &mut Cpu0JitModule, name: &str, writable: bool, desc: &DataDescription) -> DataId {
    let id = m
        .declare_data(name, Linkage::Local, writable, false)
        .unwrap();
    m.define_data(id, desc).unwrap();
    id
}

/// The address of a data object inside a function.
fn data_addr(
    m: &mut Cpu0JitModule,
    b: &mut cranelift_frontend::FunctionBuilder,
    id: DataId,
) -> cranelift_codegen::ir::Value {
    let gv = m.declare_data_in_func(id, b.func);
    let ptr = m.target_config().pointer_type();
    b.ins().symbol_value(ptr, gv)
}

fn the_trap(r: Result<impl std::fmt::Debug, JitError>) -> cpu0_jit::JitTrap {
    match r {
        Err(JitError::Trap(t)) => *t,
        other => panic!("expected a trap, got {other:?}"),
    }
}

fn backend_error(e: ModuleError) -> String {
    match e {
        ModuleError::Backend(e) => {
            assert!(e.downcast_ref::<JitError>().is_some(), "{e}");
            e.to_string()
        }
        other => panic!("expected a backend error, got {other}"),
    }
}
