//! Where an `fcmp` calls the runtime's `__cpu0_cmp_f32`/`__cpu0_cmp_f64` instead of
//! being lowered inline (isle/float.isle), at `opt_level=speed`: outside loops,
//! and for an ordering of two `f64` variables everywhere.
//!
//! The inline compare of two f64s is about 30-41 instructions, of two f32s 21-26;
//! the call is the argument moves, `jsub`, its delay slot and one or two
//! instructions on the routine's mask (1 less, 2 equal, 4 greater, 8
//! unordered), and the routine, hand-written assembly on cpu032II
//! (cpu0-rt/src/fast/cmp_f*.s), runs 19 (f64) or 17 (f32) instructions for
//! ordered operands. So an `f64` ordering of two variables calls everywhere
//! ([`vars_call`]): measured on the float dyn-count programs
//! (cpu0-llvm/benches/dyn), calling in loops and leaves too took fsort's
//! sorts of doubles from 6,340,354 to 5,523,767 instructions, left fsolve
//! (9,881,238 -> 9,878,300) and the corpus's linsolve (464,778 -> 465,159)
//! about even, and the C corpus 124 bytes smaller. The other compares call
//! only outside loops ([`calling_blocks`]): against a constant the inline form
//! is short (calling those in loops cost fparticles, f32, 17 % more
//! instructions), and an `f32` compare gains little; and only in a function
//! that makes another call anyway (else the call would give it a frame and
//! the saving of `$lr`). Outside loops a call is a few words smaller than the
//! inline form (LLVM's MIPS soft-float code calls `__eqdf2` and friends for
//! every compare).

use super::order::{BlockOrder, LBlock};
use cranelift_codegen::entity::EntityRef;
use cranelift_codegen::ir::{types, Function, Opcode, Type};

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

/// Whether an `fcmp` of two variables of type `ty` calls (at `opt_level=speed`,
/// on cpu032II), given whether its condition is an ordering (`lt`, `ule`, ...),
/// whether the block's compares call ([`calling_blocks`]) and whether both
/// operands' signs are known clear (`fabs` results: their bits are their keys,
/// and the inline compare is short). Else an `f64` ordering calls wherever it
/// is, in loops and leaves too: through the assembly routine the call costs
/// about what the inline compare does, in fewer words (a sort of doubles runs
/// 13 % fewer instructions, see the module comment). Not `eq`/`ne`/`one`/`ueq`:
/// their inline form is short, and a call in a loop costs its live values
/// stores and reloads around it (review: an insertion sort testing `!=` ran
/// 18 % more instructions). `f32` compares and those against constants keep
/// the block's rule.
pub(super) fn vars_call(ty: Type, ordering: bool, block_calls: bool, keys_free: bool) -> bool {
    block_calls || (ty == types::F64 && ordering && !keys_free)
}
