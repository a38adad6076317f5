//! `Cpu0JitModule`: its state, creation, memory placement and finalization. The
//! builder, errors, calls from the host, linking and the `Module` implementation
//! live in the submodules.

mod builder;
mod call;
mod define;
mod error;
mod link;

pub use builder::Cpu0JitBuilder;
use error::backend;
pub use error::JitError;

use crate::abi::{self, AbiError};
use crate::host::{self, HostClosure, HostContext, HostError};
use crate::memory::Layout;
use crate::reloc::apply_reloc;
use crate::trap::JitTrap;
use cpu0_asm::{Endian, Inst, Opcode, Reg};
use cpu0_isa::{CompileError, CompiledFunction, Flags, RelocKind, UnwindEntry};
use cpu0_module::decls::{data_contents, Declarations};
use cpu0_module::runtime::{self, Routine, RuntimeError};
use cpu0_module::unwind::{self, FrameInfo, SymbolMap};
use cpu0_sim::{Config, Machine, Trap, DEFAULT_MEM_SIZE};
use cranelift_codegen::binemit::Reloc;
use cranelift_codegen::data_value::DataValue;
use cranelift_codegen::ir::{self, ExternalName, LibCall, Signature, TrapCode};
use cranelift_codegen::isa::{OwnedTargetIsa, TargetIsa};
use cranelift_codegen::Context;
use cranelift_control::ControlPlane;
use cranelift_module::{
    DataDeclaration, DataDescription, DataId, FuncId, FuncOrDataId, FunctionDeclaration, Linkage,
    Module, ModuleDeclarations, ModuleError, ModuleReloc, ModuleRelocTarget, ModuleResult,
};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::{Read, Write};

/// Alignment of each function's first instruction.
pub const FUNCTION_ALIGN: u32 = 16;

/// Alignment of a data object whose description gives none (enough for every
/// Cpu0 scalar, `i64` included).
pub const DEFAULT_DATA_ALIGN: u32 = 8;

/// The address of the first host function; the next ones follow 4 bytes apart.
/// Addresses with the top bit set are not memory: reaching one stops the
/// simulator, which then runs the host function registered there.
pub const HOST_BASE: u32 = 0x8000_0000;

/// The most code a module may hold: `jsub` reaches +-8 MiB.
pub const MAX_CODE_SIZE: u32 = 8 << 20;

/// What a relocation refers to.
#[derive(Clone, Debug)]
enum RelocTarget {
    Func(FuncId),
    Data(DataId),
    /// A function or data object by name (a libcall, a runtime function, a CLIF
    /// test-case name), with the signature the referring function gives it.
    Named(String, Option<Signature>),
    FuncOffset(FuncId, u32),
    /// A fixed address: a function's jump tables, placed with it.
    Address(u32),
}

#[derive(Clone, Debug)]
struct PendingReloc {
    offset: u32,
    kind: RelocKind,
    target: RelocTarget,
    addend: i64,
}

/// Bytes placed (or to be placed) in simulator memory, with their relocations.
#[derive(Clone)]
struct Blob {
    name: String,
    addr: u32,
    bytes: Vec<u8>,
    relocs: Vec<PendingReloc>,
    finalized: bool,
}

/// A host function: its closure until it is first linked, then its address.
struct HostSlot {
    closure: Option<HostClosure>,
    /// (host address, stub address, signature) once linked.
    linked: Option<(u32, u32, Signature)>,
}

