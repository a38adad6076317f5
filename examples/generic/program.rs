//! A program built once against the generic `cranelift_module::Module` trait, so
//! it runs on any module: `cranelift_jit::JITModule` on the host,
//! `cpu0_jit::Cpu0JitModule` on the Cpu0 simulator. It is shared by
//! `examples/generic_module.rs` and `tests/generic_module.rs`.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, AbiParam, InstBuilder, MemFlagsData, Signature};
use cranelift_codegen::ir::{Endianness, Type};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_module::{DataDescription, FuncId, Linkage, Module, ModuleResult};

/// The values of the data table that `sum_table` adds up.
pub const TABLE: [i32; 10] = [3, -1, 4, 1, -5, 9, 2, -6, 5, 1_000_000];

/// The functions of the program.
pub struct FuncIds {
    /// `fib(n: i32) -> i32`, recursive.
    pub fib: FuncId,
    /// `sum_table(n: i32) -> i32`: the sum of the first `n` entries of [`TABLE`],
    /// a data object.
    pub sum_table: FuncId,
    /// `add_twice(a: i32, b: i32) -> i32`: `2 * host_add(a, b)`, where
    /// `host_add(i32, i32) -> i32` is an imported host function.
    pub add_twice: FuncId,
}

fn signature<M: Module>(module: &M, params: &[Type], returns: &[Type]) -> Signature {
    let mut sig = module.make_signature();
    sig.params = params.iter().map(|t| AbiParam::new(*t)).collect();
    sig.returns = returns.iter().map(|t| AbiParam::new(*t)).collect();
    sig
}

/// Declares and defines the program's functions and data in `module`.
#[allow(clippy::result_large_err)] // `ModuleResult` is cranelift_module's type.
pub fn build<M: Module>(module: &mut M) -> ModuleResult<FuncIds> {
    let i32 = types::I32;
    // Pointers are as wide as the target's: i64 on the host, i32 on Cpu0.
    let ptr = module.target_config().pointer_type();
    let mut fctx = FunctionBuilderContext::new();
    let mut ctx = module.make_context();

    // The table, in the target's byte order.
    let big = module.isa().endianness() == Endianness::Big;
    let bytes: Vec<u8> = TABLE
        .iter()
        .flat_map(|v| {
            if big {
                v.to_be_bytes()
            } else {
                v.to_le_bytes()
            }
        })
        .collect();
    let table = module.declare_data("table", Linkage::Local, false, false)?;
    let mut data = DataDescription::new();
    data.define(bytes.into_boxed_slice());
    data.set_align(4);
    module.define_data(table, &data)?;

    // fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)
    let fib_sig = signature(module, &[i32], &[i32]);
    let fib = module.declare_function("fib", Linkage::Export, &fib_sig)?;
    ctx.func.signature = fib_sig;
    {
        let mut b = FunctionBuilder::new(&mut ctx.func, &mut fctx);
        let entry = b.create_block();
        let small = b.create_block();
        let big = b.create_block();
        b.append_block_params_for_function_params(entry);
        b.switch_to_block(entry);
        let n = b.block_params(entry)[0];
        let lt = b.ins().icmp_imm_s(IntCC::SignedLessThan, n, 2);
        b.ins().brif(lt, small, &[], big, &[]);
        b.switch_to_block(small);
        b.ins().return_(&[n]);
        b.switch_to_block(big);
        let me = module.declare_func_in_func(fib, b.func);
        let n1 = b.ins().iadd_imm_s(n, -1);
        let call = b.ins().call(me, &[n1]);
        let r1 = b.inst_results(call)[0];
        let n2 = b.ins().iadd_imm_s(n, -2);
        let call = b.ins().call(me, &[n2]);
        let r2 = b.inst_results(call)[0];
        let sum = b.ins().iadd(r1, r2);
        b.ins().return_(&[sum]);
        b.seal_all_blocks();
        b.finalize(module.target_config());
    }
    module.define_function(fib, &mut ctx)?;
    module.clear_context(&mut ctx);

    // sum_table(n): for i in 0..n { acc += table[i] }
    let sum_sig = signature(module, &[i32], &[i32]);
    let sum_table = module.declare_function("sum_table", Linkage::Export, &sum_sig)?;
    ctx.func.signature = sum_sig;
    {
        let mut b = FunctionBuilder::new(&mut ctx.func, &mut fctx);
        let entry = b.create_block();
        let header = b.create_block();
        let body = b.create_block();
        let exit = b.create_block();
        b.append_block_params_for_function_params(entry);
        b.switch_to_block(entry);
        let n = b.block_params(entry)[0];
        let i = b.declare_var(i32);
        let acc = b.declare_var(i32);
        let zero = b.ins().iconst(i32, 0);
        b.def_var(i, zero);
        b.def_var(acc, zero);
        let gv = module.declare_data_in_func(table, b.func);
        let base = b.ins().symbol_value(ptr, gv);
        b.ins().jump(header, &[]);

        b.switch_to_block(header);
        let iv = b.use_var(i);
        let more = b.ins().icmp(IntCC::SignedLessThan, iv, n);
        b.ins().brif(more, body, &[], exit, &[]);

        b.switch_to_block(body);
        let iv = b.use_var(i);
        let index = if ptr == i32 {
            iv
        } else {
            b.ins().uextend(ptr, iv)
        };
        let offset = b.ins().imul_imm_s(index, 4);
        let addr = b.ins().iadd(base, offset);
        let value = b.ins().load(i32, MemFlagsData::new(), addr, 0);
        let a = b.use_var(acc);
        let a = b.ins().iadd(a, value);
        b.def_var(acc, a);
        let next = b.ins().iadd_imm_s(iv, 1);
        b.def_var(i, next);
        b.ins().jump(header, &[]);

        b.switch_to_block(exit);
        let a = b.use_var(acc);
        b.ins().return_(&[a]);
        b.seal_all_blocks();
        b.finalize(module.target_config());
    }
    module.define_function(sum_table, &mut ctx)?;
    module.clear_context(&mut ctx);

    // add_twice(a, b) = 2 * host_add(a, b)
    let add_sig = signature(module, &[i32, i32], &[i32]);
    let host_add = module.declare_function("host_add", Linkage::Import, &add_sig)?;
    let add_twice = module.declare_function("add_twice", Linkage::Export, &add_sig)?;
    ctx.func.signature = add_sig;
    {
        let mut b = FunctionBuilder::new(&mut ctx.func, &mut fctx);
        let entry = b.create_block();
        b.append_block_params_for_function_params(entry);
        b.switch_to_block(entry);
        let args = b.block_params(entry).to_vec();
        let callee = module.declare_func_in_func(host_add, b.func);
        let call = b.ins().call(callee, &args);
        let r = b.inst_results(call)[0];
        let twice = b.ins().imul_imm_s(r, 2);
        b.ins().return_(&[twice]);
        b.seal_all_blocks();
        b.finalize(module.target_config());
    }
    module.define_function(add_twice, &mut ctx)?;

    Ok(FuncIds {
        fib,
        sum_table,
        add_twice,
    })
}

/// What `host_add` computes, on both sides.
pub fn host_add(a: i32, b: i32) -> i32 {
    a.wrapping_add(b)
}
