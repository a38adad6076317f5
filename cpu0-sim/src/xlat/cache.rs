//! The translator's code cache: every unit start seen so far (cold, hot,
//! pending or never translatable), the host code of the hot ones, their link
//! slots, the fast table that indirect transfers and the dispatcher look units
//! up in, and the bookkeeping that drops single units when their guest code
//! changes. A pending unit is out on the worker thread as a job (see
//! [`worker`]); the translator counts the jobs out, remembers which words each
//! covers, and takes the finished ones back (with the flush epoch they were
//! made in, so that a result from before a flush is never installed).

use super::emit::Env;
use super::helpers::{install_helpers, EnterFn};
use super::scan;
use super::worker::{self, Builder, Built, Compile, Done, Epoch, Job, GONE};
use crate::machine::Cpu;
use crate::zeroed::Zeroed;
use cranelift_codegen::ir::{types, AbiParam, Signature};
use cranelift_codegen::isa::{CallConv, OwnedTargetIsa};
use cranelift_codegen::{settings, settings::Configurable};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{default_libcall_names, Linkage, Module};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::Arc;

/// Hashes the guest addresses that key the cache's maps: the dispatcher looks
/// one up for every cold block it interprets, where SipHash showed in profiles.
#[derive(Default)]
pub(super) struct AddressHasher(u64);

