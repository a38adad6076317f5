//! The inner walls of a sandboxed Cpu0 program, shared by the JIT (`cpu0-jit`) and
//! the executable loader (`cpu0_object::exec`): the null page, the stack guard, and
//! what a protection fault ([`Trap::Protection`]) means for people.
//!
//! Both lay memory out the same way: no access to the page at address 0 (so a
//! null pointer, plus a small offset, faults), code read + execute, read-only data
//! read-only, writable data and the stack read + write, and a no-access guard
//! below the stack, where a stack overflow faults. (A frame larger than the guard
//! could step over it: the backend does not probe the stack.)

use cpu0_sim::{Access, Perms, Trap, PAGE_SIZE};
use std::fmt;
use std::ops::Range;

/// The page at address 0: no access, so null pointers fault.
pub const NULL_PAGE: Range<u32> = 0..PAGE_SIZE;

/// The size of the no-access guard below the stack, when memory allows it
/// ([`stack_guard_size`]).
pub const STACK_GUARD: u32 = 64 << 10;

/// `x` rounded up to a page boundary (saturating at the last page boundary).
pub fn page_up(x: u32) -> u32 {
    x.checked_next_multiple_of(PAGE_SIZE)
        .unwrap_or(!(PAGE_SIZE - 1))
}

/// `x` rounded down to a page boundary.
pub fn page_down(x: u32) -> u32 {
    x & !(PAGE_SIZE - 1)
}

/// The guard for a memory of `mem_size` bytes: [`STACK_GUARD`], or a sixteenth of
/// a small memory (at least one page), so that small test machines keep room.
pub fn stack_guard_size(mem_size: u32) -> u32 {
    page_down((mem_size / 16).clamp(PAGE_SIZE, STACK_GUARD))
}

/// The symbols that bound a C program's heap, defined by the linker and the JIT
/// when a program refers to them: the heap runs from `__heap_start` (the end of
/// the program's data) up to `__heap_end` (the guard below the stack).
pub const HEAP_START: &str = "__heap_start";
/// See [`HEAP_START`].
pub const HEAP_END: &str = "__heap_end";

/// The bytes below the top of memory kept for the stack of a program with a heap:
/// a sixteenth of memory, at least a page and at most 8 MiB.
pub fn stack_reserve(mem_size: u32) -> u32 {
    page_down((mem_size / 16).clamp(PAGE_SIZE, 8 << 20))
}

/// The heap and the stack guard of a program whose data ends at `data_end` in a
/// memory of `mem_size` bytes: the heap from `data_end` (8-aligned) to a page
/// boundary where the guard starts; the guard up to [`stack_reserve`] bytes below
/// the top of memory. Either is empty when memory has no room for it.
pub fn heap_layout(data_end: u32, mem_size: u32) -> (Range<u32>, Range<u32>) {
    let start = data_end.checked_next_multiple_of(8).unwrap_or(data_end);
    let stack_low = page_down(mem_size.saturating_sub(stack_reserve(mem_size)));
    let end = stack_low
        .saturating_sub(stack_guard_size(mem_size))
        .max(page_up(start));
    (start..end, end..stack_low.max(end))
}

/// A protection fault, as it reads for people: which wall the guest ran into.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Violation {
    /// An access to the guard below the stack: the stack grew past its end.
    StackOverflow { access: Access, addr: u32 },
    /// An access to the page at address 0.
    NullPointer { access: Access, addr: u32 },
    /// A store to code (a page with execute permission).
    WriteToCode { addr: u32 },
    /// A store to read-only data.
    WriteToReadOnly { addr: u32 },
    /// A jump or call to memory that holds no code (data or the stack).
    ExecuteNonCode { addr: u32 },
    /// An access to memory the program has not mapped (between its regions).
    Unmapped { access: Access, addr: u32 },
}

