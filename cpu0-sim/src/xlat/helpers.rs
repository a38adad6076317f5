//! The two helper functions every code module holds: `enter`, through which
//! Rust calls a unit, and the exit stub, which an unlinked link slot chains
//! to. Their machine code is the same in every module, so it is compiled once
//! per process (by the worker thread as it starts, before its first job, so
//! that the main thread finds it ready) and only copied into each new module:
//! compiling both on the main thread for every machine cost a short program
//! 120-220 us before its first unit ran.

use super::cache::unit_signature;
use super::worker::{shared_isa, Built};
use crate::machine::Cpu;
use cranelift_codegen::control::ControlPlane;
use cranelift_codegen::ir::{types, AbiParam, InstBuilder, MemFlagsData, Signature};
use cranelift_codegen::ir::{UserFuncName, Value};
use cranelift_codegen::isa::TargetIsa;
use cranelift_codegen::Context;
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_jit::JITModule;
use cranelift_module::{Linkage, Module};
use std::mem::offset_of;
use std::sync::OnceLock;
use std::time::Instant;

/// `enter(unit, cpu, limit, count)`: calls a unit from Rust.
pub(super) type EnterFn = unsafe extern "C" fn(u64, *mut Cpu, u64, u64) -> u64;

/// The helpers' machine code.
pub(super) struct HelperCode {
    enter: Built,
    exit: Built,
}

/// The helpers' code, compiled at the first call of the process; `None`
/// where Cranelift has no backend for the host or refuses them.
pub(super) fn helper_code() -> Option<&'static HelperCode> {
    static CODE: OnceLock<Option<HelperCode>> = OnceLock::new();
    CODE.get_or_init(|| compile_helpers(&*shared_isa()?))
        .as_ref()
}

/// `enter`'s signature: the host's calling convention, four `i64`s in, one out.
fn enter_signature(isa: &dyn TargetIsa) -> Signature {
    let mut sig = Signature::new(isa.default_call_conv());
    for _ in 0..4 {
        sig.params.push(AbiParam::new(types::I64));
    }
    sig.returns.push(AbiParam::new(types::I64));
    sig
}

fn compile_helpers(isa: &dyn TargetIsa) -> Option<HelperCode> {
    let mut ctx = Context::new();
    let mut fctx = FunctionBuilderContext::new();
    // `enter` calls the unit with no link slot.
    let unit_sig = unit_signature();
    let enter = compile_helper(isa, &mut ctx, &mut fctx, enter_signature(isa), |b, p| {
        let unit_sig = b.import_signature(unit_sig);
        let no_slot = b.ins().iconst(types::I64, 0);
        let call = b
            .ins()
            .call_indirect(unit_sig, p[0], &[p[1], p[2], p[3], no_slot]);
        b.inst_results(call)[0]
    })?;
    // The exit stub returns to the dispatcher with the count it was given.
    // A chain through a link slot not yet filled tail-calls it; it stores
    // the slot, for the dispatcher to fill, and the slot's guest target (the
    // word after the slot) as the PC. Here and not in every chain: a linked
    // chain stores nothing.
    let exit = compile_helper(isa, &mut ctx, &mut fctx, unit_signature(), |b, p| {
        let (cpu, count, slot) = (p[0], p[2], p[3]);
        let store = MemFlagsData::new().with_notrap();
        b.ins()
            .store(store, slot, cpu, offset_of!(Cpu, link) as i32);
        let target = b.ins().load(types::I64, store, slot, 8);
        let pc = b.ins().ireduce(types::I32, target);
        b.ins().store(store, pc, cpu, offset_of!(Cpu, pc) as i32);
        b.ins().ishl_imm_s(count, 2)
    })?;
    Some(HelperCode { enter, exit })
}

/// Compiles a one-block function of signature `sig`, whose result `body`
/// computes from the parameters, to code that needs no relocation.
fn compile_helper(
    isa: &dyn TargetIsa,
    ctx: &mut Context,
    fctx: &mut FunctionBuilderContext,
    sig: Signature,
    body: impl FnOnce(&mut FunctionBuilder, &[Value]) -> Value,
) -> Option<Built> {
    let began = Instant::now();
    ctx.clear();
    ctx.func.signature = sig;
    ctx.func.name = UserFuncName::user(0, 0);
    {
        let mut b = FunctionBuilder::new(&mut ctx.func, fctx);
        let block = b.create_block();
        b.append_block_params_for_function_params(block);
        b.switch_to_block(block);
        let params = b.block_params(block).to_vec();
        let result = body(&mut b, &params);
        b.ins().return_(&[result]);
        b.seal_all_blocks();
        b.finalize(isa.frontend_config());
    }
    let align = u64::from(
        ctx.compile(isa, &mut ControlPlane::default())
            .ok()?
            .buffer
            .alignment,
    );
    let code = ctx.compiled_code()?;
    let bytes = code
        .buffer
        .relocs()
        .is_empty()
        .then(|| code.code_buffer().to_vec())?;
    ctx.clear();
    Some(Built {
        bytes,
        align,
        time: began.elapsed(),
    })
}

/// Copies the helpers into the fresh `module` and makes them executable:
/// `enter`, and the exit stub's address (code runs `exec_offset` bytes from
/// where the module reports it).
pub(super) fn install_helpers(module: &mut JITModule, exec_offset: u64) -> Option<(EnterFn, u64)> {
    let code = helper_code()?;
    let enter_sig = enter_signature(module.isa());
    let enter = module
        .declare_function("enter", Linkage::Local, &enter_sig)
        .ok()?;
    let exit = module
        .declare_function("exit", Linkage::Local, &unit_signature())
        .ok()?;
    module
        .define_function_bytes(enter, code.enter.align, &code.enter.bytes, &[])
        .ok()?;
    module
        .define_function_bytes(exit, code.exit.align, &code.exit.bytes, &[])
        .ok()?;
    module.finalize_definitions().ok()?;
    let runs_at = |f| (module.get_finalized_function(f) as u64).wrapping_add(exec_offset);
    let (enter, exit) = (runs_at(enter), runs_at(exit));
    // SAFETY: `enter` was compiled with exactly this signature in the host's
    // default calling convention.
    let enter = unsafe { std::mem::transmute::<*const u8, EnterFn>(enter as *const u8) };
    Some((enter, exit))
}
