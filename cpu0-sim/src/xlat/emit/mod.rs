//! Turns a [`Unit`] into a CLIF function with the signature
//! `fn(cpu: *mut Cpu, limit: u64, count: u64) -> u64` in Cranelift's `tail`
//! convention, so units can tail-call each other.
//!
//! Guest registers live in CLIF variables inside the function: the ones the unit
//! touches are loaded at entry, and every write also goes straight to the
//! machine's registers (one host store), so no exit has anything to write back:
//! side exits carry no registers, and a written value need not stay live to the
//! exits (a third less register-allocation work, and fewer host instructions).
//! Only a write that a later one overwrites before any possible exit is not
//! stored (see `unit_facts::dead_stores`). Anything uncommon (an access outside memory or at the I/O ports, a
//! protected page, a store into translated code, an overflowing `add`, a division
//! the ISA leaves undefined, a strict-mode rotate) leaves the function *before*
//! the instruction, with the state exactly as the interpreter would have it there,
//! and the dispatcher interprets that instruction. `count` is the machine's
//! instruction count at entry and `limit` the budget's end: a unit that does not
//! fit returns at once. The result is `count << 2 | flags` ([`SIDE_EXIT`],
//! [`AT_SLOT`]) with the count at the exit.
//!
//! A conditional branch whose target is an instruction of the unit (not a
//! delay slot) jumps there inside the function, with the instruction counter
//! adjusted to the path; a jump back goes only while the budget allows the rest
//! of another pass. Any other conditional branch leaves the unit, when taken,
//! through a link slot of its own. A `jmp` before the unit's end (the scan
//! goes on past a forward `jmp` over an `else` part) jumps to its target
//! inside the function, or leaves through a link slot of its own. A unit that runs to its end chains to the
//! next one: through one of its two end link slots when the target is known
//! (filled by the dispatcher once the target is translated), through the fast
//! table for `ret` and `jalr`.

use super::cache::{FastEntry, ENTRY, FAST_SIZE, KEY};
use super::scan::{End, Unit};
use crate::machine::Cpu;
use crate::predecode::{Decoded, Op, ZERO_SINK};
use cpu0_asm::Endian;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, Block, InstBuilder, MemFlagsData, SigRef, Value};
use cranelift_frontend::{FunctionBuilder, Variable};
use std::mem::offset_of;

mod alu;
mod control;
mod memory;

use memory::{table, Bases};
mod side_exit;
mod unit_facts;

use unit_facts::{
    access_groups, back_targets, dead_stores, entry_loads, in_groups, internal_targets, is_access,
    is_conditional, jump_back_index, read_slots, static_target,
};

/// The next instruction is to be interpreted (it was not executed).
pub(super) const SIDE_EXIT: u64 = 1;
/// The next instruction is the delay slot of the unit's branch.
pub(super) const AT_SLOT: u64 = 2;

/// Bytes the translated-words table holds past its last word: a store
/// window's 4-byte read of it may reach 3 past (see `memory::store_windows`).
pub(super) const CODE_WORDS_SLACK: usize = 4;

const SW: u8 = 15;
const LR: u8 = 14;
const SW_N: i64 = 1;
const SW_Z: i64 = 2;
const SW_V: i64 = 8;

/// What translated code may touch on the host, fixed for the unit's lifetime
/// (the dispatcher drops every unit before any of these moves).
pub(super) struct Env {
    pub mem: *mut u8,
    pub mem_size: u32,
    /// The page table's denied bits, when some page is protected.
    pub denied: Option<*const u8>,
    /// One byte per memory word, nonzero where a store is to leave to the
    /// interpreter (translated or decoded code, see `Memory::code_words`).
    pub code_words: *const u8,
    /// When `code_words` also marks pages by write permission
    /// (`Memory::clean_store`), the byte with which a store may go on: 0 or
    /// `memory::PAGE_BIT`. Stores then need no look-up in `denied`, only the
    /// one in `code_words` they make anyway (and a `bxor` for `PAGE_BIT`).
    pub clean_store: Option<u8>,
    pub endian: Endian,
    pub strict: bool,
    /// This unit's link slots (entry addresses of the units it chains to
    /// directly, the exit stub until linked), 16 bytes apart: the word after
    /// each is its guest target (see [`emit`]'s result).
    pub links: *mut u64,
    /// The fast table for indirect transfers ([`FAST_SIZE`] entries).
    pub fast: *const FastEntry,
}

