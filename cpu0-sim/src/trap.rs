//! How execution stops: a halt (normal) or a trap (a guest fault or a limit).

use crate::protect::{Access, Perms};

/// Execution reached an address with the top bit set (checked at fetch).
///
/// `pc` is that address: `0xFFFFFFFF` after the outermost `ret $lr`, or the address
/// of a host function an embedder services before resuming at `$lr`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Halt {
    pub pc: u32,
}

/// How a program run with [`Machine::run_program`](crate::Machine::run_program) ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Control reached an address with the top bit set that is not a host
    /// function: 0xFFFFFFFF when the outermost function returned (its result is
    /// in `$v0`).
    Halted(Halt),
    /// The program stored this word to the exit port.
    Exited(u32),
}

/// Why execution stopped abnormally. Every trap carries the PC of the instruction
/// that raised it (for [`Trap::BudgetExhausted`], the next instruction to run).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Trap {
    /// An undefined opcode, an instruction the configured processor lacks, or
    /// `trap code` (then `code` is the 24-bit code).
    #[error("{}", describe_illegal(*pc, *word, *code))]
    IllegalInstruction {
        pc: u32,
        word: u32,
        code: Option<u32>,
    },
    /// A load, store or fetch outside memory (but for the accesses the I/O ports
    /// define: see the crate documentation).
    #[error("memory fault at pc 0x{pc:08x}: address 0x{addr:08x} is outside memory")]
    MemoryFault { pc: u32, addr: u32 },
    /// A load from a page without read permission, a store to one without write
    /// permission, or a fetch from one without execute permission
    /// ([`Machine::protect`](crate::Machine::protect)). `addr` is the first byte
    /// the access may not touch (for an access straddling two pages, possibly in
    /// the second); for a fetch, the PC (or that byte of a misaligned word).
    #[error("protection fault at pc 0x{pc:08x}: {} address 0x{addr:08x}, in a page with permissions {perms}", .access.verb())]
    Protection {
        pc: u32,
        addr: u32,
        access: Access,
        perms: Perms,
    },
    /// Signed overflow in `add` or `sub` (SW.V is set, the destination is not written).
    #[error("integer overflow at pc 0x{pc:08x}")]
    IntegerOverflow { pc: u32 },
    /// Strict mode: the instruction does something the ISA leaves undefined.
    #[error("strict mode: {what} at pc 0x{pc:08x}")]
    Strict { pc: u32, what: &'static str },
    /// The configured instruction budget ran out before the instruction at `pc`.
    #[error("instruction budget exhausted at pc 0x{pc:08x}")]
    BudgetExhausted { pc: u32 },
    /// [`call`](crate::Machine::call) halted at a top-bit address that is neither its
    /// return address nor a registered host function.
    #[error("execution halted at 0x{pc:08x}, which is neither the return address nor a registered host function")]
    UnexpectedHalt { pc: u32 },
    /// A host function reported an error.
    #[error("host function at 0x{pc:08x} failed: {message}")]
    Host { pc: u32, message: String },
    /// Not a fault: the program ended itself with a word store (`st`) of `status`
    /// to the exit port ([`EXIT_PORT`](crate::EXIT_PORT)) at `pc`. The store counts
    /// as executed and the PC is past it. [`Machine::run_program`] reports this as
    /// [`Outcome::Exited`]; a [`call`](crate::Machine::call) that exits returns it as
    /// an error, since the function never returned.
    ///
    /// [`Machine::run_program`]: crate::Machine::run_program
    /// [`Outcome::Exited`]: crate::Outcome::Exited
    #[error("the program exited with status {status} (a store to the exit port at pc 0x{pc:08x})")]
    Exited { pc: u32, status: u32 },
}

fn describe_illegal(pc: u32, word: u32, code: Option<u32>) -> String {
    match code {
        Some(code) => format!("trap {code} at pc 0x{pc:08x}"),
        None => format!("illegal instruction 0x{word:08x} at pc 0x{pc:08x}"),
    }
}

impl Trap {
    /// The PC the trap carries.
    pub fn pc(&self) -> u32 {
        match *self {
            Trap::IllegalInstruction { pc, .. }
            | Trap::MemoryFault { pc, .. }
            | Trap::Protection { pc, .. }
            | Trap::IntegerOverflow { pc }
            | Trap::Strict { pc, .. }
            | Trap::BudgetExhausted { pc }
            | Trap::UnexpectedHalt { pc }
            | Trap::Host { pc, .. }
            | Trap::Exited { pc, .. } => pc,
        }
    }

    /// Whether the processor itself raised this trap (and so recorded its PC in EPC),
    /// as opposed to a limit or an embedder-level condition.
    pub fn is_architectural(&self) -> bool {
        matches!(
            self,
            Trap::IllegalInstruction { .. }
                | Trap::MemoryFault { .. }
                | Trap::Protection { .. }
                | Trap::IntegerOverflow { .. }
                | Trap::Strict { .. }
        )
    }
}
