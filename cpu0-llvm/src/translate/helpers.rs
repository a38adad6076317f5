//! Runtime helpers the translation defines in the module itself, as CLIF: the
//! bodies of `llvm.memcpy`, `llvm.memmove` and `llvm.memset` for sizes not known
//! at translation time (known small sizes are expanded inline). Each module gets
//! its own copies as anonymous local functions, so two translations into one
//! `Module` never clash.
//!
//! Signatures: `memcpy(dst: i32, src: i32, len: i32)`,
//! `memmove(dst: i32, src: i32, len: i32)`, `memset(dst: i32, byte: i32, len: i32)`.
//! They copy or set a word at a time (Cpu0 allows unaligned words), then bytes.

use super::function::memory_flags;
use super::{ModuleTranslator, TranslateResult};
use crate::error::module_error;
use cranelift_codegen::ir::{
    condcodes::IntCC, types::I32, AbiParam, BlockArg, InstBuilder, UserFuncName,
};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_module::{FuncId, Module};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Helper {
    Memcpy,
    Memmove,
    Memset,
}

impl<M: Module> ModuleTranslator<'_, M> {
    /// The helper's function, declared on first use.
    pub fn helper(&mut self, h: Helper) -> TranslateResult<FuncId> {
        if let Some(id) = self.helpers.get(&h) {
            return Ok(*id);
        }
        let mut sig = self.module.make_signature();
        sig.params = vec![AbiParam::new(I32); 3];
        let id = self
            .module
            .declare_anonymous_function(&sig)
            .map_err(|e| module_error(format!("declaring the runtime helper {h:?}"), e))?;
        self.helpers.insert(h, id);
        Ok(id)
    }

    /// Defines the helpers that were used.
    pub fn define_helpers(&mut self) -> TranslateResult<()> {
        let mut used: Vec<(Helper, FuncId)> =
            self.helpers.iter().map(|(h, id)| (*h, *id)).collect();
        used.sort();
        for (h, id) in used {
            let mut ctx = self.module.make_context();
            ctx.func.signature = self
                .module
                .declarations()
                .get_function_decl(id)
                .signature
                .clone();
            ctx.func.name = UserFuncName::user(0, id.as_u32());
            let config = self.module.target_config();
            let mut fctx = FunctionBuilderContext::new();
            let mut b = FunctionBuilder::new(&mut ctx.func, &mut fctx);
            match h {
                Helper::Memcpy => build_copy(&mut b, false),
                Helper::Memmove => build_copy(&mut b, true),
                Helper::Memset => build_set(&mut b),
            }
            b.seal_all_blocks();
            b.finalize(config);
            self.module
                .define_function(id, &mut ctx)
                .map_err(|e| module_error(format!("{h:?}"), e))?;
        }
        Ok(())
    }
}

fn arg(v: cranelift_codegen::ir::Value) -> BlockArg {
    BlockArg::Value(v)
}

/// Forward copy: the words of n & !3, then bytes. With
/// `backward_when_needed`, a destination above the source copies from the end.
fn build_copy(b: &mut FunctionBuilder, backward_when_needed: bool) {
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    let fwd_words = b.create_block();
    let fwd_word_body = b.create_block();
    let fwd_bytes = b.create_block();
    let fwd_byte_body = b.create_block();
    let done = b.create_block();
    for blk in [fwd_word_body, fwd_bytes] {
        b.append_block_param(blk, I32);
    }
    b.switch_to_block(entry);
    let p = b.block_params(entry).to_vec();
    let (d, s, n) = (p[0], p[1], p[2]);
    let zero = b.ins().iconst(I32, 0);
    if backward_when_needed {
        let bwd = b.create_block();
        let above = b.ins().icmp(IntCC::UnsignedGreaterThan, d, s);
        b.ins().brif(above, bwd, &[], fwd_words, &[]);
        build_backward(b, bwd, d, s, n, done);
    } else {
        b.ins().jump(fwd_words, &[]);
    }

    // Words at i = 0, 4, .. below n & !3, tested at the bottom: one compare
    // and one branch per word.
    b.switch_to_block(fwd_words);
    let end = b.ins().band_imm_s(n, -4);
    b.ins()
        .brif(end, fwd_word_body, &[arg(zero)], fwd_bytes, &[arg(zero)]);
    b.switch_to_block(fwd_word_body);
    let i = b.block_params(fwd_word_body)[0];
    let sa = b.ins().iadd(s, i);
    let da = b.ins().iadd(d, i);
    let w = b.ins().load(I32, memory_flags(), sa, 0);
    b.ins().store(memory_flags(), w, da, 0);
    let next = b.ins().iadd_imm_s(i, 4);
    let more = b.ins().icmp(IntCC::NotEqual, next, end);
    b.ins()
        .brif(more, fwd_word_body, &[arg(next)], fwd_bytes, &[arg(next)]);

    b.switch_to_block(fwd_bytes);
    let i = b.block_params(fwd_bytes)[0];
    let more = b.ins().icmp(IntCC::UnsignedLessThan, i, n);
    b.ins().brif(more, fwd_byte_body, &[], done, &[]);
    b.switch_to_block(fwd_byte_body);
    let sa = b.ins().iadd(s, i);
    let da = b.ins().iadd(d, i);
    let v = b.ins().uload8(I32, memory_flags(), sa, 0);
    b.ins().istore8(memory_flags(), v, da, 0);
    let one = b.ins().iconst(I32, 1);
    let next = b.ins().iadd(i, one);
    b.ins().jump(fwd_bytes, &[arg(next)]);

    b.switch_to_block(done);
    b.ins().return_(&[]);
}