/// Register slots 0..32 (16 is the `$zero` sink), then HI and LO.
const HI: usize = 32;
const LO: usize = 33;
const SLOTS: usize = 34;

struct Emitter<'a, 'b> {
    b: &'b mut FunctionBuilder<'a>,
    env: &'b Env,
    cpu: Value,
    vars: [Variable; SLOTS],
    /// The slots the unit reads (see [`read_slots`]).
    loaded: [bool; SLOTS],
    /// The slots to load at their first read (neither loaded nor written yet).
    unread: [bool; SLOTS],
    /// Per instruction, the slots whose store no exit observes (see
    /// [`dead_stores`]), and the instruction being emitted.
    dead: Vec<u64>,
    current: usize,
    /// Instructions executed by earlier passes of a looping unit.
    counter: Variable,
    /// The pending delayed transfer's next PC while emitting its slot.
    slot_next: Option<Value>,
    /// Or, for a conditional branch, its flag, target and fall-through PC:
    /// only a side exit in the slot needs the next PC, so the `select` is
    /// made there, in the exit's cold block (most slots have no exit; an
    /// unused select still cost ~1,600 host instructions to compile).
    slot_branch: Option<(Value, u32, u32)>,
    limit: Value,
    /// The units' own signature, for tail calls.
    sig: SigRef,
    /// The unit's first guest address.
    start: u32,
    /// The host addresses of guest memory, the translated-words table and
    /// the denied-pages table, made once at entry when the unit accesses
    /// memory: one register each instead of a 64-bit constant per access,
    /// which also lets the host address modes add the offset.
    bases: Option<Bases>,
    /// The block of each instruction a branch inside the unit jumps to.
    targets: Vec<Option<Block>>,
    /// Per instruction, whether its group's side exit checked its access
    /// already (see [`access_groups`]).
    checked: Vec<bool>,
    /// The operands of the `cmp` (signed) or `cmpu` that set `$sw`'s N and Z,
    /// while no other write to `$sw` or merge of paths came between: a
    /// conditional jump then compares them directly.
    last_cmp: Option<(bool, Value, Value)>,
    /// The `$sw` value the last compare made, and its bits but N and Z (an
    /// SSA value: wherever the same value is read, the bits are those).
    sw_base: Option<(Value, Value)>,
    /// The guest target of each link slot.
    link_targets: Vec<u32>,
    /// The shared side-exit tails (see `side_exit.rs`).
    exit_tails: [Option<Block>; 2],
}

fn reg_offset(slot: usize) -> i32 {
    match slot {
        HI => offset_of!(Cpu, hi) as i32,
        LO => offset_of!(Cpu, lo) as i32,
        r => (offset_of!(Cpu, regs) + 4 * r) as i32,
    }
}

/// The machine's value of `slot` (0 for `$zero` and the sink).
fn load_slot(b: &mut FunctionBuilder, cpu: Value, slot: usize) -> Value {
    if slot != 0 && slot != ZERO_SINK as usize {
        b.ins().load(types::I32, flags(), cpu, reg_offset(slot))
    } else {
        b.ins().iconst(types::I32, 0)
    }
}

fn flags() -> MemFlagsData {
    MemFlagsData::new().with_notrap()
}

