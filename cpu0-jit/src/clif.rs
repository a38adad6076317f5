//! Defining the functions of CLIF text (a `.clif` file) in a module.

use crate::module::{Cpu0JitModule, JitError};
use cranelift_codegen::ir::{ExternalName, Function, UserExternalName};
use cranelift_codegen::Context;
use cranelift_module::{FuncId, FuncOrDataId, Linkage, Module, ModuleError, ModuleResult};

/// The module name of a CLIF function: `%fib` is `fib`, `u0:1` stays `u0:1` (the
/// object module names them alike).
pub use cpu0_object::decls::clif_name;

impl Cpu0JitModule {
    /// Declares (`Linkage::Export`, named as [`clif_name`] says) and defines CLIF
    /// functions, as parsed from a `.clif` file. They call each other by their CLIF
    /// names: `fn0 = %fib(i32) -> i32` resolves by name, and a user name
    /// (`fn0 = u0:2 sig0`) is renumbered to the module's id of the function named
    /// `u0:2` (declared as an import when the text does not define it). Returns
    /// the names and ids in order. Call
    /// [`finalize_definitions`](Self::finalize_definitions) next.
    pub fn define_clif_functions(
        &mut self,
        funcs: Vec<Function>,
    ) -> ModuleResult<Vec<(String, FuncId)>> {
        let mut ids = Vec::with_capacity(funcs.len());
        for func in &funcs {
            let name = clif_name(&func.name);
            if ids.iter().any(|(n, _)| *n == name) {
                return Err(ModuleError::DuplicateDefinition(name));
            }
            let id = self.declare_function(&name, Linkage::Export, &func.signature)?;
            ids.push((name, id));
        }
        for (func, (_, id)) in funcs.into_iter().zip(&ids) {
            self.define_clif_function(*id, func)?;
        }
        Ok(ids)
    }

    /// Defines one CLIF function under the declaration `id`, with its references to
    /// other functions resolved by name as in
    /// [`define_clif_functions`](Self::define_clif_functions). For callers that
    /// declare every function first and want each one's compile error on its own
    /// (the filetest runner, the differential harness).
    pub fn define_clif_function(&mut self, id: FuncId, mut func: Function) -> ModuleResult<()> {
        let name = clif_name(&func.name);
        self.renumber_user_names(&mut func, &name)?;
        self.define_function(id, &mut Context::for_function(func))
    }

    /// Points the user names a CLIF function refers to at this module's
    /// declarations of those names.
    fn renumber_user_names(&mut self, func: &mut Function, from: &str) -> ModuleResult<()> {
        let refs: Vec<_> = func
            .params
            .user_named_funcs()
            .iter()
            .map(|(r, n)| (r, n.clone()))
            .collect();
        for (r, user) in refs {
            let name = format!("u{}:{}", user.namespace, user.index);
            let called = func
                .dfg
                .ext_funcs
                .values()
                .find(|f| f.name == ExternalName::User(r))
                .and_then(|f| func.dfg.signatures.get(f.signature));
            let id = match (self.get_name(&name), called) {
                (Some(FuncOrDataId::Func(id)), _) => UserExternalName::new(0, id.as_u32()),
                (Some(FuncOrDataId::Data(id)), _) => UserExternalName::new(1, id.as_u32()),
                (None, Some(sig)) => {
                    let sig = sig.clone();
                    let id = self.declare_function(&name, Linkage::Import, &sig)?;
                    UserExternalName::new(0, id.as_u32())
                }
                (None, None) => {
                    return Err(ModuleError::Backend(anyhow::Error::new(
                        JitError::Undefined {
                            symbol: name,
                            from: from.to_string(),
                        },
                    )))
                }
            };
            func.params.reset_user_func_name(r, id);
        }
        Ok(())
    }
}
