//! `Cpu0JitBuilder` and `Cpu0JitModule`.

use crate::abi::{self, AbiError};
use crate::host::{self, HostClosure, HostContext, HostError};
use crate::memory::Layout;
use crate::reloc::apply_reloc;
use crate::trap::JitTrap;
use cpu0_asm::{Endian, Inst, Opcode, Reg};
use cpu0_isa::{CompileError, Flags, RelocKind, UnwindEntry};
use cpu0_object::decls::{clif_name, data_contents, Declarations};
use cpu0_object::unwind::{self, FrameInfo, SymbolMap};
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
use std::collections::{BTreeMap, HashMap};
use std::io::Write;

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

/// Why a JIT operation failed. Errors of `Module` methods arrive wrapped in
/// [`ModuleError::Backend`]; `downcast_ref::<JitError>()` on it gives this value.
#[derive(Debug, thiserror::Error)]
pub enum JitError {
    /// The builder's settings cannot be honoured.
    #[error("bad JIT configuration: {0}")]
    Config(String),
    /// The backend could not compile a function.
    #[error("function {function}: {error}")]
    Compile {
        function: String,
        error: CompileError,
    },
    /// A reference to something no definition, host function or runtime function
    /// provides.
    #[error("undefined symbol {symbol} (referenced by {from}): the module defines nothing of that name and no host function of that name is registered")]
    Undefined { symbol: String, from: String },
    /// A data object that is declared but not defined: the host cannot provide
    /// data, since guest code cannot see host memory.
    #[error("data object {name} (referenced by {from}) is not defined: imported data must be defined in the module, as guest code cannot see host memory")]
    UndefinedData { name: String, from: String },
    /// A relocation that cannot be applied.
    #[error("{from}+{offset:#x}: {kind} relocation against {symbol}: {problem}")]
    Reloc {
        from: String,
        offset: u32,
        kind: String,
        symbol: String,
        problem: String,
    },
    /// The code or data region of the simulator memory is full.
    #[error("out of simulator memory: {0}")]
    OutOfMemory(String),
    /// Something the Cpu0 JIT does not support.
    #[error("unsupported: {0}")]
    Unsupported(String),
    /// A function or data object that is not (yet) defined and finalized.
    #[error("{0}")]
    NotFinalized(String),
    /// The arguments do not fit the function's signature, or the signature has
    /// values calls from the host cannot pass.
    #[error("bad call of {function}: {message}")]
    BadCall { function: String, message: String },
    /// The guest function broke the calling convention.
    #[error("{function}: ABI violation: {message}")]
    Abi { function: String, message: String },
    /// Strict mode: the guest function returned with a callee-saved register
    /// (`$s0`, `$s1`, `$gp`, `$fp`, `$sp`) changed.
    #[error("{function}: callee-saved register {register} not preserved: {expected:#010x} before the call, {found:#010x} after it")]
    CalleeSaved {
        function: String,
        register: Reg,
        expected: u32,
        found: u32,
    },
    /// The guest trapped (or ran out of instruction budget).
    #[error("{0}")]
    Trap(Box<JitTrap>),
}

impl JitError {
    /// The trap, if this is one.
    pub fn trap(&self) -> Option<&JitTrap> {
        match self {
            JitError::Trap(t) => Some(t),
            _ => None,
        }
    }
}

fn backend(e: JitError) -> ModuleError {
    ModuleError::Backend(anyhow::Error::new(e))
}

/// Settings of a [`Cpu0JitModule`]: the target (byte order, ISA level, optimisation,
/// through [`cpu0_isa::Flags`]), the simulated memory and instruction budget, and
/// the host functions guest code may call.
///
/// ```
/// use cpu0_jit::{Cpu0JitBuilder, Cpu0JitModule};
/// use cpu0_isa::Flags;
/// let mut builder = Cpu0JitBuilder::new(Flags::default());
/// builder
///     .memory_size(1 << 20)
///     .budget(Some(10_000_000))
///     .host_fn("host_add", |args: &[u64]| args[0].wrapping_add(args[1]));
/// let module = Cpu0JitModule::new(builder).unwrap();
/// # let _ = module;
/// ```
pub struct Cpu0JitBuilder {
    flags: Flags,
    mem_size: u32,
    code_size: Option<u32>,
    stack_size: Option<u32>,
    budget: Option<u64>,
    strict: bool,
    count_opcodes: bool,
    hosts: Vec<(String, HostClosure)>,
    libcall_names: Box<dyn Fn(LibCall) -> String>,
}

