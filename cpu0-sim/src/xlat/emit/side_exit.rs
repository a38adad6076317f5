//! Side exits: leaving a unit before an instruction the interpreter must run,
//! with the state exactly as the interpreter would have it there.

use super::{Emitter, AT_SLOT, SIDE_EXIT};
use cranelift_codegen::ir::{types, Block, InstBuilder, Value};

impl Emitter<'_, '_> {
    /// Leaves the function before instruction `i` (at `pc`) when `cond` is
    /// nonzero. Every side exit jumps to one shared block (one for exits in a
    /// delay slot, one for the others) with the instruction's index, the pass's
    /// count and the slot's next PC as arguments; the guest registers are
    /// already in the machine (every write stores them), so the exit carries
    /// none of them and the path that does not leave computes nothing for it.
    pub(super) fn side_exit_if(&mut self, cond: Value, i: usize, pc: u32) {
        debug_assert_eq!(pc, self.start.wrapping_add(4 * i as u32));
        let in_slot = self.slot_next.is_some();
        let exit = match self.side_exit[usize::from(in_slot)] {
            Some(exit) => exit,
            None => self.make_side_exit(in_slot),
        };
        let index = self.iconst(i as u32);
        let counter = self.b.use_var(self.counter);
        let mut args = vec![index.into(), counter.into()];
        if let Some(next) = self.slot_next {
            args.push(next.into());
        }
        let cont = self.b.create_block();
        self.b.ins().brif(cond, exit, &args, cont, &[]);
        self.b.seal_block(cont);
        self.b.switch_to_block(cont);
    }

    /// A shared side exit's block: `(index, counter, [npc])`.
    fn make_side_exit(&mut self, in_slot: bool) -> Block {
        let exit = self.b.create_block();
        self.b.append_block_param(exit, types::I32);
        self.b.append_block_param(exit, types::I64);
        if in_slot {
            self.b.append_block_param(exit, types::I32);
        }
        self.side_exit[usize::from(in_slot)] = Some(exit);
        exit
    }

    /// The shared side exits (those any exit uses): store the control state
    /// and return the count with [`SIDE_EXIT`] (and [`AT_SLOT`] in a slot).
    pub(super) fn fill_side_exits(&mut self) {
        for in_slot in [false, true] {
            let Some(exit) = self.side_exit[usize::from(in_slot)] else {
                continue;
            };
            self.b.switch_to_block(exit);
            let params = self.b.block_params(exit).to_vec();
            let (index, counter) = (params[0], params[1]);
            let offset = self.b.ins().ishl_imm_s(index, 2);
            let pc = self.b.ins().iadd_imm_s(offset, i64::from(self.start));
            let (npc, at_slot) = if in_slot {
                (params[2], AT_SLOT)
            } else {
                (self.b.ins().iadd_imm_s(pc, 4), 0)
            };
            self.store_control(pc, npc);
            let index = self.b.ins().uextend(types::I64, index);
            let count = self.b.ins().iadd(counter, index);
            let result = self.result(count, SIDE_EXIT | at_slot);
            self.b.ins().return_(&[result]);
        }
    }
}
