//! Page permissions: read, write and execute per 4 KiB page, set by the embedder.
//!
//! A machine starts with every page readable, writable and executable, so raw images
//! and embedders that never call [`Machine::protect`](crate::Machine::protect) see no
//! difference. Once some page loses a permission, the execution loop switches to a
//! variant that checks each load and store against the page table (two byte
//! loads and a test, no branch but the one to the fault); fetches are
//! checked when a word is decoded into the predecode cache, so cached code runs
//! without a check, and removing execute permission clears the cache entries of
//! the pages concerned.

use std::fmt;

/// Bytes per page: the granularity of permissions.
pub const PAGE_SIZE: u32 = 1 << PAGE_SHIFT;

/// `addr >> PAGE_SHIFT` is the page number.
pub const PAGE_SHIFT: u32 = 12;

/// What a page allows: any combination of read, write and execute.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Perms(u8);

impl Perms {
    /// No access at all (a guard page, the null page, unmapped memory).
    pub const NONE: Perms = Perms(0);
    pub const R: Perms = Perms(1);
    pub const W: Perms = Perms(2);
    pub const X: Perms = Perms(4);
    pub const RW: Perms = Perms(1 | 2);
    pub const RX: Perms = Perms(1 | 4);
    /// The default of every page.
    pub const RWX: Perms = Perms(1 | 2 | 4);

    /// The permissions as bits: R = 1, W = 2, X = 4.
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Permissions from bits (others than R, W and X are dropped).
    pub const fn from_bits(bits: u8) -> Perms {
        Perms(bits & 7)
    }

    /// Whether every permission of `other` is in `self`.
    pub const fn contains(self, other: Perms) -> bool {
        self.0 & other.0 == other.0
    }

    pub const fn union(self, other: Perms) -> Perms {
        Perms(self.0 | other.0)
    }
}

impl fmt::Display for Perms {
    /// `rwx`, `r-x`, `---` and so on.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let flag = |p: Perms, c: char| if self.contains(p) { c } else { '-' };
        write!(
            f,
            "{}{}{}",
            flag(Perms::R, 'r'),
            flag(Perms::W, 'w'),
            flag(Perms::X, 'x')
        )
    }
}

/// The kind of a memory access, for protection faults.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Access {
    /// A load (`ld`, `lb`, `lbu`, `lh`, `lhu`): needs R.
    Read,
    /// A store (`st`, `sh`, `sb`): needs W.
    Write,
    /// An instruction fetch: needs X.
    Execute,
}

impl Access {
    /// The permission the access needs.
    pub const fn needs(self) -> Perms {
        match self {
            Access::Read => Perms::R,
            Access::Write => Perms::W,
            Access::Execute => Perms::X,
        }
    }

    /// `load from`, `store to` or `fetch from`, to put before an address.
    pub const fn verb(self) -> &'static str {
        match self {
            Access::Read => "load from",
            Access::Write => "store to",
            Access::Execute => "fetch from",
        }
    }
}

impl fmt::Display for Access {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Access::Read => "read",
            Access::Write => "write",
            Access::Execute => "execute",
        })
    }
}

/// Pages in the 32-bit address space.
pub(crate) const PAGES: usize = 1 << (32 - PAGE_SHIFT);

/// The permissions every page lacks. One byte per page of the whole address space,
/// holding the bits a page is *denied* (R = 1, W = 2, X = 4): zero allows all, so
/// a fresh table is a zeroed allocation the OS maps lazily, pages outside memory
/// (left to the bounds check and the I/O port) are never denied anything, and
/// `addr >> PAGE_SHIFT` indexes it without a bounds check.
pub(crate) struct PageTable {
    denied: Box<[u8; PAGES]>,
    /// Whether some page has been denied something: the loop checks only then.
    active: bool,
}

impl Default for PageTable {
    fn default() -> PageTable {
        let denied: Box<[u8]> = vec![0u8; PAGES].into_boxed_slice();
        PageTable {
            denied: denied.try_into().expect("the table has PAGES entries"),
            active: false,
        }
    }
}

impl PageTable {
    /// Whether some page has lost a permission since the machine was made.
    #[inline(always)]
    pub(crate) fn active(&self) -> bool {
        self.active
    }

