//! Buffers of the liveness analysis and of `forward_zeros`, kept from one
//! function to the next on the same thread: allocating them for every function
//! compiled showed in the profile (the same scheme as `vcode.rs`).

use super::Effects;
use crate::thread_spare;
use std::cell::RefCell;

/// At most this many spare bit-set buffers are kept (the analysis uses four
/// at a time, `forward_zeros` one more).
const MAX_SPARE_WORDS: usize = 8;

thread_local! {
    static WORDS: RefCell<Vec<Vec<u64>>> = const { RefCell::new(Vec::new()) };
    static EFFECTS: thread_spare::Slot<EffectBufs> = const { thread_spare::Slot::new(None) };
}

/// The lists of a `FunctionEffects`: per instruction, and per block.
pub(super) type EffectBufs = (Vec<Effects>, Vec<(usize, usize)>);

/// `n` zero words, in a spare buffer when there is one.
pub(super) fn words(n: usize) -> Vec<u64> {
    let mut v = WORDS
        .try_with(|w| w.borrow_mut().pop())
        .ok()
        .flatten()
        .unwrap_or_default();
    v.clear();
    v.resize(n, 0);
    v
}

/// Leaves a buffer from [`words`] to a later user (not at all while the
/// thread's storage is being torn down).
pub(super) fn give_words(v: Vec<u64>) {
    let _ = WORDS.try_with(|w| {
        let mut w = w.borrow_mut();
        if w.len() < MAX_SPARE_WORDS {
            w.push(v);
        }
    });
}

/// Empty effect lists, in spare buffers when there are some.
pub(super) fn effect_bufs() -> EffectBufs {
    let (mut insts, mut ranges) = thread_spare::take(&EFFECTS);
    insts.clear();
    ranges.clear();
    (insts, ranges)
}

/// Leaves the lists from [`effect_bufs`] to the next function.
pub(super) fn give_effect_bufs(bufs: EffectBufs) {
    thread_spare::give_back(&EFFECTS, bufs);
}