/// A `cranelift_module::Module` that compiles with the Cpu0 backend and runs the
/// code on the Cpu0 simulator. See the crate documentation.
pub struct Cpu0JitModule {
    isa: OwnedTargetIsa,
    flags: Flags,
    declarations: Declarations,
    machine: Machine,
    libcall_names: Box<dyn Fn(LibCall) -> String>,
    hosts: HashMap<String, HostSlot>,
    next_host: u32,
    functions: HashMap<FuncId, Blob>,
    data: HashMap<DataId, Blob>,
    /// Runtime functions and host stubs.
    internal: Vec<Blob>,
    /// Addresses of runtime functions and host stubs by name.
    named: HashMap<String, u32>,
    pending_functions: Vec<FuncId>,
    /// Functions defined since the last finalisation (id, name): they compile
    /// on rayon's threads while the caller defines the next ones, and the next
    /// finalisation places them in definition order.
    to_compile: cpu0_isa::CompileQueue<(FuncId, String)>,
    /// The ids in `to_compile`, for `is_defined`.
    compiling: HashSet<FuncId>,
    pending_data: Vec<DataId>,
    traps: BTreeMap<u32, TrapCode>,
    /// Every piece of placed code and each host function, for symbolizing.
    symbols: SymbolMap,
    /// Unwind information of the placed code, for backtraces.
    frames: FrameInfo,
    /// Where code and data go, and the pages' permissions.
    layout: Layout,
}

impl Cpu0JitModule {
    /// A module with an empty simulated machine.
    pub fn new(builder: Cpu0JitBuilder) -> Result<Cpu0JitModule, JitError> {
        let mem = builder.mem_size;
        let code_size = builder.code_size.unwrap_or((mem / 4).min(4 << 20)) & !15;
        let stack_size = builder.stack_size.unwrap_or((mem / 4).min(1 << 20));
        if code_size > MAX_CODE_SIZE {
            return Err(JitError::Config(format!(
                "code size {code_size:#x} is above {MAX_CODE_SIZE:#x} (the reach of `jsub`)"
            )));
        }
        let config = Config {
            mem_size: mem,
            endian: builder.flags.endian,
            isa: builder.flags.level,
            has_cmov: builder.flags.has_cmov,
            strict: builder.strict,
            budget: builder.budget,
            trace: false,
            count_opcodes: builder.count_opcodes,
        };
        let mut machine = Machine::new(config).map_err(|e| JitError::Config(e.to_string()))?;
        // The system services (`cpu0_sim::services`), as `cpu0c exec` has them.
        machine.register_services();
        if let Some(input) = builder.input {
            machine.set_input_bytes(input);
        }
        if let Some(engine) = builder.engine {
            machine.set_engine(engine);
        }
        if let Some(entries) = builder.translate_after {
            machine.set_translate_after(entries);
        }
        if let Some(on) = builder.background_translation {
            machine.set_background_translation(on);
        }
        let layout = Layout::new(&mut machine, code_size, stack_size).map_err(JitError::Config)?;
        let isa = cpu0_isa::frontend_isa(builder.flags.endian)
            .map_err(|e| JitError::Config(e.to_string()))?;
        let hosts = builder
            .hosts
            .into_iter()
            .map(|(name, f)| {
                let slot = HostSlot {
                    closure: Some(f),
                    linked: None,
                };
                (name, slot)
            })
            .collect();
        let flags = Flags {
            disassembly: false,
            ..builder.flags
        };
        Ok(Cpu0JitModule {
            isa,
            flags,
            declarations: Declarations::new(),
            machine,
            libcall_names: builder.libcall_names,
            hosts,
            next_host: HOST_BASE,
            functions: HashMap::new(),
            data: HashMap::new(),
            internal: Vec::new(),
            named: HashMap::new(),
            pending_functions: Vec::new(),
            to_compile: cpu0_isa::CompileQueue::new(flags),
            compiling: HashSet::new(),
            pending_data: Vec::new(),
            traps: BTreeMap::new(),
            symbols: SymbolMap::new(),
            frames: FrameInfo::new(builder.flags.endian),
            layout,
        })
    }

    /// The backend settings the module compiles with.
    pub fn flags(&self) -> &Flags {
        &self.flags
    }

    /// The simulated machine: registers, memory, console, statistics.
    pub fn machine(&self) -> &Machine {
        &self.machine
    }

