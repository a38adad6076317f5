//! `.ll` inputs (LLVM IR text) of `run` and `compile`, imported with `cpu0-llvm`:
//! into the JIT (`run`), into an object (`compile -o`), or into a module that keeps
//! the CLIF (`compile --emit clif`, and the assembly listing of `compile`).

use super::{read_file, write_file, CliError};
use cpu0_asm::Endian;
use cpu0_isa::Flags;
use cpu0_llvm::{ast, ParseError, TranslateError, TranslateOptions, Translated};
use cpu0_object::{Cpu0ObjectBuilder, Cpu0ObjectModule};
use cranelift_codegen::control::ControlPlane;
use cranelift_codegen::ir::{self, ExternalName, Function, UserFuncName};
use cranelift_codegen::isa::TargetIsa;
use cranelift_codegen::{CodegenError, Context};
use cranelift_module::{
    DataDescription, DataId, FuncId, Init, Linkage, Module, ModuleDeclarations, ModuleError,
    ModuleReloc, ModuleRelocTarget, ModuleResult,
};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

/// Whether `path` names an LLVM IR text file (`.ll`); anything else is CLIF.
pub fn is_ll(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "ll")
}

/// A parsed `.ll` file and the byte order it is compiled for.
pub struct LlFile {
    pub path: PathBuf,
    pub ast: ast::Module,
    pub endian: Endian,
}

/// Reads and parses `path`; the byte order comes from its data layout and must
/// agree with `target` (`--target`) when both are given.
pub fn load(path: &Path, target: Option<Endian>) -> Result<LlFile, CliError> {
    let file = path.display();
    let bytes = read_file(&path.to_path_buf())?;
    let text =
        String::from_utf8(bytes).map_err(|_| CliError::Msg(format!("{file}: not UTF-8 text")))?;
    let ast = cpu0_llvm::parse(&text).map_err(|e| parse_error(path, &e))?;
    let endian = cpu0_llvm::target_endian(&ast, target).map_err(|e| translate_error(path, &e))?;
    Ok(LlFile {
        path: path.to_path_buf(),
        ast,
        endian,
    })
}

fn parse_error(path: &Path, e: &ParseError) -> CliError {
    CliError::Msg(format!(
        "{}:{}:{}: {}",
        path.display(),
        e.line,
        e.col,
        e.msg
    ))
}

fn translate_error(path: &Path, e: &TranslateError) -> CliError {
    let mut s = path.display().to_string();
    if let Some(p) = e.pos {
        let _ = write!(s, ":{}:{}", p.line, p.col);
    }
    s.push_str(": ");
    if let Some(f) = &e.function {
        let _ = write!(s, "in @{f}: ");
    }
    s.push_str(&e.message);
    CliError::Msg(s)
}

/// The message of a module error (a backend error shows its own message).
pub fn module_error(e: ModuleError) -> String {
    match e {
        ModuleError::Backend(e) => e.to_string(),
        other => other.to_string(),
    }
}

impl LlFile {
    /// Declares and defines the file's functions and globals in `module`.
    pub fn import<M: Module>(&self, module: &mut M) -> Result<Translated, CliError> {
        let opts = TranslateOptions {
            target: Some(self.endian),
            ..TranslateOptions::default()
        };
        cpu0_llvm::translate(&self.ast, module, &opts).map_err(|e| translate_error(&self.path, &e))
    }