impl Violation {
    /// What a trap means, if it is a protection fault: `stack_guard` is the
    /// guard's address range.
    pub fn classify(trap: &Trap, stack_guard: &Range<u32>) -> Option<Violation> {
        let Trap::Protection {
            addr,
            access,
            perms,
            ..
        } = *trap
        else {
            return None;
        };
        Some(if NULL_PAGE.contains(&addr) {
            Violation::NullPointer { access, addr }
        } else if stack_guard.contains(&addr) {
            Violation::StackOverflow { access, addr }
        } else if access == Access::Write && perms.contains(Perms::X) {
            Violation::WriteToCode { addr }
        } else if access == Access::Write && perms.contains(Perms::R) {
            Violation::WriteToReadOnly { addr }
        } else if access == Access::Execute && perms != Perms::NONE {
            Violation::ExecuteNonCode { addr }
        } else {
            Violation::Unmapped { access, addr }
        })
    }

    pub fn is_stack_overflow(&self) -> bool {
        matches!(self, Violation::StackOverflow { .. })
    }
}

impl fmt::Display for Violation {
    /// `stack overflow: store to address 0x00fefffc (the stack guard)`,
    /// `null pointer: load from address 0x4`, `write to code memory at 0x00001010`, ...
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::StackOverflow { access, addr } => write!(
                f,
                "stack overflow: {} address {addr:#010x} (the stack guard)",
                access.verb()
            ),
            Violation::NullPointer { access, addr } => {
                write!(f, "null pointer: {} address {addr:#x}", access.verb())
            }
            Violation::WriteToCode { addr } => write!(f, "write to code memory at {addr:#010x}"),
            Violation::WriteToReadOnly { addr } => {
                write!(f, "write to read-only data at {addr:#010x}")
            }
            Violation::ExecuteNonCode { addr } => {
                write!(f, "jump to memory that holds no code, at {addr:#010x}")
            }
            Violation::Unmapped { access, addr } => {
                write!(f, "{} unmapped address {addr:#010x}", access.verb())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fault(addr: u32, access: Access, perms: Perms) -> Trap {
        Trap::Protection {
            pc: 0x1000,
            addr,
            access,
            perms,
        }
    }

    #[test]
    fn faults_are_named_by_the_wall_they_hit() {
        let guard = 0xE0_0000..0xE1_0000;
        let cases = [
            (
                4,
                Access::Read,
                Perms::NONE,
                "null pointer: load from address 0x4",
            ),
            (
                0,
                Access::Execute,
                Perms::NONE,
                "null pointer: fetch from address 0x0",
            ),
            (
                0xE0_FFFC,
                Access::Write,
                Perms::NONE,
                "stack overflow: store to address 0x00e0fffc (the stack guard)",
            ),
            (
                0x1010,
                Access::Write,
                Perms::RX,
                "write to code memory at 0x00001010",
            ),
            (
                0x5000,
                Access::Write,
                Perms::R,
                "write to read-only data at 0x00005000",
            ),
            (
                0x6000,
                Access::Execute,
                Perms::RW,
                "jump to memory that holds no code, at 0x00006000",
            ),
            (
                0x7000,
                Access::Read,
                Perms::NONE,
                "load from unmapped address 0x00007000",
            ),
        ];
        for (addr, access, perms, text) in cases {
            let v = Violation::classify(&fault(addr, access, perms), &guard).unwrap();
            assert_eq!(v.to_string(), text);
        }
        assert!(Violation::classify(&Trap::IntegerOverflow { pc: 0 }, &guard).is_none());
    }

    #[test]
    fn guard_sizes() {
        assert_eq!(stack_guard_size(16 << 20), 64 << 10);
        assert_eq!(stack_guard_size(1 << 16), 4096);
        assert_eq!(stack_guard_size(0x1000), 4096);
        assert_eq!(stack_guard_size(0x30000), 0x3000);
        assert_eq!(page_up(0x1001), 0x2000);
        assert_eq!(page_up(0x2000), 0x2000);
        assert_eq!(page_up(u32::MAX), 0xFFFF_F000);
        assert_eq!(page_down(0x1fff), 0x1000);
    }
}
