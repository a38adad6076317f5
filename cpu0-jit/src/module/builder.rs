//! `Cpu0JitBuilder`: the settings and host functions of a new `Cpu0JitModule`.

use super::*;

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
    pub(super) flags: Flags,
    pub(super) mem_size: u32,
    pub(super) code_size: Option<u32>,
    pub(super) stack_size: Option<u32>,
    pub(super) budget: Option<u64>,
    pub(super) strict: bool,
    pub(super) count_opcodes: bool,
    pub(super) input: Option<Vec<u8>>,
    pub(super) engine: Option<cpu0_sim::Engine>,
    pub(super) translate_after: Option<u32>,
    pub(super) background_translation: Option<bool>,
    pub(super) hosts: Vec<(String, HostClosure)>,
    pub(super) libcall_names: Box<dyn Fn(LibCall) -> String>,
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
            input: None,
            engine: None,
            translate_after: None,
            background_translation: None,
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

    /// The guest's standard input: word loads from the input port (0xFF000004)
    /// read these bytes one at a time, then 0xFFFFFFFF (default: no input).
    /// [`Cpu0JitModule::set_input`] can give any reader later.
    pub fn input(&mut self, bytes: impl Into<Vec<u8>>) -> &mut Self {
        self.input = Some(bytes.into());
        self
    }

    /// The simulator's execution engine (default: [`cpu0_sim::Engine::default`],
    /// the translator where Cranelift supports the host).
    pub fn engine(&mut self, engine: cpu0_sim::Engine) -> &mut Self {
        self.engine = Some(engine);
        self
    }

    /// How often a unit of guest code runs in the interpreter before the
    /// translator compiles it (see `cpu0_sim::Machine::set_translate_after`; 0
    /// makes tests exercise translated code on short programs).
    pub fn translate_after(&mut self, entries: u32) -> &mut Self {
        self.translate_after = Some(entries);
        self
    }

    /// Whether the translator compiles hot units on a worker thread while the
    /// guest runs on (see `cpu0_sim::Machine::set_background_translation`;
    /// default on). Off, which code runs translated no longer depends on timing.
    pub fn background_translation(&mut self, on: bool) -> &mut Self {
        self.background_translation = Some(on);
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
