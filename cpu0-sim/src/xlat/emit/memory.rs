//! Loads and stores: the bounds, alignment and permission check in front of
//! each access, and the byte swap a guest of the other byte order needs.

use super::{flags, Emitter};
use crate::predecode::{Decoded, Op};
use cpu0_asm::Endian;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, InstBuilder, InstructionData, Opcode, Value};
use cranelift_frontend::FunctionBuilder;

/// See [`Emitter::bases`].
#[derive(Clone, Copy)]
pub(super) struct Bases {
    pub mem: Value,
    pub code_words: Table,
    pub denied: Option<Table>,
}

/// Where a byte table (translated words, denied pages) is on the host.
#[derive(Clone, Copy)]
pub(super) enum Table {
    /// At this displacement from guest memory's base: no register of its own
    /// (the host tables usually lie within 2 GiB of guest memory).
    FromMem(i32),
    /// At this address, in a register.
    Base(Value),
}

/// The [`Table`] for the host table at `table`, given guest memory at `mem`.
pub(super) fn table(b: &mut FunctionBuilder, mem: *mut u8, table: *const u8) -> Table {
    let delta = (table as i64).wrapping_sub(mem as i64);
    match i32::try_from(delta) {
        Ok(delta) => Table::FromMem(delta),
        Err(_) => Table::Base(b.ins().iconst(types::I64, table as i64)),
    }
}

impl Emitter<'_, '_> {
    /// The host address of the access `d` (instruction `i`, at `pc`), after
    /// the checks that send anything but plain memory to the interpreter
    /// (see [`bounds_failure`](Self::bounds_failure) and
    /// [`table_failure`](Self::table_failure)), unless its group made them.
    fn address(&mut self, d: Decoded, i: usize, pc: u32) -> Value {
        // Computed again when the group checked it: shorter-lived values
        // make faster code (callgrind).
        let ea = self.effective_address(d);
        if !self.checked[i] {
            let bad = self.bounds_failure(d, ea);
            self.side_exit_if(bad, i, pc);
            let need = self.page_need(d);
            if let Some(refused) = self.table_failure(d, ea, true, need) {
                self.side_exit_if(refused, i, pc);
            }
        }
        let offset = self.b.ins().uextend(types::I64, ea);
        let mem = self.mem_base();
        self.b.ins().iadd(mem, offset)
    }

    /// Checks the accesses `group` (those of the group at instructions `i..`,
    /// the first at `pc`; `Emitter::checked` marks them) before the first
    /// (see `unit_facts::access_groups`): one side exit
    /// for their bounds and alignment, then one for their table lookups,
    /// which past the first need no wrapping of the address into memory
    /// (and which [`page_checks`] makes fewer).
    pub(super) fn check_accesses(&mut self, group: &[Decoded], i: usize, pc: u32) {
        let implied = implied_bounds(group, self.env.mem_size);
        let windows = store_windows(group, self.env.mem_size);
        let mut bad = None;
        for (d, implied) in group.iter().zip(implied) {
            if !implied {
                let ea = self.effective_address(*d);
                let fails = self.bounds_failure(*d, ea);
                bad = Some(self.or(bad, fails));
            }
        }
        if let Some(bad) = bad {
            self.side_exit_if(bad, i, pc);
        }
        let mut refused = None;
        let needs: Vec<i64> = group.iter().map(|d| self.page_need(*d)).collect();
        let pages = page_checks(group, &needs);
        for (k, d) in group.iter().enumerate() {
            let ea = self.effective_address(*d);
            let covered = windows.iter().any(|w| w.covers(k));
            let need = pages.iter().find(|c| c.0 == k).map_or(0, |c| c.1);
            if let Some(fails) = self.table_failure(*d, ea, !covered, need) {
                refused = Some(self.or(refused, fails));
            }
        }
        for window in &windows {
            let fails = self.window_check(group[window.first], window.mask);
            refused = Some(self.or(refused, fails));
        }
        if let Some(refused) = refused {
            self.side_exit_if(refused, i, pc);
        }
    }

