//! Constants: scalar evaluation (integers, symbol addresses, constant expressions),
//! flattening to leaves for code, and bytes with relocations for data.

use super::float_consts::{float_bits, fold_float_cast};
use super::types::Leaf;
use super::{ModuleTranslator, TranslateResult};
use crate::ast::{
    BinOp, Block, CastOp, Const, ConstExpr, InstKind, IntPred, Type, TypedConst, WideInt,
};
use crate::error::{invalid, unsupported, TranslateErrorKind};
use cpu0_asm::Endian;
use cranelift_module::Module;
use std::collections::HashSet;

/// The value of a scalar constant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CVal {
    /// Bits, zero-extended from the type's width (integers are up to 128 bits).
    Int(u128),
    /// The address of a global plus an offset.
    Sym { name: String, addend: i64 },
}

impl std::fmt::Display for CVal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CVal::Int(v) => write!(f, "{v:#x}"),
            CVal::Sym { name, addend: 0 } => write!(f, "@{name}"),
            CVal::Sym { name, addend } => write!(f, "@{name}{addend:+}"),
        }
    }
}

/// How every refusal to fold an expression on addresses ends (each is a
/// `TranslateErrorKind::LinkTime`). In a function such a constant is computed at
/// run time instead (`const_code.rs`); in data it is an error unless a relocation
/// (an address plus a constant) expresses it.
const LINK_TIME: &str = "cannot be computed before linking";

/// The refusal to fold `what`, an expression on addresses, before linking.
fn link_time(what: String) -> TranslateErrorKind {
    TranslateErrorKind::LinkTime(format!("{what} {LINK_TIME}"))
}

/// An integer constant of a `bits`-wide type (upper bits zero).
fn int_of_width(v: u128, bits: u32) -> CVal {
    CVal::Int(v & mask(bits))
}

/// `icmp` of two scalar constants, `w` bits wide: integers, and addresses where
/// the answer is known before linking (a defined object is never at address 0;
/// two addresses in one object compare as their offsets).
fn fold_icmp_on(pred: IntPred, a: CVal, b: CVal, w: u32) -> TranslateResult<bool> {
    Ok(match (a, b) {
        (CVal::Int(a), CVal::Int(b)) => fold_icmp(pred, a, b, w),
        (CVal::Sym { addend: 0, .. }, CVal::Int(0))
        | (CVal::Int(0), CVal::Sym { addend: 0, .. })
            if matches!(pred, IntPred::Eq | IntPred::Ne) =>
        {
            pred == IntPred::Ne
        }
        (
            CVal::Sym {
                name: n1,
                addend: a1,
            },
            CVal::Sym {
                name: n2,
                addend: a2,
            },
        ) if n1 == n2 => fold_icmp(pred, a1 as u128, a2 as u128, 32),
        (a, b) => {
            let pred = llvm_name(pred);
            return Err(link_time(format!("`icmp {pred}` of {a} and {b}")));
        }
    })
}

/// The lower-case LLVM name of an operator or predicate (`sub`, `eq`).
fn llvm_name(op: impl std::fmt::Debug) -> String {
    format!("{op:?}").to_lowercase()
}

pub fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// Sign-extends the low `bits` of `v` to 128 bits.
pub fn sext(v: u128, bits: u32) -> i128 {
    if bits >= 128 {
        v as i128
    } else {
        let s = 128 - bits;
        ((v << s) as i128) >> s
    }
}

/// A relocation in a data object: at `offset`, the address of `name` + `addend`.
pub struct DataReloc {
    pub offset: u64,
    pub name: String,
    pub addend: i64,
}

fn int_bits(t: &Type) -> Option<u32> {
    match t {
        Type::Int(n) => Some(*n),
        Type::Ptr => Some(32),
        _ => None,
    }
}

