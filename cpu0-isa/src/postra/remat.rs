//! Spilled values that one instruction rebuilds are rebuilt, not reloaded.
//!
//! regalloc2 cannot rematerialise: a constant kept in a register across a long
//! stretch (a big block printing characters, say) is spilled like any value, a
//! store plus a load per later use. A forward data-flow analysis finds, for each
//! register and spill slot, the one-instruction constant, frame address
//! (`addiu $r, $sp, off`) or incoming stack argument word it holds on every
//! path. A load from a slot holding one becomes that instruction (for an
//! argument, a load from the argument's own place): the same size and cost as
//! the load. The stores are
//! then left without readers, and [`super::forward_zeros`] deletes them, and
//! the builds that only fed them.
//!
//! The same walk follows which spill slot each register is a copy of (loaded
//! from it or stored to it, neither written since), on every path: across
//! loops and joins, where `reloads.rs` sees one block and its extensions only.
//! A store of a register to the slot it is a copy of (or of the rebuildable
//! value the slot holds) is dropped; so is a load into such a register (unless
//! the slot's value is rebuildable and the copy came from before the block: a
//! join then rebuilds, which leaves its predecessors' builds dead); a load
//! of a slot another register is a copy of becomes a move from that register,
//! which `forward_zeros` usually forwards away.
//!
//! A register known to hold a stack slot's address (a frame address, or an
//! `addiu` of one) on every path is not needed to reach the slot: loads and
//! stores through it address the slot from `$sp`, and `addiu`s and copies of
//! it are rebuilt from `$sp`, so the build often has no reader left (and a
//! callee-saved register that held it is freed).

use super::{loc, Effects, NUM_REGS};
use crate::inst::emit::const_is_one_instruction;
use crate::inst::{AMode, AsmOp, MInst};
use crate::vcode::VCode;
use regalloc2::{Block, Function as _};

/// What a location (register or spill slot) holds at a point.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Known {
    /// No path reaches here yet (the analysis' starting point).
    Top,
    /// Something no single instruction rebuilds, or different things on
    /// different paths.
    Unknown,
    Const(u32),
    /// The address of a frame location (`LoadAddr` of a `Slot` or `Incoming`).
    FrameAddr(AMode),
    /// A word of this function's incoming stack arguments, which nothing writes
    /// (tail calls take register arguments only, `va_start` gets a pointer).
    IncomingWord(AMode),
    /// (Of a register's copy entry only) the value spill slot `s` holds.
    CopyOf(u32),
}

fn meet(a: Known, b: Known) -> Known {
    match (a, b) {
        (Known::Top, x) | (x, Known::Top) => x,
        (x, y) if x == y => x,
        _ => Known::Unknown,
    }
}

/// Registers are locations `0..16`, spill slot `s` is `16 + s` (as in `super`).
fn slot_loc(slot: u32) -> usize {
    NUM_REGS + slot as usize
}

/// The state of a function with `num_locs` locations: one entry per location,
/// then one per register saying which slot it is a copy of.
fn state_len(num_locs: usize) -> usize {
    num_locs + NUM_REGS
}