    /// The machine, to change its memory or settings (trace, budget) directly.
    pub fn machine_mut(&mut self) -> &mut Machine {
        &mut self.machine
    }

    /// Changes the instruction budget of later calls.
    pub fn set_budget(&mut self, budget: Option<u64>) {
        self.machine.set_budget(budget);
    }

    /// Everything the guest printed (bytes stored to the I/O port 0xFF000000)
    /// since the last [`take_console`](Self::take_console).
    pub fn console(&self) -> &[u8] {
        self.machine.console()
    }

    /// The console output so far, leaving the buffer empty.
    pub fn take_console(&mut self) -> Vec<u8> {
        self.machine.take_console()
    }

    /// Also streams console output to `sink` as the guest prints it.
    pub fn set_console_sink(&mut self, sink: Option<Box<dyn Write>>) {
        self.machine.set_console_sink(sink);
    }

    /// The guest's standard input from now on (see [`Cpu0JitBuilder::input`]).
    pub fn set_input(&mut self, input: Box<dyn Read>) {
        self.machine.set_input(input);
    }

    fn func_decl(&self, id: FuncId) -> Result<&FunctionDeclaration, JitError> {
        self.declarations
            .function(id)
            .ok_or_else(|| JitError::NotFinalized(format!("{id} is not declared in this module")))
    }

    fn data_decl(&self, id: DataId) -> Result<&DataDeclaration, JitError> {
        self.declarations
            .data_object(id)
            .ok_or_else(|| JitError::NotFinalized(format!("{id} is not declared in this module")))
    }

    fn func_name(&self, id: FuncId) -> String {
        self.declarations.function_name(id)
    }

    fn data_name(&self, id: DataId) -> String {
        self.declarations.data_name(id)
    }

    /// The guest address of a finalized function.
    pub fn get_finalized_function(&self, id: FuncId) -> Result<u32, JitError> {
        let name = self.func_decl(id)?.linkage_name(id);
        match self.functions.get(&id) {
            Some(blob) if blob.finalized => Ok(blob.addr),
            Some(_) => Err(JitError::NotFinalized(format!(
                "function {name} is defined but not finalized (call finalize_definitions)"
            ))),
            None => Err(JitError::NotFinalized(format!(
                "function {name} is not defined"
            ))),
        }
    }

    /// The guest address and size of a finalized data object.
    pub fn get_finalized_data(&self, id: DataId) -> Result<(u32, usize), JitError> {
        let name = self.data_decl(id)?.linkage_name(id);
        match self.data.get(&id) {
            Some(blob) if blob.finalized => Ok((blob.addr, blob.bytes.len())),
            Some(_) => Err(JitError::NotFinalized(format!(
                "data object {name} is defined but not finalized (call finalize_definitions)"
            ))),
            None => Err(JitError::NotFinalized(format!(
                "data object {name} is not defined"
            ))),
        }
    }

    /// The current contents of a finalized data object in guest memory.
    pub fn read_data(&self, id: DataId) -> Result<&[u8], JitError> {
        let (addr, size) = self.get_finalized_data(id)?;
        self.machine
            .read_bytes(addr, size)
            .map_err(|e| JitError::NotFinalized(e.to_string()))
    }

    /// The function (module function, runtime function, host stub or host
    /// function) containing a guest address, and the offset into it.
    pub fn symbolize(&self, addr: u32) -> Option<(String, u32)> {
        self.symbols
            .lookup(addr)
            .map(|(name, offset)| (name.to_string(), offset))
    }

    fn alloc_code(&mut self, size: u32, align: u32, what: &str) -> Result<u32, JitError> {
        let end = self.layout.code.end;
        self.layout.code.alloc(size, align.max(FUNCTION_ALIGN)).ok_or_else(|| {
            JitError::OutOfMemory(format!(
                "{what} ({size} bytes) does not fit in the code region, which ends at {end:#x} (Cpu0JitBuilder::code_size)"
            ))
        })
    }