impl Cpu0JitBuilder {
    /// A builder for the target `flags` describes, with 16 MiB of memory, no
    /// instruction budget and no host functions but the built-in ones
    /// ([`BUILTIN_HOST_FUNCTIONS`](crate::BUILTIN_HOST_FUNCTIONS)).
    pub fn new(flags: Flags) -> Cpu0JitBuilder {
        Cpu0JitBuilder {
            flags,
            mem_size: DEFAULT_MEM_SIZE,
            code_size: None,
            stack_size: None,
            budget: None,
            strict: false,
            count_opcodes: false,
            hosts: Vec::new(),
            libcall_names: cranelift_module::default_libcall_names(),
        }
    }

    /// Bytes of simulated memory (a multiple of 4, at most 2 GiB).
    pub fn memory_size(&mut self, bytes: u32) -> &mut Self {
        self.mem_size = bytes;
        self
    }

    /// Bytes reserved for code from [`CODE_BASE`](crate::CODE_BASE) (functions, host stubs and the
    /// runtime); data objects follow. Default: a quarter of memory, at most 4 MiB.
    pub fn code_size(&mut self, bytes: u32) -> &mut Self {
        self.code_size = Some(bytes);
        self
    }

    /// Bytes at the top of memory kept for the stack (read + write), above a
    /// no-access guard (64 KiB; a sixteenth of a small memory) where an overflow
    /// traps with `stk_ovf`. Default: a quarter of memory, at most 1 MiB.
    pub fn stack_size(&mut self, bytes: u32) -> &mut Self {
        self.stack_size = Some(bytes);
        self
    }

    /// The most instructions one call may execute (`None`: no limit). Running out
    /// is a trap ([`cpu0_sim::Trap::BudgetExhausted`]).
    pub fn budget(&mut self, budget: Option<u64>) -> &mut Self {
        self.budget = budget;
        self
    }

    /// Trap on everything the ISA leaves undefined (see `cpu0-sim`'s docs).
    pub fn strict(&mut self, on: bool) -> &mut Self {
        self.strict = on;
        self
    }

    /// Count executed instructions per opcode (see [`Cpu0JitModule::machine`]).
    pub fn count_opcodes(&mut self, on: bool) -> &mut Self {
        self.count_opcodes = on;
        self
    }

    /// How `ir::LibCall`s are named (default:
    /// `cranelift_module::default_libcall_names`); a libcall resolves by that name
    /// like an imported function.
    pub fn libcall_names(&mut self, f: Box<dyn Fn(LibCall) -> String>) -> &mut Self {
        self.libcall_names = f;
        self
    }

    /// Registers a host function: guest code calls it as the function `name`
    /// (declared with `Linkage::Import` and any signature of up to one result and
    /// `i8`..`i64` parameters). `f` gets each argument's bits zero-extended to 64
    /// bits (`args[0] as i32` reads an `i32`) and returns the result's bits (the
    /// low ones are kept; ignored without a result). A later registration of the
    /// same name replaces an earlier one.
    pub fn host_fn<F>(&mut self, name: &str, mut f: F) -> &mut Self
    where
        F: FnMut(&[u64]) -> u64 + 'static,
    {
        self.host_fn_with_memory(name, move |_: &mut HostContext<'_>, args: &[u64]| {
            Ok(f(args))
        })
    }

    /// Registers a host function that can read and write guest memory (a string
    /// argument, an out-parameter) and fail, which stops the guest with a trap.
    pub fn host_fn_with_memory<F>(&mut self, name: &str, f: F) -> &mut Self
    where
        F: FnMut(&mut HostContext<'_>, &[u64]) -> Result<u64, HostError> + 'static,
    {
        self.hosts.retain(|(n, _)| n != name);
        self.hosts.push((name.to_string(), Box::new(f)));
        self
    }
}

/// What a relocation refers to.
#[derive(Clone, Debug)]
enum Target {
    Func(FuncId),
    Data(DataId),
    /// A function or data object by name (a libcall, a runtime function, a CLIF
    /// test-case name), with the signature the referring function gives it.
    Named(String, Option<Signature>),
    FuncOffset(FuncId, u32),
}