/// Emits the whole function for `unit` into `b` (whose signature is set);
/// returns the guest target of each of its link slots.
pub(super) fn emit(b: &mut FunctionBuilder, env: &Env, unit: &Unit) -> Vec<u32> {
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    let cpu = b.block_params(entry)[0];
    let limit = b.block_params(entry)[1];
    let start_count = b.block_params(entry)[2];
    let n = unit.insts.len();
    // Not even one whole pass fits the budget: the dispatcher interprets.
    let after = b.ins().iadd_imm_s(start_count, n as i64);
    let too_long = b.ins().icmp(IntCC::UnsignedGreaterThan, after, limit);
    let decline = b.create_block();
    let body = b.create_block();
    b.ins().brif(too_long, decline, &[], body, &[]);
    // Blocks whose predecessors are all known are sealed at once: the SSA
    // builder then finds a variable's value by walking up, instead of making
    // a block parameter to resolve at the end.
    b.seal_block(entry);
    b.seal_block(decline);
    b.seal_block(body);
    b.switch_to_block(decline);
    // The unit may have been entered by a tail call, which leaves the PC to it.
    let pc = b.ins().iconst(types::I32, i64::from(unit.start as i32));
    let store = MemFlagsData::new().with_notrap();
    b.ins().store(store, pc, cpu, offset_of!(Cpu, pc) as i32);
    // No slot to fill (the unit was entered through a linked one).
    let zero = b.ins().iconst(types::I64, 0);
    b.ins()
        .store(store, zero, cpu, offset_of!(Cpu, link) as i32);
    let result = b.ins().ishl_imm_s(start_count, 2);
    b.ins().return_(&[result]);
    b.switch_to_block(body);

    let sig = b.func.signature.clone();
    let sig = b.import_signature(sig);
    let vars = std::array::from_fn(|_| b.declare_var(types::I32));
    let counter = b.declare_var(types::I64);
    let loaded = read_slots(unit);
    let jumped = internal_targets(unit);
    // With no branch inside the unit, every block the code goes on in is
    // dominated by the ones before it, so a slot can be loaded where it is
    // first read: shorter-lived values cost less register allocation.
    // Otherwise a path may join one that loaded it: load all at entry.
    let lazy = !jumped.contains(&true);
    let unread = if lazy { loaded } else { [false; SLOTS] };
    // Only the slots the unit reads before writing them are ever used.
    let at_entry = if lazy {
        [false; SLOTS]
    } else {
        entry_loads(unit)
    };
    for slot in (0..SLOTS).filter(|s| at_entry[*s]) {
        let value = load_slot(b, cpu, slot);
        b.def_var(vars[slot], value);
    }
    b.def_var(counter, start_count);
    // A block at each instruction a branch of the unit jumps to (the final
    // branch included: the first instruction has one when the unit loops).
    let groups = access_groups(unit, &jumped);
    let checked = in_groups(&groups);
    let back = back_targets(unit);
    let targets = jumped
        .into_iter()
        .map(|jumped| jumped.then(|| b.create_block()))
        .collect::<Vec<_>>();
    let accesses = unit.insts.iter().any(|d| {
        use Op::*;
        matches!(d.op, Ld | Lb | Lbu | Lh | Lhu | St | Sb | Sh)
    });
    let bases = accesses.then(|| Bases {
        mem: b.ins().iconst(types::I64, env.mem as i64),
        code_words: table(b, env.mem, env.code_words),
        denied: env.denied.map(|d| table(b, env.mem, d)),
    });
    // A unit that never comes back to its start goes on in this block.
    if let Some(header) = targets[0] {
        b.ins().jump(header, &[]);
        b.switch_to_block(header);
    }

    let mut e = Emitter {
        b,
        env,
        cpu,
        vars,
        loaded,
        unread,
        dead: dead_stores(unit, &groups, &checked),
        current: 0,
        counter,
        slot_next: None,
        slot_branch: None,
        limit,
        sig,
        start: unit.start,
        bases,
        targets,
        checked,
        last_cmp: None,
        sw_base: None,
        link_targets: vec![0; 2 + unit.inner_branches()],
        exit_tails: [None; 2],
    };
    let mut taken = None;
    let mut link = 2;
    // The last instruction was a `jmp` inside the unit (its block has ended).
    let mut jumped_over = false;
    let n = unit.insts.len();
    for (i, d) in unit.insts.iter().enumerate() {
        let pc = unit.start.wrapping_add(4 * i as u32);
        e.enter(i, back[i], std::mem::take(&mut jumped_over));
        if groups[i] > i {
            let run = &unit.insts[i..groups[i]];
            let accesses: Vec<Decoded> = run.iter().copied().filter(|d| is_access(*d)).collect();
            e.check_accesses(&accesses, i, pc);
        }
        if let Some(t) = e.instruction(*d, i, pc) {
            taken = Some(t);
        }
        if d.op == Op::Jmp && i + 1 < n {
            let target = static_target(*d, pc).expect("a direct jump");
            e.jump_over(target, i, link);
            link += 1;
            jumped_over = true;
        }
        // The slot of a conditional branch inside the unit: leave for the
        // target if taken, else go on with the next instruction.
        if i > 0 && i + 1 < n && is_conditional(unit.insts[i - 1]) {
            let branch_pc = pc.wrapping_sub(4);
            let target = static_target(unit.insts[i - 1], branch_pc).expect("a direct branch");
            let taken = taken.take().expect("a branch sets its flag");
            e.exit_if_taken(taken, target, i - 1, link);
            link += 1;
        }
    }
    e.unit_end(unit, taken);
    e.finish_exit_tails();
    let targets = std::mem::take(&mut e.link_targets);
    b.seal_all_blocks();
    targets
}