impl<M: Module> ModuleTranslator<'_, M> {
    /// Evaluates a scalar constant of integer, pointer or floating-point type
    /// (a float is its bits).
    pub fn eval_scalar(&mut self, ty: &Type, c: &Const) -> TranslateResult<CVal> {
        self.eval_scalar_at(ty, c, 0)
    }

    fn eval_scalar_at(&mut self, ty: &Type, c: &Const, depth: usize) -> TranslateResult<CVal> {
        if depth > 64 {
            return Err(unsupported("constant expression nested too deeply"));
        }
        if let Type::Float(k) = ty {
            let bits = super::types::float_type(*k)?.bits();
            return match c {
                Const::Float(s) => Ok(CVal::Int(float_bits(*k, s)?.into())),
                Const::Zero | Const::Undef => Ok(CVal::Int(0)),
                Const::Expr(e) => self.eval_expr(ty, bits, e, depth),
                _ => Err(invalid(format!("bad constant for type {ty}"))),
            };
        }
        let bits =
            int_bits(ty).ok_or_else(|| invalid(format!("expected a constant of type {ty}")))?;
        if bits > 128 {
            // One `CVal` cannot hold it: plain constants become limbs in
            // `flatten_into`; nothing folds at this width.
            return Err(unsupported(format!(
                "a constant expression of type {ty} (integers wider than 128 bits take plain integer constants only)"
            )));
        }
        Ok(match c {
            Const::Int(v) => CVal::Int(*v as u128 & mask(bits)),
            // Literals above `i128::MAX` (an `i128` written unsigned): the low bits.
            Const::WideInt(w) => CVal::Int(w.low_u128() & mask(bits)),
            Const::Null | Const::Undef | Const::Zero => CVal::Int(0),
            Const::Global(name) => {
                self.check_global_exists(name)?;
                CVal::Sym {
                    name: name.clone(),
                    addend: 0,
                }
            }
            Const::BlockAddress { func, block } => {
                CVal::Int(self.block_address(func, block)?.into())
            }
            Const::Expr(e) => self.eval_expr(ty, bits, e, depth)?,
            Const::Float(_) => {
                return Err(invalid(format!("floating-point constant used as {ty}")))
            }
            Const::Aggregate(_) | Const::Bytes(_) | Const::Splat(_) => {
                return Err(invalid(format!("an aggregate constant used as {ty}")))
            }
            Const::None => return Err(invalid(format!("`none` used as {ty}"))),
        })
    }

    /// The number a `blockaddress` stands for. The blocks some `indirectbr` of
    /// the function lists are numbered 1, 2, ... in block order, so that a
    /// dispatch over them is a dense jump table: numbered by block index, the
    /// 83 destinations of Lua's `luaV_execute` spread too far for one, and
    /// every Lua instruction ran down a chain of compares (37% of all guest
    /// instructions of tests/lua/recursion.lua). A block no `indirectbr`
    /// lists, whose address is only taken, is numbered past them (their count
    /// plus its index plus 1): every block keeps a distinct number, never 0.
    pub fn block_address(&self, func: &str, block: &str) -> TranslateResult<u64> {
        let f = self
            .ast
            .function(func)
            .filter(|f| !f.is_declaration)
            .ok_or_else(|| {
                invalid(format!(
                    "blockaddress of @{func}, which is not defined here"
                ))
            })?;
        let i = f
            .blocks
            .iter()
            .position(|b| b.name == block)
            .ok_or_else(|| {
                invalid(format!(
                    "blockaddress of %{block}, which is not a block of @{func}"
                ))
            })?;
        if i == 0 {
            return Err(invalid(format!(
                "blockaddress of the entry block of @{func}"
            )));
        }
        let listed: HashSet<&str> = f
            .blocks
            .iter()
            .filter_map(|b| match b.insts.last().map(|inst| &inst.kind) {
                Some(InstKind::IndirectBr { dests, .. }) => Some(dests),
                _ => None,
            })
            .flatten()
            .map(String::as_str)
            .collect();
        let rank = |blocks: &[Block]| {
            blocks
                .iter()
                .filter(|b| listed.contains(b.name.as_str()))
                .count() as u64
        };
        Ok(if listed.contains(block) {
            rank(&f.blocks[..i]) + 1
        } else {
            listed.len() as u64 + i as u64 + 1
        })
    }

    /// Folds a constant expression of type `ty` (`bits` wide); its operands are
    /// evaluated at `depth + 1`.
    fn eval_expr(
        &mut self,
        ty: &Type,
        bits: u32,
        e: &ConstExpr,
        depth: usize,
    ) -> TranslateResult<CVal> {
        let depth = depth + 1;
        match e {
            ConstExpr::Cast { op, value, to } => self.eval_cast(*op, value, to, ty, bits, depth),
            ConstExpr::Gep {
                source,
                base,
                indices,
            } => self.eval_gep(source, base, indices, bits, depth),
            ConstExpr::Binary { op, lhs, rhs } => self.eval_binary(*op, lhs, rhs, bits, depth),
            ConstExpr::ICmp { pred, lhs, rhs } => {
                let w = int_bits(&lhs.ty).unwrap_or(32);
                let a = self.eval_scalar_at(&lhs.ty, &lhs.value, depth)?;
                let b = self.eval_scalar_at(&rhs.ty, &rhs.value, depth)?;
                Ok(int_of_width(
                    u128::from(fold_icmp_on(*pred, a, b, w)?),
                    bits,
                ))
            }
            ConstExpr::Select { cond, a, b } => {
                match self.eval_scalar_at(&cond.ty, &cond.value, depth)? {
                    CVal::Int(c) if c & 1 == 1 => self.eval_scalar_at(&a.ty, &a.value, depth),
                    CVal::Int(_) => self.eval_scalar_at(&b.ty, &b.value, depth),
                    c @ CVal::Sym { .. } => Err(link_time(format!("`select` on {c}"))),
                }
            }
            ConstExpr::ExtractElement { vector, index } => {
                let i = match self.eval_scalar_at(&index.ty, &index.value, depth)? {
                    CVal::Int(i) => i,
                    i @ CVal::Sym { .. } => {
                        return Err(link_time(format!("an extractelement index of {i}")))
                    }
                };
                let lanes = self.flatten_const(&vector.ty, &vector.value)?;
                Ok(lanes.get(i as usize).cloned().unwrap_or(CVal::Int(0)))
            }
        }
    }

    /// A constant cast to `ty` (`bits` wide): integers are folded, an address
    /// stays one when it keeps at least 32 bits.
    fn eval_cast(
        &mut self,
        op: CastOp,
        value: &TypedConst,
        to: &Type,
        ty: &Type,
        bits: u32,
        depth: usize,
    ) -> TranslateResult<CVal> {
        if to != ty && !(matches!(to, Type::Ptr) && matches!(ty, Type::Ptr)) {
            return Err(invalid(format!("constant cast to {to} used as {ty}")));
        }
        let from_bits = int_bits(&value.ty);
        let v = self.eval_scalar_at(&value.ty, &value.value, depth)?;
        let float_cast = matches!(
            op,
            CastOp::FpTrunc
                | CastOp::FpExt
                | CastOp::FpToUi
                | CastOp::FpToSi
                | CastOp::UiToFp
                | CastOp::SiToFp
        );
        match (op, v) {
            (_, CVal::Int(v)) if float_cast => Ok(CVal::Int(fold_float_cast(
                op,
                v,
                &value.ty,
                from_bits,
                to,
                int_bits(to),
            )?)),
            (_, a @ CVal::Sym { .. }) if float_cast => {
                Err(link_time(format!("`{}` of {a} to {ty}", op.name())))
            }
            (_, CVal::Int(v)) => Ok(match op {
                CastOp::SExt => int_of_width(sext(v, from_bits.unwrap_or(64)) as u128, bits),
                _ => int_of_width(v, bits),
            }),
            (_, CVal::Sym { name, addend }) => {
                let a = CVal::Sym { name, addend };
                if bits < 32 {
                    return Err(link_time(format!("`{}` of {a} to {ty}", op.name())));
                }
                Ok(a)
            }
        }
    }

    /// A constant `getelementptr`: the base plus the offset of constant indices.
    fn eval_gep(
        &mut self,
        source: &Type,
        base: &TypedConst,
        indices: &[TypedConst],
        bits: u32,
        depth: usize,
    ) -> TranslateResult<CVal> {
        let b = self.eval_scalar_at(&base.ty, &base.value, depth)?;
        let mut idx = Vec::with_capacity(indices.len());
        for i in indices {
            let bits = int_bits(&i.ty)
                .ok_or_else(|| invalid(format!("getelementptr index of type {}", i.ty)))?;
            match self.eval_scalar_at(&i.ty, &i.value, depth)? {
                CVal::Int(v) => idx.push(sext(v, bits) as i64),
                a @ CVal::Sym { .. } => {
                    return Err(link_time(format!("a getelementptr index of {a}")))
                }
            }
        }
        let off = self.gep_const_offset(source, &idx)?;
        Ok(match b {
            CVal::Int(v) => int_of_width(v.wrapping_add(off as u128), bits),
            CVal::Sym { name, addend } => CVal::Sym {
                name,
                addend: addend.wrapping_add(off),
            },
        })
    }

    /// A constant binary operator: integers are folded; an address plus or minus
    /// an integer, and the difference of two addresses in one object, are known.
    fn eval_binary(
        &mut self,
        op: BinOp,
        lhs: &TypedConst,
        rhs: &TypedConst,
        bits: u32,
        depth: usize,
    ) -> TranslateResult<CVal> {
        let a = self.eval_scalar_at(&lhs.ty, &lhs.value, depth)?;
        let b = self.eval_scalar_at(&rhs.ty, &rhs.value, depth)?;
        Ok(match (a, b) {
            (CVal::Int(a), CVal::Int(b)) => int_of_width(fold_binary(op, a, b, bits)?, bits),
            (CVal::Sym { name, addend }, CVal::Int(b)) if op == BinOp::Add => CVal::Sym {
                name,
                addend: addend.wrapping_add(sext(b, bits) as i64),
            },
            (CVal::Int(a), CVal::Sym { name, addend }) if op == BinOp::Add => CVal::Sym {
                name,
                addend: addend.wrapping_add(sext(a, bits) as i64),
            },
            (CVal::Sym { name, addend }, CVal::Int(b)) if op == BinOp::Sub => CVal::Sym {
                name,
                addend: addend.wrapping_sub(sext(b, bits) as i64),
            },
            (
                CVal::Sym {
                    name: n1,
                    addend: a1,
                },
                CVal::Sym {
                    name: n2,
                    addend: a2,
                },
            ) if op == BinOp::Sub && n1 == n2 => int_of_width(a1.wrapping_sub(a2) as u128, bits),
            (a, b) => {
                let op = llvm_name(op);
                return Err(link_time(format!("`{op}` of {a} and {b}")));
            }
        })
    }

    /// The byte offset a constant-index getelementptr adds.
    pub fn gep_const_offset(&mut self, source: &Type, idx: &[i64]) -> TranslateResult<i64> {
        let Some((&first, rest)) = idx.split_first() else {
            return Ok(0);
        };
        let size = self.types.layout(source)?.alloc_size as i64;
        let mut off = first.wrapping_mul(size);
        let mut t = source.clone();
        for &i in rest {
            let def = self.types.resolve(&t)?.clone();
            match def {
                Type::Struct { ref fields, .. } => {
                    let offs = self.types.field_offsets(&t)?;
                    let k = usize::try_from(i)
                        .ok()
                        .filter(|k| *k < fields.len())
                        .ok_or_else(|| invalid(format!("field index {i} out of range for {t}")))?;
                    off = off.wrapping_add(offs[k] as i64);
                    t = fields[k].clone();
                }
                Type::Array(_, e) | Type::Vector(_, e) => {
                    let s = self.types.layout(&e)?.alloc_size as i64;
                    off = off.wrapping_add(i.wrapping_mul(s));
                    t = *e;
                }
                other => return Err(invalid(format!("getelementptr cannot index into {other}"))),
            }
        }
        Ok(off)
    }

    fn check_global_exists(&self, name: &str) -> TranslateResult<()> {
        if self.ast.function(name).is_some()
            || self.ast.global(name).is_some()
            || self.ast.aliases.iter().any(|a| a.name == name)
        {
            Ok(())
        } else {
            Err(invalid(format!("undefined global @{name}")))
        }
    }

    /// A constant of any first-class type as the values of its leaves, in order.
    pub fn flatten_const(&mut self, ty: &Type, c: &Const) -> TranslateResult<Vec<CVal>> {
        let leaves = self.leaves(ty)?;
        let mut out = Vec::with_capacity(leaves.len());
        self.flatten_into(ty, c, &mut out, 0)?;
        if out.len() != leaves.len() {
            return Err(invalid(format!("constant does not match its type {ty}")));
        }
        Ok(out)
    }

    fn flatten_into(
        &mut self,
        ty: &Type,
        c: &Const,
        out: &mut Vec<CVal>,
        depth: usize,
    ) -> TranslateResult<()> {
        if depth > 64 {
            return Err(unsupported("constant nested too deeply"));
        }
        if matches!(c, Const::Zero | Const::Undef) {
            let n = self.leaves(ty)?.len();
            out.extend(std::iter::repeat_n(CVal::Int(0), n));
            return Ok(());
        }
        let def = self.types.resolve(ty)?.clone();
        match (&def, c) {
            (Type::Int(n), _) if *n > 128 => out.extend(wide_limbs(*n, c)?),
            (Type::Int(_) | Type::Ptr | Type::Float(_), _) => out.push(self.eval_scalar(&def, c)?),
            (Type::Array(n, e), Const::Bytes(b)) => {
                if **e != Type::Int(8) || b.len() as u64 != *n {
                    return Err(invalid(format!(
                        "string constant does not match its type {ty}"
                    )));
                }
                out.extend(b.iter().map(|&x| CVal::Int(u128::from(x))));
            }
            (Type::Array(..) | Type::Vector(..), Const::Aggregate(elems)) => {
                let (count, e) = match &def {
                    Type::Array(n, e) => (*n, e),
                    Type::Vector(n, e) => (u64::from(*n), e),
                    _ => unreachable!(),
                };
                if elems.len() as u64 != count {
                    return Err(invalid(format!(
                        "constant has {} elements, its type {ty} {count}",
                        elems.len()
                    )));
                }
                for el in elems {
                    self.check_same(e, &el.ty)?;
                    self.flatten_into(e, &el.value, out, depth + 1)?;
                }
            }
            (Type::Vector(n, e), Const::Splat(el)) => {
                self.check_same(e, &el.ty)?;
                for _ in 0..*n {
                    self.flatten_into(e, &el.value, out, depth + 1)?;
                }
            }
            (Type::Struct { fields, .. }, Const::Aggregate(elems)) => {
                if elems.len() != fields.len() {
                    return Err(invalid(format!(
                        "constant has {} fields, its type {ty} has {}",
                        elems.len(),
                        fields.len()
                    )));
                }
                for (f, el) in fields.iter().zip(elems) {
                    self.check_same(f, &el.ty)?;
                    self.flatten_into(f, &el.value, out, depth + 1)?;
                }
            }
            _ => return Err(invalid(format!("constant does not match its type {ty}"))),
        }
        Ok(())
    }

    /// Checks that two types are the same (named types by name, pointers all alike).
    pub fn check_same(&self, expected: &Type, found: &Type) -> TranslateResult<()> {
        if same_type(expected, found) {
            Ok(())
        } else {
            Err(invalid(format!(
                "type mismatch: expected {expected}, found {found}"
            )))
        }
    }

    /// Writes a constant's bytes into `bytes` at `offset` (zero bytes are already
    /// there) and collects its relocations.
    pub fn write_const(
        &mut self,
        ty: &Type,
        c: &Const,
        offset: u64,
        bytes: &mut [u8],
        relocs: &mut Vec<DataReloc>,
        depth: usize,
    ) -> TranslateResult<()> {
        if depth > 64 {
            return Err(unsupported("constant nested too deeply"));
        }
        if matches!(c, Const::Zero | Const::Undef) {
            return Ok(());
        }
        let def = self.types.resolve(ty)?.clone();
        match (&def, c) {
            (Type::Int(n), _) if *n > 128 => {
                // Limb by limb, each where its leaf says.
                let leaves = self.leaves(&def)?;
                for (l, v) in leaves.iter().zip(wide_limbs(*n, c)?) {
                    let at = offset + l.offset.unwrap_or(0);
                    self.write_scalar(v, l.store_size(), at, bytes, relocs)?;
                }
            }
            (Type::Int(_) | Type::Ptr | Type::Float(_), _) => {
                let size = self.types.layout(&def)?.store_size;
                let v = self.eval_scalar(&def, c)?;
                self.write_scalar(v, size, offset, bytes, relocs)?;
            }
            (Type::Array(n, e), Const::Bytes(b)) => {
                if **e != Type::Int(8) || b.len() as u64 != *n {
                    return Err(invalid(format!(
                        "string constant does not match its type {ty}"
                    )));
                }
                let o = offset as usize;
                bytes[o..o + b.len()].copy_from_slice(b);
            }
            (Type::Array(_, e) | Type::Vector(_, e), Const::Aggregate(elems)) => {
                let count = match &def {
                    Type::Array(n, _) => *n,
                    Type::Vector(n, _) => u64::from(*n),
                    _ => 0,
                };
                if elems.len() as u64 != count {
                    return Err(invalid(format!(
                        "constant has {} elements, its type {ty} has {count}",
                        elems.len()
                    )));
                }
                self.check_packed_vector(&def)?;
                let size = self.elem_stride(&def, e)?;
                for (i, el) in elems.iter().enumerate() {
                    self.check_same(e, &el.ty)?;
                    self.write_const(
                        e,
                        &el.value,
                        offset + i as u64 * size,
                        bytes,
                        relocs,
                        depth + 1,
                    )?;
                }
            }
            (Type::Vector(n, e), Const::Splat(el)) => {
                self.check_packed_vector(&def)?;
                self.check_same(e, &el.ty)?;
                let size = self.elem_stride(&def, e)?;
                for i in 0..u64::from(*n) {
                    self.write_const(e, &el.value, offset + i * size, bytes, relocs, depth + 1)?;
                }
            }
            (Type::Struct { fields, .. }, Const::Aggregate(elems)) => {
                if elems.len() != fields.len() {
                    return Err(invalid(format!(
                        "constant has {} fields, its type {ty} has {}",
                        elems.len(),
                        fields.len()
                    )));
                }
                let offs = self.types.field_offsets(&def)?;
                for ((f, el), o) in fields.iter().zip(elems).zip(offs) {
                    self.check_same(f, &el.ty)?;
                    self.write_const(f, &el.value, offset + o, bytes, relocs, depth + 1)?;
                }
            }
            _ => return Err(invalid(format!("constant does not match its type {ty}"))),
        }
        Ok(())
    }

    fn elem_stride(&mut self, container: &Type, e: &Type) -> TranslateResult<u64> {
        let l = self.types.layout(e)?;
        Ok(match container {
            Type::Vector(..) => l.store_size,
            _ => l.alloc_size,
        })
    }

    fn check_packed_vector(&self, t: &Type) -> TranslateResult<()> {
        if let Type::Vector(_, e) = t {
            if let Type::Int(b) = **e {
                if b % 8 != 0 {
                    return Err(unsupported(format!(
                        "vectors of i{b} in memory are not supported ({t})"
                    )));
                }
            }
        }
        Ok(())
    }

    fn write_scalar(
        &mut self,
        v: CVal,
        size: u64,
        offset: u64,
        bytes: &mut [u8],
        relocs: &mut Vec<DataReloc>,
    ) -> TranslateResult<()> {
        match v {
            CVal::Int(v) => {
                write_int(bytes, offset as usize, size as usize, v, self.endian);
            }
            CVal::Sym { name, addend } => {
                // An address is 4 bytes; in a wider integer it is the low word.
                let at = match (size, self.endian) {
                    (4, _) => offset,
                    (8, Endian::Big) => offset + 4,
                    (8, Endian::Little) => offset,
                    (16, Endian::Big) => offset + 12,
                    (16, Endian::Little) => offset,
                    _ => {
                        return Err(unsupported(format!(
                            "the address of @{name} does not fit in {size} bytes"
                        )))
                    }
                };
                relocs.push(DataReloc {
                    offset: at,
                    name,
                    addend,
                });
            }
        }
        Ok(())
    }

    /// The leaves of a constant ready for code (see [`Leaf`]).
    pub fn const_leaves(
        &mut self,
        ty: &Type,
        c: &Const,
    ) -> TranslateResult<(Vec<Leaf>, Vec<CVal>)> {
        let leaves = self.leaves(ty)?;
        let vals = self.flatten_const(ty, c)?;
        Ok((leaves, vals))
    }
}