    fn alloc_data(
        &mut self,
        size: u32,
        align: u32,
        writable: bool,
        what: &str,
    ) -> Result<u32, JitError> {
        let end = self.layout.data_end();
        let addr = self
            .layout
            .alloc_data(&mut self.machine, size, align, writable);
        addr.ok_or_else(|| {
            JitError::OutOfMemory(format!(
                "data object {what} ({size} bytes) does not fit in the data region, which ends at {end:#x}"
            ))
        })
    }

    /// Places every function and data object defined since the last call in
    /// simulator memory, with all relocations resolved: to functions and data of
    /// the module, to host functions (by name) and to the runtime. On an error
    /// nothing new is written, and the definitions stay pending (define what was
    /// missing and call again).
    pub fn finalize_definitions(&mut self) -> ModuleResult<()> {
        self.finalize().map_err(backend)
    }

    fn finalize(&mut self) -> Result<(), JitError> {
        self.compile_defined()?;
        let mut writes: Vec<(u32, Vec<u8>)> = Vec::new();
        for id in self.pending_functions.clone() {
            let blob = self.functions[&id].clone();
            writes.push((blob.addr, self.link_blob(&blob)?));
        }
        for id in self.pending_data.clone() {
            let blob = &self.data[&id];
            // Zeros need no write: data goes to memory nothing has used yet, which
            // is zero. (A C library's heap array is 100 MiB of .bss.)
            if blob.relocs.is_empty() && blob.bytes.iter().all(|&b| b == 0) {
                continue;
            }
            let blob = blob.clone();
            writes.push((blob.addr, self.link_blob(&blob)?));
        }
        // Linking may add host stubs and the runtime, and the runtime's own references.
        let mut done = Vec::new();
        let mut i = 0;
        while i < self.internal.len() {
            if !self.internal[i].finalized {
                let blob = self.internal[i].clone();
                writes.push((blob.addr, self.link_blob(&blob)?));
                done.push(i);
            }
            i += 1;
        }
        for (addr, bytes) in writes {
            self.machine
                .load(addr, &bytes)
                .map_err(|e| JitError::OutOfMemory(e.to_string()))?;
        }
        self.layout
            .protect_code(&mut self.machine)
            .map_err(|e| JitError::Config(e.to_string()))?;
        for id in std::mem::take(&mut self.pending_functions) {
            if let Some(blob) = self.functions.get_mut(&id) {
                blob.finalized = true;
            }
        }
        for id in std::mem::take(&mut self.pending_data) {
            if let Some(blob) = self.data.get_mut(&id) {
                blob.finalized = true;
            }
        }
        for i in done {
            self.internal[i].finalized = true;
        }
        Ok(())
    }

    /// The declaration of `id` if it may be defined now (once: no hot-swapping, as
    /// in cranelift-jit 0.135), with its name.
    fn check_definable(&self, id: FuncId) -> ModuleResult<(String, &FunctionDeclaration)> {
        let decl = self
            .declarations
            .definable_function(id, self.is_defined(id))?;
        Ok((decl.linkage_name(id).into_owned(), decl))
    }

    fn is_defined(&self, id: FuncId) -> bool {
        self.functions.contains_key(&id) || self.compiling.contains(&id)
    }

    fn add_function(&mut self, id: FuncId, blob: Blob) {
        self.functions.insert(id, blob);
        self.pending_functions.push(id);
    }
}

/// Whether two signatures pass the same values (the calling convention aside).
fn same_values(a: &Signature, b: &Signature) -> bool {
    a.params == b.params && a.returns == b.returns
}

fn code_len(code: &[u8], name: &str) -> Result<u32, JitError> {
    u32::try_from(code.len())
        .map_err(|_| JitError::OutOfMemory(format!("function {name} is larger than 4 GiB")))
}

impl Cpu0JitModule {
    /// The byte order of the target.
    pub fn endian(&self) -> Endian {
        self.flags.endian
    }
}