    /// `compile FILE.ll -o FILE.o`: one relocatable object; symbols keep the LLVM
    /// linkage (`internal`/`private` are local, other definitions global).
    pub fn write_object(&self, flags: &Flags, output: &PathBuf) -> Result<ExitCode, CliError> {
        let name = self.path.file_name().map_or_else(
            || self.path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        let mut module = Cpu0ObjectModule::new(Cpu0ObjectBuilder::new(*flags, name));
        self.import(&mut module)?;
        let bytes = module
            .finish()
            .map_err(|e| CliError::Msg(format!("{}: {}", self.path.display(), module_error(e))))?;
        write_file(output, &bytes)?;
        Ok(ExitCode::SUCCESS)
    }

    /// The imported CLIF: every function the translation defines (the file's and
    /// the helpers it adds), named and referring to each other by their LLVM names
    /// (`%main`, `fn0 = %print_int ...`), and the data objects.
    pub fn clif(&self) -> Result<Imported, CliError> {
        let mut module = CollectModule {
            isa: cpu0_isa::frontend_isa(self.endian).map_err(|e| CliError::Msg(e.to_string()))?,
            decls: ModuleDeclarations::default(),
            functions: Vec::new(),
            data: Vec::new(),
        };
        self.import(&mut module)?;
        let decls = &module.decls;
        let fname = |id: FuncId| clif_symbol(&decls.get_function_decl(id).linkage_name(id));
        let dname = |id: DataId| clif_symbol(&decls.get_data_decl(id).linkage_name(id));
        let target_name = |t: &ModuleRelocTarget| match t {
            ModuleRelocTarget::User {
                namespace: 0,
                index,
            } => fname(FuncId::from_u32(*index)),
            ModuleRelocTarget::User {
                namespace: 1,
                index,
            } => dname(DataId::from_u32(*index)),
            other => other.to_string(),
        };
        let functions = module
            .functions
            .iter()
            .map(|(id, f)| {
                let mut f = f.clone();
                f.name = UserFuncName::testcase(fname(*id));
                rename_references(&mut f, &target_name);
                f
            })
            .collect();
        let data = module
            .data
            .iter()
            .map(|(id, d)| {
                let decl = decls.get_data_decl(*id);
                describe_data(&dname(*id), decl.writable, d, &target_name)
            })
            .collect();
        Ok(Imported { functions, data })
    }
}

/// The CLIF of an imported `.ll` file.
pub struct Imported {
    pub functions: Vec<Function>,
    /// Each data object as comment lines (`; data %name: ...`).
    pub data: Vec<String>,
}

/// A symbol as a CLIF test-case name: characters other than letters, digits and
/// `_` become `_` (`.str.1` is `_str_1`).
fn clif_symbol(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// Replaces the module's user names in `f` (`u0:3`) with test-case names.
fn rename_references(f: &mut Function, name: &dyn Fn(&ModuleRelocTarget) -> String) {
    let user = |n: &ExternalName, params: &ir::function::FunctionParameters| match n {
        ExternalName::User(r) => params
            .user_named_funcs()
            .get(*r)
            .map(|u| ExternalName::testcase(name(&ModuleRelocTarget::user(u.namespace, u.index)))),
        _ => None,
    };
    let funcs: Vec<ir::FuncRef> = f.dfg.ext_funcs.keys().collect();
    for r in funcs {
        if let Some(n) = user(&f.dfg.ext_funcs[r].name, &f.params) {
            f.dfg.ext_funcs[r].name = n;
        }
    }
    let gvs: Vec<ir::GlobalValue> = f.global_values.keys().collect();
    for gv in gvs {
        if let ir::GlobalValueData::Symbol { name: n, .. } = &f.global_values[gv] {
            if let Some(new) = user(n, &f.params) {
                if let ir::GlobalValueData::Symbol { name: n, .. } = &mut f.global_values[gv] {
                    *n = new;
                }
            }
        }
    }
}

/// A data object as CLIF comments: size, alignment, contents (16 bytes a line, the
/// first 256) and the addresses written into it.
fn describe_data(
    name: &str,
    writable: bool,
    d: &DataDescription,
    target_name: &dyn Fn(&ModuleRelocTarget) -> String,
) -> String {
    let (size, bytes) = match &d.init {
        Init::Bytes { contents } => (contents.len(), Some(&contents[..])),
        Init::Zeros { size } => (*size, None),
        Init::Uninitialized => (0, None),
    };
    let mut s = format!(
        "; data %{name}: {size} bytes, align {}, {}",
        d.align.unwrap_or(1),
        if writable { "writable" } else { "read-only" }
    );
    match bytes {
        None => s.push_str(", zero\n"),
        Some(b) => {
            s.push('\n');
            for (i, chunk) in b.chunks(16).take(16).enumerate() {
                let hex: Vec<String> = chunk.iter().map(|x| format!("{x:02x}")).collect();
                let _ = writeln!(s, ";   {:04x}: {}", i * 16, hex.join(" "));
            }
            if b.len() > 256 {
                let _ = writeln!(s, ";   ... ({} more bytes)", b.len() - 256);
            }
        }
    }
    for (off, fref) in &d.function_relocs {
        let _ = writeln!(s, ";   +{off}: &%{}", target_name(&d.function_decls[*fref]));
    }
    for (off, gv, addend) in &d.data_relocs {
        let target = target_name(&d.data_decls[*gv]);
        match addend {
            0 => {
                let _ = writeln!(s, ";   +{off}: &%{target}");
            }
            a => {
                let _ = writeln!(s, ";   +{off}: &%{target} {a:+}");
            }
        }
    }
    s
}

/// A `cranelift_module::Module` that keeps the CLIF it is given.
struct CollectModule {
    isa: Arc<dyn TargetIsa>,
    decls: ModuleDeclarations,
    functions: Vec<(FuncId, Function)>,
    data: Vec<(DataId, DataDescription)>,
}

impl Module for CollectModule {
    fn isa(&self) -> &dyn TargetIsa {
        &*self.isa
    }

    fn declarations(&self) -> &ModuleDeclarations {
        &self.decls
    }

    fn declare_function(
        &mut self,
        name: &str,
        linkage: Linkage,
        signature: &ir::Signature,
    ) -> ModuleResult<FuncId> {
        Ok(self.decls.declare_function(name, linkage, signature)?.0)
    }

    fn declare_anonymous_function(&mut self, signature: &ir::Signature) -> ModuleResult<FuncId> {
        self.decls.declare_anonymous_function(signature)
    }

    fn declare_data(
        &mut self,
        name: &str,
        linkage: Linkage,
        writable: bool,
        tls: bool,
    ) -> ModuleResult<DataId> {
        Ok(self.decls.declare_data(name, linkage, writable, tls)?.0)
    }

    fn declare_anonymous_data(&mut self, writable: bool, tls: bool) -> ModuleResult<DataId> {
        self.decls.declare_anonymous_data(writable, tls)
    }

    fn define_function_with_control_plane(
        &mut self,
        func: FuncId,
        ctx: &mut Context,
        _ctrl_plane: &mut ControlPlane,
    ) -> ModuleResult<()> {
        if self.functions.iter().any(|(f, _)| *f == func) {
            let name = self.decls.get_function_decl(func).linkage_name(func);
            return Err(ModuleError::DuplicateDefinition(name.into_owned()));
        }
        self.functions.push((func, ctx.func.clone()));
        Ok(())
    }

    fn define_function_bytes(
        &mut self,
        func: FuncId,
        _alignment: u64,
        _bytes: &[u8],
        _relocs: &[ModuleReloc],
    ) -> ModuleResult<()> {
        let name = self.decls.get_function_decl(func).linkage_name(func);
        Err(ModuleError::Compilation(CodegenError::Unsupported(
            format!("{name}: machine code cannot be listed as CLIF"),
        )))
    }

    fn define_data(&mut self, data: DataId, desc: &DataDescription) -> ModuleResult<()> {
        if self.data.iter().any(|(d, _)| *d == data) {
            let name = self.decls.get_data_decl(data).linkage_name(data);
            return Err(ModuleError::DuplicateDefinition(name.into_owned()));
        }
        self.data.push((data, desc.clone()));
        Ok(())
    }
}
