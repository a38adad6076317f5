//! The simulated machine: processor state, memory, console, host functions, and the
//! embedder API around the execution loop (`exec.rs`).

use crate::config::{Config, ConfigError};
use crate::console::Console;
use crate::memory::Memory;
use crate::predecode::Decoder;
use crate::protect::{Access, PageTable, Perms, PAGE_SHIFT, PAGE_SIZE};
use crate::stats::Stats;
use crate::trap::{Halt, Outcome, Trap};
use crate::xlat::Translator;
use cpu0_asm::{Endian, Reg};
use std::collections::HashMap;
use std::io::{self, Read, Write};

/// The address `call` puts in `$lr`: the function's final `ret $lr` halts there.
/// It is also the reset value of `$lr`, so a program's outermost `ret $lr` ends it.
pub const RETURN_ADDR: u32 = 0xFFFF_FFFF;

/// Addresses with this bit set halt execution when control reaches them.
pub const HALT_BIT: u32 = 0x8000_0000;

/// The reset value of `$sw`: IE = 0, I0E = I1E = I2E = 1, mode bits = 001.
pub const RESET_SW: u32 = 0x1C40;

/// A host function: it reads its arguments from the machine (`$a0`, `$a1`, the
/// stack) and leaves its results in `$v0`/`$v1`; execution then resumes at `$lr`.
pub type HostFn = Box<dyn FnMut(&mut Machine) -> Result<(), Trap>>;

/// Processor state. `repr(C)`: translated code addresses its fields by offset.
#[repr(C)]
pub(crate) struct Cpu {
    /// Slots 0..=15 are the general registers; slot 16 ([`ZERO_SINK`]) receives
    /// writes to `$zero`; the rest pad the array so a masked index needs no check.
    ///
    /// [`ZERO_SINK`]: crate::predecode::ZERO_SINK
    pub(crate) regs: [u32; 32],
    pub(crate) hi: u32,
    pub(crate) lo: u32,
    /// Co-processor 0 register 1.
    pub(crate) epc: u32,
    /// The next instruction to execute.
    pub(crate) pc: u32,
    /// The one after it: `pc + 4`, or a taken branch's target while `pc` is its slot.
    pub(crate) npc: u32,
    /// The instruction number (count of completed instructions) that sits in a delay
    /// slot, for strict mode's check on branches in delay slots.
    pub(crate) slot_at: u64,
    /// Set by translated code that returns through an empty link slot: that
    /// slot's address, for the dispatcher to fill (0 otherwise).
    pub(crate) link: u64,
}

impl Cpu {
    fn reset() -> Cpu {
        let mut regs = [0; 32];
        regs[Reg::LR.index()] = RETURN_ADDR;
        regs[Reg::SW.index()] = RESET_SW;
        Cpu {
            regs,
            hi: 0,
            lo: 0,
            epc: 0,
            pc: 0,
            npc: 4,
            slot_at: u64::MAX,
            link: 0,
        }
    }
}

/// How a [`Machine::call_detailed`] returned: the result words and `$sp` as the
/// callee got it and as it left it (the ABI wants them equal).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CallOutcome {
    pub v0: u32,
    pub v1: u32,
    /// `$sp` at the callee's first instruction.
    pub entry_sp: u32,
    /// `$sp` when the callee returned (before `call` restored the caller's).
    pub return_sp: u32,
}

/// A Cpu0 processor with its memory. See the crate documentation for an example.
pub struct Machine {
    pub(crate) config: Config,
    pub(crate) decoder: Decoder,
    pub(crate) cpu: Cpu,
    pub(crate) mem: Memory,
    /// Permissions per page, checked by the execution loop (not by the embedder
    /// accessors). Apart from `mem`, so the loop can hold it while storing.
    pub(crate) pages: PageTable,
    pub(crate) console: Console,
    pub(crate) stats: Stats,
    pub(crate) trace_sink: Box<dyn Write>,
    hosts: HashMap<u32, HostFn>,
    pub(crate) engine: Engine,
    /// The translating engine's code cache, made at its first use.
    pub(crate) translator: Option<Box<Translator>>,
    /// Entries of a unit start before it is translated.
    pub(crate) translate_after: u32,
    /// Where and when hot units are compiled.
    pub(crate) compile: crate::xlat::Compile,
}

