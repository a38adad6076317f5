//! `cpu0c cc`: a gcc-like driver. C files go through clang 14 (found on `PATH`)
//! with the flags that make its output fit Cpu0, then every input is imported into
//! one module with the C library (`cpu0-libc`) and linked with the runtime into an
//! executable for `cpu0c exec` (or an object with `-c`, assembly with `-S`, LLVM
//! IR with `--emit-llvm`). `cpu0c run prog.c` uses the same front half with the JIT.

use super::ll::{module_error, LlFile};
use super::{read_file, write_file, CliError};
use cpu0_asm::{Endian, IsaLevel};
use cpu0_isa::{Flags, OptLevel};
use cpu0_object::inspect::{Binding, ElfInfo, SymbolInfo, SymbolPlace};
use cpu0_object::{link, Cpu0ObjectBuilder, Cpu0ObjectModule, LinkOptions};
use cranelift_module::Module;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};

/// The clang the driver runs.
const CLANG: &str = "clang-14";

/// The options of `cc` that clang sees too.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct CFlags {
    /// Optimisation: `0`, `1`, `2`, `3`, `s` or `z` (as `-O2`); clang and the
    /// backend (which optimises unless `-O0`).
    #[arg(short = 'O', value_name = "LEVEL")]
    pub olevel: Option<String>,
    /// Add a directory to the include path.
    #[arg(short = 'I', value_name = "DIR")]
    pub include: Vec<PathBuf>,
    /// Define a macro (`-D X` or `-D X=Y`).
    #[arg(short = 'D', value_name = "X[=Y]")]
    pub define: Vec<String>,
    /// The C standard (`-std=c99`, given to clang).
    #[arg(long = "std", value_name = "STD")]
    pub std: Option<String>,
}

impl CFlags {
    /// The backend's optimisation level for `-O`.
    pub fn opt_level(&self) -> OptLevel {
        match self.olevel.as_deref() {
            Some("0") => OptLevel::None,
            None => OptLevel::None,
            _ => OptLevel::Speed,
        }
    }
}

#[derive(clap::Args)]
pub struct CcArgs {
    /// `.c`, `.ll` and `.o` files.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    #[command(flatten)]
    cflags: CFlags,
    /// Compile only: write a relocatable object (without the C library).
    #[arg(short = 'c')]
    compile_only: bool,
    /// Write Cpu0 assembly.
    #[arg(short = 'S')]
    assembly: bool,
    /// With -S or -c: write clang's LLVM IR (`.ll`) instead.
    #[arg(long)]
    emit_llvm: bool,
    /// The output (default `a.out`, or the input's name with `.o`, `.s` or `.ll`).
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// `cpu0` (big-endian, the default) or `cpu0el`.
    #[arg(long, value_parser = Flags::parse_target)]
    target: Option<Endian>,
    /// The ISA level of everything `cc` compiles and links: the C files, the
    /// C library and the runtime routines (default `cpu032II`). Objects given
    /// must be compiled for it (`cpu0c compile --isa`).
    #[arg(long, value_parser = super::parse_isa)]
    isa: Option<IsaLevel>,
}

/// A C file clang rejected: its diagnostics are on stderr already; exit 1.
pub struct ClangFailed;

/// The directory with the C library's headers (written on first use).
fn header_dir() -> Result<PathBuf, CliError> {
    let dir = std::env::temp_dir().join(format!(
        "cpu0c-{}-include-{}",
        env!("CARGO_PKG_VERSION"),
        whoami_suffix()
    ));
    cpu0_libc::write_headers(&dir).map_err(|source| CliError::Io {
        path: dir.clone(),
        source,
    })?;
    Ok(dir)
}

/// Keeps users of one machine apart in the shared temporary directory.
fn whoami_suffix() -> String {
    std::env::var("USER").unwrap_or_else(|_| "user".into())
}

fn clang_missing(e: std::io::Error) -> CliError {
    CliError::Msg(format!(
        "cannot run {CLANG} ({e}): C files need clang 14 on the PATH \
         (Debian/Ubuntu: `apt-get install clang-14`)"
    ))
}

