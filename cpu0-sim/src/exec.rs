//! The execution loop: every instruction's semantics, per `cpu0-isa.md`.
//!
//! One loop over predecoded instructions with one `match` that hands each class of
//! instruction (loads and stores, arithmetic, shifts, HI/LO, control transfers) to
//! a helper; the helpers are always inlined, so the dispatch stays one jump. Control
//! flow uses a PC / next-PC pair: an ordinary instruction moves to `npc`; a taken
//! delayed branch leaves `npc` (its slot) as the next instruction and makes its
//! target the one after; `jmp`, `bal` and writes to `$pc` replace both. The loop is
//! monomorphised over tracing, per-opcode counting and page protection, so the fast
//! path checks none of them. Execute permission is checked where a word is decoded
//! into the predecode cache (a cached word is on an executable page), read and
//! write permission at each load and store of the protected variant.

use crate::console::{Console, EXIT_PORT, INPUT_PORT, IO_PORT};
use crate::machine::{Cpu, Engine, Machine, HALT_BIT};
use crate::memory::Memory;
use crate::predecode::{Decoded, Decoder, Op};
use crate::protect::{allows, Access, PageTable, Perms, PAGES};
use crate::trace;
use crate::trap::{Halt, Trap};

const SW_N: u32 = 1 << 0;
const SW_Z: u32 = 1 << 1;
const SW_V: u32 = 1 << 3;
const SW: u8 = 15;
const LR: u8 = 14;

/// Why an instruction did not complete.
enum Stop {
    /// Its cache slot is empty: the word is to be decoded, then executed.
    Undecoded,
    Trap(Trap),
}

impl From<Trap> for Stop {
    fn from(trap: Trap) -> Stop {
        Stop::Trap(trap)
    }
}

/// Why the fetch could not produce an instruction.
enum FetchStop {
    Halt(Halt),
    Trap(Trap),
}

/// The word at `pc` if its page(s) allow execution.
fn fetch_word(mem: &Memory, pages: &PageTable, pc: u32) -> Result<u32, Trap> {
    if let Err((addr, perms)) = pages.check(pc, 4, Perms::X) {
        return Err(Trap::Protection {
            pc,
            addr,
            access: Access::Execute,
            perms,
        });
    }
    mem.load32(pc).ok_or(Trap::MemoryFault { pc, addr: pc })
}

/// The trap of a load or store the quick check refused, or `None` if the exact
/// check allows it after all (an access wrapping past the top of the address
/// space, which the bounds check then refuses).
#[cold]
#[inline(never)]
fn protection_fault(pages: &PageTable, pc: u32, ea: u32, len: u32, access: Access) -> Option<Trap> {
    let (addr, perms) = pages.check(ea, len, access.needs()).err()?;
    Some(Trap::Protection {
        pc,
        addr,
        access,
        perms,
    })
}

/// Decodes the word at `pc` into its empty cache slot (first execution since it
/// was last written), if its page is executable (every page is while no page has
/// lost a permission).
#[cold]
#[inline(never)]
fn refill(
    mem: &mut Memory,
    pages: &PageTable,
    decoder: Decoder,
    pc: u32,
    slot: usize,
) -> Result<(), Trap> {
    let word = fetch_word(mem, pages, pc)?;
    mem.fill_decoded(slot, decoder.predecode(word));
    Ok(())
}

/// Fetches an instruction the predecode cache cannot serve: a halting address, a
/// misaligned PC (executed from its bytes, uncached; strict mode traps), an address
/// outside memory, or code beyond the cache so far (which grows to cover it).
#[cold]
#[inline(never)]
fn fetch_slow(
    mem: &mut Memory,
    pages: &PageTable,
    decoder: Decoder,
    pc: u32,
    strict: bool,
) -> Result<Decoded, FetchStop> {
    if pc & HALT_BIT != 0 {
        return Err(FetchStop::Halt(Halt { pc }));
    }
    let aligned = pc.is_multiple_of(4);
    if strict && !aligned {
        return Err(FetchStop::Trap(Trap::Strict {
            pc,
            what: "misaligned pc",
        }));
    }
    let word = fetch_word(mem, pages, pc).map_err(FetchStop::Trap)?;
    let decoded = decoder.predecode(word);
    if aligned {
        let slot = pc as usize / 4;
        mem.cover(slot);
        mem.fill_decoded(slot, decoded);
    }
    Ok(decoded)
}

