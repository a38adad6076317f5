//! Side exits: leaving a unit before an instruction the interpreter must run,
//! with the state exactly as the interpreter would have it there.

use super::{Emitter, AT_SLOT, SIDE_EXIT};
use cranelift_codegen::ir::{types, Block, InstBuilder, Value};

impl Emitter<'_, '_> {
    /// Leaves the function before instruction `i` (at `pc`) when `cond` is
    /// nonzero. Each side exit has a cold block of its own (a single
    /// predecessor and successor: no critical edge to split), which jumps to
    /// the unit's exit tail with the instruction's index and the pass
    /// counter; the tail stores the PC and returns the count. Against a
    /// store, the count's arithmetic and a return in every exit block, this
    /// compiles mandel with 1.4% fewer host instructions (callgrind, sync
    /// mode: 125.1 M -> 123.4 M), nbody 1.6%, the translated code the same.
    /// The guest registers are already in the machine (every write stores
    /// them), so the exit carries none.
    pub(super) fn side_exit_if(&mut self, cond: Value, i: usize, pc: u32) {
        debug_assert_eq!(pc, self.start.wrapping_add(4 * i as u32));
        let exit = self.b.create_block();
        let cont = self.b.create_block();
        self.b.ins().brif(cond, exit, &[], cont, &[]);
        self.b.seal_block(exit);
        self.b.seal_block(cont);
        self.b.set_cold_block(exit);
        self.b.switch_to_block(exit);
        let at_slot = match self.next_pc() {
            Some(next) => {
                self.store_npc(next);
                1
            }
            None => 0,
        };
        let index = self.b.ins().iconst(types::I64, i as i64);
        let counter = self.b.use_var(self.counter);
        let tail = self.exit_tail(at_slot);
        self.b.ins().jump(tail, &[index.into(), counter.into()]);
        self.b.switch_to_block(cont);
    }

    /// The unit's shared exit tail (`at_slot` 1 for exits at a delay slot):
    /// takes the instruction's index and the pass counter.
    fn exit_tail(&mut self, at_slot: usize) -> Block {
        if let Some(block) = self.exit_tails[at_slot] {
            return block;
        }
        let block = self.b.create_block();
        self.b.append_block_param(block, types::I64);
        self.b.append_block_param(block, types::I64);
        self.b.set_cold_block(block);
        self.exit_tails[at_slot] = Some(block);
        block
    }

    /// Fills the exit tails made (see [`exit_tail`](Self::exit_tail)): the
    /// PC is `start + 4 * index`, the count `counter + index`.
    pub(super) fn finish_exit_tails(&mut self) {
        for at_slot in 0..2 {
            let Some(block) = self.exit_tails[at_slot] else {
                continue;
            };
            self.b.switch_to_block(block);
            let index = self.b.block_params(block)[0];
            let counter = self.b.block_params(block)[1];
            let index_32 = self.b.ins().ireduce(types::I32, index);
            let offset = self.b.ins().ishl_imm_s(index_32, 2);
            let pc = self
                .b
                .ins()
                .iadd_imm_s(offset, i64::from(self.start as i32));
            self.store_pc(pc);
            let count = self.b.ins().iadd(counter, index);
            let flags = if at_slot == 1 {
                SIDE_EXIT | AT_SLOT
            } else {
                SIDE_EXIT
            };
            let result = self.result(count, flags);
            self.b.ins().return_(&[result]);
        }
    }
}