/// How a [`Machine`] executes guest code. Both give exactly the same results
/// (registers, memory, console, traps, instruction counts).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Engine {
    /// Decode and interpret each instruction (the reference).
    Interp,
    /// Translate blocks of guest code to host code with Cranelift and run that,
    /// interpreting what the translator does not handle. Tracing and per-opcode
    /// counting use the interpreter.
    Translate,
}

impl Default for Engine {
    /// [`Translate`](Engine::Translate) where Cranelift supports the host,
    /// [`Interp`](Engine::Interp) elsewhere.
    fn default() -> Engine {
        if crate::xlat::host_supported() {
            Engine::Translate
        } else {
            Engine::Interp
        }
    }
}

impl std::str::FromStr for Engine {
    type Err = String;

    /// `interp` or `translate` (as the command line spells them).
    fn from_str(s: &str) -> Result<Engine, String> {
        match s {
            "interp" => Ok(Engine::Interp),
            "translate" => Ok(Engine::Translate),
            _ => Err(format!("unknown engine `{s}` (interp or translate)")),
        }
    }
}

impl Machine {
    /// A machine in the reset state with zeroed memory.
    pub fn new(config: Config) -> Result<Machine, ConfigError> {
        config.validate()?;
        Ok(Machine {
            decoder: Decoder {
                level: config.isa,
                has_cmov: config.has_cmov,
            },
            cpu: Cpu::reset(),
            mem: Memory::new(config.mem_size, config.endian),
            pages: PageTable::default(),
            console: Console::default(),
            stats: Stats::default(),
            trace_sink: Box::new(io::BufWriter::new(io::stderr())),
            hosts: HashMap::new(),
            engine: Engine::default(),
            translator: None,
            translate_after: crate::xlat::HOT_AFTER,
            compile: crate::xlat::Compile::Background,
            config,
        })
    }

    pub fn config(&self) -> &Config {
        &self.config
    }

    /// Puts the processor in its reset state: PC = 0, SW = 0x1C40, `$lr` = 0xFFFFFFFF,
    /// other registers, HI, LO and EPC 0. Memory (page permissions included),
    /// console, statistics and host functions are kept.
    pub fn reset(&mut self) {
        self.cpu = Cpu::reset();
    }

    /// Chooses the execution engine ([`Engine::default`]: the translator where
    /// Cranelift supports the host).
    pub fn set_engine(&mut self, engine: Engine) {
        self.engine = engine;
    }

    pub fn engine(&self) -> Engine {
        self.engine
    }

    pub fn set_budget(&mut self, budget: Option<u64>) {
        self.config.budget = budget;
    }

    pub fn set_trace(&mut self, on: bool) {
        self.config.trace = on;
    }

    pub fn set_count_opcodes(&mut self, on: bool) {
        self.config.count_opcodes = on;
    }

    /// Where trace lines go (buffered standard error until this is called). Sinks
    /// are flushed when `run`, `call` or `step` returns.
    pub fn set_trace_sink(&mut self, sink: Box<dyn Write>) {
        self.trace_sink = sink;
    }

    /// The guest's standard input, read a byte at a time by word loads from the
    /// input port ([`INPUT_PORT`](crate::INPUT_PORT)); a read error reads as the end
    /// of input. A machine starts with no input (the port reads
    /// [`END_OF_INPUT`](crate::END_OF_INPUT) at once).
    pub fn set_input(&mut self, input: Box<dyn Read>) {
        self.console.input = Some(input);
    }

    /// [`set_input`](Self::set_input) with these bytes.
    pub fn set_input_bytes(&mut self, bytes: impl Into<Vec<u8>>) {
        self.set_input(Box::new(io::Cursor::new(bytes.into())));
    }

    /// Also stream console output to `sink` as it is printed (it is buffered either way).
    pub fn set_console_sink(&mut self, sink: Option<Box<dyn Write>>) {
        self.console.sink = sink;
    }

    /// The bytes printed through the I/O port since the last [`take_console`](Self::take_console).
    pub fn console(&self) -> &[u8] {
        &self.console.buffer
    }