impl Machine {
    /// Runs until a halting address (not serviced here), a trap, or until
    /// `stats.instructions` reaches `limit`, on the machine's engine.
    pub(crate) fn execute(&mut self, limit: u64) -> Result<Halt, Trap> {
        let translate =
            self.engine == Engine::Translate && !self.config.trace && !self.config.count_opcodes;
        if translate {
            self.execute_translated(limit)
        } else {
            self.execute_interp(limit)
        }
    }

    /// [`execute`](Self::execute) on the interpreter.
    pub(crate) fn execute_interp(&mut self, limit: u64) -> Result<Halt, Trap> {
        let protect = self.pages.active();
        match (self.config.trace, self.config.count_opcodes, protect) {
            (false, false, false) => self.execute_loop::<false, false, false, false>(limit),
            (false, true, false) => self.execute_loop::<false, true, false, false>(limit),
            (true, false, false) => self.execute_loop::<true, false, false, false>(limit),
            (true, true, false) => self.execute_loop::<true, true, false, false>(limit),
            (false, false, true) => self.execute_loop::<false, false, true, false>(limit),
            (false, true, true) => self.execute_loop::<false, true, true, false>(limit),
            (true, false, true) => self.execute_loop::<true, false, true, false>(limit),
            (true, true, true) => self.execute_loop::<true, true, true, false>(limit),
        }
    }

    /// The interpreter for the translating engine (no tracing or opcode
    /// counts): besides `limit`, it stops at a control-transfer target (not
    /// the first instruction it runs) that has a translated unit or has now
    /// been reached often enough to translate, with
    /// [`Trap::BudgetExhausted`] at that PC; the dispatcher takes over there.
    /// Counting only transfer targets keeps the dispatcher out of cold code.
    pub(crate) fn execute_watched(&mut self, limit: u64) -> Result<Halt, Trap> {
        if self.pages.active() {
            self.execute_loop::<false, false, true, true>(limit)
        } else {
            self.execute_loop::<false, false, false, true>(limit)
        }
    }

    // Never inlined into `execute`: each variant is its own function, so one
    // variant's code does not shape another's.
    #[inline(never)]
    fn execute_loop<
        const TRACE: bool,
        const STATS: bool,
        const PROTECT: bool,
        const WATCH: bool,
    >(
        &mut self,
        limit: u64,
    ) -> Result<Halt, Trap> {
        let strict = self.config.strict;
        let decoder = self.decoder;
        let Machine {
            cpu,
            mem,
            pages,
            console,
            stats,
            trace_sink,
            translator,
            ..
        } = self;
        let mut core = Core {
            cpu,
            mem,
            denied: pages.denied(),
            pages,
            console,
            strict,
        };
        // The watched interpreter counts arrivals in the translator's table.
        let (watch, after): (&mut [u32], u32) = match translator {
            Some(t) if WATCH => (&mut t.watch, t.translate_after),
            _ => (&mut [], 0),
        };
        let mut flow = Flow {
            pc: core.cpu.pc,
            npc: core.cpu.npc,
            next: 0,
            slot_at: core.cpu.slot_at,
            limit,
            remaining: limit.saturating_sub(stats.instructions),
            watch,
            after,
        };
        // A run that starts at a delay slot whose branch ran elsewhere (in
        // translated code, or alone after a side exit): its transfer is ahead.
        if WATCH && flow.npc != flow.pc.wrapping_add(4) {
            flow.transfer_to(flow.npc, 1);
        }

        let exit: Result<Halt, Trap> = 'run: loop {
            let pc = flow.pc;
            if flow.remaining == 0 {
                // Reaching a halting address exactly at the limit is still a halt.
                break if pc & HALT_BIT != 0 {
                    Ok(Halt { pc })
                } else {
                    Err(Trap::BudgetExhausted { pc })
                };
            }
            // Rotating the PC folds the alignment check into the bounds check: a
            // misaligned or halting PC lands beyond the cache.
            let slot = pc.rotate_right(2) as usize;
            let d = match core.mem.decoded.get(slot) {
                Some(d) => *d,
                None => match fetch_slow(core.mem, core.pages, decoder, pc, strict) {
                    Ok(d) => d,
                    Err(FetchStop::Halt(halt)) => break 'run Ok(halt),
                    Err(FetchStop::Trap(trap)) => break 'run Err(trap),
                },
            };
            let before = if TRACE {
                Some(trace::Before::capture(core.cpu, core.mem, pc))
            } else {
                None
            };
            flow.next = flow.npc.wrapping_add(4);
            match core.step::<PROTECT, WATCH>(d, &mut flow) {
                Ok(()) => {}
                // First execution of this word since it was last written. The slot
                // exists (the lookup above found it), so its word is in memory.
                Err(Stop::Undecoded) => {
                    if let Err(trap) = refill(core.mem, core.pages, decoder, pc, slot) {
                        break 'run Err(trap);
                    }
                    continue 'run;
                }
                // The store to the exit port completed: it counts, then the run ends.
                Err(Stop::Trap(exit @ Trap::Exited { .. })) => {
                    if STATS {
                        stats.by_op[d.op as usize] += 1;
                    }
                    flow.remaining -= 1;
                    flow.pc = flow.npc;
                    flow.npc = flow.next;
                    if let Some(before) = &before {
                        trace::line(trace_sink, before, core.cpu, flow.pc);
                    }
                    break 'run Err(exit);
                }
                Err(Stop::Trap(trap)) => break 'run Err(trap),
            }

            if STATS {
                stats.by_op[d.op as usize] += 1;
            }
            flow.remaining -= 1;
            flow.pc = flow.npc;
            flow.npc = flow.next;
            if let Some(before) = &before {
                trace::line(trace_sink, before, core.cpu, flow.pc);
            }
        };