impl Emitter<'_, '_> {
    /// Starts instruction `i`: in a block of its own if branches of the unit
    /// jump to it (`back` if some at or after it do), which the code before
    /// falls through to unless it ended with a `jmp` (`jumped_over`).
    fn enter(&mut self, i: usize, back: bool, jumped_over: bool) {
        if jumped_over && self.targets[i].is_none() {
            // Never so (the scan goes on past a `jmp` only to an instruction
            // a branch of the unit jumps to): code no path reaches.
            self.targets[i] = Some(self.b.create_block());
        }
        if let Some(block) = self.targets[i].filter(|_| i > 0) {
            if !jumped_over {
                self.b.ins().jump(block, &[]);
            }
            self.b.switch_to_block(block);
            // Every jump here is made: variables read in the block then
            // resolve to their value when all paths agree (see `sw_base`).
            if !back {
                self.b.seal_block(block);
            }
            self.last_cmp = None;
        }
        self.current = i;
    }

    fn reg(&mut self, r: u8) -> Value {
        self.slot((r & 31) as usize)
    }

    fn set(&mut self, r: u8, value: Value) {
        if r & 31 == SW {
            self.last_cmp = None;
        }
        self.set_slot((r & 31) as usize, value);
    }

    fn slot(&mut self, slot: usize) -> Value {
        debug_assert!(self.loaded[slot], "slot {slot} read but not loaded");
        if std::mem::take(&mut self.unread[slot]) {
            let value = load_slot(self.b, self.cpu, slot);
            self.b.def_var(self.vars[slot], value);
        }
        self.b.use_var(self.vars[slot])
    }

    fn set_slot(&mut self, slot: usize, value: Value) {
        self.unread[slot] = false;
        self.b.def_var(self.vars[slot], value);
        // `$zero` reads 0; the sink is never read back.
        let dead = self.dead[self.current] & 1 << slot != 0;
        if slot != 0 && slot != ZERO_SINK as usize && !dead {
            self.b
                .ins()
                .store(flags(), value, self.cpu, reg_offset(slot));
        }
    }

    fn iconst(&mut self, value: u32) -> Value {
        self.b.ins().iconst(types::I32, i64::from(value))
    }

    /// The instruction count before instruction `i` of this pass.
    fn count(&mut self, i: usize) -> Value {
        let counter = self.b.use_var(self.counter);
        if i == 0 {
            return counter;
        }
        self.b.ins().iadd_imm_s(counter, i as i64)
    }

    /// Stores the PC, only on the paths that return to the dispatcher (a unit
    /// entered by a tail call knows its own PC); the next PC is the
    /// dispatcher's to set (the PC's successor unless [`AT_SLOT`]).
    fn store_pc(&mut self, pc: Value) {
        self.b
            .ins()
            .store(flags(), pc, self.cpu, offset_of!(Cpu, pc) as i32);
    }

    /// Tells the dispatcher there is no link slot to fill: a unit entered
    /// through a linked slot finds the last chain's slot there.
    fn clear_link(&mut self) {
        let zero = self.b.ins().iconst(types::I64, 0);
        self.b
            .ins()
            .store(flags(), zero, self.cpu, offset_of!(Cpu, link) as i32);
    }

    /// Stores the next PC of an exit at a delay slot.
    fn store_npc(&mut self, npc: Value) {
        self.b
            .ins()
            .store(flags(), npc, self.cpu, offset_of!(Cpu, npc) as i32);
    }

    fn result(&mut self, count: Value, flags_bits: u64) -> Value {
        let shifted = self.b.ins().ishl_imm_s(count, 2);
        self.b.ins().bor_imm_s(shifted, flags_bits as i64)
    }

