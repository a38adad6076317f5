//! `.ll` inputs (LLVM IR text) of `run` and `compile`, imported with `cpu0-llvm`:
//! into the JIT (`run`), into an object (`compile -o`), or into a module that keeps
//! the CLIF (`compile --emit clif`, and the assembly listing of `compile`).

use super::{read_file, write_file, CliError};
use cpu0_asm::Endian;
use cpu0_isa::Flags;
use cpu0_llvm::{ast, ParseError, TranslateError, TranslateOptions, Translated};
use cpu0_module::clif::rename_user_references;
use cpu0_object::{CollectModule, Cpu0ObjectBuilder, Cpu0ObjectModule};
use cranelift_codegen::ir::{Function, UserFuncName};
use cranelift_module::{
    DataDescription, DataId, FuncId, Init, Module, ModuleError, ModuleRelocTarget,
};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

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
    LlFile::from_text(path, &text, target)
}

impl LlFile {
    /// Parses IR text that came from `path` (a `.ll` file, or a C file through clang).
    pub fn from_text(path: &Path, text: &str, target: Option<Endian>) -> Result<LlFile, CliError> {
        let ast = cpu0_llvm::parse(text).map_err(|e| parse_error(path, &e))?;
        let endian =
            cpu0_llvm::target_endian(&ast, target).map_err(|e| translate_error(path, &e))?;
        Ok(LlFile {
            path: path.to_path_buf(),
            ast,
            endian,
        })
    }
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
    if let Some(symbol) = &e.symbol {
        let _ = write!(s, "in @{symbol}: ");
    }
    let _ = write!(s, "{}", e.kind);
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
        self.import_with_prefix(module, String::new())
    }

    /// [`LlFile::import`] with the file's local symbols named `PREFIX<name>` in the
    /// module (several files in one module).
    pub fn import_with_prefix<M: Module>(
        &self,
        module: &mut M,
        local_prefix: String,
    ) -> Result<Translated, CliError> {
        let opts = TranslateOptions {
            target: Some(self.endian),
            local_prefix,
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
        let mut module = CollectModule::new(self.endian);
        self.import(&mut module)?;
        let decls = module.declarations();
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
                rename_user_references(&mut f, &|u| {
                    target_name(&ModuleRelocTarget::user(u.namespace, u.index))
                });
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
