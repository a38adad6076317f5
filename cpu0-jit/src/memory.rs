//! The JIT's memory layout and its page permissions (the crate docs draw the map).
//!
//! Code is bump-allocated from [`CODE_BASE`]; its pages become read + execute as
//! they fill. Data objects are bump-allocated from pages that the data region
//! hands out a few at a time, to read-only data (read-only pages) or to writable
//! data (read + write pages), so the two never share a page. Everything not handed
//! out yet has no access, like the null page and the guard below the stack.

use cpu0_module::sandbox::{page_up, stack_guard_size, NULL_PAGE};
use cpu0_sim::{ConfigError, Machine, Perms, PAGE_SIZE};
use std::ops::Range;

/// Where code starts: above the interrupt vectors and the null page, so a null
/// function pointer never runs module code.
pub const CODE_BASE: u32 = 0x1000;

/// A bump allocator over one region of simulator memory.
#[derive(Debug)]
pub(crate) struct Region {
    pub next: u32,
    pub end: u32,
}

impl Region {
    /// `size` bytes at the next `align`ed address, if they fit before `end`.
    pub fn alloc(&mut self, size: u32, align: u32) -> Option<u32> {
        let addr = self
            .next
            .checked_next_multiple_of(align)
            .filter(|a| a.checked_add(size).is_some_and(|end| end <= self.end))?;
        self.next = addr + size;
        Some(addr)
    }
}

/// Where everything goes, and which pages allow what.
#[derive(Debug)]
pub(crate) struct Layout {
    pub code: Region,
    /// Pages not yet handed out to data (no access until they are).
    free: Region,
    /// The pages read-only data objects are placed in, then writable ones.
    read_only: Region,
    writable: Region,
    /// The no-access pages below the stack.
    pub guard: Range<u32>,
    /// Code pages already made read + execute (up to this address).
    code_protected: u32,
    /// The heap, once a program asked for its bounds.
    heap: Option<Range<u32>>,
}

impl Layout {
    /// The layout of a memory of `mem` bytes with `code_size` bytes of code and
    /// a `stack_size`-byte stack, with the permissions of an empty module applied
    /// to `machine`: no access anywhere but the stack (read + write).
    pub fn new(machine: &mut Machine, code_size: u32, stack_size: u32) -> Result<Layout, String> {
        let mem = machine.mem_size();
        let code_end = CODE_BASE
            .checked_add(code_size)
            .map(page_up)
            .filter(|&end| end <= mem)
            .ok_or_else(|| {
                format!(
                    "{code_size:#x} bytes of code from {CODE_BASE:#x} do not fit in {mem:#x} bytes of memory"
                )
            })?;
        let guard_size = stack_guard_size(mem);
        // The stack's lowest page; the top of memory may end inside a page.
        let stack_low = mem
            .checked_sub(stack_size)
            .map(|low| low & !(PAGE_SIZE - 1));
        let data_end = stack_low
            .and_then(|low| low.checked_sub(guard_size))
            .filter(|&end| end >= code_end)
            .ok_or_else(|| {
                format!(
                    "{mem:#x} bytes of memory leave no room for data after {code_size:#x} bytes of code, a {stack_size:#x}-byte stack and its {guard_size:#x}-byte guard"
                )
            })?;
        let stack_low = data_end + guard_size;
        let protect = |m: &mut Machine, range: Range<u32>, perms| {
            m.protect(range.start, range.end - range.start, perms)
                .map_err(|e: ConfigError| e.to_string())
        };
        protect(machine, NULL_PAGE.start..mem, Perms::NONE)?;
        protect(machine, stack_low..mem, Perms::RW)?;
        Ok(Layout {
            code: Region {
                next: CODE_BASE,
                end: code_end,
            },
            free: Region {
                next: code_end,
                end: data_end,
            },
            read_only: Region { next: 0, end: 0 },
            writable: Region { next: 0, end: 0 },
            guard: data_end..stack_low,
            code_protected: CODE_BASE,
            heap: None,
        })
    }

    /// The end of the data region (where the guard starts).
    pub fn data_end(&self) -> u32 {
        self.free.end
    }

    /// Places a data object of `size` bytes: on a read-only page or on a
    /// writable one, taking fresh pages from the data region (and giving them
    /// their permissions) when the current ones are full.
    pub fn alloc_data(
        &mut self,
        machine: &mut Machine,
        size: u32,
        align: u32,
        writable: bool,
    ) -> Option<u32> {
        let (region, perms) = if writable {
            (&mut self.writable, Perms::RW)
        } else {
            (&mut self.read_only, Perms::R)
        };
        if let Some(addr) = region.alloc(size, align) {
            return Some(addr);
        }
        let pages = page_up(size.max(1));
        if pages < size {
            return None;
        }
        let start = self.free.alloc(pages, align.max(PAGE_SIZE))?;
        machine.protect(start, pages, perms).ok()?;
        *region = Region {
            next: start,
            end: start + pages,
        };
        region.alloc(size, align)
    }

    /// The heap (`__heap_start`..`__heap_end`): on first use, every page of the
    /// data region not handed out yet, made read + write, up to the guard below
    /// the stack. Data objects defined after that no longer fit.
    pub fn heap(&mut self, machine: &mut Machine) -> Result<Range<u32>, ConfigError> {
        if let Some(heap) = &self.heap {
            return Ok(heap.clone());
        }
        let start = page_up(self.free.next).min(self.free.end);
        let heap = start..self.free.end;
        machine.protect(heap.start, heap.end - heap.start, Perms::RW)?;
        self.free.next = self.free.end;
        self.heap = Some(heap.clone());
        Ok(heap)
    }

    /// Makes the code pages filled so far read + execute (on each finalize).
    pub fn protect_code(&mut self, machine: &mut Machine) -> Result<(), ConfigError> {
        let end = page_up(self.code.next);
        if end > self.code_protected {
            machine.protect(self.code_protected, end - self.code_protected, Perms::RX)?;
            self.code_protected = end;
        }
        Ok(())
    }
}
