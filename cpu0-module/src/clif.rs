//! CLIF functions (as parsed from a `.clif` file) into any `cranelift_module::Module`:
//! the JIT, the object writer, or upstream's modules.
//!
//! Each function is declared under its CLIF name ([`clif_name`]: `%fib` as `fib`,
//! `u0:1` as `u0:1`), and references to other functions keep to that spelling:
//!
//! - a test-case name (`fn0 = %fib(i32) -> i32`) stays a name, which the Cpu0
//!   modules resolve by name when they link (a function of the text, a host
//!   function, the runtime, or for objects another object);
//! - a user name (`fn0 = u0:2 sig0`) means something only with the declarations of
//!   the module it was made for, so it is renumbered to this module's declaration
//!   named `u0:2`, which is declared as an import when the text does not define it.

use cranelift_codegen::ir::function::FunctionParameters;
use cranelift_codegen::ir::{
    self, ExternalName, Function, GlobalValueData, UserExternalName, UserFuncName,
};
use cranelift_codegen::Context;
use cranelift_module::{FuncId, FuncOrDataId, Linkage, Module, ModuleError, ModuleResult};

/// The symbol name of a CLIF function: `%fib` is `fib`, `u0:1` stays `u0:1`.
pub fn clif_name(name: &UserFuncName) -> String {
    match name {
        UserFuncName::Testcase(t) => String::from_utf8_lossy(t.raw()).into_owned(),
        other => other.to_string(),
    }
}

/// Declares every function with `linkage` under its CLIF name, then defines each
/// (see the module documentation for how they refer to each other). Returns the
/// names and ids in order.
pub fn define_clif_functions<M: Module + ?Sized>(
    module: &mut M,
    funcs: Vec<Function>,
    linkage: Linkage,
) -> ModuleResult<Vec<(String, FuncId)>> {
    let ids = declare_clif_functions(module, &funcs, linkage)?;
    for (func, (_, id)) in funcs.into_iter().zip(&ids) {
        define_clif_function(module, *id, func)?;
    }
    Ok(ids)
}

/// Declares every function with `linkage` under its CLIF name; a name the text
/// defines twice is `ModuleError::DuplicateDefinition`. For callers that then
/// define each function on its own, to keep each one's compile error.
pub fn declare_clif_functions<M: Module + ?Sized>(
    module: &mut M,
    funcs: &[Function],
    linkage: Linkage,
) -> ModuleResult<Vec<(String, FuncId)>> {
    let mut ids: Vec<(String, FuncId)> = Vec::with_capacity(funcs.len());
    for func in funcs {
        let name = clif_name(&func.name);
        if ids.iter().any(|(n, _)| *n == name) {
            return Err(ModuleError::DuplicateDefinition(name));
        }
        let id = module.declare_function(&name, linkage, &func.signature)?;
        ids.push((name, id));
    }
    Ok(ids)
}

/// Defines one CLIF function under the declaration `id`, its user names
/// renumbered to this module's declarations of the same spelling.
pub fn define_clif_function<M: Module + ?Sized>(
    module: &mut M,
    id: FuncId,
    mut func: Function,
) -> ModuleResult<()> {
    renumber_user_names(module, &mut func)?;
    module.define_function(id, &mut Context::for_function(func))
}

/// Points the user names `func` refers to at the module's declarations of those
/// names, declaring an import for each one the module does not know: a function
/// when `func` calls it (with the signature of the call), otherwise a data object.
fn renumber_user_names<M: Module + ?Sized>(
    module: &mut M,
    func: &mut Function,
) -> ModuleResult<()> {
    let refs: Vec<_> = func
        .params
        .user_named_funcs()
        .iter()
        .map(|(r, n)| (r, n.clone()))
        .collect();
    for (r, user) in refs {
        let name = user.to_string();
        let called = func
            .dfg
            .ext_funcs
            .values()
            .find(|f| f.name == ExternalName::User(r))
            .and_then(|f| func.dfg.signatures.get(f.signature));
        let declared = match (module.get_name(&name), called) {
            (Some(id), _) => id,
            (None, Some(sig)) => {
                let sig = sig.clone();
                FuncOrDataId::Func(module.declare_function(&name, Linkage::Import, &sig)?)
            }
            (None, None) => {
                FuncOrDataId::Data(module.declare_data(&name, Linkage::Import, true, false)?)
            }
        };
        let renumbered = match declared {
            FuncOrDataId::Func(id) => UserExternalName::new(0, id.as_u32()),
            FuncOrDataId::Data(id) => UserExternalName::new(1, id.as_u32()),
        };
        func.params.reset_user_func_name(r, renumbered);
    }
    Ok(())
}

/// Replaces the `ExternalName::User` references of `func` (called functions and
/// symbol values) with test-case names, spelled by `name`: user names mean
/// something only with the declarations of the module they were made for.
pub fn rename_user_references(func: &mut Function, name: &dyn Fn(&UserExternalName) -> String) {
    let user = |n: &ExternalName, params: &FunctionParameters| match n {
        ExternalName::User(r) => params
            .user_named_funcs()
            .get(*r)
            .map(|u| ExternalName::testcase(name(u))),
        _ => None,
    };
    let funcs: Vec<ir::FuncRef> = func.dfg.ext_funcs.keys().collect();
    for f in funcs {
        if let Some(n) = user(&func.dfg.ext_funcs[f].name, &func.params) {
            func.dfg.ext_funcs[f].name = n;
        }
    }
    let gvs: Vec<ir::GlobalValue> = func.global_values.keys().collect();
    for gv in gvs {
        if let GlobalValueData::Symbol { name: n, .. } = &func.global_values[gv] {
            if let Some(new) = user(n, &func.params) {
                if let GlobalValueData::Symbol { name: n, .. } = &mut func.global_values[gv] {
                    *n = new;
                }
            }
        }
    }
}