    /// Leaves the unit, run to its end, for the known `target`: a tail call
    /// through link slot `link` (see [`chain_through`](Self::chain_through)).
    fn chain(&mut self, target: u32, count: Value, link: usize) {
        let slot_addr = self.slot_addr(link, target);
        let slot_addr = self.b.ins().iconst(types::I64, slot_addr);
        self.chain_through(slot_addr, count);
    }

    /// The address of link slot `link`, which goes to `target`.
    fn slot_addr(&mut self, link: usize, target: u32) -> i64 {
        self.link_targets[link] = target;
        self.env.links as i64 + 16 * link as i64
    }

    /// After the slot of the conditional branch at `b`: if `taken`, goes to
    /// the target, a jump when the unit holds it (see [`Emitter::jump_to`]),
    /// else a chain through link slot `link`; otherwise the unit goes on past
    /// the slot.
    fn exit_if_taken(&mut self, taken: Value, target: u32, b: usize, link: usize) {
        let exit = self.b.create_block();
        let cont = self.b.create_block();
        self.b.ins().brif(taken, exit, &[], cont, &[]);
        self.b.seal_block(exit);
        self.b.seal_block(cont);
        self.b.switch_to_block(exit);
        if !self.jump_to(target, b) {
            let count = self.count(b + 2);
            self.chain(target, count, link);
        }
        self.b.switch_to_block(cont);
        self.slot_next = None;
        self.slot_branch = None;
    }

    /// A `jmp` (instruction `i`) before the unit's end, which goes forward
    /// (see `scan::goes_on_past_jump`): to its target's block when the unit
    /// holds it, the counter adjusted so that [`count`](Self::count) stays
    /// exact on the new path, else a chain through link slot `link`. Ends
    /// the current block.
    fn jump_over(&mut self, target: u32, i: usize, link: usize) {
        // No delay slot follows: later side exits are at no slot.
        self.slot_next = None;
        self.slot_branch = None;
        match self.target_index(target).filter(|&j| j > i) {
            Some(j) => {
                let block = self.targets[j].expect("an internal target has a block");
                let counter = self.b.use_var(self.counter);
                // `counter + i + 1` done here, `counter' + j` there.
                let counter = self.b.ins().iadd_imm_s(counter, i as i64 + 1 - j as i64);
                self.b.def_var(self.counter, counter);
                self.b.ins().jump(block, &[]);
            }
            None => {
                let count = self.count(i + 1);
                self.chain(target, count, link);
            }
        }
    }

    /// On the taken side of the branch at `b` (after its slot): jumps to the
    /// target's block if the unit holds it, adjusting the counter so that
    /// [`count`](Self::count) stays exact on the new path. Jumping back needs
    /// the rest of a whole pass to fit the budget (as the unit's entry checked
    /// for the first); if it does not, the code goes on in a block of its own
    /// and this returns false (the caller chains), as it does for a target
    /// outside the unit. True when the path ended in a jump.
    fn jump_to(&mut self, target: u32, b: usize) -> bool {
        let Some(j) = self.target_index(target) else {
            return false;
        };
        let block = self.targets[j].expect("every internal target has a block");
        let counter = self.b.use_var(self.counter);
        // Before the target: `counter + b + 2` done here, `counter' + j` there.
        let counter = self.b.ins().iadd_imm_s(counter, b as i64 + 2 - j as i64);
        if j > b {
            self.b.def_var(self.counter, counter);
            self.b.ins().jump(block, &[]);
            return true;
        }
        self.loop_back(None, counter, j);
        false
    }

    /// Jumps back to the unit's instruction `j` (with `counter` the pass
    /// counter there) when `cond` holds, if given, and the budget allows the
    /// rest of another pass; otherwise goes on in a new block.
    fn loop_back(&mut self, cond: Option<Value>, counter: Value, j: usize) {
        let n = self.targets.len() as i64;
        let after = self.b.ins().iadd_imm_s(counter, n);
        let fits = self
            .b
            .ins()
            .icmp(IntCC::UnsignedLessThanOrEqual, after, self.limit);
        let again = match cond {
            Some(cond) => self.b.ins().band(cond, fits),
            None => fits,
        };
        let back = self.b.create_block();
        let leave = self.b.create_block();
        self.b.ins().brif(again, back, &[], leave, &[]);
        self.b.seal_block(back);
        self.b.seal_block(leave);
        self.b.switch_to_block(back);
        self.b.def_var(self.counter, counter);
        let block = self.targets[j].expect("an internal target has a block");
        self.b.ins().jump(block, &[]);
        self.b.switch_to_block(leave);
    }