/// clang's resource directory (its own stddef.h, stdarg.h, stdint.h, ...).
fn resource_dir() -> Result<String, CliError> {
    let out = Command::new(CLANG)
        .arg("-print-resource-dir")
        .output()
        .map_err(clang_missing)?;
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// Compiles C files to LLVM IR text with clang, several at a time; clang's
/// diagnostics go to stderr as they come.
pub fn compile_c(
    files: &[PathBuf],
    cflags: &CFlags,
    endian: Endian,
) -> Result<Result<Vec<String>, ClangFailed>, CliError> {
    // Only C files need clang: `.ll` and `.o` inputs build without it.
    if files.is_empty() {
        return Ok(Ok(Vec::new()));
    }
    let includes = header_dir()?;
    let resource = resource_dir()?;
    let arch = match endian {
        Endian::Big => "mips",
        Endian::Little => "mipsel",
    };
    let args = |file: &Path| {
        let mut a: Vec<String> = vec![
            "-S".into(),
            "-emit-llvm".into(),
            "-o".into(),
            "-".into(),
            format!("-O{}", cflags.olevel.as_deref().unwrap_or("0")),
            "-target".into(),
            format!("{arch}-unknown-linux-gnu"),
            "-msoft-float".into(),
            "-fno-pic".into(),
            "-ffreestanding".into(),
            "-fno-math-errno".into(),
            "-fno-ident".into(),
            "-nostdinc".into(),
        ];
        for dir in &cflags.include {
            a.push(format!("-I{}", dir.display()));
        }
        a.push("-isystem".into());
        a.push(includes.display().to_string());
        a.push("-isystem".into());
        a.push(format!("{resource}/include"));
        for d in &cflags.define {
            a.push(format!("-D{d}"));
        }
        if let Some(std) = &cflags.std {
            a.push(format!("-std={std}"));
        }
        a.push(file.display().to_string());
        a
    };
    let parallel = std::thread::available_parallelism().map_or(2, |n| n.get());
    let mut texts = vec![String::new(); files.len()];
    let mut failed = false;
    for (chunk_index, chunk) in files.chunks(parallel).enumerate() {
        let children: Vec<_> = chunk
            .iter()
            .map(|f| {
                Command::new(CLANG)
                    .args(args(f))
                    .stdout(Stdio::piped())
                    .stderr(Stdio::inherit())
                    .spawn()
                    .map_err(clang_missing)
            })
            .collect::<Result<_, _>>()?;
        for (i, child) in children.into_iter().enumerate() {
            let out = child.wait_with_output().map_err(clang_missing)?;
            if out.status.success() {
                texts[chunk_index * parallel + i] =
                    String::from_utf8_lossy(&out.stdout).into_owned();
            } else {
                failed = true;
            }
        }
    }
    Ok(if failed { Err(ClangFailed) } else { Ok(texts) })
}

/// The inputs of a build: C and `.ll` files as parsed LLVM modules, and objects.
pub struct Inputs {
    pub modules: Vec<LlFile>,
    pub objects: Vec<(PathBuf, Vec<u8>)>,
    /// The global symbols the objects use and do not define (the C library may).
    pub objects_need: BTreeSet<String>,
    pub endian: Endian,
}

/// Sorts the files by extension, compiles the C ones and parses the IR.
pub fn load_inputs(
    files: &[PathBuf],
    cflags: &CFlags,
    target: Option<Endian>,
) -> Result<Result<Inputs, ClangFailed>, CliError> {
    let ext = |f: &PathBuf| {
        f.extension()
            .and_then(|e| e.to_str())
            .unwrap_or("")
            .to_string()
    };
    let mut c = Vec::new();
    let mut ll = Vec::new();
    let mut objects = Vec::new();
    for f in files {
        match ext(f).as_str() {
            "c" => c.push(f.clone()),
            "ll" => ll.push(f.clone()),
            "o" => objects.push(f.clone()),
            _ => {
                return Err(CliError::Msg(format!(
                    "{}: not a .c, .ll or .o file",
                    f.display()
                )))
            }
        }
    }
    // The byte order: --target, else the first .ll file's data layout, else the
    // first object's, else cpu0.
    let mut modules = Vec::new();
    for path in &ll {
        modules.push(super::ll::load(path, target)?);
    }
    let (objects, object_info) = read_objects(&objects)?;
    let endian = target
        .or_else(|| modules.first().map(|m: &LlFile| m.endian))
        .or_else(|| object_info.first().map(|(_, info)| endian_of(info)))
        .unwrap_or(Endian::Big);
    for (path, info) in &object_info {
        if endian_of(info) != endian {
            return Err(CliError::Msg(format!(
                "{}: its byte order is not the one of the other inputs",
                path.display()
            )));
        }
    }
    let objects_need = objects_need(&object_info);
    let texts = match compile_c(&c, cflags, endian)? {
        Ok(t) => t,
        Err(ClangFailed) => return Ok(Err(ClangFailed)),
    };
    for m in &modules {
        if m.endian != endian {
            return Err(CliError::Msg(format!(
                "{}: its byte order is not the one of the other inputs",
                m.path.display()
            )));
        }
    }
    for (path, text) in c.iter().zip(texts) {
        modules.push(LlFile::from_text(path, &text, Some(endian))?);
    }
    Ok(Ok(Inputs {
        modules,
        objects,
        objects_need,
        endian,
    }))
}

/// Reads the `.o` inputs: their bytes, and what they hold.
#[allow(clippy::type_complexity)]
fn read_objects(
    paths: &[PathBuf],
) -> Result<(Vec<(PathBuf, Vec<u8>)>, Vec<(PathBuf, ElfInfo)>), CliError> {
    let mut objects = Vec::new();
    let mut infos = Vec::new();
    for path in paths {
        let bytes = read_file(path)?;
        let info = cpu0_object::read_elf(&bytes)
            .map_err(|e| CliError::Msg(format!("{}: {e}", path.display())))?;
        if info.executable {
            return Err(CliError::Msg(format!(
                "{}: an executable, not a relocatable object",
                path.display()
            )));
        }
        infos.push((path.clone(), info));
        objects.push((path.clone(), bytes));
    }
    Ok((objects, infos))
}

fn endian_of(info: &ElfInfo) -> Endian {
    if info.big_endian {
        Endian::Big
    } else {
        Endian::Little
    }
}

/// The global symbols some object leaves undefined and no object defines.
fn objects_need(objects: &[(PathBuf, ElfInfo)]) -> BTreeSet<String> {
    let global = |s: &&SymbolInfo| s.bind != Binding::Local && !s.name.is_empty();
    let symbols = || {
        objects
            .iter()
            .flat_map(|(_, o)| o.symbols.iter())
            .filter(global)
    };
    let defined: BTreeSet<&str> = symbols()
        .filter(|s| s.place != SymbolPlace::Undefined)
        .map(|s| s.name.as_str())
        .collect();
    symbols()
        .filter(|s| s.place == SymbolPlace::Undefined && !defined.contains(s.name.as_str()))
        .map(|s| s.name.clone())
        .collect()
}

impl Inputs {
    /// Imports every module (local symbols prefixed with the file's name when
    /// there are several) and then the C library members they need.
    pub fn import_all<M: Module>(&self, module: &mut M) -> Result<(), CliError> {
        self.import_modules(module)?;
        cpu0_libc::link_into_for(module, self.endian, &self.objects_need)
            .map(|_| ())
            .map_err(|e| CliError::Msg(e.to_string()))
    }

    /// Imports every module, without the C library.
    pub fn import_modules<M: Module>(&self, module: &mut M) -> Result<(), CliError> {
        let several = self.modules.len() > 1;
        for (i, m) in self.modules.iter().enumerate() {
            let prefix = if several {
                let stem = m
                    .path
                    .file_stem()
                    .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
                format!("{stem}.{i}.")
            } else {
                String::new()
            };
            m.import_with_prefix(module, prefix)?;
        }
        Ok(())
    }
}

/// Adds the C library members the module needs (see `cpu0_libc::link_into`).
pub fn link_libc<M: Module>(module: &mut M, endian: Endian) -> Result<(), CliError> {
    cpu0_libc::link_into(module, endian)
        .map(|_| ())
        .map_err(|e| CliError::Msg(e.to_string()))
}

fn default_output(files: &[PathBuf], ext: &str) -> PathBuf {
    match files {
        [one] => PathBuf::from(one.file_name().unwrap_or_default()).with_extension(ext),
        _ => PathBuf::from(format!("a.{ext}")),
    }
}

pub fn run(args: CcArgs) -> Result<ExitCode, CliError> {
    if args.emit_llvm {
        return emit_llvm(&args);
    }
    let inputs = match load_inputs(&args.files, &args.cflags, args.target)? {
        Ok(i) => i,
        Err(ClangFailed) => return Ok(ExitCode::from(1)),
    };
    let flags = Flags {
        endian: inputs.endian,
        level: args.isa.unwrap_or(Flags::default().level),
        opt_level: args.cflags.opt_level(),
        ..Flags::default()
    };
    if args.assembly {
        return emit_assembly(&args, &inputs, &flags);
    }
    let name = default_output(&args.files, "o").display().to_string();
    let mut module = Cpu0ObjectModule::new(Cpu0ObjectBuilder::new(flags, name.clone()));
    if args.compile_only {
        inputs.import_modules(&mut module)?;
    } else {
        inputs.import_all(&mut module)?;
    }
    let object = module
        .finish()
        .map_err(|e| CliError::Msg(format!("{name}: {}", module_error(e))))?;
    if args.compile_only {
        let out = args
            .output
            .clone()
            .unwrap_or_else(|| default_output(&args.files, "o"));
        write_file(&out, &object)?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut objects = vec![(name, object)];
    for (path, bytes) in &inputs.objects {
        objects.push((path.display().to_string(), bytes.clone()));
    }
    let opts = LinkOptions {
        mem_size: cpu0_libc::MEMORY_SIZE,
        runtime_level: flags.level,
        ..LinkOptions::default()
    };
    let exe = link(&objects, &opts).map_err(|e| CliError::Msg(e.to_string()))?;
    let out = args
        .output
        .clone()
        .unwrap_or_else(|| PathBuf::from("a.out"));
    write_file(&out, &exe)?;
    Ok(ExitCode::SUCCESS)
}

/// `-S --emit-llvm` / `-c --emit-llvm`: clang's IR for each C file.
fn emit_llvm(args: &CcArgs) -> Result<ExitCode, CliError> {
    let endian = args.target.unwrap_or(Endian::Big);
    let texts = match compile_c(&args.files, &args.cflags, endian)? {
        Ok(t) => t,
        Err(ClangFailed) => return Ok(ExitCode::from(1)),
    };
    if args.output.is_some() && args.files.len() > 1 {
        return Err(CliError::Msg(
            "-o with --emit-llvm takes one input file".into(),
        ));
    }
    for (file, text) in args.files.iter().zip(texts) {
        let out = args
            .output
            .clone()
            .unwrap_or_else(|| default_output(std::slice::from_ref(file), "ll"));
        write_file(&out, text.as_bytes())?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `-S`: the Cpu0 assembly of every function of the inputs (not the library).
fn emit_assembly(args: &CcArgs, inputs: &Inputs, flags: &Flags) -> Result<ExitCode, CliError> {
    let mut text = String::new();
    let flags = Flags {
        disassembly: true,
        ..*flags
    };
    for m in &inputs.modules {
        // In parallel, printed in the functions' order.
        let named = m
            .clif()?
            .functions
            .into_iter()
            .map(|f| (f.name.to_string(), f))
            .collect();
        for (fname, _, code) in cpu0_isa::compile_all(named, &flags) {
            let code =
                code.map_err(|e| CliError::Msg(format!("{}: {fname}: {e}", m.path.display())))?;
            text.push_str(&format!(
                "function {fname}:\n{}\n",
                code.disasm.unwrap_or_default()
            ));
        }
    }
    let out = args
        .output
        .clone()
        .unwrap_or_else(|| default_output(&args.files, "s"));
    write_file(&out, text.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}
