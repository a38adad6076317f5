//! Helpers shared by the integration tests: modules built with `cranelift_frontend`.

#![allow(dead_code)]

use cpu0_asm::{Endian, IsaLevel};
use cpu0_isa::{Flags, OptLevel};
use cpu0_object::{
    link, Cpu0ObjectBuilder, Cpu0ObjectModule, Executable, LinkError, LinkOptions, RunResult,
};
use cpu0_sim::{Config, Machine, Trap};
use cranelift_codegen::ir::{
    types, AbiParam, Function, InstBuilder, MemFlagsData, Signature, Value,
};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_module::{DataDescription, DataId, FuncId, Linkage, Module};

pub const I32: types::Type = types::I32;

/// Every target: both byte orders, both ISA levels, both optimisation levels, with
/// and without delay-slot filling.
pub fn all_flags() -> Vec<Flags> {
    let mut v = Vec::new();
    for endian in [Endian::Big, Endian::Little] {
        for level in [IsaLevel::Cpu032I, IsaLevel::Cpu032II] {
            for opt_level in [OptLevel::None, OptLevel::Speed] {
                for fill_delay_slots in [false, true] {
                    v.push(Flags {
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
    v
}

pub fn module(flags: Flags, name: &str) -> Cpu0ObjectModule {
    Cpu0ObjectModule::new(Cpu0ObjectBuilder::new(flags, name))
}

pub fn sig(m: &Cpu0ObjectModule, params: &[types::Type], returns: &[types::Type]) -> Signature {
    let mut s = m.make_signature();
    s.params = params.iter().map(|t| AbiParam::new(*t)).collect();
    s.returns = returns.iter().map(|t| AbiParam::new(*t)).collect();
    s
}

/// Declares a function and defines it with a body built by `body`, which gets the
/// builder (positioned in the entry block), the entry block's parameters and the
/// module (to import functions and data).
pub fn define(
    m: &mut Cpu0ObjectModule,
    name: &str,
    linkage: Linkage,
    params: &[types::Type],
    returns: &[types::Type],
    body: impl FnOnce(&mut FunctionBuilder<'_>, &[Value], &mut Cpu0ObjectModule),
) -> FuncId {
    let signature = sig(m, params, returns);
    let id = m.declare_function(name, linkage, &signature).unwrap();
    let mut ctx = m.make_context();
    ctx.func.signature = signature;
    let config = m.target_config();
    let mut fctx = FunctionBuilderContext::new();
    {
        let mut b = FunctionBuilder::new(&mut ctx.func, &mut fctx);
        let entry = b.create_block();
        b.append_block_params_for_function_params(entry);
        b.switch_to_block(entry);
        let args = b.block_params(entry).to_vec();
        body(&mut b, &args, m);
        b.seal_all_blocks();
        b.finalize(config);
    }
    m.define_function(id, &mut ctx)
        .unwrap_or_else(|e| panic!("{name}: {e}\n{}", ctx.func.display()));
    id
}

/// Calls `callee` (a module function) from the function being built.
pub fn call(
    b: &mut FunctionBuilder<'_>,
    m: &mut Cpu0ObjectModule,
    callee: FuncId,
    args: &[Value],
) -> Vec<Value> {
    let fref = m.declare_func_in_func(callee, b.func);
    let inst = b.ins().call(fref, args);
    b.inst_results(inst).to_vec()
}

/// The address of a data object.
pub fn data_addr(b: &mut FunctionBuilder<'_>, m: &mut Cpu0ObjectModule, data: DataId) -> Value {
    let gv = m.declare_data_in_func(data, b.func);
    b.ins().symbol_value(I32, gv)
}

pub fn load32(b: &mut FunctionBuilder<'_>, addr: Value, offset: i32) -> Value {
    b.ins().load(I32, MemFlagsData::trusted(), addr, offset)
}

/// Declares and defines a data object.
pub fn data(
    m: &mut Cpu0ObjectModule,
    name: &str,
    linkage: Linkage,
    writable: bool,
    fill: impl FnOnce(&mut DataDescription, &mut Cpu0ObjectModule),
) -> DataId {
    let id = m.declare_data(name, linkage, writable, false).unwrap();
    let mut d = DataDescription::new();
    fill(&mut d, m);
    m.define_data(id, &d).unwrap();
    id
}

/// A word in the target's byte order.
pub fn word(flags: &Flags, v: u32) -> [u8; 4] {
    flags.endian.word_bytes(v)
}

/// Links and runs; returns the result, the console text and the machine.
pub fn link_and_run(
    objects: Vec<(String, Vec<u8>)>,
    opts: &LinkOptions,
) -> Result<(Result<RunResult, Trap>, String, Machine, Executable), LinkError> {
    let exe = link(&objects, opts)?;
    let exe = Executable::parse(&exe).expect("the linker's output parses");
    let mut machine = exe
        .machine(Config {
            budget: Some(50_000_000),
            strict: true,
            ..Config::default()
        })
        .unwrap();
    let result = exe.run(&mut machine);
    let console = String::from_utf8_lossy(&machine.take_console()).into_owned();
    Ok((result, console, machine, exe))
}

/// The function a CLIF text defines, parsed.
pub fn clif(text: &str) -> Vec<Function> {
    cranelift_reader::parse_functions(text).unwrap()
}
