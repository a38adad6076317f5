//! Where translated code lives: one shared-memory object mapped twice, once
//! writable (where code is copied in) and once executable (where it runs),
//! that units are bump-allocated from, back to back.
//!
//! cranelift-jit's own providers give each finalized function fresh pages (an
//! `mmap`, a page fault, an `mprotect`, and a whole page for a unit of a few
//! hundred bytes), which costs translation time and spreads hot code over many
//! pages. An arena of one mapping that flips the pages it writes between
//! read-write and read-execute still made two `mprotect`s per unit installed,
//! each a TLB shootdown of the worker thread's processor: ~30 us of the main
//! thread per unit (recursion, 9 units, 34 -> 4 us each without them). With
//! two views of the same pages no page ever changes protection and no view
//! is both writable and executable. The code is written through the
//! writable view and reached through the executable one, [`exec_offset`]
//! bytes further (units and helpers have no relocations: the address they are
//! copied to does not matter).
//!
//! Only on x86-64 Linux: x86-64's instruction cache is coherent with stores to
//! the same physical memory, whatever view they go through, and
//! `memfd_create` is Linux's. Elsewhere, or where the system refuses the
//! shared object, cranelift-jit's own provider serves.
//!
//! [`exec_offset`]: CodeArena::exec_offset

use cranelift_jit::{BranchProtection, JITMemoryKind, JITMemoryProvider, SystemMemoryProvider};
use cranelift_module::ModuleResult;
use std::io;

/// Address space reserved for code in each view (nothing is committed until
/// written).
const RESERVE: usize = 256 << 20;

/// Once this much code is made, the translator flushes its cache.
pub(super) const FLUSH_AT: usize = RESERVE / 4 * 3;

pub(super) struct CodeArena {
    /// The writable view, and the executable view of the same pages.
    write: *mut u8,
    exec: *mut u8,
    /// Bytes handed out.
    used: usize,
    /// Read-only and writable data (translated units have none).
    other: SystemMemoryProvider,
}

// SAFETY: the arena owns its mappings; the pointers in it are used only
// through `&mut self` (and by the code that runs from the executable view,
// on the thread that owns the module).
unsafe impl Send for CodeArena {}

/// Maps `len` bytes of `fd` shared, with `protection`, and not into a forked
/// child; `None` if refused.
fn map(fd: libc::c_int, len: usize, protection: libc::c_int) -> Option<*mut u8> {
    // SAFETY: a fresh mapping chosen by the system; nothing else is affected.
    let at = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            len,
            protection,
            libc::MAP_SHARED,
            fd,
            0,
        )
    };
    if at == libc::MAP_FAILED {
        return None;
    }
    // Shared pages would stay shared with a child made by `fork`, which would
    // then write its units over the parent's: the child gets no arena (its
    // translated code faults) rather than the parent wrong code.
    // SAFETY: advice on our own fresh mapping.
    if unsafe { libc::madvise(at, len, libc::MADV_DONTFORK) } != 0 {
        // SAFETY: our own mapping, which nothing points into yet.
        unsafe { libc::munmap(at, len) };
        return None;
    }
    Some(at.cast())
}

impl CodeArena {
    /// The two views of a fresh shared-memory object; `None` if the system
    /// refuses either.
    pub(super) fn new() -> Option<CodeArena> {
        // Sizing the object past the process's file-size limit would not just
        // fail: the system would also send SIGXFSZ, which kills the process.
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: `limit` is a valid place for the answer.
        if unsafe { libc::getrlimit(libc::RLIMIT_FSIZE, &mut limit) } != 0
            || (limit.rlim_cur != libc::RLIM_INFINITY && limit.rlim_cur < RESERVE as libc::rlim_t)
        {
            return None;
        }
        // SAFETY: the name is a NUL-terminated string; the call makes a new descriptor.
        let fd = unsafe { libc::memfd_create(c"cpu0-sim-code".as_ptr(), libc::MFD_CLOEXEC) };
        if fd < 0 {
            return None;
        }
        // SAFETY: `fd` is ours. Sized at once, sparse: pages come when written.
        let sized = unsafe { libc::ftruncate(fd, RESERVE as libc::off_t) } == 0;
        let write = sized
            .then(|| map(fd, RESERVE, libc::PROT_READ | libc::PROT_WRITE))
            .flatten();
        let exec = write.and_then(|_| map(fd, RESERVE, libc::PROT_READ | libc::PROT_EXEC));
        // The mappings keep the object alive.
        // SAFETY: `fd` is ours and not used again.
        unsafe { libc::close(fd) };
        match (write, exec) {
            (Some(write), Some(exec)) => Some(CodeArena {
                write,
                exec,
                used: 0,
                other: SystemMemoryProvider::new(),
            }),
            (Some(write), None) => {
                // SAFETY: our own mapping, which nothing points into yet.
                unsafe { libc::munmap(write.cast(), RESERVE) };
                None
            }
            _ => None,
        }
    }

    /// How far the executable copy of a byte lies from where it was written
    /// (to add, wrapping, to an address cranelift-jit reports).
    pub(super) fn exec_offset(&self) -> u64 {
        (self.exec as u64).wrapping_sub(self.write as u64)
    }
}

impl JITMemoryProvider for CodeArena {
    fn allocate(&mut self, size: usize, align: u64, kind: JITMemoryKind) -> io::Result<*mut u8> {
        if !matches!(kind, JITMemoryKind::Executable) {
            return self.other.allocate(size, align, kind);
        }
        let start = self.used.next_multiple_of(align.max(1) as usize);
        let end = start + size;
        if end > RESERVE {
            return Err(io::Error::other("the translation cache is full"));
        }
        self.used = end;
        // SAFETY: `end` is inside the writable view.
        Ok(unsafe { self.write.add(start) })
    }

    unsafe fn free_memory(&mut self) {
        // SAFETY: as the caller promises (no pointer into the memory is used again).
        unsafe { self.other.free_memory() };
        // The pages go back to the system when the module drops the arena.
        self.used = 0;
    }

    fn finalize(&mut self, branch_protection: BranchProtection) -> ModuleResult<()> {
        // Code written through the other view is executable as it is.
        self.other.finalize(branch_protection)
    }
}

impl Drop for CodeArena {
    fn drop(&mut self) {
        // SAFETY: the module that owns the arena is gone, and with it every
        // unit and pointer into the views.
        unsafe {
            libc::munmap(self.write.cast(), RESERVE);
            libc::munmap(self.exec.cast(), RESERVE);
        }
    }
}
