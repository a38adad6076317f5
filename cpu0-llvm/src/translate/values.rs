//! Operands of a function body as CLIF values (locals, constants, symbol
//! addresses), and the integer helpers every instruction uses: constants of a
//! CLIF type, keeping the bits above an odd width zero, sign-extending in place,
//! and resizing between widths.

use super::consts::CVal;
use super::function::FunctionTranslator;
use super::types::Leaf;
use super::{Symbol, TranslateResult};
use crate::ast::{Type, TypedValue, Value as LlValue};
use crate::error::{invalid, unsupported};
use cranelift_codegen::ir::{self, immediates::Ieee32, immediates::Ieee64, types as ct};
use cranelift_codegen::ir::{InstBuilder, Value};
use cranelift_module::{FuncId, Module};

/// The constant a CLIF `iconst` defines, sign-extended from its type.
pub(super) fn iconst_of(func: &ir::Function, v: Value) -> Option<i64> {
    let inst = func.dfg.value_def(v).inst()?;
    match func.dfg.insts[inst] {
        ir::InstructionData::UnaryImm {
            opcode: ir::Opcode::Iconst,
            imm,
        } => {
            let shift = 64 - func.dfg.value_type(v).bits().min(64);
            Some((imm.bits() << shift) >> shift)
        }
        _ => None,
    }
}