        let (cpu, pc) = (core.cpu, flow.pc);
        save_control(cpu, pc, flow.npc, flow.slot_at);
        stats.instructions = flow.icount();
        if let Err(trap) = &exit {
            if trap.is_architectural() {
                cpu.epc = trap.pc();
            }
            if TRACE && !matches!(trap, Trap::BudgetExhausted { .. } | Trap::Exited { .. }) {
                trace::trap_line(trace_sink, core.mem, pc, trap);
            }
        }
        exit
    }
}

/// The watched interpreter's count of an arrival at a transfer target (see
/// [`Machine::execute_watched`]). Out of line: inlined, even one table
/// lookup crowds the loop's registers and slows every instruction.
#[inline(never)]
fn hot_target(watch: &mut [u32], after: u32, target: u32) -> bool {
    crate::xlat::count_arrival(watch, after, target)
}

/// Writes the control state back when a run ends. Out of line on purpose: written
/// in place, the stores of `pc` and `npc` side by side lead LLVM to keep the two
/// in one vector register through the whole loop, which slows it by a third.
#[inline(never)]
fn save_control(cpu: &mut Cpu, pc: u32, npc: u32, slot_at: u64) {
    cpu.pc = pc;
    cpu.npc = npc;
    cpu.slot_at = slot_at;
}

/// The control state: where execution is and goes, and how far it may go.
struct Flow<'w, const WATCH: bool> {
    /// The instruction being executed.
    pc: u32,
    /// The next instruction: `pc + 4`, or a branch target while `pc` is a delay slot.
    npc: u32,
    /// The one after it: `npc + 4` unless the instruction transfers control.
    next: u32,
    /// The number of the instruction that sits in a delay slot (strict mode's check).
    slot_at: u64,
    /// The instruction count at which the run stops, and how many instructions
    /// are left until then (counting down keeps one counter live instead of two).
    limit: u64,
    remaining: u64,
    /// The watched interpreter's arrival counts (empty in the others), and
    /// the count at which a target is hot.
    watch: &'w mut [u32],
    after: u32,
}