    /// The permissions of the page holding `addr` (RWX outside memory).
    #[inline(always)]
    pub(crate) fn perms(&self, addr: u32) -> Perms {
        Perms(!self.denied[(addr >> PAGE_SHIFT) as usize] & 7)
    }

    /// The table, for the execution loop to hold in a register ([`allows`]).
    #[inline(always)]
    pub(crate) fn denied(&self) -> &[u8; PAGES] {
        &self.denied
    }

    /// The exact check: an access of `len` bytes (1..=4) at `addr`: `Err((denied address,
    /// its page's permissions))` for the first byte whose page lacks `need`. An
    /// access straddling two pages checks both.
    pub(crate) fn check(&self, addr: u32, len: u32, need: Perms) -> Result<(), (u32, Perms)> {
        let first = self.perms(addr);
        if !first.contains(need) {
            return Err((addr, first));
        }
        let last = addr.saturating_add(len - 1);
        let second = self.perms(last);
        if !second.contains(need) {
            return Err((last & !(PAGE_SIZE - 1), second));
        }
        Ok(())
    }

    /// Sets the pages `[first, end)` (page numbers inside memory) to `perms`;
    /// returns the pages that lost execute permission, whose cached decodings
    /// must go.
    pub(crate) fn set(&mut self, first: usize, end: usize, perms: Perms) -> Vec<usize> {
        let denied = !perms.0 & 7;
        self.active |= denied != 0;
        let mut lost_x = Vec::new();
        for (page, bits) in self.denied.iter_mut().enumerate().take(end).skip(first) {
            if *bits & Perms::X.0 == 0 && denied & Perms::X.0 != 0 {
                lost_x.push(page);
            }
            *bits = denied;
        }
        lost_x
    }
}

/// The execution loop's quick check: whether an access of `len` bytes (1..=4) at
/// `addr` has `need` on its first and last byte's pages (`denied` is
/// [`PageTable::denied`]). Branch-free; an access that wraps past the top of the
/// address space checks page 0 for its last byte, so a refusal must be confirmed
/// with [`PageTable::check`].
#[inline(always)]
pub(crate) fn allows(denied: &[u8; PAGES], addr: u32, len: u32, need: Perms) -> bool {
    let last = addr.wrapping_add(len - 1);
    (denied[(addr >> PAGE_SHIFT) as usize] | denied[(last >> PAGE_SHIFT) as usize]) & need.0 == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perms_print_like_ls() {
        assert_eq!(Perms::RWX.to_string(), "rwx");
        assert_eq!(Perms::RX.to_string(), "r-x");
        assert_eq!(Perms::W.to_string(), "-w-");
        assert_eq!(Perms::NONE.to_string(), "---");
    }

    #[test]
    fn straddling_checks_both_pages() {
        let mut t = PageTable::default();
        assert!(!t.active());
        t.set(1, 2, Perms::R);
        assert!(t.active());
        let d = t.denied();
        assert!(allows(d, 0x1ffe, 4, Perms::R));
        assert!(!allows(d, 0x1ffe, 4, Perms::W));
        assert!(!allows(d, 0x0fff, 2, Perms::W));
        assert!(allows(d, 0x0ffe, 2, Perms::W));
        // A word at 0x1ffe covers 0x1ffe..0x2001: page 1 (R) and page 2 (RWX).
        assert_eq!(t.check(0x1ffe, 4, Perms::R), Ok(()));
        assert_eq!(t.check(0x1ffe, 4, Perms::W), Err((0x1ffe, Perms::R)));
        // A word at 0x0ffe covers page 0 (RWX) and page 1 (R): the denied byte is 0x1000.
        assert_eq!(t.check(0x0ffe, 4, Perms::W), Err((0x1000, Perms::R)));
        assert_eq!(t.check(0x0ffc, 4, Perms::W), Ok(()));
        // Beyond memory (and at the I/O port) the table does not decide.
        assert_eq!(t.check(0xFF00_0000, 4, Perms::W), Ok(()));
        assert_eq!(t.check(0xFFFF_FFFE, 4, Perms::W), Ok(()));
    }
}