    /// The index of `target` in the unit if it has a block of its own.
    fn target_index(&self, target: u32) -> Option<usize> {
        let offset = target.wrapping_sub(self.start);
        let j = (offset / 4) as usize;
        let held = offset.is_multiple_of(4) && j < self.targets.len();
        (held && self.targets[j].is_some()).then_some(j)
    }

    /// [`chain`](Self::chain) to `target` if `taken`, else to `fall` (through
    /// link slot 1): one tail call for both directions.
    fn chain_either(&mut self, taken: Value, target: u32, fall: u32, count: Value) {
        let (first, second) = (self.slot_addr(0, target), self.slot_addr(1, fall));
        let (first, second) = (
            self.b.ins().iconst(types::I64, first),
            self.b.ins().iconst(types::I64, second),
        );
        let slot_addr = self.b.ins().select(taken, first, second);
        self.chain_through(slot_addr, count);
    }

    /// Leaves for the slot's guest target: tail-calls the unit in the link
    /// slot at `slot_addr`, passing the slot. A slot not linked yet holds the
    /// exit stub, which stores the slot and its target for the dispatcher
    /// and returns to it (one block, no test of the slot).
    fn chain_through(&mut self, slot_addr: Value, count: Value) {
        let next = self.b.ins().load(types::I64, flags(), slot_addr, 0);
        let args = [self.cpu, self.limit, count, slot_addr];
        self.b.ins().return_call_indirect(self.sig, next, &args);
    }

    /// Leaves the unit, run to its end, for a computed target: a tail call if
    /// the fast table holds the target's unit, else a return to the dispatcher.
    fn chain_indirect(&mut self, target: Value, count: Value) {
        // The line is `(target >> 2) % FAST_SIZE`, 16 bytes each: its offset
        // is `target & ((FAST_SIZE - 1) << 2)` times 4, which the host's
        // address mode scales (no shift or multiply of its own).
        const _: () = assert!(size_of::<FastEntry>() == 16);
        let line_by_4 = self
            .b
            .ins()
            .band_imm_s(target, ((FAST_SIZE as i64) - 1) << 2);
        let line_by_4 = self.b.ins().uextend(types::I64, line_by_4);
        let offset = self.b.ins().ishl_imm_s(line_by_4, 2);
        let table = self.b.ins().iconst(types::I64, self.env.fast as i64);
        let entry = self.b.ins().iadd(table, offset);
        let key = self
            .b
            .ins()
            .load(types::I64, flags(), entry, 8 * KEY as i32);
        // The key is the address plus one (see `cache::fast_key`).
        let wanted = self.b.ins().uextend(types::I64, target);
        let wanted = self.b.ins().iadd_imm_s(wanted, 1);
        let hit = self.b.ins().icmp(IntCC::Equal, key, wanted);
        let go = self.b.create_block();
        let back = self.b.create_block();
        self.b.ins().brif(hit, go, &[], back, &[]);
        self.b.seal_block(go);
        self.b.seal_block(back);
        self.b.switch_to_block(go);
        let next = self
            .b
            .ins()
            .load(types::I64, flags(), entry, 8 * ENTRY as i32);
        // The slot argument is for the exit stub, which the table never
        // holds: any value will do, and the key is at hand (the line's
        // address would take a register of its own).
        let args = [self.cpu, self.limit, count, key];
        self.b.ins().return_call_indirect(self.sig, next, &args);
        self.b.switch_to_block(back);
        self.store_pc(target);
        self.clear_link();
        let result = self.result(count, 0);
        self.b.ins().return_(&[result]);
    }

