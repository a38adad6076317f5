//! The per-value tables and scratch buffers of a [`super::LowerCtx`], kept from
//! one function to the next on the same thread: allocating them afresh for every
//! function compiled showed in the profile (the same scheme as `vcode.rs`).

use super::isle::MInst;
use crate::inst::MachLabel;
use crate::regs::{Reg, ValueRegs};
use crate::thread_spare;
use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::ir::Value;

/// The buffers; see the fields of the same names in `LowerCtx`.
#[derive(Default)]
pub(super) struct Spare {
    pub value_regs: SecondaryMap<Value, Option<ValueRegs>>,
    pub needed: SecondaryMap<Value, bool>,
    pub uses: SecondaryMap<Value, u32>,
    pub alias: Vec<Reg>,
    pub cur: Vec<MInst>,
    pub targets: Vec<MachLabel>,
    pub rev: Vec<MInst>,
}

thread_local! {
    static SPARE: thread_spare::Slot<Spare> = const { thread_spare::Slot::new(None) };
}

/// Resets a table to `n` default entries, keeping its allocation.
fn reset<V: Clone + Default>(map: &mut SecondaryMap<Value, V>, n: usize) {
    map.clear();
    map.resize(n);
}

impl Spare {
    /// The thread's buffers (or new ones), emptied, the tables sized for
    /// `num_values` values.
    pub fn take(num_values: usize) -> Spare {
        let mut s = thread_spare::take(&SPARE);
        reset(&mut s.value_regs, num_values);
        reset(&mut s.needed, num_values);
        reset(&mut s.uses, num_values);
        s.alias.clear();
        s.alias.reserve(num_values + 8);
        s.cur.clear();
        s.targets.clear();
        s.rev.clear();
        s
    }

    /// Leaves the buffers to the next function lowered on this thread (not at
    /// all while the thread's storage is being torn down).
    pub fn give_back(self) {
        thread_spare::give_back(&SPARE, self);
    }
}