/// `state` after `inst`, given `state` before it. Returns the register whose
/// copy fact `inst` set (a spill `ld`/`st`'s register or a `Mov`'s
/// destination), whether or not it is now a copy of a slot: callers check
/// `Known::CopyOf` themselves.
fn step(inst: &mut MInst, state: &mut [Known], slot_base: i64) -> Option<usize> {
    let copies_at = state.len() - NUM_REGS;
    // The register that becomes a copy of a slot, and of which one.
    let copy = match inst {
        MInst::Load {
            op: AsmOp::Ld,
            rd,
            addr: AMode::Spill { slot },
        } => Some((loc(rd.to_reg()), Known::CopyOf(*slot))),
        MInst::Mov { rd, rs } => Some((loc(rd.to_reg()), state[copies_at + loc(*rs)])),
        MInst::Store {
            op,
            src,
            addr: AMode::Spill { slot },
        } => {
            // The registers that were copies of the slot are no more.
            let slot = *slot;
            for c in &mut state[copies_at..] {
                if *c == Known::CopyOf(slot) {
                    *c = Known::Unknown;
                }
            }
            (*op == AsmOp::St).then(|| (loc(*src), Known::CopyOf(slot)))
        }
        _ => None,
    };
    let built = match inst {
        MInst::LoadConst { rd, imm } if const_is_one_instruction(*imm) => {
            Some((loc(rd.to_reg()), Known::Const(*imm)))
        }
        MInst::LoadAddr {
            rd,
            addr: addr @ (AMode::Slot { .. } | AMode::Incoming { .. }),
        } => Some((loc(rd.to_reg()), Known::FrameAddr(*addr))),
        MInst::Load {
            op: AsmOp::Ld,
            rd,
            addr: addr @ AMode::Incoming { .. },
        } => Some((loc(rd.to_reg()), Known::IncomingWord(*addr))),
        MInst::Mov { rd, rs } => Some((loc(rd.to_reg()), state[loc(*rs)])),
        // A frame address plus a constant is another frame address.
        MInst::AluRRI {
            op: AsmOp::Addiu,
            rd,
            rs,
            imm,
        } => slot_plus(state[loc(*rs)], *imm, slot_base)
            .map(|addr| (loc(rd.to_reg()), Known::FrameAddr(addr))),
        MInst::Load {
            rd,
            addr: AMode::Spill { slot },
            ..
        } => Some((loc(rd.to_reg()), state[slot_loc(*slot)])),
        MInst::Store {
            src,
            addr: AMode::Spill { slot },
            ..
        } => Some((slot_loc(*slot), state[loc(*src)])),
        _ => None,
    };
    let defs = Effects::of(inst).defs;
    // Only the written registers change: visit their bits, not all sixteen.
    let mut written = defs;
    while written != 0 {
        let r = written.trailing_zeros() as usize;
        state[r] = Known::Unknown;
        state[copies_at + r] = Known::Unknown;
        written &= written - 1;
    }
    if let Some((l, k)) = built {
        state[l] = k;
    }
    if let Some((r, k)) = copy {
        state[copies_at + r] = k;
    }
    state[loc(crate::regs::ZERO)] = Known::Const(0);
    copy.map(|(r, _)| r)
}

/// `Slot { offset + imm }` when `known` is the address `Slot { offset }` and the
/// sum, with the slot area's place in the frame (`slot_base`), still fits one
/// instruction's 16-bit offset.
fn slot_plus(known: Known, imm: i32, slot_base: i64) -> Option<AMode> {
    let Known::FrameAddr(AMode::Slot { offset }) = known else {
        return None;
    };
    let sum = offset.checked_add(imm)?;
    (-0x8000..=0x7fff)
        .contains(&(slot_base + i64::from(sum)))
        .then_some(AMode::Slot { offset: sum })
}

/// Whether the walk can change anything: spill slots to rebuild, or frame
/// addresses that loads and stores may use directly.
fn worth_walking(blocks: &[Vec<MInst>], num_spillslots: usize) -> bool {
    num_spillslots != 0
        || blocks.iter().flatten().any(|i| {
            matches!(
                i,
                MInst::LoadAddr {
                    addr: AMode::Slot { .. },
                    ..
                }
            )
        })
}

/// Rewrites the loads of spill slots that hold one rebuildable value on every
/// path (see the module comment), and loads and stores through a register
/// holding a stack-slot address to address the slot from `$sp` (the address
/// build is then often dead). Runs on allocated code, before `forward_zeros`.
pub fn remat_spilled_values(blocks: &mut [Vec<MInst>], vcode: &VCode, num_spillslots: usize) {
    if !worth_walking(blocks, num_spillslots) {
        return;
    }
    let slot_base = i64::from(vcode.frame.outgoing_size);
    let n = blocks.len();
    // Per block: every location, then the registers' copy entries.
    let width = state_len(NUM_REGS + num_spillslots);
    // Entry and exit states of every block, end to end.
    let mut ins = vec![Known::Top; n * width];
    let mut outs = vec![Known::Top; n * width];
    ins[..width].fill(Known::Unknown);
    let mut state = vec![Known::Top; width];
    let mut visited = vec![false; n];
    let mut changed = true;
    while changed {
        changed = false;
        for b in 0..n {
            if b != 0 {
                state.fill(Known::Top);
                for p in vcode.block_preds(Block::new(b)) {
                    let out = &outs[p.index() * width..][..width];
                    for (s, o) in state.iter_mut().zip(out) {
                        *s = meet(*s, *o);
                    }
                }
                let entry = &mut ins[b * width..][..width];
                if visited[b] && entry == state.as_slice() {
                    continue;
                }
                entry.copy_from_slice(&state);
            } else if visited[0] {
                continue;
            } else {
                state.copy_from_slice(&ins[..width]);
            }
            visited[b] = true;
            for inst in blocks[b].iter_mut() {
                step(inst, &mut state, slot_base);
            }
            let exit = &mut outs[b * width..][..width];
            if exit != state.as_slice() {
                exit.copy_from_slice(&state);
                changed = true;
            }
        }
    }
    for (b, insts) in blocks.iter_mut().enumerate() {
        state.copy_from_slice(&ins[b * width..][..width]);
        // Bit `r`: register `r` became a copy of a slot in this block.
        let mut local = 0u16;
        for inst in insts.iter_mut() {
            rewrite(inst, &state, local, slot_base);
            if let Some(r) = step(inst, &mut state, slot_base) {
                local |= 1 << r;
            }
        }
    }
}

