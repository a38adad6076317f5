//! Execution statistics.

use crate::predecode::Op;
use cpu0_asm::Opcode;

/// The number of opcodes in the instruction table.
pub const OPCODE_COUNT: usize = Opcode::ALL.len();

/// How many instructions ran. The total is always counted; the per-opcode counts
/// only while [`Config::count_opcodes`](crate::Config::count_opcodes) is on (it costs
/// a little speed).
#[derive(Clone, Debug)]
pub struct Stats {
    pub(crate) instructions: u64,
    /// Indexed by `Op as u8`, so the loop indexes without a bounds check.
    pub(crate) by_op: [u64; 256],
}

impl Default for Stats {
    fn default() -> Stats {
        Stats {
            instructions: 0,
            by_op: [0; 256],
        }
    }
}

impl Stats {
    /// Instructions executed (completed without a trap) since the machine was made.
    pub fn instructions(&self) -> u64 {
        self.instructions
    }

    /// How many times `op` executed.
    pub fn count(&self, op: Opcode) -> u64 {
        self.by_op[Op::stats_index(op)]
    }

    /// The count of every opcode, indexed by `Opcode as usize`.
    pub fn per_opcode(&self) -> [u64; OPCODE_COUNT] {
        let mut counts = [0; OPCODE_COUNT];
        for (i, op) in Opcode::ALL.iter().enumerate() {
            counts[i] = self.count(*op);
        }
        counts
    }
}
