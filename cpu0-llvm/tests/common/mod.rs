//! Test support: `.ll` text translated straight into a `Cpu0JitModule`, as
//! `cpu0c run` does (the JIT places code and data, resolves relocations and links
//! the runtime routines the code calls), and calls with arguments and results
//! given as bits.
//!
//! Imports that the module does not define may be the host functions of
//! [`HOSTS`], or routines of the runtime (`cpu0-rt`, `__cpu0_*`).

#![allow(dead_code)]

use cpu0_asm::Endian;
use cpu0_isa::{Flags, OptLevel};
use cpu0_jit::{Cpu0JitBuilder, Cpu0JitModule, JitError};
use cpu0_llvm::{import, TranslateOptions};
use cranelift_codegen::data_value::DataValue;
use cranelift_codegen::ir::{types, Type};
use cranelift_module::{FuncId, Module};
use std::collections::BTreeMap;

/// A module that keeps what it is given (for tests that translate only).
#[allow(unused_imports)]
pub use cpu0_object::CollectModule;

/// Host functions available to imports, by name, on 32-bit arguments.
pub type HostFn = fn(u32, u32) -> u32;

pub const HOSTS: &[(&str, HostFn)] = &[
    ("host_add", |a, b| a.wrapping_add(b)),
    ("host_mul", |a, b| a.wrapping_mul(b)),
];

/// A translated module, finalized in the JIT.
pub struct Linked {
    pub jit: Cpu0JitModule,
    /// LLVM function name -> function.
    pub funcs: BTreeMap<String, FuncId>,
}

/// An argument or result as its bits; the callee's signature gives the type.
#[derive(Clone, Copy, Debug)]
pub struct Int {
    pub bits: u32,
    pub value: u128,
}

/// Parses and translates `text` into a JIT for `endian` and finalizes it.
pub fn build(text: &str, endian: Endian, opt: OptLevel) -> Result<Linked, String> {
    let ast = cpu0_llvm::parse(text).map_err(|e| e.to_string())?;
    let mut builder = Cpu0JitBuilder::new(Flags {
        endian,
        opt_level: opt,
        ..Flags::default()
    });
    builder.budget(Some(200_000_000)).strict(true);
    for &(name, f) in HOSTS {
        builder.host_fn(name, move |args: &[u64]| {
            u64::from(f(args[0] as u32, args[1] as u32))
        });
    }
    let mut jit = Cpu0JitModule::new(builder).map_err(|e| e.to_string())?;
    let opts = cpu0_llvm::TranslateOptions {
        target: Some(endian),
        ..Default::default()
    };
    let t = cpu0_llvm::translate(&ast, &mut jit, &opts).map_err(|e| e.to_string())?;
    jit.finalize_definitions().map_err(|e| e.to_string())?;
    Ok(Linked {
        jit,
        funcs: t.functions,
    })
}

/// `bits` as a value of CLIF type `ty`.
fn data_value(ty: Type, bits: u128) -> Result<DataValue, String> {
    use cranelift_codegen::ir::immediates::{Ieee32, Ieee64};
    Ok(match ty {
        types::I8 => DataValue::I8(bits as i8),
        types::I16 => DataValue::I16(bits as i16),
        types::I32 => DataValue::I32(bits as i32),
        types::I64 => DataValue::I64(bits as i64),
        types::I128 => DataValue::I128(bits as i128),
        types::F32 => DataValue::F32(Ieee32::with_bits(bits as u32)),
        types::F64 => DataValue::F64(Ieee64::with_bits(bits as u64)),
        other => return Err(format!("no run-line values of type {other}")),
    })
}

/// The bits of a result.
fn bits_of(v: &DataValue) -> u128 {
    match v {
        DataValue::I8(x) => u128::from(*x as u8),
        DataValue::I16(x) => u128::from(*x as u16),
        DataValue::I32(x) => u128::from(*x as u32),
        DataValue::I64(x) => u128::from(*x as u64),
        DataValue::I128(x) => *x as u128,
        DataValue::F32(x) => u128::from(x.bits()),
        DataValue::F64(x) => u128::from(x.bits()),
        other => panic!("unexpected result {other:?}"),
    }
}

impl Linked {
    /// Calls `name` with arguments of its signature's types, given as bits;
    /// returns the first result's bits (0 for a function without results).
    pub fn call(&mut self, name: &str, args: &[Int]) -> Result<u128, JitError> {
        let id = *self
            .funcs
            .get(name)
            .unwrap_or_else(|| panic!("no function @{name}"));
        let params = self
            .jit
            .declarations()
            .get_function_decl(id)
            .signature
            .params
            .clone();
        let values = params
            .iter()
            .zip(args)
            .map(|(p, a)| data_value(p.value_type, a.value))
            .collect::<Result<Vec<_>, _>>()
            .unwrap_or_else(|e| panic!("@{name}: {e}"));
        let results = self.jit.call(id, &values)?;
        Ok(results.first().map_or(0, bits_of))
    }
}

/// `.ll` text imported into a fresh JIT module that counts executed opcodes.
pub fn jit_counting_opcodes(
    endian: Endian,
    opt: OptLevel,
    text: &str,
) -> (Cpu0JitModule, cpu0_llvm::Translated) {
    let flags = Flags {
        endian,
        opt_level: opt,
        ..Flags::default()
    };
    let mut b = Cpu0JitBuilder::new(flags);
    b.count_opcodes(true);
    let mut module = Cpu0JitModule::new(b).unwrap();
    let opts = TranslateOptions {
        target: Some(endian),
        ..TranslateOptions::default()
    };
    let t = import(text, &mut module, &opts).unwrap();
    module.finalize_definitions().unwrap();
    (module, t)
}
