//! The translator: an [`ast::Module`] to CLIF functions and data objects declared
//! and defined in any `cranelift_module::Module`.

mod aggregates;
mod arithmetic;
mod calls;
mod const_code;
mod consts;
mod control_flow;
mod float;
mod float_consts;
mod function;
mod helpers;
mod intrinsics;
mod memory;
mod merge_stores;
mod returns_twice;
mod runtime;
pub mod types;
mod values;
mod wide;

use crate::ast::{self, Linkage as LlLinkage, Type};
use crate::error::{invalid, module_error, unsupported, TranslateError, TranslateErrorKind};
use crate::layout::{DataLayout, Types};
use cpu0_asm::Endian;
use cranelift_codegen::ir::{self, types as ct};
use cranelift_module::{DataDescription, DataId, FuncId, Linkage, Module};
use std::collections::{BTreeMap, HashMap};

pub use consts::CVal;

/// Internal result: the kind of error, located by the caller (see `error.rs`).
pub(crate) type TranslateResult<T> = Result<T, TranslateErrorKind>;

/// Choices of the translation.
#[derive(Clone, Debug)]
pub struct TranslateOptions {
    /// The byte order the user asked for (`--target cpu0|cpu0el`). It must agree
    /// with the data layout when the layout names one.
    pub target: Option<Endian>,
    /// Bytes of each function's area for dynamic `alloca`s (see the crate docs).
    pub dynamic_stack_size: u32,
    /// Put before the names of `private` and `internal` symbols in the module, so
    /// that several LLVM modules imported into one `Module` (each C file of a
    /// program, the C library's members) keep their local symbols apart: two
    /// files' `@.str` must stay two objects. Empty by default.
    pub local_prefix: String,
}

impl Default for TranslateOptions {
    fn default() -> Self {
        TranslateOptions {
            target: None,
            dynamic_stack_size: 64 * 1024,
            local_prefix: String::new(),
        }
    }
}

/// What the translation declared and defined.
#[derive(Clone, Debug, Default)]
pub struct Translated {
    /// The byte order the module was translated for.
    pub endian: Endian,
    /// Every function declared in the module (defined or imported), by LLVM name.
    pub functions: BTreeMap<String, FuncId>,
    /// Every data object declared, by LLVM name.
    pub data: BTreeMap<String, DataId>,
    /// The functions defined, by LLVM name.
    pub defined: Vec<String>,
}

/// The byte order a module is translated for: the data layout's (`E` -> `cpu0`,
/// `e` -> `cpu0el`), else `target`, else big-endian (`cpu0`). Errors when the
/// layout has 64-bit pointers or disagrees with `target`.
pub fn target_endian(m: &ast::Module, target: Option<Endian>) -> Result<Endian, TranslateError> {
    Ok(data_layout(m, target)?.endian.unwrap_or(Endian::Big))
}

fn data_layout(m: &ast::Module, target: Option<Endian>) -> Result<DataLayout, TranslateError> {
    let mut dl = match &m.data_layout {
        Some(s) => DataLayout::parse(s).map_err(TranslateError::new)?,
        None => DataLayout::default(),
    };
    if dl.pointer_bits != 32 {
        return Err(TranslateError::new(TranslateErrorKind::Target(format!(
            "the data layout has {}-bit pointers; Cpu0 is a 32-bit target: compile the C \
             source with `-target mips-unknown-linux-gnu` (big-endian, cpu0) or \
             `-target mipsel-unknown-linux-gnu` (little-endian, cpu0el)",
            dl.pointer_bits
        ))));
    }
    let name = |e: Endian| match e {
        Endian::Big => "cpu0 (big-endian)",
        Endian::Little => "cpu0el (little-endian)",
    };
    match (dl.endian, target) {
        (Some(a), Some(b)) if a != b => {
            return Err(TranslateError::new(TranslateErrorKind::Target(format!(
                "the target is {} but the data layout is {}: compile with `-target {}` or choose the target {}",
                name(b),
                name(a),
                match b {
                    Endian::Big => "mips-unknown-linux-gnu",
                    Endian::Little => "mipsel-unknown-linux-gnu",
                },
                match a {
                    Endian::Big => "cpu0",
                    Endian::Little => "cpu0el",
                }
            ))))
        }
        (None, t) => dl.endian = Some(t.unwrap_or(Endian::Big)),
        _ => {}
    }
    Ok(dl)
}

