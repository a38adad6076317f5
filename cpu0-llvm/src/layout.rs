//! The data layout string and the sizes, alignments and field offsets it gives types.

use crate::ast::{FloatKind, Module, Type};
use crate::error::{invalid, unsupported, TranslateErrorKind};
use crate::translate::TranslateResult;
use cpu0_asm::Endian;
use std::collections::HashMap;

/// What the translator needs from `target datalayout`.
#[derive(Clone, Debug, PartialEq)]
pub struct DataLayout {
    /// `E` (big) or `e` (little); `None` when the string does not say.
    pub endian: Option<Endian>,
    /// Pointer size in bits (address space 0).
    pub pointer_bits: u32,
    pub pointer_align: u64,
    /// ABI alignment (bytes) of integer types by width in bits.
    int_align: Vec<(u32, u64)>,
    /// ABI alignment (bytes) of vector types by total width in bits.
    vector_align: Vec<(u32, u64)>,
    float_align: Vec<(u32, u64)>,
    /// Minimum alignment of aggregates.
    aggregate_align: u64,
}

impl Default for DataLayout {
    /// The MIPS32 layout clang uses, without a byte order.
    fn default() -> Self {
        DataLayout {
            endian: None,
            pointer_bits: 32,
            pointer_align: 4,
            int_align: vec![(1, 1), (8, 1), (16, 2), (32, 4), (64, 8)],
            vector_align: vec![(64, 8), (128, 16)],
            float_align: vec![(16, 2), (32, 4), (64, 8), (128, 16)],
            aggregate_align: 1,
        }
    }
}

fn bits_to_bytes_align(s: &str) -> TranslateResult<u64> {
    let bits: u64 = s
        .parse()
        .map_err(|_| invalid(format!("bad alignment `{s}` in the data layout")))?;
    let a = (bits / 8).max(1);
    if !a.is_power_of_two() || a > 1 << 16 {
        return Err(invalid(format!(
            "alignment `{s}` in the data layout is not a power of two"
        )));
    }
    Ok(a)
}

impl DataLayout {
    /// Parses a data layout string (`E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64`).
    pub fn parse(s: &str) -> Result<DataLayout, TranslateErrorKind> {
        // LLVM's defaults where the string is silent: 64-bit pointers.
        let mut dl = DataLayout {
            pointer_bits: 64,
            pointer_align: 8,
            ..DataLayout::default()
        };
        for spec in s.split('-').filter(|s| !s.is_empty()) {
            let parts: Vec<&str> = spec.split(':').collect();
            let head = parts[0];
            match head.chars().next() {
                Some('E') if head == "E" => dl.endian = Some(Endian::Big),
                Some('e') if head == "e" => dl.endian = Some(Endian::Little),
                Some('p') => {
                    let space = head[1..].parse::<u32>().unwrap_or(0);
                    if space == 0 && parts.len() >= 3 {
                        dl.pointer_bits = parts[1]
                            .parse()
                            .map_err(|_| invalid(format!("bad pointer size in `{spec}`")))?;
                        dl.pointer_align = bits_to_bytes_align(parts[2])?;
                    }
                }
                Some(c @ ('i' | 'v' | 'f')) if parts.len() >= 2 => {
                    let Ok(width) = head[1..].parse::<u32>() else {
                        continue;
                    };
                    let align = bits_to_bytes_align(parts[1])?;
                    let table = match c {
                        'i' => &mut dl.int_align,
                        'v' => &mut dl.vector_align,
                        _ => &mut dl.float_align,
                    };
                    table.retain(|(w, _)| *w != width);
                    table.push((width, align));
                    table.sort();
                }
                Some('a') if parts.len() >= 2 => {
                    dl.aggregate_align = bits_to_bytes_align(parts[1])?;
                }
                _ => {}
            }
        }
        Ok(dl)
    }

    /// ABI alignment of `iN`: the entry for N, else the next wider one, else the
    /// widest (LLVM's rule).
    pub fn int_align(&self, bits: u32) -> u64 {
        self.int_align
            .iter()
            .find(|(w, _)| *w >= bits)
            .or(self.int_align.last())
            .map(|(_, a)| *a)
            .unwrap_or(1)
    }
}

/// Size and alignment of a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Bytes a store writes (`i24`: 3).
    pub store_size: u64,
    /// Bytes between array elements (store size rounded up to the alignment).
    pub alloc_size: u64,
    pub align: u64,
}

/// Sizes and offsets of the module's types, with named types resolved.
pub struct Types<'m> {
    pub dl: DataLayout,
    module: &'m Module,
    cache: HashMap<String, Layout>,
}

/// Types nested deeper than this are refused (recursive named types).
const MAX_DEPTH: usize = 64;

impl<'m> Types<'m> {
    pub fn new(dl: DataLayout, module: &'m Module) -> Self {
        Types {
            dl,
            module,
            cache: HashMap::new(),
        }
    }