    /// Nonzero if a word of `window` starting at the store `first` is
    /// translated (or not clean, see `Env::clean_store`): one 4-byte read of
    /// the translated-words table, masked to the words the window stores to
    /// (see [`store_windows`]).
    fn window_check(&mut self, first: Decoded, mask: u32) -> Value {
        // Inside memory (the group's bounds checks passed): the read ends at
        // most 3 bytes past the table's last word, within its padding
        // (`CODE_WORDS_SLACK`).
        let ea = self.effective_address(first);
        let index = self.b.ins().ushr_imm_s(ea, 2);
        let index = self.b.ins().uextend(types::I64, index);
        let bases = self.bases.expect("made for a unit that accesses memory");
        let (base, offset) = match bases.code_words {
            Table::FromMem(delta) => (self.mem_base(), delta),
            Table::Base(base) => (base, 0),
        };
        let addr = self.b.ins().iadd(base, index);
        let mut bytes = self.b.ins().load(types::I32, flags(), addr, offset);
        if let Some(clean @ 1..) = self.env.clean_store {
            let clean = u32::from(clean) * 0x0101_0101;
            bytes = self.b.ins().bxor_imm_s(bytes, i64::from(clean as i32));
        }
        self.b.ins().band_imm_s(bytes, i64::from(mask as i32))
    }

    fn effective_address(&mut self, d: Decoded) -> Value {
        let base = self.reg(d.rb);
        if d.imm == 0 {
            return base;
        }
        // A base the unit made as `x + k` (the stack pointer just moved,
        // say): `x + (k + imm)`, one add where the host would make two.
        let (base, k) = self.added_constant(base).unwrap_or((base, 0));
        let offset = k.wrapping_add(d.imm as i32);
        if offset == 0 {
            base
        } else {
            self.b.ins().iadd_imm_s(base, i64::from(offset))
        }
    }

    /// `(x, k)` if `value` is the 32-bit `iadd` of `x` and the constant `k`.
    fn added_constant(&self, value: Value) -> Option<(Value, i32)> {
        let dfg = &self.b.func.dfg;
        let inst = dfg.value_def(value).inst()?;
        let InstructionData::Binary {
            opcode: Opcode::Iadd,
            args: [x, c],
        } = dfg.insts[inst]
        else {
            return None;
        };
        let def = dfg.value_def(c).inst()?;
        let InstructionData::UnaryImm {
            opcode: Opcode::Iconst,
            imm,
        } = dfg.insts[def]
        else {
            return None;
        };
        (dfg.value_type(value) == types::I32).then_some((x, imm.bits() as i32))
    }

    /// Nonzero if the access `d` at `ea` is outside memory (the I/O ports
    /// included) or misaligned (rare, and then one table entry covers the
    /// whole access).
    fn bounds_failure(&mut self, d: Decoded, ea: Value) -> Value {
        let (len, _) = access_size(d);
        let size = self.env.mem_size;
        if size.is_power_of_two() {
            // An aligned access that starts inside memory ends inside it: one
            // mask finds both a misaligned and an outside address.
            let mask = !(size - 1) | (len - 1);
            self.b.ins().band_imm_s(ea, i64::from(mask as i32))
        } else {
            let limit = i64::from(size - len);
            let outside = self
                .b
                .ins()
                .icmp_imm_s(IntCC::UnsignedGreaterThan, ea, limit);
            let low = self.b.ins().band_imm_s(ea, i64::from(len - 1));
            let misaligned = self.b.ins().icmp_imm_s(IntCC::NotEqual, low, 0);
            let bad = self.b.ins().bor(outside, misaligned);
            self.b.ins().uextend(types::I32, bad)
        }
    }

    /// The permission bits (R = 1, W = 2) that the access `d` must find on
    /// its page in the denied-pages table: none without protection, and none
    /// for a store when the translated-words table marks pages by write
    /// permission (its look-up there, which it makes anyway, covers that).
    fn page_need(&self, d: Decoded) -> i64 {
        let (_, store) = access_size(d);
        match (self.env.denied, store) {
            (None, _) => 0,
            (Some(_), true) if self.env.clean_store.is_some() => 0,
            (Some(_), true) => 2,
            (Some(_), false) => 1,
        }
    }

