//! Routines of the Cpu0 runtime (`cpu0-rt`) that the translation calls by name,
//! for LLVM operations CLIF has no instruction for: `frem` (C's `fmod`),
//! `llvm.round` (halves away from zero) and `llvm.minnum`/`llvm.maxnum` (a NaN
//! operand gives way to a number). The rest of floating point is CLIF, which the
//! backend lowers to its own calls of the runtime.
//!
//! Each routine is declared as an import on first use, with float parameters and
//! result: the runtime takes and returns the IEEE 754 bits in integers, which the
//! Cpu0 ABI places exactly as it places the floats. The JIT and the linker
//! resolve `__cpu0_*` names to the runtime.

use super::{ModuleTranslator, TranslateResult};
use crate::error::module_error;
use cranelift_codegen::ir::{self, types, AbiParam};
use cranelift_module::{FuncId, Linkage, Module};

/// A runtime routine, for `f32` or `f64`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Routine {
    /// `fmod(a, b)`: `a - n * b` exactly, `n` the quotient truncated.
    Rem,
    /// Round to an integer, halves away from zero (C's `round`).
    Round,
    /// LLVM's `minnum`: the smaller, or the number when one operand is NaN.
    MinNum,
    /// LLVM's `maxnum`: the larger, or the number when one operand is NaN.
    MaxNum,
}

impl Routine {
    /// Every routine (for the test that the runtime defines them).
    #[cfg(test)]
    pub const ALL: [Routine; 4] = [
        Routine::Rem,
        Routine::Round,
        Routine::MinNum,
        Routine::MaxNum,
    ];

    fn stem(self) -> &'static str {
        match self {
            Routine::Rem => "rem",
            Routine::Round => "round",
            Routine::MinNum => "minnum",
            Routine::MaxNum => "maxnum",
        }
    }

    pub fn arity(self) -> usize {
        match self {
            Routine::Round => 1,
            Routine::Rem | Routine::MinNum | Routine::MaxNum => 2,
        }
    }

    /// The runtime's symbol for values of `ty` (`f32` or `f64`): `__cpu0_rem_f64`.
    pub fn symbol(self, ty: ir::Type) -> String {
        let suffix = if ty == types::F32 { "f32" } else { "f64" };
        format!("__cpu0_{}_{suffix}", self.stem())
    }
}

impl<M: Module> ModuleTranslator<'_, M> {
    /// The import of `routine` for `ty` (`f32` or `f64`), declared on first use.
    pub fn runtime_routine(&mut self, routine: Routine, ty: ir::Type) -> TranslateResult<FuncId> {
        if let Some(id) = self.runtime.get(&(routine, ty)) {
            return Ok(*id);
        }
        let mut sig = self.module.make_signature();
        sig.params = vec![AbiParam::new(ty); routine.arity()];
        sig.returns = vec![AbiParam::new(ty)];
        let name = routine.symbol(ty);
        let id = self
            .module
            .declare_function(&name, Linkage::Import, &sig)
            .map_err(|e| module_error(format!("declaring the runtime routine {name}"), e))?;
        self.runtime.insert((routine, ty), id);
        Ok(id)
    }
}

impl<M: Module> ModuleTranslator<'_, M> {
    /// The import of the C library function `name` with these parameter types and
    /// result, for intrinsics that are library calls (`llvm.pow` is `pow`). A
    /// declaration of the same name in the module must have the same signature.
    pub fn c_library_function(
        &mut self,
        name: &str,
        params: &[ir::Type],
        ret: ir::Type,
    ) -> TranslateResult<FuncId> {
        let mut sig = self.module.make_signature();
        sig.params = params.iter().map(|&t| AbiParam::new(t)).collect();
        sig.returns = vec![AbiParam::new(ret)];
        self.module
            .declare_function(name, Linkage::Import, &sig)
            .map_err(|e| module_error(format!("declaring the C library function {name}"), e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_runtime_defines_every_routine() {
        for r in Routine::ALL {
            for ty in [types::F32, types::F64] {
                let name = r.symbol(ty);
                assert!(cpu0_rt::SYMBOLS.contains(&name.as_str()), "{name}");
            }
        }
        assert_eq!(Routine::Rem.symbol(types::F64), "__cpu0_rem_f64");
    }
}