impl<M: Module> FunctionTranslator<'_, '_, '_, M> {
    /// An integer constant of CLIF type `ty` (its low bits of `v`).
    pub fn iconst(&mut self, ty: ir::Type, v: u64) -> Value {
        self.iconst_wide(ty, v.into())
    }

    /// An integer constant of CLIF type `ty` (its low bits of `v`); an `i128`
    /// is two `i64` halves concatenated (`iconst` stops at 64 bits).
    pub fn iconst_wide(&mut self, ty: ir::Type, v: u128) -> Value {
        let v = v & super::consts::mask(ty.bits());
        if ty == ct::I128 {
            let lo = self.b.ins().iconst(ct::I64, v as u64 as i64);
            let hi = self.b.ins().iconst(ct::I64, (v >> 64) as u64 as i64);
            return self.b.ins().iconcat(lo, hi);
        }
        self.b.ins().iconst(ty, v as i64)
    }

    /// A constant of CLIF type `ty` given by its bits: an integer, or a float's
    /// IEEE 754 encoding.
    pub fn const_bits(&mut self, ty: ir::Type, v: u128) -> Value {
        match ty {
            ct::F32 => self.b.ins().f32const(Ieee32::with_bits(v as u32)),
            ct::F64 => self.b.ins().f64const(Ieee64::with_bits(v as u64)),
            _ => self.iconst_wide(ty, v),
        }
    }

    /// Zeroes the bits above `bits` (integers of odd widths keep them zero).
    pub fn normalize(&mut self, v: Value, bits: u32) -> Value {
        let ty = self.b.func.dfg.value_type(v);
        if bits >= ty.bits() {
            return v;
        }
        let m = self.iconst_wide(ty, super::consts::mask(bits));
        self.b.ins().band(v, m)
    }

    /// Sign-extends the low `bits` within the value's CLIF type.
    pub fn sext_in(&mut self, v: Value, bits: u32) -> Value {
        let ty = self.b.func.dfg.value_type(v);
        if bits >= ty.bits() {
            return v;
        }
        // The amount as an `i32`: CLIF shifts take any integer type.
        let s = self.iconst(ct::I32, u64::from(ty.bits() - bits));
        let up = self.b.ins().ishl(v, s);
        self.b.ins().sshr(up, s)
    }

    /// Converts an integer of `bits` (upper bits zero, as the translation keeps
    /// them) to CLIF type `to`, sign- or zero-extending.
    pub fn resize(&mut self, v: Value, bits: u32, to: ir::Type, signed: bool) -> Value {
        let from = self.b.func.dfg.value_type(v);
        if signed && bits < from.bits() {
            // An odd width: sign-extend in the wider of the two types, where the
            // shifts are plain 32- or 64-bit ones (a shift of an `i8` costs
            // extensions on Cpu0), and a boolean is just negated (0 or -1).
            if to.bits() <= bits {
                return self.b.ins().ireduce(to, v);
            }
            let wide = if to.bits() > from.bits() {
                self.b.ins().uextend(to, v)
            } else {
                self.resize(v, bits, to, false)
            };
            return if bits == 1 {
                self.b.ins().ineg(wide)
            } else {
                self.sext_in(wide, bits)
            };
        }
        let v = if signed { self.sext_in(v, bits) } else { v };
        if to.bits() > from.bits() {
            if signed {
                self.b.ins().sextend(to, v)
            } else {
                self.b.ins().uextend(to, v)
            }
        } else if to.bits() < from.bits() {
            self.b.ins().ireduce(to, v)
        } else {
            v
        }
    }

    /// The address of a symbol plus an offset.
    pub fn sym_addr(&mut self, name: &str, addend: i64) -> TranslateResult<Value> {
        let (sym, off) = self.cx.symbol(name)?;
        let base = match sym {
            Symbol::Func(id) => {
                let fref = self.fref(id);
                self.b.ins().func_addr(ct::I32, fref)
            }
            Symbol::Data(id) => {
                let gv = match self.gvs.get(&id) {
                    Some(gv) => *gv,
                    None => {
                        let gv = self.cx.module.declare_data_in_func(id, self.b.func);
                        self.gvs.insert(id, gv);
                        gv
                    }
                };
                self.b.ins().symbol_value(ct::I32, gv)
            }
        };
        Ok(self.add_offset(base, off.wrapping_add(addend)))
    }

    pub fn fref(&mut self, id: FuncId) -> ir::FuncRef {
        if let Some(r) = self.frefs.get(&id) {
            return *r;
        }
        let r = self.cx.module.declare_func_in_func(id, self.b.func);
        self.frefs.insert(id, r);
        r
    }

    pub fn add_offset(&mut self, base: Value, off: i64) -> Value {
        if off == 0 {
            return base;
        }
        let c = self.iconst(ct::I32, off as u64);
        self.b.ins().iadd(base, c)
    }

    pub(super) fn materialize(&mut self, leaf: &Leaf, v: &CVal) -> TranslateResult<Value> {
        match v {
            CVal::Int(x) => Ok(self.const_bits(leaf.ty, *x)),
            CVal::Sym { name, addend } => {
                if leaf.bits < 32 {
                    return Err(unsupported(format!(
                        "the address of @{name} does not fit in i{}",
                        leaf.bits
                    )));
                }
                let a = self.sym_addr(name, *addend)?;
                Ok(if leaf.ty.bits() > 32 {
                    self.b.ins().uextend(leaf.ty, a)
                } else {
                    a
                })
            }
        }
    }

    /// The leaves of an operand of type `ty`.
    pub fn operand(&mut self, ty: &Type, v: &LlValue) -> TranslateResult<Vec<Value>> {
        match v {
            LlValue::Local(name) => match self.vals.get(name) {
                Some((t, vals)) => {
                    if !super::consts::same_type(ty, t) {
                        return Err(invalid(format!(
                            "type mismatch: %{name} is {t}, used as {ty}"
                        )));
                    }
                    let vals = vals.clone();
                    Ok(self.kept_value(name).unwrap_or(vals))
                }
                None => {
                    let f = self.f;
                    let defined = f.params.iter().any(|p| &p.name == name)
                        || f.blocks
                            .iter()
                            .flat_map(|b| &b.insts)
                            .any(|i| i.result.as_deref() == Some(name.as_str()));
                    if defined {
                        Err(invalid(format!(
                            "%{name} is used where its definition does not dominate"
                        )))
                    } else if f.blocks.iter().any(|b| &b.name == name) {
                        Err(invalid(format!("%{name} is a block, not a value")))
                    } else {
                        Err(invalid(format!("undefined value %{name}")))
                    }
                }
            },
            LlValue::Const(c) => self.constant(ty, c),
        }
    }

    /// A single-leaf operand.
    pub fn scalar(&mut self, ty: &Type, v: &LlValue) -> TranslateResult<Value> {
        let vals = self.operand(ty, v)?;
        match vals.as_slice() {
            [x] => Ok(*x),
            _ if super::wide::has_wide(ty) => Err(unsupported(format!(
                "a value of type {ty} here (integers wider than 128 bits are not single values)"
            ))),
            _ => Err(invalid(format!(
                "expected a scalar, found a value of type {ty}"
            ))),
        }
    }

    pub fn typed(&mut self, tv: &TypedValue) -> TranslateResult<Vec<Value>> {
        self.operand(&tv.ty, &tv.value)
    }

    pub fn typed_scalar(&mut self, tv: &TypedValue) -> TranslateResult<Value> {
        self.scalar(&tv.ty, &tv.value)
    }

    /// A pointer operand.
    pub fn pointer(&mut self, tv: &TypedValue) -> TranslateResult<Value> {
        if tv.ty != Type::Ptr {
            return Err(invalid(format!("expected a pointer, found {}", tv.ty)));
        }
        self.typed_scalar(tv)
    }

    /// The value of a constant integer operand, if it is one.
    pub fn const_int(&mut self, tv: &TypedValue) -> Option<u128> {
        match &tv.value {
            LlValue::Const(c) => match self.cx.eval_scalar(&tv.ty, c) {
                Ok(CVal::Int(v)) => Some(v),
                _ => None,
            },
            _ => None,
        }
    }

    /// An index operand as an `i32` (sign-extended or truncated).
    pub fn index_i32(&mut self, tv: &TypedValue) -> TranslateResult<Value> {
        let bits = match &tv.ty {
            Type::Int(n) => *n,
            t => return Err(invalid(format!("index of type {t}"))),
        };
        let v = self.typed_scalar(tv)?;
        Ok(self.resize(v, bits, ct::I32, true))
    }
}
