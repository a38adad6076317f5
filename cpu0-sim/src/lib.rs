//! The Cpu0 simulator: the project's executable reference for the ISA described in
//! `cpu0-isa.md`, and the machine the JIT runs its code on.
//!
//! A [`Machine`] holds the sixteen registers, HI/LO, EPC, byte-addressed memory in
//! the target's byte order and the console behind the I/O port. It decodes each
//! instruction word once (through `cpu0_asm::decode`, so it reads the same
//! instruction table as the assembler and the backend) into a compact form cached
//! per word, and runs those in one tight loop. Guest faults are [`Trap`] values,
//! never panics.
//!
//! ```
//! use cpu0_asm::{assemble, Endian, Reg};
//! use cpu0_sim::{Config, Machine};
//!
//! // int add3(int a, int b, int c) -- the third argument arrives on the stack.
//! let src = "
//!     add3: ld    $t0, 0($sp)
//!           addu  $v0, $a0, $a1
//!           ret   $lr
//!           addu  $v0, $v0, $t0     # delay slot: runs before the return
//! ";
//! let program = assemble(src, Endian::Big).unwrap();
//! let mut m = Machine::new(Config::default()).unwrap();
//! m.load(0, &program.bytes).unwrap();
//! assert_eq!(m.call(0, &[1, 2, 39]).unwrap(), (42, 0));
//!
//! // Host functions live at addresses with the top bit set.
//! m.register_host(0x8000_0000, |m: &mut Machine| {
//!     let a = m.reg(Reg::A0);
//!     m.set_reg(Reg::V0, a * 2);
//!     Ok(())
//! }).unwrap();
//! let src = "
//!     addu  $s0, $lr, $zero   # keep the return address: jalr overwrites $lr
//!     lui   $t9, 0x8000
//!     jalr  $t9               # $v0 = host($a0)
//!     nop
//!     ret   $s0
//!     addiu $v0, $v0, 1
//! ";
//! m.load(0x100, &assemble(src, Endian::Big).unwrap().bytes).unwrap();
//! assert_eq!(m.call(0x100, &[20]).unwrap().0, 41);
//! ```
//!
//! # Semantics the ISA leaves open: the project's rules
//!
//! Every rule of `cpu0-isa.md` is followed as written. Where it leaves a choice to
//! the simulator, this crate does the following; **strict mode**
//! ([`Config::strict`]) turns each "undefined" case into a [`Trap::Strict`] instead.
//!
//! - **Reset**: PC = 0, `$sw` = 0x1C40, `$lr` = 0xFFFFFFFF, every other register,
//!   HI, LO and EPC = 0.
//! - **Halting**: execution stops when control reaches an address with the top bit
//!   set (checked at fetch), returning [`Halt`] with that address: `ret $lr` with
//!   `$lr` = 0xFFFFFFFF halts after its delay slot; `jmp`/`bal` there halt at once.
//!   [`Machine::run`] first services host functions registered at such addresses
//!   and resumes at `$lr`. The [system services](services) (`__cpu0_instret`, the
//!   instruction count) are such functions at fixed addresses, which the
//!   executable loader and the JIT register; on a machine without them (the
//!   reference model) a call of one halts the program there.
//! - **`add`/`sub` overflow**: SW.V is assigned the overflow bit of every `add`/`sub`
//!   (set on overflow, cleared otherwise); on overflow the destination is *not*
//!   written and [`Trap::IntegerOverflow`] is raised.
//! - **`div`/`divu`**: by zero gives LO = 0xFFFFFFFF, HI = dividend; `div` of INT_MIN
//!   by -1 gives LO = INT_MIN, HI = 0. Strict: trap.
//! - **`rolv`/`rorv`** by more than 32 rotate by the amount mod 32. Strict: trap.
//! - **`sltiu`** zero-extends its immediate (the reference model). Strict: trap when
//!   the immediate is above 0x7FFF, where the two readings disagree.
//! - **Co-processor 0**: C0\[0\] is the PC: `mfc0` reads P + 4 (the reference model
//!   advanced the PC at fetch); writing it (`mtc0`, `c0mov`) transfers control there
//!   with no delay slot. C0\[1\] is EPC: plain storage, and every architectural trap
//!   (illegal instruction, memory fault, overflow, strict) sets it to the trapping PC.
//!   Other C0 registers read 0 and ignore writes. Strict: trap.
//! - **A control transfer in a delay slot**: the PC / next-PC pair decides. A
//!   delayed branch in a slot takes effect after one instruction at the first
//!   branch's target (as on classic MIPS); a `jmp`, `bal` or `$pc` write in a slot
//!   goes to its own target at once and the pending target is dropped. Strict: trap.
//! - **Misaligned PC** (reachable through `jalr`, `ret` or a `$pc` write): the word is
//!   fetched from the four bytes at the PC, as the byte-addressed reference memory
//!   does, and executed without caching. Strict: trap.
//! - **Memory**: loads and stores of any alignment; an access with any byte outside
//!   `[0, mem_size)` is a [`Trap::MemoryFault`] carrying the access's first address,
//!   and a fetch outside memory carries the PC as the address.
//! - **I/O port** ([`IO_PORT`] = 0xFF000000): `sb` prints the byte. `st` prints, with
//!   the word laid out as it would be in memory at 0xFF000000..+3 in the target byte
//!   order, nothing if the byte at +3 is NUL, else the non-NUL bytes at +3, +2, +1,
//!   +0 in that order. `sh` to the port and loads from it are memory faults. Output
//!   is kept ([`Machine::console`]) and can be streamed to a sink
//!   ([`Machine::set_console_sink`]).
//! - **Input port** ([`INPUT_PORT`] = 0xFF000004): `ld` returns the next byte of the
//!   machine's input ([`Machine::set_input`]; none by default) as 0..=255, or
//!   [`END_OF_INPUT`] (0xFFFFFFFF) at its end; other loads there read 0, and stores
//!   there write nothing.
//! - **Exit port** ([`EXIT_PORT`] = 0xFF000008): `st` ends the run at once with the
//!   word as the exit status: the store counts as an executed instruction, and the
//!   run returns [`Trap::Exited`], which [`Machine::run_program`] reports as
//!   [`Outcome::Exited`]. Other accesses there are memory faults.
//! - Any other access outside memory is a memory fault. (The ports are checked
//!   only when an access misses memory, on the interpreter's path: the
//!   translating engine leaves every such access to the interpreter.)
//! - **Illegal instructions**: undefined opcodes, `slt*`/`beq`/`bne` on `cpu032I`,
//!   `movz`/`movn` without `has_cmov`, and `trap code` (carrying the code) raise
//!   [`Trap::IllegalInstruction`].
//! - **Budget**: [`Config::budget`] bounds the instructions of one `run` or `call`;
//!   running out is [`Trap::BudgetExhausted`] with the next PC (it is not an
//!   architectural trap and leaves EPC alone; `run` again continues exactly).
//!
//! # Page permissions
//!
//! An embedder may give each 4 KiB page ([`PAGE_SIZE`]) any of read, write and
//! execute permission ([`Machine::protect`], [`Perms`]); every page starts with all
//! three, so raw images run as before. A load from a page without R, a store to one
//! without W, or a fetch from one without X is a [`Trap::Protection`] naming the
//! access ([`Access`]), the first byte it may not touch and the page's permissions;
//! an access straddling two pages needs the permission on both. The embedder's own
//! accessors ([`Machine::write_bytes`] and friends) ignore permissions, so code can
//! be loaded into pages the guest may only execute; [`Machine::check_access`] lets
//! host functions that act for the guest apply them. The I/O port is not memory
//! and has no permissions.
//!
//! # Speed
//!
//! Each instruction word is decoded once into an 8-byte entry of a predecode cache
//! indexed by word address. Entries are filled at first fetch and cleared by any
//! store (guest or embedder) that touches the word; the cache grows on demand up to
//! the highest code address fetched, so creating a machine costs next to nothing.
//! The loop is one `match` over the predecoded op with a PC / next-PC pair for
//! delay slots, and is monomorphised over tracing, per-opcode counting and page
//! protection, so the fast path checks none of them. Once a page is protected, a
//! variant of the loop checks each load and store against a byte per page;
//! fetches are checked when a word enters the predecode cache (taking execute
//! permission away clears the page's entries), so cached code runs unchecked.
//! `cargo bench -p cpu0-sim` reports the speed, with and without protection (the
//! project requires at least 200 million instructions per second).
//!
//! # The translating engine
//!
//! With [`Engine::Translate`] ([`Machine::set_engine`]; the default where
//! Cranelift supports the host, [`host_supported`]), the machine runs guest code
//! translated to host code with Cranelift (`cranelift-jit`): straight-line units
//! up to a control transfer and its delay slot, guest registers in host registers
//! inside a unit, every load and store bounds-checked (and permission-checked
//! once a page is protected) in the generated code. Code runs in the
//! interpreter, which counts the arrivals at each control-transfer target,
//! until a target has been reached 1,000 times
//! ([`Machine::set_translate_after`]): then the unit there is translated, so
//! short programs pay no translation (and the first 10,000 instructions run on
//! the plain interpreter, before the translator is even made). Units are compiled on a worker thread
//! while the interpreter goes on, and installed the next time the dispatcher
//! runs after one is ready, unless the guest words it was made from changed
//! meanwhile ([`Machine::set_background_translation`] compiles on the spot
//! instead, for tests that count what ran translated).
//! Units chain to each other by tail calls: through link slots for known targets
//! (branches, `jsub`, fall-through), through a fast table for `ret` and `jalr`.
//! Whatever a unit cannot do exactly as the interpreter does (the I/O ports,
//! faults, overflow, undefined divisions, a store into translated code, a delay
//! slot entered from outside, a unit longer than the budget left) it leaves to
//! the interpreter, one instruction at a time, so results, traps and instruction
//! counts are the interpreter's, and port semantics live in the interpreter
//! only. A store into translated code drops the units holding the word (a change
//! of page permissions drops them all). Tracing and per-opcode counting run on
//! the interpreter.
//!
//! # Tracing
//!
//! With [`Config::trace`], each executed instruction writes a line to the trace sink
//! ([`Machine::set_trace_sink`], standard error by default):
//!
//! ```text
//! 00000010: addiu $sp, $sp, -8        $sp=0x00fffff8
//! 00000020: mult $a0, $a1             hi=0xffffffff lo=0xfffffffa
//! 0000004c: trap 42                   ! trap 42 at pc 0x0000004c
//! ```
//!
//! the PC, the instruction, then each register it wrote with its new value
//! (`$zero` omitted; `hi`, `lo`, `$epc` and `$pc` included), or `!` and the trap.

mod args;
mod config;
mod console;
mod exec;
mod machine;
mod memory;
mod predecode;
mod protect;
pub mod services;
mod stats;
mod trace;
mod trap;
mod xlat;
mod zeroed;

pub use args::Args;
pub use config::{Config, ConfigError, DEFAULT_MEM_SIZE, MAX_MEM_SIZE};
pub use console::{SharedBuffer, END_OF_INPUT, EXIT_PORT, INPUT_PORT, IO_PORT};
pub use cpu0_asm::{Endian, IsaLevel, Reg};
pub use machine::{CallOutcome, Engine, HostFn, Machine, HALT_BIT, RESET_SW, RETURN_ADDR};
pub use protect::{Access, Perms, PAGE_SHIFT, PAGE_SIZE};
pub use stats::{Stats, OPCODE_COUNT};
pub use trap::{Halt, Outcome, Trap};
pub use xlat::host_supported;