    /// The unit ran to its end: loop, chain or return.
    fn unit_end(&mut self, unit: &Unit, taken: Option<Value>) {
        let n = unit.insts.len();
        let end_pc = unit.start.wrapping_add(4 * n as u32);
        let count = self.count(n);
        match unit.end {
            End::FallThrough => self.chain(end_pc, count, 0),
            End::Jump => {
                let branch = unit.insts[n - 1];
                let pc = end_pc.wrapping_sub(4);
                let target = pc.wrapping_add(4).wrapping_add(branch.imm);
                if let Some(j) = jump_back_index(unit) {
                    // A loop closed by `jmp`: back inside the unit while the
                    // budget allows another pass.
                    let counter = self.b.ins().iadd_imm_s(count, -(j as i64));
                    self.loop_back(None, counter, j);
                }
                self.chain(target, count, 0);
            }
            End::Delayed => {
                let branch = unit.insts[n - 2];
                let branch_pc = end_pc.wrapping_sub(8);
                match (static_target(branch, branch_pc), taken) {
                    (Some(target), Some(taken)) if is_conditional(branch) => {
                        if let Some(j) = self.target_index(target) {
                            // Back inside the unit if taken (and the budget allows).
                            let counter = self.b.ins().iadd_imm_s(count, -(j as i64));
                            self.loop_back(Some(taken), counter, j);
                        }
                        self.chain_either(taken, target, end_pc, count);
                    }
                    (Some(target), _) => self.chain(target, count, 0),
                    (None, _) => {
                        let next = self.slot_next.take().expect("a transfer sets its target");
                        self.chain_indirect(next, count);
                    }
                }
            }
        }
    }

    /// `ra = f(rb, rc)`.
    fn regs(&mut self, d: Decoded, f: impl FnOnce(&mut Self, Value, Value) -> Value) {
        let (b, c) = (self.reg(d.rb), self.reg(d.rc));
        let value = f(self, b, c);
        self.set(d.ra, value);
    }

    /// `ra = f(rb, imm)`.
    fn imm(&mut self, d: Decoded, f: impl FnOnce(&mut Self, Value, i64) -> Value) {
        let b = self.reg(d.rb);
        let value = f(self, b, i64::from(d.imm));
        self.set(d.ra, value);
    }

    fn bool_to_word(&mut self, flag: Value) -> Value {
        self.b.ins().uextend(types::I32, flag)
    }

    /// Emits instruction `i`; for a delayed branch, returns whether it is taken
    /// (and sets the slot's next PC); for `jmp`/`bal`, sets the target.
    fn instruction(&mut self, d: Decoded, i: usize, pc: u32) -> Option<Value> {
        use Op::*;
        match d.op {
            Nop => {}
            Ld | Lb | Lbu | Lh | Lhu => self.load(d, i, pc),
            St | Sb | Sh => self.store(d, i, pc),
            Addiu | Andi | Ori | Xori | Lui | Slti | Sltiu | Movz | Movn | Addu | Subu | Add
            | Sub | Clz | Clo | Mul | And | Or | Xor | Nor | Slt | Sltu => {
                self.arithmetic(d, i, pc)
            }
            Rol | Ror | Shl | Shr | Sra | Srav | Shlv | Shrv | Rolv | Rorv => self.shift(d, i, pc),
            Cmp | Cmpu | Jeq | Jne | Jlt | Jgt | Jle | Jge | Beq | Bne | Jsub | Jalr | Ret
            | Jmp | Bal => return self.control(d, pc),
            Mult | Multu | Div | Divu | Mfhi | Mflo | Mthi | Mtlo => self.hi_lo(d, i, pc),
            Undecoded | Illegal | Trap | Mfc0 | Mtc0 | C0mov => {
                unreachable!("the scan leaves {:?} to the interpreter", d.op)
            }
        }
        None
    }

    /// A conditional delayed branch: the slot's next PC is `target` if taken.
    fn delayed(&mut self, taken: Value, target: u32, pc: u32) -> Value {
        self.slot_next = None;
        self.slot_branch = Some((taken, target, pc.wrapping_add(8)));
        taken
    }

    /// The next PC of the pending delayed transfer, if any (made in the
    /// current block for a conditional branch; see `slot_branch`).
    fn next_pc(&mut self) -> Option<Value> {
        if self.slot_next.is_some() {
            return self.slot_next;
        }
        let (taken, target, fall) = self.slot_branch?;
        let target = self.iconst(target);
        let fall = self.iconst(fall);
        Some(self.b.ins().select(taken, target, fall))
    }
}
