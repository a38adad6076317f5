//! Loading and running Cpu0 executables on the simulator, behind the sandbox's
//! walls ([`crate::sandbox`]): each page of a `PT_LOAD` segment gets the
//! segment's permissions (text r-x, rodata r--, data and bss rw-; a page two
//! segments share gets both's), everything else below the stack has no access
//! (the null page, unless a segment covers it, as in executables linked before
//! the null page was left unmapped), and the memory above the last segment is the
//! stack (rw-) over a guard (no access) right above the segments, so a stack that
//! overflows faults before it reaches the program's data. A program with a heap
//! (the linker's `__heap_start` and `__heap_end`) has it rw- above the segments,
//! and the guard above the heap. The loader registers the system services
//! (`cpu0_sim::services`) the linker's stubs jump to.

use cpu0_asm::{Endian, Reg};
use cpu0_sim::{
    Config, ConfigError, Machine, Outcome, Perms, Trap, PAGE_SHIFT, PAGE_SIZE, RETURN_ADDR,
};
use cranelift_codegen::ir::TrapCode;
use object::elf;
use object::read::elf::{ProgramHeader, SectionHeader, Sym};
use std::num::NonZeroU8;

use crate::read::{malformed, CpuElf, ReadError};
use cpu0_module::sandbox::{page_down, page_up, stack_guard_size, Violation, HEAP_END, HEAP_START};
use cpu0_module::unwind::{backtrace, Backtrace, FrameInfo, SymbolMap};
use std::ops::Range;

/// Why an executable cannot be loaded.
#[derive(Debug, thiserror::Error)]
pub enum ExecError {
    #[error("{0}")]
    Read(#[from] ReadError),
    #[error("{0}")]
    Config(#[from] ConfigError),
    #[error(
        "segment at {vaddr:#x} ({size:#x} bytes) does not fit in memory of {mem_size:#x} bytes"
    )]
    Segment {
        vaddr: u32,
        size: u32,
        mem_size: u32,
    },
}

/// A loadable segment.
#[derive(Clone, Debug)]
struct Segment {
    vaddr: u32,
    data: Vec<u8>,
    memsz: u32,
    /// R, W and X from `p_flags`.
    perms: Perms,
}

/// A parsed Cpu0 executable (`ET_EXEC`): segments, entry, symbols, unwind info.
#[derive(Clone, Debug)]
pub struct Executable {
    pub endian: Endian,
    pub entry: u32,
    /// Memory the program expects: its `__memory_size` symbol, else 16 MiB (or more
    /// if the segments need it).
    pub mem_size: u32,
    segments: Vec<Segment>,
    /// The no-access pages between the segments (or the heap) and the stack.
    pub stack_guard: Range<u32>,
    /// The heap (read + write) between `__heap_start` and `__heap_end`, when the
    /// linker defined them; empty otherwise.
    pub heap: Range<u32>,
    pub symbols: SymbolMap,
    pub frames: FrameInfo,
}

/// The stack guard for segments ending at `end`: [`stack_guard_size`] bytes from
/// the next page boundary, leaving at least one page of stack below the top of
/// memory (empty if there is no room for both).
fn guard_above(end: u32, mem_size: u32) -> Range<u32> {
    let start = page_up(end);
    let stack_low = page_down(mem_size).saturating_sub(PAGE_SIZE);
    let guard_end = start
        .saturating_add(stack_guard_size(mem_size))
        .min(stack_low);
    start..guard_end.max(start)
}

/// How a run ended normally.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunResult {
    /// `$v0`: the entry function's result; or the exit status when `exited`.
    pub value: u32,
    /// Where execution halted (0xFFFFFFFF after the start-up stub's final `ret`),
    /// or the PC after the store that exited.
    pub halt_pc: u32,
    /// Whether the program ended itself through the exit port (0xFF000008).
    pub exited: bool,
}

