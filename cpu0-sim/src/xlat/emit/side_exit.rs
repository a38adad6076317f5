//! Side exits: leaving a unit before an instruction the interpreter must run,
//! with the state exactly as the interpreter would have it there.

use super::{Emitter, AT_SLOT, SIDE_EXIT};
use cranelift_codegen::ir::{types, Block, InstBuilder, Value};

impl Emitter<'_, '_> {
    /// Leaves the function before instruction `i` (at `pc`) when `cond` is
    /// nonzero. Each side exit has a cold block of its own (a single
    /// predecessor and successor: no critical edge to split), which jumps to
    /// the unit's exit tail with the instruction's index and flags and the
    /// pass counter; the tail stores the PC and returns the count. Against a
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
        let flags = match self.next_pc() {
            Some(next) => {
                self.store_npc(next);
                SIDE_EXIT | AT_SLOT
            }
            None => SIDE_EXIT,
        };
        let counter = self.b.use_var(self.counter);
        self.leave_through_tail(i, flags, counter);
        self.b.switch_to_block(cont);
    }

    /// Ends the current block with a jump to the unit's exit tail, which
    /// stores the PC of instruction `i` and returns `(counter + i) << 2 |
    /// flags` (`flags` below 4). One tail for all of a unit's returns to
    /// the dispatcher at a known instruction (side exits at a delay slot or
    /// not, and the entry's decline): the index and the flags travel as one
    /// value, `4 * i + flags`, which is the result's low part as it is and
    /// the PC's offset once its flags are masked off. Against a tail per
    /// kind of exit and a decline block with a return of its own in every
    /// unit, compiling took 2.8% fewer host instructions (callgrind, sync
    /// mode: mandel 115.6 M -> 112.4 M, nbody 121.0 M -> 117.2 M), the
    /// translated code the same (mandel 172.1 M, nbody 159.6 M). Each block
    /// and return costs Cranelift thousands of host instructions: a unit of
    /// one `addiu` and a `ret` compiles with ~390 K, an empty function ~84 K.
    pub(super) fn leave_through_tail(&mut self, i: usize, flags: u64, counter: Value) {
        debug_assert!(flags < 4);
        let tail = self.exit_tail();
        let low = self.b.ins().iconst(types::I64, 4 * i as i64 + flags as i64);
        self.b.ins().jump(tail, &[low.into(), counter.into()]);
    }

    /// The unit's exit tail, made at its first use: takes `4 * i + flags`
    /// and the pass counter.
    fn exit_tail(&mut self) -> Block {
        if let Some(block) = self.exit_tail {
            return block;
        }
        let block = self.b.create_block();
        self.b.append_block_param(block, types::I64);
        self.b.append_block_param(block, types::I64);
        self.b.set_cold_block(block);
        self.exit_tail = Some(block);
        block
    }

    /// Fills the exit tail if made (see [`leave_through_tail`](Self::leave_through_tail)):
    /// the PC is `start + 4 * i`, the result `(counter << 2) + 4 * i + flags`.
    pub(super) fn finish_exit_tail(&mut self) {
        let Some(block) = self.exit_tail else {
            return;
        };
        self.b.switch_to_block(block);
        let low = self.b.block_params(block)[0];
        let counter = self.b.block_params(block)[1];
        let low_32 = self.b.ins().ireduce(types::I32, low);
        let offset = self.b.ins().band_imm_s(low_32, !3);
        let pc = self
            .b
            .ins()
            .iadd_imm_s(offset, i64::from(self.start as i32));
        self.store_pc(pc);
        let shifted = self.b.ins().ishl_imm_s(counter, 2);
        let result = self.b.ins().iadd(shifted, low);
        self.b.ins().return_(&[result]);
    }
}