    /// The bytes printed so far, leaving the console buffer empty.
    pub fn take_console(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.console.buffer)
    }

    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    // ---- registers -------------------------------------------------------------

    pub fn reg(&self, r: Reg) -> u32 {
        self.cpu.regs[r.index()]
    }

    /// Writes a general register; writing `$zero` is ignored, as for instructions.
    pub fn set_reg(&mut self, r: Reg, value: u32) {
        if r != Reg::ZERO {
            self.cpu.regs[r.index()] = value;
        }
    }

    /// The sixteen general registers, by number.
    pub fn regs(&self) -> [u32; 16] {
        let mut regs = [0; 16];
        regs.copy_from_slice(&self.cpu.regs[..16]);
        regs
    }

    pub fn hi(&self) -> u32 {
        self.cpu.hi
    }

    pub fn lo(&self) -> u32 {
        self.cpu.lo
    }

    pub fn set_hi(&mut self, value: u32) {
        self.cpu.hi = value;
    }

    pub fn set_lo(&mut self, value: u32) {
        self.cpu.lo = value;
    }

    /// The status word `$sw` (register 15).
    pub fn sw(&self) -> u32 {
        self.reg(Reg::SW)
    }

    pub fn set_sw(&mut self, value: u32) {
        self.set_reg(Reg::SW, value);
    }

    /// The address of the next instruction to execute.
    pub fn pc(&self) -> u32 {
        self.cpu.pc
    }

    /// Continues execution at `pc` (any pending delayed branch is dropped).
    pub fn set_pc(&mut self, pc: u32) {
        self.cpu.pc = pc;
        self.cpu.npc = pc.wrapping_add(4);
        self.cpu.slot_at = u64::MAX;
    }

    /// Co-processor 0 register 1; the processor sets it to the PC of each trap.
    pub fn epc(&self) -> u32 {
        self.cpu.epc
    }

    pub fn set_epc(&mut self, value: u32) {
        self.cpu.epc = value;
    }

    // ---- memory ----------------------------------------------------------------

    pub fn mem_size(&self) -> u32 {
        self.mem.size()
    }

    pub fn endian(&self) -> Endian {
        self.mem.endian()
    }

    fn fault(&self, addr: u32) -> Trap {
        Trap::MemoryFault {
            pc: self.cpu.pc,
            addr,
        }
    }

    /// Sets the permissions of the pages of `[addr, addr + len)`: `addr` must be a
    /// multiple of [`PAGE_SIZE`], and the end one too or the end of memory. Guest
    /// loads, stores and fetches the permissions forbid are [`Trap::Protection`];
    /// the embedder accessors below ignore permissions (they load code into
    /// execute-only pages), except [`check_access`](Self::check_access). Every
    /// page starts RWX. The I/O port is not memory and has no permissions.
    pub fn protect(&mut self, addr: u32, len: u32, perms: Perms) -> Result<(), ConfigError> {
        let end = u64::from(addr) + u64::from(len);
        let size = u64::from(self.mem_size());
        let page = u64::from(PAGE_SIZE);
        if !u64::from(addr).is_multiple_of(page)
            || end > size
            || (!end.is_multiple_of(page) && end != size)
        {
            return Err(ConfigError::Protect {
                addr,
                len,
                mem_size: self.mem_size(),
            });
        }
        if len > 0 {
            let first = (addr >> PAGE_SHIFT) as usize;
            let end = ((end - 1) >> PAGE_SHIFT) as usize + 1;
            let lost_x = self.pages.set(first, end, perms);
            self.mem.forget_pages(&lost_x);
            // Translations were made for the old permissions.
            self.mem.translations_stale = true;
        }
        Ok(())
    }

    /// The permissions of the page holding `addr` (RWX outside memory).
    pub fn perms(&self, addr: u32) -> Perms {
        self.pages.perms(addr)
    }

    /// Whether the guest may make `access` to the `len` bytes at `addr`, as the
    /// execution loop would check it: [`Trap::Protection`] (with the current PC)
    /// for the first byte it may not touch. For host functions that act for the
    /// guest, such as `memcpy`. Bytes outside memory are not checked here.
    pub fn check_access(&self, addr: u32, len: u32, access: Access) -> Result<(), Trap> {
        if !self.pages.active() || len == 0 {
            return Ok(());
        }
        let need = access.needs();
        // Each page the range touches, first byte by first byte.
        let mut at = addr;
        let end = u64::from(addr) + u64::from(len);
        while u64::from(at) < end {
            let perms = self.perms(at);
            if !perms.contains(need) {
                return Err(Trap::Protection {
                    pc: self.cpu.pc,
                    addr: at,
                    access,
                    perms,
                });
            }
            match (at | (PAGE_SIZE - 1)).checked_add(1) {
                Some(next) => at = next,
                None => break,
            }
        }
        Ok(())
    }

    /// Copies an image (code or data) into memory at `addr`.
    pub fn load(&mut self, addr: u32, bytes: &[u8]) -> Result<(), Trap> {
        self.write_bytes(addr, bytes)
    }

    /// Writes bytes to memory. The I/O port is not memory: these accessors fault on
    /// any byte outside `[0, mem_size)` with a [`Trap::MemoryFault`] carrying the
    /// current PC, so host functions can use `?`.
    pub fn write_bytes(&mut self, addr: u32, bytes: &[u8]) -> Result<(), Trap> {
        if self.mem.write(addr, bytes) {
            Ok(())
        } else {
            Err(self.fault(addr))
        }
    }

    pub fn read_bytes(&self, addr: u32, len: usize) -> Result<&[u8], Trap> {
        self.mem.read(addr, len).ok_or_else(|| self.fault(addr))
    }

    /// Reads a 32-bit word in the target byte order (any alignment).
    pub fn read_word(&self, addr: u32) -> Result<u32, Trap> {
        self.mem.load32(addr).ok_or_else(|| self.fault(addr))
    }

    pub fn write_word(&mut self, addr: u32, value: u32) -> Result<(), Trap> {
        let bytes = self.mem.endian().word_bytes(value);
        self.write_bytes(addr, &bytes)
    }

    pub fn read_half(&self, addr: u32) -> Result<u16, Trap> {
        self.mem.load16(addr).ok_or_else(|| self.fault(addr))
    }

    pub fn write_half(&mut self, addr: u32, value: u16) -> Result<(), Trap> {
        if self.mem.store16(addr, value) {
            Ok(())
        } else {
            Err(self.fault(addr))
        }
    }

    pub fn read_byte(&self, addr: u32) -> Result<u8, Trap> {
        self.mem.load8(addr).ok_or_else(|| self.fault(addr))
    }

    pub fn write_byte(&mut self, addr: u32, value: u8) -> Result<(), Trap> {
        self.write_bytes(addr, &[value])
    }

    // ---- execution -------------------------------------------------------------

    /// Runs from the current PC until control reaches an address with the top bit
    /// set that is not a registered host function (registered ones are serviced and
    /// execution goes on at `$lr`), or until a trap.
    pub fn run(&mut self) -> Result<Halt, Trap> {
        let limit = match self.config.budget {
            Some(budget) => self.stats.instructions.saturating_add(budget),
            None => u64::MAX,
        };
        let result = self.run_until(limit);
        self.flush_sinks();
        result
    }

    /// [`run`](Self::run) for a whole program: a store to the exit port is an
    /// [`Outcome::Exited`] with its status, not an error.
    pub fn run_program(&mut self) -> Result<Outcome, Trap> {
        match self.run() {
            Ok(halt) => Ok(Outcome::Halted(halt)),
            Err(Trap::Exited { status, .. }) => Ok(Outcome::Exited(status)),
            Err(trap) => Err(trap),
        }
    }

    fn flush_sinks(&mut self) {
        self.console.flush();
        if self.config.trace {
            let _ = self.trace_sink.flush();
        }
    }

    fn run_until(&mut self, limit: u64) -> Result<Halt, Trap> {
        // Each host call counts as one instruction against the budget (not in the
        // statistics): a host function whose `$lr` is itself would otherwise run
        // forever without executing a guest instruction (found by fuzzing).
        let mut host_calls = 0u64;
        loop {
            let halt = self.execute(limit.saturating_sub(host_calls))?;
            if !self.hosts.contains_key(&halt.pc) {
                return Ok(halt);
            }
            if self.stats.instructions.saturating_add(host_calls) >= limit {
                return Err(Trap::BudgetExhausted { pc: halt.pc });
            }
            host_calls += 1;
            self.service_host(halt.pc)?;
        }
    }

    /// Executes one instruction. Returns the halt, without executing anything, if the
    /// PC is a halting address (host functions are not serviced here). The budget
    /// does not apply.
    pub fn step(&mut self) -> Result<Option<Halt>, Trap> {
        let pc = self.cpu.pc;
        if pc & HALT_BIT != 0 {
            return Ok(Some(Halt { pc }));
        }
        let limit = self.stats.instructions + 1;
        let result = self.execute(limit);
        self.flush_sinks();
        match result {
            Ok(_) | Err(Trap::BudgetExhausted { .. }) => Ok(None),
            Err(trap) => Err(trap),
        }
    }

    /// Calls the function at `addr` with 32-bit argument words, following the ABI:
    /// the first two in `$a0`/`$a1`, the rest on the stack at `[sp+0]`, `[sp+4]`, ...
    /// (`$sp` is set to the top of memory first if it is 0, and kept 8-byte aligned),
    /// `$lr` = [`RETURN_ADDR`]. Returns `($v0, $v1)` when the function returns; `$a0`
    /// and `$a1` (return words 3 and 4) can then be read with [`reg`](Self::reg).
    /// `$sp` is restored. The budget applies to the whole call.
    pub fn call(&mut self, addr: u32, args: &[u32]) -> Result<(u32, u32), Trap> {
        let outcome = self.call_detailed(addr, args)?;
        Ok((outcome.v0, outcome.v1))
    }

    /// [`call`](Self::call), also telling `$sp` at the callee's entry and at its
    /// return, so an embedder can check that the callee restored it.
    pub fn call_detailed(&mut self, addr: u32, args: &[u32]) -> Result<CallOutcome, Trap> {
        let mut sp = self.reg(Reg::SP);
        if sp == 0 {
            sp = self.mem_size();
        }
        let caller_sp = sp & !7;
        let stack_args = args.get(2..).unwrap_or(&[]);
        let frame = u32::try_from(stack_args.len() * 4)
            .ok()
            .and_then(|bytes| bytes.checked_add(7))
            .map(|bytes| bytes & !7);
        let Some(callee_sp) = frame.and_then(|frame| caller_sp.checked_sub(frame)) else {
            return Err(self.fault(caller_sp));
        };
        for (i, word) in stack_args.iter().enumerate() {
            self.write_word(callee_sp + 4 * i as u32, *word)?;
        }
        if let Some(a0) = args.first() {
            self.set_reg(Reg::A0, *a0);
        }
        if let Some(a1) = args.get(1) {
            self.set_reg(Reg::A1, *a1);
        }
        self.set_reg(Reg::SP, callee_sp);
        self.set_reg(Reg::LR, RETURN_ADDR);
        self.set_pc(addr);
        let halt = self.run()?;
        if halt.pc != RETURN_ADDR {
            return Err(Trap::UnexpectedHalt { pc: halt.pc });
        }
        let return_sp = self.reg(Reg::SP);
        self.set_reg(Reg::SP, caller_sp);
        Ok(CallOutcome {
            v0: self.reg(Reg::V0),
            v1: self.reg(Reg::V1),
            entry_sp: callee_sp,
            return_sp,
        })
    }

    /// Makes `addr` (top bit set, not [`RETURN_ADDR`]) a host function: when control
    /// reaches it, `f` runs and execution resumes at `$lr`. Replaces any earlier one.
    pub fn register_host<F>(&mut self, addr: u32, f: F) -> Result<(), ConfigError>
    where
        F: FnMut(&mut Machine) -> Result<(), Trap> + 'static,
    {
        if addr & HALT_BIT == 0 || addr == RETURN_ADDR {
            return Err(ConfigError::HostAddress(addr));
        }
        self.hosts.insert(addr, Box::new(f));
        Ok(())
    }

    /// Removes the host function at `addr`; reaching it then halts `run`.
    pub fn unregister_host(&mut self, addr: u32) -> bool {
        self.hosts.remove(&addr).is_some()
    }

    /// Runs the host function at `pc`, if there is one, and continues at `$lr`.
    fn service_host(&mut self, pc: u32) -> Result<bool, Trap> {
        let Some(mut host) = self.hosts.remove(&pc) else {
            return Ok(false);
        };
        // Read before the host runs: it may itself call into the guest.
        let return_to = self.reg(Reg::LR);
        let result = host(self);
        // Keep a replacement the host registered for itself.
        self.hosts.entry(pc).or_insert(host);
        result?;
        self.set_pc(return_to);
        Ok(true)
    }
}