impl Executable {
    /// Parses an executable. Foreign, corrupt or non-executable files are errors.
    pub fn parse(bytes: &[u8]) -> Result<Executable, ExecError> {
        let f = CpuElf::parse(bytes, true)?;
        let e = f.endian;
        let endian = if f.big_endian() {
            Endian::Big
        } else {
            Endian::Little
        };
        use object::read::elf::FileHeader;
        let entry = f.header.e_entry(e);
        let mut segments = Vec::new();
        for ph in f.header.program_headers(e, f.data).map_err(malformed)? {
            if ph.p_type(e) != elf::PT_LOAD {
                continue;
            }
            let data = ph
                .data(e, f.data)
                .map_err(|_| malformed("a segment lies outside the file"))?;
            let memsz = ph.p_memsz(e);
            if (data.len() as u64) > u64::from(memsz) {
                return Err(malformed("a segment's file size exceeds its memory size").into());
            }
            let flags = ph.p_flags(e).0;
            let perm = |bit: u32, p: Perms| if flags & bit != 0 { p } else { Perms::NONE };
            segments.push(Segment {
                vaddr: ph.p_vaddr(e),
                data: data.to_vec(),
                memsz,
                perms: perm(elf::PF_R.0, Perms::R)
                    .union(perm(elf::PF_W.0, Perms::W))
                    .union(perm(elf::PF_X.0, Perms::X)),
            });
        }
        if segments.is_empty() {
            return Err(malformed("no loadable segment").into());
        }
        let mut symbols = SymbolMap::new();
        let mut mem_size = None;
        let (mut heap_start, mut heap_end) = (None, None);
        for sym in f.symbols.iter().skip(1) {
            let name = f.symbol_name(sym)?;
            if name.is_empty() {
                continue;
            }
            if name == "__memory_size" && sym.st_shndx(e) == elf::SHN_ABS {
                mem_size = Some(sym.st_value(e));
            }
            if sym.st_shndx(e) == elf::SHN_ABS && name == HEAP_START {
                heap_start = Some(sym.st_value(e));
            }
            if sym.st_shndx(e) == elf::SHN_ABS && name == HEAP_END {
                heap_end = Some(sym.st_value(e));
            }
            if sym.st_type() == elf::STT_FUNC && sym.st_shndx(e) != elf::SHN_UNDEF {
                symbols.insert(name, sym.st_value(e), sym.st_size(e));
            }
        }
        let mut frames = FrameInfo::new(endian);
        for sh in f.sections.iter() {
            if sh.sh_type(e) == elf::SHT_PROGBITS && f.section_name(sh)? == ".debug_frame" {
                frames.add_section(sh.data(e, f.data).map_err(malformed)?.to_vec());
            }
        }
        let needed = segments
            .iter()
            .map(|s| u64::from(s.vaddr) + u64::from(s.memsz))
            .max()
            .unwrap_or(0);
        let mem_size = match mem_size {
            Some(m) => m,
            None => {
                let m = needed.max(u64::from(cpu0_sim::DEFAULT_MEM_SIZE));
                u32::try_from(m.next_multiple_of(8)).unwrap_or(u32::MAX)
            }
        };
        for s in &segments {
            if u64::from(s.vaddr) + u64::from(s.memsz) > u64::from(mem_size) {
                return Err(ExecError::Segment {
                    vaddr: s.vaddr,
                    size: s.memsz,
                    mem_size,
                });
            }
        }
        // `needed` fits in memory: checked just above.
        let (heap, stack_guard) = match (heap_start, heap_end) {
            (Some(start), Some(end)) if needed as u32 <= start && start <= end => {
                if end > mem_size {
                    return Err(malformed("the heap ends beyond the memory").into());
                }
                (start..end, guard_above(end, mem_size))
            }
            _ => (0..0, guard_above(needed as u32, mem_size)),
        };
        Ok(Executable {
            endian,
            entry,
            mem_size,
            segments,
            stack_guard,
            heap,
            symbols,
            frames,
        })
    }

    /// `base` with this executable's byte order and memory size (the ISA level,
    /// budget, tracing and so on are kept).
    pub fn config(&self, base: Config) -> Config {
        Config {
            endian: self.endian,
            mem_size: self.mem_size,
            ..base
        }
    }

    /// A new machine (see [`config`](Self::config)) with the program loaded.
    pub fn machine(&self, base: Config) -> Result<Machine, ExecError> {
        let mut m = Machine::new(self.config(base))?;
        self.load(&mut m)?;
        Ok(m)
    }

    /// Copies the segments into memory (zero-filling up to each segment's memory
    /// size), registers the system services (`cpu0_sim::services`, which the
    /// linker's stubs call), resets the processor and sets the PC to the entry.
    pub fn load(&self, m: &mut Machine) -> Result<(), ExecError> {
        if m.endian() != self.endian {
            return Err(malformed("the machine's byte order differs from the executable's").into());
        }
        for s in &self.segments {
            let fits = u64::from(s.vaddr) + u64::from(s.memsz) <= u64::from(m.mem_size());
            if !fits {
                return Err(ExecError::Segment {
                    vaddr: s.vaddr,
                    size: s.memsz,
                    mem_size: m.mem_size(),
                });
            }
            let mem_size = m.mem_size();
            let fault = |_| ExecError::Segment {
                vaddr: s.vaddr,
                size: s.memsz,
                mem_size,
            };
            m.write_bytes(s.vaddr, &s.data).map_err(fault)?;
            // Zero the rest (`.bss`), a chunk at a time.
            let zeros = [0u8; 4096];
            let mut at = s.vaddr + s.data.len() as u32;
            let end = s.vaddr + s.memsz;
            while at < end {
                let n = (end - at).min(zeros.len() as u32);
                m.write_bytes(at, &zeros[..n as usize]).map_err(fault)?;
                at += n;
            }
        }
        self.protect(m)?;
        m.register_services();
        m.reset();
        m.set_pc(self.entry);
        Ok(())
    }