    /// Nonzero if the access `d` at `ea`, inside memory and aligned (its
    /// bounds check passed, or another access of its group implies that),
    /// lacks one of the permissions `need` on its page (0: not looked up),
    /// or, for a store, touches a word that is not clean in the
    /// translated-words table (see `Env::clean_store`; unless `!code`: a
    /// window checks it); `None` if nothing is to be checked. The address
    /// indexes the tables as it is.
    fn table_failure(&mut self, d: Decoded, ea: Value, code: bool, need: i64) -> Option<Value> {
        let (_, store) = access_size(d);
        let code = store && code;
        let bases = self.bases.expect("made for a unit that accesses memory");
        let mut bad = None;
        if let (Some(denied), true) = (bases.denied, need != 0) {
            let bits = self.table_byte(denied, ea, 12);
            let refused = self.b.ins().band_imm_s(bits, need);
            bad = Some(self.or(bad, refused));
        }
        if code {
            let mut bits = self.table_byte(bases.code_words, ea, 2);
            if let Some(clean @ 1..) = self.env.clean_store {
                bits = self.b.ins().bxor_imm_s(bits, i64::from(clean));
            }
            bad = Some(self.or(bad, bits));
        }
        bad
    }

    fn or(&mut self, a: Option<Value>, b: Value) -> Value {
        match a {
            Some(a) => self.b.ins().bor(a, b),
            None => b,
        }
    }

    /// `table[at >> shift]`, as an i32.
    fn table_byte(&mut self, table: Table, at: Value, shift: i64) -> Value {
        let index = self.b.ins().ushr_imm_s(at, shift);
        let index = self.b.ins().uextend(types::I64, index);
        let (base, offset) = match table {
            Table::FromMem(delta) => (self.mem_base(), delta),
            Table::Base(base) => (base, 0),
        };
        let addr = self.b.ins().iadd(base, index);
        self.b.ins().uload8(types::I32, flags(), addr, offset)
    }

    fn mem_base(&self) -> Value {
        self.bases
            .expect("made for a unit that accesses memory")
            .mem
    }
}

/// Per access of a group checked together, whether its bounds and alignment
/// check can be left out: accesses of one size through one base register
/// (whose value is the same for the whole group) at offsets that differ by
/// multiples of the size are all inside memory and aligned when the lowest
/// and the highest are. The highest is at most 64 KiB beyond the lowest, which
/// lies inside memory of at most 2 GiB, so no address between them wraps.
/// Only for a power-of-two memory size. The table lookups, which come after
/// the bounds checks, then index the tables with addresses inside memory.
fn implied_bounds(group: &[Decoded], mem_size: u32) -> Vec<bool> {
    let mut implied = vec![false; group.len()];
    if !mem_size.is_power_of_two() || mem_size > 1 << 31 {
        return implied;
    }
    for (k, d) in group.iter().enumerate() {
        let (len, _) = access_size(*d);
        let alike = |e: &Decoded| e.rb & 31 == d.rb & 31 && access_size(*e).0 == len;
        let offsets = || {
            group
                .iter()
                .filter(|e| alike(e))
                .map(|e| i64::from(e.imm as i32))
        };
        let (Some(low), Some(high)) = (offsets().min(), offsets().max()) else {
            continue;
        };
        let offset = i64::from(d.imm as i32);
        let in_step = offsets().all(|o| (o - low) % i64::from(len) == 0);
        let first_of = |o: i64| {
            group
                .iter()
                .position(|e| alike(e) && i64::from(e.imm as i32) == o)
        };
        // The lowest and the highest (their first occurrences) keep their checks.
        let kept = first_of(low) == Some(k) || first_of(high) == Some(k);
        implied[k] = in_step && high - low <= 0xFFFF && !kept && offset >= low && offset <= high;
    }
    implied
}

