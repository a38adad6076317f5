//! The copies and fills of `llvm.memcpy`, `llvm.memmove` and `llvm.memset` whose
//! size is not known at translation time (known small sizes are expanded
//! inline): calls of the runtime's `__cpu0_memcpy`, `__cpu0_memmove` and
//! `__cpu0_memset` (`cpu0-rt/src/runtime.clif`), which the JIT and the linker
//! include on demand like the other `__cpu0_*` routines. Linked once per
//! program rather than defined in every module that uses them.
//!
//! Signatures: `memcpy(dst: i32, src: i32, len: i32)`,
//! `memmove(dst: i32, src: i32, len: i32)`, `memset(dst: i32, byte: i32, len: i32)`.

use super::{ModuleTranslator, TranslateResult};
use crate::error::module_error;
use cranelift_codegen::ir::{types::I32, AbiParam};
use cranelift_module::{FuncId, Linkage, Module};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Helper {
    Memcpy,
    Memmove,
    Memset,
}

impl Helper {
    /// The runtime routine's symbol.
    pub fn symbol(self) -> &'static str {
        match self {
            Helper::Memcpy => "__cpu0_memcpy",
            Helper::Memmove => "__cpu0_memmove",
            Helper::Memset => "__cpu0_memset",
        }
    }
}

impl<M: Module> ModuleTranslator<'_, M> {
    /// The import of the helper's routine, declared on first use.
    pub fn helper(&mut self, h: Helper) -> TranslateResult<FuncId> {
        if let Some(id) = self.helpers.get(&h) {
            return Ok(*id);
        }
        let mut sig = self.module.make_signature();
        sig.params = vec![AbiParam::new(I32); 3];
        let id = self
            .module
            .declare_function(h.symbol(), Linkage::Import, &sig)
            .map_err(|e| {
                module_error(format!("declaring the runtime routine {}", h.symbol()), e)
            })?;
        self.helpers.insert(h, id);
        Ok(id)
    }
}

#[cfg(test)]
mod tests {
    use super::Helper;

    #[test]
    fn the_runtime_defines_every_helper() {
        for h in [Helper::Memcpy, Helper::Memmove, Helper::Memset] {
            assert!(cpu0_rt::SYMBOLS.contains(&h.symbol()), "{h:?}");
        }
    }
}