    /// Gives every page its permissions (see the module docs).
    fn protect(&self, m: &mut Machine) -> Result<(), ExecError> {
        let pages = (m.mem_size().div_ceil(PAGE_SIZE)) as usize;
        let mut perms = vec![Perms::NONE; pages];
        for s in self.segments.iter().filter(|s| s.memsz > 0) {
            let first = (s.vaddr >> PAGE_SHIFT) as usize;
            let last = ((s.vaddr + s.memsz - 1) >> PAGE_SHIFT) as usize;
            for p in perms.iter_mut().take(last + 1).skip(first) {
                *p = p.union(s.perms);
            }
        }
        let heap =
            (self.heap.start >> PAGE_SHIFT) as usize..self.heap.end.div_ceil(PAGE_SIZE) as usize;
        for p in perms.iter_mut().take(heap.end).skip(heap.start) {
            *p = p.union(Perms::RW);
        }
        let stack = (self.stack_guard.end >> PAGE_SHIFT) as usize;
        for p in perms.iter_mut().skip(stack) {
            *p = Perms::RW;
        }
        // One `protect` per run of equal pages.
        let mut start = 0;
        while start < pages {
            let run = perms[start..]
                .iter()
                .take_while(|p| **p == perms[start])
                .count();
            let addr = (start as u32) << PAGE_SHIFT;
            let end = (((start + run) as u32) << PAGE_SHIFT).min(m.mem_size());
            m.protect(addr, end - addr, perms[start])?;
            start += run;
        }
        Ok(())
    }

    /// Runs from the current PC (the entry after [`load`](Self::load)) until the
    /// program halts or traps.
    pub fn run(&self, m: &mut Machine) -> Result<RunResult, Trap> {
        Ok(match m.run_program()? {
            Outcome::Halted(halt) => RunResult {
                value: m.reg(Reg::V0),
                halt_pc: halt.pc,
                exited: false,
            },
            Outcome::Exited(status) => RunResult {
                value: status,
                halt_pc: m.pc(),
                exited: true,
            },
        })
    }

    /// Whether a halt is the normal end of the program: back through the stub, or
    /// through the exit port.
    pub fn is_normal_halt(r: &RunResult) -> bool {
        r.exited || r.halt_pc == RETURN_ADDR
    }

    /// Passes `main` its arguments (`args[0]` is the program's name), after
    /// [`load`](Self::load): the strings and the `argv` array at the top of
    /// memory ([`Machine::push_args`]), and the registers the start-up stub
    /// expects (`$t9` = their size, `$a0` = argc, `$a1` = argv; see `stub.rs`).
    pub fn set_args(&self, m: &mut Machine, args: &[&[u8]]) -> Result<(), Trap> {
        m.set_reg(Reg::SP, 0);
        let pushed = m.push_args(args)?;
        let reserved = m.mem_size() - m.reg(Reg::SP);
        m.set_reg(Reg::SP, 0);
        m.set_reg(Reg::T9, reserved);
        m.set_reg(Reg::A0, pushed.argc);
        m.set_reg(Reg::A1, pushed.argv);
        Ok(())
    }

    /// The backtrace of the machine's current state, from `pc` (a trap's PC).
    pub fn backtrace(&self, m: &Machine, pc: u32) -> Backtrace {
        backtrace(&m.regs(), pc, m, &self.symbols, &self.frames)
    }

    /// A trap described for people: the CLIF trap code a `trap` instruction stands
    /// for (`int_divz`, ...), and the function it happened in.
    pub fn describe_trap(&self, trap: &Trap) -> String {
        let what = match (Violation::classify(trap, &self.stack_guard), trap) {
            (Some(v), _) => format!("{v} at pc {:#010x}", trap.pc()),
            (
                None,
                Trap::IllegalInstruction {
                    pc, code: Some(n), ..
                },
            ) => match u8::try_from(*n).ok().and_then(NonZeroU8::new) {
                Some(c) => format!("trap {} at pc {pc:#010x}", TrapCode::from_raw(c)),
                None => trap.to_string(),
            },
            _ => trap.to_string(),
        };
        match self.symbols.lookup(trap.pc()) {
            Some((name, off)) => format!("{what} (in {name} +{off:#x})"),
            None => what,
        }
    }
}
