//! Where an `fcmp` calls the runtime's `__cpu0_cmp_f32`/`__cpu0_cmp_f64` instead of
//! being lowered inline (isle/float.isle): outside loops, at `opt_level=speed`.
//!
//! The inline compare of two f64s is about 30 instructions; the call is the
//! argument moves, `jsub`, its delay slot and one or two instructions on the
//! routine's mask (1 less, 2 equal, 4 greater, 8 unordered). It is smaller but
//! slower: a review measured about 66 instructions per f64 compare through the
//! call against 30-41 inline (f32: about 41 against 21-26), so a float helper
//! that compares outside its loops and is called from a hot loop pays for it
//! (LLVM's MIPS soft-float code calls `__eqdf2` and friends for every compare).
//! In a loop the call and its clobbered registers would cost on the hot path, so
//! loops keep the inline form; so does a function that makes no other call (the
//! call would give it a frame and the saving of `$lr`).

use super::order::{BlockOrder, LBlock};
use cranelift_codegen::entity::EntityRef;
use cranelift_codegen::ir::{Function, Opcode};

/// Whether the function calls something anyway: a call, or float arithmetic
/// (which calls the runtime).
fn makes_calls(func: &Function) -> bool {
    func.layout.blocks().any(|b| {
        func.layout.block_insts(b).any(|i| {
            use Opcode::*;
            matches!(
                func.dfg.insts[i].opcode(),
                Call | CallIndirect
                    | Fadd
                    | Fsub
                    | Fmul
                    | Fdiv
                    | Sqrt
                    | Fma
                    | FcvtToSint
                    | FcvtToUint
                    | FcvtToSintSat
                    | FcvtToUintSat
                    | FcvtFromSint
                    | FcvtFromUint
                    | Fpromote
                    | Fdemote
            )
        })
    })
}

/// Per CLIF block (by index): whether its `fcmp`s call; all false in a function
/// that makes no other call. Else whether it lies outside every loop, approximately:
/// a loop is the stretch of the lowering order from a header to the last block
/// with an edge back to it. Every cycle has such a backward edge in the order, so
/// every block on a cycle is marked (some others may be too). Only the choice of
/// code depends on it, never its meaning.
pub(super) fn calling_blocks(func: &Function, order: &BlockOrder) -> Vec<bool> {
    let mut outside = vec![false; func.dfg.num_blocks()];
    if !makes_calls(func) {
        return outside;
    }
    let in_loop = super::consts::loop_blocks(order.blocks.len(), &|i| order.preds(i));
    for (index, block) in order.blocks.iter().enumerate() {
        if let LBlock::Orig(b) = block {
            outside[b.index()] = !in_loop[index];
        }
    }
    outside
}
