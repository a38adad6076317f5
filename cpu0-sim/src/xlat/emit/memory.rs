//! Loads and stores: the bounds, alignment and permission check in front of
//! each access, and the byte swap a guest of the other byte order needs.

use super::{flags, Emitter};
use crate::predecode::{Decoded, Op};
use cpu0_asm::Endian;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, InstBuilder, Value};

impl Emitter<'_, '_> {
    /// The host address of the access `d` (instruction `i`, at `pc`), after
    /// one check that sends anything but plain memory to the interpreter
    /// (see [`failure`](Self::failure)), unless its group checked it already.
    fn address(&mut self, d: Decoded, i: usize, pc: u32) -> Value {
        // Computed again when the group checked it: shorter-lived values
        // make faster code (callgrind).
        let ea = self.effective_address(d);
        if !self.checked[i] {
            let bad = self.failure(d, ea);
            self.side_exit_if(bad, i, pc);
        }
        let offset = self.b.ins().uextend(types::I64, ea);
        let mem = self
            .bases
            .expect("made for a unit that accesses memory")
            .mem;
        self.b.ins().iadd(mem, offset)
    }

    /// Checks the accesses `group` (instructions `i..`, the first at `pc`)
    /// with one side exit before the first (see `unit_facts::access_groups`).
    pub(super) fn check_accesses(&mut self, group: &[Decoded], i: usize, pc: u32) {
        let mut bad = None;
        for d in group {
            let ea = self.effective_address(*d);
            let fails = self.failure(*d, ea);
            bad = Some(match bad {
                Some(bad) => self.b.ins().bor(bad, fails),
                None => fails,
            });
        }
        self.side_exit_if(bad.expect("a group is not empty"), i, pc);
        self.checked[i..i + group.len()].fill(true);
    }

    fn effective_address(&mut self, d: Decoded) -> Value {
        let base = self.reg(d.rb);
        if d.imm == 0 {
            base
        } else {
            self.b.ins().iadd_imm_s(base, i64::from(d.imm as i32))
        }
    }

    /// Nonzero if the access `d` at `ea` is anything but plain memory: outside
    /// memory (the I/O ports included), misaligned (rare, and then one table
    /// entry covers the whole access), a page the access may not touch, or, for
    /// a store, a translated word.
    fn failure(&mut self, d: Decoded, ea: Value) -> Value {
        let (len, store) = access_size(d);
        let size = self.env.mem_size;
        let (mut bad, inside) = if size.is_power_of_two() {
            // An aligned access that starts inside memory ends inside it: one
            // mask finds both a misaligned and an outside address, and the
            // tables are indexed by the address wrapped into memory.
            let mask = !(size - 1) | (len - 1);
            let bad = self.b.ins().band_imm_s(ea, i64::from(mask as i32));
            (bad, ea)
        } else {
            let limit = i64::from(size - len);
            let outside = self
                .b
                .ins()
                .icmp_imm_s(IntCC::UnsignedGreaterThan, ea, limit);
            let low = self.b.ins().band_imm_s(ea, i64::from(len - 1));
            let misaligned = self.b.ins().icmp_imm_s(IntCC::NotEqual, low, 0);
            let bad = self.b.ins().bor(outside, misaligned);
            let bad = self.b.ins().uextend(types::I32, bad);
            // The tables are indexed by an address inside memory in any case.
            let zero = self.iconst(0);
            (bad, self.b.ins().select(outside, zero, ea))
        };
        if self.env.denied.is_some() || store {
            let inside = if size.is_power_of_two() {
                self.b
                    .ins()
                    .band_imm_s(inside, i64::from((size - 1) as i32))
            } else {
                inside
            };
            let bases = self.bases.expect("made for a unit that accesses memory");
            if let Some(denied) = bases.denied {
                let need = if store { 2 } else { 1 };
                let bits = self.table_byte(denied, inside, 12);
                let refused = self.b.ins().band_imm_s(bits, need);
                bad = self.b.ins().bor(bad, refused);
            }
            if store {
                let bits = self.table_byte(bases.code_words, inside, 2);
                bad = self.b.ins().bor(bad, bits);
            }
        }
        bad
    }

    /// `table[at >> shift]`, as an i32.
    fn table_byte(&mut self, base: Value, at: Value, shift: i64) -> Value {
        let index = self.b.ins().ushr_imm_s(at, shift);
        let index = self.b.ins().uextend(types::I64, index);
        let addr = self.b.ins().iadd(base, index);
        self.b.ins().uload8(types::I32, flags(), addr, 0)
    }
}

/// The bytes an access moves, and whether it is a store.
fn access_size(d: Decoded) -> (u32, bool) {
    match d.op {
        Op::Ld | Op::St => (4, d.op == Op::St),
        Op::Lh | Op::Lhu | Op::Sh => (2, d.op == Op::Sh),
        _ => (1, d.op == Op::Sb),
    }
}

impl Emitter<'_, '_> {
    fn swaps(&self) -> bool {
        let host_little = cfg!(target_endian = "little");
        host_little != (self.env.endian == Endian::Little)
    }

    pub(super) fn load(&mut self, d: Decoded, i: usize, pc: u32) {
        let addr = self.address(d, i, pc);
        let f = flags();
        let value = match d.op {
            Op::Lb => self.b.ins().sload8(types::I32, f, addr, 0),
            Op::Lbu => self.b.ins().uload8(types::I32, f, addr, 0),
            Op::Lh | Op::Lhu => {
                let mut half = self.b.ins().load(types::I16, f, addr, 0);
                if self.swaps() {
                    half = self.b.ins().bswap(half);
                }
                if d.op == Op::Lh {
                    self.b.ins().sextend(types::I32, half)
                } else {
                    self.b.ins().uextend(types::I32, half)
                }
            }
            _ => {
                let word = self.b.ins().load(types::I32, f, addr, 0);
                if self.swaps() {
                    self.b.ins().bswap(word)
                } else {
                    word
                }
            }
        };
        self.set(d.ra, value);
    }

    pub(super) fn store(&mut self, d: Decoded, i: usize, pc: u32) {
        let addr = self.address(d, i, pc);
        let value = self.reg(d.ra);
        let f = flags();
        match d.op {
            Op::Sb => {
                self.b.ins().istore8(f, value, addr, 0);
            }
            Op::Sh => {
                let mut half = self.b.ins().ireduce(types::I16, value);
                if self.swaps() {
                    half = self.b.ins().bswap(half);
                }
                self.b.ins().store(f, half, addr, 0);
            }
            _ => {
                let word = if self.swaps() {
                    self.b.ins().bswap(value)
                } else {
                    value
                };
                self.b.ins().store(f, word, addr, 0);
            }
        }
    }
}
