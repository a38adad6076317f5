//! The execution loop: every instruction's semantics, per `cpu0-isa.md`.
//!
//! One loop over predecoded instructions with a `match`. Control flow uses a
//! PC / next-PC pair: an ordinary instruction moves to `npc`; a taken delayed branch
//! leaves `npc` (its slot) as the next instruction and makes its target the one
//! after; `jmp`, `bal` and writes to `$pc` replace both. The loop is monomorphised
//! over tracing, per-opcode counting and page protection, so the fast path checks
//! none of them. Execute permission is checked where a word is decoded into the
//! predecode cache (a cached word is on an executable page), read and write
//! permission at each load and store of the protected variant.

use crate::console::IO_PORT;
use crate::machine::{Machine, HALT_BIT};
use crate::memory::Memory;
use crate::predecode::{Decoded, Decoder, Op};
use crate::protect::{allows, Access, PageTable, Perms};
use crate::trace;
use crate::trap::{Halt, Trap};

const SW_N: u32 = 1 << 0;
const SW_Z: u32 = 1 << 1;
const SW_V: u32 = 1 << 3;
const SW: u8 = 15;
const LR: u8 = 14;

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
/// was last written), if its page is executable.
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
    if let Some(entry) = mem.decoded.get_mut(slot) {
        *entry = decoder.predecode(word);
    }
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
        if let Some(entry) = mem.decoded.get_mut(slot) {
            *entry = decoded;
        }
    }
    Ok(decoded)
}

impl Machine {
    /// Runs until a halting address (not serviced here), a trap, or until
    /// `stats.instructions` reaches `limit`.
    pub(crate) fn execute(&mut self, limit: u64) -> Result<Halt, Trap> {
        let protect = self.pages.active();
        match (self.config.trace, self.config.count_opcodes, protect) {
            (false, false, false) => self.execute_loop::<false, false, false>(limit),
            (false, true, false) => self.execute_loop::<false, true, false>(limit),
            (true, false, false) => self.execute_loop::<true, false, false>(limit),
            (true, true, false) => self.execute_loop::<true, true, false>(limit),
            (false, false, true) => self.execute_loop::<false, false, true>(limit),
            (false, true, true) => self.execute_loop::<false, true, true>(limit),
            (true, false, true) => self.execute_loop::<true, false, true>(limit),
            (true, true, true) => self.execute_loop::<true, true, true>(limit),
        }
    }

    // Never inlined into `execute`: each variant is its own function, so one
    // variant's code does not shape another's.
    #[inline(never)]
    fn execute_loop<const TRACE: bool, const STATS: bool, const PROTECT: bool>(
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
            ..
        } = self;
        let pages: &PageTable = pages;
        let denied = pages.denied();
        let endian = mem.endian();
        let mut pc = cpu.pc;
        let mut npc = cpu.npc;
        // Counting down to the limit keeps one counter live instead of two.
        let mut remaining = limit.saturating_sub(stats.instructions);
        let mut slot_at = cpu.slot_at;
        // The number of the instruction being executed (for the delay-slot check).
        macro_rules! icount {
            () => {
                limit - remaining
            };
        }

        // A register slot; indices are < 32 by construction and the mask proves it.
        macro_rules! r {
            ($i:expr) => {
                cpu.regs[($i & 31) as usize]
            };
        }

