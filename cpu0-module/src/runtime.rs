//! The runtime (`cpu0-rt`), compiled on demand: a routine is compiled when some
//! code first refers to it, once per target for the whole process, and only the
//! routines a program needs are placed (the JIT) or linked (the linker).
//!
//! The runtime's CLIF texts ([`cpu0_rt::SOURCES`]) are parsed once. A compiled
//! routine is kept per target (the backend [`Flags`], without disassembly), so a
//! process that makes thousands of modules compiles each routine once per target.

use cpu0_asm::IsaLevel;
use cpu0_isa::{CompileError, CompiledFunction, Flags, Reloc, RelocKind};
use cranelift_codegen::ir::{types, AbiParam, ExternalName, Function, Signature, UserFuncName};
use cranelift_codegen::isa::CallConv;
use cranelift_codegen::Context;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use crate::clif::clif_name;

/// Why a runtime routine is not available.
#[derive(Debug, thiserror::Error)]
pub enum RuntimeError {
    #[error("the runtime (cpu0-rt) does not parse: {0}")]
    Parse(String),
    #[error("runtime function {name}: {error}")]
    Compile { name: String, error: CompileError },
    #[error("runtime routine {name} does not assemble: {error}")]
    Assemble { name: String, error: String },
}

/// A runtime routine compiled for one target.
#[derive(Debug)]
pub struct Routine {
    /// Its symbol (the CLIF name without `%`).
    pub name: String,
    /// The function as compiled: its signature, and what the names in its
    /// relocations refer to.
    pub func: Function,
    pub code: CompiledFunction,
}

impl Routine {
    /// The names this routine's code refers to (runtime routines among them).
    pub fn references(&self) -> impl Iterator<Item = String> + '_ {
        self.code.relocs.iter().filter_map(|r| match &r.name {
            ExternalName::TestCase(t) => Some(String::from_utf8_lossy(t.raw()).into_owned()),
            _ => None,
        })
    }
}

/// Every function of the runtime, in the order of its sources, parsed once.
fn functions() -> Result<&'static [Function], RuntimeError> {
    static PARSED: OnceLock<Result<Vec<Function>, String>> = OnceLock::new();
    let parsed = PARSED.get_or_init(|| {
        let mut all = Vec::new();
        for source in cpu0_rt::SOURCES {
            let funcs = cranelift_reader::parse_functions(source).map_err(|e| e.to_string())?;
            all.extend(funcs);
        }
        Ok(all)
    });
    parsed
        .as_deref()
        .map_err(|e| RuntimeError::Parse(e.clone()))
}

/// The routines compiled so far: per target, by name.
type Compiled = Vec<(Flags, HashMap<String, Arc<Routine>>)>;

fn compiled() -> &'static Mutex<Compiled> {
    static COMPILED: OnceLock<Mutex<Compiled>> = OnceLock::new();
    COMPILED.get_or_init(|| Mutex::new(Vec::new()))
}

/// The runtime routine `name` compiled with `flags`, or `None` when the runtime
/// has no routine of that name.
pub fn routine(name: &str, flags: &Flags) -> Result<Option<Arc<Routine>>, RuntimeError> {
    let asm = cpu0_rt::ASSEMBLY
        .iter()
        .find(|r| r.name == name && (!r.cpu032ii_only || flags.level == IsaLevel::Cpu032II));
    let func = functions()?.iter().find(|f| clif_name(&f.name) == name);
    if asm.is_none() && func.is_none() {
        return Ok(None);
    }
    let target = Flags {
        disassembly: false,
        ..*flags
    };
    let cached = |all: &Compiled| {
        all.iter()
            .find(|(flags, _)| *flags == target)
            .and_then(|(_, routines)| routines.get(name).cloned())
    };
    // A poisoned lock only means another thread panicked while holding it; the map
    // itself is always whole.
    if let Some(routine) = cached(&compiled().lock().unwrap_or_else(|e| e.into_inner())) {
        return Ok(Some(routine));
    }
    // Compiled without the lock held: two threads may both compile a routine
    // the first time, and the first to finish is kept.
    let routine = Arc::new(match (asm, func) {
        (Some(asm), _) => assemble(asm, &target)?,
        (None, Some(func)) => {
            let mut ctx = Context::for_function(func.clone());
            let code =
                cpu0_isa::compile(&mut ctx, &target).map_err(|error| RuntimeError::Compile {
                    name: name.to_string(),
                    error,
                })?;
            Routine {
                name: name.to_string(),
                func: ctx.func,
                code,
            }
        }
        (None, None) => return Ok(None),
    });
    let mut all = compiled().lock().unwrap_or_else(|e| e.into_inner());
    if let Some(routine) = cached(&all) {
        return Ok(Some(routine));
    }
    let index = match all.iter().position(|(flags, _)| *flags == target) {
        Some(index) => index,
        None => {
            all.push((target, HashMap::new()));
            all.len() - 1
        }
    };
    all[index].1.insert(name.to_string(), routine.clone());
    Ok(Some(routine))
}

