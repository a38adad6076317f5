//! Side exits: leaving a unit before an instruction the interpreter must run,
//! with the state exactly as the interpreter would have it there.

use super::{Emitter, AT_SLOT, SIDE_EXIT};
use cranelift_codegen::ir::{InstBuilder, Value};

impl Emitter<'_, '_> {
    /// Leaves the function before instruction `i` (at `pc`) when `cond` is
    /// nonzero. Each side exit has a block of its own that stores the control
    /// state and returns: with no block parameters and a single predecessor,
    /// the edge needs no split block and no moves (cheaper to allocate
    /// registers for than one shared exit). The guest registers are already
    /// in the machine (every write stores them), so the exit carries none.
    pub(super) fn side_exit_if(&mut self, cond: Value, i: usize, pc: u32) {
        debug_assert_eq!(pc, self.start.wrapping_add(4 * i as u32));
        let exit = self.b.create_block();
        let cont = self.b.create_block();
        self.b.ins().brif(cond, exit, &[], cont, &[]);
        self.b.seal_block(exit);
        self.b.seal_block(cont);
        self.b.set_cold_block(exit);
        self.b.switch_to_block(exit);
        let pc_value = self.iconst(pc);
        self.store_pc(pc_value);
        let at_slot = match self.slot_next {
            Some(next) => {
                self.store_npc(next);
                AT_SLOT
            }
            None => 0,
        };
        let count = self.count(i);
        let result = self.result(count, SIDE_EXIT | at_slot);
        self.b.ins().return_(&[result]);
        self.b.switch_to_block(cont);
    }
}