impl<const WATCH: bool> Flow<'_, WATCH> {
    /// The number of the instruction being executed.
    #[inline(always)]
    fn icount(&self) -> u64 {
        self.limit - self.remaining
    }

    /// In the watched interpreter, a control transfer to `target`, which
    /// runs `ahead` instructions from now (this one counted): if the target
    /// is hot (or translated), the run stops there, as if the budget ended
    /// there, for the dispatcher to take over. Counted here, at the few
    /// transfers, and not by comparing every PC with its predecessor's
    /// successor. A constant: the other interpreters do not even test it.
    #[inline(always)]
    fn transfer_to(&mut self, target: u32, ahead: u64) {
        if WATCH && hot_target(self.watch, self.after, target) && self.remaining > ahead {
            self.limit -= self.remaining - ahead;
            self.remaining = ahead;
        }
    }
}

/// What instructions act on, borrowed from the machine for one run.
struct Core<'m> {
    cpu: &'m mut Cpu,
    mem: &'m mut Memory,
    /// The pages' denied permissions, for the quick check ([`allows`]).
    denied: &'m [u8; PAGES],
    pages: &'m PageTable,
    console: &'m mut Console,
    strict: bool,
}

impl Core<'_> {
    /// A register; indices are < 32 by construction and the mask proves it.
    #[inline(always)]
    fn reg(&self, index: u8) -> u32 {
        self.cpu.regs[(index & 31) as usize]
    }

    #[inline(always)]
    fn set_reg(&mut self, index: u8, value: u32) {
        self.cpu.regs[(index & 31) as usize] = value;
    }

    /// Something `cpu0-isa.md` leaves undefined: a trap in strict mode.
    #[inline(always)]
    fn undefined(&self, pc: u32, what: &'static str) -> Result<(), Trap> {
        if self.strict {
            Err(Trap::Strict { pc, what })
        } else {
            Ok(())
        }
    }

    /// Executes one decoded instruction: one arm per operation, each a line that
    /// hands the work to its class's helper. (One `match` over every operation
    /// keeps the dispatch a single jump; the helpers are always inlined, and read
    /// their registers after the dispatch.)
    #[inline(always)]
    fn step<const PROTECT: bool, const WATCH: bool>(
        &mut self,
        d: Decoded,
        flow: &mut Flow<'_, WATCH>,
    ) -> Result<(), Stop> {
        let pc = flow.pc;
        // Branch targets count from the delay slot.
        let target = pc.wrapping_add(4).wrapping_add(d.imm);
        let done = match d.op {
            Op::Undecoded => return Err(Stop::Undecoded),
            Op::Nop => Ok(()),
            Op::Illegal => Err(Trap::IllegalInstruction {
                pc,
                word: d.imm,
                code: None,
            }),
            Op::Trap => Err(Trap::IllegalInstruction {
                pc,
                word: 0xFF00_0000 | d.imm,
                code: Some(d.imm),
            }),

            // ---- loads and stores ----
            Op::Ld => self.load::<PROTECT>(d, pc, 4, |m, ea| m.load32(ea)),
            Op::Lb => self.load::<PROTECT>(d, pc, 1, |m, ea| Some(m.load8(ea)? as i8 as u32)),
            Op::Lbu => self.load::<PROTECT>(d, pc, 1, |m, ea| Some(m.load8(ea)? as u32)),
            Op::Lh => self.load::<PROTECT>(d, pc, 2, |m, ea| Some(m.load16(ea)? as i16 as u32)),
            Op::Lhu => self.load::<PROTECT>(d, pc, 2, |m, ea| Some(m.load16(ea)? as u32)),
            Op::St => self.store::<PROTECT>(d, pc, 4),
            Op::Sb => self.store::<PROTECT>(d, pc, 1),
            Op::Sh => self.store::<PROTECT>(d, pc, 2),

            // ---- immediates: ra = f(rb, imm) ----
            Op::Addiu => self.with_imm(d, u32::wrapping_add),
            Op::Andi => self.with_imm(d, |b, imm| b & imm),
            Op::Ori => self.with_imm(d, |b, imm| b | imm),
            Op::Xori => self.with_imm(d, |b, imm| b ^ imm),
            Op::Lui => self.with_imm(d, |_, imm| imm << 16),
            Op::Slti => self.with_imm(d, |b, imm| ((b as i32) < imm as i32) as u32),
            Op::Sltiu => self.sltiu(d, pc),

            // ---- register arithmetic: ra = f(rb, rc) ----
            Op::Movz => self.move_if(d, |c| c == 0),
            Op::Movn => self.move_if(d, |c| c != 0),
            Op::Addu => self.with_regs(d, u32::wrapping_add),
            Op::Subu => self.with_regs(d, u32::wrapping_sub),
            Op::Add => self.trapping(d, pc, i32::overflowing_add),
            Op::Sub => self.trapping(d, pc, i32::overflowing_sub),
            Op::Clz => self.with_regs(d, |b, _| b.leading_zeros()),
            Op::Clo => self.with_regs(d, |b, _| b.leading_ones()),
            Op::Mul => self.with_regs(d, u32::wrapping_mul),
            Op::And => self.with_regs(d, |b, c| b & c),
            Op::Or => self.with_regs(d, |b, c| b | c),
            Op::Xor => self.with_regs(d, |b, c| b ^ c),
            Op::Nor => self.with_regs(d, |b, c| !(b | c)),
            Op::Slt => self.with_regs(d, |b, c| ((b as i32) < (c as i32)) as u32),
            Op::Sltu => self.with_regs(d, |b, c| (b < c) as u32),

            // ---- shifts and rotates (immediate amounts are cx[4:0]) ----
            Op::Rol => self.with_imm(d, u32::rotate_left),
            Op::Ror => self.with_imm(d, u32::rotate_right),
            Op::Shl => self.with_imm(d, |b, n| b << (n & 31)),
            Op::Shr => self.with_imm(d, |b, n| b >> (n & 31)),
            Op::Sra => self.with_imm(d, |b, n| ((b as i32) >> (n & 31)) as u32),
            // By the whole register: 32 or more shifts everything out.
            Op::Srav => self.with_regs(d, |b, n| ((b as i32) >> n.min(31)) as u32),
            Op::Shlv => self.with_regs(d, |b, n| b.checked_shl(n).unwrap_or(0)),
            Op::Shrv => self.with_regs(d, |b, n| b.checked_shr(n).unwrap_or(0)),
            Op::Rolv => self.rotate(d, pc, u32::rotate_left),
            Op::Rorv => self.rotate(d, pc, u32::rotate_right),

            // ---- compares into $sw: only N and Z change ----
            Op::Cmp => self.compare(d, |b, c| (b as i32) < (c as i32)),
            Op::Cmpu => self.compare(d, |b, c| b < c),

            // ---- branches (delayed): on N and Z of $sw, or on two registers ----
            Op::Jeq => self.branch_on_flags(flow, target, |_, z| z),
            Op::Jne => self.branch_on_flags(flow, target, |_, z| !z),
            Op::Jlt => self.branch_on_flags(flow, target, |n, _| n),
            Op::Jgt => self.branch_on_flags(flow, target, |n, z| !n && !z),
            Op::Jle => self.branch_on_flags(flow, target, |n, z| n || z),
            Op::Jge => self.branch_on_flags(flow, target, |n, z| !n || z),
            Op::Beq => self.branch_on_regs(d, flow, target, |a, b| a == b),
            Op::Bne => self.branch_on_regs(d, flow, target, |a, b| a != b),

            // ---- jumps and calls ----
            Op::Jmp => self.jump(flow, None, target),
            Op::Bal => self.jump(flow, Some(pc.wrapping_add(4)), target),
            Op::Jsub => self.call(flow, LR, target),
            // The target is read first: the link register may be the same one.
            Op::Jalr => self.call(flow, d.ra, self.reg(d.rb)),
            Op::Ret => self.delayed(flow, true, self.reg(d.ra)),

            // ---- HI/LO ----
            Op::Mult => self.multiply(d, |a, b| (a as i32 as i64 * b as i32 as i64) as u64),
            Op::Multu => self.multiply(d, |a, b| a as u64 * b as u64),
            Op::Div => self.divide(d, pc, true),
            Op::Divu => self.divide(d, pc, false),
            Op::Mfhi => self.write(d.ra, self.cpu.hi),
            Op::Mflo => self.write(d.ra, self.cpu.lo),
            Op::Mthi => self.set_hi_lo(self.reg(d.ra), self.cpu.lo),
            Op::Mtlo => self.set_hi_lo(self.cpu.hi, self.reg(d.ra)),

            // ---- co-processor 0: C0[0] is the PC, C0[1] is EPC ----
            Op::Mfc0 => self.write(d.ra, self.c0_read(d.rb, pc)?),
            Op::Mtc0 => self.c0_write(d.ra, self.reg(d.rb), flow),
            Op::C0mov => self.c0_write(d.ra, self.c0_read(d.rb, pc)?, flow),
        };
        done.map_err(Stop::Trap)
    }

    #[inline(always)]
    fn write(&mut self, index: u8, value: u32) -> Result<(), Trap> {
        self.set_reg(index, value);
        Ok(())
    }

    // ---- loads and stores ----

    /// Read or write permission for `len` bytes at `ea` (protected loop only).
    #[inline(always)]
    fn check_access<const PROTECT: bool>(
        &self,
        pc: u32,
        ea: u32,
        len: u32,
        access: Access,
    ) -> Result<(), Trap> {
        if PROTECT && !allows(self.denied, ea, len, access.needs()) {
            if let Some(trap) = protection_fault(self.pages, pc, ea, len, access) {
                return Err(trap);
            }
        }
        Ok(())
    }

    /// A load of `len` bytes, extended to a word by `read`.
    #[inline(always)]
    fn load<const PROTECT: bool>(
        &mut self,
        d: Decoded,
        pc: u32,
        len: u32,
        read: impl FnOnce(&Memory, u32) -> Option<u32>,
    ) -> Result<(), Trap> {
        let ea = self.reg(d.rb).wrapping_add(d.imm);
        self.check_access::<PROTECT>(pc, ea, len, Access::Read)?;
        let value = match read(self.mem, ea) {
            Some(value) => value,
            None => self.load_port(pc, ea, len)?,
        };
        self.write(d.ra, value)
    }

    /// A load outside memory: a word load from the input port reads the next input
    /// byte; other loads there read 0 (project rule); anything else is a fault.
    #[cold]
    #[inline(never)]
    fn load_port(&mut self, pc: u32, ea: u32, len: u32) -> Result<u32, Trap> {
        match (ea, len) {
            (INPUT_PORT, 4) => Ok(self.console.read_input()),
            (INPUT_PORT, _) => Ok(0),
            _ => Err(Trap::MemoryFault { pc, addr: ea }),
        }
    }

    /// A store of the low `len` bytes of `ra`.
    #[inline(always)]
    fn store<const PROTECT: bool>(&mut self, d: Decoded, pc: u32, len: u32) -> Result<(), Trap> {
        let ea = self.reg(d.rb).wrapping_add(d.imm);
        self.check_access::<PROTECT>(pc, ea, len, Access::Write)?;
        let v = self.reg(d.ra);
        let stored = match len {
            4 => self.mem.store32(ea, v),
            2 => self.mem.store16(ea, v as u16),
            _ => self.mem.store8(ea, v as u8),
        };
        if stored {
            Ok(())
        } else {
            self.store_port(pc, ea, len, v)
        }
    }

    /// A store outside memory: a word or byte at the console port is printed, a
    /// word at the exit port ends the program ([`Trap::Exited`], which the loop
    /// counts as a completed instruction), anything at the input port is ignored.
    /// Project rule: `sh` to the console port, and any other store outside memory,
    /// is a memory fault.
    #[cold]
    #[inline(never)]
    fn store_port(&mut self, pc: u32, ea: u32, len: u32, v: u32) -> Result<(), Trap> {
        match (ea, len) {
            (IO_PORT, 4) => self.console.store_word(v, self.mem.endian()),
            (IO_PORT, 1) => self.console.store_byte(v as u8),
            (INPUT_PORT, _) => {}
            (EXIT_PORT, 4) => return Err(Trap::Exited { pc, status: v }),
            _ => return Err(Trap::MemoryFault { pc, addr: ea }),
        }
        Ok(())
    }

    // ---- arithmetic ----

    /// `ra = f(rb, imm)`.
    #[inline(always)]
    fn with_imm(&mut self, d: Decoded, f: impl FnOnce(u32, u32) -> u32) -> Result<(), Trap> {
        self.write(d.ra, f(self.reg(d.rb), d.imm))
    }

    /// `ra = f(rb, rc)`.
    #[inline(always)]
    fn with_regs(&mut self, d: Decoded, f: impl FnOnce(u32, u32) -> u32) -> Result<(), Trap> {
        self.write(d.ra, f(self.reg(d.rb), self.reg(d.rc)))
    }

    #[inline(always)]
    fn sltiu(&mut self, d: Decoded, pc: u32) -> Result<(), Trap> {
        // The reference model zero-extends; the tutorial's patterns assume sign
        // extension. The readings agree only up to 0x7FFF.
        if d.imm > 0x7FFF {
            self.undefined(pc, "sltiu immediate above 0x7fff")?;
        }
        self.with_imm(d, |b, imm| (b < imm) as u32)
    }

    /// `movz`/`movn`: `ra = rb` if `condition(rc)`.
    #[inline(always)]
    fn move_if(&mut self, d: Decoded, condition: impl FnOnce(u32) -> bool) -> Result<(), Trap> {
        if condition(self.reg(d.rc)) {
            self.set_reg(d.ra, self.reg(d.rb));
        }
        Ok(())
    }

    /// `add`/`sub`: `ra = f(rb, rc)`, unless that overflows as a signed operation,
    /// which sets V in `$sw` and traps (V is cleared otherwise).
    #[inline(always)]
    fn trapping(
        &mut self,
        d: Decoded,
        pc: u32,
        f: impl FnOnce(i32, i32) -> (i32, bool),
    ) -> Result<(), Trap> {
        let (value, overflow) = f(self.reg(d.rb) as i32, self.reg(d.rc) as i32);
        self.set_reg(SW, (self.reg(SW) & !SW_V) | (overflow as u32 * SW_V));
        if overflow {
            return Err(Trap::IntegerOverflow { pc });
        }
        self.write(d.ra, value as u32)
    }

    /// `rolv`/`rorv`: `ra = f(rb, rc)`, defined for amounts 0..=32 (32 is the
    /// identity). Project rule above 32: rotate by the amount mod 32; strict mode
    /// traps.
    #[inline(always)]
    fn rotate(&mut self, d: Decoded, pc: u32, f: impl FnOnce(u32, u32) -> u32) -> Result<(), Trap> {
        if self.reg(d.rc) > 32 {
            self.undefined(pc, "rotate amount above 32")?;
        }
        self.with_regs(d, f)
    }

    /// `cmp`/`cmpu`: N of `$sw` = `less(rb, rc)`, Z = `rb == rc`.
    #[inline(always)]
    fn compare(&mut self, d: Decoded, less: impl FnOnce(u32, u32) -> bool) -> Result<(), Trap> {
        let (b, c) = (self.reg(d.rb), self.reg(d.rc));
        let flags = less(b, c) as u32 * SW_N + (b == c) as u32 * SW_Z;
        self.write(SW, (self.reg(SW) & !(SW_N | SW_Z)) | flags)
    }

    // ---- HI/LO ----

    #[inline(always)]
    fn set_hi_lo(&mut self, hi: u32, lo: u32) -> Result<(), Trap> {
        (self.cpu.hi, self.cpu.lo) = (hi, lo);
        Ok(())
    }

    /// `mult`/`multu`: HI is the high word of `product(ra, rb)`, LO the low one.
    #[inline(always)]
    fn multiply(&mut self, d: Decoded, product: impl FnOnce(u32, u32) -> u64) -> Result<(), Trap> {
        let p = product(self.reg(d.ra), self.reg(d.rb));
        self.set_hi_lo((p >> 32) as u32, p as u32)
    }

    /// `div`/`divu`: LO the quotient, HI the remainder. Division by zero (and
    /// `INT_MIN / -1`) is undefined: strict mode traps, otherwise LO = all ones
    /// (`INT_MIN` for the overflow), HI = the dividend (0).
    #[inline(always)]
    fn divide(&mut self, d: Decoded, pc: u32, signed: bool) -> Result<(), Trap> {
        let (x, y) = (self.reg(d.ra), self.reg(d.rb));
        let (quotient, remainder) = if y == 0 {
            self.undefined(pc, "division by zero")?;
            (u32::MAX, x)
        } else if !signed {
            (x / y, x % y)
        } else if x as i32 == i32::MIN && y as i32 == -1 {
            self.undefined(pc, "signed division overflow (INT_MIN / -1)")?;
            (i32::MIN as u32, 0)
        } else {
            let (x, y) = (x as i32, y as i32);
            (x.wrapping_div(y) as u32, x.wrapping_rem(y) as u32)
        };
        self.set_hi_lo(remainder, quotient)
    }

    // ---- control transfers ----

    /// Every control transfer: strict mode rejects one in a delay slot.
    #[inline(always)]
    fn transfer<const WATCH: bool>(&self, flow: &Flow<'_, WATCH>) -> Result<(), Trap> {
        if self.strict && flow.icount() == flow.slot_at {
            return Err(Trap::Strict {
                pc: flow.pc,
                what: "control transfer in a delay slot",
            });
        }
        Ok(())
    }

    /// A delayed transfer to `target` if `taken`: the next instruction is its
    /// delay slot either way.
    #[inline(always)]
    fn delayed<const WATCH: bool>(
        &self,
        flow: &mut Flow<'_, WATCH>,
        taken: bool,
        target: u32,
    ) -> Result<(), Trap> {
        self.transfer(flow)?;
        flow.slot_at = flow.icount() + 1;
        if taken {
            flow.next = target;
            // After this instruction and its delay slot.
            flow.transfer_to(target, 2);
        }
        Ok(())
    }

    /// A delayed branch to `target` if `taken(N, Z)` of `$sw`.
    #[inline(always)]
    fn branch_on_flags<const WATCH: bool>(
        &self,
        flow: &mut Flow<'_, WATCH>,
        target: u32,
        taken: impl FnOnce(bool, bool) -> bool,
    ) -> Result<(), Trap> {
        let sw = self.reg(SW);
        let taken = taken(sw & SW_N != 0, sw & SW_Z != 0);
        self.delayed(flow, taken, target)
    }

    /// A delayed branch to `target` if `taken(ra, rb)`.
    #[inline(always)]
    fn branch_on_regs<const WATCH: bool>(
        &self,
        d: Decoded,
        flow: &mut Flow<'_, WATCH>,
        target: u32,
        taken: impl FnOnce(u32, u32) -> bool,
    ) -> Result<(), Trap> {
        let taken = taken(self.reg(d.ra), self.reg(d.rb));
        self.delayed(flow, taken, target)
    }

    /// `jsub`/`jalr`: a delayed call of `target` that links the address after the
    /// delay slot in register `link`.
    #[inline(always)]
    fn call<const WATCH: bool>(
        &mut self,
        flow: &mut Flow<'_, WATCH>,
        link: u8,
        target: u32,
    ) -> Result<(), Trap> {
        self.delayed(flow, true, target)?;
        self.write(link, flow.pc.wrapping_add(8))
    }

    /// `jmp` and `bal` (which links `link` in `$lr`): no delay slot.
    #[inline(always)]
    fn jump<const WATCH: bool>(
        &mut self,
        flow: &mut Flow<'_, WATCH>,
        link: Option<u32>,
        target: u32,
    ) -> Result<(), Trap> {
        self.transfer(flow)?;
        if let Some(return_address) = link {
            self.set_reg(LR, return_address);
        }
        flow.npc = target;
        flow.next = target.wrapping_add(4);
        flow.transfer_to(target, 1);
        Ok(())
    }

    #[inline(always)]
    fn c0_read(&self, index: u8, pc: u32) -> Result<u32, Trap> {
        match index {
            0 => Ok(pc.wrapping_add(4)),
            1 => Ok(self.cpu.epc),
            _ => self
                .undefined(pc, "undefined co-processor 0 register")
                .map(|()| 0),
        }
    }

    /// A write to C0[0] is a jump (no delay slot).
    #[inline(always)]
    fn c0_write<const WATCH: bool>(
        &mut self,
        index: u8,
        value: u32,
        flow: &mut Flow<'_, WATCH>,
    ) -> Result<(), Trap> {
        match index {
            0 => {
                self.transfer(flow)?;
                flow.npc = value;
                flow.next = value.wrapping_add(4);
                flow.transfer_to(value, 1);
            }
            1 => self.cpu.epc = value,
            _ => self.undefined(flow.pc, "undefined co-processor 0 register")?,
        }
        Ok(())
    }
}