/// The page look-ups of a group, as (access, permission bits) pairs, given
/// each access's `needs` (see `Emitter::page_need`). Made only after the
/// group's bounds checks passed, so every access is aligned (inside one
/// page). Accesses through one base register (whose value is the same for
/// the whole group) at offsets less than a page apart span less than a page
/// of addresses (modulo 2^32, as the table is indexed), so they touch at
/// most two pages: those of the lowest and the highest offset. One look-up
/// at each end covers them all. Only accesses needing the same bits share
/// look-ups: a load from a read-only page beside a store to a writable one
/// (through one base) would otherwise be refused the union of R and W at
/// both ends, and leave for the interpreter on every pass (review of round
/// 15: 100,000 exits in 100,000 passes of such a loop). Where stores need no
/// bits (the translated-words table marks pages by write permission), only
/// loads' R is looked up.
fn page_checks(group: &[Decoded], needs: &[i64]) -> Vec<(usize, i64)> {
    let offset = |k: usize| i64::from(group[k].imm as i32);
    let mut checks = Vec::new();
    let mut done = vec![false; group.len()];
    for k in 0..group.len() {
        if needs[k] == 0 || done[k] {
            continue;
        }
        let (base, bits) = (group[k].rb & 31, needs[k]);
        let alike: Vec<usize> = (k..group.len())
            .filter(|&j| group[j].rb & 31 == base && needs[j] == bits)
            .collect();
        let low = *alike.iter().min_by_key(|&&j| offset(j)).expect("k is one");
        let high = *alike.iter().max_by_key(|&&j| offset(j)).expect("k is one");
        if offset(high) - offset(low) >= i64::from(crate::protect::PAGE_SIZE) {
            checks.push((k, needs[k]));
            done[k] = true;
            continue;
        }
        checks.push((low, bits));
        if offset(high) != offset(low) {
            checks.push((high, bits));
        }
        for j in alike {
            done[j] = true;
        }
    }
    checks
}

/// Word stores of a group whose translated-word checks one 4-byte read of
/// the table makes: `members` (bits by position in the group) store through
/// one base register to the words `first`'s word and the 3 after it; `mask`
/// keeps their table bytes (only theirs: no word the group leaves alone
/// sends the unit to the interpreter).
pub(super) struct Window {
    first: usize,
    members: u64,
    mask: u32,
}

impl Window {
    fn covers(&self, k: usize) -> bool {
        self.members & 1 << k != 0
    }
}

/// The [`Window`]s of `group`, each of two stores or more. The windows are
/// read only once the group's bounds checks passed: every access is then
/// aligned and inside memory, so the stores' words are exactly `first`'s
/// word plus their offsets' difference / 4, and the read stays in the table
/// and its padding. Only for a power-of-two memory size (as
/// [`implied_bounds`]).
fn store_windows(group: &[Decoded], mem_size: u32) -> Vec<Window> {
    let mut windows = Vec::new();
    if !mem_size.is_power_of_two() || mem_size < 16 || group.len() > 64 {
        return windows;
    }
    let offset = |d: &Decoded| i64::from(d.imm as i32);
    let mut stores: Vec<usize> = (0..group.len())
        .filter(|k| group[*k].op == Op::St)
        .collect();
    stores.sort_by_key(|k| (group[*k].rb & 31, offset(&group[*k])));
    let mut taken = 0u64;
    for &first in &stores {
        if taken & 1 << first != 0 {
            continue;
        }
        let (base, low) = (group[first].rb & 31, offset(&group[first]));
        let (mut members, mut mask) = (0u64, 0u32);
        for &k in &stores {
            let delta = offset(&group[k]) - low;
            let alike = group[k].rb & 31 == base && taken & 1 << k == 0;
            if alike && (0..16).contains(&delta) && delta % 4 == 0 {
                members |= 1 << k;
                let byte = if cfg!(target_endian = "little") {
                    delta / 4
                } else {
                    3 - delta / 4
                };
                mask |= 0xFF << (8 * byte);
            }
        }
        if members.count_ones() >= 2 {
            taken |= members;
            windows.push(Window {
                first,
                members,
                mask,
            });
        }
    }
    windows
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
