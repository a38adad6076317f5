//! LLVM types as CLIF values: every first-class value is a list of scalar
//! *leaves* (an integer, a pointer, a `float` or a `double` each), and
//! signatures follow from them.

use super::{ModuleTranslator, TranslateResult};
use crate::ast::{FloatKind, FnType, ParamAttrs, Type};
use crate::error::{invalid, unsupported, TranslateErrorKind};
use cranelift_codegen::ir::{self, types, AbiParam, ArgumentExtension};
use cranelift_module::Module;

/// The most leaves one SSA value may have (an aggregate larger than this is refused
/// as a value; it is still fine in memory).
pub const MAX_LEAVES: usize = 1024;

/// Return words the Cpu0 ABI passes in registers; larger results go through memory.
const MAX_RETURN_WORDS: usize = 4;

/// One scalar piece of a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Leaf {
    /// The CLIF type holding it: the smallest of i8/i16/i32/i64/i128 that fits
    /// an integer (`i32` for each limb of a wider one), `f32` for a `float`,
    /// `f64` for a `double`.
    pub ty: ir::Type,
    /// Its width in bits (`i24` is 24 in an `i32`; pointers are 32).
    pub bits: u32,
    /// Byte offset in the value's memory layout; `None` for bit-packed pieces
    /// (vectors of `i1`), which cannot be loaded or stored.
    pub offset: Option<u64>,
}

impl Leaf {
    /// Bytes a store of this leaf writes.
    pub fn store_size(&self) -> u64 {
        u64::from(self.bits).div_ceil(8)
    }
}

/// The widest integer held in registers: wider ones (from bit-fields of packed
/// structs, or `_ExtInt`) are lists of 32-bit limbs, up to this many bits.
pub const MAX_WIDE_BITS: u32 = 4096;

/// The widths of the 32-bit limbs of an integer wider than 128 bits, lowest first
/// (the last one holds what is left).
pub fn limb_widths(bits: u32) -> impl Iterator<Item = u32> {
    (0..bits.div_ceil(32)).map(move |i| (bits - 32 * i).min(32))
}

/// The CLIF type that holds an `iN` of up to 128 bits (wider ones are limbs).
pub fn container(bits: u32) -> Result<ir::Type, TranslateErrorKind> {
    Ok(match bits {
        1..=8 => types::I8,
        9..=16 => types::I16,
        17..=32 => types::I32,
        33..=64 => types::I64,
        65..=128 => types::I128,
        _ => {
            return Err(unsupported(format!(
                "i{bits} is not supported here (integers up to 128 bits are; wider ones only outside vectors and float conversions)"
            )))
        }
    })
}

/// The CLIF type of a `float` or `double`; the other floating-point types are
/// refused (Cpu0's soft-float runtime has binary32 and binary64 only, and on
/// MIPS O32 `long double` is `double`).
pub fn float_type(kind: FloatKind) -> Result<ir::Type, TranslateErrorKind> {
    match kind {
        FloatKind::Float => Ok(types::F32),
        FloatKind::Double => Ok(types::F64),
        k => Err(unsupported(format!(
            "the floating-point type {} is not supported (float and double are)",
            k.name()
        ))),
    }
}

/// How a function type is passed in CLIF.
#[derive(Clone, Debug)]
pub struct Abi {
    pub sig: ir::Signature,
    /// The result is written through a hidden first pointer parameter.
    pub ret_in_memory: bool,
    pub varargs: bool,
    /// Leaves of each LLVM parameter.
    pub params: Vec<Vec<Leaf>>,
    pub ret: Vec<Leaf>,
}

