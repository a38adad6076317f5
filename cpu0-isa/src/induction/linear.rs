//! Linear forms of 32-bit values: sums of scaled atoms plus a constant.

use cranelift_codegen::ir::{types, Function, Inst, InstructionData, Opcode, Value, ValueDef};
use rustc_hash::FxHashMap;

/// How deep [`Forms::form`] looks through the operands of a value.
const MAX_DEPTH: u32 = 12;

/// `sum(coef * atom) + constant`, modulo 2^32; terms sorted by atom, no zero
/// coefficient.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub(super) struct Linear {
    pub terms: Vec<(Value, u32)>,
    pub constant: u32,
}

impl Linear {
    pub fn constant(c: u32) -> Linear {
        Linear {
            terms: Vec::new(),
            constant: c,
        }
    }

    pub fn atom(v: Value) -> Linear {
        Linear {
            terms: vec![(v, 1)],
            constant: 0,
        }
    }

    pub fn add(&self, other: &Linear) -> Linear {
        let mut terms = self.terms.clone();
        for &(v, c) in &other.terms {
            match terms.binary_search_by_key(&v, |t| t.0) {
                Ok(i) => terms[i].1 = terms[i].1.wrapping_add(c),
                Err(i) => terms.insert(i, (v, c)),
            }
        }
        terms.retain(|t| t.1 != 0);
        Linear {
            terms,
            constant: self.constant.wrapping_add(other.constant),
        }
    }

    pub fn scale(&self, k: u32) -> Linear {
        Linear {
            terms: self
                .terms
                .iter()
                .map(|&(v, c)| (v, c.wrapping_mul(k)))
                .filter(|t| t.1 != 0)
                .collect(),
            constant: self.constant.wrapping_mul(k),
        }
    }

    pub fn coef(&self, v: Value) -> u32 {
        self.terms.iter().find(|t| t.0 == v).map_or(0, |t| t.1)
    }

    /// The form without the term of `v` and without the constant.
    pub fn rest(&self, v: Value) -> Vec<(Value, u32)> {
        self.terms.iter().copied().filter(|t| t.0 != v).collect()
    }
}

/// The 32-bit constant of `v`, if an `iconst` defines it.
pub(super) fn iconst_of(func: &Function, v: Value) -> Option<u32> {
    crate::loops::iconst_of(func, v).map(|c| c as u32)
}

/// The linear forms of i32 values, memoised.
#[derive(Default)]
pub(super) struct Forms {
    pub cache: FxHashMap<Value, Linear>,
}

impl Forms {
    pub fn form(&mut self, func: &Function, v: Value) -> Linear {
        self.form_at(func, v, 0)
    }

    fn form_at(&mut self, func: &Function, v: Value, depth: u32) -> Linear {
        if let Some(f) = self.cache.get(&v) {
            return f.clone();
        }
        let f = self.compute(func, v, depth);
        self.cache.insert(v, f.clone());
        f
    }

    fn compute(&mut self, func: &Function, v: Value, depth: u32) -> Linear {
        let ValueDef::Result(inst, _) = func.dfg.value_def(v) else {
            return Linear::atom(v);
        };
        if func.dfg.value_type(v) != types::I32 || depth >= MAX_DEPTH {
            return Linear::atom(v);
        }
        let d = depth + 1;
        match func.dfg.insts[inst] {
            InstructionData::UnaryImm {
                opcode: Opcode::Iconst,
                imm,
            } => Linear::constant(imm.bits() as u32),
            InstructionData::Binary {
                opcode: Opcode::Iadd,
                args: [a, b],
            } => self.form_at(func, a, d).add(&self.form_at(func, b, d)),
            InstructionData::Binary {
                opcode: Opcode::Isub,
                args: [a, b],
            } => self
                .form_at(func, a, d)
                .add(&self.form_at(func, b, d).scale(u32::MAX)),
            InstructionData::Binary {
                opcode: Opcode::Ishl,
                args: [a, k],
            } => match iconst_of(func, k) {
                Some(k) => self.form_at(func, a, d).scale(1u32 << (k & 31)),
                None => Linear::atom(v),
            },
            InstructionData::Binary {
                opcode: Opcode::Imul,
                args: [a, b],
            } => match (iconst_of(func, a), iconst_of(func, b)) {
                (_, Some(k)) => self.form_at(func, a, d).scale(k),
                (Some(k), None) => self.form_at(func, b, d).scale(k),
                _ => Linear::atom(v),
            },
            _ => Linear::atom(v),
        }
    }
}

/// Whether `inst` is an operation [`Forms`] looks through.
pub(super) fn is_linear_op(func: &Function, inst: Inst) -> bool {
    matches!(
        func.dfg.insts[inst],
        InstructionData::Binary {
            opcode: Opcode::Iadd | Opcode::Isub | Opcode::Ishl | Opcode::Imul,
            ..
        }
    ) && func.dfg.value_type(func.dfg.first_result(inst)) == types::I32
}
