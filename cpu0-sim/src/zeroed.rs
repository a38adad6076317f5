//! Large zero-filled tables in fresh pages from the system.
//!
//! `vec![0; n]` asks the allocator for zeroed memory, and once a process has
//! freed a few large blocks (every machine frees its memory and tables)
//! glibc serves the next ones from its heap and clears them with `memset`:
//! a new machine then wrote all 16 MiB of its memory, and the translator
//! 4.5 MiB of tables (the write-watch bytes of every word, the arrival
//! counts, the fast table), faulting in every page, before a short program
//! ran its first instruction. A fresh anonymous mapping is zero by
//! definition and its pages come only when first touched, so a table pays
//! for what the program uses.

use std::ops::{Deref, DerefMut};
use std::ptr::NonNull;

/// Element types for which all-zero bytes are a valid value.
///
/// # Safety
/// Every bit pattern of zeros must be a valid `Self`.
pub(crate) unsafe trait ZeroValid: Copy {}

// SAFETY: integers and arrays of them are valid as zeros.
unsafe impl ZeroValid for u8 {}
// SAFETY: as above.
unsafe impl ZeroValid for u32 {}
// SAFETY: as above.
unsafe impl ZeroValid for [u64; 2] {}

/// A fixed-length table of `T`, all zero when made.
pub(crate) struct Zeroed<T: ZeroValid> {
    /// The first element and the length: one load each, no branch, for the
    /// interpreter's every memory access.
    ptr: NonNull<T>,
    len: usize,
    /// What holds the elements (only dropped, never read).
    _owner: Owner<T>,
}

enum Owner<T> {
    Mapped(#[allow(dead_code)] region::Allocation),
    /// An empty table, or where the system refused a mapping.
    Heap(#[allow(dead_code)] Vec<T>),
}

// SAFETY: the table owns its elements alone (nothing else points into them
// until a caller takes a pointer, as with a `Vec`), and `T` is plain data.
unsafe impl<T: ZeroValid + Send> Send for Zeroed<T> {}
// SAFETY: shared access only reads, through `&[T]`.
unsafe impl<T: ZeroValid + Sync> Sync for Zeroed<T> {}

impl<T: ZeroValid> Zeroed<T> {
    /// A table of `len` zeros.
    pub(crate) fn new(len: usize) -> Zeroed<T> {
        let bytes = len.checked_mul(std::mem::size_of::<T>());
        let mapped = bytes
            .filter(|&b| b > 0)
            .and_then(|b| region::alloc(b, region::Protection::READ_WRITE).ok());
        match mapped {
            Some(mut map) => Zeroed {
                // The mapping is page-aligned, so aligned for `T`.
                ptr: NonNull::new(map.as_mut_ptr::<T>()).unwrap_or(NonNull::dangling()),
                len,
                _owner: Owner::Mapped(map),
            },
            None => {
                let mut heap = vec![zero(); len];
                Zeroed {
                    // A `Vec`'s buffer stays put when the `Vec` moves.
                    ptr: NonNull::new(heap.as_mut_ptr()).unwrap_or(NonNull::dangling()),
                    len,
                    _owner: Owner::Heap(heap),
                }
            }
        }
    }
}

/// `T`'s zero value.
fn zero<T: ZeroValid>() -> T {
    // SAFETY: `T: ZeroValid` promises that zeros are a valid `T`.
    unsafe { std::mem::zeroed() }
}

impl<T: ZeroValid> Deref for Zeroed<T> {
    type Target = [T];

    #[inline(always)]
    fn deref(&self) -> &[T] {
        // SAFETY: `ptr` points to `len` initialised `T`s (a mapping the system
        // zero-filled, zeros being valid `T`s, or a `Vec` of zeros), written
        // only through this table since, and owned by it.
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }
}

impl<T: ZeroValid> DerefMut for Zeroed<T> {
    #[inline(always)]
    fn deref_mut(&mut self) -> &mut [T] {
        // SAFETY: as in `deref`, and `&mut self` makes the access unique.
        unsafe { std::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.len) }
    }
}

#[cfg(test)]
mod tests {
    use super::Zeroed;

    #[test]
    fn tables_start_zero_and_keep_what_is_written() {
        let mut t = Zeroed::<u32>::new(100_000);
        assert_eq!(t.len(), 100_000);
        assert!(t.iter().all(|&x| x == 0));
        t[99_999] = 7;
        t[0] = 1;
        assert_eq!((t[0], t[1], t[99_999]), (1, 0, 7));
        let empty = Zeroed::<[u64; 2]>::new(0);
        assert!(empty.is_empty());
        let small = Zeroed::<u8>::new(3);
        assert_eq!(&small[..], &[0, 0, 0]);
    }
}