impl<M: Module> ModuleTranslator<'_, M> {
    /// The leaves of a type, in order, with their offsets.
    pub fn leaves(&mut self, t: &Type) -> TranslateResult<Vec<Leaf>> {
        let mut out = Vec::new();
        self.collect_leaves(t, 0, &mut out, 0)?;
        Ok(out)
    }

    /// The limbs of an integer wider than 128 bits as leaves: each an `i32` holding
    /// 32 bits (the last what is left), placed where its bytes are in the integer's
    /// memory image (lowest limb first on little-endian, last on big-endian).
    fn wide_leaves(&self, bits: u32, base: u64, out: &mut Vec<Leaf>) -> TranslateResult<()> {
        if bits > MAX_WIDE_BITS {
            return Err(unsupported(format!(
                "i{bits} is not supported (integers up to {MAX_WIDE_BITS} bits are)"
            )));
        }
        let store_size = u64::from(bits).div_ceil(8);
        for (i, b) in limb_widths(bits).enumerate() {
            let low_byte = 4 * i as u64;
            let size = u64::from(b).div_ceil(8);
            let at = match self.endian {
                cpu0_asm::Endian::Little => low_byte,
                cpu0_asm::Endian::Big => store_size - low_byte - size,
            };
            out.push(Leaf {
                ty: types::I32,
                bits: b,
                offset: Some(base + at),
            });
        }
        Ok(())
    }

    fn collect_leaves(
        &mut self,
        t: &Type,
        base: u64,
        out: &mut Vec<Leaf>,
        depth: usize,
    ) -> TranslateResult<()> {
        if depth > 64 {
            return Err(unsupported(format!("type {t} is nested too deeply")));
        }
        if out.len() > MAX_LEAVES {
            return Err(unsupported(format!(
                "a value of type {t} is too large to be held in registers (more than {MAX_LEAVES} scalars)"
            )));
        }
        match t {
            Type::Void | Type::Token | Type::Metadata => {}
            Type::Int(n) if *n > 128 => self.wide_leaves(*n, base, out)?,
            Type::Int(n) => out.push(Leaf {
                ty: container(*n)?,
                bits: *n,
                offset: Some(base),
            }),
            Type::Ptr => out.push(Leaf {
                ty: types::I32,
                bits: 32,
                offset: Some(base),
            }),
            Type::Float(k) => out.push(Leaf {
                ty: float_type(*k)?,
                bits: float_type(*k)?.bits(),
                offset: Some(base),
            }),
            Type::Array(n, e) => {
                let size = self.types.layout(e)?.alloc_size;
                if *n as usize > MAX_LEAVES {
                    return Err(unsupported(format!(
                        "a value of type {t} is too large to be held in registers"
                    )));
                }
                for i in 0..*n {
                    self.collect_leaves(e, base + i * size, out, depth + 1)?;
                }
            }
            Type::Vector(n, e) => {
                if *n as usize > MAX_LEAVES {
                    return Err(unsupported(format!(
                        "a value of type {t} is too large to be held in registers"
                    )));
                }
                let el = match &**e {
                    Type::Int(b) => (container(*b)?, *b),
                    Type::Ptr => (types::I32, 32),
                    Type::Float(k) => (float_type(*k)?, float_type(*k)?.bits()),
                    _ => return Err(invalid(format!("bad vector element type in {t}"))),
                };
                let packed = el.1 % 8 != 0;
                let size = u64::from(el.1).div_ceil(8);
                for i in 0..u64::from(*n) {
                    out.push(Leaf {
                        ty: el.0,
                        bits: el.1,
                        offset: if packed { None } else { Some(base + i * size) },
                    });
                }
            }
            Type::Struct { fields, .. } => {
                let offsets = self.types.field_offsets(t)?;
                for (f, off) in fields.iter().zip(offsets) {
                    self.collect_leaves(f, base + off, out, depth + 1)?;
                }
            }
            Type::Named(_) => {
                let def = self.types.resolve(t)?.clone();
                let offsets = self.types.field_offsets(t)?;
                let Type::Struct { fields, .. } = def else {
                    return self.collect_leaves(&def, base, out, depth + 1);
                };
                for (f, off) in fields.iter().zip(offsets) {
                    self.collect_leaves(f, base + off, out, depth + 1)?;
                }
            }
            Type::Label | Type::Function(_) => {
                return Err(invalid(format!("type {t} is not a first-class value type")))
            }
        }
        Ok(())
    }

    /// The CLIF signature of a function type. `param_attrs` may be shorter than
    /// the parameter list (missing ones are empty).
    pub fn abi(
        &mut self,
        ft: &FnType,
        param_attrs: &[ParamAttrs],
        ret_attrs: &ParamAttrs,
    ) -> TranslateResult<Abi> {
        let mut sig = self.module.make_signature();
        let ret = self.leaves(&ft.ret)?;
        let words: usize = ret.iter().map(|l| l.ty.bits().div_ceil(32) as usize).sum();
        let ret_in_memory = words > MAX_RETURN_WORDS;
        if ret_in_memory {
            sig.params.push(AbiParam::new(types::I32));
        } else {
            let scalar = ret.len() == 1 && matches!(ft.ret, Type::Int(_));
            for l in &ret {
                sig.returns
                    .push(with_ext(AbiParam::new(l.ty), ret_attrs, scalar, l));
            }
        }
        let mut params = Vec::with_capacity(ft.params.len());
        let none = ParamAttrs::default();
        for (i, p) in ft.params.iter().enumerate() {
            let leaves = self.leaves(p)?;
            let attrs = param_attrs.get(i).unwrap_or(&none);
            let scalar = leaves.len() == 1 && matches!(p, Type::Int(_));
            for l in &leaves {
                sig.params
                    .push(with_ext(AbiParam::new(l.ty), attrs, scalar, l));
            }
            params.push(leaves);
        }
        if ft.varargs {
            sig.params.push(AbiParam::new(types::I32));
        }
        Ok(Abi {
            sig,
            ret_in_memory,
            varargs: ft.varargs,
            params,
            ret,
        })
    }
}

fn with_ext(p: AbiParam, attrs: &ParamAttrs, scalar: bool, l: &Leaf) -> AbiParam {
    if !scalar || l.bits >= 32 {
        return p;
    }
    let extension = if attrs.signext {
        ArgumentExtension::Sext
    } else if attrs.zeroext {
        ArgumentExtension::Uext
    } else {
        return p;
    };
    AbiParam { extension, ..p }
}
