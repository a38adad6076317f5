//! Calls: direct and indirect calls with the signature's leaves, results in
//! memory, `byval` copies, the variadic argument area and `va_arg`, and calls to
//! the runtime helpers.

use super::consts::CVal;
use super::function::{memory_flags, FunctionTranslator};
use super::types::container;
use super::{Symbol, TranslateResult};
use crate::ast::{self, Const, Type, Value as LlValue};
use crate::error::invalid;
use cranelift_codegen::ir::{types as ct, InstBuilder, Value};
use cranelift_module::Module;

impl<M: Module> FunctionTranslator<'_, '_, '_, M> {
    /// A `call` instruction: its result's type and leaves, `None` for `void`.
    pub(super) fn call_inst(
        &mut self,
        fn_ty: &ast::FnType,
        callee: &LlValue,
        args: &[ast::Arg],
        ret_attrs: &ast::ParamAttrs,
    ) -> TranslateResult<Option<(Type, Vec<Value>)>> {
        let vals = self.call(fn_ty, callee, args, ret_attrs)?;
        if fn_ty.ret == Type::Void {
            return Ok(None);
        }
        // An intrinsic declared with the wrong result type gives the wrong
        // number or types of words; later uses go by the declared type.
        let leaves = self.cx.leaves(&fn_ty.ret)?;
        let same = vals.len() == leaves.len()
            && vals
                .iter()
                .zip(&leaves)
                .all(|(v, l)| self.b.func.dfg.value_type(*v) == l.ty);
        if !same {
            return Err(invalid(format!(
                "type mismatch: the call is declared to return {}, which does not match what the callee returns",
                fn_ty.ret
            )));
        }
        Ok(Some((fn_ty.ret.clone(), vals)))
    }

    pub fn call_helper(
        &mut self,
        h: super::helpers::Helper,
        args: &[Value],
    ) -> TranslateResult<()> {
        let id = self.cx.helper(h)?;
        let fref = self.fref(id);
        self.b.ins().call(fref, args);
        Ok(())
    }

    pub(super) fn call(
        &mut self,
        fn_ty: &ast::FnType,
        callee: &LlValue,
        args: &[ast::Arg],
        ret_attrs: &ast::ParamAttrs,
    ) -> TranslateResult<Vec<Value>> {
        if let LlValue::Const(Const::Global(name)) = callee {
            if let Some(intr) = name.strip_prefix("llvm.") {
                return self.intrinsic(intr, fn_ty, args);
            }
        }
        if super::returns_twice::is_setjmp(callee) {
            return self.call_setjmp(args);
        }
        if !fn_ty.varargs && args.len() != fn_ty.params.len() || args.len() < fn_ty.params.len() {
            return Err(invalid(format!(
                "the call passes {} arguments to a function type with {} parameters",
                args.len(),
                fn_ty.params.len()
            )));
        }
        let attrs: Vec<_> = args.iter().map(|a| a.attrs.clone()).collect();
        let abi = self.cx.abi(fn_ty, &attrs, ret_attrs)?;
        let mut cargs = Vec::new();
        let ret_slot = if abi.ret_in_memory {
            let l = self.cx.types.layout(&fn_ty.ret)?;
            let p = self.slot(l.alloc_size, l.align)?;
            cargs.push(p);
            Some(p)
        } else {
            None
        };
        for (a, pty) in args.iter().zip(&fn_ty.params) {
            self.cx.check_same(pty, &a.ty)?;
            cargs.extend(self.argument(a)?);
        }
        if fn_ty.varargs {
            let area = self.varargs_area(&args[fn_ty.params.len()..])?;
            cargs.push(area);
        }
        // A direct call when the callee is a function of exactly this type.
        let direct = match callee {
            LlValue::Const(c) => match self.cx.eval_scalar(&Type::Ptr, c) {
                Ok(CVal::Sym { name, addend: 0 }) => {
                    let ast = self.cx.ast;
                    match (ast.function(&name), self.cx.symbol(&name)?) {
                        (Some(f), (Symbol::Func(id), 0))
                            if super::consts::same_type(
                                &Type::Function(Box::new(f.fn_type())),
                                &Type::Function(Box::new(fn_ty.clone())),
                            ) =>
                        {
                            Some(id)
                        }
                        _ => None,
                    }
                }
                _ => None,
            },
            LlValue::Local(_) => None,
        };
        let inst = if let Some(id) = direct {
            let fref = self.fref(id);
            self.b.ins().call(fref, &cargs)
        } else {
            let addr = self.scalar(&Type::Ptr, callee)?;
            let sig = self.b.import_signature(abi.sig.clone());
            self.b.ins().call_indirect(sig, addr, &cargs)
        };
        if let Some(p) = ret_slot {
            return self.load_value(&fn_ty.ret, p);
        }
        let results = self.b.inst_results(inst).to_vec();
        let mut out = Vec::with_capacity(results.len());
        for (v, l) in results.into_iter().zip(&abi.ret) {
            out.push(self.normalize(v, l.bits));
        }
        Ok(out)
    }

    /// The CLIF values of one argument; `byval` arguments are copied to a new
    /// stack object whose address is passed.
    pub(super) fn argument(&mut self, a: &ast::Arg) -> TranslateResult<Vec<Value>> {
        if let Some(t) = &a.attrs.byval {
            let src = self.scalar(&a.ty, &a.value)?;
            let l = self.cx.types.layout(t)?;
            let dst = self.slot(l.alloc_size, a.attrs.align.unwrap_or(1).max(l.align))?;
            self.copy_bytes(dst, src, l.alloc_size)?;
            return Ok(vec![dst]);
        }
        self.operand(&a.ty, &a.value)
    }

    /// Lays the variadic arguments out in a stack object (see the crate docs) and
    /// returns its address (0 when there are none).
    pub(super) fn varargs_area(&mut self, extra: &[ast::Arg]) -> TranslateResult<Value> {
        if extra.is_empty() {
            return Ok(self.iconst(ct::I32, 0));
        }
        let mut placed = Vec::with_capacity(extra.len());
        let mut off = 0u64;
        for a in extra {
            let (ty, vals) = match &a.attrs.byval {
                Some(t) => {
                    let p = self.scalar(&a.ty, &a.value)?;
                    (t.clone(), self.load_value(t, p)?)
                }
                None => {
                    let vals = self.operand(&a.ty, &a.value)?;
                    match &a.ty {
                        Type::Int(bits) if *bits < 32 => {
                            let v = self.resize(vals[0], *bits, ct::I32, a.attrs.signext);
                            (Type::Int(32), vec![v])
                        }
                        t => (t.clone(), vals),
                    }
                }
            };
            let l = self.cx.types.layout(&ty)?;
            off = off.next_multiple_of(l.align.clamp(4, 8));
            placed.push((off, ty, vals));
            off += l.alloc_size.next_multiple_of(4);
        }
        let base = self.slot(off, 8)?;
        for (o, ty, vals) in placed {
            let p = self.add_offset(base, o as i64);
            self.store_value(&ty, &vals, p)?;
        }
        Ok(base)
    }

    /// `va_arg`: reads the next argument from the list's area (see the crate docs
    /// for the layout) and advances the list.
    pub(super) fn va_arg(&mut self, ty: &Type, list: Value) -> TranslateResult<Vec<Value>> {
        let l = self.cx.types.layout(ty)?;
        let cur = self.b.ins().load(ct::I32, memory_flags(), list, 0);
        let align = l.align.clamp(4, 8);
        let a1 = self.iconst(ct::I32, align - 1);
        let up = self.b.ins().iadd(cur, a1);
        let m = self.iconst(ct::I32, !(align - 1));
        let at = self.b.ins().band(up, m);
        let size = l.alloc_size.max(4).next_multiple_of(4);
        let next = self.add_offset(at, size as i64);
        self.b.ins().store(memory_flags(), next, list, 0);
        if let (Type::Int(bits), true) = (ty, l.store_size < 4) {
            // Narrow arguments are passed as words.
            let w = self.b.ins().load(ct::I32, memory_flags(), at, 0);
            let t = container(*bits)?;
            let v = self.b.ins().ireduce(t, w);
            return Ok(vec![self.normalize(v, *bits)]);
        }
        self.load_value(ty, at)
    }
}
