//! Helpers shared by the integration tests: building functions with
//! `cranelift-frontend` against any `Module`.

#![allow(dead_code)]

use cpu0_asm::{Endian, IsaLevel};
use cpu0_isa::{Flags, OptLevel};
use cranelift_codegen::ir::{types, AbiParam, Signature, Type, Value};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_module::{FuncId, Linkage, Module};

/// Every target: both byte orders, both ISA levels, both optimisation levels,
/// delay slots filled or not.
pub fn all_flags() -> Vec<Flags> {
    let mut out = Vec::new();
    for endian in [Endian::Big, Endian::Little] {
        for level in [IsaLevel::Cpu032I, IsaLevel::Cpu032II] {
            for opt_level in [OptLevel::None, OptLevel::Speed] {
                for fill_delay_slots in [false, true] {
                    out.push(Flags {
                        endian,
                        level,
                        opt_level,
                        fill_delay_slots,
                        ..Flags::default()
                    });
                }
            }
        }
    }
    out
}

pub fn signature<M: Module>(m: &M, params: &[Type], rets: &[Type]) -> Signature {
    let mut sig = m.make_signature();
    sig.params = params.iter().map(|t| AbiParam::new(*t)).collect();
    sig.returns = rets.iter().map(|t| AbiParam::new(*t)).collect();
    sig
}

/// Declares `name` and defines it with a body built by `body`, which gets the
/// module, the builder (positioned in the entry block) and the parameters and
/// returns the values to return.
pub fn define<M: Module>(
    m: &mut M,
    name: &str,
    params: &[Type],
    rets: &[Type],
    body: impl FnOnce(&mut M, &mut FunctionBuilder, &[Value]) -> Vec<Value>,
) -> FuncId {
    let sig = signature(m, params, rets);
    let id = m.declare_function(name, Linkage::Export, &sig).unwrap();
    define_declared(m, id, sig, body);
    id
}

pub fn define_declared<M: Module>(
    m: &mut M,
    id: FuncId,
    sig: Signature,
    body: impl FnOnce(&mut M, &mut FunctionBuilder, &[Value]) -> Vec<Value>,
) {
    let mut ctx = m.make_context();
    ctx.func.signature = sig;
    let mut fctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut ctx.func, &mut fctx);
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    let params = b.block_params(entry).to_vec();
    let results = body(m, &mut b, &params);
    b.ins().return_(&results);
    b.seal_all_blocks();
    b.finalize(m.target_config());
    m.define_function(id, &mut ctx).unwrap();
}

/// Declares an imported function.
pub fn import<M: Module>(m: &mut M, name: &str, params: &[Type], rets: &[Type]) -> FuncId {
    let sig = signature(m, params, rets);
    m.declare_function(name, Linkage::Import, &sig).unwrap()
}

pub use cranelift_codegen::ir::InstBuilder;
pub const I32: Type = types::I32;
pub const I64: Type = types::I64;
pub const I8: Type = types::I8;