        let exit: Result<Halt, Trap> = 'run: loop {
            if remaining == 0 {
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
            let d = match mem.decoded.get(slot) {
                Some(d) => *d,
                None => match fetch_slow(mem, pages, decoder, pc, strict) {
                    Ok(d) => d,
                    Err(FetchStop::Halt(halt)) => break 'run Ok(halt),
                    Err(FetchStop::Trap(trap)) => break 'run Err(trap),
                },
            };
            let before = if TRACE {
                Some(trace::Before::capture(cpu, mem, pc))
            } else {
                None
            };
            let mut next = npc.wrapping_add(4);

            macro_rules! trap {
                ($trap:expr) => {
                    break 'run Err($trap)
                };
            }
            macro_rules! fault {
                ($addr:expr) => {
                    trap!(Trap::MemoryFault { pc, addr: $addr })
                };
            }
            macro_rules! undefined {
                ($what:expr) => {
                    if strict {
                        trap!(Trap::Strict { pc, what: $what })
                    }
                };
            }
            // Every control transfer: strict mode rejects one in a delay slot.
            macro_rules! transfer {
                () => {
                    if strict && icount!() == slot_at {
                        trap!(Trap::Strict {
                            pc,
                            what: "control transfer in a delay slot",
                        })
                    }
                };
            }
            // A delayed transfer: the next instruction is its slot.
            macro_rules! delayed {
                () => {
                    transfer!();
                    slot_at = icount!() + 1;
                };
            }
            // Branch target (offsets count from the delay slot) and load/store
            // address; each arm uses at most one, and unused ones cost nothing.
            let target = pc.wrapping_add(4).wrapping_add(d.imm);
            let ea = r!(d.rb).wrapping_add(d.imm);
            // Read or write permission for `$len` bytes at `ea` (protected loop only).
            macro_rules! allowed {
                ($len:expr, $access:expr) => {
                    if PROTECT && !allows(denied, ea, $len, $access.needs()) {
                        if let Some(t) = protection_fault(pages, pc, ea, $len, $access) {
                            trap!(t)
                        }
                    }
                };
            }
            macro_rules! load {
                ($load:ident, $len:expr, $extend:expr) => {{
                    allowed!($len, Access::Read);
                    match mem.$load(ea) {
                        Some(v) => r!(d.ra) = $extend(v),
                        None => fault!(ea),
                    }
                }};
            }
            macro_rules! c0_read {
                ($index:expr) => {
                    match $index {
                        0 => pc.wrapping_add(4),
                        1 => cpu.epc,
                        _ => {
                            undefined!("undefined co-processor 0 register");
                            0
                        }
                    }
                };
            }
            macro_rules! c0_write {
                ($index:expr, $value:expr) => {
                    match $index {
                        0 => {
                            transfer!();
                            npc = $value;
                            next = npc.wrapping_add(4);
                        }
                        1 => cpu.epc = $value,
                        _ => undefined!("undefined co-processor 0 register"),
                    }
                };
            }

            match d.op {
                Op::Undecoded => {
                    // First execution of this word since it was last written. The
                    // slot exists (the lookup above found it), so its word is in memory.
                    if PROTECT {
                        if let Err(t) = refill(mem, pages, decoder, pc, slot) {
                            trap!(t)
                        }
                    } else {
                        let Some(word) = mem.load32(pc) else {
                            fault!(pc)
                        };
                        if let Some(entry) = mem.decoded.get_mut(slot) {
                            *entry = decoder.predecode(word);
                        }
                    }
                    continue 'run;
                }
                Op::Illegal => trap!(Trap::IllegalInstruction {
                    pc,
                    word: d.imm,
                    code: None,
                }),
                Op::Trap => trap!(Trap::IllegalInstruction {
                    pc,
                    word: 0xFF00_0000 | d.imm,
                    code: Some(d.imm),
                }),
                Op::Nop => {}

                // ---- loads and stores ----
                Op::Ld => load!(load32, 4, |v: u32| v),
                Op::Lb => load!(load8, 1, |v: u8| v as i8 as u32),
                Op::Lbu => load!(load8, 1, |v: u8| v as u32),
                Op::Lh => load!(load16, 2, |v: u16| v as i16 as u32),
                Op::Lhu => load!(load16, 2, |v: u16| v as u32),
                Op::St => {
                    allowed!(4, Access::Write);
                    let v = r!(d.ra);
                    if !mem.store32(ea, v) {
                        if ea == IO_PORT {
                            console.store_word(v, endian);
                        } else {
                            fault!(ea)
                        }
                    }
                }
                Op::Sb => {
                    allowed!(1, Access::Write);
                    let v = r!(d.ra) as u8;
                    if !mem.store8(ea, v) {
                        if ea == IO_PORT {
                            console.store_byte(v);
                        } else {
                            fault!(ea)
                        }
                    }
                }
                // Project rule: `sh` to the I/O port is a memory fault like any other
                // access outside memory (only `sb` and `st` reach the console).
                Op::Sh => {
                    allowed!(2, Access::Write);
                    if !mem.store16(ea, r!(d.ra) as u16) {
                        fault!(ea)
                    }
                }

                // ---- immediates ----
                Op::Addiu => r!(d.ra) = r!(d.rb).wrapping_add(d.imm),
                Op::Andi => r!(d.ra) = r!(d.rb) & d.imm,
                Op::Ori => r!(d.ra) = r!(d.rb) | d.imm,
                Op::Xori => r!(d.ra) = r!(d.rb) ^ d.imm,
                Op::Lui => r!(d.ra) = d.imm << 16,
                Op::Slti => r!(d.ra) = ((r!(d.rb) as i32) < d.imm as i32) as u32,
                Op::Sltiu => {
                    // The reference model zero-extends; the tutorial's patterns assume
                    // sign extension. The readings agree only up to 0x7FFF.
                    if d.imm > 0x7FFF {
                        undefined!("sltiu immediate above 0x7fff");
                    }
                    r!(d.ra) = (r!(d.rb) < d.imm) as u32
                }

                // ---- register arithmetic ----
                Op::Movz => {
                    if r!(d.rc) == 0 {
                        r!(d.ra) = r!(d.rb)
                    }
                }
                Op::Movn => {
                    if r!(d.rc) != 0 {
                        r!(d.ra) = r!(d.rb)
                    }
                }
                Op::Addu => r!(d.ra) = r!(d.rb).wrapping_add(r!(d.rc)),
                Op::Subu => r!(d.ra) = r!(d.rb).wrapping_sub(r!(d.rc)),
                Op::Add => {
                    let (b, c) = (r!(d.rb), r!(d.rc));
                    let sum = b.wrapping_add(c);
                    let v = (!(b ^ c) & (b ^ sum)) >> 31;
                    r!(SW) = (r!(SW) & !SW_V) | (v * SW_V);
                    if v != 0 {
                        trap!(Trap::IntegerOverflow { pc })
                    }
                    r!(d.ra) = sum
                }
                Op::Sub => {
                    let (b, c) = (r!(d.rb), r!(d.rc));
                    let diff = b.wrapping_sub(c);
                    let v = ((b ^ c) & (b ^ diff)) >> 31;
                    r!(SW) = (r!(SW) & !SW_V) | (v * SW_V);
                    if v != 0 {
                        trap!(Trap::IntegerOverflow { pc })
                    }
                    r!(d.ra) = diff
                }
                Op::Clz => r!(d.ra) = r!(d.rb).leading_zeros(),
                Op::Clo => r!(d.ra) = r!(d.rb).leading_ones(),
                Op::Mul => r!(d.ra) = r!(d.rb).wrapping_mul(r!(d.rc)),
                Op::And => r!(d.ra) = r!(d.rb) & r!(d.rc),
                Op::Or => r!(d.ra) = r!(d.rb) | r!(d.rc),
                Op::Xor => r!(d.ra) = r!(d.rb) ^ r!(d.rc),
                Op::Nor => r!(d.ra) = !(r!(d.rb) | r!(d.rc)),
                Op::Slt => r!(d.ra) = ((r!(d.rb) as i32) < (r!(d.rc) as i32)) as u32,
                Op::Sltu => r!(d.ra) = (r!(d.rb) < r!(d.rc)) as u32,

                // ---- shifts and rotates (immediate amounts are cx[4:0]) ----
                Op::Rol => r!(d.ra) = r!(d.rb).rotate_left(d.imm),
                Op::Ror => r!(d.ra) = r!(d.rb).rotate_right(d.imm),
                Op::Shl => r!(d.ra) = r!(d.rb) << (d.imm & 31),
                Op::Shr => r!(d.ra) = r!(d.rb) >> (d.imm & 31),
                Op::Sra => r!(d.ra) = ((r!(d.rb) as i32) >> (d.imm & 31)) as u32,
                // By the whole register: 32 or more shifts everything out.
                Op::Srav => r!(d.ra) = ((r!(d.rb) as i32) >> r!(d.rc).min(31)) as u32,
                Op::Shlv => r!(d.ra) = r!(d.rb).checked_shl(r!(d.rc)).unwrap_or(0),
                Op::Shrv => r!(d.ra) = r!(d.rb).checked_shr(r!(d.rc)).unwrap_or(0),
                // Defined for 0..=32 (32 is the identity). Project rule above 32:
                // rotate by the amount mod 32; strict mode traps.
                Op::Rolv => {
                    let n = r!(d.rc);
                    if n > 32 {
                        undefined!("rotate amount above 32");
                    }
                    r!(d.ra) = r!(d.rb).rotate_left(n)
                }
                Op::Rorv => {
                    let n = r!(d.rc);
                    if n > 32 {
                        undefined!("rotate amount above 32");
                    }
                    r!(d.ra) = r!(d.rb).rotate_right(n)
                }

                // ---- compares into $sw: only N and Z change ----
                Op::Cmp => {
                    let (b, c) = (r!(d.rb), r!(d.rc));
                    let flags = ((b as i32) < (c as i32)) as u32 * SW_N + (b == c) as u32 * SW_Z;
                    r!(SW) = (r!(SW) & !(SW_N | SW_Z)) | flags;
                }
                Op::Cmpu => {
                    let (b, c) = (r!(d.rb), r!(d.rc));
                    let flags = (b < c) as u32 * SW_N + (b == c) as u32 * SW_Z;
                    r!(SW) = (r!(SW) & !(SW_N | SW_Z)) | flags;
                }

                // ---- branches on $sw (delayed) ----
                Op::Jeq | Op::Jne | Op::Jlt | Op::Jgt | Op::Jle | Op::Jge => {
                    delayed!();
                    let sw = r!(SW);
                    let (n, z) = (sw & SW_N != 0, sw & SW_Z != 0);
                    let taken = match d.op {
                        Op::Jeq => z,
                        Op::Jne => !z,
                        Op::Jlt => n,
                        Op::Jgt => !n && !z,
                        Op::Jle => n || z,
                        _ => !n || z,
                    };
                    if taken {
                        next = target;
                    }
                }
                Op::Beq => {
                    delayed!();
                    if r!(d.ra) == r!(d.rb) {
                        next = target;
                    }
                }
                Op::Bne => {
                    delayed!();
                    if r!(d.ra) != r!(d.rb) {
                        next = target;
                    }
                }

                // ---- jumps and calls ----
                Op::Jmp => {
                    transfer!();
                    npc = target;
                    next = target.wrapping_add(4);
                }
                Op::Bal => {
                    transfer!();
                    r!(LR) = pc.wrapping_add(4);
                    npc = target;
                    next = target.wrapping_add(4);
                }
                Op::Jsub => {
                    delayed!();
                    r!(LR) = pc.wrapping_add(8);
                    next = target;
                }
                Op::Jalr => {
                    delayed!();
                    // Read the target first: the link register may be the same one.
                    next = r!(d.rb);
                    r!(d.ra) = pc.wrapping_add(8);
                }
                Op::Ret => {
                    delayed!();
                    next = r!(d.ra);
                }

                // ---- HI/LO ----
                Op::Mult => {
                    let p = (r!(d.ra) as i32 as i64) * (r!(d.rb) as i32 as i64);
                    cpu.hi = (p >> 32) as u32;
                    cpu.lo = p as u32;
                }
                Op::Multu => {
                    let p = (r!(d.ra) as u64) * (r!(d.rb) as u64);
                    cpu.hi = (p >> 32) as u32;
                    cpu.lo = p as u32;
                }
                Op::Div => {
                    let (x, y) = (r!(d.ra) as i32, r!(d.rb) as i32);
                    if y == 0 {
                        undefined!("division by zero");
                        cpu.lo = u32::MAX;
                        cpu.hi = x as u32;
                    } else if x == i32::MIN && y == -1 {
                        undefined!("signed division overflow (INT_MIN / -1)");
                        cpu.lo = i32::MIN as u32;
                        cpu.hi = 0;
                    } else {
                        cpu.lo = x.wrapping_div(y) as u32;
                        cpu.hi = x.wrapping_rem(y) as u32;
                    }
                }
                Op::Divu => {
                    let (x, y) = (r!(d.ra), r!(d.rb));
                    match (x.checked_div(y), x.checked_rem(y)) {
                        (Some(quotient), Some(remainder)) => {
                            cpu.lo = quotient;
                            cpu.hi = remainder;
                        }
                        _ => {
                            undefined!("division by zero");
                            cpu.lo = u32::MAX;
                            cpu.hi = x;
                        }
                    }
                }
                Op::Mfhi => r!(d.ra) = cpu.hi,
                Op::Mflo => r!(d.ra) = cpu.lo,
                Op::Mthi => cpu.hi = r!(d.ra),
                Op::Mtlo => cpu.lo = r!(d.ra),

                // ---- co-processor 0: C0[0] is the PC, C0[1] is EPC ----
                Op::Mfc0 => r!(d.ra) = c0_read!(d.rb),
                Op::Mtc0 => c0_write!(d.ra, r!(d.rb)),
                Op::C0mov => {
                    let v = c0_read!(d.rb);
                    c0_write!(d.ra, v)
                }
            }

            if STATS {
                stats.by_op[d.op as usize] += 1;
            }
            remaining -= 1;
            pc = npc;
            npc = next;
            if let Some(before) = &before {
                trace::line(trace_sink, before, cpu, pc);
            }
        };

        cpu.pc = pc;
        cpu.npc = npc;
        cpu.slot_at = slot_at;
        stats.instructions = limit - remaining;
        if let Err(trap) = &exit {
            if trap.is_architectural() {
                cpu.epc = trap.pc();
            }
            if TRACE && !matches!(trap, Trap::BudgetExhausted { .. }) {
                trace::trap_line(trace_sink, mem, pc, trap);
            }
        }
        exit
    }
}
