//! Compares into `$sw`, branches, jumps and calls.

use super::{Emitter, LR, SW, SW_N, SW_Z};
use crate::predecode::{Decoded, Op};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, InstBuilder, Value};

impl Emitter<'_, '_> {
    /// Compares into `$sw`, branches, jumps and calls: a branch's "taken" flag (the
    /// unit ends after its delay slot), or `None`.
    pub(super) fn control(&mut self, d: Decoded, pc: u32) -> Option<Value> {
        use Op::*;
        let target = pc.wrapping_add(4).wrapping_add(d.imm);
        match d.op {
            Cmp | Cmpu => {
                let (b, c) = (self.reg(d.rb), self.reg(d.rc));
                let cc = if d.op == Cmp {
                    IntCC::SignedLessThan
                } else {
                    IntCC::UnsignedLessThan
                };
                // N | Z combined in the compares' 8-bit results, widened once.
                let less = self.b.ins().icmp(cc, b, c);
                let equal = self.b.ins().icmp(IntCC::Equal, b, c);
                let z = self.b.ins().ishl_imm_s(equal, 1);
                let flags = self.b.ins().bor(less, z);
                let flags = self.bool_to_word(flags);
                // `$sw` as the last compare left it is its other bits (made
                // then) and N, Z: reusing those bits keeps this compare's flags
                // dead code when its store is dead and nothing reads them.
                let sw = self.reg(SW);
                let base = match self.sw_base {
                    Some((after, base)) if after == sw => base,
                    _ => self.b.ins().band_imm_s(sw, !(SW_N | SW_Z)),
                };
                let sw = self.b.ins().bor(base, flags);
                self.set(SW, sw);
                self.sw_base = Some((sw, base));
                self.last_cmp = Some((d.op == Cmp, b, c));
            }

            Jeq | Jne | Jlt | Jgt | Jle | Jge => {
                if let Some((signed, b, c)) = self.last_cmp {
                    // N is `b < c` and Z is `b == c`, exactly.
                    let cc = match (d.op, signed) {
                        (Jeq, _) => IntCC::Equal,
                        (Jne, _) => IntCC::NotEqual,
                        (Jlt, true) => IntCC::SignedLessThan,
                        (Jgt, true) => IntCC::SignedGreaterThan,
                        (Jle, true) => IntCC::SignedLessThanOrEqual,
                        (_, true) => IntCC::SignedGreaterThanOrEqual,
                        (Jlt, false) => IntCC::UnsignedLessThan,
                        (Jgt, false) => IntCC::UnsignedGreaterThan,
                        (Jle, false) => IntCC::UnsignedLessThanOrEqual,
                        (_, false) => IntCC::UnsignedGreaterThanOrEqual,
                    };
                    let taken = self.b.ins().icmp(cc, b, c);
                    return Some(self.delayed(taken, target, pc));
                }
                // One mask and one compare of `$sw`'s N and Z bits: jgt is
                // "neither", jle "either", jge "not N alone" (N clear or Z set).
                let (mask, cc, value) = match d.op {
                    Jeq => (SW_Z, IntCC::NotEqual, 0),
                    Jne => (SW_Z, IntCC::Equal, 0),
                    Jlt => (SW_N, IntCC::NotEqual, 0),
                    Jgt => (SW_N | SW_Z, IntCC::Equal, 0),
                    Jle => (SW_N | SW_Z, IntCC::NotEqual, 0),
                    _ => (SW_N | SW_Z, IntCC::NotEqual, SW_N),
                };
                let sw = self.reg(SW);
                let bits = self.b.ins().band_imm_s(sw, mask);
                let taken = self.b.ins().icmp_imm_s(cc, bits, value);
                return Some(self.delayed(taken, target, pc));
            }
            Beq | Bne => {
                let (a, b) = (self.reg(d.ra), self.reg(d.rb));
                let cc = if d.op == Beq {
                    IntCC::Equal
                } else {
                    IntCC::NotEqual
                };
                let taken = self.b.ins().icmp(cc, a, b);
                return Some(self.delayed(taken, target, pc));
            }
            Jsub | Jalr | Ret => {
                let (next, link) = match d.op {
                    Jsub => (self.iconst(target), Some(LR)),
                    Jalr => (self.reg(d.rb), Some(d.ra)),
                    _ => (self.reg(d.ra), None),
                };
                if let Some(link) = link {
                    let return_address = self.iconst(pc.wrapping_add(8));
                    self.set(link, return_address);
                }
                self.slot_next = Some(next);
                return Some(self.b.ins().iconst(types::I8, 1));
            }
            Jmp | Bal => {
                if d.op == Bal {
                    let return_address = self.iconst(pc.wrapping_add(4));
                    self.set(LR, return_address);
                }
                let next = self.iconst(target);
                self.slot_next = Some(next);
            }
            _ => unreachable!("{:?} is not a compare or branch", d.op),
        }
        None
    }
}
