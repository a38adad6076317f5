//! Where translated code lives: one address-space reservation that units are
//! bump-allocated from, back to back.
//!
//! cranelift-jit's own providers give each finalized function fresh pages (an
//! `mmap`, a page fault, an `mprotect`, and a whole page for a unit of a few
//! hundred bytes), which costs translation time and spreads hot code over many
//! pages. Here units share pages: only the pages written since the last
//! finalize change protection, read-write while code is copied in and
//! read-execute before it runs (never both at once).
//!
//! Only on x86-64, whose instruction cache needs no flush after code is
//! written; other hosts keep cranelift-jit's provider.

use cranelift_jit::{BranchProtection, JITMemoryKind, JITMemoryProvider, SystemMemoryProvider};
use cranelift_module::{ModuleError, ModuleResult};
use region::Protection;
use std::io;

/// Address space reserved for code (nothing is committed until written).
const RESERVE: usize = 256 << 20;

/// Once this much code is made, the translator flushes its cache.
pub(super) const FLUSH_AT: usize = RESERVE / 4 * 3;

pub(super) struct CodeArena {
    region: region::Allocation,
    /// Bytes handed out.
    used: usize,
    /// The first byte of the pages made writable since the last finalize.
    dirty_from: Option<usize>,
    /// Read-only and writable data (translated units have none).
    other: SystemMemoryProvider,
}

// SAFETY: the arena owns its reservation; the pointer in it is used only
// through `&mut self`.
unsafe impl Send for CodeArena {}

fn page_floor(at: usize) -> usize {
    at & !(region::page::size() - 1)
}

fn page_ceil(at: usize) -> usize {
    page_floor(at + region::page::size() - 1)
}

fn backend_error(e: region::Error) -> ModuleError {
    ModuleError::Backend(e.into())
}

impl CodeArena {
    pub(super) fn new() -> Option<CodeArena> {
        let region = region::alloc(RESERVE, Protection::NONE).ok()?;
        Some(CodeArena {
            region,
            used: 0,
            dirty_from: None,
            other: SystemMemoryProvider::new(),
        })
    }

    fn base(&self) -> *mut u8 {
        self.region.as_ptr::<u8>().cast_mut()
    }

    /// Makes `[from, to)` (page-aligned offsets) have `protection`.
    fn protect(&self, from: usize, to: usize, protection: Protection) -> region::Result<()> {
        if from == to {
            return Ok(());
        }
        // SAFETY: the range lies inside the reservation, and no code in it runs
        // while it is writable (the translator writes and finalizes a unit
        // before any translated code runs again).
        unsafe { region::protect(self.base().add(from), to - from, protection) }
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
        // The pages the new code touches become writable (the first may hold
        // finalized code too, which does not run until the next finalize).
        let from = self
            .dirty_from
            .map_or(page_floor(start), |d| d.min(page_floor(start)));
        self.protect(from, page_ceil(end), Protection::READ_WRITE)
            .map_err(io::Error::other)?;
        self.dirty_from = Some(from);
        self.used = end;
        // SAFETY: `end` is inside the reservation.
        Ok(unsafe { self.base().add(start) })
    }

    unsafe fn free_memory(&mut self) {
        // SAFETY: as the caller promises (no pointer into the memory is used again).
        unsafe { self.other.free_memory() };
        // The pages go back to the system when the module drops the arena.
        self.used = 0;
        self.dirty_from = None;
    }

    fn finalize(&mut self, branch_protection: BranchProtection) -> ModuleResult<()> {
        self.other.finalize(branch_protection)?;
        if let Some(from) = self.dirty_from.take() {
            self.protect(from, page_ceil(self.used), Protection::READ_EXECUTE)
                .map_err(backend_error)?;
        }
        Ok(())
    }
}