/// Translates `ast` into `module`: declares every defined function and global,
/// defines them, and declares what they use from outside as imports (resolved at
/// link or JIT time).
pub fn translate<M: Module>(
    ast: &ast::Module,
    module: &mut M,
    opts: &TranslateOptions,
) -> Result<Translated, TranslateError> {
    let dl = data_layout(ast, opts.target)?;
    let endian = dl.endian.unwrap_or(Endian::Big);
    let isa_endian = match module.isa().endianness() {
        ir::Endianness::Big => Endian::Big,
        ir::Endianness::Little => Endian::Little,
    };
    if isa_endian != endian {
        return Err(TranslateError::new(TranslateErrorKind::Target(format!(
            "the module is {:?}-endian but the LLVM module is {:?}-endian",
            isa_endian, endian
        ))));
    }
    if module.isa().pointer_type() != ct::I32 {
        return Err(TranslateError::new(TranslateErrorKind::Target(
            "the module's target does not have 32-bit pointers (use cpu0_isa::frontend_isa)".into(),
        )));
    }
    if !ast.module_asm.is_empty() {
        return Err(TranslateError::new(unsupported(
            "`module asm` is not supported",
        )));
    }
    let mut cx = ModuleTranslator {
        module,
        ast,
        types: Types::new(dl, ast),
        endian,
        opts,
        symbols: HashMap::new(),
        helpers: HashMap::new(),
        runtime: HashMap::new(),
        out: Translated {
            endian,
            ..Translated::default()
        },
    };
    cx.check_types()?;
    // Declare everything this module defines, so that references resolve.
    for f in &ast.functions {
        if defines(f) {
            cx.declare_function(f)
                .map_err(|k| TranslateError::in_symbol(&f.name, Some(f.pos), k))?;
        }
    }
    for g in &ast.globals {
        if g.init.is_some() && g.linkage != LlLinkage::AvailableExternally {
            cx.symbol(&g.name)
                .map_err(|m| TranslateError::at(g.pos, m))?;
        }
    }
    for g in &ast.globals {
        if g.init.is_some() && g.linkage != LlLinkage::AvailableExternally {
            cx.define_global(g)
                .map_err(|k| TranslateError::in_symbol(&g.name, Some(g.pos), k))?;
        }
    }
    for f in &ast.functions {
        if defines(f) {
            function::translate_function(&mut cx, f)?;
            cx.out.defined.push(f.name.clone());
        }
    }
    Ok(cx.out)
}

fn defines(f: &ast::Function) -> bool {
    !f.is_declaration && f.linkage != LlLinkage::AvailableExternally
}

fn linkage_of(l: LlLinkage, hidden: bool, defined: bool) -> Linkage {
    if !defined {
        return Linkage::Import;
    }
    match l {
        LlLinkage::Private | LlLinkage::Internal => Linkage::Local,
        LlLinkage::LinkOnce | LlLinkage::Weak | LlLinkage::Common => Linkage::Preemptible,
        _ if hidden => Linkage::Hidden,
        _ => Linkage::Export,
    }
}

/// A symbol of the module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Symbol {
    Func(FuncId),
    Data(DataId),
}

/// The translation's state shared by all functions.
pub(crate) struct ModuleTranslator<'a, M: Module> {
    pub module: &'a mut M,
    pub ast: &'a ast::Module,
    pub types: Types<'a>,
    pub endian: Endian,
    pub opts: &'a TranslateOptions,
    /// Symbols declared so far, with the offset an alias adds.
    symbols: HashMap<String, (Symbol, i64)>,
    /// Runtime helpers used so far (see `helpers.rs`).
    pub helpers: HashMap<helpers::Helper, FuncId>,
    /// Runtime routines imported so far, by routine and float type (see `runtime.rs`).
    pub runtime: HashMap<(runtime::Routine, ir::Type), FuncId>,
    out: Translated,
}