/// The limbs of a constant integer wider than 128 bits (see `types::limb_widths`).
fn wide_limbs(bits: u32, c: &Const) -> TranslateResult<Vec<CVal>> {
    let w = match c {
        Const::Int(v) => WideInt::from_i128(*v),
        Const::WideInt(w) => w.clone(),
        Const::Null | Const::Zero | Const::Undef => WideInt(vec![0]),
        _ => {
            return Err(unsupported(format!(
                "this constant of type i{bits} (integers wider than 128 bits take plain integer constants only)"
            )))
        }
    };
    Ok(super::types::limb_widths(bits)
        .enumerate()
        .map(|(i, b)| CVal::Int(u128::from(w.limb(i)) & mask(b)))
        .collect())
}

/// Writes the low `size` bytes of `v` in the target byte order.
pub fn write_int(bytes: &mut [u8], offset: usize, size: usize, v: u128, endian: Endian) {
    for i in 0..size.min(16) {
        let b = (v >> (8 * i)) as u8;
        let at = match endian {
            Endian::Little => offset + i,
            Endian::Big => offset + size - 1 - i,
        };
        if let Some(slot) = bytes.get_mut(at) {
            *slot = b;
        }
    }
}

/// Structural type equality: named types by name, all pointers alike.
pub fn same_type(a: &Type, b: &Type) -> bool {
    match (a, b) {
        (Type::Array(n, x), Type::Array(m, y)) => n == m && same_type(x, y),
        (Type::Vector(n, x), Type::Vector(m, y)) => n == m && same_type(x, y),
        (
            Type::Struct {
                fields: f,
                packed: p,
            },
            Type::Struct {
                fields: g,
                packed: q,
            },
        ) => p == q && f.len() == g.len() && f.iter().zip(g).all(|(x, y)| same_type(x, y)),
        (Type::Function(f), Type::Function(g)) => {
            f.varargs == g.varargs
                && same_type(&f.ret, &g.ret)
                && f.params.len() == g.params.len()
                && f.params.iter().zip(&g.params).all(|(x, y)| same_type(x, y))
        }
        _ => a == b,
    }
}