/// Backward copy from `start`: words while 4 or more bytes remain below `i`, then bytes.
fn build_backward(
    b: &mut FunctionBuilder,
    start: cranelift_codegen::ir::Block,
    d: cranelift_codegen::ir::Value,
    s: cranelift_codegen::ir::Value,
    n: cranelift_codegen::ir::Value,
    done: cranelift_codegen::ir::Block,
) {
    let words = b.create_block();
    let word_body = b.create_block();
    let bytes = b.create_block();
    let byte_body = b.create_block();
    b.append_block_param(words, I32);
    b.append_block_param(bytes, I32);
    b.switch_to_block(start);
    b.ins().jump(words, &[arg(n)]);

    b.switch_to_block(words);
    let i = b.block_params(words)[0];
    let four = b.ins().iconst(I32, 4);
    let more = b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, i, four);
    b.ins().brif(more, word_body, &[], bytes, &[arg(i)]);
    b.switch_to_block(word_body);
    let four = b.ins().iconst(I32, 4);
    let j = b.ins().isub(i, four);
    let sa = b.ins().iadd(s, j);
    let da = b.ins().iadd(d, j);
    let w = b.ins().load(I32, memory_flags(), sa, 0);
    b.ins().store(memory_flags(), w, da, 0);
    b.ins().jump(words, &[arg(j)]);

    b.switch_to_block(bytes);
    let i = b.block_params(bytes)[0];
    let zero = b.ins().iconst(I32, 0);
    let more = b.ins().icmp(IntCC::UnsignedGreaterThan, i, zero);
    b.ins().brif(more, byte_body, &[], done, &[]);
    b.switch_to_block(byte_body);
    let one = b.ins().iconst(I32, 1);
    let j = b.ins().isub(i, one);
    let sa = b.ins().iadd(s, j);
    let da = b.ins().iadd(d, j);
    let v = b.ins().uload8(I32, memory_flags(), sa, 0);
    b.ins().istore8(memory_flags(), v, da, 0);
    b.ins().jump(bytes, &[arg(j)]);
}

fn build_set(b: &mut FunctionBuilder) {
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    let words = b.create_block();
    let word_body = b.create_block();
    let bytes = b.create_block();
    let byte_body = b.create_block();
    let done = b.create_block();
    b.append_block_param(word_body, I32);
    b.append_block_param(bytes, I32);
    b.switch_to_block(entry);
    let p = b.block_params(entry).to_vec();
    let (d, v, n) = (p[0], p[1], p[2]);
    let ff = b.ins().iconst(I32, 0xFF);
    let byte = b.ins().band(v, ff);
    let rep = b.ins().iconst(I32, 0x0101_0101);
    let word = b.ins().imul(byte, rep);
    let zero = b.ins().iconst(I32, 0);
    b.ins().jump(words, &[]);

    // Words below n & !3, tested at the bottom (as in `build_copy`).
    b.switch_to_block(words);
    let end = b.ins().band_imm_s(n, -4);
    b.ins()
        .brif(end, word_body, &[arg(zero)], bytes, &[arg(zero)]);
    b.switch_to_block(word_body);
    let i = b.block_params(word_body)[0];
    let da = b.ins().iadd(d, i);
    b.ins().store(memory_flags(), word, da, 0);
    let next = b.ins().iadd_imm_s(i, 4);
    let more = b.ins().icmp(IntCC::NotEqual, next, end);
    b.ins()
        .brif(more, word_body, &[arg(next)], bytes, &[arg(next)]);

    b.switch_to_block(bytes);
    let i = b.block_params(bytes)[0];
    let more = b.ins().icmp(IntCC::UnsignedLessThan, i, n);
    b.ins().brif(more, byte_body, &[], done, &[]);
    b.switch_to_block(byte_body);
    let da = b.ins().iadd(d, i);
    b.ins().istore8(memory_flags(), byte, da, 0);
    let one = b.ins().iconst(I32, 1);
    let next = b.ins().iadd(i, one);
    b.ins().jump(bytes, &[arg(next)]);

    b.switch_to_block(done);
    b.ins().return_(&[]);
}
