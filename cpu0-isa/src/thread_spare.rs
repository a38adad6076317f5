//! Buffers kept from one function to the next on the same thread.
//!
//! Compiling a function allocates the same tables and lists every time
//! (instruction lists, per-value tables, bit sets); allocating them afresh for
//! each function showed in the compile-speed profile. A pass takes its thread's
//! spare value (emptied by the caller, which knows its sizes), uses it, and
//! gives it back when done. A spare is taken out, not borrowed, so a nested or
//! failed compile only finds none and starts from an empty one.

use std::cell::Cell;
use std::thread::LocalKey;

/// A thread's spare value: `None` until one is given back.
pub(crate) type Slot<T> = Cell<Option<T>>;

/// The spare value in `slot`, or a new empty one.
pub(crate) fn take<T: Default>(slot: &'static LocalKey<Slot<T>>) -> T {
    slot.try_with(Cell::take).ok().flatten().unwrap_or_default()
}

/// Leaves `value` to the next [`take`] on this thread (dropped instead while
/// the thread's storage is being torn down).
pub(crate) fn give_back<T>(slot: &'static LocalKey<Slot<T>>, value: T) {
    let _ = slot.try_with(|s| s.set(Some(value)));
}
