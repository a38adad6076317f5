//! Buffers kept from one function to the next on the same thread.
//!
//! Compiling a function allocates the same tables and lists every time
//! (instruction lists, per-value tables, bit sets); allocating them afresh for
//! each function showed in the compile-speed profile. A pass takes its thread's
//! spare value (emptied by the caller, which knows its sizes), uses it, and
//! gives it back when done. A spare is taken out, not borrowed, so a nested or
//! failed compile only finds none and starts from an empty one.
//!
//! The slot is a `RefCell`, not a `Cell`: giving back then writes the value in
//! place, where `Cell::set` first copies the old one out (a `memcpy` of the
//! whole struct per call, which showed in the profile).

use std::cell::RefCell;
use std::thread::LocalKey;

/// A thread's spare value: `None` until one is given back.
pub(crate) type Slot<T> = RefCell<Option<T>>;

/// The spare value in `slot`, or a new empty one.
#[inline]
pub(crate) fn take<T: Default>(slot: &'static LocalKey<Slot<T>>) -> T {
    match slot.try_with(|s| s.borrow_mut().take()) {
        Ok(Some(value)) => value,
        _ => T::default(),
    }
}

/// Leaves `value` to the next [`take`] on this thread (dropped instead while
/// the thread's storage is being torn down).
#[inline]
pub(crate) fn give_back<T>(slot: &'static LocalKey<Slot<T>>, value: T) {
    let _ = slot.try_with(|s| *s.borrow_mut() = Some(value));
}

/// Applies `f` to the spare value in `slot` in place, if there is one.
#[inline]
pub(crate) fn update<T>(slot: &'static LocalKey<Slot<T>>, f: impl FnOnce(&mut T)) {
    let _ = slot.try_with(|s| s.borrow_mut().as_mut().map(f));
}