impl<M: Module> ModuleTranslator<'_, M> {
    /// Checks every named type once so that errors point at them early.
    fn check_types(&mut self) -> Result<(), TranslateError> {
        for (name, def) in &self.ast.types {
            if def.is_some() {
                // A type without a size is fine until something needs its size.
                match self.types.layout(&Type::Named(name.clone())) {
                    Ok(_) | Err(TranslateErrorKind::Unsized(_)) => {}
                    Err(k) => return Err(TranslateError::new(k.context(format!("type %{name}")))),
                }
            }
        }
        Ok(())
    }

    fn declare_function(&mut self, f: &ast::Function) -> TranslateResult<FuncId> {
        if let Some((Symbol::Func(id), 0)) = self.symbols.get(&f.name) {
            return Ok(*id);
        }
        if f.name.starts_with("llvm.") {
            return Err(invalid(format!(
                "the intrinsic @{} can only be called, not used as a value",
                f.name
            )));
        }
        let attrs: Vec<_> = f.params.iter().map(|p| p.attrs.clone()).collect();
        let abi = self.abi(&f.fn_type(), &attrs, &f.ret_attrs)?;
        let linkage = linkage_of(f.linkage, f.hidden, defines(f));
        let id = self
            .module
            .declare_function(&self.module_name(&f.name, linkage), linkage, &abi.sig)
            .map_err(|e| module_error(format!("declaring @{}", f.name), e))?;
        self.symbols.insert(f.name.clone(), (Symbol::Func(id), 0));
        self.out.functions.insert(f.name.clone(), id);
        Ok(id)
    }

    /// The name in the `Module` of the LLVM symbol `@name`: local ones get the
    /// [`TranslateOptions::local_prefix`].
    fn module_name(&self, name: &str, linkage: Linkage) -> String {
        if linkage == Linkage::Local {
            format!("{}{name}", self.opts.local_prefix)
        } else {
            name.to_string()
        }
    }

    /// The symbol `@name` refers to (declared on first use) and the offset into it.
    pub fn symbol(&mut self, name: &str) -> TranslateResult<(Symbol, i64)> {
        self.symbol_at(name, 0)
    }

    fn symbol_at(&mut self, name: &str, depth: usize) -> TranslateResult<(Symbol, i64)> {
        if let Some(s) = self.symbols.get(name) {
            return Ok(*s);
        }
        if depth > 16 {
            return Err(invalid(format!("alias @{name} refers to itself")));
        }
        let ast = self.ast;
        if let Some(f) = ast.function(name) {
            return Ok((Symbol::Func(self.declare_function(f)?), 0));
        }
        if let Some(g) = ast.global(name) {
            if g.thread_local {
                log::warn!("@{name}: thread_local is treated as an ordinary global");
            }
            let defined = g.init.is_some() && g.linkage != LlLinkage::AvailableExternally;
            let linkage = linkage_of(g.linkage, g.hidden, defined);
            let writable = !g.constant;
            let id = self
                .module
                .declare_data(&self.module_name(name, linkage), linkage, writable, false)
                .map_err(|e| module_error(format!("declaring @{name}"), e))?;
            self.symbols.insert(name.to_string(), (Symbol::Data(id), 0));
            self.out.data.insert(name.to_string(), id);
            return Ok((Symbol::Data(id), 0));
        }
        if let Some(a) = ast.aliases.iter().find(|a| a.name == name) {
            let (target, addend) = match self.eval_scalar(&a.aliasee.ty, &a.aliasee.value)? {
                CVal::Sym { name, addend } => (name, addend),
                CVal::Int(_) => {
                    return Err(invalid(format!("alias @{name} does not name a global")))
                }
            };
            let (sym, off) = self.symbol_at(&target, depth + 1)?;
            let s = (sym, off + addend);
            self.symbols.insert(name.to_string(), s);
            return Ok(s);
        }
        Err(invalid(format!("undefined global @{name}")))
    }

    fn define_global(&mut self, g: &ast::Global) -> TranslateResult<()> {
        let (Symbol::Data(id), _) = self.symbol(&g.name)? else {
            return Err(invalid("not a data object"));
        };
        let layout = self.types.layout(&g.ty)?;
        let size = usize::try_from(layout.alloc_size.max(layout.store_size))
            .map_err(|_| invalid("too large"))?;
        let mut desc = DataDescription::new();
        let init = g.init.as_ref().expect("defined globals have initialisers");
        if matches!(init, ast::Const::Zero | ast::Const::Undef) {
            desc.define_zeroinit(size);
        } else {
            let mut bytes = vec![0u8; size];
            let mut relocs = Vec::new();
            self.write_const(&g.ty, init, 0, &mut bytes, &mut relocs, 0)
                .map_err(|e| match e {
                    TranslateErrorKind::LinkTime(m) => {
                        unsupported(format!("{m}, and no relocation can express it in data"))
                    }
                    e => e,
                })?;
            desc.define(bytes.into_boxed_slice());
            for r in relocs {
                let offset =
                    u32::try_from(r.offset).map_err(|_| invalid("relocation offset too large"))?;
                match self.symbol(&r.name)? {
                    (Symbol::Func(f), off) => {
                        if off + r.addend != 0 {
                            return Err(unsupported(format!(
                                "the address of function @{} plus {} cannot be stored in data",
                                r.name,
                                off + r.addend
                            )));
                        }
                        let fref = self.module.declare_func_in_data(f, &mut desc);
                        desc.write_function_addr(offset, fref);
                    }
                    (Symbol::Data(d), off) => {
                        let gv = self.module.declare_data_in_data(d, &mut desc);
                        desc.write_data_addr(offset, gv, off + r.addend);
                    }
                }
            }
        }
        desc.set_align(g.align.unwrap_or(1).max(layout.align));
        if let Some(s) = &g.section {
            log::debug!("@{}: section \"{s}\" is ignored", g.name);
        }
        self.module
            .define_data(id, &desc)
            .map_err(|e| module_error(format!("defining @{}", g.name), e))
    }
}