#[derive(Clone, Debug)]
struct PendingReloc {
    offset: u32,
    kind: RelocKind,
    target: Target,
    addend: i64,
}

/// Bytes placed (or to be placed) in simulator memory, with their relocations.
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
    runtime_placed: bool,
    pending_functions: Vec<FuncId>,
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
        Ok(Cpu0JitModule {
            isa,
            flags: Flags {
                disassembly: false,
                ..builder.flags
            },
            declarations: Declarations::new(),
            machine,
            libcall_names: builder.libcall_names,
            hosts,
            next_host: HOST_BASE,
            functions: HashMap::new(),
            data: HashMap::new(),
            internal: Vec::new(),
            named: HashMap::new(),
            runtime_placed: false,
            pending_functions: Vec::new(),
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

    /// Calls a finalized function with arguments of its declared signature
    /// (`i8`..`i64`; up to four result words). A wrong number or type of
    /// arguments is [`JitError::BadCall`]; a guest trap is [`JitError::Trap`], with
    /// its code, place and backtrace. The budget applies to the whole call. In
    /// strict mode ([`Cpu0JitBuilder::strict`]) the callee-saved registers get
    /// known values ([`abi::CALLEE_SAVED_SEEDS`]) before the call, and a callee
    /// that returns without restoring them or `$sp` is [`JitError::CalleeSaved`].
    pub fn call(&mut self, id: FuncId, args: &[DataValue]) -> Result<Vec<DataValue>, JitError> {
        let addr = self.get_finalized_function(id)?;
        let decl = self.func_decl(id)?;
        let sig = decl.signature.clone();
        let function = decl.linkage_name(id).into_owned();
        let bad = |e: AbiError| match e {
            AbiError::Signature(message) => JitError::BadCall {
                function: function.clone(),
                message,
            },
            AbiError::Abi(message) => JitError::Abi {
                function: function.clone(),
                message,
            },
        };
        let endian = self.machine.endian();
        let words = abi::encode_args(&sig, args, endian).map_err(bad)?;
        abi::check_results(&sig).map_err(bad)?;
        let sp = self.machine.reg(Reg::SP);
        let seeded = self
            .machine
            .config()
            .strict
            .then(|| abi::seed_callee_saved(&mut self.machine));
        match self.machine.call_detailed(addr, &words) {
            Ok(outcome) => {
                if let Some(former) = seeded {
                    abi::check_callee_saved(&mut self.machine, former, &outcome).map_err(
                        |(register, expected, found)| JitError::CalleeSaved {
                            function: function.clone(),
                            register,
                            expected,
                            found,
                        },
                    )?;
                }
                let words = [
                    outcome.v0,
                    outcome.v1,
                    self.machine.reg(Reg::A0),
                    self.machine.reg(Reg::A1),
                ];
                abi::decode_results(&sig, words, endian).map_err(bad)
            }
            Err(trap) => {
                let trap = self.describe_trap(trap);
                self.machine.set_reg(Reg::SP, sp);
                Err(JitError::Trap(Box::new(trap)))
            }
        }
    }

    /// Calls a function of signature `(i32, ...) -> i32`.
    pub fn call_i32(&mut self, id: FuncId, args: &[i32]) -> Result<i32, JitError> {
        let args: Vec<DataValue> = args.iter().map(|v| DataValue::I32(*v)).collect();
        match self.call_one(id, &args, ir::types::I32)? {
            DataValue::I32(v) => Ok(v),
            _ => unreachable!("call_one checked the type"),
        }
    }

    /// Calls a function of signature `(i64, ...) -> i64`.
    pub fn call_i64(&mut self, id: FuncId, args: &[i64]) -> Result<i64, JitError> {
        let args: Vec<DataValue> = args.iter().map(|v| DataValue::I64(*v)).collect();
        match self.call_one(id, &args, ir::types::I64)? {
            DataValue::I64(v) => Ok(v),
            _ => unreachable!("call_one checked the type"),
        }
    }

    fn call_one(
        &mut self,
        id: FuncId,
        args: &[DataValue],
        ty: ir::Type,
    ) -> Result<DataValue, JitError> {
        let decl = self.func_decl(id)?;
        let returns: Vec<ir::Type> = decl
            .signature
            .returns
            .iter()
            .map(|r| r.value_type)
            .collect();
        if returns != [ty] {
            return Err(JitError::BadCall {
                function: decl.linkage_name(id).into_owned(),
                message: format!("the function returns {returns:?}, not one {ty}"),
            });
        }
        Ok(self.call(id, args)?.remove(0))
    }

    /// The embedder's view of a simulator trap: the CLIF trap code, the place
    /// and the backtrace.
    fn describe_trap(&self, trap: Trap) -> JitTrap {
        let m = &self.machine;
        let walk = unwind::backtrace(&m.regs(), trap.pc(), m, &self.symbols, &self.frames);
        JitTrap::new(trap, &self.traps, &self.layout.guard, walk)
    }

    // ---- placement --------------------------------------------------------------

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

    /// The target of a relocation in a compiled function.
    fn reloc_target(
        &self,
        name: &ExternalName,
        func: &ir::Function,
        from: &str,
    ) -> Result<Target, JitError> {
        // The signature the function gives a called symbol, for host functions
        // reached by name.
        let signature_of = |name: &ExternalName| {
            func.dfg
                .ext_funcs
                .values()
                .find(|f| f.name == *name)
                .and_then(|f| func.dfg.signatures.get(f.signature))
                .cloned()
        };
        match name {
            ExternalName::User(r) => {
                let Some(user) = func.params.user_named_funcs().get(*r) else {
                    return Err(JitError::Unsupported(format!(
                        "{from}: a relocation names an undeclared user name"
                    )));
                };
                match (user.namespace, self.declarations.user(user.namespace, user.index)) {
                    (_, Some(FuncOrDataId::Func(id))) => Ok(Target::Func(id)),
                    (_, Some(FuncOrDataId::Data(id))) => Ok(Target::Data(id)),
                    (0 | 1, None) => Err(JitError::Undefined {
                        symbol: user.to_string(),
                        from: from.to_string(),
                    }),
                    (_, None) => Err(JitError::Unsupported(format!(
                        "{from}: external name {user}: the namespace must be 0 (functions) or 1 (data objects), as cranelift_module declares them"
                    ))),
                }
            }
            ExternalName::TestCase(t) => Ok(Target::Named(
                String::from_utf8_lossy(t.raw()).into_owned(),
                signature_of(name),
            )),
            ExternalName::LibCall(lc) => {
                Ok(Target::Named((self.libcall_names)(*lc), signature_of(name)))
            }
            ExternalName::KnownSymbol(ks) => Err(JitError::Unsupported(format!(
                "{from}: known symbol {ks} (the Cpu0 JIT has no GOT or TLS)"
            ))),
        }
    }

    /// The target of a `ModuleReloc` (data objects, `define_function_bytes`).
    fn module_reloc_target(
        &self,
        name: &ModuleRelocTarget,
        from: &str,
    ) -> Result<Target, JitError> {
        match name {
            ModuleRelocTarget::User { namespace, index } => {
                match self.declarations.user(*namespace, *index) {
                    Some(FuncOrDataId::Func(id)) => Ok(Target::Func(id)),
                    Some(FuncOrDataId::Data(id)) => Ok(Target::Data(id)),
                    None => Err(JitError::Undefined {
                        symbol: name.to_string(),
                        from: from.to_string(),
                    }),
                }
            }
            ModuleRelocTarget::LibCall(lc) => Ok(Target::Named((self.libcall_names)(*lc), None)),
            ModuleRelocTarget::FunctionOffset(id, off)
                if self.declarations.function(*id).is_some() =>
            {
                Ok(Target::FuncOffset(*id, *off))
            }
            other => Err(JitError::Undefined {
                symbol: other.to_string(),
                from: from.to_string(),
            }),
        }
    }

    /// The address of a relocation's target, placing host stubs and the runtime
    /// when first needed.
    fn resolve(&mut self, target: &Target, from: &str) -> Result<u32, JitError> {
        match target {
            Target::Func(id) => {
                if let Some(blob) = self.functions.get(id) {
                    return Ok(blob.addr);
                }
                let decl = self.func_decl(*id)?;
                let (name, linkage, sig) =
                    (decl.name.clone(), decl.linkage, decl.signature.clone());
                let Some(name) = name else {
                    return Err(JitError::Undefined {
                        symbol: self.func_name(*id),
                        from: from.to_string(),
                    });
                };
                match self.resolve_name(&name, Some(&sig), from) {
                    // A preemptible (weak) symbol nobody defines is null, as in cranelift-jit.
                    Err(JitError::Undefined { .. }) if linkage == Linkage::Preemptible => Ok(0),
                    other => other,
                }
            }
            Target::Data(id) => match self.data.get(id) {
                Some(blob) => Ok(blob.addr),
                None => {
                    let linkage = self.data_decl(*id)?.linkage;
                    if linkage == Linkage::Preemptible {
                        return Ok(0);
                    }
                    Err(JitError::UndefinedData {
                        name: self.data_name(*id),
                        from: from.to_string(),
                    })
                }
            },
            Target::FuncOffset(id, off) => match self.functions.get(id) {
                Some(blob) => Ok(blob.addr.wrapping_add(*off)),
                None => Err(JitError::Undefined {
                    symbol: self.func_name(*id),
                    from: from.to_string(),
                }),
            },
            Target::Named(name, sig) => self.resolve_name(name, sig.as_ref(), from),
        }
    }

    /// A symbol by name: a defined function or data object of the module, a host
    /// function (through its stub), a built-in host function, a runtime function.
    fn resolve_name(
        &mut self,
        name: &str,
        sig: Option<&Signature>,
        from: &str,
    ) -> Result<u32, JitError> {
        match self.declarations.inner().get_name(name) {
            Some(FuncOrDataId::Func(id)) => {
                if let Some(blob) = self.functions.get(&id) {
                    return Ok(blob.addr);
                }
            }
            Some(FuncOrDataId::Data(id)) => {
                if let Some(blob) = self.data.get(&id) {
                    return Ok(blob.addr);
                }
            }
            None => {}
        }
        if let Some(addr) = self.link_host(name, sig, from)? {
            return Ok(addr);
        }
        if let Some(&addr) = self.named.get(name) {
            return Ok(addr);
        }
        if !self.runtime_placed && cpu0_rt::SYMBOLS.contains(&name) {
            self.place_runtime()?;
            if let Some(&addr) = self.named.get(name) {
                return Ok(addr);
            }
        }
        Err(JitError::Undefined {
            symbol: name.to_string(),
            from: from.to_string(),
        })
    }

    /// The stub address of the host function `name`, linking it on first use:
    /// it gets a host address and a stub (`lui`/`ori` of that address into `$t9`,
    /// `jr $t9`) that `jsub` can reach.
    fn link_host(
        &mut self,
        name: &str,
        sig: Option<&Signature>,
        from: &str,
    ) -> Result<Option<u32>, JitError> {
        if !self.hosts.contains_key(name) {
            let Some(f) = host::builtin(name) else {
                return Ok(None);
            };
            self.hosts.insert(
                name.to_string(),
                HostSlot {
                    closure: Some(f),
                    linked: None,
                },
            );
        }
        let slot = &self.hosts[name];
        if let Some((_, stub, linked_sig)) = &slot.linked {
            if let Some(sig) = sig {
                if !same_values(sig, linked_sig) {
                    return Err(JitError::Unsupported(format!(
                        "{from} calls host function {name} with signature {sig}, another caller with {linked_sig}"
                    )));
                }
            }
            return Ok(Some(*stub));
        }
        let Some(sig) = sig.cloned() else {
            return Err(JitError::Unsupported(format!(
                "{from} refers to host function {name} without a signature"
            )));
        };
        let layout = abi::arg_layout(&sig).and_then(|l| {
            abi::check_results(&sig)?;
            if sig.returns.len() > 1 {
                return Err(AbiError::Signature("more than one result".into()));
            }
            Ok(l)
        });
        let layout = layout.map_err(|e| {
            JitError::Unsupported(format!("host function {name} with signature {sig}: {e}"))
        })?;
        if host::BUILTIN_HOST_FUNCTIONS.contains(&name) && sig.params.len() < 3 {
            return Err(JitError::Unsupported(format!(
                "built-in host function {name} takes 3 parameters, {from} declares {sig}"
            )));
        }
        if self.next_host >= 0xFFFF_0000 {
            return Err(JitError::OutOfMemory("too many host functions".into()));
        }
        let addr = self.next_host;
        let stub_addr =
            self.alloc_code(16, FUNCTION_ALIGN, &format!("stub of host function {name}"))?;
        self.next_host += 4;
        let words = [
            Inst::ri(Opcode::Lui, Reg::T9, i64::from(addr >> 16)),
            Inst::rri(Opcode::Ori, Reg::T9, Reg::T9, i64::from(addr & 0xFFFF)),
            Inst::r(Opcode::Ret, Reg::T9),
            Inst::i(Opcode::Nop, 0),
        ];
        let endian = self.flags.endian;
        let mut bytes = Vec::with_capacity(16);
        for w in words {
            let w = w.map_err(|e| JitError::Unsupported(format!("host stub: {e}")))?;
            bytes.extend_from_slice(&w.encode_bytes(endian));
        }
        let stub_name = format!("stub of host {name}");
        self.register_code(stub_addr, &stub_name, 16, &[], &[])?;
        // Size 0: only the host address itself (where the machine stops) is the function.
        self.symbols.insert(format!("host {name}"), addr, 0);
        self.internal.push(Blob {
            name: stub_name,
            addr: stub_addr,
            bytes,
            relocs: Vec::new(),
            finalized: false,
        });
        let slot = self.hosts.get_mut(name).expect("inserted above");
        let mut f = slot
            .closure
            .take()
            .expect("an unlinked host function has its closure");
        slot.linked = Some((addr, stub_addr, sig.clone()));
        self.named.insert(name.to_string(), stub_addr);
        self.machine
            .register_host(addr, move |m: &mut Machine| {
                let args = abi::read_host_args(m, &sig, &layout)?;
                let result = f(&mut HostContext::new(m), &args).map_err(|e| Trap::Host {
                    pc: addr,
                    message: e.0,
                })?;
                abi::write_host_result(m, &sig, result);
                Ok(())
            })
            .map_err(|e| JitError::Config(e.to_string()))?;
        Ok(Some(stub_addr))
    }

    /// Compiles the runtime (`cpu0-rt`) and places it in the code region.
    fn place_runtime(&mut self) -> Result<(), JitError> {
        self.runtime_placed = true;
        let funcs =
            cranelift_reader::parse_functions(cpu0_rt::SOURCE).map_err(|e| JitError::Compile {
                function: "cpu0-rt".into(),
                error: CompileError::Parse(e.to_string()),
            })?;
        for func in funcs {
            let name = clif_name(&func.name);
            let mut ctx = Context::for_function(func);
            let code =
                cpu0_isa::compile(&mut ctx, &self.flags).map_err(|error| JitError::Compile {
                    function: name.clone(),
                    error,
                })?;
            let relocs = code
                .relocs
                .iter()
                .map(|r| {
                    Ok(PendingReloc {
                        offset: r.offset,
                        kind: r.kind,
                        target: self.reloc_target(&r.name, &ctx.func, &name)?,
                        addend: r.addend,
                    })
                })
                .collect::<Result<Vec<_>, JitError>>()?;
            let size = code_len(&code.code, &name)?;
            let addr = self.alloc_code(size, FUNCTION_ALIGN, &name)?;
            self.register_code(addr, &name, size, &code.unwind, &code.traps)?;
            self.named.insert(name.clone(), addr);
            self.internal.push(Blob {
                name,
                addr,
                bytes: code.code,
                relocs,
                finalized: false,
            });
        }
        Ok(())
    }

    /// Records placed code for symbolizing, backtraces and trap codes. Code without
    /// unwind steps has an FDE all the same, saying it has no frame (the CFA is
    /// `$sp`, the return address in `$lr`), so the walk goes on past it.
    fn register_code(
        &mut self,
        addr: u32,
        name: &str,
        size: u32,
        unwind: &[UnwindEntry],
        traps: &[(u32, TrapCode)],
    ) -> Result<(), JitError> {
        self.frames
            .add_functions(&[(addr, size, unwind)])
            .map_err(|e| JitError::Compile {
                function: name.to_string(),
                error: CompileError::Internal(format!("unwind information: {e}")),
            })?;
        self.symbols.insert(name, addr, size);
        for (off, code) in traps {
            self.traps.insert(addr.wrapping_add(*off), *code);
        }
        Ok(())
    }

    /// The bytes of a blob with its relocations applied.
    fn link_blob(
        &mut self,
        name: &str,
        addr: u32,
        bytes: &[u8],
        relocs: &[PendingReloc],
    ) -> Result<Vec<u8>, JitError> {
        let mut out = bytes.to_vec();
        let endian = self.flags.endian;
        for r in relocs {
            let target = self.resolve(&r.target, name)?;
            let value = i64::from(target) + r.addend;
            apply_reloc(&mut out, r.offset, r.kind, addr, value, endian).map_err(|problem| {
                JitError::Reloc {
                    from: name.to_string(),
                    offset: r.offset,
                    kind: format!("{:?}", r.kind),
                    symbol: self.target_name(&r.target),
                    problem,
                }
            })?;
        }
        Ok(out)
    }

    fn target_name(&self, target: &Target) -> String {
        match target {
            Target::Func(id) => self.func_name(*id),
            Target::Data(id) => self.data_name(*id),
            Target::Named(name, _) => name.clone(),
            Target::FuncOffset(id, off) => format!("{}+{off:#x}", self.func_name(*id)),
        }
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
        let mut writes: Vec<(u32, Vec<u8>)> = Vec::new();
        for id in self.pending_functions.clone() {
            let blob = &self.functions[&id];
            let (name, addr, bytes, relocs) = (
                blob.name.clone(),
                blob.addr,
                blob.bytes.clone(),
                blob.relocs.clone(),
            );
            writes.push((addr, self.link_blob(&name, addr, &bytes, &relocs)?));
        }
        for id in self.pending_data.clone() {
            let blob = &self.data[&id];
            let (name, addr, bytes, relocs) = (
                blob.name.clone(),
                blob.addr,
                blob.bytes.clone(),
                blob.relocs.clone(),
            );
            writes.push((addr, self.link_blob(&name, addr, &bytes, &relocs)?));
        }
        // Linking may add host stubs and the runtime, and the runtime's own references.
        let mut done = Vec::new();
        let mut i = 0;
        while i < self.internal.len() {
            if !self.internal[i].finalized {
                let blob = &self.internal[i];
                let (name, addr, bytes, relocs) = (
                    blob.name.clone(),
                    blob.addr,
                    blob.bytes.clone(),
                    blob.relocs.clone(),
                );
                writes.push((addr, self.link_blob(&name, addr, &bytes, &relocs)?));
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
            .definable_function(id, self.functions.contains_key(&id))?;
        Ok((decl.linkage_name(id).into_owned(), decl))
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

impl Module for Cpu0JitModule {
    fn isa(&self) -> &dyn TargetIsa {
        &*self.isa
    }

    fn declarations(&self) -> &ModuleDeclarations {
        self.declarations.inner()
    }

    fn declare_function(
        &mut self,
        name: &str,
        linkage: Linkage,
        signature: &ir::Signature,
    ) -> ModuleResult<FuncId> {
        self.declarations.declare_function(name, linkage, signature)
    }

    fn declare_anonymous_function(&mut self, signature: &ir::Signature) -> ModuleResult<FuncId> {
        self.declarations.declare_anonymous_function(signature)
    }

    fn declare_data(
        &mut self,
        name: &str,
        linkage: Linkage,
        writable: bool,
        tls: bool,
    ) -> ModuleResult<DataId> {
        if tls {
            return Err(backend(JitError::Unsupported(format!(
                "thread-local data object {name}"
            ))));
        }
        self.declarations.declare_data(name, linkage, writable)
    }

    fn declare_anonymous_data(&mut self, writable: bool, tls: bool) -> ModuleResult<DataId> {
        if tls {
            return Err(backend(JitError::Unsupported(
                "thread-local data objects".into(),
            )));
        }
        self.declarations.declare_anonymous_data(writable)
    }

    fn define_function_with_control_plane(
        &mut self,
        id: FuncId,
        ctx: &mut Context,
        _ctrl_plane: &mut ControlPlane,
    ) -> ModuleResult<()> {
        let (name, decl) = self.check_definable(id)?;
        let declared = &decl.signature;
        if !same_values(declared, &ctx.func.signature) {
            return Err(ModuleError::IncompatibleSignature(
                name,
                declared.clone(),
                ctx.func.signature.clone(),
            ));
        }
        let code = cpu0_isa::compile(ctx, &self.flags).map_err(|error| {
            backend(JitError::Compile {
                function: name.clone(),
                error,
            })
        })?;
        let relocs = code
            .relocs
            .iter()
            .map(|r| {
                Ok(PendingReloc {
                    offset: r.offset,
                    kind: r.kind,
                    target: self.reloc_target(&r.name, &ctx.func, &name)?,
                    addend: r.addend,
                })
            })
            .collect::<Result<Vec<_>, JitError>>()
            .map_err(backend)?;
        let size = code_len(&code.code, &name).map_err(backend)?;
        let addr = self
            .alloc_code(size, FUNCTION_ALIGN, &format!("function {name}"))
            .map_err(backend)?;
        self.register_code(addr, &name, size, &code.unwind, &code.traps)
            .map_err(backend)?;
        log::debug!("{name}: {size} bytes at {addr:#010x}");
        self.add_function(
            id,
            Blob {
                name,
                addr,
                bytes: code.code,
                relocs,
                finalized: false,
            },
        );
        Ok(())
    }

    /// Defines a function from raw Cpu0 code. Its relocations may only be
    /// `Reloc::Abs4` (a 32-bit address word): the `R_CPU0_*` kinds of compiled code
    /// have no `Reloc` variant.
    fn define_function_bytes(
        &mut self,
        id: FuncId,
        alignment: u64,
        bytes: &[u8],
        relocs: &[ModuleReloc],
    ) -> ModuleResult<()> {
        let (name, _) = self.check_definable(id)?;
        let align = u32::try_from(alignment)
            .ok()
            .filter(|a| a.is_power_of_two())
            .ok_or_else(|| {
                backend(JitError::Unsupported(format!(
                    "function {name}: alignment {alignment} is not a power of two below 2^32"
                )))
            })?;
        let relocs = relocs
            .iter()
            .map(|r| {
                if r.kind != Reloc::Abs4 {
                    return Err(JitError::Unsupported(format!(
                        "function {name}: relocation {:?} (only Abs4 is meaningful for Cpu0 code given as bytes)",
                        r.kind
                    )));
                }
                Ok(PendingReloc {
                    offset: r.offset,
                    kind: RelocKind::Abs32,
                    target: self.module_reloc_target(&r.name, &name)?,
                    addend: r.addend,
                })
            })
            .collect::<Result<Vec<_>, JitError>>()
            .map_err(backend)?;
        let size = code_len(bytes, &name).map_err(backend)?;
        let addr = self
            .alloc_code(size, align, &format!("function {name}"))
            .map_err(backend)?;
        // Raw bytes come without unwind steps: the walk takes them as frameless.
        self.register_code(addr, &name, size, &[], &[])
            .map_err(backend)?;
        self.add_function(
            id,
            Blob {
                name,
                addr,
                bytes: bytes.to_vec(),
                relocs,
                finalized: false,
            },
        );
        Ok(())
    }

    fn define_data(&mut self, id: DataId, data: &DataDescription) -> ModuleResult<()> {
        let decl = self
            .declarations
            .definable_data(id, self.data.contains_key(&id))?;
        let name = decl.linkage_name(id).into_owned();
        let writable = decl.writable;
        let contents = data_contents(data)
            .map_err(|e| backend(JitError::Unsupported(format!("data object {name}: {e}"))))?;
        let align = contents.align.unwrap_or(DEFAULT_DATA_ALIGN);
        let relocs = contents
            .relocs
            .iter()
            .map(|r| {
                Ok(PendingReloc {
                    offset: r.offset,
                    kind: RelocKind::Abs32,
                    target: self.module_reloc_target(&r.target, &name)?,
                    addend: r.addend,
                })
            })
            .collect::<Result<Vec<_>, JitError>>()
            .map_err(backend)?;
        let size = u32::try_from(contents.size).map_err(|_| {
            backend(JitError::OutOfMemory(format!(
                "data object {name} is larger than 4 GiB"
            )))
        })?;
        let addr = self
            .alloc_data(size.max(1), align, writable, &name)
            .map_err(backend)?;
        // The zeros are made only once they are known to fit in memory.
        let bytes = match contents.bytes {
            Some(bytes) => bytes.to_vec(),
            None => vec![0; contents.size],
        };
        self.data.insert(
            id,
            Blob {
                name,
                addr,
                bytes,
                relocs,
                finalized: false,
            },
        );
        self.pending_data.push(id);
        Ok(())
    }
}

impl Cpu0JitModule {
    /// The byte order of the target.
    pub fn endian(&self) -> Endian {
        self.flags.endian
    }
}