/// An assembly routine of the runtime ([`cpu0_rt::ASSEMBLY`]) for `target`: a
/// leaf without a frame, whose only relocations are its tail jumps.
fn assemble(asm: &cpu0_rt::AsmRoutine, target: &Flags) -> Result<Routine, RuntimeError> {
    let text = asm.text(target.endian == cpu0_asm::Endian::Big);
    let program =
        cpu0_asm::assemble_with_externals(&text, target.endian, asm.jumps_to).map_err(|e| {
            RuntimeError::Assemble {
                name: asm.name.to_string(),
                error: e.to_string(),
            }
        })?;
    let int = |bits: &u8| AbiParam::new(if *bits == 64 { types::I64 } else { types::I32 });
    let mut sig = Signature::new(CallConv::SystemV);
    sig.params = asm.params.iter().map(int).collect();
    sig.returns = asm.returns.iter().map(int).collect();
    let relocs = program
        .external_jumps
        .into_iter()
        .map(|(offset, name)| Reloc {
            offset,
            kind: RelocKind::Pc24,
            name: ExternalName::testcase(name),
            addend: 0,
        })
        .collect();
    Ok(Routine {
        name: asm.name.to_string(),
        func: Function::with_name_signature(UserFuncName::testcase(asm.name), sig),
        code: CompiledFunction {
            code: program.bytes,
            relocs,
            traps: Vec::new(),
            frame_size: 0,
            saves: Vec::new(),
            unwind: Vec::new(),
            disasm: None,
            jump_tables: Vec::new(),
            jump_table_refs: Vec::new(),
        },
    })
}

/// The runtime routines among `names` and those they call, transitively, compiled
/// with `flags`, in the order of the runtime's sources. Names the runtime does not
/// define are left out.
pub fn routines_with_callees<'a>(
    names: impl IntoIterator<Item = &'a str>,
    flags: &Flags,
) -> Result<Vec<Arc<Routine>>, RuntimeError> {
    let mut needed: HashMap<String, Arc<Routine>> = HashMap::new();
    let mut pending: Vec<String> = names.into_iter().map(str::to_string).collect();
    while let Some(name) = pending.pop() {
        if needed.contains_key(&name) {
            continue;
        }
        if let Some(routine) = routine(&name, flags)? {
            pending.extend(routine.references());
            needed.insert(name, routine);
        }
    }
    let order = functions()?;
    let mut routines: Vec<Arc<Routine>> = needed.into_values().collect();
    routines.sort_by_key(|r| order.iter().position(|f| clif_name(&f.name) == r.name));
    Ok(routines)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_symbol_of_the_runtime_compiles_once_per_target() {
        let flags = Flags::default();
        for name in cpu0_rt::SYMBOLS {
            let first = routine(name, &flags).unwrap().expect("a runtime routine");
            let again = routine(name, &flags).unwrap().unwrap();
            assert!(Arc::ptr_eq(&first, &again), "{name} compiled twice");
            assert_eq!(first.name, *name);
            assert!(!first.code.code.is_empty());
        }
        assert!(routine("memcpy", &flags).unwrap().is_none());
    }

    #[test]
    fn the_assembly_routines_assemble_with_only_their_tail_jumps() {
        for endian in [cpu0_asm::Endian::Big, cpu0_asm::Endian::Little] {
            let flags = Flags {
                endian,
                ..Flags::default()
            };
            for asm in cpu0_rt::ASSEMBLY {
                let r = routine(asm.name, &flags)
                    .unwrap()
                    .expect("an assembly routine");
                let jumps: Vec<String> = r.references().collect();
                assert!(
                    jumps.iter().all(|j| asm.jumps_to.contains(&j.as_str())),
                    "{}",
                    asm.name
                );
                assert!(r.code.relocs.iter().all(|r| r.kind == RelocKind::Pc24));
                assert_eq!(r.code.code.len() % 4, 0);
                assert!(r.code.code.len() >= 8);
                assert_eq!(r.func.signature.params.len(), asm.params.len());
            }
        }
        let setjmp = routine(cpu0_isa::RETURNS_TWICE_SYMBOL, &Flags::default()).unwrap();
        assert!(setjmp.is_some(), "the importer's setjmp is in the runtime");
    }

    #[test]
    fn a_routine_brings_the_routines_it_calls() {
        // `%__cpu0_udiv64` calls `%__cpu0_udivmod64` (see runtime.clif).
        let flags = Flags::default();
        let names: Vec<String> = routines_with_callees(["__cpu0_udiv64", "printf"], &flags)
            .unwrap()
            .iter()
            .map(|r| r.name.clone())
            .collect();
        assert_eq!(names, ["__cpu0_udivmod64", "__cpu0_udiv64"]);
    }
}