/// Rewrites `inst` (a spill load or store, a load or store through a register,
/// a move or an `addiu`) when `state` (before it) says what the slot or the
/// register holds: see the module comment. The rewritten instruction leaves
/// every location as the original did.
fn rewrite(inst: &mut MInst, state: &[Known], local: u16, slot_base: i64) {
    let copies_at = state.len() - NUM_REGS;
    match inst {
        // Through a register holding a stack slot's address: from `$sp`.
        MInst::Load {
            addr: addr @ AMode::Reg { .. },
            ..
        }
        | MInst::Store {
            addr: addr @ AMode::Reg { .. },
            ..
        } => {
            let AMode::Reg { base, offset } = *addr else {
                return;
            };
            if let Some(slot) = slot_plus(state[loc(base)], offset, slot_base) {
                *addr = slot;
            }
        }
        // A copy of a frame address (not a copy onto itself, which emits
        // nothing) is built from `$sp` too, at the same size.
        MInst::Mov { rd, rs } if rd.to_reg() != *rs => {
            if let Some(addr) = slot_plus(state[loc(*rs)], 0, slot_base) {
                *inst = MInst::LoadAddr { rd: *rd, addr };
            }
        }
        // A frame address plus a constant: built from `$sp`, which may leave
        // the first address unread.
        MInst::AluRRI {
            op: AsmOp::Addiu,
            rd,
            rs,
            imm,
        } => {
            if let Some(addr) = slot_plus(state[loc(*rs)], *imm, slot_base) {
                *inst = MInst::LoadAddr { rd: *rd, addr };
            }
        }
        MInst::Load {
            op: AsmOp::Ld,
            rd,
            addr: AMode::Spill { slot },
        } => {
            let (rd, slot) = (*rd, *slot);
            let d = loc(rd.to_reg());
            // A register made a copy earlier in the block needs nothing.
            if local & (1 << d) != 0 && state[copies_at + d] == Known::CopyOf(slot) {
                *inst = MInst::Nop;
                return;
            }
            // Else a rebuild first: a join's register holding the slot's
            // value would keep alive the builds of its predecessors, which its
            // own rebuild leaves dead (a loop's exit in `strings`, say).
            match state[slot_loc(slot)] {
                Known::Const(imm) => *inst = MInst::LoadConst { rd, imm },
                Known::FrameAddr(addr) => *inst = MInst::LoadAddr { rd, addr },
                Known::IncomingWord(addr) => {
                    *inst = MInst::Load {
                        op: AsmOp::Ld,
                        rd,
                        addr,
                    }
                }
                _ => {
                    let copies = &state[copies_at..];
                    if copies[loc(rd.to_reg())] == Known::CopyOf(slot) {
                        *inst = MInst::Nop;
                    } else if let Some(q) = copies.iter().position(|c| *c == Known::CopyOf(slot)) {
                        let hw = cpu0_asm::Reg::new(q as u8).expect("a register");
                        let rs = crate::regs::Reg::phys(hw);
                        *inst = MInst::Mov { rd, rs };
                    }
                }
            }
        }
        MInst::Store {
            op: AsmOp::St,
            src,
            addr: AMode::Spill { slot },
        } => {
            // The slot already holds the value: the register is a copy of it,
            // or both hold the same rebuildable value.
            let (src, slot) = (loc(*src), *slot);
            let held = state[slot_loc(slot)];
            let same_value = matches!(
                held,
                Known::Const(_) | Known::FrameAddr(_) | Known::IncomingWord(_)
            ) && state[src] == held;
            if same_value || state[copies_at + src] == Known::CopyOf(slot) {
                *inst = MInst::Nop;
            }
        }
        _ => {}
    }
}
