//! Constant operands in function bodies. Most fold to numbers or to a symbol plus
//! an offset (see `consts.rs`); a constant expression whose value depends on where
//! the linker puts things (`icmp eq (ptr getelementptr (i8, ptr @a, i32 4), ptr @b)`,
//! `sub (ptrtoint @a, ptrtoint @b)`, a truncated address...) is computed at run time
//! instead: each such expression is translated as the instruction of the same name,
//! whose operands are in turn folded or computed.

use super::function::FunctionTranslator;
use super::TranslateResult;
use crate::ast::{self, Const, ConstExpr, InstKind, Instruction, Type, TypedConst, TypedValue};
use crate::error::{invalid, TranslateErrorKind};
use cranelift_codegen::ir::Value;
use cranelift_module::Module;

/// A typed constant as an instruction operand.
fn operand(c: &TypedConst) -> TypedValue {
    TypedValue {
        ty: c.ty.clone(),
        value: ast::Value::Const(c.value.clone()),
    }
}

/// The instruction that computes a constant expression.
fn as_instruction(e: &ConstExpr) -> InstKind {
    match e {
        ConstExpr::Cast { op, value, to } => InstKind::Cast {
            op: *op,
            value: operand(value),
            to: to.clone(),
        },
        ConstExpr::Gep {
            source,
            base,
            indices,
        } => InstKind::Gep {
            source: source.clone(),
            base: operand(base),
            indices: indices.iter().map(operand).collect(),
        },
        ConstExpr::Binary { op, lhs, rhs } => InstKind::Binary {
            op: *op,
            ty: lhs.ty.clone(),
            lhs: operand(lhs).value,
            rhs: operand(rhs).value,
        },
        ConstExpr::ICmp { pred, lhs, rhs } => InstKind::ICmp {
            pred: *pred,
            ty: lhs.ty.clone(),
            lhs: operand(lhs).value,
            rhs: operand(rhs).value,
        },
        ConstExpr::Select { cond, a, b } => InstKind::Select {
            cond: operand(cond),
            a: operand(a),
            b: operand(b),
        },
        ConstExpr::ExtractElement { vector, index } => InstKind::ExtractElement {
            vector: operand(vector),
            index: operand(index),
        },
    }
}

impl<M: Module> FunctionTranslator<'_, '_, '_, M> {
    /// The leaves of a constant operand of type `ty`: folded where the value is
    /// known before linking, computed by instructions where it is not.
    pub fn constant(&mut self, ty: &Type, c: &Const) -> TranslateResult<Vec<Value>> {
        match self.cx.const_leaves(ty, c) {
            Ok((leaves, vals)) => leaves
                .iter()
                .zip(&vals)
                .map(|(l, v)| self.materialize(l, v))
                .collect(),
            Err(why @ TranslateErrorKind::LinkTime(_)) => self.computed(ty, c, why),
            Err(e) => Err(e),
        }
    }

    /// A constant that does not fold: an expression becomes its instruction, an
    /// aggregate the concatenation of its elements' leaves. `why` is the folder's
    /// refusal, returned for anything else.
    fn computed(
        &mut self,
        ty: &Type,
        c: &Const,
        why: TranslateErrorKind,
    ) -> TranslateResult<Vec<Value>> {
        match c {
            Const::Expr(e) => {
                let inst = Instruction {
                    result: None,
                    kind: as_instruction(e),
                    pos: ast::Pos::default(),
                };
                let (rty, vals) = self
                    .inst_value(&inst)?
                    .ok_or_else(|| invalid("a constant expression without a value"))?;
                self.cx.check_same(ty, &rty)?;
                Ok(vals)
            }
            Const::Aggregate(elems) => {
                let elem_types = self.element_types(ty, Some(elems.len()))?;
                let mut out = Vec::new();
                for (t, el) in elem_types.iter().zip(elems) {
                    self.cx.check_same(t, &el.ty)?;
                    out.extend(self.constant(t, &el.value)?);
                }
                Ok(out)
            }
            Const::Splat(el) => {
                let elem_types = self.element_types(ty, None)?;
                let mut out = Vec::new();
                for t in &elem_types {
                    self.cx.check_same(t, &el.ty)?;
                    out.extend(self.constant(t, &el.value)?);
                }
                Ok(out)
            }
            _ => Err(why),
        }
    }

    /// The element types of an aggregate type, checked against an aggregate
    /// constant of `count` elements (`None`: a splat, which takes the vector's).
    fn element_types(&mut self, ty: &Type, count: Option<usize>) -> TranslateResult<Vec<Type>> {
        let def = self.cx.types.resolve(ty)?.clone();
        let (n, one) = match &def {
            Type::Struct { fields, .. } => (fields.len() as u64, None),
            Type::Array(n, e) => (*n, Some((**e).clone())),
            Type::Vector(n, e) => (u64::from(*n), Some((**e).clone())),
            _ => return Err(invalid(format!("an aggregate constant used as {ty}"))),
        };
        let n = count.map_or(Ok(n), |c| {
            if c as u64 == n {
                Ok(n)
            } else {
                Err(invalid(format!(
                    "constant has {c} elements, its type {ty} has {n}"
                )))
            }
        })?;
        Ok(match (def, one) {
            (Type::Struct { fields, .. }, _) => fields,
            (_, Some(e)) => vec![e; n as usize],
            _ => Vec::new(),
        })
    }
}