impl Hasher for AddressHasher {
    fn finish(&self) -> u64 {
        // hashbrown takes the bucket from the low bits and a tag from the top
        // seven. The product's low bits are weak (a guest PC's low two bits are
        // zero and stay zero), so rotate its well-mixed high bits down.
        self.0.rotate_left(26)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u32(&mut self, address: u32) {
        self.write_u64(u64::from(address));
    }

    fn write_u64(&mut self, value: u64) {
        // Multiplicative hashing: the product's high bits mix all of the
        // address's bits (`finish` moves them to where hashbrown looks).
        self.0 = (self.0 ^ value).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// A map keyed by guest address.
pub(super) type AddressMap<V> = HashMap<u32, V, BuildHasherDefault<AddressHasher>>;

/// Entries of the fast table (a power of two).
pub(crate) const FAST_SIZE: usize = 8192;

/// One line of the fast table, as translated code reads it: at [`KEY`] the
/// guest address of the unit plus one (0 if empty), at [`ENTRY`] its code.
/// All zero when empty, so that the table is zeroed memory, whose pages the
/// system gives only when touched (filling it cost a short program 48 page
/// faults). Sixteen bytes, so that translated code finds a line with an
/// address mode (`target & mask` scaled by 4) instead of a shift and a
/// multiply; the units' lengths, which only the dispatcher reads, are
/// beside it (`Translator::fast_lens`).
pub(crate) type FastEntry = [u64; 2];

pub(crate) const KEY: usize = 0;
pub(crate) const ENTRY: usize = 1;

const EMPTY: FastEntry = [0; 2];

/// The fast table's key for the unit at `pc`.
pub(crate) fn fast_key(pc: u32) -> u64 {
    u64::from(pc) + 1
}

/// A unit start's drops for stores into its code, and the rounds of
/// `translate_after` arrivals waited since the last one.
#[derive(Default)]
pub(super) struct Rewrites {
    drops: u32,
    waited: u32,
}

/// The most doublings of the arrivals a rewritten unit waits for (2^16 times
/// `translate_after`: code rewritten that often is as good as interpreted).
const MAX_BACKOFF: u32 = 16;

/// What is known about a unit start that was reached often enough.
#[derive(Clone, Copy)]
pub(super) enum Entry {
    /// Translated: the host function (`tail` convention) and the unit's length.
    Hot { entry: u64, len: u32 },
    /// Its first instruction is always interpreted.
    Never,
    /// Being compiled on the worker thread.
    Pending,
}

/// Lines of the table that counts the arrivals at each guest address (a
/// power of two). Addresses that share a line share a count: that only makes
/// a unit hot sooner.
const WATCH_SIZE: usize = 65536;

/// A watch line where a translated unit starts: the watched interpreter
/// stops there every time.
const STOP: u32 = u32::MAX;

/// Counts an arrival at `pc` in the watch table (see [`Translator::watch`]);
/// true if the dispatcher should take over there: a translated unit starts
/// there, or the address has now been reached `after` times.
#[inline(always)]
pub(crate) fn count_arrival(watch: &mut [u32], after: u32, pc: u32) -> bool {
    match watch.get_mut((pc as usize >> 2) % WATCH_SIZE) {
        Some(seen) if *seen >= after => true,
        Some(seen) => {
            *seen += 1;
            *seen >= after
        }
        None => false,
    }
}

/// How often a unit start runs in the interpreter before it is translated:
/// translating a unit costs as much as interpreting it some thousands of times,
/// so only code that runs that often is worth it. Callgrind (mandel, compiled
/// on the spot): compiling costs ~48,500 host instructions per guest
/// instruction, interpreting one ~41, running it translated ~4, so a unit
/// repays its compile after ~1,300 runs. Whole runs, millions of host
/// instructions, translated after 100 / 250 / 500 / 1,000 / 2,000 arrivals:
/// recursion 19.4 / 20.5 / 22.2 / 18.2 / 19.4, fconv 109 / 55 / 48 / 37 / 37,
/// linsolve 126 / 75 / 48 / 42 / 35, fmt 145 / 119 / 106 / 104 / 102,
/// kernels 118 / 120 / 123 / 130 / 145, mandel 363 / 367 / 353 / 385 / 449,
/// nbody 340 / 338 / 352 / 377 / 445: long programs gain from less, short ones
/// lose. Lowering it to 500 only once 2 M instructions have run gains less
/// than from the start and still costs fmt 8% (fmt 112, kernels 124, mandel
/// 368, nbody 364; to 250: 125, 122, 392, 359): the loops that matter are hot
/// early. Callgrind runs the worker's compiles on the main thread's timeline;
/// measured as wall time on an otherwise idle 2-core machine (the bench under
/// `chrt -f`, worker on the other core, round 14), lower thresholds shift the
/// balance but not clearly: 500 against 1,000, medians of 6 runs in ms,
/// mandel 20.1 / 20.8, nbody 24.1 / 24.5, kernels 8.43 / 8.68, fmt 4.64 / 5.02,
/// fconv 2.78 / 2.36 (it translates 33% instead of 50%), linsolve 2.11 / 2.06;
/// a second sweep (600, 750, 1,000) put mandel at 21.1 / 21.7 / 20.8, within
/// the runs' spread (~3%). Round 15 (Zen 5, bench under `chrt -f 10`,
/// medians of 5 runs alternating the builds, 1,000 / 2,000 / 500): mandel
/// 18.2 / 19.9 / 17.8 ms, nbody 21.4 / 24.4 / 21.6, kernels 8.42 / 8.67 /
/// 8.26, fmt 4.87 / 5.09 / 4.72, fconv 2.15 / 2.28 / 2.70 (interpreter 2.6),
/// sim-speed 2.22 / 2.04 / 2.23 G/s: 500 gains mandel 2% but makes fconv
/// slower than the interpreter.
pub(crate) const HOT_AFTER: u32 = 1000;

/// While jobs are out on the worker, the watched interpreter runs at most
/// this many instructions before the dispatcher looks for finished units
/// (~10 us). Before, a start waiting for its unit stopped the interpreter
/// every 32 arrivals to look: with the worker slow to answer (a busy
/// machine) recursion made ~9,800 dispatcher rounds in a run of 0.5 M
/// instructions instead of ~2,200, and spent 1.0-1.5 ms more on its main
/// thread than the interpreter alone (~1.5 ms).
pub(super) const POLL_EVERY: u64 = 4096;

/// Arrivals at a hot start between attempts to queue it while the worker
/// has [`MAX_IN_FLIGHT`] jobs: each attempt costs a dispatcher round, and a
/// worker that far behind takes milliseconds to free a place.
const BUSY_RECHECK: u32 = 256;

/// Jobs one translator may have out on the worker. Under load a worker far
/// behind would install units long after they were hot (and compile starts
/// the program has left); past this many, a hot start is looked at again
/// [`BUSY_RECHECK`] arrivals later instead of queued. Fewer, so that the
/// starts arriving most often get the places (idle 2-core machine, medians
/// of 8 runs in ms, 16 / 4 / 2): fmt 4.96 / 4.81 / 4.47, but nbody
/// 24.6 / 26.5 / 30.0, mandel 20.7 / 20.7 / 22.0, kernels 8.47 / 8.47 / 8.64.
/// Round 15 (Zen 5, medians of 5 alternating bench runs, 16 / 8 / 64):
/// mandel 18.2 / 18.5 / 18.1, nbody 21.4 / 21.7 / 21.0, sim-speed
/// 2.22 / 2.20 / 2.23 G/s, within the runs' spread.
const MAX_IN_FLIGHT: usize = 16;

/// Dropped units whose code is kept until the next flush; more than this and
/// the whole cache is flushed to give the memory back.
const MAX_DROPPED: usize = 4096;

/// Host code (bytes) that triggers a flush: within the code arena's reservation.
#[cfg(all(target_arch = "x86_64", target_os = "linux"))]
const MAX_CODE: usize = super::arena::FLUSH_AT;
#[cfg(not(all(target_arch = "x86_64", target_os = "linux")))]
const MAX_CODE: usize = 192 << 20;

/// The code cache of one machine.
pub(crate) struct Translator {
    /// The host code, made when the first unit is translated (a machine that
    /// never runs hot code pays nothing for it).
    jit: Option<(JITModule, EnterFn)>,
    /// The exit stub (see [`super::helpers`]) of the current module: what
    /// every link slot holds until it is linked.
    exit_stub: u64,
    /// Where the current module's code runs, from where it was written.
    exec_offset: u64,
    /// Compiles units on this thread (synchronous mode, or no worker).
    builder: Option<Builder>,
    /// Where and when units are compiled.
    compile: Compile,
    /// Flushes so far: a finished job of an older epoch is dropped (and the
    /// worker skips it if it has not started it).
    epoch: u64,
    current: Epoch,
    /// Where the worker sends finished jobs, and how many are out.
    done: Receiver<Done>,
    reply: Sender<Done>,
    in_flight: usize,
    /// Jobs the worker has sent back, and jobs taken from `done`: the
    /// dispatcher compares the two before it polls the channel, which at
    /// every round while jobs were out cost 3% of a run in profiles (kernels).
    replied: Arc<AtomicU64>,
    taken: u64,
    /// The units out on the worker (start, length) of this epoch.
    pending: Vec<(u32, u32)>,
    pub(super) entries: AddressMap<Entry>,
    /// Per address (line), the arrivals counted: [`STOP`] where a unit is
    /// translated (the watched interpreter stops there), `translate_after`
    /// or more where one is due. One table and one test, so that counting
    /// cold code costs the interpreter little; counting up from zero, so
    /// that the table is zeroed memory, whose pages the system gives only
    /// when touched (filling it cost a short program 64 page faults).
    pub(crate) watch: Zeroed<u32>,
    /// Hot units by `(pc >> 2) % FAST_SIZE`; its address is fixed (translated
    /// code reads it).
    fast: Zeroed<FastEntry>,
    /// The length of the unit in each line of `fast`.
    fast_lens: Zeroed<u32>,
    /// The link slots of each unit translated since the last flush (two for
    /// its end, one per conditional branch inside it), each followed by its
    /// guest target. Boxed: their
    /// addresses are built into the code, so they must not move when this grows.
    #[allow(clippy::vec_box)]
    links: Vec<Box<[u64]>>,
    /// The link slots filled with the unit at each guest address.
    incoming: AddressMap<Vec<*mut u64>>,
    dropped: usize,
    /// Per unit start, how often its unit was dropped for stores into its
    /// code, and the arrival rounds waited since (see [`Translator::backing_off`]).
    rewrites: AddressMap<Rewrites>,
    /// Bytes of host code made since the last flush.
    code_bytes: usize,
    next_name: u32,
    /// Entries before translation ([`HOT_AFTER`] unless set).
    pub(crate) translate_after: u32,
    /// Guest instructions translated, and the time spent on them.
    pub(super) translated_insts: u64,
    pub(super) translate_time: std::time::Duration,
    /// Guest instructions executed in translated code.
    pub(super) ran: u64,
}

/// A code generator for the host (see [`worker::shared_isa`]).
pub(super) fn host_isa() -> Option<OwnedTargetIsa> {
    let mut flags = settings::builder();
    // The emitter's CLIF is already simple: Cranelift's e-graph pass costs more
    // translation time than it saves in the translated code (callgrind, mandel:
    // `speed` compiles with 40% more host instructions, 159.6 M against 114.2 M,
    // and the translated code runs the same 190.7 M).
    flags.set("opt_level", "none").ok()?;
    // The backtracking register allocator stays: the single-pass one compiles
    // with 28% fewer host instructions (mandel 82.3 M against 114.2 M) but
    // spills every value live across a block (each side exit starts one), so
    // translated code runs 1.7x the host instructions (mandel 324.7 M against
    // 190.8 M; nbody 1.68x). Nor does it make a cheap first tier: its code
    // repays the compile after ~1,000 runs per instruction, as late as this
    // allocator's after ~1,300 (see `HOT_AFTER`).
    // The emitter makes valid CLIF; verifying each unit would double its cost.
    flags.set("enable_verifier", "false").ok()?;
    // Units tail-call each other, which Cranelift implements with frame pointers.
    flags.set("preserve_frame_pointers", "true").ok()?;
    cranelift_native::builder()
        .ok()?
        .finish(settings::Flags::new(flags))
        .ok()
}

/// A module for units, and how far from where cranelift-jit places a
/// function its code runs (see [`super::arena`]; 0 with cranelift-jit's own
/// memory).
fn host_module(isa: OwnedTargetIsa) -> Option<(JITModule, u64)> {
    let mut builder = JITBuilder::with_isa(isa, default_libcall_names());
    #[allow(unused_mut)]
    let mut exec_offset = 0;
    #[cfg(all(target_arch = "x86_64", target_os = "linux"))]
    if let Some(arena) = super::arena::CodeArena::new() {
        exec_offset = arena.exec_offset();
        builder.memory_provider(Box::new(arena));
    }
    Some((JITModule::new(builder), exec_offset))
}

/// Whether Cranelift can generate code for this host (then [`Engine::Translate`]
/// is the default engine).
///
/// [`Engine::Translate`]: crate::Engine::Translate
pub fn host_supported() -> bool {
    static SUPPORTED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    // Only the ISA: a module (and its code arena) is made when a machine
    // first translates, and falls back to cranelift-jit's memory if it must.
    *SUPPORTED.get_or_init(|| worker::shared_isa().is_some())
}

/// `unit(cpu, limit, count, slot)`: `slot` is the link slot the caller
/// chained through (only the exit stub reads it).
pub(super) fn unit_signature() -> Signature {
    let mut sig = Signature::new(CallConv::Tail);
    for _ in 0..4 {
        sig.params.push(AbiParam::new(types::I64));
    }
    sig.returns.push(AbiParam::new(types::I64));
    sig
}

impl Translator {
    /// A translator for the host, or `None` where Cranelift has no backend.
    /// `compile`: where units are compiled (see [`Translator::set_mode`]).
    pub(super) fn new(translate_after: u32, compile: Compile) -> Option<Translator> {
        if !host_supported() {
            return None;
        }
        let (reply, done) = mpsc::channel();
        Some(Translator {
            jit: None,
            exit_stub: 0,
            exec_offset: 0,
            builder: None,
            compile: effective(compile, translate_after),
            epoch: 0,
            current: Arc::new(AtomicU64::new(0)),
            done,
            reply,
            in_flight: 0,
            replied: Arc::new(AtomicU64::new(0)),
            taken: 0,
            pending: Vec::new(),
            entries: AddressMap::default(),
            watch: Zeroed::new(WATCH_SIZE),
            fast: Zeroed::new(FAST_SIZE),
            fast_lens: Zeroed::new(FAST_SIZE),
            links: Vec::new(),
            incoming: AddressMap::default(),
            rewrites: AddressMap::default(),
            dropped: 0,
            code_bytes: 0,
            next_name: 0,
            translate_after,
            translated_insts: 0,
            translate_time: std::time::Duration::ZERO,
            ran: 0,
        })
    }

    /// Drops every unit and frees their code.
    pub(super) fn flush(&mut self) {
        if let Some((old, _)) = self.jit.take() {
            // SAFETY: no translated code is running (the dispatcher calls this
            // between units) and every pointer into the old code goes with the
            // tables below.
            unsafe { old.free_memory() };
        }
        self.entries.clear();
        self.epoch += 1;
        self.current.store(self.epoch, Ordering::Relaxed);
        self.pending.clear();
        self.watch.fill(0);
        self.fast.fill(EMPTY);
        self.links.clear();
        self.incoming.clear();
        self.dropped = 0;
        self.rewrites.clear();
        self.code_bytes = 0;
    }

    /// Whether enough units were dropped, or enough code made, that a flush is due.
    pub(super) fn wants_flush(&self) -> bool {
        self.dropped > MAX_DROPPED || self.code_bytes > MAX_CODE
    }

    /// Counts a visit at `pc`; true once it was reached often enough to
    /// translate (or a unit is translated there).
    pub(super) fn hit(&mut self, pc: u32) -> bool {
        count_arrival(&mut self.watch, self.translate_after, pc)
    }

    /// Notes that the unit at `pc` was dropped because code it covers was
    /// stored into.
    pub(super) fn note_rewrite(&mut self, pc: u32) {
        let r = self.rewrites.entry(pc).or_default();
        r.drops = r.drops.saturating_add(1);
        r.waited = 0;
    }

    /// Whether a start reached often enough to translate waits longer: after
    /// its unit was dropped `k` times for stores into it, translating it again
    /// takes `2^k` times the arrivals (up to [`MAX_BACKOFF`] doublings). A loop
    /// that rewrites its own code would otherwise pay a compile, thousands of
    /// times the cost of interpreting it, every few passes.
    pub(super) fn backing_off(&mut self, pc: u32) -> bool {
        let Some(r) = self.rewrites.get_mut(&pc) else {
            return false;
        };
        r.waited += 1;
        if r.waited < 1u32 << r.drops.min(MAX_BACKOFF) {
            return true;
        }
        r.waited = 0;
        false
    }

    /// Starts counting the arrivals at `pc` again.
    pub(super) fn reset_hits(&mut self, pc: u32) {
        self.watch[(pc as usize >> 2) % WATCH_SIZE] = 0;
    }

    /// Has the watched interpreter stop at `pc` again after some arrivals, to
    /// queue its unit once the worker has room.
    pub(super) fn recheck_later(&mut self, pc: u32) {
        self.watch[(pc as usize >> 2) % WATCH_SIZE] =
            self.translate_after.saturating_sub(BUSY_RECHECK);
    }

    /// Sets the arrivals before translation, and counts every address afresh
    /// (but the translated units', where the watched interpreter stops);
    /// `compile` says where units are compiled (see [`effective`]).
    pub(super) fn set_mode(&mut self, entries: u32, compile: Compile) {
        self.translate_after = entries;
        self.compile = effective(compile, entries);
        self.watch.fill(0);
        for (&pc, entry) in &self.entries {
            if let Entry::Hot { .. } = entry {
                self.watch[(pc as usize >> 2) % WATCH_SIZE] = STOP;
            }
        }
    }

    /// The hot unit at `pc` from the fast table.
    #[inline(always)]
    pub(super) fn fast_lookup(&self, pc: u32) -> Option<(u64, u32)> {
        let index = (pc as usize >> 2) % FAST_SIZE;
        let line = &self.fast[index];
        (line[KEY] == fast_key(pc)).then(|| (line[ENTRY], self.fast_lens[index]))
    }

    /// Runs the unit `entry` on `cpu`.
    ///
    /// # Safety
    /// `entry` must be a live unit of this translator, compiled for the memory
    /// and tables `cpu`'s machine still has.
    pub(super) unsafe fn run(&self, entry: u64, cpu: &mut Cpu, limit: u64, count: u64) -> u64 {
        let (_, enter) = self.jit.as_ref().expect("a live unit has its module");
        // SAFETY: as the caller promises.
        unsafe { enter(entry, cpu, limit, count) }
    }

    /// Makes the exit through link slot `slot` tail-call the unit at `pc`.
    pub(super) fn link(&mut self, slot: u64, pc: u32, entry: u64) {
        let slot = slot as *mut u64;
        // SAFETY: `slot` came from a unit's exit since the last flush, so it points
        // into a live box of `links`.
        unsafe { *slot = entry };
        self.incoming.entry(pc).or_default().push(slot);
    }

    /// Records `pc` as a hot unit and puts it in the fast table.
    pub(super) fn set_hot(&mut self, pc: u32, entry: u64, len: u32) {
        self.entries.insert(pc, Entry::Hot { entry, len });
        // The watched interpreter stops here from now on.
        self.watch[(pc as usize >> 2) % WATCH_SIZE] = STOP;
        let index = (pc as usize >> 2) % FAST_SIZE;
        self.fast[index] = [fast_key(pc), entry];
        self.fast_lens[index] = len;
    }

    /// Forgets the unit at `pc` (if hot): no lookup or link reaches it again.
    /// Returns its length.
    pub(super) fn drop_unit(&mut self, pc: u32) -> Option<u32> {
        let Some(Entry::Hot { len, .. }) = self.entries.get(&pc).copied() else {
            return None;
        };
        self.entries.remove(&pc);
        // Changed code is counted afresh before it is translated again.
        self.reset_hits(pc);
        let line = &mut self.fast[(pc as usize >> 2) % FAST_SIZE];
        if line[KEY] == fast_key(pc) {
            *line = EMPTY;
        }
        for slot in self.incoming.remove(&pc).unwrap_or_default() {
            // SAFETY: slots live until the next flush, which also clears `incoming`.
            unsafe { *slot = self.exit_stub };
        }
        self.dropped += 1;
        Some(len)
    }

    /// The job that compiles `unit` (its link slots made; the module is
    /// not needed before it is installed).
    pub(super) fn job(&mut self, mut env: Env, unit: scan::Unit) -> Job {
        // Per link slot, two words: the unit it chains to (the exit stub until
        // linked) and the guest address it goes to.
        let mut links = vec![0; 2 * (2 + unit.inner_branches())].into_boxed_slice();
        env.links = links.as_mut_ptr();
        env.fast = self.fast.as_ptr();
        Job {
            pc: unit.start,
            epoch: self.epoch,
            current: self.current.clone(),
            env,
            unit,
            links,
            reply: self.reply.clone(),
            replied: self.replied.clone(),
        }
    }

    /// Whether hot units go to the worker thread.
    pub(super) fn background(&self) -> bool {
        self.compile != Compile::Now
    }

    /// Jobs on the worker thread.
    #[inline(always)]
    pub(super) fn in_flight(&self) -> usize {
        self.in_flight
    }

    /// Whether the worker has as many of this translator's jobs as it may.
    pub(super) fn busy(&self) -> bool {
        self.in_flight >= MAX_IN_FLIGHT
    }

    /// Whether `pc` lies inside a unit out on the worker (past its start):
    /// once that unit runs, it may never be entered here.
    pub(super) fn inside_pending(&self, pc: u32) -> bool {
        self.pending
            .iter()
            .any(|&(start, len)| pc > start && (pc - start) / 4 < len)
    }

    /// Queues `job` on the worker thread; gives it back if there is no
    /// worker (then units are compiled on this thread from now on).
    pub(super) fn send(&mut self, job: Job) -> Result<(), Box<Job>> {
        let unit = (job.pc, job.unit.insts.len() as u32);
        match worker::send(job) {
            Ok(()) => {
                self.in_flight += 1;
                self.pending.push(unit);
                Ok(())
            }
            Err(job) => {
                self.compile = Compile::Now;
                Err(job)
            }
        }
    }

    /// A job the worker finished, if one is waiting; in lockstep mode, the
    /// next job out, waited for. Panics with what the worker's compile of
    /// the job panicked with.
    pub(super) fn finished(&mut self) -> Option<Done> {
        if self.in_flight == 0 {
            return None;
        }
        // The worker answers every job (a panic included), and this
        // translator holds a sender of the channel, so `recv` cannot fail.
        let done = match self.compile {
            Compile::Lockstep => self.done.recv().ok()?,
            // The worker raises `replied` after sending: once it is seen
            // raised, the reply is in the channel.
            _ if self.replied.load(Ordering::Acquire) == self.taken => return None,
            _ => self.done.try_recv().ok()?,
        };
        self.taken += 1;
        self.in_flight -= 1;
        // After a flush, `pending` holds only the new epoch's units (maybe
        // one at this same address): an older result must leave them.
        if done.job.epoch == self.epoch {
            if let Some(i) = self.pending.iter().position(|p| p.0 == done.job.pc) {
                self.pending.swap_remove(i);
            }
        }
        if let Some(panic) = done.panic {
            std::panic::resume_unwind(panic);
        }
        Some(done)
    }

    /// Whether `done` is for this module and a unit still waited for.
    pub(super) fn current(&self, done: &Done) -> bool {
        done.job.epoch == self.epoch
            && matches!(self.entries.get(&done.job.pc), Some(Entry::Pending))
    }

    /// Compiles `job` on this thread and installs it; `None` if Cranelift
    /// refuses (then the interpreter runs the unit).
    pub(super) fn compile(&mut self, mut job: Job) -> Option<u64> {
        if self.builder.is_none() {
            self.builder = Some(Builder::new(worker::shared_isa()?));
        }
        let built = self.builder.as_mut()?.build(&mut job)?;
        self.install(job, built)
    }

    /// The module, made at the first unit installed (a machine that never
    /// runs hot code pays nothing for it).
    fn module(&mut self) -> Option<&mut JITModule> {
        if self.jit.is_none() {
            let (mut module, exec_offset) = host_module(worker::shared_isa()?)?;
            let (enter, exit_stub) = install_helpers(&mut module, exec_offset)?;
            self.exit_stub = exit_stub;
            self.exec_offset = exec_offset;
            self.jit = Some((module, enter));
        }
        self.jit.as_mut().map(|(module, _)| module)
    }

    /// Copies a compiled unit into the code arena and makes it executable;
    /// its entry address. Only between units: the pages it writes may hold
    /// other units' code.
    pub(super) fn install(&mut self, mut job: Job, built: Built) -> Option<u64> {
        let began = std::time::Instant::now();
        let name = format!("unit{}", self.next_name);
        self.next_name += 1;
        let module = self.module()?;
        let sig = unit_signature();
        let id = module.declare_function(&name, Linkage::Local, &sig).ok()?;
        let defined = module.define_function_bytes(id, built.align, &built.bytes, &[]);
        if defined.is_err() {
            // With cranelift-jit's own memory, a definition that failed after
            // taking code memory left pages that may hold live units writable
            // and not executable: finalize makes them executable again before
            // any translated code runs.
            let _ = module.finalize_definitions();
            return None;
        }
        module.finalize_definitions().ok()?;
        let code = (module.get_finalized_function(id) as u64).wrapping_add(self.exec_offset);
        for slot in job.links.chunks_exact_mut(2) {
            slot[0] = self.exit_stub;
        }
        self.code_bytes += built.bytes.len();
        self.links.push(job.links);
        self.translated_insts += job.unit.insts.len() as u64;
        self.translate_time += built.time + began.elapsed();
        Some(code)
    }
}

/// `compile`, but on the spot when every unit is translated at first sight
/// (`translate_after` 0: tests that want translated code to run at once),
/// unless in lockstep, which is itself for tests.
fn effective(compile: Compile, translate_after: u32) -> Compile {
    match compile {
        Compile::Background if translate_after == 0 => Compile::Now,
        other => other,
    }
}

impl Drop for Translator {
    fn drop(&mut self) {
        // The worker skips this translator's jobs from now on.
        self.current.store(GONE, Ordering::Relaxed);
    }
}