    /// The definition of a named struct type.
    pub fn resolve<'a>(&self, t: &'a Type) -> Result<&'a Type, TranslateErrorKind>
    where
        'm: 'a,
    {
        let mut t = t;
        for _ in 0..MAX_DEPTH {
            match t {
                Type::Named(n) => match self.module.named_type(n) {
                    Some(Some(def)) => t = def,
                    Some(None) => {
                        return Err(TranslateErrorKind::Unsized(format!("type %{n} is opaque")))
                    }
                    None => return Err(invalid(format!("undefined type %{n}"))),
                },
                _ => return Ok(t),
            }
        }
        Err(invalid("named types refer to each other in a cycle"))
    }

    pub fn layout(&mut self, t: &Type) -> Result<Layout, TranslateErrorKind> {
        self.layout_at(t, 0)
    }

    fn layout_at(&mut self, t: &Type, depth: usize) -> TranslateResult<Layout> {
        if depth > MAX_DEPTH {
            return Err(unsupported(format!(
                "type {t} is nested too deeply (a recursive type?)"
            )));
        }
        let plain = |size: u64, align: u64| Layout {
            store_size: size,
            alloc_size: size.next_multiple_of(align),
            align,
        };
        Ok(match t {
            Type::Int(n) => plain(u64::from(*n).div_ceil(8), self.dl.int_align(*n)),
            Type::Ptr => plain(u64::from(self.dl.pointer_bits / 8), self.dl.pointer_align),
            Type::Float(k) => {
                let bits = match k {
                    FloatKind::Half | FloatKind::BFloat => 16,
                    FloatKind::Float => 32,
                    FloatKind::Double => 64,
                    FloatKind::X86Fp80 => 80,
                    FloatKind::Fp128 | FloatKind::PpcFp128 => 128,
                };
                let align = self
                    .dl
                    .float_align
                    .iter()
                    .find(|(w, _)| *w >= bits)
                    .map(|(_, a)| *a)
                    .unwrap_or(16);
                plain(u64::from(bits).div_ceil(8), align)
            }
            Type::Array(n, e) => {
                let el = self.layout_at(e, depth + 1)?;
                let size = el
                    .alloc_size
                    .checked_mul(*n)
                    .filter(|s| *s < 1 << 32)
                    .ok_or_else(|| invalid(format!("type {t} is larger than 4 GiB")))?;
                let align = el.align.max(1);
                Layout {
                    store_size: size,
                    alloc_size: size,
                    align,
                }
            }
            Type::Vector(n, e) => {
                let el = self.layout_at(e, depth + 1)?;
                let bits = match &**e {
                    Type::Int(b) => u64::from(*b) * u64::from(*n),
                    _ => el.store_size * 8 * u64::from(*n),
                };
                let size = bits.div_ceil(8);
                let align = self
                    .dl
                    .vector_align
                    .iter()
                    .find(|(w, _)| u64::from(*w) == bits)
                    .map(|(_, a)| *a)
                    .unwrap_or_else(|| size.next_power_of_two().max(1));
                plain(size, align)
            }
            Type::Struct { fields, packed } => {
                let mut off = 0u64;
                let mut align = if *packed { 1 } else { self.dl.aggregate_align };
                for f in fields {
                    let fl = self.layout_at(f, depth + 1)?;
                    let a = if *packed { 1 } else { fl.align };
                    off = off.next_multiple_of(a) + fl.alloc_size;
                    align = align.max(a);
                    if off >= 1 << 32 {
                        return Err(invalid(format!("type {t} is larger than 4 GiB")));
                    }
                }
                let size = off.next_multiple_of(align);
                Layout {
                    store_size: size,
                    alloc_size: size,
                    align,
                }
            }
            Type::Named(n) => {
                if let Some(l) = self.cache.get(n) {
                    return Ok(*l);
                }
                let def = self.resolve(t)?.clone();
                let l = self.layout_at(&def, depth + 1)?;
                self.cache.insert(n.clone(), l);
                l
            }
            Type::Void | Type::Label | Type::Metadata | Type::Token | Type::Function(_) => {
                return Err(TranslateErrorKind::Unsized(format!("type {t} has no size")))
            }
        })
    }

    /// Byte offsets of a struct's fields.
    pub fn field_offsets(&mut self, t: &Type) -> Result<Vec<u64>, TranslateErrorKind> {
        let def = self.resolve(t)?.clone();
        let Type::Struct { fields, packed } = &def else {
            return Err(invalid(format!("{t} is not a struct")));
        };
        let mut off = 0u64;
        let mut out = Vec::with_capacity(fields.len());
        for f in fields {
            let fl = self.layout(f)?;
            let a = if *packed { 1 } else { fl.align };
            off = off.next_multiple_of(a);
            out.push(off);
            off += fl.alloc_size;
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mips_layout() {
        let dl = DataLayout::parse("E-m:m-p:32:32-i8:8:32-i16:16:32-i64:64-n32-S64").unwrap();
        assert_eq!(dl.endian, Some(Endian::Big));
        assert_eq!(dl.pointer_bits, 32);
        assert_eq!(dl.int_align(64), 8);
        assert_eq!(dl.int_align(24), 4);
        assert_eq!(dl.int_align(1), 1);
        let m = Module::default();
        let mut t = Types::new(dl, &m);
        let s = Type::Struct {
            fields: vec![Type::Int(8), Type::Int(64), Type::Int(16)],
            packed: false,
        };
        assert_eq!(t.layout(&s).unwrap().alloc_size, 24);
        assert_eq!(t.field_offsets(&s).unwrap(), vec![0, 8, 16]);
        let l = t.layout(&Type::Int(24)).unwrap();
        assert_eq!((l.store_size, l.alloc_size), (3, 4));
    }

    #[test]
    fn sixty_four_bit_pointers() {
        let dl = DataLayout::parse("e-m:e-p270:32:32-i64:64-f80:128-n8:16:32:64-S128").unwrap();
        assert_eq!(dl.pointer_bits, 64);
        assert_eq!(dl.endian, Some(Endian::Little));
    }
}