fn fold_binary(op: BinOp, a: u128, b: u128, bits: u32) -> TranslateResult<u128> {
    let (sa, sb) = (sext(a, bits), sext(b, bits));
    Ok(match op {
        BinOp::Add => a.wrapping_add(b),
        BinOp::Sub => a.wrapping_sub(b),
        BinOp::Mul => a.wrapping_mul(b),
        BinOp::And => a & b,
        BinOp::Or => a | b,
        BinOp::Xor => a ^ b,
        BinOp::Shl => {
            if b >= u128::from(bits) {
                0
            } else {
                a << b
            }
        }
        BinOp::LShr => {
            if b >= u128::from(bits) {
                0
            } else {
                a >> b
            }
        }
        BinOp::AShr => {
            if b >= u128::from(bits) {
                0
            } else {
                (sa >> b) as u128
            }
        }
        BinOp::UDiv | BinOp::URem | BinOp::SDiv | BinOp::SRem if b == 0 => {
            return Err(invalid("constant division by zero"))
        }
        BinOp::UDiv => a / b,
        BinOp::URem => a % b,
        BinOp::SDiv => sa.wrapping_div(sb) as u128,
        BinOp::SRem => sa.wrapping_rem(sb) as u128,
    })
}

fn fold_icmp(pred: IntPred, a: u128, b: u128, bits: u32) -> bool {
    let (a, b) = (a & mask(bits), b & mask(bits));
    let (sa, sb) = (sext(a, bits), sext(b, bits));
    match pred {
        IntPred::Eq => a == b,
        IntPred::Ne => a != b,
        IntPred::Ugt => a > b,
        IntPred::Uge => a >= b,
        IntPred::Ult => a < b,
        IntPred::Ule => a <= b,
        IntPred::Sgt => sa > sb,
        IntPred::Sge => sa >= sb,
        IntPred::Slt => sa < sb,
        IntPred::Sle => sa <= sb,
    }
}
